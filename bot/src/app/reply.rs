//! What the app service answers: platform-neutral messages that the Discord adapter
//! and the offline channel each turn into their own output.

use serde::Serialize;

use super::rich::Text;

/// Who sees a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Audience {
    /// Everyone in the channel.
    Channel,
    /// Only the user who asked (an ephemeral reply).
    Caller,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub fields: Vec<Field>,
    /// RGB accent colour.
    pub colour: u32,
    /// Shows the attached image inside the embed.
    pub image_in_embed: bool,
    pub footer: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

#[derive(Clone, PartialEq)]
pub struct Image {
    pub filename: String,
    pub png: Vec<u8>,
    /// The picture in words (Discord's attachment `description`, at most 1,024
    /// characters): what a screen reader reads, and what shows where the picture does
    /// not load. Every picture has one.
    pub description: String,
}

impl Image {
    pub fn new(filename: impl Into<String>, png: Vec<u8>, description: impl Into<String>) -> Self {
        Image {
            filename: filename.into(),
            png,
            description: windward_render::alt::clip(&description.into(), windward_render::MAX_ALT),
        }
    }
}

impl std::fmt::Debug for Image {
    // The bytes would drown every log line and test failure they appear in.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Image({}, {} bytes)", self.filename, self.png.len())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
    /// Opens this address instead of reaching the bot (its button has no custom id).
    Link(String),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Button {
    pub label: String,
    pub custom_id: String,
    pub style: ButtonStyle,
    pub disabled: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Select {
    pub custom_id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
}

/// One action row: up to five buttons, or one select menu.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

/// One message to send.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub audience: Audience,
    pub content: Text,
    pub embed: Option<Embed>,
    pub image: Option<Image>,
    /// An edit that keeps the picture the message already has, under this file name
    /// (nothing in it changed, so it is neither drawn nor uploaded again).
    pub kept_image: Option<String>,
    pub rows: Vec<Row>,
    /// The only users this message may ping.
    pub pings: Vec<u64>,
}

impl Message {
    pub fn to_channel(content: impl Into<Text>) -> Self {
        Message {
            audience: Audience::Channel,
            content: content.into(),
            embed: None,
            image: None,
            kept_image: None,
            rows: Vec::new(),
            pings: Vec::new(),
        }
    }

    pub fn to_caller(content: impl Into<Text>) -> Self {
        Message {
            audience: Audience::Caller,
            ..Message::to_channel(content)
        }
    }

    pub fn with_embed(mut self, embed: Embed) -> Self {
        self.embed = Some(embed);
        self
    }

    /// The message cut to Discord's limits (content 2000, embed title 256, description
    /// 4096, field name 256 and value 1024, footer 2048, at most 25 fields, 5 rows, 5
    /// buttons a row, button labels 80, placeholders 150, 25 options of 100 characters).
    /// Builders already aim inside them; this is the last guard before the wire.
    pub fn within_limits(&self) -> Message {
        use super::text::clip;
        let mut m = self.clone();
        m.content = m.content.clip(2000);
        if let Some(e) = &mut m.embed {
            e.title = clip(&e.title, 256);
            e.description = clip(&e.description, 4096);
            e.fields.truncate(25);
            for f in &mut e.fields {
                f.name = clip(&f.name, 256);
                f.value = clip(&f.value, 1024);
            }
            e.footer = e.footer.as_deref().map(|f| clip(f, 2048));
        }
        m.rows.truncate(5);
        for row in &mut m.rows {
            match row {
                Row::Buttons(buttons) => {
                    buttons.truncate(5);
                    for b in buttons {
                        b.label = clip(&b.label, 80);
                    }
                }
                Row::Select(menu) => {
                    menu.placeholder = clip(&menu.placeholder, 150);
                    menu.options.truncate(25);
                    for o in &mut menu.options {
                        o.label = clip(&o.label, 100);
                        o.description = o.description.as_deref().map(|d| clip(d, 100));
                    }
                }
            }
        }
        m
    }
}

/// What becomes of the message whose button was clicked.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Clicked {
    /// Leave it as it is (also the answer to every slash command).
    #[default]
    Keep,
    /// Remove its buttons and menus, keeping text and picture: its move has been made.
    Retire,
    /// Replace it with this (a lobby whose player list changed).
    Replace(Box<Message>),
}

/// Everything the app answers to one interaction, in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Response {
    pub clicked: Clicked,
    pub messages: Vec<Message>,
    /// The live board (session, seq) that `clicked` brings up to date, if it does: when
    /// the platform could not change the clicked message, the app is told
    /// ([`App::board_not_shown`](super::App::board_not_shown)) so the board is edited
    /// later.
    pub shows: Option<(i64, u64)>,
}

impl Response {
    pub fn one(message: Message) -> Self {
        Response {
            clicked: Clicked::Keep,
            messages: vec![message],
            shows: None,
        }
    }

    /// A polite, private refusal; nothing changed.
    pub fn refuse(reason: impl Into<String>) -> Self {
        Response::one(Message::to_caller(reason.into()))
    }
}

/// One autocomplete suggestion.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Suggestion {
    /// What the user sees (≤ 100 characters).
    pub name: String,
    /// What is filled in (≤ 100 characters).
    pub value: String,
}

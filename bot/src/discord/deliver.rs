//! Turning an app [`Response`] into Discord interaction callbacks and followups.
//!
//! Payloads are built as JSON here rather than with serenity's builders because two
//! details matter and the builders hide them: `allowed_mentions` must name exactly the
//! users we mean to ping, and retiring a board's buttons (an update of the clicked
//! message) must not send `"attachments": []`, which would delete the board's picture.
//! The numbers the wire wants are named: callback kinds by [`Callback`] (serenity's
//! builder keeps its own private), component kinds by serenity's `ComponentType`.

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use tracing::{error, warn};

use crate::app::reply::{Audience, ButtonStyle, Clicked, Message, Response, Row};
use crate::app::rich::{Span, Text};

const EPHEMERAL: u64 = 1 << 6;

/// Interaction callback kinds (Discord's `InteractionCallbackType`), named as
/// serenity's `CreateInteractionResponse` variants are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Callback {
    /// A reply message.
    Message = 4,
    /// "Thinking…" now, the reply later (commands).
    Defer = 5,
    /// Nothing to show, for a click (its message stays).
    Acknowledge = 6,
    /// The clicked message changed in place.
    UpdateMessage = 7,
}

impl Callback {
    /// The callback's body: its kind, with `data` when it has some.
    fn body(self, data: Option<Value>) -> Value {
        let mut body = json!({ "type": self as u8 });
        if let Some(data) = data {
            body["data"] = data;
        }
        body
    }

    /// Whether `body` is a callback of this kind.
    fn is(self, body: &Value) -> bool {
        body["type"] == self as u8
    }
}

/// A component kind's number on the wire.
fn component(kind: serenity::ComponentType) -> u8 {
    u8::from(kind)
}

/// What we need of an interaction to answer it.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: serenity::InteractionId,
    pub token: String,
    pub channel_id: serenity::ChannelId,
    pub is_component: bool,
    /// The message a clicked component is on (a public board, or an ephemeral view).
    pub message: Option<(serenity::MessageId, bool)>,
    /// That message's attachments (file name, id): an update keeping its picture
    /// names it by id.
    pub attachments: Vec<(String, u64)>,
}

impl Interaction {
    pub fn from_component(click: &serenity::ComponentInteraction) -> Self {
        Interaction {
            id: click.id,
            token: click.token.clone(),
            channel_id: click.channel_id,
            is_component: true,
            message: Some((
                click.message.id,
                click
                    .message
                    .flags
                    .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL)),
            )),
            attachments: attachments_of(&click.message),
        }
    }

    pub fn from_command(command: &serenity::CommandInteraction) -> Self {
        Interaction {
            id: command.id,
            token: command.token.clone(),
            channel_id: command.channel_id,
            is_component: false,
            message: None,
            attachments: Vec::new(),
        }
    }
}

/// A message's attachments as (file name, id).
pub fn attachments_of(message: &serenity::Message) -> Vec<(String, u64)> {
    message
        .attachments
        .iter()
        .map(|a| (a.filename.clone(), a.id.get()))
        .collect()
}

/// The body of an edit of a message that has `attachments`: a picture the edit keeps
/// (nothing in it changed) is listed by its id, as Discord keeps attachments on an
/// edit, and named in the embed. Without the id (the message no longer has that file)
/// the embed names no picture rather than a broken one.
pub fn edit_body(message: &Message, attachments: &[(String, u64)]) -> Value {
    let mut body = message_body(message);
    let kept = message
        .kept_image
        .as_ref()
        .and_then(|kept| attachments.iter().find(|(name, _)| name == kept));
    if let Some((name, id)) = kept {
        body["attachments"] = json!([{ "id": id.to_string() }]);
        let in_embed = message.embed.as_ref().is_some_and(|e| e.image_in_embed);
        if let (true, Some(embed)) = (in_embed, body["embeds"][0].as_object_mut()) {
            embed.insert(
                "image".into(),
                json!({ "url": format!("attachment://{name}") }),
            );
        }
    }
    body
}

/// Text in Discord's syntax: `<@id>` mentions, jump links to channels, `<t:…:R>` moments,
/// `-#` small print.
pub fn discord_text(text: &Text) -> String {
    text.render(|span, out| match span {
        Span::Words(words) => out.push_str(words),
        Span::Mention { user, .. } => out.push_str(&format!("<@{user}>")),
        // A jump link works from any server and from DMs (`<#id>` only reads well in
        // the channel's own server); Discord shows it as the channel's name.
        Span::Channel { guild, channel } => out.push_str(&format!(
            "https://discord.com/channels/{}/{channel}",
            guild.map_or_else(|| "@me".to_string(), |g| g.to_string())
        )),
        // Relative ("in 3 hours"), and shown in the reader's own time zone on hover.
        Span::Time { unix_ms } => out.push_str(&format!("<t:{}:R>", unix_ms.div_euclid(1000))),
        Span::SmallPrint => out.push_str("-# "),
    })
}

/// The JSON body of a message (for callbacks, followups and channel posts).
pub fn message_body(message: &Message) -> Value {
    let message = &message.within_limits();
    let mut body = json!({
        "content": discord_text(&message.content),
        "allowed_mentions": {
            "parse": [],
            "users": message.pings.iter().map(|id| id.to_string()).collect::<Vec<_>>(),
        },
        "components": message.rows.iter().map(row_json).collect::<Vec<_>>(),
    });
    if let Some(embed) = &message.embed {
        let mut e = json!({
            "title": embed.title,
            "description": embed.description,
            "color": embed.colour,
            "fields": embed.fields.iter().map(|f| json!({"name": f.name, "value": f.value, "inline": f.inline})).collect::<Vec<_>>(),
        });
        if let Some(footer) = &embed.footer {
            e["footer"] = json!({ "text": footer });
        }
        if embed.image_in_embed {
            // A kept picture is named only by an edit that keeps it by id (`edit_body`).
            if let Some(image) = &message.image {
                e["image"] = json!({ "url": format!("attachment://{}", image.filename) });
            }
        }
        if embed.description.is_empty() {
            e.as_object_mut().map(|o| o.remove("description"));
        }
        body["embeds"] = json!([e]);
    }
    if let Some(image) = &message.image {
        body["attachments"] = json!([{
            "id": 0,
            "filename": image.filename,
            "description": image.description,
        }]);
    }
    if message.audience == Audience::Caller {
        body["flags"] = json!(EPHEMERAL);
    }
    body
}

fn row_json(row: &Row) -> Value {
    match row {
        Row::Buttons(buttons) => json!({
            "type": component(serenity::ComponentType::ActionRow),
            "components": buttons.iter().map(|b| json!({
                "type": component(serenity::ComponentType::Button),
                "style": u8::from(match b.style {
                    ButtonStyle::Primary => serenity::ButtonStyle::Primary,
                    ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
                    ButtonStyle::Success => serenity::ButtonStyle::Success,
                    ButtonStyle::Danger => serenity::ButtonStyle::Danger,
                }),
                "label": b.label,
                "custom_id": b.custom_id,
                "disabled": b.disabled,
            })).collect::<Vec<_>>(),
        }),
        Row::Select(menu) => json!({
            "type": component(serenity::ComponentType::ActionRow),
            "components": [{
                "type": component(serenity::ComponentType::StringSelect),
                "custom_id": menu.custom_id,
                "placeholder": menu.placeholder,
                "options": menu.options.iter().map(|o| {
                    let mut option = json!({"label": o.label, "value": o.value});
                    if let Some(d) = &o.description {
                        option["description"] = json!(d);
                    }
                    option
                }).collect::<Vec<_>>(),
            }],
        }),
    }
}

pub fn files(message: &Message) -> Vec<serenity::CreateAttachment> {
    message
        .image
        .iter()
        .map(|i| serenity::CreateAttachment::bytes(i.png.clone(), i.filename.clone()))
        .collect()
}

/// Acknowledges a slow interaction: a private "thinking…" for commands, a silent
/// acknowledgement for clicks.
///
/// # Errors
/// Discord refused the callback.
pub async fn defer(http: &serenity::Http, interaction: &Interaction) -> serenity::Result<()> {
    let body = if interaction.is_component {
        Callback::Acknowledge.body(None)
    } else {
        Callback::Defer.body(Some(json!({ "flags": EPHEMERAL })))
    };
    http.create_interaction_response(interaction.id, &interaction.token, &body, Vec::new())
        .await
}

/// Sends a response: the first reply as the interaction's callback (unless deferred),
/// the rest as followups. If Discord refuses the callback (too late, say), public
/// messages are posted to the channel directly: the move is committed, so the channel
/// must still see it.
///
/// Returns `false` when the clicked message was to be replaced and could not be, by
/// callback or edit: what it was to show is owed (see [`Response::shows`]).
pub async fn deliver(
    http: &serenity::Http,
    interaction: &Interaction,
    response: Response,
    deferred: bool,
) -> bool {
    let mut clicked_shown = true;
    let mut messages = response.messages.into_iter();
    let mut callback_failed = false;
    let mut first_followup_edits = false;
    if deferred {
        if interaction.is_component {
            let edit = match &response.clicked {
                Clicked::Keep => None,
                Clicked::Retire => Some((json!({ "components": [] }), Vec::new())),
                Clicked::Replace(message) => {
                    Some((edit_body(message, &interaction.attachments), files(message)))
                }
            };
            if let Some((edit, edit_files)) = edit {
                if let Err(e) = http
                    .edit_original_interaction_response(&interaction.token, &edit, edit_files)
                    .await
                {
                    warn!(error = %e, "could not update the clicked message");
                    clicked_shown = false;
                }
            }
        } else {
            // A command deferred with an ephemeral "thinking…": the first followup fills it.
            first_followup_edits = true;
        }
    } else {
        let callback = if interaction.is_component {
            match &response.clicked {
                Clicked::Retire => Some((
                    Callback::UpdateMessage.body(Some(json!({ "components": [] }))),
                    Vec::new(),
                )),
                Clicked::Replace(message) => Some((
                    Callback::UpdateMessage
                        .body(Some(edit_body(message, &interaction.attachments))),
                    files(message),
                )),
                Clicked::Keep => None,
            }
        } else {
            None
        };
        let (body, attachments) = match callback {
            Some(c) => c,
            None => match messages.next() {
                Some(first) => (
                    Callback::Message.body(Some(message_body(&first))),
                    files(&first),
                ),
                // Nothing to say to a click: acknowledge it silently.
                None => (Callback::Acknowledge.body(None), Vec::new()),
            },
        };
        // Kept for the fallback below: a post without its files would lose the picture,
        // and Discord refuses attachments that name no upload.
        let fallback_files = attachments.clone();
        if let Err(e) = http
            .create_interaction_response(interaction.id, &interaction.token, &body, attachments)
            .await
        {
            error!(error = %e, "interaction callback failed");
            callback_failed = true;
            if Callback::Message.is(&body) && body["data"]["flags"].is_null() {
                post_to_channel(http, interaction, &body["data"], fallback_files).await;
            } else if Callback::UpdateMessage.is(&body) {
                // The clicked board must still change (lose its buttons, or show the
                // move): edit it directly, unless only its clicker could see it.
                if let Some((message, false)) = interaction.message {
                    let mut data = body["data"].clone();
                    if let Some(o) = data.as_object_mut() {
                        o.remove("flags");
                    }
                    if let Err(e) = http
                        .edit_message(interaction.channel_id, message, &data, fallback_files)
                        .await
                    {
                        error!(error = %e, "could not update the clicked board either");
                        clicked_shown = false;
                    }
                } else {
                    clicked_shown = false;
                }
            }
        }
    }
    for message in messages {
        if callback_failed {
            if message.audience == Audience::Channel {
                post_to_channel(http, interaction, &message_body(&message), files(&message)).await;
            }
            continue;
        }
        if first_followup_edits {
            first_followup_edits = false;
            if message.audience == Audience::Caller {
                if let Err(e) = http
                    .edit_original_interaction_response(
                        &interaction.token,
                        &message_body(&message),
                        files(&message),
                    )
                    .await
                {
                    warn!(error = %e, "could not fill the deferred reply");
                }
                continue;
            }
            // A public message must be a new message (edits never notify): close the
            // private placeholder and post it below.
            let done = json!({ "content": "Done — see the channel.", "allowed_mentions": { "parse": [] } });
            if let Err(e) = http
                .edit_original_interaction_response(&interaction.token, &done, Vec::new())
                .await
            {
                warn!(error = %e, "could not fill the deferred reply");
            }
        }
        if let Err(e) = http
            .create_followup_message(&interaction.token, &message_body(&message), files(&message))
            .await
        {
            warn!(error = %e, "followup failed");
            if message.audience == Audience::Channel {
                post_to_channel(http, interaction, &message_body(&message), files(&message)).await;
            }
        }
    }
    clicked_shown
}

async fn post_to_channel(
    http: &serenity::Http,
    interaction: &Interaction,
    body: &Value,
    attachments: Vec<serenity::CreateAttachment>,
) {
    let mut body = body.clone();
    if let Some(o) = body.as_object_mut() {
        o.remove("flags");
    }
    if let Err(e) = http
        .send_message(interaction.channel_id, attachments, &body)
        .await
    {
        error!(error = %e, "could not post to the channel either");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::reply::{Button, Embed, Image};

    fn board() -> Message {
        let mut content = Text::new();
        content.mention(42, "alice").push(", it's your turn.");
        Message {
            audience: Audience::Channel,
            content,
            embed: Some(Embed {
                title: "Free table".into(),
                description: "x".into(),
                image_in_embed: true,
                ..Embed::default()
            }),
            image: Some(Image::new(
                "board.png",
                vec![1, 2, 3],
                "Free table, waiting for alice.",
            )),
            kept_image: None,
            rows: vec![Row::Buttons(vec![Button {
                label: "End turn".into(),
                custom_id: "v1:1:0:p:end".into(),
                style: ButtonStyle::Primary,
                disabled: false,
            }])],
            pings: vec![42],
        }
    }

    #[test]
    fn pings_only_the_named_users() {
        let body = message_body(&board());
        assert_eq!(body["content"], "<@42>, it's your turn.");
        assert_eq!(
            body["allowed_mentions"],
            json!({"parse": [], "users": ["42"]})
        );
        let mut mentioned = board();
        mentioned.pings.clear();
        let quiet = message_body(&mentioned);
        assert_eq!(quiet["content"], "<@42>, it's your turn.");
        assert_eq!(quiet["allowed_mentions"], json!({"parse": [], "users": []}));
    }

    #[test]
    fn channel_links_and_small_print_are_written_the_discord_way() {
        let mut text = Text::from("• Zefiria — ");
        text.channel(Some(7), 99).note("Asked by bob.");
        assert_eq!(
            discord_text(&text),
            "• Zefiria — https://discord.com/channels/7/99\n-# Asked by bob."
        );
        let mut due = Text::from("Go.");
        due.note("Times out ").time(1_796_140_800_999);
        assert_eq!(discord_text(&due), "Go.\n-# Times out <t:1796140800:R>");
    }

    #[test]
    fn bodies_respect_discords_limits() {
        let mut long = board();
        long.content = "x".repeat(5000).into();
        long.embed.as_mut().unwrap().fields = (0..30)
            .map(|i| crate::app::reply::Field {
                name: format!("f{i}"),
                value: "v".repeat(2000),
                inline: false,
            })
            .collect();
        let body = message_body(&long);
        assert_eq!(body["content"].as_str().unwrap().chars().count(), 2000);
        let fields = body["embeds"][0]["fields"].as_array().unwrap();
        assert_eq!(fields.len(), 25);
        assert!(fields
            .iter()
            .all(|f| f["value"].as_str().unwrap().chars().count() <= 1024));
    }

    #[test]
    fn an_edit_keeping_its_picture_keeps_it_by_id_or_names_none() {
        let mut kept = board();
        kept.image = None;
        kept.kept_image = Some("board.png".into());
        assert!(message_body(&kept)["embeds"][0].get("image").is_none());
        let on_message = [("board.png".to_string(), 42)];
        let body = edit_body(&kept, &on_message);
        assert_eq!(body["attachments"], json!([{"id": "42"}]));
        assert_eq!(body["embeds"][0]["image"]["url"], "attachment://board.png");
        // The message lost its file: no broken picture, nothing listed.
        let body = edit_body(&kept, &[("other.png".to_string(), 7)]);
        assert!(body.get("attachments").is_none());
        assert!(body["embeds"][0].get("image").is_none());
    }

    #[test]
    fn images_are_attached_and_shown_in_the_embed() {
        let body = message_body(&board());
        assert_eq!(
            body["attachments"],
            json!([{"id": 0, "filename": "board.png", "description": "Free table, waiting for alice."}])
        );
        assert_eq!(body["embeds"][0]["image"]["url"], "attachment://board.png");
        assert_eq!(
            body["components"][0]["components"][0]["custom_id"],
            "v1:1:0:p:end"
        );
        assert!(body.get("flags").is_none());
        assert_eq!(message_body(&Message::to_caller("psst"))["flags"], 64);
    }
}

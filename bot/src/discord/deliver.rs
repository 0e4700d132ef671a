//! Turning an app [`Response`] into Discord interaction callbacks and followups.
//!
//! A message's parts are serenity's builders (`CreateEmbed`, `CreateActionRow`,
//! `CreateAllowedMentions`); the envelope around them stays JSON because serenity
//! 0.12's `CreateInteractionResponseMessage` always writes its `attachments` and has
//! no way to name one the message already has. An update of a clicked board (type 7)
//! built with it sends `"attachments": []` or only new files, and Discord deletes the
//! board's picture; here an edit keeps the picture by its id and uploads nothing. The
//! callback kinds are named by [`Callback`] (serenity keeps its own private).

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use tracing::{error, warn};
use windward_engine::i18n::{say, Lang};
use windward_engine::msg;

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
    let kept = message
        .kept_image
        .as_ref()
        .and_then(|kept| attachments.iter().find(|(name, _)| name == kept));
    let Some((name, id)) = kept else {
        return message_body(message);
    };
    let mut body = body(message, Some(name));
    body["attachments"] = json!([{ "id": id.to_string() }]);
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
    // A kept picture is named only by an edit that keeps it by id (`edit_body`).
    body(message, message.image.as_ref().map(|i| i.filename.as_str()))
}

/// A message's body, its embed showing the attachment named `picture`.
fn body(message: &Message, picture: Option<&str>) -> Value {
    let message = &message.within_limits();
    // Only the users we mean to ping: no `parse`, so `@everyone`, roles and any other
    // mention in the text stay inert. A user id is never 0; one would be left out.
    let pings = serenity::CreateAllowedMentions::new().users(
        message
            .pings
            .iter()
            .filter_map(|&id| std::num::NonZeroU64::new(id).map(serenity::UserId::from)),
    );
    let rows: Vec<serenity::CreateActionRow> = message.rows.iter().map(action_row).collect();
    let mut body = json!({
        "content": discord_text(&message.content),
        "allowed_mentions": pings,
        "components": rows,
    });
    if let Some(embed) = &message.embed {
        let mut e = serenity::CreateEmbed::new()
            .title(&embed.title)
            .colour(embed.colour)
            .fields(
                embed
                    .fields
                    .iter()
                    .map(|f| (f.name.clone(), f.value.clone(), f.inline)),
            );
        if !embed.description.is_empty() {
            e = e.description(&embed.description);
        }
        if let Some(footer) = &embed.footer {
            e = e.footer(serenity::CreateEmbedFooter::new(footer));
        }
        if let (true, Some(name)) = (embed.image_in_embed, picture) {
            e = e.image(format!("attachment://{name}"));
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

fn action_row(row: &Row) -> serenity::CreateActionRow {
    match row {
        Row::Buttons(buttons) => serenity::CreateActionRow::Buttons(
            buttons
                .iter()
                .map(|b| {
                    let style = match &b.style {
                        ButtonStyle::Link(url) => {
                            return serenity::CreateButton::new_link(url)
                                .label(&b.label)
                                .disabled(b.disabled)
                        }
                        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
                        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
                        ButtonStyle::Success => serenity::ButtonStyle::Success,
                        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
                    };
                    serenity::CreateButton::new(&b.custom_id)
                        .label(&b.label)
                        .style(style)
                        .disabled(b.disabled)
                })
                .collect(),
        ),
        Row::Select(menu) => {
            let options = menu
                .options
                .iter()
                .map(|o| {
                    let option = serenity::CreateSelectMenuOption::new(&o.label, &o.value);
                    match &o.description {
                        Some(d) => option.description(d),
                        None => option,
                    }
                })
                .collect();
            serenity::CreateActionRow::SelectMenu(
                serenity::CreateSelectMenu::new(
                    &menu.custom_id,
                    serenity::CreateSelectMenuKind::String { options },
                )
                .placeholder(&menu.placeholder),
            )
        }
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
    lang: Lang,
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
            // The caller's placeholder: in the caller's language (`lang`).
            let said = say(lang, &msg!("schedule-error-done-see-channel"));
            let done = json!({ "content": said, "allowed_mentions": { "parse": [] } });
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
            json!({"parse": [], "users": ["42"], "roles": []})
        );
        let mut mentioned = board();
        mentioned.pings.clear();
        let quiet = message_body(&mentioned);
        assert_eq!(quiet["content"], "<@42>, it's your turn.");
        assert_eq!(
            quiet["allowed_mentions"],
            json!({"parse": [], "users": [], "roles": []})
        );
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
    fn a_select_menu_is_a_string_select_with_its_options() {
        let mut menu = Message::to_caller("Pick one.");
        menu.rows = vec![Row::Select(crate::app::reply::Select {
            custom_id: "v1:1:0:s".into(),
            placeholder: "Choose a card".into(),
            options: vec![
                crate::app::reply::SelectOption {
                    label: "Gale".into(),
                    value: "0".into(),
                    description: Some("Move 2".into()),
                },
                crate::app::reply::SelectOption {
                    label: "Calm".into(),
                    value: "1".into(),
                    description: None,
                },
            ],
        })];
        let body = message_body(&menu);
        let select = &body["components"][0]["components"][0];
        assert_eq!(body["components"][0]["type"], 1);
        assert_eq!(select["type"], 3);
        assert_eq!(select["custom_id"], "v1:1:0:s");
        assert_eq!(select["placeholder"], "Choose a card");
        assert_eq!(
            select["options"],
            json!([
                {"label": "Gale", "value": "0", "description": "Move 2"},
                {"label": "Calm", "value": "1"},
            ])
        );
        assert!(body.get("embeds").is_none());
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
            body["components"],
            json!([{"type": 1, "components": [{
                "type": 2, "style": 1, "label": "End turn",
                "custom_id": "v1:1:0:p:end", "disabled": false,
            }]}])
        );
        assert!(body.get("flags").is_none());
        assert_eq!(message_body(&Message::to_caller("psst"))["flags"], 64);
    }
}

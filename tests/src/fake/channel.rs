//! The fake's model of what users see: messages with their ids, content, embeds,
//! attachments and components, as Discord would store them after each create or edit.
//!
//! Tests read [`Message`] snapshots, and click buttons by label on the message the bot
//! really posted (its current state, so a retired board has no buttons to click).

use std::sync::Arc;

use serde_json::{json, Value};

/// Message flag: only the user who interacted sees the message.
pub const EPHEMERAL: u64 = 1 << 6;
/// Message flag: the "… is thinking" placeholder of a deferred reply.
pub const LOADING: u64 = 1 << 7;

/// A file attached to a message.
#[derive(Clone, Debug, PartialEq)]
pub struct Attachment {
    pub id: u64,
    pub filename: String,
    pub content_type: Option<String>,
    pub data: Arc<Vec<u8>>,
    /// Pixel size, for PNG files.
    pub size: Option<(u32, u32)>,
}

impl Attachment {
    pub fn new(id: u64, filename: String, content_type: Option<String>, data: Vec<u8>) -> Self {
        let size = png_size(&data);
        Attachment {
            id,
            filename,
            content_type,
            data: Arc::new(data),
            size,
        }
    }

    pub fn is_png(&self) -> bool {
        self.data.starts_with(b"\x89PNG\r\n\x1a\n")
    }

    pub fn url(&self, channel_id: u64) -> String {
        format!(
            "https://cdn.discordapp.com/attachments/{channel_id}/{}/{}",
            self.id, self.filename
        )
    }

    fn json(&self, channel_id: u64) -> Value {
        let mut a = json!({
            "id": self.id.to_string(),
            "filename": self.filename,
            "size": self.data.len(),
            "url": self.url(channel_id),
            "proxy_url": self.url(channel_id),
        });
        if let Some(ct) = &self.content_type {
            a["content_type"] = json!(ct);
        }
        if let Some((w, h)) = self.size {
            a["width"] = json!(w);
            a["height"] = json!(h);
        }
        a
    }
}

fn png_size(data: &[u8]) -> Option<(u32, u32)> {
    if !data.starts_with(b"\x89PNG\r\n\x1a\n") || data.len() < 24 || &data[12..16] != b"IHDR" {
        return None;
    }
    let w = u32::from_be_bytes(data[16..20].try_into().ok()?);
    let h = u32::from_be_bytes(data[20..24].try_into().ok()?);
    Some((w, h))
}

/// How a message came to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The interaction's first reply (callback type 4).
    Reply,
    /// The placeholder of a deferred reply (callback type 5), filled by a later edit.
    Deferred,
    /// A followup webhook message.
    Followup,
    /// A plain channel message (`POST /channels/{id}/messages`).
    ChannelPost,
}

/// A button as a user sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub custom_id: String,
    pub style: u64,
    pub disabled: bool,
    /// Where a link button (style 5) leads; `None` for the other styles.
    pub url: Option<String>,
}

/// A string select menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Select {
    pub custom_id: String,
    pub placeholder: String,
    /// (label, value) pairs.
    pub options: Vec<(String, String)>,
}

/// One message, as Discord holds it.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub id: u64,
    pub channel_id: u64,
    /// The nonce it was posted with (Discord keeps one message per enforced nonce).
    pub nonce: Option<String>,
    pub content: String,
    pub embeds: Vec<Value>,
    /// Action rows, as sent.
    pub components: Vec<Value>,
    pub attachments: Vec<Attachment>,
    pub flags: u64,
    /// The only user who sees it, for an ephemeral message.
    pub ephemeral_to: Option<u64>,
    /// The interaction whose reply or followup this is.
    pub interaction: Option<u64>,
    pub origin: Origin,
    /// The `allowed_mentions` of the request that created it.
    pub allowed_mentions: Option<Value>,
    /// Users notified when it was created (mentioned in the content and allowed to be
    /// pinged). Edits never notify, and neither does filling a deferred placeholder.
    pub pinged: Vec<u64>,
    /// `@everyone` or `@here` would have notified the channel.
    pub pinged_everyone: bool,
    pub edits: u32,
    pub deleted: bool,
    /// The order of creation, across all channels.
    pub serial: u64,
    /// When it was created.
    pub created: std::time::Instant,
}

impl Message {
    /// Whether only one user sees this message.
    pub fn is_ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }

    /// Whether `user` sees this message.
    pub fn visible_to(&self, user: u64) -> bool {
        self.ephemeral_to.is_none_or(|u| u == user)
    }

    /// Content, embed titles, descriptions, fields and footers, one per line.
    pub fn text(&self) -> String {
        let mut parts = vec![self.content.clone()];
        for e in &self.embeds {
            for key in ["title", "description"] {
                if let Some(s) = e[key].as_str() {
                    parts.push(s.to_string());
                }
            }
            for f in e["fields"].as_array().into_iter().flatten() {
                parts.push(format!(
                    "{}: {}",
                    f["name"].as_str().unwrap_or(""),
                    f["value"].as_str().unwrap_or("")
                ));
            }
            if let Some(s) = e["footer"]["text"].as_str() {
                parts.push(s.to_string());
            }
        }
        parts.retain(|p| !p.is_empty());
        parts.join("\n")
    }

    /// The first embed's title, or "".
    pub fn title(&self) -> &str {
        self.embeds
            .first()
            .and_then(|e| e["title"].as_str())
            .unwrap_or("")
    }

    /// Every button, row by row.
    pub fn buttons(&self) -> Vec<Button> {
        self.leaf_components()
            .filter(|c| c["type"] == 2)
            .map(|c| Button {
                label: c["label"].as_str().unwrap_or("").to_string(),
                custom_id: c["custom_id"].as_str().unwrap_or("").to_string(),
                style: c["style"].as_u64().unwrap_or(0),
                disabled: c["disabled"].as_bool().unwrap_or(false),
                url: c["url"].as_str().map(str::to_string),
            })
            .collect()
    }

    /// The button labelled `label`, if any.
    pub fn button(&self, label: &str) -> Option<Button> {
        self.buttons().into_iter().find(|b| b.label == label)
    }

    /// Every string select menu.
    pub fn selects(&self) -> Vec<Select> {
        self.leaf_components()
            .filter(|c| c["type"] == 3)
            .map(|c| Select {
                custom_id: c["custom_id"].as_str().unwrap_or("").to_string(),
                placeholder: c["placeholder"].as_str().unwrap_or("").to_string(),
                options: c["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|o| {
                        (
                            o["label"].as_str().unwrap_or("").to_string(),
                            o["value"].as_str().unwrap_or("").to_string(),
                        )
                    })
                    .collect(),
            })
            .collect()
    }

    fn leaf_components(&self) -> impl Iterator<Item = &Value> {
        self.components
            .iter()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
    }

    /// The first attached PNG.
    pub fn image(&self) -> Option<&Attachment> {
        self.attachments.iter().find(|a| a.is_png())
    }

    /// The attachment the first embed shows as its image (`attachment://name`).
    pub fn embed_image(&self) -> Option<&Attachment> {
        let url = self.embeds.first()?["image"]["url"].as_str()?;
        let name = url.strip_prefix("attachment://")?;
        self.attachments.iter().find(|a| a.filename == name)
    }

    /// The message as Discord's API returns it (and as it appears inside a click).
    pub fn json(&self, app_id: u64, bot: &Value) -> Value {
        let embeds: Vec<Value> = self
            .embeds
            .iter()
            .map(|e| {
                let mut e = e.clone();
                e["type"] = json!("rich");
                if let Some(name) = e["image"]["url"]
                    .as_str()
                    .and_then(|u| u.strip_prefix("attachment://"))
                {
                    if let Some(a) = self.attachments.iter().find(|a| a.filename == name) {
                        let url = a.url(self.channel_id);
                        e["image"] = json!({"url": url, "proxy_url": url});
                    }
                }
                e
            })
            .collect();
        json!({
            "id": self.id.to_string(),
            "channel_id": self.channel_id.to_string(),
            "author": bot,
            "content": self.content,
            "timestamp": timestamp(),
            "edited_timestamp": if self.edits > 0 { json!(timestamp()) } else { Value::Null },
            "tts": false,
            "mention_everyone": self.pinged_everyone,
            "mentions": [],
            "mention_roles": [],
            "attachments": self.attachments.iter().map(|a| a.json(self.channel_id)).collect::<Vec<_>>(),
            "embeds": embeds,
            "components": self.components,
            "pinned": false,
            "type": if self.interaction.is_some() { 20 } else { 0 },
            "flags": self.flags,
            "application_id": app_id.to_string(),
            "webhook_id": self.interaction.map(|_| app_id.to_string()),
        })
    }
}

/// The users `content` mentions (`<@id>` or `<@!id>`), in order, without repeats.
pub fn mentioned_users(content: &str) -> Vec<u64> {
    let mut found = Vec::new();
    let mut rest = content;
    while let Some(start) = rest.find("<@") {
        rest = &rest[start + 2..];
        let digits = rest.strip_prefix('!').unwrap_or(rest);
        let end = digits
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(digits.len());
        if end > 0 && digits[end..].starts_with('>') {
            if let Ok(id) = digits[..end].parse::<u64>() {
                if !found.contains(&id) {
                    found.push(id);
                }
            }
        }
    }
    found
}

/// Who a newly created message notifies, by Discord's `allowed_mentions` rules
/// (absent: everything mentioned; `parse: ["users"]`: every mentioned user; otherwise
/// only mentioned users listed in `users`).
pub fn notified(content: &str, allowed: Option<&Value>) -> (Vec<u64>, bool) {
    let mentioned = mentioned_users(content);
    let everyone = content.contains("@everyone") || content.contains("@here");
    let Some(allowed) = allowed.filter(|a| !a.is_null()) else {
        return (mentioned, everyone);
    };
    let parse: Vec<&str> = allowed["parse"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let users: Vec<u64> = allowed["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str().and_then(|s| s.parse().ok()).or(u.as_u64()))
        .collect();
    let pinged = if parse.contains(&"users") {
        mentioned
    } else {
        mentioned
            .into_iter()
            .filter(|u| users.contains(u))
            .collect()
    };
    (pinged, everyone && parse.contains(&"everyone"))
}

/// Now, as Discord writes timestamps.
pub fn timestamp() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (days, rem) = (secs / 86_400, secs % 86_400);
    // Civil from days (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.000000+00:00",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_follow_allowed_mentions() {
        let content = "<@1> and <@!2>, also <@1> and <@x>";
        assert_eq!(mentioned_users(content), [1, 2]);
        assert_eq!(notified(content, None).0, [1, 2]);
        let only_two = json!({"parse": [], "users": ["2"]});
        assert_eq!(notified(content, Some(&only_two)).0, [2]);
        let users = json!({"parse": ["users"]});
        assert_eq!(notified(content, Some(&users)).0, [1, 2]);
        let nobody = json!({"parse": []});
        assert!(notified(content, Some(&nobody)).0.is_empty());
        assert!(notified("@everyone", None).1);
        assert!(!notified("@everyone", Some(&users)).1);
    }

    #[test]
    fn timestamps_look_like_discords() {
        let t = timestamp();
        assert_eq!(t.len(), "2025-01-01T00:00:00.000000+00:00".len(), "{t}");
        assert!(t.starts_with("20"), "{t}");
    }
}

//! The live board on Discord: channel messages posted, edited and retired over REST.
//!
//! Serenity's own rate limiter keeps these within Discord's limits in production (edits
//! count like messages: about 5 per 5 s per channel); bursts of moves are coalesced
//! before they get here (a move superseded by a newer one leaves the edit to it).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use poise::serenity_prelude as serenity;

use super::deliver::{attachments_of, edit_body, files, message_body};
use crate::app::reply::Message;
use crate::app::{Surface, SurfaceError};

/// Discord's REST API as a [`Surface`]. The HTTP client exists only once the
/// gateway client is built, after the app: it is set then.
#[derive(Default)]
pub struct DiscordSurface {
    http: OnceLock<Arc<serenity::Http>>,
    /// The attachments (file name, id) of the messages this process posted or edited,
    /// for edits that keep a picture by its id. Forgotten all at once past
    /// [`ATTACHMENTS_KEPT`] messages (and at a restart): a message not known here is
    /// asked for.
    attachments: Mutex<HashMap<u64, Vec<(String, u64)>>>,
}

/// Messages whose attachments are remembered (a few hundred bytes each).
const ATTACHMENTS_KEPT: usize = 10_000;

impl DiscordSurface {
    pub fn connect(&self, http: Arc<serenity::Http>) {
        let _ = self.http.set(http);
    }

    fn remember(&self, message: &serenity::Message) {
        if let Ok(mut known) = self.attachments.lock() {
            if known.len() >= ATTACHMENTS_KEPT {
                known.clear();
            }
            known.insert(message.id.get(), attachments_of(message));
        }
    }

    /// The attachments of a message, remembered or asked of Discord.
    async fn attachments(&self, channel: u64, id: u64) -> Result<Vec<(String, u64)>, SurfaceError> {
        let known = self
            .attachments
            .lock()
            .ok()
            .and_then(|known| known.get(&id).cloned());
        if let Some(known) = known {
            return Ok(known);
        }
        let message = self
            .http()?
            .get_message(
                serenity::ChannelId::new(channel),
                serenity::MessageId::new(id),
            )
            .await
            .map_err(classify)?;
        self.remember(&message);
        Ok(attachments_of(&message))
    }

    fn http(&self) -> Result<&serenity::Http, SurfaceError> {
        self.http
            .get()
            .map(|h| h.as_ref())
            .ok_or_else(|| SurfaceError::Failed("not connected to Discord yet".into()))
    }
}

/// Deleted messages (404) and channels the bot may no longer use (403) will not come
/// back by retrying: the board must be posted anew.
fn classify(e: serenity::Error) -> SurfaceError {
    let status = match &e {
        serenity::Error::Http(h) => h.status_code().map(|s| s.as_u16()),
        _ => None,
    };
    match status {
        Some(404 | 403) => SurfaceError::Gone(e.to_string()),
        _ => SurfaceError::Failed(e.to_string()),
    }
}

#[async_trait::async_trait]
impl Surface for DiscordSurface {
    async fn post(
        &self,
        channel: u64,
        message: &Message,
        nonce: Option<&str>,
    ) -> Result<u64, SurfaceError> {
        let mut body = message_body(message);
        if let Some(nonce) = nonce {
            // Discord then makes one message per nonce (for a few minutes): a post sent
            // again after its answer was lost returns the first one.
            body["nonce"] = nonce.into();
            body["enforce_nonce"] = true.into();
        }
        let posted = self
            .http()?
            .send_message(serenity::ChannelId::new(channel), files(message), &body)
            .await
            .map_err(classify)?;
        self.remember(&posted);
        Ok(posted.id.get())
    }

    async fn edit(&self, channel: u64, id: u64, message: &Message) -> Result<(), SurfaceError> {
        let mut body = if message.kept_image.is_some() {
            edit_body(message, &self.attachments(channel, id).await?)
        } else {
            message_body(message)
        };
        if let Some(o) = body.as_object_mut() {
            // Flags cannot change on an edit, and pings never fire on one.
            o.remove("flags");
        }
        let edited = self
            .http()?
            .edit_message(
                serenity::ChannelId::new(channel),
                serenity::MessageId::new(id),
                &body,
                files(message),
            )
            .await
            .map_err(classify)?;
        self.remember(&edited);
        Ok(())
    }

    async fn dm(&self, user: u64, message: &Message) -> Result<(), SurfaceError> {
        let http = self.http()?;
        let channel = http
            .create_private_channel(&serde_json::json!({ "recipient_id": user.to_string() }))
            .await
            .map_err(classify)?;
        // Discord refuses (403, 50007) when the user takes no DMs from the bot.
        http.send_message(channel.id, files(message), &message_body(message))
            .await
            .map_err(classify)?;
        Ok(())
    }

    async fn retire(&self, channel: u64, id: u64) -> Result<(), SurfaceError> {
        self.http()?
            .edit_message(
                serenity::ChannelId::new(channel),
                serenity::MessageId::new(id),
                &serde_json::json!({ "components": [] }),
                Vec::new(),
            )
            .await
            .map_err(classify)?;
        Ok(())
    }
}

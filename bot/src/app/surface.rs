//! Where the app's channel messages go. The live board is posted, edited and retired
//! through a [`Surface`]: the Discord adapter implements it over REST, and the offline
//! channel, self-play and tests use the [`Recorder`], which keeps (or only counts) what
//! a channel would show.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

use super::reply::Message;

/// Why a channel message could not be posted or changed.
#[derive(Debug, thiserror::Error)]
pub enum SurfaceError {
    /// The message is gone or can no longer be edited (deleted, or the bot lost access).
    #[error("the message is gone: {0}")]
    Gone(String),
    /// Anything else (the platform refused or did not answer).
    #[error("{0}")]
    Failed(String),
}

/// A channel the bot can post to and whose messages it can change.
#[async_trait::async_trait]
pub trait Surface: Send + Sync {
    /// Posts a new message (one that may ping); returns its id. A post sent again with
    /// the same `nonce` (its first answer was lost) returns the message already made.
    async fn post(
        &self,
        channel: u64,
        message: &Message,
        nonce: Option<&str>,
    ) -> Result<u64, SurfaceError>;

    /// Replaces a message the bot posted. Edits never notify anyone.
    async fn edit(&self, channel: u64, id: u64, message: &Message) -> Result<(), SurfaceError>;

    /// Removes a message's buttons and menus, keeping its text and picture.
    async fn retire(&self, channel: u64, id: u64) -> Result<(), SurfaceError>;

    /// Sends `user` a direct message. [`SurfaceError::Gone`]: they take none from the
    /// bot (their privacy settings; Discord's 50007).
    async fn dm(&self, user: u64, message: &Message) -> Result<(), SurfaceError>;
}

/// One thing done to a channel, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Posting {
    Post {
        channel: u64,
        id: u64,
        message: Message,
    },
    Edit {
        channel: u64,
        id: u64,
        message: Message,
    },
    Retire {
        channel: u64,
        id: u64,
    },
    /// A direct message.
    Dm {
        user: u64,
        message: Message,
    },
}

/// What a channel received, in numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub posts: u64,
    pub edits: u64,
    pub retires: u64,
    /// PNG bytes sent with posts and edits.
    pub image_bytes: u64,
    /// Pictures uploaded with posts and edits (an edit that keeps its picture uploads none).
    pub pictures: u64,
    /// Edits that uploaded the very picture (byte for byte) the message already had:
    /// bytes a phone paid for nothing (there should be none).
    pub same_picture_uploads: u64,
    /// Posts and edits with no text above the picture: a board that says nothing of
    /// who is to act or how the game ended (there should be none).
    pub headless: u64,
}

/// A surface that records what it is asked to do (or, for long benchmarks, only
/// counts it). Message ids come from one counter, which the offline channel shares for
/// its own replies so every message has a distinct number.
#[derive(Debug)]
pub struct Recorder {
    keep: bool,
    next_id: AtomicU64,
    log: Mutex<Vec<Posting>>,
    tally: Mutex<Tally>,
    /// Messages that were deleted (tests delete one to see the board posted anew).
    gone: Mutex<HashSet<u64>>,
    /// Users who take no direct messages.
    closed_dms: Mutex<HashSet<u64>>,
    /// Posts by nonce, as Discord keeps them.
    nonces: Mutex<HashMap<String, u64>>,
    /// The picture each message shows now (a hash of its bytes).
    pictures: Mutex<HashMap<u64, u64>>,
    /// How the channel fails, for tests of what is owed.
    trouble: Mutex<Trouble>,
}

/// What a [`Recorder`] does wrong, on purpose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Trouble {
    /// Everything works.
    #[default]
    None,
    /// Every request fails, as in an outage.
    Down,
    /// Posts are made, but their answers are lost (the request times out).
    LoseAnswers,
}

impl Default for Recorder {
    fn default() -> Self {
        Recorder::new(true)
    }
}

impl Recorder {
    /// `keep`: keep every message (tests, the offline channel) or only count them.
    pub fn new(keep: bool) -> Self {
        Recorder {
            keep,
            next_id: AtomicU64::new(1),
            log: Mutex::new(Vec::new()),
            tally: Mutex::new(Tally::default()),
            gone: Mutex::new(HashSet::new()),
            closed_dms: Mutex::new(HashSet::new()),
            nonces: Mutex::new(HashMap::new()),
            pictures: Mutex::new(HashMap::new()),
            trouble: Mutex::new(Trouble::None),
        }
    }

    /// `user` takes no direct messages from now on.
    pub fn close_dms(&self, user: u64) {
        self.closed_dms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(user);
    }

    /// Makes the channel fail from now on (or work again, with [`Trouble::None`]).
    pub fn trouble(&self, trouble: Trouble) {
        *self.trouble.lock().unwrap_or_else(|p| p.into_inner()) = trouble;
    }

    fn troubled(&self) -> Trouble {
        *self.trouble.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A fresh message id.
    pub fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Everything recorded since the last call, in order.
    pub fn drain(&self) -> Vec<Posting> {
        std::mem::take(&mut *self.log.lock().unwrap_or_else(|p| p.into_inner()))
    }

    pub fn tally(&self) -> Tally {
        *self.tally.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Deletes a message, as a moderator would: editing it fails from now on.
    pub fn delete(&self, id: u64) {
        self.gone
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(id);
    }

    fn record(&self, posting: Posting, image_bytes: usize) {
        {
            let same_picture = self.same_picture(&posting);
            let mut tally = self.tally.lock().unwrap_or_else(|p| p.into_inner());
            if same_picture {
                tally.same_picture_uploads += 1;
            }
            let shown = match &posting {
                Posting::Post { message, .. } => {
                    tally.posts += 1;
                    Some(message)
                }
                Posting::Edit { message, .. } => {
                    tally.edits += 1;
                    Some(message)
                }
                Posting::Retire { .. } => {
                    tally.retires += 1;
                    None
                }
                Posting::Dm { .. } => None,
            };
            if shown.is_some_and(|m| m.content.is_empty()) {
                tally.headless += 1;
            }
            tally.image_bytes += image_bytes as u64;
            if image_bytes > 0 {
                tally.pictures += 1;
            }
        }
        if self.keep {
            self.log
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push(posting);
        }
    }

    /// Remembers the picture a post or edit uploads; says whether an edit uploaded
    /// the one its message already showed.
    fn same_picture(&self, posting: &Posting) -> bool {
        use std::hash::{Hash, Hasher};
        let (id, message, edit) = match posting {
            Posting::Post { id, message, .. } => (*id, message, false),
            Posting::Edit { id, message, .. } => (*id, message, true),
            Posting::Retire { .. } | Posting::Dm { .. } => return false,
        };
        let Some(image) = &message.image else {
            return false;
        };
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        image.png.hash(&mut hasher);
        let hash = hasher.finish();
        let shown = self
            .pictures
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(id, hash);
        edit && shown == Some(hash)
    }

    fn check(&self, id: u64) -> Result<(), SurfaceError> {
        if self
            .gone
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&id)
        {
            Err(SurfaceError::Gone(format!("message {id} was deleted")))
        } else {
            Ok(())
        }
    }
}

fn image_bytes(message: &Message) -> usize {
    message.image.as_ref().map_or(0, |i| i.png.len())
}

#[async_trait::async_trait]
impl Surface for Recorder {
    async fn post(
        &self,
        channel: u64,
        message: &Message,
        nonce: Option<&str>,
    ) -> Result<u64, SurfaceError> {
        let trouble = self.troubled();
        if trouble == Trouble::Down {
            return Err(SurfaceError::Failed("503 Service Unavailable".into()));
        }
        let known = nonce.and_then(|n| {
            self.nonces
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .get(n)
                .copied()
        });
        if let Some(id) = known {
            return Ok(id);
        }
        let id = self.next_id();
        if let Some(n) = nonce {
            self.nonces
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .insert(n.to_string(), id);
        }
        let message = message.within_limits();
        let bytes = image_bytes(&message);
        self.record(
            Posting::Post {
                channel,
                id,
                message,
            },
            bytes,
        );
        if trouble == Trouble::LoseAnswers {
            return Err(SurfaceError::Failed("timed out".into()));
        }
        Ok(id)
    }

    async fn edit(&self, channel: u64, id: u64, message: &Message) -> Result<(), SurfaceError> {
        if self.troubled() == Trouble::Down {
            return Err(SurfaceError::Failed("503 Service Unavailable".into()));
        }
        self.check(id)?;
        let message = message.within_limits();
        let bytes = image_bytes(&message);
        self.record(
            Posting::Edit {
                channel,
                id,
                message,
            },
            bytes,
        );
        Ok(())
    }

    async fn retire(&self, channel: u64, id: u64) -> Result<(), SurfaceError> {
        if self.troubled() == Trouble::Down {
            return Err(SurfaceError::Failed("503 Service Unavailable".into()));
        }
        self.check(id)?;
        self.record(Posting::Retire { channel, id }, 0);
        Ok(())
    }

    async fn dm(&self, user: u64, message: &Message) -> Result<(), SurfaceError> {
        if self.troubled() == Trouble::Down {
            return Err(SurfaceError::Failed("503 Service Unavailable".into()));
        }
        if self
            .closed_dms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&user)
        {
            return Err(SurfaceError::Gone(
                "50007: Cannot send messages to this user".into(),
            ));
        }
        let message = message.within_limits();
        self.record(Posting::Dm { user, message }, 0);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::reply::Image;
    use super::*;

    #[tokio::test]
    async fn an_edit_uploading_the_picture_its_message_shows_is_counted() {
        let surface = Recorder::new(false);
        let mut board = Message::to_channel("alice, your turn");
        board.image = Some(Image::new("board.png", vec![1, 2, 3], "The board."));
        let id = surface.post(1, &board, None).await.unwrap();
        surface.edit(1, id, &board).await.unwrap();
        assert_eq!(surface.tally().same_picture_uploads, 1);
        // Kept, not uploaded: nothing paid twice.
        let mut kept = board.clone();
        kept.image = None;
        kept.kept_image = Some("board.png".into());
        surface.edit(1, id, &kept).await.unwrap();
        // A new picture is a real upload.
        board.image = Some(Image::new("board.png", vec![4, 5, 6], "The board."));
        surface.edit(1, id, &board).await.unwrap();
        let tally = surface.tally();
        assert_eq!((tally.same_picture_uploads, tally.pictures), (1, 3));
    }
}

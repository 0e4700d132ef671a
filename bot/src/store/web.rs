//! What the web pages need of the store: each game's page token, and news that a
//! session changed, for the pages open on it.
//!
//! News travels with the data. On Postgres, where several processes share the
//! database, a change is announced with `NOTIFY` inside the transaction that makes it
//! (Postgres delivers it at the commit, to every process listening); on SQLite, which
//! one process owns, through this process's channel after the commit. A page thus
//! hears of a move whichever process made it.

use sqlx::postgres::PgListener;
use sqlx::{Any, Transaction};
use tokio::sync::broadcast;
use tracing::warn;

use super::{Backend, SessionId, SessionRow, Store, StoreError, SESSION_COLUMNS};

/// The Postgres channel that carries session ids that changed.
const CHANNEL: &str = "windward_sessions";

/// How many changes a slow page may fall behind before it skips to the newest (it
/// then reloads what it shows, so nothing is lost but the intermediate steps).
pub const CHANGES_BUFFER: usize = 1024;

impl Store {
    /// The page token of session `id`, made from `fresh` if it has none yet.
    ///
    /// # Errors
    /// Database failures, or no such session.
    pub async fn web_token(&self, id: SessionId, fresh: &str) -> Result<String, StoreError> {
        sqlx::query("UPDATE sessions SET web_token = $1 WHERE id = $2 AND web_token IS NULL")
            .bind(fresh)
            .bind(id)
            .execute(&self.pool)
            .await?;
        let token: Option<String> =
            sqlx::query_scalar("SELECT web_token FROM sessions WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?
                .flatten();
        token.ok_or_else(|| StoreError::Corrupt(format!("session {id} has no page token")))
    }

    /// The session whose page token is `token`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn session_by_web_token(
        &self,
        token: &str,
    ) -> Result<Option<SessionRow>, StoreError> {
        let row: Option<super::SessionRecord> = sqlx::query_as(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE web_token = $1"
        ))
        .bind(token)
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// News of sessions that changed (their ids), from now on.
    pub fn changes(&self) -> broadcast::Receiver<SessionId> {
        self.changes.subscribe()
    }

    /// Commits `tx`, announcing that session `id` changed (see the module doc).
    pub(super) async fn commit_announcing(
        &self,
        mut tx: Transaction<'_, Any>,
        id: SessionId,
    ) -> Result<(), StoreError> {
        if self.backend == Backend::Postgres {
            notify(&mut tx, id).await?;
        }
        tx.commit().await?;
        if self.backend == Backend::Sqlite {
            // Nobody listening is no error.
            let _ = self.changes.send(id);
        }
        Ok(())
    }

    /// Announces that session `id` changed, after a write made outside a transaction.
    pub(super) async fn announce(&self, id: SessionId) -> Result<(), StoreError> {
        let tx = self.pool.begin().await?;
        self.commit_announcing(tx, id).await
    }

    /// On Postgres, passes every process's announcements on to [`Store::changes`]
    /// until the process ends; a lost connection is made again (what changed while it
    /// was down is not heard: open pages catch up at the next change). Does nothing
    /// on SQLite, where this process's own announcements are all there are.
    pub fn listen_for_changes(&self, url: &str) {
        if self.backend != Backend::Postgres {
            return;
        }
        let url = url.trim().to_string();
        let changes = self.changes.clone();
        tokio::spawn(async move {
            loop {
                if let Err(e) = relay(&url, &changes).await {
                    warn!(error = %e, "listening for game changes failed; trying again");
                }
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            }
        });
    }
}

async fn notify(tx: &mut Transaction<'_, Any>, id: SessionId) -> Result<(), StoreError> {
    // `pg_notify` returns void, which the Any driver cannot read: count it instead.
    sqlx::query("SELECT COUNT(*) FROM (SELECT pg_notify($1, $2)) AS sent")
        .bind(CHANNEL)
        .bind(id.to_string())
        .execute(&mut **tx)
        .await?;
    Ok(())
}

async fn relay(url: &str, changes: &broadcast::Sender<SessionId>) -> Result<(), sqlx::Error> {
    let mut listener = PgListener::connect(url).await?;
    listener.listen(CHANNEL).await?;
    loop {
        let note = listener.recv().await?;
        if let Ok(id) = note.payload().parse::<SessionId>() {
            let _ = changes.send(id);
        }
    }
}

impl Store {
    /// Whether the database answers (`/healthz`).
    ///
    /// # Errors
    /// It does not.
    pub async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }
}

//! What the operators' tools ask of a database (`windward doctor`, `windward load`):
//! its size, its integrity, every session, and a snapshot rebuilt from the log.

use super::{
    to_db, Backend, SessionId, SessionRecord, SessionRow, Store, StoreError, SESSION_COLUMNS,
};

impl Store {
    /// Folds SQLite's write-ahead log into the database file (what a last connection's
    /// close does), so the file's size is the data's; nothing to do on Postgres, whose
    /// log is the server's and outside [`Store::database_bytes`].
    ///
    /// # Errors
    /// Database failures.
    pub async fn checkpoint(&self) -> Result<(), StoreError> {
        if self.backend == Backend::Sqlite {
            sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    /// The Postgres database's size in bytes (`pg_database_size`); `None` for SQLite,
    /// whose size is its file's.
    ///
    /// # Errors
    /// Database failures.
    pub async fn database_bytes(&self) -> Result<Option<u64>, StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(None);
        }
        let bytes: i64 = sqlx::query_scalar("SELECT pg_database_size(current_database())")
            .fetch_one(&self.pool)
            .await?;
        Ok(u64::try_from(bytes).ok())
    }

    /// Every session, oldest first (for `windward doctor`).
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn all_sessions(&self) -> Result<Vec<SessionRow>, StoreError> {
        let rows = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions ORDER BY id"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(SessionRow::try_from).collect()
    }

    /// SQLite's `PRAGMA integrity_check`: "ok", or what it found; `None` for Postgres,
    /// which checks its pages itself and has no such command.
    ///
    /// # Errors
    /// Database failures.
    pub async fn integrity_check(&self) -> Result<Option<String>, StoreError> {
        if self.backend == Backend::Postgres {
            return Ok(None);
        }
        let lines: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_all(&self.pool)
            .await?;
        Ok(Some(lines.join("; ")))
    }

    /// Replaces the snapshot of session `id` at `seq` (one rebuilt from the log). False
    /// when a move came in meanwhile (its own snapshot stands).
    ///
    /// # Errors
    /// Database failures.
    pub async fn repair_snapshot(
        &self,
        id: SessionId,
        seq: u64,
        snapshot: &str,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE sessions SET snapshot = $1, snapshot_format = $2 WHERE id = $3 AND seq = $4",
        )
        .bind(snapshot)
        .bind(i64::from(windward_engine::SNAPSHOT_FORMAT))
        .bind(id)
        .bind(to_db(seq))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}

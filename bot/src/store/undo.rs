//! Taking moves back: undoing the last one, rolling back to an earlier state, and the
//! table's rollback votes.

use sqlx::Row;

use super::{from_db, take_write_lock, to_db, DeadlineAt, SessionId, Store, StoreError, Write};

/// An open table vote to roll a game back (see [`Store::ask_rollback`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollbackVote {
    /// Back to the state after this move.
    pub to_seq: u64,
    /// The session's seq when asked: any move since voids the vote.
    pub at_seq: u64,
    pub asked_by: u8,
    /// Seats that agreed (the asker is not among them).
    pub agreed: Vec<u8>,
}

impl Store {
    /// Takes the session back to the state after move `to_seq`: the log rows and
    /// private news after it go, the seq steps back, and `snapshot` (the log replayed
    /// to there) becomes the state. The live board's marks step back with it; an open
    /// rollback vote is settled.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rollback_to(
        &self,
        id: SessionId,
        expected_seq: u64,
        to_seq: u64,
        snapshot: &str,
        deadline: Option<DeadlineAt>,
    ) -> Result<Write<u64>, StoreError> {
        if to_seq >= expected_seq {
            return Ok(Write::Stale);
        }
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE sessions SET seq = $1, snapshot = $2, snapshot_format = $3, updated_at = $4,
                                 deadline_at = $5, deadline_seat = $6, deadline_seq = $7,
                                 deadline_claimed_by = NULL, deadline_claimed_until = NULL,
                                 board_seq = CASE WHEN COALESCE(board_seq, 0) < $8 THEN COALESCE(board_seq, 0) ELSE $8 END,
                                 board_shown_seq = CASE WHEN COALESCE(board_shown_seq, 0) < $9 THEN COALESCE(board_shown_seq, 0) ELSE $9 END
             WHERE id = $10 AND seq = $11 AND status = 'active'",
        )
        .bind(to_db(to_seq))
        .bind(snapshot)
        .bind(i64::from(windward_engine::SNAPSHOT_FORMAT))
        .bind(self.clock.now_ms())
        .bind(deadline.map(|d| d.at))
        .bind(deadline.and_then(|d| d.seat).map(i64::from))
        .bind(to_db(to_seq))
        .bind(to_db(to_seq))
        .bind(to_db(to_seq))
        .bind(id)
        .bind(to_db(expected_seq))
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        // Boards owed by the moves taken back are owed no more.
        sqlx::query("DELETE FROM outbox WHERE session_id = $1 AND seq > $2 AND sent_at IS NULL")
            .bind(id)
            .bind(to_db(to_seq))
            .execute(&mut *tx)
            .await?;
        for table in ["actions", "private_news"] {
            sqlx::query(&format!(
                "DELETE FROM {table} WHERE session_id = $1 AND seq > $2"
            ))
            .bind(id)
            .bind(to_db(to_seq))
            .execute(&mut *tx)
            .await?;
        }
        // Proposals were made on moves taken back.
        sqlx::query("DELETE FROM proposals WHERE session_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM rollback_votes WHERE session_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        self.commit_announcing(tx, id).await?;
        Ok(Write::Done(to_seq))
    }

    /// Opens a rollback vote (replacing any open one).
    ///
    /// # Errors
    /// Database failures.
    pub async fn ask_rollback(
        &self,
        id: SessionId,
        to_seq: u64,
        at_seq: u64,
        asked_by: u8,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO rollback_votes (session_id, to_seq, at_seq, asked_by, agreed, created_at)
             VALUES ($1, $2, $3, $4, '[]', $5)
             ON CONFLICT (session_id) DO UPDATE SET to_seq = excluded.to_seq, at_seq = excluded.at_seq,
                 asked_by = excluded.asked_by, agreed = excluded.agreed, created_at = excluded.created_at",
        )
        .bind(id)
        .bind(to_db(to_seq))
        .bind(to_db(at_seq))
        .bind(i64::from(asked_by))
        .bind(self.clock.now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The session's open rollback vote, if any.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn rollback_vote(&self, id: SessionId) -> Result<Option<RollbackVote>, StoreError> {
        let row = sqlx::query(
            "SELECT to_seq, at_seq, asked_by, agreed FROM rollback_votes WHERE session_id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            let agreed: String = r.get(3);
            Ok(RollbackVote {
                to_seq: from_db(r.get(0)),
                at_seq: from_db(r.get(1)),
                asked_by: r.get::<i64, _>(2) as u8,
                agreed: serde_json::from_str(&agreed).map_err(|e| {
                    StoreError::Corrupt(format!("rollback vote of session {id}: {e}"))
                })?,
            })
        })
        .transpose()
    }

    /// Records `seat`'s agreement to the open vote asked at `at_seq`; returns the vote
    /// as it stands, or `None` when that vote is no longer open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn agree_rollback(
        &self,
        id: SessionId,
        at_seq: u64,
        seat: u8,
    ) -> Result<Option<RollbackVote>, StoreError> {
        let mut tx = self.pool.begin().await?;
        take_write_lock(&mut tx, id).await?;
        let row = sqlx::query(
            "SELECT to_seq, asked_by, agreed FROM rollback_votes WHERE session_id = $1 AND at_seq = $2",
        )
        .bind(id)
        .bind(to_db(at_seq))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let text: String = row.get(2);
        let mut agreed: Vec<u8> = serde_json::from_str(&text).unwrap_or_default();
        if !agreed.contains(&seat) {
            agreed.push(seat);
            agreed.sort_unstable();
        }
        sqlx::query("UPDATE rollback_votes SET agreed = $1 WHERE session_id = $2")
            .bind(serde_json::to_string(&agreed).unwrap_or_else(|_| "[]".into()))
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(RollbackVote {
            to_seq: from_db(row.get(0)),
            at_seq,
            asked_by: row.get::<i64, _>(1) as u8,
            agreed,
        }))
    }

    /// Closes the open rollback vote asked at `at_seq`; whether there was one.
    ///
    /// # Errors
    /// Database failures.
    pub async fn drop_rollback(&self, id: SessionId, at_seq: u64) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM rollback_votes WHERE session_id = $1 AND at_seq = $2")
            .bind(id)
            .bind(to_db(at_seq))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }
}

//! The outbox: boards the bot owes a channel (see `migrations/…_outbox.sql`).
//!
//! A row is written in the transaction of the move that owes it ([`Store::commit_action`]
//! and [`Store::start`]), so a committed move always has its board on the way, whatever
//! happens to the process or to Discord afterwards. The app delivers it at once; the
//! sender takes only rows whose first delivery failed or never ran.
//!
//! **Claims.** A sender claims a session's owed rows before it delivers them
//! ([`Store::claim_boards`]): no other process sharing the database takes them while
//! the claim holds, so two processes never post the same board. A claim holds for
//! [`CLAIM_MS`] at most, and only while its sender is alive: each sender renews its
//! row in `senders` ([`Store::heartbeat`], every second), and a claim by a sender
//! silent for [`ALIVE_MS`] is void, so a restarted bot delivers what its predecessor
//! was holding within seconds. A failed delivery frees its rows at once. Within one
//! process the app's table lock already keeps deliveries one at a time.

use super::{from_db, to_db, SessionId, Store, StoreError};

/// One board owed to a session's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwedBoard {
    pub id: i64,
    /// The move that owes it.
    pub seq: u64,
    /// The seats it pings; `None`: whoever the game waits for.
    pub seats: Option<Vec<u8>>,
    pub attempts: u32,
    /// A reminder's line; its seats are pinged whether or not they are to act.
    pub note: Option<String>,
    /// The process holding it (see [`Store::claim_boards`]).
    pub claimed_by: Option<i64>,
    /// A delivery of it began before (a claim, or a failed try): a post with its nonce
    /// may already be in the channel, and Discord answers a repeated nonce with that
    /// first message, which shows the state of its day (and may since have been
    /// clicked). What [`Store::claim_boards`] returns says so as it stood before that
    /// claim.
    pub maybe_posted: bool,
}

/// One direct message owed to a player (a reminder's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OwedDm {
    pub id: i64,
    pub user_id: u64,
    pub text: String,
    pub attempts: u32,
}

/// The longest a claim holds rows: longer than any one post takes (with its picture),
/// so a live sender is not overtaken (and a post past it still carries its nonce).
pub const CLAIM_MS: i64 = 60_000;
/// A sender that has not renewed its heartbeat for this long holds nothing.
pub const ALIVE_MS: i64 = 5_000;

/// Which rows a sender may take: unclaimed, its own, or held by a claim that lapsed
/// (its lease ended, or its sender stopped renewing). `$now` and `$me` name the
/// query's parameters that hold the time and this sender.
fn takeable(now: u8, me: u8) -> String {
    format!(
        "(claimed_until IS NULL OR claimed_until <= ${now} OR claimed_by = ${me}
     OR NOT EXISTS (SELECT 1 FROM senders WHERE instance = outbox.claimed_by AND alive_until > ${now}))"
    )
}

impl OwedBoard {
    /// The nonce its post carries: Discord creates one message per nonce (within a few
    /// minutes), so a post whose answer was lost and is sent again is not doubled.
    pub fn nonce(&self, session: SessionId) -> String {
        format!("ww{session}.{}", self.id)
    }
}

/// The JSON the `seats` column holds.
pub(super) fn seats_json(seats: Option<&[u8]>) -> Option<String> {
    seats.map(|s| serde_json::to_string(s).unwrap_or_else(|_| "[]".into()))
}

impl Store {
    /// Claims the boards owed to session `id` for this process (see the module doc)
    /// and returns those it holds, oldest first: none while another process holds them.
    ///
    /// # Errors
    /// Database failures, or a row whose seats cannot be read.
    pub async fn claim_boards(
        &self,
        id: SessionId,
        now: i64,
    ) -> Result<Vec<OwedBoard>, StoreError> {
        // What was begun before this claim: the claim itself marks every row taken.
        let begun: Vec<i64> = self
            .owed_boards(id)
            .await?
            .into_iter()
            .filter(|row| row.maybe_posted)
            .map(|row| row.id)
            .collect();
        self.claim(id, "board", now).await?;
        Ok(self
            .owed_boards(id)
            .await?
            .into_iter()
            .filter(|row| row.claimed_by == Some(self.instance))
            .map(|row| OwedBoard {
                maybe_posted: begun.contains(&row.id),
                ..row
            })
            .collect())
    }

    /// Claims the direct messages owed for session `id`, as [`Store::claim_boards`].
    ///
    /// # Errors
    /// Database failures.
    pub async fn claim_dms(&self, id: SessionId, now: i64) -> Result<Vec<OwedDm>, StoreError> {
        self.claim(id, "dm", now).await?;
        self.owed_dms(id, Some(self.instance)).await
    }

    /// Claims rows for this process. Its heartbeat is the sender loop's to renew
    /// (every second in the bot): a claim is one write, not two, on a move's path.
    async fn claim(&self, id: SessionId, kind: &str, now: i64) -> Result<(), StoreError> {
        sqlx::query(&format!(
            "UPDATE outbox SET claimed_by = $1, claimed_until = $2
             WHERE session_id = $3 AND kind = $4 AND sent_at IS NULL AND {}",
            takeable(5, 1)
        ))
        .bind(self.instance)
        .bind(now + CLAIM_MS)
        .bind(id)
        .bind(kind)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Says this sender is alive for [`ALIVE_MS`] from `now` (see the module doc), and
    /// forgets senders silent for a day.
    ///
    /// # Errors
    /// Database failures.
    pub async fn heartbeat(&self, now: i64) -> Result<(), StoreError> {
        self.beat(now, None).await
    }

    /// [`Store::heartbeat`], and with `pulse` what the process last saw working
    /// (`store::processes`), in the same transaction: one sync a second, not two.
    pub(super) async fn beat(
        &self,
        now: i64,
        pulse: Option<super::processes::Pulse>,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO senders (instance, alive_until) VALUES ($1, $2)
             ON CONFLICT (instance) DO UPDATE SET alive_until = excluded.alive_until",
        )
        .bind(self.instance)
        .bind(now + ALIVE_MS)
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM senders WHERE alive_until < $1")
            .bind(now - 86_400_000)
            .execute(&mut *tx)
            .await?;
        if let Some(pulse) = pulse {
            sqlx::query(
                "UPDATE senders SET started_at = COALESCE(started_at, $2), gateway_ok = $3,
                     outbox_ok = $4, deadlines_ok = $5
                 WHERE instance = $1",
            )
            .bind(self.instance)
            .bind(now)
            .bind(pulse.gateway)
            .bind(pulse.outbox)
            .bind(pulse.deadlines)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The boards owed to session `id`, oldest first, claimed or not.
    ///
    /// # Errors
    /// Database failures, or a row whose seats cannot be read.
    pub async fn owed_boards(&self, id: SessionId) -> Result<Vec<OwedBoard>, StoreError> {
        // id, seq, seats, attempts, note, claimed_by
        type Row = (i64, i64, Option<String>, i64, Option<String>, Option<i64>);
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT id, seq, seats, attempts, note, claimed_by FROM outbox
             WHERE session_id = $1 AND kind = 'board' AND sent_at IS NULL ORDER BY id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(row, seq, seats, attempts, note, claimed_by)| {
                let seats = seats
                    .map(|s| serde_json::from_str(&s))
                    .transpose()
                    .map_err(|e| StoreError::Corrupt(format!("outbox row {row}: {e}")))?;
                Ok(OwedBoard {
                    id: row,
                    seq: from_db(seq),
                    seats,
                    attempts: u32::try_from(attempts).unwrap_or(u32::MAX),
                    note,
                    claimed_by,
                    maybe_posted: claimed_by.is_some() || attempts > 0,
                })
            })
            .collect()
    }

    /// The direct messages owed for session `id`, oldest first (held by `claimed_by`,
    /// if given).
    async fn owed_dms(
        &self,
        id: SessionId,
        claimed_by: Option<i64>,
    ) -> Result<Vec<OwedDm>, StoreError> {
        let rows: Vec<(i64, Option<i64>, Option<String>, i64)> = sqlx::query_as(
            "SELECT id, user_id, note, attempts FROM outbox
             WHERE session_id = $1 AND kind = 'dm' AND sent_at IS NULL
               AND ($2 IS NULL OR claimed_by = $3) ORDER BY id",
        )
        .bind(id)
        .bind(claimed_by)
        .bind(claimed_by)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(row, user, text, attempts)| OwedDm {
                id: row,
                user_id: user.map_or(0, from_db),
                text: text.unwrap_or_default(),
                attempts: u32::try_from(attempts).unwrap_or(u32::MAX),
            })
            .collect())
    }

    /// Records a direct message as sent, or (`refused`) given up because the player
    /// does not take direct messages: they are not tried again until they say so.
    ///
    /// # Errors
    /// Database failures.
    pub async fn dm_done(&self, dm: &OwedDm, refused: bool, now: i64) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "UPDATE outbox SET sent_at = $1, last_error = CASE WHEN $2 THEN 'direct messages refused' END WHERE id = $3",
        )
        .bind(now)
        .bind(refused)
        .bind(dm.id)
        .execute(&mut *tx)
        .await?;
        if refused {
            sqlx::query(
                "INSERT INTO players (user_id, dm_closed) VALUES ($1, 1)
                 ON CONFLICT (user_id) DO UPDATE SET dm_closed = 1",
            )
            .bind(to_db(dm.user_id))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Records a failed direct message: tried again at `retry_at`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn dm_failed(
        &self,
        dm: &OwedDm,
        error: &str,
        retry_at: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE outbox SET attempts = attempts + 1, last_error = $1, due_at = $2, claimed_until = NULL
             WHERE id = $3 AND sent_at IS NULL",
        )
        .bind(error)
        .bind(retry_at)
        .bind(dm.id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Sessions with a board owed whose delivery is due at `now` (Unix ms), oldest
    /// first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn sessions_owed(&self, now: i64) -> Result<Vec<SessionId>, StoreError> {
        Ok(sqlx::query_scalar(&format!(
            "SELECT session_id FROM outbox
             WHERE sent_at IS NULL AND due_at <= $1 AND {}
             GROUP BY session_id ORDER BY MIN(due_at) LIMIT 100",
            takeable(1, 2)
        ))
        .bind(now)
        .bind(self.instance)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Records the delivery of `rows` as message `message_id` (`None`: given up, the
    /// channel is gone) and, in the same transaction, that message as the live board
    /// (see [`Store::set_board`]).
    ///
    /// # Errors
    /// Database failures.
    pub async fn board_delivered(
        &self,
        id: SessionId,
        rows: &[OwedBoard],
        message_id: Option<u64>,
        narrates_after: u64,
        shows: u64,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "UPDATE sessions SET board_message_id = $1, board_seq = $2, board_shown_seq = $3 WHERE id = $4",
        )
        .bind(message_id.map(to_db))
        .bind(to_db(narrates_after))
        .bind(to_db(shows))
        .bind(id)
        .execute(&mut *tx)
        .await?;
        for row in rows {
            sqlx::query(
                "UPDATE outbox SET sent_at = $1, message_id = $2, last_error = CASE WHEN $3 IS NULL THEN 'the channel is gone' END
                 WHERE id = $4 AND sent_at IS NULL",
            )
            .bind(now)
            .bind(message_id.map(to_db))
            .bind(message_id.map(to_db))
            .bind(row.id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Records `rows` as delivered by message `message_id` without making it the live
    /// board: a message older than the live board, which a repeated nonce brought back
    /// (see [`App::deliver_owed`](crate::app::App)).
    ///
    /// # Errors
    /// Database failures.
    pub async fn boards_superseded(
        &self,
        rows: &[OwedBoard],
        message_id: u64,
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for row in rows {
            sqlx::query(
                "UPDATE outbox SET sent_at = $1, message_id = $2, last_error = 'superseded by a newer board'
                 WHERE id = $3 AND sent_at IS NULL",
            )
            .bind(now)
            .bind(to_db(message_id))
            .bind(row.id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Records a failed delivery of `rows`: tried again at `retry_at` (Unix ms).
    ///
    /// # Errors
    /// Database failures.
    pub async fn board_failed(
        &self,
        rows: &[OwedBoard],
        error: &str,
        retry_at: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for row in rows {
            sqlx::query(
                "UPDATE outbox SET attempts = attempts + 1, last_error = $1, due_at = $2, claimed_until = NULL
                 WHERE id = $3 AND sent_at IS NULL",
            )
            .bind(error)
            .bind(retry_at)
            .bind(row.id)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Makes every owed row due at `now` (Discord answers again after an outage).
    ///
    /// # Errors
    /// Database failures.
    pub async fn owed_due(&self, now: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET due_at = $1 WHERE sent_at IS NULL AND due_at > $2")
            .bind(now)
            .bind(now)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Active sessions whose live board shows an older state than theirs (an edit that
    /// failed, or a crash before it), untouched since `before` (Unix ms), with no board
    /// owed: the sender edits them up to date.
    ///
    /// # Errors
    /// Database failures.
    pub async fn stale_boards(&self, before: i64) -> Result<Vec<SessionId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM sessions s
             WHERE status = 'active' AND board_message_id IS NOT NULL
               AND COALESCE(board_shown_seq, 0) < seq AND updated_at <= $1
               AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.session_id = s.id AND o.sent_at IS NULL)
             ORDER BY updated_at LIMIT 100",
        )
        .bind(before)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Marks the live board as not showing `seq` after all (the platform refused the
    /// edit that was to show it), so the sender brings it up to date.
    ///
    /// # Errors
    /// Database failures.
    pub async fn board_not_shown(&self, id: SessionId, seq: u64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE sessions SET board_shown_seq = $1 WHERE id = $2 AND board_shown_seq = $3 AND seq = $4",
        )
        .bind(to_db(seq.saturating_sub(1)))
        .bind(id)
        .bind(to_db(seq))
        .bind(to_db(seq))
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

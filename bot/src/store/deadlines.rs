//! Deadlines: setting the current state's, and claiming the due ones for this process
//! (one process per deadline when several share the database).

use super::{from_db, outbox, to_db, waits, SessionId, Store, StoreError, WaitChange};

/// When a state's decision times out (Unix ms), and whose it is where several seats
/// decide on their own (`None`: the game's one decision, or the computer's pause).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeadlineAt {
    pub at: i64,
    pub seat: Option<u8>,
}

impl Store {
    /// Sets (or clears) the deadline of a session's current state at `seq`, and the
    /// deadlines of the waits in `waits` (seat, Unix ms), if it is still at `seq`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_deadline(
        &self,
        id: SessionId,
        seq: u64,
        deadline: Option<DeadlineAt>,
        waits: &[(u8, Option<i64>)],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let set = sqlx::query("UPDATE sessions SET deadline_at = $1, deadline_seat = $2, deadline_seq = $3, deadline_claimed_by = NULL, deadline_claimed_until = NULL WHERE id = $4 AND seq = $5 AND status = 'active'")
            .bind(deadline.map(|d| d.at))
            .bind(deadline.and_then(|d| d.seat).map(i64::from))
            .bind(to_db(seq))
            .bind(id)
            .bind(to_db(seq))
            .execute(&mut *tx)
            .await?;
        if set.rows_affected() == 0 {
            return Ok(());
        }
        let change = WaitChange {
            deadlines: waits,
            ..WaitChange::default()
        };
        waits::apply_change(&mut tx, id, change, false, self.clock.now_ms()).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Active sessions whose deadline has passed at `now` (Unix ms), with the seq the
    /// deadline was set for, claimed for this process: of several processes on one
    /// database, each due deadline goes to exactly one (in Postgres the claim's own
    /// `WHERE`, re-read once the row is locked, turns away a second claimant; SQLite
    /// has one writer at a time). A claim holds while its process renews its heartbeat
    /// (see [`Store::heartbeat`]), for [`outbox::CLAIM_MS`] at most; a new deadline
    /// clears it.
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_deadlines(&self, now: i64) -> Result<Vec<(SessionId, u64)>, StoreError> {
        // Binds: $1 this process, $2 the claim's end, $3 now.
        let due = |s: &str| {
            format!(
                "{s}.deadline_at IS NOT NULL AND {s}.deadline_at <= $3 AND {s}.status = 'active'
                 AND {s}.deadline_seq = {s}.seq
                 AND ({s}.deadline_claimed_until IS NULL OR {s}.deadline_claimed_until <= $3
                      OR {s}.deadline_claimed_by = $1
                      OR NOT EXISTS (SELECT 1 FROM senders
                                     WHERE instance = {s}.deadline_claimed_by AND alive_until > $3))"
            )
        };
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(&format!(
            "UPDATE sessions SET deadline_claimed_by = $1, deadline_claimed_until = $2
             WHERE id IN (SELECT d.id FROM sessions d WHERE {} ORDER BY d.deadline_at LIMIT 100)
               AND {}
             RETURNING id, deadline_seq, deadline_at",
            due("d"),
            due("sessions")
        ))
        .bind(self.instance)
        .bind(now + outbox::CLAIM_MS)
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        let mut rows = rows;
        rows.sort_by_key(|&(id, _, at)| (at, id));
        Ok(rows
            .into_iter()
            .map(|(id, seq, _)| (id, from_db(seq)))
            .collect())
    }
}

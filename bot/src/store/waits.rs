//! Waits and reminders: what each game waits for from each seat, and each player's own
//! settings (see `migrations/…_reminders.sql`).
//!
//! A wait starts with the move that makes a seat act (or the game's start) and ends
//! with the move after which it no longer does, in that move's transaction. The
//! reminder sender reads due waits; a reminder is an outbox row written together with
//! the wait's next step, so a reminder is neither lost nor doubled by a restart.

use super::{from_db, outbox::seats_json, to_db, SessionId, Store, StoreError};

/// What a move does to the waits (see [`super::NewAction::waits`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct WaitChange<'a> {
    /// Seats whose wait starts now (or starts again: they acted and still must), with
    /// their first reminder's time (`None`: never).
    pub start: &'a [(u8, Option<i64>)],
    /// Seats the game no longer waits for.
    pub end: &'a [u8],
    /// Each waiting seat's own deadline, where it is set or cleared now (seats whose
    /// clock goes on are left out).
    pub deadlines: &'a [(u8, Option<i64>)],
}

/// One seat the game waits for, whose reminder is due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wait {
    pub session_id: SessionId,
    pub seat: u8,
    /// When the wait began (Unix ms).
    pub since_at: i64,
    /// Reminders sent so far in this wait.
    pub reminders: u32,
}

/// A player's own settings (`/settings`), the same in every server.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerSettings {
    /// Hours before a reminder; `None`: the game's; `Some(0)`: never.
    pub remind_hours: Option<u32>,
    /// Reminders may also come by direct message.
    pub dm: bool,
    /// Discord refused a direct message: none is tried until `dm` is set again.
    pub dm_closed: bool,
    /// An IANA time zone name.
    pub timezone: Option<String>,
    /// Quiet hours in that zone: from, to (hours 0–23; `from > to` spans midnight).
    pub quiet: Option<(u8, u8)>,
}

/// The reminder a sender has decided on: the wait's next step and what it owes.
#[derive(Clone, Debug)]
pub struct Reminder<'a> {
    pub session_id: SessionId,
    pub seq: u64,
    pub seat: u8,
    /// When the wait the sender saw began (or its seat last acted in it): a wait begun
    /// anew since is not the one reminded.
    pub since_at: i64,
    /// The wait's reminder count after this one.
    pub reminders: u32,
    /// The next reminder, if any.
    pub next_at: Option<i64>,
    /// The board that carries it: seats to ping, and its line.
    pub ping: &'a [u8],
    pub note: &'a str,
    /// A direct message to go with it: (user, text).
    pub dm: Option<(u64, &'a str)>,
}

pub(super) async fn apply_change(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: SessionId,
    change: WaitChange<'_>,
    finished: bool,
    now: i64,
) -> Result<(), StoreError> {
    if finished {
        sqlx::query("DELETE FROM waits WHERE session_id = $1")
            .bind(id)
            .execute(&mut **tx)
            .await?;
        return Ok(());
    }
    for seat in change.end {
        sqlx::query("DELETE FROM waits WHERE session_id = $1 AND seat = $2")
            .bind(id)
            .bind(i64::from(*seat))
            .execute(&mut **tx)
            .await?;
    }
    for (seat, remind_at) in change.start {
        sqlx::query(
            "INSERT INTO waits (session_id, seat, since_at, remind_at, reminders) VALUES ($1, $2, $3, $4, 0)
             ON CONFLICT (session_id, seat) DO UPDATE SET since_at = excluded.since_at,
                 remind_at = excluded.remind_at, reminders = 0",
        )
        .bind(id)
        .bind(i64::from(*seat))
        .bind(now)
        .bind(*remind_at)
        .execute(&mut **tx)
        .await?;
    }
    for (seat, at) in change.deadlines {
        sqlx::query("UPDATE waits SET deadline_at = $1 WHERE session_id = $2 AND seat = $3")
            .bind(*at)
            .bind(id)
            .bind(i64::from(*seat))
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

impl Store {
    /// Marks `user` away until `until` (Unix ms; `None`: back), in every game.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_away(
        &self,
        user: u64,
        until: Option<i64>,
        reason: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO players (user_id, away_until, away_reason) VALUES ($1, $2, $3)
             ON CONFLICT (user_id) DO UPDATE SET away_until = excluded.away_until, away_reason = excluded.away_reason",
        )
        .bind(to_db(user))
        .bind(until)
        .bind(reason)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Ends the aways that are over at `now`; returns the users who are back.
    ///
    /// # Errors
    /// Database failures.
    pub async fn end_aways(&self, now: i64) -> Result<Vec<u64>, StoreError> {
        let back: Vec<i64> = sqlx::query_scalar(
            "UPDATE players SET away_until = NULL, away_reason = NULL
             WHERE away_until IS NOT NULL AND away_until <= $1 RETURNING user_id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(back.into_iter().map(from_db).collect())
    }

    /// The reason `user` gave for being away, if they are.
    ///
    /// # Errors
    /// Database failures.
    pub async fn away_reason(&self, user: u64) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar::<_, Option<String>>(
            "SELECT away_reason FROM players WHERE user_id = $1 AND away_until IS NOT NULL",
        )
        .bind(to_db(user))
        .fetch_optional(&self.pool)
        .await?
        .flatten())
    }

    /// Records `ms` more of a seat's away time spent against its game's deadlines.
    ///
    /// # Errors
    /// Database failures.
    pub async fn spend_away(&self, id: SessionId, seat: u8, ms: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE seats SET away_used_ms = away_used_ms + $1 WHERE session_id = $2 AND seat = $3",
        )
        .bind(ms)
        .bind(id)
        .bind(i64::from(seat))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The earliest moment a reminder or a deadline is due (Unix ms), if any: when the
    /// offline channel's clock must stop on its way forward.
    ///
    /// # Errors
    /// Database failures.
    pub async fn next_timer(&self) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT MIN(t) FROM (
                 SELECT MIN(remind_at) AS t FROM waits WHERE remind_at IS NOT NULL
                 UNION ALL
                 SELECT MIN(deadline_at) FROM sessions
                 WHERE status = 'active' AND deadline_at IS NOT NULL AND deadline_seq = seq
                 UNION ALL
                 SELECT MIN(away_until) FROM players WHERE away_until IS NOT NULL) AS timers",
        )
        .fetch_one(&self.pool)
        .await?)
    }

    /// Replaces a session's waits with `start` (at the game's start; after a move was
    /// taken back, or the table rolled the game back: who is waited for is the
    /// state's, afresh).
    ///
    /// # Errors
    /// Database failures.
    pub async fn reset_waits(
        &self,
        id: SessionId,
        start: &[(u8, Option<i64>)],
        deadlines: &[(u8, Option<i64>)],
        now: i64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM waits WHERE session_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        let change = WaitChange {
            start,
            end: &[],
            deadlines,
        };
        apply_change(&mut tx, id, change, false, now).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Waits whose reminder is due at `now`, oldest first.
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_waits(&self, now: i64) -> Result<Vec<Wait>, StoreError> {
        let rows: Vec<(i64, i64, i64, i64)> = sqlx::query_as(
            "SELECT session_id, seat, since_at, reminders FROM waits
             WHERE remind_at IS NOT NULL AND remind_at <= $1 ORDER BY remind_at LIMIT 100",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(session_id, seat, since_at, reminders)| Wait {
                session_id,
                seat: u8::try_from(seat).unwrap_or(u8::MAX),
                since_at,
                reminders: u32::try_from(reminders).unwrap_or(u32::MAX),
            })
            .collect())
    }

    /// The wait for `seat`, if the game waits for it.
    ///
    /// # Errors
    /// Database failures.
    pub async fn wait(&self, id: SessionId, seat: u8) -> Result<Option<Wait>, StoreError> {
        let row: Option<(i64, i64)> = sqlx::query_as(
            "SELECT since_at, reminders FROM waits WHERE session_id = $1 AND seat = $2",
        )
        .bind(id)
        .bind(i64::from(seat))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|(since_at, reminders)| Wait {
            session_id: id,
            seat,
            since_at,
            reminders: u32::try_from(reminders).unwrap_or(u32::MAX),
        }))
    }

    /// Each seat the session waits for, with its own deadline if it has one (Unix ms).
    ///
    /// # Errors
    /// Database failures.
    pub async fn wait_deadlines(
        &self,
        id: SessionId,
    ) -> Result<Vec<(u8, Option<i64>)>, StoreError> {
        let rows: Vec<(i64, Option<i64>)> = sqlx::query_as(
            "SELECT seat, deadline_at FROM waits WHERE session_id = $1 ORDER BY seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(seat, at)| Some((u8::try_from(seat).ok()?, at)))
            .collect())
    }

    /// Moves a wait's next reminder to `at` (`None`: no more reminders in this wait).
    /// With `since`, only the wait the caller saw (begun, or last acted in, then): a
    /// wait begun anew meanwhile keeps its own schedule. Returns whether it was moved.
    ///
    /// # Errors
    /// Database failures.
    pub async fn remind_later(
        &self,
        id: SessionId,
        seat: u8,
        since: Option<i64>,
        at: Option<i64>,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE waits SET remind_at = $1 WHERE session_id = $2 AND seat = $3 AND ($4 IS NULL OR since_at = $4)",
        )
        .bind(at)
        .bind(id)
        .bind(i64::from(seat))
        .bind(since)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Forgets the wait the caller saw (begun, or last acted in, at `since`), which the
    /// game no longer has (its seat does not act, or is a computer's). A wait begun anew
    /// meanwhile stays.
    ///
    /// # Errors
    /// Database failures.
    pub async fn end_wait(&self, id: SessionId, seat: u8, since: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM waits WHERE session_id = $1 AND seat = $2 AND since_at = $3")
            .bind(id)
            .bind(i64::from(seat))
            .bind(since)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Records a reminder: the wait's next step and the board (and direct message) it
    /// owes, in one transaction, if the wait is still the one the sender saw, at the
    /// step it saw: of two senders (two processes) only one records it.
    /// Returns whether it was recorded.
    ///
    /// # Errors
    /// Database failures.
    pub async fn remind(&self, reminder: Reminder<'_>, now: i64) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let stepped = sqlx::query(
            "UPDATE waits SET reminders = $1, remind_at = $2
             WHERE session_id = $3 AND seat = $4 AND reminders = $5 AND since_at = $6",
        )
        .bind(i64::from(reminder.reminders))
        .bind(reminder.next_at)
        .bind(reminder.session_id)
        .bind(i64::from(reminder.seat))
        .bind(i64::from(reminder.reminders.saturating_sub(1)))
        .bind(reminder.since_at)
        .execute(&mut *tx)
        .await?;
        if stepped.rows_affected() == 0 {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO outbox (session_id, seq, kind, seats, note, created_at, due_at) VALUES ($1, $2, 'board', $3, $4, $5, $6)",
        )
        .bind(reminder.session_id)
        .bind(to_db(reminder.seq))
        .bind(seats_json(Some(reminder.ping)))
        .bind(reminder.note)
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        if let Some((user, text)) = reminder.dm {
            sqlx::query(
                "INSERT INTO outbox (session_id, seq, kind, user_id, note, created_at, due_at) VALUES ($1, $2, 'dm', $3, $4, $5, $6)",
            )
            .bind(reminder.session_id)
            .bind(to_db(reminder.seq))
            .bind(to_db(user))
            .bind(text)
            .bind(now)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// A player's settings (the defaults if they never set any).
    ///
    /// # Errors
    /// Database failures.
    pub async fn player(&self, user_id: u64) -> Result<PlayerSettings, StoreError> {
        type Row = (
            Option<i64>,
            i64,
            i64,
            Option<String>,
            Option<i64>,
            Option<i64>,
        );
        let row: Option<Row> = sqlx::query_as(
            "SELECT remind_hours, dm, dm_closed, timezone, quiet_from, quiet_to FROM players WHERE user_id = $1",
        )
        .bind(to_db(user_id))
        .fetch_optional(&self.pool)
        .await?;
        let Some((remind, dm, closed, timezone, from, to)) = row else {
            return Ok(PlayerSettings {
                dm: true,
                ..PlayerSettings::default()
            });
        };
        let hour = |h: i64| u8::try_from(h).ok().filter(|h| *h < 24);
        Ok(PlayerSettings {
            remind_hours: remind.and_then(|h| u32::try_from(h).ok()),
            dm: dm != 0,
            dm_closed: closed != 0,
            timezone,
            quiet: match (from.and_then(hour), to.and_then(hour)) {
                (Some(f), Some(t)) => Some((f, t)),
                _ => None,
            },
        })
    }

    /// Saves a player's settings.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_player(&self, user_id: u64, p: &PlayerSettings) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO players (user_id, remind_hours, dm, dm_closed, timezone, quiet_from, quiet_to)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (user_id) DO UPDATE SET remind_hours = excluded.remind_hours, dm = excluded.dm,
                 dm_closed = excluded.dm_closed, timezone = excluded.timezone,
                 quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to",
        )
        .bind(to_db(user_id))
        .bind(p.remind_hours.map(i64::from))
        .bind(i64::from(p.dm))
        .bind(i64::from(p.dm_closed))
        .bind(&p.timezone)
        .bind(p.quiet.map(|q| i64::from(q.0)))
        .bind(p.quiet.map(|q| i64::from(q.1)))
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

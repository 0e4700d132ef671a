//! Deadlines: the game's default answer when a player runs out of time.
//!
//! Each seat's clock belongs to its wait (`waits.deadline_at`): it starts when the seat
//! is asked to act (or acts and still must), and another seat's move neither restarts
//! nor shortens it. That matters where several seats decide at once, above all in
//! Aether Captains, whose captains each fly their own voyage. The session's deadline
//! (`sessions.deadline_at`, with `deadline_seat`) is the earliest of them: the one the
//! deadline task waits for, and the one the board shows.

use std::sync::atomic::Ordering;

use super::stand_ins::Absence;
use super::*;
use crate::store::DeadlineAt;
use windward_engine::PendingTimeout;

/// When a decision times out, and by how much a player's `/away` held it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Deadline {
    /// Unix ms.
    pub at: i64,
    /// Whose decision it is (`None`: the computer's pause).
    pub seat: Option<u8>,
    /// The away seat and the milliseconds added for it.
    pub away: Option<(u8, i64)>,
}

impl Deadline {
    pub(super) fn stored(self) -> DeadlineAt {
        DeadlineAt {
            at: self.at,
            seat: self.seat,
        }
    }
}

/// The deadlines a new state sets (see [`App::deadlines`]).
#[derive(Clone, Debug, Default)]
pub(super) struct Deadlines {
    /// The session's: the earliest.
    pub first: Option<Deadline>,
    /// The waits' own deadlines set or cleared now (seat, Unix ms).
    pub waits: Vec<(u8, Option<i64>)>,
    /// Away time spent now: (seat, ms).
    pub away: Vec<(u8, i64)>,
}

impl Deadlines {
    pub(super) fn stored(&self) -> Option<DeadlineAt> {
        self.first.map(Deadline::stored)
    }
}

impl App {
    /// The deadlines of `game`'s state: a short pause when the computer is to act;
    /// else one per decision that can time out, starting now for the seats in `fresh`
    /// (their wait starts now) and going on from `kept` (each waiting seat's own
    /// deadline, as the waits hold it) for the others.
    pub(super) async fn deadlines(
        &self,
        session: &SessionRow,
        game: &Match,
        seats: &[SeatRow],
        fresh: &[u8],
        kept: &[(u8, Option<i64>)],
    ) -> Result<Deadlines, Fail> {
        if self.computer_seat(game, seats).is_some() {
            return Ok(Deadlines {
                first: Some(Deadline {
                    at: self.clock.now_ms() + self.computer_pause_ms(),
                    seat: None,
                    away: None,
                }),
                ..Deadlines::default()
            });
        }
        let mut out = Deadlines::default();
        let timeouts = game.timeouts();
        for t in &timeouts {
            let seat = t.seat.0;
            let going_on = kept
                .iter()
                .find(|(s, _)| *s == seat && !fresh.contains(s))
                .and_then(|(_, at)| *at);
            let deadline = match going_on {
                Some(at) => Deadline {
                    at,
                    seat: Some(seat),
                    away: None,
                },
                None => {
                    let d = self.fresh_deadline(session, seats, t).await?;
                    out.waits.push((seat, Some(d.at)));
                    out.away.extend(d.away);
                    d
                }
            };
            if out.first.is_none_or(|f| deadline.at < f.at) {
                out.first = Some(deadline);
            }
        }
        // A wait whose decision no longer times out keeps no stale clock.
        for (seat, at) in kept {
            if at.is_some() && !timeouts.iter().any(|t| t.seat.0 == *seat) {
                out.waits.push((*seat, None));
            }
        }
        Ok(out)
    }

    /// A deadline on `t` starting now, held back by its player's `/away` as far as the
    /// game's bank of away days allows, and with `quiet-deadlines=pause` running only
    /// outside their quiet hours.
    async fn fresh_deadline(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        t: &PendingTimeout,
    ) -> Result<Deadline, Fail> {
        let now = self.clock.now_ms();
        let seat = t.seat.0;
        let row = seats.iter().find(|s| s.seat == seat);
        let held = match row.and_then(|s| Some((s, s.away_until.filter(|u| *u > now)?))) {
            // Away: the clock starts when they are back, as far as the bank allows.
            Some((row, until)) => {
                let day = 24 * self.hour_ms.load(Ordering::Relaxed);
                let bank =
                    i64::from(session.kind.away_days(&session.options)) * day - row.away_used_ms;
                (until - now).min(bank).max(0)
            }
            None => 0,
        };
        let length = i64::from(t.minutes) * 60_000;
        let at = match row {
            Some(row) if session.kind.quiet_pauses_deadlines(&session.options) => {
                let player = self.store.player(row.user_id).await?;
                reminders::awake_after(&player, now + held, length)
            }
            _ => now + held + length,
        };
        Ok(Deadline {
            at,
            seat: Some(seat),
            away: (held > 0).then_some((seat, held)),
        })
    }

    /// Stores `deadlines` as the session's current state's (outside a move: a seat
    /// that changed hands, an away player's held clock) and spends the away time they
    /// were held back by.
    pub(super) async fn keep_deadlines(
        &self,
        session: &SessionRow,
        deadlines: &Deadlines,
    ) -> Result<(), Fail> {
        self.store
            .set_deadline(
                session.id,
                session.seq,
                deadlines.stored(),
                &deadlines.waits,
            )
            .await?;
        self.spend_away(session.id, deadlines).await;
        Ok(())
    }

    /// Records the away time the new deadlines were held back by against their seats'
    /// banks.
    pub(super) async fn spend_away(&self, session: i64, deadlines: &Deadlines) {
        for (seat, ms) in &deadlines.away {
            if let Err(e) = self.store.spend_away(session, *seat, *ms).await {
                warn!(error = %e, session, "could not record away time");
            }
        }
    }

    /// Applies the default answer of every decision whose deadline has passed; their
    /// boards go to the channels through the surface. Returns the channels that moved.
    pub async fn run_due_timeouts(&self) -> Vec<u64> {
        let now = self.clock.now_ms();
        // Alive first: the deadlines this process claims below are its own only while
        // its heartbeat is fresh (another process may take up those of a dead one).
        if let Err(e) = self.store.heartbeat(now).await {
            error!(error = %e, "could not renew this process's heartbeat");
        }
        let due = match self.store.due_deadlines(now).await {
            Ok(due) => due,
            Err(e) => {
                error!(error = %e, "could not read deadlines");
                return Vec::new();
            }
        };
        let mut posts = Vec::new();
        for (id, seq) in due {
            match self.apply_timeout(id, seq).await {
                Ok(Some(post)) => posts.push(post),
                Ok(None) => {}
                Err(e) => error!(error = %e, session = id, "timeout failed"),
            }
        }
        posts
    }

    pub(super) async fn apply_timeout(&self, id: i64, seq: u64) -> Result<Option<u64>, Fail> {
        let session = self.session(id).await?;
        if session.seq != seq || session.status != Status::Active {
            // Gone since it was read: a move, or another process sharing the database,
            // got there first. The state now has its own deadline (the seat it names is
            // someone else's, with time left), which is not due.
            return Ok(None);
        }
        let game = self.game_of(&session).await?;
        let seats = self.store.seats(id).await?;
        if self.computer_seat(&game, &seats).is_some() {
            return Ok(self
                .computer_turn(id, None)
                .await?
                .then_some(session.channel_id));
        }
        // Whose clock ran out: the seat the deadline was set for (several may be
        // waited for at once), else the game's one decision.
        let timeouts = game.timeouts();
        let timeout = session
            .deadline_seat
            .and_then(|seat| timeouts.iter().find(|t| t.seat.0 == seat))
            .or(timeouts.first())
            .cloned();
        let Some(timeout) = timeout else {
            // The state has no deadline after all: forget it.
            self.store.set_deadline(id, seq, None, &[]).await?;
            return Ok(None);
        };
        let Some(row) = seats.iter().find(|s| s.seat == timeout.seat.0) else {
            return Err(Fail::Corrupt(format!(
                "session {id}: timeout for an empty seat"
            )));
        };
        // A proposal nobody objected to in time is played (`plan=together`).
        if self.proposal_due(&session, timeout.seat).await? {
            return Ok(Some(session.channel_id));
        }
        if let Some(after) = session
            .kind
            .stand_in_after(&session.options)
            .filter(|_| !computer::is_computer(row.user_id))
        {
            let missed = self.store.missed_deadline(id, row.seat).await?;
            if missed >= after {
                return Ok(self
                    .stand_in(id, timeout.seat, Absence::Missed(missed))
                    .await?
                    .then_some(session.channel_id));
            }
        }
        let caller = Caller::seated(&session, row);
        // A line of narration: each reader reads it in their language.
        let note = msg!("schedule-deadline-missed", player = timeout.seat.tag());
        info!(
            session = id,
            seat = timeout.seat.0,
            "deadline passed; applying the default"
        );
        match self
            .play_for(
                &caller,
                id,
                Expect::Seq(seq),
                Intent::Notation(&timeout.notation),
                Some(note),
                None,
            )
            .await
        {
            // The board went to the channel; nobody is there to read a private reply.
            Ok(_) => Ok(Some(session.channel_id)),
            Err(Fail::Refuse(reason)) => {
                warn!(session = id, reason = %reason.english(), "default answer refused");
                self.store.set_deadline(id, seq, None, &[]).await?;
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }
}

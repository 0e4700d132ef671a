//! The computer opponent (`opponent=computer`): one seat played by the game's own
//! policy ([`Match::suggest`]).
//!
//! The computer sits in the lobby as a seat with the reserved user id [`USER_ID`]
//! (Discord ids are never 0), so the log, rematches and replays treat it as any
//! player. When it must act, the commit sets the session's deadline a short pause
//! ahead ([`PAUSE_MS`]) and wakes the deadline task, which then plays the computer's
//! whole stretch through the same commit path as a player's move, and shows it once:
//! one board, narrated like a player's, pinging the human. Because the deadline is
//! in the database, a restart picks up a computer turn that was due.

use std::sync::atomic::Ordering;

use super::*;

/// The computer's user id in seat rows. Never pinged, never mentioned.
pub const USER_ID: u64 = 0;
/// The computer's name at the table.
pub const NAME: &str = "Computer";
/// How long the computer "thinks" before it plays, so its move reads as a reply.
pub const PAUSE_MS: i64 = 1_500;
/// Orders one stretch may take at most; a policy that never yields the turn is
/// stopped there (and picked up again by the next deadline poll).
const MAX_STRETCH: usize = 200;

impl App {
    /// The seat the computer plays, if it is among those the game waits for now.
    pub(super) fn computer_seat(&self, game: &Match, seats: &[SeatRow]) -> Option<Seat> {
        if game.outcome().is_some() {
            return None;
        }
        let seat = Seat(seats.iter().find(|s| s.user_id == USER_ID)?.seat);
        game.to_act().contains(&seat).then_some(seat)
    }

    /// When the session's next deadline falls: a short pause when the computer is to
    /// act, else the game's own timeout on the current decision, if any.
    pub(super) fn next_deadline(&self, game: &Match, seats: &[SeatRow]) -> Option<i64> {
        if self.computer_seat(game, seats).is_some() {
            return Some(self.clock.now_ms() + PAUSE_MS);
        }
        game.timeout().map(|t| self.deadline_after(t.minutes))
    }

    pub(super) fn wake_computer(&self) {
        self.computer_woken.store(true, Ordering::Release);
        self.computer_wake.notify_one();
    }

    /// Resolves when a computer turn has been scheduled since the last call (the
    /// deadline task then waits [`PAUSE_MS`] and runs the due deadlines).
    pub async fn computer_scheduled(&self) {
        self.computer_wake.notified().await;
        self.computer_woken.store(false, Ordering::Release);
    }

    /// Whether a computer turn was scheduled since the last call (for the offline
    /// channel, which has no background task).
    pub fn take_computer_scheduled(&self) -> bool {
        self.computer_woken.swap(false, Ordering::AcqRel)
    }

    /// Plays the computer's stretch in session `id`: order after order until the game
    /// waits for someone else (or ends), then one board for all of it. Returns whether
    /// anything was played.
    pub(super) async fn computer_turn(&self, id: i64) -> Result<bool, Fail> {
        if !self.computer_busy_begin(id) {
            // Another task is already playing this stretch.
            return Ok(false);
        }
        let result = self.computer_stretch(id).await;
        self.computer_busy_end(id);
        result
    }

    async fn computer_stretch(&self, id: i64) -> Result<bool, Fail> {
        let mut first_before = None;
        let mut last: Option<Moved> = None;
        let mut narrated = false;
        for _ in 0..MAX_STRETCH {
            let session = self.session(id).await?;
            if session.status != Status::Active {
                break;
            }
            let seats = self.store.seats(id).await?;
            let game = self.game_of(&session).await?;
            let Some(seat) = self.computer_seat(&game, &seats) else {
                break;
            };
            // The policy's move; any legal one if it has no opinion, so the human is
            // never left waiting on a computer that cannot decide.
            let Some(notation) = game.suggest(seat).or_else(|| {
                game.choices(Actor::player(seat))
                    .first()
                    .map(|c| c.notation.clone())
            }) else {
                error!(session = id, "the computer has no legal move");
                self.store.set_deadline(id, session.seq, None).await?;
                break;
            };
            let caller = Caller {
                user_id: USER_ID,
                name: NAME.to_string(),
                guild_id: session.guild_id,
                channel_id: session.channel_id,
                manage_channel: false,
            };
            match self
                .commit_move(
                    &caller,
                    id,
                    Expect::Seq(session.seq),
                    Intent::Notation(&notation),
                    None,
                    None,
                )
                .await
            {
                Ok(moved) => {
                    narrated |= moved.narrated;
                    if first_before.is_none() {
                        first_before = Some(moved.before.clone());
                    }
                    last = Some(moved);
                }
                // A player's move got in first: look again.
                Err(Fail::Refuse(reason)) if reason == OUT_OF_DATE => continue,
                Err(Fail::Refuse(reason)) => {
                    // Only a policy bug gets here; say so and leave the turn to the
                    // host's tools rather than retry forever.
                    error!(session = id, %notation, %reason, "the computer's move was refused");
                    self.store.set_deadline(id, session.seq, None).await?;
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        let Some(mut moved) = last else {
            return Ok(false);
        };
        // One board for the whole stretch, as if it were one move.
        if let Some(before) = first_before {
            moved.before = before;
        }
        moved.narrated = narrated;
        self.show_move(moved).await?;
        Ok(true)
    }

    fn computer_busy_begin(&self, id: i64) -> bool {
        self.computer_busy
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(id)
    }

    fn computer_busy_end(&self, id: i64) {
        self.computer_busy
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&id);
    }
}

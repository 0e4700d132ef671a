//! Computer players: seats played by the game's own policy ([`Match::suggest`]), in
//! games whose policy reads only what its seat may see ([`GameKind::computer_players`]).
//! Bitwa's `opponent=computer` seats one when the lobby opens; the host adds more with
//! `/game join computer:true`.
//!
//! A computer sits in the lobby as a seat with a reserved user id ([`user_id`]: the
//! top eight `u64`s, which no Discord snowflake reaches), so the log, rematches and
//! replays treat it as any player. When it must act, the commit sets the session's deadline a short pause
//! ahead ([`PAUSE_MS`]) and wakes the deadline task, which then plays the computer's
//! whole stretch through the same commit path as a player's move, and shows it once:
//! one board, narrated like a player's, pinging the human. Because the deadline is
//! in the database, a restart picks up a computer turn that was due.

use std::sync::atomic::Ordering;

use super::*;

/// The most computers at one table.
pub const MAX: u64 = 8;

/// The user id of the table's `n`th computer (0-based). Never pinged, never mentioned.
pub fn user_id(n: u64) -> u64 {
    u64::MAX - n.min(MAX - 1)
}

/// Whether a seat's user is a computer.
pub fn is_computer(user_id: u64) -> bool {
    user_id > u64::MAX - MAX
}

/// `seats` less those a computer plays (a computer's own, and stand-ins for absent
/// players): the people a hand-off may ping.
pub(super) fn humans(seats: Vec<Seat>, rows: &[SeatRow]) -> Vec<Seat> {
    seats
        .into_iter()
        .filter(|seat| {
            rows.iter()
                .find(|r| r.seat == seat.0)
                .is_some_and(|r| !is_computer(r.user_id) && !r.stand_in)
        })
        .collect()
}

/// The name of the table's `n`th computer: "Computer", "Computer 2", …
pub fn name(n: u64) -> String {
    if n == 0 {
        "Computer".to_string()
    } else {
        format!("Computer {}", n + 1)
    }
}
/// How long the computer "thinks" before it plays, so its move reads as a reply.
pub const PAUSE_MS: i64 = 1_500;
/// Orders one stretch may take at most; a policy that never yields the turn is
/// stopped there (and picked up again by the next deadline poll).
const MAX_STRETCH: usize = 200;

impl App {
    /// A seat the computer plays (a computer's, or one it stands in for) among those
    /// the game waits for now, if any (the first).
    pub(super) fn computer_seat(&self, game: &Match, seats: &[SeatRow]) -> Option<Seat> {
        if game.outcome().is_some() {
            return None;
        }
        let waiting = game.to_act();
        seats
            .iter()
            .filter(|s| is_computer(s.user_id) || s.stand_in)
            .map(|s| Seat(s.seat))
            .find(|s| waiting.contains(s))
    }

    /// `/game join computer:true`: the host seats a computer player in the lobby.
    pub(super) async fn add_computer(&self, caller: &Caller) -> Result<Response, Fail> {
        let session = self.lobby_for(caller, None).await?;
        let kind = session.kind;
        if !kind.computer_players() {
            return refuse(msg!(
                "sessions-no-computer-yet",
                game = kind.name_in(caller.lang)
            ));
        }
        if caller.user_id != session.host_id {
            return refuse(msg!("sessions-computer-host-only"));
        }
        let seats = self.store.seats(session.id).await?;
        let Some(n) = (0..MAX).find(|n| !seats.iter().any(|s| s.user_id == user_id(*n))) else {
            return refuse(msg!("sessions-computers-max", max = MAX));
        };
        let (_, max) = kind.check_options(&session.options).unwrap_or((1, 25));
        match self
            .store
            .join(session.id, user_id(n), &name(n), Lang::En, max)
            .await?
        {
            Write::Done(_) => {}
            Write::Full => return refuse(msg!("refused-game-full", players = max)),
            _ => return refuse(msg!("sessions-computer-too-late")),
        }
        self.lobby_changed(
            &session,
            None,
            msg!("lobby-computer-joined", player = name(n)),
            caller.lang,
        )
        .await
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
    pub(super) async fn computer_turn(&self, id: i64, note: Option<Msg>) -> Result<bool, Fail> {
        if !self.computer_busy_begin(id) {
            // Another task is already playing this stretch.
            return Ok(false);
        }
        let result = self.computer_stretch(id, note).await;
        self.computer_busy_end(id);
        result
    }

    async fn computer_stretch(&self, id: i64, mut note: Option<Msg>) -> Result<bool, Fail> {
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
                self.store.set_deadline(id, session.seq, None, &[]).await?;
                break;
            };
            let Some(me) = seats.iter().find(|s| s.seat == seat.0) else {
                break;
            };
            let caller = Caller::seated(&session, me);
            match self
                .commit_move(
                    &caller,
                    id,
                    Expect::Seq(session.seq),
                    Intent::Notation(&notation),
                    note.take(),
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
                    if session.kind.independent_seats() {
                        // Side by side there are no turns to wait for: one move per
                        // pause, so a computer's voyage unfolds at a reading pace.
                        break;
                    }
                }
                // A player's move got in first: look again.
                Err(Fail::Refuse(reason)) if reason == out_of_date() => continue,
                Err(Fail::Refuse(_)) => {
                    // Only a policy bug gets here; say so and leave the turn to the
                    // host's tools rather than retry forever. Neither the move nor the
                    // reason is logged: either may name a card in the computer's hand.
                    error!(
                        session = id,
                        seat = seat.0,
                        "the computer's move was refused"
                    );
                    self.store.set_deadline(id, session.seq, None, &[]).await?;
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

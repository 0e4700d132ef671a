//! Stand-ins: the computer plays an absent player's seat until they are back.
//!
//! It takes a seat when its player leaves a game in progress (`/game leave`), when
//! their deadlines run out `stand-in-after` times in a row (`absent=computer`: the
//! first time), or when the host hands it over (`/game replace computer:true`). It
//! plays through the same path as a computer's own seat (`computer.rs`), from what the
//! seat may see, and each of its moves is marked in the log. The board says whom it
//! plays for and carries an **I'm back** button; that button, `/back`, or any move of
//! the player's own gives the seat back, with a fresh clock on their decision.

use super::reply::{Button, ButtonStyle};
use super::*;

/// Why the computer stands in for a seat's player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Absence {
    /// Their deadlines ran out this many times in a row (`stand-in-after`).
    Missed(u32),
    /// They left the game in progress (`/game leave`).
    Left,
    /// The host (named) handed their seat to the computer (`/game replace
    /// computer:true`).
    Handed(String),
}

impl Absence {
    fn reason(&self) -> &'static str {
        match self {
            Absence::Missed(_) => "missed deadlines",
            Absence::Left => "left",
            Absence::Handed(_) => "handed by the host",
        }
    }

    /// What the table is told, in its language `lang`, `who` being the seat's player.
    fn note(&self, who: String) -> Msg {
        let said = match self {
            Absence::Missed(1) => msg!("sessions-stand-in-missed-once"),
            Absence::Missed(n) => msg!("sessions-stand-in-missed", count = *n),
            Absence::Left => msg!("sessions-stand-in-left"),
            Absence::Handed(host) => msg!("sessions-stand-in-handed", host = escape(host)),
        };
        said.with("player", who)
    }
}

/// The **I'm back** button for `seat`'s player.
pub(super) fn back_button(session: &SessionRow, seat: Seat, label: &str) -> Option<Button> {
    let custom_id = ComponentId {
        session: session.id,
        seq: None,
        seat: Some(seat.0),
        code: Code::Back,
    }
    .encode()?;
    Some(Button {
        label: clip(label, 80),
        custom_id,
        style: ButtonStyle::Primary,
        disabled: false,
    })
}

impl App {
    /// A deadline ran out on `seat` once too often: the computer takes the seat and
    /// plays its decision now. Returns whether it played.
    pub(super) async fn stand_in(&self, id: i64, seat: Seat, why: Absence) -> Result<bool, Fail> {
        self.store.set_stand_in(id, seat.0, true).await?;
        info!(
            session = id,
            seat = seat.0,
            reason = why.reason(),
            "the computer stands in for a player"
        );
        // Narration: each reader reads it in their language, the seat's name filled in.
        self.computer_turn(id, Some(why.note(seat.tag()))).await
    }

    /// `/game leave` in a game in progress, in a game with computer players: the
    /// computer plays the caller's seat until they are back.
    pub(super) async fn leave_to_computer(
        &self,
        caller: &Caller,
        session: &SessionRow,
    ) -> Result<Response, Fail> {
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse(msg!("sessions-leave-not-playing"));
        };
        if me.stand_in {
            return refuse(msg!("sessions-leave-already"));
        }
        self.hand_over(session, Seat(me.seat), Absence::Left).await
    }

    /// `/game replace old:@bob computer:true`: the host (or someone who may manage the
    /// channel) hands an absent player's seat to the computer until they are back.
    pub(super) async fn hand_to_computer(
        &self,
        caller: &Caller,
        old: u64,
    ) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if caller.user_id != session.host_id && !caller.manage_channel {
            return refuse(msg!("sessions-hand-not-allowed"));
        }
        if !session.kind.computer_players() {
            return refuse(msg!(
                "sessions-hand-no-computer",
                game = session.kind.name_in(caller.lang)
            ));
        }
        if session.status == Status::Lobby {
            return refuse(msg!("sessions-hand-lobby"));
        }
        let seats = self.store.seats(session.id).await?;
        let Some(seat) = seats.iter().find(|s| s.user_id == old) else {
            return refuse(msg!("sessions-replace-no-seat"));
        };
        if computer::is_computer(seat.user_id) {
            return refuse(msg!("sessions-hand-already-computer"));
        }
        if seat.stand_in {
            return refuse(msg!("sessions-hand-already", player = escape(&seat.name)));
        }
        self.hand_over(
            &session,
            Seat(seat.seat),
            Absence::Handed(caller.name.clone()),
        )
        .await
    }

    /// The computer takes `seat` from now: the table is told why, its deadlines are
    /// set again (a short pause if the game waits for the seat) and the live board
    /// shows the stand-in.
    async fn hand_over(
        &self,
        session: &SessionRow,
        seat: Seat,
        why: Absence,
    ) -> Result<Response, Fail> {
        let lock = self.table_lock(session.id);
        let _turn = lock.lock().await;
        let session = self.session(session.id).await?;
        if session.status != Status::Active {
            return refuse(msg!("sessions-hand-over"));
        }
        self.store.set_stand_in(session.id, seat.0, true).await?;
        info!(
            session = session.id,
            seat = seat.0,
            reason = why.reason(),
            "the computer stands in for a player"
        );
        self.reclock(&session, &[]).await?;
        let seats = self.store.seats(session.id).await?;
        if session.board_message_id.is_some() {
            self.redraw_board(&session).await?;
        }
        let note = say(session.lang, &why.note(seat.tag()));
        Ok(Response::one(Message::to_channel(text::with_names(
            &note, &seats,
        ))))
    }

    /// The caller is here: the computer no longer plays their seat in session `id`,
    /// and their run of missed deadlines ends. Returns whether the computer stood in
    /// for them. The caller's move (or the button) comes next and sets the clocks.
    /// Their seat also takes the language Discord says they speak now, for the direct
    /// messages the game sends them.
    pub(super) async fn back_from_stand_in(&self, id: i64, caller: &Caller) -> Result<bool, Fail> {
        let seats = self.store.seats(id).await?;
        let spoke_otherwise = seats
            .iter()
            .any(|s| s.user_id == caller.user_id && s.lang != caller.lang);
        if spoke_otherwise {
            self.store
                .set_seat_language(id, caller.user_id, caller.lang)
                .await?;
        }
        let Some(me) = seats
            .iter()
            .find(|s| s.user_id == caller.user_id && (s.stand_in || s.missed > 0))
        else {
            return Ok(false);
        };
        self.store.player_present(id, me.seat).await?;
        if me.stand_in {
            info!(
                session = id,
                seat = me.seat,
                "a player is back from a stand-in"
            );
        }
        Ok(me.stand_in)
    }

    /// The caller takes their seat back in session `id` (`/back`, the **I'm back**
    /// button): their decision, if the game waits for it, gets a fresh clock, and the
    /// live board no longer shows the stand-in. Returns whether the computer stood in
    /// for them.
    pub(super) async fn take_seat_back(&self, id: i64, caller: &Caller) -> Result<bool, Fail> {
        if !self.back_from_stand_in(id, caller).await? {
            return Ok(false);
        }
        self.seat_returned(id, caller).await?;
        Ok(true)
    }

    /// After [`App::back_from_stand_in`] with no move of theirs to follow (or one that
    /// was refused): the caller's decision gets a fresh clock in place of the
    /// computer's pause, and the live board no longer shows the stand-in.
    pub(super) async fn seat_returned(&self, id: i64, caller: &Caller) -> Result<(), Fail> {
        self.clock_returned(id, caller, true).await
    }

    /// [`App::seat_returned`]'s clocks, and its board edit when `redraw`.
    async fn clock_returned(&self, id: i64, caller: &Caller, redraw: bool) -> Result<(), Fail> {
        let lock = self.table_lock(id);
        let _turn = lock.lock().await;
        let session = self.session(id).await?;
        if session.status != Status::Active {
            return Ok(());
        }
        let seats = self.store.seats(id).await?;
        let mine: Vec<u8> = seats
            .iter()
            .filter(|s| s.user_id == caller.user_id)
            .map(|s| s.seat)
            .collect();
        self.reclock(&session, &mine).await?;
        if redraw && session.board_message_id.is_some() {
            self.redraw_board(&session).await?;
        }
        Ok(())
    }

    /// Every seat the computer plays for the caller, given back (`/back`, which then
    /// redraws every board of theirs). Returns how many games.
    pub(super) async fn take_seats_back(&self, caller: &Caller) -> Result<usize, Fail> {
        let mut taken = 0;
        for session in self.store.sessions_of(caller.user_id, 100).await? {
            if session.status == Status::Active
                && self.back_from_stand_in(session.id, caller).await?
            {
                self.clock_returned(session.id, caller, false).await?;
                taken += 1;
            }
        }
        Ok(taken)
    }

    /// The **I'm back** button on a board: only the seat's own player may press it.
    pub(super) async fn back_button(
        &self,
        caller: &Caller,
        id: &ComponentId,
    ) -> Result<Response, Fail> {
        let session = self.session_for_click(caller, id).await?;
        let seats = self.store.seats(session.id).await?;
        let Some(seat) = id.seat.and_then(|s| seats.iter().find(|r| r.seat == s)) else {
            return refuse(msg!("sessions-back-not-given"));
        };
        if seat.user_id != caller.user_id {
            return refuse(msg!("sessions-back-for-other", player = escape(&seat.name)));
        }
        if !self.take_seat_back(session.id, caller).await? {
            return refuse(msg!("sessions-back-not-stood-in"));
        }
        Ok(Response::one(Message::to_caller(say(
            caller.lang,
            &msg!("sessions-welcome-back"),
        ))))
    }

    /// Sets the deadlines of the session's current state again (after a seat changed
    /// hands): `fresh` seats' clocks start now, the others' go on; a computer's turn
    /// is woken.
    async fn reclock(&self, session: &SessionRow, fresh: &[u8]) -> Result<(), Fail> {
        let seats = self.store.seats(session.id).await?;
        let game = self.game_of(session).await?;
        let kept = self.store.wait_deadlines(session.id).await?;
        let deadlines = self.deadlines(session, &game, &seats, fresh, &kept).await?;
        self.keep_deadlines(session, &deadlines).await?;
        if self.computer_seat(&game, &seats).is_some() {
            self.wake_computer();
        }
        Ok(())
    }
}

//! Undo: a player takes back their own last action (`/undo`, or **↩ Undo** on the live
//! board), one at a time (a co-operative plan's moves, `plan=together`, all at once),
//! while it is still their part of the turn and the action drew no chance and showed
//! nobody anything new (the game says which: `Game::undoable`, and the engine checks
//! the generator did not move). The action leaves the log, and
//! the state is the log replayed without it: exactly the state before it.

use super::*;

impl App {
    pub(super) async fn undo(
        &self,
        caller: &Caller,
        from: Option<(&ComponentId, OnMessage)>,
    ) -> Result<Response, Fail> {
        let session = match from {
            Some((id, _)) => self.session_for_click(caller, id).await?,
            None => match self.store.open_session_in(caller.channel_id).await? {
                Some(s) => s,
                None => return refuse(no_game_here()),
            },
        };
        match session.status {
            Status::Active => {}
            Status::Lobby => {
                return refuse("The game hasn't started yet: there's nothing to take back.")
            }
            _ => return refuse("That game is over: its moves stand."),
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse(
                "You're not playing in this game, so there's nothing of yours to take back.",
            );
        };
        if let Some((id, _)) = from {
            if id.seat.is_some_and(|s| s != me.seat) {
                let owner = escape(&text::seat_name(&seats, Seat(id.seat.unwrap_or(0))));
                return refuse(format!(
                    "That **Undo** is **{owner}**'s: only a move's own player can take it back."
                ));
            }
            if id.seq != Some(session.seq) {
                return refuse(out_of_date());
            }
        }
        let Some(last) = self.store.last_action(session.id).await? else {
            return refuse("Nothing has been played yet.");
        };
        if last.seat != me.seat {
            return refuse(format!(
                "The last move was **{}**'s: you can only take back your own moves, in your own turn.",
                escape(&text::seat_name(&seats, Seat(last.seat)))
            ));
        }
        if !last.undoable {
            return refuse(format!(
                "Your last move (`{}`) can't be taken back: it drew a card or a die, showed something new, or handed the game on. It stands.",
                last.notation.replace('`', "'")
            ));
        }
        let current = self.game_of(&session).await?;
        let log = self.store.log(session.id).await?;
        // A co-operative plan of several moves is taken back whole, when each of its
        // moves could be.
        let kept = match last.plan_from {
            Some(from)
                if log
                    .iter()
                    .filter(|r| r.seq >= from)
                    .all(|r| r.seat == me.seat && r.undoable) =>
            {
                log.iter().take_while(|r| r.seq < from).count()
            }
            _ => log.len() - 1,
        };
        let (log, taken) = log.split_at(kept);
        let before = history::replay_to(&session, current.players(), log)?;
        let waits = self.fresh_waits(&session, &seats, &before).await?;
        let seq = match self
            .store
            .rollback_to(
                session.id,
                session.seq,
                log.last().map_or(0, |r| r.seq),
                &before.snapshot(),
                waits.1.stored(),
            )
            .await?
        {
            Write::Done(seq) => seq,
            _ => return refuse(out_of_date()),
        };
        self.note_undone(session.channel_id, session.id, seq);
        info!(session = session.id, seq, "an action was taken back");
        self.reset_waits(session.id, &waits).await?;
        // The table reads only what it was told of the move; its notation (which may
        // name a private choice) goes to its player alone.
        let said: Vec<String> = taken
            .iter()
            .flat_map(|r| r.narration.iter())
            .map(|s| text::told(session.lang, s, &seats))
            .collect();
        let told = said.join(" ");
        let taken_back = if told.is_empty() {
            "their last move.".to_string()
        } else {
            told.clone()
        };
        let to_mover = if told.is_empty() {
            let notations: Vec<&str> = taken.iter().map(|r| r.notation.as_str()).collect();
            format!("`{}`.", notations.join(" → ").replace('`', "'"))
        } else {
            told
        };
        // The live board shows the game as it was, saying what was taken back.
        let lock = self.table_lock(session.id);
        let _turn = lock.lock().await;
        let session = self.session(session.id).await?;
        let lines = self.narration_lines(&session, session.board_seq).await?;
        let mut board = self
            .board_message(
                &session,
                &seats,
                &before,
                &lines,
                Ping::Silently,
                Some(Seat(me.seat)),
                Picture::Draw,
            )
            .await;
        board.content.note(&clip(
            &format!("↩ {} took back: {taken_back}", escape(&me.name)),
            300,
        ));
        let clicked_live = from.is_some_and(|(_, m)| Some(m.id) == session.board_message_id);
        // Taking a move back hands no decision to anyone new (an undoable move leaves
        // every seat it waited for still waited on: `engine/tests/undo.rs`), so it is
        // an edit of the live board, never a hand-off to ping.
        if clicked_live {
            self.store.set_board_shown(session.id, seq).await?;
            return Ok(Response {
                shows: Some((session.id, seq)),
                clicked: Clicked::Replace(Box::new(board)),
                messages: Vec::new(),
            });
        }
        self.edit_board(&session, &seats, &before, board).await?;
        Ok(Response::one(Message::to_caller(clip(
            &format!("↩ Taken back: {to_mover} The board shows the game as it was before."),
            1900,
        ))))
    }
}

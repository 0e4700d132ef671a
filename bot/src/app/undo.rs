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
            Status::Lobby => return refuse(msg!("turns-undo-not-started")),
            _ => return refuse(msg!("turns-undo-game-over")),
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse(msg!("turns-undo-not-playing"));
        };
        if let Some((id, _)) = from {
            if id.seat.is_some_and(|s| s != me.seat) {
                let owner = escape(&text::seat_name(&seats, Seat(id.seat.unwrap_or(0))));
                return refuse(msg!("turns-undo-not-yours", owner = owner));
            }
            if id.seq != Some(session.seq) {
                return refuse(out_of_date());
            }
        }
        let Some(last) = self.store.last_action(session.id).await? else {
            return refuse(msg!("turns-undo-nothing-played"));
        };
        if last.seat != me.seat {
            return refuse(msg!(
                "turns-undo-someone-elses",
                player = escape(&text::seat_name(&seats, Seat(last.seat)))
            ));
        }
        if !last.undoable {
            return refuse(msg!(
                "turns-undo-stands",
                action = last.notation.replace('`', "'")
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
        let told_in = |lang: Lang| -> String {
            let said: Vec<String> = taken
                .iter()
                .flat_map(|r| r.narration.iter())
                .map(|s| text::told(lang, s, &seats))
                .collect();
            said.join(" ")
        };
        let told = told_in(session.lang);
        let taken_back = if told.is_empty() {
            msg!("turns-undo-their-last-move", player = escape(&me.name))
        } else {
            msg!(
                "turns-undo-took-back",
                player = escape(&me.name),
                told = told
            )
        };
        let told = told_in(caller.lang);
        let to_mover = if told.is_empty() {
            let notations: Vec<&str> = taken.iter().map(|r| r.notation.as_str()).collect();
            msg!(
                "turns-undo-taken-back-actions",
                actions = notations.join(" → ").replace('`', "'")
            )
        } else {
            msg!("turns-undo-taken-back", told = told)
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
        board
            .content
            .note(&clip(&say(session.lang, &taken_back), 300));
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
            &say(caller.lang, &to_mover),
            1900,
        ))))
    }
}

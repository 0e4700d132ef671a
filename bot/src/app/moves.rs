//! Playing: a move applied and committed, then shown (the live board, the mover's
//! private view), and `/hand`.

use super::timing::{self, Phase};
use super::*;

/// Applies `intent` to `game` as `actor`; out of turn, the refusal says whom the game
/// waits for. A refusal is said in `lang` (the caller's), names filled in.
pub(super) fn apply_intent(
    game: &mut Match,
    actor: Actor,
    intent: Intent<'_>,
    seats: &[SeatRow],
    lang: Lang,
) -> Result<windward_engine::Applied, Fail> {
    let tried = match intent {
        Intent::Notation(notation) => game.apply_notation(actor, notation),
        Intent::Event(event) => game.apply_event(actor, event),
    };
    match tried {
        Ok(applied) => Ok(applied),
        Err(ActionError::NotYourTurn) => {
            let waiting: Vec<String> = game
                .to_act()
                .iter()
                .map(|s| format!("**{}**", escape(&text::seat_name(seats, *s))))
                .collect();
            refuse(msg!(
                "refused-waiting-for",
                players = text::and_list_in(lang, &waiting)
            ))
        }
        Err(e) => refuse(text::with_names(&say(lang, &e.msg()), seats)),
    }
}

/// A move's events as its public narration, and what it told other seats than the
/// `actor`'s privately (seat, line).
pub(super) fn narration_and_news(
    events: &[windward_engine::Event],
    actor: Seat,
) -> (Vec<Said>, Vec<(u8, Said)>) {
    let narration: Vec<Said> = events
        .iter()
        .filter(|e| e.visible_to(windward_engine::Viewer::Public))
        .map(Said::of)
        .collect();
    // What the move told other seats privately waits for them in their view.
    let news: Vec<(u8, Said)> = events
        .iter()
        .filter_map(|e| match e.audience {
            windward_engine::Audience::Only(seat) if seat != actor => Some((seat.0, Said::of(e))),
            _ => None,
        })
        .collect();
    (narration, news)
}

impl App {
    pub(super) async fn hand(
        &self,
        caller: &Caller,
        from: Option<&ComponentId>,
    ) -> Result<Response, Fail> {
        let session = match from {
            Some(id) => self.session_for_click(caller, id).await?,
            None => match self.store.open_session_in(caller.channel_id).await? {
                Some(s) => s,
                None => return refuse(msg!("turns-hand-no-game")),
            },
        };
        if session.status == Status::Lobby {
            return refuse(msg!("turns-hand-not-started"));
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse(msg!("turns-hand-not-playing"));
        };
        let game = self.game_of(&session).await?;
        let news: Vec<String> = self
            .store
            .take_news(session.id, me.seat, session.seq)
            .await?
            .iter()
            .map(|n| text::told(caller.lang, n, &seats))
            .collect();
        let picture = self.private_picture(session.id, Seat(me.seat), &game, &seats);
        let mut view = self
            .board
            .private_message(
                &session,
                &seats,
                &game,
                Seat(me.seat),
                &news,
                picture,
                caller.lang,
            )
            .await;
        if session.kind.has_private_view() {
            if let Some(button) = self
                .private_web_button(&session, me.seat, caller.lang)
                .await
            {
                web::add_button(&mut view, button);
            }
        }
        if me.stand_in && session.status == Status::Active {
            view.content
                .note(&say(caller.lang, &msg!("turns-hand-stand-in")));
            if let Some(button) = stand_ins::back_button(
                &session,
                Seat(me.seat),
                &say(caller.lang, &msg!("button-back")),
            ) {
                web::add_button(&mut view, button);
            }
        }
        Ok(Response::one(view))
    }

    /// A typed move (`/play`) or a `/turn` command (a table event the game may or may
    /// not have), in this channel's game.
    pub(super) async fn play_typed(
        &self,
        caller: &Caller,
        intent: Intent<'_>,
        arrived: Option<(i64, u64)>,
    ) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        self.play(
            caller,
            session.id,
            Expect::Arrived(arrived),
            intent,
            None,
            None,
        )
        .await
    }

    /// `/turn skip`: the game's own skip where it has one (the free table, Zefiria);
    /// elsewhere the host plays the game's default answer for the player it waits for
    /// (what their deadline would play), so an absent player never stalls the table.
    /// Where several seats decide on their own: the default answer of the one who has
    /// kept the table waiting longest.
    async fn longest_waiting_answer(
        &self,
        session: i64,
        game: &Match,
    ) -> Result<Option<(Seat, String)>, Fail> {
        let mut best: Option<(i64, Seat, String)> = None;
        for seat in game.to_act() {
            let (Some(wait), Some(notation)) = (
                self.store.wait(session, seat.0).await?,
                game.default_answer_for(seat),
            ) else {
                continue;
            };
            if best
                .as_ref()
                .is_none_or(|(since, ..)| wait.since_at < *since)
            {
                best = Some((wait.since_at, seat, notation));
            }
        }
        Ok(best.map(|(_, seat, notation)| (seat, notation)))
    }

    pub(super) async fn skip(
        &self,
        caller: &Caller,
        arrived: Option<(i64, u64)>,
        target: Option<u8>,
    ) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if session.status != Status::Active {
            return self
                .play_typed(caller, Intent::Event(TableEvent::Skip), arrived)
                .await;
        }
        let game = self.game_of(&session).await?;
        if game.has_event(TableEvent::Skip) {
            return self
                .play_typed(caller, Intent::Event(TableEvent::Skip), arrived)
                .await;
        }
        let seats = self.store.seats(session.id).await?;
        if caller.user_id != session.host_id {
            let host = text::host_name(caller.lang, &seats, session.host_id);
            return refuse(msg!("turns-skip-only-host", host = host));
        }
        let answer = match target {
            Some(seat) => game
                .default_answer_for(Seat(seat))
                .map(|notation| (Seat(seat), notation)),
            None => match game.default_answer() {
                Some(answer) => Some(answer),
                None => self.longest_waiting_answer(session.id, &game).await?,
            },
        };
        let Some((seat, notation)) = answer else {
            return refuse(msg!(
                "turns-skip-nothing",
                game = session.kind.name_in(caller.lang)
            ));
        };
        let Some(row) = seats.iter().find(|s| s.seat == seat.0) else {
            return Err(Fail::Corrupt(format!(
                "session {}: the default answer is for an empty seat",
                session.id
            )));
        };
        if computer::is_computer(row.user_id) {
            return refuse(msg!("turns-skip-computer-answers"));
        }
        let absent = Caller::seated(&session, row);
        // The note names no move: a default answer may involve what the player holds.
        let note = msg!(
            "turns-skip-note",
            host = escape(&caller.name),
            player = seat.tag()
        );
        let expect = match arrived {
            Some((id, seq)) if id == session.id => Expect::Seq(seq),
            _ => Expect::Seq(session.seq),
        };
        match self
            .play_for(
                &absent,
                session.id,
                expect,
                Intent::Notation(&notation),
                Some(note),
                None,
            )
            .await
        {
            Err(Fail::Refuse(reason)) if reason == out_of_date() => return refuse(moved_on()),
            other => other?,
        };
        Ok(Response::one(Message::to_caller(say(
            caller.lang,
            &msg!("turns-skip-done", player = escape(&row.name)),
        ))))
    }

    /// Applies one action, then shows it: the live board edited or a new one posted
    /// (see [`live::plan`]), and the mover's private view when it changed.
    ///
    /// The move is computed on the state just read and committed with a compare-and-set
    /// on the session's seq. Losing that race to another move is harmless when the
    /// caller's intent still holds on the new state (a typed command, or a button whose
    /// token still matches), so the move is retried a few times before giving up.
    pub(super) async fn play(
        &self,
        caller: &Caller,
        session_id: i64,
        expect: Expect,
        intent: Intent<'_>,
        note: Option<Msg>,
        from: Option<OnMessage>,
    ) -> Result<Response, Fail> {
        let returned = self.back_from_stand_in(session_id, caller).await?;
        let (played, proposed) = match self.propose(caller, session_id, &expect, &intent).await {
            Ok(plans::Proposed::PlayNow) => (
                self.play_for(caller, session_id, expect, intent, note, from)
                    .await,
                false,
            ),
            Ok(plans::Proposed::Waiting(answer)) => (Ok(answer), true),
            Err(e) => (Err(e), false),
        };
        if returned && (proposed || played.is_err()) {
            // Back, but the move was refused or only proposed: the clocks still wait
            // for the computer.
            self.seat_returned(session_id, caller).await?;
        }
        played
    }

    /// [`App::play`] for a seat's player who is not here (a deadline's default answer,
    /// the host's skip): the computer's stand-in and their run of missed deadlines
    /// stay as they are.
    pub(super) async fn play_for(
        &self,
        caller: &Caller,
        session_id: i64,
        expect: Expect,
        intent: Intent<'_>,
        note: Option<Msg>,
        from: Option<OnMessage>,
    ) -> Result<Response, Fail> {
        let moved = self
            .commit_move(caller, session_id, expect, intent, note, from)
            .await?;
        let _show = timing::phase(Phase::Show);
        self.show_move(moved).await
    }

    /// Applies one action and commits it, without showing it: what [`App::play`]
    /// shows, and what the computer plays a stretch of before showing them at once.
    pub(super) async fn commit_move(
        &self,
        caller: &Caller,
        session_id: i64,
        expect: Expect,
        intent: Intent<'_>,
        note: Option<Msg>,
        from: Option<OnMessage>,
    ) -> Result<Moved, Fail> {
        // Whether the caller was deciding for themselves when the command was read: a
        // retry after losing a race keeps that intent, so a host's `/turn next` never
        // ends the next player's turn too.
        let mut was_waiting = None;
        for _ in 0..4 {
            let (session, seats, me) = self.load_for_move(caller, session_id).await?;
            // A click acts as its seat's player only: the bot draws no host power on a
            // move button (the host's own controls have ids of their own), so a forged
            // id cannot borrow one.
            let clicked = matches!(expect, Expect::Token(_));
            let actor = Actor {
                seat: Seat(me.seat),
                host: caller.user_id == session.host_id && !clicked,
            };
            let decode = timing::phase(Phase::Decode);
            let before = self.game_of(&session).await?;
            decode.done();
            let current = match expect {
                Expect::Arrived(_) | Expect::Agreed => true,
                Expect::Token(token) => before.button_token(actor.seat) == token,
                Expect::Seq(seq) => session.seq == seq,
            };
            if !current {
                return refuse(out_of_date());
            }
            let waiting_now = before.to_act().contains(&actor.seat);
            let for_someone_else = !waiting_now
                && matches!(expect, Expect::Arrived(Some((id, seen))) if id == session.id && seen != session.seq);
            let changed_hands = was_waiting.is_some_and(|was| !(was && waiting_now));
            if for_someone_else || changed_hands {
                return refuse(moved_on());
            }
            was_waiting.get_or_insert(waiting_now);
            let apply = timing::phase(Phase::Apply);
            let mut game = before.clone();
            let applied = apply_intent(&mut game, actor, intent, &seats, caller.lang)?;
            apply.done();
            let outcome = game.outcome();
            let action_json = applied.action.to_string();
            let encode = timing::phase(Phase::Snapshot);
            let snapshot = game.snapshot();
            encode.done();
            let prepare = timing::phase(Phase::Prepare);
            let (wait_start, wait_end, deadlines) = self
                .move_waits(&session, &seats, &before, &game, actor.seat)
                .await?;
            let owed_ping = self.owed_ping(
                &before,
                &game,
                &seats,
                events_narrate(&applied.events, &note),
                matches!(expect, Expect::Agreed).then_some(actor.seat),
            );
            let mut events = applied.events;
            if let Some(note) = &note {
                events.insert(0, windward_engine::Event::public(note.clone()));
            }
            let (narration, news) = narration_and_news(&events, actor.seat);
            // The pictures this move will show are drawn while the commit runs.
            self.board.draw_ahead(
                &game,
                &seats,
                (before.view(windward_engine::Viewer::Public)
                    != game.view(windward_engine::Viewer::Public))
                .then_some(session.lang),
                answer_draws_view(&before, &game, actor.seat, from)
                    .then(|| (actor.seat, text::seat_lang(&seats, actor.seat))),
            );
            prepare.done();
            let commit = timing::phase(Phase::Commit);
            let committed = self
                .store
                .commit_action(
                    session.id,
                    session.seq,
                    NewAction {
                        stand_in: me.stand_in,
                        seat: actor.seat.0,
                        user_id: caller.user_id,
                        host: actor.host,
                        action: &action_json,
                        notation: &applied.notation,
                        snapshot: &snapshot,
                        finished: outcome.is_some(),
                        deadline: deadlines.stored(),
                        narration: &narration,
                        news: &news,
                        undoable: applied.undoable,
                        owes_board: owed_ping.as_deref().map(|ping| OwesBoard {
                            seats: Some(ping),
                            due_at: self.clock.now_ms() + outbox::OWN_DELIVERY_MS,
                        }),
                        waits: WaitChange {
                            start: &wait_start,
                            end: &wait_end,
                            deadlines: &deadlines.waits,
                        },
                    },
                )
                .await?;
            commit.done();
            let seq = match committed {
                Write::Done(seq) => seq,
                _ => continue,
            };
            self.record_commit(&session, seq, caller, &me, outcome.is_some())
                .await;
            let private: Vec<String> = events
                .iter()
                .filter(|e| {
                    !e.visible_to(windward_engine::Viewer::Public)
                        && e.visible_to(windward_engine::Viewer::Seat(actor.seat))
                })
                .map(|e| text::with_names(&breakdown::told_event(me.lang, e), &seats))
                .collect();
            self.spend_away(session.id, &deadlines).await;
            if deadlines.first.is_some() && self.computer_seat(&game, &seats).is_some() {
                self.wake_computer();
            }
            return Ok(Moved {
                session_id: session.id,
                seq,
                seats,
                before,
                game,
                actor: actor.seat,
                narrated: !narration.is_empty(),
                private,
                notation: applied.notation,
                from,
            });
        }
        refuse(out_of_date())
    }

    /// Reads the session and its seats for a move by `caller`, with the caller's own
    /// seat: refused unless the game is on and the caller sits in it.
    async fn load_for_move(
        &self,
        caller: &Caller,
        session_id: i64,
    ) -> Result<(SessionRow, Vec<SeatRow>, SeatRow), Fail> {
        let load = timing::phase(Phase::Load);
        let session = self.session(session_id).await?;
        match session.status {
            Status::Lobby => return refuse(msg!("turns-move-not-started")),
            Status::Finished | Status::Aborted => return refuse(msg!("turns-move-game-over")),
            Status::Active => {}
        }
        let seats = self.store.seats(session.id).await?;
        load.done();
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id).cloned() else {
            return refuse(msg!("turns-move-not-playing"));
        };
        Ok((session, seats, me))
    }

    /// The waits a move from `before` to `game` by `actor` starts and ends, and the
    /// deadlines of the state it leads to.
    async fn move_waits(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        before: &Match,
        game: &Match,
        actor: Seat,
    ) -> Result<(Vec<(u8, Option<i64>)>, Vec<u8>, Deadlines), Fail> {
        let (wait_start, wait_end) = self
            .wait_change(session, seats, Some(before), game, Some(actor))
            .await?;
        // The waits' own clocks matter only to a game with deadlines (most have
        // none unless asked): spare every other move the read.
        let kept = if game.timeouts().is_empty() && before.timeouts().is_empty() {
            Vec::new()
        } else {
            self.store.wait_deadlines(session.id).await?
        };
        let fresh: Vec<u8> = wait_start.iter().map(|(seat, _)| *seat).collect();
        let deadlines = self.deadlines(session, game, seats, &fresh, &kept).await?;
        Ok((wait_start, wait_end, deadlines))
    }

    /// The bookkeeping after a committed move: the channel's newest commit, the
    /// results of a game it `finished`, and the mover's display name.
    async fn record_commit(
        &self,
        session: &SessionRow,
        seq: u64,
        caller: &Caller,
        me: &SeatRow,
        finished: bool,
    ) {
        self.note_committed(session.channel_id, session.id, seq);
        if finished {
            self.sync_results().await;
        }
        if me.name != caller.name {
            if let Err(e) = self
                .store
                .rename(session.id, caller.user_id, &caller.name)
                .await
            {
                warn!(error = %e, "could not update a display name");
            }
        }
    }

    /// Shows a committed move: the one place that turns [`live::plan`] into posts,
    /// edits and the mover's answer.
    pub(super) async fn show_move(&self, moved: Moved) -> Result<Response, Fail> {
        let Moved {
            session_id,
            seq,
            seats,
            before,
            game,
            actor,
            narrated,
            private,
            notation,
            from,
        } = moved;
        let lock = self.table_lock(session_id);
        let _turn = lock.lock().await;
        // Read again under the lock: the live board may have moved since the commit.
        let session = self.session(session_id).await?;
        if session.seq > seq {
            // A newer move was committed meanwhile and will show the board; only the
            // mover's own answer is left to give.
            return self
                .mover_answer(
                    &session, &seats, &before, &game, actor, private, &notation, from, None,
                )
                .await;
        }
        let clicked_board = from.is_some_and(|m| !m.ephemeral);
        let clicked_live = from.is_some_and(|m| Some(m.id) == session.board_message_id);
        // A new board is posted exactly when one is owed: the commit wrote its row.
        let owes = !self.store.owed_boards(session_id).await?.is_empty();
        let mut plan = if owes {
            Public::NewBoard { ping: Vec::new() }
        } else {
            match live::plan(&before, &game, narrated) {
                // Owed no more: the sender delivered it meanwhile, or the turn went to a
                // computer, which answers in a moment with a board of its own.
                Public::NewBoard { .. } => Public::Edit,
                plan => plan,
            }
        };
        if plan == Public::Quiet && session.board_shown_seq + 1 < seq {
            // The board skipped an edit for this state's predecessors: bring it up to date.
            plan = Public::Edit;
        }
        if plan == Public::Edit && session.board_shown_seq >= seq {
            plan = Public::Quiet;
        }
        // The public board and the mover's own answer (their private view, drawn
        // anew) are independent: draw them side by side, a core each.
        let public = async {
            let mut board_update = None;
            let mut shows = None;
            match plan {
                Public::NewBoard { .. } => {
                    // The clicked board (live or not) is answered by the click itself:
                    // no REST request retires it as well.
                    let skip_retire = from.filter(|m| !m.ephemeral).map(|m| m.id);
                    let delivery = self
                        .deliver_owed(&session, &seats, &game, Some(actor), skip_retire)
                        .await?;
                    if clicked_board {
                        // The clicked board is retired, unless the post came back as
                        // that very message (a re-sent board's nonce answered with its
                        // first try, which this click was made on): it was brought up to
                        // date as the live board and keeps its buttons.
                        let now_live = match delivery {
                            outbox::Delivery::Delivered => {
                                self.session(session_id).await?.board_message_id
                            }
                            _ => None,
                        };
                        if now_live.is_none() || now_live != from.map(|m| m.id) {
                            board_update = Some(Clicked::Retire);
                        }
                    }
                    if game.outcome().is_some() {
                        self.forget_table(session.id);
                    }
                }
                Public::Edit => {
                    let lines = self.narration_lines(&session, session.board_seq).await?;
                    // The board shows `before` (it is not behind): keep its picture
                    // when nothing it shows changed, or the new one is byte for byte
                    // the same.
                    let shows_before = session.board_shown_seq + 1 >= seq;
                    let picture = if shows_before
                        && (before.view(windward_engine::Viewer::Public)
                            == game.view(windward_engine::Viewer::Public)
                            || self
                                .board
                                .draws_the_same(&before, &game, &seats, session.lang)
                                .await)
                    {
                        Picture::Keep
                    } else {
                        Picture::Draw
                    };
                    let board = self
                        .board_message(
                            &session,
                            &seats,
                            &game,
                            &lines,
                            Ping::Silently,
                            Some(actor),
                            picture,
                        )
                        .await;
                    if clicked_live {
                        // The click is answered by updating the board it was made on.
                        self.store.set_board_shown(session.id, seq).await?;
                        board_update = Some(Clicked::Replace(Box::new(board)));
                        shows = Some((session.id, seq));
                    } else {
                        self.edit_board(&session, &seats, &game, board).await?;
                        if clicked_board {
                            // An old board's button still worked (its move still fitted):
                            // it is not the live board, so it keeps no buttons.
                            board_update = Some(Clicked::Retire);
                        }
                    }
                }
                Public::Quiet => {
                    // Nothing public changed: the board shows this state as it is.
                    if session.board_shown_seq + 1 >= seq && session.board_shown_seq < seq {
                        self.store.set_board_shown(session.id, seq).await?;
                    }
                    if clicked_board && !clicked_live {
                        board_update = Some(Clicked::Retire);
                    }
                }
            }
            Ok::<_, Fail>((board_update, shows))
        };
        let (public, answer) = tokio::join!(
            public,
            self.mover_answer(
                &session, &seats, &before, &game, actor, private, &notation, from, None,
            )
        );
        let (board_update, shows) = public?;
        let mut answer = answer?;
        if !from.is_some_and(|m| m.ephemeral) {
            // (A click in a private view is answered by updating that view.)
            answer.clicked = board_update.unwrap_or_default();
        }
        answer.shows = shows;
        Ok(answer)
    }

    /// Whom a move's new board must ping, if it owes one: the seats [`live::plan`]
    /// names, less those a computer plays (its own seats, and stand-ins for absent
    /// players); none left, no board (a computer answers with a board of its own).
    /// The seats a move's new board pings, if it owes one; `proposer` is the seat
    /// whose agreed proposal it is (`plan=together`): they waited on the table, so if
    /// the game now waits on them, they are waited on afresh.
    fn owed_ping(
        &self,
        before: &Match,
        after: &Match,
        seats: &[SeatRow],
        narrated: bool,
        proposer: Option<Seat>,
    ) -> Option<Vec<u8>> {
        let owed = match live::plan(before, after, narrated) {
            Public::NewBoard { ping } if after.outcome().is_some() => Some(ping),
            Public::NewBoard { ping } => {
                Some(computer::humans(ping, seats)).filter(|p| !p.is_empty())
            }
            _ => None,
        };
        let proposer = proposer.filter(|s| after.outcome().is_none() && after.to_act().contains(s));
        let owed = match (owed, proposer) {
            (owed, None) => owed,
            (Some(mut ping), Some(seat)) => {
                if !ping.contains(&seat) {
                    ping.push(seat);
                }
                Some(ping)
            }
            (None, Some(seat)) => Some(vec![seat]),
        };
        owed.map(|ping| ping.iter().map(|s| s.0).collect())
    }

    /// What the mover is told: their private view (updated in place when they moved
    /// from it), their private news, or a short acknowledgement of a typed move.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn mover_answer(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        before: &Match,
        game: &Match,
        actor: Seat,
        private: Vec<String>,
        notation: &str,
        from: Option<OnMessage>,
        board_update: Option<Clicked>,
    ) -> Result<Response, Fail> {
        let mut response = Response {
            shows: None,
            clicked: board_update.unwrap_or_default(),
            messages: Vec::new(),
        };
        let from_private_view = from.is_some_and(|m| m.ephemeral);
        let view_picture = if from_private_view {
            // Update the view the click came from; draw it again only if it changed.
            Some(if live::private_changed(before, game, actor) {
                // Drawn in the view it updates; remembered as what its owner has seen.
                let _ = self.private_picture(session.id, actor, game, seats);
                Picture::Draw
            } else {
                Picture::Keep
            })
        } else if private_choices_left(game, actor) {
            Some(self.private_picture(session.id, actor, game, seats))
        } else {
            None
        };
        if let Some(picture) = view_picture {
            let lang = text::seat_lang(seats, actor);
            let view = self
                .board
                .private_message(session, seats, game, actor, &private, picture, lang)
                .await;
            if from_private_view {
                response.clicked = Clicked::Replace(Box::new(view));
            } else {
                response.messages.push(view);
            }
        } else if !private.is_empty() {
            response
                .messages
                .push(Message::to_caller(clip(&private.join("\n"), 1900)));
        } else if from.is_none() {
            response.messages.push(Message::to_caller(say(
                text::seat_lang(seats, actor),
                &msg!("turns-move-done", action = notation.replace('`', "")),
            )));
        }
        Ok(response)
    }

    /// The narration of the actions after `after`, newest last, cut to a board's size.
    pub(super) async fn narration_lines(
        &self,
        session: &SessionRow,
        after: u64,
    ) -> Result<Vec<String>, Fail> {
        let moves: Vec<Vec<String>> = self
            .store
            .narration_after(session.id, after)
            .await?
            .into_iter()
            .map(|n| {
                n.lines
                    .iter()
                    .map(|said| breakdown::told(session.lang, said))
                    .collect::<Vec<_>>()
            })
            .filter(|lines| !lines.is_empty())
            .collect();
        Ok(live::last_lines(&moves, session.lang))
    }

    /// Posts a new live board (it may ping), records it, and retires the old one's
    /// buttons unless `clicked` (the old board whose click is answered by retiring
    /// it) is the old one. Returns whether it was posted.
    ///
    /// When Discord refuses the post, the old board stays the live one, buttons and
    /// all, marked behind its game so the stale-board pass edits it up to date: a
    /// table never loses its working board to a refused post.
    pub(super) async fn post_board(
        &self,
        session: &SessionRow,
        board: Message,
        narrates_after: u64,
        clicked: Option<u64>,
    ) -> Result<bool, Fail> {
        let posted = match self.surface.post(session.channel_id, &board, None).await {
            Ok(id) => Some(id),
            Err(e) => {
                error!(error = %e, session = session.id, "could not post the board");
                if session.board_message_id.is_some() {
                    self.store.board_not_shown(session.id, session.seq).await?;
                    return Ok(false);
                }
                // No board to keep (it was deleted): the next move or `/game status`
                // posts one.
                None
            }
        };
        // Read the seq again: a board posted at the start or by `/game status` shows
        // the state as it is now.
        self.store
            .set_board(session.id, posted, narrates_after, session.seq)
            .await?;
        if let Some(old) = session.board_message_id {
            if Some(old) != clicked {
                if let Err(e) = self.surface.retire(session.channel_id, old).await {
                    warn!(error = %e, session = session.id, "could not retire the old board");
                }
            }
        }
        Ok(posted.is_some())
    }

    /// Edits the live board in place; posts it anew (without pinging) when there is
    /// none or it cannot be edited any more (deleted, say).
    pub(super) async fn edit_board(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        mut board: Message,
    ) -> Result<(), Fail> {
        let Some(id) = session.board_message_id else {
            return self.repost(session, seats, game, board).await;
        };
        match self.surface.edit(session.channel_id, id, &board).await {
            Ok(()) => {
                self.store.set_board_shown(session.id, session.seq).await?;
                Ok(())
            }
            Err(SurfaceError::Gone(reason)) => {
                info!(session = session.id, %reason, "the live board is gone; posting it anew");
                board.pings.clear();
                self.repost(session, seats, game, board).await
            }
            Err(e) => {
                warn!(error = %e, session = session.id, "could not edit the board");
                Ok(())
            }
        }
    }

    pub(super) async fn repost(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        mut board: Message,
    ) -> Result<(), Fail> {
        if board.kept_image.take().is_some() {
            // A new message has no picture to keep: draw it.
            board.image = self.board.public_image(game, seats, session.lang).await;
        }
        let session = SessionRow {
            board_message_id: None,
            ..session.clone()
        };
        self.post_board(&session, board, session.board_seq, None)
            .await?;
        Ok(())
    }

    /// Drops a finished session's lock.
    pub(super) fn forget_table(&self, session: i64) {
        self.tables
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&session);
    }
}

/// How long a private picture counts as still in front of its owner: an ephemeral
/// message stays in their Discord until they dismiss it or reload, which a player
/// taking a turn rarely does within minutes.
pub(super) const PRIVATE_FRESH_MS: i64 = 10 * 60_000;

impl App {
    /// Whether `seat`'s private view, about to be sent as a new private message, needs
    /// its picture: not when this very view (same pixels: the view and the names) went
    /// to its owner less than [`PRIVATE_FRESH_MS`] ago. Records what is sent.
    pub(super) fn private_picture(
        &self,
        session: i64,
        seat: Seat,
        game: &Match,
        seats: &[SeatRow],
    ) -> Picture {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        serde_json::to_string(&game.view(windward_engine::Viewer::Seat(seat)))
            .unwrap_or_default()
            .hash(&mut hasher);
        board::names_by_seat(seats).hash(&mut hasher);
        let shows = hasher.finish();
        let now = self.clock.now_ms();
        let mut shown = self
            .private_shown
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match shown.get(&(session, seat.0)) {
            Some((last, at)) if *last == shows && now - at < PRIVATE_FRESH_MS => Picture::Shown,
            _ => {
                shown.insert((session, seat.0), (shows, now));
                Picture::Draw
            }
        }
    }
}

/// Whether a player still holds private choices (more cards to play, a discard to
/// pick): their answer is then their private view again, so they need not reopen it
/// per move.
fn private_choices_left(game: &Match, seat: Seat) -> bool {
    game.outcome().is_none()
        && game.to_act().contains(&seat)
        && game
            .choices(Actor::player(seat))
            .iter()
            .any(|c| c.placement == windward_engine::Placement::Private)
}

/// Whether the mover's answer ([`App::mover_answer`]) draws their private view: only
/// then is it drawn ahead, or the drawing would be wasted work taken from the next
/// move (in a 4-player Zeppelin Attack! game, one picture in six was).
fn answer_draws_view(before: &Match, game: &Match, seat: Seat, from: Option<OnMessage>) -> bool {
    if from.is_some_and(|m| m.ephemeral) {
        live::private_changed(before, game, seat)
    } else {
        private_choices_left(game, seat)
    }
}

/// Whether a move's events (and its note) tell the public anything.
fn events_narrate(events: &[windward_engine::Event], note: &Option<Msg>) -> bool {
    note.is_some()
        || events
            .iter()
            .any(|e| e.visible_to(windward_engine::Viewer::Public))
}

#[cfg(test)]
mod tests {
    use windward_engine::rng::GameRng;
    use windward_engine::{Actor, GameKind, Match};

    use super::{answer_draws_view, live, private_choices_left, OnMessage};

    /// The mover's private view is drawn ahead exactly when their answer shows it: a
    /// click in the view redraws it when it changed; a typed move or a board click
    /// redraws it only while the mover has private choices left. Before, every change
    /// was drawn, and a turn's last card drew a hand nobody was shown.
    #[test]
    fn the_movers_view_is_drawn_ahead_only_when_their_answer_shows_it() {
        let mut game = Match::new(GameKind::ZeppelinAttack, "", 2, 5).unwrap();
        let mut chooser = GameRng::from_seed(5);
        let in_view = Some(OnMessage {
            id: 1,
            ephemeral: true,
        });
        let on_board = Some(OnMessage {
            id: 2,
            ephemeral: false,
        });
        let (mut changed_without_choices, mut with_choices) = (0, 0);
        for _ in 0..400 {
            if game.outcome().is_some() {
                break;
            }
            let seat = *chooser.choose(&game.to_act()).unwrap();
            let choices = game.choices(Actor::player(seat));
            let notation = chooser.choose(&choices).unwrap().notation.clone();
            let before = game.clone();
            game.apply_notation(Actor::player(seat), &notation).unwrap();
            let changed = live::private_changed(&before, &game, seat);
            let left = private_choices_left(&game, seat);
            assert_eq!(answer_draws_view(&before, &game, seat, in_view), changed);
            for from in [None, on_board] {
                assert_eq!(answer_draws_view(&before, &game, seat, from), left);
            }
            changed_without_choices += usize::from(changed && !left);
            with_choices += usize::from(left);
        }
        assert!(
            changed_without_choices > 0 && with_choices > 0,
            "the game went through both cases: {changed_without_choices} and {with_choices}"
        );
    }
}

//! A session as a whole: `/game status`, `/game abort`, `/game list`, `/turn show`.

use super::*;

/// Games `/game list` names before "…and N more" (keeps the reply inside 2000 characters).
const LISTED: usize = 25;
/// Games `/mygames` lists (each line has a prompt; keeps the reply inside 2000 characters).
const MY_GAMES: u32 = 7;

impl App {
    pub(super) async fn status(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return self.last_game(caller).await;
        };
        let seats = self.store.seats(session.id).await?;
        if session.status == Status::Lobby {
            // The lobby message stays the one with buttons: the caller gets a copy to
            // read, and the lobby is posted again only if it never made it.
            if session.board_message_id.is_none() {
                self.post_lobby(&session, lobby_message(&session, &seats))
                    .await?;
            }
            let mut copy = lobby_message(&session, &seats);
            copy.audience = Audience::Caller;
            copy.rows.clear();
            copy.content = Text::from(
                "The lobby, as it stands: join with **Join** on the lobby message in the channel, or `/game join`.",
            );
            return Ok(Response::one(copy));
        }
        let seated = seats.iter().any(|s| s.user_id == caller.user_id);
        if seated && session.kind.independent_seats() {
            // Each captain's side of the table is their own: show theirs, privately.
            return self.hand(caller, None).await.map(|mut r| {
                if let Some(m) = r.messages.first_mut() {
                    m.content = say(
                        caller.lang,
                        &msg!("status-yours", thing = thing_of(session.kind)),
                    )
                    .into();
                }
                r
            });
        }
        // Post the board again at the bottom of the channel, as the new live board.
        if !self
            .repost_board(&session, Text::default(), Vec::new())
            .await?
        {
            return Ok(Response::one(Message::to_caller(
                "Discord didn't take the board just now, so the one above stays the game's board (its buttons work) and is brought up to date as soon as Discord answers. Try again in a moment to have it at the bottom.",
            )));
        }
        Ok(Response::one(Message::to_caller(
            "Here's the board again, at the bottom of the channel.",
        )))
    }

    /// `/game status` after the channel's game ended: its final board, privately (the
    /// table has moved on; nobody needs to be told again).
    async fn last_game(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(last) = self.store.latest_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if last.status == Status::Aborted {
            return refuse(format!(
                "No game is running here; the last one, **{}**, was aborted. Start one with `/game new`.",
                last.kind.name()
            ));
        }
        let seats = self.store.seats(last.id).await?;
        let game = self.game_of(&last).await?;
        let mut board = self
            .board_message(&last, &seats, &game, &[], Ping::Nobody, None, Picture::Draw)
            .await;
        board.audience = Audience::Caller;
        board.pings.clear();
        board.content = Text::from(format!(
            "No game is running here. This is how the last one, **{}**, ended; **Rematch** plays it again, `/game new` starts another.\n",
            last.kind.name()
        ))
        .joined("", board.content);
        Ok(Response::one(board))
    }

    pub(super) async fn abort(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if caller.user_id != session.host_id && !caller.manage_channel {
            return refuse("Only the host or someone with the *Manage Channel* permission can abort this game.");
        }
        if self.store.abort(session.id).await? != Write::Done(()) {
            return refuse("That game has already ended.");
        }
        info!(session = session.id, "session aborted");
        if let Some(board) = session.board_message_id {
            if let Err(e) = self.surface.retire(session.channel_id, board).await {
                warn!(error = %e, session = session.id, "could not retire the aborted board");
            }
        }
        Ok(Response::one(Message::to_channel(format!(
            "**{}** was aborted by **{}**. Start a new game with `/game new`.",
            session.kind.name(),
            escape(&caller.name)
        ))))
    }

    pub(super) async fn list(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(guild) = caller.guild_id else {
            return refuse("`/game list` lists a server's games; use it in a server channel.");
        };
        let sessions = self.store.open_sessions(Some(guild)).await?;
        if sessions.is_empty() {
            return Ok(Response::one(Message::to_caller(
                "No games are running in this server. Start one with `/game new`.",
            )));
        }
        let mut lines = Vec::new();
        for s in sessions.iter().take(LISTED) {
            let seated = self.store.seats(s.id).await?.len();
            let (state, players) = if s.status == Status::Lobby {
                ("waiting for players", seated)
            } else {
                // Players the host removed keep their seat rows; they are not playing.
                // (A session that can't be read is listed all the same.)
                let playing = self
                    .game_of(s)
                    .await
                    .map_or(seated, |m| m.players_in_play());
                ("in progress", playing)
            };
            let mut line = Text::from(format!(
                "• **{}** — {state}, {} — ",
                s.kind.name(),
                text::count(players, "player"),
            ));
            line.channel(Some(guild), s.channel_id);
            lines.push(line);
        }
        if sessions.len() > LISTED {
            lines.push(format!("…and {} more.", sessions.len() - LISTED).into());
        }
        let mut list = Text::from("**Games in this server**\n");
        list.append(Text::join(lines, "\n"));
        Ok(Response::one(Message::to_caller(list)))
    }

    /// `/mygames`: every open game the caller sits in, anywhere, privately: where it is,
    /// whose move it is (the caller's own first), and when it times out.
    pub(super) async fn my_games(&self, caller: &Caller) -> Result<Response, Fail> {
        // One more than is listed, to know whether to say "and more".
        let sessions = self.store.sessions_of(caller.user_id, MY_GAMES + 1).await?;
        if sessions.is_empty() {
            return Ok(Response::one(Message::to_caller(
                "You're not in any game right now. Start one with `/game new`, or join one with `/game join` in its channel.",
            )));
        }
        let mut mine = Vec::new();
        let mut others = Vec::new();
        for s in sessions.iter().take(MY_GAMES as usize) {
            let seats = self.store.seats(s.id).await?;
            let mut line = Text::from(format!("• **{}** in ", s.kind.name()));
            line.channel(s.guild_id, s.channel_id).push(" — ");
            if s.status == Status::Lobby {
                line.push(&format!(
                    "gathering players ({} so far)",
                    text::count(seats.len(), "player")
                ));
                others.push(line);
                continue;
            }
            let Ok(game) = self.game_of(s).await else {
                line.push("can't be read right now; `/game status` there says more.");
                others.push(line);
                continue;
            };
            let waiting = game.to_act();
            let my_seat = seats
                .iter()
                .find(|r| r.user_id == caller.user_id)
                .map(|r| Seat(r.seat));
            match my_seat.filter(|seat| waiting.contains(seat)) {
                Some(seat) => {
                    let prompt = text::with_names(&say(caller.lang, &game.prompt(seat)), &seats);
                    line.push(&format!("⏳ **your move**: {}", clip(&prompt, 90)));
                    // The table's next deadline may be another seat's: then mine is
                    // my wait's own.
                    let at = match s.deadline_seat {
                        Some(other) if other != seat.0 => self
                            .store
                            .wait_deadlines(s.id)
                            .await?
                            .into_iter()
                            .find(|(w, _)| *w == seat.0)
                            .and_then(|(_, at)| at),
                        _ => s.deadline_at,
                    };
                    if let Some(at) = at {
                        line.push(" Times out ").time(at).push(".");
                    }
                    mine.push(line);
                }
                None => {
                    let names: Vec<String> = waiting
                        .iter()
                        .map(|w| format!("**{}**", escape(&text::seat_name(&seats, *w))))
                        .collect();
                    line.push(&match names.len() {
                        0 => "the game is over.".to_string(),
                        1..=3 => format!("waiting for {}.", names.join(", ")),
                        n => format!("waiting for {n} players."),
                    });
                    others.push(line);
                }
            }
        }
        let mut reply = Text::from(format!(
            "**Your games** — your move in {}:\n",
            text::count(mine.len(), "game")
        ));
        reply.append(Text::join(mine.into_iter().chain(others), "\n"));
        if sessions.len() > MY_GAMES as usize {
            reply.push(&format!(
                "\n…and more: only the oldest {MY_GAMES} are listed."
            ));
        }
        Ok(Response::one(Message::to_caller(reply)))
    }

    pub(super) async fn turn_show(&self, caller: &Caller) -> Result<Response, Fail> {
        let (session, seats, game) = self.active_game(caller.channel_id).await?;
        let waiting = game.to_act();
        if waiting.is_empty() {
            return refuse("Nobody is to play right now: the game is over.");
        }
        // Side-by-side voyages wait on nobody in particular: name the captains still
        // flying, ping no one.
        let independent = session.kind.independent_seats();
        let lines = waiting.iter().map(|s| {
            if independent {
                Text::from(text::with_names(
                    &say(session.lang, &game.prompt(*s)),
                    &seats,
                ))
            } else {
                text::with_mentions(&say(session.lang, &game.prompt(*s)), &seats)
            }
        });
        let mut content = Text::join(lines, "\n");
        content.note(&format!(
            "Asked by {} in **{}**.",
            escape(&caller.name),
            session.kind.name()
        ));
        let mut message = Message::to_channel(content);
        if !independent {
            message.pings = waiting
                .iter()
                .filter_map(|s| seats.iter().find(|r| r.seat == s.0))
                .map(|r| r.user_id)
                .collect();
        }
        Ok(Response::one(message))
    }

    pub(super) async fn seat_of_user(&self, caller: &Caller, user: u64) -> Result<Seat, Fail> {
        let (_, seats, _) = self.active_game(caller.channel_id).await?;
        seats
            .iter()
            .find(|s| s.user_id == user)
            .map(|s| Seat(s.seat))
            .ok_or_else(|| Fail::Refuse("That person isn't playing in this game.".into()))
    }

    pub(super) async fn active_game(
        &self,
        channel: u64,
    ) -> Result<(SessionRow, Vec<SeatRow>, Match), Fail> {
        let Some(session) = self.store.open_session_in(channel).await? else {
            return refuse(no_game_here());
        };
        if session.status == Status::Lobby {
            return refuse("The game hasn't started yet: the host starts it with `/game start`.");
        }
        let seats = self.store.seats(session.id).await?;
        let game = self.game_of(&session).await?;
        Ok((session, seats, game))
    }

    /// Posts `session`'s board again at the bottom of the channel as its new live
    /// board (`/game status`, a proposal's board), `lead` before its text, pinging
    /// `pings`. Returns whether it was posted (else the live board stays, brought up
    /// to date as soon as the platform answers).
    pub(super) async fn repost_board(
        &self,
        session: &SessionRow,
        lead: Text,
        pings: Vec<u64>,
    ) -> Result<bool, Fail> {
        let lock = self.table_lock(session.id);
        let _turn = lock.lock().await;
        let session = self.session(session.id).await?;
        let seats = self.store.seats(session.id).await?;
        let game = self.game_of(&session).await?;
        let lines = self.narration_lines(&session, session.board_seq).await?;
        let mut board = self
            .board_message(
                &session,
                &seats,
                &game,
                &lines,
                Ping::Nobody,
                None,
                Picture::Draw,
            )
            .await;
        board.content = lead.joined("", board.content);
        board.pings = pings;
        self.post_board(&session, board, session.board_seq, None)
            .await
    }

    pub(super) async fn session(&self, id: i64) -> Result<SessionRow, Fail> {
        self.store
            .session(id)
            .await?
            .ok_or_else(|| Fail::Corrupt(format!("session {id} vanished")))
    }
}

impl App {
    /// `/game replace @old @new`: the host (or anyone with *Manage Channel*) gives a
    /// seat to someone new, who plays it from where it stands: its hand, its turn, its
    /// score. The newcomer is named "new player" until their first move (display names
    /// are learnt from the commands people send). Refused, changing nothing, when `new`
    /// is `old` (it renamed the player "new player") or someone already seated.
    pub(super) async fn replace_player(
        &self,
        caller: &Caller,
        old: u64,
        new: u64,
    ) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if caller.user_id != session.host_id && !caller.manage_channel {
            return refuse("Only the host, or someone who can manage this channel, can give a seat to someone else.");
        }
        if computer::is_computer(new) {
            return refuse(
                "That's the computer: seat it with `/game join computer:true` in the lobby.",
            );
        }
        let seats = self.store.seats(session.id).await?;
        let Some(seat) = seats.iter().find(|s| s.user_id == old).cloned() else {
            return refuse("That player has no seat in this game.");
        };
        if old == new {
            return refuse(format!(
                "That's **{}** both times: a seat goes to someone new. Name the player who should take it over as `new`; nothing has changed.",
                escape(&seat.name)
            ));
        }
        if let Some(theirs) = seats.iter().find(|s| s.user_id == new) {
            return refuse(format!(
                "**{}** already plays in this game (seat {}), and each player has one seat: give **{}**'s seat to someone who isn't playing yet. Nothing has changed.",
                escape(&theirs.name),
                theirs.seat + 1,
                escape(&seat.name)
            ));
        }
        let seat_tag = Seat(seat.seat);
        match self
            .store
            .replace_seat(session.id, old, new, "new player")
            .await?
        {
            Write::Done(_) => {}
            Write::AlreadySeated => {
                return refuse("They already have a seat in this game: one seat each.")
            }
            _ => return refuse("That player has no seat in this game."),
        }
        info!(
            session = session.id,
            seat = seat.seat,
            "a seat changed hands"
        );
        let seats = self.store.seats(session.id).await?;
        let mut text = Text::from("🔁 ");
        text.mention(new, "new player");
        text.push(&format!(" takes over **{}**'s seat", escape(&seat.name)));
        if session.status == Status::Active {
            text.push(", from where it stands");
            let game = self.game_of(&session).await?;
            if game.to_act().contains(&seat_tag) {
                text.push(": it's their move now");
            }
            if session.kind.has_private_view() {
                text.push(&format!(
                    "; **{}** (or `/hand`) shows what the seat holds",
                    say(caller.lang, &session.kind.private_view_label())
                ));
            }
        }
        text.push(".");
        let mut message = Message::to_channel(text);
        message.pings = vec![new];
        if session.status == Status::Lobby {
            self.update_lobby(&session, lobby_message(&session, &seats))
                .await?;
        }
        Ok(Response::one(message))
    }
}

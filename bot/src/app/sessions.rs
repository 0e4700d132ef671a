//! A session as a whole: `/game status`, `/game abort`, `/game list`, `/turn show`.

use super::*;

/// Games `/game list` names before "…and N more" (keeps the reply inside 2000 characters).
const LISTED: usize = 25;
/// Games `/mygames` lists (each line has a prompt; keeps the reply inside 2000 characters).
const MY_GAMES: u32 = 7;

/// Stand in a message's words for a channel link, a moment and a mention, for
/// [`spliced`] to put the real thing in their place, wherever a language puts them.
const CHANNEL: char = '\u{E000}';
const TIME: char = '\u{E001}';
const MENTION: char = '\u{E002}';

/// `words` as text, each of [`CHANNEL`], [`TIME`] and [`MENTION`] in them replaced by
/// what `fill` adds for it.
fn spliced(words: &str, mut fill: impl FnMut(char, &mut Text)) -> Text {
    let mut out = Text::new();
    let mut rest = words;
    while let Some((at, mark)) = rest
        .char_indices()
        .find(|(_, c)| [CHANNEL, TIME, MENTION].contains(c))
    {
        out.push(&rest[..at]);
        fill(mark, &mut out);
        rest = &rest[at + mark.len_utf8()..];
    }
    out.push(rest);
    out
}

/// A placeholder's value: the mark [`spliced`] replaces.
fn mark(c: char) -> String {
    c.to_string()
}

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
            copy.content = Text::from(say(caller.lang, &msg!("sessions-lobby-copy")));
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
            return Ok(Response::one(Message::to_caller(say(
                caller.lang,
                &msg!("sessions-board-not-taken"),
            ))));
        }
        Ok(Response::one(Message::to_caller(say(
            caller.lang,
            &msg!("sessions-board-again"),
        ))))
    }

    /// `/game status` after the channel's game ended: its final board, privately (the
    /// table has moved on; nobody needs to be told again).
    async fn last_game(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(last) = self.store.latest_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if last.status == Status::Aborted {
            return refuse(msg!(
                "sessions-last-aborted",
                game = last.kind.name_in(caller.lang)
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
            "{}\n",
            say(
                caller.lang,
                &msg!("sessions-last-ended", game = last.kind.name_in(caller.lang))
            )
        ))
        .joined("", board.content);
        Ok(Response::one(board))
    }

    pub(super) async fn abort(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(no_game_here());
        };
        if caller.user_id != session.host_id && !caller.manage_channel {
            return refuse(msg!("sessions-abort-not-allowed"));
        }
        if self.store.abort(session.id).await? != Write::Done(()) {
            return refuse(msg!("sessions-abort-already-ended"));
        }
        info!(session = session.id, "session aborted");
        if let Some(board) = session.board_message_id {
            if let Err(e) = self.surface.retire(session.channel_id, board).await {
                warn!(error = %e, session = session.id, "could not retire the aborted board");
            }
        }
        Ok(Response::one(Message::to_channel(say(
            session.lang,
            &msg!(
                "sessions-aborted",
                game = session.kind.name_in(session.lang),
                player = escape(&caller.name)
            ),
        ))))
    }

    pub(super) async fn list(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(guild) = caller.guild_id else {
            return refuse(msg!("sessions-list-needs-server"));
        };
        let sessions = self.store.open_sessions(Some(guild)).await?;
        if sessions.is_empty() {
            return Ok(Response::one(Message::to_caller(say(
                caller.lang,
                &msg!("sessions-list-none"),
            ))));
        }
        let mut lines = Vec::new();
        for s in sessions.iter().take(LISTED) {
            let seated = self.store.seats(s.id).await?.len();
            let (said, players) = if s.status == Status::Lobby {
                (msg!("sessions-list-lobby"), seated)
            } else {
                // Players the host removed keep their seat rows; they are not playing.
                // (A session that can't be read is listed all the same.)
                let playing = self
                    .game_of(s)
                    .await
                    .map_or(seated, |m| m.players_in_play());
                (msg!("sessions-list-playing"), playing)
            };
            let said = said
                .with("game", s.kind.name_in(caller.lang))
                .with("players", players)
                .with("channel", mark(CHANNEL));
            lines.push(spliced(&say(caller.lang, &said), |_, line| {
                line.channel(Some(guild), s.channel_id);
            }));
        }
        if sessions.len() > LISTED {
            lines.push(
                say(
                    caller.lang,
                    &msg!("sessions-list-more", count = sessions.len() - LISTED),
                )
                .into(),
            );
        }
        let mut list = Text::from(format!(
            "{}\n",
            say(caller.lang, &msg!("sessions-list-title"))
        ));
        list.append(Text::join(lines, "\n"));
        Ok(Response::one(Message::to_caller(list)))
    }

    /// `/mygames`: every open game the caller sits in, anywhere, privately: where it is,
    /// whose move it is (the caller's own first), and when it times out.
    pub(super) async fn my_games(&self, caller: &Caller) -> Result<Response, Fail> {
        // One more than is listed, to know whether to say "and more".
        let sessions = self.store.sessions_of(caller.user_id, MY_GAMES + 1).await?;
        if sessions.is_empty() {
            return Ok(Response::one(Message::to_caller(say(
                caller.lang,
                &msg!("sessions-mine-none"),
            ))));
        }
        let mut mine = Vec::new();
        let mut others = Vec::new();
        for s in sessions.iter().take(MY_GAMES as usize) {
            let seats = self.store.seats(s.id).await?;
            // The line about this game, in the caller's words, with its channel.
            let line = |said: Msg| {
                let said = said
                    .with("game", s.kind.name_in(caller.lang))
                    .with("channel", mark(CHANNEL));
                spliced(&say(caller.lang, &said), |_, line| {
                    line.channel(s.guild_id, s.channel_id);
                })
            };
            if s.status == Status::Lobby {
                others.push(line(msg!("sessions-mine-gathering", players = seats.len())));
                continue;
            }
            let Ok(game) = self.game_of(s).await else {
                others.push(line(msg!("sessions-mine-unreadable")));
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
                    let mut line =
                        line(msg!("sessions-mine-your-move", prompt = clip(&prompt, 90)));
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
                        let times_out = say(
                            caller.lang,
                            &msg!("sessions-mine-times-out", time = mark(TIME)),
                        );
                        line.push(" ").append(spliced(&times_out, |_, t| {
                            t.time(at);
                        }));
                    }
                    mine.push(line);
                }
                None => {
                    let names: Vec<String> = waiting
                        .iter()
                        .map(|w| format!("**{}**", escape(&text::seat_name(&seats, *w))))
                        .collect();
                    others.push(line(match names.len() {
                        0 => msg!("sessions-mine-over"),
                        1..=3 => msg!("sessions-mine-waiting-for", players = names.join(", ")),
                        n => msg!("sessions-mine-waiting-for-many", count = n),
                    }));
                }
            }
        }
        let mut reply = Text::from(format!(
            "{}\n",
            say(
                caller.lang,
                &msg!("sessions-mine-title", games = mine.len())
            )
        ));
        reply.append(Text::join(mine.into_iter().chain(others), "\n"));
        if sessions.len() > MY_GAMES as usize {
            reply.push(&format!(
                "\n{}",
                say(caller.lang, &msg!("sessions-mine-more", count = MY_GAMES))
            ));
        }
        Ok(Response::one(Message::to_caller(reply)))
    }

    pub(super) async fn turn_show(&self, caller: &Caller) -> Result<Response, Fail> {
        let (session, seats, game) = self.active_game(caller.channel_id).await?;
        let waiting = game.to_act();
        if waiting.is_empty() {
            return refuse(msg!("sessions-nobody-to-play"));
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
        content.note(&say(
            session.lang,
            &msg!(
                "sessions-asked-by",
                player = escape(&caller.name),
                game = session.kind.name_in(session.lang)
            ),
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
            .ok_or_else(|| Fail::Refuse(msg!("sessions-not-playing")))
    }

    pub(super) async fn active_game(
        &self,
        channel: u64,
    ) -> Result<(SessionRow, Vec<SeatRow>, Match), Fail> {
        let Some(session) = self.store.open_session_in(channel).await? else {
            return refuse(no_game_here());
        };
        if session.status == Status::Lobby {
            return refuse(msg!("sessions-not-started"));
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
            return refuse(msg!("sessions-replace-not-allowed"));
        }
        if computer::is_computer(new) {
            return refuse(msg!("sessions-replace-computer"));
        }
        let seats = self.store.seats(session.id).await?;
        let Some(seat) = seats.iter().find(|s| s.user_id == old).cloned() else {
            return refuse(msg!("sessions-replace-no-seat"));
        };
        if old == new {
            return refuse(msg!("sessions-replace-same", player = escape(&seat.name)));
        }
        if let Some(theirs) = seats.iter().find(|s| s.user_id == new) {
            return refuse(msg!(
                "sessions-replace-seated",
                player = escape(&theirs.name),
                seat = theirs.seat + 1,
                old = escape(&seat.name)
            ));
        }
        let seat_tag = Seat(seat.seat);
        let newcomer = say(session.lang, &msg!("sessions-new-player"));
        match self
            .store
            .replace_seat(session.id, old, new, &newcomer)
            .await?
        {
            Write::Done(_) => {}
            Write::AlreadySeated => return refuse(msg!("sessions-replace-one-seat")),
            _ => return refuse(msg!("sessions-replace-no-seat")),
        }
        info!(
            session = session.id,
            seat = seat.seat,
            "a seat changed hands"
        );
        let seats = self.store.seats(session.id).await?;
        // The table is told, in its language.
        let lang = session.lang;
        let mut said = msg!("sessions-replaced");
        let mut view = String::new();
        if session.status == Status::Active {
            said = msg!("sessions-replaced-playing");
            let game = self.game_of(&session).await?;
            if game.to_act().contains(&seat_tag) {
                said = msg!("sessions-replaced-their-move");
            }
            if session.kind.has_private_view() {
                view = say(
                    lang,
                    &msg!(
                        "sessions-replaced-view",
                        label = session.kind.private_view_label()
                    ),
                );
            }
        }
        let said = said
            .with("player", mark(MENTION))
            .with("old", escape(&seat.name));
        let mut text = spliced(&say(lang, &said), |_, text| {
            text.mention(new, &newcomer);
        });
        text.push(&view).push(".");
        let mut message = Message::to_channel(text);
        message.pings = vec![new];
        if session.status == Status::Lobby {
            self.update_lobby(&session, lobby_message(&session, &seats))
                .await?;
        }
        Ok(Response::one(message))
    }
}

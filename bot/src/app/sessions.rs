//! A session as a whole: `/game status`, `/game abort`, `/game list`, `/turn show`.

use super::*;

impl App {
    pub(super) async fn status(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(NO_GAME_HERE);
        };
        let seats = self.store.seats(session.id).await?;
        if session.status == Status::Lobby {
            return Ok(Response::one(lobby_message(&session, &seats)));
        }
        let seated = seats.iter().any(|s| s.user_id == caller.user_id);
        if seated && session.kind.independent_seats() {
            // Each captain's side of the table is their own: show theirs, privately.
            return self.hand(caller, None).await.map(|mut r| {
                if let Some(m) = r.messages.first_mut() {
                    m.content = format!(
                        "Your {} as it stands (the table's board is in the channel).",
                        thing_of(session.kind)
                    );
                }
                r
            });
        }
        // Post the board again at the bottom of the channel, as the new live board.
        let lock = self.table_lock(session.id);
        let _turn = lock.lock().await;
        let session = self.session(session.id).await?;
        let game = load_match(&session)?;
        let lines = self.narration_lines(&session, session.board_seq).await?;
        let board = self
            .board
            .message(
                &session,
                &seats,
                &game,
                &lines,
                Ping::Nobody,
                None,
                Picture::Draw,
            )
            .await;
        self.post_board(&session, board, session.board_seq, None)
            .await?;
        Ok(Response::one(Message::to_caller(
            "Here's the board again, at the bottom of the channel.",
        )))
    }

    pub(super) async fn abort(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(NO_GAME_HERE);
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
        for s in sessions.iter().take(30) {
            let players = self.store.seats(s.id).await?.len();
            let state = if s.status == Status::Lobby {
                "waiting for players"
            } else {
                "in progress"
            };
            lines.push(format!(
                "• **{}** — {state}, {players} player{} — https://discord.com/channels/{guild}/{}",
                s.kind.name(),
                if players == 1 { "" } else { "s" },
                s.channel_id
            ));
        }
        if sessions.len() > 30 {
            lines.push(format!("…and {} more.", sessions.len() - 30));
        }
        Ok(Response::one(Message::to_caller(String::new()).with_embed(
            Embed {
                title: "Games in this server".into(),
                description: lines.join("\n"),
                colour: 0x009E73,
                ..Embed::default()
            },
        )))
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
        let line = waiting
            .iter()
            .map(|s| {
                if independent {
                    text::with_names(&game.prompt(*s), &seats)
                } else {
                    text::with_mentions(&game.prompt(*s), &seats)
                }
            })
            .filter(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join("\n");
        let mut message = Message::to_channel(format!(
            "{line}\n-# Asked by {} in **{}**.",
            escape(&caller.name),
            session.kind.name()
        ));
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
            return refuse(NO_GAME_HERE);
        };
        if session.status == Status::Lobby {
            return refuse("The game hasn't started yet: the host starts it with `/game start`.");
        }
        let seats = self.store.seats(session.id).await?;
        let game = load_match(&session)?;
        Ok((session, seats, game))
    }

    pub(super) async fn session(&self, id: i64) -> Result<SessionRow, Fail> {
        self.store
            .session(id)
            .await?
            .ok_or_else(|| Fail::Corrupt(format!("session {id} vanished")))
    }
}

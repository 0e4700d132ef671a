//! The lobby: opening a game, joining, leaving and starting it.

use super::*;

impl App {
    /// `/game new`: opens a lobby, posted in the channel as the one lobby message that
    /// every later change edits; the host is answered privately.
    pub(super) async fn new_game(
        &self,
        caller: &Caller,
        game: &str,
        options: &str,
    ) -> Result<Response, Fail> {
        let session = self.open_lobby(caller, game, options).await?;
        let seats = self.store.seats(session.id).await?;
        let mut lobby = lobby_message(&session, &seats);
        lobby.content = say(
            session.lang,
            &msg!(
                "lobby-opened",
                host = escape(&caller.name),
                game = session.kind.name_in(session.lang)
            ),
        )
        .into();
        match self.post_lobby(&session, lobby.clone()).await? {
            true => Ok(Response::one(Message::to_caller(say(
                caller.lang,
                &msg!(
                    "lobby-yours-is-open",
                    game = session.kind.name_in(caller.lang)
                ),
            )))),
            // Not posted (Discord refused it): the answer carries it instead.
            false => Ok(Response::one(lobby)),
        }
    }

    /// Creates a lobby's session (not shown yet): checks the game and its options, that
    /// the channel is free, and writes down the seed and the defaults.
    pub(super) async fn open_lobby(
        &self,
        caller: &Caller,
        game: &str,
        options: &str,
    ) -> Result<SessionRow, Fail> {
        let Some(kind) = GameKind::find(game) else {
            return refuse(messages::unknown_game(game));
        };
        if let Err(e) = kind.check_options(options) {
            return refuse(msg!(
                "refused-bad-options",
                reason = e.msg(),
                game = kind.id()
            ));
        }
        if let Some(open) = self.store.open_session_in(caller.channel_id).await? {
            return refuse(self.channel_busy(&open).await?);
        }
        // Today's defaults, written down: what the session's log will replay with.
        let mut options = kind.new_session_options(options.trim());
        if kind.option_specs().iter().any(|s| s.key == "daily") {
            // `daily=on` is stored as the day it was opened for.
            let day = record::day_of(self.clock.now_ms());
            // Read as every options text is read (commas and semicolons separate too).
            options = windward_engine::options::parts(&options)
                .map(|pair| {
                    if pair.eq_ignore_ascii_case("daily=on") {
                        format!("daily={day}")
                    } else {
                        pair.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(" ");
        }
        let (seed, salt) = match self.seeds {
            Seeds::Random => (random_seed(), record::random_salt()),
            // Derived from the session id below, once it exists.
            Seeds::Fixed(_) => (0, String::new()),
        };
        let created = self
            .store
            .create_session(NewSession {
                guild_id: caller.guild_id,
                channel_id: caller.channel_id,
                kind,
                options: &options,
                seed,
                seed_salt: &salt,
                host_id: caller.user_id,
                host_name: &caller.name,
                host_lang: caller.lang,
                server_lang: caller.server_lang,
            })
            .await?;
        let id = match created {
            Write::Done(id) => id,
            _ => {
                // Lost a race with another /game new in this channel.
                let open = self.store.open_session_in(caller.channel_id).await?;
                return match open {
                    Some(open) => refuse(self.channel_busy(&open).await?),
                    None => refuse(msg!("sessions-channel-changed")),
                };
            }
        };
        if let Seeds::Fixed(base) = self.seeds {
            let seed = mix_seed(base, id);
            self.store
                .set_seed(id, seed, &record::fixed_salt(seed))
                .await?;
        }
        if let Some(day) = record::daily_of(&options) {
            // Everyone in the server sails the same voyage today.
            let secret = match self.seeds {
                Seeds::Fixed(base) => format!("fixed-{base}"),
                Seeds::Random => self.store.secret("daily", &record::random_salt()).await?,
            };
            let seed = record::daily_seed(&secret, caller.guild_id.unwrap_or(0), day);
            let salt = match self.seeds {
                Seeds::Fixed(_) => record::fixed_salt(seed),
                Seeds::Random => record::random_salt(),
            };
            self.store.set_seed(id, seed, &salt).await?;
        }
        if kind.computer_opponent(&options) {
            // The computer takes its seat at once: the host only has to start.
            let (_, max) = kind.check_options(&options).unwrap_or((2, 2));
            self.store
                .join(id, computer::user_id(0), &computer::name(0), Lang::En, max)
                .await?;
        }
        info!(session = id, kind = kind.id(), "lobby opened");
        self.session(id).await
    }

    /// Posts `lobby` as the session's one lobby message (recorded where a board's id
    /// is, so the start retires its buttons), retiring any lobby message it replaces.
    /// Returns whether it was posted.
    pub(super) async fn post_lobby(
        &self,
        session: &SessionRow,
        lobby: Message,
    ) -> Result<bool, Fail> {
        self.post_board(session, lobby, 0, None).await
    }

    /// Shows a lobby change (`news`: who joined or left). A click on the lobby message
    /// updates it in place; a command edits it (posting it anew if it is gone) and is
    /// answered privately; a click on a lobby message that was replaced retires it.
    pub(super) async fn lobby_changed(
        &self,
        session: &SessionRow,
        from: Option<OnMessage>,
        news: Msg,
        lang: Lang,
    ) -> Result<Response, Fail> {
        let seats = self.store.seats(session.id).await?;
        let mut lobby = lobby_message(session, &seats);
        lobby.content = say(session.lang, &news).into();
        // What the caller is told, in their language.
        let news = say(lang, &news);
        match (from, session.board_message_id) {
            (Some(clicked), live) if live.is_none_or(|id| id == clicked.id) => {
                if live.is_none() {
                    // A lobby posted as a reply (before lobbies were channel posts, or
                    // when the post failed): it is the lobby message from now on.
                    self.store
                        .set_board(session.id, Some(clicked.id), 0, 0)
                        .await?;
                }
                Ok(Response {
                    shows: None,
                    clicked: Clicked::Replace(Box::new(lobby)),
                    messages: Vec::new(),
                })
            }
            (clicked, _) => {
                self.update_lobby(session, lobby).await?;
                Ok(Response {
                    shows: None,
                    clicked: if clicked.is_some() {
                        Clicked::Retire
                    } else {
                        Clicked::Keep
                    },
                    messages: vec![Message::to_caller(format!(
                        "{news} {}",
                        say(lang, &msg!("lobby-shows-it"))
                    ))],
                })
            }
        }
    }

    /// Edits the lobby message to `lobby`; posts it anew when there is none or it is
    /// gone (deleted).
    pub(super) async fn update_lobby(
        &self,
        session: &SessionRow,
        lobby: Message,
    ) -> Result<(), Fail> {
        let Some(id) = session.board_message_id else {
            self.post_lobby(session, lobby).await?;
            return Ok(());
        };
        match self.surface.edit(session.channel_id, id, &lobby).await {
            Ok(()) => Ok(()),
            Err(SurfaceError::Gone(reason)) => {
                info!(session = session.id, %reason, "the lobby message is gone; posting it anew");
                let session = SessionRow {
                    board_message_id: None,
                    ..session.clone()
                };
                self.post_lobby(&session, lobby).await?;
                Ok(())
            }
            Err(e) => {
                // The change stands; the next change or `/game status` shows it.
                warn!(error = %e, session = session.id, "could not edit the lobby");
                Ok(())
            }
        }
    }

    /// Why a new game can't open here: `open` runs in the channel (said in the
    /// language of whoever is refused).
    pub(super) async fn channel_busy(&self, open: &SessionRow) -> Result<Msg, Fail> {
        let seats = self.store.seats(open.id).await?;
        let host: Msg = seats
            .iter()
            .find(|s| s.user_id == open.host_id)
            .map_or(msg!("sessions-someone"), |s| Msg::raw(escape(&s.name)));
        let said = if open.status == Status::Lobby {
            msg!("sessions-busy-lobby")
        } else {
            msg!("sessions-busy-playing")
        };
        Ok(said.with("game", game_name(open.kind)).with("host", host))
    }

    pub(super) async fn lobby_for(
        &self,
        caller: &Caller,
        from: Option<&ComponentId>,
    ) -> Result<SessionRow, Fail> {
        let session = match from {
            Some(id) => self.session_for_click(caller, id).await?,
            None => match self.store.open_session_in(caller.channel_id).await? {
                Some(s) => s,
                None => return refuse(no_game_here()),
            },
        };
        match session.status {
            Status::Lobby => Ok(session),
            Status::Active => refuse(msg!("refused-already-started")),
            _ => refuse(msg!("refused-game-over")),
        }
    }

    pub(super) async fn join(
        &self,
        caller: &Caller,
        from: Option<(&ComponentId, OnMessage)>,
    ) -> Result<Response, Fail> {
        let session = self.lobby_for(caller, from.map(|f| f.0)).await?;
        let (_, max) = session
            .kind
            .check_options(&session.options)
            .unwrap_or((1, 25));
        match self
            .store
            .join(session.id, caller.user_id, &caller.name, caller.lang, max)
            .await?
        {
            Write::Done(_) => {}
            Write::AlreadySeated => return refuse(msg!("refused-already-seated")),
            Write::Full => return refuse(msg!("refused-game-full", players = max)),
            _ => return refuse(msg!("refused-started-before-join")),
        }
        self.lobby_changed(
            &session,
            from.map(|f| f.1),
            msg!("lobby-joined", player = escape(&caller.name)),
            caller.lang,
        )
        .await
    }

    pub(super) async fn leave(
        &self,
        caller: &Caller,
        from: Option<(&ComponentId, OnMessage)>,
    ) -> Result<Response, Fail> {
        let session = match self.lobby_for(caller, from.map(|f| f.0)).await {
            Ok(s) => s,
            Err(Fail::Refuse(reason)) if from.is_none() => {
                let running = self.store.open_session_in(caller.channel_id).await?;
                return match running {
                    Some(s) if s.status == Status::Active && s.kind.computer_players() => {
                        self.leave_to_computer(caller, &s).await
                    }
                    Some(s) if s.status == Status::Active => refuse(msg!("refused-leave-started")),
                    _ => Err(Fail::Refuse(reason)),
                };
            }
            Err(e) => return Err(e),
        };
        if caller.user_id == session.host_id {
            return refuse(msg!("refused-host-leaves"));
        }
        match self.store.leave(session.id, caller.user_id).await? {
            Write::Done(_) => {}
            _ => return refuse(msg!("refused-not-in-game")),
        }
        self.lobby_changed(
            &session,
            from.map(|f| f.1),
            msg!("lobby-left", player = escape(&caller.name)),
            caller.lang,
        )
        .await
    }

    pub(super) async fn start(
        &self,
        caller: &Caller,
        from: Option<(&ComponentId, OnMessage)>,
        shuffle: bool,
    ) -> Result<Response, Fail> {
        let session = self.lobby_for(caller, from.map(|f| f.0)).await?;
        if caller.user_id != session.host_id {
            let seats = self.store.seats(session.id).await?;
            let host = text::host_name(caller.lang, &seats, session.host_id);
            return refuse(msg!("refused-only-host-starts", host = host));
        }
        let kind = session.kind;
        let options = session.options.clone();
        let seed = session.seed;
        // A campaign's next mission: what each seat flies on with is known only now.
        let carried = self.carried_options(&session).await?;
        let started = self
            .store
            .start(
                session.id,
                self.clock.now_ms() + outbox::OWN_DELIVERY_MS,
                |seats| {
                    let mut order: Vec<u64> = seats.iter().map(|s| s.user_id).collect();
                    if shuffle {
                        // Its own stream, so the seating shuffle never shifts the game's dice.
                        GameRng::from_seed(seed ^ 0x5EA7_5EA7_5EA7_5EA7).shuffle(&mut order);
                    }
                    let options = match &carried {
                        Some((base, campaign, last_seats)) => {
                            super::campaign::carry_for(base, &**campaign, last_seats, &order)
                        }
                        None => options.clone(),
                    };
                    let game = Match::new(kind, &options, order.len(), seed)?;
                    Ok::<_, windward_engine::SetupError>(crate::store::Dealt {
                        order,
                        snapshot: game.snapshot(),
                        options: carried.is_some().then_some(options),
                    })
                },
            )
            .await?;
        let seats = match started {
            Write::Done(Ok(seats)) => seats,
            Write::Done(Err(e)) => return refuse(e.msg()),
            _ => return refuse(msg!("refused-already-started-or-closed")),
        };
        info!(session = session.id, players = seats.len(), "game started");
        // The web page's token: made now, or on the page's first link if this fails.
        if let Err(e) = self.page_token(session.id).await {
            warn!(session = session.id, error = ?e, "no page token yet");
        }
        self.note_committed(session.channel_id, session.id, 0);
        let session = self.session(session.id).await?;
        let game = self.game_of(&session).await?;
        let (waits, _) = self
            .wait_change(&session, &seats, None, &game, None)
            .await?;
        let fresh: Vec<u8> = waits.iter().map(|(seat, _)| *seat).collect();
        let deadlines = self.deadlines(&session, &game, &seats, &fresh, &[]).await?;
        let session = match deadlines.first {
            Some(deadline) => {
                self.store
                    .set_deadline(session.id, session.seq, Some(deadline.stored()), &[])
                    .await?;
                self.spend_away(session.id, &deadlines).await;
                if self.computer_seat(&game, &seats).is_some() {
                    self.wake_computer();
                }
                // The board tells when the first decision times out.
                self.session(session.id).await?
            }
            None => session,
        };
        {
            // The start owes the first board (an outbox row written with it). The
            // lobby message loses its buttons as it goes out (by the click's answer
            // when Start was pressed on it).
            let lock = self.table_lock(session.id);
            let _turn = lock.lock().await;
            let clicked = from.map(|f| f.1.id);
            self.deliver_owed(&session, &seats, &game, None, clicked)
                .await?;
        }
        self.store
            .reset_waits(session.id, &waits, &deadlines.waits, self.clock.now_ms())
            .await?;
        Ok(match from {
            // The lobby's Start button: the lobby keeps its text, not its buttons.
            Some(_) => Response {
                shows: None,
                clicked: Clicked::Retire,
                messages: Vec::new(),
            },
            // A command: the board is in the channel; say so.
            None => Response::one(Message::to_caller(say(
                caller.lang,
                &msg!("lobby-started", game = kind.name_in(caller.lang)),
            ))),
        })
    }
}

pub(super) fn lobby_message(session: &SessionRow, seats: &[SeatRow]) -> Message {
    let (min, max) = session
        .kind
        .check_options(&session.options)
        .unwrap_or((1, 25));
    let lang = session.lang;
    let players: Vec<String> = seats
        .iter()
        .map(|s| {
            let host = if s.user_id == session.host_id {
                say(lang, &msg!("lobby-host-mark"))
            } else {
                String::new()
            };
            format!("{}. {}{host}", s.seat + 1, escape(&s.name))
        })
        .collect();
    let need = if seats.len() < min {
        say(lang, &msg!("lobby-needs", players = min))
    } else {
        say(lang, &msg!("lobby-ready"))
    };
    let mut fields = vec![Field {
        name: say(
            lang,
            &msg!("lobby-players", seated = seats.len(), max = max),
        ),
        value: players.join("\n"),
        inline: false,
    }];
    if !session.options.is_empty() {
        fields.push(Field {
            name: say(lang, &msg!("lobby-options")),
            value: format!(
                "`{}`",
                super::campaign::without(&session.options, &[windward_engine::options::CARRY.key])
                    .replace('`', "")
            ),
            inline: false,
        });
    }
    let id = |code| {
        ComponentId {
            session: session.id,
            seq: None,
            seat: None,
            code,
        }
        .encode()
        .unwrap_or_default()
    };
    Message {
        audience: Audience::Channel,
        content: Text::new(),
        embed: Some(Embed {
            title: say(
                lang,
                &msg!("lobby-title", game = session.kind.name_in(lang)),
            ),
            description: format!(
                "{}\n{} {need}",
                session.kind.tagline_in(lang),
                say(lang, &msg!("lobby-how"))
            ),
            fields,
            colour: 0xE69F00,
            image_in_embed: false,
            footer: Some(say(lang, &msg!("lobby-footer", game = session.kind.id()))),
        }),
        image: None,
        kept_image: None,
        rows: vec![reply::Row::Buttons(vec![
            reply::Button {
                label: say(lang, &msg!("button-join")),
                custom_id: id(Code::Join),
                style: reply::ButtonStyle::Success,
                disabled: false,
            },
            reply::Button {
                label: say(lang, &msg!("button-leave")),
                custom_id: id(Code::Leave),
                style: reply::ButtonStyle::Secondary,
                disabled: false,
            },
            reply::Button {
                label: say(lang, &msg!("button-start")),
                custom_id: id(Code::Start),
                style: reply::ButtonStyle::Primary,
                disabled: false,
            },
        ])],
        pings: Vec::new(),
    }
}

/// A game's name in whatever language it is said in (what [`GameKind::name_in`] gives).
fn game_name(kind: GameKind) -> Msg {
    let id = format!("name-{}", kind.id());
    if windward_engine::i18n::has(Lang::En, &id) {
        Msg::new(id)
    } else {
        Msg::raw(kind.name())
    }
}

/// The first board of a game: who begins, and the sealed seed.
pub(super) fn opening(session: &SessionRow, mut board: Message) -> Message {
    let lang = session.lang;
    let begins = say(
        lang,
        &msg!("board-begins", game = session.kind.name_in(lang)),
    );
    board.content = Text::from(format!("{begins} ")).joined("", board.content);
    if let Some(salt) = &session.seed_salt {
        // Fair play: the seed is fixed before anyone acts; it is revealed at the end.
        let sealed = record::commitment(session.seed, salt);
        board.content.note(&say(
            lang,
            &msg!("board-seed-sealed", sealed = &sealed[..16]),
        ));
    }
    board
}

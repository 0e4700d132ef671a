//! The app service: everything Windward does, with no Discord in it.
//!
//! The poise layer and the offline channel (`windward play`) both call [`App::handle`]
//! with a [`Caller`] and a [`Request`], and turn the [`Response`] into their own output.
//! An action is acknowledged only after its transaction has committed.

mod board;
pub mod command;
pub mod ids;
pub mod live;
pub mod reply;
pub mod surface;
pub mod text;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tracing::{error, info, warn};
use windward_engine::dice;
use windward_engine::rng::GameRng;
use windward_engine::{ActionError, Actor, GameKind, Match, Seat, TableEvent};

use crate::store::{NewAction, NewSession, SeatRow, SessionRow, Status, Store, StoreError, Write};
pub use board::{Board, Picture, Ping};
use live::Public;
pub use surface::{Recorder, Surface, SurfaceError};
use command::Command;
use ids::{Code, ComponentId};
use reply::{Audience, Clicked, Embed, Field, Message, Response, Suggestion};
use text::{clip, escape};

/// Who is asking, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    pub user_id: u64,
    /// Display name in this server.
    pub name: String,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// The member may manage this channel (may abort any session in it).
    pub manage_channel: bool,
}

/// One interaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Command(Command),
    /// A button (no values) or a select menu (the chosen values), on `message`.
    Component {
        custom_id: String,
        values: Vec<String>,
        message: OnMessage,
    },
}

/// The message a clicked component sits on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OnMessage {
    pub id: u64,
    /// Only the clicker sees it (a private view).
    pub ephemeral: bool,
}

/// The option being autocompleted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AutocompleteField {
    /// `/play action:` — the caller's legal actions.
    Action,
    /// `/game new game:` and `/game rules game:`.
    Game,
    /// `/game new options:` for the game already typed, if any.
    Options { game: Option<String> },
}

/// Where session seeds come from.
#[derive(Clone, Copy, Debug)]
pub enum Seeds {
    /// Fresh OS randomness for every session (production).
    Random,
    /// Derived from this number and the session id (scripts, tests, benchmarks).
    Fixed(u64),
}

/// Rolls with more dice than this are answered in text only.
const ROLL_IMAGE_MAX_DICE: usize = 12;

#[derive(Debug, thiserror::Error)]
enum Fail {
    /// A polite refusal for the caller; nothing changed.
    #[error("{0}")]
    Refuse(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("stored game unreadable: {0}")]
    Corrupt(String),
}

/// What a move must find to go ahead.
#[derive(Clone, Copy, Debug)]
enum Expect {
    /// A typed command: the caller's own decision on whatever the state is now; a
    /// decision taken for someone else (the host's tools) only on the state that
    /// stood when the command arrived (its session and seq then, if known), so a command sent
    /// twice at once, or racing the player's own move, never ends a second turn.
    Arrived(Option<(i64, u64)>),
    /// The button token it was drawn with, for the clicking seat.
    Token(u64),
    /// This exact session seq (a deadline set for that state).
    Seq(u64),
}

/// What a move asks for: a game move in text notation, or a table event.
#[derive(Clone, Copy, Debug)]
enum Intent<'a> {
    Notation(&'a str),
    Event(TableEvent),
}

/// A committed move, on its way to the channel.
struct Moved {
    session_id: i64,
    seq: u64,
    seats: Vec<SeatRow>,
    before: Match,
    game: Match,
    actor: Seat,
    /// The move told the public something.
    narrated: bool,
    /// What it told the mover alone, filled with names.
    private: Vec<String>,
    notation: String,
    /// The message clicked to make it, if it was a click.
    from: Option<OnMessage>,
}

/// What a game's private view is of, for sentences: "ship" for "My ship".
fn thing_of(kind: GameKind) -> String {
    let label = kind.private_view_label();
    label
        .strip_prefix("My ")
        .unwrap_or(label)
        .to_lowercase()
}

fn refuse<T>(reason: impl Into<String>) -> Result<T, Fail> {
    Err(Fail::Refuse(reason.into()))
}

const MOVED_ON: &str = "The game moved on while your command was on its way, so I didn't apply it. Check the board and try again if it still fits.";
const NO_GAME_HERE: &str = "There's no game in this channel. Start one with `/game new`.";
const OUT_OF_DATE: &str =
    "This button is out of date: the game has moved on since it was posted. Use the newest board, or `/game status` to post it again.";

/// Wall-clock time, which the offline channel can move forward (`:wait 12h`) to let
/// deadlines pass.
#[derive(Debug, Default)]
pub struct Clock {
    offset_ms: std::sync::atomic::AtomicI64,
}

impl Clock {
    pub fn now_ms(&self) -> i64 {
        let real = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        real + self.offset_ms.load(std::sync::atomic::Ordering::Relaxed)
    }

    pub fn advance(&self, ms: i64) {
        self.offset_ms
            .fetch_add(ms, std::sync::atomic::Ordering::Relaxed);
    }
}

pub struct App {
    store: Store,
    clock: Clock,
    seeds: Seeds,
    /// `/roll` dice. Seeded from `Seeds::Fixed` so scripts replay exactly.
    roll_rng: Mutex<GameRng>,
    board: Board,
    /// Where live boards are posted and edited.
    surface: Arc<dyn Surface>,
    /// One lock per session around "decide what the channel shows, then show it", so
    /// the live board's message id and its edits stay in move order.
    tables: Mutex<HashMap<i64, Arc<tokio::sync::Mutex<()>>>>,
    /// Per channel, the seq last committed here: what a command arriving now could
    /// have seen. Unknown after a restart until the channel's next move.
    committed: Mutex<HashMap<u64, (i64, u64)>>,
}

impl App {
    /// # Errors
    /// The database cannot be opened or migrated.
    pub async fn open(
        database_url: &str,
        seeds: Seeds,
        board: Board,
        surface: Arc<dyn Surface>,
    ) -> Result<App, StoreError> {
        let store = Store::open(database_url).await?;
        let roll_seed = match seeds {
            Seeds::Fixed(n) => n,
            Seeds::Random => random_seed(),
        };
        Ok(App {
            store,
            clock: Clock::default(),
            seeds,
            roll_rng: Mutex::new(GameRng::from_seed(roll_seed)),
            board,
            surface,
            tables: Mutex::new(HashMap::new()),
            committed: Mutex::new(HashMap::new()),
        })
    }

    /// The session and seq last committed in a channel, as this process knows it.
    fn committed_in(&self, channel: u64) -> Option<(i64, u64)> {
        self.committed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&channel)
            .copied()
    }

    fn note_committed(&self, channel: u64, session: i64, seq: u64) {
        let mut committed = self.committed.lock().unwrap_or_else(|p| p.into_inner());
        let known = committed.entry(channel).or_insert((session, seq));
        if known.0 != session || known.1 < seq {
            *known = (session, seq);
        }
    }

    /// The lock that orders one session's board updates.
    fn table_lock(&self, session: i64) -> Arc<tokio::sync::Mutex<()>> {
        let mut tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        tables.entry(session).or_default().clone()
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The app's clock (the offline channel moves it forward to test deadlines).
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Closes the database (before a restart).
    pub async fn close(&self) {
        self.store.close().await;
    }

    /// Answers one interaction. Never fails: every problem becomes a polite reply.
    pub async fn handle(&self, caller: &Caller, request: Request) -> Response {
        let result = match request {
            Request::Command(command) => {
                // What the caller could have seen when the command arrived, taken before
                // anything else runs (see `Expect::Arrived`).
                let arrived = self.committed_in(caller.channel_id);
                self.command(caller, command, arrived).await
            }
            Request::Component {
                custom_id,
                values,
                message,
            } => self.component(caller, &custom_id, &values, message).await,
        };
        match result {
            Ok(response) => response,
            Err(Fail::Refuse(reason)) => Response::refuse(reason),
            Err(e) => {
                error!(error = %e, channel = caller.channel_id, "request failed");
                Response::refuse("Sorry — something went wrong on my side, and nothing was changed. Please try again in a moment.")
            }
        }
    }

    async fn command(
        &self,
        caller: &Caller,
        command: Command,
        arrived: Option<(i64, u64)>,
    ) -> Result<Response, Fail> {
        match command {
            Command::Help => Ok(Response::one(help())),
            Command::Roll {
                expression,
                private,
            } => self.roll(caller, &expression, private).await,
            Command::GameNew { game, options } => self.new_game(caller, &game, &options).await,
            Command::GameJoin => self.join(caller, None).await,
            Command::GameLeave => self.leave(caller, None).await,
            Command::GameStart { shuffle } => self.start(caller, None, shuffle).await,
            Command::GameStatus => self.status(caller).await,
            Command::GameAbort => self.abort(caller).await,
            Command::GameRules { game } => rules(&game),
            Command::GameList => self.list(caller).await,
            Command::TurnShow => self.turn_show(caller).await,
            Command::TurnNext => self.table_event(caller, TableEvent::EndTurn, arrived).await,
            Command::TurnBack => self.table_event(caller, TableEvent::Back, arrived).await,
            Command::TurnSkip => self.table_event(caller, TableEvent::Skip, arrived).await,
            Command::TurnRemove { player } => {
                let seat = self.seat_of_user(caller, player).await?;
                self.table_event(caller, TableEvent::Remove(seat), arrived)
                    .await
            }
            Command::TurnMove { player, position } => {
                let seat = self.seat_of_user(caller, player).await?;
                let Some(position) = u8::try_from(position).ok().filter(|p| *p >= 1) else {
                    return refuse("Positions start at 1.");
                };
                self.table_event(caller, TableEvent::Move { seat, position }, arrived)
                    .await
            }
            Command::Hand => self.hand(caller, None).await,
            Command::Play { action } => self.play_typed(caller, &action, arrived).await,
        }
    }

    // ----- dice -------------------------------------------------------------------

    async fn roll(
        &self,
        caller: &Caller,
        expression: &str,
        private: bool,
    ) -> Result<Response, Fail> {
        let roll = {
            let mut rng = self.roll_rng.lock().unwrap_or_else(|p| p.into_inner());
            dice::roll(expression, &mut *rng)
        };
        let roll = match roll {
            Ok(roll) => roll,
            Err(e) => {
                return refuse(format!(
                    "{e}\nExamples: `2d6+3`, `4d6kh3`, `1d20 # initiative`, `8d10>=7`."
                ))
            }
        };
        let mut description = roll.breakdown.clone();
        if let Some(comment) = &roll.comment {
            description = format!("*{}*\n{description}", escape(comment));
        }
        let mut message = Message {
            audience: if private {
                Audience::Caller
            } else {
                Audience::Channel
            },
            content: String::new(),
            embed: Some(Embed {
                title: clip(
                    &format!("🎲 {} rolls {}", caller.name, roll.expression),
                    250,
                ),
                description: clip(&description, 4000),
                fields: vec![Field {
                    name: "Total".into(),
                    value: format!("**{}**", roll.total_text()),
                    inline: true,
                }],
                colour: 0x56B4E9,
                image_in_embed: true,
                footer: private.then(|| "Only you can see this roll.".to_string()),
            }),
            image: None,
            kept_image: None,
            rows: Vec::new(),
            pings: Vec::new(),
        };
        if roll.dice_rolled() <= ROLL_IMAGE_MAX_DICE {
            message.image = self.board.roll_image(roll, caller.name.clone()).await;
        }
        Ok(Response::one(message))
    }

    // ----- lobby ------------------------------------------------------------------

    async fn new_game(&self, caller: &Caller, game: &str, options: &str) -> Result<Response, Fail> {
        let Some(kind) = GameKind::find(game) else {
            return refuse(format!(
                "I don't know the game `{}`. I can run: {}.",
                clip(&game.replace('`', ""), 40),
                game_list()
            ));
        };
        if let Err(e) = kind.check_options(options) {
            return refuse(format!(
                "{e}\nSee `/game rules game:{}` for the options.",
                kind.id()
            ));
        }
        if let Some(open) = self.store.open_session_in(caller.channel_id).await? {
            return refuse(self.channel_busy(&open).await?);
        }
        let seed = match self.seeds {
            Seeds::Random => random_seed(),
            Seeds::Fixed(_) => 0, // derived from the session id below, once it exists
        };
        let created = self
            .store
            .create_session(NewSession {
                guild_id: caller.guild_id,
                channel_id: caller.channel_id,
                kind,
                options: options.trim(),
                seed,
                host_id: caller.user_id,
                host_name: &caller.name,
            })
            .await?;
        let id = match created {
            Write::Done(id) => id,
            _ => {
                // Lost a race with another /game new in this channel.
                let open = self.store.open_session_in(caller.channel_id).await?;
                return match open {
                    Some(open) => refuse(self.channel_busy(&open).await?),
                    None => {
                        refuse("Someone else just changed this channel's game; please try again.")
                    }
                };
            }
        };
        if let Seeds::Fixed(base) = self.seeds {
            self.store.set_seed(id, mix_seed(base, id)).await?;
        }
        info!(session = id, kind = kind.id(), "lobby opened");
        let session = self.session(id).await?;
        let seats = self.store.seats(id).await?;
        Ok(Response::one(lobby_message(&session, &seats)))
    }

    async fn channel_busy(&self, open: &SessionRow) -> Result<String, Fail> {
        let seats = self.store.seats(open.id).await?;
        let host = seats
            .iter()
            .find(|s| s.user_id == open.host_id)
            .map_or("someone".to_string(), |s| escape(&s.name));
        let state = if open.status == Status::Lobby {
            "is gathering players for"
        } else {
            "is playing"
        };
        Ok(format!(
            "This channel already {state} **{}** (host: {host}). Only one game runs per channel: finish it, ask the host or someone with *Manage Channel* to `/game abort` it, or start yours in another channel or a thread.",
            open.kind.name()
        ))
    }

    async fn lobby_for(
        &self,
        caller: &Caller,
        from: Option<&ComponentId>,
    ) -> Result<SessionRow, Fail> {
        let session = match from {
            Some(id) => self.session_for_click(caller, id).await?,
            None => match self.store.open_session_in(caller.channel_id).await? {
                Some(s) => s,
                None => return refuse(NO_GAME_HERE),
            },
        };
        match session.status {
            Status::Lobby => Ok(session),
            Status::Active => refuse("This game has already started. You can join the next one, or ask for a rematch when it ends."),
            _ => refuse("That game is over."),
        }
    }

    async fn join(&self, caller: &Caller, from: Option<&ComponentId>) -> Result<Response, Fail> {
        let session = self.lobby_for(caller, from).await?;
        let (_, max) = session
            .kind
            .check_options(&session.options)
            .unwrap_or((1, 25));
        match self
            .store
            .join(session.id, caller.user_id, &caller.name, max)
            .await?
        {
            Write::Done(_) => {}
            Write::AlreadySeated => return refuse("You're already in this game."),
            Write::Full => return refuse(format!("This game is full ({max} players).")),
            _ => {
                return refuse(
                    "The game started before your join went through. You can join the next one.",
                )
            }
        }
        let seats = self.store.seats(session.id).await?;
        let lobby = lobby_message(&session, &seats);
        Ok(lobby_update(
            from,
            lobby,
            format!("**{}** joined the game.", escape(&caller.name)),
        ))
    }

    async fn leave(&self, caller: &Caller, from: Option<&ComponentId>) -> Result<Response, Fail> {
        let session = match self.lobby_for(caller, from).await {
            Ok(s) => s,
            Err(Fail::Refuse(_)) if from.is_none() => {
                return refuse("You can only leave a game before it starts. Once it's running, ask the host to remove you (`/turn remove` in the free table) or to abort it.")
            }
            Err(e) => return Err(e),
        };
        if caller.user_id == session.host_id {
            return refuse("You're the host: use `/game abort` to close the lobby instead.");
        }
        match self.store.leave(session.id, caller.user_id).await? {
            Write::Done(_) => {}
            _ => return refuse("You're not in this game."),
        }
        let seats = self.store.seats(session.id).await?;
        let lobby = lobby_message(&session, &seats);
        Ok(lobby_update(
            from,
            lobby,
            format!("**{}** left the game.", escape(&caller.name)),
        ))
    }

    async fn start(
        &self,
        caller: &Caller,
        from: Option<&ComponentId>,
        shuffle: bool,
    ) -> Result<Response, Fail> {
        let session = self.lobby_for(caller, from).await?;
        if caller.user_id != session.host_id {
            let seats = self.store.seats(session.id).await?;
            let host = seats
                .iter()
                .find(|s| s.user_id == session.host_id)
                .map_or("the host".to_string(), |s| {
                    format!("**{}**", escape(&s.name))
                });
            return refuse(format!("Only the host, {host}, can start the game."));
        }
        let kind = session.kind;
        let options = session.options.clone();
        let seed = session.seed;
        let started = self
            .store
            .start(session.id, |seats| {
                let mut order: Vec<u64> = seats.iter().map(|s| s.user_id).collect();
                if shuffle {
                    // Its own stream, so the seating shuffle never shifts the game's dice.
                    GameRng::from_seed(seed ^ 0x5EA7_5EA7_5EA7_5EA7).shuffle(&mut order);
                }
                let game = Match::new(kind, &options, order.len(), seed)?;
                Ok::<_, windward_engine::SetupError>((order, game.snapshot()))
            })
            .await?;
        let seats = match started {
            Write::Done(Ok(seats)) => seats,
            Write::Done(Err(e)) => return refuse(e.to_string()),
            _ => return refuse("This game was already started or closed."),
        };
        info!(session = session.id, players = seats.len(), "game started");
        self.note_committed(session.channel_id, session.id, 0);
        let session = self.session(session.id).await?;
        let game = load_match(&session)?;
        if let Some(deadline) = game.timeout() {
            self.store
                .set_deadline(
                    session.id,
                    session.seq,
                    Some(self.deadline_after(deadline.minutes)),
                )
                .await?;
        }
        let mut board = self
            .board
            .message(
                &session,
                &seats,
                &game,
                &[],
                Ping::Waiting,
                None,
                Picture::Draw,
            )
            .await;
        board.content = format!("**{}** begins! {}", kind.name(), board.content);
        self.post_board(&session, board, 0, None).await?;
        Ok(match from {
            // The lobby's Start button: the lobby keeps its text, not its buttons.
            Some(_) => Response {
                clicked: Clicked::Retire,
                messages: Vec::new(),
            },
            // A command: the board is in the channel; say so.
            None => Response::one(Message::to_caller(format!(
                "**{}** has started — the board is in the channel.",
                kind.name()
            ))),
        })
    }

    // ----- sessions -----------------------------------------------------------------

    async fn status(&self, caller: &Caller) -> Result<Response, Fail> {
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

    async fn abort(&self, caller: &Caller) -> Result<Response, Fail> {
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

    async fn list(&self, caller: &Caller) -> Result<Response, Fail> {
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

    async fn turn_show(&self, caller: &Caller) -> Result<Response, Fail> {
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

    async fn seat_of_user(&self, caller: &Caller, user: u64) -> Result<Seat, Fail> {
        let (_, seats, _) = self.active_game(caller.channel_id).await?;
        seats
            .iter()
            .find(|s| s.user_id == user)
            .map(|s| Seat(s.seat))
            .ok_or_else(|| Fail::Refuse("That person isn't playing in this game.".into()))
    }

    async fn active_game(&self, channel: u64) -> Result<(SessionRow, Vec<SeatRow>, Match), Fail> {
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

    async fn session(&self, id: i64) -> Result<SessionRow, Fail> {
        self.store
            .session(id)
            .await?
            .ok_or_else(|| Fail::Corrupt(format!("session {id} vanished")))
    }

    // ----- playing ----------------------------------------------------------------

    async fn hand(&self, caller: &Caller, from: Option<&ComponentId>) -> Result<Response, Fail> {
        let session = match from {
            Some(id) => self.session_for_click(caller, id).await?,
            None => match self.store.open_session_in(caller.channel_id).await? {
                Some(s) => s,
                None => return refuse("There's no game in this channel, so there's no hand to show. Start one with `/game new`."),
            },
        };
        if session.status == Status::Lobby {
            return refuse("The game hasn't started yet, so nothing has been dealt.");
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return refuse("You're not playing in this game, so you have no hand here.");
        };
        let game = load_match(&session)?;
        let news: Vec<String> = self
            .store
            .take_news(session.id, me.seat, session.seq)
            .await?
            .iter()
            .map(|n| text::with_names(n, &seats))
            .collect();
        Ok(Response::one(
            self.board
                .private_message(&session, &seats, &game, Seat(me.seat), &news, Picture::Draw)
                .await,
        ))
    }

    async fn play_typed(
        &self,
        caller: &Caller,
        notation: &str,
        arrived: Option<(i64, u64)>,
    ) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(NO_GAME_HERE);
        };
        self.play(
            caller,
            session.id,
            Expect::Arrived(arrived),
            Intent::Notation(notation),
            None,
            None,
        )
        .await
    }

    /// A `/turn` command: a table event the game may or may not have.
    async fn table_event(
        &self,
        caller: &Caller,
        event: TableEvent,
        arrived: Option<(i64, u64)>,
    ) -> Result<Response, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return refuse(NO_GAME_HERE);
        };
        self.play(
            caller,
            session.id,
            Expect::Arrived(arrived),
            Intent::Event(event),
            None,
            None,
        )
        .await
    }

    /// Applies one action, then shows it: the live board edited or a new one posted
    /// (see [`live::plan`]), and the mover's private view when it changed.
    ///
    /// The move is computed on the state just read and committed with a compare-and-set
    /// on the session's seq. Losing that race to another move is harmless when the
    /// caller's intent still holds on the new state (a typed command, or a button whose
    /// token still matches), so the move is retried a few times before giving up.
    async fn play(
        &self,
        caller: &Caller,
        session_id: i64,
        expect: Expect,
        intent: Intent<'_>,
        note: Option<String>,
        from: Option<OnMessage>,
    ) -> Result<Response, Fail> {
        // Whether the caller was deciding for themselves when the command was read: a
        // retry after losing a race keeps that intent, so a host's `/turn next` never
        // ends the next player's turn too.
        let mut was_waiting = None;
        for _ in 0..4 {
            let session = self.session(session_id).await?;
            match session.status {
                Status::Lobby => {
                    return refuse(
                        "The game hasn't started yet: the host starts it with `/game start`.",
                    )
                }
                Status::Finished | Status::Aborted => return refuse("That game is over."),
                Status::Active => {}
            }
            let seats = self.store.seats(session.id).await?;
            let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id).cloned() else {
                return refuse(
                    "You're not playing in this game. You can watch, and join the next one!",
                );
            };
            let actor = Actor {
                seat: Seat(me.seat),
                host: caller.user_id == session.host_id,
            };
            let before = load_match(&session)?;
            let current = match expect {
                Expect::Arrived(_) => true,
                Expect::Token(token) => before.button_token(actor.seat) == token,
                Expect::Seq(seq) => session.seq == seq,
            };
            if !current {
                return refuse(OUT_OF_DATE);
            }
            let waiting_now = before.to_act().contains(&actor.seat);
            let for_someone_else = !waiting_now
                && matches!(expect, Expect::Arrived(Some((id, seen))) if id == session.id && seen != session.seq);
            let changed_hands = was_waiting.is_some_and(|was| !(was && waiting_now));
            if for_someone_else || changed_hands {
                return refuse(MOVED_ON);
            }
            was_waiting.get_or_insert(waiting_now);
            let mut game = before.clone();
            let tried = match intent {
                Intent::Notation(notation) => game.apply_notation(actor, notation),
                Intent::Event(event) => game.apply_event(actor, event),
            };
            let applied = match tried {
                Ok(applied) => applied,
                Err(ActionError::NotYourTurn) => {
                    let waiting: Vec<String> = game
                        .to_act()
                        .iter()
                        .map(|s| format!("**{}**", escape(&text::seat_name(&seats, *s))))
                        .collect();
                    return refuse(format!(
                        "It's not your turn — the game is waiting for {}.",
                        waiting.join(" and ")
                    ));
                }
                Err(e) => return refuse(text::with_names(&e.to_string(), &seats)),
            };
            let outcome = game.outcome();
            let action_json = applied.action.to_string();
            let snapshot = game.snapshot();
            let deadline = game.timeout();
            let mut events = applied.events;
            if let Some(note) = &note {
                events.insert(0, windward_engine::Event::public(note.clone()));
            }
            let narration: Vec<String> = events
                .iter()
                .filter(|e| e.visible_to(windward_engine::Viewer::Public))
                .map(|e| e.text.clone())
                .collect();
            // What the move told other seats privately waits for them in their view.
            let news: Vec<(u8, String)> = events
                .iter()
                .filter_map(|e| match e.audience {
                    windward_engine::Audience::Only(seat) if seat != actor.seat => {
                        Some((seat.0, e.text.clone()))
                    }
                    _ => None,
                })
                .collect();
            let committed = self
                .store
                .commit_action(
                    session.id,
                    session.seq,
                    NewAction {
                        seat: actor.seat.0,
                        user_id: caller.user_id,
                        host: actor.host,
                        action: &action_json,
                        notation: &applied.notation,
                        snapshot: &snapshot,
                        finished: outcome.is_some(),
                        deadline_at: deadline.as_ref().map(|d| self.deadline_after(d.minutes)),
                        narration: &narration,
                        news: &news,
                    },
                )
                .await?;
            let seq = match committed {
                Write::Done(seq) => seq,
                _ => continue,
            };
            self.note_committed(session.channel_id, session.id, seq);
            if me.name != caller.name {
                if let Err(e) = self
                    .store
                    .rename(session.id, caller.user_id, &caller.name)
                    .await
                {
                    warn!(error = %e, "could not update a display name");
                }
            }
            let private: Vec<String> = events
                .iter()
                .filter(|e| {
                    !e.visible_to(windward_engine::Viewer::Public)
                        && e.visible_to(windward_engine::Viewer::Seat(actor.seat))
                })
                .map(|e| text::with_names(&e.text, &seats))
                .collect();
            return self
                .show_move(Moved {
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
                })
                .await;
        }
        refuse(OUT_OF_DATE)
    }

    /// Shows a committed move: the one place that turns [`live::plan`] into posts,
    /// edits and the mover's answer.
    async fn show_move(&self, moved: Moved) -> Result<Response, Fail> {
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
                .mover_answer(&session, &seats, &before, &game, actor, private, &notation, from, None)
                .await;
        }
        let clicked_board = from.is_some_and(|m| !m.ephemeral);
        let clicked_live = from.is_some_and(|m| Some(m.id) == session.board_message_id);
        let mut plan = live::plan(&before, &game, narrated);
        if plan == Public::Quiet && session.board_shown_seq + 1 < seq {
            // The board skipped an edit for this state's predecessors: bring it up to date.
            plan = Public::Edit;
        }
        let mut board_update = None;
        match plan {
            Public::NewBoard { ping } => {
                let narrates_after = if game.outcome().is_some() {
                    session.board_seq
                } else {
                    // A turn summary: what happened since the pinged player last acted.
                    let mut since = seq;
                    for seat in &ping {
                        let last = self
                            .store
                            .last_action_before(session.id, seat.0, seq)
                            .await?;
                        since = since.min(last.unwrap_or(0));
                    }
                    since
                };
                let lines = self.narration_lines(&session, narrates_after).await?;
                let board = self
                    .board
                    .message(
                        &session,
                        &seats,
                        &game,
                        &lines,
                        Ping::Only(&ping),
                        Some(actor),
                        Picture::Draw,
                    )
                    .await;
                let skip_retire = clicked_live.then_some(session.board_message_id).flatten();
                self.post_board(&session, board, narrates_after, skip_retire)
                    .await?;
                if clicked_board {
                    board_update = Some(Clicked::Retire);
                }
                if game.outcome().is_some() {
                    self.forget_table(session.id);
                }
            }
            Public::Edit => {
                let lines = self.narration_lines(&session, session.board_seq).await?;
                let picture = if before.view(windward_engine::Viewer::Public)
                    == game.view(windward_engine::Viewer::Public)
                    && session.board_shown_seq + 1 >= seq
                {
                    Picture::Keep
                } else {
                    Picture::Draw
                };
                let board = self
                    .board
                    .message(
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
                if clicked_board && !clicked_live {
                    board_update = Some(Clicked::Retire);
                }
            }
        }
        self.mover_answer(
            &session,
            &seats,
            &before,
            &game,
            actor,
            private,
            &notation,
            from,
            board_update,
        )
        .await
    }

    /// What the mover is told: their private view (updated in place when they moved
    /// from it), their private news, or a short acknowledgement of a typed move.
    #[allow(clippy::too_many_arguments)]
    async fn mover_answer(
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
            clicked: board_update.unwrap_or_default(),
            messages: Vec::new(),
        };
        let from_private_view = from.is_some_and(|m| m.ephemeral);
        // A player still holding private choices (more cards to play, a discard to
        // pick) gets their private view again, so they need not reopen it per move.
        let private_choices_left = game.outcome().is_none()
            && game.to_act().contains(&actor)
            && game
                .choices(Actor::player(actor))
                .iter()
                .any(|c| c.placement == windward_engine::Placement::Private);
        if from_private_view {
            // Update the view the click came from; draw it again only if it changed.
            let picture = if live::private_changed(before, game, actor) {
                Picture::Draw
            } else {
                Picture::Keep
            };
            let view = self
                .board
                .private_message(session, seats, game, actor, &private, picture)
                .await;
            response.clicked = Clicked::Replace(Box::new(view));
        } else if private_choices_left {
            let view = self
                .board
                .private_message(session, seats, game, actor, &private, Picture::Draw)
                .await;
            response.messages.push(view);
        } else if !private.is_empty() {
            response
                .messages
                .push(Message::to_caller(clip(&private.join("\n"), 1900)));
        } else if from.is_none() {
            response.messages.push(Message::to_caller(format!(
                "Done: `{}`. The board in the channel shows it.",
                notation.replace('`', "")
            )));
        }
        Ok(response)
    }

    /// The narration of the actions after `after`, newest last, cut to a board's size.
    async fn narration_lines(&self, session: &SessionRow, after: u64) -> Result<Vec<String>, Fail> {
        let lines: Vec<String> = self
            .store
            .narration_after(session.id, after)
            .await?
            .into_iter()
            .flat_map(|n| n.lines)
            .collect();
        Ok(live::last_lines(&lines))
    }

    /// Posts a new live board (it may ping), records it, and retires the old one's
    /// buttons unless `clicked` (the old board whose click is answered by retiring
    /// it) is the old one.
    async fn post_board(
        &self,
        session: &SessionRow,
        board: Message,
        narrates_after: u64,
        clicked: Option<u64>,
    ) -> Result<(), Fail> {
        let posted = match self.surface.post(session.channel_id, &board).await {
            Ok(id) => Some(id),
            Err(e) => {
                // The move stands; the next move or `/game status` posts a board again.
                error!(error = %e, session = session.id, "could not post the board");
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
        Ok(())
    }

    /// Edits the live board in place; posts it anew (without pinging) when there is
    /// none or it cannot be edited any more (deleted, say).
    async fn edit_board(
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

    async fn repost(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        mut board: Message,
    ) -> Result<(), Fail> {
        if board.kept_image.take().is_some() {
            // A new message has no picture to keep: draw it.
            board.image = self.board.public_image(game, seats).await;
        }
        let session = SessionRow {
            board_message_id: None,
            ..session.clone()
        };
        self.post_board(&session, board, session.board_seq, None)
            .await
    }

    /// Drops a finished session's lock.
    fn forget_table(&self, session: i64) {
        self.tables
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&session);
    }

    /// The Unix-ms time `minutes` from now on the app's clock.
    fn deadline_after(&self, minutes: u32) -> i64 {
        self.clock.now_ms() + i64::from(minutes) * 60_000
    }

    /// Applies the default answer of every decision whose deadline has passed; their
    /// boards go to the channels through the surface. Returns the channels that moved.
    pub async fn run_due_timeouts(&self) -> Vec<u64> {
        let due = match self.store.due_deadlines(self.clock.now_ms()).await {
            Ok(due) => due,
            Err(e) => {
                error!(error = %e, "could not read deadlines");
                return Vec::new();
            }
        };
        let mut posts = Vec::new();
        for (id, seq) in due {
            match self.apply_timeout(id, seq).await {
                Ok(Some(post)) => posts.push(post),
                Ok(None) => {}
                Err(e) => error!(error = %e, session = id, "timeout failed"),
            }
        }
        posts
    }

    async fn apply_timeout(&self, id: i64, seq: u64) -> Result<Option<u64>, Fail> {
        let session = self.session(id).await?;
        let game = load_match(&session)?;
        let Some(timeout) = game.timeout() else {
            // The state has no deadline after all: forget it.
            self.store.set_deadline(id, seq, None).await?;
            return Ok(None);
        };
        let seats = self.store.seats(id).await?;
        let Some(row) = seats.iter().find(|s| s.seat == timeout.seat.0) else {
            return Err(Fail::Corrupt(format!(
                "session {id}: timeout for an empty seat"
            )));
        };
        let caller = Caller {
            user_id: row.user_id,
            name: row.name.clone(),
            guild_id: session.guild_id,
            channel_id: session.channel_id,
            manage_channel: false,
        };
        let note = format!(
            "⏰ {} didn't answer in time.",
            text::with_names(&timeout.seat.tag(), &seats)
        );
        info!(
            session = id,
            seat = timeout.seat.0,
            "deadline passed; applying the default"
        );
        match self
            .play(
                &caller,
                id,
                Expect::Seq(seq),
                Intent::Notation(&timeout.notation),
                Some(note),
                None,
            )
            .await
        {
            // The board went to the channel; nobody is there to read a private reply.
            Ok(_) => Ok(Some(session.channel_id)),
            Err(Fail::Refuse(reason)) => {
                warn!(session = id, %reason, "default answer refused");
                self.store.set_deadline(id, seq, None).await?;
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    // ----- components ---------------------------------------------------------------

    async fn component(
        &self,
        caller: &Caller,
        custom_id: &str,
        values: &[String],
        message: OnMessage,
    ) -> Result<Response, Fail> {
        let Some(id) = ComponentId::decode(custom_id) else {
            warn!(custom_id = %clip(custom_id, 100), "undecodable component id");
            return refuse("That button isn't one I recognise (it may be damaged or from an old version). Use `/game status` for a fresh board.");
        };
        match &id.code {
            Code::Hand => self.hand(caller, Some(&id)).await,
            Code::Join => self.join(caller, Some(&id)).await,
            Code::Leave => self.leave(caller, Some(&id)).await,
            Code::Start => self.start(caller, Some(&id), false).await,
            Code::Rematch => self.rematch(caller, &id).await,
            Code::Play(notation) => self.click_play(caller, &id, notation, message).await,
            Code::Menu(_) => match values {
                [value] => self.click_play(caller, &id, value, message).await,
                _ => refuse("Please choose exactly one option."),
            },
        }
    }

    /// The session a component belongs to, checked against the channel it was clicked in.
    async fn session_for_click(
        &self,
        caller: &Caller,
        id: &ComponentId,
    ) -> Result<SessionRow, Fail> {
        match self.store.session(id.session).await? {
            Some(s) if s.channel_id == caller.channel_id => Ok(s),
            _ => refuse("That button doesn't belong to a game in this channel. Use `/game status` for a fresh board."),
        }
    }

    async fn click_play(
        &self,
        caller: &Caller,
        id: &ComponentId,
        notation: &str,
        message: OnMessage,
    ) -> Result<Response, Fail> {
        let session = self.session_for_click(caller, id).await?;
        let Some(token) = id.seq else {
            return refuse(
                "That button isn't one I recognise. Use `/game status` for a fresh board.",
            );
        };
        if let Some(owner) = id.seat {
            // A seat's buttons are its player's alone; the id is untrusted, so this only
            // ever refuses: the move itself is always the caller's own.
            let seats = self.store.seats(session.id).await?;
            let mine = seats.iter().find(|s| s.user_id == caller.user_id);
            if mine.is_some_and(|m| m.seat != owner) {
                let owner = escape(&text::seat_name(&seats, Seat(owner)));
                return refuse(if session.kind.independent_seats() {
                    format!(
                        "That's **{owner}**'s {thing} — press **{label}** for yours.",
                        thing = thing_of(session.kind),
                        label = session.kind.private_view_label()
                    )
                } else {
                    format!("Those buttons are **{owner}**'s: the game is waiting for them, not for you.")
                });
            }
        }
        self.play(
            caller,
            session.id,
            Expect::Token(token),
            Intent::Notation(notation),
            None,
            Some(message),
        )
        .await
    }

    async fn rematch(&self, caller: &Caller, id: &ComponentId) -> Result<Response, Fail> {
        let old = self.session_for_click(caller, id).await?;
        if old.status != Status::Finished {
            return refuse("A rematch can start once this game has finished.");
        }
        let old_seats = self.store.seats(old.id).await?;
        if !old_seats.iter().any(|s| s.user_id == caller.user_id) {
            return refuse("Only the players of that game can start a rematch.");
        }
        if let Some(open) = self.store.open_session_in(caller.channel_id).await? {
            return refuse(self.channel_busy(&open).await?);
        }
        let response = self.new_game(caller, old.kind.id(), &old.options).await?;
        let Some(new) = self.store.open_session_in(caller.channel_id).await? else {
            return Ok(response);
        };
        // Same table, next seat starts: rotate the old order so the first player changes.
        let n = old_seats.len();
        let first = old_seats
            .iter()
            .position(|s| s.user_id == caller.user_id)
            .unwrap_or(0);
        for k in 1..=n {
            let s = &old_seats[(first + k) % n];
            if s.user_id != caller.user_id {
                self.store.join(new.id, s.user_id, &s.name, n).await?;
            }
        }
        self.start(caller, None, false).await?;
        Ok(Response {
            clicked: Clicked::Retire,
            messages: Vec::new(),
        })
    }

    // ----- autocomplete -------------------------------------------------------------

    /// Suggestions for a partly typed option (at most 25).
    pub async fn autocomplete(
        &self,
        caller: &Caller,
        field: AutocompleteField,
        partial: &str,
    ) -> Vec<Suggestion> {
        let wanted = partial.trim().to_lowercase();
        let mut out: Vec<Suggestion> = match field {
            AutocompleteField::Game => GameKind::ALL
                .iter()
                .filter(|k| k.id().contains(&wanted) || k.name().to_lowercase().contains(&wanted))
                .map(|k| Suggestion {
                    name: clip(&format!("{} — {}", k.name(), k.tagline()), 100),
                    value: k.id().to_string(),
                })
                .collect(),
            AutocompleteField::Options { game } => {
                let Some(kind) = game.as_deref().and_then(GameKind::find) else {
                    return Vec::new();
                };
                // Keep the complete `key=value` pairs typed so far; the last word, if it
                // has no `=` yet, is the start of a key.
                let mut words: Vec<&str> = partial.split_whitespace().collect();
                let started = match words.last() {
                    Some(w) if !w.contains('=') => words.pop().unwrap_or_default().to_lowercase(),
                    _ => String::new(),
                };
                let done = words.join(" ");
                kind.option_specs()
                    .iter()
                    .filter(|o| !words.iter().any(|w| w.starts_with(&format!("{}=", o.key))))
                    .filter(|o| o.key.starts_with(&started))
                    .map(|o| Suggestion {
                        name: clip(&format!("{}={} — {}", o.key, o.values, o.help), 100),
                        value: clip(format!("{done} {}=", o.key).trim(), 100),
                    })
                    .collect()
            }
            AutocompleteField::Action => match self.action_suggestions(caller, &wanted).await {
                Ok(list) => list,
                Err(e) => {
                    warn!(error = %e, "autocomplete failed");
                    Vec::new()
                }
            },
        };
        out.truncate(25);
        out
    }

    async fn action_suggestions(
        &self,
        caller: &Caller,
        wanted: &str,
    ) -> Result<Vec<Suggestion>, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return Ok(Vec::new());
        };
        if session.status != Status::Active {
            return Ok(Vec::new());
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return Ok(Vec::new());
        };
        let game = load_match(&session)?;
        let actor = Actor {
            seat: Seat(me.seat),
            host: caller.user_id == session.host_id,
        };
        Ok(game
            .choices(actor)
            .into_iter()
            .map(|c| (text::with_plain_names(&c.label, &seats), c.notation))
            .filter(|(label, notation)| {
                wanted.is_empty()
                    || notation.to_lowercase().contains(wanted)
                    || label.to_lowercase().contains(wanted)
            })
            .filter(|(_, notation)| notation.len() <= 100)
            .map(|(label, notation)| Suggestion {
                name: clip(&format!("{notation} — {label}"), 100),
                value: notation,
            })
            .collect())
    }
}

fn load_match(session: &SessionRow) -> Result<Match, Fail> {
    let snapshot = session
        .snapshot
        .as_deref()
        .ok_or_else(|| Fail::Corrupt(format!("session {} has no snapshot", session.id)))?;
    Match::from_snapshot(snapshot).map_err(Fail::Corrupt)
}

/// A seed from the operating system.
fn random_seed() -> u64 {
    use rand_core::{OsRng, TryRngCore};
    OsRng.try_next_u64().unwrap_or_else(|_| {
        // No OS randomness: fall back to the clock, which is still unpredictable enough
        // for a board game.
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    })
}

/// SplitMix64 of the base seed and session id: distinct, well-spread session seeds.
fn mix_seed(base: u64, id: i64) -> u64 {
    let mut z = base ^ (id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn game_list() -> String {
    GameKind::ALL
        .iter()
        .map(|k| format!("`{}` ({})", k.id(), k.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn rules(game: &str) -> Result<Response, Fail> {
    let Some(kind) = GameKind::find(game) else {
        return refuse(format!(
            "I don't know the game `{}`. I can run: {}.",
            clip(&game.replace('`', ""), 40),
            game_list()
        ));
    };
    let mut fields = Vec::new();
    let specs = kind.option_specs();
    if !specs.is_empty() {
        let lines: Vec<String> = specs
            .iter()
            .map(|o| {
                format!(
                    "`{}={}` — {} (default: {})",
                    o.key, o.values, o.help, o.default
                )
            })
            .collect();
        fields.push(Field {
            name: "Options for /game new".into(),
            value: clip(&lines.join("\n"), 1024),
            inline: false,
        });
    }
    Ok(Response::one(Message::to_caller(String::new()).with_embed(
        Embed {
            title: format!("{} — rules summary", kind.name()),
            description: clip(kind.rules(), 4000),
            fields,
            colour: 0x0072B2,
            ..Embed::default()
        },
    )))
}

fn lobby_message(session: &SessionRow, seats: &[SeatRow]) -> Message {
    let (min, max) = session
        .kind
        .check_options(&session.options)
        .unwrap_or((1, 25));
    let players: Vec<String> = seats
        .iter()
        .map(|s| {
            let host = if s.user_id == session.host_id {
                " (host)"
            } else {
                ""
            };
            format!("{}. {}{host}", s.seat + 1, escape(&s.name))
        })
        .collect();
    let need = if seats.len() < min {
        format!("Needs at least {min} to start.")
    } else {
        "Ready to start.".to_string()
    };
    let mut fields = vec![Field {
        name: format!("Players ({}/{max})", seats.len()),
        value: players.join("\n"),
        inline: false,
    }];
    if !session.options.is_empty() {
        fields.push(Field {
            name: "Options".into(),
            value: format!("`{}`", session.options.replace('`', "")),
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
        content: String::new(),
        embed: Some(Embed {
            title: format!("New game: {}", session.kind.name()),
            description: format!(
                "{}\nJoin with the button or `/game join`. The host starts with **Start** or `/game start` (add `shuffle:true` to shuffle seats). {need}",
                session.kind.tagline()
            ),
            fields,
            colour: 0xE69F00,
            image_in_embed: false,
            footer: Some(format!("Rules: /game rules game:{}", session.kind.id())),
        }),
        image: None,
        kept_image: None,
        rows: vec![reply::Row::Buttons(vec![
            reply::Button { label: "Join".into(), custom_id: id(Code::Join), style: reply::ButtonStyle::Success, disabled: false },
            reply::Button { label: "Leave".into(), custom_id: id(Code::Leave), style: reply::ButtonStyle::Secondary, disabled: false },
            reply::Button { label: "Start".into(), custom_id: id(Code::Start), style: reply::ButtonStyle::Primary, disabled: false },
        ])],
        pings: Vec::new(),
    }
}

/// A lobby change: a click edits the lobby message in place; a command posts it anew.
fn lobby_update(from: Option<&ComponentId>, mut lobby: Message, news: String) -> Response {
    lobby.content = news;
    match from {
        Some(_) => Response {
            clicked: Clicked::Replace(Box::new(lobby)),
            messages: Vec::new(),
        },
        None => Response::one(lobby),
    }
}

fn help() -> Message {
    let games = GameKind::ALL
        .iter()
        .map(|k| format!("**{}** (`{}`) — {}", k.name(), k.id(), k.tagline()))
        .collect::<Vec<_>>()
        .join("\n");
    Message::to_caller(String::new()).with_embed(Embed {
        title: "Windward — tabletop games in your channel".into(),
        description: format!(
            "Play at your own pace: take your turn whenever you have time, and I'll keep the board, ping whoever is next, and post a picture after every move.\n\n**Games**\n{games}"
        ),
        fields: vec![
            Field {
                name: "Start a game".into(),
                value: "`/game new game:<name>` opens a lobby here · `/game join` · `/game start` (host) · `/game rules game:<name>`".into(),
                inline: false,
            },
            Field {
                name: "Play".into(),
                value: "Press the buttons on the newest board, or `/play action:<move>` (it suggests your legal moves) · `/hand` shows your private view · `/turn show` pings whoever is next".into(),
                inline: false,
            },
            Field {
                name: "Keep the table".into(),
                value: "`/game status` re-posts the board · `/turn next` ends your turn · `/turn back|skip|remove|move` (free table; host) · `/game abort` (host or Manage Channel) · `/game list` shows this server's games".into(),
                inline: false,
            },
            Field {
                name: "Dice".into(),
                value: "`/roll expression:4d6kh3+2` — keep/drop `kh kl dh dl`, exploding `!`, rerolls `r`, successes `>=`, Fudge `dF`, labels `[fire]`, comments `# text`. Add `private:true` to roll secretly.".into(),
                inline: false,
            },
        ],
        colour: 0x56B4E9,
        image_in_embed: false,
        footer: Some("One game per channel — threads count as channels.".into()),
    })
}

#[cfg(test)]
mod tests;

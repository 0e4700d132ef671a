//! The app service: everything Windward does, with no Discord in it.
//!
//! The poise layer and the offline channel (`windward play`) both call [`App::handle`]
//! with a [`Caller`] and a [`Request`], and turn the [`Response`] into their own output.
//! An action is acknowledged only after its transaction has committed.

mod autocomplete;
mod board;
pub mod breakdown;
mod campaign;
pub mod catalogue;
pub mod command;
mod components;
pub mod computer;
mod deadlines;
mod history;
pub mod ids;
mod languages;
pub mod live;
mod lobby;
mod messages;
mod moves;
mod outbox;
mod plans;
pub mod record;
pub mod reminders;
pub mod reply;
pub mod rich;
mod rollback;
mod rolls;
mod sessions;
mod stand_ins;
mod stats;
pub mod surface;
pub mod text;
pub mod timing;
mod undo;
pub mod web;
pub mod web_links;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};

use tracing::{error, info, warn};
use windward_engine::i18n::{say, Lang, Msg};
use windward_engine::msg;
use windward_engine::rng::GameRng;
use windward_engine::{ActionError, Actor, GameKind, Match, Seat, TableEvent};

use crate::store::{
    NewAction, NewSession, OwesBoard, Said, SeatRow, SessionRow, Status, Store, StoreError,
    WaitChange, Write,
};
pub use board::{Board, Picture, Ping};
use command::Command;
use deadlines::Deadlines;
use ids::{Code, ComponentId};
use live::Public;
use lobby::lobby_message;
use messages::{help, rules};
use reply::{Audience, Clicked, Embed, Field, Message, Response, Suggestion};
use rich::Text;
pub use surface::{Recorder, Surface, SurfaceError, Trouble};
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
    /// The member may manage the server (may choose its language).
    pub manage_server: bool,
    /// The caller's own language (their Discord locale): every reply only they see
    /// is in it.
    pub lang: Lang,
    /// The server's Discord locale, if Discord said (a new game's default language).
    pub server_lang: Option<Lang>,
}

impl Caller {
    /// A seat's player as the caller, in the session's channel: how the bot plays for
    /// them (a deadline's default answer, a host's skip, the computer's move).
    fn seated(session: &SessionRow, row: &SeatRow) -> Caller {
        Caller {
            user_id: row.user_id,
            name: row.name.clone(),
            guild_id: session.guild_id,
            channel_id: session.channel_id,
            manage_channel: false,
            manage_server: false,
            lang: row.lang,
            server_lang: None,
        }
    }
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
    /// `/game cards card:` — the components of the game already typed, if any.
    Card { game: Option<String> },
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

/// Why a request could not be served.
#[derive(Debug, thiserror::Error)]
pub enum Fail {
    /// A polite refusal for the caller, in their language; nothing changed.
    #[error("{}", .0.english())]
    Refuse(Msg),
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
    /// A proposal the table agreed to (`plan=together`): on whatever the state is
    /// now, and its proposer, waiting on the others meanwhile, is waited on afresh
    /// (pinged) if they still act.
    Agreed,
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

/// What a game's private view is of, for sentences: "ship" for "My ship"
/// (`view-thing-ship` for `view-my-ship`).
fn thing_of(kind: GameKind) -> Msg {
    let label = kind.private_view_label();
    match label.id().and_then(|id| id.strip_prefix("view-my-")) {
        Some(thing) => Msg::new(format!("view-thing-{thing}")),
        None => label,
    }
}

fn refuse<T>(reason: impl Into<Msg>) -> Result<T, Fail> {
    Err(Fail::Refuse(reason.into()))
}

/// The game moved on under a command: nothing was applied.
fn moved_on() -> Msg {
    msg!("refused-moved-on")
}

fn no_game_here() -> Msg {
    msg!("refused-no-game-here")
}

/// A button from a board the game has left behind.
fn out_of_date() -> Msg {
    msg!("refused-out-of-date")
}

/// Wall-clock time, which the offline channel can move forward: the store's, so rows
/// are stamped by the same clock the app reads.
pub use crate::store::Clock;

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
    /// A computer turn was scheduled: wakes the deadline task early (see `computer`).
    computer_wake: tokio::sync::Notify,
    computer_woken: std::sync::atomic::AtomicBool,
    /// Sessions whose computer stretch is being played right now.
    computer_busy: Mutex<HashSet<i64>>,
    /// Live boards behind their game whose edit failed: (tries, next try at), so an
    /// outage is not hammered (see `outbox`).
    stale_retries: Mutex<HashMap<i64, (u32, i64)>>,
    /// The private view each (session, seat) was last sent with its picture: a hash
    /// of what it shows, and when (see `App::private_picture`).
    private_shown: Mutex<HashMap<(i64, u8), (u64, i64)>>,
    /// How long an hour of reminders and `/away` lasts: an hour, except against a
    /// test Discord.
    hour_ms: std::sync::atomic::AtomicI64,
    /// The longest wait between two tries of an owed board or message: a minute,
    /// except against a test Discord (see `outbox`).
    retry_max_ms: std::sync::atomic::AtomicI64,
    computer_pause_ms: std::sync::atomic::AtomicI64,
    /// Where the table's web pages are, once set (`set_web_links`).
    web: web::WebSetting,
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
        let clock = store.clock().clone();
        let app = App {
            store,
            clock,
            seeds,
            roll_rng: Mutex::new(GameRng::from_seed(roll_seed)),
            board,
            surface,
            tables: Mutex::new(HashMap::new()),
            committed: Mutex::new(HashMap::new()),
            computer_wake: tokio::sync::Notify::new(),
            computer_woken: std::sync::atomic::AtomicBool::new(false),
            computer_busy: Mutex::new(HashSet::new()),
            stale_retries: Mutex::new(HashMap::new()),
            private_shown: Mutex::new(HashMap::new()),
            hour_ms: std::sync::atomic::AtomicI64::new(3_600_000),
            retry_max_ms: std::sync::atomic::AtomicI64::new(outbox::RETRY_MAX_MS),
            computer_pause_ms: std::sync::atomic::AtomicI64::new(computer::PAUSE_MS),
            web: web::WebSetting::new(),
        };
        // Games that ended before results were kept (or just before a crash).
        app.sync_results().await;
        Ok(app)
    }

    /// The session and seq last committed in a channel, as this process knows it.
    fn committed_in(&self, channel: u64) -> Option<(i64, u64)> {
        self.committed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&channel)
            .copied()
    }

    /// After an undo the seq steps back: what a command arriving now could have seen.
    fn note_undone(&self, channel: u64, session: i64, seq: u64) {
        self.committed
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(channel, (session, seq));
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

    /// Makes an hour of reminders last `ms` (end-to-end tests; see `WINDWARD_HOUR_MS`).
    pub fn set_hour_ms(&self, ms: i64) {
        self.hour_ms
            .store(ms.max(1), std::sync::atomic::Ordering::Relaxed);
    }

    /// Caps the wait between tries of an owed delivery at `ms` (end-to-end tests; see
    /// `WINDWARD_RETRY_MAX_MS`).
    pub fn set_retry_max_ms(&self, ms: i64) {
        self.retry_max_ms
            .store(ms.max(1), std::sync::atomic::Ordering::Relaxed);
    }

    /// Makes the computer's pause before it plays `ms` (end-to-end tests; see
    /// `WINDWARD_COMPUTER_PAUSE_MS`).
    pub fn set_computer_pause_ms(&self, ms: i64) {
        self.computer_pause_ms
            .store(ms.max(0), std::sync::atomic::Ordering::Relaxed);
    }

    /// How long the computer "thinks" before it plays ([`computer::PAUSE_MS`] but in
    /// end-to-end tests).
    pub fn computer_pause_ms(&self) -> i64 {
        self.computer_pause_ms
            .load(std::sync::atomic::Ordering::Relaxed)
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
            Err(Fail::Refuse(reason)) => Response::refuse(say(caller.lang, &reason)),
            Err(e) => {
                error!(error = %e, channel = caller.channel_id, "request failed");
                Response::refuse(say(caller.lang, &msg!("turns-went-wrong")))
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
            Command::Help => Ok(Response::one(help(caller.lang))),
            Command::Roll {
                expression,
                private,
            } => self.roll(caller, &expression, private).await,
            Command::GameNew { game, options } => {
                self.new_game_typed(caller, &game, &options).await
            }
            Command::GameJoin => self.join(caller, None).await,
            Command::GameAddComputer => self.add_computer(caller).await,
            Command::GameLeave => self.leave(caller, None).await,
            Command::GameStart { shuffle } => self.start(caller, None, shuffle).await,
            Command::GameStatus => self.status(caller).await,
            Command::GameAbort => self.abort(caller).await,
            Command::GameRules { game } => rules(&game, caller.lang),
            Command::GameCards { game, card } => {
                self.cards(caller.lang, &game, card.as_deref()).await
            }
            Command::GameList => self.list(caller).await,
            Command::MyGames => self.my_games(caller).await,
            Command::Away { days, reason } => self.away(caller, days, reason).await,
            Command::Back => self.back(caller).await,
            Command::PlanAgree { player } => {
                self.answer_proposal(caller, player, plans::Verdict::Agree)
                    .await
            }
            Command::PlanWithdraw => self.withdraw_proposal(caller).await,
            Command::PlanObject { player, note } => {
                self.answer_proposal(caller, player, plans::Verdict::Object(note))
                    .await
            }
            Command::Settings {
                remind: None,
                dm: None,
                timezone: None,
                quiet: None,
                language,
                place,
            } if language.is_some() || place.is_some() => {
                self.set_language(caller, language.as_deref(), place.as_deref())
                    .await
            }
            Command::Settings {
                remind,
                dm,
                timezone,
                quiet,
                language,
                place,
            } => {
                if language.is_some() || place.is_some() {
                    return Ok(Response::refuse(say(caller.lang, &msg!("language-alone"))));
                }
                self.settings(caller, remind, dm, timezone, quiet).await
            }
            Command::Stats { game, user } => self.stats(caller, game.as_deref(), user).await,
            Command::GameLog { page } => self.game_log(caller, page).await,
            Command::GameReplay { number } => self.game_replay(caller, number).await,
            Command::GameVerify => self.game_verify(caller).await,
            Command::GameWeb => self.game_web(caller).await,
            Command::GameReplace {
                old,
                new: None,
                computer: true,
            } => self.hand_to_computer(caller, old).await,
            Command::GameReplace {
                new: Some(_),
                computer: true,
                ..
            } => refuse(msg!("turns-replace-both")),
            Command::GameReplace { new: None, .. } => refuse(msg!("turns-replace-nobody")),
            Command::GameReplace {
                old,
                new: Some(new),
                ..
            } => self.replace_player(caller, old, new).await,
            Command::GameRollback { number } => self.ask_rollback(caller, number).await,
            Command::TurnShow => self.turn_show(caller).await,
            Command::TurnNext => {
                self.play_typed(caller, Intent::Event(TableEvent::EndTurn), arrived)
                    .await
            }
            Command::TurnBack => {
                self.play_typed(caller, Intent::Event(TableEvent::Back), arrived)
                    .await
            }
            Command::TurnSkip => self.skip(caller, arrived, None).await,
            Command::TurnRemove { player } => {
                let seat = self.seat_of_user(caller, player).await?;
                self.play_typed(caller, Intent::Event(TableEvent::Remove(seat)), arrived)
                    .await
            }
            Command::TurnMove { player, position } => {
                let seat = self.seat_of_user(caller, player).await?;
                let Some(position) = u8::try_from(position).ok().filter(|p| *p >= 1) else {
                    return refuse(msg!("turns-move-position-from-one"));
                };
                self.play_typed(
                    caller,
                    Intent::Event(TableEvent::Move { seat, position }),
                    arrived,
                )
                .await
            }
            Command::Hand => self.hand(caller, None).await,
            Command::Undo => self.undo(caller, None).await,
            Command::Play { action } => {
                self.play_typed(caller, Intent::Notation(&action), arrived)
                    .await
            }
        }
    }
}

fn load_match(session: &SessionRow) -> Result<Match, Fail> {
    let snapshot = session
        .snapshot
        .as_deref()
        .ok_or_else(|| Fail::Corrupt(format!("session {} has no snapshot", session.id)))?;
    Match::from_snapshot(snapshot).map_err(Fail::Corrupt)
}

impl App {
    /// The session's game: its snapshot, or, when that can't be read (damaged, or
    /// missing), the game rebuilt from its action log, which is the truth. A rebuilt
    /// snapshot is stored again (if no move came in between) and the repair logged.
    async fn game_of(&self, session: &SessionRow) -> Result<Match, Fail> {
        let broken = match load_match(session) {
            Ok(game) => return Ok(game),
            Err(Fail::Corrupt(why)) => why,
            Err(e) => return Err(e),
        };
        let game = replay_log(&self.store, session).await.map_err(|e| {
            Fail::Corrupt(format!(
                "session {}: the snapshot is unreadable ({broken}) and the log does not replay: {e}",
                session.id
            ))
        })?;
        let stored = self
            .store
            .repair_snapshot(session.id, session.seq, &game.snapshot())
            .await?;
        warn!(
            session = session.id,
            seq = session.seq,
            stored,
            reason = %broken,
            "rebuilt an unreadable snapshot from the action log"
        );
        Ok(game)
    }
}

/// The session's game rebuilt from its action log and seed (the truth the snapshot
/// caches): for repairs and `windward doctor`.
///
/// # Errors
/// Why the log does not give the session's state: unreadable, refused, or not as long as
/// the session's move count.
pub(crate) async fn replay_log(store: &Store, session: &SessionRow) -> Result<Match, String> {
    let log = store.actions(session.id).await.map_err(|e| e.to_string())?;
    if log.len() as u64 != session.seq {
        return Err(format!(
            "{} logged actions for move {}",
            log.len(),
            session.seq
        ));
    }
    let players = store
        .seats(session.id)
        .await
        .map_err(|e| e.to_string())?
        .len();
    let actions = log
        .iter()
        .map(|a| {
            let value: serde_json::Value =
                serde_json::from_str(&a.action).map_err(|e| format!("action {}: {e}", a.seq))?;
            let actor = Actor {
                seat: Seat(a.seat),
                host: a.host,
            };
            Ok((actor, value))
        })
        .collect::<Result<Vec<_>, String>>()?;
    Match::replay(
        session.kind,
        &session.options,
        players,
        session.seed,
        actions.iter().map(|(actor, v)| (*actor, v)),
    )
    .map_err(|e| e.to_string())
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

#[cfg(test)]
mod tests;

//! Sessions, seats and the action log in SQLite or Postgres (sqlx's `Any` driver,
//! runtime-checked queries), chosen by the database URL's scheme.
//!
//! One SQL text serves both backends: parameters are numbered (`$1`, which SQLite reads
//! too), upserts are `ON CONFLICT`, new ids come back with `RETURNING`, and every
//! integer column is a 64-bit integer in both schemas, flags included (0 or 1), so a
//! row decodes the same from either. Each backend has its own migrations
//! (`migrations/` for SQLite, `migrations/postgres/`).
//!
//! Every write transaction begins with a write, so SQLite takes its write lock first and
//! concurrent writers queue on the busy timeout instead of failing to upgrade a read
//! lock (in Postgres the first write locks the row the rest of the transaction depends
//! on). An action commits with a compare-and-set on the session's `seq`: of two
//! simultaneous clicks, one commits and the other learns it is out of date, whichever
//! process each reached.
//!
//! Rows are read by column name with sqlx's `FromRow` derive; ids and seeds, which are
//! `u64` in Rust and 64-bit signed integers in the databases, pass through [`Bits`].
//!
//! This file holds the rows every part reads (sessions, seats), the errors, and the
//! helpers the parts share; [`Store`]'s methods live by area in the child modules:
//! `connect` (opening the database, the bot's secrets), `maintenance` (what the
//! operators' tools ask), `sessions` (finding sessions, seats and the live board),
//! `lobby` (opening, joining, starting and closing a table), `actions` (the action
//! log and private news), `undo` (undo and rollback votes), `deadlines`, `results`,
//! `web` (page tokens, and news of changes for open pages), and [`outbox`], [`waits`]
//! and [`processes`].

use std::time::{SystemTime, UNIX_EPOCH};

use sqlx::{AnyPool, FromRow};
use windward_engine::i18n::Lang;
use windward_engine::GameKind;

pub type SessionId = i64;

/// Stored as the lowercase name (the migration's CHECK lists them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Lobby,
    Active,
    Finished,
    Aborted,
}

impl Status {
    pub fn is_open(self) -> bool {
        matches!(self, Status::Lobby | Status::Active)
    }

    fn as_str(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Active => "active",
            Status::Finished => "finished",
            Status::Aborted => "aborted",
        }
    }
}

impl TryFrom<String> for Status {
    type Error = StoreError;

    fn try_from(name: String) -> Result<Self, StoreError> {
        [
            Status::Lobby,
            Status::Active,
            Status::Finished,
            Status::Aborted,
        ]
        .into_iter()
        .find(|s| s.as_str() == name)
        .ok_or_else(|| StoreError::Corrupt(format!("unknown session status {name}")))
    }
}

#[derive(Clone, Debug)]
pub struct SessionRow {
    pub id: SessionId,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub kind: GameKind,
    pub options: String,
    pub seed: u64,
    pub host_id: u64,
    pub status: Status,
    pub seq: u64,
    pub snapshot: Option<String>,
    pub updated_at: i64,
    /// The live board: the channel message that shows the game now, if one was posted.
    pub board_message_id: Option<u64>,
    /// The live board narrates the actions after this seq.
    pub board_seq: u64,
    /// The seq whose state the live board shows.
    pub board_shown_seq: u64,
    /// When the current state's decision times out (Unix ms), if it does.
    pub deadline_at: Option<i64>,
    /// Whose decision that deadline is on, where several seats decide on their own.
    pub deadline_seat: Option<u8>,
    /// The salt of the seed's commitment (hex); `None` for sessions from before
    /// seeds were sealed.
    pub seed_salt: Option<String>,
    /// The seat whose last action this is, when they may take it back.
    pub undo_seat: Option<u8>,
    /// The table's language: what the channel sees (boards, pictures, narration).
    pub lang: Lang,
}

/// A `sessions` row as SQLite holds it; [`SessionRow`] is what the app reads.
#[derive(FromRow)]
struct SessionRecord {
    id: i64,
    guild_id: Option<i64>,
    #[sqlx(try_from = "Bits")]
    channel_id: u64,
    kind: String,
    options: String,
    #[sqlx(try_from = "Bits")]
    seed: u64,
    #[sqlx(try_from = "Bits")]
    host_id: u64,
    #[sqlx(try_from = "String")]
    status: Status,
    #[sqlx(try_from = "Bits")]
    seq: u64,
    snapshot: Option<String>,
    updated_at: i64,
    board_message_id: Option<i64>,
    board_seq: Option<i64>,
    board_shown_seq: Option<i64>,
    deadline_at: Option<i64>,
    deadline_seat: Option<i64>,
    seed_salt: Option<String>,
    undo_seat: Option<i64>,
    lang: Option<String>,
}

impl TryFrom<SessionRecord> for SessionRow {
    type Error = StoreError;

    fn try_from(r: SessionRecord) -> Result<Self, StoreError> {
        Ok(SessionRow {
            id: r.id,
            guild_id: r.guild_id.map(from_db),
            channel_id: r.channel_id,
            kind: GameKind::find(&r.kind)
                .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind {}", r.kind)))?,
            options: r.options,
            seed: r.seed,
            host_id: r.host_id,
            status: r.status,
            seq: r.seq,
            snapshot: r.snapshot,
            updated_at: r.updated_at,
            board_message_id: r.board_message_id.map(from_db),
            // Sessions from before the live board have none of these: 0 is "from the start".
            board_seq: r.board_seq.map_or(0, from_db),
            board_shown_seq: r.board_shown_seq.map_or(0, from_db),
            deadline_at: r.deadline_at,
            deadline_seat: r.deadline_seat.and_then(|s| u8::try_from(s).ok()),
            seed_salt: r.seed_salt,
            undo_seat: r.undo_seat.and_then(|s| u8::try_from(s).ok()),
            lang: r.lang.as_deref().and_then(Lang::parse).unwrap_or_default(),
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct SeatRow {
    #[sqlx(try_from = "i64")]
    pub seat: u8,
    #[sqlx(try_from = "Bits")]
    pub user_id: u64,
    pub name: String,
    /// The computer plays for the seat's player until they are back (they left, ran
    /// out of time, or the host handed the seat to it).
    #[sqlx(default, try_from = "Flag")]
    pub stand_in: bool,
    /// Deadlines in a row that ran out with the player silent (see
    /// `GameKind::stand_in_after`).
    #[sqlx(default, try_from = "i64")]
    pub missed: u32,
    /// The player is `/away` until then (Unix ms), in every game.
    #[sqlx(default)]
    pub away_until: Option<i64>,
    /// Away time this seat has already spent against the game's deadlines.
    #[sqlx(default)]
    pub away_used_ms: i64,
    /// The player's language when they took the seat (English for seats from before
    /// languages): what reaches them outside an interaction is in it.
    #[sqlx(default, try_from = "LangCode")]
    pub lang: Lang,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    // The sqlx error is in the message, not kept as a source: sqlx's errors repeat their
    // own source in their text, so a chain would print the same words three times.
    #[error("database error: {0}")]
    Db(sqlx::Error),
    #[error("migration failed: {0}")]
    Migrate(sqlx::migrate::MigrateError),
    #[error("stored data is inconsistent: {0}")]
    Corrupt(String),
    /// `DATABASE_URL` names a database Windward cannot use.
    #[error("Windward keeps its games in SQLite or Postgres, so the database must be a sqlite:// URL (like sqlite://windward.db) or a postgres:// one, not `{0}`.")]
    Unsupported(String),
    /// The SQLite file cannot be opened or created.
    #[error("I can't open or create the SQLite file `{0}`: does its folder exist, and may Windward write there?")]
    CannotOpen(String),
    /// The database was last used by a newer Windward, whose changes this one lacks.
    #[error("This database was written by a newer Windward (it has schema change {0}, which this version doesn't know). Run that version, or a newer one; this one won't touch it.")]
    Newer(i64),
    /// A tool was asked to check a database that is not there (tools never create one).
    #[error("There is no database at `{0}`: nothing to check. Give the one the bot uses with --db (or DATABASE_URL).")]
    Missing(String),
    /// A tool was asked to check a database the bot has never set up, or set up by an
    /// older Windward (the bot brings it up to date when it starts; tools change no
    /// schema).
    #[error("`{0}` is not a Windward database this version can read ({1} of its {2} schema changes applied): start the bot on it once, or give the right one with --db.")]
    NotReady(String, usize, usize),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        StoreError::Db(e)
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        match e {
            sqlx::migrate::MigrateError::VersionMissing(version) => StoreError::Newer(version),
            e => StoreError::Migrate(e),
        }
    }
}

/// Outcomes of writes that can lose a race; none of them is an error of the store.
#[derive(Debug, PartialEq, Eq)]
pub enum Write<T> {
    Done(T),
    /// The row moved on (another action, a start, an abort) since it was read.
    Stale,
    /// This channel already has an open session.
    ChannelBusy,
    /// The user already has a seat.
    AlreadySeated,
    /// Every seat is taken.
    Full,
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// This process's name as a claimant of outbox rows (random per open).
    instance: i64,
    /// News of sessions that changed, for open web pages (see `web`).
    changes: tokio::sync::broadcast::Sender<SessionId>,
    /// What "now" is when a row is stamped: the app's clock, which the offline
    /// channel's `:wait` moves forward, so a move made after `:wait 7h` is stamped 7
    /// hours after the one before it (it was the system clock: "since 107 hours ago").
    clock: Clock,
}

/// Wall-clock time, which the offline channel can move forward (`:wait 12h`) to let
/// deadlines pass. Clones share one offset: the app and its store read the same time.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    offset_ms: std::sync::Arc<std::sync::atomic::AtomicI64>,
}

impl Clock {
    pub fn now_ms(&self) -> i64 {
        now_ms() + self.offset_ms.load(std::sync::atomic::Ordering::Relaxed)
    }

    pub fn advance(&self, ms: i64) {
        self.offset_ms
            .fetch_add(ms, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Begins a transaction that reads before it writes with a write that changes nothing:
/// SQLite then takes its write lock first, so a writer in another connection (or
/// process) makes it wait on the busy timeout rather than fail its later write at once;
/// Postgres locks the session's row, which every write to the session takes too.
async fn take_write_lock(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: SessionId,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE sessions SET updated_at = updated_at WHERE id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The system clock, in Unix ms.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

// Snowflakes and seeds are u64; SQLite integers are i64. Bit-casting keeps every value.
fn to_db(v: u64) -> i64 {
    v as i64
}
fn from_db(v: i64) -> u64 {
    v as u64
}

/// A stored `u64`: the database's i64, bit-cast back (see [`to_db`]), for
/// `#[sqlx(try_from)]`.
#[derive(sqlx::Type)]
#[sqlx(transparent)]
struct Bits(i64);

impl From<Bits> for u64 {
    fn from(bits: Bits) -> u64 {
        from_db(bits.0)
    }
}

/// A stored flag: 0 or 1 in a 64-bit integer column in both backends (a Postgres
/// `boolean` would decode differently from SQLite's integer), for `#[sqlx(try_from)]`.
#[derive(sqlx::Type)]
#[sqlx(transparent)]
struct Flag(i64);

impl From<Flag> for bool {
    fn from(flag: Flag) -> bool {
        flag.0 != 0
    }
}

/// A language as it is stored: its code, or NULL (English) for rows from before
/// languages; for `#[sqlx(try_from)]`.
#[derive(sqlx::Type)]
#[sqlx(transparent)]
struct LangCode(Option<String>);

impl From<LangCode> for Lang {
    fn from(code: LangCode) -> Lang {
        code.0.as_deref().and_then(Lang::parse).unwrap_or_default()
    }
}

/// A flag as it is stored (see [`Flag`]).
fn flag(on: bool) -> i64 {
    i64::from(on)
}

// A deadline left from an earlier state is not the current one's.
const SESSION_COLUMNS: &str = "id, guild_id, channel_id, kind, options, seed, host_id, status, seq, snapshot, updated_at, board_message_id, board_seq, board_shown_seq, CASE WHEN deadline_seq = seq THEN deadline_at END AS deadline_at,
     CASE WHEN deadline_seq = seq THEN deadline_seat END AS deadline_seat, seed_salt,
     (SELECT a.seat FROM actions a WHERE a.session_id = sessions.id AND a.seq = sessions.seq AND a.undoable = 1) AS undo_seat,
     COALESCE((SELECT l.lang FROM languages l WHERE l.place_id = sessions.channel_id),
              (SELECT l.lang FROM languages l WHERE l.place_id = sessions.guild_id),
              sessions.lang) AS lang";

const SEATS_IN_ORDER: &str =
    "SELECT s.seat, s.user_id, s.name, s.stand_in, s.missed, s.away_used_ms, p.away_until, s.lang
     FROM seats s LEFT JOIN players p ON p.user_id = s.user_id
     WHERE s.session_id = $1 ORDER BY s.seat";

mod actions;
mod connect;
mod deadlines;
mod languages;
mod lobby;
mod maintenance;
pub mod outbox;
pub mod processes;
mod proposals;
mod results;
pub mod scratch;
mod sessions;
mod undo;
pub mod waits;
mod web;
pub use actions::{ActionRow, LogRow, Narrated, NewAction, OwesBoard, Said};
pub(crate) use connect::sqlite_file;
pub use connect::Backend;
pub use deadlines::DeadlineAt;
pub use lobby::{Dealt, NewSession};
pub use proposals::Proposal;
pub use results::ResultRow;
pub use undo::RollbackVote;
pub use waits::{PlayerSettings, WaitChange};
#[cfg(test)]
mod tests;

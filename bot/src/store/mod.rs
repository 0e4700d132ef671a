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

use std::str::FromStr;
use std::time::{SystemTime, UNIX_EPOCH};

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor, FromRow, Row};
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

/// Which database the store speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend a database URL names.
    ///
    /// # Errors
    /// [`StoreError::Unsupported`] for any other scheme.
    fn of(url: &str) -> Result<Backend, StoreError> {
        let scheme = url
            .split(':')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match scheme.as_str() {
            "sqlite" => Ok(Backend::Sqlite),
            "postgres" | "postgresql" => Ok(Backend::Postgres),
            // Only the scheme: the rest may hold a password.
            _ => Err(StoreError::Unsupported(format!("{scheme}://…"))),
        }
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
    /// The player ran out of time and the computer plays for them until they are back.
    #[sqlx(default, try_from = "Flag")]
    pub stand_in: bool,
    /// The player is `/away` until then (Unix ms), in every game.
    #[sqlx(default)]
    pub away_until: Option<i64>,
    /// Away time this seat has already spent against the game's deadlines.
    #[sqlx(default)]
    pub away_used_ms: i64,
}

#[derive(Clone, Debug, FromRow)]
pub struct ActionRow {
    #[sqlx(try_from = "Bits")]
    pub seq: u64,
    #[sqlx(try_from = "i64")]
    pub seat: u8,
    #[sqlx(try_from = "Bits")]
    pub user_id: u64,
    #[sqlx(try_from = "Flag")]
    pub host: bool,
    pub action: String,
    pub notation: String,
}

/// What starting a game writes: the seats' order, the first snapshot, and the options
/// again when the start completed them (a campaign's `carry=`, known only once the
/// seats are).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt {
    pub order: Vec<u64>,
    pub snapshot: String,
    pub options: Option<String>,
}

impl From<(Vec<u64>, String)> for Dealt {
    fn from((order, snapshot): (Vec<u64>, String)) -> Dealt {
        Dealt {
            order,
            snapshot,
            options: None,
        }
    }
}

/// A session to open.
pub struct NewSession<'a> {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub kind: GameKind,
    pub options: &'a str,
    pub seed: u64,
    /// The salt of the seed's commitment (see [`SessionRow::seed_salt`]).
    pub seed_salt: &'a str,
    pub host_id: u64,
    pub host_name: &'a str,
}

/// One entry of a session's log (see [`Store::log`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogRow {
    pub seq: u64,
    pub seat: u8,
    pub user_id: u64,
    pub host: bool,
    /// The game's action, JSON.
    pub action: String,
    pub notation: String,
    /// What the public was told, with seat tags.
    pub narration: Vec<String>,
    /// When it was committed (Unix ms).
    pub at_ms: i64,
    /// Its player may take it back.
    pub undoable: bool,
}

/// One seat's result in a finished game (see [`Store::results_in`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    pub session_id: SessionId,
    pub kind: GameKind,
    pub seat: u8,
    pub user_id: u64,
    pub name: String,
    pub won: bool,
    pub score: Option<i64>,
    pub finished_at: i64,
    /// Players at that table.
    pub table: usize,
    /// The game's options, as stored.
    pub options: String,
}

/// An open table vote to roll a game back (see [`Store::ask_rollback`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollbackVote {
    /// Back to the state after this move.
    pub to_seq: u64,
    /// The session's seq when asked: any move since voids the vote.
    pub at_seq: u64,
    pub asked_by: u8,
    /// Seats that agreed (the asker is not among them).
    pub agreed: Vec<u8>,
}

/// When a state's decision times out (Unix ms), and whose it is where several seats
/// decide on their own (`None`: the game's one decision, or the computer's pause).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeadlineAt {
    pub at: i64,
    pub seat: Option<u8>,
}

/// An action to append.
pub struct NewAction<'a> {
    pub seat: u8,
    pub user_id: u64,
    pub host: bool,
    pub action: &'a str,
    pub notation: &'a str,
    pub snapshot: &'a str,
    pub finished: bool,
    /// When the new state's pending decision times out, if it can.
    pub deadline: Option<DeadlineAt>,
    /// The action's public narration: lines with seat tags.
    pub narration: &'a [String],
    /// What the action told other seats privately: (seat, line).
    pub news: &'a [(u8, String)],
    /// Its player may take it back (`Applied::undoable`).
    pub undoable: bool,
    /// The new board it owes the channel, if someone new must act (see [`outbox`]).
    pub owes_board: Option<OwesBoard<'a>>,
    /// The waits it starts and ends (see [`waits`]).
    pub waits: WaitChange<'a>,
}

/// A board a move owes: an outbox row written with the move.
#[derive(Clone, Copy, Debug)]
pub struct OwesBoard<'a> {
    /// The seats it pings; `None`: whoever the game waits for.
    pub seats: Option<&'a [u8]>,
    /// When the sender may deliver it if the move's own answer has not (Unix ms).
    pub due_at: i64,
}

/// One logged action's public narration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Narrated {
    pub seq: u64,
    pub seat: u8,
    /// Lines with seat tags.
    pub lines: Vec<String>,
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

/// A random name for this process among the senders sharing a database.
fn instance_id() -> i64 {
    use rand_core::{OsRng, TryRngCore};
    let n = OsRng.try_next_u64().unwrap_or_else(|_| {
        // No OS randomness: the clock and the process id still tell processes apart.
        now_ms() as u64 ^ (u64::from(std::process::id()) << 40)
    });
    // Positive, so it reads plainly in the database.
    (n >> 1) as i64
}

/// Writes an outbox row for a board owed by the move at `seq`, inside its transaction.
async fn owe_board(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: SessionId,
    seq: u64,
    owed: OwesBoard<'_>,
    now: i64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO outbox (session_id, seq, kind, seats, created_at, due_at) VALUES ($1, $2, 'board', $3, $4, $5)",
    )
    .bind(id)
    .bind(to_db(seq))
    .bind(outbox::seats_json(owed.seats))
    .bind(now)
    .bind(owed.due_at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The file a `sqlite:` URL names (for a message that says which one cannot be
/// opened, and for `windward load`, which weighs it).
pub(crate) fn sqlite_file(url: &str) -> String {
    let path = url.trim_start_matches("sqlite:").trim_start_matches("//");
    path.split('?').next().unwrap_or(path).to_string()
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

/// A SQLite URL opening its file in `mode` (`rw`, `rwc`), unless the URL names a mode
/// or an in-memory database itself.
fn with_sqlite_mode(url: &str, mode: &str) -> String {
    if url.contains("mode=") || url.contains(":memory:") {
        url.to_string()
    } else if url.contains('?') {
        format!("{url}&mode={mode}")
    } else {
        format!("{url}?mode={mode}")
    }
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

/// A flag as it is stored (see [`Flag`]).
fn flag(on: bool) -> i64 {
    i64::from(on)
}

/// Connections per pool: SQLite has one writer at a time, so a few readers beside it
/// are all that helps; Postgres serves many, but one process's moves are few.
const SQLITE_CONNECTIONS: u32 = 4;
const POSTGRES_CONNECTIONS: u32 = 8;

/// What every Postgres connection sets when it opens: a commit returns only once it is
/// flushed to the server's disk (the default, but a server may be set otherwise, and an
/// acknowledged move must survive a crash whatever it says).
const POSTGRES_SETTINGS: &str = "SET synchronous_commit = on";

/// Pragmas every SQLite connection runs when it opens (sqlx's `Any` driver builds its
/// SQLite connections from the URL alone, which cannot carry them).
///
/// - WAL: readers never wait for the writer.
/// - `synchronous=FULL`: every commit is synced to the disk before the move is
///   acknowledged, so an acknowledged move survives an OS crash or power loss too
///   (NORMAL in WAL mode may lose the last commits then).
/// - a 10 s busy timeout: concurrent writers queue instead of failing.
const SQLITE_PRAGMAS: &str = "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 10000;";

impl Store {
    /// Opens the database at `url` and applies migrations: a SQLite file (created if
    /// missing) for `sqlite:` URLs, a Postgres database for `postgres:` ones.
    ///
    /// # Errors
    /// The database cannot be opened or a migration fails.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let url = url.trim();
        let backend = Backend::of(url)?;
        sqlx::any::install_default_drivers();
        let pool = match backend {
            Backend::Sqlite => Self::open_sqlite(url).await?,
            Backend::Postgres => Self::postgres_pool(url).await?,
        };
        match backend {
            Backend::Sqlite => sqlx::migrate!("../migrations").run(&pool).await?,
            Backend::Postgres => sqlx::migrate!("../migrations/postgres").run(&pool).await?,
        }
        Ok(Store {
            pool,
            backend,
            instance: instance_id(),
            clock: Clock::default(),
        })
    }

    /// Opens an existing database for a tool that checks or reads it (`doctor`,
    /// `export`): never creates one, and changes no schema. A missing SQLite file is
    /// [`StoreError::Missing`]; a database without every schema change this version
    /// knows is [`StoreError::NotReady`] (the bot applies them when it starts).
    ///
    /// # Errors
    /// As above, or the database cannot be opened.
    pub async fn open_existing(url: &str) -> Result<Store, StoreError> {
        let url = url.trim();
        let shown = crate::settings::redacted(url);
        let backend = Backend::of(url)?;
        sqlx::any::install_default_drivers();
        let pool = match backend {
            Backend::Sqlite => {
                let file = sqlite_file(url);
                if !url.contains(":memory:") && !std::path::Path::new(&file).is_file() {
                    return Err(StoreError::Missing(file));
                }
                // Read and write, never create.
                Self::sqlite_pool(&with_sqlite_mode(url, "rw")).await?
            }
            Backend::Postgres => Self::postgres_pool(url).await.map_err(|e| match &e {
                // invalid_catalog_name: no database by that name on the server.
                StoreError::Db(sqlx::Error::Database(db))
                    if db.code().as_deref() == Some("3D000") =>
                {
                    StoreError::Missing(shown.clone())
                }
                _ => e,
            })?,
        };
        let migrator = match backend {
            Backend::Sqlite => sqlx::migrate!("../migrations"),
            Backend::Postgres => sqlx::migrate!("../migrations/postgres"),
        };
        let table = match backend {
            Backend::Sqlite => {
                "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'"
            }
            Backend::Postgres => {
                "SELECT COUNT(*) FROM information_schema.tables WHERE table_name = '_sqlx_migrations'"
            }
        };
        let has_table: i64 = sqlx::query_scalar(table).fetch_one(&pool).await?;
        let applied: Vec<i64> = if has_table > 0 {
            sqlx::query_scalar("SELECT version FROM _sqlx_migrations WHERE success = TRUE")
                .fetch_all(&pool)
                .await?
        } else {
            Vec::new()
        };
        let known: Vec<i64> = migrator.iter().map(|m| m.version).collect();
        let problem = if let Some(newer) = applied.iter().find(|v| !known.contains(v)) {
            Some(StoreError::Newer(*newer))
        } else if known.iter().any(|v| !applied.contains(v)) {
            Some(StoreError::NotReady(shown, applied.len(), known.len()))
        } else {
            None
        };
        if let Some(problem) = problem {
            pool.close().await;
            return Err(problem);
        }
        Ok(Store {
            pool,
            backend,
            instance: instance_id(),
            clock: Clock::default(),
        })
    }

    /// The clock rows are stamped with (the app reads and moves the same one).
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    async fn open_sqlite(url: &str) -> Result<AnyPool, StoreError> {
        // The file is created on first start (`mode=rwc`), unless the URL says otherwise.
        Self::sqlite_pool(&with_sqlite_mode(url, "rwc")).await
    }

    async fn postgres_pool(url: &str) -> Result<AnyPool, StoreError> {
        let options = AnyConnectOptions::from_str(url)?;
        Ok(AnyPoolOptions::new()
            .max_connections(POSTGRES_CONNECTIONS)
            .after_connect(|conn, _| {
                Box::pin(async move {
                    conn.execute(POSTGRES_SETTINGS).await?;
                    Ok(())
                })
            })
            .connect_with(options)
            .await?)
    }

    async fn sqlite_pool(url: &str) -> Result<AnyPool, StoreError> {
        let options = AnyConnectOptions::from_str(url)?;
        // An in-memory database is private to its connection: keep exactly one.
        let max = if url.contains(":memory:") || url.contains("mode=memory") {
            1
        } else {
            SQLITE_CONNECTIONS
        };
        let file = sqlite_file(url);
        AnyPoolOptions::new()
            .max_connections(max)
            .after_connect(|conn, _| {
                Box::pin(async move {
                    conn.execute(SQLITE_PRAGMAS).await?;
                    Ok(())
                })
            })
            .connect_with(options)
            .await
            .map_err(|e| match &e {
                // SQLITE_CANTOPEN
                sqlx::Error::Database(db) if db.code().as_deref() == Some("14") => {
                    StoreError::CannotOpen(file.clone())
                }
                _ => StoreError::Db(e),
            })
    }

    /// Which database this store speaks to.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// Folds SQLite's write-ahead log into the database file (what a last connection's
    /// close does), so the file's size is the data's; nothing to do on Postgres, whose
    /// log is the server's and outside [`Store::database_bytes`].
    ///
    /// # Errors
    /// Database failures.
    pub async fn checkpoint(&self) -> Result<(), StoreError> {
        if self.backend == Backend::Sqlite {
            sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    /// The Postgres database's size in bytes (`pg_database_size`); `None` for SQLite,
    /// whose size is its file's.
    ///
    /// # Errors
    /// Database failures.
    pub async fn database_bytes(&self) -> Result<Option<u64>, StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(None);
        }
        let bytes: i64 = sqlx::query_scalar("SELECT pg_database_size(current_database())")
            .fetch_one(&self.pool)
            .await?;
        Ok(u64::try_from(bytes).ok())
    }

    /// Every session, oldest first (for `windward doctor`).
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn all_sessions(&self) -> Result<Vec<SessionRow>, StoreError> {
        let rows = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions ORDER BY id"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(SessionRow::try_from).collect()
    }

    /// SQLite's `PRAGMA integrity_check`: "ok", or what it found; `None` for Postgres,
    /// which checks its pages itself and has no such command.
    ///
    /// # Errors
    /// Database failures.
    pub async fn integrity_check(&self) -> Result<Option<String>, StoreError> {
        if self.backend == Backend::Postgres {
            return Ok(None);
        }
        let lines: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
            .fetch_all(&self.pool)
            .await?;
        Ok(Some(lines.join("; ")))
    }

    /// Replaces the snapshot of session `id` at `seq` (one rebuilt from the log). False
    /// when a move came in meanwhile (its own snapshot stands).
    ///
    /// # Errors
    /// Database failures.
    pub async fn repair_snapshot(
        &self,
        id: SessionId,
        seq: u64,
        snapshot: &str,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE sessions SET snapshot = $1, snapshot_format = $2 WHERE id = $3 AND seq = $4",
        )
        .bind(snapshot)
        .bind(i64::from(windward_engine::SNAPSHOT_FORMAT))
        .bind(id)
        .bind(to_db(seq))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Closes every connection (a restart in tests and the offline channel).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Opens a lobby with its host in seat 0.
    ///
    /// # Errors
    /// Database failures.
    pub async fn create_session(
        &self,
        new: NewSession<'_>,
    ) -> Result<Write<SessionId>, StoreError> {
        let now = self.clock.now_ms();
        let mut tx = self.pool.begin().await?;
        let inserted = sqlx::query_scalar::<_, i64>(
            "INSERT INTO sessions (guild_id, channel_id, kind, options, seed, seed_salt, host_id, status, seq, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'lobby', 0, $8, $9) RETURNING id",
        )
        .bind(new.guild_id.map(to_db))
        .bind(to_db(new.channel_id))
        .bind(new.kind.id())
        .bind(new.options)
        .bind(to_db(new.seed))
        .bind(new.seed_salt)
        .bind(to_db(new.host_id))
        .bind(now)
        .bind(now)
        .fetch_one(&mut *tx)
        .await;
        let id = match inserted {
            Ok(id) => id,
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Ok(Write::ChannelBusy)
            }
            Err(e) => return Err(e.into()),
        };
        sqlx::query("INSERT INTO seats (session_id, seat, user_id, name) VALUES ($1, 0, $2, $3)")
            .bind(id)
            .bind(to_db(new.host_id))
            .bind(new.host_name)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Write::Done(id))
    }

    /// Sets a lobby's seed (derived from its id in deterministic runs).
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_seed(&self, id: SessionId, seed: u64, salt: &str) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE sessions SET seed = $1, seed_salt = $2 WHERE id = $3 AND status = 'lobby'",
        )
        .bind(to_db(seed))
        .bind(salt)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The lobby or game open in `channel`, if any.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn open_session_in(&self, channel_id: u64) -> Result<Option<SessionRow>, StoreError> {
        let row = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE channel_id = $1 AND status IN ('lobby', 'active')"
        ))
        .bind(to_db(channel_id))
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// The most recent finished session of `kind` in `channel` whose options name a
    /// campaign (`campaign=…`): where `campaign=continue` goes on from.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn last_campaign_in(
        &self,
        channel_id: u64,
        kind: GameKind,
    ) -> Result<Option<SessionRow>, StoreError> {
        let row = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE channel_id = $1 AND kind = $2 AND status = 'finished' AND options LIKE '%campaign=%' ORDER BY id DESC LIMIT 1"
        ))
        .bind(to_db(channel_id))
        .bind(kind.id())
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// The most recent session in `channel`, open or not (for rematches and /game status).
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn latest_session_in(
        &self,
        channel_id: u64,
    ) -> Result<Option<SessionRow>, StoreError> {
        let row = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE channel_id = $1 ORDER BY id DESC LIMIT 1"
        ))
        .bind(to_db(channel_id))
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn session(&self, id: SessionId) -> Result<Option<SessionRow>, StoreError> {
        let row = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(SessionRow::try_from).transpose()
    }

    /// Open sessions in a guild (or in DMs when `guild_id` is `None`), oldest first.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn open_sessions(
        &self,
        guild_id: Option<u64>,
    ) -> Result<Vec<SessionRow>, StoreError> {
        let rows = match guild_id {
            Some(g) => {
                sqlx::query_as::<_, SessionRecord>(&format!(
                    "SELECT {SESSION_COLUMNS} FROM sessions WHERE guild_id = $1 AND status IN ('lobby', 'active') ORDER BY id"
                ))
                .bind(to_db(g))
                .fetch_all(&self.pool)
                .await?
            }
            None => Vec::new(),
        };
        rows.into_iter().map(SessionRow::try_from).collect()
    }

    /// Open sessions `user_id` sits in, in any guild, oldest first (at most `limit`).
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn sessions_of(
        &self,
        user_id: u64,
        limit: u32,
    ) -> Result<Vec<SessionRow>, StoreError> {
        let rows = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions
             WHERE id IN (SELECT session_id FROM seats WHERE user_id = $1)
               AND status IN ('lobby', 'active')
             ORDER BY id LIMIT $2"
        ))
        .bind(to_db(user_id))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(SessionRow::try_from).collect()
    }

    /// Seats in seat order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn seats(&self, id: SessionId) -> Result<Vec<SeatRow>, StoreError> {
        Ok(sqlx::query_as(SEATS_IN_ORDER)
            .bind(id)
            .fetch_all(&self.pool)
            .await?)
    }

    /// Takes the next seat in a lobby.
    ///
    /// # Errors
    /// Database failures.
    pub async fn join(
        &self,
        id: SessionId,
        user_id: u64,
        name: &str,
        max_seats: usize,
    ) -> Result<Write<u8>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // Writing first takes the lock, so the seat count below cannot change under us.
        let touched =
            sqlx::query("UPDATE sessions SET updated_at = $1 WHERE id = $2 AND status = 'lobby'")
                .bind(self.clock.now_ms())
                .bind(id)
                .execute(&mut *tx)
                .await?;
        if touched.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        let (count, seated): (i64, i64) = sqlx::query_as(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN user_id = $1 THEN 1 ELSE 0 END), 0) FROM seats WHERE session_id = $2",
        )
        .bind(to_db(user_id))
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        if seated > 0 {
            return Ok(Write::AlreadySeated);
        }
        if count as usize >= max_seats {
            return Ok(Write::Full);
        }
        sqlx::query("INSERT INTO seats (session_id, seat, user_id, name) VALUES ($1, $2, $3, $4)")
            .bind(id)
            .bind(count)
            .bind(to_db(user_id))
            .bind(name)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Write::Done(count as u8))
    }

    /// Leaves a lobby; later seats move up one. Returns the seats left.
    ///
    /// # Errors
    /// Database failures.
    pub async fn leave(&self, id: SessionId, user_id: u64) -> Result<Write<usize>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let touched =
            sqlx::query("UPDATE sessions SET updated_at = $1 WHERE id = $2 AND status = 'lobby'")
                .bind(self.clock.now_ms())
                .bind(id)
                .execute(&mut *tx)
                .await?;
        if touched.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        let seat: Option<i64> =
            sqlx::query_scalar("SELECT seat FROM seats WHERE session_id = $1 AND user_id = $2")
                .bind(id)
                .bind(to_db(user_id))
                .fetch_optional(&mut *tx)
                .await?;
        let Some(seat) = seat else {
            return Ok(Write::Stale);
        };
        sqlx::query("DELETE FROM seats WHERE session_id = $1 AND seat = $2")
            .bind(id)
            .bind(seat)
            .execute(&mut *tx)
            .await?;
        // Renumber one row at a time, upwards, so the primary key never collides.
        let later: Vec<i64> = sqlx::query_scalar(
            "SELECT seat FROM seats WHERE session_id = $1 AND seat > $2 ORDER BY seat",
        )
        .bind(id)
        .bind(seat)
        .fetch_all(&mut *tx)
        .await?;
        for s in later {
            sqlx::query("UPDATE seats SET seat = $1 WHERE session_id = $2 AND seat = $3")
                .bind(s - 1)
                .bind(id)
                .bind(s)
                .execute(&mut *tx)
                .await?;
        }
        let left: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM seats WHERE session_id = $1")
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Write::Done(left as usize))
    }

    /// Starts a lobby: `deal` sees the seats in join order and returns the playing order
    /// (user ids) and the first snapshot, or an error that leaves the lobby open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn start<E, D: Into<Dealt>>(
        &self,
        id: SessionId,
        first_board_due: i64,
        deal: impl FnOnce(&[SeatRow]) -> Result<D, E>,
    ) -> Result<Write<Result<Vec<SeatRow>, E>>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let now = self.clock.now_ms();
        let touched = sqlx::query("UPDATE sessions SET status = 'active', seq = 0, updated_at = $1 WHERE id = $2 AND status = 'lobby'")
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if touched.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        let seats: Vec<SeatRow> = sqlx::query_as(SEATS_IN_ORDER)
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
        let Dealt {
            order,
            snapshot,
            options,
        } = match deal(&seats) {
            Ok(dealt) => dealt.into(),
            Err(e) => {
                tx.rollback().await?;
                return Ok(Write::Done(Err(e)));
            }
        };
        let mut placed = Vec::with_capacity(order.len());
        for user in &order {
            let Some(row) = seats.iter().find(|s| s.user_id == *user) else {
                return Err(StoreError::Corrupt(
                    "start order names a user without a seat".into(),
                ));
            };
            placed.push(row.clone());
        }
        sqlx::query("DELETE FROM seats WHERE session_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        for (index, row) in placed.iter_mut().enumerate() {
            row.seat = index as u8;
            sqlx::query(
                "INSERT INTO seats (session_id, seat, user_id, name) VALUES ($1, $2, $3, $4)",
            )
            .bind(id)
            .bind(index as i64)
            .bind(to_db(row.user_id))
            .bind(&row.name)
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("UPDATE sessions SET snapshot = $1, snapshot_format = $2 WHERE id = $3")
            .bind(&snapshot)
            .bind(i64::from(windward_engine::SNAPSHOT_FORMAT))
            .bind(id)
            .execute(&mut *tx)
            .await?;
        if let Some(options) = &options {
            sqlx::query("UPDATE sessions SET options = $1 WHERE id = $2")
                .bind(options)
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        // The first board pings whoever the game waits for.
        let first = OwesBoard {
            seats: None,
            due_at: first_board_due,
        };
        owe_board(&mut tx, id, 0, first, now).await?;
        tx.commit().await?;
        Ok(Write::Done(Ok(placed)))
    }

    /// Appends an action and its resulting snapshot, if the session is still at
    /// `expected_seq`. Returns the new seq.
    ///
    /// # Errors
    /// Database failures.
    pub async fn commit_action(
        &self,
        id: SessionId,
        expected_seq: u64,
        action: NewAction<'_>,
    ) -> Result<Write<u64>, StoreError> {
        let now = self.clock.now_ms();
        let status = if action.finished {
            Status::Finished
        } else {
            Status::Active
        };
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE sessions SET seq = seq + 1, snapshot = $1, snapshot_format = $2, status = $3, updated_at = $4,
                                 deadline_at = $5, deadline_seat = $6, deadline_seq = $7,
                                 deadline_claimed_by = NULL, deadline_claimed_until = NULL
             WHERE id = $8 AND seq = $9 AND status = 'active'",
        )
        .bind(action.snapshot)
        .bind(i64::from(windward_engine::SNAPSHOT_FORMAT))
        .bind(status.as_str())
        .bind(now)
        .bind(action.deadline.filter(|_| !action.finished).map(|d| d.at))
        .bind(action.deadline.and_then(|d| d.seat).map(i64::from))
        .bind(to_db(expected_seq + 1))
        .bind(id)
        .bind(to_db(expected_seq))
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        let seq = expected_seq + 1;
        sqlx::query(
            "INSERT INTO actions (session_id, seq, seat, user_id, host, action, notation, created_at, narration, undoable)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        )
        .bind(id)
        .bind(to_db(seq))
        .bind(i64::from(action.seat))
        .bind(to_db(action.user_id))
        .bind(flag(action.host))
        .bind(action.action)
        .bind(action.notation)
        .bind(now)
        .bind(serde_json::to_string(action.narration).unwrap_or_else(|_| "[]".into()))
        .bind(flag(action.undoable))
        .execute(&mut *tx)
        .await?;
        for (seat, text) in action.news {
            sqlx::query(
                "INSERT INTO private_news (session_id, seq, seat, text) VALUES ($1, $2, $3, $4)",
            )
            .bind(id)
            .bind(to_db(seq))
            .bind(i64::from(*seat))
            .bind(text)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(owed) = action.owes_board {
            owe_board(&mut tx, id, seq, owed, now).await?;
        }
        waits::apply_change(&mut tx, id, action.waits, action.finished, now).await?;
        tx.commit().await?;
        Ok(Write::Done(seq))
    }

    /// Takes back the session's last action (seq `expected_seq`): see
    /// [`Store::rollback_to`].
    ///
    /// # Errors
    /// Database failures.
    pub async fn undo_last(
        &self,
        id: SessionId,
        expected_seq: u64,
        snapshot: &str,
        deadline: Option<DeadlineAt>,
    ) -> Result<Write<u64>, StoreError> {
        let Some(to) = expected_seq.checked_sub(1) else {
            return Ok(Write::Stale);
        };
        self.rollback_to(id, expected_seq, to, snapshot, deadline)
            .await
    }

    /// Takes the session back to the state after move `to_seq`: the log rows and
    /// private news after it go, the seq steps back, and `snapshot` (the log replayed
    /// to there) becomes the state. The live board's marks step back with it; an open
    /// rollback vote is settled.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rollback_to(
        &self,
        id: SessionId,
        expected_seq: u64,
        to_seq: u64,
        snapshot: &str,
        deadline: Option<DeadlineAt>,
    ) -> Result<Write<u64>, StoreError> {
        if to_seq >= expected_seq {
            return Ok(Write::Stale);
        }
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE sessions SET seq = $1, snapshot = $2, snapshot_format = $3, updated_at = $4,
                                 deadline_at = $5, deadline_seat = $6, deadline_seq = $7,
                                 deadline_claimed_by = NULL, deadline_claimed_until = NULL,
                                 board_seq = CASE WHEN COALESCE(board_seq, 0) < $8 THEN COALESCE(board_seq, 0) ELSE $8 END,
                                 board_shown_seq = CASE WHEN COALESCE(board_shown_seq, 0) < $9 THEN COALESCE(board_shown_seq, 0) ELSE $9 END
             WHERE id = $10 AND seq = $11 AND status = 'active'",
        )
        .bind(to_db(to_seq))
        .bind(snapshot)
        .bind(i64::from(windward_engine::SNAPSHOT_FORMAT))
        .bind(self.clock.now_ms())
        .bind(deadline.map(|d| d.at))
        .bind(deadline.and_then(|d| d.seat).map(i64::from))
        .bind(to_db(to_seq))
        .bind(to_db(to_seq))
        .bind(to_db(to_seq))
        .bind(id)
        .bind(to_db(expected_seq))
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() == 0 {
            return Ok(Write::Stale);
        }
        // Boards owed by the moves taken back are owed no more.
        sqlx::query("DELETE FROM outbox WHERE session_id = $1 AND seq > $2 AND sent_at IS NULL")
            .bind(id)
            .bind(to_db(to_seq))
            .execute(&mut *tx)
            .await?;
        for table in ["actions", "private_news"] {
            sqlx::query(&format!(
                "DELETE FROM {table} WHERE session_id = $1 AND seq > $2"
            ))
            .bind(id)
            .bind(to_db(to_seq))
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("DELETE FROM rollback_votes WHERE session_id = $1")
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Write::Done(to_seq))
    }

    /// Opens a rollback vote (replacing any open one).
    ///
    /// # Errors
    /// Database failures.
    pub async fn ask_rollback(
        &self,
        id: SessionId,
        to_seq: u64,
        at_seq: u64,
        asked_by: u8,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO rollback_votes (session_id, to_seq, at_seq, asked_by, agreed, created_at)
             VALUES ($1, $2, $3, $4, '[]', $5)
             ON CONFLICT (session_id) DO UPDATE SET to_seq = excluded.to_seq, at_seq = excluded.at_seq,
                 asked_by = excluded.asked_by, agreed = excluded.agreed, created_at = excluded.created_at",
        )
        .bind(id)
        .bind(to_db(to_seq))
        .bind(to_db(at_seq))
        .bind(i64::from(asked_by))
        .bind(self.clock.now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The session's open rollback vote, if any.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn rollback_vote(&self, id: SessionId) -> Result<Option<RollbackVote>, StoreError> {
        let row = sqlx::query(
            "SELECT to_seq, at_seq, asked_by, agreed FROM rollback_votes WHERE session_id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            let agreed: String = r.get(3);
            Ok(RollbackVote {
                to_seq: from_db(r.get(0)),
                at_seq: from_db(r.get(1)),
                asked_by: r.get::<i64, _>(2) as u8,
                agreed: serde_json::from_str(&agreed).map_err(|e| {
                    StoreError::Corrupt(format!("rollback vote of session {id}: {e}"))
                })?,
            })
        })
        .transpose()
    }

    /// Records `seat`'s agreement to the open vote asked at `at_seq`; returns the vote
    /// as it stands, or `None` when that vote is no longer open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn agree_rollback(
        &self,
        id: SessionId,
        at_seq: u64,
        seat: u8,
    ) -> Result<Option<RollbackVote>, StoreError> {
        let mut tx = self.pool.begin().await?;
        take_write_lock(&mut tx, id).await?;
        let row = sqlx::query(
            "SELECT to_seq, asked_by, agreed FROM rollback_votes WHERE session_id = $1 AND at_seq = $2",
        )
        .bind(id)
        .bind(to_db(at_seq))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let text: String = row.get(2);
        let mut agreed: Vec<u8> = serde_json::from_str(&text).unwrap_or_default();
        if !agreed.contains(&seat) {
            agreed.push(seat);
            agreed.sort_unstable();
        }
        sqlx::query("UPDATE rollback_votes SET agreed = $1 WHERE session_id = $2")
            .bind(serde_json::to_string(&agreed).unwrap_or_else(|_| "[]".into()))
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(RollbackVote {
            to_seq: from_db(row.get(0)),
            at_seq,
            asked_by: row.get::<i64, _>(1) as u8,
            agreed,
        }))
    }

    /// Closes the open rollback vote asked at `at_seq`; whether there was one.
    ///
    /// # Errors
    /// Database failures.
    pub async fn drop_rollback(&self, id: SessionId, at_seq: u64) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM rollback_votes WHERE session_id = $1 AND at_seq = $2")
            .bind(id)
            .bind(to_db(at_seq))
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// The bot's secret `name`, made from `fresh` the first time it is asked for.
    ///
    /// # Errors
    /// Database failures.
    pub async fn secret(&self, name: &str, fresh: &str) -> Result<String, StoreError> {
        sqlx::query(
            "INSERT INTO bot_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
        )
        .bind(name)
        .bind(fresh)
        .execute(&self.pool)
        .await?;
        Ok(
            sqlx::query_scalar("SELECT value FROM bot_secrets WHERE name = $1")
                .bind(name)
                .fetch_one(&self.pool)
                .await?,
        )
    }

    /// Finished sessions that have no results yet (see [`Store::save_results`]).
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn finished_without_results(&self) -> Result<Vec<SessionRow>, StoreError> {
        let rows = sqlx::query_as::<_, SessionRecord>(&format!(
            "SELECT {SESSION_COLUMNS} FROM sessions
             WHERE status = 'finished' AND NOT EXISTS (SELECT 1 FROM results r WHERE r.session_id = sessions.id)
             ORDER BY id"
        ))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(SessionRow::try_from).collect()
    }

    /// Writes what each seat got from a finished game (once: a second call changes
    /// nothing).
    ///
    /// # Errors
    /// Database failures.
    pub async fn save_results(
        &self,
        id: SessionId,
        finished_at: i64,
        results: &[(u8, u64, bool, Option<i64>)],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for (seat, user, won, score) in results {
            sqlx::query(
                "INSERT INTO results (session_id, seat, user_id, won, score, finished_at)
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (session_id, seat) DO NOTHING",
            )
            .bind(id)
            .bind(i64::from(*seat))
            .bind(to_db(*user))
            .bind(flag(*won))
            .bind(*score)
            .bind(finished_at)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Every result of finished games in a server, oldest first, with the game, the
    /// player's name in that game, and how many sat at the table.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn results_in(&self, guild_id: u64) -> Result<Vec<ResultRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.session_id, s.kind, r.seat, r.user_id, t.name, r.won, r.score, r.finished_at,
                    (SELECT COUNT(*) FROM results o WHERE o.session_id = r.session_id), s.options
             FROM results r
             JOIN sessions s ON s.id = r.session_id
             JOIN seats t ON t.session_id = r.session_id AND t.seat = r.seat
             WHERE s.guild_id = $1
             ORDER BY r.finished_at, r.session_id, r.seat",
        )
        .bind(to_db(guild_id))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let kind: String = r.get(1);
                Ok(ResultRow {
                    session_id: r.get(0),
                    kind: GameKind::find(&kind)
                        .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind {kind}")))?,
                    seat: r.get::<i64, _>(2) as u8,
                    user_id: from_db(r.get(3)),
                    name: r.get(4),
                    won: r.get::<i64, _>(5) != 0,
                    score: r.get(6),
                    finished_at: r.get(7),
                    table: r.get::<i64, _>(8) as usize,
                    options: r.get(9),
                })
            })
            .collect()
    }

    /// The session's last action, if any: whose it was and whether it may be taken
    /// back.
    ///
    /// # Errors
    /// Database failures.
    pub async fn last_action(&self, id: SessionId) -> Result<Option<LogRow>, StoreError> {
        Ok(self.log_from(id, true).await?.pop())
    }

    /// Gives `old`'s seat to `new` (who must not be seated), and the host's part with
    /// it if `old` was the host. Their private news is seen as of now: the new
    /// player opens the seat's private view fresh.
    ///
    /// # Errors
    /// Database failures.
    pub async fn replace_seat(
        &self,
        id: SessionId,
        old: u64,
        new: u64,
        name: &str,
    ) -> Result<Write<u8>, StoreError> {
        let mut tx = self.pool.begin().await?;
        take_write_lock(&mut tx, id).await?;
        let seat: Option<i64> =
            sqlx::query_scalar("SELECT seat FROM seats WHERE session_id = $1 AND user_id = $2")
                .bind(id)
                .bind(to_db(old))
                .fetch_optional(&mut *tx)
                .await?;
        let Some(seat) = seat else {
            return Ok(Write::Stale);
        };
        let moved = sqlx::query(
            "UPDATE seats SET user_id = $1, name = $2, stand_in = 0 WHERE session_id = $3 AND user_id = $4",
        )
        .bind(to_db(new))
        .bind(name)
        .bind(id)
        .bind(to_db(old))
        .execute(&mut *tx)
        .await;
        match moved {
            Ok(_) => {}
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Ok(Write::AlreadySeated)
            }
            Err(e) => return Err(e.into()),
        }
        sqlx::query("UPDATE sessions SET host_id = $1 WHERE id = $2 AND host_id = $3")
            .bind(to_db(new))
            .bind(id)
            .bind(to_db(old))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Write::Done(seat as u8))
    }

    /// Marks (or clears) the computer standing in for a seat.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_stand_in(
        &self,
        id: SessionId,
        seat: u8,
        on: bool,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE seats SET stand_in = $1 WHERE session_id = $2 AND seat = $3 AND stand_in <> $4",
        )
        .bind(flag(on))
        .bind(id)
        .bind(i64::from(seat))
        .bind(flag(on))
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() > 0)
    }

    /// Sets (or clears) the deadline of a session's current state at `seq`, and the
    /// deadlines of the waits in `waits` (seat, Unix ms), if it is still at `seq`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_deadline(
        &self,
        id: SessionId,
        seq: u64,
        deadline: Option<DeadlineAt>,
        waits: &[(u8, Option<i64>)],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let set = sqlx::query("UPDATE sessions SET deadline_at = $1, deadline_seat = $2, deadline_seq = $3, deadline_claimed_by = NULL, deadline_claimed_until = NULL WHERE id = $4 AND seq = $5 AND status = 'active'")
            .bind(deadline.map(|d| d.at))
            .bind(deadline.and_then(|d| d.seat).map(i64::from))
            .bind(to_db(seq))
            .bind(id)
            .bind(to_db(seq))
            .execute(&mut *tx)
            .await?;
        if set.rows_affected() == 0 {
            return Ok(());
        }
        let change = WaitChange {
            deadlines: waits,
            ..WaitChange::default()
        };
        waits::apply_change(&mut tx, id, change, false, self.clock.now_ms()).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Active sessions whose deadline has passed at `now` (Unix ms), with the seq the
    /// deadline was set for, claimed for this process: of several processes on one
    /// database, each due deadline goes to exactly one (in Postgres the claim's own
    /// `WHERE`, re-read once the row is locked, turns away a second claimant; SQLite
    /// has one writer at a time). A claim holds while its process renews its heartbeat
    /// (see [`Store::heartbeat`]), for [`outbox::CLAIM_MS`] at most; a new deadline
    /// clears it.
    ///
    /// # Errors
    /// Database failures.
    pub async fn due_deadlines(&self, now: i64) -> Result<Vec<(SessionId, u64)>, StoreError> {
        // Binds: $1 this process, $2 the claim's end, $3 now.
        let due = |s: &str| {
            format!(
                "{s}.deadline_at IS NOT NULL AND {s}.deadline_at <= $3 AND {s}.status = 'active'
                 AND {s}.deadline_seq = {s}.seq
                 AND ({s}.deadline_claimed_until IS NULL OR {s}.deadline_claimed_until <= $3
                      OR {s}.deadline_claimed_by = $1
                      OR NOT EXISTS (SELECT 1 FROM senders
                                     WHERE instance = {s}.deadline_claimed_by AND alive_until > $3))"
            )
        };
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(&format!(
            "UPDATE sessions SET deadline_claimed_by = $1, deadline_claimed_until = $2
             WHERE id IN (SELECT d.id FROM sessions d WHERE {} ORDER BY d.deadline_at LIMIT 100)
               AND {}
             RETURNING id, deadline_seq, deadline_at",
            due("d"),
            due("sessions")
        ))
        .bind(self.instance)
        .bind(now + outbox::CLAIM_MS)
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        let mut rows = rows;
        rows.sort_by_key(|&(id, _, at)| (at, id));
        Ok(rows
            .into_iter()
            .map(|(id, seq, _)| (id, from_db(seq)))
            .collect())
    }

    /// Closes an open session (abort). Returns `Stale` if it was no longer open.
    ///
    /// # Errors
    /// Database failures.
    pub async fn abort(&self, id: SessionId) -> Result<Write<()>, StoreError> {
        let done = sqlx::query(
            "UPDATE sessions SET status = 'aborted', updated_at = $1 WHERE id = $2 AND status IN ('lobby', 'active')",
        )
        .bind(self.clock.now_ms())
        .bind(id)
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            // Nothing is owed to a game that was called off, and nobody is waited for.
            for table in ["outbox", "waits"] {
                let sent = if table == "outbox" {
                    " AND sent_at IS NULL"
                } else {
                    ""
                };
                sqlx::query(&format!("DELETE FROM {table} WHERE session_id = $1{sent}"))
                    .bind(id)
                    .execute(&self.pool)
                    .await?;
            }
        }
        Ok(if done.rows_affected() == 1 {
            Write::Done(())
        } else {
            Write::Stale
        })
    }

    /// Updates a seated player's display name when it changed.
    ///
    /// # Errors
    /// Database failures.
    pub async fn rename(&self, id: SessionId, user_id: u64, name: &str) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE seats SET name = $1 WHERE session_id = $2 AND user_id = $3 AND name <> $4",
        )
        .bind(name)
        .bind(id)
        .bind(to_db(user_id))
        .bind(name)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Records which message is the session's live board (`None` forgets it: it
    /// could not be posted), the seq its narration starts after, and the seq whose
    /// state it shows.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_board(
        &self,
        id: SessionId,
        message_id: Option<u64>,
        narrates_after: u64,
        shows: u64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE sessions SET board_message_id = $1, board_seq = $2, board_shown_seq = $3 WHERE id = $4",
        )
        .bind(message_id.map(to_db))
        .bind(to_db(narrates_after))
        .bind(to_db(shows))
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Records that the live board now shows the state at `seq`.
    ///
    /// # Errors
    /// Database failures.
    pub async fn set_board_shown(&self, id: SessionId, seq: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE sessions SET board_shown_seq = $1 WHERE id = $2")
            .bind(to_db(seq))
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The public narration of every action after `after_seq`, in order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn narration_after(
        &self,
        id: SessionId,
        after_seq: u64,
    ) -> Result<Vec<Narrated>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, seat, narration FROM actions WHERE session_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(id)
        .bind(to_db(after_seq))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let text: String = r.get(2);
                Ok(Narrated {
                    seq: from_db(r.get(0)),
                    seat: r.get::<i64, _>(1) as u8,
                    lines: serde_json::from_str(&text).map_err(|e| {
                        StoreError::Corrupt(format!("narration of session {id}: {e}"))
                    })?,
                })
            })
            .collect()
    }

    /// The whole log of a session, oldest first, with each action's public narration
    /// and time: what `/game log`, `/game replay` and `/game verify` read.
    ///
    /// # Errors
    /// Database failures or a corrupt row.
    pub async fn log(&self, id: SessionId) -> Result<Vec<LogRow>, StoreError> {
        self.log_from(id, false).await
    }

    async fn log_from(&self, id: SessionId, last_only: bool) -> Result<Vec<LogRow>, StoreError> {
        let rows = sqlx::query(if last_only {
            "SELECT seq, seat, user_id, host, action, notation, narration, created_at, undoable
             FROM actions WHERE session_id = $1 ORDER BY seq DESC LIMIT 1"
        } else {
            "SELECT seq, seat, user_id, host, action, notation, narration, created_at, undoable
             FROM actions WHERE session_id = $1 ORDER BY seq"
        })
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let text: String = r.get(6);
                Ok(LogRow {
                    seq: from_db(r.get(0)),
                    seat: r.get::<i64, _>(1) as u8,
                    user_id: from_db(r.get(2)),
                    host: r.get::<i64, _>(3) != 0,
                    action: r.get(4),
                    notation: r.get(5),
                    narration: serde_json::from_str(&text).map_err(|e| {
                        StoreError::Corrupt(format!("narration of session {id}: {e}"))
                    })?,
                    at_ms: r.get(7),
                    undoable: r.get::<i64, _>(8) != 0,
                })
            })
            .collect()
    }

    /// The seq of `seat`'s latest action before `before`, if it has one.
    ///
    /// # Errors
    /// Database failures.
    pub async fn last_action_before(
        &self,
        id: SessionId,
        seat: u8,
        before: u64,
    ) -> Result<Option<u64>, StoreError> {
        let seq: Option<i64> = sqlx::query_scalar(
            "SELECT MAX(seq) FROM actions WHERE session_id = $1 AND seat = $2 AND seq < $3",
        )
        .bind(id)
        .bind(i64::from(seat))
        .bind(to_db(before))
        .fetch_one(&self.pool)
        .await?;
        Ok(seq.map(from_db))
    }

    /// Private news for `seat` it has not seen yet, oldest first, and marks it seen up
    /// to `seq`. Two views opened at the same moment may both show the same news;
    /// nothing is lost either way.
    ///
    /// # Errors
    /// Database failures.
    pub async fn take_news(
        &self,
        id: SessionId,
        seat: u8,
        seq: u64,
    ) -> Result<Vec<String>, StoreError> {
        let news: Vec<String> = sqlx::query_scalar(
            "SELECT n.text FROM private_news n JOIN seats s ON s.session_id = n.session_id AND s.seat = n.seat
             WHERE n.session_id = $1 AND n.seat = $2 AND n.seq > s.news_seen_seq AND n.seq <= $3
             ORDER BY n.seq",
        )
        .bind(id)
        .bind(i64::from(seat))
        .bind(to_db(seq))
        .fetch_all(&self.pool)
        .await?;
        if !news.is_empty() {
            sqlx::query(
                "UPDATE seats SET news_seen_seq = $1 WHERE session_id = $2 AND seat = $3 AND news_seen_seq < $4",
            )
            .bind(to_db(seq))
            .bind(id)
            .bind(i64::from(seat))
            .bind(to_db(seq))
            .execute(&self.pool)
            .await?;
        }
        Ok(news)
    }

    /// The action log, in order.
    ///
    /// # Errors
    /// Database failures.
    pub async fn actions(&self, id: SessionId) -> Result<Vec<ActionRow>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT seq, seat, user_id, host, action, notation FROM actions WHERE session_id = $1 ORDER BY seq",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?)
    }
}

// A deadline left from an earlier state is not the current one's.
const SESSION_COLUMNS: &str = "id, guild_id, channel_id, kind, options, seed, host_id, status, seq, snapshot, updated_at, board_message_id, board_seq, board_shown_seq, CASE WHEN deadline_seq = seq THEN deadline_at END AS deadline_at,
     CASE WHEN deadline_seq = seq THEN deadline_seat END AS deadline_seat, seed_salt,
     (SELECT a.seat FROM actions a WHERE a.session_id = sessions.id AND a.seq = sessions.seq AND a.undoable = 1) AS undo_seat";

const SEATS_IN_ORDER: &str =
    "SELECT s.seat, s.user_id, s.name, s.stand_in, s.away_used_ms, p.away_until
     FROM seats s LEFT JOIN players p ON p.user_id = s.user_id
     WHERE s.session_id = $1 ORDER BY s.seat";

pub mod outbox;
pub mod processes;
pub mod scratch;
pub mod waits;
pub use waits::{PlayerSettings, WaitChange};
#[cfg(test)]
mod tests;

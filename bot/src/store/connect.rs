//! Opening the database (SQLite or Postgres, by the URL's scheme), its connection
//! pools and their settings, and the bot's secrets kept in it.

use std::str::FromStr;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor};

use super::{now_ms, Clock, Store, StoreError};

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

/// The file a `sqlite:` URL names (for a message that says which one cannot be
/// opened, and for `windward load`, which weighs it).
pub(crate) fn sqlite_file(url: &str) -> String {
    let path = url.trim_start_matches("sqlite:").trim_start_matches("//");
    path.split('?').next().unwrap_or(path).to_string()
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
            changes: tokio::sync::broadcast::channel(super::web::CHANGES_BUFFER).0,
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
            changes: tokio::sync::broadcast::channel(super::web::CHANGES_BUFFER).0,
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

    /// Closes every connection (a restart in tests and the offline channel).
    pub async fn close(&self) {
        self.pool.close().await;
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
}

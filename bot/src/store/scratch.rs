//! Scratch databases for tests and benchmarks: a fresh SQLite file in a temporary
//! folder, or a fresh database on the Postgres server that `WINDWARD_TEST_POSTGRES`
//! names (`scripts/test-postgres start DIR` starts a throwaway one and prints the URL;
//! `.ci/run` does that for CI). Each scratch database is dropped with its guard.

use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::Connection;

/// The Postgres server (a URL whose role may create databases) that tests use.
pub const POSTGRES_ENV: &str = "WINDWARD_TEST_POSTGRES";
/// Set (to anything but `0`) where a missing Postgres server must fail the tests
/// rather than skip the Postgres half of them: CI sets it.
pub const REQUIRE_ENV: &str = "WINDWARD_REQUIRE_POSTGRES";

/// A database that exists while this value does.
pub struct Scratch {
    url: String,
    guard: Guard,
}

enum Guard {
    Dir(#[allow(dead_code)] tempfile::TempDir),
    Postgres { server: String, name: String },
}

/// The Postgres server tests may use, if one is configured.
///
/// # Panics
/// None is configured but [`REQUIRE_ENV`] says one must be.
pub fn postgres_server() -> Option<String> {
    match std::env::var(POSTGRES_ENV) {
        Ok(url) if !url.trim().is_empty() => Some(url.trim().to_string()),
        _ => {
            let required = std::env::var(REQUIRE_ENV).is_ok_and(|v| v != "0" && !v.is_empty());
            assert!(
                !required,
                "{REQUIRE_ENV} is set but {POSTGRES_ENV} is not: start a server with `scripts/test-postgres start DIR`"
            );
            None
        }
    }
}

impl Scratch {
    /// A fresh SQLite file.
    ///
    /// # Panics
    /// No temporary folder can be made.
    pub fn sqlite() -> Scratch {
        let dir = tempfile::tempdir().expect("a temporary folder");
        Scratch {
            url: format!("sqlite://{}", dir.path().join("windward.db").display()),
            guard: Guard::Dir(dir),
        }
    }

    /// A fresh, empty database on the configured Postgres server; `None` when no
    /// server is configured (see [`postgres_server`]).
    ///
    /// # Panics
    /// The server cannot be reached or refuses to create a database.
    pub async fn postgres() -> Option<Scratch> {
        static MADE: AtomicU32 = AtomicU32::new(0);
        let server = postgres_server()?;
        let name = format!(
            "ww_scratch_{}_{}_{}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed),
            super::now_ms() % 1_000_000
        );
        let mut admin = sqlx::PgConnection::connect(&server)
            .await
            .unwrap_or_else(|e| panic!("connecting to the test Postgres server: {e}"));
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut admin)
            .await
            .unwrap_or_else(|e| panic!("creating the scratch database {name}: {e}"));
        let _ = admin.close().await;
        Some(Scratch {
            url: with_database(&server, &name),
            guard: Guard::Postgres { server, name },
        })
    }

    /// Its URL, for [`super::Store::open`] or a bot's `DATABASE_URL`.
    pub fn url(&self) -> &str {
        &self.url
    }
}

/// `server` (a postgres:// URL) with its database replaced by `name`.
fn with_database(server: &str, name: &str) -> String {
    let (base, query) = match server.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (server, None),
    };
    // The database is the path after the host: `postgres://user:pw@host:port/db`.
    let authority_end = base.find("://").map_or(0, |i| {
        i + 3 + base[i + 3..].find('/').unwrap_or(base.len() - i - 3)
    });
    let mut url = format!("{}/{name}", &base[..authority_end]);
    if let Some(query) = query {
        url.push('?');
        url.push_str(query);
    }
    url
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let Guard::Postgres { server, name } = &self.guard else {
            return;
        };
        let (server, name) = (server.clone(), name.clone());
        // Drop may run inside a runtime, which cannot be blocked on: a thread of its own.
        let dropped = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .ok()?;
            runtime.block_on(async move {
                let mut admin = sqlx::PgConnection::connect(&server).await.ok()?;
                // FORCE: a pool left open by a failed test must not keep it alive.
                sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
                    .execute(&mut admin)
                    .await
                    .ok()?;
                admin.close().await.ok()
            })
        });
        let _ = dropped.join();
    }
}

#[cfg(test)]
mod tests {
    use super::with_database;

    #[test]
    fn the_database_is_swapped_and_the_rest_kept() {
        assert_eq!(
            with_database("postgres://u:p@127.0.0.1:5432/windward", "x"),
            "postgres://u:p@127.0.0.1:5432/x"
        );
        assert_eq!(
            with_database("postgres://u:p@localhost/windward?sslmode=disable", "x"),
            "postgres://u:p@localhost/x?sslmode=disable"
        );
        assert_eq!(
            with_database("postgres://localhost", "x"),
            "postgres://localhost/x"
        );
    }
}

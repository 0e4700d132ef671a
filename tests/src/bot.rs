//! The real `windward` binary as a child process, connected to a [`FakeDiscord`].
//!
//! [`Windward::start`] starts the fake and the bot with a fresh SQLite file in a
//! temporary folder, and returns once the bot has registered its commands (it is then
//! connected and serving). The bot can be killed mid-game and started again on the
//! same database, or stopped gracefully; both by its process id. Its logs go to a file
//! whose tail is printed when a test fails.
//!
//! One bot runs at a time per test process: the machines that run CI have two cores,
//! and bots rendering boards in parallel would measure the machine, not the bot,
//! against Discord's 3-second deadline.

use std::fs::File;
use std::ops::Deref;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use crate::fake::FakeDiscord;
use crate::windward_bin;

/// How long the bot may take to connect and register its commands.
pub const START_TIMEOUT: Duration = Duration::from_secs(20);

/// The bot under test and the fake Discord it talks to. Derefs to the fake, so tests
/// write `t.slash(...)`, `t.click(...)`.
pub struct Windward {
    fake: FakeDiscord,
    child: Option<Child>,
    starts: usize,
    dir: tempfile::TempDir,
    /// `RUST_LOG` for the bot (default: `WINDWARD_E2E_LOG`, else warnings and our info).
    log_filter: Option<String>,
    /// Extra environment for the bot.
    env: Vec<(String, String)>,
    _one_at_a_time: MutexGuard<'static, ()>,
}

static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

impl Windward {
    /// A fake Discord and the bot connected to it, with a fresh database.
    pub fn start() -> Windward {
        Self::start_with(FakeDiscord::start())
    }

    /// The bot connected to a fake prepared by the caller.
    pub fn start_with(fake: FakeDiscord) -> Windward {
        Self::start_logging(fake, None)
    }

    /// The bot with this `RUST_LOG` (a log test sets `trace`).
    pub fn start_logging(fake: FakeDiscord, filter: Option<&str>) -> Windward {
        Self::start_env(fake, filter, Vec::new())
    }

    /// The bot with an hour of reminders lasting `ms` (`WINDWARD_HOUR_MS`, honoured only
    /// against a test Discord), so a reminder ladder plays out in seconds.
    pub fn start_with_short_hours(ms: u64) -> Windward {
        Self::start_env(
            FakeDiscord::start(),
            None,
            vec![("WINDWARD_HOUR_MS".into(), ms.to_string())],
        )
    }

    fn start_env(fake: FakeDiscord, filter: Option<&str>, env: Vec<(String, String)>) -> Windward {
        let turn = ONE_AT_A_TIME.lock().unwrap_or_else(|p| p.into_inner());
        let mut w = Windward {
            fake,
            child: None,
            starts: 0,
            dir: tempfile::tempdir().expect("a temporary folder"),
            log_filter: filter.map(str::to_string),
            env,
            _one_at_a_time: turn,
        };
        w.spawn();
        w
    }

    /// The bot's SQLite file.
    pub fn database(&self) -> PathBuf {
        self.dir.path().join("windward.db")
    }

    fn log_path(&self) -> PathBuf {
        self.dir.path().join(format!("bot-{}.log", self.starts))
    }

    fn spawn(&mut self) {
        assert!(self.child.is_none(), "the bot is already running");
        self.starts += 1;
        let log = File::create(self.log_path()).expect("a log file");
        let world = self.fake.world();
        let filter = self.log_filter.clone().unwrap_or_else(|| {
            std::env::var("WINDWARD_E2E_LOG")
                .unwrap_or_else(|_| "warn,windward=info,serenity=warn".into())
        });
        let child = Command::new(windward_bin())
            .arg("run")
            // In its own folder: the bot reads a `.env` from its working directory.
            .current_dir(self.dir.path())
            .env("DISCORD_TOKEN", &world.token)
            .env("DISCORD_API_BASE", self.fake.api_base())
            .env("DISCORD_GUILD_ID", world.guild_id.to_string())
            .env(
                "DATABASE_URL",
                format!("sqlite://{}", self.database().display()),
            )
            .env("RUST_LOG", filter)
            .envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .env("NO_COLOR", "1")
            .env_remove("WINDWARD_LOG_FORMAT")
            .env_remove("HTTP_PROXY")
            .env_remove("HTTPS_PROXY")
            .env_remove("http_proxy")
            .env_remove("https_proxy")
            .env_remove("ALL_PROXY")
            .env_remove("all_proxy")
            .env("NO_PROXY", "127.0.0.1,localhost")
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("a log file"))
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("starting {}: {e}", windward_bin().display()));
        self.child = Some(child);
        let started = Instant::now();
        self.fake.wait_registrations(self.starts, START_TIMEOUT);
        self.wait_gateway("the bot's live session", |_| true);
        if std::env::var_os("WINDWARD_E2E_VERBOSE").is_some() {
            eprintln!("windward {} ready in {:?}", self.pid(), started.elapsed());
        }
    }

    /// The bot's process id.
    ///
    /// # Panics
    /// The bot is not running.
    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("the bot is not running").id()
    }

    /// Kills the bot (SIGKILL, as a crash would) and reaps it.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            signal(child.id(), Signal::Kill);
            let _ = child.wait();
        }
    }

    /// Asks the bot to shut down (SIGTERM, by its pid) and waits for it to exit.
    ///
    /// # Panics
    /// The bot did not exit within 10 seconds (it is then killed).
    pub fn stop(&mut self) -> ExitStatus {
        let mut child = self.child.take().expect("the bot is not running");
        signal(child.id(), Signal::Term);
        let until = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(status) = child.try_wait().expect("waiting for the bot") {
                return status;
            }
            if Instant::now() > until {
                let _ = child.kill();
                let _ = child.wait();
                panic!("the bot did not exit within 10 s of SIGTERM");
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Kills the bot mid-flight and starts it again on the same database.
    pub fn restart(&mut self) {
        self.kill();
        self.spawn();
    }

    /// Holds the write lock of the bot's database for `duration`, from another
    /// connection, so the bot's next write waits: a slow bot, on purpose. Returns once
    /// the lock is held; join the handle to wait for its release.
    pub fn hold_database_lock(&self, duration: Duration) -> std::thread::JoinHandle<()> {
        let url = format!("sqlite://{}", self.database().display());
        let (held, is_held) = std::sync::mpsc::channel();
        let holder = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(async move {
                use sqlx::Connection;
                let mut db = sqlx::SqliteConnection::connect(&url)
                    .await
                    .expect("opening the bot's database");
                sqlx::query("BEGIN IMMEDIATE")
                    .execute(&mut db)
                    .await
                    .expect("taking the write lock");
                let _ = held.send(());
                tokio::time::sleep(duration).await;
                sqlx::query("ROLLBACK")
                    .execute(&mut db)
                    .await
                    .expect("releasing the write lock");
            });
        });
        is_held
            .recv_timeout(Duration::from_secs(10))
            .expect("the database lock");
        holder
    }

    /// Everything the bot has logged since it last started.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.log_path()).unwrap_or_default()
    }
}

impl Deref for Windward {
    type Target = FakeDiscord;

    fn deref(&self) -> &FakeDiscord {
        &self.fake
    }
}

impl Drop for Windward {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            let log = self.log();
            let tail: Vec<&str> = log.lines().rev().take(40).collect();
            eprintln!(
                "---- the bot's log (last {} lines of {}) ----",
                tail.len(),
                self.log_path().display()
            );
            for line in tail.iter().rev() {
                eprintln!("{line}");
            }
        }
    }
}

enum Signal {
    Term,
    Kill,
}

fn signal(pid: u32, signal: Signal) {
    #[cfg(unix)]
    {
        let sig = match signal {
            Signal::Term => libc::SIGTERM,
            Signal::Kill => libc::SIGKILL,
        };
        // SAFETY: kill(2) has no memory-safety preconditions; the pid is our own child,
        // not yet reaped, so it cannot have been reused.
        unsafe {
            libc::kill(pid as libc::pid_t, sig);
        }
    }
    #[cfg(not(unix))]
    {
        let _ = signal;
        let _ = std::process::Command::new("taskkill")
            .args(["/F", "/PID", &pid.to_string()])
            .status();
    }
}

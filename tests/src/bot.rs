//! The real `windward` binary as a child process, connected to a [`FakeDiscord`].
//!
//! [`Windward::start`] starts the fake and the bot with a fresh SQLite file in a
//! temporary folder, and returns once the bot has registered its commands (it is then
//! connected and serving). The bot can be killed mid-game and started again on the
//! same database, or stopped gracefully; both by its process id. Its logs go to a file
//! whose tail is printed when a test fails.
//!
//! One test's bots run at a time per test process: the machines that run CI have two
//! cores, and bots rendering boards in parallel would measure the machine, not the
//! bot, against Discord's 3-second deadline. A test may run several processes of one
//! bot ([`Windward::another`], with a [`Launch`] naming each, its `SHARDS` and its
//! database), as a bot split into gateway shards runs.

use std::fs::File;
use std::ops::Deref;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::fake::FakeDiscord;
use crate::windward_bin;

/// How long the bot may take to connect and register its commands.
pub const START_TIMEOUT: Duration = Duration::from_secs(20);
/// The computer's pause before it plays in these tests (`WINDWARD_COMPUTER_PAUSE_MS`;
/// a launch's own `env` may set another).
pub const COMPUTER_PAUSE_MS: &str = "100";

/// How to start one bot process (the default: as [`Windward::start`] does).
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// Names the process: its REST calls and gateway connections reach the fake under
    /// this name (`DISCORD_API_BASE=…/bots/NAME`), so a test can tell which process
    /// received an interaction and which answered it (`Interaction::delivered_to`,
    /// `answered_by`, `Request::client`, `Identified::client`).
    pub name: Option<String>,
    /// Extra environment, e.g. `SHARDS=0-0/2`.
    pub env: Vec<(String, String)>,
    /// `DATABASE_URL`; default: the harness's SQLite file ([`Windward::database`]),
    /// which every process of one test shares.
    pub database_url: Option<String>,
    /// `RUST_LOG` (default: `WINDWARD_E2E_LOG`, else warnings and our info).
    pub log_filter: Option<String>,
    /// Register the commands globally rather than in the world's guild only, so they
    /// can be typed in every guild of the fake.
    pub global_commands: bool,
}

impl Launch {
    /// A process called `name` (see [`Launch::name`]).
    pub fn named(name: &str) -> Launch {
        Launch {
            name: Some(name.to_string()),
            ..Launch::default()
        }
    }

    /// Adds an environment variable.
    #[must_use]
    pub fn env(mut self, key: &str, value: &str) -> Launch {
        self.env.push((key.to_string(), value.to_string()));
        self
    }

    /// Runs only these gateway shards (`SHARDS`, e.g. `0-0/2`).
    #[must_use]
    pub fn shards(self, shards: &str) -> Launch {
        self.env("SHARDS", shards)
    }

    /// Uses this database.
    #[must_use]
    pub fn database(mut self, url: &str) -> Launch {
        self.database_url = Some(url.to_string());
        self
    }

    /// Registers the commands globally (see [`Launch::global_commands`]).
    #[must_use]
    pub fn global_commands(mut self) -> Launch {
        self.global_commands = true;
        self
    }

    /// The shards its `SHARDS` names (inclusive), if it names any.
    fn shard_range(&self) -> Option<std::ops::RangeInclusive<u32>> {
        let (_, value) = self.env.iter().rev().find(|(k, _)| k == "SHARDS")?;
        let (range, _) = value.trim().split_once('/')?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        Some(first.trim().parse().ok()?..=last.trim().parse().ok()?)
    }
}

/// One `windward` process against the fake: started, killed, stopped and started
/// again by its process id. Killed when dropped; its log's tail is printed then if the
/// test is failing.
pub struct Bot {
    fake: Arc<FakeDiscord>,
    dir: Arc<tempfile::TempDir>,
    launch: Launch,
    child: Option<Child>,
    starts: usize,
}

/// The bot under test and the fake Discord it talks to. Derefs to the fake, so tests
/// write `t.slash(...)`, `t.click(...)`.
pub struct Windward {
    bot: Bot,
    _turn: Turn,
}

/// How many bots the tests of one binary run at most at once (`WINDWARD_E2E_BOTS`,
/// default 4; the test threads are the other bound). A bot mostly waits on its test,
/// but each must answer every interaction within Discord's 3 s, so they are not
/// let loose without bound.
fn bots_at_once() -> usize {
    std::env::var("WINDWARD_E2E_BOTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|n| *n > 0)
        .unwrap_or(4)
}

static RUNNING: Mutex<usize> = Mutex::new(0);
static TURN_FREED: Condvar = Condvar::new();

/// A place among the bots running at once, held for a test's whole bot.
struct Turn;

impl Turn {
    fn take() -> Turn {
        let limit = bots_at_once();
        let mut running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
        while *running >= limit {
            running = TURN_FREED.wait(running).unwrap_or_else(|p| p.into_inner());
        }
        *running += 1;
        Turn
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        let mut running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
        *running -= 1;
        TURN_FREED.notify_one();
    }
}

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
        Self::launch(
            fake,
            Launch {
                log_filter: filter.map(str::to_string),
                ..Launch::default()
            },
        )
    }

    /// The bot with an hour of reminders lasting `ms` (`WINDWARD_HOUR_MS`, honoured only
    /// against a test Discord), so a reminder ladder plays out in seconds.
    pub fn start_with_short_hours(ms: u64) -> Windward {
        Self::launch(
            FakeDiscord::start(),
            Launch::default().env("WINDWARD_HOUR_MS", &ms.to_string()),
        )
    }

    /// The bot started as `launch` says, against `fake`. More processes can join it
    /// with [`Windward::another`].
    pub fn launch(fake: FakeDiscord, launch: Launch) -> Windward {
        let turn = Turn::take();
        let mut bot = Bot {
            fake: Arc::new(fake),
            dir: Arc::new(tempfile::tempdir().expect("a temporary folder")),
            launch,
            child: None,
            starts: 0,
        };
        bot.spawn();
        Windward { bot, _turn: turn }
    }

    /// Starts another bot process against the same fake Discord (and, unless `launch`
    /// names another, the same database), and returns once it is connected.
    ///
    /// # Panics
    /// It does not connect and register its commands in time.
    pub fn another(&self, launch: Launch) -> Bot {
        let mut bot = Bot {
            fake: self.bot.fake.clone(),
            dir: self.bot.dir.clone(),
            launch,
            child: None,
            starts: 0,
        };
        bot.spawn();
        bot
    }

    /// The bot's process handle (kill, restart, its log).
    pub fn bot(&mut self) -> &mut Bot {
        &mut self.bot
    }

    /// The SQLite file every bot process of this test uses unless told otherwise.
    pub fn database(&self) -> PathBuf {
        self.bot.default_database()
    }

    /// The bot's process id.
    ///
    /// # Panics
    /// The bot is not running.
    pub fn pid(&self) -> u32 {
        self.bot.pid()
    }

    /// Kills the bot (SIGKILL, as a crash would) and reaps it.
    pub fn kill(&mut self) {
        self.bot.kill();
    }

    /// Asks the bot to shut down (SIGTERM, by its pid) and waits for it to exit.
    ///
    /// # Panics
    /// The bot did not exit within 10 seconds (it is then killed).
    pub fn stop(&mut self) -> ExitStatus {
        self.bot.stop()
    }

    /// Kills the bot mid-flight and starts it again on the same database.
    pub fn restart(&mut self) {
        self.bot.restart();
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
        self.bot.log()
    }
}

impl Deref for Windward {
    type Target = FakeDiscord;

    fn deref(&self) -> &FakeDiscord {
        &self.bot.fake
    }
}

impl Bot {
    fn default_database(&self) -> PathBuf {
        self.dir.path().join("windward.db")
    }

    /// The process's name, if it has one (see [`Launch::name`]).
    pub fn name(&self) -> Option<&str> {
        self.launch.name.as_deref()
    }

    fn log_path(&self) -> PathBuf {
        match &self.launch.name {
            Some(name) => self
                .dir
                .path()
                .join(format!("bot-{name}-{}.log", self.starts)),
            None => self.dir.path().join(format!("bot-{}.log", self.starts)),
        }
    }

    fn spawn(&mut self) {
        assert!(self.child.is_none(), "the bot is already running");
        self.starts += 1;
        let log = File::create(self.log_path()).expect("a log file");
        let fake = self.fake.clone();
        let world = fake.world();
        let filter = self.launch.log_filter.clone().unwrap_or_else(|| {
            std::env::var("WINDWARD_E2E_LOG")
                .unwrap_or_else(|_| "warn,windward=info,serenity=warn".into())
        });
        let api_base = match &self.launch.name {
            Some(name) => format!("{}/bots/{name}", fake.api_base()),
            None => fake.api_base().to_string(),
        };
        let database = self
            .launch
            .database_url
            .clone()
            .unwrap_or_else(|| format!("sqlite://{}", self.default_database().display()));
        let registered = fake.registrations().len();
        let mut command = Command::new(windward_bin());
        command
            .arg("run")
            // In its own folder: the bot reads a `.env` from its working directory.
            .current_dir(self.dir.path())
            .env("DISCORD_TOKEN", &world.token)
            .env("DISCORD_API_BASE", api_base)
            .env("DATABASE_URL", database)
            .env("RUST_LOG", filter)
            // The computer's 1.5 s pause is for people; tests need not wait it out.
            .env("WINDWARD_COMPUTER_PAUSE_MS", COMPUTER_PAUSE_MS)
            // Bots run side by side: no web pages unless a test asks for them.
            .env("WEB_ADDR", "off")
            .env_remove("PUBLIC_URL")
            .env_remove("WEB_SECRET")
            .env_remove("SHARDS")
            .envs(
                self.launch
                    .env
                    .iter()
                    .map(|(k, v)| (k.as_str(), v.as_str())),
            )
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
            .stderr(log);
        if self.launch.global_commands {
            command.env_remove("DISCORD_GUILD_ID");
        } else {
            command.env("DISCORD_GUILD_ID", world.guild_id.to_string());
        }
        let child = command
            .spawn()
            .unwrap_or_else(|e| panic!("starting {}: {e}", windward_bin().display()));
        self.child = Some(child);
        let started = Instant::now();
        // Each process registers its commands once, at its first READY.
        fake.wait_registrations(registered + 1, START_TIMEOUT);
        match self.launch.shard_range() {
            Some(shards) => fake.wait_shards(shards, self.launch.name.as_deref()),
            None => {
                fake.wait_gateway("the bot's live session", |_| true);
            }
        }
        if std::env::var_os("WINDWARD_E2E_VERBOSE").is_some() {
            eprintln!("windward {} ready in {:?}", self.pid(), started.elapsed());
        }
    }

    /// The process id.
    ///
    /// # Panics
    /// The bot is not running.
    pub fn pid(&self) -> u32 {
        self.child.as_ref().expect("the bot is not running").id()
    }

    /// Whether the process is running (started, and not killed or stopped since).
    pub fn is_running(&self) -> bool {
        self.child.is_some()
    }

    /// Kills the process (SIGKILL, as a crash would) and reaps it.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            signal(child.id(), Signal::Kill);
            let _ = child.wait();
        }
    }

    /// Asks the process to shut down (SIGTERM, by its pid) and waits for it to exit.
    ///
    /// # Panics
    /// It did not exit within 10 seconds (it is then killed).
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

    /// Kills the process if it runs, and starts it again as it was launched (same
    /// database, same shards); returns once it is connected.
    pub fn restart(&mut self) {
        self.kill();
        self.spawn();
    }

    /// Everything the process has logged since it last started.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.log_path()).unwrap_or_default()
    }
}

impl Drop for Bot {
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

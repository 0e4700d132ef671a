//! `windward load`: how many moves one process sustains, and what it holds meanwhile.
//!
//! Many tables play at once, each in its own channel: every table is a task that picks
//! a random legal move for a waiting seat and sends it as `/play`, through the same app
//! service, store and pictures as the bot (only Discord is replaced by a recorder).
//! A finished game is followed by a new one in its channel. Before that, `--stored`
//! games are opened and left waiting after a few moves, so the figures are taken with a
//! database that holds many sessions.
//!
//! Reported: moves per second over the timed phase, per-move p50/p99, the process's
//! resident memory (now and its peak, from `/proc/self/status`), and the database's
//! size before and after, per 1,000 moves. The driver reads and decodes each table's
//! snapshot to choose its move, and reads the session again after it to see that it
//! moved: that work is in the figure, so the bot alone does at least as well.

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::bail;
use windward_engine::rng::GameRng;
use windward_engine::{Actor, GameKind, Match};

use crate::app::command::Command;
use crate::app::{App, Board, Recorder, Request, Seeds};
use crate::selfplay::{open_game, player};
use crate::store::Backend;

#[derive(clap::Args, Debug, Clone)]
pub struct Args {
    /// Game id (see `/game rules`).
    #[arg(long, default_value = "table")]
    pub game: String,
    #[arg(long, default_value_t = 3)]
    pub players: usize,
    /// Tables playing at once (each its own channel and task).
    #[arg(long, default_value_t = 16)]
    pub tables: usize,
    /// Moves to time, over all tables.
    #[arg(long, default_value_t = 2_000)]
    pub moves: usize,
    /// Games opened first and left waiting (after `--stored-moves` moves each).
    #[arg(long, default_value_t = 0)]
    pub stored: usize,
    #[arg(long, default_value_t = 3)]
    pub stored_moves: usize,
    /// `/game new` options (default: the game's self-play options).
    #[arg(long)]
    pub options: Option<String>,
    /// Skip drawing pictures.
    #[arg(long)]
    pub no_render: bool,
    /// Database URL (default: a fresh temporary SQLite file).
    #[arg(long)]
    pub db: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
}

/// What a run measured.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Report {
    pub game: String,
    pub backend: String,
    pub pictures: bool,
    pub tables: usize,
    pub stored_sessions: usize,
    pub moves: usize,
    pub errors: usize,
    pub seconds: f64,
    pub moves_per_second: f64,
    pub move_p50_us: u64,
    pub move_p99_us: u64,
    /// Resident memory after the stored games were written, after the timed phase,
    /// and the process's peak (kB; 0 where `/proc` is missing).
    pub rss_stored_kb: u64,
    pub rss_after_kb: u64,
    pub rss_peak_kb: u64,
    /// The database's size after the stored games and after the timed phase (bytes;
    /// SQLite: the file once its write-ahead log is folded in; Postgres:
    /// `pg_database_size`, which leaves out the server's own log).
    pub db_bytes_stored: u64,
    pub db_bytes_after: u64,
    pub db_bytes_per_1000_moves: u64,
    /// Where a move's time went, phase by phase (see `app::timing`), including the
    /// moves that open a new game in a table's channel.
    pub phases: Vec<crate::app::timing::PhaseFigures>,
}

/// Runs the load and prints the report.
///
/// # Errors
/// Unknown game, bad options, or a database that cannot be opened.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    let report = load(&args).await?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        println!(
            "{} on {} ({}): {} tables, {} stored sessions",
            report.game,
            report.backend,
            if report.pictures {
                "pictures"
            } else {
                "no pictures"
            },
            report.tables,
            report.stored_sessions
        );
        println!(
            "{} moves in {:.1} s: {:.0} moves/s · per move p50 {} µs, p99 {} µs · {} errors",
            report.moves,
            report.seconds,
            report.moves_per_second,
            report.move_p50_us,
            report.move_p99_us,
            report.errors
        );
        println!(
            "memory: {} kB after the stored games, {} kB after, peak {} kB · database: {} bytes stored, {} after, {} per 1,000 moves",
            report.rss_stored_kb,
            report.rss_after_kb,
            report.rss_peak_kb,
            report.db_bytes_stored,
            report.db_bytes_after,
            report.db_bytes_per_1000_moves
        );
        println!(
            "phases, p50/p99 µs: {}",
            crate::app::timing::line(&report.phases)
        );
    }
    Ok(if report.errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// One table's share of the work, and what it saw.
#[derive(Default)]
struct Tally {
    times: Vec<Duration>,
    errors: Vec<String>,
}

/// Plays the load and measures it.
///
/// # Errors
/// Unknown game, bad options, or a database that cannot be opened.
pub async fn load(args: &Args) -> anyhow::Result<Report> {
    let (kind, options) =
        crate::selfplay::game_to_play(&args.game, args.options.as_deref(), args.players)?;
    if args.tables == 0 {
        bail!("--tables must be at least 1");
    }
    let dir = tempfile::Builder::new()
        .prefix("windward-load-")
        .tempdir()?;
    let url = args
        .db
        .clone()
        .unwrap_or_else(|| format!("sqlite://{}", dir.path().join("load.db").display()));
    let surface = Arc::new(Recorder::new(false));
    let app = Arc::new(
        App::open(
            &url,
            Seeds::Fixed(args.seed),
            Board {
                render: !args.no_render,
            },
            surface,
        )
        .await?,
    );
    let table = Table {
        kind,
        options,
        players: args.players,
    };

    // The stored games: opened, a few moves each, then left waiting.
    let stored = store_games(&app, &table, args).await?;
    let rss_stored_kb = rss_kb("VmRSS");
    let db_bytes_stored = database_bytes(&app, &url).await;

    // The timed phase: every table plays until the moves are spent.
    let (mut tally, seconds) = play_timed(&app, &table, args).await?;
    let phases = crate::app::timing::finish();
    let db_bytes_after = database_bytes(&app, &url).await;
    let errors = tally.errors.len()
        + stored
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .errors
            .len();
    for e in tally.errors.iter().take(5) {
        eprintln!("error: {e}");
    }
    let moves = tally.times.len();
    let mut quantile = |p: f64| -> u64 {
        windward_engine::figures::percentile(&mut tally.times, p)
            .map_or(0, |d| d.as_micros() as u64)
    };
    let report = Report {
        game: kind.id().to_string(),
        backend: match app.store().backend() {
            Backend::Sqlite => "SQLite".into(),
            Backend::Postgres => "Postgres".into(),
        },
        pictures: !args.no_render,
        tables: args.tables,
        stored_sessions: args.stored,
        moves,
        errors,
        seconds,
        moves_per_second: moves as f64 / seconds.max(f64::EPSILON),
        move_p50_us: quantile(0.5),
        move_p99_us: quantile(0.99),
        rss_stored_kb,
        rss_after_kb: rss_kb("VmRSS"),
        rss_peak_kb: rss_kb("VmHWM"),
        db_bytes_stored,
        db_bytes_after,
        db_bytes_per_1000_moves: (db_bytes_after.saturating_sub(db_bytes_stored) as f64
            / moves.max(1) as f64
            * 1000.0) as u64,
        phases,
    };
    app.close().await;
    Ok(report)
}

/// The stored games: `args.stored` games opened across the tables' workers, each
/// played `args.stored_moves` moves and left waiting; what the workers saw.
async fn store_games(
    app: &Arc<App>,
    table: &Table,
    args: &Args,
) -> anyhow::Result<Arc<Mutex<Tally>>> {
    let next = Arc::new(AtomicUsize::new(0));
    let stored = Arc::new(Mutex::new(Tally::default()));
    let mut workers = Vec::new();
    for worker in 0..args.tables {
        let (app, table, next, stored) = (app.clone(), table.clone(), next.clone(), stored.clone());
        let (count, moves, seed) = (args.stored, args.stored_moves, args.seed);
        workers.push(tokio::spawn(async move {
            let mut chooser = GameRng::from_seed(seed ^ ((worker as u64) << 32));
            let mut tally = Tally::default();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= count {
                    break;
                }
                let channel = 1_000_000 + i as u64;
                table.open(&app, channel).await;
                for _ in 0..moves {
                    if !table
                        .play_one(&app, channel, &mut chooser, &mut tally)
                        .await
                    {
                        break;
                    }
                }
            }
            stored
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .errors
                .extend(tally.errors);
        }));
    }
    for w in workers {
        w.await?;
    }
    Ok(stored)
}

/// The timed phase: every table plays until `args.moves` are spent, a new game when
/// one ends; what the tables saw, and the seconds it took.
async fn play_timed(app: &Arc<App>, table: &Table, args: &Args) -> anyhow::Result<(Tally, f64)> {
    let budget = Arc::new(AtomicUsize::new(args.moves));
    crate::app::timing::start();
    let started = Instant::now();
    let mut workers = Vec::new();
    for t in 0..args.tables {
        let (app, table, budget) = (app.clone(), table.clone(), budget.clone());
        let seed = args.seed;
        workers.push(tokio::spawn(async move {
            let mut chooser = GameRng::from_seed(seed.wrapping_add(1 + t as u64));
            let mut tally = Tally::default();
            let channel = 10_000 + t as u64;
            table.open(&app, channel).await;
            while budget
                .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1))
                .is_ok()
            {
                if !table
                    .play_one(&app, channel, &mut chooser, &mut tally)
                    .await
                {
                    // Finished (or broken): a new game in the same channel.
                    table.open(&app, channel).await;
                }
            }
            tally
        }));
    }
    let mut tally = Tally::default();
    for w in workers {
        let t = w.await?;
        tally.times.extend(t.times);
        tally.errors.extend(t.errors);
    }
    let seconds = started.elapsed().as_secs_f64();
    Ok((tally, seconds))
}

/// What every table plays.
#[derive(Clone)]
struct Table {
    kind: GameKind,
    options: String,
    players: usize,
}

impl Table {
    /// Opens, fills and starts a game in `channel`.
    async fn open(&self, app: &App, channel: u64) {
        open_game(app, self.kind, &self.options, self.players, channel).await;
    }

    /// One random legal move at the table in `channel`, timed; false when its game is
    /// over (or the move went wrong, which is counted).
    async fn play_one(
        &self,
        app: &App,
        channel: u64,
        chooser: &mut GameRng,
        tally: &mut Tally,
    ) -> bool {
        let store = app.store();
        let session = match store.open_session_in(channel).await {
            Ok(Some(s)) => s,
            Ok(None) => return false,
            Err(e) => {
                tally.errors.push(format!("channel {channel}: {e}"));
                return false;
            }
        };
        let Some(game) = session
            .snapshot
            .as_deref()
            .and_then(|s| Match::from_snapshot(s).ok())
        else {
            tally
                .errors
                .push(format!("channel {channel}: no readable snapshot"));
            return false;
        };
        let waiting = game.to_act();
        let Some(&seat) = chooser.choose(&waiting) else {
            tally
                .errors
                .push(format!("channel {channel}: nobody can act"));
            return false;
        };
        let choices = game.choices(Actor::player(seat));
        let Some(choice) = chooser.choose(&choices) else {
            tally
                .errors
                .push(format!("channel {channel}: no legal move"));
            return false;
        };
        let started = Instant::now();
        let response = app
            .handle(
                &player(channel, usize::from(seat.0)),
                Request::Command(Command::Play {
                    action: choice.notation.clone(),
                }),
            )
            .await;
        tally.times.push(started.elapsed());
        let moved = matches!(store.session(session.id).await, Ok(Some(s)) if s.seq > session.seq);
        if !moved {
            let reason = response
                .messages
                .first()
                .map(|m| m.content.to_string())
                .unwrap_or_default();
            tally.errors.push(format!(
                "channel {channel}: legal move `{}` refused: {reason}",
                choice.notation
            ));
            return false;
        }
        true
    }
}

/// A line of `/proc/self/status` in kB (`VmRSS`, `VmHWM`); 0 where there is none.
fn rss_kb(field: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status.lines().find_map(|line| {
                let rest = line.strip_prefix(field)?.strip_prefix(':')?;
                rest.trim().trim_end_matches("kB").trim().parse().ok()
            })
        })
        .unwrap_or(0)
}

/// The database's size in bytes (see [`Report::db_bytes_after`]).
async fn database_bytes(app: &App, url: &str) -> u64 {
    if let Err(e) = app.store().checkpoint().await {
        eprintln!("could not fold the write-ahead log into the file: {e}");
    }
    match app.store().backend() {
        Backend::Postgres => app
            .store()
            .database_bytes()
            .await
            .ok()
            .flatten()
            .unwrap_or(0),
        Backend::Sqlite => {
            let path = crate::store::sqlite_file(url);
            [path.clone(), format!("{path}-wal")]
                .iter()
                .filter_map(|p| std::fs::metadata(p).ok())
                .map(|m| m.len())
                .sum()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn tables_play_at_once_and_the_database_grows_with_their_moves() {
        let args = Args {
            game: "table".into(),
            players: 3,
            tables: 4,
            moves: 60,
            stored: 6,
            stored_moves: 2,
            options: None,
            no_render: true,
            db: None,
            seed: 3,
            json: false,
        };
        let report = load(&args).await.unwrap();
        assert_eq!(report.errors, 0, "{report:?}");
        // Every move budgeted was played, except where a table's game had just ended.
        assert!(report.moves > 50 && report.moves <= 60, "{report:?}");
        assert!(report.moves_per_second > 0.0);
        assert!(report.db_bytes_stored > 0);
        assert!(report.db_bytes_after >= report.db_bytes_stored);
        assert!(cfg!(not(target_os = "linux")) || report.rss_peak_kb > 0);
    }

    #[tokio::test]
    async fn a_game_that_does_not_take_that_many_players_is_refused() {
        let args = Args {
            game: "zeppelin-attack".into(),
            players: 9,
            tables: 1,
            moves: 1,
            stored: 0,
            stored_moves: 0,
            options: None,
            no_render: true,
            db: None,
            seed: 1,
            json: false,
        };
        let err = load(&args).await.unwrap_err().to_string();
        assert!(err.contains("players"), "{err}");
    }
}

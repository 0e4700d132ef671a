//! `windward`: the Discord bot, its offline channel and its self-play benchmark.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use windward::settings::{self, RunArgs};
use windward::{discord, doctor, health, load, play, selfplay, verify, web_load};

#[derive(Parser)]
#[command(
    name = "windward",
    version,
    about = "Tabletop games, played asynchronously in Discord channels."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Mode>,
}

#[derive(Subcommand)]
enum Mode {
    /// Run the Discord bot (the default). Every flag can also be set in the
    /// environment or a .env file; see .env.example.
    Run(RunArgs),
    /// A terminal stand-in for one Discord channel with several users: type lines like
    /// `@alice /roll expression:2d6`, or run a script.
    Play {
        /// Read lines from this file instead of the terminal.
        #[arg(long)]
        script: Option<PathBuf>,
        /// Make every new session (and /roll) deterministic.
        #[arg(long)]
        seed: Option<u64>,
        /// Write images into this folder.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Database URL, sqlite:// or postgres:// (default: a fresh temporary SQLite
        /// file).
        #[arg(long)]
        db: Option<String>,
        /// One JSON object per bot message instead of a transcript.
        #[arg(long)]
        json: bool,
        /// Serve the games' web pages at this address (like 127.0.0.1:8080), as the
        /// bot does; each board links to its page.
        #[arg(long, value_name = "ADDR")]
        web: Option<std::net::SocketAddr>,
    },
    /// Play random legal games through the whole stack and report timings.
    Selfplay(selfplay::Args),
    /// Many tables at once through the whole stack: moves per second one process
    /// sustains, its memory, and the database's growth.
    Load(load::Args),
    /// The web pages under load, on loopback: a game page's p50/p99 with many readers
    /// at once, one move fanned out to many open live streams, memory per stream.
    WebLoad(web_load::Args),
    /// Check a database: SQLite's integrity check, and every session's log replayed
    /// against its snapshot (`--repair` replaces a snapshot that disagrees).
    Doctor(doctor::Args),
    /// Whether the bot runs well on a database, for an orchestrator's probe: exit 0
    /// when every running process has its gateway connected and its loops passing.
    Health(health::Args),
    /// Write a finished game's record (players, sealed seed, every move and what it
    /// told the table) as JSON, for `windward verify`.
    Export(verify::ExportArgs),
    /// Check a game record: the seed against the commitment shown at the start, and
    /// every move replayed from it against what the table was told.
    Verify {
        /// The record, as `windward export` wrote it.
        file: PathBuf,
    },
    /// How much of the text each language has: messages per area and language, and
    /// the share of English's each translation gives.
    Languages,
    /// List a game's cards and other components: kind, name, count and text.
    Cards {
        /// The game, by id or name (`zeppelin-attack`, "Aether Captains").
        game: String,
        /// A JSON array of every component instead of text.
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    // Before parsing, so that .env values are the flags' defaults; only the bot itself
    // needs them, so only it fails on a broken file.
    let dotenv = settings::load_dotenv();
    let cli = Cli::parse();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("windward: could not start the async runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async move {
        let command = match cli.command {
            Some(command) => command,
            None => Mode::Run(RunArgs::from_env()?),
        };
        match command {
            Mode::Run(args) => {
                dotenv?;
                windward::init_logging();
                let settings = args.check()?;
                discord::run(settings).await.map(|()| ExitCode::SUCCESS)
            }
            Mode::Play {
                script,
                seed,
                out,
                db,
                json,
                web,
            } => {
                play::run(play::Options {
                    script,
                    seed,
                    out,
                    db,
                    json,
                    web,
                })
                .await
            }
            Mode::Selfplay(args) => selfplay::run(args).await,
            Mode::Load(args) => load::run(args).await,
            Mode::WebLoad(args) => web_load::run(args).await,
            Mode::Doctor(args) => doctor::run(args).await,
            Mode::Health(args) => health::run(args).await,
            Mode::Export(args) => verify::export(args).await,
            Mode::Verify { file } => verify::verify(&file),
            Mode::Languages => {
                print!("{}", windward::languages::report());
                Ok(ExitCode::SUCCESS)
            }
            Mode::Cards { game, json } => {
                let text =
                    windward::app::catalogue::cli(&game, json).map_err(anyhow::Error::msg)?;
                println!("{}", text.trim_end());
                Ok(ExitCode::SUCCESS)
            }
        }
    });
    // Tasks still running (a gateway connection given up on, a drawing thread) end
    // with the process; it does not wait for them past a moment.
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("windward: {e:#}");
            ExitCode::FAILURE
        }
    }
}

//! `windward export` and `windward verify`: a game's record as one JSON file, and the
//! check anyone can run on it (see `app/record.rs`).

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{bail, Context};
use windward_engine::Match;

use crate::app::record::GameRecord;
use crate::store::{Status, Store};

#[derive(clap::Args, Debug)]
pub struct ExportArgs {
    /// The database to read.
    #[arg(long, env = "DATABASE_URL", default_value = crate::settings::DEFAULT_DATABASE_URL)]
    pub db: String,
    /// The session's number (`windward doctor` lists them).
    #[arg(long)]
    pub session: i64,
    /// Write here instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// Writes a finished game's record. A game still running is refused: its record
/// would reveal the seed, and with it every card still to come.
///
/// # Errors
/// No such session, a game still running, or one from before seeds were sealed.
pub async fn export(args: ExportArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_existing(&args.db).await?;
    let session = store
        .session(args.session)
        .await?
        .with_context(|| format!("there is no session {}", args.session))?;
    match session.status {
        Status::Finished | Status::Aborted => {}
        Status::Lobby => bail!("session {} has not started", session.id),
        Status::Active => bail!(
            "session {} is still being played: its record would reveal the seed, and every card still to come",
            session.id
        ),
    }
    let seats = store.seats(session.id).await?;
    let log = store.log(session.id).await?;
    let outcome = session
        .snapshot
        .as_deref()
        .and_then(|s| Match::from_snapshot(s).ok())
        .and_then(|g| g.outcome())
        .map(|o| o.summary.english());
    let record = GameRecord::of(&session, &seats, &log, outcome).with_context(|| {
        format!(
            "session {} began before seeds were sealed: there is nothing to verify it against",
            session.id
        )
    })?;
    let json = serde_json::to_string_pretty(&record)?;
    match args.out {
        Some(path) => std::fs::write(&path, json + "\n")
            .with_context(|| format!("could not write {}", path.display()))?,
        None => println!("{json}"),
    }
    store.close().await;
    Ok(ExitCode::SUCCESS)
}

/// Checks a record file; exit code 1 when it does not verify.
///
/// # Errors
/// The file cannot be read or is not JSON.
pub fn verify(file: &std::path::Path) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(file)
        .with_context(|| format!("could not read {}", file.display()))?;
    let record: GameRecord = serde_json::from_str(&text)
        .with_context(|| format!("{} is not a Windward game record", file.display()))?;
    match record.verify() {
        Ok(done) => {
            println!(
                "verified: the seed {} and salt {} give the commitment {}; all {} moves replay from it and told the table what the record says{}",
                record.seed,
                record.salt,
                record.commitment,
                done.actions,
                if done.finished { ", to the same result" } else { "" }
            );
            Ok(ExitCode::SUCCESS)
        }
        Err(wrong) => {
            println!("does not verify: {wrong}");
            Ok(ExitCode::FAILURE)
        }
    }
}

//! `windward doctor`: checks a database the way the bot trusts it. SQLite's own
//! integrity check (Postgres has none to run: it checks its own pages), then every
//! started session: its action log must replay from its
//! seed, and the replay must be its stored snapshot (the log is the truth; the snapshot
//! is a cache of it). With `--repair`, a snapshot that disagrees with a log that
//! replays is replaced by the replay; nothing else is ever changed. Then the bot
//! processes on the database: when each was last heard, and when its gateway and
//! loops last worked (`crate::health`).

use std::process::ExitCode;

use crate::app::replay_log;
use crate::store::{Status, Store};
use windward_engine::Match;

/// The exit status when there was no database to check.
pub const CANNOT_CHECK: u8 = 2;

/// Opens the database a tool (`doctor`, `health`) is to check, never creating it; if
/// it cannot, says why and gives the exit code [`CANNOT_CHECK`].
pub async fn open_to_check(db: &str, tool: &str) -> Result<Store, ExitCode> {
    Store::open_existing(db).await.map_err(|why| {
        eprintln!("windward {tool}: {why}");
        ExitCode::from(CANNOT_CHECK)
    })
}

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The database to check.
    #[arg(long, env = "DATABASE_URL", default_value = crate::settings::DEFAULT_DATABASE_URL)]
    pub db: String,
    /// Replace each snapshot that disagrees with its (replayable) log by the replay.
    #[arg(long)]
    pub repair: bool,
}

/// What one session's check found.
#[derive(Debug, PartialEq, Eq)]
pub enum Finding {
    /// Snapshot and log agree.
    Sound,
    /// The snapshot is unreadable or differs from the replay; the log replays.
    SnapshotWrong { repaired: bool },
    /// The log itself does not replay: needs a person (the snapshot is left alone).
    LogBroken(String),
}

/// Checks every started session; returns what each showed, and SQLite's verdict
/// (`None` on Postgres).
///
/// # Errors
/// The database cannot be opened or read.
pub async fn check(
    store: &Store,
    repair: bool,
) -> anyhow::Result<(Option<String>, Vec<(i64, Finding)>)> {
    let integrity = store.integrity_check().await?;
    let mut found = Vec::new();
    for session in store.all_sessions().await? {
        if session.status == Status::Lobby {
            continue;
        }
        let finding = match replay_log(store, &session).await {
            Err(why) => Finding::LogBroken(why),
            Ok(game) if agrees(session.snapshot.as_deref(), &game) => Finding::Sound,
            Ok(game) => {
                let repaired = repair
                    && store
                        .repair_snapshot(session.id, session.seq, &game.snapshot())
                        .await?;
                Finding::SnapshotWrong { repaired }
            }
        };
        found.push((session.id, finding));
    }
    Ok((integrity, found))
}

/// Whether a stored snapshot holds the game its log replays to. Compared as the game
/// reads it back: a snapshot an older build stored may carry a field since dropped
/// (a free table's roll kept its formatted line) and still hold the same game.
fn agrees(stored: Option<&str>, replayed: &Match) -> bool {
    let Some(stored) = stored else { return false };
    let replayed = replayed.snapshot();
    stored == replayed || Match::from_snapshot(stored).is_ok_and(|game| game.snapshot() == replayed)
}

/// The command: prints a line per problem and a summary; exits 1 when anything is
/// wrong that it did not repair, and 2 when there is nothing it could check (no such
/// database, or not one the bot has set up): never a false all-clear, and it never
/// creates the database it was asked to check.
///
/// # Errors
/// The database cannot be read.
pub async fn run(args: Args) -> anyhow::Result<ExitCode> {
    let store = match open_to_check(&args.db, "doctor").await {
        Ok(store) => store,
        Err(cannot) => return Ok(cannot),
    };
    let (integrity, found) = check(&store, args.repair).await?;
    let mut unresolved = 0;
    if let Some(integrity) = &integrity {
        unresolved += usize::from(integrity != "ok");
        println!("SQLite integrity check: {integrity}");
    }
    for (id, finding) in &found {
        match finding {
            Finding::Sound => {}
            Finding::SnapshotWrong { repaired: true } => {
                println!("session {id}: snapshot disagreed with its log; replaced by the replay");
            }
            Finding::SnapshotWrong { repaired: false } => {
                unresolved += 1;
                println!("session {id}: snapshot disagrees with its log (run with --repair to replace it by the replay)");
            }
            Finding::LogBroken(why) => {
                unresolved += 1;
                println!("session {id}: its log does not replay, left as it is: {why}");
            }
        }
    }
    // The processes on this database and their loops: a stuck one is a problem too.
    let now = crate::store::now_ms();
    for process in store.processes().await? {
        let problems = crate::health::problems(&process, now);
        if process.running(now) && !problems.is_empty() {
            unresolved += 1;
            println!(
                "process {} is running, but {}",
                process.instance,
                problems.join("; ")
            );
        } else {
            println!("{}", crate::health::describe(&process, now));
        }
    }
    let sound = found.iter().filter(|(_, f)| *f == Finding::Sound).count();
    println!(
        "{} checked: {sound} sound, {} with problems.",
        match found.len() {
            1 => "1 session".to_string(),
            n => format!("{n} sessions"),
        },
        found.len() - sound
    );
    store.close().await;
    Ok(if unresolved == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use sqlx::Connection;
    use windward_engine::Match;

    use super::*;
    use crate::app::command::Command;
    use crate::app::{App, Board, Caller, Recorder, Request, Seeds};

    fn caller(user_id: u64, name: &str) -> Caller {
        Caller {
            user_id,
            name: name.into(),
            guild_id: Some(1),
            channel_id: 7,
            manage_channel: false,
            manage_server: false,
            lang: windward_engine::i18n::Lang::En,
            server_lang: None,
        }
    }

    #[tokio::test]
    async fn a_wrong_snapshot_is_found_and_repaired_and_a_broken_log_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("d.db").display());
        let app = App::open(
            &url,
            Seeds::Fixed(3),
            Board { render: false },
            Arc::new(Recorder::default()),
        )
        .await
        .unwrap();
        let (alice, bob) = (caller(1, "alice"), caller(2, "bob"));
        for (who, command) in [
            (
                &alice,
                Command::GameNew {
                    game: "table".into(),
                    options: String::new(),
                },
            ),
            (&bob, Command::GameJoin),
            (&alice, Command::GameStart { shuffle: false }),
            (&alice, Command::TurnNext),
            (
                &bob,
                Command::Play {
                    action: "roll 2d6".into(),
                },
            ),
        ] {
            app.handle(who, Request::Command(command)).await;
        }
        let store = app.store();
        let (integrity, found) = check(store, false).await.unwrap();
        assert_eq!(integrity.as_deref(), Some("ok"));
        assert_eq!(found, vec![(1, Finding::Sound)]);
        // A snapshot an older build stored, whose roll kept its formatted line and no
        // parts, holds the same game: nothing to repair.
        let session = store.session(1).await.unwrap().unwrap();
        let mut older: serde_json::Value =
            serde_json::from_str(session.snapshot.as_deref().unwrap()).unwrap();
        let roll = older
            .pointer_mut("/game/last_roll/roll")
            .and_then(serde_json::Value::as_object_mut)
            .expect("the table's last roll");
        assert!(roll.remove("parts").is_some());
        roll.insert("breakdown".into(), "2d6 (1, 2) = **3**".into());
        store
            .repair_snapshot(1, session.seq, &older.to_string())
            .await
            .unwrap();
        assert_eq!(
            check(store, false).await.unwrap().1,
            vec![(1, Finding::Sound)]
        );
        // A snapshot that went wrong (it says nobody passed) is found, then replaced.
        let first = Match::new(windward_engine::GameKind::Table, "", 2, 0).unwrap();
        let session = store.session(1).await.unwrap().unwrap();
        store
            .repair_snapshot(1, session.seq, &first.snapshot())
            .await
            .unwrap();
        let (_, found) = check(store, false).await.unwrap();
        assert_eq!(found, vec![(1, Finding::SnapshotWrong { repaired: false })]);
        let (_, found) = check(store, true).await.unwrap();
        assert_eq!(found, vec![(1, Finding::SnapshotWrong { repaired: true })]);
        assert_eq!(
            check(store, false).await.unwrap().1,
            vec![(1, Finding::Sound)]
        );
        // A log that no longer replays is reported, and nothing is touched.
        let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
        sqlx::query("UPDATE actions SET action = 'garbage'")
            .execute(&mut conn)
            .await
            .unwrap();
        let before = store.session(1).await.unwrap().unwrap().snapshot;
        let (_, found) = check(store, true).await.unwrap();
        assert!(
            matches!(&found[..], [(1, Finding::LogBroken(why))] if why.contains("action 1")),
            "{found:?}"
        );
        assert_eq!(store.session(1).await.unwrap().unwrap().snapshot, before);
    }
}

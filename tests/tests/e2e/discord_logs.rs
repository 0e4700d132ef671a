//! Whatever log filter an operator sets, no log line holds a secret: not the bot's
//! token, not an interaction token (each can post as the bot for 15 minutes), not a
//! card hidden in a player's hand or deck. And the operator's log says the same on
//! SQLite and on Postgres.

use std::time::{Duration, Instant};

use windward::store::scratch::{self, Scratch};
use windward_engine::{Match, Viewer};
use windward_tests::fake::FakeDiscord;
use windward_tests::flow::{next_move, play, start_game};
use windward_tests::{Launch, Windward};

#[test]
fn a_hidden_hand_game_logged_at_trace_level_leaks_nothing() {
    let t = Windward::start_logging(FakeDiscord::start(), Some("trace"));
    let [alice, bob] = ["alice", "bob"].map(|n| t.user(n));
    let players = [&alice, &bob];
    start_game(&t, "zeppelin-attack", "", &players);
    for _ in 0..12 {
        // Private views (hands, drawn cards) go out, as requests the bot logs nothing of.
        for p in players {
            t.reply(&t.slash(p, "hand", &[]));
        }
        let (player, notation) = next_move(&t, &players, &["play", "launch", "buy"]);
        play(&t, player, &notation);
    }
    let log = t.log();
    assert!(
        log.contains("game started") && log.contains("serenity::gateway"),
        "our lines and serenity's are there:\n{log}"
    );
    let world = t.world();
    assert!(!log.contains(&world.token), "the bot token is in the log");
    for token in t.interaction_tokens() {
        assert!(!log.contains(&token), "an interaction token is in the log");
    }
    // Every card hidden from the table now, by the game's own account.
    let snapshot = sqlite_snapshot(&t);
    let hidden = Match::from_snapshot(&snapshot)
        .expect("the stored game")
        .secrets(Viewer::Public)
        .names;
    assert!(hidden.len() > 5, "{hidden:?}");
    for name in &hidden {
        assert!(
            !log.contains(name.as_str()),
            "the hidden card {name} is in the log"
        );
    }
}

fn sqlite_snapshot(t: &Windward) -> String {
    use sqlx::Connection;
    let url = format!("sqlite://{}", t.database().display());
    tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap()
        .block_on(async {
            let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
            sqlx::query_scalar("SELECT snapshot FROM sessions ORDER BY id DESC LIMIT 1")
                .fetch_one(&mut conn)
                .await
                .unwrap()
        })
}

/// What the bot's log says of one scenario on a database: how many times each line an
/// operator watches for appears. A lobby, a game started, a move made while Discord's
/// REST API is down (its board cannot be posted), Discord back (the owed board goes
/// out).
fn operator_lines(database: &str) -> Vec<(&'static str, usize)> {
    let t = Windward::launch(
        FakeDiscord::start(),
        Launch {
            database_url: Some(database.to_string()),
            ..Launch::default()
        },
    );
    let [alice, bob] = ["alice", "bob"].map(|n| t.user(n));
    start_game(&t, "table", "", &[&alice, &bob]);
    t.outage(true);
    t.slash(&alice, "play", &[("action", "end")]);
    let failed = |log: &str| log.contains("could not post the board; it is owed still");
    wait_for(&t, failed);
    t.outage(false);
    wait_for(&t, |log| log.contains("owed boards delivered"));
    let log = t.log();
    let lines = [
        "lobby opened",
        "game started",
        "could not post the board",
        "owed boards delivered",
    ];
    lines
        .into_iter()
        .map(|line| {
            (
                line,
                log.lines().filter(|l| l.contains(line)).count().min(1),
            )
        })
        .collect()
}

fn wait_for(t: &Windward, logged: impl Fn(&str) -> bool) {
    let until = Instant::now() + Duration::from_secs(30);
    while !logged(&t.log()) {
        assert!(Instant::now() < until, "not logged in 30 s:\n{}", t.log());
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// On Postgres, sqlx's question to the `log` crate before each query swallowed the
/// next line of ours on that thread (see `windward::init_logging`): "lobby opened",
/// "game started" and failed posts went missing there and never on SQLite.
#[test]
fn the_operator_s_log_says_the_same_on_sqlite_and_postgres() {
    let sqlite = Scratch::sqlite();
    let on_sqlite = operator_lines(sqlite.url());
    assert!(
        on_sqlite.iter().all(|(_, n)| *n == 1),
        "on SQLite: {on_sqlite:?}"
    );
    if scratch::postgres_server().is_none() {
        eprintln!(
            "skipped the Postgres half: {} is not set",
            scratch::POSTGRES_ENV
        );
        return;
    }
    let postgres = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(Scratch::postgres())
        .expect("a Postgres database");
    let on_postgres = operator_lines(postgres.url());
    assert_eq!(on_postgres, on_sqlite, "Postgres against SQLite");
}

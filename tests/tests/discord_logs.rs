//! Whatever log filter an operator sets, no log line holds a secret: not the bot's
//! token, not an interaction token (each can post as the bot for 15 minutes), not a
//! card hidden in a player's hand or deck.

use windward_engine::{Match, Viewer};
use windward_tests::fake::FakeDiscord;
use windward_tests::flow::{next_move, play, start_game};
use windward_tests::Windward;

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

//! Gateway faults during a game: the connection drops, Discord asks for a reconnect,
//! the session is invalidated. The bot must come back by itself, answer what it missed,
//! and lose nothing of the game.

use windward_tests::flow::{click_move, move_number, start_game, status};
use windward_tests::{FakeDiscord, User, Windward};

/// A two-player free table; returns the players and the current board.
fn game(t: &Windward) -> (User, User, windward_tests::Message) {
    let alice = t.user("alice");
    let bob = t.user("bob");
    let board = start_game(t, "table", "", &[&alice, &bob]);
    (alice, bob, board)
}

#[test]
fn a_dropped_connection_is_resumed_and_missed_clicks_are_replayed() {
    let t = Windward::start();
    let (alice, bob, board) = game(&t);

    // The connection drops; alice clicks before the bot is back. Discord keeps the
    // event for the session and replays it when the bot resumes.
    t.drop_connection();
    let to_bob = click_move(&t, &alice, &board, "End turn");
    assert_eq!(to_bob.pinged, [bob.id]);
    let stats = t.wait_gateway("a resumed session", |s| s.resumes >= 1);
    assert_eq!(stats.identifies, 1, "a resume, not a new session");
    assert_eq!(stats.connections, 2);
    assert!(stats.replayed_events >= 1, "{stats:?}");

    // And it keeps answering.
    let to_alice = click_move(&t, &bob, &to_bob, "End turn");
    assert_eq!(to_alice.pinged, [alice.id]);
}

#[test]
fn a_close_frame_and_a_reconnect_request_are_resumed() {
    let t = Windward::start();
    let (alice, bob, board) = game(&t);

    t.close_connection(4000);
    t.wait_gateway("a resume after close 4000", |s| s.resumes >= 1);
    let board = click_move(&t, &alice, &board, "End turn");

    t.request_reconnect();
    t.wait_gateway("a resume after opcode 7", |s| s.resumes >= 2);
    let board = click_move(&t, &bob, &board, "End turn");

    t.invalidate_session(true);
    t.wait_gateway("a resume after a resumable invalidation", |s| {
        s.resumes >= 3
    });
    click_move(&t, &alice, &board, "End turn");
    assert_eq!(t.gateway_stats().identifies, 1);
}

#[test]
fn an_invalidated_session_is_identified_again_and_the_game_goes_on() {
    let t = Windward::start();
    let (alice, bob, board) = game(&t);
    let to_bob = click_move(&t, &alice, &board, "End turn");
    let before = move_number(&to_bob);

    t.invalidate_session(false);
    let stats = t.wait_gateway("a new session", |s| s.identifies >= 2);
    assert_eq!(stats.resumes, 0);
    // A second READY does not register the commands again or lose the bot's state.
    assert_eq!(t.registrations().len(), 1);

    let to_alice = click_move(&t, &bob, &to_bob, "End turn");
    assert_eq!(move_number(&to_alice), before + 1);
    assert_eq!(move_number(&status(&t, &alice)), before + 1);
}

#[test]
fn heartbeats_are_acknowledged_and_the_connection_stays_up() {
    let fake = FakeDiscord::start();
    fake.set_heartbeat_interval(std::time::Duration::from_millis(250));
    let t = Windward::start_with(fake);
    let alice = t.user("alice");
    t.wait_gateway("three heartbeats", |s| s.heartbeats >= 3);
    let reply = t.reply(&t.slash(&alice, "help", &[]));
    assert!(reply.is_ephemeral());
    let stats = t.gateway_stats();
    assert_eq!((stats.connections, stats.identifies), (1, 1), "{stats:?}");
}

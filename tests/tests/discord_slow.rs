//! When the bot is slow: a move that takes longer than Discord's patience is deferred
//! and still pings the next player; an answer Discord refuses as too late still
//! reaches the channel.

use std::time::Duration;

use windward_tests::fake::Origin;
use windward_tests::flow::{assert_board, start_game};
use windward_tests::Windward;

#[test]
fn a_refused_late_answer_is_posted_to_the_channel_with_its_picture() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    start_game(&t, "table", "", &[&alice, &bob]);

    // Every answer is now "too late": Discord says 10062 Unknown interaction.
    t.set_deadline(Duration::ZERO);
    t.tolerate_problems(true);
    let seen = t.requests().len();
    t.slash(&alice, "play", &[("action", "end")]);
    let post = t.wait_request("the fallback post", seen, |r| {
        r.route.as_deref() == Some("/channels/{channel_id}/messages")
    });
    assert_eq!(post.files.len(), 1, "the board picture is uploaded again");
    let posted = t.wait_message("the board posted to the channel instead", |m| {
        m.origin == Origin::ChannelPost
    });
    t.settle(Duration::from_millis(300));
    let problems = t.take_problems();
    t.tolerate_problems(false);
    assert!(
        problems.iter().all(|p| p.contains("deadline")),
        "only the late callback is a problem: {problems:#?}"
    );
    assert_board(&posted);
    assert_eq!(posted.pinged, [bob.id], "the fallback post still pings bob");
}

#[test]
fn a_slow_move_is_deferred_and_the_next_player_is_still_pinged() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    start_game(&t, "table", "", &[&alice, &bob]);

    // Another process holds the database's write lock for 3 s: the move waits for it,
    // longer than the bot's patience (2.2 s), but the bot answers within Discord's 3 s.
    let lock = t.hold_database_lock(Duration::from_secs(3));
    let by_command = t.slash(&alice, "play", &[("action", "end")]);
    let answer = t.answer(&by_command);
    assert_eq!(answer.kind, 5, "a slow command is deferred");
    assert!(answer.latency < Duration::from_secs(3));
    let replies = t.replies(&by_command, 2);
    // The private "thinking…" placeholder is closed, and the board is a new public
    // message (an edit would notify nobody).
    assert!(replies[0].is_ephemeral(), "{}", replies[0].text());
    assert_board(&replies[1]);
    assert_eq!(replies[1].pinged, [bob.id]);
    lock.join().expect("the lock holder");

    // A slow click: a silent deferral, then the clicked board retires and the new one
    // pings alice.
    let to_bob = t.message(replies[1].id);
    let lock = t.hold_database_lock(Duration::from_secs(3));
    let click = t.click(&bob, &to_bob, "End turn");
    let answer = t.answer(&click);
    assert_eq!(answer.kind, 6, "a slow click is deferred silently");
    let next = t.reply(&click);
    assert_board(&next);
    assert_eq!(next.pinged, [alice.id]);
    let old = t.updated(&click);
    assert!(old.buttons().is_empty());
    assert!(
        old.embed_image().is_some(),
        "the retired board keeps its picture"
    );
    lock.join().expect("the lock holder");
}

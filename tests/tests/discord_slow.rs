//! When the bot is slow: a move that takes longer than Discord's patience is deferred
//! and still pings the next player; when Discord refuses an answer as too late, the
//! board (posted to the channel before the answer) still reaches everyone.

use std::time::Duration;

use windward_tests::fake::Origin;
use windward_tests::flow::{assert_board, live_board, move_number, start_game};
use windward_tests::Windward;

#[test]
fn a_refused_late_answer_still_leaves_the_board_with_its_picture_in_the_channel() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let first = start_game(&t, "table", "", &[&alice, &bob]);

    // Every answer is now "too late": Discord says 10062 Unknown interaction.
    t.set_deadline(Duration::ZERO);
    t.tolerate_problems(true);
    let seen = t.requests().len();
    t.slash(&alice, "play", &[("action", "end")]);
    // The board is a channel post, made before the (late) answer: nothing is lost but
    // alice's private acknowledgement.
    let post = t.wait_request("the board post", seen, |r| {
        r.method == "POST" && r.route.as_deref() == Some("/channels/{channel_id}/messages")
    });
    assert_eq!(post.files.len(), 1, "the board picture is uploaded with it");
    let posted = t.wait_message("the new board in the channel", |m| {
        m.origin == Origin::ChannelPost && m.serial > first.serial
    });
    t.settle(Duration::from_millis(300));
    let problems = t.take_problems();
    t.tolerate_problems(false);
    assert!(
        problems.iter().all(|p| p.contains("deadline")),
        "only the late callback is a problem: {problems:#?}"
    );
    assert_board(&posted);
    assert_eq!(posted.pinged, [bob.id], "the new board pings bob");
    assert_eq!(move_number(&posted), move_number(&first) + 1);
    assert_eq!(live_board(&t).id, posted.id);
    let old = t.message(first.id);
    assert!(old.buttons().is_empty(), "the old board loses its buttons");
    assert!(
        old.embed_image().is_some(),
        "the old board keeps its picture"
    );
    // The board was posted once, and the private answer did not leak to the channel.
    let public: Vec<_> = t
        .messages()
        .into_iter()
        .filter(|m| m.serial > first.serial && !m.is_ephemeral())
        .collect();
    assert_eq!(
        public.len(),
        1,
        "one public message: {:?}",
        public.iter().map(|m| m.text()).collect::<Vec<_>>()
    );
}

#[test]
fn a_slow_move_is_deferred_and_the_next_player_is_still_pinged() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let first = start_game(&t, "table", "", &[&alice, &bob]);

    // Another process holds the database's write lock for 3 s: the move waits for it,
    // longer than the bot's patience (2.2 s), but the bot answers within Discord's 3 s.
    let lock = t.hold_database_lock(Duration::from_secs(3));
    let by_command = t.slash(&alice, "play", &[("action", "end")]);
    let answer = t.answer(&by_command);
    assert_eq!(answer.kind, 5, "a slow command is deferred");
    assert!(answer.latency < Duration::from_secs(3));
    // The private "thinking…" placeholder is filled with the private answer, and the
    // board is a new public message that pings bob (an edit would notify nobody).
    let done = t.reply(&by_command);
    assert_eq!(done.ephemeral_to, Some(alice.id), "{}", done.text());
    assert!(done.text().contains("Done"), "{}", done.text());
    let to_bob = t.wait_message("the board that pings bob", |m| {
        m.origin == Origin::ChannelPost && m.serial > first.serial
    });
    assert_board(&to_bob);
    assert_eq!(to_bob.pinged, [bob.id]);
    assert!(t.message(first.id).buttons().is_empty());
    lock.join().expect("the lock holder");

    // A slow click: a silent deferral, then the clicked board retires and a new one
    // pings alice.
    let to_bob = t.message(to_bob.id);
    let lock = t.hold_database_lock(Duration::from_secs(3));
    let click = t.click(&bob, &to_bob, "End turn");
    let answer = t.answer(&click);
    assert_eq!(answer.kind, 6, "a slow click is deferred silently");
    let old = t.updated(&click);
    assert!(old.buttons().is_empty());
    assert!(
        old.embed_image().is_some(),
        "the retired board keeps its picture"
    );
    let next = t.wait_message("the board that pings alice", |m| {
        m.origin == Origin::ChannelPost && m.serial > to_bob.serial
    });
    assert_board(&next);
    assert_eq!(next.pinged, [alice.id]);
    assert_eq!(move_number(&next), move_number(&to_bob) + 1);
    assert_eq!(live_board(&t).id, next.id);
    lock.join().expect("the lock holder");
}

#[test]
fn a_late_click_on_the_board_still_updates_it() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let first = start_game(&t, "table", "rounds=3 dice=1d6", &[&alice, &bob]);

    // Every answer is now "too late". A roll on the live board is answered by updating
    // that board (type 7), which Discord refuses: the bot edits the board instead.
    t.set_deadline(Duration::ZERO);
    t.tolerate_problems(true);
    t.click(&alice, &first, "Roll 1d6");
    let rolled = t.wait_message("the board showing the roll", |m| {
        m.id == first.id && m.text().contains("rolled")
    });
    // And a late End turn still leaves the old board without buttons.
    t.click(&alice, &rolled, "End turn");
    let next = t.wait_message("bob's board", |m| {
        m.origin == Origin::ChannelPost && m.serial > first.serial
    });
    t.wait_message("the old board without buttons", |m| {
        m.id == first.id && m.buttons().is_empty()
    });
    t.settle(Duration::from_millis(300));
    let problems = t.take_problems();
    t.tolerate_problems(false);
    assert!(
        problems.iter().all(|p| p.contains("deadline")),
        "only the late callbacks are problems: {problems:#?}"
    );
    assert_eq!(next.pinged, [bob.id]);
    let old = t.message(first.id);
    assert!(
        old.embed_image().is_some(),
        "the old board keeps its picture"
    );
}

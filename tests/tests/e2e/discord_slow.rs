//! When the bot is slow: a move that takes longer than Discord's patience is deferred
//! and still pings the next player; when Discord refuses an answer as too late, the
//! board (posted to the channel before the answer) still reaches everyone. When
//! Discord is down, or the bot is killed between a move and its board, the board is
//! owed and delivered once, later.

use std::time::{Duration, Instant};

use windward_tests::fake::{Message, Origin, Request, User};
use windward_tests::flow::{
    assert_board, assert_one_working_board, live_board, move_number, start_game,
};
use windward_tests::{FakeDiscord, Launch, Windward};

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

/// Public channel posts made after `after` (a message's serial).
fn posts_after(t: &Windward, after: u64) -> Vec<Message> {
    t.messages()
        .into_iter()
        .filter(|m| m.serial > after && m.origin == Origin::ChannelPost && !m.is_ephemeral())
        .collect()
}

/// Waits up to `limit` for a channel post after `after` (owed boards wait out a backoff,
/// longer than the fake's usual patience).
fn wait_post(t: &Windward, after: u64, limit: Duration) -> Message {
    let until = Instant::now() + limit;
    loop {
        if let Some(post) = posts_after(t, after).into_iter().next() {
            return post;
        }
        assert!(Instant::now() < until, "no board within {limit:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The bot's longest wait between two tries of an owed board in the outage test
/// (`WINDWARD_RETRY_MAX_MS`; a minute in a real bot), so that its sender tries again
/// and again within seconds, as a real one would over minutes.
const RETRY_MAX: Duration = Duration::from_millis(800);

#[test]
fn boards_owed_while_discord_is_down_are_delivered_once_it_is_back() {
    let t = Windward::launch(
        FakeDiscord::start(),
        Launch::default().env("WINDWARD_RETRY_MAX_MS", &RETRY_MAX.as_millis().to_string()),
    );
    let alice = t.user("alice");
    let bob = t.user("bob");
    let carol = t.user("carol");
    let first = start_game(&t, "table", "", &[&alice, &bob, &carol]);

    // Discord's REST API answers 500 to everything for a while; the gateway still
    // brings commands, and the three moves are spread over it. (An outage breaks no
    // rule of the bot's: the fake still checks every request.)
    t.outage(true);
    for (i, player) in [&alice, &bob, &carol].into_iter().enumerate() {
        if i > 0 {
            std::thread::sleep(Duration::from_secs(1));
        }
        let seen = t.requests().len();
        t.slash(player, "play", &[("action", "end")]);
        // The answer is tried (and refused) only after the move has committed.
        t.wait_request("the refused answer", seen, |r| {
            r.status == 500 && r.route.as_deref().is_some_and(|r| r.contains("/callback"))
        });
    }
    // The bot's sender (5 s after a move) tries the owed board again and again while
    // Discord is down: the outage lasts until its second refused post.
    let moved = t.requests().len();
    let refused_post =
        |r: &Request| r.status == 500 && r.method == "POST" && r.path.ends_with("/messages");
    let first_retry = t.wait_request("a retry of the owed board", moved, refused_post);
    let after_first = t
        .requests()
        .iter()
        .position(|r| r.at > first_retry.at)
        .unwrap_or(moved);
    t.wait_request("another retry", after_first, refused_post);
    assert!(
        posts_after(&t, first.serial).is_empty(),
        "nothing reached the channel while Discord was down"
    );
    t.outage(false);

    let board = wait_post(&t, first.serial, RETRY_MAX * 4 + Duration::from_secs(5));
    t.settle(Duration::from_millis(1500));
    assert_board(&board);
    let posts = posts_after(&t, first.serial);
    assert_eq!(
        posts.len(),
        1,
        "one board for the three moves: {:?}",
        posts.iter().map(Message::text).collect::<Vec<_>>()
    );
    // It pings alice, whose turn it is again, and tells what bob and carol did.
    assert_eq!(board.pinged, [alice.id]);
    let text = t.message(board.id).text();
    let told = |who: &str| text.find(&format!("**{who}** ended their turn"));
    assert!(
        matches!((told("bob"), told("carol")), (Some(b), Some(c)) if b < c),
        "both moves, in order: {text}"
    );
    assert_eq!(move_number(&t.message(board.id)), move_number(&first) + 3);
    assert!(
        t.message(first.id).buttons().is_empty(),
        "the old board is retired"
    );
    // The game goes on from the delivered board.
    let next = t.click(&alice, &t.message(board.id), "End turn");
    assert_eq!(t.answer(&next).kind, 7);
    let to_bob = t.wait_message("bob's board", |m| {
        m.origin == Origin::ChannelPost && m.serial > board.serial
    });
    assert_eq!(to_bob.pinged, [bob.id]);
}

/// A table of alice and bob: alice's move posts bob's board, and the bot is killed
/// (-9) before Discord's answer, then restarted. The board is in the channel with
/// working buttons; the database still owes it. Returns the table, the players, the
/// first board, the board made, and the requests seen before the restart.
fn a_post_cut_short_by_a_kill() -> (Windward, User, User, Message, Message, usize) {
    let mut t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let first = start_game(&t, "table", "", &[&alice, &bob]);
    t.hold_posts(true);
    t.slash(&alice, "play", &[("action", "end")]);
    let made = t.wait_message("the board, posted but unanswered", |m| {
        m.origin == Origin::ChannelPost && m.serial > first.serial
    });
    t.kill();
    t.hold_posts(false);
    let seen = t.requests().len();
    t.restart();
    (t, alice, bob, first, made, seen)
}

#[test]
fn a_board_whose_post_was_cut_short_by_a_kill_is_delivered_once_after_the_restart() {
    let (t, alice, bob, first, made, seen) = a_post_cut_short_by_a_kill();

    // After the restart the owed board is sent again, with the same nonce: Discord
    // returns the message already made instead of a second one.
    let again = t.wait_request("the owed board, sent again", seen, |r| {
        r.method == "POST" && r.route.as_deref() == Some("/channels/{channel_id}/messages")
    });
    assert_eq!(again.body["enforce_nonce"], true);
    t.wait_message("the old board retired", |m| {
        m.id == first.id && m.buttons().is_empty()
    });
    t.settle(Duration::from_millis(500));
    let posts = posts_after(&t, first.serial);
    assert_eq!(posts.len(), 1, "the board is in the channel once");
    assert_eq!(posts[0].id, made.id);
    assert_eq!(made.pinged, [bob.id], "bob was pinged, once");
    assert_eq!(live_board(&t).id, made.id);
    assert_eq!(assert_one_working_board(&t, &bob).id, made.id);
    // Bob plays on from it.
    let next = t.click(&bob, &t.message(made.id), "End turn");
    assert_eq!(t.answer(&next).kind, 7);
    let to_alice = t.wait_message("alice's board", |m| {
        m.origin == Origin::ChannelPost && m.serial > made.serial
    });
    assert_eq!(to_alice.pinged, [alice.id]);
}

#[test]
fn a_move_made_from_a_board_whose_post_was_cut_short_leaves_one_working_board() {
    let (t, alice, bob, first, made, seen) = a_post_cut_short_by_a_kill();

    // Bob moves from that board at once, before the restarted bot sends it again (the
    // dead process's claim holds for 5 s): alice's board is posted, and then bob's
    // board is sent again with its nonce, which brings back the message bob clicked.
    let clicked = t.click(&bob, &t.message(made.id), "End turn");
    let answer = t.answer(&clicked);
    assert!(
        matches!(answer.kind, 4 | 6 | 7),
        "bob's click is answered: {answer:?}"
    );
    let to_alice = t.wait_message("alice's board", |m| {
        m.origin == Origin::ChannelPost && m.serial > made.serial && m.pinged == [alice.id]
    });
    let nonce = made.nonce.clone().expect("an owed board carries a nonce");
    t.wait_request("bob's board sent again", seen, |r| {
        r.method == "POST" && r.body["nonce"] == nonce.as_str() && r.status == 200
    });
    t.settle(Duration::from_millis(1500));
    // One board works, alice's, pinging her once; bob's old one is retired.
    let board = assert_one_working_board(&t, &alice);
    assert_eq!(board.id, to_alice.id);
    assert_eq!(move_number(&board), move_number(&first) + 2);
    let pings_to_alice = t
        .messages()
        .iter()
        .filter(|m| m.serial > first.serial && m.pinged.contains(&alice.id))
        .count();
    assert_eq!(pings_to_alice, 1, "alice is pinged once");
    // And the game goes on from it.
    let next = t.click(&alice, &t.message(board.id), "End turn");
    assert_eq!(t.answer(&next).kind, 7);
    let to_bob = t.wait_message("bob's next board", |m| {
        m.origin == Origin::ChannelPost && m.serial > board.serial
    });
    assert_eq!(to_bob.pinged, [bob.id]);
    assert_eq!(assert_one_working_board(&t, &bob).id, to_bob.id);
}

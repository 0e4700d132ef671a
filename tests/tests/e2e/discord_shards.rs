//! A bot split across processes by gateway shard (issue 18): two `windward` processes,
//! `SHARDS=0-0/2` and `SHARDS=1-1/2`, against one fake Discord with a guild on each
//! shard and one shared database.
//!
//! The fake knows which process is which: each is started with its own name
//! (`Launch::named`), so its REST calls and gateway connections reach the fake under
//! that name, and every interaction records the shard and the process that received
//! it and the process that answered it.

use std::time::{Duration, Instant};

use windward::store::scratch::Scratch;
use windward_tests::fake::{Origin, Request};
use windward_tests::flow::{assert_one_working_board, click_move, play, start_game};
use windward_tests::{Bot, FakeDiscord, Guild, Launch, Message, Windward};

/// The database both processes share, made afresh for one test (the fake's channel ids
/// are the same in every run, so a database must never outlive its test).
#[derive(Clone, Copy, Debug)]
enum Db {
    Sqlite,
    Postgres,
}

fn shared_database(db: Db) -> Scratch {
    match db {
        Db::Sqlite => Scratch::sqlite(),
        Db::Postgres => tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime")
            .block_on(Scratch::postgres())
            .expect("a Postgres server (the test checks for one first)"),
    }
}

/// Runs each named `fn(Db)` as a test on a shared SQLite file and as one on a shared
/// Postgres database; the Postgres half is skipped, saying so, when no server is
/// configured (CI requires one: see `windward::store::scratch`).
macro_rules! on_both_databases {
    ($($name:ident),* $(,)?) => {
        mod on_sqlite {
            $(
                #[test]
                fn $name() {
                    super::$name(super::Db::Sqlite);
                }
            )*
        }
        mod on_postgres {
            $(
                #[test]
                fn $name() {
                    if windward::store::scratch::postgres_server().is_none() {
                        eprintln!("skipped: no Postgres server ({} is not set)", windward::store::scratch::POSTGRES_ENV);
                        return;
                    }
                    super::$name(super::Db::Postgres);
                }
            )*
        }
    };
}

on_both_databases!(
    each_process_serves_the_guilds_of_its_own_shards_and_owed_boards_go_out_once,
    a_killed_process_leaves_only_its_guild_waiting_and_its_owed_board_goes_out_once,
);

/// Two processes on two shards, a guild on each.
struct Split {
    /// Process `a`, on shard 0 (and the fake, through `Deref`).
    t: Windward,
    /// Process `b`, on shard 1.
    b: Bot,
    on_a: Guild,
    on_b: Guild,
    _database: Scratch,
}

fn split(db: Db) -> Split {
    let fake = FakeDiscord::start_sharded(2);
    let on_a = fake.add_guild(0);
    let on_b = fake.add_guild(1);
    let scratch = shared_database(db);
    let database = scratch.url().to_string();
    let launch = |name: &str, shards: &str| {
        Launch::named(name)
            .shards(shards)
            .database(&database)
            // Commands typed in both guilds: registered globally, as in production.
            .global_commands()
    };
    let t = Windward::launch(fake, launch("a", "0-0/2"));
    let b = t.another(launch("b", "1-1/2"));
    Split {
        t,
        b,
        on_a,
        on_b,
        _database: scratch,
    }
}

/// Every interaction typed or clicked in `view`'s channel so far reached shard
/// `shard`'s session on process `process`, and whatever was answered, that process
/// answered.
fn assert_served_by(view: &FakeDiscord, shard: u32, process: &str) {
    let all = view.interactions();
    assert!(!all.is_empty(), "no interactions in this channel");
    for ix in all.iter().filter(|ix| ix.sent.is_some()) {
        assert_eq!(ix.shard, Some(shard), "{:?} on the wrong shard", ix.kind);
        assert_eq!(
            ix.delivered_to.as_deref(),
            Some(process),
            "{:?} reached the wrong process",
            ix.kind
        );
        if ix.answered.is_some() {
            assert_eq!(
                ix.answered_by.as_deref(),
                Some(process),
                "{:?} answered by the wrong process",
                ix.kind
            );
        }
    }
}

/// Channel posts (not replies) in `view`'s channel made after serial `after`.
fn posts_after(view: &FakeDiscord, after: u64) -> Vec<Message> {
    view.messages()
        .into_iter()
        .filter(|m| m.serial > after && m.origin == Origin::ChannelPost && !m.is_ephemeral())
        .collect()
}

/// Waits up to `limit` for a channel post after `after` (an owed board waits out its
/// backoff or a dead sender's claim, longer than the fake's usual patience).
fn wait_post(view: &FakeDiscord, after: u64, limit: Duration) -> Message {
    let until = Instant::now() + limit;
    loop {
        if let Some(post) = posts_after(view, after).into_iter().next() {
            return post;
        }
        assert!(
            Instant::now() < until,
            "no board posted within {limit:?}; problems: {:?}",
            view.problems()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Waits a little for a log line holding every one of `words` (a log line may come
/// just after what the harness waited for).
fn wait_log(log: impl Fn() -> String, words: &[&str]) {
    let until = Instant::now() + Duration::from_secs(5);
    loop {
        let text = log();
        if text.lines().any(|l| words.iter().all(|w| l.contains(w))) {
            return;
        }
        assert!(
            Instant::now() < until,
            "no log line with {words:?}:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Waits up to `limit` for a REST request `pred` accepts.
fn wait_request(
    t: &FakeDiscord,
    what: &str,
    limit: Duration,
    pred: impl Fn(&Request) -> bool,
) -> Request {
    let until = Instant::now() + limit;
    loop {
        if let Some(r) = t.requests().into_iter().find(|r| pred(r)) {
            return r;
        }
        assert!(Instant::now() < until, "no {what} within {limit:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn is_channel_post(r: &Request) -> bool {
    r.method == "POST" && r.route.as_deref() == Some("/channels/{channel_id}/messages")
}

/// The channel posts Discord accepted with this nonce, from either process.
fn accepted_posts(t: &FakeDiscord, nonce: &str) -> Vec<Request> {
    t.requests()
        .into_iter()
        .filter(|r| is_channel_post(r) && r.status == 200 && r.body["nonce"] == nonce)
        .collect()
}

fn each_process_serves_the_guilds_of_its_own_shards_and_owed_boards_go_out_once(db: Db) {
    let s = split(db);
    let (t, b) = (&s.t, &s.b);
    let (on_a, on_b) = (s.on_a, s.on_b);
    let in_a = t.in_channel(on_a.channel_id);
    let in_b = t.in_channel(on_b.channel_id);

    // Each process identified its own shard, and only it.
    let mut identified = t.identified();
    identified.sort_by_key(|i| i.shard);
    let who: Vec<(u32, u32, Option<&str>)> = identified
        .iter()
        .map(|i| (i.shard, i.total, i.client.as_deref()))
        .collect();
    assert_eq!(who, [(0, 2, Some("a")), (1, 2, Some("b"))]);
    // And each says so in its log.
    wait_log(|| t.log(), &["starting gateway shards 0-0 of 2"]);
    wait_log(|| t.log(), &["gateway shard ready", "\"0/2\""]);
    wait_log(|| b.log(), &["starting gateway shards 1-1 of 2"]);
    wait_log(|| b.log(), &["gateway shard ready", "\"1/2\""]);

    // A command in each guild is answered by the process of its shard.
    let alice = t.user("alice");
    let bob = t.user("bob");
    let carol = t.user("carol");
    let dave = t.user("dave");
    let help_a = in_a.slash(&alice, "help", &[]);
    let help_b = in_b.slash(&carol, "help", &[]);
    assert!(in_a.reply(&help_a).is_ephemeral());
    assert!(in_b.reply(&help_b).is_ephemeral());
    let (a, b_ix) = (t.interaction(&help_a), t.interaction(&help_b));
    assert_eq!((a.shard, a.delivered_to.as_deref()), (Some(0), Some("a")));
    assert_eq!(a.answered_by.as_deref(), Some("a"));
    assert_eq!(
        (b_ix.shard, b_ix.delivered_to.as_deref()),
        (Some(1), Some("b"))
    );
    assert_eq!(b_ix.answered_by.as_deref(), Some("b"));

    // A game in each guild, side by side: lobby, joins, start, moves.
    let board_a = start_game(&in_a, "table", "", &[&alice, &bob]);
    let board_b = start_game(&in_b, "table", "", &[&carol, &dave]);
    let board_a = click_move(&in_a, &alice, &board_a, "End turn");
    let board_b = click_move(&in_b, &carol, &board_b, "End turn");
    let board_a = click_move(&in_a, &bob, &board_a, "End turn");
    let board_b = click_move(&in_b, &dave, &board_b, "End turn");
    assert_eq!(board_a.pinged, [alice.id]);
    assert_eq!(board_b.pinged, [carol.id]);
    assert_served_by(&in_a, 0, "a");
    assert_served_by(&in_b, 1, "b");
    assert!(
        in_a.messages()
            .iter()
            .all(|m| m.channel_id == on_a.channel_id)
            && in_b
                .messages()
                .iter()
                .all(|m| m.channel_id == on_b.channel_id),
        "each game stays in its own channel"
    );

    // Discord's REST API goes down while a move is made in each guild: both boards are
    // owed, and both processes' outbox senders retry them (each sender looks at every
    // game in the shared database). When Discord is back, each board is posted by one
    // of them, once: the other never sends it (not merely deduplicated by its nonce).
    t.outage(true);
    let seen = t.requests().len();
    in_a.slash(&alice, "play", &[("action", "end")]);
    in_b.slash(&carol, "play", &[("action", "end")]);
    for process in ["a", "b"] {
        wait_request(t, "a refused answer", Duration::from_secs(10), |r| {
            r.status == 500
                && r.route.as_deref().is_some_and(|r| r.contains("/callback"))
                && r.client.as_deref() == Some(process)
        });
    }
    // Wait until the owed board of each guild has been tried (and refused).
    for channel in [on_a.channel_id, on_b.channel_id] {
        let route = format!("/channels/{channel}/messages");
        t.wait_request("a refused post of an owed board", seen, |r| {
            is_channel_post(r) && r.status == 500 && r.path.contains(&route)
        });
    }
    let tried: Vec<Request> = t.requests()[seen..]
        .iter()
        .filter(|r| is_channel_post(r))
        .cloned()
        .collect();
    assert!(
        tried.iter().all(|r| r.status == 500),
        "nothing reached Discord while it was down"
    );
    t.outage(false);

    let owed_a = wait_post(&in_a, board_a.serial, Duration::from_secs(30));
    let owed_b = wait_post(&in_b, board_b.serial, Duration::from_secs(30));
    t.settle(Duration::from_millis(1500));
    for (view, owed, before, pinged) in [
        (&in_a, &owed_a, &board_a, bob.id),
        (&in_b, &owed_b, &board_b, dave.id),
    ] {
        let posts = posts_after(view, before.serial);
        assert_eq!(
            posts.len(),
            1,
            "one board for the move: {:?}",
            posts.iter().map(Message::text).collect::<Vec<_>>()
        );
        assert_eq!(owed.pinged, [pinged]);
        let nonce = owed
            .nonce
            .as_deref()
            .expect("an owed board carries a nonce");
        let accepted = accepted_posts(t, nonce);
        assert_eq!(
            accepted.len(),
            1,
            "posted once, by one process: {:?}",
            accepted.iter().map(|r| &r.client).collect::<Vec<_>>()
        );
        assert!(
            t.message(before.id).buttons().is_empty(),
            "the superseded board is retired"
        );
    }

    // Both games go on, each in its own process.
    let board_a = click_move(&in_a, &bob, &t.message(owed_a.id), "End turn");
    let board_b = click_move(&in_b, &dave, &t.message(owed_b.id), "End turn");
    assert_eq!(board_a.pinged, [alice.id]);
    assert_eq!(board_b.pinged, [carol.id]);
    assert_served_by(&in_a, 0, "a");
    assert_served_by(&in_b, 1, "b");
    // Neither process ever identified a second time or took the other's shard.
    assert_eq!(t.identified().len(), 2);
}

fn a_killed_process_leaves_only_its_guild_waiting_and_its_owed_board_goes_out_once(db: Db) {
    let mut s = split(db);
    let (on_a, on_b) = (s.on_a, s.on_b);
    let in_a = s.t.in_channel(on_a.channel_id);
    let in_b = s.t.in_channel(on_b.channel_id);
    let t = &s.t;
    let alice = t.user("alice");
    let bob = t.user("bob");
    let carol = t.user("carol");
    let dave = t.user("dave");
    let board_a = start_game(&in_a, "table", "", &[&alice, &bob]);
    let board_b = start_game(&in_b, "table", "", &[&carol, &dave]);
    let board_a = click_move(&in_a, &alice, &board_a, "End turn");

    // Mid-game in guild B: process b commits carol's move and posts its board, and is
    // killed (-9) before Discord's answer reaches it. The board is in the channel; the
    // database still owes it, claimed by the dead process.
    t.hold_posts(true);
    in_b.slash(&carol, "play", &[("action", "end")]);
    let made = in_b.wait_message("the board, posted but unanswered", |m| {
        m.origin == Origin::ChannelPost && m.serial > board_b.serial
    });
    s.b.kill();
    let t = &s.t;
    t.hold_posts(false);
    let killed = Instant::now();

    // Guild B gets no answers now: its shard has no session (once the gateway has seen
    // the dead process's connection close), and process a does not receive its events.
    t.wait_shard_down(1);
    let unanswered = in_b.slash(&dave, "help", &[]);
    // Guild A goes on meanwhile, served by process a.
    let board_a = click_move(&in_a, &bob, &board_a, "End turn");
    assert_eq!(board_a.pinged, [alice.id]);
    let help_a = in_a.slash(&alice, "help", &[]);
    assert!(in_a.reply(&help_a).is_ephemeral());
    let waiting = t.interaction(&unanswered);
    assert_eq!(waiting.delivered_to, None, "no process received it");
    assert_eq!(waiting.answered, None);
    assert_served_by(&in_a, 0, "a");

    // Process a's outbox sender takes over what the dead process held once its
    // heartbeat lapses (5 s), and sends it again with its nonce: Discord returns the
    // message already made, so the board is in the channel once.
    let nonce = made.nonce.clone().expect("an owed board carries a nonce");
    let again = wait_request(
        t,
        "the owed board sent again",
        Duration::from_secs(30),
        |r| {
            is_channel_post(r)
                && r.body["nonce"] == nonce.as_str()
                && r.status == 200
                && r.client.as_deref() == Some("a")
        },
    );
    assert_eq!(again.body["enforce_nonce"], true);
    assert!(
        killed.elapsed() >= Duration::from_secs(3),
        "a live claim is not taken over: {:?}",
        killed.elapsed()
    );
    in_b.wait_message("the superseded board retired", |m| {
        m.id == board_b.id && m.buttons().is_empty()
    });

    // Process b comes back on shard 1; what it owed is not delivered twice, and guild
    // B is answered again (the fake kept dave's command for the shard's next session;
    // Discord would have told him the app did not respond).
    s.b.restart();
    let t = &s.t;
    assert!(in_b.reply(&unanswered).is_ephemeral());
    t.settle(Duration::from_millis(2500));
    let posts = posts_after(&in_b, board_b.serial);
    assert_eq!(posts.len(), 1, "the board is in the channel once");
    assert_eq!(posts[0].id, made.id);
    assert_eq!(made.pinged, [dave.id], "dave was pinged, once");
    assert_eq!(
        accepted_posts(t, &nonce).len(),
        2,
        "the first post and the takeover's, both answered with the one message"
    );
    // After the kill and the restart, each game in progress has one working board.
    assert_eq!(assert_one_working_board(&in_b, &dave).id, made.id);
    assert_eq!(assert_one_working_board(&in_a, &alice).id, board_a.id);

    // Both games go on, each in the process of its shard.
    let board_b = click_move(&in_b, &dave, &t.message(made.id), "End turn");
    assert_eq!(board_b.pinged, [carol.id]);
    let board_a = play(&in_a, &alice, "end");
    assert_eq!(board_a.pinged, [bob.id]);
    assert_served_by(&in_a, 0, "a");
    assert_served_by(&in_b, 1, "b");
    let mut shards: Vec<(u32, Option<String>)> = t
        .identified()
        .into_iter()
        .map(|i| (i.shard, i.client))
        .collect();
    shards.sort();
    assert_eq!(
        shards,
        [
            (0, Some("a".into())),
            (1, Some("b".into())),
            (1, Some("b".into()))
        ],
        "b identified shard 1 again after its restart; a never took it"
    );
}

#[test]
fn a_range_of_shards_starts_exactly_those_shards_both_ends_included() {
    // serenity's `start_shard_range(a..b, n)` starts a to b *inclusive*: `SHARDS=1-2/4`
    // must start shards 1 and 2, not 1 alone and not 1 to 3.
    let fake = FakeDiscord::start_sharded(4);
    let guilds: Vec<Guild> = (0..4).map(|k| fake.add_guild(k)).collect();
    let t = Windward::launch(
        fake,
        Launch::named("middle").shards("1-2/4").global_commands(),
    );
    let mut shards: Vec<(u32, u32)> = t
        .identified()
        .into_iter()
        .map(|i| (i.shard, i.total))
        .collect();
    shards.sort_unstable();
    assert_eq!(shards, [(1, 4), (2, 4)]);
    wait_log(|| t.log(), &["starting gateway shards 1-2 of 4"]);
    let alice = t.user("alice");
    for k in [1, 2] {
        let view = t.in_channel(guilds[k as usize].channel_id);
        let help = view.slash(&alice, "help", &[]);
        assert!(view.reply(&help).is_ephemeral());
        let ix = t.interaction(&help);
        assert_eq!(
            (ix.shard, ix.answered_by.as_deref()),
            (Some(k), Some("middle"))
        );
    }
    // Shards 0 and 3 belong to other processes: their guilds' events never reach this one.
    for k in [0, 3] {
        let view = t.in_channel(guilds[k as usize].channel_id);
        let help = view.slash(&alice, "help", &[]);
        std::thread::sleep(Duration::from_millis(300));
        assert_eq!(t.interaction(&help).delivered_to, None);
        assert!(!t.shard_live(k));
    }
}

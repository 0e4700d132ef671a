//! Deadlines: the board says when a turn times out, a deadline applied once across
//! processes, banks of away days, the host's skip, each captain's own clock, and
//! deadlines paused in quiet hours.

use super::*;

/// The time the board says its decision times out, if it says so.
fn times_out_at(board: &Message) -> Option<i64> {
    board.content.spans().iter().find_map(|s| match s {
        rich::Span::Time { unix_ms } => Some(*unix_ms),
        _ => None,
    })
}

#[tokio::test]
async fn the_board_says_when_a_turn_times_out_and_what_then() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "turn-hours=12".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    let before = t.app.clock().now_ms();
    t.look();
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let first = t.new_posts().remove(0);
    let due = times_out_at(&first).expect("the first board names its deadline");
    let twelve_hours = 12 * 3_600_000;
    assert!((before + twelve_hours..before + twelve_hours + 60_000).contains(&due));
    let said = first.content.to_string();
    assert!(
        said.contains("then `end` is played for **alice**"),
        "{said}"
    );
    // The deadline passes: bob's board names a new one, twelve hours after that.
    t.app.clock().advance(twelve_hours + 1);
    assert_eq!(t.app.run_due_timeouts().await.len(), 1);
    let next = t.new_posts().remove(0);
    assert!(times_out_at(&next).unwrap() > due + twelve_hours);
    assert!(next.content.to_string().contains("played for **bob**"));
    // A game without turn-hours says nothing of deadlines.
    let quiet = app().await;
    let board = three_player_table(&quiet).await;
    assert_eq!(times_out_at(&board), None);
}

#[tokio::test]
async fn a_deadline_another_process_already_applied_is_not_applied_again() {
    // Two processes share one database, and each one's deadline task reads the due
    // deadlines. Both read this one; the other process applies it first (the computer
    // stands in for the absent player and ends their turn); then this one gets to it.
    let t = app().await;
    zeppelin_with_stand_ins(&t).await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let absent = t
        .app
        .game_of(&session)
        .await
        .unwrap()
        .turn_holder()
        .unwrap();
    t.app.clock().advance(3_600_000 + 1);
    let read = t
        .app
        .store()
        .due_deadlines(t.app.clock().now_ms())
        .await
        .unwrap();
    assert_eq!(read, vec![(session.id, session.seq)]);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let after = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let waiting = t.app.game_of(&after).await.unwrap().to_act();
    assert!(!waiting.contains(&absent), "the computer ended their turn");
    // The deadline read before is gone: the player now to act has a fresh hour, and
    // nobody stands in for them.
    assert_eq!(
        t.app.apply_timeout(session.id, session.seq).await.unwrap(),
        None
    );
    let now = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(now.seq, after.seq, "nothing was played");
    let seats = t.app.store().seats(session.id).await.unwrap();
    for seat in waiting {
        assert!(
            !seats[seat.index()].stand_in,
            "{seat:?} was not out of time"
        );
    }
}

#[tokio::test]
async fn a_games_bank_of_away_days_caps_how_long_a_deadline_waits() {
    let t = app().await;
    waiting_for_bob(&t, "turn-hours=12 away-days=1").await;
    let due = deadline_now(&t.app).await;
    cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 5,
            reason: None,
        },
    )
    .await;
    let held = deadline_now(&t.app).await - due;
    assert!(
        (24 * HOUR - 1_000..=24 * HOUR + 1_000).contains(&held),
        "{held}"
    );
    // The bank is spent: back and away again, the deadline moves no further.
    cmd(&t.app, &bob(), Command::Back).await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 3,
            reason: None,
        },
    )
    .await;
    only_private(&r);
    assert_eq!(deadline_now(&t.app).await - due, held);
    let r = cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 31,
            reason: None,
        },
    )
    .await;
    assert!(only_private(&r).contains("from 1 to 30"), "{r:?}");
}

#[tokio::test]
async fn the_host_skips_an_absent_player_with_the_games_default_answer() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "bitwa".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    // Play alice's own defaults until the game waits for bob.
    for _ in 0..6 {
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let (seat, notation) = load_match(&session).unwrap().default_answer().unwrap();
        if seat == Seat(1) {
            break;
        }
        typed(&t.app, &alice(), &notation).await;
    }
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(load_match(&session).unwrap().to_act(), vec![Seat(1)]);
    t.look();
    let r = cmd(&t.app, &bob(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    let before = seq(&t.app).await;
    let r = cmd(&t.app, &alice(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Skipped **bob**"), "{r:?}");
    assert_eq!(seq(&t.app).await, before + 1, "one move, for bob");
    let board = t.latest();
    assert!(
        told(&board).contains("**alice**, the host, skipped **bob**"),
        "{}",
        told(&board)
    );
}

async fn last_logged(app: &App) -> (u8, String) {
    let session = app.store().open_session_in(50).await.unwrap().unwrap();
    let log = app.store().log(session.id).await.unwrap();
    let last = log.last().expect("a move");
    (last.seat, last.notation.clone())
}

#[tokio::test]
async fn each_captain_s_clock_runs_on_their_own_voyage_and_runs_out_on_their_own() {
    let t = app().await;
    let start = t.app.clock().now_ms();
    two_captains(&t, "turn-hours=12 remind-hours=0").await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    // The clock is the real one moved on: a few milliseconds pass in each step.
    let near = |at: Option<i64>, want: i64| at.is_some_and(|at| (want..want + 1_000).contains(&at));
    assert!(near(session.deadline_at, start + 12 * HOUR), "{session:?}");
    // Alice plays on; bob's clock does not start again for her moves.
    t.app.clock().advance(HOUR);
    only_private(&typed(&t.app, &alice(), "build 3 2 2 3").await);
    t.app.clock().advance(5 * HOUR);
    typed(&t.app, &alice(), "next").await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert!(
        near(session.deadline_at, start + 12 * HOUR) && session.deadline_seat == Some(1),
        "the table's next deadline is still bob's first: {session:?}"
    );
    let board = t.latest();
    assert!(
        board
            .content
            .to_string()
            .contains("then `build 3 2 2 3` is played for **bob**"),
        "{}",
        board.content
    );
    // Bob's runs out: his cautious answer is played, and only his.
    t.app.clock().advance(6 * HOUR - 2_000);
    assert!(t.app.run_due_timeouts().await.is_empty(), "not yet");
    t.app.clock().advance(3_000);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    assert_eq!(last_logged(&t.app).await, (1, "build 3 2 2 3".into()));
    let board = t.latest();
    assert!(
        told(&board).contains("didn't answer in time"),
        "{}",
        told(&board)
    );
    // Next is alice's: twelve hours from her last move, not from bob's timeout.
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert!(
        near(session.deadline_at, start + 18 * HOUR) && session.deadline_seat == Some(0),
        "{session:?}"
    );
    // `/mygames` gives each captain their own clock.
    let r = cmd(&t.app, &bob(), Command::MyGames).await;
    let times: Vec<i64> = r.messages[0]
        .content
        .spans()
        .iter()
        .filter_map(|s| match s {
            rich::Span::Time { unix_ms, .. } => Some(*unix_ms),
            _ => None,
        })
        .collect();
    assert!(
        matches!(times[..], [at] if near(Some(at), start + 24 * HOUR + 1_000)),
        "bob's own deadline: {times:?}"
    );
}

#[tokio::test]
async fn the_host_skips_the_captain_who_kept_the_table_waiting_longest() {
    let t = app().await;
    two_captains(&t, "remind-hours=1").await;
    // Alice wants no reminders; bob gets his three, the last with the host's button.
    cmd(
        &t.app,
        &alice(),
        Command::Settings {
            remind: Some(0),
            dm: None,
            timezone: None,
            quiet: None,
            language: None,
            place: None,
        },
    )
    .await;
    for _ in 0..3 {
        t.app.clock().advance(HOUR + 1);
        t.app.send_reminders().await;
    }
    let (id, live) = t.live().await;
    let skip = button_id(&live, "⏭ Skip bob");
    // Alice's own move does not make the button stale: bob's decision is as it was.
    typed(&t.app, &alice(), "build 3 2 2 3").await;
    t.look();
    let on = OnMessage {
        id,
        ephemeral: false,
    };
    let r = click_on(&t.app, &alice(), &skip, on).await;
    assert!(only_private(&r).contains("Skipped **bob**"), "{r:?}");
    assert_eq!(last_logged(&t.app).await, (1, "build 3 2 2 3".into()));
    // Bob has moved (by the skip): pressed again, it is out of date.
    let r = click_on(&t.app, &alice(), &skip, on).await;
    assert!(only_private(&r).contains("out of date"), "{r:?}");
    // `/turn skip` with both flying skips whoever has waited longer: alice, whose
    // wait began at her build, an hour before bob's move.
    t.app.clock().advance(HOUR);
    typed(&t.app, &bob(), "next").await;
    let r = cmd(&t.app, &alice(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Skipped **alice**"), "{r:?}");
    assert_eq!(last_logged(&t.app).await.0, 0);
}

#[tokio::test]
async fn a_game_may_pause_deadlines_in_a_player_s_quiet_hours() {
    let hours_at = |options: &'static str| async move {
        let t = app().await;
        cmd(
            &t.app,
            &bob(),
            Command::Settings {
                remind: None,
                dm: None,
                timezone: Some("Europe/Warsaw".into()),
                quiet: Some("22-08".into()),
                language: None,
                place: None,
            },
        )
        .await;
        // 18:00 in Warsaw when bob's turn begins.
        set_clock(&t.app, "2026-12-02T17:00:00Z");
        waiting_for_bob(&t, options).await;
        deadline_now(&t.app).await
    };
    let near = |at: i64, rfc3339: &str| {
        let want = rfc3339.parse::<jiff::Timestamp>().unwrap().as_millisecond();
        (want..want + 1_000).contains(&at)
    };
    // By default the clock runs through the night: twelve hours on.
    let runs = hours_at("turn-hours=12").await;
    assert!(near(runs, "2026-12-03T05:00:00Z"), "{runs}");
    // Paused: four hours to 22:00, the night, then eight more from 08:00.
    let paused = hours_at("turn-hours=12 quiet-deadlines=pause").await;
    assert!(near(paused, "2026-12-03T15:00:00Z"), "{paused}");
}

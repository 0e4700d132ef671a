//! Reminders: the ladder from a reminder to the host told, "No more reminders", quiet
//! hours, `/settings`, `/away`, and every game reminding whom it waits for.

use super::*;

#[tokio::test]
async fn a_waiting_player_is_reminded_then_messaged_then_the_host_is_told() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=2").await;
    t.app.clock().advance(2 * HOUR - 60_000);
    assert_eq!(t.app.send_reminders().await, 0, "not before two hours");
    t.app.clock().advance(120_000);
    assert_eq!(t.app.send_reminders().await, 1);
    let postings = t.look();
    let posts: Vec<&Message> = postings
        .iter()
        .filter_map(|p| match p {
            Posting::Post { message, .. } => Some(message),
            _ => None,
        })
        .collect();
    assert_eq!(posts.len(), 1, "{postings:?}");
    // The board comes back to the bottom of the channel, pinging bob alone.
    let first = posts[0];
    assert_eq!(first.pings, vec![2]);
    let said = first.content.to_string();
    assert!(said.contains("the table is waiting for you"), "{said}");
    assert!(postings.iter().any(|p| matches!(p, Posting::Retire { .. })));
    button_id(first, "End turn");
    button_id(first, "🔕 No more reminders");
    assert!(!postings.iter().any(|p| matches!(p, Posting::Dm { .. })));

    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.send_reminders().await, 1);
    let postings = t.look();
    let second = postings
        .iter()
        .find_map(|p| match p {
            Posting::Post { message, .. } => Some(message),
            _ => None,
        })
        .expect("a second reminder");
    assert!(second.content.to_string().contains("still your move"));
    assert_eq!(second.pings, vec![2]);
    let dm = postings
        .iter()
        .find_map(|p| match p {
            Posting::Dm { user: 2, message } => Some(message),
            _ => None,
        })
        .expect("the second reminder also comes by direct message");
    assert!(dm
        .content
        .spans()
        .iter()
        .any(|s| matches!(s, rich::Span::Channel { channel: 50, .. })));

    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.send_reminders().await, 1);
    let third = t.new_posts().remove(0);
    let said = third.content.to_string();
    assert!(said.contains("as host you can `/turn skip`"), "{said}");
    let mut pinged = third.pings.clone();
    pinged.sort_unstable();
    assert_eq!(pinged, vec![1, 2], "bob, and alice as host");
    assert!(
        third.rows.iter().all(|r| match r {
            Row::Buttons(b) => b.iter().all(|b| !b.label.contains("🔕")),
            Row::Select(_) => true,
        }),
        "nothing left to stop"
    );
    // The ladder is done for this turn.
    t.app.clock().advance(24 * HOUR);
    assert_eq!(t.app.send_reminders().await, 0);
    // The host may skip bob from the board; nobody else may.
    let (id, live) = t.live().await;
    let skip = button_id(&live, "⏭ Skip bob");
    let on = OnMessage {
        id,
        ephemeral: false,
    };
    let r = click_on(&t.app, &carol(), &skip, on).await;
    assert!(only_private(&r).contains("alice"), "{r:?}");
    let before = seq(&t.app).await;
    let r = click_on(&t.app, &alice(), &skip, on).await;
    assert!(
        r.messages.iter().all(|m| m.audience == Audience::Caller),
        "{r:?}"
    );
    assert_eq!(seq(&t.app).await, before + 1, "bob's turn was skipped");
    // Pressed again: the game has moved on.
    let r = click_on(&t.app, &alice(), &skip, on).await;
    assert!(only_private(&r).contains("out of date"), "{r:?}");
    t.look();
    t.app.clock().advance(2 * HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1);
    assert_eq!(t.new_posts()[0].pings, vec![3]);
}

#[tokio::test]
async fn no_more_reminders_stops_them_for_the_turn_and_only_for_its_player() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=1").await;
    t.app.clock().advance(HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1);
    let (id, board) = t.live().await;
    let mute = button_id(&board, "🔕 No more reminders");
    let on = OnMessage {
        id,
        ephemeral: false,
    };
    let r = click_on(&t.app, &alice(), &mute, on).await;
    assert!(only_private(&r).contains("**bob**'s"), "{r:?}");
    let r = click_on(&t.app, &bob(), &mute, on).await;
    let said = only_private(&r);
    assert!(said.contains("No more reminders"), "{said}");
    // It names the option `/settings` really has.
    assert!(said.contains("`/settings remind:N`"), "{said}");
    assert!(!said.contains("remind-hours"), "{said}");
    t.app.clock().advance(10 * HOUR);
    assert_eq!(t.app.send_reminders().await, 0);
    assert!(t.look().is_empty());
    // Next turn, they're back (and a press after the wait ended is explained).
    typed(&t.app, &bob(), "end").await;
    let r = click_on(&t.app, &bob(), &mute, on).await;
    assert!(only_private(&r).contains("isn't waiting for you"), "{r:?}");
}

#[tokio::test]
async fn quiet_hours_hold_a_reminder_until_morning_across_a_daylight_saving_change() {
    let t = app().await;
    let r = cmd(
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
    assert!(only_private(&r).contains("22:00–08:00"), "{r:?}");
    // 20:00 in Warsaw (summer time) on the night the clocks go back.
    set_clock(&t.app, "2026-10-24T18:00:00Z");
    waiting_for_bob(&t, "remind-hours=2").await;
    // Due at 22:00 local: quiet. Held until 08:00 local, winter time: 07:00 UTC.
    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.send_reminders().await, 0);
    set_clock(&t.app, "2026-10-25T06:59:00Z");
    assert_eq!(t.app.send_reminders().await, 0);
    assert!(t.look().is_empty());
    set_clock(&t.app, "2026-10-25T07:00:00Z");
    assert_eq!(t.app.send_reminders().await, 1);
    assert_eq!(t.new_posts()[0].pings, vec![2]);
}

#[tokio::test]
async fn settings_are_checked_and_a_refused_direct_message_is_remembered() {
    let t = app().await;
    let settings = |remind, dm, timezone: Option<&str>, quiet: Option<&str>| Command::Settings {
        remind,
        dm,
        timezone: timezone.map(str::to_string),
        quiet: quiet.map(str::to_string),
        language: None,
        place: None,
    };
    let r = cmd(
        &t.app,
        &bob(),
        settings(None, None, Some("Mars/Olympus"), None),
    )
    .await;
    assert!(
        only_private(&r).contains("don't know the time zone"),
        "{r:?}"
    );
    let r = cmd(&t.app, &bob(), settings(None, None, None, Some("22-08"))).await;
    assert!(only_private(&r).contains("add your `timezone`"), "{r:?}");
    let r = cmd(&t.app, &bob(), settings(Some(9999), None, None, None)).await;
    assert!(only_private(&r).contains("0 (never) to 720"), "{r:?}");
    let r = cmd(&t.app, &bob(), settings(None, None, None, None)).await;
    assert!(
        only_private(&r).contains("each game's own interval"),
        "{r:?}"
    );
    // Bob's own interval wins over the game's; bob takes no direct messages.
    let r = cmd(&t.app, &bob(), settings(Some(1), None, None, None)).await;
    assert!(only_private(&r).contains("**1 hour**"), "{r:?}");
    // -5 is a slip, not "each game's own" (only -1 is): refused, nothing saved.
    let r = cmd(&t.app, &bob(), settings(Some(-5), None, None, None)).await;
    let said = only_private(&r);
    assert!(!said.contains("Saved"), "{said}");
    assert!(said.contains("0 (never) to 720"), "{said}");
    let r = cmd(&t.app, &bob(), settings(None, None, None, None)).await;
    assert!(only_private(&r).contains("**1 hour**"), "{r:?}");
    t.surface.close_dms(2);
    waiting_for_bob(&t, "remind-hours=48").await;
    t.app.clock().advance(HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1);
    t.look();
    t.app.clock().advance(HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1);
    let postings = t.look();
    assert!(!postings.iter().any(|p| matches!(p, Posting::Dm { .. })));
    assert_eq!(
        postings
            .iter()
            .filter(|p| matches!(p, Posting::Post { .. }))
            .count(),
        1,
        "the channel reminder goes out all the same"
    );
    let r = cmd(&t.app, &bob(), settings(None, None, None, None)).await;
    assert!(only_private(&r).contains("Discord refused"), "{r:?}");
}

#[tokio::test]
async fn away_holds_reminders_and_the_deadline_and_the_table_sees_it() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=2 turn-hours=12").await;
    let due = deadline_now(&t.app).await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 2,
            reason: Some("sailing".into()),
        },
    )
    .await;
    let said = only_private(&r);
    assert!(
        said.contains("away in every game (1 game), back ") && !said.contains("until in"),
        "{said}"
    );
    // The board says so (and nothing private: not the reason).
    let board = t.latest();
    let shown = board.content.to_string();
    assert!(shown.contains("💤 **bob** is away, back "), "{shown}");
    assert!(!shown.contains("sailing"));
    assert!(board.pings.is_empty(), "an edit pings nobody");
    // His deadline waits the two days.
    let held = deadline_now(&t.app).await - due;
    assert!(
        (48 * HOUR - 1_000..=48 * HOUR + 1_000).contains(&held),
        "{held}"
    );
    // No reminder and no timeout while he is away.
    t.app.clock().advance(47 * HOUR);
    assert_eq!(t.app.send_reminders().await, 0);
    assert!(t.app.run_due_timeouts().await.is_empty());
    assert!(t.look().is_empty());
    // Back: the board no longer says away, and the reminder held for him comes.
    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.send_reminders().await, 1);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    let text = posts[0].content.to_string();
    assert!(
        !text.contains("is away") && text.contains("waiting for you"),
        "{text}"
    );
    // The held deadline is still his: 12 h after the end of his away (49 h in now).
    t.app.clock().advance(10 * HOUR);
    assert!(t.app.run_due_timeouts().await.is_empty());
    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
}

#[tokio::test]
async fn every_game_reminds_the_players_it_waits_for() {
    for &kind in GameKind::ALL {
        let t = app().await;
        start_with_alice_and_bob(&t, kind, "remind-hours=1").await;
        t.look();
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let waiting = load_match(&session).unwrap().to_act();
        assert!(!waiting.is_empty(), "{kind:?}");
        t.app.clock().advance(HOUR - 60_000);
        assert_eq!(t.app.send_reminders().await, 0, "{kind:?}: too early");
        t.app.clock().advance(120_000);
        assert_eq!(t.app.send_reminders().await, waiting.len(), "{kind:?}");
        let posts = t.new_posts();
        let mut pinged: Vec<u64> = posts.iter().flat_map(|p| p.pings.clone()).collect();
        pinged.sort_unstable();
        pinged.dedup();
        // Seat 0 is alice (user 1), seat 1 bob (user 2).
        let expected: Vec<u64> = waiting.iter().map(|s| u64::from(s.0) + 1).collect();
        assert_eq!(pinged, expected, "{kind:?}");
        assert!(
            posts.iter().all(|p| p
                .content
                .to_string()
                .contains("the table is waiting for you")),
            "{kind:?}"
        );
    }
}

#[tokio::test]
async fn after_a_rollback_the_player_waited_for_again_is_reminded() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=2").await;
    // Bob moves on; carol is waited for now, and bob no longer.
    typed(&t.app, &bob(), "end").await;
    // The table takes the game back to move 1: bob's turn again.
    let asked = cmd(&t.app, &carol(), Command::GameRollback { number: 1 }).await;
    let agree = button_id(&asked.messages[0], "Agree");
    click(&t.app, &alice(), &agree).await;
    click(&t.app, &bob(), &agree).await;
    assert_eq!(seq(&t.app).await, 1);
    t.look();
    t.app.clock().advance(2 * HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1, "bob's wait is back");
    assert_eq!(t.new_posts()[0].pings, vec![2]);
}

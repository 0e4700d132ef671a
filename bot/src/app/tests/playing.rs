//! Moves by buttons and by typed text: rolls, whole games by buttons, the live board
//! edited, refusals of strangers and forged ids, autocomplete, racing turn commands,
//! and a Zephyr captain's assignment paths.

use super::*;

#[tokio::test]
async fn rolls_are_public_or_private_and_bad_dice_are_explained() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::Roll {
            expression: "4d6kh3+2 # stats".into(),
            private: false,
        },
    )
    .await;
    let m = &r.messages[0];
    assert_eq!(m.audience, Audience::Channel);
    let embed = m.embed.as_ref().unwrap();
    assert!(
        embed.title.contains("alice rolls 4d6kh3 + 2"),
        "{}",
        embed.title
    );
    assert!(embed.description.contains("stats"));
    assert!(m
        .image
        .as_ref()
        .is_some_and(|i| i.png.starts_with(b"\x89PNG")));
    let r = cmd(
        &t.app,
        &alice(),
        Command::Roll {
            expression: "1d20".into(),
            private: true,
        },
    )
    .await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    let r = cmd(
        &t.app,
        &alice(),
        Command::Roll {
            expression: "2d".into(),
            private: false,
        },
    )
    .await;
    assert!(only_private(&r).contains("Examples"));
    // Many dice: text only, no picture.
    let r = cmd(
        &t.app,
        &alice(),
        Command::Roll {
            expression: "30d6".into(),
            private: false,
        },
    )
    .await;
    assert!(r.messages[0].image.is_none());
    // A label never reaches the title raw: it is defused as in the breakdown, and
    // nobody is pinged (the Discord adapter allows no `@everyone` either).
    let r = cmd(
        &t.app,
        &user(7, "*eve*"),
        Command::Roll {
            expression: "1d6[@everyone **x**]".into(),
            private: false,
        },
    )
    .await;
    let m = &r.messages[0];
    let embed = m.embed.as_ref().unwrap();
    assert_eq!(embed.title, "🎲 \\*eve\\* rolls 1d6[everyone x]");
    assert!(
        embed.description.starts_with("1d6[everyone x] ("),
        "{}",
        embed.description
    );
    assert!(
        m.pings.is_empty() && m.content.mentioned().is_empty(),
        "{m:?}"
    );
}

#[tokio::test]
async fn a_whole_table_game_by_buttons() {
    let t = app().await;
    let board = three_player_table(&t).await;
    assert_eq!(board.content.mentioned(), vec![1], "{}", board.content);
    assert_eq!(board.pings, vec![1]);
    assert!(board.image.is_some());
    // Bob can't end alice's turn (the button is hers); nothing changes.
    let r = t.click_board(&bob(), "End turn").await;
    assert!(only_private(&r).contains("**alice**'s"), "{r:?}");
    assert_eq!(seq(&t.app).await, 0);
    assert!(t.look().is_empty(), "a refusal touches no board");
    // Alice can: her board loses its buttons, and bob's board is posted, pinging him,
    // with what happened since he last acted.
    let (old_board, old) = t.live().await;
    let end = button_id(&old, "End turn");
    let r = t.click_board(&alice(), "End turn").await;
    assert_eq!(r.clicked, Clicked::Retire);
    assert!(r.messages.is_empty(), "{r:?}");
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    let next = &posts[0];
    assert_eq!(next.pings, vec![2]);
    assert!(next
        .embed
        .as_ref()
        .unwrap()
        .description
        .contains("**alice** ended their turn"));
    let (live, _) = t.live().await;
    assert_ne!(live, old_board);
    // The same button again (a double click): out of date.
    let r = click(&t.app, &alice(), &end).await;
    assert!(only_private(&r).contains("out of date"));
    assert_eq!(seq(&t.app).await, 1);
    // Bob rolls with the button: his board is updated in place, pinging nobody.
    let r = t.click_board(&bob(), "Roll 2d6").await;
    let Clicked::Replace(after_roll) = &r.clicked else {
        panic!("a click on the live board updates it: {r:?}")
    };
    assert!(after_roll.pings.is_empty(), "{after_roll:?}");
    assert!(t.look().is_empty(), "no new post for a roll");
    assert!(
        after_roll
            .content
            .to_string()
            .contains("@bob, it's your turn"),
        "{}",
        after_roll.content
    );
    assert_eq!(after_roll.content.mentioned(), vec![2]);
    let told = &after_roll.embed.as_ref().unwrap().description;
    assert!(
        told.contains("**alice** ended their turn") && told.contains("**bob** rolled"),
        "{told}"
    );
    t.click_board(&bob(), "End turn").await;
    assert_eq!(t.new_posts().len(), 1);
    // A typed move edits nothing it needn't: carol's turn passes, alice's board posts.
    let r = cmd(&t.app, &carol(), Command::TurnNext).await;
    assert!(only_private(&r).contains("Done"), "{r:?}");
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    assert!(posts[0]
        .embed
        .as_ref()
        .unwrap()
        .description
        .contains("Round 2 begins"));
    assert_eq!(posts[0].pings, vec![1]);
    // Every superseded board has lost its buttons.
    let (live, _) = t.live().await;
    let shown = t.shown.lock().unwrap();
    // The lobby (its buttons retired at the start) and four boards.
    assert_eq!(shown.len(), 5);
    for (id, m) in shown.iter() {
        assert_eq!(m.rows.is_empty(), *id != live, "board {id}: {:?}", m.rows);
    }
}

#[tokio::test]
async fn a_typed_move_edits_the_live_board_and_a_deleted_board_is_posted_anew() {
    let t = app().await;
    three_player_table(&t).await;
    let (live, _) = t.live().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("Done"));
    let postings = t.look();
    assert!(
        matches!(postings.as_slice(), [Posting::Edit { id, message, .. }] if *id == live && message.pings.is_empty()),
        "{postings:?}"
    );
    // Someone deletes the board: the next move posts it again, pinging nobody.
    t.surface.delete(live);
    cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    assert!(
        posts[0].pings.is_empty() && posts[0].image.is_some(),
        "{:?}",
        posts[0]
    );
    let (again, _) = t.live().await;
    assert_ne!(again, live);
}

#[tokio::test]
async fn strangers_forged_ids_and_missing_games_get_clear_refusals() {
    let t = app().await;
    let r = cmd(&t.app, &alice(), Command::Hand).await;
    assert!(only_private(&r).contains("no game"));
    let r = cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("no game"));
    let board = three_player_table(&t).await;
    let end = button_id(&board, "End turn");
    let dave = user(4, "dave");
    let r = click(&t.app, &dave, &end).await;
    assert!(only_private(&r).contains("not playing"));
    for (forged, why) in [
        ("garbage", "isn't one I recognise"),
        ("v1:1:0:p", "isn't one I recognise"),
        ("v1:999:0:p:end", "doesn't belong"),
        ("v2:1:0:0:p:teleport", "don't know that move"),
        ("v2:1:7:0:p:end", "out of date"),
        ("v1:1:-:p:end", "isn't one I recognise"),
        // Ids the bot never draws: a move button without a seat, or for no seat.
        ("v1:1:0:p:end", "isn't one I gave you"),
        ("v2:1:0:-:p:end", "isn't one I gave you"),
        ("v2:1:0:255:p:end", "isn't one I gave you"),
        ("v2:1:0:3:p:end", "isn't one I gave you"),
    ] {
        let r = click(&t.app, &alice(), forged).await;
        assert!(only_private(&r).contains(why), "{forged}: {r:?}");
    }
    // Host actions forged into a player's button are refused by the rules: the id is
    // never trusted, only what the clicker may do.
    for forged in [
        "v2:1:0:1:p:finish",
        "v2:1:0:1:p:remove 1",
        "v2:1:0:1:p:skip",
    ] {
        let r = click(&t.app, &bob(), forged).await;
        assert!(
            only_private(&r).contains("Only the host"),
            "{forged}: {r:?}"
        );
    }
    // The same session's button clicked from another channel.
    let elsewhere = Caller {
        channel_id: 51,
        ..alice()
    };
    let r = click(&t.app, &elsewhere, &end).await;
    assert!(only_private(&r).contains("doesn't belong"));
    assert_eq!(seq(&t.app).await, 0, "nothing changed");
}

#[tokio::test]
async fn a_host_s_click_is_a_player_s_click_and_borrows_no_host_power() {
    let t = app().await;
    let board = three_player_table(&t).await;
    // alice hosts; after her turn the table waits for bob.
    let r = click(&t.app, &alice(), &button_id(&board, "End turn")).await;
    assert_eq!(seq(&t.app).await, 1, "{r:?}");
    // Her own seat's id, or one with no seat, does not end bob's turn for her, nor
    // does a host action put on a button.
    for (forged, why) in [
        ("v2:1:1:0:p:end", "not your turn"),
        ("v1:1:1:p:end", "isn't one I gave you"),
        ("v2:1:1:-:p:end", "isn't one I gave you"),
        ("v2:1:1:0:p:skip", "Only the host"),
    ] {
        let r = click(&t.app, &alice(), forged).await;
        assert!(only_private(&r).contains(why), "{forged}: {r:?}");
    }
    assert_eq!(seq(&t.app).await, 1, "nothing changed");
    // The host's power is the command's: `/turn next` ends bob's turn.
    let r = cmd(&t.app, &alice(), Command::TurnNext).await;
    assert_eq!(seq(&t.app).await, 2, "{r:?}");
}

#[tokio::test]
async fn autocomplete_lists_legal_moves_for_the_caller() {
    let t = app().await;
    three_player_table(&t).await;
    let mine = t
        .app
        .autocomplete(&alice(), AutocompleteField::Action, "")
        .await;
    let values: Vec<&str> = mine.iter().map(|s| s.value.as_str()).collect();
    assert!(
        values.contains(&"end") && values.contains(&"roll") && values.contains(&"finish"),
        "{values:?}"
    );
    let bobs = t
        .app
        .autocomplete(&bob(), AutocompleteField::Action, "")
        .await;
    assert!(bobs.is_empty(), "{bobs:?}");
    let filtered = t
        .app
        .autocomplete(&alice(), AutocompleteField::Action, "rem")
        .await;
    assert!(filtered.iter().all(|s| s.value.starts_with("remove")) && !filtered.is_empty());
    let games = t
        .app
        .autocomplete(&alice(), AutocompleteField::Game, "tab")
        .await;
    assert_eq!(games[0].value, "table");
    let options = t
        .app
        .autocomplete(
            &alice(),
            AutocompleteField::Options {
                game: Some("table".into()),
            },
            "rounds=5",
        )
        .await;
    let offered: Vec<&str> = options.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(
        offered,
        vec![
            "rounds=5 dice=",
            "rounds=5 turn-hours=",
            "rounds=5 rules=",
            "rounds=5 remind-hours=",
            "rounds=5 away-days=",
            "rounds=5 quiet-deadlines="
        ]
    );
    let options = t
        .app
        .autocomplete(
            &alice(),
            AutocompleteField::Options {
                game: Some("table".into()),
            },
            "dice=2d6 tu",
        )
        .await;
    assert_eq!(
        options.iter().map(|o| o.value.as_str()).collect::<Vec<_>>(),
        vec!["dice=2d6 turn-hours="]
    );
    // A value from a list: one suggestion per value, each whole on its line.
    let me = alice();
    let zephyr = |typed: &'static str| {
        t.app.autocomplete(
            &me,
            AutocompleteField::Options {
                game: Some("zephyr".into()),
            },
            typed,
        )
    };
    let missions = zephyr("scrap=10 mission=").await;
    assert_eq!(missions.len(), 8, "{missions:?}");
    assert_eq!(missions[0].value, "scrap=10 mission=maiden-voyage");
    assert!(missions
        .iter()
        .all(|m| m.name.starts_with("mission=") && !m.name.contains('…')));
    let iron = zephyr("mission=iron").await;
    assert_eq!(iron.len(), 1);
    assert_eq!(iron[0].value, "mission=iron-tide");
    // The option only the bot writes is never offered.
    assert!(zephyr("ca")
        .await
        .iter()
        .all(|o| !o.value.contains("carry")));
    assert!(zephyr("").await.iter().all(|o| !o.value.contains("carry")));
}

/// Holds the database's write lock for `ms` from another connection: moves read
/// their state meanwhile, then queue to commit, so racing commands really race.
async fn hold_write_lock(url: &str, ms: u64) -> tokio::task::JoinHandle<()> {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    // Postgres: reads go on, every write to a session waits (EXCLUSIVE mode).
    let lock: &[&str] = if url.starts_with("sqlite") {
        &["BEGIN IMMEDIATE"]
    } else {
        &["BEGIN", "LOCK TABLE sessions IN EXCLUSIVE MODE"]
    };
    for statement in lock {
        sqlx::query(statement).execute(&mut conn).await.unwrap();
    }
    tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
        sqlx::query("COMMIT").execute(&mut conn).await.unwrap();
    })
}

/// Two `/turn next` from the host at once, and the host's `/turn next` racing the
/// current player's own move: both read the same state, one commits, and the other's
/// retry keeps the intent it was read with (here: it is refused), so each pair ends
/// exactly one turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_turn_commands_end_one_turn_only() {
    let (host, player) = (alice(), bob());
    for attempt in 0..5 {
        let t = app().await;
        three_player_table(&t).await;
        let lock = hold_write_lock(&t.url, 300).await;
        let (a, b) = tokio::join!(
            cmd(&t.app, &host, Command::TurnNext),
            cmd(&t.app, &host, Command::TurnNext)
        );
        lock.await.unwrap();
        assert_eq!(seq(&t.app).await, 1, "try {attempt}: {a:?} {b:?}");
        let refused = [&a, &b]
            .iter()
            .filter(|r| r.messages[0].content.to_string().contains("moved on"))
            .count();
        assert_eq!(refused, 1, "try {attempt}: {a:?} {b:?}");
        // bob's turn now: the host passes it while bob ends it himself.
        let lock = hold_write_lock(&t.url, 300).await;
        let (a, b) = tokio::join!(
            cmd(&t.app, &host, Command::TurnNext),
            cmd(
                &t.app,
                &player,
                Command::Play {
                    action: "end".into()
                }
            )
        );
        lock.await.unwrap();
        assert_eq!(seq(&t.app).await, 2, "try {attempt}: {a:?} {b:?}");
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let game = load_match(&session).unwrap();
        assert_eq!(game.to_act(), vec![Seat(2)], "carol's turn, not skipped");
    }
}

/// An assignment's other path is a button in its captain's own panel ("My ship") in
/// every new game (rules edition 4): the other captain cannot press it, and pressing
/// it flies the party that way, as the public board's route shows.
#[tokio::test]
async fn a_captain_embarks_by_an_assignments_other_path_from_their_own_panel() {
    let t = app().await;
    for _ in 0..6 {
        cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: "zephyr".into(),
                options: String::new(),
            },
        )
        .await;
        cmd(&t.app, &bob(), Command::GameJoin).await;
        cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
        for _ in 0..20_000 {
            let Some(session) = t.app.store().open_session_in(50).await.unwrap() else {
                break;
            };
            let game = t.app.game_of(&session).await.unwrap();
            let seats = t.app.store().seats(session.id).await.unwrap();
            let who = |seat: Seat| {
                let row = &seats[seat.index()];
                user(row.user_id, &row.name)
            };
            let offered = game.to_act().into_iter().find_map(|seat| {
                game.choices(Actor::player(seat))
                    .into_iter()
                    .find(|c| {
                        c.notation.starts_with("embark:") && c.notation.matches(':').count() == 2
                    })
                    .map(|c| (seat, c))
            });
            let Some((seat, choice)) = offered else {
                let seat = game.to_act()[0];
                cmd(
                    &t.app,
                    &who(seat),
                    Command::Play {
                        action: game.suggest(seat).unwrap(),
                    },
                )
                .await;
                continue;
            };
            let panel = cmd(&t.app, &who(seat), Command::Hand).await;
            let id = button_id(&panel.messages[0], &choice.label.english());
            let other = who(Seat(1 - seat.0));
            let r = click(&t.app, &other, &id).await;
            assert!(only_private(&r).contains("Those buttons are **"), "{r:?}");
            assert_eq!(
                seq(&t.app).await,
                session.seq,
                "the other captain changed nothing"
            );
            click(&t.app, &who(seat), &id).await;
            let log = t.app.store().log(session.id).await.unwrap();
            let last = log.last().unwrap();
            assert_eq!(
                (last.seat, last.notation.as_str()),
                (seat.0, choice.notation.as_str())
            );
            assert!(
                last.narration
                    .iter()
                    .any(|l| l.text.english().contains(", by ")),
                "{:?}",
                last.narration
            );
            // The board shows the party's way: the path's spaces, as the button said.
            let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
            let game = t.app.game_of(&session).await.unwrap();
            let windward_engine::AnyView::Zephyr(view) = game.view(windward_engine::Viewer::Public)
            else {
                panic!("a Zephyr game");
            };
            let run = view.assignments.iter().find(|a| a.leader == seat).unwrap();
            let way = format!("({})", run.route.join(", "));
            assert!(
                choice.label.english().ends_with(&way),
                "{} vs {way}",
                choice.label.english()
            );
            return;
        }
    }
    panic!("no captain was offered an assignment with another path in six games");
}

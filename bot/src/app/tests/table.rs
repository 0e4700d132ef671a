//! Keeping the table: `/turn` commands and host tools, `/game status` and `/hand`,
//! private views and the private news they carry.

use super::*;

#[tokio::test]
async fn turn_show_pings_only_the_current_player() {
    let t = app().await;
    three_player_table(&t).await;
    let r = cmd(&t.app, &carol(), Command::TurnShow).await;
    assert_eq!(r.messages[0].pings, vec![1]);
    assert_eq!(r.messages[0].content.mentioned(), vec![1]);
    // Who asked is small print, written the way each adapter writes small print.
    let spans = r.messages[0].content.spans();
    assert!(
        matches!(
            &spans[spans.len() - 2..],
            [rich::Span::SmallPrint, rich::Span::Words(note)] if note.contains("Asked by carol")
        ),
        "{spans:?}"
    );
}

#[tokio::test]
async fn host_tools_work_through_turn_commands() {
    let t = app().await;
    three_player_table(&t).await;
    cmd(&t.app, &alice(), Command::TurnNext).await;
    cmd(&t.app, &alice(), Command::TurnBack).await;
    assert!(t.latest().embed.unwrap().description.contains("took back"));
    let r = cmd(&t.app, &bob(), Command::TurnBack).await;
    assert!(only_private(&r).contains("Only the host"));
    cmd(
        &t.app,
        &alice(),
        Command::TurnMove {
            player: 3,
            position: 1,
        },
    )
    .await;
    assert!(t
        .latest()
        .embed
        .unwrap()
        .description
        .contains("moved **carol** to place 1"));
    cmd(&t.app, &alice(), Command::TurnRemove { player: 2 }).await;
    assert!(t
        .latest()
        .embed
        .unwrap()
        .description
        .contains("removed **bob**"));
    let r = cmd(&t.app, &alice(), Command::TurnRemove { player: 77 }).await;
    assert!(only_private(&r).contains("isn't playing"));
    let r = cmd(&t.app, &alice(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Done"), "{r:?}");
    assert!(!t.look().is_empty(), "the skip shows on the board");
}

#[tokio::test]
async fn status_and_hand_show_the_board() {
    let t = app().await;
    let r = cmd(&t.app, &alice(), Command::GameStatus).await;
    assert!(only_private(&r).contains("no game"));
    three_player_table(&t).await;
    let (before, _) = t.live().await;
    let r = cmd(&t.app, &bob(), Command::GameStatus).await;
    assert!(only_private(&r).contains("again"));
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    assert!(posts[0].pings.is_empty(), "a re-post pings nobody");
    let (after, _) = t.live().await;
    assert_ne!(before, after, "the re-posted board is the live one");
    assert!(
        t.shown.lock().unwrap()[0].1.rows.is_empty(),
        "the old one lost its buttons"
    );
    let r = cmd(&t.app, &bob(), Command::Hand).await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    assert!(r.messages[0]
        .embed
        .as_ref()
        .unwrap()
        .description
        .contains("Nothing is hidden"));
    let r = cmd(&t.app, &user(8, "eve"), Command::Hand).await;
    assert!(only_private(&r).contains("not playing"));
}

/// A private view goes out with its picture once: pressed again while nothing changed
/// (minutes later, the picture still above), it comes without one and says so.
#[tokio::test]
async fn an_unchanged_private_view_is_not_uploaded_again() {
    let t = app_drawing(true).await;
    three_player_table(&t).await;
    let hand = |who: Caller| {
        let app = &t.app;
        async move { cmd(app, &who, Command::Hand).await.messages.remove(0) }
    };
    let first = hand(bob()).await;
    assert!(first.image.is_some(), "the first look draws it");
    let again = hand(bob()).await;
    assert!(again.image.is_none(), "the same picture is not sent twice");
    assert!(
        again
            .embed
            .as_ref()
            .unwrap()
            .description
            .contains("Unchanged"),
        "{again:?}"
    );
    assert!(hand(carol()).await.image.is_some(), "each player's own");
    // The view changes: drawn again.
    cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    assert!(hand(bob()).await.image.is_some(), "a changed view is drawn");
    // Ten minutes on, the old picture may be gone from their screen: drawn again.
    assert!(hand(bob()).await.image.is_none());
    t.app.clock().advance(moves::PRIVATE_FRESH_MS);
    assert!(hand(bob()).await.image.is_some());
}

/// A move that tells another seat something privately (a card taken from their hand)
/// waits for them, marked as new, in their next private view, and only there.
#[tokio::test]
async fn private_news_reaches_its_owner_once_in_their_view() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let who = |seat: Seat| if seat.0 == 0 { alice() } else { bob() };
    for _ in 0..3_000 {
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let game = load_match(&session).unwrap();
        let seat = game.to_act()[0];
        // Prefer a move that tells the other seat something privately.
        let telling = game.choices(Actor::player(seat)).into_iter().find_map(|c| {
            let mut trial = game.clone();
            let applied = trial
                .apply_notation(Actor::player(seat), &c.notation)
                .ok()?;
            applied.events.iter().find_map(|e| match e.audience {
                windward_engine::Audience::Only(other) if other != seat => {
                    Some((c.notation.clone(), other, e.text.clone()))
                }
                _ => None,
            })
        });
        let notation = match &telling {
            Some((notation, ..)) => notation.clone(),
            None => game.suggest(seat).unwrap(),
        };
        cmd(
            &t.app,
            &who(seat),
            Command::Play {
                action: notation.clone(),
            },
        )
        .await;
        let Some((_, other, text)) = telling else {
            continue;
        };
        let text = text.english();
        // Nothing public or in the mover's answer told it.
        for p in t.look() {
            if let Posting::Post { message, .. } | Posting::Edit { message, .. } = p {
                assert!(!message.embed.unwrap().description.contains(&text));
            }
        }
        let view = cmd(&t.app, &who(other), Command::Hand).await;
        let description = &view.messages[0].embed.as_ref().unwrap().description;
        assert!(
            description.contains(&format!("🆕 {text}")),
            "{text}: {description}"
        );
        let again = cmd(&t.app, &who(other), Command::Hand).await;
        assert!(
            !again.messages[0]
                .embed
                .as_ref()
                .unwrap()
                .description
                .contains("🆕"),
            "news is shown once"
        );
        return;
    }
    panic!("no move told another seat anything privately");
}

#[tokio::test]
async fn turn_commands_a_game_lacks_are_refused_by_name() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
    for (command, name) in [
        (Command::TurnBack, "/turn back"),
        (Command::TurnRemove { player: 2 }, "/turn remove"),
    ] {
        let r = cmd(&t.app, &alice(), command).await;
        assert_eq!(
            only_private(&r),
            format!("There's no `{name}` in Zefiria."),
            "{r:?}"
        );
    }
    assert_eq!(seq(&t.app).await, 0);
    assert!(t.look().is_empty(), "no board changed");
}

#[tokio::test]
async fn the_host_can_skip_an_absent_players_turn_in_zefiria() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
    // Only the host may.
    let r = cmd(&t.app, &bob(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    assert_eq!(seq(&t.app).await, 0);
    // In setup the host chooses for the player who is away; in play the turn passes.
    let mut told = String::new();
    for skipped in 1..=12 {
        let r = cmd(&t.app, &alice(), Command::TurnSkip).await;
        assert_eq!(r.messages[0].audience, Audience::Caller, "{r:?}");
        assert_eq!(seq(&t.app).await, skipped);
        told = t.latest().embed.unwrap().description;
        assert!(
            told.contains("The host chooses") || told.contains("The host skips"),
            "{told}"
        );
        if told.contains("The host skips") {
            break;
        }
    }
    assert!(
        told.contains("The host skips **alice**'s turn"),
        "the first turn of play was skipped: {told}"
    );
}

/// What a player's own picture leaves out for the phone (their cards' texts) reaches
/// them in words in their own view, and never the channel: in every game that has it.
#[tokio::test]
async fn a_players_own_view_says_in_words_what_their_picture_leaves_out() {
    let mut games_with_details = 0;
    for &kind in GameKind::ALL {
        let t = app().await;
        start_with_alice_and_bob(&t, kind, "").await;
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let details = load_match(&session).unwrap().details(Seat(0));
        if details.is_empty() {
            continue;
        }
        games_with_details += 1;
        let view = cmd(&t.app, &alice(), Command::Hand).await;
        let description = &view.messages[0].embed.as_ref().unwrap().description;
        let seats = t.app.store().seats(session.id).await.unwrap();
        let public: Vec<String> = t
            .look()
            .into_iter()
            .filter_map(|p| match p {
                Posting::Post { message, .. } | Posting::Edit { message, .. }
                    if message.audience != Audience::Caller =>
                {
                    Some(message.embed.map(|e| e.description).unwrap_or_default())
                }
                _ => None,
            })
            .collect();
        for line in &details {
            let line = text::with_names(line, &seats);
            assert!(
                description.contains(&line),
                "{kind:?}: {line} not in {description}"
            );
            assert!(
                public.iter().all(|said| !said.contains(&line)),
                "{kind:?}: {line} posted publicly"
            );
        }
    }
    assert!(games_with_details > 0, "no game has details to check");
}

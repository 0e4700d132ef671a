//! Campaigns across games: a finished mission's ships fly into the next one, across a
//! restart.

use super::*;

/// Plays the channel's open game to its end with the game's own policy, each seat
/// played by its own user with `/play`; returns the finished session.
async fn play_to_the_end(app: &App) -> crate::store::SessionRow {
    for _ in 0..20_000 {
        let Some(session) = app.store().open_session_in(50).await.unwrap() else {
            return app.store().latest_session_in(50).await.unwrap().unwrap();
        };
        let game = app.game_of(&session).await.unwrap();
        let seat = game.to_act()[0];
        let seats = app.store().seats(session.id).await.unwrap();
        let row = &seats[seat.index()];
        let who = user(row.user_id, &row.name);
        cmd(
            app,
            &who,
            Command::Play {
                action: game.suggest(seat).unwrap(),
            },
        )
        .await;
    }
    panic!("the game did not end")
}

fn menu<'m>(message: &'m Message, custom_id_end: &str) -> &'m reply::Select {
    message
        .rows
        .iter()
        .find_map(|row| match row {
            Row::Select(s) if s.custom_id.ends_with(custom_id_end) => Some(s),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no menu {custom_id_end} in {message:?}"))
}

async fn pick(app: &App, who: &Caller, custom_id: &str, value: &str) -> Response {
    app.handle(
        who,
        Request::Component {
            custom_id: custom_id.into(),
            values: vec![value.into()],
            message: OnMessage::default(),
        },
    )
    .await
}

#[tokio::test]
async fn a_campaign_flies_its_ships_into_the_next_mission_across_a_restart() {
    let t = app_drawing(false).await;
    // Alice and bob fly Maiden Voyage as a campaign's first mission, until they win it
    // (a lost mission ends the campaign; each new game has a seed of its own).
    let mut won = None;
    for _ in 0..6 {
        let r = cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: "zephyr".into(),
                options: "campaign=on mission=maiden-voyage".into(),
            },
        )
        .await;
        assert!(only_private(&r).contains("lobby is open"), "{r:?}");
        cmd(&t.app, &bob(), Command::GameJoin).await;
        cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
        let over = play_to_the_end(&t.app).await;
        let game = t.app.game_of(&over).await.unwrap();
        let campaign = game.campaign().expect("a campaign mission");
        if campaign.won() {
            won = Some((over, game));
            break;
        }
        // Lost: the campaign ends there, and cannot be continued.
        let r = cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: "zephyr".into(),
                options: "campaign=continue".into(),
            },
        )
        .await;
        assert!(only_private(&r).contains("was lost"), "{r:?}");
    }
    let (first, first_game) = won.expect("two sensible captains win Maiden Voyage");
    let board = t.new_posts().pop().expect("the final board");
    assert!(
        board.content.to_string().contains("The campaign goes on"),
        "{}",
        board.content
    );
    let next = menu(&board, ":next").custom_id.clone();
    assert!(menu(&board, ":next")
        .options
        .iter()
        .any(|o| o.value == "convoy-season" && o.label == "Convoy Season"));

    // A restart between missions: the campaign is in the database.
    let app = t.restart(false).await;

    // Only its captains fly it on; a tampered mission is refused.
    let r = pick(&app, &carol(), &next, "convoy-season").await;
    assert!(only_private(&r).contains("Only the captains"), "{r:?}");
    let r = pick(&app, &bob(), &next, "the-moon").await;
    assert!(
        only_private(&r).contains("isn't one of the missions"),
        "{r:?}"
    );
    assert!(app.store().open_session_in(50).await.unwrap().is_none());
    // Nobody types what only the bot writes.
    for typed in ["carry=e30 mission=scrap-rush", "campaign=1"] {
        let r = cmd(
            &app,
            &alice(),
            Command::GameNew {
                game: "zephyr".into(),
                options: typed.into(),
            },
        )
        .await;
        assert!(only_private(&r).contains("`campaign"), "{typed}: {r:?}");
        assert!(app.store().open_session_in(50).await.unwrap().is_none());
    }

    // Bob chooses Convoy Season: its lobby opens with both captains seated, alice hosting.
    let r = pick(&app, &bob(), &next, "convoy-season").await;
    assert_eq!(r.clicked, Clicked::Retire, "{r:?}");
    let lobby_post = t.new_posts().pop().expect("the next mission's lobby");
    assert!(
        lobby_post.content.to_string().contains("campaign goes on"),
        "{lobby_post:?}"
    );
    let lobby = app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(lobby.host_id, 1);
    assert!(lobby.options.contains("mission=convoy-season"));
    assert!(lobby.options.contains(&format!("campaign={}", first.id)));
    assert_eq!(app.store().seats(lobby.id).await.unwrap().len(), 2);
    // Weeks later is the same: abort this lobby, and alice continues with a command.
    cmd(&app, &alice(), Command::GameAbort).await;
    let r = cmd(
        &app,
        &carol(),
        Command::GameNew {
            game: "zephyr".into(),
            options: "campaign=continue mission=convoy-season".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("Only the captains"), "{r:?}");
    let r = cmd(
        &app,
        &alice(),
        Command::GameNew {
            game: "zephyr".into(),
            options: "campaign=continue mission=convoy-season".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    assert!(t
        .lobby_post()
        .1
        .content
        .to_string()
        .contains("campaign goes on"));
    // Carol joins as a newcomer; the seats are shuffled at the start.
    cmd(&app, &carol(), Command::GameJoin).await;
    cmd(&app, &alice(), Command::GameStart { shuffle: true }).await;
    let second = app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(second.status, Status::Active);
    assert!(second.options.contains("carry="), "{}", second.options);
    let game = app.game_of(&second).await.unwrap();
    let ships = |game: &Match| match game.view(windward_engine::Viewer::Public) {
        windward_engine::AnyView::Zephyr(v) => v.ships,
        _ => panic!("a Zephyr game"),
    };
    let (now, was) = (ships(&game), ships(&first_game));
    let old_seats = app.store().seats(first.id).await.unwrap();
    for seat in app.store().seats(second.id).await.unwrap() {
        let ship = &now[usize::from(seat.seat)];
        match old_seats.iter().find(|s| s.user_id == seat.user_id) {
            // Each captain flies on with their own ship, whatever seat they drew.
            Some(old) => {
                let before = &was[usize::from(old.seat)];
                assert!(ship.ship.is_some());
                assert_eq!(ship.ship, before.ship, "{}", seat.name);
                assert_eq!(ship.systems, before.systems, "{}", seat.name);
                assert_eq!(ship.crew.len(), before.crew.len(), "{}", seat.name);
                assert_eq!(ship.scrap, before.scrap, "{}", seat.name);
            }
            None => {
                assert_eq!(seat.user_id, 3);
                assert_eq!(ship.ship, None, "carol chooses a ship");
                assert_eq!(ship.scrap, 110, "with Maiden Voyage's supplies");
            }
        }
    }
    // The stored options, seed and log are all its replay needs.
    let replayed = Match::replay(
        second.kind,
        &second.options,
        3,
        second.seed,
        std::iter::empty(),
    )
    .unwrap();
    assert_eq!(replayed, game);
}

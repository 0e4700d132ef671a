//! The computer at the table: an opponent that answers after a pause, a seat the host
//! gives it, and standing in for a player out of time.

use super::*;

#[tokio::test]
async fn a_computer_opponent_takes_its_seat_and_answers_after_a_pause() {
    let t = app().await;
    let play = |action: &str| Command::Play {
        action: action.into(),
    };
    // Only a game that offers it, and only `human` or `computer`.
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: "opponent=computer".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("no option `opponent`"), "{r:?}");
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "bitwa".into(),
            options: "opponent=robot".into(),
        },
    )
    .await;
    assert!(
        only_private(&r).contains("`opponent` must be one of human, computer"),
        "{r:?}"
    );
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "bitwa".into(),
            options: "opponent=computer".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    let lobby = format!("{:?}", t.lobby_post().1);
    assert!(lobby.contains("2. Computer"), "{lobby}");
    let r = cmd(&t.app, &bob(), Command::GameJoin).await;
    assert!(only_private(&r).contains("full"), "{r:?}");
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.new_posts();
    assert!(
        !t.app.take_computer_scheduled(),
        "red (alice) sets out first"
    );

    // alice sets out; the computer is next: the live board is edited, nobody pinged,
    // and it offers no buttons (they would be the computer's).
    cmd(&t.app, &alice(), play("ready")).await;
    let postings = t.look();
    assert!(
        postings.iter().all(|p| !matches!(p, Posting::Post { .. })),
        "{postings:?}"
    );
    let (_, waiting) = t.live().await;
    assert!(waiting
        .content
        .to_string()
        .contains("**Computer**, set out"));
    assert!(waiting.rows.is_empty(), "{:?}", waiting.rows);
    assert!(t.app.take_computer_scheduled());
    // It answers after its pause, not before.
    assert!(t.app.run_due_timeouts().await.is_empty());

    // A restart meanwhile loses nothing: the turn is due in the database.
    let app = t.restart(true).await;
    app.clock().advance(computer::PAUSE_MS);
    assert_eq!(app.run_due_timeouts().await, vec![50]);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "one board for the computer's whole stretch");
    let board = &posts[0];
    assert_eq!(board.pings, vec![alice().user_id]);
    assert!(!board
        .content
        .mentioned()
        .iter()
        .any(|u| computer::is_computer(*u)));
    let story = board.embed.as_ref().unwrap().description.clone();
    assert!(
        story.contains("**Computer** sets out the green fleet"),
        "{story}"
    );
    assert!(
        board.content.to_string().contains("your action"),
        "{board:?}"
    );

    // alice ends her action: the computer orders its ships, all in one new board.
    cmd(&app, &alice(), play("end")).await;
    app.clock().advance(computer::PAUSE_MS);
    assert_eq!(app.run_due_timeouts().await, vec![50]);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "{posts:?}");
    let story = posts[0].embed.as_ref().unwrap().description.clone();
    assert!(
        story.contains("The green"),
        "the computer ordered ships: {story}"
    );
    assert_eq!(posts[0].pings, vec![alice().user_id]);
    // Its moves are in the log as seat 2's, so the game replays like any other.
    let session = app.store().open_session_in(50).await.unwrap().unwrap();
    let game = app.game_of(&session).await.unwrap();
    assert!(game.to_act().contains(&Seat(0)));
    let log = app.store().actions(session.id).await.unwrap();
    assert!(log.iter().filter(|a| a.seat == 1).count() >= 3, "{log:?}");
}

#[tokio::test]
async fn the_host_seats_a_computer_that_plays_a_zeppelin_game_to_its_end() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: String::new(),
        },
    )
    .await;
    let r = cmd(&t.app, &alice(), Command::GameAddComputer).await;
    assert!(only_private(&r).contains("no computer player"), "{r:?}");
    cmd(&t.app, &alice(), Command::GameAbort).await;

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
    let r = cmd(&t.app, &bob(), Command::GameAddComputer).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    let r = cmd(&t.app, &alice(), Command::GameAddComputer).await;
    assert!(only_private(&r).contains("Computer"), "{r:?}");
    let lobby = format!("{:?}", t.lobby_post().1);
    assert!(lobby.contains("3. Computer"), "{lobby}");
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
    let humans = [alice(), bob()];
    let mut computer_turns = 0;
    for _ in 0..5_000 {
        let session = t.app.store().latest_session_in(50).await.unwrap().unwrap();
        if session.status == Status::Finished {
            break;
        }
        let game = t.app.game_of(&session).await.unwrap();
        let waiting = game.to_act();
        match humans
            .iter()
            .find(|h| waiting.contains(&Seat(h.user_id as u8 - 1)))
        {
            Some(human) => {
                let seat = Seat(human.user_id as u8 - 1);
                let notation = game.suggest(seat).unwrap();
                cmd(&t.app, human, Command::Play { action: notation }).await;
            }
            None => {
                // Only the computer is waiting: it plays after its pause.
                assert!(
                    t.app.run_due_timeouts().await.is_empty(),
                    "not before the pause"
                );
                t.app.clock().advance(computer::PAUSE_MS);
                assert_eq!(t.app.run_due_timeouts().await, vec![50]);
                computer_turns += 1;
            }
        }
    }
    let session = t.app.store().latest_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.status, Status::Finished, "the game ended");
    assert!(computer_turns > 5, "{computer_turns}");
    let log = t.app.store().log(session.id).await.unwrap();
    assert!(log
        .iter()
        .any(|a| a.seat == 2 && computer::is_computer(a.user_id)));
    for posting in t.look() {
        if let Posting::Post { message, .. } = posting {
            assert!(
                message.pings.iter().all(|u| !computer::is_computer(*u)),
                "{message:?}"
            );
        }
    }
    assert_eq!(
        replay_log(t.app.store(), &session)
            .await
            .unwrap()
            .snapshot(),
        session.snapshot.clone().unwrap(),
        "the computer's moves replay like anyone's"
    );
    // A whole game's animation fits in a Discord attachment.
    let id = ComponentId {
        session: session.id,
        seq: None,
        seat: None,
        code: Code::Strip,
    }
    .encode()
    .unwrap();
    let r = click(&t.app, &bob(), &id).await;
    let apng = &r.messages[0].image.as_ref().expect("an animation").png;
    assert!(apng.len() <= 8 * 1024 * 1024, "{} bytes", apng.len());
}

#[tokio::test]
async fn the_computer_stands_in_for_a_player_out_of_time_until_they_are_back() {
    let t = app().await;
    zeppelin_with_stand_ins(&t).await;
    let players = [alice(), bob()];
    let state = || async {
        let s = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let g = t.app.game_of(&s).await.unwrap();
        (s, g)
    };
    let (_, game) = state().await;
    let absent = game.turn_holder().unwrap();
    let present = &players[1 - absent.index()];
    // An hour passes: the computer plays the absent player's turn, and says so.
    t.app.clock().advance(3_600_000 + 1);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let (_, game) = state().await;
    assert_ne!(
        game.turn_holder(),
        Some(absent),
        "the computer ended their turn"
    );
    // The table is told why (the note opens the computer's first move for them).
    let log = t.app.store().log(1).await.unwrap();
    assert!(
        log.iter().any(|a| a.seat == absent.0
            && a.narration.iter().any(|l| l
                .text
                .english()
                .contains("didn't answer in time: the computer plays for them"))),
        "{log:?}"
    );
    // The present player plays their turn; the absent one's next turn is the
    // computer's at once, without another hour's wait.
    for _ in 0..200 {
        let (_, game) = state().await;
        if game.turn_holder() == Some(absent) {
            break;
        }
        let seat = game.to_act()[0];
        if seat == absent {
            // Answering an attack: the computer does that too.
            t.app.clock().advance(computer::PAUSE_MS);
            t.app.run_due_timeouts().await;
            continue;
        }
        let notation = game.suggest(seat).unwrap();
        cmd(&t.app, present, Command::Play { action: notation }).await;
    }
    t.app.clock().advance(computer::PAUSE_MS);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let (_, game) = state().await;
    assert_ne!(game.turn_holder(), Some(absent));
    // Back: `/back` is enough. Their next turn waits for them again.
    let back = &players[absent.index()];
    cmd(&t.app, back, Command::Back).await;
    let seats = t.app.store().seats(1).await.unwrap();
    assert!(!seats[absent.index()].stand_in);
    for _ in 0..200 {
        let (_, game) = state().await;
        if game.turn_holder() == Some(absent) && game.to_act() == [absent] {
            break;
        }
        let seat = game.to_act()[0];
        let who = &players[seat.index()];
        cmd(
            &t.app,
            who,
            Command::Play {
                action: game.suggest(seat).unwrap(),
            },
        )
        .await;
    }
    t.app.clock().advance(computer::PAUSE_MS * 10);
    assert!(
        t.app.run_due_timeouts().await.is_empty(),
        "nobody plays for them now"
    );
}

#[tokio::test]
async fn the_computer_flies_a_silent_captain_s_voyage_while_the_others_fly_theirs() {
    let t = app().await;
    two_captains(&t, "turn-hours=2 absent=computer remind-hours=0").await;
    // Alice builds at once; bob says nothing for two hours.
    typed(&t.app, &alice(), "build 3 2 2 3").await;
    t.app.clock().advance(2 * HOUR + 1_000);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    // Side by side, the computer makes one move per pause, at a reading pace.
    for _ in 0..4 {
        t.app.clock().advance(computer::PAUSE_MS);
        t.app.run_due_timeouts().await;
    }
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let log = t.app.store().log(session.id).await.unwrap();
    let bobs = log.iter().filter(|a| a.seat == 1).count();
    assert!(bobs >= 5, "the computer sailed on for bob: {bobs} moves");
    assert!(t.app.store().seats(session.id).await.unwrap()[1].stand_in);
    // Alice's voyage is hers: the computer never moved for her.
    assert_eq!(log.iter().filter(|a| a.seat == 0).count(), 1);
    let game = t.app.game_of(&session).await.unwrap();
    assert!(game.to_act().contains(&Seat(0)));
}

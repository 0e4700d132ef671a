//! Stand-ins: the computer takes an absent player's seat after missed deadlines, when
//! they leave, or when the host hands it over; the player takes it back.

use super::*;

/// alice and bob start a Zeppelin Attack! game whose turns time out after an hour,
/// the computer standing in after the default two missed deadlines.
async fn zeppelin_two_misses(t: &Table) {
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: "turn-hours=1 remind-hours=0".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
}

async fn state(t: &Table) -> (SessionRow, Match, Vec<SeatRow>) {
    let s = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let g = t.app.game_of(&s).await.unwrap();
    let seats = t.app.store().seats(s.id).await.unwrap();
    (s, g, seats)
}

/// Moves the clock just past the session's deadline (a turn's hour, or a reply's
/// twelve hours).
async fn to_the_deadline(t: &Table) {
    let (session, _, _) = state(t).await;
    let at = session.deadline_at.expect("a deadline");
    let now = t.app.clock().now_ms();
    t.app.clock().advance((at - now).max(0) + 1);
}

/// Plays `present`'s moves (by the policy) and lets the computer answer until the game
/// waits for `absent` alone.
async fn until_waiting_for(t: &Table, absent: Seat, players: &[Caller]) {
    for _ in 0..300 {
        let (_, game, seats) = state(t).await;
        if game.to_act() == [absent] && !seats[absent.index()].stand_in {
            return;
        }
        let seat = game.to_act()[0];
        if seat == absent || seats[seat.index()].stand_in {
            t.app.clock().advance(computer::PAUSE_MS);
            t.app.run_due_timeouts().await;
            continue;
        }
        let action = game.suggest(seat).unwrap();
        cmd(&t.app, &players[seat.index()], Command::Play { action }).await;
    }
    panic!("the game never came back to {absent:?}");
}

#[tokio::test]
async fn two_missed_deadlines_in_a_row_bring_a_stand_in_until_the_player_presses_i_m_back() {
    let t = app().await;
    zeppelin_two_misses(&t).await;
    let players = [alice(), bob()];
    let (_, game, _) = state(&t).await;
    let absent = game.turn_holder().unwrap();
    let present = &players[1 - absent.index()];
    let me = &players[absent.index()];

    // The first missed deadline plays the game's default answer: no stand-in yet, and
    // the board says what the next one brings.
    to_the_deadline(&t).await;
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let (_, _, seats) = state(&t).await;
    assert_eq!(seats[absent.index()].missed, 1);
    assert!(!seats[absent.index()].stand_in);
    until_waiting_for(&t, absent, &players).await;
    t.look();
    let (_, board) = t.live().await;
    let said = board.content.to_string();
    assert!(
        said.contains("then the computer plays for"),
        "the board warns of the stand-in: {said}"
    );

    // The second: the computer takes the seat and plays, and the board says so.
    to_the_deadline(&t).await;
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let (session, _, seats) = state(&t).await;
    assert!(seats[absent.index()].stand_in);
    let log = t.app.store().log(session.id).await.unwrap();
    let stood: Vec<_> = log.iter().filter(|r| r.stand_in).collect();
    assert!(!stood.is_empty(), "its moves are marked in the log");
    assert!(stood.iter().all(|r| r.seat == absent.0));
    assert!(log.iter().any(|r| r
        .narration
        .iter()
        .any(|l| l.text.english().contains("missed 2 deadlines in a row"))));
    let r = cmd(&t.app, present, Command::GameLog { page: None }).await;
    assert!(only_private(&r).contains("🤖"), "{r:?}");
    let (_, board) = t.live().await;
    let said = board.content.to_string();
    assert!(
        said.contains(&format!("The computer is playing for **{}**", me.name)),
        "{said}"
    );

    // The button is the absent player's alone.
    let r = t.click_board(present, "🙋 I'm back").await;
    assert!(only_private(&r).contains("That button is for"), "{r:?}");
    assert!(state(&t).await.2[absent.index()].stand_in);
    // A look at their hand keeps the stand-in, and says how to end it.
    let r = cmd(&t.app, me, Command::Hand).await;
    let hand = only_private(&r);
    assert!(hand.contains("The computer is playing your seat"), "{hand}");
    assert!(state(&t).await.2[absent.index()].stand_in);

    // Back: the seat is theirs, with a fresh clock, and the board no longer shows the
    // stand-in.
    let r = t.click_board(me, "🙋 I'm back").await;
    assert!(only_private(&r).contains("Welcome back"), "{r:?}");
    let (_, _, seats) = state(&t).await;
    assert!(!seats[absent.index()].stand_in);
    assert_eq!(seats[absent.index()].missed, 0);
    t.look();
    let (_, board) = t.live().await;
    assert!(
        !board
            .content
            .to_string()
            .contains("The computer is playing"),
        "{board:?}"
    );
    until_waiting_for(&t, absent, &players).await;
    t.app.clock().advance(computer::PAUSE_MS * 10);
    assert!(
        t.app.run_due_timeouts().await.is_empty(),
        "nobody plays for them now"
    );
    let (_, game, _) = state(&t).await;
    assert_eq!(game.to_act(), vec![absent]);
}

#[tokio::test]
async fn a_player_who_leaves_a_game_in_progress_is_played_by_the_computer_until_back() {
    let t = app().await;
    zeppelin_two_misses(&t).await;
    let players = [alice(), bob()];
    let (_, game, _) = state(&t).await;
    let leaver_seat = game.turn_holder().unwrap();
    let leaver = &players[leaver_seat.index()];
    let other = &players[1 - leaver_seat.index()];
    t.look();

    let r = cmd(&t.app, leaver, Command::GameLeave).await;
    assert_eq!(r.messages.len(), 1, "{r:?}");
    let told = r.messages[0].content.to_string();
    assert_eq!(r.messages[0].audience, Audience::Channel, "{r:?}");
    assert!(told.contains("left the game"), "{told}");
    // The board is edited, nobody pinged; the computer plays after its pause.
    let postings = t.look();
    assert!(
        postings.iter().all(|p| !matches!(p, Posting::Post { .. })),
        "{postings:?}"
    );
    let again = cmd(&t.app, leaver, Command::GameLeave).await;
    assert!(only_private(&again).contains("already plays for you"));
    t.app.clock().advance(computer::PAUSE_MS);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let (session, game, _) = state(&t).await;
    assert_ne!(
        game.to_act(),
        vec![leaver_seat],
        "the computer played their turn"
    );
    assert!(t
        .app
        .store()
        .log(session.id)
        .await
        .unwrap()
        .iter()
        .any(|r| r.stand_in && r.seat == leaver_seat.0));
    // The new board pings the other player only.
    let posts = t.new_posts();
    assert!(
        posts.iter().all(|p| p.pings == vec![other.user_id]),
        "{posts:?}"
    );

    // `/back` gives the seat back, wherever it is typed.
    let r = cmd(&t.app, leaver, Command::Back).await;
    assert!(
        only_private(&r).contains("your seat in 1 game is yours again"),
        "{r:?}"
    );
    assert!(!state(&t).await.2[leaver_seat.index()].stand_in);
}

#[tokio::test]
async fn the_host_hands_a_seat_to_the_computer_and_nobody_else_may() {
    let t = app().await;
    let replace = |old: &Caller, new: Option<&Caller>, computer: bool| Command::GameReplace {
        old: old.user_id,
        new: new.map(|n| n.user_id),
        computer,
    };
    // The free table has no computer player.
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let r = cmd(&t.app, &alice(), replace(&bob(), None, true)).await;
    assert!(only_private(&r).contains("no computer player"), "{r:?}");
    let r = cmd(&t.app, &bob(), Command::GameLeave).await;
    assert!(
        only_private(&r).contains("only leave this game before it starts"),
        "{r:?}"
    );
    cmd(&t.app, &alice(), Command::GameAbort).await;

    zeppelin_two_misses(&t).await;
    let r = cmd(&t.app, &bob(), replace(&alice(), None, true)).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    let r = cmd(
        &t.app,
        &alice(),
        replace(&bob(), Some(&user(3, "carol")), true),
    )
    .await;
    assert!(only_private(&r).contains("not both"), "{r:?}");
    let r = cmd(&t.app, &alice(), replace(&bob(), None, false)).await;
    assert!(only_private(&r).contains("Say who takes the seat"), "{r:?}");
    let (_, _, seats) = state(&t).await;
    assert!(seats.iter().all(|s| !s.stand_in), "nothing changed");

    let r = cmd(&t.app, &alice(), replace(&bob(), None, true)).await;
    assert!(
        r.messages[0]
            .content
            .to_string()
            .contains("handed **bob**'s seat to the computer"),
        "{r:?}"
    );
    assert!(state(&t).await.2[1].stand_in);
    let r = cmd(&t.app, &alice(), replace(&bob(), None, true)).await;
    assert!(only_private(&r).contains("already plays for"), "{r:?}");
    // A move of bob's own is enough to be back.
    let (_, game, _) = state(&t).await;
    if game.to_act().contains(&Seat(1)) {
        let action = game.suggest(Seat(1)).unwrap();
        cmd(&t.app, &bob(), Command::Play { action }).await;
        assert!(!state(&t).await.2[1].stand_in);
    }
}

/// A human with computers in every other seat plays each game that offers them to its
/// end: the computers answer through the same path, never pinged, one board each.
#[tokio::test]
async fn a_human_with_computers_plays_every_game_to_its_end() {
    let t = app_drawing(false).await;
    for &kind in GameKind::ALL {
        if !kind.computer_players() {
            continue;
        }
        let r = cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: kind.id().into(),
                options: String::new(),
            },
        )
        .await;
        assert!(
            only_private(&r).contains("lobby is open"),
            "{kind:?}: {r:?}"
        );
        let (min, _) = kind.check_options("").unwrap();
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let seated = t.app.store().seats(session.id).await.unwrap().len();
        for _ in seated..min.max(2) {
            let r = cmd(&t.app, &alice(), Command::GameAddComputer).await;
            assert!(only_private(&r).contains("takes a seat"), "{kind:?}: {r:?}");
        }
        cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
        let mut moves = 0;
        loop {
            let s = t.app.store().session(session.id).await.unwrap().unwrap();
            if s.status != crate::store::Status::Active {
                assert_eq!(s.status, crate::store::Status::Finished, "{kind:?}");
                break;
            }
            let game = t.app.game_of(&s).await.unwrap();
            assert!(game.outcome().is_none(), "{kind:?}");
            let seats = t.app.store().seats(session.id).await.unwrap();
            let mine = seats.iter().find(|r| r.user_id == alice().user_id).unwrap();
            if game.to_act().contains(&Seat(mine.seat)) {
                let action = game
                    .suggest(Seat(mine.seat))
                    .or_else(|| {
                        game.choices(windward_engine::Actor::player(Seat(mine.seat)))
                            .first()
                            .map(|c| c.notation.clone())
                    })
                    .unwrap();
                cmd(&t.app, &alice(), Command::Play { action }).await;
            } else {
                t.app.clock().advance(computer::PAUSE_MS);
                assert!(
                    !t.app.run_due_timeouts().await.is_empty(),
                    "{kind:?}: the computer answers after its pause"
                );
            }
            moves += 1;
            assert!(moves < 5_000, "{kind:?} never ended");
        }
        let log = t.app.store().log(session.id).await.unwrap();
        let by_computer = log
            .iter()
            .filter(|r| computer::is_computer(r.user_id))
            .count();
        assert!(
            by_computer > 0 && by_computer < log.len(),
            "{kind:?}: both played"
        );
        for posting in t.look() {
            if let Posting::Post { message, .. } = posting {
                assert!(
                    message.pings.iter().all(|u| *u == alice().user_id),
                    "{kind:?}: only the human is pinged: {:?}",
                    message.pings
                );
            }
        }
    }
}

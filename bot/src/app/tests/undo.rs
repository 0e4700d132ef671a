//! Taking moves back: a player's own undo, and the table's vote to roll a game back.

use super::*;

#[tokio::test]
async fn a_player_takes_back_their_own_moves_until_one_drew_a_card() {
    let t = app().await;
    let play = |action: &str| Command::Play {
        action: action.into(),
    };
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
    cmd(&t.app, &alice(), play("ready")).await;
    cmd(&t.app, &bob(), play("ready")).await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    // Whoever the lot chose sets the wind; the other acts first.
    let (chooser, first) = if game.to_act() == [Seat(0)] {
        (alice(), bob())
    } else {
        (bob(), alice())
    };
    let wind = game.choices(Actor::player(game.to_act()[0]))[0]
        .notation
        .clone();
    cmd(&t.app, &chooser, play(&wind)).await;
    let r = cmd(&t.app, &chooser, Command::Undo).await;
    assert!(
        only_private(&r).contains("can't be taken back"),
        "setting the wind handed the game on: {r:?}"
    );
    let before = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let order = {
        let game = t.app.game_of(&before).await.unwrap();
        let seat = game.to_act()[0];
        game.choices(Actor::player(seat))
            .into_iter()
            .map(|c| c.notation)
            .find(|n| n.contains(" m1"))
            .expect("a ship can sail one field")
    };
    cmd(&t.app, &first, play(&order)).await;
    t.look();
    // The live board offers the mover an Undo; others pressing it are refused.
    let (_, board) = t.live().await;
    let undo = button_id(&board, "↩ Undo");
    let r = click(&t.app, &chooser, &undo).await;
    assert!(
        only_private(&r).contains("only a move's own player"),
        "{r:?}"
    );
    let r = cmd(&t.app, &chooser, Command::Undo).await;
    assert!(
        only_private(&r).contains("you can only take back your own"),
        "{r:?}"
    );

    // Taken back: the state is exactly the one before, byte for byte.
    let r = t.app_undo_on_board(&first).await;
    assert!(matches!(r.clicked, Clicked::Replace(_)), "{r:?}");
    let after = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(after.seq, before.seq);
    assert_eq!(after.snapshot, before.snapshot);
    let Clicked::Replace(shown) = &r.clicked else {
        unreachable!()
    };
    assert!(shown.content.to_string().contains("took back"), "{shown:?}");
    // One step back at a time, and never past someone else's move.
    let r = cmd(&t.app, &first, Command::Undo).await;
    assert!(only_private(&r).contains("The last move was"), "{r:?}");
    // The same move again is move number seq + 1 once more, and the game goes on.
    cmd(&t.app, &first, play(&order)).await;
    cmd(&t.app, &first, play("end")).await;
    let r = cmd(&t.app, &first, Command::Undo).await;
    assert!(
        only_private(&r).contains("The last move was")
            || only_private(&r).contains("can't be taken back"),
        "ending the action turned a WIND card: {r:?}"
    );
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    assert_eq!(
        replay_log(t.app.store(), &session)
            .await
            .unwrap()
            .snapshot(),
        game.snapshot(),
        "the log still replays to the state"
    );
}

#[tokio::test]
async fn the_table_votes_a_game_back_to_an_earlier_move() {
    let t = app().await;
    three_player_table(&t).await;
    let play = |action: &str| Command::Play {
        action: action.into(),
    };
    cmd(&t.app, &alice(), play("roll")).await;
    let after_one = t.app.store().open_session_in(50).await.unwrap().unwrap();
    cmd(&t.app, &alice(), play("next")).await;
    cmd(&t.app, &bob(), play("roll")).await;
    cmd(&t.app, &bob(), play("next")).await;
    t.look();
    let r = cmd(&t.app, &carol(), Command::GameRollback { number: 4 }).await;
    assert!(
        only_private(&r).contains("pick 0 (the start) to 3"),
        "{r:?}"
    );

    // carol asks; alice and bob are asked (and pinged), carol is not.
    let asked = cmd(&t.app, &carol(), Command::GameRollback { number: 1 }).await;
    let vote = &asked.messages[0];
    assert_eq!(vote.audience, Audience::Channel);
    assert_eq!(vote.pings, vec![alice().user_id, bob().user_id]);
    let said = vote.content.to_string();
    assert!(
        said.contains("back to move 1") && said.contains("undoing 3 moves"),
        "{said}"
    );
    let agree = button_id(vote, "Agree");
    let r = click(&t.app, &carol(), &agree).await;
    assert!(only_private(&r).contains("the others decide"), "{r:?}");
    let r = click(&t.app, &alice(), &agree).await;
    let Clicked::Replace(tally) = &r.clicked else {
        panic!("{r:?}")
    };
    assert!(
        tally.content.to_string().contains("✅ alice · ⏳ bob"),
        "{tally:?}"
    );
    // bob refuses: the game goes on, and the old buttons are void.
    let r = click(&t.app, &bob(), &button_id(vote, "Refuse")).await;
    assert!(
        matches!(&r.clicked, Clicked::Replace(m) if m.content.to_string().contains("would rather not")),
        "{r:?}"
    );
    let r = click(&t.app, &bob(), &agree).await;
    assert!(only_private(&r).contains("This vote is over"), "{r:?}");
    assert_eq!(seq(&t.app).await, 4);

    // Asked again, everyone agrees: the game is the log replayed to move 1.
    let asked = cmd(&t.app, &carol(), Command::GameRollback { number: 1 }).await;
    let agree = button_id(&asked.messages[0], "Agree");
    click(&t.app, &alice(), &agree).await;
    t.look();
    let r = click(&t.app, &bob(), &agree).await;
    assert!(
        matches!(&r.clicked, Clicked::Replace(m) if m.content.to_string().contains("back at move 1")),
        "{r:?}"
    );
    let now = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(now.seq, 1);
    assert_eq!(now.snapshot, after_one.snapshot);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "a new board asks whoever acts now");
    assert_eq!(posts[0].pings, vec![alice().user_id]);
    assert_eq!(t.app.store().log(now.id).await.unwrap().len(), 1);
    // And the game goes on from there.
    cmd(&t.app, &alice(), play("next")).await;
    assert_eq!(seq(&t.app).await, 2);
}

#[tokio::test]
async fn in_a_cooperative_game_a_majority_rolls_back() {
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
    cmd(&t.app, &carol(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    let first = game.choices(Actor::player(Seat(0)))[0].notation.clone();
    cmd(&t.app, &alice(), Command::Play { action: first }).await;
    let asked = cmd(&t.app, &carol(), Command::GameRollback { number: 0 }).await;
    let said = asked.messages[0].content.to_string();
    assert!(said.contains("more than half the table agrees"), "{said}");
    // carol and alice are two of three: enough, without bob.
    let r = click(&t.app, &alice(), &button_id(&asked.messages[0], "Agree")).await;
    assert!(
        matches!(&r.clicked, Clicked::Replace(m) if m.content.to_string().contains("back at the start")),
        "{r:?}"
    );
    assert_eq!(seq(&t.app).await, 0);
}

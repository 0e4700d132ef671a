//! What is stored and told back: a restart loses nothing, the log replays to the
//! snapshot (and rebuilds a damaged one), `/game log`, `replay` and `verify`.

use super::*;

#[tokio::test]
async fn a_restart_loses_nothing_and_keeps_editing_the_same_board() {
    let t = app().await;
    three_player_table(&t).await;
    let (live, board) = t.live().await;
    let app = t.restart(true).await;
    // The board posted before the restart is still the live one: a roll edits it.
    let r = click_on(
        &app,
        &alice(),
        &button_id(&board, "Roll 2d6"),
        OnMessage {
            id: live,
            ephemeral: false,
        },
    )
    .await;
    assert!(matches!(r.clicked, Clicked::Replace(_)), "{r:?}");
    cmd(
        &app,
        &alice(),
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    let postings = t.surface.drain();
    assert!(
        matches!(postings.as_slice(), [Posting::Edit { id, .. }] if *id == live),
        "{postings:?}"
    );
}

#[tokio::test]
async fn the_stored_log_replays_to_the_stored_snapshot() {
    let t = app().await;
    three_player_table(&t).await;
    for (who, action) in [
        (alice(), "roll"),
        (alice(), "end"),
        (bob(), "roll 3d6"),
        (alice(), "skip"),
        (alice(), "back"),
        (bob(), "end"),
    ] {
        let r = cmd(
            &t.app,
            &who,
            Command::Play {
                action: action.into(),
            },
        )
        .await;
        assert!(only_private(&r).contains("Done"), "{action}: {r:?}");
    }
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let log = t.app.store().actions(session.id).await.unwrap();
    let parsed: Vec<(Actor, serde_json::Value)> = log
        .iter()
        .map(|a| {
            (
                Actor {
                    seat: Seat(a.seat),
                    host: a.host,
                },
                serde_json::from_str(&a.action).unwrap(),
            )
        })
        .collect();
    let replayed = Match::replay(
        session.kind,
        &session.options,
        3,
        session.seed,
        parsed.iter().map(|(a, v)| (*a, v)),
    )
    .unwrap();
    assert_eq!(Some(replayed.snapshot()), session.snapshot);
}

#[tokio::test]
async fn a_damaged_snapshot_is_rebuilt_from_the_log() {
    use sqlx::Connection;
    let t = app().await;
    three_player_table(&t).await;
    cmd(&t.app, &alice(), Command::TurnNext).await;
    let before = t.app.store().open_session_in(50).await.unwrap().unwrap();
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&t.url).await.unwrap();
    sqlx::query("UPDATE sessions SET snapshot = '{\"format\": 1, \"half a snap' WHERE id = $1")
        .bind(before.id)
        .execute(&mut conn)
        .await
        .unwrap();
    // Bob plays on as if nothing happened: the game is rebuilt from its log.
    let r = cmd(
        &t.app,
        &bob(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(only_private(&r).starts_with("Done"), "{r:?}");
    let after = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(after.seq, before.seq + 1);
    let game = load_match(&after).expect("a readable snapshot again");
    assert_eq!(game.to_act(), vec![Seat(2)], "carol's turn");
    // A log that doesn't replay is not papered over: the move is refused, nothing changes.
    sqlx::query("UPDATE sessions SET snapshot = 'x' WHERE id = $1")
        .bind(before.id)
        .execute(&mut conn)
        .await
        .unwrap();
    sqlx::query("UPDATE actions SET action = '{\"no\": 1}' WHERE session_id = $1 AND seq = 1")
        .bind(before.id)
        .execute(&mut conn)
        .await
        .unwrap();
    let r = cmd(
        &t.app,
        &carol(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(!only_private(&r).starts_with("Done"), "{r:?}");
    assert_eq!(seq(&t.app).await, after.seq);
}

#[tokio::test]
async fn the_log_and_replay_tell_the_game_back_and_verify_checks_the_sealed_seed() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "dice=2d6 rounds=1".into(),
        },
    )
    .await;
    let r = cmd(&t.app, &alice(), Command::GameVerify).await;
    assert!(only_private(&r).contains("hasn't started"), "{r:?}");
    cmd(&t.app, &bob(), Command::GameJoin).await;
    t.look();
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let start = t.new_posts().remove(0).content.to_string();
    let play = |action: &str| Command::Play {
        action: action.into(),
    };
    cmd(&t.app, &alice(), play("roll")).await;
    // The board after move 1, as the channel got it.
    let after_one = t.latest();
    cmd(&t.app, &alice(), play("next")).await;
    cmd(&t.app, &bob(), play("roll")).await;
    t.look();

    // While the game runs, the seed stays sealed: the commitment only, as at the start.
    let sealed = only_private(&cmd(&t.app, &bob(), Command::GameVerify).await);
    let commitment = sealed
        .split('`')
        .nth(1)
        .expect("the commitment in backticks")
        .to_string();
    assert_eq!(commitment.len(), 64, "{sealed}");
    assert!(start.contains(&commitment[..16]), "{start}");
    assert!(!sealed.contains("Verified"), "{sealed}");

    let log = only_private(&cmd(&t.app, &carol(), Command::GameLog { page: None }).await);
    assert!(log.contains("moves 1–3 of 3"), "{log}");
    assert!(log.contains("1. **alice** rolled 2d6"), "{log}");
    assert!(log.contains("3. **bob** rolled 2d6"), "{log}");
    let r = cmd(&t.app, &alice(), Command::GameLog { page: Some(4) }).await;
    assert!(only_private(&r).contains("There's no page 4"), "{r:?}");

    // The board after move 1, drawn again from the log, is the picture posted then.
    let r = cmd(&t.app, &carol(), Command::GameReplay { number: 1 }).await;
    assert_eq!(r.messages.len(), 1, "{r:?}");
    assert_eq!(r.messages[0].audience, Audience::Caller);
    assert!(r.messages[0]
        .content
        .to_string()
        .contains("after move 1 of 3"));
    assert_eq!(
        r.messages[0].image.as_ref().map(|i| i.png.clone()),
        after_one.image.as_ref().map(|i| i.png.clone()),
        "the replayed board is the board posted after move 1"
    );
    let r = cmd(&t.app, &carol(), Command::GameReplay { number: 9 }).await;
    assert!(
        only_private(&r).contains("Move 9 isn't in this game: pick 0 (the start) to 3"),
        "{r:?}"
    );

    // The game ends: the final board reveals the seed, and the whole log checks out.
    cmd(&t.app, &bob(), play("next")).await;
    let final_board = t.new_posts().remove(0);
    let last = final_board.content.to_string();
    // The final board offers the whole game as an animation: one frame per turn.
    let r = click(
        &t.app,
        &carol(),
        &button_id(&final_board, "🎞 Watch the game"),
    )
    .await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    let apng = &r.messages[0].image.as_ref().expect("an animation").png;
    assert!(apng.starts_with(b"\x89PNG"), "a PNG");
    assert!(apng.windows(4).any(|w| w == b"acTL"), "an animated one");
    assert!(
        r.messages[0]
            .content
            .to_string()
            .contains("4 moves in 2 turns"),
        "{r:?}"
    );
    let session = t.app.store().latest_session_in(50).await.unwrap().unwrap();
    assert!(last.contains(&format!("`{}`", session.seed)), "{last}");
    let verified = only_private(&cmd(&t.app, &carol(), Command::GameVerify).await);
    assert!(verified.contains("✅ **Verified.**"), "{verified}");
    assert!(verified.contains(&commitment), "{verified}");
    assert!(verified.contains("all 4 moves"), "{verified}");
}

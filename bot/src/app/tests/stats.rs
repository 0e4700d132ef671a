//! `/stats`: a server's finished games, winners and tables ranked, and the daily
//! voyage's own board.

use super::*;

#[tokio::test]
async fn stats_count_a_server_s_finished_games_and_rank_the_winners() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::Stats {
            game: None,
            user: None,
        },
    )
    .await;
    assert!(only_private(&r).contains("No finished games"), "{r:?}");
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
    let players = [alice(), bob()];
    let outcome = loop {
        let session = t.app.store().latest_session_in(50).await.unwrap().unwrap();
        let game = t.app.game_of(&session).await.unwrap();
        if let Some(outcome) = game.outcome() {
            break outcome;
        }
        let seat = game.to_act()[0];
        let notation = game.suggest(seat).unwrap();
        cmd(
            &t.app,
            &players[seat.index()],
            Command::Play { action: notation },
        )
        .await;
    };
    let winner = &players[outcome.winners[0].index()];
    let loser = &players[1 - outcome.winners[0].index()];
    // A restart in between: results are kept in the database.
    let app = t.restart(false).await;
    let mine = only_private(
        &cmd(
            &app,
            winner,
            Command::Stats {
                game: Some("zeppelin-attack".into()),
                user: None,
            },
        )
        .await,
    );
    assert!(
        mine.contains(&format!("**{}**:", winner.name))
            && mine.contains("1 game, 1 win (100 %), streak 1 (best 1)"),
        "{mine}"
    );
    assert!(
        mine.contains(&format!("most wins — 1. {} 1 of 1", winner.name)),
        "{mine}"
    );
    let theirs = only_private(
        &cmd(
            &app,
            winner,
            Command::Stats {
                game: None,
                user: Some(loser.user_id),
            },
        )
        .await,
    );
    assert!(theirs.contains("1 game, 0 wins (0 %)"), "{theirs}");
    let r = cmd(
        &app,
        winner,
        Command::Stats {
            game: Some("chess".into()),
            user: None,
        },
    )
    .await;
    assert!(
        only_private(&r).contains("I don't know the game `chess`"),
        "{r:?}"
    );
    let r = cmd(
        &app,
        &Caller {
            guild_id: None,
            ..alice()
        },
        Command::Stats {
            game: None,
            user: None,
        },
    )
    .await;
    assert!(only_private(&r).contains("per server"), "{r:?}");
}

/// The free table names no winner: its stats count games, with no wins or win rate
/// (it said "1 game, 0 wins (0 %)"), and its board ranks games played.
#[tokio::test]
async fn stats_of_the_free_table_count_games_and_no_wins() {
    let t = app().await;
    for _ in 0..2 {
        cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: "table".into(),
                options: "rounds=1".into(),
            },
        )
        .await;
        cmd(&t.app, &bob(), Command::GameJoin).await;
        cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
        cmd(&t.app, &alice(), Command::TurnNext).await;
        cmd(&t.app, &bob(), Command::TurnNext).await;
    }
    let said = only_private(
        &cmd(
            &t.app,
            &bob(),
            Command::Stats {
                game: Some("table".into()),
                user: None,
            },
        )
        .await,
    );
    assert!(said.contains("**bob**:\n• Free table: 2 games\n"), "{said}");
    assert!(!said.contains("win") && !said.contains('%'), "{said}");
    assert!(
        said.contains("Free table: most games — 1. alice 2 · 2. bob 2"),
        "{said}"
    );
}

#[tokio::test]
async fn the_daily_voyage_is_the_same_for_the_whole_server_and_has_its_own_board() {
    let t = app().await;
    let today = record::day_of(t.app.clock().now_ms());
    let in_channel = |who: Caller, channel: u64| Caller {
        channel_id: channel,
        ..who
    };
    let captains = [in_channel(alice(), 50), in_channel(bob(), 51)];
    // Options are separated by spaces, commas or semicolons: bob's comma counts too.
    for (captain, options) in captains
        .iter()
        .zip(["daily=on", "daily=on,remind-hours=24"])
    {
        cmd(
            &t.app,
            captain,
            Command::GameNew {
                game: "aether-captains".into(),
                options: options.into(),
            },
        )
        .await;
    }
    let r = cmd(&t.app, &in_channel(carol(), 50), Command::GameJoin).await;
    assert!(
        only_private(&r).contains("full"),
        "a daily voyage is solo: {r:?}"
    );
    let a = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let b = t.app.store().open_session_in(51).await.unwrap().unwrap();
    for stored in [&a.options, &b.options] {
        assert!(stored.contains(&format!("daily={today}")), "{stored}");
    }
    assert_eq!(a.seed, b.seed, "one voyage for the whole server today");
    for captain in &captains {
        cmd(&t.app, captain, Command::GameStart { shuffle: false }).await;
    }
    for (captain, channel) in captains.iter().zip([50, 51]) {
        for _ in 0..3_000 {
            let s = t
                .app
                .store()
                .latest_session_in(channel)
                .await
                .unwrap()
                .unwrap();
            let game = t.app.game_of(&s).await.unwrap();
            if game.outcome().is_some() {
                break;
            }
            let notation = game.suggest(Seat(0)).unwrap();
            cmd(&t.app, captain, Command::Play { action: notation }).await;
        }
    }
    let stats = only_private(
        &cmd(
            &t.app,
            &alice(),
            Command::Stats {
                game: Some("aether-captains".into()),
                user: None,
            },
        )
        .await,
    );
    assert!(
        stats.contains(&format!(
            "Today's daily voyage ({today}): best scores — 1. "
        )),
        "{stats}"
    );
    // Its seed stays sealed for the rest of the day, so nobody sails it knowing it.
    let sealed = only_private(&cmd(&t.app, &captains[0], Command::GameVerify).await);
    assert!(sealed.contains("revealed when the day is over"), "{sealed}");
    t.app.clock().advance(24 * 3_600_000);
    let verified = only_private(&cmd(&t.app, &captains[0], Command::GameVerify).await);
    assert!(verified.contains("✅ **Verified.**"), "{verified}");
}

#[tokio::test]
async fn a_cooperative_game_s_board_ranks_tables() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: "gems=1".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let players = [alice(), bob()];
    for _ in 0..100 {
        let s = t.app.store().latest_session_in(50).await.unwrap().unwrap();
        let game = t.app.game_of(&s).await.unwrap();
        if game.outcome().is_some() {
            break;
        }
        let seat = game.to_act()[0];
        let choices = game.choices(Actor::player(seat));
        let pick = choices
            .iter()
            .find(|c| c.notation == "end")
            .unwrap_or(&choices[0])
            .notation
            .clone();
        cmd(
            &t.app,
            &players[seat.index()],
            Command::Play { action: pick },
        )
        .await;
    }
    let stats = only_private(
        &cmd(
            &t.app,
            &bob(),
            Command::Stats {
                game: Some("zefiria".into()),
                user: None,
            },
        )
        .await,
    );
    assert!(stats.contains("1 game, 0 won together (0 %)"), "{stats}");
    assert!(stats.contains("best tables — 1. alice & bob "), "{stats}");
}

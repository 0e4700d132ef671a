//! `turn-hours` in every game with turns: the default each game plays for a player
//! who runs out of time (see each game's README).

use windward_engine::{Actor, GameKind, Match, Seat};

fn play(game: &mut Match, notation: &str) {
    let seat = game.to_act()[0];
    game.apply_notation(Actor::player(seat), notation)
        .unwrap_or_else(|e| panic!("`{notation}`: {e}"));
}

#[test]
fn bitwa_sets_out_sets_the_wind_and_ends_the_action_for_a_silent_admiral() {
    let mut game = Match::new(GameKind::Bitwa, "turn-hours=6", 2, 1).unwrap();
    let t = game.timeout().expect("a deadline while setting out");
    assert_eq!(
        (t.seat, t.notation.as_str(), t.minutes),
        (Seat(0), "ready", 360)
    );
    play(&mut game, "ready");
    play(&mut game, "ready");
    assert_eq!(game.timeout().unwrap().notation, "wind se");
    play(&mut game, "wind se");
    let t = game.timeout().unwrap();
    assert_eq!(t.notation, "end");
    assert_eq!(game.to_act(), [t.seat]);
    // Without the option, no deadline.
    assert!(Match::new(GameKind::Bitwa, "", 2, 1)
        .unwrap()
        .timeout()
        .is_none());
}

#[test]
fn zefiria_picks_spirits_and_corners_then_ends_a_silent_spirit_s_turn() {
    let mut game = Match::new(GameKind::Zefiria, "turn-hours=24", 2, 3).unwrap();
    let mut steps = 0;
    while game.outcome().is_none() && steps < 10 {
        let t = game.timeout().expect("a deadline on every turn");
        assert_eq!(t.minutes, 24 * 60);
        assert_eq!(game.to_act(), [t.seat]);
        let notation = t.notation.clone();
        play(&mut game, &notation);
        steps += 1;
        if notation == "end" {
            return;
        }
    }
    panic!("the default never ended a turn");
}

#[test]
fn aether_captains_gives_each_captain_a_deadline_of_their_own_with_the_cautious_answer() {
    let mut game = Match::new(GameKind::AetherCaptains, "turn-hours=12", 3, 5).unwrap();
    let timeouts = game.timeouts();
    assert_eq!(
        timeouts.iter().map(|t| t.seat).collect::<Vec<_>>(),
        game.to_act(),
        "one deadline per captain still flying"
    );
    assert!(timeouts
        .iter()
        .all(|t| t.minutes == 12 * 60 && t.notation == "build 3 2 2 3"));
    // With several captains waited for, a skip must say whose.
    assert_eq!(game.default_answer(), None);
    assert_eq!(
        game.default_answer_for(Seat(1)).as_deref(),
        Some("build 3 2 2 3")
    );
    game.apply_notation(Actor::player(Seat(1)), "build 2 4 2 2")
        .unwrap();
    // Seat 1 now sails on; its cautious answer is the next card, and the others
    // are still building.
    let by_seat = |game: &Match, seat: Seat| {
        game.timeouts()
            .into_iter()
            .find(|t| t.seat == seat)
            .map(|t| t.notation)
    };
    assert_eq!(by_seat(&game, Seat(1)).as_deref(), Some("next"));
    assert_eq!(by_seat(&game, Seat(0)).as_deref(), Some("build 3 2 2 3"));
    // Played to the end on defaults alone, every voyage ends.
    for _ in 0..5_000 {
        let Some(t) = game.timeouts().into_iter().next() else {
            break;
        };
        game.apply_notation(Actor::player(t.seat), &t.notation)
            .unwrap_or_else(|e| panic!("`{}` for {}: {e}", t.notation, t.seat));
    }
    assert!(
        game.outcome().is_some(),
        "the cautious answers end the game"
    );
    assert!(Match::new(GameKind::AetherCaptains, "", 2, 1)
        .unwrap()
        .timeouts()
        .is_empty());
}

#[test]
fn zephyr_gives_every_captain_it_waits_for_a_deadline_and_the_defaults_finish_a_mission() {
    let mut game = Match::new(GameKind::Zephyr, "turn-hours=12", 2, 4).unwrap();
    let ts = game.timeouts();
    assert_eq!(ts.len(), 2, "both captains choose their ships at once");
    assert!(ts.iter().all(|t| t.minutes == 12 * 60));
    assert!(
        ts.iter().all(|t| t.notation.starts_with("build:")),
        "{ts:?}"
    );
    let mut steps = 0;
    while game.outcome().is_none() {
        let ts = game.timeouts();
        let waiting = game.to_act();
        assert_eq!(
            ts.iter().map(|t| t.seat).collect::<Vec<_>>(),
            waiting,
            "one deadline per captain waited for"
        );
        let t = &ts[0];
        game.apply_notation(Actor::player(t.seat), &t.notation)
            .unwrap_or_else(|e| panic!("`{}`: {e}", t.notation));
        steps += 1;
        assert!(steps < 5000, "the defaults alone end the mission");
    }
    assert!(Match::new(GameKind::Zephyr, "", 2, 4)
        .unwrap()
        .timeouts()
        .is_empty());
}

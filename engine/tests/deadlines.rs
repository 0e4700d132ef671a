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

//! Whole matches and the engine contract: self-play ends, replays, captains side by side,
//! refused moves, notation, options.

use super::*;

/// Plays a whole match with the sensible policy (or random legal moves), every seat in
/// turn; returns the match and its log.
fn play_match(
    players: usize,
    seed: u64,
    sensible: bool,
) -> (Match, Vec<(Actor, serde_json::Value)>) {
    let mut m = Match::new(GameKind::AetherCaptains, "", players, seed).unwrap();
    let mut chooser = GameRng::from_seed(seed ^ 0xA5A5);
    let mut log = Vec::new();
    let mut moves = 0;
    while m.outcome().is_none() {
        let waiting = m.to_act();
        let seat = *chooser
            .choose(&waiting)
            .expect("someone acts until the end");
        let notation = if sensible {
            m.suggest(seat).expect("a suggestion")
        } else {
            let choices = m.choices(p(seat.0));
            chooser
                .choose(&choices)
                .expect("a legal move")
                .notation
                .clone()
        };
        let applied = m
            .apply_notation(p(seat.0), &notation)
            .unwrap_or_else(|e| panic!("seed {seed}: `{notation}` refused: {e}"));
        log.push((p(seat.0), applied.action));
        moves += 1;
        assert!(moves < 20_000, "seed {seed}: the match never ends");
    }
    (m, log)
}

#[test]
fn small_selfplay_every_game_ends() {
    for seed in 0..25 {
        play_match(1, seed, true);
    }
    for seed in 0..10 {
        play_match(1 + (seed as usize % 3), seed, false);
    }
}

#[test]
fn replay_rebuilds_the_same_snapshot() {
    let (m, log) = play_match(3, 11, true);
    let replayed = Match::replay(
        GameKind::AetherCaptains,
        "",
        3,
        11,
        log.iter().map(|(a, v)| (*a, v)),
    )
    .unwrap();
    assert_eq!(replayed.snapshot(), m.snapshot());
    assert_eq!(Match::from_snapshot(&m.snapshot()).unwrap(), m);
}

#[test]
fn captains_fly_independently_side_by_side() {
    let mut m = Match::new(GameKind::AetherCaptains, "", 2, 4).unwrap();
    assert_eq!(m.to_act(), vec![Seat(0), Seat(1)]);
    m.apply_notation(p(0), "build 3 2 2 3").unwrap();
    let bob_before = m.choices(p(1));
    m.apply_notation(p(0), "next").unwrap();
    assert_eq!(
        m.choices(p(1)),
        bob_before,
        "alice's moves don't touch bob's ship"
    );
    assert_eq!((m.button_token(Seat(0)), m.button_token(Seat(1))), (2, 0));
    // The public board shows whoever moved last; private views show your own ship.
    let AnyView::AetherCaptains(public) = m.view(Viewer::Public) else {
        panic!("kind")
    };
    assert_eq!(public.ship.as_ref().unwrap().seat, Seat(0));
    assert_eq!(public.leaderboard.len(), 2);
    m.apply_notation(p(1), "build 2 2 2 4").unwrap();
    let AnyView::AetherCaptains(public) = m.view(Viewer::Public) else {
        panic!("kind")
    };
    assert_eq!(public.ship.as_ref().unwrap().seat, Seat(1));
    let AnyView::AetherCaptains(mine) = m.view(Viewer::Seat(Seat(0))) else {
        panic!("kind")
    };
    assert!(mine.private && mine.ship.unwrap().seat == Seat(0));
    assert!(m.prompt(Seat(1)).english().starts_with("{seat:1}: "));
}

#[test]
fn the_match_ends_when_every_voyage_has() {
    let (mut g, mut rng) = game(2, 8);
    g.voyages[0].status = Status::Won;
    g.voyages[0].pending = Pending::Over;
    g.voyages[0].completed = vec![1, 2, 3];
    assert!(g.outcome().is_none(), "bob still flies");
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let err = g.apply(p(0), &Action::Next, &mut rng).unwrap_err();
    assert!(err.to_string().contains("voyage is over"), "{err}");
    g.voyages[1].status = Status::Lost {
        reason: "out of crew and gold".into(),
    };
    g.voyages[1].pending = Pending::Over;
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert_eq!(outcome.scores, vec![3, 0]);
    assert!(outcome.summary.english().contains("{seat:0}"));
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut m = Match::new(GameKind::AetherCaptains, "", 1, 2).unwrap();
    let before = m.snapshot();
    assert!(m.apply_notation(p(0), "attack").is_err());
    assert!(m.apply_notation(p(0), "build 4 4 4 4").is_err());
    assert!(m.apply_notation(p(0), "fly to the moon").is_err());
    assert!(m.apply_notation(Actor::player(Seat(3)), "next").is_err());
    assert_eq!(m.snapshot(), before);
}

#[test]
fn notation_round_trips_and_choices_fit_discord() {
    for seed in 0..12 {
        let mut m = Match::new(GameKind::AetherCaptains, "", 1, seed).unwrap();
        while m.outcome().is_none() {
            let choices = m.choices(p(0));
            let buttons = choices
                .iter()
                .filter(|c| c.placement == Placement::Button)
                .count();
            assert!(buttons <= 20, "{buttons} buttons: {choices:?}");
            // Notation does not depend on the state: any game reads it.
            let (g, _) = game(1, 0);
            for c in &choices {
                assert!(
                    c.notation.len() <= 100 && c.label.english().chars().count() <= 80,
                    "{c:?}"
                );
                let action = g.parse(&c.notation).unwrap();
                assert_eq!(g.notation(&action), c.notation);
            }
            let next = m.suggest(Seat(0)).unwrap();
            m.apply_notation(p(0), &next).unwrap();
        }
    }
    let (g, _) = game(1, 1);
    assert_eq!(g.parse(" SELL 3 ").unwrap(), Action::Sell { amount: 3 });
    assert_eq!(
        g.parse("build 3223").unwrap(),
        Action::Build {
            levels: [3, 2, 2, 3]
        }
    );
    assert_eq!(
        g.parse("buy guns 2").unwrap(),
        Action::Buy {
            stock: Stock::Weapons,
            amount: 2
        }
    );
    assert!(matches!(
        g.parse("buy gold 2"),
        Err(ActionError::Unknown(_))
    ));
    assert!(matches!(
        g.parse("hoist the mainsail"),
        Err(ActionError::Unknown(_))
    ));
}

#[test]
fn options_are_checked() {
    let err =
        AetherCaptains::configure(&Options::parse("patience=10", OPTIONS).unwrap()).unwrap_err();
    assert!(err.to_string().contains("0 to 9"), "{err}");
    let config = |o: &str| AetherCaptains::configure(&Options::parse(o, OPTIONS).unwrap());
    assert_eq!(config("patience=off").unwrap().patience, 0);
    // New sessions get `patience=off` written into their options (the book's rule);
    // options without the key are sessions from before, played with a limit of 3.
    assert_eq!(
        GameKind::AetherCaptains.new_session_options(""),
        "patience=off"
    );
    assert_eq!(
        GameKind::AetherCaptains.new_session_options("patience=2"),
        "patience=2"
    );
    assert_eq!(config("").unwrap().patience, 3, "a session from before");
    assert_eq!(config("patience=4").unwrap().patience, 4);
    assert!(Match::new(GameKind::AetherCaptains, "", 7, 1).is_err());
    assert!(Match::new(GameKind::AetherCaptains, "patience=5", 6, 1).is_ok());
}

//! Rules editions, the board, and setting out with the first wind.

use super::*;

fn configured(options: &str) -> Result<Config, SetupError> {
    Bitwa::configure(&Options::parse(options, Bitwa::option_specs())?)
}

// ----- rules editions ------------------------------------------------------------------

/// Stored options without `rules` are games begun before editions: edition 1, whose
/// snapshot has no `rules` at all. New sessions are stored with the newest edition.
#[test]
fn old_options_stay_edition_one_and_new_sessions_play_the_newest() {
    assert_eq!(configured("").unwrap().rules, 1);
    assert_eq!(configured("actions=60 turn-hours=24").unwrap().rules, 1);
    assert_eq!(configured("rules=2").unwrap().rules, 2);
    let err = configured("rules=3").unwrap_err().to_string();
    assert!(err.contains("rules"), "{err}");
    assert_eq!(RULES_EDITION, 2);
    assert_eq!(
        GameKind::Bitwa.new_session_options("actions=60"),
        "actions=60 rules=2"
    );
    assert_eq!(GameKind::Bitwa.new_session_options("rules=1"), "rules=1");
    assert_eq!(GameKind::Bitwa.selfplay_options(), "rules=2");
    let old = Match::new(GameKind::Bitwa, "", 2, 1).unwrap().snapshot();
    assert!(!old.contains("\"rules\""), "{old}");
    let new = Match::new(GameKind::Bitwa, "rules=2", 2, 1)
        .unwrap()
        .snapshot();
    assert!(new.contains("\"rules\":2"), "{new}");
    // An edition-1 snapshot reads back and writes itself out unchanged.
    assert_eq!(Match::from_snapshot(&old).unwrap().snapshot(), old);
}

// ----- the board -----------------------------------------------------------------------

#[test]
fn fields_name_themselves_and_starting_fields_never_touch() {
    assert_eq!(f("a1"), Field::new(0, 0));
    assert_eq!(f("N11").to_string(), "N11");
    assert!(Field::parse("O1").is_none() && Field::parse("A12").is_none());
    for fleet in 0..2 {
        let starts = start_fields(fleet);
        for (i, a) in starts.iter().enumerate() {
            assert_eq!(terrain(*a), Terrain::Sea, "{a}");
            for b in &starts[i + 1..] {
                assert!(a.distance(*b) >= 2, "{a} touches {b}");
            }
        }
        assert_eq!(terrain(rose(fleet)), Terrain::Sea);
    }
    assert_eq!(
        (rose(0).to_string(), rose(1).to_string()),
        ("M6".into(), "A6".into())
    );
    // Neighbours in all six directions are distance 1, and steps invert.
    let c = f("G5");
    for d in Dir::ALL {
        let n = c.step(d).unwrap();
        assert_eq!(c.distance(n), 1);
        assert_eq!(n.step(d.turned(3)), Some(c));
    }
}

// ----- setting out and the first wind -------------------------------------------------------

#[test]
fn fleets_set_out_then_the_lot_picks_the_wind_and_the_other_acts_first() {
    let mut rng = GameRng::from_seed(1);
    let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
    assert!(Bitwa::new(&Config::default(), 3, &mut rng).is_err());
    assert_eq!(g.to_act(), vec![Seat(0)]);
    assert!(refused(&mut g, &mut rng, "transport N6").contains("not one of the red"));
    assert!(refused(&mut g, &mut rng, "A7 m1").contains("still setting out"));
    ok(&mut g, &mut rng, "transport B8");
    assert!(refused(&mut g, &mut rng, "leave B8").contains("transport sets out from B8"));
    ok(&mut g, &mut rng, "leave A2");
    ok(&mut g, &mut rng, "leave C2");
    assert!(refused(&mut g, &mut rng, "leave A4").contains("Two fields are already"));
    ok(&mut g, &mut rng, "leave C2"); // fills it again
    ok(&mut g, &mut rng, "leave D10");
    ok(&mut g, &mut rng, "face B6 ne");
    ok(&mut g, &mut rng, "ready");
    let red: Vec<&Ship> = g.ships.iter().filter(|s| s.fleet() == 0).collect();
    assert_eq!(red.len(), 10);
    assert_eq!(ship_on(&g, "B8").class, Class::Transport);
    assert!(g.ship_at(f("A2")).is_none() && g.ship_at(f("D10")).is_none());
    assert_eq!(ship_on(&g, "B6").facing, NorthEast);
    assert_eq!(ship_on(&g, "C2").facing, East);
    assert_eq!(g.to_act(), vec![Seat(1)]);
    ok(&mut g, &mut rng, "ready");
    assert_eq!(g.ships.len(), 20);
    assert_eq!(
        g.ships
            .iter()
            .filter(|s| s.class == Class::Transport)
            .count(),
        2
    );
    let chooser = g.to_act()[0];
    assert_eq!(other(chooser), g.first);
    assert!(refused(&mut g, &mut rng, "wind e").contains("south-east or south-west"));
    let events = ok(&mut g, &mut rng, "wind sw");
    assert!(text(&events).contains("acts first"));
    assert_eq!(g.wind, Some(SouthWest));
    assert_eq!(g.to_act(), vec![g.first]);
}

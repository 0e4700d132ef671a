//! Movement: how far a ship sails, turns first, what blocks the way, damage.

use super::*;

// ----- movement ------------------------------------------------------------------------------

#[test]
fn how_far_a_ship_sails_depends_on_the_wind() {
    // A frigate on D7 heading east, with open sea ahead (E7, F7, G7).
    let try_wind = |wind: Dir, text: &str| {
        let (mut g, mut rng) = afloat(&[(1, FRIGATE, "D7", East, None)], wind);
        act(&mut g, &mut rng, text)
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    assert!(try_wind(East, "D7 m3").is_ok(), "with the wind: 3");
    assert!(try_wind(NorthEast, "D7 m2").is_ok());
    let err = try_wind(NorthEast, "D7 m3").unwrap_err();
    assert!(err.contains("at most 2 fields"), "{err}");
    assert!(try_wind(NorthWest, "D7 m1").is_ok());
    let err = try_wind(NorthWest, "D7 m2").unwrap_err();
    assert!(err.contains("at most 1 field"), "{err}");
    let err = try_wind(West, "D7 m1").unwrap_err();
    assert!(err.contains("straight into the wind"), "{err}");
    // Turning out of the wind first: 120° to south-west, then one field.
    let (mut g, mut rng) = afloat(&[(1, FRIGATE, "D7", East, None)], West);
    ok(&mut g, &mut rng, "D7 r2 m1");
    assert_eq!(ship_on(&g, "C8").facing, SouthWest);
}

#[test]
fn a_movement_is_three_steps_turns_first() {
    let (mut g, mut rng) = afloat(&[(1, FRIGATE, "D7", East, None)], East);
    assert!(refused(&mut g, &mut rng, "D7 r2 m2").contains("at most three steps"));
    assert!(refused(&mut g, &mut rng, "D7 m1 r1").contains("turn after a move"));
    let legal: Vec<String> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.notation(a))
        .filter(|n| n.starts_with("D7") && !n.contains("fire"))
        .collect();
    // Only a move, only a turn, 60° + 1–2, 120° + 1 — and nothing into the wind.
    for n in [
        "D7 m1", "D7 m3", "D7 r1", "D7 l2", "D7 r3", "D7 l1 m2", "D7 l1 m1", "D7 r2 m1",
    ] {
        assert!(legal.contains(&n.to_string()), "{n} missing from {legal:?}");
    }
    assert!(!legal.iter().any(|n| n == "D7 l3"), "180° is offered once");
    assert!(refused(&mut g, &mut rng, "D7 r1 m2").contains("E9 is an island"));
    ok(&mut g, &mut rng, "D7 l1 m2");
    assert_eq!(ship_on(&g, "E5").facing, NorthEast);
    assert!(refused(&mut g, &mut rng, "E5 m1").contains("has had its order"));
}

#[test]
fn shore_islands_and_ships_block_the_way_and_own_ships_never_touch() {
    let ships = [
        (1, FRIGATE, "D4", East, None),      // E4 then F4 (island)
        (2, FRIGATE, "C2", NorthEast, None), // into the shore
        (3, FRIGATE, "B7", East, None),
        (4, FRIGATE, "E7", East, None), // in B7's way
        (5, FRIGATE, "B9", East, None),
        (11, FRIGATE, "K9", West, None),
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    let err = refused(&mut g, &mut rng, "D4 m2");
    assert!(err.contains("F4 is an island"), "{err}");
    let err = refused(&mut g, &mut rng, "C2 m1");
    assert!(err.contains("shore"), "{err}");
    let err = refused(&mut g, &mut rng, "B7 m3");
    assert!(err.contains("the red frigate E7 is on E7"), "{err}");
    let err = refused(&mut g, &mut rng, "B7 m2");
    assert!(err.contains("never touch"), "{err}");
    let err = refused(&mut g, &mut rng, "B9 m3");
    assert!(err.contains("E9 is an island"), "{err}");
    ok(&mut g, &mut rng, "B9 r1 m1");
    let err = refused(&mut g, &mut rng, "K9 m1");
    assert!(err.contains("belongs to your opponent"), "{err}");
}

#[test]
fn damage_limits_movement() {
    let ships = [
        (1, FRIGATE, "C3", East, Some(Damage::Sails)),
        (2, FRIGATE, "C5", SouthEast, Some(Damage::Sails)),
        (3, FRIGATE, "C7", East, Some(Damage::Masts)),
        (4, FRIGATE, "C9", East, Some(Damage::Fire)),
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    assert!(refused(&mut g, &mut rng, "C3 m2").contains("sails are torn"));
    ok(&mut g, &mut rng, "C3 m1");
    assert!(refused(&mut g, &mut rng, "C5 m1").contains("only straight with the wind"));
    ok(&mut g, &mut rng, "C5 l1 m1"); // turn to the wind, then one field
    assert!(refused(&mut g, &mut rng, "C7 m1").contains("masts are down"));
    ok(&mut g, &mut rng, "C7 r1");
    assert!(refused(&mut g, &mut rng, "C9 r1").contains("on fire"));
    assert!(refused(&mut g, &mut rng, "select C9").contains("on fire"));
}

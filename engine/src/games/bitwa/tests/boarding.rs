//! Boarding: stopping beside an enemy, fights that go on, fire spreading through a fight.

use super::*;

// ----- boarding --------------------------------------------------------------------------------

#[test]
fn stopping_beside_an_enemy_boards_it_and_the_card_decides() {
    let ships = [
        (1, FRIGATE, "C8", East, None),        // 2 shields + 3 guns = 5
        (11, Class::Cutter, "G8", West, None), // 1 + 2 = 3
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    g.combat_deck = vec![16]; // +3 green: 5 against 6
    let t = text(&ok(&mut g, &mut rng, "C8 m3"));
    assert!(t.contains("boards"), "{t}");
    assert!(t.contains("green wins"), "{t}");
    assert!(g.ship_at(f("F8")).is_none(), "the red frigate is taken");
    assert!(g.fights.is_empty());
}

#[test]
fn an_undecided_boarding_goes_on_can_be_joined_and_cannot_be_left() {
    let ships = [
        (1, FRIGATE, "C8", East, None),
        (2, Class::Cutter, "H10", NorthWest, None),
        (11, FRIGATE, "G8", West, None),
        (12, FRIGATE, "L3", West, None),
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    g.combat_deck = vec![1]; // crossed swords
    let t = text(&ok(&mut g, &mut rng, "C8 m3"));
    assert!(t.contains("crossed swords"), "{t}");
    assert_eq!(g.fights.len(), 1);
    assert!(refused(&mut g, &mut rng, "F8 r1").contains("locked in a boarding"));
    // End: the wind, then green's action; the fight goes on in it.
    g.wind_deck = vec![2];
    ok(&mut g, &mut rng, "end");
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(refused(&mut g, &mut rng, "G8 r1").contains("locked in a boarding"));
    g.combat_deck = vec![1];
    g.wind_deck = vec![2];
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("Boarding fight"), "{t}");
    assert_eq!(g.fights.len(), 1);
    // Red's cutter joins: 5 + 3 against 5, triangles: red takes the green frigate.
    g.combat_deck = vec![6];
    let t = text(&ok(&mut g, &mut rng, "H10 m1"));
    assert!(t.contains("joins"), "{t}");
    assert!(t.contains("(8)") && t.contains("red wins"), "{t}");
    assert!(g.ship_at(f("G8")).is_none());
}

#[test]
fn boarding_two_ships_at_once_is_refused_and_fire_spreads_through_a_fight() {
    let ships = [
        (1, FRIGATE, "C6", East, None),
        (2, Class::ManOfWar, "E9", NorthEast, None),
        (11, FRIGATE, "G5", West, None),
        (12, FRIGATE, "G7", West, None),
        (13, FRIGATE, "E3", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    let err = refused(&mut g, &mut rng, "C6 m3");
    assert!(err.contains("two ships at once"), "{err}");
    // A fight set up directly: the red frigate, moved to D3, lashed to E3.
    g.ships[0].field = f("D3");
    g.fights.push(Fight {
        ships: vec![1, 13],
        fought: false,
    });
    assert!(refused(&mut g, &mut rng, "D3 r1").contains("locked"));
    // The man-of-war sets the green frigate on fire: it spreads to the red one.
    g.ships[1].field = f("E5");
    g.ships[1].facing = East;
    g.combat_deck = vec![16];
    let legal: Vec<String> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.notation(a))
        .collect();
    let shot = legal
        .iter()
        .find(|n| n.contains("E3"))
        .unwrap_or_else(|| panic!("{legal:?}"))
        .clone();
    let t = text(&ok(&mut g, &mut rng, &shot));
    assert!(t.contains("spreads"), "{t}");
    assert!(ship_on(&g, "D3").burning() && ship_on(&g, "E3").burning());
    assert!(g.fights.is_empty());
}

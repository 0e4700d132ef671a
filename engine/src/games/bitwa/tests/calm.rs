//! Wind and calm: wind cards end actions; the calm burns out fires and finishes boardings.

use super::*;

// ----- wind and calm -------------------------------------------------------------------------

#[test]
fn a_wind_card_ends_every_action() {
    let (mut g, mut rng) = afloat(&[(1, FRIGATE, "C6", East, None)], East);
    g.wind_deck = vec![2, 1, 0]; // +1, then −1, then none
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("clockwise"), "{t}");
    assert_eq!(g.wind, Some(SouthEast));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    ok(&mut g, &mut rng, "end");
    assert_eq!(g.wind, Some(East));
    ok(&mut g, &mut rng, "end");
    assert_eq!(g.wind, Some(East));
    assert_eq!(g.actions, 3);
}

#[test]
fn the_calm_burns_out_fires_finishes_boardings_then_turns_and_salvos_only() {
    let ships = [
        (0, Class::Transport, "B2", East, None),
        (1, FRIGATE, "E6", East, None),
        (2, FRIGATE, "B9", East, Some(Damage::Fire)),
        (3, FRIGATE, "J9", East, None),
        (10, Class::Transport, "M10", West, None),
        (11, FRIGATE, "E4", West, None),
        (12, FRIGATE, "K9", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.fights.push(Fight {
        ships: vec![3, 12],
        fought: true,
    });
    g.wind_deck = vec![FLAUTA_ID];
    g.combat_deck = vec![4, 1, 1]; // swords, swords, then +1 for red decides
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("T-FLAUTA"), "{t}");
    assert!(t.contains("burns to the waterline"), "{t}");
    assert!(g.ship_at(f("B9")).is_none());
    assert!(g.fights.is_empty(), "boardings are fought to the end");
    assert!(g.in_calm(), "{t}");
    // Green (the other player) begins: turns and salvos, no sailing.
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(refused(&mut g, &mut rng, "E4 r1 m1").contains("calm"));
    assert!(g.prompt(Seat(1)).english().contains("calm"));
    ok(&mut g, &mut rng, "end");
    ok(&mut g, &mut rng, "end");
    // Two quiet calm turns: the calm ends, the wind comes back from a calm hexagon.
    assert!(!g.in_calm());
    assert_eq!(g.wind_deck.len(), 24);
    assert_eq!(g.to_act(), vec![Seat(1)], "the drawer's opponent acts next");
}

//! The end: the transport at the wind rose, ten actions without one, draws, dusk.

use super::*;

// ----- the end ----------------------------------------------------------------------------------

#[test]
fn a_transport_at_the_wind_rose_wins() {
    let ships = [
        (0, Class::Transport, "K6", East, None),
        (10, Class::Transport, "D3", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    let t = text(&ok(&mut g, &mut rng, "K6 m2"));
    assert!(t.contains("Wind Rose"), "{t}");
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert!(g.to_act().is_empty());
}

#[test]
fn without_a_transport_a_fleet_fights_ten_actions_then_loses_or_draws() {
    let ships = [
        (1, Class::ManOfWar, "E6", East, None),
        (10, Class::Transport, "E4", West, None),
        (11, FRIGATE, "L3", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.lost_at = [Some(0), None];
    g.actions = 1;
    for i in 0..LAST_STAND {
        assert!(g.outcome().is_none(), "after {i}");
        g.wind_deck = vec![2];
        ok(&mut g, &mut rng, "end"); // red
        if g.outcome().is_some() {
            break;
        }
        g.wind_deck = vec![2];
        ok(&mut g, &mut rng, "end"); // green
    }
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.winners, vec![Seat(1)]);
    // Again, but red cripples the green transport in time: a draw.
    let (mut g, mut rng) = battle(&ships, East);
    g.lost_at = [Some(0), None];
    g.actions = 1;
    g.combat_deck = vec![13];
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("draw"), "{t}");
    assert_eq!(g.outcome().unwrap().winners, vec![]);
}

/// Red's transport has its masts down, green's is on fire: neither can ever sail home,
/// and any way on ends in a draw. Edition 2 ends the battle there; edition 1 played on
/// until a calm burnt green's out (or dusk fell).
#[test]
fn both_transports_crippled_is_a_draw_at_once() {
    let ships = [
        (0, Class::Transport, "B2", East, Some(Damage::Masts)),
        (1, FRIGATE, "C9", East, None),
        (10, Class::Transport, "M10", West, Some(Damage::Fire)),
        (11, FRIGATE, "L3", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.wind_deck = vec![2];
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("Both transports are lost or crippled"), "{t}");
    assert_eq!(g.outcome().unwrap().winners, vec![]);
    assert_eq!(g.ending(), Some("draw: both transports out"));
    assert!(g.to_act().is_empty());
    let (mut g, mut rng) = battle(&ships, East);
    g.config.rules = 1;
    g.wind_deck = vec![2];
    ok(&mut g, &mut rng, "end");
    assert!(g.outcome().is_none(), "edition 1 plays on");
    // The salvo that cripples the second transport ends it there and then.
    let ships = [
        (0, Class::Transport, "B2", East, Some(Damage::Masts)),
        (1, FRIGATE, "E6", East, None),
        (10, Class::Transport, "E4", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.combat_deck = vec![13]; // white 2, masts down: three guns hit
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("masts down") && t.contains("draw"), "{t}");
    assert_eq!(g.outcome().unwrap().winners, vec![]);
    // Torn sails still sail: that transport is not out.
    let (mut g, mut rng) = battle(&ships, East);
    g.ships[0].damage = Some(Damage::Sails);
    g.combat_deck = vec![13];
    ok(&mut g, &mut rng, "E6 fire port E4");
    assert!(g.outcome().is_none());
}

/// Green's burning transport burns out in the calm red's WIND card called: green has
/// the ten actions the board announces, each counted, as after any other loss.
/// Edition 1 recorded the loss at the action the calm had already moved on to, so
/// green's first action after it did not count: eleven.
#[test]
fn a_transport_lost_in_a_calm_leaves_ten_actions_as_announced() {
    let ships = [
        (0, Class::Transport, "B2", East, None),
        (1, FRIGATE, "C9", East, None),
        (10, Class::Transport, "M10", West, Some(Damage::Fire)),
        (11, FRIGATE, "L3", West, None),
    ];
    for (edition, actions) in [(2, LAST_STAND), (1, LAST_STAND + 1)] {
        let (mut g, mut rng) = battle(&ships, East);
        g.config.rules = edition;
        g.wind_deck = vec![FLAUTA_ID];
        let t = text(&ok(&mut g, &mut rng, "end"));
        assert!(t.contains("M10 burns to the waterline"), "{t}");
        assert_eq!(
            g.to_act(),
            vec![Seat(1)],
            "no ship in range: the calm is over"
        );
        assert_eq!(g.view(Viewer::Public).last_stand[1], Some(LAST_STAND));
        let mut green = 0;
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            g.wind_deck = vec![2];
            ok(&mut g, &mut rng, "end");
            if seat == Seat(1) {
                green += 1;
                if green == 1 && edition >= 2 {
                    assert_eq!(g.view(Viewer::Public).last_stand[1], Some(LAST_STAND - 1));
                }
            }
        }
        assert_eq!(green, actions, "edition {edition}");
        assert_eq!(g.outcome().unwrap().winners, vec![Seat(0)]);
    }
}

#[test]
fn dusk_ends_the_battle_in_a_draw() {
    let (mut g, mut rng) = afloat(&[(1, FRIGATE, "C6", East, None)], East);
    g.config.limit = 2;
    g.wind_deck = vec![2, 2];
    ok(&mut g, &mut rng, "end");
    assert!(g.outcome().is_none());
    let t = text(&ok(&mut g, &mut rng, "end"));
    assert!(t.contains("Dusk"), "{t}");
    assert!(g.outcome().unwrap().winners.is_empty());
}

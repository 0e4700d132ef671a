//! Salvos: broadsides, what blocks them, hits and damage, sinking and scuttling.

use super::*;

// ----- salvos -----------------------------------------------------------------------------------

#[test]
fn broadsides_fire_sideways_three_fields_over_open_sea() {
    // A frigate on E6 heading east: port is the wedge to the north, starboard south.
    let ships = [
        (1, FRIGATE, "E6", East, None),
        (11, FRIGATE, "E4", West, None), // port, 2 fields
        (12, FRIGATE, "F8", West, None), // starboard
        (13, FRIGATE, "H6", West, None), // dead ahead: no arc
        (14, FRIGATE, "D3", West, None), // 3 fields, behind F4? no: open
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    let legal: Vec<String> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.notation(a))
        .collect();
    assert!(
        legal.contains(&"E6 fire port E4 starboard F8".to_string()),
        "{legal:?}"
    );
    assert!(!legal.iter().any(|n| n.contains("H6")), "{legal:?}");
    let err = refused(&mut g, &mut rng, "E6 fire port H6");
    assert!(
        err.contains("outside the red frigate E6 port broadside"),
        "{err}"
    );
    let err = refused(&mut g, &mut rng, "E6 fire starboard E4");
    assert!(err.contains("outside"), "{err}");
    // Two cards, one per salvo: a T (miss) then a 2 (three guns hit): masts down.
    g.combat_deck = vec![13, 0];
    let events = ok(&mut g, &mut rng, "E6 fire port E4 starboard F8");
    let t = text(&events);
    assert!(t.contains("T — a miss"), "{t}");
    assert!(t.contains("masts down"), "{t}");
    assert_eq!(ship_on(&g, "E4").damage, None);
    assert_eq!(ship_on(&g, "F8").damage, Some(Damage::Masts));
}

#[test]
fn islands_and_ships_block_a_salvo_and_the_transport_has_no_guns() {
    let ships = [
        (0, Class::Transport, "B4", East, None),
        (1, FRIGATE, "E5", NorthEast, None), // starboard wedge runs east, over F5 (island)
        (11, FRIGATE, "G5", West, None),
        (12, FRIGATE, "C6", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    let err = refused(&mut g, &mut rng, "E5 fire starboard G5");
    assert!(err.contains("blocked"), "{err}");
    let err = refused(&mut g, &mut rng, "B4 fire port C6");
    assert!(err.contains("no guns"), "{err}");
}

#[test]
fn a_hit_needs_more_guns_than_the_white_number_and_damage_only_gets_worse() {
    let ships = [
        (1, Class::Cutter, "E6", East, None), // 2 guns
        (11, FRIGATE, "E4", West, Some(Damage::Masts)),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.combat_deck = vec![13]; // white 2: two guns are not enough
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("not enough") && t.contains("miss"), "{t}");
    // Next action: white 0, sails torn: lighter than masts down, the counter stays.
    g.phase = Phase::Action {
        seat: Seat(0),
        selected: None,
        ordered: Vec::new(),
        calm: None,
    };
    g.combat_deck = vec![4];
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("adds nothing"), "{t}");
    assert_eq!(ship_on(&g, "E4").damage, Some(Damage::Masts));
    // A gun lost counts: masts and a gun down leaves a frigate two guns.
    g.ships[1].damage = Some(Damage::MastsGun);
    assert_eq!(ship_on(&g, "E4").working_guns(), 2);
}

/// Red acts again (for several salvos by one ship in a test).
fn red_again(g: &mut Bitwa) {
    g.phase = Phase::Action {
        seat: Seat(0),
        selected: None,
        ordered: Vec::new(),
        calm: None,
    };
}

/// One working gun is "1 gun" in the narration; a transport, which has no guns, hit
/// for masts and guns is "masts down" (in the narration, its menu line and the
/// picture), never "1 gun lost".
#[test]
fn one_gun_is_singular_and_a_transport_loses_no_guns() {
    let ships = [
        (0, Class::Transport, "A2", East, None),
        (1, Class::Cutter, "E6", East, Some(Damage::MastsGun)), // 1 working gun
        (10, Class::Transport, "F8", West, None),               // starboard
        (11, FRIGATE, "E4", West, None),                        // port
    ];
    let (mut g, mut rng) = battle(&ships, East);
    g.combat_deck = vec![7]; // white 1
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("(card 1: 1 gun is not enough): miss"), "{t}");
    red_again(&mut g);
    g.combat_deck = vec![5]; // white 0, sails torn
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("(card 0: 1 gun beats it): hit!"), "{t}");
    // A frigate's salvo at the transport: masts and two guns down.
    g.ships[1].class = FRIGATE;
    g.ships[1].damage = None;
    red_again(&mut g);
    g.combat_deck = vec![15]; // white 2, masts and two guns
    let t = text(&ok(&mut g, &mut rng, "E6 fire starboard F8"));
    assert!(t.contains("The green transport F8 is masts down."), "{t}");
    assert!(!t.contains("gun lost") && !t.contains("guns lost"), "{t}");
    let line = g.describe(&Action::Select { ship: f("F8") }).label;
    assert!(line.english().ends_with("masts down"), "{}", line.english());
    assert_eq!(ship_on(&g, "F8").damage_name(), Some("masts down"));
    red_again(&mut g);
    g.combat_deck = vec![14]; // masts and a gun: nothing more for a transport
    let t = text(&ok(&mut g, &mut rng, "E6 fire starboard F8"));
    assert!(
        t.contains("It is already masts down; the damage adds nothing."),
        "{t}"
    );
}

#[test]
fn a_sunk_ship_leaves_and_a_damaged_one_may_be_scuttled() {
    let ships = [
        (1, Class::ManOfWar, "E6", East, None),
        (2, FRIGATE, "B3", East, None),
        (3, FRIGATE, "B9", East, Some(Damage::Sails)),
        (11, FRIGATE, "E4", West, None),
    ];
    let (mut g, mut rng) = afloat(&ships, East);
    g.combat_deck = vec![21]; // white 3, sunk: four guns hit
    let t = text(&ok(&mut g, &mut rng, "E6 fire port E4"));
    assert!(t.contains("sinks"), "{t}");
    assert!(g.ship_at(f("E4")).is_none());
    assert_eq!(g.lost, [0, 1]);
    assert!(refused(&mut g, &mut rng, "B3 scuttle").contains("undamaged"));
    ok(&mut g, &mut rng, "B9 scuttle");
    assert_eq!(g.lost, [1, 1]);
}

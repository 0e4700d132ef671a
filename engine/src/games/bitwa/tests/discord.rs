//! Discord: menus, offered ships, notation, typos, the rules text, the catalogue.

use super::*;

// ----- Discord -------------------------------------------------------------------------------------

#[test]
fn a_ship_is_picked_then_its_orders_come_in_two_menus() {
    let ships = [
        (1, FRIGATE, "E6", East, None),
        (2, FRIGATE, "B3", East, None),
        (11, FRIGATE, "E4", West, None),
    ];
    let (mut g, mut rng) = battle(&ships, East);
    let choices: Vec<Choice> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe(a))
        .collect();
    let menu = |c: &Choice| match &c.placement {
        Placement::Menu(m) => Some(m.english()),
        _ => None,
    };
    let ships_menu: Vec<&Choice> = choices
        .iter()
        .filter(|c| menu(c).as_deref() == Some("Order a ship…"))
        .collect();
    assert_eq!(ships_menu.len(), 2);
    assert!(choices
        .iter()
        .any(|c| c.label.english().starts_with("End action")));
    ok(&mut g, &mut rng, "select E6");
    let choices: Vec<Choice> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe(a))
        .collect();
    let menus: std::collections::BTreeSet<String> = choices.iter().filter_map(menu).collect();
    assert!(menus.contains("Frigate E6: sail or turn…"), "{menus:?}");
    assert!(menus.contains("Frigate E6: fire…"), "{menus:?}");
    assert!(choices
        .iter()
        .any(|c| c.label.english() == "Back to the fleet"));
    let fire = choices
        .iter()
        .find(|c| c.notation == "E6 fire port E4")
        .unwrap();
    assert_eq!(fire.label.english(), "Fire port at frigate E4");
    let sail = choices.iter().find(|c| c.notation == "E6 r1 m2").unwrap();
    assert!(
        sail.label
            .english()
            .starts_with("Turn 60° right, sail 2 to F8"),
        "{}",
        sail.label.english()
    );
    for c in &choices {
        assert!(
            c.label.english().chars().count() <= 80,
            "{}",
            c.label.english()
        );
        if let Placement::Menu(m) = &c.placement {
            let n = choices
                .iter()
                .filter(|d| menu(d) == Some(m.english()))
                .count();
            assert!(n <= 25, "{}: {n}", m.english());
        }
    }
    assert!(g.view(Viewer::Public).targets.contains(&f("E4")));
    ok(&mut g, &mut rng, "cancel");
    assert_eq!(g.selected(), None);
}

/// Red's calm turn, green having drawn the T-FLAUTA.
fn calm_turn(g: &mut Bitwa) {
    g.last_wind = Some(FLAUTA_ID);
    g.phase = Phase::Action {
        seat: Seat(0),
        selected: None,
        ordered: Vec::new(),
        calm: Some(Calm {
            drawer: Seat(1),
            turns: 0,
            quiet: 0,
            fired: false,
        }),
    };
}

/// The labels of the menu `menu`.
fn menu_labels(g: &Bitwa, seat: u8, menu: &str) -> Vec<String> {
    g.legal_actions(p(seat))
        .iter()
        .map(|a| g.describe(a))
        .filter(|c| matches!(&c.placement, Placement::Menu(m) if m.english() == menu))
        .map(|c| c.label.english())
        .collect()
}

/// A ship set on fire in a calm burns out when the calm ends, whatever is fired at
/// it: in edition 2 the fire menu leaves it out, a salvo at it is refused, and it
/// keeps no calm going. Outside a calm it is a target (sinking it clears the way),
/// marked as burning.
#[test]
fn burning_ships_are_no_targets_in_a_calm() {
    let ships = [
        (1, FRIGATE, "E6", East, None),
        (11, FRIGATE, "E4", West, Some(Damage::Fire)), // port
        (12, FRIGATE, "F8", West, None),               // starboard
    ];
    let (mut g, mut rng) = battle(&ships, East);
    calm_turn(&mut g);
    ok(&mut g, &mut rng, "select E6");
    let fire = menu_labels(&g, 0, "Frigate E6: fire…");
    assert_eq!(fire, vec!["Fire starboard at frigate F8"]);
    let err = refused(&mut g, &mut rng, "E6 fire port E4 starboard F8");
    assert!(err.contains("left to burn out"), "{err}");
    assert!(rules::engaged(&g), "F8 is still in range");
    g.ships.retain(|s| s.id != 12);
    assert!(!rules::engaged(&g), "a burning hulk keeps no calm going");
    // Edition 1 offered it, and the calm went on for it.
    g.config.rules = 1;
    assert!(rules::engaged(&g));
    assert_eq!(
        menu_labels(&g, 0, "Frigate E6: fire…"),
        vec!["Fire port at burning frigate E4"]
    );
    // Outside a calm it is a target in every edition, marked as burning.
    let (mut g, mut rng) = battle(&ships, East);
    ok(&mut g, &mut rng, "select E6");
    let fire = menu_labels(&g, 0, "Frigate E6: fire…");
    assert!(
        fire.contains(&"Fire port at burning frigate E4, starboard at frigate F8".to_string()),
        "{fire:?}"
    );
}

/// The fleet's ships offered in **Order a ship…**.
fn ships_offered(g: &Bitwa, seat: u8) -> Vec<String> {
    g.legal_actions(p(seat))
        .iter()
        .map(|a| g.describe(a))
        .filter(|c| matches!(&c.placement, Placement::Menu(m) if m.english() == "Order a ship…"))
        .map(|c| c.notation)
        .collect()
}

/// In a calm a transport can't sail and has no guns to bring to bear: it has no
/// order, so **Order a ship…** leaves it out (edition 1 offered it, with turns only).
/// With its masts down, its only order is to scuttle it.
#[test]
fn a_ship_with_nothing_to_do_is_not_offered() {
    let ships = [
        (0, Class::Transport, "B2", East, None),
        (1, FRIGATE, "E6", East, None),
        (11, FRIGATE, "E4", West, None),
    ];
    let calm = |edition: u8| {
        let (mut g, rng) = battle(&ships, East);
        g.config.rules = edition;
        calm_turn(&mut g);
        (g, rng)
    };
    let (mut g, mut rng) = calm(2);
    assert_eq!(ships_offered(&g, 0), vec!["select E6"]);
    let err = refused(&mut g, &mut rng, "B2 r1");
    assert!(err.contains("only ships that can fire"), "{err}");
    let err = refused(&mut g, &mut rng, "select B2");
    assert!(err.contains("no order"), "{err}");
    ok(&mut g, &mut rng, "E6 r1"); // a gunship still turns in the calm
    let (g, _) = calm(1);
    assert_eq!(ships_offered(&g, 0), vec!["select B2", "select E6"]);
    // Masts down, outside the calm: no turn, only the scuttling.
    let (mut g, mut rng) = battle(&ships, East);
    g.ships[0].damage = Some(Damage::Masts);
    let err = refused(&mut g, &mut rng, "B2 r1");
    assert!(err.contains("changes nothing"), "{err}");
    let orders: Vec<String> = rules::orders(&g, Seat(0), f("B2"))
        .iter()
        .map(|a| g.notation(a))
        .collect();
    assert_eq!(orders, vec!["B2 scuttle"]);
    // A transport hemmed in by the wind still turns: its next course depends on it.
    let (g, _) = battle(&[(0, Class::Transport, "B2", West, None)], East);
    assert!(ships_offered(&g, 0).contains(&"select B2".to_string()));
}

#[test]
fn notation_reads_back_what_it_writes() {
    let mut m = Match::new(GameKind::Bitwa, "", 2, 5).unwrap();
    let mut rng = GameRng::from_seed(9);
    for _ in 0..400 {
        if m.outcome().is_some() {
            break;
        }
        let seat = m.to_act()[0];
        let choices = m.choices(p(seat.0));
        let Some(c) = rng.choose(&choices).cloned() else {
            break;
        };
        let g = Bitwa::new(&Config::default(), 2, &mut GameRng::from_seed(1)).unwrap();
        let action = g.parse(&c.notation).unwrap();
        assert_eq!(notation::write(&action), c.notation);
        assert_eq!(g.parse(&c.notation.to_uppercase()).unwrap(), action);
        m.apply_notation(p(seat.0), &c.notation).unwrap();
    }
    let g = Bitwa::new(&Config::default(), 2, &mut GameRng::from_seed(1)).unwrap();
    assert_eq!(
        g.parse("F7 fire p H6 s H9").unwrap(),
        Action::Fire {
            ship: f("F7"),
            port: Some(f("H6")),
            starboard: Some(f("H9"))
        }
    );
    assert_eq!(
        g.parse("f7 right1 move2").unwrap(),
        g.parse("F7 r1 m2").unwrap()
    );
    assert!(g.parse("F7 fire port").is_err());
    assert!(g.parse("Z9 m1").is_err());
}

/// A typo is told, in a line, what was not read and where the notation is; the whole
/// notation comes with an empty order, and `/game rules` has every form in it.
#[test]
fn a_typo_gets_a_short_answer_that_points_to_the_rules() {
    let g = Bitwa::new(&Config::default(), 2, &mut GameRng::from_seed(1)).unwrap();
    let err = g.parse("F7 fier port H6").unwrap_err().to_string();
    assert!(err.contains("`fier` is not a step"), "{err}");
    for typo in [
        "F7 fier port H6",
        "Z9 m1",
        "F7 fire port",
        "F7 fire bow H6",
        "F7 fire",
        "wind up",
        "F7 m1 m1",
        "F7 r1 r1",
        "hello sailor",
        "leave Q4",
    ] {
        let err = g.parse(typo).unwrap_err().to_string();
        assert!(err.contains("`/game rules`"), "{typo}: {err}");
        let n = err.chars().count();
        assert!(n <= 200, "{typo}: {n} characters: {err}");
        assert!(!err.contains("setting out"), "{typo}: {err}");
    }
    let empty = g.parse("  ").unwrap_err().to_string();
    assert!(
        empty.contains("`transport B6`") && empty.contains("`wind sw`"),
        "{empty}"
    );
    for form in [
        "F7 m3",
        "F7 r1 m2",
        "F7 l2",
        "F7 fire port H6 starboard H9",
        "F7 scuttle",
        "select F7",
        "end",
        "transport B6",
        "leave A2",
        "face B6 ne",
        "ready",
        "wind se",
        "wind sw",
    ] {
        assert!(Bitwa::RULES.contains(&format!("`{form}`")), "{form}");
    }
}

/// `/game rules` says what the rules say: ships of one fleet never touch.
#[test]
fn the_rules_text_keeps_a_fleet_apart() {
    assert!(!Bitwa::RULES.contains("never stop touching"));
    assert!(Bitwa::RULES.contains("never stop beside a ship of your own"));
    assert!(Bitwa::RULES.chars().count() < 4000);
}

#[test]
fn the_catalogue_counts_match_the_decks_and_fleets() {
    let list = Bitwa::catalogue();
    let count = |prefix: &str| -> u32 {
        list.iter()
            .filter(|c| c.id.starts_with(prefix))
            .map(|c| c.count)
            .sum()
    };
    assert_eq!(count("combat-"), 25);
    assert_eq!(count("wind-") + count("t-flauta"), 25);
    assert_eq!(count("counter-"), 28);
    let ships: u32 = list
        .iter()
        .filter(|c| c.kind == "ship")
        .map(|c| c.count)
        .sum();
    assert_eq!(ships, 20);
}

//! The content: the catalog holds the rulebook's cards, each well formed.

use super::*;

// ----- the content -------------------------------------------------------------------

#[test]
fn the_catalog_has_the_rulebooks_112_cards() {
    for set in CardSet::ALL {
        the_rulebooks_counts(set);
    }
}

fn the_rulebooks_counts(set: CardSet) {
    let cat = catalog();
    assert_eq!(cat.len(set), 112);
    let count = |f: &dyn Fn(&CardDef) -> bool| cat.ids(set).filter(|c| f(c.def())).count();
    for m in Mastermind::ALL {
        assert_eq!(count(&|d| d.deck == m.deck()), 13, "{m:?}");
        assert_eq!(
            count(&|d| d.deck == m.deck() && d.kind == Kind::Flagship),
            1
        );
        assert_eq!(
            count(&|d| d.deck == m.deck() && d.kind == Kind::Experimental),
            1
        );
    }
    let merc = |k: Kind| count(&|d| d.deck == Deck::Mercenary && d.kind == k);
    assert_eq!(
        [
            merc(Kind::OperationsZeppelin),
            merc(Kind::AttackZeppelin),
            merc(Kind::Attack),
            merc(Kind::Defense),
            merc(Kind::Operative)
        ],
        [6, 6, 8, 6, 8]
    );
    assert_eq!(count(&|d| d.kind == Kind::Fate), 26);
    assert_eq!(
        count(&|d| d.start == Some(StartFate::Minor) && d.value == 3),
        4
    );
    assert_eq!(
        count(&|d| d.start == Some(StartFate::Major) && d.value == 4),
        4
    );
    assert!(cat
        .ids(set)
        .filter(|c| c.def().kind == Kind::Fate)
        .all(|c| (2..=5).contains(&c.def().value)));
}

#[test]
fn every_card_is_well_formed() {
    for set in CardSet::ALL {
        well_formed(set);
    }
}

fn well_formed(set: CardSet) {
    let cat = catalog();
    let mut types = HashSet::new();
    for def in cat.defs(set) {
        let k = def.kind;
        if k.is_action() {
            assert!((1..=3).contains(&def.payload), "{}", def.name);
            assert!(!def.lines().is_empty(), "{} does nothing", def.name);
        }
        if matches!(k, Kind::Attack | Kind::Defense) {
            assert!(!def.types.is_empty(), "{}", def.name);
            types.extend(def.types.iter().copied());
        } else {
            assert!(def.types.is_empty(), "{}", def.name);
        }
        if k.is_zeppelin() || k == Kind::Flagship {
            assert!(def.capacity.iter().any(|c| *c > 0), "{}", def.name);
        }
        if def.deck == Deck::Mercenary || k == Kind::Experimental {
            assert!(def.cost > 0, "{} has a price", def.name);
        } else {
            assert_eq!(
                (def.cost, def.vp),
                (0, 0),
                "{} is a Start or Fate card",
                def.name
            );
        }
        assert_eq!(k == Kind::Flagship, def.power.is_some(), "{}", def.name);
        // Effects on "the foe" only where there is one.
        for e in def.general.iter().chain(&def.fate) {
            assert!(
                !matches!(
                    e,
                    Effect::FoeDiscards(_) | Effect::FoeDiscardsFate(_) | Effect::StealFate
                ),
                "{}",
                def.name
            );
        }
        assert!(def.attack.is_empty() || k == Kind::Attack);
        assert!(def.defense.is_empty() || k == Kind::Defense);
        assert!(def.fate.is_empty() || k == Kind::Fate);
        for (_, text) in def.lines() {
            assert!(text.len() < 200, "{}", def.name);
        }
    }
    assert_eq!(types.len(), 4, "all four attack types appear");
}

#[test]
fn no_card_name_hides_inside_another() {
    // The hidden-information tests look for names in texts: no name may contain another.
    let names: HashSet<&str> = CardSet::ALL
        .iter()
        .flat_map(|set| catalog().defs(*set))
        .map(|d| d.name.as_str())
        .collect();
    for a in &names {
        for b in &names {
            if a != b {
                assert!(!a.contains(b), "{a} contains {b}");
            }
        }
    }
}

#[test]
fn the_rulebooks_example_cards_are_as_described() {
    let def = |n: &str| ids_named(n)[0].def().clone();
    assert_eq!(def("Insanity Ray").cost, 8);
    assert_eq!(def("Lightning Projector").types, vec![AttackType::Electric]);
    assert_eq!(def("Lightning Projector").general, vec![Effect::Credit(1)]);
    assert_eq!(def("Maxim Cannon").types, vec![AttackType::Explosive]);
    assert_eq!(
        def("Maxim Cannon").attack,
        vec![Effect::Draw(1), Effect::Discard(1)]
    );
    assert!(def("Maxim Cannon").general.is_empty());
    assert_eq!(
        def("Ghost Projector").defense,
        vec![Effect::FoeDiscardsFate(1)]
    );
    assert_eq!(
        def("Ghost Projector").general,
        vec![Effect::Draw(2), Effect::Discard(1)]
    );
    assert_eq!(
        def("Conductive Counter Measures").general,
        vec![Effect::Draw(1)]
    );
    assert_eq!(def("Resourceful No. 2").payload, 2);
    assert_eq!(def("The Helios").capacity[2], 1);
    assert_eq!(def("Mack Silver Discovers the Hollow Earth").value, 3);
    assert_eq!(
        def("Mack Silver Discovers the Hollow Earth").fate,
        vec![Effect::EachDraw(1)]
    );
    assert_eq!(def("Ice Field").deck, Deck::JacquelineFrost);
    assert_eq!(def("The Ice Storm").kind, Kind::Flagship);
    for (n, deck) in [
        ("The Chimpanzee", Deck::GorillaKhan),
        ("The Leviathan", Deck::JacquelineFrost),
        ("The Pineal", Deck::WalkingMind),
    ] {
        assert_eq!((def(n).kind, def(n).deck), (Kind::Experimental, deck));
    }
    assert!(def("Cryo Suspensor").attack.len() + def("Cryo Suspensor").general.len() >= 2);
    assert_eq!(
        def("Ghost Projector").lines()[0],
        (
            Section::Defense,
            "The attacker discards a Fate card.".to_string()
        )
    );
}

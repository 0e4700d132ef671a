//! Edition 5: the book's smaller rules.

use super::*;

#[test]
fn a_solo_leader_completing_an_assignment_draws_two_to_choose_from() {
    for (options, drawn) in [("rules=5", 2), ("rules=4", 1)] {
        let (mut g, mut rng) = party_on_final_day(1, options, "Grain Convoy");
        g.m.ships[0].offers.clear();
        let lines = advance(&mut g, &mut rng);
        assert!(
            lines.iter().any(|l| l.contains("completes Grain Convoy")),
            "{lines:?}"
        );
        assert_eq!(g.m.ships[0].offers.len(), drawn, "{options}");
    }
    // With others at the table the leader draws one.
    let (mut g, mut rng) = party_on_final_day(2, "rules=5", "Grain Convoy");
    g.m.ships[0].offers.clear();
    advance(&mut g, &mut rng);
    assert_eq!(g.m.ships[0].offers.len(), 1);
}

/// A ship whose only card is its one installed system, then a critical hit that
/// takes a card (a roll of 3).
fn lose_the_only_system(options: &str) -> (Zephyr, u8) {
    let (mut g, _) = flying_with(1, 5, options);
    let m = &mut g.m;
    let system = (0..content().systems.len() as u8)
        .find(|&s| {
            m.in_supply(s) && content().systems[usize::from(s)].tier == content::Tier::Bronze
        })
        .unwrap();
    let ship = &mut m.ships[0];
    ship.systems = vec![None; ship.systems.len()];
    ship.cargo.clear();
    ship.systems[0] = Some(system);
    ship.deck = vec![Card::system(system)];
    ship.hand.clear();
    ship.discard.clear();
    let mut ev = Vec::new();
    m.critical(Seat(0), &mut ev, &names, &mut rolling(3));
    assert!(
        ev.iter()
            .any(|e| e.text.english().contains("rolls 3: loses the card")),
        "{:?}",
        ev.iter().map(|e| &e.text).collect::<Vec<_>>()
    );
    assert!(m.owner_of(system).is_none(), "the system left the ship");
    (g, system)
}

#[test]
fn a_system_lost_to_critical_damage_is_gone_for_good() {
    let (mut g, system) = lose_the_only_system("rules=5");
    let name = &content().systems[usize::from(system)].name;
    assert!(!g.m.in_supply(system));
    assert!(
        g.m.for_sale().iter().all(|&(s, _)| s != system),
        "the lost tile is not for sale ({name})"
    );
    g.m.ships[0].scrap = 100;
    g.m.ships[0].at = Where::Resupply;
    g.m.tasks[0] = Task::Shop;
    let before = g.clone();
    let e = g
        .apply(
            Actor::player(Seat(0)),
            &Action::Buy { system },
            &mut rolling(1),
        )
        .unwrap_err();
    assert!(e.to_string().contains("was lost for good"), "{e}");
    assert_eq!(g, before, "a refusal changes nothing");
    // Edition 4 put it back on sale.
    let (old, system) = lose_the_only_system("rules=4");
    assert!(old.m.in_supply(system));
    assert!(old.m.lost.is_empty());
}

#[test]
fn the_final_battle_fights_at_the_tier_the_board_shows() {
    for (options, tier) in [
        ("rules=5 mission=scrap-rush", 2u8),
        ("rules=4 mission=scrap-rush", 3),
    ] {
        let (mut g, mut rng) = flying_with(2, 5, options);
        g.m.pos = g.m.total_days() - 1;
        g.m.completed = g.m.needed();
        g.m.phase = rules::Phase::Dusk;
        for t in &mut g.m.tasks {
            *t = Task::Idle;
        }
        advance(&mut g, &mut rng);
        assert_eq!(g.m.tier().0, 2, "two regions: the goal space is tier 2");
        // No region rules at the goal space, so a ship's hull is its tier's.
        g.m.region = None;
        act(&mut g, &mut rng, 0, "done");
        act(&mut g, &mut rng, 1, "done");
        let b = &g.m.battles[0];
        for foe in &b.foes {
            let printed = content().enemies[usize::from(foe.enemy)].hull[usize::from(tier) - 1];
            assert_eq!(foe.max, printed, "{options}: {}", foe.name());
        }
    }
}

#[test]
fn crew_killed_in_battle_free_their_faction_and_pass_on_their_companion() {
    let ransom = content()
        .personalities
        .iter()
        .position(|p| p.name == "Ransom")
        .unwrap() as u8;
    let thistle = enemy("The Thistle");
    for (options, fair) in [("rules=5", true), ("rules=4", false)] {
        let (mut g, _) = flying_with(1, 5, options);
        let m = &mut g.m;
        m.ships[0].crew[0].as_mut().unwrap().companion = Some(ransom);
        m.ships[0].crew[1].as_mut().unwrap().companion = None;
        let faction = m.ships[0].crew[0].as_ref().unwrap().faction;
        let supply = m.decks.factions[usize::from(faction)];
        // The Thistle's third face kills a crew member.
        let mut foe = enemy_ship(thistle, None, 1, 0, 0, Seat(0));
        foe.crew = 0;
        m.battles = vec![battle(&[0], vec![foe])];
        m.phase = rules::Phase::Battles;
        let mut ev = Vec::new();
        m.fire(Seat(0), &mut ev, &names, &mut rolling(3)).unwrap();
        let texts: Vec<String> = ev.iter().map(|e| e.text.english()).collect();
        assert!(
            texts.iter().any(|t| t.contains("kills a crew member of")),
            "{options}: {texts:?}"
        );
        let crew: Vec<_> = m.ships[0].crew.iter().flatten().collect();
        assert_eq!(crew.len(), 1, "{options}");
        let freed = m.decks.factions[usize::from(faction)] - supply;
        if fair {
            assert_eq!(freed, 1, "the faction card returns to the supply");
            assert_eq!(crew[0].companion, Some(ransom), "the companion moves on");
            assert!(texts
                .iter()
                .any(|t| t.contains("The companion Ransom moves to another crew member.")));
        } else {
            assert_eq!(freed, 0, "edition 4 lost them with the crew member");
            assert_eq!(crew[0].companion, None);
        }
    }
}

#[test]
fn a_region_storm_strikes_a_patrol_as_it_sets_out() {
    let thunderhead = content()
        .regions
        .iter()
        .position(|r| r.name == "Thunderhead Shelf")
        .unwrap() as u8;
    for (options, hurt) in [("rules=5", 1usize), ("rules=4", 0)] {
        let (mut g, mut rng) = flying_with(1, 5, options);
        g.m.region = Some(thunderhead);
        let whole = g.m.ships[0].undamaged();
        let said: Vec<String> = act(&mut g, &mut rng, 0, "patrol")
            .into_iter()
            .map(|e| e.text.english())
            .collect();
        let told = said
            .iter()
            .any(|l| l.contains("sets out on patrol into the storm: 1 damage."));
        assert_eq!(told, hurt == 1, "{options}: {said:?}");
        // The damage holds through the day's exploration (it may add its own).
        assert!(whole - g.m.ships[0].undamaged() >= hurt, "{options}");
    }
}

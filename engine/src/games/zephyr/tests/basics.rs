//! The components, whole games at every player count, and the rules one at a time as
//! a captain meets them: ships and the barge, the day's decisions, exploring, battles,
//! the day's end.

use super::*;

#[test]
fn content_counts_match_the_book() {
    let c = content();
    assert_eq!(c.ships.len(), 5);
    assert!(c.ships.iter().all(|s| s.deck.len() == 10));
    let tiers = |t: Tier| c.systems.iter().filter(|s| s.tier == t).count();
    assert_eq!(
        [
            tiers(Tier::Bronze),
            tiers(Tier::Silver),
            tiers(Tier::Gold),
            tiers(Tier::Epic)
        ],
        [20, 15, 10, 5]
    );
    assert_eq!(c.factions.len(), 5);
    assert!(c.factions.iter().all(|f| f.count == 4));
    assert_eq!(c.personalities.len(), 40);
    assert_eq!(c.regions.len(), 12);
    assert_eq!(c.enemies.len(), 22);
    assert_eq!(c.commanders.len(), 10);
    let deck = |d: Deck| {
        c.explore
            .iter()
            .filter(|e| e.deck == d)
            .map(|e| u32::from(e.count))
            .sum::<u32>()
    };
    assert_eq!((deck(Deck::Skirmish), deck(Deck::Scavenge)), (51, 51));
}

#[test]
fn every_book_build_fits_its_ship_and_costs_the_starting_scrap() {
    for ship in 0..5u8 {
        let (mut g, mut rng) = new_game(1, 7);
        g.apply(Actor::player(Seat(0)), &Action::Build { ship }, &mut rng)
            .unwrap_or_else(|e| panic!("ship {ship}: {e}"));
        // Solo gets +10: exactly that is left.
        assert_eq!(g.mission().ships[0].scrap, 10, "ship {ship}");
    }
}

#[test]
fn random_and_sensible_games_end_for_every_player_count() {
    for players in 1..=5 {
        for seed in 0..4 {
            play_out(players, seed, false);
            play_out(players, seed, true);
        }
    }
}

/// Self-play figures for tuning (not a check): `cargo test --release -p
/// windward-engine zephyr_figures -- --ignored --nocapture`.
#[test]
#[ignore]
fn zephyr_figures() {
    for players in 1..=5 {
        let mut wins = 0;
        let mut days = 0;
        let mut moves = 0usize;
        let mut endings = std::collections::BTreeMap::new();
        let n = 200;
        for seed in 0..n {
            let (mut g, mut rng) = new_game(players, seed);
            while g.outcome().is_none() {
                let seat = g.to_act()[0];
                let a = g.suggest(seat).unwrap();
                g.apply(Actor::player(seat), &a, &mut rng).unwrap();
                moves += 1;
            }
            wins += usize::from(g.mission().won == Some(true));
            days += g.mission().day as usize;
            *endings.entry(g.ending().unwrap()).or_insert(0) += 1;
        }
        println!(
            "{players}p: win {:.0}%, days {:.1}, decisions/player/day {:.1}, {endings:?}",
            100.0 * wins as f64 / n as f64,
            days as f64 / n as f64,
            moves as f64 / days as f64 / players as f64
        );
    }
}

#[test]
fn hazard_pay_reads_as_printed() {
    let card = content()
        .explore
        .iter()
        .find(|e| e.name == "Hazard Pay")
        .unwrap();
    let texts: Vec<String> = card.choices.iter().map(view::choice_text).collect();
    assert_eq!(
        texts,
        [
            "Patch up the winch (play 1 tech): roll for scrap.",
            "Fix the winch (play 2 tech): roll 3 times for scrap.",
            "Send your crew down on ropes: roll: 1-2: roll for scrap; 3-6: gruesome death for your first crew member.",
        ]
    );
}

#[test]
fn solo_captains_get_ten_more_scrap_and_two_assignments_to_choose_from() {
    let (g, _) = new_game(1, 3);
    assert_eq!(g.mission().ships[0].scrap, 100);
    let (g, _) = new_game(2, 3);
    assert_eq!(g.mission().ships[1].scrap, 90);
    let (g, _) = flying(1, 3);
    assert_eq!(g.mission().ships[0].offers.len(), 2);
    let (g, _) = flying(2, 3);
    assert!(g.mission().ships.iter().all(|s| s.offers.len() == 1));
    assert_eq!(*g.task(Seat(0)), Task::Move);
}

#[test]
fn the_captain_plays_any_card_and_each_crew_station_one_of_its_kind() {
    let (mut g, _) = flying(1, 5);
    let ship = &mut g.m.ships[0];
    // The Imperial Scimitar: stations attack, maneuver, open; the book build fills two.
    ship.crew[0] = None;
    ship.crew[1] = None;
    let blast = Card::base(0, 0, base_card("Cannon Blast"));
    let blast2 = Card::base(0, 1, base_card("Cannon Blast"));
    let roll = Card::base(0, 2, base_card("Barrel Roll"));
    assert!(ship.can_play(&[blast]));
    assert!(
        !ship.can_play(&[blast, roll]),
        "one captain's play, no crew"
    );
    ship.crew[0] = Some(ship::Crew {
        faction: 0,
        personality: None,
        companion: None,
        cds: [ship::Cd::Ready; 3],
    });
    let ship = &g.m.ships[0];
    assert!(
        ship.can_play(&[blast, blast2]),
        "the attack station plays an attack"
    );
    assert!(
        ship.can_play(&[roll, blast]),
        "the captain takes the maneuver"
    );
    assert!(!ship.can_play(&[roll, roll, blast]));
    // Sprocket Rocket gives a tech play: it can be played first to make room.
    let sprocket = content()
        .systems
        .iter()
        .position(|s| s.name == "Sprocket Rocket")
        .unwrap();
    let rocket = Card::system(sprocket as u8);
    let repair = Card::base(0, 3, base_card("Rapid Repair"));
    let repair2 = Card::base(0, 4, base_card("Rapid Repair"));
    assert!(
        ship.can_play(&[repair, rocket, repair2]),
        "rocket by station, then two techs"
    );
}

#[test]
fn rapid_repair_before_deflection_counts_the_repaired_armor() {
    let (mut g, mut rng) = flying(1, 5);
    let m = &mut g.m;
    m.ships[0].hull = vec![
        HullTile {
            kind: Hull::Armor,
            damaged: true,
        },
        HullTile {
            kind: Hull::Armor,
            damaged: true,
        },
        HullTile {
            kind: Hull::Structure,
            damaged: false,
        },
    ];
    let repair = Card::base(0, 0, base_card("Rapid Repair"));
    let deflect = Card::base(0, 1, base_card("Deflection"));
    m.ships[0].hand = vec![repair, deflect];
    m.battles = vec![battle(
        &[0],
        vec![enemy_ship(
            enemy("The Octodecillion"),
            None,
            1,
            0,
            0,
            Seat(0),
        )],
    )];
    let mut ev = Vec::new();
    m.play(Seat(0), repair.id, &mut ev, &names, &mut rng)
        .unwrap();
    m.play(Seat(0), deflect.id, &mut ev, &names, &mut rng)
        .unwrap();
    assert_eq!(m.ships[0].undamaged_armor(), 2);
    assert_eq!(m.ships[0].plays.reduce, 2, "one cube per undamaged armor");
}

#[test]
fn your_evade_cancels_a_whole_attack_and_direct_damage_goes_through() {
    for face in 1..=6 {
        let (mut g, _) = flying(1, 5);
        let m = &mut g.m;
        let mut foe = enemy_ship(
            enemy("The Octodecillion"),
            Some(commander("Alexander")),
            1,
            0,
            0,
            Seat(0),
        );
        foe.crew = 0;
        m.battles = vec![battle(&[0], vec![foe])];
        m.ships[0].plays.evade = 1;
        let before = m.ships[0].undamaged();
        let mut rng = rolling(face);
        let mut b = m.battles[0].clone();
        fight::resolve(&mut b, &mut m.ships, &names, &mut rng);
        let taken = before - m.ships[0].undamaged();
        // Alexander: 1. 2 damage, 2. 1, 3. 2, 4. 1 direct, 5. 2, 6. 1.
        assert_eq!(taken, usize::from(face == 4), "face {face}");
    }
}

#[test]
fn the_enemy_evades_the_biggest_then_the_highest_tier_attack() {
    let (mut g, _) = flying(1, 5);
    let m = &mut g.m;
    let mut foe = enemy_ship(enemy("The Octodecillion"), None, 3, 0, 0, Seat(0));
    foe.crew = 0;
    let cubes = foe.cubes;
    m.battles = vec![battle(&[0], vec![foe])];
    m.ships[0].plays.attacks = vec![
        (1, Tier::Base, 0),
        (2, Tier::Bronze, 1),
        (2, Tier::Silver, 2),
    ];
    // Face 2 of The Octodecillion: evade 1 attack.
    let mut rng = rolling(2);
    let mut b = m.battles[0].clone();
    let lines = fight::resolve(&mut b, &mut m.ships, &names, &mut rng);
    assert_eq!(b.foes[0].cubes, cubes - 3, "{lines:?}");
    assert!(
        lines.iter().any(|l| l.contains("evades 1 attack")),
        "{lines:?}"
    );
}

#[test]
fn reductions_cut_the_total_of_all_attacks() {
    let (mut g, _) = flying(2, 5);
    let m = &mut g.m;
    let mut a = enemy_ship(
        enemy("The Octodecillion"),
        Some(commander("Alexander")),
        1,
        0,
        0,
        Seat(0),
    );
    a.crew = 0;
    let b2 = a.clone();
    m.battles = vec![battle(&[0], vec![a, b2])];
    m.ships[0].hull = vec![
        HullTile {
            kind: Hull::Structure,
            damaged: false
        };
        6
    ];
    m.ships[0].plays.reduce = 2;
    // Two commanders each roll one die: both land on a 2-damage face (1, 3 or 5).
    let mut rng = (0..10_000)
        .map(GameRng::from_seed)
        .find(|r| {
            let mut p = r.clone();
            let (x, y) = (p.die(6), p.die(6));
            [1, 3, 5].contains(&x) && [1, 3, 5].contains(&y)
        })
        .unwrap();
    let mut b = m.battles[0].clone();
    fight::resolve(&mut b, &mut m.ships, &names, &mut rng);
    assert_eq!(m.ships[0].undamaged(), 6 - 2, "4 damage less 2");
}

#[test]
fn critical_damage_sends_the_ship_home_and_loses_its_cargo() {
    let (mut g, mut rng) = flying(2, 5);
    let m = &mut g.m;
    m.ships[0].hull = vec![HullTile {
        kind: Hull::Structure,
        damaged: false,
    }];
    m.ships[0].cargo = vec![0];
    m.ships[0].at = Where::Patrol;
    let mut ev = Vec::new();
    m.outcome(Seat(0), &Out::Hurt(1), &mut ev, &names, &mut rng);
    let ship = &m.ships[0];
    assert!(ship.wrecked);
    assert_eq!(ship.at, Where::Resupply);
    assert!(ship.cargo.is_empty(), "uninstalled systems are lost");
    assert!(
        !ship.hull.is_empty(),
        "a ship left with no hull gets a free structure"
    );
    assert!(ev
        .iter()
        .any(|e| e.text.english().contains("takes critical damage and rolls")));
}

#[test]
fn a_dead_crew_members_companion_moves_to_another_crew_member() {
    let (mut g, mut rng) = flying(1, 5);
    let m = &mut g.m;
    let ransom = content()
        .personalities
        .iter()
        .position(|p| p.name == "Ransom")
        .unwrap() as u8;
    m.ships[0].crew[0].as_mut().unwrap().companion = Some(ransom);
    m.ships[0].crew[1].as_mut().unwrap().companion = None;
    let mut ev = Vec::new();
    m.outcome(Seat(0), &Out::CrewDeath, &mut ev, &names, &mut rng);
    let crew: Vec<_> = m.ships[0].crew.iter().flatten().collect();
    assert_eq!(crew.len(), 1);
    assert_eq!(crew[0].companion, Some(ransom));
}

#[test]
fn each_ship_gives_one_and_receives_one_thing_a_day() {
    let (mut g, mut rng) = flying(3, 5);
    g.m.ships[0].scrap = 50;
    g.m.ships[2].scrap = 50;
    for t in &mut g.m.tasks {
        *t = Task::Shop;
    }
    let had = g.m.ships[1].scrap;
    act(&mut g, &mut rng, 0, "give:2:10-scrap");
    assert_eq!(g.m.ships[1].scrap, had + 10);
    assert_eq!(g.m.ships[0].scrap, 40);
    let twice = g.parse("give:3:10-scrap").unwrap();
    let e = g
        .apply(Actor::player(Seat(0)), &twice, &mut rng)
        .unwrap_err();
    assert!(e.to_string().contains("traded away something today"), "{e}");
    let to_bob = g.parse("give:2:10-scrap").unwrap();
    let e = g
        .apply(Actor::player(Seat(2)), &to_bob, &mut rng)
        .unwrap_err();
    assert!(
        e.to_string().contains("has received something today"),
        "{e}"
    );
    let hull = Action::Give {
        to: Seat(1),
        gift: Gift::Scrap(0),
    };
    assert!(g.apply(Actor::player(Seat(2)), &hull, &mut rng).is_err());
}

#[test]
fn a_captain_who_has_decided_is_told_to_wait_and_nothing_changes() {
    let (mut g, mut rng) = new_game(2, 5);
    act(&mut g, &mut rng, 0, "build:imperial-scimitar");
    act(&mut g, &mut rng, 0, "done");
    let before = g.clone();
    let e = g
        .apply(Actor::player(Seat(0)), &Action::Done, &mut rng)
        .unwrap_err();
    assert!(
        e.to_string().contains("the others are still deciding"),
        "{e}"
    );
    assert_eq!(g, before);
    let e = g.parse("fly:away").unwrap_err();
    assert!(e.to_string().contains("`fly:away`"), "{e}");
    // Another captain's ship is not for the taking.
    let e = g
        .apply(Actor::player(Seat(1)), &Action::Build { ship: 0 }, &mut rng)
        .unwrap_err();
    assert!(
        e.to_string().contains("Another captain flies that ship"),
        "{e}"
    );
}

#[test]
fn the_goal_space_without_the_assignments_done_loses_the_mission() {
    let (mut g, mut rng) = flying(2, 5);
    g.m.pos = g.m.total_days() - 1;
    g.m.phase = rules::Phase::Dusk;
    for t in &mut g.m.tasks {
        *t = Task::Shop;
    }
    act(&mut g, &mut rng, 0, "done");
    act(&mut g, &mut rng, 1, "done");
    assert_eq!(g.m.won, Some(false));
    assert_eq!(g.ending(), Some("time ran out"));
    assert!(g.outcome().unwrap().winners.is_empty());
}

#[test]
fn with_the_assignments_done_every_ship_fights_the_commander_and_one_ship_each() {
    let (mut g, mut rng) = flying(2, 5);
    g.m.pos = g.m.total_days() - 1;
    g.m.completed = 2;
    // The last day ends with alice out on an assignment, her hull damaged.
    g.m.ships[0].at = Where::Assignment(9);
    g.m.ships[0].hull[0].damaged = true;
    g.m.ships[1].scrap = 40;
    g.m.phase = rules::Phase::Dusk;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
    let mut ev = Vec::new();
    g.m.advance(&mut ev, &names, &mut rng);
    // The goal space's morning: everyone at the barge, repaired, shopping first.
    assert_eq!(g.m.phase, rules::Phase::Muster);
    assert!(g.m.battles.is_empty());
    assert!(g
        .m
        .ships
        .iter()
        .all(|s| s.at == Where::Resupply && s.hull.iter().all(|t| !t.damaged)));
    assert!(g
        .prompt(Seat(1))
        .english()
        .contains("the final battle is next: shop"));
    act(&mut g, &mut rng, 1, "buy:armor");
    assert_eq!(g.m.ships[1].scrap, 20);
    act(&mut g, &mut rng, 0, "done");
    act(&mut g, &mut rng, 1, "done");
    let b = &g.m.battles[0];
    assert_eq!(b.area, Area::Mission);
    assert_eq!(b.seats, [Seat(0), Seat(1)]);
    assert_eq!(b.foes.len(), 3, "the commander's ship and one per player");
    assert!(b.foes[0].commander.is_some());
    assert!(g.m.waits_for(Seat(0)) && g.m.waits_for(Seat(1)));
}

#[test]
fn salvage_goes_to_the_ship_each_enemy_was_attacking() {
    let (mut g, mut rng) = flying(2, 5);
    let m = &mut g.m;
    // One enemy at 1 cube, attacking seat 2; seat 1 shoots it down with direct damage.
    let mut a = enemy_ship(enemy("The Octodecillion"), None, 1, 0, 0, Seat(1));
    a.cubes = 1;
    a.crew = 0;
    m.battles = vec![battle(&[0, 1], vec![a])];
    m.phase = rules::Phase::Battles;
    for s in &mut m.ships {
        s.hull = vec![
            HullTile {
                kind: Hull::Structure,
                damaged: false
            };
            4
        ];
    }
    m.ships[0].plays.direct = 5;
    let (s0, s1) = (m.ships[0].scrap, m.ships[1].scrap);
    let mut ev = Vec::new();
    m.fire(Seat(0), &mut ev, &names, &mut rng).unwrap();
    m.fire(Seat(1), &mut ev, &names, &mut rng).unwrap();
    assert_eq!(m.battles[0].won, Some(true));
    assert_eq!(m.ships[0].scrap, s0, "the shooter gets nothing");
    assert!(
        m.ships[1].scrap > s1,
        "tier 1: one die of scrap for the ship it attacked"
    );
}

#[test]
fn powers_go_on_cooldown_and_a_new_day_refreshes_the_daily_ones() {
    let (mut g, mut rng) = flying(1, 5);
    let m = &mut g.m;
    m.battles = vec![battle(&[0], vec![enemy_ship(0, None, 1, 0, 0, Seat(0))])];
    let mut ev = Vec::new();
    m.use_power(Seat(0), ship::PowerRef::Ship, &mut ev, &names, &mut rng)
        .unwrap();
    assert!(!m.ships[0].ability.ready());
    assert!(m
        .use_power(Seat(0), ship::PowerRef::Ship, &mut ev, &names, &mut rng)
        .is_err());
    m.ships[0].refresh(content::Cooldown::Day);
    assert!(
        m.ships[0].ability.ready(),
        "the Scimitar's ability is 1/day"
    );
    let _ = Effect::Nudge;
}

#[test]
#[ignore]
fn zephyr_final_state() {
    for players in [1usize, 2] {
        for seed in 0..5 {
            let (mut g, mut rng) = new_game(players, seed);
            while g.outcome().is_none() {
                if g.m
                    .battles
                    .iter()
                    .any(|b| b.area == Area::Mission && b.round == 1)
                {
                    break;
                }
                let seat = g.to_act()[0];
                let a = g.suggest(seat).unwrap();
                g.apply(Actor::player(seat), &a, &mut rng).unwrap();
            }
            for s in &g.m.ships {
                println!(
                    "{players}p seed {seed}: scrap {} hull {} systems {} cargo {} crew {} draw {}",
                    s.scrap,
                    s.hull.len(),
                    s.installed().count(),
                    s.cargo.len(),
                    s.crew.iter().flatten().count(),
                    s.draw_size()
                );
            }
            if let Some(b) = g.m.battles.first() {
                let foes: Vec<String> = b
                    .foes
                    .iter()
                    .map(|f| format!("{} {}c {}crew", f.name(), f.cubes, f.crew))
                    .collect();
                println!("   final: {foes:?} completed {}", g.m.completed);
            }
        }
    }
}

#[test]
fn a_crew_power_that_adds_a_play_counts_in_a_reaction() {
    let (mut g, mut rng) = flying(1, 5);
    let m = &mut g.m;
    let hazard = content()
        .explore
        .iter()
        .position(|e| e.name == "Hazard Pay")
        .unwrap() as u8;
    m.tasks[0] = Task::React { card: hazard };
    m.ships[0].hand = vec![
        Card::base(0, 0, base_card("Rapid Repair")),
        Card::base(0, 1, base_card("Rapid Repair")),
    ];
    // The Scimitar has no tech station: the captain alone plays one tech.
    assert!(m.can_choose(Seat(0), hazard, 0));
    assert!(
        !m.can_choose(Seat(0), hazard, 1),
        "two techs need a second tech play"
    );
    // The book build's Imperial crew (station 2): draw 1 and +1 tech play.
    let imperial = ship::PowerRef::Crew(1, 0);
    assert_eq!(
        m.ships[0].power(imperial).unwrap().0.name,
        "Imperial Discipline"
    );
    let mut ev = Vec::new();
    m.use_power(Seat(0), imperial, &mut ev, &names, &mut rng)
        .unwrap();
    assert_eq!(m.ships[0].hand.len(), 3, "it draws a card");
    assert!(
        m.can_choose(Seat(0), hazard, 1),
        "and the extra tech play counts"
    );
}

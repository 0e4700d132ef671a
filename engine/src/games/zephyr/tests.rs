//! Zephyr: Winds of Change's rules, each as a captain would meet it: ships and the
//! barge, the day's decisions, exploring, battles, the day's end, missions, editions.

use super::*;
use crate::game::{Actor, Game, Seat};
use crate::rng::GameRng;

/// A new game as `/game new` makes it (the newest rules edition).
fn new_game(players: usize, seed: u64) -> (Zephyr, GameRng) {
    new_game_with(players, seed, Zephyr::NEW_SESSION_OPTIONS)
}

pub(super) fn new_game_with(players: usize, seed: u64, options: &str) -> (Zephyr, GameRng) {
    let mut rng = GameRng::from_seed(seed);
    let config =
        Zephyr::configure(&Options::parse(options, Zephyr::option_specs()).unwrap()).unwrap();
    let g = Zephyr::new(&config, players, &mut rng).unwrap();
    (g, rng)
}

/// Plays a whole game with the policy (or random legal moves); returns it.
fn play_out(players: usize, seed: u64, sensible: bool) -> Zephyr {
    play_out_with(players, seed, sensible, Zephyr::NEW_SESSION_OPTIONS)
}

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

// ----- rules, one at a time -----

use super::battle::{self as fight, enemy_ship, Area, Battle, Step};
use super::content::{Effect, HullSlot, Outcome as Out};
use super::rules::Task;
use super::ship::{Card, HullTile, Where};

fn act(g: &mut Zephyr, rng: &mut GameRng, seat: u8, text: &str) -> Vec<crate::game::Event> {
    let a = g.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.apply(Actor::player(Seat(seat)), &a, rng)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn names(s: Seat) -> String {
    s.tag()
}

fn base_card(name: &str) -> usize {
    content()
        .base_cards
        .iter()
        .position(|c| c.name == name)
        .unwrap()
}

fn enemy(name: &str) -> u8 {
    content()
        .enemies
        .iter()
        .position(|e| e.name == name)
        .unwrap() as u8
}

fn commander(name: &str) -> u8 {
    content()
        .commanders
        .iter()
        .position(|e| e.name == name)
        .unwrap() as u8
}

/// Both captains on their book builds, at the first morning.
fn flying(players: usize, seed: u64) -> (Zephyr, GameRng) {
    flying_with(players, seed, Zephyr::NEW_SESSION_OPTIONS)
}

fn flying_with(players: usize, seed: u64, options: &str) -> (Zephyr, GameRng) {
    let (mut g, mut rng) = new_game_with(players, seed, options);
    let ships = [
        "imperial-scimitar",
        "bandit-condor",
        "greaser-tub",
        "rogue-spitfire",
        "merchant-gypsy",
    ];
    for (s, ship) in ships.iter().enumerate().take(players) {
        act(&mut g, &mut rng, s as u8, &format!("build:{ship}"));
    }
    for s in 0..players {
        act(&mut g, &mut rng, s as u8, "done");
    }
    (g, rng)
}

/// A battle of `seats` against `foes`, in its plays step.
fn battle(seats: &[u8], foes: Vec<fight::Foeship>) -> Battle {
    Battle {
        number: 1,
        area: Area::Patrol,
        seats: seats.iter().map(|&s| Seat(s)).collect(),
        foes,
        targets: seats.iter().map(|&s| (Seat(s), 0)).collect(),
        step: Step::Plays,
        round: 1,
        done: Vec::new(),
        asked: Vec::new(),
        joining: Vec::new(),
        declined: Vec::new(),
        on_win: Vec::new(),
        wrecks: Vec::new(),
        lines: Vec::new(),
        won: None,
        joined: false,
    }
}

/// A generator whose next d6 shows `face` (and that seed's stream after it).
fn rolling(face: u32) -> GameRng {
    (0..10_000)
        .map(GameRng::from_seed)
        .find(|r| r.clone().die(6) == face)
        .unwrap()
}

#[test]
fn hazard_pay_reads_as_printed() {
    let card = content()
        .explore
        .iter()
        .find(|e| e.name == "Hazard Pay")
        .unwrap();
    let texts: Vec<String> = card.choices.iter().map(super::view::choice_text).collect();
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
    ship.crew[0] = Some(super::ship::Crew {
        faction: 0,
        personality: None,
        companion: None,
        cds: [super::ship::Cd::Ready; 3],
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
        .any(|e| e.text.contains("takes critical damage and rolls")));
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
    g.m.phase = super::rules::Phase::Dusk;
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
    g.m.phase = super::rules::Phase::Dusk;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
    let mut ev = Vec::new();
    g.m.advance(&mut ev, &names, &mut rng);
    // The goal space's morning: everyone at the barge, repaired, shopping first.
    assert_eq!(g.m.phase, super::rules::Phase::Muster);
    assert!(g.m.battles.is_empty());
    assert!(g
        .m
        .ships
        .iter()
        .all(|s| s.at == Where::Resupply && s.hull.iter().all(|t| !t.damaged)));
    assert!(g.prompt(Seat(1)).contains("the final battle is next: shop"));
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
    m.phase = super::rules::Phase::Battles;
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
    m.use_power(
        Seat(0),
        super::ship::PowerRef::Ship,
        &mut ev,
        &names,
        &mut rng,
    )
    .unwrap();
    assert!(!m.ships[0].ability.ready());
    assert!(m
        .use_power(
            Seat(0),
            super::ship::PowerRef::Ship,
            &mut ev,
            &names,
            &mut rng
        )
        .is_err());
    m.ships[0].refresh(super::content::Cooldown::Day);
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
    let imperial = super::ship::PowerRef::Crew(1, 0);
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

// ----- rules edition 2 -----

/// A ship whose every hull tile is whole: `kinds` top first.
fn hull_of(kinds: &[Hull]) -> Vec<HullTile> {
    kinds
        .iter()
        .map(|&kind| HullTile {
            kind,
            damaged: false,
        })
        .collect()
}

#[test]
fn games_keep_their_rules_edition_and_new_games_get_the_newest() {
    let (g, _) = new_game_with(2, 5, "");
    assert_eq!(g.m.edition, 1, "a stored game without `rules` is edition 1");
    let (g, _) = new_game(2, 5);
    assert_eq!(g.m.edition, super::RULES_EDITION);
    let bad = Options::parse("rules=6", Zephyr::option_specs()).unwrap();
    let e = Zephyr::configure(&bad).unwrap_err();
    assert!(e.to_string().contains("`rules` must be"), "{e}");
    // Edition 1's state is stored exactly as before editions existed.
    let json = serde_json::to_string(&new_game_with(2, 5, "").0).unwrap();
    assert!(
        !json.contains("edition") && !json.contains("\"rules\""),
        "{json}"
    );
}

#[test]
fn critical_damage_lets_the_captain_choose_the_hull_upgrade_lost() {
    let (mut g, _) = flying(2, 5);
    g.m.ships[0].hull = hull_of(&[Hull::Armor, Hull::Structure, Hull::Structure]);
    g.m.ships[0].at = Where::Patrol;
    // The critical roll is a 2: lose one hull upgrade.
    let mut rng = rolling(2);
    let mut ev = Vec::new();
    g.m.outcome(Seat(0), &Out::Hurt(3), &mut ev, &names, &mut rng);
    assert!(ev.iter().any(|e| e.text.contains("of their choice")));
    assert_eq!(
        g.m.ships[0].hull.len(),
        3,
        "nothing is taken before the choice"
    );
    assert!(g.to_act().contains(&Seat(0)));
    assert_eq!(
        g.legal_actions(Actor::player(Seat(0))),
        [
            Action::LoseHull { kind: Hull::Armor },
            Action::LoseHull {
                kind: Hull::Structure
            }
        ]
    );
    assert!(g
        .prompt(Seat(0))
        .contains("choose the hull upgrade you lose"));
    // Anything else first is refused, and changes nothing.
    let before = g.clone();
    for other in ["done", "patrol", "give:2:10-scrap"] {
        let a = g.parse(other).unwrap();
        let e = g.apply(Actor::player(Seat(0)), &a, &mut rng).unwrap_err();
        assert!(
            e.to_string().contains("First choose the hull upgrade"),
            "{e}"
        );
        assert_eq!(g, before);
    }
    act(&mut g, &mut rng, 0, "lose:armor");
    let kinds: Vec<Hull> = g.m.ships[0].hull.iter().map(|t| t.kind).collect();
    assert_eq!(kinds, [Hull::Structure, Hull::Structure], "the armor went");
    assert!(!g.m.ships[0].hull_to_lose);
    let e = g
        .apply(
            Actor::player(Seat(0)),
            &Action::LoseHull { kind: Hull::Armor },
            &mut rng,
        )
        .unwrap_err();
    assert!(!e.to_string().is_empty(), "asked once only");
}

#[test]
fn with_one_kind_of_hull_or_in_edition_one_the_hull_lost_is_not_asked() {
    for (options, kinds, left) in [
        (
            Zephyr::NEW_SESSION_OPTIONS,
            vec![Hull::Structure, Hull::Structure],
            vec![Hull::Structure],
        ),
        ("", vec![Hull::Armor, Hull::Structure], vec![Hull::Armor]),
    ] {
        let (mut g, _) = flying_with(2, 5, options);
        g.m.ships[0].hull = hull_of(&kinds);
        g.m.ships[0].at = Where::Patrol;
        let mut rng = rolling(1);
        let mut ev = Vec::new();
        g.m.outcome(Seat(0), &Out::Hurt(3), &mut ev, &names, &mut rng);
        assert!(!g.m.ships[0].hull_to_lose, "{options:?}");
        let now: Vec<Hull> = g.m.ships[0].hull.iter().map(|t| t.kind).collect();
        assert_eq!(now, left, "{options:?}: structure is lost first");
    }
}

/// Seat 1 joined seat 0's battle; seat 0 downs the last enemy, which attacked seat 1.
fn joined_battle_won(options: &str) -> (Zephyr, GameRng, [u32; 3]) {
    let (mut g, mut rng) = flying_with(3, 5, options);
    let m = &mut g.m;
    let mut a = enemy_ship(enemy("The Octodecillion"), None, 1, 0, 0, Seat(1));
    a.cubes = 1;
    a.crew = 0;
    let mut b = battle(&[0, 1], vec![a]);
    b.joined = true;
    m.battles = vec![b];
    m.phase = super::rules::Phase::Battles;
    for t in &mut m.tasks {
        *t = Task::Idle;
    }
    for s in &mut m.ships {
        s.hull = hull_of(&[Hull::Structure; 4]);
    }
    m.ships[0].plays.direct = 5;
    let had = [m.ships[0].scrap, m.ships[1].scrap, m.ships[2].scrap];
    let mut ev = Vec::new();
    m.fire(Seat(0), &mut ev, &names, &mut rng).unwrap();
    m.fire(Seat(1), &mut ev, &names, &mut rng).unwrap();
    assert_eq!(m.battles[0].won, Some(true));
    (g, rng, had)
}

#[test]
fn the_leader_of_a_joined_battle_shares_out_its_salvage_as_they_see_fit() {
    let (mut g, mut rng, had) = joined_battle_won(Zephyr::NEW_SESSION_OPTIONS);
    let Task::Share {
        battle: 1, pool, ..
    } = g.task(Seat(0)).clone()
    else {
        panic!("the leader shares: {:?}", g.task(Seat(0)));
    };
    assert!((1..=6).contains(&pool), "tier 1: one die");
    let now = |g: &Zephyr| [0, 1, 2].map(|s| g.m.ships[s].scrap);
    assert_eq!(
        now(&g),
        had,
        "nothing is handed out before the leader decides"
    );
    assert_eq!(g.to_act(), [Seat(0)], "the day waits for the leader alone");
    let legal = g.legal_actions(Actor::player(Seat(0)));
    assert!(legal.contains(&Action::ShareEven));
    assert!(legal.contains(&Action::Share {
        to: Seat(1),
        scrap: pool
    }));
    assert!(
        !legal
            .iter()
            .any(|a| matches!(a, Action::Share { to: Seat(2), .. })),
        "seat 3 was not in the battle"
    );
    // Tampered shares are refused and change nothing.
    let before = g.clone();
    for bad in [
        format!("share:3:{pool}"),
        format!("share:2:{}", pool + 1),
        "share:2:0".to_string(),
    ] {
        let a = g.parse(&bad).unwrap();
        assert!(
            g.apply(Actor::player(Seat(0)), &a, &mut rng).is_err(),
            "{bad}"
        );
        assert_eq!(g, before, "{bad}");
    }
    let e = g
        .apply(Actor::player(Seat(1)), &Action::ShareEven, &mut rng)
        .unwrap_err();
    assert!(e.to_string().contains("still deciding"), "{e}");
    act(&mut g, &mut rng, 0, "share:2:1");
    assert_eq!(now(&g), [had[0], had[1] + 1, had[2]]);
    if pool > 1 {
        act(&mut g, &mut rng, 0, "share:even");
        let rest = pool - 1;
        assert_eq!(
            now(&g),
            [had[0] + rest / 2 + rest % 2, had[1] + 1 + rest / 2, had[2]],
            "evenly, the odd scrap to the leader"
        );
    }
    assert_ne!(
        *g.task(Seat(0)),
        Task::Share {
            battle: 1,
            pool,
            party: Vec::new()
        }
    );
    assert!(!matches!(g.task(Seat(0)), Task::Share { .. }));
}

#[test]
fn in_edition_one_a_joined_battles_salvage_goes_as_fought() {
    let (g, _, had) = joined_battle_won("");
    assert!(!matches!(g.task(Seat(0)), Task::Share { .. }));
    assert_eq!(g.m.ships[0].scrap, had[0]);
    assert!(g.m.ships[1].scrap > had[1], "to the ship it attacked");
}

#[test]
fn evades_on_the_biggest_attacks_leave_the_least_damage() {
    let mut rng = GameRng::from_seed(11);
    for _ in 0..500 {
        let n = 1 + rng.below(6) as usize;
        let attacks: Vec<u8> = (0..n).map(|_| 1 + rng.below(4) as u8).collect();
        let evades = rng.below(4) as u8;
        let (ev, left) = fight::after_evades(&mut attacks.clone(), evades);
        assert_eq!(ev, usize::from(evades).min(n));
        // Every other choice of `ev` attacks to cancel leaves at least as much.
        let best = (0u32..1 << n)
            .filter(|set| set.count_ones() as usize == ev)
            .map(|set| {
                (0..n)
                    .filter(|i| set & (1 << i) == 0)
                    .map(|i| attacks[i])
                    .sum::<u8>()
            })
            .min()
            .unwrap();
        assert_eq!(left, best, "{attacks:?} with {evades} evades");
    }
}

#[test]
fn a_hand_card_can_be_typed_by_its_name() {
    let (mut g, _) = flying(2, 5);
    let blast = Card::base(0, 0, base_card("Cannon Blast"));
    let blast2 = Card::base(0, 1, base_card("Cannon Blast"));
    g.m.ships[0].hand = vec![blast, blast2];
    assert_eq!(
        g.parse_for(Seat(0), "play: Cannon Blast").unwrap(),
        Action::Play { card: blast.id }
    );
    assert_eq!(
        g.parse_for(Seat(0), "play:cannon-blast").unwrap(),
        g.parse(&format!("play:{}", blast.id)).unwrap(),
        "the name and the id are the same move"
    );
    g.m.ships[0].plays.kept = vec![blast];
    assert_eq!(
        g.parse_for(Seat(0), "keep:cannon-blast").unwrap(),
        Action::Keep { card: blast2.id },
        "the copy not kept yet"
    );
    // Only your own hand: the other captain has no such card, and is told how to type.
    let e = g.parse_for(Seat(1), "play:cannon-blast").unwrap_err();
    assert!(e.to_string().contains("`play:cannon-blast`"), "{e}");
    assert!(g.parse_for(Seat(0), "play:broadside").is_err());
}

/// Where the posts of a game come from (not a check): `cargo test --release -p
/// windward-engine zephyr_posts -- --ignored --nocapture`. A post is a move after
/// which someone not waited for before is asked (the bot's live-board rule).
#[test]
#[ignore]
fn zephyr_posts() {
    for players in [1usize, 2, 3, 5] {
        let mut why = std::collections::BTreeMap::<String, usize>::new();
        let mut posts = 0;
        let n = 100;
        for seed in 0..n {
            let (mut g, mut rng) = new_game(players, seed);
            while g.outcome().is_none() {
                let before = g.to_act();
                let seat = before[0];
                let a = g.suggest(seat).unwrap();
                g.apply(Actor::player(seat), &a, &mut rng).unwrap();
                let newly: Vec<Seat> = g
                    .to_act()
                    .into_iter()
                    .filter(|s| !before.contains(s))
                    .collect();
                if !newly.is_empty() {
                    posts += 1;
                    let p = g.prompt(newly[0]);
                    let key: String = p
                        .split_once(": ")
                        .map(|x| x.1)
                        .unwrap_or(&p)
                        .chars()
                        .filter(|c| !c.is_ascii_digit())
                        .take(40)
                        .collect();
                    *why.entry(key).or_insert(0) += 1;
                }
            }
        }
        println!("{players}p: {:.1} posts/game", posts as f64 / n as f64);
        let mut v: Vec<_> = why.into_iter().collect();
        v.sort_by_key(|x| std::cmp::Reverse(x.1));
        for (k, c) in v.iter().take(12) {
            println!("   {:6.1}  {k}", *c as f64 / n as f64);
        }
    }
}

/// Day 1 from its morning: alice embarks on her assignment, bob patrols, and the
/// policy plays the day out (checking that its end asks nobody); day 2's morning.
fn alice_out_bob_patrolling_on_day_two(mut g: Zephyr, mut rng: GameRng) -> (Zephyr, GameRng) {
    let offer = g.m.ships[0].offers[0];
    g.apply(
        Actor::player(Seat(0)),
        &Action::Embark {
            assignment: offer,
            path: None,
        },
        &mut rng,
    )
    .unwrap();
    act(&mut g, &mut rng, 1, "patrol");
    while g.m.day == 1 {
        let seat = g.to_act()[0];
        let a = g.suggest(seat).unwrap();
        g.apply(Actor::player(seat), &a, &mut rng).unwrap();
        assert!(
            g.m.phase != super::rules::Phase::Dusk || g.to_act().is_empty(),
            "the day's end asks nobody"
        );
    }
    (g, rng)
}

#[test]
fn edition_two_asks_each_captain_once_in_the_morning_and_nothing_at_the_days_end() {
    let (mut g, rng) = flying(2, 5);
    // Day 1: alice embarks on her assignment, bob patrols: both shop first.
    g.m.ships[1].scrap = 20;
    assert!(g
        .legal_actions(Actor::player(Seat(1)))
        .contains(&Action::BuyHull { kind: Hull::Armor }));
    assert!(
        g.prompt(Seat(0)).contains("at the barge"),
        "{}",
        g.prompt(Seat(0))
    );
    let (g, _) = alice_out_bob_patrolling_on_day_two(g, rng);
    assert_eq!(g.m.phase, super::rules::Phase::Move);
    for seat in [Seat(0), Seat(1)] {
        let task = g.task(seat).clone();
        match g.m.ships[seat.index()].at {
            // Out on the assignment: go on or abandon, this morning.
            Where::Assignment(_) => {
                assert_eq!(task, Task::Dusk);
                assert!(g.prompt(seat).contains("today, or abandon it?"));
            }
            // Back at the barge: shop and set out, in one decision.
            _ => {
                assert_eq!(task, Task::Move);
                let legal = g.legal_actions(Actor::player(seat));
                assert!(legal.contains(&Action::Patrol));
                assert!(
                    !legal.contains(&Action::Done),
                    "setting out ends the shopping"
                );
            }
        }
    }
}

#[test]
fn abandoning_in_the_morning_sets_out_from_the_barge_the_same_day() {
    let (g, rng) = flying(2, 5);
    let (mut g, mut rng) = alice_out_bob_patrolling_on_day_two(g, rng);
    assert!(
        matches!(g.m.ships[0].at, Where::Assignment(_)),
        "(seed 5) alice is still out on day 2"
    );
    act(&mut g, &mut rng, 0, "abandon");
    assert_eq!(g.m.ships[0].at, Where::Resupply);
    assert_eq!(*g.task(Seat(0)), Task::Move, "she shops and sets out today");
    assert!(g.m.running.iter().all(|r| !r.members().contains(&Seat(0))));
}

#[test]
fn a_patroller_explores_at_once_and_may_still_join_an_assignment_taken_this_morning() {
    let (mut g, mut rng) = flying(3, 5);
    // Carol patrols first: she explores straight away, though the others still decide.
    act(&mut g, &mut rng, 2, "patrol");
    assert_eq!(*g.task(Seat(2)), Task::Explore);
    assert!(g.to_act().contains(&Seat(0)) && g.to_act().contains(&Seat(1)));
    assert!(!g
        .legal_actions(Actor::player(Seat(2)))
        .iter()
        .any(|a| matches!(a, Action::Join { .. })));
    // Alice takes her assignment: carol, not yet exploring, may join it instead.
    let offer = g.m.ships[0].offers[0];
    g.apply(
        Actor::player(Seat(0)),
        &Action::Embark {
            assignment: offer,
            path: None,
        },
        &mut rng,
    )
    .unwrap();
    assert!(g
        .legal_actions(Actor::player(Seat(2)))
        .contains(&Action::Join { leader: Seat(0) }));
    assert!(g
        .prompt(Seat(2))
        .contains("Or join an ally's new assignment"));
    act(&mut g, &mut rng, 2, "join:1");
    assert_eq!(g.m.ships[2].at, g.m.ships[0].at, "carol flies with alice");
    // Bob patrols and draws his card while the party's space is still ahead of it.
    act(&mut g, &mut rng, 1, "patrol");
    act(&mut g, &mut rng, 1, "scavenge");
    assert!(g.m.drawn[1].is_some(), "bob drew in the morning");
}

// ----- the book's variants -----

#[test]
fn limited_resources_sell_three_systems_of_each_tier_anew_in_each_region() {
    let options = "rules=2 shop=limited";
    let (g, _) = new_game_with(2, 5, options);
    let c = content();
    let shop = g.m.shop.clone().expect("a shop at the start");
    for tier in [Tier::Bronze, Tier::Silver, Tier::Gold] {
        let n = shop
            .iter()
            .filter(|&&s| c.systems[usize::from(s)].tier == tier)
            .count();
        assert_eq!(n, 3, "{tier:?}");
    }
    // Only those are offered; anything else is refused with the reason, unchanged.
    let offered: Vec<u8> = g.m.for_sale().into_iter().map(|(s, _)| s).collect();
    assert!(offered.iter().all(|s| shop.contains(s)), "{offered:?}");
    let mut g = g;
    let mut rng = GameRng::from_seed(1);
    act(&mut g, &mut rng, 0, "board:imperial-scimitar");
    let outside = (0..c.systems.len() as u8)
        .find(|&s| !shop.contains(&s) && c.systems[usize::from(s)].tier == Tier::Bronze)
        .unwrap();
    let before = g.clone();
    let e = g
        .apply(
            Actor::player(Seat(0)),
            &Action::Buy { system: outside },
            &mut rng,
        )
        .unwrap_err();
    assert!(e.to_string().contains("not in this region's shop"), "{e}");
    assert_eq!(g, before);
    // Armor and structure are always for sale.
    assert!(g
        .legal_actions(Actor::player(Seat(0)))
        .contains(&Action::BuyHull { kind: Hull::Armor }));
    // The next region brings new stock: play on to day 5 (region 2).
    let (mut g, mut rng) = new_game_with(2, 5, options);
    let first = g.m.shop.clone();
    while g.m.day < 5 && g.outcome().is_none() {
        let seat = g.to_act()[0];
        let a = g.suggest(seat).unwrap();
        g.apply(Actor::player(seat), &a, &mut rng).unwrap();
    }
    assert_ne!(g.m.shop, first, "a new shop in the new region");
    assert!(g.m.log.iter().any(|l| l.contains("new stock")));
}

#[test]
fn in_the_shallow_talent_pool_you_hire_the_crew_member_you_see() {
    let (mut g, mut rng) = new_game_with(1, 5, "rules=2 talent=shallow");
    assert_eq!(g.m.talent.len(), 5, "one for each faction");
    act(&mut g, &mut rng, 0, "board:rogue-spitfire");
    let rogue = content()
        .factions
        .iter()
        .position(|f| f.name == "Rogue")
        .unwrap();
    let shown = g.m.talent[rogue].clone();
    let label = g.describe_for(
        Seat(0),
        &Action::Hire {
            faction: rogue as u8,
        },
    );
    let name = super::view::talent_name(rogue as u8, &shown);
    assert!(label.label.contains(&name), "{} / {name}", label.label);
    act(&mut g, &mut rng, 0, "hire:rogue");
    let crew = g.m.ships[0].crew.iter().flatten().next().unwrap().clone();
    assert_eq!(
        (crew.personality, crew.companion),
        (shown.personality, shown.companion),
        "the one on offer"
    );
    assert_ne!(g.m.talent[rogue], shown, "another Rogue takes their place");
    assert!(g.m.talent[rogue].personality.is_some());
}

#[test]
fn the_box_holds_more_hull_tiles_of_each_kind_than_the_five_mats_can_carry() {
    // The book's box: 17 structure, 19 armor. Were the mats to hold more, the supply
    // would have to be counted (and a sold-out kind refused).
    let c = content();
    assert_eq!((c.hull.structure, c.hull.armor), (17, 19));
    let fits = |kind: HullSlot| -> usize {
        c.ships
            .iter()
            .flat_map(|s| &s.hull_slots)
            .filter(|&&slot| slot == kind || slot == HullSlot::Any)
            .count()
    };
    assert!(fits(HullSlot::Structure) <= usize::from(c.hull.structure));
    assert!(fits(HullSlot::Armor) <= usize::from(c.hull.armor));
}

// ----- missions and warlords -----

const REACH: &str = "rules=2 mission=warlords-reach";

/// Plays a whole game of `options` with the policy (or random legal moves).
pub(super) fn play_out_with(players: usize, seed: u64, sensible: bool, options: &str) -> Zephyr {
    play_out_telling(players, seed, sensible, options, &mut |_| {})
}

/// As `play_out_with`, telling `heard` every public line of the game.
fn play_out_telling(
    players: usize,
    seed: u64,
    sensible: bool,
    options: &str,
    heard: &mut dyn FnMut(&str),
) -> Zephyr {
    let (mut g, mut rng) = new_game_with(players, seed, options);
    let mut pick = GameRng::from_seed(seed ^ 0xdead);
    for step in 0..20_000 {
        if g.outcome().is_some() {
            return g;
        }
        let seat = g.to_act()[0];
        let legal = g.legal_actions(Actor::player(seat));
        assert!(
            !legal.is_empty(),
            "step {step}: {seat} waits with nothing to do: {:?}",
            g.task(seat)
        );
        let action = if sensible {
            g.suggest(seat).unwrap()
        } else {
            legal[pick.below(legal.len() as u32) as usize].clone()
        };
        match g.apply(Actor::player(seat), &action, &mut rng) {
            Ok(events) => {
                for e in events.iter().filter(|e| e.visible_to(Viewer::Public)) {
                    heard(&e.text);
                }
            }
            Err(e) => panic!("step {step}: {seat} {action:?} refused: {e}"),
        }
    }
    panic!("the game did not end");
}

/// Self-play figures of a mission (not a check): `cargo test -p windward-engine --lib
/// zephyr_mission_figures -- --ignored --nocapture` (`MISSION=…`, `GAMES=…`).
#[test]
#[ignore]
fn zephyr_mission_figures() {
    let mission = std::env::var("MISSION").unwrap_or_else(|_| "warlords-reach".into());
    let n: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let rules = std::env::var("RULES").unwrap_or_else(|_| super::RULES_EDITION.to_string());
    let options = format!("rules={rules} mission={mission}");
    for players in 1..=5 {
        let mut wins = 0;
        let mut days = 0;
        let mut endings = std::collections::BTreeMap::new();
        let mut waves = std::collections::BTreeMap::new();
        let mut lords = std::collections::BTreeMap::new();
        let (mut rounds, mut longest, mut nightfalls) = (0usize, 0u8, 0);
        let (mut embarks, mut by_path) = (0usize, 0usize);
        for seed in 0..n {
            let g = play_out_telling(players, seed, true, &options, &mut |l| {
                embarks += usize::from(l.contains(" embarks on "));
                by_path += usize::from(
                    (l.contains(" embarks on ") && l.contains(", by "))
                        || l.contains(" leads the party by "),
                );
            });
            let won = g.mission().won == Some(true);
            if let Some(b) = g.m.battles.iter().find(|b| b.area == Area::Mission) {
                if won {
                    rounds += usize::from(b.round);
                    longest = longest.max(b.round);
                }
                nightfalls += usize::from(g.m.log.iter().any(|l| l.starts_with("Night falls")));
            }
            wins += usize::from(won);
            days += g.mission().day as usize;
            *endings.entry(g.ending().unwrap()).or_insert(0) += 1;
            if let Some(w) = &g.m.warlord {
                if w.fighting && !won {
                    *waves.entry(w.revealed).or_insert(0) += 1;
                }
                let e = lords.entry(w.personality).or_insert((0, 0));
                e.0 += usize::from(won);
                e.1 += 1;
            }
        }
        println!(
            "{players}p: win {:.0}%, days {:.1}, assignments embarked {embarks}, paths taken {by_path}, {endings:?}, final battle won in {:.1} attack phases (at most {longest}), nightfalls {nightfalls}, lost at wave {waves:?}, by warlord (won, played) {lords:?}",
            100.0 * wins as f64 / n as f64,
            days as f64 / n as f64,
            rounds as f64 / wins.max(1) as f64,
        );
    }
}

#[test]
fn missions_are_chosen_at_new_and_plane_and_simple_stays_the_default() {
    let config = |o: &str| Zephyr::configure(&Options::parse(o, Zephyr::option_specs()).unwrap());
    assert_eq!(config("").unwrap().mission, 0);
    assert_eq!(config("mission=plane-and-simple").unwrap().mission, 0);
    assert_eq!(config("mission=warlords-reach").unwrap().mission, 1);
    assert!(matches!(
        config("mission=moon-landing"),
        Err(crate::game::SetupError::BadOption(_))
    ));
    // The option's words are the data's keys, in its order.
    let keys: Vec<&str> = content().missions.iter().map(|m| m.key.as_str()).collect();
    assert_eq!(keys, super::MISSIONS);
    // The option lists every mission once (easiest first), the default among them.
    let spec = Zephyr::option_specs()
        .iter()
        .find(|o| o.key == "mission")
        .unwrap();
    let mut listed: Vec<&str> = spec.values.split('|').collect();
    assert!(listed.contains(&spec.default));
    listed.sort_unstable();
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    assert_eq!(listed, sorted);
    for (k, key) in keys.iter().enumerate() {
        assert_eq!(
            config(&format!("mission={key}")).unwrap().mission as usize,
            k
        );
    }
    // A game without the option stores no mission in its config (older games' shape).
    let json = serde_json::to_string(&config("rules=2").unwrap()).unwrap();
    assert!(!json.contains("mission"), "{json}");
    let (g, _) = new_game(2, 1);
    assert!(g.m.warlord.is_none() && g.m.mission == 0);
}

#[test]
fn the_books_warlord_cards_read_as_printed() {
    let c = content();
    assert_eq!(
        (c.warlords.len(), c.abilities.len(), c.waves.len()),
        (6, 6, 6)
    );
    let lord = &c.warlords[0];
    assert_eq!(
        (lord.name.as_str(), lord.abilities, lord.waves),
        ("Commodore Von Gröbhausen", 1, 3)
    );
    let agile = &c.abilities[0];
    assert_eq!(agile.name, "Agile Aggression");
    let faces: Vec<String> = agile.faces.iter().map(fight::foe_text).collect();
    assert_eq!(
        faces,
        [
            "1 damage",
            "evade 1 attack",
            "2 damage",
            "evade 1 attack",
            "1 damage",
            "evade 2 attacks"
        ]
    );
    assert_eq!(c.waves[0].name, "Foul Villainy");
    assert_eq!(
        super::view::wave_text(&c.waves[0]),
        "Draw 1 enemy ship. Add 1 enemy commander per player. This commander brings no additional enemy ships."
    );
    // Every warlord can be built from the deck.
    for w in &c.warlords {
        assert!(usize::from(w.abilities) <= c.abilities.len(), "{}", w.name);
        assert!(usize::from(w.waves) <= c.waves.len(), "{}", w.name);
        assert!(w.abilities >= 1 && w.waves >= 1, "{}", w.name);
    }
}

#[test]
fn a_warlord_mission_draws_its_warlord_with_his_cards_face_down() {
    let c = content();
    for seed in 0..20 {
        let (g, _) = new_game_with(3, seed, REACH);
        let w = g.m.warlord.as_ref().expect("a warlord");
        let def = &c.warlords[usize::from(w.personality)];
        assert_eq!(w.abilities.len(), usize::from(def.abilities));
        assert_eq!(w.waves.len(), usize::from(def.waves));
        assert_eq!(w.hull, def.hull + 3 * def.hull_per_player);
        let hidden: Vec<&str> = w.hidden().collect();
        assert_eq!(hidden.len(), w.abilities.len() + w.waves.len());
        for viewer in [Viewer::Public, Viewer::Seat(Seat(0))] {
            let v = g.view(viewer);
            let wv = v.warlord.as_ref().unwrap();
            assert_eq!(wv.name, def.name, "his personality is known");
            assert_eq!((wv.wave, wv.waves), (0, def.waves));
            assert!(wv.abilities.is_empty() && wv.wave_name.is_none());
            let json = serde_json::to_string(&v).unwrap();
            for name in &hidden {
                assert!(!json.contains(name), "seed {seed}: {name} shown");
            }
            assert_eq!(g.secrets(viewer).names, hidden);
        }
    }
}

/// The goal space of Warlord's Reach with the assignments done, the warlord's cards
/// set to these, ships sturdy (ten structure each): the warlord battle has begun.
fn at_the_warlord(players: usize, abilities: &[u8], waves: &[u8]) -> (Zephyr, GameRng) {
    let (mut g, mut rng) = flying_with(players, 5, REACH);
    let w = g.m.warlord.as_mut().unwrap();
    w.abilities = abilities.to_vec();
    w.waves = waves.to_vec();
    g.m.pos = g.m.total_days() - 1;
    g.m.completed = g.m.needed();
    g.m.phase = super::rules::Phase::Dusk;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
    let mut ev = Vec::new();
    g.m.advance(&mut ev, &names, &mut rng);
    // Edition 2: the fleet musters at the barge first, told whom it will fight.
    assert_eq!(g.m.phase, super::rules::Phase::Muster);
    assert!(g.prompt(Seat(0)).contains("the warlord battle against"));
    for s in 0..players {
        act(&mut g, &mut rng, s as u8, "done");
    }
    for ship in &mut g.m.ships {
        ship.hull = vec![
            HullTile {
                kind: Hull::Structure,
                damaged: false
            };
            10
        ];
    }
    (g, rng)
}

/// Readies every seat still declaring targets, so the battle is in its plays.
fn to_plays(g: &mut Zephyr, rng: &mut GameRng) {
    for s in 0..g.m.players() as u8 {
        if g.m.battles[0].step == Step::Declare && !g.m.battles[0].done.contains(&Seat(s)) {
            act(g, rng, s, "ready");
        }
    }
    assert_eq!(g.m.battles[0].step, Step::Plays);
}

/// Everyone fires, seat `s` with `direct` direct damage at foe `aims[s]`.
fn volley(g: &mut Zephyr, rng: &mut GameRng, aims: &[(u8, u8, u8)]) -> Vec<String> {
    to_plays(g, rng);
    for &(s, foe, direct) in aims {
        g.m.battles[0].set_target(Seat(s), foe);
        g.m.ships[usize::from(s)].plays.direct = direct;
    }
    let mut lines = Vec::new();
    for s in 0..g.m.players() as u8 {
        for e in act(g, rng, s, "fire") {
            lines.push(format!("{e:?}"));
        }
    }
    lines
}

fn the_lord(g: &Zephyr) -> Option<&fight::Foeship> {
    g.m.battles[0].foes.iter().find(|f| f.warlord.is_some())
}

#[test]
fn the_warlord_battle_reveals_his_abilities_and_the_first_wave_only() {
    // Picket Line (1 ship per player), then Scout Screen (1 ship, and 1 per player).
    let (g, _) = at_the_warlord(2, &[0, 1], &[1, 5]);
    let b = &g.m.battles[0];
    assert_eq!(b.area, Area::Mission);
    assert_eq!(b.seats, [Seat(0), Seat(1)]);
    assert_eq!(b.foes.len(), 2, "Picket Line: one ship per player");
    assert!(the_lord(&g).is_none(), "the warlord waits behind his waves");
    let w = g.m.warlord.as_ref().unwrap();
    assert!(w.fighting);
    assert_eq!(w.revealed, 1);
    let v = g.view(Viewer::Public);
    let wv = v.warlord.unwrap();
    assert_eq!((wv.wave, wv.waves), (1, 2));
    assert_eq!(wv.wave_name.as_deref(), Some("Picket Line"));
    assert_eq!(wv.abilities.len(), 2);
    assert_eq!(wv.abilities[0].name, "Agile Aggression");
    assert_eq!(g.secrets(Viewer::Public).names, ["Scout Screen"]);
    assert_eq!(v.battles[0].area, "the warlord battle");
}

#[test]
fn the_warlord_cannot_be_damaged_before_his_waves_are_cleared() {
    let (mut g, mut rng) = at_the_warlord(2, &[1], &[1, 5]);
    let max = g.m.warlord.as_ref().unwrap().hull;
    // Every attack there is: a barrage and direct damage from both ships.
    to_plays(&mut g, &mut rng);
    for s in 0..2 {
        g.m.ships[s].plays.barrage = 50;
        g.m.ships[s].plays.direct = 50;
    }
    act(&mut g, &mut rng, 0, "fire");
    act(&mut g, &mut rng, 1, "fire");
    // Wave one is destroyed; wave two comes in, and still no warlord to hit.
    assert_eq!(g.m.warlord.as_ref().unwrap().revealed, 2);
    assert!(the_lord(&g).is_none());
    assert_eq!(g.view(Viewer::Public).warlord.unwrap().cubes, max);
    assert!(!g
        .legal_actions(Actor::player(Seat(0)))
        .iter()
        .any(|a| matches!(a, Action::Aim { foe } if g.m.battles[0].foes[usize::from(*foe)].warlord.is_some())));
    // Clearing the last wave brings him in, whole.
    to_plays(&mut g, &mut rng);
    for s in 0..2 {
        g.m.ships[s].plays.barrage = 50;
    }
    act(&mut g, &mut rng, 0, "fire");
    act(&mut g, &mut rng, 1, "fire");
    let lord = the_lord(&g).expect("the warlord is in range");
    assert_eq!((lord.cubes, lord.max), (max, max));
    assert!(g.view(Viewer::Public).warlord.unwrap().exposed);
    assert!(g.secrets(Viewer::Public).names.is_empty());
}

#[test]
fn a_wave_ends_only_when_all_its_ships_are_destroyed() {
    let (mut g, mut rng) = at_the_warlord(2, &[1], &[1, 5]);
    // Only the first of the two ships is shot down.
    volley(&mut g, &mut rng, &[(0, 0, 99), (1, 0, 0)]);
    let b = &g.m.battles[0];
    assert!(b.foes[0].destroyed && !b.foes[1].destroyed);
    assert_eq!(g.m.warlord.as_ref().unwrap().revealed, 1, "still wave one");
    assert_eq!(b.foes.len(), 2);
    // The second falls: Scout Screen brings one ship and one per player, 3 hull
    // lighter (no region rule to add any).
    g.m.region = None;
    volley(&mut g, &mut rng, &[(0, 1, 99), (1, 1, 99)]);
    let b = &g.m.battles[0];
    assert_eq!(g.m.warlord.as_ref().unwrap().revealed, 2);
    assert_eq!(b.alive().count(), 3);
    let tier = g.m.tier().0;
    for (_, f) in b.alive() {
        let full = enemy_ship(f.enemy, None, tier, 0, 0, Seat(0)).max;
        assert_eq!(f.max, full.saturating_sub(3).max(1), "{}", f.name());
        assert_eq!(f.cubes, f.max);
    }
    assert_eq!(b.won, None, "the battle goes on, the same day");
    assert_eq!(g.m.phase, super::rules::Phase::Battles);
}

#[test]
fn each_player_rolls_once_for_each_warlord_ability_every_resolve() {
    // Agile Aggression and Broadside Barrage (neither rolls again).
    let (mut g, mut rng) = at_the_warlord(3, &[0, 1], &[1, 5]);
    for round in 0..3 {
        let lines = volley(&mut g, &mut rng, &[]);
        for s in 0..3u8 {
            for ability in ["Agile Aggression", "Broadside Barrage"] {
                let tag = Seat(s).tag();
                let n = g.m.battles[0]
                    .lines
                    .iter()
                    .filter(|l| {
                        l.starts_with(&format!("{tag} rolls"))
                            && l.ends_with(&format!("for {ability}."))
                    })
                    .count();
                assert_eq!(n, 1, "round {round}, seat {s}, {ability}: {lines:?}");
            }
        }
    }
}

#[test]
fn a_warlord_ability_applies_to_the_player_who_rolled_it() {
    let (mut g, _) = flying(1, 5);
    let m = &mut g.m;
    m.ships[0].hull = hull_of(&[Hull::Structure; 5]);
    // No enemy rolls: the only dice are the warlord's.
    let mut gone = enemy_ship(enemy("The Tin Vulture"), None, 1, 0, 0, Seat(0));
    gone.destroyed = true;
    let mut b = battle(&[0], vec![gone]);
    // Agile Aggression, face 3: 2 damage to the roller.
    let mut rng = rolling(3);
    let lines = fight::resolve_with(&mut b, &mut m.ships, &[0], None, &names, &mut rng);
    assert_eq!(m.ships[0].undamaged(), 3, "{lines:?}");
    // Face 6: the warlord evades 2 of the roller's attacks, the biggest.
    let mut foe = enemy_ship(enemy("The Tin Vulture"), None, 3, 0, 0, Seat(0));
    foe.crew = 0;
    foe.cubes = 7;
    let mut b = battle(&[0], vec![foe]);
    m.ships[0].hull = hull_of(&[Hull::Structure; 5]);
    m.ships[0].plays.attacks = vec![(3, Tier::Gold, 0), (2, Tier::Base, 1), (1, Tier::Base, 2)];
    let mut rng = (0..10_000)
        .map(GameRng::from_seed)
        .find(|r| {
            let mut r = r.clone();
            // The warlord's die shows 6; the Vulture's shows 6 (nothing).
            r.die(6) == 6 && r.die(6) == 6
        })
        .unwrap();
    let lines = fight::resolve_with(&mut b, &mut m.ships, &[0], None, &names, &mut rng);
    assert_eq!(
        b.foes[0].cubes, 6,
        "only the 1-damage attack lands: {lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "The warlord evades 2 of {seat:0}'s attacks."),
        "{lines:?}"
    );
}

#[test]
fn the_warlord_is_beaten_when_his_hull_is_destroyed_with_a_ship_left() {
    let (mut g, mut rng) = at_the_warlord(2, &[1], &[1]);
    volley(&mut g, &mut rng, &[(0, 0, 99), (1, 1, 99)]);
    let lord = the_lord(&g).expect("the warlord");
    assert_eq!(g.m.won, None);
    let at = g.m.battles[0]
        .foes
        .iter()
        .position(|f| f.warlord.is_some())
        .unwrap() as u8;
    let (hull, max) = (lord.cubes, lord.max);
    // Not enough: he stays.
    volley(&mut g, &mut rng, &[(0, at, hull - 1), (1, at, 0)]);
    assert_eq!(g.m.won, None);
    assert!(the_lord(&g).unwrap().cubes <= max);
    // Enough, with the second ship shot down at the same time: one ship is left.
    g.m.ships[1].hull = hull_of(&[Hull::Structure]);
    g.m.ships[1].hull[0].damaged = true;
    volley(&mut g, &mut rng, &[(0, at, 99)]);
    assert_eq!(g.m.won, Some(true));
    assert_eq!(g.ending(), Some("victory"));
    let out = g.outcome().unwrap();
    assert_eq!(out.winners.len(), 2);
    let name = &content().warlords[usize::from(g.m.warlord.as_ref().unwrap().personality)].name;
    assert!(
        out.summary.contains(&format!("{name} is beaten!")),
        "{}",
        out.summary
    );
}

#[test]
fn the_warlord_battle_is_lost_when_every_ship_is_destroyed_even_as_he_falls() {
    let (mut g, mut rng) = at_the_warlord(2, &[1], &[1]);
    volley(&mut g, &mut rng, &[(0, 0, 99), (1, 1, 99)]);
    let at = g.m.battles[0]
        .foes
        .iter()
        .position(|f| f.warlord.is_some())
        .unwrap() as u8;
    for s in 0..2 {
        g.m.ships[s].hull = hull_of(&[Hull::Structure]);
        g.m.ships[s].hull[0].damaged = true;
    }
    volley(&mut g, &mut rng, &[(0, at, 99), (1, at, 99)]);
    assert!(the_lord(&g).unwrap().destroyed);
    assert_eq!(g.m.won, Some(false), "no ship of ours is left");
    assert_eq!(g.ending(), Some("final battle lost"));
    assert!(g.outcome().unwrap().winners.is_empty());
}

#[test]
fn at_nightfall_the_warlord_withdraws_and_the_battle_is_lost() {
    let (mut g, mut rng) = at_the_warlord(1, &[1], &[1]);
    g.m.battles[0].round = super::rules::WARLORD_ROUNDS - 1;
    volley(&mut g, &mut rng, &[]);
    assert_eq!(g.m.won, None, "one attack phase left");
    let wv = g.view(Viewer::Public).warlord.unwrap();
    assert_eq!(wv.nightfall_in, Some(1));
    volley(&mut g, &mut rng, &[]);
    assert_eq!(g.m.won, Some(false));
    assert!(g.m.log.iter().any(|l| l.starts_with("Night falls")));
}

#[test]
fn a_warlord_mission_replays_the_same_from_its_seed_and_actions() {
    for players in [1, 3] {
        let (mut g, mut rng) = new_game_with(players, 11, REACH);
        let mut log = Vec::new();
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let a = g.suggest(seat).unwrap();
            g.apply(Actor::player(seat), &a, &mut rng).unwrap();
            log.push((seat, a));
        }
        assert!(g.m.warlord.as_ref().unwrap().revealed > 0 || g.ending() == Some("time ran out"));
        let (mut h, mut rng2) = new_game_with(players, 11, REACH);
        for (seat, a) in &log {
            h.apply(Actor::player(*seat), a, &mut rng2).unwrap();
        }
        assert_eq!(h, g);
        assert_eq!(
            serde_json::to_string(&h).unwrap(),
            serde_json::to_string(&g).unwrap()
        );
    }
}

#[test]
fn every_mission_ends_with_random_and_sensible_captains_at_every_player_count() {
    for (k, m) in content().missions.iter().enumerate().skip(2) {
        let options = format!("rules=2 mission={}", m.key);
        for players in 1..=5 {
            let seed = 100 + k as u64 * 10 + players as u64;
            play_out_with(players, seed, false, &options);
            let g = play_out_with(players, seed, true, &options);
            assert_eq!(g.m.mission as usize, k);
            assert!(g.m.day <= g.m.total_days() + 1, "{}", m.name);
        }
    }
    // The newest edition (the track's events and requirements, the assignments'
    // paths): every mission.
    for (k, m) in content().missions.iter().enumerate() {
        let options = format!("rules={} mission={}", super::RULES_EDITION, m.key);
        for players in 1..=5 {
            let seed = 200 + k as u64 * 10 + players as u64;
            play_out_with(players, seed, false, &options);
            let g = play_out_with(players, seed, true, &options);
            assert_eq!(g.m.mission as usize, k);
            assert_eq!(g.m.warlord.is_some(), m.warlord, "{}", m.name);
            assert!(g.m.day <= g.m.total_days() + 1, "{}", m.name);
        }
    }
}

#[test]
fn random_and_sensible_warlord_missions_end_for_every_player_count() {
    let mut fought = 0;
    for players in 1..=5 {
        for seed in 0..4 {
            play_out_with(players, seed, false, REACH);
            let g = play_out_with(players, seed, true, REACH);
            fought += usize::from(g.m.warlord.as_ref().unwrap().fighting);
        }
    }
    assert!(
        fought >= 10,
        "the policy reaches the warlord: {fought} of 20"
    );
}

// ----- edition 3: assignments, supplies, the track's events and requirements,
// warlords' special abilities -----

fn assignment(name: &str) -> u8 {
    content()
        .assignments
        .iter()
        .position(|a| a.name == name)
        .unwrap_or_else(|| panic!("{name}")) as u8
}

fn mission_key(key: &str) -> String {
    format!("rules=3 mission={key}")
}

/// The day's end before track day `day` (every seat idle): advancing starts `day`.
fn eve_of(g: &mut Zephyr, day: u16) {
    g.m.day = day - 1;
    g.m.pos = day - 2;
    g.m.phase = super::rules::Phase::Dusk;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
}

/// Puts `seat` alone on assignment `def`, on route space `pos`.
fn out_on(g: &mut Zephyr, seat: u8, def: u8, pos: u8) {
    let number = 40 + seat;
    g.m.running.push(super::rules::Running {
        number,
        def,
        leader: Seat(seat),
        allies: Vec::new(),
        pos,
        path: None,
        turn: None,
        fresh: false,
        lost_battle: false,
        weaken: 0,
    });
    g.m.ships[usize::from(seat)].at = Where::Assignment(number);
}

fn advance(g: &mut Zephyr, rng: &mut GameRng) -> Vec<String> {
    let mut ev = Vec::new();
    g.m.advance(&mut ev, &names, rng);
    ev.into_iter().map(|e| e.text).collect()
}

#[test]
fn edition_three_deals_the_books_last_six_assignments_and_older_editions_never_do() {
    let c = content();
    assert_eq!(c.assignments.len(), 22, "the book's 22");
    for icon in ["rescue", "escort", "hunt", "salvage"] {
        let n = c.assignments.iter().filter(|a| a.icon == icon).count();
        assert!((5..=6).contains(&n), "{icon}: {n}");
    }
    let all_dealt = |g: &Zephyr| -> Vec<u8> {
        let mut d = g.m.decks.assignments.clone();
        d.extend(g.m.ships.iter().flat_map(|s| s.offers.clone()));
        d.sort_unstable();
        d
    };
    for seed in 0..5 {
        let (old, _) = new_game_with(2, seed, "rules=2");
        assert!(
            all_dealt(&old).iter().all(|&a| a < 16),
            "edition 2 deals 16"
        );
        assert_eq!(all_dealt(&old).len(), 16);
        let (new, _) = new_game_with(2, seed, "rules=3");
        assert_eq!(all_dealt(&new), (0..22).collect::<Vec<u8>>());
    }
    // A mission's icons pick the new ones too.
    let (g, _) = new_game_with(2, 1, &mission_key("maiden-voyage"));
    let dealt = all_dealt(&g);
    assert!(dealt.contains(&assignment("Jailbreak at Gallows Rock")));
    assert!(dealt.contains(&assignment("Derelict Dreadnought")));
    assert!(!dealt.contains(&assignment("Skywhale Poachers")), "a hunt");
}

#[test]
fn a_freed_prisoner_joins_the_crew_after_the_jailbreak_is_won() {
    let (mut g, mut rng) = flying_with(1, 3, "rules=3");
    let before = g.m.ships[0].crew.iter().flatten().count();
    let free = g.m.ships[0].crew.iter().filter(|c| c.is_none()).count();
    assert!(free > 0, "the book build leaves a station free");
    let mut ev = Vec::new();
    g.m.outcome(Seat(0), &Out::Recruit, &mut ev, &names, &mut rng);
    assert_eq!(g.m.ships[0].crew.iter().flatten().count(), before + 1);
    assert!(ev.iter().any(|e| e.text.contains("joins {seat:0}'s crew")));
    // No station free: the hiring price in scrap.
    for _ in 0..free - 1 {
        g.m.outcome(Seat(0), &Out::Recruit, &mut ev, &names, &mut rng);
    }
    let scrap = g.m.ships[0].scrap;
    g.m.outcome(Seat(0), &Out::Recruit, &mut ev, &names, &mut rng);
    assert_eq!(g.m.ships[0].scrap, scrap + 20);
    // The Jailbreak's event brings the recruit on a win.
    let jail = &content().assignments[usize::from(assignment("Jailbreak at Gallows Rock"))];
    assert!(matches!(
        &jail.route[1],
        super::content::Space::Event { on_win, .. } if on_win == &vec![Out::Recruit]
    ));
}

#[test]
fn a_free_armor_hull_goes_on_top_or_becomes_its_price_without_a_slot() {
    let (mut g, mut rng) = flying_with(1, 3, "rules=3");
    g.m.ships[0].hull = hull_of(&[Hull::Structure; 2]);
    let mut ev = Vec::new();
    g.m.outcome(Seat(0), &Out::Armor, &mut ev, &names, &mut rng);
    assert_eq!(g.m.ships[0].hull[0].kind, Hull::Armor);
    assert_eq!(g.m.ships[0].hull.len(), 3);
    while g.m.ships[0].hull_room(Hull::Armor) {
        g.m.ships[0].hull.insert(
            0,
            HullTile {
                kind: Hull::Armor,
                damaged: false,
            },
        );
    }
    let (len, scrap) = (g.m.ships[0].hull.len(), g.m.ships[0].scrap);
    g.m.outcome(Seat(0), &Out::Armor, &mut ev, &names, &mut rng);
    assert_eq!(g.m.ships[0].hull.len(), len);
    assert_eq!(g.m.ships[0].scrap, scrap + 20);
}

#[test]
fn a_missions_starting_supplies_come_with_the_ship_in_edition_three_only() {
    // Iron Tide: an armor hull and a crew member, beside the scrap and structure.
    for (options, extra) in [
        (mission_key("iron-tide"), true),
        ("rules=2 mission=iron-tide".to_string(), false),
    ] {
        let (mut g, mut rng) = new_game_with(1, 4, &options);
        act(&mut g, &mut rng, 0, "board:bandit-condor");
        let ship = &g.m.ships[0];
        let armor = ship.hull.iter().filter(|t| t.kind == Hull::Armor).count();
        let crew = ship.crew.iter().flatten().count();
        assert_eq!(
            (armor, crew),
            if extra { (1, 1) } else { (0, 0) },
            "{options}"
        );
        assert_eq!(ship.scrap, 110 + 10, "the supplies are free");
        assert_eq!(ship.hull.len(), if extra { 3 } else { 2 });
    }
    // Scrap Rush: a random bronze system in cargo and 15 scrap, after the book build.
    let (mut g, mut rng) = new_game_with(2, 4, &mission_key("scrap-rush"));
    act(&mut g, &mut rng, 1, "build:greaser-tub");
    let cargo = &g.m.ships[1].cargo;
    assert_eq!(cargo.len(), 1);
    assert_eq!(content().systems[usize::from(cargo[0])].tier, Tier::Bronze);
    assert_eq!(g.m.ships[1].scrap, 100 - 90 + 15, "and 15 scrap");
    // Five captains take their book builds one after another: no supply takes a
    // tile a build needs.
    for seed in 0..10 {
        let (g, _) = flying_with(5, seed, &mission_key("the-last-armada"));
        for ship in &g.m.ships {
            assert_eq!(ship.cargo.len(), 1);
            let name = &content().systems[usize::from(ship.cargo[0])].name;
            assert!(content()
                .ships
                .iter()
                .all(|d| !d.recommended.systems.contains(name)));
        }
    }
    // The catalogue's mission card says so.
    let card = super::catalogue::components()
        .into_iter()
        .find(|c| c.name == "Iron Tide")
        .unwrap();
    let text = format!("{:?}", card.face);
    assert!(
        text.contains("a free armor hull, a crew member joins, free"),
        "{text}"
    );
}

#[test]
fn every_track_event_and_requirement_falls_where_a_day_can_hold_it() {
    for m in &content().missions {
        let total: u16 = m.regions.iter().map(|&d| u16::from(d)).sum();
        let starts: Vec<u16> = (0..m.regions.len())
            .map(|i| 1 + m.regions[..i].iter().map(|&d| u16::from(d)).sum::<u16>())
            .collect();
        for e in &m.events {
            assert!(e.day >= 2 && e.day <= total, "{}: {}", m.name, e.name);
            assert!(
                !starts.contains(&e.day),
                "{}: {} on a region's first day",
                m.name,
                e.name
            );
        }
        for r in &m.requirements {
            assert!(
                r.before_region >= 2 && usize::from(r.before_region) <= m.regions.len() + 1,
                "{}",
                m.name
            );
        }
    }
    let plane = &content().missions[0];
    assert!(
        plane.events.is_empty() && plane.requirements.is_empty() && plane.supplies.is_empty(),
        "Plane & Simple stays as printed"
    );
    let designed = content()
        .missions
        .iter()
        .filter(|m| !m.events.is_empty())
        .count();
    assert!(designed >= 5, "{designed}");
}

#[test]
fn a_storm_on_the_track_hurts_the_ships_out_and_their_assignment_waits_a_day() {
    // Convoy Season's Autumn Gale, day 10.
    let (mut g, mut rng) = flying_with(2, 6, &mission_key("convoy-season"));
    eve_of(&mut g, 10);
    for s in 0..2 {
        g.m.ships[s].hull = hull_of(&[Hull::Structure; 4]);
    }
    out_on(&mut g, 0, assignment("Grain Convoy"), 0);
    let lines = advance(&mut g, &mut rng);
    assert!(
        lines.iter().any(|l| l.starts_with("Day 10: Autumn Gale!")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l == "{seat:0} takes 1 damage."),
        "{lines:?}"
    );
    assert!(
        !lines.iter().any(|l| l.starts_with("{seat:1} takes")),
        "the barge shelters"
    );
    assert!(
        !lines.iter().any(|l| l.contains("draws")),
        "nobody explores: {lines:?}"
    );
    // The day ended without asking anyone; the next morning, the assignment moves on
    // from where it waited: one space, not two.
    assert_eq!(g.m.day, 11);
    assert_eq!(g.m.running[0].pos, 1);
    assert_eq!(g.m.ships[0].undamaged(), 3, "still out, not repaired");
}

#[test]
fn a_battle_on_the_track_is_fought_by_every_ship_together_and_rewards_each() {
    // Convoy Season's Harvest Convoy, day 6: one enemy ship per player.
    let (mut g, mut rng) = flying_with(2, 6, &mission_key("convoy-season"));
    eve_of(&mut g, 6);
    out_on(&mut g, 1, assignment("Grain Convoy"), 0);
    advance(&mut g, &mut rng);
    assert_eq!(g.m.battles.len(), 1);
    let b = &g.m.battles[0];
    assert_eq!(b.area, Area::Event);
    assert_eq!(
        b.seats,
        vec![Seat(0), Seat(1)],
        "the ship out joins the fleet"
    );
    assert_eq!(b.foes.len(), 3, "one, and one per player");
    let v = g.view(Viewer::Public);
    assert_eq!(v.battles[0].area, "The Harvest Convoy");
    assert!(v.events.iter().any(|e| e.today && e.day == 6));
    let scrap: Vec<u32> = g.m.ships.iter().map(|s| s.scrap).collect();
    for s in 0..2 {
        g.m.ships[s].hull = hull_of(&[Hull::Structure; 9]);
    }
    // Two attack phases: a ship each, then the third together.
    volley(&mut g, &mut rng, &[(0, 0, 99), (1, 1, 99)]);
    let lines = volley(&mut g, &mut rng, &[(0, 2, 99), (1, 2, 99)]);
    assert!(
        lines.iter().any(|l| l.contains("Battle 1 is won!")),
        "{lines:?}"
    );
    assert_eq!(g.m.day, 7, "the day ended with the battle");
    for (s, before) in scrap.iter().enumerate() {
        assert!(
            g.m.ships[s].scrap >= before + 10,
            "{s}: every ship gains the convoy's 10 scrap, with its salvage"
        );
    }
    assert_eq!(g.m.destroyed, 3);
    assert_eq!(g.m.won, None, "an event's battle is not the mission's");
}

#[test]
fn a_toll_is_paid_from_the_fleets_scrap_and_a_fleet_that_cannot_pay_is_turned_back() {
    // Scrap Rush: 10 scrap per ship on entering region 2 (day 6).
    let (mut g, mut rng) = flying_with(2, 6, &mission_key("scrap-rush"));
    eve_of(&mut g, 6);
    g.m.ships[0].scrap = 18;
    g.m.ships[1].scrap = 7;
    let v = g.view(Viewer::Public);
    assert_eq!(v.requirements.len(), 1);
    assert_eq!((v.requirements[0].have, v.requirements[0].need), (25, 20));
    assert_eq!(v.requirements[0].day, 6);
    assert!(!v.requirements[0].checked);
    let lines = advance(&mut g, &mut rng);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("pays the toll of 20 scrap")),
        "{lines:?}"
    );
    assert_eq!(
        [g.m.ships[0].scrap, g.m.ships[1].scrap],
        [5, 0],
        "the richer covers the rest"
    );
    assert_eq!(g.m.won, None);
    assert!(g.view(Viewer::Public).requirements[0].checked);
    // 19 scrap is not enough: the mission is lost, and says why.
    let (mut g, mut rng) = flying_with(2, 6, &mission_key("scrap-rush"));
    eve_of(&mut g, 6);
    g.m.ships[0].scrap = 10;
    g.m.ships[1].scrap = 9;
    advance(&mut g, &mut rng);
    assert_eq!(g.m.won, Some(false));
    assert_eq!(g.m.unmet, Some(0));
    assert_eq!(g.ending(), Some("requirement not met"));
    assert_eq!(
        g.view(Viewer::Public).ending.as_deref(),
        Some("requirement not met")
    );
    assert!(
        g.m.log.last().unwrap().contains("was not met"),
        "{:?}",
        g.m.log
    );
    assert_eq!(g.m.ships[0].scrap, 10, "nothing is paid");
}

#[test]
fn enemy_ships_destroyed_count_toward_a_requirement_checked_on_entering_the_region() {
    // Warlord's Reach: 2 enemy ships destroyed per player by the end of region 1.
    for (destroyed, lost) in [(3, true), (4, false)] {
        let (mut g, mut rng) = flying_with(2, 6, &mission_key("warlords-reach"));
        eve_of(&mut g, 6);
        g.m.destroyed = destroyed;
        let v = g.view(Viewer::Public);
        assert_eq!(
            (v.requirements[0].have, v.requirements[0].need),
            (u32::from(destroyed), 4)
        );
        advance(&mut g, &mut rng);
        assert_eq!(g.m.won == Some(false), lost, "{destroyed}");
    }
    // Edition 2 has no requirement but the assignments.
    let (mut g, mut rng) = flying_with(2, 6, "rules=2 mission=warlords-reach");
    eve_of(&mut g, 6);
    advance(&mut g, &mut rng);
    assert_eq!(g.m.won, None);
    assert!(g.view(Viewer::Public).requirements.is_empty());
}

#[test]
fn edition_two_games_have_no_track_events() {
    let (mut g, mut rng) = flying_with(2, 6, "rules=2 mission=convoy-season");
    eve_of(&mut g, 10);
    out_on(&mut g, 0, assignment("Grain Convoy"), 0);
    let lines = advance(&mut g, &mut rng);
    assert!(!lines.iter().any(|l| l.contains("Autumn Gale")));
    assert!(g.view(Viewer::Public).events.is_empty());
    assert_eq!(g.m.running[0].pos, 1, "the assignment goes on");
}

#[test]
fn the_track_shows_its_events_ahead_and_today() {
    let (g, _) = flying_with(3, 6, &mission_key("bounty-board"));
    let v = g.view(Viewer::Public);
    let days: Vec<u16> = v.events.iter().map(|e| e.day).collect();
    assert_eq!(days, [6]);
    assert!(v.events.iter().all(|e| !e.past && !e.today));
    assert!(
        v.events[0].text.contains("an enemy commander"),
        "{}",
        v.events[0].text
    );
    assert!(
        v.events[0]
            .text
            .contains("If you win, every ship: gain 10 scrap"),
        "{}",
        v.events[0].text
    );
    // Plane & Simple: as printed, nothing on the track.
    let (g, _) = flying_with(2, 6, "rules=3");
    assert!(g.view(Viewer::Public).events.is_empty());
}

/// The warlord battle of Warlord's Reach (`options`), warlord `lord` with these cards.
fn at_the_warlord_with(
    options: &str,
    players: usize,
    lord: &str,
    abilities: &[u8],
    waves: &[u8],
) -> (Zephyr, GameRng) {
    let (mut g, mut rng) = flying_with(players, 5, options);
    let w = g.m.warlord.as_mut().unwrap();
    w.personality = content()
        .warlords
        .iter()
        .position(|x| x.name == lord)
        .unwrap() as u8;
    w.abilities = abilities.to_vec();
    w.waves = waves.to_vec();
    g.m.pos = g.m.total_days() - 1;
    g.m.day = g.m.total_days();
    g.m.completed = g.m.needed();
    g.m.phase = super::rules::Phase::Dusk;
    // No region's rules: enemy crews are the cards' own.
    g.m.region = None;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
    advance(&mut g, &mut rng);
    for s in 0..players {
        act(&mut g, &mut rng, s as u8, "done");
    }
    for ship in &mut g.m.ships {
        ship.hull = hull_of(&[Hull::Structure; 10]);
    }
    (g, rng)
}

/// A lone warlord (special `sp`) in range of seat 0, whose attacks are `attacks`.
fn lord_in_range(
    sp: Option<&super::content::Special>,
    round: u8,
    attacks: &[u8],
) -> (Battle, Vec<String>, usize) {
    let (mut g, _) = flying(1, 5);
    let m = &mut g.m;
    m.ships[0].hull = hull_of(&[Hull::Structure; 9]);
    m.ships[0].plays.attacks = attacks.iter().map(|&d| (d, Tier::Base, 0)).collect();
    let mut lord = enemy_ship(0, None, 1, 0, 0, Seat(0));
    lord.warlord = Some(0);
    lord.crew = 0;
    lord.cubes = 10;
    lord.max = 20;
    let mut b = battle(&[0], vec![lord]);
    b.round = round;
    // No ability cards: only the special acts.
    let mut rng = GameRng::from_seed(1);
    let lines = fight::resolve_with(&mut b, &mut m.ships, &[], sp, &names, &mut rng);
    (b, lines, m.ships[0].undamaged())
}

#[test]
fn each_warlords_special_ability_does_what_his_card_says() {
    use super::content::Special;
    let c = content();
    assert!(
        c.warlords[0].special.is_none(),
        "the book's Commodore has none"
    );
    assert!(c.warlords[1..].iter().all(|w| w.special.is_some()));
    // Plated: every attack at him deals 1 less; two attacks of 3 and 1: 2 + 0.
    let (b, lines, _) = lord_in_range(Some(&Special::Plated(1)), 2, &[3, 1]);
    assert_eq!(b.foes[0].cubes, 8, "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Iron Plating: 2 damage turned aside")),
        "{lines:?}"
    );
    let (b, _, _) = lord_in_range(None, 2, &[3, 1]);
    assert_eq!(b.foes[0].cubes, 6);
    // Repair: 2 at every resolve once in range.
    let (b, lines, _) = lord_in_range(Some(&Special::Repair(2)), 2, &[3]);
    assert_eq!(b.foes[0].cubes, 9, "{lines:?}");
    // Scorch: 1 direct damage at every ship.
    let (_, lines, whole) = lord_in_range(Some(&Special::Scorch(1)), 2, &[]);
    assert_eq!(whole, 8, "{lines:?}");
    // First shot: an attack of 2 in the first attack phase only.
    let (_, lines, whole) = lord_in_range(Some(&Special::FirstShot(2)), 1, &[]);
    assert_eq!(whole, 7, "{lines:?}");
    let (_, _, whole) = lord_in_range(Some(&Special::FirstShot(2)), 2, &[]);
    assert_eq!(whole, 9);
}

#[test]
fn a_drilled_warlords_waves_have_more_crew_and_specials_wait_for_edition_three() {
    // Admiral Osric Vell (drilled), Picket Line (one ship per player).
    // Each ship's crew, and its card's own at this tier.
    let crews = |options: &str| -> Vec<(u8, u8)> {
        let (g, _) = at_the_warlord_with(options, 2, "Admiral Osric Vell", &[1], &[1, 5]);
        let tier = g.m.tier().0;
        let b =
            g.m.battles
                .iter()
                .find(|b| b.area == Area::Mission)
                .unwrap();
        b.foes
            .iter()
            .map(|f| (f.crew, enemy_ship(f.enemy, None, tier, 0, 0, Seat(0)).crew))
            .collect()
    };
    let old = crews(REACH);
    let new = crews(&mission_key("warlords-reach"));
    assert_eq!((old.len(), new.len()), (2, 2));
    assert!(old.iter().all(|(crew, card)| crew == card), "{old:?}");
    assert!(new.iter().all(|(crew, card)| *crew == card + 1), "{new:?}");
    // Queen Corsair Maelis' opening broadside: edition 3 only, in the view too.
    for (options, shown) in [
        (REACH.to_string(), false),
        (mission_key("warlords-reach"), true),
    ] {
        let (mut g, mut rng) = at_the_warlord_with(&options, 1, "Queen Corsair Maelis", &[1], &[1]);
        let wv = g.view(Viewer::Public).warlord.unwrap();
        assert_eq!(wv.special.is_some(), shown, "{options}");
        volley(&mut g, &mut rng, &[]);
        let fired = g.m.battles[0]
            .lines
            .iter()
            .any(|l| l.contains("Opening Broadside"));
        assert_eq!(fired, shown, "{options}");
    }
}

/// What a public line shows of the content: "play:Cannon Blast", "foe:The Tin
/// Vulture", "wave:Foul Villainy", … (the content coverage's keys).
fn coverage_keys(line: &str, out: &mut std::collections::BTreeSet<String>) {
    let after = |pat: &str| line.find(pat).map(|i| &line[i + pat.len()..]);
    let mut put = |k: &str, v: &str| {
        out.insert(format!("{k}:{}", v.trim().trim_end_matches(['.', '!'])));
    };
    if let Some(v) = after(" plays ") {
        put("play", v);
    }
    if let Some(v) = after(" uses ") {
        put("use", v);
    }
    if let Some(v) = after(" draws ") {
        put("draw", v);
    }
    if let Some(v) = after(" embarks on ") {
        match v.split_once(", by ") {
            Some((name, path)) => {
                put("assignment", name);
                put("path", path);
            }
            None => put("assignment", v),
        }
    }
    if let Some(v) = after(" leads the party by ") {
        put("path", v.trim_end_matches(" tomorrow."));
    }
    if let Some(v) = after(" enters ") {
        put("region", v.split(" (tier").next().unwrap_or(v));
    }
    if let Some(v) = after(" takes the ") {
        put("ship", v);
    }
    for pat in [" hires ", "joins "] {
        if line.contains(pat) {
            put("crew", line);
        }
    }
    for pat in [" buys and installs ", " installs "] {
        if let Some(v) = after(pat) {
            put("system", v);
        }
    }
    if let Some(v) = after(" gains ") {
        if let Some(v) = v.strip_suffix(" (in cargo).") {
            put("system", v);
        }
    }
    for pat in [" against ", "In come "] {
        if let Some(v) = after(pat) {
            for foe in v.trim_end_matches(['.', '!']).split(", ") {
                match foe.split_once(" on ") {
                    Some((k, ship)) => {
                        put("commander", k);
                        put("foe", ship);
                    }
                    None => put("foe", foe),
                }
            }
        }
    }
    if line.contains(" rolls ") {
        if let Some(v) = line
            .rsplit(" for ")
            .next()
            .filter(|_| line.contains(") for "))
        {
            put("ability", v);
        }
    }
    if line.starts_with("Wave ") {
        if let Some(v) = after(": ") {
            put("wave", v.split('!').next().unwrap_or(v));
        }
    }
    if let Some(v) = after("The warlord's ") {
        put("special", v.split(':').next().unwrap_or(v));
    }
    if let Some(v) = after(": the warlord ") {
        put("warlord", v.split(" comes out").next().unwrap_or(v));
    }
    if line.starts_with("Day ") {
        if let Some(v) = after(": ") {
            if let Some((name, _)) = v.split_once("! ") {
                put("event", name);
            }
        }
    }
    if line.contains("pays the toll") || line.contains("was not met") {
        put(
            "requirement",
            if line.contains("toll") {
                "toll"
            } else {
                "destroyed"
            },
        );
    }
}

/// Content coverage (not a check): every mission × 1–5 players, sensible self-play
/// (and a quarter as many random games), edition 3; prints what never appeared or
/// never fired. `cargo test -p windward-engine --lib zephyr_content_coverage --
/// --ignored --nocapture` (`GAMES=…` per mission and count, 200 by default).
#[test]
#[ignore]
fn zephyr_content_coverage() {
    let c = content();
    let n: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    let mut seen = std::collections::BTreeSet::new();
    let mut games = 0;
    for m in &c.missions {
        let options = format!("rules=4 mission={}", m.key);
        for players in 1..=5 {
            for seed in 0..n + n / 4 {
                let sensible = seed < n;
                play_out_telling(players, seed, sensible, &options, &mut |l| {
                    coverage_keys(l, &mut seen)
                });
                games += 1;
            }
        }
    }
    let has = |k: &str, name: &str| seen.contains(&format!("{k}:{name}"));
    let crew_has = |name: &str| {
        seen.iter()
            .any(|k| k.starts_with("crew:") && k.contains(name))
    };
    let mut missing: Vec<String> = Vec::new();
    let mut check = |what: &str, ok: bool, name: &str| {
        if !ok {
            missing.push(format!("{what}: {name}"));
        }
    };
    for s in &c.ships {
        check("ship never taken", has("ship", &s.name), &s.name);
        check(
            "ship ability never used",
            has("use", &s.ability.name),
            &s.ability.name,
        );
    }
    for b in &c.base_cards {
        check("base card never played", has("play", &b.name), &b.name);
    }
    let mut designs: Vec<&str> = c.systems.iter().map(|s| s.name.as_str()).collect();
    designs.dedup();
    for name in designs {
        check("system never owned", has("system", name), name);
        check("system never played", has("play", name), name);
    }
    for f in &c.factions {
        check(
            "faction never hired",
            crew_has(&format!("({})", f.name)) || crew_has(&format!("a {} crew", f.name)),
            &f.name,
        );
        check(
            "faction power never used",
            has("use", &f.power.name),
            &f.power.name,
        );
    }
    for p in &c.personalities {
        check("personality never hired", crew_has(&p.name), &p.name);
        check(
            "personality power never used",
            has("use", &p.power.name),
            &p.power.name,
        );
    }
    for r in &c.regions {
        check("region never entered", has("region", &r.name), &r.name);
    }
    for a in &c.assignments {
        check(
            "assignment never taken",
            has("assignment", &a.name),
            &a.name,
        );
        for p in &a.paths {
            check("path never taken", has("path", &p.name), &p.name);
        }
    }
    for e in &c.explore {
        check("explore card never drawn", has("draw", &e.name), &e.name);
    }
    for e in &c.enemies {
        check("enemy never met", has("foe", &e.name), &e.name);
    }
    for k in &c.commanders {
        check("commander never met", has("commander", &k.name), &k.name);
    }
    for w in &c.warlords {
        check("warlord never fought", has("warlord", &w.name), &w.name);
        if let Some(sp) = &w.special {
            let name = fight::special_name(sp);
            check("warlord special never fired", has("special", name), name);
        }
    }
    for a in &c.abilities {
        check(
            "warlord ability never rolled",
            has("ability", &a.name),
            &a.name,
        );
    }
    for w in &c.waves {
        check("warlord wave never revealed", has("wave", &w.name), &w.name);
    }
    for m in &c.missions {
        for e in &m.events {
            check(
                "mission event never happened",
                has("event", &e.name),
                &e.name,
            );
        }
    }
    for r in ["toll", "destroyed"] {
        check("requirement never checked", has("requirement", r), r);
    }
    println!(
        "{games} games ({n} sensible and {} random per mission and count), {} keys seen; never: {}",
        n / 4,
        seen.len(),
        if missing.is_empty() {
            "nothing".to_string()
        } else {
            missing.join("; ")
        }
    );
}

#[test]
fn the_coverage_reads_the_lines_it_counts() {
    let mut seen = std::collections::BTreeSet::new();
    for l in [
        "{seat:0} plays Cannon Blast.",
        "Battle 2: {seat:0}, {seat:1} against Red Meg on The Tin Vulture, The Gale Dancer.",
        "{seat:0} rolls 3 (2 damage) for Agile Aggression.",
        "Wave 1 of 3: Foul Villainy! In come Red Meg on The Tin Vulture.",
        "Day 6: The Harvest Convoy! Every ship fights 1 enemy ship per player together.",
        "{seat:1} gains Cannon Blast (in cargo).",
        "{seat:0} embarks on Grain Convoy, by the Gorge.",
        "{seat:1} leads the party by the Hold tomorrow.",
    ] {
        coverage_keys(l, &mut seen);
    }
    for k in [
        "play:Cannon Blast",
        "commander:Red Meg",
        "foe:The Tin Vulture",
        "foe:The Gale Dancer",
        "ability:Agile Aggression",
        "wave:Foul Villainy",
        "event:The Harvest Convoy",
        "system:Cannon Blast",
        "assignment:Grain Convoy",
        "path:the Gorge",
        "path:the Hold",
    ] {
        assert!(seen.contains(k), "{k}: {seen:?}");
    }
}

// ----- edition 4: the assignments' paths -----

#[test]
fn every_path_leaves_and_rejoins_its_route_where_it_can() {
    let c = content();
    let mut names = std::collections::BTreeSet::new();
    let with_paths = c.assignments.iter().filter(|a| !a.paths.is_empty()).count();
    assert!(with_paths >= 10, "{with_paths} assignments have paths");
    for a in &c.assignments {
        let mut letters: Vec<char> = a
            .route
            .iter()
            .chain(a.paths.iter().flat_map(|p| &p.spaces))
            .filter_map(|s| match s {
                super::content::Space::Event { letter, .. } => Some(*letter),
                _ => None,
            })
            .collect();
        let n = letters.len();
        letters.sort_unstable();
        letters.dedup();
        assert_eq!(letters.len(), n, "{}: a letter used twice", a.name);
        for (k, p) in a.paths.iter().enumerate() {
            let last = a.route.len() as u8;
            assert!(!p.spaces.is_empty(), "{}", p.name);
            assert!(p.from.is_none_or(|f| f < last), "{}", p.name);
            assert!(p.to.is_none_or(|t| t < last), "{}", p.name);
            if let (Some(f), Some(t)) = (p.from, p.to) {
                assert!(t > f, "{}: no way back along the route", p.name);
            }
            // `continue:<path>` finds a path by its name alone.
            assert!(
                names.insert(super::notation::slug(&p.name)),
                "{}: name taken",
                p.name
            );
            let way = a.way(Some(k as u8));
            assert_ne!(way, a.way(None), "{}: the same way as the route", p.name);
            // Walking the way step by step flies exactly those spaces.
            let (mut path, mut pos) = match p.from {
                None => (Some(k as u8), 0),
                Some(_) => (None, 0),
            };
            let mut flown = vec![a.space(path, pos).unwrap()];
            while let Some((np, npos)) = a.after(path, pos, Some(k as u8)) {
                (path, pos) = (np, npos);
                flown.push(a.space(path, pos).unwrap());
            }
            assert_eq!(flown, way, "{}", p.name);
        }
    }
}

/// The first morning of a 2-player edition-4 game, with alice offered `def` alone.
fn offered(def: &str, seed: u64) -> (Zephyr, GameRng) {
    let (mut g, rng) = flying_with(2, seed, "rules=4");
    assert_eq!(g.task(Seat(0)), &Task::Move);
    g.m.ships[0].offers = vec![assignment(def)];
    (g, rng)
}

fn legal_texts(g: &Zephyr, seat: u8) -> Vec<String> {
    g.legal_actions(Actor::player(Seat(seat)))
        .iter()
        .map(|a| g.notation(a))
        .collect()
}

#[test]
fn a_leader_may_embark_on_another_first_day() {
    let (mut g, mut rng) = offered("Cull the Scouts", 3);
    let legal = legal_texts(&g, 0);
    assert!(
        legal.contains(&"embark:cull-the-scouts".to_string()),
        "{legal:?}"
    );
    assert!(legal.contains(&"embark:cull-the-scouts:fly-as-bait".to_string()));
    let mine = super::view::view(&g.m, Viewer::Seat(Seat(0)));
    let offer = &mine.me.expect("her own view").offers[0].choices;
    assert!(
        offer.contains(&"Or start by Fly as Bait: C (its last is the final day).".to_string()),
        "{offer:?}"
    );
    let embark = g.parse("embark:cull-the-scouts:fly-as-bait").unwrap();
    assert_eq!(
        g.describe_for(Seat(0), &embark).label,
        "Embark on Cull the Scouts by Fly as Bait (C)"
    );
    let ev = act(&mut g, &mut rng, 0, "embark:cull-the-scouts:fly-as-bait");
    assert!(ev
        .iter()
        .any(|e| e.text == "{seat:0} embarks on Cull the Scouts, by Fly as Bait."));
    let run = &g.m.running[0];
    assert_eq!((run.path, run.pos), (Some(0), 0));
    assert!(run.on_final_day(), "one day instead of three");
    let board = super::view::view(&g.m, Viewer::Public);
    assert_eq!(board.assignments[0].route, vec!["C".to_string()]);
    assert_eq!(board.assignments[0].pos, 0);
    // The day's lettered space: both scouts at once, a battle of the party.
    act(&mut g, &mut rng, 1, "patrol");
    while g.m.day == 1 && g.m.battles.is_empty() {
        let seat = g.to_act()[0];
        let a = g.suggest(seat).unwrap();
        g.apply(Actor::player(seat), &a, &mut rng).unwrap();
    }
    let fight =
        g.m.battles
            .iter()
            .find(|b| b.seats.contains(&Seat(0)))
            .expect("the party fights");
    assert_eq!(fight.foes.len(), 2, "both scouts come at once");
}

#[test]
fn older_editions_fly_the_route_only() {
    let (mut g, mut rng) = flying_with(2, 3, "rules=3");
    g.m.ships[0].offers = vec![assignment("Cull the Scouts")];
    let legal = legal_texts(&g, 0);
    assert!(
        !legal.iter().any(|a| a.contains("fly-as-bait")),
        "{legal:?}"
    );
    let tried = g.parse("embark:cull-the-scouts:fly-as-bait").unwrap();
    let e = g
        .apply(Actor::player(Seat(0)), &tried, &mut rng)
        .unwrap_err();
    assert!(e.to_string().contains("no such path in this game"), "{e}");
    assert_eq!(g.m.ships[0].offers, vec![assignment("Cull the Scouts")]);
    assert!(g.m.running.is_empty(), "nothing changed");
    act(&mut g, &mut rng, 0, "embark:cull-the-scouts");
    assert_eq!(g.m.running[0].path, None);
}

#[test]
fn a_path_leaving_later_is_chosen_the_morning_the_party_gets_there() {
    let (mut g, mut rng) = offered("Wreck of the Meridian", 5);
    let e = g
        .apply(
            Actor::player(Seat(0)),
            &g.parse("embark:wreck-of-the-meridian:the-hold").unwrap(),
            &mut rng,
        )
        .unwrap_err();
    assert!(e.to_string().contains("choose it the morning"), "{e}");
    act(&mut g, &mut rng, 0, "embark:wreck-of-the-meridian");
    // Bob flies along as alice's ally.
    act(&mut g, &mut rng, 1, "patrol");
    let n = g.m.running[0].number;
    g.m.running[0].allies.push(Seat(1));
    g.m.ships[1].at = Where::Assignment(n);
    g.m.tasks[1] = Task::Idle;
    while g.m.day == 1 {
        let seat = g.to_act()[0];
        let a = g.suggest(seat).unwrap();
        g.apply(Actor::player(seat), &a, &mut rng).unwrap();
    }
    assert_eq!(g.m.running.len(), 1, "the party is still out");
    assert_eq!(g.m.running[0].members(), vec![Seat(0), Seat(1)]);
    assert_eq!(g.m.running[0].pos, 1, "day 2: the wreck's space A");
    // Only the leader is offered the fork, and only she may take it.
    assert!(legal_texts(&g, 0).contains(&"continue:the-hold".to_string()));
    assert!(!legal_texts(&g, 1).contains(&"continue:the-hold".to_string()));
    let hold = g.parse("continue:the-hold").unwrap();
    assert_eq!(
        g.describe_for(Seat(0), &hold).label,
        "Go on, then by the Hold (?, A, B)"
    );
    assert_eq!(
        g.describe_for(Seat(0), &Action::Continue).label,
        "Go on by the route (?, A, ?)"
    );
    let e = g
        .apply(Actor::player(Seat(1)), &hold, &mut rng)
        .unwrap_err();
    assert!(e.to_string().contains("Only the party leader"), "{e}");
    // A path of another assignment is not this party's.
    let gorge = g.parse("continue:the-gorge").unwrap();
    let e = g
        .apply(Actor::player(Seat(0)), &gorge, &mut rng)
        .unwrap_err();
    assert!(e.to_string().contains("No such path"), "{e}");
    assert_eq!(g.m.running[0].turn, None, "nothing changed");
    let ev = act(&mut g, &mut rng, 0, "continue:the-hold");
    assert!(ev
        .iter()
        .any(|e| e.text == "{seat:0} leads the party by the Hold tomorrow."));
    let board = super::view::view(&g.m, Viewer::Public);
    assert_eq!(board.assignments[0].route, vec!["?", "A", "B"]);
    assert_eq!(board.assignments[0].pos, 1);
    act(&mut g, &mut rng, 1, "continue");
    while g.m.day == 2 {
        let seat = g.to_act()[0];
        let a = g.suggest(seat).unwrap();
        g.apply(Actor::player(seat), &a, &mut rng).unwrap();
    }
    // Day 3: the hold's turrets, the final day.
    let party: Vec<Seat> = g.m.running[0].members();
    assert!(!party.is_empty());
    let run = &g.m.running[0];
    assert_eq!((run.path, run.pos, run.turn), (Some(0), 0, None));
    assert!(run.on_final_day());
    assert_eq!(g.m.party_of(Seat(0)).map(|r| r.number), Some(n));
}

#[test]
fn the_same_paths_replay_to_the_same_game() {
    for players in 1..=3 {
        let a = play_out_with(players, 41, false, "rules=4 mission=maiden-voyage");
        let b = play_out_with(players, 41, false, "rules=4 mission=maiden-voyage");
        assert_eq!(a, b);
    }
}

/// Alice leads `def` on its final space with bob (and carol) as allies, at the end of
/// the day's battles: advancing ends the day.
fn party_on_final_day(players: usize, options: &str, def: &str) -> (Zephyr, GameRng) {
    let (mut g, rng) = flying_with(players, 3, options);
    let def = assignment(def);
    let last = content().assignments[usize::from(def)].route.len() as u8 - 1;
    out_on(&mut g, 0, def, last);
    for ally in 1..players {
        g.m.running[0].allies.push(Seat(ally as u8));
        g.m.ships[ally].at = Where::Assignment(40);
    }
    g.m.phase = super::rules::Phase::Battles;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
    (g, rng)
}

#[test]
fn a_party_leader_shares_out_the_reward_scrap_as_they_see_fit() {
    let (mut g, mut rng) = party_on_final_day(3, "rules=4", "Grain Convoy");
    let before: Vec<u32> = g.m.ships.iter().map(|s| s.scrap).collect();
    let lines = advance(&mut g, &mut rng);
    assert!(
        lines.contains(&"{seat:0} has 30 scrap of its reward to share out among the party.".into()),
        "{lines:?}"
    );
    assert_eq!(
        g.task(Seat(0)),
        &Task::Share {
            battle: 0,
            pool: 30,
            party: vec![Seat(0), Seat(1), Seat(2)]
        }
    );
    assert_eq!(g.m.day, 1, "the day waits for the leader");
    assert!(g
        .prompt(Seat(0))
        .contains("share out the assignment's reward (30 scrap left)"));
    let legal = legal_texts(&g, 0);
    for a in ["share:even", "share:2:30", "share:3:15"] {
        assert!(legal.contains(&a.to_string()), "{a}: {legal:?}");
    }
    // Only the leader shares, only within the party, only what is left.
    let e = g
        .apply(
            Actor::player(Seat(1)),
            &g.parse("share:2:30").unwrap(),
            &mut rng,
        )
        .unwrap_err();
    assert!(e.to_string().contains("done your part"), "{e}");
    let e = g
        .apply(
            Actor::player(Seat(0)),
            &g.parse("share:2:31").unwrap(),
            &mut rng,
        )
        .unwrap_err();
    assert!(e.to_string().contains("from 1 to 30"), "{e}");
    act(&mut g, &mut rng, 0, "share:3:12");
    let ev = act(&mut g, &mut rng, 0, "share:even");
    assert!(ev
        .iter()
        .any(|e| e.text.starts_with("The reward is shared evenly")));
    let got: Vec<u32> =
        g.m.ships
            .iter()
            .zip(&before)
            .map(|(s, b)| s.scrap - b)
            .collect();
    assert_eq!(got, vec![6, 6, 18], "12 to carol, then 18 evenly");
    assert_eq!(g.m.day, 2, "shared: the next day begins");
}

#[test]
fn a_lone_leader_and_older_editions_take_the_reward_at_once() {
    for (players, options) in [(1, "rules=4"), (2, "rules=3")] {
        let (mut g, mut rng) = party_on_final_day(players, options, "Grain Convoy");
        let scrap = g.m.ships[0].scrap;
        advance(&mut g, &mut rng);
        assert_eq!(g.m.ships[0].scrap, scrap + 30, "{options}");
        assert!(!matches!(g.task(Seat(0)), Task::Share { .. }));
    }
}

#[test]
fn a_leader_abandoning_appoints_the_new_leader() {
    let (mut g, mut rng) = party_on_final_day(3, "rules=4", "Grain Convoy");
    g.m.running[0].pos = 0;
    g.m.phase = super::rules::Phase::Move;
    for t in &mut g.m.tasks {
        *t = Task::Dusk;
    }
    let legal = legal_texts(&g, 0);
    assert!(legal.contains(&"abandon:2".to_string()), "{legal:?}");
    assert!(legal.contains(&"abandon:3".to_string()));
    assert!(!legal.contains(&"abandon".to_string()));
    assert_eq!(
        g.describe_for(Seat(0), &g.parse("abandon:3").unwrap())
            .label,
        "Abandon it: back to the barge, {seat:2} leads"
    );
    // An ally just leaves.
    assert!(legal_texts(&g, 1).contains(&"abandon".to_string()));
    for (typed, why) in [
        (
            "abandon",
            "Appoint the new party leader first: `abandon:2` or `abandon:3`.",
        ),
        ("abandon:1", "{seat:0} is not an ally"),
        ("abandon:4", "{seat:3} is not an ally"),
    ] {
        let a = g.parse(typed).unwrap();
        let e = g.apply(Actor::player(Seat(0)), &a, &mut rng).unwrap_err();
        assert!(e.to_string().contains(why), "{typed}: {e}");
    }
    assert_eq!(g.m.running[0].leader, Seat(0), "nothing changed");
    let ev = act(&mut g, &mut rng, 0, "abandon:3");
    let texts: Vec<&str> = ev.iter().map(|e| e.text.as_str()).collect();
    assert!(
        texts.contains(&"{seat:2} now leads Grain Convoy."),
        "{texts:?}"
    );
    let run = &g.m.running[0];
    assert_eq!((run.leader, run.allies.clone()), (Seat(2), vec![Seat(1)]));
    assert_eq!(g.m.ships[0].at, Where::Resupply);
    // With one ally left, the new leader's `abandon` appoints it.
    act(&mut g, &mut rng, 2, "abandon");
    assert_eq!(g.m.running[0].leader, Seat(1));
}

#[test]
fn the_declare_prompt_asks_only_for_the_choice_that_is_there() {
    let (mut g, _) = flying(2, 5);
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
    let foe = |name| enemy_ship(enemy(name), None, 1, 0, 0, Seat(0));
    let mut gone = foe("The Tin Vulture");
    gone.destroyed = true;
    // Two enemies: each captain aims, and the leader also sets whom each attacks.
    let mut b = battle(
        &[0, 1],
        vec![foe("The Tin Vulture"), foe("The Tin Vulture")],
    );
    b.step = Step::Declare;
    g.m.battles = vec![b];
    assert!(
        g.prompt(Seat(0))
            .contains("set your target and which ship each enemy attacks"),
        "{}",
        g.prompt(Seat(0))
    );
    assert!(
        g.prompt(Seat(1)).ends_with("set your target."),
        "{}",
        g.prompt(Seat(1))
    );
    // One enemy left: no target to choose, only whom it attacks (the leader's).
    g.m.battles[0].foes = vec![gone, foe("The Tin Vulture")];
    g.m.battles[0].done = vec![Seat(1)];
    let leader = g.prompt(Seat(0));
    assert!(
        leader.contains("one enemy left: choose which ship it attacks"),
        "{leader}"
    );
    assert!(!leader.contains("set your target"), "{leader}");
    // The warlord attacks no one in particular: there is nothing to choose.
    g.m.battles[0].foes[1].warlord = Some(0);
    let leader = g.prompt(Seat(0));
    assert!(
        leader.contains("the warlord fights every ship: ready"),
        "{leader}"
    );
}

/// A captain's details name and explain the cards in their own hand, and never a card
/// only the other captain holds.
#[test]
fn details_explain_a_seats_own_hand_and_nothing_of_anothers() {
    let (mut g, mut rng) = new_game(2, 11);
    let hand = |g: &Zephyr, seat: u8| {
        g.view(Viewer::Seat(Seat(seat)))
            .me
            .map(|m| m.hand)
            .unwrap_or_default()
    };
    let mut checked = 0;
    for _ in 0..3000 {
        if g.outcome().is_some() {
            break;
        }
        let (mine, theirs) = (hand(&g, 0), hand(&g, 1));
        let only_theirs: Vec<&view::CardView> = theirs
            .iter()
            .filter(|c| mine.iter().all(|m| m.name != c.name))
            .collect();
        if let (Some(card), Some(other)) = (mine.first(), only_theirs.first()) {
            let details = g.details(Seat(0));
            assert!(
                details
                    .iter()
                    .any(|d| d.contains(&format!("{}**", card.name)) && d.contains(&card.text)),
                "{details:?} lacks {card:?}"
            );
            assert!(
                details
                    .iter()
                    .all(|d| !d.contains(&format!("**{}**", other.name))),
                "{details:?} names {other:?}"
            );
            checked += 1;
        }
        let seat = g.to_act()[0];
        let action = g.suggest(seat).unwrap();
        g.apply(Actor::player(seat), &action, &mut rng).unwrap();
    }
    assert!(checked > 5, "{checked}");
}

// ----- edition 5: the book's smaller rules -----

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
            m.in_supply(s) && content().systems[usize::from(s)].tier == super::content::Tier::Bronze
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
            .any(|e| e.text.contains("rolls 3: loses the card")),
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
        g.m.phase = super::rules::Phase::Dusk;
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
        m.phase = super::rules::Phase::Battles;
        let mut ev = Vec::new();
        m.fire(Seat(0), &mut ev, &names, &mut rolling(3)).unwrap();
        let texts: Vec<&String> = ev.iter().map(|e| &e.text).collect();
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
            .map(|e| e.text)
            .collect();
        let told = said
            .iter()
            .any(|l| l.contains("sets out on patrol into the storm: 1 damage."));
        assert_eq!(told, hurt == 1, "{options}: {said:?}");
        // The damage holds through the day's exploration (it may add its own).
        assert!(whole - g.m.ships[0].undamaged() >= hurt, "{options}");
    }
}

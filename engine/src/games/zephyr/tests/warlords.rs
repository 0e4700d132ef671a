//! Missions and warlords: choosing a mission, the warlord's cards, his waves,
//! abilities and nightfall, and every mission played out.

use super::*;

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
        view::wave_text(&c.waves[0]),
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
    g.m.phase = rules::Phase::Dusk;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
    let mut ev = Vec::new();
    g.m.advance(&mut ev, &names, &mut rng);
    // Edition 2: the fleet musters at the barge first, told whom it will fight.
    assert_eq!(g.m.phase, rules::Phase::Muster);
    assert!(g
        .prompt(Seat(0))
        .english()
        .contains("the warlord battle against"));
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
    assert_eq!(g.m.phase, rules::Phase::Battles);
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
        out.summary
            .english()
            .contains(&format!("{name} is beaten!")),
        "{}",
        out.summary.english()
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
    g.m.battles[0].round = rules::WARLORD_ROUNDS - 1;
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

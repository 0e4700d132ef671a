//! Edition 3: the book's last assignments, starting supplies, the track's events and
//! requirements, and the warlords' special abilities.

use super::*;

fn mission_key(key: &str) -> String {
    format!("rules=3 mission={key}")
}

/// The day's end before track day `day` (every seat idle): advancing starts `day`.
fn eve_of(g: &mut Zephyr, day: u16) {
    g.m.day = day - 1;
    g.m.pos = day - 2;
    g.m.phase = rules::Phase::Dusk;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
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
    assert!(ev
        .iter()
        .any(|e| e.text.english().contains("joins {seat:0}'s crew")));
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
        content::Space::Event { on_win, .. } if on_win == &vec![Out::Recruit]
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
    let card = catalogue::components()
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
    g.m.phase = rules::Phase::Dusk;
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
    sp: Option<&content::Special>,
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
    use content::Special;
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

//! Rules edition 2: the hull upgrade lost to critical damage, a joined battle's
//! salvage shared out, hand cards typed by name, each captain asked once a morning.

use super::*;

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
    assert!(ev
        .iter()
        .any(|e| e.text.english().contains("of their choice")));
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
        .english()
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
    m.phase = rules::Phase::Battles;
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
                    let p = g.prompt(newly[0]).english();
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
            g.m.phase != rules::Phase::Dusk || g.to_act().is_empty(),
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
        g.prompt(Seat(0)).english().contains("at the barge"),
        "{}",
        g.prompt(Seat(0)).english()
    );
    let (g, _) = alice_out_bob_patrolling_on_day_two(g, rng);
    assert_eq!(g.m.phase, rules::Phase::Move);
    for seat in [Seat(0), Seat(1)] {
        let task = g.task(seat).clone();
        match g.m.ships[seat.index()].at {
            // Out on the assignment: go on or abandon, this morning.
            Where::Assignment(_) => {
                assert_eq!(task, Task::Dusk);
                assert!(g.prompt(seat).english().contains("today, or abandon it?"));
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
        .english()
        .contains("Or join an ally's new assignment"));
    act(&mut g, &mut rng, 2, "join:1");
    assert_eq!(g.m.ships[2].at, g.m.ships[0].at, "carol flies with alice");
    // Bob patrols and draws his card while the party's space is still ahead of it.
    act(&mut g, &mut rng, 1, "patrol");
    act(&mut g, &mut rng, 1, "scavenge");
    assert!(g.m.drawn[1].is_some(), "bob drew in the morning");
}

//! Edition 4: the assignments' paths, the party leader sharing the reward, abandoning
//! with allies, and what the prompts and details show.

use super::*;

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
                content::Space::Event { letter, .. } => Some(*letter),
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
                names.insert(notation::slug(&p.name)),
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
    let mine = view::view(&g.m, Viewer::Seat(Seat(0)));
    let offer = &mine.me.expect("her own view").offers[0].choices;
    assert!(
        offer.contains(&"Or start by Fly as Bait: C (its last is the final day).".to_string()),
        "{offer:?}"
    );
    let embark = g.parse("embark:cull-the-scouts:fly-as-bait").unwrap();
    assert_eq!(
        g.describe_for(Seat(0), &embark).label.english(),
        "Embark on Cull the Scouts by Fly as Bait (C)"
    );
    let ev = act(&mut g, &mut rng, 0, "embark:cull-the-scouts:fly-as-bait");
    assert!(ev
        .iter()
        .any(|e| e.text.english() == "{seat:0} embarks on Cull the Scouts, by Fly as Bait."));
    let run = &g.m.running[0];
    assert_eq!((run.path, run.pos), (Some(0), 0));
    assert!(run.on_final_day(), "one day instead of three");
    let board = view::view(&g.m, Viewer::Public);
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
        g.describe_for(Seat(0), &hold).label.english(),
        "Go on, then by the Hold (?, A, B)"
    );
    assert_eq!(
        g.describe_for(Seat(0), &Action::Continue).label.english(),
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
        .any(|e| e.text.english() == "{seat:0} leads the party by the Hold tomorrow."));
    let board = view::view(&g.m, Viewer::Public);
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
        .english()
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
        .any(|e| e.text.english().starts_with("The reward is shared evenly")));
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
    g.m.phase = rules::Phase::Move;
    for t in &mut g.m.tasks {
        *t = Task::Dusk;
    }
    let legal = legal_texts(&g, 0);
    assert!(legal.contains(&"abandon:2".to_string()), "{legal:?}");
    assert!(legal.contains(&"abandon:3".to_string()));
    assert!(!legal.contains(&"abandon".to_string()));
    assert_eq!(
        g.describe_for(Seat(0), &g.parse("abandon:3").unwrap())
            .label
            .english(),
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
    let texts: Vec<String> = ev.iter().map(|e| e.text.english()).collect();
    assert!(
        texts
            .iter()
            .any(|t| t == "{seat:2} now leads Grain Convoy."),
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
            .english()
            .contains("set your target and which ship each enemy attacks"),
        "{}",
        g.prompt(Seat(0)).english()
    );
    assert!(
        g.prompt(Seat(1)).english().ends_with("set your target."),
        "{}",
        g.prompt(Seat(1)).english()
    );
    // One enemy left: no target to choose, only whom it attacks (the leader's).
    g.m.battles[0].foes = vec![gone, foe("The Tin Vulture")];
    g.m.battles[0].done = vec![Seat(1)];
    let leader = g.prompt(Seat(0)).english();
    assert!(
        leader.contains("one enemy left: choose which ship it attacks"),
        "{leader}"
    );
    assert!(!leader.contains("set your target"), "{leader}");
    // The warlord attacks no one in particular: there is nothing to choose.
    g.m.battles[0].foes[1].warlord = Some(0);
    let leader = g.prompt(Seat(0)).english();
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

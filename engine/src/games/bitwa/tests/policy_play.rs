//! The policy: its games end, and its figures (ignored tests, run by hand).

use super::*;

/// Self-play by the policy ends, and both fleets win games (run with `--ignored
/// --nocapture` for the figures over more seeds).
#[test]
fn policy_games_end() {
    let (wins, draws, actions) = selfplay(1..=4);
    assert_eq!(wins.iter().sum::<u32>() + draws, 4);
    assert!(actions > 0);
}

#[test]
#[ignore]
fn policy_balance() {
    let (wins, draws, actions) = selfplay(1..=60);
    println!(
        "red {} green {} draws {draws}, {actions} actions in all",
        wins[0], wins[1]
    );
}

fn selfplay(seeds: std::ops::RangeInclusive<u64>) -> ([u32; 2], u32, u32) {
    let mut wins = [0; 2];
    let mut draws = 0;
    let mut actions = 0;
    for seed in seeds {
        let mut m = Match::new(GameKind::Bitwa, "", 2, seed).unwrap();
        let mut moves = 0;
        while m.outcome().is_none() && moves < 20_000 {
            let seat = m.to_act()[0];
            let a = m.suggest(seat).unwrap();
            m.apply_notation(p(seat.0), &a).unwrap();
            moves += 1;
        }
        let o = m.outcome().expect("ends");
        match o.winners.as_slice() {
            [w] => wins[w.index()] += 1,
            _ => draws += 1,
        }
        if let crate::AnyView::Bitwa(v) = m.view(Viewer::Public) {
            actions += v.actions;
        }
        println!("seed {seed}: {}", o.summary.english());
    }
    (wins, draws, actions)
}

#[test]
#[ignore]
fn policy_transport_fates() {
    for seed in 1..=12u64 {
        let mut m = Match::new(GameKind::Bitwa, "", 2, seed).unwrap();
        while m.outcome().is_none() {
            let seat = m.to_act()[0];
            let a = m.suggest(seat).unwrap();
            let applied = m.apply_notation(p(seat.0), &a).unwrap();
            for e in &applied.events {
                if e.text.english().contains("transport") && !e.text.english().contains("sails")
                    || e.text.english().contains("Rose")
                {
                    println!("{seed}: {}", e.text.english());
                }
            }
        }
    }
}

/// One game between the policy and/or a player picking uniformly random legal
/// actions: (winner, who acted first, how it ended, actions, suggest calls, time in
/// suggest).
fn measured_game(
    seed: u64,
    random: [bool; 2],
) -> (
    Option<Seat>,
    Seat,
    &'static str,
    u32,
    u32,
    std::time::Duration,
) {
    let mut rng = GameRng::from_seed(seed);
    // The edition self-play plays, unless `BITWA_RULES` names another.
    let rules = std::env::var("BITWA_RULES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(RULES_EDITION);
    let config = Config {
        rules,
        ..Config::default()
    };
    let mut g = Bitwa::new(&config, 2, &mut rng).unwrap();
    let mut pick = GameRng::from_seed(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5bd1);
    let (mut calls, mut time) = (0, std::time::Duration::ZERO);
    let mut steps = 0;
    while g.result.is_none() && steps < 100_000 {
        let seat = g.current_seat().expect("someone acts");
        let action = if random[seat.index()] {
            let legal = rules::legal(&g, seat);
            pick.choose(&legal).cloned().expect("a legal action")
        } else {
            let start = std::time::Instant::now();
            let a = policy::suggest(&g, seat).expect("a suggestion");
            time += start.elapsed();
            calls += 1;
            a
        };
        g.apply(p(seat.0), &action, &mut rng)
            .unwrap_or_else(|e| panic!("{action:?}: {e}"));
        steps += 1;
    }
    let (winners, summary) = g.result.clone().expect("the game ends");
    let kind = if summary.contains("Wind Rose") {
        "wind rose"
    } else if summary.contains("fought on") {
        "last stand"
    } else if summary.contains("Both transports") {
        "both transports"
    } else {
        "dusk"
    };
    (
        winners.first().copied(),
        g.first,
        kind,
        g.actions,
        calls,
        time,
    )
}

/// Figures for the README: the policy against itself, and against random play
/// (`BITWA_SEEDS=200`, `BITWA_RULES=1` for edition 1; run with `--ignored --nocapture`).
#[test]
#[ignore]
fn policy_figures() {
    let n: u64 = std::env::var("BITWA_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let mut wins = [0u32; 2];
    let (mut first_wins, mut decided, mut actions, mut calls) = (0, 0, 0, 0);
    let mut time = std::time::Duration::ZERO;
    let mut kinds: Vec<(&str, u32)> = Vec::new();
    for seed in 1..=n {
        let (w, first, kind, a, c, t) = measured_game(seed, [false, false]);
        if std::env::var("BITWA_VERBOSE").is_ok() {
            println!("seed {seed}: {w:?} first {first:?} {kind} after {a}");
        }
        if let Some(w) = w {
            wins[w.index()] += 1;
            decided += 1;
            first_wins += u32::from(w == first);
        }
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, c)) => *c += 1,
            None => kinds.push((kind, 1)),
        }
        actions += a;
        calls += c;
        time += t;
    }
    println!(
        "policy vs policy, {n} seeds: red {} green {} draws {}; first player won {first_wins} of {decided}; ends {kinds:?}; {:.1} actions a game; {:.3} ms a suggest",
        wins[0],
        wins[1],
        n as u32 - decided,
        f64::from(actions) / n as f64,
        time.as_secs_f64() * 1000.0 / f64::from(calls.max(1))
    );
    let m: u64 = std::env::var("BITWA_RANDOM_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    let (mut won, mut lost, mut drawn) = (0, 0, 0);
    let mut rkinds: Vec<(&str, u32)> = Vec::new();
    for seed in 1..=m {
        let sensible = (seed % 2) as usize;
        let mut random = [true, true];
        random[sensible] = false;
        let (w, _, kind, _, _, _) = measured_game(1000 + seed, random);
        match w {
            Some(w) if w.index() == sensible => won += 1,
            Some(_) => lost += 1,
            None => drawn += 1,
        }
        match rkinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, c)) => *c += 1,
            None => rkinds.push((kind, 1)),
        }
    }
    println!(
        "policy vs random, {m} seeds: policy won {won}, lost {lost}, drew {drawn}; ends {rkinds:?}"
    );
}

/// When each transport went out (crippled or lost) in policy self-play, and how the
/// game ended (`BITWA_SEEDS`; run with `--ignored --nocapture`).
#[test]
#[ignore]
fn policy_transport_timeline() {
    let n: u64 = std::env::var("BITWA_SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(40);
    for seed in 1..=n {
        let mut rng = GameRng::from_seed(seed);
        let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
        let mut out: [Option<(u32, Field)>; 2] = [None, None];
        while g.result.is_none() {
            let seat = g.current_seat().unwrap();
            let a = policy::suggest(&g, seat).unwrap();
            g.apply(p(seat.0), &a, &mut rng).unwrap();
            if g.wind.is_none() {
                continue;
            }
            for fleet in 0..2u8 {
                let t = g.transport(fleet);
                let gone = t.is_none_or(|t| t.damage.is_some_and(Damage::immobile));
                if gone && out[usize::from(fleet)].is_none() {
                    let field = t.map_or(Field::new(0, 0), |t| t.field);
                    out[usize::from(fleet)] = Some((g.actions, field));
                }
            }
        }
        let (w, text) = g.result.clone().unwrap();
        let show = |o: Option<(u32, Field)>| o.map_or("-".to_string(), |(a, f)| format!("{a}@{f}"));
        println!(
            "seed {seed}: red out {} green out {} end {} {:?} {}",
            show(out[0]),
            show(out[1]),
            g.actions,
            w,
            &text[..text.len().min(40)]
        );
    }
}

/// A policy game's board after each action, as text (`BITWA_SEED`, `BITWA_FROM`,
/// `BITWA_TO`; run with `--ignored --nocapture`).
#[test]
#[ignore]
fn policy_game_pictures() {
    let var = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(d)
    };
    let (seed, from, to) = (
        var("BITWA_SEED", 1),
        var("BITWA_FROM", 0),
        var("BITWA_TO", 400),
    );
    let mut rng = GameRng::from_seed(seed);
    let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
    let mut shown = u32::MAX;
    while g.result.is_none() {
        let seat = g.current_seat().unwrap();
        let a = policy::suggest(&g, seat).unwrap();
        let events = g.apply(p(seat.0), &a, &mut rng).unwrap();
        let n = u64::from(g.actions);
        if n >= from && n <= to {
            for e in &events {
                println!("  {}", e.text.english());
            }
        }
        if g.actions != shown && n >= from && n <= to && g.wind.is_some() {
            shown = g.actions;
            println!("after action {} wind {:?}", g.actions, g.wind);
            for row in 0..ROWS {
                let mut line = if row % 2 == 1 {
                    "  ".to_string()
                } else {
                    String::new()
                };
                line.push_str(&format!("{:>2} ", row + 1));
                for col in 0..COLS {
                    let fd = Field::new(col, row);
                    let c = match g.ship_at(fd) {
                        Some(s) => {
                            let k = match s.class {
                                Class::Transport => 't',
                                Class::Cutter => 'c',
                                Class::Frigate => 'f',
                                Class::ManOfWar => 'm',
                            };
                            let k = if s.fleet() == 0 {
                                k.to_ascii_uppercase()
                            } else {
                                k
                            };
                            let d =
                                ["e ", "se", "sw", "w ", "nw", "ne"][usize::from(s.facing.index())];
                            let dmg = if s.damage.is_some() { '*' } else { ' ' };
                            format!("{k}{d}{dmg}")
                        }
                        None => match terrain(fd) {
                            Terrain::Sea => " .  ".to_string(),
                            Terrain::Shore => " ## ".to_string(),
                            Terrain::Island => " II ".to_string(),
                        },
                    };
                    line.push_str(&c);
                }
                println!("{line}");
            }
        }
    }
    println!("{:?}", g.result);
}

//! The policy is the same for both colours: a game turned half a circle plays out turned.

use super::*;

// ----- the policy is the same for both colours -----------------------------------------

/// The game turned half a circle: every ship on its mirror field with its bow turned
/// 180° and its colour swapped, the wind turned 180°, the seats swapped.
fn mirrored(g: &Bitwa) -> Bitwa {
    let swap = |id: u8| (id + 10) % 20;
    let seat = |s: Seat| Seat(1 - s.0);
    let mut m = g.clone();
    m.ships = g
        .ships
        .iter()
        .map(|s| Ship {
            id: swap(s.id),
            field: s.field.mirrored(),
            facing: s.facing.turned(3),
            ..s.clone()
        })
        .collect();
    m.ships.sort_by_key(|s| s.id);
    m.fights = g
        .fights
        .iter()
        .map(|f| Fight {
            ships: f.ships.iter().map(|id| swap(*id)).collect(),
            fought: f.fought,
        })
        .collect();
    m.wind = g.wind.map(|w| w.turned(3));
    m.first = seat(g.first);
    m.lost_at = [g.lost_at[1], g.lost_at[0]];
    m.last_stand = [g.last_stand[1], g.last_stand[0]];
    m.lost = [g.lost[1], g.lost[0]];
    m.phase = match &g.phase {
        Phase::Action {
            seat: s,
            selected,
            ordered,
            calm,
        } => Phase::Action {
            seat: seat(*s),
            selected: selected.map(swap),
            ordered: ordered.iter().map(|id| swap(*id)).collect(),
            calm: calm.clone().map(|c| Calm {
                drawer: seat(c.drawer),
                ..c
            }),
        },
        other => other.clone(),
    };
    m
}

fn mirrored_action(a: &Action) -> Action {
    let m = |f: &Field| f.mirrored();
    match a {
        Action::Sail { ship, turn, moves } => Action::Sail {
            ship: m(ship),
            turn: *turn,
            moves: *moves,
        },
        Action::Fire {
            ship,
            port,
            starboard,
        } => Action::Fire {
            ship: m(ship),
            port: port.as_ref().map(m),
            starboard: starboard.as_ref().map(m),
        },
        Action::Scuttle { ship } => Action::Scuttle { ship: m(ship) },
        Action::Select { ship } => Action::Select { ship: m(ship) },
        Action::Wind { dir } => Action::Wind { dir: dir.turned(3) },
        other => other.clone(),
    }
}

/// States from real policy games (after the first wind), every `every`th call.
fn policy_states(seeds: std::ops::RangeInclusive<u64>, every: usize) -> Vec<Bitwa> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut rng = GameRng::from_seed(seed);
        let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
        let mut steps = 0;
        while g.result.is_none() && steps < 100_000 {
            let seat = g.current_seat().expect("someone acts");
            if matches!(g.phase, Phase::Action { .. }) && steps % every == 0 {
                out.push(g.clone());
            }
            let a = policy::suggest(&g, seat).expect("a suggestion");
            g.apply(p(seat.0), &a, &mut rng).unwrap();
            steps += 1;
        }
    }
    out
}

/// The map, the fleets and the rules are the same turned half a circle, so the policy
/// must be too: what it suggests for green on the turned board is what it suggests for
/// red on the board as it is, turned (and the other way round).
#[test]
fn the_policy_plays_both_colours_alike() {
    // The geometry first: the half turn maps neighbours to neighbours.
    for a in Field::all().filter(|f| terrain(*f) == Terrain::Sea) {
        assert_eq!(a.mirrored().mirrored(), a, "{a}");
        assert_eq!(terrain(a.mirrored()), Terrain::Sea, "{a}");
        for d in Dir::ALL {
            assert_eq!(
                a.step(d)
                    .filter(|f| terrain(*f) == Terrain::Sea)
                    .map(Field::mirrored),
                a.mirrored()
                    .step(d.turned(3))
                    .filter(|f| terrain(*f) == Terrain::Sea),
                "{a} {d:?}"
            );
        }
    }
    let states = policy_states(1..=5, 5);
    assert!(states.len() > 100, "{} states", states.len());
    let mut bad = Vec::new();
    for g in &states {
        let seat = g.current_seat().unwrap();
        let m = mirrored(g);
        assert_eq!(mirrored(&m), *g);
        let here = policy::suggest(g, seat).map(|a| mirrored_action(&a));
        let there = policy::suggest(&m, Seat(1 - seat.0));
        if here != there {
            bad.push(format!(
                "action {} seat {}: {here:?} mirrored vs {there:?}",
                g.actions, seat.0
            ));
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} states differ:\n{}",
        bad.len(),
        states.len(),
        bad.join("\n")
    );
}

/// A game and its half turn, played on by the policy with the same cards, stay each
/// other's half turn to the end, and the other colour wins.
#[test]
fn a_game_turned_half_a_circle_plays_out_turned() {
    for seed in 1..=8u64 {
        let mut rng = GameRng::from_seed(seed);
        let mut g = Bitwa::new(&Config::default(), 2, &mut rng).unwrap();
        while !matches!(g.phase, Phase::Action { .. }) {
            let seat = g.current_seat().unwrap();
            let a = policy::suggest(&g, seat).unwrap();
            g.apply(p(seat.0), &a, &mut rng).unwrap();
        }
        let mut m = mirrored(&g);
        let mut mrng = rng.clone();
        let mut steps = 0;
        while g.result.is_none() && steps < 100_000 {
            let seat = g.current_seat().unwrap();
            assert_eq!(m.current_seat(), Some(Seat(1 - seat.0)), "seed {seed}");
            let a = policy::suggest(&g, seat).unwrap();
            let events = g.apply(p(seat.0), &a, &mut rng).unwrap();
            m.apply(p(1 - seat.0), &mirrored_action(&a), &mut mrng)
                .unwrap_or_else(|e| panic!("seed {seed} step {steps}: {a:?} mirrored: {e}"));
            // A boarding card's bonus goes to a colour, not turned with the board:
            // from here on the two games are alike only in chances.
            if events.iter().any(|e| e.text.english().contains("card +")) {
                break;
            }
            let want = mirrored(&g);
            // A calm ends with the wind the card's hexagon points (not turned).
            if g.wind_used.len() == 1 && m.wind != want.wind {
                m.wind = want.wind;
            }
            assert_eq!(
                (
                    &m.ships,
                    &m.fights,
                    m.wind,
                    m.actions,
                    m.lost_at,
                    m.last_stand
                ),
                (
                    &want.ships,
                    &want.fights,
                    want.wind,
                    want.actions,
                    want.lost_at,
                    want.last_stand
                ),
                "seed {seed} step {steps} after {a:?}"
            );
            steps += 1;
        }
        if let (Some((won, _)), Some((mwon, _))) = (&g.result, &m.result) {
            let turned: Vec<Seat> = won.iter().map(|s| Seat(1 - s.0)).collect();
            assert_eq!(*mwon, turned, "seed {seed}");
        }
        println!(
            "seed {seed}: alike for {steps} steps, to action {}",
            g.actions
        );
    }
}

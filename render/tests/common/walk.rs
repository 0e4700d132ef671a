//! Real game states for the picture checks: every game, every player count it
//! supports, several seeds, played by legal moves from `Match` to the end.
//!
//! Shared by `tests/phone.rs`, `examples/phone.rs`, the unit tests in `src/lib.rs`,
//! and (for [`bench_players`]) `benches/boards.rs` and the cost examples, through
//! `#[path]`.

#![allow(dead_code)]

use windward_engine::dice::{self, Roll};
use windward_engine::rng::GameRng;
use windward_engine::{Actor, GameKind, Match, Seat, Viewer};

/// One game to walk: kind, options, players, seed.
#[derive(Clone, Debug)]
pub struct Setup {
    pub kind: GameKind,
    pub options: &'static str,
    pub players: usize,
    pub seed: u64,
}

/// Every game with the player counts and options worth drawing, `seeds` seeds each.
pub fn setups(seeds: u64) -> Vec<Setup> {
    let mut out = Vec::new();
    let mut add = |kind, options, players: std::ops::RangeInclusive<usize>| {
        for players in players {
            for seed in 1..=seeds {
                out.push(Setup {
                    kind,
                    options,
                    players,
                    seed: seed * 1000 + players as u64,
                });
            }
        }
    };
    // Every game, at every player count it supports, with the options self-play uses
    // (so that it ends): a game added to the registry is drawn without a line here.
    // The free table has variants of its own below (25 seats × 10 rounds is long).
    for kind in GameKind::ALL
        .iter()
        .copied()
        .filter(|k| *k != GameKind::Table)
    {
        let options = kind.selfplay_options();
        let (min, max) = kind
            .check_options(options)
            .unwrap_or_else(|e| panic!("{kind:?} self-play options: {e}"));
        add(kind, options, min..=max.min(25));
    }
    // Variants worth drawing too. The free table: with and without dice, a round limit.
    add(GameKind::Table, "rounds=2", 1..=25);
    add(GameKind::Table, "rounds=2 dice=4d6kh3+2", 1..=8);
    add(GameKind::Table, "rounds=1 dice=12d6!", 20..=25);
    add(GameKind::Table, "rounds=2 dice=1d20+5+2d6", 3..=3);
    add(GameKind::Zefiria, "storm=on", 1..=5);
    add(GameKind::Zefiria, "storm=on spirits=5", 2..=2);
    out
}

/// The player count the benchmark and the cost examples draw `kind` at: the counts
/// their figures have always been taken at, and three for a game added since (or the
/// nearest count it allows).
pub fn bench_players(kind: GameKind) -> usize {
    let wanted = match kind {
        GameKind::ZeppelinAttack => 4,
        GameKind::AetherCaptains => 2,
        _ => 3,
    };
    let (min, max) = kind
        .check_options(kind.selfplay_options())
        .unwrap_or_else(|e| panic!("{kind:?} self-play options: {e}"));
    wanted.clamp(min, max)
}

/// Display names for `n` seats; `long` makes them long and awkward.
pub fn names(n: usize, long: bool) -> Vec<String> {
    let short = ["Alice", "Bob", "Carol", "Dmitri Ivanovich", "Eve", "Fatima"];
    let odd = [
        "Bartholomew Fitzgerald-Vanderbilt the Third",
        "🐉 Dragonslayer 🔥",
        "Владимир Петрович Сидоров",
        "🐉🔥✨",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
        "Ζωή Παπαδοπούλου",
    ];
    (0..n)
        .map(|i| {
            let pool: &[&str] = if long { &odd } else { &short };
            format!(
                "{}{}",
                pool[i % pool.len()],
                if i >= pool.len() {
                    format!(" {i}")
                } else {
                    String::new()
                }
            )
        })
        .collect()
}

/// Plays `setup` to its end (or `max_moves`), calling `visit` on the start and after
/// every move. Moves are the game's own suggestion or, one time in three, a seeded
/// pick from the legal choices; the free table's host sometimes uses host tools.
pub fn walk(setup: &Setup, max_moves: usize, mut visit: impl FnMut(&Match, usize)) {
    let mut game = Match::new(setup.kind, setup.options, setup.players, setup.seed)
        .unwrap_or_else(|e| panic!("{setup:?}: {e}"));
    let mut rng = GameRng::from_seed(setup.seed ^ 0x5eed);
    visit(&game, 0);
    for step in 1..=max_moves {
        if game.outcome().is_some() {
            break;
        }
        let to_act = game.to_act();
        let Some(&seat) = rng.choose(&to_act) else {
            break;
        };
        let host = setup.kind == GameKind::Table && rng.below(6) == 0;
        let actor = Actor { seat, host };
        let choices = game.choices(actor);
        let pick = if rng.below(3) == 0 || host {
            rng.choose(&choices).map(|c| c.notation.clone())
        } else {
            None
        };
        let Some(action) = pick.or_else(|| game.suggest(seat)).or_else(|| {
            game.choices(Actor::player(seat))
                .first()
                .map(|c| c.notation.clone())
        }) else {
            break;
        };
        let actor = if host { actor } else { Actor::player(seat) };
        if game.apply_notation(actor, &action).is_err() {
            // A suggestion or pick the rules refused: take the first choice instead.
            let Some(first) = game.choices(Actor::player(seat)).first().cloned() else {
                break;
            };
            game.apply_notation(Actor::player(seat), &first.notation)
                .unwrap_or_else(|e| panic!("{setup:?} step {step}: {first:?}: {e}"));
        }
        visit(&game, step);
    }
}

/// The viewers of a game: the public board and each seat's view (`/hand`; games
/// without secrets show every seat the same board, so one seat stands for all).
pub fn viewers(game: &Match) -> Vec<Viewer> {
    let seats = if game.kind().has_private_view() {
        game.players()
    } else {
        1
    };
    let mut out = vec![Viewer::Public];
    out.extend((0..seats).map(|i| Viewer::Seat(Seat(i as u8))));
    out
}

/// `/roll` pictures: what the bot draws (up to 12 dice) and the odd large ones.
pub fn rolls() -> Vec<(String, Roll)> {
    let mut rng = GameRng::from_seed(7);
    [
        "1d20",
        "4d6kh3+2 # strength",
        "6d6!",
        "4dF+1 # notice",
        "8d10>=7f1 # soak",
        "2d20kh1+5 # attack with advantage against the ancient red dragon of the northern peaks",
        "1d4+1d8+1d10+1d12+1d20+1d100",
        "5d6r1",
        "3*4+2",
        "12d6!",
        "12d100",
        "100d6",
        "1d20+1d20+1d20+1d20+1d20+1d20+1d20+1d20+1d20+1d20+1d20+1d20 # goblins",
        "40d6!!",
    ]
    .iter()
    .map(|e| e.to_string())
    // One group per die, more than fit.
    .chain(std::iter::once(
        vec!["1d6"; 45].join("+") + " # one for every goblin",
    ))
    .map(|e| {
        let roll = dice::roll(&e, &mut rng).expect("rolls");
        (e, roll)
    })
    .collect()
}

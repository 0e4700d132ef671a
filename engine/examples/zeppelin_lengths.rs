//! Zeppelin Attack! game lengths: plays games engine-only (no database, no pictures)
//! and reports turns and moves per game, win shares by seat and score spreads, for the
//! random and the sensible policy:
//!
//! ```sh
//! cargo run --release -p windward-engine --example zeppelin_lengths [-- GAMES]
//! ```

// Not engine code: an example reads its arguments (see engine/clippy.toml).
#![allow(clippy::disallowed_methods)]

use windward_engine::games::zeppelin_attack::ZeppelinView;
use windward_engine::rng::GameRng;
use windward_engine::{Actor, AnyView, GameKind, Match, Viewer};

fn percentile(values: &[u32], p: f64) -> u32 {
    windward_engine::figures::percentile(&mut values.to_vec(), p).unwrap_or(0)
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    for sensible in [false, true] {
        for players in 2..=4 {
            let mut turns = Vec::new();
            let mut moves = Vec::new();
            let mut wins = vec![0u32; players];
            let mut totals = Vec::new();
            let mut chooser = GameRng::from_seed(1);
            for g in 0..games {
                let mut game = Match::new(GameKind::ZeppelinAttack, "", players, 1 + g).unwrap();
                let mut n = 0;
                while game.outcome().is_none() {
                    let seat = game.to_act()[0];
                    let notation = if sensible {
                        game.suggest(seat).unwrap()
                    } else {
                        let choices = game.choices(Actor::player(seat));
                        chooser.choose(&choices).unwrap().notation.clone()
                    };
                    game.apply_notation(Actor::player(seat), &notation).unwrap();
                    n += 1;
                }
                let AnyView::ZeppelinAttack(ZeppelinView { turn, scores, .. }) =
                    game.view(Viewer::Public)
                else {
                    unreachable!()
                };
                turns.push(turn);
                moves.push(n);
                for s in &scores {
                    if s.winner {
                        wins[s.seat.index()] += 1;
                    }
                    totals.push(s.total);
                }
            }
            turns.sort_unstable();
            moves.sort_unstable();
            totals.sort_unstable();
            println!(
                "{} {players}p × {games}: turns per game p50 {} (min {}, p99 {}, max {}) · rounds p50 {} · moves per game p50 {} (p99 {}) · winning seats {:?} · scores p50 {} (max {})",
                if sensible { "sensible" } else { "random  " },
                percentile(&turns, 0.5),
                turns[0],
                percentile(&turns, 0.99),
                turns[turns.len() - 1],
                percentile(&turns, 0.5).div_ceil(players as u32),
                percentile(&moves, 0.5),
                percentile(&moves, 0.99),
                wins,
                percentile(&totals, 0.5),
                totals[totals.len() - 1],
            );
        }
    }
}

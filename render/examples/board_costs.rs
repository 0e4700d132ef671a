//! What every picture of whole games costs: draws each public board and each private
//! view after every move of random games, and reports drawing and encoding apart
//! (p50 / p99 / max) with PNG bytes (p50 / max), per game.
//!
//! ```sh
//! cargo run --release -p windward-render --example board_costs [-- GAME PLAYERS GAMES]
//! ```
//!
//! Without arguments: every game at its benchmark player count, three games each.
//! `BOARDS_OUT=dir` writes the largest public board of each game there. `REPEAT=n`
//! draws and encodes each board n times and keeps the quickest of each: steadier
//! figures on a busy machine. `LIMIT=n` stops each game after n moves (for a
//! profiler's short run).

#[path = "../tests/common/walk.rs"]
mod walk;

use std::time::{Duration, Instant};

use windward_engine::{Actor, GameKind, Match, Viewer};

/// A small deterministic generator for the random moves (the engine's RNG is for games).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

#[derive(Default)]
struct Costs {
    draw: Vec<Duration>,
    encode: Vec<Duration>,
    bytes: Vec<usize>,
    private_bytes: Vec<usize>,
    largest: Vec<u8>,
}

fn pct<T: Copy + Ord>(v: &mut [T], p: f64) -> T {
    windward_engine::figures::percentile(v, p).expect("at least one board measured")
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let limit: usize = match std::env::var("LIMIT") {
        Ok(n) => n.parse()?,
        Err(_) => 3000,
    };
    let repeat: usize = match std::env::var("REPEAT") {
        Ok(n) => n.parse()?,
        Err(_) => 1,
    };
    let runs: Vec<(GameKind, usize, u64)> = match args.as_slice() {
        [game, players, games] => vec![(
            GameKind::ALL
                .iter()
                .copied()
                .find(|k| k.id() == game)
                .ok_or("unknown game")?,
            players.parse()?,
            games.parse()?,
        )],
        [] => GameKind::ALL
            .iter()
            .map(|&kind| (kind, walk::bench_players(kind), 3))
            .collect(),
        _ => return Err("usage: board_costs [GAME PLAYERS GAMES]".into()),
    };
    println!(
        "{:<22} {:>6} {:>22} {:>22} {:>22} {:>16}",
        "game",
        "boards",
        "draw p50/p99/max ms",
        "encode p50/p99/max ms",
        "both p50/p99 ms",
        "PNG p50/max KB"
    );
    for (kind, players, games) in runs {
        let names: Vec<String> = (1..=players).map(|n| format!("Player {n}")).collect();
        let mut costs = Costs::default();
        let mut both = Vec::new();
        for seed in 0..games {
            let mut rng = Lcg(seed + 1);
            let mut game = Match::new(kind, kind.selfplay_options(), players, seed + 1)?;
            for _ in 0..limit {
                for viewer in std::iter::once(Viewer::Public)
                    .chain(game.to_act().into_iter().map(Viewer::Seat).take(1))
                {
                    let view = game.view(viewer);
                    let (mut drawn, mut encoded) = (Duration::MAX, Duration::MAX);
                    let mut png = None;
                    for _ in 0..repeat {
                        let started = Instant::now();
                        let canvas = windward_render::draw(
                            &view,
                            &windward_render::Names::new(&names, windward_engine::i18n::Lang::En),
                        )?;
                        drawn = drawn.min(started.elapsed());
                        let started = Instant::now();
                        png = Some(canvas.encode_png()?);
                        encoded = encoded.min(started.elapsed());
                    }
                    let png = png.ok_or("REPEAT must be at least 1")?;
                    if viewer == Viewer::Public {
                        costs.draw.push(drawn);
                        costs.encode.push(encoded);
                        both.push(drawn + encoded);
                        costs.bytes.push(png.bytes.len());
                        if png.bytes.len() > costs.largest.len() {
                            costs.largest = png.bytes;
                        }
                    } else {
                        costs.private_bytes.push(png.bytes.len());
                    }
                }
                if game.outcome().is_some() {
                    break;
                }
                let seat = game.to_act()[0];
                let choices = game.choices(Actor::player(seat));
                let pick = &choices[rng.below(choices.len())].notation;
                game.apply_notation(Actor::player(seat), pick)?;
            }
        }
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let max_private = costs.private_bytes.iter().max().copied().unwrap_or(0);
        println!(
            "{:<22} {:>6} {:>6.2} /{:>6.2} /{:>6.2} {:>6.2} /{:>6.2} /{:>6.2} {:>10.2} /{:>6.2} {:>7} /{:>5}  (private max {} KB)",
            format!("{} × {players}", kind.id()),
            costs.draw.len(),
            ms(pct(&mut costs.draw, 0.5)),
            ms(pct(&mut costs.draw, 0.99)),
            ms(pct(&mut costs.draw, 1.0)),
            ms(pct(&mut costs.encode, 0.5)),
            ms(pct(&mut costs.encode, 0.99)),
            ms(pct(&mut costs.encode, 1.0)),
            ms(pct(&mut both, 0.5)),
            ms(pct(&mut both, 0.99)),
            pct(&mut costs.bytes, 0.5) / 1000,
            pct(&mut costs.bytes, 1.0) / 1000,
            max_private / 1000,
        );
        if let Ok(dir) = std::env::var("BOARDS_OUT") {
            std::fs::create_dir_all(&dir)?;
            let path = std::path::Path::new(&dir).join(format!("{}-largest.png", kind.id()));
            std::fs::write(path, &costs.largest)?;
        }
    }
    Ok(())
}

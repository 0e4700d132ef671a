//! Writes Aether Captains boards at interesting moments of real (self-played) voyages
//! to a folder (default `/tmp/aether-samples`), with sizes and timings:
//!
//! ```sh
//! cargo run --release -p windward-render --example aether [-- OUT_DIR]
//! ```

use std::time::Instant;

use windward_engine::{Actor, GameKind, Match, Viewer};
use windward_render::board;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/aether-samples".into());
    std::fs::create_dir_all(&out)?;
    let names: Vec<String> = ["Alice", "Bob", "Carol Montgomery-Smythe"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut wanted = vec![
        ("build", "Build"),
        ("travel", "Fly on"),
        ("skirmish", "Pirates!"),
        ("market", "Market:"),
        ("may", "You may"),
        ("or", "Choose one"),
        ("shipyard", "upgrade one section"),
    ];
    let mut times = Vec::new();
    let mut sizes = Vec::new();
    let mut big = 0;
    for seed in 1..40u64 {
        let players = if seed % 3 == 0 { 3 } else { 1 };
        let mut game = Match::new(GameKind::AetherCaptains, "", players, seed)?;
        let mut moves = 0;
        while game.outcome().is_none() && moves < 3000 {
            for seat in game.to_act() {
                let Some(action) = game.suggest(seat) else {
                    continue;
                };
                game.apply_notation(Actor::player(seat), &action)?;
                moves += 1;
                let start = Instant::now();
                let png = board(
                    &game.view(Viewer::Public),
                    &windward_render::Names::new(&names, windward_engine::i18n::Lang::En),
                )?;
                times.push(start.elapsed());
                sizes.push(png.bytes.len());
                if png.bytes.len() > 290_000
                    && !std::path::Path::new(&format!("{out}/big.png")).exists()
                {
                    std::fs::write(format!("{out}/big.png"), &png.bytes)?;
                }
                if png.bytes.len() > 280_000 {
                    big += 1;
                }
                let prompt = game.prompt(seat).english();
                if let Some(i) = wanted.iter().position(|(_, p)| prompt.contains(p)) {
                    let (name, _) = wanted.remove(i);
                    std::fs::write(format!("{out}/{name}.png"), &png.bytes)?;
                    let private = board(
                        &game.view(Viewer::Seat(seat)),
                        &windward_render::Names::new(&names, windward_engine::i18n::Lang::En),
                    )?;
                    std::fs::write(format!("{out}/{name}-private.png"), &private.bytes)?;
                    println!(
                        "{name:<12} seed {seed} {}×{} {} bytes",
                        png.width,
                        png.height,
                        png.bytes.len()
                    );
                }
            }
        }
        let png = board(
            &game.view(Viewer::Public),
            &windward_render::Names::new(&names, windward_engine::i18n::Lang::En),
        )?;
        let tag = if players > 1 { "multi" } else { "solo" };
        let path = format!("{out}/end-{tag}-{seed}.png");
        if seed <= 3 {
            std::fs::write(&path, &png.bytes)?;
            println!("{path} {} bytes", png.bytes.len());
        }
    }
    times.sort();
    sizes.sort();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p) as usize];
    println!(
        "{big} over 280 KB; {} boards: render p50 {:?} p99 {:?}; PNG median {} max {} bytes",
        times.len(),
        pct(0.5),
        pct(0.99),
        sizes[sizes.len() / 2],
        sizes[sizes.len() - 1]
    );
    Ok(())
}

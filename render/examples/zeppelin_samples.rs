//! Writes Zeppelin Attack! sample images (public boards and private hands at moments
//! worth looking at) with their sizes and timings:
//!
//! ```sh
//! cargo run --release -p windward-render --example zeppelin_samples [-- OUT_DIR]
//! ```

use std::time::Instant;

use windward_engine::{Actor, GameKind, Match, Seat, Viewer};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/zeppelin-samples".into());
    std::fs::create_dir_all(&out)?;
    let names: Vec<String> = ["Alice", "Bob", "Carol", "Dmitri Ivanovich"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for players in [2usize, 4] {
        let mut game = Match::new(GameKind::ZeppelinAttack, "", players, 3)?;
        let mut saved = std::collections::HashSet::new();
        let save =
            |game: &Match, tag: &str, viewer: Viewer| -> Result<(), Box<dyn std::error::Error>> {
                let start = Instant::now();
                let png = windward_render::board(
                    &game.view(viewer),
                    &windward_render::Names::new(&names, windward_engine::i18n::Lang::En),
                )?;
                let took = start.elapsed();
                let file = format!("{out}/{players}p-{tag}.png");
                std::fs::write(&file, &png.bytes)?;
                println!(
                    "{file:<48} {:>4}×{:<5} {:>7} bytes {:>8.2?}",
                    png.width,
                    png.height,
                    png.bytes.len(),
                    took
                );
                Ok(())
            };
        save(&game, "00-start", Viewer::Public)?;
        save(&game, "00-start-hand", Viewer::Seat(game.to_act()[0]))?;
        for step in 0..3000 {
            if game.outcome().is_some() {
                break;
            }
            let seat = game.to_act()[0];
            let prompt = game.prompt(seat).english();
            // Moments: someone must answer an attack; a purchase; a Fate choice.
            let tag = if prompt.contains("attack is aimed") {
                Some("block")
            } else if prompt.contains("purge") {
                Some("purge")
            } else if prompt.contains("Fate card to keep") {
                Some("keep")
            } else if step == 60 {
                Some("midgame")
            } else {
                None
            };
            if let Some(tag) = tag {
                if saved.insert(tag) {
                    save(&game, &format!("{step:03}-{tag}"), Viewer::Public)?;
                    save(&game, &format!("{step:03}-{tag}-hand"), Viewer::Seat(seat))?;
                }
            }
            let action = game.suggest(seat).ok_or("no move")?;
            game.apply_notation(Actor::player(seat), &action)?;
        }
        save(&game, "99-end", Viewer::Public)?;
        save(&game, "99-end-hand", Viewer::Seat(Seat(0)))?;
    }
    Ok(())
}

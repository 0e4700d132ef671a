//! A board drawn on a new thread (its per-thread caches empty) against the same board
//! drawn again on that thread: what a picture costs when its thread is new.
//!
//! ```sh
//! cargo run --release -p windward-render --example cold_warm
//! ```

#[path = "../tests/common/walk.rs"]
mod walk;

use std::time::Instant;

use windward_engine::{Actor, GameKind, Match, Viewer};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    println!("{:<22} {:>12} {:>12}", "game", "new thread", "warm thread");
    for &kind in GameKind::ALL {
        let players = walk::bench_players(kind);
        let names: Vec<String> = (1..=players).map(|n| format!("Player {n}")).collect();
        let mut game = Match::new(kind, kind.selfplay_options(), players, 7)?;
        // A few moves in: a board with something on it.
        for _ in 0..12 {
            if game.outcome().is_some() {
                break;
            }
            let seat = game.to_act()[0];
            let choices = game.choices(Actor::player(seat));
            game.apply_notation(Actor::player(seat), &choices[choices.len() / 2].notation)?;
        }
        let view = game.view(Viewer::Public);
        let (mut cold, mut warm) = (Vec::new(), Vec::new());
        for _ in 0..15 {
            let (view, names) = (view.clone(), names.clone());
            let (c, w) = std::thread::spawn(move || {
                let time = || {
                    let started = Instant::now();
                    windward_render::board(
                        &view,
                        &windward_render::Names::new(&names, windward_engine::i18n::Lang::En),
                    )
                    .map(|_| started.elapsed())
                };
                Ok::<_, windward_render::RenderError>((time()?, time()?))
            })
            .join()
            .map_err(|_| "drawing thread panicked")??;
            cold.push(c.as_secs_f64() * 1000.0);
            warm.push(w.as_secs_f64() * 1000.0);
        }
        cold.sort_by(f64::total_cmp);
        warm.sort_by(f64::total_cmp);
        println!(
            "{:<22} {:>9.2} ms {:>9.2} ms",
            format!("{} × {players}", kind.id()),
            cold[cold.len() / 2],
            warm[warm.len() / 2]
        );
    }
    Ok(())
}

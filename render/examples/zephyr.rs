//! Writes Zephyr: Winds of Change boards at telling moments of self-played games to
//! `/tmp/zephyr-*.png` (or `OUT_DIR/zephyr-*.png`), with sizes:
//!
//! ```sh
//! cargo run --release -p windward-render --example zephyr [-- OUT_DIR]
//! ```
//!
//! Moments: the setup, the first battle, two battles at once with five ships, a
//! captain reacting to an exploration card, the biggest hand, an assignment offer with
//! another path, the end, and the tallest public and private pictures of all the games
//! played.

use windward_engine::games::zephyr::ZephyrView;
use windward_engine::{Actor, AnyView, GameKind, Match, Seat, Viewer};
use windward_render::board;

fn zephyr(view: &AnyView) -> &ZephyrView {
    match view {
        AnyView::Zephyr(v) => v,
        _ => unreachable!("a Zephyr game"),
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args().nth(1).unwrap_or_else(|| "/tmp".into());
    std::fs::create_dir_all(&out)?;
    let all: Vec<String> = ["Alice", "Bob", "Carol Montgomery-Smythe", "Dmitri", "Eve"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut wanted: Vec<&str> = vec![
        "setup",
        "setup-private",
        "battle",
        "two-battles-5p",
        "react",
        "hand",
        "offers",
        "over",
        "solo",
        "destroyed",
    ];
    let mut tallest = [
        (0u32, String::new(), Vec::new()),
        (0, String::new(), Vec::new()),
    ];
    let mut biggest = (0usize, String::new());
    let mut best_hand = 0;
    let write = |name: &str, png: &windward_render::Png, note: &str| {
        let path = format!("{out}/zephyr-{name}.png");
        std::fs::write(&path, &png.bytes).expect("written");
        println!(
            "{path}: {}×{} px, {} bytes, smallest text {:?} ({note})",
            png.width,
            png.height,
            png.bytes.len(),
            png.min_text_px
        );
    };
    let seeds: u64 = std::env::var("SEEDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2);
    for seed in 1..=seeds {
        for players in 1..=5usize {
            let names = &all[..players];
            let mut game = Match::new(GameKind::Zephyr, "", players, seed * 100 + players as u64)?;
            let mut step = 0;
            loop {
                for (k, viewer) in std::iter::once(Viewer::Public)
                    .chain((0..players).map(|i| Viewer::Seat(Seat(i as u8))))
                    .enumerate()
                {
                    let view = game.view(viewer);
                    let v = zephyr(&view);
                    let png = board(
                        &view,
                        &windward_render::Names::new(names, windward_engine::i18n::Lang::En),
                    )?;
                    let note = format!("{players}p seed {seed} step {step} {viewer:?}");
                    let private = k > 0;
                    let slot = usize::from(private);
                    if png.height > tallest[slot].0 {
                        tallest[slot] = (png.height, note.clone(), png.bytes.clone());
                    }
                    if png.bytes.len() > biggest.0 {
                        biggest = (png.bytes.len(), note.clone());
                    }
                    let active = v.battles.iter().filter(|b| b.won.is_none()).count();
                    let me = v.me.as_ref();
                    let pick = if !private && step == 0 && players == 3 {
                        Some("setup")
                    } else if private && step == 0 && players == 3 {
                        Some("setup-private")
                    } else if !private && active >= 1 && players == 3 {
                        Some("battle")
                    } else if !private && active >= 2 && players == 5 {
                        Some("two-battles-5p")
                    } else if me.is_some_and(|m| m.reacting.is_some()) {
                        Some("react")
                    } else if me.is_some_and(|m| {
                        // An offer with another path (rules edition 4): the longest text.
                        m.offers
                            .iter()
                            .any(|o| o.choices.iter().any(|c| c.starts_with("Or ")))
                    }) && players >= 2
                    {
                        Some("offers")
                    } else if !private && v.over.is_some() && players == 4 {
                        Some("over")
                    } else if !private && players == 1 && step == 60 {
                        Some("solo")
                    } else if !private
                        && v.battles.iter().any(|b| {
                            b.won.is_none()
                                && b.foes.len() > 1
                                && b.foes.iter().any(|f| f.destroyed)
                        })
                    {
                        Some("destroyed")
                    } else {
                        None
                    };
                    if let Some(i) = pick.and_then(|p| wanted.iter().position(|w| *w == p)) {
                        write(wanted.remove(i), &png, &note);
                    }
                    if let Some(m) = me {
                        if m.hand.len() > best_hand && m.reacting.is_none() {
                            best_hand = m.hand.len();
                            write("hand", &png, &format!("{note}, {} cards", m.hand.len()));
                        }
                    }
                }
                if game.outcome().is_some() || step >= 3000 {
                    break;
                }
                let seat = game.to_act()[0];
                let action = game
                    .suggest(seat)
                    .unwrap_or_else(|| game.choices(Actor::player(seat))[0].notation.clone());
                game.apply_notation(Actor::player(seat), &action)?;
                step += 1;
            }
        }
    }
    for (slot, name) in [(0, "tallest-public"), (1, "tallest-private")] {
        let (h, note, bytes) = &tallest[slot];
        let path = format!("{out}/zephyr-{name}.png");
        std::fs::write(&path, bytes)?;
        println!("{path}: height {h} ({note}), {} bytes", bytes.len());
    }
    println!("largest file: {} bytes ({})", biggest.0, biggest.1);
    println!("not seen: {wanted:?}");
    Ok(())
}

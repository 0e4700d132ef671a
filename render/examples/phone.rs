//! Plays every game through (every player count, a few seeds) and reports, per game
//! and viewer, the tallest picture (height ÷ width), the largest file and the smallest
//! text drawn; writes those pictures to a folder (default `/tmp/phone`) to look at, each
//! also shrunk to a phone's 400 px (`…-400.png`).
//!
//! ```sh
//! cargo run --release -p windward-render --example phone [-- OUT_DIR [SEEDS [GAME]]]
//! ```

#[path = "../tests/common/walk.rs"]
mod walk;

use std::collections::BTreeMap;

use windward_engine::Viewer;
use windward_render::Png;

#[derive(Default)]
struct Worst {
    boards: usize,
    tallest: Option<(f32, String, Png)>,
    biggest: Option<(usize, String, Png)>,
    smallest_text: Option<(f32, String, Png)>,
}

impl Worst {
    fn see(&mut self, what: String, png: Png) {
        self.boards += 1;
        let ratio = png.height as f32 / png.width as f32;
        if self.tallest.as_ref().is_none_or(|(r, ..)| ratio > *r) {
            self.tallest = Some((ratio, what.clone(), png.clone()));
        }
        if self
            .biggest
            .as_ref()
            .is_none_or(|(b, ..)| png.bytes.len() > *b)
        {
            self.biggest = Some((png.bytes.len(), what.clone(), png.clone()));
        }
        let text = png.min_text_px.unwrap_or(f32::INFINITY) * 1200.0 / png.width as f32;
        if self.smallest_text.as_ref().is_none_or(|(t, ..)| text < *t) {
            self.smallest_text = Some((text, what, png));
        }
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let out = args.next().unwrap_or_else(|| "/tmp/phone".into());
    let seeds: u64 = args.next().map_or(Ok(2), |s| s.parse())?;
    // Only games whose id contains this (all by default; "roll" for the dice only).
    let only = args.next().unwrap_or_default();
    std::fs::create_dir_all(&out)?;
    let mut worst: BTreeMap<String, Worst> = BTreeMap::new();
    for setup in walk::setups(seeds) {
        if !setup.kind.id().contains(&only) {
            continue;
        }
        for long in [false, true] {
            if long && setup.seed / 1000 != 1 {
                continue; // long names: first seed only
            }
            let names = walk::names(setup.players, long);
            walk::walk(&setup, 4000, |game, step| {
                for viewer in walk::viewers(game) {
                    let view = game.view(viewer);
                    let key = format!(
                        "{}-{}",
                        setup.kind.id(),
                        if viewer == Viewer::Public {
                            "public"
                        } else {
                            "seat"
                        }
                    );
                    let png = windward_render::board(
                        &view,
                        &windward_render::Names::new(&names, windward_engine::i18n::Lang::En),
                    )
                    .expect("draws");
                    let what = format!(
                        "{} {:?} {}p seed {} step {step} {viewer:?}{}",
                        setup.kind.id(),
                        setup.options,
                        setup.players,
                        setup.seed,
                        if long { " long names" } else { "" }
                    );
                    worst.entry(key).or_default().see(what, png);
                }
            });
        }
    }
    for (expr, roll) in walk::rolls().into_iter().filter(|_| "roll".contains(&only)) {
        for who in ["Alice", "Bartholomew Fitzgerald-Vanderbilt the Third"] {
            let png = windward_render::roll(&roll, who)?;
            worst
                .entry("roll".into())
                .or_default()
                .see(format!("roll {expr} by {who}"), png);
        }
    }
    for (key, w) in &worst {
        println!("{key}: {} pictures", w.boards);
        let write = |label: &str, what: &str, png: &Png| -> std::io::Result<()> {
            std::fs::write(format!("{out}/{key}-{label}.png"), &png.bytes)?;
            // And as a phone shows it, 400 px wide, to look at.
            if let Ok(img) = image::load_from_memory(&png.bytes) {
                let height = png.height * 400 / png.width.max(1);
                let small = image::imageops::resize(
                    &img.to_rgba8(),
                    400,
                    height.max(1),
                    image::imageops::FilterType::Triangle,
                );
                if let Err(e) = small.save(format!("{out}/{key}-{label}-400.png")) {
                    eprintln!("{key}-{label}-400.png: {e}");
                }
            }
            println!(
                "  {label:<8} {:>4}×{:<5} {:>7} bytes  text ≥ {:>4} px  {what}",
                png.width,
                png.height,
                png.bytes.len(),
                png.min_text_px.map_or("none".into(), |t| format!("{t}"))
            );
            Ok(())
        };
        if let Some((_, what, png)) = &w.tallest {
            write("tallest", what, png)?;
        }
        if let Some((_, what, png)) = &w.biggest {
            write("biggest", what, png)?;
        }
        if let Some((_, what, png)) = &w.smallest_text {
            write("smallest", what, png)?;
        }
    }
    Ok(())
}

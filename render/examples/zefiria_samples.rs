//! Writes Zefiria boards at every stage to a folder (default `/tmp/zefiria-samples`)
//! with their sizes and drawing times, for looking at the art:
//!
//! ```sh
//! cargo run --release -p windward-render --example zefiria_samples [-- OUT_DIR [LANG]]
//! ```
//!
//! `LANG` (`en`, `pl`, `fr`; default `en`) is the language the boards are drawn in.

use std::time::Instant;

use windward_engine::i18n::Lang;
use windward_engine::rng::GameRng;
use windward_engine::{Actor, AnyView, GameKind, Match, Viewer};
use windward_render::{board, Names};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/zefiria-samples".into());
    let lang = std::env::args()
        .nth(2)
        .and_then(|code| Lang::parse(&code))
        .unwrap_or_default();
    std::fs::create_dir_all(&out)?;
    let names: Vec<String> = ["Alice", "Bob", "Carol", "Dmitri Ivanovich", "Eve"]
        .iter()
        .map(ToString::to_string)
        .collect();
    let names = Names::new(&names, lang);
    let save = |name: &str, game: &Match| -> Result<(), Box<dyn std::error::Error>> {
        let view = game.view(Viewer::Public);
        let png = board(&view, &names)?;
        let runs = 10;
        let start = Instant::now();
        for _ in 0..runs {
            board(&view, &names)?;
        }
        let each = start.elapsed() / runs;
        std::fs::write(format!("{out}/{name}.png"), &png.bytes)?;
        // And as a phone shows it: about 420 px wide.
        let img = image::load_from_memory(&png.bytes)?;
        let h = png.height * 420 / png.width;
        img.resize(420, h, image::imageops::FilterType::Triangle)
            .save(format!("{out}/{name}-phone.png"))?;
        println!(
            "{name:<28} {:>4}×{:<5} {:>7} bytes  {:>8.2?}",
            png.width,
            png.height,
            png.bytes.len(),
            each
        );
        Ok(())
    };
    let play = |game: &mut Match, moves: &[&str]| {
        for m in moves {
            let actor = Actor::player(game.to_act()[0]);
            if let Err(e) = game.apply_notation(actor, m) {
                panic!("{m}: {e}");
            }
        }
    };

    let mut g = Match::new(GameKind::Zefiria, "storm=on", 3, 7)?;
    save("01-setup-spirit", &g)?;
    play(&mut g, &["spirit austro"]);
    save("02-setup-corner", &g)?;
    play(
        &mut g,
        &["corner A1", "borea", "corner E5", "skyron", "corner A5"],
    );
    save("03-first-turn-austro", &g)?;

    // Five spirits, storm: a few random moves in, then a two-step blow.
    let mut g = Match::new(GameKind::Zefiria, "storm=on", 5, 21)?;
    play(
        &mut g,
        &[
            "borea",
            "corner A1",
            "jugo",
            "corner E1",
            "etesia",
            "corner A5",
            // Skyron gets the last free corner; Austro, the last spirit, is given and
            // only asked for a corner.
            "skyron",
            "corner E5",
        ],
    );
    let mut chooser = GameRng::from_seed(3);
    random_moves(&mut g, &mut chooser, 23);
    save("04-five-spirits-midgame", &g)?;
    // Find a spirit that can start a two-step blow.
    for _ in 0..200 {
        let actor = Actor::player(g.to_act()[0]);
        if let Some(blow) = g
            .choices(actor)
            .into_iter()
            .find(|c| c.notation.starts_with("blow"))
        {
            g.apply_notation(actor, &blow.notation)?;
            break;
        }
        random_moves(&mut g, &mut chooser, 1);
    }
    save("05-blow-pending", &g)?;
    let actor = Actor::player(g.to_act()[0]);
    let second = g.choices(actor)[0].notation.clone();
    g.apply_notation(actor, &second)?;
    save("06-after-swap", &g)?;

    // Solo: two spirits, to the end.
    let mut g = Match::new(GameKind::Zefiria, "", 1, 5)?;
    play(&mut g, &["etesia", "corner A1", "jugo"]);
    save("07-solo-start", &g)?;
    random_moves(&mut g, &mut chooser, 10_000);
    save("08-solo-over", &g)?;

    // Skyron's turn, two players.
    let mut g = Match::new(GameKind::Zefiria, "", 2, 9)?;
    play(&mut g, &["skyron", "corner E1", "austro"]);
    save("09-two-skyron", &g)?;
    if let AnyView::Zefiria(v) = g.view(Viewer::Public) {
        println!("score now {}", v.score.total);
    }
    Ok(())
}

/// Up to `n` random legal moves (stops at the end of the game).
fn random_moves(game: &mut Match, chooser: &mut GameRng, n: usize) {
    for _ in 0..n {
        let Some(&seat) = game.to_act().first() else {
            return;
        };
        let actor = Actor::player(seat);
        let choices = game.choices(actor);
        // Prefer real moves over ending the turn, so the board changes.
        let moves: Vec<_> = choices.iter().filter(|c| c.notation != "end").collect();
        let pick = chooser.choose(&moves).map(|c| c.notation.clone());
        let pick = pick.unwrap_or_else(|| "end".into());
        game.apply_notation(actor, &pick).expect("legal");
    }
}

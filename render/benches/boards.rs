//! Drawing and encoding one board of every game, mid-game, in every language: what
//! each move costs in pictures, and what a translation costs against English. Run:
//! `cargo bench -p windward-render --bench boards`.
//!
//! Each state comes from a fixed seed played `MOVES` moves on by the game's own policy
//! (or its first legal move), so the figures compare run to run. With
//! `BOARDS_OUT=dir` the pictures are also written there.

#[path = "../tests/common/walk.rs"]
mod walk;

use criterion::{criterion_group, criterion_main, Criterion};
use windward_engine::i18n::Lang;
use windward_engine::{Actor, AnyView, GameKind, Match, Viewer};
use windward_render::Names;

/// Moves played before the board is drawn: well into the game, before it ends.
const MOVES: usize = 40;

/// `kind`'s public view after `MOVES` moves at `players` seats, and its player names.
pub fn mid_game(kind: GameKind, players: usize) -> (AnyView, Vec<String>) {
    let mut game = Match::new(kind, kind.selfplay_options(), players, 11).expect("a game");
    for _ in 0..MOVES {
        if game.outcome().is_some() {
            break;
        }
        let seat = game.to_act()[0];
        let notation = game.suggest(seat).unwrap_or_else(|| {
            game.choices(Actor::player(seat))
                .first()
                .expect("a legal move")
                .notation
                .clone()
        });
        game.apply_notation(Actor::player(seat), &notation)
            .expect("a legal move");
    }
    let names = (1..=players).map(|n| format!("Player {n}")).collect();
    (game.view(Viewer::Public), names)
}

fn boards(c: &mut Criterion) {
    // Every game of the registry, at its benchmark player count.
    for &kind in GameKind::ALL {
        let players = walk::bench_players(kind);
        let (view, names) = mid_game(kind, players);
        for lang in Lang::ALL {
            let names = Names::new(&names, lang);
            let png = windward_render::board(&view, &names).expect("a board");
            // `BOARDS_OUT=dir` keeps the pictures, to look at (or compare) after a change.
            if let Ok(dir) = std::env::var("BOARDS_OUT") {
                let path = std::path::Path::new(&dir).join(format!("{}-{lang}.png", kind.id()));
                std::fs::write(path, &png.bytes).expect("the picture is written");
            }
            println!(
                "{} × {players} {lang}: {}×{} px, {} bytes",
                kind.id(),
                png.width,
                png.height,
                png.bytes.len()
            );
            c.bench_function(&format!("board {} × {players} {lang}", kind.id()), |b| {
                b.iter(|| windward_render::board(&view, &names).expect("a board"))
            });
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = boards
}
criterion_main!(benches);

//! One move of every game through the app service, as a player makes it: load the
//! session, apply, commit (SQLite, `synchronous=FULL`), render and encode the board.
//! Run: `cargo bench -p windward --bench moves`.
//!
//! Each game is played from a fixed seed by its own policy (or its first legal move)
//! and started again when it ends; only the move itself is timed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use windward::app::command::Command;
use windward::app::{App, Board, Caller, Recorder, Request, Seeds};
use windward_engine::{Actor, GameKind, Match};

const CHANNEL: u64 = 9;

fn caller(seat: u8) -> Caller {
    Caller {
        user_id: u64::from(seat) + 1,
        name: format!("Player {}", seat + 1),
        guild_id: Some(1),
        channel_id: CHANNEL,
        manage_channel: false,
        manage_server: false,
        lang: windward_engine::i18n::Lang::En,
        server_lang: None,
    }
}

async fn open_game(app: &App, kind: GameKind, players: u8) {
    let command = |c| Request::Command(c);
    app.handle(&caller(0), command(Command::GameAbort)).await;
    app.handle(
        &caller(0),
        command(Command::GameNew {
            game: kind.id().into(),
            options: kind.selfplay_options().into(),
        }),
    )
    .await;
    for seat in 1..players {
        app.handle(&caller(seat), command(Command::GameJoin)).await;
    }
    app.handle(&caller(0), command(Command::GameStart { shuffle: false }))
        .await;
}

/// The next move: its seat and notation, or `None` once the game is over.
async fn next_move(app: &App) -> Option<(u8, String)> {
    let session = app.store().open_session_in(CHANNEL).await.ok()??;
    let game = Match::from_snapshot(session.snapshot.as_deref()?).ok()?;
    if game.outcome().is_some() {
        return None;
    }
    let seat = *game.to_act().first()?;
    let notation = game.suggest(seat).or_else(|| {
        game.choices(Actor::player(seat))
            .first()
            .map(|c| c.notation.clone())
    })?;
    Some((seat.0, notation))
}

fn moves(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    for (kind, players) in [
        (GameKind::Table, 3),
        (GameKind::ZeppelinAttack, 4),
        (GameKind::Bitwa, 2),
        (GameKind::Zefiria, 3),
        (GameKind::AetherCaptains, 2),
        (GameKind::Zephyr, 3),
    ] {
        let url = format!(
            "sqlite://{}",
            dir.path().join(format!("{}.db", kind.id())).display()
        );
        let app = rt
            .block_on(App::open(
                &url,
                Seeds::Fixed(1),
                Board { render: true },
                Arc::new(Recorder::new(false)),
            ))
            .unwrap();
        rt.block_on(open_game(&app, kind, players));
        c.bench_function(&format!("move {} × {players}", kind.id()), |b| {
            b.iter_custom(|iters| {
                let mut spent = Duration::ZERO;
                for _ in 0..iters {
                    let (seat, action) = rt.block_on(async {
                        match next_move(&app).await {
                            Some(next) => next,
                            None => {
                                open_game(&app, kind, players).await;
                                next_move(&app).await.expect("a new game has a move")
                            }
                        }
                    });
                    let started = Instant::now();
                    rt.block_on(
                        app.handle(&caller(seat), Request::Command(Command::Play { action })),
                    );
                    spent += started.elapsed();
                }
                spent
            })
        });
        rt.block_on(app.close());
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = moves
}
criterion_main!(benches);

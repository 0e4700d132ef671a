//! One free-table move through the app service: load the session, apply, commit the
//! transaction, render and encode the board. Run: `cargo bench -p windward`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::sync::Arc;
use windward::app::command::Command;

use windward::app::{App, Board, Caller, Recorder, Request, Seeds};

fn caller(seat: u64) -> Caller {
    Caller {
        user_id: seat + 1,
        name: format!("Player {}", seat + 1),
        guild_id: Some(1),
        channel_id: 9,
        manage_channel: false,
        manage_server: false,
        lang: windward_engine::i18n::Lang::En,
        server_lang: None,
    }
}

fn table_move(c: &mut Criterion) {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("bench.db").display());
    for (name, render) in [
        ("table move (load, apply, commit, render)", true),
        ("table move without render", false),
    ] {
        let app = rt
            .block_on(App::open(
                &url,
                Seeds::Fixed(1),
                Board { render },
                Arc::new(Recorder::new(false)),
            ))
            .unwrap();
        rt.block_on(async {
            app.handle(&caller(0), Request::Command(Command::GameAbort))
                .await;
            app.handle(
                &caller(0),
                Request::Command(Command::GameNew {
                    game: "table".into(),
                    options: "dice=2d6".into(),
                }),
            )
            .await;
            for seat in 1..4 {
                app.handle(&caller(seat), Request::Command(Command::GameJoin))
                    .await;
            }
            app.handle(
                &caller(0),
                Request::Command(Command::GameStart { shuffle: false }),
            )
            .await;
        });
        let mut turn = 0u64;
        c.bench_function(name, |b| {
            b.iter(|| {
                let response = rt.block_on(app.handle(
                    &caller(turn % 4),
                    Request::Command(Command::Play {
                        action: "end".into(),
                    }),
                ));
                assert!(
                    response.messages[0].content.to_string().contains("Done"),
                    "{response:?}"
                );
                turn += 1;
            })
        });
        rt.block_on(app.close());
    }
}

criterion_group!(benches, table_move);
criterion_main!(benches);

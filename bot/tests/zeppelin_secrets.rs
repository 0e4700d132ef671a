//! Zeppelin Attack!'s secrets through the whole app: a complete 3-player game played
//! with `/play`, where after every move no channel message (text, embed, buttons, menus)
//! and no log line names a card that sits hidden in a hand, deck, discard pile or under
//! a Flagship and was never shown publicly. The third seat is handed to the computer
//! as a stand-in once the game is under way, so what the computer plays for an absent
//! player is checked the same way.

use std::collections::HashSet;
use std::io::Write;
use std::sync::{Arc, Mutex};

use windward::app::command::Command;
use windward::app::reply::{Audience, Message, Row};
use windward::app::surface::Posting;
use windward::app::{App, Board, Caller, Recorder, Request, Seeds};
use windward_engine::games::zeppelin_attack::cards::CardId;
use windward_engine::rng::GameRng;
use windward_engine::{Actor, Match, Viewer};

const CHANNEL: u64 = 900;

fn caller(seat: usize) -> Caller {
    Caller {
        user_id: 10 + seat as u64,
        name: format!("Player {}", seat + 1),
        guild_id: Some(1),
        channel_id: CHANNEL,
        manage_channel: false,
        manage_server: false,
        lang: windward_engine::i18n::Lang::En,
        server_lang: None,
    }
}

/// Everything a channel message shows.
fn shown(message: &Message) -> String {
    let mut all = message.content.to_string();
    if let Some(e) = &message.embed {
        all.push_str(&e.title);
        all.push_str(&e.description);
        for f in &e.fields {
            all.push_str(&f.name);
            all.push_str(&f.value);
        }
        all.push_str(e.footer.as_deref().unwrap_or(""));
    }
    // The picture's words (its text alternative) are shown too.
    if let Some(image) = &message.image {
        all.push_str(&image.description);
    }
    for row in &message.rows {
        match row {
            Row::Buttons(buttons) => buttons.iter().for_each(|b| {
                all.push_str(&b.label);
                all.push_str(&b.custom_id);
            }),
            Row::Select(menu) => {
                all.push_str(&menu.placeholder);
                for o in &menu.options {
                    all.push_str(&o.label);
                    all.push_str(&o.value);
                }
            }
        }
    }
    all
}

/// Card ids anywhere in a JSON value (objects with an `id` and a `name`).
fn card_ids(v: &serde_json::Value, out: &mut HashSet<u8>) {
    match v {
        serde_json::Value::Object(map) => {
            if let (Some(id), Some(_)) = (map.get("id").and_then(|i| i.as_u64()), map.get("name")) {
                out.insert(id as u8);
            }
            map.values().for_each(|v| card_ids(v, out));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| card_ids(v, out)),
        _ => {}
    }
}

fn name(id: u8) -> &'static str {
    CardId(id).def().name.as_str()
}

/// Names of hidden cards (from the stored snapshot) never seen in public.
fn secrets(snapshot: &str, seen: &HashSet<u8>) -> HashSet<&'static str> {
    let state: serde_json::Value = serde_json::from_str(snapshot).unwrap();
    let seen_names: HashSet<&str> = seen.iter().map(|id| name(*id)).collect();
    let mut out = HashSet::new();
    for p in state["game"]["players"].as_array().unwrap() {
        for zone in ["hand", "deck", "discard", "tucked"] {
            for id in p[zone].as_array().unwrap() {
                let n = name(id.as_u64().unwrap() as u8);
                if !seen_names.contains(n) {
                    out.insert(n);
                }
            }
        }
    }
    out
}

/// Log lines, captured for the whole test.
#[derive(Clone, Default)]
struct Logs(Arc<Mutex<Vec<u8>>>);

impl Write for Logs {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Logs {
    fn take(&self) -> String {
        String::from_utf8_lossy(&std::mem::take(&mut *self.0.lock().unwrap())).into_owned()
    }
}

#[tokio::test]
async fn no_public_message_or_log_line_names_a_hidden_card() {
    let logs = Logs::default();
    let writer = logs.clone();
    tracing_subscriber::fmt()
        .with_env_filter("windward=trace,windward_engine=trace,windward_render=trace,warn")
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .init();

    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("z.db").display());
    let surface = Arc::new(Recorder::default());
    let app = App::open(
        &url,
        Seeds::Fixed(21),
        // Drawn: every picture's text alternative is checked too.
        Board { render: true },
        surface.clone(),
    )
    .await
    .unwrap();
    let players = 3;
    app.handle(
        &caller(0),
        Request::Command(Command::GameNew {
            game: "zeppelin-attack".into(),
            options: String::new(),
        }),
    )
    .await;
    for seat in 1..players {
        app.handle(&caller(seat), Request::Command(Command::GameJoin))
            .await;
    }
    app.handle(
        &caller(0),
        Request::Command(Command::GameStart { shuffle: false }),
    )
    .await;

    // The host hands the third player's seat to the computer (`/game replace
    // computer:true`): from now on it plays that seat, from that seat's view.
    let stood_in = app
        .handle(
            &caller(0),
            Request::Command(Command::GameReplace {
                old: caller(2).user_id,
                new: None,
                computer: true,
            }),
        )
        .await;
    assert!(
        stood_in.messages[0]
            .content
            .to_string()
            .contains("to the computer"),
        "{stood_in:?}"
    );
    let mut computer_moves = 0;
    let mut chooser = GameRng::from_seed(3);
    let mut seen: HashSet<u8> = HashSet::new();
    let mut moves = 0;
    let mut channel_messages = 0;
    let mut log_lines = 0;
    loop {
        let Some(session) = app.store().open_session_in(CHANNEL).await.unwrap() else {
            break;
        };
        let game = Match::from_snapshot(session.snapshot.as_deref().unwrap()).unwrap();
        card_ids(
            &serde_json::to_value(game.view(Viewer::Public)).unwrap(),
            &mut seen,
        );
        let seat = game.to_act()[0];
        let response = if seat.index() == 2 {
            // The stand-in's turn: it plays after its pause, through the deadline task,
            // several moves in one stretch; a card it showed the table on the way (one
            // played face up, then discarded) counts as seen, as for a player's moves.
            app.clock().advance(windward::app::computer::PAUSE_MS);
            assert!(
                !app.run_due_timeouts().await.is_empty(),
                "the stand-in plays"
            );
            computer_moves += 1;
            let mut replayed = game.clone();
            for row in app.store().log(session.id).await.unwrap() {
                if row.seq <= session.seq {
                    continue;
                }
                let actor = Actor {
                    seat: windward_engine::Seat(row.seat),
                    host: row.host,
                };
                replayed.apply_notation(actor, &row.notation).unwrap();
                card_ids(
                    &serde_json::to_value(replayed.view(Viewer::Public)).unwrap(),
                    &mut seen,
                );
            }
            windward::app::reply::Response::default()
        } else {
            // Mostly the sensible policy (so the game ends), sometimes a random move.
            let notation = if chooser.below(4) == 0 {
                let choices = game.choices(Actor::player(seat));
                chooser.choose(&choices).unwrap().notation.clone()
            } else {
                game.suggest(seat).unwrap()
            };
            app.handle(
                &caller(seat.index()),
                Request::Command(Command::Play { action: notation }),
            )
            .await
        };
        moves += 1;
        let after = app
            .store()
            .latest_session_in(CHANNEL)
            .await
            .unwrap()
            .unwrap();
        let snapshot = after.snapshot.unwrap();
        let game = Match::from_snapshot(&snapshot).unwrap();
        card_ids(
            &serde_json::to_value(game.view(Viewer::Public)).unwrap(),
            &mut seen,
        );
        let secret = secrets(&snapshot, &seen);
        let log = logs.take();
        log_lines += log.lines().count();
        // Everything the channel saw: boards posted and edited, and public replies.
        let boards: Vec<Message> = surface
            .drain()
            .into_iter()
            .filter_map(|p| match p {
                Posting::Post { message, .. } | Posting::Edit { message, .. } => Some(message),
                Posting::Retire { .. } | Posting::Dm { .. } => None,
            })
            .collect();
        let public_replies = response
            .messages
            .iter()
            .filter(|m| m.audience == Audience::Channel);
        for message in boards.iter().chain(public_replies) {
            channel_messages += 1;
            let text = shown(message);
            for n in &secret {
                assert!(
                    !text.contains(n),
                    "move {moves}: the channel saw {n}:\n{text}"
                );
            }
        }
        for n in &secret {
            assert!(
                !log.contains(n),
                "move {moves}: a log line names {n}:\n{log}"
            );
        }
        assert!(moves < 3000, "the game did not end");
    }
    assert!(moves > 100 && channel_messages >= moves, "{moves} moves");
    assert!(
        computer_moves > 10,
        "{computer_moves} stretches by the stand-in"
    );
    assert!(log_lines > 0, "the log capture works");
    app.close().await;
}

/// A few self-played games per player count, through the app and the renderer.
#[tokio::test]
async fn small_selfplay_runs_end_without_errors() {
    use windward::selfplay::{selfplay, Args, Policy};
    for (players, policy, render) in [
        (2, Policy::Random, true),
        (3, Policy::Sensible, false),
        (4, Policy::Random, false),
    ] {
        let report = selfplay(&Args {
            game: "zeppelin-attack".into(),
            players,
            games: 2,
            seed: 5,
            options: None,
            policy,
            max_actions: 20_000,
            no_render: !render,
            lang: windward_engine::i18n::Lang::En,
            no_db: false,
            db: None,
            json: false,
        })
        .await
        .unwrap();
        assert_eq!(report.errors, 0, "{:?}", report.error_samples);
        assert_eq!(report.finished, 2);
        if render {
            assert!(report.png_max_bytes > 0 && report.png_max_bytes < 300_000);
        }
    }
}

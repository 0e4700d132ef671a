//! The app service end to end on a real SQLite file, without Discord: the table, the
//! callers and the steps the tests share; the tests themselves, by feature, in the
//! child modules.

use super::*;
use crate::app::reply::Row;
use crate::app::surface::Posting;

mod campaigns;
mod cards_lang;
mod computer_seats;
mod deadlines;
mod history;
mod languages;
mod lobby;
mod outbox;
mod plans;
mod playing;
mod reminders;
mod schedule_lang;
mod sessions_lang;
mod stand_ins;
mod stats;
mod table;
mod turns_lang;
mod undo;

struct Table {
    app: App,
    surface: Arc<Recorder>,
    url: String,
    _db: crate::store::scratch::Scratch,
    /// The channel as it stands: every posted board, with its edits applied.
    shown: Mutex<Vec<(u64, Message)>>,
}

impl Table {
    /// Applies what the app did to the channel since the last look, and returns it.
    fn look(&self) -> Vec<Posting> {
        let postings = self.surface.drain();
        let mut shown = self.shown.lock().unwrap();
        for p in &postings {
            match p {
                Posting::Post { id, message, .. } => shown.push((*id, message.clone())),
                Posting::Edit { id, message, .. } => {
                    if let Some(m) = shown.iter_mut().find(|(i, _)| i == id) {
                        m.1 = message.clone();
                    }
                }
                Posting::Retire { id, .. } => {
                    if let Some(m) = shown.iter_mut().find(|(i, _)| i == id) {
                        m.1.rows.clear();
                    }
                }
                Posting::Dm { .. } => {}
            }
        }
        postings
    }

    /// The board as last posted or edited since the last look.
    fn latest(&self) -> Message {
        self.look()
            .into_iter()
            .rev()
            .find_map(|p| match p {
                Posting::Post { message, .. } | Posting::Edit { message, .. } => Some(message),
                Posting::Retire { .. } | Posting::Dm { .. } => None,
            })
            .expect("a board was posted or edited")
    }

    /// The boards posted since the last look.
    fn new_posts(&self) -> Vec<Message> {
        self.look()
            .into_iter()
            .filter_map(|p| match p {
                Posting::Post { message, .. } => Some(message),
                _ => None,
            })
            .collect()
    }

    /// The live board as the channel shows it now, with its message id.
    async fn live(&self) -> (u64, Message) {
        self.look();
        let session = self
            .app
            .store()
            .latest_session_in(50)
            .await
            .unwrap()
            .unwrap();
        let id = session.board_message_id.expect("a live board");
        let shown = self.shown.lock().unwrap();
        let message = shown.iter().find(|(i, _)| *i == id).unwrap().1.clone();
        (id, message)
    }

    /// A restart: closes the app and opens another on the same database, channel
    /// and seeds.
    async fn restart(&self, render: bool) -> App {
        self.app.close().await;
        App::open(
            &self.url,
            Seeds::Fixed(5),
            Board { render },
            self.surface.clone(),
        )
        .await
        .unwrap()
    }

    /// The lobby message as the channel shows it now (the newest posted lobby), with
    /// its id.
    fn lobby_post(&self) -> (u64, Message) {
        self.look();
        let shown = self.shown.lock().unwrap();
        shown
            .iter()
            .rev()
            .find(|(_, m)| {
                m.embed
                    .as_ref()
                    .is_some_and(|e| e.title.starts_with("New game"))
            })
            .cloned()
            .expect("a lobby in the channel")
    }

    /// Clicks a button on the lobby message as `who`; a `Replace` answer becomes it.
    async fn click_lobby(&self, who: &Caller, label: &str) -> Response {
        let (id, lobby) = self.lobby_post();
        self.click_shown(who, id, &lobby, label).await
    }

    /// Clicks `label` on message `id` (showing `message`) as `who`, and applies the
    /// answer to the message as the channel shows it.
    async fn click_shown(&self, who: &Caller, id: u64, message: &Message, label: &str) -> Response {
        let r = click_on(
            &self.app,
            who,
            &button_id(message, label),
            OnMessage {
                id,
                ephemeral: false,
            },
        )
        .await;
        let mut shown = self.shown.lock().unwrap();
        let m = shown.iter_mut().find(|(i, _)| *i == id).unwrap();
        match &r.clicked {
            Clicked::Replace(new) => m.1 = (**new).clone(),
            Clicked::Retire => m.1.rows.clear(),
            Clicked::Keep => {}
        }
        r
    }

    /// Presses **↩ Undo** on the live board as `who`.
    async fn app_undo_on_board(&self, who: &Caller) -> Response {
        self.click_board(who, "↩ Undo").await
    }

    /// Clicks a button on the live board; a `Replace` answer becomes the board.
    async fn click_board(&self, who: &Caller, label: &str) -> Response {
        let (id, board) = self.live().await;
        self.click_shown(who, id, &board, label).await
    }
}

/// The environment variable that runs these tests on a scratch Postgres database
/// instead of SQLite (`WINDWARD_TEST_BACKEND=postgres`; `.ci/run` runs them both ways).
const BACKEND_ENV: &str = "WINDWARD_TEST_BACKEND";

async fn scratch_db() -> crate::store::scratch::Scratch {
    use crate::store::scratch::Scratch;
    match std::env::var(BACKEND_ENV).as_deref() {
        Ok("postgres") => Scratch::postgres().await.unwrap_or_else(|| {
            panic!(
                "{BACKEND_ENV}=postgres needs a server in {}",
                crate::store::scratch::POSTGRES_ENV
            )
        }),
        Ok("sqlite") | Err(_) => Scratch::sqlite(),
        Ok(other) => panic!("{BACKEND_ENV} is sqlite or postgres, not {other}"),
    }
}

async fn app() -> Table {
    app_drawing(true).await
}

/// An app on a scratch database; `render: false` for long games whose pictures no
/// test looks at.
async fn app_drawing(render: bool) -> Table {
    let db = scratch_db().await;
    let url = db.url().to_string();
    let surface = Arc::new(Recorder::default());
    let app = App::open(&url, Seeds::Fixed(5), Board { render }, surface.clone())
        .await
        .unwrap();
    Table {
        app,
        surface,
        url,
        _db: db,
        shown: Mutex::new(Vec::new()),
    }
}

fn user(id: u64, name: &str) -> Caller {
    Caller {
        user_id: id,
        name: name.into(),
        guild_id: Some(1),
        channel_id: 50,
        manage_channel: false,
        manage_server: false,
        lang: windward_engine::i18n::Lang::En,
        server_lang: None,
    }
}

fn alice() -> Caller {
    user(1, "alice")
}

fn bob() -> Caller {
    user(2, "bob")
}

fn carol() -> Caller {
    user(3, "carol")
}

async fn cmd(app: &App, who: &Caller, command: Command) -> Response {
    app.handle(who, Request::Command(command)).await
}

/// A click on a message that is no board (a forged id, or an old message).
async fn click(app: &App, who: &Caller, custom_id: &str) -> Response {
    click_on(app, who, custom_id, OnMessage::default()).await
}

async fn click_on(app: &App, who: &Caller, custom_id: &str, on: OnMessage) -> Response {
    app.handle(
        who,
        Request::Component {
            custom_id: custom_id.into(),
            values: vec![],
            message: on,
        },
    )
    .await
}

fn button_id(message: &Message, label: &str) -> String {
    message
        .rows
        .iter()
        .find_map(|row| match row {
            Row::Buttons(b) => b
                .iter()
                .find(|b| b.label == label)
                .map(|b| b.custom_id.clone()),
            Row::Select(_) => None,
        })
        .unwrap_or_else(|| panic!("no button {label} in {message:?}"))
}

fn only_private(response: &Response) -> String {
    assert_eq!(response.messages.len(), 1, "{response:?}");
    assert_eq!(
        response.messages[0].audience,
        Audience::Caller,
        "{response:?}"
    );
    assert_eq!(response.clicked, Clicked::Keep);
    response.messages[0].content.to_string()
}

/// alice hosts a 3-player table with dice; returns the first board.
async fn three_player_table(t: &Table) -> Message {
    let app = &t.app;
    cmd(
        app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "dice=2d6".into(),
        },
    )
    .await;
    cmd(app, &bob(), Command::GameJoin).await;
    cmd(app, &carol(), Command::GameJoin).await;
    // The lobby: one message, posted once and edited as people join.
    let lobby = t.look();
    assert_eq!(
        lobby
            .iter()
            .filter(|p| matches!(p, Posting::Post { .. }))
            .count(),
        1,
        "{lobby:?}"
    );
    let started = cmd(app, &alice(), Command::GameStart { shuffle: false }).await;
    assert!(only_private(&started).contains("started"), "{started:?}");
    let mut posts = t.new_posts();
    assert_eq!(posts.len(), 1, "the start posts one board");
    posts.remove(0)
}

async fn seq(app: &App) -> u64 {
    app.store().open_session_in(50).await.unwrap().unwrap().seq
}

/// alice and bob start a Zeppelin Attack! game whose turns time out after an hour, when
/// the computer stands in for the absent player.
async fn zeppelin_with_stand_ins(t: &Table) {
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: "turn-hours=1 absent=computer".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
}

/// The board's narration.
fn told(board: &Message) -> String {
    board
        .embed
        .as_ref()
        .map(|e| e.description.clone())
        .unwrap_or_default()
}

async fn typed(app: &App, who: &Caller, action: &str) -> Response {
    cmd(
        app,
        who,
        Command::Play {
            action: action.into(),
        },
    )
    .await
}

/// alice hosts a 3-player table with `options`; alice ends her turn, so the game waits
/// for bob. Returns with the channel looked at.
async fn waiting_for_bob(t: &Table, options: &str) {
    let app = &t.app;
    cmd(
        app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: options.into(),
        },
    )
    .await;
    cmd(app, &bob(), Command::GameJoin).await;
    cmd(app, &carol(), Command::GameJoin).await;
    cmd(app, &alice(), Command::GameStart { shuffle: false }).await;
    typed(app, &alice(), "end").await;
    t.look();
}

const HOUR: i64 = 3_600_000;

/// Moves the app's clock to `rfc3339`.
fn set_clock(app: &App, rfc3339: &str) {
    let at = rfc3339.parse::<jiff::Timestamp>().unwrap().as_millisecond();
    app.clock().advance(at - app.clock().now_ms());
}

async fn deadline_now(app: &App) -> i64 {
    app.store()
        .open_session_in(50)
        .await
        .unwrap()
        .unwrap()
        .deadline_at
        .expect("a deadline")
}

/// Starts a game of `kind` hosted by alice (seat 0), with bob (seat 1) where it
/// takes two players.
async fn start_with_alice_and_bob(t: &Table, kind: GameKind, options: &str) {
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: kind.id().into(),
            options: options.into(),
        },
    )
    .await;
    let (min, max) = kind.check_options("").unwrap();
    if 2.clamp(min, max) >= 2 {
        cmd(&t.app, &bob(), Command::GameJoin).await;
    }
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
}

/// Alice (host) and bob each fly their own Aether Captains voyage, just started.
async fn two_captains(t: &Table, options: &str) {
    let app = &t.app;
    cmd(
        app,
        &alice(),
        Command::GameNew {
            game: "aether-captains".into(),
            options: options.into(),
        },
    )
    .await;
    cmd(app, &bob(), Command::GameJoin).await;
    cmd(app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
}

//! The app service end to end on a real SQLite file, without Discord.

use super::*;
use crate::app::reply::Row;
use crate::app::surface::Posting;

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

#[tokio::test]
async fn rolls_are_public_or_private_and_bad_dice_are_explained() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::Roll {
            expression: "4d6kh3+2 # stats".into(),
            private: false,
        },
    )
    .await;
    let m = &r.messages[0];
    assert_eq!(m.audience, Audience::Channel);
    let embed = m.embed.as_ref().unwrap();
    assert!(
        embed.title.contains("alice rolls 4d6kh3 + 2"),
        "{}",
        embed.title
    );
    assert!(embed.description.contains("stats"));
    assert!(m
        .image
        .as_ref()
        .is_some_and(|i| i.png.starts_with(b"\x89PNG")));
    let r = cmd(
        &t.app,
        &alice(),
        Command::Roll {
            expression: "1d20".into(),
            private: true,
        },
    )
    .await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    let r = cmd(
        &t.app,
        &alice(),
        Command::Roll {
            expression: "2d".into(),
            private: false,
        },
    )
    .await;
    assert!(only_private(&r).contains("Examples"));
    // Many dice: text only, no picture.
    let r = cmd(
        &t.app,
        &alice(),
        Command::Roll {
            expression: "30d6".into(),
            private: false,
        },
    )
    .await;
    assert!(r.messages[0].image.is_none());
    // A label never reaches the title raw: it is defused as in the breakdown, and
    // nobody is pinged (the Discord adapter allows no `@everyone` either).
    let r = cmd(
        &t.app,
        &user(7, "*eve*"),
        Command::Roll {
            expression: "1d6[@everyone **x**]".into(),
            private: false,
        },
    )
    .await;
    let m = &r.messages[0];
    let embed = m.embed.as_ref().unwrap();
    assert_eq!(embed.title, "🎲 \\*eve\\* rolls 1d6[everyone x]");
    assert!(
        embed.description.starts_with("1d6[everyone x] ("),
        "{}",
        embed.description
    );
    assert!(
        m.pings.is_empty() && m.content.mentioned().is_empty(),
        "{m:?}"
    );
}

#[tokio::test]
async fn a_whole_table_game_by_buttons() {
    let t = app().await;
    let board = three_player_table(&t).await;
    assert_eq!(board.content.mentioned(), vec![1], "{}", board.content);
    assert_eq!(board.pings, vec![1]);
    assert!(board.image.is_some());
    // Bob can't end alice's turn (the button is hers); nothing changes.
    let r = t.click_board(&bob(), "End turn").await;
    assert!(only_private(&r).contains("**alice**'s"), "{r:?}");
    assert_eq!(seq(&t.app).await, 0);
    assert!(t.look().is_empty(), "a refusal touches no board");
    // Alice can: her board loses its buttons, and bob's board is posted, pinging him,
    // with what happened since he last acted.
    let (old_board, old) = t.live().await;
    let end = button_id(&old, "End turn");
    let r = t.click_board(&alice(), "End turn").await;
    assert_eq!(r.clicked, Clicked::Retire);
    assert!(r.messages.is_empty(), "{r:?}");
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    let next = &posts[0];
    assert_eq!(next.pings, vec![2]);
    assert!(next
        .embed
        .as_ref()
        .unwrap()
        .description
        .contains("**alice** ended their turn"));
    let (live, _) = t.live().await;
    assert_ne!(live, old_board);
    // The same button again (a double click): out of date.
    let r = click(&t.app, &alice(), &end).await;
    assert!(only_private(&r).contains("out of date"));
    assert_eq!(seq(&t.app).await, 1);
    // Bob rolls with the button: his board is updated in place, pinging nobody.
    let r = t.click_board(&bob(), "Roll 2d6").await;
    let Clicked::Replace(after_roll) = &r.clicked else {
        panic!("a click on the live board updates it: {r:?}")
    };
    assert!(after_roll.pings.is_empty(), "{after_roll:?}");
    assert!(t.look().is_empty(), "no new post for a roll");
    assert!(
        after_roll
            .content
            .to_string()
            .contains("@bob, it's your turn"),
        "{}",
        after_roll.content
    );
    assert_eq!(after_roll.content.mentioned(), vec![2]);
    let told = &after_roll.embed.as_ref().unwrap().description;
    assert!(
        told.contains("**alice** ended their turn") && told.contains("**bob** rolled"),
        "{told}"
    );
    t.click_board(&bob(), "End turn").await;
    assert_eq!(t.new_posts().len(), 1);
    // A typed move edits nothing it needn't: carol's turn passes, alice's board posts.
    let r = cmd(&t.app, &carol(), Command::TurnNext).await;
    assert!(only_private(&r).contains("Done"), "{r:?}");
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    assert!(posts[0]
        .embed
        .as_ref()
        .unwrap()
        .description
        .contains("Round 2 begins"));
    assert_eq!(posts[0].pings, vec![1]);
    // Every superseded board has lost its buttons.
    let (live, _) = t.live().await;
    let shown = t.shown.lock().unwrap();
    // The lobby (its buttons retired at the start) and four boards.
    assert_eq!(shown.len(), 5);
    for (id, m) in shown.iter() {
        assert_eq!(m.rows.is_empty(), *id != live, "board {id}: {:?}", m.rows);
    }
}

#[tokio::test]
async fn a_typed_move_edits_the_live_board_and_a_deleted_board_is_posted_anew() {
    let t = app().await;
    three_player_table(&t).await;
    let (live, _) = t.live().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("Done"));
    let postings = t.look();
    assert!(
        matches!(postings.as_slice(), [Posting::Edit { id, message, .. }] if *id == live && message.pings.is_empty()),
        "{postings:?}"
    );
    // Someone deletes the board: the next move posts it again, pinging nobody.
    t.surface.delete(live);
    cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    assert!(
        posts[0].pings.is_empty() && posts[0].image.is_some(),
        "{:?}",
        posts[0]
    );
    let (again, _) = t.live().await;
    assert_ne!(again, live);
}

#[tokio::test]
async fn strangers_forged_ids_and_missing_games_get_clear_refusals() {
    let t = app().await;
    let r = cmd(&t.app, &alice(), Command::Hand).await;
    assert!(only_private(&r).contains("no game"));
    let r = cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("no game"));
    let board = three_player_table(&t).await;
    let end = button_id(&board, "End turn");
    let dave = user(4, "dave");
    let r = click(&t.app, &dave, &end).await;
    assert!(only_private(&r).contains("not playing"));
    for (forged, why) in [
        ("garbage", "isn't one I recognise"),
        ("v1:1:0:p", "isn't one I recognise"),
        ("v1:999:0:p:end", "doesn't belong"),
        ("v2:1:0:0:p:teleport", "don't know that move"),
        ("v2:1:7:0:p:end", "out of date"),
        ("v1:1:-:p:end", "isn't one I recognise"),
        // Ids the bot never draws: a move button without a seat, or for no seat.
        ("v1:1:0:p:end", "isn't one I gave you"),
        ("v2:1:0:-:p:end", "isn't one I gave you"),
        ("v2:1:0:255:p:end", "isn't one I gave you"),
        ("v2:1:0:3:p:end", "isn't one I gave you"),
    ] {
        let r = click(&t.app, &alice(), forged).await;
        assert!(only_private(&r).contains(why), "{forged}: {r:?}");
    }
    // Host actions forged into a player's button are refused by the rules: the id is
    // never trusted, only what the clicker may do.
    for forged in [
        "v2:1:0:1:p:finish",
        "v2:1:0:1:p:remove 1",
        "v2:1:0:1:p:skip",
    ] {
        let r = click(&t.app, &bob(), forged).await;
        assert!(
            only_private(&r).contains("Only the host"),
            "{forged}: {r:?}"
        );
    }
    // The same session's button clicked from another channel.
    let elsewhere = Caller {
        channel_id: 51,
        ..alice()
    };
    let r = click(&t.app, &elsewhere, &end).await;
    assert!(only_private(&r).contains("doesn't belong"));
    assert_eq!(seq(&t.app).await, 0, "nothing changed");
}

#[tokio::test]
async fn a_host_s_click_is_a_player_s_click_and_borrows_no_host_power() {
    let t = app().await;
    let board = three_player_table(&t).await;
    // alice hosts; after her turn the table waits for bob.
    let r = click(&t.app, &alice(), &button_id(&board, "End turn")).await;
    assert_eq!(seq(&t.app).await, 1, "{r:?}");
    // Her own seat's id, or one with no seat, does not end bob's turn for her, nor
    // does a host action put on a button.
    for (forged, why) in [
        ("v2:1:1:0:p:end", "not your turn"),
        ("v1:1:1:p:end", "isn't one I gave you"),
        ("v2:1:1:-:p:end", "isn't one I gave you"),
        ("v2:1:1:0:p:skip", "Only the host"),
    ] {
        let r = click(&t.app, &alice(), forged).await;
        assert!(only_private(&r).contains(why), "{forged}: {r:?}");
    }
    assert_eq!(seq(&t.app).await, 1, "nothing changed");
    // The host's power is the command's: `/turn next` ends bob's turn.
    let r = cmd(&t.app, &alice(), Command::TurnNext).await;
    assert_eq!(seq(&t.app).await, 2, "{r:?}");
}

#[tokio::test]
async fn one_game_per_channel_and_abort_needs_permission() {
    let t = app().await;
    three_player_table(&t).await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::GameNew {
            game: "table".into(),
            options: String::new(),
        },
    )
    .await;
    let text = only_private(&r);
    assert!(
        text.contains("already") && text.contains("/game abort") && text.contains("thread"),
        "{text}"
    );
    let r = cmd(&t.app, &bob(), Command::GameAbort).await;
    assert!(only_private(&r).contains("Manage Channel"));
    let moderator = Caller {
        manage_channel: true,
        ..user(9, "mod")
    };
    let r = cmd(&t.app, &moderator, Command::GameAbort).await;
    assert_eq!(r.messages[0].audience, Audience::Channel);
    assert!(r.messages[0]
        .content
        .to_string()
        .contains("aborted by **mod**"));
    let r = cmd(
        &t.app,
        &bob(),
        Command::GameNew {
            game: "table".into(),
            options: String::new(),
        },
    )
    .await;
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    assert!(
        t.lobby_post().1.rows.len() == 1,
        "a new lobby with its buttons"
    );
}

#[tokio::test]
async fn lobby_rules_are_explained() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "chess".into(),
            options: String::new(),
        },
    )
    .await;
    let said = only_private(&r);
    assert!(said.contains("table"), "{said}");
    assert!(!said.contains("Did you mean"), "chess is no typo: {said}");
    // A typo gets the closest game named before the list.
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zepelin".into(),
            options: String::new(),
        },
    )
    .await;
    assert!(
        only_private(&r).starts_with(
            "I don't know the game `zepelin`. Did you mean `zeppelin-attack` (Zeppelin Attack!)? I can run: "
        ),
        "{r:?}"
    );
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "rounds=zero".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("rounds"));
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "Free Table".into(),
            options: String::new(),
        },
    )
    .await;
    // The lobby is one channel message; the host is answered privately.
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    let (lobby_id, lobby) = t.lobby_post();
    assert!(lobby.content.to_string().contains("alice"), "{lobby:?}");
    let r = t.click_lobby(&bob(), "Join").await;
    let Clicked::Replace(updated) = &r.clicked else {
        panic!("{r:?}")
    };
    assert!(updated.embed.as_ref().unwrap().fields[0]
        .value
        .contains("bob"));
    let r = t.click_lobby(&bob(), "Join").await;
    assert!(only_private(&r).contains("already"));
    // A typed join edits the same message and answers privately: still one lobby.
    let r = cmd(&t.app, &carol(), Command::GameJoin).await;
    assert!(only_private(&r).contains("carol"), "{r:?}");
    let postings = t.look();
    assert!(
        postings
            .iter()
            .all(|p| matches!(p, Posting::Edit { id, .. } if *id == lobby_id)),
        "{postings:?}"
    );
    assert!(t.lobby_post().1.embed.unwrap().fields[0]
        .value
        .contains("carol"));
    let r = cmd(&t.app, &carol(), Command::GameLeave).await;
    assert!(only_private(&r).contains("left"), "{r:?}");
    t.look();
    // `/game status` answers privately with a copy that has no buttons.
    let r = cmd(&t.app, &carol(), Command::GameStatus).await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    assert!(r.messages[0].rows.is_empty());
    assert!(t.look().is_empty(), "status changed nothing in the channel");
    assert_eq!(t.lobby_post().0, lobby_id);
    let r = t.click_lobby(&bob(), "Start").await;
    assert!(only_private(&r).contains("Only the host"));
    let r = cmd(&t.app, &alice(), Command::GameLeave).await;
    assert!(only_private(&r).contains("abort"));
    let r = cmd(
        &t.app,
        &bob(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("hasn't started"));
    // A deleted lobby is posted anew by the next change.
    t.surface.delete(lobby_id);
    cmd(&t.app, &carol(), Command::GameJoin).await;
    let (again, _) = t.lobby_post();
    assert_ne!(again, lobby_id);
    let r = t.click_lobby(&alice(), "Start").await;
    assert_eq!(r.clicked, Clicked::Retire);
    // The started lobby keeps no buttons, and no other lobby message has any.
    t.look();
    let lobbies: Vec<Message> = t
        .shown
        .lock()
        .unwrap()
        .iter()
        .filter(|(id, _)| *id != lobby_id)
        .map(|(_, m)| m.clone())
        .filter(|m| {
            m.embed
                .as_ref()
                .is_some_and(|e| e.title.starts_with("New game"))
        })
        .collect();
    assert!(!lobbies.is_empty());
    assert!(lobbies.iter().all(|m| m.rows.is_empty()), "{lobbies:?}");
    let r = cmd(&t.app, &carol(), Command::GameJoin).await;
    assert!(only_private(&r).contains("already started"));
}

#[tokio::test]
async fn turn_show_pings_only_the_current_player() {
    let t = app().await;
    three_player_table(&t).await;
    let r = cmd(&t.app, &carol(), Command::TurnShow).await;
    assert_eq!(r.messages[0].pings, vec![1]);
    assert_eq!(r.messages[0].content.mentioned(), vec![1]);
    // Who asked is small print, written the way each adapter writes small print.
    let spans = r.messages[0].content.spans();
    assert!(
        matches!(
            &spans[spans.len() - 2..],
            [rich::Span::SmallPrint, rich::Span::Words(note)] if note.contains("Asked by carol")
        ),
        "{spans:?}"
    );
}

#[tokio::test]
async fn game_list_links_each_games_channel() {
    let t = app().await;
    three_player_table(&t).await;
    let r = cmd(&t.app, &carol(), Command::GameList).await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    let text = &r.messages[0].content;
    assert!(
        text.spans().contains(&rich::Span::Channel {
            guild: Some(1),
            channel: 50
        }),
        "{text:?}"
    );
    assert!(
        text.to_string().contains("in progress, 3 players"),
        "{text}"
    );
    assert!(text.mentioned().is_empty(), "a list pings nobody");
    // A player the host removed is no longer counted.
    cmd(&t.app, &alice(), Command::TurnRemove { player: 3 }).await;
    let r = cmd(&t.app, &carol(), Command::GameList).await;
    let text = r.messages[0].content.to_string();
    assert!(text.contains("in progress, 2 players"), "{text}");
}

#[tokio::test]
async fn host_tools_work_through_turn_commands() {
    let t = app().await;
    three_player_table(&t).await;
    cmd(&t.app, &alice(), Command::TurnNext).await;
    cmd(&t.app, &alice(), Command::TurnBack).await;
    assert!(t.latest().embed.unwrap().description.contains("took back"));
    let r = cmd(&t.app, &bob(), Command::TurnBack).await;
    assert!(only_private(&r).contains("Only the host"));
    cmd(
        &t.app,
        &alice(),
        Command::TurnMove {
            player: 3,
            position: 1,
        },
    )
    .await;
    assert!(t
        .latest()
        .embed
        .unwrap()
        .description
        .contains("moved **carol** to place 1"));
    cmd(&t.app, &alice(), Command::TurnRemove { player: 2 }).await;
    assert!(t
        .latest()
        .embed
        .unwrap()
        .description
        .contains("removed **bob**"));
    let r = cmd(&t.app, &alice(), Command::TurnRemove { player: 77 }).await;
    assert!(only_private(&r).contains("isn't playing"));
    let r = cmd(&t.app, &alice(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Done"), "{r:?}");
    assert!(!t.look().is_empty(), "the skip shows on the board");
}

#[tokio::test]
async fn a_restart_loses_nothing_and_keeps_editing_the_same_board() {
    let t = app().await;
    three_player_table(&t).await;
    let (live, board) = t.live().await;
    let app = t.restart(true).await;
    // The board posted before the restart is still the live one: a roll edits it.
    let r = click_on(
        &app,
        &alice(),
        &button_id(&board, "Roll 2d6"),
        OnMessage {
            id: live,
            ephemeral: false,
        },
    )
    .await;
    assert!(matches!(r.clicked, Clicked::Replace(_)), "{r:?}");
    cmd(
        &app,
        &alice(),
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    let postings = t.surface.drain();
    assert!(
        matches!(postings.as_slice(), [Posting::Edit { id, .. }] if *id == live),
        "{postings:?}"
    );
}

#[tokio::test]
async fn the_stored_log_replays_to_the_stored_snapshot() {
    let t = app().await;
    three_player_table(&t).await;
    for (who, action) in [
        (alice(), "roll"),
        (alice(), "end"),
        (bob(), "roll 3d6"),
        (alice(), "skip"),
        (alice(), "back"),
        (bob(), "end"),
    ] {
        let r = cmd(
            &t.app,
            &who,
            Command::Play {
                action: action.into(),
            },
        )
        .await;
        assert!(only_private(&r).contains("Done"), "{action}: {r:?}");
    }
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let log = t.app.store().actions(session.id).await.unwrap();
    let parsed: Vec<(Actor, serde_json::Value)> = log
        .iter()
        .map(|a| {
            (
                Actor {
                    seat: Seat(a.seat),
                    host: a.host,
                },
                serde_json::from_str(&a.action).unwrap(),
            )
        })
        .collect();
    let replayed = Match::replay(
        session.kind,
        &session.options,
        3,
        session.seed,
        parsed.iter().map(|(a, v)| (*a, v)),
    )
    .unwrap();
    assert_eq!(Some(replayed.snapshot()), session.snapshot);
}

#[tokio::test]
async fn a_finished_game_offers_a_rematch() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "rounds=1".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    cmd(&t.app, &alice(), Command::TurnNext).await;
    cmd(&t.app, &bob(), Command::TurnNext).await;
    let posts = t.new_posts();
    let over = posts.last().unwrap();
    assert!(
        over.content.to_string().contains("Game over"),
        "{}",
        over.content
    );
    assert_eq!(over.pings, vec![1, 2]);
    let r = cmd(
        &t.app,
        &bob(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("no game"));
    let rematch = button_id(over, "Rematch");
    let r = click(&t.app, &user(9, "stranger"), &rematch).await;
    assert!(only_private(&r).contains("Only the players"));
    // Between games, /game status shows the final board, privately.
    let r = cmd(&t.app, &carol(), Command::GameStatus).await;
    let said = only_private(&r);
    assert!(
        said.contains("how the last one") && said.contains("Game over"),
        "{said}"
    );
    assert!(r.messages[0].pings.is_empty());
    assert!(r.messages[0].image.is_some(), "with its picture");
    // Bob asks for a rematch: a lobby opens with the same host and players, and pings
    // alice, who hosts it and must start it.
    let r = click(&t.app, &bob(), &rematch).await;
    assert_eq!(r.clicked, Clicked::Retire, "{r:?}");
    assert!(r.messages.is_empty(), "{r:?}");
    // The lobby is a post of its own, and no game starts before the host says so.
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "{posts:?}");
    let lobby = &posts[0];
    assert_eq!(lobby.audience, Audience::Channel);
    assert!(lobby.content.to_string().contains("Rematch!"), "{lobby:?}");
    assert_eq!(lobby.pings, vec![1]);
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.status, Status::Lobby);
    assert_eq!(session.host_id, 1);
    // The same options, the table's rules edition (written at `/game new`) included.
    assert_eq!(session.options, "rounds=1 rules=2");
    assert_eq!(t.app.store().seats(session.id).await.unwrap().len(), 2);
    let r = cmd(&t.app, &bob(), Command::GameStart { shuffle: false }).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let posts = t.new_posts();
    assert!(posts[0].content.to_string().contains("begins"), "{posts:?}");
}

#[tokio::test]
async fn autocomplete_lists_legal_moves_for_the_caller() {
    let t = app().await;
    three_player_table(&t).await;
    let mine = t
        .app
        .autocomplete(&alice(), AutocompleteField::Action, "")
        .await;
    let values: Vec<&str> = mine.iter().map(|s| s.value.as_str()).collect();
    assert!(
        values.contains(&"end") && values.contains(&"roll") && values.contains(&"finish"),
        "{values:?}"
    );
    let bobs = t
        .app
        .autocomplete(&bob(), AutocompleteField::Action, "")
        .await;
    assert!(bobs.is_empty(), "{bobs:?}");
    let filtered = t
        .app
        .autocomplete(&alice(), AutocompleteField::Action, "rem")
        .await;
    assert!(filtered.iter().all(|s| s.value.starts_with("remove")) && !filtered.is_empty());
    let games = t
        .app
        .autocomplete(&alice(), AutocompleteField::Game, "tab")
        .await;
    assert_eq!(games[0].value, "table");
    let options = t
        .app
        .autocomplete(
            &alice(),
            AutocompleteField::Options {
                game: Some("table".into()),
            },
            "rounds=5",
        )
        .await;
    let offered: Vec<&str> = options.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(
        offered,
        vec![
            "rounds=5 dice=",
            "rounds=5 turn-hours=",
            "rounds=5 rules=",
            "rounds=5 remind-hours=",
            "rounds=5 away-days=",
            "rounds=5 quiet-deadlines="
        ]
    );
    let options = t
        .app
        .autocomplete(
            &alice(),
            AutocompleteField::Options {
                game: Some("table".into()),
            },
            "dice=2d6 tu",
        )
        .await;
    assert_eq!(
        options.iter().map(|o| o.value.as_str()).collect::<Vec<_>>(),
        vec!["dice=2d6 turn-hours="]
    );
    // A value from a list: one suggestion per value, each whole on its line.
    let me = alice();
    let zephyr = |typed: &'static str| {
        t.app.autocomplete(
            &me,
            AutocompleteField::Options {
                game: Some("zephyr".into()),
            },
            typed,
        )
    };
    let missions = zephyr("scrap=10 mission=").await;
    assert_eq!(missions.len(), 8, "{missions:?}");
    assert_eq!(missions[0].value, "scrap=10 mission=maiden-voyage");
    assert!(missions
        .iter()
        .all(|m| m.name.starts_with("mission=") && !m.name.contains('…')));
    let iron = zephyr("mission=iron").await;
    assert_eq!(iron.len(), 1);
    assert_eq!(iron[0].value, "mission=iron-tide");
    // The option only the bot writes is never offered.
    assert!(zephyr("ca")
        .await
        .iter()
        .all(|o| !o.value.contains("carry")));
    assert!(zephyr("").await.iter().all(|o| !o.value.contains("carry")));
}

#[tokio::test]
async fn status_and_hand_show_the_board() {
    let t = app().await;
    let r = cmd(&t.app, &alice(), Command::GameStatus).await;
    assert!(only_private(&r).contains("no game"));
    three_player_table(&t).await;
    let (before, _) = t.live().await;
    let r = cmd(&t.app, &bob(), Command::GameStatus).await;
    assert!(only_private(&r).contains("again"));
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    assert!(posts[0].pings.is_empty(), "a re-post pings nobody");
    let (after, _) = t.live().await;
    assert_ne!(before, after, "the re-posted board is the live one");
    assert!(
        t.shown.lock().unwrap()[0].1.rows.is_empty(),
        "the old one lost its buttons"
    );
    let r = cmd(&t.app, &bob(), Command::Hand).await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    assert!(r.messages[0]
        .embed
        .as_ref()
        .unwrap()
        .description
        .contains("Nothing is hidden"));
    let r = cmd(&t.app, &user(8, "eve"), Command::Hand).await;
    assert!(only_private(&r).contains("not playing"));
}

/// A private view goes out with its picture once: pressed again while nothing changed
/// (minutes later, the picture still above), it comes without one and says so.
#[tokio::test]
async fn an_unchanged_private_view_is_not_uploaded_again() {
    let t = app_drawing(true).await;
    three_player_table(&t).await;
    let hand = |who: Caller| {
        let app = &t.app;
        async move { cmd(app, &who, Command::Hand).await.messages.remove(0) }
    };
    let first = hand(bob()).await;
    assert!(first.image.is_some(), "the first look draws it");
    let again = hand(bob()).await;
    assert!(again.image.is_none(), "the same picture is not sent twice");
    assert!(
        again
            .embed
            .as_ref()
            .unwrap()
            .description
            .contains("Unchanged"),
        "{again:?}"
    );
    assert!(hand(carol()).await.image.is_some(), "each player's own");
    // The view changes: drawn again.
    cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "roll".into(),
        },
    )
    .await;
    assert!(hand(bob()).await.image.is_some(), "a changed view is drawn");
    // Ten minutes on, the old picture may be gone from their screen: drawn again.
    assert!(hand(bob()).await.image.is_none());
    t.app.clock().advance(moves::PRIVATE_FRESH_MS);
    assert!(hand(bob()).await.image.is_some());
}

/// A move that tells another seat something privately (a card taken from their hand)
/// waits for them, marked as new, in their next private view, and only there.
#[tokio::test]
async fn private_news_reaches_its_owner_once_in_their_view() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let who = |seat: Seat| if seat.0 == 0 { alice() } else { bob() };
    for _ in 0..3_000 {
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let game = load_match(&session).unwrap();
        let seat = game.to_act()[0];
        // Prefer a move that tells the other seat something privately.
        let telling = game.choices(Actor::player(seat)).into_iter().find_map(|c| {
            let mut trial = game.clone();
            let applied = trial
                .apply_notation(Actor::player(seat), &c.notation)
                .ok()?;
            applied.events.iter().find_map(|e| match e.audience {
                windward_engine::Audience::Only(other) if other != seat => {
                    Some((c.notation.clone(), other, e.text.clone()))
                }
                _ => None,
            })
        });
        let notation = match &telling {
            Some((notation, ..)) => notation.clone(),
            None => game.suggest(seat).unwrap(),
        };
        cmd(
            &t.app,
            &who(seat),
            Command::Play {
                action: notation.clone(),
            },
        )
        .await;
        let Some((_, other, text)) = telling else {
            continue;
        };
        // Nothing public or in the mover's answer told it.
        for p in t.look() {
            if let Posting::Post { message, .. } | Posting::Edit { message, .. } = p {
                assert!(!message.embed.unwrap().description.contains(&text));
            }
        }
        let view = cmd(&t.app, &who(other), Command::Hand).await;
        let description = &view.messages[0].embed.as_ref().unwrap().description;
        assert!(
            description.contains(&format!("🆕 {text}")),
            "{text}: {description}"
        );
        let again = cmd(&t.app, &who(other), Command::Hand).await;
        assert!(
            !again.messages[0]
                .embed
                .as_ref()
                .unwrap()
                .description
                .contains("🆕"),
            "news is shown once"
        );
        return;
    }
    panic!("no move told another seat anything privately");
}

/// Holds the database's write lock for `ms` from another connection: moves read
/// their state meanwhile, then queue to commit, so racing commands really race.
async fn hold_write_lock(url: &str, ms: u64) -> tokio::task::JoinHandle<()> {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    // Postgres: reads go on, every write to a session waits (EXCLUSIVE mode).
    let lock: &[&str] = if url.starts_with("sqlite") {
        &["BEGIN IMMEDIATE"]
    } else {
        &["BEGIN", "LOCK TABLE sessions IN EXCLUSIVE MODE"]
    };
    for statement in lock {
        sqlx::query(statement).execute(&mut conn).await.unwrap();
    }
    tokio::spawn(async move {
        tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
        sqlx::query("COMMIT").execute(&mut conn).await.unwrap();
    })
}

/// Two `/turn next` from the host at once, and the host's `/turn next` racing the
/// current player's own move: both read the same state, one commits, and the other's
/// retry keeps the intent it was read with (here: it is refused), so each pair ends
/// exactly one turn.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn racing_turn_commands_end_one_turn_only() {
    let (host, player) = (alice(), bob());
    for attempt in 0..5 {
        let t = app().await;
        three_player_table(&t).await;
        let lock = hold_write_lock(&t.url, 300).await;
        let (a, b) = tokio::join!(
            cmd(&t.app, &host, Command::TurnNext),
            cmd(&t.app, &host, Command::TurnNext)
        );
        lock.await.unwrap();
        assert_eq!(seq(&t.app).await, 1, "try {attempt}: {a:?} {b:?}");
        let refused = [&a, &b]
            .iter()
            .filter(|r| r.messages[0].content.to_string().contains("moved on"))
            .count();
        assert_eq!(refused, 1, "try {attempt}: {a:?} {b:?}");
        // bob's turn now: the host passes it while bob ends it himself.
        let lock = hold_write_lock(&t.url, 300).await;
        let (a, b) = tokio::join!(
            cmd(&t.app, &host, Command::TurnNext),
            cmd(
                &t.app,
                &player,
                Command::Play {
                    action: "end".into()
                }
            )
        );
        lock.await.unwrap();
        assert_eq!(seq(&t.app).await, 2, "try {attempt}: {a:?} {b:?}");
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let game = load_match(&session).unwrap();
        assert_eq!(game.to_act(), vec![Seat(2)], "carol's turn, not skipped");
    }
}

#[tokio::test]
async fn turn_commands_a_game_lacks_are_refused_by_name() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
    for (command, name) in [
        (Command::TurnBack, "/turn back"),
        (Command::TurnRemove { player: 2 }, "/turn remove"),
    ] {
        let r = cmd(&t.app, &alice(), command).await;
        assert_eq!(
            only_private(&r),
            format!("There's no `{name}` in Zefiria."),
            "{r:?}"
        );
    }
    assert_eq!(seq(&t.app).await, 0);
    assert!(t.look().is_empty(), "no board changed");
}

#[tokio::test]
async fn the_host_can_skip_an_absent_players_turn_in_zefiria() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
    // Only the host may.
    let r = cmd(&t.app, &bob(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    assert_eq!(seq(&t.app).await, 0);
    // In setup the host chooses for the player who is away; in play the turn passes.
    let mut told = String::new();
    for skipped in 1..=12 {
        let r = cmd(&t.app, &alice(), Command::TurnSkip).await;
        assert_eq!(r.messages[0].audience, Audience::Caller, "{r:?}");
        assert_eq!(seq(&t.app).await, skipped);
        told = t.latest().embed.unwrap().description;
        assert!(
            told.contains("The host chooses") || told.contains("The host skips"),
            "{told}"
        );
        if told.contains("The host skips") {
            break;
        }
    }
    assert!(
        told.contains("The host skips **alice**'s turn"),
        "the first turn of play was skipped: {told}"
    );
}

/// The time the board says its decision times out, if it says so.
fn times_out_at(board: &Message) -> Option<i64> {
    board.content.spans().iter().find_map(|s| match s {
        rich::Span::Time { unix_ms } => Some(*unix_ms),
        _ => None,
    })
}

#[tokio::test]
async fn the_board_says_when_a_turn_times_out_and_what_then() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "turn-hours=12".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    let before = t.app.clock().now_ms();
    t.look();
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let first = t.new_posts().remove(0);
    let due = times_out_at(&first).expect("the first board names its deadline");
    let twelve_hours = 12 * 3_600_000;
    assert!((before + twelve_hours..before + twelve_hours + 60_000).contains(&due));
    let said = first.content.to_string();
    assert!(
        said.contains("then `end` is played for **alice**"),
        "{said}"
    );
    // The deadline passes: bob's board names a new one, twelve hours after that.
    t.app.clock().advance(twelve_hours + 1);
    assert_eq!(t.app.run_due_timeouts().await.len(), 1);
    let next = t.new_posts().remove(0);
    assert!(times_out_at(&next).unwrap() > due + twelve_hours);
    assert!(next.content.to_string().contains("played for **bob**"));
    // A game without turn-hours says nothing of deadlines.
    let quiet = app().await;
    let board = three_player_table(&quiet).await;
    assert_eq!(times_out_at(&board), None);
}

#[tokio::test]
async fn my_games_lists_every_game_i_sit_in_with_mine_first() {
    let t = app().await;
    three_player_table(&t).await; // channel 50: alice to play
    let elsewhere = |who: Caller| Caller {
        channel_id: 51,
        guild_id: Some(2),
        ..who
    };
    cmd(
        &t.app,
        &elsewhere(bob()),
        Command::GameNew {
            game: "table".into(),
            options: "turn-hours=6".into(),
        },
    )
    .await;
    cmd(&t.app, &elsewhere(alice()), Command::GameJoin).await;
    cmd(
        &t.app,
        &elsewhere(bob()),
        Command::GameStart { shuffle: false },
    )
    .await;
    // Bob: his move in channel 51 (listed first, with its deadline), waiting in 50.
    let r = cmd(&t.app, &bob(), Command::MyGames).await;
    let reply = &r.messages[0];
    assert_eq!(reply.audience, Audience::Caller);
    assert!(reply.pings.is_empty() && reply.content.mentioned().is_empty());
    let text = reply.content.to_string();
    assert!(text.contains("your move in 1 game"), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[1].contains("#channel-51") && lines[1].contains("**your move**"),
        "{text}"
    );
    assert!(
        reply
            .content
            .spans()
            .iter()
            .any(|s| matches!(s, rich::Span::Time { .. })),
        "the deadline is a moment: {text}"
    );
    assert!(
        lines[2].contains("#channel-50") && lines[2].contains("waiting for **alice**"),
        "{text}"
    );
    // Someone in no game is told how to start one.
    let r = cmd(&t.app, &user(9, "dora"), Command::MyGames).await;
    assert!(only_private(&r).contains("not in any game"), "{r:?}");
}

#[tokio::test]
async fn a_damaged_snapshot_is_rebuilt_from_the_log() {
    use sqlx::Connection;
    let t = app().await;
    three_player_table(&t).await;
    cmd(&t.app, &alice(), Command::TurnNext).await;
    let before = t.app.store().open_session_in(50).await.unwrap().unwrap();
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(&t.url).await.unwrap();
    sqlx::query("UPDATE sessions SET snapshot = '{\"format\": 1, \"half a snap' WHERE id = $1")
        .bind(before.id)
        .execute(&mut conn)
        .await
        .unwrap();
    // Bob plays on as if nothing happened: the game is rebuilt from its log.
    let r = cmd(
        &t.app,
        &bob(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(only_private(&r).starts_with("Done"), "{r:?}");
    let after = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(after.seq, before.seq + 1);
    let game = load_match(&after).expect("a readable snapshot again");
    assert_eq!(game.to_act(), vec![Seat(2)], "carol's turn");
    // A log that doesn't replay is not papered over: the move is refused, nothing changes.
    sqlx::query("UPDATE sessions SET snapshot = 'x' WHERE id = $1")
        .bind(before.id)
        .execute(&mut conn)
        .await
        .unwrap();
    sqlx::query("UPDATE actions SET action = '{\"no\": 1}' WHERE session_id = $1 AND seq = 1")
        .bind(before.id)
        .execute(&mut conn)
        .await
        .unwrap();
    let r = cmd(
        &t.app,
        &carol(),
        Command::Play {
            action: "end".into(),
        },
    )
    .await;
    assert!(!only_private(&r).starts_with("Done"), "{r:?}");
    assert_eq!(seq(&t.app).await, after.seq);
}

#[tokio::test]
async fn a_new_session_writes_down_the_defaults_its_log_replays_with() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: String::new(),
        },
    )
    .await;
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    assert!(t
        .lobby_post()
        .1
        .embed
        .as_ref()
        .unwrap()
        .fields
        .iter()
        .any(|f| f.value.contains("cards=2")));
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.options, "cards=2", "today's card set, pinned");
    cmd(&t.app, &alice(), Command::GameAbort).await;
    // What the host chose stands.
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: "cards=1 reply-hours=6".into(),
        },
    )
    .await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.options, "cards=1 reply-hours=6");
}

#[tokio::test]
async fn a_computer_opponent_takes_its_seat_and_answers_after_a_pause() {
    let t = app().await;
    let play = |action: &str| Command::Play {
        action: action.into(),
    };
    // Only a game that offers it, and only `human` or `computer`.
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: "opponent=computer".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("no option `opponent`"), "{r:?}");
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "bitwa".into(),
            options: "opponent=robot".into(),
        },
    )
    .await;
    assert!(
        only_private(&r).contains("`opponent` must be one of human, computer"),
        "{r:?}"
    );
    let r = cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "bitwa".into(),
            options: "opponent=computer".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    let lobby = format!("{:?}", t.lobby_post().1);
    assert!(lobby.contains("2. Computer"), "{lobby}");
    let r = cmd(&t.app, &bob(), Command::GameJoin).await;
    assert!(only_private(&r).contains("full"), "{r:?}");
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.new_posts();
    assert!(
        !t.app.take_computer_scheduled(),
        "red (alice) sets out first"
    );

    // alice sets out; the computer is next: the live board is edited, nobody pinged,
    // and it offers no buttons (they would be the computer's).
    cmd(&t.app, &alice(), play("ready")).await;
    let postings = t.look();
    assert!(
        postings.iter().all(|p| !matches!(p, Posting::Post { .. })),
        "{postings:?}"
    );
    let (_, waiting) = t.live().await;
    assert!(waiting
        .content
        .to_string()
        .contains("**Computer**, set out"));
    assert!(waiting.rows.is_empty(), "{:?}", waiting.rows);
    assert!(t.app.take_computer_scheduled());
    // It answers after its pause, not before.
    assert!(t.app.run_due_timeouts().await.is_empty());

    // A restart meanwhile loses nothing: the turn is due in the database.
    let app = t.restart(true).await;
    app.clock().advance(computer::PAUSE_MS);
    assert_eq!(app.run_due_timeouts().await, vec![50]);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "one board for the computer's whole stretch");
    let board = &posts[0];
    assert_eq!(board.pings, vec![alice().user_id]);
    assert!(!board
        .content
        .mentioned()
        .iter()
        .any(|u| computer::is_computer(*u)));
    let story = board.embed.as_ref().unwrap().description.clone();
    assert!(
        story.contains("**Computer** sets out the green fleet"),
        "{story}"
    );
    assert!(
        board.content.to_string().contains("your action"),
        "{board:?}"
    );

    // alice ends her action: the computer orders its ships, all in one new board.
    cmd(&app, &alice(), play("end")).await;
    app.clock().advance(computer::PAUSE_MS);
    assert_eq!(app.run_due_timeouts().await, vec![50]);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "{posts:?}");
    let story = posts[0].embed.as_ref().unwrap().description.clone();
    assert!(
        story.contains("The green"),
        "the computer ordered ships: {story}"
    );
    assert_eq!(posts[0].pings, vec![alice().user_id]);
    // Its moves are in the log as seat 2's, so the game replays like any other.
    let session = app.store().open_session_in(50).await.unwrap().unwrap();
    let game = app.game_of(&session).await.unwrap();
    assert!(game.to_act().contains(&Seat(0)));
    let log = app.store().actions(session.id).await.unwrap();
    assert!(log.iter().filter(|a| a.seat == 1).count() >= 3, "{log:?}");
}

#[tokio::test]
async fn the_log_and_replay_tell_the_game_back_and_verify_checks_the_sealed_seed() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "dice=2d6 rounds=1".into(),
        },
    )
    .await;
    let r = cmd(&t.app, &alice(), Command::GameVerify).await;
    assert!(only_private(&r).contains("hasn't started"), "{r:?}");
    cmd(&t.app, &bob(), Command::GameJoin).await;
    t.look();
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let start = t.new_posts().remove(0).content.to_string();
    let play = |action: &str| Command::Play {
        action: action.into(),
    };
    cmd(&t.app, &alice(), play("roll")).await;
    // The board after move 1, as the channel got it.
    let after_one = t.latest();
    cmd(&t.app, &alice(), play("next")).await;
    cmd(&t.app, &bob(), play("roll")).await;
    t.look();

    // While the game runs, the seed stays sealed: the commitment only, as at the start.
    let sealed = only_private(&cmd(&t.app, &bob(), Command::GameVerify).await);
    let commitment = sealed
        .split('`')
        .nth(1)
        .expect("the commitment in backticks")
        .to_string();
    assert_eq!(commitment.len(), 64, "{sealed}");
    assert!(start.contains(&commitment[..16]), "{start}");
    assert!(!sealed.contains("Verified"), "{sealed}");

    let log = only_private(&cmd(&t.app, &carol(), Command::GameLog { page: None }).await);
    assert!(log.contains("moves 1–3 of 3"), "{log}");
    assert!(log.contains("1. **alice** rolled 2d6"), "{log}");
    assert!(log.contains("3. **bob** rolled 2d6"), "{log}");
    let r = cmd(&t.app, &alice(), Command::GameLog { page: Some(4) }).await;
    assert!(only_private(&r).contains("There's no page 4"), "{r:?}");

    // The board after move 1, drawn again from the log, is the picture posted then.
    let r = cmd(&t.app, &carol(), Command::GameReplay { number: 1 }).await;
    assert_eq!(r.messages.len(), 1, "{r:?}");
    assert_eq!(r.messages[0].audience, Audience::Caller);
    assert!(r.messages[0]
        .content
        .to_string()
        .contains("after move 1 of 3"));
    assert_eq!(
        r.messages[0].image.as_ref().map(|i| i.png.clone()),
        after_one.image.as_ref().map(|i| i.png.clone()),
        "the replayed board is the board posted after move 1"
    );
    let r = cmd(&t.app, &carol(), Command::GameReplay { number: 9 }).await;
    assert!(
        only_private(&r).contains("Move 9 isn't in this game: pick 0 (the start) to 3"),
        "{r:?}"
    );

    // The game ends: the final board reveals the seed, and the whole log checks out.
    cmd(&t.app, &bob(), play("next")).await;
    let final_board = t.new_posts().remove(0);
    let last = final_board.content.to_string();
    // The final board offers the whole game as an animation: one frame per turn.
    let r = click(
        &t.app,
        &carol(),
        &button_id(&final_board, "🎞 Watch the game"),
    )
    .await;
    assert_eq!(r.messages[0].audience, Audience::Caller);
    let apng = &r.messages[0].image.as_ref().expect("an animation").png;
    assert!(apng.starts_with(b"\x89PNG"), "a PNG");
    assert!(apng.windows(4).any(|w| w == b"acTL"), "an animated one");
    assert!(
        r.messages[0]
            .content
            .to_string()
            .contains("4 moves in 2 turns"),
        "{r:?}"
    );
    let session = t.app.store().latest_session_in(50).await.unwrap().unwrap();
    assert!(last.contains(&format!("`{}`", session.seed)), "{last}");
    let verified = only_private(&cmd(&t.app, &carol(), Command::GameVerify).await);
    assert!(verified.contains("✅ **Verified.**"), "{verified}");
    assert!(verified.contains(&commitment), "{verified}");
    assert!(verified.contains("all 4 moves"), "{verified}");
}

#[tokio::test]
async fn a_player_takes_back_their_own_moves_until_one_drew_a_card() {
    let t = app().await;
    let play = |action: &str| Command::Play {
        action: action.into(),
    };
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "bitwa".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    cmd(&t.app, &alice(), play("ready")).await;
    cmd(&t.app, &bob(), play("ready")).await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    // Whoever the lot chose sets the wind; the other acts first.
    let (chooser, first) = if game.to_act() == [Seat(0)] {
        (alice(), bob())
    } else {
        (bob(), alice())
    };
    let wind = game.choices(Actor::player(game.to_act()[0]))[0]
        .notation
        .clone();
    cmd(&t.app, &chooser, play(&wind)).await;
    let r = cmd(&t.app, &chooser, Command::Undo).await;
    assert!(
        only_private(&r).contains("can't be taken back"),
        "setting the wind handed the game on: {r:?}"
    );
    let before = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let order = {
        let game = t.app.game_of(&before).await.unwrap();
        let seat = game.to_act()[0];
        game.choices(Actor::player(seat))
            .into_iter()
            .map(|c| c.notation)
            .find(|n| n.contains(" m1"))
            .expect("a ship can sail one field")
    };
    cmd(&t.app, &first, play(&order)).await;
    t.look();
    // The live board offers the mover an Undo; others pressing it are refused.
    let (_, board) = t.live().await;
    let undo = button_id(&board, "↩ Undo");
    let r = click(&t.app, &chooser, &undo).await;
    assert!(
        only_private(&r).contains("only a move's own player"),
        "{r:?}"
    );
    let r = cmd(&t.app, &chooser, Command::Undo).await;
    assert!(
        only_private(&r).contains("you can only take back your own"),
        "{r:?}"
    );

    // Taken back: the state is exactly the one before, byte for byte.
    let r = t.app_undo_on_board(&first).await;
    assert!(matches!(r.clicked, Clicked::Replace(_)), "{r:?}");
    let after = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(after.seq, before.seq);
    assert_eq!(after.snapshot, before.snapshot);
    let Clicked::Replace(shown) = &r.clicked else {
        unreachable!()
    };
    assert!(shown.content.to_string().contains("took back"), "{shown:?}");
    // One step back at a time, and never past someone else's move.
    let r = cmd(&t.app, &first, Command::Undo).await;
    assert!(only_private(&r).contains("The last move was"), "{r:?}");
    // The same move again is move number seq + 1 once more, and the game goes on.
    cmd(&t.app, &first, play(&order)).await;
    cmd(&t.app, &first, play("end")).await;
    let r = cmd(&t.app, &first, Command::Undo).await;
    assert!(
        only_private(&r).contains("The last move was")
            || only_private(&r).contains("can't be taken back"),
        "ending the action turned a WIND card: {r:?}"
    );
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    assert_eq!(
        replay_log(t.app.store(), &session)
            .await
            .unwrap()
            .snapshot(),
        game.snapshot(),
        "the log still replays to the state"
    );
}

#[tokio::test]
async fn the_host_seats_a_computer_that_plays_a_zeppelin_game_to_its_end() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: String::new(),
        },
    )
    .await;
    let r = cmd(&t.app, &alice(), Command::GameAddComputer).await;
    assert!(only_private(&r).contains("no computer player"), "{r:?}");
    cmd(&t.app, &alice(), Command::GameAbort).await;

    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    let r = cmd(&t.app, &bob(), Command::GameAddComputer).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    let r = cmd(&t.app, &alice(), Command::GameAddComputer).await;
    assert!(only_private(&r).contains("Computer"), "{r:?}");
    let lobby = format!("{:?}", t.lobby_post().1);
    assert!(lobby.contains("3. Computer"), "{lobby}");
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    t.look();
    let humans = [alice(), bob()];
    let mut computer_turns = 0;
    for _ in 0..5_000 {
        let session = t.app.store().latest_session_in(50).await.unwrap().unwrap();
        if session.status == Status::Finished {
            break;
        }
        let game = t.app.game_of(&session).await.unwrap();
        let waiting = game.to_act();
        match humans
            .iter()
            .find(|h| waiting.contains(&Seat(h.user_id as u8 - 1)))
        {
            Some(human) => {
                let seat = Seat(human.user_id as u8 - 1);
                let notation = game.suggest(seat).unwrap();
                cmd(&t.app, human, Command::Play { action: notation }).await;
            }
            None => {
                // Only the computer is waiting: it plays after its pause.
                assert!(
                    t.app.run_due_timeouts().await.is_empty(),
                    "not before the pause"
                );
                t.app.clock().advance(computer::PAUSE_MS);
                assert_eq!(t.app.run_due_timeouts().await, vec![50]);
                computer_turns += 1;
            }
        }
    }
    let session = t.app.store().latest_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.status, Status::Finished, "the game ended");
    assert!(computer_turns > 5, "{computer_turns}");
    let log = t.app.store().log(session.id).await.unwrap();
    assert!(log
        .iter()
        .any(|a| a.seat == 2 && computer::is_computer(a.user_id)));
    for posting in t.look() {
        if let Posting::Post { message, .. } = posting {
            assert!(
                message.pings.iter().all(|u| !computer::is_computer(*u)),
                "{message:?}"
            );
        }
    }
    assert_eq!(
        replay_log(t.app.store(), &session)
            .await
            .unwrap()
            .snapshot(),
        session.snapshot.clone().unwrap(),
        "the computer's moves replay like anyone's"
    );
    // A whole game's animation fits in a Discord attachment.
    let id = ComponentId {
        session: session.id,
        seq: None,
        seat: None,
        code: Code::Strip,
    }
    .encode()
    .unwrap();
    let r = click(&t.app, &bob(), &id).await;
    let apng = &r.messages[0].image.as_ref().expect("an animation").png;
    assert!(apng.len() <= 8 * 1024 * 1024, "{} bytes", apng.len());
}

#[tokio::test]
async fn the_table_votes_a_game_back_to_an_earlier_move() {
    let t = app().await;
    three_player_table(&t).await;
    let play = |action: &str| Command::Play {
        action: action.into(),
    };
    cmd(&t.app, &alice(), play("roll")).await;
    let after_one = t.app.store().open_session_in(50).await.unwrap().unwrap();
    cmd(&t.app, &alice(), play("next")).await;
    cmd(&t.app, &bob(), play("roll")).await;
    cmd(&t.app, &bob(), play("next")).await;
    t.look();
    let r = cmd(&t.app, &carol(), Command::GameRollback { number: 4 }).await;
    assert!(
        only_private(&r).contains("pick 0 (the start) to 3"),
        "{r:?}"
    );

    // carol asks; alice and bob are asked (and pinged), carol is not.
    let asked = cmd(&t.app, &carol(), Command::GameRollback { number: 1 }).await;
    let vote = &asked.messages[0];
    assert_eq!(vote.audience, Audience::Channel);
    assert_eq!(vote.pings, vec![alice().user_id, bob().user_id]);
    let said = vote.content.to_string();
    assert!(
        said.contains("back to move 1") && said.contains("undoing 3 moves"),
        "{said}"
    );
    let agree = button_id(vote, "Agree");
    let r = click(&t.app, &carol(), &agree).await;
    assert!(only_private(&r).contains("the others decide"), "{r:?}");
    let r = click(&t.app, &alice(), &agree).await;
    let Clicked::Replace(tally) = &r.clicked else {
        panic!("{r:?}")
    };
    assert!(
        tally.content.to_string().contains("✅ alice · ⏳ bob"),
        "{tally:?}"
    );
    // bob refuses: the game goes on, and the old buttons are void.
    let r = click(&t.app, &bob(), &button_id(vote, "Refuse")).await;
    assert!(
        matches!(&r.clicked, Clicked::Replace(m) if m.content.to_string().contains("would rather not")),
        "{r:?}"
    );
    let r = click(&t.app, &bob(), &agree).await;
    assert!(only_private(&r).contains("This vote is over"), "{r:?}");
    assert_eq!(seq(&t.app).await, 4);

    // Asked again, everyone agrees: the game is the log replayed to move 1.
    let asked = cmd(&t.app, &carol(), Command::GameRollback { number: 1 }).await;
    let agree = button_id(&asked.messages[0], "Agree");
    click(&t.app, &alice(), &agree).await;
    t.look();
    let r = click(&t.app, &bob(), &agree).await;
    assert!(
        matches!(&r.clicked, Clicked::Replace(m) if m.content.to_string().contains("back at move 1")),
        "{r:?}"
    );
    let now = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(now.seq, 1);
    assert_eq!(now.snapshot, after_one.snapshot);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1, "a new board asks whoever acts now");
    assert_eq!(posts[0].pings, vec![alice().user_id]);
    assert_eq!(t.app.store().log(now.id).await.unwrap().len(), 1);
    // And the game goes on from there.
    cmd(&t.app, &alice(), play("next")).await;
    assert_eq!(seq(&t.app).await, 2);
}

#[tokio::test]
async fn in_a_cooperative_game_a_majority_rolls_back() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &carol(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let game = t.app.game_of(&session).await.unwrap();
    let first = game.choices(Actor::player(Seat(0)))[0].notation.clone();
    cmd(&t.app, &alice(), Command::Play { action: first }).await;
    let asked = cmd(&t.app, &carol(), Command::GameRollback { number: 0 }).await;
    let said = asked.messages[0].content.to_string();
    assert!(said.contains("more than half the table agrees"), "{said}");
    // carol and alice are two of three: enough, without bob.
    let r = click(&t.app, &alice(), &button_id(&asked.messages[0], "Agree")).await;
    assert!(
        matches!(&r.clicked, Clicked::Replace(m) if m.content.to_string().contains("back at the start")),
        "{r:?}"
    );
    assert_eq!(seq(&t.app).await, 0);
}

#[tokio::test]
async fn stats_count_a_server_s_finished_games_and_rank_the_winners() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &alice(),
        Command::Stats {
            game: None,
            user: None,
        },
    )
    .await;
    assert!(only_private(&r).contains("No finished games"), "{r:?}");
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zeppelin-attack".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let players = [alice(), bob()];
    let outcome = loop {
        let session = t.app.store().latest_session_in(50).await.unwrap().unwrap();
        let game = t.app.game_of(&session).await.unwrap();
        if let Some(outcome) = game.outcome() {
            break outcome;
        }
        let seat = game.to_act()[0];
        let notation = game.suggest(seat).unwrap();
        cmd(
            &t.app,
            &players[seat.index()],
            Command::Play { action: notation },
        )
        .await;
    };
    let winner = &players[outcome.winners[0].index()];
    let loser = &players[1 - outcome.winners[0].index()];
    // A restart in between: results are kept in the database.
    let app = t.restart(false).await;
    let mine = only_private(
        &cmd(
            &app,
            winner,
            Command::Stats {
                game: Some("zeppelin-attack".into()),
                user: None,
            },
        )
        .await,
    );
    assert!(
        mine.contains(&format!("**{}**:", winner.name))
            && mine.contains("1 game, 1 win (100 %), streak 1 (best 1)"),
        "{mine}"
    );
    assert!(
        mine.contains(&format!("most wins — 1. {} 1 of 1", winner.name)),
        "{mine}"
    );
    let theirs = only_private(
        &cmd(
            &app,
            winner,
            Command::Stats {
                game: None,
                user: Some(loser.user_id),
            },
        )
        .await,
    );
    assert!(theirs.contains("1 game, 0 wins (0 %)"), "{theirs}");
    let r = cmd(
        &app,
        winner,
        Command::Stats {
            game: Some("chess".into()),
            user: None,
        },
    )
    .await;
    assert!(
        only_private(&r).contains("I don't know the game `chess`"),
        "{r:?}"
    );
    let r = cmd(
        &app,
        &Caller {
            guild_id: None,
            ..alice()
        },
        Command::Stats {
            game: None,
            user: None,
        },
    )
    .await;
    assert!(only_private(&r).contains("per server"), "{r:?}");
}

/// The free table names no winner: its stats count games, with no wins or win rate
/// (it said "1 game, 0 wins (0 %)"), and its board ranks games played.
#[tokio::test]
async fn stats_of_the_free_table_count_games_and_no_wins() {
    let t = app().await;
    for _ in 0..2 {
        cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: "table".into(),
                options: "rounds=1".into(),
            },
        )
        .await;
        cmd(&t.app, &bob(), Command::GameJoin).await;
        cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
        cmd(&t.app, &alice(), Command::TurnNext).await;
        cmd(&t.app, &bob(), Command::TurnNext).await;
    }
    let said = only_private(
        &cmd(
            &t.app,
            &bob(),
            Command::Stats {
                game: Some("table".into()),
                user: None,
            },
        )
        .await,
    );
    assert!(said.contains("**bob**:\n• Free table: 2 games\n"), "{said}");
    assert!(!said.contains("win") && !said.contains('%'), "{said}");
    assert!(
        said.contains("Free table: most games — 1. alice 2 · 2. bob 2"),
        "{said}"
    );
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

#[tokio::test]
async fn the_computer_stands_in_for_a_player_out_of_time_until_they_are_back() {
    let t = app().await;
    zeppelin_with_stand_ins(&t).await;
    let players = [alice(), bob()];
    let state = || async {
        let s = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let g = t.app.game_of(&s).await.unwrap();
        (s, g)
    };
    let (_, game) = state().await;
    let absent = game.turn_holder().unwrap();
    let present = &players[1 - absent.index()];
    // An hour passes: the computer plays the absent player's turn, and says so.
    t.app.clock().advance(3_600_000 + 1);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let (_, game) = state().await;
    assert_ne!(
        game.turn_holder(),
        Some(absent),
        "the computer ended their turn"
    );
    // The table is told why (the note opens the computer's first move for them).
    let log = t.app.store().log(1).await.unwrap();
    assert!(
        log.iter().any(|a| a.seat == absent.0
            && a.narration
                .iter()
                .any(|l| l.contains("didn't answer in time: the computer plays for them"))),
        "{log:?}"
    );
    // The present player plays their turn; the absent one's next turn is the
    // computer's at once, without another hour's wait.
    for _ in 0..200 {
        let (_, game) = state().await;
        if game.turn_holder() == Some(absent) {
            break;
        }
        let seat = game.to_act()[0];
        if seat == absent {
            // Answering an attack: the computer does that too.
            t.app.clock().advance(computer::PAUSE_MS);
            t.app.run_due_timeouts().await;
            continue;
        }
        let notation = game.suggest(seat).unwrap();
        cmd(&t.app, present, Command::Play { action: notation }).await;
    }
    t.app.clock().advance(computer::PAUSE_MS);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let (_, game) = state().await;
    assert_ne!(game.turn_holder(), Some(absent));
    // Back: a look at their hand is enough. Their next turn waits for them again.
    let back = &players[absent.index()];
    cmd(&t.app, back, Command::Hand).await;
    let seats = t.app.store().seats(1).await.unwrap();
    assert!(!seats[absent.index()].stand_in);
    for _ in 0..200 {
        let (_, game) = state().await;
        if game.turn_holder() == Some(absent) && game.to_act() == [absent] {
            break;
        }
        let seat = game.to_act()[0];
        let who = &players[seat.index()];
        cmd(
            &t.app,
            who,
            Command::Play {
                action: game.suggest(seat).unwrap(),
            },
        )
        .await;
    }
    t.app.clock().advance(computer::PAUSE_MS * 10);
    assert!(
        t.app.run_due_timeouts().await.is_empty(),
        "nobody plays for them now"
    );
}

#[tokio::test]
async fn a_deadline_another_process_already_applied_is_not_applied_again() {
    // Two processes share one database, and each one's deadline task reads the due
    // deadlines. Both read this one; the other process applies it first (the computer
    // stands in for the absent player and ends their turn); then this one gets to it.
    let t = app().await;
    zeppelin_with_stand_ins(&t).await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let absent = t
        .app
        .game_of(&session)
        .await
        .unwrap()
        .turn_holder()
        .unwrap();
    t.app.clock().advance(3_600_000 + 1);
    let read = t
        .app
        .store()
        .due_deadlines(t.app.clock().now_ms())
        .await
        .unwrap();
    assert_eq!(read, vec![(session.id, session.seq)]);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    let after = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let waiting = t.app.game_of(&after).await.unwrap().to_act();
    assert!(!waiting.contains(&absent), "the computer ended their turn");
    // The deadline read before is gone: the player now to act has a fresh hour, and
    // nobody stands in for them.
    assert_eq!(
        t.app.apply_timeout(session.id, session.seq).await.unwrap(),
        None
    );
    let now = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(now.seq, after.seq, "nothing was played");
    let seats = t.app.store().seats(session.id).await.unwrap();
    for seat in waiting {
        assert!(
            !seats[seat.index()].stand_in,
            "{seat:?} was not out of time"
        );
    }
}

#[tokio::test]
async fn the_host_gives_an_absent_player_s_seat_to_someone_new() {
    let t = app().await;
    three_player_table(&t).await;
    let dave = user(4, "dave");
    let replace = |old: &Caller, new: &Caller| Command::GameReplace {
        old: old.user_id,
        new: new.user_id,
    };
    let r = cmd(&t.app, &carol(), replace(&bob(), &dave)).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    let r = cmd(&t.app, &alice(), replace(&dave, &bob())).await;
    assert!(only_private(&r).contains("has no seat"), "{r:?}");
    let r = cmd(&t.app, &alice(), replace(&bob(), &carol())).await;
    assert_eq!(
        only_private(&r),
        "**carol** already plays in this game (seat 3), and each player has one seat: give **bob**'s seat to someone who isn't playing yet. Nothing has changed."
    );
    // Bob for bob: refused, and bob keeps his seat and his name.
    let r = cmd(&t.app, &alice(), replace(&bob(), &bob())).await;
    assert_eq!(
        only_private(&r),
        "That's **bob** both times: a seat goes to someone new. Name the player who should take it over as `new`; nothing has changed."
    );
    let seats = t.app.store().seats(1).await.unwrap();
    assert_eq!((seats[1].user_id, seats[1].name.as_str()), (2, "bob"));

    let r = cmd(&t.app, &alice(), replace(&bob(), &dave)).await;
    let said = r.messages[0].content.to_string();
    assert_eq!(r.messages[0].audience, Audience::Channel);
    assert!(said.contains("takes over **bob**'s seat"), "{said}");
    assert_eq!(r.messages[0].pings, vec![4]);
    // bob is out; dave plays seat 2 from where it stands, under his own name.
    cmd(
        &t.app,
        &alice(),
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    assert!(
        only_private(&r).contains("not playing in this game"),
        "{r:?}"
    );
    cmd(
        &t.app,
        &dave,
        Command::Play {
            action: "next".into(),
        },
    )
    .await;
    assert_eq!(seq(&t.app).await, 2);
    let seats = t.app.store().seats(1).await.unwrap();
    assert_eq!((seats[1].user_id, seats[1].name.as_str()), (4, "dave"));
}

#[tokio::test]
async fn the_daily_voyage_is_the_same_for_the_whole_server_and_has_its_own_board() {
    let t = app().await;
    let today = record::day_of(t.app.clock().now_ms());
    let in_channel = |who: Caller, channel: u64| Caller {
        channel_id: channel,
        ..who
    };
    let captains = [in_channel(alice(), 50), in_channel(bob(), 51)];
    for captain in &captains {
        cmd(
            &t.app,
            captain,
            Command::GameNew {
                game: "aether-captains".into(),
                options: "daily=on".into(),
            },
        )
        .await;
    }
    let r = cmd(&t.app, &in_channel(carol(), 50), Command::GameJoin).await;
    assert!(
        only_private(&r).contains("full"),
        "a daily voyage is solo: {r:?}"
    );
    let a = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let b = t.app.store().open_session_in(51).await.unwrap().unwrap();
    assert!(
        a.options.contains(&format!("daily={today}")),
        "{}",
        a.options
    );
    assert_eq!(a.seed, b.seed, "one voyage for the whole server today");
    for captain in &captains {
        cmd(&t.app, captain, Command::GameStart { shuffle: false }).await;
    }
    for (captain, channel) in captains.iter().zip([50, 51]) {
        for _ in 0..3_000 {
            let s = t
                .app
                .store()
                .latest_session_in(channel)
                .await
                .unwrap()
                .unwrap();
            let game = t.app.game_of(&s).await.unwrap();
            if game.outcome().is_some() {
                break;
            }
            let notation = game.suggest(Seat(0)).unwrap();
            cmd(&t.app, captain, Command::Play { action: notation }).await;
        }
    }
    let stats = only_private(
        &cmd(
            &t.app,
            &alice(),
            Command::Stats {
                game: Some("aether-captains".into()),
                user: None,
            },
        )
        .await,
    );
    assert!(
        stats.contains(&format!(
            "Today's daily voyage ({today}): best scores — 1. "
        )),
        "{stats}"
    );
    // Its seed stays sealed for the rest of the day, so nobody sails it knowing it.
    let sealed = only_private(&cmd(&t.app, &captains[0], Command::GameVerify).await);
    assert!(sealed.contains("revealed when the day is over"), "{sealed}");
    t.app.clock().advance(24 * 3_600_000);
    let verified = only_private(&cmd(&t.app, &captains[0], Command::GameVerify).await);
    assert!(verified.contains("✅ **Verified.**"), "{verified}");
}

#[tokio::test]
async fn a_cooperative_game_s_board_ranks_tables() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "zefiria".into(),
            options: "gems=1".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    let players = [alice(), bob()];
    for _ in 0..100 {
        let s = t.app.store().latest_session_in(50).await.unwrap().unwrap();
        let game = t.app.game_of(&s).await.unwrap();
        if game.outcome().is_some() {
            break;
        }
        let seat = game.to_act()[0];
        let choices = game.choices(Actor::player(seat));
        let pick = choices
            .iter()
            .find(|c| c.notation == "end")
            .unwrap_or(&choices[0])
            .notation
            .clone();
        cmd(
            &t.app,
            &players[seat.index()],
            Command::Play { action: pick },
        )
        .await;
    }
    let stats = only_private(
        &cmd(
            &t.app,
            &bob(),
            Command::Stats {
                game: Some("zefiria".into()),
                user: None,
            },
        )
        .await,
    );
    assert!(stats.contains("1 game, 0 won together (0 %)"), "{stats}");
    assert!(stats.contains("best tables — 1. alice & bob "), "{stats}");
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

#[tokio::test]
async fn boards_owed_during_an_outage_are_delivered_once_when_discord_is_back() {
    let t = app().await;
    three_player_table(&t).await;
    let (first, _) = t.live().await;
    t.surface.trouble(Trouble::Down);
    for who in [alice(), bob(), carol()] {
        let r = typed(&t.app, &who, "end").await;
        assert!(only_private(&r).contains("Done"), "the move stands: {r:?}");
    }
    assert_eq!(seq(&t.app).await, 3);
    assert!(t.look().is_empty(), "nothing reached the channel");
    // While Discord is down the sender tries, and nothing is lost.
    t.app.clock().advance(60_000);
    assert_eq!(t.app.send_owed().await, 0);
    t.surface.trouble(Trouble::None);
    t.app.clock().advance(60_000);
    assert_eq!(t.app.send_owed().await, 1);
    let postings = t.look();
    let posts: Vec<&Message> = postings
        .iter()
        .filter_map(|p| match p {
            Posting::Post { message, .. } => Some(message),
            _ => None,
        })
        .collect();
    assert_eq!(
        posts.len(),
        1,
        "one board for the three moves: {postings:?}"
    );
    // It pings alice, whose turn it is again; bob's and carol's turns are over.
    assert_eq!(posts[0].pings, vec![1]);
    let text = told(posts[0]);
    assert!(
        text.contains("**bob** ended their turn") && text.contains("**carol** ended their turn"),
        "{text}"
    );
    assert!(
        postings
            .iter()
            .any(|p| matches!(p, Posting::Retire { id, .. } if *id == first)),
        "the old board loses its buttons: {postings:?}"
    );
    let (live, board) = t.live().await;
    assert_ne!(live, first);
    assert!(!board.rows.is_empty(), "the new board has alice's buttons");
    // Nothing is owed any more: no second board, ever.
    t.app.clock().advance(3_600_000);
    assert_eq!(t.app.send_owed().await, 0);
    assert!(t.look().is_empty());
}

#[tokio::test]
async fn a_board_whose_answer_was_lost_is_posted_once() {
    let t = app().await;
    three_player_table(&t).await;
    t.look();
    // The post reaches the channel, but its answer never comes back.
    t.surface.trouble(Trouble::LoseAnswers);
    typed(&t.app, &alice(), "end").await;
    t.surface.trouble(Trouble::None);
    let made = t.new_posts();
    assert_eq!(made.len(), 1);
    t.app.clock().advance(10_000);
    assert_eq!(t.app.send_owed().await, 1);
    // Sent again with the same nonce: the channel keeps the one message.
    assert!(t.new_posts().is_empty());
    let (live, board) = t.live().await;
    assert_eq!(board.pings, vec![2]);
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(session.board_message_id, Some(live));
    assert_eq!(session.board_shown_seq, 1);
}

#[tokio::test]
async fn a_board_owed_when_the_bot_stopped_is_delivered_after_the_restart() {
    let t = app().await;
    three_player_table(&t).await;
    t.look();
    t.surface.trouble(Trouble::Down);
    typed(&t.app, &alice(), "end").await;
    t.app.close().await;
    t.surface.trouble(Trouble::None);
    let app = App::open(
        &t.url,
        Seeds::Fixed(5),
        Board { render: true },
        t.surface.clone(),
    )
    .await
    .unwrap();
    // Left to the move's own delivery for a few seconds, then the sender takes it.
    assert_eq!(app.send_owed().await, 0);
    app.clock().advance(10_000);
    assert_eq!(app.send_owed().await, 1);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].pings, vec![2]);
    assert!(told(&posts[0]).contains("**alice** ended their turn"));
}

#[tokio::test]
async fn a_live_board_left_behind_is_edited_up_to_date() {
    let t = app().await;
    three_player_table(&t).await;
    let (live, _) = t.live().await;
    // A typed roll whose edit Discord refused.
    t.surface.trouble(Trouble::Down);
    typed(&t.app, &alice(), "roll").await;
    t.surface.trouble(Trouble::None);
    assert!(t.look().is_empty());
    t.app.clock().advance(10_000);
    assert_eq!(t.app.send_owed().await, 1);
    let postings = t.look();
    assert!(
        matches!(postings.as_slice(), [Posting::Edit { id, message, .. }] if *id == live && message.pings.is_empty() && told(message).contains("**alice** rolled")),
        "{postings:?}"
    );
    // A click answered on the board itself, whose update Discord then refused.
    let r = t.click_board(&alice(), "Roll 2d6").await;
    let Some((session, at)) = r.shows else {
        panic!("a click on the live board says what it shows: {r:?}")
    };
    assert_eq!(at, 2);
    t.app.board_not_shown(session, at).await;
    t.app.clock().advance(10_000);
    assert_eq!(t.app.send_owed().await, 1);
    assert!(
        matches!(t.look().as_slice(), [Posting::Edit { id, .. }] if *id == live),
        "the board is edited again"
    );
    assert_eq!(t.app.send_owed().await, 0, "and then it is up to date");
}

/// A board post Discord refuses (`/game status` during an outage) leaves the old board
/// the game's live board, buttons and all, and it is edited up to date once Discord
/// answers: the table is never left without a working board.
#[tokio::test]
async fn a_refused_re_post_keeps_the_working_board() {
    let t = app().await;
    three_player_table(&t).await;
    typed(&t.app, &alice(), "roll").await;
    let (live, _) = t.live().await;
    t.surface.trouble(Trouble::Down);
    let r = cmd(&t.app, &bob(), Command::GameStatus).await;
    assert!(only_private(&r).contains("didn't take the board"), "{r:?}");
    t.surface.trouble(Trouble::None);
    let (still, board) = t.live().await;
    assert_eq!(still, live, "the old board stays the live one");
    assert!(!board.rows.is_empty(), "with its buttons");
    t.app.clock().advance(10_000);
    assert_eq!(t.app.send_owed().await, 1, "it is brought up to date");
    assert!(
        matches!(t.look().as_slice(), [Posting::Edit { id, message, .. }] if *id == live && !message.rows.is_empty()),
        "an edit of the same board"
    );
    // And `/game status` works again once Discord does.
    let r = cmd(&t.app, &bob(), Command::GameStatus).await;
    assert!(only_private(&r).contains("again"), "{r:?}");
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

#[tokio::test]
async fn a_waiting_player_is_reminded_then_messaged_then_the_host_is_told() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=2").await;
    t.app.clock().advance(2 * HOUR - 60_000);
    assert_eq!(t.app.send_reminders().await, 0, "not before two hours");
    t.app.clock().advance(120_000);
    assert_eq!(t.app.send_reminders().await, 1);
    let postings = t.look();
    let posts: Vec<&Message> = postings
        .iter()
        .filter_map(|p| match p {
            Posting::Post { message, .. } => Some(message),
            _ => None,
        })
        .collect();
    assert_eq!(posts.len(), 1, "{postings:?}");
    // The board comes back to the bottom of the channel, pinging bob alone.
    let first = posts[0];
    assert_eq!(first.pings, vec![2]);
    let said = first.content.to_string();
    assert!(said.contains("the table is waiting for you"), "{said}");
    assert!(postings.iter().any(|p| matches!(p, Posting::Retire { .. })));
    button_id(first, "End turn");
    button_id(first, "🔕 No more reminders");
    assert!(!postings.iter().any(|p| matches!(p, Posting::Dm { .. })));

    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.send_reminders().await, 1);
    let postings = t.look();
    let second = postings
        .iter()
        .find_map(|p| match p {
            Posting::Post { message, .. } => Some(message),
            _ => None,
        })
        .expect("a second reminder");
    assert!(second.content.to_string().contains("still your move"));
    assert_eq!(second.pings, vec![2]);
    let dm = postings
        .iter()
        .find_map(|p| match p {
            Posting::Dm { user: 2, message } => Some(message),
            _ => None,
        })
        .expect("the second reminder also comes by direct message");
    assert!(dm
        .content
        .spans()
        .iter()
        .any(|s| matches!(s, rich::Span::Channel { channel: 50, .. })));

    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.send_reminders().await, 1);
    let third = t.new_posts().remove(0);
    let said = third.content.to_string();
    assert!(said.contains("as host you can `/turn skip`"), "{said}");
    let mut pinged = third.pings.clone();
    pinged.sort_unstable();
    assert_eq!(pinged, vec![1, 2], "bob, and alice as host");
    assert!(
        third.rows.iter().all(|r| match r {
            Row::Buttons(b) => b.iter().all(|b| !b.label.contains("🔕")),
            Row::Select(_) => true,
        }),
        "nothing left to stop"
    );
    // The ladder is done for this turn.
    t.app.clock().advance(24 * HOUR);
    assert_eq!(t.app.send_reminders().await, 0);
    // The host may skip bob from the board; nobody else may.
    let (id, live) = t.live().await;
    let skip = button_id(&live, "⏭ Skip bob");
    let on = OnMessage {
        id,
        ephemeral: false,
    };
    let r = click_on(&t.app, &carol(), &skip, on).await;
    assert!(only_private(&r).contains("alice"), "{r:?}");
    let before = seq(&t.app).await;
    let r = click_on(&t.app, &alice(), &skip, on).await;
    assert!(
        r.messages.iter().all(|m| m.audience == Audience::Caller),
        "{r:?}"
    );
    assert_eq!(seq(&t.app).await, before + 1, "bob's turn was skipped");
    // Pressed again: the game has moved on.
    let r = click_on(&t.app, &alice(), &skip, on).await;
    assert!(only_private(&r).contains("out of date"), "{r:?}");
    t.look();
    t.app.clock().advance(2 * HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1);
    assert_eq!(t.new_posts()[0].pings, vec![3]);
}

#[tokio::test]
async fn no_more_reminders_stops_them_for_the_turn_and_only_for_its_player() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=1").await;
    t.app.clock().advance(HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1);
    let (id, board) = t.live().await;
    let mute = button_id(&board, "🔕 No more reminders");
    let on = OnMessage {
        id,
        ephemeral: false,
    };
    let r = click_on(&t.app, &alice(), &mute, on).await;
    assert!(only_private(&r).contains("**bob**'s"), "{r:?}");
    let r = click_on(&t.app, &bob(), &mute, on).await;
    let said = only_private(&r);
    assert!(said.contains("No more reminders"), "{said}");
    // It names the option `/settings` really has.
    assert!(said.contains("`/settings remind:N`"), "{said}");
    assert!(!said.contains("remind-hours"), "{said}");
    t.app.clock().advance(10 * HOUR);
    assert_eq!(t.app.send_reminders().await, 0);
    assert!(t.look().is_empty());
    // Next turn, they're back (and a press after the wait ended is explained).
    typed(&t.app, &bob(), "end").await;
    let r = click_on(&t.app, &bob(), &mute, on).await;
    assert!(only_private(&r).contains("isn't waiting for you"), "{r:?}");
}

#[tokio::test]
async fn quiet_hours_hold_a_reminder_until_morning_across_a_daylight_saving_change() {
    let t = app().await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::Settings {
            remind: None,
            dm: None,
            timezone: Some("Europe/Warsaw".into()),
            quiet: Some("22-08".into()),
        },
    )
    .await;
    assert!(only_private(&r).contains("22:00–08:00"), "{r:?}");
    // 20:00 in Warsaw (summer time) on the night the clocks go back.
    set_clock(&t.app, "2026-10-24T18:00:00Z");
    waiting_for_bob(&t, "remind-hours=2").await;
    // Due at 22:00 local: quiet. Held until 08:00 local, winter time: 07:00 UTC.
    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.send_reminders().await, 0);
    set_clock(&t.app, "2026-10-25T06:59:00Z");
    assert_eq!(t.app.send_reminders().await, 0);
    assert!(t.look().is_empty());
    set_clock(&t.app, "2026-10-25T07:00:00Z");
    assert_eq!(t.app.send_reminders().await, 1);
    assert_eq!(t.new_posts()[0].pings, vec![2]);
}

#[tokio::test]
async fn settings_are_checked_and_a_refused_direct_message_is_remembered() {
    let t = app().await;
    let settings = |remind, dm, timezone: Option<&str>, quiet: Option<&str>| Command::Settings {
        remind,
        dm,
        timezone: timezone.map(str::to_string),
        quiet: quiet.map(str::to_string),
    };
    let r = cmd(
        &t.app,
        &bob(),
        settings(None, None, Some("Mars/Olympus"), None),
    )
    .await;
    assert!(
        only_private(&r).contains("don't know the time zone"),
        "{r:?}"
    );
    let r = cmd(&t.app, &bob(), settings(None, None, None, Some("22-08"))).await;
    assert!(only_private(&r).contains("add your `timezone`"), "{r:?}");
    let r = cmd(&t.app, &bob(), settings(Some(9999), None, None, None)).await;
    assert!(only_private(&r).contains("0 (never) to 720"), "{r:?}");
    let r = cmd(&t.app, &bob(), settings(None, None, None, None)).await;
    assert!(
        only_private(&r).contains("each game's own interval"),
        "{r:?}"
    );
    // Bob's own interval wins over the game's; bob takes no direct messages.
    let r = cmd(&t.app, &bob(), settings(Some(1), None, None, None)).await;
    assert!(only_private(&r).contains("**1 hour**"), "{r:?}");
    // -5 is a slip, not "each game's own" (only -1 is): refused, nothing saved.
    let r = cmd(&t.app, &bob(), settings(Some(-5), None, None, None)).await;
    let said = only_private(&r);
    assert!(!said.contains("Saved"), "{said}");
    assert!(said.contains("0 (never) to 720"), "{said}");
    let r = cmd(&t.app, &bob(), settings(None, None, None, None)).await;
    assert!(only_private(&r).contains("**1 hour**"), "{r:?}");
    t.surface.close_dms(2);
    waiting_for_bob(&t, "remind-hours=48").await;
    t.app.clock().advance(HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1);
    t.look();
    t.app.clock().advance(HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1);
    let postings = t.look();
    assert!(!postings.iter().any(|p| matches!(p, Posting::Dm { .. })));
    assert_eq!(
        postings
            .iter()
            .filter(|p| matches!(p, Posting::Post { .. }))
            .count(),
        1,
        "the channel reminder goes out all the same"
    );
    let r = cmd(&t.app, &bob(), settings(None, None, None, None)).await;
    assert!(only_private(&r).contains("Discord refused"), "{r:?}");
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

#[tokio::test]
async fn away_holds_reminders_and_the_deadline_and_the_table_sees_it() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=2 turn-hours=12").await;
    let due = deadline_now(&t.app).await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 2,
            reason: Some("sailing".into()),
        },
    )
    .await;
    let said = only_private(&r);
    assert!(
        said.contains("away in every game (1 game), back ") && !said.contains("until in"),
        "{said}"
    );
    // The board says so (and nothing private: not the reason).
    let board = t.latest();
    let shown = board.content.to_string();
    assert!(shown.contains("💤 **bob** is away, back "), "{shown}");
    assert!(!shown.contains("sailing"));
    assert!(board.pings.is_empty(), "an edit pings nobody");
    // His deadline waits the two days.
    let held = deadline_now(&t.app).await - due;
    assert!(
        (48 * HOUR - 1_000..=48 * HOUR + 1_000).contains(&held),
        "{held}"
    );
    // No reminder and no timeout while he is away.
    t.app.clock().advance(47 * HOUR);
    assert_eq!(t.app.send_reminders().await, 0);
    assert!(t.app.run_due_timeouts().await.is_empty());
    assert!(t.look().is_empty());
    // Back: the board no longer says away, and the reminder held for him comes.
    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.send_reminders().await, 1);
    let posts = t.new_posts();
    assert_eq!(posts.len(), 1);
    let text = posts[0].content.to_string();
    assert!(
        !text.contains("is away") && text.contains("waiting for you"),
        "{text}"
    );
    // The held deadline is still his: 12 h after the end of his away (49 h in now).
    t.app.clock().advance(10 * HOUR);
    assert!(t.app.run_due_timeouts().await.is_empty());
    t.app.clock().advance(2 * HOUR);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
}

#[tokio::test]
async fn a_games_bank_of_away_days_caps_how_long_a_deadline_waits() {
    let t = app().await;
    waiting_for_bob(&t, "turn-hours=12 away-days=1").await;
    let due = deadline_now(&t.app).await;
    cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 5,
            reason: None,
        },
    )
    .await;
    let held = deadline_now(&t.app).await - due;
    assert!(
        (24 * HOUR - 1_000..=24 * HOUR + 1_000).contains(&held),
        "{held}"
    );
    // The bank is spent: back and away again, the deadline moves no further.
    cmd(&t.app, &bob(), Command::Back).await;
    let r = cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 3,
            reason: None,
        },
    )
    .await;
    only_private(&r);
    assert_eq!(deadline_now(&t.app).await - due, held);
    let r = cmd(
        &t.app,
        &bob(),
        Command::Away {
            days: 31,
            reason: None,
        },
    )
    .await;
    assert!(only_private(&r).contains("from 1 to 30"), "{r:?}");
}

#[tokio::test]
async fn the_host_skips_an_absent_player_with_the_games_default_answer() {
    let t = app().await;
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "bitwa".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    // Play alice's own defaults until the game waits for bob.
    for _ in 0..6 {
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let (seat, notation) = load_match(&session).unwrap().default_answer().unwrap();
        if seat == Seat(1) {
            break;
        }
        typed(&t.app, &alice(), &notation).await;
    }
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(load_match(&session).unwrap().to_act(), vec![Seat(1)]);
    t.look();
    let r = cmd(&t.app, &bob(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Only the host"), "{r:?}");
    let before = seq(&t.app).await;
    let r = cmd(&t.app, &alice(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Skipped **bob**"), "{r:?}");
    assert_eq!(seq(&t.app).await, before + 1, "one move, for bob");
    let board = t.latest();
    assert!(
        told(&board).contains("**alice**, the host, skipped **bob**"),
        "{}",
        told(&board)
    );
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

#[tokio::test]
async fn every_game_reminds_the_players_it_waits_for() {
    for &kind in GameKind::ALL {
        let t = app().await;
        start_with_alice_and_bob(&t, kind, "remind-hours=1").await;
        t.look();
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let waiting = load_match(&session).unwrap().to_act();
        assert!(!waiting.is_empty(), "{kind:?}");
        t.app.clock().advance(HOUR - 60_000);
        assert_eq!(t.app.send_reminders().await, 0, "{kind:?}: too early");
        t.app.clock().advance(120_000);
        assert_eq!(t.app.send_reminders().await, waiting.len(), "{kind:?}");
        let posts = t.new_posts();
        let mut pinged: Vec<u64> = posts.iter().flat_map(|p| p.pings.clone()).collect();
        pinged.sort_unstable();
        pinged.dedup();
        // Seat 0 is alice (user 1), seat 1 bob (user 2).
        let expected: Vec<u64> = waiting.iter().map(|s| u64::from(s.0) + 1).collect();
        assert_eq!(pinged, expected, "{kind:?}");
        assert!(
            posts.iter().all(|p| p
                .content
                .to_string()
                .contains("the table is waiting for you")),
            "{kind:?}"
        );
    }
}

#[tokio::test]
async fn after_a_rollback_the_player_waited_for_again_is_reminded() {
    let t = app().await;
    waiting_for_bob(&t, "remind-hours=2").await;
    // Bob moves on; carol is waited for now, and bob no longer.
    typed(&t.app, &bob(), "end").await;
    // The table takes the game back to move 1: bob's turn again.
    let asked = cmd(&t.app, &carol(), Command::GameRollback { number: 1 }).await;
    let agree = button_id(&asked.messages[0], "Agree");
    click(&t.app, &alice(), &agree).await;
    click(&t.app, &bob(), &agree).await;
    assert_eq!(seq(&t.app).await, 1);
    t.look();
    t.app.clock().advance(2 * HOUR + 1);
    assert_eq!(t.app.send_reminders().await, 1, "bob's wait is back");
    assert_eq!(t.new_posts()[0].pings, vec![2]);
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

async fn last_logged(app: &App) -> (u8, String) {
    let session = app.store().open_session_in(50).await.unwrap().unwrap();
    let log = app.store().log(session.id).await.unwrap();
    let last = log.last().expect("a move");
    (last.seat, last.notation.clone())
}

#[tokio::test]
async fn each_captain_s_clock_runs_on_their_own_voyage_and_runs_out_on_their_own() {
    let t = app().await;
    let start = t.app.clock().now_ms();
    two_captains(&t, "turn-hours=12 remind-hours=0").await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    // The clock is the real one moved on: a few milliseconds pass in each step.
    let near = |at: Option<i64>, want: i64| at.is_some_and(|at| (want..want + 1_000).contains(&at));
    assert!(near(session.deadline_at, start + 12 * HOUR), "{session:?}");
    // Alice plays on; bob's clock does not start again for her moves.
    t.app.clock().advance(HOUR);
    only_private(&typed(&t.app, &alice(), "build 3 2 2 3").await);
    t.app.clock().advance(5 * HOUR);
    typed(&t.app, &alice(), "next").await;
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert!(
        near(session.deadline_at, start + 12 * HOUR) && session.deadline_seat == Some(1),
        "the table's next deadline is still bob's first: {session:?}"
    );
    let board = t.latest();
    assert!(
        board
            .content
            .to_string()
            .contains("then `build 3 2 2 3` is played for **bob**"),
        "{}",
        board.content
    );
    // Bob's runs out: his cautious answer is played, and only his.
    t.app.clock().advance(6 * HOUR - 2_000);
    assert!(t.app.run_due_timeouts().await.is_empty(), "not yet");
    t.app.clock().advance(3_000);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    assert_eq!(last_logged(&t.app).await, (1, "build 3 2 2 3".into()));
    let board = t.latest();
    assert!(
        told(&board).contains("didn't answer in time"),
        "{}",
        told(&board)
    );
    // Next is alice's: twelve hours from her last move, not from bob's timeout.
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    assert!(
        near(session.deadline_at, start + 18 * HOUR) && session.deadline_seat == Some(0),
        "{session:?}"
    );
    // `/mygames` gives each captain their own clock.
    let r = cmd(&t.app, &bob(), Command::MyGames).await;
    let times: Vec<i64> = r.messages[0]
        .content
        .spans()
        .iter()
        .filter_map(|s| match s {
            rich::Span::Time { unix_ms, .. } => Some(*unix_ms),
            _ => None,
        })
        .collect();
    assert!(
        matches!(times[..], [at] if near(Some(at), start + 24 * HOUR + 1_000)),
        "bob's own deadline: {times:?}"
    );
}

#[tokio::test]
async fn the_host_skips_the_captain_who_kept_the_table_waiting_longest() {
    let t = app().await;
    two_captains(&t, "remind-hours=1").await;
    // Alice wants no reminders; bob gets his three, the last with the host's button.
    cmd(
        &t.app,
        &alice(),
        Command::Settings {
            remind: Some(0),
            dm: None,
            timezone: None,
            quiet: None,
        },
    )
    .await;
    for _ in 0..3 {
        t.app.clock().advance(HOUR + 1);
        t.app.send_reminders().await;
    }
    let (id, live) = t.live().await;
    let skip = button_id(&live, "⏭ Skip bob");
    // Alice's own move does not make the button stale: bob's decision is as it was.
    typed(&t.app, &alice(), "build 3 2 2 3").await;
    t.look();
    let on = OnMessage {
        id,
        ephemeral: false,
    };
    let r = click_on(&t.app, &alice(), &skip, on).await;
    assert!(only_private(&r).contains("Skipped **bob**"), "{r:?}");
    assert_eq!(last_logged(&t.app).await, (1, "build 3 2 2 3".into()));
    // Bob has moved (by the skip): pressed again, it is out of date.
    let r = click_on(&t.app, &alice(), &skip, on).await;
    assert!(only_private(&r).contains("out of date"), "{r:?}");
    // `/turn skip` with both flying skips whoever has waited longer: alice, whose
    // wait began at her build, an hour before bob's move.
    t.app.clock().advance(HOUR);
    typed(&t.app, &bob(), "next").await;
    let r = cmd(&t.app, &alice(), Command::TurnSkip).await;
    assert!(only_private(&r).contains("Skipped **alice**"), "{r:?}");
    assert_eq!(last_logged(&t.app).await.0, 0);
}

#[tokio::test]
async fn a_game_may_pause_deadlines_in_a_player_s_quiet_hours() {
    let hours_at = |options: &'static str| async move {
        let t = app().await;
        cmd(
            &t.app,
            &bob(),
            Command::Settings {
                remind: None,
                dm: None,
                timezone: Some("Europe/Warsaw".into()),
                quiet: Some("22-08".into()),
            },
        )
        .await;
        // 18:00 in Warsaw when bob's turn begins.
        set_clock(&t.app, "2026-12-02T17:00:00Z");
        waiting_for_bob(&t, options).await;
        deadline_now(&t.app).await
    };
    let near = |at: i64, rfc3339: &str| {
        let want = rfc3339.parse::<jiff::Timestamp>().unwrap().as_millisecond();
        (want..want + 1_000).contains(&at)
    };
    // By default the clock runs through the night: twelve hours on.
    let runs = hours_at("turn-hours=12").await;
    assert!(near(runs, "2026-12-03T05:00:00Z"), "{runs}");
    // Paused: four hours to 22:00, the night, then eight more from 08:00.
    let paused = hours_at("turn-hours=12 quiet-deadlines=pause").await;
    assert!(near(paused, "2026-12-03T15:00:00Z"), "{paused}");
}

#[tokio::test]
async fn a_second_bot_on_the_same_database_leaves_a_board_another_holds() {
    let t = app().await;
    three_player_table(&t).await;
    t.look();
    t.surface.trouble(Trouble::Down);
    typed(&t.app, &alice(), "end").await;
    t.surface.trouble(Trouble::None);
    // A second process on the same database, with its own connection to Discord.
    let elsewhere = Arc::new(Recorder::default());
    let other = App::open(
        &t.url,
        Seeds::Fixed(5),
        Board { render: true },
        elsewhere.clone(),
    )
    .await
    .unwrap();
    other.clock().advance(10_000);
    // The first is delivering it (it holds the claim, and is alive).
    let id = t.app.store().open_session_in(50).await.unwrap().unwrap().id;
    let now = other.clock().now_ms();
    t.app.store().heartbeat(now).await.unwrap();
    assert_eq!(t.app.store().claim_boards(id, now).await.unwrap().len(), 1);
    assert_eq!(other.send_owed().await, 0);
    assert!(elsewhere.drain().is_empty(), "the second bot posts nothing");
    // The first falls silent (it died mid-post): the second delivers, once.
    other.clock().advance(crate::store::outbox::ALIVE_MS);
    assert_eq!(other.send_owed().await, 1);
    let posted = elsewhere
        .drain()
        .into_iter()
        .filter(|p| matches!(p, Posting::Post { .. }))
        .count();
    assert_eq!(posted, 1);
    assert_eq!(other.send_owed().await, 0);
    assert!(
        t.look().is_empty(),
        "and the first, silent, sent nothing more"
    );
}

#[tokio::test]
async fn the_computer_flies_a_silent_captain_s_voyage_while_the_others_fly_theirs() {
    let t = app().await;
    two_captains(&t, "turn-hours=2 absent=computer remind-hours=0").await;
    // Alice builds at once; bob says nothing for two hours.
    typed(&t.app, &alice(), "build 3 2 2 3").await;
    t.app.clock().advance(2 * HOUR + 1_000);
    assert_eq!(t.app.run_due_timeouts().await, vec![50]);
    // Side by side, the computer makes one move per pause, at a reading pace.
    for _ in 0..4 {
        t.app.clock().advance(computer::PAUSE_MS);
        t.app.run_due_timeouts().await;
    }
    let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
    let log = t.app.store().log(session.id).await.unwrap();
    let bobs = log.iter().filter(|a| a.seat == 1).count();
    assert!(bobs >= 5, "the computer sailed on for bob: {bobs} moves");
    assert!(t.app.store().seats(session.id).await.unwrap()[1].stand_in);
    // Alice's voyage is hers: the computer never moved for her.
    assert_eq!(log.iter().filter(|a| a.seat == 0).count(), 1);
    let game = t.app.game_of(&session).await.unwrap();
    assert!(game.to_act().contains(&Seat(0)));
}

// ----- Zephyr's assignment paths -----

/// An assignment's other path is a button in its captain's own panel ("My ship") in
/// every new game (rules edition 4): the other captain cannot press it, and pressing
/// it flies the party that way, as the public board's route shows.
#[tokio::test]
async fn a_captain_embarks_by_an_assignments_other_path_from_their_own_panel() {
    let t = app().await;
    for _ in 0..6 {
        cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: "zephyr".into(),
                options: String::new(),
            },
        )
        .await;
        cmd(&t.app, &bob(), Command::GameJoin).await;
        cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
        for _ in 0..20_000 {
            let Some(session) = t.app.store().open_session_in(50).await.unwrap() else {
                break;
            };
            let game = t.app.game_of(&session).await.unwrap();
            let seats = t.app.store().seats(session.id).await.unwrap();
            let who = |seat: Seat| {
                let row = &seats[seat.index()];
                user(row.user_id, &row.name)
            };
            let offered = game.to_act().into_iter().find_map(|seat| {
                game.choices(Actor::player(seat))
                    .into_iter()
                    .find(|c| {
                        c.notation.starts_with("embark:") && c.notation.matches(':').count() == 2
                    })
                    .map(|c| (seat, c))
            });
            let Some((seat, choice)) = offered else {
                let seat = game.to_act()[0];
                cmd(
                    &t.app,
                    &who(seat),
                    Command::Play {
                        action: game.suggest(seat).unwrap(),
                    },
                )
                .await;
                continue;
            };
            let panel = cmd(&t.app, &who(seat), Command::Hand).await;
            let id = button_id(&panel.messages[0], &choice.label);
            let other = who(Seat(1 - seat.0));
            let r = click(&t.app, &other, &id).await;
            assert!(only_private(&r).contains("Those buttons are **"), "{r:?}");
            assert_eq!(
                seq(&t.app).await,
                session.seq,
                "the other captain changed nothing"
            );
            click(&t.app, &who(seat), &id).await;
            let log = t.app.store().log(session.id).await.unwrap();
            let last = log.last().unwrap();
            assert_eq!(
                (last.seat, last.notation.as_str()),
                (seat.0, choice.notation.as_str())
            );
            assert!(
                last.narration.iter().any(|l| l.contains(", by ")),
                "{:?}",
                last.narration
            );
            // The board shows the party's way: the path's spaces, as the button said.
            let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
            let game = t.app.game_of(&session).await.unwrap();
            let windward_engine::AnyView::Zephyr(view) = game.view(windward_engine::Viewer::Public)
            else {
                panic!("a Zephyr game");
            };
            let run = view.assignments.iter().find(|a| a.leader == seat).unwrap();
            let way = format!("({})", run.route.join(", "));
            assert!(choice.label.ends_with(&way), "{} vs {way}", choice.label);
            return;
        }
    }
    panic!("no captain was offered an assignment with another path in six games");
}

// ----- campaigns across games -----

/// Plays the channel's open game to its end with the game's own policy, each seat
/// played by its own user with `/play`; returns the finished session.
async fn play_to_the_end(app: &App) -> crate::store::SessionRow {
    for _ in 0..20_000 {
        let Some(session) = app.store().open_session_in(50).await.unwrap() else {
            return app.store().latest_session_in(50).await.unwrap().unwrap();
        };
        let game = app.game_of(&session).await.unwrap();
        let seat = game.to_act()[0];
        let seats = app.store().seats(session.id).await.unwrap();
        let row = &seats[seat.index()];
        let who = user(row.user_id, &row.name);
        cmd(
            app,
            &who,
            Command::Play {
                action: game.suggest(seat).unwrap(),
            },
        )
        .await;
    }
    panic!("the game did not end")
}

fn menu<'m>(message: &'m Message, custom_id_end: &str) -> &'m reply::Select {
    message
        .rows
        .iter()
        .find_map(|row| match row {
            Row::Select(s) if s.custom_id.ends_with(custom_id_end) => Some(s),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no menu {custom_id_end} in {message:?}"))
}

async fn pick(app: &App, who: &Caller, custom_id: &str, value: &str) -> Response {
    app.handle(
        who,
        Request::Component {
            custom_id: custom_id.into(),
            values: vec![value.into()],
            message: OnMessage::default(),
        },
    )
    .await
}

#[tokio::test]
async fn a_campaign_flies_its_ships_into_the_next_mission_across_a_restart() {
    let t = app_drawing(false).await;
    // Alice and bob fly Maiden Voyage as a campaign's first mission, until they win it
    // (a lost mission ends the campaign; each new game has a seed of its own).
    let mut won = None;
    for _ in 0..6 {
        let r = cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: "zephyr".into(),
                options: "campaign=on mission=maiden-voyage".into(),
            },
        )
        .await;
        assert!(only_private(&r).contains("lobby is open"), "{r:?}");
        cmd(&t.app, &bob(), Command::GameJoin).await;
        cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
        let over = play_to_the_end(&t.app).await;
        let game = t.app.game_of(&over).await.unwrap();
        let campaign = game.campaign().expect("a campaign mission");
        if campaign.won() {
            won = Some((over, game));
            break;
        }
        // Lost: the campaign ends there, and cannot be continued.
        let r = cmd(
            &t.app,
            &alice(),
            Command::GameNew {
                game: "zephyr".into(),
                options: "campaign=continue".into(),
            },
        )
        .await;
        assert!(only_private(&r).contains("was lost"), "{r:?}");
    }
    let (first, first_game) = won.expect("two sensible captains win Maiden Voyage");
    let board = t.new_posts().pop().expect("the final board");
    assert!(
        board.content.to_string().contains("The campaign goes on"),
        "{}",
        board.content
    );
    let next = menu(&board, ":next").custom_id.clone();
    assert!(menu(&board, ":next")
        .options
        .iter()
        .any(|o| o.value == "convoy-season" && o.label == "Convoy Season"));

    // A restart between missions: the campaign is in the database.
    let app = t.restart(false).await;

    // Only its captains fly it on; a tampered mission is refused.
    let r = pick(&app, &carol(), &next, "convoy-season").await;
    assert!(only_private(&r).contains("Only the captains"), "{r:?}");
    let r = pick(&app, &bob(), &next, "the-moon").await;
    assert!(
        only_private(&r).contains("isn't one of the missions"),
        "{r:?}"
    );
    assert!(app.store().open_session_in(50).await.unwrap().is_none());
    // Nobody types what only the bot writes.
    for typed in ["carry=e30 mission=scrap-rush", "campaign=1"] {
        let r = cmd(
            &app,
            &alice(),
            Command::GameNew {
                game: "zephyr".into(),
                options: typed.into(),
            },
        )
        .await;
        assert!(only_private(&r).contains("`campaign"), "{typed}: {r:?}");
        assert!(app.store().open_session_in(50).await.unwrap().is_none());
    }

    // Bob chooses Convoy Season: its lobby opens with both captains seated, alice hosting.
    let r = pick(&app, &bob(), &next, "convoy-season").await;
    assert_eq!(r.clicked, Clicked::Retire, "{r:?}");
    let lobby_post = t.new_posts().pop().expect("the next mission's lobby");
    assert!(
        lobby_post.content.to_string().contains("campaign goes on"),
        "{lobby_post:?}"
    );
    let lobby = app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(lobby.host_id, 1);
    assert!(lobby.options.contains("mission=convoy-season"));
    assert!(lobby.options.contains(&format!("campaign={}", first.id)));
    assert_eq!(app.store().seats(lobby.id).await.unwrap().len(), 2);
    // Weeks later is the same: abort this lobby, and alice continues with a command.
    cmd(&app, &alice(), Command::GameAbort).await;
    let r = cmd(
        &app,
        &carol(),
        Command::GameNew {
            game: "zephyr".into(),
            options: "campaign=continue mission=convoy-season".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("Only the captains"), "{r:?}");
    let r = cmd(
        &app,
        &alice(),
        Command::GameNew {
            game: "zephyr".into(),
            options: "campaign=continue mission=convoy-season".into(),
        },
    )
    .await;
    assert!(only_private(&r).contains("lobby is open"), "{r:?}");
    assert!(t
        .lobby_post()
        .1
        .content
        .to_string()
        .contains("campaign goes on"));
    // Carol joins as a newcomer; the seats are shuffled at the start.
    cmd(&app, &carol(), Command::GameJoin).await;
    cmd(&app, &alice(), Command::GameStart { shuffle: true }).await;
    let second = app.store().open_session_in(50).await.unwrap().unwrap();
    assert_eq!(second.status, Status::Active);
    assert!(second.options.contains("carry="), "{}", second.options);
    let game = app.game_of(&second).await.unwrap();
    let ships = |game: &Match| match game.view(windward_engine::Viewer::Public) {
        windward_engine::AnyView::Zephyr(v) => v.ships,
        _ => panic!("a Zephyr game"),
    };
    let (now, was) = (ships(&game), ships(&first_game));
    let old_seats = app.store().seats(first.id).await.unwrap();
    for seat in app.store().seats(second.id).await.unwrap() {
        let ship = &now[usize::from(seat.seat)];
        match old_seats.iter().find(|s| s.user_id == seat.user_id) {
            // Each captain flies on with their own ship, whatever seat they drew.
            Some(old) => {
                let before = &was[usize::from(old.seat)];
                assert!(ship.ship.is_some());
                assert_eq!(ship.ship, before.ship, "{}", seat.name);
                assert_eq!(ship.systems, before.systems, "{}", seat.name);
                assert_eq!(ship.crew.len(), before.crew.len(), "{}", seat.name);
                assert_eq!(ship.scrap, before.scrap, "{}", seat.name);
            }
            None => {
                assert_eq!(seat.user_id, 3);
                assert_eq!(ship.ship, None, "carol chooses a ship");
                assert_eq!(ship.scrap, 110, "with Maiden Voyage's supplies");
            }
        }
    }
    // The stored options, seed and log are all its replay needs.
    let replayed = Match::replay(
        second.kind,
        &second.options,
        3,
        second.seed,
        std::iter::empty(),
    )
    .unwrap();
    assert_eq!(replayed, game);
}

/// What a player's own picture leaves out for the phone (their cards' texts) reaches
/// them in words in their own view, and never the channel: in every game that has it.
#[tokio::test]
async fn a_players_own_view_says_in_words_what_their_picture_leaves_out() {
    let mut games_with_details = 0;
    for &kind in GameKind::ALL {
        let t = app().await;
        start_with_alice_and_bob(&t, kind, "").await;
        let session = t.app.store().open_session_in(50).await.unwrap().unwrap();
        let details = load_match(&session).unwrap().details(Seat(0));
        if details.is_empty() {
            continue;
        }
        games_with_details += 1;
        let view = cmd(&t.app, &alice(), Command::Hand).await;
        let description = &view.messages[0].embed.as_ref().unwrap().description;
        let seats = t.app.store().seats(session.id).await.unwrap();
        let public: Vec<String> = t
            .look()
            .into_iter()
            .filter_map(|p| match p {
                Posting::Post { message, .. } | Posting::Edit { message, .. }
                    if message.audience != Audience::Caller =>
                {
                    Some(message.embed.map(|e| e.description).unwrap_or_default())
                }
                _ => None,
            })
            .collect();
        for line in &details {
            let line = text::with_names(line, &seats);
            assert!(
                description.contains(&line),
                "{kind:?}: {line} not in {description}"
            );
            assert!(
                public.iter().all(|said| !said.contains(&line)),
                "{kind:?}: {line} posted publicly"
            );
        }
    }
    assert!(games_with_details > 0, "no game has details to check");
}

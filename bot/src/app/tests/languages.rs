//! Languages: each player's replies in their own Discord language, the table's boards
//! in its channel's or server's.

use windward_engine::i18n::Lang;

use super::*;

fn speaking(who: Caller, lang: Lang) -> Caller {
    Caller { lang, ..who }
}

fn language(language: &str, place: Option<&str>) -> Command {
    Command::Settings {
        remind: None,
        dm: None,
        timezone: None,
        quiet: None,
        language: Some(language.into()),
        place: place.map(str::to_string),
    }
}

fn footer(board: &Message) -> String {
    board
        .embed
        .as_ref()
        .and_then(|e| e.footer.clone())
        .unwrap_or_default()
}

/// bob ends his turn, and the board that asks carol is returned.
async fn next_board(t: &Table, who: &Caller) -> Message {
    typed(&t.app, who, "end").await;
    t.latest()
}

#[tokio::test]
async fn help_answers_each_caller_in_their_own_language() {
    let t = app().await;
    let title = |r: &Response| r.messages[0].embed.as_ref().unwrap().title.clone();
    let english = cmd(&t.app, &alice(), Command::Help).await;
    let polish = cmd(&t.app, &speaking(bob(), Lang::Pl), Command::Help).await;
    let french = cmd(&t.app, &speaking(carol(), Lang::Fr), Command::Help).await;
    assert_eq!(title(&english), "Windward — tabletop games in your channel");
    assert_eq!(title(&polish), "Windward — gry planszowe na twoim kanale");
    assert_eq!(
        title(&french),
        "Windward — des jeux de plateau dans votre salon"
    );
    // The games' lines too, and the commands by the names each picker shows.
    let described = |r: &Response| r.messages[0].embed.as_ref().unwrap().description.clone();
    assert!(described(&polish).contains("**Wolny stół** (`table`)"));
    let fields = |r: &Response| {
        r.messages[0]
            .embed
            .as_ref()
            .unwrap()
            .fields
            .iter()
            .map(|f| f.value.clone())
            .collect::<String>()
    };
    assert!(
        fields(&polish).contains("`/gra nowa gra:<nazwa>`"),
        "{}",
        fields(&polish)
    );
    assert!(fields(&french).contains("`/partie nouvelle jeu:<nom>`"));
}

#[tokio::test]
async fn a_refusal_is_in_the_language_of_whoever_was_refused() {
    let t = app().await;
    waiting_for_bob(&t, "").await;
    let polish_carol = speaking(carol(), Lang::Pl);
    let refused = typed(&t.app, &polish_carol, "end").await;
    assert_eq!(
        only_private(&refused),
        "To nie twoja kolej — gra czeka na: **bob**."
    );
    let refused = typed(&t.app, &speaking(carol(), Lang::Fr), "end").await;
    assert!(only_private(&refused).starts_with("Ce n’est pas votre tour"));
    // Nothing moved: the game still waits for bob.
    assert_eq!(seq(&t.app).await, 1);
}

#[tokio::test]
async fn a_channel_speaks_the_language_its_managers_choose_from_its_next_board() {
    let t = app().await;
    waiting_for_bob(&t, "").await;
    // Only someone who may manage the channel chooses; a refusal changes nothing.
    let refused = cmd(&t.app, &bob(), language("pl", None)).await;
    assert!(only_private(&refused).starts_with("Only members who can manage this channel"));
    let board = next_board(&t, &bob()).await;
    assert!(footer(&board).starts_with("Move 2 ·"), "{}", footer(&board));

    let manager = Caller {
        manage_channel: true,
        ..speaking(alice(), Lang::Pl)
    };
    let chosen = cmd(&t.app, &manager, language("Polski", Some("channel"))).await;
    assert!(
        only_private(&chosen)
            .starts_with("Od następnej planszy na tym kanale gramy w języku: **Polski**"),
        "{chosen:?}"
    );
    // carol plays in English; the table's board is Polish.
    let board = next_board(&t, &carol()).await;
    assert_eq!(footer(&board), "Ruch 3 · /gra zasady gra:table");
    // The whole server needs Manage Server.
    let refused = cmd(&t.app, &manager, language("fr", Some("server"))).await;
    assert!(only_private(&refused).starts_with("Język serwera mogą wybrać tylko"));
    let owner = Caller {
        manage_server: true,
        ..manager.clone()
    };
    cmd(&t.app, &owner, language("fr", Some("server"))).await;
    // The channel's own choice still wins over the server's …
    let board = next_board(&t, &alice()).await;
    assert!(footer(&board).starts_with("Ruch 4"), "{}", footer(&board));
    // … until the channel goes back to its server's.
    cmd(&t.app, &manager, language("default", None)).await;
    let board = next_board(&t, &bob()).await;
    assert!(footer(&board).starts_with("Coup 5"), "{}", footer(&board));
}

#[tokio::test]
async fn a_new_game_speaks_its_servers_discord_language() {
    let t = app().await;
    let host = Caller {
        server_lang: Some(Lang::Fr),
        ..alice()
    };
    cmd(
        &t.app,
        &host,
        Command::GameNew {
            game: "table".into(),
            options: String::new(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &host, Command::GameStart { shuffle: false }).await;
    let board = t.latest();
    assert_eq!(board.embed.as_ref().unwrap().title, "Table libre");
    assert!(footer(&board).starts_with("Coup 0"), "{}", footer(&board));
}

#[tokio::test]
async fn a_player_s_own_view_is_in_their_language_while_the_table_keeps_its_own() {
    let t = app().await;
    start_with_alice_and_bob(&t, GameKind::ZeppelinAttack, "").await;
    t.look();
    let view = cmd(&t.app, &speaking(bob(), Lang::Pl), Command::Hand).await;
    let embed = view.messages[0].embed.as_ref().unwrap();
    assert_eq!(embed.title, "Zeppelin Attack! — twój widok");
    assert_eq!(embed.footer.as_deref(), Some("Widzisz to tylko ty."));
    // The table's board still carries its buttons in English.
    cmd(&t.app, &carol(), Command::GameStatus).await;
    let shown = t.latest();
    assert!(shown
        .rows
        .iter()
        .any(|row| matches!(row, Row::Buttons(b) if b.iter().any(|b| b.label == "My hand"))));
}

#[tokio::test]
async fn a_reminder_reaches_the_table_in_its_language_and_its_player_in_theirs() {
    let t = app().await;
    // bob joins speaking French; the channel plays in Polish.
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "remind-hours=2".into(),
        },
    )
    .await;
    cmd(&t.app, &speaking(bob(), Lang::Fr), Command::GameJoin).await;
    cmd(&t.app, &carol(), Command::GameJoin).await;
    let manager = Caller {
        manage_channel: true,
        ..alice()
    };
    cmd(&t.app, &manager, language("pl", None)).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    typed(&t.app, &alice(), "end").await;
    t.look();
    for _ in 0..2 {
        t.app.clock().advance(2 * HOUR + 60_000);
        assert_eq!(t.app.send_reminders().await, 1);
    }
    let postings = t.look();
    let board = postings
        .iter()
        .rev()
        .find_map(|p| match p {
            Posting::Post { message, .. } => Some(message),
            _ => None,
        })
        .expect("the second reminder's board");
    assert!(
        board.content.to_string().contains("to wciąż twój ruch"),
        "{}",
        board.content
    );
    button_id(board, "🔕 Bez przypomnień");
    let dm = postings
        .iter()
        .find_map(|p| match p {
            Posting::Dm { user: 2, message } => Some(message),
            _ => None,
        })
        .expect("a direct message to bob");
    assert!(
        dm.content
            .to_string()
            .starts_with("⏰ Votre tour dans **Table libre** est venu"),
        "{}",
        dm.content
    );
}

#[tokio::test]
async fn game_suggestions_are_in_the_typists_language() {
    let t = app().await;
    let polish = speaking(alice(), Lang::Pl);
    let found = t
        .app
        .autocomplete(&polish, AutocompleteField::Game, "wolny")
        .await;
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].value, "table");
    assert!(
        found[0].name.starts_with("Wolny stół — Kolejność tur"),
        "{found:?}"
    );
    let english = t
        .app
        .autocomplete(&alice(), AutocompleteField::Game, "table")
        .await;
    assert!(
        english[0].name.starts_with("Free table — Turn order"),
        "{english:?}"
    );
}

#[tokio::test]
async fn a_player_s_direct_messages_follow_the_language_they_last_played_in() {
    let t = app().await;
    // bob sits down speaking English, then switches Discord to Polish and plays.
    cmd(
        &t.app,
        &alice(),
        Command::GameNew {
            game: "table".into(),
            options: "remind-hours=2".into(),
        },
    )
    .await;
    cmd(&t.app, &bob(), Command::GameJoin).await;
    cmd(&t.app, &alice(), Command::GameStart { shuffle: false }).await;
    typed(&t.app, &alice(), "end").await;
    typed(&t.app, &speaking(bob(), Lang::Pl), "end").await;
    typed(&t.app, &alice(), "end").await;
    t.look();
    for _ in 0..2 {
        t.app.clock().advance(2 * HOUR + 60_000);
        assert_eq!(t.app.send_reminders().await, 1);
    }
    let dm = t
        .look()
        .into_iter()
        .find_map(|p| match p {
            Posting::Dm { user: 2, message } => Some(message),
            _ => None,
        })
        .expect("a direct message to bob");
    assert!(
        dm.content
            .to_string()
            .starts_with("⏰ Twój ruch w grze **Wolny stół** przypadł"),
        "{}",
        dm.content
    );
}

#[tokio::test]
async fn options_are_explained_in_the_typists_language() {
    let t = app().await;
    let options = |who: Caller| {
        let app = &t.app;
        async move {
            let field = AutocompleteField::Options {
                game: Some("table".into()),
            };
            app.autocomplete(&who, field, "rou").await
        }
    };
    let polish = options(speaking(alice(), Lang::Pl)).await;
    assert_eq!(polish.len(), 1, "{polish:?}");
    assert_eq!(polish[0].value, "rounds=");
    assert!(
        polish[0]
            .name
            .ends_with("— Gra kończy się sama po tylu rundach."),
        "{polish:?}"
    );
    let english = options(alice()).await;
    assert!(
        english[0]
            .name
            .ends_with("— End the game automatically after this many rounds."),
        "{english:?}"
    );
}

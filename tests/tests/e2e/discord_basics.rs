//! The real bot through a fake Discord: start-up, help, dice, suggestions, and bad input
//! that needs no game.

use std::time::{Duration, Instant};

use windward_tests::flow::{click_move, start_game};
use windward_tests::Windward;

#[test]
fn the_bot_registers_its_commands_in_the_test_guild() {
    let t = Windward::start();
    let registrations = t.registrations();
    assert_eq!(registrations.len(), 1);
    assert_eq!(registrations[0].guild_id, Some(t.world().guild_id));
    let names: Vec<&str> = registrations[0]
        .commands
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for name in ["help", "roll", "game", "turn", "hand", "play"] {
        assert!(
            names.contains(&name),
            "/{name} is not registered: {names:?}"
        );
    }
    // Each command in Polish and French too (the fake checked the payload against
    // Discord's spec).
    let game = registrations[0]
        .commands
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "game")
        .unwrap();
    assert_eq!(game["name_localizations"]["pl"], "gra");
    assert_eq!(game["name_localizations"]["fr"], "partie");
    let new = game["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "new")
        .unwrap();
    assert_eq!(new["name_localizations"]["pl"], "nowa");
    assert!(new["description_localizations"]["fr"]
        .as_str()
        .is_some_and(|d| !d.is_empty()));
    let stats = t.gateway_stats();
    assert_eq!((stats.identifies, stats.resumes), (1, 0));
}

#[test]
fn a_polish_player_is_answered_in_polish() {
    let t = Windward::start();
    let alice = t.user("alice");
    t.speaks(&alice, "pl");
    let help = t.slash(&alice, "help", &[]);
    let reply = t.reply(&help);
    assert!(reply.is_ephemeral());
    assert!(reply.text().contains("gry planszowe"), "{}", reply.text());
    let bob = t.user("bob");
    let help = t.slash(&bob, "help", &[]);
    assert!(t.reply(&help).text().contains("tabletop games"));
}

#[test]
fn help_is_a_private_answer() {
    let t = Windward::start();
    let alice = t.user("alice");
    let help = t.slash(&alice, "help", &[]);
    assert_eq!(t.answer(&help).kind, 4);
    let reply = t.reply(&help);
    assert!(reply.is_ephemeral());
    assert_eq!(reply.ephemeral_to, Some(alice.id));
    assert!(reply.text().contains("/roll"), "{}", reply.text());
}

#[test]
fn a_public_roll_shows_its_dice_to_the_channel() {
    let t = Windward::start();
    let alice = t.user("alice");
    let roll = t.slash(&alice, "roll", &[("expression", "2d6+3 # damage")]);
    assert_eq!(t.answer(&roll).kind, 4);
    let reply = t.reply(&roll);
    assert!(!reply.is_ephemeral());
    assert!(reply.title().contains("alice rolls"), "{}", reply.text());
    assert!(reply.text().contains("damage"), "{}", reply.text());
    assert!(reply.text().contains("Total"), "{}", reply.text());
    let picture = reply.embed_image().expect("the dice picture in the embed");
    assert!(picture.is_png());
    assert!(
        picture.size.is_some_and(|(w, _)| w >= 400),
        "{:?}",
        picture.size
    );
    assert!(reply.pinged.is_empty(), "a roll pings nobody");
}

#[test]
fn a_private_roll_reaches_only_the_roller() {
    let t = Windward::start();
    let bob = t.user("bob");
    let roll = t.slash(
        &bob,
        "roll",
        &[("expression", "1d20+5"), ("private", "true")],
    );
    let reply = t.reply(&roll);
    assert!(reply.is_ephemeral());
    assert_eq!(reply.ephemeral_to, Some(bob.id));
    assert!(
        reply.text().contains("Only you can see this roll"),
        "{}",
        reply.text()
    );
    assert!(reply.embed_image().is_some_and(|a| a.is_png()));
    assert!(t.messages().iter().all(|m| m.is_ephemeral()));
}

#[test]
fn a_roll_of_many_dice_is_text_only() {
    let t = Windward::start();
    let alice = t.user("alice");
    let reply = t.reply(&t.slash(&alice, "roll", &[("expression", "30d6")]));
    assert!(reply.attachments.is_empty());
    assert!(reply.text().contains("Total"), "{}", reply.text());
}

#[test]
fn malformed_dice_get_a_private_explanation() {
    let t = Windward::start();
    let alice = t.user("alice");
    for expression in ["2d", "d0", "1000000d6", "2d6+", "hello"] {
        let reply = t.reply(&t.slash(&alice, "roll", &[("expression", expression)]));
        assert!(reply.is_ephemeral(), "{expression}: {}", reply.text());
        assert!(
            reply.text().contains("Examples"),
            "{expression}: {}",
            reply.text()
        );
    }
}

#[test]
fn hand_without_a_game_is_a_private_explanation() {
    let t = Windward::start();
    let alice = t.user("alice");
    let reply = t.reply(&t.slash(&alice, "hand", &[]));
    assert!(reply.is_ephemeral());
    assert!(reply.text().contains("no game"), "{}", reply.text());
    for path in ["game status", "turn show", "game start", "game join"] {
        let reply = t.reply(&t.slash(&alice, path, &[]));
        assert!(reply.is_ephemeral(), "/{path}: {}", reply.text());
        assert!(
            reply.text().contains("/game new"),
            "/{path}: {}",
            reply.text()
        );
    }
}

#[test]
fn autocomplete_suggests_games_and_options() {
    let t = Windward::start();
    let alice = t.user("alice");
    let games = t.autocomplete(&alice, "game new", &[("game", "ta")], "game");
    assert!(games.iter().any(|(_, value)| value == "table"), "{games:?}");
    let options = t.autocomplete(
        &alice,
        "game new",
        &[("game", "table"), ("options", "")],
        "options",
    );
    assert!(
        options.iter().any(|(_, value)| value.contains("rounds=")),
        "{options:?}"
    );
    // With no game running, there is nothing to play.
    let actions = t.autocomplete(&alice, "play", &[("action", "")], "action");
    assert!(actions.is_empty(), "{actions:?}");
}

#[test]
fn an_unknown_game_is_refused_privately() {
    let t = Windward::start();
    let alice = t.user("alice");
    let reply = t.reply(&t.slash(&alice, "game new", &[("game", "chess")]));
    assert!(reply.is_ephemeral());
    assert!(
        reply.text().contains("I don't know the game"),
        "{}",
        reply.text()
    );
    assert!(t.messages().iter().all(|m| m.is_ephemeral()));
}

/// A stop with a game going and every background loop running (outbox, deadlines,
/// heartbeat) ends the process (the harness allows 10 s) and logs no error: the loops
/// end before the database closes.
#[test]
fn the_bot_stops_cleanly_on_sigterm() {
    let mut t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    t.reply(&t.slash(&alice, "help", &[]));
    let board = start_game(&t, "table", "", &[&alice, &bob]);
    click_move(&t, &alice, &board, "End turn");
    // Let the outbox and heartbeat loops (every second) make a pass.
    std::thread::sleep(Duration::from_secs(1));
    let status = t.stop();
    let log = t.log();
    assert!(status.success(), "{status:?}\n{log}");
    assert!(
        log.contains("shutting down") && log.contains("stopped"),
        "{log}"
    );
    let errors: Vec<&str> = log.lines().filter(|l| l.contains(" ERROR ")).collect();
    assert!(errors.is_empty(), "a clean stop logged errors: {errors:#?}");
}

/// With no network (Discord's address refuses every connection), serenity retries the
/// gateway for minutes; a stop signal still ends the process, exit code 0, within the
/// same 10 s the harness allows a connected bot.
#[test]
fn a_stop_signal_ends_a_bot_that_cannot_reach_discord() {
    let dir = tempfile::tempdir().expect("tempdir");
    let log_path = dir.path().join("log");
    let log = std::fs::File::create(&log_path).expect("log file");
    // A port nothing listens on: every connection is refused at once.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
    let api_base = format!("http://{}", closed.local_addr().expect("address"));
    drop(closed);
    let mut child = std::process::Command::new(windward_tests::windward_bin())
        .arg("run")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "test.token.value")
        .env("DISCORD_API_BASE", &api_base)
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.path().join("w.db").display()),
        )
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .env("NO_PROXY", "127.0.0.1,localhost")
        .env_remove("SHARDS")
        .env_remove("DISCORD_GUILD_ID")
        .stdin(std::process::Stdio::null())
        .stdout(log.try_clone().expect("log"))
        .stderr(log)
        .spawn()
        .expect("start windward");
    let read = || std::fs::read_to_string(&log_path).unwrap_or_default();
    // Wait until it is retrying the gateway.
    let until = Instant::now() + Duration::from_secs(20);
    while !read().contains("starting windward") && Instant::now() < until {
        std::thread::sleep(Duration::from_millis(50));
    }
    // Still running a second later: it keeps trying rather than giving up.
    std::thread::sleep(Duration::from_secs(1));
    assert!(child.try_wait().expect("wait").is_none(), "{}", read());
    // SAFETY: kill(2) has no memory-safety preconditions; the pid is our own child,
    // not yet reaped.
    unsafe {
        libc::kill(child.id() as libc::pid_t, libc::SIGTERM);
    }
    let until = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        if Instant::now() > until {
            let _ = child.kill();
            let _ = child.wait();
            panic!("still running 10 s after SIGTERM:\n{}", read());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status:?}\n{}", read());
    assert!(read().contains("shutting down"), "{}", read());
}

/// `/game cards` needs no game: the list, one card with its picture, suggestions for
/// the typed game, and an unknown card, all private and changing nothing.
#[test]
fn game_cards_looks_up_components_privately() {
    let t = Windward::start();
    let alice = t.user("alice");
    let list = t.reply(&t.slash(&alice, "game cards", &[("game", "zeppelin-attack")]));
    assert!(list.is_ephemeral());
    assert!(
        list.text().contains("Lightning Projector ×2"),
        "{}",
        list.text()
    );
    assert!(list.attachments.is_empty());

    let names = t.autocomplete(
        &alice,
        "game cards",
        &[("game", "zeppelin-attack"), ("card", "projector")],
        "card",
    );
    let (_, value) = names
        .iter()
        .find(|(name, _)| name.starts_with("Lightning Projector"))
        .unwrap_or_else(|| panic!("{names:?}"));
    let card = t.reply(&t.slash(
        &alice,
        "game cards",
        &[("game", "zeppelin-attack"), ("card", value)],
    ));
    assert!(card.is_ephemeral());
    assert_eq!(card.title(), "Lightning Projector");
    assert!(card.text().contains("Draw 1 card."), "{}", card.text());
    let picture = card.embed_image().expect("the card's picture in the embed");
    assert!(picture.is_png());
    assert!(
        picture.size.is_some_and(|(w, _)| w >= 400),
        "{:?}",
        picture.size
    );

    let unknown = t.reply(&t.slash(
        &alice,
        "game cards",
        &[("game", "aether-captains"), ("card", "Death Star")],
    ));
    assert!(unknown.is_ephemeral());
    assert!(
        unknown.text().contains("I don't know a component"),
        "{}",
        unknown.text()
    );
    assert!(t.messages().iter().all(|m| m.is_ephemeral()));
}

/// `windward cards`: text and JSON for a game, a clear error for another.
#[test]
fn the_cards_subcommand_prints_a_games_catalogue() {
    let run = |args: &[&str]| {
        std::process::Command::new(windward_tests::windward_bin())
            .arg("cards")
            .args(args)
            .output()
            .expect("windward runs")
    };
    let text = run(&["aether-captains"]);
    assert!(text.status.success());
    let out = String::from_utf8_lossy(&text.stdout);
    assert!(out.contains("scenario · The Emperor's Silk ×1"), "{out}");
    let json = run(&["zeppelin-attack", "--json"]);
    assert!(json.status.success());
    let cards: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    let cards = cards.as_array().unwrap();
    let total: u64 = cards.iter().map(|c| c["count"].as_u64().unwrap()).sum();
    assert_eq!((cards.len(), total), (93, 112));
    assert!(cards
        .iter()
        .all(|c| c["kind"].is_string() && c["text"].is_string()));
    let unknown = run(&["chess"]);
    assert!(!unknown.status.success());
    let err = String::from_utf8_lossy(&unknown.stderr);
    assert!(
        err.contains("zeppelin-attack") && err.contains("chess"),
        "{err}"
    );
}

//! The table on the web, end to end: the real bot with its web server on, games played
//! through the fake Discord, and the pages read in a real headless Chromium
//! (`windward_tests::browser`). The links come from what the bot posted to Discord;
//! the page must show the board, follow a move made in the channel while it is open
//! (server-sent events and `live.js`), replay past moves, fit a phone, and show a
//! seat's hand only through that seat's genuine, current link.
//!
//! Screenshots for a human are left in `target/e2e-web/`. Without `chromedriver` the
//! tests are skipped, unless `WINDWARD_REQUIRE_BROWSER=1`.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde_json::Value;
use windward::app::web_links::WebLinks;
use windward_engine::GameKind;
use windward_tests::browser::free_port;
use windward_tests::fake::Button;
use windward_tests::flow::{click_move, move_number, start_game};
use windward_tests::{Browser, FakeDiscord, Launch, Message, Windward};

/// Signs the private links (the bot's `WEB_SECRET`; the test signs its own with it).
const SECRET: &str = "e2e-web-secret-4f9c2a7d1b38e605";
/// How long a move made in the channel may take to reach an open page.
const LIVE_WITHIN: Duration = Duration::from_secs(2);
/// How long a page's pictures may take to load (drawn on demand, in a debug build).
const LOAD_WITHIN: Duration = Duration::from_secs(5);
/// The board's picture in the live part: loaded, its text alternative returned.
const BOARD_LOADED: &str = "const i = document.querySelector('figure.board img'); \
     return i && i.complete && i.naturalWidth > 0 ? (i.alt || 'NO ALT') : null;";
/// What every unknown, forged or expired address shows.
const NOTHING: &str = "Nothing here";

/// One browser at a time: each test's bot draws pictures on demand, and the machines
/// running the tests have few cores.
static ONE_BROWSER: Mutex<()> = Mutex::new(());

/// The bot with its pages on a free port of loopback, giving out links to them.
/// Returns it and the pages' base address.
fn bot_with_pages() -> (Windward, String) {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let launch = Launch::default()
        .env("WEB_ADDR", &format!("127.0.0.1:{port}"))
        .env("PUBLIC_URL", &base)
        .env("WEB_SECRET", SECRET);
    (Windward::launch(FakeDiscord::start(), launch), base)
}

/// The link button labelled `label` on `message`, with its address.
fn link(message: &Message, label: &str) -> String {
    let button: Button = message.button(label).unwrap_or_else(|| {
        panic!(
            "no {label:?} on the message (buttons: {:?}): {}",
            message.buttons(),
            message.text()
        )
    });
    assert_eq!(button.style, 5, "{label:?} is a link button: {button:?}");
    match button.url {
        Some(url) => url,
        None => panic!("{label:?} carries its address: {button:?}"),
    }
}

/// Waits for the page's board picture to load; returns its text alternative.
fn board_alt(browser: &Browser) -> String {
    let alt = browser.wait_for("the board's picture loads", LOAD_WITHIN, BOARD_LOADED);
    let alt = alt.as_str().unwrap_or_default().to_string();
    assert!(
        !alt.is_empty() && alt != "NO ALT",
        "the board has a text alternative"
    );
    alt
}

/// Asserts the pages opened since the last check logged no error (a script's, the
/// Content-Security-Policy's, a failed load). The browser's own request for
/// `/favicon.ico`, which the bot does not serve, is no page's doing.
fn no_errors(browser: &Browser, what: &str) {
    let errors: Vec<String> = browser
        .errors()
        .into_iter()
        .filter(|e| !e.contains("/favicon.ico "))
        .collect();
    assert!(errors.is_empty(), "{what} logged errors: {errors:#?}");
}

/// The text of the page's log of moves.
fn moves_text(browser: &Browser) -> String {
    browser
        .execute(
            "const l = document.querySelector('ol.moves'); return l ? l.textContent : null;",
            &[],
        )
        .as_str()
        .unwrap_or_else(|| panic!("the page has a log of moves: {}", browser.text()))
        .to_string()
}

/// Where the screenshots go: `target/e2e-web/` beside the test executable's profile
/// folder (`target/debug/deps/e2e-…`).
fn screenshot_folder() -> std::path::PathBuf {
    let exe = std::env::current_exe().expect("the test executable");
    let target = exe
        .ancestors()
        .nth(3)
        .expect("the target folder")
        .to_path_buf();
    let folder = target.join("e2e-web");
    std::fs::create_dir_all(&folder).expect("the screenshots' folder");
    folder
}

/// Resizes the window to `width`, checks the page fits it without scrolling
/// sideways, and saves a screenshot as `page-<width>.png`.
fn screenshot_at(browser: &Browser, width: u32) -> std::path::PathBuf {
    browser.set_window_size(width, 1000);
    let inner = browser.wait_for(
        "the window takes its new width",
        LOAD_WITHIN,
        &format!(
            "window.scrollTo(0, 0); return Math.abs(window.innerWidth - {width}) <= 20 ? window.innerWidth : null;"
        ),
    );
    let fits = browser.execute(
        "return [document.documentElement.scrollWidth, window.innerWidth];",
        &[],
    );
    assert!(
        fits[0].as_u64() <= fits[1].as_u64(),
        "at {width} px ({inner} inside) the page scrolls sideways: [content, window] = {fits}"
    );
    let png = browser.screenshot();
    assert!(
        png.len() > 1000 && png.starts_with(b"\x89PNG\r\n\x1a\n"),
        "a screenshot is a PNG ({} bytes)",
        png.len()
    );
    let path = screenshot_folder().join(format!("page-{width}.png"));
    std::fs::write(&path, &png).expect("writing a screenshot");
    println!(
        "screenshot at {width} px: {} ({} bytes)",
        path.display(),
        png.len()
    );
    path
}

#[test]
fn the_game_page_shows_the_board_follows_moves_live_and_replays() {
    let _one = ONE_BROWSER.lock().unwrap_or_else(|p| p.into_inner());
    let Some(browser) = Browser::start(1280, 1000) else {
        return;
    };
    let started = Instant::now();
    let (t, base) = bot_with_pages();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let board = start_game(&t, "table", "dice=2d6", &[&alice, &bob]);

    // The board that reaches Discord links to the game's page.
    let page = link(&board, "🌐 Open on the web");
    assert!(page.starts_with(&format!("{base}/g/")), "{page}");
    let rolled = click_move(&t, &alice, &board, "Roll 2d6");
    let to_bob = click_move(&t, &alice, &rolled, "End turn");
    assert_eq!(move_number(&to_bob), 2);
    assert_eq!(
        link(&to_bob, "🌐 Open on the web"),
        page,
        "one page per game"
    );

    // The page shows the board, as a loaded picture with words, and the log.
    browser.goto(&page);
    let alt = board_alt(&browser);
    println!("the board's alt text: {alt}");
    let log = moves_text(&browser);
    assert!(log.contains("alice rolled 2d6 ("), "the log: {log}");
    assert!(
        browser.text().contains("Waiting for bob"),
        "{}",
        browser.text()
    );

    // Bob rolls in the channel while the page is open: the page shows it by itself,
    // without being loaded again. (Its stream must be open first, or the news of the
    // move has nobody to reach.)
    browser.wait_for(
        "the page's live stream opens",
        LOAD_WITHIN,
        "window.__stayed = true; return document.getElementById('live').dataset.opened === '1';",
    );
    let clicked = Instant::now();
    let rolled = click_move(&t, &bob, &to_bob, "Roll 2d6");
    let answered = clicked.elapsed();
    browser.wait_for(
        "bob's roll on the open page, within 2 s of his click",
        LIVE_WITHIN.saturating_sub(answered),
        "const l = document.querySelector('ol.moves'); return l && l.textContent.includes('bob rolled 2d6 (');",
    );
    println!(
        "a move reached the open page {:?} after the click (the channel's board: {answered:?})",
        clicked.elapsed()
    );
    assert_eq!(
        browser.execute("return window.__stayed === true;", &[]),
        Value::Bool(true),
        "the page updated in place, not by loading again"
    );
    assert!(moves_text(&browser).contains("alice rolled 2d6 ("));
    board_alt(&browser);
    assert_eq!(
        browser.execute("return document.getElementById('replay-move').max;", &[]),
        Value::String(move_number(&rolled).to_string()),
        "the replay reaches the new move"
    );

    // The replay: the slider to move 1 shows the board after it.
    let src = browser.execute(
        "const s = document.getElementById('replay-move'); s.value = '1'; \
         s.dispatchEvent(new Event('input')); \
         const b = document.getElementById('replay-board'); b.scrollIntoView(); return b.src;",
        &[],
    );
    let src = src.as_str().unwrap_or_default();
    assert!(src.ends_with("move=1"), "the replay shows move 1: {src}");
    browser.wait_for(
        "the replayed board loads",
        LOAD_WITHIN,
        "const b = document.getElementById('replay-board'); \
         return b.src.endsWith('move=1') && b.complete && b.naturalWidth > 0;",
    );
    let shown = browser.execute(
        "return [document.getElementById('replay-board').alt, document.getElementById('replay-shown').textContent];",
        &[],
    );
    assert_eq!(shown[0], "The board after move 1.", "{shown}");
    assert_eq!(shown[1], "1", "{shown}");

    // A phone and a desktop, for a human to look at.
    screenshot_at(&browser, 400);
    screenshot_at(&browser, 1280);
    no_errors(&browser, "the game page");
    println!(
        "the_game_page_shows_the_board_follows_moves_live_and_replays: {:?}",
        started.elapsed()
    );
}

/// The card names of Zeppelin Attack! that `text` mentions.
fn card_names_in(text: &str) -> Vec<String> {
    let mut names: Vec<String> = GameKind::ZeppelinAttack
        .catalogue()
        .into_iter()
        .filter(|c| c.kind == "card" && text.contains(&c.name))
        .map(|c| c.name)
        .collect();
    names.sort();
    names.dedup();
    names
}

/// Opens `url`; asserts it shows the seat's hand (one of `cards`), and returns its
/// text.
fn shows_the_hand(browser: &Browser, url: &str, cards: &[String], what: &str) -> String {
    browser.goto(url);
    board_alt(browser);
    let text = browser.text();
    assert!(
        cards.iter().any(|c| text.contains(c.as_str())),
        "{what} shows the hand (one of {cards:?}): {text}"
    );
    assert!(!text.contains(NOTHING), "{what}: {text}");
    text
}

/// Opens `url`; asserts it shows nothing, and none of the hand's `cards`.
fn shows_nothing(browser: &Browser, url: &str, cards: &[String], what: &str) {
    browser.goto(url);
    let text = browser.text();
    assert!(text.contains(NOTHING), "{what} shows nothing: {text}");
    for card in cards {
        assert!(!text.contains(card.as_str()), "{what} shows {card}: {text}");
    }
    let pictures = browser.execute("return document.images.length;", &[]);
    assert_eq!(pictures, 0, "{what} shows no picture");
}

#[test]
fn a_private_link_shows_its_seat_s_hand_and_a_changed_one_shows_nothing() {
    let _one = ONE_BROWSER.lock().unwrap_or_else(|p| p.into_inner());
    let Some(browser) = Browser::start(1280, 1000) else {
        return;
    };
    let started = Instant::now();
    let (t, base) = bot_with_pages();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let board = start_game(&t, "zeppelin-attack", "", &[&alice, &bob]);
    let first = if board.pinged == [alice.id] {
        &alice
    } else {
        &bob
    };
    let page = link(&board, "🌐 Open on the web");

    // The hand, privately in Discord, with its link to a page of its own.
    let hand = t.reply(&t.click(first, &board, "My hand"));
    assert_eq!(hand.ephemeral_to, Some(first.id), "{}", hand.text());
    let private = link(&hand, "🔒 Open big on the web");
    let path = private
        .strip_prefix(&format!("{base}/p/"))
        .unwrap_or_else(|| panic!("a private link under {base}/p/: {private}"));
    let parts: Vec<&str> = path.split('/').collect();
    let [token, seat, expires, signature] = parts[..] else {
        panic!("a private link is token/seat/expires/signature: {private}");
    };
    assert!(
        page.ends_with(&format!("/g/{token}")),
        "{page} vs {private}"
    );
    let seat: u8 = seat.parse().expect("a seat number");
    let cards = card_names_in(&hand.text());
    assert!(!cards.is_empty(), "the hand names cards: {}", hand.text());
    println!("{}'s hand (seat {seat}) names {cards:?}", first.name);

    shows_the_hand(&browser, &private, &cards, "the private link");
    // A link the test signs with the bot's secret works too, so the refusals below
    // are the links' own doing, not another key's.
    let links = WebLinks::new(Some(&base), SECRET.as_bytes());
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("a clock after 1970")
        .as_secs();
    let now = i64::try_from(now).expect("a clock before 2262");
    let later = format!("{base}{}", links.private_path(token, seat, now + 3600));
    shows_the_hand(&browser, &later, &cards, "a link signed by the test");
    no_errors(&browser, "the private page");

    // One character of the signature changed; another seat with this seat's
    // signature; a link that expired a minute ago.
    let mut forged = signature.to_string().into_bytes();
    forged[0] = if forged[0] == b'0' { b'1' } else { b'0' };
    let forged = String::from_utf8(forged).expect("hex");
    let other = 1 - seat;
    let expired = links.private_path(token, seat, now - 60);
    for (url, what) in [
        (
            format!("{base}/p/{token}/{seat}/{expires}/{forged}"),
            "a forged signature",
        ),
        (
            format!("{base}/p/{token}/{other}/{expires}/{signature}"),
            "another seat's path with this seat's signature",
        ),
        (format!("{base}{expired}"), "an expired link"),
    ] {
        shows_nothing(&browser, &url, &cards, what);
    }

    // `/game web` gives both: the game's page, and a fresh private link.
    let web = t.reply(&t.slash(first, "game web", &[]));
    assert_eq!(web.ephemeral_to, Some(first.id), "{}", web.text());
    assert_eq!(link(&web, "🌐 Open the game"), page);
    let mine = link(&web, "🔒 Open my view");
    assert!(
        mine.starts_with(&format!("{base}/p/{token}/{seat}/")),
        "{mine}"
    );
    shows_the_hand(&browser, &mine, &cards, "/game web's private link");
    browser.goto(&page);
    board_alt(&browser);
    println!(
        "a_private_link_shows_its_seat_s_hand_and_a_changed_one_shows_nothing: {:?}",
        started.elapsed()
    );
}

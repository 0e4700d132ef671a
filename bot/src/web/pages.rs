//! The pages, as HTML (maud: every value is escaped unless marked as markup). They read
//! completely without script: `live.js` only refreshes the live part when the game
//! changes, moves the replay as the slider moves and filters the log as you type.

use maud::{html, Markup, DOCTYPE};

use super::markup::{inline, markdown, plain};
use crate::app::web::{CardsPage, LogLine, PrivatePage, PublicPage};

/// What a game page was asked for: a move to replay and words to find in the log.
#[derive(Clone, Debug, Default)]
pub struct Asked {
    pub replay: Option<usize>,
    pub search: Option<String>,
}

fn layout(title: &str, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (title) }
                link rel="stylesheet" href="/static/style.css";
                script src="/static/live.js" defer {}
            }
            body { (body) }
        }
    }
}

/// A moment as text: UTC on the page (no script needed); `live.js` shows it in the
/// reader's own time.
fn moment(unix_ms: i64) -> Markup {
    let at = jiff::Timestamp::from_millisecond(unix_ms).unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    let shown = at.strftime("%Y-%m-%d %H:%M UTC").to_string();
    html! { time datetime=(at.to_string()) { (shown) } }
}

/// A game's public page.
pub fn game(token: &str, page: &PublicPage, asked: &Asked) -> Markup {
    let title = format!("{} — Windward", page.game);
    let replay = asked.replay.unwrap_or(page.moves).min(page.moves);
    layout(
        &title,
        html! {
            header {
                h1 { (page.game) }
                p.tagline { (page.tagline) }
                p.players { "Players: " (page.players.join(", ")) }
            }
            main {
                section #live data-events=(format!("/g/{token}/events")) data-live=(format!("/g/{token}/live")) {
                    (live(token, page, asked))
                }
                section.replay {
                    h2 { "Replay" }
                    form method="get" action=(format!("/g/{token}")) {
                        label for="replay-move" { "Board after move " output #replay-shown for="replay-move" { (replay) } " of " span #replay-count { (page.moves) } }
                        input #replay-move type="range" name="move" min="0" max=(page.moves) value=(replay);
                        button type="submit" { "Show" }
                    }
                    img #replay-board src=(format!("/g/{token}/board.png?move={replay}")) data-base=(format!("/g/{token}/board.png?move="))
                        alt=(replay_alt(replay)) loading="lazy";
                }
                details.rules {
                    summary { "Rules of " (page.game) }
                    (markdown(page.rules))
                }
                p.cards-link { a href=(format!("/g/{token}/cards")) { "Every card and component of " (page.game) ", with pictures" } }
                section.fair {
                    h2 { "Fair play" }
                    @match &page.commitment {
                        Some(sealed) => {
                            p { "Every die, draw and shuffle comes from a seed fixed before the first move, sealed as (SHA-256):" }
                            p { code.seal { (sealed) } }
                            @if page.record_ready {
                                p { a href=(format!("/g/{token}/record.json")) download="windward-game.json" { "Download the game's record" } " — " code { "windward verify" } " replays it from the seed." }
                            } @else {
                                p { "The seed is revealed when the game is over; then its record can be downloaded here." }
                            }
                        }
                        None => p { "This game began before Windward sealed its seeds." }
                    }
                }
            }
        },
    )
}

fn replay_alt(after: usize) -> String {
    match after {
        0 => "The board as the game began.".into(),
        n => format!("The board after move {n}."),
    }
}

/// The part of a game page that changes with the game (`/g/<token>/live`).
pub fn live(token: &str, page: &PublicPage, asked: &Asked) -> Markup {
    let search = asked
        .search
        .as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty());
    let shown: Vec<&LogLine> = page
        .log
        .iter()
        .rev()
        .filter(|entry| search.is_none_or(|words| matches(entry, words)))
        .collect();
    html! {
        p.status data-moves=(page.moves) {
            (inline(&page.status))
            @if !page.over { " " span.since { "Since " (moment(page.since_ms)) "." } }
        }
        figure.board {
            // The address changes with the game, so a refreshed part never shows a
            // picture the browser kept.
            img src=(format!("/g/{token}/board.png?v={}", page.since_ms)) alt=(page.board_alt);
        }
        section.log {
            h2 { "Every move" }
            form method="get" action=(format!("/g/{token}")) role="search" {
                label for="log-search" { "Find in the log" }
                input #log-search type="search" name="q" value=(search.unwrap_or("")) placeholder="A name, a card, a number…";
                button type="submit" { "Find" }
            }
            @if shown.is_empty() {
                p.empty { @if search.is_some() { "No move matches." } @else { "No moves yet." } }
            }
            ol.moves {
                @for entry in shown {
                    li value=(entry.number) data-text=(entry_text(entry)) {
                        span.number { (entry.number) ". " }
                        @for (i, line) in entry.lines.iter().enumerate() {
                            @if i > 0 { br; }
                            (inline(line))
                        }
                        " " span.when { (moment(entry.at_ms)) }
                    }
                }
            }
        }
    }
}

fn entry_text(entry: &LogLine) -> String {
    entry
        .lines
        .iter()
        .map(|l| plain(l))
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

fn matches(entry: &LogLine, words: &str) -> bool {
    let text = format!("{} {}", entry.number, entry_text(entry));
    words
        .to_lowercase()
        .split_whitespace()
        .all(|w| text.contains(w))
}

/// A game's components, each with its picture (drawn when scrolled to).
pub fn cards(token: &str, page: &CardsPage) -> Markup {
    layout(
        &format!("{} — components — Windward", page.game),
        html! {
            header {
                h1 { (page.game) ": every component" }
                p { a href=(format!("/g/{token}")) { "Back to the game" } }
            }
            main.cards {
                @for c in &page.components {
                    article.card id=(c.id) {
                        h2 { (c.name) @if c.count > 1 { " ×" (c.count) } }
                        p.kind { (c.kind) }
                        img src=(format!("/cards/{}/{}.png", page.game_id, c.id)) alt=(format!("{}: {}", c.name, c.text)) loading="lazy";
                        @for line in c.text.lines() { p { (line) } }
                    }
                }
            }
        },
    )
}

/// A seat's private page.
pub fn private(base: &str, token: &str, page: &PrivatePage) -> Markup {
    layout(
        &format!("{} — your view — Windward", page.game),
        html! {
            header {
                h1 { (page.game) }
                p.tagline { "Your own view, " (page.seat_name) ". Only this link shows it: keep it to yourself." }
                p { a href=(format!("/g/{token}")) { "The table, as everyone sees it" } }
            }
            main {
                section #live data-events=(format!("{base}/events")) data-live=(format!("{base}/live")) {
                    (private_live(base, page))
                }
            }
        },
    )
}

/// The part of a private page that changes with the game.
pub fn private_live(base: &str, page: &PrivatePage) -> Markup {
    html! {
        figure.board {
            img src=(format!("{base}/board.png?v={}", page.version)) alt=(page.board_alt);
        }
        section.hand { (markdown(&page.text)) }
    }
}

/// What every unknown, malformed, forged or expired address gets: it does not say
/// whether a game is there.
pub fn not_found() -> Markup {
    layout(
        "Not found — Windward",
        html! {
            main.nothing {
                h1 { "Nothing here" }
                p { "This link shows no game. A game's page is linked from its board in Discord (" code { "/game web" } "); a private link works only for a while: open your view in Discord again for a fresh one." }
            }
        },
    )
}

/// The page's favicon-free, script-free error for a failure on our side.
pub fn trouble() -> Markup {
    layout(
        "Trouble — Windward",
        html! {
            main.nothing {
                h1 { "Something went wrong" }
                p { "The page could not be made just now. Try again in a moment." }
            }
        },
    )
}

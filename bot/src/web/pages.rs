//! The pages, as HTML (maud: every value is escaped unless marked as markup). They read
//! completely without script: `live.js` only refreshes the live part when the game
//! changes, moves the replay as the slider moves and filters the log as you type.

use maud::{html, Markup, PreEscaped, DOCTYPE};
use windward_engine::i18n::{say, Lang, Msg};
use windward_engine::msg;

use super::markup::{inline, markdown, plain};
use crate::app::web::{CardsPage, LogLine, PrivatePage, PublicPage};

/// What a game page was asked for: a move to replay and words to find in the log.
#[derive(Clone, Debug, Default)]
pub struct Asked {
    pub replay: Option<usize>,
    pub search: Option<String>,
}

/// `msg` in `lang`, as plain text (escaped where it is put).
fn t(lang: Lang, msg: &Msg) -> String {
    say(lang, msg)
}

/// Where a message's argument stands for a piece of markup: a character no
/// translation or argument text contains (Unicode's private use area).
fn slot(i: usize) -> String {
    char::from_u32(0xE000 + u32::try_from(i).unwrap_or(0))
        .unwrap_or('\u{E000}')
        .to_string()
}

/// A message whose arguments are markup (`slot(i)` given for the i-th), said in
/// `lang`: its words escaped, each slot replaced by its piece wherever the language
/// puts it.
fn with_slots(said: &str, pieces: &[Markup]) -> Markup {
    let mut out = String::new();
    let mut words = String::new();
    let flush = |words: &mut String, out: &mut String| {
        out.push_str(&html! { (words.as_str()) }.into_string());
        words.clear();
    };
    for c in said.chars() {
        let index = (c as u32)
            .checked_sub(0xE000)
            .and_then(|i| usize::try_from(i).ok())
            .filter(|i| *i < pieces.len());
        match index {
            Some(i) => {
                flush(&mut words, &mut out);
                out.push_str(&pieces[i].0);
            }
            None => words.push(c),
        }
    }
    flush(&mut words, &mut out);
    PreEscaped(out)
}

fn layout(lang: Lang, title: &str, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
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
    let lang = page.lang;
    let title = t(lang, &msg!("web-title", game = page.game.as_str()));
    let replay = asked.replay.unwrap_or(page.moves).min(page.moves);
    let replay_label = with_slots(
        &t(
            lang,
            &msg!("web-replay-label", shown = slot(0), count = slot(1)),
        ),
        &[
            html! { output #replay-shown for="replay-move" { (replay) } },
            html! { span #replay-count { (page.moves) } },
        ],
    );
    let record = with_slots(
        &t(lang, &msg!("web-record", link = slot(0), verify = slot(1))),
        &[
            html! { a href=(format!("/g/{token}/record.json")) download="windward-game.json" { (t(lang, &msg!("web-record-link"))) } },
            html! { code { "windward verify" } },
        ],
    );
    layout(
        lang,
        &title,
        html! {
            header {
                h1 { (page.game) }
                p.tagline { (page.tagline) }
                p.players { (t(lang, &msg!("web-players", names = page.players.join(", ")))) }
            }
            main {
                section #live data-events=(format!("/g/{token}/events")) data-live=(format!("/g/{token}/live")) {
                    (live(token, page, asked))
                }
                section.replay {
                    h2 { (t(lang, &msg!("web-replay"))) }
                    form method="get" action=(format!("/g/{token}")) {
                        label for="replay-move" { (replay_label) }
                        input #replay-move type="range" name="move" min="0" max=(page.moves) value=(replay);
                        button type="submit" { (t(lang, &msg!("web-replay-show"))) }
                    }
                    // The script words the picture's alternative as the slider moves:
                    // both sentences, `{n}` standing for the move.
                    img #replay-board src=(format!("/g/{token}/board.png?move={replay}")) data-base=(format!("/g/{token}/board.png?move="))
                        data-alt-start=(t(lang, &msg!("web-replay-alt-start")))
                        data-alt-after=(t(lang, &msg!("web-replay-alt-after", number = "{n}")))
                        alt=(replay_alt(lang, replay)) loading="lazy";
                }
                details.rules {
                    summary { (t(lang, &msg!("web-rules-of", game = page.game.as_str()))) }
                    (markdown(page.rules))
                }
                p.cards-link { a href=(format!("/g/{token}/cards")) { (t(lang, &msg!("web-cards-link", game = page.game.as_str()))) } }
                section.fair {
                    h2 { (t(lang, &msg!("web-fair-play"))) }
                    @match &page.commitment {
                        Some(sealed) => {
                            p { (t(lang, &msg!("web-seed-sealed"))) }
                            p { code.seal { (sealed) } }
                            @if page.record_ready {
                                p { (record) }
                            } @else {
                                p { (t(lang, &msg!("web-seed-later"))) }
                            }
                        }
                        None => p { (t(lang, &msg!("web-seed-none"))) }
                    }
                }
            }
        },
    )
}

fn replay_alt(lang: Lang, after: usize) -> String {
    match after {
        0 => t(lang, &msg!("web-replay-alt-start")),
        n => t(lang, &msg!("web-replay-alt-after", number = n)),
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
    let lang = page.lang;
    let since = with_slots(
        &t(lang, &msg!("web-since", when = slot(0))),
        &[moment(page.since_ms)],
    );
    html! {
        p.status data-moves=(page.moves) {
            (inline(&page.status))
            @if !page.over { " " span.since { (since) } }
        }
        figure.board {
            // The address changes with the game, so a refreshed part never shows a
            // picture the browser kept.
            img src=(format!("/g/{token}/board.png?v={}", page.since_ms)) alt=(page.board_alt);
        }
        section.log {
            h2 { (t(lang, &msg!("web-every-move"))) }
            form method="get" action=(format!("/g/{token}")) role="search" {
                label for="log-search" { (t(lang, &msg!("web-find-label"))) }
                input #log-search type="search" name="q" value=(search.unwrap_or("")) placeholder=(t(lang, &msg!("web-find-placeholder")));
                button type="submit" { (t(lang, &msg!("web-find"))) }
            }
            @if shown.is_empty() {
                p.empty { @if search.is_some() { (t(lang, &msg!("web-find-nothing"))) } @else { (t(lang, &msg!("web-no-moves"))) } }
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
    let lang = page.lang;
    let game = page.game.as_str();
    layout(
        lang,
        &t(lang, &msg!("web-cards-title", game = game)),
        html! {
            header {
                h1 { (t(lang, &msg!("web-cards-heading", game = game))) }
                p { a href=(format!("/g/{token}")) { (t(lang, &msg!("web-back-to-game"))) } }
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
    let lang = page.lang;
    layout(
        lang,
        &t(lang, &msg!("web-private-title", game = page.game.as_str())),
        html! {
            header {
                h1 { (page.game) }
                p.tagline { (t(lang, &msg!("web-private-tagline", name = page.seat_name.as_str()))) }
                p { a href=(format!("/g/{token}")) { (t(lang, &msg!("web-private-table-link"))) } }
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
/// whether a game is there. In the reader's language (`lang`).
pub fn not_found(lang: Lang) -> Markup {
    let said = with_slots(
        &t(lang, &msg!("web-not-found", command = slot(0))),
        &[html! { code { (t(lang, &msg!("web-game-web-command"))) } }],
    );
    layout(
        lang,
        &t(lang, &msg!("web-not-found-title")),
        html! {
            main.nothing {
                h1 { (t(lang, &msg!("web-not-found-heading"))) }
                p { (said) }
            }
        },
    )
}

/// The page's favicon-free, script-free error for a failure on our side.
pub fn trouble(lang: Lang) -> Markup {
    layout(
        lang,
        &t(lang, &msg!("web-trouble-title")),
        html! {
            main.nothing {
                h1 { (t(lang, &msg!("web-trouble-heading"))) }
                p { (t(lang, &msg!("web-trouble"))) }
            }
        },
    )
}

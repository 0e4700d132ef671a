//! What the table's web pages show, read as the channel sees it: the public board (now
//! or after any move), whom the game waits for, every move in words, the rules, the
//! sealed seed and, once it may be revealed, the game's record; and, for a seat's
//! signed link, that seat's own view. Read-only: nothing here changes a game. Turning
//! this into HTML is `web/`'s job; making and checking addresses is `web_links.rs`'s.

use std::sync::OnceLock;

use super::history::replay_to;
use super::reply::{Button, ButtonStyle, Image, Row};
use super::text::{seat_name, with_names};
use super::web_links::{fresh_token, is_token, WebLinks};
use super::*;
use crate::store::SessionId;
use windward_render::Names;

/// A game's public page, as data. Texts are markdown with names filled in (escaped:
/// a name is untrusted).
#[derive(Clone, Debug)]
pub struct PublicPage {
    pub session: SessionId,
    /// The language the page is written in: the reader's, else the table's.
    pub lang: Lang,
    pub game: String,
    pub tagline: String,
    pub players: Vec<String>,
    /// Whom the game waits for, or how it ended.
    pub status: String,
    /// When the game last changed (Unix ms): "waiting since".
    pub since_ms: i64,
    /// Moves in the log (the replay goes from 0, the start, to this).
    pub moves: usize,
    pub log: Vec<LogLine>,
    pub rules: &'static str,
    /// The seed's commitment (SHA-256, hex), for games whose seed is sealed.
    pub commitment: Option<String>,
    /// The game's record may be downloaded (it is over and its seed revealed).
    pub record_ready: bool,
    /// The board now, in words.
    pub board_alt: String,
    pub over: bool,
}

/// One move of the log.
#[derive(Clone, Debug)]
pub struct LogLine {
    pub number: u64,
    pub at_ms: i64,
    pub lines: Vec<String>,
}

/// A game's components for its page: the catalogue `/game cards` reads.
#[derive(Clone, Debug)]
pub struct CardsPage {
    /// The language the page is written in.
    pub lang: Lang,
    pub game: String,
    pub game_id: &'static str,
    pub components: Vec<windward_engine::catalogue::Component>,
}

/// A seat's own view, as data.
#[derive(Clone, Debug)]
pub struct PrivatePage {
    pub session: SessionId,
    /// The language the page is written in: the reader's, else the seat's.
    pub lang: Lang,
    pub game: String,
    pub seat_name: String,
    /// What the seat's hand view says (markdown).
    pub text: String,
    /// The picture in words.
    pub board_alt: String,
    /// When the game last changed (Unix ms): what the picture's address carries.
    pub version: i64,
}

/// The links an app gives out, once `run` has set them.
pub(super) type WebSetting = OnceLock<WebLinks>;

impl App {
    /// Gives out web links from now on (`PUBLIC_URL` and the web secret). Set once;
    /// later calls are ignored.
    pub fn set_web_links(&self, links: WebLinks) {
        let _ = self.web.set(links);
    }

    /// The links this app gives out, if any were set.
    pub fn web_links(&self) -> Option<&WebLinks> {
        self.web.get()
    }

    /// The session a page token opens: a game that has started. Any other text (a
    /// malformed token included) is `None`, looked up or not.
    pub async fn session_of_page(&self, token: &str) -> Result<Option<SessionRow>, Fail> {
        if !is_token(token) {
            return Ok(None);
        }
        let session = self.store.session_by_web_token(token).await?;
        Ok(session.filter(|s| s.status != Status::Lobby))
    }

    /// The page token of a started game, made now if it has none (games started
    /// before pages existed).
    pub(super) async fn page_token(&self, session: SessionId) -> Result<String, Fail> {
        Ok(self.store.web_token(session, &fresh_token()).await?)
    }

    /// "🌐 Open on the web", for a live board, when links are given out.
    pub(super) async fn web_button(&self, session: &SessionRow) -> Option<Button> {
        let links = self.web_links().filter(|l| l.public())?;
        let token = match self.page_token(session.id).await {
            Ok(token) => token,
            Err(e) => {
                warn!(session = session.id, error = ?e, "no page token");
                return None;
            }
        };
        // On the live board: the table's language.
        let label = say(session.lang, &msg!("schedule-web-open-button"));
        Some(Button::link(&label, links.page(&token)?))
    }

    /// The live board ([`Board::message`]) with its link to the game's page.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn board_message(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        narration: &[String],
        ping: Ping<'_>,
        featured: Option<Seat>,
        picture: Picture,
    ) -> Message {
        let mut message = self
            .board
            .message(session, seats, game, narration, ping, featured, picture)
            .await;
        self.show_proposals(&mut message, session, seats).await;
        if let Some(button) = self.web_button(session).await {
            add_button(&mut message, button);
        }
        message
    }

    /// "🔒 My view on the web" (a private link for `seat`), when links are given out,
    /// labelled in `lang` (whoever sees the view).
    pub(super) async fn private_web_button(
        &self,
        session: &SessionRow,
        seat: u8,
        lang: Lang,
    ) -> Option<Button> {
        let links = self.web_links().filter(|l| l.public())?;
        let token = self.page_token(session.id).await.ok()?;
        let url = links.private(&token, seat, self.clock.now_ms())?;
        let label = say(lang, &msg!("schedule-web-open-big-button"));
        Some(Button::link(&label, url))
    }

    /// `/game web`: the game's page for anyone, and the caller's own private page.
    pub(super) async fn game_web(&self, caller: &Caller) -> Result<Response, Fail> {
        let Some(links) = self.web_links().filter(|l| l.public()) else {
            return refuse(msg!("schedule-web-no-pages"));
        };
        let session = self.game_to_look_back_on(caller).await?;
        let token = self.page_token(session.id).await?;
        let Some(page) = links.page(&token) else {
            return refuse(msg!("schedule-web-no-pages-short"));
        };
        let lang = caller.lang;
        let mut out = Text::from(say(
            lang,
            &msg!(
                "schedule-web-page",
                game = session.kind.name_in(lang),
                url = page.as_str()
            ),
        ));
        let mut message = Message::to_caller(Text::new());
        add_button(
            &mut message,
            Button::link(&say(lang, &msg!("schedule-web-open-game-button")), page),
        );
        let seats = self.store.seats(session.id).await?;
        let mine = seats.iter().find(|s| s.user_id == caller.user_id);
        if let (Some(me), true, Status::Active) =
            (mine, session.kind.has_private_view(), session.status)
        {
            if let Some(url) = links.private(&token, me.seat, self.clock.now_ms()) {
                // "My hand" → "Your hand".
                out.push(&format!(
                    "\n{}",
                    say(
                        lang,
                        &msg!(
                            "schedule-web-private",
                            thing = thing_of(session.kind),
                            url = url.as_str()
                        )
                    )
                ));
                out.note(&say(
                    lang,
                    &msg!(
                        "schedule-web-private-note",
                        days = super::web_links::PRIVATE_LINK_DAYS
                    ),
                ));
                add_button(
                    &mut message,
                    Button::link(&say(lang, &msg!("schedule-web-open-view-button")), url),
                );
            }
        }
        message.content = out;
        Ok(Response::one(message))
    }

    /// The game page for `token`, in `reader`'s language if given (the browser's),
    /// else the table's.
    pub async fn web_page(
        &self,
        token: &str,
        reader: Option<Lang>,
    ) -> Result<Option<PublicPage>, Fail> {
        let Some(session) = self.session_of_page(token).await? else {
            return Ok(None);
        };
        let lang = reader.unwrap_or(session.lang);
        let seats = self.store.seats(session.id).await?;
        let log = self.store.log(session.id).await?;
        let game = self.game_of(&session).await?;
        let outcome = game.outcome();
        let status = match (&outcome, session.status) {
            (Some(outcome), _) => say(
                lang,
                &msg!(
                    "web-status-over",
                    summary = with_names(&say(lang, &outcome.summary), &seats)
                ),
            ),
            (None, Status::Aborted) => say(lang, &msg!("web-status-aborted")),
            (None, _) => {
                let waiting: Vec<String> = game
                    .to_act()
                    .into_iter()
                    .map(|s| format!("**{}**", escape(&seat_name(&seats, s))))
                    .collect();
                if waiting.is_empty() {
                    say(lang, &msg!("web-status-nobody"))
                } else {
                    say(
                        lang,
                        &msg!("web-status-waiting", names = waiting.join(", ")),
                    )
                }
            }
        };
        let mut players: Vec<(u8, String)> =
            seats.iter().map(|s| (s.seat, s.name.clone())).collect();
        players.sort();
        Ok(Some(PublicPage {
            session: session.id,
            lang,
            game: session.kind.name_in(lang),
            tagline: session.kind.tagline_in(lang),
            players: players.into_iter().map(|(_, n)| n).collect(),
            status,
            since_ms: session.updated_at,
            moves: log.len(),
            log: log_lines(&log, &seats, session.kind.has_private_view(), lang),
            rules: session.kind.rules(lang),
            commitment: session
                .seed_salt
                .as_ref()
                .map(|salt| record::commitment(session.seed, salt)),
            record_ready: self.record_revealed(&session),
            board_alt: windward_render::alt(
                &game.view(windward_engine::Viewer::Public),
                &Names::new(&board::names_by_seat(&seats), lang),
            ),
            over: outcome.is_some() || session.status == Status::Aborted,
        }))
    }

    /// The public board for `token`: now, or after move `after` (0: as it began).
    /// `None` for no such page or move.
    pub async fn web_board(
        &self,
        token: &str,
        after: Option<usize>,
    ) -> Result<Option<Image>, Fail> {
        let Some(session) = self.session_of_page(token).await? else {
            return Ok(None);
        };
        let seats = self.store.seats(session.id).await?;
        let game = match after {
            None => self.game_of(&session).await?,
            Some(n) => {
                let log = self.store.log(session.id).await?;
                if n > log.len() {
                    return Ok(None);
                }
                let players = self.game_of(&session).await?.players();
                // A long game's replay is CPU work, and anyone with the link may ask
                // for one: off the async runtime, which the gateway shares.
                let replaying = session.clone();
                tokio::task::spawn_blocking(move || replay_to(&replaying, players, &log[..n]))
                    .await
                    .map_err(|e| Fail::Corrupt(format!("a replay failed: {e}")))??
            }
        };
        Ok(self.board.public_image(&game, &seats, session.lang).await)
    }

    /// The game's record (`windward verify` checks it), once its seed may be revealed.
    pub async fn web_record(&self, token: &str) -> Result<Option<String>, Fail> {
        let Some(session) = self.session_of_page(token).await? else {
            return Ok(None);
        };
        if !self.record_revealed(&session) {
            return Ok(None);
        }
        let seats = self.store.seats(session.id).await?;
        let log = self.store.log(session.id).await?;
        // The record is checked by `windward verify`: its words stay English.
        let outcome = self
            .game_of(&session)
            .await?
            .outcome()
            .map(|o| o.summary.english());
        Ok(record::GameRecord::of(&session, &seats, &log, outcome)
            .and_then(|r| serde_json::to_string_pretty(&r).ok()))
    }

    /// Whether a game's seed may be shown: it is over, and is not a daily voyage
    /// still open today (as `/game verify` says).
    fn record_revealed(&self, session: &SessionRow) -> bool {
        let today = record::day_of(self.clock.now_ms());
        let daily_open = record::daily_of(&session.options).is_some_and(|day| *day >= *today);
        session.seed_salt.is_some() && session.status == Status::Finished && !daily_open
    }

    /// The catalogue of the game `token` opens, in `reader`'s language if given,
    /// else the table's.
    pub async fn web_cards(
        &self,
        token: &str,
        reader: Option<Lang>,
    ) -> Result<Option<CardsPage>, Fail> {
        let Some(session) = self.session_of_page(token).await? else {
            return Ok(None);
        };
        let lang = reader.unwrap_or(session.lang);
        Ok(Some(CardsPage {
            lang,
            game: session.kind.name_in(lang),
            game_id: session.kind.id(),
            components: session.kind.catalogue_in(lang),
        }))
    }

    /// A component's picture, by game and component id, in `lang` (public knowledge:
    /// no game needed, as for `/game cards`).
    pub async fn web_card_image(
        &self,
        lang: Lang,
        game: &str,
        id: &str,
    ) -> Result<Option<Image>, Fail> {
        let Some(kind) = GameKind::ALL.iter().copied().find(|k| k.id() == game) else {
            return Ok(None);
        };
        let Some(component) = kind.catalogue_in(lang).into_iter().find(|c| c.id == id) else {
            return Ok(None);
        };
        Ok(self.card_image(lang, kind, component).await)
    }

    /// `seat`'s own view for a private page (the link already checked), in
    /// `reader`'s language if given (the browser's), else the seat's player's.
    pub async fn web_private(
        &self,
        token: &str,
        seat: u8,
        reader: Option<Lang>,
    ) -> Result<Option<PrivatePage>, Fail> {
        let Some((session, seats, game)) = self.seated(token, seat).await? else {
            return Ok(None);
        };
        let lang = reader.unwrap_or_else(|| text::seat_lang(&seats, Seat(seat)));
        let message = self
            .board
            .private_message(
                &session,
                &seats,
                &game,
                Seat(seat),
                &[],
                Picture::Keep,
                lang,
            )
            .await;
        Ok(Some(PrivatePage {
            session: session.id,
            lang,
            game: session.kind.name_in(lang),
            seat_name: seat_name(&seats, Seat(seat)),
            text: message.embed.map(|e| e.description).unwrap_or_default(),
            board_alt: windward_render::alt(
                &game.view(windward_engine::Viewer::Seat(Seat(seat))),
                &Names::new(&board::names_by_seat(&seats), lang),
            ),
            version: session.updated_at,
        }))
    }

    /// `seat`'s own view's picture (the link already checked).
    pub async fn web_private_board(&self, token: &str, seat: u8) -> Result<Option<Image>, Fail> {
        let Some((_, seats, game)) = self.seated(token, seat).await? else {
            return Ok(None);
        };
        let lang = text::seat_lang(&seats, Seat(seat));
        Ok(self
            .board
            .private_image(&game, &seats, Seat(seat), lang)
            .await)
    }

    async fn seated(
        &self,
        token: &str,
        seat: u8,
    ) -> Result<Option<(SessionRow, Vec<SeatRow>, Match)>, Fail> {
        let Some(session) = self.session_of_page(token).await? else {
            return Ok(None);
        };
        let seats = self.store.seats(session.id).await?;
        if !seats.iter().any(|s| s.seat == seat) {
            return Ok(None);
        }
        let game = self.game_of(&session).await?;
        Ok(Some((session, seats, game)))
    }
}

/// Adds a button to `message`: on its last row of buttons if it has room, else on a
/// row of its own (Discord allows five rows of five; past that it is left out).
pub(super) fn add_button(message: &mut Message, button: Button) {
    let rows = message.rows.len();
    match message.rows.last_mut() {
        Some(Row::Buttons(buttons)) if buttons.len() < 5 => buttons.push(button),
        _ if rows < 5 => message.rows.push(Row::Buttons(vec![button])),
        _ => {}
    }
}

/// Every move in words, names filled in. A move that told the table nothing is a
/// private choice where the game has secrets; elsewhere it is a pick on the way to a
/// move, and left out.
fn log_lines(
    log: &[crate::store::LogRow],
    seats: &[SeatRow],
    secrets: bool,
    lang: Lang,
) -> Vec<LogLine> {
    log.iter()
        .filter_map(|row| {
            let mut lines: Vec<String> = row
                .narration
                .iter()
                .map(|l| text::told(lang, l, seats))
                .collect();
            if lines.is_empty() {
                if !secrets {
                    return None;
                }
                lines.push(say(
                    lang,
                    &msg!(
                        "web-log-private-move",
                        name = escape(&seat_name(seats, Seat(row.seat)))
                    ),
                ));
            }
            if row.stand_in {
                lines[0] = format!(
                    "{}{}",
                    super::history::STAND_IN_MARK,
                    say(lang, &msg!("web-log-stand-in", line = lines[0].as_str()))
                );
            }
            Some(LogLine {
                number: row.seq,
                at_ms: row.at_ms,
                lines,
            })
        })
        .collect()
}

impl Button {
    /// A button that opens `url` (Discord's link button: no click reaches the bot).
    pub fn link(label: &str, url: String) -> Button {
        Button {
            label: label.into(),
            custom_id: String::new(),
            style: ButtonStyle::Link(url),
            disabled: false,
        }
    }
}

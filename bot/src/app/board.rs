//! Board posts: the picture, the narration, the ping and the buttons after every move.

use tracing::warn;
use windward_engine::dice::Roll;
use windward_engine::i18n::{say, Lang};
use windward_engine::msg;
use windward_engine::{Actor, Match, Outcome, Placement, Seat, Viewer};
use windward_render::Names;

use super::ids::{Code, ComponentId};
use super::reply::{
    Audience, Button, ButtonStyle, Embed, Image, Message, Row, Select, SelectOption,
};
use super::rich::Text;
use super::text::{clip, escape, seat_name, with_mentions, with_names, with_plain_names};
use super::timing::{self, Phase};
use crate::store::{SeatRow, SessionRow, Status};

/// Rows of buttons a board may use; the last row is kept for "My hand" and "Rematch".
const ACTION_ROWS: usize = 4;
const BUTTONS_PER_ROW: usize = 5;
const MENU_OPTIONS: usize = 25;

/// Whom a board post pings.
#[derive(Clone, Copy, Debug)]
pub enum Ping<'a> {
    /// Nobody, and players are named rather than mentioned (a re-post of the board).
    Nobody,
    /// Mention whoever the game waits for, notifying nobody (an edit of the live
    /// board: edits never notify anyway).
    Silently,
    /// Everyone the game waits for (a game that just started).
    Waiting,
    /// These seats, if the game waits for them; everyone at the end of the game.
    Only(&'a [Seat]),
}

/// Whether a board's picture is drawn anew or kept from the message being edited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picture {
    Draw,
    /// Nothing the picture shows has changed: keep the one the message has.
    Keep,
    /// A new private message whose owner was shown this very picture moments ago (it
    /// is still above in their Discord): send no picture, and say so.
    Shown,
}

/// Runs `draw` (drawing and encoding a picture: CPU work) on the drawing pool: one
/// long-lived thread per core, taking pictures in the order they were asked for.
///
/// - **Bounded:** a burst of moves queues its pictures instead of drawing them all at
///   once and taking every core from the gateway and every other answer.
/// - **Long-lived:** drawing caches are per thread (glyph masks, Bitwa's map,
///   Zefiria's islands, badges: `kit::layer`). Tokio's blocking threads end after 10
///   idle seconds, so with moves minutes apart every picture was drawn on a new thread:
///   Bitwa's board took 23 ms there against 5.4 ms on a thread that had drawn it
///   before (`cargo run --release -p windward-render --example cold_warm`). Back to
///   back, as in `windward selfplay`, both kinds of thread are warm and measure alike.
pub(super) async fn drawn<T: Send + 'static>(
    draw: impl FnOnce() -> T + Send + 'static,
) -> Result<T, DrawingLost> {
    let (done, result) = tokio::sync::oneshot::channel();
    let queued = timing::phase(Phase::Queue);
    let job = move || {
        queued.done();
        // A panic is the caller's error to report, not the pool's to die of.
        let drawn = std::panic::catch_unwind(std::panic::AssertUnwindSafe(draw));
        // The caller may have gone (its request abandoned): the picture is dropped.
        let _ = done.send(drawn.map_err(|_| DrawingLost));
    };
    match pencils() {
        Some(pool) => pool.spawn(job),
        // No drawing threads could be started: draw unbounded rather than not at all.
        None => drop(tokio::task::spawn_blocking(job)),
    }
    result.await.unwrap_or(Err(DrawingLost))
}

/// A picture that was not drawn: its drawing panicked.
#[derive(Debug, thiserror::Error)]
#[error("the drawing stopped half way (a bug in the renderer)")]
pub(super) struct DrawingLost;

/// The drawing pool (see [`drawn`]), started on first use; `None` if its threads
/// could not be started (logged once).
fn pencils() -> Option<&'static rayon_core::ThreadPool> {
    static PENCILS: std::sync::OnceLock<Option<rayon_core::ThreadPool>> =
        std::sync::OnceLock::new();
    PENCILS
        .get_or_init(|| {
            let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
            rayon_core::ThreadPoolBuilder::new()
                .num_threads(cores)
                .thread_name(|i| format!("windward-draw-{i}"))
                .build()
                .inspect_err(|e| warn!(error = %e, "cannot start the drawing threads"))
                .ok()
        })
        .as_ref()
}

/// Whom a board post speaks to (prompts, pings) and whose buttons it carries: in games
/// whose seats play independently, the featured seat (the last mover) or the one seat
/// waited for, and every captain at a voyage's start; elsewhere everyone waited for.
fn addressed(
    independent: bool,
    all_waiting: Vec<Seat>,
    featured: Option<Seat>,
    ping: Ping<'_>,
) -> (Vec<Seat>, Vec<Seat>) {
    if independent {
        let shown = featured.or_else(|| (all_waiting.len() == 1).then(|| all_waiting[0]));
        let just: Vec<Seat> = all_waiting
            .iter()
            .copied()
            .filter(|s| Some(*s) == shown)
            .collect();
        match ping {
            // A voyage that has just begun: every captain is asked.
            Ping::Waiting => (all_waiting, just),
            _ => (just.clone(), just),
        }
    } else {
        (all_waiting.clone(), all_waiting)
    }
}

/// A finished game's post: the result, every player mentioned, what comes next (a
/// campaign's next mission) and how to check the seed.
fn game_over_content(
    session: &SessionRow,
    seats: &[SeatRow],
    game: &Match,
    outcome: &Outcome,
) -> Text {
    let lang = session.lang;
    let mut content = Text::from(format!(
        "{} {}\n",
        say(lang, &msg!("board-game-over")),
        with_names(&say(lang, &outcome.summary), seats)
    ));
    for (i, seat) in seats.iter().enumerate() {
        if i > 0 {
            content.push(" ");
        }
        content.mention(seat.user_id, &seat.name);
    }
    if game.campaign().is_some_and(|c| c.won()) {
        content.note(&say(lang, &msg!("board-campaign-goes-on")));
    }
    if super::record::daily_of(&session.options).is_some() {
        content.note(&say(lang, &msg!("board-daily-seed-later")));
    } else if session.seed_salt.is_some() {
        content.note(&say(
            lang,
            &msg!("board-seed-revealed", seed = session.seed.to_string()),
        ));
    }
    content
}

/// A game in progress's post: the prompt of each seat in `waiting` (mentioned or
/// named), and a word on private choices.
fn waiting_content(
    session: &SessionRow,
    seats: &[SeatRow],
    game: &Match,
    waiting: &[Seat],
    mover_out: Option<Seat>,
    mentioned: impl Fn(&Seat) -> bool,
) -> Text {
    let independent = session.kind.independent_seats();
    let lines = waiting.iter().map(|s| {
        let prompt = say(session.lang, &game.prompt(*s));
        if mentioned(s) {
            with_mentions(&prompt, seats)
        } else {
            Text::from(with_names(&prompt, seats))
        }
    });
    let mut content = Text::join(lines, "\n");
    if content.is_empty() && independent {
        // Their prompt says how it ended, so the post is never headless.
        if let Some(seat) = mover_out {
            content = Text::from(with_names(&say(session.lang, &game.prompt(seat)), seats));
        }
    }
    let private_choices = waiting.iter().any(|s| {
        game.choices(Actor::player(*s))
            .iter()
            .any(|c| c.placement == Placement::Private)
    });
    if private_choices {
        content.push("\n");
        content.push(&say(
            session.lang,
            &msg!(
                "board-private-choices",
                button = session.kind.private_view_label()
            ),
        ));
    }
    content
}

/// Notes when the table's next deadline times out and what happens then, unless the
/// game is over or the computer already plays that seat.
fn note_deadline(
    content: &mut Text,
    session: &SessionRow,
    seats: &[SeatRow],
    game: &Match,
    outcome: &Option<Outcome>,
) {
    let stood_in = |seat: Seat| {
        seats
            .iter()
            .any(|s| s.seat == seat.0 && (s.stand_in || super::computer::is_computer(s.user_id)))
    };
    // The table's next deadline: whose it is, where several seats have one.
    let timeouts = game.timeouts();
    let timeout = session
        .deadline_seat
        .and_then(|seat| timeouts.iter().find(|t| t.seat.0 == seat))
        .or(timeouts.first());
    if let (None, Some(at), Some(timeout)) = (outcome, session.deadline_at, timeout) {
        if !stood_in(timeout.seat) {
            // What a player coming back needs: how long is left, and what happens then.
            // The computer takes the seat when this deadline is the last one it may miss.
            let missed = seats
                .iter()
                .find(|s| s.seat == timeout.seat.0)
                .map_or(0, |s| s.missed);
            let stands_in = session
                .kind
                .stand_in_after(&session.options)
                .is_some_and(|after| missed + 1 >= after);
            let player = escape(&seat_name(seats, timeout.seat));
            let then = if stands_in {
                msg!("board-then-computer", player = player)
            } else {
                msg!(
                    "board-then-default",
                    action = timeout.notation.replace('`', "'"),
                    player = player
                )
            };
            content
                .note(&say(session.lang, &msg!("board-times-out")))
                .time(at)
                .push(&say(session.lang, &then));
        }
    }
}

/// Notes which of the seats the game waits for are away, and until when.
fn note_away(content: &mut Text, seats: &[SeatRow], game: &Match, lang: Lang) {
    // The table should know why someone it waits for is quiet.
    for seat in game.to_act().iter() {
        let away = seats
            .iter()
            .find(|s| s.seat == seat.0)
            .and_then(|s| s.away_until);
        if let Some(until) = away {
            let player = escape(&seat_name(seats, *seat));
            content
                .note(&say(lang, &msg!("board-away", player = player)))
                .time(until)
                .push(&say(lang, &msg!("board-away-end")));
        }
    }
}

/// Notes whom the computer plays for, and how they take their seat back.
fn note_stand_ins(content: &mut Text, seats: &[SeatRow], lang: Lang) {
    for seat in seats.iter().filter(|s| s.stand_in) {
        content.note(&say(
            lang,
            &msg!("board-stand-in", player = escape(&seat.name)),
        ));
    }
}

/// Builds board messages, rendering images unless told not to (self-play `--no-render`).
#[derive(Clone, Copy, Debug)]
pub struct Board {
    pub render: bool,
}

/// The file name of the public board's picture.
pub const BOARD_PNG: &str = "board.png";
/// The file name of a private view's picture.
pub const HAND_PNG: &str = "hand.png";

impl Board {
    /// The public board, narrating `narration` (lines with seat tags, newest last),
    /// mentioning whoever must act next and pinging as `ping` says.
    ///
    /// `featured` is the seat whose buttons the board carries in games whose seats
    /// play independently (the last mover); elsewhere the board carries the buttons
    /// of every seat the game waits for. Every move button is bound to its seat.
    #[allow(clippy::too_many_arguments)]
    pub async fn message(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        narration: &[String],
        ping: Ping<'_>,
        featured: Option<Seat>,
        picture: Picture,
    ) -> Message {
        let all_waiting = game.to_act();
        let independent = session.kind.independent_seats();
        // The captain who just moved, if they are out of the voyage now (lost, or done).
        let mover_out = featured.filter(|s| !all_waiting.contains(s));
        // Who the post speaks to (prompts, pings) and whose buttons it carries.
        let (waiting, featured) = addressed(independent, all_waiting, featured, ping);
        let outcome = game.outcome();
        let mut pings = Vec::new();
        let pinged = |seat: &Seat| match ping {
            Ping::Nobody | Ping::Silently => false,
            Ping::Waiting => true,
            Ping::Only(seats) => seats.contains(seat),
        };
        let mentioned = |seat: &Seat| pinged(seat) || matches!(ping, Ping::Silently);
        let content = match &outcome {
            Some(outcome) => {
                if matches!(ping, Ping::Waiting | Ping::Only(_)) {
                    pings = seats.iter().map(|s| s.user_id).collect();
                }
                game_over_content(session, seats, game, outcome)
            }
            None => {
                pings = waiting
                    .iter()
                    .filter(|s| pinged(s))
                    .filter_map(|s| seats.iter().find(|r| r.seat == s.0))
                    .map(|r| r.user_id)
                    .collect();
                waiting_content(session, seats, game, &waiting, mover_out, mentioned)
            }
        };
        let mut content = content;
        note_deadline(&mut content, session, seats, game, &outcome);
        if outcome.is_none() {
            note_away(&mut content, seats, game, session.lang);
            note_stand_ins(&mut content, seats, session.lang);
        }
        let narration: Vec<String> = narration.iter().map(|l| with_names(l, seats)).collect();
        let (image, kept_image) = match picture {
            Picture::Keep if self.render => (None, Some(BOARD_PNG.to_string())),
            _ => (
                self.render_view(
                    game.view(Viewer::Public),
                    seats,
                    BOARD_PNG,
                    &lead(game, seats, session.lang),
                    session.lang,
                )
                .await,
                None,
            ),
        };
        // The computer's turns are played by the bot: its buttons would only invite
        // the wrong player to press them.
        let computers: Vec<Seat> = seats
            .iter()
            .filter(|s| super::computer::is_computer(s.user_id))
            .map(|s| Seat(s.seat))
            .collect();
        let featured: Vec<Seat> = featured
            .into_iter()
            .filter(|s| !computers.contains(s))
            .collect();
        pings.retain(|u| !super::computer::is_computer(*u));
        let mut rows = if outcome.is_none() {
            action_rows(
                session,
                seats,
                game,
                &featured,
                RowsFor::Board,
                session.lang,
            )
        } else {
            Vec::new()
        };
        let extra = self.extra_buttons(session, seats, &featured, outcome.is_some());
        // A won campaign mission: the next one is chosen here, now or weeks later.
        if outcome.is_some() && game.campaign().is_some_and(|c| c.won()) {
            rows.extend(super::campaign::next_mission_menu(session).map(Row::Select));
        }
        if !extra.is_empty() {
            rows.push(Row::Buttons(extra));
        }
        let typed_only = outcome.is_none()
            && waiting.iter().any(|s| {
                game.choices(Actor::player(*s))
                    .iter()
                    .any(|c| c.placement == Placement::TypedOnly)
            });
        let mut description = newest_lines_within(&narration, 3800, session.lang);
        if description.is_empty() && outcome.is_none() {
            description = say(session.lang, &msg!("board-as-it-stands"));
        }
        let shows_picture = image.is_some() || kept_image.is_some();
        Message {
            audience: Audience::Channel,
            content: content.clip(1900),
            embed: Some(Embed {
                title: session.kind.name_in(session.lang),
                description,
                fields: Vec::new(),
                colour: if outcome.is_some() {
                    0x009E73
                } else {
                    0x0072B2
                },
                image_in_embed: shows_picture,
                footer: Some(say(
                    session.lang,
                    &if typed_only {
                        msg!(
                            "board-footer-typed",
                            number = session.seq,
                            game = session.kind.id()
                        )
                    } else {
                        msg!(
                            "board-footer",
                            number = session.seq,
                            game = session.kind.id()
                        )
                    },
                )),
            }),
            image,
            kept_image,
            rows,
            pings,
        }
    }

    /// The buttons beside the moves: the private view, undo for the last mover, **I'm
    /// back** for each player the computer stands in for, and a finished game's
    /// rematch and replay.
    fn extra_buttons(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        featured: &[Seat],
        over: bool,
    ) -> Vec<Button> {
        let mut extra = Vec::new();
        let stood_in: Vec<&SeatRow> = seats.iter().filter(|s| s.stand_in).collect();
        if !over {
            // A row holds five buttons: the private view, undo, and three of these.
            for seat in stood_in.iter().take(3) {
                let label = say(
                    session.lang,
                    &match stood_in.len() {
                        1 => msg!("button-back"),
                        _ => msg!("button-player-back", player = clip(&seat.name, 40)),
                    },
                );
                extra.push(super::stand_ins::back_button(
                    session,
                    Seat(seat.seat),
                    &label,
                ));
            }
        }
        if session.kind.has_private_view() && !over {
            extra.push(button(
                session,
                None,
                None,
                Code::Hand,
                &say(session.lang, &session.kind.private_view_label()),
                ButtonStyle::Secondary,
            ));
        }
        if let Some(seat) = session
            .undo_seat
            .map(Seat)
            .filter(|s| !over && featured.contains(s))
        {
            extra.push(button(
                session,
                Some(session.seq),
                Some(seat),
                Code::Undo,
                &say(session.lang, &msg!("button-undo")),
                ButtonStyle::Secondary,
            ));
        }
        if over || session.status == Status::Finished {
            extra.push(button(
                session,
                None,
                None,
                Code::Rematch,
                &say(session.lang, &msg!("button-rematch")),
                ButtonStyle::Success,
            ));
            if self.render {
                extra.push(button(
                    session,
                    None,
                    None,
                    Code::Strip,
                    &say(session.lang, &msg!("button-watch")),
                    ButtonStyle::Secondary,
                ));
            }
        }
        extra.into_iter().flatten().collect()
    }

    /// The private view for `seat`, for an ephemeral reply, in its viewer's `lang`. `news` (lines already
    /// filled with names) is told first, marked as new.
    #[allow(clippy::too_many_arguments)]
    pub async fn private_message(
        &self,
        session: &SessionRow,
        seats: &[SeatRow],
        game: &Match,
        seat: Seat,
        news: &[String],
        picture: Picture,
        lang: Lang,
    ) -> Message {
        let (image, kept_image) = match picture {
            Picture::Keep if self.render => (None, Some(HAND_PNG.to_string())),
            Picture::Shown if self.render => (None, None),
            _ => (self.private_image(game, seats, seat, lang).await, None),
        };
        let mut description = if session.kind.has_private_view() {
            with_names(&say(lang, &game.prompt(seat)), seats)
        } else {
            say(
                lang,
                &msg!("view-nothing-hidden", game = session.kind.name_in(lang)),
            )
        };
        if description.is_empty() {
            description = say(lang, &msg!("view-yours"));
        }
        let details = counted(game.details(seat));
        if !details.is_empty() {
            description = format!(
                "{description}\n\n{}",
                with_names(&details.join("\n"), seats)
            );
        }
        if picture == Picture::Shown && self.render {
            description = format!(
                "{description}\n\n{}",
                say(lang, &msg!("view-picture-unchanged"))
            );
        }
        if !news.is_empty() {
            description = format!("🆕 {}\n\n{description}", news.join("\n🆕 "));
        }
        let shows_picture = image.is_some() || kept_image.is_some();
        Message {
            audience: Audience::Caller,
            content: Text::new(),
            embed: Some(Embed {
                title: say(lang, &msg!("view-title", game = session.kind.name_in(lang))),
                description: clip(&description, 4000),
                fields: Vec::new(),
                colour: 0xCC79A7,
                image_in_embed: shows_picture,
                footer: Some(say(lang, &msg!("view-only-you"))),
            }),
            image,
            kept_image,
            rows: if game.outcome().is_none() && game.to_act().contains(&seat) {
                action_rows(session, seats, game, &[seat], RowsFor::Private, lang)
            } else {
                Vec::new()
            },
            pings: Vec::new(),
        }
    }

    /// Whether the public board of `after` draws the very picture `before`'s did
    /// (views that differ in what no picture shows): then an edit keeps the attachment
    /// instead of uploading it again. Only when `before`'s picture is still in the
    /// cache of recent drawings; otherwise it is not drawn again just to compare, and
    /// the edit uploads.
    pub async fn draws_the_same(
        &self,
        before: &Match,
        after: &Match,
        seats: &[SeatRow],
        lang: Lang,
    ) -> bool {
        if !self.render {
            return false;
        }
        let names = names_by_seat(seats);
        let Some(shown) = drawn_lately(&before.view(Viewer::Public), &names, lang) else {
            return false;
        };
        let picture = drawing(after.view(Viewer::Public), names, lang);
        picture.get_or_init(draw_png).await.as_ref() == Some(&shown)
    }

    /// The public board's picture alone, drawn in the table's language `lang`.
    pub async fn public_image(&self, game: &Match, seats: &[SeatRow], lang: Lang) -> Option<Image> {
        self.render_view(
            game.view(Viewer::Public),
            seats,
            BOARD_PNG,
            &lead(game, seats, lang),
            lang,
        )
        .await
    }

    /// `seat`'s own view's picture alone, drawn in its player's language `lang`.
    pub async fn private_image(
        &self,
        game: &Match,
        seats: &[SeatRow],
        seat: Seat,
        lang: Lang,
    ) -> Option<Image> {
        self.render_view(
            game.view(Viewer::Seat(seat)),
            seats,
            HAND_PNG,
            &say(
                lang,
                &msg!(
                    "view-alt-lead",
                    player = seat_name(seats, seat),
                    game = game.kind().name_in(lang)
                ),
            ),
            lang,
        )
        .await
    }

    /// A picture of a roll's dice.
    pub async fn roll_image(&self, roll: Roll, who: String, lang: Lang) -> Option<Image> {
        if !self.render {
            return None;
        }
        let said = say(
            lang,
            &msg!(
                "turns-roll-alt",
                player = who.as_str(),
                roll = super::breakdown::plain(lang, &roll)
            ),
        );
        let rendered = drawn(move || windward_render::roll(&roll, &who)).await;
        match rendered {
            Ok(Ok(png)) => Some(Image::new("roll.png", png.bytes, said)),
            Ok(Err(e)) => {
                warn!(error = %e, "roll image failed");
                None
            }
            Err(e) => {
                warn!(error = %e, "roll image task failed");
                None
            }
        }
    }

    /// `lead`: the words the picture's description begins with (whose turn it is).
    async fn render_view(
        &self,
        view: windward_engine::AnyView,
        seats: &[SeatRow],
        filename: &str,
        lead: &str,
        lang: Lang,
    ) -> Option<Image> {
        if !self.render {
            return None;
        }
        let names = names_by_seat(seats);
        let said = format!(
            "{lead} {}",
            windward_render::alt(&view, &Names::new(&names, lang))
        );
        let picture = drawing(view, names, lang);
        let png = picture.get_or_init(draw_png).await;
        png.clone().map(|png| Image::new(filename, png, said))
    }

    /// Starts drawing the public board of `game` (and `seat`'s own view, where the
    /// game has one) without waiting: a move calls this before its commit, so the
    /// drawing runs while the commit does, and the messages built after it take the
    /// pictures from [`drawing`]'s cache. Nothing is shown until the move is answered.
    ///
    /// `public` is the table's language when the public board's picture changed (an
    /// unchanged one is kept, not drawn); `seat` is the mover whose own view changed,
    /// if it did, with their language.
    pub fn draw_ahead(
        &self,
        game: &Match,
        seats: &[SeatRow],
        public: Option<Lang>,
        seat: Option<(Seat, Lang)>,
    ) {
        if !self.render {
            return;
        }
        let names = names_by_seat(seats);
        let mut views = Vec::new();
        if let Some(lang) = public {
            views.push((game.view(Viewer::Public), lang));
        }
        if let Some((seat, lang)) = seat.filter(|_| game.kind().has_private_view()) {
            views.push((game.view(Viewer::Seat(seat)), lang));
        }
        for (view, lang) in views {
            let cell = drawing(view, names.clone(), lang);
            tokio::spawn(async move {
                cell.get_or_init(draw_png).await;
            });
        }
    }
}

/// Draws and encodes a picture (CPU work: off the async runtime, see [`drawn`]).
async fn draw_png((view, names, lang): Source) -> Option<Vec<u8>> {
    let draw = move || {
        let drawing = timing::phase(Phase::Draw);
        let canvas = windward_render::draw(&view, &Names::new(&names, lang))?;
        drawing.done();
        let _png = timing::phase(Phase::Png);
        canvas.encode_png()
    };
    match drawn(draw).await {
        Ok(Ok(png)) => Some(png.bytes),
        Ok(Err(e)) => {
            warn!(error = %e, "board image failed");
            None
        }
        Err(e) => {
            warn!(error = %e, "board image task failed");
            None
        }
    }
}

/// What a picture is drawn from: a view, the seat names and the language.
type Source = (windward_engine::AnyView, Vec<String>, Lang);

/// Pictures drawn or being drawn lately, by exactly what they show: the view (its JSON),
/// the seat names and the language. A render is a pure function of those, so a picture found here
/// is the one a new drawing would make; a drawing still under way is waited for, not
/// started twice. Small and in memory: only a move's own pictures are looked up again.
const RECENT_PICTURES: usize = 8;

pub(super) struct Drawing {
    key: String,
    source: Source,
    png: tokio::sync::OnceCell<Option<Vec<u8>>>,
}

impl Drawing {
    /// The picture, drawn by the first caller (the others wait for it).
    async fn get_or_init<F, Fut>(&self, draw: F) -> &Option<Vec<u8>>
    where
        F: FnOnce(Source) -> Fut,
        Fut: std::future::Future<Output = Option<Vec<u8>>>,
    {
        self.png
            // A copy of the source: a drawing given up half way (its caller gone) is
            // started again by the next caller.
            .get_or_init(|| draw(self.source.clone()))
            .await
    }
}

/// The cache entry for a picture of `view` with `names` in `lang`, made if it is new.
pub(super) fn drawing(
    view: windward_engine::AnyView,
    names: Vec<String>,
    lang: Lang,
) -> std::sync::Arc<Drawing> {
    use std::sync::Arc;
    // A view that would not serialize (not expected: views are plain data) is drawn
    // uncached rather than not at all.
    let key = serde_json::to_string(&(&view, &names, lang)).unwrap_or_default();
    let fresh = || {
        Arc::new(Drawing {
            key: key.clone(),
            source: (view, names, lang),
            png: tokio::sync::OnceCell::new(),
        })
    };
    if key.is_empty() {
        return fresh();
    }
    let mut recent = recent_drawings();
    if let Some(found) = recent.iter().find(|d| d.key == key) {
        return Arc::clone(found);
    }
    let made = fresh();
    recent.push_back(Arc::clone(&made));
    if recent.len() > RECENT_PICTURES {
        recent.pop_front();
    }
    made
}

/// `lines` with repeats said once, counted ("2 × …"), in the order they first appear:
/// two copies of a card need their text only once.
fn counted(lines: Vec<String>) -> Vec<String> {
    let mut seen: Vec<(String, usize)> = Vec::new();
    for line in lines {
        match seen.iter_mut().find(|(l, _)| *l == line) {
            Some((_, n)) => *n += 1,
            None => seen.push((line, 1)),
        }
    }
    seen.into_iter()
        .map(|(line, n)| {
            if n > 1 {
                format!("{n} × {line}")
            } else {
                line
            }
        })
        .collect()
}

/// The cache behind [`drawing`].
fn recent_drawings(
) -> std::sync::MutexGuard<'static, std::collections::VecDeque<std::sync::Arc<Drawing>>> {
    use std::sync::{Mutex, OnceLock, PoisonError};
    static RECENT: OnceLock<Mutex<std::collections::VecDeque<std::sync::Arc<Drawing>>>> =
        OnceLock::new();
    RECENT
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
}

/// The picture of `view` with `names` if it was drawn lately (still in the cache), not
/// drawing it.
fn drawn_lately(view: &windward_engine::AnyView, names: &[String], lang: Lang) -> Option<Vec<u8>> {
    let key = serde_json::to_string(&(view, names, lang)).ok()?;
    let found = recent_drawings().iter().find(|d| d.key == key).cloned()?;
    found.png.get().cloned().flatten()
}

/// The newest of `lines` that fit in `max` characters, whole, with a note of the
/// lines left out: an embed is cut at its limit, and a roll cut in half is a lie.
fn newest_lines_within(lines: &[String], max: usize, lang: Lang) -> String {
    const NOTE: usize = 60;
    let mut used = 0;
    let mut kept = 0;
    for line in lines.iter().rev() {
        let cost = line.chars().count() + 1;
        if used + cost > max.saturating_sub(NOTE) {
            break;
        }
        used += cost;
        kept += 1;
    }
    if kept == lines.len() {
        return lines.join("\n");
    }
    if kept == 0 {
        // One line longer than an embed (none is): cut it at the limit.
        return clip(&lines[lines.len() - 1], max);
    }
    let mut out = vec![say(
        lang,
        &msg!("turns-earlier-lines", lines = lines.len() - kept),
    )];
    out.extend(lines[lines.len() - kept..].iter().cloned());
    out.join("\n")
}

/// How a board's description begins: the game, then who it waits for (or how it
/// ended), in plain words.
fn lead(game: &Match, seats: &[SeatRow], lang: Lang) -> String {
    let kind = game.kind().name_in(lang);
    if let Some(outcome) = game.outcome() {
        return say(
            lang,
            &msg!(
                "turns-lead-game-over",
                game = kind,
                outcome = plain(&with_names(&say(lang, &outcome.summary), seats))
            ),
        );
    }
    let waiting: Vec<String> = game
        .to_act()
        .into_iter()
        .map(|s| seat_name(seats, s))
        .collect();
    match waiting.as_slice() {
        [] => say(lang, &msg!("turns-lead", game = kind)),
        many => say(
            lang,
            &msg!("turns-lead-waiting", game = kind, players = many.join(", ")),
        ),
    }
}

/// Text without the markup both adapters share (bold, code).
fn plain(text: &str) -> String {
    text.replace(['*', '`'], "")
}

pub(super) fn names_by_seat(seats: &[SeatRow]) -> Vec<String> {
    let len = seats
        .iter()
        .map(|s| usize::from(s.seat) + 1)
        .max()
        .unwrap_or(0);
    let mut names = vec![String::new(); len];
    for s in seats {
        names[usize::from(s.seat)] = s.name.clone();
    }
    names
}

fn button(
    session: &SessionRow,
    seq: Option<u64>,
    seat: Option<Seat>,
    code: Code,
    label: &str,
    style: ButtonStyle,
) -> Option<Button> {
    let custom_id = ComponentId {
        session: session.id,
        seq,
        seat: seat.map(|s| s.0),
        code,
    }
    .encode()?;
    Some(Button {
        label: clip(label, 80),
        custom_id,
        style,
        disabled: false,
    })
}

/// Where action rows are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RowsFor {
    /// The public board: buttons and menus, never private choices.
    Board,
    /// A player's private view: their private choices (and, in games whose seats play
    /// independently, all their choices).
    Private,
}

/// Buttons and menus for the legal actions of `featured` seats.
/// `lang`: the language of whoever reads the rows (the table's on a board).
fn action_rows(
    session: &SessionRow,
    seats: &[SeatRow],
    game: &Match,
    featured: &[Seat],
    rows_for: RowsFor,
    lang: Lang,
) -> Vec<Row> {
    let mut buttons: Vec<Button> = Vec::new();
    let mut menus: Vec<(String, Vec<SelectOption>)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    // One token per message: all featured seats share it (it is the global move count
    // unless seats are independent, and then only one seat is featured).
    let Some(token) = featured.first().map(|s| game.button_token(*s)) else {
        return Vec::new();
    };
    let everything = session.kind.independent_seats();
    for seat in featured {
        for choice in game.choices(Actor::player(*seat)) {
            if !seen.insert(choice.notation.clone()) {
                continue;
            }
            let shown = match (&choice.placement, rows_for) {
                (Placement::TypedOnly, _) => false,
                (Placement::Private, RowsFor::Board) => false,
                (Placement::Private, RowsFor::Private) => true,
                (_, RowsFor::Board) => true,
                (_, RowsFor::Private) => everything,
            };
            if !shown {
                continue;
            }
            let label = clip(&with_plain_names(&say(lang, &choice.label), seats), 80);
            let placement = match choice.placement {
                Placement::Button | Placement::Private => match button(
                    session,
                    Some(token),
                    Some(*seat),
                    Code::Play(choice.notation.clone()),
                    &label,
                    ButtonStyle::Primary,
                ) {
                    Some(b) if buttons.len() < ACTION_ROWS * BUTTONS_PER_ROW => {
                        buttons.push(b);
                        continue;
                    }
                    // No room, or the id is too long: offer it in a menu instead.
                    _ => say(lang, &msg!("turns-more-actions")),
                },
                Placement::Menu(placeholder) => with_plain_names(&say(lang, &placeholder), seats),
                Placement::TypedOnly => continue,
            };
            if choice.notation.len() > 100 {
                continue; // still reachable through /play
            }
            let option = SelectOption {
                label,
                value: choice.notation,
                description: None,
            };
            match menus.iter_mut().find(|(p, _)| *p == placement) {
                Some((_, options)) => options.push(option),
                None => menus.push((placement, vec![option])),
            }
        }
    }
    let mut rows: Vec<Row> = buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|c| Row::Buttons(c.to_vec()))
        .collect();
    // A menu is bound to its seat when one seat's choices fill the message.
    let menu_seat = match featured {
        [only] => Some(*only),
        _ => None,
    };
    let mut menu_index = 0u8;
    for (placeholder, options) in menus {
        let parts = options.len().div_ceil(MENU_OPTIONS);
        for (i, chunk) in options.chunks(MENU_OPTIONS).enumerate() {
            if rows.len() >= ACTION_ROWS {
                break;
            }
            // Discord wants a distinct custom id for every component of a message.
            let Some(custom_id) = ComponentId {
                session: session.id,
                seq: Some(token),
                seat: menu_seat.map(|s| s.0),
                code: Code::Menu(menu_index),
            }
            .encode() else {
                break;
            };
            menu_index += 1;
            let placeholder = if parts > 1 {
                format!("{placeholder} ({}/{parts})", i + 1)
            } else {
                placeholder.clone()
            };
            rows.push(Row::Select(Select {
                custom_id,
                placeholder: clip(&placeholder, 150),
                options: chunk.to_vec(),
            }));
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    #[test]
    fn repeated_lines_are_said_once_and_counted() {
        let lines = ["a", "b", "a", "c", "a"].map(String::from).to_vec();
        assert_eq!(super::counted(lines), ["3 × a", "b", "c"]);
    }

    #[test]
    fn a_boards_narration_keeps_whole_lines_within_the_embed() {
        let lines: Vec<String> = (1..=200)
            .map(|n| format!("Raider {n} rolls 6, 5, 1, 1 against the Windrunner: 2 hits"))
            .collect();
        let text = super::newest_lines_within(&lines, 3800, windward_engine::i18n::Lang::En);
        assert!(text.chars().count() <= 3800);
        let shown: Vec<&str> = text.lines().collect();
        assert!(
            shown[0].starts_with('…') && shown[0].contains("/game log"),
            "{}",
            shown[0]
        );
        assert!(
            shown[1..].iter().all(|l| lines.iter().any(|o| o == l)),
            "no line is cut"
        );
        assert_eq!(*shown.last().unwrap(), lines[199]);
        assert_eq!(
            super::newest_lines_within(&lines[..3], 3800, windward_engine::i18n::Lang::En),
            lines[..3].join("\n")
        );
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn a_burst_of_pictures_is_drawn_a_core_at_a_time() {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
        let drawing = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let jobs: Vec<_> = (0..cores * 4)
            .map(|_| {
                let (drawing, most) = (drawing.clone(), most.clone());
                tokio::spawn(super::drawn(move || {
                    let now = drawing.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    drawing.fetch_sub(1, Ordering::SeqCst);
                }))
            })
            .collect();
        for job in jobs {
            job.await.unwrap().unwrap();
        }
        let most = most.load(Ordering::SeqCst);
        assert!(
            (1..=cores).contains(&most),
            "{most} drawn at once on {cores} cores"
        );
    }

    /// Every picture is drawn on the pool's own threads, the same few for the life of
    /// the process (their drawing caches stay warm between moves minutes apart), and a
    /// drawing that panics is an error for its caller while the pool draws on.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn pictures_are_drawn_on_the_same_long_lived_threads_and_survive_a_panic() {
        let cores = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
        let mut threads = std::collections::HashSet::new();
        for burst in 0..3 {
            if burst > 0 {
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
            let jobs: Vec<_> = (0..cores * 2)
                .map(|_| {
                    tokio::spawn(super::drawn(|| {
                        std::thread::current().name().map(String::from)
                    }))
                })
                .collect();
            for job in jobs {
                threads.insert(job.await.unwrap().unwrap());
            }
        }
        assert!(threads.len() <= cores, "{threads:?} on {cores} cores");
        assert!(
            threads.iter().all(|t| t
                .as_deref()
                .is_some_and(|t| t.starts_with("windward-draw-"))),
            "{threads:?}"
        );
        let lost = super::drawn(|| -> u8 { panic!("a renderer bug") }).await;
        assert!(lost.is_err());
        assert_eq!(super::drawn(|| 7).await.unwrap(), 7, "the pool draws on");
    }

    /// A picture drawn ahead (while a commit runs) is the one the board then shows:
    /// found by what it shows, drawn once, byte for byte a fresh drawing's.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_picture_drawn_ahead_is_the_one_shown_and_is_drawn_once() {
        use windward_engine::i18n::Lang;
        use windward_engine::{Actor, GameKind, Match, Seat, Viewer};
        use windward_render::Names;
        let mut game = Match::new(GameKind::Zephyr, "rules=2", 2, 11).unwrap();
        let names = vec!["alice".to_string(), "bob".to_string()];
        let view = game.view(Viewer::Public);
        let ahead = super::drawing(view.clone(), names.clone(), Lang::En);
        let job = {
            let ahead = ahead.clone();
            tokio::spawn(async move { ahead.get_or_init(super::draw_png).await.clone() })
        };
        // The message built after the commit finds the same drawing, under way or done.
        let later = super::drawing(view.clone(), names.clone(), Lang::En);
        assert!(Arc::ptr_eq(&ahead, &later), "one drawing for one picture");
        let shown = later.get_or_init(super::draw_png).await.clone();
        assert_eq!(shown, job.await.unwrap());
        let fresh = windward_render::board(&view, &Names::new(&names, Lang::En))
            .unwrap()
            .bytes;
        assert_eq!(shown, Some(fresh), "the same bytes as a drawing made now");
        // Anything else the picture shows is another picture: other names, a later
        // state, a captain's own view, another language.
        let renamed = vec!["alice".to_string(), "carol".to_string()];
        assert!(!Arc::ptr_eq(
            &ahead,
            &super::drawing(view.clone(), renamed, Lang::En)
        ));
        let polish = super::drawing(view.clone(), names.clone(), Lang::Pl);
        assert!(
            !Arc::ptr_eq(&ahead, &polish),
            "another language, another picture"
        );
        let private = super::drawing(game.view(Viewer::Seat(Seat(0))), names.clone(), Lang::En);
        assert!(!Arc::ptr_eq(&ahead, &private));
        game.apply_notation(Actor::player(Seat(0)), "build:imperial-scimitar")
            .unwrap();
        let moved = super::drawing(game.view(Viewer::Public), names, Lang::En);
        assert!(!Arc::ptr_eq(&ahead, &moved));
    }
}

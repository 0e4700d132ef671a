//! Zeppelin Attack!'s pictures: the public board, and a player's private view.
//!
//! Both are drawn 900 px wide to be read on a phone (Discord shows them about 400 px
//! wide): no text under [`TEXT_SMALL`], names, costs, payloads, Battle points and
//! whose turn at [`TEXT_BODY`] where there is room, nothing cut short with "…" for
//! ordinary names, and aiming at 1.5 × the width at most ([`MAX_H`]): the layout drops
//! detail step by step ([`Fit`], the level picked by [`first_fitting`]) rather than
//! shrinking text. Sentences stay out of the picture: hand card texts and the
//! viewer's own Flagship power are in words below their view (the engine's
//! `Game::details`), market and Flagship texts are in `/game cards`.
//!
//! The public board puts first whose turn it is and what the game waits for, then the
//! attack of the turn and cards just shown (full width); below, every armada (with
//! counts of hidden cards) in two columns (split where they come out most even), then
//! the market across the picture (beside the armadas at the last detail levels, one
//! line per offer — number, name, price, VP — and the empty decks on one line at the
//! very last ones, where ship names may also lose their article and the tags of cards
//! played on them). A finished game shows the scores and armadas, not the market. The private view (same function, given a
//! view that carries [`PrivateView`]) shows the player's hand (names, kinds, payloads,
//! worth), numbered as the text notation numbers it, their armada, the discard pile
//! when it matters, and the market while they may buy.
//!
//! Attack types are colour + shape (Cold sky-blue hexagon, Psionic purple circle,
//! Electric yellow diamond, Explosive vermillion square), with the type's letter on
//! icons big enough to carry it; the legend names the shapes. Every section takes an
//! optional canvas and returns its height: called once to measure, once to draw.

use windward_engine::games::zeppelin_attack::cards::{AttackType, Kind};
use windward_engine::games::zeppelin_attack::{
    AttackResult, AttackView, CardView, HandCard, PhaseView, PlayerView, PrivateView, ShipView,
    ZeppelinView,
};
use windward_engine::Seat;

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::fit::first_fitting;
use crate::kit::legend::{legend_height, LegendItem, Swatch};
use crate::kit::seats::{fill_names, seat_mark, seat_name};
use crate::kit::text::{fit, measure, truncate, wrap};
use crate::kit::theme::{
    BODY, BODY_BOLD, CAPTION, GAP, MARGIN, RADIUS, SMALL, SMALL_BOLD, SMALL_MUTED, TEXT_BODY,
    TEXT_HEADING, TEXT_SMALL, TITLE,
};
use crate::kit::{palette, Align, Canvas, Color, Mark, Rect, Shape, TextStyle};
use crate::{Board, RenderError};

/// The pictures' width: 900 px, so that Discord's ~400 px on a phone shows the
/// smallest text at 10.7 px and body text at 13.3 px.
const W: u32 = 900;
/// The tallest a picture may be (1.5 × its width).
const MAX_H: f32 = W as f32 * 1.5;
const INNER: f32 = W as f32 - 2.0 * MARGIN;
/// One of the two columns.
const COLUMN: f32 = (INNER - GAP) / 2.0;
/// Padding inside a panel (tighter than the kit's `PAD`: room is short here).
const P: f32 = 16.0;
const CAPTION_H: f32 = 36.0;
/// Between rows inside a panel.
const ROW_GAP: f32 = 6.0;
const TILE_GAP: f32 = 12.0;

/// How much detail a picture keeps: level 0 is everything; each level drops a little
/// more, and the picture uses the first level at which it fits
/// [`MAX_H`] ([`first_fitting`] finds it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Fit(u8);

impl Fit {
    const LAST: u8 = 10;

    /// Every level, most detail first.
    fn levels() -> impl Iterator<Item = Fit> {
        (0..=Fit::LAST).map(Fit)
    }

    /// The private view's "only you see this" caption.
    fn private_caption(self) -> bool {
        self.0 < 1
    }
    /// The discard pile in the private view even when no purge is asked for.
    fn idle_discard(self) -> bool {
        self.0 < 1
    }
    fn legend(self) -> bool {
        self.0 < 2
    }
    /// A line under each ship for the card played on it (else a tag in the ship's row).
    fn played_lines(self) -> bool {
        self.0 < 3
    }
    /// The public board's "just seen" panel.
    fn shown(self) -> bool {
        self.0 < 4
    }
    /// Each armada's hand/deck/discard counts and the market's Fate footer.
    fn counts(self) -> bool {
        self.0 < 5
    }
    /// Capacities as pills (else as plain letters and numbers, narrower).
    fn cap_pills(self) -> bool {
        self.0 < 6
    }
    /// The attack's ships on lines of their own (else only its card and result: the
    /// header names who decides).
    fn attack_ships(self) -> bool {
        self.0 < 7
    }
    /// The market in the buyer's own view (the public board always has it).
    fn private_market(self) -> bool {
        self.0 < 7
    }
    /// The public market across the picture (else in a column beside the armadas).
    fn wide_market(self) -> bool {
        self.0 < 8
    }
    /// Each market offer on one line: number, name, cost and VP (types, capacities
    /// and the deck it tops are in `/game cards`).
    fn compact_market(self) -> bool {
        self.0 >= 9
    }
    /// A ship's name without its article ("Winter Light") where that keeps it on
    /// one line.
    fn short_ship_names(self) -> bool {
        self.0 >= 10
    }
    /// A tag on each ship for the card played on it this turn (the attack panel and
    /// the log tell it at the last level).
    fn played_tags(self) -> bool {
        self.0 < 10
    }
    /// A ship's first line: a little tighter at the last level.
    fn ship_row(self) -> f32 {
        if self.0 < 10 {
            SHIP_ROW
        } else {
            SHIP_ROW - 4.0
        }
    }
}

/// The public board, or a player's private view when the view carries one.
impl Board for ZeppelinView {
    const WIDTH: u32 = W;

    fn layout(&self, names: &[String], canvas: Option<&mut Canvas>) -> f32 {
        let (level, height) = first_fitting(Fit::levels(), MAX_H, |l| draw(self, names, l, None));
        if let Some(c) = canvas {
            draw(self, names, level, Some(c));
        }
        height
    }

    /// As the provided one, finding the detail level once.
    fn canvas(&self, names: &[String]) -> Result<Canvas, RenderError> {
        let (level, height) = first_fitting(Fit::levels(), MAX_H, |l| draw(self, names, l, None));
        let mut canvas = Canvas::new(W, height.ceil() as u32, palette::BACKGROUND)?;
        draw(self, names, level, Some(&mut canvas));
        Ok(canvas)
    }
}

/// The first of `options` that fits `w` whole in `style`.
fn first_fit<'a>(options: &[&'a str], style: &TextStyle, w: f32) -> Option<&'a str> {
    options.iter().copied().find(|t| measure(t, style) <= w)
}

fn full(y: f32) -> Rect {
    Rect::new(MARGIN, y, INNER, 0.0)
}

fn draw(view: &ZeppelinView, names: &[String], level: Fit, mut c: Option<&mut Canvas>) -> f32 {
    let mut y = MARGIN;
    match &view.me {
        Some(me) => {
            y += private_header(view, me, names, level, full(y), c.as_deref_mut()) + GAP;
            y += hand_panel(me, full(y), c.as_deref_mut()) + GAP;
            if let Some(p) = view.players.iter().find(|p| p.seat == me.seat) {
                y += armada_panel(view, p, level, full(y), c.as_deref_mut()) + GAP;
            }
            let purging = me.asked.contains("discard pile");
            if !me.discard.is_empty() && (purging || level.idle_discard()) {
                y += discard_panel(me, full(y), c.as_deref_mut()) + GAP;
            }
            // The buyer needs the market's texts; everyone else has the board.
            let buying = !view.finished
                && view.current == me.seat
                && matches!(view.phase, PhaseView::Actions | PhaseView::Buying);
            if buying && level.private_market() {
                let market = Market::private(view, me.seat, names, level);
                y += market_panel(&market, full(y), c.as_deref_mut()) + GAP;
            }
            if level.legend() {
                y += legend(full(y), c.as_deref_mut()) + GAP;
            }
        }
        None => {
            y += header(view, names, full(y), c.as_deref_mut()) + GAP;
            if view.finished {
                y += scores_panel(view, names, full(y), c.as_deref_mut()) + GAP;
            }
            if let Some(attack) = &view.attack {
                y += attack_panel(attack, names, level, full(y), c.as_deref_mut()) + GAP;
            }
            if !view.shown.is_empty() && level.shown() {
                y += shown_panel(view, names, full(y), c.as_deref_mut()) + GAP;
            }
            let mut market = Market::public(view, names, level);
            if view.finished {
                // Nothing is bought any more.
                y = columns(view, names, level, None, y, c.as_deref_mut());
            } else if level.wide_market() {
                y = columns(view, names, level, None, y, c.as_deref_mut());
                y += market_panel(&market, full(y), c.as_deref_mut()) + GAP;
            } else {
                market.columns = 1;
                y = columns(view, names, level, Some(&market), y, c.as_deref_mut());
            }
            if level.legend() {
                y += legend(full(y), c) + GAP;
            }
        }
    }
    y - GAP + MARGIN
}

/// The armadas (and the market, when given) in two columns (left, then right, top to
/// bottom), split where the columns come out most even. Returns the y below both.
fn columns(
    view: &ZeppelinView,
    names: &[String],
    level: Fit,
    market: Option<&Market>,
    y: f32,
    mut c: Option<&mut Canvas>,
) -> f32 {
    let count = view.players.len() + usize::from(market.is_some());
    let block = |i: usize, area: Rect, c: Option<&mut Canvas>| -> f32 {
        match (view.players.get(i), market) {
            (Some(p), _) => player_panel(view, p, names, level, area, c),
            (None, Some(m)) => market_panel(m, area, c),
            (None, None) => 0.0,
        }
    };
    let heights: Vec<f32> = (0..count)
        .map(|i| block(i, Rect::new(0.0, 0.0, COLUMN, 0.0), None) + GAP)
        .collect();
    // Which blocks go left (a bit mask): the columns come out most even, each keeping
    // the blocks' order (the first such split, so the same view draws the same).
    let total: f32 = heights.iter().sum();
    let mut split = 0u32;
    let mut best = f32::INFINITY;
    for mask in 0..(1u32 << count) {
        let left: f32 = (0..count)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| heights[i])
            .sum();
        let tallest = left.max(total - left);
        if tallest < best - 0.5 {
            best = tallest;
            split = mask;
        }
    }
    let (mut ly, mut ry) = (y, y);
    for i in 0..count {
        if split & (1 << i) != 0 {
            ly += block(i, Rect::new(MARGIN, ly, COLUMN, 0.0), c.as_deref_mut()) + GAP;
        } else {
            let x = MARGIN + COLUMN + GAP;
            ry += block(i, Rect::new(x, ry, COLUMN, 0.0), c.as_deref_mut()) + GAP;
        }
    }
    ly.max(ry)
}

// ----- small pieces ------------------------------------------------------------------

fn type_look(t: AttackType) -> (Color, Shape) {
    match t {
        AttackType::Cold => (palette::SKY_BLUE, Shape::Hexagon),
        AttackType::Psionic => (palette::REDDISH_PURPLE, Shape::Circle),
        AttackType::Electric => (palette::YELLOW, Shape::Diamond),
        AttackType::Explosive => (palette::VERMILLION, Shape::Square),
    }
}

/// An attack type: its shape in its colour, with its letter on top when the icon is
/// big enough for a readable letter (the shape alone tells the types apart).
fn type_icon(c: &mut Canvas, t: AttackType, cx: f32, cy: f32, r: f32) {
    let (color, shape) = type_look(t);
    c.fill_shape(shape, cx, cy, r, color);
    let size = (r * 1.15).round();
    if size >= TEXT_SMALL {
        let style = TextStyle::bold(size, color.text_on());
        c.draw_text(
            &t.letter().to_string(),
            &style,
            cx,
            style.centered_baseline(cy),
            Align::Center,
        );
    }
}

/// Draws type icons left to right from `x`; returns the width used.
fn type_icons(c: &mut Canvas, types: &[AttackType], x: f32, cy: f32, r: f32) -> f32 {
    let step = 2.0 * r + 6.0;
    for (i, t) in types.iter().enumerate() {
        type_icon(c, *t, x + r + i as f32 * step, cy, r);
    }
    types.len() as f32 * step
}

/// A small labelled pill (`A2`, `d3 Ice Field`): a kit badge `h` tall filled with
/// `fill`, or only outlined with faint text when `faint` (a zero capacity).
fn pill(h: f32, fill: Color, faint: bool) -> BadgeStyle {
    if faint {
        BadgeStyle::new(h, palette::PANEL_RAISED)
            .outlined(palette::LINE, 2.0)
            .with_text(SMALL_BOLD.with_color(palette::TEXT_FAINT))
    } else {
        BadgeStyle::new(h, fill).with_text(SMALL_BOLD.with_color(fill.text_on()))
    }
}

const CAPACITY_GAP: f32 = 3.0;

fn capacity_texts(capacity: [u8; 3]) -> [(String, bool); 3] {
    let [a, d, o] = capacity;
    [
        (format!("A{a}"), a == 0),
        (format!("D{d}"), d == 0),
        (format!("O{o}"), o == 0),
    ]
}

const CAPACITY_H: f32 = 30.0;

/// Width of the three capacity pills.
fn capacity_width(capacity: [u8; 3]) -> f32 {
    capacity_texts(capacity)
        .iter()
        .map(|(t, faint)| badge_width(t, &pill(CAPACITY_H, palette::PANEL, *faint)) + CAPACITY_GAP)
        .sum::<f32>()
        - CAPACITY_GAP
}

const COMPACT_GAP: f32 = 10.0;

/// Width of the capacities as plain text ("A2 D1 O0", zeros faint).
fn compact_caps_width(capacity: [u8; 3]) -> f32 {
    capacity_texts(capacity)
        .iter()
        .map(|(t, _)| measure(t, &SMALL_BOLD) + COMPACT_GAP)
        .sum::<f32>()
        - COMPACT_GAP
}

fn caps_width(capacity: [u8; 3], level: Fit) -> f32 {
    if level.cap_pills() {
        capacity_width(capacity)
    } else {
        compact_caps_width(capacity)
    }
}

/// The capacities from `x` as pills, or as plain text at the last detail level.
fn caps(c: &mut Canvas, capacity: [u8; 3], level: Fit, x: f32, cy: f32) {
    if level.cap_pills() {
        capacity_pills(c, capacity, x, cy);
        return;
    }
    let mut dx = x;
    for (text, faint) in capacity_texts(capacity) {
        let style = if faint {
            SMALL_BOLD.with_color(palette::TEXT_FAINT)
        } else {
            SMALL_BOLD
        };
        dx +=
            c.draw_text(&text, &style, dx, style.centered_baseline(cy), Align::Left) + COMPACT_GAP;
    }
}

/// Attack, defense and operative capacity as three pills from `x`; returns the width.
fn capacity_pills(c: &mut Canvas, capacity: [u8; 3], x: f32, cy: f32) -> f32 {
    let mut dx = 0.0;
    for (text, faint) in capacity_texts(capacity) {
        let style = pill(CAPACITY_H, palette::PANEL, faint);
        dx += c.draw_badge_at(&text, &style, x + dx, cy, Align::Left).w + CAPACITY_GAP;
    }
    dx - CAPACITY_GAP
}

fn kind_word(kind: Kind) -> &'static str {
    match kind {
        Kind::Flagship => "FLAGSHIP",
        Kind::Experimental => "EXPERIMENTAL",
        Kind::AttackZeppelin => "ATTACK ZEPPELIN",
        Kind::OperationsZeppelin => "OPS ZEPPELIN",
        Kind::Attack => "ATTACK",
        Kind::Defense => "DEFENSE",
        Kind::Operative => "OPERATIVE",
        Kind::Fate => "FATE",
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn caption(c: &mut Canvas, text: &str, x: f32, y: f32, w: f32) {
    c.draw_text_in(text, &CAPTION, Rect::new(x, y, w, CAPTION_H), Align::Left);
}

fn panel(c: &mut Canvas, area: Rect, h: f32) -> Rect {
    let rect = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(rect, palette::PANEL);
    rect
}

fn wrapped_height(text: &str, style: &TextStyle, w: f32, max_lines: usize) -> f32 {
    wrap(text, style, w).len().min(max_lines) as f32 * style.line_height()
}

/// One line of text cut to `w`, drawn with its caps centred on `cy`; returns its width.
fn line(c: &mut Canvas, text: &str, style: &TextStyle, x: f32, cy: f32, w: f32) -> f32 {
    if w <= 0.0 {
        return 0.0;
    }
    let text = truncate(text, style, w);
    c.draw_text(&text, style, x, style.centered_baseline(cy), Align::Left)
}

// ----- the header ---------------------------------------------------------------------

const HEADER_NAME_H: f32 = 62.0;
const FINAL_H: f32 = 44.0;

/// Who the header names: the player who must act now. That is the player whose turn
/// it is, unless the game waits on someone else inside that turn (an attacked player
/// answering, a discard asked of a rival): then it names them as "now answering" (the
/// line under it says whose attack or card they answer), so the header never says
/// "now playing" of someone who is waiting.
#[derive(Debug, PartialEq)]
struct Acting {
    seat: Seat,
    /// The caption over the name, with the mastermind's name when it fits.
    caption: String,
    /// The caption without the mastermind.
    short: &'static str,
    /// The big line: the player's name.
    name: String,
}

impl Acting {
    fn of(view: &ZeppelinView, names: &[String]) -> Acting {
        let current = view.current;
        let seat = view
            .waiting
            .iter()
            .copied()
            .find(|s| *s != current)
            .unwrap_or(current);
        let mastermind = view
            .players
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| p.mastermind.to_uppercase());
        if seat == current {
            Acting {
                seat,
                caption: mastermind
                    .map_or_else(|| "NOW PLAYING".into(), |m| format!("NOW PLAYING · {m}")),
                short: "NOW PLAYING",
                name: seat_name(names, seat),
            }
        } else {
            Acting {
                seat,
                caption: mastermind.map_or_else(
                    || "NOW ANSWERING".into(),
                    |m| format!("NOW ANSWERING · {m}"),
                ),
                short: "NOW ANSWERING",
                name: seat_name(names, seat),
            }
        }
    }
}

fn header(view: &ZeppelinView, names: &[String], area: Rect, c: Option<&mut Canvas>) -> f32 {
    let decision = fill_names(&view.decision, names);
    let tx = area.x + P + 110.0;
    let text_w = area.right() - P - tx;
    let decision_h = wrapped_height(&decision, &BODY_BOLD, text_w, 3);
    let final_h = if view.final_turns.is_some() {
        FINAL_H + 8.0
    } else {
        0.0
    };
    let h = if view.finished {
        P + CAPTION_H + HEADER_NAME_H + P
    } else {
        P + CAPTION_H + HEADER_NAME_H + 4.0 + decision_h + final_h + P
    };
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    let name_cy = inner.y + CAPTION_H + HEADER_NAME_H / 2.0;
    if view.finished {
        c.draw_finish_flag(inner.x + 50.0, name_cy - 10.0, 80.0);
        caption(c, "GAME OVER", tx, inner.y, text_w);
        let winners: Vec<String> = view
            .scores
            .iter()
            .filter(|s| s.winner)
            .map(|s| seat_name(names, s.seat))
            .collect();
        let text = format!("{} wins!", winners.join(" & "));
        let style = fit(&text, &TITLE, text_w, TEXT_BODY);
        line(c, &text, &style, tx, name_cy, text_w);
        return h;
    }
    let current = view.current;
    let acting = Acting::of(view, names);
    let mark = seat_mark(acting.seat);
    c.fill_round_rect(Rect::new(inner.x, inner.y, 12.0, inner.h), 6.0, mark.color);
    c.draw_mark(mark, inner.x + 62.0, name_cy, 34.0);
    let round = format!("TURN {} · ROUND {}", view.turn, view.round);
    c.draw_text_in(
        &round,
        &CAPTION,
        Rect::new(tx, inner.y, text_w, CAPTION_H),
        Align::Right,
    );
    let who_w = text_w - measure(&round, &CAPTION) - 20.0;
    let who = first_fit(&[&acting.caption, acting.short], &CAPTION, who_w).unwrap_or("");
    caption(c, who, tx, inner.y, who_w);
    let style = fit(&acting.name, &TITLE, text_w, TEXT_HEADING);
    line(c, &acting.name, &style, tx, name_cy, text_w);
    // What the game waits for: an attacked player's answer stands out.
    let waiting_other = view.waiting.iter().any(|s| *s != current);
    let dy = inner.y + CAPTION_H + HEADER_NAME_H + 4.0;
    let style = if waiting_other {
        BODY_BOLD.with_color(palette::ORANGE)
    } else {
        BODY.with_color(palette::TEXT_MUTED)
    };
    if waiting_other {
        c.draw_pointer(
            tx - 16.0,
            dy + BODY_BOLD.line_height() / 2.0,
            24.0,
            palette::ORANGE,
        );
    }
    c.draw_paragraph(
        &decision,
        &style,
        Rect::new(tx, dy, text_w, decision_h),
        Align::Left,
        3,
    );
    if let Some(fin) = &view.final_turns {
        let style = pill(FINAL_H, palette::ORANGE, false);
        let full = fill_names(fin, names);
        let text = first_fit(&[&full, "Final round"], &style.text, text_w - FINAL_H)
            .unwrap_or("Final round");
        let cy = dy + decision_h + 8.0 + FINAL_H / 2.0;
        c.draw_badge_at(text, &style, tx, cy, Align::Left);
    }
    h
}

/// Lines the question to the viewer may take (it is never cut).
const ASKED_LINES: usize = 6;

fn private_header(
    view: &ZeppelinView,
    me: &PrivateView,
    names: &[String],
    level: Fit,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
    let asked = if view.waiting.contains(&me.seat) {
        capitalise(&fill_names(&me.asked, names))
    } else {
        String::new()
    };
    let inner_w = area.w - 2.0 * P;
    let caption_h = if level.private_caption() {
        CAPTION_H
    } else {
        0.0
    };
    let name_h = 56.0;
    let asked_w = inner_w - 76.0;
    let asked_h = if asked.is_empty() {
        0.0
    } else {
        10.0 + wrapped_height(&asked, &BODY_BOLD, asked_w, ASKED_LINES) + 20.0
    };
    // The Flagship's power is in words below the picture (`Game::details`).
    let h = P + caption_h + name_h + asked_h + P;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    if level.private_caption() {
        let full = format!("ONLY YOU SEE THIS · {}", me.mastermind.to_uppercase());
        let text = first_fit(&[&full, "ONLY YOU SEE THIS"], &CAPTION, inner.w).unwrap_or("");
        caption(c, text, inner.x, inner.y, inner.w);
    }
    let cy = inner.y + caption_h + name_h / 2.0;
    let mark = seat_mark(me.seat);
    c.draw_mark(mark, inner.x + 24.0, cy, 22.0);
    // Right: Fate points to spend (a price is paid in them), then the counts.
    let fate = format!("{} Fate", me.fate_in_hand);
    let fate_badge =
        BadgeStyle::new(46.0, palette::YELLOW).with_text(BODY_BOLD.with_color(palette::INK));
    let fate_rect = c.draw_badge_at(&fate, &fate_badge, inner.right(), cy, Align::Right);
    let counts = format!("Deck {} · Discard {}", me.deck, me.discard.len());
    let counts_w = measure(&counts, &SMALL);
    c.draw_text(
        &counts,
        &SMALL,
        fate_rect.x - 16.0,
        SMALL.centered_baseline(cy),
        Align::Right,
    );
    let name_x = inner.x + 60.0;
    let name_w = fate_rect.x - 16.0 - counts_w - 20.0 - name_x;
    let name = seat_name(names, me.seat);
    let style = fit(&name, &TITLE, name_w, TEXT_BODY);
    let drawn = line(c, &name, &style, name_x, cy, name_w);
    if !level.private_caption() {
        // The mastermind, where the caption no longer names it.
        let room = name_w - drawn - 16.0;
        if measure(&me.mastermind, &SMALL_MUTED) <= room {
            line(
                c,
                &me.mastermind,
                &SMALL_MUTED,
                name_x + drawn + 16.0,
                cy,
                room,
            );
        }
    }
    if !asked.is_empty() {
        let b = Rect::new(
            inner.x,
            inner.y + caption_h + name_h + 10.0,
            inner.w,
            asked_h - 10.0,
        );
        c.draw_panel(b, palette::PANEL_RAISED);
        c.highlight_rect(b, RADIUS, 3.0, palette::HIGHLIGHT);
        c.draw_pointer(
            b.x + 36.0,
            b.y + 10.0 + BODY_BOLD.line_height() / 2.0,
            24.0,
            palette::HIGHLIGHT,
        );
        c.draw_paragraph(
            &asked,
            &BODY_BOLD,
            Rect::new(b.x + 56.0, b.y + 10.0, asked_w, b.h - 20.0),
            Align::Left,
            ASKED_LINES,
        );
    }
    h
}

// ----- the attack and cards just shown ---------------------------------------------------

const ATTACK_ROW: f32 = 46.0;

fn attack_panel(
    attack: &AttackView,
    names: &[String],
    level: Fit,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
    // The card and how it went; who attacks with what; which ship it targets.
    let h = if level.attack_ships() {
        P + 3.0 * ATTACK_ROW + 8.0 + P
    } else {
        P + ATTACK_ROW + P
    };
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    let row1 = inner.y + ATTACK_ROW / 2.0;
    let label_w = measure("ATTACK", &CAPTION) + 16.0;
    c.draw_text(
        "ATTACK",
        &CAPTION,
        inner.x,
        CAPTION.centered_baseline(row1),
        Align::Left,
    );
    let (result, fill, ink) = match &attack.result {
        AttackResult::Waiting => ("Waiting".to_string(), palette::ORANGE, palette::INK),
        AttackResult::Blocked(card) => (
            format!("Blocked by {}", card.name),
            palette::SUCCESS,
            palette::INK,
        ),
        AttackResult::Hit => ("Hit!".to_string(), palette::FAILURE, palette::TEXT),
    };
    let rstyle = SMALL_BOLD.with_color(ink);
    let result = first_fit(&[&result, "Blocked"], &rstyle, inner.w * 0.45 - 60.0)
        .unwrap_or("Blocked")
        .to_string();
    let rw = measure(&result, &rstyle) + 64.0;
    let rrect = Rect::new(inner.right() - rw, row1 - 22.0, rw, 44.0);
    c.fill_round_rect(rrect, 22.0, fill);
    match &attack.result {
        AttackResult::Blocked(_) => c.draw_check(rrect.x + 26.0, row1, 26.0, 4.0, ink),
        AttackResult::Hit => c.draw_x(rrect.x + 26.0, row1, 30.0, 4.0, ink),
        AttackResult::Waiting => c.draw_reroll(rrect.x + 26.0, row1, 10.0, 3.0, ink),
    }
    line(c, &result, &rstyle, rrect.x + 48.0, row1, rw - 56.0);
    let ix = inner.x + label_w;
    type_icon(c, attack.kind, ix + 18.0, row1, 18.0);
    let lx = ix + 46.0;
    let lw = rrect.x - 12.0 - lx;
    let full = format!("{} · payload {}", attack.card.name, attack.card.payload);
    let text = first_fit(&[&full, &attack.card.name], &BODY_BOLD, lw)
        .map(str::to_string)
        .unwrap_or_else(|| attack.card.name.clone());
    let style = fit(&text, &BODY_BOLD, lw, TEXT_SMALL);
    line(c, &text, &style, lx, row1, lw);
    // Attacker's ship, then → the target ship, each on its own line.
    let side = |c: &mut Canvas, seat: Seat, ship: &str, x: f32, cy: f32| {
        c.draw_mark(seat_mark(seat), x + 16.0, cy, 15.0);
        let text = format!("{}'s {}", seat_name(names, seat), ship);
        let w = inner.right() - x - 40.0;
        let style = fit(&text, &BODY_BOLD, w, TEXT_SMALL);
        line(c, &text, &style, x + 40.0, cy, w);
    };
    if !level.attack_ships() {
        return h;
    }
    let row2 = row1 + ATTACK_ROW + 4.0;
    side(c, attack.attacker, &attack.from, inner.x + label_w, row2);
    let row3 = row2 + ATTACK_ROW + 4.0;
    c.draw_arrow(
        (inner.x + 10.0, row3),
        (inner.x + label_w - 10.0, row3),
        6.0,
        palette::HIGHLIGHT,
    );
    side(c, attack.target, &attack.ship, inner.x + label_w, row3);
    h
}

const SHOWN_ROW: f32 = 42.0;

/// A shown card's row: name and note on one line when they fit, else the note on up
/// to two lines below (card texts are in `/game cards`).
fn shown_layout(card: &CardView, note: &str, w: f32) -> (String, Vec<String>) {
    let text_w = w - 52.0 - 12.0;
    let one_line = measure(&card.name, &SMALL_BOLD) + 16.0 + measure(note, &SMALL_MUTED);
    if one_line <= text_w {
        return (note.to_string(), Vec::new());
    }
    (String::new(), wrap(note, &SMALL_MUTED, text_w))
}

/// Cards the last move revealed in passing (Fate draws, a blocking card, a purchase).
fn shown_panel(view: &ZeppelinView, names: &[String], area: Rect, c: Option<&mut Canvas>) -> f32 {
    let w = area.w - 2.0 * P;
    let rows: Vec<(String, Vec<String>)> = view
        .shown
        .iter()
        .map(|s| shown_layout(&s.card, &capitalise(&fill_names(&s.note, names)), w))
        .collect();
    let row_h = |below: &[String]| SHOWN_ROW + below.len() as f32 * SMALL.line_height();
    let h = P + CAPTION_H + rows.iter().map(|(_, b)| row_h(b) + ROW_GAP).sum::<f32>() - ROW_GAP + P;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    caption(c, "JUST SEEN (PUBLIC)", inner.x, inner.y, inner.w);
    let mut top = inner.y + CAPTION_H;
    for (s, (note, below)) in view.shown.iter().zip(&rows) {
        let r = Rect::new(inner.x, top, inner.w, row_h(below));
        c.fill_round_rect(r, 10.0, palette::PANEL_RAISED);
        let cy = top + SHOWN_ROW / 2.0;
        if s.card.kind == Kind::Fate {
            let b = BadgeStyle::new(34.0, palette::YELLOW);
            c.draw_badge(&s.card.value.to_string(), &b, r.x + 24.0, cy);
        } else if let Some(t) = s.card.types.first() {
            type_icon(c, *t, r.x + 24.0, cy, 15.0);
        } else {
            let b = BadgeStyle::new(34.0, palette::PANEL);
            c.draw_badge(kind_letter(s.card.kind), &b, r.x + 24.0, cy);
        }
        let x = r.x + 52.0;
        let right = r.right() - 12.0;
        let note_w = measure(note, &SMALL_MUTED);
        if !note.is_empty() {
            line(c, note, &SMALL_MUTED, right - note_w, cy, note_w);
        }
        let room = right - note_w - 16.0 - x;
        line(c, &s.card.name, &SMALL_BOLD, x, cy, room);
        for (i, text) in below.iter().enumerate() {
            let ly = top + SHOWN_ROW + (i as f32 + 0.4) * SMALL.line_height();
            line(c, text, &SMALL_MUTED, x, ly, right - x);
        }
        top += r.h + ROW_GAP;
    }
    h
}

fn kind_letter(kind: Kind) -> &'static str {
    match kind {
        Kind::Operative => "O",
        Kind::Attack => "A",
        Kind::Defense => "D",
        _ => "Z",
    }
}

// ----- armadas ------------------------------------------------------------------------

const SHIP_ROW: f32 = 42.0;
const PLAYED_ROW: f32 = 34.0;
const SHIP_GAP: f32 = 4.0;

/// The tag for a card played on a ship, when it has no line of its own.
fn played_tag(played: &CardView) -> &'static str {
    match played.kind {
        Kind::Attack => "ATK",
        Kind::Defense => "DEF",
        _ => "OPS",
    }
}

fn tag_style() -> BadgeStyle {
    BadgeStyle::new(30.0, palette::PANEL).with_text(SMALL_BOLD.with_color(palette::TEXT_MUTED))
}

/// Whether a ship's capacities (and played tag) go on a second line, under its name,
/// because all of it does not fit on one line `w` wide.
fn ship_two_lines(ship: &ShipView, level: Fit, w: f32) -> bool {
    let tag_w = match (&ship.played, level.played_lines()) {
        (Some(played), false) if level.played_tags() => {
            badge_width(played_tag(played), &tag_style()) + 8.0
        }
        _ => 0.0,
    };
    let room = w - 50.0 - 8.0 - caps_width(ship.card.capacity, level) - 10.0 - tag_w;
    measure(ship_name(ship, level, room), &SMALL_BOLD) > room
}

/// The ship's name as drawn in `room`: whole, or without its article at the last
/// detail level when only that fits.
fn ship_name(ship: &ShipView, level: Fit, room: f32) -> &str {
    let name = ship.card.name.as_str();
    if !level.short_ship_names() || measure(name, &SMALL_BOLD) <= room {
        return name;
    }
    ["The ", "Der ", "Den ", "Die ", "Das "]
        .iter()
        .find_map(|a| name.strip_prefix(a))
        .unwrap_or(name)
}

fn ship_height(ship: &ShipView, level: Fit, w: f32) -> f32 {
    let played_line = ship.played.is_some() && level.played_lines();
    if played_line || ship_two_lines(ship, level, w) {
        level.ship_row() + PLAYED_ROW
    } else {
        level.ship_row()
    }
}

/// What was played on a ship, short: "ATTACK 2", "OPS 2 OVERLOAD".
fn played_head(ship: &ShipView, played: &CardView) -> String {
    if ship.overloaded {
        let short = match played.kind {
            Kind::Attack => "ATK",
            Kind::Defense => "DEF",
            _ => "OPS",
        };
        format!("{short} {} OVERLOAD", played.payload)
    } else {
        format!("{} {}", kind_word(played.kind), played.payload)
    }
}

/// One ship: its notation label (`f`, `1`…), name and capacities; under it, the card
/// played on it this turn.
fn ship_row(c: &mut Canvas, ship: &ShipView, owner: Mark, level: Fit, rect: Rect) {
    let flagship = ship.card.kind == Kind::Flagship;
    c.fill_round_rect(rect, 10.0, palette::PANEL_RAISED);
    if ship.overloaded {
        c.stroke_round_rect(rect.inset(1.5), 9.0, 3.0, palette::ORANGE);
    } else if flagship {
        c.stroke_round_rect(rect.inset(1.0), 9.0, 2.0, owner.color);
    }
    let cy = rect.y + level.ship_row() / 2.0;
    let badge = if flagship {
        BadgeStyle::new(34.0, owner.color)
    } else {
        BadgeStyle::new(34.0, palette::PANEL).outlined(palette::LINE, 2.0)
    };
    c.draw_badge(&ship.label.to_uppercase(), &badge, rect.x + 25.0, cy);
    let x = rect.x + 50.0;
    let two = ship_two_lines(ship, level, rect.w);
    // The second line: capacities when the name needs the first, then what was played.
    let py = rect.y + level.ship_row() + PLAYED_ROW / 2.0 - 4.0;
    let end = rect.right() - 10.0;
    let mut px = x;
    let caps_w = caps_width(ship.card.capacity, level);
    let mut room = end - x;
    if two {
        caps(c, ship.card.capacity, level, x, py);
        px += caps_w + 12.0;
    } else {
        let caps_x = rect.right() - 8.0 - caps_w;
        caps(c, ship.card.capacity, level, caps_x, cy);
        room = caps_x - 10.0 - x;
    }
    let played = ship.played.as_ref();
    if let Some(played) = played {
        if level.played_lines() {
            px += type_icons(c, &played.types, px, py, 11.0);
            let head = played_head(ship, played);
            let head_style = if ship.overloaded {
                SMALL_BOLD.with_color(palette::ORANGE)
            } else {
                SMALL_BOLD.with_color(palette::TEXT_MUTED)
            };
            if let Some(head) = first_fit(&[&head, played_tag(played)], &head_style, end - px) {
                px += line(c, head, &head_style, px, py, end - px) + 12.0;
            }
            if measure(&played.name, &SMALL) <= end - px {
                line(c, &played.name, &SMALL, px, py, end - px);
            }
        } else if level.played_tags() {
            // Without its own line, what was played is a tag.
            let tag = played_tag(played);
            if two {
                c.draw_badge_at(tag, &tag_style(), px, py, Align::Left);
            } else {
                let w = badge_width(tag, &tag_style());
                c.draw_badge_at(tag, &tag_style(), x + room, cy, Align::Right);
                room -= w + 8.0;
            }
        }
    }
    let name = if two {
        ship.card.name.as_str()
    } else {
        ship_name(ship, level, room)
    };
    line(c, name, &SMALL_BOLD, x, cy, room);
}

fn ships(p: &PlayerView) -> Vec<&ShipView> {
    std::iter::once(&p.flagship).chain(&p.zeppelins).collect()
}

/// Ships in `cols` columns from `y`; returns the height.
fn ship_grid(
    c: Option<&mut Canvas>,
    ships: &[&ShipView],
    owner: Mark,
    level: Fit,
    area: Rect,
    cols: usize,
) -> f32 {
    let w = (area.w - (cols as f32 - 1.0) * TILE_GAP) / cols as f32;
    let rows: Vec<f32> = ships
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|s| ship_height(s, level, w))
                .fold(0.0f32, f32::max)
        })
        .collect();
    let h = rows.iter().map(|r| r + SHIP_GAP).sum::<f32>() - SHIP_GAP;
    let Some(c) = c else { return h.max(0.0) };
    let mut top = area.y;
    for (row, row_h) in ships.chunks(cols).zip(&rows) {
        for (i, s) in row.iter().enumerate() {
            let x = area.x + i as f32 * (w + TILE_GAP);
            ship_row(c, s, owner, level, Rect::new(x, top, w, *row_h));
        }
        top += row_h + SHIP_GAP;
    }
    h.max(0.0)
}

const PLAYER_HEAD: f32 = 46.0;
const PLAYER_COUNTS: f32 = 32.0;

fn player_panel(
    view: &ZeppelinView,
    p: &PlayerView,
    names: &[String],
    level: Fit,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
    let ships = ships(p);
    let inner_w = area.w - 2.0 * P;
    let grid = |c: Option<&mut Canvas>, y: f32| {
        ship_grid(
            c,
            &ships,
            seat_mark(p.seat),
            level,
            Rect::new(area.x + P, y, inner_w, 0.0),
            1,
        )
    };
    // Flagship powers are in `/game cards`; the board names the Flagship.
    let counts_h = if level.counts() { PLAYER_COUNTS } else { 0.0 };
    // Battle points (the score so far), and Fate credit while buying, beside the name;
    // a name too long for that gets the row to itself, the badges the row under it
    // (a name too long even for the whole row stays beside them, cut short).
    let battle = format!("{} BP", p.battle_points);
    let battle_style = BadgeStyle::new(44.0, palette::PANEL_RAISED).with_text(BODY_BOLD);
    let credit = format!("+{} Fate", p.credit);
    let credit_style =
        BadgeStyle::new(38.0, palette::YELLOW).with_text(SMALL_BOLD.with_color(palette::INK));
    let badges_w = badge_width(&battle, &battle_style)
        + if p.credit > 0 {
            8.0 + badge_width(&credit, &credit_style)
        } else {
            0.0
        };
    let name = seat_name(names, p.seat);
    let name_room = inner_w - 50.0;
    let name_w = measure(&name, &SMALL_BOLD);
    let beside = name_w <= name_room - badges_w - 12.0 || name_w > name_room;
    let head_h = if beside {
        PLAYER_HEAD
    } else {
        2.0 * PLAYER_HEAD
    };
    let h = 12.0 + head_h + counts_h + 6.0 + grid(None, 0.0) + 14.0;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let current = view.current == p.seat && !view.finished;
    let waited = view.waiting.contains(&p.seat) && !view.finished;
    if current || waited {
        let color = if current {
            palette::HIGHLIGHT
        } else {
            palette::ORANGE
        };
        c.highlight_rect(rect, RADIUS, 3.0, color);
    }
    let x = rect.x + P;
    let right = rect.right() - P;
    let cy = rect.y + 12.0 + PLAYER_HEAD / 2.0;
    let mark = seat_mark(p.seat);
    if current {
        c.draw_pointer(x - 4.0, cy, 20.0, palette::HIGHLIGHT);
    }
    c.draw_mark(mark, x + 24.0, cy, 17.0);
    let badge_cy = if beside { cy } else { cy + PLAYER_HEAD };
    let mut edge = c
        .draw_badge_at(&battle, &battle_style, right, badge_cy, Align::Right)
        .x;
    if p.credit > 0 {
        edge = c
            .draw_badge_at(&credit, &credit_style, edge - 8.0, badge_cy, Align::Right)
            .x;
    }
    let nx = x + 50.0;
    let name_w = if beside { edge - 12.0 - nx } else { right - nx };
    let style = fit(&name, &BODY_BOLD, name_w, TEXT_SMALL);
    line(c, &name, &style, nx, cy, name_w);
    // Hidden cards are only counted; the mastermind where there is room.
    let ky = rect.y + 12.0 + head_h + PLAYER_COUNTS / 2.0;
    let counts = format!("Hand {} · Deck {} · Discard {}", p.hand, p.deck, p.discard);
    let short = format!("Hand {} · Deck {} · Disc. {}", p.hand, p.deck, p.discard);
    let counts = first_fit(&[&counts, &short], &SMALL, right - nx).unwrap_or(&short);
    if level.counts() {
        let drawn = line(c, counts, &SMALL, nx, ky, right - nx);
        if right - (nx + drawn + 16.0) >= measure(&p.mastermind, &SMALL_MUTED) {
            c.draw_text(
                &p.mastermind,
                &SMALL_MUTED,
                right,
                SMALL_MUTED.centered_baseline(ky),
                Align::Right,
            );
        }
    }
    grid(Some(c), rect.y + 12.0 + head_h + counts_h + 6.0);
    h
}

/// The viewer's own armada in the private view (ship labels for `play 2 on f`).
fn armada_panel(
    view: &ZeppelinView,
    p: &PlayerView,
    level: Fit,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
    let ships = ships(p);
    let inner = Rect::new(area.x + P, area.y + P, area.w - 2.0 * P, 0.0);
    let grid_y = inner.y + CAPTION_H + 4.0;
    let grid = |c: Option<&mut Canvas>| {
        ship_grid(
            c,
            &ships,
            seat_mark(p.seat),
            level,
            Rect::new(inner.x, grid_y, inner.w, 0.0),
            2,
        )
    };
    let h = P + CAPTION_H + 4.0 + grid(None) + P;
    let Some(c) = c else { return h };
    panel(c, area, h);
    let cy = inner.y + CAPTION_H / 2.0;
    let battle = format!("Battle {}", p.battle_points);
    let battle_style = BadgeStyle::new(42.0, palette::PANEL_RAISED).with_text(BODY_BOLD);
    let mut edge = c
        .draw_badge_at(&battle, &battle_style, inner.right(), cy, Align::Right)
        .x;
    if p.credit > 0 && !view.finished {
        let credit = format!("+{} Fate to spend", p.credit);
        let st =
            BadgeStyle::new(38.0, palette::YELLOW).with_text(SMALL_BOLD.with_color(palette::INK));
        edge = c
            .draw_badge_at(&credit, &st, edge - 8.0, cy, Align::Right)
            .x;
    }
    let w = edge - 12.0 - inner.x;
    let text = first_fit(&["YOUR ARMADA · play 2 on f", "YOUR ARMADA"], &CAPTION, w);
    caption(c, text.unwrap_or(""), inner.x, inner.y, w);
    grid(Some(c));
    h
}

// ----- the market ---------------------------------------------------------------------

/// One line of the market: a Mercenary deck's top card or an Experimental Zeppelin.
struct Offer<'v> {
    /// What `buy` takes: `1`–`5` or `x`.
    number: String,
    card: Option<&'v CardView>,
    /// The deck and its count, "Your Experimental", or the name of the Experimental's
    /// owner (with `owner`).
    what: String,
    owner: Option<Seat>,
}

/// The market as drawn: the offers, and how much text each card shows.
struct Market<'v> {
    offers: Vec<Offer<'v>>,
    footer: Vec<String>,
    caption: String,
    /// Offers side by side (the private view spans the picture).
    columns: usize,
    /// One line per offer (name, cost, VP).
    compact: bool,
}

impl<'v> Market<'v> {
    fn offers(view: &'v ZeppelinView, names: &[String], only: Option<Seat>) -> Vec<Offer<'v>> {
        let mut offers: Vec<Offer> = view
            .piles
            .iter()
            .map(|p| Offer {
                number: p.number.to_string(),
                card: p.top.as_ref(),
                what: format!("{} ({})", p.name, p.count),
                owner: None,
            })
            .collect();
        for sale in &view.experimental {
            if only.is_some_and(|s| s != sale.owner) {
                continue;
            }
            let (what, owner) = if only.is_some() {
                ("Your Experimental".to_string(), None)
            } else {
                (seat_name(names, sale.owner), Some(sale.owner))
            };
            offers.push(Offer {
                number: "x".into(),
                card: Some(&sale.card),
                what,
                owner,
            });
        }
        offers
    }

    fn footer(view: &ZeppelinView) -> Vec<String> {
        let top = view.fate_discard.last().map_or(String::new(), |f| {
            format!(" · top {} ({})", f.name, f.value)
        });
        vec![
            format!(
                "Fate deck {} · Fate discard {}{top}",
                view.fate_deck,
                view.fate_discard.len()
            ),
            format!(
                "{} of 5 decks empty · 3 empty end the game",
                view.empty_piles
            ),
        ]
    }

    fn public(view: &'v ZeppelinView, names: &[String], level: Fit) -> Market<'v> {
        let mut offers = Market::offers(view, names, None);
        if level.compact_market() {
            // The empty decks on one line, after the offers.
            let (empty, mut full): (Vec<Offer>, Vec<Offer>) =
                offers.into_iter().partition(|o| o.card.is_none());
            if !empty.is_empty() {
                let numbers: Vec<&str> = empty.iter().map(|o| o.number.as_str()).collect();
                let what = match numbers.len() {
                    1 => format!("Deck {} is empty", numbers[0]),
                    _ => format!("Decks {} are empty", numbers.join(", ")),
                };
                full.push(Offer {
                    number: String::new(),
                    card: None,
                    what,
                    owner: None,
                });
            }
            offers = full;
        }
        Market {
            offers,
            footer: if level.counts() {
                Market::footer(view)
            } else {
                Vec::new()
            },
            caption: "MARKET · buy 1–5 or x".into(),
            columns: 2,
            compact: level.compact_market(),
        }
    }

    /// What the viewer can buy, with the cards' texts.
    fn private(view: &'v ZeppelinView, seat: Seat, names: &[String], level: Fit) -> Market<'v> {
        Market {
            offers: Market::offers(view, names, Some(seat)),
            footer: if level.counts() {
                Market::footer(view)
            } else {
                Vec::new()
            },
            caption: "MARKET · buy 1–5 or x".into(),
            columns: 2,
            compact: level.compact_market(),
        }
    }
}

const OFFER_TOP: f32 = 40.0;
const OFFER_DETAIL: f32 = 44.0;
const OFFER_EMPTY: f32 = 50.0;

fn cost_badge() -> BadgeStyle {
    BadgeStyle::new(40.0, palette::YELLOW).with_text(BODY_BOLD.with_color(palette::INK))
}

/// An offer's name in body text on up to two lines (smaller text only for a name
/// that needs it): the style and the lines.
fn offer_name(card: &CardView, w: f32) -> (TextStyle, Vec<String>) {
    let room = w - 52.0 - 10.0;
    let style = fit(&card.name, &BODY_BOLD, room, TEXT_SMALL);
    (style, wrap(&card.name, &style, room))
}

fn offer_height(offer: &Offer, w: f32, compact: bool) -> f32 {
    let Some(card) = offer.card else {
        return if compact { OFFER_TOP } else { OFFER_EMPTY };
    };
    if compact {
        let (style, lines) = compact_name(card, w);
        return 4.0 + (lines.len() as f32 * style.line_height()).max(OFFER_TOP) + 4.0;
    }
    let (style, lines) = offer_name(card, w);
    let top = (lines.len() as f32 * style.line_height()).max(OFFER_TOP);
    6.0 + top + OFFER_DETAIL + 6.0
}

/// The room left of a one-line offer's price and VP, and where it starts.
fn compact_room(card: &CardView, w: f32) -> (f32, f32) {
    let x = 52.0;
    let vp = if card.vp > 0 {
        measure(&card.vp.to_string(), &BODY_BOLD) + 40.0
    } else {
        0.0
    };
    let cost = badge_width(&card.cost.to_string(), &cost_badge());
    (x, w - 10.0 - vp - cost - 8.0 - x)
}

/// A one-line offer's name: body text, smaller only where needed, on up to two lines.
fn compact_name(card: &CardView, w: f32) -> (TextStyle, Vec<String>) {
    let (_, room) = compact_room(card, w);
    let style = fit(&card.name, &BODY_BOLD, room, TEXT_SMALL);
    (style, wrap(&card.name, &style, room))
}

/// One offer on one line: number (the owner's mark for an Experimental), name, price
/// and VP.
fn compact_offer(c: &mut Canvas, offer: &Offer, r: Rect) {
    c.fill_round_rect(r, 10.0, palette::PANEL_RAISED);
    let number = BadgeStyle::new(36.0, palette::HIGHLIGHT);
    let cy = r.center_y();
    let Some(card) = offer.card else {
        // "Decks 2, 4 are empty" (fits the narrowest market).
        line(c, &offer.what, &SMALL_MUTED, r.x + 14.0, cy, r.w - 24.0);
        return;
    };
    c.draw_badge(&offer.number, &number, r.x + 26.0, cy);
    let right = r.right() - 10.0;
    let (dx, room) = compact_room(card, r.w);
    if let Some(owner) = offer.owner {
        // On the number badge's corner: whose Experimental it is.
        c.draw_mark(seat_mark(owner), r.x + 42.0, cy + 12.0, 9.0);
    }
    let (style, lines) = compact_name(card, r.w);
    let text_h = lines.len() as f32 * style.line_height();
    c.draw_paragraph(
        &card.name,
        &style,
        Rect::new(r.x + dx, cy - text_h / 2.0, room, text_h),
        Align::Left,
        lines.len().max(1),
    );
    let mut edge = right;
    if card.vp > 0 {
        let vp = card.vp.to_string();
        let w = measure(&vp, &BODY_BOLD);
        c.draw_text(
            &vp,
            &BODY_BOLD,
            edge,
            BODY_BOLD.centered_baseline(cy),
            Align::Right,
        );
        c.fill_shape(Shape::Star, edge - w - 18.0, cy, 16.0, palette::HIGHLIGHT);
        edge -= w + 40.0;
    }
    c.draw_badge_at(
        &card.cost.to_string(),
        &cost_badge(),
        edge,
        cy,
        Align::Right,
    );
}

/// One offer: number, card name, price and VP on top (the facts to buy on), then the
/// deck it tops and the card's types or capacities (texts are in `/game cards`).
fn offer(c: &mut Canvas, offer: &Offer, r: Rect) {
    c.fill_round_rect(r, 10.0, palette::PANEL_RAISED);
    let number = BadgeStyle::new(38.0, palette::HIGHLIGHT);
    let x = r.x + 52.0;
    let right = r.right() - 10.0;
    let Some(card) = offer.card else {
        let cy = r.center_y();
        c.draw_badge(&offer.number, &number, r.x + 26.0, cy);
        let w = measure("empty", &SMALL_MUTED);
        c.draw_text(
            "empty",
            &SMALL_MUTED,
            right,
            SMALL_MUTED.centered_baseline(cy),
            Align::Right,
        );
        if measure(&offer.what, &SMALL_MUTED) <= right - w - 16.0 - x {
            line(c, &offer.what, &SMALL_MUTED, x, cy, right - w - 16.0 - x);
        }
        return;
    };
    let (name_style, name_lines) = offer_name(card, r.w);
    let top_h = (name_lines.len() as f32 * name_style.line_height()).max(OFFER_TOP);
    let cy = r.y + 6.0 + OFFER_TOP / 2.0;
    c.draw_badge(&offer.number, &number, r.x + 26.0, cy);
    let name_top = r.y + 6.0 + (top_h - name_lines.len() as f32 * name_style.line_height()) / 2.0;
    c.draw_paragraph(
        &card.name,
        &name_style,
        Rect::new(x, name_top, right - x, top_h),
        Align::Left,
        name_lines.len().max(1),
    );
    // Second line: price (a Fate-yellow coin) and VP (a star) at the right, what the
    // card is before them, the deck it tops where there is room.
    let cy = r.y + 6.0 + top_h + OFFER_DETAIL / 2.0;
    let mut edge = right;
    if card.vp > 0 {
        let vp = card.vp.to_string();
        let w = measure(&vp, &BODY_BOLD);
        c.draw_text(
            &vp,
            &BODY_BOLD,
            edge,
            BODY_BOLD.centered_baseline(cy),
            Align::Right,
        );
        c.fill_shape(Shape::Star, edge - w - 18.0, cy, 16.0, palette::HIGHLIGHT);
        edge -= w + 44.0;
    }
    edge = c
        .draw_badge_at(
            &card.cost.to_string(),
            &cost_badge(),
            edge,
            cy,
            Align::Right,
        )
        .x;
    let right = edge - 12.0;
    let dy = cy;
    let detail_w = if card.kind.is_zeppelin() {
        let w = capacity_width(card.capacity);
        capacity_pills(c, card.capacity, right - w, dy);
        w
    } else {
        let word = format!("payload {}", card.payload);
        let muted = SMALL_BOLD.with_color(palette::TEXT_MUTED);
        let ww = measure(&word, &muted);
        c.draw_text(
            &word,
            &muted,
            right,
            muted.centered_baseline(dy),
            Align::Right,
        );
        let icons = card.types.len() as f32 * 28.0;
        type_icons(c, &card.types, right - ww - 8.0 - icons, dy, 11.0);
        ww + 8.0 + icons
    };
    let room = right - detail_w - 16.0 - x;
    match offer.owner {
        // Whose Experimental: the owner's mark, and their name where it fits.
        Some(owner) => {
            c.draw_mark(seat_mark(owner), x + 10.0, dy, 10.0);
            let full = format!("{}'s Experimental", offer.what);
            if let Some(text) = first_fit(&[&full, &offer.what], &SMALL_MUTED, room - 28.0) {
                line(c, text, &SMALL_MUTED, x + 28.0, dy, room - 28.0);
            }
        }
        None => {
            let short = offer.what.rsplit(' ').next().unwrap_or("");
            let deck = offer.what.rsplit_once(' ').map_or("", |(d, _)| d);
            let shorter = deck.split(' ').next().unwrap_or("");
            let mid = format!("{shorter} {short}");
            if let Some(text) = first_fit(&[&offer.what, &mid, short], &SMALL_MUTED, room) {
                line(c, text, &SMALL_MUTED, x, dy, room);
            }
        }
    }
}

/// The five Mercenary decks' tops, the Experimental Zeppelins and the Fate piles.
fn market_panel(market: &Market, area: Rect, c: Option<&mut Canvas>) -> f32 {
    let inner_w = area.w - 2.0 * P;
    let cols = market.columns.max(1);
    let w = (inner_w - (cols as f32 - 1.0) * TILE_GAP) / cols as f32;
    let rows: Vec<f32> = market
        .offers
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|o| offer_height(o, w, market.compact))
                .fold(0.0f32, f32::max)
        })
        .collect();
    let footer: Vec<Vec<String>> = market
        .footer
        .iter()
        .map(|f| {
            let mut lines = wrap(f, &SMALL_MUTED, inner_w - 48.0);
            lines.truncate(2);
            lines
        })
        .collect();
    let footer_lines = footer.iter().map(Vec::len).sum::<usize>();
    let footer_h = if footer_lines == 0 {
        0.0
    } else {
        8.0 + footer_lines as f32 * SMALL_MUTED.line_height()
    };
    let h = P + CAPTION_H + rows.iter().map(|r| r + ROW_GAP).sum::<f32>() - ROW_GAP + footer_h + P;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    caption(c, &market.caption, inner.x, inner.y, inner.w);
    let mut top = inner.y + CAPTION_H;
    for (offers, row_h) in market.offers.chunks(cols).zip(&rows) {
        for (i, o) in offers.iter().enumerate() {
            let r = Rect::new(inner.x + i as f32 * (w + TILE_GAP), top, w, *row_h);
            if market.compact {
                compact_offer(c, o, r);
            } else {
                offer(c, o, r);
            }
        }
        top += row_h + ROW_GAP;
    }
    let mut fy = top - ROW_GAP + 8.0;
    if footer_lines == 0 {
        return h;
    }
    let b = BadgeStyle::new(32.0, palette::YELLOW);
    c.draw_badge(
        "F",
        &b,
        inner.x + 18.0,
        fy + SMALL_MUTED.line_height() / 2.0,
    );
    for text in footer.iter().flatten() {
        line(
            c,
            text,
            &SMALL_MUTED,
            inner.x + 48.0,
            fy + SMALL_MUTED.line_height() / 2.0,
            inner.w - 48.0,
        );
        fy += SMALL_MUTED.line_height();
    }
    h
}

// ----- the end ------------------------------------------------------------------------

fn scores_panel(view: &ZeppelinView, names: &[String], area: Rect, c: Option<&mut Canvas>) -> f32 {
    let row_h = 50.0;
    let mut lines = view.scores.clone();
    lines.sort_by_key(|l| std::cmp::Reverse((l.total, l.battle_points, l.zeppelins)));
    let head_h = 36.0;
    // When several had the most VP, what decided between them.
    let tie = view.tie_break.as_ref().map(|t| fill_names(t, names));
    let inner_w = area.w - 2.0 * P;
    let tie_h = tie
        .as_ref()
        .map_or(0.0, |t| 8.0 + wrapped_height(t, &SMALL, inner_w, 3));
    let h = P + CAPTION_H + head_h + row_h * lines.len() as f32 + tie_h + P;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    caption(c, "FINAL SCORES", inner.x, inner.y, inner.w);
    if let Some(tie) = &tie {
        let y = inner.y + CAPTION_H + head_h + row_h * lines.len() as f32 + 8.0;
        c.draw_paragraph(
            tie,
            &SMALL,
            Rect::new(inner.x, y, inner.w, tie_h - 8.0),
            Align::Left,
            3,
        );
    }
    // Right edges of the number columns, from the panel's right edge (the board is
    // 900 px wide; the widest value is the Fate bonus, "+3 (12 pts)").
    let right = inner.right();
    let cols = [
        ("Cards", right - 375.0),
        ("Battle", right - 290.0),
        ("Fate bonus", right - 100.0),
        ("Total", right - 12.0),
    ];
    let hy = inner.y + CAPTION_H;
    for (label, x) in cols {
        c.draw_text_in(
            label,
            &SMALL_MUTED,
            Rect::new(x - 200.0, hy, 200.0, head_h),
            Align::Right,
        );
    }
    for (i, l) in lines.iter().enumerate() {
        let ry = hy + head_h + row_h * i as f32;
        let r = Rect::new(inner.x, ry + 3.0, inner.w, row_h - 6.0);
        if l.winner {
            c.fill_round_rect(r, 12.0, palette::PANEL_RAISED);
            c.highlight_rect(r, 12.0, 3.0, palette::HIGHLIGHT);
            c.draw_check(r.x + 22.0, r.center_y(), 26.0, 4.0, palette::SUCCESS);
        }
        c.draw_mark(seat_mark(l.seat), r.x + 60.0, r.center_y(), 15.0);
        let name = seat_name(names, l.seat);
        // Up to the card points (two digits); a long name in regular weight before it is cut.
        let name_w = cols[0].1 - 50.0 - (r.x + 86.0);
        let style = if measure(&name, &BODY_BOLD) <= name_w {
            BODY_BOLD
        } else {
            BODY
        };
        line(c, &name, &style, r.x + 86.0, r.center_y(), name_w);
        let values = [
            l.card_vp.to_string(),
            l.battle_points.to_string(),
            format!("+{} ({} pts)", l.fate_bonus, l.fate_points),
            l.total.to_string(),
        ];
        for (i, ((_, x), v)) in cols.iter().zip(values).enumerate() {
            let st = if i == 3 { BODY_BOLD } else { BODY };
            c.draw_text(
                &v,
                &st,
                *x,
                st.centered_baseline(r.center_y()),
                Align::Right,
            );
        }
    }
    h
}

// ----- the private view -------------------------------------------------------------------

const HAND_COLUMNS: usize = 2;
const HAND_TOP: f32 = 44.0;
const HAND_KIND: f32 = 36.0;
const FATE_CHIP: f32 = 52.0;

/// What a card in hand is worth at the end or as payment.
fn worth(card: &CardView) -> String {
    match card.kind {
        Kind::Fate => format!("{} Fate", card.value),
        _ if card.vp > 0 => format!("★ {} VP", card.vp),
        _ => String::new(),
    }
}

fn worth_badge(card: &CardView) -> BadgeStyle {
    let fill = if card.kind == Kind::Fate {
        palette::YELLOW
    } else {
        palette::PANEL
    };
    BadgeStyle::new(36.0, fill).with_text(SMALL_BOLD.with_color(fill.text_on()))
}

/// The width left for a hand card's name on its top line.
fn hand_name_w(card: &CardView, w: f32) -> f32 {
    let worth = worth(card);
    let worth_w = if worth.is_empty() {
        0.0
    } else {
        badge_width(&worth, &worth_badge(card)) + 10.0
    };
    w - 28.0 - 54.0 - worth_w
}

/// A card in hand: its name (up to two lines) over its kind line; its effects are in
/// words below the picture (`Game::details`).
/// Body text for a card's name when it fits on two lines without breaking a word,
/// else small.
fn name_style(name: &str, w: f32) -> TextStyle {
    let words_fit = name
        .split_whitespace()
        .all(|word| measure(word, &BODY_BOLD) <= w);
    if words_fit && wrap(name, &BODY_BOLD, w).len() <= 2 {
        BODY_BOLD
    } else {
        SMALL_BOLD
    }
}

fn hand_card_height(card: &CardView, w: f32) -> f32 {
    let style = name_style(&card.name, hand_name_w(card, w));
    let name_h = wrapped_height(&card.name, &style, hand_name_w(card, w), 2).max(HAND_TOP);
    10.0 + name_h + HAND_KIND + 10.0
}

/// A card in hand: its number for `/play`, name and worth; what kind of card it is;
/// its effects.
fn hand_card(c: &mut Canvas, hc: &HandCard, r: Rect) {
    let card = &hc.card;
    c.fill_round_rect(r, 14.0, palette::PANEL_RAISED);
    if hc.fresh {
        c.stroke_round_rect(r.inset(1.5), 13.0, 3.0, palette::ORANGE);
    }
    let ri = r.inset_xy(14.0, 10.0);
    let name_w = hand_name_w(card, r.w);
    let style = name_style(&card.name, name_w);
    let name_h = wrapped_height(&card.name, &style, name_w, 2).max(HAND_TOP);
    let top_cy = ri.y + HAND_TOP / 2.0;
    let number =
        BadgeStyle::new(42.0, palette::HIGHLIGHT).with_text(BODY_BOLD.with_color(palette::INK));
    c.draw_badge(&hc.number.to_string(), &number, ri.x + 21.0, top_cy);
    let worth = worth(card);
    if !worth.is_empty() {
        c.draw_badge_at(&worth, &worth_badge(card), ri.right(), top_cy, Align::Right);
    }
    let lines = wrap(&card.name, &style, name_w).len().min(2) as f32;
    let name_top = ri.y + (name_h - lines * style.line_height()) / 2.0;
    c.draw_paragraph(
        &card.name,
        &style,
        Rect::new(ri.x + 54.0, name_top, name_w, name_h),
        Align::Left,
        2,
    );
    let ky = ri.y + name_h + HAND_KIND / 2.0;
    let mut right = ri.right();
    if hc.fresh && !card.kind.is_zeppelin() {
        // New cards have an orange frame; the word where the kind line has room.
        let st =
            BadgeStyle::new(32.0, palette::ORANGE).with_text(SMALL_BOLD.with_color(palette::INK));
        let room = ri.w
            - card.types.len() as f32 * 32.0
            - measure(kind_word(card.kind), &SMALL_BOLD)
            - measure(&format!("payload {}", card.payload), &BODY_BOLD)
            - 40.0;
        if badge_width("NEW", &st) <= room {
            right = c.draw_badge_at("NEW", &st, right, ky, Align::Right).x - 10.0;
        }
    }
    if card.kind.is_zeppelin() {
        let word = if card.kind == Kind::Experimental {
            "EXPERIMENTAL"
        } else {
            "ZEPPELIN"
        };
        let ww = c.draw_text(
            word,
            &SMALL_BOLD.with_color(palette::TEXT_MUTED),
            ri.x,
            SMALL_BOLD
                .with_color(palette::TEXT_MUTED)
                .centered_baseline(ky),
            Align::Left,
        );
        capacity_pills(c, card.capacity, ri.x + ww + 10.0, ky);
    } else {
        let mut x = ri.x;
        x += type_icons(c, &card.types, x, ky, 13.0);
        // The payload (what the card needs of a ship) in body text, at the right.
        let mut end = right;
        if card.kind != Kind::Fate {
            let payload = format!("payload {}", card.payload);
            end -= c.draw_text(
                &payload,
                &BODY_BOLD,
                end,
                BODY_BOLD.centered_baseline(ky),
                Align::Right,
            ) + 12.0;
        }
        let word = match card.kind {
            Kind::Fate => "FATE CARD",
            k => kind_word(k),
        };
        let muted = SMALL_BOLD.with_color(palette::TEXT_MUTED);
        if measure(word, &muted) <= end - x - 2.0 {
            line(c, word, &muted, x + 2.0, ky, end - x - 2.0);
        }
    }
}

/// Width of a Fate card's chip: number, whole name, value.
fn fate_chip_width(hc: &HandCard) -> f32 {
    56.0 + measure(&hc.card.name, &SMALL_BOLD)
        + 10.0
        + badge_width(&worth(&hc.card), &worth_badge(&hc.card))
        + 8.0
}

/// Fate chips flowed into rows no wider than `w`: (x offset, width) per chip and the
/// row each starts, and the number of rows.
fn fate_flow(fate: &[&HandCard], w: f32) -> (Vec<(f32, f32, usize)>, usize) {
    let mut out = Vec::with_capacity(fate.len());
    let (mut x, mut row) = (0.0, 0);
    for hc in fate {
        let cw = fate_chip_width(hc).min(w);
        if x > 0.0 && x + cw > w {
            x = 0.0;
            row += 1;
        }
        out.push((x, cw, row));
        x += cw + TILE_GAP;
    }
    let rows = if fate.is_empty() { 0 } else { row + 1 };
    (out, rows)
}

/// A Fate card in hand: only its number, name and value matter (it pays for cards).
fn fate_chip(c: &mut Canvas, hc: &HandCard, r: Rect) {
    c.fill_round_rect(r, 12.0, palette::PANEL_RAISED);
    if hc.fresh {
        c.stroke_round_rect(r.inset(1.5), 11.0, 3.0, palette::ORANGE);
    }
    let cy = r.center_y();
    let number =
        BadgeStyle::new(38.0, palette::HIGHLIGHT).with_text(BODY_BOLD.with_color(palette::INK));
    c.draw_badge(&hc.number.to_string(), &number, r.x + 28.0, cy);
    let worth = worth(&hc.card);
    let wr = c.draw_badge_at(
        &worth,
        &worth_badge(&hc.card),
        r.right() - 8.0,
        cy,
        Align::Right,
    );
    let x = r.x + 56.0;
    line(c, &hc.card.name, &SMALL_BOLD, x, cy, wr.x - 10.0 - x);
}

fn hand_panel(me: &PrivateView, area: Rect, c: Option<&mut Canvas>) -> f32 {
    let inner_w = area.w - 2.0 * P;
    let w = (inner_w - (HAND_COLUMNS as f32 - 1.0) * TILE_GAP) / HAND_COLUMNS as f32;
    let (fate, cards): (Vec<&HandCard>, Vec<&HandCard>) =
        me.hand.iter().partition(|h| h.card.kind == Kind::Fate);
    let rows: Vec<f32> = cards
        .chunks(HAND_COLUMNS)
        .map(|row| {
            row.iter()
                .map(|h| hand_card_height(&h.card, w))
                .fold(0.0f32, f32::max)
        })
        .collect();
    let (chips, fate_rows) = fate_flow(&fate, inner_w);
    let mut body: f32 = rows.iter().map(|r| r + TILE_GAP).sum();
    body += fate_rows as f32 * (FATE_CHIP + TILE_GAP);
    let body = if me.hand.is_empty() {
        44.0
    } else {
        body - TILE_GAP
    };
    let h = P + CAPTION_H + body + P;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    caption(
        c,
        &format!("IN YOUR HAND ({}) · /play 2 on f", me.hand.len()),
        inner.x,
        inner.y,
        inner.w,
    );
    let mut top = inner.y + CAPTION_H;
    if me.hand.is_empty() {
        line(c, "No cards.", &SMALL_MUTED, inner.x, top + 22.0, inner.w);
        return h;
    }
    for (row, row_h) in cards.chunks(HAND_COLUMNS).zip(&rows) {
        for (i, hc) in row.iter().enumerate() {
            let r = Rect::new(inner.x + i as f32 * (w + TILE_GAP), top, w, *row_h);
            hand_card(c, hc, r);
        }
        top += row_h + TILE_GAP;
    }
    for (hc, (x, w, row)) in fate.iter().zip(chips) {
        let y = top + row as f32 * (FATE_CHIP + TILE_GAP);
        fate_chip(c, hc, Rect::new(inner.x + x, y, w, FATE_CHIP));
    }
    h
}

const CHIP_H: f32 = 38.0;

fn discard_panel(me: &PrivateView, area: Rect, c: Option<&mut Canvas>) -> f32 {
    let style = pill(CHIP_H, palette::PANEL_RAISED, false);
    let width = area.w - 2.0 * P;
    // Each chip as wide as its text, cut to the panel; flowed into rows.
    let mut chips: Vec<(String, f32, f32, usize)> = Vec::new();
    let (mut x, mut row) = (0.0, 0);
    for (i, card) in me.discard.iter().enumerate() {
        let text = truncate(
            &format!("d{} {}", i + 1, card.name),
            &style.text,
            width - CHIP_H,
        );
        let w = badge_width(&text, &style).min(width);
        if x > 0.0 && x + w > width {
            x = 0.0;
            row += 1;
        }
        chips.push((text, x, w, row));
        x += w + 8.0;
    }
    let rows = row + 1;
    let h = P + CAPTION_H + rows as f32 * (CHIP_H + 6.0) - 6.0 + P;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    caption(
        c,
        &format!(
            "YOUR DISCARD PILE ({}) · purge d2 names the second",
            me.discard.len()
        ),
        inner.x,
        inner.y,
        inner.w,
    );
    for (text, x, _, row) in &chips {
        let cy = inner.y + CAPTION_H + *row as f32 * (CHIP_H + 6.0) + CHIP_H / 2.0;
        c.draw_badge_at(text, &style, inner.x + x, cy, Align::Left);
    }
    h
}

// ----- legend -------------------------------------------------------------------------

/// The attack types' shapes (the kit legend), and what the capacity letters mean.
fn legend(area: Rect, c: Option<&mut Canvas>) -> f32 {
    let items: Vec<LegendItem> = AttackType::ALL
        .into_iter()
        .map(|t| {
            let (color, shape) = type_look(t);
            LegendItem::new(Swatch::Mark(Mark { color, shape }), t.name())
        })
        .collect();
    let capacities = "A D O: Attack, Defense, Operative";
    let room = area.w - measure(capacities, &SMALL_MUTED) - 32.0;
    let h = legend_height(&items, room);
    let Some(c) = c else { return h };
    let draw = |c: &mut Canvas, area: Rect| {
        c.draw_legend(&items, area.x, area.y, room);
        let cy = area.y + h - legend_height(&items[..1], room) / 2.0;
        c.draw_text(
            capacities,
            &SMALL_MUTED,
            area.right(),
            SMALL_MUTED.centered_baseline(cy),
            Align::Right,
        );
    };
    // The legend never changes: drawn once per thread and copied in (`kit::layer`).
    match crate::kit::layer::layer(
        "zeppelin legend",
        Rect::new(area.x, area.y, area.w, h),
        draw,
    ) {
        Ok(layer) => layer.paint(c),
        Err(_) => draw(c, area),
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use windward_engine::{Actor, GameKind, Match, Viewer};

    fn names(n: usize) -> Vec<String> {
        ["Alice", "Bob", "Carol", "Dmitri Ivanovich"][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn played_game(players: usize, seed: u64, moves: usize) -> Match {
        let mut game = Match::new(GameKind::ZeppelinAttack, "", players, seed).expect("starts");
        for _ in 0..moves {
            if game.outcome().is_some() {
                break;
            }
            let seat = game.to_act()[0];
            let action = game.suggest(seat).expect("a move");
            game.apply_notation(Actor::player(seat), &action)
                .expect("legal");
        }
        game
    }

    #[test]
    fn boards_and_hands_render_small_and_wide() {
        for players in 2..=4 {
            let game = played_game(players, players as u64, 40);
            for viewer in [Viewer::Public, Viewer::Seat(Seat(0))] {
                let png = crate::board(&game.view(viewer), &names(players)).expect("renders");
                assert_eq!(png.width, W);
                assert!(png.bytes.len() < 250_000, "{} bytes", png.bytes.len());
                assert!(png.height as f32 <= MAX_H, "{}", png.height);
            }
        }
    }

    /// While an attacked player answers inside someone else's turn, the header names
    /// the one who must act now, not the turn's holder (it said "NOW PLAYING alice"
    /// while the game waited on bob's block).
    #[test]
    fn the_header_names_the_player_the_game_waits_for() {
        let mut game = Match::new(GameKind::ZeppelinAttack, "", 2, 3).expect("starts");
        let mut answering = None;
        for _ in 0..400 {
            let windward_engine::AnyView::ZeppelinAttack(view) = game.view(Viewer::Public) else {
                panic!("a Zeppelin view");
            };
            if view.waiting.iter().any(|s| *s != view.current) {
                answering = Some(view);
                break;
            }
            let seat = game.to_act()[0];
            let action = game.suggest(seat).expect("a move");
            game.apply_notation(Actor::player(seat), &action)
                .expect("legal");
        }
        let view = answering.expect("someone answers an attack within 400 moves");
        let waiting = view.waiting[0];
        let acting = Acting::of(&view, &names(2));
        assert_eq!(acting.seat, waiting);
        assert_eq!(acting.name, names(2)[waiting.index()]);
        assert!(acting.caption.starts_with("NOW ANSWERING"), "{acting:?}");
        crate::board(
            &windward_engine::AnyView::ZeppelinAttack(view.clone()),
            &names(2),
        )
        .expect("renders");
        // On their own turn, the turn's holder is now playing.
        let mine = ZeppelinView {
            waiting: vec![view.current],
            ..view
        };
        let acting = Acting::of(&mine, &names(2));
        assert_eq!(acting.seat, mine.current);
        assert!(acting.caption.starts_with("NOW PLAYING"), "{acting:?}");
    }

    #[test]
    fn a_finished_game_renders_its_scores() {
        let game = played_game(3, 5, 5000);
        assert!(game.outcome().is_some());
        let png = crate::board(&game.view(Viewer::Public), &[]).expect("renders");
        assert!(png.bytes.len() < 250_000);
    }

    #[test]
    fn same_view_same_bytes() {
        let game = played_game(2, 9, 12);
        let v = game.view(Viewer::Public);
        assert_eq!(
            crate::board(&v, &names(2)).expect("renders"),
            crate::board(&v, &names(2)).expect("renders")
        );
    }

    #[test]
    fn detail_levels_only_ever_get_shorter() {
        let game = played_game(4, 11, 90);
        for viewer in [Viewer::Public, Viewer::Seat(Seat(1))] {
            let windward_engine::AnyView::ZeppelinAttack(view) = game.view(viewer) else {
                panic!("a Zeppelin view");
            };
            let heights: Vec<f32> = Fit::levels()
                .map(|l| draw(&view, &names(4), l, None))
                .collect();
            assert!(heights.windows(2).all(|w| w[1] <= w[0]), "{heights:?}");
        }
    }
}

//! Zeppelin Attack!'s pictures: the public board, and a player's private view.
//!
//! The public board puts first what a player must see: whose turn it is and what the
//! game waits for, then the attack of the turn, cards just shown, every armada (with
//! counts of hidden cards), and the market. The private view (same function, given a
//! view that carries [`PrivateView`]) shows the player's hand, numbered as the text
//! notation numbers it, their armada and their discard pile.
//!
//! Attack types are colour + shape + letter (Cold **C** sky-blue hexagon, Psionic **P**
//! purple circle, Electric **E** yellow diamond, Explosive **X** vermillion square).
//! Every section takes an optional canvas and returns its height: called once to
//! measure, once to draw.

use windward_engine::games::zeppelin_attack::cards::{AttackType, Kind, Section};
use windward_engine::games::zeppelin_attack::{
    AttackResult, AttackView, CardView, PhaseView, PlayerView, PrivateView, ShipView, ZeppelinView,
};
use windward_engine::Seat;

use crate::kit::badge::BadgeStyle;
use crate::kit::seats::{fill_names, seat_mark, seat_name};
use crate::kit::text::{fit, measure, truncate, wrap};
use crate::kit::theme::{GAP, MARGIN, PAD, RADIUS, TEXT_BODY, TEXT_HEADING, TEXT_SMALL, WIDTH};
use crate::kit::{palette, Align, Canvas, Color, Mark, Rect, Shape, TextStyle};
use crate::{Png, RenderError};

/// The smallest text drawn (names shrink to fit, never below this).
const TEXT_MIN: f32 = 22.0;
const CAPTION: TextStyle = TextStyle::bold(TEXT_SMALL, palette::TEXT_MUTED);
const BODY: TextStyle = TextStyle::regular(TEXT_SMALL, palette::TEXT);
const MUTED: TextStyle = TextStyle::regular(TEXT_SMALL, palette::TEXT_MUTED);
const SMALL: TextStyle = TextStyle::regular(TEXT_MIN, palette::TEXT_MUTED);
const NAME: TextStyle = TextStyle::bold(TEXT_BODY, palette::TEXT);
const TILE_NAME: TextStyle = TextStyle::bold(TEXT_SMALL, palette::TEXT);
const HERO: TextStyle = TextStyle::bold(52.0, palette::TEXT);

const INNER: f32 = WIDTH as f32 - 2.0 * MARGIN;
const TILE_GAP: f32 = 12.0;
const TILES_PER_ROW: usize = 4;
const HAND_COLUMNS: usize = 3;
const CAPTION_H: f32 = 44.0;

/// Draws the public board, or a player's private view when the view carries one.
///
/// # Errors
/// Only when the canvas cannot be allocated or encoded.
pub fn zeppelin_attack(view: &ZeppelinView, names: &[String]) -> Result<Png, RenderError> {
    let height = draw(view, names, None);
    let mut canvas = Canvas::new(WIDTH, height.ceil() as u32, palette::BACKGROUND)?;
    draw(view, names, Some(&mut canvas));
    canvas.encode_png()
}

fn draw(view: &ZeppelinView, names: &[String], mut c: Option<&mut Canvas>) -> f32 {
    let mut y = MARGIN;
    match &view.me {
        Some(me) => {
            y += private_header(view, me, names, y, c.as_deref_mut()) + GAP;
            if let Some(attack) = &view.attack {
                y += attack_panel(attack, names, y, c.as_deref_mut()) + GAP;
            }
            y += hand_panel(me, y, c.as_deref_mut()) + GAP;
            if let Some(p) = view.players.iter().find(|p| p.seat == me.seat) {
                y += player_panel(view, p, names, y, c.as_deref_mut()) + GAP;
            }
            if !me.discard.is_empty() {
                y += discard_panel(me, y, c.as_deref_mut()) + GAP;
            }
            // The buyer needs the market's full texts; everyone else has the board.
            let buying = !view.finished
                && view.current == me.seat
                && matches!(view.phase, PhaseView::Actions | PhaseView::Buying);
            if buying {
                y += market_panel(view, names, true, y, c.as_deref_mut()) + GAP;
            }
            y += legend(y, c.as_deref_mut());
        }
        None => {
            y += header(view, names, y, c.as_deref_mut()) + GAP;
            if view.finished {
                y += scores_panel(view, names, y, c.as_deref_mut()) + GAP;
            }
            if let Some(attack) = &view.attack {
                y += attack_panel(attack, names, y, c.as_deref_mut()) + GAP;
            }
            if !view.shown.is_empty() {
                y += shown_panel(view, names, y, c.as_deref_mut()) + GAP;
            }
            for p in &view.players {
                y += player_panel(view, p, names, y, c.as_deref_mut()) + GAP;
            }
            y += market_panel(view, names, false, y, c.as_deref_mut()) + GAP;
            y += legend(y, c);
        }
    }
    y + MARGIN
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

/// An attack type: its shape in its colour with its letter on top.
fn type_icon(c: &mut Canvas, t: AttackType, cx: f32, cy: f32, r: f32) {
    let (color, shape) = type_look(t);
    c.fill_shape(shape, cx, cy, r, color);
    let style = TextStyle::bold((r * 1.15).round(), color.text_on());
    c.draw_text(
        &t.letter().to_string(),
        &style,
        cx,
        style.centered_baseline(cy),
        Align::Center,
    );
}

/// Draws type icons left to right from `x`; returns the width used.
fn type_icons(c: &mut Canvas, types: &[AttackType], x: f32, cy: f32, r: f32) -> f32 {
    let step = 2.0 * r + 6.0;
    for (i, t) in types.iter().enumerate() {
        type_icon(c, *t, x + r + i as f32 * step, cy, r);
    }
    types.len() as f32 * step
}

/// A small labelled pill (`A2`, `Deck 8`); returns its width.
fn pill(c: Option<&mut Canvas>, text: &str, x: f32, cy: f32, h: f32, faint: bool) -> f32 {
    let style = TextStyle::bold(
        TEXT_MIN,
        if faint {
            palette::TEXT_FAINT
        } else {
            palette::TEXT
        },
    );
    let w = measure(text, &style) + 18.0;
    if let Some(c) = c {
        let rect = Rect::new(x, cy - h / 2.0, w, h);
        if faint {
            c.stroke_round_rect(rect, h / 2.0, 2.0, palette::LINE);
        } else {
            c.fill_round_rect(rect, h / 2.0, palette::PANEL_RAISED);
        }
        c.draw_text(
            text,
            &style,
            x + 9.0,
            style.centered_baseline(cy),
            Align::Left,
        );
    }
    w
}

fn capacity_pills(c: &mut Canvas, capacity: [u8; 3], x: f32, cy: f32) -> f32 {
    let mut dx = 0.0;
    for (letter, n) in ["A", "D", "O"].iter().zip(capacity) {
        dx += pill(Some(c), &format!("{letter}{n}"), x + dx, cy, 30.0, n == 0) + 6.0;
    }
    dx
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

fn section_word(s: Section) -> &'static str {
    s.heading()
}

/// The card's effects as "Hit: … Always: …" lines.
fn effect_lines(card: &CardView) -> Vec<String> {
    card.lines
        .iter()
        .map(|l| format!("{}: {}", section_word(l.section), l.text))
        .collect()
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

fn panel(c: &mut Canvas, y: f32, h: f32) -> Rect {
    let rect = Rect::new(MARGIN, y, INNER, h);
    c.draw_panel(rect, palette::PANEL);
    rect
}

fn wrapped_height(text: &str, style: &TextStyle, w: f32, max_lines: usize) -> f32 {
    wrap(text, style, w).len().min(max_lines) as f32 * style.line_height()
}

// ----- the header ---------------------------------------------------------------------

fn header(view: &ZeppelinView, names: &[String], y: f32, c: Option<&mut Canvas>) -> f32 {
    let decision = fill_names(&view.decision, names);
    let text_w = INNER - 2.0 * PAD - 120.0;
    let decision_h = wrapped_height(&decision, &NAME, text_w, 3);
    let final_h = if view.final_turns.is_some() {
        46.0
    } else {
        0.0
    };
    let h = if view.finished {
        PAD + 44.0 + 70.0 + PAD
    } else {
        PAD + 44.0 + 70.0 + 12.0 + decision_h + final_h + PAD
    };
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let inner = rect.inset(PAD);
    if view.finished {
        c.draw_finish_flag(inner.x + 44.0, inner.y + 70.0, 80.0);
        caption(c, "GAME OVER", inner.x + 120.0, inner.y, 400.0);
        let winners: Vec<String> = view
            .scores
            .iter()
            .filter(|s| s.winner)
            .map(|s| seat_name(names, s.seat))
            .collect();
        let line = format!("{} wins!", winners.join(" & "));
        let style = fit(&line, &HERO, text_w, TEXT_HEADING);
        c.draw_text(
            &truncate(&line, &style, text_w),
            &style,
            inner.x + 120.0,
            style.centered_baseline(inner.y + 44.0 + 35.0),
            Align::Left,
        );
        return h;
    }
    let current = view.current;
    let mark = seat_mark(current);
    c.fill_round_rect(Rect::new(inner.x, inner.y, 12.0, inner.h), 6.0, mark.color);
    c.draw_mark(mark, inner.x + 60.0, inner.y + 44.0 + 35.0, 34.0);
    let tx = inner.x + 120.0;
    let round = format!("TURN {} · ROUND {}", view.turn, view.round);
    c.draw_text_in(
        &round,
        &CAPTION,
        Rect::new(tx, inner.y, text_w, CAPTION_H),
        Align::Right,
    );
    let player = view.players.iter().find(|p| p.seat == current);
    let who = match player {
        Some(p) => format!("NOW PLAYING · {}", p.mastermind.to_uppercase()),
        None => "NOW PLAYING".into(),
    };
    caption(
        c,
        &who,
        tx,
        inner.y,
        text_w - measure(&round, &CAPTION) - 20.0,
    );
    let name = seat_name(names, current);
    let style = fit(&name, &HERO, text_w, TEXT_HEADING);
    c.draw_text(
        &truncate(&name, &style, text_w),
        &style,
        tx,
        style.centered_baseline(inner.y + 44.0 + 35.0),
        Align::Left,
    );
    // What the game waits for: an attacked player's answer stands out.
    let waiting_other = view.waiting.iter().any(|s| *s != current);
    let dy = inner.y + 44.0 + 70.0 + 12.0;
    let style = if waiting_other {
        NAME.with_color(palette::ORANGE)
    } else {
        NAME.with_color(palette::TEXT_MUTED)
            .with_size(TEXT_BODY - 2.0)
    };
    if waiting_other {
        c.draw_pointer(
            tx - 14.0,
            dy + NAME.line_height() / 2.0,
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
        let text = fill_names(fin, names);
        let fy = dy + decision_h + 6.0;
        let w = pill(None, &text, tx, fy + 20.0, 38.0, false);
        c.fill_round_rect(
            Rect::new(tx, fy, w.min(text_w), 40.0),
            20.0,
            palette::ORANGE,
        );
        let st = TextStyle::bold(TEXT_MIN, palette::INK);
        c.draw_text_in(
            &text,
            &st,
            Rect::new(tx + 9.0, fy, text_w - 18.0, 40.0),
            Align::Left,
        );
    }
    h
}

fn private_header(
    view: &ZeppelinView,
    me: &PrivateView,
    names: &[String],
    y: f32,
    c: Option<&mut Canvas>,
) -> f32 {
    let asked = capitalise(&fill_names(&me.asked, names));
    let text_w = INNER - 2.0 * PAD;
    let asked_h = if asked.is_empty() {
        0.0
    } else {
        16.0 + wrapped_height(&asked, &NAME, text_w - 60.0, 4) + 24.0
    };
    let h = PAD + CAPTION_H + 60.0 + asked_h + PAD;
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let inner = rect.inset(PAD);
    let mark = seat_mark(me.seat);
    caption(
        c,
        &format!(
            "YOUR HAND · ONLY YOU SEE THIS · {}",
            me.mastermind.to_uppercase()
        ),
        inner.x,
        inner.y,
        inner.w,
    );
    c.draw_mark(mark, inner.x + 24.0, inner.y + CAPTION_H + 30.0, 22.0);
    let name = seat_name(names, me.seat);
    let facts = format!(
        "Deck {} · Discard {} · Fate in hand {}",
        me.deck,
        me.discard.len(),
        me.fate_in_hand
    );
    let facts_w = measure(&facts, &BODY);
    let style = fit(
        &name,
        &HERO.with_size(44.0),
        inner.w - facts_w - 90.0,
        TEXT_BODY,
    );
    c.draw_text(
        &truncate(&name, &style, inner.w - facts_w - 90.0),
        &style,
        inner.x + 60.0,
        style.centered_baseline(inner.y + CAPTION_H + 30.0),
        Align::Left,
    );
    c.draw_text(
        &facts,
        &BODY,
        inner.right(),
        BODY.centered_baseline(inner.y + CAPTION_H + 30.0),
        Align::Right,
    );
    if !asked.is_empty() {
        let box_y = inner.y + CAPTION_H + 60.0 + 16.0;
        let b = Rect::new(inner.x, box_y, inner.w, asked_h - 16.0);
        c.fill_round_rect(b, RADIUS, palette::PANEL_RAISED);
        c.highlight_rect(b, RADIUS, 3.0, palette::HIGHLIGHT);
        c.draw_pointer(
            b.x + 40.0,
            b.y + 12.0 + NAME.line_height() / 2.0,
            24.0,
            palette::HIGHLIGHT,
        );
        let you_now = if view.waiting.contains(&me.seat) {
            asked.clone()
        } else {
            String::new()
        };
        c.draw_paragraph(
            &you_now,
            &NAME,
            Rect::new(b.x + 56.0, b.y + 12.0, b.w - 76.0, b.h - 24.0),
            Align::Left,
            4,
        );
    }
    h
}

// ----- the attack and cards just shown ---------------------------------------------------

fn attack_panel(attack: &AttackView, names: &[String], y: f32, c: Option<&mut Canvas>) -> f32 {
    let h = PAD + CAPTION_H + 48.0 + 52.0 + PAD - 10.0;
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let inner = rect.inset(PAD);
    caption(c, "ATTACK THIS TURN", inner.x, inner.y, inner.w);
    let row1 = inner.y + CAPTION_H + 24.0;
    let half = (inner.w - 80.0) / 2.0;
    let side = |c: &mut Canvas, seat: Seat, ship: &str, x: f32| {
        c.draw_mark(seat_mark(seat), x + 16.0, row1, 15.0);
        let text = format!("{}'s {}", seat_name(names, seat), ship);
        let style = fit(&text, &NAME.with_size(28.0), half - 44.0, TEXT_MIN);
        c.draw_text_in(
            &text,
            &style,
            Rect::new(x + 40.0, row1 - 24.0, half - 44.0, 48.0),
            Align::Left,
        );
    };
    side(c, attack.attacker, &attack.from, inner.x);
    let ax = inner.x + half + 8.0;
    c.draw_arrow((ax, row1), (ax + 60.0, row1), 6.0, palette::HIGHLIGHT);
    side(c, attack.target, &attack.ship, ax + 72.0);
    let row2 = inner.y + CAPTION_H + 48.0 + 26.0;
    let icon_w = type_icon_one(c, attack.kind, inner.x, row2);
    let line = format!(
        "{} attack with {} (payload {})",
        attack.kind.name(),
        attack.card.name,
        attack.card.payload
    );
    let (result, fill, ink) = match &attack.result {
        AttackResult::Waiting => (
            format!("Waiting for {}", seat_name(names, attack.target)),
            palette::ORANGE,
            palette::INK,
        ),
        AttackResult::Blocked(card) => (
            format!("Blocked by {}", card.name),
            palette::SUCCESS,
            palette::INK,
        ),
        AttackResult::Hit => ("Hit!".to_string(), palette::FAILURE, palette::TEXT),
    };
    let rstyle = TextStyle::bold(TEXT_SMALL, ink);
    let rw = (measure(&result, &rstyle) + 64.0).min(inner.w * 0.55);
    let rrect = Rect::new(inner.right() - rw, row2 - 22.0, rw, 44.0);
    c.fill_round_rect(rrect, 22.0, fill);
    match &attack.result {
        AttackResult::Blocked(_) => c.draw_check(rrect.x + 26.0, row2, 26.0, 4.0, ink),
        AttackResult::Hit => c.draw_x(rrect.x + 26.0, row2, 30.0, 4.0, ink),
        AttackResult::Waiting => c.draw_reroll(rrect.x + 26.0, row2, 10.0, 3.0, ink),
    }
    c.draw_text_in(
        &result,
        &rstyle,
        Rect::new(rrect.x + 48.0, rrect.y, rw - 60.0, 44.0),
        Align::Left,
    );
    let lw = inner.w - rw - icon_w - 24.0;
    let style = fit(&line, &BODY.with_size(26.0), lw, TEXT_MIN);
    c.draw_text_in(
        &line,
        &style,
        Rect::new(inner.x + icon_w + 10.0, row2 - 22.0, lw, 44.0),
        Align::Left,
    );
    h
}

fn type_icon_one(c: &mut Canvas, t: AttackType, x: f32, cy: f32) -> f32 {
    type_icon(c, t, x + 18.0, cy, 18.0);
    36.0
}

/// Columns of the "just seen" panel.
const SHOWN_COLUMNS: usize = 3;

/// A shown card's lines: name (up to 2 lines), its effect, and why it was shown.
fn shown_tile_height(card: &CardView, note: &str, w: f32) -> f32 {
    let name_h = wrapped_height(&card.name, &TILE_NAME, w - 44.0, 2);
    let effect = effect_lines(card).join(" ");
    let effect_h = if effect.is_empty() {
        0.0
    } else {
        wrapped_height(&effect, &SMALL, w, 2)
    };
    20.0 + name_h + effect_h + wrapped_height(note, &SMALL, w, 1)
}

/// Cards the last move revealed in passing (Fate draws, a blocking card, a purchase).
fn shown_panel(view: &ZeppelinView, names: &[String], y: f32, c: Option<&mut Canvas>) -> f32 {
    let w = column_width(SHOWN_COLUMNS);
    let notes: Vec<String> = view
        .shown
        .iter()
        .map(|s| capitalise(&fill_names(&s.note, names)))
        .collect();
    let rows: Vec<f32> = view
        .shown
        .chunks(SHOWN_COLUMNS)
        .zip(notes.chunks(SHOWN_COLUMNS))
        .map(|(cards, notes)| {
            cards
                .iter()
                .zip(notes)
                .map(|(s, n)| shown_tile_height(&s.card, n, w - 20.0))
                .fold(0.0f32, f32::max)
        })
        .collect();
    let h = PAD + CAPTION_H + rows.iter().sum::<f32>() + (rows.len() as f32 - 1.0) * TILE_GAP + PAD;
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let inner = rect.inset(PAD);
    caption(c, "JUST SEEN (PUBLIC)", inner.x, inner.y, inner.w);
    let mut top = inner.y + CAPTION_H;
    for ((cards, notes), row_h) in view
        .shown
        .chunks(SHOWN_COLUMNS)
        .zip(notes.chunks(SHOWN_COLUMNS))
        .zip(&rows)
    {
        for (i, (s, note)) in cards.iter().zip(notes).enumerate() {
            let r = Rect::new(inner.x + i as f32 * (w + TILE_GAP), top, w, *row_h);
            c.fill_round_rect(r, 12.0, palette::PANEL_RAISED);
            let ri = r.inset(10.0);
            if s.card.kind == Kind::Fate {
                let b = BadgeStyle::new(34.0, palette::YELLOW);
                c.draw_badge(&s.card.value.to_string(), &b, ri.x + 17.0, ri.y + 17.0);
            } else if let Some(t) = s.card.types.first() {
                type_icon(c, *t, ri.x + 17.0, ri.y + 17.0, 16.0);
            } else {
                let b = BadgeStyle::new(34.0, palette::PANEL);
                c.draw_badge(kind_letter(s.card.kind), &b, ri.x + 17.0, ri.y + 17.0);
            }
            let name_h = wrapped_height(&s.card.name, &TILE_NAME, ri.w - 44.0, 2);
            c.draw_paragraph(
                &s.card.name,
                &TILE_NAME,
                Rect::new(ri.x + 44.0, ri.y, ri.w - 44.0, name_h),
                Align::Left,
                2,
            );
            let mut ty = ri.y + name_h;
            let effect = effect_lines(&s.card).join(" ");
            if !effect.is_empty() {
                let eh = wrapped_height(&effect, &SMALL, ri.w, 2);
                let st = SMALL.with_color(palette::TEXT);
                c.draw_paragraph(&effect, &st, Rect::new(ri.x, ty, ri.w, eh), Align::Left, 2);
                ty += eh;
            }
            c.draw_paragraph(
                note,
                &SMALL,
                Rect::new(ri.x, ty, ri.w, SMALL.line_height()),
                Align::Left,
                1,
            );
        }
        top += row_h + TILE_GAP;
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

fn tile_width() -> f32 {
    column_width(TILES_PER_ROW)
}

const SHIP_H: f32 = 84.0;
const PLAYED_H: f32 = 66.0;

fn ship_tile(c: &mut Canvas, ship: &ShipView, owner: Mark, rect: Rect) {
    let flagship = ship.card.kind == Kind::Flagship;
    c.fill_round_rect(rect, 12.0, palette::PANEL_RAISED);
    if flagship {
        c.stroke_round_rect(rect.inset(1.5), 11.0, 3.0, owner.color);
    }
    let r = rect.inset(10.0);
    let style = fit(&ship.card.name, &TILE_NAME, r.w, TEXT_MIN);
    c.draw_text_in(
        &ship.card.name,
        &style,
        Rect::new(r.x, r.y, r.w, 34.0),
        Align::Left,
    );
    // The label the notation uses (`play 2 on f`), then the capacities.
    let badge = if flagship {
        BadgeStyle::new(30.0, owner.color)
    } else {
        BadgeStyle::new(30.0, palette::PANEL).outlined(palette::LINE, 2.0)
    };
    let pills_y = r.y + 34.0 + 18.0;
    c.draw_badge(&ship.label.to_uppercase(), &badge, r.x + 15.0, pills_y);
    capacity_pills(c, ship.card.capacity, r.x + 36.0, pills_y);
    if let Some(played) = &ship.played {
        let py = rect.y + SHIP_H - 4.0;
        let pr = Rect::new(rect.x + 6.0, py, rect.w - 12.0, PLAYED_H - 4.0);
        c.fill_round_rect(pr, 10.0, palette::PANEL);
        if ship.overloaded {
            c.stroke_round_rect(pr, 10.0, 3.0, palette::ORANGE);
        }
        let pi = pr.inset_xy(8.0, 4.0);
        let short = match played.kind {
            Kind::Attack => "ATK",
            Kind::Defense => "DEF",
            _ => "OPS",
        };
        let head = if ship.overloaded {
            format!("{short} {} OVERLOAD", played.payload)
        } else {
            format!("{} {}", kind_word(played.kind), played.payload)
        };
        let mut x = pi.x;
        x += type_icons(c, &played.types, x, pi.y + 15.0, 12.0);
        let head_style = TextStyle::bold(
            TEXT_MIN,
            if ship.overloaded {
                palette::ORANGE
            } else {
                palette::TEXT_MUTED
            },
        );
        c.draw_text_in(
            &head,
            &fit(&head, &head_style, pi.right() - x, TEXT_MIN),
            Rect::new(x, pi.y, pi.right() - x, 30.0),
            Align::Left,
        );
        let st = fit(&played.name, &BODY.with_size(TEXT_MIN), pi.w, TEXT_MIN);
        c.draw_text_in(
            &played.name,
            &st,
            Rect::new(pi.x, pi.y + 30.0, pi.w, 32.0),
            Align::Left,
        );
    }
}

fn ships_height(ships: &[&ShipView]) -> f32 {
    let rows = ships.len().div_ceil(TILES_PER_ROW).max(1);
    (0..rows)
        .map(|r| {
            let row = &ships[r * TILES_PER_ROW..((r + 1) * TILES_PER_ROW).min(ships.len())];
            if row.iter().any(|s| s.played.is_some()) {
                SHIP_H + PLAYED_H
            } else {
                SHIP_H
            }
        })
        .sum::<f32>()
        + (rows as f32 - 1.0) * TILE_GAP
}

fn draw_ships(c: &mut Canvas, ships: &[&ShipView], owner: Mark, x: f32, y: f32) {
    let w = tile_width();
    let mut top = y;
    for row in ships.chunks(TILES_PER_ROW) {
        let h = if row.iter().any(|s| s.played.is_some()) {
            SHIP_H + PLAYED_H
        } else {
            SHIP_H
        };
        for (i, s) in row.iter().enumerate() {
            ship_tile(
                c,
                s,
                owner,
                Rect::new(x + i as f32 * (w + TILE_GAP), top, w, h),
            );
        }
        top += h + TILE_GAP;
    }
}

fn player_panel(
    view: &ZeppelinView,
    p: &PlayerView,
    names: &[String],
    y: f32,
    c: Option<&mut Canvas>,
) -> f32 {
    let ships: Vec<&ShipView> = std::iter::once(&p.flagship).chain(&p.zeppelins).collect();
    let head_h = 48.0;
    let h = 14.0 + head_h + 6.0 + ships_height(&ships) + 16.0;
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let current = view.current == p.seat && !view.finished;
    let waited = view.waiting.contains(&p.seat) && !view.finished;
    if current || waited {
        c.highlight_rect(
            rect,
            RADIUS,
            3.0,
            if current {
                palette::HIGHLIGHT
            } else {
                palette::ORANGE
            },
        );
    }
    let inner = Rect::new(rect.x + PAD, rect.y + 14.0, rect.w - 2.0 * PAD, h - 30.0);
    let cy = inner.y + head_h / 2.0;
    let mark = seat_mark(p.seat);
    c.draw_mark(mark, inner.x + 18.0, cy, 17.0);
    // Counters on the right: hidden cards are only counted.
    let mut facts = vec![
        format!("Hand {}", p.hand),
        format!("Deck {}", p.deck),
        format!("Discard {}", p.discard),
        format!("Battle {}", p.battle_points),
    ];
    if p.credit > 0 {
        facts.push(format!("+{} Fate", p.credit));
    }
    let widths: Vec<f32> = facts
        .iter()
        .map(|f| pill(None, f, 0.0, 0.0, 40.0, false))
        .collect();
    let total: f32 = widths.iter().sum::<f32>() + 8.0 * (facts.len() as f32 - 1.0);
    let mut x = inner.right() - total;
    for (f, w) in facts.iter().zip(&widths) {
        pill(Some(c), f, x, cy, 40.0, false);
        x += w + 8.0;
    }
    let name_w = inner.w - total - 70.0;
    let name = seat_name(names, p.seat);
    let who = format!("{name} · {}", p.mastermind);
    let style = fit(&who, &NAME, name_w, TEXT_MIN);
    let who = truncate(&who, &style, name_w);
    let mut tx = inner.x + 46.0;
    if current {
        c.draw_pointer(inner.x - 4.0, cy, 20.0, palette::HIGHLIGHT);
    }
    let drawn = c.draw_text(&who, &style, tx, style.centered_baseline(cy), Align::Left);
    tx += drawn;
    let _ = tx;
    draw_ships(c, &ships, mark, inner.x, inner.y + head_h + 6.0);
    h
}

// ----- the market ---------------------------------------------------------------------

fn column_width(columns: usize) -> f32 {
    (INNER - 2.0 * PAD - (columns as f32 - 1.0) * TILE_GAP) / columns as f32
}

const MARKET_ROW: f32 = 48.0;

/// One line per card in the market: number, name, price, VP, types or capacities.
fn market_line(c: &mut Canvas, number: &str, card: Option<&CardView>, what: &str, r: Rect) {
    let cy = r.center_y();
    let badge = BadgeStyle::new(36.0, palette::HIGHLIGHT);
    c.draw_badge(number, &badge, r.x + 18.0, cy);
    let (what_w, name_w) = (290.0, 320.0);
    let st = fit(what, &SMALL, what_w - 12.0, TEXT_MIN);
    c.draw_text_in(
        what,
        &st,
        Rect::new(r.x + 48.0, r.y, what_w - 12.0, r.h),
        Align::Left,
    );
    let Some(card) = card else {
        c.draw_text_in(
            "empty",
            &MUTED,
            Rect::new(r.x + 48.0 + what_w, r.y, name_w, r.h),
            Align::Left,
        );
        return;
    };
    let nx = r.x + 48.0 + what_w;
    let st = fit(&card.name, &TILE_NAME, name_w - 10.0, TEXT_MIN);
    c.draw_text_in(
        &card.name,
        &st,
        Rect::new(nx, r.y, name_w - 10.0, r.h),
        Align::Left,
    );
    let mut x = nx + name_w;
    let cost = BadgeStyle::new(34.0, palette::YELLOW);
    x += c
        .draw_badge_at(&card.cost.to_string(), &cost, x, cy, Align::Left)
        .w
        + 10.0;
    if card.vp > 0 {
        c.fill_shape(Shape::Star, x + 14.0, cy, 15.0, palette::HIGHLIGHT);
        let st = TextStyle::bold(TEXT_MIN, palette::TEXT);
        c.draw_text(
            &card.vp.to_string(),
            &st,
            x + 32.0,
            st.centered_baseline(cy),
            Align::Left,
        );
    }
    x += 64.0;
    if card.kind.is_zeppelin() {
        capacity_pills(c, card.capacity, x, cy);
    } else {
        let tx = x + type_icons(c, &card.types, x, cy, 15.0);
        let word = format!("payload {}", card.payload);
        let st = TextStyle::bold(TEXT_MIN, palette::TEXT_MUTED);
        c.draw_text_in(
            &word,
            &st,
            Rect::new(tx + 4.0, r.y, r.right() - tx - 4.0, r.h),
            Align::Left,
        );
    }
}

/// The effect text under a market line (the buyer's view).
fn market_text(card: Option<&CardView>) -> String {
    card.map(|c| effect_lines(c).join(" ")).unwrap_or_default()
}

/// The five Mercenary decks' tops, the Experimental Zeppelins and the Fate piles;
/// `full` adds every card's effect text (the buyer's private view).
fn market_panel(
    view: &ZeppelinView,
    names: &[String],
    full: bool,
    y: f32,
    c: Option<&mut Canvas>,
) -> f32 {
    let text_w = INNER - 2.0 * PAD - 48.0;
    let text_h = |card: Option<&CardView>| -> f32 {
        let text = market_text(card);
        if full && !text.is_empty() {
            wrapped_height(&text, &SMALL, text_w, 3) + 6.0
        } else {
            0.0
        }
    };
    let mut lines: Vec<(String, Option<&CardView>, String)> = view
        .piles
        .iter()
        .map(|p| {
            (
                p.number.to_string(),
                p.top.as_ref(),
                format!("{} ({})", p.name, p.count),
            )
        })
        .collect();
    for sale in &view.experimental {
        lines.push((
            "x".into(),
            Some(&sale.card),
            format!("{}'s Experimental", seat_name(names, sale.owner)),
        ));
    }
    let rows_h: f32 = lines
        .iter()
        .map(|(_, card, _)| MARKET_ROW + text_h(*card) + 6.0)
        .sum();
    let h = PAD + CAPTION_H + rows_h + 10.0 + 40.0 + PAD;
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let inner = rect.inset(PAD);
    caption(
        c,
        &format!(
            "MARKET · buy 1–5 (x: your Experimental) · {} of 5 decks empty, 3 end the game",
            view.empty_piles
        ),
        inner.x,
        inner.y,
        inner.w,
    );
    let mut yy = inner.y + CAPTION_H;
    for (number, card, what) in &lines {
        let th = text_h(*card);
        let r = Rect::new(inner.x, yy, inner.w, MARKET_ROW + th);
        c.fill_round_rect(r, 12.0, palette::PANEL_RAISED);
        market_line(
            c,
            number,
            *card,
            what,
            Rect::new(r.x + 6.0, yy, r.w - 12.0, MARKET_ROW),
        );
        if th > 0.0 {
            let text = market_text(*card);
            c.draw_paragraph(
                &text,
                &SMALL,
                Rect::new(inner.x + 54.0, yy + MARKET_ROW - 6.0, text_w, th),
                Align::Left,
                3,
            );
        }
        yy += MARKET_ROW + th + 6.0;
    }
    yy += 10.0;
    let top_fate = view.fate_discard.last().map_or("empty".to_string(), |f| {
        format!("top: {} ({})", f.name, f.value)
    });
    let fate = format!(
        "Fate deck {} · Fate discard {} ({top_fate})",
        view.fate_deck,
        view.fate_discard.len()
    );
    let b = BadgeStyle::new(34.0, palette::YELLOW);
    c.draw_badge("F", &b, inner.x + 17.0, yy + 20.0);
    let st = fit(&fate, &BODY, inner.w - 50.0, TEXT_MIN);
    c.draw_text_in(
        &fate,
        &st,
        Rect::new(inner.x + 44.0, yy, inner.w - 44.0, 40.0),
        Align::Left,
    );
    h
}

// ----- the end ------------------------------------------------------------------------

fn scores_panel(view: &ZeppelinView, names: &[String], y: f32, c: Option<&mut Canvas>) -> f32 {
    let row_h = 52.0;
    let mut lines = view.scores.clone();
    lines.sort_by_key(|l| std::cmp::Reverse((l.total, l.battle_points, l.zeppelins)));
    let h = PAD + CAPTION_H + row_h * (lines.len() as f32 + 1.0) + PAD;
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let inner = rect.inset(PAD);
    caption(c, "FINAL SCORES", inner.x, inner.y, inner.w);
    let cols = [
        ("Cards", 520.0),
        ("Battle", 660.0),
        ("Fate bonus", 880.0),
        ("Total", 1070.0),
    ];
    let hy = inner.y + CAPTION_H;
    for (label, x) in cols {
        c.draw_text_in(
            label,
            &MUTED,
            Rect::new(inner.x + x - 160.0, hy, 160.0, row_h),
            Align::Right,
        );
    }
    for (i, l) in lines.iter().enumerate() {
        let ry = hy + row_h * (i as f32 + 1.0);
        let r = Rect::new(inner.x, ry + 4.0, inner.w, row_h - 8.0);
        if l.winner {
            c.fill_round_rect(r, 12.0, palette::PANEL_RAISED);
            c.highlight_rect(r, 12.0, 3.0, palette::HIGHLIGHT);
            c.draw_check(r.x + 22.0, r.center_y(), 26.0, 4.0, palette::SUCCESS);
        }
        c.draw_mark(seat_mark(l.seat), r.x + 60.0, r.center_y(), 15.0);
        let name = seat_name(names, l.seat);
        c.draw_text_in(
            &name,
            &NAME,
            Rect::new(r.x + 86.0, r.y, 330.0, r.h),
            Align::Left,
        );
        let values = [
            l.card_vp.to_string(),
            l.battle_points.to_string(),
            format!("+{} ({} pts)", l.fate_bonus, l.fate_points),
            l.total.to_string(),
        ];
        for ((_, x), v) in cols.iter().zip(values) {
            let st = if *x > 1050.0 { NAME } else { BODY };
            c.draw_text_in(
                &v,
                &st,
                Rect::new(inner.x + x - 200.0, r.y, 200.0, r.h),
                Align::Right,
            );
        }
    }
    h
}

// ----- the private view -------------------------------------------------------------------

fn hand_card_height(card: &CardView, w: f32) -> f32 {
    let name_h = wrapped_height(&card.name, &NAME, w - 60.0, 2).max(NAME.line_height());
    let mut h = 12.0 + 48.0 + name_h + 8.0 + 40.0 + 8.0;
    for line in effect_lines(card) {
        h += wrapped_height(&line, &BODY, w, 6);
    }
    h + 12.0
}

fn hand_panel(me: &PrivateView, y: f32, c: Option<&mut Canvas>) -> f32 {
    let w = (INNER - 2.0 * PAD - (HAND_COLUMNS as f32 - 1.0) * TILE_GAP) / HAND_COLUMNS as f32;
    let text_w = w - 28.0;
    let rows: Vec<f32> = me
        .hand
        .chunks(HAND_COLUMNS)
        .map(|row| {
            row.iter()
                .map(|h| hand_card_height(&h.card, text_w))
                .fold(0.0f32, f32::max)
        })
        .collect();
    let cards_h = if rows.is_empty() {
        50.0
    } else {
        rows.iter().sum::<f32>() + (rows.len() as f32 - 1.0) * TILE_GAP
    };
    let h = PAD + CAPTION_H + cards_h + PAD;
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let inner = rect.inset(PAD);
    caption(
        c,
        &format!(
            "IN YOUR HAND ({}) · numbers are for /play: play 2 on f",
            me.hand.len()
        ),
        inner.x,
        inner.y,
        inner.w,
    );
    if me.hand.is_empty() {
        c.draw_text_in(
            "No cards.",
            &MUTED,
            Rect::new(inner.x, inner.y + CAPTION_H, inner.w, 50.0),
            Align::Left,
        );
        return h;
    }
    let mut top = inner.y + CAPTION_H;
    for (row, height) in me.hand.chunks(HAND_COLUMNS).zip(&rows) {
        for (i, hc) in row.iter().enumerate() {
            let r = Rect::new(inner.x + i as f32 * (w + TILE_GAP), top, w, *height);
            c.fill_round_rect(r, 14.0, palette::PANEL_RAISED);
            if hc.fresh {
                c.stroke_round_rect(r.inset(1.5), 13.0, 3.0, palette::ORANGE);
            }
            let ri = r.inset_xy(14.0, 12.0);
            let badge = BadgeStyle::new(44.0, palette::HIGHLIGHT);
            c.draw_badge(&hc.number.to_string(), &badge, ri.x + 22.0, ri.y + 24.0);
            let mut x = ri.x + 54.0;
            if hc.fresh {
                let st = BadgeStyle::new(34.0, palette::ORANGE)
                    .with_text(TextStyle::bold(TEXT_MIN, palette::INK));
                x += c.draw_badge_at("NEW", &st, x, ri.y + 24.0, Align::Left).w + 8.0;
            }
            let card = &hc.card;
            // Right side of the top row: what it's worth.
            let worth = match card.kind {
                Kind::Fate => format!("{} Fate", card.value),
                _ if card.vp > 0 => format!("★ {} VP", card.vp),
                _ => String::new(),
            };
            if !worth.is_empty() {
                let fill = if card.kind == Kind::Fate {
                    palette::YELLOW
                } else {
                    palette::PANEL
                };
                let st = BadgeStyle::new(36.0, fill);
                c.draw_badge_at(&worth, &st, ri.right(), ri.y + 24.0, Align::Right);
            }
            let _ = x;
            let ny = ri.y + 48.0;
            let name_h = wrapped_height(&card.name, &NAME, ri.w, 2).max(NAME.line_height());
            c.draw_paragraph(
                &card.name,
                &NAME,
                Rect::new(ri.x, ny, ri.w, name_h),
                Align::Left,
                2,
            );
            let ky = ny + name_h + 8.0 + 20.0;
            if card.kind.is_zeppelin() {
                let st = TextStyle::bold(TEXT_MIN, palette::TEXT_MUTED);
                // Short: the pills need the room.
                let word = if card.kind == Kind::Experimental {
                    "EXPERIMENTAL"
                } else {
                    "ZEPPELIN"
                };
                let ww = c.draw_text(word, &st, ri.x, st.centered_baseline(ky), Align::Left);
                capacity_pills(c, card.capacity, ri.x + ww + 10.0, ky);
            } else {
                let mut x = ri.x;
                x += type_icons(c, &card.types, x, ky, 16.0);
                let word = match card.kind {
                    Kind::Fate => "FATE CARD".to_string(),
                    k => format!("{} · payload {}", kind_word(k), card.payload),
                };
                let st = TextStyle::bold(TEXT_MIN, palette::TEXT_MUTED);
                c.draw_text_in(
                    &word,
                    &st,
                    Rect::new(x + 4.0, ky - 18.0, ri.right() - x - 4.0, 36.0),
                    Align::Left,
                );
            }
            let mut ty = ny + name_h + 8.0 + 40.0 + 8.0;
            for line in effect_lines(card) {
                let lh = wrapped_height(&line, &BODY, ri.w, 6);
                c.draw_paragraph(&line, &BODY, Rect::new(ri.x, ty, ri.w, lh), Align::Left, 6);
                ty += lh;
            }
        }
        top += height + TILE_GAP;
    }
    h
}

fn discard_panel(me: &PrivateView, y: f32, c: Option<&mut Canvas>) -> f32 {
    let chips: Vec<String> = me
        .discard
        .iter()
        .enumerate()
        .map(|(i, card)| format!("d{} {}", i + 1, card.name))
        .collect();
    let width = INNER - 2.0 * PAD;
    let chip_h = 40.0;
    let mut rows = 1;
    let mut x = 0.0;
    for chip in &chips {
        let w = pill(None, chip, 0.0, 0.0, chip_h, false);
        if x > 0.0 && x + w > width {
            rows += 1;
            x = 0.0;
        }
        x += w + 8.0;
    }
    let h = PAD + CAPTION_H + rows as f32 * (chip_h + 8.0) + PAD - 8.0;
    let Some(c) = c else { return h };
    let rect = panel(c, y, h);
    let inner = rect.inset(PAD);
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
    if chips.is_empty() {
        c.draw_text_in(
            "Empty.",
            &MUTED,
            Rect::new(inner.x, inner.y + CAPTION_H, inner.w, chip_h),
            Align::Left,
        );
        return h;
    }
    let (mut x, mut yy) = (0.0, inner.y + CAPTION_H);
    for chip in &chips {
        let w = pill(None, chip, 0.0, 0.0, chip_h, false);
        if x > 0.0 && x + w > width {
            x = 0.0;
            yy += chip_h + 8.0;
        }
        pill(Some(c), chip, inner.x + x, yy + chip_h / 2.0, chip_h, false);
        x += w + 8.0;
    }
    h
}

// ----- legend -------------------------------------------------------------------------

fn legend(y: f32, c: Option<&mut Canvas>) -> f32 {
    let h = 44.0;
    let Some(c) = c else { return h };
    let mut x = MARGIN;
    let cy = y + h / 2.0;
    for t in AttackType::ALL {
        type_icon(c, t, x + 15.0, cy, 15.0);
        x += 36.0;
        x += c.draw_text(
            t.name(),
            &SMALL,
            x,
            SMALL.centered_baseline(cy),
            Align::Left,
        ) + 22.0;
    }
    let text = "A D O: Attack, Defense, Operative capacity";
    c.draw_text_in(
        text,
        &SMALL,
        Rect::new(x, y, MARGIN + INNER - x, h),
        Align::Left,
    );
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
                assert_eq!(png.width, WIDTH);
                assert!(png.bytes.len() < 300_000, "{} bytes", png.bytes.len());
                assert!(png.height < 4000, "{}", png.height);
            }
        }
    }

    #[test]
    fn a_finished_game_renders_its_scores() {
        let game = played_game(3, 5, 5000);
        assert!(game.outcome().is_some());
        let png = crate::board(&game.view(Viewer::Public), &[]).expect("renders");
        assert!(png.bytes.len() < 300_000);
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
}

//! Small pieces every Zeppelin Attack! panel draws with: attack type icons,
//! capacity pills, kind words, captions and panels.

use windward_engine::games::zeppelin_attack::cards::{AttackType, Kind};

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::text::{measure, truncate, wrap};
use crate::kit::theme::{CAPTION, SMALL_BOLD, TEXT_SMALL};
use crate::kit::{palette, Align, Canvas, Color, Rect, Shape, TextStyle};

use super::{Fit, CAPTION_H};

pub(super) fn type_look(t: AttackType) -> (Color, Shape) {
    match t {
        AttackType::Cold => (palette::SKY_BLUE, Shape::Hexagon),
        AttackType::Psionic => (palette::REDDISH_PURPLE, Shape::Circle),
        AttackType::Electric => (palette::YELLOW, Shape::Diamond),
        AttackType::Explosive => (palette::VERMILLION, Shape::Square),
    }
}

/// An attack type: its shape in its colour, with its letter on top when the icon is
/// big enough for a readable letter (the shape alone tells the types apart).
pub(super) fn type_icon(c: &mut Canvas, t: AttackType, cx: f32, cy: f32, r: f32) {
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
pub(super) fn type_icons(c: &mut Canvas, types: &[AttackType], x: f32, cy: f32, r: f32) -> f32 {
    let step = 2.0 * r + 6.0;
    for (i, t) in types.iter().enumerate() {
        type_icon(c, *t, x + r + i as f32 * step, cy, r);
    }
    types.len() as f32 * step
}

/// A small labelled pill (`A2`, `d3 Ice Field`): a kit badge `h` tall filled with
/// `fill`, or only outlined with faint text when `faint` (a zero capacity).
pub(super) fn pill(h: f32, fill: Color, faint: bool) -> BadgeStyle {
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
pub(super) fn capacity_width(capacity: [u8; 3]) -> f32 {
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

pub(super) fn caps_width(capacity: [u8; 3], level: Fit) -> f32 {
    if level.cap_pills() {
        capacity_width(capacity)
    } else {
        compact_caps_width(capacity)
    }
}

/// The capacities from `x` as pills, or as plain text at the last detail level.
pub(super) fn caps(c: &mut Canvas, capacity: [u8; 3], level: Fit, x: f32, cy: f32) {
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
pub(super) fn capacity_pills(c: &mut Canvas, capacity: [u8; 3], x: f32, cy: f32) -> f32 {
    let mut dx = 0.0;
    for (text, faint) in capacity_texts(capacity) {
        let style = pill(CAPACITY_H, palette::PANEL, faint);
        dx += c.draw_badge_at(&text, &style, x + dx, cy, Align::Left).w + CAPACITY_GAP;
    }
    dx - CAPACITY_GAP
}

pub(super) fn kind_word(kind: Kind) -> &'static str {
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

pub(super) fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

pub(super) fn caption(c: &mut Canvas, text: &str, x: f32, y: f32, w: f32) {
    c.draw_text_in(text, &CAPTION, Rect::new(x, y, w, CAPTION_H), Align::Left);
}

pub(super) fn panel(c: &mut Canvas, area: Rect, h: f32) -> Rect {
    let rect = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(rect, palette::PANEL);
    rect
}

pub(super) fn wrapped_height(text: &str, style: &TextStyle, w: f32, max_lines: usize) -> f32 {
    wrap(text, style, w).len().min(max_lines) as f32 * style.line_height()
}

/// One line of text cut to `w`, drawn with its caps centred on `cy`; returns its width.
pub(super) fn line(c: &mut Canvas, text: &str, style: &TextStyle, x: f32, cy: f32, w: f32) -> f32 {
    if w <= 0.0 {
        return 0.0;
    }
    let text = truncate(text, style, w);
    c.draw_text(&text, style, x, style.centered_baseline(cy), Align::Left)
}

//! A Zeppelin Attack! player's private view: their hand (names, kinds, payloads,
//! worth, numbered as the notation numbers it), Fate cards as chips, and the discard
//! pile.

use windward_engine::games::zeppelin_attack::cards::Kind;
use windward_engine::games::zeppelin_attack::{CardView, HandCard, PrivateView};

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::text::{measure, truncate, wrap};
use crate::kit::theme::{BODY_BOLD, SMALL_BOLD, SMALL_MUTED};
use crate::kit::{palette, Align, Canvas, Rect, TextStyle};

use super::pieces::{
    capacity_pills, caption, kind_word, line, panel, pill, type_icons, wrapped_height,
};
use super::{CAPTION_H, P, TILE_GAP};

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

pub(super) fn hand_panel(me: &PrivateView, area: Rect, c: Option<&mut Canvas>) -> f32 {
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

pub(super) fn discard_panel(me: &PrivateView, area: Rect, c: Option<&mut Canvas>) -> f32 {
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

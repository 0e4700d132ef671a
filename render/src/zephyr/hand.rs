//! A Zephyr captain's hand: small cards (name, kind and tier), identical ones once
//! and counted, three to a row when every name fits, else two.

use windward_engine::games::zephyr::CardView;

use crate::kit::badge::badge_width;
use crate::kit::theme::{BODY_BOLD, SMALL_MUTED};
use crate::kit::{palette, Align, Canvas, Rect};

use super::{caption, fits, kind_color, line, panel, pill, Fit, CAPTION_H, INNER, P};

/// Cards in hand to a row: three when every name fits, else two.
fn hand_columns(cards: &[Held]) -> usize {
    let fits_three = cards.iter().all(|h| {
        let copies = if h.copies > 1 {
            badge_width(
                &format!("×{}", h.copies),
                &pill(palette::PANEL, 32.0).with_text(BODY_BOLD),
            ) + 8.0
        } else {
            0.0
        };
        fits(
            &h.card.name,
            &BODY_BOLD,
            card_w(3) - CARD_LEFT - 12.0 - copies,
        )
    });
    if fits_three {
        3
    } else {
        2
    }
}
const HAND_GAP: f32 = 12.0;
const CARD_NAME: f32 = 44.0;
const CARD_KIND: f32 = 36.0;
/// A hand card's text starts this far in, past its colour strip.
const CARD_LEFT: f32 = 22.0;

fn card_w(columns: usize) -> f32 {
    (INNER - 2.0 * P - (columns as f32 - 1.0) * HAND_GAP) / columns as f32
}

/// A card in hand: its name, kind and tier (its text is in the captain's details);
/// in the busiest moments its name alone, its kind the colour of its strip.
fn card_h(level: Fit) -> f32 {
    8.0 + CARD_NAME + if level.card_kinds() { CARD_KIND } else { 0.0 } + 8.0
}

/// A card in hand with its copies: identical cards (name, kind, tier, text, kept or
/// not) show once, with a count. Derived here from the engine's [`CardView`]s (the
/// engine lists every card), so not an engine type.
struct Held<'v> {
    card: &'v CardView,
    copies: usize,
    kept: bool,
}

fn held<'v>(hand: &'v [CardView], kept: &[u64]) -> Vec<Held<'v>> {
    let mut out: Vec<Held> = Vec::new();
    for card in hand {
        let is_kept = kept.contains(&card.id);
        let same = out.iter_mut().find(|h| {
            h.kept == is_kept
                && h.card.name == card.name
                && h.card.kind == card.kind
                && h.card.tier == card.tier
                && h.card.text == card.text
        });
        match same {
            Some(h) => h.copies += 1,
            None => out.push(Held {
                card,
                copies: 1,
                kept: is_kept,
            }),
        }
    }
    out
}

pub(super) fn hand_panel(
    hand: &[CardView],
    kept: &[u64],
    draw: Option<u8>,
    level: Fit,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let cards = held(hand, kept);
    let columns = hand_columns(&cards);
    let rows: Vec<f32> = cards
        .chunks(columns)
        .map(|row| row.iter().map(|_| card_h(level)).fold(0.0, f32::max))
        .collect();
    let h = CAPTION_H + rows.iter().map(|h| h + HAND_GAP).sum::<f32>() + 4.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    let mut title = format!(
        "YOUR HAND · {} CARD{}",
        hand.len(),
        if hand.len() == 1 { "" } else { "S" }
    );
    if let Some(n) = draw {
        title.push_str(&format!(" · YOU DRAW {n}"));
    }
    caption(c, &title, inner.x, r.y + 4.0, inner.w);
    let w = card_w(columns);
    let mut y = r.y + CAPTION_H;
    for (row, rh) in cards.chunks(columns).zip(rows) {
        for (i, h) in row.iter().enumerate() {
            let cr = Rect::new(inner.x + i as f32 * (w + HAND_GAP), y, w, rh);
            hand_card(c, h, level.card_kinds(), cr);
        }
        y += rh + HAND_GAP;
    }
    h
}

fn hand_card(c: &mut Canvas, held: &Held, kinds: bool, r: Rect) {
    let card = held.card;
    let color = kind_color(&card.kind);
    c.fill_round_rect(r, 14.0, palette::PANEL_RAISED);
    c.fill_round_rect(Rect::new(r.x, r.y, 10.0, r.h), 5.0, color);
    if held.kept {
        c.stroke_round_rect(r.inset(1.5), 13.0, 3.0, palette::HIGHLIGHT);
    }
    let ri = Rect::new(
        r.x + CARD_LEFT,
        r.y + 8.0,
        r.w - CARD_LEFT - 12.0,
        r.h - 8.0,
    );
    let name_cy = ri.y + CARD_NAME / 2.0;
    let mut name_w = ri.w;
    if held.copies > 1 {
        let copies = format!("×{}", held.copies);
        let st = pill(palette::PANEL, 32.0).with_text(BODY_BOLD);
        name_w -= c
            .draw_badge_at(&copies, &st, ri.right(), name_cy, Align::Right)
            .w
            + 8.0;
    }
    line(c, &card.name, &BODY_BOLD, ri.x, name_cy, name_w);
    if !kinds {
        return;
    }
    let ky = ri.y + CARD_NAME + CARD_KIND / 2.0 - 4.0;
    let kind = card.kind.to_uppercase();
    let kr = c.draw_badge_at(&kind, &pill(color, 30.0), ri.x, ky, Align::Left);
    let mut right = ri.right();
    if held.kept {
        let st = pill(palette::HIGHLIGHT, 30.0);
        right = c.draw_badge_at("KEPT", &st, right, ky, Align::Right).x - 8.0;
    }
    if card.tier != "base" && fits(&card.tier, &SMALL_MUTED, right - kr.right() - 10.0) {
        line(
            c,
            &card.tier,
            &SMALL_MUTED,
            kr.right() + 10.0,
            ky,
            right - kr.right() - 10.0,
        );
    }
}

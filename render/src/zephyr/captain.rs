//! A Zephyr captain's own view: the exploration card they react to, with its
//! numbered choices, and the assignments they are offered.

use windward_engine::games::zephyr::ExploreView;

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::text::wrap;
use crate::kit::theme::{BODY, BODY_BOLD, HEADING, RADIUS, SMALL, SMALL_MUTED};
use crate::kit::{palette, Align, Canvas, Rect};

use super::{caption, fits, line, panel, pill, Fit, CAPTION_H, P};

const CHOICE_GAP: f32 = 10.0;

/// A choice without an empty outcome ("Outrun them (play 1 maneuver): ." ends at the
/// parenthesis).
fn tidy_choice(text: &str) -> String {
    text.replace(": .", ".")
}

fn choice_lines(text: &str, w: f32) -> usize {
    wrap(text, &BODY, w).len().clamp(1, 3)
}

/// The exploration card being reacted to, with its numbered choices.
pub(super) fn reacting(
    card: &ExploreView,
    level: Fit,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let text_w = area.w - 2.0 * P - 56.0;
    let flavour = if level.flavour() && !card.flavour.is_empty() {
        wrap(&card.flavour, &SMALL_MUTED, area.w - 2.0 * P)
            .len()
            .min(2)
    } else {
        0
    };
    let choices: f32 = card
        .choices
        .iter()
        .map(|ch| choice_lines(&tidy_choice(ch), text_w) as f32 * BODY.line_height() + CHOICE_GAP)
        .sum();
    let h = CAPTION_H
        + HEADING.line_height()
        + flavour as f32 * SMALL.line_height()
        + 8.0
        + choices
        + 6.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    c.highlight_rect(r, RADIUS, 3.0, palette::HIGHLIGHT);
    let inner = r.inset_xy(P, 0.0);
    let deck = format!("REACT · {}", card.deck.to_uppercase());
    caption(c, &deck, inner.x, r.y + 4.0, inner.w);
    let mut y = r.y + CAPTION_H;
    line(
        c,
        &card.name,
        &HEADING,
        inner.x,
        y + HEADING.line_height() / 2.0,
        inner.w,
    );
    y += HEADING.line_height();
    if flavour > 0 {
        y += c.draw_paragraph(
            &card.flavour,
            &SMALL_MUTED,
            Rect::new(inner.x, y, inner.w, flavour as f32 * SMALL.line_height()),
            Align::Left,
            flavour,
        );
    }
    y += 8.0;
    for (i, ch) in card.choices.iter().enumerate() {
        let ch = tidy_choice(ch);
        let n = choice_lines(&ch, text_w);
        let bh = n as f32 * BODY.line_height();
        let number =
            BadgeStyle::new(38.0, palette::HIGHLIGHT).with_text(BODY_BOLD.with_color(palette::INK));
        c.draw_badge(
            &(i + 1).to_string(),
            &number,
            inner.x + 19.0,
            y + BODY.line_height() / 2.0,
        );
        c.draw_paragraph(
            &ch,
            &BODY,
            Rect::new(inner.x + 56.0, y, text_w, bh),
            Align::Left,
            n,
        );
        y += bh + CHOICE_GAP;
    }
    h
}

const OFFER_TOP: f32 = 48.0;

/// The assignments a captain is offered, two to a row: names and kinds (their routes,
/// paths and rewards are in the captain's details).
pub(super) fn offers_panel(offers: &[ExploreView], area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let width = |cols: usize| (area.w - 2.0 * P - (cols as f32 - 1.0) * 12.0) / cols as f32;
    // Two to a row when every name fits beside its kind there, else one (a long name
    // is never cut).
    let fits_two = offers.iter().all(|o| {
        let kind = o.deck.to_uppercase();
        let badge = if kind.is_empty() {
            0.0
        } else {
            badge_width(&kind, &pill(palette::PANEL, 30.0)) + 10.0
        };
        fits(&o.name, &BODY_BOLD, width(2) - 28.0 - badge)
    });
    let cols = if offers.len() > 1 && fits_two { 2 } else { 1 };
    let w = width(cols);
    let rows: Vec<f32> = offers
        .chunks(cols)
        .map(|row| row.iter().map(|_| OFFER_TOP + 4.0).fold(0.0, f32::max))
        .collect();
    let h = CAPTION_H + rows.iter().map(|h| h + 12.0).sum::<f32>();
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    caption(c, "ASSIGNMENTS OFFERED", inner.x, r.y + 4.0, inner.w);
    let mut y = r.y + CAPTION_H;
    for (row, rh) in offers.chunks(cols).zip(rows) {
        for (i, o) in row.iter().enumerate() {
            let cr = Rect::new(inner.x + i as f32 * (w + 12.0), y, w, rh);
            c.fill_round_rect(cr, 14.0, palette::PANEL_RAISED);
            let ci = cr.inset_xy(14.0, 0.0);
            let kind = o.deck.to_uppercase();
            let st = pill(palette::PANEL, 30.0);
            let kw = if kind.is_empty() {
                0.0
            } else {
                c.draw_badge_at(&kind, &st, ci.right(), cr.y + OFFER_TOP / 2.0, Align::Right)
                    .w
                    + 10.0
            };
            line(
                c,
                &o.name,
                &BODY_BOLD,
                ci.x,
                cr.y + OFFER_TOP / 2.0,
                ci.w - kw,
            );
        }
        y += rh + 12.0;
    }
    h
}

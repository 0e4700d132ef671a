//! The attack of the turn and the cards just shown, full width on the public board.

use crate::kit::seats::Names;
use windward_engine::games::zeppelin_attack::cards::Kind;
use windward_engine::games::zeppelin_attack::{AttackResult, AttackView, CardView, ZeppelinView};
use windward_engine::Seat;

use crate::kit::badge::BadgeStyle;
use crate::kit::seats::{fill_names, seat_mark, seat_name};
use crate::kit::text::{fit, measure, wrap};
use crate::kit::theme::{BODY_BOLD, CAPTION, SMALL, SMALL_BOLD, SMALL_MUTED, TEXT_SMALL};
use crate::kit::{palette, Align, Canvas, Rect};

use super::pieces::{capitalise, caption, line, panel, type_icon};
use super::{first_fit, Fit, CAPTION_H, P, ROW_GAP};

const ATTACK_ROW: f32 = 46.0;

pub(super) fn attack_panel(
    attack: &AttackView,
    names: &Names,
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
pub(super) fn shown_panel(
    view: &ZeppelinView,
    names: &Names,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
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

//! The top of a Zeppelin Attack! picture: on the public board whose turn it is and
//! what the game waits for; in a private view, what the player is asked.

use crate::kit::seats::Names;
use windward_engine::games::zeppelin_attack::{PrivateView, ZeppelinView};
use windward_engine::Seat;

use crate::kit::badge::BadgeStyle;
use crate::kit::seats::{fill_names, seat_mark, seat_name};
use crate::kit::text::{fit, measure};
use crate::kit::theme::{
    BODY, BODY_BOLD, CAPTION, RADIUS, SMALL, SMALL_MUTED, TEXT_BODY, TEXT_HEADING, TITLE,
};
use crate::kit::{palette, Align, Canvas, Rect};

use super::pieces::{capitalise, caption, line, panel, pill, wrapped_height};
use super::{first_fit, Fit, CAPTION_H, P};

const HEADER_NAME_H: f32 = 62.0;
const FINAL_H: f32 = 44.0;

/// Who the header names: the player who must act now. That is the player whose turn
/// it is, unless the game waits on someone else inside that turn (an attacked player
/// answering, a discard asked of a rival): then it names them as "now answering" (the
/// line under it says whose attack or card they answer), so the header never says
/// "now playing" of someone who is waiting.
#[derive(Debug, PartialEq)]
pub(super) struct Acting {
    pub(super) seat: Seat,
    /// The caption over the name, with the mastermind's name when it fits.
    pub(super) caption: String,
    /// The caption without the mastermind.
    short: &'static str,
    /// The big line: the player's name.
    pub(super) name: String,
}

impl Acting {
    pub(super) fn of(view: &ZeppelinView, names: &Names) -> Acting {
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

pub(super) fn header(
    view: &ZeppelinView,
    names: &Names,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
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

pub(super) fn private_header(
    view: &ZeppelinView,
    me: &PrivateView,
    names: &Names,
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

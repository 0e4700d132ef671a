//! Zephyr's assignments under way: each with its route of spaces and where the party
//! is on it.

use crate::kit::seats::Names;
use windward_engine::games::zephyr::AssignmentView;

use crate::kit::seats::{seat_mark, seat_name};
use crate::kit::text::fit;
use crate::kit::theme::{BODY_BOLD, SMALL, SMALL_BOLD};
use crate::kit::{palette, Align, Canvas, Rect};

use super::{caption, fits, line, panel, CAPTION_H, P};

const RUN_ROW: f32 = 50.0;
const SPACE: f32 = 38.0;
const SPACE_GAP: f32 = 14.0;

/// A route space's label: its letter, "?" to explore, a star for the commander.
fn space_label(word: &str) -> &str {
    match word {
        "commander" => "★",
        w => w,
    }
}

/// One space of a route: white where the party is, dim behind it.
pub(super) fn route_space(c: &mut Canvas, word: &str, here: bool, past: bool, sr: Rect) {
    let (fill, text) = if here {
        (palette::HIGHLIGHT, palette::INK)
    } else if past {
        (palette::PANEL, palette::TEXT_FAINT)
    } else {
        (palette::PANEL_RAISED, palette::TEXT)
    };
    c.fill_round_rect(sr, 8.0, fill);
    if !here {
        c.stroke_round_rect(sr.inset(1.0), 7.0, 2.0, palette::LINE);
    }
    let t = SMALL_BOLD.with_color(text);
    let label = space_label(word);
    let t = fit(label, &t, sr.w - 6.0, t.size);
    c.draw_text(
        label,
        &t,
        sr.center_x(),
        t.centered_baseline(sr.center_y()),
        Align::Center,
    );
}

pub(super) fn assignments_panel(
    runs: &[AssignmentView],
    names: &Names,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let h = CAPTION_H + runs.len() as f32 * RUN_ROW + 10.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    caption(
        c,
        "ASSIGNMENTS UNDER WAY · ROUTE",
        inner.x,
        r.y + 4.0,
        inner.w,
    );
    for (i, run) in runs.iter().enumerate() {
        let cy = r.y + CAPTION_H + (i as f32 + 0.5) * RUN_ROW;
        // The route, right-aligned.
        let n = run.route.len();
        let pos = usize::from(run.pos);
        let route_w = n as f32 * (SPACE + SPACE_GAP) - SPACE_GAP;
        let x0 = inner.right() - route_w.max(0.0);
        for (k, word) in run.route.iter().enumerate() {
            let sx = x0 + k as f32 * (SPACE + SPACE_GAP);
            let sr = Rect::new(sx, cy - SPACE / 2.0, SPACE, SPACE);
            if k + 1 < n {
                c.line(
                    (sr.right(), cy),
                    (sr.right() + SPACE_GAP, cy),
                    3.0,
                    palette::LINE,
                );
            }
            route_space(c, word, k == pos, k < pos, sr);
        }
        // Name, then the party: leader's mark and name, allies' marks.
        let left_w = x0 - inner.x - 20.0;
        let name_w = left_w - 40.0;
        let drawn = line(c, &run.name, &BODY_BOLD, inner.x, cy, name_w);
        let mut x = inner.x + drawn + 20.0;
        c.draw_mark(seat_mark(run.leader), x + 11.0, cy, 11.0);
        x += 28.0;
        let allies_w = run.allies.len() as f32 * 28.0;
        let leader = seat_name(names, run.leader);
        let end = inner.x + left_w;
        if fits(&leader, &SMALL, end - x - allies_w - 8.0) {
            x += line(c, &leader, &SMALL, x, cy, end - x - allies_w - 8.0) + 10.0;
        }
        for &ally in &run.allies {
            if x + 22.0 > end {
                break;
            }
            c.draw_mark(seat_mark(ally), x + 11.0, cy, 10.0);
            x += 28.0;
        }
    }
    h
}

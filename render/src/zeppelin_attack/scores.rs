//! The end of a Zeppelin Attack! game: the scores.

use crate::kit::seats::Names;
use windward_engine::games::zeppelin_attack::ZeppelinView;

use crate::kit::seats::{fill_names, seat_mark, seat_name};
use crate::kit::text::measure;
use crate::kit::theme::{BODY, BODY_BOLD, SMALL, SMALL_MUTED};
use crate::kit::{palette, Align, Canvas, Rect};

use super::pieces::{caption, line, panel, wrapped_height};
use super::{CAPTION_H, P};

pub(super) fn scores_panel(
    view: &ZeppelinView,
    names: &Names,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
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

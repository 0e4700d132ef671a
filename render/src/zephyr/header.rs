//! The top of a Zephyr picture: the header (day, region, its rules, days left,
//! assignments done), the banner of a finished game, what a captain is asked, and who
//! the table waits for.

use crate::kit::seats::Names;
use windward_engine::games::zephyr::ZephyrView;
use windward_engine::Seat;

use crate::kit::badge::badge_width;
use crate::kit::seats::{seat_mark, seat_name};
use crate::kit::text::{fit, measure, truncate, wrap};
use crate::kit::theme::{
    BODY, BODY_BOLD, BODY_MUTED, CAPTION, HEADING, RADIUS, SMALL, SMALL_MUTED, TEXT_BODY, TITLE,
};
use crate::kit::{palette, Align, Canvas, Rect};

use super::{capitalise, line, panel, pill, Fit, P};

const HEADER_H: f32 = 132.0;

/// The region's rules as one text ("Here: …"), if it has any.
fn rules_text(view: &ZephyrView) -> Option<String> {
    let rules: Vec<&str> = view
        .region_rules
        .iter()
        .map(|r| r.trim())
        .filter(|r| !r.is_empty())
        .collect();
    (!rules.is_empty()).then(|| format!("Here: {}", rules.join(" ")))
}

/// Lines the region's rules take under the header (at most two).
fn rules_lines(text: &str, w: f32) -> usize {
    wrap(text, &SMALL, w).len().min(2)
}

pub(super) fn header(
    view: &ZephyrView,
    level: Fit,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    // The region's rules leave the busiest picture of all.
    let rules = rules_text(view).filter(|_| level.0 < Fit::LAST);
    let rules_w = area.w - 2.0 * P - 16.0;
    let lines = rules.as_deref().map_or(0, |t| rules_lines(t, rules_w));
    let h = HEADER_H
        + if lines > 0 {
            10.0 + lines as f32 * SMALL.line_height() + 10.0
        } else {
            0.0
        };
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let x = r.x + P + 8.0;
    if let Some(text) = &rules {
        let top = r.y + HEADER_H;
        c.line((x, top), (x + rules_w, top), 2.0, palette::LINE);
        c.draw_paragraph(
            text,
            &SMALL,
            Rect::new(x, top + 10.0, rules_w, lines as f32 * SMALL.line_height()),
            Align::Left,
            lines,
        );
    }
    // Left: the day.
    c.draw_text("DAY", &CAPTION, x, r.y + 40.0, Align::Left);
    let day = view.day.to_string();
    let day_style = fit(&day, &TITLE, 110.0, TEXT_BODY);
    c.draw_text(&day, &day_style, x, r.y + 96.0, Align::Left);
    // Right: assignments done of those needed.
    let right = r.right() - P - 8.0;
    c.draw_text("ASSIGNMENTS", &CAPTION, right, r.y + 40.0, Align::Right);
    let done = format!("{} / {}", view.completed, view.needed);
    let done_style = if view.completed >= view.needed {
        TITLE.with_color(palette::SUCCESS)
    } else {
        TITLE
    };
    c.draw_text(&done, &done_style, right, r.y + 96.0, Align::Right);
    c.draw_text(
        "done / needed",
        &SMALL_MUTED,
        right,
        r.y + 122.0,
        Align::Right,
    );
    // Middle: the region, its tier and days.
    let mx = x + 130.0;
    let mw = right - 220.0 - mx;
    let tier = format!("TIER {}", view.tier);
    let tier_style = pill(palette::PANEL_RAISED, 34.0);
    let tier_w = badge_width(&tier, &tier_style);
    let name = match (&view.region, view.over) {
        (Some(region), _) => region.clone(),
        (None, Some(_)) => "Mission over".to_string(),
        (None, None) => capitalise(&view.phase),
    };
    let name_w = mw - tier_w - 14.0;
    let name_style = fit(&name, &HEADING, name_w, TEXT_BODY);
    let drawn = line(c, &name, &name_style, mx, r.y + 34.0, name_w);
    c.draw_badge_at(
        &tier,
        &tier_style,
        mx + drawn + 14.0,
        r.y + 34.0,
        Align::Left,
    );
    let days = match (&view.region, view.over) {
        (Some(_), _) if view.days_left == 0 => "On the goal space".to_string(),
        (Some(_), _) => format!(
            "Day {} of {} here · {} days left",
            view.region_day.0, view.region_day.1, view.days_left
        ),
        (None, Some(_)) => format!("Ended on day {}", view.day),
        (None, None) => format!("{} days to fly", view.days_left),
    };
    // Edition 3: the track's mission event today, or the next one.
    let days = match (
        view.events.iter().find(|e| e.today),
        view.events.iter().find(|e| !e.past && !e.today),
    ) {
        _ if view.over.is_some() => days,
        (Some(e), _) => format!("{days} · Today: {}", e.name),
        (None, Some(e)) => format!("{days} · Day {}: {}", e.day, e.name),
        (None, None) => days,
    };
    line(c, &days, &BODY, mx, r.y + 78.0, mw);
    if view.region.is_some() {
        let mut phase = format!("Now: {}", view.phase);
        if let Some(q) = view.requirements.iter().find(|q| !q.checked) {
            phase.push_str(&format!(
                " · Day {} requirement: {} of {}",
                q.day, q.have, q.need
            ));
        }
        line(c, &phase, &SMALL_MUTED, mx, r.y + 112.0, mw);
    }
    h
}

pub(super) fn banner(
    day: u16,
    won: bool,
    ending: Option<&str>,
    summary: Option<&str>,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let h = 84.0;
    let Some(c) = canvas else {
        return h;
    };
    let fill = if won {
        palette::SUCCESS
    } else {
        palette::FAILURE
    };
    let r = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(r, fill);
    let ink = fill.text_on();
    if won {
        c.draw_check(r.x + 46.0, r.center_y(), 40.0, 7.0, ink);
    } else {
        c.draw_x(r.x + 46.0, r.center_y(), 40.0, 7.0, ink);
    }
    let text = if let (true, Some(summary)) = (won, summary) {
        summary.to_string()
    } else if won {
        format!("Victory on day {day}: the bandits are driven off!")
    } else if ending == Some("time ran out") {
        format!("Defeat on day {day}: time ran out.")
    } else if ending == Some("requirement not met") {
        format!("Defeat on day {day}: a requirement was not met.")
    } else {
        format!("Defeat on day {day}: the mission is lost.")
    };
    // A long summary (a warlord's name) steps down to body size before it is cut.
    let w = r.w - 90.0 - P;
    let style = fit(&text, &HEADING, w, TEXT_BODY).with_color(ink);
    line(c, &text, &style, r.x + 90.0, r.center_y(), w);
    h
}

/// What the captain is asked now, white, with a pointer.
pub(super) fn prompt_bar(text: &str, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let style = BODY_BOLD.with_color(palette::INK);
    let text_w = area.w - 2.0 * P - 50.0;
    let lines = wrap(text, &style, text_w).len().clamp(1, 3);
    let h = 28.0 + lines as f32 * style.line_height();
    let Some(c) = canvas else {
        return h;
    };
    let r = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(r, palette::HIGHLIGHT);
    c.draw_pointer(r.x + P + 24.0, r.center_y(), 20.0, palette::INK);
    c.draw_paragraph(
        text,
        &style,
        Rect::new(r.x + P + 50.0, r.y + 14.0, text_w, h - 28.0),
        Align::Left,
        3,
    );
    h
}

const WAIT_ROW: f32 = 44.0;

/// The seats the table waits for, each with its mark, flowed into rows.
fn wait_flow(
    seats: &[Seat],
    names: &Names,
    x0: f32,
    w: f32,
) -> (Vec<(Seat, String, f32, usize)>, usize) {
    let mut out = Vec::new();
    let (mut x, mut row) = (x0, 0);
    for &seat in seats {
        let name = truncate(&seat_name(names, seat), &BODY_BOLD, w * 0.6);
        let item = 36.0 + measure(&name, &BODY_BOLD);
        if x > 0.0 && x + item > w {
            x = 0.0;
            row += 1;
        }
        out.push((seat, name, x, row));
        x += item + 26.0;
    }
    (out, row + 1)
}

pub(super) fn waiting(
    seats: &[Seat],
    names: &Names,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let label = "Waiting for";
    let label_w = measure(label, &BODY_MUTED) + 20.0;
    let w = area.w - 2.0 * P;
    let (items, rows) = wait_flow(seats, names, label_w, w);
    let h = 16.0 + rows as f32 * WAIT_ROW;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    c.highlight_rect(r, RADIUS, 3.0, palette::HIGHLIGHT);
    let top = r.y + 8.0;
    line(
        c,
        label,
        &BODY_MUTED,
        r.x + P,
        top + WAIT_ROW / 2.0,
        label_w,
    );
    for (seat, name, dx, row) in items {
        let cy = top + (row as f32 + 0.5) * WAIT_ROW;
        let x = r.x + P + dx;
        c.draw_mark(seat_mark(seat), x + 14.0, cy, 13.0);
        c.draw_text(
            &name,
            &BODY_BOLD,
            x + 36.0,
            BODY_BOLD.centered_baseline(cy),
            Align::Left,
        );
    }
    h
}

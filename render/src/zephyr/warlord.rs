//! Zephyr's warlord (Warlord's Reach): his name, hull, the wave being fought or his
//! face-down cards, and his face-up abilities with their faces.

use windward_engine::games::zephyr::WarlordView;

use crate::kit::text::wrap;
use crate::kit::theme::{HEADING, SMALL, SMALL_BOLD, SMALL_MUTED};
use crate::kit::{palette, Align, Canvas, Rect};

use super::battles::{pips, PIP_STEP};
use super::{line, panel, pill, Fit, P};

/// The warlord's state in a line: face-down cards before his battle, the wave being
/// fought, or whether he can be hit.
fn warlord_status(w: &WarlordView) -> String {
    let plural = |n: u8, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    if !w.fighting {
        return format!(
            "Waits on the goal space with {} and {}, face down.",
            plural(w.ability_count, "ability", "abilities"),
            plural(w.waves, "wave", "waves")
        );
    }
    if w.destroyed {
        return "Destroyed!".into();
    }
    if w.exposed {
        let status = format!(
            "All {} broken: the warlord can be hit. Aim at the warlord!",
            plural(w.waves, "wave", "waves")
        );
        return with_nightfall(status, w);
    }
    let status = match (&w.wave_name, &w.wave_text) {
        (Some(name), Some(text)) => format!(
            "Wave {} of {}: {name}. {text} The warlord takes no damage until the waves are broken.",
            w.wave, w.waves
        ),
        _ => format!("Wave {} of {}.", w.wave, w.waves),
    };
    with_nightfall(status, w)
}

/// The status, with a warning when nightfall is near (it ends the battle, lost).
fn with_nightfall(status: String, w: &WarlordView) -> String {
    match w.nightfall_in {
        Some(n) if n <= 10 => format!(
            "Nightfall in {n} attack phase{}! {status}",
            if n == 1 { "" } else { "s" }
        ),
        _ => status,
    }
}

/// An ability card as one text: "Agile Aggression: 1: 1 damage · 2: evade 1 attack
/// · …", faces in die order; `short` words them tersely ("1 dmg", "–").
fn ability_text(name: &str, faces: &[String], short: bool) -> String {
    let faces: Vec<String> = faces
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let f = if short { terse(f) } else { f.clone() };
            format!("{}: {f}", i + 1)
        })
        .collect();
    format!("{name}: {}", faces.join(" · "))
}

/// A die face's words, shorter: "1 dmg", "evade 2", "–".
fn terse(face: &str) -> String {
    if face == "nothing" {
        return "–".into();
    }
    face.replace(" damage and roll again", " dmg, again")
        .replace(" direct damage", " direct")
        .replace(" damage", " dmg")
        .replace(" attacks", "")
        .replace(" attack", "")
        .replace("kill a crew member", "kill crew")
}

const WARLORD_TOP: f32 = 56.0;

/// The abilities as the panel shows them: each with its faces, or (in the busiest
/// moments) their names on one line.
fn ability_texts(w: &WarlordView, level: Fit) -> Vec<String> {
    if w.abilities.is_empty() {
        Vec::new()
    } else if level.0 >= 9 {
        let names: Vec<&str> = w.abilities.iter().map(|a| a.name.as_str()).collect();
        vec![format!("Abilities: {}", names.join(", "))]
    } else {
        w.abilities
            .iter()
            .map(|a| ability_text(&a.name, &a.faces, level.0 >= 6))
            .collect()
    }
}

/// Lines of the status, and of each ability text (fewer in busy moments).
fn warlord_lines(w: &WarlordView, level: Fit, tw: f32) -> (usize, Vec<usize>) {
    let most = if level.0 >= 6 { 1 } else { 3 };
    let status = wrap(&warlord_status(w), &SMALL, tw).len().clamp(1, most);
    let per = if level.0 >= 6 { 1 } else { 2 };
    let abilities = ability_texts(w, level)
        .iter()
        .map(|t| wrap(t, &SMALL, tw).len().clamp(1, per))
        .collect();
    (status, abilities)
}

/// The warlord: name, hull as pips, the wave being fought (or his face-down cards),
/// and his face-up abilities, each with its six faces.
pub(super) fn warlord_panel(
    w: &WarlordView,
    level: Fit,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let tw = area.w - 2.0 * P;
    let (status, abilities) = warlord_lines(w, level, tw);
    let lh = SMALL.line_height();
    let ability_h: f32 = abilities.iter().map(|&n| n as f32 * lh + 6.0).sum();
    let h = WARLORD_TOP + status as f32 * lh + 10.0 + ability_h + 8.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    let cy = r.y + WARLORD_TOP / 2.0 + 2.0;
    // Right: his hull, pips and count.
    let count = format!("{}/{} hull", w.cubes, w.max);
    let count_w = c.draw_text(
        &count,
        &SMALL_BOLD,
        inner.right(),
        SMALL_BOLD.centered_baseline(cy),
        Align::Right,
    );
    let pips_w = (f32::from(w.max) * PIP_STEP).min(inner.w * 0.3);
    let px = inner.right() - count_w - 12.0 - pips_w;
    pips(c, w.cubes, w.max, px, cy, pips_w);
    // Left: a tag and his name.
    let tag_style = pill(palette::VERMILLION, 34.0);
    let tag = c.draw_badge_at("WARLORD", &tag_style, inner.x, cy, Align::Left);
    let nx = inner.x + tag.w + 12.0;
    let name_style = if w.destroyed {
        HEADING.with_color(palette::TEXT_FAINT)
    } else {
        HEADING
    };
    line(c, &w.name, &name_style, nx, cy, px - nx - 14.0);
    // The status, then the abilities.
    let mut y = r.y + WARLORD_TOP;
    let status_style = if w.fighting && !w.exposed && !w.destroyed {
        SMALL
    } else {
        SMALL_BOLD
    };
    c.draw_paragraph(
        &warlord_status(w),
        &status_style,
        Rect::new(inner.x, y, tw, status as f32 * lh),
        Align::Left,
        status,
    );
    y += status as f32 * lh + 10.0;
    for (text, &n) in ability_texts(w, level).iter().zip(&abilities) {
        c.draw_paragraph(
            text,
            &SMALL_MUTED,
            Rect::new(inner.x, y, tw, n as f32 * lh),
            Align::Left,
            n,
        );
        y += n as f32 * lh + 6.0;
    }
    h
}

//! Zephyr's battles: each enemy ship numbered as `aim:` numbers it, with its hull
//! cubes as pips, crew, target and who aims at it, then the battle's last lines.

use crate::kit::seats::Names;
use windward_engine::games::zephyr::{BattleView, FoeView};
use windward_engine::Seat;

use crate::kit::seats::{seat_mark, seat_name};
use crate::kit::text::measure;
use crate::kit::theme::{BODY, BODY_BOLD, GAP, SMALL, SMALL_BOLD, SMALL_MUTED};
use crate::kit::{palette, Align, Canvas, Color, Rect, TextStyle};

use super::log::short_lines;
use super::{fits, line, panel, pill, Fit, INNER, P};

const BATTLE_TOP: f32 = 48.0;
const FOE_ROW: f32 = 44.0;
pub(super) const PIP: f32 = 9.0;
pub(super) const PIP_STEP: f32 = 22.0;
/// A foe's number badge and the gap after it.
const FOE_NUMBER: f32 = 44.0;
/// A seat mark in a foe's row, with its gap.
const AIM_MARK: f32 = 26.0;

fn foe_rows(level: Fit, foes: usize) -> usize {
    if level.paired_foes() {
        foes.div_ceil(2)
    } else {
        foes
    }
}

/// The enemy ships a battle draws, by their index: all of them, but in a warlord
/// battle only those left (its cleared waves' wrecks would fill the picture; the
/// numbers stay those `aim:` uses).
fn shown_foes(b: &BattleView) -> Vec<usize> {
    (0..b.foes.len())
        .filter(|&i| b.area != WARLORD_AREA || !b.foes[i].destroyed)
        .collect()
}

/// Wrecks a warlord battle does not draw.
fn hidden_wrecks(b: &BattleView) -> usize {
    b.foes.len() - shown_foes(b).len()
}

/// A battle's last resolve lines that fit its panel in one line.
fn battle_texts(b: &BattleView, names: &Names, level: Fit) -> Vec<String> {
    short_lines(&b.lines, names, level.battle_lines(), INNER - 2.0 * P)
}

fn battle_height(b: &BattleView, names: &Names, level: Fit, more: usize) -> f32 {
    let lines = battle_texts(b, names, level).len();
    let mut h = BATTLE_TOP + foe_rows(level, shown_foes(b).len()) as f32 * FOE_ROW + 8.0;
    h += lines as f32 * SMALL.line_height();
    if hidden_wrecks(b) > 0 {
        h += SMALL.line_height();
    }
    if more > 0 {
        h += SMALL.line_height();
    }
    h + 12.0
}

/// Where a battle's foe rows put their parts, the same for every row of the battle:
/// number, name, hull pips and count, crew, target, and the seats aiming at it. Layout
/// measured from the [`BattleView`], not view data.
struct FoeColumns {
    name_w: f32,
    pips_w: f32,
    crew_w: f32,
    target_w: f32,
    aim_w: f32,
}

fn aimed_at(b: &BattleView, foe: usize) -> Vec<Seat> {
    b.targets
        .iter()
        .filter(|(_, f)| usize::from(*f) == foe)
        .map(|(s, _)| *s)
        .collect()
}

fn foe_columns(b: &BattleView, names: &Names, w: f32, paired: bool) -> FoeColumns {
    // The warlord's many cubes draw as a bar in the room the others' pips take.
    let most = b
        .foes
        .iter()
        .filter(|f| !f.warlord)
        .map(|f| f.max.max(f.cubes))
        .max()
        .unwrap_or(8);
    let count_w = b
        .foes
        .iter()
        .map(|f| measure(&format!("{}/{}", f.cubes, f.max), &SMALL_BOLD))
        .fold(0.0, f32::max);
    let pips_w = (f32::from(most) * PIP_STEP + 6.0 + count_w + 14.0).min(w * 0.32);
    let arrow_w = measure("→", &SMALL_BOLD) + 8.0 + 28.0;
    // The room the longest name needs (a captain without their ship if need be); the
    // hull pips and the target's name give way to it.
    let name_need = shown_foes(b)
        .into_iter()
        .map(|i| measure(short_name(&b.foes[i].name), &BODY) + 14.0)
        .fold(0.0, f32::max);
    let least_pips = count_w + 14.0;
    if paired {
        let rest = w - FOE_NUMBER - arrow_w;
        let pips_w = pips_w.min(rest - name_need).max(least_pips);
        return FoeColumns {
            name_w: (rest - pips_w).max(0.0),
            pips_w,
            crew_w: 0.0,
            target_w: arrow_w,
            aim_w: 0.0,
        };
    }
    let crew_w = b
        .foes
        .iter()
        .map(|f| measure(&format!("{} crew", f.crew), &SMALL))
        .fold(0.0, f32::max)
        + 18.0;
    let aimers = (0..b.foes.len())
        .map(|i| aimed_at(b, i).len())
        .max()
        .unwrap_or(0);
    let aim_w = if aimers == 0 {
        0.0
    } else {
        30.0 + aimers as f32 * AIM_MARK
    };
    // The ships shown: a target's arrow and name, or the warlord's note.
    let target_w = shown_foes(b)
        .into_iter()
        .map(|i| &b.foes[i])
        .map(|f| {
            if f.warlord {
                measure(LORD_NOTE, &SMALL_MUTED)
            } else {
                arrow_w + measure(&seat_name(names, f.attacks), &SMALL).min(230.0)
            }
        })
        .fold(0.0, f32::max)
        + 14.0;
    let room = |pips_w: f32, target_w: f32| w - FOE_NUMBER - pips_w - crew_w - target_w - aim_w;
    let target_w = if room(pips_w, target_w) < name_need {
        arrow_w + 14.0
    } else {
        target_w
    };
    let pips_w = pips_w.min(room(0.0, target_w) - name_need).max(least_pips);
    let name_w = room(pips_w, target_w).max(160.0);
    FoeColumns {
        name_w,
        pips_w,
        crew_w,
        target_w,
        aim_w,
    }
}

/// The first words of `text` that fit `w` (at least the first word).
fn whole_words<'t>(text: &'t str, style: &TextStyle, w: f32) -> &'t str {
    let mut end = text.find(' ').unwrap_or(text.len());
    for (i, _) in text.match_indices(' ').skip(1) {
        if !fits(&text[..i], style, w) {
            break;
        }
        end = i;
    }
    if fits(text, style, w) {
        text
    } else {
        &text[..end]
    }
}

/// "Captain on Ship" as the captain alone, where the whole does not fit.
fn short_name(name: &str) -> &str {
    name.split_once(" on ").map_or(name, |(captain, _)| captain)
}

/// What the warlord's row says where another ship's says whom it attacks.
const LORD_NOTE: &str = "rolls for every ship";

/// The area a warlord battle's view names (the engine's words).
pub(super) const WARLORD_AREA: &str = "the warlord battle";

pub(super) fn battle_panel(
    b: &BattleView,
    names: &Names,
    level: Fit,
    more: usize,
    title: Option<&str>,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let h = battle_height(b, names, level, more);
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    let cy = r.y + BATTLE_TOP / 2.0 + 4.0;
    // Right: round and step; then the ships in it.
    let state = format!("round {} · {}", b.round, b.step);
    let sw = c.draw_text(
        &state,
        &SMALL_MUTED,
        inner.right(),
        SMALL_MUTED.centered_baseline(cy),
        Align::Right,
    );
    let mut x = inner.right() - sw - 20.0;
    for &seat in b.seats.iter().rev() {
        c.draw_mark(seat_mark(seat), x - 12.0, cy, 12.0);
        x -= 30.0;
    }
    let mut title = format!("Battle {} · {}", b.number, title.unwrap_or(&b.area));
    if !fits(&title, &BODY_BOLD, x - inner.x - 10.0) {
        title = format!("Battle {}", b.number);
    }
    line(c, &title, &BODY_BOLD, inner.x, cy, x - inner.x - 10.0);
    // Enemy ships.
    let top = r.y + BATTLE_TOP;
    let paired = level.paired_foes();
    let col_w = if paired {
        (inner.w - GAP) / 2.0
    } else {
        inner.w
    };
    let cols = foe_columns(b, names, col_w, paired);
    let shown = shown_foes(b);
    for (k, &i) in shown.iter().enumerate() {
        let foe = &b.foes[i];
        let (row, col) = if paired { (k / 2, k % 2) } else { (k, 0) };
        let fr = Rect::new(
            inner.x + col as f32 * (col_w + GAP),
            top + row as f32 * FOE_ROW,
            col_w,
            FOE_ROW,
        );
        let aimed = if paired { Vec::new() } else { aimed_at(b, i) };
        foe_row(c, i + 1, foe, &aimed, names, &cols, fr);
    }
    let mut y = top + foe_rows(level, shown.len()) as f32 * FOE_ROW + 8.0;
    let wrecks = hidden_wrecks(b);
    if wrecks > 0 {
        let text = format!(
            "{wrecks} enemy ship{} destroyed so far.",
            if wrecks == 1 { "" } else { "s" }
        );
        line(
            c,
            &text,
            &SMALL_BOLD,
            inner.x,
            y + SMALL.line_height() / 2.0,
            inner.w,
        );
        y += SMALL.line_height();
    }
    // The last resolve lines.
    for text in battle_texts(b, names, level) {
        let cy = y + SMALL.line_height() / 2.0;
        line(c, &text, &SMALL_MUTED, inner.x, cy, inner.w);
        y += SMALL.line_height();
    }
    if more > 0 {
        let text = format!(
            "+{more} more battle{} under way",
            if more == 1 { "" } else { "s" }
        );
        let cy = y + SMALL.line_height() / 2.0;
        line(c, &text, &SMALL_BOLD, inner.x, cy, inner.w);
    }
    h
}

/// Hull cubes as pips: filled for those left, rings for those lost. Returns the width.
pub(super) fn pips(c: &mut Canvas, left: u8, max: u8, x: f32, cy: f32, w: f32) -> f32 {
    let max = max.max(left);
    if max == 0 {
        return 0.0;
    }
    let step = (w / f32::from(max)).min(PIP_STEP);
    if step < 12.0 {
        // Too many to count by eye: a bar, filled for the share left.
        let bar = Rect::new(x, cy - 7.0, w.max(0.0), 14.0);
        c.fill_round_rect(bar, 7.0, palette::LINE);
        let left_w = bar.w * f32::from(left) / f32::from(max);
        if left_w > 0.0 {
            c.fill_round_rect(
                Rect::new(x, bar.y, left_w.max(14.0), 14.0),
                7.0,
                palette::TEXT,
            );
        }
        return bar.w;
    }
    let r = (step * 0.4).min(PIP);
    for k in 0..max {
        let px = x + r + f32::from(k) * step;
        if k < left {
            c.fill_circle(px, cy, r, palette::TEXT);
        } else {
            c.stroke_circle(px, cy, r - 1.0, 2.0, palette::LINE);
        }
    }
    f32::from(max) * step
}

/// A gunsight: "aimed at by" before the marks of the ships targeting a foe.
fn reticle(c: &mut Canvas, cx: f32, cy: f32, r: f32, color: Color) {
    c.stroke_circle(cx, cy, r * 0.62, 2.5, color);
    c.line((cx - r, cy), (cx - r * 0.3, cy), 2.5, color);
    c.line((cx + r * 0.3, cy), (cx + r, cy), 2.5, color);
    c.line((cx, cy - r), (cx, cy - r * 0.3), 2.5, color);
    c.line((cx, cy + r * 0.3), (cx, cy + r), 2.5, color);
}

fn foe_row(
    c: &mut Canvas,
    number: usize,
    foe: &FoeView,
    aimed: &[Seat],
    names: &Names,
    cols: &FoeColumns,
    r: Rect,
) {
    let cy = r.center_y();
    let gone = foe.destroyed;
    let fill = if gone {
        palette::PANEL_RAISED
    } else {
        palette::HIGHLIGHT
    };
    c.draw_badge(&number.to_string(), &pill(fill, 32.0), r.x + 16.0, cy);
    let name_x = r.x + FOE_NUMBER;
    let name_style = if gone {
        BODY.with_color(palette::TEXT_FAINT)
    } else {
        BODY
    };
    let name = if fits(&foe.name, &name_style, cols.name_w - 14.0) {
        foe.name.as_str()
    } else {
        whole_words(short_name(&foe.name), &name_style, cols.name_w - 14.0)
    };
    let drawn = line(c, name, &name_style, name_x, cy, cols.name_w - 14.0);
    let mut x = name_x + cols.name_w;
    if gone {
        // Struck out.
        c.line(
            (name_x - 4.0, cy),
            (name_x + drawn + 4.0, cy),
            3.0,
            palette::TEXT_FAINT,
        );
        if fits("destroyed", &SMALL_MUTED, r.right() - x) {
            line(c, "destroyed", &SMALL_MUTED, x, cy, r.right() - x);
        }
        return;
    }
    let count = format!("{}/{}", foe.cubes, foe.max);
    let count_w = measure(&count, &SMALL_BOLD) + 6.0;
    let pw = pips(c, foe.cubes, foe.max, x, cy, cols.pips_w - count_w - 14.0);
    c.draw_text(
        &count,
        &SMALL_BOLD,
        x + pw + 6.0,
        SMALL_BOLD.centered_baseline(cy),
        Align::Left,
    );
    x += cols.pips_w;
    if cols.crew_w > 0.0 && !foe.warlord {
        let crew = format!("{} crew", foe.crew);
        line(c, &crew, &SMALL, x, cy, cols.crew_w);
        x += cols.crew_w;
    }
    if foe.warlord {
        // He attacks no one: his abilities roll for every ship.
        if fits(LORD_NOTE, &SMALL_MUTED, cols.target_w) {
            line(c, LORD_NOTE, &SMALL_MUTED, x, cy, cols.target_w);
        }
    } else {
        foe_target(c, foe, names, cols, x, cy);
    }
    // Who aims at it.
    if !aimed.is_empty() {
        let ax = r.right() - cols.aim_w;
        reticle(c, ax + 12.0, cy, 12.0, palette::TEXT_MUTED);
        for (k, &seat) in aimed.iter().enumerate() {
            let mx = ax + 30.0 + k as f32 * AIM_MARK;
            c.draw_mark(seat_mark(seat), mx + 11.0, cy, 10.0);
        }
    }
}

/// Which ship a foe attacks: an arrow, its mark and name.
fn foe_target(c: &mut Canvas, foe: &FoeView, names: &Names, cols: &FoeColumns, x: f32, cy: f32) {
    let arrow = c.draw_text(
        "→",
        &SMALL_BOLD,
        x,
        SMALL_BOLD.centered_baseline(cy),
        Align::Left,
    );
    let mx = x + arrow + 8.0;
    c.draw_mark(seat_mark(foe.attacks), mx + 11.0, cy, 11.0);
    let tx = mx + 28.0;
    let target_end = x + cols.target_w - 14.0;
    let target = seat_name(names, foe.attacks);
    if fits(&target, &SMALL, target_end - tx) {
        line(c, &target, &SMALL, tx, cy, target_end - tx);
    }
}

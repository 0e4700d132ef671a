//! The `/roll` picture: who rolled what, every die with what the modifiers did to it,
//! and the total, largest of all.
//!
//! The bot only sends a picture for small rolls (a dozen dice); larger ones still
//! draw, capped at [`MAX_DICE`] faces with "+N" for the rest.
//!
//! Layout is computed by the same code that draws: each part takes an optional canvas
//! and returns its height, so the image is exactly as tall as its content.

use windward_engine::dice::{format_number, DiceGroup, Roll};

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::dice::{dice_height, dice_legend, DieFace};
use crate::kit::legend::legend_height;
use crate::kit::text::{fit, measure, sanitize, truncate, wrap};
use crate::kit::theme::{
    BODY, BODY_BOLD, BODY_MUTED, CAPTION, GAP, HERO, MARGIN, PAD, SMALL, SMALL_MUTED, TEXT_BODY,
    TEXT_HERO, TEXT_TITLE, TITLE,
};
use crate::kit::{palette, Align, Canvas, Rect, TextStyle};
use crate::{Png, RenderError};

/// Most dice drawn in one picture.
const MAX_DICE: usize = 40;
/// Die size in the picture.
const DIE: f32 = 76.0;
/// Drawn 900 px wide like the boards reworked for phones: body text reads at 13 px on
/// a phone's 400 px.
const WIDTH: u32 = 900;
/// The tallest a roll picture may be: 1.5 × its width.
const MAX_HEIGHT: f32 = WIDTH as f32 * 1.5;

/// Draws a roll for the channel. `who` is the roller's display name.
///
/// # Errors
/// Only when the canvas cannot be allocated or encoded.
pub fn roll(roll: &Roll, who: &str) -> Result<Png, RenderError> {
    let height = draw(roll, who, None);
    let mut canvas = Canvas::new(WIDTH, height.ceil() as u32, palette::BACKGROUND)?;
    draw(roll, who, Some(&mut canvas));
    canvas.encode_png()
}

/// Lays out (and, with a canvas, draws) the whole picture. Returns its height.
fn draw(roll: &Roll, who: &str, mut canvas: Option<&mut Canvas>) -> f32 {
    let width = WIDTH as f32 - 2.0 * MARGIN;
    let mut y = MARGIN;
    y += header(
        roll,
        who,
        Rect::new(MARGIN, y, width, 0.0),
        canvas.as_deref_mut(),
    );
    y += GAP;
    let faces: Vec<Vec<DieFace>> = roll
        .groups
        .iter()
        .map(|g| {
            g.dice
                .iter()
                .map(|d| DieFace::from_die(&g.sides, d))
                .collect()
        })
        .collect();
    // Room for the dice: what keeps the picture within MAX_HEIGHT, with the legend
    // (at most the one for every die) below.
    let legend_room = GAP + legend_height(&dice_legend(faces.iter().flatten()), width);
    let room = MAX_HEIGHT - y - legend_room - MARGIN;
    y += groups(
        roll,
        &faces,
        Rect::new(MARGIN, y, width, room),
        canvas.as_deref_mut(),
    );

    // Explain the marks that appear on the dice drawn.
    let mut budget = MAX_DICE;
    let shown = faces.iter().flat_map(|f| {
        let n = f.len().min(budget);
        budget -= n;
        &f[..n]
    });
    let legend = dice_legend(shown);
    if !legend.is_empty() {
        y += GAP;
        match canvas {
            Some(c) => y += c.draw_legend(&legend, MARGIN, y, width),
            None => y += legend_height(&legend, width),
        }
    }
    y + MARGIN
}

/// The header panel: who, expression, comment, and the total. Returns its height.
fn header(roll: &Roll, who: &str, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let total = roll.total_text();
    let counts_successes = !roll.groups.is_empty()
        && roll
            .groups
            .iter()
            .all(|g| !g.dice.is_empty() && g.dice.iter().all(|d| d.success.is_some()));
    let caption = if counts_successes {
        "SUCCESSES"
    } else {
        "TOTAL"
    };

    // The total's box: wide enough for the number, within reason.
    let total_style = fit(&total, &HERO.with_size(TEXT_HERO * 1.5), 320.0, TEXT_TITLE);
    let box_w = (measure(&total, &total_style) + 2.0 * PAD).clamp(200.0, 320.0 + 2.0 * PAD);
    let box_h = 150.0;

    let text_x = area.x + PAD;
    let text_w = area.w - box_w - 3.0 * PAD;
    let who = match sanitize(who) {
        w if w.is_empty() => "Someone".to_string(),
        w => w,
    };
    let who_line = truncate(&format!("{who} rolled"), &BODY_MUTED, text_w);
    let expr_style = fit(&roll.expression, &TITLE, text_w, TEXT_BODY);
    let expr_line = truncate(&roll.expression, &expr_style, text_w);
    let comment_lines = match &roll.comment {
        Some(c) if !c.trim().is_empty() => {
            let mut lines = wrap(&format!("“{}”", c.trim()), &BODY, text_w);
            if lines.len() > 2 {
                lines.truncate(2);
                let last = format!("{}…", lines[1]);
                lines[1] = truncate(&last, &BODY, text_w);
            }
            lines
        }
        _ => Vec::new(),
    };
    let text_h = BODY_MUTED.line_height()
        + expr_style.line_height()
        + comment_lines.len() as f32 * BODY.line_height();
    let height = text_h.max(box_h) + 2.0 * PAD;

    let Some(c) = canvas else {
        return height;
    };
    let panel = Rect::new(area.x, area.y, area.w, height);
    c.draw_panel(panel, palette::PANEL);

    let mut ty = panel.y + PAD + (height - 2.0 * PAD - text_h) / 2.0;
    let line = |c: &mut Canvas, text: &str, style: &TextStyle, ty: &mut f32| {
        c.draw_text_in(
            text,
            style,
            Rect::new(text_x, *ty, text_w, style.line_height()),
            Align::Left,
        );
        *ty += style.line_height();
    };
    line(c, &who_line, &BODY_MUTED, &mut ty);
    line(c, &expr_line, &expr_style, &mut ty);
    for l in &comment_lines {
        line(c, l, &BODY, &mut ty);
    }

    let tbox = Rect::new(
        panel.right() - PAD - box_w,
        panel.center_y() - box_h / 2.0,
        box_w,
        box_h,
    );
    c.draw_panel(tbox, palette::PANEL_RAISED);
    c.draw_text(
        caption,
        &CAPTION,
        tbox.center_x(),
        tbox.y + 20.0 + CAPTION.cap_height(),
        Align::Center,
    );
    let number_cy = tbox.y + 32.0 + (tbox.h - 32.0) / 2.0;
    c.draw_text(
        &total,
        &total_style,
        tbox.center_x(),
        total_style.centered_baseline(number_cy),
        Align::Center,
    );
    height
}

/// Where one dice group is drawn.
struct Block<'a> {
    group: &'a DiceGroup,
    faces: &'a [DieFace],
    /// How many of the picture's dice are still to draw when this group starts.
    budget: usize,
    rect: Rect,
}

const HEADING_H: f32 = 48.0;
/// Space between the heading and the dice, and between blocks in a row.
const HEADING_GAP: f32 = 12.0;
const BLOCK_GAP: f32 = 56.0;
const LABEL_BADGE_H: f32 = 40.0;

fn label_badge() -> BadgeStyle {
    BadgeStyle::new(LABEL_BADGE_H, palette::PANEL_RAISED).with_text(SMALL)
}

fn group_label(group: &DiceGroup) -> Option<String> {
    group
        .label
        .as_deref()
        .map(sanitize)
        .filter(|l| !l.is_empty())
}

fn group_value(group: &DiceGroup) -> String {
    format!("= {}", format_number(group.value))
}

/// The width a group's heading wants.
fn heading_width(group: &DiceGroup) -> f32 {
    let mut w =
        measure(&group.notation, &BODY_BOLD) + 24.0 + measure(&group_value(group), &BODY_BOLD);
    if let Some(label) = group_label(group) {
        w += 16.0 + badge_width(&label, &label_badge());
    }
    w
}

/// Places the groups left to right, wrapping into rows: small groups (`1d20 + 1d6`)
/// share a row, big ones take the full width. Returns the blocks and their height.
/// Groups after the dice budget is spent, or that would make the blocks taller than
/// `max_h`, are left out; the last value counts them.
fn layout<'a>(
    roll: &'a Roll,
    faces: &'a [Vec<DieFace>],
    inner: Rect,
    max_h: f32,
) -> (Vec<Block<'a>>, f32, usize) {
    let step = DIE * 1.2;
    let mut budget = MAX_DICE;
    let (mut x, mut y, mut row_h) = (0.0f32, 0.0f32, 0.0f32);
    let mut blocks = Vec::with_capacity(roll.groups.len());
    let mut hidden = 0;
    for (i, (group, faces)) in roll.groups.iter().zip(faces).enumerate() {
        if budget == 0 {
            hidden = roll.groups.len() - i;
            break;
        }
        let shown = faces.len().min(budget);
        let slots = shown + usize::from(shown < faces.len());
        let dice_w = if faces.is_empty() {
            measure(NO_DICE, &SMALL_MUTED)
        } else {
            slots as f32 * step - DIE * 0.2
        };
        let w = dice_w.max(heading_width(group)).min(inner.w);
        let dice_h = if faces.is_empty() {
            SMALL_MUTED.line_height()
        } else {
            dice_height(faces.len(), w, DIE, budget)
        };
        let h = HEADING_H + HEADING_GAP + dice_h;
        let (mut bx, mut by) = (x, y);
        if x > 0.0 && x + w > inner.w {
            (bx, by) = (0.0, y + row_h + 2.0 * PAD);
        }
        if !blocks.is_empty() && by + h > max_h {
            hidden = roll.groups.len() - i;
            break;
        }
        if by > y {
            (y, row_h) = (by, 0.0);
        }
        x = bx;
        blocks.push(Block {
            group,
            faces,
            budget,
            rect: Rect::new(inner.x + x, inner.y + y, w, h),
        });
        x += w + BLOCK_GAP;
        row_h = row_h.max(h);
        budget -= shown;
    }
    // A group alone in its row spans it, so its total sits at the right edge.
    for i in 0..blocks.len() {
        let row_y = blocks[i].rect.y;
        if blocks.iter().filter(|b| b.rect.y == row_y).count() == 1 {
            blocks[i].rect.w = inner.w;
        }
    }
    (blocks, y + row_h, hidden)
}

const NO_DICE: &str = "no dice rolled";

/// The dice panel, one block per dice group, at most `area.h` tall (the first group
/// is always shown). Returns its height.
fn groups(roll: &Roll, faces: &[Vec<DieFace>], area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let inner = Rect::new(area.x + PAD, area.y + PAD, area.w - 2.0 * PAD, 0.0);
    // Leave room for the "+N more" note.
    let max_h = area.h - 2.0 * PAD - PAD - SMALL_MUTED.line_height();
    let (blocks, blocks_h, hidden) = layout(roll, faces, inner, max_h);
    let content_h = if blocks.is_empty() {
        SMALL_MUTED.line_height()
    } else if hidden > 0 {
        blocks_h + PAD + SMALL_MUTED.line_height()
    } else {
        blocks_h
    };
    let height = content_h + 2.0 * PAD;

    let Some(c) = canvas else {
        return height;
    };
    c.draw_panel(Rect::new(area.x, area.y, area.w, height), palette::PANEL);
    if blocks.is_empty() {
        let r = Rect::new(inner.x, inner.y, inner.w, SMALL_MUTED.line_height());
        c.draw_text_in("No dice: plain arithmetic.", &SMALL_MUTED, r, Align::Left);
        return height;
    }
    for block in &blocks {
        let r = block.rect;
        // Separators: a rule above a new row, a line between neighbours in a row.
        if r.y > inner.y && r.x == inner.x {
            c.line(
                (inner.x, r.y - PAD),
                (inner.right(), r.y - PAD),
                2.0,
                palette::LINE,
            );
        }
        if r.x > inner.x {
            let sx = r.x - BLOCK_GAP / 2.0;
            c.line((sx, r.y + 4.0), (sx, r.bottom() - 4.0), 2.0, palette::LINE);
        }
        group_heading(c, block.group, Rect::new(r.x, r.y, r.w, HEADING_H));
        let dice_y = r.y + HEADING_H + HEADING_GAP;
        if block.faces.is_empty() {
            let note = Rect::new(r.x, dice_y, r.w, SMALL_MUTED.line_height());
            c.draw_text_in(NO_DICE, &SMALL_MUTED, note, Align::Left);
        } else {
            c.draw_dice(block.faces, r.x, dice_y, r.w, DIE, block.budget);
        }
    }
    if hidden > 0 {
        let note = Rect::new(
            inner.x,
            inner.y + blocks_h + PAD,
            inner.w,
            SMALL_MUTED.line_height(),
        );
        let text = format!("+{hidden} more dice groups not shown");
        c.draw_text_in(&text, &SMALL_MUTED, note, Align::Left);
    }
    height
}

/// "4d6kh3 [damage]        = 14"
fn group_heading(c: &mut Canvas, group: &DiceGroup, rect: Rect) {
    let value = group_value(group);
    let base = BODY_BOLD.centered_baseline(rect.center_y());
    let value_w = c.draw_text(&value, &BODY_BOLD, rect.right(), base, Align::Right);
    let room = (rect.w - value_w - 24.0).max(0.0);
    let notation = truncate(&group.notation, &BODY_BOLD, room);
    let w = c.draw_text(&notation, &BODY_BOLD, rect.x, base, Align::Left);
    if let Some(label) = group_label(group) {
        let style = label_badge();
        let room = room - w - 16.0 - LABEL_BADGE_H * 0.6;
        let label = truncate(&label, &style.text, room.max(0.0));
        if room > 0.0 && label != "…" {
            c.draw_badge_at(
                &label,
                &style,
                rect.x + w + 16.0,
                rect.center_y(),
                Align::Left,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use windward_engine::dice::{Die, Sides};

    fn die(value: i64) -> Die {
        Die {
            value,
            kept: true,
            exploded: false,
            rerolled: false,
            success: None,
        }
    }

    fn group(notation: &str, sides: Sides, dice: Vec<Die>, value: f64) -> DiceGroup {
        DiceGroup {
            notation: notation.into(),
            sides,
            dice,
            label: None,
            value,
        }
    }

    pub(crate) fn sample_roll() -> Roll {
        let d6 = Sides::Numbered { sides: 6 };
        let mut dropped = die(2);
        dropped.kept = false;
        Roll {
            expression: "4d6kh3+2".into(),
            comment: Some("strength".into()),
            groups: vec![group(
                "4d6kh3",
                d6,
                vec![die(5), die(3), dropped, die(6)],
                14.0,
            )],
            total: 16.0,
            parts: Vec::new(),
        }
    }

    fn decode(png: &Png) -> image::RgbaImage {
        image::load_from_memory(&png.bytes)
            .expect("valid PNG")
            .to_rgba8()
    }

    #[test]
    fn a_roll_draws_at_full_width_and_fits_its_content() {
        let png = roll(&sample_roll(), "Alice").expect("renders");
        assert_eq!(png.width, WIDTH);
        let img = decode(&png);
        assert_eq!((img.width(), img.height()), (png.width, png.height));
        assert!(png.height < 700, "{}", png.height);
        let first = img.get_pixel(0, 0);
        assert!(img.pixels().any(|p| p != first), "blank image");
    }

    #[test]
    fn rolling_the_engine_way_renders() {
        let mut rng = windward_engine::rng::GameRng::from_seed(1);
        for expr in [
            "4d6kh3+2",
            "3d6!",
            "4dF",
            "6d10>=7",
            "1d20+5 # attack",
            "2d20kl1",
            "5+3",
            "d%",
        ] {
            let r = windward_engine::dice::roll(expr, &mut rng).expect(expr);
            roll(&r, "Bob").expect(expr);
        }
    }

    #[test]
    fn big_rolls_are_capped_and_small() {
        let d6 = Sides::Numbered { sides: 6 };
        let many = Roll {
            expression: "100d6".into(),
            comment: None,
            groups: vec![group(
                "100d6",
                d6,
                (0..100).map(|i| die(i % 6 + 1)).collect(),
                350.0,
            )],
            total: 350.0,
            parts: Vec::new(),
        };
        let png = roll(&many, "Carol").expect("renders");
        assert!(png.bytes.len() < 300_000, "{}", png.bytes.len());
        let forty = Roll {
            groups: vec![group(
                "40d20",
                Sides::Numbered { sides: 20 },
                (0..40).map(|i| die(i % 20 + 1)).collect(),
                420.0,
            )],
            ..many.clone()
        };
        let big = roll(&forty, "Carol").expect("renders");
        assert!(big.bytes.len() < 300_000, "{}", big.bytes.len());
        // Capped: ten times the dice draw no taller, and nothing passes the limit.
        let huge = Roll {
            groups: vec![group(
                "1000d6",
                d6,
                (0..1000).map(|i| die(i % 6 + 1)).collect(),
                3500.0,
            )],
            ..many.clone()
        };
        let huge = roll(&huge, "Carol").expect("renders");
        assert_eq!(huge.height, png.height, "1000 dice draw as tall as 100");
        assert!(big.height <= png.height && png.height as f32 <= MAX_HEIGHT);
    }

    #[test]
    fn many_groups_are_capped() {
        let d4 = Sides::Numbered { sides: 4 };
        let groups: Vec<DiceGroup> = (0..500)
            .map(|_| group("1d4", d4, vec![die(2)], 2.0))
            .collect();
        let many = Roll {
            expression: "1d4+".repeat(500),
            comment: None,
            groups,
            total: 1000.0,
            parts: Vec::new(),
        };
        let png = roll(&many, "Dee").expect("renders");
        assert!(png.height < 2000, "{}", png.height);
    }

    #[test]
    fn odd_rolls_do_not_panic() {
        let empty = Roll {
            expression: String::new(),
            comment: Some("   ".into()),
            groups: vec![group("0d6", Sides::Numbered { sides: 6 }, vec![], 0.0)],
            total: f64::NAN,
            parts: Vec::new(),
        };
        roll(&empty, "").expect("renders");
        let arithmetic = Roll {
            groups: vec![],
            total: 1.0 / 3.0,
            expression: "1/3".into(),
            ..empty
        };
        roll(&arithmetic, "🐉").expect("renders");
    }

    #[test]
    fn same_roll_same_bytes() {
        let a = roll(&sample_roll(), "Alice").expect("renders");
        let b = roll(&sample_roll(), "Alice").expect("renders");
        assert_eq!(a, b);
    }
}

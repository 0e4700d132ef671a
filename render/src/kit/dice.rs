//! Die faces. A d6 shows pips; other dice show their number in the silhouette
//! players know them by (triangle d4, diamond d8, kite d10, pentagon d12, hexagon
//! d20, circle for anything else); Fudge dice show −, blank or +.
//!
//! What modifiers did is drawn on the die, never by colour alone:
//! - dropped or rerolled away: a dark outlined "ghost" struck through, value still
//!   legible (rerolled adds a ↻ badge);
//! - exploded: a burst badge in the top-right corner;
//! - success / failure: green / vermillion face with a ✓ / ✗ badge.

use windward_engine::dice::{Die, Sides};

use super::canvas::regular_polygon;
use super::legend::{LegendItem, Swatch};
use super::palette;
use super::text::{fit, measure, TextStyle};
use super::theme::TEXT_SMALL;
use super::{Align, Canvas};

/// The kind of die, which decides its silhouette.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum DieKind {
    D4,
    D6,
    D8,
    D10,
    D12,
    D20,
    Fudge,
    /// Any other number of sides (d2, d3, d100, …): a round die.
    Other(u32),
}

impl DieKind {
    pub fn from_sides(sides: &Sides) -> DieKind {
        match *sides {
            Sides::Fudge => DieKind::Fudge,
            Sides::Numbered { sides } => match sides {
                4 => DieKind::D4,
                6 => DieKind::D6,
                8 => DieKind::D8,
                10 => DieKind::D10,
                12 => DieKind::D12,
                20 => DieKind::D20,
                n => DieKind::Other(n),
            },
        }
    }
}

/// One die to draw.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct DieFace {
    pub kind: DieKind,
    /// The face (−1/0/+1 for Fudge).
    pub value: i64,
    /// `false` when dropped or rerolled away.
    pub kept: bool,
    pub exploded: bool,
    pub rerolled: bool,
    /// `Some(1)` success, `Some(-1)` failure, `Some(0)` or `None` neither.
    pub success: Option<i8>,
}

impl DieFace {
    /// A plain kept die.
    pub fn new(kind: DieKind, value: i64) -> DieFace {
        DieFace {
            kind,
            value,
            kept: true,
            exploded: false,
            rerolled: false,
            success: None,
        }
    }

    /// A die as the engine rolled it.
    pub fn from_die(sides: &Sides, die: &Die) -> DieFace {
        DieFace {
            kind: DieKind::from_sides(sides),
            value: die.value,
            kept: die.kept,
            exploded: die.exploded,
            rerolled: die.rerolled,
            success: die.success,
        }
    }

    /// The face as text: a number, or −, + or nothing for Fudge dice.
    pub fn label(&self) -> String {
        match (self.kind, self.value) {
            (DieKind::Fudge, v) if v < 0 => "−".into(),
            (DieKind::Fudge, 0) => String::new(),
            (DieKind::Fudge, _) => "+".into(),
            (_, v) => v.to_string(),
        }
    }

    fn struck(&self) -> bool {
        !self.kept || self.rerolled
    }
}

/// Pip positions of a d6 face, in units of half the face side.
fn pips(value: i64) -> &'static [(f32, f32)] {
    const L: f32 = -0.5;
    const R: f32 = 0.5;
    match value {
        1 => &[(0.0, 0.0)],
        2 => &[(L, L), (R, R)],
        3 => &[(L, L), (0.0, 0.0), (R, R)],
        4 => &[(L, L), (R, L), (L, R), (R, R)],
        5 => &[(L, L), (R, L), (0.0, 0.0), (L, R), (R, R)],
        6 => &[(L, L), (R, L), (L, 0.0), (R, 0.0), (L, R), (R, R)],
        _ => &[],
    }
}

/// A die's silhouette and where its number goes.
struct Outline {
    path: Option<tiny_skia::Path>,
    /// Facet lines drawn on the face, as a real die shows them.
    facets: Vec<((f32, f32), (f32, f32))>,
    /// Whether the silhouette has sharp corners to round off.
    sharp: bool,
    text_cy: f32,
    text_w: f32,
    text_size: f32,
}

fn outline(kind: DieKind, cx: f32, cy: f32, size: f32) -> Outline {
    let h = size / 2.0;
    let up = -std::f32::consts::FRAC_PI_2;
    let poly = |pts: &[(f32, f32)]| super::canvas::polygon_path(pts);
    let mut o = Outline {
        path: None,
        facets: Vec::new(),
        sharp: true,
        text_cy: cy,
        text_w: size * 0.7,
        text_size: size * 0.46,
    };
    match kind {
        DieKind::D6 | DieKind::Fudge => {
            let side = size * 0.86;
            let rect = super::Rect::new(cx - side / 2.0, cy - side / 2.0, side, side);
            o.path = super::canvas::round_rect_path(rect, size * 0.16);
            o.sharp = false;
        }
        DieKind::D4 => {
            o.path = poly(&regular_polygon(cx, cy + h * 0.2, h, 3, up));
            (o.text_cy, o.text_w, o.text_size) = (cy + h * 0.3, size * 0.46, size * 0.42);
        }
        DieKind::D8 => {
            let pts = regular_polygon(cx, cy, h * 0.98, 4, up);
            o.path = poly(&pts);
            (o.text_w, o.text_size) = (size * 0.52, size * 0.44);
        }
        DieKind::D10 => {
            let pts = [
                (cx, cy - h * 0.98),
                (cx + h * 0.92, cy + h * 0.1),
                (cx, cy + h * 0.96),
                (cx - h * 0.92, cy + h * 0.1),
            ];
            o.path = poly(&pts);
            let v = (cx, cy + h * 0.6);
            o.facets = vec![(pts[1], v), (pts[3], v), (v, pts[2])];
            (o.text_cy, o.text_w, o.text_size) = (cy - h * 0.08, size * 0.56, size * 0.42);
        }
        DieKind::D12 => {
            o.path = poly(&regular_polygon(cx, cy + h * 0.05, h * 0.98, 5, up));
            (o.text_cy, o.text_w) = (cy + h * 0.08, size * 0.62);
        }
        DieKind::D20 => {
            o.path = poly(&regular_polygon(cx, cy, h * 0.98, 6, up));
            let (t, l, r) = (
                (cx, cy - h * 0.72),
                (cx - h * 0.72, cy + h * 0.5),
                (cx + h * 0.72, cy + h * 0.5),
            );
            o.facets = vec![(t, l), (l, r), (r, t)];
            (o.text_cy, o.text_w, o.text_size) = (cy + h * 0.12, size * 0.56, size * 0.42);
        }
        DieKind::Other(_) => {
            o.path = tiny_skia::PathBuilder::from_circle(cx, cy, h * 0.92);
            o.sharp = false;
        }
    }
    o
}

impl Canvas {
    /// Draws `face` inside a `size`×`size` square centred on (`cx`, `cy`).
    pub fn draw_die(&mut self, face: &DieFace, cx: f32, cy: f32, size: f32) {
        if size <= 0.0 || !size.is_finite() {
            return;
        }
        let h = size / 2.0;
        let shape = outline(face.kind, cx, cy, size);
        let Some(path) = &shape.path else {
            return;
        };
        let struck = face.struck();
        let (fill, ink, facet) = if struck {
            // A ghost of a die: dark, outlined, the value still readable.
            (palette::BACKGROUND, palette::TEXT_MUTED, palette::LINE)
        } else {
            let fill = match face.success {
                Some(s) if s > 0 => palette::SUCCESS,
                Some(s) if s < 0 => palette::FAILURE,
                _ => palette::DIE_FACE,
            };
            (fill, fill.text_on(), fill.mix(palette::INK, 0.22))
        };
        if shape.sharp {
            // A stroke in the face colour rounds the corners, like real dice.
            self.stroke_path(path, size * 0.08, fill);
        }
        self.fill_path(path, fill);
        if struck {
            self.stroke_path(path, (size * 0.04).max(1.5), palette::TEXT_FAINT);
        }
        for &(a, b) in &shape.facets {
            self.line(a, b, (size * 0.03).max(1.0), facet);
        }

        if face.kind == DieKind::D6 && (1..=6).contains(&face.value) {
            let r = size * 0.085;
            for &(px, py) in pips(face.value) {
                self.fill_circle(cx + px * size * 0.52, cy + py * size * 0.52, r, ink);
            }
        } else if face.kind == DieKind::Fudge {
            let w = size * 0.1;
            match face.value.signum() {
                1 => self.draw_plus(cx, cy, size * 0.9, w, ink),
                -1 => self.draw_minus(cx, cy, size * 0.9, w, ink),
                _ => {}
            }
        } else {
            let label = face.label();
            // Never under the smallest text: a long number may fill its die to the edge.
            let style = fit(
                &label,
                &TextStyle::bold(shape.text_size.round().max(TEXT_SMALL), ink),
                shape.text_w,
                TEXT_SMALL,
            );
            self.draw_text(
                &label,
                &style,
                cx,
                style.centered_baseline(shape.text_cy),
                Align::Center,
            );
        }

        if struck {
            // Struck through corner to corner, thin enough to leave the value legible.
            let s = h * 0.8;
            let (a, b) = ((cx - s, cy + s), (cx + s, cy - s));
            self.line(a, b, size * 0.09, palette::BACKGROUND);
            self.line(a, b, size * 0.045, palette::TEXT);
        }

        let badge_r = (size * 0.18).max(7.0);
        // Badges sit on the corners, clear of the pips.
        let corner = h * 0.92;
        if face.exploded {
            self.draw_burst(
                cx + corner,
                cy - corner,
                badge_r * 1.1,
                palette::ATTENTION,
                palette::INK,
            );
        }
        if face.rerolled {
            let (bx, by) = (cx - corner, cy - corner);
            self.fill_circle(bx, by, badge_r + 2.0, palette::INK);
            self.fill_circle(bx, by, badge_r, palette::TEXT);
            self.draw_reroll(bx, by, badge_r * 0.55, badge_r * 0.22, palette::INK);
        }
        if !struck {
            let (bx, by) = (cx + corner, cy + corner);
            match face.success {
                Some(s) if s > 0 => {
                    self.fill_circle(bx, by, badge_r + 2.0, palette::INK);
                    self.fill_circle(bx, by, badge_r, palette::TEXT);
                    self.draw_check(
                        bx,
                        by,
                        badge_r * 1.3,
                        badge_r * 0.3,
                        palette::SUCCESS.mix(palette::INK, 0.3),
                    );
                }
                Some(s) if s < 0 => {
                    self.fill_circle(bx, by, badge_r + 2.0, palette::INK);
                    self.fill_circle(bx, by, badge_r, palette::TEXT);
                    self.draw_x(
                        bx,
                        by,
                        badge_r * 1.5,
                        badge_r * 0.3,
                        palette::FAILURE.mix(palette::INK, 0.2),
                    );
                }
                _ => {}
            }
        }
    }
}

/// Gap between dice in a flow, as a fraction of the die size.
const FLOW_GAP: f32 = 0.2;

/// How a run of dice wraps into rows: (dice per row, rows, dice drawn).
fn flow(count: usize, width: f32, size: f32, max_dice: usize) -> (usize, usize, usize) {
    let step = size * (1.0 + FLOW_GAP);
    // The epsilon keeps a width of exactly n dice from rounding down to n - 1.
    let per_row = (((width + size * FLOW_GAP + 0.01) / step).floor() as usize).max(1);
    let shown = count.min(max_dice);
    // "+N more" takes the place of one die.
    let slots = if shown < count { shown + 1 } else { shown };
    (per_row, slots.div_ceil(per_row), shown)
}

/// Height of [`Canvas::draw_dice`] for `count` dice.
pub fn dice_height(count: usize, width: f32, size: f32, max_dice: usize) -> f32 {
    let (_, rows, _) = flow(count, width, size, max_dice);
    rows as f32 * size * (1.0 + FLOW_GAP) - if rows > 0 { size * FLOW_GAP } else { 0.0 }
}

impl Canvas {
    /// Draws dice left to right from (`x`, `y`), wrapping at `width`; past `max_dice`
    /// the rest are summed up as "+N more". Returns the height used.
    pub fn draw_dice(
        &mut self,
        faces: &[DieFace],
        x: f32,
        y: f32,
        width: f32,
        size: f32,
        max_dice: usize,
    ) -> f32 {
        let (per_row, _, shown) = flow(faces.len(), width, size, max_dice);
        let step = size * (1.0 + FLOW_GAP);
        let place = |i: usize| {
            (
                x + (i % per_row) as f32 * step + size / 2.0,
                y + (i / per_row) as f32 * step + size / 2.0,
            )
        };
        for (i, face) in faces.iter().take(shown).enumerate() {
            let (cx, cy) = place(i);
            self.draw_die(face, cx, cy, size);
        }
        if shown < faces.len() {
            let (cx, cy) = place(shown);
            let left = cx - size / 2.0;
            let room = (x + width - left).max(step);
            let style = TextStyle::bold((size * 0.4).round().max(TEXT_SMALL), palette::TEXT_MUTED);
            let long = format!("+{} more", faces.len() - shown);
            let more = if measure(&long, &style) <= room {
                long
            } else {
                format!("+{}", faces.len() - shown)
            };
            let style = fit(&more, &style, room, TEXT_SMALL);
            self.draw_text(
                &more,
                &style,
                left,
                style.centered_baseline(cy),
                Align::Left,
            );
        }
        dice_height(faces.len(), width, size, max_dice)
    }
}

/// Legend entries for the marks that occur among `faces` (none for plain dice), so a
/// picture explains exactly what it shows.
pub fn dice_legend<'a>(faces: impl IntoIterator<Item = &'a DieFace>) -> Vec<LegendItem> {
    let (mut dropped, mut rerolled, mut exploded, mut success, mut failure) =
        (false, false, false, false, false);
    for f in faces {
        dropped |= !f.kept && !f.rerolled;
        rerolled |= f.rerolled;
        exploded |= f.exploded;
        success |= f.kept && !f.rerolled && f.success.is_some_and(|s| s > 0);
        failure |= f.kept && !f.rerolled && f.success.is_some_and(|s| s < 0);
    }
    let sample = |f: fn(&mut DieFace)| {
        let mut face = DieFace::new(DieKind::D6, 5);
        f(&mut face);
        Swatch::Die(face)
    };
    let mut items = Vec::new();
    if dropped {
        items.push(LegendItem::new(sample(|f| f.kept = false), "dropped"));
    }
    if rerolled {
        items.push(LegendItem::new(
            sample(|f| {
                f.kept = false;
                f.rerolled = true;
            }),
            "rerolled",
        ));
    }
    if exploded {
        items.push(LegendItem::new(sample(|f| f.exploded = true), "exploded"));
    }
    if success {
        items.push(LegendItem::new(sample(|f| f.success = Some(1)), "success"));
    }
    if failure {
        items.push(LegendItem::new(sample(|f| f.success = Some(-1)), "failure"));
    }
    items
}

#[cfg(test)]
mod tests {
    use super::*;

    fn die(value: i64) -> Die {
        Die {
            value,
            kept: true,
            exploded: false,
            rerolled: false,
            success: None,
        }
    }

    #[test]
    fn kinds_and_labels() {
        assert_eq!(
            DieKind::from_sides(&Sides::Numbered { sides: 20 }),
            DieKind::D20
        );
        assert_eq!(
            DieKind::from_sides(&Sides::Numbered { sides: 100 }),
            DieKind::Other(100)
        );
        let f = DieFace::from_die(&Sides::Fudge, &die(-1));
        assert_eq!(f.label(), "−");
        assert_eq!(DieFace::new(DieKind::Fudge, 0).label(), "");
        assert_eq!(DieFace::new(DieKind::D12, 11).label(), "11");
    }

    #[test]
    fn every_kind_and_mark_draws_deterministically() {
        let kinds = [
            DieKind::D4,
            DieKind::D6,
            DieKind::D8,
            DieKind::D10,
            DieKind::D12,
            DieKind::D20,
            DieKind::Fudge,
            DieKind::Other(100),
        ];
        let draw = || {
            let mut c = Canvas::new(8 * 80, 80, palette::PANEL).expect("canvas");
            for (i, kind) in kinds.iter().enumerate() {
                let face = DieFace {
                    kind: *kind,
                    value: if *kind == DieKind::Fudge {
                        1
                    } else {
                        100 + i as i64
                    },
                    kept: i % 2 == 0,
                    exploded: i % 3 == 0,
                    rerolled: i == 3,
                    success: Some((i % 3) as i8 - 1),
                };
                c.draw_die(&face, 40.0 + 80.0 * i as f32, 40.0, 64.0);
            }
            c.pixmap().data().to_vec()
        };
        assert_eq!(draw(), draw());
    }
}

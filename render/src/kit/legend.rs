//! Legends: a row of "swatch + words" items that wraps to the width given. The swatch
//! is a [`Mark`] or a die, so every colour in a legend has its shape too.

use super::dice::DieFace;
use super::text::measure;
use super::theme::SMALL_MUTED;
use super::{Align, Canvas, Mark, Rect};

/// Side of a swatch.
const SWATCH: f32 = 38.0;
const ROW: f32 = 48.0;
const ITEM_GAP: f32 = 32.0;
const SWATCH_GAP: f32 = 10.0;

/// What stands before a legend's words.
#[derive(Clone, Debug, PartialEq)]
pub enum Swatch {
    Mark(Mark),
    Die(DieFace),
}

#[derive(Clone, Debug, PartialEq)]
pub struct LegendItem {
    pub swatch: Swatch,
    pub text: String,
}

impl LegendItem {
    pub fn new(swatch: Swatch, text: impl Into<String>) -> LegendItem {
        LegendItem {
            swatch,
            text: text.into(),
        }
    }
}

/// Places items left to right, wrapping: (x offset, row) per item, and row count.
fn flow(items: &[LegendItem], width: f32) -> (Vec<(f32, usize)>, usize) {
    let mut out = Vec::with_capacity(items.len());
    let (mut x, mut row) = (0.0, 0);
    for item in items {
        let w = SWATCH + SWATCH_GAP + measure(&item.text, &SMALL_MUTED);
        if x > 0.0 && x + w > width {
            x = 0.0;
            row += 1;
        }
        out.push((x, row));
        x += w + ITEM_GAP;
    }
    let rows = if items.is_empty() { 0 } else { row + 1 };
    (out, rows)
}

/// Height of the legend at `width`.
pub fn legend_height(items: &[LegendItem], width: f32) -> f32 {
    flow(items, width).1 as f32 * ROW
}

impl Canvas {
    /// Draws a legend from (`x`, `y`) within `width`. Returns the height used.
    pub fn draw_legend(&mut self, items: &[LegendItem], x: f32, y: f32, width: f32) -> f32 {
        let (places, rows) = flow(items, width);
        for (item, (dx, row)) in items.iter().zip(places) {
            let cy = y + (row as f32 + 0.5) * ROW;
            let sx = x + dx + SWATCH / 2.0;
            match &item.swatch {
                Swatch::Mark(mark) => self.draw_mark(*mark, sx, cy, SWATCH * 0.4),
                Swatch::Die(face) => self.draw_die(face, sx, cy, SWATCH),
            }
            let tx = x + dx + SWATCH + SWATCH_GAP;
            let room = Rect::new(tx, cy - ROW / 2.0, (x + width - tx).max(0.0), ROW);
            self.draw_text_in(&item.text, &SMALL_MUTED, room, Align::Left);
        }
        rows as f32 * ROW
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::dice::DieKind;
    use crate::kit::palette;
    use crate::kit::Shape;

    #[test]
    fn legends_wrap() {
        let items: Vec<LegendItem> = (0..6)
            .map(|i| LegendItem::new(Swatch::Mark(Mark::nth(i)), format!("Team number {i}")))
            .collect();
        assert_eq!(legend_height(&items, 2000.0), ROW);
        assert!(legend_height(&items, 400.0) > 2.0 * ROW);
        assert_eq!(legend_height(&[], 400.0), 0.0);
        let mut c = Canvas::new(400, 400, palette::BACKGROUND).expect("canvas");
        let mut items = items;
        items.push(LegendItem::new(
            Swatch::Die(DieFace::new(DieKind::D6, 3)),
            "die",
        ));
        items.push(LegendItem::new(
            Swatch::Mark(Mark {
                color: palette::BLUE,
                shape: Shape::Cross,
            }),
            "a name far too long for the legend's width to hold it on one line at all",
        ));
        let h = c.draw_legend(&items, 10.0, 10.0, 380.0);
        assert_eq!(h, legend_height(&items, 380.0));
    }
}

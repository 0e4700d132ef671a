//! Pointing at things: arrows for a move, a pointer for the current turn, an outline
//! around whatever changed last. All in [`palette::HIGHLIGHT`] by convention, so
//! "look here" never depends on a player's colour.
//!
//! [`palette::HIGHLIGHT`]: super::palette::HIGHLIGHT

use super::{Canvas, Color, Rect};

impl Canvas {
    /// An arrow from `from` to `to` with a filled head at `to`.
    pub fn draw_arrow(&mut self, from: (f32, f32), to: (f32, f32), width: f32, color: Color) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len < 1.0 {
            return;
        }
        let (ux, uy) = (dx / len, dy / len);
        let head = (width * 3.2).min(len * 0.6);
        let base = (to.0 - ux * head, to.1 - uy * head);
        self.line(from, base, width, color);
        let half = head * 0.62;
        self.fill_polygon(
            &[
                to,
                (base.0 - uy * half, base.1 + ux * half),
                (base.0 + uy * half, base.1 - ux * half),
            ],
            color,
        );
    }

    /// A solid right-pointing triangle (▶) with its tip at `tip_x`, centred on `cy`.
    pub fn draw_pointer(&mut self, tip_x: f32, cy: f32, size: f32, color: Color) {
        let h = size / 2.0;
        self.fill_polygon(
            &[
                (tip_x, cy),
                (tip_x - size * 0.9, cy - h),
                (tip_x - size * 0.9, cy + h),
            ],
            color,
        );
    }

    /// A ring just outside `rect` (whose corners have `radius`): the "this one" mark for
    /// the current row or the last move.
    pub fn highlight_rect(&mut self, rect: Rect, radius: f32, width: f32, color: Color) {
        let gap = width / 2.0 + 1.0;
        self.stroke_round_rect(rect.inset(-gap), radius + gap, width, color);
    }
}

#[cfg(test)]
mod tests {
    use crate::kit::{palette, Canvas, Rect};

    #[test]
    fn arrows_of_zero_length_draw_nothing() {
        let mut c = Canvas::new(50, 50, palette::BACKGROUND).expect("canvas");
        let before = c.pixmap().data().to_vec();
        c.draw_arrow((10.0, 10.0), (10.2, 10.0), 4.0, palette::HIGHLIGHT);
        assert_eq!(before, c.pixmap().data());
        c.draw_arrow((5.0, 25.0), (45.0, 25.0), 4.0, palette::HIGHLIGHT);
        c.highlight_rect(
            Rect::new(10.0, 10.0, 30.0, 30.0),
            6.0,
            3.0,
            palette::HIGHLIGHT,
        );
        assert_ne!(before, c.pixmap().data());
    }
}

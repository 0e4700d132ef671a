//! Small vector icons drawn with lines, so they look the same at any size and never
//! depend on the font: check, cross, burst, reroll, plus, minus and a finish flag.

use std::f32::consts::{FRAC_PI_2, TAU};

use tiny_skia::PathBuilder;

use super::palette;
use super::shapes::star_points;
use super::{Canvas, Color};

impl Canvas {
    /// A check mark (✓) fitting a `size` square centred on (`cx`, `cy`).
    pub fn draw_check(&mut self, cx: f32, cy: f32, size: f32, width: f32, color: Color) {
        let s = size / 2.0;
        let mut pb = PathBuilder::new();
        pb.move_to(cx - s * 0.8, cy + s * 0.05);
        pb.line_to(cx - s * 0.25, cy + s * 0.6);
        pb.line_to(cx + s * 0.8, cy - s * 0.55);
        if let Some(path) = pb.finish() {
            self.stroke_path(&path, width, color);
        }
    }

    /// A diagonal cross (✗) fitting a `size` square.
    pub fn draw_x(&mut self, cx: f32, cy: f32, size: f32, width: f32, color: Color) {
        let s = size * 0.34;
        self.line((cx - s, cy - s), (cx + s, cy + s), width, color);
        self.line((cx - s, cy + s), (cx + s, cy - s), width, color);
    }

    /// An upright plus sign fitting a `size` square.
    pub fn draw_plus(&mut self, cx: f32, cy: f32, size: f32, width: f32, color: Color) {
        let s = size * 0.38;
        self.line((cx - s, cy), (cx + s, cy), width, color);
        self.line((cx, cy - s), (cx, cy + s), width, color);
    }

    /// A minus sign fitting a `size` square.
    pub fn draw_minus(&mut self, cx: f32, cy: f32, size: f32, width: f32, color: Color) {
        let s = size * 0.38;
        self.line((cx - s, cy), (cx + s, cy), width, color);
    }

    /// An eight-spiked burst (for explosions and "new!"), `r` to the spike tips, with a
    /// dark rim so it reads on any fill.
    pub fn draw_burst(&mut self, cx: f32, cy: f32, r: f32, color: Color, rim: Color) {
        let points = star_points(cx, cy, r, r * 0.62, 8);
        self.stroke_polygon(&points, (r * 0.2).max(1.5), rim);
        self.fill_polygon(&points, color);
    }

    /// A circular arrow (↻) of radius `r`.
    pub fn draw_reroll(&mut self, cx: f32, cy: f32, r: f32, width: f32, color: Color) {
        let (start, sweep) = (-FRAC_PI_2 + 0.5, TAU * 0.78);
        let steps = 24;
        let mut pb = PathBuilder::new();
        for i in 0..=steps {
            let a = start + sweep * i as f32 / steps as f32;
            let (x, y) = (cx + r * a.cos(), cy + r * a.sin());
            if i == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        if let Some(path) = pb.finish() {
            self.stroke_path(&path, width, color);
        }
        // Arrow head at the start of the arc, pointing along it backwards.
        let a = start;
        let (x, y) = (cx + r * a.cos(), cy + r * a.sin());
        let (tx, ty) = (a.sin(), -a.cos()); // tangent, against the sweep
        let (nx, ny) = (a.cos(), a.sin());
        let h = width * 2.2;
        self.fill_polygon(
            &[
                (x + tx * h, y + ty * h),
                (x + nx * h, y + ny * h),
                (x - nx * h, y - ny * h),
            ],
            color,
        );
    }
}

impl Canvas {
    /// A chequered finish flag on a pole, fitting a `size` square: "game over".
    pub fn draw_finish_flag(&mut self, cx: f32, cy: f32, size: f32) {
        let s = size / 2.0;
        let pole_x = cx - s * 0.7;
        let (flag_w, flag_h) = (s * 1.5, s * 1.0);
        let (fx, fy) = (pole_x + s * 0.04, cy - s * 0.9);
        let cells = (4, 3);
        let (cw, ch) = (flag_w / cells.0 as f32, flag_h / cells.1 as f32);
        let flag = super::Rect::new(fx, fy, flag_w, flag_h);
        self.fill_rect(flag.inset(-3.0), palette::INK);
        for row in 0..cells.1 {
            for col in 0..cells.0 {
                let color = if (row + col) % 2 == 0 {
                    palette::TEXT
                } else {
                    palette::INK
                };
                self.fill_rect(
                    super::Rect::new(fx + col as f32 * cw, fy + row as f32 * ch, cw, ch),
                    color,
                );
            }
        }
        self.line(
            (pole_x, cy - s * 0.95),
            (pole_x, cy + s * 0.95),
            (s * 0.12).max(2.0),
            palette::TEXT,
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::kit::{palette, Canvas};

    #[test]
    fn icons_draw_inside_their_box() {
        let mut c = Canvas::new(200, 40, palette::BACKGROUND).expect("canvas");
        c.draw_check(20.0, 20.0, 30.0, 4.0, palette::TEXT);
        c.draw_x(60.0, 20.0, 30.0, 4.0, palette::TEXT);
        c.draw_plus(100.0, 20.0, 30.0, 4.0, palette::TEXT);
        c.draw_burst(140.0, 20.0, 15.0, palette::ORANGE, palette::INK);
        c.draw_reroll(180.0, 20.0, 12.0, 3.0, palette::TEXT);
        c.draw_finish_flag(20.0, 20.0, 30.0);
        let bg = [0x1E, 0x1F, 0x22, 0xFF];
        let touched = c.pixmap().data().chunks(4).filter(|p| *p != bg).count();
        assert!(touched > 500, "{touched}");
    }
}

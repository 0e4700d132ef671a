//! Marker shapes, and [`Mark`]: a colour paired with a shape, so players and card
//! colours stay distinct for colour-blind readers and in greyscale.

use std::f32::consts::{FRAC_PI_2, PI};

use tiny_skia::{Path, PathBuilder};

use super::canvas::{polygon_path, regular_polygon};
use super::palette::{self, Color, PLAYER_COLORS};
use super::Canvas;

/// A marker shape. All are drawn to look about the same size for the same radius.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
    Diamond,
    Star,
    Hexagon,
    Cross,
    Pentagon,
}

impl Shape {
    /// Every shape, in assignment order. Eight shapes against seven colours: the pair
    /// repeats only after 56 seats.
    pub const ALL: [Shape; 8] = [
        Shape::Circle,
        Shape::Square,
        Shape::Triangle,
        Shape::Diamond,
        Shape::Star,
        Shape::Hexagon,
        Shape::Cross,
        Shape::Pentagon,
    ];

    /// The outline of this shape centred on (`cx`, `cy`), about `r` in radius.
    pub fn path(self, cx: f32, cy: f32, r: f32) -> Option<Path> {
        if r <= 0.0 || !r.is_finite() {
            return None;
        }
        let up = -FRAC_PI_2;
        match self {
            Shape::Circle => PathBuilder::from_circle(cx, cy, r * 0.92),
            Shape::Square => {
                let h = r * 0.8;
                super::canvas::round_rect_path(
                    super::Rect::new(cx - h, cy - h, 2.0 * h, 2.0 * h),
                    r * 0.12,
                )
            }
            // The triangle's centroid sits low; nudge it so it looks centred.
            Shape::Triangle => polygon_path(&regular_polygon(cx, cy + r * 0.14, r * 1.12, 3, up)),
            Shape::Diamond => polygon_path(&regular_polygon(cx, cy, r * 1.05, 4, up)),
            Shape::Pentagon => polygon_path(&regular_polygon(cx, cy + r * 0.05, r * 0.98, 5, up)),
            Shape::Hexagon => polygon_path(&regular_polygon(cx, cy, r * 0.95, 6, up)),
            Shape::Star => polygon_path(&star_points(cx, cy + r * 0.06, r * 1.12, r * 0.5, 5)),
            Shape::Cross => {
                let (a, e) = (r * 0.34, r * 0.92);
                polygon_path(&[
                    (cx - a, cy - e),
                    (cx + a, cy - e),
                    (cx + a, cy - a),
                    (cx + e, cy - a),
                    (cx + e, cy + a),
                    (cx + a, cy + a),
                    (cx + a, cy + e),
                    (cx - a, cy + e),
                    (cx - a, cy + a),
                    (cx - e, cy + a),
                    (cx - e, cy - a),
                    (cx - a, cy - a),
                ])
            }
        }
    }
}

/// Points of a star with `n` spikes, the first pointing up.
pub fn star_points(cx: f32, cy: f32, outer: f32, inner: f32, n: usize) -> Vec<(f32, f32)> {
    (0..2 * n)
        .map(|i| {
            let a = -FRAC_PI_2 + i as f32 * PI / n as f32;
            let r = if i % 2 == 0 { outer } else { inner };
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

/// A colour paired with a shape: how a player, team or card colour is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mark {
    pub color: Color,
    pub shape: Shape,
}

impl Mark {
    /// The `i`-th mark: colours and shapes cycle independently, so the first 56 are
    /// all different pairs.
    pub fn nth(i: usize) -> Mark {
        Mark {
            color: PLAYER_COLORS[i % PLAYER_COLORS.len()],
            shape: Shape::ALL[i % Shape::ALL.len()],
        }
    }

    /// The same shape in grey, for something no longer in play.
    pub fn greyed(self) -> Mark {
        Mark {
            color: palette::TEXT_FAINT,
            ..self
        }
    }
}

impl Canvas {
    pub fn fill_shape(&mut self, shape: Shape, cx: f32, cy: f32, r: f32, color: Color) {
        if let Some(path) = shape.path(cx, cy, r) {
            self.fill_path(&path, color);
        }
    }

    /// Draws a mark: its shape filled with its colour, with a thin dark rim so it
    /// stands out on light and same-coloured neighbours alike.
    pub fn draw_mark(&mut self, mark: Mark, cx: f32, cy: f32, r: f32) {
        if let Some(path) = mark.shape.path(cx, cy, r) {
            self.stroke_path(&path, (r * 0.16).max(2.0), palette::INK);
            self.fill_path(&path, mark.color);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_marks_are_distinct() {
        let marks: Vec<Mark> = (0..56).map(Mark::nth).collect();
        for (i, a) in marks.iter().enumerate() {
            for b in &marks[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn every_shape_has_a_path() {
        for shape in Shape::ALL {
            assert!(shape.path(10.0, 10.0, 8.0).is_some(), "{shape:?}");
            assert!(shape.path(10.0, 10.0, 0.0).is_none());
        }
    }
}

//! A plain rectangle for layout: unlike `tiny_skia::Rect` it is never invalid, so
//! layout code can add, split and inset freely; drawing skips empty results.

/// An axis-aligned rectangle: top-left corner and size, in pixels.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    pub fn right(&self) -> f32 {
        self.x + self.w
    }

    pub fn bottom(&self) -> f32 {
        self.y + self.h
    }

    pub fn center_x(&self) -> f32 {
        self.x + self.w / 2.0
    }

    pub fn center_y(&self) -> f32 {
        self.y + self.h / 2.0
    }

    /// Shrinks every side by `by` (grows when negative); never below zero size.
    pub fn inset(&self, by: f32) -> Rect {
        self.inset_xy(by, by)
    }

    /// Shrinks left/right by `dx` and top/bottom by `dy`.
    pub fn inset_xy(&self, dx: f32, dy: f32) -> Rect {
        Rect {
            x: self.x + dx,
            y: self.y + dy,
            w: (self.w - 2.0 * dx).max(0.0),
            h: (self.h - 2.0 * dy).max(0.0),
        }
    }

    /// Splits off the leftmost `w` pixels: (left part, the rest).
    pub fn split_left(&self, w: f32) -> (Rect, Rect) {
        let w = w.clamp(0.0, self.w);
        (
            Rect::new(self.x, self.y, w, self.h),
            Rect::new(self.x + w, self.y, self.w - w, self.h),
        )
    }

    /// Splits off the rightmost `w` pixels: (the rest, right part).
    pub fn split_right(&self, w: f32) -> (Rect, Rect) {
        let w = w.clamp(0.0, self.w);
        (
            Rect::new(self.x, self.y, self.w - w, self.h),
            Rect::new(self.right() - w, self.y, w, self.h),
        )
    }

    /// Whether the rectangle covers any area.
    pub fn is_empty(&self) -> bool {
        !(self.w > 0.0 && self.h > 0.0 && self.x.is_finite() && self.y.is_finite())
    }

    pub(crate) fn skia(&self) -> Option<tiny_skia::Rect> {
        if self.is_empty() {
            return None;
        }
        tiny_skia::Rect::from_xywh(self.x, self.y, self.w, self.h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_and_insets_stay_inside() {
        let r = Rect::new(10.0, 20.0, 100.0, 50.0);
        let (l, rest) = r.split_left(30.0);
        assert_eq!(l, Rect::new(10.0, 20.0, 30.0, 50.0));
        assert_eq!(rest, Rect::new(40.0, 20.0, 70.0, 50.0));
        let (_, right) = r.split_right(500.0);
        assert_eq!(right.w, 100.0);
        assert!(r.inset(60.0).is_empty());
        assert!(r.skia().is_some());
    }
}

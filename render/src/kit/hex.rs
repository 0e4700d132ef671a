//! Hex boards in axial coordinates (`q`, `r`), pointy- or flat-topped, after Red Blob
//! Games' "Hexagonal Grids". Games keep their own coordinates; this only maps them to
//! pixels and draws cells.

use super::{Canvas, Color, Rect};

const SQRT3: f32 = 1.732_050_8;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum HexOrientation {
    /// A corner at the top; rows are horizontal.
    Pointy,
    /// An edge at the top; columns are vertical.
    Flat,
}

/// Where hex (0, 0) is and how big a hex is.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct HexLayout {
    pub orientation: HexOrientation,
    /// Centre-to-corner distance.
    pub size: f32,
    /// Pixel centre of hex (0, 0).
    pub origin: (f32, f32),
}

impl HexLayout {
    /// Centre of hex (`q`, `r`).
    pub fn to_pixel(&self, q: i32, r: i32) -> (f32, f32) {
        let (q, r) = (q as f32, r as f32);
        let (x, y) = match self.orientation {
            HexOrientation::Pointy => (SQRT3 * q + SQRT3 / 2.0 * r, 1.5 * r),
            HexOrientation::Flat => (1.5 * q, SQRT3 / 2.0 * q + SQRT3 * r),
        };
        (self.origin.0 + x * self.size, self.origin.1 + y * self.size)
    }

    /// The hex containing a pixel.
    pub fn from_pixel(&self, x: f32, y: f32) -> (i32, i32) {
        let (px, py) = (
            (x - self.origin.0) / self.size,
            (y - self.origin.1) / self.size,
        );
        let (q, r) = match self.orientation {
            HexOrientation::Pointy => (SQRT3 / 3.0 * px - py / 3.0, 2.0 / 3.0 * py),
            HexOrientation::Flat => (2.0 / 3.0 * px, -px / 3.0 + SQRT3 / 3.0 * py),
        };
        cube_round(q, r)
    }

    /// The six corners of hex (`q`, `r`), shrunk by `inset` pixels (for gaps).
    pub fn corners(&self, q: i32, r: i32, inset: f32) -> [(f32, f32); 6] {
        let (cx, cy) = self.to_pixel(q, r);
        let start: f32 = match self.orientation {
            HexOrientation::Pointy => -90.0,
            HexOrientation::Flat => 0.0,
        };
        let size = (self.size - inset).max(0.0);
        std::array::from_fn(|i| {
            let a = (start + 60.0 * i as f32).to_radians();
            (cx + size * a.cos(), cy + size * a.sin())
        })
    }

    /// Pixel bounds of the given hexes, or `None` when there are none.
    pub fn bounds(&self, cells: impl IntoIterator<Item = (i32, i32)>) -> Option<Rect> {
        let mut b: Option<(f32, f32, f32, f32)> = None;
        for (q, r) in cells {
            for (x, y) in self.corners(q, r, 0.0) {
                b = Some(match b {
                    None => (x, y, x, y),
                    Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
                });
            }
        }
        b.map(|(x0, y0, x1, y1)| Rect::new(x0, y0, x1 - x0, y1 - y0))
    }

    /// The largest layout showing every cell inside `rect`, centred.
    pub fn fit(orientation: HexOrientation, cells: &[(i32, i32)], rect: Rect) -> HexLayout {
        let unit = HexLayout {
            orientation,
            size: 1.0,
            origin: (0.0, 0.0),
        };
        let Some(b) = unit.bounds(cells.iter().copied()) else {
            return HexLayout {
                origin: (rect.center_x(), rect.center_y()),
                ..unit
            };
        };
        let size = (rect.w / b.w).min(rect.h / b.h);
        HexLayout {
            orientation,
            size,
            origin: (
                rect.center_x() - (b.x + b.w / 2.0) * size,
                rect.center_y() - (b.y + b.h / 2.0) * size,
            ),
        }
    }
}

/// Rounds fractional axial coordinates to the nearest hex.
fn cube_round(q: f32, r: f32) -> (i32, i32) {
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    (rq as i32, rr as i32)
}

impl Canvas {
    /// Fills hex (`q`, `r`), leaving a `gap`-pixel seam, with an optional outline.
    pub fn draw_hex(
        &mut self,
        layout: &HexLayout,
        q: i32,
        r: i32,
        gap: f32,
        fill: Color,
        outline: Option<(Color, f32)>,
    ) {
        let corners = layout.corners(q, r, gap / 2.0);
        self.fill_polygon(&corners, fill);
        if let Some((color, width)) = outline {
            self.stroke_polygon(&corners, width, color);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixel_round_trip() {
        for orientation in [HexOrientation::Pointy, HexOrientation::Flat] {
            let layout = HexLayout {
                orientation,
                size: 30.0,
                origin: (200.0, 150.0),
            };
            for q in -3..=3 {
                for r in -3..=3 {
                    let (x, y) = layout.to_pixel(q, r);
                    assert_eq!(layout.from_pixel(x + 3.0, y - 2.0), (q, r));
                }
            }
        }
    }

    #[test]
    fn pointy_neighbours_are_sqrt3_apart() {
        let layout = HexLayout {
            orientation: HexOrientation::Pointy,
            size: 10.0,
            origin: (0.0, 0.0),
        };
        let (x, y) = layout.to_pixel(1, 0);
        assert!((x - 10.0 * SQRT3).abs() < 1e-4 && y.abs() < 1e-4);
    }

    #[test]
    fn fit_stays_inside() {
        let cells: Vec<(i32, i32)> = (-2..=2)
            .flat_map(|q| (-2..=2).map(move |r| (q, r)))
            .collect();
        let rect = Rect::new(100.0, 50.0, 600.0, 400.0);
        let layout = HexLayout::fit(HexOrientation::Flat, &cells, rect);
        let b = layout.bounds(cells.iter().copied()).expect("cells");
        assert!(b.x >= rect.x - 0.01 && b.right() <= rect.right() + 0.01);
        assert!(b.y >= rect.y - 0.01 && b.bottom() <= rect.bottom() + 0.01);
    }
}

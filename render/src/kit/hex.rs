//! Hex boards, drawn on [`hexx`]: its [`Hex`] coordinates (axial `x`, `y`; rings,
//! ranges, lines, distances and field of view are all there) and its [`HexLayout`]
//! (orientation, hex size, origin), which maps a hex to its pixel centre and corners.
//! This module adds only what drawing needs: a layout that fits a set of hexes into a
//! rectangle, their pixel bounds, corners shrunk for the seams between tiles, and
//! [`Canvas::draw_hex`].
//!
//! Pixels grow down, as on the canvas, so with a positive size hex `y` grows down too
//! (pointy-topped: rows of hexes; flat-topped: columns).

pub use hexx::{hex, Hex, HexLayout, HexOrientation};

use hexx::Vec2;

use super::{Canvas, Color, Rect};

/// A layout of hexes `size` pixels from centre to corner, hex (0, 0) at `origin`.
pub fn layout(orientation: HexOrientation, size: f32, origin: (f32, f32)) -> HexLayout {
    HexLayout::new(orientation)
        .with_hex_size(size)
        .with_origin(Vec2::new(origin.0, origin.1))
}

/// The pixel centre of `hex`.
pub fn center(layout: &HexLayout, hex: Hex) -> (f32, f32) {
    layout.hex_to_world_pos(hex).into()
}

/// The six corners of `hex`, each moved `inset` pixels towards the centre (for the
/// seam between tiles; 0 for the exact outline).
pub fn corners(layout: &HexLayout, hex: Hex, inset: f32) -> [(f32, f32); 6] {
    let c = layout.hex_to_world_pos(hex);
    layout.hex_corners(hex).map(|p| {
        let d = p - c;
        let len = d.length();
        let p = if len > 0.0 {
            c + d * ((len - inset).max(0.0) / len)
        } else {
            p
        };
        p.into()
    })
}

/// Pixel bounds of the given hexes, or `None` when there are none.
pub fn bounds(layout: &HexLayout, hexes: impl IntoIterator<Item = Hex>) -> Option<Rect> {
    let mut b: Option<(Vec2, Vec2)> = None;
    for hex in hexes {
        for p in layout.hex_corners(hex) {
            b = Some(match b {
                None => (p, p),
                Some((lo, hi)) => (lo.min(p), hi.max(p)),
            });
        }
    }
    b.map(|(lo, hi)| Rect::new(lo.x, lo.y, hi.x - lo.x, hi.y - lo.y))
}

/// The largest layout that shows every one of `hexes` inside `rect`, centred.
pub fn fit(orientation: HexOrientation, hexes: &[Hex], rect: Rect) -> HexLayout {
    let centre = (rect.center_x(), rect.center_y());
    let unit = layout(orientation, 1.0, (0.0, 0.0));
    let Some(b) = bounds(&unit, hexes.iter().copied()) else {
        return layout(orientation, 1.0, centre);
    };
    let size = (rect.w / b.w).min(rect.h / b.h);
    layout(
        orientation,
        size,
        (
            centre.0 - (b.x + b.w / 2.0) * size,
            centre.1 - (b.y + b.h / 2.0) * size,
        ),
    )
}

impl Canvas {
    /// Fills `hex` as a tile, leaving a `gap`-pixel seam to its neighbours, with an
    /// optional outline (colour, width).
    pub fn draw_hex(
        &mut self,
        layout: &HexLayout,
        hex: Hex,
        gap: f32,
        fill: Color,
        outline: Option<(Color, f32)>,
    ) {
        let corners = corners(layout, hex, gap / 2.0);
        self.fill_polygon(&corners, fill);
        if let Some((color, width)) = outline {
            self.stroke_polygon(&corners, width, color);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SQRT3: f32 = 1.732_050_8;

    fn close(a: (f32, f32), b: (f32, f32)) -> bool {
        (a.0 - b.0).abs() < 1e-3 && (a.1 - b.1).abs() < 1e-3
    }

    #[test]
    fn centres_follow_the_orientation_with_y_down() {
        let pointy = layout(HexOrientation::Pointy, 10.0, (100.0, 50.0));
        assert!(close(center(&pointy, hex(0, 0)), (100.0, 50.0)));
        assert!(close(
            center(&pointy, hex(1, 0)),
            (100.0 + 10.0 * SQRT3, 50.0)
        ));
        // The next row is lower on the picture, half a hex to the right.
        assert!(close(
            center(&pointy, hex(0, 1)),
            (100.0 + 5.0 * SQRT3, 65.0)
        ));
        let flat = layout(HexOrientation::Flat, 10.0, (0.0, 0.0));
        assert!(close(center(&flat, hex(0, 1)), (0.0, 10.0 * SQRT3)));
        assert!(close(center(&flat, hex(1, 0)), (15.0, 5.0 * SQRT3)));
    }

    #[test]
    fn corners_sit_on_the_circle_and_shrink_with_the_inset() {
        let l = layout(HexOrientation::Pointy, 30.0, (200.0, 150.0));
        let h = hex(2, -1);
        let (cx, cy) = center(&l, h);
        let dist = |(x, y): (f32, f32)| ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
        assert!(corners(&l, h, 0.0)
            .iter()
            .all(|p| (dist(*p) - 30.0).abs() < 1e-3));
        assert!(corners(&l, h, 4.0)
            .iter()
            .all(|p| (dist(*p) - 26.0).abs() < 1e-3));
        // Pointy: a corner straight above the centre.
        assert!(corners(&l, h, 0.0)
            .iter()
            .any(|p| close(*p, (cx, cy - 30.0))));
        assert!(corners(&l, h, 99.0).iter().all(|p| close(*p, (cx, cy))));
    }

    #[test]
    fn fit_fills_the_rect_and_stays_inside() {
        let hexes: Vec<Hex> = Hex::ZERO.range(2).collect();
        let rect = Rect::new(100.0, 50.0, 600.0, 400.0);
        for orientation in [HexOrientation::Flat, HexOrientation::Pointy] {
            let l = fit(orientation, &hexes, rect);
            let b = bounds(&l, hexes.iter().copied()).expect("hexes");
            assert!(b.x >= rect.x - 0.01 && b.right() <= rect.right() + 0.01);
            assert!(b.y >= rect.y - 0.01 && b.bottom() <= rect.bottom() + 0.01);
            assert!(b.w > rect.w - 0.5 || b.h > rect.h - 0.5, "{b:?}");
            assert!(close(center(&l, Hex::ZERO), (400.0, 250.0)));
        }
        assert_eq!(bounds(&fit(HexOrientation::Flat, &[], rect), []), None);
    }
}

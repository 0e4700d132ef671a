//! [`Canvas`]: an opaque `tiny_skia::Pixmap` with the handful of drawing calls the
//! games need, and PNG encoding tuned for flat-colour art.
//!
//! Why opaque: Discord shows transparent PNGs on whatever theme the reader uses, so
//! dark-theme art would vanish on light theme. Every canvas starts filled.

use std::io::Cursor;

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};
use tiny_skia::{FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, Transform};

use super::{palette, Color, Rect};
use crate::{Png, RenderError};

/// Largest side we agree to allocate; far above anything a game should draw.
const MAX_SIDE: u32 = 8192;

/// Bezier handle length for a quarter circle.
const KAPPA: f32 = 0.552_284_8;

/// A picture being drawn.
pub struct Canvas {
    pixmap: Pixmap,
}

impl Canvas {
    /// A `width`×`height` canvas filled with `background` (alpha is forced opaque).
    ///
    /// # Errors
    /// A zero or absurdly large size.
    pub fn new(width: u32, height: u32, background: Color) -> Result<Canvas, RenderError> {
        let err = RenderError::Canvas { width, height };
        if width > MAX_SIDE || height > MAX_SIDE {
            return Err(err);
        }
        let mut pixmap = Pixmap::new(width, height).ok_or(err)?;
        pixmap.fill(background.with_alpha(255).skia());
        Ok(Canvas { pixmap })
    }

    pub fn width(&self) -> u32 {
        self.pixmap.width()
    }

    pub fn height(&self) -> u32 {
        self.pixmap.height()
    }

    /// The whole canvas as a rectangle.
    pub fn bounds(&self) -> Rect {
        Rect::new(0.0, 0.0, self.width() as f32, self.height() as f32)
    }

    /// The underlying pixmap, for drawing the kit does not cover.
    pub fn pixmap_mut(&mut self) -> &mut Pixmap {
        &mut self.pixmap
    }

    pub fn pixmap(&self) -> &Pixmap {
        &self.pixmap
    }

    pub fn fill_rect(&mut self, rect: Rect, color: Color) {
        if let Some(r) = rect.skia() {
            self.pixmap
                .fill_rect(r, &paint(color), Transform::identity(), None);
        }
    }

    pub fn fill_round_rect(&mut self, rect: Rect, radius: f32, color: Color) {
        if let Some(path) = round_rect_path(rect, radius) {
            self.fill_path(&path, color);
        }
    }

    /// Strokes a rounded rectangle with the line centred on its edge.
    pub fn stroke_round_rect(&mut self, rect: Rect, radius: f32, width: f32, color: Color) {
        if let Some(path) = round_rect_path(rect, radius) {
            self.stroke_path(&path, width, color);
        }
    }

    pub fn fill_circle(&mut self, cx: f32, cy: f32, r: f32, color: Color) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.fill_path(&path, color);
        }
    }

    pub fn stroke_circle(&mut self, cx: f32, cy: f32, r: f32, width: f32, color: Color) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.stroke_path(&path, width, color);
        }
    }

    /// Fills a closed polygon.
    pub fn fill_polygon(&mut self, points: &[(f32, f32)], color: Color) {
        if let Some(path) = polygon_path(points) {
            self.fill_path(&path, color);
        }
    }

    /// Strokes a closed polygon with rounded joins.
    pub fn stroke_polygon(&mut self, points: &[(f32, f32)], width: f32, color: Color) {
        if let Some(path) = polygon_path(points) {
            self.stroke_path(&path, width, color);
        }
    }

    /// A straight line with round caps.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, color: Color) {
        let mut pb = PathBuilder::new();
        pb.move_to(from.0, from.1);
        pb.line_to(to.0, to.1);
        if let Some(path) = pb.finish() {
            self.stroke_path(&path, width, color);
        }
    }

    pub fn fill_path(&mut self, path: &Path, color: Color) {
        self.pixmap.fill_path(
            path,
            &paint(color),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }

    /// Strokes a path with round caps and joins.
    pub fn stroke_path(&mut self, path: &Path, width: f32, color: Color) {
        let stroke = Stroke {
            width,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        self.pixmap
            .stroke_path(path, &paint(color), &stroke, Transform::identity(), None);
    }

    /// Encodes the canvas as an RGB PNG, with anti-aliased pixels rounded to steps of
    /// 16 per channel.
    ///
    /// Why: boards are text-heavy, and the many in-between shades of glyph edges defeat
    /// deflate; rounding them (invisible at Discord's scale) makes files about 40 %
    /// smaller, while the palette's flat colours ([`palette::FLAT`]) stay exact. Flat-
    /// colour art compresses best unfiltered; zlib level 3 is within a few per cent of
    /// the best size at a fraction of the time.
    ///
    /// # Errors
    /// The encoder failed (should not happen for an in-memory buffer).
    pub fn encode_png(&self) -> Result<Png, RenderError> {
        let (width, height) = (self.width(), self.height());
        // Opaque canvas: premultiplied RGB is the colour; drop alpha to save a quarter.
        let data = self.pixmap.data();
        let flat: Vec<[u8; 3]> = palette::FLAT.iter().map(|c| [c.r, c.g, c.b]).collect();
        let mut rgb = vec![0u8; data.len() / 4 * 3];
        // Runs of one colour are the rule: remember the last pixel's answer.
        let mut last: Option<([u8; 3], [u8; 3])> = None;
        for (px, out) in data.chunks_exact(4).zip(rgb.chunks_exact_mut(3)) {
            let here = [px[0], px[1], px[2]];
            let mapped = match last {
                Some((seen, mapped)) if seen == here => mapped,
                _ => {
                    let mapped = if flat.contains(&here) {
                        here
                    } else {
                        here.map(|v| (u16::from(v) + 8).min(255) as u8 & 0xF0)
                    };
                    last = Some((here, mapped));
                    mapped
                }
            };
            out.copy_from_slice(&mapped);
        }
        let mut bytes = Vec::with_capacity(rgb.len() / 20);
        PngEncoder::new_with_quality(
            Cursor::new(&mut bytes),
            CompressionType::Level(3),
            FilterType::NoFilter,
        )
        .write_image(&rgb, width, height, ExtendedColorType::Rgb8)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
        Ok(Png {
            bytes,
            width,
            height,
        })
    }
}

fn paint(color: Color) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(color.skia());
    paint.anti_alias = true;
    paint
}

/// A rounded rectangle path; the radius is clamped to half the shorter side.
pub fn round_rect_path(rect: Rect, radius: f32) -> Option<Path> {
    if rect.is_empty() {
        return None;
    }
    let r = radius.clamp(0.0, rect.w.min(rect.h) / 2.0);
    let (x0, y0, x1, y1) = (rect.x, rect.y, rect.right(), rect.bottom());
    let k = r * KAPPA;
    let mut pb = PathBuilder::new();
    pb.move_to(x0 + r, y0);
    pb.line_to(x1 - r, y0);
    pb.cubic_to(x1 - r + k, y0, x1, y0 + r - k, x1, y0 + r);
    pb.line_to(x1, y1 - r);
    pb.cubic_to(x1, y1 - r + k, x1 - r + k, y1, x1 - r, y1);
    pb.line_to(x0 + r, y1);
    pb.cubic_to(x0 + r - k, y1, x0, y1 - r + k, x0, y1 - r);
    pb.line_to(x0, y0 + r);
    pb.cubic_to(x0, y0 + r - k, x0 + r - k, y0, x0 + r, y0);
    pb.close();
    pb.finish()
}

/// A closed polygon path through `points`.
pub fn polygon_path(points: &[(f32, f32)]) -> Option<Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.close();
    pb.finish()
}

/// `n` points on a circle around (`cx`, `cy`), starting at `start` radians
/// (0 = right, clockwise on screen).
pub fn regular_polygon(cx: f32, cy: f32, r: f32, n: usize, start: f32) -> Vec<(f32, f32)> {
    (0..n)
        .map(|i| {
            let a = start + i as f32 * std::f32::consts::TAU / n as f32;
            (cx + r * a.cos(), cy + r * a.sin())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::palette;

    #[test]
    fn canvas_sizes_are_checked() {
        assert!(Canvas::new(0, 10, palette::BACKGROUND).is_err());
        assert!(Canvas::new(10, MAX_SIDE + 1, palette::BACKGROUND).is_err());
        let c = Canvas::new(3, 2, palette::PANEL).expect("small canvas");
        assert_eq!((c.width(), c.height()), (3, 2));
    }

    #[test]
    fn png_round_trips_and_is_opaque() {
        let mut c = Canvas::new(40, 30, palette::BACKGROUND.with_alpha(0)).expect("canvas");
        c.fill_round_rect(Rect::new(5.0, 5.0, 30.0, 20.0), 6.0, palette::ORANGE);
        let png = c.encode_png().expect("encodes");
        let img = image::load_from_memory(&png.bytes)
            .expect("decodes")
            .to_rgba8();
        assert_eq!((img.width(), img.height()), (40, 30));
        assert!(img.pixels().all(|p| p.0[3] == 255));
        let centre = img.get_pixel(20, 15).0;
        assert_eq!(&centre[..3], &[0xE6, 0x9F, 0x00]);
        let corner = img.get_pixel(0, 0).0;
        assert_eq!(&corner[..3], &[0x1E, 0x1F, 0x22]);
    }

    #[test]
    fn degenerate_shapes_draw_nothing() {
        let mut c = Canvas::new(10, 10, palette::BACKGROUND).expect("canvas");
        let before = c.pixmap().data().to_vec();
        c.fill_rect(Rect::new(2.0, 2.0, 0.0, 5.0), palette::TEXT);
        c.fill_round_rect(Rect::new(2.0, 2.0, -3.0, 5.0), 4.0, palette::TEXT);
        c.fill_polygon(&[], palette::TEXT);
        c.fill_circle(5.0, 5.0, 0.0, palette::TEXT);
        assert_eq!(before, c.pixmap().data());
    }
}

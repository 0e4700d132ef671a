//! [`Canvas`]: an opaque `tiny_skia::Pixmap` with the handful of drawing calls the
//! games need, and PNG encoding tuned for flat-colour art.
//!
//! Why opaque: Discord shows transparent PNGs on whatever theme the reader uses, so
//! dark-theme art would vanish on light theme. Every canvas starts filled.

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
    /// The smallest em size any visible glyph was drawn at (see [`Png::min_text_px`]).
    min_text_px: Option<f32>,
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
        Ok(Canvas {
            pixmap,
            min_text_px: None,
        })
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

    /// The smallest text size (em, px) drawn so far; `None` before any text.
    pub fn min_text_px(&self) -> Option<f32> {
        self.min_text_px
    }

    /// Records that a glyph was drawn at `size` (called by the text drawing).
    pub(crate) fn note_text_size(&mut self, size: f32) {
        self.min_text_px = Some(self.min_text_px.map_or(size, |m| m.min(size)));
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

    /// Encodes the canvas as an 8-bit indexed PNG, with anti-aliased pixels rounded to
    /// steps of 16 per channel. Past 256 colours (a few boards), the flat colours
    /// present and the most used others make the palette and the rest, a few edge
    /// pixels, take the nearest of those.
    ///
    /// Why: boards are text-heavy, and the many in-between shades of glyph edges defeat
    /// deflate; rounding them (invisible at Discord's scale) makes files about 40 %
    /// smaller, while the palette's flat colours ([`palette::FLAT`]) stay exact. The
    /// rounded picture has a couple of hundred colours, and one byte per pixel instead
    /// of three (RGB) deflates to about a third less again, in less time. Flat-colour
    /// art compresses best unfiltered (Up and Sub filters: 10–20 % larger). Zlib level
    /// 2 is within a few per cent of level 3's size in three quarters of its time
    /// (measured on the Zeppelin Attack! and Bitwa benchmark boards: 4.5 against 5.7 ms
    /// and 3.1 against 3.9 ms, 2–4 % larger; level 1 is 40 % larger, fdeflate twice).
    ///
    /// # Errors
    /// The encoder failed (should not happen for an in-memory buffer).
    pub fn encode_png(&self) -> Result<Png, RenderError> {
        let (width, height) = (self.width(), self.height());
        let (runs, counts) = self.colour_runs();
        let (palette, index) = colour_table(&counts);
        let bytes = indexed_png(width, height, &palette, &indices(&runs, &index))?;
        Ok(Png {
            bytes,
            width,
            height,
            min_text_px: self.min_text_px,
        })
    }

    /// The pixels, row after row, as runs of one [`ColourKey`] (key, length), and how
    /// many pixels have each key: the canvas is opaque, so premultiplied RGB is the
    /// colour; colours outside the flat palette are rounded to steps of 16.
    ///
    /// Runs, not a key per pixel: boards are mostly flat colour, and a run is counted
    /// and later written out in one go (a counter or a vector bumped per pixel waits on
    /// its own last write; that was a quarter of encoding).
    fn colour_runs(&self) -> (Vec<(ColourKey, u32)>, Vec<u32>) {
        let flat = flat_by_rounded();
        let data = self.pixmap.data();
        let mut runs = Vec::new();
        let mut counts = vec![0u32; KEYS];
        let (mut last, mut key, mut run) = (u32::MAX, 0, 0u32);
        for px in data.chunks_exact(4) {
            // One load for the pixel; alpha (always opaque here) masked off.
            let here = u32::from_le_bytes([px[0], px[1], px[2], px[3]]) & 0x00FF_FFFF;
            if here == last {
                run += 1;
                continue;
            }
            let rounded = rounded_key(px[0], px[1], px[2]);
            // A flat colour is exact, and rounds to its own bucket like any other.
            let next = flat[usize::from(rounded)]
                .iter()
                .find(|(rgb, _)| *rgb == here)
                .map_or(rounded, |(_, key)| *key);
            last = here;
            if next == key {
                // Another colour with the same key (rounded alike): the run goes on.
                run += 1;
                continue;
            }
            if run > 0 {
                counts[usize::from(key)] += run;
                runs.push((key, run));
            }
            (key, run) = (next, 1);
        }
        if run > 0 {
            counts[usize::from(key)] += run;
            runs.push((key, run));
        }
        (runs, counts)
    }
}

/// Rounds a colour to steps of 16 per channel: its key below [`ROUNDED`].
fn rounded_key(r: u8, g: u8, b: u8) -> ColourKey {
    let [r, g, b] = [r, g, b].map(|v| ColourKey::from((v.min(247) + 8) >> 4));
    r << 8 | g << 4 | b
}

/// For each rounded key, the flat palette colours that round to it (as
/// `u32::from_le_bytes([r, g, b, 0])`) with their own keys: a pixel is looked up in
/// its bucket instead of compared with the whole palette.
fn flat_by_rounded() -> &'static [Vec<(u32, ColourKey)>] {
    static TABLE: std::sync::OnceLock<Vec<Vec<(u32, ColourKey)>>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![Vec::new(); ROUNDED];
        for (i, c) in palette::FLAT.iter().enumerate() {
            let rgb = u32::from_le_bytes([c.r, c.g, c.b, 0]);
            let bucket = &mut table[usize::from(rounded_key(c.r, c.g, c.b))];
            // The first of two equal palette entries wins, as a linear search would.
            if !bucket.iter().any(|(seen, _)| *seen == rgb) {
                bucket.push((rgb, (ROUNDED + i) as ColourKey));
            }
        }
        table
    })
}

/// A colour as an index: below [`ROUNDED`], a colour rounded to steps of 16 (four bits
/// per channel); from there on, one of the flat palette colours, exact.
type ColourKey = u16;
const ROUNDED: usize = 1 << 12;
const KEYS: usize = ROUNDED + palette::FLAT.len();

fn key_colour(key: usize) -> [u8; 3] {
    match key.checked_sub(ROUNDED) {
        Some(i) => {
            let c = palette::FLAT[i];
            [c.r, c.g, c.b]
        }
        None => [key >> 8, key >> 4 & 15, key & 15].map(|v| (v << 4) as u8),
    }
}

/// The palette (at most 256 colours) and each key's palette index: every colour
/// when there are at most 256; else the flat palette colours present and then the
/// most used, with every other colour (a few edge pixels) taking the nearest of them.
fn colour_table(counts: &[u32]) -> (Vec<[u8; 3]>, Vec<u8>) {
    let mut used: Vec<usize> = (0..KEYS).filter(|&k| counts[k] > 0).collect();
    // Flat colours first, then by use; ties by key, so the same picture always gets
    // the same file.
    used.sort_by_key(|&k| (std::cmp::Reverse((k >= ROUNDED, counts[k])), k));
    let palette: Vec<[u8; 3]> = used.iter().take(256).map(|&k| key_colour(k)).collect();
    let mut index = vec![0u8; KEYS];
    for (i, &k) in used.iter().enumerate() {
        index[k] = if i < palette.len() {
            i as u8
        } else {
            nearest(&palette, key_colour(k)) as u8
        };
    }
    (palette, index)
}

/// The palette entry closest to `colour` (squared distance, green weighted most, as
/// the eye sees it).
fn nearest(palette: &[[u8; 3]], colour: [u8; 3]) -> usize {
    let distance = |p: &[u8; 3]| -> i32 {
        let d = |a: u8, b: u8, w: i32| w * (i32::from(a) - i32::from(b)).pow(2);
        d(p[0], colour[0], 2) + d(p[1], colour[1], 4) + d(p[2], colour[2], 3)
    };
    (0..palette.len())
        .min_by_key(|&i| distance(&palette[i]))
        .unwrap_or(0)
}

/// One palette index per pixel, row by row, from the runs of keys.
fn indices(runs: &[(ColourKey, u32)], index: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(runs.iter().map(|(_, n)| *n as usize).sum());
    for &(key, n) in runs {
        out.resize(out.len() + n as usize, index[usize::from(key)]);
    }
    out
}

/// An 8-bit indexed PNG (the `png` crate; the image crate's encoder has no palette
/// mode), unfiltered at zlib level 2.
fn indexed_png(
    width: u32,
    height: u32,
    colours: &[[u8; 3]],
    pixels: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let failed = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::with_capacity(pixels.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(colours.concat());
    encoder.set_deflate_compression(png::DeflateCompression::Level(2));
    encoder.set_filter(png::Filter::NoFilter);
    let mut writer = encoder.write_header().map_err(failed)?;
    writer.write_image_data(pixels).map_err(failed)?;
    writer.finish().map_err(failed)?;
    Ok(out)
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

    /// A canvas of `n` one-pixel columns coloured by `colour(i)`, encoded.
    fn stripes(n: u32, colour: impl Fn(u32) -> Color) -> (crate::Png, image::RgbImage) {
        let mut c = Canvas::new(n, 4, palette::BACKGROUND).expect("canvas");
        for i in 0..n {
            c.fill_rect(Rect::new(i as f32, 0.0, 1.0, 4.0), colour(i));
        }
        let png = c.encode_png().expect("encodes");
        let img = image::load_from_memory(&png.bytes)
            .expect("decodes")
            .to_rgb8();
        (png, img)
    }

    /// PNG colour type: 2 RGB, 3 indexed.
    fn colour_type(png: &crate::Png) -> u8 {
        png.bytes[25]
    }

    #[test]
    fn few_colours_keep_every_colour() {
        let (png, img) = stripes(200, |i| Color::hex(i << 16 | 0x4050));
        assert_eq!(colour_type(&png), 3);
        // Off-palette colours are rounded to steps of 16.
        assert_eq!(img.get_pixel(37, 2).0, [32, 0x40, 0x50]);
    }

    #[test]
    fn many_colours_keep_the_most_used_and_approximate_the_rest() {
        // 320 colours on steps of 32, the first 100 four times as wide as the rest.
        let colour =
            |i: u32| Color::hex((i % 8 * 32) << 16 | (i / 8 % 8 * 32) << 8 | (i / 64 * 32));
        let mut c = Canvas::new(320 + 300, 4, palette::BACKGROUND).expect("canvas");
        for i in 0..320u32 {
            let (x, w) = if i < 100 {
                (i * 4, 4)
            } else {
                (400 + (i - 100), 1)
            };
            c.fill_rect(Rect::new(x as f32, 0.0, w as f32, 4.0), colour(i));
        }
        let png = c.encode_png().expect("encodes");
        assert_eq!(colour_type(&png), 3);
        let img = image::load_from_memory(&png.bytes)
            .expect("decodes")
            .to_rgb8();
        let rgb = |i: u32| {
            let c = colour(i);
            [c.r, c.g, c.b]
        };
        // The wide (most used) colours are exact; the rest take the nearest of the
        // 256 kept.
        for i in 0..100 {
            assert_eq!(img.get_pixel(i * 4, 1).0, rgb(i), "{i}");
        }
        let all: Vec<[u8; 3]> = (0..320).map(rgb).collect();
        let kept: std::collections::HashSet<[u8; 3]> = img.pixels().map(|p| p.0).collect();
        assert!(kept.len() <= 256);
        assert!(kept.iter().all(|c| all.contains(c)));
    }

    #[test]
    fn nearest_colour_is_the_closest() {
        let palette = [[0, 0, 0], [255, 255, 255], [200, 0, 0]];
        assert_eq!(nearest(&palette, [190, 10, 0]), 2);
        assert_eq!(nearest(&palette, [240, 230, 250]), 1);
        assert_eq!(nearest(&palette, [20, 20, 30]), 0);
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

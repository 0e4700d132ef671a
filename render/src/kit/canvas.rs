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
    /// Texts drawn cut short with "…" or off the edge (see [`Png::clipped`]).
    clipped: Vec<String>,
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
        // One pass: the background pattern repeated (zeroing, then filling, was two
        // passes over a board's 8 MB).
        let size = tiny_skia::IntSize::from_wh(width, height)
            .ok_or(RenderError::Canvas { width, height })?;
        let premultiplied = background
            .with_alpha(255)
            .skia()
            .premultiply()
            .to_color_u8();
        let pixel = [
            premultiplied.red(),
            premultiplied.green(),
            premultiplied.blue(),
            premultiplied.alpha(),
        ];
        let data = pixel.repeat(width as usize * height as usize);
        let pixmap = Pixmap::from_vec(data, size).ok_or(err)?;
        Ok(Canvas {
            pixmap,
            min_text_px: None,
            clipped: Vec::new(),
        })
    }

    /// A transparent `width`×`height` canvas, for a [`super::layer::sprite`] that is
    /// blended onto a board (never encoded on its own).
    ///
    /// # Errors
    /// A zero or absurdly large size.
    pub(crate) fn transparent(width: u32, height: u32) -> Result<Canvas, RenderError> {
        let err = RenderError::Canvas { width, height };
        if width > MAX_SIDE || height > MAX_SIDE {
            return Err(err);
        }
        Ok(Canvas {
            pixmap: Pixmap::new(width, height).ok_or(err)?,
            min_text_px: None,
            clipped: Vec::new(),
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

    /// The texts drawn so far that were cut short with "…".
    pub fn clipped(&self) -> &[String] {
        &self.clipped
    }

    /// Records texts drawn cut short (called by the text drawing, and by layers
    /// painted onto this canvas).
    pub(crate) fn note_clipped<'a>(&mut self, texts: impl IntoIterator<Item = &'a String>) {
        self.clipped.extend(texts.into_iter().cloned());
    }

    pub fn fill_rect(&mut self, rect: Rect, color: Color) {
        if let Some(r) = rect.skia() {
            self.pixmap
                .fill_rect(r, &paint(color), Transform::identity(), None);
        }
    }

    /// Fills a rounded rectangle: as a path where the corners are (the rows of the
    /// top and bottom arcs, cut at whole pixel rows) and as one rectangle between them.
    ///
    /// Why: tiny-skia fills a path four sub-rows per pixel row, each edge walked and
    /// each span added up, however plain the rows are; a panel's straight middle
    /// rows filled as a rectangle are a tiny-skia memset. The pieces meet on a pixel
    /// boundary, so no pixel is covered twice.
    pub fn fill_round_rect(&mut self, rect: Rect, radius: f32, color: Color) {
        if rect.is_empty() {
            return;
        }
        let r = radius.clamp(0.0, rect.w.min(rect.h) / 2.0);
        let (top, bottom) = ((rect.y + r).ceil(), (rect.bottom() - r).floor());
        if bottom - top < 4.0 {
            if let Some(path) = round_rect_path(rect, radius) {
                self.fill_path(&path, color);
            }
            return;
        }
        if let Some(path) = round_rect_cap(rect, r, top, true) {
            self.fill_path(&path, color);
        }
        self.fill_rect(Rect::new(rect.x, top, rect.w, bottom - top), color);
        if let Some(path) = round_rect_cap(rect, r, bottom, false) {
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
    /// steps of [`STEP`] per channel. Past 256 colours (a few boards), the flat colours
    /// present and the most used others make the palette and the rest, a few edge
    /// pixels, take the nearest of those.
    ///
    /// Why: boards are text-heavy, and the many in-between shades of glyph edges defeat
    /// deflate; rounding them (invisible at Discord's scale) makes files much smaller,
    /// while the palette's flat colours ([`palette::FLAT`]) stay exact. One byte per
    /// pixel instead of three (RGB) deflates smaller again, in less time. Flat-colour art
    /// compresses best unfiltered (Up and Sub filters: 10–20 % larger).
    ///
    /// The top and bottom halves are scanned and compressed on two threads (a board is
    /// drawn on one), as two deflate streams joined into one (the second starts
    /// without the first's window, so the file grows by a little).
    ///
    /// # Errors
    /// The encoder failed (should not happen for an in-memory buffer).
    pub fn encode_png(&self) -> Result<Png, RenderError> {
        let (width, height) = (self.width(), self.height());
        let data = self.pixmap.data();
        let row = width as usize * 4;
        // Small pictures (dice, tests) are not worth a thread.
        let (top, bottom) = data.split_at(if height >= 64 {
            (height as usize / 2) * row
        } else {
            data.len()
        });
        let split = !bottom.is_empty();
        let w = width as usize;
        let ((top_runs, mut counts), (bottom_runs, bottom_counts)) =
            both(split, || colour_runs(top, w), || colour_runs(bottom, w));
        for (count, more) in counts.iter_mut().zip(bottom_counts) {
            *count += more;
        }
        let (palette, index) = colour_table(&counts);
        let (top, bottom) = both(
            split,
            || deflate_rows(&top_runs, &index, width, false, Scratch::take()),
            || deflate_rows(&bottom_runs, &index, width, true, Scratch::take()),
        );
        let (top, bottom) = (top?, bottom?);
        let (top_bytes, bottom_bytes) = (top.scratch.deflated(), bottom.scratch.deflated());
        let mut zlib = Vec::with_capacity(top_bytes.len() + bottom_bytes.len() + 6);
        zlib.extend_from_slice(&ZLIB_HEADER);
        zlib.extend_from_slice(top_bytes);
        zlib.extend_from_slice(bottom_bytes);
        let adler = zlib_rs::adler32::adler32_combine(top.adler, bottom.adler, bottom.length);
        zlib.extend_from_slice(&adler.to_be_bytes());
        top.scratch.give_back();
        bottom.scratch.give_back();
        let bytes = indexed_png(width, height, &palette, &zlib)?;
        Ok(Png {
            bytes,
            width,
            height,
            min_text_px: self.min_text_px,
            clipped: self.clipped.clone(),
        })
    }
}

/// A part of a picture as runs of one [`ColourKey`] (key, length), row by row: a
/// row's runs end with it, and a row of the very pixels of the row above shares its
/// runs (boards are flat colour: many rows repeat the one above, and are then
/// compared, counted and written out whole instead of pixel by pixel).
struct Runs {
    runs: Vec<(ColourKey, u32)>,
    /// Each row's runs, as a range of `runs`.
    rows: Vec<(u32, u32)>,
}

/// Premultiplied RGBA pixels, rows of `width`, as [`Runs`], and how many pixels have
/// each key: the canvas is opaque, so premultiplied RGB is the colour; colours outside
/// the flat palette are rounded to steps of [`STEP`].
///
/// Runs, not a key per pixel: boards are mostly flat colour, and a run is counted and
/// later written out in one go (a counter or a vector bumped per pixel waits on its own
/// last write; that was a quarter of encoding).
fn colour_runs(data: &[u8], width: usize) -> (Runs, Vec<u32>) {
    // Pixels as whole words (a pixmap's buffer is word-aligned in practice; if not,
    // a copy).
    let copied: Vec<u32>;
    let pixels: &[u32] = match bytemuck::try_cast_slice(data) {
        Ok(words) => words,
        Err(_) => {
            copied = data
                .chunks_exact(4)
                .map(|p| u32::from_ne_bytes([p[0], p[1], p[2], p[3]]))
                .collect();
            &copied
        }
    };
    let mut keys = KeyCache::new();
    let mut runs = Vec::with_capacity(pixels.len() / 32);
    let mut rows: Vec<(u32, u32)> = Vec::with_capacity(pixels.len() / width.max(1));
    let mut counts = vec![0u32; KEYS];
    let mut above: &[u32] = &[];
    for row in pixels.chunks_exact(width.max(1)) {
        if row == above {
            if let Some(&(start, end)) = rows.last() {
                for &(key, length) in &runs[start as usize..end as usize] {
                    counts[usize::from(key)] += length;
                }
                rows.push((start, end));
                continue;
            }
        }
        above = row;
        let start = runs.len() as u32;
        row_runs(row, &mut keys, &mut runs, &mut counts);
        rows.push((start, runs.len() as u32));
    }
    (Runs { runs, rows }, counts)
}

/// Appends one row's runs to `runs`, counting their pixels.
fn row_runs(
    pixels: &[u32],
    keys: &mut KeyCache,
    runs: &mut Vec<(ColourKey, u32)>,
    counts: &mut [u32],
) {
    let n = pixels.len();
    let (mut key, mut run) = (0, 0u32);
    let mut i = 0;
    while i < n {
        let here = pixels[i];
        // The run of this very pixel value: a few pixels one by one (text edges
        // change every pixel), then 16 at a time with no branch inside, which the
        // compiler turns into vector compares (flat fills are most of a board).
        let mut end = i + 1;
        while end < n && end - i < 8 && pixels[end] == here {
            end += 1;
        }
        if end - i == 8 {
            while let Some(block) = pixels.get(end..end + 16) {
                if block.iter().fold(0, |differs, &p| differs | (p ^ here)) != 0 {
                    break;
                }
                end += 16;
            }
            while end < n && pixels[end] == here {
                end += 1;
            }
        }
        let length = (end - i) as u32;
        i = end;
        let next = keys.key(here);
        if next == key {
            // Another colour with the same key (rounded alike): the run goes on.
            run += length;
            continue;
        }
        if run > 0 {
            counts[usize::from(key)] += run;
            runs.push((key, run));
        }
        (key, run) = (next, length);
    }
    if run > 0 {
        counts[usize::from(key)] += run;
        runs.push((key, run));
    }
}

/// The [`ColourKey`] of each pixel value seen lately, in a small direct-mapped table:
/// a board has a few hundred distinct pixel values, and text edges repeat them, so
/// most lookups are one hash and one compare instead of rounding and a palette search.
struct KeyCache {
    slots: Vec<(u32, ColourKey)>,
}

impl KeyCache {
    const BITS: u32 = 11;

    fn new() -> KeyCache {
        // Every slot starts as a true entry (black's), so no sentinel value is needed.
        let black = colour_key(0);
        KeyCache {
            slots: vec![(0, black); 1 << Self::BITS],
        }
    }

    fn key(&mut self, pixel: u32) -> ColourKey {
        let slot = (pixel.wrapping_mul(0x9E37_79B1) >> (32 - Self::BITS)) as usize;
        let (seen, key) = self.slots[slot];
        if seen == pixel {
            return key;
        }
        let key = colour_key(pixel);
        self.slots[slot] = (pixel, key);
        key
    }
}

/// A pixel's key (premultiplied RGBA as `u32::from_ne_bytes`; the canvas is opaque, so
/// RGB is the colour): a flat palette colour exactly, any other rounded.
fn colour_key(pixel: u32) -> ColourKey {
    let [r, g, b, _] = pixel.to_ne_bytes();
    let rounded = rounded_key(r, g, b);
    let rgb = u32::from_le_bytes([r, g, b, 0]);
    // A flat colour is exact, and rounds to its own bucket like any other.
    let bucket = &flat_by_rounded()[usize::from(rounded)];
    match bucket.iter().find(|(flat, _)| *flat == rgb) {
        Some((_, key)) => *key,
        // A shade that rounds alike with a flat colour takes that colour: the faint
        // fringe round every glyph and shape merges with the colour under it.
        None => bucket.first().map_or(rounded, |(_, key)| *key),
    }
}

/// The step off-palette colours are rounded to, per channel: anti-aliased edges keep
/// nine shades a channel (0, 32, …, 224, 255), a difference of at most 16 that does
/// not show, and a board keeps about a hundred colours instead of two hundred (its
/// file about a tenth smaller). A shade rounding alike with a flat palette colour
/// becomes that colour (at most a step off; another 5 % smaller). Steps of 64 were
/// tried for issue 33 (boards 15–20 % smaller) and dropped: game art that is not in
/// the flat palette moves with the rounding, and Bitwa's blue sea turned teal and its
/// red home waters vanished.
const STEP: u8 = 32;
/// Shades per channel after rounding.
const LEVELS: usize = 256 / STEP as usize + 1;

/// Rounds a colour to steps of [`STEP`] per channel: its key below [`ROUNDED`].
fn rounded_key(r: u8, g: u8, b: u8) -> ColourKey {
    let level = |v: u8| (usize::from(v) + usize::from(STEP / 2)) / usize::from(STEP);
    ((level(r) * LEVELS + level(g)) * LEVELS + level(b)) as ColourKey
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

/// A colour as an index: below [`ROUNDED`], a colour rounded to steps of [`STEP`];
/// from there on, one of the flat palette colours, exact.
type ColourKey = u16;
const ROUNDED: usize = LEVELS * LEVELS * LEVELS;
const KEYS: usize = ROUNDED + palette::FLAT.len();

fn key_colour(key: usize) -> [u8; 3] {
    match key.checked_sub(ROUNDED) {
        Some(i) => {
            let c = palette::FLAT[i];
            [c.r, c.g, c.b]
        }
        None => [key / (LEVELS * LEVELS), key / LEVELS % LEVELS, key % LEVELS]
            .map(|level| (level * usize::from(STEP)).min(255) as u8),
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

/// The zlib header: a 32 KB window (0x78), then "default" compression (level 6)
/// and the check bits that make the pair a multiple of 31.
const ZLIB_HEADER: [u8; 2] = [0x78, 0x9C];
/// Zlib's level. Bytes are what a player's phone pays for, every board downloaded by
/// everyone in the channel; encoding is a few milliseconds of one core. Measured on
/// whole random games (`board_costs`, steps of 32, release, this 2-core machine):
/// level 2 → 6 made boards 20–25 % smaller (Zeppelin Attack! 66 → 51 KB, Bitwa
/// 71 → 56 KB at p50) for about 3 ms more encoding (2.4 → 5.3 ms p50); level 9 saved
/// only 5–8 % more for three times level 6's time.
const LEVEL: i32 = 6;

/// Part of a zlib stream: raw deflate (in its scratch), with the Adler-32 and length
/// of what it holds.
struct Deflated {
    scratch: Scratch,
    adler: u32,
    length: u64,
}

/// What deflating a part needs, kept from picture to picture: the compressor's state
/// and the scanline and output buffers were a tenth of encoding's instructions
/// allocated, zeroed and set up afresh for each part.
struct Scratch {
    deflate: zlib_rs::Deflate,
    /// Scanlines. Only grows; a part writes every byte it uses before reading it.
    rows: Vec<u8>,
    /// Compressed bytes. Only grows.
    out: Vec<u8>,
    /// How much of `out` the last part wrote.
    written: usize,
}

/// At most this many [`Scratch`]es are kept (two per picture encoded at once; the
/// bot encodes a few at a time), each with at most [`SCRATCH_BYTES`] of buffers (a
/// board's are about 2.5 MB): at most 24 MB, whatever was encoded.
const SCRATCH_KEPT: usize = 4;
const SCRATCH_BYTES: usize = 6 << 20;
static SCRATCH: std::sync::Mutex<Vec<Scratch>> = std::sync::Mutex::new(Vec::new());

impl Scratch {
    /// A kept scratch, reset for a new stream, or a new one.
    fn take() -> Scratch {
        let kept = SCRATCH.lock().ok().and_then(|mut kept| kept.pop());
        match kept {
            Some(mut scratch) => {
                scratch.deflate.reset();
                scratch.written = 0;
                scratch
            }
            None => Scratch {
                deflate: zlib_rs::Deflate::new_with_config(zlib_rs::DeflateConfig {
                    level: LEVEL,
                    window_bits: -15,
                    ..zlib_rs::DeflateConfig::default()
                }),
                rows: Vec::new(),
                out: Vec::new(),
                written: 0,
            },
        }
    }

    /// Keeps this scratch for a later picture, unless enough are kept or it grew
    /// large (a huge picture's).
    fn give_back(self) {
        if self.rows.capacity() + self.out.capacity() > SCRATCH_BYTES {
            return;
        }
        if let Ok(mut kept) = SCRATCH.lock() {
            if kept.len() < SCRATCH_KEPT {
                kept.push(self);
            }
        }
    }

    fn deflated(&self) -> &[u8] {
        &self.out[..self.written]
    }
}

/// The runs' rows as PNG scanlines (each a filter byte, 0: none, then one palette
/// index per pixel), deflated: ending the stream when `last`, else flushed to a byte
/// boundary so another part can follow.
fn deflate_rows(
    runs: &Runs,
    index: &[u8],
    width: u32,
    last: bool,
    mut scratch: Scratch,
) -> Result<Deflated, RenderError> {
    let stride = width as usize + 1;
    let size = runs.rows.len() * stride;
    // Eight bytes to spare: a short run is written as eight bytes at once, the rest
    // overwritten by what follows (the next run, the next row's filter byte).
    if scratch.rows.len() < size + 8 {
        scratch.rows.resize(size + 8, 0);
    }
    let rows = &mut scratch.rows[..size + 8];
    for (y, &(start, end)) in runs.rows.iter().enumerate() {
        let at = y * stride;
        if y > 0 && runs.rows[y - 1] == (start, end) {
            rows.copy_within(at - stride..at, at);
            continue;
        }
        rows[at] = 0;
        let mut x = at + 1;
        for &(key, n) in &runs.runs[start as usize..end as usize] {
            let (colour, n) = (index[usize::from(key)], n as usize);
            if n <= 8 {
                rows[x..x + 8].fill(colour);
            } else {
                rows[x..x + n].fill(colour);
            }
            x += n;
        }
        debug_assert_eq!(x, at + stride);
    }
    let rows = &rows[..size];
    let flush = if last {
        zlib_rs::DeflateFlush::Finish
    } else {
        zlib_rs::DeflateFlush::SyncFlush
    };
    // Boards deflate to a tenth or less; the buffer grows when that is not enough.
    let room = size / 8 + 4096;
    if scratch.out.len() < room {
        scratch.out.resize(room, 0);
    }
    let deflate = &mut scratch.deflate;
    loop {
        let (read, written) = (deflate.total_in() as usize, deflate.total_out() as usize);
        let all_read = read == rows.len();
        let status = deflate
            .compress(&rows[read..], &mut scratch.out[written..], flush)
            .map_err(|e| RenderError::Encode(e.as_str().to_string()))?;
        let written = deflate.total_out() as usize;
        let done = match status {
            zlib_rs::Status::StreamEnd => true,
            // Asked to flush again with nothing left to flush (the last call filled
            // the buffer exactly): zlib's "no progress possible".
            zlib_rs::Status::BufError => all_read && !last,
            // A part: all read and flushed, with room to spare.
            zlib_rs::Status::Ok => {
                !last && deflate.total_in() as usize == rows.len() && written < scratch.out.len()
            }
        };
        if done {
            scratch.written = written;
            break;
        }
        if scratch.out.len() > zlib_rs::compress_bound(rows.len()) * 2 {
            return Err(RenderError::Encode("deflate made no progress".into()));
        }
        scratch.out.resize(scratch.out.len() * 2, 0);
    }
    let (adler, length) = (zlib_rs::adler32::adler32(1, rows), rows.len() as u64);
    Ok(Deflated {
        scratch,
        adler,
        length,
    })
}

/// Runs `a` here and `b` on a second thread when `parallel` (else one after the
/// other), and returns both results.
fn both<A: Send, B: Send>(
    parallel: bool,
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B + Send,
) -> (A, B) {
    if !parallel {
        return (a(), b());
    }
    std::thread::scope(|scope| {
        let b = scope.spawn(b);
        let a = a();
        match b.join() {
            Ok(b) => (a, b),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// An 8-bit indexed PNG around an already compressed zlib stream of its scanlines (the
/// `png` crate writes the chunks; the image crate's encoder has no palette mode).
fn indexed_png(
    width: u32,
    height: u32,
    colours: &[[u8; 3]],
    zlib: &[u8],
) -> Result<Vec<u8>, RenderError> {
    let failed = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(colours.concat());
    let mut writer = encoder.write_header().map_err(failed)?;
    writer.write_chunk(png::chunk::IDAT, zlib).map_err(failed)?;
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

/// The top (`top`) or bottom part of [`round_rect_path`] with radius `r` (already
/// clamped), cut straight across at `y` (between the arcs).
fn round_rect_cap(rect: Rect, r: f32, y: f32, top: bool) -> Option<Path> {
    let (x0, x1) = (rect.x, rect.right());
    let k = r * KAPPA;
    let mut pb = PathBuilder::new();
    if top {
        let y0 = rect.y;
        pb.move_to(x0, y);
        pb.line_to(x0, y0 + r);
        pb.cubic_to(x0, y0 + r - k, x0 + r - k, y0, x0 + r, y0);
        pb.line_to(x1 - r, y0);
        pb.cubic_to(x1 - r + k, y0, x1, y0 + r - k, x1, y0 + r);
        pb.line_to(x1, y);
    } else {
        let y1 = rect.bottom();
        pb.move_to(x1, y);
        pb.line_to(x1, y1 - r);
        pb.cubic_to(x1, y1 - r + k, x1 - r + k, y1, x1 - r, y1);
        pb.line_to(x0 + r, y1);
        pb.cubic_to(x0 + r - k, y1, x0, y1 - r + k, x0, y1 - r);
        pb.line_to(x0, y);
    }
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
        // Off-palette colours are rounded to steps of 32, the top step to 255.
        assert_eq!(img.get_pixel(37, 2).0, [32, 64, 96]);
        assert_eq!(img.get_pixel(199, 2).0, [192, 64, 96]);
        let (_, light) = stripes(1, |_| Color::hex(0xF5F0E9));
        assert_eq!(light.get_pixel(0, 0).0, [255, 255, 224]);
    }

    /// A tall canvas is encoded in two halves on two threads: the file must decode to
    /// exactly the pixels one stream would give, flat colours exact, for every height
    /// around the split (odd, even, just past the threshold).
    #[test]
    fn halves_join_into_one_exact_picture() {
        for height in [63, 64, 65, 127, 300] {
            let mut c = Canvas::new(37, height, palette::BACKGROUND).expect("canvas");
            for y in (0..height).step_by(3) {
                let colour = palette::FLAT[y as usize % palette::FLAT.len()];
                c.fill_rect(Rect::new((y % 30) as f32, y as f32, 7.0, 2.0), colour);
            }
            c.fill_circle(18.0, height as f32 / 2.0, 9.0, palette::ORANGE);
            let png = c.encode_png().expect("encodes");
            let img = image::load_from_memory(&png.bytes)
                .expect("decodes")
                .to_rgb8();
            assert_eq!((img.width(), img.height()), (37, height));
            for (x, y, p) in img.enumerate_pixels() {
                let i = (y as usize * 37 + x as usize) * 4;
                let [r, g, b] = [0, 1, 2].map(|k| c.pixmap().data()[i + k]);
                let exact = palette::FLAT.iter().any(|f| [f.r, f.g, f.b] == [r, g, b]);
                if exact {
                    assert_eq!(p.0, [r, g, b], "({x}, {y}) of {height}");
                } else {
                    // Rounded, or snapped to a flat colour: at most a step off.
                    for (got, was) in p.0.iter().zip([r, g, b]) {
                        assert!(got.abs_diff(was) < 32, "({x}, {y}) of {height}");
                    }
                }
            }
        }
    }

    #[test]
    fn checksums_of_parts_combine_into_the_whole() {
        let data: Vec<u8> = (0..100_000u32).map(|i| (i * 7 % 251) as u8).collect();
        let (a, b) = data.split_at(41_234);
        let whole = zlib_rs::adler32::adler32(1, &data);
        let joined = zlib_rs::adler32::adler32_combine(
            zlib_rs::adler32::adler32(1, a),
            zlib_rs::adler32::adler32(1, b),
            b.len() as u64,
        );
        assert_eq!(whole, joined);
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
        // What a colour becomes: itself, or the flat colour it rounds alike with.
        let becomes = |i: u32| {
            let [r, g, b] = rgb(i);
            flat_by_rounded()[usize::from(rounded_key(r, g, b))]
                .first()
                .map_or([r, g, b], |(flat, _)| {
                    let [r, g, b, _] = flat.to_le_bytes();
                    [r, g, b]
                })
        };
        // The wide (most used) colours are kept; the rest take the nearest of the
        // 256 kept.
        for i in 0..100 {
            assert_eq!(img.get_pixel(i * 4, 1).0, becomes(i), "{i}");
        }
        let all: Vec<[u8; 3]> = (0..320).map(becomes).collect();
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

    /// A rounded rectangle filled in pieces looks as the one path would: the same
    /// pixels, an edge pixel's coverage at most an eighth apart (a path's coverage is
    /// counted in quarter pixels, a rectangle's exactly).
    #[test]
    fn round_rects_in_pieces_match_the_whole_path() {
        for (rect, radius) in [
            (Rect::new(3.0, 4.0, 90.0, 60.0), 18.0),
            (Rect::new(2.5, 3.25, 80.7, 51.3), 10.0),
            (Rect::new(10.3, 0.6, 33.1, 70.9), 6.0),
            (Rect::new(-4.5, 20.2, 120.0, 30.0), 0.0),
        ] {
            for colour in [
                palette::PANEL_RAISED,
                palette::TEXT,
                palette::ORANGE.with_alpha(128),
            ] {
                let mut whole = Canvas::new(100, 80, palette::BACKGROUND).expect("canvas");
                let path = round_rect_path(rect, radius).expect("path");
                whole.fill_path(&path, colour);
                let mut pieces = Canvas::new(100, 80, palette::BACKGROUND).expect("canvas");
                pieces.fill_round_rect(rect, radius, colour);
                let worst = whole
                    .pixmap()
                    .data()
                    .iter()
                    .zip(pieces.pixmap().data())
                    .map(|(a, b)| a.abs_diff(*b))
                    .max();
                assert!(worst <= Some(32), "{rect:?} {radius}: {worst:?}");
            }
        }
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

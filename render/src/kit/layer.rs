//! [`Layer`]: a part of a picture that is the same on every board, drawn once per
//! drawing thread and copied into each board: a game's map with its coordinates
//! ([`layer`], opaque, copied row by row), or a piece drawn over whatever lies under
//! it, like a card tile ([`sprite`], transparent, blended in).
//!
//! Why: Bitwa's 165 hex tiles were half of drawing its board, and they never change;
//! Zefiria's 25 island cards are the same 25 pictures moved around. Layers are kept
//! per thread, like the glyph masks: no locking, and the render pool's threads live
//! on. A layer is found again by its name, its size and its position's fraction of a
//! pixel, so a piece drawn at another whole-pixel place is the same pixels moved.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::{palette, Canvas, Rect};
use crate::RenderError;

/// Layers a drawing thread keeps; past this (many different areas), it starts afresh.
const MAX_LAYERS: usize = 1024;
/// Pixel bytes a drawing thread keeps in layers; past this, it starts afresh. Card
/// tiles are a few hundred KB each, so the count alone would not bound the memory.
const MAX_BYTES: usize = 24 << 20;

/// A drawn part of a picture, with where its top left goes on the board.
pub struct Layer {
    pixels: Rc<Drawn>,
    x: u32,
    y: u32,
}

/// A layer's pixels, and whether they are opaque (copied) or not (blended).
struct Drawn {
    canvas: Canvas,
    opaque: bool,
}

/// What a layer is found by: its name, the caller's variant, whether opaque, and its
/// area's size and fraction of a pixel (as bits).
type LayerKey = (&'static str, Box<str>, bool, [u32; 4]);

thread_local! {
    static LAYERS: RefCell<HashMap<LayerKey, Rc<Drawn>>> = RefCell::new(HashMap::new());
    /// The pixel bytes of the layers kept.
    static BYTES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The layer `key` covering `area` of a board: drawn by `draw` the first time on this
/// thread, then kept. `draw` gets a canvas the size of `area` (filled with the page
/// background) and `area` moved onto it, its whole-pixel offset taken off, so what it
/// draws lands on exactly the pixels it would have on the board.
///
/// `key` names what is drawn; a layer must depend on nothing but its key and its
/// area's size.
///
/// # Errors
/// The area is empty or too large for a canvas.
pub fn layer(
    key: &'static str,
    area: Rect,
    draw: impl FnOnce(&mut Canvas, Rect),
) -> Result<Layer, RenderError> {
    kept(key, "", true, area, draw)
}

/// As [`layer`], for a piece drawn on a transparent canvas and blended over what is
/// under it on the board (its anti-aliased edges included); `variant` tells apart the
/// pieces one `key` draws (which card, which colour, which text): everything the
/// drawing depends on besides the area's size.
///
/// # Errors
/// The area is empty or too large for a canvas.
pub fn sprite(
    key: &'static str,
    variant: &str,
    area: Rect,
    draw: impl FnOnce(&mut Canvas, Rect),
) -> Result<Layer, RenderError> {
    kept(key, variant, false, area, draw)
}

fn kept(
    key: &'static str,
    variant: &str,
    opaque: bool,
    area: Rect,
    draw: impl FnOnce(&mut Canvas, Rect),
) -> Result<Layer, RenderError> {
    let (x, y) = (area.x.max(0.0).floor(), area.y.max(0.0).floor());
    let local = Rect::new(area.x - x, area.y - y, area.w, area.h);
    let id = (
        key,
        Box::from(variant),
        opaque,
        [local.x, local.y, local.w, local.h].map(f32::to_bits),
    );
    let place = |pixels| Layer {
        pixels,
        x: x as u32,
        y: y as u32,
    };
    if let Some(found) = LAYERS.with(|layers| layers.borrow().get(&id).cloned()) {
        return Ok(place(found));
    }
    let (w, h) = (local.right().ceil() as u32, local.bottom().ceil() as u32);
    let mut canvas = if opaque {
        Canvas::new(w, h, palette::BACKGROUND)?
    } else {
        Canvas::transparent(w, h)?
    };
    draw(&mut canvas, local);
    let made = Rc::new(Drawn { canvas, opaque });
    let bytes = w as usize * h as usize * 4;
    LAYERS.with(|layers| {
        let mut layers = layers.borrow_mut();
        let kept = BYTES.get();
        if layers.len() >= MAX_LAYERS || kept + bytes > MAX_BYTES {
            layers.clear();
            BYTES.set(bytes);
        } else {
            BYTES.set(kept + bytes);
        }
        layers.insert(id, Rc::clone(&made));
    });
    Ok(place(made))
}

impl Layer {
    /// Puts the whole layer on `board`: copied when opaque, blended when a sprite.
    pub fn paint(&self, board: &mut Canvas) {
        let drawn = &self.pixels;
        if !drawn.opaque {
            blend(board, &drawn.canvas, self.x, self.y);
            if let Some(size) = drawn.canvas.min_text_px() {
                board.note_text_size(size);
            }
            board.note_clipped(drawn.canvas.clipped());
            return;
        }
        let whole = Rect::new(
            self.x as f32,
            self.y as f32,
            drawn.canvas.width() as f32,
            drawn.canvas.height() as f32,
        );
        self.paint_part(board, whole);
    }

    /// Copies the part of an opaque layer under `part` (board pixels, widened to whole
    /// pixels) onto `board`; what lies outside the layer or the board is left alone.
    pub fn paint_part(&self, board: &mut Canvas, part: Rect) {
        let drawn = &self.pixels;
        let clamp = |v: f32, lo: u32, hi: u32| (v.max(0.0) as u32).clamp(lo, hi);
        let (lx, ly) = (self.x, self.y);
        let (lw, lh) = (drawn.canvas.width(), drawn.canvas.height());
        let right = board.width().min(lx + lw);
        let bottom = board.height().min(ly + lh);
        let x0 = clamp(part.x.floor(), lx, right);
        let x1 = clamp(part.right().ceil(), lx, right);
        let y0 = clamp(part.y.floor(), ly, bottom);
        let y1 = clamp(part.bottom().ceil(), ly, bottom);
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let (board_w, layer_w) = (board.width() as usize, lw as usize);
        let source = drawn.canvas.pixmap().data();
        let target = board.pixmap_mut().data_mut();
        let span = (x1 - x0) as usize * 4;
        for y in y0..y1 {
            let from = ((y - ly) as usize * layer_w + (x0 - lx) as usize) * 4;
            let to = (y as usize * board_w + x0 as usize) * 4;
            target[to..to + span].copy_from_slice(&source[from..from + span]);
        }
        if let Some(size) = drawn.canvas.min_text_px() {
            board.note_text_size(size);
        }
        board.note_clipped(drawn.canvas.clipped());
    }
}

/// Blends the premultiplied `sprite` over `board` with its top left at (`x`, `y`)
/// (source over), clipped to the board.
///
/// Why not `Pixmap::draw_pixmap`: it runs tiny-skia's float pipeline (a pattern
/// shader) over every pixel, a tenth of a Zeppelin Attack! board's instructions for
/// its badges; most sprite pixels are fully transparent or opaque, and the rest take
/// the same sum in integers (`s + d × (255 − sa) / 255`, rounded as the pipeline
/// rounds).
fn blend(board: &mut Canvas, sprite: &Canvas, x: u32, y: u32) {
    let (board_w, board_h) = (board.width(), board.height());
    if x >= board_w || y >= board_h {
        return;
    }
    let (sprite_w, sprite_h) = (sprite.width() as usize, sprite.height());
    let span = sprite_w.min((board_w - x) as usize) * 4;
    let rows = sprite_h.min(board_h - y) as usize;
    let source = sprite.pixmap().data();
    let target = board.pixmap_mut().data_mut();
    let board_row = board_w as usize * 4;
    for row in 0..rows {
        let from = row * sprite_w * 4;
        let to = (y as usize + row) * board_row + x as usize * 4;
        let (src, dst) = (&source[from..from + span], &mut target[to..to + span]);
        for (d, s) in dst.chunks_exact_mut(4).zip(src.chunks_exact(4)) {
            match s[3] {
                0 => {}
                255 => d.copy_from_slice(s),
                alpha => {
                    let keep = 255 - u32::from(alpha);
                    for (d, s) in d.iter_mut().zip(s) {
                        // d × keep / 255, rounded; at most 255 − alpha, so no overflow.
                        let t = u32::from(*d) * keep + 128;
                        *d = *s + ((t + (t >> 8)) >> 8) as u8;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draw_spot(c: &mut Canvas, area: Rect) {
        c.fill_circle(area.x + 10.5, area.y + 8.25, 6.0, palette::ORANGE);
        c.draw_text(
            "A1",
            &crate::kit::theme::CAPTION,
            area.x + 20.0,
            area.y + 26.0,
            crate::kit::Align::Left,
        );
    }

    #[test]
    fn a_layer_paints_exactly_what_drawing_there_would() {
        // Fractions a float holds exactly, so the two drawings see the same offsets.
        let area = Rect::new(13.5, 7.25, 60.0, 32.0);
        let mut direct = Canvas::new(100, 50, palette::BACKGROUND).expect("canvas");
        draw_spot(&mut direct, area);
        let mut copied = Canvas::new(100, 50, palette::BACKGROUND).expect("canvas");
        let layer = layer("test spot", area, draw_spot).expect("layer");
        layer.paint(&mut copied);
        let differing: Vec<(usize, usize)> = direct
            .pixmap()
            .pixels()
            .iter()
            .zip(copied.pixmap().pixels())
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(i, _)| (i % 100, i / 100))
            .collect();
        assert!(differing.is_empty(), "{differing:?}");
        assert_eq!(direct.min_text_px(), copied.min_text_px());
        // Kept: asking again does not draw again.
        let again = super::layer("test spot", area, |_, _| panic!("drawn twice")).expect("kept");
        assert!(Rc::ptr_eq(&layer.pixels, &again.pixels));
    }

    #[test]
    fn a_sprite_blends_as_drawing_there_would_and_moves_by_whole_pixels() {
        let spot = |c: &mut Canvas, area: Rect| {
            c.fill_round_rect(area, 6.0, palette::ORANGE);
            c.fill_circle(area.center_x(), area.center_y(), 4.0, palette::INK);
        };
        for (x, y) in [(10.25, 5.5), (40.25, 17.5)] {
            let area = Rect::new(x, y, 24.0, 16.0);
            let mut direct = Canvas::new(80, 40, palette::PANEL).expect("canvas");
            spot(&mut direct, area);
            let mut blended = Canvas::new(80, 40, palette::PANEL).expect("canvas");
            sprite("test sprite", "7", area, spot)
                .expect("sprite")
                .paint(&mut blended);
            let (d, b) = (direct.pixmap().data(), blended.pixmap().data());
            // Blending a premultiplied edge pixel may round one step apart.
            assert!(
                d.iter().zip(b).all(|(p, q)| p.abs_diff(*q) <= 1),
                "at ({x}, {y})"
            );
        }
    }

    /// The integer blend gives what tiny-skia's pipeline gives, for every alpha, over
    /// a board edge (clipped).
    #[test]
    fn blending_matches_tiny_skias_source_over() {
        let mut sprite = Canvas::transparent(64, 8).expect("sprite");
        for (i, p) in sprite.pixmap_mut().pixels_mut().iter_mut().enumerate() {
            let a = (i * 37 % 256) as u8;
            let c = |k: usize| ((i * k) % 256) as u8 % a.saturating_add(1);
            *p = tiny_skia::PremultipliedColorU8::from_rgba(c(3), c(5), c(7), a)
                .expect("premultiplied");
        }
        let board = || {
            let mut b = Canvas::new(50, 20, palette::PANEL).expect("board");
            b.fill_circle(25.0, 10.0, 9.0, palette::ORANGE);
            b
        };
        let (mut ours, mut skia) = (board(), board());
        blend(&mut ours, &sprite, 3, 15);
        skia.pixmap_mut().draw_pixmap(
            3,
            15,
            sprite.pixmap().as_ref(),
            &tiny_skia::PixmapPaint::default(),
            tiny_skia::Transform::identity(),
            None,
        );
        let (o, s) = (ours.pixmap().data(), skia.pixmap().data());
        let bad: Vec<_> = o
            .chunks(4)
            .zip(s.chunks(4))
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .take(5)
            .collect();
        assert!(bad.is_empty(), "{bad:?}");
        assert_ne!(o, board().pixmap().data());
    }

    #[test]
    fn a_thread_keeps_a_bounded_number_of_bytes_in_layers() {
        // 200 card-sized sprites (312 KB each, 61 MB in all) on one thread.
        let area = Rect::new(0.0, 0.0, 400.0, 200.0);
        for n in 0..200 {
            sprite("test big card", &n.to_string(), area, |c, a| {
                c.fill_rect(a, palette::ORANGE)
            })
            .expect("sprite");
            assert!(BYTES.get() <= MAX_BYTES, "after {n}: {} bytes", BYTES.get());
        }
        let kept = LAYERS.with(|l| l.borrow().len());
        assert!(
            kept < 200 && kept * 400 * 200 * 4 <= MAX_BYTES,
            "{kept} kept"
        );
    }

    #[test]
    fn a_part_is_clipped_to_the_layer_and_the_board() {
        let area = Rect::new(90.0, 30.0, 40.0, 30.0);
        let layer = layer("test overhang", area, |c, a| {
            c.fill_rect(a, palette::ORANGE)
        })
        .expect("layer");
        let mut board = Canvas::new(100, 40, palette::BACKGROUND).expect("canvas");
        layer.paint_part(&mut board, Rect::new(-5.0, -5.0, 500.0, 500.0));
        let at = |x: usize, y: usize| {
            let i = (y * 100 + x) * 4;
            board.pixmap().data()[i..i + 3].to_vec()
        };
        let orange = palette::ORANGE;
        assert_eq!(at(95, 35), vec![orange.r, orange.g, orange.b]);
        let bg = palette::BACKGROUND;
        assert_eq!(at(85, 35), vec![bg.r, bg.g, bg.b]);
        assert_eq!(at(95, 25), vec![bg.r, bg.g, bg.b]);
    }
}

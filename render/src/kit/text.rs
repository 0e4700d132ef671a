//! Text in the embedded DejaVu Sans (regular and bold): measuring, truncating with
//! "…", wrapping and drawing.
//!
//! Why embedded: the bot must draw the same on every host, without system fonts.
//! DejaVu covers Latin, Greek, Cyrillic and many symbols. Characters neither weight
//! has (most emoji, CJK) are left out rather than drawn as boxes; [`sanitize`] tells
//! callers when nothing drawable is left, so they can show a fallback (a name becomes
//! "Player N").
//!
//! Sizes are em sizes in pixels, like CSS `font-size`. Layout is one line of simple
//! left-to-right glyphs with kerning: enough for names and labels, no shaping.

use std::sync::OnceLock;

use ab_glyph::{point, Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::{Canvas, Color, Rect};

const REGULAR_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// Line spacing as a multiple of the em size.
const LINE_SPACING: f32 = 1.3;

pub const ELLIPSIS: char = '…';

struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    /// Height of a capital letter, in ems.
    cap_height: f32,
}

fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| {
        // The fonts are compiled in and a test parses them: failure here is impossible
        // short of a corrupted build.
        let regular = FontRef::try_from_slice(REGULAR_TTF).expect("embedded DejaVu Sans parses");
        let bold = FontRef::try_from_slice(BOLD_TTF).expect("embedded DejaVu Sans Bold parses");
        let upem = regular.units_per_em().unwrap_or(2048.0);
        let cap_height = regular.outline(regular.glyph_id('H')).map_or(0.73, |o| {
            o.bounds.max.y.abs().max(o.bounds.min.y.abs()) / upem
        });
        Fonts {
            regular,
            bold,
            cap_height,
        }
    })
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    Regular,
    Bold,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// How a piece of text looks.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TextStyle {
    /// Em size in pixels.
    pub size: f32,
    pub weight: Weight,
    pub color: Color,
}

impl TextStyle {
    pub const fn regular(size: f32, color: Color) -> TextStyle {
        TextStyle {
            size,
            weight: Weight::Regular,
            color,
        }
    }

    pub const fn bold(size: f32, color: Color) -> TextStyle {
        TextStyle {
            size,
            weight: Weight::Bold,
            color,
        }
    }

    pub const fn with_color(self, color: Color) -> TextStyle {
        TextStyle { color, ..self }
    }

    pub const fn with_size(self, size: f32) -> TextStyle {
        TextStyle { size, ..self }
    }

    /// Height of a capital letter: what looks centred when centred.
    pub fn cap_height(&self) -> f32 {
        self.size * fonts().cap_height
    }

    /// Distance between the baselines of two lines.
    pub fn line_height(&self) -> f32 {
        self.size * LINE_SPACING
    }

    /// The baseline that centres capitals and digits vertically on `center_y`.
    pub fn centered_baseline(&self, center_y: f32) -> f32 {
        center_y + self.cap_height() / 2.0
    }

    fn font(&self, bold: bool) -> &'static FontRef<'static> {
        let f = fonts();
        if bold {
            &f.bold
        } else {
            &f.regular
        }
    }

    fn scale(&self, font: &FontRef<'static>) -> PxScale {
        let upem = font.units_per_em().unwrap_or(2048.0);
        PxScale::from(self.size * font.height_unscaled() / upem)
    }
}

/// One glyph placed on a line.
struct Placed {
    bold: bool,
    id: GlyphId,
    /// Left edge, from the start of the line.
    x: f32,
    /// Byte index of the character in the source text.
    at: usize,
    /// Right edge of the glyph's advance.
    end: f32,
}

/// Finds the glyph for `c`, preferring the requested weight, falling back to the other.
fn lookup(c: char, bold: bool) -> Option<(bool, GlyphId)> {
    let f = fonts();
    let (first, second) = if bold {
        (&f.bold, &f.regular)
    } else {
        (&f.regular, &f.bold)
    };
    let id = first.glyph_id(c);
    if id.0 != 0 {
        return Some((bold, id));
    }
    let id = second.glyph_id(c);
    (id.0 != 0).then_some((!bold, id))
}

/// Whether the embedded fonts can draw `c` (whitespace counts as drawable).
pub fn has_glyph(c: char) -> bool {
    c == ' ' || (!is_invisible(c) && lookup(c, false).is_some())
}

/// Formatting characters that draw nothing: joiners, variation selectors, bidi marks.
/// Left over from emoji sequences the font cannot show, they would only add gaps.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}'
        | '\u{FE00}'..='\u{FE0F}'
        | '\u{FEFF}'
        | '\u{E0000}'..='\u{E01EF}')
}

fn layout(text: &str, style: &TextStyle) -> (Vec<Placed>, f32) {
    let want_bold = style.weight == Weight::Bold;
    let f = fonts();
    // Per font (regular, bold): its scale factor, as ab_glyph's `ScaleFont` works it
    // out (so cached advances and kerning give the very same positions).
    let factor =
        [&f.regular, &f.bold].map(|font| font.as_scaled(style.scale(font)).h_scale_factor());
    let ascii = ascii_metrics();
    let mut placed: Vec<Placed> = Vec::with_capacity(text.len());
    let mut x = 0.0f32;
    let mut before: Option<char> = None;
    for (at, c) in text.char_indices() {
        let c = if c.is_whitespace() { ' ' } else { c };
        if c.is_control() || is_invisible(c) {
            continue;
        }
        let (bold, id, advance) = match ascii.glyph(c, want_bold) {
            Some(found) => found,
            None => {
                let Some((bold, id)) = lookup(c, want_bold) else {
                    continue;
                };
                (bold, id, style.font(bold).h_advance_unscaled(id))
            }
        };
        let factor = factor[usize::from(bold)];
        if let (Some(prev), Some(b)) = (placed.last(), before) {
            if prev.bold == bold {
                let kern = match ascii.kern(bold, b, c) {
                    Some(k) => k,
                    None => style.font(bold).kern_unscaled(prev.id, id),
                };
                x += factor * kern;
            }
        }
        let advance = factor * advance;
        placed.push(Placed {
            bold,
            id,
            x,
            at,
            end: x + advance,
        });
        before = Some(c);
        x += advance;
    }
    (placed, x)
}

/// Printable ASCII's glyphs, advances and kerning pairs in both fonts, looked up once:
/// laying out a character was some 600 instructions of font table lookups (a cmap
/// search, the kerning pairs), and boards lay out thousands. Fixed size: 95 characters
/// and their pairs, about 80 KB.
struct AsciiMetrics {
    /// Per weight asked (regular, bold), per character: [`lookup`]'s answer and the
    /// glyph's unscaled advance.
    glyphs: [Vec<Option<(bool, GlyphId, f32)>>; 2],
    /// Per font (regular, bold), per pair of characters: the unscaled kerning of their
    /// glyphs in that font.
    kerning: [Vec<f32>; 2],
}

const ASCII_FIRST: u32 = 0x20;
const ASCII_COUNT: usize = 95;

impl AsciiMetrics {
    fn index(c: char) -> Option<usize> {
        let i = u32::from(c).wrapping_sub(ASCII_FIRST) as usize;
        (i < ASCII_COUNT).then_some(i)
    }

    fn glyph(&self, c: char, want_bold: bool) -> Option<(bool, GlyphId, f32)> {
        self.glyphs[usize::from(want_bold)][Self::index(c)?]
    }

    fn kern(&self, bold: bool, first: char, second: char) -> Option<f32> {
        let (a, b) = (Self::index(first)?, Self::index(second)?);
        Some(self.kerning[usize::from(bold)][a * ASCII_COUNT + b])
    }
}

fn ascii_metrics() -> &'static AsciiMetrics {
    static METRICS: OnceLock<AsciiMetrics> = OnceLock::new();
    METRICS.get_or_init(|| {
        let f = fonts();
        let chars = || (0..ASCII_COUNT as u32).filter_map(|i| char::from_u32(ASCII_FIRST + i));
        let glyphs = [false, true].map(|want_bold| {
            chars()
                .map(|c| {
                    let (bold, id) = lookup(c, want_bold)?;
                    let font = if bold { &f.bold } else { &f.regular };
                    Some((bold, id, font.h_advance_unscaled(id)))
                })
                .collect()
        });
        let kerning = [&f.regular, &f.bold].map(|font| {
            let ids: Vec<GlyphId> = chars().map(|c| font.glyph_id(c)).collect();
            ids.iter()
                .flat_map(|&a| ids.iter().map(move |&b| font.kern_unscaled(a, b)))
                .collect()
        });
        AsciiMetrics { glyphs, kerning }
    })
}

/// Width of `text` drawn on one line.
pub fn measure(text: &str, style: &TextStyle) -> f32 {
    layout(text, style).1
}

/// `text` cut to fit `max_width`, ending in "…" when anything was cut.
pub fn truncate(text: &str, style: &TextStyle, max_width: f32) -> String {
    let (placed, width) = layout(text, style);
    if width <= max_width {
        return text.to_string();
    }
    let room = max_width - measure("…", style);
    let cut = placed
        .iter()
        .take_while(|p| p.end <= room)
        .last()
        .map_or(0, |p| {
            p.at + text[p.at..].chars().next().map_or(0, char::len_utf8)
        });
    let mut out = text[..cut].trim_end().to_string();
    out.push(ELLIPSIS);
    out
}

/// The largest size not above `style.size` (and not below `min_size`) at which `text`
/// fits `max_width`.
pub fn fit(text: &str, style: &TextStyle, max_width: f32, min_size: f32) -> TextStyle {
    let width = measure(text, style);
    if width <= max_width || width <= 0.0 {
        return *style;
    }
    // Width scales linearly with size.
    let size = (style.size * max_width / width).floor().max(min_size);
    style.with_size(size.min(style.size))
}

/// Breaks `text` into lines no wider than `max_width`, at spaces where possible and
/// inside over-long words otherwise. Newlines start new lines.
pub fn wrap(text: &str, style: &TextStyle, max_width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let space = measure(" ", style);
    for paragraph in text.split('\n') {
        let mut line = String::new();
        let mut line_w = 0.0;
        for word in paragraph.split_whitespace() {
            let w = measure(word, style);
            if !line.is_empty() && line_w + space + w <= max_width {
                line.push(' ');
                line.push_str(word);
                line_w += space + w;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if w <= max_width {
                line.push_str(word);
                line_w = w;
            } else {
                // Hard-break a word longer than a line.
                let mut rest = word;
                loop {
                    let piece = longest_prefix(rest, style, max_width);
                    if piece.len() == rest.len() {
                        line = piece.to_string();
                        line_w = measure(piece, style);
                        break;
                    }
                    lines.push(piece.to_string());
                    rest = &rest[piece.len()..];
                }
            }
        }
        lines.push(line);
    }
    lines
}

/// The longest prefix of `text` (at least one character) that fits `max_width`.
fn longest_prefix<'t>(text: &'t str, style: &TextStyle, max_width: f32) -> &'t str {
    let (placed, _) = layout(text, style);
    let first = text.chars().next().map_or(0, char::len_utf8);
    let end = placed
        .iter()
        .take_while(|p| p.end <= max_width)
        .last()
        .map_or(0, |p| {
            p.at + text[p.at..].chars().next().map_or(0, char::len_utf8)
        });
    &text[..end.max(first)]
}

/// Height a wrapped paragraph takes.
pub fn paragraph_height(text: &str, style: &TextStyle, max_width: f32) -> f32 {
    wrap(text, style, max_width).len() as f32 * style.line_height()
}

/// `text` without characters the fonts cannot draw, with runs of whitespace collapsed
/// and ends trimmed. Empty when nothing drawable is left.
pub fn sanitize(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_whitespace() {
            if !out.is_empty() && !out.ends_with(' ') {
                out.push(' ');
            }
        } else if !c.is_control() && has_glyph(c) {
            out.push(c);
        }
    }
    out.truncate(out.trim_end().len());
    out
}

impl Canvas {
    /// Draws one line of text on `baseline`, anchored at `x` by `align`. Returns the
    /// width drawn.
    pub fn draw_text(
        &mut self,
        text: &str,
        style: &TextStyle,
        x: f32,
        baseline: f32,
        align: Align,
    ) -> f32 {
        let (placed, width) = layout(text, style);
        let left = match align {
            Align::Left => x,
            Align::Center => x - width / 2.0,
            Align::Right => x - width,
        };
        // Only text that shows counts towards the smallest size drawn.
        if style.color.a > 0
            && placed
                .iter()
                .any(|p| !text[p.at..].starts_with(char::is_whitespace))
        {
            self.note_text_size(style.size);
            if text.ends_with(ELLIPSIS) {
                self.note_clipped([&text.to_string()]);
            }
            // Cut by the picture's edge is cut too (a column laid out for a wider
            // picture); half a pixel of anti-aliasing is not.
            if left < -0.5 || left + width > self.width() as f32 + 0.5 {
                self.note_clipped([&format!("{text} (off the edge)")]);
            }
        }
        let (w, h) = (self.width() as i32, self.height() as i32);
        let color = style.color;
        let data = self.pixmap_mut().data_mut();
        let scales = [false, true].map(|bold| style.scale(style.font(bold)));
        MASKS.with_borrow_mut(|masks| {
            if masks.len() > MAX_MASKS {
                masks.clear();
            }
            for p in &placed {
                let (x, fx) = split(left + p.x);
                let (y, fy) = split(baseline);
                let font = style.font(p.bold);
                let scale = scales[usize::from(p.bold)];
                let key = MaskKey {
                    bold: p.bold,
                    id: p.id.0,
                    scale: (scale.x.to_bits(), scale.y.to_bits()),
                    fx,
                    fy,
                };
                let Some(mask) = masks
                    .entry(key)
                    .or_insert_with(|| mask(font, p.id, scale, fx, fy))
                else {
                    continue; // spaces
                };
                mask.blend_onto(data, (w, h), (x + mask.left, y + mask.top), color);
            }
        });
        width
    }

    /// Draws `text` inside `rect` on one line: cut with "…" to the rect's width and
    /// centred vertically. Returns the width drawn.
    pub fn draw_text_in(&mut self, text: &str, style: &TextStyle, rect: Rect, align: Align) -> f32 {
        let text = truncate(text, style, rect.w);
        let x = match align {
            Align::Left => rect.x,
            Align::Center => rect.center_x(),
            Align::Right => rect.right(),
        };
        self.draw_text(
            &text,
            style,
            x,
            style.centered_baseline(rect.center_y()),
            align,
        )
    }

    /// Draws wrapped text from `top` down, at most `max_lines` lines (the last cut with
    /// "…" if more would follow). Returns the height used.
    pub fn draw_paragraph(
        &mut self,
        text: &str,
        style: &TextStyle,
        rect: Rect,
        align: Align,
        max_lines: usize,
    ) -> f32 {
        let mut lines = wrap(text, style, rect.w);
        if lines.len() > max_lines {
            lines.truncate(max_lines);
            if let Some(last) = lines.last_mut() {
                let mut longer = last.clone();
                longer.push(ELLIPSIS);
                // Force the ellipsis in even when the line fits.
                *last = truncate(&longer, style, rect.w);
                if !last.ends_with(ELLIPSIS) {
                    last.push(ELLIPSIS);
                }
            }
        }
        let line_h = style.line_height();
        let x = match align {
            Align::Left => rect.x,
            Align::Center => rect.center_x(),
            Align::Right => rect.right(),
        };
        for (i, line) in lines.iter().enumerate() {
            // Centre the caps in each line box.
            let baseline = style.centered_baseline(rect.y + line_h * (i as f32 + 0.5));
            self.draw_text(line, style, x, baseline, align);
        }
        lines.len() as f32 * line_h
    }
}

/// Steps of a pixel a glyph's position is rounded to, across and down: a glyph is
/// rasterised once per step (a quarter pixel is finer than the eye reads).
const SUBPIXEL: f32 = 4.0;
/// Glyph masks a drawing thread keeps; past this (many sizes), it starts afresh.
const MAX_MASKS: usize = 8_192;

/// A position as its whole pixel and its fraction in [`SUBPIXEL`] steps.
fn split(v: f32) -> (i32, u8) {
    let steps = (v * SUBPIXEL).round();
    let whole = (steps / SUBPIXEL).floor();
    (whole as i32, (steps - whole * SUBPIXEL) as u8)
}

/// Which glyph, at which size and fraction of a pixel.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct MaskKey {
    bold: bool,
    id: u16,
    /// The scale's bits (`f32::to_bits`), x and y.
    scale: (u32, u32),
    fx: u8,
    fy: u8,
}

/// A glyph's coverage, one byte per pixel, placed relative to its origin.
struct Mask {
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

thread_local! {
    /// Why: outlining and rasterising glyphs was a fifth of drawing a board, and a
    /// board draws the same few dozen glyphs at a few sizes over and over. Each
    /// drawing thread keeps its own masks: no locking, and the render pool's threads
    /// live on.
    static MASKS: std::cell::RefCell<MaskMap> = std::cell::RefCell::new(MaskMap::default());
}

/// The masks by key, hashed with rustc's FxHash: the standard SipHash was a good part
/// of finding a glyph's mask, and the keys come from our own text, not from an
/// adversary.
type MaskMap = rustc_hash::FxHashMap<MaskKey, Option<Mask>>;

/// Rasterises glyph `id` of `font` at `scale`, its origin `fx`, `fy` steps into a pixel;
/// `None` for a glyph with no outline (a space).
fn mask(font: &FontRef<'static>, id: GlyphId, scale: PxScale, fx: u8, fy: u8) -> Option<Mask> {
    let origin = point(f32::from(fx) / SUBPIXEL, f32::from(fy) / SUBPIXEL);
    let outlined = font.outline_glyph(id.with_scale_and_position(scale, origin))?;
    let bounds = outlined.px_bounds();
    let width = bounds.width() as usize;
    let mut coverage = vec![0u8; width * bounds.height() as usize];
    outlined.draw(|x, y, c| {
        if let Some(cell) = coverage.get_mut(y as usize * width + x as usize) {
            *cell = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    });
    Some(Mask {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        coverage,
    })
}

impl Mask {
    /// Source-over of `color` through the mask onto premultiplied RGBA `data` of
    /// `(w, h)` pixels, the mask's top left at `at`; what falls outside is cut off.
    fn blend_onto(&self, data: &mut [u8], (w, h): (i32, i32), at: (i32, i32), color: Color) {
        if self.width == 0 {
            return;
        }
        // The mask's columns that land on the canvas, worked out once per glyph.
        let first = (-at.0).clamp(0, self.width as i32) as usize;
        let last = (w - at.0).clamp(0, self.width as i32) as usize;
        if first >= last {
            return;
        }
        let ca = u32::from(color.a);
        let solid = [color.r, color.g, color.b, 255];
        // The colour's channels two to a word, 16 bits apart (red and blue, green and
        // opaque alpha), so one multiply blends two of them.
        let rb = u32::from(color.r) | u32::from(color.b) << 16;
        let ga = u32::from(color.g) | 255 << 16;
        for (row, line) in self.coverage.chunks_exact(self.width).enumerate() {
            let py = at.1 + row as i32;
            if py < 0 || py >= h {
                continue;
            }
            let start = (py as usize * w as usize + (at.0 + first as i32) as usize) * 4;
            let target = &mut data[start..start + (last - first) * 4];
            for (&c, pixel) in line[first..last].iter().zip(target.chunks_exact_mut(4)) {
                if c == 0 {
                    continue;
                }
                // Inside a glyph's strokes, an opaque colour simply replaces the pixel.
                if c == 255 && ca == 255 {
                    pixel.copy_from_slice(&solid);
                    continue;
                }
                let a = (u32::from(c) * ca + 127) / 255;
                if a == 0 {
                    continue;
                }
                let inv = 255 - a;
                // Each channel (s × a + d × (255 − a)) / 255, rounded: at most 65,025
                // + 128 in a 16-bit lane, so lanes never spill into each other.
                let blend = |s: u32, d: u32| {
                    let t = s * a + d * inv + 0x0080_0080;
                    ((t + ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                };
                let d = u32::from_le_bytes([pixel[0], pixel[1], pixel[2], pixel[3]]);
                let out = blend(rb, d & 0x00FF_00FF) | blend(ga, (d >> 8) & 0x00FF_00FF) << 8;
                pixel.copy_from_slice(&out.to_le_bytes());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::palette;

    const BODY: TextStyle = TextStyle::regular(30.0, palette::TEXT);

    #[test]
    fn fonts_parse_and_cover_common_scripts() {
        assert!(fonts().cap_height > 0.6 && fonts().cap_height < 0.8);
        for c in ['A', 'é', 'ß', 'Ж', 'Ω', '…', '−', '✓', '✗', '↻'] {
            assert!(has_glyph(c), "{c}");
        }
        assert!(!has_glyph('🐉'));
    }

    #[test]
    fn measuring_grows_with_text_and_size() {
        let a = measure("Alice", &BODY);
        assert!(a > 50.0 && a < 120.0, "{a}");
        assert!(measure("Alice Liddell", &BODY) > a);
        assert!(measure("Alice", &BODY.with_size(60.0)) > a * 1.9);
        assert!(measure("Alice", &TextStyle::bold(30.0, palette::TEXT)) > a);
        assert_eq!(measure("", &BODY), 0.0);
    }

    #[test]
    fn truncation_fits_and_marks_the_cut() {
        let long = "Bartholomew Fitzgerald-Vanderbilt the Third";
        let cut = truncate(long, &BODY, 200.0);
        assert!(cut.ends_with('…'));
        assert!(measure(&cut, &BODY) <= 200.0);
        assert!(cut.len() > 5);
        assert_eq!(truncate("Bob", &BODY, 200.0), "Bob");
        // Too narrow for anything but the ellipsis.
        assert_eq!(truncate(long, &BODY, 5.0), "…");
        // Multi-byte characters are cut on character boundaries.
        let cut = truncate("Ωμέγα Ωμέγα Ωμέγα Ωμέγα Ωμέγα", &BODY, 150.0);
        assert!(cut.ends_with('…'));
    }

    #[test]
    fn wrapping_respects_width() {
        let text = "The host ended the game in round 12 because everyone had to go home.";
        let lines = wrap(text, &BODY, 300.0);
        assert!(lines.len() > 2);
        for line in &lines {
            assert!(measure(line, &BODY) <= 300.0, "{line}");
        }
        assert_eq!(lines.join(" "), text);
        let long_word = "a".repeat(80);
        let lines = wrap(&long_word, &BODY, 200.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.concat(), long_word);
        assert_eq!(wrap("", &BODY, 100.0), vec![String::new()]);
    }

    #[test]
    fn sanitize_drops_missing_glyphs() {
        assert_eq!(sanitize("  🐉 Dragon\u{200d}  slayer 🐉 "), "Dragon slayer");
        assert_eq!(sanitize("🐉🔥"), "");
        assert_eq!(sanitize("Zoë"), "Zoë");
    }

    #[test]
    fn fit_shrinks_to_width() {
        let s = fit("1234567", &BODY, 60.0, 10.0);
        assert!(s.size < 30.0 && measure("1234567", &s) <= 60.0);
        assert_eq!(fit("1", &BODY, 60.0, 10.0).size, 30.0);
    }

    #[test]
    fn drawing_touches_pixels_and_is_deterministic() {
        let draw = || {
            let mut c = Canvas::new(300, 60, palette::BACKGROUND).expect("canvas");
            c.draw_text("Hello 🐉 Ωorld", &BODY, 10.0, 40.0, Align::Left);
            c.draw_text_in(
                "clipped off the edge",
                &BODY,
                Rect::new(250.0, 0.0, 200.0, 60.0),
                Align::Left,
            );
            c.pixmap().data().to_vec()
        };
        let a = draw();
        assert_eq!(a, draw());
        let bg = [0x1E, 0x1F, 0x22, 0xFF];
        assert!(a.chunks(4).any(|p| p != bg));
    }

    #[test]
    fn a_glyph_drawn_again_elsewhere_is_the_same_glyph_moved() {
        // The second word reuses the masks the first drew (same size, same fraction
        // of a pixel), so it must come out the same, whole pixels further on.
        let mut c = Canvas::new(200, 40, palette::BACKGROUND).expect("canvas");
        c.draw_text("Wave", &BODY, 10.25, 30.0, Align::Left);
        c.draw_text("Wave", &BODY, 110.25, 30.0, Align::Left);
        let data = c.pixmap().data();
        let row = 200 * 4;
        let mut inked = 0;
        for y in 0..40 {
            let line = &data[y * row..(y + 1) * row];
            for x in 0..100 {
                let here = &line[x * 4..x * 4 + 4];
                assert_eq!(here, &line[(x + 100) * 4..(x + 100) * 4 + 4], "({x}, {y})");
                inked += usize::from(here != [0x1E, 0x1F, 0x22, 0xFF]);
            }
        }
        assert!(inked > 50, "the word was drawn ({inked} pixels)");
        // A quarter pixel further is drawn differently (its own masks), not snapped.
        let mut d = Canvas::new(200, 40, palette::BACKGROUND).expect("canvas");
        d.draw_text("Wave", &BODY, 10.5, 30.0, Align::Left);
        assert_ne!(d.pixmap().data(), c.pixmap().data());
    }
}

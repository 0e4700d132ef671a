//! The one palette: Okabe–Ito colours (distinguishable with every common kind of
//! colour blindness) for players and cards, and neutrals matching Discord's dark theme
//! so an image sits in the chat like part of it — but opaque, so it also reads in the
//! light theme and in notifications.
//!
//! A colour never carries meaning alone: pair it with a [`Shape`](super::Shape), a
//! letter or a number (see [`Mark`](super::Mark)).

/// An sRGB colour with straight (not premultiplied) alpha.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Color {
    pub r: u8,
    pub g: u8,
    pub b: u8,
    pub a: u8,
}

impl Color {
    /// An opaque colour from `0xRRGGBB`.
    pub const fn hex(rgb: u32) -> Color {
        Color {
            r: (rgb >> 16) as u8,
            g: (rgb >> 8) as u8,
            b: rgb as u8,
            a: 255,
        }
    }

    pub const fn with_alpha(self, a: u8) -> Color {
        Color { a, ..self }
    }

    /// Linear blend towards `other`: `t = 0` is `self`, `t = 1` is `other`.
    pub fn mix(self, other: Color, t: f32) -> Color {
        let t = t.clamp(0.0, 1.0);
        let ch = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t).round() as u8;
        Color {
            r: ch(self.r, other.r),
            g: ch(self.g, other.g),
            b: ch(self.b, other.b),
            a: ch(self.a, other.a),
        }
    }

    /// WCAG relative luminance, 0 (black) to 1 (white).
    pub fn luminance(self) -> f32 {
        let lin = |c: u8| {
            let c = f32::from(c) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(self.r) + 0.7152 * lin(self.g) + 0.0722 * lin(self.b)
    }

    /// WCAG contrast ratio between two opaque colours (1 to 21).
    pub fn contrast(self, other: Color) -> f32 {
        let (a, b) = (self.luminance(), other.luminance());
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    /// Dark or light text, whichever reads better on this colour.
    pub fn text_on(self) -> Color {
        if self.contrast(INK) >= self.contrast(TEXT) {
            INK
        } else {
            TEXT
        }
    }

    pub(crate) fn skia(self) -> tiny_skia::Color {
        tiny_skia::Color::from_rgba8(self.r, self.g, self.b, self.a)
    }
}

// Okabe–Ito.
pub const ORANGE: Color = Color::hex(0xE69F00);
pub const SKY_BLUE: Color = Color::hex(0x56B4E9);
pub const BLUISH_GREEN: Color = Color::hex(0x009E73);
pub const YELLOW: Color = Color::hex(0xF0E442);
pub const BLUE: Color = Color::hex(0x0072B2);
pub const VERMILLION: Color = Color::hex(0xD55E00);
pub const REDDISH_PURPLE: Color = Color::hex(0xCC79A7);

/// Player and card colours in assignment order; pair each with a shape.
pub const PLAYER_COLORS: [Color; 7] = [
    ORANGE,
    SKY_BLUE,
    BLUISH_GREEN,
    YELLOW,
    REDDISH_PURPLE,
    VERMILLION,
    BLUE,
];

/// Meaning colours (always with an icon): good, bad, attention.
pub const SUCCESS: Color = BLUISH_GREEN;
pub const FAILURE: Color = VERMILLION;
pub const ATTENTION: Color = ORANGE;

// Neutrals (Discord dark theme).
/// The image background.
pub const BACKGROUND: Color = Color::hex(0x1E1F22);
/// Panels and cards on the background.
pub const PANEL: Color = Color::hex(0x2B2D31);
/// Something raised or selected inside a panel.
pub const PANEL_RAISED: Color = Color::hex(0x383A40);
/// Thin separators and outlines.
pub const LINE: Color = Color::hex(0x4E5058);
/// Main text.
pub const TEXT: Color = Color::hex(0xF2F3F5);
/// Secondary text (labels, captions).
pub const TEXT_MUTED: Color = Color::hex(0xB5BAC1);
/// Disabled or gone (removed seats, dropped dice); still readable on panels.
pub const TEXT_FAINT: Color = Color::hex(0x949BA4);
/// Dark text for light fills.
pub const INK: Color = Color::hex(0x111214);
/// The "look here" colour: outlines, arrows and pills for the current turn and the
/// last move. White, so it never competes with a player's colour.
pub const HIGHLIGHT: Color = Color::hex(0xFFFFFF);
/// A die's face.
pub const DIE_FACE: Color = Color::hex(0xEDEEF0);

/// Every colour above, which PNG encoding keeps exact (see `Canvas::encode_png`).
pub const FLAT: [Color; 17] = [
    BACKGROUND,
    PANEL,
    PANEL_RAISED,
    LINE,
    TEXT,
    TEXT_MUTED,
    TEXT_FAINT,
    INK,
    HIGHLIGHT,
    DIE_FACE,
    ORANGE,
    SKY_BLUE,
    BLUISH_GREEN,
    YELLOW,
    BLUE,
    VERMILLION,
    REDDISH_PURPLE,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_colours_have_contrast_on_panels() {
        for bg in [BACKGROUND, PANEL, PANEL_RAISED] {
            assert!(TEXT.contrast(bg) >= 7.0, "{bg:?}");
            assert!(TEXT_MUTED.contrast(bg) >= 4.5, "{bg:?}");
            assert!(TEXT_FAINT.contrast(bg) >= 3.0, "{bg:?}");
        }
        for c in PLAYER_COLORS {
            assert!(c.text_on().contrast(c) >= 4.5, "{c:?}");
        }
    }

    #[test]
    fn hex_and_mix() {
        assert_eq!(
            Color::hex(0x102030),
            Color {
                r: 16,
                g: 32,
                b: 48,
                a: 255
            }
        );
        assert_eq!(INK.mix(TEXT, 0.0), INK);
        assert_eq!(INK.mix(TEXT, 1.0), TEXT);
    }
}

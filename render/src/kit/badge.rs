//! Badges and counters: a number or a few letters in a circle, or in a pill when the
//! text is too wide for a circle (seat numbers, scores, "NOW" tags).

use super::text::{measure, TextStyle};
use super::theme::TEXT_SMALL;
use super::{Align, Canvas, Color, Rect};

/// How a badge looks.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BadgeStyle {
    /// Height (and a circle's diameter).
    pub height: f32,
    pub fill: Color,
    pub text: TextStyle,
    /// A ring around the badge: colour and width.
    pub outline: Option<(Color, f32)>,
}

impl BadgeStyle {
    /// A filled badge with bold text sized to the height (never under
    /// [`TEXT_SMALL`]), dark or light for contrast.
    pub fn new(height: f32, fill: Color) -> BadgeStyle {
        BadgeStyle {
            height,
            fill,
            text: TextStyle::bold((height * 0.56).round().max(TEXT_SMALL), fill.text_on()),
            outline: None,
        }
    }

    pub fn outlined(self, color: Color, width: f32) -> BadgeStyle {
        BadgeStyle {
            outline: Some((color, width)),
            ..self
        }
    }

    pub fn with_text(self, text: TextStyle) -> BadgeStyle {
        BadgeStyle { text, ..self }
    }
}

/// Width of a badge showing `text`: its height for a circle, wider for a pill.
pub fn badge_width(text: &str, style: &BadgeStyle) -> f32 {
    let text_w = measure(text, &style.text);
    if text_w <= style.height * 0.8 {
        style.height
    } else {
        (text_w + style.height * 0.6).max(style.height)
    }
}

impl Canvas {
    /// Draws a badge centred on (`cx`, `cy`). Returns its bounds.
    ///
    /// A board shows the same few badges over and over (costs, seat numbers, "A2"), so
    /// each is drawn once per thread and blended in (`kit::layer`).
    pub fn draw_badge(&mut self, text: &str, style: &BadgeStyle, cx: f32, cy: f32) -> Rect {
        let w = badge_width(text, style);
        let h = style.height;
        let rect = Rect::new(cx - w / 2.0, cy - h / 2.0, w, h);
        // Room for the outline's outer half and for text taller than the badge.
        let ring = style.outline.map_or(0.0, |(_, width)| width / 2.0);
        let pad_x = ring + 2.0;
        let pad_y = pad_x.max((style.text.line_height() - h) / 2.0 + 2.0);
        let area = rect.inset_xy(-pad_x, -pad_y);
        let variant = format!("{text}\u{0}{style:?}");
        let drawn = super::layer::sprite("badge", &variant, area, |c, local| {
            let inner = local.inset_xy(pad_x, pad_y);
            draw_badge_in(c, text, style, inner);
        });
        match drawn {
            Ok(sprite) => sprite.paint(self),
            Err(_) => draw_badge_in(self, text, style, rect),
        }
        rect
    }

    /// Draws a badge with its left or right edge at `x` (by `align`), centred on `cy`.
    pub fn draw_badge_at(
        &mut self,
        text: &str,
        style: &BadgeStyle,
        x: f32,
        cy: f32,
        align: Align,
    ) -> Rect {
        let w = badge_width(text, style);
        let cx = match align {
            Align::Left => x + w / 2.0,
            Align::Center => x,
            Align::Right => x - w / 2.0,
        };
        self.draw_badge(text, style, cx, cy)
    }
}

/// A badge filling `rect`.
fn draw_badge_in(c: &mut Canvas, text: &str, style: &BadgeStyle, rect: Rect) {
    let h = rect.h;
    c.fill_round_rect(rect, h / 2.0, style.fill);
    if let Some((color, width)) = style.outline {
        c.stroke_round_rect(rect, h / 2.0, width, color);
    }
    c.draw_text(
        text,
        &style.text,
        rect.center_x(),
        style.text.centered_baseline(rect.center_y()),
        Align::Center,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::palette;

    #[test]
    fn short_text_is_a_circle_long_text_a_pill() {
        let style = BadgeStyle::new(44.0, palette::ORANGE);
        assert_eq!(badge_width("7", &style), 44.0);
        assert!(badge_width("YOUR TURN", &style) > 100.0);
        assert_eq!(style.text.color, palette::INK);
        assert_eq!(
            BadgeStyle::new(44.0, palette::BLUE).text.color,
            palette::TEXT
        );
    }
}

//! Panels and cards: rounded rectangles that group content. A card has a title, a
//! wrapped body and optionally a [`Mark`] shown as a coloured bar plus its shape
//! beside the title (never the colour alone).

use super::palette;
use super::text::{paragraph_height, TextStyle};
use super::theme::{PAD, RADIUS, TEXT_BODY, TEXT_SMALL};
use super::{Align, Canvas, Mark, Rect};

pub const TITLE: TextStyle = TextStyle::bold(TEXT_BODY, palette::TEXT);
pub const BODY: TextStyle = TextStyle::regular(TEXT_SMALL + 2.0, palette::TEXT_MUTED);

/// Width of the coloured bar of a marked card, and its distance from the edges.
const EDGE: f32 = 10.0;

/// A titled card.
#[derive(Clone, Debug, PartialEq)]
pub struct Card<'a> {
    pub title: &'a str,
    pub body: &'a str,
    pub mark: Option<Mark>,
    /// Ring the card with the highlight colour (the card just played, say).
    pub highlighted: bool,
}

impl Card<'_> {
    fn text_left(&self) -> f32 {
        PAD + if self.mark.is_some() {
            EDGE + 40.0
        } else {
            0.0
        }
    }

    /// The height this card needs at `width`.
    pub fn height(&self, width: f32) -> f32 {
        let text_w = width - self.text_left() - PAD;
        let body = if self.body.is_empty() {
            0.0
        } else {
            8.0 + paragraph_height(self.body, &BODY, text_w)
        };
        2.0 * PAD + TITLE.line_height() + body
    }
}

impl Canvas {
    /// A plain panel with the standard corner radius.
    pub fn draw_panel(&mut self, rect: Rect, color: palette::Color) {
        self.fill_round_rect(rect, RADIUS, color);
    }

    /// Draws `card` in `rect` (use [`Card::height`] for the height); the body is cut
    /// with "…" if the rect is too short.
    pub fn draw_card(&mut self, card: &Card, rect: Rect) {
        self.draw_panel(rect, palette::PANEL);
        if let Some(mark) = card.mark {
            // The mark's colour as an inset bar down the card's left side.
            let bar = Rect::new(rect.x + EDGE, rect.y + EDGE, EDGE, rect.h - 2.0 * EDGE);
            self.fill_round_rect(bar, EDGE / 2.0, mark.color);
        }
        if card.highlighted {
            self.highlight_rect(rect, RADIUS, 4.0, palette::HIGHLIGHT);
        }
        let left = rect.x + card.text_left();
        let text_w = (rect.right() - PAD - left).max(0.0);
        let title_box = Rect::new(left, rect.y + PAD, text_w, TITLE.line_height());
        if let Some(mark) = card.mark {
            self.draw_mark(mark, left - 24.0, title_box.center_y(), 15.0);
        }
        self.draw_text_in(card.title, &TITLE, title_box, Align::Left);
        if !card.body.is_empty() {
            let body = Rect::new(
                left,
                title_box.bottom() + 8.0,
                text_w,
                rect.bottom() - PAD - title_box.bottom() - 8.0,
            );
            let lines = (body.h / BODY.line_height()).floor().max(1.0) as usize;
            self.draw_paragraph(card.body, &BODY, body, Align::Left, lines);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::Shape;

    #[test]
    fn card_height_grows_with_body() {
        let short = Card {
            title: "Ace",
            body: "",
            mark: None,
            highlighted: false,
        };
        let long = Card {
            body: "A long rules text that will certainly need more than one line at this width.",
            ..short.clone()
        };
        assert!(long.height(300.0) > short.height(300.0) + BODY.line_height());
        let mut c = Canvas::new(400, 400, palette::BACKGROUND).expect("canvas");
        let marked = Card {
            mark: Some(Mark {
                color: palette::ORANGE,
                shape: Shape::Star,
            }),
            highlighted: true,
            ..long
        };
        let h = marked.height(300.0);
        c.draw_card(&marked, Rect::new(20.0, 20.0, 300.0, h));
    }
}

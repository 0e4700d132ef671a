//! Panels: the rounded rectangles that group a picture's content (a section, a card,
//! a player's row of facts).

use super::palette;
use super::theme::RADIUS;
use super::{Canvas, Rect};

impl Canvas {
    /// A plain panel with the standard corner radius.
    pub fn draw_panel(&mut self, rect: Rect, color: palette::Color) {
        self.fill_round_rect(rect, RADIUS, color);
    }
}

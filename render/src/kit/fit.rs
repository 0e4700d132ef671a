//! Dropping detail until a picture fits its height limit (1.5 × its width).
//!
//! A game whose busiest moments would draw too tall has detail levels of its own (a
//! `Fit` type in its file: level 0 draws everything, each later one drops a little
//! more, and the game says what). [`first_fitting`] finds the level to draw at, once
//! per picture: the game's `Board::layout` and `Board::draw` both use it, so drawing
//! does not measure every level twice. `Fitted` (crate-only) is that once, for every
//! such game: its `impl Board` hands `layout` and `canvas` to `Fitted::fitted_layout`
//! and `Fitted::fitted_canvas`.

use crate::kit::seats::Names;
use crate::kit::{palette, Canvas};
use crate::{Board, RenderError};

/// The first of `levels` at which `measure` (the picture's height, drawn at that level
/// without a canvas) is at most `max_height`, with that height; the last level and
/// its height if none fits. Levels after the one that fits are not measured.
///
/// # Panics
/// If `levels` is empty (a game's levels are a fixed, non-empty list).
pub fn first_fitting<L: Copy>(
    levels: impl IntoIterator<Item = L>,
    max_height: f32,
    mut measure: impl FnMut(L) -> f32,
) -> (L, f32) {
    let mut levels = levels.into_iter();
    let mut level = levels.next().expect("at least one detail level");
    let mut height = measure(level);
    while height > max_height {
        let Some(next) = levels.next() else {
            break;
        };
        level = next;
        height = measure(level);
    }
    (level, height)
}

/// A game's picture drawn at detail levels: the game gives its levels, its height limit
/// and how to draw at a level; the provided functions are its `Board::layout` and
/// `Board::canvas`, which find the level once per picture.
pub(crate) trait Fitted: Board {
    /// A detail level (the game's `Fit`).
    type Level: Copy;
    /// The tallest the picture may be (1.5 × its width).
    const MAX_H: f32;

    /// Every level, most detail first.
    fn levels() -> impl Iterator<Item = Self::Level>;

    /// Lays the picture out at `level` and, given a canvas, draws it; returns its height.
    fn draw_at(&self, names: &Names, level: Self::Level, canvas: Option<&mut Canvas>) -> f32;

    /// `Board::layout`: the height at the first level that fits, drawn there when given
    /// a canvas.
    fn fitted_layout(&self, names: &Names, canvas: Option<&mut Canvas>) -> f32 {
        let (level, height) = first_fitting(Self::levels(), Self::MAX_H, |l| {
            self.draw_at(names, l, None)
        });
        if let Some(c) = canvas {
            self.draw_at(names, level, Some(c));
        }
        height
    }

    /// `Board::canvas`, finding the detail level once.
    fn fitted_canvas(&self, names: &Names) -> Result<Canvas, RenderError> {
        let (level, height) = first_fitting(Self::levels(), Self::MAX_H, |l| {
            self.draw_at(names, l, None)
        });
        let mut canvas = Canvas::new(Self::WIDTH, height.ceil() as u32, palette::BACKGROUND)?;
        self.draw_at(names, level, Some(&mut canvas));
        Ok(canvas)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::theme::MAX_HEIGHT;

    #[test]
    fn takes_the_first_level_that_fits_and_measures_no_further() {
        let heights = [2500.0, MAX_HEIGHT + 0.5, MAX_HEIGHT, 900.0];
        let mut measured = Vec::new();
        let got = first_fitting(0..heights.len(), MAX_HEIGHT, |l| {
            measured.push(l);
            heights[l]
        });
        assert_eq!(got, (2, MAX_HEIGHT));
        assert_eq!(measured, [0, 1, 2]);
    }

    #[test]
    fn falls_back_to_the_last_level() {
        assert_eq!(first_fitting([7u8, 8, 9], 1800.0, |_| 5000.0), (9, 5000.0));
        assert_eq!(first_fitting([3u8], 1800.0, |_| 10.0), (3, 10.0));
    }
}

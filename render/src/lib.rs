//! Windward's pictures: every game view drawn as a PNG for a Discord channel.
//!
//! The bot posts one image after every move, so drawing must be quick (a few
//! milliseconds), small (well under Discord's limits) and readable when Discord shrinks
//! it to a phone's width. Each game has a module that only lays things out; the shapes,
//! colours, text and dice they are made of live in [`kit`], so every game looks like
//! the same product. See `README.md` here for the kit's sizes and palette.
//!
//! Nothing here panics on odd input: unknown seats, missing names, glyphs the font
//! lacks and oversized rolls all draw something sensible.

mod aether;
pub mod alt;
mod bitwa;
mod catalogue;
pub mod kit;
mod roll;
mod strip;
mod table;
mod zefiria;
mod zephyr;
mod zeppelin_attack;

use windward_engine::{with_view, AnyView};

use crate::kit::{palette, theme::WIDTH, Canvas};

pub use alt::{alt, MAX_ALT};
pub use catalogue::catalogue;
pub use kit::seats::Names;
pub use roll::roll;
pub use strip::strip;

/// An encoded PNG image, ready to attach to a message.
#[derive(Clone, Debug, PartialEq)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    /// The smallest text drawn, as an em size in pixels (`None`: no text at all). Boards
    /// keep it at or above [`kit::theme::TEXT_SMALL`] scaled to their width, so they stay
    /// readable when Discord shows them on a phone; the tests check it.
    pub min_text_px: Option<f32>,
    /// Every text drawn cut short with "…", as drawn, and every text running off the
    /// picture's edge, marked "(off the edge)" (empty when nothing was cut). Boards
    /// keep what a player decides on whole; the phone test checks it.
    pub clipped: Vec<String>,
}

/// The few ways drawing can fail.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The requested canvas is empty or too large to allocate.
    #[error("cannot make a {width}×{height} canvas")]
    Canvas { width: u32, height: u32 },
    /// The PNG encoder refused the pixels.
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

/// A game's picture of its view: every game's render file implements it for its view
/// type, and [`board`] dispatches over every game in the engine's registry
/// (`windward_engine::with_view!`), so a game without it does not compile.
pub(crate) trait Board {
    /// How wide the picture is drawn. Discord shows it about 400 px wide on a phone, so
    /// the narrower it is, the larger its text reads there: at 900 px, the kit's
    /// smallest text ([`kit::theme::TEXT_SMALL`], 24 px) reads at 10.7 px and body text
    /// at 13.3 px. Every game draws 900 px wide today; the default is for a game not yet
    /// laid out for it.
    const WIDTH: u32 = WIDTH;

    /// Lays the picture out and, given a canvas, draws it; returns its height. Called
    /// once without a canvas to measure, then with one [`WIDTH`] wide and that tall.
    fn layout(&self, names: &Names, canvas: Option<&mut Canvas>) -> f32;

    /// Measures and draws the picture.
    fn canvas(&self, names: &Names) -> Result<Canvas, RenderError> {
        let height = self.layout(names, None);
        let mut canvas = Canvas::new(Self::WIDTH, height.ceil() as u32, palette::BACKGROUND)?;
        self.layout(names, Some(&mut canvas));
        Ok(canvas)
    }

    /// Measures, draws and encodes the picture (what [`board`] does, for the games'
    /// own tests).
    #[cfg(test)]
    fn draw(&self, names: &Names) -> Result<Png, RenderError> {
        self.canvas(names)?.encode_png()
    }
}

/// Draws any game's view: its public board, or a player's private view.
///
/// `names` holds the players' display names by seat index; missing entries are drawn
/// as "Player N".
///
/// # Errors
/// Only when the canvas cannot be allocated or encoded.
pub fn board(view: &AnyView, names: &Names) -> Result<Png, RenderError> {
    draw(view, names)?.encode_png()
}

/// [`board`] before encoding: the drawn canvas, for benchmarks that time drawing and
/// encoding ([`Canvas::encode_png`]) apart.
///
/// # Errors
/// Only when the canvas cannot be allocated.
pub fn draw(view: &AnyView, names: &Names) -> Result<Canvas, RenderError> {
    with_view!(view, v => Board::canvas(v, names))
}

/// The height [`board`] draws `view` at, from the layout alone (nothing is drawn).
#[cfg(test)]
pub(crate) fn board_height(view: &AnyView, names: &Names) -> u32 {
    with_view!(view, v => Board::layout(v, names, None)).ceil() as u32
}

/// The width [`board`] draws `view` at.
pub fn board_width(view: &AnyView) -> u32 {
    fn width<B: Board>(_: &B) -> u32 {
        B::WIDTH
    }
    with_view!(view, v => width(v))
}

#[cfg(test)]
#[path = "../tests/common/walk.rs"]
mod walk;

#[cfg(test)]
mod tests {
    use windward_engine::GameKind;

    use super::*;

    /// Every state of every game, from every seat, is at most 1.5 widths tall: the
    /// layout alone is measured (quick), so this covers far more states than
    /// `tests/phone.rs`, which draws pictures and also checks their text.
    fn heights_fit(kind: GameKind, seeds: u64) {
        // Heights are compared as if drawn 1200 px wide (a 900 px picture may be 1350).
        let limit = crate::kit::theme::MAX_HEIGHT as u32;
        let mut checked = 0;
        let mut tallest = (0, String::new());
        for setup in walk::setups(seeds).into_iter().filter(|s| s.kind == kind) {
            for long in [false, true] {
                let names = walk::names(setup.players, long);
                walk::walk(&setup, 4000, |game, step| {
                    for viewer in walk::viewers(game) {
                        let view = game.view(viewer);
                        let h = board_height(
                            &view,
                            &crate::Names::new(&names, windward_engine::i18n::Lang::En),
                        ) * WIDTH
                            / board_width(&view);
                        checked += 1;
                        if h > tallest.0 {
                            tallest = (
                                h,
                                format!("{setup:?} step {step} {viewer:?} long names {long}"),
                            );
                        }
                    }
                });
            }
        }
        assert!(checked > 100, "{checked}");
        assert!(
            tallest.0 <= limit,
            "{} px tall (limit {limit}) in {checked} views: {}",
            tallest.0,
            tallest.1
        );
    }

    /// Seeds per setup of `kind` (six unless said otherwise).
    fn seeds(kind: GameKind) -> u64 {
        match kind {
            // Its setups already run to 25 seats, in four variants (`walk::setups`).
            GameKind::Table => 3,
            GameKind::ZeppelinAttack => 16,
            _ => 6,
        }
    }

    /// One test per game of the registry (`boards_are_never_too_tall::Zephyr`, …): a
    /// game added to the registry is measured without a line here.
    mod boards_are_never_too_tall {
        macro_rules! one_test_per_game {
            ($($variant:ident),*) => {
                $(
                    #[test]
                    #[allow(non_snake_case)]
                    fn $variant() {
                        let kind = windward_engine::GameKind::$variant;
                        super::heights_fit(kind, super::seeds(kind));
                    }
                )*
            };
        }
        windward_engine::each_game!(one_test_per_game);
    }
}

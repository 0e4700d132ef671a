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
pub mod kit;
mod roll;
mod table;
mod zefiria;
mod zeppelin_attack;

use windward_engine::AnyView;

pub use aether::aether;
pub use roll::roll;
pub use table::table;
pub use zefiria::zefiria;
pub use zeppelin_attack::zeppelin_attack;

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

/// Draws the public board of any game.
///
/// `names` holds the players' display names by seat index; missing entries are drawn
/// as "Player N".
///
/// # Errors
/// Only when the canvas cannot be allocated or encoded.
pub fn board(view: &AnyView, names: &[String]) -> Result<Png, RenderError> {
    match view {
        AnyView::Table(view) => table(view, names),
        AnyView::Zefiria(view) => zefiria(view, names),
        AnyView::AetherCaptains(view) => aether(view, names),
        AnyView::ZeppelinAttack(view) => zeppelin_attack(view, names),
    }
}

/// The height [`board`] draws `view` at, from the layout alone (nothing is drawn).
#[cfg(test)]
pub(crate) fn board_height(view: &AnyView, names: &[String]) -> u32 {
    let height = match view {
        AnyView::Table(view) => table::height(view, names),
        AnyView::Zefiria(view) => zefiria::height(view, names),
        AnyView::AetherCaptains(view) => aether::height(view, names),
        AnyView::ZeppelinAttack(view) => zeppelin_attack::height(view, names),
    };
    height.ceil() as u32
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
        let limit = crate::kit::theme::MAX_HEIGHT as u32;
        let mut checked = 0;
        let mut tallest = (0, String::new());
        for setup in walk::setups(seeds).into_iter().filter(|s| s.kind == kind) {
            for long in [false, true] {
                let names = walk::names(setup.players, long);
                walk::walk(&setup, 4000, |game, step| {
                    for viewer in walk::viewers(game) {
                        let h = board_height(&game.view(viewer), &names);
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

    #[test]
    fn free_table_boards_are_never_too_tall() {
        heights_fit(GameKind::Table, 3);
    }

    #[test]
    fn zefiria_boards_are_never_too_tall() {
        heights_fit(GameKind::Zefiria, 6);
    }

    #[test]
    fn aether_boards_are_never_too_tall() {
        heights_fit(GameKind::AetherCaptains, 6);
    }

    #[test]
    fn zeppelin_boards_and_hands_are_never_too_tall() {
        heights_fit(GameKind::ZeppelinAttack, 16);
    }
}

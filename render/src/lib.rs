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
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
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

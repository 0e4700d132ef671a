//! Standard sizes. Images are drawn 1200 px wide and shown by Discord at about
//! 400–550 px on desktop or a phone's width, so a 24 px text here is roughly 8 px on
//! a phone: nothing smaller than [`TEXT_SMALL`], what a player decides on at
//! [`TEXT_BODY`] or more, and no picture taller than [`MAX_HEIGHT`] (a taller one is
//! shown shrunk further, or cut off in the preview).

/// Width of every board image.
pub const WIDTH: u32 = 1200;
/// The tallest a board may be: 1.5 × [`WIDTH`].
pub const MAX_HEIGHT: f32 = WIDTH as f32 * 1.5;
/// Space between the image edge and the content.
pub const MARGIN: f32 = 36.0;
/// Space between panels.
pub const GAP: f32 = 20.0;
/// Padding inside a panel.
pub const PAD: f32 = 24.0;
/// Corner radius of panels and cards.
pub const RADIUS: f32 = 18.0;

/// The smallest text allowed (captions, legends, details), letters in icons included.
pub const TEXT_SMALL: f32 = 24.0;
/// Ordinary text (rows, names in lists); the least for what a player decides on.
pub const TEXT_BODY: f32 = 30.0;
/// Section headings and emphasised values.
pub const TEXT_HEADING: f32 = 36.0;
/// Titles.
pub const TEXT_TITLE: f32 = 48.0;
/// The one thing a player must see first (whose turn, a total).
pub const TEXT_HERO: f32 = 68.0;

//! Standard sizes. Every game draws its pictures 900 px wide (`Board::WIDTH`; [`WIDTH`]
//! is only the default) and Discord shows them at about 400 px on a phone, so a 24 px
//! text here is about 10.7 px there: nothing smaller than [`TEXT_SMALL`], what a
//! player decides on at [`TEXT_BODY`] or more, and no picture taller than 1.5 × its
//! width ([`MAX_HEIGHT`] at the default width; a taller one is shown shrunk further,
//! or cut off in the preview).
//!
//! The text styles below are the only ones pictures use, named by role.

use super::palette;
use super::text::TextStyle;

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

// ----- text styles ------------------------------------------------------------------
//
// The one set every picture draws its text in. Colours here are the usual ones; a
// renderer recolours with `.with_color` (text on a light fill, a player's colour), and
// only letters inside icons, badges and dice get sizes of their own (never under
// `TEXT_SMALL`).

/// Section captions, upper case ("TURN ORDER"): [`TEXT_SMALL`], bold, muted.
pub const CAPTION: TextStyle = TextStyle::bold(TEXT_SMALL, palette::TEXT_MUTED);
/// Details: effect texts, notes, counts beside the facts ([`TEXT_SMALL`]).
pub const SMALL: TextStyle = TextStyle::regular(TEXT_SMALL, palette::TEXT);
/// Details that step back: legends, "who did it" notes.
pub const SMALL_MUTED: TextStyle = TextStyle::regular(TEXT_SMALL, palette::TEXT_MUTED);
/// Small labels: pills, tags, card names in a list of details.
pub const SMALL_BOLD: TextStyle = TextStyle::bold(TEXT_SMALL, palette::TEXT);
/// What a player decides on and reads in full: rows, names, sentences ([`TEXT_BODY`]).
pub const BODY: TextStyle = TextStyle::regular(TEXT_BODY, palette::TEXT);
/// A secondary line beside [`BODY`] text.
pub const BODY_MUTED: TextStyle = TextStyle::regular(TEXT_BODY, palette::TEXT_MUTED);
/// Key facts at body size: the current name, a price, a question asked.
pub const BODY_BOLD: TextStyle = TextStyle::bold(TEXT_BODY, palette::TEXT);
/// Card and section titles, numbers in value circles ([`TEXT_HEADING`]).
pub const HEADING: TextStyle = TextStyle::bold(TEXT_HEADING, palette::TEXT);
/// A picture's title: the player whose board it is ([`TEXT_TITLE`]).
pub const TITLE: TextStyle = TextStyle::bold(TEXT_TITLE, palette::TEXT);
/// The one thing to see first: whose turn, the score, a total ([`TEXT_HERO`]).
pub const HERO: TextStyle = TextStyle::bold(TEXT_HERO, palette::TEXT);

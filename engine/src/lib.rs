//! Windward's game engine: pure, deterministic rules for every game kind.
//!
//! No I/O, no clock, no threads, no global randomness: everything arrives as arguments,
//! and all chance comes from the session's [`rng::GameRng`].
//!
//! Entry points: [`kind::GameKind`] (what games exist) and [`kind::Match`] (one game
//! with its generator: create, apply, view, snapshot, replay). Each game implements
//! [`game::Game`].

// `clippy.toml` keeps clocks, files, threads and the environment out of the engine;
// its unit tests may use them (timing budgets, knobs like `GAMES=`).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod campaign;
pub mod catalogue;
pub mod dice;
pub mod figures;
mod game;
pub mod games;
pub mod i18n;
mod kind;
pub mod options;
pub mod rng;

pub use game::{
    fill_seat_tags, seat_tag_pieces, ActionError, Actor, Audience, Choice, Event, Game, Outcome,
    Placement, Seat, Secrets, SetupError, TableEvent, TagPiece, Viewer,
};
pub use kind::{AnyView, Applied, GameKind, Match, PendingTimeout, ReplayError, SNAPSHOT_FORMAT};

/// The inputs of a test corpus file (`engine/corpus/*.txt`, `bot/corpus/*.txt`): one
/// JSON string per line, `#` lines are comments. The corpora are inputs that once broke
/// a parser, or might: every test run replays them, beside the property tests' random
/// ones. For tests only.
///
/// # Panics
/// A line is not a JSON string, or the file holds no input.
#[doc(hidden)]
pub fn corpus(text: &str) -> Vec<String> {
    let inputs = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'));
    let inputs: Vec<String> = inputs
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("corpus line {l}: {e}")))
        .collect();
    assert!(!inputs.is_empty(), "an empty corpus");
    inputs
}

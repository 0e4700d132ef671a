//! Windward's game engine: pure, deterministic rules for every game kind.
//!
//! No I/O, no clock, no threads, no global randomness: everything arrives as arguments,
//! and all chance comes from the session's [`rng::GameRng`].
//!
//! Entry points: [`kind::GameKind`] (what games exist) and [`kind::Match`] (one game
//! with its generator: create, apply, view, snapshot, replay). Each game implements
//! [`game::Game`].

pub mod catalogue;
pub mod dice;
mod game;
pub mod games;
mod kind;
pub mod options;
pub mod rng;

pub use game::{
    fill_seat_tags, seat_tag_pieces, ActionError, Actor, Audience, Choice, Event, Game, Outcome,
    Placement, Seat, Secrets, SetupError, TableEvent, TagPiece, Viewer,
};
pub use kind::{AnyView, Applied, GameKind, Match, PendingTimeout, ReplayError, SNAPSHOT_FORMAT};

//! Campaigns: games played back to back in one channel, each a game of its own, with
//! what the last one hands on written into the next one's options (`carry=`, see
//! [`crate::options::CARRY`]), so a game's options, seed and log stay all a replay
//! needs.
//!
//! A game with a campaign mode describes it with [`Game::campaign_mode`] (the legs
//! players choose from, what the next leg keeps) and reports a finished leg with
//! [`Game::campaign_leg`]. The bot opens the next leg from these alone and never names
//! a game.
//!
//! [`Game::campaign_mode`]: crate::Game::campaign_mode
//! [`Game::campaign_leg`]: crate::Game::campaign_leg

use std::fmt;

use crate::game::Seat;

/// The option that makes a game a leg of a campaign: `campaign=on` begins one,
/// `campaign=continue` flies the channel's next leg (the bot then writes the last
/// leg's game number here). A game with a campaign mode lists it, with its own help.
pub const OPTION: &str = "campaign";

/// A game's campaign mode, as the bot needs it to offer and open the next leg.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mode {
    /// The option that picks a leg (`mission`).
    pub leg_option: &'static str,
    /// The legs players may choose next, easiest first (a menu holds at most 25).
    pub legs: Vec<LegChoice>,
    /// The game's options the next leg keeps from the last (its variants and clocks;
    /// the bot keeps its own table options too). Others — the leg, the rules edition
    /// (a new game plays the newest), the carry — are the new game's own.
    pub kept_options: &'static [&'static str],
}

/// One leg players may choose: its option value, name and a short note (its
/// difficulty, say).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LegChoice {
    pub key: &'static str,
    pub name: &'static str,
    pub note: &'static str,
}

/// A finished game of a campaign: how it ended and what it hands on.
pub trait Leg: fmt::Debug + Send + Sync {
    /// Whether it was won: only then does the campaign go on (a lost leg may be played
    /// again from the same start).
    fn won(&self) -> bool;

    /// The legs played so far, first to last, by name.
    fn played(&self) -> Vec<&'static str>;

    /// The `carry=` value for the next leg: its seat `i` goes on with what seat
    /// `from[i]` of this game had (`None`: a newcomer to the campaign).
    fn carry(&self, from: &[Option<Seat>]) -> String;
}

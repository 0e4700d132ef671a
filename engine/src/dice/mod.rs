//! Tabletop dice notation: parse an expression, roll it, explain the result.
//!
//! The dialect is Roll20 / rpg-dice-roller's (see `README.md` in this folder for the
//! grammar and the caps). Dice come from a [`DieSource`], so games roll with their
//! session's seeded `GameRng` and tests roll scripted sequences.
//!
//! This module's public surface is [`roll`], [`bounds`] (and [`roll_in`], [`bounds_in`]
//! for a [`Dialect`] other than Roll20's), the result types below and [`DiceError`];
//! the parser and evaluator are private. A [`Roll`] is data: its [`Part`]s say what
//! the breakdown shows, and the reader formats it for its medium (the bot writes
//! Discord markdown, a picture's description plain words).

use crate::i18n::Msg;

mod eval;
mod parse;

pub use eval::{bounds, bounds_in, roll, roll_in};

/// How a compare point's `>` and `<` read (see `README.md`, "Compare points").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Dialect {
    /// Roll20's: `>N` means N or more and `<N` N or less, so `3d6>3` counts 3s and
    /// `1d6!>4` explodes on 4, 5 and 6. `>=`, `<=`, `<>` and `=` read as written. What
    /// `/roll` and every free table begun since rolls with.
    #[default]
    Roll20,
    /// Windward's first reading: `>N` means more than N and `<N` less than N. Only
    /// free tables begun before the change roll with it (their rules edition 1), so
    /// their stored rolls replay as they were played.
    Strict,
}

use serde::{Deserialize, Serialize};

/// Where die faces come from.
pub trait DieSource {
    /// A uniform value in `1..=sides` (`sides >= 1`).
    fn roll(&mut self, sides: u32) -> u32;
}

/// A scripted die source for tests: returns the given faces in order, then repeats the last.
#[derive(Clone, Debug)]
pub struct Scripted {
    faces: Vec<u32>,
    next: usize,
}

impl Scripted {
    pub fn new(faces: impl Into<Vec<u32>>) -> Self {
        Scripted {
            faces: faces.into(),
            next: 0,
        }
    }
}

impl DieSource for Scripted {
    fn roll(&mut self, sides: u32) -> u32 {
        let face = self
            .faces
            .get(self.next)
            .or(self.faces.last())
            .copied()
            .unwrap_or(1);
        self.next += 1;
        face.clamp(1, sides)
    }
}

/// The kind of die in a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Sides {
    /// A numbered die `dN` (`d%` is `Numbered(100)`).
    Numbered { sides: u32 },
    /// A Fate/Fudge die `dF`: faces −1, 0, +1.
    Fudge,
}

/// One die as rolled, with what the modifiers did to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    /// The face value (−1/0/+1 for Fudge dice).
    pub value: i64,
    /// `false` when a keep/drop modifier dropped it, or it was rerolled away.
    pub kept: bool,
    /// This die exploded (it triggered an extra die or, for `!!`, was compounded).
    pub exploded: bool,
    /// This die is a value replaced by a reroll (shown struck through; `kept` is false).
    pub rerolled: bool,
    /// With a success/failure compare: `Some(1)` success, `Some(-1)` failure, `Some(0)` neither.
    pub success: Option<i8>,
}

/// The dice of one `NdM...` term, in rolling order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DiceGroup {
    /// The term as written, normalised (`4d6kh3`).
    pub notation: String,
    pub sides: Sides,
    pub dice: Vec<Die>,
    /// The `[label]` attached to this term, if any.
    pub label: Option<String>,
    /// What the group contributes to the total (sum of kept dice, or successes).
    pub value: f64,
}

/// One piece of a roll's breakdown, in written order: the expression's text with
/// each dice term's dice after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Part {
    /// Expression text, normalised: a number, a dice term's notation, a bracket, a
    /// sign, or an operator with its spaces (` * `).
    Text { text: String },
    /// A `[label]`'s text exactly as typed: untrusted, so a formatter makes it inert
    /// for its medium (or leaves it out).
    Label { text: String },
    /// The dice of `Roll::groups[group]`, just after that term's notation.
    Dice { group: usize },
}

/// A finished roll.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "StoredRoll")]
pub struct Roll {
    /// The expression without its comment, normalised.
    pub expression: String,
    /// Text after `#`, trimmed.
    pub comment: Option<String>,
    /// Every dice term, left to right.
    pub groups: Vec<DiceGroup>,
    /// The result. Integral unless the expression divides.
    pub total: f64,
    /// What the breakdown shows, in order (`expression` is its text and labels).
    pub parts: Vec<Part>,
}

/// A roll as stored. One stored before parts existed has none (it kept a line of
/// Discord markdown instead, no longer read): its parts are read back from its
/// expression, so it loads as the same roll a replay makes.
#[derive(Deserialize)]
struct StoredRoll {
    expression: String,
    comment: Option<String>,
    groups: Vec<DiceGroup>,
    total: f64,
    parts: Option<Vec<Part>>,
}

impl From<StoredRoll> for Roll {
    fn from(stored: StoredRoll) -> Self {
        let parts = stored
            .parts
            .unwrap_or_else(|| eval::stored_parts(&stored.expression, stored.groups.len()));
        Roll {
            expression: stored.expression,
            comment: stored.comment,
            groups: stored.groups,
            total: stored.total,
            parts,
        }
    }
}

impl Roll {
    /// The total as players write it: `17`, `-3`, `3.5`, `0.33`.
    pub fn total_text(&self) -> String {
        format_number(self.total)
    }

    /// How many dice were rolled, counting explosions and rerolls.
    pub fn dice_rolled(&self) -> usize {
        self.groups.iter().map(|g| g.dice.len()).sum()
    }
}

/// Formats a result the way players write it: integers plainly, others to 2 decimals.
pub fn format_number(value: f64) -> String {
    if value.fract() == 0.0 && value.abs() < 1e15 {
        format!("{}", value as i64)
    } else {
        let s = format!("{value:.2}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// Why an expression could not be rolled. Every message is safe to show to the player;
/// `Display` says it in English, [`DiceError::msg`] in any language.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiceError {
    /// What could not be read (after "I couldn't read that dice expression: ").
    #[error("I couldn't read that dice expression: {}", .0.english())]
    Syntax(Msg),
    #[error("{}", .0.english())]
    TooBig(Msg),
    #[error("{}", .0.english())]
    Invalid(Msg),
}

impl DiceError {
    /// The whole reason as a message, for the player's language.
    pub fn msg(&self) -> Msg {
        match self {
            DiceError::Syntax(why) => crate::msg!("dice-syntax", why = why.clone()),
            DiceError::TooBig(why) | DiceError::Invalid(why) => why.clone(),
        }
    }
}

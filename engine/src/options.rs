//! `/game new` options: `key=value` pairs, separated by spaces or commas
//! (`rounds=8 dice=2d6`). Each game declares its keys as [`OptionSpec`]s and reads
//! them through [`Options`], which rejects keys the game does not know.

use std::collections::BTreeMap;

use crate::game::SetupError;
use crate::i18n::{Lang, Msg};

/// One option a game accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    /// The accepted values, for help text (`"on|off"`, `"1-50"`, `"a dice expression"`).
    pub values: &'static str,
    pub default: &'static str,
    pub help: &'static str,
}

impl OptionSpec {
    /// The help in `lang`, for the game `game_id`: the game's own message
    /// (`option-help-<game>-<key>`), else the one every game shares
    /// (`option-help-<key>`), else
    /// [`OptionSpec::help`] as written (a game not yet translated).
    pub fn help_in(&self, game_id: &str, lang: Lang) -> String {
        [
            format!("option-help-{game_id}-{}", self.key),
            format!("option-help-{}", self.key),
        ]
        .into_iter()
        .find(|id| crate::i18n::has(Lang::En, id))
        .map_or_else(
            || self.help.to_string(),
            |id| crate::i18n::say(lang, &Msg::new(id)),
        )
    }
}

/// `opponent=human|computer`, for games whose policy ([`crate::Game::suggest`]) can
/// play a seat as a fair opponent (it reads only what that seat may see). A game
/// offering it lists this spec and checks it with [`Options::computer_opponent`] in
/// `configure`; the bot then seats the computer in the lobby and plays its turns.
pub const OPPONENT: OptionSpec = OptionSpec {
    key: "opponent",
    values: "human|computer",
    default: "human",
    help: "`computer` to play alone against the game's own player.",
};

/// `absent=default|computer`, for games with deadlines and computer players: what
/// happens when a player runs out of time. `default` plays the game's documented
/// default answer; `computer` lets the computer play their seat until they are back.
/// Checked with [`Options::computer_stands_in`] in `configure`; the bot acts on it.
pub const ABSENT: OptionSpec = OptionSpec {
    key: "absent",
    values: "default|computer",
    default: "default",
    help: "When time runs out: the default answer, or the computer plays for the absent player until they're back.",
};

/// `remind-hours=N`, in every game: how long the table waits on a player before the
/// bot reminds them (then again, and then tells the table); `0` for never. A player's
/// own `/settings` interval comes first. The bot acts on it; games ignore it.
pub const REMIND: OptionSpec = OptionSpec {
    key: "remind-hours",
    values: "0-720",
    default: "24",
    help: "Hours before a player who keeps the table waiting is reminded (0: never).",
};

/// `away-days=N`, in every game: how many days in all a player's `/away` may push back
/// the deadlines they face in this game (`0`: away never delays it). The bot acts on
/// it; games ignore it.
pub const AWAY: OptionSpec = OptionSpec {
    key: "away-days",
    values: "0-30",
    default: "7",
    help: "Days in all that a player's `/away` may hold back their deadlines in this game.",
};

/// `quiet-deadlines=run|pause`, in every game: whether a deadline's clock stops during
/// the quiet hours a player set with `/settings` (`run`, the default: a night is
/// shorter than any sensible `turn-hours`). The bot acts on it; games ignore it.
pub const QUIET_DEADLINES: OptionSpec = OptionSpec {
    key: "quiet-deadlines",
    values: "run|pause",
    default: "run",
    help: "Whether a deadline's clock stops during a player's own quiet hours (/settings quiet): run, or pause.",
};

/// `stand-in-after=N`, in every game with computer players: after how many missed
/// deadlines in a row the computer plays an absent player's seat until they are back
/// (`0`: never; `absent=computer` is the same as `1`). The bot acts on it; games
/// ignore it.
pub const STAND_IN_AFTER: OptionSpec = OptionSpec {
    key: "stand-in-after",
    values: "0-10",
    default: "2",
    help: "Missed deadlines in a row before the computer plays for an absent player until they're back (0: never).",
};

/// `plan=alone|together`, in every co-operative game: `together` makes a player's
/// move a proposal the others agree to (or object to) before it is played. The bot
/// acts on it; games ignore it.
pub const PLAN: OptionSpec = OptionSpec {
    key: "plan",
    values: "alone|together",
    default: "alone",
    help: "`together`: each move is proposed to the table, and played once the others agree (or its deadline passes with no objection).",
};

/// The bot's options for co-operative games ([`crate::Game::COOPERATIVE`]): the
/// registry appends them to those games' lists, before [`TABLE_OPTIONS`].
pub const COOPERATIVE_OPTIONS: &[OptionSpec] = &[PLAN];

/// The bot's options for games whose policy may play a seat
/// ([`crate::Game::COMPUTER_PLAYERS`]): the registry appends them to those games'
/// lists, before [`TABLE_OPTIONS`].
pub const COMPUTER_OPTIONS: &[OptionSpec] = &[STAND_IN_AFTER];

/// The bot's own options, which every game accepts (the registry appends them to each
/// game's list, [`crate::GameKind::option_specs`]) and no game reads.
pub const TABLE_OPTIONS: &[OptionSpec] = &[REMIND, AWAY, QUIET_DEADLINES];

/// `carry=…`, in games with campaigns: what the next game of a campaign begins with.
/// The bot writes it when it seats that game; players never type it (the bot refuses
/// it at `/game new` and leaves it out of help and autocomplete). The game checks
/// what it reads.
pub const CARRY: OptionSpec = OptionSpec {
    key: "carry",
    values: "written by the bot",
    default: "none",
    help: "What a campaign's next mission begins with; the bot writes it.",
};

/// The pieces of an options text as written: split on spaces, commas and semicolons.
/// The one reader of the format, for [`Options::parse`] and for the bot's edits of
/// stored options ([`value_of`], [`without`]).
pub fn parts(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|p| !p.is_empty())
}

/// The value of `key` (any case) in an options text, the rest unchecked.
pub fn value_of<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    parts(text)
        .filter_map(|p| p.split_once('='))
        .find(|(k, _)| k.trim().eq_ignore_ascii_case(key))
        .map(|(_, v)| v.trim())
}

/// An options text without the pairs of `keys` (any case), the rest as written.
pub fn without(text: &str, keys: &[&str]) -> String {
    parts(text)
        .filter(|p| {
            let key = p.split_once('=').map_or(*p, |(k, _)| k);
            !keys.iter().any(|k| k.eq_ignore_ascii_case(key.trim()))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parsed `key=value` pairs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pairs: BTreeMap<String, String>,
}

impl Options {
    /// Parses `text` against `specs`.
    ///
    /// # Errors
    /// A malformed pair, a repeated key, or a key not in `specs`.
    pub fn parse(text: &str, specs: &[OptionSpec]) -> Result<Self, SetupError> {
        let mut pairs = BTreeMap::new();
        for part in parts(text) {
            let Some((key, value)) = part.split_once('=') else {
                return Err(SetupError::BadOption(crate::msg!(
                    "option-not-key-value",
                    part = clip(part),
                    known = known_keys(specs)
                )));
            };
            let key = key.trim().to_ascii_lowercase();
            if !specs.iter().any(|s| s.key == key) {
                return Err(SetupError::BadOption(crate::msg!(
                    "option-unknown",
                    key = clip(&key),
                    known = known_keys(specs)
                )));
            }
            if pairs
                .insert(key.clone(), value.trim().to_string())
                .is_some()
            {
                return Err(SetupError::BadOption(crate::msg!(
                    "option-twice",
                    key = key
                )));
            }
        }
        Ok(Options { pairs })
    }

    /// The raw value of `key`, if given.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.pairs.get(key).map(String::as_str)
    }

    /// An on/off option (`on|off|yes|no|true|false`).
    ///
    /// # Errors
    /// Any other value.
    pub fn flag(&self, key: &str, default: bool) -> Result<bool, SetupError> {
        match self.get(key).map(str::to_ascii_lowercase).as_deref() {
            None => Ok(default),
            Some("on" | "yes" | "true" | "1") => Ok(true),
            Some("off" | "no" | "false" | "0") => Ok(false),
            Some(other) => Err(SetupError::BadOption(crate::msg!(
                "option-flag",
                key = key,
                value = clip(other)
            ))),
        }
    }

    /// Whether `opponent=computer` (see [`OPPONENT`]).
    ///
    /// # Errors
    /// A value other than `human` or `computer`.
    pub fn computer_opponent(&self) -> Result<bool, SetupError> {
        Ok(self.word(OPPONENT.key, &["human", "computer"])? == Some("computer"))
    }

    /// The reminder interval in hours, `0` for none (see [`REMIND`]).
    ///
    /// # Errors
    /// A value that is not a whole number of hours up to 720.
    pub fn remind_hours(&self) -> Result<u32, SetupError> {
        Ok(self.number(REMIND.key, 0, 720)?.unwrap_or(24))
    }

    /// Days of away time a player may spend against this game's deadlines (see
    /// [`AWAY`]).
    ///
    /// # Errors
    /// A value that is not a whole number of days up to 30.
    pub fn away_days(&self) -> Result<u32, SetupError> {
        Ok(self.number(AWAY.key, 0, 30)?.unwrap_or(7))
    }

    /// Whether deadlines pause for quiet hours (`quiet-deadlines=pause`, see
    /// [`QUIET_DEADLINES`]).
    ///
    /// # Errors
    /// A value other than `run` or `pause`.
    pub fn quiet_pauses_deadlines(&self) -> Result<bool, SetupError> {
        Ok(self.word(QUIET_DEADLINES.key, &["run", "pause"])? == Some("pause"))
    }

    /// Whether `absent=computer` (see [`ABSENT`]).
    ///
    /// # Errors
    /// A value other than `default` or `computer`.
    pub fn computer_stands_in(&self) -> Result<bool, SetupError> {
        Ok(self.word(ABSENT.key, &["default", "computer"])? == Some("computer"))
    }

    /// Missed deadlines in a row before the computer stands in, `0` for never (see
    /// [`STAND_IN_AFTER`]).
    ///
    /// # Errors
    /// A value that is not a whole number up to 10.
    pub fn stand_in_after(&self) -> Result<u32, SetupError> {
        Ok(self.number(STAND_IN_AFTER.key, 0, 10)?.unwrap_or(2))
    }

    /// Whether `plan=together` (see [`PLAN`]).
    ///
    /// # Errors
    /// A value other than `alone` or `together`.
    pub fn plans_together(&self) -> Result<bool, SetupError> {
        Ok(self.word(PLAN.key, &["alone", "together"])? == Some("together"))
    }

    /// A whole number in `min..=max`.
    ///
    /// # Errors
    /// Not a number, or out of range.
    pub fn number(&self, key: &str, min: u32, max: u32) -> Result<Option<u32>, SetupError> {
        let Some(raw) = self.get(key) else {
            return Ok(None);
        };
        match raw.parse::<u32>() {
            Ok(n) if (min..=max).contains(&n) => Ok(Some(n)),
            // The bounds as text: written as typed, in every language.
            _ => Err(SetupError::BadOption(crate::msg!(
                "option-number",
                key = key,
                min = min.to_string(),
                max = max.to_string(),
                value = clip(raw)
            ))),
        }
    }

    /// One of a fixed set of words.
    ///
    /// # Errors
    /// A word not in `allowed`.
    pub fn word<'a>(&self, key: &str, allowed: &[&'a str]) -> Result<Option<&'a str>, SetupError> {
        let Some(raw) = self.get(key) else {
            return Ok(None);
        };
        let lower = raw.to_ascii_lowercase();
        allowed
            .iter()
            .find(|a| **a == lower)
            .copied()
            .map(Some)
            .ok_or_else(|| {
                SetupError::BadOption(crate::msg!(
                    "option-word",
                    key = key,
                    allowed = allowed.join(", "),
                    value = clip(raw)
                ))
            })
    }
}

/// The options a game takes, as a sentence after a refusal.
fn known_keys(specs: &[OptionSpec]) -> Msg {
    if specs.is_empty() {
        crate::msg!("option-none")
    } else {
        let keys: Vec<String> = specs
            .iter()
            .filter(|s| s.key != CARRY.key)
            .map(|s| format!("`{}={}`", s.key, s.values))
            .collect();
        crate::msg!("option-known", keys = keys.join(", "))
    }
}

/// Echoes user text back in an error without letting it run long or break markdown.
fn clip(text: &str) -> String {
    let clean: String = text
        .chars()
        .filter(|c| !matches!(c, '`' | '@'))
        .take(40)
        .collect();
    clean
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_options_are_read_and_dropped_by_key() {
        let stored = "mission=convoy-season campaign=12,scrap=10; carry=abc rules=2";
        assert_eq!(value_of(stored, "campaign"), Some("12"));
        assert_eq!(value_of(stored, "CARRY"), Some("abc"));
        assert_eq!(value_of(stored, "shop"), None);
        assert_eq!(
            without(stored, &["carry", "rules"]),
            "mission=convoy-season campaign=12 scrap=10"
        );
    }

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            key: "rounds",
            values: "1-99",
            default: "none",
            help: "",
        },
        OptionSpec {
            key: "storm",
            values: "on|off",
            default: "off",
            help: "",
        },
    ];

    #[test]
    fn reads_pairs_with_any_separator() {
        let o = Options::parse("rounds=8, storm=on", SPECS).unwrap();
        assert_eq!(o.number("rounds", 1, 99).unwrap(), Some(8));
        assert!(o.flag("storm", false).unwrap());
        assert!(Options::parse("", SPECS).unwrap().get("rounds").is_none());
    }

    #[test]
    fn rejects_unknown_and_malformed_with_reasons() {
        let err = Options::parse("speed=3", SPECS).unwrap_err().to_string();
        assert!(
            err.contains("no option `speed`") && err.contains("rounds=1-99"),
            "{err}"
        );
        let err = Options::parse("rounds", SPECS).unwrap_err().to_string();
        assert!(err.contains("key=value"), "{err}");
        let err = Options::parse("rounds=1 rounds=2", SPECS)
            .unwrap_err()
            .to_string();
        assert!(err.contains("twice"), "{err}");
        let o = Options::parse("rounds=0 storm=maybe", SPECS).unwrap();
        assert!(o.number("rounds", 1, 99).is_err());
        assert!(o.flag("storm", false).is_err());
    }

    /// An option's help reads in the reader's language where it is translated, and its
    /// English message says what the spec's own `help` says (one text, not two).
    #[test]
    fn option_help_is_translated_and_its_english_is_the_specs() {
        assert!(OPPONENT
            .help_in("zefiria", Lang::Pl)
            .starts_with("`computer`, żeby zagrać samemu"));
        assert!(REMIND
            .help_in("bitwa", Lang::Fr)
            .starts_with("Heures avant de rappeler"));
        let mut translated = 0;
        for &kind in crate::GameKind::ALL {
            for spec in kind.option_specs() {
                assert_eq!(spec.help_in(kind.id(), Lang::En), spec.help, "{}", spec.key);
                translated += usize::from(spec.help_in(kind.id(), Lang::Pl) != spec.help);
            }
        }
        assert!(translated > 10, "only {translated} options read in Polish");
    }
}

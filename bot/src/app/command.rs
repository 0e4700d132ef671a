//! The commands users type, independent of Discord: the poise layer and the offline
//! channel both build these, from the same table of names and options ([`SPECS`]).

use std::collections::BTreeMap;

use windward_engine::i18n::{say, Lang};
use windward_engine::msg;

/// A parsed slash command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Help,
    Roll {
        expression: String,
        private: bool,
    },
    GameNew {
        game: String,
        options: String,
    },
    GameJoin,
    /// The host seats a computer player (`/game join computer:true`).
    GameAddComputer,
    GameLeave,
    GameStart {
        shuffle: bool,
    },
    GameStatus,
    GameAbort,
    GameRules {
        game: String,
    },
    /// A game's components; with `card`, that one's full text and picture.
    GameCards {
        game: String,
        card: Option<String>,
    },
    GameList,
    /// The game's moves in words; the last page unless one is asked for.
    GameLog {
        page: Option<i64>,
    },
    /// The board after move `number` (0: as the game began).
    GameReplay {
        number: i64,
    },
    /// The sealed seed, and once the game is over the whole log checked against it.
    GameVerify,
    /// The game's web page, and the caller's own private page.
    GameWeb,
    /// The host gives an absent player's seat to someone new, or (`computer`) to the
    /// computer until the player is back.
    GameReplace {
        old: u64,
        new: Option<u64>,
        computer: bool,
    },
    /// Ask the table to roll the game back to the state after move `number`.
    GameRollback {
        number: i64,
    },
    /// Every open game the caller sits in, in every server.
    MyGames,
    /// Away from every game for `days` (reminders stop, deadlines wait).
    Away {
        days: i64,
        reason: Option<String>,
    },
    /// Back from being away (and from any stand-in).
    Back,
    /// Agree to a proposal (`plan=together`): `player`'s, or the only one open.
    PlanAgree {
        player: Option<u64>,
    },
    /// Take back one's own open plan.
    PlanWithdraw,
    /// Object to a proposal, with a note for its proposer.
    PlanObject {
        player: Option<u64>,
        note: Option<String>,
    },
    /// The caller's own settings, the same in every server: shown, or changed.
    Settings {
        /// Hours before a reminder (0: never; negative: the game's own).
        remind: Option<i64>,
        dm: Option<bool>,
        timezone: Option<String>,
        /// `22-08`, or `off`.
        quiet: Option<String>,
        /// A language for a channel or a server (`en`, `pl`, `fr`, or `default`).
        language: Option<String>,
        /// Where `language` applies: `channel` (the default) or `server`.
        place: Option<String>,
    },
    /// A server's finished games: a player's record and the leaderboards.
    Stats {
        game: Option<String>,
        user: Option<u64>,
    },
    TurnShow,
    TurnNext,
    TurnBack,
    TurnSkip,
    TurnRemove {
        player: u64,
    },
    TurnMove {
        player: u64,
        position: i64,
    },
    Hand,
    /// Take back your last action, if it drew nothing and showed nothing new.
    Undo,
    Play {
        action: String,
    },
}

/// The type of a command option, as Discord knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Text,
    Flag,
    User,
    Integer,
    /// One of these names (Discord offers them as a list; it sends the index, which
    /// poise turns back into the name). Read as text.
    Choice(&'static [&'static str]),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub name: &'static str,
    pub kind: OptionKind,
    pub required: bool,
}

/// A command by its full path (`"game new"`) and its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandSpec {
    pub path: &'static str,
    pub options: &'static [OptionSpec],
}

const fn opt(name: &'static str, kind: OptionKind, required: bool) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required,
    }
}

use OptionKind::{Choice, Flag, Integer, Text, User};

/// Every command and its options. A test checks the poise definitions against this.
pub const SPECS: &[CommandSpec] = &[
    CommandSpec {
        path: "help",
        options: &[],
    },
    CommandSpec {
        path: "away",
        options: &[opt("days", Integer, true), opt("reason", Text, false)],
    },
    CommandSpec {
        path: "back",
        options: &[],
    },
    CommandSpec {
        path: "plan agree",
        options: &[opt("player", User, false)],
    },
    CommandSpec {
        path: "plan withdraw",
        options: &[],
    },
    CommandSpec {
        path: "plan object",
        options: &[opt("player", User, false), opt("note", Text, false)],
    },
    CommandSpec {
        path: "settings",
        options: &[
            opt("remind", Integer, false),
            opt("dm", Flag, false),
            opt("timezone", Text, false),
            opt("quiet", Text, false),
            opt(
                "language",
                Choice(&["English", "Polski", "Français", "Default"]),
                false,
            ),
            opt("place", Choice(&["channel", "server"]), false),
        ],
    },
    CommandSpec {
        path: "roll",
        options: &[opt("expression", Text, true), opt("private", Flag, false)],
    },
    CommandSpec {
        path: "game new",
        options: &[opt("game", Text, true), opt("options", Text, false)],
    },
    CommandSpec {
        path: "game join",
        options: &[opt("computer", Flag, false)],
    },
    CommandSpec {
        path: "game leave",
        options: &[],
    },
    CommandSpec {
        path: "game start",
        options: &[opt("shuffle", Flag, false)],
    },
    CommandSpec {
        path: "game status",
        options: &[],
    },
    CommandSpec {
        path: "game abort",
        options: &[],
    },
    CommandSpec {
        path: "game rules",
        options: &[opt("game", Text, true)],
    },
    CommandSpec {
        path: "game cards",
        options: &[opt("game", Text, true), opt("card", Text, false)],
    },
    CommandSpec {
        path: "game list",
        options: &[],
    },
    CommandSpec {
        path: "game log",
        options: &[opt("page", Integer, false)],
    },
    CommandSpec {
        path: "game replay",
        options: &[opt("move", Integer, true)],
    },
    CommandSpec {
        path: "game verify",
        options: &[],
    },
    CommandSpec {
        path: "game web",
        options: &[],
    },
    CommandSpec {
        path: "game replace",
        options: &[
            opt("old", User, true),
            opt("new", User, false),
            opt("computer", Flag, false),
        ],
    },
    CommandSpec {
        path: "game rollback",
        options: &[opt("move", Integer, true)],
    },
    CommandSpec {
        path: "mygames",
        options: &[],
    },
    CommandSpec {
        path: "stats",
        options: &[opt("game", Text, false), opt("user", User, false)],
    },
    CommandSpec {
        path: "turn show",
        options: &[],
    },
    CommandSpec {
        path: "turn next",
        options: &[],
    },
    CommandSpec {
        path: "turn back",
        options: &[],
    },
    CommandSpec {
        path: "turn skip",
        options: &[],
    },
    CommandSpec {
        path: "turn remove",
        options: &[opt("player", User, true)],
    },
    CommandSpec {
        path: "turn move",
        options: &[opt("player", User, true), opt("position", Integer, true)],
    },
    CommandSpec {
        path: "hand",
        options: &[],
    },
    CommandSpec {
        path: "undo",
        options: &[],
    },
    CommandSpec {
        path: "play",
        options: &[opt("action", Text, true)],
    },
];

/// An option value as received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Flag(bool),
    User(u64),
    Integer(i64),
}

impl Command {
    /// Builds a command from its path and named values, checking them against [`SPECS`].
    ///
    /// # Errors
    /// Unknown command or option, a missing required option, or a value of the wrong type,
    /// said in a sentence in `lang` (the caller's).
    pub fn from_parts(
        path: &str,
        mut values: BTreeMap<String, Value>,
        lang: Lang,
    ) -> Result<Command, String> {
        check(path, &values, lang)?;
        let computer = matches!(values.get("computer"), Some(Value::Flag(true)));
        let remind = match values.get("remind") {
            Some(Value::Integer(n)) => Some(*n),
            _ => None,
        };
        let days = match values.get("days") {
            Some(Value::Integer(n)) => Some(*n),
            _ => None,
        };
        let dm = match values.get("dm") {
            Some(Value::Flag(b)) => Some(*b),
            _ => None,
        };
        let mut text = |name: &str| match values.remove(name) {
            Some(Value::Text(t)) => t,
            _ => String::new(),
        };
        let command = match path {
            "help" => Command::Help,
            "roll" => Command::Roll {
                expression: text("expression"),
                private: matches!(values.get("private"), Some(Value::Flag(true))),
            },
            "game new" => Command::GameNew {
                game: text("game"),
                options: text("options"),
            },
            "game join" if computer => Command::GameAddComputer,
            "game join" => Command::GameJoin,
            "game leave" => Command::GameLeave,
            "game start" => Command::GameStart {
                shuffle: matches!(values.get("shuffle"), Some(Value::Flag(true))),
            },
            "game status" => Command::GameStatus,
            "game abort" => Command::GameAbort,
            "game rules" => Command::GameRules { game: text("game") },
            "game cards" => Command::GameCards {
                game: text("game"),
                card: Some(text("card")).filter(|c| !c.trim().is_empty()),
            },
            "game list" => Command::GameList,
            "game log" => Command::GameLog {
                page: match values.get("page") {
                    Some(Value::Integer(n)) => Some(*n),
                    _ => None,
                },
            },
            "game replay" => Command::GameReplay {
                number: match values.get("move") {
                    Some(Value::Integer(n)) => *n,
                    _ => 0,
                },
            },
            "game verify" => Command::GameVerify,
            "game web" => Command::GameWeb,
            "game replace" => Command::GameReplace {
                old: user(&values, "old"),
                new: optional_user(&values, "new"),
                computer,
            },
            "game rollback" => Command::GameRollback {
                number: match values.get("move") {
                    Some(Value::Integer(n)) => *n,
                    _ => 0,
                },
            },
            "mygames" => Command::MyGames,
            "away" => Command::Away {
                days: days.unwrap_or(0),
                reason: Some(text("reason")).filter(|r| !r.trim().is_empty()),
            },
            "back" => Command::Back,
            "plan agree" => Command::PlanAgree {
                player: optional_user(&values, "player"),
            },
            "plan withdraw" => Command::PlanWithdraw,
            "plan object" => Command::PlanObject {
                note: Some(text("note")).filter(|n| !n.trim().is_empty()),
                player: optional_user(&values, "player"),
            },
            "settings" => Command::Settings {
                remind,
                dm,
                timezone: Some(text("timezone")).filter(|t| !t.trim().is_empty()),
                quiet: Some(text("quiet")).filter(|t| !t.trim().is_empty()),
                language: Some(text("language")).filter(|t| !t.trim().is_empty()),
                place: Some(text("place")).filter(|t| !t.trim().is_empty()),
            },
            "stats" => Command::Stats {
                game: Some(text("game")).filter(|g| !g.is_empty()),
                user: optional_user(&values, "user"),
            },
            "turn show" => Command::TurnShow,
            "turn next" => Command::TurnNext,
            "turn back" => Command::TurnBack,
            "turn skip" => Command::TurnSkip,
            "turn remove" => Command::TurnRemove {
                player: user(&values, "player"),
            },
            "turn move" => Command::TurnMove {
                player: user(&values, "player"),
                position: match values.get("position") {
                    Some(Value::Integer(n)) => *n,
                    _ => 0,
                },
            },
            "hand" => Command::Hand,
            "undo" => Command::Undo,
            "play" => Command::Play {
                action: text("action"),
            },
            _ => return Err(say(lang, &msg!("turns-no-command", command = path))),
        };
        Ok(command)
    }
}

/// Checks `values` against `path`'s [`CommandSpec`]: a refusal in `lang` for an
/// unknown command or option, a missing required option, or a value of the wrong type.
fn check(path: &str, values: &BTreeMap<String, Value>, lang: Lang) -> Result<(), String> {
    let no_command = || say(lang, &msg!("turns-no-command", command = path));
    let spec = SPECS
        .iter()
        .find(|s| s.path == path)
        .ok_or_else(no_command)?;
    for name in values.keys() {
        if !spec.options.iter().any(|o| o.name == name) {
            return Err(say(
                lang,
                &msg!("turns-no-option", command = path, option = name.as_str()),
            ));
        }
    }
    for o in spec.options {
        match values.get(o.name) {
            None if o.required => {
                return Err(say(
                    lang,
                    &msg!("turns-needs-option", command = path, option = o.name),
                ))
            }
            None => {}
            Some(v) => {
                let ok = matches!(
                    (o.kind, v),
                    (Text | Choice(_), Value::Text(_))
                        | (Flag, Value::Flag(_))
                        | (User, Value::User(_))
                        | (Integer, Value::Integer(_))
                );
                if !ok {
                    return Err(say(
                        lang,
                        &msg!("turns-option-wrong-type", command = path, option = o.name),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn optional_user(values: &BTreeMap<String, Value>, name: &str) -> Option<u64> {
    values.contains_key(name).then(|| user(values, name))
}

fn user(values: &BTreeMap<String, Value>, name: &str) -> u64 {
    match values.get(name) {
        Some(Value::User(id)) => *id,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_commands_and_checks_options() {
        let mut v = BTreeMap::new();
        v.insert("expression".to_string(), Value::Text("2d6".into()));
        assert_eq!(
            Command::from_parts("roll", v.clone(), Lang::En),
            Ok(Command::Roll {
                expression: "2d6".into(),
                private: false
            })
        );
        assert!(Command::from_parts("roll", BTreeMap::new(), Lang::En)
            .unwrap_err()
            .contains("needs the option `expression`"));
        v.insert("loud".to_string(), Value::Flag(true));
        assert!(Command::from_parts("roll", v, Lang::En)
            .unwrap_err()
            .contains("no option `loud`"));
        assert!(Command::from_parts("dance", BTreeMap::new(), Lang::En).is_err());
        let mut v = BTreeMap::new();
        v.insert("private".to_string(), Value::Text("yes".into()));
        v.insert("expression".to_string(), Value::Text("d6".into()));
        assert!(Command::from_parts("roll", v, Lang::En)
            .unwrap_err()
            .contains("wrong type"));
    }

    #[test]
    fn every_spec_builds() {
        for spec in SPECS {
            let values = spec
                .options
                .iter()
                .map(|o| {
                    let v = match o.kind {
                        Text => Value::Text("x".into()),
                        Choice(names) => Value::Text(names[0].into()),
                        Flag => Value::Flag(true),
                        User => Value::User(7),
                        Integer => Value::Integer(1),
                    };
                    (o.name.to_string(), v)
                })
                .collect();
            Command::from_parts(spec.path, values, Lang::En).unwrap();
        }
    }
}

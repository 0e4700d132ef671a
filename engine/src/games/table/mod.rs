//! The free table mode: turn order, rounds and dice for a game played elsewhere.
//!
//! The bot keeps the order of play, pings whoever's turn it is and rolls dice; the game
//! itself happens at the players' own table. See `README.md` here for every rule.

use serde::{Deserialize, Serialize};

use crate::dice::{self, Roll};
use crate::game::{
    ActionError, Actor, Choice, Event, Game, Outcome, Placement, Seat, SetupError, TableEvent,
    Timeout, Viewer,
};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::options::{OptionSpec, Options};
use crate::rng::GameRng;

pub const MAX_PLAYERS: usize = 25;
const MAX_ROUNDS: u32 = 999;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// Stop after this many rounds; `None` plays until the host finishes.
    #[serde(default)]
    pub rounds: Option<u32>,
    /// The dice the "Roll" button throws, e.g. `2d6`.
    #[serde(default)]
    pub dice: Option<String>,
    /// Pass the turn automatically when a player has not ended it in this many hours.
    #[serde(default)]
    pub turn_hours: Option<u32>,
    /// `rules=N`, the rules edition: 2 reads dice compare points as Roll20 does (`>3`
    /// is 3 or more), 1 strictly (`>3` is more than 3). A table keeps the edition it
    /// began with, so its stored rolls replay as they were rolled; a stored config
    /// without it is edition 1, which is not written, so those snapshots stay byte for
    /// byte what they were.
    #[serde(default = "first_edition", skip_serializing_if = "is_first_edition")]
    pub rules: u8,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            rounds: None,
            dice: None,
            turn_hours: None,
            rules: first_edition(),
        }
    }
}

fn first_edition() -> u8 {
    1
}

fn is_first_edition(n: &u8) -> bool {
    *n == 1
}

/// The newest rules edition: what every new table plays.
pub const RULES_EDITION: u8 = 2;

impl Config {
    /// How this table's dice read compare points.
    fn dialect(&self) -> dice::Dialect {
        if self.rules >= 2 {
            dice::Dialect::Roll20
        } else {
            dice::Dialect::Strict
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// The current player passes the turn (or the host does it for them).
    EndTurn,
    /// The host passes the current player's turn, marked as skipped.
    Skip,
    /// The host undoes the last pass.
    Back,
    /// Roll the table's dice, or the given expression.
    Roll { expression: Option<String> },
    /// The host takes a seat out of the rotation.
    Remove { seat: Seat },
    /// The host moves a seat to a new position (1-based) in the order.
    Move { seat: Seat, position: u8 },
    /// The host ends the game.
    Finish,
}

/// A pass that can be undone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Pass {
    from: Seat,
    round: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table {
    config: Config,
    /// Seats still playing, in turn order.
    order: Vec<Seat>,
    /// Seats the host removed, in removal order.
    removed: Vec<Seat>,
    /// Index into `order` of the player whose turn it is.
    current: usize,
    round: u32,
    turns_passed: u32,
    history: Vec<Pass>,
    last_roll: Option<LastRoll>,
    finished: Option<Finish>,
}

/// Why the game ended. Stored as its English sentence, as it always was, so snapshots
/// stay byte for byte what they were; read back into its kind, so it can be said in
/// any language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", from = "String")]
enum Finish {
    /// The last of this many rounds was played.
    Rounds(u32),
    /// The host ended the game in this round.
    Host(u32),
    /// A sentence this version does not recognise, kept (and shown) as it is.
    Other(String),
}

impl Finish {
    /// The reason in words, for any language.
    fn msg(&self) -> Msg {
        match self {
            Finish::Rounds(rounds) => msg!("table-finished-rounds", rounds = *rounds),
            Finish::Host(round) => msg!("table-finished-host", round = *round),
            Finish::Other(text) => Msg::raw(text.clone()),
        }
    }
}

impl From<Finish> for String {
    /// The stored form: the English sentence, written here rather than read from the
    /// `.ftl` files, so a change of wording there never changes a snapshot.
    fn from(finish: Finish) -> String {
        match finish {
            Finish::Rounds(1) => "The table played its one round.".to_string(),
            Finish::Rounds(rounds) => format!("The table played all {rounds} rounds."),
            Finish::Host(round) => format!("The host ended the game in round {round}."),
            Finish::Other(text) => text,
        }
    }
}

impl From<String> for Finish {
    fn from(text: String) -> Finish {
        let number = |prefix: &str, suffix: &str| {
            text.strip_prefix(prefix)
                .and_then(|rest| rest.strip_suffix(suffix))
                .and_then(|n| n.parse::<u32>().ok())
        };
        let read = if text == "The table played its one round." {
            Some(Finish::Rounds(1))
        } else if let Some(rounds) = number("The table played all ", " rounds.") {
            Some(Finish::Rounds(rounds))
        } else {
            number("The host ended the game in round ", ".").map(Finish::Host)
        };
        // Only a reading that writes back the very same sentence (not `round 07.`).
        match read {
            Some(finish) if String::from(finish.clone()) == text => finish,
            _ => Finish::Other(text),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LastRoll {
    pub seat: Seat,
    pub roll: Roll,
}

/// Everything about the table is public.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TableView {
    /// Seats in turn order, then removed seats.
    pub seats: Vec<SeatLine>,
    pub current: Option<Seat>,
    pub round: u32,
    pub rounds: Option<u32>,
    pub turns_passed: u32,
    pub dice: Option<String>,
    pub last_roll: Option<LastRoll>,
    /// Set once the game has ended: why (with seat tags).
    pub finished: Option<crate::i18n::Msg>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatLine {
    pub seat: Seat,
    /// 1-based place in the turn order; `None` once removed.
    pub position: Option<usize>,
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "rounds",
        values: "1-999",
        default: "unlimited",
        help: "End the game automatically after this many rounds.",
    },
    OptionSpec {
        key: "dice",
        values: "a dice expression such as 2d6",
        default: "none",
        help: "Adds a Roll button that throws these dice on your turn.",
    },
    OptionSpec {
        key: "turn-hours",
        values: "1-720",
        default: "none",
        help: "Pass the turn automatically after this many hours.",
    },
    OptionSpec {
        key: "rules",
        values: "1-2",
        default: "2",
        help: "Rules edition: 2 (every new table) reads dice as Roll20 does, `3d6>3` counting 3s and up; 1, the first, read `>3` as more than 3. Tables keep the edition they began with.",
    },
];

impl Table {
    fn current_seat(&self) -> Option<Seat> {
        if self.finished.is_some() {
            None
        } else {
            self.order.get(self.current).copied()
        }
    }

    fn position_of(&self, seat: Seat) -> Option<usize> {
        self.order.iter().position(|s| *s == seat)
    }

    fn may_act_for_turn(&self, actor: Actor) -> bool {
        actor.host || self.current_seat() == Some(actor.seat)
    }

    /// Moves the turn on by one seat, counting rounds.
    fn advance(&mut self, events: &mut Vec<Event>) {
        let from = self.order[self.current];
        self.history.push(Pass {
            from,
            round: self.round,
        });
        self.turns_passed += 1;
        self.current += 1;
        if self.current >= self.order.len() && !self.next_round(events) {
            return;
        }
        events.push(Event::public(msg!(
            "table-turn",
            seat = self.order[self.current].tag()
        )));
    }

    /// Wraps the turn to the first seat. Returns `false` when that ended the game.
    fn next_round(&mut self, events: &mut Vec<Event>) -> bool {
        self.current = 0;
        if self.config.rounds == Some(self.round) {
            self.finished = Some(Finish::Rounds(self.round));
            events.push(Event::public(msg!(
                "table-last-round-over",
                round = self.round
            )));
            return false;
        }
        self.round += 1;
        events.push(Event::public(msg!(
            "table-round-begins",
            round = self.round
        )));
        true
    }

    /// Refuses `actor` unless they are the host; `refusal` says what only the host can do.
    fn host_only(actor: Actor, refusal: Msg) -> Result<(), ActionError> {
        if actor.host {
            Ok(())
        } else {
            Err(ActionError::Illegal(refusal))
        }
    }

    fn roll(
        &mut self,
        actor: Actor,
        expression: Option<&str>,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        if !self.may_act_for_turn(actor) {
            return Err(ActionError::Illegal(msg!("table-roll-not-your-turn")));
        }
        let expression = expression
            .or(self.config.dice.as_deref())
            .ok_or_else(|| ActionError::Illegal(msg!("table-no-dice")))?;
        let roll = dice::roll_in(expression, self.config.dialect(), rng)
            .map_err(|e| ActionError::Illegal(e.to_string().into()))?;
        // Told as "{seat} rolled" and the roll's breakdown (see `Event::roll`).
        let text = msg!("table-rolled", seat = actor.seat.tag());
        self.last_roll = Some(LastRoll {
            seat: actor.seat,
            roll: roll.clone(),
        });
        Ok(vec![Event::public(text).with_roll(roll)])
    }
}

impl Game for Table {
    const ID: &'static str = "table";
    const NAME: &'static str = "Free table";
    /// The host ends a free table: nobody wins it.
    const HAS_WINNERS: bool = false;
    const TAGLINE: &'static str = "Turn order, rounds and dice for any game played elsewhere";
    const RULES: &'static str = include_str!("rules.md");
    const RULES_TRANSLATED: &'static [(Lang, &'static str)] = &[
        (Lang::Pl, include_str!("rules.pl.md")),
        (Lang::Fr, include_str!("rules.fr.md")),
    ];
    // Without a round limit the free table never ends.
    const SELFPLAY_OPTIONS: &'static str = "rounds=10 dice=2d6";
    const NEW_SESSION_OPTIONS: &'static str = "rules=2";
    type Config = Config;
    type Action = Action;
    type View = TableView;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn configure(options: &Options) -> Result<Config, SetupError> {
        let rounds = options.number("rounds", 1, MAX_ROUNDS)?;
        // Options without `rules` are a table begun before editions: edition 1.
        let rules = options
            .number("rules", 1, u32::from(RULES_EDITION))?
            .map_or(1, |n| n as u8);
        let dialect = Config {
            rules,
            ..Config::default()
        }
        .dialect();
        let dice = match options.get("dice") {
            None => None,
            Some(expr) => {
                dice::bounds_in(expr, dialect).map_err(|e| {
                    SetupError::BadOption(crate::msg!("option-table-dice", error = e.msg()))
                })?;
                Some(expr.to_string())
            }
        };
        let turn_hours = options.number("turn-hours", 1, 720)?;
        Ok(Config {
            rounds,
            dice,
            turn_hours,
            rules,
        })
    }

    fn player_range(_: &Config) -> (usize, usize) {
        (1, MAX_PLAYERS)
    }

    fn new(config: &Config, players: usize, _rng: &mut GameRng) -> Result<Self, SetupError> {
        let (min, max) = Self::player_range(config);
        if !(min..=max).contains(&players) {
            return Err(SetupError::PlayerCount {
                game: "The table",
                min,
                max,
                got: players,
            });
        }
        Ok(Table {
            config: config.clone(),
            order: (0..players as u8).map(Seat).collect(),
            removed: Vec::new(),
            current: 0,
            round: 1,
            turns_passed: 0,
            history: Vec::new(),
            last_roll: None,
            finished: None,
        })
    }

    fn to_act(&self) -> Vec<Seat> {
        self.current_seat().into_iter().collect()
    }

    fn prompt(&self, seat: Seat) -> crate::i18n::Msg {
        if self.current_seat() == Some(seat) {
            msg!("table-prompt", seat = seat.tag(), round = self.round)
        } else {
            String::new().into()
        }
    }

    fn legal_actions(&self, actor: Actor) -> Vec<Action> {
        let mut actions = Vec::new();
        if self.finished.is_some() {
            return actions;
        }
        if self.may_act_for_turn(actor) {
            actions.push(Action::EndTurn);
            if self.config.dice.is_some() {
                actions.push(Action::Roll { expression: None });
            }
        }
        if actor.host {
            actions.push(Action::Skip);
            // Only a pass whose player is still at the table can be taken back.
            if self
                .history
                .last()
                .is_some_and(|pass| self.position_of(pass.from).is_some())
            {
                actions.push(Action::Back);
            }
            if self.order.len() > 1 {
                for &seat in &self.order {
                    actions.push(Action::Remove { seat });
                }
                for &seat in &self.order {
                    for position in 1..=self.order.len() as u8 {
                        if self.position_of(seat) != Some(usize::from(position) - 1) {
                            actions.push(Action::Move { seat, position });
                        }
                    }
                }
            }
            actions.push(Action::Finish);
        }
        actions
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        if self.finished.is_some() {
            return Err(ActionError::GameOver);
        }
        let mut events = Vec::new();
        match action {
            Action::EndTurn => {
                let current = self.order[self.current];
                if !self.may_act_for_turn(actor) {
                    return Err(ActionError::NotYourTurn);
                }
                if actor.seat == current {
                    events.push(Event::public(msg!(
                        "table-ended-turn",
                        seat = current.tag()
                    )));
                } else {
                    events.push(Event::public(msg!(
                        "table-host-ended-turn",
                        seat = current.tag()
                    )));
                }
                self.advance(&mut events);
            }
            Action::Skip => {
                Self::host_only(actor, msg!("table-host-only-skip"))?;
                let current = self.order[self.current];
                events.push(Event::public(msg!(
                    "table-host-skipped",
                    seat = current.tag()
                )));
                self.advance(&mut events);
            }
            Action::Back => {
                Self::host_only(actor, msg!("table-host-only-back"))?;
                let Some(pass) = self.history.last().cloned() else {
                    return Err(ActionError::Illegal(msg!("table-no-pass")));
                };
                let Some(index) = self.position_of(pass.from) else {
                    return Err(ActionError::Illegal(msg!(
                        "table-undo-left",
                        seat = pass.from.tag()
                    )));
                };
                self.history.pop();
                self.current = index;
                self.round = pass.round;
                self.turns_passed -= 1;
                events.push(Event::public(msg!(
                    "table-took-back",
                    seat = pass.from.tag(),
                    round = self.round
                )));
            }
            Action::Roll { expression } => {
                return self.roll(actor, expression.as_deref(), rng);
            }
            Action::Remove { seat } => {
                Self::host_only(actor, msg!("table-host-only-remove"))?;
                let Some(index) = self.position_of(*seat) else {
                    return Err(ActionError::Illegal(msg!(
                        "table-not-in-order",
                        seat = seat.tag()
                    )));
                };
                if self.order.len() == 1 {
                    return Err(ActionError::Illegal(msg!("table-last-player")));
                }
                let was_current = index == self.current;
                self.order.remove(index);
                self.removed.push(*seat);
                events.push(Event::public(msg!("table-removed", seat = seat.tag())));
                if index < self.current {
                    self.current -= 1;
                } else if was_current
                    && self.current >= self.order.len()
                    // The removed player was last in the round: the next round begins.
                    && !self.next_round(&mut events)
                {
                    return Ok(events);
                }
                if was_current {
                    events.push(Event::public(msg!(
                        "table-turn",
                        seat = self.order[self.current].tag()
                    )));
                }
            }
            Action::Move { seat, position } => {
                Self::host_only(actor, msg!("table-host-only-move"))?;
                let Some(from) = self.position_of(*seat) else {
                    return Err(ActionError::Illegal(msg!(
                        "table-not-in-order",
                        seat = seat.tag()
                    )));
                };
                let to = usize::from(*position);
                if to == 0 || to > self.order.len() {
                    return Err(ActionError::Illegal(msg!(
                        "table-positions",
                        count = self.order.len()
                    )));
                }
                let current = self.order[self.current];
                let moved = self.order.remove(from);
                self.order.insert(to - 1, moved);
                // The turn stays with the same player wherever they now sit.
                self.current = self.position_of(current).unwrap_or(0);
                events.push(Event::public(msg!(
                    "table-moved",
                    seat = seat.tag(),
                    place = to
                )));
            }
            Action::Finish => {
                Self::host_only(actor, msg!("table-host-only-finish"))?;
                self.finished = Some(Finish::Host(self.round));
                events.push(Event::public(msg!("table-host-ended-game")));
            }
        }
        Ok(events)
    }

    fn view(&self, _viewer: Viewer) -> TableView {
        let mut seats: Vec<SeatLine> = self
            .order
            .iter()
            .enumerate()
            .map(|(i, &seat)| SeatLine {
                seat,
                position: Some(i + 1),
            })
            .collect();
        seats.extend(self.removed.iter().map(|&seat| SeatLine {
            seat,
            position: None,
        }));
        TableView {
            seats,
            current: self.current_seat(),
            round: self.round,
            rounds: self.config.rounds,
            turns_passed: self.turns_passed,
            dice: self.config.dice.clone(),
            last_roll: self.last_roll.clone(),
            finished: self.finished.as_ref().map(Finish::msg),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.finished.as_ref().map(|finish| Outcome {
            winners: Vec::new(),
            summary: finish.msg(),
            scores: Vec::new(),
        })
    }

    fn timeout(&self) -> Option<Timeout<Action>> {
        let hours = self.config.turn_hours?;
        Some(Timeout {
            seat: self.current_seat()?,
            action: Action::EndTurn,
            minutes: hours * 60,
        })
    }

    fn notation(&self, action: &Action) -> String {
        // Players are numbered by their place in the turn order, as on the board image.
        let place = |seat: &Seat| {
            self.position_of(*seat)
                .map_or_else(|| seat.tag(), |p| (p + 1).to_string())
        };
        match action {
            Action::EndTurn => "end".into(),
            Action::Skip => "skip".into(),
            Action::Back => "back".into(),
            Action::Roll { expression: None } => "roll".into(),
            Action::Roll {
                expression: Some(e),
            } => format!("roll {e}"),
            Action::Remove { seat } => format!("remove {}", place(seat)),
            Action::Move { seat, position } => format!("move {} {}", place(seat), position),
            Action::Finish => "finish".into(),
        }
    }

    /// Every `/turn` command is a table tool here.
    fn removed(&self) -> Vec<Seat> {
        self.removed.clone()
    }

    fn table_event(&self, event: TableEvent) -> Option<Action> {
        Some(match event {
            TableEvent::EndTurn => Action::EndTurn,
            TableEvent::Back => Action::Back,
            TableEvent::Skip => Action::Skip,
            TableEvent::Remove(seat) => Action::Remove { seat },
            TableEvent::Move { seat, position } => Action::Move { seat, position },
        })
    }

    fn parse(&self, text: &str) -> Result<Action, ActionError> {
        let text = text.trim();
        let (word, rest) = text.split_once(char::is_whitespace).unwrap_or((text, ""));
        let rest = rest.trim();
        let args: Vec<&str> = rest.split_whitespace().collect();
        let action = match (word.to_ascii_lowercase().as_str(), args.as_slice()) {
            ("end" | "pass" | "next", []) => Action::EndTurn,
            ("skip", []) => Action::Skip,
            ("back" | "undo", []) => Action::Back,
            ("finish", []) => Action::Finish,
            ("roll", []) => Action::Roll { expression: None },
            ("roll", _) => Action::Roll {
                expression: Some(rest.to_string()),
            },
            ("remove", [who]) => Action::Remove {
                seat: self.player_at(who)?,
            },
            ("move", [who, to]) => Action::Move {
                seat: self.player_at(who)?,
                position: to.parse().map_err(|_| bad(msg!("table-expects-move")))?,
            },
            _ => return Err(bad(msg!("table-expects-any"))),
        };
        Ok(action)
    }

    fn describe(&self, action: &Action) -> Choice {
        let (label, placement) = match action {
            Action::EndTurn => (msg!("table-label-end-turn"), Placement::Button),
            Action::Roll { expression } => (
                // The dice are an expression as typed (`2d6`): not words to translate.
                match expression.as_deref().or(self.config.dice.as_deref()) {
                    Some(dice) => msg!("table-label-roll", dice = dice),
                    None => msg!("table-label-roll-dice"),
                },
                Placement::Button,
            ),
            Action::Skip => (
                msg!("table-label-skip", seat = self.order[self.current].tag()),
                Placement::TypedOnly,
            ),
            Action::Back => (msg!("table-label-back"), Placement::TypedOnly),
            Action::Remove { seat } => (
                msg!("table-label-remove", seat = seat.tag()),
                Placement::TypedOnly,
            ),
            Action::Move { seat, position } => (
                msg!("table-label-move", seat = seat.tag(), place = *position),
                Placement::TypedOnly,
            ),
            Action::Finish => (msg!("table-label-finish"), Placement::TypedOnly),
        };
        Choice {
            notation: self.notation(action),
            label,
            placement,
        }
    }
}

impl Table {
    /// The player named by a place in the turn order (`2`) or a seat tag (`{seat:1}`).
    fn player_at(&self, who: &str) -> Result<Seat, ActionError> {
        if let Some(n) = who.strip_prefix("{seat:").and_then(|r| r.strip_suffix('}')) {
            let seat = n
                .parse()
                .map(Seat)
                .map_err(|_| bad(msg!("table-expects-place")))?;
            return if self.position_of(seat).is_some() {
                Ok(seat)
            } else {
                Err(ActionError::Illegal(msg!(
                    "table-not-in-order",
                    seat = seat.tag()
                )))
            };
        }
        let place: usize = who
            .parse()
            .map_err(|_| bad(msg!("table-expects-place-example")))?;
        place
            .checked_sub(1)
            .and_then(|i| self.order.get(i))
            .copied()
            .ok_or_else(|| ActionError::Illegal(msg!("table-places", count = self.order.len())))
    }
}

/// A typed move the table cannot read, with the form it expects (`table-expects-…`).
fn bad(expected: Msg) -> ActionError {
    ActionError::Unknown(msg!("table-understands", expected = expected))
}

#[cfg(test)]
mod tests;

//! Aether Captains: Pirates and Traders — the solo d12 trading and pirate game.
//!
//! Each seat is a captain flying a voyage of their own (own ship, own decks); one
//! session lets several captains fly side by side in a channel. Every rule is in
//! `voyage.rs`; this module routes seats, speaks the text notation and builds views.
//! `README.md` here lists every rule decision and the notation.

mod catalogue;
mod content;
mod policy;
mod voyage;

use serde::{Deserialize, Serialize};

pub use content::{
    content, ActionCard, Captain, CardAction, Content, Goal, Kind, Scenario, Section, Stock, Test,
};
use voyage::BUILD_POINTS;
pub use voyage::{builds, builds_of, upgrade_cost, RollColor, RollRecord, SCENARIOS_TO_WIN};
use voyage::{Pending, Status, Voyage};

use crate::game::{
    ActionError, Actor, Choice, Event, Game, Outcome, Placement, Seat, SetupError, Viewer,
};
use crate::options::{OptionSpec, Options};
use crate::rng::GameRng;

pub const MAX_CAPTAINS: usize = 6;
/// What an options string without `patience` means: the limit of three that sessions
/// started before the book's rule became the default were played with (their logs
/// replay with it).
const LEGACY_PATIENCE: u8 = 3;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// How many times a captain's action deck may be reshuffled before the voyage
    /// ends in failure; 0 (the default, the rulebook) for no limit.
    pub patience: u8,
    /// The server's daily voyage (`daily=on`): one captain; the bot picks the seed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub daily: bool,
    /// `turn-hours=N`: a captain silent this long has the cautious default played for
    /// them (see [`AetherCaptains::cautious`]); `None`: no deadline.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_hours: Option<u32>,
}

/// Whether `text` is a day as the bot writes it: `YYYY-MM-DD`.
fn is_day(text: &str) -> bool {
    let b = text.as_bytes();
    b.len() == 10
        && b[4] == b'-'
        && b[7] == b'-'
        && b.iter()
            .enumerate()
            .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit())
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "patience",
        values: "0-9",
        default: "off",
        help: "A house rule, off by default: how many times your action deck may be reshuffled before the Emperor recalls you (a loss). 0 or off is the rulebook: reshuffle whenever the pile runs out, no limit.",
    },
    OptionSpec {
        key: "daily",
        values: "on",
        default: "off",
        help: "Today's daily voyage: the same voyage for everyone in this server today, solo, with its own leaderboard in /stats.",
    },
    OptionSpec {
        key: "turn-hours",
        values: "1-720",
        default: "none",
        help: "Hours each captain has per decision (counted on their own voyage); then the cautious answer is played: next card, decline, leave the market, first branch.",
    },
    crate::options::ABSENT,
];

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Setup: section levels in (engine, cargo, crew, guns) order.
    Build {
        levels: [u8; 4],
    },
    /// Turn over the next Game Action card.
    Next,
    Upgrade {
        section: Section,
    },
    Accept,
    Decline,
    /// Pick an "or" branch, 1-based.
    Choose {
        option: u8,
    },
    Attack,
    Retreat,
    Sell {
        amount: u8,
    },
    Buy {
        stock: Stock,
        amount: u8,
    },
    /// Leave the market.
    Done,
}

/// Named builds offered as buttons; every other build is in a menu.
const PRESETS: [([u8; 4], &str); 4] = [
    ([3, 2, 2, 3], "Balanced"),
    ([2, 4, 2, 2], "Trader"),
    ([2, 2, 2, 4], "Warship"),
    ([4, 2, 2, 2], "Runner"),
];

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AetherCaptains {
    config: Config,
    voyages: Vec<Voyage>,
    /// The captain who moved last: the public board shows their ship.
    last_mover: Option<Seat>,
}

impl AetherCaptains {
    fn voyage(&self, seat: Seat) -> Option<&Voyage> {
        self.voyages.get(seat.index())
    }

    /// The answer a silent captain gets: the next card, no to an offer, out of the
    /// market or shipyard, the first branch they can pay for, a skirmish fought with
    /// what they have, and the Balanced ship at setup. Nothing is bought or spent.
    fn cautious(&self, seat: Seat) -> Option<Action> {
        let legal = self.voyage(seat)?.legal();
        let preferred = [
            Action::Next,
            Action::Decline,
            Action::Done,
            Action::Build {
                levels: PRESETS[0].0,
            },
        ];
        preferred
            .into_iter()
            .find(|a| legal.contains(a))
            .or_else(|| {
                legal
                    .iter()
                    .find(|a| matches!(a, Action::Choose { .. } | Action::Attack | Action::Retreat))
                    .cloned()
            })
            .or_else(|| legal.first().cloned())
    }

    fn seat_line(&self, seat: Seat, v: &Voyage) -> LeaderLine {
        LeaderLine {
            seat,
            captain: v.captain().name.clone(),
            completed: v.completed.len() as u8,
            cards: v.cards,
            pirates_defeated: v.pirates_defeated,
            status: match &v.status {
                Status::Flying => VoyageStatus::Flying,
                Status::Won => VoyageStatus::Won,
                Status::Lost { .. } => VoyageStatus::Lost,
            },
        }
    }

    fn ship_view(&self, seat: Seat, v: &Voyage) -> ShipView {
        let c = content();
        let sections = Section::ALL
            .iter()
            .map(|s| {
                let level = v.levels[s.index()];
                let side = c.side(*s, level.max(1));
                SectionView {
                    section: *s,
                    name: s.name(),
                    level,
                    squares: v.capacity(*s),
                    held: v.held[s.index()],
                    defense: if level == 0 { 0 } else { side.defense },
                    range: side.range,
                }
            })
            .collect();
        let scenario = v.scenario().map(|s| ScenarioView {
            name: s.name.clone(),
            story: s.story.clone(),
            goal: s.goal_text.clone(),
            progress: match &s.goal {
                Goal::HoldGold(n) => Progress::Count {
                    have: v.gold.min(*n),
                    need: *n,
                },
                Goal::HoldOnCross(need) => Progress::Hold(
                    need.iter()
                        .map(|(stock, n)| {
                            (*stock, v.held(*stock).min(u32::from(*n)), u32::from(*n))
                        })
                        .collect(),
                ),
                goal => Progress::Count {
                    have: u32::from(v.progress),
                    need: u32::from(goal.target().unwrap_or(0)),
                },
            },
            cross: s.cross_text.clone(),
            reward: s.reward_text.clone(),
        });
        let captain = v.captain();
        ShipView {
            seat,
            captain: captain.clone(),
            sections,
            gold: v.gold,
            defense: v.defense(),
            scenario,
            completed: v
                .completed
                .iter()
                .map(|id| c.scenario(*id).name.clone())
                .collect(),
            // The card as the captain reads it: with the Next card's numbers.
            active: v.active_card().map(|card| card.with_next(v.next_card())),
            next: v.next_card().cloned(),
            action: v.action,
            decision: self.decision(seat, v),
            ask: ask(v),
            rolls: v.rolls.clone(),
            log: v.log.clone(),
            draw_pile: v.draw.len() as u8,
            discard_pile: v.discard.len() as u8,
            reshuffles: v.reshuffles,
            patience: v.patience,
            cards: v.cards,
            status: match &v.status {
                Status::Flying => VoyageStatus::Flying,
                Status::Won => VoyageStatus::Won,
                Status::Lost { .. } => VoyageStatus::Lost,
            },
            ending: match &v.status {
                Status::Lost { reason } => Some(format!("Lost: {reason}.")),
                Status::Won => Some(format!("Won: {SCENARIOS_TO_WIN} scenarios completed!")),
                Status::Flying => None,
            },
        }
    }

    /// What the captain is asked now, in a sentence (no seat tag). Whatever the text
    /// names and no control offers is said to be out of reach, and why.
    fn decision(&self, _seat: Seat, v: &Voyage) -> String {
        match &v.pending {
            Pending::Build => format!(
                "Build your zeppelin: 4 sections, levels 1–4, adding up to {BUILD_POINTS} at most (the buttons spend all {BUILD_POINTS}; for a smaller ship type it, like `build 2 2 2 3`). Your captain is {}, {} ({}).",
                v.captain().name,
                v.captain().title,
                v.captain().text.trim_end_matches('.')
            ),
            Pending::Travel => "Fly on to the next card, or upgrade a section.".into(),
            Pending::May => {
                let text = v.action_text();
                let text = text.trim_end_matches('.');
                match v.current_options().first().and_then(|b| v.why_not(&b.effects)) {
                    None => format!("You may: {text}. Accept or decline?"),
                    Some(why) => format!("You may: {text}. Not now: {why}. Skip it."),
                }
            }
            Pending::Or => {
                let options = v.current_options();
                let labels: Vec<String> = options
                    .iter()
                    .enumerate()
                    .map(|(i, b)| format!("{}) {}", i + 1, v.label(b)))
                    .collect();
                let offered = v.legal();
                let out_of_reach: Vec<String> = options
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| {
                        !offered.contains(&Action::Choose {
                            option: *i as u8 + 1,
                        })
                    })
                    .filter_map(|(i, b)| {
                        v.why_not(&b.effects)
                            .map(|why| format!(" {}) is out of reach: {why}.", i + 1))
                    })
                    .collect();
                format!(
                    "Choose one: {}.{}",
                    labels.join(" or "),
                    out_of_reach.concat()
                )
            }
            Pending::Skirmish { .. } => {
                let blue = v.next_card().map_or(0, |n| n.values.defense);
                let bonus = match v.attack_bonus() {
                    b if b > 0 => format!(" +{b}"),
                    b if b < 0 => format!(" −{}", -b),
                    _ => String::new(),
                };
                let attack = format!(
                    "(−1 weapon; d12{bonus} must beat the pirates' Defense {blue}: {} in 12)",
                    v.attack_odds()
                );
                let retreat = "(−1 engine part; the rest of the card is skipped)";
                match (v.held(Stock::Weapons) > 0, v.held(Stock::Engine) > 0) {
                    (true, true) => format!("Pirates! Attack {attack} or retreat {retreat}?"),
                    (true, false) => format!(
                        "Pirates! Your Engine Room is empty, so no retreat: attack {attack}."
                    ),
                    (false, _) => format!(
                        "Pirates! Your Fore Gunnery is empty, so no attack: retreat {retreat}."
                    ),
                }
            }
            Pending::Market { .. } => {
                let (offers, not_now) = v.market_offers();
                match (offers.is_empty(), not_now.is_empty()) {
                    (true, _) => format!(
                        "Market: nothing you can trade here now — {}. Leave the market.",
                        not_now.join("; ")
                    ),
                    (false, true) => format!("Market: {}. Then leave.", offers.join("; ")),
                    (false, false) => format!(
                        "Market: {}. Not now: {}. Then leave.",
                        offers.join("; "),
                        not_now.join("; ")
                    ),
                }
            }
            Pending::Shipyard { free: true, .. } => {
                "Reward: upgrade one section for free.".into()
            }
            Pending::Shipyard { discount, .. } => {
                format!("Shipyard: upgrade one section, {discount} gold cheaper than usual.")
            }
            Pending::Resolving => String::new(),
            Pending::Over => match &v.status {
                Status::Won => format!(
                    "Your voyage is a triumph: {SCENARIOS_TO_WIN} scenarios completed."
                ),
                Status::Lost { reason } => format!(
                    "Your voyage is over: {reason} ({} of {SCENARIOS_TO_WIN} scenarios completed).",
                    v.completed.len()
                ),
                Status::Flying => String::new(),
            },
        }
    }
}

/// What the captain is asked now in a few words: the picture's prompt (the whole
/// sentence, with every price and reason, is in [`AetherCaptains::decision`]).
fn ask(v: &Voyage) -> String {
    match &v.pending {
        Pending::Build => format!("Build your zeppelin: levels adding up to {BUILD_POINTS}."),
        Pending::Travel => "Fly on, or upgrade a section?".into(),
        Pending::May => {
            let label = v
                .current_options()
                .first()
                .map(|b| v.label(b))
                .unwrap_or_default();
            match v
                .current_options()
                .first()
                .and_then(|b| v.why_not(&b.effects))
            {
                None => format!("You may: {label}. Accept or decline?"),
                Some(_) => format!("You may: {label}. Not now: skip it."),
            }
        }
        Pending::Or => {
            let labels: Vec<String> = v
                .current_options()
                .iter()
                .enumerate()
                .map(|(i, b)| format!("{}) {}", i + 1, v.label(b)))
                .collect();
            format!("Choose: {}", labels.join(" or "))
        }
        Pending::Skirmish { .. } => {
            let attack = format!("attack ({} in 12)", v.attack_odds());
            match (v.held(Stock::Weapons) > 0, v.held(Stock::Engine) > 0) {
                (true, true) => format!("Pirates! A{} or retreat?", &attack[1..]),
                (true, false) => format!("Pirates! No engine parts to retreat: {attack}."),
                (false, _) => "Pirates! No weapons to attack: retreat.".into(),
            }
        }
        Pending::Market { .. } => "Market: buy or sell, then leave.".into(),
        Pending::Shipyard { free: true, .. } => "Reward: upgrade a section for free.".into(),
        Pending::Shipyard { discount, .. } => {
            format!("Shipyard: upgrade a section, {discount} gold off.")
        }
        Pending::Resolving | Pending::Over => String::new(),
    }
}

/// What a viewer sees: one captain's ship (the last to move on the public board, or
/// your own in your private view) and the channel's leaderboard.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AetherView {
    /// Boxed: a ship is large and most views of other games are small.
    pub ship: Option<Box<ShipView>>,
    pub leaderboard: Vec<LeaderLine>,
    /// `true` in a captain's own view.
    pub private: bool,
    /// Set once every voyage has ended.
    pub finished: Option<crate::i18n::Msg>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShipView {
    pub seat: Seat,
    pub captain: Captain,
    pub sections: Vec<SectionView>,
    pub gold: u32,
    /// Total Defense Rating, captain's blue bonus included.
    pub defense: u8,
    pub scenario: Option<ScenarioView>,
    /// Names of the scenarios completed.
    pub completed: Vec<String>,
    pub active: Option<ActionCard>,
    /// The Next card, while it is in use.
    pub next: Option<ActionCard>,
    /// The action of the active card being resolved (0-based).
    pub action: Option<u8>,
    /// What the captain is asked now, in a sentence (the captain's own view's
    /// [`Game::details`] carry it whole).
    pub decision: String,
    /// The same in a few words, for the picture ("Pirates! Attack (7 in 12) or
    /// retreat?").
    pub ask: String,
    /// The dice of the latest move.
    pub rolls: Vec<RollRecord>,
    /// What the latest move did.
    pub log: Vec<String>,
    pub draw_pile: u8,
    pub discard_pile: u8,
    pub reshuffles: u8,
    pub patience: u8,
    pub cards: u32,
    pub status: VoyageStatus,
    pub ending: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SectionView {
    pub section: Section,
    pub name: &'static str,
    pub level: u8,
    pub squares: u8,
    pub held: u8,
    pub defense: u8,
    pub range: [u8; 2],
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ScenarioView {
    pub name: String,
    pub story: String,
    pub goal: String,
    pub progress: Progress,
    pub cross: String,
    pub reward: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub enum Progress {
    Count {
        have: u32,
        need: u32,
    },
    /// (stock, have, need) for each stock to hold.
    Hold(Vec<(Stock, u32, u32)>),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum VoyageStatus {
    Flying,
    Won,
    Lost,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LeaderLine {
    pub seat: Seat,
    pub captain: String,
    pub completed: u8,
    pub cards: u32,
    pub pirates_defeated: u32,
    pub status: VoyageStatus,
}

/// At most `max` characters, with an ellipsis when cut.
fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max - 1).collect();
    format!("{}…", cut.trim_end())
}

fn bad(expected: &str) -> ActionError {
    ActionError::Unknown(format!("Aether Captains understands {expected}.").into())
}

const EXPECTED: &str = "`next`, `accept`, `decline`, `choose 1`, `attack`, `retreat`, `sell goods 2`, `buy weapons 1`, `done`, `upgrade guns`, `build 3 2 2 3`";

impl Game for AetherCaptains {
    const ID: &'static str = "aether-captains";
    const NAME: &'static str = "Aether Captains";
    const TAGLINE: &'static str =
        "Solo d12 trading and pirate voyages; several captains may fly side by side";
    const RULES: &'static str = include_str!("rules.md");
    type Config = Config;
    type Action = Action;
    type View = AetherView;

    const SELFPLAY_OPTIONS: &'static str = "patience=off";
    const NEW_SESSION_OPTIONS: &'static str = "patience=off";

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn configure(options: &Options) -> Result<Config, SetupError> {
        let patience = match options.get("patience").map(str::to_ascii_lowercase) {
            Some(word) if matches!(word.as_str(), "off" | "none" | "no") => 0,
            _ => options
                .number("patience", 0, 9)?
                .map_or(LEGACY_PATIENCE, |n| n as u8),
        };
        // `on` as typed; the day it was opened (`2026-12-01`) as the bot stores it.
        let daily = match options.get("daily") {
            None => false,
            Some(v) if v.eq_ignore_ascii_case("on") || is_day(v) => true,
            Some(v) if v.eq_ignore_ascii_case("off") => false,
            Some(_) => {
                return Err(SetupError::BadOption(
                    "`daily` is `on` (today's daily voyage) or left out.".into(),
                ))
            }
        };
        let turn_hours = options.number("turn-hours", 1, 720)?;
        options.computer_stands_in()?;
        Ok(Config {
            patience,
            daily,
            turn_hours,
        })
    }

    fn player_range(config: &Config) -> (usize, usize) {
        (1, if config.daily { 1 } else { MAX_CAPTAINS })
    }

    fn new(config: &Config, players: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        if !(1..=MAX_CAPTAINS).contains(&players) {
            return Err(SetupError::PlayerCount {
                game: "Aether Captains",
                min: 1,
                max: MAX_CAPTAINS,
                got: players,
            });
        }
        Ok(AetherCaptains {
            config: config.clone(),
            voyages: (0..players)
                .map(|_| Voyage::new(config.patience, rng))
                .collect(),
            last_mover: None,
        })
    }

    fn to_act(&self) -> Vec<Seat> {
        self.voyages
            .iter()
            .enumerate()
            .filter(|(_, v)| !v.is_over())
            .map(|(i, _)| Seat(i as u8))
            .collect()
    }

    /// What the captain is asked; for a voyage that has ended, how it ended (shown in
    /// their own view, and for any board that features them).
    fn prompt(&self, seat: Seat) -> crate::i18n::Msg {
        match self.voyage(seat) {
            Some(v) => format!("{}: {}", seat.tag(), self.decision(seat, v)).into(),
            None => String::new().into(),
        }
    }

    fn legal_actions(&self, actor: Actor) -> Vec<Action> {
        self.voyage(actor.seat)
            .map(Voyage::legal)
            .unwrap_or_default()
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        if self.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        let seat = actor.seat;
        let Some(voyage) = self.voyages.get_mut(seat.index()) else {
            return Err(ActionError::Illegal(
                "You don't have a ship in this game.".into(),
            ));
        };
        // A refusal may leave the voyage half-changed: `Match` keeps the state only on
        // success.
        voyage.apply(action, rng)?;
        self.last_mover = Some(seat);
        let v = &self.voyages[seat.index()];
        let mut events: Vec<Event> = Vec::with_capacity(v.log.len());
        for (i, line) in v.log.iter().enumerate() {
            // The first line names the captain; the rest continue their story.
            let text = if i == 0 {
                format!("{}: {line}", seat.tag())
            } else {
                line.clone()
            };
            events.push(Event::public(text));
        }
        if let Some(outcome) = self.outcome() {
            events.push(Event::public(outcome.summary));
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> AetherView {
        let (seat, private) = match viewer {
            Viewer::Seat(s) if s.index() < self.voyages.len() => (Some(s), true),
            _ => (self.last_mover.or(Some(Seat(0))), false),
        };
        AetherView {
            ship: seat.and_then(|s| self.voyage(s).map(|v| Box::new(self.ship_view(s, v)))),
            leaderboard: self
                .voyages
                .iter()
                .enumerate()
                .map(|(i, v)| self.seat_line(Seat(i as u8), v))
                .collect(),
            private,
            finished: self.outcome().map(|o| o.summary),
        }
    }

    /// A captain's own voyage in words, the sentences its picture leaves out: what it
    /// is asked now (with prices and reasons), the card being resolved action by
    /// action with the Next card's numbers, the scenario's goal, Black Cross rule and
    /// reward, and its captain's ability. Nothing about another captain's voyage.
    fn details(&self, seat: Seat) -> Vec<String> {
        let Some(v) = self.voyage(seat) else {
            return Vec::new();
        };
        let mut lines = Vec::new();
        let decision = self.decision(seat, v);
        if !decision.is_empty() {
            lines.push(format!("**Now** — {decision}"));
        }
        if let Some(card) = v.active_card() {
            let card = card.with_next(v.next_card());
            for (i, action) in card.actions.iter().enumerate() {
                let may = if action.may { "You may: " } else { "" };
                let now = if v.action == Some(i as u8) {
                    " (now)"
                } else {
                    ""
                };
                lines.push(format!(
                    "**{} {}** — {}{now}: {may}{}",
                    i + 1,
                    card.name,
                    action.kind.name(),
                    action.text
                ));
            }
        }
        if let Some(s) = v.scenario() {
            lines.push(format!(
                "**Scenario: {}** — {} Black Cross: {} Reward: {}",
                s.name, s.goal_text, s.cross_text, s.reward_text
            ));
        }
        let captain = v.captain();
        lines.push(format!(
            "**Capt. {}, {}** — {}",
            captain.name, captain.title, captain.text
        ));
        lines
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.voyages.iter().any(|v| !v.is_over()) {
            return None;
        }
        let winners: Vec<Seat> = self
            .voyages
            .iter()
            .enumerate()
            .filter(|(_, v)| v.status == Status::Won)
            .map(|(i, _)| Seat(i as u8))
            .collect();
        let summary = if self.voyages.len() == 1 {
            match &self.voyages[0].status {
                Status::Won => format!(
                    "{} completed {SCENARIOS_TO_WIN} scenarios: a triumphant voyage!",
                    Seat(0).tag()
                ),
                Status::Lost { reason } => format!(
                    "{}'s voyage is lost ({reason}) after {} of {SCENARIOS_TO_WIN} scenarios.",
                    Seat(0).tag(),
                    self.voyages[0].completed.len()
                ),
                Status::Flying => String::new(),
            }
        } else if winners.is_empty() {
            "Every voyage has ended; no captain completed 3 scenarios.".to_string()
        } else {
            let names: Vec<String> = winners.iter().map(|s| s.tag()).collect();
            format!(
                "Every voyage has ended. Completed {SCENARIOS_TO_WIN} scenarios: {}.",
                names.join(", ")
            )
        };
        Some(Outcome {
            winners,
            summary: summary.into(),
            scores: self
                .voyages
                .iter()
                .map(|v| v.completed.len() as i64)
                .collect(),
        })
    }

    fn notation(&self, action: &Action) -> String {
        match action {
            Action::Build {
                levels: [e, c, q, g],
            } => format!("build {e} {c} {q} {g}"),
            Action::Next => "next".into(),
            Action::Upgrade { section } => format!("upgrade {}", section.word()),
            Action::Accept => "accept".into(),
            Action::Decline => "decline".into(),
            Action::Choose { option } => format!("choose {option}"),
            Action::Attack => "attack".into(),
            Action::Retreat => "retreat".into(),
            Action::Sell { amount } => format!("sell goods {amount}"),
            Action::Buy { stock, amount } => format!("buy {} {amount}", stock.word()),
            Action::Done => "done".into(),
        }
    }

    fn parse(&self, text: &str) -> Result<Action, ActionError> {
        let lower = text.trim().to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let number = |w: &str| w.parse::<u8>().ok();
        let action = match words.as_slice() {
            ["next" | "fly" | "go" | "n"] => Action::Next,
            ["accept" | "yes" | "y"] => Action::Accept,
            ["decline" | "no" | "skip"] => Action::Decline,
            ["attack" | "fire" | "fight"] => Action::Attack,
            ["retreat" | "flee" | "run"] => Action::Retreat,
            ["done" | "leave"] => Action::Done,
            ["choose" | "or" | "pick", n] => Action::Choose {
                option: number(n).ok_or_else(|| bad("`choose 1` or `choose 2`"))?,
            },
            ["upgrade", s] => Action::Upgrade {
                section: Section::parse(s)
                    .ok_or_else(|| bad("`upgrade engine|cargo|crew|guns`"))?,
            },
            ["sell", n] | ["sell", "goods" | "good", n] => Action::Sell {
                amount: number(n).ok_or_else(|| bad("`sell goods N`"))?,
            },
            ["buy", s, n] => Action::Buy {
                stock: Stock::parse(s)
                    .filter(|s| *s != Stock::Gold)
                    .ok_or_else(|| bad("`buy goods|weapons|crew|engine N`"))?,
                amount: number(n).ok_or_else(|| bad("`buy weapons N`"))?,
            },
            ["build", rest @ ..] => {
                let digits: Vec<u8> = rest
                    .concat()
                    .chars()
                    .filter(|c| !matches!(c, ',' | '-' | '/' | '.'))
                    .map(|c| c.to_digit(10).map(|d| d as u8))
                    .collect::<Option<Vec<u8>>>()
                    .ok_or_else(|| bad("`build 3 2 2 3` (engine cargo crew guns)"))?;
                let levels: [u8; 4] = digits
                    .try_into()
                    .map_err(|_| bad("`build 3 2 2 3` (engine cargo crew guns)"))?;
                Action::Build { levels }
            }
            _ => return Err(bad(EXPECTED)),
        };
        Ok(action)
    }

    fn describe(&self, action: &Action) -> Choice {
        self.describe_for(self.last_mover.unwrap_or(Seat(0)), action)
    }

    fn describe_for(&self, seat: Seat, action: &Action) -> Choice {
        let v = self.voyage(seat);
        let choice = |label: String, placement| Choice {
            notation: self.notation(action),
            label: label.into(),
            placement,
        };
        match action {
            Action::Build { levels } => {
                let [e, c, q, g] = *levels;
                let points: u8 = levels.iter().sum();
                match PRESETS.iter().find(|(l, _)| l == levels) {
                    Some((_, name)) => choice(format!("{name} {e}·{c}·{q}·{g}"), Placement::Button),
                    // Smaller ships are allowed (the book forbids only more than 10) but
                    // never better: typed, so the 106 of them don't crowd the menus.
                    None if points < BUILD_POINTS => choice(
                        format!("Engine {e} · Cargo {c} · Crew {q} · Guns {g} ({points} points)"),
                        Placement::TypedOnly,
                    ),
                    None => choice(
                        format!("Engine {e} · Cargo {c} · Crew {q} · Guns {g}"),
                        Placement::Menu("Other builds (engine·cargo·crew·guns)".into()),
                    ),
                }
            }
            Action::Next => choice("Fly on ▶ next card".into(), Placement::Button),
            Action::Upgrade { section } => {
                let (level, cost) = v.map_or((0, 0), |v| {
                    let (discount, free) = match v.pending {
                        Pending::Shipyard { discount, free } => (discount, free),
                        _ => (0, false),
                    };
                    (
                        v.levels[section.index()] + 1,
                        v.upgrade_price(*section, discount, free).unwrap_or(0),
                    )
                });
                let cost = if cost == 0 {
                    "free".to_string()
                } else {
                    format!("{cost} gold")
                };
                choice(
                    format!("Upgrade {} to {level} ({cost})", section.name()),
                    Placement::Button,
                )
            }
            Action::Accept => {
                let label = v
                    .and_then(|v| v.current_options().first().map(|b| v.label(b)))
                    .map_or("Accept".to_string(), |b| format!("Yes: {b}"));
                choice(clip(&label, 80), Placement::Button)
            }
            Action::Decline => {
                // When the action can't be taken, the only button says why.
                let why = v.and_then(|v| match v.pending {
                    Pending::May => v
                        .current_options()
                        .first()
                        .and_then(|b| v.why_not(&b.effects)),
                    _ => None,
                });
                let label = match (why, v.map(|v| &v.pending)) {
                    (Some(why), _) => clip(&format!("Skip it (not now: {why})"), 80),
                    (None, Some(Pending::Shipyard { free: true, .. })) => {
                        "Skip the free upgrade".into()
                    }
                    (None, Some(Pending::Shipyard { .. })) => "Leave the shipyard".into(),
                    _ => "No, skip it".into(),
                };
                choice(label, Placement::Button)
            }
            Action::Choose { option } => {
                let label = v
                    .and_then(|v| {
                        v.current_options()
                            .get(usize::from(*option).wrapping_sub(1))
                            .map(|b| v.label(b))
                    })
                    .map_or(format!("Choose {option}"), |b| format!("{option}) {b}"));
                choice(clip(&label, 80), Placement::Button)
            }
            Action::Attack => {
                let odds = v.map_or(0, Voyage::attack_odds);
                choice(
                    format!("⚔️ Attack (−1 weapon, {odds} in 12)"),
                    Placement::Button,
                )
            }
            Action::Retreat => choice("Retreat (−1 engine part)".into(), Placement::Button),
            Action::Sell { amount } => {
                let price = v.map_or(0, |v| match v.pending {
                    Pending::Market { sell_price, .. } => sell_price,
                    _ => 0,
                });
                let goods = v.map_or(0, |v| v.held(Stock::Goods));
                let label = format!(
                    "Sell {} (+{} gold)",
                    Stock::Goods.count(u32::from(*amount)),
                    price * u32::from(*amount)
                );
                // Selling everything is the common move: a button; other amounts: a menu.
                if u32::from(*amount) == goods {
                    choice(label, Placement::Button)
                } else {
                    choice(label, Placement::Menu("Sell some goods…".into()))
                }
            }
            Action::Buy { stock, amount } => {
                let price = v.map_or(0, Voyage::price);
                choice(
                    format!(
                        "Buy {} (−{} gold)",
                        stock.count(u32::from(*amount)),
                        price * u32::from(*amount)
                    ),
                    Placement::Menu("Buy…".into()),
                )
            }
            Action::Done => choice("Leave the market".into(), Placement::Button),
        }
    }

    fn has_private_view() -> bool {
        true
    }

    fn private_view_label() -> crate::i18n::Msg {
        crate::msg!("view-my-ship")
    }

    fn independent_seats() -> bool {
        true
    }

    /// One deadline per captain still flying, each on their own decision.
    fn timeouts(&self) -> Vec<crate::game::Timeout<Action>> {
        let Some(hours) = self.config.turn_hours else {
            return Vec::new();
        };
        self.to_act()
            .into_iter()
            .filter_map(|seat| {
                let action = self.cautious(seat)?;
                Some(crate::game::Timeout::in_hours((seat, action), hours))
            })
            .collect()
    }

    /// With a single captain waited for, theirs; with several, none in particular (the
    /// host's skip names whom, see [`Game::default_answer_for`]).
    fn default_answer(&self) -> Option<(Seat, Action)> {
        let [seat] = self.to_act()[..] else {
            return None;
        };
        Some((seat, self.cautious(seat)?))
    }

    fn default_answer_for(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        self.cautious(seat)
    }

    /// Every captain flies their own voyage: there is no turn to pass.
    fn turn_holder(&self) -> Option<Seat> {
        None
    }

    fn undoable(&self, action: &Action) -> bool {
        // Building, upgrading and trading are sums on the captain's own sheet: nothing
        // is drawn or rolled (the engine checks the dice too), nothing hidden is shown.
        matches!(
            action,
            Action::Build { .. }
                | Action::Upgrade { .. }
                | Action::Sell { .. }
                | Action::Buy { .. }
                | Action::Done
        )
    }

    const HAS_POLICY: bool = true;
    // It reads only its own seat's cards and the table (see policy.rs).
    const COMPUTER_PLAYERS: bool = true;

    fn suggest(&self, seat: Seat) -> Option<Action> {
        self.voyage(seat).and_then(policy::suggest)
    }

    fn catalogue() -> Vec<crate::catalogue::Component> {
        catalogue::components()
    }
}

#[cfg(test)]
mod tests;

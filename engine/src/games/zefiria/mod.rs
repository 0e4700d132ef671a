//! Zefiria: a co-operative 5×5 puzzle. Wind spirits fly over a grid of island cards
//! and blow them into place before the time gems run out.
//!
//! The source rules are `shared/rules/zefiria.fr.txt`; every gap we filled (islands,
//! objective, time gems, "over", Austro's reach, Storm Mode, solo) is written down in
//! `README.md` here, with the text notation.
//!
//! Shape of a game: a setup phase (each spirit slot, in turn order, picks a spirit and
//! a corner), then rounds. Each round a time gem is removed and every spirit takes one
//! turn with its action points. A blow that needs two cards can be typed whole
//! (`swap B2 D4`) or built in two clicks: `blow B2` holds B2 as the *pending* card, and
//! while it is pending the legal actions are its partners and `cancel`.

mod board;
mod catalogue;
mod flow;
mod notation;
pub mod policy;
mod rules;
mod spirit;

use serde::{Deserialize, Serialize};

use crate::game::{
    ActionError, Actor, Choice, Event, Game, Outcome, Seat, SetupError, TableEvent, Viewer,
};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::options::{OptionSpec, Options};
use crate::rng::GameRng;

pub use board::{
    cells_between, Cell, Colour, Corner, Edge, Icon, Island, Objective, Place, Score, Side,
    Standing, CELLS, SIZE,
};
pub use spirit::Spirit;

/// At most one of each spirit.
pub const MAX_SPIRITS: usize = 5;
/// Magic gems each spirit holds at the start of a Storm Mode game.
const MAGIC_PER_SPIRIT: u8 = 1;
const MAX_GEMS: u32 = 30;

/// How long the game lasts, as a side of the Time Card.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TimeLength {
    Short,
    #[default]
    Standard,
    Long,
}

/// Which two cards Austro may swap in the line it faces.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AustroReach {
    /// Any two cards of the line (nothing may be carried over a spirit).
    #[default]
    Line,
    /// Only two neighbouring cards of the line.
    Neighbours,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// Storm Mode: magic gems, and a storm that strikes at the end of every turn.
    #[serde(default)]
    pub storm: bool,
    #[serde(default)]
    pub time: TimeLength,
    /// Time gems, overriding `time`.
    #[serde(default)]
    pub gems: Option<u8>,
    /// Spirits in play (at least one per player); by default one per player, two solo.
    #[serde(default)]
    pub spirits: Option<u8>,
    #[serde(default)]
    pub austro: AustroReach,
    /// Hours a player has for their turn before it ends for them (none: no limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_hours: Option<u32>,
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "storm",
        values: "on|off",
        default: "off",
        help: "Storm Mode: a storm swaps two cards after each turn unless held down or calmed with a magic gem (+1 each kept).",
    },
    OptionSpec {
        key: "time",
        values: "short|standard|long",
        default: "standard",
        help: "How many time gems (rounds) the game lasts, for the number of spirits.",
    },
    OptionSpec {
        key: "gems",
        values: "1-30",
        default: "from time",
        help: "Exactly this many time gems (rounds), whatever `time` says.",
    },
    OptionSpec {
        key: "spirits",
        values: "1-5",
        default: "one per player (two solo)",
        help: "Wind spirits in play; players share them out in turn order, so two players can fly all five.",
    },
    OptionSpec {
        key: "austro",
        values: "line|neighbours",
        default: "line",
        help: "Austro's blow swaps any two cards of the line he faces, or only neighbours.",
    },
    OptionSpec {
        key: "turn-hours",
        values: "1-720",
        default: "none",
        help: "End a silent player's turn after this many hours (in setup: the first free spirit, then corner).",
    },
];

/// Time gems for a number of spirits: the two sides of our Time Card (1–3 and 4–5
/// spirits), with a short and a long variant. Standard gives about 30–40 action points
/// in all: enough for a careful table to bring most islands home, not for a lazy one
/// (see README for how we measured it).
pub fn time_gems(spirits: usize, time: TimeLength) -> u8 {
    let (short, standard, long) = match spirits {
        0 | 1 => (4, 5, 7),
        2 => (2, 3, 4),
        3 => (2, 3, 4),
        4 => (1, 2, 3),
        _ => (1, 2, 3),
    };
    match time {
        TimeLength::Short => short,
        TimeLength::Standard => standard,
        TimeLength::Long => long,
    }
}

/// Action points per turn: 4, or 5 when only one or two spirits fly.
pub fn action_points(spirits: usize) -> u8 {
    if spirits <= 2 {
        5
    } else {
        4
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Setup: take a wind spirit.
    Choose { spirit: Spirit },
    /// Setup: start in a corner.
    Corner { corner: Corner },
    /// Fly to a card (or, for Austro, a place beside the grid). 1 AP.
    Fly { to: Place },
    /// Pick the first card of a blow; its partner comes next. Free.
    Blow { card: Cell },
    /// Swap two cards. 1 AP. Skyron says which of the two places it ends on.
    Swap {
        a: Cell,
        b: Cell,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        stay: Option<Cell>,
    },
    /// Put the pending card back. Free.
    Cancel,
    /// Storm Mode: spend a magic gem to calm the gathering storm. Free.
    Calm,
    /// End the turn.
    End,
    /// The host passes the turn of a player who is away (`/turn skip`). In setup, the
    /// host chooses for them: the first free spirit, then the first free corner.
    Skip,
}

/// One spirit in play, and who flies it. Slots are in turn order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Slot {
    seat: Seat,
    #[serde(default)]
    spirit: Option<Spirit>,
    #[serde(default)]
    place: Option<Place>,
    #[serde(default)]
    magic: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
enum Phase {
    /// The slot choosing its spirit, then its corner.
    Setup {
        slot: u8,
    },
    /// The slot whose turn it is, its action points left, and a blow's first card.
    Turn {
        slot: u8,
        ap: u8,
        #[serde(default)]
        pending: Option<Cell>,
    },
    Over,
}

/// The last thing that moved, for the picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Move {
    Fly {
        spirit: Spirit,
        from: Place,
        to: Place,
    },
    Swap {
        spirit: Spirit,
        a: Cell,
        b: Cell,
    },
    /// The storm swapped `a` and `b` (or was held down, when `blew` is false).
    Storm {
        a: Cell,
        b: Cell,
        blew: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Zefiria {
    config: Config,
    /// Islands by cell index (A1, B1, … E5).
    grid: Vec<Island>,
    objective: Objective,
    slots: Vec<Slot>,
    phase: Phase,
    round: u8,
    gems_total: u8,
    gems_left: u8,
    ap_max: u8,
    /// Storm Mode: the two cards the storm will swap at the end of this turn.
    #[serde(default)]
    storm: Option<[Cell; 2]>,
    #[serde(default)]
    last: Option<Move>,
}

/// Everything in Zefiria is public: one view for everyone.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZefiriaView {
    /// By cell index, A1 to E5.
    pub cards: Vec<CardView>,
    pub objective: Objective,
    /// In turn order.
    pub spirits: Vec<SpiritView>,
    pub phase: PhaseView,
    pub round: u8,
    pub gems_left: u8,
    pub gems_total: u8,
    pub ap_max: u8,
    pub storm_mode: bool,
    pub storm: Option<[Cell; 2]>,
    pub score: Score,
    pub last: Option<Move>,
    /// Where the current choice can go: flights, a pending card's partners, corners.
    pub targets: Vec<Place>,
    /// Set once the game is over: the result, with seat tags.
    pub finished: Option<Msg>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardView {
    pub island: Island,
    pub standing: Standing,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SpiritView {
    pub seat: Seat,
    pub spirit: Option<Spirit>,
    pub place: Option<Place>,
    pub magic: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    ChooseSpirit {
        slot: usize,
    },
    ChooseCorner {
        slot: usize,
    },
    Turn {
        slot: usize,
        ap: u8,
        pending: Option<Cell>,
    },
    Over,
}

fn illegal(text: impl Into<Msg>) -> ActionError {
    ActionError::Illegal(text.into())
}

impl Zefiria {
    fn island(&self, cell: Cell) -> Island {
        self.grid[cell.index()]
    }

    fn current_slot(&self) -> Option<usize> {
        match self.phase {
            Phase::Setup { slot } | Phase::Turn { slot, .. } => Some(usize::from(slot)),
            Phase::Over => None,
        }
    }

    fn current_seat(&self) -> Option<Seat> {
        self.current_slot().map(|s| self.slots[s].seat)
    }

    /// The spirit standing on `cell` (Austro never does).
    fn occupant(&self, cell: Cell) -> Option<Spirit> {
        self.slots
            .iter()
            .find(|s| s.place == Some(Place::Card(cell)))
            .and_then(|s| s.spirit)
    }

    fn taken(&self, spirit: Spirit) -> Option<Seat> {
        self.slots
            .iter()
            .find(|s| s.spirit == Some(spirit))
            .map(|s| s.seat)
    }

    /// "Borea ({seat:0})": a spirit with its player, for narration.
    fn who(&self, slot: usize) -> Msg {
        let s = &self.slots[slot];
        match s.spirit {
            Some(spirit) => msg!("zefiria-who", spirit = spirit.msg(), seat = s.seat.tag()),
            None => msg!("zefiria-who-seat", seat = s.seat.tag()),
        }
    }

    fn magic_total(&self) -> u8 {
        self.slots.iter().map(|s| s.magic).sum()
    }

    fn score(&self) -> Score {
        Score::of(&self.objective, &self.grid, self.magic_total())
    }
}

/// A score with its sign, and a real minus sign.
fn signed(n: i64) -> String {
    match n {
        1.. => format!("+{n}"),
        0 => "0".into(),
        _ => format!("−{}", n.unsigned_abs()),
    }
}

/// The end-of-game line: total, its parts and a word for it.
fn result_line(score: &Score) -> Msg {
    let verdict = match score.total {
        t if score.in_place as usize == CELLS && t >= 25 => msg!("zefiria-verdict-perfect"),
        t if t >= 20 => msg!("zefiria-verdict-masterful"),
        t if t >= 10 => msg!("zefiria-verdict-fine"),
        t if t >= 0 => msg!("zefiria-verdict-fair"),
        _ => msg!("zefiria-verdict-lost"),
    };
    // Points only where there are some: a perfect board reads "0 astray", not "(−0)"
    // (the messages leave out a part's points when they are 0).
    let home = msg!(
        "zefiria-part-home",
        count = score.in_place,
        points = u32::from(score.in_place)
    );
    let row = msg!(
        "zefiria-part-row",
        count = score.right_row,
        points = u32::from(score.right_row)
    );
    let astray = msg!(
        "zefiria-part-astray",
        count = score.astray,
        points = 2 * u32::from(score.astray)
    );
    let total = signed(score.total);
    if score.magic > 0 {
        msg!(
            "zefiria-result-magic",
            total = total,
            home = home,
            row = row,
            astray = astray,
            magic = score.magic,
            verdict = verdict
        )
    } else {
        msg!(
            "zefiria-result",
            total = total,
            home = home,
            row = row,
            astray = astray,
            verdict = verdict
        )
    }
}

impl Game for Zefiria {
    const ID: &'static str = "zefiria";
    const NAME: &'static str = "Zefiria";
    const TAGLINE: &'static str = "Co-op: wind spirits blow 25 island cards into place (1–5)";
    const RULES: &'static str = include_str!("rules.md");
    const RULES_TRANSLATED: &'static [(Lang, &'static str)] = &[
        (Lang::Fr, include_str!("rules.fr.md")),
        (Lang::Pl, include_str!("rules.pl.md")),
    ];
    type Config = Config;
    type Action = Action;
    type View = ZefiriaView;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn configure(options: &Options) -> Result<Config, SetupError> {
        let time = match options.word("time", &["short", "standard", "long"])? {
            Some("short") => TimeLength::Short,
            Some("long") => TimeLength::Long,
            _ => TimeLength::Standard,
        };
        let austro = match options.word("austro", &["line", "neighbours", "neighbors"])? {
            Some("neighbours" | "neighbors") => AustroReach::Neighbours,
            _ => AustroReach::Line,
        };
        Ok(Config {
            storm: options.flag("storm", false)?,
            time,
            gems: options.number("gems", 1, MAX_GEMS)?.map(|n| n as u8),
            spirits: options
                .number("spirits", 1, MAX_SPIRITS as u32)?
                .map(|n| n as u8),
            austro,
            turn_hours: options.number("turn-hours", 1, 720)?,
        })
    }

    fn player_range(config: &Config) -> (usize, usize) {
        (1, config.spirits.map_or(MAX_SPIRITS, usize::from))
    }

    fn new(config: &Config, players: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        let (min, max) = Self::player_range(config);
        if !(min..=max).contains(&players) {
            return Err(SetupError::PlayerCount {
                game: "Zefiria",
                min,
                max,
                got: players,
            });
        }
        let spirits = config
            .spirits
            .map_or(if players == 1 { 2 } else { players }, usize::from);
        let mut grid = Island::deck();
        rng.shuffle(&mut grid);
        let mut rows = Colour::ALL;
        rng.shuffle(&mut rows);
        let mut columns = Icon::ALL;
        rng.shuffle(&mut columns);
        let gems = config
            .gems
            .unwrap_or_else(|| time_gems(spirits, config.time));
        let slots = (0..spirits)
            .map(|i| Slot {
                // Players share the spirits out in turn order: seat 0, 1, …, 0, 1, …
                seat: Seat((i % players) as u8),
                spirit: None,
                place: None,
                magic: if config.storm { MAGIC_PER_SPIRIT } else { 0 },
            })
            .collect();
        let mut game = Zefiria {
            config: config.clone(),
            grid,
            objective: Objective { rows, columns },
            slots,
            phase: Phase::Setup { slot: 0 },
            round: 0,
            gems_total: gems,
            gems_left: gems,
            ap_max: action_points(spirits),
            storm: None,
            last: None,
        };
        // Nothing to tell yet: with five spirits free, slot 0 always has a choice.
        game.next_setup(0, rng, &mut Vec::new());
        Ok(game)
    }

    fn to_act(&self) -> Vec<Seat> {
        self.current_seat().into_iter().collect()
    }

    /// `/turn next` ends the spirit's turn (`end`); Zefiria has no host tools.
    const COOPERATIVE: bool = true;

    const HAS_POLICY: bool = true;
    // Everything is open (no secrets, no private view): the planner reads the board
    // any seat sees (see policy.rs).
    const COMPUTER_PLAYERS: bool = true;

    fn suggest(&self, seat: Seat) -> Option<Action> {
        policy::suggest(self, seat)
    }

    fn timeout(&self) -> Option<crate::game::Timeout<Action>> {
        let hours = self.config.turn_hours?;
        Some(crate::game::Timeout::in_hours(
            self.default_answer()?,
            hours,
        ))
    }

    fn default_answer(&self) -> Option<(Seat, Action)> {
        let [seat] = self.to_act()[..] else {
            return None;
        };
        // The turn ends as it stands; in setup, the first free spirit, then corner.
        let legal = self.legal_actions(Actor::player(seat));
        let action = legal
            .iter()
            .find(|a| matches!(a, Action::End))
            .or_else(|| {
                legal
                    .iter()
                    .find(|a| matches!(a, Action::Choose { .. } | Action::Corner { .. }))
            })?
            .clone();
        Some((seat, action))
    }

    fn undoable(&self, action: &Action) -> bool {
        // Within a turn everything is face up and nothing is drawn: flights, blows and
        // calming the storm already gathered may all be taken back. The turn's end
        // (where the storm strikes and the next one gathers) may not.
        matches!(
            action,
            Action::Fly { .. }
                | Action::Blow { .. }
                | Action::Swap { .. }
                | Action::Cancel
                | Action::Calm
        )
    }

    fn table_event(&self, event: TableEvent) -> Option<Action> {
        match event {
            TableEvent::EndTurn => Some(Action::End),
            TableEvent::Skip => Some(Action::Skip),
            _ => None,
        }
    }

    fn prompt(&self, seat: Seat) -> crate::i18n::Msg {
        if self.current_seat() != Some(seat) {
            return Msg::raw("");
        }
        let tag = seat.tag();
        match self.phase {
            Phase::Setup { slot } => {
                let slot = usize::from(slot);
                let total = self.slots.iter().filter(|s| s.seat == seat).count();
                match self.slots[slot].spirit {
                    None if total > 1 => {
                        let n = self.slots[..=slot]
                            .iter()
                            .filter(|s| s.seat == seat)
                            .count();
                        msg!(
                            "zefiria-prompt-choose-nth",
                            seat = tag,
                            n = n,
                            total = total
                        )
                    }
                    None => msg!("zefiria-prompt-choose", seat = tag),
                    Some(spirit) => {
                        msg!("zefiria-prompt-corner", seat = tag, spirit = spirit.msg())
                    }
                }
            }
            Phase::Turn { slot, ap, pending } => {
                let spirit = self.slots[usize::from(slot)]
                    .spirit
                    .map_or_else(|| msg!("zefiria-your-spirit"), Spirit::msg);
                match pending {
                    Some(card) => msg!(
                        "zefiria-prompt-blowing",
                        seat = tag,
                        spirit = spirit,
                        card = card.to_string()
                    ),
                    None => msg!("zefiria-prompt-turn", seat = tag, spirit = spirit, ap = ap),
                }
            }
            Phase::Over => Msg::raw(""),
        }
    }

    fn legal_actions(&self, actor: Actor) -> Vec<Action> {
        if self.current_seat() != Some(actor.seat) {
            return Vec::new();
        }
        match self.phase {
            Phase::Setup { slot } => {
                let slot = usize::from(slot);
                match self.slots[slot].spirit {
                    None => Spirit::ALL
                        .into_iter()
                        .filter(|s| self.taken(*s).is_none())
                        .map(|spirit| Action::Choose { spirit })
                        .collect(),
                    Some(_) => self
                        .allowed_corners(slot)
                        .into_iter()
                        .map(|corner| Action::Corner { corner })
                        .collect(),
                }
            }
            Phase::Turn {
                slot,
                pending: Some(card),
                ..
            } => {
                let mut out = self.partners(usize::from(slot), card);
                out.push(Action::Cancel);
                out
            }
            Phase::Turn { slot, .. } => {
                let slot = usize::from(slot);
                let mut out: Vec<Action> = self
                    .flights(slot)
                    .into_iter()
                    .map(|to| Action::Fly { to })
                    .collect();
                let spirit = self.slots[slot].spirit;
                if matches!(spirit, Some(Spirit::Borea | Spirit::Jugo | Spirit::Etesia)) {
                    out.extend(
                        self.blow_starts(slot)
                            .into_iter()
                            .map(|card| Action::Blow { card }),
                    );
                }
                out.extend(self.all_swaps(slot));
                if self.calm_check(slot).is_ok() {
                    out.push(Action::Calm);
                }
                out.push(Action::End);
                out
            }
            Phase::Over => Vec::new(),
        }
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        // Co-operative, but one spirit flies at a time: only its player acts. The host's
        // one power over another player's spirit is to skip an absent player's turn.
        let Some(seat) = self.current_seat() else {
            return Err(ActionError::GameOver);
        };
        if *action == Action::Skip {
            if !actor.host {
                return Err(illegal(msg!("zefiria-only-host-skips")));
            }
            return self.skip(rng);
        }
        if actor.seat != seat {
            return Err(ActionError::NotYourTurn);
        }
        // A refusal may leave `self` half-changed: `Match` applies every action to a
        // copy and keeps it only on success (the engine's one atomicity guarantee).
        match self.phase.clone() {
            Phase::Setup { slot } => self.apply_setup(usize::from(slot), action, rng),
            Phase::Turn { slot, ap, pending } => {
                self.apply_turn(usize::from(slot), ap, pending, action, rng)
            }
            Phase::Over => Err(ActionError::GameOver),
        }
    }

    fn view(&self, _viewer: Viewer) -> ZefiriaView {
        let cards = Cell::all()
            .map(|c| {
                let island = self.island(c);
                CardView {
                    island,
                    standing: Standing::of(&self.objective, island, c),
                }
            })
            .collect();
        let phase = match self.phase {
            Phase::Setup { slot } => {
                let slot = usize::from(slot);
                if self.slots[slot].spirit.is_none() {
                    PhaseView::ChooseSpirit { slot }
                } else {
                    PhaseView::ChooseCorner { slot }
                }
            }
            Phase::Turn { slot, ap, pending } => PhaseView::Turn {
                slot: usize::from(slot),
                ap,
                pending,
            },
            Phase::Over => PhaseView::Over,
        };
        ZefiriaView {
            cards,
            objective: self.objective.clone(),
            spirits: self
                .slots
                .iter()
                .map(|s| SpiritView {
                    seat: s.seat,
                    spirit: s.spirit,
                    place: s.place,
                    magic: s.magic,
                })
                .collect(),
            phase,
            round: self.round,
            gems_left: self.gems_left,
            gems_total: self.gems_total,
            ap_max: self.ap_max,
            storm_mode: self.config.storm,
            storm: self.storm,
            score: self.score(),
            last: self.last.clone(),
            targets: self.targets(),
            finished: self.outcome().map(|o| o.summary),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let score = self.score();
        let mut seats: Vec<Seat> = self.slots.iter().map(|s| s.seat).collect();
        seats.sort();
        seats.dedup();
        Some(Outcome {
            // A shared result; the table "wins" only with every island home.
            winners: if usize::from(score.in_place) == CELLS {
                seats.clone()
            } else {
                Vec::new()
            },
            summary: result_line(&score),
            scores: vec![score.total; seats.len()],
        })
    }

    fn notation(&self, action: &Action) -> String {
        notation::write(action)
    }

    fn parse(&self, text: &str) -> Result<Action, ActionError> {
        notation::read(text)
    }

    fn describe(&self, action: &Action) -> Choice {
        notation::describe(self, action)
    }

    fn catalogue() -> Vec<crate::catalogue::Component> {
        catalogue::components(Lang::En)
    }

    fn catalogue_in(lang: Lang) -> Vec<crate::catalogue::Component> {
        catalogue::components(lang)
    }
}

#[cfg(test)]
mod tests;

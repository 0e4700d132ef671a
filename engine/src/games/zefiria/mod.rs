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
mod notation;
mod spirit;

use serde::{Deserialize, Serialize};

use crate::game::{ActionError, Actor, Choice, Event, Game, Outcome, Seat, SetupError, Viewer};
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
pub const MAGIC_PER_SPIRIT: u8 = 1;
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
        help: "Austro's blow swaps any two cards of the line it faces, or only neighbours.",
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
    pub finished: Option<String>,
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

fn illegal(text: impl Into<String>) -> ActionError {
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
    fn who(&self, slot: usize) -> String {
        let s = &self.slots[slot];
        match s.spirit {
            Some(spirit) => format!("{} ({})", spirit.name(), s.seat.tag()),
            None => s.seat.tag(),
        }
    }

    fn magic_total(&self) -> u8 {
        self.slots.iter().map(|s| s.magic).sum()
    }

    pub fn score(&self) -> Score {
        Score::of(&self.objective, &self.grid, self.magic_total())
    }

    // ----- setup ----------------------------------------------------------------

    /// Corners the slot may start in, given the spirits already placed.
    fn allowed_corners(&self, slot: usize) -> Vec<Corner> {
        let Some(spirit) = self.slots[slot].spirit else {
            return Vec::new();
        };
        let placed: Vec<(Spirit, Corner)> = self
            .slots
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != slot)
            .filter_map(|(_, s)| Some((s.spirit?, corner_of(s.place?)?)))
            .collect();
        Corner::ALL
            .into_iter()
            .filter(|corner| {
                // Two spirits start diagonally opposite (the rule for two players).
                if self.slots.len() == 2 {
                    if let Some((_, other)) = placed.first() {
                        return *corner == other.opposite();
                    }
                }
                // Austro stands beside the corner card, so it never takes a card from
                // another spirit; two spirits never share a card.
                !spirit.on_cards() || !placed.iter().any(|(s, c)| s.on_cards() && c == corner)
            })
            .collect()
    }

    fn choose(&mut self, slot: usize, spirit: Spirit, rng: &mut GameRng, events: &mut Vec<Event>) {
        self.slots[slot].spirit = Some(spirit);
        events.push(Event::public(format!(
            "{} chooses **{}**: {}",
            self.slots[slot].seat.tag(),
            spirit.name(),
            spirit.powers()
        )));
        // One corner left: no need to ask.
        if let [corner] = self.allowed_corners(slot).as_slice() {
            self.place_at(slot, *corner, rng, events);
        }
    }

    fn place_at(
        &mut self,
        slot: usize,
        corner: Corner,
        rng: &mut GameRng,
        events: &mut Vec<Event>,
    ) {
        let spirit = self.slots[slot].spirit.expect("a spirit is chosen first");
        let place = if spirit.on_cards() {
            Place::Card(corner.cell())
        } else {
            Place::Edge(corner.edge())
        };
        self.slots[slot].place = Some(place);
        events.push(Event::public(format!(
            "{} starts at {}.",
            self.who(slot),
            describe_place(place)
        )));
        self.next_setup(slot + 1, rng, events);
    }

    /// Moves setup on to `slot`, choosing for it when there is no choice left, or
    /// starts the first round.
    fn next_setup(&mut self, slot: usize, rng: &mut GameRng, events: &mut Vec<Event>) {
        if slot >= self.slots.len() {
            self.start_round(rng, events);
            return;
        }
        self.phase = Phase::Setup { slot: slot as u8 };
        let free: Vec<Spirit> = Spirit::ALL
            .into_iter()
            .filter(|s| self.taken(*s).is_none())
            .collect();
        if let [spirit] = free.as_slice() {
            self.choose(slot, *spirit, rng, events);
        }
    }

    // ----- rounds and turns -----------------------------------------------------

    fn start_round(&mut self, rng: &mut GameRng, events: &mut Vec<Event>) {
        self.round += 1;
        self.gems_left = self.gems_left.saturating_sub(1);
        let first = self.slots[0].seat.tag();
        events.push(Event::public(if self.gems_left == 0 {
            format!(
                "**Round {}** — {first} removes the last time gem: this is the final round.",
                self.round
            )
        } else {
            format!(
                "**Round {}** — {first} removes a time gem; {} left.",
                self.round, self.gems_left
            )
        }));
        self.phase = Phase::Turn {
            slot: 0,
            ap: self.ap_max,
            pending: None,
        };
        self.forecast_storm(0, rng, events);
        events.push(self.turn_event(0));
    }

    /// Storm Mode: a storm gathers over two cards for the end of `slot`'s turn.
    fn forecast_storm(&mut self, slot: usize, rng: &mut GameRng, events: &mut Vec<Event>) {
        if !self.config.storm {
            return;
        }
        // The storm seeks out order: one of its cards is an island already home, when
        // there is one, so a storm is always worth answering.
        let home: Vec<Cell> = Cell::all()
            .filter(|c| Standing::of(&self.objective, self.island(*c), *c) == Standing::InPlace)
            .collect();
        let first = match rng.choose(&home) {
            Some(c) => *c,
            None => Cell::from_index(rng.below(CELLS as u32) as usize).expect("a cell"),
        };
        let others: Vec<Cell> = Cell::all().filter(|c| *c != first).collect();
        let second = *rng.choose(&others).expect("24 other cells");
        let (a, b) = if first < second {
            (first, second)
        } else {
            (second, first)
        };
        self.storm = Some([a, b]);
        let whose = self.slots[slot].spirit.map_or("this", Spirit::name);
        events.push(Event::public(format!(
            "⚡ A storm gathers over **{a}** and **{b}**: at the end of {whose}'s turn it swaps them, unless a spirit stands on one of them or a magic gem calms it."
        )));
    }

    fn turn_event(&self, slot: usize) -> Event {
        let s = &self.slots[slot];
        Event::public(format!(
            "It's {}'s turn with {}: {} action points.",
            s.seat.tag(),
            s.spirit.map_or("their spirit", Spirit::name),
            self.ap_max
        ))
    }

    fn end_turn(&mut self, slot: usize, rng: &mut GameRng, events: &mut Vec<Event>) {
        self.storm_strikes(events);
        let next = slot + 1;
        if next < self.slots.len() {
            self.phase = Phase::Turn {
                slot: next as u8,
                ap: self.ap_max,
                pending: None,
            };
            self.forecast_storm(next, rng, events);
            events.push(self.turn_event(next));
            return;
        }
        if self.gems_left == 0 {
            self.phase = Phase::Over;
            let score = self.score();
            events.push(Event::public(format!(
                "The last round is over. {}",
                result_line(&score)
            )));
            return;
        }
        self.start_round(rng, events);
    }

    fn storm_strikes(&mut self, events: &mut Vec<Event>) {
        let Some([a, b]) = self.storm.take() else {
            return;
        };
        let held = [a, b]
            .into_iter()
            .find_map(|c| self.occupant(c).map(|s| (c, s)));
        if let Some((cell, spirit)) = held {
            self.last = Some(Move::Storm { a, b, blew: false });
            events.push(Event::public(format!(
                "⚡ The storm howls over {a} and {b}, but {} holds {cell} down: nothing moves.",
                spirit.name()
            )));
            return;
        }
        let before = self.score().total;
        self.grid.swap(a.index(), b.index());
        self.last = Some(Move::Storm { a, b, blew: true });
        events.push(Event::public(format!(
            "⚡ The storm swaps **{a}** and **{b}**. Score {} → {}.",
            signed(before),
            signed(self.score().total)
        )));
    }

    // ----- checks: one place decides what is legal, with the reason -------------

    fn check_fly(&self, slot: usize, to: Place) -> Result<(), String> {
        let s = &self.slots[slot];
        let (Some(spirit), Some(from)) = (s.spirit, s.place) else {
            return Err("Choose your spirit and corner first.".into());
        };
        let name = spirit.name();
        match (from, to) {
            (Place::Edge(_), Place::Card(_)) => Err(
                "Austro never stands on a card: he flies around the edge of the grid, like `fly top C` or `fly left 3`.".into(),
            ),
            (Place::Card(_), Place::Edge(_)) => Err(format!(
                "Only Austro flies around the edge; {name} flies to cards, like `fly C3`."
            )),
            (Place::Edge(from), Place::Edge(to)) => {
                if from == to {
                    Err(format!("Austro is already at {to}."))
                } else {
                    Ok(())
                }
            }
            (Place::Card(from), Place::Card(to)) => {
                if from == to {
                    return Err(format!("{name} is already on {to}."));
                }
                if let Some(other) = self.occupant(to) {
                    return Err(format!(
                        "{name} can't land on {to}: {} is standing there.",
                        other.name()
                    ));
                }
                spirit.can_fly(from, to, self.island(from), self.island(to))?;
                if let Some((cell, other)) = self.spirit_between(from, to) {
                    return Err(format!(
                        "{name} can't fly from {from} to {to}: {} stands on {cell} in the way, and nothing flies over a spirit.",
                        other.name()
                    ));
                }
                Ok(())
            }
        }
    }

    /// The first spirit standing on a card the straight line `a`–`b` passes over.
    fn spirit_between(&self, a: Cell, b: Cell) -> Option<(Cell, Spirit)> {
        cells_between(a, b)
            .into_iter()
            .find_map(|c| self.occupant(c).map(|s| (c, s)))
    }

    fn check_swap(&self, slot: usize, a: Cell, b: Cell, stay: Option<Cell>) -> Result<(), String> {
        let s = &self.slots[slot];
        let (Some(spirit), Some(here)) = (s.spirit, s.place) else {
            return Err("Choose your spirit and corner first.".into());
        };
        let name = spirit.name();
        if a == b {
            return Err("Pick two different cards to swap.".into());
        }
        if spirit == Spirit::Skyron {
            let here = here.card().expect("Skyron stands on a card");
            if a != here && b != here {
                return Err(format!(
                    "Skyron swaps the card he stands on ({here}) with another one, like `swap {here} {b} stay {b}`."
                ));
            }
            let other = if a == here { b } else { a };
            match stay {
                Some(s) if s == a || s == b => {}
                _ => {
                    return Err(format!(
                        "Say where Skyron ends up: `swap {here} {other} stay {other}` to ride along with his card, or `swap {here} {other} stay {here}` to stay where he is."
                    ))
                }
            }
        } else if stay.is_some() {
            return Err("Only Skyron chooses where to stay after a swap.".into());
        }
        for card in [a, b] {
            match self.occupant(card) {
                Some(who) if who == spirit && spirit != Spirit::Skyron => {
                    return Err(format!(
                        "{name} stands on {card}, so {name} can't blow it away."
                    ))
                }
                Some(who) if who != spirit => {
                    return Err(format!(
                        "{card} can't be moved: {} is standing on it.",
                        who.name()
                    ))
                }
                _ => {}
            }
        }
        match here {
            Place::Card(here) => {
                spirit.can_blow(here, self.island(here), a, b, |c| self.island(c))?
            }
            Place::Edge(edge) => {
                let line = edge.line();
                if let Some(outside) = [a, b].into_iter().find(|c| !line.contains(c)) {
                    return Err(format!(
                        "Austro blows cards in the {} he faces from {edge}; {outside} is not in it.",
                        edge.line_name()
                    ));
                }
                if self.config.austro == AustroReach::Neighbours && !a.orthogonal_to(b) {
                    return Err(format!(
                        "In this game Austro only swaps neighbouring cards; {a} and {b} are not next to each other."
                    ));
                }
            }
        }
        if let Some((cell, other)) = self.spirit_between(a, b) {
            return Err(format!(
                "{a} and {b} can't swap: the cards would fly over {} on {cell}. Go around!",
                other.name()
            ));
        }
        Ok(())
    }

    /// Every legal swap with `a` as its first card. Skyron's come in pairs: riding
    /// along with its card first, then staying where it is.
    fn partners(&self, slot: usize, a: Cell) -> Vec<Action> {
        let s = &self.slots[slot];
        let skyron_on = match (s.spirit, s.place) {
            (Some(Spirit::Skyron), Some(Place::Card(here))) => Some(here),
            _ => None,
        };
        let mut out = Vec::new();
        for b in Cell::all() {
            let stays = match skyron_on {
                Some(here) if a == here || b == here => {
                    let other = if a == here { b } else { a };
                    vec![Some(other), Some(here)]
                }
                Some(_) => continue,
                None => vec![None],
            };
            for stay in stays {
                if self.check_swap(slot, a, b, stay).is_ok() {
                    out.push(Action::Swap { a, b, stay });
                }
            }
        }
        out
    }

    /// Cards that naturally start a blow for this spirit (the buttons before a swap).
    fn blow_starts(&self, slot: usize) -> Vec<Cell> {
        let s = &self.slots[slot];
        let (Some(spirit), Some(Place::Card(here))) = (s.spirit, s.place) else {
            return Vec::new();
        };
        Cell::all()
            .filter(|c| spirit.starts_blow(here, self.island(here), *c, self.island(*c)))
            .filter(|c| !self.partners(slot, *c).is_empty())
            .collect()
    }

    /// Every legal swap, each pair once.
    fn all_swaps(&self, slot: usize) -> Vec<Action> {
        let s = &self.slots[slot];
        match (s.spirit, s.place) {
            (Some(Spirit::Skyron), Some(Place::Card(here))) => self.partners(slot, here),
            (Some(_), Some(_)) => {
                let mut out = Vec::new();
                for a in Cell::all() {
                    for b in Cell::all().filter(|b| a < *b) {
                        if self.check_swap(slot, a, b, None).is_ok() {
                            out.push(self.oriented(slot, a, b));
                        }
                    }
                }
                out
            }
            _ => Vec::new(),
        }
    }

    /// A swap written with the card that gives the spirit its reach first.
    fn oriented(&self, slot: usize, a: Cell, b: Cell) -> Action {
        let s = &self.slots[slot];
        let natural = |c: Cell| match (s.spirit, s.place) {
            (Some(spirit), Some(Place::Card(here))) => {
                spirit.starts_blow(here, self.island(here), c, self.island(c))
            }
            _ => true,
        };
        if natural(a) || !natural(b) {
            Action::Swap { a, b, stay: None }
        } else {
            Action::Swap {
                a: b,
                b: a,
                stay: None,
            }
        }
    }

    fn flights(&self, slot: usize) -> Vec<Place> {
        let candidates: Vec<Place> = match self.slots[slot].place {
            Some(Place::Edge(_)) => Edge::all().map(Place::Edge).collect(),
            Some(Place::Card(_)) => Cell::all().map(Place::Card).collect(),
            None => Vec::new(),
        };
        candidates
            .into_iter()
            .filter(|p| self.check_fly(slot, *p).is_ok())
            .collect()
    }

    fn calm_check(&self, slot: usize) -> Result<(), String> {
        if !self.config.storm {
            return Err("There is no storm in this game (it's played without Storm Mode).".into());
        }
        if self.storm.is_none() {
            return Err("No storm is gathering right now.".into());
        }
        if self.slots[slot].magic == 0 {
            return Err(format!(
                "{} has no magic gem left to calm the storm.",
                self.slots[slot].spirit.map_or("Your spirit", Spirit::name)
            ));
        }
        Ok(())
    }

    // ----- applying -------------------------------------------------------------

    fn apply_turn(
        &mut self,
        slot: usize,
        ap: u8,
        pending: Option<Cell>,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        let spirit = self.slots[slot]
            .spirit
            .expect("spirits are chosen in setup");
        let name = spirit.name();
        let spend = |ap: u8| -> Result<u8, ActionError> {
            ap.checked_sub(1)
                .ok_or_else(|| illegal(format!("{name} has no action points left.")))
        };
        match action {
            Action::Choose { .. } | Action::Corner { .. } => {
                return Err(illegal(
                    "Spirits and corners are chosen at the start of the game.",
                ))
            }
            Action::Fly { to } => {
                let left = spend(ap)?;
                self.check_fly(slot, *to).map_err(illegal)?;
                let from = self.slots[slot].place.expect("placed in setup");
                self.slots[slot].place = Some(*to);
                self.last = Some(Move::Fly {
                    spirit,
                    from,
                    to: *to,
                });
                events.push(Event::public(match to {
                    Place::Card(cell) => format!(
                        "{} flies {from} → **{cell}** ({}).",
                        self.who(slot),
                        self.island(*cell)
                    ),
                    Place::Edge(edge) => format!(
                        "{} flies to **{edge}**, facing {}.",
                        self.who(slot),
                        edge.line_name()
                    ),
                }));
                self.after_action(slot, left, rng, &mut events);
            }
            Action::Blow { card } => {
                spend(ap)?;
                if self.partners(slot, *card).is_empty() {
                    let reason = match self.occupant(*card) {
                        Some(who) if who == spirit && spirit != Spirit::Skyron => {
                            format!("{name} stands on {card}, so {name} can't blow it away.")
                        }
                        Some(who) if who != spirit => {
                            format!("{card} can't be moved: {} is standing on it.", who.name())
                        }
                        _ => format!("{name} can't swap {card} with any card right now."),
                    };
                    return Err(illegal(reason));
                }
                self.phase = Phase::Turn {
                    slot: slot as u8,
                    ap,
                    pending: Some(*card),
                };
                events.push(Event::public(format!(
                    "{} takes a deep breath over **{card}** ({}): pick the card to swap it with.",
                    self.who(slot),
                    self.island(*card)
                )));
            }
            Action::Swap { a, b, stay } => {
                let left = spend(ap)?;
                self.check_swap(slot, *a, *b, *stay).map_err(illegal)?;
                let before = self.score().total;
                self.grid.swap(a.index(), b.index());
                if let Some(stay) = stay {
                    self.slots[slot].place = Some(Place::Card(*stay));
                }
                self.last = Some(Move::Swap {
                    spirit,
                    a: *a,
                    b: *b,
                });
                let mut text = format!(
                    "{} blows **{a}** ⇄ **{b}**. Score {} → {}.",
                    self.who(slot),
                    signed(before),
                    signed(self.score().total)
                );
                let home: Vec<String> = [a, b]
                    .into_iter()
                    .filter(|c| {
                        Standing::of(&self.objective, self.island(**c), **c) == Standing::InPlace
                    })
                    .map(|c| format!("{} on {c}", self.island(*c)))
                    .collect();
                if !home.is_empty() {
                    text.push_str(&format!(" Home ✓: {}.", home.join(", ")));
                }
                if spirit == Spirit::Skyron {
                    if let Some(stay) = stay {
                        text.push_str(&format!(" Skyron ends on {stay}."));
                    }
                }
                events.push(Event::public(text));
                self.after_action(slot, left, rng, &mut events);
            }
            Action::Cancel => {
                let Some(card) = pending else {
                    return Err(illegal("There's no blow to cancel."));
                };
                self.phase = Phase::Turn {
                    slot: slot as u8,
                    ap,
                    pending: None,
                };
                events.push(Event::public(format!("{} lets {card} be.", self.who(slot))));
            }
            Action::Calm => {
                self.calm_check(slot).map_err(illegal)?;
                self.slots[slot].magic -= 1;
                self.storm = None;
                events.push(Event::public(format!(
                    "{} spends a magic gem and the storm calms down.",
                    self.who(slot)
                )));
            }
            Action::End => {
                events.push(Event::public(if ap == 0 {
                    format!("{} ends the turn.", self.who(slot))
                } else {
                    format!(
                        "{} ends the turn with {ap} action point{} unused.",
                        self.who(slot),
                        if ap == 1 { "" } else { "s" }
                    )
                }));
                self.end_turn(slot, rng, &mut events);
            }
        }
        Ok(events)
    }

    /// After a flight or a swap: the turn goes on, or ends when the points are spent.
    fn after_action(&mut self, slot: usize, left: u8, rng: &mut GameRng, events: &mut Vec<Event>) {
        self.phase = Phase::Turn {
            slot: slot as u8,
            ap: left,
            pending: None,
        };
        if left == 0 {
            events.push(Event::public(format!(
                "{} has spent every action point.",
                self.who(slot)
            )));
            self.end_turn(slot, rng, events);
        }
    }

    fn apply_setup(
        &mut self,
        slot: usize,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        match (self.slots[slot].spirit, action) {
            (None, Action::Choose { spirit }) => {
                if let Some(seat) = self.taken(*spirit) {
                    return Err(illegal(format!(
                        "{} is already flying for {}; choose another spirit.",
                        spirit.name(),
                        seat.tag()
                    )));
                }
                self.choose(slot, *spirit, rng, &mut events);
            }
            (Some(spirit), Action::Choose { .. }) => {
                return Err(illegal(format!(
                    "You've chosen {}; now pick its starting corner.",
                    spirit.name()
                )))
            }
            (None, _) => {
                return Err(illegal(
                    "First choose your wind spirit (Borea, Jugo, Etesia, Skyron or Austro).",
                ))
            }
            (Some(spirit), Action::Corner { corner }) => {
                let allowed = self.allowed_corners(slot);
                if !allowed.contains(corner) {
                    let list: Vec<String> = allowed.iter().map(ToString::to_string).collect();
                    let why = if self.slots.len() == 2 {
                        "with two spirits the corners are diagonally opposite".to_string()
                    } else {
                        let who = self
                            .occupant(corner.cell())
                            .map_or("another spirit", Spirit::name);
                        format!("{who} already starts there")
                    };
                    return Err(illegal(format!(
                        "{} can't start on {corner}: {why}. Free: {}.",
                        spirit.name(),
                        list.join(", ")
                    )));
                }
                self.place_at(slot, *corner, rng, &mut events);
            }
            (Some(spirit), _) => {
                return Err(illegal(format!(
                    "Pick a starting corner for {} first.",
                    spirit.name()
                )))
            }
        }
        Ok(events)
    }

    fn targets(&self) -> Vec<Place> {
        match self.phase {
            Phase::Setup { slot } => {
                let slot = usize::from(slot);
                let on_cards = self.slots[slot].spirit.is_some_and(Spirit::on_cards);
                self.allowed_corners(slot)
                    .into_iter()
                    .map(|c| {
                        if on_cards {
                            Place::Card(c.cell())
                        } else {
                            Place::Edge(c.edge())
                        }
                    })
                    .collect()
            }
            Phase::Turn {
                slot,
                pending: Some(a),
                ..
            } => {
                let mut cells: Vec<Place> = self
                    .partners(usize::from(slot), a)
                    .into_iter()
                    .filter_map(|act| match act {
                        Action::Swap { a: x, b, .. } => {
                            Some(Place::Card(if x == a { b } else { x }))
                        }
                        _ => None,
                    })
                    .collect();
                cells.dedup();
                cells
            }
            Phase::Turn { slot, .. } => self.flights(usize::from(slot)),
            Phase::Over => Vec::new(),
        }
    }
}

/// The corner a starting place belongs to.
fn corner_of(place: Place) -> Option<Corner> {
    match place {
        Place::Card(cell) => cell.corner(),
        Place::Edge(edge) => Corner::ALL.into_iter().find(|c| c.edge() == edge),
    }
}

fn describe_place(place: Place) -> String {
    match place {
        Place::Card(cell) => cell.to_string(),
        Place::Edge(edge) => format!("{edge}, facing {}", edge.line_name()),
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
fn result_line(score: &Score) -> String {
    let verdict = match score.total {
        t if score.in_place as usize == CELLS && t >= 25 => {
            "A perfect Zefiria: every island is home!"
        }
        t if t >= 20 => "Masterful winds.",
        t if t >= 10 => "Fine winds.",
        t if t >= 0 => "A fair breeze.",
        _ => "Lost in the wind — try again!",
    };
    let mut parts = vec![
        format!("{} in place (+{})", score.in_place, score.in_place),
        format!(
            "{} on their colour's row (−{})",
            score.right_row, score.right_row
        ),
        format!("{} astray (−{})", score.astray, 2 * u32::from(score.astray)),
    ];
    if score.magic > 0 {
        parts.push(format!(
            "{} magic gem{} (+{})",
            score.magic,
            if score.magic == 1 { "" } else { "s" },
            score.magic
        ));
    }
    format!(
        "Final score **{}**: {}. {verdict}",
        signed(score.total),
        parts.join(", ")
    )
}

impl Game for Zefiria {
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

    fn prompt(&self, seat: Seat) -> String {
        if self.current_seat() != Some(seat) {
            return String::new();
        }
        let tag = seat.tag();
        match self.phase {
            Phase::Setup { slot } => {
                let slot = usize::from(slot);
                let nth = if self.slots.iter().filter(|s| s.seat == seat).count() > 1 {
                    let n = self.slots[..=slot]
                        .iter()
                        .filter(|s| s.seat == seat)
                        .count();
                    format!(
                        " (your spirit {n} of {})",
                        self.slots.iter().filter(|s| s.seat == seat).count()
                    )
                } else {
                    String::new()
                };
                match self.slots[slot].spirit {
                    None => format!("{tag}, choose a wind spirit{nth}."),
                    Some(spirit) => {
                        format!("{tag}, choose a starting corner for {}.", spirit.name())
                    }
                }
            }
            Phase::Turn { slot, ap, pending } => {
                let name = self.slots[usize::from(slot)]
                    .spirit
                    .map_or("your spirit", Spirit::name);
                match pending {
                    Some(card) => format!(
                        "{tag}, {name} is blowing {card}: pick the card to swap it with, or cancel."
                    ),
                    None => format!(
                        "{tag}, it's {name}'s turn: {ap} action point{} left.",
                        if ap == 1 { "" } else { "s" }
                    ),
                }
            }
            Phase::Over => String::new(),
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
        // Co-operative, but one spirit flies at a time: only its player acts (the host
        // has no power over another player's spirit).
        let Some(seat) = self.current_seat() else {
            return Err(ActionError::GameOver);
        };
        if actor.seat != seat {
            return Err(ActionError::NotYourTurn);
        }
        // Work on a copy so a refusal leaves the game exactly as it was.
        let mut next = self.clone();
        let events = match next.phase.clone() {
            Phase::Setup { slot } => next.apply_setup(usize::from(slot), action, rng)?,
            Phase::Turn { slot, ap, pending } => {
                next.apply_turn(usize::from(slot), ap, pending, action, rng)?
            }
            Phase::Over => return Err(ActionError::GameOver),
        };
        *self = next;
        Ok(events)
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
}

#[cfg(test)]
mod tests;

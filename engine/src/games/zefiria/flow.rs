//! How the game moves on: setup choices, turns, rounds, the storm, and applying an
//! action once the checks in `rules.rs` have passed.

use crate::game::{ActionError, Event};
use crate::rng::GameRng;

use super::board::{Cell, Corner, Place, Standing, CELLS};
use super::spirit::Spirit;
use super::{illegal, result_line, signed, Action, Move, Phase, Zefiria};

impl Zefiria {
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
    pub(super) fn next_setup(&mut self, slot: usize, rng: &mut GameRng, events: &mut Vec<Event>) {
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

    pub(super) fn apply_turn(
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
                return Err(illegal(format!(
                    "You already fly {name}: spirits and corners are chosen only at the start of the game."
                )))
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
                    return Err(illegal(self.no_partner(slot, *card)));
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
                    return Err(illegal(
                        "There's no blow to cancel: you aren't holding a card (`blow B2` holds one).",
                    ));
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
            // Handled before the turn's own moves (it is the host's, not the player's).
            Action::Skip => return self.skip(rng),
        }
        Ok(events)
    }

    /// The host's `/turn skip`: the current spirit's turn passes unplayed (a held card
    /// is let be); in setup, the host's choice is the first free spirit or corner.
    pub(super) fn skip(&mut self, rng: &mut GameRng) -> Result<Vec<Event>, ActionError> {
        let mut events = Vec::new();
        match self.phase {
            Phase::Setup { slot } => {
                let slot = usize::from(slot);
                let who = self.slots[slot].seat.tag();
                match self.slots[slot].spirit {
                    None => {
                        let Some(spirit) =
                            Spirit::ALL.into_iter().find(|s| self.taken(*s).is_none())
                        else {
                            return Err(illegal("Every spirit is taken."));
                        };
                        events.push(Event::public(format!(
                            "The host chooses for {who}, who is away."
                        )));
                        self.choose(slot, spirit, rng, &mut events);
                    }
                    Some(_) => {
                        let Some(corner) = self.allowed_corners(slot).first().copied() else {
                            return Err(illegal("No corner is free."));
                        };
                        events.push(Event::public(format!(
                            "The host chooses a corner for {who}, who is away."
                        )));
                        self.place_at(slot, corner, rng, &mut events);
                    }
                }
            }
            Phase::Turn { slot, .. } => {
                let slot = usize::from(slot);
                let spirit = self.slots[slot].spirit.map_or("their spirit", Spirit::name);
                events.push(Event::public(format!(
                    "The host skips {}'s turn with {spirit}.",
                    self.slots[slot].seat.tag()
                )));
                self.end_turn(slot, rng, &mut events);
            }
            Phase::Over => return Err(ActionError::GameOver),
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

    pub(super) fn apply_setup(
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
                let free: Vec<&str> = Spirit::ALL
                    .into_iter()
                    .filter(|s| self.taken(*s).is_none())
                    .map(Spirit::name)
                    .collect();
                return Err(illegal(format!(
                    "First choose your wind spirit: the game starts once every spirit has a corner. Free: {}.",
                    free.join(", ")
                )));
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
                let free: Vec<String> = self
                    .allowed_corners(slot)
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                return Err(illegal(format!(
                    "Pick a starting corner for {} first: the game starts once every spirit has one. Free: {}.",
                    spirit.name(),
                    free.join(", ")
                )));
            }
        }
        Ok(events)
    }
}

fn describe_place(place: Place) -> String {
    match place {
        Place::Card(cell) => cell.to_string(),
        Place::Edge(edge) => format!("{edge}, facing {}", edge.line_name()),
    }
}

//! How the game moves on: setup choices, turns, rounds, the storm, and applying an
//! action once the checks in `rules.rs` have passed.

use crate::game::{ActionError, Event};
use crate::i18n::Msg;
use crate::msg;
use crate::rng::GameRng;

use super::board::{Cell, Corner, Place, Standing, CELLS};
use super::spirit::Spirit;
use super::{illegal, result_line, signed, Action, Move, Phase, Zefiria};

impl Zefiria {
    fn choose(&mut self, slot: usize, spirit: Spirit, rng: &mut GameRng, events: &mut Vec<Event>) {
        self.slots[slot].spirit = Some(spirit);
        events.push(Event::public(msg!(
            "zefiria-chooses",
            seat = self.slots[slot].seat.tag(),
            spirit = spirit.msg(),
            powers = spirit.powers_msg()
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
        events.push(Event::public(msg!(
            "zefiria-starts-at",
            who = self.who(slot),
            place = describe_place(place)
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
            msg!("zefiria-round-last", round = self.round, seat = first)
        } else {
            msg!(
                "zefiria-round",
                round = self.round,
                seat = first,
                left = self.gems_left
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
        let (a, b) = (a.to_string(), b.to_string());
        events.push(Event::public(match self.slots[slot].spirit {
            Some(spirit) => msg!("zefiria-storm-gathers", a = a, b = b, spirit = spirit.msg()),
            None => msg!("zefiria-storm-gathers-this", a = a, b = b),
        }));
    }

    fn turn_event(&self, slot: usize) -> Event {
        let s = &self.slots[slot];
        Event::public(msg!(
            "zefiria-turn",
            seat = s.seat.tag(),
            spirit = spirit_or_theirs(s.spirit),
            ap = self.ap_max
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
            events.push(Event::public(msg!(
                "zefiria-last-round-over",
                result = result_line(&score)
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
            events.push(Event::public(msg!(
                "zefiria-storm-held",
                a = a.to_string(),
                b = b.to_string(),
                spirit = spirit.msg(),
                cell = cell.to_string()
            )));
            return;
        }
        let before = self.score().total;
        self.grid.swap(a.index(), b.index());
        self.last = Some(Move::Storm { a, b, blew: true });
        events.push(Event::public(msg!(
            "zefiria-storm-swaps",
            a = a.to_string(),
            b = b.to_string(),
            before = signed(before),
            after = signed(self.score().total)
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
        let spend = |ap: u8| -> Result<u8, ActionError> {
            ap.checked_sub(1)
                .ok_or_else(|| illegal(msg!("zefiria-no-ap-left", spirit = spirit.msg())))
        };
        match action {
            Action::Choose { .. } | Action::Corner { .. } => {
                return Err(illegal(msg!("zefiria-already-fly", spirit = spirit.msg())))
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
                    Place::Card(cell) => msg!(
                        "zefiria-flies",
                        who = self.who(slot),
                        from = from.arg(),
                        cell = cell.to_string(),
                        island = self.island(*cell).msg()
                    ),
                    Place::Edge(edge) => msg!(
                        "zefiria-flies-edge",
                        who = self.who(slot),
                        place = edge.msg(),
                        line = edge.line_msg()
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
                events.push(Event::public(msg!(
                    "zefiria-deep-breath",
                    who = self.who(slot),
                    card = card.to_string(),
                    island = self.island(*card).msg()
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
                let home: Vec<Msg> = [a, b]
                    .into_iter()
                    .filter(|c| {
                        Standing::of(&self.objective, self.island(**c), **c) == Standing::InPlace
                    })
                    .map(|c| {
                        msg!(
                            "zefiria-home-item",
                            island = self.island(*c).msg(),
                            cell = c.to_string()
                        )
                    })
                    .collect();
                let home: Msg = match <[Msg; 2]>::try_from(home) {
                    Ok([first, second]) => msg!("zefiria-home-two", first = first, second = second),
                    Err(mut one) => match one.pop() {
                        Some(only) => msg!("zefiria-home-one", first = only),
                        None => Msg::raw(""),
                    },
                };
                let ride = match (spirit, stay) {
                    (Spirit::Skyron, Some(stay)) => {
                        msg!("zefiria-skyron-ends-on", cell = stay.to_string())
                    }
                    _ => Msg::raw(""),
                };
                events.push(Event::public(msg!(
                    "zefiria-blows",
                    who = self.who(slot),
                    a = a.to_string(),
                    b = b.to_string(),
                    before = signed(before),
                    after = signed(self.score().total),
                    home = home,
                    ride = ride
                )));
                self.after_action(slot, left, rng, &mut events);
            }
            Action::Cancel => {
                let Some(card) = pending else {
                    return Err(illegal(msg!("zefiria-nothing-to-cancel")));
                };
                self.phase = Phase::Turn {
                    slot: slot as u8,
                    ap,
                    pending: None,
                };
                events.push(Event::public(msg!(
                    "zefiria-lets-be",
                    who = self.who(slot),
                    card = card.to_string()
                )));
            }
            Action::Calm => {
                self.calm_check(slot).map_err(illegal)?;
                self.slots[slot].magic -= 1;
                self.storm = None;
                events.push(Event::public(msg!("zefiria-calms", who = self.who(slot))));
            }
            Action::End => {
                events.push(Event::public(if ap == 0 {
                    msg!("zefiria-ends-turn", who = self.who(slot))
                } else {
                    msg!("zefiria-ends-turn-unused", who = self.who(slot), ap = ap)
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
                            return Err(illegal(msg!("zefiria-every-spirit-taken")));
                        };
                        events.push(Event::public(msg!("zefiria-host-chooses", seat = who)));
                        self.choose(slot, spirit, rng, &mut events);
                    }
                    Some(_) => {
                        let Some(corner) = self.allowed_corners(slot).first().copied() else {
                            return Err(illegal(msg!("zefiria-no-corner-free")));
                        };
                        events.push(Event::public(msg!(
                            "zefiria-host-chooses-corner",
                            seat = who
                        )));
                        self.place_at(slot, corner, rng, &mut events);
                    }
                }
            }
            Phase::Turn { slot, .. } => {
                let slot = usize::from(slot);
                events.push(Event::public(msg!(
                    "zefiria-host-skips",
                    seat = self.slots[slot].seat.tag(),
                    spirit = spirit_or_theirs(self.slots[slot].spirit)
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
            events.push(Event::public(msg!(
                "zefiria-spent-every-point",
                who = self.who(slot)
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
                    return Err(illegal(msg!(
                        "zefiria-spirit-taken",
                        spirit = spirit.msg(),
                        seat = seat.tag()
                    )));
                }
                self.choose(slot, *spirit, rng, &mut events);
            }
            (Some(spirit), Action::Choose { .. }) => {
                return Err(illegal(msg!(
                    "zefiria-now-pick-corner",
                    spirit = spirit.msg()
                )))
            }
            (None, _) => {
                let free: Vec<&str> = Spirit::ALL
                    .into_iter()
                    .filter(|s| self.taken(*s).is_none())
                    .map(Spirit::name)
                    .collect();
                return Err(illegal(msg!(
                    "zefiria-choose-spirit-first",
                    free = free.join(", ")
                )));
            }
            (Some(spirit), Action::Corner { corner }) => {
                let allowed = self.allowed_corners(slot);
                if !allowed.contains(corner) {
                    let list: Vec<String> = allowed.iter().map(ToString::to_string).collect();
                    let why = if self.slots.len() == 2 {
                        msg!("zefiria-corner-diagonal")
                    } else {
                        match self.occupant(corner.cell()) {
                            Some(who) => msg!("zefiria-corner-taken", spirit = who.msg()),
                            None => msg!("zefiria-corner-taken-another"),
                        }
                    };
                    return Err(illegal(msg!(
                        "zefiria-cannot-start",
                        spirit = spirit.msg(),
                        corner = corner.to_string(),
                        why = why,
                        free = list.join(", ")
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
                return Err(illegal(msg!(
                    "zefiria-pick-corner-first",
                    spirit = spirit.msg(),
                    free = free.join(", ")
                )));
            }
        }
        Ok(events)
    }
}

fn describe_place(place: Place) -> Msg {
    match place {
        Place::Card(cell) => msg!("zefiria-place-card", cell = cell.to_string()),
        Place::Edge(edge) => msg!(
            "zefiria-place-edge",
            place = edge.msg(),
            line = edge.line_msg()
        ),
    }
}

/// The spirit's name, or "their spirit" before one is chosen.
fn spirit_or_theirs(spirit: Option<Spirit>) -> Msg {
    spirit.map_or_else(|| msg!("zefiria-their-spirit"), Spirit::msg)
}

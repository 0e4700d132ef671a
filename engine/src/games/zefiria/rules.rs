//! What is legal, and why not: every check answers with the reason a player reads,
//! and the legal-action lists are the candidates that pass the same checks, so the
//! buttons and the refusals can never disagree.

use super::board::{cells_between, Cell, Corner, Edge, Place};
use super::spirit::Spirit;
use super::{Action, AustroReach, Phase, Zefiria};

impl Zefiria {
    /// Corners the slot may start in, given the spirits already placed.
    pub(super) fn allowed_corners(&self, slot: usize) -> Vec<Corner> {
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

    pub(super) fn check_fly(&self, slot: usize, to: Place) -> Result<(), String> {
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

    pub(super) fn check_swap(
        &self,
        slot: usize,
        a: Cell,
        b: Cell,
        stay: Option<Cell>,
    ) -> Result<(), String> {
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
    pub(super) fn partners(&self, slot: usize, a: Cell) -> Vec<Action> {
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
    pub(super) fn blow_starts(&self, slot: usize) -> Vec<Cell> {
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
    pub(super) fn all_swaps(&self, slot: usize) -> Vec<Action> {
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

    pub(super) fn flights(&self, slot: usize) -> Vec<Place> {
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

    /// Why `card` cannot start a blow (`blow C3`): nothing it could swap with.
    pub(super) fn no_partner(&self, slot: usize, card: Cell) -> String {
        let s = &self.slots[slot];
        let (Some(spirit), Some(place)) = (s.spirit, s.place) else {
            return "Choose your spirit and corner first.".into();
        };
        let name = spirit.name();
        match self.occupant(card) {
            Some(who) if who == spirit && spirit != Spirit::Skyron => {
                return format!("{name} stands on {card}, so {name} can't blow it away.")
            }
            Some(who) if who != spirit => {
                return format!("{card} can't be moved: {} is standing on it.", who.name())
            }
            _ => {}
        }
        let blocked =
            "is under a spirit or has a spirit in the way, and nothing flies over a spirit";
        let here = match place {
            Place::Edge(edge) => {
                let line = edge.line_name();
                return if !edge.line().contains(&card) {
                    format!("Austro blows cards in the {line} he faces from {edge}; {card} is not in it.")
                } else if self.config.austro == AustroReach::Neighbours {
                    format!("Austro swaps only neighbours here, and each card next to {card} in the {line} {blocked}.")
                } else {
                    format!("Every other card of the {line} {blocked}: {card} has no card to swap with.")
                };
            }
            Place::Card(here) => here,
        };
        let under = self.island(here);
        if spirit == Spirit::Skyron {
            if card == here {
                return format!("Every card Skyron could swap {here} with {blocked}.");
            }
            // His only partner for `card` is his own card.
            return self
                .check_swap(slot, here, card, Some(card))
                .err()
                .unwrap_or_else(|| format!("Skyron can't swap {here} with {card} right now."));
        }
        if spirit.starts_blow(here, under, card, self.island(card)) {
            return format!("Every card {card} could swap with {blocked}.");
        }
        match spirit {
            Spirit::Borea => format!(
                "{card} ({}) doesn't have Borea's icon ({}), so it can only swap with a {} card, and every {} card {blocked}.",
                self.island(card),
                under.icon.name(),
                under.icon.name(),
                under.icon.name()
            ),
            Spirit::Jugo => format!(
                "{card} ({}) isn't Jugo's colour ({}), so it can only swap with a {} card, and every {} card {blocked}.",
                self.island(card),
                under.colour.name(),
                under.colour.name(),
                under.colour.name()
            ),
            _ => format!(
                "{card} isn't beside {name}, so it can only swap with a card beside her (up, down, left or right of {here}), and each of those {blocked}."
            ),
        }
    }

    pub(super) fn calm_check(&self, slot: usize) -> Result<(), String> {
        if !self.config.storm {
            return Err("There is no storm in this game (it's played without Storm Mode).".into());
        }
        if self.storm.is_none() {
            return Err(
                "No storm is gathering: this turn's storm is calmed already, so there is nothing to spend a magic gem on."
                    .into(),
            );
        }
        if self.slots[slot].magic == 0 {
            return Err(format!(
                "{} has no magic gem left to calm the storm.",
                self.slots[slot].spirit.map_or("Your spirit", Spirit::name)
            ));
        }
        Ok(())
    }

    pub(super) fn targets(&self) -> Vec<Place> {
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
pub(super) fn corner_of(place: Place) -> Option<Corner> {
    match place {
        Place::Card(cell) => cell.corner(),
        Place::Edge(edge) => Corner::ALL.into_iter().find(|c| c.edge() == edge),
    }
}

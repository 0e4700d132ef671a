//! What is legal, and why not: every check answers with the reason a player reads,
//! and the legal-action lists are the candidates that pass the same checks, so the
//! buttons and the refusals can never disagree.

use super::board::{cells_between, Cell, Corner, Edge, Place};
use super::spirit::Spirit;
use super::{Action, AustroReach, Phase, Zefiria};
use crate::i18n::Msg;
use crate::msg;

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

    pub(super) fn check_fly(&self, slot: usize, to: Place) -> Result<(), Msg> {
        let s = &self.slots[slot];
        let (Some(spirit), Some(from)) = (s.spirit, s.place) else {
            return Err(msg!("zefiria-choose-first"));
        };
        let name = spirit.msg();
        match (from, to) {
            (Place::Edge(_), Place::Card(_)) => Err(msg!("zefiria-austro-flies-the-edge")),
            (Place::Card(_), Place::Edge(_)) => {
                Err(msg!("zefiria-only-austro-on-the-edge", spirit = name))
            }
            (Place::Edge(from), Place::Edge(to)) => {
                if from == to {
                    Err(msg!("zefiria-austro-already-at", place = to.msg()))
                } else {
                    Ok(())
                }
            }
            (Place::Card(from), Place::Card(to)) => {
                if from == to {
                    return Err(msg!(
                        "zefiria-already-on",
                        spirit = name,
                        card = to.to_string()
                    ));
                }
                if let Some(other) = self.occupant(to) {
                    return Err(msg!(
                        "zefiria-cannot-land",
                        spirit = name,
                        card = to.to_string(),
                        other = other.msg()
                    ));
                }
                spirit.can_fly(from, to, self.island(from), self.island(to))?;
                if let Some((cell, other)) = self.spirit_between(from, to) {
                    return Err(msg!(
                        "zefiria-flight-blocked",
                        spirit = name,
                        from = from.to_string(),
                        to = to.to_string(),
                        other = other.msg(),
                        cell = cell.to_string()
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
    ) -> Result<(), Msg> {
        let s = &self.slots[slot];
        let (Some(spirit), Some(here)) = (s.spirit, s.place) else {
            return Err(msg!("zefiria-choose-first"));
        };
        let name = spirit.msg();
        if a == b {
            return Err(msg!("zefiria-two-different-cards"));
        }
        if spirit == Spirit::Skyron {
            let here = here.card().expect("Skyron stands on a card");
            if a != here && b != here {
                return Err(msg!(
                    "zefiria-skyron-swaps-his-card",
                    here = here.to_string(),
                    b = b.to_string()
                ));
            }
            let other = if a == here { b } else { a };
            match stay {
                Some(s) if s == a || s == b => {}
                _ => {
                    return Err(msg!(
                        "zefiria-skyron-say-where",
                        here = here.to_string(),
                        other = other.to_string()
                    ))
                }
            }
        } else if stay.is_some() {
            return Err(msg!("zefiria-only-skyron-stays"));
        }
        for card in [a, b] {
            match self.occupant(card) {
                Some(who) if who == spirit && spirit != Spirit::Skyron => {
                    return Err(msg!(
                        "zefiria-stands-on-it",
                        spirit = name,
                        card = card.to_string()
                    ))
                }
                Some(who) if who != spirit => {
                    return Err(msg!(
                        "zefiria-card-held",
                        card = card.to_string(),
                        other = who.msg()
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
                    return Err(msg!(
                        "zefiria-austro-not-in-line",
                        line = edge.line_msg(),
                        place = edge.msg(),
                        card = outside.to_string()
                    ));
                }
                if self.config.austro == AustroReach::Neighbours && !a.orthogonal_to(b) {
                    return Err(msg!(
                        "zefiria-austro-neighbours-only",
                        a = a.to_string(),
                        b = b.to_string()
                    ));
                }
            }
        }
        if let Some((cell, other)) = self.spirit_between(a, b) {
            return Err(msg!(
                "zefiria-swap-blocked",
                a = a.to_string(),
                b = b.to_string(),
                other = other.msg(),
                cell = cell.to_string()
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
    pub(super) fn no_partner(&self, slot: usize, card: Cell) -> Msg {
        let s = &self.slots[slot];
        let (Some(spirit), Some(place)) = (s.spirit, s.place) else {
            return msg!("zefiria-choose-first");
        };
        let name = spirit.msg();
        let card_name = card.to_string();
        match self.occupant(card) {
            Some(who) if who == spirit && spirit != Spirit::Skyron => {
                return msg!("zefiria-stands-on-it", spirit = name, card = card_name)
            }
            Some(who) if who != spirit => {
                return msg!("zefiria-card-held", card = card_name, other = who.msg())
            }
            _ => {}
        }
        let here = match place {
            Place::Edge(edge) => {
                let line = edge.line_msg();
                return if !edge.line().contains(&card) {
                    msg!(
                        "zefiria-austro-not-in-line",
                        line = line,
                        place = edge.msg(),
                        card = card_name
                    )
                } else if self.config.austro == AustroReach::Neighbours {
                    msg!(
                        "zefiria-no-partner-austro-neighbours",
                        card = card_name,
                        line = line
                    )
                } else {
                    msg!(
                        "zefiria-no-partner-austro-line",
                        card = card_name,
                        line = line
                    )
                };
            }
            Place::Card(here) => here,
        };
        let under = self.island(here);
        if spirit == Spirit::Skyron {
            if card == here {
                return msg!("zefiria-no-partner-skyron-own", here = here.to_string());
            }
            // His only partner for `card` is his own card.
            return self
                .check_swap(slot, here, card, Some(card))
                .err()
                .unwrap_or_else(|| {
                    msg!(
                        "zefiria-no-partner-skyron-now",
                        here = here.to_string(),
                        card = card_name.clone()
                    )
                });
        }
        if spirit.starts_blow(here, under, card, self.island(card)) {
            return msg!("zefiria-no-partner", card = card_name);
        }
        match spirit {
            Spirit::Borea => msg!(
                "zefiria-no-partner-borea",
                card = card_name,
                island = self.island(card).msg(),
                icon = under.icon.msg()
            ),
            Spirit::Jugo => msg!(
                "zefiria-no-partner-jugo",
                card = card_name,
                island = self.island(card).msg(),
                colour = under.colour.msg()
            ),
            _ => msg!(
                "zefiria-no-partner-beside",
                card = card_name,
                spirit = name,
                here = here.to_string()
            ),
        }
    }

    pub(super) fn calm_check(&self, slot: usize) -> Result<(), Msg> {
        if !self.config.storm {
            return Err(msg!("zefiria-no-storm-mode"));
        }
        if self.storm.is_none() {
            return Err(msg!("zefiria-storm-calmed-already"));
        }
        if self.slots[slot].magic == 0 {
            return Err(match self.slots[slot].spirit {
                Some(spirit) => msg!("zefiria-no-magic-left", spirit = spirit.msg()),
                None => msg!("zefiria-no-magic-left-yours"),
            });
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

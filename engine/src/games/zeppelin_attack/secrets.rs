//! What each viewer must not learn (`Game::secrets`): every card in another player's
//! hand, deck, discard pile or under their Flagship. A card the last move showed in
//! passing (revealed, played in an attack) is on the table for that moment, and a name
//! of one of the viewer's own cards is no secret to them.

use std::collections::HashSet;

use crate::game::{Secrets, Viewer};
use crate::Seat;

use super::cards::CardId;
use super::ZeppelinAttack;

impl ZeppelinAttack {
    pub(super) fn hidden_from(&self, viewer: Viewer) -> Secrets {
        let zones = |seat: Seat| {
            let p = self.player(seat);
            p.hand
                .iter()
                .chain(&p.deck)
                .chain(&p.discard)
                .chain(&p.tucked)
                .copied()
                .collect::<Vec<CardId>>()
        };
        let view = super::view::build(self, viewer);
        let passing: HashSet<CardId> = view
            .shown
            .iter()
            .map(|s| s.card.id)
            .chain(view.attack.iter().flat_map(|a| {
                let blocked = match &a.result {
                    super::view::AttackResult::Blocked(card) => Some(card.id),
                    _ => None,
                };
                std::iter::once(a.card.id).chain(blocked)
            }))
            .collect();
        let own: HashSet<&str> = match viewer {
            Viewer::Seat(seat) if seat.index() < self.players.len() => zones(seat)
                .into_iter()
                .map(|id| id.def().name.as_str())
                .collect(),
            _ => HashSet::new(),
        };
        let mut secrets = Secrets::default();
        for seat in self.seats().filter(|s| viewer != Viewer::Seat(*s)) {
            for id in zones(seat) {
                if passing.contains(&id) {
                    continue;
                }
                secrets.ids.push(u64::from(id.0));
                let name = id.def().name.as_str();
                if !own.contains(name) {
                    secrets.names.push(name.to_string());
                }
            }
        }
        secrets.names.sort();
        secrets.names.dedup();
        secrets
    }
}

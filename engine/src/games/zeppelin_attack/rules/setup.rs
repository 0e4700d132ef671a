//! Dealing a new game.

use std::collections::HashSet;

use super::super::cards::{catalog, Deck, StartFate};
use super::*;

/// The Mercenary deck a card of `kind` is dealt into.
fn pile_of(kind: Kind) -> Option<usize> {
    match kind {
        Kind::AttackZeppelin => Some(0),
        Kind::OperationsZeppelin => Some(1),
        Kind::Attack => Some(2),
        Kind::Defense => Some(3),
        Kind::Operative => Some(4),
        _ => None,
    }
}

/// Deals a new game: random Start decks, flagships out, Experimental Zeppelins for
/// sale, two Fate cards into each deck, hands of 5, a random start player.
pub(crate) fn setup(config: Config, n: usize, rng: &mut GameRng) -> ZeppelinAttack {
    let cat = catalog();
    let set = config.cards;
    let mut masterminds = Mastermind::ALL.to_vec();
    rng.shuffle(&mut masterminds);
    masterminds.truncate(n);
    let start_fate = |which: StartFate| -> Vec<CardId> {
        cat.ids(set)
            .filter(|c| c.def().start == Some(which))
            .collect()
    };
    let (mut minors, mut majors) = (start_fate(StartFate::Minor), start_fate(StartFate::Major));
    let mut used_fate = HashSet::new();
    let mut players = Vec::with_capacity(n);
    let mut experimental = Vec::new();
    for &mastermind in &masterminds {
        let mut flagship = None;
        let mut deck = Vec::new();
        for id in cat.ids(set).filter(|c| c.def().deck == mastermind.deck()) {
            match id.def().kind {
                Kind::Flagship => flagship = Some(id),
                Kind::Experimental => experimental.push(id),
                _ => deck.push(id),
            }
        }
        for fate in [minors.remove(0), majors.remove(0)] {
            used_fate.insert(fate);
            deck.push(fate);
        }
        rng.shuffle(&mut deck);
        let mut hand = deck.split_off(deck.len() - HAND_SIZE);
        sort_cards(&mut hand);
        players.push(Player {
            mastermind,
            flagship: Ship::new(flagship.expect("every Start deck has a Flagship")),
            zeppelins: Vec::new(),
            hand,
            deck,
            discard: Vec::new(),
            tucked: Vec::new(),
            extra_points: 0,
            credit: 0,
            fresh: Vec::new(),
        });
    }
    let mut fate_deck: Vec<CardId> = cat
        .ids(set)
        .filter(|c| c.def().deck == Deck::Fate && !used_fate.contains(c))
        .collect();
    rng.shuffle(&mut fate_deck);
    let mut piles = vec![Vec::new(); PILE_NAMES.len()];
    for id in cat.ids(set).filter(|c| c.def().deck == Deck::Mercenary) {
        if let Some(i) = pile_of(id.def().kind) {
            piles[i].push(id);
        }
    }
    for pile in &mut piles {
        rng.shuffle(pile);
    }
    let start = Seat(rng.below(n as u32) as u8);
    ZeppelinAttack {
        config,
        players,
        piles,
        experimental,
        fate_deck,
        fate_discard: Vec::new(),
        start,
        current: start,
        turn: 1,
        phase: Phase::Action,
        pending: None,
        queue: Vec::new(),
        attack: None,
        shown: Vec::new(),
        end_triggered: false,
        finished: false,
    }
}

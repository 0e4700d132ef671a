//! Default answers (what a deadline does for a silent player) and the simple sensible
//! policy self-play uses.

use super::cards::{CardId, Kind};
use super::rules::{can_buy, can_play, legal};
use super::{Action, Pending, Phase, Pile, ZeppelinAttack, HAND_SIZE, PILE_NAMES};

/// How much a player would miss a card: Fate (currency) most, then zeppelins, then
/// Action cards by price; Start cards (price 0) least.
fn worth(card: CardId) -> u32 {
    let def = card.def();
    match def.kind {
        Kind::Fate => 100 + u32::from(def.value),
        k if k.is_zeppelin() => 50 + u32::from(def.cost) + u32::from(def.vp),
        _ => u32::from(def.cost) + 2 * u32::from(def.vp),
    }
}

/// The `k` cards of `hand` a player would miss least.
fn least_useful(hand: &[CardId], k: usize) -> Vec<CardId> {
    let mut ranked = hand.to_vec();
    ranked.sort_by_key(|c| (worth(*c), *c));
    ranked.truncate(k);
    ranked
}

/// The answer a deadline gives for the seat the game waits for (documented in the
/// README): no block, no purge, the least useful discards, the biggest deck for a
/// Battle point, and a plain end of turn.
pub(super) fn default_answer(g: &ZeppelinAttack) -> Option<Action> {
    let seat = g.waiting()?;
    let hand = &g.player(seat).hand;
    Some(match &g.pending {
        Some(Pending::Aim { .. }) => Action::Cancel,
        Some(Pending::Block { .. }) => Action::Take,
        Some(Pending::Discard { count, .. }) => Action::Discard {
            cards: least_useful(hand, usize::from(*count).min(hand.len())),
        },
        Some(Pending::KeepFate { options, .. }) => Action::Keep {
            card: *options.first()?,
        },
        Some(Pending::Spoils { .. }) => Action::Spoils {
            pile: biggest_pile(g)?,
        },
        Some(Pending::Purge { .. }) => Action::Purge { card: None },
        None => match g.phase {
            Phase::Action | Phase::Buy if hand.len() <= HAND_SIZE => Action::Pass,
            Phase::Action | Phase::Buy => Action::End,
            Phase::Cleanup if hand.len() > HAND_SIZE => Action::Discard {
                cards: least_useful(hand, hand.len() - HAND_SIZE),
            },
            Phase::Cleanup => Action::Done,
        },
    })
}

fn biggest_pile(g: &ZeppelinAttack) -> Option<u8> {
    (0..PILE_NAMES.len())
        .filter(|i| !g.piles[*i].is_empty())
        .max_by_key(|i| (g.piles[*i].len(), std::cmp::Reverse(*i)))
        .map(|i| i as u8)
}

/// A careful but simple player: launch everything, play what fits (operatives first),
/// attack rival zeppelins, always block, buy the most valuable card affordable, then
/// discard what it could not use (keeping Fate cards and one Defense card).
pub(super) fn suggest(g: &ZeppelinAttack) -> Option<Action> {
    let seat = g.waiting()?;
    let legal = legal(g);
    let p = g.player(seat);
    let choice = match &g.pending {
        Some(Pending::Aim { .. }) => legal
            .iter()
            .filter(|a| matches!(a, Action::Attack { .. }))
            .max_by_key(|a| match a {
                Action::Attack { target, ship, .. } => {
                    let rival = g.player(*target);
                    let zeppelin = rival.flagship.card != *ship;
                    let def = ship.def();
                    (
                        zeppelin,
                        u32::from(def.vp) + u32::from(def.cost),
                        rival.tucked.len(),
                    )
                }
                _ => (false, 0, 0),
            })
            .cloned(),
        Some(Pending::Block { ship, target, .. }) => {
            let flagship = g.player(*target).flagship.card == *ship;
            legal
                .iter()
                .filter_map(|a| match a {
                    Action::Block { card } => {
                        let keeps_ship = flagship || card.def().payload <= ship.def().capacity[1];
                        Some((keeps_ship, std::cmp::Reverse(worth(*card)), a))
                    }
                    _ => None,
                })
                .max_by_key(|(keep, worth, _)| (*keep, *worth))
                .map(|(_, _, a)| a.clone())
                .or(Some(Action::Take))
        }
        Some(Pending::Spoils { .. }) => (0..PILE_NAMES.len())
            .filter(|i| !g.piles[*i].is_empty())
            .max_by_key(|i| {
                let top = g.piles[*i].last().map_or(0, |c| worth(*c));
                (top, std::cmp::Reverse(g.piles[*i].len()))
            })
            .map(|i| Action::Spoils { pile: i as u8 }),
        Some(Pending::Purge { .. }) => {
            let owned = p.hand.len() + p.deck.len() + p.discard.len();
            let weakest = p
                .discard
                .iter()
                .chain(&p.hand)
                .copied()
                .filter(|c| c.def().kind.is_action() && c.def().cost == 0)
                .min_by_key(|c| (c.def().kind == Kind::Operative, *c));
            Some(Action::Purge {
                card: weakest.filter(|_| owned > 12),
            })
        }
        Some(_) => None,
        // Nothing left to do: end the turn and cycle what could not be used, rather
        // than keeping a dead hand (two players keeping theirs would stall the game).
        None => match g.phase {
            Phase::Action => launch(g)
                .or_else(|| play(g))
                .or_else(|| buy(g))
                .or(Some(Action::End)),
            Phase::Buy => buy(g).or(Some(Action::End)),
            Phase::Cleanup => cycle(g),
        },
    };
    choice.or_else(|| default_answer(g))
}

/// Discards at the end of a turn: every card but Fate cards (money for the next
/// purchase) and one Defense card (to block with), and what still overflows the hand.
fn cycle(g: &ZeppelinAttack) -> Option<Action> {
    let hand = &g.player(g.current).hand;
    let defense = hand
        .iter()
        .copied()
        .filter(|c| c.def().kind == Kind::Defense)
        .max_by_key(|c| (worth(*c), *c));
    let (kept, mut cards): (Vec<CardId>, Vec<CardId>) = hand
        .iter()
        .partition(|c| c.def().kind == Kind::Fate || Some(**c) == defense);
    if kept.len() > HAND_SIZE {
        cards.extend(least_useful(&kept, kept.len() - HAND_SIZE));
    }
    (!cards.is_empty()).then_some(Action::Discard { cards })
}

fn launch(g: &ZeppelinAttack) -> Option<Action> {
    g.player(g.current)
        .hand
        .iter()
        .find(|c| c.def().kind.is_zeppelin())
        .map(|card| Action::Launch { card: *card })
}

fn play(g: &ZeppelinAttack) -> Option<Action> {
    let seat = g.current;
    let p = g.player(seat);
    let defenses = p
        .hand
        .iter()
        .filter(|c| c.def().kind == Kind::Defense)
        .count();
    let mut cards: Vec<CardId> = p
        .hand
        .iter()
        .copied()
        .filter(|c| match c.def().kind {
            Kind::Operative | Kind::Attack => true,
            // Keep one Defense card in hand to block with.
            Kind::Defense => defenses > 1,
            _ => false,
        })
        .collect();
    cards.sort_by_key(|c| {
        (
            c.def().kind != Kind::Operative,
            c.def().kind != Kind::Attack,
        )
    });
    let ships: Vec<CardId> = std::iter::once(&p.flagship)
        .chain(&p.zeppelins)
        .map(|s| s.card)
        .collect();
    for card in cards {
        let def = card.def();
        let fitting = ships
            .iter()
            .filter(|ship| can_play(g, seat, card, **ship).is_ok())
            .filter(|ship| def.payload <= ship.def().capacity_for(def.kind))
            .min_by_key(|ship| ship.def().capacity_for(def.kind));
        if let Some(ship) = fitting {
            return Some(Action::Play { card, ship: *ship });
        }
        // Money is worth a zeppelin's trip back to the deck.
        if def.kind == Kind::Operative {
            if let Some(ship) = ships
                .iter()
                .find(|ship| can_play(g, seat, card, **ship).is_ok())
            {
                return Some(Action::Play { card, ship: *ship });
            }
        }
    }
    None
}

fn buy(g: &ZeppelinAttack) -> Option<Action> {
    let seat = g.current;
    (0..PILE_NAMES.len() as u8)
        .map(Pile::Mercenary)
        .chain(std::iter::once(Pile::Experimental))
        .filter(|pile| can_buy(g, seat, *pile).is_ok())
        .filter_map(|pile| g.price(pile, seat).map(|(card, _)| (pile, card)))
        .max_by_key(|(_, card)| {
            (
                u32::from(card.def().vp) * 2 + u32::from(card.def().cost),
                *card,
            )
        })
        .map(|(pile, _)| Action::Buy { pile })
}

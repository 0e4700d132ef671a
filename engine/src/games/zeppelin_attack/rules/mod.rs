//! The rules. [`apply`] hands each move to the function for its kind of move and then
//! resolves what it set off; the files here each hold one part of the rulebook:
//!
//! - `setup`: dealing a new game.
//! - `legal`: what may be done now, and the reasons a move is refused.
//! - `play`: launching Zeppelins and playing Action cards onto ships.
//! - `attack`: aiming an Attack card, and the target's answer (block or take the hit).
//! - `buy`: buying cards with Fate points.
//! - `cleanup`: ending the actions, discarding, drawing up and passing the turn on.
//! - `effects`: card effects and Flagship powers, and the queue they resolve through.
//! - `fate`: revealing and keeping Fate cards.
//! - `battle`: Battle points: spoils from the Mercenary decks, and purged cards.
//! - `scoring`: the end of the game, the final scores and the tie-breakers.

mod attack;
mod battle;
mod buy;
mod cleanup;
mod effects;
mod fate;
mod legal;
mod play;
mod scoring;
mod setup;

use std::collections::HashSet;

use super::*;
use legal::refusal;

pub(crate) use legal::{can_buy, can_play, legal, pointless, waiting_for};
pub(crate) use scoring::{outcome, scores, tie_break};
pub(crate) use setup::setup;

fn name(card: CardId) -> &'static str {
    card.def().name.as_str()
}

fn fate_label(card: CardId) -> String {
    format!("{} ({})", name(card), card.def().value)
}

fn n_cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

fn illegal<T>(why: impl Into<String>) -> Result<T, ActionError> {
    Err(ActionError::Illegal(why.into().into()))
}

fn remove(cards: &mut Vec<CardId>, card: CardId) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

/// One of each kind of card: identical copies are the same choice.
fn distinct(cards: impl IntoIterator<Item = CardId>) -> Vec<CardId> {
    let mut seen = HashSet::new();
    cards
        .into_iter()
        .filter(|c| seen.insert(&c.def().name))
        .collect()
}

/// Names `cards` to `seat` alone ("You drew: …").
fn private_names(ev: &mut Vec<Event>, seat: Seat, what: &str, cards: &[CardId]) {
    if !cards.is_empty() {
        let names: Vec<&str> = cards.iter().map(|c| name(*c)).collect();
        ev.push(Event::private(
            seat,
            format!("{what}: {}.", names.join(", ")),
        ));
    }
}

/// What one move does. The caller has checked that `seat` is the one the game waits
/// for; a refusal may leave the state half-changed, which [`crate::kind::Match`]
/// discards (it applies every move to a copy).
pub(crate) fn apply(
    g: &mut ZeppelinAttack,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Vec<Event>, ActionError> {
    let mut ev = Vec::new();
    g.shown.clear();
    match (g.pending.clone(), action) {
        (None, Action::Launch { card }) => play::launch(g, seat, *card, &mut ev)?,
        (None, Action::Play { card, ship }) => play::play(g, seat, *card, *ship, &mut ev)?,
        (Some(Pending::Aim { card, ship: from }), Action::Attack { kind, target, ship }) => {
            attack::declare(g, seat, card, from, *kind, *target, *ship, rng, &mut ev)?
        }
        (Some(Pending::Aim { card, ship }), Action::Cancel) => {
            attack::cancel(g, seat, card, ship, &mut ev)
        }
        (
            Some(Pending::Block {
                attacker,
                target,
                ship,
                kind,
                card: weapon,
                ..
            }),
            Action::Block { card },
        ) => attack::block(
            g, seat, attacker, target, ship, kind, weapon, *card, &mut ev,
        )?,
        (
            Some(Pending::Block {
                attacker,
                target,
                ship,
                kind,
                card: weapon,
                ..
            }),
            Action::Take,
        ) => attack::take(g, seat, attacker, target, ship, kind, weapon, &mut ev),
        (None, Action::Buy { pile }) => buy::buy(g, seat, *pile, &mut ev)?,
        (None, Action::End) => cleanup::end(g, seat, &mut ev)?,
        (None, Action::Pass) => cleanup::pass(g, seat, rng, &mut ev)?,
        (None, Action::Discard { cards }) => cleanup::discard(g, seat, cards, &mut ev)?,
        (None, Action::Done) => cleanup::done(g, seat, rng, &mut ev)?,
        (Some(Pending::Discard { count, .. }), Action::Discard { cards }) => {
            cleanup::discard_asked(g, seat, count, cards, &mut ev)?
        }
        (
            Some(Pending::KeepFate {
                options,
                to,
                triggers,
                ..
            }),
            Action::Keep { card },
        ) => fate::keep(g, seat, &options, to, triggers, *card, &mut ev)?,
        (Some(Pending::Spoils { .. }), Action::Spoils { pile }) => {
            battle::spoils(g, seat, *pile, &mut ev)?
        }
        (Some(Pending::Purge { .. }), Action::Purge { card }) => {
            battle::purge(g, seat, *card, &mut ev)?
        }
        (_, action) => return illegal(refusal(g, seat, action)),
    }
    effects::run(g, rng, &mut ev);
    scoring::check_end(g, &mut ev);
    Ok(ev)
}

/// Resolves the queue, for tests that set one up by hand.
#[cfg(test)]
pub(crate) fn tests_run(g: &mut ZeppelinAttack, rng: &mut GameRng, ev: &mut Vec<Event>) {
    effects::run(g, rng, ev);
}

//! The end of a turn: ending the actions, discarding (also the discards an effect asks
//! for), drawing up and passing the turn on.

use std::collections::HashSet;

use super::*;

const ACTIONS_ENDED: &str = "You've already ended your actions: discard what you don't want, then press Draw up & end turn (`done`).";

/// `end`: the actions are over; the player chooses what to discard.
pub(super) fn end(
    g: &mut ZeppelinAttack,
    seat: Seat,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if g.phase == Phase::Cleanup {
        return illegal(ACTIONS_ENDED);
    }
    cleanup(g, ev);
    ev.push(Event::public(format!(
        "{} ends their turn and chooses what to discard.",
        seat.tag()
    )));
    Ok(())
}

/// `pass`: the turn ends keeping the whole hand (at most 5 cards).
pub(super) fn pass(
    g: &mut ZeppelinAttack,
    seat: Seat,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if g.phase == Phase::Cleanup {
        return illegal(ACTIONS_ENDED);
    }
    let held = g.player(seat).hand.len();
    if held > HAND_SIZE {
        return illegal(format!(
            "You hold {held} cards, more than {HAND_SIZE}, so you can't keep them all: choose End turn, discard… (`end`) and discard {}.",
            n_cards(held - HAND_SIZE)
        ));
    }
    cleanup(g, ev);
    ev.push(Event::public(format!("{} ends their turn.", seat.tag())));
    end_turn(g, rng, ev);
    Ok(())
}

/// `discard` in the discard step: any cards from the hand.
pub(super) fn discard(
    g: &mut ZeppelinAttack,
    seat: Seat,
    cards: &[CardId],
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if g.phase != Phase::Cleanup {
        return illegal("You discard from your hand at the end of your turn: choose End turn, discard… (`end`) first, then `discard N…`.");
    }
    discard_from_hand(g, seat, cards, None, ev)
}

/// `discard` as an effect asks: exactly `count` cards (or the whole hand, if smaller).
pub(super) fn discard_asked(
    g: &mut ZeppelinAttack,
    seat: Seat,
    count: u8,
    cards: &[CardId],
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    let need = usize::from(count).min(g.player(seat).hand.len());
    discard_from_hand(g, seat, cards, Some(need), ev)?;
    g.pending = None;
    Ok(())
}

/// `done`: the discard step is over; the player draws up and the turn passes on.
pub(super) fn done(
    g: &mut ZeppelinAttack,
    seat: Seat,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if g.phase != Phase::Cleanup {
        return illegal("`done` finishes your discard step, and you haven't started it: choose End turn, discard… (`end`) first, or End turn (`pass`) to keep your hand.");
    }
    if g.player(seat).hand.len() > HAND_SIZE {
        return illegal(format!(
            "You hold {} cards: discard down to {HAND_SIZE} first.",
            g.player(seat).hand.len()
        ));
    }
    ev.push(Event::public(format!("{} ends their turn.", seat.tag())));
    end_turn(g, rng, ev);
    Ok(())
}

/// Moves `cards` from `seat`'s hand to their discard pile (`exactly` that many, when
/// an effect asks) and says so: how many to all, which to the player.
fn discard_from_hand(
    g: &mut ZeppelinAttack,
    seat: Seat,
    cards: &[CardId],
    exactly: Option<usize>,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if let Some(n) = exactly {
        if cards.len() != n {
            return illegal(format!(
                "The card's effect asks for exactly {}; you named {}.",
                n_cards(n),
                cards.len()
            ));
        }
    }
    if cards.is_empty() {
        return illegal("Say which card to discard.");
    }
    let unique: HashSet<_> = cards.iter().collect();
    if unique.len() != cards.len() {
        return illegal("Name each card to discard once.");
    }
    let p = g.player_mut(seat);
    if !cards.iter().all(|c| p.hand.contains(c)) {
        return illegal("You can only discard cards from your hand.");
    }
    for c in cards {
        remove(&mut p.hand, *c);
        p.discard.push(*c);
    }
    ev.push(Event::public(format!(
        "{} discards {}.",
        seat.tag(),
        n_cards(cards.len())
    )));
    private_names(ev, seat, "You discarded", cards);
    Ok(())
}

/// Clears the active player's ships: played cards to the discard pile, overloaded
/// zeppelins retreat with them.
fn cleanup(g: &mut ZeppelinAttack, ev: &mut Vec<Event>) {
    let seat = g.current;
    g.phase = Phase::Cleanup;
    let p = g.player_mut(seat);
    let mut to_discard = Vec::new();
    if let Some(card) = p.flagship.played.take() {
        to_discard.push(card);
    }
    let mut kept = Vec::new();
    let mut retreated = Vec::new();
    for mut ship in std::mem::take(&mut p.zeppelins) {
        match ship.played.take() {
            Some(card) => {
                to_discard.push(card);
                let def = card.def();
                if def.payload > ship.card.def().capacity_for(def.kind) {
                    retreated.push(ship.card);
                } else {
                    kept.push(ship);
                }
            }
            None => kept.push(ship),
        }
    }
    p.zeppelins = kept;
    p.discard.extend(to_discard);
    p.discard.extend(&retreated);
    for ship in retreated {
        ev.push(Event::public(format!(
            "{}'s {} retreats: it was overloaded.",
            seat.tag(),
            name(ship)
        )));
    }
}

/// Draws up to 5 and passes the turn on (or ends the game after the last turn).
fn end_turn(g: &mut ZeppelinAttack, rng: &mut GameRng, ev: &mut Vec<Event>) {
    let seat = g.current;
    // "New" marks what reached the hand since the end of your last turn (not since your
    // last move: a deadline's default answer is a move you never saw).
    g.player_mut(seat).fresh.clear();
    let missing = HAND_SIZE.saturating_sub(g.player(seat).hand.len());
    if missing > 0 {
        effects::draw(g, seat, missing as u8, None, rng, ev);
    }
    g.player_mut(seat).credit = 0;
    g.attack = None;
    if g.end_triggered && seat == g.last_seat() {
        g.finished = true;
        ev.push(Event::public("That was the last turn: the game is over!"));
        return;
    }
    g.current = g.next_seat(seat);
    g.turn += 1;
    g.phase = Phase::Action;
    ev.push(Event::public(format!("It's {}'s turn.", g.current.tag())));
}

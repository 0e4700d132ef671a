//! Fate cards drawn in play: the top of the Fate deck, a Fate effect's reveal, keeping
//! the best card (or choosing among equals) and the kept card's own Fate effect.

use super::*;

/// The top Fate card, reshuffling the Fate discard pile when the deck is empty.
pub(super) fn reveal_fate(
    g: &mut ZeppelinAttack,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) -> Option<CardId> {
    if g.fate_deck.is_empty() && !g.fate_discard.is_empty() {
        g.fate_deck = std::mem::take(&mut g.fate_discard);
        rng.shuffle(&mut g.fate_deck);
        ev.push(Event::public(
            "The Fate discard pile is shuffled into a new Fate deck.",
        ));
    }
    g.fate_deck.pop()
}

/// A Fate effect's reveal: up to `n` Fate cards for `seat`, shown to everyone, with
/// the card that reveals them (`source`). None (and a line saying so) when the Fate
/// deck and its discard pile are both empty.
pub(super) fn reveal(
    g: &mut ZeppelinAttack,
    seat: Seat,
    n: u8,
    source: Option<Source>,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) -> Vec<CardId> {
    let why = source.map_or_else(String::new, |s| format!(" for {}", s.label()));
    let mut revealed = Vec::new();
    for _ in 0..n {
        match reveal_fate(g, rng, ev) {
            Some(card) => revealed.push(card),
            None => break,
        }
    }
    if revealed.is_empty() {
        ev.push(Event::public(format!(
            "The Fate deck is empty: there is nothing to reveal{why}."
        )));
        return revealed;
    }
    for c in &revealed {
        g.shown.push((*c, Shown::FateRevealed { seat }));
    }
    let labels: Vec<String> = revealed.iter().map(|c| fate_label(*c)).collect();
    ev.push(Event::public(format!(
        "{} reveals {}{why}: {}.",
        seat.tag(),
        if revealed.len() == 1 {
            "a Fate card"
        } else {
            "Fate cards"
        },
        labels.join(", ")
    )));
    revealed
}

/// `seat` keeps the highest (or lowest) of the `revealed` Fate cards and discards the
/// rest; equal cards of different kinds are the player's choice ([`Pending::KeepFate`]).
pub(super) fn keep_best(
    g: &mut ZeppelinAttack,
    seat: Seat,
    revealed: Vec<CardId>,
    keep: Keep,
    to: Dest,
    triggers: bool,
    ev: &mut Vec<Event>,
) {
    let values = revealed.iter().map(|c| c.def().value);
    let best = match keep {
        Keep::Highest => values.max(),
        Keep::Lowest => values.min(),
    }
    .unwrap_or(0);
    let (candidates, rest): (Vec<CardId>, Vec<CardId>) =
        revealed.into_iter().partition(|c| c.def().value == best);
    g.fate_discard.extend(rest);
    if distinct(candidates.iter().copied()).len() > 1 {
        ev.push(Event::public(format!(
            "Several Fate cards are worth {best}: {} chooses which to keep.",
            seat.tag()
        )));
        g.pending = Some(Pending::KeepFate {
            seat,
            options: candidates,
            to,
            triggers,
        });
    } else {
        let (first, copies) = candidates.split_first().expect("one card revealed");
        g.fate_discard.extend(copies);
        acquire(g, seat, *first, to, triggers, ev);
    }
}

/// `keep`: of several equal Fate cards just revealed (`options`), `seat` keeps `card`.
pub(super) fn keep(
    g: &mut ZeppelinAttack,
    seat: Seat,
    options: &[CardId],
    to: Dest,
    triggers: bool,
    card: CardId,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if !options.contains(&card) {
        return illegal("Keep one of the Fate cards just revealed.");
    }
    g.pending = None;
    for other in options.iter().filter(|c| **c != card) {
        g.fate_discard.push(*other);
    }
    acquire(g, seat, card, to, triggers, ev);
    Ok(())
}

/// A Fate card joins `seat`'s cards; its Fate effect follows unless effects are chaining.
fn acquire(
    g: &mut ZeppelinAttack,
    seat: Seat,
    card: CardId,
    to: Dest,
    triggers: bool,
    ev: &mut Vec<Event>,
) {
    let p = g.player_mut(seat);
    let place = match to {
        Dest::Hand => {
            p.hand.push(card);
            p.fresh.push(card);
            sort_cards(&mut p.hand);
            "into their hand"
        }
        Dest::Deck => {
            p.deck.push(card);
            "on top of their deck"
        }
        Dest::Discard => {
            p.discard.push(card);
            "into their discard pile"
        }
    };
    g.shown.push((card, Shown::FateKept { seat }));
    ev.push(Event::public(format!(
        "{} keeps {} and puts it {place}.",
        seat.tag(),
        fate_label(card)
    )));
    let def = card.def();
    if !def.fate.is_empty() {
        if triggers {
            let text: Vec<String> = def
                .fate
                .iter()
                .map(|e| e.text(cards::Section::Fate))
                .collect();
            ev.push(Event::public(format!(
                "Its Fate effect: {}",
                text.join(" ")
            )));
            g.queue.insert(
                0,
                Step::Effects {
                    seat,
                    foe: None,
                    effects: def.fate.clone(),
                    triggers: false,
                    source: Some(Source::Fate { card }),
                },
            );
        } else {
            ev.push(Event::public(
                "Its Fate effect does not happen: Fate effects don't chain.",
            ));
        }
    }
}

//! Battle points: a card under the Flagship, taken from a Mercenary deck of the
//! player's choice (the spoils), from the Fate deck once those are gone, or purged from
//! the player's own cards.

use super::*;

/// `seat` takes a Battle point: from the one Mercenary deck left, from a deck of their
/// choice ([`Pending::Spoils`]) when several are, else the top Fate card. `source`:
/// the card that grants it (none for the Battle point of a hit, which is the rule).
pub(super) fn battle_point(
    g: &mut ZeppelinAttack,
    seat: Seat,
    source: Option<Source>,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) {
    let why = source.map_or_else(String::new, |s| format!(" ({})", s.label()));
    let open: Vec<usize> = (0..g.piles.len())
        .filter(|i| !g.piles[*i].is_empty())
        .collect();
    match open.as_slice() {
        [] => match fate::reveal_fate(g, rng, ev) {
            // All Mercenary decks are gone: Fate cards stand in as Battle points.
            Some(card) => {
                g.player_mut(seat).tucked.push(card);
                ev.push(Event::public(format!(
                    "{} takes a Battle point{why}: the top Fate card goes face down under their Flagship.",
                    seat.tag()
                )));
            }
            None => {
                g.player_mut(seat).extra_points += 1;
                ev.push(Event::public(format!(
                    "{} takes a Battle point{why} (no card is left to tuck under their Flagship; it counts all the same).",
                    seat.tag()
                )));
            }
        },
        [only] => take_spoils(g, seat, *only, &why, ev),
        _ => {
            if source.is_some() {
                ev.push(Event::public(format!(
                    "{} takes a Battle point{why}: they choose the Mercenary deck it comes from.",
                    seat.tag()
                )));
            }
            g.pending = Some(Pending::Spoils { seat });
        }
    }
}

/// The top card of Mercenary deck `pile` goes under `seat`'s Flagship (`why`: the
/// cause, " (Blizzard Bomb)", or nothing).
fn take_spoils(g: &mut ZeppelinAttack, seat: Seat, pile: usize, why: &str, ev: &mut Vec<Event>) {
    if let Some(card) = g.piles[pile].pop() {
        g.player_mut(seat).tucked.push(card);
        g.shown.push((card, Shown::Spoils { seat }));
        ev.push(Event::public(format!(
            "{} takes a Battle point{why}: {} from the {} deck goes under their Flagship.",
            seat.tag(),
            name(card),
            PILE_NAMES[pile]
        )));
    }
}

/// `spoils`: `seat` takes their Battle point from Mercenary deck `pile` (0–4).
pub(super) fn spoils(
    g: &mut ZeppelinAttack,
    seat: Seat,
    pile: u8,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    let i = usize::from(pile);
    if g.piles.get(i).is_none_or(|p| p.is_empty()) {
        let open: Vec<String> = (0..g.piles.len())
            .filter(|k| !g.piles[*k].is_empty())
            .map(|k| format!("{} ({})", k + 1, PILE_NAMES[k]))
            .collect();
        return illegal(format!(
            "The {} deck is empty; take your Battle point from a deck that still has cards: {}.",
            PILE_NAMES.get(i).copied().unwrap_or("Mercenary"),
            open.join(", ")
        ));
    }
    g.pending = None;
    take_spoils(g, seat, i, "", ev);
    Ok(())
}

/// `purge`: `seat` tucks an Action card from their hand or discard pile under their
/// Flagship as a Battle point, or purges nothing.
pub(super) fn purge(
    g: &mut ZeppelinAttack,
    seat: Seat,
    card: Option<CardId>,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    let me = seat.tag();
    g.pending = None;
    let Some(card) = card else {
        ev.push(Event::public(format!("{me} doesn't purge a card.")));
        return Ok(());
    };
    if !card.def().kind.is_action() {
        return illegal(
            "That card isn't an Action card: only Attack, Defense and Operative cards can be purged.",
        );
    }
    let p = g.player_mut(seat);
    let from = if remove(&mut p.hand, card) {
        "hand"
    } else if remove(&mut p.discard, card) {
        "discard pile"
    } else {
        return illegal("Purge a card from your hand or your discard pile.");
    };
    p.tucked.push(card);
    ev.push(Event::public(format!(
        "{me} purges a card from their {from}: it goes under their Flagship as a Battle point."
    )));
    ev.push(Event::private(seat, format!("You purged {}.", name(card))));
    Ok(())
}

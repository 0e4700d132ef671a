//! Attacks: the Attack card's type and target (or taking it back), and the target's
//! answer, a block or the hit. What each sets off is in `effects`.

use super::legal::can_block;
use super::*;

/// `attack`: the Attack card `card`, played on `from`, makes a `kind` attack on `ship`
/// in `target`'s armada; the target is asked to block. A targeted Flagship's owner
/// draws a card first.
#[allow(clippy::too_many_arguments)]
pub(super) fn declare(
    g: &mut ZeppelinAttack,
    seat: Seat,
    card: CardId,
    from: CardId,
    kind: AttackType,
    target: Seat,
    ship: CardId,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    let def = card.def();
    if !def.types.contains(&kind) {
        let types: Vec<&str> = def.types.iter().map(|t| t.name()).collect();
        return illegal(format!(
            "{} can't make {} {kind} attack; it attacks with {}.",
            def.name,
            kind.article(),
            types.join(" or ")
        ));
    }
    if target == seat || target.index() >= g.players.len() {
        return illegal("Attack a rival's ship: choose another player.");
    }
    let Some((owner, is_flagship)) = g.ship_owner(ship) else {
        return illegal("That isn't a ship in play.");
    };
    if owner != target {
        return illegal(format!("That ship isn't in {}'s armada.", target.tag()));
    }
    g.attack = Some(AttackRecord {
        attacker: seat,
        from,
        card,
        kind,
        target,
        ship,
        blocked_by: None,
        hit: false,
    });
    g.pending = Some(Pending::Block {
        attacker: seat,
        target,
        ship,
        kind,
        card,
        from,
    });
    ev.push(Event::public(format!(
        "{}'s {} makes {} {kind} attack on {}'s {} with {}!",
        seat.tag(),
        name(from),
        kind.article(),
        target.tag(),
        name(ship),
        def.name
    )));
    if is_flagship {
        ev.push(Event::public(format!(
            "{}'s Flagship is the target, so they draw a card first.",
            target.tag()
        )));
        effects::draw(g, target, 1, None, rng, ev);
    }
    Ok(())
}

/// `cancel`: the Attack card waiting for its aim goes back from `ship` to the hand.
pub(super) fn cancel(
    g: &mut ZeppelinAttack,
    seat: Seat,
    card: CardId,
    ship: CardId,
    ev: &mut Vec<Event>,
) {
    if let Some(on) = g.ship_mut(seat, ship) {
        on.played = None;
    }
    let p = g.player_mut(seat);
    p.hand.push(card);
    sort_cards(&mut p.hand);
    g.pending = None;
    ev.push(Event::public(format!(
        "{} takes {} back into their hand.",
        seat.tag(),
        name(card)
    )));
}

/// `block`: `target` blocks `attacker`'s `kind` attack with `weapon` on `ship` by
/// playing the Defense card `card` there.
#[allow(clippy::too_many_arguments)]
pub(super) fn block(
    g: &mut ZeppelinAttack,
    seat: Seat,
    attacker: Seat,
    target: Seat,
    ship: CardId,
    kind: AttackType,
    weapon: CardId,
    card: CardId,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    can_block(g, target, ship, kind, card)?;
    remove(&mut g.player_mut(target).hand, card);
    if let Some(record) = &mut g.attack {
        record.blocked_by = Some(card);
    }
    g.shown.push((card, Shown::Blocked { seat: target }));
    g.pending = None;
    ev.push(Event::public(format!(
        "{} blocks with {} on {}: the attack is blocked!",
        seat.tag(),
        name(card),
        name(ship)
    )));
    let steps = effects::when_blocked(g, attacker, target, ship, card, weapon);
    g.queue.extend(steps);
    Ok(())
}

/// `take`: `target` does not block `attacker`'s `kind` attack with `weapon` on `ship`:
/// a Zeppelin hit retreats (a Flagship stays).
#[allow(clippy::too_many_arguments)]
pub(super) fn take(
    g: &mut ZeppelinAttack,
    seat: Seat,
    attacker: Seat,
    target: Seat,
    ship: CardId,
    kind: AttackType,
    weapon: CardId,
    ev: &mut Vec<Event>,
) {
    if let Some(record) = &mut g.attack {
        record.hit = true;
    }
    g.pending = None;
    ev.push(Event::public(format!(
        "{} doesn't block: the attack hits!",
        seat.tag()
    )));
    if ship != g.player(target).flagship.card {
        retreat(g, target, ship);
        ev.push(Event::public(format!(
            "{}'s {} retreats to their discard pile.",
            target.tag(),
            name(ship)
        )));
    }
    let steps = effects::when_hit(g, attacker, target, kind, weapon);
    g.queue.extend(steps);
}

/// `seat`'s Zeppelin `ship` and the card played on it go to the discard pile.
pub(super) fn retreat(g: &mut ZeppelinAttack, seat: Seat, ship: CardId) {
    let p = g.player_mut(seat);
    if let Some(i) = p.zeppelins.iter().position(|z| z.card == ship) {
        let z = p.zeppelins.remove(i);
        p.discard.extend(z.played);
        p.discard.push(z.card);
    }
}

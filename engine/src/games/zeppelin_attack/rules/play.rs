//! Launching Zeppelins and playing Action cards onto ships (the action phase).

use super::legal::actions_over;
use super::*;

/// `launch`: a Zeppelin from the hand joins the armada.
pub(super) fn launch(
    g: &mut ZeppelinAttack,
    seat: Seat,
    card: CardId,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if g.phase != Phase::Action {
        return illegal(actions_over(g, "launching Zeppelins"));
    }
    let def = card.def();
    if !g.player(seat).hand.contains(&card) {
        return illegal("That card isn't in your hand.");
    }
    if !def.kind.is_zeppelin() {
        return illegal(
            "That card isn't a Zeppelin: only Zeppelins are launched; Action cards are played on a ship (`play N on f`).",
        );
    }
    let p = g.player_mut(seat);
    remove(&mut p.hand, card);
    p.zeppelins.push(Ship::new(card));
    ev.push(Event::public(format!(
        "{} launches {} into their armada.",
        seat.tag(),
        def.name
    )));
    Ok(())
}

/// `play`: an Action card onto one of the player's ships. An Attack card waits for its
/// aim; any other card's effects are queued.
pub(super) fn play(
    g: &mut ZeppelinAttack,
    seat: Seat,
    card: CardId,
    ship: CardId,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if g.phase != Phase::Action {
        return illegal(actions_over(g, "playing Action cards"));
    }
    can_play(g, seat, card, ship)?;
    let def = card.def();
    let ship_def = ship.def();
    let flagship = g.player(seat).flagship.card == ship;
    remove(&mut g.player_mut(seat).hand, card);
    if let Some(on) = g.ship_mut(seat, ship) {
        on.played = Some(card);
    }
    let mut line = format!("{} plays {} on {}.", seat.tag(), def.name, ship_def.name);
    if !flagship && def.payload > ship_def.capacity_for(def.kind) {
        line.push_str(&format!(
            " {} is overloaded and will retreat at the end of the turn.",
            ship_def.name
        ));
    }
    ev.push(Event::public(line));
    if def.kind == Kind::Attack {
        g.pending = Some(Pending::Aim { card, ship });
        return Ok(());
    }
    if def.kind == Kind::Defense && !def.general.is_empty() {
        ev.push(Event::public(
            "On its owner's turn a Defense card enacts only its Always effect.",
        ));
    }
    if effects::boosted(card, ship, flagship)
        && def.general.iter().any(|e| matches!(e, Effect::Fate { .. }))
    {
        ev.push(Event::public(format!(
            "{}: {} reveals 1 extra Fate card.",
            Source::Power { flagship: ship }.label(),
            def.name
        )));
    }
    g.queue.push(Step::Effects {
        seat,
        foe: None,
        effects: effects::when_played(card, ship, flagship),
        triggers: true,
        source: Some(Source::Card { card }),
    });
    Ok(())
}

//! The dispatch of an action to the rules: which rule handles it for the seat's
//! task (or battle step), and the refusal when it is not what the seat is asked.

use super::battle::Step;
use super::legal::{joins_while_exploring, shops_in_the_morning};
use super::rules::{illegal, Mission, Names, Task};
use super::Action;
use crate::game::{ActionError, Event, Seat};
use crate::rng::GameRng;

/// What a ship does at the resupply: buy, sell, install, hire, release, give.
fn at_the_barge(action: &Action) -> bool {
    matches!(
        action,
        Action::BuyHull { .. }
            | Action::SellHull { .. }
            | Action::Buy { .. }
            | Action::Sell { .. }
            | Action::Install { .. }
            | Action::Hire { .. }
            | Action::Release { .. }
            | Action::Give { .. }
    )
}
/// Applies an action to the mission (legality checked here and in the rules).
pub fn apply(
    m: &mut Mission,
    seat: Seat,
    action: &Action,
    ev: &mut Vec<Event>,
    names: Names,
    rng: &mut GameRng,
) -> Result<(), ActionError> {
    let task = m.tasks[seat.index()].clone();
    let wrong = || {
        let asked = asked_now(m, seat);
        illegal(format!("That's not what you're asked now. Now: {asked}"))
    };
    if m.ships[seat.index()].hull_to_lose {
        let Action::LoseHull { kind } = action else {
            return Err(illegal(
                "First choose the hull upgrade you lose to critical damage: `lose:armor` or `lose:structure`.",
            ));
        };
        return m.lose_hull(seat, *kind, ev, names);
    }
    match (&task, action) {
        (Task::Share { .. }, Action::Share { to, scrap }) => {
            m.share(seat, Some(*to), *scrap, ev, names)
        }
        (Task::Share { .. }, Action::ShareEven) => m.share(seat, None, 0, ev, names),
        (Task::Shop, Action::Build { .. } | Action::Board { .. }) => {
            m.shop(seat, action, ev, names, rng)
        }
        (Task::Shop, _) if at_the_barge(action) => m.shop(seat, action, ev, names, rng),
        (Task::Move, _) if at_the_barge(action) && shops_in_the_morning(m, seat) => {
            m.shop(seat, action, ev, names, rng)
        }
        (Task::Dusk, Action::Give { .. }) => m.shop(seat, action, ev, names, rng),
        (Task::Shop, Action::Done) => {
            if m.ships[seat.index()].def.is_none() {
                return Err(illegal("Choose your ship first."));
            }
            m.finish_task(seat, ev, names, rng);
            Ok(())
        }
        (Task::Move, Action::Embark { assignment, path }) => {
            m.embark(seat, *assignment, *path, ev, names)
        }
        (Task::Move | Task::Join, Action::Patrol) => {
            m.patrol(seat);
            if task == Task::Join || m.edition >= 2 {
                m.go_patrol(seat, ev, names);
                m.set_out(seat);
            }
            Ok(())
        }
        (Task::Join, Action::Join { leader }) => m.join(seat, *leader, ev, names),
        (Task::Explore, Action::Join { leader }) if joins_while_exploring(m, seat) => {
            m.join(seat, *leader, ev, names)
        }
        (Task::Explore, Action::Explore { deck }) => m.explore(seat, *deck, ev, names, rng),
        (Task::React { card }, Action::Choose { option }) => {
            if !m.can_choose(seat, *card, *option) {
                return Err(illegal("Your hand can't meet that choice."));
            }
            m.resolve_choice(seat, *card, *option, ev, names, rng)
        }
        (Task::React { .. }, Action::Use { power }) => m.use_power(seat, *power, ev, names, rng),
        (Task::Nudge { .. }, Action::Nudge { by }) => m.nudge(seat, *by, ev, names, rng),
        (Task::Dusk, Action::Continue) => {
            m.tasks[seat.index()] = Task::Idle;
            m.set_out(seat);
            Ok(())
        }
        (Task::Dusk, Action::GoBy { assignment, path }) => {
            m.take_turn(seat, *assignment, *path, ev, names)?;
            m.tasks[seat.index()] = Task::Idle;
            m.set_out(seat);
            Ok(())
        }
        (Task::Dusk, Action::Abandon) if m.edition >= 4 => {
            m.abandon_appointing(seat, None, ev, names, rng)
        }
        (Task::Dusk, Action::Abandon) => {
            m.abandon(seat, ev, names, rng);
            Ok(())
        }
        (Task::Dusk, Action::AbandonTo { leader }) if m.edition >= 4 => {
            m.abandon_appointing(seat, Some(*leader), ev, names, rng)
        }
        (Task::Idle, _) => battle_action(m, seat, action, ev, names, rng),
        _ => Err(wrong()),
    }
}

fn battle_action(
    m: &mut Mission,
    seat: Seat,
    action: &Action,
    ev: &mut Vec<Event>,
    names: Names,
    rng: &mut GameRng,
) -> Result<(), ActionError> {
    if let Action::JoinBattle { battle } = action {
        return m.answer_join(seat, Some(*battle), ev, names, rng);
    }
    if let Action::StayOut = action {
        return m.answer_join(seat, None, ev, names, rng);
    }
    let b = m.battle_mut(seat)?;
    let step = m.battles[b].step;
    let asked = asked_now(m, seat);
    let not_now = |what: &str| illegal(format!("You can't {what} now. Now: {asked}"));
    match (step, action) {
        (Step::Declare, Action::Ready | Action::Aim { .. }) => {
            if m.battles[b].done.contains(&seat) {
                return Err(illegal("You have set your target already."));
            }
            if let Action::Aim { foe } = action {
                let ok = m.battles[b]
                    .foes
                    .get(usize::from(*foe))
                    .is_some_and(|f| !f.destroyed);
                if !ok {
                    return Err(illegal("There is no such enemy ship left."));
                }
                m.battles[b].set_target(seat, *foe);
            }
            m.battles[b].done.push(seat);
            if m.battles[b].done.len() == m.battles[b].seats.len() {
                m.start_plays(b, ev, rng);
            }
            Ok(())
        }
        (Step::Declare, Action::Tank { foe, seat: to }) => {
            let bt = &mut m.battles[b];
            if bt.leader() != Some(seat) {
                return Err(illegal("Only the battle's leader sets the formation."));
            }
            if !bt.seats.contains(to) {
                return Err(illegal("That ship is not in this battle."));
            }
            let Some(f) = bt.foes.get_mut(usize::from(*foe)).filter(|f| !f.destroyed) else {
                return Err(illegal("There is no such enemy ship left."));
            };
            if f.warlord.is_some() {
                return Err(illegal(
                    "The warlord attacks no one: the warlord's abilities roll for every ship.",
                ));
            }
            f.attacks = *to;
            Ok(())
        }
        (Step::Plays, _) if m.battles[b].done.contains(&seat) => Err(illegal(
            "You have fired already: the others are still playing.",
        )),
        (Step::Plays, Action::Play { card }) => m.play(seat, *card, ev, names, rng),
        (Step::Plays, Action::Use { power }) => m.use_power(seat, *power, ev, names, rng),
        (Step::Plays, Action::Keep { card }) => {
            let ship = &mut m.ships[seat.index()];
            let Some(c) = ship.hand.iter().copied().find(|c| c.id == *card) else {
                return Err(illegal("That card is not in your hand."));
            };
            if let Some(p) = ship.plays.kept.iter().position(|k| k.id == *card) {
                ship.plays.kept.remove(p);
            } else {
                ship.plays.kept.push(c);
            }
            Ok(())
        }
        (Step::Plays, Action::Fire) => m.fire(seat, ev, names, rng),
        (Step::Plays, Action::Volley) => {
            while let Some(id) = next_volley_card(m, seat) {
                m.play(seat, id, ev, names, rng)?;
            }
            m.fire(seat, ev, names, rng)
        }
        (Step::Plays, Action::Aim { .. }) => {
            let ship = &m.ships[seat.index()];
            if !ship.plays.retarget {
                return Err(not_now("change your target"));
            }
            if let Action::Aim { foe } = action {
                m.battles[b].set_target(seat, *foe);
            }
            Ok(())
        }
        _ => Err(not_now("do that")),
    }
}

/// The next card a volley plays: one that gives more plays, else any playable one
/// (higher tiers first).
pub fn next_volley_card(m: &Mission, seat: Seat) -> Option<u16> {
    let ship = &m.ships[seat.index()];
    let playable = |c: &super::ship::Card| {
        let mut down = ship.plays.cards.clone();
        down.push(*c);
        ship.can_play(&down)
    };
    let gives = |c: &super::ship::Card| {
        c.card()
            .effects
            .iter()
            .any(|e| matches!(e, super::content::Effect::Play(..)))
    };
    ship.hand
        .iter()
        .filter(|c| playable(c))
        .max_by_key(|c| (gives(c), c.card().tier))
        .map(|c| c.id)
}

/// What `seat` is asked now, without its name in front (for refusals, said to them).
fn asked_now(m: &Mission, seat: Seat) -> String {
    let asked = super::view::prompt(m, seat);
    asked
        .strip_prefix(&format!("{}: ", seat.tag()))
        .unwrap_or(&asked)
        .to_string()
}

//! A sensible captain for self-play: the book build, hire and armor up at the
//! resupply, take assignments, skirmish while the hull holds, react for the best
//! expected result, focus fire on the weakest enemy, play every card it can.

use super::content::{content, Band, Effect, Outcome, Space, Tier};
use super::rules::Task;
use super::{Action, Zephyr};
use crate::game::{Actor, Game, Seat};

/// A rough worth of an outcome for a ship with `hull` whole hull tiles.
fn worth(o: &Outcome, hull: usize) -> f64 {
    match o {
        Outcome::Scrap(n) => f64::from(*n),
        Outcome::Pay(n) => -f64::from(*n),
        Outcome::ScrapRoll(n) => 3.5 * f64::from(*n),
        Outcome::System(t) => match t {
            Tier::Bronze => 8.0,
            Tier::Silver => 15.0,
            Tier::Gold => 22.0,
            _ => 30.0,
        },
        Outcome::Hurt(n) => -6.0 * f64::from(*n),
        Outcome::Mend(n) => 2.0 * f64::from(*n),
        Outcome::CrewDeath => -15.0,
        Outcome::Enemies(n) => {
            if hull >= 3 {
                2.0 - 2.0 * f64::from(*n)
            } else {
                -10.0 * f64::from(*n)
            }
        }
        Outcome::Commander => -12.0,
        Outcome::Weaken(_) => 4.0,
        Outcome::Ready(n) => f64::from(*n),
        Outcome::Recruit | Outcome::Armor => 20.0,
    }
}

fn bands_worth(bands: &[Band], hull: usize) -> f64 {
    bands
        .iter()
        .map(|b| {
            let p = f64::from(b.to.saturating_sub(b.from) + 1) / 6.0;
            p * b.then.iter().map(|o| worth(o, hull)).sum::<f64>()
        })
        .sum()
}

pub fn suggest(game: &Zephyr, seat: Seat) -> Option<Action> {
    let c = content();
    let m = game.mission();
    let legal = game.legal_actions(Actor::player(seat));
    if legal.is_empty() {
        return None;
    }
    let ship = &m.ships[seat.index()];
    let hull = ship.undamaged();
    let has = |a: &Action| legal.contains(a);
    let find = |f: &dyn Fn(&Action) -> bool| legal.iter().find(|a| f(a)).cloned();
    if ship.hull_to_lose {
        // Armor is dearer and mended every morning: give up structure.
        return find(&|a| {
            matches!(
                a,
                Action::LoseHull {
                    kind: super::Hull::Structure
                }
            )
        })
        .or_else(|| legal.first().cloned());
    }
    match &m.tasks[seat.index()] {
        Task::Share { .. } => Some(Action::ShareEven),
        Task::Shop => {
            if ship.def.is_none() {
                return find(&|a| matches!(a, Action::Build { .. }))
                    .or_else(|| find(&|a| matches!(a, Action::Board { .. })));
            }
            shopping(game, seat, &legal).or(Some(Action::Done))
        }
        // Edition 2 shops in the morning, then sets out.
        Task::Move => shopping(game, seat, &legal)
            .or_else(|| best_embark(&legal, hull))
            .or(Some(Action::Patrol)),
        Task::Join => find(&|a| matches!(a, Action::Join { .. })).or(Some(Action::Patrol)),
        Task::Explore if has_join(&legal) => find(&|a| matches!(a, Action::Join { .. })),
        Task::Explore => Some(Action::Explore {
            deck: if hull >= 3 {
                super::Deck::Skirmish
            } else {
                super::Deck::Scavenge
            },
        }),
        Task::React { card } => {
            let def = &c.explore[usize::from(*card)];
            legal
                .iter()
                .filter_map(|a| match a {
                    Action::Choose { option } => {
                        let ch = &def.choices[usize::from(*option)];
                        let v: f64 = ch.then.iter().map(|o| worth(o, hull)).sum::<f64>()
                            + bands_worth(&ch.roll, hull);
                        Some((v, a))
                    }
                    _ => None,
                })
                .max_by(|x, y| x.0.total_cmp(&y.0))
                .map(|(_, a)| a.clone())
        }
        Task::Nudge { card, choice, roll } => {
            let bands = &c.explore[usize::from(*card)].choices[usize::from(*choice)].roll;
            let value = |r: u8| {
                bands
                    .iter()
                    .find(|b| (b.from..=b.to).contains(&r))
                    .map(|b| b.then.iter().map(|o| worth(o, hull)).sum::<f64>())
                    .unwrap_or(0.0)
            };
            let mut best = (value(*roll), Action::Nudge { by: 0 });
            for by in [1i8, -1] {
                let a = Action::Nudge { by };
                let r = (i16::from(*roll) + i16::from(by)) as u8;
                if has(&a) && value(r) > best.0 {
                    best = (value(r), a);
                }
            }
            Some(best.1)
        }
        Task::Dusk if hull == 0 => {
            find(&|a| matches!(a, Action::Abandon | Action::AbandonTo { .. }))
        }
        Task::Dusk => {
            // Edition 4: at a fork, the way ahead worth most.
            let pos = m.party_of(seat).map_or(0, |r| r.way().1) + 1;
            legal
                .iter()
                .filter_map(|a| match a {
                    Action::Continue => m.party_of(seat).map(|r| (r.def, None)),
                    Action::GoBy { assignment, path } => Some((*assignment, Some(*path))),
                    _ => None,
                })
                .map(|(def, path)| {
                    let way = content().assignments[usize::from(def)].way(path);
                    let ahead = way.get(pos..).unwrap_or_default();
                    let action = match path {
                        Some(path) => Action::GoBy {
                            assignment: def,
                            path,
                        },
                        None => Action::Continue,
                    };
                    (way_worth(ahead, hull), action)
                })
                .max_by(|x, y| x.0.total_cmp(&y.0))
                .map(|(_, a)| a)
                .or(Some(Action::Continue))
        }
        Task::Idle => {
            if has(&Action::StayOut) {
                return find(&|a| matches!(a, Action::JoinBattle { .. }))
                    .filter(|_| hull >= 2)
                    .or(Some(Action::StayOut));
            }
            let b = m.battle_of(seat)?;
            let bt = &m.battles[b];
            if has(&Action::Ready) {
                // Focus on the enemy with the fewest cubes.
                let weakest = bt
                    .alive()
                    .min_by_key(|(_, f)| f.cubes)
                    .map(|(i, _)| i as u8);
                return match weakest {
                    Some(f) if has(&Action::Aim { foe: f }) => Some(Action::Aim { foe: f }),
                    _ => Some(Action::Ready),
                };
            }
            // Cards that give plays first, then the rest; battle powers; then fire.
            let gives_plays = |id: u16| {
                ship.hand.iter().find(|c| c.id == id).is_some_and(|c| {
                    c.card()
                        .effects
                        .iter()
                        .any(|e| matches!(e, Effect::Play(..)))
                })
            };
            let _ = gives_plays;
            find(&|a| matches!(a, Action::Use { .. }))
                .or_else(|| find(&|a| matches!(a, Action::Volley)))
                .or(Some(Action::Fire))
        }
    }
}

/// A rough worth of flying these spaces: what their events bring, less a few scrap
/// for every day they take.
fn way_worth(spaces: &[&Space], hull: usize) -> f64 {
    spaces
        .iter()
        .map(|s| {
            let space = match s {
                Space::Explore => 3.0,
                Space::Commander => worth(&Outcome::Commander, hull),
                Space::Event { then, on_win, .. } => {
                    then.iter().map(|o| worth(o, hull)).sum::<f64>()
                        + 0.5 * on_win.iter().map(|o| worth(o, hull)).sum::<f64>()
                }
            };
            space - 4.0
        })
        .sum()
}

/// The first offered assignment, by the way (edition 4: route or path) worth most.
fn best_embark(legal: &[Action], hull: usize) -> Option<Action> {
    let c = content();
    let first = legal.iter().find_map(|a| match a {
        Action::Embark { assignment, .. } => Some(*assignment),
        _ => None,
    })?;
    legal
        .iter()
        .filter_map(|a| match a {
            Action::Embark { assignment, path } if *assignment == first => {
                let way = c.assignments[usize::from(*assignment)].way(*path);
                Some((way_worth(&way, hull), a))
            }
            _ => None,
        })
        .max_by(|x, y| x.0.total_cmp(&y.0))
        .map(|(_, a)| a.clone())
}

/// What a sensible captain does at the barge before it is done: install, hire, armor
/// up, the dearest system it can pay for, more hull, or selling a weaker system for a
/// better one. `None`: nothing more worth doing.
fn shopping(game: &Zephyr, seat: Seat, legal: &[Action]) -> Option<Action> {
    let c = content();
    let m = game.mission();
    let ship = &m.ships[seat.index()];
    // Edition 3: keep the toll still to pay on the track in the hold.
    let spare = ship.scrap.saturating_sub(m.toll_ahead());
    let affordable: Vec<Action> = legal
        .iter()
        .filter(|a| {
            let price = match a {
                Action::Hire { .. } => m.hire_cost(),
                Action::BuyHull { kind } => kind.price(),
                Action::Buy { system } => m
                    .system_price(c.systems[usize::from(*system)].tier)
                    .unwrap_or(0),
                _ => 0,
            };
            price <= spare
        })
        .cloned()
        .collect();
    let legal = &affordable[..];
    let has = |a: &Action| legal.contains(a);
    let find = |f: &dyn Fn(&Action) -> bool| legal.iter().find(|a| f(a)).cloned();
    if let Some(a) = find(&|a| matches!(a, Action::Install { .. })) {
        return Some(a);
    }
    if spare >= 20 {
        if let Some(a) = find(&|a| matches!(a, Action::Hire { .. })) {
            return Some(a);
        }
    }
    if let Some(a) = find(&|a| {
        matches!(
            a,
            Action::BuyHull {
                kind: super::Hull::Armor
            }
        )
    }) {
        return Some(a);
    }
    // The dearest system it can pay for.
    let best = legal
        .iter()
        .filter_map(|a| match a {
            Action::Buy { system } => Some((c.systems[usize::from(*system)].tier, a)),
            _ => None,
        })
        .max_by_key(|(t, _)| *t)
        .map(|(_, a)| a.clone());
    if best.is_some() {
        return best;
    }
    if let Some(a) = find(&|a| matches!(a, Action::BuyHull { .. })) {
        return Some(a);
    }
    // Slots full: sell the weakest system of a kind a better one is for sale in.
    for (s, price) in m.for_sale() {
        let want = &c.systems[usize::from(s)];
        let worst = ship
            .installed()
            .filter(|&x| c.systems[usize::from(x)].kind == want.kind)
            .min_by_key(|&x| c.systems[usize::from(x)].tier);
        if let Some(x) = worst {
            let have = &c.systems[usize::from(x)];
            let back = have.tier.price().unwrap_or(0) / 2;
            let sell = Action::Sell { system: x };
            if have.tier < want.tier && spare + back >= price && has(&sell) {
                return Some(sell);
            }
        }
    }
    None
}

fn has_join(legal: &[Action]) -> bool {
    legal.iter().any(|a| matches!(a, Action::Join { .. }))
}

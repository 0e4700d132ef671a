//! A sensible admiral for self-play: fire when a broadside has a fair chance, bring the
//! transport towards the Wind Rose away from enemy guns, close in with the gunships
//! so enemies come into their arcs, board only when clearly stronger, else end.

use crate::game::Seat;

use super::board::{self, Dir, Field};
use super::cards::{Class, COMBAT};
use super::rules::{arc, clear, legal, sail_check};
use super::{Action, Bitwa, Phase, Ship, Side};

/// Chance (of 25) that `guns` working guns hit.
fn hit_chance(guns: u8) -> f32 {
    COMBAT
        .iter()
        .filter(|c| c.strength.is_some_and(|n| guns > n))
        .count() as f32
        / COMBAT.len() as f32
}

fn value(ship: &Ship) -> f32 {
    match ship.class {
        Class::Transport => 4.0,
        Class::ManOfWar => 1.5,
        _ => 1.0,
    }
}

/// Enemies that would sit in `at`'s broadside arcs heading `heading`.
fn in_arcs(game: &Bitwa, fleet: u8, at: Field, heading: Dir) -> f32 {
    let mut n = 0.0;
    for side in [Side::Port, Side::Starboard] {
        let best = arc(at, heading, side)
            .into_iter()
            .filter_map(|f| game.ship_at(f))
            .filter(|s| s.fleet() != fleet && clear(game, at, s.field))
            .map(value)
            .fold(0.0, f32::max);
        n += best;
    }
    n
}

fn boarding_power(ship: &Ship) -> f32 {
    f32::from(ship.class.shields() + ship.working_guns())
}

/// Fields of open sea from `goal`, around islands and the shore (ships ignored).
fn sea_distance(goal: Field) -> Vec<u32> {
    let index = |f: Field| usize::from(f.row) * usize::from(board::COLS) + usize::from(f.col);
    let mut dist = vec![u32::MAX; usize::from(board::COLS) * usize::from(board::ROWS)];
    let mut queue = std::collections::VecDeque::from([goal]);
    dist[index(goal)] = 0;
    while let Some(f) = queue.pop_front() {
        let d = dist[index(f)];
        for dir in Dir::ALL {
            if let Some(n) = f.step(dir) {
                if board::terrain(n) == board::Terrain::Sea && dist[index(n)] == u32::MAX {
                    dist[index(n)] = d + 1;
                    queue.push_back(n);
                }
            }
        }
    }
    dist
}

/// What the admiral aims at: its transport's way home, and the enemy transport.
struct Maps {
    home: Vec<u32>,
    prey: Option<Vec<u32>>,
}

impl Maps {
    fn new(game: &Bitwa, fleet: u8) -> Maps {
        Maps {
            home: sea_distance(board::rose(usize::from(fleet))),
            prey: game.transport(1 - fleet).map(|t| sea_distance(t.field)),
        }
    }
}

fn at(map: &[u32], f: Field) -> f32 {
    let d = map[usize::from(f.row) * usize::from(board::COLS) + usize::from(f.col)];
    if d == u32::MAX {
        60.0
    } else {
        d as f32
    }
}

fn score(game: &Bitwa, seat: Seat, action: &Action, maps: &Maps) -> f32 {
    let fleet = seat.0;
    match action {
        Action::Fire {
            ship,
            port,
            starboard,
        } => {
            let Some(s) = game.ship_at(*ship) else {
                return -1.0;
            };
            let p = hit_chance(s.working_guns());
            let targets = port.iter().chain(starboard.iter());
            10.0 * p
                * targets
                    .filter_map(|f| game.ship_at(*f))
                    .map(|t| value(t) * if t.burning() { 0.2 } else { 1.0 })
                    .sum::<f32>()
        }
        Action::Sail { ship, turn, moves } => {
            let Some(s) = game.ship_at(*ship) else {
                return -1.0;
            };
            let Ok((to, heading)) = sail_check(game, seat, *ship, *turn, *moves) else {
                return -1.0;
            };
            let enemies: Vec<&Ship> = game.ships.iter().filter(|e| e.fleet() != fleet).collect();
            let touching: Vec<&&Ship> = enemies.iter().filter(|e| e.field.touches(to)).collect();
            let mut v = 0.0;
            if s.class == Class::Transport {
                let goal = board::rose(usize::from(fleet));
                if to == goal {
                    return 1000.0;
                }
                v += 3.0 * (at(&maps.home, s.field) - at(&maps.home, to));
                let threat = |at: Field| {
                    enemies
                        .iter()
                        .filter(|e| e.working_guns() > 0 && e.field.distance(at) <= 3)
                        .count() as f32
                };
                v += 4.0 * (threat(s.field) - threat(to));
                if !touching.is_empty() {
                    v -= 30.0;
                }
                return v;
            }
            // Gunships: close on the enemy transport, else the nearest enemy.
            match &maps.prey {
                Some(prey) => v += 1.0 * (at(prey, s.field) - at(prey, to)).min(3.0),
                None => {
                    if let Some(e) = enemies.iter().min_by_key(|e| e.field.distance(s.field)) {
                        v += (s.field.distance(e.field) as f32 - to.distance(e.field) as f32)
                            .min(3.0);
                    }
                }
            }
            // Keep out of the transport's way home.
            if let Some(t) = game.transport(fleet) {
                let near = |f: Field| (f.distance(t.field) <= 2 && at(&maps.home, f) < at(&maps.home, t.field)) as u8 as f32;
                v += 1.5 * (near(s.field) - near(to));
            }
            v += 2.0 * (in_arcs(game, fleet, to, heading) - in_arcs(game, fleet, s.field, s.facing));
            if let Some(target) = touching.first() {
                let mine = boarding_power(s);
                let theirs = match game.fight_of(target.id) {
                    Some(i) => game.fights[i]
                        .ships
                        .iter()
                        .filter_map(|id| game.ship(*id))
                        .map(|x| {
                            if x.fleet() == fleet {
                                -boarding_power(x)
                            } else {
                                boarding_power(x)
                            }
                        })
                        .sum::<f32>(),
                    None => boarding_power(target),
                };
                v += if mine - theirs >= 2.0 {
                    8.0 * value(target)
                } else {
                    -10.0
                };
            }
            v
        }
        _ => -1.0,
    }
}

pub(super) fn suggest(game: &Bitwa, seat: Seat) -> Option<Action> {
    match &game.phase {
        Phase::Deploy { .. } => Some(Action::Ready),
        Phase::ChooseWind { .. } => Some(Action::Wind {
            dir: if seat.0 == 0 {
                Dir::SouthEast
            } else {
                Dir::SouthWest
            },
        }),
        Phase::Action { .. } => {
            let maps = Maps::new(game, seat.0);
            let mut best: Option<(f32, Action)> = None;
            for action in legal(game, seat) {
                if !matches!(action, Action::Fire { .. } | Action::Sail { .. }) {
                    continue;
                }
                let v = score(game, seat, &action, &maps);
                if v > 0.5 && best.as_ref().is_none_or(|(b, _)| v > *b) {
                    best = Some((v, action));
                }
            }
            Some(best.map_or(Action::End, |(_, a)| a))
        }
        Phase::Over => None,
    }
}

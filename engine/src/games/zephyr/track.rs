//! Edition 3's mission track: events that replace a day's activities, and the
//! requirements the fleet must meet before it may go on (README, decisions 20–22).

use super::battle::Area;
use super::content::{content, EventKind, Outcome, Requirement, RequirementKind, TrackEvent};
use super::rules::{Mission, Names, Phase, Task};
use super::ship::Where;
use crate::game::{Event, Seat};
use crate::rng::GameRng;

impl Mission {
    /// The mission event on today's space of the track (edition 3), if any.
    pub fn event_today(&self) -> Option<&'static TrackEvent> {
        self.event_on(self.day)
    }

    /// The mission event on this day of the track (edition 3), if any.
    pub fn event_on(&self, day: u16) -> Option<&'static TrackEvent> {
        if self.edition < 3 {
            return None;
        }
        self.mission_def().events.iter().find(|e| e.day == day)
    }

    /// The mission's events and requirements as this game plays them (none before
    /// edition 3).
    pub fn track_events(&self) -> &'static [TrackEvent] {
        if self.edition < 3 {
            return &[];
        }
        &self.mission_def().events
    }

    pub fn requirements(&self) -> &'static [Requirement] {
        if self.edition < 3 {
            return &[];
        }
        &self.mission_def().requirements
    }

    /// The region the track's space is in, counted from 1 (one past the last region
    /// on the goal space).
    pub fn region_number(&self) -> u8 {
        let regions = &self.mission_def().regions;
        let mut start = 0u16;
        for (i, &d) in regions.iter().enumerate() {
            start += u16::from(d);
            if self.pos < start {
                return i as u8 + 1;
            }
        }
        regions.len() as u8 + 1
    }

    /// The day of the track on which the fleet enters region `n` (counted from 1;
    /// one past the last region is the goal space).
    pub fn region_start_day(&self, n: u8) -> u16 {
        let regions = &self.mission_def().regions;
        1 + regions
            .iter()
            .take(usize::from(n.saturating_sub(1)))
            .map(|&d| u16::from(d))
            .sum::<u16>()
    }

    /// Today's mission event replaces the day: nobody moves or explores, assignments
    /// stay on their space (their day is paused), and the event happens to the whole
    /// fleet. A battle it brings is fought as any other; the day then ends as usual.
    pub fn track_event(
        &mut self,
        e: &'static TrackEvent,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        self.say(
            ev,
            format!("Day {}: {}! {}", self.day, e.name, event_text(&e.what)),
        );
        let seats: Vec<Seat> = self.seats().collect();
        for &s in &seats {
            self.tasks[s.index()] = Task::Idle;
        }
        match &e.what {
            EventKind::Storm(n) => {
                for &s in &seats {
                    if matches!(self.ships[s.index()].at, Where::Assignment(_)) {
                        self.outcome(s, &Outcome::Hurt(*n), ev, names, rng);
                    }
                }
            }
            EventKind::Drop(list) => {
                for &s in &seats {
                    for o in list {
                        self.outcome(s, o, ev, names, rng);
                    }
                }
            }
            EventKind::Battle {
                ships,
                ships_per_player,
                commander,
                on_win,
            } => {
                let fleet: Vec<Seat> = seats
                    .into_iter()
                    .filter(|s| !self.ships[s.index()].wrecked)
                    .collect();
                if !fleet.is_empty() {
                    let n = ships + ships_per_player * self.players() as u8;
                    self.group_battle(
                        Area::Event,
                        &fleet,
                        n,
                        commander.then_some(0),
                        on_win.clone(),
                        rng,
                    );
                }
            }
        }
        self.phase = Phase::Explore;
    }

    /// Checks the requirements due on entering region `n` (one past the last: the goal
    /// space). A toll is paid from the fleet's scrap (each ship its share, the richest
    /// covering those short); a requirement not met turns the fleet back and loses the
    /// mission. True when the mission is over.
    pub fn requirements_fail(&mut self, n: u8, ev: &mut Vec<Event>) -> bool {
        for (k, r) in self.requirements().iter().enumerate() {
            if r.before_region != n {
                continue;
            }
            let players = self.players() as u32;
            let met = match r.what {
                RequirementKind::Toll(toll) => {
                    let due = u32::from(toll) * players;
                    let held: u32 = self.ships.iter().map(|s| s.scrap).sum();
                    if held >= due {
                        self.pay_toll(u32::from(toll), due);
                        self.say(
                            ev,
                            format!("Day {}: the fleet pays the toll of {due} scrap.", self.day),
                        );
                        true
                    } else {
                        false
                    }
                }
                RequirementKind::Destroy(per) => {
                    u32::from(self.destroyed) >= u32::from(per) * players
                }
            };
            if !met {
                let line = format!(
                    "Day {}: {} was not met: the fleet cannot go on. The mission is lost.",
                    self.day,
                    requirement_text(r, self.players(), &self.mission_def().regions)
                );
                self.unmet = Some(k as u8);
                self.running.clear();
                self.end_mission(false, &line, ev);
                return true;
            }
        }
        false
    }

    /// Takes `due` scrap from the fleet: each ship pays up to `share`, then the
    /// richest pay what is left.
    fn pay_toll(&mut self, share: u32, due: u32) {
        let mut left = due;
        for ship in &mut self.ships {
            let p = ship.scrap.min(share).min(left);
            ship.scrap -= p;
            left -= p;
        }
        while left > 0 {
            let Some(rich) = self.ships.iter_mut().max_by_key(|s| s.scrap) else {
                break;
            };
            if rich.scrap == 0 {
                break;
            }
            let p = rich.scrap.min(left);
            rich.scrap -= p;
            left -= p;
        }
    }

    /// The toll per ship still to pay on the track (edition 3): what a sensible
    /// captain keeps in the hold.
    pub fn toll_ahead(&self) -> u32 {
        self.requirements()
            .iter()
            .filter(|r| self.day < self.region_start_day(r.before_region))
            .map(|r| match r.what {
                RequirementKind::Toll(t) => u32::from(t),
                RequirementKind::Destroy(_) => 0,
            })
            .sum()
    }

    /// How far the fleet is with a requirement: (done, needed).
    pub fn progress(&self, r: &Requirement) -> (u32, u32) {
        let players = self.players() as u32;
        match r.what {
            RequirementKind::Toll(toll) => (
                self.ships.iter().map(|s| s.scrap).sum(),
                u32::from(toll) * players,
            ),
            RequirementKind::Destroy(per) => (u32::from(self.destroyed), u32::from(per) * players),
        }
    }
}

fn outcomes(list: &[Outcome]) -> String {
    list.iter()
        .map(super::view::outcome_text)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A mission event as a sentence.
pub fn event_text(e: &EventKind) -> String {
    match e {
        EventKind::Storm(n) => {
            format!("Every ship away from the barge takes {n} damage.")
        }
        EventKind::Drop(list) => format!("Every ship: {}.", outcomes(list)),
        EventKind::Battle {
            ships,
            ships_per_player,
            commander,
            on_win,
        } => {
            let mut foes = Vec::new();
            if *commander {
                foes.push("an enemy commander".to_string());
            }
            match (ships, ships_per_player) {
                (0, 0) => {}
                (n, 0) => foes.push(format!("{n} enemy ship{}", if *n == 1 { "" } else { "s" })),
                (0, p) => foes.push(format!(
                    "{p} enemy ship{} per player",
                    if *p == 1 { "" } else { "s" }
                )),
                (n, p) => foes.push(format!(
                    "{n} enemy ship{} and {p} more per player",
                    if *n == 1 { "" } else { "s" }
                )),
            }
            let mut line = format!("Every ship fights {} together.", foes.join(" and "));
            if !on_win.is_empty() {
                line.push_str(&format!(" If you win, every ship: {}.", outcomes(on_win)));
            }
            line
        }
    }
}

/// A requirement as a sentence ("Pay a toll of 20 scrap per ship on entering region 3").
pub fn requirement_text(r: &Requirement, players: usize, regions: &[u8]) -> String {
    let when = if usize::from(r.before_region) > regions.len() {
        "before the goal space".to_string()
    } else {
        format!("on entering region {}", r.before_region)
    };
    let by = if usize::from(r.before_region) > regions.len() {
        "by the goal space".to_string()
    } else {
        format!("by the end of region {}", r.before_region.saturating_sub(1))
    };
    let _ = content();
    match r.what {
        RequirementKind::Toll(t) if players == 0 => {
            format!("A toll of {t} scrap per ship {when}")
        }
        RequirementKind::Toll(t) => format!(
            "A toll of {t} scrap per ship ({} for the fleet) {when}",
            u32::from(t) * players as u32
        ),
        RequirementKind::Destroy(n) if players == 0 => {
            format!("{n} enemy ships destroyed per player {by}")
        }
        RequirementKind::Destroy(n) => format!(
            "{} enemy ships destroyed ({n} per player) {by}",
            u32::from(n) * players as u32
        ),
    }
}

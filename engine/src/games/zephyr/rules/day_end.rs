//! The day's end: completing assignments at dusk, docking, and the mission's final
//! battle or the warlord's, with his waves and nightfall.

use super::*;
use crate::games::zephyr::content::Special;

impl Mission {
    pub(super) fn dusk(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let c = content();
        // Complete assignments on their final day.
        let running = std::mem::take(&mut self.running);
        let mut keep = Vec::new();
        let mut bounties = Vec::new();
        for run in running {
            let def = &c.assignments[usize::from(run.def)];
            let members: Vec<Seat> = run
                .members()
                .into_iter()
                .filter(|s| self.ships[s.index()].at == Where::Assignment(run.number))
                .collect();
            if members.is_empty() {
                self.decks.assignments_out.push(run.def);
                continue;
            }
            if run.on_final_day() {
                if def.must_win && run.lost_battle {
                    self.say(ev, format!("{} fails: a battle was lost.", def.name));
                } else {
                    self.completed += 1;
                    self.say(ev, format!("{} completes {}!", names(run.leader), def.name));
                    // Edition 4: a party's reward scrap is the leader's to share out.
                    let shared = self.edition >= 4 && members.len() > 1;
                    let mut bounty = 0;
                    for r in &def.reward {
                        match r {
                            Reward::Scrap(n) if shared => bounty += u32::from(*n),
                            _ => self.reward(run.leader, r, ev, names, rng),
                        }
                    }
                    if bounty > 0 {
                        self.say(
                            ev,
                            format!(
                                "{} has {bounty} scrap of its reward to share out among the party.",
                                names(run.leader)
                            ),
                        );
                        bounties.push((run.leader, bounty, members.clone()));
                    }
                    // The leader may draw a new assignment; edition 5: a solo
                    // captain draws two and picks one, as at every other draw (the
                    // book's solo rules).
                    if self.edition >= 5 {
                        self.deal_assignments(run.leader, rng);
                    } else if let Some(a) = draw_from(
                        &mut self.decks.assignments,
                        &mut self.decks.assignments_out,
                        rng,
                    ) {
                        self.ships[run.leader.index()].offers.push(a);
                    }
                }
                self.decks.assignments_out.push(run.def);
                for s in members {
                    self.dock(s, rng);
                }
            } else {
                keep.push(run);
            }
        }
        self.running = keep;
        // Edition 5 deals the storm's damage as patrols set out (`patrol_storm`).
        let storm = if self.edition >= 5 {
            0
        } else {
            self.patrol_damage()
        };
        for seat in self.seats().collect::<Vec<_>>() {
            if self.ships[seat.index()].at == Where::Patrol {
                if storm > 0 && self.ships[seat.index()].undamaged() > usize::from(storm) {
                    self.ships[seat.index()].take_damage(storm);
                }
                self.dock(seat, rng);
            } else if self.ships[seat.index()].at == Where::Resupply {
                self.dock(seat, rng);
            }
        }
        self.phase = Phase::Dusk;
        for seat in self.seats().collect::<Vec<_>>() {
            self.tasks[seat.index()] = match self.ships[seat.index()].at {
                // Edition 2 asks these in the morning, with the day's own choices.
                _ if self.edition >= 2 => Task::Idle,
                Where::Resupply => Task::Shop,
                _ => Task::Dusk,
            };
        }
        for (leader, pool, mut party) in bounties {
            // The leader first, as a battle's ships are.
            party.sort_by_key(|&s| s != leader);
            self.tasks[leader.index()] = Task::Share {
                battle: 0,
                pool,
                party,
            };
        }
    }

    /// At the resupply: cooldowns off, hull repaired, one fresh deck.
    pub fn dock(&mut self, seat: Seat, rng: &mut GameRng) {
        let ship = &mut self.ships[seat.index()];
        ship.at = Where::Resupply;
        ship.refresh(Cooldown::Trip);
        for t in &mut ship.hull {
            t.damaged = false;
        }
        ship.rebuild_deck(rng);
    }

    pub(super) fn final_battle(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let m = &content().missions[usize::from(self.mission)];
        for seat in self.seats().collect::<Vec<_>>() {
            self.leave_assignment(seat, ev, names);
            self.ships[seat.index()].at = Where::Resupply;
            self.tasks[seat.index()] = Task::Idle;
        }
        self.running.clear();
        if self.completed < self.needed() {
            self.say(
                ev,
                format!(
                    "Day {}: the mission's time is up with {} of {} assignments done. The mission is lost.",
                    self.day, self.completed, self.needed()
                ),
            );
            self.won = Some(false);
            self.phase = Phase::Over;
            return;
        }
        if self.warlord.is_some() {
            self.warlord_battle(ev, names, rng);
            return;
        }
        self.say(
            ev,
            format!(
                "Day {}: the bandits' commander comes out to fight!",
                self.day
            ),
        );
        let seats: Vec<Seat> = self.seats().collect();
        let k = draw_from(
            &mut self.decks.commanders,
            &mut self.decks.commanders_out,
            rng,
        );
        // Edition 5: the goal space fights at the tier the board shows (the last
        // region's); before, always at tier 3.
        let tier = if self.edition >= 5 { self.tier().0 } else { 3 };
        let mut foes = vec![self.draw_enemy(k, tier, seats[0], rng)];
        for _ in 0..(usize::from(m.final_ships) + m.final_ships_per_player as usize * seats.len()) {
            foes.push(self.draw_enemy(None, tier, seats[0], rng));
        }
        self.add_battle(Area::Mission, seats, foes, Vec::new());
        self.phase = Phase::Explore;
        self.begin_battles(ev, names, rng);
    }

    /// The warlord space: every ship fights the warlord's waves, one at a time, then
    /// the warlord himself, all on this day. His ability cards turn face up.
    fn warlord_battle(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let c = content();
        let Some(w) = self.warlord.as_mut() else {
            return;
        };
        w.fighting = true;
        let def = &c.warlords[usize::from(w.personality)];
        let abilities: Vec<&str> = w
            .abilities
            .iter()
            .map(|&a| c.abilities[usize::from(a)].name.as_str())
            .collect();
        let line = format!(
            "Day {}: the warlord {} comes out to fight behind {} wave{}! Abilities: {}.",
            self.day,
            def.name,
            w.waves.len(),
            if w.waves.len() == 1 { "" } else { "s" },
            abilities.join(", ")
        );
        self.say(ev, line);
        let seats: Vec<Seat> = self.seats().collect();
        self.add_battle(Area::Mission, seats, Vec::new(), Vec::new());
        let b = self.battles.len() - 1;
        self.next_wave(b, ev, rng);
        self.phase = Phase::Explore;
        self.begin_battles(ev, names, rng);
    }

    /// The warlord battle is fought in one day (the book), so it ends at nightfall:
    /// after `WARLORD_ROUNDS` attack phases the warlord withdraws and the battle is
    /// lost. (Without it a lone ship that evades all it takes, against a warlord that
    /// repairs all it loses, could fight for ever.) True when it has fallen.
    pub(super) fn nightfall(
        &mut self,
        b: usize,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> bool {
        let bt = &self.battles[b];
        if bt.area != Area::Mission || self.warlord.is_none() || bt.round < WARLORD_ROUNDS {
            return false;
        }
        self.say(
            ev,
            format!(
                "Night falls after {} attack phases: the warlord withdraws into the dark.",
                bt.round
            ),
        );
        self.end_battle(b, false, ev, names, rng);
        true
    }

    /// In a warlord battle whose ships are all destroyed: reveals the next wave and
    /// brings its ships in, or, with the waves all cleared, the warlord himself.
    /// False when there is nothing more to fight (the warlord is destroyed) or this is
    /// no warlord battle.
    pub(super) fn next_wave(&mut self, b: usize, ev: &mut Vec<Event>, rng: &mut GameRng) -> bool {
        let c = content();
        if self.battles[b].area != Area::Mission
            || self.battles[b].foes.iter().any(|f| f.warlord.is_some())
        {
            return false;
        }
        let Some(w) = self.warlord.clone().filter(|w| w.fighting) else {
            return false;
        };
        let seats = self.battles[b].seats.clone();
        let players = self.players() as u8;
        let (tier, _) = self.tier();
        let mut revealed = w.revealed;
        let mut foes = Vec::new();
        // A wave that brings no ships is cleared at once.
        while foes.is_empty() && usize::from(revealed) < w.waves.len() {
            let wave = &c.waves[usize::from(w.waves[usize::from(revealed)])];
            revealed += 1;
            let mut fresh = Vec::new();
            let commanders = wave.commanders + wave.commanders_per_player * players;
            for _ in 0..commanders {
                let k = draw_from(
                    &mut self.decks.commanders,
                    &mut self.decks.commanders_out,
                    rng,
                );
                fresh.push(self.draw_enemy(k, tier, seats[0], rng));
                if wave.escorts {
                    let brings = k.map_or(0, |k| c.commanders[usize::from(k)].brings);
                    for _ in 0..brings {
                        fresh.push(self.draw_enemy(None, tier, seats[0], rng));
                    }
                }
            }
            for _ in 0..wave.ships + wave.ships_per_player * players {
                fresh.push(self.draw_enemy(None, tier, seats[0], rng));
            }
            // Edition 3: a drilled warlord's ships have more crew.
            let drilled = match &c.warlords[usize::from(w.personality)].special {
                Some(Special::Drilled(n)) if self.edition >= 3 => *n,
                _ => 0,
            };
            for f in &mut fresh {
                f.max = f.max.saturating_add_signed(wave.hull).max(1);
                f.cubes = f.max;
                f.crew += wave.crew + drilled;
            }
            if drilled > 0 && !fresh.is_empty() {
                self.say(
                    ev,
                    format!(
                        "The warlord's {}: his ships have {drilled} more crew.",
                        battle::special_name(&Special::Drilled(drilled))
                    ),
                );
            }
            let names_of: Vec<String> = fresh.iter().map(Foeship::name).collect();
            self.say(
                ev,
                format!(
                    "Wave {revealed} of {}: {}! {}",
                    w.waves.len(),
                    wave.name,
                    if names_of.is_empty() {
                        "It brings no ships.".to_string()
                    } else {
                        format!("In come {}.", names_of.join(", "))
                    }
                ),
            );
            foes = fresh;
        }
        if let Some(lord) = self.warlord.as_mut() {
            lord.revealed = revealed;
        }
        if foes.is_empty() {
            // The waves are cleared: the warlord can be fought at last.
            let mut lord = enemy_ship(0, None, 1, 0, 0, seats[0]);
            lord.warlord = Some(w.personality);
            lord.crew = 0;
            lord.cubes = w.hull;
            lord.max = w.hull;
            self.say(
                ev,
                format!(
                    "The waves are broken: the warlord {} is in range ({} hull)!",
                    c.warlords[usize::from(w.personality)].name,
                    w.hull
                ),
            );
            foes.push(lord);
        }
        // Spread the new enemies over the ships, round the table from the leader.
        let bt = &mut self.battles[b];
        for (k, foe) in foes.iter_mut().enumerate() {
            foe.attacks = seats[k % seats.len()];
        }
        bt.foes.extend(foes);
        true
    }
}

//! The day's flow: moving the day on, dealing assignments in the morning,
//! embarking, joining and patrolling, and setting out to explore.

use super::*;

impl Mission {
    /// Moves the day on while no one owes a decision.
    pub fn advance(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        for _ in 0..64 {
            if self.phase == Phase::Over || self.seats().any(|s| self.waits_for(s)) {
                return;
            }
            match self.phase {
                Phase::Setup | Phase::Dusk => self.start_day(ev, names, rng),
                // Edition 2 asks patrollers to join with their exploring (`set_out`).
                Phase::Move if self.edition >= 2 => self.begin_explore(ev, names, rng),
                Phase::Move => self.join_step(ev, names),
                Phase::Join => self.begin_explore(ev, names, rng),
                Phase::Explore => self.begin_battles(ev, names, rng),
                Phase::Battles => {
                    let mut moved = false;
                    for b in 0..self.battles.len() {
                        if self.battles[b].step == Step::Join {
                            self.next_round(b, ev, names, rng);
                            moved = true;
                        }
                    }
                    if !moved {
                        self.dusk(ev, names, rng);
                    }
                }
                Phase::Muster => self.final_battle(ev, names, rng),
                Phase::Over => return,
            }
        }
    }

    fn start_day(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let c = content();
        let first = self.day == 0;
        self.day += 1;
        if !first {
            self.pos += 1;
        }
        self.battles.clear();
        self.drawn = vec![None; self.players()];
        for ship in &mut self.ships {
            ship.gave = false;
            ship.got = false;
            ship.ready_bonus = 0;
            ship.wrecked = false;
        }
        if self.pos >= self.total_days() {
            if self.requirements_fail(self.region_number(), ev) {
                return;
            }
            if self.edition >= 2 && self.completed >= self.needed() {
                self.muster(ev, names, rng);
            } else {
                self.final_battle(ev, names, rng);
            }
            return;
        }
        let (tier, in_region) = self.tier();
        if in_region == 0 && self.requirements_fail(self.region_number(), ev) {
            return;
        }
        if in_region == 0 {
            let r = draw_from(&mut self.decks.regions, &mut Vec::new(), rng);
            self.region = r;
            let name = r
                .map(|r| c.regions[usize::from(r)].name.clone())
                .unwrap_or_default();
            self.say(
                ev,
                format!("Day {}: the fleet enters {name} (tier {tier}).", self.day),
            );
            for ship in &mut self.ships {
                ship.refresh(Cooldown::Region);
            }
            if self.shop.is_some() && !first {
                self.open_shop(rng);
                self.say(ev, "The barge's shop has new stock for this region.".into());
            }
            for seat in self.seats().collect::<Vec<_>>() {
                if matches!(self.ships[seat.index()].at, Where::Assignment(_)) {
                    continue;
                }
                self.ships[seat.index()].offers.clear();
                self.deal_assignments(seat, rng);
            }
        } else {
            self.say(ev, format!("Day {} begins.", self.day));
        }
        let no_armor = self.rules().contains(&RegionRule::NoArmorRepair);
        for ship in &mut self.ships {
            ship.refresh(Cooldown::Day);
            if !no_armor {
                ship.repair_armor();
            }
        }
        // Edition 3: a mission event replaces the day; assignments wait on their space.
        let event = self.event_today();
        for run in &mut self.running {
            if run.fresh {
                run.fresh = false;
            }
            if event.is_none() {
                run.step();
            }
        }
        if let Some(e) = event {
            self.track_event(e, ev, names, rng);
            return;
        }
        self.phase = Phase::Move;
        for seat in self.seats().collect::<Vec<_>>() {
            let ship = &self.ships[seat.index()];
            let out = matches!(ship.at, Where::Assignment(_));
            self.tasks[seat.index()] = if self.edition >= 2 {
                // One morning decision each: at the barge, shop and set out; out on an
                // assignment, go on or abandon it (the day's end asks nothing).
                if out {
                    Task::Dusk
                } else {
                    Task::Move
                }
            } else if !out && !ship.offers.is_empty() {
                Task::Move
            } else {
                Task::Idle
            };
        }
    }

    /// Deals a captain not on an assignment the region's offer: one, or two to choose
    /// from when flying solo (the book's solo rule).
    pub(super) fn deal_assignments(&mut self, seat: Seat, rng: &mut GameRng) {
        for _ in 0..if self.players() == 1 { 2 } else { 1 } {
            if let Some(a) = draw_from(
                &mut self.decks.assignments,
                &mut self.decks.assignments_out,
                rng,
            ) {
                self.ships[seat.index()].offers.push(a);
            }
        }
    }

    /// Edition 2, the goal space's morning: every ship comes back to the barge,
    /// repaired, and shops before the final battle. (Edition 1 asked at the last day's
    /// end whether to go on with an unfinished assignment; going on can win nothing
    /// any more, so abandoning it for the barge's repairs is always the better answer.)
    fn muster(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        for seat in self.seats().collect::<Vec<_>>() {
            if matches!(self.ships[seat.index()].at, Where::Assignment(_)) {
                self.leave_assignment(seat, ev, names);
                self.dock(seat, rng);
            }
            self.tasks[seat.index()] = Task::Shop;
        }
        self.running.clear();
        self.phase = Phase::Muster;
        self.say(
            ev,
            format!(
                "Day {}: the fleet gathers at the barge, repaired, for the final battle. Shop, then ready.",
                self.day
            ),
        );
    }

    pub fn embark(
        &mut self,
        seat: Seat,
        offer: u8,
        path: Option<u8>,
        ev: &mut Vec<Event>,
        names: Names,
    ) -> Result<(), ActionError> {
        let ship = &mut self.ships[seat.index()];
        let Some(p) = ship.offers.iter().position(|&a| a == offer) else {
            return Err(illegal("That assignment is not yours to take."));
        };
        // Offers are dealt from the content, so `offer` indexes it.
        let def = &content().assignments[usize::from(offer)];
        // Edition 4: another first day, or a fork off the first day's space.
        let (start, turn) = match path.map(|k| (k, def.paths.get(usize::from(k)))) {
            None => (None, None),
            Some((k, Some(way))) if self.edition >= 4 => match way.from {
                None => (Some(k), None),
                Some(0) => (None, Some(k)),
                Some(_) => {
                    return Err(illegal(format!(
                        "{} leaves the route later: choose it the morning you get there.",
                        way.name
                    )))
                }
            },
            Some(_) => {
                return Err(illegal(format!(
                    "{} has no such path in this game.",
                    def.name
                )))
            }
        };
        ship.offers.remove(p);
        let rest = std::mem::take(&mut ship.offers);
        self.decks.assignments_out.extend(rest);
        let number = self.next_number;
        self.next_number = self.next_number.wrapping_add(1);
        self.running.push(Running {
            number,
            def: offer,
            leader: seat,
            allies: Vec::new(),
            pos: 0,
            path: start,
            turn,
            fresh: true,
            lost_battle: false,
            weaken: 0,
        });
        self.ships[seat.index()].at = Where::Assignment(number);
        let name = &def.name;
        match path.and_then(|k| def.paths.get(usize::from(k))) {
            Some(way) => self.say(
                ev,
                format!("{} embarks on {name}, by {}.", names(seat), way.name),
            ),
            None => self.say(ev, format!("{} embarks on {name}.", names(seat))),
        }
        self.tasks[seat.index()] = Task::Idle;
        self.set_out(seat);
        Ok(())
    }

    /// Edition 4: the party leader, going on, takes a path that leaves the route
    /// from the party's space (flown from tomorrow).
    pub fn take_turn(
        &mut self,
        seat: Seat,
        assignment: u8,
        path: u8,
        ev: &mut Vec<Event>,
        names: Names,
    ) -> Result<(), ActionError> {
        let Where::Assignment(n) = self.ships[seat.index()].at else {
            return Err(illegal("You are not on an assignment."));
        };
        let edition = self.edition;
        let Some(run) = self.running.iter_mut().find(|r| r.number == n) else {
            return Err(illegal("You are not on an assignment."));
        };
        let def = &content().assignments[usize::from(run.def)];
        if run.leader != seat {
            return Err(illegal(format!(
                "Only the party leader, {}, chooses the way.",
                names(run.leader)
            )));
        }
        let fork = def.paths.get(usize::from(path)).filter(|p| {
            edition >= 4 && run.def == assignment && run.path.is_none() && p.from == Some(run.pos)
        });
        let Some(way) = fork else {
            return Err(illegal(format!(
                "No such path leaves {}'s route here.",
                def.name
            )));
        };
        run.turn = Some(path);
        let line = format!("{} leads the party by {} tomorrow.", names(seat), way.name);
        self.say(ev, line);
        Ok(())
    }

    /// The assignment this seat's ship is out on.
    pub fn party_of(&self, seat: Seat) -> Option<&Running> {
        let Where::Assignment(n) = self.ships.get(seat.index())?.at else {
            return None;
        };
        self.running.iter().find(|r| r.number == n)
    }

    /// The paths a leader may take from where their party is (edition 4).
    pub fn turns(&self, seat: Seat) -> Vec<u8> {
        match self.party_of(seat) {
            Some(run) if self.edition >= 4 && run.leader == seat && run.path.is_none() => {
                let def = &content().assignments[usize::from(run.def)];
                def.forks_at(run.pos).map(|(k, _)| k).collect()
            }
            _ => Vec::new(),
        }
    }

    pub fn patrol(&mut self, seat: Seat) {
        let ship = &mut self.ships[seat.index()];
        let rest = std::mem::take(&mut ship.offers);
        self.decks.assignments_out.extend(rest);
        self.tasks[seat.index()] = Task::Idle;
    }

    /// Edition 2: a ship that sets out this morning onto a `?` space (patrolling, or
    /// its party's space) explores at once, without waiting for the others; lettered
    /// and commander spaces wait for the whole party (`begin_explore`).
    pub fn set_out(&mut self, seat: Seat) {
        if self.edition < 2 || self.phase != Phase::Move {
            return;
        }
        let explores = match self.ships[seat.index()].at {
            Where::Patrol => true,
            Where::Assignment(n) => self
                .running
                .iter()
                .find(|r| r.number == n)
                .and_then(Running::space)
                .is_some_and(|space| matches!(space, Space::Explore)),
            Where::Resupply => false,
        };
        if explores {
            self.tasks[seat.index()] = Task::Explore;
        }
    }

    /// Fresh assignments with room for another ally.
    pub fn joinable(&self) -> Vec<&Running> {
        let c = content();
        self.running
            .iter()
            .filter(|r| {
                r.fresh && r.allies.len() < usize::from(c.assignments[usize::from(r.def)].allies)
            })
            .collect()
    }

    fn join_step(&mut self, ev: &mut Vec<Event>, names: Names) {
        self.phase = Phase::Join;
        let open = !self.joinable().is_empty();
        for seat in self.seats().collect::<Vec<_>>() {
            let on = matches!(self.ships[seat.index()].at, Where::Assignment(_));
            if !on {
                if open {
                    self.tasks[seat.index()] = Task::Join;
                } else {
                    self.go_patrol(seat, ev, names);
                }
            }
        }
    }

    pub fn join(
        &mut self,
        seat: Seat,
        leader: Seat,
        ev: &mut Vec<Event>,
        names: Names,
    ) -> Result<(), ActionError> {
        let c = content();
        let Some(run) = self
            .running
            .iter_mut()
            .find(|r| r.leader == leader && r.fresh)
        else {
            return Err(illegal(format!(
                "{} has taken no assignment today.",
                names(leader)
            )));
        };
        let def = &c.assignments[usize::from(run.def)];
        if run.allies.len() >= usize::from(def.allies) {
            return Err(illegal(format!(
                "{} has no room for more allies.",
                def.name
            )));
        }
        run.allies.push(seat);
        let n = run.number;
        self.ships[seat.index()].at = Where::Assignment(n);
        self.tasks[seat.index()] = Task::Idle;
        self.say(
            ev,
            format!("{} joins {} on {}.", names(seat), names(leader), def.name),
        );
        self.set_out(seat);
        Ok(())
    }

    pub fn go_patrol(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names) {
        self.patrol(seat);
        let setting_out = self.ships[seat.index()].at != Where::Patrol;
        self.ships[seat.index()].at = Where::Patrol;
        if setting_out && self.edition >= 5 {
            self.patrol_storm(seat, ev, names);
        }
    }

    /// Edition 5: a region's "patrolling ships take damage" strikes a patrol as it sets
    /// out, so the day's exploration meets a damaged ship. (Before, the damage landed
    /// on the way home and docking repaired it at once: the rule did nothing.) Like
    /// before, it never takes a ship's last whole hull.
    fn patrol_storm(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names) {
        let storm = self.patrol_damage();
        let ship = &mut self.ships[seat.index()];
        if storm == 0 || ship.undamaged() <= usize::from(storm) {
            return;
        }
        ship.take_damage(storm);
        self.say(
            ev,
            format!(
                "{} sets out on patrol into the storm: {storm} damage.",
                names(seat)
            ),
        );
    }

    /// The damage the region's rules deal a patrol.
    pub(super) fn patrol_damage(&self) -> u8 {
        self.rule_sum(|r| match r {
            RegionRule::PatrolHurt(n) => Some(i32::from(*n)),
            _ => None,
        }) as u8
    }

    fn begin_explore(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let c = content();
        self.phase = Phase::Explore;
        // Edition 2: those on `?` spaces explored as they set out (`set_out`).
        let individually = self.edition < 2;
        // Patrolling ships explore on their own.
        for seat in self.seats().collect::<Vec<_>>() {
            if individually && self.ships[seat.index()].at == Where::Patrol {
                self.tasks[seat.index()] = Task::Explore;
            }
        }
        let running = self.running.clone();
        for run in running {
            let def = &c.assignments[usize::from(run.def)];
            let Some(space) = run.space() else {
                continue;
            };
            let members = run.members();
            match space {
                Space::Explore if individually => {
                    for s in members {
                        self.tasks[s.index()] = Task::Explore;
                    }
                }
                Space::Explore => {}
                Space::Commander => {
                    self.say(ev, format!("{}: a commander blocks the way!", def.name));
                    let fewer = run.weaken;
                    self.group_battle(
                        Area::Assignment(run.number),
                        &members,
                        0,
                        Some(fewer),
                        Vec::new(),
                        rng,
                    );
                }
                Space::Event {
                    letter,
                    text,
                    then,
                    on_win,
                } => {
                    self.say(ev, format!("{} {letter}: {text}", def.name));
                    let mut ships = 0;
                    let mut commander = None;
                    for o in then {
                        match o {
                            Outcome::Enemies(n) => ships += n,
                            Outcome::Commander => commander = Some(run.weaken),
                            other => {
                                // Gains go to the leader; harm to every ship.
                                let hurt = matches!(
                                    other,
                                    Outcome::Hurt(_) | Outcome::CrewDeath | Outcome::Pay(_)
                                );
                                let targets = if hurt {
                                    members.clone()
                                } else {
                                    vec![run.leader]
                                };
                                for s in targets {
                                    self.outcome(s, other, ev, names, rng);
                                }
                            }
                        }
                    }
                    let alive: Vec<Seat> = members
                        .into_iter()
                        .filter(|s| !self.ships[s.index()].wrecked)
                        .collect();
                    if (ships > 0 || commander.is_some()) && !alive.is_empty() {
                        self.group_battle(
                            Area::Assignment(run.number),
                            &alive,
                            ships,
                            commander,
                            on_win.clone(),
                            rng,
                        );
                    }
                }
            }
        }
    }

    /// Sets up a battle for a group (not begun until the explorations are done).
    pub(crate) fn group_battle(
        &mut self,
        area: Area,
        seats: &[Seat],
        ships: u8,
        commander: Option<u8>,
        on_win: Vec<Outcome>,
        rng: &mut GameRng,
    ) {
        let (tier, _) = self.tier();
        let mut foes = Vec::new();
        let lead = seats[0];
        if let Some(fewer) = commander {
            let k = draw_from(
                &mut self.decks.commanders,
                &mut self.decks.commanders_out,
                rng,
            );
            let brings = k
                .map(|k| content().commanders[usize::from(k)].brings)
                .unwrap_or(0)
                .saturating_sub(fewer);
            foes.push(self.draw_enemy(k, tier, lead, rng));
            for _ in 0..brings {
                foes.push(self.draw_enemy(None, tier, lead, rng));
            }
        }
        for _ in 0..ships {
            foes.push(self.draw_enemy(None, tier, lead, rng));
        }
        self.add_battle(area, seats.to_vec(), foes, on_win);
    }

    pub(super) fn draw_enemy(
        &mut self,
        commander: Option<u8>,
        tier: u8,
        attacks: Seat,
        rng: &mut GameRng,
    ) -> Foeship {
        let e = draw_from(&mut self.decks.enemies, &mut self.decks.enemies_out, rng).unwrap_or(0);
        let hull = self.rule_sum(|r| match r {
            RegionRule::EnemyHull(n) => Some(i32::from(*n)),
            _ => None,
        }) as u8;
        let crew = self.rule_sum(|r| match r {
            RegionRule::EnemyCrew(n) => Some(i32::from(*n)),
            _ => None,
        }) as u8;
        enemy_ship(e, commander, tier, hull, crew, attacks)
    }

    pub(super) fn add_battle(
        &mut self,
        area: Area,
        seats: Vec<Seat>,
        mut foes: Vec<Foeship>,
        on_win: Vec<Outcome>,
    ) {
        // Spread the enemies over the ships, round the table from the leader.
        for (k, foe) in foes.iter_mut().enumerate() {
            foe.attacks = seats[k % seats.len()];
        }
        let number = self.battles.len() as u8 + 1;
        self.battles.push(Battle {
            number,
            area,
            seats,
            foes,
            targets: Vec::new(),
            step: Step::Waiting,
            round: 0,
            done: Vec::new(),
            asked: Vec::new(),
            joining: Vec::new(),
            declined: Vec::new(),
            on_win,
            wrecks: Vec::new(),
            lines: Vec::new(),
            won: None,
            joined: false,
        });
    }
}

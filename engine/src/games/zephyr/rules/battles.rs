//! The mission's battles (the rules' side; one battle's dice are in `zephyr/battle.rs`):
//! rounds, plays, firing, regrouping, joining, ending a battle and its rewards.

use super::*;

impl Mission {
    pub(super) fn begin_battles(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        self.phase = Phase::Battles;
        for b in 0..self.battles.len() {
            if self.battles[b].step == Step::Waiting {
                let line = {
                    let bt = &self.battles[b];
                    let foes: Vec<String> = bt.foes.iter().map(Foeship::name).collect();
                    let seats: Vec<String> = bt.seats.iter().map(|&s| names(s)).collect();
                    format!(
                        "Battle {}: {} against {}.",
                        bt.number,
                        seats.join(", "),
                        foes.join(", ")
                    )
                };
                self.say(ev, line);
                self.next_round(b, ev, names, rng);
            }
        }
    }

    /// Starts an attack phase: joiners come in, targets, then draw.
    pub(super) fn next_round(
        &mut self,
        b: usize,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        let joining = std::mem::take(&mut self.battles[b].joining);
        for s in joining {
            if !self.battles[b].seats.contains(&s) {
                self.battles[b].seats.push(s);
                self.battles[b].joined = true;
                self.say(
                    ev,
                    format!("{} joins battle {}.", names(s), self.battles[b].number),
                );
            }
        }
        let bt = &mut self.battles[b];
        bt.asked.clear();
        bt.round = bt.round.saturating_add(1);
        bt.tidy();
        bt.done.clear();
        let alive = bt.alive().count();
        let many = bt.seats.len() > 1;
        bt.step = Step::Declare;
        let seats = bt.seats.clone();
        let lead = bt.leader();
        for s in seats {
            let declare = alive > 1 || (many && Some(s) == lead);
            if !declare {
                bt.done.push(s);
            }
        }
        if bt.done.len() == bt.seats.len() {
            self.start_plays(b, ev, rng);
        }
    }

    pub fn start_plays(&mut self, b: usize, ev: &mut Vec<Event>, rng: &mut GameRng) {
        let round = self.battles[b].round;
        self.battles[b].step = Step::Plays;
        self.battles[b].done.clear();
        for s in self.battles[b].seats.clone() {
            let mut n = self.hand_size(s);
            let ship = &mut self.ships[s.index()];
            if round == 1 {
                n += ship.ready_bonus;
                ship.ready_bonus = 0;
            }
            let n = n.saturating_sub(ship.kept);
            ship.kept = 0;
            ship.draw(n, rng);
            ev.push(Event::private(
                s,
                "You draw your action cards for the attack phase.",
            ));
        }
    }

    pub fn battle_mut(&mut self, seat: Seat) -> Result<usize, ActionError> {
        self.battles
            .iter()
            .position(|b| battle_waits(b, seat))
            .or_else(|| self.battle_of(seat))
            .ok_or_else(|| illegal("You are not in a battle."))
    }

    pub fn play(
        &mut self,
        seat: Seat,
        id: u16,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let ship = &self.ships[seat.index()];
        let Some(card) = ship.hand.iter().copied().find(|c| c.id == id) else {
            return Err(illegal("That card is not in your hand."));
        };
        let mut down = ship.plays.cards.clone();
        down.push(card);
        if !ship.can_play(&down) {
            return Err(illegal("You have no play left for that card."));
        }
        let ship = &mut self.ships[seat.index()];
        ship.hand.retain(|c| c.id != id);
        ship.plays.kept.retain(|c| c.id != id);
        let def = card.card();
        let order = ship.plays.cards.len() as u8;
        ship.plays.cards.push(card);
        for e in &def.effects {
            if let Effect::Damage(n) = e {
                self.ships[seat.index()]
                    .plays
                    .attacks
                    .push((*n, def.tier, order));
            } else {
                self.effect(seat, e, def.tier, rng);
            }
        }
        self.say(ev, format!("{} plays {}.", names(seat), def.name));
        Ok(())
    }

    pub fn fire(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let b = self.battle_mut(seat)?;
        let bt = &mut self.battles[b];
        if bt.step != Step::Plays || bt.done.contains(&seat) {
            return Err(illegal("You have nothing to fire now."));
        }
        bt.done.push(seat);
        if bt.done.len() < bt.seats.len() {
            return Ok(());
        }
        self.resolve(b, ev, names, rng);
        Ok(())
    }

    fn resolve(&mut self, b: usize, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let mut bt = self.battles[b].clone();
        let abilities = match (&self.warlord, bt.area) {
            (Some(w), Area::Mission) => w.shown_abilities().to_vec(),
            _ => Vec::new(),
        };
        // Edition 3: the warlord's special ability.
        let special = match (&self.warlord, bt.area) {
            (Some(w), Area::Mission) if self.edition >= 3 => content().warlords
                [usize::from(w.personality)]
            .special
            .as_ref(),
            _ => None,
        };
        let (mut lines, dead) = battle::resolve_counting_dead(
            &mut bt,
            &mut self.ships,
            &abilities,
            special,
            names,
            rng,
        );
        // Edition 5: crew killed in battle die as crew killed anywhere else (before,
        // their faction card and companion were lost with them).
        if self.edition >= 5 {
            for (seat, crew) in dead {
                if let Some(line) = self.bury(seat, crew) {
                    lines.push(line);
                }
            }
        }
        for l in &lines {
            ev.push(Event::public(l.clone()));
        }
        bt.lines = lines;
        // Regroup: destroyed ships leave the battle.
        for i in 0..bt.foes.len() {
            if bt.foes[i].cubes == 0 && !bt.foes[i].destroyed {
                bt.foes[i].destroyed = true;
                if self.edition >= 3 && bt.foes[i].warlord.is_none() {
                    self.destroyed = self.destroyed.saturating_add(1);
                }
                let target = bt.foes[i].attacks;
                bt.wrecks.push((bt.foes[i].clone(), target));
            }
        }
        let seats = bt.seats.clone();
        self.battles[b] = bt;
        for s in seats {
            if self.ships[s.index()].critical() {
                self.battles[b].seats.retain(|&x| x != s);
                self.say(ev, format!("{} is shot out of the sky!", names(s)));
                self.ships[s.index()].discard_all();
                self.ships[s.index()].kept = 0;
                self.critical(s, ev, names, rng);
            }
        }
        for s in self.battles[b].seats.clone() {
            self.ships[s.index()].discard_all();
        }
        let foes_left = self.battles[b].alive().count();
        if self.battles[b].seats.is_empty() {
            self.end_battle(b, false, ev, names, rng);
        } else if foes_left == 0 && !self.next_wave(b, ev, rng) {
            self.end_battle(b, true, ev, names, rng);
        } else if !self.nightfall(b, ev, names, rng) {
            // (A warlord battle whose wave is cleared goes on with the next one, or
            // with the warlord himself: `next_wave` brought them in.)
            self.regroup(b, ev, names, rng);
        }
    }

    /// Asks the ships in the area that could join; or starts the next round.
    fn regroup(&mut self, b: usize, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let area = self.battles[b].area;
        let candidates: Vec<Seat> = self
            .seats()
            .filter(|&s| {
                self.area_of(s) == Some(area)
                    && self.battle_of(s).is_none()
                    && !self.ships[s.index()].wrecked
                    && self.tasks[s.index()] == Task::Idle
                    && !self.battles[b].declined.contains(&s)
                    && !self.battles.iter().any(|o| o.joining.contains(&s))
            })
            .collect();
        if candidates.is_empty() || matches!(area, Area::Mission | Area::Event) {
            self.next_round(b, ev, names, rng);
        } else {
            let bt = &mut self.battles[b];
            bt.step = Step::Join;
            bt.asked = candidates;
        }
    }

    pub fn answer_join(
        &mut self,
        seat: Seat,
        battle: Option<u8>,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let asking: Vec<usize> = (0..self.battles.len())
            .filter(|&b| {
                self.battles[b].step == Step::Join && self.battles[b].asked.contains(&seat)
            })
            .collect();
        if asking.is_empty() {
            return Err(illegal("No battle is asking for you."));
        }
        match battle {
            Some(n) => {
                let Some(&b) = asking.iter().find(|&&b| self.battles[b].number == n) else {
                    return Err(illegal("That battle is not asking for you."));
                };
                self.battles[b].joining.push(seat);
                for &o in &asking {
                    self.battles[o].asked.retain(|&s| s != seat);
                    if o != b {
                        self.battles[o].declined.push(seat);
                    }
                }
                let _ = (ev, names, rng);
            }
            None => {
                for &o in &asking {
                    self.battles[o].asked.retain(|&s| s != seat);
                    self.battles[o].declined.push(seat);
                }
            }
        }
        Ok(())
    }

    pub(super) fn end_battle(
        &mut self,
        b: usize,
        won: bool,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        let c = content();
        let (tier, _) = self.tier();
        self.battles[b].step = Step::Over;
        self.battles[b].won = Some(won);
        // Every enemy card of the battle goes to its discards, to be shuffled back in.
        for foe in self.battles[b].foes.iter().filter(|f| f.warlord.is_none()) {
            self.decks.enemies_out.push(foe.enemy);
            self.decks.commanders_out.extend(foe.commander);
        }
        let number = self.battles[b].number;
        let area = self.battles[b].area;
        if !won {
            self.say(ev, format!("Battle {number} is lost."));
            if let Area::Assignment(n) = area {
                if let Some(r) = self.running.iter_mut().find(|r| r.number == n) {
                    r.lost_battle = true;
                }
            }
            if area == Area::Mission {
                let line = self.mission_def().defeat.clone().unwrap_or_else(|| {
                    "The bandits hold the skies over Flotsum. The mission is lost.".into()
                });
                self.end_mission(false, &line, ev);
            }
            return;
        }
        self.say(ev, format!("Battle {number} is won!"));
        let seats = self.battles[b].seats.clone();
        let solo = seats.len() == 1;
        let wrecks = self.battles[b].wrecks.clone();
        // Edition 2: when others joined the battle, its leader shares the scrap out.
        let share = self.edition >= 2
            && self.battles[b].joined
            && seats.len() > 1
            && self.tasks[seats[0].index()] == Task::Idle;
        let mut pool = Vec::new();
        for (foe, target) in wrecks.into_iter().filter(|(f, _)| f.warlord.is_none()) {
            let to = if solo || !seats.contains(&target) {
                seats[0]
            } else {
                target
            };
            if let Some(k) = foe.commander {
                let roll = rng.die(6) as usize;
                let reward = c.commanders[usize::from(k)].rewards[roll - 1].clone();
                self.say(
                    ev,
                    format!("{} rolls {roll} for the commander's reward.", names(to)),
                );
                self.reward(to, &reward, ev, names, rng);
            } else if share {
                pool.extend((0..battle::salvage_dice(tier)).map(|_| rng.die(6)));
            } else {
                let n = battle::salvage_dice(tier);
                self.outcome(to, &Outcome::ScrapRoll(n), ev, names, rng);
            }
        }
        if !pool.is_empty() {
            let total = pool.iter().sum::<u32>() + self.salvage_bonus() * pool.len() as u32;
            let lead = seats[0];
            self.say(
                ev,
                format!(
                    "{} rolls {} for the salvage: {total} scrap to share out.",
                    names(lead),
                    join_dice(&pool)
                ),
            );
            self.tasks[lead.index()] = Task::Share {
                battle: number,
                pool: total,
                party: Vec::new(),
            };
        }
        let on_win = self.battles[b].on_win.clone();
        // A mission event's battle rewards every ship in it; an assignment's, the leader.
        let rewarded: Vec<Seat> = if area == Area::Event {
            seats.clone()
        } else {
            seats.first().copied().into_iter().collect()
        };
        for &s in &rewarded {
            for o in &on_win {
                self.outcome(s, o, ev, names, rng);
            }
        }
        for s in &seats {
            self.ships[s.index()].discard_all();
            self.ships[s.index()].kept = 0;
        }
        if area == Area::Mission {
            let line = self.mission_def().victory.clone().unwrap_or_else(|| {
                "The bandits are driven off! Flotsum's traders fly again.".into()
            });
            self.end_mission(true, &line, ev);
        }
    }

    /// The mission is over: nobody owes anything more.
    pub(crate) fn end_mission(&mut self, won: bool, line: &str, ev: &mut Vec<Event>) {
        self.won = Some(won);
        self.phase = Phase::Over;
        for t in &mut self.tasks {
            *t = Task::Idle;
        }
        self.say(ev, line.into());
    }

    pub fn reward(
        &mut self,
        seat: Seat,
        r: &Reward,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        match r {
            Reward::Scrap(n) => self.outcome(seat, &Outcome::Scrap(*n), ev, names, rng),
            Reward::System(t) => self.random_system(seat, *t, ev, names, rng),
        }
    }
}

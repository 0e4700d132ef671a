//! Exploring and reacting: drawing an exploration card, meeting its choices,
//! nudging rolls, outcomes, critical damage, abandoning, and powers.

use super::*;
use crate::games::zephyr::ship::HullTile;

impl Mission {
    pub fn explore(
        &mut self,
        seat: Seat,
        deck: Deck,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let c = content();
        let d = match deck {
            Deck::Skirmish => &mut self.decks.skirmish,
            Deck::Scavenge => &mut self.decks.scavenge,
        };
        if d.is_empty() {
            // Refill this deck from its own discards.
            let (mine, rest): (Vec<u8>, Vec<u8>) = self
                .decks
                .explore_out
                .iter()
                .partition(|&&k| c.explore[usize::from(k)].deck == deck);
            self.decks.explore_out = rest;
            let d = match deck {
                Deck::Skirmish => &mut self.decks.skirmish,
                Deck::Scavenge => &mut self.decks.scavenge,
            };
            *d = mine;
            rng.shuffle(d);
        }
        let d = match deck {
            Deck::Skirmish => &mut self.decks.skirmish,
            Deck::Scavenge => &mut self.decks.scavenge,
        };
        let Some(card) = d.pop() else {
            return Err(illegal("That deck is empty."));
        };
        self.drawn[seat.index()] = Some(card);
        let def = &c.explore[usize::from(card)];
        self.say(ev, format!("{} draws {}.", names(seat), def.name));
        if def.react {
            let n = self.hand_size(seat);
            let ship = &mut self.ships[seat.index()];
            ship.discard_all();
            let have = ship.hand.len() as u8;
            ship.draw(n.saturating_sub(have), rng);
            ship.kept = 0;
            self.tasks[seat.index()] = Task::React { card };
            ev.push(Event::private(
                seat,
                format!("You draw your action cards to react to {}.", def.name),
            ));
        } else if def.choices.len() == 1 {
            self.resolve_choice(seat, card, 0, ev, names, rng)?;
        } else {
            self.tasks[seat.index()] = Task::React { card };
        }
        Ok(())
    }

    /// Cards a seat draws for a reaction or an attack phase.
    pub fn hand_size(&self, seat: Seat) -> u8 {
        let ship = &self.ships[seat.index()];
        let region = self.rule_sum(|r| match r {
            RegionRule::Draw(n) => Some(i32::from(*n)),
            _ => None,
        });
        (i32::from(ship.draw_size()) + region).max(1) as u8
    }

    /// Whether the seat could meet a choice's needs with its hand now.
    pub fn can_choose(&self, seat: Seat, card: u8, choice: u8) -> bool {
        let def = &content().explore[usize::from(card)];
        let Some(ch) = def.choices.get(usize::from(choice)) else {
            return false;
        };
        let need = need_of(&ch.need);
        need == [0; 4] || cheapest_set(&self.ships[seat.index()], need).is_some()
    }

    pub fn resolve_choice(
        &mut self,
        seat: Seat,
        card: u8,
        choice: u8,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let def = &content().explore[usize::from(card)];
        let Some(ch) = def.choices.get(usize::from(choice)) else {
            return Err(illegal("There is no such choice."));
        };
        let need = need_of(&ch.need);
        let played = if need == [0; 4] {
            Vec::new()
        } else {
            cheapest_set(&self.ships[seat.index()], need)
                .ok_or_else(|| illegal("Your hand can't meet that choice."))?
        };
        let cards: Vec<String> = played.iter().map(|c| c.card().name.clone()).collect();
        let ship = &mut self.ships[seat.index()];
        ship.hand.retain(|c| !played.contains(c));
        ship.plays.cards.extend(played);
        let how = if cards.is_empty() {
            String::new()
        } else {
            format!(" with {}", cards.join(", "))
        };
        self.say(ev, format!("{}: {}{how}.", names(seat), ch.label));
        for o in &ch.then {
            self.outcome(seat, o, ev, names, rng);
        }
        if !ch.roll.is_empty() && !self.ships[seat.index()].wrecked {
            let roll = rng.die(6) as u8;
            if self.nudge_power(seat).is_some() {
                self.tasks[seat.index()] = Task::Nudge { card, choice, roll };
                self.say(ev, format!("{} rolls {roll}.", names(seat)));
                return Ok(());
            }
            self.band(seat, &ch.roll, roll, ev, names, rng);
        }
        self.end_reaction(seat, card);
        Ok(())
    }

    pub fn nudge_power(&self, seat: Seat) -> Option<PowerRef> {
        self.ships[seat.index()]
            .powers()
            .into_iter()
            .find(|(_, p, cd)| cd.ready() && p.effects.contains(&Effect::Nudge))
            .map(|(r, _, _)| r)
    }

    pub fn nudge(
        &mut self,
        seat: Seat,
        by: i8,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let Task::Nudge { card, choice, roll } = self.tasks[seat.index()].clone() else {
            return Err(illegal("You have no roll to change."));
        };
        let mut roll = roll;
        if by != 0 {
            let new = i16::from(roll) + i16::from(by);
            if !(1..=6).contains(&new) {
                return Err(illegal("A die shows 1 to 6."));
            }
            let power = self
                .nudge_power(seat)
                .ok_or_else(|| illegal("Your power is on cooldown."))?;
            self.ships[seat.index()].spend(power);
            roll = new as u8;
            // Edition 3 names the power (edition 1 and 2 logs keep their words).
            let line = if self.edition >= 3 {
                let name = &self.ships[seat.index()]
                    .powers()
                    .into_iter()
                    .find(|(r, _, _)| *r == power)
                    .map(|(_, p, _)| p.name.clone())
                    .unwrap_or_default();
                format!("{} changes the roll to {roll}: uses {name}.", names(seat))
            } else {
                format!("{} changes the roll to {roll}.", names(seat))
            };
            self.say(ev, line);
        }
        let ch = &content().explore[usize::from(card)].choices[usize::from(choice)];
        self.band(seat, &ch.roll, roll, ev, names, rng);
        self.end_reaction(seat, card);
        Ok(())
    }

    fn band(
        &mut self,
        seat: Seat,
        bands: &[Band],
        roll: u8,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        if let Some(b) = bands.iter().find(|b| (b.from..=b.to).contains(&roll)) {
            self.say(ev, format!("{} rolls {roll}.", names(seat)));
            for o in &b.then {
                self.outcome(seat, o, ev, names, rng);
            }
        }
    }

    fn end_reaction(&mut self, seat: Seat, card: u8) {
        self.ships[seat.index()].discard_all();
        self.ships[seat.index()].kept = 0;
        self.decks.explore_out.push(card);
        self.tasks[seat.index()] = Task::Idle;
    }

    /// Applies one outcome to a seat's ship.
    pub fn outcome(
        &mut self,
        seat: Seat,
        o: &Outcome,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        let who = names(seat);
        if self.ships[seat.index()].wrecked {
            return;
        }
        match o {
            Outcome::Scrap(n) => {
                self.ships[seat.index()].scrap += u32::from(*n);
                self.say(ev, format!("{who} gains {n} scrap."));
            }
            Outcome::Pay(n) => {
                let ship = &mut self.ships[seat.index()];
                let paid = ship.scrap.min(u32::from(*n));
                ship.scrap -= paid;
                self.say(ev, format!("{who} loses {paid} scrap."));
            }
            Outcome::ScrapRoll(n) => {
                let bonus = self.salvage_bonus();
                let dice: Vec<u32> = (0..*n).map(|_| rng.die(6)).collect();
                let total: u32 = dice.iter().sum::<u32>() + bonus * u32::from(*n);
                self.ships[seat.index()].scrap += total;
                self.say(
                    ev,
                    format!("{who} rolls {} for scrap: +{total}.", join_dice(&dice)),
                );
            }
            Outcome::System(tier) => self.random_system(seat, *tier, ev, names, rng),
            Outcome::Hurt(n) => {
                let f = self.ships[seat.index()].take_damage(*n);
                self.say(ev, format!("{who} takes {f} damage."));
                if self.ships[seat.index()].critical() {
                    self.critical(seat, ev, names, rng);
                }
            }
            Outcome::Mend(n) => {
                let r = self.ships[seat.index()].repair(*n);
                self.say(ev, format!("{who} repairs {r} hull."));
            }
            Outcome::CrewDeath => self.crew_death(seat, ev, names),
            Outcome::Enemies(n) => {
                let area = self.area_of(seat).unwrap_or(Area::Patrol);
                let (tier, _) = self.tier();
                let foes = (0..*n)
                    .map(|_| self.draw_enemy(None, tier, seat, rng))
                    .collect();
                self.add_battle(area, vec![seat], foes, Vec::new());
                self.say(ev, format!("{who} is attacked!"));
            }
            Outcome::Commander => {
                let area = self.area_of(seat).unwrap_or(Area::Patrol);
                self.group_battle(area, &[seat], 0, Some(0), Vec::new(), rng);
                self.say(ev, format!("{who} meets an enemy commander!"));
            }
            Outcome::Weaken(n) => {
                if let Where::Assignment(a) = self.ships[seat.index()].at {
                    if let Some(run) = self.running.iter_mut().find(|r| r.number == a) {
                        run.weaken += n;
                    }
                }
                self.say(ev, format!("The commander will bring {n} fewer ship."));
            }
            Outcome::Ready(n) => {
                self.ships[seat.index()].ready_bonus += n;
                self.say(
                    ev,
                    format!("{who} will draw {n} more in their next battle."),
                );
            }
            Outcome::Recruit => self.recruit(seat, ev, names, rng),
            Outcome::Armor => self.free_armor(seat, ev, names),
        }
    }

    pub(super) fn random_system(
        &mut self,
        seat: Seat,
        tier: Tier,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        let c = content();
        let free: Vec<u8> = (0..c.systems.len() as u8)
            .filter(|&s| c.systems[usize::from(s)].tier == tier && self.in_supply(s))
            .collect();
        let who = names(seat);
        if free.is_empty() {
            // None left of that tier: its price in scrap instead (epic: 40).
            let scrap = tier.price().unwrap_or(40);
            self.ships[seat.index()].scrap += scrap;
            self.say(
                ev,
                format!("{who} finds no system left and takes {scrap} scrap."),
            );
            return;
        }
        let s = free[rng.below(free.len() as u32) as usize];
        self.ships[seat.index()].cargo.push(s);
        self.say(
            ev,
            format!("{who} gains {} (in cargo).", c.systems[usize::from(s)].name),
        );
    }

    fn crew_death(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names) {
        let who = names(seat);
        let ship = &mut self.ships[seat.index()];
        let Some(i) = ship.first_crew() else {
            self.say(ev, format!("{who} has no crew to lose."));
            return;
        };
        let crew = ship.crew[i].take().expect("first crew");
        let mut line = format!("{} of {who} dies.", crew_name(&crew));
        if let Some(moved) = self.bury(seat, crew) {
            line.push(' ');
            line.push_str(&moved);
        }
        self.say(ev, line);
    }

    /// A dead crew member of `seat`'s ship: the faction returns to the supply, the
    /// personality is gone for good, a companion moves to a crew member without one.
    /// Returns the line telling where the companion went, if it moved.
    pub(super) fn bury(&mut self, seat: Seat, crew: Crew) -> Option<String> {
        self.decks.factions[usize::from(crew.faction)] += 1;
        let comp = crew.companion?;
        let other = self.ships[seat.index()]
            .crew
            .iter_mut()
            .flatten()
            .find(|c| c.companion.is_none())?;
        other.companion = Some(comp);
        other.cds[2] = crew.cds[2];
        Some(format!(
            "The companion {} moves to another crew member.",
            content().personalities[usize::from(comp)].name
        ))
    }

    /// Critical damage: the roll, then back to the resupply.
    pub fn critical(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let who = names(seat);
        let roll = rng.die(6);
        let lost = {
            let ship = &mut self.ships[seat.index()];
            ship.cargo.clear();
            match roll {
                // Edition 2: the book's "you may choose which hull upgrade to remove",
                // asked when there is a choice (`lose_hull`).
                1 | 2 if self.edition >= 2 && ship.hull_kinds().len() > 1 => {
                    ship.hull_to_lose = true;
                    "a hull upgrade of their choice".into()
                }
                1 | 2 => ship
                    .lose_hull()
                    .map(|h| format!("{} hull", hull_word(h)))
                    .unwrap_or_else(|| "nothing".into()),
                3 | 4 => match ship.lose_card(rng) {
                    Some((name, system)) => {
                        // Edition 5: a lost system is gone; before, it went back
                        // on sale.
                        if let Some(s) = system.filter(|_| self.edition >= 5) {
                            self.lost.push(s);
                        }
                        format!("the card {name}")
                    }
                    None => "nothing".into(),
                },
                _ => String::new(),
            }
        };
        if roll >= 5 {
            self.say(
                ev,
                format!("{who} takes critical damage and rolls {roll}: a crew member is lost."),
            );
            self.crew_death(seat, ev, names);
        } else {
            self.say(
                ev,
                format!("{who} takes critical damage and rolls {roll}: loses {lost}."),
            );
        }
        if self.ships[seat.index()].hull.is_empty() {
            self.ships[seat.index()].hull.push(HullTile {
                kind: Hull::Structure,
                damaged: false,
            });
            self.say(
                ev,
                format!("The barge fits {who} with a free structure hull."),
            );
        }
        self.leave_assignment(seat, ev, names);
        let ship = &mut self.ships[seat.index()];
        ship.wrecked = true;
        ship.at = Where::Resupply;
        if matches!(
            self.tasks[seat.index()],
            Task::React { .. } | Task::Explore | Task::Nudge { .. }
        ) {
            // The reaction ends with the ship.
            if let Task::React { card } | Task::Nudge { card, .. } = self.tasks[seat.index()] {
                self.decks.explore_out.push(card);
            }
            self.ships[seat.index()].discard_all();
            self.tasks[seat.index()] = Task::Idle;
        }
    }

    /// The hull upgrade a seat chose to lose to critical damage.
    pub fn lose_hull(
        &mut self,
        seat: Seat,
        kind: Hull,
        ev: &mut Vec<Event>,
        names: Names,
    ) -> Result<(), ActionError> {
        let ship = &mut self.ships[seat.index()];
        if !ship.hull_to_lose {
            return Err(illegal("You have no hull upgrade to lose."));
        }
        if !ship.lose_hull_of(kind) {
            return Err(illegal(format!(
                "You have no {} hull to lose.",
                hull_word(kind)
            )));
        }
        ship.hull_to_lose = false;
        self.say(
            ev,
            format!("{} gives up a {} hull.", names(seat), hull_word(kind)),
        );
        Ok(())
    }

    /// Takes a seat off its assignment (a new leader is the first ally).
    pub fn leave_assignment(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names) {
        let Where::Assignment(n) = self.ships[seat.index()].at else {
            return;
        };
        self.ships[seat.index()].at = Where::Resupply;
        let Some(k) = self.running.iter().position(|r| r.number == n) else {
            return;
        };
        let run = &mut self.running[k];
        if run.leader == seat {
            if run.allies.is_empty() {
                let def = run.def;
                self.running.remove(k);
                self.decks.assignments_out.push(def);
                return;
            }
            run.leader = run.allies.remove(0);
            let (leader, def) = (run.leader, run.def);
            self.say(
                ev,
                format!(
                    "{} now leads {}.",
                    names(leader),
                    content().assignments[usize::from(def)].name
                ),
            );
        } else {
            run.allies.retain(|&s| s != seat);
        }
    }

    /// The allies still with the party this seat leads (none if it leads none).
    pub fn allies_of(&self, seat: Seat) -> Vec<Seat> {
        match self.party_of(seat) {
            Some(run) if run.leader == seat => run
                .allies
                .iter()
                .copied()
                .filter(|&s| self.ships[s.index()].at == Where::Assignment(run.number))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Edition 4: a party leader abandons, appointing one of the allies the new leader
    /// (`None`: the only ally, or nobody when flying alone).
    pub fn abandon_appointing(
        &mut self,
        seat: Seat,
        next: Option<Seat>,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let allies = self.allies_of(seat);
        let next = match next {
            Some(s) if allies.contains(&s) => Some(s),
            Some(s) => {
                return Err(illegal(format!(
                    "{} is not an ally on your assignment.",
                    names(s)
                )))
            }
            None if allies.len() > 1 => {
                let how: Vec<String> = allies
                    .iter()
                    .map(|s| format!("`abandon:{}`", u16::from(s.0) + 1))
                    .collect();
                return Err(illegal(format!(
                    "Appoint the new party leader first: {}.",
                    how.join(" or ")
                )));
            }
            None => allies.first().copied(),
        };
        if let (Some(next), Some(n)) = (next, self.party_of(seat).map(|r| r.number)) {
            if let Some(run) = self.running.iter_mut().find(|r| r.number == n) {
                // `leave_assignment` hands the lead to the first ally.
                run.allies.retain(|&s| s != next);
                run.allies.insert(0, next);
            }
        }
        self.abandon(seat, ev, names, rng);
        Ok(())
    }

    pub fn abandon(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
        let Where::Assignment(n) = self.ships[seat.index()].at else {
            return;
        };
        let name = self
            .running
            .iter()
            .find(|r| r.number == n)
            .map(|r| content().assignments[usize::from(r.def)].name.clone())
            .unwrap_or_default();
        self.leave_assignment(seat, ev, names);
        self.say(ev, format!("{} abandons {name}.", names(seat)));
        self.dock(seat, rng);
        if self.edition >= 2 && self.phase == Phase::Move {
            // Abandoned in the morning: at the barge now, as after a day's end there,
            // with the assignments a new region deals to those not on one.
            if self.tier().1 == 0 && self.ships[seat.index()].offers.is_empty() {
                self.deal_assignments(seat, rng);
            }
            self.tasks[seat.index()] = Task::Move;
        } else {
            self.tasks[seat.index()] = Task::Shop;
        }
    }

    /// Powers usable now by a seat reacting or playing.
    pub fn usable_powers(&self, seat: Seat) -> Vec<PowerRef> {
        let in_battle = self.battle_of(seat).is_some();
        self.ships[seat.index()]
            .powers()
            .into_iter()
            .filter(|(_, p, cd)| {
                cd.ready()
                    && !p.effects.contains(&Effect::Nudge)
                    && (in_battle
                        || p.effects.iter().any(|e| {
                            matches!(
                                e,
                                Effect::Draw(_)
                                    | Effect::Play(..)
                                    | Effect::Repair(_)
                                    | Effect::Scrap(_)
                            )
                        }))
            })
            .map(|(r, _, _)| r)
            .collect()
    }

    /// Activates a power (in a reaction or an attack phase).
    pub fn use_power(
        &mut self,
        seat: Seat,
        which: PowerRef,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        if !self.usable_powers(seat).contains(&which) {
            return Err(illegal("That power can't be used now."));
        }
        let (power, _) = self.ships[seat.index()].power(which).expect("usable");
        self.ships[seat.index()].spend(which);
        self.ships[seat.index()].plays.powers.push(which);
        self.say(ev, format!("{} uses {}.", names(seat), power.name));
        for e in &power.effects {
            if let Effect::Play(k, n) = e {
                self.ships[seat.index()].plays.extra[k.index()] += n;
            } else {
                self.effect(seat, e, Tier::Base, rng);
            }
        }
        Ok(())
    }

    /// Applies a card's or power's effect: at once, or kept for the resolve.
    pub fn effect(&mut self, seat: Seat, e: &Effect, tier: Tier, rng: &mut GameRng) {
        let order = self.ships[seat.index()].plays.cards.len() as u8;
        let ship = &mut self.ships[seat.index()];
        let p = &mut ship.plays;
        match e {
            Effect::Damage(n) => p.attacks.push((*n, tier, order)),
            Effect::Direct(n) => p.direct += n,
            Effect::Barrage(n) => p.barrage += n,
            Effect::Evade(n) => p.evade += n,
            Effect::Reduce(n) => p.reduce += n,
            Effect::ReducePerArmor => {
                let a = ship.undamaged_armor();
                ship.plays.reduce += a;
            }
            Effect::Repair(n) => {
                ship.repair(*n);
            }
            Effect::Draw(n) => {
                ship.draw(*n, rng);
            }
            // A card's own plays are counted from the cards down (`Ship::can_play`);
            // a power's are added by `use_power`.
            Effect::Play(..) => {}
            Effect::KillCrew(n) => p.kill_crew += n,
            Effect::Scrap(n) => ship.scrap += u32::from(*n),
            Effect::Retarget => p.retarget = true,
            Effect::Nudge => {}
        }
    }
}

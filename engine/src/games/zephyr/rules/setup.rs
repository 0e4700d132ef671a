//! Setup and the resupply: choosing and outfitting a ship, the barge's shop
//! (hull, systems, crew), starting supplies and gifts between captains.

use super::*;
use crate::games::zephyr::ship::HullTile;

impl Mission {
    pub fn shop(
        &mut self,
        seat: Seat,
        action: &Action,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let c = content();
        let i = seat.index();
        let who = names(seat);
        match action {
            Action::Build { ship } | Action::Board { ship } => {
                let build = matches!(action, Action::Build { .. });
                self.take_ship(seat, *ship, build, ev, names, rng)?;
            }
            Action::BuyHull { kind } => {
                self.need_ship(seat)?;
                let price = kind.price();
                if self.ships[i].scrap < price {
                    return Err(illegal(format!("That costs {price} scrap.")));
                }
                if !self.ships[i].hull_room(*kind) {
                    return Err(illegal("Your mat has no free slot for that hull."));
                }
                let ship = &mut self.ships[i];
                ship.scrap -= price;
                let tile = HullTile {
                    kind: *kind,
                    damaged: false,
                };
                // Armor goes on top, where it takes the first hits.
                if *kind == Hull::Armor {
                    ship.hull.insert(0, tile);
                } else {
                    ship.hull.push(tile);
                }
                self.say(ev, format!("{who} buys {} hull.", hull_word(*kind)));
            }
            Action::SellHull { kind } => {
                self.need_ship(seat)?;
                let ship = &mut self.ships[i];
                let Some(p) = ship.hull.iter().rposition(|t| t.kind == *kind) else {
                    return Err(illegal("You have no such hull."));
                };
                if ship.hull.len() == 1 {
                    return Err(illegal("Your last hull upgrade keeps you in the air."));
                }
                ship.hull.remove(p);
                ship.scrap += kind.price() / 2;
                self.say(ev, format!("{who} sells {} hull.", hull_word(*kind)));
            }
            Action::Buy { system } => {
                self.need_ship(seat)?;
                self.buy_system(seat, *system, &who, ev, rng)?;
            }
            Action::Sell { system } => {
                self.need_ship(seat)?;
                let card = &c.systems[usize::from(*system)];
                let Some(price) = card.tier.price() else {
                    return Err(illegal("Epic systems are never sold."));
                };
                let ship = &mut self.ships[i];
                if let Some(slot) = ship.systems.iter().position(|s| *s == Some(*system)) {
                    ship.systems[slot] = None;
                } else if let Some(p) = ship.cargo.iter().position(|s| s == system) {
                    ship.cargo.remove(p);
                } else {
                    return Err(illegal("You don't have that system."));
                }
                ship.scrap += price / 2;
                ship.rebuild_deck(rng);
                self.say(ev, format!("{who} sells {}.", card.name));
            }
            Action::Install { system } => {
                self.need_ship(seat)?;
                let card = &c.systems[usize::from(*system)];
                let ship = &mut self.ships[i];
                let Some(p) = ship.cargo.iter().position(|s| s == system) else {
                    return Err(illegal("That system is not in your cargo."));
                };
                let Some(slot) = ship.free_slot(card.kind) else {
                    return Err(illegal(format!(
                        "You have no free {} slot.",
                        card.kind.word()
                    )));
                };
                ship.cargo.remove(p);
                ship.systems[slot] = Some(*system);
                ship.rebuild_deck(rng);
                self.say(ev, format!("{who} installs {}.", card.name));
            }
            Action::Hire { faction } => {
                self.need_ship(seat)?;
                self.hire(seat, *faction, ev, names, rng)?;
            }
            Action::Release { station } => {
                let ship = &mut self.ships[i];
                let Some(Some(crew)) = ship.crew.get(usize::from(*station)).cloned() else {
                    return Err(illegal("No one is at that station."));
                };
                ship.crew[usize::from(*station)] = None;
                self.decks.factions[usize::from(crew.faction)] += 1;
                self.decks.personalities.extend(crew.personality);
                self.decks.personalities.extend(crew.companion);
                self.decks.personalities.sort_unstable();
                self.say(ev, format!("{who} releases {}.", crew_name(&crew)));
            }
            Action::Give { to, gift } => self.give(seat, *to, gift, ev, names, rng)?,
            _ => return Err(illegal("That is not something to do at the resupply.")),
        }
        Ok(())
    }

    /// Choosing a ship at setup: a book build (`build`) or one to outfit oneself.
    fn take_ship(
        &mut self,
        seat: Seat,
        ship: u8,
        build: bool,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let c = content();
        let i = seat.index();
        let who = names(seat);
        if self.phase != Phase::Setup || self.ships[i].def.is_some() {
            return Err(illegal("You have chosen your ship already."));
        }
        if usize::from(ship) >= c.ships.len() {
            return Err(illegal("There is no such ship."));
        }
        if self.ships.iter().any(|s| s.def == Some(ship)) {
            return Err(illegal("Another captain flies that ship."));
        }
        self.ships[i].board(i, ship);
        let def = &c.ships[usize::from(ship)];
        self.say(ev, format!("{who} takes the {}.", def.name));
        if build {
            self.build(seat, ev, names, rng)?;
        }
        self.starting_supplies(seat, ev, names, rng);
        self.ships[i].rebuild_deck(rng);
        Ok(())
    }

    /// Buying a system from the shop: it goes straight into a free slot.
    fn buy_system(
        &mut self,
        seat: Seat,
        system: u8,
        who: &str,
        ev: &mut Vec<Event>,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let c = content();
        let i = seat.index();
        let card = c
            .systems
            .get(usize::from(system))
            .ok_or_else(|| illegal("There is no such system."))?;
        if self.lost.contains(&system) {
            return Err(illegal(format!("{} was lost for good.", card.name)));
        }
        if self.owner_of(system).is_some() {
            return Err(illegal("That system is sold out."));
        }
        if !self.in_shop(system) {
            return Err(illegal(format!(
                "{} is not in this region's shop (limited resources).",
                card.name
            )));
        }
        let Some(price) = self.system_price(card.tier) else {
            return Err(illegal("Epic systems are never for sale."));
        };
        if self.ships[i].scrap < price {
            return Err(illegal(format!("{} costs {price} scrap.", card.name)));
        }
        if self.ships[i].free_slot(card.kind).is_none() {
            return Err(illegal(format!(
                "You have no free {} slot.",
                card.kind.word()
            )));
        }
        let ship = &mut self.ships[i];
        ship.scrap -= price;
        let slot = ship.free_slot(card.kind).expect("checked");
        ship.systems[slot] = Some(system);
        ship.rebuild_deck(rng);
        self.say(ev, format!("{who} buys and installs {}.", card.name));
        Ok(())
    }

    fn need_ship(&self, seat: Seat) -> Result<(), ActionError> {
        if self.ships[seat.index()].def.is_none() {
            return Err(illegal("Choose your ship first."));
        }
        if self.ships[seat.index()].at != Where::Resupply {
            return Err(illegal("You can only do that at the resupply."));
        }
        Ok(())
    }

    /// Who owns system `s` (installed or in cargo).
    pub fn owner_of(&self, s: u8) -> Option<Seat> {
        self.seats().find(|seat| {
            let ship = &self.ships[seat.index()];
            ship.installed().any(|x| x == s) || ship.cargo.contains(&s)
        })
    }

    /// Whether system tile `s` is in the supply: nobody holds it and it was not lost
    /// for good (edition 5).
    pub fn in_supply(&self, s: u8) -> bool {
        self.owner_of(s).is_none() && !self.lost.contains(&s)
    }

    /// The first copy of each system design for sale now, with its price.
    pub fn for_sale(&self) -> Vec<(u8, u32)> {
        let c = content();
        let mut names: Vec<&str> = Vec::new();
        let mut out = Vec::new();
        for (i, s) in c.systems.iter().enumerate() {
            let Some(price) = self.system_price(s.tier) else {
                continue;
            };
            if names.contains(&s.name.as_str())
                || !self.in_supply(i as u8)
                || !self.in_shop(i as u8)
            {
                continue;
            }
            names.push(&s.name);
            out.push((i as u8, price));
        }
        out
    }

    /// What ship `def`'s recommended build costs now; `None` when the supply no longer
    /// holds its systems (another captain bought them) or its crew.
    pub fn build_cost(&self, def: u8) -> Option<u32> {
        let c = content();
        let b = &c.ships[usize::from(def)].recommended;
        for name in &b.systems {
            let wanted = b.systems.iter().filter(|n| *n == name).count();
            let free = (0..c.systems.len() as u8)
                .filter(|&s| {
                    &c.systems[usize::from(s)].name == name && self.in_supply(s) && self.in_shop(s)
                })
                .count();
            if free < wanted {
                return None;
            }
        }
        for f in &b.crew {
            let wanted = b.crew.iter().filter(|n| *n == f).count();
            let k = c.factions.iter().position(|x| &x.name == f)?;
            if usize::from(self.decks.factions[k]) < wanted {
                return None;
            }
        }
        let hull: u32 = b.hull.iter().map(|h| h.price()).sum();
        let systems: u32 = b
            .systems
            .iter()
            .filter_map(|n| c.systems.iter().find(|s| &s.name == n))
            .filter_map(|s| self.system_price(s.tier))
            .sum();
        Some(hull + systems + self.hire_cost() * b.crew.len() as u32)
    }

    /// The recommended build of the seat's ship, bought with its scrap.
    fn build(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let c = content();
        let def = self.ships[seat.index()].def().expect("boarded");
        let b = &def.recommended;
        for kind in &b.hull {
            self.shop(seat, &Action::BuyHull { kind: *kind }, ev, names, rng)?;
        }
        for name in &b.systems {
            let sys = self
                .for_sale()
                .into_iter()
                .find(|(s, _)| &c.systems[usize::from(*s)].name == name)
                .map(|(s, _)| s)
                .ok_or_else(|| {
                    if self.shop.is_some() {
                        illegal(format!("{name} is not in this region's shop."))
                    } else {
                        illegal(format!("{name} is sold out."))
                    }
                })?;
            self.shop(seat, &Action::Buy { system: sys }, ev, names, rng)?;
        }
        for f in &b.crew {
            let faction = c
                .factions
                .iter()
                .position(|x| &x.name == f)
                .expect("builds name factions") as u8;
            self.hire(seat, faction, ev, names, rng)?;
        }
        Ok(())
    }

    fn hire(
        &mut self,
        seat: Seat,
        faction: u8,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let c = content();
        let i = seat.index();
        let cost = self.hire_cost();
        let Some(left) = self.decks.factions.get(usize::from(faction)).copied() else {
            return Err(illegal("There is no such faction."));
        };
        if left == 0 {
            return Err(illegal(format!(
                "No {} crew are left to hire.",
                c.factions[usize::from(faction)].name
            )));
        }
        if self.ships[i].scrap < cost {
            return Err(illegal(format!("Hiring costs {cost} scrap.")));
        }
        let Some(station) = self.ships[i].crew.iter().position(Option::is_none) else {
            return Err(illegal("Every crew station is taken."));
        };
        let crew = self.take_crew(faction, rng);
        let name = crew_name(&crew);
        let ship = &mut self.ships[i];
        ship.scrap -= cost;
        ship.crew[station] = Some(crew);
        self.say(ev, format!("{} hires {name}.", names(seat)));
        Ok(())
    }

    /// A crew member of `faction` from the supply: its card, and a random personality
    /// (the shallow talent pool: the faction's known one, then another drawn in its
    /// place).
    fn take_crew(&mut self, faction: u8, rng: &mut GameRng) -> Crew {
        let Talent {
            personality,
            companion,
        } = if self.talent.is_empty() {
            self.draw_talent(rng)
        } else {
            let next = self.draw_talent(rng);
            std::mem::replace(&mut self.talent[usize::from(faction)], next)
        };
        self.decks.factions[usize::from(faction)] -= 1;
        Crew {
            faction,
            personality,
            companion,
            cds: [Cd::Ready; 3],
        }
    }

    /// Edition 3, `recruit`: a crew member joins free, of a random faction with cards
    /// left, at the first free station; without room, its hiring price in scrap.
    pub(super) fn recruit(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        let who = names(seat);
        let factions: Vec<u8> = (0..self.decks.factions.len() as u8)
            .filter(|&f| self.decks.factions[usize::from(f)] > 0)
            .collect();
        let station = self.ships[seat.index()]
            .crew
            .iter()
            .position(Option::is_none);
        let (Some(station), false) = (station, factions.is_empty()) else {
            self.ships[seat.index()].scrap += ROOM_PRICE;
            self.say(
                ev,
                format!("{who} has no room for a new crew member and takes {ROOM_PRICE} scrap."),
            );
            return;
        };
        let faction = factions[rng.below(factions.len() as u32) as usize];
        let crew = self.take_crew(faction, rng);
        let name = crew_name(&crew);
        self.ships[seat.index()].crew[station] = Some(crew);
        self.say(ev, format!("{name} joins {who}'s crew."));
    }

    /// Edition 3, `armor`: an armor hull upgrade, free, on a free slot that takes it
    /// (on top, where armor goes); without room, its price in scrap.
    pub(super) fn free_armor(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names) {
        let who = names(seat);
        let ship = &mut self.ships[seat.index()];
        if ship.def.is_some() && ship.hull_room(Hull::Armor) {
            ship.hull.insert(
                0,
                HullTile {
                    kind: Hull::Armor,
                    damaged: false,
                },
            );
            self.say(ev, format!("{who} fits a free armor hull."));
        } else {
            ship.scrap += Hull::Armor.price();
            self.say(
                ev,
                format!(
                    "{who} has no slot for armor and takes {} scrap.",
                    Hull::Armor.price()
                ),
            );
        }
    }

    /// Edition 3: the mission card's starting supplies beyond scrap and structure,
    /// given to a captain as they take their ship (after the book build, if they take
    /// it). Only a new ship gets them (a campaign's later missions give none: the book
    /// takes only the first mission's supplies).
    pub fn starting_supplies(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        if self.edition < 3 {
            return;
        }
        // A newcomer to a campaign takes the first mission's supplies, as its scrap.
        let first = self
            .campaign
            .as_ref()
            .and_then(|legs| legs.flown.first().copied())
            .unwrap_or(self.mission);
        for o in &content().missions[usize::from(first)].supplies {
            match o {
                // A system no book build names, while there is one: a supply must not
                // take the tile another captain's one-click build is about to buy.
                Outcome::System(tier) => self.supply_system(seat, *tier, ev, names, rng),
                o => self.outcome(seat, o, ev, names, rng),
            }
        }
    }

    /// A random free system of `tier` into cargo, from those no book build names (any
    /// free one when none is left).
    fn supply_system(
        &mut self,
        seat: Seat,
        tier: Tier,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        let c = content();
        let in_builds = |s: u8| {
            let name = &c.systems[usize::from(s)].name;
            c.ships.iter().any(|d| d.recommended.systems.contains(name))
        };
        let free: Vec<u8> = (0..c.systems.len() as u8)
            .filter(|&s| {
                c.systems[usize::from(s)].tier == tier && self.in_supply(s) && !in_builds(s)
            })
            .collect();
        if free.is_empty() {
            self.random_system(seat, tier, ev, names, rng);
            return;
        }
        let s = free[rng.below(free.len() as u32) as usize];
        self.ships[seat.index()].cargo.push(s);
        self.say(
            ev,
            format!(
                "{} gains {} (in cargo).",
                names(seat),
                c.systems[usize::from(s)].name
            ),
        );
    }

    fn give(
        &mut self,
        seat: Seat,
        to: Seat,
        gift: &Gift,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) -> Result<(), ActionError> {
        let c = content();
        if to == seat || to.index() >= self.players() {
            return Err(illegal("Give to another captain in this game."));
        }
        if self.ships[seat.index()].gave {
            return Err(illegal("You have traded away something today already."));
        }
        if self.ships[to.index()].got {
            return Err(illegal(format!(
                "{} has received something today already.",
                names(to)
            )));
        }
        if self.ships[to.index()].def.is_none() {
            return Err(illegal(format!("{} has no ship yet.", names(to))));
        }
        let what = match gift {
            Gift::Scrap(n) => {
                if *n == 0 || self.ships[seat.index()].scrap < u32::from(*n) {
                    return Err(illegal("You don't have that much scrap."));
                }
                self.ships[seat.index()].scrap -= u32::from(*n);
                self.ships[to.index()].scrap += u32::from(*n);
                format!("{n} scrap")
            }
            Gift::System(s) => {
                let ship = &mut self.ships[seat.index()];
                if let Some(p) = ship.cargo.iter().position(|x| x == s) {
                    ship.cargo.remove(p);
                } else if ship.at == Where::Resupply && ship.systems.contains(&Some(*s)) {
                    for slot in ship.systems.iter_mut() {
                        if *slot == Some(*s) {
                            *slot = None;
                        }
                    }
                    ship.rebuild_deck(rng);
                } else {
                    return Err(illegal("You can give a system from your cargo (or an installed one at the resupply)."));
                }
                let other = &mut self.ships[to.index()];
                let kind = c.systems[usize::from(*s)].kind;
                match other.free_slot(kind) {
                    Some(slot) if other.at == Where::Resupply => {
                        other.systems[slot] = Some(*s);
                        other.rebuild_deck(rng);
                    }
                    _ => other.cargo.push(*s),
                }
                c.systems[usize::from(*s)].name.clone()
            }
            Gift::Crew(station) => {
                let Some(Some(crew)) = self.ships[seat.index()]
                    .crew
                    .get(usize::from(*station))
                    .cloned()
                else {
                    return Err(illegal("No one is at that station."));
                };
                let Some(free) = self.ships[to.index()].crew.iter().position(Option::is_none)
                else {
                    return Err(illegal(format!("{} has no free crew station.", names(to))));
                };
                self.ships[seat.index()].crew[usize::from(*station)] = None;
                let name = crew_name(&crew);
                self.ships[to.index()].crew[free] = Some(crew);
                name
            }
        };
        self.ships[seat.index()].gave = true;
        self.ships[to.index()].got = true;
        self.say(
            ev,
            format!("{} gives {what} to {}.", names(seat), names(to)),
        );
        Ok(())
    }

    /// A seat is done shopping (or going on, at the day's end).
    pub fn finish_task(
        &mut self,
        seat: Seat,
        ev: &mut Vec<Event>,
        names: Names,
        rng: &mut GameRng,
    ) {
        self.tasks[seat.index()] = Task::Idle;
        self.advance(ev, names, rng);
    }
}

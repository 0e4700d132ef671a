//! Battles: the enemy ships, the attack phase's resolve (enemy dice, evades,
//! reductions, hull damage), the regroup and the salvage.

use serde::{Deserialize, Serialize};

use super::content::{content, Foe, Outcome, Special, Tier};
use super::ship::{Crew, Ship};
use crate::game::Seat;
use crate::rng::GameRng;

/// One enemy ship in a battle (with its commander, if it carries one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Foeship {
    pub enemy: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commander: Option<u8>,
    /// The warlord himself (this personality), once his waves are cleared: he rolls no
    /// dice of his own (his ability cards roll for each player) and `enemy` means nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warlord: Option<u8>,
    /// Hull cubes left, and at most.
    pub cubes: u8,
    pub max: u8,
    pub crew: u8,
    /// The player ship it attacks (the formation).
    pub attacks: Seat,
    pub destroyed: bool,
}

impl Foeship {
    pub fn name(&self) -> String {
        let c = content();
        if let Some(w) = self.warlord {
            return c.warlords[usize::from(w)].name.clone();
        }
        let ship = &c.enemies[usize::from(self.enemy)].name;
        match self.commander {
            Some(k) => format!("{} on {ship}", c.commanders[usize::from(k)].name),
            None => ship.clone(),
        }
    }

    pub fn faces(&self) -> &'static [Foe; 6] {
        let c = content();
        if self.warlord.is_some() {
            return &NO_FACES;
        }
        match self.commander {
            Some(k) => &c.commanders[usize::from(k)].faces,
            None => &c.enemies[usize::from(self.enemy)].faces,
        }
    }
}

/// The warlord's own faces: none (his ability cards roll for him).
static NO_FACES: [Foe; 6] = [
    Foe::Nothing,
    Foe::Nothing,
    Foe::Nothing,
    Foe::Nothing,
    Foe::Nothing,
    Foe::Nothing,
];

/// Where a battle happens: who may join it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Area {
    Patrol,
    Assignment(u8),
    /// The mission's final battle: every ship.
    Mission,
    /// A mission event's battle on the track (edition 3): every ship, as one fleet.
    Event,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Not begun: explorations are still being revealed.
    Waiting,
    /// Declare targets and the formation.
    Declare,
    /// Draw and play.
    Plays,
    /// Regroup: ships in the area may join.
    Join,
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Battle {
    pub number: u8,
    pub area: Area,
    /// The player ships in it; the first leads (sets the formation).
    pub seats: Vec<Seat>,
    pub foes: Vec<Foeship>,
    /// Each seat's target (an index into `foes`).
    pub targets: Vec<(Seat, u8)>,
    pub step: Step,
    pub round: u8,
    /// Seats that have finished the current step.
    pub done: Vec<Seat>,
    /// Seats asked to join at this regroup, and those who said yes.
    pub asked: Vec<Seat>,
    pub joining: Vec<Seat>,
    /// Seats that said no (not asked again in this battle).
    pub declined: Vec<Seat>,
    /// What winning brings beyond the salvage (an assignment's event).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub on_win: Vec<Outcome>,
    /// Destroyed enemies with the seat they attacked then (for the salvage).
    pub wrecks: Vec<(Foeship, Seat)>,
    /// What the last resolve did, one line each (public).
    pub lines: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub won: Option<bool>,
    /// Ships joined it at a regroup: the leader shares out its salvage (edition 2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub joined: bool,
}

impl Battle {
    pub fn alive(&self) -> impl Iterator<Item = (usize, &Foeship)> {
        self.foes.iter().enumerate().filter(|(_, f)| !f.destroyed)
    }

    pub fn target_of(&self, seat: Seat) -> Option<u8> {
        self.targets
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, t)| *t)
    }

    pub fn set_target(&mut self, seat: Seat, foe: u8) {
        self.targets.retain(|(s, _)| *s != seat);
        self.targets.push((seat, foe));
    }

    pub fn leader(&self) -> Option<Seat> {
        self.seats.first().copied()
    }

    /// Points every seat without a living target at the first living foe, and every
    /// foe attacking a seat no longer here at the leader.
    pub fn tidy(&mut self) {
        let first = self.alive().map(|(i, _)| i as u8).next();
        let seats = self.seats.clone();
        for &seat in &seats {
            let ok = self
                .target_of(seat)
                .is_some_and(|t| !self.foes[usize::from(t)].destroyed);
            if !ok {
                if let Some(f) = first {
                    self.set_target(seat, f);
                }
            }
        }
        self.targets.retain(|(s, _)| seats.contains(s));
        if let Some(&lead) = seats.first() {
            for foe in &mut self.foes {
                if !seats.contains(&foe.attacks) {
                    foe.attacks = lead;
                }
            }
        }
    }
}

/// Draws an enemy ship of `tier` from the deck, its cubes and crew enabled.
pub fn enemy_ship(
    enemy: u8,
    commander: Option<u8>,
    tier: u8,
    hull_bonus: u8,
    crew_bonus: u8,
    attacks: Seat,
) -> Foeship {
    let def = &content().enemies[usize::from(enemy)];
    let t = usize::from(tier.clamp(1, 3)) - 1;
    let cubes = def.hull[t] + hull_bonus;
    let crew = def.crew.iter().filter(|&&c| c <= tier).count() as u8 + crew_bonus;
    Foeship {
        enemy,
        commander,
        warlord: None,
        cubes,
        max: cubes,
        crew,
        attacks,
        destroyed: false,
    }
}

/// Spends `evades` on `attacks` and returns how many it cancelled and the damage left.
/// Evades cancel the biggest attacks (the book: "dodge the giant fireball before
/// evading the pea shooter"), which no other choice beats: an attack is only its
/// damage, the ship takes their sum, and reductions cut that total after the evades.
/// So the player is not asked.
pub fn after_evades(attacks: &mut [u8], evades: u8) -> (usize, u8) {
    attacks.sort_unstable_by(|a, b| b.cmp(a));
    let ev = usize::from(evades).min(attacks.len());
    (ev, attacks.iter().skip(ev).sum())
}

/// A die's face as words ("2 damage", "evade 1 attack").
pub fn foe_text(foe: &Foe) -> String {
    match foe {
        Foe::Nothing => "nothing".into(),
        Foe::Damage(n) => format!("{n} damage"),
        Foe::Direct(n) => format!("{n} direct damage"),
        Foe::DamageAgain(n) => format!("{n} damage and roll again"),
        Foe::Evade(1) => "evade 1 attack".into(),
        Foe::Evade(n) => format!("evade {n} attacks"),
        Foe::Repair(n) => format!("repair {n}"),
        Foe::KillCrew => "kill a crew member".into(),
    }
}

/// The tier rank of a card for the enemy's evade order (base cards lowest).
fn rank(tier: Tier) -> u8 {
    tier as u8
}

/// One attack phase's resolve: every enemy rolls and attacks, every player ship's
/// attacks land, all at once. Returns the public lines that tell it.
#[cfg(test)]
pub fn resolve(
    battle: &mut Battle,
    ships: &mut [Ship],
    names: &dyn Fn(Seat) -> String,
    rng: &mut GameRng,
) -> Vec<String> {
    resolve_with(battle, ships, &[], None, names, rng)
}

/// A warlord's special ability by name (edition 3).
pub fn special_name(s: &Special) -> &'static str {
    match s {
        Special::Repair(_) => "Field Repairs",
        Special::Scorch(_) => "Furnace Heat",
        Special::Drilled(_) => "Imperial Drill",
        Special::FirstShot(_) => "Opening Broadside",
        Special::Plated(_) => "Iron Plating",
    }
}

/// What a warlord's special ability does, in a sentence.
pub fn special_text(s: &Special) -> String {
    match s {
        Special::Repair(n) => {
            format!("Once in range, the warlord repairs {n} hull at every resolve.")
        }
        Special::Scorch(n) => {
            format!("Once in range, every ship takes {n} direct damage at every resolve.")
        }
        Special::Drilled(n) => format!("Every ship of the warlord's waves has {n} more crew."),
        Special::FirstShot(n) => {
            format!("In the battle's first attack phase every ship takes an attack of {n} damage.")
        }
        Special::Plated(n) => format!(
            "Every attack at the warlord deals {n} less damage (direct damage goes through)."
        ),
    }
}

/// The resolve, with the warlord's ability cards in a warlord battle (`abilities`,
/// empty in any other): each player rolls once for each before the enemy ships roll,
/// the face applying to that player. Returns the public lines that tell it.
#[cfg(test)]
pub fn resolve_with(
    battle: &mut Battle,
    ships: &mut [Ship],
    abilities: &[u8],
    special: Option<&Special>,
    names: &dyn Fn(Seat) -> String,
    rng: &mut GameRng,
) -> Vec<String> {
    resolve_counting_dead(battle, ships, abilities, special, names, rng).0
}

/// [`resolve_with`], also returning the crew members killed, each with their ship
/// (edition 5 returns their faction cards and moves their companions).
pub fn resolve_counting_dead(
    battle: &mut Battle,
    ships: &mut [Ship],
    abilities: &[u8],
    special: Option<&Special>,
    names: &dyn Fn(Seat) -> String,
    rng: &mut GameRng,
) -> (Vec<String>, Vec<(Seat, Crew)>) {
    let mut x = Exchange::new(battle);
    // Kills of enemy crew from cards and powers happen before the dice.
    x.kill_crew_first(battle, ships, names);
    // The warlord's abilities: every player rolls once for each, first (the book).
    // Evades cancel that player's own attacks (whatever they aim at), repairs mend the
    // warlord once he is in the fight.
    let lord = battle
        .alive()
        .find(|(_, f)| f.warlord.is_some())
        .map(|(i, _)| i);
    x.roll_abilities(battle, ships, abilities, lord, names, rng);
    // Edition 3: the warlord's special ability (his personality card's).
    let plate = x.warlord_special(battle, special, lord);
    // Enemies roll: commanders first, then by cubes left (most first). The warlord
    // has no dice of his own.
    x.enemies_roll(battle, ships, names, rng);
    // Player attacks at the enemies, after the enemies' evades.
    let hits = x.player_hits(battle, ships, plate, names);
    // Enemy attacks at the player ships, then the enemies take their hits.
    x.ships_take(ships, names);
    x.foes_take(battle, &hits);
    (x.lines, x.dead)
}

/// One resolve's tally as it builds up: what is said, the crew killed, and what
/// each side has coming before it lands.
struct Exchange {
    lines: Vec<String>,
    dead: Vec<(Seat, Crew)>,
    /// Incoming attacks per seat: (damage, direct).
    incoming: Vec<(Seat, Vec<u8>, u8)>,
    /// Each foe's evades and repairs.
    evades: Vec<u8>,
    repairs: Vec<u8>,
    /// The warlord's evades against each seat's own attacks.
    shield: Vec<u8>,
}

impl Exchange {
    fn new(battle: &Battle) -> Self {
        Exchange {
            lines: Vec::new(),
            dead: Vec::new(),
            incoming: battle.seats.iter().map(|&s| (s, Vec::new(), 0)).collect(),
            evades: vec![0u8; battle.foes.len()],
            repairs: vec![0u8; battle.foes.len()],
            shield: vec![0u8; battle.seats.len()],
        }
    }

    /// Kills of enemy crew from cards and powers.
    fn kill_crew_first(
        &mut self,
        battle: &mut Battle,
        ships: &[Ship],
        names: &dyn Fn(Seat) -> String,
    ) {
        for &seat in &battle.seats {
            let kill = ships[seat.index()].plays.kill_crew;
            if let Some(foe) = battle
                .target_of(seat)
                .and_then(|t| battle.foes.get_mut(usize::from(t)))
            {
                if kill > 0 && foe.crew > 0 {
                    let k = kill.min(foe.crew);
                    foe.crew -= k;
                    self.lines
                        .push(format!("{} kills {k} crew of {}.", names(seat), foe.name()));
                }
            }
        }
    }

    /// Each player rolls once for each of the warlord's abilities.
    fn roll_abilities(
        &mut self,
        battle: &Battle,
        ships: &mut [Ship],
        abilities: &[u8],
        lord: Option<usize>,
        names: &dyn Fn(Seat) -> String,
        rng: &mut GameRng,
    ) {
        for (k, &seat) in battle.seats.iter().enumerate() {
            for &a in abilities {
                let def = &content().abilities[usize::from(a)];
                let mut faces = Vec::new();
                let mut left = 1;
                while left > 0 && faces.len() < 12 {
                    left -= 1;
                    let d = rng.die(6) as u8;
                    let face = &def.faces[usize::from(d - 1)];
                    faces.push(format!("{d} ({})", foe_text(face)));
                    match face {
                        Foe::Nothing => {}
                        Foe::Damage(n) => self.incoming[k].1.push(*n),
                        Foe::DamageAgain(n) => {
                            self.incoming[k].1.push(*n);
                            left += 1;
                        }
                        Foe::Direct(n) => self.incoming[k].2 += n,
                        Foe::Evade(n) => self.shield[k] += n,
                        Foe::Repair(n) => {
                            if let Some(l) = lord {
                                self.repairs[l] += n;
                            }
                        }
                        Foe::KillCrew => {
                            let ship = &mut ships[seat.index()];
                            if let Some(crew) = ship.first_crew().and_then(|c| ship.crew[c].take())
                            {
                                self.dead.push((seat, crew));
                                self.lines
                                    .push(format!("{} loses a crew member.", names(seat)));
                            }
                        }
                    }
                }
                self.lines.push(format!(
                    "{} rolls {} for {}.",
                    names(seat),
                    faces.join(", "),
                    def.name
                ));
            }
        }
    }

    /// The warlord's special ability, if he is in the fight; returns his plating.
    fn warlord_special(
        &mut self,
        battle: &Battle,
        special: Option<&Special>,
        lord: Option<usize>,
    ) -> u8 {
        let mut plate = 0u8;
        match special {
            Some(sp @ Special::Repair(n)) => {
                if let Some(l) = lord {
                    self.repairs[l] += n;
                    self.lines.push(format!(
                        "The warlord's {}: he repairs {n}.",
                        special_name(sp)
                    ));
                }
            }
            Some(sp @ Special::Scorch(n)) => {
                if lord.is_some() {
                    for target in &mut self.incoming {
                        target.2 += n;
                    }
                    self.lines.push(format!(
                        "The warlord's {}: every ship takes {n} direct damage.",
                        special_name(sp)
                    ));
                }
            }
            Some(sp @ Special::FirstShot(n)) => {
                if battle.round == 1 {
                    for target in &mut self.incoming {
                        target.1.push(*n);
                    }
                    self.lines.push(format!(
                        "The warlord's {}: an attack of {n} at every ship.",
                        special_name(sp)
                    ));
                }
            }
            Some(Special::Plated(n)) => plate = *n,
            Some(Special::Drilled(_)) | None => {}
        }
        plate
    }

    /// The enemies' dice, each at the ship it attacks.
    fn enemies_roll(
        &mut self,
        battle: &Battle,
        ships: &mut [Ship],
        names: &dyn Fn(Seat) -> String,
        rng: &mut GameRng,
    ) {
        let mut order: Vec<usize> = battle
            .alive()
            .filter(|(_, f)| f.warlord.is_none())
            .map(|(i, _)| i)
            .collect();
        order.sort_by_key(|&i| {
            let f = &battle.foes[i];
            (f.commander.is_none(), std::cmp::Reverse(f.cubes), i)
        });
        for &i in &order {
            let foe = battle.foes[i].clone();
            let dice = 1 + foe.crew;
            let mut faces = Vec::new();
            let mut rolls = 0;
            let mut left = dice;
            while left > 0 && rolls < 12 {
                left -= 1;
                rolls += 1;
                let d = rng.die(6) as u8;
                let face = &foe.faces()[usize::from(d - 1)];
                faces.push(format!("{d} ({})", foe_text(face)));
                let target = self.incoming.iter_mut().find(|(s, _, _)| *s == foe.attacks);
                match face {
                    Foe::Nothing => {}
                    Foe::Damage(n) => {
                        if let Some(t) = target {
                            t.1.push(*n);
                        }
                    }
                    Foe::DamageAgain(n) => {
                        if let Some(t) = target {
                            t.1.push(*n);
                        }
                        left += 1;
                    }
                    Foe::Direct(n) => {
                        if let Some(t) = target {
                            t.2 += n;
                        }
                    }
                    Foe::Evade(n) => self.evades[i] += n,
                    Foe::Repair(n) => self.repairs[i] += n,
                    Foe::KillCrew => {
                        let ship = &mut ships[foe.attacks.index()];
                        if let Some(crew) = ship.first_crew().and_then(|c| ship.crew[c].take()) {
                            self.dead.push((foe.attacks, crew));
                            self.lines.push(format!(
                                "{} kills a crew member of {}.",
                                foe.name(),
                                names(foe.attacks)
                            ));
                        }
                    }
                }
            }
            self.lines.push(format!(
                "{} rolls {} at {}.",
                foe.name(),
                faces.join(", "),
                names(foe.attacks)
            ));
        }
    }

    /// The players' attacks at the enemies, after the warlord's and the enemies'
    /// evades: the hits each enemy takes.
    fn player_hits(
        &mut self,
        battle: &Battle,
        ships: &[Ship],
        plate: u8,
        names: &dyn Fn(Seat) -> String,
    ) -> Vec<u8> {
        let mut hits = vec![0u8; battle.foes.len()];
        let mut attacks_at: Vec<Vec<(u8, u8, u8, Seat)>> = vec![Vec::new(); battle.foes.len()];
        for (k, &seat) in battle.seats.iter().enumerate() {
            let plays = &ships[seat.index()].plays;
            // The warlord's evades take this player's attacks in the enemy's evade order;
            // any left over take the barrage.
            let mut own: Vec<(u8, u8, u8)> = plays
                .attacks
                .iter()
                .map(|&(d, t, o)| (d, rank(t), o))
                .collect();
            own.sort_by_key(|&(d, r, o)| (std::cmp::Reverse(d), std::cmp::Reverse(r), o));
            let lost = usize::from(self.shield[k]).min(own.len());
            let barrage_lost = plays.barrage > 0 && usize::from(self.shield[k]) > own.len();
            if lost > 0 || barrage_lost {
                let n = lost + usize::from(barrage_lost);
                self.lines.push(format!(
                    "The warlord evades {n} of {}'s attacks.",
                    names(seat)
                ));
            }
            if let Some(t) = battle
                .target_of(seat)
                .map(usize::from)
                .filter(|&t| t < battle.foes.len())
            {
                for &(dmg, r, order) in own.iter().skip(lost) {
                    attacks_at[t].push((dmg, r, order, seat));
                }
                hits[t] += plays.direct;
            }
            if plays.barrage > 0 && !barrage_lost {
                for (i, _) in battle.alive() {
                    attacks_at[i].push((plays.barrage, rank(Tier::Base), 0, seat));
                }
            }
        }
        for (i, mut list) in attacks_at.into_iter().enumerate() {
            if battle.foes[i].destroyed {
                continue;
            }
            // The enemy evades the biggest attack, then the highest system, then the first.
            list.sort_by_key(|&(d, r, o, _)| (std::cmp::Reverse(d), std::cmp::Reverse(r), o));
            let ev = usize::from(self.evades[i]).min(list.len());
            if ev > 0 {
                self.lines.push(format!(
                    "{} evades {ev} attack{}.",
                    battle.foes[i].name(),
                    if ev == 1 { "" } else { "s" }
                ));
            }
            if battle.foes[i].warlord.is_some() && plate > 0 {
                let full: u8 = list.iter().skip(ev).map(|a| a.0).sum();
                let through: u8 = list
                    .iter()
                    .skip(ev)
                    .map(|a| a.0.saturating_sub(plate))
                    .sum();
                if full > through {
                    self.lines.push(format!(
                        "The warlord's {}: {} damage turned aside.",
                        special_name(&Special::Plated(plate)),
                        full - through
                    ));
                }
                hits[i] += through;
            } else {
                hits[i] += list.iter().skip(ev).map(|a| a.0).sum::<u8>();
            }
        }
        hits
    }

    /// The enemies' attacks land on the player ships.
    fn ships_take(&mut self, ships: &mut [Ship], names: &dyn Fn(Seat) -> String) {
        for (seat, mut list, direct) in std::mem::take(&mut self.incoming) {
            let ship = &mut ships[seat.index()];
            let (ev, total) = after_evades(&mut list, ship.plays.evade);
            let after = total.saturating_sub(ship.plays.reduce) + direct;
            if list.is_empty() && direct == 0 {
                continue;
            }
            let flipped = ship.take_damage(after);
            let mut words = Vec::new();
            if ev > 0 {
                words.push(format!("evades {ev}"));
            }
            if ship.plays.reduce > 0 && total > 0 {
                words.push(format!("reduces {}", ship.plays.reduce.min(total)));
            }
            self.lines.push(format!(
                "{} takes {flipped} damage{}.",
                names(seat),
                if words.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", words.join(", "))
                }
            ));
        }
    }

    /// The enemies take their hits, then repair if still flying.
    fn foes_take(&mut self, battle: &mut Battle, hits: &[u8]) {
        for (i, foe) in battle.foes.iter_mut().enumerate() {
            if foe.destroyed {
                continue;
            }
            let h = hits[i].min(foe.cubes);
            foe.cubes -= h;
            if h > 0 {
                self.lines.push(format!("{} loses {h} hull.", foe.name()));
            }
            if foe.cubes == 0 {
                self.lines.push(format!("{} is destroyed!", foe.name()));
            } else if self.repairs[i] > 0 {
                let r = self.repairs[i].min(foe.max - foe.cubes);
                foe.cubes += r;
                if r > 0 {
                    self.lines.push(format!("{} repairs {r}.", foe.name()));
                }
            }
        }
    }
}

/// Salvage dice for an enemy of this tier (a commander rolls for a reward instead).
pub fn salvage_dice(tier: u8) -> u8 {
    tier.clamp(1, 3)
}

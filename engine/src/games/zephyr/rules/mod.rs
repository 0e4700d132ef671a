//! The mission, day by day: setup at the resupply, move, explore (reactions),
//! battles, completing assignments, the return to the resupply and trading. Every
//! player decides at once; the day moves on when no one owes a decision.
//!
//! This file holds the mission's state and what the parts share; the files here
//! each hold one part of the day, as `impl Mission` blocks:
//!
//! - `setup`: choosing a ship, the resupply's shop, starting supplies and gifts.
//! - `day`: the day's flow: morning, embarking, joining, patrolling, setting out.
//! - `exploring`: exploration cards, reactions, outcomes, damage, powers.
//! - `battles`: the battles' rounds, plays, regrouping and their end.
//! - `day_end`: dusk, docking, and the mission's final (or warlord) battle.

mod battles;
mod day;
mod day_end;
mod exploring;
mod setup;

use serde::{Deserialize, Serialize};

use super::battle::{self, enemy_ship, Area, Battle, Foeship, Step};
use super::content::{
    content, Band, Cooldown, Deck, Effect, Hull, Outcome, RegionRule, Reward, Space, Tier,
};
use super::ship::{cheapest_set, Cd, Crew, PowerRef, Ship, Where};
use super::{Action, Gift};
use crate::game::{ActionError, Event, Seat};
use crate::rng::GameRng;

/// Public lines kept for the board.
const LOG_LINES: usize = 8;

/// Attack phases a warlord battle lasts at most: its one day (see `nightfall`).
pub const WARLORD_ROUNDS: u8 = 40;

/// Limited resources: system tiles of each tier in a region's shop (the book: three).
const SHOP_PER_TIER: usize = 3;

/// Assignments in the decks of editions 1 and 2 (the first entries of
/// `adventure.json`); edition 3 deals all 22.
const FIRST_ASSIGNMENTS: usize = 16;

/// What a free crew member or armor hull is worth when there is no room for it.
const ROOM_PRICE: u32 = 20;

/// What a seat owes now, outside battles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    Idle,
    /// At the resupply: buy, sell, install, hire, trade; then done.
    Shop,
    /// Embark on an offered assignment, or patrol.
    Move,
    /// Join a freshly taken assignment as an ally, or patrol.
    Join,
    /// Choose the skirmish or the scavenge deck.
    Explore,
    /// React to this exploration card (hand drawn).
    React {
        card: u8,
    },
    /// A roll of this card's choice, which a Nudge power may change.
    Nudge {
        card: u8,
        choice: u8,
        roll: u8,
    },
    /// On an assignment at the day's end: go on, or abandon.
    Dusk,
    /// The leader of a battle others joined shares out its salvage scrap among the
    /// battle's ships (edition 2: the book's "distribute scrap as you see fit"); or
    /// (edition 4, `party` set) a completed assignment's leader its reward scrap among
    /// the party (the book: "the option to split the bounty as you see fit").
    Share {
        battle: u8,
        pool: u32,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        party: Vec<Seat>,
    },
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Setup,
    Move,
    Join,
    Explore,
    Battles,
    Dusk,
    /// Edition 2: the goal space's morning, every ship at the barge before the final
    /// battle (shop, then ready).
    Muster,
    Over,
}

/// The crew member a faction offers in the shallow talent pool: a personality (and
/// the companion it came with), or `None` when the personalities ran out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Talent {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub personality: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub companion: Option<u8>,
}

/// An assignment someone took.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Running {
    pub number: u8,
    pub def: u8,
    pub leader: Seat,
    pub allies: Vec<Seat>,
    /// The space the party is on: of the route, or of `path`.
    pub pos: u8,
    /// The path the party flies (rules edition 4), `None` on the route.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<u8>,
    /// The path the leader chose to take where it leaves the route from this space.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u8>,
    /// Taken this day (allies may still join).
    pub fresh: bool,
    /// A battle on it was lost or fled (must-win assignments fail).
    pub lost_battle: bool,
    /// Ships fewer the commander brings.
    pub weaken: u8,
}

impl Running {
    pub fn members(&self) -> Vec<Seat> {
        std::iter::once(self.leader)
            .chain(self.allies.iter().copied())
            .collect()
    }

    fn def(&self) -> &'static super::content::AssignmentDef {
        &content().assignments[usize::from(self.def)]
    }

    /// The space the party is on.
    pub fn space(&self) -> Option<&'static Space> {
        self.def().space(self.path, self.pos)
    }

    /// This is the assignment's final day: nothing comes after the party's space.
    pub fn on_final_day(&self) -> bool {
        self.def().after(self.path, self.pos, self.turn).is_none()
    }

    /// Flies on to the next day's space (the leader's turn taken).
    fn step(&mut self) {
        if let Some((path, pos)) = self.def().after(self.path, self.pos, self.turn) {
            self.path = path;
            self.pos = pos;
            self.turn = None;
        }
    }

    /// The party's whole way as it stands (the turn taken included), and the index of
    /// the party's space on it.
    pub fn way(&self) -> (Vec<&'static Space>, usize) {
        let def = self.def();
        let chosen = self.path.or(self.turn);
        let at = match self.path.and_then(|p| def.paths.get(usize::from(p))) {
            Some(p) => p.from.map_or(0, |f| usize::from(f) + 1) + usize::from(self.pos),
            None => usize::from(self.pos),
        };
        (def.way(chosen), at)
    }
}

/// The mission's warlord (a track ending on a warlord space): drawn at the start, his
/// ability and wave cards face down until the warlord battle (the book's setup).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Warlord {
    /// The personality card, face up from the start: players know whom they face.
    pub personality: u8,
    /// Ability cards, face down until the warlord battle begins.
    pub abilities: Vec<u8>,
    /// Wave cards, face down, in the order they will be revealed.
    pub waves: Vec<u8>,
    /// Waves revealed so far: the one being fought is `revealed - 1`.
    pub revealed: u8,
    /// The warlord battle has begun (his abilities are face up).
    pub fighting: bool,
    /// His hull cubes: the personality's, and its cubes for each player.
    pub hull: u8,
}

impl Warlord {
    /// The ability cards players see: none until the battle.
    pub fn shown_abilities(&self) -> &[u8] {
        if self.fighting {
            &self.abilities
        } else {
            &[]
        }
    }

    /// The wave cards players see: those revealed.
    pub fn shown_waves(&self) -> &[u8] {
        &self.waves[..usize::from(self.revealed).min(self.waves.len())]
    }

    /// Cards still face down (their names are secrets).
    pub fn hidden(&self) -> impl Iterator<Item = &'static str> + '_ {
        let c = content();
        let abilities = if self.fighting {
            &[][..]
        } else {
            &self.abilities[..]
        };
        abilities
            .iter()
            .map(move |&a| c.abilities[usize::from(a)].name.as_str())
            .chain(
                self.waves[self.shown_waves().len()..]
                    .iter()
                    .map(move |&w| c.waves[usize::from(w)].name.as_str()),
            )
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decks {
    pub assignments: Vec<u8>,
    pub assignments_out: Vec<u8>,
    pub skirmish: Vec<u8>,
    pub scavenge: Vec<u8>,
    pub explore_out: Vec<u8>,
    pub enemies: Vec<u8>,
    pub enemies_out: Vec<u8>,
    pub commanders: Vec<u8>,
    pub commanders_out: Vec<u8>,
    pub regions: Vec<u8>,
    /// Personalities not hired and alive (drawn at random on hiring).
    pub personalities: Vec<u8>,
    /// Faction cards left in the supply, by faction.
    pub factions: Vec<u8>,
}

/// The warlord setup: a random personality, then as many random ability and wave
/// cards as it shows.
fn draw_warlord(players: usize, rng: &mut GameRng) -> Warlord {
    let c = content();
    let personality = rng.below(c.warlords.len() as u32) as u8;
    let def = &c.warlords[usize::from(personality)];
    let mut abilities: Vec<u8> = (0..c.abilities.len() as u8).collect();
    rng.shuffle(&mut abilities);
    abilities.truncate(usize::from(def.abilities));
    let mut waves: Vec<u8> = (0..c.waves.len() as u8).collect();
    rng.shuffle(&mut waves);
    waves.truncate(usize::from(def.waves));
    Warlord {
        personality,
        abilities,
        waves,
        revealed: 0,
        fighting: false,
        hull: def.hull + def.hull_per_player * players as u8,
    }
}

/// Draws from `deck`, shuffling `out` back in when it is empty.
fn draw_from(deck: &mut Vec<u8>, out: &mut Vec<u8>, rng: &mut GameRng) -> Option<u8> {
    if deck.is_empty() {
        deck.append(out);
        rng.shuffle(deck);
    }
    deck.pop()
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mission {
    pub mission: u8,
    pub ships: Vec<Ship>,
    pub tasks: Vec<Task>,
    pub phase: Phase,
    pub day: u16,
    /// The mission track's space (a day of a region; `total` is the goal space).
    pub pos: u16,
    pub region: Option<u8>,
    pub decks: Decks,
    pub running: Vec<Running>,
    pub next_number: u8,
    pub battles: Vec<Battle>,
    pub completed: u8,
    pub log: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub won: Option<bool>,
    /// The skirmish/scavenge card each seat drew today (shown on the board).
    pub drawn: Vec<Option<u8>>,
    /// Limited resources (`shop=limited`): the system tiles for sale in this region.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shop: Option<Vec<u8>>,
    /// Shallow talent pool (`talent=shallow`): the crew each faction offers now, one
    /// per faction (empty: the variant is off).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub talent: Vec<Talent>,
    /// The rules edition the game began with (the README's "Rules editions").
    #[serde(
        default = "super::first_edition",
        skip_serializing_if = "super::is_first_edition"
    )]
    pub edition: u8,
    /// The warlord of a mission whose track ends on a warlord space.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warlord: Option<Warlord>,
    /// A campaign mission: the missions and regions flown before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub campaign: Option<super::campaign::Legs>,
    /// Edition 3: enemy ships destroyed since the mission began (for requirements).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub destroyed: u16,
    /// Edition 3: the requirement (its index on the mission card) the fleet failed,
    /// which ended the mission.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unmet: Option<u8>,
    /// Edition 5: system tiles lost to critical damage, gone for good (never for
    /// sale, never a reward again).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lost: Vec<u8>,
}

fn is_zero(n: &u16) -> bool {
    *n == 0
}

pub type Names<'a> = &'a dyn Fn(Seat) -> String;

impl Mission {
    pub fn new(
        players: usize,
        mission: u8,
        scrap_delta: i32,
        edition: u8,
        rng: &mut GameRng,
    ) -> Mission {
        let c = content();
        let mission = mission.min(c.missions.len() as u8 - 1);
        let m = &c.missions[usize::from(mission)];
        let solo = if players == 1 { 10 } else { 0 };
        let scrap = (m.scrap as i32 + solo + scrap_delta).max(0) as u32;
        let mut decks = Decks {
            assignments: c
                .assignments
                .iter()
                .enumerate()
                // Editions 1 and 2 deal the first 16 (their logs replay as played).
                .filter(|(i, _)| edition >= 3 || *i < FIRST_ASSIGNMENTS)
                .filter(|(_, a)| m.icons.contains(&a.icon))
                .map(|(i, _)| i as u8)
                .collect(),
            ..Decks::default()
        };
        for (i, e) in c.explore.iter().enumerate() {
            let deck = match e.deck {
                Deck::Skirmish => &mut decks.skirmish,
                Deck::Scavenge => &mut decks.scavenge,
            };
            deck.extend(std::iter::repeat_n(i as u8, usize::from(e.count)));
        }
        decks.enemies = (0..c.enemies.len() as u8).collect();
        decks.commanders = (0..c.commanders.len() as u8).collect();
        decks.regions = (0..c.regions.len() as u8).collect();
        decks.personalities = (0..c.personalities.len() as u8).collect();
        decks.factions = c.factions.iter().map(|f| f.count).collect();
        rng.shuffle(&mut decks.assignments);
        rng.shuffle(&mut decks.skirmish);
        rng.shuffle(&mut decks.scavenge);
        rng.shuffle(&mut decks.enemies);
        rng.shuffle(&mut decks.commanders);
        rng.shuffle(&mut decks.regions);
        // Drawn after every deck above, so missions without a warlord deal as before.
        let warlord = m.warlord.then(|| draw_warlord(players, rng));
        Mission {
            mission,
            ships: (0..players)
                .map(|_| Ship::new(scrap, m.structure))
                .collect(),
            tasks: vec![Task::Shop; players],
            phase: Phase::Setup,
            day: 0,
            pos: 0,
            region: None,
            decks,
            running: Vec::new(),
            next_number: 1,
            battles: Vec::new(),
            completed: 0,
            log: vec!["Choose your ships at the resupply barge.".into()],
            won: None,
            drawn: vec![None; players],
            shop: None,
            talent: Vec::new(),
            edition,
            warlord,
            campaign: None,
            destroyed: 0,
            unmet: None,
            lost: Vec::new(),
        }
    }

    /// Limited resources: a new shop of three system tiles of each bought tier,
    /// drawn from the supply (at the start and on entering each later region).
    pub fn open_shop(&mut self, rng: &mut GameRng) {
        let c = content();
        let mut shop = Vec::new();
        for tier in [Tier::Bronze, Tier::Silver, Tier::Gold] {
            let mut free: Vec<u8> = (0..c.systems.len() as u8)
                .filter(|&s| c.systems[usize::from(s)].tier == tier && self.in_supply(s))
                .collect();
            rng.shuffle(&mut free);
            shop.extend(free.into_iter().take(SHOP_PER_TIER));
        }
        shop.sort_unstable();
        self.shop = Some(shop);
    }

    /// Whether system tile `s` may be bought here (always, without limited resources).
    pub fn in_shop(&self, s: u8) -> bool {
        self.shop.as_ref().is_none_or(|shop| shop.contains(&s))
    }

    /// Shallow talent pool: one known crew member for each faction.
    pub fn open_talent_pool(&mut self, rng: &mut GameRng) {
        self.talent = vec![Talent::default(); content().factions.len()];
        for f in 0..self.talent.len() {
            self.talent[f] = self.draw_talent(rng);
        }
    }

    /// A random personality from the deck; a companion brings another, never a second
    /// companion (the book's hiring rule).
    fn draw_talent(&mut self, rng: &mut GameRng) -> Talent {
        let c = content();
        let deck = &mut self.decks.personalities;
        let mut t = Talent::default();
        if deck.is_empty() {
            return t;
        }
        let p = deck.remove(rng.below(deck.len() as u32) as usize);
        if c.personalities[usize::from(p)].companion {
            t.companion = Some(p);
            let plain: Vec<usize> = (0..deck.len())
                .filter(|&k| !c.personalities[usize::from(deck[k])].companion)
                .collect();
            if !plain.is_empty() {
                let k = plain[rng.below(plain.len() as u32) as usize];
                t.personality = Some(deck.remove(k));
            }
        } else {
            t.personality = Some(p);
        }
        t
    }

    pub fn players(&self) -> usize {
        self.ships.len()
    }

    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.ships.len() as u8).map(Seat)
    }

    /// Days in the mission's regions, and the goal space after them.
    pub fn total_days(&self) -> u16 {
        content().missions[usize::from(self.mission)]
            .regions
            .iter()
            .map(|&d| u16::from(d))
            .sum()
    }

    /// The region tier (1–3) of the track's space, and the day within the region.
    /// A campaign's tiers count on from the regions flown before (the book: once you
    /// reach tier three, all future regions are also tier three).
    pub fn tier(&self) -> (u8, u16) {
        let regions = &content().missions[usize::from(self.mission)].regions;
        let before = self.campaign.as_ref().map_or(0, |l| usize::from(l.regions));
        let mut start = 0u16;
        for (i, &d) in regions.iter().enumerate() {
            if self.pos < start + u16::from(d) {
                return ((before + i + 1).min(3) as u8, self.pos - start);
            }
            start += u16::from(d);
        }
        // The goal space fights at the last region's tier.
        ((before + regions.len()).clamp(1, 3) as u8, 0)
    }

    pub fn needed(&self) -> u8 {
        content().missions[usize::from(self.mission)].assignments_per_player * self.players() as u8
    }

    fn rules(&self) -> &'static [RegionRule] {
        self.region
            .map(|r| content().regions[usize::from(r)].rules.as_slice())
            .unwrap_or(&[])
    }

    fn rule_sum(&self, f: impl Fn(&RegionRule) -> Option<i32>) -> i32 {
        self.rules().iter().filter_map(f).sum()
    }

    /// The region's scrap added to each salvage die.
    fn salvage_bonus(&self) -> u32 {
        self.rule_sum(|r| match r {
            RegionRule::Salvage(b) => Some(i32::from(*b)),
            _ => None,
        })
        .max(0) as u32
    }

    /// Gives `scrap` of a shared salvage to `to` (one of the battle's ships).
    pub fn share(
        &mut self,
        seat: Seat,
        to: Option<Seat>,
        scrap: u32,
        ev: &mut Vec<Event>,
        names: Names,
    ) -> Result<(), ActionError> {
        let Task::Share { battle, pool, .. } = self.tasks[seat.index()] else {
            return Err(illegal("You have no salvage to share out."));
        };
        let ships = self.sharing(seat);
        match to {
            Some(to) => {
                if !ships.contains(&to) {
                    return Err(illegal(if battle == 0 {
                        format!("{} was not in the party at its end.", names(to))
                    } else {
                        format!("{} was not in battle {battle} at its end.", names(to))
                    }));
                }
                if scrap == 0 || scrap > pool {
                    return Err(illegal(format!(
                        "You have {pool} scrap to share: give from 1 to {pool}."
                    )));
                }
                self.ships[to.index()].scrap += scrap;
                self.say(
                    ev,
                    format!("{} shares {scrap} scrap with {}.", names(seat), names(to)),
                );
                let left = pool - scrap;
                if left == 0 {
                    self.tasks[seat.index()] = Task::Idle;
                } else if let Task::Share { pool, .. } = &mut self.tasks[seat.index()] {
                    *pool = left;
                }
            }
            None => {
                let split = super::labels::even_split(pool, ships.len());
                for (&s, n) in ships.iter().zip(&split) {
                    self.ships[s.index()].scrap += n;
                }
                let parts: Vec<String> = ships
                    .iter()
                    .zip(&split)
                    .map(|(&s, n)| format!("{} {n}", names(s)))
                    .collect();
                let what = if battle == 0 { "reward" } else { "salvage" };
                self.say(
                    ev,
                    format!("The {what} is shared evenly: {}.", parts.join(", ")),
                );
                self.tasks[seat.index()] = Task::Idle;
            }
        }
        Ok(())
    }

    /// The ships the seat shares its scrap among: its party's at the assignment's end
    /// (edition 4), or its battle's.
    pub fn sharing(&self, seat: Seat) -> Vec<Seat> {
        match &self.tasks[seat.index()] {
            Task::Share { party, .. } if !party.is_empty() => party.clone(),
            Task::Share { battle, .. } => self.share_ships(*battle),
            _ => Vec::new(),
        }
    }

    /// The ships a battle's salvage is shared among: those in it at its end, the
    /// leader first.
    pub fn share_ships(&self, battle: u8) -> Vec<Seat> {
        self.battles
            .iter()
            .find(|b| b.number == battle)
            .map(|b| {
                b.seats
                    .iter()
                    .copied()
                    .filter(|s| !self.ships[s.index()].wrecked)
                    .collect()
            })
            .unwrap_or_default()
    }

    pub fn hire_cost(&self) -> u32 {
        let cheap = self.rule_sum(|r| match r {
            RegionRule::CheapCrew(n) => Some(i32::from(*n)),
            _ => None,
        });
        (20 - cheap).max(0) as u32
    }

    pub fn system_price(&self, tier: Tier) -> Option<u32> {
        let dear = self.rule_sum(|r| match r {
            RegionRule::Dear(n) => Some(i32::from(*n)),
            _ => None,
        });
        tier.price().map(|p| p + dear as u32)
    }

    pub(super) fn say(&mut self, ev: &mut Vec<Event>, line: String) {
        ev.push(Event::public(line.clone()));
        self.log.push(line);
        let len = self.log.len();
        if len > LOG_LINES {
            self.log.drain(..len - LOG_LINES);
        }
    }

    pub fn battle_of(&self, seat: Seat) -> Option<usize> {
        self.battles
            .iter()
            .position(|b| b.step != Step::Over && b.seats.contains(&seat))
    }

    /// Where a seat's ship is, as an area others there share.
    pub fn area_of(&self, seat: Seat) -> Option<Area> {
        match self.ships[seat.index()].at {
            Where::Patrol => Some(Area::Patrol),
            Where::Assignment(n) => Some(Area::Assignment(n)),
            Where::Resupply => None,
        }
    }

    /// Whether the game waits for `seat`.
    pub fn waits_for(&self, seat: Seat) -> bool {
        if self.phase == Phase::Over {
            return false;
        }
        if self.tasks[seat.index()] != Task::Idle || self.ships[seat.index()].hull_to_lose {
            return true;
        }
        self.battles.iter().any(|b| battle_waits(b, seat))
    }

    pub fn mission_def(&self) -> &'static super::content::MissionDef {
        &content().missions[usize::from(self.mission)]
    }
}

/// Whether battle `b` waits for `seat` now.
pub fn battle_waits(b: &Battle, seat: Seat) -> bool {
    match b.step {
        Step::Declare | Step::Plays => b.seats.contains(&seat) && !b.done.contains(&seat),
        Step::Join => b.asked.contains(&seat),
        Step::Waiting | Step::Over => false,
    }
}

pub fn need_of(n: &super::content::Need) -> [u8; 4] {
    [n.attack, n.maneuver, n.tech, n.any]
}

pub fn illegal(text: impl Into<String>) -> ActionError {
    ActionError::Illegal(text.into().into())
}

pub fn hull_word(h: Hull) -> &'static str {
    match h {
        Hull::Structure => "structure",
        Hull::Armor => "armor",
    }
}

pub fn crew_name(crew: &Crew) -> String {
    let c = content();
    let faction = &c.factions[usize::from(crew.faction)].name;
    let mut name = match crew.personality {
        Some(p) => format!("{} ({faction})", c.personalities[usize::from(p)].name),
        None => format!("a {faction} crew member"),
    };
    if let Some(k) = crew.companion {
        name.push_str(&format!(" with {}", c.personalities[usize::from(k)].name));
    }
    name
}

fn join_dice(d: &[u32]) -> String {
    d.iter().map(u32::to_string).collect::<Vec<_>>().join("+")
}

//! The mission, day by day: setup at the resupply, move, explore (reactions),
//! battles, completing assignments, the return to the resupply and trading. Every
//! player decides at once; the day moves on when no one owes a decision.

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
                let split = super::notation::even_split(pool, ships.len());
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

    // ----- setup and the resupply -----

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
                if self.phase != Phase::Setup || self.ships[i].def.is_some() {
                    return Err(illegal("You have chosen your ship already."));
                }
                if usize::from(*ship) >= c.ships.len() {
                    return Err(illegal("There is no such ship."));
                }
                if self.ships.iter().any(|s| s.def == Some(*ship)) {
                    return Err(illegal("Another captain flies that ship."));
                }
                self.ships[i].board(i, *ship);
                let def = &c.ships[usize::from(*ship)];
                self.say(ev, format!("{who} takes the {}.", def.name));
                if matches!(action, Action::Build { .. }) {
                    self.build(seat, ev, names, rng)?;
                }
                self.starting_supplies(seat, ev, names, rng);
                self.ships[i].rebuild_deck(rng);
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
                let tile = super::ship::HullTile {
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
                let card = c
                    .systems
                    .get(usize::from(*system))
                    .ok_or_else(|| illegal("There is no such system."))?;
                if self.lost.contains(system) {
                    return Err(illegal(format!("{} was lost for good.", card.name)));
                }
                if self.owner_of(*system).is_some() {
                    return Err(illegal("That system is sold out."));
                }
                if !self.in_shop(*system) {
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
                ship.systems[slot] = Some(*system);
                ship.rebuild_deck(rng);
                self.say(ev, format!("{who} buys and installs {}.", card.name));
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
    fn recruit(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
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
    fn free_armor(&mut self, seat: Seat, ev: &mut Vec<Event>, names: Names) {
        let who = names(seat);
        let ship = &mut self.ships[seat.index()];
        if ship.def.is_some() && ship.hull_room(Hull::Armor) {
            ship.hull.insert(
                0,
                super::ship::HullTile {
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

    // ----- the flow -----

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
    fn deal_assignments(&mut self, seat: Seat, rng: &mut GameRng) {
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
    fn patrol_damage(&self) -> u8 {
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
    pub(super) fn group_battle(
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

    fn draw_enemy(
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

    fn add_battle(
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

    // ----- exploring and reacting -----

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

    fn random_system(
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
    fn bury(&mut self, seat: Seat, crew: Crew) -> Option<String> {
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
            self.ships[seat.index()].hull.push(super::ship::HullTile {
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

    // ----- battles -----

    fn begin_battles(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
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
    fn next_round(&mut self, b: usize, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
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

    fn end_battle(
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
    pub(super) fn end_mission(&mut self, won: bool, line: &str, ev: &mut Vec<Event>) {
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

    // ----- the day's end -----

    fn dusk(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
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

    fn final_battle(&mut self, ev: &mut Vec<Event>, names: Names, rng: &mut GameRng) {
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
}

impl Mission {
    pub fn mission_def(&self) -> &'static super::content::MissionDef {
        &content().missions[usize::from(self.mission)]
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
    fn nightfall(
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
    fn next_wave(&mut self, b: usize, ev: &mut Vec<Event>, rng: &mut GameRng) -> bool {
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
                Some(super::content::Special::Drilled(n)) if self.edition >= 3 => *n,
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
                        battle::special_name(&super::content::Special::Drilled(drilled))
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
    ActionError::Illegal(text.into())
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

//! One player's ship: its mat, hull, systems, crew, action cards and scrap, and what
//! a ship does on its own (draw, play within its allowances, take damage, critical
//! damage, repair at the resupply).

use serde::{Deserialize, Serialize};

use super::content::{
    content, ActionCard, Cooldown, Effect, Hull, HullSlot, Kind, Power, ShipDef, Tier,
};
use crate::rng::GameRng;

/// One physical action card: `id` is unique in the game (views and secrets name it),
/// `def` is what it is (below [`SYSTEM_DEF`] a base card, from it a system).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    pub id: u16,
    pub def: u16,
}

/// Where system definitions start in [`Card::def`] (and system card ids).
pub const SYSTEM_DEF: u16 = 100;

impl Card {
    pub fn base(seat: usize, i: usize, def: usize) -> Card {
        Card {
            id: (seat * 20 + i) as u16,
            def: def as u16,
        }
    }

    pub fn system(system: u8) -> Card {
        Card {
            id: 1000 + u16::from(system),
            def: SYSTEM_DEF + u16::from(system),
        }
    }

    pub fn card(self) -> &'static ActionCard {
        let c = content();
        if self.def >= SYSTEM_DEF {
            &c.systems[usize::from(self.def - SYSTEM_DEF)]
        } else {
            &c.base_cards[usize::from(self.def)]
        }
    }

    /// The system this card belongs to, if it is one.
    pub fn system_index(self) -> Option<u8> {
        (self.def >= SYSTEM_DEF).then(|| (self.def - SYSTEM_DEF) as u8)
    }
}

/// A power's state: ready, or on cooldown until the moment its length names.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cd {
    Ready,
    Spent(Cooldown),
}

impl Cd {
    pub fn ready(self) -> bool {
        self == Cd::Ready
    }

    /// Back off cooldown if its length has passed (`Trip` also covers the others).
    pub fn refresh(&mut self, passed: Cooldown) {
        if let Cd::Spent(len) = *self {
            if len == passed || passed == Cooldown::Trip {
                *self = Cd::Ready;
            }
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HullTile {
    pub kind: Hull,
    pub damaged: bool,
}

/// A crew member: a faction card, maybe a personality, maybe a companion with it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Crew {
    pub faction: u8,
    pub personality: Option<u8>,
    pub companion: Option<u8>,
    /// Cooldowns of the faction, personality and companion powers.
    pub cds: [Cd; 3],
}

/// Which of a ship's powers: the ship's ability, or one of a crew member's three.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PowerRef {
    Ship,
    /// Crew at this station: 0 faction, 1 personality, 2 companion.
    Crew(u8, u8),
}

/// Where a ship is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Where {
    Resupply,
    Patrol,
    /// On the running assignment with this number.
    Assignment(u8),
}

/// The cards a ship has put down this phase and what they do.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plays {
    pub cards: Vec<Card>,
    pub powers: Vec<PowerRef>,
    /// Extra plays from powers (attack, maneuver, tech, any).
    pub extra: [u8; 4],
    /// Attacks at the target: (damage, card tier, play order).
    pub attacks: Vec<(u8, Tier, u8)>,
    pub direct: u8,
    pub barrage: u8,
    pub evade: u8,
    pub reduce: u8,
    pub kill_crew: u8,
    pub retarget: bool,
    /// Cards in hand set aside to keep for the next attack phase.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kept: Vec<Card>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ship {
    /// The ship chosen (index into the content's ships), once chosen.
    pub def: Option<u8>,
    pub scrap: u32,
    /// Top first: damage flips tiles from the top down.
    pub hull: Vec<HullTile>,
    /// One entry per system slot of the mat.
    pub systems: Vec<Option<u8>>,
    /// Systems carried, not installed.
    pub cargo: Vec<u8>,
    /// One entry per crew station.
    pub crew: Vec<Option<Crew>>,
    pub ability: Cd,
    pub deck: Vec<Card>,
    pub hand: Vec<Card>,
    pub discard: Vec<Card>,
    pub plays: Plays,
    pub at: Where,
    /// Assignments drawn and not yet taken or refused.
    pub offers: Vec<u8>,
    /// Traded today: gave, received.
    pub gave: bool,
    pub got: bool,
    /// Cards to draw more in the next battle this day.
    pub ready_bonus: u8,
    /// Destroyed today: out of the day's battles, back at the resupply.
    pub wrecked: bool,
    /// Cards kept from the last attack phase (the next draw is that much smaller).
    pub kept: u8,
    /// Critical damage took a hull upgrade and the captain chooses which (edition 2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hull_to_lose: bool,
}

impl Ship {
    pub fn new(scrap: u32, structure: u8) -> Ship {
        Ship {
            def: None,
            scrap,
            hull: (0..structure)
                .map(|_| HullTile {
                    kind: Hull::Structure,
                    damaged: false,
                })
                .collect(),
            systems: Vec::new(),
            cargo: Vec::new(),
            crew: Vec::new(),
            ability: Cd::Ready,
            deck: Vec::new(),
            hand: Vec::new(),
            discard: Vec::new(),
            plays: Plays::default(),
            at: Where::Resupply,
            offers: Vec::new(),
            gave: false,
            got: false,
            ready_bonus: 0,
            wrecked: false,
            kept: 0,
            hull_to_lose: false,
        }
    }

    pub fn def(&self) -> Option<&'static ShipDef> {
        self.def.map(|d| &content().ships[usize::from(d)])
    }

    /// Takes the mat of ship `def` (at setup): its base deck, slots and stations.
    pub fn board(&mut self, seat: usize, def: u8) {
        let c = content();
        let ship = &c.ships[usize::from(def)];
        self.def = Some(def);
        self.systems = vec![None; ship.system_slots.len()];
        self.crew = vec![None; ship.stations.len()];
        self.deck = ship
            .deck
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let d = c
                    .base_cards
                    .iter()
                    .position(|b| &b.name == name)
                    .expect("ship decks name base cards");
                Card::base(seat, i, d)
            })
            .collect();
    }

    pub fn undamaged(&self) -> usize {
        self.hull.iter().filter(|h| !h.damaged).count()
    }

    pub fn undamaged_armor(&self) -> u8 {
        self.hull
            .iter()
            .filter(|h| !h.damaged && h.kind == Hull::Armor)
            .count() as u8
    }

    /// Whether every hull upgrade is damaged (critical damage).
    pub fn critical(&self) -> bool {
        self.undamaged() == 0
    }

    /// Flips `n` undamaged hull tiles from the top down; returns how many flipped.
    pub fn take_damage(&mut self, n: u8) -> u8 {
        let mut done = 0;
        for tile in self.hull.iter_mut().filter(|t| !t.damaged) {
            if done == n {
                break;
            }
            tile.damaged = true;
            done += 1;
        }
        done
    }

    /// Repairs up to `n` damaged tiles, lowest first (the next hit lands on the top).
    pub fn repair(&mut self, n: u8) -> u8 {
        let mut done = 0;
        for tile in self.hull.iter_mut().rev().filter(|t| t.damaged) {
            if done == n {
                break;
            }
            tile.damaged = false;
            done += 1;
        }
        done
    }

    pub fn repair_armor(&mut self) {
        for tile in self.hull.iter_mut().filter(|t| t.kind == Hull::Armor) {
            tile.damaged = false;
        }
    }

    /// Hull slots of the mat left free, by what they take.
    pub fn hull_room(&self, kind: Hull) -> bool {
        let Some(def) = self.def() else {
            return false;
        };
        // Fill the typed slots first, then the open ones.
        let (mut s, mut a) = (0usize, 0usize);
        for t in &self.hull {
            match t.kind {
                Hull::Structure => s += 1,
                Hull::Armor => a += 1,
            }
        }
        if kind == Hull::Structure {
            s += 1;
        } else {
            a += 1;
        }
        let only_s = def
            .hull_slots
            .iter()
            .filter(|h| **h == HullSlot::Structure)
            .count();
        let only_a = def
            .hull_slots
            .iter()
            .filter(|h| **h == HullSlot::Armor)
            .count();
        let any = def
            .hull_slots
            .iter()
            .filter(|h| **h == HullSlot::Any)
            .count();
        s.saturating_sub(only_s) + a.saturating_sub(only_a) <= any
    }

    /// The first free system slot of this kind.
    pub fn free_slot(&self, kind: Kind) -> Option<usize> {
        let def = self.def()?;
        def.system_slots
            .iter()
            .enumerate()
            .position(|(i, slot)| slot.kind == kind && self.systems[i].is_none())
    }

    pub fn installed(&self) -> impl Iterator<Item = u8> + '_ {
        self.systems.iter().flatten().copied()
    }

    /// Cards drawn for a reaction or an attack phase, before the region's bonus.
    pub fn draw_size(&self) -> u8 {
        let Some(def) = self.def() else {
            return 0;
        };
        let bonus: u8 = def
            .system_slots
            .iter()
            .zip(&self.systems)
            .filter(|(_, s)| s.is_some())
            .map(|(slot, _)| slot.draw)
            .sum();
        def.draw + bonus
    }

    /// Draws `n` cards, shuffling the discards into a new deck when it runs out.
    pub fn draw(&mut self, n: u8, rng: &mut GameRng) -> u8 {
        let mut drawn = 0;
        for _ in 0..n {
            if self.deck.is_empty() {
                if self.discard.is_empty() {
                    break;
                }
                self.deck.append(&mut self.discard);
                rng.shuffle(&mut self.deck);
            }
            if let Some(card) = self.deck.pop() {
                self.hand.push(card);
                drawn += 1;
            }
        }
        drawn
    }

    /// Puts the hand and the cards in play on the discard pile (kept cards stay).
    pub fn discard_all(&mut self) {
        let kept = std::mem::take(&mut self.plays.kept);
        let mut hand = std::mem::take(&mut self.hand);
        hand.retain(|c| !kept.contains(c));
        self.discard.append(&mut hand);
        self.discard.append(&mut self.plays.cards);
        self.kept = kept.len() as u8;
        self.hand = kept;
        self.plays = Plays::default();
    }

    /// Every action card back into one shuffled deck (at the resupply, after an
    /// install), with the installed systems' cards.
    pub fn rebuild_deck(&mut self, rng: &mut GameRng) {
        self.discard_all();
        let mut all: Vec<Card> = std::mem::take(&mut self.deck);
        all.append(&mut self.discard);
        all.append(&mut self.hand);
        all.retain(|c| c.system_index().is_none());
        all.extend(self.installed().map(Card::system));
        rng.shuffle(&mut all);
        self.deck = all;
        self.kept = 0;
    }

    /// The powers of this ship with their state.
    pub fn powers(&self) -> Vec<(PowerRef, &'static Power, Cd)> {
        let c = content();
        let mut out = Vec::new();
        if let Some(def) = self.def() {
            out.push((PowerRef::Ship, &def.ability, self.ability));
        }
        for (i, crew) in self.crew.iter().enumerate() {
            let Some(crew) = crew else { continue };
            let i = i as u8;
            out.push((
                PowerRef::Crew(i, 0),
                &c.factions[usize::from(crew.faction)].power,
                crew.cds[0],
            ));
            if let Some(p) = crew.personality {
                out.push((
                    PowerRef::Crew(i, 1),
                    &c.personalities[usize::from(p)].power,
                    crew.cds[1],
                ));
            }
            if let Some(p) = crew.companion {
                out.push((
                    PowerRef::Crew(i, 2),
                    &c.personalities[usize::from(p)].power,
                    crew.cds[2],
                ));
            }
        }
        out
    }

    pub fn power(&self, which: PowerRef) -> Option<(&'static Power, Cd)> {
        self.powers()
            .into_iter()
            .find(|(r, _, _)| *r == which)
            .map(|(_, p, cd)| (p, cd))
    }

    pub fn spend(&mut self, which: PowerRef) {
        let Some((power, _)) = self.power(which) else {
            return;
        };
        let cd = Cd::Spent(power.cooldown);
        match which {
            PowerRef::Ship => self.ability = cd,
            PowerRef::Crew(i, part) => {
                if let Some(Some(crew)) = self.crew.get_mut(usize::from(i)) {
                    crew.cds[usize::from(part)] = cd;
                }
            }
        }
    }

    /// Takes every power whose cooldown has passed off cooldown.
    pub fn refresh(&mut self, passed: Cooldown) {
        self.ability.refresh(passed);
        for crew in self.crew.iter_mut().flatten() {
            for cd in &mut crew.cds {
                cd.refresh(passed);
            }
        }
    }

    /// The crew stations' kinds that are occupied.
    pub fn station_plays(&self) -> [u8; 3] {
        let mut out = [0; 3];
        if let Some(def) = self.def() {
            for (station, crew) in def.stations.iter().zip(&self.crew) {
                if let (Some(kind), Some(_)) = (station, crew) {
                    out[kind.index()] += 1;
                }
            }
        }
        out
    }

    /// Whether `cards` can all be played this phase, in some order, with the
    /// captain's play, the occupied stations, the powers' extra plays and the plays
    /// the cards themselves give.
    pub fn can_play(&self, cards: &[Card]) -> bool {
        let base = self.station_plays();
        let extra = self.plays.extra;
        let n = cards.len();
        if n > 16 {
            return false;
        }
        // Depth-first over which cards are down: the pools left follow from the set
        // (a kind's own slots are used before the open ones, which is never worse).
        let full = (1u32 << n) - 1;
        let mut seen = vec![false; 1 << n];
        let mut stack = vec![0u32];
        while let Some(set) = stack.pop() {
            if set == full {
                return true;
            }
            if std::mem::replace(&mut seen[set as usize], true) {
                continue;
            }
            let pools = pools(base, extra, cards, set);
            for (i, card) in cards.iter().enumerate() {
                if set & (1 << i) != 0 {
                    continue;
                }
                let k = card.card().kind.index();
                if pools[k] > 0 || pools[3] > 0 {
                    stack.push(set | (1 << i));
                }
            }
        }
        false
    }

    /// Removes a random action card for good (critical damage); returns its name and,
    /// for a system's card, the system tile lost with it.
    pub fn lose_card(&mut self, rng: &mut GameRng) -> Option<(&'static str, Option<u8>)> {
        self.discard_all();
        let mut all: Vec<Card> = std::mem::take(&mut self.deck);
        all.append(&mut self.discard);
        all.append(&mut self.hand);
        rng.shuffle(&mut all);
        let lost = all.pop()?;
        let system = lost.system_index();
        if let Some(sys) = system {
            for slot in self.systems.iter_mut() {
                if *slot == Some(sys) {
                    *slot = None;
                }
            }
        }
        self.deck = all;
        Some((lost.card().name.as_str(), system))
    }

    /// Removes one hull upgrade: a structure before an armor (the cheaper), damaged
    /// before whole, the lowest first.
    pub fn lose_hull(&mut self) -> Option<Hull> {
        let pick = (0..self.hull.len()).rev().min_by_key(|&i| {
            let t = self.hull[i];
            (t.kind == Hull::Armor, !t.damaged)
        })?;
        Some(self.hull.remove(pick).kind)
    }

    /// Removes a hull upgrade of this kind, damaged first and lowest first (the tiles
    /// above keep their order); `false` if the ship has none.
    pub fn lose_hull_of(&mut self, kind: Hull) -> bool {
        let pick = (0..self.hull.len())
            .rev()
            .filter(|&i| self.hull[i].kind == kind)
            .min_by_key(|&i| !self.hull[i].damaged);
        match pick {
            Some(i) => {
                self.hull.remove(i);
                true
            }
            None => false,
        }
    }

    /// The kinds of hull upgrade the ship has, armor first.
    pub fn hull_kinds(&self) -> Vec<Hull> {
        [Hull::Armor, Hull::Structure]
            .into_iter()
            .filter(|k| self.hull.iter().any(|t| t.kind == *k))
            .collect()
    }

    /// The first crew member, left to right.
    pub fn first_crew(&self) -> Option<usize> {
        self.crew.iter().position(Option::is_some)
    }
}

/// Plays left after the cards in `set` are down: attack, maneuver, tech, any.
fn pools(base: [u8; 3], extra: [u8; 4], cards: &[Card], set: u32) -> [i16; 4] {
    let mut give = [
        i16::from(base[0]) + i16::from(extra[0]),
        i16::from(base[1]) + i16::from(extra[1]),
        i16::from(base[2]) + i16::from(extra[2]),
        1 + i16::from(extra[3]),
    ];
    let mut used = [0i16; 3];
    for (i, card) in cards.iter().enumerate() {
        if set & (1 << i) == 0 {
            continue;
        }
        let def = card.card();
        used[def.kind.index()] += 1;
        for e in &def.effects {
            if let Effect::Play(k, n) = e {
                give[k.index()] += i16::from(*n);
            }
        }
    }
    for k in 0..3 {
        let over = used[k] - give[k];
        if over > 0 {
            give[k] = 0;
            give[3] -= over;
        } else {
            give[k] -= used[k];
        }
    }
    give
}

/// The cards of `hand` that meet a reaction's needs with the fewest plays (base cards
/// before systems), if any set can be played.
pub fn cheapest_set(ship: &Ship, need: [u8; 4]) -> Option<Vec<Card>> {
    let hand = &ship.hand;
    let n = hand.len().min(12);
    let mut best: Option<(u32, u32, Vec<Card>)> = None;
    for set in 0u32..(1 << n) {
        let cards: Vec<Card> = (0..n)
            .filter(|i| set & (1 << i) != 0)
            .map(|i| hand[i])
            .collect();
        if !meets(&cards, need) {
            continue;
        }
        let size = cards.len() as u32;
        let worth: u32 = cards.iter().map(|c| c.card().tier as u32).sum();
        if best
            .as_ref()
            .is_some_and(|(s, w, _)| (*s, *w) <= (size, worth))
        {
            continue;
        }
        if ship.can_play(&cards) {
            best = Some((size, worth, cards));
        }
    }
    best.map(|(_, _, c)| c)
}

/// Whether the kinds of `cards` cover `need` (attack, maneuver, tech, any).
pub fn meets(cards: &[Card], need: [u8; 4]) -> bool {
    let mut have = [0u8; 3];
    for c in cards {
        have[c.card().kind.index()] += 1;
    }
    let mut spare = 0;
    for k in 0..3 {
        if have[k] < need[k] {
            return false;
        }
        spare += have[k] - need[k];
    }
    spare >= need[3]
}

//! Zephyr's components, as data: the JSON files beside this module (`ships.json`,
//! `upgrades.json`, `crew.json`, `adventure.json`, `enemies.json`, `warlords.json`), embedded at build
//! time and read into typed structs once. The rules interpret the effect enums below;
//! they never match on a card's name. Card texts are generated from the effects
//! (`text.rs`), so what a card says is what it does; `flavour` is the only free text.
//!
//! Part 2 (missions, warlords, variants) only adds entries and enum variants here.

use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// The three kinds of action (and of system slot and crew station).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Attack,
    Maneuver,
    Tech,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Attack, Kind::Maneuver, Kind::Tech];

    pub fn word(self) -> &'static str {
        match self {
            Kind::Attack => "attack",
            Kind::Maneuver => "maneuver",
            Kind::Tech => "tech",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// A system's tier: its price and how the evade order ranks it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tier {
    /// A base action card of a ship's deck (never bought or sold).
    Base,
    Bronze,
    Silver,
    Gold,
    /// Only from a commander's reward; never bought or sold.
    Epic,
}

impl Tier {
    /// The resupply's price in scrap; `None` for cards that are not for sale.
    pub fn price(self) -> Option<u32> {
        match self {
            Tier::Bronze => Some(10),
            Tier::Silver => Some(20),
            Tier::Gold => Some(30),
            Tier::Base | Tier::Epic => None,
        }
    }
}

/// Structure or armor.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hull {
    Structure,
    Armor,
}

impl Hull {
    pub fn price(self) -> u32 {
        match self {
            Hull::Structure => 10,
            Hull::Armor => 20,
        }
    }
}

/// A hull slot on a ship mat: which hull it takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HullSlot {
    Structure,
    Armor,
    /// Either kind.
    Any,
}

/// How long a used power stays on cooldown.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Cooldown {
    Day,
    Trip,
    Region,
}

/// What a played action card, or an activated power, does. Effects on enemies wait
/// for the resolve step; the others happen at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// One attack of this much damage at your target (evadable, reducible).
    Damage(u8),
    /// Direct damage at your target: never evaded or reduced.
    Direct(u8),
    /// One attack of this much damage at every enemy ship in the battle.
    Barrage(u8),
    /// Evade this many enemy attacks this phase.
    Evade(u8),
    /// Reduce the damage you take this phase by this much.
    Reduce(u8),
    /// Reduce the damage you take this phase by 1 per undamaged armor (Deflection).
    ReducePerArmor,
    /// Repair this many of your damaged hull upgrades now.
    Repair(u8),
    /// Draw this many action cards now.
    Draw(u8),
    /// This many more plays of this kind this phase.
    Play(Kind, u8),
    /// Kill this many crew of your target (it rolls that many fewer dice).
    KillCrew(u8),
    /// Gain this much scrap.
    Scrap(u8),
    /// Change your target to another enemy ship (at once, before the resolve).
    Retarget,
    /// Add or subtract 1 from one of your dice rolls (offered when you roll).
    Nudge,
}

/// An action card: a ship's base card or a system (a tile plus its card).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionCard {
    pub name: String,
    pub kind: Kind,
    pub tier: Tier,
    pub effects: Vec<Effect>,
    #[serde(default)]
    pub flavour: String,
}

/// One system slot on a mat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SystemSlot {
    pub kind: Kind,
    /// Cards added to the draw while a system sits in this slot.
    pub draw: u8,
}

/// A power used by flipping it: a ship's ability, a crew faction's or personality's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Power {
    pub name: String,
    pub effects: Vec<Effect>,
    pub cooldown: Cooldown,
}

/// A ship: its mat, base deck and ability, and the build the book recommends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShipDef {
    pub name: String,
    pub faction: String,
    pub hull_slots: Vec<HullSlot>,
    pub system_slots: Vec<SystemSlot>,
    /// Crew stations, left to right; `None` is a station without an icon.
    pub stations: Vec<Option<Kind>>,
    /// Cards drawn with no systems installed.
    pub draw: u8,
    /// The 10 base action cards (names from `base_cards`).
    pub deck: Vec<String>,
    pub ability: Power,
    pub recommended: Build,
    #[serde(default)]
    pub flavour: String,
}

/// A starting build: bought at the resupply with the mission's supplies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Build {
    #[serde(default)]
    pub hull: Vec<Hull>,
    #[serde(default)]
    pub systems: Vec<String>,
    /// Factions of the crew to hire.
    #[serde(default)]
    pub crew: Vec<String>,
}

/// A crew faction card (4 of each faction in the supply).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FactionDef {
    pub name: String,
    pub count: u8,
    pub power: Power,
}

/// A crew personality (a companion brings a second personality with it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PersonalityDef {
    pub name: String,
    #[serde(default)]
    pub companion: bool,
    pub power: Power,
    #[serde(default)]
    pub flavour: String,
}

/// What a die face of an enemy (ship or commander) does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Foe {
    /// N/A.
    Nothing,
    Damage(u8),
    Direct(u8),
    /// Damage and roll this die again.
    DamageAgain(u8),
    /// Evade this many of the attacks made at this ship.
    Evade(u8),
    /// Repair this many of its hull cubes (never above its tier's hull).
    Repair(u8),
    /// Kill the first crew member of the ship it attacks.
    KillCrew,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnemyDef {
    pub name: String,
    /// Hull cubes at tier 1, 2 and 3.
    pub hull: [u8; 3],
    /// Crew slots, each enabled from the tier it shows (1–3).
    pub crew: Vec<u8>,
    /// Die faces 1 to 6.
    pub faces: [Foe; 6],
    #[serde(default)]
    pub flavour: String,
}

/// What a commander's reward roll (or any outcome) can give.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reward {
    Scrap(u8),
    /// One random system of this tier, into cargo.
    System(Tier),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommanderDef {
    pub name: String,
    /// Enemy ships the commander brings.
    pub brings: u8,
    pub faces: [Foe; 6],
    /// Reward roll, die faces 1 to 6.
    pub rewards: [Reward; 6],
    #[serde(default)]
    pub flavour: String,
}

/// What happens to the player (or the party) when an option, roll band, event or
/// reward applies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Gain this much scrap.
    Scrap(u8),
    /// Lose this much scrap (down to 0).
    Pay(u8),
    /// Roll this many dice and gain their total in scrap.
    ScrapRoll(u8),
    /// Gain one random system of this tier, into cargo.
    System(Tier),
    /// This much damage to your ship (hull from the top; can be critical).
    Hurt(u8),
    /// Repair this many damaged hull upgrades.
    Mend(u8),
    /// Your first crew member dies.
    CrewDeath,
    /// Fight this many enemy ships (of the region's tier).
    Enemies(u8),
    /// Fight an enemy commander (on a ship, with the ships it brings).
    Commander,
    /// On an assignment: the commander of this assignment brings this many fewer ships.
    Weaken(u8),
    /// Draw one more action card in your next battle this day (set aside).
    Ready(u8),
    /// A crew member joins, free: a random faction with cards left, at your first free
    /// station (none free, or no faction left: its hiring price, 20 scrap, instead).
    /// Edition 3 content.
    Recruit,
    /// An armor hull upgrade, free, on a free slot that takes armor (none: its price,
    /// 20 scrap, instead). Edition 3 content.
    Armor,
}

/// What a reaction option asks for: cards played, by kind (`any` takes any kind).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Need {
    #[serde(default)]
    pub attack: u8,
    #[serde(default)]
    pub maneuver: u8,
    #[serde(default)]
    pub tech: u8,
    #[serde(default)]
    pub any: u8,
}

/// A die roll's result range and what it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Band {
    pub from: u8,
    pub to: u8,
    pub then: Vec<Outcome>,
}

/// One way to resolve an exploration card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// What the player does, in a few words ("Patch the winch").
    pub label: String,
    #[serde(default)]
    pub need: Need,
    /// Outcomes applied in order.
    #[serde(default)]
    pub then: Vec<Outcome>,
    /// A die roll after the outcomes, if any.
    #[serde(default)]
    pub roll: Vec<Band>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    Skirmish,
    Scavenge,
}

/// A skirmish or scavenge card. With `react`, the player draws their hand first and the
/// choices may ask for plays; without, the choices ask nothing (or there is one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExploreDef {
    pub name: String,
    pub deck: Deck,
    pub flavour: String,
    #[serde(default)]
    pub react: bool,
    pub choices: Vec<Choice>,
    /// Copies in the deck.
    #[serde(default = "one")]
    pub count: u8,
}

fn one() -> u8 {
    1
}

/// A global effect of a region, while the mission track is in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RegionRule {
    /// Enemy ships arrive with this many more crew.
    EnemyCrew(u8),
    /// Enemy ships arrive with this many more hull cubes.
    EnemyHull(u8),
    /// Every player draws this many more cards (negative: fewer).
    Draw(i8),
    /// Every salvage die gives this much more scrap.
    Salvage(u8),
    /// Armor is not repaired at the start of the day.
    NoArmorRepair,
    /// Hiring crew costs this much less.
    CheapCrew(u8),
    /// Systems cost this much more (a shortage).
    Dear(u8),
    /// Patrolling ships take this much damage on returning (storms near the barge).
    PatrolHurt(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegionDef {
    pub name: String,
    pub rules: Vec<RegionRule>,
    pub flavour: String,
}

/// A space of an assignment's route.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Space {
    /// A normal exploration: each ship chooses skirmish or scavenge.
    Explore,
    /// The party fights an enemy commander.
    Commander,
    /// The assignment's lettered event, for the whole party.
    Event {
        letter: char,
        text: String,
        then: Vec<Outcome>,
        /// Applied when the battle the event brings is won.
        #[serde(default)]
        on_win: Vec<Outcome>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AssignmentDef {
    pub name: String,
    /// Its icon ("rescue", "escort", "hunt", "salvage"): missions pick decks by icon.
    pub icon: String,
    pub flavour: String,
    /// The route, one space per day, from the first day to the final day.
    pub route: Vec<Space>,
    /// Ally places beside the leader.
    pub allies: u8,
    /// What the party leader receives on completion.
    pub reward: Vec<Reward>,
    /// Every battle on the route must be won (not only survived).
    #[serde(default)]
    pub must_win: bool,
    /// Other ways through the assignment (rules edition 4): another first day, or a
    /// fork off the route. The book: the length "is dependent upon … your chosen path".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paths: Vec<PathDef>,
}

/// A way through an assignment besides its route: its spaces are flown instead of the
/// route's from the day after `from` up to the day before `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PathDef {
    /// Its name on the card and the buttons ("the Gorge").
    pub name: String,
    /// The route's space it leaves from (chosen by the party leader the morning the
    /// party is there, or when embarking for space 0); `None`: it is another first
    /// day, chosen when embarking.
    #[serde(default)]
    pub from: Option<u8>,
    pub spaces: Vec<Space>,
    /// The route's space the party flies to after the path's last; `None`: the path's
    /// last space is the assignment's final day.
    #[serde(default)]
    pub to: Option<u8>,
}

impl AssignmentDef {
    /// The space at a place on the assignment: on the route (`path` `None`) or a path.
    pub fn space(&self, path: Option<u8>, pos: u8) -> Option<&Space> {
        match path {
            None => self.route.get(usize::from(pos)),
            Some(p) => self.paths.get(usize::from(p))?.spaces.get(usize::from(pos)),
        }
    }

    /// The place after `(path, pos)`, taking the path `turn` where it leaves from here;
    /// `None` on the final day.
    pub fn after(&self, path: Option<u8>, pos: u8, turn: Option<u8>) -> Option<(Option<u8>, u8)> {
        match path {
            None => {
                let fork = turn.filter(|&t| {
                    self.paths
                        .get(usize::from(t))
                        .is_some_and(|p| p.from == Some(pos))
                });
                if let Some(t) = fork {
                    return Some((Some(t), 0));
                }
                (usize::from(pos) + 1 < self.route.len()).then_some((None, pos + 1))
            }
            Some(p) => {
                let def = self.paths.get(usize::from(p))?;
                if usize::from(pos) + 1 < def.spaces.len() {
                    Some((Some(p), pos + 1))
                } else {
                    def.to.map(|r| (None, r))
                }
            }
        }
    }

    /// The paths that leave the route from this space of it.
    pub fn forks_at(&self, pos: u8) -> impl Iterator<Item = (u8, &PathDef)> {
        self.paths
            .iter()
            .enumerate()
            .filter(move |(_, p)| p.from == Some(pos))
            .map(|(i, p)| (i as u8, p))
    }

    /// The paths that are another first day.
    pub fn starts(&self) -> impl Iterator<Item = (u8, &PathDef)> {
        self.paths
            .iter()
            .enumerate()
            .filter(|(_, p)| p.from.is_none())
            .map(|(i, p)| (i as u8, p))
    }

    /// The whole way flown along a path (or the route, `None`): its spaces, first day
    /// to final day.
    pub fn way(&self, path: Option<u8>) -> Vec<&Space> {
        let Some(p) = path.and_then(|p| self.paths.get(usize::from(p))) else {
            return self.route.iter().collect();
        };
        let before = p.from.map_or(0, |f| usize::from(f) + 1);
        let after = p.to.map_or(self.route.len(), usize::from);
        self.route[..before.min(self.route.len())]
            .iter()
            .chain(&p.spaces)
            .chain(self.route.get(after..).unwrap_or_default())
            .collect()
    }
}

/// A mission: its details, goal, starting supplies and progress track.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MissionDef {
    pub name: String,
    pub flavour: String,
    pub difficulty: String,
    /// Assignment icons that select the assignment deck.
    pub icons: Vec<String>,
    /// Days in each region, tier 1 first.
    pub regions: Vec<u8>,
    /// Starting supplies per player.
    pub scrap: u32,
    pub structure: u8,
    /// Assignments to complete per player before the final battle.
    pub assignments_per_player: u8,
    /// The final battle: a commander whose own ships are replaced by this many per player.
    /// (Unused when the track ends with a warlord.)
    pub final_ships_per_player: u8,
    /// More enemy ships in the final battle, whatever the table's size.
    #[serde(default)]
    pub final_ships: u8,
    /// The track ends on a warlord space: the final battle is a warlord battle.
    #[serde(default)]
    pub warlord: bool,
    /// The mission card's elimination rule (only "Standard" is designed: a destroyed
    /// ship takes critical damage and returns to the barge).
    #[serde(default = "standard")]
    pub elimination: String,
    /// Said when the mission is won and when it is lost (Plane & Simple's are in code,
    /// as it was written before these fields).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub victory: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defeat: Option<String>,
    /// The option value that picks it at `/game new` (`plane-and-simple`).
    pub key: String,
    /// Edition 3: starting supplies beyond scrap and structure, given to each captain
    /// when they take their ship (outcomes: `armor`, `recruit`, `system`, …).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub supplies: Vec<Outcome>,
    /// Edition 3: mission events on the track, each replacing one day's activities.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<TrackEvent>,
    /// Edition 3: requirements to meet before the track may go on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requirements: Vec<Requirement>,
}

/// A mission event on the track: on this day nobody moves or explores; the event
/// happens to the whole fleet instead (edition 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrackEvent {
    /// The day of the track (1 is the first day), never a region's first day.
    pub day: u16,
    pub name: String,
    pub flavour: String,
    pub what: EventKind,
}

/// What a mission event does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// Every ship away from the barge (out on an assignment) takes this much damage.
    Storm(u8),
    /// Every ship receives these outcomes.
    Drop(Vec<Outcome>),
    /// Every ship fights one battle together: this many enemy ships, and more per
    /// player, with an enemy commander on one more if `commander`; winning gives every
    /// ship in it `on_win`.
    Battle {
        #[serde(default)]
        ships: u8,
        #[serde(default)]
        ships_per_player: u8,
        #[serde(default)]
        commander: bool,
        #[serde(default)]
        on_win: Vec<Outcome>,
    },
}

/// A requirement the fleet must meet before entering a region (or the goal space): not
/// met, the fleet cannot go on and the mission is lost (edition 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Requirement {
    /// Checked on entering this region, counted from 1 (one past the last region is
    /// the goal space).
    pub before_region: u8,
    pub what: RequirementKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RequirementKind {
    /// Pay this much scrap per ship (from the whole fleet's scrap).
    Toll(u8),
    /// Have destroyed this many enemy ships per player since the mission began.
    Destroy(u8),
}

fn standard() -> String {
    "Standard".into()
}

/// A warlord personality: its hull and how many ability and wave cards it draws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WarlordDef {
    pub name: String,
    /// Hull cubes: this many, plus `hull_per_player` for each player.
    pub hull: u8,
    #[serde(default)]
    pub hull_per_player: u8,
    /// Warlord ability cards drawn (each player rolls once for each, every resolve).
    pub abilities: u8,
    /// Warlord wave cards drawn (fought one at a time before the warlord).
    pub waves: u8,
    #[serde(default)]
    pub flavour: String,
    /// Edition 3: the special ability printed on the card, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special: Option<Special>,
}

/// A warlord personality's special ability (edition 3; the book's Commodore has none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Special {
    /// Once he is in range, he repairs this many hull at every resolve.
    Repair(u8),
    /// Once he is in range, every player ship in the battle takes this much direct
    /// damage at every resolve.
    Scorch(u8),
    /// Every ship of his waves has this many more crew (rolls that many more dice).
    Drilled(u8),
    /// In the battle's first attack phase every player ship takes this much damage
    /// (an attack: evades and reductions work).
    FirstShot(u8),
    /// Every attack at him deals this much less (direct damage goes through).
    Plated(u8),
}

/// A warlord ability card: six die faces, each applying to the player who rolled it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AbilityDef {
    pub name: String,
    pub faces: [Foe; 6],
    #[serde(default)]
    pub flavour: String,
}

/// A warlord wave card: the enemy ships it brings into the warlord battle.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaveDef {
    pub name: String,
    /// Enemy ships drawn, and more for each player.
    #[serde(default)]
    pub ships: u8,
    #[serde(default)]
    pub ships_per_player: u8,
    /// Enemy commanders (each on a ship of its own), and more for each player.
    #[serde(default)]
    pub commanders: u8,
    #[serde(default)]
    pub commanders_per_player: u8,
    /// The commanders bring the ships printed on their cards.
    #[serde(default)]
    pub escorts: bool,
    /// Every ship of the wave has this many more hull cubes (fewer if negative; never
    /// below 1), and more crew.
    #[serde(default)]
    pub hull: i8,
    #[serde(default)]
    pub crew: u8,
    #[serde(default)]
    pub flavour: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Content {
    pub base_cards: Vec<ActionCard>,
    pub systems: Vec<ActionCard>,
    pub ships: Vec<ShipDef>,
    pub factions: Vec<FactionDef>,
    pub personalities: Vec<PersonalityDef>,
    pub missions: Vec<MissionDef>,
    pub regions: Vec<RegionDef>,
    pub assignments: Vec<AssignmentDef>,
    pub explore: Vec<ExploreDef>,
    pub enemies: Vec<EnemyDef>,
    pub commanders: Vec<CommanderDef>,
    pub warlords: Vec<WarlordDef>,
    pub abilities: Vec<AbilityDef>,
    pub waves: Vec<WaveDef>,
    /// Hull tiles in the box, of each kind.
    pub hull: HullCounts,
}

/// The hull upgrade tiles the box holds (the book: 17 structure, 19 armor).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HullCounts {
    pub structure: u8,
    pub armor: u8,
}

impl HullCounts {
    pub fn of(&self, kind: Hull) -> u8 {
        match kind {
            Hull::Structure => self.structure,
            Hull::Armor => self.armor,
        }
    }
}

#[derive(Deserialize)]
struct Ships {
    base_cards: Vec<ActionCard>,
    ships: Vec<ShipDef>,
}
#[derive(Deserialize)]
struct Upgrades {
    #[serde(default)]
    hull: HullCounts,
    systems: Vec<ActionCard>,
}
#[derive(Deserialize)]
struct Crew {
    factions: Vec<FactionDef>,
    personalities: Vec<PersonalityDef>,
}
#[derive(Deserialize)]
struct Adventure {
    missions: Vec<MissionDef>,
    regions: Vec<RegionDef>,
    assignments: Vec<AssignmentDef>,
    explore: Vec<ExploreDef>,
}
#[derive(Deserialize)]
struct Warlords {
    personalities: Vec<WarlordDef>,
    abilities: Vec<AbilityDef>,
    waves: Vec<WaveDef>,
}
#[derive(Deserialize)]
struct Enemies {
    enemies: Vec<EnemyDef>,
    commanders: Vec<CommanderDef>,
}

/// The components, read once.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| {
        let ships: Ships =
            serde_json::from_str(include_str!("ships.json")).expect("ships.json reads");
        let upgrades: Upgrades =
            serde_json::from_str(include_str!("upgrades.json")).expect("upgrades.json reads");
        let crew: Crew = serde_json::from_str(include_str!("crew.json")).expect("crew.json reads");
        let adventure: Adventure =
            serde_json::from_str(include_str!("adventure.json")).expect("adventure.json reads");
        let enemies: Enemies =
            serde_json::from_str(include_str!("enemies.json")).expect("enemies.json reads");
        let warlords: Warlords =
            serde_json::from_str(include_str!("warlords.json")).expect("warlords.json reads");
        Content {
            base_cards: ships.base_cards,
            systems: upgrades.systems,
            ships: ships.ships,
            factions: crew.factions,
            personalities: crew.personalities,
            missions: adventure.missions,
            regions: adventure.regions,
            assignments: adventure.assignments,
            explore: adventure.explore,
            enemies: enemies.enemies,
            commanders: enemies.commanders,
            warlords: warlords.personalities,
            abilities: warlords.abilities,
            waves: warlords.waves,
            hull: upgrades.hull,
        }
    })
}

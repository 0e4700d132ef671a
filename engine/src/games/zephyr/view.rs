//! What each viewer sees: the public table (day, region, ships, assignments, battles,
//! who is awaited) and a captain's own hand and choices. Card texts are written from
//! their effects here, so what a card says is what it does.

use serde::Serialize;

use super::battle::{foe_text, special_name, special_text, Area, Battle, Step};
use super::content::{
    content, AssignmentDef, Band, Cooldown, Effect, Need, Outcome, PathDef, Reward, Space,
};
use super::labels::tier_word;
use super::rules::{battle_waits, crew_name, hull_word, Mission, Phase, Running, Task};
use super::ship::{Card, Cd, Where};
use crate::game::{Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardView {
    pub id: u64,
    pub name: String,
    pub kind: String,
    pub tier: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PowerView {
    pub name: String,
    pub text: String,
    pub ready: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CrewView {
    pub name: String,
    pub station: Option<String>,
    pub powers: Vec<PowerView>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShipView {
    pub seat: Seat,
    pub ship: Option<String>,
    pub faction: Option<String>,
    pub scrap: u32,
    /// Top first: (structure|armor, damaged).
    pub hull: Vec<(String, bool)>,
    pub systems: Vec<String>,
    pub free_slots: Vec<String>,
    pub cargo: Vec<String>,
    pub crew: Vec<CrewView>,
    pub free_stations: usize,
    pub ability: Option<PowerView>,
    /// Where: "at the resupply", "patrolling", "on Pest Control".
    pub at: String,
    pub deck: usize,
    pub hand: usize,
    pub discard: usize,
    pub draw: u8,
    /// Cards put down this phase (public once played).
    pub played: Vec<CardView>,
    pub waited: bool,
    pub wrecked: bool,
    /// Today's exploration card.
    pub drawn: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct FoeView {
    pub name: String,
    pub cubes: u8,
    pub max: u8,
    pub crew: u8,
    pub attacks: Seat,
    pub destroyed: bool,
    /// Die faces 1–6 as words.
    pub faces: Vec<String>,
    /// The warlord himself: he attacks no one (his abilities roll for every ship).
    pub warlord: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BattleView {
    pub number: u8,
    pub area: String,
    pub round: u8,
    pub step: String,
    pub seats: Vec<Seat>,
    pub targets: Vec<(Seat, u8)>,
    pub foes: Vec<FoeView>,
    pub lines: Vec<String>,
    pub won: Option<bool>,
}

/// A warlord ability card, face up.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AbilityView {
    pub name: String,
    /// Die faces 1–6 as words.
    pub faces: Vec<String>,
}

/// The mission's warlord: his personality from the start; his abilities once the
/// warlord battle begins; his waves one at a time. Face-down cards are only counted.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WarlordView {
    pub name: String,
    pub flavour: String,
    /// Hull cubes left, and at most.
    pub cubes: u8,
    pub max: u8,
    /// Waves revealed so far (the last is being fought), of how many.
    pub wave: u8,
    pub waves: u8,
    /// The wave being fought, and what it brought.
    pub wave_name: Option<String>,
    pub wave_text: Option<String>,
    /// Ability cards he has, and those face up.
    pub ability_count: u8,
    pub abilities: Vec<AbilityView>,
    /// The warlord battle has begun.
    pub fighting: bool,
    /// His waves are cleared: he can take damage.
    pub exposed: bool,
    pub destroyed: bool,
    /// Attack phases left before nightfall ends his battle (while it is fought).
    pub nightfall_in: Option<u8>,
    /// Edition 3: his personality card's special ability ("Iron Plating: …").
    pub special: Option<String>,
}

/// A mission event on the track (edition 3).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TrackEventView {
    /// The day of the track it replaces.
    pub day: u16,
    pub name: String,
    pub text: String,
    /// Today, or already past.
    pub today: bool,
    pub past: bool,
}

/// A requirement of the mission (edition 3), with the fleet's progress.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RequirementView {
    pub text: String,
    /// The day of the track it is checked on (entering its region or the goal space).
    pub day: u16,
    /// What the fleet has toward it now (scrap held, or enemy ships destroyed), of what
    /// it needs.
    pub have: u32,
    pub need: u32,
    /// Checked already (and met: a requirement not met ends the mission).
    pub checked: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AssignmentView {
    pub name: String,
    pub leader: Seat,
    pub allies: Vec<Seat>,
    /// The route as short words, and the space the party is on.
    pub route: Vec<String>,
    pub pos: u8,
    pub reward: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ExploreView {
    pub name: String,
    pub deck: String,
    pub flavour: String,
    pub react: bool,
    pub choices: Vec<String>,
}

/// A captain's own view: the hand and what they are reacting to.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Private {
    pub seat: Seat,
    pub hand: Vec<CardView>,
    pub kept: Vec<u64>,
    pub offers: Vec<ExploreView>,
    pub reacting: Option<ExploreView>,
    pub prompt: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ZephyrView {
    pub day: u16,
    pub tier: u8,
    pub region: Option<String>,
    pub region_text: String,
    /// What the region changes while the fleet is in it, one sentence each.
    pub region_rules: Vec<String>,
    /// Day within the region and its length.
    pub region_day: (u16, u16),
    pub days_left: u16,
    pub completed: u8,
    pub needed: u8,
    pub phase: String,
    pub ships: Vec<ShipView>,
    pub assignments: Vec<AssignmentView>,
    pub battles: Vec<BattleView>,
    pub waiting: Vec<Seat>,
    pub log: Vec<String>,
    pub me: Option<Private>,
    pub over: Option<bool>,
    /// How the mission ended, once it has: "victory", "time ran out", "final battle
    /// lost", "requirement not met" (edition 3).
    pub ending: Option<String>,
    /// The mission's warlord, if its track ends on a warlord space.
    pub warlord: Option<WarlordView>,
    /// The mission's name, and how it ended once it has ("Victory on day 11: …").
    pub mission: String,
    pub summary: Option<String>,
    /// Edition 3: the mission events on the track, and the requirements to go on.
    pub events: Vec<TrackEventView>,
    pub requirements: Vec<RequirementView>,
    /// Edition 3: enemy ships destroyed since the mission began.
    pub destroyed: u16,
}

/// How the mission ended, in a sentence (`None` while it goes on).
pub fn summary(m: &Mission) -> Option<String> {
    let c = content();
    let won = m.won?;
    let day = m.day;
    let mut line = match (&m.warlord, won) {
        (_, false) => format!("Defeat on day {day}: the mission is lost."),
        (Some(w), true) => format!(
            "Victory on day {day}: {} is beaten!",
            c.warlords[usize::from(w.personality)].name
        ),
        // Plane & Simple's words, as every game before the other missions said them.
        (None, true) if m.mission == 0 => {
            format!("Victory on day {day}: the bandits are driven off Flotsum!")
        }
        (None, true) => format!(
            "Victory on day {day}: {} is accomplished!",
            m.mission_def().name
        ),
    };
    if let Some(legs) = &m.campaign {
        let n = legs.flown.len() + 1;
        line.push_str(&if won {
            format!(" Campaign mission {n} won: the ships fly on to the next mission.")
        } else {
            format!(
                " The campaign ends at mission {n}; a rematch flies it again from the same start."
            )
        });
    }
    Some(line)
}

/// A warlord wave card's text, from what it brings.
pub fn wave_text(w: &super::content::WaveDef) -> String {
    fn ships(n: u8) -> String {
        format!("{n} enemy ship{}", if n == 1 { "" } else { "s" })
    }
    fn commanders(n: u8) -> String {
        format!("{n} enemy commander{}", if n == 1 { "" } else { "s" })
    }
    let mut parts = Vec::new();
    match (w.ships, w.ships_per_player) {
        (0, 0) => {}
        (n, 0) => parts.push(format!("Draw {}.", ships(n))),
        (0, p) => parts.push(format!("Draw {} per player.", ships(p))),
        (n, p) => parts.push(format!("Draw {}, and {p} more per player.", ships(n))),
    }
    match (w.commanders, w.commanders_per_player) {
        (0, 0) => {}
        (n, 0) => parts.push(format!("Add {}.", commanders(n))),
        (0, p) => parts.push(format!("Add {} per player.", commanders(p))),
        (n, p) => parts.push(format!("Add {}, and {p} more per player.", commanders(n))),
    }
    if w.commanders + w.commanders_per_player > 0 {
        let one = w.commanders + w.commanders_per_player == 1;
        parts.push(match (w.escorts, one) {
            (true, true) => "This commander brings its enemy ships.".into(),
            (true, false) => "These commanders bring their enemy ships.".into(),
            (false, true) => "This commander brings no additional enemy ships.".into(),
            (false, false) => "These commanders bring no additional enemy ships.".into(),
        });
    }
    if w.hull > 0 {
        parts.push(format!("Each has {} more hull.", w.hull));
    } else if w.hull < 0 {
        parts.push(format!("Each has {} less hull.", -w.hull));
    }
    if w.crew > 0 {
        parts.push(format!("Each has {} more crew.", w.crew));
    }
    if parts.is_empty() {
        return "No ships.".into();
    }
    parts.join(" ")
}

/// A warlord personality's card: hull, and its numbers of ability and wave cards.
pub fn warlord_text(w: &super::content::WarlordDef) -> String {
    let hull = if w.hull_per_player > 0 {
        format!("{} hull + {} per player", w.hull, w.hull_per_player)
    } else {
        format!("{} hull", w.hull)
    };
    format!(
        "{hull}; {} abilit{}; {} wave{}.",
        w.abilities,
        if w.abilities == 1 { "y" } else { "ies" },
        w.waves,
        if w.waves == 1 { "" } else { "s" }
    )
}

fn warlord_view(m: &Mission) -> Option<WarlordView> {
    let c = content();
    let w = m.warlord.as_ref()?;
    let def = &c.warlords[usize::from(w.personality)];
    let lord = m
        .battles
        .iter()
        .filter(|b| b.area == Area::Mission)
        .flat_map(|b| b.foes.iter())
        .find(|f| f.warlord.is_some());
    let fight = m
        .battles
        .iter()
        .find(|b| b.area == Area::Mission && b.step != Step::Over);
    let current = w
        .shown_waves()
        .last()
        .filter(|_| lord.is_none())
        .map(|&k| &c.waves[usize::from(k)]);
    Some(WarlordView {
        name: def.name.clone(),
        flavour: def.flavour.clone(),
        cubes: lord.map_or(w.hull, |f| f.cubes),
        max: w.hull,
        wave: w.revealed,
        waves: w.waves.len() as u8,
        wave_name: current.map(|d| d.name.clone()),
        wave_text: current.map(wave_text),
        ability_count: w.abilities.len() as u8,
        abilities: w
            .shown_abilities()
            .iter()
            .map(|&a| {
                let d = &c.abilities[usize::from(a)];
                AbilityView {
                    name: d.name.clone(),
                    faces: d.faces.iter().map(foe_text).collect(),
                }
            })
            .collect(),
        fighting: w.fighting,
        exposed: lord.is_some(),
        destroyed: lord.is_some_and(|f| f.destroyed),
        nightfall_in: fight.map(|b| super::rules::WARLORD_ROUNDS.saturating_sub(b.round) + 1),
        special: def
            .special
            .as_ref()
            .filter(|_| m.edition >= 3)
            .map(|sp| format!("{}: {}", special_name(sp), special_text(sp))),
    })
}

pub fn effect_text(e: &Effect) -> String {
    match e {
        Effect::Damage(n) => format!("Deal {n} damage"),
        Effect::Direct(n) => format!("Deal {n} direct damage"),
        Effect::Barrage(n) => format!("Deal {n} damage to every enemy ship"),
        Effect::Evade(1) => "Evade 1 attack".into(),
        Effect::Evade(n) => format!("Evade {n} attacks"),
        Effect::Reduce(n) => format!("Reduce incoming damage by {n}"),
        Effect::ReducePerArmor => "Reduce incoming damage by 1 per undamaged armor".into(),
        Effect::Repair(n) => format!("Repair {n} damaged hull"),
        Effect::Draw(1) => "Draw 1 card".into(),
        Effect::Draw(n) => format!("Draw {n} cards"),
        Effect::Play(k, n) => format!("+{n} {} play", k.word()),
        Effect::KillCrew(n) => format!("Kill {n} enemy crew"),
        Effect::Scrap(n) => format!("Gain {n} scrap"),
        Effect::Retarget => "Change your target to another ship".into(),
        Effect::Nudge => "Add or subtract 1 from one of your rolls".into(),
    }
}

pub fn effects_text(effects: &[Effect]) -> String {
    let parts: Vec<String> = effects.iter().map(effect_text).collect();
    format!("{}.", parts.join(". "))
}

pub fn power_text(effects: &[Effect], cd: Cooldown) -> String {
    let len = match cd {
        Cooldown::Day => "1/day",
        Cooldown::Trip => "1/trip",
        Cooldown::Region => "1/region",
    };
    format!("{} {len}.", effects_text(effects))
}

pub fn outcome_text(o: &Outcome) -> String {
    match o {
        Outcome::Scrap(n) => format!("gain {n} scrap"),
        Outcome::Pay(n) => format!("lose {n} scrap"),
        Outcome::ScrapRoll(1) => "roll for scrap".into(),
        Outcome::ScrapRoll(n) => format!("roll {n} times for scrap"),
        Outcome::System(t) => format!("gain a random {} system", tier_word(*t)),
        Outcome::Hurt(n) => format!("take {n} damage"),
        Outcome::Mend(n) => format!("repair {n} hull"),
        Outcome::CrewDeath => "gruesome death for your first crew member".into(),
        Outcome::Enemies(1) => "draw 1 enemy ship".into(),
        Outcome::Enemies(n) => format!("draw {n} enemy ships"),
        Outcome::Commander => "draw an enemy commander".into(),
        Outcome::Weaken(n) => format!("the commander brings {n} fewer ship"),
        Outcome::Ready(n) => format!("draw {n} more card in your next battle"),
        Outcome::Recruit => "a crew member joins, free".into(),
        Outcome::Armor => "a free armor hull".into(),
    }
}

fn outcomes_text(list: &[Outcome]) -> String {
    list.iter().map(outcome_text).collect::<Vec<_>>().join(", ")
}

pub fn need_text(n: &Need) -> String {
    let mut parts = Vec::new();
    for (count, word) in [
        (n.attack, "attack"),
        (n.maneuver, "maneuver"),
        (n.tech, "tech"),
        (n.any, "any"),
    ] {
        if count > 0 {
            parts.push(format!("{count} {word}"));
        }
    }
    parts.join(" + ")
}

pub fn bands_text(bands: &[Band]) -> String {
    bands
        .iter()
        .map(|b| {
            let r = if b.from == b.to {
                b.from.to_string()
            } else {
                format!("{}-{}", b.from, b.to)
            };
            format!("{r}: {}", outcomes_text(&b.then))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A reaction choice as one line: "Play 1 tech: roll for scrap."
pub fn choice_text(ch: &super::content::Choice) -> String {
    let need = need_text(&ch.need);
    let mut what = Vec::new();
    if !ch.then.is_empty() {
        what.push(outcomes_text(&ch.then));
    }
    if !ch.roll.is_empty() {
        what.push(format!("roll: {}", bands_text(&ch.roll)));
    }
    let head = if need.is_empty() {
        ch.label.clone()
    } else {
        format!("{} (play {need})", ch.label)
    };
    if what.is_empty() {
        return format!("{head}: nothing happens.");
    }
    format!("{head}: {}.", what.join(", then "))
}

pub fn reward_text(r: &[Reward]) -> String {
    r.iter()
        .map(|r| match r {
            Reward::Scrap(n) => format!("{n} scrap"),
            Reward::System(t) => format!("a random {} system", tier_word(*t)),
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

fn card_view(c: Card) -> CardView {
    let def = c.card();
    CardView {
        id: u64::from(c.id),
        name: def.name.clone(),
        kind: def.kind.word().into(),
        tier: tier_word(def.tier).into(),
        text: effects_text(&def.effects),
    }
}

pub fn explore_view(k: u8) -> ExploreView {
    let def = &content().explore[usize::from(k)];
    ExploreView {
        name: def.name.clone(),
        deck: match def.deck {
            super::content::Deck::Skirmish => "skirmish".into(),
            super::content::Deck::Scavenge => "scavenge".into(),
        },
        flavour: def.flavour.clone(),
        react: def.react,
        choices: def.choices.iter().map(choice_text).collect(),
    }
}

fn assignment_offer(a: u8) -> ExploreView {
    let def = &content().assignments[usize::from(a)];
    ExploreView {
        name: def.name.clone(),
        deck: def.icon.clone(),
        flavour: def.flavour.clone(),
        react: false,
        choices: std::iter::once(format!("Route: {}.", route_words(&def.route).join(", ")))
            .chain(def.paths.iter().map(path_text))
            .chain(std::iter::once(format!(
                "Reward: {}.",
                reward_text(&def.reward)
            )))
            .collect(),
    }
}

pub fn space_word(s: &Space) -> String {
    match s {
        Space::Explore => "?".into(),
        Space::Commander => "commander".into(),
        Space::Event { letter, .. } => letter.to_string(),
    }
}

fn route_words(route: &[Space]) -> Vec<String> {
    route.iter().map(space_word).collect()
}

/// A whole way through an assignment as short words ("?, A, commander"): by the route
/// (`None`) or a path.
pub fn way_words(def: &AssignmentDef, path: Option<u8>) -> String {
    def.way(path)
        .into_iter()
        .map(space_word)
        .collect::<Vec<_>>()
        .join(", ")
}

/// An assignment's other path, as its card tells it: where it leaves and rejoins.
pub fn path_text(p: &PathDef) -> String {
    let spaces = route_words(&p.spaces).join(", ");
    let from = match p.from {
        None => "Or start by".to_string(),
        Some(f) => format!("Or after day {}, by", f + 1),
    };
    let to = match p.to {
        None => " (its last is the final day)".to_string(),
        Some(t) => format!(", then the route from day {}", t + 1),
    };
    format!("{from} {}: {spaces}{to}.", p.name)
}

fn at_text(m: &Mission, w: Where) -> String {
    match w {
        Where::Resupply => "at the resupply".into(),
        Where::Patrol => "patrolling".into(),
        Where::Assignment(n) => m
            .running
            .iter()
            .find(|r| r.number == n)
            .map(|r| format!("on {}", content().assignments[usize::from(r.def)].name))
            .unwrap_or_else(|| "on an assignment".into()),
    }
}

pub fn view(m: &Mission, viewer: Viewer) -> ZephyrView {
    let c = content();
    let me = match viewer {
        Viewer::Seat(s) if s.index() < m.players() => Some(s),
        _ => None,
    };
    let ships = m.seats().map(|seat| ship_view(m, seat)).collect();
    let assignments = m.running.iter().map(assignment_view).collect();
    let battles = m.battles.iter().map(|b| battle_view(m, b)).collect();
    let (tier, in_region) = m.tier();
    let region_len = c.missions[usize::from(m.mission)]
        .regions
        .get(usize::from(tier) - 1)
        .copied()
        .unwrap_or(0);
    let private = me.map(|seat| private_view(m, seat));
    ZephyrView {
        day: m.day,
        tier,
        region: m.region.map(|r| c.regions[usize::from(r)].name.clone()),
        region_text: m
            .region
            .map(|r| c.regions[usize::from(r)].flavour.clone())
            .unwrap_or_default(),
        region_rules: m
            .region
            .map(|r| {
                c.regions[usize::from(r)]
                    .rules
                    .iter()
                    .map(region_rule_text)
                    .collect()
            })
            .unwrap_or_default(),
        region_day: (in_region + 1, u16::from(region_len)),
        days_left: m.total_days().saturating_sub(m.pos),
        completed: m.completed,
        needed: m.needed(),
        phase: phase_word(m.phase).into(),
        ships,
        assignments,
        battles,
        waiting: m.seats().filter(|&s| m.waits_for(s)).collect(),
        log: m.log.clone(),
        me: private,
        over: m.won,
        ending: m.won.map(|won| {
            if won {
                "victory"
            } else if m.unmet.is_some() {
                "requirement not met"
            } else if m.completed < m.needed() {
                "time ran out"
            } else {
                "final battle lost"
            }
            .to_string()
        }),
        warlord: warlord_view(m),
        mission: match &m.campaign {
            Some(legs) => format!(
                "{} (campaign mission {})",
                m.mission_def().name,
                legs.flown.len() + 1
            ),
            None => m.mission_def().name.clone(),
        },
        summary: summary(m),
        events: m
            .track_events()
            .iter()
            .map(|e| TrackEventView {
                day: e.day,
                name: e.name.clone(),
                text: super::track::event_text(&e.what),
                today: e.day == m.day && m.day > 0,
                past: e.day < m.day,
            })
            .collect(),
        requirements: m
            .requirements()
            .iter()
            .map(|r| {
                let (have, need) = m.progress(r);
                let day = m.region_start_day(r.before_region);
                RequirementView {
                    text: super::track::requirement_text(r, m.players(), &m.mission_def().regions),
                    day,
                    have,
                    need,
                    checked: m.day >= day,
                }
            })
            .collect(),
        destroyed: m.destroyed,
    }
}

/// One captain's ship as everyone sees it.
fn ship_view(m: &Mission, seat: Seat) -> ShipView {
    let c = content();
    let ship = &m.ships[seat.index()];
    let def = ship.def();
    let stations = def.map(|d| d.stations.clone()).unwrap_or_default();
    let free_slots = def
        .map(|d| {
            d.system_slots
                .iter()
                .zip(&ship.systems)
                .filter(|(_, s)| s.is_none())
                .map(|(slot, _)| slot.kind.word().to_string())
                .collect()
        })
        .unwrap_or_default();
    ShipView {
        seat,
        ship: def.map(|d| d.name.clone()),
        faction: def.map(|d| d.faction.clone()),
        scrap: ship.scrap,
        hull: ship
            .hull
            .iter()
            .map(|t| (hull_word(t.kind).to_string(), t.damaged))
            .collect(),
        systems: ship
            .installed()
            .map(|s| c.systems[usize::from(s)].name.clone())
            .collect(),
        free_slots,
        cargo: ship
            .cargo
            .iter()
            .map(|&s| c.systems[usize::from(s)].name.clone())
            .collect(),
        crew: ship
            .crew
            .iter()
            .enumerate()
            .filter_map(|(i, crew)| {
                let crew = crew.as_ref()?;
                let mut powers = vec![PowerView {
                    name: c.factions[usize::from(crew.faction)].power.name.clone(),
                    text: {
                        let p = &c.factions[usize::from(crew.faction)].power;
                        power_text(&p.effects, p.cooldown)
                    },
                    ready: crew.cds[0].ready(),
                }];
                for (k, p) in [(1, crew.personality), (2, crew.companion)] {
                    if let Some(p) = p {
                        let p = &c.personalities[usize::from(p)];
                        powers.push(PowerView {
                            name: p.power.name.clone(),
                            text: power_text(&p.power.effects, p.power.cooldown),
                            ready: crew.cds[k].ready(),
                        });
                    }
                }
                Some(CrewView {
                    name: crew_name(crew),
                    station: stations.get(i).copied().flatten().map(|k| k.word().into()),
                    powers,
                })
            })
            .collect(),
        free_stations: ship.crew.iter().filter(|c| c.is_none()).count(),
        ability: def.map(|d| PowerView {
            name: d.ability.name.clone(),
            text: power_text(&d.ability.effects, d.ability.cooldown),
            ready: ship.ability == Cd::Ready,
        }),
        at: at_text(m, ship.at),
        deck: ship.deck.len(),
        hand: ship.hand.len(),
        discard: ship.discard.len(),
        draw: m.hand_size(seat),
        played: ship.plays.cards.iter().map(|&c| card_view(c)).collect(),
        waited: m.waits_for(seat),
        wrecked: ship.wrecked,
        drawn: m.drawn[seat.index()].map(|k| c.explore[usize::from(k)].name.clone()),
    }
}

/// An assignment under way: its party, route and reward.
fn assignment_view(r: &Running) -> AssignmentView {
    let c = content();
    let def = &c.assignments[usize::from(r.def)];
    let (way, at) = r.way();
    AssignmentView {
        name: def.name.clone(),
        leader: r.leader,
        allies: r.allies.clone(),
        route: way.into_iter().map(space_word).collect(),
        pos: at as u8,
        reward: reward_text(&def.reward),
    }
}

/// A battle: where it is, its round and step, its ships and its enemies.
fn battle_view(m: &Mission, b: &Battle) -> BattleView {
    BattleView {
        number: b.number,
        area: match b.area {
            Area::Patrol => "patrol".into(),
            Area::Assignment(n) => at_text(m, Where::Assignment(n)),
            Area::Mission if m.warlord.is_some() => "the warlord battle".into(),
            Area::Mission => "the mission's final battle".into(),
            Area::Event => m
                .event_today()
                .map_or_else(|| "a mission event".into(), |e| e.name.clone()),
        },
        round: b.round,
        step: match b.step {
            Step::Waiting => "about to begin",
            Step::Declare => "declaring targets",
            Step::Plays => "playing cards",
            Step::Join => "regrouping",
            Step::Over => "over",
        }
        .into(),
        seats: b.seats.clone(),
        targets: b.targets.clone(),
        foes: b
            .foes
            .iter()
            .map(|f| FoeView {
                name: f.name(),
                cubes: f.cubes,
                max: f.max,
                crew: f.crew,
                attacks: f.attacks,
                destroyed: f.destroyed,
                faces: if f.warlord.is_some() {
                    Vec::new()
                } else {
                    f.faces().iter().map(foe_text).collect()
                },
                warlord: f.warlord.is_some(),
            })
            .collect(),
        lines: b.lines.clone(),
        won: b.won,
    }
}

/// What a captain alone sees: their hand, offers, the card they react to, and
/// what they are asked.
fn private_view(m: &Mission, seat: Seat) -> Private {
    let ship = &m.ships[seat.index()];
    Private {
        seat,
        hand: ship.hand.iter().map(|&c| card_view(c)).collect(),
        kept: ship.plays.kept.iter().map(|c| u64::from(c.id)).collect(),
        offers: ship.offers.iter().map(|&a| assignment_offer(a)).collect(),
        reacting: match m.tasks[seat.index()] {
            Task::React { card } | Task::Nudge { card, .. } => Some(explore_view(card)),
            _ => None,
        },
        prompt: prompt(m, seat),
    }
}

fn phase_word(p: Phase) -> &'static str {
    match p {
        Phase::Setup => "setup at the resupply",
        Phase::Move => "move",
        Phase::Join => "move: allies join",
        Phase::Explore => "explore",
        Phase::Battles => "battle",
        Phase::Dusk => "day's end",
        Phase::Muster => "the final battle: at the barge",
        Phase::Over => "over",
    }
}

/// What the seat is asked now, with its seat tag.
pub fn prompt(m: &Mission, seat: Seat) -> String {
    let c = content();
    let who = seat.tag();
    let ship = &m.ships[seat.index()];
    if ship.hull_to_lose {
        return format!("{who}: critical damage: choose the hull upgrade you lose.");
    }
    match &m.tasks[seat.index()] {
        Task::Share { battle: 0, pool, .. } => {
            format!("{who}: share out the assignment's reward ({pool} scrap left).")
        }
        Task::Share { battle, pool, .. } => {
            format!("{who}: share out battle {battle}'s salvage ({pool} scrap left).")
        }
        Task::Shop if ship.def.is_none() => format!("{who}: choose your ship."),
        Task::Shop if m.phase == Phase::Muster => match &m.warlord {
            Some(w) => format!(
                "{who}: the warlord battle against {} is next: shop at the barge ({} scrap), then ready.",
                content().warlords[usize::from(w.personality)].name,
                ship.scrap
            ),
            None => format!(
                "{who}: the final battle is next: shop at the barge ({} scrap), then ready.",
                ship.scrap
            ),
        },
        Task::Move if super::legal::shops_in_the_morning(m, seat) => {
            if ship.offers.is_empty() {
                format!(
                    "{who}: at the barge ({} scrap): buy, hire, trade, then patrol.",
                    ship.scrap
                )
            } else {
                format!(
                    "{who}: at the barge ({} scrap): buy, hire, trade, then embark on your assignment or patrol.",
                    ship.scrap
                )
            }
        }
        Task::Dusk if m.phase == Phase::Move => {
            format!("{who}: go on with your assignment today, or abandon it?")
        }
        Task::Shop if m.phase == Phase::Setup => {
            format!(
                "{who}: outfit your ship ({} scrap), then ready to fly.",
                ship.scrap
            )
        }
        Task::Shop => format!(
            "{who}: at the resupply ({} scrap): buy, hire, trade, then done.",
            ship.scrap
        ),
        Task::Move => format!("{who}: embark on your assignment, or patrol."),
        Task::Join => format!("{who}: join an ally's new assignment, or patrol."),
        Task::Explore if super::legal::joins_while_exploring(m, seat) => {
            format!("{who}: explore: skirmish or scavenge? Or join an ally's new assignment.")
        }
        Task::Explore => format!("{who}: explore: skirmish or scavenge?"),
        Task::React { card } => format!(
            "{who}: react to {} (see My ship).",
            c.explore[usize::from(*card)].name
        ),
        Task::Nudge { roll, .. } => format!("{who}: you rolled {roll}; change it by 1?"),
        Task::Dusk => format!("{who}: go on with your assignment tomorrow, or abandon it?"),
        Task::Idle => {
            if let Some(b) = m.battles.iter().find(|b| battle_waits(b, seat)) {
                return match b.step {
                    // Only a choice that is there is asked for: with one enemy left
                    // the target is set, and the leader chooses whom it attacks.
                    Step::Declare
                        if b.alive().count() == 1
                            && b.alive().all(|(_, f)| f.warlord.is_some()) =>
                    {
                        format!(
                            "{who}: battle {}: the warlord fights every ship: ready when you are.",
                            b.number
                        )
                    }
                    Step::Declare if b.alive().count() == 1 => format!(
                        "{who}: battle {}: one enemy left: choose which ship it attacks, then ready.",
                        b.number
                    ),
                    Step::Declare if b.leader() == Some(seat) && b.seats.len() > 1 => format!(
                        "{who}: battle {}: set your target and which ship each enemy attacks.",
                        b.number
                    ),
                    Step::Declare => format!("{who}: battle {}: set your target.", b.number),
                    Step::Plays => {
                        format!("{who}: battle {}: play your cards, then fire.", b.number)
                    }
                    Step::Join => format!("{who}: battle {} is regrouping: join it?", b.number),
                    _ => String::new(),
                };
            }
            if m.phase == Phase::Over {
                match m.won {
                    Some(true) => "The mission is won.".into(),
                    _ => "The mission is lost.".into(),
                }
            } else {
                format!("{who}: nothing to do until the others are done.")
            }
        }
    }
}

/// What `viewer` must not see: the cards in other captains' hands, every deck, and the
/// warlord's face-down cards.
pub fn secrets(m: &Mission, viewer: Viewer) -> crate::Secrets {
    let mut ids = Vec::new();
    for seat in m.seats() {
        let ship = &m.ships[seat.index()];
        ids.extend(ship.deck.iter().map(|c| u64::from(c.id)));
        if viewer != Viewer::Seat(seat) {
            ids.extend(ship.hand.iter().map(|c| u64::from(c.id)));
        }
    }
    // The warlord's face-down ability and wave cards.
    let names = m
        .warlord
        .iter()
        .flat_map(|w| w.hidden())
        .map(String::from)
        .collect();
    crate::Secrets { ids, names }
}

pub fn region_rule_text(r: &super::content::RegionRule) -> String {
    use super::content::RegionRule as R;
    match r {
        R::EnemyCrew(n) => format!("Enemy ships have {n} more crew."),
        R::EnemyHull(n) => format!("Enemy ships have {n} more hull."),
        R::Draw(n) if *n >= 0 => format!("Draw {n} more card."),
        R::Draw(n) => format!("Draw {} fewer card.", -n),
        R::Salvage(n) => format!("Every scrap die gives {n} more."),
        R::NoArmorRepair => "Armor is not repaired at the start of the day.".into(),
        R::CheapCrew(n) => format!("Hiring crew costs {n} less."),
        R::Dear(n) => format!("Systems cost {n} more."),
        R::PatrolHurt(n) => format!("Patrolling ships take {n} damage as they set out."),
    }
}

/// The crew member a faction offers in the shallow talent pool, as the shop names it.
pub fn talent_name(faction: u8, t: &super::rules::Talent) -> String {
    super::rules::crew_name(&super::ship::Crew {
        faction,
        personality: t.personality,
        companion: t.companion,
        cds: [super::ship::Cd::Ready; 3],
    })
}

/// What a captain's picture leaves out, in words for them alone: each card in their
/// hand once (copies counted) with its kind and text, their ship's and crew's ready
/// powers, and the assignments offered to them with their routes, paths and rewards.
pub fn details(m: &Mission, seat: Seat) -> Vec<String> {
    let v = view(m, Viewer::Seat(seat));
    let Some(me) = &v.me else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut cards: Vec<(&CardView, usize)> = Vec::new();
    for card in &me.hand {
        match cards
            .iter_mut()
            .find(|(c, _)| c.name == card.name && c.text == card.text)
        {
            Some((_, n)) => *n += 1,
            None => cards.push((card, 1)),
        }
    }
    for (card, n) in cards {
        let count = if n > 1 {
            format!("{n} ")
        } else {
            String::new()
        };
        let kind = match card.tier.as_str() {
            "base" => card.kind.clone(),
            tier => format!("{}, {tier}", card.kind),
        };
        out.push(format!("**{count}{}** ({kind}) — {}", card.name, card.text));
    }
    if let Some(ship) = v.ships.iter().find(|s| s.seat == seat) {
        let powers = ship
            .ability
            .iter()
            .chain(ship.crew.iter().flat_map(|c| c.powers.iter()))
            .filter(|p| p.ready && !p.text.is_empty());
        for p in powers {
            out.push(format!("**{}** (ready) — {}", p.name, p.text));
        }
    }
    for o in &me.offers {
        out.push(format!(
            "**{}** (offered) — {}",
            o.name,
            o.choices.join(" ")
        ));
    }
    out
}

//! Campaign mode: missions flown back to back, each one its own game, with the ships
//! carried from one to the next (the book's "Campaign Mode": systems, hull and crew
//! are kept, only the first mission's starting supplies are taken, and once the
//! combined track reaches tier 3 every later region is tier 3).
//!
//! A finished campaign mission hands a [`Campaign`] to the bot, which seats the next
//! mission and writes what each new seat flies on with as the `carry=` option
//! ([`Campaign::carry`]): so a mission's options, seed and log are still all a replay
//! needs, and a campaign resumed weeks later starts from what was stored.
//!
//! The option's value is base64 (URL alphabet) of the [`Carry`] JSON: options are
//! split on spaces, commas and semicolons, which JSON is full of. Its shape is stored
//! in sessions: add fields with serde defaults only.

use base64::Engine as _;
use serde::{Deserialize, Serialize};

use super::content::{content, Hull};
use super::rules::Mission;
use super::ship::{Cd, Crew, HullTile, Ship};
use crate::game::{Seat, SetupError};
use crate::rng::GameRng;

/// The campaign so far, kept in a campaign mission's state.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Legs {
    /// Missions flown before this one, in order (indices into the content); the
    /// first one's starting supplies are what a newcomer gets.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub flown: Vec<u8>,
    /// Regions flown before this mission: region tiers count on from them.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub regions: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// What a mission of a campaign begins with (the `carry=` option).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carry {
    #[serde(flatten)]
    pub legs: Legs,
    /// By seat of the new mission: the ship it flies on with, or none (a captain new
    /// to the campaign, who takes the first mission's starting supplies).
    pub ships: Vec<Option<Kept>>,
}

/// A crew member kept: faction, personality, companion.
pub type Member = (u8, Option<u8>, Option<u8>);

/// One ship as a mission ends: what the next mission keeps of it. Hull comes back
/// repaired and every power ready, as at the barge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    pub ship: u8,
    pub scrap: u32,
    /// Top first.
    pub hull: Vec<Hull>,
    /// One entry per system slot of the mat.
    pub systems: Vec<Option<u8>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cargo: Vec<u8>,
    /// One entry per crew station.
    pub crew: Vec<Option<Member>>,
}

impl Kept {
    fn of(ship: &Ship) -> Option<Kept> {
        Some(Kept {
            ship: ship.def?,
            scrap: ship.scrap,
            hull: ship.hull.iter().map(|t| t.kind).collect(),
            systems: ship.systems.clone(),
            cargo: ship.cargo.clone(),
            crew: ship
                .crew
                .iter()
                .map(|c| c.as_ref().map(|c| (c.faction, c.personality, c.companion)))
                .collect(),
        })
    }
}

/// A finished campaign mission, as the bot needs it to go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Campaign {
    /// Every mission flown, this one last.
    flown: Vec<u8>,
    regions: u8,
    won: bool,
    /// By seat of the finished mission.
    ships: Vec<Option<Kept>>,
}

impl Campaign {
    /// `None` unless `m` is a campaign mission that has ended.
    pub(super) fn of(m: &Mission) -> Option<Campaign> {
        let legs = m.campaign.as_ref()?;
        let won = m.won?;
        let mut flown = legs.flown.clone();
        flown.push(m.mission);
        let this = content().missions[usize::from(m.mission)].regions.len() as u8;
        Some(Campaign {
            flown,
            regions: legs.regions.saturating_add(this),
            won,
            ships: m.ships.iter().map(Kept::of).collect(),
        })
    }

    /// The missions flown, first to last, by name.
    pub fn missions(&self) -> Vec<&'static str> {
        self.flown
            .iter()
            .map(|&i| content().missions[usize::from(i)].name.as_str())
            .collect()
    }

    /// Whether the last mission was won: only then does the campaign go on (a lost
    /// mission may be flown again from the same start).
    pub fn won(&self) -> bool {
        self.won
    }

    /// The ship `seat` of the finished mission flies on with, by name.
    pub fn ship_name(&self, seat: Seat) -> Option<&'static str> {
        let kept = self.ships.get(seat.index())?.as_ref()?;
        Some(content().ships[usize::from(kept.ship)].name.as_str())
    }

    /// The `carry=` value for the next mission: new seat `i` flies on with the ship
    /// of seat `from[i]` of the finished mission (`None`: a newcomer).
    pub fn carry(&self, from: &[Option<Seat>]) -> String {
        let carry = Carry {
            legs: Legs {
                flown: self.flown.clone(),
                regions: self.regions,
            },
            ships: from
                .iter()
                .map(|s| s.and_then(|s| self.ships.get(s.index()).cloned().flatten()))
                .collect(),
        };
        let json = serde_json::to_vec(&carry).expect("a carry serialises");
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(json)
    }
}

/// The campaign mode as the bot offers it: any mission next, easiest first (the
/// `mission` option's order), keeping the variants and the clock.
pub(super) fn mode() -> crate::campaign::Mode {
    let order = super::OPTIONS
        .iter()
        .find(|s| s.key == "mission")
        .map_or("", |s| s.values);
    let missions = &content().missions;
    crate::campaign::Mode {
        leg_option: "mission",
        legs: order
            .split('|')
            .filter_map(|key| {
                let m = missions.iter().find(|m| m.key == key)?;
                Some(crate::campaign::LegChoice {
                    key: m.key.as_str(),
                    name: m.name.as_str(),
                    note: m.difficulty.as_str(),
                })
            })
            .collect(),
        kept_options: &["scrap", "shop", "talent", "turn-hours"],
    }
}

impl crate::campaign::Leg for Campaign {
    fn won(&self) -> bool {
        Campaign::won(self)
    }

    fn played(&self) -> Vec<&'static str> {
        self.missions()
    }

    fn carry(&self, from: &[Option<Seat>]) -> String {
        Campaign::carry(self, from)
    }
}

/// Reads a `carry=` value, checking it against the content: every index exists, the
/// ships, systems and crew fit their mats and nobody holds what another holds.
pub(super) fn read(value: &str) -> Result<Carry, SetupError> {
    let bad = |why: &str| {
        SetupError::BadOption(
            format!(
                "`carry` is written by the bot when a campaign goes on, and this one {why}. \
                 Continue a campaign with `campaign=continue`."
            )
            .into(),
        )
    };
    let json = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(value)
        .map_err(|_| bad("does not read"))?;
    let carry: Carry = serde_json::from_slice(&json).map_err(|_| bad("does not read"))?;
    let c = content();
    if carry.ships.len() > 5 || carry.legs.flown.is_empty() {
        return Err(bad("does not read"));
    }
    if carry
        .legs
        .flown
        .iter()
        .any(|&m| usize::from(m) >= c.missions.len())
    {
        return Err(bad("names a mission I don't know"));
    }
    let mut mats = Vec::new();
    let mut systems = Vec::new();
    let mut personalities = Vec::new();
    let mut factions = vec![0u8; c.factions.len()];
    for kept in carry.ships.iter().flatten() {
        let Some(def) = c.ships.get(usize::from(kept.ship)) else {
            return Err(bad("names a ship I don't know"));
        };
        if mats.contains(&kept.ship) {
            return Err(bad("has two captains on one ship"));
        }
        mats.push(kept.ship);
        if kept.systems.len() != def.system_slots.len() || kept.crew.len() != def.stations.len() {
            return Err(bad("does not fit its ship"));
        }
        let mut probe = Ship::new(0, 0);
        probe.board(0, kept.ship);
        for &kind in &kept.hull {
            if !probe.hull_room(kind) {
                return Err(bad("has more hull than its ship holds"));
            }
            probe.hull.push(HullTile {
                kind,
                damaged: false,
            });
        }
        for (slot, system) in def.system_slots.iter().zip(&kept.systems) {
            if let Some(s) = system {
                match c.systems.get(usize::from(*s)) {
                    Some(sys) if sys.kind == slot.kind => systems.push(*s),
                    _ => return Err(bad("does not fit its ship")),
                }
            }
        }
        for s in &kept.cargo {
            if usize::from(*s) >= c.systems.len() {
                return Err(bad("names a system I don't know"));
            }
            systems.push(*s);
        }
        for (faction, personality, companion) in kept.crew.iter().flatten() {
            let Some(count) = factions.get_mut(usize::from(*faction)) else {
                return Err(bad("names a crew I don't know"));
            };
            *count += 1;
            for p in [personality, companion].into_iter().flatten() {
                if usize::from(*p) >= c.personalities.len() {
                    return Err(bad("names a crew I don't know"));
                }
                personalities.push(*p);
            }
        }
    }
    systems.sort_unstable();
    personalities.sort_unstable();
    if systems.windows(2).any(|w| w[0] == w[1])
        || personalities.windows(2).any(|w| w[0] == w[1])
        || factions
            .iter()
            .zip(&c.factions)
            .any(|(held, f)| *held > f.count)
    {
        return Err(bad("holds something twice"));
    }
    Ok(carry)
}

impl Mission {
    /// A campaign mission's start: the kept ships on board, repaired, their systems,
    /// crew and hull out of the supply; newcomers get the first mission's supplies.
    pub(super) fn carry_in(&mut self, carry: &Carry, scrap_delta: i32, rng: &mut GameRng) {
        let c = content();
        let first = &c.missions[usize::from(carry.legs.flown[0])];
        let solo = if self.players() == 1 { 10 } else { 0 };
        let scrap = (first.scrap as i32 + solo + scrap_delta).max(0) as u32;
        for (i, ship) in self.ships.iter_mut().enumerate() {
            *ship = Ship::new(scrap, first.structure);
            let Some(Some(kept)) = carry.ships.get(i) else {
                continue;
            };
            ship.board(i, kept.ship);
            ship.scrap = kept.scrap;
            ship.hull = kept
                .hull
                .iter()
                .map(|&kind| HullTile {
                    kind,
                    damaged: false,
                })
                .collect();
            ship.systems = kept.systems.clone();
            ship.cargo = kept.cargo.clone();
            ship.crew = kept
                .crew
                .iter()
                .map(|c| {
                    c.map(|(faction, personality, companion)| Crew {
                        faction,
                        personality,
                        companion,
                        cds: [Cd::Ready; 3],
                    })
                })
                .collect();
            for crew in ship.crew.iter().flatten() {
                self.decks.factions[usize::from(crew.faction)] -= 1;
                self.decks
                    .personalities
                    .retain(|p| Some(*p) != crew.personality && Some(*p) != crew.companion);
            }
            ship.rebuild_deck(rng);
        }
        self.campaign = Some(carry.legs.clone());
        let kept: Vec<&str> = carry
            .ships
            .iter()
            .flatten()
            .map(|k| c.ships[usize::from(k.ship)].name.as_str())
            .collect();
        let after =
            &c.missions[usize::from(*carry.legs.flown.last().expect("checked on reading"))].name;
        let n = carry.legs.flown.len() + 1;
        let mut line = if kept.is_empty() {
            format!("Campaign mission {n}, after {after}.")
        } else {
            format!(
                "Campaign mission {n}: the {} fly on from {after}.",
                list(&kept)
            )
        };
        if self.ships.iter().any(|s| s.def.is_none()) {
            line.push_str(" New captains: choose your ships at the resupply barge.");
        }
        self.log = vec![line];
    }
}

fn list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_menu_offers_every_mission_easiest_first() {
        let mode = mode();
        let keys: Vec<&str> = mode.legs.iter().map(|l| l.key).collect();
        assert_eq!(keys.len(), content().missions.len());
        assert_eq!(keys[0], "maiden-voyage");
        assert_eq!(mode.legs[0].name, "Maiden Voyage");
        assert_eq!(mode.legs[0].note, "Easy");
    }

    use super::super::tests::{new_game_with, play_out_with};
    use super::*;
    use crate::game::Game;
    use crate::options::Options;
    use crate::ActionError;

    const FIRST: &str = "rules=2 mission=maiden-voyage campaign=on";

    /// A won first mission of a campaign, and its handover.
    fn won_first(players: usize) -> (super::super::Zephyr, Campaign) {
        won_first_of(players, FIRST)
    }

    fn won_first_of(players: usize, options: &str) -> (super::super::Zephyr, Campaign) {
        for seed in 0.. {
            let g = play_out_with(players, seed, true, options);
            let campaign = g.campaign().expect("a campaign mission hands over");
            if campaign.won() {
                return (g, campaign);
            }
        }
        unreachable!()
    }

    fn next(players: usize, seed: u64, carry: &str) -> super::super::Zephyr {
        let options = format!("rules=2 mission=convoy-season campaign=1 carry={carry}");
        new_game_with(players, seed, &options).0
    }

    #[test]
    fn only_a_campaign_mission_hands_over_and_only_once_over() {
        let (fresh, _) = new_game_with(2, 1, FIRST);
        assert_eq!(fresh.campaign(), None, "not over yet");
        let plain = play_out_with(2, 1, true, "rules=2 mission=maiden-voyage");
        assert_eq!(plain.campaign(), None);
        let (_, campaign) = won_first(2);
        assert_eq!(campaign.missions(), ["Maiden Voyage"]);
    }

    #[test]
    fn the_next_mission_keeps_every_ship_repaired_and_its_supplies_out_of_the_shop() {
        let (done, campaign) = won_first(3);
        // The seats change places: new seat 0 flies old seat 2's ship, and so on.
        let from = [Some(Seat(2)), Some(Seat(0)), Some(Seat(1))];
        let g = next(3, 7, &campaign.carry(&from));
        for (new, old) in from.iter().enumerate() {
            let was = &done.mission().ships[old.unwrap().index()];
            let now = &g.mission().ships[new];
            assert_eq!(now.def, was.def);
            assert_eq!(now.scrap, was.scrap, "scrap is kept");
            assert_eq!(now.systems, was.systems);
            assert_eq!(now.cargo, was.cargo);
            let kinds = |s: &Ship| s.hull.iter().map(|t| t.kind).collect::<Vec<_>>();
            assert_eq!(kinds(now), kinds(was));
            assert!(
                now.hull.iter().all(|t| !t.damaged),
                "hull comes back repaired"
            );
            let crew = |s: &Ship| {
                s.crew
                    .iter()
                    .map(|c| c.as_ref().map(|c| (c.faction, c.personality, c.companion)))
                    .collect::<Vec<_>>()
            };
            assert_eq!(crew(now), crew(was));
            // The deck is the mat's ten cards and one per installed system.
            assert_eq!(now.deck.len(), 10 + now.installed().count());
            for s in now.installed().chain(now.cargo.iter().copied()) {
                assert_eq!(g.mission().owner_of(s), Some(Seat(new as u8)));
                assert!(g.mission().for_sale().iter().all(|(x, _)| *x != s));
            }
            for p in now.crew.iter().flatten().filter_map(|c| c.personality) {
                assert!(!g.mission().decks.personalities.contains(&p));
            }
        }
        // Maiden Voyage flew three regions: every region from here on is tier 3.
        assert_eq!(g.mission().tier().0, 3);
        assert!(g
            .view(crate::Viewer::Public)
            .mission
            .contains("campaign mission 2"));
        // Nobody chooses a ship again.
        let board = g.parse("board:sprocket");
        if let Ok(action) = board {
            let mut g = g.clone();
            let refused = g.apply(
                crate::Actor::player(Seat(0)),
                &action,
                &mut crate::rng::GameRng::from_seed(1),
            );
            assert!(matches!(refused, Err(ActionError::Illegal(_))));
        }
    }

    #[test]
    fn a_newcomer_takes_the_first_missions_supplies() {
        let (_, campaign) = won_first(2);
        let g = next(3, 2, &campaign.carry(&[Some(Seat(0)), None, Some(Seat(1))]));
        let newcomer = &g.mission().ships[1];
        assert_eq!(newcomer.def, None, "they choose a ship");
        assert_eq!(
            newcomer.scrap, 110,
            "Maiden Voyage's 110 scrap, not Convoy Season's 120"
        );
        assert_eq!(newcomer.hull.len(), 2);
        assert!(g.mission().ships[0].def.is_some());
    }

    #[test]
    fn a_newcomer_gets_the_first_missions_supplies_and_a_kept_ship_none() {
        // Rules 3: Maiden Voyage supplies a crew member, Iron Tide an armor hull and one.
        let (_, campaign) = won_first_of(2, "rules=3 mission=maiden-voyage campaign=on");
        let options = format!(
            "rules=3 mission=iron-tide campaign=1 carry={}",
            campaign.carry(&[Some(Seat(0)), None])
        );
        let (mut g, mut rng) = new_game_with(2, 5, &options);
        let kept = g.mission().ships[0].clone();
        let newcomer = crate::Actor::player(Seat(1));
        let board = g
            .legal_actions(newcomer)
            .into_iter()
            .find(|a| matches!(a, super::super::Action::Board { .. }))
            .expect("the newcomer chooses a ship");
        g.apply(newcomer, &board, &mut rng).unwrap();
        let ship = &g.mission().ships[1];
        assert_eq!(
            ship.crew.iter().flatten().count(),
            1,
            "Maiden Voyage's recruit"
        );
        assert!(
            ship.hull.iter().all(|t| t.kind == Hull::Structure),
            "no Iron Tide armor"
        );
        assert_eq!(
            g.mission().ships[0],
            kept,
            "the kept ship gets nothing more"
        );
    }

    #[test]
    fn the_tier_counts_on_from_the_regions_flown_before() {
        let (_, mut campaign) = won_first(1);
        campaign.regions = 1;
        let g = next(1, 3, &campaign.carry(&[Some(Seat(0))]));
        assert_eq!(
            g.mission().tier().0,
            2,
            "the combined track's second region"
        );
    }

    #[test]
    fn a_lost_mission_ends_the_campaign() {
        for seed in 0.. {
            let g = play_out_with(1, seed, false, FIRST);
            let campaign = g.campaign().unwrap();
            if !campaign.won() {
                return;
            }
        }
    }

    #[test]
    fn the_campaign_option_reads_on_continue_and_the_bots_number() {
        let campaign = |value: &str| {
            super::super::Zephyr::configure(
                &Options::parse(
                    &format!("campaign={value}"),
                    super::super::Zephyr::option_specs(),
                )
                .unwrap(),
            )
            .map(|c| c.campaign)
        };
        for value in ["on", "ON", "continue", "12"] {
            assert_eq!(campaign(value), Ok(true), "{value}");
        }
        assert_eq!(campaign("off"), Ok(false));
        assert!(matches!(campaign("maybe"), Err(SetupError::BadOption(_))));
    }

    #[test]
    fn a_tampered_carry_is_refused_with_a_reason() {
        let (_, campaign) = won_first(2);
        let good = campaign.carry(&[Some(Seat(0)), Some(Seat(1))]);
        let configure = |carry: &str| {
            let options = format!("mission=convoy-season campaign=1 carry={carry}");
            super::super::Zephyr::configure(
                &Options::parse(&options, super::super::Zephyr::option_specs()).unwrap(),
            )
        };
        assert!(configure(&good).is_ok());
        let json = |carry: &Carry| {
            base64::engine::general_purpose::URL_SAFE_NO_PAD
                .encode(serde_json::to_vec(carry).unwrap())
        };
        let mut carry = read(&good).unwrap();
        let twice = carry.ships[0].clone().unwrap();
        let mut other = twice.clone();
        other.ship = (twice.ship + 1) % 5;
        carry.ships[1] = Some(other);
        for bad in ["not-base64!", "e30", &json(&carry)] {
            let Err(SetupError::BadOption(why)) = configure(bad) else {
                panic!("`{bad}` was read");
            };
            assert!(why.english().contains("written by the bot"), "{why:?}");
        }
        // One ship too few for the seats.
        let short = campaign.carry(&[Some(Seat(0))]);
        let options = format!("mission=convoy-season campaign=1 carry={short}");
        let config = super::super::Zephyr::configure(
            &Options::parse(&options, super::super::Zephyr::option_specs()).unwrap(),
        )
        .unwrap();
        assert!(super::super::Zephyr::new(&config, 2, &mut GameRng::from_seed(1)).is_err());
    }

    #[test]
    fn a_campaign_mission_replays_to_the_same_game() {
        let (_, campaign) = won_first(2);
        let options = format!(
            "rules=2 mission=convoy-season campaign=1 carry={}",
            campaign.carry(&[Some(Seat(1)), Some(Seat(0))])
        );
        let a = play_out_with(2, 11, true, &options);
        let b = play_out_with(2, 11, true, &options);
        assert_eq!(a, b);
        assert!(a.campaign().unwrap().missions().len() == 2);
    }
}

//! Zephyr: Winds of Change — the co-operative deck-building sky adventure.
//!
//! Every player flies a ship of their own, and every player decides at once: the
//! day moves on when no one owes a decision (`rules/`). Battles are in
//! `battle.rs`, one ship's cards, hull and crew in `ship.rs`, the components in
//! `content.rs` (data in the JSON files beside it). What a seat may do is in
//! `legal.rs`, the text notation in `notation.rs`, the choices' labels in `labels.rs`,
//! and `dispatch.rs` hands an action to the rules. `README.md` here lists every rule
//! decision and the text notation.

mod battle;
mod campaign;
mod catalogue;
mod content;
mod dispatch;
mod labels;
mod legal;
mod notation;
mod policy;
mod rules;
mod ship;
#[cfg(test)]
mod tests;
mod track;
mod view;

use serde::{Deserialize, Serialize};

pub use campaign::Campaign;
pub use content::{content, Content, Deck, Hull, Kind, Tier};
pub use view::{
    AbilityView, AssignmentView, BattleView, CardView, CrewView, ExploreView, FoeView, PowerView,
    Private, RequirementView, ShipView, TrackEventView, WarlordView, ZephyrView,
};

use crate::game::{
    ActionError, Actor, Choice, Event, Game, Outcome, Seat, SetupError, Timeout, Viewer,
};
use crate::options::{OptionSpec, Options};
use crate::rng::GameRng;
use rules::{Mission, Phase, Task};
use ship::PowerRef;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// `mission=…`: the mission's index in `adventure.json` (0, Plane & Simple, is what
    /// every game begun before the choice played).
    #[serde(default, skip_serializing_if = "is_zero_u8")]
    pub mission: u8,
    /// Starting scrap above (or below) the mission's: the book's easier/harder variant.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub scrap: i32,
    /// `turn-hours=N`: a seat silent this long gets its default answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_hours: Option<u32>,
    /// `rules=N`, the rules edition (see the README's "Rules editions"): games keep
    /// the edition they began with, so their logs replay as they were played.
    #[serde(default = "first_edition", skip_serializing_if = "is_first_edition")]
    pub rules: u8,
    /// `shop=limited`: the book's limited-resources variant.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub limited: bool,
    /// `talent=shallow`: the book's shallow-talent-pool variant.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub shallow: bool,
    /// `campaign=on|continue|<game>`: a mission of a campaign (see `campaign.rs`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub campaign: bool,
    /// `carry=…`: what this campaign mission begins with, written by the bot. Only
    /// setup reads it; the stored config leaves it out (the mission keeps the legs).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub carry: Option<campaign::Carry>,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

fn is_zero_u8(n: &u8) -> bool {
    *n == 0
}

/// The `mission` option's values, in `adventure.json`'s order (a test checks them
/// against the data's keys). New missions go at the end: a game stores its index.
const MISSIONS: &[&str] = &[
    "plane-and-simple",
    "warlords-reach",
    "maiden-voyage",
    "convoy-season",
    "scrap-rush",
    "iron-tide",
    "bounty-board",
    "the-last-armada",
];

pub(crate) fn first_edition() -> u8 {
    1
}

pub(crate) fn is_first_edition(n: &u8) -> bool {
    *n == 1
}

/// The newest rules edition: what every new game plays.
pub const RULES_EDITION: u8 = 5;

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "mission",
        values: "maiden-voyage|convoy-season|scrap-rush|plane-and-simple|warlords-reach|bounty-board|iron-tide|the-last-armada",
        default: "plane-and-simple",
        help: "The mission, easiest first: Maiden Voyage (Easy), Convoy Season and Scrap Rush (Normal), Plane & Simple and Warlord's Reach (Hard), Bounty Board and Iron Tide (Very Hard), The Last Armada (Brutal). Warlord's Reach, Iron Tide and The Last Armada end with a warlord.",
    },
    OptionSpec {
        key: "scrap",
        values: "-20|-10|0|10|20",
        default: "0",
        help: "The book's harder/easier variant: starting scrap down or up by 10 or 20.",
    },
    OptionSpec {
        key: "turn-hours",
        values: "1-720",
        default: "none",
        help: "Hours each player has per decision; then their default is played (done shopping, patrol, scavenge, first choice, fire).",
    },
    OptionSpec {
        key: "shop",
        values: "open|limited",
        default: "open",
        help: "Limited resources: only three systems of each tier (bronze, silver, gold) are for sale, a new three on entering each region; hull always.",
    },
    OptionSpec {
        key: "talent",
        values: "deep|shallow",
        default: "deep",
        help: "Shallow talent pool: each faction offers one known crew member; hiring them brings another of that faction in their place.",
    },
    OptionSpec {
        key: "rules",
        values: "1-5",
        default: "5",
        help: "Rules edition: 5 (every new game) keeps the book's smaller rules (a solo leader draws two assignments, a lost system is gone, the final battle at the mission's tier, crew killed in battle free their faction); 4 adds the assignments' other paths (another first day, or a fork the party leader takes); 3 adds the missions' track events, requirements and starting supplies, six more assignments and the warlords' special abilities; 2 lets you choose the hull lost to critical damage; 1 is the first release. Games keep the edition they began with.",
    },
    OptionSpec {
        key: "campaign",
        values: "on|continue",
        default: "off",
        help: "Campaign mode: `on` begins a campaign with this mission; `continue` flies the next mission of this channel's campaign, keeping every ship's systems, hull, crew and scrap.",
    },
    crate::options::CARRY,
];

/// A gift between ships (one given and one received per ship per day).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gift {
    Scrap(u8),
    System(u8),
    /// The crew member at this station.
    Crew(u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Setup: take this ship with the book's recommended build.
    Build {
        ship: u8,
    },
    /// Setup: take this ship and outfit it yourself.
    Board {
        ship: u8,
    },
    BuyHull {
        kind: Hull,
    },
    SellHull {
        kind: Hull,
    },
    /// Buy this system (a copy in the supply) and install it.
    Buy {
        system: u8,
    },
    Sell {
        system: u8,
    },
    Install {
        system: u8,
    },
    Hire {
        faction: u8,
    },
    Release {
        station: u8,
    },
    Give {
        to: Seat,
        gift: Gift,
    },
    /// Done at the resupply.
    Done,
    Embark {
        assignment: u8,
        /// Edition 4: by this path (another first day, or a fork off the first day).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        path: Option<u8>,
    },
    Patrol,
    Join {
        leader: Seat,
    },
    Explore {
        deck: Deck,
    },
    Choose {
        option: u8,
    },
    Use {
        power: PowerRef,
    },
    Nudge {
        by: i8,
    },
    Aim {
        foe: u8,
    },
    Tank {
        foe: u8,
        seat: Seat,
    },
    Ready,
    Play {
        card: u16,
    },
    Keep {
        card: u16,
    },
    Fire,
    /// Play every card the plays allow (those giving plays first), then fire.
    Volley,
    JoinBattle {
        battle: u8,
    },
    StayOut,
    Continue,
    /// Edition 4: the party leader abandons the assignment, appointing this ally the
    /// new leader (the book: "they must first appoint a new party leader").
    AbandonTo {
        leader: Seat,
    },
    /// Edition 4: go on, and (the party leader) take this path where it leaves the
    /// route from the party's space.
    GoBy {
        assignment: u8,
        path: u8,
    },
    Abandon,
    /// Critical damage: give up a hull upgrade of this kind (edition 2).
    LoseHull {
        kind: Hull,
    },
    /// Give this much of a battle's shared salvage to this ship (edition 2).
    Share {
        to: Seat,
        scrap: u32,
    },
    /// Share what is left of the salvage evenly (the remainder to the leader).
    ShareEven,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zephyr {
    config: Config,
    m: Mission,
}

fn names(seat: Seat) -> String {
    seat.tag()
}

impl Zephyr {
    pub fn mission(&self) -> &Mission {
        &self.m
    }

    /// What this game hands on to the next mission, once it is over, if it is a
    /// mission of a campaign.
    pub fn campaign(&self) -> Option<Campaign> {
        Campaign::of(&self.m)
    }

    fn check_turn(&self, actor: Actor) -> Result<(), ActionError> {
        if self.m.phase == Phase::Over {
            return Err(ActionError::GameOver);
        }
        if actor.seat.index() >= self.m.players() {
            return Err(ActionError::NotYourTurn);
        }
        if !self.m.waits_for(actor.seat) {
            return Err(ActionError::Illegal(
                "You have done your part for now: the others are still deciding.".into(),
            ));
        }
        Ok(())
    }

    /// The default answer of a waiting seat: done, patrol, scavenge, the first choice
    /// it can meet, keep the roll, aim at the first enemy, fire, stay out, continue,
    /// share the salvage evenly, lose a structure hull.
    fn cautious(&self, seat: Seat) -> Option<Action> {
        if !self.m.waits_for(seat) {
            return None;
        }
        let legal = self.legal_actions(Actor::player(seat));
        let pick = |want: &dyn Fn(&Action) -> bool| legal.iter().find(|a| want(a)).cloned();
        pick(&|a| {
            matches!(
                a,
                Action::Done
                    | Action::Patrol
                    | Action::Explore {
                        deck: Deck::Scavenge
                    }
                    | Action::Nudge { by: 0 }
                    | Action::Ready
                    | Action::Fire
                    | Action::StayOut
                    | Action::Continue
                    | Action::ShareEven
                    | Action::LoseHull {
                        kind: Hull::Structure
                    }
            )
        })
        .or_else(|| {
            pick(&|a| {
                matches!(
                    a,
                    Action::Choose { .. } | Action::Aim { .. } | Action::Build { .. }
                )
            })
        })
        .or_else(|| legal.first().cloned())
    }
}

impl Game for Zephyr {
    type Config = Config;
    type Action = Action;
    type View = ZephyrView;

    const ID: &'static str = "zephyr";
    const NAME: &'static str = "Zephyr: Winds of Change";
    const TAGLINE: &'static str =
        "Co-op sky captains: outfit ships, take assignments, win battles (1–5)";
    const RULES: &'static str = include_str!("rules.md");
    const COOPERATIVE: bool = true;
    const HAS_POLICY: bool = true;
    /// The policy (`policy.rs`) reads its own ship (hand, hull, crew, task), the
    /// public board (market, battles, the way ahead, revealed explore cards) and the
    /// seat's legal actions: never a deck's order, another captain's hand or the
    /// warlord's face-down cards (what `view::secrets` hides).
    const COMPUTER_PLAYERS: bool = true;
    const SELFPLAY_OPTIONS: &'static str = "rules=5";
    const NEW_SESSION_OPTIONS: &'static str = "rules=5";

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn configure(options: &Options) -> Result<Config, SetupError> {
        let mission = options
            .word("mission", MISSIONS)?
            .and_then(|w| MISSIONS.iter().position(|m| *m == w))
            .unwrap_or(0) as u8;
        let scrap = match options.get("scrap") {
            None => 0,
            Some(v) => match v.trim_start_matches('+') {
                "-20" => -20,
                "-10" => -10,
                "0" => 0,
                "10" => 10,
                "20" => 20,
                _ => return Err(SetupError::BadOption(
                    "scrap takes -20, -10, 0, 10 or 20 (the book's harder and easier variants)."
                        .into(),
                )),
            },
        };
        Ok(Config {
            mission,
            scrap,
            turn_hours: options.number("turn-hours", 1, 720)?,
            // Options without `rules` are a game begun before editions: edition 1.
            rules: options
                .number("rules", 1, u32::from(RULES_EDITION))?
                .map_or(1, |n| n as u8),
            limited: options.word("shop", &["open", "limited"])? == Some("limited"),
            shallow: options.word("talent", &["deep", "shallow"])? == Some("shallow"),
            // A number is the bot's: the mission this one goes on from.
            campaign: match options.get("campaign").map(str::to_ascii_lowercase).as_deref() {
                None | Some("off") => false,
                Some("on" | "continue") => true,
                Some(v) if v.parse::<u64>().is_ok() => true,
                Some(_) => {
                    return Err(SetupError::BadOption(
                        "`campaign` takes `on` (a new campaign) or `continue` (this channel's next mission)."
                            .into(),
                    ))
                }
            },
            carry: options.get("carry").map(campaign::read).transpose()?,
        })
    }

    fn player_range(_: &Config) -> (usize, usize) {
        (1, 5)
    }

    fn new(config: &Config, players: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        if !(1..=5).contains(&players) {
            return Err(SetupError::PlayerCount {
                game: Self::NAME,
                min: 1,
                max: 5,
                got: players,
            });
        }
        let mut m = Mission::new(players, config.mission, config.scrap, config.rules, rng);
        match &config.carry {
            Some(carry) if carry.ships.len() != players => {
                return Err(SetupError::BadOption(
                    format!(
                        "The campaign carries {} ships into this mission, but {players} captains are seated.",
                        carry.ships.len()
                    )
                    .into(),
                ))
            }
            Some(carry) => m.carry_in(carry, config.scrap, rng),
            None if config.campaign => m.campaign = Some(campaign::Legs::default()),
            None => {}
        }
        if config.limited {
            m.open_shop(rng);
        }
        if config.shallow {
            m.open_talent_pool(rng);
        }
        Ok(Zephyr {
            config: Config {
                carry: None,
                ..config.clone()
            },
            m,
        })
    }

    fn to_act(&self) -> Vec<Seat> {
        self.m.seats().filter(|&s| self.m.waits_for(s)).collect()
    }

    fn prompt(&self, seat: Seat) -> crate::i18n::Msg {
        (view::prompt(&self.m, seat)).into()
    }

    /// The texts of the cards in `seat`'s hand, its ready powers and the assignments
    /// offered to it: its picture names them only.
    fn details(&self, seat: Seat) -> Vec<String> {
        view::details(&self.m, seat)
    }

    fn legal_actions(&self, actor: Actor) -> Vec<Action> {
        if self.check_turn(actor).is_err() {
            return Vec::new();
        }
        legal::legal(&self.m, actor.seat)
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        self.check_turn(actor)?;
        let seat = actor.seat;
        let mut ev = Vec::new();
        dispatch::apply(&mut self.m, seat, action, &mut ev, &names, rng)?;
        self.m.advance(&mut ev, &names, rng);
        Ok(ev)
    }

    fn view(&self, viewer: Viewer) -> ZephyrView {
        view::view(&self.m, viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        let won = self.m.won?;
        let seats: Vec<Seat> = self.m.seats().collect();
        Some(Outcome {
            winners: if won { seats } else { Vec::new() },
            summary: view::summary(&self.m).unwrap_or_default().into(),
            scores: Vec::new(),
        })
    }

    fn notation(&self, action: &Action) -> String {
        notation::notation(&self.m, action)
    }

    fn parse(&self, text: &str) -> Result<Action, ActionError> {
        notation::parse(&self.m, text)
    }

    /// As `parse`, and `play:<card name>` / `keep:<card name>` for a card in the
    /// seat's hand (`play:cannon-blast`), since the picture shows names, not ids.
    fn parse_for(&self, seat: Seat, text: &str) -> Result<Action, ActionError> {
        notation::parse(&self.m, text)
            .or_else(|e| notation::parse_hand(&self.m, seat, text).ok_or(e))
    }

    fn describe(&self, action: &Action) -> Choice {
        labels::describe(&self.m, None, action)
    }

    fn describe_for(&self, seat: Seat, action: &Action) -> Choice {
        labels::describe(&self.m, Some(seat), action)
    }

    fn campaign_mode() -> Option<crate::campaign::Mode> {
        Some(campaign::mode())
    }

    fn campaign_leg(&self) -> Option<Box<dyn crate::campaign::Leg>> {
        self.campaign()
            .map(|c| Box::new(c) as Box<dyn crate::campaign::Leg>)
    }

    fn has_private_view() -> bool {
        true
    }

    fn private_view_label() -> crate::i18n::Msg {
        crate::msg!("view-my-ship")
    }

    /// Everyone decides at once: another captain's move leaves your choices meaning
    /// what they meant (a system sold out meanwhile is refused with its reason).
    fn seat_bound_buttons() -> bool {
        true
    }

    fn secrets(&self, viewer: Viewer) -> crate::Secrets {
        view::secrets(&self.m, viewer)
    }

    fn timeouts(&self) -> Vec<Timeout<Action>> {
        let Some(hours) = self.config.turn_hours else {
            return Vec::new();
        };
        self.to_act()
            .into_iter()
            .filter_map(|s| self.cautious(s).map(|a| Timeout::in_hours((s, a), hours)))
            .collect()
    }

    fn timeout(&self) -> Option<Timeout<Action>> {
        self.timeouts().into_iter().next()
    }

    fn default_answer(&self) -> Option<(Seat, Action)> {
        let seat = *self.to_act().first()?;
        self.cautious(seat).map(|a| (seat, a))
    }

    fn default_answer_for(&self, seat: Seat) -> Option<Action> {
        self.cautious(seat)
    }

    fn turn_holder(&self) -> Option<Seat> {
        None
    }

    fn suggest(&self, seat: Seat) -> Option<Action> {
        policy::suggest(self, seat)
    }

    fn ending(&self) -> Option<&'static str> {
        match self.m.won? {
            true => Some("victory"),
            false if self.m.unmet.is_some() => Some("requirement not met"),
            false if self.m.completed < self.m.needed() => Some("time ran out"),
            false => Some("final battle lost"),
        }
        // (the view's `ending` says the same in words)
    }

    fn length(&self) -> Option<(u32, &'static str)> {
        Some((u32::from(self.m.day), "days"))
    }

    fn catalogue() -> Vec<crate::catalogue::Component> {
        catalogue::components()
    }
}

impl Zephyr {
    /// What the seat may do now (for the policy and tests).
    pub fn task(&self, seat: Seat) -> &Task {
        &self.m.tasks[seat.index()]
    }
}

//! Bitwa na Morzu Wiatrów: a two-player naval battle on a hex sea. Each fleet of ten
//! sails by the wind, fires broadsides, boards, and tries to bring its transport to the
//! Wind Rose on the far side.
//!
//! The rulebook is `shared/rules/bitwa-na-morzu-wiatrow.txt`; every gap we filled is in
//! `README.md` here, with the text notation.
//!
//! Shape of a game: each fleet deploys (seat 1 red, then seat 2 green), the player
//! chosen by lot picks the first wind, then the players alternate ACTIONS. In an action
//! the player gives each ship at most one order (sail and turn, or fire) and ends it;
//! a WIND card follows. A ship can be *selected* first (`select F7`), so Discord offers
//! exactly its orders in a menu; whole orders are typed too (`F7 r1 m2`).

mod board;
mod cards;
mod catalogue;
mod notation;
mod policy;
mod rules;

use serde::{Deserialize, Serialize};

use crate::game::{ActionError, Actor, Choice, Event, Game, Outcome, Seat, SetupError, Viewer};
use crate::i18n::{Lang, Msg};
use crate::msg;
use crate::options::{OptionSpec, Options};
use crate::rng::GameRng;

pub use board::{home_facing, rose, start_fields, terrain, Dir, Field, Terrain, COLS, ROWS};
pub use cards::{combat, wind, Boarding, Class, Colour, CombatCard, Damage, WindCard};

/// Actions (both players together) after which the battle is broken off as a draw.
pub const DEFAULT_LIMIT: u32 = 120;
/// Actions a fleet that lost its transport fights on for.
pub const LAST_STAND: u8 = 10;
/// Calm turns at most in one calm (T-FLAUTA).
pub const CALM_TURNS: u8 = 8;
/// The newest rules edition: what every new game plays (the README's "Rules editions").
pub const RULES_EDITION: u8 = 2;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// Actions (both players' together) before the battle ends in a draw.
    #[serde(default = "default_limit")]
    pub limit: u32,
    /// Hours a player has for each decision before the default is played (none: no
    /// limit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_hours: Option<u32>,
    /// `rules=N`, the rules edition: games keep the edition they began with, so their
    /// logs replay as they were played. Left out of the snapshot at edition 1, so
    /// games stored before editions read and write back byte for byte.
    #[serde(default = "first_edition", skip_serializing_if = "is_first_edition")]
    pub rules: u8,
}

fn default_limit() -> u32 {
    DEFAULT_LIMIT
}

fn first_edition() -> u8 {
    1
}

fn is_first_edition(n: &u8) -> bool {
    *n == 1
}

/// What options without any key mean: edition 1, as every game stored before editions.
impl Default for Config {
    fn default() -> Self {
        Config {
            limit: DEFAULT_LIMIT,
            turn_hours: None,
            rules: first_edition(),
        }
    }
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "actions",
        values: "20-400",
        default: "120",
        help: "Actions (both players' together) before dusk ends the battle in a draw.",
    },
    crate::options::OPPONENT,
    crate::options::ABSENT,
    OptionSpec {
        key: "turn-hours",
        values: "1-720",
        default: "none",
        help: "After this many hours the default is played: the standard setting-out, the south-east wind, or the end of the action (ships without orders stay).",
    },
    OptionSpec {
        key: "rules",
        values: "1-2",
        default: "2",
        help: "Rules edition: 2 (every new game) draws the battle as soon as both transports are gone or crippled, gives a transport lost in a calm the ten actions announced, and keeps gunless ships from idle turns and burning hulks out of a calm; 1 is the first release. Games keep the edition they began with.",
    },
];

/// Which broadside.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Port,
    Starboard,
}

impl Side {
    /// Its name as a message ("port").
    pub fn msg(self) -> Msg {
        match self {
            Side::Port => msg!("bitwa-side-port"),
            Side::Starboard => msg!("bitwa-side-starboard"),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Port => "port",
            Side::Starboard => "starboard",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Deployment: the transport sets out from this starting field.
    Transport { field: Field },
    /// Deployment: leave this starting field empty (or fill it again).
    Leave { field: Field },
    /// Deployment: the ship on this starting field faces `dir`.
    Face { field: Field, dir: Dir },
    /// Deployment: done (what is not chosen takes the standard places).
    Ready,
    /// The player chosen by lot sets the first wind.
    Wind { dir: Dir },
    /// Pick a ship to order (Discord then offers its orders).
    Select { ship: Field },
    /// Put the selected ship down again.
    Cancel,
    /// A MOVEMENT: turn (sixths, + clockwise), then sail `moves` fields ahead.
    Sail { ship: Field, turn: i8, moves: u8 },
    /// SALVOS: at most one per broadside.
    Fire {
        ship: Field,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        port: Option<Field>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        starboard: Option<Field>,
    },
    /// Scuttle a damaged ship of one's own.
    Scuttle { ship: Field },
    /// End the action (or the calm turn).
    End,
}

/// One ship on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ship {
    /// 0–9 red, 10–19 green.
    pub id: u8,
    pub class: Class,
    pub field: Field,
    pub facing: Dir,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<Damage>,
}

impl Ship {
    pub fn fleet(&self) -> u8 {
        self.id / 10
    }

    pub fn working_guns(&self) -> u8 {
        self.class
            .guns()
            .saturating_sub(self.damage.map_or(0, Damage::guns_lost))
    }

    /// Its damage in words, as it is for this ship ("masts down" on a transport hit
    /// for masts and guns).
    pub fn damage_name(&self) -> Option<&'static str> {
        self.damage.map(|d| d.name_for(self.class))
    }

    /// [`Ship::damage_name`] as a message.
    pub fn damage_msg(&self) -> Option<Msg> {
        self.damage.map(|d| d.msg_for(self.class))
    }

    /// [`Ship::label`] as a message: "red frigate F7".
    pub fn label_msg(&self) -> Msg {
        msg!(
            "bitwa-ship",
            colour = Colour::of_fleet(self.fleet()).msg(),
            class = self.class.msg(),
            field = self.field.to_string()
        )
    }

    /// [`Ship::label_msg`] where a sentence may begin with it (capitalised in the
    /// languages that start the sentence with the ship; the same words in English).
    pub fn label_start_msg(&self) -> Msg {
        msg!(
            "bitwa-ship-start",
            colour = Colour::of_fleet(self.fleet()).msg(),
            class = self.class.msg(),
            field = self.field.to_string()
        )
    }

    pub fn burning(&self) -> bool {
        self.damage == Some(Damage::Fire)
    }

    /// "red frigate F7"
    pub fn label(&self) -> String {
        format!(
            "{} {} {}",
            Colour::of_fleet(self.fleet()).name(),
            self.class.name(),
            self.field
        )
    }
}

/// A fleet's deployment while it is being chosen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deployment {
    #[serde(default)]
    pub transport: Option<Field>,
    #[serde(default)]
    pub empty: Vec<Field>,
    /// Facings other than towards the enemy.
    #[serde(default)]
    pub facing: Vec<(Field, Dir)>,
}

/// An undecided boarding fight: the ships lashed together (two or three).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    pub ships: Vec<u8>,
    /// Fought already in this action (started or joined in it).
    #[serde(default)]
    pub fought: bool,
}

/// A calm (T-FLAUTA) under way: turns and salvos only, the players alternating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Calm {
    /// Who drew the T-FLAUTA card.
    pub drawer: Seat,
    /// Calm turns played.
    pub turns: u8,
    /// Calm turns in a row without a salvo.
    pub quiet: u8,
    /// Whether a salvo was fired in this calm turn.
    #[serde(default)]
    pub fired: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
enum Phase {
    Deploy {
        seat: Seat,
    },
    ChooseWind {
        seat: Seat,
    },
    Action {
        seat: Seat,
        #[serde(default)]
        selected: Option<u8>,
        /// Ships that have had their order.
        #[serde(default)]
        ordered: Vec<u8>,
        #[serde(default)]
        calm: Option<Calm>,
    },
    Over,
}

/// What happened on the board in the latest action, for the picture.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Trace {
    Sail {
        fleet: u8,
        from: Field,
        to: Field,
    },
    Shot {
        fleet: u8,
        from: Field,
        at: Field,
        hit: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bitwa {
    config: Config,
    phase: Phase,
    ships: Vec<Ship>,
    deploy: [Deployment; 2],
    wind: Option<Dir>,
    /// Who acts first (the one not chosen by lot).
    first: Seat,
    fights: Vec<Fight>,
    combat_deck: Vec<u8>,
    combat_used: Vec<u8>,
    wind_deck: Vec<u8>,
    wind_used: Vec<u8>,
    /// Actions completed.
    actions: u32,
    /// The action number in which each fleet lost its transport.
    #[serde(default)]
    lost_at: [Option<u32>; 2],
    /// Actions each fleet has completed since losing its transport.
    #[serde(default)]
    last_stand: [u8; 2],
    /// Ships each fleet has lost.
    #[serde(default)]
    lost: [u8; 2],
    #[serde(default)]
    trace: Vec<Trace>,
    #[serde(default)]
    trace_action: u32,
    #[serde(default)]
    last_combat: Option<u8>,
    #[serde(default)]
    last_wind: Option<u8>,
    #[serde(default)]
    result: Option<(Vec<Seat>, String)>,
}

/// Everything in the battle is open but the order of the two decks: one view for all.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BitwaView {
    pub ships: Vec<Ship>,
    /// Fights under way, as the fields of their ships.
    pub fights: Vec<Vec<Field>>,
    pub wind: Option<Dir>,
    pub phase: PhaseView,
    /// Each fleet's planned deployment (during setup).
    pub deploy: [Deployment; 2],
    pub actions: u32,
    pub limit: u32,
    /// Actions left to a fleet that lost its transport.
    pub last_stand: [Option<u8>; 2],
    pub lost: [u8; 2],
    pub combat_left: usize,
    pub wind_left: usize,
    pub last_combat: Option<CombatCard>,
    pub last_wind: Option<WindCard>,
    pub trace: Vec<Trace>,
    /// Where the selected ship may sail to, and the enemies it may fire at.
    pub targets: Vec<Field>,
    /// The selected ship's broadside arcs: the fields its salvos reach now.
    pub arcs: Vec<Field>,
    pub finished: Option<crate::i18n::Msg>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    Deploy {
        seat: Seat,
    },
    ChooseWind {
        seat: Seat,
    },
    Action {
        seat: Seat,
        selected: Option<Field>,
        ordered: Vec<Field>,
        calm: bool,
    },
    Over,
}

fn illegal(text: Msg) -> ActionError {
    ActionError::Illegal(text)
}

fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0.min(1))
}

impl Bitwa {
    fn current_seat(&self) -> Option<Seat> {
        match self.phase {
            Phase::Deploy { seat } | Phase::ChooseWind { seat } | Phase::Action { seat, .. } => {
                Some(seat)
            }
            Phase::Over => None,
        }
    }

    fn ship_at(&self, field: Field) -> Option<&Ship> {
        self.ships.iter().find(|s| s.field == field)
    }

    fn ship(&self, id: u8) -> Option<&Ship> {
        self.ships.iter().find(|s| s.id == id)
    }

    fn ship_mut(&mut self, id: u8) -> Option<&mut Ship> {
        self.ships.iter_mut().find(|s| s.id == id)
    }

    fn transport(&self, fleet: u8) -> Option<&Ship> {
        self.ships
            .iter()
            .find(|s| s.fleet() == fleet && s.class == Class::Transport)
    }

    fn fight_of(&self, id: u8) -> Option<usize> {
        self.fights.iter().position(|f| f.ships.contains(&id))
    }

    /// The rules edition this game began with.
    fn edition(&self) -> u8 {
        self.config.rules
    }

    /// From the T-FLAUTA's draw until the calm ends (its salvos, its burning out,
    /// the fights fought out): the T-FLAUTA is the last WIND card turned only then,
    /// as a calm ends by reading another card.
    fn calm_under_way(&self) -> bool {
        self.last_wind == Some(cards::FLAUTA)
    }

    fn in_calm(&self) -> bool {
        matches!(self.phase, Phase::Action { calm: Some(_), .. })
    }

    fn selected(&self) -> Option<u8> {
        match self.phase {
            Phase::Action { selected, .. } => selected,
            _ => None,
        }
    }

    fn ordered(&self, id: u8) -> bool {
        matches!(&self.phase, Phase::Action { ordered, .. } if ordered.contains(&id))
    }

    fn trace(&mut self, t: Trace) {
        if self.trace_action != self.actions {
            self.trace.clear();
            self.trace_action = self.actions;
        }
        self.trace.push(t);
    }
}

impl Game for Bitwa {
    const ID: &'static str = "bitwa";
    const NAME: &'static str = "Bitwa na Morzu Wiatrów";
    const TAGLINE: &'static str = "Two fleets, wind, broadsides and boarding on a hex sea (2)";
    const RULES: &'static str = include_str!("rules.md");
    const RULES_TRANSLATED: &'static [(Lang, &'static str)] = &[
        (Lang::Pl, include_str!("rules.pl.md")),
        (Lang::Fr, include_str!("rules.fr.md")),
    ];
    const HAS_POLICY: bool = true;
    // It reads only its own seat's cards and the table (see policy.rs).
    const COMPUTER_PLAYERS: bool = true;
    // New games and self-play play the newest edition; stored options without `rules`
    // stay edition 1.
    const SELFPLAY_OPTIONS: &'static str = "rules=2";
    const NEW_SESSION_OPTIONS: &'static str = "rules=2";
    type Config = Config;
    type Action = Action;
    type View = BitwaView;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn configure(options: &Options) -> Result<Config, SetupError> {
        // Checked here, played by the bot: the rules are the same either way.
        options.computer_opponent()?;
        options.computer_stands_in()?;
        Ok(Config {
            limit: options.number("actions", 20, 400)?.unwrap_or(DEFAULT_LIMIT),
            turn_hours: options.number("turn-hours", 1, 720)?,
            // Options without `rules` are a game begun before editions: edition 1.
            rules: options
                .number("rules", 1, u32::from(RULES_EDITION))?
                .map_or(1, |n| n as u8),
        })
    }

    fn player_range(_config: &Config) -> (usize, usize) {
        (2, 2)
    }

    fn new(config: &Config, players: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        if players != 2 {
            return Err(SetupError::PlayerCount {
                game: "Bitwa na Morzu Wiatrów",
                min: 2,
                max: 2,
                got: players,
            });
        }
        let mut combat_deck: Vec<u8> = (0..cards::COMBAT.len() as u8).collect();
        rng.shuffle(&mut combat_deck);
        let mut wind_deck: Vec<u8> = (0..cards::WIND_CARDS).collect();
        rng.shuffle(&mut wind_deck);
        // The lot: this seat picks the wind, the other acts first.
        let chooser = Seat(rng.below(2) as u8);
        Ok(Bitwa {
            config: config.clone(),
            phase: Phase::Deploy { seat: Seat(0) },
            ships: Vec::new(),
            deploy: Default::default(),
            wind: None,
            first: other(chooser),
            fights: Vec::new(),
            combat_deck,
            combat_used: Vec::new(),
            wind_deck,
            wind_used: Vec::new(),
            actions: 0,
            lost_at: [None; 2],
            last_stand: [0; 2],
            lost: [0; 2],
            trace: Vec::new(),
            trace_action: 0,
            last_combat: None,
            last_wind: None,
            result: None,
        })
    }

    fn to_act(&self) -> Vec<Seat> {
        self.current_seat().into_iter().collect()
    }

    fn prompt(&self, seat: Seat) -> crate::i18n::Msg {
        if self.current_seat() != Some(seat) {
            return Msg::raw("");
        }
        let tag = seat.tag();
        match &self.phase {
            Phase::Deploy { .. } => msg!(
                "bitwa-prompt-deploy",
                seat = tag,
                colour = Colour::of_fleet(seat.0).msg()
            ),
            Phase::ChooseWind { .. } => {
                msg!("bitwa-prompt-wind", seat = tag, first = other(seat).tag())
            }
            Phase::Action { selected, calm, .. } => {
                let what = if calm.is_some() {
                    msg!("bitwa-prompt-calm")
                } else {
                    msg!("bitwa-prompt-action")
                };
                match selected.and_then(|id| self.ship(id)) {
                    Some(ship) => msg!(
                        "bitwa-prompt-ordering",
                        seat = tag,
                        what = what,
                        ship = ship.label_msg()
                    ),
                    None => msg!("bitwa-prompt", seat = tag, what = what),
                }
            }
            Phase::Over => Msg::raw(""),
        }
    }

    fn legal_actions(&self, actor: Actor) -> Vec<Action> {
        if self.current_seat() != Some(actor.seat) {
            return Vec::new();
        }
        rules::legal(self, actor.seat)
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        let Some(seat) = self.current_seat() else {
            return Err(ActionError::GameOver);
        };
        if actor.seat != seat {
            return Err(ActionError::NotYourTurn);
        }
        rules::apply(self, seat, action, rng)
    }

    fn view(&self, _viewer: Viewer) -> BitwaView {
        let phase = match &self.phase {
            Phase::Deploy { seat } => PhaseView::Deploy { seat: *seat },
            Phase::ChooseWind { seat } => PhaseView::ChooseWind { seat: *seat },
            Phase::Action {
                seat,
                selected,
                ordered,
                calm,
            } => PhaseView::Action {
                seat: *seat,
                selected: selected.and_then(|id| self.ship(id)).map(|s| s.field),
                ordered: ordered
                    .iter()
                    .filter_map(|id| self.ship(*id))
                    .map(|s| s.field)
                    .collect(),
                calm: calm.is_some(),
            },
            Phase::Over => PhaseView::Over,
        };
        let ships = if matches!(self.phase, Phase::Deploy { .. }) {
            rules::planned_ships(self)
        } else {
            self.ships.clone()
        };
        BitwaView {
            ships,
            fights: self
                .fights
                .iter()
                .map(|f| {
                    f.ships
                        .iter()
                        .filter_map(|id| self.ship(*id))
                        .map(|s| s.field)
                        .collect()
                })
                .collect(),
            wind: self.wind,
            phase,
            deploy: self.deploy.clone(),
            actions: self.actions,
            limit: self.config.limit,
            last_stand: [0, 1]
                .map(|f| self.lost_at[f].map(|_| LAST_STAND.saturating_sub(self.last_stand[f]))),
            lost: self.lost,
            combat_left: self.combat_deck.len(),
            wind_left: self.wind_deck.len(),
            last_combat: self.last_combat.map(combat),
            last_wind: self.last_wind.map(wind),
            trace: self.trace.clone(),
            targets: rules::targets(self),
            arcs: rules::arcs(self),
            finished: self
                .result
                .as_ref()
                .map(|(_, s)| rules::result_msg(self, s)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.result.as_ref().map(|(winners, summary)| Outcome {
            winners: winners.clone(),
            summary: rules::result_msg(self, summary),
            scores: Vec::new(),
        })
    }

    fn notation(&self, action: &Action) -> String {
        notation::write(action)
    }

    fn parse(&self, text: &str) -> Result<Action, ActionError> {
        notation::read(text)
    }

    fn describe(&self, action: &Action) -> Choice {
        notation::describe(self, action)
    }

    fn suggest(&self, seat: Seat) -> Option<Action> {
        policy::suggest(self, seat)
    }

    fn timeout(&self) -> Option<crate::game::Timeout<Action>> {
        let hours = self.config.turn_hours?;
        Some(crate::game::Timeout::in_hours(
            self.default_answer()?,
            hours,
        ))
    }

    fn default_answer(&self) -> Option<(Seat, Action)> {
        let seat = self.current_seat()?;
        let legal = rules::legal(self, seat);
        let action = match &self.phase {
            Phase::Deploy { .. } => Action::Ready,
            Phase::ChooseWind { .. } => Action::Wind {
                dir: board::Dir::SouthEast,
            },
            _ if legal.contains(&Action::End) => Action::End,
            _ => legal.into_iter().next()?,
        };
        Some((seat, action))
    }

    fn undoable(&self, action: &Action) -> bool {
        match action {
            // Setting out, and picking a ship up or putting it down, show nothing new.
            Action::Transport { .. }
            | Action::Leave { .. }
            | Action::Face { .. }
            | Action::Select { .. }
            | Action::Cancel => true,
            // A movement too, unless it ends in a boarding (which turns a COMBAT card).
            Action::Sail { ship, turn, moves } => {
                let Some(fleet) = self.ship_at(*ship).map(Ship::fleet) else {
                    return false;
                };
                match rules::sail_check(self, Seat(fleet), *ship, *turn, *moves) {
                    Ok((to, _)) => !self
                        .ships
                        .iter()
                        .any(|e| e.fleet() != fleet && e.field.touches(to)),
                    Err(_) => false,
                }
            }
            // Salvos and the wind turn cards; the rest hands the sea to the other side.
            Action::Ready
            | Action::Wind { .. }
            | Action::Fire { .. }
            | Action::Scuttle { .. }
            | Action::End => false,
        }
    }

    fn ending(&self) -> Option<&'static str> {
        let (winners, _) = self.result.as_ref()?;
        let home = (0..2u8).any(|fleet| {
            self.transport(fleet)
                .is_some_and(|t| t.field == board::rose(usize::from(fleet)))
        });
        let both_out = (0..2u8).all(|fleet| rules::transport_out(self, fleet));
        Some(if home {
            "transport home"
        } else if !winners.is_empty() {
            "last stand lost"
        } else if both_out {
            "draw: both transports out"
        } else {
            "draw at dusk"
        })
    }

    fn first_player(&self) -> Seat {
        self.first
    }

    fn length(&self) -> Option<(u32, &'static str)> {
        Some((self.actions, "actions"))
    }

    fn catalogue() -> Vec<crate::catalogue::Component> {
        catalogue::components(Lang::En)
    }

    fn catalogue_in(lang: Lang) -> Vec<crate::catalogue::Component> {
        catalogue::components(lang)
    }
}

#[cfg(test)]
mod tests;

//! Zeppelin Attack!: a 2–4 player competitive deck-builder of evil masterminds and
//! their zeppelin armadas.
//!
//! Hands, decks and discard piles are hidden; armadas, played cards, the Mercenary
//! decks' top cards and every Fate card drawn are public. Decisions that are not the
//! active player's (blocking an attack, a discard asked of the defender) are explicit
//! [`Pending`] states: while one is open the game waits for that seat alone, and a
//! deadline applies its documented default answer. See `README.md` here for every rule
//! decision and the text notation.

pub mod cards;
mod catalogue;
mod notation;
mod policy;
mod rules;
mod secrets;
pub mod view;

use serde::{Deserialize, Serialize};

use crate::game::{
    ActionError, Actor, Choice, Event, Game, Outcome, Seat, SetupError, TableEvent, Timeout, Viewer,
};
use crate::options::{OptionSpec, Options};
use crate::rng::GameRng;

#[cfg(test)]
use cards::CardDef;
use cards::{AttackType, CardId, CardSet, Dest, Effect, Keep, Kind, Mastermind, Power};
pub use view::*;

pub(crate) const MIN_PLAYERS: usize = 2;
pub(crate) const MAX_PLAYERS: usize = 4;
/// Cards in hand after drawing up.
pub(crate) const HAND_SIZE: usize = 5;
/// The Mercenary decks, in the order they are numbered on the board.
pub(crate) const PILE_NAMES: [&str; 5] = [
    "Attack Zeppelins",
    "Operations Zeppelins",
    "Attack cards",
    "Defense cards",
    "Operatives",
];
/// Game end: this many Mercenary decks exhausted.
const EMPTY_PILES_TO_END: usize = 3;
const DEFAULT_REPLY_HOURS: u32 = 12;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Config {
    /// Hours a player asked outside their own turn (an attacked player, say) has to
    /// answer before the default answer applies.
    #[serde(default = "default_reply_hours")]
    pub(crate) reply_hours: u32,
    /// Hours of silence after which the active player's turn moves on by itself.
    #[serde(default)]
    pub(crate) turn_hours: Option<u32>,
    /// The card set the game was dealt from, for good. A stored config without it is
    /// set 1 (every game begun before sets existed), and set 1 is not written, so
    /// those snapshots stay byte for byte what they were.
    #[serde(default, skip_serializing_if = "CardSet::is_first")]
    pub(crate) cards: CardSet,
}

fn default_reply_hours() -> u32 {
    DEFAULT_REPLY_HOURS
}

impl Default for Config {
    fn default() -> Self {
        Config {
            reply_hours: DEFAULT_REPLY_HOURS,
            turn_hours: None,
            cards: CardSet::UNNAMED,
        }
    }
}

const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        key: "reply-hours",
        values: "1-168",
        default: "12",
        help: "Hours an attacked player has to block; then the attack goes through.",
    },
    OptionSpec {
        key: "turn-hours",
        values: "1-720",
        default: "none",
        help: "End a silent player's turn after this many hours.",
    },
    OptionSpec {
        key: "cards",
        values: "1-2",
        default: "2",
        help: "Card set: 2 (every new game) has reworked start decks where every start card fits its own ships; 1 is the first printing, which games started before set 2 keep.",
    },
    crate::options::ABSENT,
];

/// Where a purchase comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Pile {
    /// A Mercenary deck, 0–4 (numbered 1–5 on the board).
    Mercenary(u8),
    /// Your own Experimental Zeppelin.
    Experimental,
}

/// Every move in the game. Cards are named by their [`CardId`]; the text notation
/// names them by position in the hand instead (see `notation.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub(crate) enum Action {
    /// Put a Zeppelin from your hand into your armada.
    Launch { card: CardId },
    /// Play an Action card from your hand onto one of your ships (flagship or zeppelin).
    Play { card: CardId, ship: CardId },
    /// Declare the type and target of the Attack card just played.
    Attack {
        kind: AttackType,
        target: Seat,
        ship: CardId,
    },
    /// Take the Attack card just played back into your hand.
    Cancel,
    /// The target blocks with a matching Defense card from their hand.
    Block { card: CardId },
    /// The target does not block.
    Take,
    /// Buy the top card of a Mercenary deck, or your Experimental Zeppelin.
    Buy { pile: Pile },
    /// End the buying (or action) phase and choose discards.
    End,
    /// End the turn keeping the whole hand: draw up to 5, next player.
    Pass,
    /// Discard cards from your hand (discard phase, or an effect asking for discards).
    Discard { cards: Vec<CardId> },
    /// Draw up to 5 and end the turn (discard phase).
    Done,
    /// Keep this one of several equal Fate cards.
    Keep { card: CardId },
    /// Take a Battle point from this Mercenary deck (0–4).
    Spoils { pile: u8 },
    /// Purge this Action card from hand or discard pile, or none.
    Purge { card: Option<CardId> },
}

/// One ship in an armada, with the Action card played on it this turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Ship {
    card: CardId,
    #[serde(default)]
    played: Option<CardId>,
}

impl Ship {
    fn new(card: CardId) -> Ship {
        Ship { card, played: None }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Player {
    mastermind: Mastermind,
    flagship: Ship,
    /// Launched zeppelins, in launch order.
    zeppelins: Vec<Ship>,
    /// Kept sorted (see [`sort_key`]) so positions in the notation stay meaningful.
    hand: Vec<CardId>,
    /// Top is last.
    deck: Vec<CardId>,
    discard: Vec<CardId>,
    /// Face down under the flagship: Battle points and purged cards.
    tucked: Vec<CardId>,
    /// Battle points earned when there was no card left to tuck.
    #[serde(default)]
    extra_points: u32,
    /// Fate points towards purchases this turn: discounts and unspent change.
    #[serde(default)]
    credit: u32,
    /// Cards that reached the hand since the end of this player's last turn ("new").
    #[serde(default)]
    fresh: Vec<CardId>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Phase {
    Action,
    Buy,
    /// Discard and draw up.
    Cleanup,
}

/// A decision the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Pending {
    /// The active player chooses type and target for the Attack card on `ship`.
    Aim { card: CardId, ship: CardId },
    /// The target decides whether to block.
    Block {
        attacker: Seat,
        target: Seat,
        /// The targeted ship.
        ship: CardId,
        kind: AttackType,
        /// The Attack card, and the ship it was played on.
        card: CardId,
        from: CardId,
    },
    /// `seat` discards `count` cards of their choice (an effect).
    Discard { seat: Seat, count: u8 },
    /// `seat` keeps one of several revealed Fate cards of equal value.
    KeepFate {
        seat: Seat,
        options: Vec<CardId>,
        to: Dest,
        /// Whether the kept card's Fate effect is enacted (not when a Fate effect
        /// drew it: effects do not chain).
        triggers: bool,
    },
    /// `seat` takes a Battle point from a Mercenary deck of their choice.
    Spoils { seat: Seat },
    /// `seat` may purge an Action card.
    Purge { seat: Seat },
}

/// What set an effect off, named in its narration ("bob draws 1 card (The Ice Storm's
/// power).").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Source {
    /// An Action card's Hit, Block or Always effect.
    Card { card: CardId },
    /// A Flagship's power.
    Power { flagship: CardId },
    /// A Fate card's Fate effect.
    Fate { card: CardId },
}

impl Source {
    /// "Cryo Cannon", "The Ice Storm's power", "Secret Dossier's Fate effect".
    fn label(self) -> String {
        fn of(card: CardId) -> String {
            let name = card.def().name.as_str();
            if name.ends_with('s') {
                format!("{name}'")
            } else {
                format!("{name}'s")
            }
        }
        match self {
            Source::Card { card } => card.def().name.clone(),
            Source::Power { flagship } => format!("{} power", of(flagship)),
            Source::Fate { card } => format!("{} Fate effect", of(card)),
        }
    }
}

/// Work left after a decision: effects to enact in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Step {
    Effects {
        seat: Seat,
        foe: Option<Seat>,
        effects: Vec<Effect>,
        triggers: bool,
        /// What set them off (none: a rule, like the Battle point of a hit; or a step
        /// stored before causes were named).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        source: Option<Source>,
    },
    /// A blocking Defense card goes to its owner's discard pile.
    DiscardDefense { seat: Seat, card: CardId },
    /// The blocking ship retreats if the Defense card was too big for it.
    RetreatIfOverloaded {
        seat: Seat,
        ship: CardId,
        payload: u8,
    },
}

/// The attack of this turn the board shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct AttackRecord {
    attacker: Seat,
    from: CardId,
    card: CardId,
    kind: AttackType,
    target: Seat,
    ship: CardId,
    #[serde(default)]
    blocked_by: Option<CardId>,
    #[serde(default)]
    hit: bool,
}

/// Why a card was shown in passing by the last move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Shown {
    FateRevealed { seat: Seat },
    FateKept { seat: Seat },
    FateDiscarded { seat: Seat },
    Blocked { seat: Seat },
    Bought { seat: Seat },
    Spoils { seat: Seat },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct ZeppelinAttack {
    config: Config,
    players: Vec<Player>,
    /// The five Mercenary decks, face up; top is last.
    piles: Vec<Vec<CardId>>,
    /// Experimental Zeppelins still for sale (each only to its mastermind).
    experimental: Vec<CardId>,
    /// Top is last.
    fate_deck: Vec<CardId>,
    /// Face up; top is last.
    fate_discard: Vec<CardId>,
    start: Seat,
    current: Seat,
    /// Turns begun so far (the first is 1).
    turn: u32,
    phase: Phase,
    pending: Option<Pending>,
    queue: Vec<Step>,
    attack: Option<AttackRecord>,
    /// Cards shown in passing by the last move (and why), for the board.
    shown: Vec<(CardId, Shown)>,
    end_triggered: bool,
    finished: bool,
}

impl ZeppelinAttack {
    fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.players.len() as u8).map(Seat)
    }

    fn next_seat(&self, seat: Seat) -> Seat {
        Seat(((seat.index() + 1) % self.players.len()) as u8)
    }

    /// The seat whose decision the game waits for.
    fn waiting(&self) -> Option<Seat> {
        if self.finished {
            return None;
        }
        Some(match &self.pending {
            None | Some(Pending::Aim { .. }) => self.current,
            Some(Pending::Block { target, .. }) => *target,
            Some(
                Pending::Discard { seat, .. }
                | Pending::KeepFate { seat, .. }
                | Pending::Spoils { seat }
                | Pending::Purge { seat },
            ) => *seat,
        })
    }

    /// The player who takes the last turn once the end is triggered.
    fn last_seat(&self) -> Seat {
        Seat(((self.start.index() + self.players.len() - 1) % self.players.len()) as u8)
    }

    /// Where `ship` sits: its owner and whether it is the flagship.
    fn ship_owner(&self, ship: CardId) -> Option<(Seat, bool)> {
        self.seats().find_map(|s| {
            let p = self.player(s);
            if p.flagship.card == ship {
                Some((s, true))
            } else if p.zeppelins.iter().any(|z| z.card == ship) {
                Some((s, false))
            } else {
                None
            }
        })
    }

    fn ship(&self, seat: Seat, ship: CardId) -> Option<&Ship> {
        let p = self.player(seat);
        std::iter::once(&p.flagship)
            .chain(p.zeppelins.iter())
            .find(|s| s.card == ship)
    }

    fn ship_mut(&mut self, seat: Seat, ship: CardId) -> Option<&mut Ship> {
        let p = self.player_mut(seat);
        std::iter::once(&mut p.flagship)
            .chain(p.zeppelins.iter_mut())
            .find(|s| s.card == ship)
    }

    /// Fate points in a player's hand.
    fn fate_in_hand(&self, seat: Seat) -> u32 {
        self.player(seat)
            .hand
            .iter()
            .map(|c| u32::from(c.def().value))
            .sum()
    }

    fn price(&self, pile: Pile, seat: Seat) -> Option<(CardId, u32)> {
        let card = match pile {
            Pile::Mercenary(i) => *self.piles.get(usize::from(i))?.last()?,
            Pile::Experimental => self.experimental_of(seat)?,
        };
        Some((card, u32::from(card.def().cost)))
    }

    /// `seat`'s Experimental Zeppelin, if still for sale.
    fn experimental_of(&self, seat: Seat) -> Option<CardId> {
        let deck = self.player(seat).mastermind.deck();
        self.experimental
            .iter()
            .copied()
            .find(|c| c.def().deck == deck)
    }

    fn empty_piles(&self) -> usize {
        self.piles.iter().filter(|p| p.is_empty()).count()
    }

    /// Every card in play, wherever it is (for the invariant test).
    #[cfg(test)]
    fn all_cards(&self) -> Vec<CardId> {
        let mut all = Vec::new();
        for p in &self.players {
            for ship in std::iter::once(&p.flagship).chain(&p.zeppelins) {
                all.push(ship.card);
                all.extend(ship.played);
            }
            all.extend(&p.hand);
            all.extend(&p.deck);
            all.extend(&p.discard);
            all.extend(&p.tucked);
        }
        for pile in &self.piles {
            all.extend(pile);
        }
        all.extend(&self.experimental);
        all.extend(&self.fate_deck);
        all.extend(&self.fate_discard);
        if let Some(Pending::KeepFate { options, .. }) = &self.pending {
            all.extend(options);
        }
        for step in &self.queue {
            if let Step::DiscardDefense { card, .. } = step {
                all.push(*card);
            }
        }
        all
    }
}

/// The order cards are kept in a hand: zeppelins, attacks, defenses, operatives, Fate
/// (by value), then by name.
fn sort_key(card: CardId) -> (u8, u8, &'static str, CardId) {
    let def = card.def();
    let group = match def.kind {
        Kind::Flagship | Kind::Experimental | Kind::AttackZeppelin | Kind::OperationsZeppelin => 0,
        Kind::Attack => 1,
        Kind::Defense => 2,
        Kind::Operative => 3,
        Kind::Fate => 4,
    };
    (group, def.value, def.name.as_str(), card)
}

fn sort_cards(cards: &mut [CardId]) {
    cards.sort_by_key(|c| sort_key(*c));
}

impl Game for ZeppelinAttack {
    const ID: &'static str = "zeppelin-attack";
    const NAME: &'static str = "Zeppelin Attack!";
    const TAGLINE: &'static str =
        "Evil masterminds build zeppelin armadas: a 2–4 player deck-builder";
    const RULES: &'static str = include_str!("rules.md");
    /// Self-play measures the newest card set (balance figures are for the design).
    const SELFPLAY_OPTIONS: &'static str = "cards=2";
    const NEW_SESSION_OPTIONS: &'static str = "cards=2";
    type Config = Config;
    type Action = Action;
    type View = ZeppelinView;

    fn option_specs() -> &'static [OptionSpec] {
        OPTIONS
    }

    fn configure(options: &Options) -> Result<Config, SetupError> {
        // Checked here, played by the bot: the rules are the same either way.
        options.computer_stands_in()?;
        Ok(Config {
            reply_hours: options
                .number("reply-hours", 1, 168)?
                .unwrap_or(DEFAULT_REPLY_HOURS),
            turn_hours: options.number("turn-hours", 1, 720)?,
            cards: match options.number("cards", 1, 2)? {
                // `number` has checked the range, so the set exists.
                Some(n) => CardSet::from_number(n as u8).unwrap_or(CardSet::UNNAMED),
                None => CardSet::UNNAMED,
            },
        })
    }

    fn player_range(_: &Config) -> (usize, usize) {
        (MIN_PLAYERS, MAX_PLAYERS)
    }

    fn new(config: &Config, players: usize, rng: &mut GameRng) -> Result<Self, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError::PlayerCount {
                game: "Zeppelin Attack!",
                min: MIN_PLAYERS,
                max: MAX_PLAYERS,
                got: players,
            });
        }
        Ok(rules::setup(config.clone(), players, rng))
    }

    fn to_act(&self) -> Vec<Seat> {
        self.waiting().into_iter().collect()
    }

    /// `/turn next` is the public End turn (`pass`, keeping the hand); Zeppelin
    /// Attack! has no host tools.
    fn table_event(&self, event: TableEvent) -> Option<Action> {
        (event == TableEvent::EndTurn).then_some(Action::Pass)
    }

    fn prompt(&self, seat: Seat) -> crate::i18n::Msg {
        (notation::prompt(self, seat)).into()
    }

    /// The seat's Flagship and zeppelin powers and their hand's card texts, which
    /// their picture leaves out.
    fn details(&self, seat: Seat) -> Vec<String> {
        view::details(self, seat)
    }

    fn legal_actions(&self, actor: Actor) -> Vec<Action> {
        if self.waiting() != Some(actor.seat) {
            return Vec::new();
        }
        rules::legal(self)
    }

    fn apply(
        &mut self,
        actor: Actor,
        action: &Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError> {
        if self.finished {
            return Err(ActionError::GameOver);
        }
        match self.waiting() {
            Some(seat) if seat == actor.seat => {}
            // Your own turn, paused for another player's answer: "not your turn" would
            // puzzle you, so say whom the game waits for.
            Some(seat) if actor.seat == self.current => {
                return Err(ActionError::Illegal(
                    (rules::waiting_for(self, seat)).into(),
                ))
            }
            _ => return Err(ActionError::NotYourTurn),
        }
        rules::apply(self, actor.seat, action, rng)
    }

    fn view(&self, viewer: Viewer) -> ZeppelinView {
        view::build(self, viewer)
    }

    fn secrets(&self, viewer: Viewer) -> crate::Secrets {
        self.hidden_from(viewer)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.finished.then(|| rules::outcome(self))
    }

    fn notation(&self, action: &Action) -> String {
        notation::notation(self, action)
    }

    fn parse(&self, text: &str) -> Result<Action, ActionError> {
        notation::parse(self, text)
    }

    fn describe(&self, action: &Action) -> Choice {
        notation::describe(self, action)
    }

    fn has_private_view() -> bool {
        true
    }

    /// The active player's, also while a target answers an attack or discards.
    fn turn_holder(&self) -> Option<Seat> {
        (!self.finished).then_some(self.current)
    }

    fn timeout(&self) -> Option<Timeout<Action>> {
        let (seat, action) = self.default_answer()?;
        let hours = if seat != self.current {
            self.config.reply_hours
        } else {
            self.config.turn_hours?
        };
        Some(Timeout {
            seat,
            action,
            minutes: hours * 60,
        })
    }

    fn default_answer(&self) -> Option<(Seat, Action)> {
        Some((self.waiting()?, policy::default_answer(self)?))
    }

    const HAS_POLICY: bool = true;
    // It reads only its own seat's cards and the table (see policy.rs).
    const COMPUTER_PLAYERS: bool = true;

    fn suggest(&self, seat: Seat) -> Option<Action> {
        (self.waiting() == Some(seat))
            .then(|| policy::suggest(self))
            .flatten()
    }

    fn catalogue() -> Vec<crate::catalogue::Component> {
        catalogue::components()
    }
}

#[cfg(test)]
mod balance;
#[cfg(test)]
mod tests;

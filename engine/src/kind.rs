//! The closed set of game kinds, and [`Match`]: one game of any kind with its seeded
//! generator, which is what a session stores and replays.
//!
//! Everything here that names the games one by one is generated from the registry in
//! `games/mod.rs` (see there for adding a game). The bot, storage and render work
//! through this module.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::catalogue::Component;
use crate::game::{
    ActionError, Actor, Choice, Event, Game, Outcome, Seat, Secrets, SetupError, TableEvent, Viewer,
};
use crate::games::registry;
#[allow(unused_imports)] // each game's module, for the registry's `module::Type` paths
use crate::games::*;
use crate::i18n::{Lang, Msg};
use crate::options::{OptionSpec, Options};
use crate::rng::GameRng;

/// Version of the stored [`Match`] format. Bump it when a stored shape changes in a
/// way serde defaults cannot absorb, and teach `Match::from_snapshot` the old one.
pub const SNAPSHOT_FORMAT: u32 = 1;

macro_rules! define_kinds {
    (; $($variant:ident => $module:ident :: { $game:ident, $view:ident }),* $(,)?) => {
        /// Every game Windward runs. The string ids are stored in the database: never
        /// rename.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum GameKind {
            $($variant,)*
        }

        impl GameKind {
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant,)*];
        }

        /// A game of any kind.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "kind", content = "game", rename_all = "kebab-case")]
        // One state per match, moved rarely: variant sizes don't matter here.
        #[allow(clippy::large_enum_variant)]
        pub enum AnyState {
            $($variant($module::$game),)*
        }

        /// What one viewer may see of a game of any kind; render draws these.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(tag = "kind", content = "view", rename_all = "kebab-case")]
        // Built once per picture and dropped: boxing the big variants would buy nothing.
        #[allow(clippy::large_enum_variant)]
        pub enum AnyView {
            $($variant($module::$view),)*
        }

        impl AnyState {
            fn kind(&self) -> GameKind {
                match self {
                    $(AnyState::$variant(_) => GameKind::$variant,)*
                }
            }

            fn view(&self, viewer: Viewer) -> AnyView {
                match self {
                    $(AnyState::$variant(g) => AnyView::$variant(g.view(viewer)),)*
                }
            }
        }

        $(
            impl IntoState for $module::$game {
                fn into_state(self) -> AnyState {
                    AnyState::$variant(self)
                }
            }
        )*
    };
}
registry!(define_kinds!());

// `$d` is a `$` passed in, so the generated macro can have metavariables of its own.
macro_rules! define_with_view {
    ($d:tt; $($variant:ident => $module:ident :: { $game:ident, $view:ident }),* $(,)?) => {
        /// `with_view!(view, v => body)`: a match over every [`AnyView`] variant (one arm
        /// per game, generated from the registry) that runs `body` with `v` bound to the
        /// game's own view. For code outside the engine that handles every game's view
        /// alike through a trait of its own (render's `Board`): a game whose view lacks
        /// the trait fails to compile there.
        #[macro_export]
        macro_rules! with_view {
            ($d view:expr, $d v:ident => $d body:expr) => {
                match $d view {
                    $($d crate::AnyView::$variant($d v) => $d body,)*
                }
            };
        }
    };
}
registry!(define_with_view!($));

macro_rules! define_each_game {
    ($d:tt; $($variant:ident => $module:ident :: { $game:ident, $view:ident }),* $(,)?) => {
        /// `each_game!(mac)` calls `mac! { Variant, … }` with every [`GameKind`]
        /// variant of the registry: for code outside the engine that needs an item per
        /// game, such as one test per game that fails by name.
        #[macro_export]
        macro_rules! each_game {
            ($d mac:ident) => {
                $d mac! { $($variant),* }
            };
        }
    };
}
registry!(define_each_game!($));

impl GameKind {
    /// The stable id, as typed in `/game new game:<id>` and stored.
    pub fn id(self) -> &'static str {
        each_kind!(self, G => G::ID)
    }

    /// The display name.
    pub fn name(self) -> &'static str {
        each_kind!(self, G => G::NAME)
    }

    /// One line for menus.
    pub fn tagline(self) -> &'static str {
        each_kind!(self, G => G::TAGLINE)
    }

    /// The game's name in `lang`: its own name, except where a language has a word for
    /// it (the free table is "Wolny stół" in Polish).
    pub fn name_in(self, lang: Lang) -> String {
        let id = format!("name-{}", self.id());
        if crate::i18n::has(lang, &id) {
            crate::i18n::say(lang, &Msg::new(id))
        } else {
            self.name().to_string()
        }
    }

    /// [`GameKind::tagline`] in `lang` (`tagline-<id>` in `games.ftl`).
    pub fn tagline_in(self, lang: Lang) -> String {
        crate::i18n::say(lang, &Msg::new(format!("tagline-{}", self.id())))
    }

    /// A rules summary for `/game rules` (Discord markdown, under 4000 characters), in
    /// `lang` where it is written in it, else in English.
    pub fn rules(self, lang: Lang) -> &'static str {
        let translated = each_kind!(self, G => G::RULES_TRANSLATED);
        translated
            .iter()
            .find(|(l, _)| *l == lang)
            .map_or_else(|| each_kind!(self, G => G::RULES), |(_, text)| *text)
    }

    /// Options self-play uses when given none (so that a game ends).
    pub fn selfplay_options(self) -> &'static str {
        each_kind!(self, G => G::SELFPLAY_OPTIONS)
    }

    /// `options` as a new session stores them: with the game's
    /// [`Game::NEW_SESSION_OPTIONS`] for every key they don't set. Unparsable options
    /// are returned as they are (the lobby refuses them anyway).
    pub fn new_session_options(self, options: &str) -> String {
        let pinned = each_kind!(self, G => G::NEW_SESSION_OPTIONS);
        let specs = self.option_specs();
        let Ok(given) = Options::parse(options, specs) else {
            return options.to_string();
        };
        let mut out = options.trim().to_string();
        for pair in crate::options::parts(pinned) {
            let key = pair.split('=').next().unwrap_or(pair);
            if given.get(key).is_none() {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(pair);
            }
        }
        out
    }

    /// Whether `options` ask for a computer opponent (`opponent=computer`, see
    /// [`crate::options::OPPONENT`]): one seat is then played by the game's policy.
    /// False for a game that does not offer one, or options that don't parse.
    pub fn computer_opponent(self, options: &str) -> bool {
        self.offers_and_asks(
            options,
            crate::options::OPPONENT,
            Options::computer_opponent,
        )
    }

    /// Whether the game lists the shared option `spec` and `options` turn it on
    /// (`false` for options that don't parse).
    fn offers_and_asks(
        self,
        options: &str,
        spec: OptionSpec,
        asks: impl Fn(&Options) -> Result<bool, SetupError>,
    ) -> bool {
        let specs = self.option_specs();
        specs.iter().any(|s| s.key == spec.key)
            && Options::parse(options, specs)
                .and_then(|o| asks(&o))
                .unwrap_or(false)
    }

    /// Hours before a waiting player is reminded, `0` for never (`remind-hours`, see
    /// [`crate::options::REMIND`]; 24 when options don't parse).
    pub fn remind_hours(self, options: &str) -> u32 {
        Options::parse(options, self.option_specs())
            .and_then(|o| o.remind_hours())
            .unwrap_or(24)
    }

    /// Days of `/away` a player may spend against this game's deadlines (`away-days`,
    /// see [`crate::options::AWAY`]; 7 when options don't parse).
    pub fn away_days(self, options: &str) -> u32 {
        Options::parse(options, self.option_specs())
            .and_then(|o| o.away_days())
            .unwrap_or(7)
    }

    /// Whether a deadline's clock stops in its player's quiet hours
    /// (`quiet-deadlines=pause`, see [`crate::options::QUIET_DEADLINES`]; no when
    /// options don't parse).
    pub fn quiet_pauses_deadlines(self, options: &str) -> bool {
        Options::parse(options, self.option_specs())
            .and_then(|o| o.quiet_pauses_deadlines())
            .unwrap_or(false)
    }

    /// Whether the players win or lose together (see [`Game::COOPERATIVE`]).
    pub fn cooperative(self) -> bool {
        each_kind!(self, G => G::COOPERATIVE)
    }

    /// Whether the game's outcome names winners (see [`Game::HAS_WINNERS`]).
    pub fn has_winners(self) -> bool {
        each_kind!(self, G => G::HAS_WINNERS)
    }

    /// Whether the game's policy may play seats at a table (see
    /// [`Game::COMPUTER_PLAYERS`]).
    pub fn computer_players(self) -> bool {
        each_kind!(self, G => G::COMPUTER_PLAYERS)
    }

    /// Whether `options` ask the computer to play for players who run out of time
    /// (`absent=computer`, see [`crate::options::ABSENT`]).
    pub fn computer_stands_in(self, options: &str) -> bool {
        self.offers_and_asks(options, crate::options::ABSENT, Options::computer_stands_in)
    }

    /// After how many missed deadlines in a row the computer plays an absent player's
    /// seat until they are back: `None` for never, or for a game without computer
    /// players. `absent=computer` (see [`crate::options::ABSENT`]) is the first miss;
    /// else `stand-in-after` (see [`crate::options::STAND_IN_AFTER`]; 2 when options
    /// don't parse).
    pub fn stand_in_after(self, options: &str) -> Option<u32> {
        if !self.computer_players() {
            return None;
        }
        if self.computer_stands_in(options) {
            return Some(1);
        }
        let after = Options::parse(options, self.option_specs())
            .and_then(|o| o.stand_in_after())
            .unwrap_or(2);
        (after > 0).then_some(after)
    }

    /// Whether `options` make each move a proposal the table agrees to first
    /// (`plan=together`, see [`crate::options::PLAN`]; co-operative games only).
    pub fn plans_together(self, options: &str) -> bool {
        self.offers_and_asks(options, crate::options::PLAN, Options::plans_together)
    }

    /// Whether the game has a sensible policy (see [`Game::HAS_POLICY`]).
    pub fn has_policy(self) -> bool {
        each_kind!(self, G => G::HAS_POLICY)
    }

    /// Finds a kind by id or name, forgiving case, spaces and punctuation.
    pub fn find(text: &str) -> Option<GameKind> {
        let wanted = simplify(text);
        GameKind::ALL
            .iter()
            .copied()
            .find(|k| simplify(k.id()) == wanted || simplify(k.name()) == wanted)
    }

    /// Options `/game new` accepts: the game's own ([`Game::option_specs`]), the bot's
    /// options for computer players where the game has them
    /// ([`crate::options::COMPUTER_OPTIONS`]), then the bot's options for every table
    /// ([`crate::options::TABLE_OPTIONS`]).
    pub fn option_specs(self) -> &'static [OptionSpec] {
        static SPECS: LazyLock<Vec<Vec<OptionSpec>>> = LazyLock::new(|| {
            GameKind::ALL
                .iter()
                .map(|&kind| {
                    let own = each_kind!(kind, G => G::option_specs());
                    let computer: &[OptionSpec] = if kind.computer_players() {
                        crate::options::COMPUTER_OPTIONS
                    } else {
                        &[]
                    };
                    let together: &[OptionSpec] = if kind.cooperative() {
                        crate::options::COOPERATIVE_OPTIONS
                    } else {
                        &[]
                    };
                    own.iter()
                        .chain(computer)
                        .chain(together)
                        .chain(crate::options::TABLE_OPTIONS)
                        .copied()
                        .collect()
                })
                .collect()
        });
        let index = GameKind::ALL.iter().position(|k| *k == self);
        &SPECS[index.expect("every kind is in ALL")]
    }

    /// Checks `/game new` options without starting anything, and says how many players
    /// they allow.
    ///
    /// # Errors
    /// An option the game does not accept.
    pub fn check_options(self, options: &str) -> Result<(usize, usize), SetupError> {
        each_kind!(self, G => {
            let parsed = Options::parse(options, self.option_specs())?;
            let config = G::configure(&parsed)?;
            // Read by the bot, not the game: checked here so a bad value is refused.
            parsed.remind_hours()?;
            parsed.away_days()?;
            parsed.quiet_pauses_deadlines()?;
            parsed.stand_in_after()?;
            parsed.plans_together()?;
            Ok(G::player_range(&config))
        })
    }

    /// The game's campaign mode, if it has one (see [`Game::campaign_mode`]).
    pub fn campaign_mode(self) -> Option<crate::campaign::Mode> {
        each_kind!(self, G => G::campaign_mode())
    }

    /// Whether players have a private view (`/hand`).
    pub fn has_private_view(self) -> bool {
        each_kind!(self, G => G::has_private_view())
    }

    /// The label of the button that opens a player's private view.
    pub fn private_view_label(self) -> Msg {
        each_kind!(self, G => G::private_view_label())
    }

    /// Whether a seat's buttons outlive others' moves (see [`Game::seat_bound_buttons`]).
    pub fn seat_bound_buttons(self) -> bool {
        each_kind!(self, G => G::seat_bound_buttons())
    }

    /// Whether seats play independently (see [`Game::independent_seats`]).
    pub fn independent_seats(self) -> bool {
        each_kind!(self, G => G::independent_seats())
    }

    /// Every designed component of the game, with its count (see
    /// [`Game::catalogue`]); empty for a game without components of its own.
    pub fn catalogue(self) -> Vec<Component> {
        each_kind!(self, G => G::catalogue())
    }

    /// [`GameKind::catalogue`] in `lang` (see [`Game::catalogue_in`]): translated
    /// games name and describe their components in it, the others in English.
    pub fn catalogue_in(self, lang: Lang) -> Vec<Component> {
        each_kind!(self, G => G::catalogue_in(lang))
    }
}

fn simplify(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// Runs `$body` with `$g` bound to the game type of `$kind`.
macro_rules! each_kind {
    ($kind:expr, $g:ident => $body:expr) => {
        registry!(each_kind_of!($kind, $g, $body))
    };
}
macro_rules! each_kind_of {
    ($kind:expr, $g:ident, $body:expr; $($variant:ident => $module:ident :: { $game:ident, $view:ident }),* $(,)?) => {
        match $kind {
            $(GameKind::$variant => {
                type $g = $module::$game;
                $body
            })*
        }
    };
}
use {each_kind, each_kind_of};

/// Runs `$body` with `$g` bound to the game state inside `$state`.
macro_rules! each_state {
    ($state:expr, $g:ident => $body:expr) => {
        registry!(each_state_of!($state, $g, $body))
    };
}
macro_rules! each_state_of {
    ($state:expr, $g:ident, $body:expr; $($variant:ident => $module:ident :: { $game:ident, $view:ident }),* $(,)?) => {
        match $state {
            $(AnyState::$variant($g) => $body,)*
        }
    };
}

/// What an accepted action did.
#[derive(Clone, Debug, PartialEq)]
pub struct Applied {
    /// The action as stored in the log (the game's own serde form).
    pub action: serde_json::Value,
    /// The action in text notation.
    pub notation: String,
    pub events: Vec<Event>,
    /// Its player may take it back (see [`Game::undoable`]).
    pub undoable: bool,
}

/// Why a stored log would not replay.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("the setup failed: {0}")]
    Setup(#[from] SetupError),
    #[error("action {index} is not readable: {reason}")]
    Unreadable { index: usize, reason: String },
    #[error("action {index} was refused: {error}")]
    Refused { index: usize, error: ActionError },
}

/// A deadline on the current decision, in text notation (see [`Game::timeout`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingTimeout {
    pub seat: Seat,
    pub notation: String,
    pub minutes: u32,
}

/// One game in progress with the generator it draws from: the unit of storage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Match {
    format: u32,
    players: u8,
    rng: GameRng,
    /// Actions applied so far, in all and per seat: the tokens that tell a button
    /// drawn for an earlier state from a current one.
    #[serde(default)]
    moves: u64,
    #[serde(default)]
    seat_moves: Vec<u64>,
    #[serde(flatten)]
    state: AnyState,
}

impl Match {
    /// Deals a new game.
    ///
    /// # Errors
    /// Bad options or an unsupported player count, with a reason for the players.
    pub fn new(
        kind: GameKind,
        options: &str,
        players: usize,
        seed: u64,
    ) -> Result<Match, SetupError> {
        let mut rng = GameRng::from_seed(seed);
        let state = each_kind!(kind, G => {
            let config = G::configure(&Options::parse(options, kind.option_specs())?)?;
            let (min, max) = G::player_range(&config);
            if !(min..=max).contains(&players) {
                return Err(SetupError::PlayerCount { game: kind.name(), min, max, got: players });
            }
            wrap(G::new(&config, players, &mut rng)?)
        });
        Ok(Match {
            format: SNAPSHOT_FORMAT,
            players: players as u8,
            rng,
            moves: 0,
            seat_moves: vec![0; players],
            state,
        })
    }

    /// Rebuilds a game from its seed and action log.
    ///
    /// # Errors
    /// A log entry that does not parse or is refused: the log and the rules disagree.
    pub fn replay<'a>(
        kind: GameKind,
        options: &str,
        players: usize,
        seed: u64,
        log: impl IntoIterator<Item = (Actor, &'a serde_json::Value)>,
    ) -> Result<Match, ReplayError> {
        Match::replay_inspect(kind, options, players, seed, log, |_, _| {})
    }

    /// Applies one action as a log stores it (the game's serde form), as a replay does.
    ///
    /// # Errors
    /// The action does not read, or the rules refuse it.
    pub fn apply_logged(
        &mut self,
        actor: Actor,
        action: &serde_json::Value,
    ) -> Result<Applied, String> {
        self.apply_stored(actor, action).map_err(|e| match e {
            StoredError::Unreadable(reason) => reason,
            StoredError::Refused(error) => error.to_string(),
        })
    }

    /// Like [`Match::replay`], showing `seen` what each action did (its index and
    /// events): to check a log against what the table was told when it was played.
    ///
    /// # Errors
    /// As [`Match::replay`].
    pub fn replay_inspect<'a>(
        kind: GameKind,
        options: &str,
        players: usize,
        seed: u64,
        log: impl IntoIterator<Item = (Actor, &'a serde_json::Value)>,
        mut seen: impl FnMut(usize, &Applied),
    ) -> Result<Match, ReplayError> {
        let mut game = Match::new(kind, options, players, seed)?;
        for (index, (actor, action)) in log.into_iter().enumerate() {
            let applied = game.apply_stored(actor, action).map_err(|e| match e {
                StoredError::Unreadable(reason) => ReplayError::Unreadable { index, reason },
                StoredError::Refused(error) => ReplayError::Refused { index, error },
            })?;
            seen(index, &applied);
        }
        Ok(game)
    }

    /// Reads a stored snapshot.
    ///
    /// # Errors
    /// The JSON is not a snapshot of a known format.
    pub fn from_snapshot(json: &str) -> Result<Match, String> {
        let game: Match = serde_json::from_str(json).map_err(|e| e.to_string())?;
        if game.format != SNAPSHOT_FORMAT {
            return Err(format!("unknown snapshot format {}", game.format));
        }
        Ok(game)
    }

    /// How a finished leg of a campaign ended and what it hands on (see
    /// [`Game::campaign_leg`]); `None` for a game not over or not a leg of one.
    pub fn campaign(&self) -> Option<Box<dyn crate::campaign::Leg>> {
        each_state!(&self.state, g => g.campaign_leg())
    }

    /// The snapshot to store.
    pub fn snapshot(&self) -> String {
        serde_json::to_string(self).expect("game states serialise")
    }

    pub fn kind(&self) -> GameKind {
        self.state.kind()
    }

    pub fn players(&self) -> usize {
        usize::from(self.players)
    }

    /// What `viewer` must not learn now (see [`Game::secrets`]).
    pub fn secrets(&self, viewer: Viewer) -> Secrets {
        each_state!(&self.state, g => g.secrets(viewer))
    }

    /// Seats that no longer play (see [`Game::removed`]).
    pub fn removed(&self) -> Vec<Seat> {
        each_state!(&self.state, g => g.removed())
    }

    /// Players still in the game.
    pub fn players_in_play(&self) -> usize {
        self.players().saturating_sub(self.removed().len())
    }

    /// The token a button for `seat` carries: it must still match when clicked.
    /// Every move changes it, except in games whose buttons are bound to their seat
    /// ([`Game::seat_bound_buttons`]), where only the seat's own moves do.
    pub fn button_token(&self, seat: Seat) -> u64 {
        if self.kind().seat_bound_buttons() {
            self.seat_moves.get(seat.index()).copied().unwrap_or(0)
        } else {
            self.moves
        }
    }

    /// The game's sensible move for `seat`, in notation, if it has a policy.
    pub fn suggest(&self, seat: Seat) -> Option<String> {
        each_state!(&self.state, g => g.suggest(seat).map(|a| g.notation(&a)))
    }

    /// How the finished game ended (see [`Game::ending`]).
    pub fn ending(&self) -> Option<&'static str> {
        each_state!(&self.state, g => g.ending())
    }

    /// How long the game has run, in its own unit (see [`Game::length`]).
    pub fn length(&self) -> Option<(u32, &'static str)> {
        each_state!(&self.state, g => g.length())
    }

    /// The seat that acted first (see [`Game::first_player`]).
    pub fn first_player(&self) -> Seat {
        each_state!(&self.state, g => g.first_player())
    }

    /// The deadline on the current decision, if any.
    pub fn timeout(&self) -> Option<PendingTimeout> {
        each_state!(&self.state, g => g.timeout().map(|t| PendingTimeout {
            seat: t.seat,
            notation: g.notation(&t.action),
            minutes: t.minutes,
        }))
    }

    /// Every deadline running now (see [`Game::timeouts`]).
    pub fn timeouts(&self) -> Vec<PendingTimeout> {
        each_state!(&self.state, g => g.timeouts().into_iter().map(|t| PendingTimeout {
            seat: t.seat,
            notation: g.notation(&t.action),
            minutes: t.minutes,
        }).collect())
    }

    /// The default answer to the decision the game waits for, with its seat (see
    /// [`Game::default_answer`]).
    pub fn default_answer(&self) -> Option<(Seat, String)> {
        each_state!(&self.state, g => g.default_answer().map(|(seat, a)| (seat, g.notation(&a))))
    }

    /// The default answer for `seat` in particular (see [`Game::default_answer_for`]).
    pub fn default_answer_for(&self, seat: Seat) -> Option<String> {
        each_state!(&self.state, g => g.default_answer_for(seat).map(|a| g.notation(&a)))
    }

    /// Whether the game has this `/turn` event of its own.
    pub fn has_event(&self, event: TableEvent) -> bool {
        each_state!(&self.state, g => g.table_event(event).is_some())
    }

    /// Whose turn it is (see [`Game::turn_holder`]).
    pub fn turn_holder(&self) -> Option<Seat> {
        each_state!(&self.state, g => g.turn_holder())
    }

    pub fn to_act(&self) -> Vec<Seat> {
        each_state!(&self.state, g => g.to_act())
    }

    pub fn prompt(&self, seat: Seat) -> Msg {
        each_state!(&self.state, g => g.prompt(seat))
    }

    /// What `seat`'s own view says in words (see [`Game::details`]).
    pub fn details(&self, seat: Seat) -> Vec<String> {
        each_state!(&self.state, g => g.details(seat))
    }

    pub fn outcome(&self) -> Option<Outcome> {
        each_state!(&self.state, g => g.outcome())
    }

    pub fn view(&self, viewer: Viewer) -> AnyView {
        self.state.view(viewer)
    }

    /// Every action `actor` may take now, described for buttons, menus and autocomplete.
    pub fn choices(&self, actor: Actor) -> Vec<Choice> {
        each_state!(&self.state, g => g.legal_actions(actor).iter().map(|a| g.describe_for(actor.seat, a)).collect())
    }

    /// Applies an action written in text notation (a `/play` command or a button).
    ///
    /// # Errors
    /// Unreadable notation or an action the rules refuse; the game is unchanged.
    pub fn apply_notation(&mut self, actor: Actor, text: &str) -> Result<Applied, ActionError> {
        self.check_seat(actor)?;
        let applied = each_state!(&mut self.state, g => {
            let action = g.parse_for(actor.seat, text)?;
            apply_typed(g, actor, action, &mut self.rng)
        })?;
        self.count_move(actor.seat);
        Ok(applied)
    }

    /// Applies a table event (`/turn next`, …) as the game's own action, if the game
    /// has that event.
    ///
    /// # Errors
    /// The game has no such event (the reason names the command and the game), or its
    /// rules refuse the action now; the game is unchanged.
    pub fn apply_event(&mut self, actor: Actor, event: TableEvent) -> Result<Applied, ActionError> {
        self.check_seat(actor)?;
        let kind = self.kind();
        let applied = each_state!(&mut self.state, g => {
            let Some(action) = g.table_event(event) else {
                return Err(ActionError::Illegal(format!(
                    "There's no `{}` in {}.",
                    event.command(),
                    kind.name()
                ).into()));
            };
            apply_typed(g, actor, action, &mut self.rng)
        })?;
        self.count_move(actor.seat);
        Ok(applied)
    }

    fn count_move(&mut self, seat: Seat) {
        self.moves += 1;
        if self.seat_moves.len() < self.players() {
            self.seat_moves.resize(self.players(), 0);
        }
        self.seat_moves[seat.index()] += 1;
    }

    /// Applies an action as stored in the log.
    fn apply_stored(
        &mut self,
        actor: Actor,
        action: &serde_json::Value,
    ) -> Result<Applied, StoredError> {
        self.check_seat(actor).map_err(StoredError::Refused)?;
        let applied = each_state!(&mut self.state, g => {
            let action = deserialize_action(g, action).map_err(StoredError::Unreadable)?;
            apply_typed(g, actor, action, &mut self.rng).map_err(StoredError::Refused)
        })?;
        self.count_move(actor.seat);
        Ok(applied)
    }

    fn check_seat(&self, actor: Actor) -> Result<(), ActionError> {
        if actor.seat.index() < self.players() {
            Ok(())
        } else {
            Err(ActionError::Illegal(
                "You don't have a seat in this game.".into(),
            ))
        }
    }
}

enum StoredError {
    Unreadable(String),
    Refused(ActionError),
}

fn wrap<G: IntoState>(game: G) -> AnyState {
    game.into_state()
}

trait IntoState {
    fn into_state(self) -> AnyState;
}

fn deserialize_action<G: Game>(_game: &G, value: &serde_json::Value) -> Result<G::Action, String> {
    serde_json::from_value(value.clone()).map_err(|e| e.to_string())
}

fn apply_typed<G: Game>(
    game: &mut G,
    actor: Actor,
    action: G::Action,
    rng: &mut GameRng,
) -> Result<Applied, ActionError> {
    // Work on copies so a refused action leaves game and generator exactly as they were,
    // whatever the game's own `apply` did before refusing.
    let notation = game.notation(&action);
    let undoable = game.undoable(&action);
    let mut next = game.clone();
    let mut next_rng = rng.clone();
    let events = next.apply(actor, &action, &mut next_rng)?;
    // Whatever the game says, nothing that drew on the generator or ended the player's
    // part is taken back.
    let undoable = undoable
        && next_rng == *rng
        && next.outcome().is_none()
        && next.to_act().contains(&actor.seat);
    *game = next;
    *rng = next_rng;
    Ok(Applied {
        action: serde_json::to_value(&action).expect("actions serialise"),
        notation,
        events,
        undoable,
    })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// Co-operative games take `plan=alone|together`; the others refuse it.
    #[test]
    fn co_operative_games_plan_together() {
        for &kind in GameKind::ALL {
            assert_eq!(
                kind.plans_together("plan=together"),
                kind.cooperative(),
                "{kind:?}"
            );
            assert!(!kind.plans_together(""), "{kind:?}");
            assert_eq!(
                kind.check_options("plan=alone").is_ok(),
                kind.cooperative(),
                "{kind:?}"
            );
            assert!(kind.check_options("plan=maybe").is_err(), "{kind:?}");
        }
    }

    /// Games with computer players take `stand-in-after` (default 2, `0` never, and
    /// `absent=computer` the first miss); the others refuse it.
    #[test]
    fn computer_games_stand_in_after_missed_deadlines() {
        for &kind in GameKind::ALL {
            let offered = kind
                .option_specs()
                .iter()
                .any(|s| s.key == "stand-in-after");
            assert_eq!(offered, kind.computer_players(), "{kind:?}");
            if kind.computer_players() {
                assert_eq!(kind.stand_in_after(""), Some(2), "{kind:?}");
                assert_eq!(kind.stand_in_after("stand-in-after=0"), None, "{kind:?}");
                assert_eq!(kind.stand_in_after("stand-in-after=3"), Some(3), "{kind:?}");
                assert!(kind.check_options("stand-in-after=11").is_err(), "{kind:?}");
                if kind.option_specs().iter().any(|s| s.key == "absent") {
                    assert_eq!(kind.stand_in_after("absent=computer"), Some(1), "{kind:?}");
                }
            } else {
                assert_eq!(kind.stand_in_after(""), None, "{kind:?}");
                assert!(kind.check_options("stand-in-after=1").is_err(), "{kind:?}");
            }
        }
    }

    /// Every game takes the bot's table options, once each, after its own; no game
    /// declares a key twice or one of the bot's.
    #[test]
    fn every_game_takes_the_table_options_once() {
        for &kind in GameKind::ALL {
            let specs = kind.option_specs();
            let keys: Vec<&str> = specs.iter().map(|s| s.key).collect();
            let mut unique = keys.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), keys.len(), "{kind:?} repeats a key: {keys:?}");
            assert!(specs.ends_with(crate::options::TABLE_OPTIONS), "{kind:?}");
            let parsed = Options::parse("remind-hours=3 away-days=2 quiet-deadlines=pause", specs);
            assert!(parsed.is_ok(), "{kind:?}: {parsed:?}");
            assert!(kind
                .check_options("remind-hours=3 quiet-deadlines=pause")
                .is_ok());
            assert_eq!(kind.remind_hours("remind-hours=3"), 3, "{kind:?}");
        }
    }

    /// A campaign mode names options its game has, and legs a menu can offer.
    #[test]
    fn campaign_modes_fit_their_games() {
        let with_campaigns: Vec<GameKind> = GameKind::ALL
            .iter()
            .copied()
            .filter(|k| k.campaign_mode().is_some())
            .collect();
        assert!(!with_campaigns.is_empty());
        for kind in with_campaigns {
            let mode = kind.campaign_mode().unwrap();
            let has = |key: &str| kind.option_specs().iter().any(|s| s.key == key);
            assert!(has(crate::campaign::OPTION), "{kind:?}");
            assert!(has(crate::options::CARRY.key), "{kind:?}");
            assert!(has(mode.leg_option), "{kind:?}");
            for key in mode.kept_options {
                assert!(has(key), "{kind:?} keeps `{key}`, which it does not have");
            }
            assert!(
                (1..=25).contains(&mode.legs.len()),
                "{kind:?}: a menu holds 25"
            );
            for leg in &mode.legs {
                let options = format!("{}={}", mode.leg_option, leg.key);
                assert!(kind.check_options(&options).is_ok(), "{kind:?}: {options}");
            }
        }
    }

    #[test]
    fn the_corpus_of_damaged_snapshots_is_refused_without_panic() {
        for text in crate::corpus(include_str!("../corpus/snapshots.txt")) {
            assert!(Match::from_snapshot(&text).is_err(), "{text:?} was read");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        // A stored snapshot may be damaged (a disk, a hand edit): reading one never
        // panics, and a snapshot that does read answers every question a board asks.
        #[test]
        fn damaged_snapshots_read_or_refuse_without_panic(
            kind in 0..GameKind::ALL.len(),
            seed in any::<u64>(),
            cut in any::<prop::sample::Index>(),
            flip in any::<prop::sample::Index>(),
            byte in any::<u8>(),
        ) {
            let kind = GameKind::ALL[kind];
            let (min, _) = kind.check_options("").unwrap();
            let good = Match::new(kind, "", min.max(2).min(kind.check_options("").unwrap().1), seed)
                .unwrap()
                .snapshot();
            let mut bytes = good.into_bytes();
            let at = flip.index(bytes.len());
            bytes[at] = byte;
            bytes.truncate(cut.index(bytes.len() + 1).max(at / 2));
            let text = String::from_utf8_lossy(&bytes);
            if let Ok(game) = Match::from_snapshot(&text) {
                let _ = (game.to_act(), game.outcome(), game.view(Viewer::Public));
                for seat in 0..game.players() {
                    let _ = game.choices(Actor::player(Seat(seat as u8)));
                }
            }
        }
    }

    /// `/turn` commands are table events: a game that lacks one says so by name and
    /// changes nothing; a game never receives one as some move that shares its word.
    #[test]
    fn turn_commands_reach_only_games_that_have_them() {
        let events = [
            TableEvent::EndTurn,
            TableEvent::Back,
            TableEvent::Skip,
            TableEvent::Remove(Seat(1)),
            TableEvent::Move {
                seat: Seat(1),
                position: 1,
            },
        ];
        // (game, players, the events it has)
        let cases: [(GameKind, usize, &[TableEvent]); 4] = [
            (GameKind::Table, 3, &events),
            (
                GameKind::Zefiria,
                2,
                &[TableEvent::EndTurn, TableEvent::Skip],
            ),
            (GameKind::AetherCaptains, 2, &[]),
            (GameKind::ZeppelinAttack, 2, &[TableEvent::EndTurn]),
        ];
        for (kind, players, has) in cases {
            let game = Match::new(kind, "", players, 3).unwrap();
            let host = Actor {
                seat: game.to_act().first().copied().unwrap_or(Seat(0)),
                host: true,
            };
            for event in events {
                let mut trial = game.clone();
                let result = trial.apply_event(host, event);
                let missing = format!("There's no `{}` in {}.", event.command(), kind.name());
                if has.contains(&event) {
                    if let Err(e) = &result {
                        assert_ne!(e.to_string(), missing, "{kind:?} {event:?}");
                    }
                } else {
                    match result.map(|_| ()) {
                        Err(ActionError::Illegal(reason)) => {
                            assert_eq!(reason.english(), missing, "{kind:?} {event:?}");
                        }
                        other => panic!("{kind:?} {event:?}: {other:?}, not {missing:?}"),
                    }
                    assert_eq!(trial, game, "{kind:?} {event:?}: a refusal changes nothing");
                }
            }
        }
        // `/turn next` ends the turn where a game has it.
        for kind in [GameKind::Table, GameKind::ZeppelinAttack] {
            let mut game = Match::new(kind, "", 2, 3).unwrap();
            let first = game.to_act()[0];
            game.apply_event(Actor::player(first), TableEvent::EndTurn)
                .unwrap_or_else(|e| panic!("{kind:?}: {e}"));
            assert_ne!(game.to_act(), vec![first], "{kind:?}");
        }
    }

    /// What `/game rules`, `/game new` and autocomplete show must fit Discord's limits
    /// (embed description 4096, choice names 100) without being cut.
    #[test]
    fn every_game_describes_itself_within_discords_limits() {
        for kind in GameKind::ALL {
            for lang in Lang::ALL {
                let rules = kind.rules(lang);
                assert!(rules.chars().count() < 4000, "{kind:?} rules ({lang})");
                assert!(!rules.trim().is_empty(), "{kind:?} rules ({lang})");
            }
            let choice = format!("{} — {}", kind.name(), kind.tagline());
            assert!(choice.chars().count() <= 100, "{kind:?}: {choice}");
            for lang in Lang::ALL {
                assert!(
                    crate::i18n::has(lang, &format!("tagline-{}", kind.id())),
                    "{kind:?} has no tagline in {lang}"
                );
                let choice = format!("{} — {}", kind.name_in(lang), kind.tagline_in(lang));
                assert!(choice.chars().count() <= 100, "{kind:?}: {choice}");
            }
            assert_eq!(kind.tagline_in(Lang::En), kind.tagline());
            assert_eq!(GameKind::find(kind.id()), Some(*kind));
            assert_eq!(GameKind::find(kind.name()), Some(*kind));
            // The id a game declares is the one storage writes (the registry
            // variant's kebab-case name): the two can never drift apart.
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.id(), "{kind:?}");
            let game = Match::new(
                *kind,
                kind.selfplay_options(),
                kind.check_options("").unwrap().0.max(1),
                1,
            )
            .unwrap();
            assert_eq!(game.kind(), *kind);
            let stored: serde_json::Value = serde_json::from_str(&game.snapshot()).unwrap();
            assert_eq!(stored["kind"], kind.id(), "{kind:?}");
        }
    }
}

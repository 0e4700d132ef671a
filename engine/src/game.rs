//! The shapes every game shares: seats, actors, events, outcomes, errors and the
//! [`Game`] trait itself.

use std::fmt;

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::i18n::{Lang, Msg};
use crate::options::{OptionSpec, Options};
use crate::rng::GameRng;

/// A place at the table, numbered from 0 in seating order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The token that stands for this seat's player in event and prompt texts.
    ///
    /// The engine never knows player names; whoever shows a text replaces
    /// `{seat:N}` with a name or a mention.
    pub fn tag(self) -> String {
        format!("{{seat:{}}}", self.0)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", u16::from(self.0) + 1)
    }
}

/// Who is looking: one seat's player, or anyone else (the public channel).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Viewer {
    Seat(Seat),
    Public,
}

/// Who asks for an action: a seat, and whether its player hosts the session.
///
/// Some games give the host table-keeping powers (passing an absent player's turn);
/// the flag is logged with the action, so replays judge legality the same way.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actor {
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub host: bool,
}

impl Actor {
    pub fn player(seat: Seat) -> Self {
        Actor { seat, host: false }
    }
}

/// Who may read an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    Everyone,
    /// Only this seat's player (a card drawn, a hidden choice).
    Only(Seat),
}

/// Something that happened, told in a sentence (a message the reader's language says,
/// or text not yet translated). Seats appear as [`Seat::tag`] tokens.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub audience: Audience,
    pub text: Msg,
    /// Dice rolled for this event. The table is told `text`, a space and the roll's
    /// breakdown (each die, then `= total`), formatted by whoever tells it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roll: Option<crate::dice::Roll>,
}

impl Event {
    pub fn public(text: impl Into<Msg>) -> Self {
        Event {
            audience: Audience::Everyone,
            text: text.into(),
            roll: None,
        }
    }

    pub fn private(seat: Seat, text: impl Into<Msg>) -> Self {
        Event {
            audience: Audience::Only(seat),
            text: text.into(),
            roll: None,
        }
    }

    pub fn with_roll(mut self, roll: crate::dice::Roll) -> Self {
        self.roll = Some(roll);
        self
    }

    pub fn visible_to(&self, viewer: Viewer) -> bool {
        match (&self.audience, viewer) {
            (Audience::Everyone, _) => true,
            (Audience::Only(seat), Viewer::Seat(v)) => *seat == v,
            (Audience::Only(_), Viewer::Public) => false,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// Seats that won (all of them in a co-operative win; none in a loss or a stop).
    pub winners: Vec<Seat>,
    /// One line for the channel, with seat tags.
    pub summary: Msg,
    /// Final score per seat, in seat order, where the game keeps score.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<i64>,
}

/// A button- or menu-sized description of one legal action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    /// The action in the game's text notation: what `/play` accepts and buttons carry.
    pub notation: String,
    /// Short human label, at most 80 characters in every language; may contain seat
    /// tags.
    pub label: Msg,
    /// Where the bot shows it: as a button, in a select menu with this placeholder, or
    /// only through `/play` (host tools, rarely used moves).
    pub placement: Placement,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Placement {
    Button,
    Menu(Msg),
    TypedOnly,
    /// Shown only to the acting player, in their private view (`/hand`, "My hand"):
    /// its label would reveal hidden information, like the cards in a hand.
    Private,
}

/// Table keeping that is not a move of the game: the `/turn` commands. A game opts in
/// to the ones it has (see [`Game::table_event`]); the others are refused by name, so
/// `/turn skip` never lands on some move of a game that happens to be called "skip".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableEvent {
    /// `/turn next`: end the current turn.
    EndTurn,
    /// `/turn back`: take back the last pass.
    Back,
    /// `/turn skip`: pass the current player's turn, marked as skipped.
    Skip,
    /// `/turn remove`: take a seat out of the turn order.
    Remove(Seat),
    /// `/turn move`: put a seat at a new position (1-based) in the turn order.
    Move { seat: Seat, position: u8 },
}

impl TableEvent {
    /// The command players type for it.
    pub fn command(self) -> &'static str {
        match self {
            TableEvent::EndTurn => "/turn next",
            TableEvent::Back => "/turn back",
            TableEvent::Skip => "/turn skip",
            TableEvent::Remove(_) => "/turn remove",
            TableEvent::Move { .. } => "/turn move",
        }
    }
}

/// What happens if the players the game waits for do not answer in time: after
/// `minutes`, `seat` takes `action` (the game's documented default answer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeout<A> {
    pub seat: Seat,
    pub action: A,
    pub minutes: u32,
}

impl<A> Timeout<A> {
    /// A deadline of `hours` on a seat's default answer (see [`Game::default_answer`]).
    pub fn in_hours((seat, action): (Seat, A), hours: u32) -> Self {
        Timeout {
            seat,
            action,
            minutes: hours * 60,
        }
    }
}

/// Why an action was refused. Every reason is written for the player who tried it and
/// never reveals hidden information.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    #[error("It's not your turn.")]
    NotYourTurn,
    #[error("This game is over.")]
    GameOver,
    #[error("{}", .0.english())]
    Illegal(Msg),
    /// A typed move not understood, with a hint of the expected form.
    #[error("I don't know that move: {}", .0.english())]
    Unknown(Msg),
}

impl ActionError {
    /// The reason as a message, for the player's language.
    pub fn msg(&self) -> Msg {
        match self {
            ActionError::NotYourTurn => crate::msg!("refused-not-your-turn"),
            ActionError::GameOver => crate::msg!("refused-game-over"),
            ActionError::Illegal(reason) => reason.clone(),
            ActionError::Unknown(hint) => crate::msg!("refused-unknown-move", typed = hint.clone()),
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{game} needs {min}–{max} players; you have {got}.")]
    PlayerCount {
        game: &'static str,
        min: usize,
        max: usize,
        got: usize,
    },
    /// A bad option, said for the player (the generic option errors of
    /// [`crate::options`] are messages; a game's own may be English text).
    #[error("{}", .0.english())]
    BadOption(Msg),
}

impl SetupError {
    /// The reason as a message, for the player's language.
    pub fn msg(&self) -> Msg {
        match self {
            SetupError::PlayerCount {
                game,
                min,
                max,
                got,
            } => {
                // The free table has a name of its own in some languages.
                let name = crate::GameKind::ALL
                    .iter()
                    .find(|k| k.name() == *game)
                    .map(|k| format!("name-{}", k.id()))
                    .filter(|id| crate::i18n::has(Lang::En, id))
                    .map_or_else(|| Msg::raw(*game), Msg::new);
                crate::msg!(
                    "setup-player-count",
                    game = name,
                    min = *min,
                    max = *max,
                    got = *got
                )
            }
            SetupError::BadOption(reason) => reason.clone(),
        }
    }
}

/// One game's rules.
///
/// State is a plain value: `apply` either changes it and reports what happened, or
/// leaves it untouched and says why not.
pub trait Game: Sized + Clone + fmt::Debug + Serialize + DeserializeOwned {
    type Config: Clone + fmt::Debug + Serialize + DeserializeOwned;
    type Action: Clone + Eq + fmt::Debug + Serialize + DeserializeOwned;
    /// Compared to tell whether a move changed what a viewer sees.
    type View: Clone + fmt::Debug + PartialEq + Serialize;

    /// The stable id, as typed in `/game new game:<id>` and stored: the kebab-case
    /// name of the game's registry variant (a test checks), never renamed.
    const ID: &'static str;
    /// The display name.
    const NAME: &'static str;
    /// One line for menus (with the name, at most 100 characters).
    const TAGLINE: &'static str;
    /// A rules summary for `/game rules` (Discord markdown, under 4000 characters).
    const RULES: &'static str;
    /// [`Game::RULES`] in other languages (`rules.<lang>.md` beside `rules.md`), where
    /// written; a language not here reads the English.
    const RULES_TRANSLATED: &'static [(Lang, &'static str)] = &[];
    /// Options self-play uses when given none, so that a game ends.
    const SELFPLAY_OPTIONS: &'static str = "";
    /// Options every new session gets where it doesn't set them (`key=value …`). A
    /// session's stored options are what its log replays with, so a default that
    /// changes (a reworked card set, a house rule turned off) is written here instead:
    /// new sessions get it, and sessions started before keep the old default, read
    /// from an options string without the key.
    const NEW_SESSION_OPTIONS: &'static str = "";

    /// Options `/game new` accepts, for help and autocomplete.
    fn option_specs() -> &'static [OptionSpec];

    /// Reads options into a config, with every value checked.
    ///
    /// # Errors
    /// `SetupError::BadOption` naming the option and what it accepts.
    fn configure(options: &Options) -> Result<Self::Config, SetupError>;

    /// How many players this config supports.
    fn player_range(config: &Self::Config) -> (usize, usize);

    /// Deals a new game for `players` seats.
    ///
    /// # Errors
    /// When the player count or the config does not make a game.
    fn new(config: &Self::Config, players: usize, rng: &mut GameRng) -> Result<Self, SetupError>;

    /// The seats whose decision the game is waiting for (several during simultaneous
    /// or out-of-turn decisions; empty once the game is over).
    fn to_act(&self) -> Vec<Seat>;

    /// A short line telling `seat` what is asked of them now (with seat tags), in
    /// whichever language it is read.
    fn prompt(&self, seat: Seat) -> Msg;

    /// What `seat`'s own view says in words and its picture leaves out (the picture
    /// shows the state at a glance; on a phone, sentences belong in text): the rules
    /// text of the cards they hold and have in play, one line each, markdown with seat
    /// tags. Shown only to `seat`, below [`Game::prompt`]. None by default.
    fn details(&self, _seat: Seat) -> Vec<String> {
        Vec::new()
    }

    /// Every action `actor` may take now.
    fn legal_actions(&self, actor: Actor) -> Vec<Self::Action>;

    /// Applies an action.
    ///
    /// Only [`crate::Match`] is atomic: it applies every action to copies of the game
    /// and its generator and keeps them only on success. A game's own `apply` may
    /// leave its state half-changed when it refuses, so nothing but `Match` calls it
    /// on a state that matters.
    ///
    /// # Errors
    /// The action is not allowed now (through `Match`, the game is then unchanged).
    fn apply(
        &mut self,
        actor: Actor,
        action: &Self::Action,
        rng: &mut GameRng,
    ) -> Result<Vec<Event>, ActionError>;

    /// What `viewer` may see.
    fn view(&self, viewer: Viewer) -> Self::View;

    /// `Some` once the game has ended.
    fn outcome(&self) -> Option<Outcome>;

    /// The action in text notation.
    fn notation(&self, action: &Self::Action) -> String;

    /// Reads text notation (case and spacing forgiving).
    ///
    /// # Errors
    /// `ActionError::Unknown` with a hint of the expected form.
    fn parse(&self, text: &str) -> Result<Self::Action, ActionError>;

    /// Reads text notation typed by `seat`, which may name things only that seat
    /// sees (a card in their hand by its name). By default, [`Game::parse`].
    ///
    /// # Errors
    /// As [`Game::parse`].
    fn parse_for(&self, seat: Seat, text: &str) -> Result<Self::Action, ActionError> {
        let _ = seat;
        self.parse(text)
    }

    /// Label and placement for a legal action.
    fn describe(&self, action: &Self::Action) -> Choice;

    /// Label and placement for a legal action of `seat`: games whose labels depend on
    /// whose decision it is (independent seats, each with their own prices) override
    /// this; the others need only [`Game::describe`].
    fn describe_for(&self, _seat: Seat, action: &Self::Action) -> Choice {
        self.describe(action)
    }

    /// The game's campaign mode, if it has one (`campaign=on`): `None` by default.
    fn campaign_mode() -> Option<crate::campaign::Mode> {
        None
    }

    /// How this game ended as a leg of a campaign, once it is over; `None` for a game
    /// not over, not played as a leg, or without a campaign mode (the default).
    fn campaign_leg(&self) -> Option<Box<dyn crate::campaign::Leg>> {
        None
    }

    /// Whether players have something private to look at (`/hand`).
    fn has_private_view() -> bool {
        false
    }

    /// The label of the button that opens a player's private view.
    fn private_view_label() -> Msg {
        crate::msg!("view-my-hand")
    }

    /// Whether each seat plays on its own (side-by-side solo voyages): then one seat's
    /// move never makes another seat's buttons out of date.
    fn independent_seats() -> bool {
        false
    }

    /// Whether a seat's buttons go out of date only with that seat's own moves: true
    /// where seats play on their own, and in games where everyone decides at once and
    /// another's move never changes the meaning of a seat's choices (the rules still
    /// check every click). By default, [`Game::independent_seats`].
    fn seat_bound_buttons() -> bool {
        Self::independent_seats()
    }

    /// The game's own action for a table event, if the game has that event; `None`
    /// (the default) makes the bot answer that the game has no such command. Legality
    /// is still the game's: the action goes through [`Game::apply`] like any other.
    fn table_event(&self, _event: TableEvent) -> Option<Self::Action> {
        None
    }

    /// Whose turn it is, when that can differ from who must decide right now: an
    /// attacked player answering during the attacker's turn decides, but the turn is
    /// still the attacker's. The bot uses it to tell a turn that passes (a new board
    /// that pings) from a turn that resumes after someone else's answer (the live
    /// board is edited). `None` when the game has no single turn holder (independent
    /// seats, or a game that is over); by default, the one seat the game waits for.
    fn turn_holder(&self) -> Option<Seat> {
        match self.to_act().as_slice() {
            [only] => Some(*only),
            _ => None,
        }
    }

    /// What `viewer` must not learn now: cards in other players' hands and decks, say.
    /// The conformance suite checks that no view, prompt, choice or event text
    /// `viewer` reads holds one. Nothing by default: a game with no hidden information.
    fn secrets(&self, _viewer: Viewer) -> Secrets {
        Secrets::default()
    }

    /// Seats that no longer play (the host removed them), in removal order. They stay
    /// in the log; lists and rematches leave them out.
    fn removed(&self) -> Vec<Seat> {
        Vec::new()
    }

    /// A deadline on the current decision, if the game has one (an attacked player's
    /// reply, say). The bot applies the action when the time runs out.
    fn timeout(&self) -> Option<Timeout<Self::Action>> {
        None
    }

    /// Every deadline running now: the one of [`Game::timeout`], or in games whose
    /// seats play on their own ([`Game::independent_seats`]) one per seat, each
    /// counted from when that seat began to wait.
    fn timeouts(&self) -> Vec<Timeout<Self::Action>> {
        self.timeout().into_iter().collect()
    }

    /// The game's documented default answer to the decision it waits for, deadline or
    /// not: what a deadline plays, and what the host's `/turn skip` plays for an absent
    /// player in games without a skip of their own. `None`: no such decision now.
    fn default_answer(&self) -> Option<(Seat, Self::Action)> {
        self.timeout().map(|t| (t.seat, t.action))
    }

    /// The default answer for `seat` in particular (where several seats decide at once,
    /// each on their own); by default, [`Game::default_answer`] if it is theirs.
    fn default_answer_for(&self, seat: Seat) -> Option<Self::Action> {
        self.default_answer()
            .filter(|(s, _)| *s == seat)
            .map(|(_, a)| a)
    }

    /// Whether the players win or lose together (a table vote then needs a majority,
    /// not everyone).
    const COOPERATIVE: bool = false;

    /// Whether an [`Outcome`] names winners. The free table's ends with a summary and no
    /// winner (the host ends it), so `/stats` counts its games and shows no wins or
    /// win rate for it ("0 wins (0 %)" said nothing true).
    const HAS_WINNERS: bool = true;

    /// Whether [`Game::suggest`] may play a seat at a real table: it reads only what
    /// that seat may see (its own hand, the public board), and plays well enough to be
    /// company. The bot then offers computer players (`/game join computer:true`).
    const COMPUTER_PLAYERS: bool = false;

    /// Whether [`Game::suggest`] plays the game as a careful player would (self-play's
    /// `--policy sensible` refuses games without one rather than play them at random).
    const HAS_POLICY: bool = false;

    /// A sensible move for `seat`, if the game has a policy: used by self-play to
    /// measure balance as a careful player would play. `None` means "no opinion"
    /// (self-play then picks a random legal move).
    fn suggest(&self, _seat: Seat) -> Option<Self::Action> {
        None
    }

    /// Whether its player may take `action` back after applying it to this state: it
    /// draws on no chance (no die, shuffle, or card from a face-down deck) and shows
    /// nobody anything new. Opt-in, `false` by default. [`crate::Match`] also requires
    /// that the generator did not move and that the player still acts afterwards.
    fn undoable(&self, _action: &Self::Action) -> bool {
        false
    }

    /// How a finished game ended, as a short fixed label for self-play figures
    /// ("transport home", "dusk"); `None` for a game that is not over or does not
    /// tell its endings apart.
    fn ending(&self) -> Option<&'static str> {
        None
    }

    /// How long the game has run, in the game's own unit: `(66, "actions")`. `None`
    /// for a game without one (self-play then counts turns).
    fn length(&self) -> Option<(u32, &'static str)> {
        None
    }

    /// The seat that acted first: seat 1 unless the game draws it (for the
    /// first-player win rate in self-play figures).
    fn first_player(&self) -> Seat {
        Seat(0)
    }

    /// Every designed component of the game (cards, ships, tiles…) with its count,
    /// for `/game cards`: built from the same data the rules read. None by default
    /// (the free table brings no components of its own).
    fn catalogue() -> Vec<crate::catalogue::Component> {
        Vec::new()
    }

    /// [`Game::catalogue`] with its names and texts in `lang`, for games whose
    /// components are translated; by default the English catalogue. Ids are the same in
    /// every language.
    fn catalogue_in(lang: Lang) -> Vec<crate::catalogue::Component> {
        let _ = lang;
        Self::catalogue()
    }
}

/// What a viewer must not learn, as the game knows it (see [`Game::secrets`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Secrets {
    /// Components hidden from the viewer, by the `id` views give them (a view shows a
    /// component as an object with an `id` and a `name`). A component the last move
    /// showed in passing is not among them.
    pub ids: Vec<u64>,
    /// Names the viewer must not read anywhere: those of hidden components, leaving
    /// out any name the viewer knows otherwise (a copy of their own).
    pub names: Vec<String>,
}

/// Replaces every [`Seat::tag`] in `text` with `name(seat)`; other text is kept as is.
pub fn fill_seat_tags(text: &str, mut name: impl FnMut(Seat) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    for piece in seat_tag_pieces(text) {
        match piece {
            TagPiece::Text(text) => out.push_str(text),
            TagPiece::Seat(seat) => out.push_str(&name(seat)),
        }
    }
    out
}

/// A stretch of text, or a [`Seat::tag`] found in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagPiece<'a> {
    Text(&'a str),
    Seat(Seat),
}

/// Splits `text` at its [`Seat::tag`]s, for callers that fill them with something other
/// than a string (a typed mention). Malformed tags stay text.
pub fn seat_tag_pieces(text: &str) -> Vec<TagPiece<'_>> {
    let mut pieces = Vec::new();
    let mut rest = text;
    let mut plain_from = 0;
    let mut offset = 0;
    while let Some(found) = rest.find("{seat:") {
        let start = offset + found;
        let after = &text[start + 6..];
        let tag = after
            .find('}')
            .and_then(|end| after[..end].parse::<u8>().ok().map(|n| (Seat(n), end)));
        match tag {
            Some((seat, end)) => {
                if plain_from < start {
                    pieces.push(TagPiece::Text(&text[plain_from..start]));
                }
                pieces.push(TagPiece::Seat(seat));
                offset = start + 6 + end + 1;
                plain_from = offset;
            }
            None => offset = start + 6,
        }
        rest = &text[offset..];
    }
    if plain_from < text.len() {
        pieces.push(TagPiece::Text(&text[plain_from..]));
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_tags_are_filled_and_junk_is_kept() {
        let text = format!(
            "{} passes to {}. {{seat:x}} {{seat:",
            Seat(0).tag(),
            Seat(2).tag()
        );
        let filled = fill_seat_tags(&text, |s| format!("P{}", s.0));
        assert_eq!(filled, "P0 passes to P2. {seat:x} {seat:");
        assert_eq!(
            seat_tag_pieces(&text),
            vec![
                TagPiece::Seat(Seat(0)),
                TagPiece::Text(" passes to "),
                TagPiece::Seat(Seat(2)),
                TagPiece::Text(". {seat:x} {seat:"),
            ]
        );
        assert_eq!(seat_tag_pieces(""), vec![]);
    }

    /// A setup refusal is a message: English as `Display` says it, Polish for a Polish
    /// player (the free table by its Polish name).
    #[test]
    fn setup_refusals_are_said_in_the_players_language() {
        use crate::i18n::say;
        let bitwa = SetupError::PlayerCount {
            game: "Bitwa na Morzu Wiatrów",
            min: 2,
            max: 2,
            got: 3,
        };
        assert_eq!(
            bitwa.to_string(),
            "Bitwa na Morzu Wiatrów needs 2–2 players; you have 3."
        );
        assert_eq!(bitwa.msg().english(), bitwa.to_string());
        assert_eq!(
            say(Lang::Pl, &bitwa.msg()),
            "Bitwa na Morzu Wiatrów wymaga od 2 do 2 graczy; przy stole są 3 gracze."
        );
        let table = SetupError::PlayerCount {
            game: "Free table",
            min: 1,
            max: 12,
            got: 13,
        };
        assert!(say(Lang::Pl, &table.msg()).starts_with("Wolny stół wymaga"));
        assert_eq!(table.msg().english(), table.to_string());

        let none = crate::options::Options::parse("rounds", &[]).unwrap_err();
        assert_eq!(
            none.to_string(),
            "Options are written `key=value`; I couldn't read `rounds`. This game takes no options."
        );
        assert_eq!(
            say(Lang::Pl, &none.msg()),
            "Opcje zapisuje się jako `klucz=wartość`; nie umiem odczytać `rounds`. Ta gra nie ma żadnych opcji."
        );
        let specs = crate::GameKind::Zefiria.option_specs();
        let options = crate::options::Options::parse("storm=maybe", specs).unwrap();
        let flag = options.flag("storm", false).unwrap_err();
        assert_eq!(flag.to_string(), "`storm` is on or off, not `maybe`.");
        assert_eq!(
            say(Lang::Fr, &flag.msg()),
            "`storm` vaut on ou off, pas `maybe`."
        );
        // A game's own refusal not yet translated reads the same everywhere.
        let own = SetupError::BadOption("`daily` is `on` or left out.".into());
        assert_eq!(say(Lang::Pl, &own.msg()), own.to_string());
    }

    /// A typed move not understood carries its hint as a message: Bitwa's in Polish,
    /// Zefiria's in French, English as `Display` always said it.
    #[test]
    fn typed_move_hints_are_said_in_the_players_language() {
        use crate::i18n::say;
        let bitwa = crate::Match::new(crate::GameKind::Bitwa, "", 2, 1).unwrap();
        let seat = bitwa.to_act()[0];
        let e = bitwa
            .clone()
            .apply_notation(Actor::player(seat), "Q99 m1")
            .unwrap_err();
        assert!(matches!(e, ActionError::Unknown(_)), "{e:?}");
        assert_eq!(
            e.to_string(),
            "I don't know that move: I couldn't read `q99 m1`: an order starts with the ship's field, as in `F7 r1 m2`. `/game rules` lists every order."
        );
        assert_eq!(e.msg().english(), e.to_string());
        assert_eq!(
            say(Lang::Pl, &e.msg()),
            "Nie znam takiego ruchu: Nie umiem odczytać `q99 m1`: rozkaz zaczyna się od pola okrętu, jak w `F7 r1 m2`. `/gra zasady` wymienia wszystkie rozkazy."
        );
        let zefiria = crate::Match::new(crate::GameKind::Zefiria, "", 1, 1).unwrap();
        let seat = zefiria.to_act()[0];
        let e = zefiria
            .clone()
            .apply_notation(Actor::player(seat), "fly nowhere")
            .unwrap_err();
        assert!(e.to_string().contains("`nowhere` is not a place"), "{e}");
        let french = say(Lang::Fr, &e.msg());
        assert!(
            french.starts_with("Je ne connais pas ce coup\u{a0}: `nowhere` n’est pas une place"),
            "{french}"
        );
        let table = crate::Match::new(crate::GameKind::Table, "", 2, 1).unwrap();
        let e = table
            .clone()
            .apply_notation(Actor::player(Seat(0)), "fly away")
            .unwrap_err();
        assert!(say(Lang::Pl, &e.msg())
            .starts_with("Nie znam takiego ruchu: stół rozumie tylko end, roll [kości]"));
        assert!(e
            .to_string()
            .starts_with("I don't know that move: the table understands end"));
    }
}

//! The card sets, read from `cards.json` (set 1) and `cards-2.json` (set 2), and the
//! effect language the engine interprets.
//!
//! Every physical card is an instance with a stable [`CardId`] (its place in the
//! catalog), so a card keeps its identity through decks, hands and piles. Each set's
//! 112 cards have ids of their own (set 1: 0–111, set 2: 112–223), so a stored card id
//! always means the card it meant when the game began, whichever set is newest now.
//! Card texts are generated from the effects ([`Effect::text`]): what a card says is
//! what it does.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// One physical card: an index into [`catalog`]'s instances (set 1: 0..112, set 2:
/// 112..224).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub u8);

impl CardId {
    /// What this card is.
    pub fn def(self) -> &'static CardDef {
        catalog().def(self)
    }
}

/// Which printing of the 112 cards a game is played with. A game keeps the set it was
/// dealt from for good: a released set's data never changes, since stored games replay
/// from it. Stored as its number; a stored config without one is set 1.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum CardSet {
    /// The first printing (`cards.json`): every game begun before set 2 existed.
    #[default]
    First,
    /// Reworked start decks and Mercenary texts (`cards-2.json`): see the README.
    Second,
}

impl CardSet {
    pub const ALL: [CardSet; 2] = [CardSet::First, CardSet::Second];
    /// What a game gets when its options name no set.
    pub const UNNAMED: CardSet = CardSet::First;
    /// The newest set: what the catalogue shows and self-play measures.
    pub const NEWEST: CardSet = CardSet::Second;

    pub fn number(self) -> u8 {
        match self {
            CardSet::First => 1,
            CardSet::Second => 2,
        }
    }

    pub(crate) fn from_number(n: u8) -> Option<CardSet> {
        CardSet::ALL.into_iter().find(|s| s.number() == n)
    }

    /// For `skip_serializing_if`: a set-1 snapshot stays as it was before sets existed.
    pub(crate) fn is_first(&self) -> bool {
        *self == CardSet::First
    }

    /// The set's card data as released (for the test that pins it).
    #[cfg(test)]
    pub(crate) fn data_for_tests(self) -> &'static str {
        self.data()
    }

    fn data(self) -> &'static str {
        match self {
            CardSet::First => include_str!("cards.json"),
            CardSet::Second => include_str!("cards-2.json"),
        }
    }
}

impl From<CardSet> for u8 {
    fn from(set: CardSet) -> u8 {
        set.number()
    }
}

impl TryFrom<u8> for CardSet {
    type Error = String;

    fn try_from(n: u8) -> Result<CardSet, String> {
        CardSet::from_number(n).ok_or_else(|| format!("no card set {n}"))
    }
}

/// Which box a card comes from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Deck {
    DerBlitzmann,
    GorillaKhan,
    JacquelineFrost,
    WalkingMind,
    Mercenary,
    Fate,
}

/// The four evil masterminds, one per Start deck.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub(crate) enum Mastermind {
    DerBlitzmann,
    GorillaKhan,
    JacquelineFrost,
    WalkingMind,
}

impl Mastermind {
    pub(crate) const ALL: [Mastermind; 4] = [
        Mastermind::DerBlitzmann,
        Mastermind::GorillaKhan,
        Mastermind::JacquelineFrost,
        Mastermind::WalkingMind,
    ];

    pub(crate) fn name(self) -> &'static str {
        match self {
            Mastermind::DerBlitzmann => "Der Blitzmann",
            Mastermind::GorillaKhan => "Gorilla Khan",
            Mastermind::JacquelineFrost => "Jacqueline Frost",
            Mastermind::WalkingMind => "Walking Mind",
        }
    }

    pub(crate) fn deck(self) -> Deck {
        match self {
            Mastermind::DerBlitzmann => Deck::DerBlitzmann,
            Mastermind::GorillaKhan => Deck::GorillaKhan,
            Mastermind::JacquelineFrost => Deck::JacquelineFrost,
            Mastermind::WalkingMind => Deck::WalkingMind,
        }
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Flagship,
    Experimental,
    AttackZeppelin,
    OperationsZeppelin,
    Attack,
    Defense,
    Operative,
    Fate,
}

impl Kind {
    /// Zeppelins launch into an armada (the flagship starts there).
    pub fn is_zeppelin(self) -> bool {
        matches!(
            self,
            Kind::Experimental | Kind::AttackZeppelin | Kind::OperationsZeppelin
        )
    }

    /// Action cards are played onto zeppelins and may be purged.
    pub(crate) fn is_action(self) -> bool {
        matches!(self, Kind::Attack | Kind::Defense | Kind::Operative)
    }

    pub(crate) fn label(self) -> &'static str {
        match self {
            Kind::Flagship => "Flagship",
            Kind::Experimental => "Experimental Zeppelin",
            Kind::AttackZeppelin => "Attack Zeppelin",
            Kind::OperationsZeppelin => "Operations Zeppelin",
            Kind::Attack => "Attack",
            Kind::Defense => "Defense",
            Kind::Operative => "Operative",
            Kind::Fate => "Fate",
        }
    }

    /// Which capacity an action card of this kind uses (attack, defense, operative).
    pub(crate) fn slot(self) -> Option<usize> {
        match self {
            Kind::Attack => Some(0),
            Kind::Defense => Some(1),
            Kind::Operative => Some(2),
            _ => None,
        }
    }
}

/// The four attack (and defense) types.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackType {
    Cold,
    Psionic,
    Electric,
    Explosive,
}

impl AttackType {
    pub const ALL: [AttackType; 4] = [
        AttackType::Cold,
        AttackType::Psionic,
        AttackType::Electric,
        AttackType::Explosive,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AttackType::Cold => "Cold",
            AttackType::Psionic => "Psionic",
            AttackType::Electric => "Electric",
            AttackType::Explosive => "Explosive",
        }
    }

    /// The word used in text notation.
    pub(crate) fn word(self) -> &'static str {
        match self {
            AttackType::Cold => "cold",
            AttackType::Psionic => "psionic",
            AttackType::Electric => "electric",
            AttackType::Explosive => "explosive",
        }
    }

    /// "a" or "an", for sentences like "an Electric attack".
    pub(crate) fn article(self) -> &'static str {
        match self {
            AttackType::Electric | AttackType::Explosive => "an",
            AttackType::Cold | AttackType::Psionic => "a",
        }
    }

    /// The letter printed on pictures beside the type's colour (never colour alone).
    pub fn letter(self) -> char {
        match self {
            AttackType::Cold => 'C',
            AttackType::Psionic => 'P',
            AttackType::Electric => 'E',
            AttackType::Explosive => 'X',
        }
    }

    /// Reads `cold`, `c`, `Psionic`, …
    pub(crate) fn from_word(word: &str) -> Option<AttackType> {
        let w = word.to_ascii_lowercase();
        AttackType::ALL.into_iter().find(|t| {
            t.word() == w || (w.len() == 1 && t.letter().to_ascii_lowercase().to_string() == w)
        })
    }
}

impl fmt::Display for AttackType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which Fate card an Operative keeps out of those it reveals.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Keep {
    Highest,
    Lowest,
}

/// Where a kept Fate card goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Dest {
    Hand,
    /// On top of the draw deck.
    Deck,
    Discard,
}

/// One thing a card does. "You" is whoever enacts it; the "foe" is the other player
/// in the attack (the target for Attack effects, the attacker for Defense effects).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Effect {
    /// Draw cards from your deck.
    Draw(u8),
    /// Discard cards of your choice from your hand.
    Discard(u8),
    /// Every player draws, you first, then in turn order.
    EachDraw(u8),
    /// Reveal Fate cards, keep the highest or lowest, discard the rest.
    Fate { reveal: u8, keep: Keep, to: Dest },
    /// Fate points towards your purchases this turn (a discount).
    Credit(u8),
    /// Take Battle points (a Mercenary card under your Flagship each).
    BattlePoint(u8),
    /// You may purge an Action card from your hand or discard pile.
    Purge,
    /// The foe discards cards from their hand at random.
    FoeDiscards(u8),
    /// The foe discards Fate cards from their hand (their lowest).
    FoeDiscardsFate(u8),
    /// Take a random Fate card from the foe's hand into yours.
    StealFate,
}

/// Where an effect is printed: it decides who "the foe" is in its text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    Attack,
    Defense,
    General,
    Fate,
}

impl Section {
    /// The short heading printed before the section's effects.
    pub fn heading(self) -> &'static str {
        match self {
            Section::Attack => "Hit",
            Section::Defense => "Block",
            Section::General => "Always",
            Section::Fate => "Fate",
        }
    }
}

fn cards(n: u8) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

fn fate_points(n: u8) -> String {
    if n == 1 {
        "+1 Fate point".into()
    } else {
        format!("+{n} Fate points")
    }
}

impl Effect {
    /// The effect in card text, on a card of `kind` (a Defense card's Always effect
    /// also happens when it blocks, on another player's turn).
    pub(crate) fn text_on(&self, section: Section, kind: Kind) -> String {
        match self {
            // A discount gained while blocking is kept for the blocker's next turn (the
            // rules: only the active player buys), so the card says so.
            Effect::Credit(n) if kind == Kind::Defense && section == Section::General => {
                format!(
                    "{} for your purchases this turn (when it blocks: on your next turn).",
                    fate_points(*n)
                )
            }
            _ => self.text(section),
        }
    }

    /// The effect in card text.
    pub(crate) fn text(&self, section: Section) -> String {
        let foe = match section {
            Section::Attack => "The target",
            Section::Defense => "The attacker",
            _ => "Your foe",
        };
        match self {
            Effect::Draw(n) => format!("Draw {}.", cards(*n)),
            Effect::Discard(n) => format!("Discard {} from your hand.", cards(*n)),
            Effect::EachDraw(n) => format!("Every player draws {}.", cards(*n)),
            Effect::Fate { reveal, keep, to } => {
                let keep = match keep {
                    Keep::Highest => "highest",
                    Keep::Lowest => "lowest",
                };
                let to = match to {
                    Dest::Hand => "into your hand",
                    Dest::Deck => "on top of your deck",
                    Dest::Discard => "into your discard pile",
                };
                if *reveal == 1 {
                    format!("Reveal 1 Fate card and put it {to}.")
                } else {
                    format!("Reveal {reveal} Fate cards; put the {keep} {to}.")
                }
            }
            Effect::Credit(n) => format!("{} for your purchases this turn.", fate_points(*n)),
            Effect::BattlePoint(1) => "Take 1 Battle point.".into(),
            Effect::BattlePoint(n) => format!("Take {n} Battle points."),
            Effect::Purge => "You may purge an Action card from your hand or discard pile.".into(),
            Effect::FoeDiscards(n) => format!("{foe} discards {} at random.", cards(*n)),
            Effect::FoeDiscardsFate(1) => format!("{foe} discards a Fate card."),
            Effect::FoeDiscardsFate(n) => format!("{foe} discards {n} Fate cards."),
            Effect::StealFate => format!(
                "Take a random Fate card from {}'s hand.",
                foe.to_lowercase()
            ),
        }
    }
}

/// A Flagship's special ability.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum Power {
    /// When an attack of this type from your armada succeeds, draw 1 card.
    DrawOnSuccess(AttackType),
    /// When you block an attack, draw 1 card.
    DrawOnBlock,
    /// Operative cards played on this Flagship reveal 1 extra Fate card.
    ExtraFate,
}

impl Power {
    pub(crate) fn text(&self) -> String {
        match self {
            Power::DrawOnSuccess(t) => {
                format!(
                    "When {} {t} attack from your armada succeeds, draw 1 card.",
                    t.article()
                )
            }
            Power::DrawOnBlock => "When you block an attack, draw 1 card.".into(),
            Power::ExtraFate => "Operative cards played here reveal 1 extra Fate card.".into(),
        }
    }
}

/// The Fate cards every player starts with.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum StartFate {
    Minor,
    Major,
}

/// What a card is, as printed.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub name: String,
    pub(crate) deck: Deck,
    pub(crate) kind: Kind,
    #[serde(default = "one")]
    pub(crate) count: u8,
    /// Price in Fate points (Mercenary and Experimental cards).
    #[serde(default)]
    pub(crate) cost: u8,
    /// Victory points printed in the star.
    #[serde(default)]
    pub(crate) vp: u8,
    /// Zeppelins: attack, defense and operative payload capacity.
    #[serde(default)]
    pub(crate) capacity: [u8; 3],
    /// Attack and Defense cards: the types they attack with or block.
    #[serde(default)]
    pub(crate) types: Vec<AttackType>,
    /// Action cards: payload size.
    #[serde(default)]
    pub(crate) payload: u8,
    #[serde(default)]
    pub(crate) attack: Vec<Effect>,
    #[serde(default)]
    pub(crate) defense: Vec<Effect>,
    #[serde(default)]
    pub(crate) general: Vec<Effect>,
    /// Fate cards: points and Fate effects.
    #[serde(default)]
    pub(crate) value: u8,
    #[serde(default)]
    pub(crate) fate: Vec<Effect>,
    #[serde(default)]
    pub(crate) power: Option<Power>,
    #[serde(default)]
    pub(crate) start: Option<StartFate>,
}

fn one() -> u8 {
    1
}

impl CardDef {
    /// The card's printed text, section by section.
    pub(crate) fn lines(&self) -> Vec<(Section, String)> {
        let mut lines = Vec::new();
        for (section, effects) in [
            (Section::Attack, &self.attack),
            (Section::Defense, &self.defense),
            (Section::General, &self.general),
            (Section::Fate, &self.fate),
        ] {
            if !effects.is_empty() {
                let text: Vec<String> = effects
                    .iter()
                    .map(|e| e.text_on(section, self.kind))
                    .collect();
                lines.push((section, text.join(" ")));
            }
        }
        lines
    }

    /// Capacity for an action card of `kind` (None for non-action kinds).
    pub(crate) fn capacity_for(&self, kind: Kind) -> u8 {
        kind.slot().map_or(0, |i| self.capacity[i])
    }
}

#[derive(Deserialize)]
struct File {
    cards: Vec<CardDef>,
}

/// All card definitions of every set and the instances made from their counts.
pub(crate) struct Catalog {
    defs: Vec<CardDef>,
    /// Definition index of each instance; a [`CardId`] indexes this.
    instances: Vec<u16>,
    /// Each set's instances: `sets[i]` is the id range of `CardSet::ALL[i]`.
    sets: Vec<std::ops::Range<usize>>,
    /// Each set's definitions, as ranges of `defs`.
    set_defs: Vec<std::ops::Range<usize>>,
}

fn set_index(set: CardSet) -> usize {
    CardSet::ALL
        .iter()
        .position(|s| *s == set)
        .expect("every set is in ALL")
}

impl Catalog {
    pub(crate) fn def(&self, id: CardId) -> &CardDef {
        &self.defs[usize::from(self.instances[usize::from(id.0)])]
    }

    /// Every card instance of `set`, in catalog order.
    pub(crate) fn ids(&self, set: CardSet) -> impl Iterator<Item = CardId> {
        self.sets[set_index(set)].clone().map(|i| CardId(i as u8))
    }

    /// The set a card belongs to (for the tests' scenarios).
    #[cfg(test)]
    pub(crate) fn set_of(&self, id: CardId) -> CardSet {
        let i = usize::from(id.0);
        CardSet::ALL[self
            .sets
            .iter()
            .position(|r| r.contains(&i))
            .expect("every card id is in a set")]
    }

    /// `set`'s definitions, one per printed card (for the tests of the card data).
    #[cfg(test)]
    pub(crate) fn defs(&self, set: CardSet) -> &[CardDef] {
        &self.defs[self.set_defs[set_index(set)].clone()]
    }

    /// How many card instances `set` has (for the tests of the card data).
    #[cfg(test)]
    pub(crate) fn len(&self, set: CardSet) -> usize {
        self.sets[set_index(set)].len()
    }
}

/// The catalog, read once from the compiled-in data (a test checks every set parses
/// and matches the rulebook's counts, so the `expect` cannot fire in a real build).
pub(crate) fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        let mut catalog = Catalog {
            defs: Vec::new(),
            instances: Vec::new(),
            sets: Vec::new(),
            set_defs: Vec::new(),
        };
        for set in CardSet::ALL {
            let file: File = serde_json::from_str(set.data()).expect("card data is valid");
            let (first_id, first_def) = (catalog.instances.len(), catalog.defs.len());
            for (i, def) in file.cards.iter().enumerate() {
                for _ in 0..def.count {
                    catalog.instances.push((first_def + i) as u16);
                }
            }
            catalog.defs.extend(file.cards);
            catalog.sets.push(first_id..catalog.instances.len());
            catalog.set_defs.push(first_def..catalog.defs.len());
        }
        assert!(catalog.instances.len() <= 256, "card ids are u8");
        catalog
    })
}

//! The game's cards and tiles, as data: the JSON files beside this module, embedded at
//! build time and read into typed structs once. The engine interprets [`Effect`]s; it
//! never matches on card names.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// The five things a captain counts. Gold lives in the cache; the other four in the
/// zeppelin's sections.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stock {
    Gold,
    Goods,
    Weapons,
    Crew,
    Engine,
}

impl Stock {
    pub const ALL: [Stock; 5] = [
        Stock::Gold,
        Stock::Goods,
        Stock::Weapons,
        Stock::Crew,
        Stock::Engine,
    ];

    /// The word used in notation and text ("weapons", "engine").
    pub fn word(self) -> &'static str {
        match self {
            Stock::Gold => "gold",
            Stock::Goods => "goods",
            Stock::Weapons => "weapons",
            Stock::Crew => "crew",
            Stock::Engine => "engine",
        }
    }

    /// How `n` of this reads in a sentence ("1 weapon", "3 engine parts").
    pub fn count(self, n: u32) -> String {
        let word = match (self, n) {
            (Stock::Gold, _) => "gold",
            (Stock::Goods, 1) => "good",
            (Stock::Goods, _) => "goods",
            (Stock::Weapons, 1) => "weapon",
            (Stock::Weapons, _) => "weapons",
            (Stock::Crew, _) => "crew",
            (Stock::Engine, 1) => "engine part",
            (Stock::Engine, _) => "engine parts",
        };
        format!("{n} {word}")
    }

    /// What many of this are called ("engine parts"), for lists of what a market sells.
    pub fn plural(self) -> &'static str {
        match self {
            Stock::Gold => "gold",
            Stock::Goods => "goods",
            Stock::Weapons => "weapons",
            Stock::Crew => "crew",
            Stock::Engine => "engine parts",
        }
    }

    /// The zeppelin section that holds this stock (none for gold).
    pub fn section(self) -> Option<Section> {
        match self {
            Stock::Gold => None,
            Stock::Goods => Some(Section::Cargo),
            Stock::Weapons => Some(Section::Guns),
            Stock::Crew => Some(Section::Crew),
            Stock::Engine => Some(Section::Engine),
        }
    }

    pub fn parse(word: &str) -> Option<Stock> {
        Some(match word {
            "gold" | "g" => Stock::Gold,
            "goods" | "good" | "cargo" | "trade" => Stock::Goods,
            "weapons" | "weapon" | "guns" | "gun" | "armor" | "armour" => Stock::Weapons,
            "crew" => Stock::Crew,
            "engine" | "engines" | "parts" | "part" => Stock::Engine,
            _ => return None,
        })
    }
}

/// The four sections of a zeppelin, stern to bow.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    Engine,
    Cargo,
    Crew,
    Guns,
}

impl Section {
    pub const ALL: [Section; 4] = [
        Section::Engine,
        Section::Cargo,
        Section::Crew,
        Section::Guns,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Section::Engine => "Engine Room",
            Section::Cargo => "Cargo Hold",
            Section::Crew => "Crew Quarters",
            Section::Guns => "Fore Gunnery",
        }
    }

    /// The word used in notation (`upgrade guns`).
    pub fn word(self) -> &'static str {
        match self {
            Section::Engine => "engine",
            Section::Cargo => "cargo",
            Section::Crew => "crew",
            Section::Guns => "guns",
        }
    }

    pub fn stock(self) -> Stock {
        match self {
            Section::Engine => Stock::Engine,
            Section::Cargo => Stock::Goods,
            Section::Crew => Stock::Crew,
            Section::Guns => Stock::Weapons,
        }
    }

    pub fn parse(word: &str) -> Option<Section> {
        Some(match word {
            "engine" | "engines" | "engine-room" | "e" => Section::Engine,
            "cargo" | "hold" | "goods" | "c" => Section::Cargo,
            "crew" | "quarters" | "q" => Section::Crew,
            "guns" | "gunnery" | "weapons" | "g" => Section::Guns,
            _ => return None,
        })
    }
}

/// The four kinds of Game Action.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Trade,
    Assist,
    Pirates,
    Weather,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Trade => "Trade",
            Kind::Assist => "Assist",
            Kind::Pirates => "Pirates",
            Kind::Weather => "Weather",
        }
    }
}

/// The d12 rolls a captain makes against a Next card's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Test {
    /// Yellow: Crew Command.
    Command,
    /// Green: Engine Speed.
    Speed,
}

/// How much: a fixed number, a Resource Number of the Next card, or its Gold value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Amount {
    Fixed(u8),
    Next(Stock),
    GoldValue,
}

/// What an action does; the engine interprets these.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// Gain up to the section's capacity (gold has none).
    Gain { stock: Stock, amount: Amount },
    /// Lose, down to zero.
    Lose { stock: Stock, amount: Amount },
    /// Pay to gain; only offered when the payment can be made in full.
    Exchange {
        pay: Stock,
        cost: Amount,
        gain: Stock,
        amount: Amount,
    },
    /// A d12 roll against the Next card's yellow or green value.
    Check {
        test: Test,
        #[serde(default)]
        pass: Vec<Effect>,
        #[serde(default)]
        fail: Vec<Effect>,
    },
    /// An Air Pirate skirmish; on victory, salvage the Next card's numbers of these.
    Pirates {
        #[serde(default)]
        salvage: Vec<Stock>,
        /// Added to the pirates' attack rolls.
        #[serde(default)]
        strength: i8,
    },
    /// A market at the Next card's Gold value: sell goods, buy these stocks.
    Market {
        #[serde(default)]
        sell: bool,
        #[serde(default)]
        buy: Vec<Stock>,
        #[serde(default)]
        sell_bonus: i8,
    },
    /// Upgrade one section for gold, `discount` cheaper than usual.
    Shipyard {
        #[serde(default)]
        discount: u8,
    },
}

/// One branch of an action: the whole action, or one side of an "or".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Branch {
    /// A button-sized name, written like [`CardAction::text`] (see [`fill`]).
    pub label: String,
    pub effects: Vec<Effect>,
}

/// One action printed on a card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardAction {
    pub kind: Kind,
    /// The printed text, with `{crew}`, `{price}`… where the Next card's numbers go
    /// (see [`fill`]). A "You may" action's text leaves out the "You may", which is
    /// printed before it.
    pub text: String,
    /// "You may": the captain may skip it.
    #[serde(default)]
    pub may: bool,
    /// One branch, or several for an "or" choice.
    pub options: Vec<Branch>,
}

/// A card text with the Next card's numbers written in: `{gold}`, `{goods}`,
/// `{weapons}`, `{crew}` and `{engine}` become its Resource Numbers with their noun
/// ("3 crew", "1 engine part"), `{price}` its Gold value in gold ("5 gold") and
/// `{price+N}` that value plus N. Without a Next card (the catalogue) they read as the
/// rulebook names them: "Crew number crew", "the Gold value", "the Gold value +1".
pub fn fill(template: &str, next: Option<&ActionCard>) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            out.push_str(&rest[open..]);
            return out;
        };
        let key = &after[..close];
        match placeholder(key, next) {
            Some(text) => out.push_str(&text),
            None => out.push_str(&rest[open..open + close + 2]),
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

fn placeholder(key: &str, next: Option<&ActionCard>) -> Option<String> {
    if let Some(plus) = key.strip_prefix("price") {
        let plus: u32 = match plus.strip_prefix('+') {
            Some(n) => n.parse().ok()?,
            None if plus.is_empty() => 0,
            None => return None,
        };
        return Some(match (next, plus) {
            (Some(n), _) => format!("{} gold", u32::from(n.values.gold).max(1) + plus),
            (None, 0) => "the Gold value".to_string(),
            (None, _) => format!("the Gold value +{plus}"),
        });
    }
    let stock = Stock::parse(key).filter(|s| s.word() == key)?;
    Some(match next {
        Some(n) => stock.count(u32::from(n.numbers.of(stock))),
        None => {
            let name = match stock {
                Stock::Gold => "Gold",
                Stock::Goods => "Goods",
                Stock::Weapons => "Weapons",
                Stock::Crew => "Crew",
                Stock::Engine => "Engine",
            };
            format!("{name} number {}", stock.plural())
        }
    })
}

/// The Reference Values (circle icons) a card shows when it is the Next card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Values {
    /// Red: the pirates' attack roll must beat it.
    pub attack: u8,
    /// Blue: your counter-attack must beat it.
    pub defense: u8,
    /// Yellow: Crew Command.
    pub command: u8,
    /// The price of one resource or one good; never rolled.
    pub gold: u8,
    /// Green: Engine Speed.
    pub speed: u8,
}

/// The Resource Numbers (square icons) a card shows when it is the Next card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Numbers {
    pub gold: u8,
    pub goods: u8,
    pub weapons: u8,
    pub crew: u8,
    pub engine: u8,
}

impl Numbers {
    pub fn of(&self, stock: Stock) -> u8 {
        match stock {
            Stock::Gold => self.gold,
            Stock::Goods => self.goods,
            Stock::Weapons => self.weapons,
            Stock::Crew => self.crew,
            Stock::Engine => self.engine,
        }
    }
}

/// A Game Action card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionCard {
    pub id: u8,
    pub name: String,
    /// The Black Cross icon.
    #[serde(default)]
    pub cross: bool,
    pub actions: Vec<CardAction>,
    pub values: Values,
    pub numbers: Numbers,
}

impl ActionCard {
    /// This card as a captain reads it with `next` as its Next card: every text and
    /// label with the Next card's numbers written in (see [`fill`]).
    pub fn with_next(&self, next: Option<&ActionCard>) -> ActionCard {
        let mut card = self.clone();
        for action in &mut card.actions {
            action.text = fill(&action.text, next);
            for branch in &mut action.options {
                branch.label = fill(&branch.label, next);
            }
        }
        card
    }

    /// The kinds on this card, in printed order, without repeats.
    pub fn kinds(&self) -> Vec<Kind> {
        let mut kinds = Vec::new();
        for a in &self.actions {
            if !kinds.contains(&a.kind) {
                kinds.push(a.kind);
            }
        }
        kinds
    }
}

/// What a scenario asks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Goal {
    SellGoods(u8),
    DefeatPirates(u8),
    CrossCards(u8),
    SpeedChecks(u8),
    CommandChecks(u8),
    /// Finish a card holding at least this much gold.
    HoldGold(u32),
    DefeatCrossPirates(u8),
    /// Finish a Black Cross card holding at least these.
    HoldOnCross(BTreeMap<Stock, u8>),
}

impl Goal {
    /// The count to reach, for goals that count successes.
    pub fn target(&self) -> Option<u8> {
        match *self {
            Goal::SellGoods(n)
            | Goal::DefeatPirates(n)
            | Goal::CrossCards(n)
            | Goal::SpeedChecks(n)
            | Goal::CommandChecks(n)
            | Goal::DefeatCrossPirates(n) => Some(n),
            Goal::HoldGold(_) | Goal::HoldOnCross(_) => None,
        }
    }
}

/// What the Black Cross icon means while a scenario is active.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrossRule {
    /// Added to pirates' attack rolls on Black Cross cards.
    #[serde(default)]
    pub strength: i8,
    /// Added to the price of goods sold on Black Cross cards.
    #[serde(default)]
    pub sell_bonus: i8,
    /// Added to the captain's own rolls on Black Cross cards: Crew Command, Engine
    /// Speed and the attack on pirates.
    #[serde(default)]
    pub roll_bonus: i8,
    /// Salvage twice the Resource Numbers on Black Cross cards.
    #[serde(default)]
    pub double_salvage: bool,
    /// Paid when a Black Cross card is finished.
    #[serde(default)]
    pub toll: BTreeMap<Stock, u8>,
    /// Gained when a Black Cross card is finished.
    #[serde(default)]
    pub gain: BTreeMap<Stock, u8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reward {
    #[serde(default)]
    pub gold: u32,
    #[serde(default)]
    pub stocks: BTreeMap<Stock, u8>,
    /// A free upgrade of one section, of the captain's choice.
    #[serde(default)]
    pub upgrade: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scenario {
    pub id: u8,
    pub name: String,
    pub story: String,
    pub goal: Goal,
    pub goal_text: String,
    /// Markers placed when the scenario is turned over (by the Emperor's
    /// dispensation: they may exceed a section's squares).
    #[serde(default)]
    pub bonus: BTreeMap<Stock, u8>,
    pub cross: CrossRule,
    pub cross_text: String,
    pub reward: Reward,
    pub reward_text: String,
}

/// Colour-coded d12 bonuses of a captain.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonus {
    /// Red: added to your attack rolls against pirates.
    #[serde(default)]
    pub attack: u8,
    /// Blue: added to your zeppelin's Defense Rating.
    #[serde(default)]
    pub defense: u8,
    /// Yellow: Crew Command rolls.
    #[serde(default)]
    pub command: u8,
    /// Green: Engine Speed rolls.
    #[serde(default)]
    pub speed: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Captain {
    pub id: u8,
    pub name: String,
    pub title: String,
    pub bonus: Bonus,
    /// One more square of this stock than the tiles give.
    pub extra: Stock,
    pub text: String,
}

/// One side of a Zeppelin Tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TileSide {
    pub level: u8,
    pub squares: u8,
    pub defense: u8,
    /// The d12 faces that hit this section when rolling for damage.
    pub range: [u8; 2],
}

/// A double-sided Zeppelin Tile.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tile {
    pub tile: u8,
    pub section: Section,
    pub sides: [TileSide; 2],
}

/// Every card and tile of the game.
#[derive(Debug)]
pub struct Content {
    pub actions: Vec<ActionCard>,
    pub scenarios: Vec<Scenario>,
    pub captains: Vec<Captain>,
    pub tiles: Vec<Tile>,
}

impl Content {
    pub fn action(&self, id: u8) -> &ActionCard {
        &self.actions[usize::from(id) - 1]
    }

    pub fn scenario(&self, id: u8) -> &Scenario {
        &self.scenarios[usize::from(id) - 1]
    }

    pub fn captain(&self, id: u8) -> &Captain {
        &self.captains[usize::from(id) - 1]
    }

    /// The tile side for a section at a level (1–4).
    pub fn side(&self, section: Section, level: u8) -> &TileSide {
        self.tiles
            .iter()
            .filter(|t| t.section == section)
            .flat_map(|t| t.sides.iter())
            .find(|s| s.level == level)
            .expect("every section has levels 1 to 4")
    }
}

/// The game's content, read on first use. The files are part of the binary and checked
/// by tests, so a parse failure is a build defect, not something a player can cause.
pub fn content() -> &'static Content {
    static CONTENT: OnceLock<Content> = OnceLock::new();
    CONTENT.get_or_init(|| Content {
        actions: serde_json::from_str(include_str!("actions.json")).expect("actions.json"),
        scenarios: serde_json::from_str(include_str!("scenarios.json")).expect("scenarios.json"),
        captains: serde_json::from_str(include_str!("captains.json")).expect("captains.json"),
        tiles: serde_json::from_str(include_str!("tiles.json")).expect("tiles.json"),
    })
}

//! One captain's voyage: ship, decks, scenario and the decision being asked. All the
//! rules live here; `mod.rs` only routes seats to voyages and speaks the notation.

use serde::{Deserialize, Serialize};

use super::content::{
    content, fill, ActionCard, Amount, Branch, CrossRule, Effect, Goal, Scenario, Section, Stock,
    Test,
};
use super::Action;
use crate::game::ActionError;
use crate::rng::GameRng;

/// Gold each captain starts with.
pub const START_GOLD: u32 = 10;
/// Section Numbers to allot when building the zeppelin.
pub const BUILD_POINTS: u8 = 10;
pub const MAX_LEVEL: u8 = 4;
/// Scenarios to complete to win.
pub const SCENARIOS_TO_WIN: usize = 3;

/// Gold to raise a section to `level`, before discounts.
pub fn upgrade_cost(level: u8) -> u32 {
    3 * u32::from(level)
}

/// Every legal zeppelin build: four levels from 1 to 4 adding up to at most 10 ("You
/// may never build a zeppelin with sections adding up to more than 10"), in
/// (engine, cargo, crew, guns) order: the 44 builds of 10 points first, then the
/// smaller ones.
pub fn builds() -> Vec<[u8; 4]> {
    let mut all = Vec::new();
    for points in (4..=BUILD_POINTS).rev() {
        all.extend(builds_of(points));
    }
    all
}

/// The builds whose Section Numbers add up to exactly `points`.
pub fn builds_of(points: u8) -> Vec<[u8; 4]> {
    let mut all = Vec::new();
    for e in 1..=MAX_LEVEL {
        for c in 1..=MAX_LEVEL {
            for q in 1..=MAX_LEVEL {
                for g in 1..=MAX_LEVEL {
                    if e + c + q + g == points {
                        all.push([e, c, q, g]);
                    }
                }
            }
        }
    }
    all
}

/// Where a voyage stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Status {
    Flying,
    Won,
    Lost { reason: String },
}

/// The decision a voyage waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Pending {
    /// Setup: choose the zeppelin's sections.
    Build,
    /// Between cards: fly on, or upgrade a section.
    Travel,
    /// A "You may" action of the active card.
    May,
    /// An "or" action of the active card.
    Or,
    /// An Air Pirate skirmish, after the pirates' attack: attack or retreat.
    Skirmish {
        salvage: Vec<Stock>,
        /// Added to the pirates' attack rolls (card and Black Cross rule).
        strength: i8,
    },
    /// A market is open.
    Market {
        sell: bool,
        buy: Vec<Stock>,
        /// The price of one good sold here.
        sell_price: u32,
        /// Goods bought here, which cannot be sold back at the same market.
        bought_goods: u8,
    },
    /// A shipyard (or a scenario reward) offers one section upgrade.
    Shipyard { discount: u8, free: bool },
    /// Rules are being resolved (never seen between moves).
    Resolving,
    /// The voyage is over.
    Over,
}

/// The colour of a roll's reference value, which says what the roll was for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RollColor {
    /// The pirates' attack against the red value.
    Red,
    /// Damage against your blue Defense Rating, or your attack against the pirates' blue.
    Blue,
    Yellow,
    Green,
    /// Where damage lands: no target.
    Location,
}

/// One d12 roll, as shown on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollRecord {
    /// What the roll was ("Pirate attack", "Engine Speed").
    pub label: String,
    pub color: RollColor,
    pub die: u8,
    /// Captain (or pirate) modifier added to the die.
    pub bonus: i8,
    /// The number to beat; `None` for a location roll.
    pub target: Option<u8>,
    /// Whether the roll came out well for the captain.
    pub good: bool,
    /// The result in a few words ("Hit!", "Engine Room").
    pub result: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Voyage {
    pub(super) captain: u8,
    /// Section levels in [`Section::ALL`] order.
    pub(super) levels: [u8; 4],
    /// Markers in each section, in [`Section::ALL`] order.
    pub(super) held: [u8; 4],
    pub(super) gold: u32,
    /// The Game Action draw pile; its top is the last element.
    pub(super) draw: Vec<u8>,
    pub(super) discard: Vec<u8>,
    pub(super) active: Option<u8>,
    pub(super) next: Option<u8>,
    /// The action of the active card being resolved, and the next one to begin.
    pub(super) action: Option<u8>,
    pub(super) next_action: u8,
    /// Effects still to resolve in the current action, first first.
    pub(super) queue: Vec<Effect>,
    pub(super) scenario_draw: Vec<u8>,
    pub(super) scenario: Option<u8>,
    pub(super) progress: u8,
    pub(super) completed: Vec<u8>,
    pub(super) pending: Pending,
    pub(super) status: Status,
    pub(super) reshuffles: u8,
    /// Reshuffles the Emperor allows (the `patience` option); 0 for no limit, the
    /// rulebook's rule.
    pub(super) patience: u8,
    /// Game Action cards finished.
    pub(super) cards: u32,
    pub(super) pirates_defeated: u32,
    /// The rolls of the latest move, for the board.
    pub(super) rolls: Vec<RollRecord>,
    /// What the latest move did, line by line (seat tags filled by the shower).
    pub(super) log: Vec<String>,
}

type Done = Result<(), ActionError>;

fn illegal(text: impl Into<String>) -> ActionError {
    ActionError::Illegal(text.into().into())
}

impl Voyage {
    /// A voyage with a random captain and shuffled decks, waiting for its build.
    pub fn new(patience: u8, rng: &mut GameRng) -> Voyage {
        let c = content();
        let captain = c.captains[rng.below(c.captains.len() as u32) as usize].id;
        let mut draw: Vec<u8> = c.actions.iter().map(|a| a.id).collect();
        rng.shuffle(&mut draw);
        let mut scenario_draw: Vec<u8> = c.scenarios.iter().map(|s| s.id).collect();
        rng.shuffle(&mut scenario_draw);
        Voyage {
            captain,
            levels: [0; 4],
            held: [0; 4],
            gold: START_GOLD,
            draw,
            discard: Vec::new(),
            active: None,
            next: None,
            action: None,
            next_action: 0,
            queue: Vec::new(),
            scenario_draw,
            scenario: None,
            progress: 0,
            completed: Vec::new(),
            pending: Pending::Build,
            status: Status::Flying,
            reshuffles: 0,
            patience,
            cards: 0,
            pirates_defeated: 0,
            rolls: Vec::new(),
            log: Vec::new(),
        }
    }

    // ----- reading the ship ----------------------------------------------------------

    pub fn captain(&self) -> &'static super::content::Captain {
        content().captain(self.captain)
    }

    pub fn is_over(&self) -> bool {
        self.status != Status::Flying
    }

    pub fn capacity(&self, section: Section) -> u8 {
        let level = self.levels[section.index()];
        if level == 0 {
            return 0;
        }
        let extra = u8::from(self.captain().extra == section.stock());
        content().side(section, level).squares + extra
    }

    pub fn held(&self, stock: Stock) -> u32 {
        match stock.section() {
            None => self.gold,
            Some(s) => u32::from(self.held[s.index()]),
        }
    }

    /// Free squares for `stock` (gold has no limit).
    pub fn room(&self, stock: Stock) -> u32 {
        match stock.section() {
            None => u32::MAX,
            Some(s) => u32::from(self.capacity(s)).saturating_sub(u32::from(self.held[s.index()])),
        }
    }

    /// The zeppelin's Defense Rating: the four sections plus the captain's blue bonus.
    pub fn defense(&self) -> u8 {
        let c = content();
        Section::ALL
            .iter()
            .filter(|s| self.levels[s.index()] > 0)
            .map(|s| c.side(*s, self.levels[s.index()]).defense)
            .sum::<u8>()
            + self.captain().bonus.defense
    }

    pub fn active_card(&self) -> Option<&'static ActionCard> {
        self.active.map(|id| content().action(id))
    }

    pub fn next_card(&self) -> Option<&'static ActionCard> {
        self.next.map(|id| content().action(id))
    }

    pub fn scenario(&self) -> Option<&'static Scenario> {
        self.scenario.map(|id| content().scenario(id))
    }

    /// The Black Cross rule in force now: only on a Black Cross card, under a scenario.
    fn cross_rule(&self) -> Option<&'static CrossRule> {
        match (self.active_card(), self.scenario()) {
            (Some(card), Some(s)) if card.cross => Some(&s.cross),
            _ => None,
        }
    }

    /// The branches of the action being decided.
    pub fn current_options(&self) -> &'static [Branch] {
        match (self.active_card(), self.action) {
            (Some(card), Some(i)) => &card.actions[usize::from(i)].options,
            _ => &[],
        }
    }

    /// The value of an amount on the Next card (0 without one).
    pub fn amount(&self, amount: &Amount) -> u32 {
        match amount {
            Amount::Fixed(n) => u32::from(*n),
            Amount::Next(stock) => self
                .next_card()
                .map_or(0, |c| u32::from(c.numbers.of(*stock))),
            Amount::GoldValue => self.next_card().map_or(0, |c| u32::from(c.values.gold)),
        }
    }

    /// The price of one resource at the current Next card.
    pub fn price(&self) -> u32 {
        self.amount(&Amount::GoldValue).max(1)
    }

    /// Whether a branch can be taken in full (an exchange needs its payment).
    pub fn affordable(&self, effects: &[Effect]) -> bool {
        self.why_not(effects).is_none()
    }

    /// Why a branch can't be taken now, in a few words ("it costs 5 gold; you have
    /// 3"), or `None` when it can.
    pub fn why_not(&self, effects: &[Effect]) -> Option<String> {
        match effects.first() {
            // Paying for nothing is no bargain: there must be room for what you gain.
            Some(Effect::Exchange {
                pay, cost, gain, ..
            }) => {
                let cost = self.amount(cost);
                if self.held(*pay) < cost {
                    Some(format!(
                        "it costs {}; you have {}",
                        pay.count(cost),
                        pay.count(self.held(*pay))
                    ))
                } else if self.room(*gain) == 0 {
                    Some(no_room(*gain))
                } else {
                    None
                }
            }
            // Paying gold (Doldrums' wages) is a payment too: in full, or not offered.
            Some(Effect::Lose {
                stock: Stock::Gold,
                amount,
            }) => {
                let cost = self.amount(amount);
                (self.gold < cost).then(|| format!("it costs {cost} gold; you have {}", self.gold))
            }
            Some(Effect::Shipyard { discount }) => {
                let cheapest = Section::ALL
                    .iter()
                    .filter(|s| self.levels[s.index()] < MAX_LEVEL)
                    .map(|s| {
                        upgrade_cost(self.levels[s.index()] + 1)
                            .saturating_sub(u32::from(*discount))
                    })
                    .min();
                match cheapest {
                    None => Some(format!("every section is at level {MAX_LEVEL}")),
                    Some(cost) if cost > self.gold => Some(format!(
                        "the cheapest upgrade costs {cost} gold; you have {}",
                        self.gold
                    )),
                    Some(_) => None,
                }
            }
            _ => None,
        }
    }

    /// A branch's label with the Next card's numbers ("Hire 2 crew for 5 gold").
    pub fn label(&self, branch: &Branch) -> String {
        fill(&branch.label, self.next_card())
    }

    /// The text of the action being decided, with the Next card's numbers.
    pub fn action_text(&self) -> String {
        match (self.active_card(), self.action) {
            (Some(card), Some(i)) => fill(&card.actions[usize::from(i)].text, self.next_card()),
            _ => String::new(),
        }
    }

    /// What the open market offers this captain now, and what it can't (and why):
    /// "sell goods at 3 gold each (you have 4); buy crew at 2 gold each" and
    /// "weapons: no room in your Fore Gunnery".
    pub fn market_offers(&self) -> (Vec<String>, Vec<String>) {
        let Pending::Market {
            sell,
            buy,
            sell_price,
            bought_goods,
        } = &self.pending
        else {
            return (Vec::new(), Vec::new());
        };
        let (mut offers, mut not_now) = (Vec::new(), Vec::new());
        if *sell {
            let goods = self.held(Stock::Goods);
            let sellable = goods.saturating_sub(u32::from(*bought_goods));
            if sellable > 0 {
                offers.push(format!(
                    "sell goods at {sell_price} gold each (you have {})",
                    sellable
                ));
            } else if goods > 0 {
                not_now.push("selling goods: those you have were bought here".to_string());
            } else {
                not_now.push(format!(
                    "selling goods at {sell_price} gold: your Cargo Hold is empty"
                ));
            }
        }
        let price = self.price();
        let (mut can, mut short) = (Vec::new(), Vec::new());
        for stock in buy {
            if self.room(*stock) == 0 {
                not_now.push(format!("{}: {}", stock.plural(), no_room(*stock)));
            } else if self.gold < price {
                short.push(stock.plural());
            } else {
                can.push(stock.plural());
            }
        }
        if !can.is_empty() {
            offers.push(format!("buy {} at {price} gold each", list(&can, "or")));
        }
        if !short.is_empty() {
            not_now.push(format!(
                "{}: {price} gold each, you have {}",
                list(&short, "and"),
                self.gold
            ));
        }
        (offers, not_now)
    }

    /// What upgrading `section` costs now, if it can be upgraded and paid for.
    pub fn upgrade_price(&self, section: Section, discount: u8, free: bool) -> Option<u32> {
        let level = self.levels[section.index()];
        if level >= MAX_LEVEL {
            return None;
        }
        let cost = if free {
            0
        } else {
            upgrade_cost(level + 1).saturating_sub(u32::from(discount))
        };
        (self.gold >= cost).then_some(cost)
    }

    /// What a Black Cross rule adds to the captain's own rolls now.
    fn cross_roll_bonus(&self) -> i8 {
        self.cross_rule().map_or(0, |r| r.roll_bonus)
    }

    fn check_bonus(&self, test: Test) -> i8 {
        let bonus = &self.captain().bonus;
        let own = match test {
            Test::Command => bonus.command,
            Test::Speed => bonus.speed,
        } as i8;
        own + self.cross_roll_bonus()
    }

    /// What is added to your attack roll: the captain's red bonus and a Black Cross
    /// rule's bonus to your rolls.
    pub fn attack_bonus(&self) -> i8 {
        self.captain().bonus.attack as i8 + self.cross_roll_bonus()
    }

    /// The chance (in twelfths) that a check would pass now.
    pub fn check_odds(&self, test: Test) -> u32 {
        let Some(next) = self.next_card() else {
            return 0;
        };
        let target = match test {
            Test::Command => next.values.command,
            Test::Speed => next.values.speed,
        };
        beat_odds(self.check_bonus(test), target)
    }

    /// The chance (in twelfths) that your attack defeats the pirates now.
    pub fn attack_odds(&self) -> u32 {
        self.next_card()
            .map_or(0, |n| beat_odds(self.attack_bonus(), n.values.defense))
    }

    // ----- legal moves ---------------------------------------------------------------

    pub fn legal(&self) -> Vec<Action> {
        let mut out = Vec::new();
        match &self.pending {
            Pending::Build => {
                out.extend(builds().into_iter().map(|levels| Action::Build { levels }));
            }
            Pending::Travel => {
                out.push(Action::Next);
                for s in Section::ALL {
                    if self.upgrade_price(s, 0, false).is_some() {
                        out.push(Action::Upgrade { section: s });
                    }
                }
            }
            Pending::May => {
                if let Some(branch) = self.current_options().first() {
                    if self.affordable(&branch.effects) {
                        out.push(Action::Accept);
                    }
                }
                out.push(Action::Decline);
            }
            Pending::Or => {
                let options = self.current_options();
                let feasible: Vec<u8> = (0..options.len())
                    .filter(|i| self.affordable(&options[*i].effects))
                    .map(|i| i as u8 + 1)
                    .collect();
                let all = (1..=options.len() as u8).collect();
                let choices = if feasible.is_empty() { all } else { feasible };
                out.extend(choices.into_iter().map(|option| Action::Choose { option }));
            }
            Pending::Skirmish { .. } => {
                if self.held(Stock::Weapons) > 0 {
                    out.push(Action::Attack);
                }
                if self.held(Stock::Engine) > 0 {
                    out.push(Action::Retreat);
                }
            }
            Pending::Market {
                sell,
                buy,
                bought_goods,
                ..
            } => {
                if *sell {
                    let sellable = self
                        .held(Stock::Goods)
                        .saturating_sub(u32::from(*bought_goods));
                    out.extend((1..=sellable).map(|n| Action::Sell { amount: n as u8 }));
                }
                let price = self.price();
                for stock in buy {
                    let most = self.room(*stock).min(self.gold / price);
                    out.extend((1..=most).map(|n| Action::Buy {
                        stock: *stock,
                        amount: n as u8,
                    }));
                }
                out.push(Action::Done);
            }
            Pending::Shipyard { discount, free } => {
                for s in Section::ALL {
                    if self.upgrade_price(s, *discount, *free).is_some() {
                        out.push(Action::Upgrade { section: s });
                    }
                }
                out.push(Action::Decline);
            }
            Pending::Resolving | Pending::Over => {}
        }
        out
    }

    // ----- moves ---------------------------------------------------------------------

    /// Applies one decision. On error the caller discards this voyage (it works on a copy).
    pub fn apply(&mut self, action: &Action, rng: &mut GameRng) -> Done {
        self.rolls.clear();
        self.log.clear();
        match (&self.pending.clone(), action) {
            (Pending::Over, _) => Err(illegal("Your voyage is over.")),
            (Pending::Build, Action::Build { levels }) => self.build(*levels),
            (Pending::Travel, Action::Next) => self.reveal(rng),
            (Pending::Travel, Action::Upgrade { section }) => {
                self.upgrade(*section, 0, false)?;
                // Spending the last gold may leave two lifelines empty.
                self.check_loss();
                Ok(())
            }
            (Pending::May, Action::Accept) => {
                let branch = self
                    .current_options()
                    .first()
                    .ok_or_else(|| illegal("Nothing to accept."))?;
                if let Some(why) = self.why_not(&branch.effects) {
                    return Err(illegal(format!("Not now: {why}.")));
                }
                self.say(format!("Accepts: {}.", self.label(branch)));
                self.queue = branch.effects.clone();
                self.advance(rng);
                Ok(())
            }
            (Pending::May, Action::Decline) => {
                if let Some(b) = self.current_options().first() {
                    self.say(format!("Declines: {}.", self.label(b)));
                }
                self.advance(rng);
                Ok(())
            }
            (Pending::Or, Action::Choose { option }) => {
                let options = self.current_options();
                let branch = usize::from(*option)
                    .checked_sub(1)
                    .and_then(|i| options.get(i))
                    .ok_or_else(|| illegal(format!("Choose 1 to {}.", options.len())))?;
                if !self.legal().contains(action) {
                    let why = self
                        .why_not(&branch.effects)
                        .unwrap_or_else(|| "you can't take that side".into());
                    return Err(illegal(format!("Not now: {why}.")));
                }
                self.say(format!("Chooses: {}.", self.label(branch)));
                self.queue = branch.effects.clone();
                self.advance(rng);
                Ok(())
            }
            (Pending::Skirmish { .. }, Action::Attack) => self.attack(rng),
            (Pending::Skirmish { .. }, Action::Retreat) => self.retreat(rng),
            (Pending::Market { .. }, Action::Sell { amount }) => self.sell(*amount),
            (Pending::Market { .. }, Action::Buy { stock, amount }) => self.buy(*stock, *amount),
            (Pending::Market { .. }, Action::Done) => {
                self.say("Leaves the market.".to_string());
                self.advance(rng);
                Ok(())
            }
            (Pending::Shipyard { discount, free }, Action::Upgrade { section }) => {
                self.upgrade(*section, *discount, *free)?;
                self.advance(rng);
                Ok(())
            }
            (Pending::Shipyard { .. }, Action::Decline) => {
                self.say("Leaves the shipyard.".to_string());
                self.advance(rng);
                Ok(())
            }
            (pending, _) => Err(illegal(wrong_move(pending))),
        }
    }

    fn say(&mut self, line: String) {
        self.log.push(line);
    }

    fn build(&mut self, levels: [u8; 4]) -> Done {
        if !builds().contains(&levels) {
            return Err(illegal(format!(
                "A zeppelin is built from four sections of level 1 to {MAX_LEVEL} adding up to at most {BUILD_POINTS}, like `build 3 2 2 3`."
            )));
        }
        let points: u8 = levels.iter().sum();
        self.levels = levels;
        for s in Section::ALL {
            self.held[s.index()] = self.capacity(s);
        }
        let spent = if points < BUILD_POINTS {
            format!(", {points} of {BUILD_POINTS} points")
        } else {
            String::new()
        };
        self.say(format!(
            "Builds the zeppelin: Engine Room {}, Cargo Hold {}, Crew Quarters {}, Fore Gunnery {} (Defense Rating {}{spent}), every square filled.",
            levels[0], levels[1], levels[2], levels[3], self.defense()
        ));
        self.turn_scenario();
        self.pending = Pending::Travel;
        Ok(())
    }

    fn upgrade(&mut self, section: Section, discount: u8, free: bool) -> Done {
        let level = self.levels[section.index()];
        if level >= MAX_LEVEL {
            return Err(illegal(format!(
                "The {} is already at level {MAX_LEVEL}.",
                section.name()
            )));
        }
        let Some(cost) = self.upgrade_price(section, discount, free) else {
            let cost = upgrade_cost(level + 1).saturating_sub(u32::from(discount));
            return Err(illegal(format!(
                "Upgrading the {} to level {} costs {cost} gold; you have {}.",
                section.name(),
                level + 1,
                self.gold
            )));
        };
        self.gold -= cost;
        self.levels[section.index()] += 1;
        let paid = if cost == 0 {
            "free".to_string()
        } else {
            format!("{cost} gold")
        };
        self.say(format!(
            "Upgrades the {} to level {} ({paid}): {} squares, Defense Rating now {}.",
            section.name(),
            level + 1,
            self.capacity(section),
            self.defense()
        ));
        Ok(())
    }

    /// Draws the top Game Action card, reshuffling the discards into a new pile when
    /// the pile is empty ("If the Game Action Draw Pile is ever empty, shuffle…").
    /// `None` only under the `patience` house rule, once its reshuffles are spent.
    fn draw_card(&mut self, rng: &mut GameRng) -> Option<u8> {
        let patience = self.patience;
        if self.draw.is_empty() {
            if patience > 0 && self.reshuffles >= patience {
                return None;
            }
            self.reshuffles = self.reshuffles.saturating_add(1);
            self.draw = std::mem::take(&mut self.discard);
            rng.shuffle(&mut self.draw);
            let of = if patience > 0 {
                format!(" of {patience}")
            } else {
                String::new()
            };
            self.say(format!(
                "The draw pile is empty: the discards are shuffled into a new pile (reshuffle {}{of}).",
                self.reshuffles
            ));
        }
        self.draw.pop()
    }

    /// Turns over the next Game Action card and its Next card, then resolves until a
    /// decision is needed or the card is done.
    fn reveal(&mut self, rng: &mut GameRng) -> Done {
        let Some(active) = self.draw_card(rng) else {
            self.patience_spent();
            return Ok(());
        };
        self.active = Some(active);
        let Some(next) = self.draw_card(rng) else {
            self.patience_spent();
            return Ok(());
        };
        self.next = Some(next);
        self.action = None;
        self.next_action = 0;
        self.queue.clear();
        let card = content().action(active);
        let n = content().action(next);
        let kinds: Vec<&str> = card.kinds().iter().map(|k| k.name()).collect();
        let cross = if card.cross { ", ✠ Black Cross" } else { "" };
        self.say(format!(
            "Turns over **{}** ({}{cross}). Next card **{}**: red {} · blue {} · yellow {} · green {} · gold value {}.",
            card.name,
            kinds.join(" + "),
            n.name,
            n.values.attack,
            n.values.defense,
            n.values.command,
            n.values.speed,
            n.values.gold
        ));
        self.advance(rng);
        Ok(())
    }

    fn patience_spent(&mut self) {
        // Put back whatever was drawn: the voyage is over either way.
        if let Some(card) = self.active.take() {
            self.discard.push(card);
        }
        self.end(Status::Lost {
            reason: format!(
                "the Emperor's patience ran out (the action deck ran dry after {} reshuffles)",
                self.patience
            ),
        });
    }

    fn end(&mut self, status: Status) {
        match &status {
            Status::Won => self.say(format!(
                "🏆 Completes {SCENARIOS_TO_WIN} scenarios: the voyage is a triumph!"
            )),
            Status::Lost { reason } => self.say(format!("💥 The voyage is lost: {reason}.")),
            Status::Flying => {}
        }
        self.status = status;
        self.pending = Pending::Over;
        self.queue.clear();
    }

    /// Two of engine, crew, weapons and gold gone ends the voyage.
    fn check_loss(&mut self) -> bool {
        if self.is_over() {
            return true;
        }
        let gone: Vec<&str> = [Stock::Engine, Stock::Crew, Stock::Weapons, Stock::Gold]
            .into_iter()
            .filter(|s| self.held(*s) == 0)
            .map(Stock::word)
            .collect();
        if gone.len() >= 2 {
            let in_skirmish = matches!(self.pending, Pending::Skirmish { .. })
                && self.held(Stock::Engine) == 0
                && self.held(Stock::Weapons) == 0;
            let reason = if in_skirmish {
                "out of both engine parts and weapons in a skirmish".to_string()
            } else {
                format!("out of {}", gone.join(" and "))
            };
            self.end(Status::Lost { reason });
            return true;
        }
        false
    }

    /// Resolves the active card until a decision is needed or it is finished.
    fn advance(&mut self, rng: &mut GameRng) {
        self.pending = Pending::Resolving;
        loop {
            if self.check_loss() {
                return;
            }
            if !self.queue.is_empty() {
                let effect = self.queue.remove(0);
                self.resolve(&effect, rng);
                if self.pending != Pending::Resolving {
                    self.check_loss();
                    return;
                }
                continue;
            }
            let Some(card) = self.active_card() else {
                self.pending = Pending::Travel;
                return;
            };
            if usize::from(self.next_action) < card.actions.len() {
                let i = self.next_action;
                let action = &card.actions[usize::from(i)];
                self.action = Some(i);
                self.next_action += 1;
                if action.options.len() > 1 {
                    self.pending = Pending::Or;
                    return;
                }
                if action.may {
                    self.pending = Pending::May;
                    return;
                }
                self.queue = action.options[0].effects.clone();
                continue;
            }
            self.finish_card();
            if self.is_over() || self.pending != Pending::Resolving {
                return;
            }
            self.pending = Pending::Travel;
            return;
        }
    }

    /// Adds up to the section's free squares (or past them by the Emperor's
    /// dispensation). Returns what was added.
    fn add(&mut self, stock: Stock, n: u32, dispensation: bool) -> u32 {
        match stock.section() {
            None => {
                self.gold += n;
                n
            }
            Some(s) => {
                let added = if dispensation {
                    n
                } else {
                    n.min(self.room(stock))
                };
                self.held[s.index()] = (u32::from(self.held[s.index()]) + added).min(255) as u8;
                added
            }
        }
    }

    fn remove(&mut self, stock: Stock, n: u32) -> u32 {
        let taken = n.min(self.held(stock));
        match stock.section() {
            None => self.gold -= taken,
            Some(s) => self.held[s.index()] -= taken as u8,
        }
        taken
    }

    fn gain_line(&mut self, stock: Stock, wanted: u32, dispensation: bool) {
        let got = self.add(stock, wanted, dispensation);
        let line = if got == wanted {
            format!("Gains {}.", stock.count(got))
        } else if got == 0 {
            format!(
                "The {} is full: nothing gained.",
                stock.section().map_or("purse", Section::name)
            )
        } else {
            format!(
                "Gains {} ({} full; {} more would not fit).",
                stock.count(got),
                stock.section().map_or("purse", Section::name),
                wanted - got
            )
        };
        self.say(line);
    }

    fn lose_line(&mut self, stock: Stock, wanted: u32) {
        let lost = self.remove(stock, wanted);
        let line = if lost == wanted {
            format!("Loses {}.", stock.count(lost))
        } else if lost == 0 {
            format!("Has no {} to lose.", stock.plural())
        } else {
            format!(
                "Loses {}, all there was (of {}).",
                stock.count(lost),
                stock.count(wanted)
            )
        };
        self.say(line);
    }

    fn roll(&mut self, rng: &mut GameRng) -> u8 {
        rng.die(12) as u8
    }

    /// Shows a roll on the board and narrates it: `said` names the roll and `against`
    /// whose number it is rolled against ("red", "your Defense Rating").
    fn record(&mut self, record: RollRecord, said: &str, against: &str) {
        let total = i32::from(record.die) + i32::from(record.bonus);
        let bonus = match record.bonus {
            0 => String::new(),
            b if b > 0 => format!(" +{b} = {total}"),
            b => format!(" −{} = {total}", -b),
        };
        let line = match record.target {
            Some(target) => format!(
                "🎲 {said}: d12 **{}**{bonus} vs {against} {target} → {} {}",
                record.die,
                if record.good { "✅" } else { "❌" },
                record.result
            ),
            None => format!("🎲 {said}: d12 **{}** → {}", record.die, record.result),
        };
        self.say(line);
        self.rolls.push(record);
    }

    fn resolve(&mut self, effect: &Effect, rng: &mut GameRng) {
        match effect {
            Effect::Gain { stock, amount } => {
                let n = self.amount(amount);
                self.gain_line(*stock, n, false);
            }
            Effect::Lose { stock, amount } => {
                let n = self.amount(amount);
                self.lose_line(*stock, n);
            }
            Effect::Exchange {
                pay,
                cost,
                gain,
                amount,
            } => {
                let (cost, n) = (self.amount(cost), self.amount(amount));
                if self.held(*pay) < cost {
                    self.say(format!("Can't pay {}.", pay.count(cost)));
                    return;
                }
                self.remove(*pay, cost);
                let got = self.add(*gain, n, false);
                self.say(format!("Pays {} for {}.", pay.count(cost), gain.count(got)));
            }
            Effect::Check { test, pass, fail } => {
                let Some(next) = self.next_card() else { return };
                let (label, color, target) = match test {
                    Test::Command => ("Crew Command", RollColor::Yellow, next.values.command),
                    Test::Speed => ("Engine Speed", RollColor::Green, next.values.speed),
                };
                let bonus = self.check_bonus(*test);
                let die = self.roll(rng);
                let passed = i32::from(die) + i32::from(bonus) > i32::from(target);
                self.record(
                    RollRecord {
                        label: label.into(),
                        color,
                        die,
                        bonus,
                        target: Some(target),
                        good: passed,
                        result: if passed { "passed" } else { "failed" }.into(),
                    },
                    label,
                    color_word(color),
                );
                if passed {
                    self.count_progress(
                        |g| {
                            matches!(
                                (g, test),
                                (Goal::SpeedChecks(_), Test::Speed)
                                    | (Goal::CommandChecks(_), Test::Command)
                            )
                        },
                        1,
                    );
                }
                let then = if passed { pass } else { fail };
                let mut queue = then.clone();
                queue.append(&mut self.queue);
                self.queue = queue;
            }
            Effect::Pirates { salvage, strength } => {
                let strength = strength + self.cross_rule().map_or(0, |r| r.strength);
                self.say(format!(
                    "⚔️ Air pirates attack{}!",
                    if strength > 0 {
                        format!(" (+{strength} to their rolls)")
                    } else {
                        String::new()
                    }
                ));
                self.pending = Pending::Skirmish {
                    salvage: salvage.clone(),
                    strength,
                };
                self.pirate_attack(rng);
            }
            Effect::Market {
                sell,
                buy,
                sell_bonus,
            } => {
                let bonus = i32::from(*sell_bonus)
                    + i32::from(self.cross_rule().map_or(0, |r| r.sell_bonus));
                let sell_price = (i32::try_from(self.price()).unwrap_or(1) + bonus).max(1) as u32;
                let mut parts = Vec::new();
                if *sell {
                    parts.push(format!("goods sell for {sell_price} gold each"));
                }
                if !buy.is_empty() {
                    let words: Vec<&str> = buy.iter().map(|s| s.plural()).collect();
                    parts.push(format!(
                        "{} cost {} gold each",
                        list(&words, "and"),
                        self.price()
                    ));
                }
                self.say(format!("🏪 The market opens: {}.", parts.join("; ")));
                self.pending = Pending::Market {
                    sell: *sell,
                    buy: buy.clone(),
                    sell_price,
                    bought_goods: 0,
                };
            }
            Effect::Shipyard { discount } => {
                self.pending = Pending::Shipyard {
                    discount: *discount,
                    free: false,
                };
            }
        }
    }

    /// Steps 1 and 2 of the pirate procedure: their attack roll, then damage.
    fn pirate_attack(&mut self, rng: &mut GameRng) {
        let Pending::Skirmish { strength, .. } = self.pending else {
            return;
        };
        let Some(red) = self.next_card().map(|n| n.values.attack) else {
            return;
        };
        let die = self.roll(rng);
        let hit = i32::from(die) + i32::from(strength) > i32::from(red);
        self.record(
            RollRecord {
                label: "Pirate attack".into(),
                color: RollColor::Red,
                die,
                bonus: strength,
                target: Some(red),
                good: !hit,
                result: if hit { "they hit" } else { "they miss" }.into(),
            },
            "Pirate attack",
            "red",
        );
        if !hit {
            return;
        }
        let defense = self.defense();
        let die = self.roll(rng);
        let damaged = die > defense;
        // Blue is both your Defense Rating and the pirates' Defense: say whose.
        self.record(
            RollRecord {
                label: "Damage vs your defense".into(),
                color: RollColor::Blue,
                die,
                bonus: 0,
                target: Some(defense),
                good: !damaged,
                result: if damaged {
                    "hull breached"
                } else {
                    "the hull holds"
                }
                .into(),
            },
            "Damage roll",
            "your Defense Rating",
        );
        if !damaged {
            return;
        }
        let die = self.roll(rng);
        let c = content();
        let section = Section::ALL
            .into_iter()
            .find(|s| {
                let level = self.levels[s.index()].max(1);
                let [lo, hi] = c.side(*s, level).range;
                (lo..=hi).contains(&die)
            })
            .unwrap_or(Section::Cargo);
        let stock = section.stock();
        let result = if self.remove(stock, 1) == 1 {
            format!("{} −{}", section.name(), stock.count(1))
        } else {
            format!("{} (empty: no loss)", section.name())
        };
        self.record(
            RollRecord {
                label: "Hit location".into(),
                color: RollColor::Location,
                die,
                bonus: 0,
                target: None,
                good: false,
                result,
            },
            "Hit location",
            "",
        );
    }

    fn attack(&mut self, rng: &mut GameRng) -> Done {
        if self.held(Stock::Weapons) == 0 {
            return Err(illegal(
                "Your Fore Gunnery is empty: you can't attack, only retreat.",
            ));
        }
        let Pending::Skirmish { salvage, .. } = self.pending.clone() else {
            return Err(illegal("There are no pirates to attack."));
        };
        let Some(next) = self.next_card() else {
            return Err(illegal("There are no pirates to attack."));
        };
        let blue = next.values.defense;
        self.remove(Stock::Weapons, 1);
        let bonus = self.attack_bonus();
        let die = self.roll(rng);
        let won = i32::from(die) + i32::from(bonus) > i32::from(blue);
        self.record(
            RollRecord {
                label: "Your attack (−1 weapon)".into(),
                color: RollColor::Blue,
                die,
                bonus,
                target: Some(blue),
                good: won,
                result: if won {
                    "pirate ship defeated!"
                } else {
                    "they fight on"
                }
                .into(),
            },
            "Your attack (−1 weapon)",
            "the pirates' Defense",
        );
        // "At any time during this skirmish": the shot is spent before anything is
        // salvaged, so salvage cannot rescue a ship left with no weapons and no engine.
        if self.check_loss() {
            return Ok(());
        }
        if won {
            self.pirates_defeated += 1;
            let cross = self.active_card().is_some_and(|c| c.cross);
            let double = self.cross_rule().is_some_and(|r| r.double_salvage);
            self.count_progress(|g| matches!(g, Goal::DefeatPirates(_)), 1);
            if cross {
                self.count_progress(|g| matches!(g, Goal::DefeatCrossPirates(_)), 1);
            }
            for stock in salvage {
                let n = u32::from(next.numbers.of(stock)) * if double { 2 } else { 1 };
                let got = self.add(stock, n, false);
                self.say(match (got, stock.section()) {
                    (0, Some(s)) => format!("Nothing salvaged: the {} is full.", s.name()),
                    _ if got < n => format!("Salvages {} (no room for more).", stock.count(got)),
                    _ => format!("Salvages {}.", stock.count(got)),
                });
            }
            self.advance(rng);
            return Ok(());
        }
        self.pirate_attack(rng);
        self.check_loss();
        Ok(())
    }

    fn retreat(&mut self, rng: &mut GameRng) -> Done {
        if self.held(Stock::Engine) == 0 {
            return Err(illegal(
                "Your Engine Room is empty: you can't retreat, only attack.",
            ));
        }
        self.remove(Stock::Engine, 1);
        self.say(
            "Retreats from the skirmish (−1 engine part); the rest of the card is skipped.".into(),
        );
        if self.check_loss() {
            return Ok(());
        }
        self.queue.clear();
        if let Some(card) = self.active_card() {
            self.next_action = card.actions.len() as u8;
        }
        self.advance(rng);
        Ok(())
    }

    fn sell(&mut self, amount: u8) -> Done {
        let Pending::Market {
            sell,
            sell_price,
            bought_goods,
            ..
        } = self.pending.clone()
        else {
            return Err(illegal("There's no market here."));
        };
        if !sell {
            return Err(illegal("This market doesn't buy goods."));
        }
        let sellable = self
            .held(Stock::Goods)
            .saturating_sub(u32::from(bought_goods));
        if amount == 0 || u32::from(amount) > sellable {
            return Err(illegal(if bought_goods > 0 {
                format!("You can sell up to {sellable} goods here (not those you bought here).")
            } else {
                format!("You have {sellable} goods to sell.")
            }));
        }
        self.remove(Stock::Goods, u32::from(amount));
        let earned = sell_price * u32::from(amount);
        self.gold += earned;
        self.count_progress(|g| matches!(g, Goal::SellGoods(_)), amount);
        self.say(format!(
            "Sells {} for {earned} gold.",
            Stock::Goods.count(u32::from(amount))
        ));
        Ok(())
    }

    fn buy(&mut self, stock: Stock, amount: u8) -> Done {
        let Pending::Market { buy, .. } = &self.pending else {
            return Err(illegal("There's no market here."));
        };
        if !buy.contains(&stock) {
            return Err(illegal(format!(
                "This market doesn't sell {}.",
                stock.word()
            )));
        }
        let price = self.price();
        let n = u32::from(amount);
        if n == 0 || n > self.room(stock) {
            return Err(illegal(format!(
                "Your {} has room for {} more.",
                stock.section().map_or("purse", Section::name),
                stock.count(self.room(stock))
            )));
        }
        if price * n > self.gold {
            return Err(illegal(format!(
                "{} cost {} gold; you have {}.",
                stock.count(n),
                price * n,
                self.gold
            )));
        }
        self.gold -= price * n;
        self.add(stock, n, false);
        if stock == Stock::Goods {
            if let Pending::Market { bought_goods, .. } = &mut self.pending {
                *bought_goods = bought_goods.saturating_add(amount);
            }
        }
        self.say(format!("Buys {} for {} gold.", stock.count(n), price * n));
        // The last gold spent may leave two lifelines empty: the voyage ends at once,
        // not when the captain leaves the market (selling goods then would undo it).
        self.check_loss();
        Ok(())
    }

    fn count_progress(&mut self, counts: impl Fn(&Goal) -> bool, by: u8) {
        if self.scenario().is_some_and(|s| counts(&s.goal)) {
            self.progress = self.progress.saturating_add(by);
        }
    }

    /// Discards the card and its Next card, applies Black Cross rules and checks the
    /// scenario.
    fn finish_card(&mut self) {
        let card = self.active_card();
        let cross = card.is_some_and(|c| c.cross);
        if let Some(rule) = self.cross_rule() {
            for (stock, n) in &rule.toll {
                let lost = self.remove(*stock, u32::from(*n));
                self.say(format!("✠ Black Cross: loses {}.", stock.count(lost)));
            }
            for (stock, n) in &rule.gain {
                let got = self.add(*stock, u32::from(*n), false);
                self.say(format!("✠ Black Cross: gains {}.", stock.count(got)));
            }
        }
        if cross {
            self.count_progress(|g| matches!(g, Goal::CrossCards(_)), 1);
        }
        self.discard.extend(self.active.take());
        self.discard.extend(self.next.take());
        self.action = None;
        self.next_action = 0;
        self.cards += 1;
        if self.check_loss() {
            return;
        }
        let Some(scenario) = self.scenario() else {
            return;
        };
        let done = match &scenario.goal {
            Goal::HoldGold(n) => self.gold >= *n,
            Goal::HoldOnCross(need) => {
                cross && need.iter().all(|(s, n)| self.held(*s) >= u32::from(*n))
            }
            goal => goal.target().is_some_and(|t| self.progress >= t),
        };
        if done {
            self.complete(scenario);
        }
    }

    fn complete(&mut self, scenario: &'static Scenario) {
        self.completed.push(scenario.id);
        self.scenario = None;
        self.progress = 0;
        let won = self.completed.len() >= SCENARIOS_TO_WIN;
        // "Once a Scenario has been successfully completed, receive your reward": the
        // third one's too, though the voyage ends with it. Only a free upgrade, which
        // would be a decision after the voyage is won, is not taken then.
        let can_upgrade = Section::ALL
            .iter()
            .any(|s| self.levels[s.index()] < MAX_LEVEL);
        let note = match (scenario.reward.upgrade, won, can_upgrade) {
            (true, true, _) => " (no upgrade to choose: the voyage is won)",
            (true, false, false) => " (no upgrade: every section is at level 4)",
            _ => "",
        };
        self.say(format!(
            "📜 Scenario complete: **{}** ({} of {SCENARIOS_TO_WIN}). Reward: {}{note}",
            scenario.name,
            self.completed.len(),
            scenario.reward_text
        ));
        self.gold += scenario.reward.gold;
        for (stock, n) in &scenario.reward.stocks {
            self.add(*stock, u32::from(*n), true);
        }
        if won {
            self.end(Status::Won);
            return;
        }
        self.turn_scenario();
        if scenario.reward.upgrade && can_upgrade {
            self.pending = Pending::Shipyard {
                discount: 0,
                free: true,
            };
        }
    }

    /// Turns over the next scenario and places its bonus markers.
    fn turn_scenario(&mut self) {
        let Some(id) = self.scenario_draw.pop() else {
            return;
        };
        self.scenario = Some(id);
        self.progress = 0;
        let s = content().scenario(id);
        self.say(format!("📜 New scenario: **{}** — {}", s.name, s.goal_text));
        let bonus: Vec<String> = s
            .bonus
            .iter()
            .map(|(k, n)| k.count(u32::from(*n)))
            .collect();
        for (stock, n) in &s.bonus {
            self.add(*stock, u32::from(*n), true);
        }
        if !bonus.is_empty() {
            self.say(format!("The Emperor sends {}.", bonus.join(" and ")));
        }
    }
}

/// "no room in your Crew Quarters".
fn no_room(stock: Stock) -> String {
    match stock.section() {
        Some(s) => format!("no room in your {}", s.name()),
        None => "no room".to_string(),
    }
}

/// "a", "a and b", "a, b and c".
pub fn list(words: &[&str], and: &str) -> String {
    match words {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., last] => format!("{} {and} {last}", init.join(", ")),
    }
}

/// Chance in twelfths that `d12 + bonus` beats `target`.
pub fn beat_odds(bonus: i8, target: u8) -> u32 {
    (1..=12i32)
        .filter(|d| d + i32::from(bonus) > i32::from(target))
        .count() as u32
}

fn color_word(color: RollColor) -> &'static str {
    match color {
        RollColor::Red => "red",
        RollColor::Blue => "blue",
        RollColor::Yellow => "yellow",
        RollColor::Green => "green",
        RollColor::Location => "",
    }
}

fn wrong_move(pending: &Pending) -> String {
    match pending {
        Pending::Build => "First build your zeppelin, like `build 3 2 2 3`.".into(),
        Pending::Travel => "Between cards you can fly on (`next`) or upgrade a section.".into(),
        Pending::May => "This action is optional: `accept` or `decline`.".into(),
        Pending::Or => "Pick one side of the \"or\": `choose 1` or `choose 2`.".into(),
        Pending::Skirmish { .. } => "Pirates! `attack` or `retreat`.".into(),
        Pending::Market { .. } => {
            "You're at a market: `sell goods N`, `buy weapons N`, or `done`.".into()
        }
        Pending::Shipyard { .. } => "At the shipyard: `upgrade <section>` or `decline`.".into(),
        Pending::Resolving | Pending::Over => "Your voyage is over.".into(),
    }
}

//! Zeppelin Attack!'s rules, each as a player would meet them: setup, launching and
//! attacking, defence, cards and Fate, buying, the end and scoring, notation, the policy.
//! One file per feature; the scenario builders they share live here.

mod card_sets;
mod content;
mod designed_effects;
mod engine_contract;
mod explained;
mod refusals;
mod rules_details;
mod worked_examples;

use std::collections::{HashMap, HashSet};

use super::cards::{catalog, AttackType, CardSet, Deck, Section, StartFate};
use super::*;
use crate::game::{Audience, Placement};
use crate::{GameKind, Match};

// ----- scenario builders: a bare game, cards where the test wants them -------------

fn p(n: u8) -> Actor {
    Actor::player(Seat(n))
}

/// The cards of set 1 named `name` (set 1: what games without a `cards` option get).
fn ids_named(name: &str) -> Vec<CardId> {
    ids_in(CardSet::First, name)
}

fn ids_in(set: CardSet, name: &str) -> Vec<CardId> {
    let found: Vec<CardId> = catalog()
        .ids(set)
        .filter(|c| c.def().name == name)
        .collect();
    assert!(!found.is_empty(), "no card named {name}");
    found
}

/// A game stripped bare for a scenario: flagships out, nothing else anywhere except the
/// Mercenary decks (full, shuffled) and the Fate deck (all Fate cards, in catalog order).
/// Card set 1.
fn blank(masterminds: &[Mastermind]) -> (ZeppelinAttack, GameRng) {
    blank_in(CardSet::First, masterminds)
}

/// [`blank`], dealt from card set `set`.
fn blank_in(set: CardSet, masterminds: &[Mastermind]) -> (ZeppelinAttack, GameRng) {
    let mut rng = GameRng::from_seed(11);
    let config = Config {
        cards: set,
        ..Config::default()
    };
    let mut g = rules::setup(config, masterminds.len(), &mut rng);
    for (p, m) in g.players.iter_mut().zip(masterminds) {
        let flagship = catalog()
            .ids(set)
            .find(|c| c.def().deck == m.deck() && c.def().kind == Kind::Flagship)
            .unwrap();
        *p = Player {
            mastermind: *m,
            flagship: Ship::new(flagship),
            zeppelins: Vec::new(),
            hand: Vec::new(),
            deck: Vec::new(),
            discard: Vec::new(),
            tucked: Vec::new(),
            extra_points: 0,
            credit: 0,
            fresh: Vec::new(),
        };
    }
    g.experimental = masterminds
        .iter()
        .filter_map(|m| {
            catalog()
                .ids(set)
                .find(|c| c.def().deck == m.deck() && c.def().kind == Kind::Experimental)
        })
        .collect();
    g.fate_deck = catalog()
        .ids(set)
        .filter(|c| c.def().kind == Kind::Fate)
        .collect();
    g.fate_discard.clear();
    g.current = Seat(0);
    g.start = Seat(0);
    (g, rng)
}

/// An instance of `name` not yet in a player's hands (taken out of decks and piles).
fn take(g: &mut ZeppelinAttack, name: &str) -> CardId {
    let in_players: HashSet<CardId> = g
        .players
        .iter()
        .flat_map(|p| {
            std::iter::once(p.flagship.card)
                .chain(p.zeppelins.iter().map(|z| z.card))
                .chain(p.hand.iter().copied())
                .chain(p.deck.iter().copied())
                .chain(p.discard.iter().copied())
                .chain(p.tucked.iter().copied())
        })
        .collect();
    let card = ids_in(g.config.cards, name)
        .into_iter()
        .find(|c| !in_players.contains(c))
        .unwrap_or_else(|| panic!("no free {name}"));
    for pile in &mut g.piles {
        pile.retain(|c| *c != card);
    }
    g.fate_deck.retain(|c| *c != card);
    card
}

fn hand(g: &mut ZeppelinAttack, seat: u8, names: &[&str]) -> Vec<CardId> {
    let cards: Vec<CardId> = names.iter().map(|n| take(g, n)).collect();
    let p = &mut g.players[usize::from(seat)];
    p.hand.extend(&cards);
    sort_cards(&mut p.hand);
    cards
}

/// Puts cards on a player's deck; the last name is drawn first.
fn deck(g: &mut ZeppelinAttack, seat: u8, names: &[&str]) -> Vec<CardId> {
    let cards: Vec<CardId> = names.iter().map(|n| take(g, n)).collect();
    g.players[usize::from(seat)].deck.extend(&cards);
    cards
}

fn zeppelin(g: &mut ZeppelinAttack, seat: u8, name: &str) -> CardId {
    let card = take(g, name);
    g.players[usize::from(seat)].zeppelins.push(Ship::new(card));
    card
}

/// Puts Fate cards on top of the Fate deck; the last name is revealed first.
fn fate_on_top(g: &mut ZeppelinAttack, names: &[&str]) {
    for n in names {
        let card = take(g, n);
        g.fate_deck.push(card);
    }
}

fn names(cards: &[CardId]) -> Vec<&'static str> {
    cards.iter().map(|c| c.def().name.as_str()).collect()
}

fn texts(events: &[Event]) -> String {
    events
        .iter()
        .map(|e| e.text.english())
        .collect::<Vec<_>>()
        .join("\n")
}

fn play(g: &mut ZeppelinAttack, rng: &mut GameRng, seat: u8, action: Action) -> Vec<Event> {
    g.apply(p(seat), &action, rng)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

impl ZeppelinAttack {
    fn finished_outcome(mut self) -> Outcome {
        self.finished = true;
        self.outcome().unwrap()
    }
}

// ----- a hand-made state as a `Match`: refusals and one-tap labels ------------------

/// A `Match` holding this hand-made state, so moves go the way `/play` and buttons go
/// (`Match::apply_notation`).
fn as_match(g: &ZeppelinAttack) -> Match {
    let base = Match::new(GameKind::ZeppelinAttack, "", g.players.len(), 1).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&base.snapshot()).unwrap();
    json["game"] = serde_json::to_value(g).unwrap();
    Match::from_snapshot(&json.to_string()).unwrap()
}

fn state(game: &Match) -> ZeppelinAttack {
    let json: serde_json::Value = serde_json::from_str(&game.snapshot()).unwrap();
    serde_json::from_value(json["game"].clone()).unwrap()
}

/// Names of cards only their owners may know of: in hands, decks and discard piles, and
/// never on the table now (a ship, a played card, a Mercenary deck's top card).
fn hidden_names(g: &ZeppelinAttack) -> HashSet<&'static str> {
    let mut public: HashSet<&str> = HashSet::new();
    for p in &g.players {
        for ship in std::iter::once(&p.flagship).chain(&p.zeppelins) {
            public.insert(ship.card.def().name.as_str());
            public.extend(ship.played.map(|c| c.def().name.as_str()));
        }
    }
    public.extend(
        g.piles
            .iter()
            .filter_map(|p| p.last())
            .map(|c| c.def().name.as_str()),
    );
    g.players
        .iter()
        .flat_map(|p| p.hand.iter().chain(&p.deck).chain(&p.discard))
        .map(|c| c.def().name.as_str())
        .filter(|n| !public.contains(n))
        .collect()
}

/// `text`, typed by `seat`, is refused and changes nothing; the reason is specific (not
/// the old "doesn't fit") and names no hidden card. Returns the reason.
fn refused_by(game: &mut Match, seat: u8, text: &str) -> String {
    let before = game.snapshot();
    let err = game.apply_notation(p(seat), text).expect_err(text);
    assert_eq!(game.snapshot(), before, "`{text}` changed the game");
    let reason = err.to_string();
    assert!(!reason.contains("doesn't fit"), "`{text}`: {reason}");
    for name in hidden_names(&state(game)) {
        assert!(!reason.contains(name), "`{text}` names {name}: {reason}");
    }
    reason
}

fn assert_says(reason: &str, why: &str) {
    assert!(reason.contains(why), "wanted {why:?} in: {reason}");
}

/// The number of `card` in `seat`'s hand, as the notation counts.
fn number_of(game: &Match, seat: u8, name: &str) -> usize {
    let g = state(game);
    1 + g.players[usize::from(seat)]
        .hand
        .iter()
        .position(|c| c.def().name == name)
        .unwrap_or_else(|| panic!("no {name} in hand"))
}

fn label_of(game: &Match, seat: u8, notation: &str) -> String {
    game.choices(p(seat))
        .into_iter()
        .find(|c| c.notation == notation)
        .unwrap_or_else(|| panic!("`{notation}` is not offered"))
        .label
        .english()
}

/// Blitzmann (seat 0, to play) with a Zeppelin, Lightning Projector, a Defense card and
/// two Fate cards; Frost (seat 1) with The Winter Light and Ghost Projector.
fn scene() -> Match {
    use Mastermind::*;
    let (mut g, _) = blank(&[DerBlitzmann, JacquelineFrost]);
    zeppelin(&mut g, 0, "Den Kondensator");
    zeppelin(&mut g, 1, "The Winter Light");
    hand(
        &mut g,
        0,
        &[
            "Lightning Projector",
            "Conductive Counter Measures",
            "Minor Mission",
            "Crown Jewels",
        ],
    );
    hand(&mut g, 1, &["Ghost Projector", "Cryo Cannon"]);
    deck(&mut g, 1, &["Ice Field", "Snow Queen's Courier"]);
    as_match(&g)
}

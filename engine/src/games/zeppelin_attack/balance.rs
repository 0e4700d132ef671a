//! The balance harness: sensible self-play, counted per mastermind and per seat in
//! turn order. `windward selfplay` reports only whether a game was won; this plays the
//! same games (seeds 1, 2, 3… through `Match`, every move the policy's suggestion) and
//! says who won them. Ignored by default; run it with
//!
//! ```text
//! ZA_GAMES=2000 ZA_OPTIONS="cards=1" cargo test -p windward-engine --release \
//!     zeppelin_attack::balance -- --ignored --nocapture
//! ```
//!
//! A shared win counts as a fraction (1/k to each of k winners), so the rates of a
//! player count add up to 100 % per seat.

use std::collections::BTreeMap;

use super::cards::Mastermind;
use super::ZeppelinAttack;
use crate::game::Actor;
use crate::{GameKind, Match};

fn state(game: &Match) -> ZeppelinAttack {
    let json: serde_json::Value = serde_json::from_str(&game.snapshot()).unwrap();
    serde_json::from_value(json["game"].clone()).unwrap()
}

/// Per player count: wins and games per mastermind, and per seat in turn order.
pub(super) struct Tally {
    pub(super) villains: BTreeMap<&'static str, (f64, u32)>,
    pub(super) seats: Vec<(f64, u32)>,
    pub(super) tie_breaks: u32,
}

/// Plays `games` sensible games (seeds 1..=games) with `options`.
pub(super) fn tally(options: &str, players: usize, games: u64) -> Tally {
    let mut t = Tally {
        villains: BTreeMap::new(),
        seats: vec![(0.0, 0); players],
        tie_breaks: 0,
    };
    for seed in 1..=games {
        let mut game = Match::new(GameKind::ZeppelinAttack, options, players, seed).unwrap();
        let outcome = loop {
            if let Some(outcome) = game.outcome() {
                break outcome;
            }
            let seat = game.to_act()[0];
            let notation = game.suggest(seat).expect("the policy always answers");
            game.apply_notation(Actor::player(seat), &notation)
                .unwrap_or_else(|e| panic!("seed {seed}: `{notation}` refused: {e}"));
        };
        let g = state(&game);
        let share = 1.0 / outcome.winners.len() as f64;
        let lines = super::rules::scores(&g);
        let top = lines.iter().map(|l| l.total).max().unwrap_or(0);
        if lines.iter().filter(|l| l.total == top).count() > 1 {
            t.tie_breaks += 1;
        }
        for seat in g.seats() {
            let won = if outcome.winners.contains(&seat) {
                share
            } else {
                0.0
            };
            let name = g.player(seat).mastermind.name();
            let v = t.villains.entry(name).or_insert((0.0, 0));
            v.0 += won;
            v.1 += 1;
            let order = (seat.index() + players - g.start.index()) % players;
            t.seats[order].0 += won;
            t.seats[order].1 += 1;
        }
    }
    t
}

fn pct((wins, games): (f64, u32)) -> String {
    format!("{:.1} %", 100.0 * wins / f64::from(games.max(1)))
}

#[test]
#[ignore = "a measurement, not a check: run it by hand (see the module docs)"]
fn balance_report() {
    let games: u64 = std::env::var("ZA_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let options = std::env::var("ZA_OPTIONS").unwrap_or_default();
    for players in 2..=4 {
        let t = tally(&options, players, games);
        let villains: Vec<String> = Mastermind::ALL
            .iter()
            .map(|m| format!("{} {}", m.name(), pct(t.villains[m.name()])))
            .collect();
        let seats: Vec<String> = t
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| format!("#{} {}", i + 1, pct(*s)))
            .collect();
        println!(
            "options {options:?}, {players} players, {games} games: {}; seats in turn order: {}; top tied on VP in {} games",
            villains.join(", "),
            seats.join(", "),
            t.tie_breaks
        );
    }
}

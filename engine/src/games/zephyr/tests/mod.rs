//! Zephyr: Winds of Change's rules, each as a captain would meet it: ships and the
//! barge, the day's decisions, exploring, battles, the day's end, missions, editions.
//!
//! This file holds the helpers the tests share (new games, typed actions, ships in
//! flight, staged battles); the tests are in the files here, one topic each: `basics`,
//! `edition2`, `variants`, `warlords`, `edition3`, `coverage`, `paths`, `edition5`.

use super::battle::{self as fight, enemy_ship, Area, Battle, Step};
use super::content::{Effect, HullSlot, Outcome as Out};
use super::rules::Task;
use super::ship::{Card, HullTile, Where};
use super::*;
use crate::game::{Actor, Game, Seat};
use crate::rng::GameRng;

mod basics;
mod coverage;
mod edition2;
mod edition3;
mod edition5;
mod paths;
mod variants;
mod warlords;

/// A new game as `/game new` makes it (the newest rules edition).
fn new_game(players: usize, seed: u64) -> (Zephyr, GameRng) {
    new_game_with(players, seed, Zephyr::NEW_SESSION_OPTIONS)
}

pub(super) fn new_game_with(players: usize, seed: u64, options: &str) -> (Zephyr, GameRng) {
    let mut rng = GameRng::from_seed(seed);
    let config =
        Zephyr::configure(&Options::parse(options, Zephyr::option_specs()).unwrap()).unwrap();
    let g = Zephyr::new(&config, players, &mut rng).unwrap();
    (g, rng)
}

/// Plays a whole game with the policy (or random legal moves); returns it.
fn play_out(players: usize, seed: u64, sensible: bool) -> Zephyr {
    play_out_with(players, seed, sensible, Zephyr::NEW_SESSION_OPTIONS)
}

fn act(g: &mut Zephyr, rng: &mut GameRng, seat: u8, text: &str) -> Vec<crate::game::Event> {
    let a = g.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    g.apply(Actor::player(Seat(seat)), &a, rng)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn names(s: Seat) -> String {
    s.tag()
}

fn base_card(name: &str) -> usize {
    content()
        .base_cards
        .iter()
        .position(|c| c.name == name)
        .unwrap()
}

fn enemy(name: &str) -> u8 {
    content()
        .enemies
        .iter()
        .position(|e| e.name == name)
        .unwrap() as u8
}

fn commander(name: &str) -> u8 {
    content()
        .commanders
        .iter()
        .position(|e| e.name == name)
        .unwrap() as u8
}

/// Both captains on their book builds, at the first morning.
fn flying(players: usize, seed: u64) -> (Zephyr, GameRng) {
    flying_with(players, seed, Zephyr::NEW_SESSION_OPTIONS)
}

fn flying_with(players: usize, seed: u64, options: &str) -> (Zephyr, GameRng) {
    let (mut g, mut rng) = new_game_with(players, seed, options);
    let ships = [
        "imperial-scimitar",
        "bandit-condor",
        "greaser-tub",
        "rogue-spitfire",
        "merchant-gypsy",
    ];
    for (s, ship) in ships.iter().enumerate().take(players) {
        act(&mut g, &mut rng, s as u8, &format!("build:{ship}"));
    }
    for s in 0..players {
        act(&mut g, &mut rng, s as u8, "done");
    }
    (g, rng)
}

/// A battle of `seats` against `foes`, in its plays step.
fn battle(seats: &[u8], foes: Vec<fight::Foeship>) -> Battle {
    Battle {
        number: 1,
        area: Area::Patrol,
        seats: seats.iter().map(|&s| Seat(s)).collect(),
        foes,
        targets: seats.iter().map(|&s| (Seat(s), 0)).collect(),
        step: Step::Plays,
        round: 1,
        done: Vec::new(),
        asked: Vec::new(),
        joining: Vec::new(),
        declined: Vec::new(),
        on_win: Vec::new(),
        wrecks: Vec::new(),
        lines: Vec::new(),
        won: None,
        joined: false,
    }
}

/// A generator whose next d6 shows `face` (and that seed's stream after it).
fn rolling(face: u32) -> GameRng {
    (0..10_000)
        .map(GameRng::from_seed)
        .find(|r| r.clone().die(6) == face)
        .unwrap()
}

/// A ship whose every hull tile is whole: `kinds` top first.
fn hull_of(kinds: &[Hull]) -> Vec<HullTile> {
    kinds
        .iter()
        .map(|&kind| HullTile {
            kind,
            damaged: false,
        })
        .collect()
}

const REACH: &str = "rules=2 mission=warlords-reach";

/// Plays a whole game of `options` with the policy (or random legal moves).
pub(super) fn play_out_with(players: usize, seed: u64, sensible: bool, options: &str) -> Zephyr {
    play_out_telling(players, seed, sensible, options, &mut |_| {})
}

/// As `play_out_with`, telling `heard` every public line of the game.
fn play_out_telling(
    players: usize,
    seed: u64,
    sensible: bool,
    options: &str,
    heard: &mut dyn FnMut(&str),
) -> Zephyr {
    let (mut g, mut rng) = new_game_with(players, seed, options);
    let mut pick = GameRng::from_seed(seed ^ 0xdead);
    for step in 0..20_000 {
        if g.outcome().is_some() {
            return g;
        }
        let seat = g.to_act()[0];
        let legal = g.legal_actions(Actor::player(seat));
        assert!(
            !legal.is_empty(),
            "step {step}: {seat} waits with nothing to do: {:?}",
            g.task(seat)
        );
        let action = if sensible {
            g.suggest(seat).unwrap()
        } else {
            legal[pick.below(legal.len() as u32) as usize].clone()
        };
        match g.apply(Actor::player(seat), &action, &mut rng) {
            Ok(events) => {
                for e in events.iter().filter(|e| e.visible_to(Viewer::Public)) {
                    heard(&e.text.english());
                }
            }
            Err(e) => panic!("step {step}: {seat} {action:?} refused: {e}"),
        }
    }
    panic!("the game did not end");
}

/// Readies every seat still declaring targets, so the battle is in its plays.
fn to_plays(g: &mut Zephyr, rng: &mut GameRng) {
    for s in 0..g.m.players() as u8 {
        if g.m.battles[0].step == Step::Declare && !g.m.battles[0].done.contains(&Seat(s)) {
            act(g, rng, s, "ready");
        }
    }
    assert_eq!(g.m.battles[0].step, Step::Plays);
}

/// Everyone fires, seat `s` with `direct` direct damage at foe `aims[s]`.
fn volley(g: &mut Zephyr, rng: &mut GameRng, aims: &[(u8, u8, u8)]) -> Vec<String> {
    to_plays(g, rng);
    for &(s, foe, direct) in aims {
        g.m.battles[0].set_target(Seat(s), foe);
        g.m.ships[usize::from(s)].plays.direct = direct;
    }
    let mut lines = Vec::new();
    for s in 0..g.m.players() as u8 {
        for e in act(g, rng, s, "fire") {
            lines.push(format!("{e:?}"));
        }
    }
    lines
}

fn assignment(name: &str) -> u8 {
    content()
        .assignments
        .iter()
        .position(|a| a.name == name)
        .unwrap_or_else(|| panic!("{name}")) as u8
}

/// Puts `seat` alone on assignment `def`, on route space `pos`.
fn out_on(g: &mut Zephyr, seat: u8, def: u8, pos: u8) {
    let number = 40 + seat;
    g.m.running.push(super::rules::Running {
        number,
        def,
        leader: Seat(seat),
        allies: Vec::new(),
        pos,
        path: None,
        turn: None,
        fresh: false,
        lost_battle: false,
        weaken: 0,
    });
    g.m.ships[usize::from(seat)].at = Where::Assignment(number);
}

fn advance(g: &mut Zephyr, rng: &mut GameRng) -> Vec<String> {
    let mut ev = Vec::new();
    g.m.advance(&mut ev, &names, rng);
    ev.into_iter().map(|e| e.text.english()).collect()
}

/// Alice leads `def` on its final space with bob (and carol) as allies, at the end of
/// the day's battles: advancing ends the day.
fn party_on_final_day(players: usize, options: &str, def: &str) -> (Zephyr, GameRng) {
    let (mut g, rng) = flying_with(players, 3, options);
    let def = assignment(def);
    let last = content().assignments[usize::from(def)].route.len() as u8 - 1;
    out_on(&mut g, 0, def, last);
    for ally in 1..players {
        g.m.running[0].allies.push(Seat(ally as u8));
        g.m.ships[ally].at = Where::Assignment(40);
    }
    g.m.phase = super::rules::Phase::Battles;
    for t in &mut g.m.tasks {
        *t = Task::Idle;
    }
    (g, rng)
}

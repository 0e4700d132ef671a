//! Aether Captains' rules, each as a player would meet it: setup, a voyage's turns,
//! cards and tiles, scenarios, the end, and the sensible policy.
//! One file per feature; the voyages and dice they share are built here.

mod counts_and_builds;
mod goals_and_losses;
mod matches;
mod pirates;
mod policy_figures;
mod scenarios;
mod texts;
mod trading;

use super::content::Effect;
use super::voyage::{Pending, Status, Voyage};
use super::*;
use crate::AnyView;
use crate::{GameKind, Match};

fn p(n: u8) -> Actor {
    Actor::player(Seat(n))
}

fn game(players: usize, seed: u64) -> (AetherCaptains, GameRng) {
    let mut rng = GameRng::from_seed(seed);
    let config = AetherCaptains::configure(&Options::parse("", OPTIONS).unwrap()).unwrap();
    (
        AetherCaptains::new(&config, players, &mut rng).unwrap(),
        rng,
    )
}

/// A generator whose next d12 rolls are exactly `faces` (found by trying seeds).
fn dice(faces: &[u32]) -> GameRng {
    (0u64..)
        .map(GameRng::from_seed)
        .find(|r| {
            let mut r = r.clone();
            faces.iter().all(|f| r.die(12) == *f)
        })
        .unwrap()
}

const SKIFF: u8 = 1; // Pirates, salvage weapons

const KITE: u8 = 2; // as Next: red 5, blue 5, yellow 5, gold value 6, green 8; numbers gold 4, weapons 1, crew 1, engine 2

const BAZAAR: u8 = 13; // sell goods; buy weapons, crew, engine

const SPICE: u8 = 14; // buy and sell goods

const HIRING: u8 = 24; // you may pay the gold value for crew

const CONVOY: u8 = 28; // weapons or engine parts

const SIGNAL: u8 = 31; // Black Cross; gain 1 weapon and 1 crew

const SQUALL: u8 = 34; // Crew Command or lose crew

/// No limit on reshuffles: the rulebook's rule (new sessions get `patience=off`).
const NO_LIMIT: u8 = 0;

/// Captain Amara Quill (+1 yellow, +1 green, +1 goods square), a 3·2·2·3 zeppelin:
/// engine 4, goods 5, crew 3, weapons 4 squares, Defense Rating 6, 10 gold. Waiting
/// between cards with `active` on top of the pile and `next` under it.
fn ship(active: u8, next: u8) -> Voyage {
    let mut v = Voyage::new(NO_LIMIT, &mut GameRng::from_seed(0));
    v.captain = 3;
    v.apply(
        &Action::Build {
            levels: [3, 2, 2, 3],
        },
        &mut GameRng::from_seed(0),
    )
    .unwrap();
    v.scenario = Some(2);
    v.progress = 0;
    v.held = [4, 5, 3, 4];
    v.draw.retain(|c| *c != active && *c != next);
    v.draw.push(next);
    v.draw.push(active);
    v
}

fn reveal(v: &mut Voyage, faces: &[u32]) {
    v.apply(&Action::Next, &mut dice(faces)).unwrap();
}

fn engine(v: &Voyage) -> u8 {
    v.held[0]
}

fn goods(v: &Voyage) -> u8 {
    v.held[1]
}

fn crew(v: &Voyage) -> u8 {
    v.held[2]
}

fn weapons(v: &Voyage) -> u8 {
    v.held[3]
}

const VESPER: u8 = 4; // Black Cross pirates, +1 to their attack rolls; salvage weapons and gold

/// A one-captain game made with `options`, flying `v` (under the game's patience).
fn at_sea(mut v: Voyage, options: &str) -> AetherCaptains {
    let config = AetherCaptains::configure(&Options::parse(options, OPTIONS).unwrap()).unwrap();
    let mut g = AetherCaptains::new(&config, 1, &mut GameRng::from_seed(0)).unwrap();
    v.patience = config.patience;
    g.voyages[0] = v;
    g
}

//! Bitwa's rules, each as an admiral would meet them: the sea, the wind and calms,
//! sailing, gunnery, fire, the transports' last stand, notation and editions.
//! One file per feature; the battles they share are set up here.

mod boarding;
mod calm;
mod discord;
mod languages;
mod mirrored;
mod movement;
mod policy_play;
mod salvos;
mod setup;
mod the_end;

use super::board::Dir::*;
use super::*;
use crate::options::Options;
use crate::{GameKind, Match, Placement};

fn f(name: &str) -> Field {
    Field::parse(name).unwrap_or_else(|| panic!("bad field {name}"))
}

fn p(n: u8) -> Actor {
    Actor::player(Seat(n))
}

/// A battle in red's action with exactly these ships: (id, class, field, facing,
/// damage). Ids 0–9 are red (0 the transport), 10–19 green. It plays the newest
/// rules edition; a test of an older one sets `g.config.rules`.
fn battle(ships: &[(u8, Class, &str, Dir, Option<Damage>)], wind: Dir) -> (Bitwa, GameRng) {
    let mut rng = GameRng::from_seed(3);
    let config = Config {
        rules: RULES_EDITION,
        ..Config::default()
    };
    let mut g = Bitwa::new(&config, 2, &mut rng).unwrap();
    g.ships = ships
        .iter()
        .map(|(id, class, field, facing, damage)| Ship {
            id: *id,
            class: *class,
            field: f(field),
            facing: *facing,
            damage: *damage,
        })
        .collect();
    g.wind = Some(wind);
    g.phase = Phase::Action {
        seat: Seat(0),
        selected: None,
        ordered: Vec::new(),
        calm: None,
    };
    (g, rng)
}

/// `battle` with a transport for each fleet in a far corner (red A2, green M2), for
/// tests about other ships: with no transports at all, edition 2 ends the battle in a
/// draw at the first check (both transports out).
fn afloat(ships: &[(u8, Class, &str, Dir, Option<Damage>)], wind: Dir) -> (Bitwa, GameRng) {
    let mut all = vec![
        (0, Class::Transport, "A2", East, None),
        (10, Class::Transport, "M2", West, None),
    ];
    all.extend_from_slice(ships);
    battle(&all, wind)
}

fn act(g: &mut Bitwa, rng: &mut GameRng, text: &str) -> Result<Vec<Event>, ActionError> {
    let seat = g.current_seat().expect("someone acts");
    let action = g.parse(text)?;
    g.apply(p(seat.0), &action, rng)
}

fn ok(g: &mut Bitwa, rng: &mut GameRng, text: &str) -> Vec<Event> {
    act(g, rng, text).unwrap_or_else(|e| panic!("`{text}` refused: {e}"))
}

/// Expects a refusal that changes nothing and is not offered; returns the reason.
fn refused(g: &mut Bitwa, rng: &mut GameRng, text: &str) -> String {
    let before = g.clone();
    let err = act(g, rng, text).expect_err(text).to_string();
    // Through `Match` a refusal changes nothing; the game's own apply checks first.
    assert_eq!(*g, before, "`{text}` changed the game while refused: {err}");
    if let Ok(action) = g.parse(text) {
        let seat = g.current_seat().unwrap();
        assert!(
            !g.legal_actions(p(seat.0)).contains(&action),
            "`{text}` is refused ({err}) but offered"
        );
    }
    err
}

fn text(events: &[Event]) -> String {
    events
        .iter()
        .map(|e| e.text.english())
        .collect::<Vec<_>>()
        .join(" | ")
}

fn ship_on<'a>(g: &'a Bitwa, field: &str) -> &'a Ship {
    g.ship_at(f(field))
        .unwrap_or_else(|| panic!("no ship on {field}"))
}

const FRIGATE: Class = Class::Frigate;

const FLAUTA_ID: u8 = cards::FLAUTA;

//! What the conformance suite and the golden logs share: a seeded random player that
//! works for every [`GameKind`] through [`Match`]'s public API only.
//!
//! Nothing here names a game: a kind added to `GameKind::ALL` is played by the same
//! code. The only per-game knowledge is [`extra_options`], a list of option strings
//! worth playing besides the defaults (a new game needs no entry).

#![allow(dead_code)]

use serde_json::Value;
use windward_engine::rng::GameRng;
use windward_engine::{Actor, Applied, GameKind, Match};

/// Player counts tried per game: its range from `check_options`, capped here.
pub const MAX_PLAYERS_TRIED: usize = 5;

/// A game that has not ended after this many moves is reported as endless.
pub const MAX_MOVES: usize = 20_000;

/// Option strings played besides `""`, for the rules a default game never reaches.
/// Keyed by the stable id, so a new game needs no entry.
pub fn extra_options(kind: GameKind) -> &'static [&'static str] {
    match kind.id() {
        "table" => &["dice=2d6 rounds=3"],
        "zefiria" => &["storm=on austro=neighbours"],
        // Card set 2; "" is set 1, the set of every game begun before set 2.
        "zeppelin-attack" => &["cards=2"],
        // The book's rule, every new session's; "" is the limit of 3 older ones keep.
        "aether-captains" => &["patience=off"],
        // Rules edition 2, every new session's; "" is edition 1, older games'.
        "bitwa" => &["rules=2"],
        // Edition 5, every new session's (the book's smaller rules), with the book's
        // limited-resources and shallow-talent-pool variants; rules edition 2 ("" is
        // edition 1, older games'); a mission ending with a warlord in edition 2, and
        // one with the track's events, requirements and supplies in edition 3. The
        // golden logs of the last three, and edition 4's (`rules=4 shop=limited
        // talent=shallow`), were recorded with each first in this list.
        "zephyr" => &[
            "rules=5 shop=limited talent=shallow",
            "rules=2",
            "rules=2 mission=warlords-reach",
            "rules=3 mission=iron-tide",
        ],
        _ => &[],
    }
}

/// The player counts the suite tries for `options`: the game's whole range, capped at
/// [`MAX_PLAYERS_TRIED`].
pub fn player_counts(kind: GameKind, options: &str) -> Vec<usize> {
    let (min, max) = kind
        .check_options(options)
        .unwrap_or_else(|e| panic!("{}: options {options:?} refused: {e}", kind.id()));
    (min..=max.min(MAX_PLAYERS_TRIED)).collect()
}

/// The chooser's stream: separate from the game's own seed so a game's dice never
/// depend on how the test picks moves.
pub fn chooser(seed: u64) -> GameRng {
    GameRng::from_seed(seed ^ 0xC0FF_EE00_D1CE_5EED)
}

/// One move the random player makes: who, as host or not, and the notation.
#[derive(Clone, Debug, PartialEq)]
pub struct Pick {
    pub actor: Actor,
    pub notation: String,
    /// Whether it came from the game's policy (`Match::suggest`).
    pub suggested: bool,
}

/// Picks a move: a waiting seat at random, then one in eight moves as the host (its
/// table-keeping tools are how a free table ends), else the game's policy three
/// times in four when it has one (so long games end), else a random offered choice.
/// `None` when nobody is waiting or the chosen seat is offered nothing.
pub fn pick(m: &Match, rng: &mut GameRng) -> Option<Pick> {
    let waiting = m.to_act();
    let seat = *rng.choose(&waiting)?;
    if rng.below(8) == 0 {
        let actor = Actor { seat, host: true };
        let choices = m.choices(actor);
        if let Some(c) = rng.choose(&choices) {
            return Some(Pick {
                actor,
                notation: c.notation.clone(),
                suggested: false,
            });
        }
    }
    let actor = Actor::player(seat);
    if rng.below(4) != 0 {
        if let Some(notation) = m.suggest(seat) {
            return Some(Pick {
                actor,
                notation,
                suggested: true,
            });
        }
    }
    let choices = m.choices(actor);
    rng.choose(&choices).map(|c| Pick {
        actor,
        notation: c.notation.clone(),
        suggested: false,
    })
}

/// One accepted move, as a session would store it.
#[derive(Clone, Debug)]
pub struct Entry {
    pub actor: Actor,
    /// The action in the game's serde form (`Applied::action`): what the log stores.
    pub action: Value,
    pub notation: String,
    pub applied: Applied,
}

/// A whole random game, played without checks (the golden recorder and the
/// determinism check use it).
pub struct Played {
    pub game: Match,
    pub entries: Vec<Entry>,
    pub ended: bool,
}

/// Plays `kind` with [`pick`] until it ends or [`MAX_MOVES`] pass.
///
/// # Panics
/// If the game refuses a move it offered, or waits for a seat it offers nothing.
pub fn play(kind: GameKind, options: &str, players: usize, seed: u64) -> Played {
    let mut game = Match::new(kind, options, players, seed)
        .unwrap_or_else(|e| panic!("{} {players}p {options:?}: {e}", kind.id()));
    let mut rng = chooser(seed);
    let mut entries = Vec::new();
    while game.outcome().is_none() && entries.len() < MAX_MOVES {
        let Some(p) = pick(&game, &mut rng) else {
            panic!(
                "{} {players}p seed {seed} move {}: a waiting seat is offered nothing",
                kind.id(),
                entries.len()
            );
        };
        let applied = game
            .apply_notation(p.actor, &p.notation)
            .unwrap_or_else(|e| {
                panic!(
                    "{} {players}p seed {seed} move {}: offered `{}` refused: {e}",
                    kind.id(),
                    entries.len(),
                    p.notation
                )
            });
        entries.push(Entry {
            actor: p.actor,
            action: applied.action.clone(),
            notation: p.notation,
            applied,
        });
    }
    Played {
        ended: game.outcome().is_some(),
        game,
        entries,
    }
}

/// FNV-1a, 64 bits: a stable hash with no dependency (engine has no hash crate).
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        hash ^= u64::from(*b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The hash as stored in golden files: 16 lowercase hex digits.
pub fn snapshot_hash(snapshot: &str) -> String {
    format!("{:016x}", fnv1a64(snapshot.as_bytes()))
}

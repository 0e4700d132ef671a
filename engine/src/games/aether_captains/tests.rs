use super::content::Effect;
use super::voyage::{Pending, Status, Voyage};
use super::*;
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

/// Plays one captain's voyage with the sensible policy; returns (won, cards, moves).
fn play_out(seed: u64) -> (bool, u32, u32) {
    let (mut g, mut rng) = game(1, seed);
    let mut moves = 0;
    while g.outcome().is_none() {
        let action = g.suggest(Seat(0)).expect("a move while the voyage lasts");
        g.apply(p(0), &action, &mut rng)
            .unwrap_or_else(|e| panic!("seed {seed}: {action:?} refused: {e}"));
        moves += 1;
        assert!(moves < 5_000, "seed {seed}: voyage never ends");
    }
    let v = &g.voyages[0];
    (v.status == Status::Won, v.cards, moves)
}

/// Balance figures: `cargo test --release -p windward-engine aether_balance -- --ignored --nocapture`.
#[test]
#[ignore]
fn aether_balance() {
    let n = 2000;
    let mut wins = 0;
    let mut cards = 0;
    let mut moves = 0;
    let mut reasons = std::collections::BTreeMap::new();
    let mut by_completed = [0; 4];
    for seed in 0..n {
        let (won, c, m) = play_out(seed);
        wins += u32::from(won);
        cards += c;
        moves += m;
        let (g, _) = {
            let (mut g, mut rng) = game(1, seed);
            while g.outcome().is_none() {
                let a = g.suggest(Seat(0)).unwrap();
                g.apply(p(0), &a, &mut rng).unwrap();
            }
            (g, rng)
        };
        let v = &g.voyages[0];
        by_completed[v.completed.len().min(3)] += 1;
        if let Status::Lost { reason } = &v.status {
            *reasons.entry(reason.clone()).or_insert(0) += 1;
        }
    }
    println!(
        "win rate {:.1}% · cards/game {:.1} · moves/game {:.1} · completed {:?}",
        100.0 * f64::from(wins) / f64::from(n as u32),
        f64::from(cards) / f64::from(n as u32),
        f64::from(moves) / f64::from(n as u32),
        by_completed
    );
    for (r, c) in reasons {
        println!("  {c:5} {r}");
    }
}

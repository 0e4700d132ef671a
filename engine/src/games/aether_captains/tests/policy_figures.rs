//! The sensible policy's figures (ignored tests, run by hand).

use super::*;

/// Balance figures: `cargo test --release -p windward-engine aether_balance -- --ignored --nocapture`.
#[test]
#[ignore]
fn aether_balance() {
    let n = 2000u32;
    let mut wins = 0;
    let mut cards = 0;
    let mut moves = 0;
    let mut reasons = std::collections::BTreeMap::new();
    let mut by_completed = [0; 4];
    let mut longest = 0;
    for seed in 0..u64::from(n) {
        let (mut g, mut rng) = game(1, seed);
        while g.outcome().is_none() {
            let a = g.suggest(Seat(0)).unwrap();
            g.apply(p(0), &a, &mut rng).unwrap();
            moves += 1;
        }
        let v = &g.voyages[0];
        wins += u32::from(v.status == Status::Won);
        cards += v.cards;
        longest = longest.max(v.cards);
        by_completed[v.completed.len().min(3)] += 1;
        if let Status::Lost { reason } = &v.status {
            *reasons.entry(reason.clone()).or_insert(0) += 1;
        }
    }
    println!(
        "win rate {:.1}% · cards/game {:.1} (longest {longest}) · moves/game {:.1} · completed {:?}",
        100.0 * f64::from(wins) / f64::from(n),
        f64::from(cards) / f64::from(n),
        f64::from(moves) / f64::from(n),
        by_completed
    );
    for (r, c) in reasons {
        println!("  {c:5} {r}");
    }
    // The target: a careful captain wins roughly a third to half of the time.
    let rate = f64::from(wins) / f64::from(n);
    assert!(
        (0.33..=0.5).contains(&rate),
        "win rate {rate:.3} left the band"
    );
}

/// The voyages of `windward selfplay --game aether-captains --players 2 --games 200
/// --policy sensible --no-db` (same seeds, same chooser), with why each ended:
/// `cargo test -p windward-engine aether_selfplay_voyages -- --ignored --nocapture`.
#[test]
#[ignore]
fn aether_selfplay_voyages() {
    let (players, games, seed) = (2usize, 200u64, 1u64);
    let mut chooser = GameRng::from_seed(seed);
    let mut ends = std::collections::BTreeMap::new();
    let (mut cards, mut won, mut longest) = (0, 0, 0);
    for index in 0..games {
        let mut m = Match::new(GameKind::AetherCaptains, "", players, seed + index).unwrap();
        while m.outcome().is_none() {
            let waiting = m.to_act();
            let s = *chooser.choose(&waiting).unwrap();
            let notation = m.suggest(s).unwrap();
            m.apply_notation(p(s.0), &notation).unwrap();
        }
        won += u32::from(!m.outcome().unwrap().winners.is_empty());
        for s in 0..players {
            let AnyView::AetherCaptains(view) = m.view(Viewer::Seat(Seat(s as u8))) else {
                panic!("kind")
            };
            let ship = view.ship.unwrap();
            cards += ship.cards;
            longest = longest.max(ship.cards);
            let ending = ship.ending.unwrap_or_default();
            let ending = match ending.find(" after ") {
                Some(i) => ending[..i].to_string(),
                None => ending,
            };
            *ends.entry(ending).or_insert(0) += 1;
        }
    }
    println!(
        "{games} games ({won} with a winner), {} voyages, {:.1} cards each, longest {longest}",
        games as usize * players,
        f64::from(cards) / (games as f64 * players as f64)
    );
    for (e, n) in ends {
        println!("  {n:4} {e}");
    }
}

//! Whose turn it is, for every game: whole games played through the app service (the
//! same path as a slash command), counting each hand-off (a seat the game waits for
//! after an action and not before it) and the pings of the posts that action made.
//! Every hand-off pings its seat, once; nobody else is pinged (the final board, which
//! pings everyone, aside). One rule in the app, checked here over every game and
//! player count, with random and sensible play.

use windward::selfplay::{selfplay, Args, Policy};
use windward_engine::GameKind;

/// The player counts to try: every count the game takes, up to five.
fn player_counts(kind: GameKind) -> Vec<usize> {
    let (min, max) = kind
        .check_options(kind.selfplay_options())
        .expect("self-play options are valid");
    (min..=max.min(5)).collect()
}

fn args(kind: GameKind, players: usize, policy: Policy, seed: u64) -> Args {
    Args {
        game: kind.id().to_string(),
        players,
        games: 1,
        seed,
        options: None,
        policy,
        max_actions: 20_000,
        no_render: true,
        lang: windward_engine::i18n::Lang::En,
        no_db: false,
        db: None,
        json: false,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_hand_off_pings_its_player_and_nobody_else() {
    let mut checked = Vec::new();
    for &kind in GameKind::ALL {
        for players in player_counts(kind) {
            let mut policies = vec![Policy::Random];
            if kind.has_policy() {
                policies.push(Policy::Sensible);
            }
            for policy in policies {
                let report = selfplay(&args(kind, players, policy, 3 + players as u64))
                    .await
                    .unwrap_or_else(|e| panic!("{} × {players}: {e}", kind.id()));
                let what = format!("{} × {players} ({policy:?})", kind.id());
                assert_eq!(report.errors, 0, "{what}: {:?}", report.error_samples);
                assert_eq!(report.finished, 1, "{what}: the game ends");
                if players > 1 && !kind.independent_seats() {
                    assert!(report.handoffs > 0, "{what}: the game hands off");
                }
                assert_eq!(
                    (report.handoffs_without_ping, report.pings_to_nobody_new),
                    (0, 0),
                    "{what}: {} hand-offs",
                    report.handoffs
                );
                checked.push(what);
            }
        }
    }
    assert!(checked.len() >= GameKind::ALL.len() * 2, "{checked:?}");
}

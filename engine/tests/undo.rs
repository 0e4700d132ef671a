//! Undo, as the engine promises it (`Applied::undoable`): in random games of every
//! kind, an action marked undoable drew nothing from the generator, revealed nothing
//! hidden to anyone, and left its player still to act (and every other seat it was
//! waiting for, so taking it back hands no decision to anyone new: the bot's undo
//! never owes a ping); and replaying the log without it gives back exactly the state
//! before it.

use windward_engine::rng::GameRng;
use windward_engine::{Actor, GameKind, Match, Viewer};

#[test]
fn undoable_actions_draw_nothing_show_nothing_and_replay_away() {
    let mut seen = Vec::new();
    for &kind in GameKind::ALL {
        let options = kind.new_session_options(kind.selfplay_options());
        let fewest = (1..=6)
            .find(|n| Match::new(kind, &options, *n, 3).is_ok())
            .unwrap();
        // The fewest players, and two where the fewest is one (someone else to wait on).
        let mut counts = vec![fewest];
        if fewest == 1 && Match::new(kind, &options, 2, 3).is_ok() {
            counts.push(2);
        }
        let mut undoable = 0;
        for (seed, players) in (0..4u64).flat_map(|s| counts.iter().map(move |&p| (s, p))) {
            let mut game = Match::new(kind, &options, players, seed).unwrap();
            let mut chooser = GameRng::from_seed(seed + 100);
            let mut log: Vec<(Actor, serde_json::Value)> = Vec::new();
            while game.outcome().is_none() && log.len() < 400 {
                let seat = *chooser.choose(&game.to_act()).unwrap();
                let choices = game.choices(Actor::player(seat));
                let pick = chooser.choose(&choices).unwrap().notation.clone();
                let before = game.clone();
                let applied = game.apply_notation(Actor::player(seat), &pick).unwrap();
                if applied.undoable {
                    undoable += 1;
                    assert!(game.to_act().contains(&seat), "{kind:?} `{pick}`");
                    let waiting = game.to_act();
                    assert!(
                        before.to_act().iter().all(|s| waiting.contains(s)),
                        "{kind:?} `{pick}`: taking it back would hand a decision to a seat not waited on"
                    );
                    for viewer in std::iter::once(Viewer::Public)
                        .chain((0..players as u8).map(|s| Viewer::Seat(windward_engine::Seat(s))))
                    {
                        let hidden = before.secrets(viewer).ids;
                        let still = game.secrets(viewer).ids;
                        assert!(
                            hidden.iter().all(|id| still.contains(id)),
                            "{kind:?} `{pick}` showed {viewer:?} something hidden"
                        );
                    }
                    let replayed = Match::replay(
                        kind,
                        &options,
                        players,
                        seed,
                        log.iter().map(|(a, v)| (*a, v)),
                    )
                    .unwrap();
                    assert_eq!(
                        replayed.snapshot(),
                        before.snapshot(),
                        "{kind:?}: the log without `{pick}` is the state before it"
                    );
                }
                log.push((Actor::player(seat), applied.action));
            }
        }
        seen.push((kind, undoable));
    }
    // The games that opt in do offer undo in play.
    for (kind, n) in seen {
        if matches!(
            kind,
            GameKind::Bitwa | GameKind::Zefiria | GameKind::AetherCaptains
        ) {
            assert!(n > 0, "{kind:?} never offered an undo");
        }
    }
}

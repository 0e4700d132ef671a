//! Zeppelin Attack!'s pictures, tested: boards and hands fit a phone, the header
//! names who the game waits for, detail levels only ever get shorter.

use windward_engine::games::zeppelin_attack::ZeppelinView;
use windward_engine::{Actor, GameKind, Match, Seat, Viewer};

use super::header::Acting;
use super::*;

fn names(n: usize) -> Vec<String> {
    ["Alice", "Bob", "Carol", "Dmitri Ivanovich"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

fn played_game(players: usize, seed: u64, moves: usize) -> Match {
    let mut game = Match::new(GameKind::ZeppelinAttack, "", players, seed).expect("starts");
    for _ in 0..moves {
        if game.outcome().is_some() {
            break;
        }
        let seat = game.to_act()[0];
        let action = game.suggest(seat).expect("a move");
        game.apply_notation(Actor::player(seat), &action)
            .expect("legal");
    }
    game
}

#[test]
fn boards_and_hands_render_small_and_wide() {
    for players in 2..=4 {
        let game = played_game(players, players as u64, 40);
        for viewer in [Viewer::Public, Viewer::Seat(Seat(0))] {
            let png = crate::board(
                &game.view(viewer),
                &crate::Names::new(&names(players), windward_engine::i18n::Lang::En),
            )
            .expect("renders");
            assert_eq!(png.width, W);
            assert!(png.bytes.len() < 250_000, "{} bytes", png.bytes.len());
            assert!(png.height as f32 <= MAX_H, "{}", png.height);
        }
    }
}

/// While an attacked player answers inside someone else's turn, the header names
/// the one who must act now, not the turn's holder (it said "NOW PLAYING alice"
/// while the game waited on bob's block).
#[test]
fn the_header_names_the_player_the_game_waits_for() {
    let mut game = Match::new(GameKind::ZeppelinAttack, "", 2, 3).expect("starts");
    let mut answering = None;
    for _ in 0..400 {
        let windward_engine::AnyView::ZeppelinAttack(view) = game.view(Viewer::Public) else {
            panic!("a Zeppelin view");
        };
        if view.waiting.iter().any(|s| *s != view.current) {
            answering = Some(view);
            break;
        }
        let seat = game.to_act()[0];
        let action = game.suggest(seat).expect("a move");
        game.apply_notation(Actor::player(seat), &action)
            .expect("legal");
    }
    let view = answering.expect("someone answers an attack within 400 moves");
    let waiting = view.waiting[0];
    let acting = Acting::of(
        &view,
        &crate::Names::new(&names(2), windward_engine::i18n::Lang::En),
    );
    assert_eq!(acting.seat, waiting);
    assert_eq!(acting.name, names(2)[waiting.index()]);
    assert!(acting.caption.starts_with("NOW ANSWERING"), "{acting:?}");
    crate::board(
        &windward_engine::AnyView::ZeppelinAttack(view.clone()),
        &crate::Names::new(&names(2), windward_engine::i18n::Lang::En),
    )
    .expect("renders");
    // On their own turn, the turn's holder is now playing.
    let mine = ZeppelinView {
        waiting: vec![view.current],
        ..view
    };
    let acting = Acting::of(
        &mine,
        &crate::Names::new(&names(2), windward_engine::i18n::Lang::En),
    );
    assert_eq!(acting.seat, mine.current);
    assert!(acting.caption.starts_with("NOW PLAYING"), "{acting:?}");
}

#[test]
fn a_finished_game_renders_its_scores() {
    let game = played_game(3, 5, 5000);
    assert!(game.outcome().is_some());
    let png = crate::board(
        &game.view(Viewer::Public),
        &crate::Names::new(&[], windward_engine::i18n::Lang::En),
    )
    .expect("renders");
    assert!(png.bytes.len() < 250_000);
}

#[test]
fn same_view_same_bytes() {
    let game = played_game(2, 9, 12);
    let v = game.view(Viewer::Public);
    assert_eq!(
        crate::board(
            &v,
            &crate::Names::new(&names(2), windward_engine::i18n::Lang::En)
        )
        .expect("renders"),
        crate::board(
            &v,
            &crate::Names::new(&names(2), windward_engine::i18n::Lang::En)
        )
        .expect("renders")
    );
}

#[test]
fn detail_levels_only_ever_get_shorter() {
    let game = played_game(4, 11, 90);
    for viewer in [Viewer::Public, Viewer::Seat(Seat(1))] {
        let windward_engine::AnyView::ZeppelinAttack(view) = game.view(viewer) else {
            panic!("a Zeppelin view");
        };
        let heights: Vec<f32> = Fit::levels()
            .map(|l| {
                draw(
                    &view,
                    &crate::Names::new(&names(4), windward_engine::i18n::Lang::En),
                    l,
                    None,
                )
            })
            .collect();
        assert!(heights.windows(2).all(|w| w[1] <= w[0]), "{heights:?}");
    }
}

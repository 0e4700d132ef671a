//! The free table's rules: turn order, rounds, dice, host tools and the game's end.

use super::*;
use crate::{GameKind, Match};

fn table(players: usize, options: &str) -> (Table, GameRng) {
    let mut rng = GameRng::from_seed(1);
    let config = Table::configure(&Options::parse(options, OPTIONS).unwrap()).unwrap();
    (Table::new(&config, players, &mut rng).unwrap(), rng)
}

fn host() -> Actor {
    Actor {
        seat: Seat(0),
        host: true,
    }
}

fn p(n: u8) -> Actor {
    Actor::player(Seat(n))
}

#[test]
fn turns_pass_in_order_and_rounds_count() {
    let (mut t, mut rng) = table(3, "");
    assert_eq!(t.to_act(), vec![Seat(0)]);
    t.apply(p(0), &Action::EndTurn, &mut rng).unwrap();
    assert_eq!(t.to_act(), vec![Seat(1)]);
    t.apply(p(1), &Action::EndTurn, &mut rng).unwrap();
    let events = t.apply(p(2), &Action::EndTurn, &mut rng).unwrap();
    assert_eq!(t.to_act(), vec![Seat(0)]);
    assert_eq!(t.view(Viewer::Public).round, 2);
    assert!(events.iter().any(|e| e.text.english() == "Round 2 begins."));
}

#[test]
fn only_the_current_player_or_host_passes() {
    let (mut t, mut rng) = table(3, "");
    let before = t.clone();
    assert_eq!(
        t.apply(p(2), &Action::EndTurn, &mut rng),
        Err(ActionError::NotYourTurn)
    );
    assert_eq!(t, before);
    t.apply(p(0), &Action::EndTurn, &mut rng).unwrap();
    // The host (seat 0) passes seat 1's turn for them.
    let events = t.apply(host(), &Action::EndTurn, &mut rng).unwrap();
    assert!(events[0]
        .text
        .english()
        .contains("The host ended {seat:1}'s turn"));
    assert_eq!(t.to_act(), vec![Seat(2)]);
}

#[test]
fn host_tools_are_refused_to_players() {
    let (mut t, mut rng) = table(3, "");
    for action in [
        Action::Skip,
        Action::Back,
        Action::Remove { seat: Seat(2) },
        Action::Move {
            seat: Seat(2),
            position: 1,
        },
        Action::Finish,
    ] {
        let err = t.apply(p(0), &action, &mut rng).unwrap_err();
        assert!(
            err.to_string().starts_with("Only the host"),
            "{action:?}: {err}"
        );
    }
    assert_eq!(t.legal_actions(p(0)), vec![Action::EndTurn]);
    assert!(t.legal_actions(p(1)).is_empty());
}

#[test]
fn back_undoes_passes_across_rounds() {
    let (mut t, mut rng) = table(2, "");
    assert!(t.apply(host(), &Action::Back, &mut rng).is_err());
    t.apply(p(0), &Action::EndTurn, &mut rng).unwrap();
    t.apply(p(1), &Action::EndTurn, &mut rng).unwrap();
    assert_eq!(t.view(Viewer::Public).round, 2);
    t.apply(host(), &Action::Back, &mut rng).unwrap();
    let view = t.view(Viewer::Public);
    assert_eq!((view.current, view.round), (Some(Seat(1)), 1));
    t.apply(host(), &Action::Back, &mut rng).unwrap();
    assert_eq!(t.to_act(), vec![Seat(0)]);
    assert_eq!(t.view(Viewer::Public).turns_passed, 0);
}

#[test]
fn removing_and_moving_seats_keeps_the_turn_sensible() {
    let (mut t, mut rng) = table(4, "");
    t.apply(p(0), &Action::EndTurn, &mut rng).unwrap();
    // Remove the current player (seat 1): the turn goes to seat 2.
    t.apply(host(), &Action::Remove { seat: Seat(1) }, &mut rng)
        .unwrap();
    assert_eq!(t.to_act(), vec![Seat(2)]);
    // Move seat 3 to the front: it's still seat 2's turn.
    t.apply(
        host(),
        &Action::Move {
            seat: Seat(3),
            position: 1,
        },
        &mut rng,
    )
    .unwrap();
    assert_eq!(t.to_act(), vec![Seat(2)]);
    let order: Vec<_> = t
        .view(Viewer::Public)
        .seats
        .iter()
        .map(|s| (s.seat.0, s.position))
        .collect();
    assert_eq!(
        order,
        vec![(3, Some(1)), (0, Some(2)), (2, Some(3)), (1, None)]
    );
    // Seat 2 is now last: passing starts round 2 with seat 3.
    t.apply(p(2), &Action::EndTurn, &mut rng).unwrap();
    assert_eq!(
        (t.to_act(), t.view(Viewer::Public).round),
        (vec![Seat(3)], 2)
    );
    assert!(t
        .apply(host(), &Action::Remove { seat: Seat(1) }, &mut rng)
        .is_err());
}

#[test]
fn removing_the_last_seat_of_the_round_on_their_turn_starts_the_next() {
    let (mut t, mut rng) = table(3, "rounds=1");
    t.apply(p(0), &Action::EndTurn, &mut rng).unwrap();
    t.apply(p(1), &Action::EndTurn, &mut rng).unwrap();
    t.apply(host(), &Action::Remove { seat: Seat(2) }, &mut rng)
        .unwrap();
    assert!(t.outcome().is_some(), "round 1 of 1 ended with the removal");
}

#[test]
fn the_last_player_cannot_be_removed() {
    let (mut t, mut rng) = table(1, "");
    let err = t
        .apply(host(), &Action::Remove { seat: Seat(0) }, &mut rng)
        .unwrap_err();
    assert!(err.to_string().contains("/game abort"));
}

#[test]
fn a_one_round_game_says_one_round() {
    let (mut t, mut rng) = table(2, "rounds=1");
    t.apply(p(0), &Action::EndTurn, &mut rng).unwrap();
    t.apply(p(1), &Action::EndTurn, &mut rng).unwrap();
    assert_eq!(
        t.outcome().unwrap().summary.english(),
        "The table played its one round."
    );
}

#[test]
fn removed_seats_are_named() {
    let (mut t, mut rng) = table(3, "");
    assert!(t.removed().is_empty());
    t.apply(host(), &Action::Remove { seat: Seat(1) }, &mut rng)
        .unwrap();
    assert_eq!(t.removed(), vec![Seat(1)]);
}

#[test]
fn round_limit_ends_the_game() {
    let (mut t, mut rng) = table(2, "rounds=2");
    for _ in 0..3 {
        let seat = t.to_act()[0];
        t.apply(p(seat.0), &Action::EndTurn, &mut rng).unwrap();
        assert!(t.outcome().is_none());
    }
    t.apply(p(1), &Action::EndTurn, &mut rng).unwrap();
    assert_eq!(
        t.outcome().unwrap().summary.english(),
        "The table played all 2 rounds."
    );
    assert!(t.to_act().is_empty());
    assert_eq!(
        t.apply(p(0), &Action::EndTurn, &mut rng),
        Err(ActionError::GameOver)
    );
}

#[test]
fn rolls_use_the_session_dice_and_are_remembered() {
    let (mut t, mut rng) = table(2, "dice=2d6");
    assert!(t
        .legal_actions(p(0))
        .contains(&Action::Roll { expression: None }));
    let events = t
        .apply(p(0), &Action::Roll { expression: None }, &mut rng)
        .unwrap();
    let roll = events[0].roll.as_ref().unwrap();
    assert_eq!(roll.groups[0].dice.len(), 2);
    assert!((2.0..=12.0).contains(&roll.total));
    assert_eq!(t.view(Viewer::Public).last_roll.unwrap().seat, Seat(0));
    // Out of turn: refused, with a pointer to /roll.
    let err = t
        .apply(p(1), &Action::Roll { expression: None }, &mut rng)
        .unwrap_err();
    assert!(err.to_string().contains("/roll"));
    // Bad dice: refused with the dice error's reason.
    let err = t
        .apply(
            p(0),
            &Action::Roll {
                expression: Some("2d".into()),
            },
            &mut rng,
        )
        .unwrap_err();
    assert!(matches!(err, ActionError::Illegal(_)));
}

/// The dice of a table of edition 2 (every new one: the bot pins `rules=2`) read
/// compare points as Roll20 does, `>3` meaning 3 or more; a table of edition 1 (every
/// one begun before, whose options have no `rules`) reads `>3` as more than 3, as it
/// was played, so its stored rolls replay to the same dice and words.
#[test]
fn a_table_rolls_compare_points_in_its_own_edition() {
    assert_eq!(
        GameKind::Table.new_session_options("dice=2d6"),
        "dice=2d6 rules=2"
    );
    for (options, normal, counts) in [
        ("rules=2", "30d6>=3", 3),
        ("", "30d6>3", 4),
        ("rules=1", "30d6>3", 4),
    ] {
        let (mut t, mut rng) = table(2, options);
        let events = t
            .apply(
                p(0),
                &Action::Roll {
                    expression: Some("30d6>3".into()),
                },
                &mut rng,
            )
            .unwrap();
        let roll = events[0].roll.as_ref().unwrap();
        assert_eq!(roll.expression, normal, "{options}");
        let faces: Vec<i64> = roll.groups[0].dice.iter().map(|d| d.value).collect();
        assert!(faces.contains(&3), "a 3 among {faces:?}");
        let wanted = faces.iter().filter(|f| **f >= counts).count();
        assert_eq!(roll.total, wanted as f64, "{options}: {faces:?}");
    }
    // The option is checked in the table's edition too: `1d6r<6` rerolls every face
    // in Roll20's reading.
    assert!(Table::configure(&Options::parse("rules=2 dice=1d6r<6", OPTIONS).unwrap()).is_err());
    assert!(Table::configure(&Options::parse("dice=1d6r<6", OPTIONS).unwrap()).is_ok());
    // Edition 1 is not written in a snapshot (old ones stay byte for byte); 2 is.
    let old = Match::new(GameKind::Table, "dice=2d6", 2, 1).unwrap();
    assert!(!old.snapshot().contains("rules"), "{}", old.snapshot());
    let new = Match::new(GameKind::Table, "dice=2d6 rules=2", 2, 1).unwrap();
    assert!(new.snapshot().contains("\"rules\":2"), "{}", new.snapshot());
}

#[test]
fn a_table_without_dice_asks_for_an_expression() {
    let (mut t, mut rng) = table(2, "");
    let err = t
        .apply(p(0), &Action::Roll { expression: None }, &mut rng)
        .unwrap_err();
    assert!(err.to_string().contains("roll 2d6"));
}

#[test]
fn bad_options_are_explained() {
    let err = Table::configure(&Options::parse("rounds=0", OPTIONS).unwrap()).unwrap_err();
    assert!(err.to_string().contains("1 to 999"));
    let err = Table::configure(&Options::parse("dice=banana", OPTIONS).unwrap()).unwrap_err();
    assert!(err.to_string().contains("dice"));
}

#[test]
fn notation_round_trips_for_every_legal_action() {
    let (mut t, mut rng) = table(3, "dice=1d20");
    t.apply(p(0), &Action::EndTurn, &mut rng).unwrap();
    for action in t.legal_actions(host()) {
        let text = t.notation(&action);
        assert_eq!(t.parse(&text).unwrap(), action, "{text}");
        assert!(t.describe(&action).label.english().len() <= 80);
    }
    assert_eq!(t.parse("  END ").unwrap(), Action::EndTurn);
    assert!(matches!(t.parse("remove 0"), Err(ActionError::Illegal(_))));
    assert!(matches!(t.parse("remove x"), Err(ActionError::Unknown(_))));
    assert_eq!(
        t.parse("remove {seat:2}").unwrap(),
        Action::Remove { seat: Seat(2) }
    );
    assert!(matches!(t.parse("fly away"), Err(ActionError::Unknown(_))));
}

#[test]
fn typed_places_follow_the_turn_order_shown_on_the_board() {
    let (mut t, mut rng) = table(3, "");
    t.apply(
        host(),
        &Action::Move {
            seat: Seat(2),
            position: 1,
        },
        &mut rng,
    )
    .unwrap();
    // Order is now seat 2, seat 0, seat 1: place 1 is seat 2.
    assert_eq!(
        t.parse("remove 1").unwrap(),
        Action::Remove { seat: Seat(2) }
    );
    assert_eq!(t.notation(&Action::Remove { seat: Seat(1) }), "remove 3");
    assert_eq!(
        t.parse("move 3 1").unwrap(),
        Action::Move {
            seat: Seat(1),
            position: 1
        }
    );
    let err = t.parse("remove 4").unwrap_err();
    assert!(err.to_string().contains("1 to 3"), "{err}");
}

#[test]
fn replay_rebuilds_the_same_snapshot() {
    let mut game = Match::new(GameKind::Table, "dice=3d6 rounds=5", 3, 77).unwrap();
    let host = host();
    let mut log = Vec::new();
    for (actor, text) in [
        (p(0), "roll"),
        (p(0), "end"),
        (p(1), "roll 1d20+2"),
        (host, "skip"),
        (host, "back"),
        (p(1), "end"),
        (host, "move 3 1"),
        (p(2), "roll"),
        (p(2), "end"),
    ] {
        let applied = game.apply_notation(actor, text).unwrap();
        log.push((actor, applied.action));
    }
    let replayed = Match::replay(
        GameKind::Table,
        "dice=3d6 rounds=5",
        3,
        77,
        log.iter().map(|(a, v)| (*a, v)),
    )
    .unwrap();
    assert_eq!(replayed.snapshot(), game.snapshot());
    let restored = Match::from_snapshot(&game.snapshot()).unwrap();
    assert_eq!(restored, game);
}

#[test]
fn a_refused_action_changes_nothing_in_the_match() {
    let mut game = Match::new(GameKind::Table, "dice=2d6", 2, 3).unwrap();
    let before = game.snapshot();
    assert!(game.apply_notation(p(1), "end").is_err());
    assert!(game.apply_notation(p(0), "roll 5d0").is_err());
    assert!(game.apply_notation(Actor::player(Seat(9)), "end").is_err());
    assert_eq!(game.snapshot(), before);
}

#[test]
fn a_turn_limit_passes_the_turn_for_the_current_player() {
    let (mut t, mut rng) = table(2, "turn-hours=12");
    let timeout = t.timeout().unwrap();
    assert_eq!(
        (timeout.seat, timeout.minutes, &timeout.action),
        (Seat(0), 720, &Action::EndTurn)
    );
    t.apply(p(0), &timeout.action, &mut rng).unwrap();
    assert_eq!(t.timeout().unwrap().seat, Seat(1));
    let (t, _) = table(2, "");
    assert_eq!(t.timeout(), None);
}

#[test]
fn every_move_changes_the_button_token() {
    let mut game = Match::new(GameKind::Table, "", 2, 1).unwrap();
    assert_eq!(game.button_token(Seat(1)), 0);
    game.apply_notation(p(0), "end").unwrap();
    // The table's seats are not independent: bob's buttons go stale too.
    assert_eq!(
        (game.button_token(Seat(0)), game.button_token(Seat(1))),
        (1, 1)
    );
    assert!(game.apply_notation(p(0), "end").is_err());
    assert_eq!(
        game.button_token(Seat(0)),
        1,
        "a refused move changes nothing"
    );
}

#[test]
fn back_is_offered_only_when_the_pass_can_be_taken_back() {
    use crate::kind::{GameKind, Match};
    let mut game = Match::new(GameKind::Table, "", 2, 1).unwrap();
    let host = Actor {
        seat: Seat(1),
        host: true,
    };
    game.apply_notation(Actor::player(Seat(0)), "end").unwrap();
    assert!(game.choices(host).iter().any(|c| c.notation == "back"));
    // The host removes the player whose pass it was: that pass can't come back.
    game.apply_notation(host, "remove 1").unwrap();
    assert!(!game.choices(host).iter().any(|c| c.notation == "back"));
    assert!(game.apply_notation(host, "back").is_err());
}

/// An event, a refusal and a choice's label read in Polish and French, and in English
/// exactly as before.
#[test]
fn the_table_speaks_polish_and_french() {
    use crate::i18n::{say, Lang};
    let (mut t, mut rng) = table(3, "dice=2d6 rounds=2");
    t.apply(p(0), &Action::EndTurn, &mut rng).unwrap();
    let events = t.apply(host(), &Action::Skip, &mut rng).unwrap();
    let skipped = &events[0].text;
    assert_eq!(skipped.english(), "The host skipped {seat:1}'s turn.");
    assert_eq!(
        say(Lang::Pl, skipped),
        "Gospodarz pomija turę gracza {seat:1}."
    );
    assert_eq!(
        say(Lang::Fr, skipped),
        "L’hôte a passé le tour de {seat:1}."
    );
    let events = t.apply(p(2), &Action::EndTurn, &mut rng).unwrap();
    let round = &events[1].text;
    assert_eq!(round.english(), "Round 2 begins.");
    assert_eq!(say(Lang::Pl, round), "Zaczyna się runda 2.");
    assert_eq!(say(Lang::Fr, round), "La manche 2 commence.");

    let refusal = t.apply(p(1), &Action::Finish, &mut rng).unwrap_err().msg();
    assert_eq!(refusal.english(), "Only the host can end the game.");
    assert_eq!(
        say(Lang::Pl, &refusal),
        "Tylko gospodarz może zakończyć grę."
    );
    assert_eq!(
        say(Lang::Fr, &refusal),
        "Seul l’hôte peut mettre fin à la partie."
    );

    let label = t
        .describe(&Action::Move {
            seat: Seat(2),
            position: 1,
        })
        .label;
    assert_eq!(label.english(), "Move {seat:2} to place 1");
    assert_eq!(
        say(Lang::Pl, &label),
        "Przesuń gracza {seat:2} na 1. miejsce"
    );
    assert_eq!(say(Lang::Fr, &label), "Placer {seat:2} en position 1");
    let roll = t.describe(&Action::Roll { expression: None }).label;
    assert_eq!(
        [Lang::En, Lang::Pl, Lang::Fr].map(|lang| say(lang, &roll)),
        ["Roll 2d6", "Rzuć 2d6", "Lancer 2d6"]
    );

    // The end, with Polish plurals: 2 rundy, 5 rund.
    for _ in 0..3 {
        let seat = t.to_act()[0];
        t.apply(p(seat.0), &Action::EndTurn, &mut rng).unwrap();
    }
    let summary = t.outcome().unwrap().summary;
    assert_eq!(summary.english(), "The table played all 2 rounds.");
    assert_eq!(
        say(Lang::Pl, &summary),
        "Rozegrano wszystkie 2 zaplanowane rundy."
    );
    assert_eq!(say(Lang::Fr, &summary), "La table a joué ses 2 manches.");
    let five = msg!("table-finished-rounds", rounds = 5);
    assert_eq!(
        say(Lang::Pl, &five),
        "Rozegrano wszystkie 5 zaplanowanych rund."
    );
}

/// The reason a table ended is stored as its English sentence, as before messages
/// had ids, and read back as the same reason (so old snapshots load and new ones are
/// byte for byte what they would have been).
#[test]
fn the_finish_is_stored_as_its_english_sentence() {
    for (finish, stored) in [
        (Finish::Rounds(1), "The table played its one round."),
        (Finish::Rounds(7), "The table played all 7 rounds."),
        (Finish::Host(3), "The host ended the game in round 3."),
        (Finish::Other("Something else.".into()), "Something else."),
    ] {
        let json = serde_json::to_string(&finish).unwrap();
        assert_eq!(json, serde_json::to_string(stored).unwrap());
        assert_eq!(serde_json::from_str::<Finish>(&json).unwrap(), finish);
        assert_eq!(finish.msg().english(), stored);
    }
    // A sentence that would not write back the same stays as it was.
    assert_eq!(
        Finish::from("The host ended the game in round 07.".to_string()),
        Finish::Other("The host ended the game in round 07.".into())
    );
    let (mut t, mut rng) = table(2, "");
    t.apply(host(), &Action::Finish, &mut rng).unwrap();
    let snapshot = serde_json::to_string(&t).unwrap();
    assert!(
        snapshot.contains(r#""finished":"The host ended the game in round 1.""#),
        "{snapshot}"
    );
    assert_eq!(serde_json::from_str::<Table>(&snapshot).unwrap(), t);
}

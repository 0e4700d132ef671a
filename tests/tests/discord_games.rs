//! One whole game of every game Windward runs, through the fake Discord.
//!
//! Adding a game? Write its flow in `flows` below and list it in `flows!`; a test
//! fails while a game the bot offers has no flow. See tests/README.md.

use windward_tests::flow::{click_move, play, start_game};
use windward_tests::{Message, User, Windward};

/// Lists every game's flow: `"game-id" => function in mod flows`. Each becomes a test,
/// and the list is checked against the games the bot offers.
macro_rules! flows {
    ($($game:literal => $flow:ident),* $(,)?) => {
        const FLOWS: &[&str] = &[$($game),*];
        $(
            #[test]
            fn $flow() {
                let t = Windward::start();
                flows::$flow(&t);
                t.check_problems();
            }
        )*
    };
}

flows! {
    "table" => table,
}

#[test]
fn every_game_the_bot_offers_has_a_flow() {
    let t = Windward::start();
    let alice = t.user("alice");
    let offered = t.autocomplete(&alice, "game new", &[("game", "")], "game");
    assert!(!offered.is_empty());
    let missing: Vec<&str> = offered
        .iter()
        .map(|(_, id)| id.as_str())
        .filter(|id| !FLOWS.contains(id))
        .collect();
    assert!(
        missing.is_empty(),
        "no end-to-end flow for {missing:?}: add one to tests/tests/discord_games.rs (see tests/README.md)"
    );
}

/// Whose turn it is, by `/turn show`'s ping.
fn current<'a>(t: &Windward, players: &'a [&'a User]) -> &'a User {
    let turn = t.reply(&t.slash(players[0], "turn show", &[]));
    let pinged = turn.pinged.first().copied();
    players
        .iter()
        .find(|p| Some(p.id) == pinged)
        .unwrap_or_else(|| panic!("/turn show pinged nobody: {}", turn.text()))
}

mod flows {
    use super::*;

    /// The free table: four players, the dice button, every host tool by command,
    /// the end of the last round, and a rematch.
    pub fn table(t: &Windward) {
        let [alice, bob, carol, dave] = ["alice", "bob", "carol", "dave"].map(|n| t.user(n));
        let players = [&alice, &bob, &carol, &dave];
        let board = start_game(t, "table", "rounds=1 dice=1d20", &players);
        assert_eq!(board.pinged, [alice.id]);

        let board = click_move(t, &alice, &board, "Roll 1d20");
        assert!(board.text().contains("1d20"), "{}", board.text());
        let board = click_move(t, &alice, &board, "End turn");
        assert_eq!(board.pinged, [bob.id]);

        // The host's tools, by command.
        let skipped = t.reply(&t.slash(&alice, "turn skip", &[]));
        assert!(
            skipped.text().contains("skipped **bob**"),
            "{}",
            skipped.text()
        );
        assert_eq!(skipped.pinged, [carol.id]);
        let back = t.reply(&t.slash(&alice, "turn back", &[]));
        assert!(back.text().contains("took back"), "{}", back.text());
        assert_eq!(current(t, &players).id, bob.id);
        let moved = t.reply(&t.slash(
            &alice,
            "turn move",
            &[("player", "dave"), ("position", "1")],
        ));
        assert!(!moved.is_ephemeral(), "{}", moved.text());
        let removed = t.reply(&t.slash(&alice, "turn remove", &[("player", "carol")]));
        assert!(!removed.is_ephemeral(), "{}", removed.text());
        assert!(removed.text().contains("carol"), "{}", removed.text());

        // Everyone left passes until the round is over.
        let mut last: Option<Message> = None;
        for _ in 0..8 {
            let player = current(t, &players);
            let board = play(t, player, "end");
            if board.text().contains("Game over") {
                last = Some(board);
                break;
            }
        }
        let last = last.expect("the game ends after one round");
        assert!(
            last.pinged.len() >= 3,
            "the end pings the players: {:?}",
            last.pinged
        );

        // A rematch from the final board.
        let rematch = click_move(t, &bob, &last, "Rematch");
        assert!(rematch.content.contains("Rematch!"), "{}", rematch.content);
    }
}

//! A free-table game played by several users through the fake Discord: the lobby,
//! turns by button and by command, pings, refusals, aborts and a restart mid-game.

use windward_tests::flow::{click_move, move_number, play, start_game, status};
use windward_tests::{Message, User, Windward};

/// Asserts a private refusal that mentions `expected`.
fn refused(reply: &Message, to: &User, expected: &str) {
    assert!(
        reply.is_ephemeral(),
        "a refusal is private: {}",
        reply.text()
    );
    assert_eq!(reply.ephemeral_to, Some(to.id));
    assert!(
        reply.text().contains(expected),
        "expected {expected:?} in {:?}",
        reply.text()
    );
}

#[test]
fn three_players_play_a_whole_game() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let carol = t.user("carol");

    // The lobby: bob joins by button, carol by command; only the host may start.
    let lobby = t.reply(&t.slash(
        &alice,
        "game new",
        &[("game", "table"), ("options", "rounds=2 dice=2d6")],
    ));
    assert_eq!(lobby.title(), "New game: Free table");
    let join = t.click(&bob, &lobby, "Join");
    assert_eq!(t.answer(&join).kind, 7);
    assert!(t.updated(&join).text().contains("bob"));
    let carol_joined = t.reply(&t.slash(&carol, "game join", &[]));
    assert!(
        carol_joined.text().contains("carol"),
        "{}",
        carol_joined.text()
    );
    refused(
        &t.reply(&t.click(&bob, &lobby, "Start")),
        &bob,
        "Only the host",
    );

    // Alice starts: the lobby's buttons go, the first board pings alice alone.
    let start = t.click(&alice, &lobby, "Start");
    let board = t.reply(&start);
    assert!(t.message(lobby.id).buttons().is_empty());
    assert!(board.content.contains("begins"), "{}", board.content);
    assert_eq!(board.pinged, [alice.id]);
    assert!(board.embed_image().is_some());
    assert!(board.button("End turn").is_some());

    // Bob may not act on alice's turn, and the board keeps its buttons.
    refused(
        &t.reply(&t.click(&bob, &board, "End turn")),
        &bob,
        "not your turn",
    );
    assert!(t.message(board.id).button("End turn").is_some());

    // Alice rolls the table's dice, then ends her turn: her board keeps its picture.
    let rolled = click_move(&t, &alice, &board, "Roll 2d6");
    assert!(rolled.text().contains("2d6"), "{}", rolled.text());
    assert!(
        rolled.pinged.is_empty(),
        "rolling on your own turn pings nobody"
    );
    let to_bob = click_move(&t, &alice, &rolled, "End turn");
    assert_eq!(to_bob.pinged, [bob.id], "only bob is pinged");
    assert!(to_bob.content.contains(&bob.mention()));

    // /turn show pings exactly the player whose turn it is.
    let turn = t.reply(&t.slash(&carol, "turn show", &[]));
    assert!(!turn.is_ephemeral());
    assert_eq!(turn.pinged, [bob.id]);
    assert_eq!(
        turn.allowed_mentions.as_ref().unwrap()["users"],
        serde_json::json!([bob.id.to_string()])
    );

    // Bob ends his turn by command: the board comes with the answer, picture attached.
    let to_carol = play(&t, &bob, "end");
    assert_eq!(to_carol.pinged, [carol.id]);

    // Everyone passes until the second round is over.
    let mut board = to_carol;
    for player in [&carol, &alice, &bob] {
        board = click_move(&t, player, &board, "End turn");
    }
    let last = click_move(&t, &carol, &board, "End turn");
    assert!(last.text().contains("Game over"), "{}", last.text());
    let mut everyone = last.pinged.clone();
    everyone.sort_unstable();
    let mut players = vec![alice.id, bob.id, carol.id];
    players.sort_unstable();
    assert_eq!(everyone, players, "the end pings every player");
    assert_eq!(
        last.buttons()
            .iter()
            .map(|b| b.label.as_str())
            .collect::<Vec<_>>(),
        ["Rematch"]
    );
}

#[test]
fn hand_in_the_free_table_shows_the_board_privately() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    start_game(&t, "table", "", &[&alice, &bob]);
    let hand = t.reply(&t.slash(&bob, "hand", &[]));
    assert!(hand.is_ephemeral());
    assert_eq!(hand.ephemeral_to, Some(bob.id));
    assert!(hand.text().contains("Nothing is hidden"), "{}", hand.text());
    assert!(hand.embed_image().is_some());
    let outsider = t.user("dave");
    refused(
        &t.reply(&t.slash(&outsider, "hand", &[])),
        &outsider,
        "not playing",
    );
}

#[test]
fn bad_clicks_are_refused_privately_and_change_nothing() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let dave = t.user("dave");
    let first = start_game(&t, "table", "", &[&alice, &bob]);

    // Alice passes by command, so the first board keeps its now stale buttons.
    let second = play(&t, &alice, "end");
    let moves = move_number(&second);

    // A click on the stale board.
    refused(
        &t.reply(&t.click(&bob, &first, "End turn")),
        &bob,
        "out of date",
    );
    // Someone who is not playing.
    refused(
        &t.reply(&t.click(&dave, &second, "End turn")),
        &dave,
        "not playing",
    );
    // Forged custom ids: garbage, another session, and a host-only move with the right
    // session and sequence number.
    refused(
        &t.reply(&t.click_custom_id(&bob, &second, "launch-the-missiles")),
        &bob,
        "isn't one I recognise",
    );
    refused(
        &t.reply(&t.click_custom_id(&bob, &second, "v1:9999:0:p:end")),
        &bob,
        "doesn't belong to a game in this channel",
    );
    let end = second.button("End turn").unwrap().custom_id;
    let skip = end.replace(":p:end", ":p:skip");
    assert_ne!(end, skip);
    let reply = t.reply(&t.click_custom_id(&bob, &second, &skip));
    assert!(reply.is_ephemeral(), "{}", reply.text());
    let forged_finish = end.replace(":p:end", ":p:finish");
    let reply = t.reply(&t.click_custom_id(&bob, &second, &forged_finish));
    assert!(reply.is_ephemeral(), "{}", reply.text());

    // Malformed moves by command.
    for action in ["fly", "remove 9", "move 1"] {
        let reply = t.reply(&t.slash(&bob, "play", &[("action", action)]));
        assert!(reply.is_ephemeral(), "{action}: {}", reply.text());
    }

    // Nothing changed: still move `moves`, still bob's turn, and the board still works.
    let now = status(&t, &bob);
    assert_eq!(move_number(&now), moves);
    assert!(t.message(second.id).button("End turn").is_some());
    let third = click_move(&t, &bob, &second, "End turn");
    assert_eq!(third.pinged, [alice.id]);
}

#[test]
fn abort_needs_the_host_or_manage_channel() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let moderator = t.admin("erin");
    start_game(&t, "table", "", &[&alice, &bob]);

    refused(
        &t.reply(&t.slash(&bob, "game abort", &[])),
        &bob,
        "Manage Channel",
    );
    status(&t, &bob);

    let aborted = t.reply(&t.slash(&moderator, "game abort", &[]));
    assert!(!aborted.is_ephemeral());
    assert!(
        aborted.text().contains("aborted by **erin**"),
        "{}",
        aborted.text()
    );
    assert!(aborted.pinged.is_empty());
    let gone = t.reply(&t.slash(&alice, "game status", &[]));
    assert!(gone.is_ephemeral());

    // The host may abort their own game without the permission.
    start_game(&t, "table", "", &[&alice, &bob]);
    let aborted = t.reply(&t.slash(&alice, "game abort", &[]));
    assert!(
        aborted.text().contains("aborted by **alice**"),
        "{}",
        aborted.text()
    );
}

#[test]
fn a_game_survives_a_restart_and_its_buttons_still_work() {
    let mut t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let carol = t.user("carol");
    let board = start_game(&t, "table", "", &[&alice, &bob, &carol]);
    let to_bob = click_move(&t, &alice, &board, "End turn");
    let before = move_number(&to_bob);

    // A crash: SIGKILL, then a new process on the same database.
    let old_pid = t.pid();
    t.restart();
    assert_ne!(t.pid(), old_pid);
    assert_eq!(t.registrations().len(), 2);

    // The board posted before the restart still works, and the turn goes on.
    let to_carol = click_move(&t, &bob, &to_bob, "End turn");
    assert_eq!(move_number(&to_carol), before + 1);
    assert_eq!(to_carol.pinged, [carol.id]);
    let now = status(&t, &alice);
    assert_eq!(move_number(&now), before + 1);
}

#[test]
fn the_lobby_rules_list_and_suggestions() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let lobby = t.reply(&t.slash(&alice, "game new", &[("game", "table")]));
    t.updated(&t.click(&bob, &lobby, "Join"));

    // Bob changes his mind; the host cannot leave her own lobby.
    let left = t.updated(&t.click(&bob, &lobby, "Leave"));
    assert!(left.content.contains("**bob** left"), "{}", left.content);
    assert!(!left.text().contains("2. bob"), "{}", left.text());
    refused(
        &t.reply(&t.slash(&alice, "game leave", &[])),
        &alice,
        "You're the host",
    );

    // Rules and the server's games are private answers.
    let rules = t.reply(&t.slash(&bob, "game rules", &[("game", "table")]));
    assert!(rules.is_ephemeral());
    assert!(rules.title().contains("rules summary"), "{}", rules.title());
    let list = t.reply(&t.slash(&bob, "game list", &[]));
    assert!(list.is_ephemeral());
    assert!(
        list.text().contains("waiting for players"),
        "{}",
        list.text()
    );

    // Once the game runs, /play suggests the caller's legal moves.
    t.updated(&t.click(&bob, &lobby, "Join"));
    let start = t.click(&alice, &lobby, "Start");
    t.reply(&start);
    let moves = t.autocomplete(&alice, "play", &[("action", "")], "action");
    assert!(moves.iter().any(|(_, v)| v == "end"), "{moves:?}");
    let not_bobs = t.autocomplete(&bob, "play", &[("action", "")], "action");
    assert!(
        not_bobs.is_empty(),
        "bob has no move on alice's turn: {not_bobs:?}"
    );
}

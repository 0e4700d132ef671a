//! A free-table game played by several users through the fake Discord: the lobby,
//! turns by button and by command, pings, refusals, aborts and a restart mid-game.

use windward_tests::fake::Origin;
use windward_tests::flow::{
    click_move, live_board, move_number, open_lobby, play, start_game, status,
};
use windward_tests::{FakeDiscord, Message, User, Windward};

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

/// Every board in the channel as it is now (old ones too). A refusal must leave this
/// exactly as it was: no board posted, none edited, no button removed.
fn boards(t: &FakeDiscord) -> Vec<Message> {
    t.messages()
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.embed_image().is_some())
        .collect()
}

/// Asserts that the channel's boards are still `before`.
fn unchanged(t: &FakeDiscord, before: &[Message], what: &str) {
    let now = boards(t);
    assert!(
        now == before,
        "{what} changed the channel: {} boards before, {} now; live board move {} -> {}",
        before.len(),
        now.len(),
        before.last().map_or(0, move_number),
        now.last().map_or(0, move_number),
    );
}

#[test]
fn three_players_play_a_whole_game() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let carol = t.user("carol");

    // The lobby: bob joins by button, carol by command; only the host may start.
    let lobby = open_lobby(
        &t,
        &alice,
        &[("game", "table"), ("options", "rounds=2 dice=2d6")],
    );
    assert_eq!(lobby.title(), "New game: Free table");
    let join = t.click(&bob, &lobby, "Join");
    assert_eq!(t.answer(&join).kind, 7);
    assert!(t.updated(&join).text().contains("bob"));
    // A typed join is answered privately and edits the one lobby message.
    let carol_joined = t.reply(&t.slash(&carol, "game join", &[]));
    assert!(carol_joined.is_ephemeral());
    assert!(
        carol_joined.text().contains("carol"),
        "{}",
        carol_joined.text()
    );
    t.wait_message("the lobby listing carol", |m| {
        m.id == lobby.id && m.text().contains("3. carol")
    });
    // `/game status` answers privately: still one lobby with buttons.
    let status = t.reply(&t.slash(&bob, "game status", &[]));
    assert!(status.is_ephemeral() && status.buttons().is_empty());
    let lobbies: Vec<Message> = t
        .messages()
        .into_iter()
        .filter(|m| !m.is_ephemeral() && m.title().starts_with("New game"))
        .collect();
    assert_eq!(lobbies.len(), 1, "one lobby message");
    refused(
        &t.reply(&t.click(&bob, &lobby, "Start")),
        &bob,
        "Only the host",
    );

    // Alice starts: the lobby's buttons go (in place), and the first board is posted
    // to the channel, pinging alice alone.
    let start = t.click(&alice, &lobby, "Start");
    assert_eq!(t.answer(&start).kind, 7, "Start updates the lobby in place");
    assert!(t.message(lobby.id).buttons().is_empty());
    let board = live_board(&t);
    assert_eq!(
        board.origin,
        Origin::ChannelPost,
        "the board is a channel post"
    );
    assert!(board.content.contains("begins"), "{}", board.content);
    assert_eq!(board.pinged, [alice.id]);
    assert_eq!(move_number(&board), 0);
    assert!(board.embed_image().is_some());
    assert!(board.button("End turn").is_some());

    // Bob may not act on alice's turn: her buttons are hers, and /play tells him whose
    // turn it is. Both answers are private, and the board stays as it was.
    let before = boards(&t);
    refused(
        &t.reply(&t.click(&bob, &board, "End turn")),
        &bob,
        "Those buttons are **alice**'s: the game is waiting for them, not for you.",
    );
    refused(
        &t.reply(&t.slash(&bob, "play", &[("action", "end")])),
        &bob,
        "not your turn",
    );
    unchanged(&t, &before, "bob's refused moves");
    assert!(t.message(board.id).button("End turn").is_some());

    // Alice rolls the table's dice: the board is edited in place, which pings nobody.
    let rolled = click_move(&t, &alice, &board, "Roll 2d6");
    assert_eq!(
        rolled.id, board.id,
        "a roll on your own turn edits the board"
    );
    assert_eq!(move_number(&rolled), 1);
    assert!(rolled.text().contains("2d6"), "{}", rolled.text());
    assert_eq!(
        rolled.pinged,
        [alice.id],
        "rolling on your own turn pings nobody new"
    );
    // She ends her turn: a new board pings bob; hers keeps its picture (click_move).
    let to_bob = click_move(&t, &alice, &rolled, "End turn");
    assert_ne!(to_bob.id, rolled.id, "the turn passes with a new board");
    assert_eq!(to_bob.origin, Origin::ChannelPost);
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

    // Bob ends his turn by command: the answer is private (`play` checks), the new
    // board with its picture pings carol, and bob's board loses its buttons.
    let to_carol = play(&t, &bob, "end");
    assert_ne!(to_carol.id, to_bob.id);
    assert_eq!(to_carol.pinged, [carol.id]);
    let retired = t.message(to_bob.id);
    assert!(
        retired.buttons().is_empty(),
        "the old board keeps no buttons"
    );
    assert!(
        retired.embed_image().is_some(),
        "the old board keeps its picture"
    );

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
        ["Rematch", "🎞 Watch the game"]
    );
    // The whole game as an animation, to whoever asks, privately.
    let strip = t.reply(&t.click(&carol, &last, "🎞 Watch the game"));
    assert_eq!(strip.ephemeral_to, Some(carol.id), "{}", strip.text());
    let apng = strip.image().expect("the animation is attached");
    assert!(apng.is_png(), "an animated PNG");
    assert!(strip.text().contains("Free table"), "{}", strip.text());
    // One board per turn (2 rounds of 3 players), and the final one: the roll was an
    // edit, not a post.
    assert_eq!(boards(&t).len(), 7, "one board per turn, then the result");
    assert_eq!(live_board(&t).id, last.id);
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
    let stale = first.button("End turn").unwrap().custom_id;

    // Alice passes by command: a new board pings bob, and the first one loses its
    // buttons.
    let second = play(&t, &alice, "end");
    assert_ne!(second.id, first.id);
    assert!(t.message(first.id).buttons().is_empty());
    let moves = move_number(&second);
    let before = boards(&t);

    // A click on the first board from a client that still shows its buttons: alice's
    // own button is out of date, and it is not bob's to press at all.
    refused(
        &t.reply(&t.click_custom_id(&alice, &first, &stale)),
        &alice,
        "out of date",
    );
    refused(
        &t.reply(&t.click_custom_id(&bob, &first, &stale)),
        &bob,
        "Those buttons are **alice**'s",
    );
    // Bob's buttons on the live board are his alone.
    refused(
        &t.reply(&t.click(&alice, &second, "End turn")),
        &alice,
        "Those buttons are **bob**'s: the game is waiting for them, not for you.",
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

    // Nothing changed: no board posted or edited, the live board is still bob's at
    // move `moves`, with its buttons.
    unchanged(&t, &before, "the refused clicks and commands");
    assert_eq!(live_board(&t).id, second.id);
    assert_eq!(move_number(&t.message(second.id)), moves);
    assert!(t.message(second.id).button("End turn").is_some());
    // `/game status` posts the same state again as the live board, pinging nobody, and
    // its buttons work.
    let now = status(&t, &bob);
    assert_ne!(now.id, second.id);
    assert_eq!(move_number(&now), moves);
    assert!(now.pinged.is_empty(), "a re-post pings nobody");
    assert!(t.message(second.id).buttons().is_empty());
    let third = click_move(&t, &bob, &now, "End turn");
    assert_eq!(third.pinged, [alice.id]);

    // Rebinding alice's button to bob's seat makes it bob's own move, and it is not his
    // turn; dropping the seat (an old-style v1 id, or `-`) makes a button the bot never
    // draws: refused, and nothing changes.
    let end = third.button("End turn").unwrap().custom_id;
    let parts: Vec<&str> = end.splitn(5, ':').collect();
    assert_eq!(
        parts[..4],
        ["v2", parts[1], parts[2], "0"],
        "alice's button: {end}"
    );
    let (session, token) = (parts[1], parts[2]);
    let before = boards(&t);
    refused(
        &t.reply(&t.click_custom_id(&bob, &third, &format!("v2:{session}:{token}:1:p:end"))),
        &bob,
        "not your turn",
    );
    for forged in [
        format!("v1:{session}:{token}:p:end"),
        format!("v2:{session}:{token}:-:p:end"),
        format!("v2:{session}:{token}:255:p:end"),
    ] {
        refused(
            &t.reply(&t.click_custom_id(&bob, &third, &forged)),
            &bob,
            "isn't one I gave you",
        );
    }
    unchanged(&t, &before, "bob's forged clicks");

    // alice hosts: her clicks are a player's, so on bob's turn neither her own seat's
    // id nor an unbound one ends his turn (only `/turn next` does).
    let fourth = click_move(&t, &alice, &third, "End turn");
    assert_eq!(fourth.pinged, [bob.id]);
    let token = fourth.button("End turn").unwrap().custom_id;
    let token = token.split(':').nth(2).unwrap().to_string();
    let before = boards(&t);
    refused(
        &t.reply(&t.click_custom_id(&alice, &fourth, &format!("v2:{session}:{token}:0:p:end"))),
        &alice,
        "not your turn",
    );
    for forged in [
        format!("v1:{session}:{token}:p:end"),
        format!("v2:{session}:{token}:-:p:end"),
    ] {
        refused(
            &t.reply(&t.click_custom_id(&alice, &fourth, &forged)),
            &alice,
            "isn't one I gave you",
        );
    }
    unchanged(&t, &before, "the host's forged clicks");
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
    let lobby = open_lobby(&t, &alice, &[("game", "table")]);
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
    assert_eq!(t.answer(&start).kind, 7, "Start updates the lobby in place");
    assert!(t.message(lobby.id).buttons().is_empty());
    assert_eq!(live_board(&t).pinged, [alice.id]);
    let moves = t.autocomplete(&alice, "play", &[("action", "")], "action");
    assert!(moves.iter().any(|(_, v)| v == "end"), "{moves:?}");
    let not_bobs = t.autocomplete(&bob, "play", &[("action", "")], "action");
    assert!(
        not_bobs.is_empty(),
        "bob has no move on alice's turn: {not_bobs:?}"
    );
}

/// Waits up to 15 s for a board in the game's channel, posted after `after`, that says
/// `what`.
fn wait_board_saying(t: &Windward, after: u64, what: &str) -> Message {
    let channel = t.world().channel_id;
    let until = std::time::Instant::now() + std::time::Duration::from_secs(15);
    loop {
        if let Some(m) = t.messages().into_iter().find(|m| {
            m.serial > after
                && m.channel_id == channel
                && !m.is_ephemeral()
                && m.text().contains(what)
        }) {
            return m;
        }
        assert!(
            std::time::Instant::now() < until,
            "no board saying {what:?}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn a_waiting_player_is_reminded_and_a_refused_direct_message_is_taken_in_stride() {
    // An hour of reminders lasts 0.4 s here.
    let t = Windward::start_with_short_hours(400);
    let alice = t.user("alice");
    let bob = t.user("bob");
    // Alice wants no reminders for now (so the board she clicks stays put).
    let quiet = t.reply(&t.slash(&alice, "settings", &[("remind", "0")]));
    assert!(
        quiet.text().contains("Reminders: never"),
        "{}",
        quiet.text()
    );
    let first = start_game(&t, "table", "remind-hours=1", &[&alice, &bob]);
    t.close_dms(&bob);
    let to_bob = click_move(&t, &alice, &first, "End turn");

    let one = wait_board_saying(&t, to_bob.serial, "the table is waiting for you");
    assert_eq!(one.pinged, [bob.id]);
    assert!(one.button("🔕 No more reminders").is_some());
    assert!(
        one.button("End turn").is_some(),
        "the reminder is the live board"
    );
    // One board in the channel: the old one is retired (an edit that follows the post).
    t.wait_message("the old board retired", |m| {
        m.id == to_bob.id && m.buttons().is_empty()
    });
    let two = wait_board_saying(&t, one.serial, "still your move");
    assert_eq!(two.pinged, [bob.id]);
    let three = wait_board_saying(&t, two.serial, "as host you can");
    let mut pinged = three.pinged.clone();
    pinged.sort_unstable();
    let mut expected = vec![alice.id, bob.id];
    expected.sort_unstable();
    assert_eq!(pinged, expected, "the host is told");
    // Bob's privacy settings refused the direct message (50007): nothing else changed.
    assert!(t.dms_to(&bob).is_empty());
    assert!(t
        .requests()
        .iter()
        .any(|r| r.route.as_deref() == Some("/users/@me/channels")));

    // Bob plays on from the last reminder; then alice, back on the game's interval
    // and taking direct messages, gets hers with a link to the game.
    t.reply(&t.slash(&alice, "settings", &[("remind", "-1")]));
    let three = t.message(three.id);
    let to_alice = click_move(&t, &bob, &three, "End turn");
    let again = wait_board_saying(&t, to_alice.serial, "still your move");
    assert_eq!(again.pinged, [alice.id]);
    let until = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while t.dms_to(&alice).is_empty() && std::time::Instant::now() < until {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let dms = t.dms_to(&alice);
    assert_eq!(dms.len(), 1, "one direct message");
    let link = format!(
        "https://discord.com/channels/{}/{}",
        t.world().guild_id,
        t.world().channel_id
    );
    assert!(
        dms[0].text().contains("Your move in **Free table**") && dms[0].text().contains(&link),
        "{}",
        dms[0].text()
    );
}

#[test]
fn away_and_back_show_on_the_board_without_the_reason() {
    let t = Windward::start();
    let alice = t.user("alice");
    let bob = t.user("bob");
    let first = start_game(&t, "table", "turn-hours=12", &[&alice, &bob]);
    let away = t.reply(&t.slash(&alice, "away", &[("days", "2"), ("reason", "moving house")]));
    assert_eq!(away.ephemeral_to, Some(alice.id), "{}", away.text());
    assert!(
        away.text()
            .contains("away in every game (1 game), back <t:"),
        "{}",
        away.text()
    );
    let board = t.wait_message("the board saying alice is away", |m| {
        m.id == first.id && m.text().contains("is away, back <t:")
    });
    assert!(!board.text().contains("moving house"), "{}", board.text());
    assert!(board.edits > 0, "the live board is edited, not posted anew");
    let back = t.reply(&t.slash(&alice, "back", &[]));
    assert!(back.text().contains("Welcome back"), "{}", back.text());
    t.wait_message("the board without it", |m| {
        m.id == first.id && !m.text().contains("is away")
    });
}

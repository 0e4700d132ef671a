//! The free table mode through the real binary's offline channel.

use serde_json::Value;
use windward_tests::{play, play_file, repo_root, PlayRun};

fn example() -> PlayRun {
    play_file(
        &repo_root().join("examples/table.play"),
        7,
        tempfile::tempdir().unwrap(),
    )
}

/// The move number in a board's footer (`Move N · …`).
fn move_of(board: &Value) -> u64 {
    let footer = board["embeds"][0]["footer"].as_str().unwrap_or("");
    footer
        .strip_prefix("Move ")
        .and_then(|r| r.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no move number in {footer:?}"))
}

#[test]
fn the_example_script_plays_a_whole_game() {
    let run = example();
    assert!(run.output.status.success(), "{}", run.stderr());
    let texts: Vec<String> = run.messages.iter().map(PlayRun::text).collect();
    let all = texts.join("\n---\n");

    // Bob's click on alice's buttons is answered privately, and changes nothing: the
    // next board is alice's roll, an edit of the same board at move 1.
    let bob_private: Vec<String> = run.to("bob").map(PlayRun::text).collect();
    let refusal = run
        .messages
        .iter()
        .position(|m| {
            m["to"] == "bob"
                && PlayRun::text(m).contains(
                    "Those buttons are **alice**'s: the game is waiting for them, not for you.",
                )
        })
        .unwrap_or_else(|| panic!("{bob_private:?}"));
    let shown = run.messages[..refusal]
        .iter()
        .rev()
        .find(|m| PlayRun::is_board(m))
        .expect("the first board");
    let next = run.messages[refusal + 1..]
        .iter()
        .find(|m| PlayRun::is_board(m))
        .expect("a board after the refusal");
    assert_eq!(move_of(shown), 0, "{shown}");
    assert_eq!(
        next["edit"], shown["id"],
        "alice's roll edits her board: {next}"
    );
    assert_eq!(move_of(next), 1, "the refusal made no move: {next}");
    assert!(PlayRun::text(next).contains("2d6"), "{next}");
    // Bob's private roll reached only bob.
    assert!(
        bob_private.iter().any(|t| t.contains("bob rolls 1d20 + 5")),
        "{bob_private:?}"
    );
    assert!(!run.to("channel").any(|m| PlayRun::text(m).contains("1d20")));

    // The game starts pinging alice, each new board pings only the next player, and
    // edits ping nobody.
    let boards: Vec<&serde_json::Value> = run
        .to("channel")
        .filter(|m| m["embeds"][0]["title"] == "Free table")
        .collect();
    assert!(boards.len() >= 10, "{all}");
    assert!(boards.iter().all(|m| PlayRun::is_board(m)), "{all}");
    assert_eq!(boards[0]["mentions"], serde_json::json!(["alice"]));
    assert!(!PlayRun::is_edit(boards[0]));
    for board in &boards {
        let mentions = board["mentions"].as_array().unwrap();
        if PlayRun::is_edit(board) {
            assert!(mentions.is_empty(), "an edit pings nobody: {board}");
        } else {
            assert!(
                mentions.len() == 1
                    || PlayRun::text(board).contains("Game over")
                    || mentions.is_empty(),
                "{board}"
            );
        }
    }

    // Undo and skip are narrated.
    assert!(all.contains("took back the last pass"), "{all}");
    assert!(all.contains("skipped **bob**'s turn"), "{all}");

    // After the restart carol's old button still worked.
    assert!(all.contains("**carol** ended their turn"), "{all}");

    // Three rounds, then the end with everyone pinged and a rematch button.
    let last = run.to("channel").last().unwrap();
    assert!(
        PlayRun::text(last).contains("Game over") && PlayRun::text(last).contains("3 rounds"),
        "{last}"
    );
    assert_eq!(
        last["mentions"],
        serde_json::json!(["alice", "bob", "carol"])
    );
    assert_eq!(last["components"][0][0]["label"], "Rematch");

    // Boards carry real, small PNGs.
    for board in &boards {
        PlayRun::assert_picture(board);
    }
}

#[test]
fn the_example_posts_one_board_per_turn_and_edits_it() {
    let run = example();
    assert!(run.output.status.success(), "{}", run.stderr());
    let turns = run.turns();
    // Measured (seed 7): 11 turns of one post each, plus the `/game status` re-post
    // in alice's second turn; alice's and bob's first turns are also edited once (their
    // rolls); then the result.
    for t in &turns {
        println!(
            "{:>8}: {} post(s), {} edit(s)",
            t.asked,
            t.posts.len(),
            t.edits.len()
        );
    }
    let (result, turns) = turns.split_last().expect("boards");
    // The turns the script plays: three rounds, bob's first turn taken back once and
    // then skipped.
    let order: Vec<&str> = turns.iter().map(|t| t.asked.as_str()).collect();
    assert_eq!(
        order,
        [
            "alice", "bob", "carol", "bob", "carol", "alice", "bob", "carol", "alice", "bob",
            "carol"
        ]
    );
    let mut reposts = 0;
    for t in turns {
        // Each turn begins with one new board that pings its player, and only them.
        let first = t.first;
        assert!(
            !PlayRun::is_edit(first),
            "{}'s turn began with an edit: {first}",
            t.asked
        );
        assert_eq!(first["mentions"], serde_json::json!([t.asked]), "{first}");
        let pinging = t
            .posts
            .iter()
            .filter(|p| !p["mentions"].as_array().unwrap().is_empty())
            .count();
        assert_eq!(pinging, 1, "one new board per turn for {}", t.asked);
        // Any other post is a re-post someone asked for; it pings nobody.
        reposts += t.posts.len() - 1;
        for edit in &t.edits {
            assert!(edit["mentions"].as_array().unwrap().is_empty(), "{edit}");
        }
    }
    let script = std::fs::read_to_string(repo_root().join("examples/table.play")).unwrap();
    assert_eq!(
        reposts,
        script
            .lines()
            .filter(|l| !l.starts_with('#') && l.contains("/game status"))
            .count(),
        "the only extra boards are the ones `/game status` asked for"
    );
    // The result: one new board that pings everyone.
    assert_eq!(result.asked, "everyone");
    assert_eq!(result.posts.len(), 1);
    assert!(result.edits.is_empty());
    assert_eq!(
        result.posts[0]["mentions"],
        serde_json::json!(["alice", "bob", "carol"])
    );
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let (a, b) = (example(), example());
    assert_eq!(a.without_images(), b.without_images());
    let different = play_file(
        &repo_root().join("examples/table.play"),
        8,
        tempfile::tempdir().unwrap(),
    );
    assert_ne!(
        a.without_images(),
        different.without_images(),
        "another seed rolls other dice"
    );
}

#[test]
fn a_malformed_line_stops_the_script_with_its_number() {
    let run = play("@alice /help\n@bob click \"Unclosed\n", 1);
    assert!(!run.output.status.success());
    assert!(run.stderr().contains(":2:"), "{}", run.stderr());
    let run = play("@alice /help\n\n@alice /nosuchcommand\n", 1);
    assert!(!run.output.status.success());
    assert!(
        run.stderr().contains(":3:") && run.stderr().contains("no command"),
        "{}",
        run.stderr()
    );
}

#[test]
fn rejected_commands_are_replies_not_script_errors() {
    let run = play(
        "@alice /roll expression:\"2d\"\n@bob /hand\n@bob /game join\n@alice /game new game:table\n@alice /game new game:table\n@bob /game abort\n",
        1,
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let alice: Vec<String> = run.to("alice").map(PlayRun::text).collect();
    assert!(
        alice[0].contains("couldn't read that dice expression"),
        "{alice:?}"
    );
    assert!(alice[1].contains("lobby is open"), "{alice:?}");
    assert!(
        alice[2].contains("Only one game runs per channel"),
        "{alice:?}"
    );
    let bob: Vec<String> = run.to("bob").map(PlayRun::text).collect();
    assert!(
        bob[0].contains("no game") && bob[1].contains("no game"),
        "{bob:?}"
    );
    assert!(bob[2].contains("Manage Channel"), "{bob:?}");
}

#[test]
fn channels_are_separate_and_admins_can_abort() {
    let run = play(
        "@alice /game new game:table\n:channel thread-1\n@bob /game new game:table\n@bob /game list\n:channel general\n:admin carol\n@carol /game abort\n@bob /game list\n",
        1,
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let bob: Vec<String> = run.to("bob").map(PlayRun::text).collect();
    assert!(bob[0].contains("lobby is open"), "{bob:?}");
    assert_eq!(bob[1].matches("Free table").count(), 2, "{bob:?}");
    assert_eq!(bob[2].matches("Free table").count(), 1, "{bob:?}");
    assert!(run
        .to("channel")
        .any(|m| PlayRun::text(m).contains("aborted by **carol**")));
}

#[test]
fn autocomplete_suggests_legal_moves() {
    let run = play(
        "@alice /game new game:table options:\"dice=1d6\"\n@alice /game start\n@alice autocomplete /play action:\"r\"\n@bob autocomplete /play action:\"\"\n",
        1,
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let suggestions: Vec<&serde_json::Value> = run
        .messages
        .iter()
        .filter(|m| m.get("autocomplete").is_some())
        .collect();
    let alice: Vec<&str> = suggestions[0]["autocomplete"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["value"].as_str().unwrap())
        .collect();
    // Matches on the move or its label ("End tu-r-n"), never on unrelated moves.
    assert!(
        alice.contains(&"roll") && alice.contains(&"end") && !alice.contains(&"finish"),
        "{alice:?}"
    );
    assert!(
        suggestions[1]["autocomplete"]
            .as_array()
            .unwrap()
            .is_empty(),
        "bob is not in the game"
    );
}

#[test]
fn a_silent_player_loses_the_turn_after_the_limit_even_across_a_restart() {
    let run = play(
        "@alice /game new game:table options:\"turn-hours=12\"\n@bob /game join\n@alice /game start\n:wait 11h\n:restart\n:wait 2h\n@bob /play action:end\n:wait 5h\n",
        1,
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let channel: Vec<String> = run.to("channel").map(PlayRun::text).collect();
    let timed_out: Vec<&String> = channel
        .iter()
        .filter(|t| t.contains("didn't answer in time"))
        .collect();
    assert_eq!(timed_out.len(), 1, "{channel:#?}");
    assert!(
        timed_out[0].contains("**alice** didn't answer in time")
            && timed_out[0].contains("**alice** ended their turn")
    );
    // Bob was pinged by the timed-out pass, and his own move reset the clock.
    let pass = run
        .to("channel")
        .find(|m| PlayRun::text(m).contains("didn't answer"))
        .unwrap();
    assert_eq!(pass["mentions"], serde_json::json!(["bob"]));
    assert!(
        channel.last().unwrap().contains("**bob** ended their turn"),
        "{channel:#?}"
    );
}

/// `:wait` moves the channel's clock, and a move made after it is stamped by that
/// clock: bob's move after a 7-hour wait starts alice's wait then, so her reminder 3
/// hours later says 3 hours (it said "since 10 hours ago": the move was stamped by the
/// system clock). Moments read as plain English: "came up 3 hours ago", never
/// "since … ago" or "until in …".
#[test]
fn moves_after_a_wait_are_stamped_by_the_channel_clock() {
    let run = play(
        "@alice /game new game:table options:\"remind-hours=2\"\n@bob /game join\n@alice /game start\n@alice /play action:end\n:wait 7h\n@bob /play action:end\n:wait 3h\n@bob /away days:2\n",
        1,
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let texts: Vec<String> = run.messages.iter().map(PlayRun::text).collect();
    assert!(
        texts
            .iter()
            .any(|t| t
                .contains("alice, the table is waiting for you: your move came up 3 hours ago.")),
        "{texts:#?}"
    );
    let away = run
        .to("bob")
        .map(PlayRun::text)
        .last()
        .expect("bob's answer");
    assert!(
        away.contains("💤 You're away in every game (1 game), back in 2 days:"),
        "{away}"
    );
    for text in &texts {
        assert!(!text.contains("until in "), "{text}");
        let since_ago = text
            .split("since ")
            .skip(1)
            .any(|rest| rest.split('.').next().is_some_and(|s| s.ends_with(" ago")));
        assert!(!since_ago, "{text}");
    }
}

#[test]
fn a_waiting_player_is_reminded_offline_as_time_passes() {
    let run = play(
        "@alice /game new game:table options:\"remind-hours=2\"\n@bob /game join\n@alice /game start\n@alice /play action:end\n:wait 7h\n@bob /play action:end\n:wait 1h\n",
        1,
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let channel: Vec<&serde_json::Value> = run.to("channel").collect();
    let reminders: Vec<String> = channel
        .iter()
        .map(|m| PlayRun::text(m))
        .filter(|t| t.contains('⏰'))
        .collect();
    assert_eq!(reminders.len(), 3, "{reminders:#?}");
    assert!(reminders[0].contains("the table is waiting for you"));
    assert!(reminders[1].contains("still your move"));
    assert!(reminders[2].contains("as host you can"));
    let dm: Vec<String> = run.to("direct message to bob").map(PlayRun::text).collect();
    assert_eq!(dm.len(), 1, "the second reminder also comes privately");
    assert!(dm[0].contains("Your move in **Free table**"), "{dm:?}");
    // Alice's wait after bob's move is an hour old: no reminder for her yet.
    assert!(PlayRun::text(channel.last().unwrap()).contains("**bob** ended their turn"));
}

#[test]
fn each_line_speaks_its_users_language_and_the_table_its_channels() {
    let run = play(
        "@alice[pl] /help\n:locale bob fr\n@bob /help\n@carol /help\n:admin alice\n@alice /game new game:table\n@bob /game join\n@alice[pl] /settings language:pl\n@alice /game start\n",
        1,
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let first = |who: &str| run.to(who).map(PlayRun::text).next().unwrap_or_default();
    assert!(
        first("alice").contains("gry planszowe"),
        "{}",
        first("alice")
    );
    assert!(first("bob").contains("jeux de plateau"), "{}", first("bob"));
    assert!(
        first("carol").contains("tabletop games"),
        "{}",
        first("carol")
    );
    // `[pl]` was that line's alone: alice's next reply is English again.
    let alice: Vec<String> = run.to("alice").map(PlayRun::text).collect();
    assert!(alice[1].contains("lobby is open"), "{alice:?}");
    assert!(alice[2].contains("**Polski**"), "{alice:?}");
    // The channel chose Polish: its board says so, whoever started it.
    let board = run
        .to("channel")
        .filter(|m| PlayRun::is_board(m))
        .last()
        .expect("a board");
    assert_eq!(board["embeds"][0]["title"], "Wolny stół", "{board}");
    assert!(
        board["embeds"][0]["footer"]
            .as_str()
            .unwrap_or("")
            .starts_with("Ruch 0"),
        "{board}"
    );
}

//! The free table mode through the real binary's offline channel.

use windward_tests::{play, play_file, repo_root, PlayRun};

fn example() -> PlayRun {
    play_file(
        &repo_root().join("examples/table.play"),
        7,
        tempfile::tempdir().unwrap(),
    )
}

#[test]
fn the_example_script_plays_a_whole_game() {
    let run = example();
    assert!(run.output.status.success(), "{}", run.stderr());
    let texts: Vec<String> = run.messages.iter().map(PlayRun::text).collect();
    let all = texts.join("\n---\n");

    // Bob's out-of-turn click is answered privately, and changes nothing.
    let bob_private: Vec<String> = run.to("bob").map(PlayRun::text).collect();
    assert!(
        bob_private.iter().any(|t| t.contains("not your turn")),
        "{bob_private:?}"
    );
    // Bob's private roll reached only bob.
    assert!(
        bob_private.iter().any(|t| t.contains("bob rolls 1d20 + 5")),
        "{bob_private:?}"
    );
    assert!(!run.to("channel").any(|m| PlayRun::text(m).contains("1d20")));

    // The game starts pinging alice, and each board pings only the next player.
    let boards: Vec<&serde_json::Value> = run
        .to("channel")
        .filter(|m| m["embeds"][0]["title"] == "Free table")
        .collect();
    assert!(boards.len() >= 10, "{all}");
    assert_eq!(boards[0]["mentions"], serde_json::json!(["alice"]));
    for board in &boards {
        let mentions = board["mentions"].as_array().unwrap();
        assert!(
            mentions.len() == 1
                || PlayRun::text(board).contains("Game over")
                || mentions.is_empty(),
            "{board}"
        );
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
        PlayRun::assert_small_png(board);
    }
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
    assert!(
        alice[1].contains("Only one game runs per channel"),
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
    assert_eq!(bob[0].matches("Free table").count(), 2, "{bob:?}");
    assert_eq!(bob[1].matches("Free table").count(), 1, "{bob:?}");
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

//! Zefiria through the real binary: the example script, and random self-play.

use std::process::Command;

use windward_tests::{play_file, repo_root, windward_bin, PlayRun};

fn example(seed: u64) -> PlayRun {
    play_file(
        &repo_root().join("examples/zefiria.play"),
        seed,
        tempfile::tempdir().unwrap(),
    )
}

fn texts(run: &PlayRun, to: &str) -> Vec<String> {
    run.to(to).map(PlayRun::text).collect()
}

/// The narration the channel's boards showed, each line once, in order. Every edit of
/// a board shows its narration so far again, and a new board sums up the turn.
fn narration(run: &PlayRun) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for board in run.messages.iter().filter(|m| PlayRun::is_board(m)) {
        for line in board["embeds"][0]["description"]
            .as_str()
            .unwrap_or("")
            .lines()
        {
            if !lines.iter().any(|l| l == line) {
                lines.push(line.to_string());
            }
        }
    }
    lines
}

/// The labels of a message's buttons and the placeholders of its menus.
fn components(message: &serde_json::Value) -> Vec<String> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row.as_array().into_iter().flatten())
        .map(|c| {
            c["label"]
                .as_str()
                .or_else(|| c["placeholder"].as_str())
                .unwrap_or("")
                .to_string()
        })
        .collect()
}

#[test]
fn the_example_script_plays_a_whole_game() {
    let run = example(7);
    assert!(run.output.status.success(), "{}", run.stderr());
    let boards: Vec<&serde_json::Value> = run
        .to("channel")
        .filter(|m| m["embeds"][0]["title"] == "Zefiria")
        .collect();
    let all = boards
        .iter()
        .map(|m| PlayRun::text(m))
        .collect::<Vec<_>>()
        .join("\n---\n");
    assert!(boards.len() >= 15, "{all}");

    // Setup by buttons: spirits, then corners; bob's corner is given.
    assert_eq!(
        components(boards[0]),
        ["Borea", "Jugo", "Etesia", "Skyron", "Austro"]
    );
    assert!(all.contains("Skyron (**bob**) starts at E5."), "{all}");

    // The two-step blow: a menu of partners and a Cancel button.
    let held = boards
        .iter()
        .find(|m| components(m).contains(&"Swap A2 with…".to_string()))
        .expect("a board holding A2");
    assert!(components(held).contains(&"Cancel".to_string()));
    assert!(all.contains("Home ✓: yellow mountain on D1."), "{all}");
    assert!(all.contains("Home ✓: pink fish on C2."), "{all}");

    // Skyron's swaps come in two menus.
    assert!(boards.iter().any(|m| {
        let c = components(m);
        c.contains(&"Skyron swaps E5, rides along…".to_string())
            && c.contains(&"Skyron swaps E5, stays on E5…".to_string())
    }));

    // Refusals are private, polite and specific; nothing else is posted for them.
    let bob = texts(&run, "bob");
    assert!(bob.iter().any(|t| t.contains("not your turn")), "{bob:?}");
    assert!(
        bob.iter().any(|t| t.contains("Say where Skyron ends up")),
        "{bob:?}"
    );
    let alice = texts(&run, "alice");
    assert!(
        alice
            .iter()
            .any(|t| t.contains("Etesia flies to one of the eight cards around A1; C3 is too far.")),
        "{alice:?}"
    );

    // Autocomplete lists the legal swaps from B1.
    let suggested: Vec<&str> = run
        .messages
        .iter()
        .filter_map(|m| m.get("autocomplete"))
        .flat_map(|a| a.as_array().unwrap().iter())
        .map(|s| s["value"].as_str().unwrap())
        .collect();
    assert!(!suggested.is_empty());
    assert!(
        suggested.iter().all(|v| v.starts_with("swap B1 ")),
        "{suggested:?}"
    );
    assert!(suggested.contains(&"swap B1 A2"), "{suggested:?}");

    // Storms: calmed twice (once by each spirit), one struck, one held down; the old
    // button worked after the restart.
    let calmed: Vec<String> = narration(&run)
        .into_iter()
        .filter(|l| l.contains("spends a magic gem and the storm calms down"))
        .collect();
    assert_eq!(
        calmed,
        [
            "Etesia (**alice**) spends a magic gem and the storm calms down.",
            "Skyron (**bob**) spends a magic gem and the storm calms down."
        ],
        "{all}"
    );
    assert!(
        all.contains("⚡ The storm swaps **D1** and **A5**."),
        "{all}"
    );
    assert!(
        all.contains("but Etesia holds C1 down: nothing moves."),
        "{all}"
    );
    assert!(
        all.contains("Skyron (**bob**) ends the turn with 2 action points unused."),
        "{all}"
    );

    // The end: the final score for everyone, a Rematch button, and the animation.
    let last = run.to("channel").last().unwrap();
    let text = PlayRun::text(last);
    assert!(
        text.contains("Game over") && text.contains("Final score"),
        "{text}"
    );
    assert_eq!(last["mentions"], serde_json::json!(["alice", "bob"]));
    assert_eq!(components(last), ["Rematch", "🎞 Watch the game"]);

    // Each board pings at most the next player, and edits ping nobody.
    for board in &boards {
        let mentions = board["mentions"].as_array().unwrap();
        assert!(mentions.len() <= 1 || PlayRun::text(board).contains("Game over"));
        assert!(!PlayRun::is_edit(board) || mentions.is_empty(), "{board}");
    }
    // Real, small PNGs.
    for board in &boards {
        PlayRun::assert_picture(board);
    }
}

#[test]
fn the_example_posts_at_most_one_board_per_turn() {
    let run = example(7);
    assert!(run.output.status.success(), "{}", run.stderr());
    let turns = run.turns();
    // Measured (seed 7): one post per turn; the turns' moves are edits of it (1, 0, 8,
    // 3, 1 and 1 edits); then the result.
    for t in &turns {
        println!(
            "{:>8}: {} post(s), {} edit(s)",
            t.asked,
            t.posts.len(),
            t.edits.len()
        );
    }
    let (result, turns) = turns.split_last().expect("boards");
    // Setup (alice picks a spirit and a corner, bob a spirit), then two rounds: the
    // player a board asks changes five times.
    let order: Vec<&str> = turns.iter().map(|t| t.asked.as_str()).collect();
    assert_eq!(order, ["alice", "bob", "alice", "bob", "alice", "bob"]);
    for t in turns {
        assert!(
            t.posts.len() <= 1,
            "{} new boards in one turn of {}",
            t.posts.len(),
            t.asked
        );
        // The turn's one post is its first board, and pings its player alone.
        let first = t.posts.first().expect("a turn begins with a new board");
        assert!(
            std::ptr::eq(*first, t.first),
            "{}'s turn began with an edit",
            t.asked
        );
        assert_eq!(first["mentions"], serde_json::json!([t.asked]), "{first}");
        for edit in &t.edits {
            assert!(edit["mentions"].as_array().unwrap().is_empty(), "{edit}");
        }
    }
    // The result: one new board that pings everyone.
    assert_eq!(result.asked, "everyone");
    assert_eq!(result.posts.len(), 1);
    assert_eq!(
        result.posts[0]["mentions"],
        serde_json::json!(["alice", "bob"])
    );
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let (a, b) = (example(7), example(7));
    assert!(a.output.status.success(), "{}", a.stderr());
    assert_eq!(a.without_images(), b.without_images());
}

/// A few random games of every size through the whole app; the long runs are in the
/// README's figures.
#[test]
fn random_games_end_without_errors_for_one_to_five_players() {
    for players in 1..=5 {
        for options in ["", "storm=on austro=neighbours"] {
            let output = Command::new(windward_bin())
                .args(["selfplay", "--game", "zefiria", "--games", "2", "--json"])
                .args(["--players", &players.to_string()])
                .args(["--seed", &(10 + players).to_string()])
                .args(["--options", options])
                // Rendering is covered by the script above; keep this quick.
                .arg("--no-render")
                .env_remove("DISCORD_TOKEN")
                .output()
                .expect("run windward selfplay");
            let stdout = String::from_utf8_lossy(&output.stdout);
            assert!(
                output.status.success(),
                "{players} players `{options}`: {stdout}\n{}",
                String::from_utf8_lossy(&output.stderr)
            );
            let report: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
            assert_eq!(report["errors"], 0, "{report}");
            assert_eq!(report["finished"], 2, "{report}");
        }
    }
}

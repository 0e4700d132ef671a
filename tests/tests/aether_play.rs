//! Aether Captains through the real binary's offline channel: two captains flying side
//! by side (examples/aether-captains.play).

use windward_tests::{play_file, repo_root, PlayRun};

fn example(seed: u64) -> PlayRun {
    play_file(
        &repo_root().join("examples/aether-captains.play"),
        seed,
        tempfile::tempdir().unwrap(),
    )
}

#[test]
fn two_captains_fly_side_by_side() {
    let run = example(7);
    assert!(run.output.status.success(), "{}", run.stderr());
    let boards: Vec<&serde_json::Value> = run
        .to("channel")
        .filter(|m| m["embeds"][0]["title"] == "Aether Captains")
        .collect();
    assert!(boards.len() >= 12, "{}", boards.len());
    let all: Vec<String> = boards.iter().map(|m| PlayRun::text(m)).collect();
    let all = all.join("\n---\n");

    // Both captains built their own ships and got their own scenarios.
    assert!(all.contains("**alice**: Builds the zeppelin"), "{all}");
    assert!(all.contains("**bob**: Builds the zeppelin"), "{all}");
    // Every roll is narrated with the die, the bonus, the value to beat and the result.
    assert!(all.contains("🎲 Pirate attack: d12 **"), "{all}");
    assert!(all.contains("vs red"), "{all}");
    assert!(all.contains("pirate ship defeated"), "{all}");
    assert!(all.contains("Sells 5 goods for 15 gold"), "{all}");

    // Bob's private view carries his own buttons.
    let bob: Vec<&serde_json::Value> = run.to("bob").collect();
    assert!(bob
        .iter()
        .any(|m| m["components"].to_string().contains("Fly on")));
    // Moves that don't fit the decision are refused politely, to the mover only.
    assert!(
        bob.iter()
            .any(|m| PlayRun::text(m).contains("You're at a market")),
        "{bob:?}"
    );
    let alice: Vec<String> = run.to("alice").map(PlayRun::text).collect();
    assert!(
        alice.iter().any(|t| t.contains("fly on (`next`)")),
        "{alice:?}"
    );
    // Autocomplete offers the market's amounts.
    assert!(run
        .messages
        .iter()
        .any(|m| m["autocomplete"].to_string().contains("\"sell goods 5\"")));

    // Boards after a move feature the mover's buttons and always the "My ship" button.
    for board in &boards {
        assert!(
            board["components"].to_string().contains("My ship"),
            "{board}"
        );
        PlayRun::assert_small_png(board);
    }
}

#[test]
fn the_same_seed_flies_the_same_voyages() {
    let (a, b) = (example(7), example(7));
    assert!(a.output.status.success(), "{}", a.stderr());
    assert_eq!(a.without_images(), b.without_images());
}

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

/// What a card says is what the captain can do: the Next card's numbers are printed,
/// a choice the text names and no button offers says why, and blue numbers say whose
/// they are (issue 12).
#[test]
fn the_boards_say_what_can_be_done_and_why_not() {
    let run = example(7);
    assert!(run.output.status.success(), "{}", run.stderr());
    let boards: Vec<&serde_json::Value> = run
        .to("channel")
        .filter(|m| m["embeds"][0]["title"] == "Aether Captains")
        .collect();
    let all: Vec<String> = boards
        .iter()
        .map(|m| format!("{}\n{}", PlayRun::text(m), m["components"]))
        .collect();
    let all = all.join("\n---\n");
    // Dockside Hiring Hall with a full Crew Quarters: the only button is the skip.
    assert!(
        all.contains(
            "You may: pay 5 gold to hire 2 crew. Not now: no room in your Crew Quarters. Skip it."
        ),
        "{all}"
    );
    assert!(
        all.contains("Skip it (not now: no room in your Crew Quarters)"),
        "{all}"
    );
    // Rescue in the Clouds says what a failed roll costs.
    assert!(
        all.contains("You may: rescue a stricken ship: roll Crew Command; pass: gain 2 crew and 2 gold; fail: lose 1 crew. Accept or decline?"),
        "{all}"
    );
    // A market says what it sells that can't be bought now.
    assert!(
        all.contains("Market: sell goods at 3 gold each (you have 5). Not now: goods: no room in your Cargo Hold."),
        "{all}"
    );
    assert!(all.contains("weapons and crew cost 2 gold each"), "{all}");
    // Your attack is against the pirates' number, not "blue".
    assert!(all.contains("vs the pirates' Defense 7"), "{all}");
    for wrong in [
        "You may: You may",
        "vs blue",
        "Loses 0",
        "number crew",
        "Gold value",
    ] {
        assert!(!all.contains(wrong), "{wrong:?} in {all}");
    }
    // A smaller ship than 10 points is built by typing it.
    assert!(
        all.contains("**carol**: Builds the zeppelin: Engine Room 2, Cargo Hold 2, Crew Quarters 2, Fore Gunnery 3 (Defense Rating 7, 9 of 10 points)"),
        "{all}"
    );
}

#[test]
fn the_same_seed_flies_the_same_voyages() {
    let (a, b) = (example(7), example(7));
    assert!(a.output.status.success(), "{}", a.stderr());
    assert_eq!(a.without_images(), b.without_images());
}

//! Bitwa na Morzu Wiatrów through the real binary's offline channel
//! (examples/bitwa.play): two admirals by buttons, menus and typed orders, then one
//! player against the computer.

use windward_tests::{play_file, repo_root, PlayRun};

fn example(seed: u64) -> PlayRun {
    play_file(
        &repo_root().join("examples/bitwa.play"),
        seed,
        tempfile::tempdir().unwrap(),
    )
}

fn boards(run: &PlayRun) -> Vec<&serde_json::Value> {
    run.messages
        .iter()
        .filter(|m| PlayRun::is_board(m))
        .collect()
}

#[test]
fn a_battle_by_menus_and_typed_orders_with_every_refusal_explained() {
    let run = example(3);
    assert!(run.output.status.success(), "{}", run.stderr());
    let story: Vec<String> = boards(&run).iter().map(|m| PlayRun::text(m)).collect();
    let story = story.join("\n---\n");
    assert!(story.contains("**alice** sets out the red fleet: transport on B8."));
    assert!(story.contains("**bob** sets the first wind: it blows south-west"));
    // The order picked from the menus and the typed one both moved their ships.
    assert!(story.contains("The red man-of-war C4: sails 1 field to D4."));
    assert!(story.contains("The red man-of-war D8: sails 1 field to E8."));
    assert!(story.contains("WIND card: the wind"), "{story}");
    // alice took her order back, and gave it again.
    assert!(
        story.contains("↩ alice took back: The red man-of-war D8"),
        "{story}"
    );

    let to_alice: Vec<String> = run.to("alice").map(PlayRun::text).collect();
    assert!(
        to_alice
            .iter()
            .any(|t| t.contains("straight into the wind (it blows south-west)")),
        "{to_alice:?}"
    );
    assert!(
        to_alice
            .iter()
            .any(|t| t.contains("Ships of one fleet never touch")),
        "{to_alice:?}"
    );
    let to_bob: Vec<String> = run.to("bob").map(PlayRun::text).collect();
    assert!(
        to_bob.iter().any(|t| t.contains("It's not your turn")),
        "{to_bob:?}"
    );
    assert!(
        to_bob.iter().any(|t| t.contains("G6 is an island")),
        "{to_bob:?}"
    );
    for board in boards(&run) {
        PlayRun::assert_picture(board);
    }
}

#[test]
fn the_computer_sets_out_and_answers_each_action_with_one_board() {
    let run = example(3);
    assert!(run.output.status.success(), "{}", run.stderr());
    // The second game is the one in #harbour: everything after carol's lobby.
    let start = run
        .messages
        .iter()
        .position(|m| PlayRun::text(m).contains("1. carol (host)\n2. Computer"))
        .expect("the computer is seated in carol's lobby");
    let later = &run.messages[start..];
    let posts: Vec<&serde_json::Value> = later
        .iter()
        .filter(|m| PlayRun::is_board(m) && !PlayRun::is_edit(m))
        .collect();
    // The start, the wind for carol after the computer set out, and one board after
    // each of the computer's two actions: none for the computer's own turns, and
    // nobody but carol mentioned.
    assert_eq!(posts.len(), 4, "{posts:#?}");
    for post in &posts {
        assert!(
            PlayRun::text(post).contains("@carol"),
            "{}",
            PlayRun::text(post)
        );
        assert!(!post["mentions"].to_string().contains("Computer"), "{post}");
    }
    let last = PlayRun::text(posts[3]);
    assert!(
        last.contains("The green"),
        "the computer ordered ships: {last}"
    );
    assert!(last.contains("@carol, your action"), "{last}");
}

#[test]
fn the_same_seed_plays_the_same_battle() {
    assert_eq!(example(3).without_images(), example(3).without_images());
}

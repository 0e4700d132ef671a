//! Zephyr: Winds of Change through the real binary's offline channel: two captains
//! deciding at once (examples/zephyr.play).

use windward_tests::{play_file, repo_root, PlayRun};

#[test]
fn two_captains_outfit_explore_and_fight_together() {
    let run = play_file(
        &repo_root().join("examples/zephyr.play"),
        5,
        tempfile::tempdir().unwrap(),
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let all = boards(&run);
    // Both ships set out; the board names everyone it waits for.
    assert!(all.contains("takes the Imperial Scimitar"), "{all}");
    assert!(
        all.contains("**bob** buys and installs Wildfire Cannon"),
        "{all}"
    );
    assert!(all.contains("**bob** embarks on"), "{all}");
    assert!(all.contains("**alice** joins **bob**"), "{all}");
    // A reaction met with a card (clicked in alice's panel after bob had moved: a
    // captain's buttons stay good through the others' moves), a battle fought
    // together and won, its salvage rolled.
    assert!(all.contains("Outrun the storm with Deflection"), "{all}");
    assert!(all.contains("**alice** joins battle 1"), "{all}");
    // A hand card typed by its name (`play:stoke-the-boilers`) is played.
    assert!(all.contains("**bob** plays Stoke the Boilers"), "{all}");
    assert!(all.contains("Battle 1 is won!"), "{all}");
    assert!(all.contains("for scrap: +"), "{all}");
    // A ship shot down takes critical damage and the lead passes on.
    assert!(all.contains("takes critical damage"), "{all}");
    assert!(all.contains("**alice** now leads"), "{all}");

    // Out-of-step moves are refused to the mover alone, with what is asked instead.
    let bob: Vec<String> = run.to("bob").map(PlayRun::text).collect();
    assert!(
        bob.iter()
            .any(|t| t.contains("That's not what you're asked now. Now: outfit your ship")),
        "{bob:?}"
    );
    // Hands are private: the public boards never list a hand's cards.
    for board in run.to("channel") {
        let text = board["components"].to_string();
        assert!(!text.contains("Play Cannon Blast"), "{text}");
        assert!(!text.contains("Keep "), "{text}");
    }
    // At the regroup the board asks alice alone, with her own buttons.
    assert!(
        run.to("channel").any(
            |m| PlayRun::text(m).contains("battle 1 is regrouping: join it?")
                && m["components"].to_string().contains("Join battle 1")
        ),
        "alice is asked to join the battle"
    );
}

/// Rules edition 2 through the binary: bob joins alice's patrol battle at the regroup,
/// so when it is won alice, its leader, shares the salvage out as she sees fit.
#[test]
fn the_leader_of_a_joined_battle_shares_its_salvage_out() {
    let script = r#"
@alice /game new game:zephyr options:"rules=2"
@bob /game join
@alice /game start
@alice /play action:"build:imperial-scimitar"
@bob /play action:"build:bandit-condor"
@alice /play action:done
@bob /play action:done
@alice /play action:patrol
@bob /play action:patrol
@alice /play action:skirmish
@bob /play action:scavenge
@alice /play action:"choose:1"
@bob /play action:"choose:2"
@alice /play action:volley
@bob click "Join battle 1"
@alice /play action:ready
@alice /play action:volley
@bob /play action:volley
@bob /play action:"share:even"
@alice /play action:"share:2:99"
@alice /play action:"share:2:1"
@alice click "Share 2 scrap evenly: alice 1, bob 1"
"#;
    let run = windward_tests::play(script, 4);
    assert!(run.output.status.success(), "{}", run.stderr());
    let all = boards(&run);
    assert!(all.contains("**bob** joins battle 1."), "{all}");
    assert!(all.contains("Battle 1 is won!"), "{all}");
    assert!(
        all.contains("**alice** rolls 2 for the salvage: 3 scrap to share out."),
        "{all}"
    );
    // The board asks alice alone, with the shares in a menu.
    assert!(
        run.to("channel").any(|m| {
            PlayRun::text(m).contains("@alice: share out battle 1's salvage (3 scrap left).")
                && m["components"].to_string().contains("All 3 scrap to bob")
        }),
        "{all}"
    );
    assert!(
        all.contains("**alice** shares 1 scrap with **bob**."),
        "{all}"
    );
    assert!(
        all.contains("The salvage is shared evenly: **alice** 1, **bob** 1."),
        "{all}"
    );
    // Bob may not share alice's salvage, nor alice give more than there is: both told
    // why, to themselves.
    let bob: Vec<String> = run.to("bob").map(PlayRun::text).collect();
    assert!(
        bob.iter()
            .any(|t| t.contains("the others are still deciding")),
        "{bob:?}"
    );
    let alice: Vec<String> = run.to("alice").map(PlayRun::text).collect();
    assert!(
        alice
            .iter()
            .any(|t| t.contains("You have 3 scrap to share: give from 1 to 3.")),
        "{alice:?}"
    );
}

/// Every public board the run posted or edited, its text, one after another.
fn boards(run: &PlayRun) -> String {
    run.to("channel")
        .filter(|m| m["embeds"][0]["title"] == "Zephyr: Winds of Change")
        .map(PlayRun::text)
        .collect::<Vec<_>>()
        .join("\n---\n")
}

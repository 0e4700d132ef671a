//! Zeppelin Attack! through the real binary's offline channel: the scripted game in
//! `examples/zeppelin-attack.play` (seed 4 deals the rulebook's worked examples).

use windward_tests::{play_file, repo_root, PlayRun};

fn example() -> PlayRun {
    play_file(
        &repo_root().join("examples/zeppelin-attack.play"),
        4,
        tempfile::tempdir().unwrap(),
    )
}

/// Everything a message shows: texts, button and menu labels and option labels.
fn everything(message: &serde_json::Value) -> String {
    let mut all = PlayRun::text(message);
    for row in message["components"].as_array().into_iter().flatten() {
        for component in row.as_array().into_iter().flatten() {
            all.push('\n');
            all.push_str(component["label"].as_str().unwrap_or(""));
            for option in component["options"].as_array().into_iter().flatten() {
                all.push('\n');
                all.push_str(option["label"].as_str().unwrap_or(""));
            }
        }
    }
    all
}

fn labels(message: &serde_json::Value) -> Vec<String> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row.as_array().cloned().unwrap_or_default())
        .map(|c| c["label"].as_str().unwrap_or("").to_string())
        .collect()
}

#[test]
fn the_scripted_game_blocks_privately_and_times_out_publicly() {
    let run = example();
    assert!(run.output.status.success(), "{}", run.stderr());
    let channel: Vec<&serde_json::Value> = run.to("channel").collect();
    let all = channel
        .iter()
        .map(|m| PlayRun::text(m))
        .collect::<Vec<_>>()
        .join("\n---\n");

    // The first attack: bob is pinged on the board, which offers him no answer…
    let attacked = channel
        .iter()
        .find(|m| PlayRun::text(m).contains("Electric attack is aimed at The Ice Storm"))
        .expect("bob is asked to answer");
    assert_eq!(attacked["mentions"], serde_json::json!(["bob"]));
    assert!(PlayRun::text(attacked).contains("🔒"));
    assert!(
        !labels(attacked)
            .iter()
            .any(|l| l.starts_with("Block") || l.starts_with("Take the hit")),
        "{attacked}"
    );
    // …his private view does, and his block is narrated with the rulebook's effects.
    let bob: Vec<&serde_json::Value> = run.to("bob").collect();
    assert!(bob
        .iter()
        .any(|m| labels(m).contains(&"Block with Ghost Projector".to_string())));
    for line in [
        "**bob** blocks with Ghost Projector on The Ice Storm: the attack is blocked!",
        "**alice** has no Fate card to discard.",
        "**bob** draws 2 cards.",
        "**alice** gets a discount: +1 Fate point",
    ] {
        assert!(all.contains(line), "{line}\n{all}");
    }

    // The second attack is never answered: after 12 hours the bot takes the hit for
    // alice and says so, and bob is asked for his Battle point.
    let timed_out = channel
        .iter()
        .find(|m| PlayRun::text(m).contains("didn't answer in time"))
        .expect("a deadline passed");
    let text = PlayRun::text(timed_out);
    assert!(
        text.contains("⏰ **alice** didn't answer in time.")
            && text.contains("**alice** doesn't block: the attack hits!"),
        "{text}"
    );
    assert_eq!(timed_out["mentions"], serde_json::json!(["bob"]));
    assert!(labels(timed_out)
        .iter()
        .any(|l| l.starts_with("Battle point: Attack cards")));

    // Purchases and purges, the restart, and the third turn all went through.
    for line in [
        "**bob** buys Tesla Lance for 4",
        "**bob** purges a card from their discard pile",
        "**alice** launches Den Kondensator",
        "**bob**'s The Hoarfrost retreats to their discard pile.",
        "On its owner's turn a Defense card enacts only its Always effect.",
    ] {
        assert!(all.contains(line), "{line}\n{all}");
    }
}

#[test]
fn hidden_cards_never_reach_the_channel() {
    let run = example();
    assert!(run.output.status.success(), "{}", run.stderr());
    // Cards that in this game are only ever drawn, held, discarded or purged: their
    // owners read them in private messages; the channel never names them.
    let secret = [
        "Ice Field",
        "Fräulein Funke",
        "Blast Baffles",
        "Frozen Assets",
        "Resourceful No. 2",
        "Icicle Volley",
    ];
    let private: String = run
        .messages
        .iter()
        .filter(|m| m["to"] == "alice" || m["to"] == "bob")
        .map(everything)
        .collect();
    for name in secret {
        assert!(private.contains(name), "{name} reached its owner");
        for m in run.to("channel") {
            assert!(!everything(m).contains(name), "{name} leaked: {m}");
        }
    }
    // Private notes go only to their player.
    for m in &run.messages {
        let text = PlayRun::text(m);
        if text.contains("You drew")
            || text.contains("You discarded")
            || text.contains("You purged")
        {
            assert_ne!(m["to"], "channel", "{m}");
        }
    }
    // Every board and private view is a real PNG under 300 KB.
    let mut images = 0;
    for m in run.messages.iter().filter(|m| m["images"][0].is_string()) {
        PlayRun::assert_small_png(m);
        images += 1;
    }
    assert!(images > 30, "{images}");
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let (a, b) = (example(), example());
    assert!(a.output.status.success(), "{}", a.stderr());
    assert_eq!(a.without_images(), b.without_images());
}

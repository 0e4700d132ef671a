//! Zeppelin Attack! through the real binary's offline channel: the scripted game in
//! `examples/zeppelin-attack.play` (seed 4 deals the rulebook's worked examples).

use serde_json::Value;
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

fn mentions(m: &Value) -> Vec<&str> {
    m["mentions"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect()
}

/// One turn as the channel saw it.
struct Turn<'a> {
    holder: String,
    posts: Vec<&'a Value>,
    edits: Vec<&'a Value>,
}

/// The player a board post hands the turn to: the one it pings and tells "your turn".
fn starts_turn(board: &Value) -> Option<String> {
    let [who] = mentions(board)[..] else {
        return None;
    };
    let content = board["content"].as_str().unwrap_or("");
    let rest = content.split_once("begins! ").map_or(content, |(_, r)| r);
    (!PlayRun::is_edit(board) && rest.starts_with(&format!("@{who}, your turn")))
        .then(|| who.to_string())
}

/// The channel's boards grouped by turn. A turn begins with the board post that tells
/// the player it pings "your turn" (the first board, and the one after each end of a
/// turn); every board after it until the next such post belongs to it: the posts
/// that ask an attack's target to answer, the edits of the turn's moves (and the
/// answers'), and a `/game status` re-post.
fn turns(run: &PlayRun) -> Vec<Turn<'_>> {
    let mut turns: Vec<Turn> = Vec::new();
    for board in run.messages.iter().filter(|m| PlayRun::is_board(m)) {
        // (The attacker handed their turn back after the target's answer goes on with
        // the same turn.)
        if let Some(holder) =
            starts_turn(board).filter(|h| turns.last().is_none_or(|t| t.holder != *h))
        {
            turns.push(Turn {
                holder,
                posts: Vec::new(),
                edits: Vec::new(),
            });
        }
        let turn = turns.last_mut().expect("the first board starts a turn");
        if PlayRun::is_edit(board) {
            turn.edits.push(board);
        } else {
            turn.posts.push(board);
        }
    }
    turns
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
        .find(|m| {
            PlayRun::text(m).contains("Electric attack is aimed at your The Ice Storm (Flagship)!")
        })
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
        "**alice** has no Fate card to discard (Ghost Projector).",
        "**bob** draws 2 cards (Ghost Projector).",
        "**alice** gets a discount: +1 Fate point for purchases this turn (Lightning Projector).",
        // Turn 2: Cryo Cannon's Hit effect, then The Ice Storm's power, each named.
        "**bob** draws 1 card (Cryo Cannon).",
        "**bob** draws 1 card (The Ice Storm's power).",
    ] {
        assert!(all.contains(line), "{line}\n{all}");
    }

    // The second attack is never answered: after 12 hours the bot takes the hit for
    // alice and says so, and bob's turn goes on: he is asked for his Battle point. The
    // turn coming back to him is a hand-off, so it is a new board that pings him (an
    // edit would notify nobody), and alice's board loses its buttons.
    let at = channel
        .iter()
        .position(|m| PlayRun::text(m).contains("didn't answer in time"))
        .expect("a deadline passed");
    let timed_out = channel[at];
    let text = PlayRun::text(timed_out);
    assert!(
        text.contains("⏰ **alice** didn't answer in time.")
            && text.contains("**alice** doesn't block: the attack hits!"),
        "{text}"
    );
    assert!(
        !PlayRun::is_edit(timed_out),
        "bob is handed his turn back by a new board: {timed_out}"
    );
    assert_eq!(mentions(timed_out), ["bob"], "{timed_out}");
    let asked = channel[..at]
        .iter()
        .rev()
        .find(|m| PlayRun::is_board(m) && !PlayRun::is_edit(m))
        .expect("the board that asked alice");
    assert_eq!(asked["mentions"], serde_json::json!(["alice"]), "{asked}");
    assert!(
        PlayRun::text(asked).contains("Cold attack is aimed at"),
        "{asked}"
    );
    assert!(
        timed_out["images"][0].is_string(),
        "the post shows the board"
    );
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
        PlayRun::assert_picture(m);
        images += 1;
    }
    assert!(images > 30, "{images}");
}

#[test]
fn the_example_posts_few_boards_per_turn() {
    let run = example();
    assert!(run.output.status.success(), "{}", run.stderr());
    let turns = turns(&run);
    // Each turn: its board, the board asking the target of its attack and the board
    // handing the turn back (in bob's last, the `/game status` re-post), and edits.
    for t in &turns {
        println!(
            "{:>6}: {} post(s), {} edit(s)",
            t.holder,
            t.posts.len(),
            t.edits.len()
        );
    }
    // The script's three turns, and bob's fourth it opens with `/game status`.
    let holders: Vec<&str> = turns.iter().map(|t| t.holder.as_str()).collect();
    assert_eq!(holders, ["alice", "bob", "alice", "bob"]);
    // A turn with an attack costs three posts: its board, the board asking the
    // target, and the board handing the turn back to the attacker (each pings).
    let posts: usize = turns.iter().map(|t| t.posts.len()).sum();
    assert!(
        posts <= 3 * turns.len(),
        "{posts} board posts in {} turns: more than 3 a turn",
        turns.len()
    );
    for t in &turns {
        assert!(
            t.posts.len() <= 4,
            "{} board posts in one turn of {}",
            t.posts.len(),
            t.holder
        );
        // Within a turn a new board pings one player: an attack's target, or the
        // holder when the turn comes back (or nobody, for a re-post); edits ping
        // nobody.
        for post in &t.posts[1..] {
            assert!(mentions(post).len() <= 1, "{post}");
        }
        for edit in &t.edits {
            assert!(mentions(edit).is_empty(), "{edit}");
        }
    }
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let (a, b) = (example(), example());
    assert!(a.output.status.success(), "{}", a.stderr());
    assert_eq!(a.without_images(), b.without_images());
}

//! Fair play through the real binary: a game played in the offline channel, its record
//! exported from the database with `windward export`, and checked with `windward
//! verify`, which accepts it as played and rejects it with one die changed.

use std::process::Command;

use windward_tests::{play, windward_bin, PlayRun};

const GAME: &str = r#"
@alice /game new game:table options:"dice=3d6 rounds=2"
@bob /game join
@alice /game start
@alice /play action:roll
@alice /play action:next
@bob /play action:roll
@bob /play action:next
@alice /play action:roll
@alice /play action:next
@bob /play action:roll
@alice /game export
"#;

fn windward(args: &[&str]) -> std::process::Output {
    Command::new(windward_bin())
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .output()
        .expect("run windward")
}

fn text(o: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

#[test]
fn an_exported_record_verifies_and_a_changed_die_is_caught() {
    // The script's last line is no command: the run stops there, the game unfinished.
    let script = GAME.replace("@alice /game export\n", "");
    let running = play(&script, 11);
    assert!(running.output.status.success(), "{}", running.stderr());
    let db = format!("sqlite://{}", running.dir.path().join("play.db").display());
    let refused = windward(&["export", "--db", &db, "--session", "1"]);
    assert!(!refused.status.success());
    assert!(
        text(&refused).contains("still being played"),
        "{}",
        text(&refused)
    );

    let finished = play(&format!("{script}@bob /play action:next\n"), 11);
    assert!(finished.output.status.success(), "{}", finished.stderr());
    let over = finished
        .to("channel")
        .map(PlayRun::text)
        .find(|t| t.contains("Game over"))
        .expect("the game ended");
    let db = format!("sqlite://{}", finished.dir.path().join("play.db").display());
    let file = finished.dir.path().join("record.json");
    let file = file.to_str().unwrap();
    let export = windward(&["export", "--db", &db, "--session", "1", "--out", file]);
    assert!(export.status.success(), "{}", text(&export));
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    // The seed the final board revealed is the record's.
    assert!(
        over.contains(&format!("`{}`", record["seed"])),
        "{over}\n{record}"
    );

    let ok = windward(&["verify", file]);
    assert!(ok.status.success(), "{}", text(&ok));
    assert!(text(&ok).contains("all 8 moves replay"), "{}", text(&ok));

    // Change one die of alice's second roll.
    let told = record["actions"][4]["told"][0]
        .as_str()
        .unwrap()
        .to_string();
    let open = told.find('(').unwrap();
    let first: u32 = told[open + 1..open + 2].parse().unwrap();
    let forged_line = format!(
        "{}{}{}",
        &told[..open + 1],
        first % 6 + 1,
        &told[open + 2..]
    );
    let mut forged = record.clone();
    forged["actions"][4]["told"][0] = forged_line.into();
    std::fs::write(file, forged.to_string()).unwrap();
    let caught = windward(&["verify", file]);
    assert!(!caught.status.success(), "{}", text(&caught));
    assert!(
        text(&caught).contains("does not verify: move 5"),
        "{}",
        text(&caught)
    );
}

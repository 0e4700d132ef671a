//! `windward doctor` through the real binary: it checks the database it is given and
//! never gives a false all-clear: with no database there (the default `windward.db`
//! in the current folder, or a path given), it says so, exits 2 and creates nothing;
//! a file the bot never set up is refused the same way; a played game checks sound.
//! `windward health`, an orchestrator's probe, reads what a running bot's processes
//! write with their heartbeat.

use std::process::Command;

use windward_tests::{play, windward_bin};

fn doctor(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    windward(dir, &[&["doctor"], args].concat())
}

fn text(o: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn files(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn doctor_without_a_database_says_so_exits_2_and_creates_none() {
    let dir = tempfile::tempdir().expect("tempdir");
    let default = doctor(dir.path(), &[]);
    assert_eq!(default.status.code(), Some(2), "{}", text(&default));
    assert!(
        text(&default).contains("There is no database at `windward.db`"),
        "{}",
        text(&default)
    );
    assert!(!text(&default).contains("checked:"));
    let named = doctor(dir.path(), &["--db", "sqlite://elsewhere/games.db"]);
    assert_eq!(named.status.code(), Some(2), "{}", text(&named));
    assert!(files(dir.path()).is_empty(), "{:?}", files(dir.path()));

    // A file that is no Windward database (here an empty one) is not checked either.
    std::fs::write(dir.path().join("windward.db"), b"").expect("write");
    let empty = doctor(dir.path(), &[]);
    assert_eq!(empty.status.code(), Some(2), "{}", text(&empty));
    assert!(
        text(&empty).contains("is not a Windward database"),
        "{}",
        text(&empty)
    );
}

#[test]
fn doctor_checks_a_played_game_sound() {
    let run = play(
        "@alice /game new game:table options:\"rounds=1\"\n@alice /game start\n@alice /play action:next\n",
        3,
    );
    assert!(run.output.status.success(), "{}", run.stderr());
    let db = format!("sqlite://{}", run.dir.path().join("play.db").display());
    let checked = doctor(run.dir.path(), &["--db", &db]);
    assert_eq!(checked.status.code(), Some(0), "{}", text(&checked));
    assert!(
        text(&checked).contains("1 session checked: 1 sound, 0 with problems."),
        "{}",
        text(&checked)
    );
}

/// A running bot is healthy to `windward health` (exit 0) and listed by `doctor` with
/// its gateway and loops; once it stops, `health` says no bot runs (exit 1).
#[test]
fn health_sees_a_running_bot_and_its_loops_and_a_stopped_one() {
    let mut t = windward_tests::Windward::start();
    let [alice, bob] = ["alice", "bob"].map(|n| t.user(n));
    windward_tests::flow::start_game(&t, "table", "", &[&alice, &bob]);
    let db = format!("sqlite://{}", t.database().display());
    let dir = tempfile::tempdir().expect("tempdir");
    // The heartbeat writes every second what the loops did in the second before.
    let until = std::time::Instant::now() + std::time::Duration::from_secs(20);
    let healthy = loop {
        let health = windward(dir.path(), &["health", "--db", &db]);
        if health.status.code() == Some(0) && !text(&health).contains("never") {
            break health;
        }
        assert!(std::time::Instant::now() < until, "{}", text(&health));
        std::thread::sleep(std::time::Duration::from_millis(250));
    };
    assert!(
        text(&healthy).contains("running; gateway connected"),
        "{}",
        text(&healthy)
    );
    let checked = doctor(dir.path(), &["--db", &db]);
    assert_eq!(checked.status.code(), Some(0), "{}", text(&checked));
    assert!(
        text(&checked).contains("running; gateway connected"),
        "{}",
        text(&checked)
    );

    assert!(t.stop().success());
    // Its last heartbeat holds for a few seconds more.
    let until = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        let health = windward(dir.path(), &["health", "--db", &db]);
        if health.status.code() == Some(1) {
            assert!(
                text(&health).contains("no bot process is running"),
                "{}",
                text(&health)
            );
            break;
        }
        assert!(std::time::Instant::now() < until, "{}", text(&health));
        std::thread::sleep(std::time::Duration::from_millis(250));
    }
    let missing = windward(dir.path(), &["health"]);
    assert_eq!(missing.status.code(), Some(2), "{}", text(&missing));
}

fn windward(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(windward_bin())
        .args(args)
        .current_dir(dir)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .output()
        .expect("run windward")
}

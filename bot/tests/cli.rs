//! The binary's command line, as a newcomer meets it.

use std::process::Command;

fn windward() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_windward"));
    // A developer's .env must not leak into these checks.
    c.env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        .current_dir(std::env::temp_dir());
    c
}

#[test]
fn running_without_a_token_explains_what_to_do() {
    let out = windward().arg("run").output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("DISCORD_TOKEN is not set") && err.contains("windward play"),
        "{err}"
    );
}

#[test]
fn help_lists_the_modes() {
    let out = windward().arg("--help").output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    for mode in ["run", "play", "selfplay"] {
        assert!(text.contains(mode), "{text}");
    }
}

#[test]
fn selfplay_reports_figures_as_json() {
    let out = windward()
        .args([
            "selfplay",
            "--game",
            "table",
            "--players",
            "2",
            "--games",
            "2",
            "--seed",
            "3",
            "--options",
            "rounds=2",
            "--json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["finished"], 2);
    assert_eq!(report["errors"], 0);
    assert!(report["png_mean_bytes"].as_u64().unwrap() > 0);
}

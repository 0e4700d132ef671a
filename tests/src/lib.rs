//! Helpers for end-to-end tests that run the real `windward` binary: through its
//! offline channel ([`play`]), and against a local fake Discord ([`Windward`],
//! [`fake`]), its web pages read in a headless browser ([`Browser`]).

pub mod bot;
pub mod browser;
pub mod fake;
pub mod flow;
mod tidy;

pub use bot::Windward;
pub use bot::{Bot, Launch};
pub use browser::Browser;
pub use fake::{FakeDiscord, Guild, Message, Sent, User};

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The `windward` binary cargo built for this test run (`WINDWARD_BIN` overrides).
pub fn windward_bin() -> PathBuf {
    if let Some(path) = std::env::var_os("WINDWARD_BIN") {
        return PathBuf::from(path);
    }
    // Test executables live in target/<profile>/deps; the binary one level up.
    let exe = std::env::current_exe().expect("test executable path");
    let dir = exe
        .parent()
        .and_then(Path::parent)
        .expect("target directory");
    let bin = dir.join(format!("windward{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.exists(),
        "{} is missing: run the tests with `cargo test --workspace`",
        bin.display()
    );
    bin
}

/// The repository root (for example scripts).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("repo root")
        .to_path_buf()
}

/// A finished `windward play --json` run.
pub struct PlayRun {
    pub output: Output,
    /// One JSON object per bot message (or edit, or autocomplete), in order.
    pub messages: Vec<serde_json::Value>,
    /// Holds the images and the database until the run is dropped.
    pub dir: tempfile::TempDir,
}

impl PlayRun {
    pub fn stdout(&self) -> String {
        String::from_utf8_lossy(&self.output.stdout).into_owned()
    }

    pub fn stderr(&self) -> String {
        String::from_utf8_lossy(&self.output.stderr).into_owned()
    }

    /// Messages sent to `to` ("channel" or a user name), skipping edits.
    pub fn to<'a>(&'a self, to: &'a str) -> impl Iterator<Item = &'a serde_json::Value> + 'a {
        self.messages.iter().filter(move |m| m["to"] == to)
    }

    /// The whole text of a message: content, embed titles, descriptions and fields.
    pub fn text(message: &serde_json::Value) -> String {
        let mut parts = vec![message["content"].as_str().unwrap_or("").to_string()];
        for embed in message["embeds"].as_array().into_iter().flatten() {
            parts.push(embed["title"].as_str().unwrap_or("").to_string());
            parts.push(embed["description"].as_str().unwrap_or("").to_string());
            for field in embed["fields"].as_array().into_iter().flatten() {
                parts.push(format!(
                    "{}: {}",
                    field["name"].as_str().unwrap_or(""),
                    field["value"].as_str().unwrap_or("")
                ));
            }
        }
        parts.join("\n")
    }

    /// The messages without their image paths (which name a run's own folder): two
    /// runs of one script with one seed must give exactly these.
    pub fn without_images(&self) -> Vec<serde_json::Value> {
        self.messages
            .iter()
            .map(|m| {
                let mut m = m.clone();
                m.as_object_mut().map(|o| o.remove("images"));
                m
            })
            .collect()
    }

    /// Checks that a board message shows a real PNG under 300 KiB.
    ///
    /// # Panics
    /// It has no image, the file is not a PNG, or it is too big.
    /// A game board in the channel: a post, or an edit of one (`"edit": id`), with a
    /// picture and the move number in its footer. Lobby messages, `/roll` results and
    /// `/turn show` answers are not boards.
    pub fn is_board(m: &serde_json::Value) -> bool {
        m["to"] == "channel"
            && m["images"].as_array().is_some_and(|i| !i.is_empty())
            && m["embeds"][0]["footer"].as_str().is_some_and(|f| {
                // "Move 3 · …" in the table's language: "Ruch 3", "Coup 3".
                let mut words = f.split_whitespace();
                words.next().is_some() && words.next().is_some_and(|n| n.parse::<u64>().is_ok())
            })
    }

    /// An edit of a message posted earlier (the offline channel's `"edit": id`).
    pub fn is_edit(m: &serde_json::Value) -> bool {
        m.get("edit").is_some()
    }

    /// Checks a board's picture: a real, small PNG, or (on an edit only) the one the
    /// message already shows.
    pub fn assert_picture(board: &serde_json::Value) {
        if board["images"][0]
            .as_str()
            .is_some_and(|i| i.starts_with("(kept) "))
        {
            assert!(
                Self::is_edit(board),
                "a new board draws its picture: {board}"
            );
        } else {
            Self::assert_small_png(board);
        }
    }

    pub fn assert_small_png(board: &serde_json::Value) {
        let path = board["images"][0]
            .as_str()
            .unwrap_or_else(|| panic!("no image: {board}"));
        let bytes = std::fs::read(path).unwrap();
        assert!(
            bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
            "{path} is not a PNG"
        );
        assert!(bytes.len() < 300 * 1024, "{path}: {} bytes", bytes.len());
    }
}

/// One turn as the offline channel saw it: the boards that asked one player to act.
#[derive(Debug)]
pub struct Turn<'a> {
    /// The player asked (their name), or "everyone" for the result board.
    pub asked: String,
    /// The board that began it.
    pub first: &'a serde_json::Value,
    pub posts: Vec<&'a serde_json::Value>,
    pub edits: Vec<&'a serde_json::Value>,
}

impl PlayRun {
    /// Whom a board asks to act: the player its content names first (`@bob, it's your
    /// turn`, or `**bob**, …` on a re-post that pings nobody), or "everyone" on the
    /// result.
    ///
    /// # Panics
    /// The board asks nobody.
    pub fn asked(board: &serde_json::Value) -> String {
        if Self::text(board).contains("Game over") {
            return "everyone".into();
        }
        let content = board["content"].as_str().unwrap_or("");
        let rest = content.split_once("begins! ").map_or(content, |(_, r)| r);
        let name = if let Some(r) = rest.strip_prefix('@') {
            r.split([',', ':', ' ']).next()
        } else if let Some(r) = rest.strip_prefix("**") {
            r.split("**").next()
        } else {
            None
        };
        name.filter(|n| !n.is_empty())
            .unwrap_or_else(|| panic!("a board asks someone to act: {board}"))
            .to_string()
    }

    /// The channel's boards grouped by turn. A turn is a run of consecutive boards
    /// (posts and edits, in the order the channel got them) that ask the same player to
    /// act: it begins when a board asks someone else (the turn passed, was skipped or
    /// taken back, or setup moved on). The result board, which asks nobody, is the last
    /// entry ("everyone").
    pub fn turns(&self) -> Vec<Turn<'_>> {
        let mut turns: Vec<Turn> = Vec::new();
        for board in self.messages.iter().filter(|m| Self::is_board(m)) {
            let who = Self::asked(board);
            if turns.last().is_none_or(|t| t.asked != who) {
                turns.push(Turn {
                    asked: who,
                    first: board,
                    posts: Vec::new(),
                    edits: Vec::new(),
                });
            }
            let Some(turn) = turns.last_mut() else { break };
            if Self::is_edit(board) {
                turn.edits.push(board);
            } else {
                turn.posts.push(board);
            }
        }
        turns
    }
}

/// Runs a script through `windward play --json` with a seed, a fresh database and an
/// image folder.
pub fn play(script: &str, seed: u64) -> PlayRun {
    let dir = tempfile::tempdir().expect("temp dir");
    let script_path = dir.path().join("script.play");
    std::fs::write(&script_path, script).expect("write script");
    play_file(&script_path, seed, dir)
}

/// Runs a script file (see [`play`]).
pub fn play_file(script: &Path, seed: u64, dir: tempfile::TempDir) -> PlayRun {
    let out_dir = dir.path().join("images");
    let db = format!("sqlite://{}", dir.path().join("play.db").display());
    let output = Command::new(windward_bin())
        .arg("play")
        .arg("--script")
        .arg(script)
        .args(["--json", "--seed", &seed.to_string(), "--db", &db])
        .arg("--out")
        .arg(&out_dir)
        .env_remove("DISCORD_TOKEN")
        .output()
        .expect("run windward play");
    let messages = String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    PlayRun {
        output,
        messages,
        dir,
    }
}

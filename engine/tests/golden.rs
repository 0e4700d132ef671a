//! Golden logs: recorded games that must replay, from their seed and stored actions,
//! to the very snapshot they were recorded with.
//!
//! `tests/data/<game-id>/*.json` each hold one game: options, players, seed, the action
//! log exactly as a session stores it (the game's serde form, with the acting seat and
//! host flag), and the final snapshot with its FNV-1a 64 hash (see `common::fnv1a64`).
//! Stored shapes are a compatibility boundary: a renamed action variant or field makes
//! old logs unreadable, and every live session with it stops replaying.
//!
//! `WINDWARD_BLESS=1 cargo test -p windward-engine --test golden` records the games a
//! kind is missing and rewrites the hash and snapshot of every existing file from its
//! own stored log. It refuses a log that no longer replays: delete that file on purpose
//! to record it anew. See `README.md` here.

// Not engine code: golden logs are files, and WINDWARD_BLESS=1 rewrites them (see engine/clippy.toml).
#![allow(clippy::disallowed_methods)]

mod common;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Once;

use serde::Deserialize;
use serde_json::Value;
use windward_engine::{Actor, GameKind, Match, ReplayError, Seat};

use common::{extra_options, play, player_counts, snapshot_hash};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

#[derive(Debug, Deserialize)]
struct Golden {
    game: String,
    options: String,
    players: usize,
    seed: u64,
    moves: usize,
    #[serde(default)]
    outcome: Option<String>,
    snapshot_fnv1a64: String,
    log: Vec<LogEntry>,
    /// The final snapshot as stored (a JSON value; loaded with `Match::from_snapshot`).
    snapshot: Value,
}

#[derive(Debug, Deserialize)]
struct LogEntry {
    seat: u8,
    #[serde(default)]
    host: bool,
    action: Value,
}

impl LogEntry {
    fn actor(&self) -> Actor {
        Actor {
            seat: Seat(self.seat),
            host: self.host,
        }
    }
}

/// The games recorded for a kind: its fewest players, a bigger table (three players
/// where it can), and the bigger table with its first extra options (or a third
/// count) — two or three games, seeds 1 to 3.
fn plan(kind: GameKind) -> Vec<(String, usize, u64)> {
    let counts = player_counts(kind, "");
    let min = counts[0];
    let big = counts[(counts.len() - 1).min(2)];
    let mut out = vec![(String::new(), min, 1), (String::new(), big, 2)];
    match extra_options(kind).first() {
        Some(options) => {
            let counts = player_counts(kind, options);
            out.push((options.to_string(), counts[(counts.len() - 1).min(2)], 3));
        }
        None => {
            let mid = counts[(counts.len() - 1).min(1)];
            if mid != min && mid != big {
                out.push((String::new(), mid, 3));
            }
        }
    }
    out.dedup();
    out
}

fn file_name(options: &str, players: usize, seed: u64) -> String {
    let mut slug: String = options
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    if !slug.is_empty() {
        slug.insert(0, '-');
    }
    format!("{players}p-seed{seed}{slug}.json")
}

/// The file's text: one log entry per line, so diffs stay readable.
fn render(
    kind: GameKind,
    options: &str,
    players: usize,
    seed: u64,
    log: &[(Actor, Value)],
    game: &Match,
) -> String {
    let snapshot = game.snapshot();
    let mut out = String::from("{\n");
    let _ = writeln!(out, "  \"game\": {},", json(&kind.id()));
    let _ = writeln!(out, "  \"options\": {},", json(&options));
    let _ = writeln!(out, "  \"players\": {players},");
    let _ = writeln!(out, "  \"seed\": {seed},");
    let _ = writeln!(out, "  \"moves\": {},", log.len());
    let outcome = game.outcome().map(|o| o.summary.english());
    let _ = writeln!(out, "  \"outcome\": {},", json(&outcome));
    let _ = writeln!(
        out,
        "  \"snapshot_fnv1a64\": {},",
        json(&snapshot_hash(&snapshot))
    );
    out.push_str("  \"log\": [\n");
    for (i, (actor, action)) in log.iter().enumerate() {
        let host = if actor.host { ", \"host\": true" } else { "" };
        let comma = if i + 1 < log.len() { "," } else { "" };
        let _ = writeln!(
            out,
            "    {{\"seat\": {}{host}, \"action\": {}}}{comma}",
            actor.seat.0,
            serde_json::to_string(action).expect("actions serialise")
        );
    }
    out.push_str("  ],\n");
    // The snapshot exactly as the engine wrote it (it is JSON itself).
    let _ = writeln!(out, "  \"snapshot\": {snapshot}");
    out.push_str("}\n");
    out
}

/// `serde_json::to_string` for the few values written above.
fn json<T: serde::Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("serialises")
}

fn blessing() -> bool {
    std::env::var("WINDWARD_BLESS").is_ok_and(|v| v == "1")
}

fn kind_of(id: &str) -> Option<GameKind> {
    GameKind::ALL.iter().copied().find(|k| k.id() == id)
}

fn golden_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let Ok(dirs) = std::fs::read_dir(DATA) else {
        return files;
    };
    for dir in dirs.flatten().map(|d| d.path()).filter(|p| p.is_dir()) {
        for file in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "json") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn short(path: &Path) -> String {
    path.strip_prefix(concat!(env!("CARGO_MANIFEST_DIR"), "/"))
        .unwrap_or(path)
        .display()
        .to_string()
}

const NEVER_RENAME: &str = "a renamed action variant breaks every live session; add, never rename";

/// Replays one golden file: `Ok` with the replayed game, or why it no longer holds.
fn replay(path: &Path) -> Result<(Golden, GameKind, Match), String> {
    let name = short(path);
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: unreadable: {e}"))?;
    let golden: Golden = serde_json::from_str(&text).map_err(|e| {
        format!(
            "{name}: not a golden log ({e}); re-record it with WINDWARD_BLESS=1 after deleting it"
        )
    })?;
    let Some(kind) = kind_of(&golden.game) else {
        return Err(format!(
            "{name}: no game in GameKind::ALL has the id {:?}: a renamed game id breaks every stored session; add, never rename",
            golden.game
        ));
    };
    let dir = path
        .parent()
        .and_then(Path::file_name)
        .and_then(|d| d.to_str());
    if dir != Some(kind.id()) {
        return Err(format!(
            "{name}: a {} log outside tests/data/{}/",
            kind.id(),
            kind.id()
        ));
    }
    if golden.moves != golden.log.len() {
        return Err(format!(
            "{name}: says {} moves but logs {}",
            golden.moves,
            golden.log.len()
        ));
    }
    let game = kind.name();
    let log = golden.log.iter().map(|e| (e.actor(), &e.action));
    let replayed = Match::replay(kind, &golden.options, golden.players, golden.seed, log).map_err(|e| match &e {
        ReplayError::Unreadable { index, reason } => format!(
            "the stored shape of {game} changed: {name}: action {index} {} no longer reads ({reason}): {NEVER_RENAME}",
            golden.log[*index].action
        ),
        ReplayError::Refused { index, error } => format!(
            "the rules of {game} changed under a stored log: {name}: action {index} {} by seat {} is now refused ({error}); live sessions holding such a log no longer replay",
            golden.log[*index].action, golden.log[*index].seat
        ),
        ReplayError::Setup(error) => format!(
            "the setup of {game} changed: {name}: options {:?} for {} players are refused ({error})",
            golden.options, golden.players
        ),
    })?;
    Ok((golden, kind, replayed))
}

/// The checks on a replayed golden file; every failure, in words.
fn verify(path: &Path) -> Vec<String> {
    let name = short(path);
    let (golden, kind, replayed) = match replay(path) {
        Ok(r) => r,
        Err(e) => return vec![e],
    };
    let game = kind.name();
    let mut failures = Vec::new();
    let snapshot = replayed.snapshot();
    let hash = snapshot_hash(&snapshot);
    // The stored snapshot must still load: sessions store snapshots, not only logs.
    let loaded = Match::from_snapshot(&golden.snapshot.to_string());
    if let Err(e) = &loaded {
        failures.push(format!(
            "the stored shape of {game} changed: {name}: its stored snapshot no longer loads ({e}): a renamed state field or variant breaks every live session; add (with a serde default), never rename"
        ));
    }
    if hash != golden.snapshot_fnv1a64 {
        let diff = match &loaded {
            Ok(old) => first_difference(&old.snapshot(), &snapshot),
            Err(_) => String::new(),
        };
        failures.push(format!(
            "the stored shape of {game} changed: {name}: the log replays to snapshot {hash}, not the recorded {} ({NEVER_RENAME}). \
             If the change is intended and old snapshots still load, re-bless with WINDWARD_BLESS=1.{diff}",
            golden.snapshot_fnv1a64
        ));
    } else if let Ok(old) = &loaded {
        if old.snapshot() != snapshot {
            failures.push(format!(
                "{name}: the stored snapshot loads to something else than the replay:{}",
                first_difference(&old.snapshot(), &snapshot)
            ));
        }
    }
    let outcome = replayed.outcome().map(|o| o.summary.english());
    if outcome != golden.outcome {
        failures.push(format!(
            "{name}: the replay ends {outcome:?}, the recording {:?}",
            golden.outcome
        ));
    }
    failures
}

fn first_difference(old: &str, new: &str) -> String {
    let at = old
        .char_indices()
        .zip(new.chars())
        .find(|((_, a), b)| a != b)
        .map_or(old.len().min(new.len()), |((i, _), _)| i);
    let window = |s: &str| -> String {
        let mut start = at.saturating_sub(80).min(s.len());
        while !s.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (at + 80).min(s.len());
        while !s.is_char_boundary(end) {
            end += 1;
        }
        s[start..end].to_string()
    };
    format!(
        "\n    stored (re-serialised): …{}…\n    replayed:               …{}…",
        window(old),
        window(new)
    )
}

/// With `WINDWARD_BLESS=1`: rewrites every golden file from its own log and records the
/// planned games that are missing. Runs once per test binary.
fn bless_if_asked() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if !blessing() {
            return;
        }
        let mut refused = Vec::new();
        for path in golden_files() {
            match replay(&path) {
                Ok((golden, kind, game)) => {
                    let log: Vec<(Actor, Value)> =
                        golden.log.iter().map(|e| (e.actor(), e.action.clone())).collect();
                    let text = render(kind, &golden.options, golden.players, golden.seed, &log, &game);
                    write_if_changed(&path, &text);
                }
                Err(e) => refused.push(e),
            }
        }
        assert!(
            refused.is_empty(),
            "WINDWARD_BLESS refuses to rewrite logs that no longer replay (old sessions hold them):\n{}\n\
             Fix the change, or delete these files on purpose and bless again to record new games.",
            refused.join("\n")
        );
        for &kind in GameKind::ALL {
            let dir = Path::new(DATA).join(kind.id());
            std::fs::create_dir_all(&dir).expect("tests/data is writable");
            for (options, players, seed) in plan(kind) {
                let path = dir.join(file_name(&options, players, seed));
                if path.exists() {
                    continue;
                }
                let played = play(kind, &options, players, seed);
                assert!(
                    played.ended,
                    "{} {players}p seed {seed}: the recorded game did not end",
                    kind.id()
                );
                let log: Vec<(Actor, Value)> =
                    played.entries.iter().map(|e| (e.actor, e.action.clone())).collect();
                let text = render(kind, &options, players, seed, &log, &played.game);
                write_if_changed(&path, &text);
            }
        }
    });
}

fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text).expect("tests/data is writable");
        println!("wrote {}", short(path));
    }
}

/// Every game in `GameKind::ALL` has golden logs, and every folder is a game.
#[test]
fn every_game_has_golden_logs() {
    bless_if_asked();
    let files = golden_files();
    let mut missing = Vec::new();
    for &kind in GameKind::ALL {
        let prefix = Path::new(DATA).join(kind.id());
        if !files.iter().any(|f| f.starts_with(&prefix)) {
            missing.push(kind.id());
        }
    }
    assert!(
        missing.is_empty(),
        "no golden log for {missing:?}: record them with \
         `WINDWARD_BLESS=1 cargo test -p windward-engine --test golden` and commit tests/data/<game-id>/"
    );
    for dir in std::fs::read_dir(DATA)
        .unwrap()
        .flatten()
        .map(|d| d.path())
        .filter(|p| p.is_dir())
    {
        let id = dir.file_name().unwrap().to_string_lossy().to_string();
        assert!(
            kind_of(&id).is_some(),
            "tests/data/{id}/ names no game in GameKind::ALL: a renamed game id breaks every stored session"
        );
    }
}

/// Every golden log replays to its recorded snapshot, and the stored snapshot loads.
#[test]
fn golden_logs_replay_to_their_snapshots() {
    bless_if_asked();
    let files = golden_files();
    assert!(!files.is_empty(), "no golden logs under {DATA}");
    let failures: Vec<String> = files.iter().flat_map(|f| verify(f)).collect();
    assert!(
        failures.is_empty(),
        "{} of {} golden logs no longer hold:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

/// Golden files stay small enough to keep in the repository.
#[test]
fn golden_logs_stay_small() {
    bless_if_asked();
    let total: u64 = golden_files()
        .iter()
        .map(|f| std::fs::metadata(f).map_or(0, |m| m.len()))
        .sum();
    assert!(total < 600_000, "tests/data golden logs are {total} bytes");
}

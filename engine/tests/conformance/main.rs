//! The conformance suite: every game in `GameKind::ALL`, every supported player count
//! (capped at 5), several seeds, played by a seeded random player until it ends, with
//! the same checks after every move. Nothing below names a game: what is hidden from
//! whom is each game's own answer (`Match::secrets`), so a new kind in `ALL` is covered
//! as soon as it exists.
//!
//! Every problem found is collected (with the game, options, player count, seed and
//! move that reproduce it) and the test fails once at the end with all of them, grouped
//! by check. See `engine/tests/README.md` for what each check means and which file
//! holds which checks.

// Not engine code: the suite times each game and plays option sets on threads (see engine/clippy.toml).
#![allow(clippy::disallowed_methods)]

mod choices;
#[path = "../common/mod.rs"]
mod common;
mod events;
mod findings;
mod game;
mod hidden;
mod views;

use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

use serde_json::Value;
use windward_engine::i18n::{say, Lang};
use windward_engine::options::OptionSpec;
use windward_engine::rng::GameRng;
use windward_engine::{Actor, Applied, Audience, Choice, GameKind, Match, Placement, Seat, Viewer};

use choices::*;
use common::{chooser, extra_options, pick, play, player_counts, Entry, MAX_MOVES};
use events::*;
use findings::*;
use game::*;
use hidden::*;
use views::*;

const SEEDS: [u64; 3] = [1, 2, 3];

/// Discord's limits on what a choice becomes.
const LABEL_MAX: usize = 80;
const MENU_VALUE_MAX: usize = 100;
const PLACEHOLDER_MAX: usize = 150;
/// A button's custom id is `v2:{session}:{token}:{seat}:p:{notation}`, at most 100
/// characters; with a 10-digit session, a 7-digit token and a 2-digit seat that leaves
/// this much for the notation.
const BUTTON_NOTATION_MAX: usize = 100 - "v2:1234567890:1234567:12:p:".len();

/// How many offered choices are applied (on copies) per state, and how many of those
/// also get the case/spacing variants; past these a seeded sample is taken.
const CHOICES_APPLIED: usize = 40;
const VARIANTS_APPLIED: usize = 3;
/// Every this many moves, a few offered choices are replayed through their stored form
/// (`Match::replay` of the log plus that action).
const STORED_FORM_EVERY: usize = 37;

/// Problems the suite found that are known and not fixed yet: (game id, check, a part
/// of the detail, why). Each is reported as a note instead of failing the suite.
/// Remove an entry once its game is fixed, so the check guards it again.
const KNOWN: &[(&str, &str, &str, &str)] = &[];

// ---------------------------------------------------------------------------------------
// Tests

fn finish(name: &str, problems: Findings, notes: Findings, summary: String) {
    println!("{name}: {summary}");
    if !notes.is_empty() {
        println!("notes (not failures):{}", notes.render());
    }
    assert!(
        problems.is_empty(),
        "{name}: the conformance suite found problems (each with a reproducing game):{}",
        problems.render()
    );
}

/// Every game, every player count (to 5), three seeds, its defaults and a few options
/// worth playing.
/// One test per game of the registry (`every_game_conforms::Zephyr`, …): the games run
/// in parallel and a failure names its game.
mod every_game_conforms {
    macro_rules! one_test_per_game {
        ($($variant:ident),*) => {
            $(
                #[test]
                #[allow(non_snake_case)]
                fn $variant() {
                    super::game_conforms(windward_engine::GameKind::$variant);
                }
            )*
        };
    }
    windward_engine::each_game!(one_test_per_game);
}

/// Every player count, option set and seed of `kind`, every check. Each option set
/// plays on a thread of its own, so a game with several (Zephyr's editions) does not
/// hold the whole suite up on one core.
fn game_conforms(kind: GameKind) {
    let mut problems = Findings::default();
    let mut notes = Findings::default();
    let start = Instant::now();
    let (mut games, mut moves) = (0, 0);
    let option_sets: Vec<&str> = std::iter::once("")
        .chain(extra_options(kind).iter().copied())
        .collect();
    let results = std::thread::scope(|scope| {
        let runs: Vec<_> = option_sets
            .iter()
            .map(|&options| {
                scope.spawn(move || {
                    let mut runs = Vec::new();
                    for players in player_counts(kind, options) {
                        for seed in SEEDS {
                            runs.push(conform(kind, options, players, seed));
                        }
                    }
                    runs
                })
            })
            .collect();
        runs.into_iter()
            .flat_map(|run| run.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect::<Vec<_>>()
    });
    for (p, n, played) in results {
        problems.merge(p);
        notes.merge(n);
        games += 1;
        moves += played.moves;
    }
    let summary = format!(
        "{} {games} games {moves} moves {:.1}s",
        kind.id(),
        start.elapsed().as_secs_f64()
    );
    finish("every_game_conforms", problems, notes, summary);
}

/// Values an option's spec names: `a|b|c` words and the ends of `N-M` ranges; other
/// specs (free text like a dice expression) are skipped.
fn spec_values(spec: &OptionSpec) -> Vec<String> {
    let values = spec.values.trim();
    if let Some((a, b)) = values.split_once('-') {
        if let (Ok(a), Ok(b)) = (a.trim().parse::<u64>(), b.trim().parse::<u64>()) {
            return vec![a.to_string(), b.to_string()];
        }
    }
    if values.contains('|') {
        let words: Vec<String> = values.split('|').map(|w| w.trim().to_string()).collect();
        if words
            .iter()
            .all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        {
            return words;
        }
    }
    Vec::new()
}

/// Every value an option documents is accepted and makes a game that plays to its
/// end under the same checks (one seed; two players where the range allows).
#[test]
fn every_documented_option_value_plays() {
    let mut problems = Findings::default();
    let mut notes = Findings::default();
    let mut games = 0;
    let start = Instant::now();
    for &kind in GameKind::ALL {
        for spec in kind.option_specs() {
            for value in spec_values(spec) {
                let options = format!("{}={value}", spec.key);
                let (min, max) = match kind.check_options(&options) {
                    Ok(range) => range,
                    Err(e) => {
                        problems.add(
                            kind,
                            "documented options are accepted",
                            format!(
                                "{}: `{options}` (documented as {:?}) is refused: {e}",
                                kind.id(),
                                spec.values
                            ),
                        );
                        continue;
                    }
                };
                let players = 2.clamp(min, max.max(min));
                let (p, n, _) = conform(kind, &options, players, 7);
                problems.merge(p);
                notes.merge(n);
                games += 1;
            }
        }
    }
    let summary = format!("{games} games {:.1}s", start.elapsed().as_secs_f64());
    finish(
        "every_documented_option_value_plays",
        problems,
        notes,
        summary,
    );
}

/// A player count outside a game's range, and unknown options, are refused with a
/// reason rather than dealt.
#[test]
fn setups_outside_the_rules_are_refused() {
    for &kind in GameKind::ALL {
        let (min, max) = kind.check_options("").expect("default options");
        assert!(min >= 1 && min <= max, "{}: range {min}–{max}", kind.id());
        for players in [0, max + 1] {
            if players < min || players > max {
                let e = Match::new(kind, "", players, 1).expect_err("bad player count");
                assert!(!e.to_string().trim().is_empty(), "{}", kind.id());
            }
        }
        let e = kind
            .check_options("no-such-option=1")
            .expect_err("unknown option");
        assert!(!e.to_string().trim().is_empty(), "{}", kind.id());
        // The same seed deals the same game.
        let a = Match::new(kind, "", min, 1).unwrap().snapshot();
        let b = Match::new(kind, "", min, 1).unwrap().snapshot();
        assert_eq!(a, b, "{}: the same seed deals the same game", kind.id());
    }
}

impl Findings {
    fn has(&self, check: &str) -> bool {
        self.map.keys().any(|(_, c)| *c == check)
    }
}

/// The checks catch what they are for: a view of the first game with hidden cards
/// (Zeppelin Attack!) doctored to hold a hand card (as a card, as a name in a text, in
/// a rival's view), a private event also told in public, and an accepted move that had
/// to be refused. The real view passes.
#[test]
fn the_checks_catch_planted_problems() {
    let Some((kind, m)) = GameKind::ALL.iter().find_map(|&k| {
        let m = Match::new(k, "", 2, 1).ok()?;
        (!m.secrets(Viewer::Seat(Seat(1))).ids.is_empty()).then_some((k, m))
    }) else {
        panic!("no game hides a card: the secrets check would check nothing");
    };
    let public = serde_json::to_value(m.view(Viewer::Public)).unwrap();
    let public_texts = strings_of(&public);
    // Seat 0's cards, hidden from seat 1 and from everyone.
    let hidden = m.secrets(Viewer::Seat(Seat(1)));
    let id = hidden.ids[0];
    let name = hidden
        .names
        .iter()
        .find(|n| !public_texts.iter().any(|t| t.contains(n.as_str())))
        .expect("a hidden card not named in public")
        .clone();
    let planted = |viewer: Viewer, doctor: &dyn Fn(&mut Value)| -> Findings {
        let mut run = Run::new(kind, "", 2, 1);
        let mut h = Hidden::for_kind(kind, 2).unwrap();
        let mut json = serde_json::to_value(m.view(viewer)).unwrap();
        doctor(&mut json);
        check_hidden_in_view(&mut run, &m, viewer, &json, &mut h);
        run.problems
    };
    assert!(
        planted(Viewer::Public, &|_| {}).is_empty(),
        "the real public view passes"
    );
    assert!(
        planted(Viewer::Seat(Seat(0)), &|_| {}).is_empty(),
        "the owner's view passes"
    );
    let as_card = |v: &mut Value| {
        v["view"]["players"][0]["flagship"]["played"] = serde_json::json!({"id": id, "name": name});
    };
    let as_text =
        |v: &mut Value| v["view"]["decision"] = Value::from(format!("Waiting for {name}."));
    for viewer in [Viewer::Public, Viewer::Seat(Seat(1))] {
        assert!(
            planted(viewer, &as_card).has("hidden cards stay hidden"),
            "{viewer:?}: card"
        );
        assert!(
            planted(viewer, &as_text).has("hidden cards stay hidden"),
            "{viewer:?}: text"
        );
    }

    let mut run = Run::new(kind, "", 2, 1);
    let told = windward_engine::Event::private(Seat(0), format!("You drew {name}."));
    let applied = Applied {
        action: Value::Null,
        notation: "planted".into(),
        events: vec![
            told.clone(),
            windward_engine::Event::public(format!(
                "{} drew a card. {}",
                Seat(0).tag(),
                told.text.english()
            )),
        ],
        undoable: false,
    };
    check_events(
        &mut run,
        &m,
        &m,
        Actor::player(Seat(0)),
        &applied,
        &mut Hidden::for_kind(kind, 2),
    );
    assert!(run.problems.has("private events stay private"));
    assert!(run.problems.has("hidden cards stay hidden"));

    let mut run = Run::new(kind, "", 2, 1);
    let seat = m.to_act()[0];
    let offered = m.choices(Actor::player(seat));
    try_refused(
        &mut run,
        &m,
        Actor::player(seat),
        &offered[0].notation,
        true,
        &[],
        &HashSet::new(),
    );
    assert!(run.problems.has("refused when it must be"));
}

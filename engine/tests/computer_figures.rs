//! The computer players' figures: a benchmark run by hand, not a check of speed.
//!
//! ```text
//! cargo test --release -p windward-engine --test computer_figures -- --ignored --nocapture
//! ```
//!
//! `GAMES=50` before it plays 50 games per cell instead of 500; `GAMES_FOR=id=200,…`
//! gives the games it names a count of their own (a policy too slow for the full count
//! in the time there is). Cells run on every core (`available_parallelism`); each game
//! depends on its seed only, so the win rates do not depend on the threads (the
//! timings do: they are wall-clock, with the other cells running beside them).
//!
//! For every game in `GameKind::ALL` with a policy (`GameKind::has_policy`; a game
//! gaining one is measured from then on) and every player count it takes, capped at
//! [`MAX_PLAYERS`], on the seeds `0..GAMES`, engine only, through `Match` as a table
//! plays it, dealt as a new session is (`GameKind::new_session_options`):
//!
//! - competitive games: the computer (`Match::suggest`) in each seat in turn against
//!   uniformly random legal moves in the others, then computers in every seat: who
//!   won, by seat; games without a winner apart;
//! - co-operative games: computers in every seat, per mission (the legs of the game's
//!   campaign mode, with the note the game gives each, its difficulty) or else per
//!   setting (the defaults, then each other value of the game's own word-valued
//!   options alone): the team's win rate, and its mean score where outcomes keep one;
//! - every `Match::suggest` call timed, p50 / p99 by game and player count
//!   (`windward_engine::figures::percentile`).
//!
//! A game still going after [`MAX_MOVES`] moves is stopped and counted as stuck. The
//! tables are printed as markdown; `engine/tests/README.md` ("Computer players") keeps
//! a measured run. The test fails, after printing, only if a game refuses a move it
//! offered or its policy suggested, or waits for a seat it offers nothing.

// Not engine code: it times the policy with the clock (see engine/clippy.toml).
#![allow(clippy::disallowed_methods)]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use windward_engine::figures::percentile;
use windward_engine::options::{
    ABSENT, AWAY, CARRY, OPPONENT, PLAN, QUIET_DEADLINES, REMIND, STAND_IN_AFTER,
};
use windward_engine::rng::GameRng;
use windward_engine::{Actor, GameKind, Match, Outcome};

/// Games per cell (a cell: one game, player count and seating or setting).
const GAMES: u64 = 500;

/// Player counts measured: each game's range, capped here.
const MAX_PLAYERS: usize = 5;

/// A game not over after this many moves is stopped and counted as stuck.
const MAX_MOVES: usize = 20_000;

/// Mixed into a game's seed for the stream that picks the acting seat and the random
/// moves: a stream of their own, apart from the game's generator.
const CHOOSER: u64 = 0x5EED_F16A_C0DE_0001;

/// Who plays the seats of one game: `true` for the computer, `false` for random moves.
type Seating = Vec<bool>;

/// How one game ended.
enum Ending {
    Over(Outcome),
    /// Still going after [`MAX_MOVES`].
    Stuck,
}

/// The policy's timings at one game and player count.
#[derive(Default)]
struct Clock {
    suggest: Vec<Duration>,
    /// Computer moves the policy had no opinion on (played at random instead).
    no_opinion: u64,
}

/// What the games of one cell came to.
#[derive(Default)]
struct Tally {
    games: u64,
    /// Games each seat won (several seats may share a win).
    won: Vec<u64>,
    /// Games over without a winner: draws, a co-operative loss.
    no_winner: u64,
    stuck: u64,
    /// Sum of each game's mean seat score, over the games whose outcome keeps score.
    score_sum: f64,
    scored: u64,
}

impl Tally {
    fn add(&mut self, ending: &Ending, players: usize) {
        self.games += 1;
        self.won.resize(players, 0);
        match ending {
            Ending::Stuck => self.stuck += 1,
            Ending::Over(outcome) => {
                for winner in &outcome.winners {
                    self.won[winner.index()] += 1;
                }
                self.no_winner += u64::from(outcome.winners.is_empty());
                if !outcome.scores.is_empty() {
                    let sum: i64 = outcome.scores.iter().sum();
                    self.score_sum += sum as f64 / outcome.scores.len() as f64;
                    self.scored += 1;
                }
            }
        }
    }

    /// Games won by anyone: a co-operative team's wins.
    fn team_won(&self) -> u64 {
        self.games - self.no_winner - self.stuck
    }
}

/// Plays one game: `seating` says who plays each seat. `Err` says what went wrong.
fn play(
    kind: GameKind,
    options: &str,
    seating: &[bool],
    seed: u64,
    clock: &mut Clock,
) -> Result<Ending, String> {
    let mut game = Match::new(kind, options, seating.len(), seed).map_err(|e| e.to_string())?;
    let mut chooser = GameRng::from_seed(seed ^ CHOOSER);
    for moves in 0..MAX_MOVES {
        if let Some(outcome) = game.outcome() {
            return Ok(Ending::Over(outcome));
        }
        let waiting = game.to_act();
        let Some(&seat) = chooser.choose(&waiting) else {
            return Err(format!("move {moves}: nobody waits, and no outcome"));
        };
        let actor = Actor::player(seat);
        let mut suggested = None;
        if seating[seat.index()] {
            let started = Instant::now();
            suggested = game.suggest(seat);
            clock.suggest.push(started.elapsed());
            clock.no_opinion += u64::from(suggested.is_none());
        }
        let (notation, whose) = match suggested {
            Some(notation) => (notation, "suggested"),
            None => {
                let choices = game.choices(actor);
                let Some(choice) = chooser.choose(&choices) else {
                    return Err(format!(
                        "move {moves}: seat {} waits, offered nothing",
                        seat.0
                    ));
                };
                (choice.notation.clone(), "offered")
            }
        };
        if let Err(e) = game.apply_notation(actor, &notation) {
            return Err(format!("move {moves}: {whose} `{notation}` refused: {e}"));
        }
    }
    Ok(Ending::Stuck)
}

/// What a cell stands for in the tables.
#[derive(Clone, Copy)]
enum Role {
    /// A co-operative game's setting (index into [`settings`]), computers everywhere.
    Team(usize),
    /// Computers in every seat of a competitive game.
    AllComputers,
    /// The computer in this seat of a competitive game, random moves in the others.
    Against(usize),
}

/// One game, player count and seating or setting: `games` games on seeds `0..games`.
struct Cell {
    kind: GameKind,
    options: String,
    players: usize,
    role: Role,
    games: u64,
}

/// What a cell's games came to.
#[derive(Default)]
struct Done {
    tally: Tally,
    clock: Clock,
    problems: Vec<String>,
}

impl Cell {
    fn seating(&self) -> Seating {
        match self.role {
            Role::Team(_) | Role::AllComputers => vec![true; self.players],
            Role::Against(k) => (0..self.players).map(|s| s == k).collect(),
        }
    }

    fn run(&self) -> Done {
        let options = self.kind.new_session_options(&self.options);
        let seating = self.seating();
        let mut done = Done::default();
        for seed in 0..self.games {
            match play(self.kind, &options, &seating, seed, &mut done.clock) {
                Ok(ending) => done.tally.add(&ending, self.players),
                Err(e) => done.problems.push(format!(
                    "{} {}p {options:?} seating {seating:?} seed {seed}: {e}",
                    self.kind.id(),
                    self.players
                )),
            }
        }
        done
    }
}

/// Every cell to play: each game with a policy, each player count, each seating or
/// setting. `games` says how many games a game's cells play.
fn cells(games: impl Fn(GameKind) -> u64) -> Vec<Cell> {
    let mut out = Vec::new();
    for &kind in GameKind::ALL.iter().filter(|k| k.has_policy()) {
        let games = games(kind);
        let mut add = |options: &str, players, role| {
            out.push(Cell {
                kind,
                options: options.to_string(),
                players,
                role,
                games,
            })
        };
        if kind.cooperative() {
            for (index, (options, _, _)) in settings(kind).iter().enumerate() {
                for players in player_counts(kind, options) {
                    add(options, players, Role::Team(index));
                }
            }
        } else {
            for players in player_counts(kind, "") {
                add("", players, Role::AllComputers);
                // Alone at the table there is nobody to play at random.
                for k in (0..players).filter(|_| players > 1) {
                    add("", players, Role::Against(k));
                }
            }
        }
    }
    out
}

/// Plays every cell on `threads` threads; the results in the cells' order. Each game
/// depends on its seed only, so the figures do not depend on the threads.
fn run(cells: &[Cell], threads: usize, started: Instant) -> Vec<Done> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Done>>> = Mutex::new(cells.iter().map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(cell) = cells.get(index) else { break };
                let done = cell.run();
                eprintln!(
                    "{} {} {}p {:?}: done at {:.0?}",
                    cell.kind.id(),
                    cell.options,
                    cell.players,
                    cell.seating(),
                    started.elapsed()
                );
                results.lock().unwrap()[index] = Some(done);
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|d| d.expect("every cell ran"))
        .collect()
}

/// A co-operative game's missions or settings: (options, name, note).
fn settings(kind: GameKind) -> Vec<(String, String, String)> {
    if let Some(mode) = kind.campaign_mode() {
        return mode
            .legs
            .iter()
            .map(|leg| {
                let options = format!("{}={}", mode.leg_option, leg.key);
                (options, leg.name.to_string(), leg.note.to_string())
            })
            .collect();
    }
    // The bot's shared options are no setting of the game's own.
    let shared = [
        OPPONENT,
        ABSENT,
        REMIND,
        AWAY,
        QUIET_DEADLINES,
        STAND_IN_AFTER,
        PLAN,
        CARRY,
    ];
    let mut out = vec![(String::new(), "defaults".to_string(), String::new())];
    for spec in kind.option_specs() {
        if shared.iter().any(|s| s.key == spec.key) || spec.key == windward_engine::campaign::OPTION
        {
            continue;
        }
        let words: Vec<&str> = spec.values.split('|').collect();
        let worded = words.len() > 1
            && words
                .iter()
                .all(|w| w.starts_with(|c: char| c.is_ascii_alphabetic()));
        if !worded {
            continue;
        }
        for word in words.into_iter().filter(|w| *w != spec.default) {
            let options = format!("{}={word}", spec.key);
            out.push((options.clone(), options, String::new()));
        }
    }
    out
}

/// The player counts measured for `kind` with `options`.
fn player_counts(kind: GameKind, options: &str) -> Vec<usize> {
    let options = kind.new_session_options(options);
    let (min, max) = kind
        .check_options(&options)
        .unwrap_or_else(|e| panic!("{}: {options:?} refused: {e}", kind.id()));
    (min..=max.min(MAX_PLAYERS)).collect()
}

fn percent(count: u64, of: u64) -> String {
    if of == 0 {
        "–".into()
    } else {
        format!("{:.1} %", 100.0 * count as f64 / of as f64)
    }
}

fn duration(d: Option<Duration>) -> String {
    match d {
        None => "–".into(),
        Some(d) if d < Duration::from_micros(10) => format!("{:.1} µs", d.as_nanos() as f64 / 1e3),
        Some(d) if d < Duration::from_millis(1) => format!("{} µs", d.as_micros()),
        Some(d) => format!("{:.1} ms", d.as_secs_f64() * 1000.0),
    }
}

/// A markdown row.
fn row(cells: &[String]) -> String {
    format!("| {} |\n", cells.join(" | "))
}

fn header(cells: &[&str]) -> String {
    let cells: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    row(&cells) + &row(&vec!["---".to_string(); cells.len()])
}

/// The seat columns of the competitive tables: `won` by seat out of `of` games each.
fn seat_cells(won: &[u64], of: &[u64]) -> Vec<String> {
    (0..MAX_PLAYERS)
        .map(|s| match (won.get(s), of.get(s)) {
            (Some(&w), Some(&n)) => percent(w, n),
            _ => String::new(),
        })
        .collect()
}

/// Games per cell: `GAMES` (default [`GAMES`]), and for the games `GAMES_FOR` names
/// (`id=count,…`) their own count, for a policy too slow for the full count.
fn games_per_cell(kind: GameKind) -> u64 {
    let own = std::env::var("GAMES_FOR").ok().and_then(|list| {
        list.split(',').find_map(|pair| {
            let (id, count) = pair.split_once('=')?;
            (id.trim() == kind.id()).then(|| count.trim().parse().ok())?
        })
    });
    own.or_else(|| std::env::var("GAMES").ok().and_then(|g| g.parse().ok()))
        .unwrap_or(GAMES)
}

/// The tables, in markdown, from the cells and what they came to.
fn tables(cells: &[Cell], done: &mut [Done]) -> String {
    let seats: Vec<String> = (1..=MAX_PLAYERS).map(|s| format!("seat {s}")).collect();
    let seats: Vec<&str> = seats.iter().map(String::as_str).collect();
    let counts: Vec<String> = (1..=MAX_PLAYERS).map(|p| format!("{p}p")).collect();
    let counts: Vec<&str> = counts.iter().map(String::as_str).collect();
    let competitive = [
        &["game", "players", "games"][..],
        &seats,
        &["no winner", "stuck"],
    ]
    .concat();
    let mut against_random = header(&competitive);
    let mut among_computers = header(&competitive);
    let mut team = header(
        &[
            &["game", "mission / setting", "note", "games"][..],
            &counts,
            &["stuck"],
        ]
        .concat(),
    );
    let mut timing = header(&[
        "game",
        "players",
        "computer moves",
        "p50",
        "p99",
        "max",
        "no opinion",
    ]);

    // Competitive rows: (seat cells, no winner, stuck, games) by game and player count.
    let mut i = 0;
    while i < cells.len() {
        let (kind, players) = (cells[i].kind, cells[i].players);
        let name = kind.name();
        let same = cells[i..]
            .iter()
            .take_while(|c| c.kind == kind && (kind.cooperative() || c.players == players))
            .count();
        let group = i..i + same;
        if kind.cooperative() {
            let settings = settings(kind);
            for (index, (_, setting, note)) in settings.iter().enumerate() {
                let mut row_cells = vec![String::new(); MAX_PLAYERS];
                let (mut stuck, mut games) = (0, 0);
                for j in group.clone() {
                    let (cell, t) = (&cells[j], &done[j].tally);
                    let Role::Team(s) = cell.role else { continue };
                    if s != index {
                        continue;
                    }
                    stuck += t.stuck;
                    games = cell.games;
                    row_cells[cell.players - 1] = if t.scored > 0 {
                        format!(
                            "{} · {:.1}",
                            percent(t.team_won(), t.games),
                            t.score_sum / t.scored as f64
                        )
                    } else {
                        percent(t.team_won(), t.games)
                    };
                }
                let lead = [
                    name.to_string(),
                    setting.clone(),
                    note.clone(),
                    games.to_string(),
                ];
                team += &row(&[&lead[..], &row_cells, &[stuck.to_string()]].concat());
            }
        } else {
            let (mut won, mut of) = (Vec::new(), Vec::new());
            let (mut no_winner, mut stuck, mut total) = (0, 0, 0);
            for j in group.clone() {
                let (cell, t) = (&cells[j], &done[j].tally);
                let lead = [
                    name.to_string(),
                    players.to_string(),
                    cell.games.to_string(),
                ];
                match cell.role {
                    Role::AllComputers => {
                        among_computers += &row(&[
                            &lead[..],
                            &seat_cells(&t.won, &vec![t.games; players]),
                            &[percent(t.no_winner, t.games), t.stuck.to_string()],
                        ]
                        .concat());
                    }
                    Role::Against(k) => {
                        won.push(t.won.get(k).copied().unwrap_or(0));
                        of.push(t.games);
                        no_winner += t.no_winner;
                        stuck += t.stuck;
                        total += t.games;
                    }
                    Role::Team(_) => {}
                }
            }
            if !won.is_empty() {
                let lead = [
                    name.to_string(),
                    players.to_string(),
                    cells[i].games.to_string(),
                ];
                against_random += &row(&[
                    &lead[..],
                    &seat_cells(&won, &of),
                    &[percent(no_winner, total), stuck.to_string()],
                ]
                .concat());
            }
        }
        i += same;
    }

    // Timings by game and player count, over every cell that has them.
    let mut clocks: BTreeMap<(usize, usize), Clock> = BTreeMap::new();
    for (cell, d) in cells.iter().zip(done.iter_mut()) {
        let index = GameKind::ALL.iter().position(|k| *k == cell.kind).unwrap();
        let clock = clocks.entry((index, cell.players)).or_default();
        clock.suggest.append(&mut d.clock.suggest);
        clock.no_opinion += d.clock.no_opinion;
    }
    for ((index, players), clock) in &mut clocks {
        let n = clock.suggest.len();
        let p50 = percentile(&mut clock.suggest, 0.5);
        let p99 = percentile(&mut clock.suggest, 0.99);
        let max = percentile(&mut clock.suggest, 1.0);
        timing += &row(&[
            GameKind::ALL[*index].name().to_string(),
            players.to_string(),
            n.to_string(),
            duration(p50),
            duration(p99),
            duration(max),
            clock.no_opinion.to_string(),
        ]);
    }

    let mut out = String::new();
    let _ = writeln!(
        out,
        "Competitive games, the computer in one seat and random moves in the others (its win rate by its seat):\n\n{against_random}"
    );
    let _ = writeln!(
        out,
        "Competitive games, computers in every seat (win rate by seat):\n\n{among_computers}"
    );
    let _ = writeln!(
        out,
        "Co-operative games, computers in every seat (team win rate, · mean score where the game keeps one):\n\n{team}"
    );
    let _ = writeln!(
        out,
        "Time per computer move (`Match::suggest`):\n\n{timing}"
    );
    out
}

#[test]
#[ignore = "a benchmark: minutes in release; run it by hand (see the module doc)"]
fn computer_figures() {
    let started = Instant::now();
    let cells = cells(games_per_cell);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut done = run(&cells, threads, started);
    let pending: Vec<&str> = GameKind::ALL
        .iter()
        .filter(|k| !k.has_policy())
        .map(|k| k.name())
        .collect();
    println!(
        "\n{} cells on {threads} threads, seeds from 0, took {:.0?}\n\n{}No policy yet: {}\n",
        cells.len(),
        started.elapsed(),
        tables(&cells, &mut done),
        pending.join(", ")
    );
    let problems: Vec<&String> = done.iter().flat_map(|d| &d.problems).collect();
    assert!(
        problems.is_empty(),
        "{} games went wrong:\n{problems:#?}",
        problems.len()
    );
}

#[test]
fn a_worded_option_is_a_setting_and_a_shared_one_is_not() {
    // Generic over the registry: every co-operative game with a policy has at least
    // its defaults (or its legs), and no setting is one of the bot's own options.
    for &kind in GameKind::ALL {
        if !(kind.cooperative() && kind.has_policy()) {
            continue;
        }
        let found = settings(kind);
        assert!(!found.is_empty(), "{}", kind.id());
        for (options, _, _) in &found {
            assert!(
                kind.check_options(&kind.new_session_options(options))
                    .is_ok(),
                "{}: {options}",
                kind.id()
            );
            for shared in ["plan", "stand-in-after", "remind-hours", "absent", "carry"] {
                assert!(!options.starts_with(shared), "{}: {options}", kind.id());
            }
        }
    }
}

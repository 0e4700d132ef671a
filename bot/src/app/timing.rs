//! Where a move's time goes, phase by phase, for the benchmarks (`windward selfplay`
//! and `windward load` print it). Off unless one of them turns it on: a running bot
//! pays one relaxed atomic load per phase and measures nothing.
//!
//! Process-wide rather than per [`App`](super::App) because pictures are drawn on
//! shared drawing threads that know no app (see `board::drawn`), and `windward load`
//! runs several apps in one process.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};
use windward_engine::figures::percentile;

/// One step of a move, in the order a move takes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Reading the session and its seats (SQL).
    Load,
    /// Turning the stored snapshot (JSON) back into a game.
    Decode,
    /// The rules: checking and applying the action.
    Apply,
    /// Writing the new state as a snapshot (JSON).
    Snapshot,
    /// Everything between the rules and the commit: waits, deadlines, the board owed.
    Prepare,
    /// The transaction that stores the move (SQL, durable on return).
    Commit,
    /// Showing the committed move: the board's message, edits and the mover's answer,
    /// waiting for their pictures.
    Show,
    /// Waiting for a free core to draw on (see `board::drawn`).
    Queue,
    /// Drawing a picture.
    Draw,
    /// Encoding a drawn picture as PNG.
    Png,
}

impl Phase {
    pub const ALL: [Phase; 10] = [
        Phase::Load,
        Phase::Decode,
        Phase::Apply,
        Phase::Snapshot,
        Phase::Prepare,
        Phase::Commit,
        Phase::Show,
        Phase::Queue,
        Phase::Draw,
        Phase::Png,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Phase::Load => "load",
            Phase::Decode => "decode",
            Phase::Apply => "apply",
            Phase::Snapshot => "snapshot",
            Phase::Prepare => "prepare",
            Phase::Commit => "commit",
            Phase::Show => "show",
            Phase::Queue => "queue",
            Phase::Draw => "draw",
            Phase::Png => "png",
        }
    }
}

static ON: AtomicBool = AtomicBool::new(false);
static SAMPLES: Mutex<Samples> = Mutex::new(Samples(Vec::new()));

/// Starts measuring (from now; earlier samples are dropped).
pub fn start() {
    *SAMPLES.lock().unwrap_or_else(|p| p.into_inner()) = Samples::default();
    ON.store(true, Ordering::Relaxed);
}

/// Stops measuring and returns the figures of every phase that ran, in move order.
pub fn finish() -> Vec<PhaseFigures> {
    ON.store(false, Ordering::Relaxed);
    std::mem::take(&mut *SAMPLES.lock().unwrap_or_else(|p| p.into_inner())).figures()
}

/// A phase under way: its time is recorded when this is dropped.
#[must_use = "a phase is timed until this is dropped"]
pub struct Timed {
    phase: Phase,
    started: Option<Instant>,
}

impl Timed {
    /// Ends the phase now (rather than at the end of the scope).
    pub fn done(self) {}
}

impl Drop for Timed {
    fn drop(&mut self) {
        if let Some(started) = self.started {
            SAMPLES
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .record(self.phase, started.elapsed());
        }
    }
}

/// Times `phase` until the returned guard is dropped; nothing when measuring is off.
pub fn phase(phase: Phase) -> Timed {
    Timed {
        phase,
        started: ON.load(Ordering::Relaxed).then(Instant::now),
    }
}

/// Samples in microseconds, by phase (index in [`Phase::ALL`]).
#[derive(Default)]
struct Samples(Vec<Vec<u32>>);

impl Samples {
    fn record(&mut self, phase: Phase, took: Duration) {
        if self.0.is_empty() {
            self.0 = vec![Vec::new(); Phase::ALL.len()];
        }
        let index = Phase::ALL.iter().position(|p| *p == phase).unwrap_or(0);
        self.0[index].push(u32::try_from(took.as_micros()).unwrap_or(u32::MAX));
    }

    fn figures(self) -> Vec<PhaseFigures> {
        Phase::ALL
            .iter()
            .zip(self.0)
            .filter(|(_, s)| !s.is_empty())
            .map(|(phase, mut s)| {
                let mut at = |q: f64| percentile(&mut s, q).unwrap_or(0);
                let (p50_us, p99_us) = (at(0.5), at(0.99));
                PhaseFigures {
                    phase: phase.name(),
                    count: s.len(),
                    p50_us,
                    p99_us,
                }
            })
            .collect()
    }
}

/// One phase's figures: how many times it ran and its median and 99th percentile.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct PhaseFigures {
    pub phase: &'static str,
    pub count: usize,
    pub p50_us: u32,
    pub p99_us: u32,
}

/// The figures as one line: `load 120/300 µs · decode …` (p50/p99).
pub fn line(figures: &[PhaseFigures]) -> String {
    figures
        .iter()
        .map(|f| format!("{} {}/{}", f.phase, f.p50_us, f.p99_us))
        .collect::<Vec<_>>()
        .join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;

    // The process-wide switch is not tested here: other tests in this binary play
    // moves at the same time and would add their samples.
    #[test]
    fn figures_are_per_phase_in_move_order_with_percentiles() {
        let mut samples = Samples::default();
        for ms in 1..=100 {
            samples.record(Phase::Commit, Duration::from_millis(ms));
        }
        samples.record(Phase::Load, Duration::from_micros(70));
        let figures = samples.figures();
        let names: Vec<&str> = figures.iter().map(|f| f.phase).collect();
        assert_eq!(
            names,
            ["load", "commit"],
            "move order, only phases that ran"
        );
        assert_eq!((figures[0].count, figures[0].p50_us), (1, 70));
        let commit = &figures[1];
        assert_eq!(commit.count, 100);
        assert_eq!((commit.p50_us, commit.p99_us), (51_000, 99_000));
        assert!(Samples::default().figures().is_empty());
    }
}

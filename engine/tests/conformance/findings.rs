//! The findings: problems (and notes) grouped by game and check, with reproducers, and
//! `Run`, one game's context as the checks see it.

use super::*;

// ---------------------------------------------------------------------------------------
// Findings

/// Problems (or notes) found, grouped by game and check, with a few reproducers each.
#[derive(Default)]
pub(crate) struct Findings {
    pub(crate) map: BTreeMap<(String, &'static str), (usize, Vec<String>)>,
}

impl Findings {
    pub(crate) fn add(&mut self, kind: GameKind, check: &'static str, detail: String) {
        let entry = self
            .map
            .entry((kind.id().to_string(), check))
            .or_insert((0, Vec::new()));
        entry.0 += 1;
        if entry.1.len() < 3 {
            entry.1.push(detail);
        }
    }

    pub(crate) fn merge(&mut self, other: Findings) {
        for (key, (count, details)) in other.map {
            let entry = self.map.entry(key).or_insert((0, Vec::new()));
            entry.0 += count;
            for d in details {
                if entry.1.len() < 3 {
                    entry.1.push(d);
                }
            }
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    pub(crate) fn render(&self) -> String {
        let mut out = String::from("\n(seats are named as players see them: seat 1 is Seat(0))\n");
        for ((game, check), (count, details)) in &self.map {
            out.push_str(&format!("\n[{game}] {check}: {count} time(s)\n"));
            for d in details {
                out.push_str(&format!("    {}\n", clip(d, 600)));
            }
        }
        out
    }
}

pub(crate) fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let cut: String = text.chars().take(max).collect();
        format!("{cut}…")
    }
}

/// One game being played and checked.
pub(crate) struct Run<'a> {
    pub(crate) kind: GameKind,
    pub(crate) options: &'a str,
    pub(crate) players: usize,
    pub(crate) seed: u64,
    pub(crate) step: usize,
    pub(crate) problems: Findings,
    pub(crate) notes: Findings,
    /// Samples choices to check; separate from the player's stream.
    pub(crate) sampler: GameRng,
}

impl<'a> Run<'a> {
    pub(crate) fn new(kind: GameKind, options: &'a str, players: usize, seed: u64) -> Run<'a> {
        Run {
            kind,
            options,
            players,
            seed,
            step: 0,
            problems: Findings::default(),
            notes: Findings::default(),
            sampler: GameRng::from_seed(seed.wrapping_mul(31).wrapping_add(players as u64)),
        }
    }

    fn at(&self) -> String {
        format!(
            "{} options {:?}, {} player(s), seed {}, before move {}",
            self.kind.id(),
            self.options,
            self.players,
            self.seed,
            self.step
        )
    }

    pub(crate) fn fail(&mut self, check: &'static str, detail: impl std::fmt::Display) {
        let text = format!("{}: {detail}", self.at());
        if let Some((_, _, _, issue)) = KNOWN.iter().find(|(game, c, part, _)| {
            *game == self.kind.id() && *c == check && text.contains(part)
        }) {
            self.notes.add(
                self.kind,
                "known problem (listed in KNOWN, not failing)",
                format!("{issue}: {text}"),
            );
            return;
        }
        self.problems.add(self.kind, check, text);
    }

    pub(crate) fn note(&mut self, check: &'static str, detail: impl std::fmt::Display) {
        let text = format!("{}: {detail}", self.at());
        self.notes.add(self.kind, check, text);
    }

    pub(crate) fn ensure(
        &mut self,
        ok: bool,
        check: &'static str,
        detail: impl FnOnce() -> String,
    ) {
        if !ok {
            self.fail(check, detail());
        }
    }
}

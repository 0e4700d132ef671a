//! One whole game: a seeded random player plays it to the end with every check before
//! each move, then the end and the replays are checked.

use super::*;

// ---------------------------------------------------------------------------------------
// One whole game

pub(crate) struct Played {
    pub(crate) moves: usize,
}

pub(crate) fn conform(
    kind: GameKind,
    options: &str,
    players: usize,
    seed: u64,
) -> (Findings, Findings, Played) {
    let mut run = Run::new(kind, options, players, seed);
    let mut m = match Match::new(kind, options, players, seed) {
        Ok(m) => m,
        Err(e) => {
            run.fail("setup", format!("Match::new refused: {e}"));
            return (run.problems, run.notes, Played { moves: 0 });
        }
    };
    let initial = m.snapshot();
    let mut hidden = Hidden::for_kind(kind, players);
    let mut rng = chooser(seed);
    let mut log: Vec<Entry> = Vec::new();
    // (snapshot, events) after each move, for the determinism checks.
    let mut trail: Vec<(String, Vec<windward_engine::Event>)> = Vec::new();
    let snap_kind: Value = serde_json::from_str::<Value>(&initial).unwrap()["kind"].clone();
    run.ensure(snap_kind == kind.id(), "snapshot round trip", || {
        format!("the snapshot's kind is {snap_kind}, not {:?}", kind.id())
    });

    while m.outcome().is_none() && log.len() < MAX_MOVES {
        run.step = log.len();
        check_views(&mut run, &m, &mut hidden);
        let public_secrets = secrets_for(&hidden, &m, Viewer::Public, players);
        let mut offered: Vec<(Actor, Vec<Choice>)> = (0..players)
            .map(|s| {
                let a = Actor::player(Seat(s as u8));
                (a, m.choices(a))
            })
            .collect();
        for w in m.to_act() {
            let host = Actor {
                seat: w,
                host: true,
            };
            let choices = m.choices(host);
            if choices != offered[w.index()].1 {
                offered.push((host, choices));
            }
        }
        check_waiting(&mut run, &m, &offered);
        // Prompts are drawn on the public board.
        for w in m.to_act() {
            // In every language.
            let prompt = Lang::ALL.map(|lang| say(lang, &m.prompt(w))).join(" / ");
            if let Some(n) = leaked(&prompt, &public_secrets) {
                run.fail(
                    "hidden cards stay hidden",
                    format!("{w}'s prompt names hidden card {n}: {prompt}"),
                );
            }
        }
        for (actor, choices) in &offered {
            check_choice_shapes(&mut run, *actor, choices, &public_secrets);
        }
        let waiting = m.to_act();
        for (actor, choices) in &offered {
            if waiting.contains(&actor.seat) {
                check_choices_apply(&mut run, &m, *actor, choices, &log);
            }
        }
        check_refusals(&mut run, &m, &offered, &log, &hidden);

        let Some(p) = pick(&m, &mut rng) else {
            run.fail(
                "who acts",
                "a seat waits but is offered nothing: the game is stuck",
            );
            break;
        };
        if p.suggested {
            let choices = offered
                .iter()
                .find(|(a, _)| *a == p.actor)
                .map(|(_, c)| c.as_slice())
                .unwrap_or(&[]);
            if !choices.iter().any(|c| c.notation == p.notation) {
                run.note(
                    "the policy plays moves that are not offered",
                    format!(
                        "suggest({}) = `{}` is not among the offered choices",
                        p.actor.seat, p.notation
                    ),
                );
            }
        }
        let before = m.clone();
        let applied = match m.apply_notation(p.actor, &p.notation) {
            Ok(a) => a,
            Err(e) => {
                run.fail(
                    if p.suggested {
                        "the policy's moves apply"
                    } else {
                        "offered choices apply"
                    },
                    format!("`{}` by {} refused: {e}", p.notation, p.actor.seat),
                );
                break;
            }
        };
        check_events(&mut run, &before, &m, p.actor, &applied, &mut hidden);
        let snapshot = m.snapshot();
        match Match::from_snapshot(&snapshot) {
            Ok(back) if back.snapshot() == snapshot && back == m => {}
            Ok(_) => run.fail(
                "snapshot round trip",
                "a loaded snapshot re-serialises differently",
            ),
            Err(e) => run.fail(
                "snapshot round trip",
                format!("the snapshot does not load: {e}"),
            ),
        }
        trail.push((snapshot, applied.events.clone()));
        log.push(Entry {
            actor: p.actor,
            action: applied.action.clone(),
            notation: applied.notation.clone(),
            applied,
        });
    }
    run.step = log.len();
    let moves = log.len();
    if m.outcome().is_none() {
        if log.len() >= MAX_MOVES {
            run.fail("games end", format!("no end after {MAX_MOVES} moves"));
        }
        return (run.problems, run.notes, Played { moves });
    }
    check_views(&mut run, &m, &mut hidden);
    check_the_end(&mut run, &m, &log);
    check_replays(&mut run, &m, &log, &trail);
    (run.problems, run.notes, Played { moves })
}

/// A finished game: an outcome that makes sense, nobody waits, nothing is accepted.
fn check_the_end(run: &mut Run, m: &Match, log: &[Entry]) {
    let players = run.players;
    let outcome = m.outcome().expect("finished");
    let summaries = Lang::ALL.map(|lang| say(lang, &outcome.summary));
    run.ensure(
        summaries.iter().all(|s| !s.trim().is_empty()),
        "outcome",
        || "empty summary".into(),
    );
    run.ensure(
        outcome.winners.iter().all(|s| s.index() < players),
        "outcome",
        || format!("winners {:?} not in the game", outcome.winners),
    );
    run.ensure(
        outcome.scores.is_empty() || outcome.scores.len() == players,
        "outcome",
        || format!("{} scores for {players} players", outcome.scores.len()),
    );
    run.ensure(m.to_act().is_empty(), "after the end", || {
        format!("to_act is {:?}", m.to_act())
    });
    run.ensure(m.timeouts().is_empty(), "after the end", || {
        format!("a deadline remains: {:?}", m.timeouts())
    });
    run.ensure(m.turn_holder().is_none(), "after the end", || {
        format!("turn_holder is {:?}", m.turn_holder())
    });
    for s in (0..players).map(|s| Seat(s as u8)) {
        for host in [false, true] {
            let actor = Actor { seat: s, host };
            let choices = m.choices(actor);
            run.ensure(choices.is_empty(), "after the end", || {
                format!(
                    "{s} (host {host}) is still offered {:?}",
                    choices.iter().map(|c| &c.notation).collect::<Vec<_>>()
                )
            });
        }
        let mut tried: Vec<&str> = log
            .iter()
            .rev()
            .take(5)
            .map(|e| e.notation.as_str())
            .collect();
        tried.dedup();
        for text in tried {
            try_refused(run, m, Actor::player(s), text, true, &[], &HashSet::new());
        }
    }
}

/// The log is the truth: the stored actions replay from the seed to the same snapshot;
/// the same notations twice give the same snapshots and events; a game reloaded from
/// its snapshot before every move (as the bot does) plays on identically.
fn check_replays(
    run: &mut Run,
    m: &Match,
    log: &[Entry],
    trail: &[(String, Vec<windward_engine::Event>)],
) {
    let (kind, options, players, seed) = (run.kind, run.options, run.players, run.seed);
    let final_snapshot = m.snapshot();
    for upto in [log.len() / 2, log.len()] {
        let entries = log[..upto].iter().map(|e| (e.actor, &e.action));
        match Match::replay(kind, options, players, seed, entries) {
            Ok(r) => {
                let want = if upto == 0 {
                    Match::new(kind, options, players, seed).unwrap().snapshot()
                } else {
                    trail[upto - 1].0.clone()
                };
                if r.snapshot() != want {
                    run.fail(
                        "replay from seed",
                        format!("the first {upto} stored actions replay to a different snapshot"),
                    );
                }
            }
            Err(e) => run.fail("replay from seed", format!("the log does not replay: {e}")),
        }
    }
    // The same notations, live and through snapshots.
    for reload in [false, true] {
        let check = if reload {
            "reloaded snapshot plays on"
        } else {
            "determinism"
        };
        let mut g = Match::new(kind, options, players, seed).unwrap();
        for (i, e) in log.iter().enumerate() {
            if reload {
                g = Match::from_snapshot(&g.snapshot()).unwrap();
            }
            match g.apply_notation(e.actor, &e.notation) {
                Ok(a) => {
                    if a.events != trail[i].1 {
                        run.fail(
                            check,
                            format!("move {i} `{}` told different events", e.notation),
                        );
                        break;
                    }
                    if g.snapshot() != trail[i].0 {
                        run.fail(
                            check,
                            format!("move {i} `{}` made a different snapshot", e.notation),
                        );
                        break;
                    }
                }
                Err(err) => {
                    run.fail(
                        check,
                        format!("move {i} `{}` refused the second time: {err}", e.notation),
                    );
                    break;
                }
            }
        }
        if !reload && g.snapshot() != final_snapshot {
            run.fail(check, "the final snapshots differ");
        }
    }
    // The whole random game again: the offered choices and the policy are deterministic.
    let again = play(kind, options, players, seed);
    let same = again.entries.len() == log.len()
        && again
            .entries
            .iter()
            .zip(log)
            .all(|(a, b)| a.actor == b.actor && a.notation == b.notation);
    run.ensure(same && again.game.snapshot() == final_snapshot, "determinism", || {
        "the same seed played again chose differently (choices or suggest are not deterministic)".into()
    });
}

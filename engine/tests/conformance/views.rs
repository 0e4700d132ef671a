//! Checks on one state, the views and the waiting seats: views serialise, hidden cards
//! stay hidden, who acts is offered something, and deadline answers are accepted.

use super::*;

// ---------------------------------------------------------------------------------------
// Checks on one state

/// The views: they serialise; a viewer without a seat sees the public view; a game
/// without private views shows everyone the same; hidden cards stay hidden.
pub(crate) fn check_views(run: &mut Run, m: &Match, hidden: &mut Option<Hidden>) {
    let players = run.players;
    let Some(public) = view_json(run, m, Viewer::Public) else {
        return;
    };
    let outsider = view_json(run, m, Viewer::Seat(Seat(players as u8)));
    run.ensure(
        outsider.as_ref().is_none_or(|o| *o == public),
        "views: no seat, no secrets",
        || "Viewer::Seat(a seat not in the game) differs from the public view".into(),
    );
    let viewers =
        std::iter::once(Viewer::Public).chain((0..players).map(|s| Viewer::Seat(Seat(s as u8))));
    for viewer in viewers {
        let json = if viewer == Viewer::Public {
            public.clone()
        } else {
            let Some(json) = view_json(run, m, viewer) else {
                continue;
            };
            if !run.kind.has_private_view() && json != public {
                run.fail(
                    "views: no seat, no secrets",
                    format!(
                        "the game has no private view, but {viewer:?} sees more than the public"
                    ),
                );
            }
            json
        };
        let Some(h) = hidden.as_mut() else {
            continue;
        };
        check_hidden_in_view(run, m, viewer, &json, h);
    }
}

/// No component hidden from `viewer` is in their view (the game leaves out what it
/// shows in passing); no name of one is in its texts.
pub(crate) fn check_hidden_in_view(
    run: &mut Run,
    m: &Match,
    viewer: Viewer,
    json: &Value,
    h: &mut Hidden,
) {
    let players = run.players;
    let mut parts = ViewParts::default();
    take_apart(json, &mut Vec::new(), &mut parts, false);
    let ids: HashSet<u64> = m.secrets(viewer).ids.into_iter().collect();
    for (id, name, path) in &parts.cards {
        if ids.contains(id) {
            run.fail(
                "hidden cards stay hidden",
                format!("{viewer:?}'s view shows {name} (card {id}) at {path}, but it is hidden in another player's cards"),
            );
        }
    }
    h.seen[slot(viewer, players)].extend(parts.cards.iter().map(|(_, n, _)| n.clone()));
    let secrets = h.secret_names(m, viewer, players);
    for text in &parts.texts {
        for n in &secrets {
            if text.contains(n.as_str()) {
                run.fail(
                    "hidden cards stay hidden",
                    format!("{viewer:?}'s view names hidden card {n} in: {text}"),
                );
            }
        }
    }
}

/// Secret names for `viewer` now (empty for games without hidden cards).
pub(crate) fn secrets_for(
    hidden: &Option<Hidden>,
    m: &Match,
    viewer: Viewer,
    players: usize,
) -> HashSet<String> {
    match hidden {
        None => HashSet::new(),
        Some(h) => h.secret_names(m, viewer, players),
    }
}

pub(crate) fn leaked<'s>(text: &str, secrets: &'s HashSet<String>) -> Option<&'s String> {
    secrets.iter().find(|n| text.contains(n.as_str()))
}

/// Who waits, what they are told and offered, deadlines.
pub(crate) fn check_waiting(run: &mut Run, m: &Match, offered: &[(Actor, Vec<Choice>)]) {
    let waiting = m.to_act();
    let players = run.players;
    let unique: HashSet<Seat> = waiting.iter().copied().collect();
    run.ensure(
        unique.len() == waiting.len() && waiting.iter().all(|s| s.index() < players),
        "who acts",
        || format!("to_act {waiting:?} repeats a seat or names one not in the game"),
    );
    run.ensure(
        waiting.is_empty() == m.outcome().is_some(),
        "who acts",
        || format!("to_act is {waiting:?} but outcome is {:?}", m.outcome()),
    );
    for (actor, choices) in offered.iter().filter(|(a, _)| !a.host) {
        let waits = waiting.contains(&actor.seat);
        if waits && choices.is_empty() {
            run.fail(
                "who acts",
                format!("{} waits but is offered nothing", actor.seat),
            );
        }
        if !waits && !choices.is_empty() {
            run.fail(
                "who acts",
                format!(
                    "{} is not waited for but is offered {:?}",
                    actor.seat,
                    choices.iter().map(|c| &c.notation).collect::<Vec<_>>()
                ),
            );
        }
        if waits && m.prompt(actor.seat).english().trim().is_empty() {
            run.fail(
                "who acts",
                format!("{} waits but its prompt is empty", actor.seat),
            );
        }
    }
    let outsider = Actor::player(Seat(players as u8));
    run.ensure(m.choices(outsider).is_empty(), "who acts", || {
        "a seat not in the game is offered moves".into()
    });
    if let Some(holder) = m.turn_holder() {
        run.ensure(holder.index() < players, "who acts", || {
            format!("turn_holder {holder} is not in the game")
        });
    }
    for t in m.timeouts() {
        run.ensure(waiting.contains(&t.seat), "deadline answer", || {
            format!(
                "the deadline's seat {} is not waited for ({waiting:?})",
                t.seat
            )
        });
        run.ensure(t.minutes > 0, "deadline answer", || {
            "a deadline of 0 minutes".into()
        });
        let mut copy = m.clone();
        if let Err(e) = copy.apply_notation(Actor::player(t.seat), &t.notation) {
            run.fail(
                "deadline answer",
                format!(
                    "the default answer `{}` for {} is refused: {e}",
                    t.notation, t.seat
                ),
            );
        }
    }
    // A skip aimed at a seat plays a legal move of theirs, and never another's.
    for seat in (0..players as u8).map(Seat) {
        if let Some(notation) = m.default_answer_for(seat) {
            run.ensure(waiting.contains(&seat), "default answer", || {
                format!("{seat} has a default answer but is not waited for")
            });
            let mut copy = m.clone();
            if let Err(e) = copy.apply_notation(Actor::player(seat), &notation) {
                run.fail(
                    "default answer",
                    format!("the default answer `{notation}` for {seat} is refused: {e}"),
                );
            }
        }
    }
    // What a host's `/turn skip` plays, deadline or not: a legal move of a waited seat.
    if let Some((seat, notation)) = m.default_answer() {
        run.ensure(waiting.contains(&seat), "default answer", || {
            format!("the default answer's seat {seat} is not waited for ({waiting:?})")
        });
        let mut copy = m.clone();
        if let Err(e) = copy.apply_notation(Actor::player(seat), &notation) {
            run.fail(
                "default answer",
                format!("the default answer `{notation}` for {seat} is refused: {e}"),
            );
        }
    }
}

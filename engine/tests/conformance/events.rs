//! Checks on one move's events: private events stay private; public ones name no
//! hidden card.

use super::*;

/// What a move told: private events stay private; public ones name no hidden card.
pub(crate) fn check_events(
    run: &mut Run,
    before: &Match,
    after: &Match,
    actor: Actor,
    applied: &Applied,
    hidden: &mut Option<Hidden>,
) {
    let players = run.players;
    let public_view = serde_json::to_value(after.view(Viewer::Public))
        .map(|v| strings_of(&v))
        .unwrap_or_default();
    // Every check on words holds in every language.
    let in_every_language = |e: &windward_engine::Event| Lang::ALL.map(|lang| say(lang, &e.text));
    let public_events: Vec<[String; 3]> = applied
        .events
        .iter()
        .filter(|e| e.visible_to(Viewer::Public))
        .map(in_every_language)
        .collect();
    for e in &applied.events {
        let texts = in_every_language(e);
        if texts.iter().any(|t| t.trim().is_empty()) && e.roll.is_none() {
            run.fail(
                "events say something",
                format!("`{}` told an empty event", applied.notation),
            );
        }
        if let Audience::Only(seat) = &e.audience {
            if seat.index() >= players {
                run.fail(
                    "private events stay private",
                    format!("an event for {seat}, not in the game"),
                );
            }
            for (lang, private) in texts.iter().enumerate() {
                let private = private.trim();
                if private.is_empty() {
                    continue;
                }
                if let Some(t) = public_events
                    .iter()
                    .map(|t| &t[lang])
                    .find(|t| t.contains(private))
                {
                    run.fail(
                        "private events stay private",
                        format!(
                            "`{}`: the event for {seat} {private:?} is also told publicly: {t:?}",
                            applied.notation
                        ),
                    );
                }
                if let Some(t) = public_view.iter().find(|t| t.contains(private)) {
                    run.fail(
                        "private events stay private",
                        format!(
                            "`{}`: the event for {seat} {private:?} is in the public view: {t:?}",
                            applied.notation
                        ),
                    );
                }
            }
        }
    }
    if let Some(h) = hidden.as_mut() {
        // A card hidden now and never shown publicly (the view after the move counts)
        // is named by no public event.
        if let Ok(v) = serde_json::to_value(after.view(Viewer::Public)) {
            let mut parts = ViewParts::default();
            take_apart(&v, &mut Vec::new(), &mut parts, false);
            h.seen[slot(Viewer::Public, players)]
                .extend(parts.cards.iter().map(|(_, n, _)| n.clone()));
        }
        let secrets = secrets_for(hidden, after, Viewer::Public, players);
        for text in &public_events {
            if let Some(n) = leaked(&text.join("\n"), &secrets) {
                run.fail(
                    "hidden cards stay hidden",
                    format!(
                        "`{}` by {}: the public event {text:?} names hidden card {n}",
                        applied.notation, actor.seat
                    ),
                );
            }
        }
        for s in (0..players).map(|s| Seat(s as u8)) {
            let secrets = secrets_for(hidden, after, Viewer::Seat(s), players);
            for e in applied
                .events
                .iter()
                .filter(|e| e.audience == Audience::Only(s))
            {
                if let Some(n) = leaked(&in_every_language(e).join("\n"), &secrets) {
                    run.fail(
                        "hidden cards stay hidden",
                        format!(
                            "the event for {s} {:?} names another player's hidden card {n}",
                            e.text
                        ),
                    );
                }
            }
        }
    }
    // Button tokens: every move outdates every button, except in games whose buttons
    // are bound to their seat, where only the mover's own.
    for s in (0..players).map(|s| Seat(s as u8)) {
        let (b, a) = (before.button_token(s), after.button_token(s));
        let should_change = !run.kind.seat_bound_buttons() || s == actor.seat;
        if (a != b) != should_change {
            run.fail(
                "button tokens",
                format!(
                    "after `{}` by {}, {s}'s token went {b} → {a}",
                    applied.notation, actor.seat
                ),
            );
        }
    }
}

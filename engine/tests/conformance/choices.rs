//! Checks on one state, the offered choices: they fit Discord's limits, each applies
//! (and so do its case and spacing variants), and garbage and lookalikes are refused.

use super::*;

/// Discord's limits and the shape of the offered choices.
pub(crate) fn check_choice_shapes(
    run: &mut Run,
    actor: Actor,
    choices: &[Choice],
    public_secrets: &HashSet<String>,
) {
    let mut notations = HashSet::new();
    let mut labels: BTreeMap<(Lang, String, String), String> = BTreeMap::new();
    let mut any_label: BTreeMap<(Lang, String), String> = BTreeMap::new();
    for c in choices {
        let who = format!("{}{}", actor.seat, if actor.host { " (host)" } else { "" });
        let n = c.notation.chars().count();
        if c.notation.trim().is_empty() {
            run.fail(
                "choice fits Discord",
                format!("{who}: empty notation for {:?}", c.label),
            );
        }
        let group = match &c.placement {
            Placement::Button | Placement::Private => {
                if n > BUTTON_NOTATION_MAX {
                    run.fail(
                        "choice fits Discord",
                        format!("{who}: `{}` is {n} chars; a button's custom id leaves {BUTTON_NOTATION_MAX}", c.notation),
                    );
                }
                format!("{:?}", c.placement)
            }
            Placement::Menu(placeholder) => {
                if n > MENU_VALUE_MAX {
                    run.fail(
                        "choice fits Discord",
                        format!(
                            "{who}: menu value `{}` is {n} chars (max {MENU_VALUE_MAX})",
                            c.notation
                        ),
                    );
                }
                format!("Menu({})", placeholder.english())
            }
            Placement::TypedOnly => {
                if n > MENU_VALUE_MAX {
                    run.note(
                        "typed-only notation longer than a menu value",
                        format!("{who}: `{}` ({n} chars)", c.notation),
                    );
                }
                "TypedOnly".into()
            }
        };
        // Every language's words must fit and tell moves apart.
        for lang in Lang::ALL {
            let label = say(lang, &c.label);
            let label_len = label.chars().count();
            if label.trim().is_empty() || label_len > LABEL_MAX {
                run.fail(
                    "choice fits Discord",
                    format!(
                        "{who}: {lang} label {label:?} ({label_len} chars) for `{}`",
                        c.notation
                    ),
                );
            }
            if let Placement::Menu(placeholder) = &c.placement {
                let placeholder = say(lang, placeholder);
                let p = placeholder.chars().count();
                if placeholder.trim().is_empty() || p > PLACEHOLDER_MAX {
                    run.fail(
                        "choice fits Discord",
                        format!("{who}: {lang} menu placeholder {placeholder:?} ({p} chars)"),
                    );
                }
            }
            if let Some(other) = any_label.insert((lang, label.clone()), c.notation.clone()) {
                if other != c.notation {
                    run.note(
                        "the same label for different moves (in different places)",
                        format!(
                            "{who}: `{other}` and `{}` are both labelled {label:?} ({lang})",
                            c.notation
                        ),
                    );
                }
            }
            let side_by_side = (lang, group.clone(), label.clone());
            if let Some(other) = labels.insert(side_by_side, c.notation.clone()) {
                if other != c.notation {
                    run.fail(
                        "labels are distinct side by side",
                        format!(
                            "{who}: `{other}` and `{}` are both labelled {label:?} in {group} ({lang})",
                            c.notation
                        ),
                    );
                }
            }
        }
        if !notations.insert(c.notation.clone()) {
            run.fail(
                "choice notations are unique",
                format!("{who}: `{}` is offered twice (Discord refuses duplicate custom ids and menu values)", c.notation),
            );
        }
        if c.placement == Placement::Private && !run.kind.has_private_view() {
            run.fail(
                "choice fits Discord",
                format!(
                    "{who}: `{}` is Private, but the game has no private view to show it",
                    c.notation
                ),
            );
        }
        // What is not Private is drawn on the public board.
        if c.placement != Placement::Private {
            let shown = Lang::ALL.map(|lang| {
                let placeholder = match &c.placement {
                    Placement::Menu(p) => say(lang, p),
                    _ => String::new(),
                };
                format!("{} {} {placeholder}", say(lang, &c.label), c.notation)
            });
            let shown = shown.join(" / ");
            if let Some(n) = leaked(&shown, public_secrets) {
                run.fail(
                    "hidden cards stay hidden",
                    format!("{who}: the public choice {shown:?} names hidden card {n}"),
                );
            }
        }
    }
}

/// Every offered choice applies on a copy, under its own notation; its notation is
/// read the same way in other case and spacing; its stored form replays.
pub(crate) fn check_choices_apply(
    run: &mut Run,
    m: &Match,
    actor: Actor,
    choices: &[Choice],
    log: &[Entry],
) {
    let mut sample: Vec<&Choice> = choices.iter().collect();
    while sample.len() > CHOICES_APPLIED {
        let i = run.sampler.below(sample.len() as u32) as usize;
        sample.swap_remove(i);
    }
    let stored_check = run.step % STORED_FORM_EVERY == 0;
    for (i, c) in sample.iter().enumerate() {
        let mut copy = m.clone();
        let applied = match copy.apply_notation(actor, &c.notation) {
            Ok(a) => a,
            Err(e) => {
                run.fail(
                    "offered choices apply",
                    format!(
                        "{} offered `{}` ({:?}) but it is refused: {e}",
                        actor.seat, c.notation, c.label
                    ),
                );
                continue;
            }
        };
        if applied.notation != c.notation {
            // Not canonical: at least the canonical form must mean the same move.
            let mut again = m.clone();
            let same = again
                .apply_notation(actor, &applied.notation)
                .is_ok_and(|_| again == copy);
            run.fail(
                "choice notation is canonical",
                format!(
                    "offered `{}` was applied as `{}`{}",
                    c.notation,
                    applied.notation,
                    if same {
                        ""
                    } else {
                        ", which does not make the same move"
                    }
                ),
            );
        }
        if i < VARIANTS_APPLIED {
            let loud = c.notation.to_uppercase();
            let spaced = format!(
                "  {}  ",
                c.notation.split(' ').collect::<Vec<_>>().join("   ")
            );
            for variant in [loud, spaced] {
                let mut other = m.clone();
                match other.apply_notation(actor, &variant) {
                    Ok(a) if a.notation == applied.notation && other == copy => {}
                    Ok(a) => run.fail(
                        "notation forgives case and spacing",
                        format!(
                            "`{variant}` was read as `{}`, not `{}`",
                            a.notation, applied.notation
                        ),
                    ),
                    Err(e) => run.fail(
                        "notation forgives case and spacing",
                        format!("`{variant}` (for `{}`) is refused: {e}", c.notation),
                    ),
                }
            }
        }
        if stored_check && i < 3 {
            let entries = log
                .iter()
                .map(|e| (e.actor, &e.action))
                .chain(std::iter::once((actor, &applied.action)));
            match Match::replay(run.kind, run.options, run.players, run.seed, entries) {
                Ok(r) if r.snapshot() == copy.snapshot() => {}
                Ok(_) => run.fail(
                    "stored form replays",
                    format!(
                        "`{}` stored as {} replays to a different snapshot",
                        c.notation, applied.action
                    ),
                ),
                Err(e) => run.fail(
                    "stored form replays",
                    format!(
                        "`{}` stored as {} does not replay: {e}",
                        c.notation, applied.action
                    ),
                ),
            }
        }
    }
}

/// `text` from `actor` must be refused (`must`), or else be refused or be one of the
/// offered moves. A refusal leaves the game exactly as it was and says why, in words.
pub(crate) fn try_refused(
    run: &mut Run,
    m: &Match,
    actor: Actor,
    text: &str,
    must: bool,
    offered: &[String],
    secrets: &HashSet<String>,
) {
    let mut copy = m.clone();
    let shown = clip(text, 60);
    match copy.apply_notation(actor, text) {
        Err(e) => {
            if copy != *m {
                run.fail(
                    "a refused action changes nothing",
                    format!(
                        "{} tried {shown:?}: refused ({e}) but the game changed",
                        actor.seat
                    ),
                );
            }
            let why = e.to_string();
            let lower = why.to_lowercase();
            if why.trim().is_empty()
                || [
                    "panic",
                    "called `",
                    "unwrap",
                    "rust_backtrace",
                    "index out of",
                ]
                .iter()
                .any(|w| lower.contains(w))
            {
                run.fail(
                    "refusals say why",
                    format!("{} tried {shown:?}: {e:?}", actor.seat),
                );
            }
            if why.chars().count() > 2000 {
                run.fail(
                    "refusals say why",
                    format!(
                        "{} tried {shown:?}: the reason is {} chars long",
                        actor.seat,
                        why.chars().count()
                    ),
                );
            }
            if let Some(n) = leaked(&why, secrets) {
                run.fail(
                    "hidden cards stay hidden",
                    format!(
                        "{} tried {shown:?}: the refusal names hidden card {n}: {why}",
                        actor.seat
                    ),
                );
            }
        }
        Ok(applied) if must => run.fail(
            "refused when it must be",
            format!(
                "{} {shown:?} was accepted as `{}`",
                actor.seat, applied.notation
            ),
        ),
        Ok(applied) => {
            if !offered.contains(&applied.notation) {
                run.note(
                    "accepted though not offered (legal_actions is not every legal move)",
                    format!(
                        "{} {shown:?} was accepted as `{}`, which is not among the offered choices",
                        actor.seat, applied.notation
                    ),
                );
            }
        }
    }
}

/// Text no game reads as a move.
fn garbage() -> Vec<String> {
    vec![
        String::new(),
        "   ".into(),
        "xyzzy plugh".into(),
        "🙂".into(),
        "\u{0}".into(),
        "\n\t".into(),
        "{seat:".into(),
        "é".repeat(40),
        "x".repeat(5000),
    ]
}

/// Text that looks like a move (made from offered notations) and may or may not be one.
fn lookalikes(choices: &[Choice]) -> Vec<String> {
    let mut out = Vec::new();
    for c in choices.iter().take(4) {
        let first = c.notation.split_whitespace().next().unwrap_or("");
        out.push(format!("{first} 99999999999999999999"));
        out.push(format!("{first} -1"));
        out.push(format!("{first} é"));
        out.push(format!("{}é", c.notation));
        out.push(format!("{} {}", c.notation, c.notation));
        // Every number replaced by one that is out of range.
        let mut swapped = String::new();
        let mut in_digits = false;
        for ch in c.notation.chars() {
            if ch.is_ascii_digit() {
                if !in_digits {
                    swapped.push_str("97");
                }
                in_digits = true;
            } else {
                in_digits = false;
                swapped.push(ch);
            }
        }
        out.push(swapped);
    }
    out
}

pub(crate) fn check_refusals(
    run: &mut Run,
    m: &Match,
    offered: &[(Actor, Vec<Choice>)],
    log: &[Entry],
    hidden: &Option<Hidden>,
) {
    let players = run.players;
    let waiting = m.to_act();
    let Some(&w) = waiting.first() else {
        return;
    };
    let w_choices: Vec<Choice> = offered
        .iter()
        .find(|(a, _)| *a == Actor::player(w))
        .map(|(_, c)| c.clone())
        .unwrap_or_default();
    let w_notations: Vec<String> = w_choices.iter().map(|c| c.notation.clone()).collect();
    let w_secrets = secrets_for(hidden, m, Viewer::Seat(w), players);
    for text in garbage() {
        try_refused(
            run,
            m,
            Actor::player(w),
            &text,
            true,
            &w_notations,
            &w_secrets,
        );
    }
    for text in lookalikes(&w_choices) {
        try_refused(
            run,
            m,
            Actor::player(w),
            &text,
            false,
            &w_notations,
            &w_secrets,
        );
    }
    // Moves played earlier that are not offered now.
    let mut stale: Vec<&str> = Vec::new();
    for e in log.iter().rev().take(30) {
        if !w_notations.contains(&e.notation) && !stale.contains(&e.notation.as_str()) {
            stale.push(&e.notation);
        }
    }
    for text in stale.into_iter().take(6) {
        try_refused(
            run,
            m,
            Actor::player(w),
            text,
            false,
            &w_notations,
            &w_secrets,
        );
    }
    // Out of turn: a seat not waited for tries the waiting seat's moves.
    for s in (0..players)
        .map(|s| Seat(s as u8))
        .filter(|s| !waiting.contains(s))
    {
        let secrets = secrets_for(hidden, m, Viewer::Seat(s), players);
        for c in w_choices.iter().take(3) {
            try_refused(run, m, Actor::player(s), &c.notation, true, &[], &secrets);
        }
    }
    // A seat not in the game.
    for c in w_choices.iter().take(1) {
        let public = secrets_for(hidden, m, Viewer::Public, players);
        try_refused(
            run,
            m,
            Actor::player(Seat(players as u8)),
            &c.notation,
            true,
            &[],
            &public,
        );
    }
}

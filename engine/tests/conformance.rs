//! The conformance suite: every game in `GameKind::ALL`, every supported player count
//! (capped at 5), several seeds, played by a seeded random player until it ends, with
//! the same checks after every move. Nothing below names a game: what is hidden from
//! whom is each game's own answer (`Match::secrets`), so a new kind in `ALL` is covered
//! as soon as it exists.
//!
//! Every problem found is collected (with the game, options, player count, seed and
//! move that reproduce it) and the test fails once at the end with all of them, grouped
//! by check. See `README.md` here for what each check means.

// Not engine code: the suite times each game and plays option sets on threads (see engine/clippy.toml).
#![allow(clippy::disallowed_methods)]

mod common;

use std::collections::{BTreeMap, HashSet};
use std::time::Instant;

use serde_json::Value;
use windward_engine::options::OptionSpec;
use windward_engine::rng::GameRng;
use windward_engine::{Actor, Applied, Audience, Choice, GameKind, Match, Placement, Seat, Viewer};

use common::{chooser, extra_options, pick, play, player_counts, Entry, MAX_MOVES};

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
// Findings

/// Problems (or notes) found, grouped by game and check, with a few reproducers each.
#[derive(Default)]
struct Findings {
    map: BTreeMap<(String, &'static str), (usize, Vec<String>)>,
}

impl Findings {
    fn add(&mut self, kind: GameKind, check: &'static str, detail: String) {
        let entry = self
            .map
            .entry((kind.id().to_string(), check))
            .or_insert((0, Vec::new()));
        entry.0 += 1;
        if entry.1.len() < 3 {
            entry.1.push(detail);
        }
    }

    fn merge(&mut self, other: Findings) {
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

    fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    fn render(&self) -> String {
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

fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let cut: String = text.chars().take(max).collect();
        format!("{cut}…")
    }
}

/// One game being played and checked.
struct Run<'a> {
    kind: GameKind,
    options: &'a str,
    players: usize,
    seed: u64,
    step: usize,
    problems: Findings,
    notes: Findings,
    /// Samples choices to check; separate from the player's stream.
    sampler: GameRng,
}

impl<'a> Run<'a> {
    fn new(kind: GameKind, options: &'a str, players: usize, seed: u64) -> Run<'a> {
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

    fn fail(&mut self, check: &'static str, detail: impl std::fmt::Display) {
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

    fn note(&mut self, check: &'static str, detail: impl std::fmt::Display) {
        let text = format!("{}: {detail}", self.at());
        self.notes.add(self.kind, check, text);
    }

    fn ensure(&mut self, ok: bool, check: &'static str, detail: impl FnOnce() -> String) {
        if !ok {
            self.fail(check, detail());
        }
    }
}

// ---------------------------------------------------------------------------------------
// Hidden cards

/// What each viewer has seen of the game's components (index `players` is the public),
/// so that a name shown to them once may be told again. What is hidden is the game's
/// to say ([`Match::secrets`]): games without hidden information need nothing here.
struct Hidden {
    /// Component names each viewer has seen in a structured component of their views
    /// so far.
    seen: Vec<HashSet<String>>,
}

/// A viewer's slot in [`Hidden::seen`].
fn slot(viewer: Viewer, players: usize) -> usize {
    match viewer {
        Viewer::Seat(s) => s.index(),
        Viewer::Public => players,
    }
}

impl Hidden {
    fn for_kind(_kind: GameKind, players: usize) -> Option<Hidden> {
        Some(Hidden {
            seen: vec![HashSet::new(); players + 1],
        })
    }

    /// Names `viewer` must not read anywhere: the game's secret names for them, less
    /// any they have seen in a component of their views.
    fn secret_names(&self, m: &Match, viewer: Viewer, players: usize) -> HashSet<String> {
        let seen = &self.seen[slot(viewer, players)];
        m.secrets(viewer)
            .names
            .into_iter()
            .filter(|n| !seen.contains(n))
            .collect()
    }
}

/// A view's JSON taken apart: the cards in it (id, name, where) and every other string.
#[derive(Default)]
struct ViewParts {
    cards: Vec<(u64, String, String)>,
    /// Strings outside card objects (a card's own text may name other cards).
    texts: Vec<String>,
    /// Every string, card text included.
    all_texts: Vec<String>,
}

fn take_apart(v: &Value, path: &mut Vec<String>, parts: &mut ViewParts, in_card: bool) {
    match v {
        Value::Object(map) => {
            let card = match (map.get("id").and_then(Value::as_u64), map.get("name")) {
                (Some(id), Some(Value::String(name))) => Some((id, name.clone())),
                _ => None,
            };
            if let Some((id, name)) = card.clone().filter(|_| !in_card) {
                parts.cards.push((id, name, path.join(".")));
            }
            for (key, value) in map {
                path.push(key.clone());
                take_apart(value, path, parts, in_card || card.is_some());
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(i.to_string());
                take_apart(item, path, parts, in_card);
                path.pop();
            }
        }
        Value::String(s) => {
            if !in_card {
                parts.texts.push(s.clone());
            }
            parts.all_texts.push(s.clone());
        }
        _ => {}
    }
}

fn view_json(run: &mut Run, m: &Match, viewer: Viewer) -> Option<Value> {
    match serde_json::to_value(m.view(viewer)) {
        Ok(v) => Some(v),
        Err(e) => {
            run.fail("views serialise", format!("{viewer:?}: {e}"));
            None
        }
    }
}

fn strings_of(v: &Value) -> Vec<String> {
    let mut all = Vec::new();
    collect_strings(v, &mut all);
    all
}

fn collect_strings(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => map.values().for_each(|v| collect_strings(v, out)),
        Value::Array(items) => items.iter().for_each(|v| collect_strings(v, out)),
        Value::String(s) => out.push(s.clone()),
        _ => {}
    }
}

// ---------------------------------------------------------------------------------------
// Checks on one state

/// The views: they serialise; a viewer without a seat sees the public view; a game
/// without private views shows everyone the same; hidden cards stay hidden.
fn check_views(run: &mut Run, m: &Match, hidden: &mut Option<Hidden>) {
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
fn check_hidden_in_view(run: &mut Run, m: &Match, viewer: Viewer, json: &Value, h: &mut Hidden) {
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
fn secrets_for(
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

fn leaked<'s>(text: &str, secrets: &'s HashSet<String>) -> Option<&'s String> {
    secrets.iter().find(|n| text.contains(n.as_str()))
}

/// Who waits, what they are told and offered, deadlines.
fn check_waiting(run: &mut Run, m: &Match, offered: &[(Actor, Vec<Choice>)]) {
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
        if waits && m.prompt(actor.seat).trim().is_empty() {
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

/// Discord's limits and the shape of the offered choices.
fn check_choice_shapes(
    run: &mut Run,
    actor: Actor,
    choices: &[Choice],
    public_secrets: &HashSet<String>,
) {
    let mut notations = HashSet::new();
    let mut labels: BTreeMap<(String, String), String> = BTreeMap::new();
    let mut any_label: BTreeMap<String, String> = BTreeMap::new();
    for c in choices {
        let who = format!("{}{}", actor.seat, if actor.host { " (host)" } else { "" });
        let label_len = c.label.chars().count();
        if c.label.trim().is_empty() || label_len > LABEL_MAX {
            run.fail(
                "choice fits Discord",
                format!(
                    "{who}: label {:?} ({label_len} chars) for `{}`",
                    c.label, c.notation
                ),
            );
        }
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
                let p = placeholder.chars().count();
                if placeholder.trim().is_empty() || p > PLACEHOLDER_MAX {
                    run.fail(
                        "choice fits Discord",
                        format!("{who}: menu placeholder {placeholder:?} ({p} chars)"),
                    );
                }
                format!("Menu({placeholder})")
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
        if let Some(other) = any_label.insert(c.label.clone(), c.notation.clone()) {
            if other != c.notation {
                run.note(
                    "the same label for different moves (in different places)",
                    format!(
                        "{who}: `{other}` and `{}` are both labelled {:?}",
                        c.notation, c.label
                    ),
                );
            }
        }
        if let Some(other) = labels.insert((group.clone(), c.label.clone()), c.notation.clone()) {
            if other != c.notation {
                run.fail(
                    "labels are distinct side by side",
                    format!(
                        "{who}: `{other}` and `{}` are both labelled {:?} in {group}",
                        c.notation, c.label
                    ),
                );
            }
        }
        // What is not Private is drawn on the public board.
        if c.placement != Placement::Private {
            let shown = format!("{} {} {:?}", c.label, c.notation, c.placement);
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
fn check_choices_apply(run: &mut Run, m: &Match, actor: Actor, choices: &[Choice], log: &[Entry]) {
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
fn try_refused(
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

fn check_refusals(
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

/// What a move told: private events stay private; public ones name no hidden card.
fn check_events(
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
    let public_events: Vec<&str> = applied
        .events
        .iter()
        .filter(|e| e.visible_to(Viewer::Public))
        .map(|e| e.text.as_str())
        .collect();
    for e in &applied.events {
        if e.text.trim().is_empty() && e.roll.is_none() {
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
            let private = e.text.trim();
            if private.is_empty() {
                continue;
            }
            if let Some(t) = public_events.iter().find(|t| t.contains(private)) {
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
            if let Some(n) = leaked(text, &secrets) {
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
                if let Some(n) = leaked(&e.text, &secrets) {
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

// ---------------------------------------------------------------------------------------
// One whole game

struct Played {
    moves: usize,
}

fn conform(
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
            let prompt = m.prompt(w);
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
    run.ensure(!outcome.summary.trim().is_empty(), "outcome", || {
        "empty summary".into()
    });
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
            windward_engine::Event::public(format!("{} drew a card. {}", Seat(0).tag(), told.text)),
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

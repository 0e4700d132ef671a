//! Hidden cards: what each viewer has seen of the game's components, and the parts of
//! a view (cards, names, texts) that the secret checks read.

use super::*;

// ---------------------------------------------------------------------------------------
// Hidden cards

/// What each viewer has seen of the game's components (index `players` is the public),
/// so that a name shown to them once may be told again. What is hidden is the game's
/// to say ([`Match::secrets`]): games without hidden information need nothing here.
pub(crate) struct Hidden {
    /// Component names each viewer has seen in a structured component of their views
    /// so far.
    pub(crate) seen: Vec<HashSet<String>>,
}

/// A viewer's slot in [`Hidden::seen`].
pub(crate) fn slot(viewer: Viewer, players: usize) -> usize {
    match viewer {
        Viewer::Seat(s) => s.index(),
        Viewer::Public => players,
    }
}

impl Hidden {
    pub(crate) fn for_kind(_kind: GameKind, players: usize) -> Option<Hidden> {
        Some(Hidden {
            seen: vec![HashSet::new(); players + 1],
        })
    }

    /// Names `viewer` must not read anywhere: the game's secret names for them, less
    /// any they have seen in a component of their views.
    pub(crate) fn secret_names(
        &self,
        m: &Match,
        viewer: Viewer,
        players: usize,
    ) -> HashSet<String> {
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
pub(crate) struct ViewParts {
    pub(crate) cards: Vec<(u64, String, String)>,
    /// Strings outside card objects (a card's own text may name other cards).
    pub(crate) texts: Vec<String>,
    /// Every string, card text included.
    all_texts: Vec<String>,
}

pub(crate) fn take_apart(v: &Value, path: &mut Vec<String>, parts: &mut ViewParts, in_card: bool) {
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

pub(crate) fn view_json(run: &mut Run, m: &Match, viewer: Viewer) -> Option<Value> {
    match serde_json::to_value(m.view(viewer)) {
        Ok(v) => Some(v),
        Err(e) => {
            run.fail("views serialise", format!("{viewer:?}: {e}"));
            None
        }
    }
}

pub(crate) fn strings_of(v: &Value) -> Vec<String> {
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

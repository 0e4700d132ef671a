//! Suggestions for partly typed options.

use super::*;

impl App {
    /// Suggestions for a partly typed option (at most 25).
    pub async fn autocomplete(
        &self,
        caller: &Caller,
        field: AutocompleteField,
        partial: &str,
    ) -> Vec<Suggestion> {
        let wanted = partial.trim().to_lowercase();
        let mut out: Vec<Suggestion> = match field {
            AutocompleteField::Game => GameKind::ALL
                .iter()
                .filter(|k| {
                    k.id().contains(&wanted)
                        || k.name().to_lowercase().contains(&wanted)
                        || k.name_in(caller.lang).to_lowercase().contains(&wanted)
                })
                .map(|k| Suggestion {
                    // In the caller's language; the engine's test keeps each ≤ 100.
                    name: clip(
                        &format!("{} — {}", k.name_in(caller.lang), k.tagline_in(caller.lang)),
                        100,
                    ),
                    value: k.id().to_string(),
                })
                .collect(),
            AutocompleteField::Options { game } => {
                let Some(kind) = game.as_deref().and_then(GameKind::find) else {
                    return Vec::new();
                };
                // Keep the complete `key=value` pairs typed so far; the last word, if it
                // has no `=` yet, is the start of a key.
                let mut words: Vec<&str> = partial.split_whitespace().collect();
                if let Some(values) = value_suggestions(kind, partial, &words) {
                    return values;
                }
                let started = match words.last() {
                    Some(w) if !w.contains('=') => words.pop().unwrap_or_default().to_lowercase(),
                    _ => String::new(),
                };
                let done = words.join(" ");
                kind.option_specs()
                    .iter()
                    .filter(|o| !words.iter().any(|w| w.starts_with(&format!("{}=", o.key))))
                    .filter(|o| o.key.starts_with(&started))
                    .filter(|o| o.key != windward_engine::options::CARRY.key)
                    .map(|o| Suggestion {
                        name: clip(
                            &format!(
                                "{}={} — {}",
                                o.key,
                                o.values,
                                o.help_in(kind.id(), caller.lang)
                            ),
                            100,
                        ),
                        value: clip(format!("{done} {}=", o.key).trim(), 100),
                    })
                    .collect()
            }
            AutocompleteField::Card { game } => {
                catalogue::suggestions(caller.lang, game.as_deref(), partial)
            }
            AutocompleteField::Action => match self.action_suggestions(caller, &wanted).await {
                Ok(list) => list,
                Err(e) => {
                    warn!(error = %e, "autocomplete failed");
                    Vec::new()
                }
            },
        };
        out.truncate(25);
        out
    }

    pub(super) async fn action_suggestions(
        &self,
        caller: &Caller,
        wanted: &str,
    ) -> Result<Vec<Suggestion>, Fail> {
        let Some(session) = self.store.open_session_in(caller.channel_id).await? else {
            return Ok(Vec::new());
        };
        if session.status != Status::Active {
            return Ok(Vec::new());
        }
        let seats = self.store.seats(session.id).await?;
        let Some(me) = seats.iter().find(|s| s.user_id == caller.user_id) else {
            return Ok(Vec::new());
        };
        let game = self.game_of(&session).await?;
        let actor = Actor {
            seat: Seat(me.seat),
            host: caller.user_id == session.host_id,
        };
        Ok(game
            .choices(actor)
            .into_iter()
            .map(|c| {
                let label = windward_engine::i18n::say(caller.lang, &c.label);
                (text::with_plain_names(&label, &seats), c.notation)
            })
            .filter(|(label, notation)| {
                wanted.is_empty()
                    || notation.to_lowercase().contains(wanted)
                    || label.to_lowercase().contains(wanted)
            })
            .filter(|(_, notation)| notation.len() <= 100)
            .map(|(label, notation)| Suggestion {
                name: clip(&format!("{notation} — {label}"), 100),
                value: notation,
            })
            .collect())
    }
}

/// While a key's value is being typed (`mission=iro`, no space after it yet), the
/// values of a key that has a fixed list, one suggestion each: a list of eight values
/// does not fit one 100-character line.
fn value_suggestions(kind: GameKind, partial: &str, words: &[&str]) -> Option<Vec<Suggestion>> {
    if partial.ends_with(char::is_whitespace) {
        return None;
    }
    let (last, before) = words.split_last()?;
    let (key, typed) = last.split_once('=')?;
    let spec = kind
        .option_specs()
        .iter()
        .find(|s| s.key.eq_ignore_ascii_case(key) && s.values.contains('|'))?;
    let typed = typed.to_lowercase();
    let values: Vec<&str> = spec
        .values
        .split('|')
        .filter(|v| v.starts_with(&typed))
        .collect();
    if values.is_empty() || values == [typed.as_str()] {
        return None;
    }
    let before = before.join(" ");
    Some(
        values
            .into_iter()
            .take(25)
            .map(|v| Suggestion {
                name: clip(&format!("{}={v}", spec.key), 100),
                value: clip(format!("{before} {}={v}", spec.key).trim(), 100),
            })
            .collect(),
    )
}

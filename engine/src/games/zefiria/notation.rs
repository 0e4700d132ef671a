//! The text notation (what `/play` accepts and buttons carry) and how each legal
//! action is offered in Discord: buttons for the few, select menus for the many, typed
//! only for whole swaps that the two-step flow already covers.

use crate::game::{ActionError, Choice, Placement};
use crate::i18n::Msg;
use crate::msg;

use super::board::{Cell, Corner, Place};
use super::spirit::Spirit;
use super::{Action, Phase, Zefiria};

/// The notation of an action: short, so it fits a button's custom id.
pub fn write(action: &Action) -> String {
    match action {
        Action::Choose { spirit } => format!("spirit {}", spirit.name().to_ascii_lowercase()),
        Action::Corner { corner } => format!("corner {corner}"),
        Action::Fly { to } => format!("fly {to}"),
        Action::Blow { card } => format!("blow {card}"),
        Action::Swap {
            a,
            b,
            stay: Some(stay),
        } => format!("swap {a} {b} stay {stay}"),
        Action::Swap { a, b, stay: None } => format!("swap {a} {b}"),
        Action::Cancel => "cancel".into(),
        Action::Calm => "calm".into(),
        Action::End => "end".into(),
        Action::Skip => "skip".into(),
    }
}

fn unknown(hint: Msg) -> ActionError {
    ActionError::Unknown(msg!("zefiria-unknown", hint = hint))
}

fn cell(word: &str) -> Result<Cell, ActionError> {
    Cell::parse(word)
        .ok_or_else(|| unknown(msg!("zefiria-hint-card", word = clip(word).to_uppercase())))
}

/// Reads the notation, forgiving case, extra spaces, "with", "and", "↔" and a few
/// synonyms (`pass`, `move`, `choose`, `start`).
pub fn read(text: &str) -> Result<Action, ActionError> {
    let lower = text.trim().to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .filter(|w| !matches!(*w, "with" | "and" | "to" | "<->" | "↔" | "⇄" | "on"))
        .collect();
    let Some((&verb, args)) = words.split_first() else {
        return Err(unknown(msg!("zefiria-hint-empty")));
    };
    match (verb, args) {
        ("end" | "pass" | "done", []) => Ok(Action::End),
        ("skip", []) => Ok(Action::Skip),
        ("cancel" | "back", []) => Ok(Action::Cancel),
        ("calm", []) => Ok(Action::Calm),
        ("spirit" | "choose", [name]) => spirit(name),
        (name, []) if Spirit::parse(name).is_some() => spirit(name),
        ("corner" | "start", [at]) => Corner::parse(at)
            .map(|corner| Action::Corner { corner })
            .ok_or_else(|| unknown(msg!("zefiria-hint-corner"))),
        ("fly" | "move", rest) if !rest.is_empty() => {
            let joined = rest.join(" ");
            Place::parse(&joined)
                .map(|to| Action::Fly { to })
                .ok_or_else(|| unknown(msg!("zefiria-hint-place", word = clip(&joined))))
        }
        ("blow", [card]) => Ok(Action::Blow { card: cell(card)? }),
        ("swap" | "blow", [a, b]) => Ok(Action::Swap {
            a: cell(a)?,
            b: cell(b)?,
            stay: None,
        }),
        ("swap" | "blow", [a, b, "stay", s]) => Ok(Action::Swap {
            a: cell(a)?,
            b: cell(b)?,
            stay: Some(cell(s)?),
        }),
        _ => Err(unknown(msg!("zefiria-hint-unreadable"))),
    }
}

fn spirit(name: &str) -> Result<Action, ActionError> {
    Spirit::parse(name)
        .map(|spirit| Action::Choose { spirit })
        .ok_or_else(|| unknown(msg!("zefiria-hint-spirit")))
}

/// The End turn button, with what ending now throws away: the action points left, and
/// the storm's swap when nobody holds either of its cards down. Plain "End turn" when
/// nothing is lost.
fn end_label(game: &Zefiria) -> Msg {
    let ap = match game.phase {
        Phase::Turn { ap, .. } => ap,
        _ => 0,
    };
    let storm = game
        .storm
        .filter(|[a, b]| game.occupant(*a).is_none() && game.occupant(*b).is_none());
    match (ap, storm) {
        (0, None) => msg!("zefiria-end-turn"),
        (ap, None) => msg!("zefiria-end-turn-ap", ap = ap),
        (0, Some([a, b])) => msg!(
            "zefiria-end-turn-storm",
            a = a.to_string(),
            b = b.to_string()
        ),
        (ap, Some([a, b])) => msg!(
            "zefiria-end-turn-ap-storm",
            ap = ap,
            a = a.to_string(),
            b = b.to_string()
        ),
    }
}

/// Echoes player text in an error without letting it run long or break markdown.
fn clip(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '`' | '@'))
        .take(20)
        .collect()
}

/// Label and placement of a legal action in the state it is offered in.
pub fn describe(game: &Zefiria, action: &Action) -> Choice {
    let (slot, pending) = match game.phase {
        Phase::Turn { slot, pending, .. } => (Some(usize::from(slot)), pending),
        Phase::Setup { slot } => (Some(usize::from(slot)), None),
        Phase::Over => (None, None),
    };
    let spirit = slot.and_then(|s| game.slots[s].spirit);
    let here = slot.and_then(|s| game.slots[s].place).and_then(Place::card);
    let island = |cell: Cell| game.island(cell).msg();
    let (label, placement) = match action {
        Action::Choose { spirit } => (spirit.msg(), Placement::Button),
        Action::Corner { corner } => (
            msg!("zefiria-label-start-on", corner = corner.to_string()),
            Placement::Button,
        ),
        Action::Fly {
            to: Place::Edge(edge),
        } => (
            msg!(
                "zefiria-label-fly-edge",
                place = edge.msg(),
                line = edge.line_msg()
            ),
            Placement::Menu(msg!("zefiria-menu-austro-flies")),
        ),
        Action::Fly {
            to: Place::Card(cell),
        } => (
            msg!("zefiria-label-fly", cell = cell.to_string()),
            Placement::Button,
        ),
        Action::Blow { card } => (
            msg!(
                "zefiria-label-blow",
                card = card.to_string(),
                island = island(*card)
            ),
            Placement::Button,
        ),
        Action::Swap { a, b, stay } => {
            let other_of = |first: Cell| if *a == first { *b } else { *a };
            let partner = |other: Cell| {
                msg!(
                    "zefiria-label-partner",
                    card = other.to_string(),
                    island = island(other)
                )
            };
            match (pending, spirit, stay) {
                // Skyron: two menus, riding along with his card or staying put.
                (_, Some(Spirit::Skyron), Some(stay)) => {
                    let here = here.unwrap_or(*a);
                    let other = other_of(here);
                    let menu = if *stay == here {
                        msg!("zefiria-menu-skyron-stays", here = here.to_string())
                    } else {
                        msg!("zefiria-menu-skyron-rides", here = here.to_string())
                    };
                    (partner(other), Placement::Menu(menu))
                }
                // Second step of a blow: one menu of partners for the held card.
                (Some(p), _, _) if p == *a || p == *b => {
                    let other = other_of(p);
                    (
                        partner(other),
                        Placement::Menu(msg!("zefiria-menu-swap-with", card = p.to_string())),
                    )
                }
                // Austro: the line he faces holds at most ten pairs.
                (_, Some(Spirit::Austro), _) => {
                    let line = slot
                        .and_then(|s| game.slots[s].place)
                        .and_then(|p| match p {
                            Place::Edge(e) => Some(e.line_msg()),
                            Place::Card(_) => None,
                        })
                        .unwrap_or_else(|| Msg::raw(""));
                    (
                        msg!(
                            "zefiria-label-austro-swap",
                            a = a.to_string(),
                            a_island = island(*a),
                            b = b.to_string(),
                            b_island = island(*b)
                        ),
                        Placement::Menu(msg!("zefiria-menu-austro-swaps", line = line)),
                    )
                }
                // Everyone else: pick the first card with a button, then the partner;
                // the whole swap is also typed (`/play`).
                _ => (
                    msg!("zefiria-label-swap", a = a.to_string(), b = b.to_string()),
                    Placement::TypedOnly,
                ),
            }
        }
        Action::Cancel => (msg!("zefiria-label-cancel"), Placement::Button),
        Action::Calm => (msg!("zefiria-label-calm"), Placement::Button),
        Action::End => (end_label(game), Placement::Button),
        Action::Skip => (msg!("zefiria-label-skip"), Placement::TypedOnly),
    };
    // Spending the last point ends the turn at once, and a gathering storm strikes
    // before the player can calm it: say so on the button itself.
    let spends_a_point = matches!(action, Action::Fly { .. } | Action::Swap { .. });
    let last_point = matches!(game.phase, Phase::Turn { ap: 1, .. });
    let label = if spends_a_point && last_point && game.storm.is_some() {
        msg!("zefiria-label-last-point", label = label)
    } else {
        label
    };
    Choice {
        notation: write(action),
        label,
        placement,
    }
}

//! A roll's breakdown in words: Discord markdown for messages and narration, plain
//! text for a picture's description. The engine gives a roll as data (its
//! [`Part`]s and dice); how each die reads is decided here.
//!
//! The markdown line is also what a free table's log stores and `windward verify`
//! compares, so its form is a compatibility boundary: a change here makes older game
//! records stop verifying.

use std::fmt::Write as _;

use windward_engine::dice::{Die, Part, Roll};
use windward_engine::i18n::{say, Lang};
use windward_engine::Event;

use crate::store::Said;

/// A markdown breakdown is shortened past this many characters (a message allows
/// 2,000, and the line shares a board's description with other narration).
const MAX_MARKDOWN_CHARS: usize = 1500;

/// A plain breakdown is shortened past this many characters (an attachment's
/// description allows 1,024, and the roller's name goes before it).
const MAX_PLAIN_CHARS: usize = 900;

/// What a move told, in `lang`: its sentence and, when it rolled dice, the roll's
/// markdown breakdown after a space (see `Event::roll`). Seat tags are left for the
/// caller to fill.
pub fn told(lang: Lang, said: &Said) -> String {
    let words = say(lang, &said.text);
    match &said.roll {
        Some(roll) => format!("{words} {}", markdown(lang, roll)),
        None => words,
    }
}

/// An event as the table is told it, in `lang` (see [`told`]).
pub fn told_event(lang: Lang, event: &Event) -> String {
    told(lang, &Said::of(event))
}

/// One line of Discord markdown: each term's dice in brackets after it (dropped and
/// rerolled-away dice struck through, explosions marked `!`, successes bold,
/// failures italic), then ` = **total**`. Long rolls show fewer dice, step by step,
/// until the line fits. Its few words (`no dice`, `…5 more…`) are in `lang`; in
/// English they are the record's form.
pub fn markdown(lang: Lang, roll: &Roll) -> String {
    shortened(roll, Style::Markdown(lang), MAX_MARKDOWN_CHARS)
}

/// The same line without markdown, each mark said in a word (`2 dropped`) in `lang`,
/// for a picture's text alternative.
pub fn plain(lang: Lang, roll: &Roll) -> String {
    shortened(roll, Style::Plain(lang), MAX_PLAIN_CHARS)
}

/// The expression as the markdown breakdown writes it, for a title: labels made
/// inert and `*` escaped, no dice.
pub fn markdown_expression(roll: &Roll) -> String {
    let mut out = String::new();
    for part in &roll.parts {
        write_part(&mut out, part, roll, Style::Markdown(Lang::En), None);
    }
    out
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// Discord markdown, its words in a language; in English, the form a game's
    /// record stores and verifies, which never changes.
    Markdown(Lang),
    /// Words in a language, for a picture's text alternative.
    Plain(Lang),
}

/// A word of the breakdown: the record's own English in English markdown (written
/// here, so a change of the `.ftl` files never changes a record), else the message
/// in the line's language.
fn word(style: Style, english: impl FnOnce() -> String, msg: windward_engine::i18n::Msg) -> String {
    match style {
        Style::Markdown(Lang::En) => english(),
        Style::Markdown(lang) | Style::Plain(lang) => say(lang, &msg),
    }
}

/// How many of a group's dice a line shows.
#[derive(Clone, Copy)]
enum Show {
    All,
    /// The first and last few dice of each group.
    Ends(usize, usize),
    /// Only how many dice.
    Count,
}

fn shortened(roll: &Roll, style: Style, max_chars: usize) -> String {
    let total = match style {
        Style::Markdown(_) => format!(" = **{}**", roll.total_text()),
        Style::Plain(_) => format!(" = {}", roll.total_text()),
    };
    for show in [Show::All, Show::Ends(10, 5), Show::Ends(3, 1), Show::Count] {
        let mut line = String::new();
        for part in &roll.parts {
            write_part(&mut line, part, roll, style, Some(show));
        }
        line.push_str(&total);
        if line.chars().count() <= max_chars {
            return line;
        }
    }
    let rolled = word(
        style,
        || format!("{} dice rolled", roll.dice_rolled()),
        windward_engine::msg!("turns-dice-rolled", dice = roll.dice_rolled()),
    );
    format!("{rolled}{total}")
}

/// One part; `show` None leaves the dice out.
fn write_part(out: &mut String, part: &Part, roll: &Roll, style: Style, show: Option<Show>) {
    match part {
        // A bare `*` could pair up with another one into italics.
        Part::Text { text } if matches!(style, Style::Markdown(_)) => {
            out.push_str(&text.replace('*', "\\*"))
        }
        Part::Text { text } => out.push_str(text),
        Part::Label { text } => {
            let text = inert_label(text);
            if !text.is_empty() {
                let _ = write!(out, "[{text}]");
            }
        }
        Part::Dice { group } => {
            let (Some(show), Some(group)) = (show, roll.groups.get(*group)) else {
                return;
            };
            out.push_str(" (");
            write_dice(out, &group.dice, style, show);
            out.push(')');
        }
    }
}

/// A label made inert for Discord markdown: no formatting, mention or line-break
/// characters, whitespace collapsed. Plain text gets the same, so a picture's
/// description reads as the message does.
fn inert_label(label: &str) -> String {
    let kept: String = label
        .chars()
        .filter(|c| !c.is_control() && !"*_~`|\\<>@#[]".contains(*c))
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn write_dice(out: &mut String, dice: &[Die], style: Style, show: Show) {
    let list = |out: &mut String, dice: &[Die]| {
        for (i, die) in dice.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_die(out, die, style);
        }
    };
    match show {
        _ if dice.is_empty() => out.push_str(&word(
            style,
            || "no dice".to_string(),
            windward_engine::msg!("turns-dice-none"),
        )),
        Show::All => list(out, dice),
        Show::Ends(first, last) if dice.len() > first + last + 1 => {
            list(out, &dice[..first]);
            let more = dice.len() - first - last;
            let more = word(
                style,
                || format!("…{more} more…"),
                windward_engine::msg!("turns-dice-more", dice = more),
            );
            let _ = write!(out, ", {more}, ");
            list(out, &dice[dice.len() - last..]);
        }
        Show::Ends(..) => list(out, dice),
        Show::Count => out.push_str(&word(
            style,
            || match dice.len() {
                1 => "1 die".to_string(),
                n => format!("{n} dice"),
            },
            windward_engine::msg!("turns-dice-count", dice = dice.len()),
        )),
    }
}

/// Markdown: `5`, `6!` (exploded), `**9**` (success), `*1*` (failure), `~~2~~`
/// (dropped or rerolled away). Plain: `6!`, `9 success`, `1 failure`, `2 dropped`,
/// `1 rerolled`.
fn write_die(out: &mut String, die: &Die, style: Style) {
    let mut text = die.value.to_string();
    if die.exploded {
        text.push('!');
    }
    let text = match (style, die.kept, die.success) {
        (Style::Markdown(_), false, _) => format!("~~{text}~~"),
        (Style::Markdown(_), true, Some(1)) => format!("**{text}**"),
        (Style::Markdown(_), true, Some(-1)) => format!("*{text}*"),
        (Style::Plain(lang), false, _) if die.rerolled => say(
            lang,
            &windward_engine::msg!("turns-die-rerolled", die = text),
        ),
        (Style::Plain(lang), false, _) => say(
            lang,
            &windward_engine::msg!("turns-die-dropped", die = text),
        ),
        (Style::Plain(lang), true, Some(1)) => say(
            lang,
            &windward_engine::msg!("turns-die-success", die = text),
        ),
        (Style::Plain(lang), true, Some(-1)) => say(
            lang,
            &windward_engine::msg!("turns-die-failure", die = text),
        ),
        _ => text,
    };
    out.push_str(&text);
}

#[cfg(test)]
mod tests;

//! Small text helpers shared by every reply.

use windward_engine::i18n::Lang;
use windward_engine::{fill_seat_tags, seat_tag_pieces, Seat, TagPiece};

use super::rich::Text;
use crate::store::SeatRow;

/// Escapes Discord markdown in user-provided text (names, labels) so it shows as typed.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(
            c,
            '*' | '_' | '~' | '`' | '|' | '>' | '#' | '[' | ']' | '(' | ')' | '\\' | '<' | ':'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The name of a seat's player, or a neutral stand-in for an unknown seat.
pub fn seat_name(seats: &[SeatRow], seat: Seat) -> String {
    seats.iter().find(|s| s.seat == seat.0).map_or_else(
        || format!("Seat {}", u16::from(seat.0) + 1),
        |s| s.name.clone(),
    )
}

/// What a move told, in `lang`, with names for seat tags.
pub fn told(lang: Lang, said: &crate::store::Said, seats: &[SeatRow]) -> String {
    with_names(&super::breakdown::told(lang, said), seats)
}

/// The language of `seat`'s player (English for a seat nobody holds).
pub fn seat_lang(seats: &[SeatRow], seat: Seat) -> Lang {
    seats
        .iter()
        .find(|s| s.seat == seat.0)
        .map_or_else(Lang::default, |s| s.lang)
}

/// The host's name in bold (for refusals that say who may), or "the host" in `lang`
/// if they no longer sit at the table.
pub fn host_name(lang: Lang, seats: &[SeatRow], host_id: u64) -> String {
    seats.iter().find(|s| s.user_id == host_id).map_or_else(
        || windward_engine::i18n::say(lang, &windward_engine::msg!("turns-the-host")),
        |s| format!("**{}**", escape(&s.name)),
    )
}

/// Fills seat tags with bold, escaped names (for embeds and narration).
pub fn with_names(text: &str, seats: &[SeatRow]) -> String {
    fill_seat_tags(text, |seat| {
        format!("**{}**", escape(&seat_name(seats, seat)))
    })
}

/// Fills seat tags with plain names (for button labels and images).
pub fn with_plain_names(text: &str, seats: &[SeatRow]) -> String {
    fill_seat_tags(text, |seat| seat_name(seats, seat))
}

/// Fills seat tags with mentions (for the ping line).
pub fn with_mentions(text: &str, seats: &[SeatRow]) -> Text {
    let mut out = Text::new();
    for piece in seat_tag_pieces(text) {
        match piece {
            TagPiece::Text(words) => out.push(words),
            TagPiece::Seat(seat) => match seats.iter().find(|s| s.seat == seat.0) {
                Some(s) => out.mention(s.user_id, &s.name),
                None => out.push(&format!("Seat {}", u16::from(seat.0) + 1)),
            },
        };
    }
    out
}

/// Words joined as a reader would: "a", "a and b", "a, b and c".
pub fn and_list(words: &[String]) -> String {
    and_list_in(Lang::En, words)
}

/// "a, b and c" in `lang` ("a, b i c", "a, b et c").
pub fn and_list_in(lang: Lang, words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => windward_engine::i18n::say(
            lang,
            &windward_engine::msg!("list-and", first = rest.join(", "), last = last.as_str()),
        ),
    }
}

/// "1 player", "3 players": a count with its noun (regular plurals only).
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Cuts `text` to at most `max` characters, ending with `…` when cut.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
        out.push('…');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_and_clipped() {
        assert_eq!(escape("*bob*_"), "\\*bob\\*\\_");
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(clip("abc", 4), "abc");
        assert_eq!(count(1, "player"), "1 player");
        assert_eq!(count(0, "player"), "0 players");
        let seats = vec![SeatRow {
            seat: 0,
            user_id: 42,
            name: "a*b".into(),
            stand_in: false,
            missed: 0,
            away_until: None,
            away_used_ms: 0,
            lang: Lang::En,
        }];
        assert_eq!(with_names("{seat:0} won", &seats), "**a\\*b** won");
        let mut mention = Text::new();
        mention.mention(42, "a*b").push("!");
        assert_eq!(with_mentions("{seat:0}!", &seats), mention);
        assert_eq!(with_plain_names("{seat:3}", &seats), "Seat 4");
    }
}

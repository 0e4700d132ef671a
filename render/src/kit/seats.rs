//! Seats as players see them: a name and a [`Mark`], the same in every game.
//!
//! Names come from the bot by seat index and may be missing, empty, very long or made
//! of characters the font lacks; these helpers always return something drawable.

use windward_engine::{fill_seat_tags, Seat};

use super::text::sanitize;
use super::Mark;

/// The drawable name of `seat`: `names[seat]` without undrawable characters, or
/// "Player N" when there is none. Not truncated: cut it to fit where you draw it.
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .map(|n| sanitize(n))
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| format!("Player {}", seat.index() + 1))
}

/// The colour and shape of `seat`, fixed for the whole game whatever the turn order.
pub fn seat_mark(seat: Seat) -> Mark {
    Mark::nth(seat.index())
}

/// Replaces seat tags (`{seat:N}`) in an engine text with drawable names.
pub fn fill_names(text: &str, names: &[String]) -> String {
    fill_seat_tags(text, |seat| seat_name(names, seat))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_fall_back_and_tags_fill() {
        let names = vec!["Alice".to_string(), "🐉".to_string(), "  ".to_string()];
        assert_eq!(seat_name(&names, Seat(0)), "Alice");
        assert_eq!(seat_name(&names, Seat(1)), "Player 2");
        assert_eq!(seat_name(&names, Seat(2)), "Player 3");
        assert_eq!(seat_name(&[], Seat(200)), "Player 201");
        assert_eq!(
            fill_names("{seat:0} passes to {seat:9}.", &names),
            "Alice passes to Player 10."
        );
        assert_ne!(seat_mark(Seat(0)), seat_mark(Seat(1)));
    }
}

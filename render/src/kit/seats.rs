//! Seats as players see them: a name and a [`Mark`], the same in every game.
//!
//! Names come from the bot by seat index and may be missing, empty, very long or made
//! of characters the font lacks; these helpers always return something drawable.

use std::ops::Deref;

use windward_engine::i18n::{say, Lang, Msg};
use windward_engine::{fill_seat_tags, msg, Seat};

use super::text::sanitize;
use super::Mark;

/// Whom a picture is drawn for: the players' names by seat index, and the language
/// its words are in. It derefs to the names, so layout code indexes it like a slice.
#[derive(Clone, Copy, Debug)]
pub struct Names<'a> {
    list: &'a [String],
    pub lang: Lang,
}

impl<'a> Names<'a> {
    pub fn new(list: &'a [String], lang: Lang) -> Self {
        Names { list, lang }
    }

    /// `msg` in the picture's language.
    pub fn say(&self, msg: &Msg) -> String {
        say(self.lang, msg)
    }

    /// `msg` in the picture's language with its seat tags filled with names.
    pub fn fill(&self, msg: &Msg) -> String {
        fill_names(&self.say(msg), self)
    }
}

impl Deref for Names<'_> {
    type Target = [String];

    fn deref(&self) -> &[String] {
        self.list
    }
}

/// The drawable name of `seat`: `names[seat]` without undrawable characters, or
/// "Player N" in the picture's language when there is none. Not truncated: cut it to
/// fit where you draw it.
pub fn seat_name(names: &Names, seat: Seat) -> String {
    names
        .get(seat.index())
        .map(|n| sanitize(n))
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| names.say(&msg!("seat-unnamed", number = seat.index() + 1)))
}

/// The colour and shape of `seat`, fixed for the whole game whatever the turn order.
pub fn seat_mark(seat: Seat) -> Mark {
    Mark::nth(seat.index())
}

/// Replaces seat tags (`{seat:N}`) in an engine text with drawable names.
pub fn fill_names(text: &str, names: &Names) -> String {
    fill_seat_tags(text, |seat| seat_name(names, seat))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_fall_back_and_tags_fill() {
        let list = vec!["Alice".to_string(), "🐉".to_string(), "  ".to_string()];
        let names = Names::new(&list, Lang::En);
        assert_eq!(seat_name(&names, Seat(0)), "Alice");
        assert_eq!(seat_name(&names, Seat(1)), "Player 2");
        assert_eq!(seat_name(&names, Seat(2)), "Player 3");
        assert_eq!(
            seat_name(&Names::new(&[], Lang::En), Seat(200)),
            "Player 201"
        );
        assert_eq!(seat_name(&Names::new(&[], Lang::Pl), Seat(1)), "Gracz 2");
        assert_eq!(seat_name(&Names::new(&[], Lang::Fr), Seat(1)), "Joueur 2");
        assert_eq!(
            fill_names("{seat:0} passes to {seat:9}.", &names),
            "Alice passes to Player 10."
        );
        assert_ne!(seat_mark(Seat(0)), seat_mark(Seat(1)));
    }
}

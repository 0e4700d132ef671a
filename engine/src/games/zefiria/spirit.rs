//! The five wind spirits and what their Fly and Blow allow, apart from occupancy and
//! the "nothing flies over a spirit" rule, which the game checks for everyone alike.

use serde::{Deserialize, Serialize};

use super::board::{Cell, Island};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spirit {
    Borea,
    Jugo,
    Etesia,
    Skyron,
    Austro,
}

impl Spirit {
    pub const ALL: [Spirit; 5] = [
        Spirit::Borea,
        Spirit::Jugo,
        Spirit::Etesia,
        Spirit::Skyron,
        Spirit::Austro,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Spirit::Borea => "Borea",
            Spirit::Jugo => "Jugo",
            Spirit::Etesia => "Etesia",
            Spirit::Skyron => "Skyron",
            Spirit::Austro => "Austro",
        }
    }

    pub fn parse(text: &str) -> Option<Spirit> {
        let text = text.trim();
        Spirit::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text))
    }

    /// Whether the spirit stands on cards (all but Austro, who lives around the edge).
    pub fn on_cards(self) -> bool {
        self != Spirit::Austro
    }

    /// Fly and Blow in one line, for choosing a spirit.
    pub fn powers(self) -> &'static str {
        match self {
            Spirit::Borea => {
                "flies to a neighbouring card or to any card of the colour she stands on; blows a card with the icon she stands on into any other place."
            }
            Spirit::Jugo => {
                "flies to a neighbouring card or to any card with the icon he stands on; blows a card of the colour he stands on into any other place."
            }
            Spirit::Etesia => {
                "flies to any of the eight cards around her; blows a card beside her into any other place."
            }
            Spirit::Skyron => {
                "flies to a neighbouring card; swaps the card under him with any other, riding along or staying put."
            }
            Spirit::Austro => {
                "flies anywhere around the edge of the grid; swaps two cards of the row or column he faces."
            }
        }
    }

    /// Whether this spirit's Fly reaches `to` from `from` (a card spirit; the target
    /// is free and the way is clear). The error says what the Fly allows.
    pub fn can_fly(
        self,
        from: Cell,
        to: Cell,
        under: Island,
        target: Island,
    ) -> Result<(), String> {
        let name = self.name();
        let ok = match self {
            Spirit::Borea => from.orthogonal_to(to) || under.colour == target.colour,
            Spirit::Jugo => from.orthogonal_to(to) || under.icon == target.icon,
            Spirit::Etesia => from.around(to),
            Spirit::Skyron => from.orthogonal_to(to),
            Spirit::Austro => false,
        };
        if ok {
            return Ok(());
        }
        Err(match self {
            Spirit::Borea => format!(
                "Borea flies to a card next to hers (up, down, left or right) or to any {} card like the one she's on; {to} is {}.",
                under.colour.name(),
                with_article(target)
            ),
            Spirit::Jugo => format!(
                "Jugo flies to a card next to his (up, down, left or right) or to any {} card like the one he's on; {to} is {}.",
                under.icon.name(),
                with_article(target)
            ),
            Spirit::Etesia => {
                format!("Etesia flies to one of the eight cards around {from}; {to} is too far.")
            }
            Spirit::Skyron => format!(
                "Skyron flies one card up, down, left or right; {to} is not next to {from}."
            ),
            Spirit::Austro => format!("{name} never stands on a card."),
        })
    }

    /// Whether a card spirit on `here` may blow `a` and `b` (free cards, way clear).
    /// Skyron's "one of them is mine" is checked by the game, which knows where it is.
    pub fn can_blow(
        self,
        here: Cell,
        under: Island,
        a: Cell,
        b: Cell,
        island: impl Fn(Cell) -> Island,
    ) -> Result<(), String> {
        if self == Spirit::Skyron
            || self.starts_blow(here, under, a, island(a))
            || self.starts_blow(here, under, b, island(b))
        {
            return Ok(());
        }
        Err(match self {
            Spirit::Borea => format!(
                "Borea blows only cards with the icon she stands on ({}): {a} is {} and {b} {}.",
                under.icon.name(),
                with_article(island(a)),
                with_article(island(b))
            ),
            Spirit::Jugo => format!(
                "Jugo blows only cards of the colour he stands on ({}): {a} is {} and {b} {}.",
                under.colour.name(),
                with_article(island(a)),
                with_article(island(b))
            ),
            Spirit::Etesia => format!(
                "Etesia blows a card right beside her (up, down, left or right of {here}); neither {a} nor {b} is."
            ),
            Spirit::Skyron | Spirit::Austro => String::new(),
        })
    }

    /// Whether `card` is one this spirit can take hold of to blow from `here`: the
    /// card whose place in a swap gives the spirit its reach.
    pub fn starts_blow(self, here: Cell, under: Island, card: Cell, island: Island) -> bool {
        card != here
            && match self {
                Spirit::Borea => island.icon == under.icon,
                Spirit::Jugo => island.colour == under.colour,
                Spirit::Etesia => here.orthogonal_to(card),
                Spirit::Skyron | Spirit::Austro => false,
            }
    }
}

/// "a blue mountain", "an orange moon".
fn with_article(island: Island) -> String {
    let name = island.to_string();
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name}")
}

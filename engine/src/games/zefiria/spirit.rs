//! The five wind spirits and what their Fly and Blow allow, apart from occupancy and
//! the "nothing flies over a spirit" rule, which the game checks for everyone alike.

use serde::{Deserialize, Serialize};

use super::board::{Cell, Island};
use crate::i18n::Msg;
use crate::msg;

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

    /// The spirit's name as a message (the same in every language: the rulebook's).
    pub fn msg(self) -> Msg {
        match self {
            Spirit::Borea => msg!("zefiria-spirit-borea"),
            Spirit::Jugo => msg!("zefiria-spirit-jugo"),
            Spirit::Etesia => msg!("zefiria-spirit-etesia"),
            Spirit::Skyron => msg!("zefiria-spirit-skyron"),
            Spirit::Austro => msg!("zefiria-spirit-austro"),
        }
    }

    /// [`Spirit::powers`] in the reader's language.
    pub fn powers_msg(self) -> Msg {
        match self {
            Spirit::Borea => msg!("zefiria-powers-borea"),
            Spirit::Jugo => msg!("zefiria-powers-jugo"),
            Spirit::Etesia => msg!("zefiria-powers-etesia"),
            Spirit::Skyron => msg!("zefiria-powers-skyron"),
            Spirit::Austro => msg!("zefiria-powers-austro"),
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
    pub fn can_fly(self, from: Cell, to: Cell, under: Island, target: Island) -> Result<(), Msg> {
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
        let (from, to) = (from.to_string(), to.to_string());
        Err(match self {
            Spirit::Borea => msg!(
                "zefiria-borea-flies",
                colour = under.colour.msg(),
                to = to,
                target = target.msg_a()
            ),
            Spirit::Jugo => msg!(
                "zefiria-jugo-flies",
                icon = under.icon.msg(),
                to = to,
                target = target.msg_a()
            ),
            Spirit::Etesia => msg!("zefiria-etesia-flies", from = from, to = to),
            Spirit::Skyron => msg!("zefiria-skyron-flies", from = from, to = to),
            Spirit::Austro => msg!("zefiria-austro-never-on-card", spirit = self.msg()),
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
    ) -> Result<(), Msg> {
        if self == Spirit::Skyron
            || self.starts_blow(here, under, a, island(a))
            || self.starts_blow(here, under, b, island(b))
        {
            return Ok(());
        }
        let (a_name, b_name) = (a.to_string(), b.to_string());
        Err(match self {
            Spirit::Borea => msg!(
                "zefiria-borea-blows",
                icon = under.icon.msg(),
                a = a_name,
                a_island = island(a).msg_a(),
                b = b_name,
                b_island = island(b).msg_a()
            ),
            Spirit::Jugo => msg!(
                "zefiria-jugo-blows",
                colour = under.colour.msg(),
                a = a_name,
                a_island = island(a).msg_a(),
                b = b_name,
                b_island = island(b).msg_a()
            ),
            Spirit::Etesia => msg!(
                "zefiria-etesia-blows",
                here = here.to_string(),
                a = a_name,
                b = b_name
            ),
            Spirit::Skyron | Spirit::Austro => Msg::raw(""),
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

//! Our designs for the two decks and the ships: the 25 COMBAT cards (salvo strength,
//! damage on a hit, boarding result), the 25 WIND cards (24 with a turn of the wind and
//! a calm direction, and the T-FLAUTA card) and the ship classes. Counts are the
//! book's; the distributions are ours (see README).

use serde::{Deserialize, Serialize};

use super::board::Dir;
use crate::i18n::Msg;
use crate::msg;

/// Damage on a ship, lightest first: a counter is only ever replaced by a heavier one.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Damage {
    /// Sails torn: sails only straight with the wind, one field an action.
    Sails,
    /// Masts down: no moves; turns and salvos as usual.
    Masts,
    /// Masts down and one gun lost.
    MastsGun,
    /// Masts down and two guns lost.
    MastsTwoGuns,
    /// Burning: takes no part in actions, only blocks the way.
    Fire,
    /// Sunk (never a counter: the ship leaves the board).
    Sunk,
}

impl Damage {
    pub fn name(self) -> &'static str {
        match self {
            Damage::Sails => "sails torn",
            Damage::Masts => "masts down",
            Damage::MastsGun => "masts down, 1 gun lost",
            Damage::MastsTwoGuns => "masts down, 2 guns lost",
            Damage::Fire => "on fire",
            Damage::Sunk => "sunk",
        }
    }

    /// Its name as a message (`name` in every language).
    pub fn msg(self) -> Msg {
        match self {
            Damage::Sails => msg!("bitwa-damage-sails"),
            Damage::Masts => msg!("bitwa-damage-masts"),
            Damage::MastsGun => msg!("bitwa-damage-masts-gun"),
            Damage::MastsTwoGuns => msg!("bitwa-damage-masts-two-guns"),
            Damage::Fire => msg!("bitwa-damage-fire"),
            Damage::Sunk => msg!("bitwa-damage-sunk"),
        }
    }

    /// [`Damage::name_for`] as a message.
    pub fn msg_for(self, class: Class) -> Msg {
        if class.guns() == 0 && self.guns_lost() > 0 {
            Damage::Masts.msg()
        } else {
            self.msg()
        }
    }

    /// Its name on a ship of `class`: a ship without guns (the transport) loses none,
    /// so masts and guns down is "masts down" on it.
    pub fn name_for(self, class: Class) -> &'static str {
        if class.guns() == 0 && self.guns_lost() > 0 {
            Damage::Masts.name()
        } else {
            self.name()
        }
    }

    pub fn guns_lost(self) -> u8 {
        match self {
            Damage::MastsGun => 1,
            Damage::MastsTwoGuns => 2,
            _ => 0,
        }
    }

    /// Whether the ship can no longer sail (masts gone, or worse).
    pub fn immobile(self) -> bool {
        self >= Damage::Masts
    }
}

/// The two sail colours, one per fleet (seat 1 red, seat 2 green).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Red,
    Green,
}

impl Colour {
    pub fn of_fleet(fleet: u8) -> Colour {
        if fleet == 0 {
            Colour::Red
        } else {
            Colour::Green
        }
    }

    pub fn fleet(self) -> u8 {
        match self {
            Colour::Red => 0,
            Colour::Green => 1,
        }
    }

    /// Its name as a message ("red", "green").
    pub fn msg(self) -> Msg {
        match self {
            Colour::Red => msg!("bitwa-red"),
            Colour::Green => msg!("bitwa-green"),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }
}

/// The bottom field of a COMBAT card, read when it decides a boarding.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Boarding {
    /// A number on a colour: the side whose sails are that colour adds it.
    Bonus { colour: Colour, n: u8 },
    /// Red and green triangles: only shields and guns count.
    Even,
    /// Crossed swords: the fight goes on.
    Swords,
}

/// One COMBAT card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CombatCard {
    /// The white number; `None` for the black T (the salvo misses whatever the guns).
    pub strength: Option<u8>,
    pub damage: Damage,
    pub boarding: Boarding,
}

const fn card(strength: Option<u8>, damage: Damage, boarding: Boarding) -> CombatCard {
    CombatCard {
        strength,
        damage,
        boarding,
    }
}

const T: Option<u8> = None;
const fn s(n: u8) -> Option<u8> {
    Some(n)
}
const fn red(n: u8) -> Boarding {
    Boarding::Bonus {
        colour: Colour::Red,
        n,
    }
}
const fn green(n: u8) -> Boarding {
    Boarding::Bonus {
        colour: Colour::Green,
        n,
    }
}
const EVEN: Boarding = Boarding::Even;
const SWORDS: Boarding = Boarding::Swords;
use Damage::{Fire, Masts, MastsGun, MastsTwoGuns, Sails, Sunk};

/// The 25 COMBAT cards. Harder salvos (higher white numbers) carry the heavier damage;
/// both colours get the same boarding bonuses.
pub const COMBAT: [CombatCard; 25] = [
    card(T, Sails, EVEN),
    card(T, Masts, SWORDS),
    card(T, Fire, red(1)),
    card(T, Sunk, green(1)),
    card(s(0), Sails, red(1)),
    card(s(0), Sails, green(1)),
    card(s(0), Masts, EVEN),
    card(s(1), Sails, red(2)),
    card(s(1), Sails, green(2)),
    card(s(1), Masts, EVEN),
    card(s(1), MastsGun, SWORDS),
    card(s(2), Sails, red(1)),
    card(s(2), Sails, green(1)),
    card(s(2), Masts, EVEN),
    card(s(2), MastsGun, EVEN),
    card(s(2), MastsTwoGuns, red(3)),
    card(s(2), Fire, green(3)),
    card(s(3), Masts, SWORDS),
    card(s(3), MastsGun, red(2)),
    card(s(3), MastsTwoGuns, green(2)),
    card(s(3), Fire, EVEN),
    card(s(3), Sunk, SWORDS),
    card(s(4), MastsGun, EVEN),
    card(s(4), MastsTwoGuns, SWORDS),
    card(s(4), Sunk, EVEN),
];

pub fn combat(id: u8) -> CombatCard {
    COMBAT[usize::from(id) % COMBAT.len()]
}

/// One WIND card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WindCard {
    /// How the wind turns at the end of the action: +1 clockwise, −1 anticlockwise, 0.
    pub turn: i8,
    /// The direction in the orange calm hexagon (read after a calm); `None` only on the
    /// T-FLAUTA card.
    pub calm: Option<Dir>,
}

impl WindCard {
    pub fn is_flauta(self) -> bool {
        self.calm.is_none()
    }
}

/// The T-FLAUTA card's number in the WIND deck.
pub const FLAUTA: u8 = 24;
pub const WIND_CARDS: u8 = 25;

/// WIND card `id`: 0–23 turn the wind clockwise, anticlockwise or not at all (8 each),
/// and their calm hexagons point every way four times; 24 is the T-FLAUTA.
pub fn wind(id: u8) -> WindCard {
    if id >= FLAUTA {
        return WindCard {
            turn: 0,
            calm: None,
        };
    }
    let turn = [1, -1, 0][usize::from(id % 3)];
    WindCard {
        turn,
        calm: Some(Dir::from_index(i32::from(id / 4))),
    }
}

/// A ship's class: its guns on each broadside and its infantry shields.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    Transport,
    Cutter,
    Frigate,
    ManOfWar,
}

impl Class {
    pub fn guns(self) -> u8 {
        match self {
            Class::Transport => 0,
            Class::Cutter => 2,
            Class::Frigate => 3,
            Class::ManOfWar => 4,
        }
    }

    pub fn shields(self) -> u8 {
        match self {
            Class::Transport => 0,
            Class::Cutter => 1,
            Class::Frigate => 2,
            Class::ManOfWar => 3,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Class::Transport => "transport",
            Class::Cutter => "cutter",
            Class::Frigate => "frigate",
            Class::ManOfWar => "man-of-war",
        }
    }

    /// Its name as a message ("frigate").
    pub fn msg(self) -> Msg {
        match self {
            Class::Transport => msg!("bitwa-class-transport"),
            Class::Cutter => msg!("bitwa-class-cutter"),
            Class::Frigate => msg!("bitwa-class-frigate"),
            Class::ManOfWar => msg!("bitwa-class-man-of-war"),
        }
    }

    /// Capitalised, as a message ("Frigate").
    pub fn title_msg(self) -> Msg {
        match self {
            Class::Transport => msg!("bitwa-title-transport"),
            Class::Cutter => msg!("bitwa-title-cutter"),
            Class::Frigate => msg!("bitwa-title-frigate"),
            Class::ManOfWar => msg!("bitwa-title-man-of-war"),
        }
    }

    /// Capitalised, for labels.
    pub fn title(self) -> &'static str {
        match self {
            Class::Transport => "Transport",
            Class::Cutter => "Cutter",
            Class::Frigate => "Frigate",
            Class::ManOfWar => "Man-of-war",
        }
    }
}

/// The nine gunships in the order they fill a fleet's starting fields (the transport
/// takes the field its player picks): 2 men-of-war, 4 frigates, 3 cutters.
pub const GUNSHIPS: [Class; 9] = [
    Class::Cutter,
    Class::Frigate,
    Class::ManOfWar,
    Class::Frigate,
    Class::Cutter,
    Class::Frigate,
    Class::ManOfWar,
    Class::Frigate,
    Class::Cutter,
];

/// The 28 damage counters (the supply is never short in our game: see README).
pub const COUNTERS: [(Damage, u32); 5] = [
    (Damage::Sails, 8),
    (Damage::Masts, 7),
    (Damage::MastsGun, 5),
    (Damage::MastsTwoGuns, 4),
    (Damage::Fire, 4),
];

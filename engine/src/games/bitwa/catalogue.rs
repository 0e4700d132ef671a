//! The catalogue: the board, the ship classes, the 25 COMBAT cards, the WIND cards
//! (grouped where two are alike), the T-FLAUTA card and the damage counters, from the
//! same data the rules read.

use super::board::{COLS, ROWS};
use super::cards::{self, Boarding, Class, Damage, COUNTERS, FLAUTA, GUNSHIPS};
use crate::catalogue::{Component, Face, Stat, Tone};

fn boarding_text(b: Boarding) -> String {
    match b {
        Boarding::Bonus { colour, n } => format!("+{n} on {}", colour.name()),
        Boarding::Even => "red and green triangles (no bonus)".into(),
        Boarding::Swords => "crossed swords (undecided)".into(),
    }
}

pub(super) fn components() -> Vec<Component> {
    let mut out = vec![Component::new(
        "board",
        "sea-of-winds",
        "The Sea of Winds",
        1,
        Face::new(format!("Board · {COLS} × {ROWS} hex fields, A1 to N11")).section(
            "",
            "Shore along the top and bottom (and the right-hand tips of the even rows), seven island fields, twelve starting fields for each fleet (red on the left, green on the right) and a Wind Rose on each short side: red sails for M6, green for A6.",
        ),
    )];
    for class in [
        Class::Transport,
        Class::Cutter,
        Class::Frigate,
        Class::ManOfWar,
    ] {
        let per_fleet = if class == Class::Transport {
            1
        } else {
            GUNSHIPS.iter().filter(|c| **c == class).count() as u32
        };
        let face = Face::new("Ship · one per fleet colour, red or green sails")
            .stats(
                "",
                vec![
                    Stat::new("Guns per side", class.guns().to_string(), Tone::Plain),
                    Stat::new("Shields", class.shields().to_string(), Tone::Plain),
                    Stat::new("Per fleet", per_fleet.to_string(), Tone::Plain),
                ],
            )
            .section(
                "",
                if class == Class::Transport {
                    "No guns: bring it to the Wind Rose on the enemy's side to win."
                } else {
                    "Fires a salvo from each broadside (60° off each side, 3 fields); boards with shields plus working guns."
                },
            );
        out.push(Component::new(
            "ship",
            class.name(),
            class.title(),
            per_fleet * 2,
            face,
        ));
    }
    for (i, card) in cards::COMBAT.iter().enumerate() {
        let strength = card
            .strength
            .map_or("T (always misses)".to_string(), |n| n.to_string());
        let face = Face::new("COMBAT card")
            .stats(
                "",
                vec![
                    Stat::new("Salvo", strength, Tone::Plain),
                    Stat::new("Hit", card.damage.name(), Tone::Orange),
                ],
            )
            .section("Boarding", boarding_text(card.boarding));
        out.push(Component::new(
            "card",
            format!("combat-{}", i + 1),
            format!("Combat card {}", i + 1),
            1,
            face,
        ));
    }
    let mut groups: Vec<(i8, String, u32)> = Vec::new();
    for id in 0..FLAUTA {
        let card = cards::wind(id);
        let calm = card.calm.map_or("", |d| d.short()).to_uppercase();
        match groups
            .iter_mut()
            .find(|(t, c, _)| *t == card.turn && *c == calm)
        {
            Some(g) => g.2 += 1,
            None => groups.push((card.turn, calm, 1)),
        }
    }
    for (turn, calm, count) in groups {
        let how = match turn {
            1 => "veers",
            -1 => "backs",
            _ => "holds",
        };
        let face = Face::new("WIND card").stats(
            "",
            vec![
                Stat::new(
                    "Wind",
                    match turn {
                        1 => "turns 60° clockwise",
                        -1 => "turns 60° anticlockwise",
                        _ => "no change",
                    },
                    Tone::Sky,
                ),
                Stat::new("Calm hexagon", calm.clone(), Tone::Orange),
            ],
        );
        out.push(Component::new(
            "card",
            format!("wind-{how}-{}", calm.to_lowercase()),
            format!("Wind card: {how}, calm {calm}"),
            count,
            face,
        ));
    }
    out.push(Component::new(
        "card",
        "t-flauta",
        "T-FLAUTA",
        1,
        Face::new("WIND card · the calm").section(
            "",
            "The wind drops: burning ships burn out, boardings are fought to the end, then ships turn and fire until no ship has an enemy in range. The WIND cards are reshuffled and the top card's calm hexagon sets the new wind.",
        ),
    ));
    for (damage, count) in COUNTERS {
        let text = match damage {
            Damage::Sails => {
                "Sails only straight with the wind, one field an action; turns and fires as usual."
            }
            Damage::Masts => "No moves; turns and fires.",
            Damage::MastsGun => "No moves; one gun fewer on each side, in salvos and boarding.",
            Damage::MastsTwoGuns => "No moves; two guns fewer on each side.",
            _ => "Takes no part in actions, only blocks the way; burns out in a calm.",
        };
        out.push(Component::new(
            "counter",
            format!("counter-{}", crate::catalogue::slug(damage.name())),
            format!("Counter: {}", damage.name()),
            count,
            Face::new("Damage counter · replaced only by a heavier one").section("", text),
        ));
    }
    out
}

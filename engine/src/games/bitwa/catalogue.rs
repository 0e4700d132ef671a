//! The catalogue: the board, the ship classes, the 25 COMBAT cards, the WIND cards
//! (grouped where two are alike), the T-FLAUTA card and the damage counters, from the
//! same data the rules read, in any language (`bitwa-cat-…` in `bitwa.ftl`; the ids
//! stay English).

use super::board::{COLS, ROWS};
use super::cards::{self, Boarding, Class, Damage, COUNTERS, FLAUTA, GUNSHIPS};
use crate::catalogue::{Component, Face, Stat, Tone};
use crate::i18n::{say, Lang, Msg};
use crate::msg;

fn boarding_text(b: Boarding) -> Msg {
    match b {
        Boarding::Bonus { colour, n } => {
            msg!("bitwa-cat-boarding-bonus", n = n, colour = colour.msg())
        }
        Boarding::Even => msg!("bitwa-cat-boarding-even"),
        Boarding::Swords => msg!("bitwa-cat-boarding-swords"),
    }
}

/// Every component, its words in `lang`.
pub(super) fn components(lang: Lang) -> Vec<Component> {
    let t = |m: Msg| say(lang, &m);
    let mut out = vec![Component::new(
        "board",
        "sea-of-winds",
        t(msg!("bitwa-cat-board")),
        1,
        Face::new(t(msg!(
            "bitwa-cat-board-sub",
            cols = COLS.to_string(),
            rows = ROWS.to_string()
        )))
        .section("", t(msg!("bitwa-cat-board-text"))),
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
        let face = Face::new(t(msg!("bitwa-cat-ship-sub")))
            .stats(
                "",
                vec![
                    Stat::new(
                        t(msg!("bitwa-cat-guns")),
                        class.guns().to_string(),
                        Tone::Plain,
                    ),
                    Stat::new(
                        t(msg!("bitwa-cat-shields")),
                        class.shields().to_string(),
                        Tone::Plain,
                    ),
                    Stat::new(
                        t(msg!("bitwa-cat-per-fleet")),
                        per_fleet.to_string(),
                        Tone::Plain,
                    ),
                ],
            )
            .section(
                "",
                t(if class == Class::Transport {
                    msg!("bitwa-cat-transport-text")
                } else {
                    msg!("bitwa-cat-gunship-text")
                }),
            );
        out.push(Component::new(
            "ship",
            class.name(),
            t(class.title_msg()),
            per_fleet * 2,
            face,
        ));
    }
    for (i, card) in cards::COMBAT.iter().enumerate() {
        let strength = card
            .strength
            .map_or_else(|| t(msg!("bitwa-cat-salvo-t")), |n| n.to_string());
        let face = Face::new(t(msg!("bitwa-cat-combat-sub")))
            .stats(
                "",
                vec![
                    Stat::new(t(msg!("bitwa-cat-salvo")), strength, Tone::Plain),
                    Stat::new(t(msg!("bitwa-cat-hit")), t(card.damage.msg()), Tone::Orange),
                ],
            )
            .section(
                t(msg!("bitwa-cat-boarding")),
                t(boarding_text(card.boarding)),
            );
        out.push(Component::new(
            "card",
            format!("combat-{}", i + 1),
            t(msg!("bitwa-cat-combat", n = i + 1)),
            1,
            face,
        ));
    }
    out.extend(wind_cards(lang));
    out.push(Component::new(
        "card",
        "t-flauta",
        "T-FLAUTA",
        1,
        Face::new(t(msg!("bitwa-cat-flauta-sub"))).section("", t(msg!("bitwa-cat-flauta-text"))),
    ));
    for (damage, count) in COUNTERS {
        let text = match damage {
            Damage::Sails => msg!("bitwa-cat-counter-sails"),
            Damage::Masts => msg!("bitwa-cat-counter-masts"),
            Damage::MastsGun => msg!("bitwa-cat-counter-masts-gun"),
            Damage::MastsTwoGuns => msg!("bitwa-cat-counter-masts-two-guns"),
            _ => msg!("bitwa-cat-counter-fire"),
        };
        out.push(Component::new(
            "counter",
            format!("counter-{}", crate::catalogue::slug(damage.name())),
            t(msg!("bitwa-cat-counter", damage = damage.msg())),
            count,
            Face::new(t(msg!("bitwa-cat-counter-sub"))).section("", t(text)),
        ));
    }
    out.into_iter().map(|c| c.in_lang(lang)).collect()
}

/// The WIND cards, grouped where two are alike.
fn wind_cards(lang: Lang) -> Vec<Component> {
    let t = |m: Msg| say(lang, &m);
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
    let mut out = Vec::new();
    for (turn, calm, count) in groups {
        let (how, how_msg, wind) = match turn {
            1 => ("veers", msg!("bitwa-cat-veers"), msg!("bitwa-cat-wind-cw")),
            -1 => ("backs", msg!("bitwa-cat-backs"), msg!("bitwa-cat-wind-acw")),
            _ => (
                "holds",
                msg!("bitwa-cat-holds"),
                msg!("bitwa-cat-wind-same"),
            ),
        };
        let face = Face::new(t(msg!("bitwa-cat-wind-sub"))).stats(
            "",
            vec![
                Stat::new(t(msg!("bitwa-cat-wind")), t(wind), Tone::Sky),
                Stat::new(
                    t(msg!("bitwa-cat-calm-hexagon")),
                    calm.clone(),
                    Tone::Orange,
                ),
            ],
        );
        out.push(Component::new(
            "card",
            format!("wind-{how}-{}", calm.to_lowercase()),
            t(msg!(
                "bitwa-cat-wind-card",
                how = how_msg,
                calm = calm.clone()
            )),
            count,
            face,
        ));
    }
    out
}

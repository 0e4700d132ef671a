//! The catalogue: the 50 Game Action cards, 8 Scenario cards, 8 Captain Role cards and
//! 8 double-sided Zeppelin Tiles of the JSON files, and the d12. Resource markers and
//! gold coins are left out: the bot keeps counts, not pieces, and has no limit on them.

use super::content::{content, ActionCard, Captain, Scenario, Section, Stock, Tile};
use crate::catalogue::{slug, Component, Face, Stat, Tone};

pub(super) fn components() -> Vec<Component> {
    let c = content();
    let mut out: Vec<Component> = Vec::new();
    out.extend(c.actions.iter().map(action));
    out.extend(c.scenarios.iter().map(scenario));
    out.extend(c.captains.iter().map(captain));
    out.extend(c.tiles.iter().map(tile));
    out.push(Component::new(
        "die",
        "d12",
        "d12",
        1,
        Face::new("Die · 12 sides")
            .section(
                "Rolls",
                "Every roll is one d12 that must come out higher than the value it is rolled against, after the captain's bonus.",
            )
            .section(
                "Damage",
                format!(
                    "When pirates do damage, another roll picks the section that loses a marker: {}.",
                    damage_ranges()
                ),
            ),
    ));
    out
}

/// "Engine Room 1–3, Cargo Hold 4–6, …", from the tiles.
fn damage_ranges() -> String {
    let ranges: Vec<String> = Section::ALL
        .into_iter()
        .map(|s| {
            let [from, to] = content().side(s, 1).range;
            format!("{} {from}–{to}", s.name())
        })
        .collect();
    ranges.join(", ")
}

fn stock_tone(stock: Stock) -> Tone {
    match stock {
        Stock::Gold => Tone::Gold,
        Stock::Goods => Tone::Orange,
        Stock::Weapons => Tone::Red,
        Stock::Crew => Tone::Yellow,
        Stock::Engine => Tone::Green,
    }
}

fn stock_name(stock: Stock) -> &'static str {
    match stock {
        Stock::Gold => "Gold",
        Stock::Goods => "Trade goods",
        Stock::Weapons => "Weapons",
        Stock::Crew => "Crew",
        Stock::Engine => "Engine parts",
    }
}

fn action(card: &ActionCard) -> Component {
    let kinds: Vec<&str> = card.kinds().iter().map(|k| k.name()).collect();
    let mut subtitle = format!("Game Action card · {}", kinds.join(" & "));
    if card.cross {
        subtitle.push_str(" · ✠ Black Cross");
    }
    let v = &card.values;
    let values = vec![
        Stat::new("ATK", v.attack.to_string(), Tone::Red),
        Stat::new("DEF", v.defense.to_string(), Tone::Blue),
        Stat::new("CMD", v.command.to_string(), Tone::Yellow),
        Stat::new("SPD", v.speed.to_string(), Tone::Green),
        Stat::new("PRICE", v.gold.to_string(), Tone::Gold),
    ];
    let numbers = Stock::ALL
        .into_iter()
        .map(|s| Stat::new(stock_name(s), card.numbers.of(s).to_string(), stock_tone(s)))
        .collect();
    let mut face = Face::new(subtitle);
    // Without a Next card the numbers read as the rulebook names them ("Crew number
    // crew", "the Gold value").
    for a in &card.with_next(None).actions {
        let text = if a.may {
            format!("You may: {}", a.text)
        } else {
            a.text.clone()
        };
        face = face.section(a.kind.name(), text);
    }
    let face = face
        .stats("As the Next card", values)
        .stats("Resource Numbers", numbers);
    Component::new("card", slug(&card.name), card.name.clone(), 1, face)
}

fn scenario(s: &Scenario) -> Component {
    let bonus = s
        .bonus
        .iter()
        .map(|(stock, n)| Stat::new(stock_name(*stock), format!("+{n}"), stock_tone(*stock)))
        .collect();
    let face = Face::new("Scenario card")
        .stats("Bonus markers", bonus)
        .section("Story", s.story.clone())
        .section("Goal", s.goal_text.clone())
        .section("✠ Black Cross", s.cross_text.clone())
        .section("Reward", s.reward_text.clone());
    Component::new("scenario", slug(&s.name), s.name.clone(), 1, face)
}

fn captain(c: &Captain) -> Component {
    let b = &c.bonus;
    let bonuses = [
        ("Attack", b.attack, Tone::Red),
        ("Defense", b.defense, Tone::Blue),
        ("Command", b.command, Tone::Yellow),
        ("Speed", b.speed, Tone::Green),
    ]
    .into_iter()
    .filter(|(_, n, _)| *n > 0)
    .map(|(label, n, tone)| Stat::new(label, format!("+{n}"), tone))
    .collect();
    let extra = vec![Stat::new(
        stock_name(c.extra),
        "+1 square",
        stock_tone(c.extra),
    )];
    let face = Face::new(format!("Captain Role card · {}", c.title))
        .stats("Bonuses", bonuses)
        .stats("Extra", extra)
        .section("", c.text.clone());
    Component::new("captain", slug(&c.name), c.name.clone(), 1, face)
}

fn tile_name(tile: &Tile) -> String {
    let [a, b] = &tile.sides;
    format!(
        "{} tile (levels {}/{})",
        tile.section.name(),
        a.level,
        b.level
    )
}

fn tile(tile: &Tile) -> Component {
    let mut face = Face::new(format!(
        "Zeppelin Tile · double-sided · {}",
        tile.section.name()
    ));
    for side in &tile.sides {
        face = face.stats(
            format!("Level {}", side.level),
            vec![
                Stat::new(
                    "Squares",
                    side.squares.to_string(),
                    stock_tone(tile.section.stock()),
                ),
                Stat::new("Defense", side.defense.to_string(), Tone::Blue),
            ],
        );
    }
    let [from, to] = tile.sides[0].range;
    face = face.section(
        "Damage",
        format!(
            "A damage roll of {from}–{to} hits the {} ({}), whatever its level.",
            tile.section.name(),
            stock_name(tile.section.stock()).to_lowercase()
        ),
    );
    let name = tile_name(tile);
    Component::new("tile", slug(&name), name, 1, face)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::super::{AetherCaptains, Config};
    use super::*;
    use crate::rng::GameRng;
    use crate::Game;

    fn by_kind(list: &[Component]) -> BTreeMap<&str, u32> {
        let mut out = BTreeMap::new();
        for c in list {
            *out.entry(c.kind).or_default() += c.count;
        }
        out
    }

    /// The rulebook's component list, as the data has it.
    #[test]
    fn the_catalogue_holds_the_whole_box() {
        let list = AetherCaptains::catalogue();
        let kinds = by_kind(&list);
        assert_eq!(
            kinds,
            BTreeMap::from([
                ("captain", 8),
                ("card", 50),
                ("die", 1),
                ("scenario", 8),
                ("tile", 8)
            ])
        );
        let c = content();
        assert_eq!(kinds["card"] as usize, c.actions.len());
        assert_eq!(kinds["scenario"] as usize, c.scenarios.len());
        assert_eq!(kinds["captain"] as usize, c.captains.len());
        assert_eq!(kinds["tile"] as usize, c.tiles.len());
    }

    /// A voyage's decks are the catalogue's cards, each once; its captain is one of
    /// the catalogue's; every section has its tiles for levels 1 to 4.
    #[test]
    fn a_voyage_is_dealt_from_the_catalogue() {
        let list = AetherCaptains::catalogue();
        let named = |kind: &str| -> Vec<String> {
            let mut names: Vec<String> = list
                .iter()
                .filter(|c| c.kind == kind)
                .map(|c| c.name.clone())
                .collect();
            names.sort();
            names
        };
        for seed in 0..8 {
            let game = AetherCaptains::new(
                &Config {
                    patience: 3,
                    daily: false,
                    turn_hours: None,
                },
                1,
                &mut GameRng::from_seed(seed),
            )
            .unwrap();
            let v = &game.voyages[0];
            let mut draw: Vec<String> = v
                .draw
                .iter()
                .map(|id| content().action(*id).name.clone())
                .collect();
            draw.sort();
            assert_eq!(draw, named("card"));
            let mut scenarios: Vec<String> = v
                .scenario_draw
                .iter()
                .chain(&v.scenario)
                .map(|id| content().scenario(*id).name.clone())
                .collect();
            scenarios.sort();
            assert_eq!(scenarios, named("scenario"));
            assert!(named("captain").contains(&v.captain().name));
        }
        for section in Section::ALL {
            let tiles: Vec<&Component> = list
                .iter()
                .filter(|c| c.kind == "tile" && c.name.starts_with(section.name()))
                .collect();
            assert_eq!(tiles.len(), 2, "{section:?}");
            for level in 1..=4 {
                let side = content().side(section, level);
                assert!(
                    tiles.iter().any(|t| t.text.contains(&format!(
                        "Level {level}: Squares {} · Defense {}",
                        side.squares, side.defense
                    ))),
                    "{section:?} level {level}"
                );
            }
        }
    }

    #[test]
    fn texts_carry_the_printed_values() {
        let list = AetherCaptains::catalogue();
        let get = |id: &str| list.iter().find(|c| c.id == id).unwrap();
        let skiff = get("skiff-under-a-skull-flag");
        assert_eq!(
            skiff.text,
            "Game Action card · Pirates\nPirates: Air pirates attack. Defeat them to salvage Weapons number weapons.\nAs the Next card: ATK 3 · DEF 7 · CMD 7 · SPD 5 · PRICE 4\nResource Numbers: Gold 1 · Trade goods 1 · Weapons 1 · Crew 3 · Engine parts 2"
        );
        assert!(get("corsair-frigate-vesper").text.contains("✠ Black Cross"));
        // "You may" is printed once, and the Next card's numbers are named.
        assert!(
            get("dockside-hiring-hall")
                .text
                .contains("Assist: You may: pay the Gold value to hire Crew number crew."),
            "{}",
            get("dockside-hiring-hall").text
        );
        let silk = get("the-emperors-silk");
        assert!(silk.text.contains("Goal: Sell 6 trade goods at markets."));
        assert!(silk.text.contains("Bonus markers: Trade goods +2"));
        assert!(get("isolde-marr").text.contains("Bonuses: Attack +2"));
        assert!(get("engine-room-tile-levels-1-2").text.contains("1–3"));
        assert!(get("d12")
            .text
            .contains("Crew Quarters 7–9, Fore Gunnery 10–12."));
    }
}

//! The catalogue: the 25 island cards, the five wind spirits, the Objective and Time
//! cards, and the time and magic gems.

use super::board::{Colour, Island};
use super::{time_gems, Spirit, TimeLength, MAGIC_PER_SPIRIT, MAX_GEMS, MAX_SPIRITS};
use crate::catalogue::{slug, Component, Face, Stat, Tone};

/// The most time gems a game can use (`gems=` at its highest).
pub(super) const TIME_GEMS: u32 = MAX_GEMS;

pub(super) fn components() -> Vec<Component> {
    let mut out: Vec<Component> = Island::deck().into_iter().map(island).collect();
    out.extend(Spirit::ALL.into_iter().map(|spirit| {
        let face = Face::new(if spirit.on_cards() {
            "Wind spirit · stands on a card"
        } else {
            "Wind spirit · flies around the edge, never on a card"
        })
        .section("Powers", format!("{} {}", spirit.name(), spirit.powers()));
        Component::new("spirit", slug(spirit.name()), spirit.name(), 1, face)
    }));
    out.push(Component::new(
        "card",
        "objective-card",
        "Objective card",
        1,
        Face::new("Card · shuffled for each game").section(
            "",
            "Gives each row of the grid a colour and each column an icon, so every island has exactly one home: its colour's row, its icon's column. The board shows it beside the rows and above the columns.",
        ),
    ));
    out.push(Component::new(
        "card",
        "time-card",
        "Time Card",
        1,
        Face::new("Card · two sides, for 1–3 and 4–5 spirits")
            .section("Time gems (short / standard / long)", time_table())
            .section(
                "",
                "The option time=short, standard or long picks the column; gems=N sets the number.",
            ),
    ));
    out.push(Component::new(
        "gem",
        "time-gem",
        "Time gem",
        TIME_GEMS,
        Face::new("Gem · one round each").section(
            "",
            format!("At the start of every round one time gem is removed; the round that removes the last one is the final round. The Time Card says how many are put out; the option gems=N puts out 1 to {MAX_GEMS}."),
        ),
    ));
    out.push(Component::new(
        "gem",
        "magic-gem",
        "Magic gem",
        u32::from(MAGIC_PER_SPIRIT) * MAX_SPIRITS as u32,
        Face::new("Gem · Storm Mode only").section(
            "",
            "Each spirit holds one. Spend it on your turn to calm the storm gathering over two cards; every magic gem still held at the end is worth +1 point.",
        ),
    ));
    out
}

fn time_table() -> String {
    let row = |spirits: usize| {
        let [s, n, l] = [TimeLength::Short, TimeLength::Standard, TimeLength::Long]
            .map(|t| time_gems(spirits, t));
        format!("{s}/{n}/{l}")
    };
    format!(
        "1 spirit: {} · 2 spirits: {} · 3 spirits: {} · 4 spirits: {} · 5 spirits: {}",
        row(1),
        row(2),
        row(3),
        row(4),
        row(5)
    )
}

fn colour_tone(colour: Colour) -> Tone {
    match colour {
        Colour::Orange => Tone::Orange,
        Colour::Blue => Tone::Sky,
        Colour::Green => Tone::Green,
        Colour::Yellow => Tone::Yellow,
        Colour::Pink => Tone::Pink,
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn island(island: Island) -> Component {
    let name = capitalised(&island.to_string());
    let face = Face::new("Island card")
        .stats(
            "",
            vec![
                Stat::new(capitalised(island.colour.name()), "", colour_tone(island.colour)),
                Stat::new(capitalised(island.icon.name()), "", Tone::Plain),
            ],
        )
        .section(
            "Home",
            format!(
                "The {} row and the {} column of the objective (+1 point there, −1 elsewhere in its row, −2 anywhere else).",
                island.colour.name(),
                island.icon.name()
            ),
        );
    Component::new("island", slug(&name), name, 1, face)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::super::{Config, Zefiria};
    use super::*;
    use crate::rng::GameRng;
    use crate::Game;

    fn config(storm: bool, spirits: u8) -> Config {
        Config {
            storm,
            time: TimeLength::Standard,
            gems: None,
            spirits: Some(spirits),
            austro: Default::default(),
            turn_hours: None,
        }
    }

    /// The islands are the grid a game deals, the spirits those a five-spirit game
    /// can choose, and the gems as many as a game can put out.
    #[test]
    fn the_catalogue_is_what_a_game_lays_out() {
        let list = Zefiria::catalogue();
        let of = |kind: &str| list.iter().filter(|c| c.kind == kind).collect::<Vec<_>>();
        let game = Zefiria::new(&config(true, 5), 5, &mut GameRng::from_seed(3)).unwrap();
        let dealt: HashSet<String> = game.grid.iter().map(|i| slug(&i.to_string())).collect();
        assert_eq!(game.grid.len(), 25);
        assert_eq!(dealt.len(), 25);
        let islands: HashSet<String> = of("island").iter().map(|c| c.id.clone()).collect();
        assert_eq!(islands, dealt);
        assert!(of("island").iter().all(|c| c.count == 1));
        let spirits: Vec<&str> = of("spirit").iter().map(|c| c.name.as_str()).collect();
        assert_eq!(spirits, Spirit::ALL.map(Spirit::name));
        let magic = list.iter().find(|c| c.id == "magic-gem").unwrap();
        assert_eq!(
            magic.count,
            u32::from(game.slots.iter().map(|s| s.magic).sum::<u8>())
        );
        let time = list.iter().find(|c| c.id == "time-gem").unwrap();
        let most = Config {
            gems: Some(MAX_GEMS as u8),
            ..config(false, 1)
        };
        let longest = Zefiria::new(&most, 1, &mut GameRng::from_seed(3)).unwrap();
        assert_eq!(time.count, u32::from(longest.gems_total));
        // No game puts out more: `gems=` stops at the catalogue's count.
        let too_many = format!("gems={}", time.count + 1);
        let options = crate::options::Options::parse(&too_many, Zefiria::option_specs());
        assert!(options.and_then(|o| Zefiria::configure(&o)).is_err());
        let card = list.iter().find(|c| c.id == "time-card").unwrap();
        assert!(
            card.text.contains("1 spirit: 4/5/7 · 2 spirits: 2/3/4"),
            "{}",
            card.text
        );
    }
}

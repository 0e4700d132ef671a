//! The catalogue: the 25 island cards, the five wind spirits, the Objective and Time
//! cards, and the time and magic gems, in any language (`zefiria-cat-…` in
//! `zefiria.ftl`; the ids stay English).

use super::board::{Colour, Island};
use super::{time_gems, Spirit, TimeLength, MAGIC_PER_SPIRIT, MAX_GEMS, MAX_SPIRITS};
use crate::catalogue::{slug, Component, Face, Stat, Tone};
use crate::i18n::{say, Lang, Msg};
use crate::msg;

/// The most time gems a game can use (`gems=` at its highest).
pub(super) const TIME_GEMS: u32 = MAX_GEMS;

/// Every component, its words in `lang`.
pub(super) fn components(lang: Lang) -> Vec<Component> {
    let t = |m: Msg| say(lang, &m);
    let mut out: Vec<Component> = Island::deck()
        .into_iter()
        .map(|i| island(i, lang))
        .collect();
    out.extend(Spirit::ALL.into_iter().map(|spirit| {
        let face = Face::new(t(if spirit.on_cards() {
            msg!("zefiria-cat-spirit-on-cards")
        } else {
            msg!("zefiria-cat-spirit-edge")
        }))
        .section(
            t(msg!("zefiria-cat-powers")),
            format!("{} {}", spirit.name(), t(spirit.powers_msg())),
        );
        Component::new("spirit", slug(spirit.name()), spirit.name(), 1, face)
    }));
    out.push(Component::new(
        "card",
        "objective-card",
        t(msg!("zefiria-cat-objective")),
        1,
        Face::new(t(msg!("zefiria-cat-objective-sub")))
            .section("", t(msg!("zefiria-cat-objective-text"))),
    ));
    out.push(Component::new(
        "card",
        "time-card",
        t(msg!("zefiria-cat-time-card")),
        1,
        Face::new(t(msg!("zefiria-cat-time-card-sub")))
            .section(t(msg!("zefiria-cat-time-gems")), time_table(lang))
            .section("", t(msg!("zefiria-cat-time-card-text"))),
    ));
    out.push(Component::new(
        "gem",
        "time-gem",
        t(msg!("zefiria-cat-time-gem")),
        TIME_GEMS,
        Face::new(t(msg!("zefiria-cat-time-gem-sub"))).section(
            "",
            t(msg!(
                "zefiria-cat-time-gem-text",
                max = MAX_GEMS.to_string()
            )),
        ),
    ));
    out.push(Component::new(
        "gem",
        "magic-gem",
        t(msg!("zefiria-cat-magic-gem")),
        u32::from(MAGIC_PER_SPIRIT) * MAX_SPIRITS as u32,
        Face::new(t(msg!("zefiria-cat-magic-gem-sub")))
            .section("", t(msg!("zefiria-cat-magic-gem-text"))),
    ));
    out.into_iter().map(|c| c.in_lang(lang)).collect()
}

fn time_table(lang: Lang) -> String {
    let row = |spirits: usize| {
        let [s, n, l] = [TimeLength::Short, TimeLength::Standard, TimeLength::Long]
            .map(|t| time_gems(spirits, t));
        say(
            lang,
            &msg!(
                "zefiria-cat-time-row",
                n = spirits,
                gems = format!("{s}/{n}/{l}")
            ),
        )
    };
    (1..=5).map(row).collect::<Vec<_>>().join(" · ")
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

fn island(island: Island, lang: Lang) -> Component {
    let t = |m: Msg| say(lang, &m);
    // The id is the English name's, whatever the language.
    let id = slug(&island.to_string());
    let name = capitalised(&t(island.msg()));
    let face = Face::new(t(msg!("zefiria-cat-island-sub")))
        .stats(
            "",
            vec![
                Stat::new(
                    capitalised(&t(island.colour.msg())),
                    "",
                    colour_tone(island.colour),
                ),
                Stat::new(capitalised(&t(island.icon.msg())), "", Tone::Plain),
            ],
        )
        .section(
            t(msg!("zefiria-cat-home")),
            t(msg!(
                "zefiria-cat-home-text",
                colour = island.colour.msg(),
                icon = island.icon.msg()
            )),
        );
    Component::new("island", id, name, 1, face)
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

//! The catalogue: one component per printed card of the newest card set (93 designs,
//! 112 cards), with the texts the engine generates from their effects. Games keep the
//! set they began with; their views carry their own cards' texts.

use super::cards::{catalog, AttackType, CardDef, CardSet, Deck, Kind, Mastermind};
use crate::catalogue::{slug, Component, Face, Stat, Tone};

pub(super) fn components() -> Vec<Component> {
    let cat = catalog();
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for id in cat.ids(CardSet::NEWEST) {
        let def = id.def();
        if seen.contains(&def.name.as_str()) {
            continue;
        }
        seen.push(def.name.as_str());
        let kind = if def.kind.is_zeppelin() || def.kind == Kind::Flagship {
            "ship"
        } else {
            "card"
        };
        out.push(Component::new(
            kind,
            slug(&def.name),
            def.name.clone(),
            u32::from(def.count),
            face(def),
        ));
    }
    out
}

fn tone(t: AttackType) -> Tone {
    match t {
        AttackType::Cold => Tone::Sky,
        AttackType::Psionic => Tone::Purple,
        AttackType::Electric => Tone::Yellow,
        AttackType::Explosive => Tone::Red,
    }
}

fn owner(deck: Deck) -> Option<Mastermind> {
    Mastermind::ALL.into_iter().find(|m| m.deck() == deck)
}

fn face(def: &CardDef) -> Face {
    let what = match def.kind {
        Kind::Attack | Kind::Defense | Kind::Operative | Kind::Fate => {
            format!("{} card", def.kind.label())
        }
        other => other.label().to_string(),
    };
    let from = match (def.kind, owner(def.deck)) {
        (Kind::Experimental, Some(m)) => format!("only {} may buy it", m.name()),
        (_, Some(m)) => format!("{}'s Start deck", m.name()),
        (_, None) if def.deck == Deck::Mercenary => "Mercenary deck".into(),
        _ if def.start.is_some() => "one in every Start deck".into(),
        _ => "Fate deck".into(),
    };
    let mut values = Vec::new();
    if def.cost > 0 {
        values.push(Stat::new("Cost", def.cost.to_string(), Tone::Plain));
    }
    if def.vp > 0 {
        values.push(Stat::new("VP", def.vp.to_string(), Tone::Gold));
    }
    if def.kind.is_action() {
        values.push(Stat::new("Payload", def.payload.to_string(), Tone::Plain));
    }
    if def.kind == Kind::Fate {
        values.push(Stat::new("Fate points", def.value.to_string(), Tone::Gold));
    }
    let verb = match def.kind {
        Kind::Defense => "Blocks",
        _ => "Attacks",
    };
    let types: Vec<Stat> = def
        .types
        .iter()
        .map(|t| Stat::new(t.name(), "", tone(*t)))
        .collect();
    let capacity = if def.kind.is_zeppelin() || def.kind == Kind::Flagship {
        ["Attack", "Defense", "Operative"]
            .into_iter()
            .zip(def.capacity)
            .map(|(label, n)| Stat::new(label, n.to_string(), Tone::Plain))
            .collect()
    } else {
        Vec::new()
    };
    let mut face = Face::new(format!("{what} · {from}"))
        .stats("", values)
        .stats(verb, types)
        .stats("Capacity", capacity);
    for (section, text) in def.lines() {
        face = face.section(section.heading(), text);
    }
    if let Some(power) = &def.power {
        face = face.section("Power", power.text());
    }
    face
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::super::ZeppelinAttack;
    use super::*;
    use crate::rng::GameRng;
    use crate::Game;

    fn newest() -> super::super::Config {
        super::super::Config {
            cards: CardSet::NEWEST,
            ..Default::default()
        }
    }

    fn counts(cards: impl IntoIterator<Item = super::super::CardId>) -> HashMap<String, u32> {
        let mut out = HashMap::new();
        for id in cards {
            *out.entry(slug(&id.def().name)).or_default() += 1;
        }
        out
    }

    /// The catalogue is the deck: with four players every card is dealt, and each
    /// design's count is the number of its cards somewhere in the game.
    #[test]
    fn the_catalogue_counts_every_card_a_full_game_deals() {
        let list = ZeppelinAttack::catalogue();
        assert_eq!(list.len(), 93);
        assert_eq!(list.iter().map(|c| c.count).sum::<u32>(), 112);
        for set in CardSet::ALL {
            assert_eq!(catalog().len(set), 112, "{set:?}");
        }
        let game = ZeppelinAttack::new(&newest(), 4, &mut GameRng::from_seed(5)).unwrap();
        let dealt = counts(game.all_cards());
        assert_eq!(dealt.len(), list.len());
        for c in &list {
            assert_eq!(dealt.get(&c.id), Some(&c.count), "{}", c.name);
        }
        let ships = list.iter().filter(|c| c.kind == "ship");
        assert_eq!(ships.map(|c| c.count).sum::<u32>(), 4 * 4 + 6 + 6);
    }

    /// With two players, the two unused masterminds' cards stay in the box: nothing
    /// dealt exceeds its count, and every missing card is one of a mastermind's.
    #[test]
    fn a_smaller_game_deals_a_part_of_the_catalogue() {
        let list = ZeppelinAttack::catalogue();
        let game = ZeppelinAttack::new(&newest(), 2, &mut GameRng::from_seed(9)).unwrap();
        let dealt = counts(game.all_cards());
        for c in &list {
            let n = dealt.get(&c.id).copied().unwrap_or(0);
            assert!(n <= c.count, "{}", c.name);
            if n < c.count {
                let def = catalog()
                    .ids(CardSet::NEWEST)
                    .map(|id| id.def())
                    .find(|d| d.name == c.name);
                assert!(
                    def.is_some_and(|d| owner(d.deck).is_some()),
                    "{}: {n} of {}",
                    c.name,
                    c.count
                );
            }
        }
    }

    #[test]
    fn texts_say_what_the_cards_do() {
        let list = ZeppelinAttack::catalogue();
        let get = |id: &str| list.iter().find(|c| c.id == id).unwrap();
        let projector = get("lightning-projector");
        assert_eq!((projector.kind, projector.count), ("card", 2));
        assert_eq!(
            projector.text,
            "Attack card · Der Blitzmann's Start deck\nPayload 2\nAttacks: Electric\nHit: Draw 1 card.\nAlways: +1 Fate point for your purchases this turn."
        );
        let flagship = get("der-donnerkeil");
        assert_eq!(flagship.kind, "ship");
        assert!(flagship
            .text
            .contains("Capacity: Attack 2 · Defense 1 · Operative 2"));
        assert!(
            flagship
                .text
                .contains("Power: When an Electric attack from your armada"),
            "{}",
            flagship.text
        );
        assert!(get("minor-mission").text.contains("Fate points 3"));
        assert!(get("the-chimpanzee")
            .text
            .contains("only Gorilla Khan may buy it"));
        // A Defense card's discount, gained when it blocks, is for its owner's next turn.
        assert!(
            get("lightning-rod")
                .text
                .contains("Always: +1 Fate point for your purchases this turn (when it blocks: on your next turn)."),
            "{}",
            get("lightning-rod").text
        );
    }

    /// The catalogue shows the newest set: the reworked cards read as set 2 prints them.
    #[test]
    fn the_catalogue_shows_the_newest_card_set() {
        let list = ZeppelinAttack::catalogue();
        let get = |id: &str| list.iter().find(|c| c.id == id).unwrap();
        assert!(get("quartermaster")
            .text
            .contains("Always: Reveal 1 Fate card and put it into your hand. You may purge"));
        assert!(get("the-chimpanzee")
            .text
            .contains("Capacity: Attack 2 · Defense 2 · Operative 2"));
    }
}

//! The book's variants: limited resources, the shallow talent pool, the box's hull tiles.

use super::*;

#[test]
fn limited_resources_sell_three_systems_of_each_tier_anew_in_each_region() {
    let options = "rules=2 shop=limited";
    let (g, _) = new_game_with(2, 5, options);
    let c = content();
    let shop = g.m.shop.clone().expect("a shop at the start");
    for tier in [Tier::Bronze, Tier::Silver, Tier::Gold] {
        let n = shop
            .iter()
            .filter(|&&s| c.systems[usize::from(s)].tier == tier)
            .count();
        assert_eq!(n, 3, "{tier:?}");
    }
    // Only those are offered; anything else is refused with the reason, unchanged.
    let offered: Vec<u8> = g.m.for_sale().into_iter().map(|(s, _)| s).collect();
    assert!(offered.iter().all(|s| shop.contains(s)), "{offered:?}");
    let mut g = g;
    let mut rng = GameRng::from_seed(1);
    act(&mut g, &mut rng, 0, "board:imperial-scimitar");
    let outside = (0..c.systems.len() as u8)
        .find(|&s| !shop.contains(&s) && c.systems[usize::from(s)].tier == Tier::Bronze)
        .unwrap();
    let before = g.clone();
    let e = g
        .apply(
            Actor::player(Seat(0)),
            &Action::Buy { system: outside },
            &mut rng,
        )
        .unwrap_err();
    assert!(e.to_string().contains("not in this region's shop"), "{e}");
    assert_eq!(g, before);
    // Armor and structure are always for sale.
    assert!(g
        .legal_actions(Actor::player(Seat(0)))
        .contains(&Action::BuyHull { kind: Hull::Armor }));
    // The next region brings new stock: play on to day 5 (region 2).
    let (mut g, mut rng) = new_game_with(2, 5, options);
    let first = g.m.shop.clone();
    while g.m.day < 5 && g.outcome().is_none() {
        let seat = g.to_act()[0];
        let a = g.suggest(seat).unwrap();
        g.apply(Actor::player(seat), &a, &mut rng).unwrap();
    }
    assert_ne!(g.m.shop, first, "a new shop in the new region");
    assert!(g.m.log.iter().any(|l| l.contains("new stock")));
}

#[test]
fn in_the_shallow_talent_pool_you_hire_the_crew_member_you_see() {
    let (mut g, mut rng) = new_game_with(1, 5, "rules=2 talent=shallow");
    assert_eq!(g.m.talent.len(), 5, "one for each faction");
    act(&mut g, &mut rng, 0, "board:rogue-spitfire");
    let rogue = content()
        .factions
        .iter()
        .position(|f| f.name == "Rogue")
        .unwrap();
    let shown = g.m.talent[rogue].clone();
    let label = g.describe_for(
        Seat(0),
        &Action::Hire {
            faction: rogue as u8,
        },
    );
    let name = view::talent_name(rogue as u8, &shown);
    assert!(
        label.label.english().contains(&name),
        "{} / {name}",
        label.label.english()
    );
    act(&mut g, &mut rng, 0, "hire:rogue");
    let crew = g.m.ships[0].crew.iter().flatten().next().unwrap().clone();
    assert_eq!(
        (crew.personality, crew.companion),
        (shown.personality, shown.companion),
        "the one on offer"
    );
    assert_ne!(g.m.talent[rogue], shown, "another Rogue takes their place");
    assert!(g.m.talent[rogue].personality.is_some());
}

#[test]
fn the_box_holds_more_hull_tiles_of_each_kind_than_the_five_mats_can_carry() {
    // The book's box: 17 structure, 19 armor. Were the mats to hold more, the supply
    // would have to be counted (and a sold-out kind refused).
    let c = content();
    assert_eq!((c.hull.structure, c.hull.armor), (17, 19));
    let fits = |kind: HullSlot| -> usize {
        c.ships
            .iter()
            .flat_map(|s| &s.hull_slots)
            .filter(|&&slot| slot == kind || slot == HullSlot::Any)
            .count()
    };
    assert!(fits(HullSlot::Structure) <= usize::from(c.hull.structure));
    assert!(fits(HullSlot::Armor) <= usize::from(c.hull.armor));
}

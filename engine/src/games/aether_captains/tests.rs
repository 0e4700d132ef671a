//! Aether Captains' rules, each as a player would meet it: setup, a voyage's turns,
//! cards and tiles, scenarios, the end, and the sensible policy.

use super::content::Effect;
use super::voyage::{Pending, Status, Voyage};
use super::*;
use crate::AnyView;
use crate::{GameKind, Match};

fn p(n: u8) -> Actor {
    Actor::player(Seat(n))
}

fn game(players: usize, seed: u64) -> (AetherCaptains, GameRng) {
    let mut rng = GameRng::from_seed(seed);
    let config = AetherCaptains::configure(&Options::parse("", OPTIONS).unwrap()).unwrap();
    (
        AetherCaptains::new(&config, players, &mut rng).unwrap(),
        rng,
    )
}

/// A generator whose next d12 rolls are exactly `faces` (found by trying seeds).
fn dice(faces: &[u32]) -> GameRng {
    (0u64..)
        .map(GameRng::from_seed)
        .find(|r| {
            let mut r = r.clone();
            faces.iter().all(|f| r.die(12) == *f)
        })
        .unwrap()
}

const SKIFF: u8 = 1; // Pirates, salvage weapons
const KITE: u8 = 2; // as Next: red 5, blue 5, yellow 5, gold value 6, green 8; numbers gold 4, weapons 1, crew 1, engine 2
const BAZAAR: u8 = 13; // sell goods; buy weapons, crew, engine
const SPICE: u8 = 14; // buy and sell goods
const HIRING: u8 = 24; // you may pay the gold value for crew
const CONVOY: u8 = 28; // weapons or engine parts
const SIGNAL: u8 = 31; // Black Cross; gain 1 weapon and 1 crew
const SQUALL: u8 = 34; // Crew Command or lose crew

/// No limit on reshuffles: the rulebook's rule (new sessions get `patience=off`).
const NO_LIMIT: u8 = 0;

/// Captain Amara Quill (+1 yellow, +1 green, +1 goods square), a 3·2·2·3 zeppelin:
/// engine 4, goods 5, crew 3, weapons 4 squares, Defense Rating 6, 10 gold. Waiting
/// between cards with `active` on top of the pile and `next` under it.
fn ship(active: u8, next: u8) -> Voyage {
    let mut v = Voyage::new(NO_LIMIT, &mut GameRng::from_seed(0));
    v.captain = 3;
    v.apply(
        &Action::Build {
            levels: [3, 2, 2, 3],
        },
        &mut GameRng::from_seed(0),
    )
    .unwrap();
    v.scenario = Some(2);
    v.progress = 0;
    v.held = [4, 5, 3, 4];
    v.draw.retain(|c| *c != active && *c != next);
    v.draw.push(next);
    v.draw.push(active);
    v
}

fn reveal(v: &mut Voyage, faces: &[u32]) {
    v.apply(&Action::Next, &mut dice(faces)).unwrap();
}

fn engine(v: &Voyage) -> u8 {
    v.held[0]
}
fn goods(v: &Voyage) -> u8 {
    v.held[1]
}
fn crew(v: &Voyage) -> u8 {
    v.held[2]
}
fn weapons(v: &Voyage) -> u8 {
    v.held[3]
}

#[test]
fn the_content_matches_the_rulebook_counts() {
    let c = content();
    assert_eq!(c.actions.len(), 50);
    assert_eq!(c.scenarios.len(), 8);
    assert_eq!(c.captains.len(), 8);
    assert_eq!(c.tiles.len(), 8);
    for (i, card) in c.actions.iter().enumerate() {
        assert_eq!(usize::from(card.id), i + 1);
        assert!(!card.actions.is_empty());
        let v = &card.values;
        for x in [v.attack, v.defense, v.command, v.speed] {
            assert!((1..12).contains(&x), "{}", card.name);
        }
        assert!((1..=6).contains(&v.gold));
        // Every Resource Number is printed, so any card can serve as the Next card.
        let n = &card.numbers;
        assert!((1..=5).contains(&n.gold), "{}", card.name);
        for x in [n.goods, n.weapons, n.crew, n.engine] {
            assert!((1..=3).contains(&x), "{}", card.name);
        }
        for a in &card.actions {
            assert!(!a.options.is_empty() && !a.text.is_empty());
        }
    }
    for kind in [Kind::Trade, Kind::Assist, Kind::Pirates, Kind::Weather] {
        assert!(
            c.actions.iter().any(|a| a.kinds() == vec![kind]),
            "{kind:?}"
        );
    }
    // The rulebook's card features: several actions, "You may", "or", Black Crosses.
    assert!(c.actions.iter().filter(|a| a.actions.len() > 1).count() >= 5);
    assert!(c.actions.iter().any(|a| a.actions.iter().any(|x| x.may)));
    assert!(c
        .actions
        .iter()
        .any(|a| a.actions.iter().any(|x| x.options.len() > 1)));
    assert!(c.actions.iter().filter(|a| a.cross).count() >= 10);
    let salvage = c.actions.iter().any(|a| {
        a.actions.iter().any(|x| {
            x.options.iter().any(|b| {
                b.effects
                    .iter()
                    .any(|e| matches!(e, Effect::Pirates { salvage, .. } if !salvage.is_empty()))
            })
        })
    });
    assert!(salvage);
    // Zeppelin tiles: two double-sided tiles per section cover levels 1 to 4, with
    // damage ranges that split the d12 between the four sections.
    for s in Section::ALL {
        let levels: Vec<u8> = c
            .tiles
            .iter()
            .filter(|t| t.section == s)
            .flat_map(|t| t.sides.iter().map(|x| x.level))
            .collect();
        assert_eq!(levels, vec![1, 2, 3, 4], "{s:?}");
    }
    let mut faces: Vec<u8> = Section::ALL
        .iter()
        .flat_map(|s| {
            let [lo, hi] = c.side(*s, 1).range;
            lo..=hi
        })
        .collect();
    faces.sort();
    assert_eq!(faces, (1..=12).collect::<Vec<_>>());
    for (i, s) in c.scenarios.iter().enumerate() {
        assert_eq!(usize::from(s.id), i + 1);
    }
    let ids: std::collections::HashSet<u8> = c.captains.iter().map(|x| x.id).collect();
    assert_eq!(ids.len(), 8);
}

#[test]
fn builds_use_at_most_ten_points_and_fill_every_square() {
    assert_eq!(builds_of(10).len(), 44);
    assert_eq!(builds().len(), 150, "4 to 10 points, each section 1 to 4");
    assert!(builds().iter().all(|b| b.iter().sum::<u8>() <= 10));
    let (mut g, mut rng) = game(1, 5);
    let err = g
        .apply(
            p(0),
            &Action::Build {
                levels: [4, 4, 1, 2],
            },
            &mut rng,
        )
        .unwrap_err();
    assert!(err.to_string().contains("adding up to at most 10"), "{err}");
    let err = g.apply(p(0), &Action::Next, &mut rng).unwrap_err();
    assert!(err.to_string().contains("build"), "{err}");
    g.apply(
        p(0),
        &Action::Build {
            levels: [2, 4, 2, 2],
        },
        &mut rng,
    )
    .unwrap();
    let v = &g.voyages[0];
    for s in Section::ALL {
        assert!(u32::from(v.held[s.index()]) >= u32::from(v.capacity(s)));
    }
    assert_eq!(v.gold, 10);
    assert!(v.scenario.is_some(), "the first scenario is turned over");
    assert_eq!(v.pending, Pending::Travel);
}

#[test]
fn pirates_who_miss_do_no_harm_and_you_choose() {
    let mut v = ship(SKIFF, KITE);
    reveal(&mut v, &[5]);
    assert!(matches!(v.pending, Pending::Skirmish { .. }));
    assert_eq!(v.held, [4, 5, 3, 4]);
    assert_eq!(v.rolls.len(), 1);
    assert!(v.rolls[0].good);
    assert!(
        v.log.iter().any(|l| l.contains("d12 **5** vs red 5")),
        "{:?}",
        v.log
    );
    assert_eq!(v.legal(), vec![Action::Attack, Action::Retreat]);
}

#[test]
fn a_hit_that_the_hull_holds_does_no_damage() {
    let mut v = ship(SKIFF, KITE);
    reveal(&mut v, &[6, 6]);
    assert_eq!(v.rolls.len(), 2);
    assert_eq!(v.rolls[1].target, Some(6), "Defense Rating 2+1+1+2");
    assert_eq!(v.held, [4, 5, 3, 4]);
}

#[test]
fn damage_lands_by_the_d12_range_of_each_section() {
    let mut v = ship(SKIFF, KITE);
    reveal(&mut v, &[12, 8, 2]);
    assert_eq!(engine(&v), 3, "2 is in the Engine Room's 1–3");
    let mut v = ship(SKIFF, KITE);
    reveal(&mut v, &[12, 8, 11]);
    assert_eq!(weapons(&v), 3, "11 is in the Fore Gunnery's 10–12");
    // An empty section takes no damage.
    let mut v = ship(SKIFF, KITE);
    v.held[2] = 0;
    reveal(&mut v, &[12, 8, 8]);
    assert_eq!(v.held, [4, 5, 0, 4]);
    assert!(v.rolls[2].result.contains("empty"));
}

#[test]
fn a_blue_captain_bonus_raises_the_defense_rating() {
    let mut v = ship(SKIFF, KITE);
    v.captain = 2; // Teodor Vance, +2 blue
    reveal(&mut v, &[12, 8]);
    assert_eq!(v.rolls[1].target, Some(8));
    assert_eq!(v.rolls.len(), 2, "8 does not beat 8: no location roll");
}

#[test]
fn retreat_costs_an_engine_part_and_ends_the_card() {
    let mut v = ship(SKIFF, KITE);
    reveal(&mut v, &[5]);
    v.apply(&Action::Retreat, &mut dice(&[])).unwrap();
    assert_eq!(engine(&v), 3);
    assert_eq!(v.pending, Pending::Travel);
    assert_eq!(v.discard, vec![SKIFF, KITE]);
    assert_eq!(v.cards, 1);
}

#[test]
fn a_winning_attack_costs_a_weapon_and_salvages() {
    let mut v = ship(SKIFF, KITE);
    v.held[3] = 2;
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[6])).unwrap();
    // −1 weapon for the shot, +1 salvaged (the Kite's weapons number).
    assert_eq!(weapons(&v), 2);
    assert_eq!(v.pirates_defeated, 1);
    assert_eq!(v.progress, 1, "Red Sails counts defeated pirates");
    assert_eq!(v.pending, Pending::Travel);
    assert!(
        v.log.iter().any(|l| l.contains("Salvages 1 weapon")),
        "{:?}",
        v.log
    );
}

#[test]
fn salvage_never_overfills_a_section() {
    let mut v = ship(SKIFF, KITE);
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[12])).unwrap();
    assert_eq!(weapons(&v), 4);
}

#[test]
fn a_failed_attack_brings_another_pirate_attack() {
    let mut v = ship(SKIFF, KITE);
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[5, 12, 8, 5])).unwrap();
    assert_eq!(weapons(&v), 3);
    assert_eq!(goods(&v), 4, "their second attack hit the Cargo Hold (5)");
    assert!(matches!(v.pending, Pending::Skirmish { .. }));
    assert_eq!(v.rolls.len(), 4);
    assert!(!v.rolls[0].good, "the attack roll did not beat blue 5");
}

const VESPER: u8 = 4; // Black Cross pirates, +1 to their attack rolls; salvage weapons and gold

#[test]
fn pirate_strength_adds_the_card_and_the_black_cross_rule() {
    // Red Sails (scenario 2): Black Cross pirates get +1 more. 4 + 2 beats red 5.
    let mut v = ship(VESPER, KITE);
    reveal(&mut v, &[4, 1]);
    assert_eq!(v.rolls[0].bonus, 2);
    assert!(!v.rolls[0].good, "they hit");
    assert!(matches!(v.pending, Pending::Skirmish { strength: 2, .. }));
    // Under a scenario without a pirate rule, only the card's +1: 4 + 1 does not beat 5.
    let mut v = ship(VESPER, KITE);
    v.scenario = Some(1);
    reveal(&mut v, &[4]);
    assert_eq!(v.rolls[0].bonus, 1);
    assert!(v.rolls[0].good, "they miss");
}

#[test]
fn a_red_captain_bonus_adds_to_your_attack() {
    let mut v = ship(SKIFF, KITE);
    v.captain = 1; // Isolde Marr, +2 red and a weapon square more
    v.held[3] = 3;
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[4])).unwrap();
    assert_eq!(
        (v.rolls[0].bonus, v.rolls[0].good),
        (2, true),
        "4 + 2 beats blue 5"
    );
    assert_eq!((v.pirates_defeated, weapons(&v)), (1, 3));
}

#[test]
fn corsair_lairs_salvage_double_and_count_black_cross_pirates() {
    // The Black Cross Corsairs (scenario 7); the Kite's numbers: weapons 1, gold 4.
    let mut v = ship(VESPER, KITE);
    v.scenario = Some(7);
    v.held[3] = 2;
    reveal(&mut v, &[1]);
    v.apply(&Action::Attack, &mut dice(&[6])).unwrap();
    assert_eq!(weapons(&v), 2 - 1 + 2, "double salvage");
    assert_eq!(v.gold, 10 + 8);
    assert_eq!(v.progress, 1);
    // Not on a Black Cross card: single salvage, and it does not count.
    let mut v = ship(SKIFF, KITE);
    v.scenario = Some(7);
    v.held[3] = 2;
    reveal(&mut v, &[1]);
    v.apply(&Action::Attack, &mut dice(&[6])).unwrap();
    assert_eq!((weapons(&v), v.progress), (2, 0));
}

#[test]
fn a_retreat_skips_the_rest_of_the_card_and_a_victory_goes_on() {
    const CONVOY_UNDER_FIRE: u8 = 45; // pirates, then gain Gold number gold
    let mut v = ship(CONVOY_UNDER_FIRE, KITE);
    reveal(&mut v, &[5]);
    v.apply(&Action::Retreat, &mut dice(&[])).unwrap();
    assert_eq!((v.gold, v.pending.clone()), (10, Pending::Travel));
    let mut v = ship(CONVOY_UNDER_FIRE, KITE);
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[12])).unwrap();
    assert_eq!((v.gold, v.pending.clone()), (14, Pending::Travel));
    // A retreat still finishes a Black Cross card (the Lantern Route pays and counts).
    let mut v = ship(VESPER, KITE);
    v.scenario = Some(3);
    reveal(&mut v, &[1]);
    v.apply(&Action::Retreat, &mut dice(&[])).unwrap();
    assert_eq!((v.gold, v.progress, engine(&v)), (11, 1, 3));
}

#[test]
fn a_failed_weather_roll_can_bring_pirates() {
    const STORM_RAIDERS: u8 = 44; // Engine Speed; fail: pirates
    let mut v = ship(STORM_RAIDERS, KITE);
    reveal(&mut v, &[8]);
    assert_eq!(v.pending, Pending::Travel, "8 + 1 beats green 8");
    let mut v = ship(STORM_RAIDERS, KITE);
    reveal(&mut v, &[1, 5]);
    assert!(matches!(v.pending, Pending::Skirmish { .. }));
    assert_eq!(v.rolls.len(), 2);
}

#[test]
fn black_cross_rules_apply_on_black_cross_cards() {
    const SMUGGLERS: u8 = 16; // Black Cross market: goods sell for the Gold value + 1
    const LIGHTNING: u8 = 38; // Black Cross: Engine Speed or lose 1 weapon and 1 engine part
                              // The Emperor's Silk: +1 more on Black Cross markets: 6 + 1 + 1.
    let mut v = ship(SMUGGLERS, KITE);
    v.scenario = Some(1);
    reveal(&mut v, &[]);
    assert!(matches!(v.pending, Pending::Market { sell_price: 8, .. }));
    // Storm Courier: +1 to rolls on Black Cross cards: 7 + 1 + 1 beats green 8, and counts.
    let mut v = ship(LIGHTNING, KITE);
    v.scenario = Some(4);
    reveal(&mut v, &[7]);
    assert_eq!(v.rolls[0].bonus, 2);
    assert_eq!((engine(&v), weapons(&v), v.progress), (4, 4, 1));
    // The same roll under another scenario fails.
    let mut v = ship(LIGHTNING, KITE);
    reveal(&mut v, &[7]);
    assert_eq!((engine(&v), weapons(&v)), (3, 3));
    // The Lantern Route: a finished Black Cross card pays 1 gold and counts.
    let mut v = ship(SIGNAL, KITE);
    v.scenario = Some(3);
    v.held[2] = 1;
    reveal(&mut v, &[]);
    assert_eq!((v.gold, v.progress, crew(&v)), (11, 1, 2));
    // Mutiny Whispers: a finished Black Cross card costs 1 crew…
    let mut v = ship(SIGNAL, KITE);
    v.scenario = Some(5);
    v.held[2] = 1;
    reveal(&mut v, &[]);
    assert_eq!(crew(&v), 1, "+1 from the card, −1 deserter");
    // …which can end the voyage.
    let mut v = ship(SMUGGLERS, KITE);
    v.scenario = Some(5);
    v.held[1] = 0;
    v.held[2] = 1;
    v.gold = 0;
    reveal(&mut v, &[]);
    v.apply(&Action::Done, &mut dice(&[])).unwrap();
    assert!(matches!(&v.status, Status::Lost { reason } if reason == "out of crew and gold"));
}

#[test]
fn every_kind_of_goal_completes() {
    const ARMOURY: u8 = 25; // gain Weapons number weapons
    const THUNDERHEAD: u8 = 33; // Engine Speed or lose engine parts
                                // No next scenario, so no bonus markers blur the rewards.
    let setup = |active: u8, scenario: u8| {
        let mut v = ship(active, KITE);
        v.scenario = Some(scenario);
        v.scenario_draw.clear();
        v
    };
    // A Chest for the Treasury: finish a card holding 24 gold.
    let mut v = setup(ARMOURY, 6);
    v.gold = 23;
    reveal(&mut v, &[]);
    assert!(v.completed.is_empty());
    let mut v = setup(ARMOURY, 6);
    v.gold = 24;
    reveal(&mut v, &[]);
    assert_eq!(v.completed, vec![6]);
    assert_eq!(
        weapons(&v),
        5,
        "a full gunnery, and 1 weapon by dispensation"
    );
    assert!(matches!(v.pending, Pending::Shipyard { free: true, .. }));
    // Relief of Port Aubade: finish a Black Cross card holding 3 crew and 3 weapons.
    let mut v = setup(ARMOURY, 8);
    reveal(&mut v, &[]);
    assert!(v.completed.is_empty(), "not a Black Cross card");
    let mut v = setup(SIGNAL, 8);
    v.held[2] = 2;
    v.held[3] = 2;
    reveal(&mut v, &[]);
    assert_eq!((v.completed.clone(), v.gold), (vec![8], 20));
    // Mutiny Whispers: pass 3 Crew Command rolls (5 + 1 beats yellow 5).
    let mut v = setup(SQUALL, 5);
    v.progress = 2;
    reveal(&mut v, &[5]);
    assert_eq!((v.completed.clone(), v.gold, crew(&v)), (vec![5], 14, 5));
    // Storm Courier: pass 3 Engine Speed rolls (8 + 1 beats green 8).
    let mut v = setup(THUNDERHEAD, 4);
    v.progress = 2;
    reveal(&mut v, &[8]);
    assert_eq!((v.completed.clone(), v.gold, engine(&v)), (vec![4], 13, 6));
    // A failed roll does not count.
    let mut v = setup(THUNDERHEAD, 4);
    v.progress = 2;
    reveal(&mut v, &[7]);
    assert_eq!((v.completed.len(), v.progress), (0, 2));
    // The Black Cross Corsairs: defeat 2 pirate ships on Black Cross cards.
    let mut v = setup(VESPER, 7);
    v.progress = 1;
    reveal(&mut v, &[1]);
    v.apply(&Action::Attack, &mut dice(&[12])).unwrap();
    assert_eq!(v.completed, vec![7]);
}

#[test]
fn the_captain_is_drawn_at_random() {
    let drawn: std::collections::HashSet<u8> = (0..200)
        .map(|seed| Voyage::new(3, &mut GameRng::from_seed(seed)).captain)
        .collect();
    assert_eq!(drawn.len(), 8, "every captain can be drawn");
}

#[test]
fn no_weapons_no_attack_and_no_engine_no_retreat() {
    let mut v = ship(SKIFF, KITE);
    v.held[3] = 0;
    reveal(&mut v, &[5]);
    assert_eq!(v.legal(), vec![Action::Retreat]);
    let err = v
        .clone()
        .apply(&Action::Attack, &mut dice(&[]))
        .unwrap_err();
    assert!(err.to_string().contains("Fore Gunnery is empty"), "{err}");
    let mut v = ship(SKIFF, KITE);
    v.held[0] = 0;
    reveal(&mut v, &[5]);
    assert_eq!(v.legal(), vec![Action::Attack]);
}

#[test]
fn running_out_of_engine_and_weapons_in_a_skirmish_loses() {
    let mut v = ship(SKIFF, KITE);
    v.held[0] = 0;
    v.held[3] = 1;
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[1])).unwrap();
    assert_eq!(
        v.status,
        Status::Lost {
            reason: "out of both engine parts and weapons in a skirmish".into()
        }
    );
    assert_eq!(v.pending, Pending::Over);
    assert!(v.legal().is_empty());
}

#[test]
fn the_last_shot_with_no_engine_loses_even_if_it_wins() {
    // No engine parts, one weapon: the shot defeats the pirates, but the ship is out of
    // both at that moment; the weapon salvage comes too late.
    let mut v = ship(SKIFF, KITE);
    v.held[0] = 0;
    v.held[3] = 1;
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[12])).unwrap();
    assert_eq!(
        v.status,
        Status::Lost {
            reason: "out of both engine parts and weapons in a skirmish".into()
        }
    );
    assert_eq!(weapons(&v), 0, "nothing salvaged");
    // With an engine part left, the same shot wins and salvages.
    let mut v = ship(SKIFF, KITE);
    v.held[0] = 1;
    v.held[3] = 1;
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[12])).unwrap();
    assert_eq!((v.status.clone(), weapons(&v)), (Status::Flying, 1));
}

#[test]
fn losing_two_of_engine_crew_weapons_and_gold_loses() {
    let mut v = ship(SQUALL, KITE);
    v.held[2] = 1;
    v.gold = 0;
    // Crew Command: 1 + 1 (captain) does not beat yellow 5; lose 1 crew.
    reveal(&mut v, &[1]);
    assert_eq!(
        v.status,
        Status::Lost {
            reason: "out of crew and gold".into()
        }
    );
    // Goods do not count: a ship with no goods and no gold flies on.
    let mut v = ship(SQUALL, KITE);
    v.held[1] = 0;
    v.gold = 0;
    reveal(&mut v, &[12]);
    assert_eq!(v.status, Status::Flying);
}

#[test]
fn spending_the_last_gold_with_another_lifeline_gone_loses_at_once() {
    // At a market: no crew, and the last 6 gold buys a weapon. Selling goods
    // afterwards must not undo the loss.
    let mut v = ship(BAZAAR, KITE);
    v.held[2] = 0;
    v.held[3] = 3;
    v.gold = 6;
    reveal(&mut v, &[]);
    assert!(matches!(v.pending, Pending::Market { .. }));
    v.apply(
        &Action::Buy {
            stock: Stock::Weapons,
            amount: 1,
        },
        &mut dice(&[]),
    )
    .unwrap();
    assert_eq!(
        v.status,
        Status::Lost {
            reason: "out of crew and gold".into()
        }
    );
    assert!(v.legal().is_empty(), "no selling afterwards");
    // Between cards: an upgrade that spends the last gold with no crew aboard.
    let mut v = ship(SKIFF, KITE);
    v.held[2] = 0;
    v.gold = 9;
    v.apply(
        &Action::Upgrade {
            section: Section::Cargo,
        },
        &mut dice(&[]),
    )
    .unwrap();
    assert_eq!(v.gold, 0);
    assert!(matches!(&v.status, Status::Lost { reason } if reason == "out of crew and gold"));
}

#[test]
fn markets_trade_within_capacity_and_purse() {
    let mut v = ship(BAZAAR, KITE);
    reveal(&mut v, &[]);
    assert!(matches!(v.pending, Pending::Market { sell_price: 6, .. }));
    // Full sections: nothing to buy yet.
    assert!(!v.legal().iter().any(|a| matches!(a, Action::Buy { .. })));
    v.apply(&Action::Sell { amount: 5 }, &mut dice(&[]))
        .unwrap();
    assert_eq!((goods(&v), v.gold), (0, 40));
    assert!(v
        .clone()
        .apply(&Action::Sell { amount: 1 }, &mut dice(&[]))
        .is_err());
    v.held[3] = 1;
    let most = v
        .legal()
        .iter()
        .filter_map(|a| match a {
            Action::Buy {
                stock: Stock::Weapons,
                amount,
            } => Some(*amount),
            _ => None,
        })
        .max();
    assert_eq!(most, Some(3), "room for 3 weapons");
    let err = v
        .clone()
        .apply(
            &Action::Buy {
                stock: Stock::Weapons,
                amount: 4,
            },
            &mut dice(&[]),
        )
        .unwrap_err();
    assert!(err.to_string().contains("room for 3 weapons more"), "{err}");
    let err = v
        .clone()
        .apply(
            &Action::Buy {
                stock: Stock::Goods,
                amount: 1,
            },
            &mut dice(&[]),
        )
        .unwrap_err();
    assert!(err.to_string().contains("doesn't sell goods"), "{err}");
    v.apply(
        &Action::Buy {
            stock: Stock::Weapons,
            amount: 3,
        },
        &mut dice(&[]),
    )
    .unwrap();
    assert_eq!((weapons(&v), v.gold), (4, 22));
    // The purse limits too: 7 gold buys one engine part at 6.
    v.gold = 7;
    v.held[0] = 1;
    let engine_buys: Vec<Action> = v
        .legal()
        .into_iter()
        .filter(|a| {
            matches!(
                a,
                Action::Buy {
                    stock: Stock::Engine,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(
        engine_buys,
        vec![Action::Buy {
            stock: Stock::Engine,
            amount: 1
        }]
    );
    v.apply(&Action::Done, &mut dice(&[])).unwrap();
    assert_eq!(v.pending, Pending::Travel);
}

#[test]
fn goods_bought_at_a_market_cannot_be_sold_back_there() {
    let mut v = ship(SPICE, KITE);
    v.held[1] = 2;
    v.gold = 20;
    reveal(&mut v, &[]);
    v.apply(
        &Action::Buy {
            stock: Stock::Goods,
            amount: 2,
        },
        &mut dice(&[]),
    )
    .unwrap();
    assert_eq!(goods(&v), 4);
    assert!(v.legal().contains(&Action::Sell { amount: 2 }));
    assert!(!v.legal().contains(&Action::Sell { amount: 3 }));
}

#[test]
fn you_may_means_a_choice_and_a_price_you_must_afford() {
    let mut v = ship(HIRING, KITE);
    v.held[2] = 1;
    reveal(&mut v, &[]);
    assert_eq!(v.pending, Pending::May);
    assert_eq!(v.legal(), vec![Action::Accept, Action::Decline]);
    v.apply(&Action::Accept, &mut dice(&[])).unwrap();
    assert_eq!((crew(&v), v.gold), (2, 4));
    let mut v = ship(HIRING, KITE);
    v.gold = 5;
    reveal(&mut v, &[]);
    assert_eq!(v.legal(), vec![Action::Decline]);
    v.apply(&Action::Decline, &mut dice(&[])).unwrap();
    assert_eq!((v.gold, v.pending.clone()), (5, Pending::Travel));
    // A full Crew Quarters: paying for crew who can't come aboard is not offered.
    let mut v = ship(HIRING, KITE);
    reveal(&mut v, &[]);
    assert_eq!(v.legal(), vec![Action::Decline]);
    // One free square: the full price (the Skiff's gold value 4) buys what fits of
    // the Skiff's crew number 3.
    let mut v = ship(HIRING, SKIFF);
    v.held[2] = 2;
    reveal(&mut v, &[]);
    v.apply(&Action::Accept, &mut dice(&[])).unwrap();
    assert_eq!((crew(&v), v.gold), (3, 6));
}

#[test]
fn or_means_one_branch_only() {
    let mut v = ship(CONVOY, KITE);
    v.held[0] = 1;
    v.held[3] = 1;
    reveal(&mut v, &[]);
    assert_eq!(v.pending, Pending::Or);
    v.apply(&Action::Choose { option: 2 }, &mut dice(&[]))
        .unwrap();
    assert_eq!((engine(&v), weapons(&v)), (3, 1));
    assert!(v
        .clone()
        .apply(&Action::Choose { option: 1 }, &mut dice(&[]))
        .is_err());
}

#[test]
fn wages_in_gold_are_paid_in_full_or_not_at_all() {
    const DOLDRUMS: u8 = 35; // pay the Gold value, or lose Crew number crew
    let mut v = ship(DOLDRUMS, KITE); // gold value 6, crew number 1
    v.gold = 5;
    reveal(&mut v, &[]);
    assert_eq!(v.pending, Pending::Or);
    assert_eq!(v.legal(), vec![Action::Choose { option: 2 }]);
    assert!(v
        .clone()
        .apply(&Action::Choose { option: 1 }, &mut dice(&[]))
        .is_err());
    v.apply(&Action::Choose { option: 2 }, &mut dice(&[]))
        .unwrap();
    assert_eq!((crew(&v), v.gold), (2, 5));
    let mut v = ship(DOLDRUMS, KITE);
    reveal(&mut v, &[]);
    v.apply(&Action::Choose { option: 1 }, &mut dice(&[]))
        .unwrap();
    assert_eq!((crew(&v), v.gold), (3, 4));
}

/// A one-captain game made with `options`, flying `v` (under the game's patience).
fn at_sea(mut v: Voyage, options: &str) -> AetherCaptains {
    let config = AetherCaptains::configure(&Options::parse(options, OPTIONS).unwrap()).unwrap();
    let mut g = AetherCaptains::new(&config, 1, &mut GameRng::from_seed(0)).unwrap();
    v.patience = config.patience;
    g.voyages[0] = v;
    g
}

/// `v` with its whole draw pile in the discards and `reshuffles` behind it.
fn deck_ran_out(reshuffles: u8) -> Voyage {
    let mut v = ship(SKIFF, KITE);
    v.discard = std::mem::take(&mut v.draw);
    v.reshuffles = reshuffles;
    v
}

#[test]
fn the_discards_are_reshuffled_whenever_the_pile_runs_out() {
    // "If the Game Action Draw Pile is ever empty, shuffle…": no limit by default, not
    // after 3 reshuffles, nor after 200.
    for before in [0, 3, 9, 200] {
        let mut g = at_sea(deck_ran_out(before), "patience=off");
        g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
        let v = &g.voyages[0];
        assert_eq!(v.status, Status::Flying, "after {before} reshuffles");
        assert_eq!(v.reshuffles, before + 1);
        assert_eq!(v.draw.len(), 48);
        assert!(
            v.log.iter().any(|l| l.contains(&format!(
                "shuffled into a new pile (reshuffle {})",
                before + 1
            ))),
            "{:?}",
            v.log
        );
        assert!(g.outcome().is_none());
    }
    // `patience=0` and `patience=off` say the same.
    for options in ["patience=0", "patience=off"] {
        let mut g = at_sea(deck_ran_out(3), options);
        g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
        assert_eq!(g.voyages[0].status, Status::Flying, "{options}");
    }
    // The Emperor's patience is a house rule, chosen with the option.
    let mut g = at_sea(deck_ran_out(2), "patience=3");
    g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    assert!(g.voyages[0]
        .log
        .iter()
        .any(|l| l.contains("(reshuffle 3 of 3)")));
    let mut g = at_sea(deck_ran_out(3), "patience=3");
    g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    assert!(matches!(&g.voyages[0].status, Status::Lost { reason } if reason.contains("patience")));
    let help = OPTIONS[0];
    assert_eq!((help.key, help.default), ("patience", "off"));
    assert!(help.help.contains("off by default"), "{}", help.help);
}

#[test]
fn a_completed_scenario_pays_its_reward_and_turns_the_next() {
    let mut v = ship(BAZAAR, KITE);
    v.scenario = Some(1); // sell 6 goods; reward 8 gold
    v.progress = 5;
    let before = v.scenario_draw.len();
    reveal(&mut v, &[]);
    v.apply(&Action::Sell { amount: 1 }, &mut dice(&[]))
        .unwrap();
    assert_eq!(v.progress, 6);
    assert!(
        v.completed.is_empty(),
        "completion is checked when the card is done"
    );
    v.apply(&Action::Done, &mut dice(&[])).unwrap();
    assert_eq!(v.completed, vec![1]);
    assert_eq!(v.gold, 10 + 6 + 8);
    assert_eq!(v.scenario_draw.len(), before - 1);
    assert!(v.scenario.is_some());
    assert!(v.log.iter().any(|l| l.contains("Scenario complete")));
}

#[test]
fn rewards_by_the_emperors_dispensation_may_exceed_the_squares() {
    let mut v = ship(SKIFF, KITE);
    v.scenario = Some(2); // defeat 3 pirates; reward 4 gold and 2 weapons
    v.progress = 2;
    reveal(&mut v, &[5]);
    v.apply(&Action::Attack, &mut dice(&[12])).unwrap();
    assert_eq!(v.completed, vec![2]);
    assert!(
        weapons(&v) >= 6,
        "4 squares, but 3 + 1 salvaged + 2 rewarded"
    );
}

#[test]
fn a_reward_upgrade_is_chosen_and_free() {
    let mut v = ship(SIGNAL, KITE);
    v.scenario = Some(3); // finish 3 Black Cross cards; reward 3 gold and an upgrade
    v.progress = 2;
    reveal(&mut v, &[]);
    assert_eq!(v.completed, vec![3]);
    assert_eq!(
        v.pending,
        Pending::Shipyard {
            discount: 0,
            free: true
        }
    );
    let gold = v.gold;
    v.apply(
        &Action::Upgrade {
            section: Section::Guns,
        },
        &mut dice(&[]),
    )
    .unwrap();
    assert_eq!((v.levels[3], v.gold), (4, gold));
    assert_eq!(v.pending, Pending::Travel);
}

#[test]
fn three_scenarios_win_the_voyage() {
    let (mut g, mut rng) = game(1, 3);
    g.apply(
        p(0),
        &Action::Build {
            levels: [3, 2, 2, 3],
        },
        &mut rng,
    )
    .unwrap();
    let mut v = ship(BAZAAR, KITE);
    v.scenario = Some(1);
    v.progress = 5;
    v.completed = vec![4, 5];
    g.voyages[0] = v;
    g.apply(p(0), &Action::Next, &mut rng).unwrap();
    g.apply(p(0), &Action::Sell { amount: 1 }, &mut rng)
        .unwrap();
    let events = g.apply(p(0), &Action::Done, &mut rng).unwrap();
    assert_eq!(g.voyages[0].status, Status::Won);
    // "Once a Scenario has been successfully completed, receive your reward": the
    // third one's too (The Emperor's Silk: 8 gold), as the log says.
    assert_eq!(
        g.voyages[0].gold,
        16 + 8,
        "the third scenario's reward is paid"
    );
    assert!(
        events.iter().any(|e| e
            .text
            .contains("Scenario complete: **The Emperor's Silk** (3 of 3). Reward: 8 gold.")),
        "{events:?}"
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert_eq!(outcome.scores, vec![3]);
    assert!(events.iter().any(|e| e.text.contains("triumph")));
    assert!(g.to_act().is_empty());
    assert_eq!(
        g.apply(p(0), &Action::Next, &mut rng),
        Err(ActionError::GameOver)
    );
}

#[test]
fn upgrades_between_cards_cost_gold() {
    let mut v = ship(SKIFF, KITE);
    assert!(v.legal().contains(&Action::Upgrade {
        section: Section::Crew
    }));
    v.apply(
        &Action::Upgrade {
            section: Section::Crew,
        },
        &mut dice(&[]),
    )
    .unwrap();
    assert_eq!((v.levels[2], v.gold), (3, 1), "level 3 costs 9");
    assert_eq!(v.capacity(Section::Crew), 4);
    assert_eq!(crew(&v), 3, "new squares start empty");
    let err = v
        .clone()
        .apply(
            &Action::Upgrade {
                section: Section::Engine,
            },
            &mut dice(&[]),
        )
        .unwrap_err();
    assert!(
        err.to_string().contains("costs 12 gold; you have 1"),
        "{err}"
    );
}

/// Plays a whole match with the sensible policy (or random legal moves), every seat in
/// turn; returns the match and its log.
fn play_match(
    players: usize,
    seed: u64,
    sensible: bool,
) -> (Match, Vec<(Actor, serde_json::Value)>) {
    let mut m = Match::new(GameKind::AetherCaptains, "", players, seed).unwrap();
    let mut chooser = GameRng::from_seed(seed ^ 0xA5A5);
    let mut log = Vec::new();
    let mut moves = 0;
    while m.outcome().is_none() {
        let waiting = m.to_act();
        let seat = *chooser
            .choose(&waiting)
            .expect("someone acts until the end");
        let notation = if sensible {
            m.suggest(seat).expect("a suggestion")
        } else {
            let choices = m.choices(p(seat.0));
            chooser
                .choose(&choices)
                .expect("a legal move")
                .notation
                .clone()
        };
        let applied = m
            .apply_notation(p(seat.0), &notation)
            .unwrap_or_else(|e| panic!("seed {seed}: `{notation}` refused: {e}"));
        log.push((p(seat.0), applied.action));
        moves += 1;
        assert!(moves < 20_000, "seed {seed}: the match never ends");
    }
    (m, log)
}

#[test]
fn small_selfplay_every_game_ends() {
    for seed in 0..25 {
        play_match(1, seed, true);
    }
    for seed in 0..10 {
        play_match(1 + (seed as usize % 3), seed, false);
    }
}

#[test]
fn replay_rebuilds_the_same_snapshot() {
    let (m, log) = play_match(3, 11, true);
    let replayed = Match::replay(
        GameKind::AetherCaptains,
        "",
        3,
        11,
        log.iter().map(|(a, v)| (*a, v)),
    )
    .unwrap();
    assert_eq!(replayed.snapshot(), m.snapshot());
    assert_eq!(Match::from_snapshot(&m.snapshot()).unwrap(), m);
}

#[test]
fn captains_fly_independently_side_by_side() {
    let mut m = Match::new(GameKind::AetherCaptains, "", 2, 4).unwrap();
    assert_eq!(m.to_act(), vec![Seat(0), Seat(1)]);
    m.apply_notation(p(0), "build 3 2 2 3").unwrap();
    let bob_before = m.choices(p(1));
    m.apply_notation(p(0), "next").unwrap();
    assert_eq!(
        m.choices(p(1)),
        bob_before,
        "alice's moves don't touch bob's ship"
    );
    assert_eq!((m.button_token(Seat(0)), m.button_token(Seat(1))), (2, 0));
    // The public board shows whoever moved last; private views show your own ship.
    let AnyView::AetherCaptains(public) = m.view(Viewer::Public) else {
        panic!("kind")
    };
    assert_eq!(public.ship.as_ref().unwrap().seat, Seat(0));
    assert_eq!(public.leaderboard.len(), 2);
    m.apply_notation(p(1), "build 2 2 2 4").unwrap();
    let AnyView::AetherCaptains(public) = m.view(Viewer::Public) else {
        panic!("kind")
    };
    assert_eq!(public.ship.as_ref().unwrap().seat, Seat(1));
    let AnyView::AetherCaptains(mine) = m.view(Viewer::Seat(Seat(0))) else {
        panic!("kind")
    };
    assert!(mine.private && mine.ship.unwrap().seat == Seat(0));
    assert!(m.prompt(Seat(1)).starts_with("{seat:1}: "));
}

#[test]
fn the_match_ends_when_every_voyage_has() {
    let (mut g, mut rng) = game(2, 8);
    g.voyages[0].status = Status::Won;
    g.voyages[0].pending = Pending::Over;
    g.voyages[0].completed = vec![1, 2, 3];
    assert!(g.outcome().is_none(), "bob still flies");
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let err = g.apply(p(0), &Action::Next, &mut rng).unwrap_err();
    assert!(err.to_string().contains("voyage is over"), "{err}");
    g.voyages[1].status = Status::Lost {
        reason: "out of crew and gold".into(),
    };
    g.voyages[1].pending = Pending::Over;
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert_eq!(outcome.scores, vec![3, 0]);
    assert!(outcome.summary.contains("{seat:0}"));
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut m = Match::new(GameKind::AetherCaptains, "", 1, 2).unwrap();
    let before = m.snapshot();
    assert!(m.apply_notation(p(0), "attack").is_err());
    assert!(m.apply_notation(p(0), "build 4 4 4 4").is_err());
    assert!(m.apply_notation(p(0), "fly to the moon").is_err());
    assert!(m.apply_notation(Actor::player(Seat(3)), "next").is_err());
    assert_eq!(m.snapshot(), before);
}

#[test]
fn notation_round_trips_and_choices_fit_discord() {
    for seed in 0..12 {
        let mut m = Match::new(GameKind::AetherCaptains, "", 1, seed).unwrap();
        while m.outcome().is_none() {
            let choices = m.choices(p(0));
            let buttons = choices
                .iter()
                .filter(|c| c.placement == Placement::Button)
                .count();
            assert!(buttons <= 20, "{buttons} buttons: {choices:?}");
            // Notation does not depend on the state: any game reads it.
            let (g, _) = game(1, 0);
            for c in &choices {
                assert!(
                    c.notation.len() <= 100 && c.label.chars().count() <= 80,
                    "{c:?}"
                );
                let action = g.parse(&c.notation).unwrap();
                assert_eq!(g.notation(&action), c.notation);
            }
            let next = m.suggest(Seat(0)).unwrap();
            m.apply_notation(p(0), &next).unwrap();
        }
    }
    let (g, _) = game(1, 1);
    assert_eq!(g.parse(" SELL 3 ").unwrap(), Action::Sell { amount: 3 });
    assert_eq!(
        g.parse("build 3223").unwrap(),
        Action::Build {
            levels: [3, 2, 2, 3]
        }
    );
    assert_eq!(
        g.parse("buy guns 2").unwrap(),
        Action::Buy {
            stock: Stock::Weapons,
            amount: 2
        }
    );
    assert!(matches!(
        g.parse("buy gold 2"),
        Err(ActionError::Unknown(_))
    ));
    assert!(matches!(
        g.parse("hoist the mainsail"),
        Err(ActionError::Unknown(_))
    ));
}

#[test]
fn options_are_checked() {
    let err =
        AetherCaptains::configure(&Options::parse("patience=10", OPTIONS).unwrap()).unwrap_err();
    assert!(err.to_string().contains("0 to 9"), "{err}");
    let config = |o: &str| AetherCaptains::configure(&Options::parse(o, OPTIONS).unwrap());
    assert_eq!(config("patience=off").unwrap().patience, 0);
    // New sessions get `patience=off` written into their options (the book's rule);
    // options without the key are sessions from before, played with a limit of 3.
    assert_eq!(
        GameKind::AetherCaptains.new_session_options(""),
        "patience=off"
    );
    assert_eq!(
        GameKind::AetherCaptains.new_session_options("patience=2"),
        "patience=2"
    );
    assert_eq!(config("").unwrap().patience, 3, "a session from before");
    assert_eq!(config("patience=4").unwrap().patience, 4);
    assert!(Match::new(GameKind::AetherCaptains, "", 7, 1).is_err());
    assert!(Match::new(GameKind::AetherCaptains, "patience=5", 6, 1).is_ok());
}

const STORM_COURIER: u8 = 4; // scenario: +1 to your own rolls on Black Cross cards
const MERCENARIES: u8 = 21; // buy weapons or hire crew
const ICE: u8 = 36; // Crew Command; fail: lose Goods number goods
const RESCUE: u8 = 47; // you may: Crew Command; pass: crew and 2 gold; fail: lose 1 crew
const BOUNTY: u8 = 49; // Black Cross; hunt pirates or hire crew for the Gold value

/// The public view's ship, and the captain's choices as Discord would show them.
fn shown(g: &AetherCaptains) -> (ShipView, Vec<Choice>) {
    let ship = *g.view(Viewer::Public).ship.unwrap();
    let choices = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe_for(Seat(0), a))
        .collect();
    (ship, choices)
}

fn labels(choices: &[Choice]) -> Vec<&str> {
    choices.iter().map(|c| c.label.as_str()).collect()
}

#[test]
fn a_build_under_ten_points_is_allowed() {
    // "You may never build a zeppelin with sections adding up to more than 10."
    let (mut g, mut rng) = game(1, 5);
    let small = Action::Build {
        levels: [2, 2, 2, 2],
    };
    assert!(g.legal_actions(p(0)).contains(&small));
    let choice = g.describe_for(Seat(0), &small);
    assert_eq!(choice.placement, Placement::TypedOnly, "{choice:?}");
    assert!(choice.label.contains("8 points"), "{choice:?}");
    assert!(
        g.prompt(Seat(0)).contains("at most"),
        "{}",
        g.prompt(Seat(0))
    );
    let events = g.apply(p(0), &small, &mut rng).unwrap();
    assert!(
        events[0].text.contains("8 of 10 points"),
        "{:?}",
        events[0].text
    );
    let v = &g.voyages[0];
    assert_eq!(
        (v.levels, v.pending.clone()),
        ([2, 2, 2, 2], Pending::Travel)
    );
    assert_eq!(
        v.held[0],
        v.capacity(Section::Engine),
        "every square filled"
    );
    // Buttons and menus still offer only full builds: 4 presets, 40 in menus.
    let (g, _) = game(1, 5);
    let placed: Vec<Choice> = g
        .legal_actions(p(0))
        .iter()
        .map(|a| g.describe_for(Seat(0), a))
        .filter(|c| c.placement != Placement::TypedOnly)
        .collect();
    assert_eq!(placed.len(), 44);
}

#[test]
fn card_texts_print_the_next_cards_numbers_and_say_you_may_once() {
    let mut v = ship(HIRING, KITE); // Kite: gold value 6, crew number 1
    v.held[2] = 1;
    let mut g = at_sea(v, "");
    g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    let (ship, choices) = shown(&g);
    let card = ship.active.unwrap();
    // The picture prints "You may: " before a "You may" action's text.
    assert!(card.actions[0].may);
    assert_eq!(card.actions[0].text, "pay 6 gold to hire 1 crew.");
    assert_eq!(
        g.prompt(Seat(0)),
        "{seat:0}: You may: pay 6 gold to hire 1 crew. Accept or decline?"
    );
    assert_eq!(
        labels(&choices),
        ["Yes: Hire 1 crew for 6 gold", "No, skip it"]
    );
    let events = g.apply(p(0), &Action::Accept, &mut dice(&[])).unwrap();
    assert!(events[0].text.contains("Accepts: Hire 1 crew for 6 gold."));
    // Every text and label of every card, with every card as its Next card, is
    // written out in full, and no "You may" action says "You may" itself.
    let c = content();
    for card in &c.actions {
        for next in &c.actions {
            for a in &card.with_next(Some(next)).actions {
                assert!(
                    !a.text.contains('{') && !a.text.contains("number"),
                    "{}",
                    a.text
                );
                assert!(!a.text.to_lowercase().starts_with("you may"), "{}", a.text);
                for b in &a.options {
                    assert!(!b.label.contains('{'), "{}", b.label);
                }
            }
        }
    }
}

#[test]
fn every_roll_a_card_makes_is_in_its_text() {
    // Rescue in the Clouds took a crew on a failed roll without saying so.
    fn checks(effects: &[Effect], out: &mut Vec<(bool, bool)>) {
        for e in effects {
            if let Effect::Check { pass, fail, .. } = e {
                out.push((!pass.is_empty(), !fail.is_empty()));
                checks(pass, out);
                checks(fail, out);
            }
        }
    }
    for card in &content().actions {
        for a in &card.actions {
            let mut found = Vec::new();
            for b in &a.options {
                checks(&b.effects, &mut found);
            }
            for (pass, fail) in found {
                assert!(
                    !pass || a.text.contains("pass:"),
                    "{}: {}",
                    card.name,
                    a.text
                );
                assert!(
                    !fail || a.text.contains("fail:"),
                    "{}: {}",
                    card.name,
                    a.text
                );
            }
        }
    }
    let mut v = ship(RESCUE, KITE); // Kite: yellow 5
    v.captain = 4; // Rook Halloran: no yellow bonus
    let mut g = at_sea(v, "");
    g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    assert!(
        g.prompt(Seat(0)).contains("fail: lose 1 crew"),
        "{}",
        g.prompt(Seat(0))
    );
    g.apply(p(0), &Action::Accept, &mut dice(&[2])).unwrap();
    assert_eq!(crew(&g.voyages[0]), 2);
}

#[test]
fn storm_courier_adds_one_to_every_roll_of_yours_on_black_cross_cards() {
    // Vesper is a Black Cross pirate card; Kite as Next: blue 5. Amara has no red bonus.
    let mut v = ship(VESPER, KITE);
    v.scenario = Some(STORM_COURIER);
    assert!(content()
        .scenario(STORM_COURIER)
        .cross_text
        .contains("attacks on pirates"));
    let mut g = at_sea(v, "");
    g.apply(p(0), &Action::Next, &mut dice(&[1])).unwrap();
    let (_, choices) = shown(&g);
    assert!(
        labels(&choices).contains(&"⚔️ Attack (−1 weapon, 8 in 12)"),
        "{choices:?}"
    );
    assert!(
        g.prompt(Seat(0)).contains("d12 +1 must beat"),
        "{}",
        g.prompt(Seat(0))
    );
    g.apply(p(0), &Action::Attack, &mut dice(&[5])).unwrap();
    let v = &g.voyages[0];
    assert_eq!(
        (v.rolls[0].bonus, v.rolls[0].good),
        (1, true),
        "5 + 1 beats 5"
    );
    assert_eq!(v.pirates_defeated, 1);
}

#[test]
fn narration_says_whose_number_a_roll_beats_and_what_was_lost() {
    // The pirates hit (6 > red 5), breach the hull (12 > Defense Rating 6), hit the
    // Cargo Hold; the attack fails (2 vs the pirates' blue 5).
    let mut g = at_sea(ship(SKIFF, KITE), "");
    let events = g
        .apply(p(0), &Action::Next, &mut dice(&[6, 12, 5]))
        .unwrap();
    let text: Vec<&str> = events.iter().map(|e| e.text.as_str()).collect();
    let text = text.join("\n");
    assert!(text.contains("vs your Defense Rating 6"), "{text}");
    g.apply(p(0), &Action::Attack, &mut dice(&[2, 1])).unwrap();
    let log = g.voyages[0].log.join("\n");
    assert!(log.contains("vs the pirates' Defense 5"), "{log}");
    assert!(!text.contains("vs blue") && !log.contains("vs blue"));
    // Nothing to lose is not "Loses 0 goods (all there was)".
    let mut v = ship(ICE, KITE); // yellow 5
    v.captain = 4;
    v.held[1] = 0;
    let mut g = at_sea(v, "");
    let events = g.apply(p(0), &Action::Next, &mut dice(&[1])).unwrap();
    let text: Vec<&str> = events.iter().map(|e| e.text.as_str()).collect();
    assert!(text.contains(&"Has no goods to lose."), "{text:?}");
    assert!(!text.iter().any(|t| t.contains("Loses 0")));
    // A market names what it sells in plain words.
    let mut g = at_sea(ship(BAZAAR, KITE), "");
    let events = g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    assert!(
        events.iter().any(|e| e
            .text
            .contains("weapons, crew and engine parts cost 6 gold each")),
        "{events:?}"
    );
}

#[test]
fn what_a_decision_names_and_cannot_offer_is_explained() {
    // "You may" with a full Crew Quarters: only the skip, and it says why.
    let mut g = at_sea(ship(HIRING, KITE), "");
    g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    let (_, choices) = shown(&g);
    assert_eq!(
        labels(&choices),
        ["Skip it (not now: no room in your Crew Quarters)"]
    );
    assert!(
        g.prompt(Seat(0))
            .ends_with("Not now: no room in your Crew Quarters. Skip it."),
        "{}",
        g.prompt(Seat(0))
    );
    // An "or" whose second side can't be paid.
    let mut v = ship(BOUNTY, KITE); // hire 1 crew for 6 gold
    v.gold = 4;
    v.held[2] = 1;
    let mut g = at_sea(v, "");
    g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    let (_, choices) = shown(&g);
    assert_eq!(labels(&choices), ["1) Hunt the bounty (fight pirates)"]);
    assert!(
        g.prompt(Seat(0)).ends_with(
            "2) Hire 1 crew for 6 gold. 2) is out of reach: it costs 6 gold; you have 4 gold."
        ),
        "{}",
        g.prompt(Seat(0))
    );
    let err = g
        .apply(p(0), &Action::Choose { option: 2 }, &mut dice(&[]))
        .unwrap_err();
    assert!(err.to_string().contains("it costs 6 gold"), "{err}");
    // A market whose wares don't fit: every reason is given, and the menu matches.
    let mut v = ship(MERCENARIES, KITE); // weapons or crew at 6 gold
    v.held[2] = 1;
    let mut g = at_sea(v, "");
    g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    let (_, choices) = shown(&g);
    assert_eq!(
        labels(&choices),
        ["Buy 1 crew (−6 gold)", "Leave the market"]
    );
    assert_eq!(
        g.prompt(Seat(0)),
        "{seat:0}: Market: buy crew at 6 gold each. Not now: weapons: no room in your Fore Gunnery. Then leave."
    );
    let mut v = ship(MERCENARIES, KITE);
    v.held[2] = 1;
    v.held[3] = 1;
    v.gold = 5;
    let mut g = at_sea(v, "");
    g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    let (_, choices) = shown(&g);
    assert_eq!(labels(&choices), ["Leave the market"]);
    assert_eq!(
        g.prompt(Seat(0)),
        "{seat:0}: Market: nothing you can trade here now — weapons and crew: 6 gold each, you have 5. Leave the market."
    );
    // Pirates with an empty Fore Gunnery: no attack, and the prompt says so.
    let mut v = ship(SKIFF, KITE);
    v.held[3] = 0;
    let mut g = at_sea(v, "");
    g.apply(p(0), &Action::Next, &mut dice(&[1])).unwrap();
    let (_, choices) = shown(&g);
    assert_eq!(labels(&choices), ["Retreat (−1 engine part)"]);
    assert!(
        g.prompt(Seat(0))
            .contains("Your Fore Gunnery is empty, so no attack"),
        "{}",
        g.prompt(Seat(0))
    );
}

#[test]
fn a_captain_whose_voyage_ended_is_told_how_while_others_fly() {
    let (mut g, mut rng) = game(2, 8);
    for s in 0..2 {
        g.apply(
            p(s),
            &Action::Build {
                levels: [3, 2, 2, 3],
            },
            &mut rng,
        )
        .unwrap();
    }
    // No engine parts left and one crew: a failed Squall Line (yellow 5) takes it.
    let mut v = ship(SQUALL, KITE);
    v.captain = 4;
    v.held[0] = 0;
    v.held[2] = 1;
    v.patience = NO_LIMIT;
    g.voyages[0] = v;
    let events = g.apply(p(0), &Action::Next, &mut dice(&[1])).unwrap();
    assert!(g.outcome().is_none(), "bob still flies");
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(events.iter().any(|e| e
        .text
        .contains("The voyage is lost: out of engine and crew")));
    assert_eq!(
        g.prompt(Seat(0)),
        "{seat:0}: Your voyage is over: out of engine and crew (0 of 3 scenarios completed)."
    );
}

/// Balance figures: `cargo test --release -p windward-engine aether_balance -- --ignored --nocapture`.
#[test]
#[ignore]
fn aether_balance() {
    let n = 2000u32;
    let mut wins = 0;
    let mut cards = 0;
    let mut moves = 0;
    let mut reasons = std::collections::BTreeMap::new();
    let mut by_completed = [0; 4];
    let mut longest = 0;
    for seed in 0..u64::from(n) {
        let (mut g, mut rng) = game(1, seed);
        while g.outcome().is_none() {
            let a = g.suggest(Seat(0)).unwrap();
            g.apply(p(0), &a, &mut rng).unwrap();
            moves += 1;
        }
        let v = &g.voyages[0];
        wins += u32::from(v.status == Status::Won);
        cards += v.cards;
        longest = longest.max(v.cards);
        by_completed[v.completed.len().min(3)] += 1;
        if let Status::Lost { reason } = &v.status {
            *reasons.entry(reason.clone()).or_insert(0) += 1;
        }
    }
    println!(
        "win rate {:.1}% · cards/game {:.1} (longest {longest}) · moves/game {:.1} · completed {:?}",
        100.0 * f64::from(wins) / f64::from(n),
        f64::from(cards) / f64::from(n),
        f64::from(moves) / f64::from(n),
        by_completed
    );
    for (r, c) in reasons {
        println!("  {c:5} {r}");
    }
    // The target: a careful captain wins roughly a third to half of the time.
    let rate = f64::from(wins) / f64::from(n);
    assert!(
        (0.33..=0.5).contains(&rate),
        "win rate {rate:.3} left the band"
    );
}

/// The voyages of `windward selfplay --game aether-captains --players 2 --games 200
/// --policy sensible --no-db` (same seeds, same chooser), with why each ended:
/// `cargo test -p windward-engine aether_selfplay_voyages -- --ignored --nocapture`.
#[test]
#[ignore]
fn aether_selfplay_voyages() {
    let (players, games, seed) = (2usize, 200u64, 1u64);
    let mut chooser = GameRng::from_seed(seed);
    let mut ends = std::collections::BTreeMap::new();
    let (mut cards, mut won, mut longest) = (0, 0, 0);
    for index in 0..games {
        let mut m = Match::new(GameKind::AetherCaptains, "", players, seed + index).unwrap();
        while m.outcome().is_none() {
            let waiting = m.to_act();
            let s = *chooser.choose(&waiting).unwrap();
            let notation = m.suggest(s).unwrap();
            m.apply_notation(p(s.0), &notation).unwrap();
        }
        won += u32::from(!m.outcome().unwrap().winners.is_empty());
        for s in 0..players {
            let AnyView::AetherCaptains(view) = m.view(Viewer::Seat(Seat(s as u8))) else {
                panic!("kind")
            };
            let ship = view.ship.unwrap();
            cards += ship.cards;
            longest = longest.max(ship.cards);
            let ending = ship.ending.unwrap_or_default();
            let ending = match ending.find(" after ") {
                Some(i) => ending[..i].to_string(),
                None => ending,
            };
            *ends.entry(ending).or_insert(0) += 1;
        }
    }
    println!(
        "{games} games ({won} with a winner), {} voyages, {:.1} cards each, longest {longest}",
        games as usize * players,
        f64::from(cards) / (games as f64 * players as f64)
    );
    for (e, n) in ends {
        println!("  {n:4} {e}");
    }
}

#[test]
fn a_captains_details_explain_its_own_card_and_never_anothers() {
    let (mut g, _) = game(2, 1);
    let mut mine = ship(HIRING, KITE);
    reveal(&mut mine, &[]);
    let mut theirs = ship(SPICE, KITE);
    reveal(&mut theirs, &[]);
    g.voyages[0] = mine;
    g.voyages[1] = theirs;
    let details = g.details(Seat(0)).join("\n");
    // Its card, with the Next card's numbers written in (Kite: gold value 6, 1 crew).
    assert!(details.contains("**1 Dockside Hiring Hall**"), "{details}");
    assert!(details.contains("pay 6 gold to hire 1 crew"), "{details}");
    // Its scenario and captain, in words.
    assert!(details.contains("Black Cross:"), "{details}");
    assert!(details.contains("Capt. Amara Quill"), "{details}");
    // The other captain's card and captain stay out.
    assert!(!details.contains("Spice Docks"), "{details}");
    assert!(g.details(Seat(1)).join("\n").contains("Spice Docks"));
    assert!(!g.details(Seat(1)).join("\n").contains("Hiring Hall"));
    // The picture's prompt is short; the whole sentence is in the details.
    let view = g.view(Viewer::Seat(Seat(0)));
    let ship = view.ship.expect("a ship");
    assert!(ship.ask.len() < 60, "{}", ship.ask);
    assert!(details.contains(&ship.decision));
}

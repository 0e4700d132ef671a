//! Pirates: attacks and hits, damage by section, retreats, salvage, Black Cross rules, weather.

use super::*;

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

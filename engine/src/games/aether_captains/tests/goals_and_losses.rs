//! Goals that complete, the captain drawn at random, and the ways a voyage is lost.

use super::*;

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

//! Markets and card choices: trading within capacity and purse, "you may", "or", wages.

use super::*;

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

//! Scenarios and the deck: reshuffles, rewards and upgrades, three scenarios win.

use super::*;

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
            .english()
            .contains("Scenario complete: **The Emperor's Silk** (3 of 3). Reward: 8 gold.")),
        "{events:?}"
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![Seat(0)]);
    assert_eq!(outcome.scores, vec![3]);
    assert!(events.iter().any(|e| e.text.english().contains("triumph")));
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

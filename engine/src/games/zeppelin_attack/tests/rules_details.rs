//! Rules details: overloads, action cards per ship, retreats, discounts, flagships,
//! Fate ties, experimental zeppelins, buying, the end and scoring, reshuffles.

use super::*;

// ----- rules details -----------------------------------------------------------------

#[test]
fn flagships_cannot_be_overloaded_but_zeppelins_can() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let helios = zeppelin(&mut g, 0, "The Helios");
    // Der Donnerkeil has Operative capacity 2, Attack 2: Chrono Torpedo (payload 3) no.
    let torpedo = hand(&mut g, 0, &["Chrono Torpedo"])[0];
    let flagship = g.player(Seat(0)).flagship.card;
    let err = g
        .apply(
            p(0),
            &Action::Play {
                card: torpedo,
                ship: flagship,
            },
            &mut rng,
        )
        .unwrap_err();
    assert!(
        err.to_string().contains("only Zeppelins can be overloaded"),
        "{err}"
    );
    // The Helios has no Attack capacity at all.
    let err = g
        .apply(
            p(0),
            &Action::Play {
                card: torpedo,
                ship: helios,
            },
            &mut rng,
        )
        .unwrap_err();
    assert!(err.to_string().contains("no Attack capacity"), "{err}");
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: torpedo,
            ship: kondensator,
        },
    );
    play(&mut g, &mut rng, 0, Action::Cancel);
    assert!(g.player(Seat(0)).hand.contains(&torpedo));
    assert_eq!(g.ship(Seat(0), kondensator).unwrap().played, None);
}

#[test]
fn one_action_card_per_ship_per_turn() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let cards = hand(
        &mut g,
        0,
        &["Conductive Counter Measures", "Conductive Counter Measures"],
    );
    let flagship = g.player(Seat(0)).flagship.card;
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: cards[0],
            ship: flagship,
        },
    );
    let err = g
        .apply(
            p(0),
            &Action::Play {
                card: cards[1],
                ship: flagship,
            },
            &mut rng,
        )
        .unwrap_err();
    assert!(err.to_string().contains("one per ship per turn"), "{err}");
}

#[test]
fn an_oversized_defense_card_makes_its_zeppelin_retreat() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[JacquelineFrost, GorillaKhan]);
    let hoarfrost = zeppelin(&mut g, 0, "The Hoarfrost");
    let orangutan = zeppelin(&mut g, 1, "The Orangutan");
    let mandrill = zeppelin(&mut g, 1, "The Mandrill");
    let cannon = hand(&mut g, 0, &["Cryo Cannon"])[0];
    let plating = hand(&mut g, 1, &["Thick Hide Plating"])[0];
    deck(&mut g, 1, &["Rocket Barrage", "Rocket Barrage"]);
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: cannon,
            ship: hoarfrost,
        },
    );
    // The Orangutan has no Defense capacity: it cannot block.
    play(
        &mut g,
        &mut rng,
        0,
        Action::Attack {
            kind: AttackType::Cold,
            target: Seat(1),
            ship: orangutan,
        },
    );
    let err = g
        .apply(p(1), &Action::Block { card: plating }, &mut rng)
        .unwrap_err();
    assert!(err.to_string().contains("no Defense capacity"), "{err}");
    assert!(
        !err.to_string().contains("Thick Hide"),
        "never name the card: {err}"
    );
    assert_eq!(g.legal_actions(p(1)), vec![Action::Take]);
    // Aimed at The Mandrill (Defense 1) instead, payload 2 blocks but overloads it.
    let mut g2 = g.clone();
    g2.pending = Some(Pending::Block {
        attacker: Seat(0),
        target: Seat(1),
        ship: mandrill,
        kind: AttackType::Cold,
        card: cannon,
        from: hoarfrost,
    });
    assert_eq!(
        g2.describe(&Action::Block { card: plating })
            .label
            .english(),
        "Block with Thick Hide Plating (ship retreats)"
    );
    let events = play(&mut g2, &mut rng, 1, Action::Block { card: plating });
    let t = texts(&events);
    assert!(
        t.contains("The Mandrill retreats: the Defense card was too big"),
        "{t}"
    );
    // Gorilla Khan's Flagship power: he draws a card when he blocks (and 1 from the
    // card's Always effect).
    assert!(t.contains("{seat:1} draws 1 card"), "{t}");
    assert_eq!(g2.player(Seat(1)).hand.len(), 2);
    assert_eq!(
        names(&g2.player(Seat(1)).discard),
        ["Thick Hide Plating", "The Mandrill"]
    );
}

#[test]
fn a_discount_gained_by_blocking_lasts_through_the_blockers_next_turn() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    let winter_light = zeppelin(&mut g, 1, "The Winter Light");
    let projector = hand(&mut g, 0, &["Lightning Projector"])[0];
    let rod = hand(&mut g, 1, &["Lightning Rod"])[0];
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: projector,
            ship: kondensator,
        },
    );
    play(
        &mut g,
        &mut rng,
        0,
        Action::Attack {
            kind: AttackType::Electric,
            target: Seat(1),
            ship: winter_light,
        },
    );
    play(&mut g, &mut rng, 1, Action::Block { card: rod });
    // Both Always effects: the blocker's discount, then the attacker's.
    assert_eq!((g.player(Seat(0)).credit, g.player(Seat(1)).credit), (1, 1));
    play(&mut g, &mut rng, 0, Action::Pass);
    // The attacker's discount ends with his turn; the blocker keeps hers for her own.
    assert_eq!((g.player(Seat(0)).credit, g.player(Seat(1)).credit), (0, 1));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    hand(&mut g, 1, &["Minor Mission"]);
    let lantern = take(&mut g, "The Lantern");
    g.piles[1].push(lantern);
    // The Lantern costs 4: her Minor Mission (3) and the discount (1).
    let events = play(
        &mut g,
        &mut rng,
        1,
        Action::Buy {
            pile: Pile::Mercenary(1),
        },
    );
    assert!(
        texts(&events).contains("paying with Minor Mission (3) + 1 from discounts"),
        "{}",
        texts(&events)
    );
    play(&mut g, &mut rng, 1, Action::Pass);
    assert_eq!(g.player(Seat(1)).credit, 0, "gone after her turn");
}

#[test]
fn a_targeted_flagship_draws_first_and_never_retreats() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[JacquelineFrost, WalkingMind]);
    let hoarfrost = zeppelin(&mut g, 0, "The Hoarfrost");
    let cannon = hand(&mut g, 0, &["Cryo Cannon"])[0];
    deck(&mut g, 0, &["Ice Field", "Icicle Volley"]);
    deck(&mut g, 1, &["Cold Reading"]);
    let target = g.player(Seat(1)).flagship.card;
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: cannon,
            ship: hoarfrost,
        },
    );
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Attack {
            kind: AttackType::Cold,
            target: Seat(1),
            ship: target,
        },
    );
    assert!(texts(&events).contains("Flagship is the target, so they draw a card first"));
    // The drawn card is named only to its owner.
    for e in &events {
        if e.text.english().contains("Cold Reading") {
            assert_eq!(e.audience, Audience::Only(Seat(1)));
        }
    }
    // Cold Reading (Cold, payload 2) fits The Cerebrum's Defense capacity 2.
    assert_eq!(g.legal_actions(p(1)).len(), 2);
    play(&mut g, &mut rng, 1, Action::Take);
    assert_eq!(g.player(Seat(1)).flagship.card, target);
    // First the Battle point (from the deck of Seat 0's choice)…
    assert_eq!(g.player(Seat(0)).hand.len(), 0);
    assert_eq!(g.to_act(), vec![Seat(0)]);
    play(&mut g, &mut rng, 0, Action::Spoils { pile: 4 });
    assert_eq!(g.player(Seat(0)).tucked.len(), 1);
    // …then Cryo Cannon's Hit effect (draw 1) and The Ice Storm's power (a successful
    // Cold attack draws 1).
    assert_eq!(g.player(Seat(0)).hand.len(), 2);
}

#[test]
fn equal_fate_cards_let_the_player_choose_and_effects_do_not_chain() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[WalkingMind, DerBlitzmann]);
    // Hypnotised Banker on The Cerebrum: reveal 2 + 1 extra, keep the highest.
    let banker = hand(&mut g, 0, &["Hypnotised Banker"])[0];
    fate_on_top(
        &mut g,
        &["Minor Mission", "The Secret Volcano Base", "Crown Jewels"],
    );
    let flagship = g.player(Seat(0)).flagship.card;
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: banker,
            ship: flagship,
        },
    );
    assert!(texts(&events).contains("Several Fate cards are worth 5"));
    let choices = g.legal_actions(p(0));
    assert_eq!(choices.len(), 2);
    assert_eq!(g.describe(&choices[0]).placement, Placement::Button);
    let volcano = ids_named("The Secret Volcano Base")[0];
    deck(&mut g, 0, &["Mind Spike"]);
    deck(&mut g, 1, &["Maxim Cannon"]);
    let events = play(&mut g, &mut rng, 0, Action::Keep { card: volcano });
    assert!(texts(&events).contains("Every player draws 1 card"));
    assert_eq!(names(&g.fate_discard), ["Minor Mission", "Crown Jewels"]);
    // A Fate card gained through a Fate effect does not fire its own effect.
    let mut q = g.clone();
    q.queue.push(Step::Effects {
        seat: Seat(0),
        foe: None,
        effects: vec![Effect::Fate {
            reveal: 1,
            keep: Keep::Highest,
            to: Dest::Hand,
        }],
        triggers: false,
        source: None,
    });
    fate_on_top(&mut q, &["Secret Dossier"]);
    let mut ev = Vec::new();
    rules_run(&mut q, &mut rng, &mut ev);
    assert!(
        texts(&ev).contains("Fate effects don't chain"),
        "{}",
        texts(&ev)
    );
}

fn rules_run(g: &mut ZeppelinAttack, rng: &mut GameRng, ev: &mut Vec<Event>) {
    rules::tests_run(g, rng, ev);
}

#[test]
fn experimental_zeppelins_are_for_their_owner_only() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    hand(&mut g, 0, &["Crown Jewels", "Schematics of Doom"]);
    let legal = g.legal_actions(p(0));
    assert!(legal.contains(&Action::Buy {
        pile: Pile::Experimental
    }));
    let choice = g.describe(&Action::Buy {
        pile: Pile::Experimental,
    });
    assert_eq!(choice.label.english(), "Buy Der Gewitterturm (7)");
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Buy {
            pile: Pile::Experimental,
        },
    );
    assert!(
        texts(&events).contains("3 Fate points left"),
        "{}",
        texts(&events)
    );
    assert_eq!(g.experimental.len(), 1, "only The Leviathan is left");
    assert!(g.experimental_of(Seat(0)).is_none());
    // Buying a Zeppelin allows no purge.
    assert!(g.pending.is_none());
    assert!(can_buy_err(&g, Seat(0)).contains("bought already"));
}

#[test]
fn nothing_can_be_bought_once_every_mercenary_deck_is_empty() {
    use Mastermind::*;
    let (mut g, _) = blank(&[DerBlitzmann, JacquelineFrost]);
    hand(&mut g, 0, &["Crown Jewels", "Schematics of Doom"]);
    for pile in &mut g.piles {
        pile.clear();
    }
    // Der Gewitterturm is still for sale and affordable, but the rulebook's Game End:
    // "if all the Mercenary decks are exhausted, then players can no longer buy cards".
    assert!(g.experimental_of(Seat(0)).is_some());
    assert!(can_buy_err(&g, Seat(0)).contains("no more cards can be bought"));
    assert!(!g
        .legal_actions(p(0))
        .iter()
        .any(|a| matches!(a, Action::Buy { .. })));
}

fn can_buy_err(g: &ZeppelinAttack, seat: Seat) -> String {
    rules::can_buy(g, seat, Pile::Experimental)
        .unwrap_err()
        .to_string()
}

#[test]
fn the_end_comes_after_the_player_before_the_start_player() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost, WalkingMind]);
    g.start = Seat(1);
    g.current = Seat(1);
    // Two decks gone, the third down to one card.
    g.piles[0].clear();
    g.piles[1].clear();
    g.piles[3].truncate(1);
    hand(&mut g, 1, &["Crown Jewels", "Schematics of Doom"]);
    let events = play(
        &mut g,
        &mut rng,
        1,
        Action::Buy {
            pile: Pile::Mercenary(3),
        },
    );
    assert!(
        texts(&events).contains("the game ends after {seat:0}'s turn"),
        "{}",
        texts(&events)
    );
    play(&mut g, &mut rng, 1, Action::Purge { card: None });
    play(&mut g, &mut rng, 1, Action::Pass);
    assert!(g.outcome().is_none());
    play(&mut g, &mut rng, 2, Action::Pass);
    let view = g.view(Viewer::Public);
    assert!(view.final_turns.unwrap().contains("{seat:0}"));
    let events = play(&mut g, &mut rng, 0, Action::Pass);
    assert!(texts(&events).contains("game is over"));
    let outcome = g.outcome().unwrap();
    assert!(g.to_act().is_empty());
    assert_eq!(outcome.scores.len(), 3);
    assert_eq!(
        g.apply(p(1), &Action::Pass, &mut rng),
        Err(ActionError::GameOver)
    );
}

#[test]
fn battle_points_come_from_the_fate_deck_once_the_mercenaries_are_gone() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    for pile in &mut g.piles {
        pile.clear();
    }
    let mut ev = Vec::new();
    g.queue.push(Step::Effects {
        seat: Seat(0),
        foe: None,
        effects: vec![Effect::BattlePoint(2)],
        triggers: true,
        source: None,
    });
    rules::tests_run(&mut g, &mut rng, &mut ev);
    assert_eq!(g.player(Seat(0)).tucked.len(), 2);
    assert!(g
        .player(Seat(0))
        .tucked
        .iter()
        .all(|c| c.def().kind == Kind::Fate));
    g.fate_deck.clear();
    g.queue.push(Step::Effects {
        seat: Seat(0),
        foe: None,
        effects: vec![Effect::BattlePoint(1)],
        triggers: true,
        source: None,
    });
    rules::tests_run(&mut g, &mut rng, &mut ev);
    assert_eq!(g.view(Viewer::Public).players[0].battle_points, 3);
}

#[test]
fn scoring_counts_cards_battle_points_and_the_fate_bonus() {
    use Mastermind::*;
    let (mut g, _) = blank(&[DerBlitzmann, JacquelineFrost, WalkingMind]);
    zeppelin(&mut g, 0, "The Goliath"); // 4 VP
    hand(&mut g, 0, &["Insanity Ray", "Crown Jewels"]); // 3 VP, 5 Fate
    hand(&mut g, 1, &["Major Plot"]);
    deck(&mut g, 1, &["Minor Mission", "Petty Larceny"]); // 4 + 3 + 2 = 9 Fate
    deck(&mut g, 2, &["Stolen Gold Reserve", "World Domination Plan"]); // 9 Fate
    let courier = take(&mut g, "The Courier");
    g.players[2].tucked.push(courier);
    g.players[2].extra_points = 1;
    let lines = rules::scores(&g);
    assert_eq!(
        (lines[0].card_vp, lines[0].fate_bonus, lines[0].total),
        (7, 0, 7)
    );
    assert_eq!((lines[1].fate_points, lines[1].fate_bonus), (9, 1));
    assert_eq!(
        (lines[2].battle_points, lines[2].fate_bonus, lines[2].total),
        (2, 1, 3)
    );
    assert!(lines[0].winner && !lines[1].winner);
    // Ties on points go to Battle points, then Zeppelins.
    for name in [
        "The Lantern",
        "The Archivist",
        "The Ambassador",
        "The Bellwether",
    ] {
        let card = take(&mut g, name);
        g.players[1].tucked.push(card);
    }
    g.players[1].extra_points = 2;
    let lines = rules::scores(&g);
    assert_eq!(lines[1].total, 7);
    assert!(lines[1].winner && !lines[0].winner);
}

#[test]
fn discard_and_draw_up_keeps_any_cards_and_reshuffles_the_discard_pile() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let cards = hand(
        &mut g,
        0,
        &[
            "Maxim Cannon",
            "Lightning Projector",
            "Blast Baffles",
            "Conductive Counter Measures",
            "Resourceful No. 2",
            "Fräulein Funke",
            "Crown Jewels",
        ],
    );
    // Seven cards: the turn can't end keeping them all.
    assert!(!g.legal_actions(p(0)).contains(&Action::Pass));
    let err = g.apply(p(0), &Action::Pass, &mut rng).unwrap_err();
    assert!(err.to_string().contains("more than 5"), "{err}");
    play(&mut g, &mut rng, 0, Action::End);
    let err = g.apply(p(0), &Action::Done, &mut rng).unwrap_err();
    assert!(err.to_string().contains("discard down to 5"), "{err}");
    // Discard below 5 (three cards), keep the rest…
    play(
        &mut g,
        &mut rng,
        0,
        Action::Discard {
            cards: cards[..3].to_vec(),
        },
    );
    assert_eq!(g.player(Seat(0)).hand.len(), 4);
    // …and draw back up to 5: the deck is empty, so the discard pile becomes the deck.
    let events = play(&mut g, &mut rng, 0, Action::Done);
    assert!(
        texts(&events).contains("{seat:0} shuffles their discard pile into a new deck"),
        "{}",
        texts(&events)
    );
    let blitz = g.player(Seat(0));
    assert_eq!(blitz.hand.len(), 5);
    assert!(cards[3..].iter().all(|c| blitz.hand.contains(c)));
    assert_eq!((blitz.deck.len(), blitz.discard.len()), (2, 0));
    assert_eq!(g.to_act(), vec![Seat(1)]);
}

#[test]
fn an_exhausted_fate_deck_is_reshuffled_from_the_fate_discard_pile() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    g.fate_deck.clear();
    fate_on_top(&mut g, &["Minor Mission"]);
    for n in [
        "Crown Jewels",
        "Schematics of Doom",
        "World Domination Plan",
    ] {
        let card = take(&mut g, n);
        g.fate_discard.push(card);
    }
    let funke = hand(&mut g, 0, &["Fräulein Funke"])[0];
    let flagship = g.player(Seat(0)).flagship.card;
    // Reveal 2, keep the lowest: the Minor Mission, then the Fate deck is empty.
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: funke,
            ship: flagship,
        },
    );
    let t = texts(&events);
    assert!(
        t.contains("The Fate discard pile is shuffled into a new Fate deck"),
        "{t}"
    );
    assert!(t.contains("keeps Minor Mission (3)"), "{t}");
    assert_eq!(names(&g.player(Seat(0)).hand), ["Minor Mission"]);
    assert_eq!((g.fate_deck.len(), g.fate_discard.len()), (2, 1));
    assert_eq!(g.fate_discard[0].def().value, 5);
}

#[test]
fn operatives_put_fate_cards_on_the_deck_or_into_the_discard_pile() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let archivist = zeppelin(&mut g, 0, "The Archivist"); // Operative capacity 2
    let cards = hand(&mut g, 0, &["Treasure Hunter", "Double Agent"]);
    let flagship = g.player(Seat(0)).flagship.card;
    // Treasure Hunter: reveal 3, the highest on top of the deck, then draw 1 (it).
    fate_on_top(&mut g, &["A Useful Rumour", "Ransom Note", "Crown Jewels"]);
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: cards[0],
            ship: archivist,
        },
    );
    assert_eq!(
        names(&g.player(Seat(0)).hand),
        ["Double Agent", "Crown Jewels"]
    );
    // Double Agent: reveal 3, the highest into the discard pile.
    fate_on_top(
        &mut g,
        &["Petty Larceny", "Stolen Gold Reserve", "Ransom Note"],
    );
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: cards[1],
            ship: flagship,
        },
    );
    assert!(texts(&events)
        .contains("keeps Stolen Gold Reserve (4) and puts it into their discard pile"));
    assert_eq!(names(&g.player(Seat(0)).discard), ["Stolen Gold Reserve"]);
    assert_eq!(g.player(Seat(0)).deck.len(), 0);
}

#[test]
fn a_flagship_blocks_only_with_a_defense_card_that_fits_it() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[JacquelineFrost, DerBlitzmann]);
    let hoarfrost = zeppelin(&mut g, 0, "The Hoarfrost");
    let volley = hand(&mut g, 0, &["Icicle Volley"])[0];
    // Blast Baffles (Explosive, payload 2) vs Der Donnerkeil's Defense capacity 1.
    let baffles = hand(&mut g, 1, &["Blast Baffles"])[0];
    let target = g.player(Seat(1)).flagship.card;
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: volley,
            ship: hoarfrost,
        },
    );
    play(
        &mut g,
        &mut rng,
        0,
        Action::Attack {
            kind: AttackType::Explosive,
            target: Seat(1),
            ship: target,
        },
    );
    let err = g
        .apply(p(1), &Action::Block { card: baffles }, &mut rng)
        .unwrap_err();
    assert!(err.to_string().contains("Defense capacity is 1"), "{err}");
    assert_eq!(g.legal_actions(p(1)), vec![Action::Take]);
}

#[test]
fn purchases_share_a_pool_of_fate_points_and_give_no_change() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    hand(&mut g, 0, &["Crown Jewels", "Schematics of Doom"]);
    let courier = take(&mut g, "The Courier"); // 3
    g.piles[1].push(courier);
    let smoke = take(&mut g, "Smoke Screen"); // 3
    g.piles[3].push(smoke);
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Buy {
            pile: Pile::Mercenary(1),
        },
    );
    assert!(
        texts(&events).contains("2 Fate points left for more purchases this turn"),
        "{}",
        texts(&events)
    );
    // The 2 left over and the second 5 pay for the Smoke Screen: 4 more are left.
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Buy {
            pile: Pile::Mercenary(3),
        },
    );
    assert!(
        texts(&events).contains("paying with Schematics of Doom (5) + 2 from discounts"),
        "{}",
        texts(&events)
    );
    assert_eq!(g.player(Seat(0)).credit, 4);
    play(&mut g, &mut rng, 0, Action::Purge { card: None });
    let blitz = g.player(Seat(0));
    assert_eq!(names(&blitz.hand), ["The Courier", "Smoke Screen"]);
    assert_eq!(
        g.fate_discard.len(),
        2,
        "spent Fate cards go to the Fate discard"
    );
    // No change: the unspent points are gone at the end of the turn.
    play(&mut g, &mut rng, 0, Action::Pass);
    assert_eq!(g.player(Seat(0)).credit, 0);
}

#[test]
fn the_game_ends_at_once_when_the_last_seat_triggers_it() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    g.current = Seat(1);
    g.piles[0].clear();
    g.piles[1].clear();
    g.piles[4].truncate(1);
    hand(&mut g, 1, &["Crown Jewels", "Schematics of Doom"]);
    let events = play(
        &mut g,
        &mut rng,
        1,
        Action::Buy {
            pile: Pile::Mercenary(4),
        },
    );
    assert!(texts(&events).contains("the game ends after {seat:1}'s turn"));
    play(&mut g, &mut rng, 1, Action::Purge { card: None });
    let events = play(&mut g, &mut rng, 1, Action::Pass);
    assert!(texts(&events).contains("game is over"));
    assert!(g.outcome().is_some());
}

#[test]
fn the_fate_bonus_and_the_zeppelin_tie_breaker() {
    use Mastermind::*;
    let (mut g, _) = blank(&[DerBlitzmann, JacquelineFrost]);
    // Most unspent Fate alone: +3.
    hand(&mut g, 0, &["Minor Mission"]);
    zeppelin(&mut g, 1, "The Dreadnought"); // 3 VP
    let lines = rules::scores(&g);
    assert_eq!((lines[0].fate_bonus, lines[0].total), (3, 3));
    assert_eq!((lines[1].fate_bonus, lines[1].total), (0, 3));
    // 3 VP each, no Battle points: the most Zeppelin cards wins.
    assert!(lines[1].winner && !lines[0].winner);
    assert!(g
        .clone()
        .finished_outcome()
        .summary
        .english()
        .starts_with("{seat:1} wins"));
    // One Zeppelin each: a shared win.
    zeppelin(&mut g, 0, "Den Kondensator"); // 0 VP
    let lines = rules::scores(&g);
    assert!(lines[0].winner && lines[1].winner);
    assert!(g
        .finished_outcome()
        .summary
        .english()
        .contains("share the win with 3 VP each"));
}

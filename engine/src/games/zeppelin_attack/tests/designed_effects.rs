//! Designed effects, each played through: random discards, blocks that take Fate cards,
//! battle points, double blocks, purges, the random start player, card details, ship names.

use super::*;

// ----- designed effects, each played through ------------------------------------------

/// Rocket Barrage's "the target discards 1 card at random": everyone reads how many,
/// only the target which.
#[test]
fn a_random_discard_names_the_card_to_its_owner_only() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[GorillaKhan, DerBlitzmann]);
    let rocket = hand(&mut g, 0, &["Rocket Barrage"])[0];
    let helios = zeppelin(&mut g, 1, "The Helios");
    let held = hand(&mut g, 1, &["Crown Jewels", "Maxim Cannon"]);
    let silverback = g.players[0].flagship.card;
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: rocket,
            ship: silverback,
        },
    );
    play(
        &mut g,
        &mut rng,
        0,
        Action::Attack {
            kind: AttackType::Explosive,
            target: Seat(1),
            ship: helios,
        },
    );
    play(&mut g, &mut rng, 1, Action::Take);
    let events = play(&mut g, &mut rng, 0, Action::Spoils { pile: 4 });
    let lost: Vec<CardId> = held
        .iter()
        .copied()
        .filter(|c| g.player(Seat(1)).discard.contains(c))
        .collect();
    assert_eq!(lost.len(), 1);
    assert_eq!(g.player(Seat(1)).hand.len(), 1);
    let public: Vec<&Event> = events
        .iter()
        .filter(|e| e.audience == Audience::Everyone)
        .collect();
    assert!(public
        .iter()
        .any(|e| e.text.english() == "{seat:1} discards 1 card at random (Rocket Barrage)."));
    let name = lost[0].def().name.as_str();
    assert!(public.iter().all(|e| !e.text.english().contains(name)));
    assert!(events.iter().any(|e| e.audience == Audience::Only(Seat(1))
        && e.text.english() == format!("You discarded at random: {name}.")));
}

/// Cold Reading's "take a random Fate card from the attacker's hand": it changes hands,
/// and only the two players learn which.
#[test]
fn a_block_can_take_a_random_fate_card_from_the_attacker() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[JacquelineFrost, WalkingMind]);
    let hoarfrost = zeppelin(&mut g, 0, "The Hoarfrost");
    let cannon = hand(&mut g, 0, &["Cryo Cannon"])[0];
    let fate = hand(&mut g, 0, &["Minor Mission", "Crown Jewels"]);
    let reading = hand(&mut g, 1, &["Cold Reading"])[0];
    deck(&mut g, 1, &["Mind Spike"]);
    let cerebrum = g.players[1].flagship.card;
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: cannon,
            ship: hoarfrost,
        },
    );
    play(
        &mut g,
        &mut rng,
        0,
        Action::Attack {
            kind: AttackType::Cold,
            target: Seat(1),
            ship: cerebrum,
        },
    );
    let events = play(&mut g, &mut rng, 1, Action::Block { card: reading });
    let taken: Vec<CardId> = fate
        .iter()
        .copied()
        .filter(|c| g.player(Seat(1)).hand.contains(c))
        .collect();
    assert_eq!(taken.len(), 1);
    assert!(!g.player(Seat(0)).hand.contains(&taken[0]));
    assert_eq!(g.player(Seat(0)).hand.len(), 1);
    let label = rules_fate_label(taken[0]);
    assert!(events.iter().any(|e| e.audience == Audience::Everyone
        && e.text.english()
            == "{seat:1} takes a random Fate card from {seat:0}'s hand (Cold Reading)."));
    assert!(events.iter().any(|e| e.audience == Audience::Only(Seat(1))
        && e.text.english() == format!("You took {label}.")));
    assert!(events.iter().any(|e| e.audience == Audience::Only(Seat(0))
        && e.text.english() == format!("You lost {label}.")));
    assert!(events
        .iter()
        .filter(|e| e.audience == Audience::Everyone)
        .all(|e| !e.text.english().contains(taken[0].def().name.as_str())));
}

fn rules_fate_label(card: CardId) -> String {
    format!("{} ({})", card.def().name, card.def().value)
}

/// Sinister Alliance's Fate effect: a purge, from the discard pile here.
#[test]
fn sinister_alliance_lets_its_keeper_purge() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let informant = hand(&mut g, 0, &["Informant"])[0];
    let cannon = take(&mut g, "Maxim Cannon");
    g.players[0].discard.push(cannon);
    deck(&mut g, 0, &["Tesla Lance"]);
    fate_on_top(&mut g, &["Sinister Alliance"]);
    let flagship = g.players[0].flagship.card;
    let t = texts(&play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: informant,
            ship: flagship,
        },
    ));
    assert!(
        t.contains("{seat:0} may purge an Action card from their hand or discard pile (Sinister Alliance's Fate effect)."),
        "{t}"
    );
    assert_eq!(g.pending, Some(Pending::Purge { seat: Seat(0) }));
    let mut game = as_match(&g);
    game.apply_notation(p(0), "purge d1").unwrap();
    let g = state(&game);
    assert_eq!(g.player(Seat(0)).tucked, vec![cannon]);
    assert!(g.player(Seat(0)).discard.is_empty());
    // Informant's own draw comes after the Fate effect.
    assert!(names(&g.player(Seat(0)).hand).contains(&"Tesla Lance"));
}

/// Doomsday Device Plans' Fate effect: a Battle point, from a Mercenary deck of the
/// keeper's choice.
#[test]
fn doomsday_device_plans_give_a_battle_point() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let funke = hand(&mut g, 0, &["Fräulein Funke"])[0];
    fate_on_top(&mut g, &["Doomsday Device Plans", "Stolen Gold Reserve"]);
    let flagship = g.players[0].flagship.card;
    let t = texts(&play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: funke,
            ship: flagship,
        },
    ));
    // Two 4s: Blitzmann chooses; the Plans fire when kept.
    assert!(matches!(g.pending, Some(Pending::KeepFate { .. })), "{t}");
    let plans = ids_named("Doomsday Device Plans")[0];
    let t = texts(&play(&mut g, &mut rng, 0, Action::Keep { card: plans }));
    assert!(
        t.contains("{seat:0} takes a Battle point (Doomsday Device Plans' Fate effect): they choose the Mercenary deck it comes from."),
        "{t}"
    );
    assert_eq!(g.pending, Some(Pending::Spoils { seat: Seat(0) }));
    let top = *g.piles[3].last().unwrap();
    play(&mut g, &mut rng, 0, Action::Spoils { pile: 3 });
    assert_eq!(g.player(Seat(0)).tucked, vec![top]);
    assert_eq!(g.view(Viewer::Public).players[0].battle_points, 1);
}

/// Universal Deflector's Block effect gives the defender a Battle point, on the
/// attacker's turn: the defender chooses its deck, then the rest of the block resolves.
#[test]
fn universal_deflector_gives_the_defender_a_battle_point() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    let winter_light = zeppelin(&mut g, 1, "The Winter Light");
    let projector = hand(&mut g, 0, &["Lightning Projector"])[0];
    let deflector = hand(&mut g, 1, &["Universal Deflector"])[0];
    deck(&mut g, 1, &["Cryo Cannon"]);
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
    let t = texts(&play(
        &mut g,
        &mut rng,
        1,
        Action::Block { card: deflector },
    ));
    assert!(
        t.contains("{seat:1} takes a Battle point (Universal Deflector): they choose"),
        "{t}"
    );
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let top = *g.piles[0].last().unwrap();
    let t = texts(&play(&mut g, &mut rng, 1, Action::Spoils { pile: 0 }));
    assert_eq!(g.player(Seat(1)).tucked, vec![top]);
    assert_eq!(g.player(Seat(0)).tucked, Vec::<CardId>::new());
    // Then its Always effect, the retreat (payload 3 on Defense capacity 1), and the
    // attacker's Always effect; the turn is the attacker's again.
    assert!(
        t.contains("{seat:1} draws 1 card (Universal Deflector)."),
        "{t}"
    );
    assert!(
        t.contains("{seat:1}'s The Winter Light retreats: the Defense card was too big for it."),
        "{t}"
    );
    assert_eq!(g.player(Seat(0)).credit, 1);
    assert_eq!(g.to_act(), vec![Seat(0)]);
}

/// The one-card-per-ship limit is the active player's: a defending ship blocks every
/// attack it has a Defense card for.
#[test]
fn a_ship_blocks_twice_in_one_turn() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[JacquelineFrost, DerBlitzmann]);
    let hoarfrost = zeppelin(&mut g, 0, "The Hoarfrost");
    let attacks = hand(&mut g, 0, &["Tesla Lance", "Mesmer Beam"]);
    let helios = zeppelin(&mut g, 1, "The Helios");
    // Lightning Rod first (a Conductive Counter Measures would make the attacker
    // discard the second Attack card at random).
    let measures = hand(&mut g, 1, &["Lightning Rod", "Conductive Counter Measures"]);
    deck(&mut g, 1, &["Maxim Cannon", "Fräulein Funke"]);
    let ice_storm = g.players[0].flagship.card;
    for (attack, from, block) in [
        (attacks[0], hoarfrost, measures[0]),
        (attacks[1], ice_storm, measures[1]),
    ] {
        play(
            &mut g,
            &mut rng,
            0,
            Action::Play {
                card: attack,
                ship: from,
            },
        );
        play(
            &mut g,
            &mut rng,
            0,
            Action::Attack {
                kind: AttackType::Electric,
                target: Seat(1),
                ship: helios,
            },
        );
        assert!(g
            .legal_actions(p(1))
            .contains(&Action::Block { card: block }));
        play(&mut g, &mut rng, 1, Action::Block { card: block });
        assert!(g.player(Seat(1)).zeppelins.iter().any(|z| z.card == helios));
    }
    assert_eq!(g.player(Seat(1)).discard, measures);
    assert_eq!(g.player(Seat(0)).tucked, Vec::<CardId>::new());
    assert_eq!(g.to_act(), vec![Seat(0)]);
}

/// "Buying a Zeppelin does not allow a player to purge a card."
#[test]
fn a_purge_is_refused_after_buying_a_zeppelin() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    hand(&mut g, 0, &["Crown Jewels", "Maxim Cannon"]);
    let courier = take(&mut g, "The Courier");
    g.piles[1].push(courier);
    play(
        &mut g,
        &mut rng,
        0,
        Action::Buy {
            pile: Pile::Mercenary(1),
        },
    );
    assert_eq!(g.pending, None);
    assert!(!g
        .legal_actions(p(0))
        .iter()
        .any(|a| matches!(a, Action::Purge { .. })));
    let mut game = as_match(&g);
    let cannon = number_of(&game, 0, "Maxim Cannon");
    assert_says(
        &refused_by(&mut game, 0, &format!("purge {cannon}")),
        "You can't purge now: you may purge an Action card right after you buy an Action card",
    );
    // An Action card bought next does offer it.
    let smoke = take(&mut g, "Smoke Screen");
    g.piles[3].push(smoke);
    g.players[0].credit = 3;
    play(
        &mut g,
        &mut rng,
        0,
        Action::Buy {
            pile: Pile::Mercenary(3),
        },
    );
    assert_eq!(g.pending, Some(Pending::Purge { seat: Seat(0) }));
}

/// "Randomly determine a start player": every seat starts some games, and the start
/// player is the first to act.
#[test]
fn the_start_player_is_random() {
    for players in 2..=4 {
        let mut starts = HashSet::new();
        for seed in 0..40 {
            let game = Match::new(GameKind::ZeppelinAttack, "", players, seed).unwrap();
            let g = state(&game);
            assert_eq!((g.current, g.turn), (g.start, 1));
            assert_eq!(game.to_act(), vec![g.start]);
            starts.insert(g.start);
        }
        assert_eq!(starts.len(), players, "{players} players: {starts:?}");
    }
}

#[test]
fn a_seats_details_explain_its_own_cards_and_never_anothers() {
    use Mastermind::*;
    let (mut g, _) = blank(&[JacquelineFrost, DerBlitzmann]);
    hand(&mut g, 0, &["Cryo Cannon", "Cryo Cannon", "Ice Field"]);
    hand(&mut g, 1, &["Lightning Projector"]);
    let mine = g.details(Seat(0)).join("\n");
    // The Flagship's power, each hand card by its /play number, copies on one line.
    assert!(
        mine.contains("**f The Ice Storm** — When a Cold attack"),
        "{mine}"
    );
    assert!(
        mine.contains("**1, 2 Cryo Cannon** — Hit: Draw 1 card."),
        "{mine}"
    );
    assert!(mine.contains("**3 Ice Field** — Block:"), "{mine}");
    assert!(!mine.contains("Lightning Projector"), "{mine}");
    let theirs = g.details(Seat(1)).join("\n");
    assert!(theirs.contains("Lightning Projector"), "{theirs}");
    assert!(
        !theirs.contains("Cryo Cannon") && !theirs.contains("Ice Field"),
        "{theirs}"
    );
}

/// One ship, one name: the button that aims at a Flagship, the target's ping, the board's
/// decision line, the refusals around it and the stored narration all call it by its
/// card's name ("{seat:1}'s The Ice Storm"), marked "(Flagship)" wherever it is not
/// stored. Before, the button said "{seat:1}'s Flagship" and the ping "The Ice Storm".
#[test]
fn a_ship_is_called_by_one_name_on_its_button_its_ping_and_in_the_log() {
    let mut game = scene();
    let lp = number_of(&game, 0, "Lightning Projector");
    assert_eq!(
        label_of(&game, 0, &format!("play {lp} on f")),
        "Play Lightning Projector on Der Donnerkeil (Flagship)"
    );
    game.apply_notation(p(0), &format!("play {lp} on f"))
        .unwrap();
    assert_eq!(
        label_of(&game, 0, "attack electric f@2"),
        "Electric attack on {seat:1}'s The Ice Storm (Flagship)"
    );
    assert_eq!(
        label_of(&game, 0, "attack electric 1@2"),
        "Electric attack on {seat:1}'s The Winter Light"
    );
    let applied = game.apply_notation(p(0), "attack electric f@2").unwrap();
    let told: Vec<String> = applied.events.iter().map(|e| e.text.english()).collect();
    assert!(
        told.iter()
            .any(|t| t.contains("Electric attack on {seat:1}'s The Ice Storm with")),
        "{told:?}"
    );
    assert_says(
        &game.prompt(Seat(1)).english(),
        "{seat:0}'s Electric attack is aimed at your The Ice Storm (Flagship)!",
    );
    let crate::AnyView::ZeppelinAttack(view) = game.view(Viewer::Public) else {
        panic!("a Zeppelin view");
    };
    assert_eq!(
        view.decision,
        "{seat:1} decides: block {seat:0}'s Electric attack on their The Ice Storm (Flagship), or take the hit."
    );
    let crate::AnyView::ZeppelinAttack(mine) = game.view(Viewer::Seat(Seat(1))) else {
        panic!("a Zeppelin view");
    };
    assert_says(
        &mine.me.expect("their own view").asked,
        "aimed at your The Ice Storm (Flagship)",
    );
    assert_says(
        &refused_by(&mut game, 0, "pass"),
        "block your Electric attack on their The Ice Storm (Flagship)",
    );
    assert_says(
        &refused_by(&mut game, 1, "buy 1"),
        "answer {seat:0}'s Electric attack on your The Ice Storm (Flagship)",
    );
}

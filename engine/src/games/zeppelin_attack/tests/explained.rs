//! What the log explains: every power, General and Fate effect names where it comes from,
//! and the result shows the tie-breakers that decided.

use super::*;

// ----- causes: every power, General and Fate effect says where it comes from ----------

/// Seed 4's turn 2 read "bob draws 1 card. bob draws 1 card.": the second draw was The
/// Ice Storm's power. Now each draw names its cause.
#[test]
fn a_flagship_power_names_itself_when_it_fires() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[JacquelineFrost, WalkingMind]);
    let hoarfrost = zeppelin(&mut g, 0, "The Hoarfrost");
    let synapse = zeppelin(&mut g, 1, "The Synapse");
    let cannon = hand(&mut g, 0, &["Cryo Cannon"])[0];
    deck(&mut g, 0, &["Smoke Screen", "Tesla Lance"]);
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
            ship: synapse,
        },
    );
    play(&mut g, &mut rng, 1, Action::Take);
    let t = texts(&play(&mut g, &mut rng, 0, Action::Spoils { pile: 0 }));
    assert!(t.contains("{seat:0} draws 1 card (Cryo Cannon)."), "{t}");
    assert!(
        t.contains("{seat:0} draws 1 card (The Ice Storm's power)."),
        "{t}"
    );
    // The Battle point of a hit is the rule, not a card: no cause.
    assert!(t.contains("{seat:0} takes a Battle point: "), "{t}");
}

#[test]
fn a_block_names_the_defense_card_the_power_and_the_attack_card() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, GorillaKhan]);
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    let mandrill = zeppelin(&mut g, 1, "The Mandrill");
    let projector = hand(&mut g, 0, &["Lightning Projector"])[0];
    let rod = hand(&mut g, 1, &["Lightning Rod", "Crown Jewels"])[0];
    hand(&mut g, 0, &["Minor Mission"]);
    deck(&mut g, 1, &["Rocket Barrage"]);
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
            ship: mandrill,
        },
    );
    let t = texts(&play(&mut g, &mut rng, 1, Action::Block { card: rod }));
    for line in [
        "{seat:0} discards Minor Mission (3) to the Fate discard pile (Lightning Rod).",
        // Gained on another player's turn, the blocker's discount waits for her turn.
        "{seat:1} gets a discount: +1 Fate point for purchases their next turn (Lightning Rod).",
        "{seat:1} draws 1 card (The Silverback's power).",
        "{seat:0} gets a discount: +1 Fate point for purchases this turn (Lightning Projector).",
    ] {
        assert!(t.contains(line), "{line}\n{t}");
    }
}

#[test]
fn general_and_fate_effects_name_their_cards() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let informant = hand(&mut g, 0, &["Informant"])[0];
    deck(&mut g, 0, &["Tesla Lance", "Smoke Screen"]);
    fate_on_top(&mut g, &["Secret Dossier"]);
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
    for line in [
        "{seat:0} reveals a Fate card for Informant: Secret Dossier (3).",
        "Its Fate effect: Draw 1 card.",
        "{seat:0} draws 1 card (Secret Dossier's Fate effect).",
        "{seat:0} draws 1 card (Informant).",
    ] {
        assert!(t.contains(line), "{line}\n{t}");
    }
}

#[test]
fn the_cerebrums_power_is_named_when_it_reveals_more() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[WalkingMind, DerBlitzmann]);
    let banker = hand(&mut g, 0, &["Hypnotised Banker"])[0];
    let cerebrum = g.players[0].flagship.card;
    let t = texts(&play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: banker,
            ship: cerebrum,
        },
    ));
    assert!(
        t.contains("The Cerebrum's power: Hypnotised Banker reveals 1 extra Fate card."),
        "{t}"
    );
    assert!(
        t.contains("reveals Fate cards for Hypnotised Banker: "),
        "{t}"
    );
}

/// The renderer reads each Flagship's power from the view: every player's on the public
/// board, the viewer's own in their private view.
#[test]
fn views_carry_each_flagships_power() {
    let mut rng = GameRng::from_seed(3);
    let g = ZeppelinAttack::new(&Config::default(), 4, &mut rng).unwrap();
    let public = g.view(Viewer::Public);
    for (view, p) in public.players.iter().zip(&g.players) {
        let power = p.flagship.card.def().power.as_ref().unwrap().text();
        assert_eq!(view.flagship_power, power);
    }
    assert!(public
        .players
        .iter()
        .any(|p| p.flagship_power == "When you block an attack, draw 1 card."));
    let mine = g.view(Viewer::Seat(Seat(2))).me.unwrap();
    assert_eq!(mine.flagship_power, public.players[2].flagship_power);
    let json = serde_json::to_value(&public).unwrap();
    assert!(json["players"][0]["flagship_power"].is_string());
}

// ----- the result shows the tie-breakers that decided ---------------------------------

#[test]
fn a_tie_on_vp_shows_the_zeppelins_that_decided() {
    use Mastermind::*;
    let (mut g, _) = blank(&[DerBlitzmann, JacquelineFrost]);
    zeppelin(&mut g, 0, "Den Kondensator");
    zeppelin(&mut g, 0, "The Helios");
    hand(&mut g, 0, &["The Goliath"]); // 4 VP, 3 Zeppelins
    zeppelin(&mut g, 1, "The Hoarfrost");
    hand(&mut g, 1, &["Insanity Ray", "Tesla Lance"]); // 3 + 1 VP, 1 Zeppelin
    g.finished = true;
    let outcome = g.outcome().unwrap();
    assert_eq!(
        outcome.summary.english().lines().take(2).collect::<Vec<_>>(),
        [
            "{seat:0} wins with 4 VP.",
            "{seat:0} and {seat:1} tie on 4 VP and 0 Battle points; Zeppelins decide ({seat:0} 3, {seat:1} 1)."
        ]
    );
    let view = g.view(Viewer::Public);
    assert_eq!(
        view.tie_break.as_deref(),
        Some("{seat:0} and {seat:1} tie on 4 VP and 0 Battle points; Zeppelins decide ({seat:0} 3, {seat:1} 1).")
    );
    assert!(view.scores.iter().all(|l| l.tied_on_vp));
    assert_eq!((view.scores[0].zeppelins, view.scores[1].zeppelins), (3, 1));
}

#[test]
fn a_tie_on_vp_shows_the_battle_points_that_decided() {
    use Mastermind::*;
    let (mut g, _) = blank(&[DerBlitzmann, JacquelineFrost]);
    hand(&mut g, 0, &["Insanity Ray", "Tesla Lance"]); // 4 VP
    hand(&mut g, 1, &["Chrono Torpedo"]); // 3 VP + 1 Battle point
    g.players[1].extra_points = 1;
    let summary = g.clone().finished_outcome().summary.english();
    assert!(
        summary.starts_with(
            "{seat:1} wins with 4 VP.\n{seat:1} and {seat:0} tie on 4 VP; Battle points decide ({seat:1} 1, {seat:0} 0).\n"
        ),
        "{summary}"
    );
    // No tie on VP: the result reads as before, with no tie-break line.
    g.players[1].extra_points = 2;
    let summary = g.clone().finished_outcome().summary.english();
    assert_eq!(summary.lines().count(), 3, "{summary}");
    assert!(summary.starts_with("{seat:1} wins with 5 VP.\n{seat:1}: 5 VP"));
    g.finished = true;
    assert_eq!(g.view(Viewer::Public).tie_break, None);
}

#[test]
fn tie_breakers_among_three_and_a_shared_win() {
    let line = |seat: u8, battle_points: u32, zeppelins: u32| ScoreLine {
        seat: Seat(seat),
        card_vp: 10 - battle_points,
        battle_points,
        fate_points: 0,
        fate_bonus: 0,
        total: 10,
        zeppelins,
        winner: false,
        tied_on_vp: true,
    };
    assert_eq!(
        rules::tie_break(&[line(0, 5, 2), line(1, 6, 1), line(2, 6, 4)]).unwrap(),
        "{seat:2}, {seat:1} and {seat:0} tie on 10 VP; Battle points ({seat:2} 6, {seat:1} 6, {seat:0} 5) leave {seat:2} and {seat:1} tied; Zeppelins decide ({seat:2} 4, {seat:1} 1)."
    );
    assert_eq!(
        rules::tie_break(&[line(0, 1, 1), line(1, 1, 1)]).unwrap(),
        "{seat:0} and {seat:1} tie on 10 VP and 1 Battle point; they also have 1 Zeppelin each, so they share the win."
    );
}

//! Refusals say why; one-tap labels say what they throw away.

use super::*;

// ----- refusals say why; one-tap labels say what they throw away ---------------------

#[test]
fn answers_to_decisions_nobody_asked_for_say_why() {
    let mut game = scene();
    let reason = refused_by(&mut game, 0, "block 1");
    assert_says(
        &reason,
        "Nobody is attacking you, so there is nothing to block.",
    );
    assert_says(
        &refused_by(&mut game, 0, "take"),
        "Nobody is attacking you, so there is no hit to take.",
    );
    let reason = refused_by(&mut game, 0, "spoils 3");
    assert_says(&reason, "You have no Battle point to take");
    assert_says(&reason, "come from an attack that hits");
    for purge in ["purge 1", "purge none", "purge d1"] {
        let reason = refused_by(&mut game, 0, purge);
        assert_says(&reason, "You can't purge now");
        assert_says(&reason, "right after you buy an Action card");
    }
    assert_says(
        &refused_by(&mut game, 0, "keep 1"),
        "There are no Fate cards to choose from",
    );
    assert_says(
        &refused_by(&mut game, 0, "cancel"),
        "There's no card to take back",
    );
    assert_says(
        &refused_by(&mut game, 0, "attack electric 1@2"),
        "You have no Attack card waiting for a target: play an Attack card",
    );
    assert_says(
        &refused_by(&mut game, 0, "done"),
        "`done` finishes your discard step, and you haven't started it",
    );
    assert_says(
        &refused_by(&mut game, 0, "discard 1"),
        "You discard from your hand at the end of your turn",
    );
    let fate = number_of(&game, 0, "Crown Jewels").to_string();
    assert_says(
        &refused_by(&mut game, 0, &format!("launch {fate}")),
        "That card isn't a Zeppelin",
    );
    assert_says(&refused_by(&mut game, 0, "launch 9"), "there's no card 9");
}

#[test]
fn moves_of_a_phase_that_is_over_say_so() {
    let mut game = scene();
    // Buying a Zeppelin (nothing to purge) starts the buying.
    let mut g = state(&game);
    g.players[0].credit = 20;
    let mut game2 = as_match(&g);
    game2.apply_notation(p(0), "buy 1").unwrap();
    let attack = number_of(&game2, 0, "Lightning Projector");
    assert_says(
        &refused_by(&mut game2, 0, &format!("play {attack} on f")),
        "You've started buying, so playing Action cards is over for this turn",
    );
    let zeppelin = number_of(&game2, 0, "Lightning Projector") - 1; // the bought Zeppelin
    assert_says(
        &refused_by(&mut game2, 0, &format!("launch {}", zeppelin.max(1))),
        "You've started buying, so launching Zeppelins is over for this turn",
    );
    assert_says(
        &refused_by(&mut game2, 0, "attack electric 1@2"),
        "You've started buying, so there are no more attacks this turn",
    );

    // Ending the turn starts the discards: buying, passing and ending again are over.
    game.apply_notation(p(0), "end").unwrap();
    assert_says(
        &refused_by(&mut game, 0, "buy 1"),
        "Buying is over for this turn",
    );
    for end in ["end", "pass"] {
        assert_says(
            &refused_by(&mut game, 0, end),
            "You've already ended your actions: discard what you don't want, then press Draw up & end turn (`done`).",
        );
    }
    assert_says(
        &refused_by(&mut game, 0, "play 1 on f"),
        "You've ended your actions, so playing Action cards is over for this turn",
    );
    assert_says(
        &refused_by(&mut game, 0, "attack cold f@2"),
        "you're discarding and drawing up, so there are no more attacks",
    );
}

#[test]
fn a_pending_decision_is_named_in_every_refusal_around_it() {
    let mut game = scene();
    let lp = number_of(&game, 0, "Lightning Projector");
    game.apply_notation(p(0), &format!("play {lp} on 1"))
        .unwrap();
    // Aiming: the attack comes first.
    let reason = refused_by(&mut game, 0, "buy 1");
    assert_says(
        &reason,
        "You can't buy yet: first choose the type and target of your Lightning Projector attack",
    );
    assert_says(&reason, "or take it back with `cancel`");
    assert_says(
        &refused_by(&mut game, 0, "pass"),
        "You can't end your turn yet: first choose the type and target",
    );
    let reason = refused_by(&mut game, 0, "take");
    assert_says(&reason, "Nobody is attacking you, so there is no hit to take. Right now, choose the type and target");

    game.apply_notation(p(0), "attack electric 1@2").unwrap();
    // The attacker waits for the target, and is told so, not "not your turn"; nothing
    // tells whether the target can block.
    for text in ["pass", "buy 1", "end", "spoils 3", "block 1", "take"] {
        let reason = refused_by(&mut game, 0, text);
        assert_eq!(
            reason,
            "Wait for {seat:1}: they're deciding whether to block your Electric attack on their The Winter Light. Your turn goes on once they answer (or after 12 h)."
        );
    }
    // The target may only answer the attack.
    let reason = refused_by(&mut game, 1, "buy 1");
    assert_says(&reason, "It's {seat:0}'s turn, so you can't buy: you're only asked to answer {seat:0}'s Electric attack on your The Winter Light");
    assert_says(
        &reason,
        "block it with an Electric Defense card (`block N`) or take the hit (`take`)",
    );
    let reason = refused_by(&mut game, 1, "spoils 2");
    assert_says(&reason, "You have no Battle point to take");
    assert_says(&reason, "Right now, answer {seat:0}'s Electric attack");
    let cryo = number_of(&game, 1, "Cryo Cannon");
    assert_says(
        &refused_by(&mut game, 1, &format!("block {cryo}")),
        "only a Defense card with the Electric type blocks an Electric attack",
    );

    // The block's effect asks Frost for a discard: the attacker waits again.
    let ghost = number_of(&game, 1, "Ghost Projector");
    game.apply_notation(p(1), &format!("block {ghost}"))
        .unwrap();
    assert_eq!(
        refused_by(&mut game, 0, "pass"),
        "Wait for {seat:1}: they're choosing 1 card to discard. Your turn goes on once they answer (or after 12 h)."
    );
    assert_says(
        &refused_by(&mut game, 1, "discard 1 2"),
        "The card's effect asks for exactly 1 card; you named 2.",
    );
    assert_says(
        &refused_by(&mut game, 1, "pass"),
        "It's {seat:0}'s turn, so you can't end your turn: you're only asked to discard 1 card from your hand",
    );
}

#[test]
fn battle_points_and_purges_refuse_what_they_cannot_take() {
    use Mastermind::*;
    let (mut g, _) = blank(&[DerBlitzmann, JacquelineFrost]);
    zeppelin(&mut g, 0, "Den Kondensator");
    zeppelin(&mut g, 1, "The Winter Light");
    hand(&mut g, 0, &["Lightning Projector", "Crown Jewels"]);
    g.piles[2].clear();
    let mut game = as_match(&g);
    game.apply_notation(p(0), "play 1 on 1").unwrap();
    game.apply_notation(p(0), "attack electric 1@2").unwrap();
    game.apply_notation(p(1), "take").unwrap();
    // A Battle point, with the Attack cards deck empty.
    let reason = refused_by(&mut game, 0, "spoils 3");
    assert_says(&reason, "The Attack cards deck is empty; take your Battle point from a deck that still has cards: 1 (Attack Zeppelins), 2 (Operations Zeppelins), 4 (Defense cards), 5 (Operatives).");
    assert_says(
        &refused_by(&mut game, 0, "purge 1"),
        "You can't purge now: you may purge an Action card right after you buy an Action card (or when a card's effect lets you). Right now, choose the Mercenary deck your Battle point comes from",
    );
    game.apply_notation(p(0), "spoils 4").unwrap();

    // Buying an Action card opens a purge: other moves wait for it.
    let mut g = state(&game);
    g.players[0].credit = 20;
    let mut game = as_match(&g);
    game.apply_notation(p(0), "buy 4").unwrap();
    assert_says(
        &refused_by(&mut game, 0, "pass"),
        "You can't end your turn yet: first choose whether to purge an Action card (`purge N`, `purge dN` or `purge none`).",
    );
    let jewels = number_of(&game, 0, "Crown Jewels");
    assert_says(
        &refused_by(&mut game, 0, &format!("purge {jewels}")),
        "That card isn't an Action card: only Attack, Defense and Operative cards can be purged.",
    );
    assert_says(
        &refused_by(&mut game, 0, "spoils 1"),
        "You have no Battle point to take",
    );
    assert_eq!(
        label_of(&game, 0, "purge none"),
        "Don't purge (give up the +1 Battle point)"
    );
}

#[test]
fn the_public_end_turn_says_it_keeps_the_hand_and_drops_unspent_points() {
    let (g, _) = blank(&[Mastermind::DerBlitzmann, Mastermind::JacquelineFrost]);
    let with = |names: &[&str], credit: u32| {
        let mut g = g.clone();
        hand(&mut g, 0, names);
        g.players[0].credit = credit;
        as_match(&g)
    };
    let three = ["Lightning Projector", "Minor Mission", "Crown Jewels"];
    let cases = [
        (
            with(&three, 0),
            "End turn (keep all 3 cards)",
            "End turn, discard…",
        ),
        (
            with(&three[..1], 0),
            "End turn (keep your 1 card)",
            "End turn, discard…",
        ),
        (with(&[], 0), "End turn", "End turn, discard…"),
        (
            with(&three, 2),
            "End turn (keep all 3 cards; 2 Fate points unspent)",
            "End turn, discard… (2 Fate points unspent)",
        ),
        (
            with(&[], 1),
            "End turn (1 Fate point unspent)",
            "End turn, discard… (1 Fate point unspent)",
        ),
    ];
    for (game, pass, end) in cases {
        let choices = game.choices(p(0));
        let pass_choice = choices.iter().find(|c| c.notation == "pass").unwrap();
        assert_eq!(pass_choice.label.english(), pass);
        assert_eq!(pass_choice.placement, Placement::Button);
        let end_choice = choices.iter().find(|c| c.notation == "end").unwrap();
        assert_eq!(end_choice.label.english(), end);
        assert_eq!(end_choice.placement, Placement::Private);
    }
}

#[test]
fn taking_a_hit_says_when_the_ship_retreats() {
    let mut game = scene();
    let lp = number_of(&game, 0, "Lightning Projector");
    game.apply_notation(p(0), &format!("play {lp} on 1"))
        .unwrap();
    let mut at_flagship = game.clone();
    game.apply_notation(p(0), "attack electric 1@2").unwrap();
    assert_eq!(
        label_of(&game, 1, "take"),
        "Take the hit (The Winter Light retreats)"
    );
    at_flagship
        .apply_notation(p(0), "attack electric f@2")
        .unwrap();
    assert_eq!(label_of(&at_flagship, 1, "take"), "Take the hit");
}

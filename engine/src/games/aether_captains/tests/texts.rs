//! What a captain reads: card texts, every roll in its text, narration, explained
//! decisions, the end of a voyage, and a seat's own card details.

use super::*;

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

fn labels(choices: &[Choice]) -> Vec<String> {
    choices.iter().map(|c| c.label.english()).collect()
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
    assert!(choice.label.english().contains("8 points"), "{choice:?}");
    assert!(
        g.prompt(Seat(0)).english().contains("at most"),
        "{}",
        g.prompt(Seat(0)).english()
    );
    let events = g.apply(p(0), &small, &mut rng).unwrap();
    assert!(
        events[0].text.english().contains("8 of 10 points"),
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
        g.prompt(Seat(0)).english(),
        "{seat:0}: You may: pay 6 gold to hire 1 crew. Accept or decline?"
    );
    assert_eq!(
        labels(&choices),
        ["Yes: Hire 1 crew for 6 gold", "No, skip it"]
    );
    let events = g.apply(p(0), &Action::Accept, &mut dice(&[])).unwrap();
    assert!(events[0]
        .text
        .english()
        .contains("Accepts: Hire 1 crew for 6 gold."));
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
        g.prompt(Seat(0)).english().contains("fail: lose 1 crew"),
        "{}",
        g.prompt(Seat(0)).english()
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
        labels(&choices)
            .iter()
            .any(|l| l == "⚔️ Attack (−1 weapon, 8 in 12)"),
        "{choices:?}"
    );
    assert!(
        g.prompt(Seat(0)).english().contains("d12 +1 must beat"),
        "{}",
        g.prompt(Seat(0)).english()
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
    let text: Vec<String> = events.iter().map(|e| e.text.english()).collect();
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
    let text: Vec<String> = events.iter().map(|e| e.text.english()).collect();
    assert!(
        text.iter().any(|t| t == "Has no goods to lose."),
        "{text:?}"
    );
    assert!(!text.iter().any(|t| t.contains("Loses 0")));
    // A market names what it sells in plain words.
    let mut g = at_sea(ship(BAZAAR, KITE), "");
    let events = g.apply(p(0), &Action::Next, &mut dice(&[])).unwrap();
    assert!(
        events.iter().any(|e| e
            .text
            .english()
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
            .english()
            .ends_with("Not now: no room in your Crew Quarters. Skip it."),
        "{}",
        g.prompt(Seat(0)).english()
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
        g.prompt(Seat(0)).english().ends_with(
            "2) Hire 1 crew for 6 gold. 2) is out of reach: it costs 6 gold; you have 4 gold."
        ),
        "{}",
        g.prompt(Seat(0)).english()
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
        g.prompt(Seat(0)).english(),
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
        g.prompt(Seat(0)).english(),
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
            .english()
            .contains("Your Fore Gunnery is empty, so no attack"),
        "{}",
        g.prompt(Seat(0)).english()
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
        .english()
        .contains("The voyage is lost: out of engine and crew")));
    assert_eq!(
        g.prompt(Seat(0)).english(),
        "{seat:0}: Your voyage is over: out of engine and crew (0 of 3 scenarios completed)."
    );
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

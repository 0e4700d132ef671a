//! Zeppelin Attack!'s rules, each as a player would meet them: setup, launching and
//! attacking, defence, cards and Fate, buying, the end and scoring, notation, the policy.

use std::collections::{HashMap, HashSet};

use super::cards::{catalog, AttackType, CardSet, Deck, Section, StartFate};
use super::*;
use crate::game::{Audience, Placement};
use crate::{GameKind, Match};

fn p(n: u8) -> Actor {
    Actor::player(Seat(n))
}

/// The cards of set 1 named `name` (set 1: what games without a `cards` option get).
fn ids_named(name: &str) -> Vec<CardId> {
    ids_in(CardSet::First, name)
}

fn ids_in(set: CardSet, name: &str) -> Vec<CardId> {
    let found: Vec<CardId> = catalog()
        .ids(set)
        .filter(|c| c.def().name == name)
        .collect();
    assert!(!found.is_empty(), "no card named {name}");
    found
}

/// A game stripped bare for a scenario: flagships out, nothing else anywhere except the
/// Mercenary decks (full, shuffled) and the Fate deck (all Fate cards, in catalog order).
/// Card set 1.
fn blank(masterminds: &[Mastermind]) -> (ZeppelinAttack, GameRng) {
    blank_in(CardSet::First, masterminds)
}

/// [`blank`], dealt from card set `set`.
fn blank_in(set: CardSet, masterminds: &[Mastermind]) -> (ZeppelinAttack, GameRng) {
    let mut rng = GameRng::from_seed(11);
    let config = Config {
        cards: set,
        ..Config::default()
    };
    let mut g = rules::setup(config, masterminds.len(), &mut rng);
    for (p, m) in g.players.iter_mut().zip(masterminds) {
        let flagship = catalog()
            .ids(set)
            .find(|c| c.def().deck == m.deck() && c.def().kind == Kind::Flagship)
            .unwrap();
        *p = Player {
            mastermind: *m,
            flagship: Ship::new(flagship),
            zeppelins: Vec::new(),
            hand: Vec::new(),
            deck: Vec::new(),
            discard: Vec::new(),
            tucked: Vec::new(),
            extra_points: 0,
            credit: 0,
            fresh: Vec::new(),
        };
    }
    g.experimental = masterminds
        .iter()
        .filter_map(|m| {
            catalog()
                .ids(set)
                .find(|c| c.def().deck == m.deck() && c.def().kind == Kind::Experimental)
        })
        .collect();
    g.fate_deck = catalog()
        .ids(set)
        .filter(|c| c.def().kind == Kind::Fate)
        .collect();
    g.fate_discard.clear();
    g.current = Seat(0);
    g.start = Seat(0);
    (g, rng)
}

/// An instance of `name` not yet in a player's hands (taken out of decks and piles).
fn take(g: &mut ZeppelinAttack, name: &str) -> CardId {
    let in_players: HashSet<CardId> = g
        .players
        .iter()
        .flat_map(|p| {
            std::iter::once(p.flagship.card)
                .chain(p.zeppelins.iter().map(|z| z.card))
                .chain(p.hand.iter().copied())
                .chain(p.deck.iter().copied())
                .chain(p.discard.iter().copied())
                .chain(p.tucked.iter().copied())
        })
        .collect();
    let card = ids_in(g.config.cards, name)
        .into_iter()
        .find(|c| !in_players.contains(c))
        .unwrap_or_else(|| panic!("no free {name}"));
    for pile in &mut g.piles {
        pile.retain(|c| *c != card);
    }
    g.fate_deck.retain(|c| *c != card);
    card
}

fn hand(g: &mut ZeppelinAttack, seat: u8, names: &[&str]) -> Vec<CardId> {
    let cards: Vec<CardId> = names.iter().map(|n| take(g, n)).collect();
    let p = &mut g.players[usize::from(seat)];
    p.hand.extend(&cards);
    sort_cards(&mut p.hand);
    cards
}

/// Puts cards on a player's deck; the last name is drawn first.
fn deck(g: &mut ZeppelinAttack, seat: u8, names: &[&str]) -> Vec<CardId> {
    let cards: Vec<CardId> = names.iter().map(|n| take(g, n)).collect();
    g.players[usize::from(seat)].deck.extend(&cards);
    cards
}

fn zeppelin(g: &mut ZeppelinAttack, seat: u8, name: &str) -> CardId {
    let card = take(g, name);
    g.players[usize::from(seat)].zeppelins.push(Ship::new(card));
    card
}

/// Puts Fate cards on top of the Fate deck; the last name is revealed first.
fn fate_on_top(g: &mut ZeppelinAttack, names: &[&str]) {
    for n in names {
        let card = take(g, n);
        g.fate_deck.push(card);
    }
}

fn names(cards: &[CardId]) -> Vec<&'static str> {
    cards.iter().map(|c| c.def().name.as_str()).collect()
}

fn texts(events: &[Event]) -> String {
    events
        .iter()
        .map(|e| e.text.clone())
        .collect::<Vec<_>>()
        .join("\n")
}

fn play(g: &mut ZeppelinAttack, rng: &mut GameRng, seat: u8, action: Action) -> Vec<Event> {
    g.apply(p(seat), &action, rng)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"))
}

// ----- the rulebook's worked examples ------------------------------------------------

#[test]
fn lightning_projector_blocked_by_ghost_projector() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    let winter_light = zeppelin(&mut g, 1, "The Winter Light");
    let lp = hand(&mut g, 0, &["Lightning Projector"])[0];
    deck(&mut g, 0, &["Maxim Cannon"]);
    let frost = hand(&mut g, 1, &["Ghost Projector", "Cryo Cannon"]);
    deck(&mut g, 1, &["Ice Field", "Snow Queen's Courier"]);

    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: lp,
            ship: kondensator,
        },
    );
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Attack {
            kind: AttackType::Electric,
            target: Seat(1),
            ship: winter_light,
        },
    );
    assert!(texts(&events)
        .contains("Den Kondensator makes an Electric attack on {seat:1}'s The Winter Light"));
    // The defender decides, privately; the attacker waits.
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(g.legal_actions(p(0)).is_empty());
    let answers = g.legal_actions(p(1));
    assert_eq!(
        answers,
        vec![Action::Block { card: frost[0] }, Action::Take],
        "Cryo Cannon is no Defense card"
    );
    for a in &answers {
        assert_eq!(g.describe(a).placement, Placement::Private);
    }
    assert_eq!(g.describe(&answers[0]).label, "Block with Ghost Projector");

    // Defense effect: the attacker has no Fate card to discard; General effect: draw 2,
    // then discard 1 of Frost's choice.
    let events = play(&mut g, &mut rng, 1, Action::Block { card: frost[0] });
    let t = texts(&events);
    assert!(t.contains("{seat:0} has no Fate card to discard"), "{t}");
    assert!(t.contains("{seat:1} draws 2 cards"), "{t}");
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert_eq!(g.player(Seat(1)).hand.len(), 3);
    play(
        &mut g,
        &mut rng,
        1,
        Action::Discard {
            cards: vec![frost[1]],
        },
    );

    let frost_p = g.player(Seat(1));
    assert_eq!(names(&frost_p.discard), ["Cryo Cannon", "Ghost Projector"]);
    assert_eq!(
        frost_p.zeppelins.len(),
        1,
        "payload 1 fits The Winter Light"
    );
    // Blitzmann enacts only the General effect (a discount), not the Attack effect
    // (draw 1): his deck is untouched.
    let blitz = g.player(Seat(0));
    assert_eq!((blitz.credit, blitz.deck.len()), (1, 1));
    assert_eq!(g.to_act(), vec![Seat(0)]);
    let view = g.view(Viewer::Public);
    let attack = view.attack.unwrap();
    assert!(matches!(attack.result, AttackResult::Blocked(ref c) if c.name == "Ghost Projector"));
}

#[test]
fn a_blocked_attacker_discards_a_fate_card_to_ghost_projector() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    let winter_light = zeppelin(&mut g, 1, "The Winter Light");
    let blitz = hand(
        &mut g,
        0,
        &["Lightning Projector", "Minor Mission", "Crown Jewels"],
    );
    let ghost = hand(&mut g, 1, &["Ghost Projector"])[0];
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: blitz[0],
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
    let events = play(&mut g, &mut rng, 1, Action::Block { card: ghost });
    assert!(texts(&events).contains("{seat:0} discards Minor Mission (3)"));
    assert_eq!(names(&g.player(Seat(0)).hand), ["Crown Jewels"]);
    assert_eq!(names(&g.fate_discard), ["Minor Mission"]);
}

#[test]
fn maxim_cannon_succeeds_against_the_winter_light() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let dynamo = zeppelin(&mut g, 0, "Der Dynamo");
    let winter_light = zeppelin(&mut g, 1, "The Winter Light");
    let cannon = hand(&mut g, 0, &["Maxim Cannon", "Minor Mission"])[0];
    let drawn = deck(&mut g, 0, &["Tesla Lance"])[0];
    hand(&mut g, 1, &["Ghost Projector"]);

    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: cannon,
            ship: dynamo,
        },
    );
    play(
        &mut g,
        &mut rng,
        0,
        Action::Attack {
            kind: AttackType::Explosive,
            target: Seat(1),
            ship: winter_light,
        },
    );
    // No Explosive Defense card: taking the hit is the only answer.
    assert_eq!(g.legal_actions(p(1)), vec![Action::Take]);
    let events = play(&mut g, &mut rng, 1, Action::Take);
    assert!(texts(&events).contains("The Winter Light retreats"));
    let frost = g.player(Seat(1));
    assert!(frost.zeppelins.is_empty());
    assert_eq!(names(&frost.discard), ["The Winter Light"]);
    // Blitzmann picks the Mercenary deck for his Battle point…
    assert_eq!(g.to_act(), vec![Seat(0)]);
    let top = *g.piles[2].last().unwrap();
    play(&mut g, &mut rng, 0, Action::Spoils { pile: 2 });
    assert_eq!(g.player(Seat(0)).tucked, vec![top]);
    // …then the Attack effect: draw 1, discard 1 (his choice).
    assert!(g.player(Seat(0)).hand.contains(&drawn));
    assert!(matches!(
        g.pending,
        Some(Pending::Discard {
            seat: Seat(0),
            count: 1
        })
    ));
    play(&mut g, &mut rng, 0, Action::Discard { cards: vec![drawn] });
    assert_eq!(names(&g.player(Seat(0)).hand), ["Minor Mission"]);
    assert_eq!(g.view(Viewer::Public).players[0].battle_points, 1);
    assert!(g.pending.is_none());
}

#[test]
fn conductive_counter_measures_on_its_owners_turn_draws_a_card() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let ccm = hand(&mut g, 0, &["Conductive Counter Measures"])[0];
    let next = deck(&mut g, 0, &["Maxim Cannon"])[0];
    hand(&mut g, 1, &["Ice Field", "Cryo Cannon"]);
    let flagship = g.player(Seat(0)).flagship.card;
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: ccm,
            ship: flagship,
        },
    );
    assert!(texts(&events).contains("only its Always effect"));
    assert_eq!(g.player(Seat(0)).hand, vec![next]);
    // Its Defense effect (the attacker discards at random) does not happen.
    assert_eq!(g.player(Seat(1)).hand.len(), 2);
    assert_eq!(g.player(Seat(0)).flagship.played, Some(ccm));
}

#[test]
fn resourceful_no_2_keeps_the_lowest_fate_card_and_overloads_the_helios() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let helios = zeppelin(&mut g, 0, "The Helios");
    let agent = hand(&mut g, 0, &["Resourceful No. 2"])[0];
    deck(&mut g, 0, &["Maxim Cannon"]);
    deck(&mut g, 1, &["Ice Field"]);
    fate_on_top(
        &mut g,
        &[
            "Mack Silver Discovers the Hollow Earth",
            "Major Plot",
            "Crown Jewels",
        ],
    );
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: agent,
            ship: helios,
        },
    );
    let t = texts(&events);
    assert!(t.contains("The Helios is overloaded"), "{t}");
    assert!(
        t.contains("reveals Fate cards for Resourceful No. 2: Crown Jewels (5), Major Plot (4), Mack Silver Discovers the Hollow Earth (3)"),
        "{t}"
    );
    assert!(t.contains("Every player draws 1 card"), "{t}");
    // The 3 is kept; the 5 and 4 go to the Fate discard pile; everyone drew a card.
    assert_eq!(
        names(&g.player(Seat(0)).hand),
        ["Maxim Cannon", "Mack Silver Discovers the Hollow Earth"]
    );
    assert_eq!(names(&g.fate_discard), ["Crown Jewels", "Major Plot"]);
    assert_eq!(names(&g.player(Seat(1)).hand), ["Ice Field"]);
    // Fate draws are public: the board shows them.
    let shown: Vec<String> = g
        .view(Viewer::Public)
        .shown
        .iter()
        .map(|s| format!("{} {}", s.card.name, s.note))
        .collect();
    assert!(
        shown
            .iter()
            .any(|s| s.starts_with("Mack Silver") && s.contains("kept")),
        "{shown:?}"
    );
    // The Helios carried payload 2 with capacity 1: it retreats at the end of the turn.
    let events = play(&mut g, &mut rng, 0, Action::End);
    assert!(texts(&events).contains("The Helios retreats: it was overloaded"));
    assert!(g.player(Seat(0)).zeppelins.is_empty());
    assert_eq!(
        names(&g.player(Seat(0)).discard),
        ["Resourceful No. 2", "The Helios"]
    );
}

#[test]
fn buying_insanity_ray_with_a_discount_and_purging() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    let winter_light = zeppelin(&mut g, 1, "The Winter Light");
    let mine = hand(
        &mut g,
        0,
        &[
            "Lightning Projector",
            "Minor Mission",
            "Major Plot",
            "Conductive Counter Measures",
        ],
    );
    let ghost = hand(&mut g, 1, &["Ghost Projector"])[0];
    let ray = take(&mut g, "Insanity Ray");
    g.piles[2].push(ray);
    assert_eq!(ray.def().cost, 8);
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: mine[0],
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
    // Frost blocks with a Ghost Projector: Blitzmann must discard a Fate card… so give
    // the example its exact start instead: she takes the hit.
    let _ = ghost;
    play(&mut g, &mut rng, 1, Action::Take);
    play(&mut g, &mut rng, 0, Action::Spoils { pile: 0 });
    assert_eq!(
        g.player(Seat(0)).credit,
        1,
        "Lightning Projector's discount"
    );
    // 3 + 4 + 1 = 8.
    assert!(g.legal_actions(p(0)).contains(&Action::Buy {
        pile: Pile::Mercenary(2)
    }));
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Buy {
            pile: Pile::Mercenary(2),
        },
    );
    assert!(
        texts(&events).contains("buys Insanity Ray for 8, paying with Minor Mission (3) + Major Plot (4) + 1 from discounts"),
        "{}",
        texts(&events)
    );
    let blitz = g.player(Seat(0));
    assert!(blitz.hand.contains(&ray));
    assert_eq!(blitz.credit, 0);
    assert_eq!(names(&g.fate_discard), ["Minor Mission", "Major Plot"]);
    // An Action card was bought: he may purge one from hand or discard pile.
    let purges = g.legal_actions(p(0));
    assert!(purges.contains(&Action::Purge {
        card: Some(mine[3])
    }));
    assert!(purges.contains(&Action::Purge { card: None }));
    let events = play(
        &mut g,
        &mut rng,
        0,
        Action::Purge {
            card: Some(mine[3]),
        },
    );
    assert!(!texts(
        &events
            .iter()
            .filter(|e| e.audience == Audience::Everyone)
            .cloned()
            .collect::<Vec<_>>()
    )
    .contains("Conductive"));
    let blitz = g.player(Seat(0));
    assert!(blitz.tucked.contains(&mine[3]));
    assert_eq!(g.view(Viewer::Public).players[0].battle_points, 2);
    // Buying started the buying phase: no more Action cards this turn.
    assert!(!g
        .legal_actions(p(0))
        .iter()
        .any(|a| matches!(a, Action::Play { .. } | Action::Launch { .. })));
}

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
        g2.describe(&Action::Block { card: plating }).label,
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
        if e.text.contains("Cold Reading") {
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
    super::rules::tests_run(g, rng, ev);
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
    assert_eq!(choice.label, "Buy Der Gewitterturm (7)");
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
    super::rules::tests_run(&mut g, &mut rng, &mut ev);
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
    super::rules::tests_run(&mut g, &mut rng, &mut ev);
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
        .starts_with("{seat:1} wins"));
    // One Zeppelin each: a shared win.
    zeppelin(&mut g, 0, "Den Kondensator"); // 0 VP
    let lines = rules::scores(&g);
    assert!(lines[0].winner && lines[1].winner);
    assert!(g
        .finished_outcome()
        .summary
        .contains("share the win with 3 VP each"));
}

impl ZeppelinAttack {
    fn finished_outcome(mut self) -> Outcome {
        self.finished = true;
        self.outcome().unwrap()
    }
}

// ----- the content -------------------------------------------------------------------

#[test]
fn the_catalog_has_the_rulebooks_112_cards() {
    for set in CardSet::ALL {
        the_rulebooks_counts(set);
    }
}

fn the_rulebooks_counts(set: CardSet) {
    let cat = catalog();
    assert_eq!(cat.len(set), 112);
    let count = |f: &dyn Fn(&CardDef) -> bool| cat.ids(set).filter(|c| f(c.def())).count();
    for m in Mastermind::ALL {
        assert_eq!(count(&|d| d.deck == m.deck()), 13, "{m:?}");
        assert_eq!(
            count(&|d| d.deck == m.deck() && d.kind == Kind::Flagship),
            1
        );
        assert_eq!(
            count(&|d| d.deck == m.deck() && d.kind == Kind::Experimental),
            1
        );
    }
    let merc = |k: Kind| count(&|d| d.deck == Deck::Mercenary && d.kind == k);
    assert_eq!(
        [
            merc(Kind::OperationsZeppelin),
            merc(Kind::AttackZeppelin),
            merc(Kind::Attack),
            merc(Kind::Defense),
            merc(Kind::Operative)
        ],
        [6, 6, 8, 6, 8]
    );
    assert_eq!(count(&|d| d.kind == Kind::Fate), 26);
    assert_eq!(
        count(&|d| d.start == Some(StartFate::Minor) && d.value == 3),
        4
    );
    assert_eq!(
        count(&|d| d.start == Some(StartFate::Major) && d.value == 4),
        4
    );
    assert!(cat
        .ids(set)
        .filter(|c| c.def().kind == Kind::Fate)
        .all(|c| (2..=5).contains(&c.def().value)));
}

#[test]
fn every_card_is_well_formed() {
    for set in CardSet::ALL {
        well_formed(set);
    }
}

fn well_formed(set: CardSet) {
    let cat = catalog();
    let mut types = HashSet::new();
    for def in cat.defs(set) {
        let k = def.kind;
        if k.is_action() {
            assert!((1..=3).contains(&def.payload), "{}", def.name);
            assert!(!def.lines().is_empty(), "{} does nothing", def.name);
        }
        if matches!(k, Kind::Attack | Kind::Defense) {
            assert!(!def.types.is_empty(), "{}", def.name);
            types.extend(def.types.iter().copied());
        } else {
            assert!(def.types.is_empty(), "{}", def.name);
        }
        if k.is_zeppelin() || k == Kind::Flagship {
            assert!(def.capacity.iter().any(|c| *c > 0), "{}", def.name);
        }
        if def.deck == Deck::Mercenary || k == Kind::Experimental {
            assert!(def.cost > 0, "{} has a price", def.name);
        } else {
            assert_eq!(
                (def.cost, def.vp),
                (0, 0),
                "{} is a Start or Fate card",
                def.name
            );
        }
        assert_eq!(k == Kind::Flagship, def.power.is_some(), "{}", def.name);
        // Effects on "the foe" only where there is one.
        for e in def.general.iter().chain(&def.fate) {
            assert!(
                !matches!(
                    e,
                    Effect::FoeDiscards(_) | Effect::FoeDiscardsFate(_) | Effect::StealFate
                ),
                "{}",
                def.name
            );
        }
        assert!(def.attack.is_empty() || k == Kind::Attack);
        assert!(def.defense.is_empty() || k == Kind::Defense);
        assert!(def.fate.is_empty() || k == Kind::Fate);
        for (_, text) in def.lines() {
            assert!(text.len() < 200, "{}", def.name);
        }
    }
    assert_eq!(types.len(), 4, "all four attack types appear");
}

#[test]
fn no_card_name_hides_inside_another() {
    // The hidden-information tests look for names in texts: no name may contain another.
    let names: HashSet<&str> = CardSet::ALL
        .iter()
        .flat_map(|set| catalog().defs(*set))
        .map(|d| d.name.as_str())
        .collect();
    for a in &names {
        for b in &names {
            if a != b {
                assert!(!a.contains(b), "{a} contains {b}");
            }
        }
    }
}

#[test]
fn the_rulebooks_example_cards_are_as_described() {
    let def = |n: &str| ids_named(n)[0].def().clone();
    assert_eq!(def("Insanity Ray").cost, 8);
    assert_eq!(def("Lightning Projector").types, vec![AttackType::Electric]);
    assert_eq!(def("Lightning Projector").general, vec![Effect::Credit(1)]);
    assert_eq!(def("Maxim Cannon").types, vec![AttackType::Explosive]);
    assert_eq!(
        def("Maxim Cannon").attack,
        vec![Effect::Draw(1), Effect::Discard(1)]
    );
    assert!(def("Maxim Cannon").general.is_empty());
    assert_eq!(
        def("Ghost Projector").defense,
        vec![Effect::FoeDiscardsFate(1)]
    );
    assert_eq!(
        def("Ghost Projector").general,
        vec![Effect::Draw(2), Effect::Discard(1)]
    );
    assert_eq!(
        def("Conductive Counter Measures").general,
        vec![Effect::Draw(1)]
    );
    assert_eq!(def("Resourceful No. 2").payload, 2);
    assert_eq!(def("The Helios").capacity[2], 1);
    assert_eq!(def("Mack Silver Discovers the Hollow Earth").value, 3);
    assert_eq!(
        def("Mack Silver Discovers the Hollow Earth").fate,
        vec![Effect::EachDraw(1)]
    );
    assert_eq!(def("Ice Field").deck, Deck::JacquelineFrost);
    assert_eq!(def("The Ice Storm").kind, Kind::Flagship);
    for (n, deck) in [
        ("The Chimpanzee", Deck::GorillaKhan),
        ("The Leviathan", Deck::JacquelineFrost),
        ("The Pineal", Deck::WalkingMind),
    ] {
        assert_eq!((def(n).kind, def(n).deck), (Kind::Experimental, deck));
    }
    assert!(def("Cryo Suspensor").attack.len() + def("Cryo Suspensor").general.len() >= 2);
    assert_eq!(
        def("Ghost Projector").lines()[0],
        (
            Section::Defense,
            "The attacker discards a Fate card.".to_string()
        )
    );
}

// ----- setup, engine contract --------------------------------------------------------

#[test]
fn setup_deals_the_rulebooks_start() {
    for n in 2..=4 {
        let mut rng = GameRng::from_seed(n as u64);
        let g = ZeppelinAttack::new(&Config::default(), n, &mut rng).unwrap();
        let all = g.all_cards();
        let unique: HashSet<_> = all.iter().collect();
        assert_eq!(unique.len(), all.len(), "no card twice");
        assert_eq!(
            all.len(),
            112 - 13 * (4 - n),
            "unused Start decks stay in the box"
        );
        for p in &g.players {
            assert_eq!((p.hand.len(), p.deck.len()), (5, 8));
            let fate: Vec<u8> = p
                .hand
                .iter()
                .chain(&p.deck)
                .filter(|c| c.def().kind == Kind::Fate)
                .map(|c| c.def().value)
                .collect();
            assert_eq!(
                fate.iter().map(|v| u32::from(*v)).sum::<u32>(),
                7,
                "{fate:?}"
            );
            assert_eq!(p.flagship.card.def().deck, p.mastermind.deck());
        }
        assert_eq!(g.experimental.len(), n);
        assert_eq!(
            g.piles.iter().map(Vec::len).collect::<Vec<_>>(),
            [6, 6, 8, 6, 8]
        );
        assert_eq!(g.fate_deck.len(), 26 - 2 * n);
        assert_eq!(g.to_act(), vec![g.start]);
    }
    assert!(ZeppelinAttack::new(&Config::default(), 5, &mut GameRng::from_seed(1)).is_err());
}

#[test]
fn options_are_checked() {
    let opts = |s: &str| ZeppelinAttack::configure(&Options::parse(s, OPTIONS).unwrap());
    assert_eq!(opts("").unwrap(), Config::default());
    assert_eq!(
        opts("reply-hours=2 turn-hours=48").unwrap().turn_hours,
        Some(48)
    );
    assert!(opts("reply-hours=0").is_err());
}

#[test]
fn the_deadline_answers_for_a_silent_defender() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    g.config.reply_hours = 3;
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    let winter_light = zeppelin(&mut g, 1, "The Winter Light");
    let lp = hand(&mut g, 0, &["Lightning Projector"])[0];
    hand(&mut g, 1, &["Ghost Projector"]);
    assert_eq!(g.timeout(), None, "no turn deadline unless asked for");
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: lp,
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
    let t = g.timeout().unwrap();
    assert_eq!((t.seat, t.minutes, t.action), (Seat(1), 180, Action::Take));
    assert!(g
        .prompt(Seat(1))
        .contains("No answer within 3 h counts as taking the hit"));
    g.config.turn_hours = Some(24);
    play(&mut g, &mut rng, 1, Action::Take);
    let t = g.timeout().unwrap();
    assert_eq!((t.seat, t.minutes), (Seat(0), 24 * 60));
}

#[test]
fn the_deadline_discards_for_a_silent_blocker() {
    use Mastermind::*;
    let (mut g, mut rng) = blank(&[DerBlitzmann, JacquelineFrost]);
    let kondensator = zeppelin(&mut g, 0, "Den Kondensator");
    let winter_light = zeppelin(&mut g, 1, "The Winter Light");
    let lp = hand(&mut g, 0, &["Lightning Projector"])[0];
    let frost = hand(&mut g, 1, &["Ghost Projector", "Minor Mission"]);
    deck(&mut g, 1, &["Ice Field", "Cryo Cannon"]);
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: lp,
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
    play(&mut g, &mut rng, 1, Action::Block { card: frost[0] });
    // Ghost Projector's Always effect asks Frost for a discard, outside her turn: the
    // reply deadline applies, and its answer keeps the Fate card (Start cards go first).
    let t = g.timeout().unwrap();
    assert_eq!((t.seat, t.minutes), (Seat(1), 12 * 60));
    let Action::Discard { cards } = &t.action else {
        panic!("{:?}", t.action)
    };
    assert_eq!(cards.len(), 1);
    assert_ne!(cards[0], frost[1]);
    play(&mut g, &mut rng, 1, t.action.clone());
    assert_eq!(g.to_act(), vec![Seat(0)]);
}

fn random_game(
    players: usize,
    seed: u64,
    sensible: bool,
) -> (Match, Vec<(Actor, serde_json::Value)>) {
    let mut game = Match::new(GameKind::ZeppelinAttack, "", players, seed).unwrap();
    let mut chooser = GameRng::from_seed(seed ^ 0xABCD);
    let mut log = Vec::new();
    for _ in 0..5000 {
        if game.outcome().is_some() {
            return (game, log);
        }
        let seat = game.to_act()[0];
        let notation = if sensible {
            game.suggest(seat).unwrap()
        } else {
            let choices = game.choices(Actor::player(seat));
            chooser.choose(&choices).unwrap().notation.clone()
        };
        let applied = game
            .apply_notation(Actor::player(seat), &notation)
            .unwrap_or_else(|e| panic!("`{notation}` refused: {e}"));
        log.push((Actor::player(seat), applied.action));
    }
    panic!("game {seed} did not end");
}

/// Seed 47 once dealt two sensible players hands they could neither play nor afford;
/// keeping them turn after turn, the game never ended. The policy now cycles a dead hand.
#[test]
fn sensible_players_never_stall_on_a_dead_hand() {
    for seed in [47, 1047, 2047] {
        let (game, _) = random_game(2, seed, true);
        assert!(game.outcome().is_some());
    }
}

#[test]
fn random_and_sensible_games_end_and_replay_exactly() {
    for players in 2..=4 {
        for (seed, sensible) in [(1, true), (2, false), (3, true)] {
            let (game, log) = random_game(players, seed + players as u64 * 10, sensible);
            let outcome = game.outcome().unwrap();
            assert_eq!(outcome.scores.len(), players);
            assert!(!outcome.winners.is_empty());
            let replayed = Match::replay(
                GameKind::ZeppelinAttack,
                "",
                players,
                seed + players as u64 * 10,
                log.iter().map(|(a, v)| (*a, v)),
            )
            .unwrap();
            assert_eq!(replayed.snapshot(), game.snapshot());
            assert_eq!(Match::from_snapshot(&game.snapshot()).unwrap(), game);
        }
    }
}

/// Every physical card stays exactly once somewhere, whatever happens.
#[test]
fn cards_are_never_lost_or_copied() {
    for seed in 0..6 {
        let mut rng = GameRng::from_seed(seed);
        let mut g =
            ZeppelinAttack::new(&Config::default(), 2 + (seed as usize % 3), &mut rng).unwrap();
        let total = g.all_cards().len();
        let mut chooser = GameRng::from_seed(seed + 100);
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let legal = g.legal_actions(p(seat.0));
            let action = chooser.choose(&legal).unwrap().clone();
            g.apply(p(seat.0), &action, &mut rng).unwrap();
            let all = g.all_cards();
            assert_eq!(all.len(), total, "{action:?}");
            assert_eq!(
                all.iter().collect::<HashSet<_>>().len(),
                total,
                "{action:?}"
            );
        }
    }
}

#[test]
fn notation_round_trips_and_hand_cards_stay_private() {
    for seed in 0..8 {
        let mut rng = GameRng::from_seed(seed);
        let mut g =
            ZeppelinAttack::new(&Config::default(), 2 + (seed as usize % 3), &mut rng).unwrap();
        let mut chooser = GameRng::from_seed(seed + 7);
        while g.outcome().is_none() {
            let seat = g.to_act()[0];
            let legal = g.legal_actions(p(seat.0));
            for action in &legal {
                let choice = g.describe(action);
                assert_eq!(
                    g.parse(&choice.notation).as_ref(),
                    Ok(action),
                    "{}",
                    choice.notation
                );
                assert!(choice.label.chars().count() <= 80, "{}", choice.label);
                assert!(choice.notation.len() <= 60);
                // Private: whatever names a hand card or depends on the hand's
                // contents (what is affordable), and the answers to an attack.
                let private = match action {
                    Action::Launch { .. }
                    | Action::Play { .. }
                    | Action::Block { .. }
                    | Action::Discard { .. }
                    | Action::Take
                    | Action::Buy { .. }
                    | Action::End => true,
                    Action::Purge { card } => card.is_some(),
                    _ => false,
                };
                assert_eq!(
                    choice.placement == Placement::Private,
                    private,
                    "{}",
                    choice.label
                );
            }
            // In the phases where the hand matters, a private choice always exists, so
            // the board's "your choices are private" line never hints at the hand.
            if g.pending.is_none() && g.phase != Phase::Cleanup {
                assert!(legal.contains(&Action::End));
            }
            let action = chooser.choose(&legal).unwrap().clone();
            g.apply(p(seat.0), &action, &mut rng).unwrap();
        }
    }
    let (g, _) = blank(&[Mastermind::DerBlitzmann, Mastermind::WalkingMind]);
    for bad in [
        "fly",
        "launch",
        "launch 0",
        "buy 9",
        "attack hot f@2",
        "attack cold f",
        "purge dx",
    ] {
        assert!(g.parse(bad).is_err(), "{bad}");
    }
    assert_eq!(g.parse(" PASS ").unwrap(), Action::Pass);
    assert_eq!(
        g.parse("attack c f@2").unwrap(),
        Action::Attack {
            kind: AttackType::Cold,
            target: Seat(1),
            ship: g.player(Seat(1)).flagship.card
        }
    );
}

/// Names of cards that are hidden now and were never public.
fn secret_names(g: &ZeppelinAttack, seen: &HashSet<CardId>) -> HashSet<&'static str> {
    let mut hidden = HashSet::new();
    for p in &g.players {
        for c in p
            .hand
            .iter()
            .chain(&p.deck)
            .chain(&p.discard)
            .chain(&p.tucked)
        {
            hidden.insert(*c);
        }
    }
    let seen_names: HashSet<&str> = seen.iter().map(|c| c.def().name.as_str()).collect();
    hidden
        .iter()
        .map(|c| c.def().name.as_str())
        .filter(|n| !seen_names.contains(n))
        .collect()
}

/// Card ids anywhere in a serialised public view.
fn public_ids(view: &ZeppelinView) -> HashSet<CardId> {
    fn walk(v: &serde_json::Value, out: &mut HashSet<CardId>) {
        match v {
            serde_json::Value::Object(map) => {
                if let (Some(id), Some(_)) = (map.get("id"), map.get("name")) {
                    out.insert(CardId(id.as_u64().unwrap() as u8));
                }
                map.values().for_each(|v| walk(v, out));
            }
            serde_json::Value::Array(items) => items.iter().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = HashSet::new();
    walk(&serde_json::to_value(view).unwrap(), &mut out);
    out
}

#[test]
fn public_views_and_events_never_name_a_hidden_card() {
    for seed in 0..12 {
        let players = 2 + (seed as usize % 3);
        let mut rng = GameRng::from_seed(seed);
        let mut g = ZeppelinAttack::new(&Config::default(), players, &mut rng).unwrap();
        let mut chooser = GameRng::from_seed(seed + 3);
        let mut seen: HashSet<CardId> = HashSet::new();
        let mut steps = 0;
        while g.outcome().is_none() {
            seen.extend(public_ids(&g.view(Viewer::Public)));
            let seat = g.to_act()[0];
            let action = if seed % 2 == 0 {
                g.suggest(seat).unwrap()
            } else {
                chooser.choose(&g.legal_actions(p(seat.0))).unwrap().clone()
            };
            let events = g.apply(p(seat.0), &action, &mut rng).unwrap();
            let view = g.view(Viewer::Public);
            assert!(view.me.is_none());
            let ids = public_ids(&view);
            // The public view holds no card from a hand, deck or discard pile now…
            // (Cards shown in passing and this turn's attack are public history.)
            let mut history: HashSet<CardId> = view.shown.iter().map(|s| s.card.id).collect();
            if let Some(a) = &view.attack {
                history.insert(a.card.id);
                if let AttackResult::Blocked(d) = &a.result {
                    history.insert(d.id);
                }
            }
            for pl in &g.players {
                for c in pl
                    .hand
                    .iter()
                    .chain(&pl.deck)
                    .chain(&pl.discard)
                    .chain(&pl.tucked)
                {
                    assert!(
                        !ids.contains(c) || history.contains(c),
                        "{} is public",
                        c.def().name
                    );
                }
            }
            seen.extend(ids);
            // …and no public sentence names a card nobody has seen.
            let secret = secret_names(&g, &seen);
            for e in events.iter().filter(|e| e.audience == Audience::Everyone) {
                for name in &secret {
                    assert!(!e.text.contains(name), "`{}` leaks {name}", e.text);
                }
            }
            for s in g.seats() {
                for name in &secret {
                    assert!(!g.prompt(s).contains(name), "prompt leaks {name}");
                }
            }
            for name in &secret {
                assert!(!view.decision.contains(name));
            }
            steps += 1;
        }
        assert!(steps > 20);
    }
}

#[test]
fn a_seat_sees_its_own_hand_and_nobody_elses() {
    let mut rng = GameRng::from_seed(5);
    let g = ZeppelinAttack::new(&Config::default(), 3, &mut rng).unwrap();
    let view = g.view(Viewer::Seat(Seat(1)));
    let me = view.me.unwrap();
    assert_eq!(me.seat, Seat(1));
    let mine: Vec<CardId> = me.hand.iter().map(|h| h.card.id).collect();
    assert_eq!(mine, g.player(Seat(1)).hand);
    assert_eq!(
        me.hand.iter().map(|h| h.number).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5]
    );
    let json = serde_json::to_string(&g.view(Viewer::Seat(Seat(1)))).unwrap();
    for other in [Seat(0), Seat(2)] {
        for c in &g.player(other).hand {
            let name = &c.def().name;
            if !g.player(Seat(1)).hand.iter().any(|m| m.def().name == *name) {
                assert!(!json.contains(name.as_str()), "{name}");
            }
        }
    }
    assert!(g.view(Viewer::Seat(Seat(9))).me.is_none());
}

#[test]
fn refused_moves_change_nothing_and_say_why() {
    let mut game = Match::new(GameKind::ZeppelinAttack, "", 3, 9).unwrap();
    let before = game.snapshot();
    let current = game.to_act()[0];
    let other = Seat((current.0 + 1) % 3);
    assert_eq!(
        game.apply_notation(Actor::player(other), "pass")
            .unwrap_err(),
        ActionError::NotYourTurn
    );
    for bad in [
        "launch 9",
        "buy 7",
        "done",
        "block 1",
        "take",
        "keep 1",
        "discard 1 1",
    ] {
        let err = game
            .apply_notation(Actor::player(current), bad)
            .unwrap_err();
        assert!(!err.to_string().is_empty(), "{bad}");
    }
    assert_eq!(game.snapshot(), before);
    let mut counts: HashMap<String, usize> = HashMap::new();
    for c in game.choices(Actor::player(current)) {
        *counts.entry(c.notation).or_default() += 1;
    }
    assert!(
        counts.values().all(|n| *n == 1),
        "notations are unique: {counts:?}"
    );
}

// ----- refusals say why; one-tap labels say what they throw away ---------------------

/// A `Match` holding this hand-made state, so moves go the way `/play` and buttons go
/// (`Match::apply_notation`).
fn as_match(g: &ZeppelinAttack) -> Match {
    let base = Match::new(GameKind::ZeppelinAttack, "", g.players.len(), 1).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&base.snapshot()).unwrap();
    json["game"] = serde_json::to_value(g).unwrap();
    Match::from_snapshot(&json.to_string()).unwrap()
}

fn state(game: &Match) -> ZeppelinAttack {
    let json: serde_json::Value = serde_json::from_str(&game.snapshot()).unwrap();
    serde_json::from_value(json["game"].clone()).unwrap()
}

/// Names of cards only their owners may know of: in hands, decks and discard piles, and
/// never on the table now (a ship, a played card, a Mercenary deck's top card).
fn hidden_names(g: &ZeppelinAttack) -> HashSet<&'static str> {
    let mut public: HashSet<&str> = HashSet::new();
    for p in &g.players {
        for ship in std::iter::once(&p.flagship).chain(&p.zeppelins) {
            public.insert(ship.card.def().name.as_str());
            public.extend(ship.played.map(|c| c.def().name.as_str()));
        }
    }
    public.extend(
        g.piles
            .iter()
            .filter_map(|p| p.last())
            .map(|c| c.def().name.as_str()),
    );
    g.players
        .iter()
        .flat_map(|p| p.hand.iter().chain(&p.deck).chain(&p.discard))
        .map(|c| c.def().name.as_str())
        .filter(|n| !public.contains(n))
        .collect()
}

/// `text`, typed by `seat`, is refused and changes nothing; the reason is specific (not
/// the old "doesn't fit") and names no hidden card. Returns the reason.
fn refused_by(game: &mut Match, seat: u8, text: &str) -> String {
    let before = game.snapshot();
    let err = game.apply_notation(p(seat), text).expect_err(text);
    assert_eq!(game.snapshot(), before, "`{text}` changed the game");
    let reason = err.to_string();
    assert!(!reason.contains("doesn't fit"), "`{text}`: {reason}");
    for name in hidden_names(&state(game)) {
        assert!(!reason.contains(name), "`{text}` names {name}: {reason}");
    }
    reason
}

fn assert_says(reason: &str, why: &str) {
    assert!(reason.contains(why), "wanted {why:?} in: {reason}");
}

/// The number of `card` in `seat`'s hand, as the notation counts.
fn number_of(game: &Match, seat: u8, name: &str) -> usize {
    let g = state(game);
    1 + g.players[usize::from(seat)]
        .hand
        .iter()
        .position(|c| c.def().name == name)
        .unwrap_or_else(|| panic!("no {name} in hand"))
}

fn label_of(game: &Match, seat: u8, notation: &str) -> String {
    game.choices(p(seat))
        .into_iter()
        .find(|c| c.notation == notation)
        .unwrap_or_else(|| panic!("`{notation}` is not offered"))
        .label
}

/// Blitzmann (seat 0, to play) with a Zeppelin, Lightning Projector, a Defense card and
/// two Fate cards; Frost (seat 1) with The Winter Light and Ghost Projector.
fn scene() -> Match {
    use Mastermind::*;
    let (mut g, _) = blank(&[DerBlitzmann, JacquelineFrost]);
    zeppelin(&mut g, 0, "Den Kondensator");
    zeppelin(&mut g, 1, "The Winter Light");
    hand(
        &mut g,
        0,
        &[
            "Lightning Projector",
            "Conductive Counter Measures",
            "Minor Mission",
            "Crown Jewels",
        ],
    );
    hand(&mut g, 1, &["Ghost Projector", "Cryo Cannon"]);
    deck(&mut g, 1, &["Ice Field", "Snow Queen's Courier"]);
    as_match(&g)
}

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
        assert_eq!(pass_choice.label, pass);
        assert_eq!(pass_choice.placement, Placement::Button);
        let end_choice = choices.iter().find(|c| c.notation == "end").unwrap();
        assert_eq!(end_choice.label, end);
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
        outcome.summary.lines().take(2).collect::<Vec<_>>(),
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
    let summary = g.clone().finished_outcome().summary;
    assert!(
        summary.starts_with(
            "{seat:1} wins with 4 VP.\n{seat:1} and {seat:0} tie on 4 VP; Battle points decide ({seat:1} 1, {seat:0} 0).\n"
        ),
        "{summary}"
    );
    // No tie on VP: the result reads as before, with no tie-break line.
    g.players[1].extra_points = 2;
    let summary = g.clone().finished_outcome().summary;
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

// ----- card sets: a game keeps the cards it was dealt ---------------------------------

fn fnv1a64(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

/// A released set is what its games replay from: its data must never change. (A new
/// design is a new set; see the README.)
#[test]
fn released_card_sets_never_change() {
    let hashes: Vec<(u8, u64)> = CardSet::ALL
        .iter()
        .map(|s| (s.number(), fnv1a64(s.data_for_tests())))
        .collect();
    assert_eq!(
        hashes,
        [(1, RELEASED_SET_1), (2, RELEASED_SET_2)],
        "a released card set changed"
    );
}
const RELEASED_SET_1: u64 = 0x4ea87d0242d76a6d;
const RELEASED_SET_2: u64 = 0xdf52bfefe508a763;

#[test]
fn options_choose_the_card_set_and_old_configs_read_as_set_1() {
    let opts = |s: &str| ZeppelinAttack::configure(&Options::parse(s, OPTIONS).unwrap());
    assert_eq!(opts("").unwrap().cards, CardSet::First);
    assert_eq!(opts("cards=1").unwrap().cards, CardSet::First);
    assert_eq!(opts("cards=2").unwrap().cards, CardSet::Second);
    assert!(opts("cards=3").is_err());
    // A config stored before card sets existed is set 1, and set 1 writes nothing new.
    let old: Config = serde_json::from_str(r#"{"reply_hours":12,"turn_hours":null}"#).unwrap();
    assert_eq!(old, Config::default());
    assert_eq!(
        serde_json::to_string(&old).unwrap(),
        r#"{"reply_hours":12,"turn_hours":null}"#
    );
    let second = opts("cards=2").unwrap();
    let json = serde_json::to_string(&second).unwrap();
    assert!(json.contains(r#""cards":2"#), "{json}");
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), second);
    assert!(serde_json::from_str::<Config>(r#"{"reply_hours":12,"cards":9}"#).is_err());
    // Self-play measures the newest set.
    assert_eq!(
        <ZeppelinAttack as Game>::SELFPLAY_OPTIONS,
        format!("cards={}", CardSet::NEWEST.number())
    );
}

/// Each set deals only its own cards, and a game reloaded from its snapshot (what the
/// bot does every move) or replayed from its log keeps them.
#[test]
fn a_game_keeps_the_card_set_it_was_dealt() {
    for (options, set) in [("", CardSet::First), ("cards=2", CardSet::Second)] {
        let game = Match::new(GameKind::ZeppelinAttack, options, 3, 8).unwrap();
        let g = state(&game);
        assert_eq!(g.config.cards, set);
        assert!(g.all_cards().iter().all(|c| catalog().set_of(*c) == set));
        let reloaded = Match::from_snapshot(&game.snapshot()).unwrap();
        assert_eq!(state(&reloaded).config.cards, set);
    }
    // The same seed deals the same masterminds and order in both sets (the same draws
    // from the generator), but other cards: set 2's Gorilla Khan has a new Orangutan.
    let one = state(&Match::new(GameKind::ZeppelinAttack, "", 4, 8).unwrap());
    let two = state(&Match::new(GameKind::ZeppelinAttack, "cards=2", 4, 8).unwrap());
    assert_eq!(
        one.players.iter().map(|p| p.mastermind).collect::<Vec<_>>(),
        two.players.iter().map(|p| p.mastermind).collect::<Vec<_>>()
    );
    assert_eq!(ids_named("The Orangutan")[0].def().capacity, [1, 0, 1]);
    assert_eq!(
        ids_in(CardSet::Second, "The Orangutan")[0].def().capacity,
        [1, 0, 2]
    );
}

// ----- card set 2: texts that say what the cards do, start cards that fit ------------

/// Set 1's Treasure Hunter put the highest Fate card on top of the deck, then drew it:
/// a dearer Master Forger. Set 2's draws first, so the Fate card waits for the next hand.
#[test]
fn treasure_hunter_draws_before_it_stacks_the_deck() {
    use Mastermind::*;
    let (mut g, mut rng) = blank_in(CardSet::Second, &[DerBlitzmann, JacquelineFrost]);
    let hunter = hand(&mut g, 0, &["Treasure Hunter"])[0];
    let tesla = deck(&mut g, 0, &["Tesla Lance"])[0];
    fate_on_top(&mut g, &["Minor Mission", "Crown Jewels", "Petty Larceny"]);
    let flagship = g.players[0].flagship.card;
    let t = texts(&play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: hunter,
            ship: flagship,
        },
    ));
    assert_eq!(g.player(Seat(0)).hand, vec![tesla], "{t}");
    assert_eq!(names(&g.player(Seat(0)).deck), ["Crown Jewels"]);
    assert_eq!(
        hunter.def().lines()[0].1,
        "Draw 1 card. Reveal 3 Fate cards; put the highest on top of your deck."
    );
}

/// "Operative card effects allow the active player to acquire Fate cards": set 2's
/// Quartermaster reveals one, then offers its purge.
#[test]
fn quartermaster_acquires_a_fate_card_then_purges() {
    use Mastermind::*;
    let (mut g, mut rng) = blank_in(CardSet::Second, &[DerBlitzmann, JacquelineFrost]);
    let cards = hand(&mut g, 0, &["Quartermaster", "Maxim Cannon"]);
    fate_on_top(&mut g, &["Crown Jewels"]);
    let flagship = g.players[0].flagship.card;
    let t = texts(&play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: cards[0],
            ship: flagship,
        },
    ));
    assert!(
        t.contains("{seat:0} keeps Crown Jewels (5) and puts it into their hand."),
        "{t}"
    );
    assert!(
        t.contains(
            "{seat:0} may purge an Action card from their hand or discard pile (Quartermaster)."
        ),
        "{t}"
    );
    assert_eq!(g.pending, Some(Pending::Purge { seat: Seat(0) }));
    play(
        &mut g,
        &mut rng,
        0,
        Action::Purge {
            card: Some(cards[1]),
        },
    );
    assert_eq!(g.player(Seat(0)).tucked, vec![cards[1]]);
    assert_eq!(names(&g.player(Seat(0)).hand), ["Crown Jewels"]);
    assert_eq!(g.view(Viewer::Public).players[0].battle_points, 1);
}

/// Where each start Action card fits without overloading: the Flagship or one of the
/// two start Zeppelins of its own deck.
fn misfits(set: CardSet) -> Vec<&'static str> {
    let mut out = Vec::new();
    for m in Mastermind::ALL {
        let cards: Vec<&CardDef> = catalog()
            .defs(set)
            .iter()
            .filter(|d| d.deck == m.deck())
            .collect();
        let ships: Vec<&&CardDef> = cards
            .iter()
            .filter(|d| {
                matches!(
                    d.kind,
                    Kind::Flagship | Kind::AttackZeppelin | Kind::OperationsZeppelin
                )
            })
            .collect();
        for card in cards.iter().filter(|d| d.kind.is_action()) {
            if !ships.iter().any(|s| {
                (1..).contains(&s.capacity_for(card.kind))
                    && card.payload <= s.capacity_for(card.kind)
            }) {
                out.push(card.name.as_str());
            }
        }
    }
    out
}

#[test]
fn every_start_card_fits_a_ship_of_its_own_start() {
    assert_eq!(misfits(CardSet::Second), Vec::<&str>::new());
    // Set 1 (kept for the games dealt from it) had four that only an overload could play.
    assert_eq!(
        misfits(CardSet::First),
        [
            "Blast Baffles",
            "Thick Hide Plating",
            "Mercenary Broker",
            "Frozen Assets"
        ]
    );
}

#[test]
fn experimental_zeppelins_differ_from_their_flagships() {
    for set in CardSet::ALL {
        for m in Mastermind::ALL {
            let of = |kind: Kind| {
                catalog()
                    .defs(set)
                    .iter()
                    .find(|d| d.deck == m.deck() && d.kind == kind)
                    .unwrap()
                    .capacity
            };
            let same = of(Kind::Flagship) == of(Kind::Experimental);
            let expected = set == CardSet::First && m == Mastermind::GorillaKhan;
            assert_eq!(same, expected, "{set:?} {m:?}");
        }
    }
}

/// E[highest] or E[lowest] of `k` Fate cards drawn from `values` without replacement.
fn expected_kept(values: &[u8], k: usize, keep: Keep) -> f64 {
    fn walk(
        values: &[u8],
        k: usize,
        from: usize,
        chosen: &mut Vec<u8>,
        out: &mut (f64, u32),
        keep: Keep,
    ) {
        if chosen.len() == k {
            let v = match keep {
                Keep::Highest => chosen.iter().max(),
                Keep::Lowest => chosen.iter().min(),
            };
            out.0 += f64::from(*v.unwrap());
            out.1 += 1;
            return;
        }
        for i in from..values.len() {
            chosen.push(values[i]);
            walk(values, k, i + 1, chosen, out, keep);
            chosen.pop();
        }
    }
    let mut out = (0.0, 0);
    walk(values, k, 0, &mut Vec::new(), &mut out, keep);
    out.0 / f64::from(out.1)
}

/// What a list of effects gives, as numbers where more is better (expected Fate points
/// by where they go, cards, discounts…).
fn worth(effects: &[Effect], fate: &[u8]) -> [f64; 12] {
    let mut w = [0.0; 12];
    for e in effects {
        match e {
            Effect::Draw(n) => w[0] += f64::from(*n),
            Effect::Discard(n) => w[1] -= f64::from(*n),
            Effect::EachDraw(n) => w[2] += f64::from(*n),
            Effect::Fate { reveal, keep, to } => {
                let v = expected_kept(fate, usize::from(*reveal), *keep);
                w[match to {
                    Dest::Hand => 3,
                    Dest::Deck => 4,
                    Dest::Discard => 5,
                }] += v;
            }
            Effect::Credit(n) => w[6] += f64::from(*n),
            Effect::BattlePoint(n) => w[7] += f64::from(*n),
            Effect::Purge => w[8] += 1.0,
            Effect::FoeDiscards(n) => w[9] += f64::from(*n),
            Effect::FoeDiscardsFate(n) => w[10] += f64::from(*n),
            Effect::StealFate => w[11] += 1.0,
        }
    }
    w
}

/// Pairs (worse, better) of designs in one start deck, or both Mercenaries, where the
/// better is at least as good in every respect and better in one: never worth playing
/// the worse one.
fn dominated(set: CardSet) -> Vec<(&'static str, &'static str)> {
    let defs = catalog().defs(set);
    let fate: Vec<u8> = catalog()
        .ids(set)
        .filter(|c| c.def().kind == Kind::Fate)
        .map(|c| c.def().value)
        .collect();
    let sections =
        |d: &CardDef| [&d.attack, &d.defense, &d.general, &d.fate].map(|e| worth(e, &fate));
    let mut out = Vec::new();
    for a in defs.iter().filter(|d| d.kind != Kind::Fate) {
        for b in defs {
            if a.name == b.name || a.kind != b.kind || a.deck != b.deck || a.power != b.power {
                continue;
            }
            let (sa, sb) = (sections(a), sections(b));
            let features = sa.iter().flatten().zip(sb.iter().flatten());
            let at_least = b.cost <= a.cost
                && b.vp >= a.vp
                && b.payload <= a.payload
                && a.types.iter().all(|t| b.types.contains(t))
                && (0..3).all(|i| b.capacity[i] >= a.capacity[i])
                && features.clone().all(|(x, y)| y >= x);
            let better = b.cost < a.cost
                || b.vp > a.vp
                || b.payload < a.payload
                || b.types.len() > a.types.len()
                || (0..3).any(|i| b.capacity[i] > a.capacity[i])
                || features.clone().any(|(x, y)| y > x);
            if at_least && better {
                out.push((a.name.as_str(), b.name.as_str()));
            }
        }
    }
    out
}

#[test]
fn no_card_is_strictly_dominated_in_its_deck() {
    assert_eq!(dominated(CardSet::Second), Vec::<(&str, &str)>::new());
    // Set 1's "reveal 3, keep the lowest" (payload 2) lost to "reveal 2, keep the
    // lowest" (payload 1) in three decks. Set 2 keeps Resourceful No. 2 as the
    // rulebook prints it and changes the others.
    assert_eq!(
        dominated(CardSet::First),
        [
            ("Resourceful No. 2", "Fräulein Funke"),
            ("Mercenary Broker", "Banana Republic Envoy"),
            ("Frozen Assets", "Snow Queen's Courier"),
        ]
    );
    let def = |n: &str| ids_in(CardSet::Second, n)[0].def().clone();
    assert_eq!(
        def("Resourceful No. 2"),
        ids_named("Resourceful No. 2")[0].def().clone()
    );
}

/// The Cerebrum's "reveal 1 extra" only ever helps: every Operative Walking Mind can own
/// in set 2 keeps the highest card (set 1's Thought Thief kept the lowest, so the extra
/// card lowered what it gave).
#[test]
fn the_cerebrums_power_never_lowers_what_an_operative_gives() {
    let keeps_lowest = |set: CardSet| -> Vec<&'static str> {
        catalog()
            .defs(set)
            .iter()
            .filter(|d| {
                d.kind == Kind::Operative && matches!(d.deck, Deck::WalkingMind | Deck::Mercenary)
            })
            .filter(|d| {
                d.general.iter().any(|e| {
                    matches!(
                        e,
                        Effect::Fate {
                            keep: Keep::Lowest,
                            ..
                        }
                    )
                })
            })
            .map(|d| d.name.as_str())
            .collect()
    };
    assert_eq!(keeps_lowest(CardSet::Second), Vec::<&str>::new());
    assert_eq!(keeps_lowest(CardSet::First), ["Thought Thief"]);
    // On The Cerebrum, set 2's Thought Thief reveals 2 and keeps the highest.
    use Mastermind::*;
    let (mut g, mut rng) = blank_in(CardSet::Second, &[WalkingMind, DerBlitzmann]);
    let thief = hand(&mut g, 0, &["Thought Thief"])[0];
    fate_on_top(&mut g, &["Crown Jewels", "Lucky Break"]);
    let cerebrum = g.players[0].flagship.card;
    play(
        &mut g,
        &mut rng,
        0,
        Action::Play {
            card: thief,
            ship: cerebrum,
        },
    );
    assert!(names(&g.player(Seat(0)).hand).contains(&"Crown Jewels"));
}

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
        .any(|e| e.text == "{seat:1} discards 1 card at random (Rocket Barrage)."));
    let name = lost[0].def().name.as_str();
    assert!(public.iter().all(|e| !e.text.contains(name)));
    assert!(events.iter().any(|e| e.audience == Audience::Only(Seat(1))
        && e.text == format!("You discarded at random: {name}.")));
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
        && e.text == "{seat:1} takes a random Fate card from {seat:0}'s hand (Cold Reading)."));
    assert!(events
        .iter()
        .any(|e| e.audience == Audience::Only(Seat(1)) && e.text == format!("You took {label}.")));
    assert!(events
        .iter()
        .any(|e| e.audience == Audience::Only(Seat(0)) && e.text == format!("You lost {label}.")));
    assert!(events
        .iter()
        .filter(|e| e.audience == Audience::Everyone)
        .all(|e| !e.text.contains(taken[0].def().name.as_str())));
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
    let told: Vec<&str> = applied.events.iter().map(|e| e.text.as_str()).collect();
    assert!(
        told.iter()
            .any(|t| t.contains("Electric attack on {seat:1}'s The Ice Storm with")),
        "{told:?}"
    );
    assert_says(
        &game.prompt(Seat(1)),
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

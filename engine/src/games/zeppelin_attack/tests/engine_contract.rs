//! Setup and the engine contract: options, deadlines, random games that end and replay,
//! cards never lost or copied, notation round trips, hidden information stays hidden.

use super::*;

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
        .english()
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
                assert!(
                    choice.label.english().chars().count() <= 80,
                    "{}",
                    choice.label.english()
                );
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
                    choice.label.english()
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
                    assert!(
                        !e.text.english().contains(name),
                        "`{}` leaks {name}",
                        e.text.english()
                    );
                }
            }
            for s in g.seats() {
                for name in &secret {
                    assert!(!g.prompt(s).english().contains(name), "prompt leaks {name}");
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

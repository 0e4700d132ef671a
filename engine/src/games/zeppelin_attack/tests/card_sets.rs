//! Card sets: a game keeps the cards it was dealt; set 2's texts say what the cards do,
//! its start cards fit, and no card is strictly dominated in its deck.

use super::*;

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

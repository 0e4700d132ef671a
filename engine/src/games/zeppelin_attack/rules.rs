//! The rules: setup, what may be done now, doing it, and the effects cards have.
//!
//! Effects resolve through a queue of [`Step`]s so that a decision in the middle (a
//! discard of your choice, which Mercenary deck to take a Battle point from) can pause
//! the resolution and resume it once answered.

use std::collections::HashSet;

use super::cards::{catalog, Deck, StartFate};
use super::*;

fn name(card: CardId) -> &'static str {
    card.def().name.as_str()
}

fn fate_label(card: CardId) -> String {
    format!("{} ({})", name(card), card.def().value)
}

fn n_cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

fn illegal<T>(why: impl Into<String>) -> Result<T, ActionError> {
    Err(ActionError::Illegal(why.into()))
}

fn pile_of(kind: Kind) -> Option<usize> {
    match kind {
        Kind::AttackZeppelin => Some(0),
        Kind::OperationsZeppelin => Some(1),
        Kind::Attack => Some(2),
        Kind::Defense => Some(3),
        Kind::Operative => Some(4),
        _ => None,
    }
}

/// Deals a new game: random Start decks, flagships out, Experimental Zeppelins for
/// sale, two Fate cards into each deck, hands of 5, a random start player.
pub(super) fn setup(config: Config, n: usize, rng: &mut GameRng) -> ZeppelinAttack {
    let cat = catalog();
    let mut masterminds = Mastermind::ALL.to_vec();
    rng.shuffle(&mut masterminds);
    masterminds.truncate(n);
    let start_fate = |which: StartFate| -> Vec<CardId> {
        cat.ids().filter(|c| c.def().start == Some(which)).collect()
    };
    let (mut minors, mut majors) = (start_fate(StartFate::Minor), start_fate(StartFate::Major));
    let mut used_fate = HashSet::new();
    let mut players = Vec::with_capacity(n);
    let mut experimental = Vec::new();
    for &mastermind in &masterminds {
        let mut flagship = None;
        let mut deck = Vec::new();
        for id in cat.ids().filter(|c| c.def().deck == mastermind.deck()) {
            match id.def().kind {
                Kind::Flagship => flagship = Some(id),
                Kind::Experimental => experimental.push(id),
                _ => deck.push(id),
            }
        }
        for fate in [minors.remove(0), majors.remove(0)] {
            used_fate.insert(fate);
            deck.push(fate);
        }
        rng.shuffle(&mut deck);
        let mut hand = deck.split_off(deck.len() - HAND_SIZE);
        sort_cards(&mut hand);
        players.push(Player {
            mastermind,
            flagship: Ship::new(flagship.expect("every Start deck has a Flagship")),
            zeppelins: Vec::new(),
            hand,
            deck,
            discard: Vec::new(),
            tucked: Vec::new(),
            extra_points: 0,
            credit: 0,
            fresh: Vec::new(),
        });
    }
    let mut fate_deck: Vec<CardId> = cat
        .ids()
        .filter(|c| c.def().deck == Deck::Fate && !used_fate.contains(c))
        .collect();
    rng.shuffle(&mut fate_deck);
    let mut piles = vec![Vec::new(); PILE_NAMES.len()];
    for id in cat.ids().filter(|c| c.def().deck == Deck::Mercenary) {
        if let Some(i) = pile_of(id.def().kind) {
            piles[i].push(id);
        }
    }
    for pile in &mut piles {
        rng.shuffle(pile);
    }
    let start = Seat(rng.below(n as u32) as u8);
    ZeppelinAttack {
        config,
        players,
        piles,
        experimental,
        fate_deck,
        fate_discard: Vec::new(),
        start,
        current: start,
        turn: 1,
        phase: Phase::Action,
        pending: None,
        queue: Vec::new(),
        attack: None,
        shown: Vec::new(),
        end_triggered: false,
        finished: false,
    }
}

/// One of each kind of card: identical copies are the same choice.
fn distinct(cards: impl IntoIterator<Item = CardId>) -> Vec<CardId> {
    let mut seen = HashSet::new();
    cards
        .into_iter()
        .filter(|c| seen.insert(&c.def().name))
        .collect()
}

/// Every legal action for the seat the game waits for.
pub(super) fn legal(g: &ZeppelinAttack) -> Vec<Action> {
    let mut out = Vec::new();
    let me = g.current;
    match &g.pending {
        Some(Pending::Aim { card, .. }) => {
            for &kind in &card.def().types {
                for target in g.seats().filter(|s| *s != me) {
                    let p = g.player(target);
                    for ship in std::iter::once(&p.flagship).chain(&p.zeppelins) {
                        out.push(Action::Attack {
                            kind,
                            target,
                            ship: ship.card,
                        });
                    }
                }
            }
            out.push(Action::Cancel);
        }
        Some(Pending::Block {
            target, ship, kind, ..
        }) => {
            for card in distinct(g.player(*target).hand.iter().copied()) {
                if can_block(g, *target, *ship, *kind, card).is_ok() {
                    out.push(Action::Block { card });
                }
            }
            out.push(Action::Take);
        }
        Some(Pending::Discard { seat, .. }) => {
            for card in distinct(g.player(*seat).hand.iter().copied()) {
                out.push(Action::Discard { cards: vec![card] });
            }
        }
        Some(Pending::KeepFate { options, .. }) => {
            for card in distinct(options.iter().copied()) {
                out.push(Action::Keep { card });
            }
        }
        Some(Pending::Spoils { .. }) => {
            for (i, pile) in g.piles.iter().enumerate() {
                if !pile.is_empty() {
                    out.push(Action::Spoils { pile: i as u8 });
                }
            }
        }
        Some(Pending::Purge { seat }) => {
            let p = g.player(*seat);
            let action_cards = |cards: &[CardId]| -> Vec<CardId> {
                distinct(cards.iter().copied().filter(|c| c.def().kind.is_action()))
            };
            for card in action_cards(&p.hand)
                .into_iter()
                .chain(action_cards(&p.discard))
            {
                out.push(Action::Purge { card: Some(card) });
            }
            out.push(Action::Purge { card: None });
        }
        None => {
            let p = g.player(me);
            if g.phase == Phase::Action {
                for card in distinct(p.hand.iter().copied()) {
                    let def = card.def();
                    if def.kind.is_zeppelin() {
                        out.push(Action::Launch { card });
                    } else if def.kind.is_action() {
                        for ship in std::iter::once(&p.flagship).chain(&p.zeppelins) {
                            if can_play(g, me, card, ship.card).is_ok() {
                                out.push(Action::Play {
                                    card,
                                    ship: ship.card,
                                });
                            }
                        }
                    }
                }
            }
            if matches!(g.phase, Phase::Action | Phase::Buy) {
                let piles = (0..PILE_NAMES.len() as u8)
                    .map(Pile::Mercenary)
                    .chain(std::iter::once(Pile::Experimental));
                for pile in piles {
                    if can_buy(g, me, pile).is_ok() {
                        out.push(Action::Buy { pile });
                    }
                }
                if p.hand.len() <= HAND_SIZE {
                    out.push(Action::Pass);
                }
                out.push(Action::End);
            } else {
                for card in distinct(p.hand.iter().copied()) {
                    out.push(Action::Discard { cards: vec![card] });
                }
                if p.hand.len() <= HAND_SIZE {
                    out.push(Action::Done);
                }
            }
        }
    }
    out
}

/// Why `card` cannot be played on `ship` now, if it cannot.
pub(super) fn can_play(
    g: &ZeppelinAttack,
    seat: Seat,
    card: CardId,
    ship: CardId,
) -> Result<(), ActionError> {
    let p = g.player(seat);
    if !p.hand.contains(&card) {
        return illegal("That card isn't in your hand.");
    }
    let def = card.def();
    if !def.kind.is_action() {
        return illegal(format!(
            "{} isn't an Action card: only Attack, Defense and Operative cards are played onto ships.",
            def.name
        ));
    }
    let Some(on) = g.ship(seat, ship) else {
        return illegal("You can only play cards onto your own Flagship or Zeppelins.");
    };
    let ship_def = ship.def();
    if on.played.is_some() {
        return illegal(format!(
            "{} already has an Action card this turn (one per ship per turn).",
            ship_def.name
        ));
    }
    let capacity = ship_def.capacity_for(def.kind);
    if capacity == 0 {
        return illegal(format!(
            "{} has no {} capacity.",
            ship_def.name,
            def.kind.label()
        ));
    }
    if ship == p.flagship.card && def.payload > capacity {
        return illegal(format!(
            "Your Flagship can't carry {} (payload {}, {} capacity {}): only Zeppelins can be overloaded.",
            def.name,
            def.payload,
            def.kind.label(),
            capacity
        ));
    }
    Ok(())
}

/// Why `card` cannot block a `kind` attack on `ship`, if it cannot. Never names the
/// card: the reason goes to the defender only, but stays vague all the same.
pub(super) fn can_block(
    g: &ZeppelinAttack,
    target: Seat,
    ship: CardId,
    kind: AttackType,
    card: CardId,
) -> Result<(), ActionError> {
    if !g.player(target).hand.contains(&card) {
        return illegal("You can't block with that card: it isn't in your hand.");
    }
    let def = card.def();
    if def.kind != Kind::Defense || !def.types.contains(&kind) {
        return illegal(format!(
            "You can't block with that card: only a Defense card with the {kind} type blocks {} {kind} attack.",
            kind.article()
        ));
    }
    let ship_def = ship.def();
    let capacity = ship_def.capacity[1];
    if capacity == 0 {
        return illegal(format!(
            "{} has no Defense capacity, so it can't block; take the hit.",
            ship_def.name
        ));
    }
    if ship == g.player(target).flagship.card && def.payload > capacity {
        return illegal(format!(
            "Your Flagship's Defense capacity is {capacity}: it can't carry that card (payload {}).",
            def.payload
        ));
    }
    Ok(())
}

pub(super) fn can_buy(g: &ZeppelinAttack, seat: Seat, pile: Pile) -> Result<(), ActionError> {
    if let Pile::Mercenary(i) = pile {
        if usize::from(i) >= PILE_NAMES.len() {
            return illegal("The Mercenary decks are numbered 1 to 5.");
        }
    }
    // "If all the Mercenary decks are exhausted, then players can no longer buy cards"
    // (Game End): not even an Experimental Zeppelin still for sale.
    if g.empty_piles() == PILE_NAMES.len() {
        return illegal("Every Mercenary deck is exhausted: no more cards can be bought.");
    }
    let Some((card, cost)) = g.price(pile, seat) else {
        return illegal(match pile {
            Pile::Mercenary(i) => format!("The {} deck is empty.", PILE_NAMES[usize::from(i)]),
            Pile::Experimental => "Your Experimental Zeppelin has been bought already.".into(),
        });
    };
    let have = g.player(seat).credit + g.fate_in_hand(seat);
    if have < cost {
        return illegal(format!(
            "{} costs {cost} Fate points; you have {have}.",
            name(card)
        ));
    }
    Ok(())
}

/// The cheapest set of Fate cards in hand covering `need` points (ties: fewer cards).
fn payment(hand: &[CardId], need: u32) -> Vec<CardId> {
    let fate: Vec<CardId> = hand
        .iter()
        .copied()
        .filter(|c| c.def().kind == Kind::Fate)
        .collect();
    if need == 0 {
        return Vec::new();
    }
    let value = |c: &CardId| u32::from(c.def().value);
    if fate.len() > 16 {
        // Never in a real game; keep the search bounded anyway: highest first.
        let mut sorted = fate;
        sorted.sort_by_key(|c| std::cmp::Reverse(value(c)));
        let mut out = Vec::new();
        let mut sum = 0;
        for c in sorted {
            if sum >= need {
                break;
            }
            sum += value(&c);
            out.push(c);
        }
        return out;
    }
    let mut best: Option<(u32, u32, u32)> = None; // (sum, count, mask)
    for mask in 1u32..(1 << fate.len()) {
        let (mut sum, mut count) = (0, 0);
        for (i, c) in fate.iter().enumerate() {
            if mask & (1 << i) != 0 {
                sum += value(c);
                count += 1;
            }
        }
        if sum >= need && best.is_none_or(|(s, n, _)| (sum, count) < (s, n)) {
            best = Some((sum, count, mask));
        }
    }
    let mask = best.map_or(0, |(_, _, m)| m);
    fate.iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, c)| *c)
        .collect()
}

fn remove(cards: &mut Vec<CardId>, card: CardId) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

/// What one move does. The caller has checked that `seat` is the one the game waits
/// for; a refusal may leave the state half-changed, which [`crate::kind::Match`]
/// discards (it applies every move to a copy).
pub(super) fn apply(
    g: &mut ZeppelinAttack,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Vec<Event>, ActionError> {
    let mut ev = Vec::new();
    g.shown.clear();
    let me = seat.tag();
    match (&g.pending.clone(), action) {
        (None, Action::Launch { card }) => {
            if g.phase != Phase::Action {
                return illegal(actions_over(g, "launching Zeppelins"));
            }
            let def = card.def();
            if !g.player(seat).hand.contains(card) {
                return illegal("That card isn't in your hand.");
            }
            if !def.kind.is_zeppelin() {
                return illegal(
                    "That card isn't a Zeppelin: only Zeppelins are launched; Action cards are played on a ship (`play N on f`).",
                );
            }
            let p = g.player_mut(seat);
            remove(&mut p.hand, *card);
            p.zeppelins.push(Ship::new(*card));
            ev.push(Event::public(format!(
                "{me} launches {} into their armada.",
                def.name
            )));
        }
        (None, Action::Play { card, ship }) => {
            if g.phase != Phase::Action {
                return illegal(actions_over(g, "playing Action cards"));
            }
            can_play(g, seat, *card, *ship)?;
            let def = card.def();
            let ship_def = ship.def();
            let flagship = g.player(seat).flagship.card == *ship;
            remove(&mut g.player_mut(seat).hand, *card);
            if let Some(on) = g.ship_mut(seat, *ship) {
                on.played = Some(*card);
            }
            let mut line = format!("{me} plays {} on {}.", def.name, ship_def.name);
            if !flagship && def.payload > ship_def.capacity_for(def.kind) {
                line.push_str(&format!(
                    " {} is overloaded and will retreat at the end of the turn.",
                    ship_def.name
                ));
            }
            ev.push(Event::public(line));
            match def.kind {
                Kind::Attack => {
                    g.pending = Some(Pending::Aim {
                        card: *card,
                        ship: *ship,
                    })
                }
                Kind::Defense => {
                    if !def.general.is_empty() {
                        ev.push(Event::public(
                            "On its owner's turn a Defense card enacts only its Always effect.",
                        ));
                    }
                    g.queue.push(Step::Effects {
                        seat,
                        foe: None,
                        effects: def.general.clone(),
                        triggers: true,
                    });
                }
                _ => {
                    let extra = flagship && ship_def.power == Some(Power::ExtraFate);
                    let effects = def
                        .general
                        .iter()
                        .map(|e| match e {
                            Effect::Fate { reveal, keep, to } if extra => Effect::Fate {
                                reveal: reveal + 1,
                                keep: *keep,
                                to: *to,
                            },
                            other => other.clone(),
                        })
                        .collect();
                    g.queue.push(Step::Effects {
                        seat,
                        foe: None,
                        effects,
                        triggers: true,
                    });
                }
            }
        }
        (Some(Pending::Aim { card, ship: from }), Action::Attack { kind, target, ship }) => {
            let def = card.def();
            if !def.types.contains(kind) {
                let types: Vec<&str> = def.types.iter().map(|t| t.name()).collect();
                return illegal(format!(
                    "{} can't make {} {kind} attack; it attacks with {}.",
                    def.name,
                    kind.article(),
                    types.join(" or ")
                ));
            }
            if *target == seat || target.index() >= g.players.len() {
                return illegal("Attack a rival's ship: choose another player.");
            }
            let Some((owner, is_flagship)) = g.ship_owner(*ship) else {
                return illegal("That isn't a ship in play.");
            };
            if owner != *target {
                return illegal(format!("That ship isn't in {}'s armada.", target.tag()));
            }
            g.attack = Some(AttackRecord {
                attacker: seat,
                from: *from,
                card: *card,
                kind: *kind,
                target: *target,
                ship: *ship,
                blocked_by: None,
                hit: false,
            });
            g.pending = Some(Pending::Block {
                attacker: seat,
                target: *target,
                ship: *ship,
                kind: *kind,
                card: *card,
                from: *from,
            });
            ev.push(Event::public(format!(
                "{me}'s {} makes {} {kind} attack on {}'s {} with {}!",
                name(*from),
                kind.article(),
                target.tag(),
                name(*ship),
                def.name
            )));
            if is_flagship {
                ev.push(Event::public(format!(
                    "{}'s Flagship is the target, so they draw a card first.",
                    target.tag()
                )));
                draw(g, *target, 1, rng, &mut ev);
            }
        }
        (Some(Pending::Aim { card, ship }), Action::Cancel) => {
            if let Some(on) = g.ship_mut(seat, *ship) {
                on.played = None;
            }
            let p = g.player_mut(seat);
            p.hand.push(*card);
            sort_cards(&mut p.hand);
            g.pending = None;
            ev.push(Event::public(format!(
                "{me} takes {} back into their hand.",
                name(*card)
            )));
        }
        (
            Some(Pending::Block {
                attacker,
                target,
                ship,
                kind,
                card: attack_card,
                ..
            }),
            Action::Block { card },
        ) => {
            can_block(g, *target, *ship, *kind, *card)?;
            let def = card.def();
            remove(&mut g.player_mut(*target).hand, *card);
            if let Some(record) = &mut g.attack {
                record.blocked_by = Some(*card);
            }
            g.shown.push((*card, Shown::Blocked { seat: *target }));
            g.pending = None;
            ev.push(Event::public(format!(
                "{me} blocks with {} on {}: the attack is blocked!",
                def.name,
                name(*ship)
            )));
            let mut steps = vec![
                Step::Effects {
                    seat: *target,
                    foe: Some(*attacker),
                    effects: def.defense.clone(),
                    triggers: true,
                },
                Step::Effects {
                    seat: *target,
                    foe: Some(*attacker),
                    effects: def.general.clone(),
                    triggers: true,
                },
            ];
            let flagship = g.player(*target).flagship.card;
            if flagship.def().power == Some(Power::DrawOnBlock) {
                steps.push(Step::Effects {
                    seat: *target,
                    foe: None,
                    effects: vec![Effect::Draw(1)],
                    triggers: true,
                });
            }
            steps.push(Step::DiscardDefense {
                seat: *target,
                card: *card,
            });
            if *ship != flagship {
                steps.push(Step::RetreatIfOverloaded {
                    seat: *target,
                    ship: *ship,
                    payload: def.payload,
                });
            }
            steps.push(Step::Effects {
                seat: *attacker,
                foe: Some(*target),
                effects: attack_card.def().general.clone(),
                triggers: true,
            });
            g.queue.extend(steps);
        }
        (
            Some(Pending::Block {
                attacker,
                target,
                ship,
                kind,
                card: attack_card,
                ..
            }),
            Action::Take,
        ) => {
            if let Some(record) = &mut g.attack {
                record.hit = true;
            }
            g.pending = None;
            ev.push(Event::public(format!(
                "{me} doesn't block: the attack hits!"
            )));
            if *ship != g.player(*target).flagship.card {
                retreat(g, *target, *ship);
                ev.push(Event::public(format!(
                    "{}'s {} retreats to their discard pile.",
                    target.tag(),
                    name(*ship)
                )));
            }
            let def = attack_card.def();
            let mut effects = vec![Effect::BattlePoint(1)];
            effects.extend(def.attack.iter().cloned());
            effects.extend(def.general.iter().cloned());
            if g.player(*attacker).flagship.card.def().power == Some(Power::DrawOnSuccess(*kind)) {
                effects.push(Effect::Draw(1));
            }
            g.queue.push(Step::Effects {
                seat: *attacker,
                foe: Some(*target),
                effects,
                triggers: true,
            });
        }
        (None, Action::Buy { pile }) => {
            if g.phase == Phase::Cleanup {
                return illegal("Buying is over for this turn: you're discarding and drawing up.");
            }
            can_buy(g, seat, *pile)?;
            buy(g, seat, *pile, &mut ev);
        }
        (None, Action::End) => {
            if g.phase == Phase::Cleanup {
                return illegal(
                    "You've already ended your actions: discard what you don't want, then press Draw up & end turn (`done`).",
                );
            }
            cleanup(g, &mut ev);
            ev.push(Event::public(format!(
                "{me} ends their turn and chooses what to discard."
            )));
        }
        (None, Action::Pass) => {
            if g.phase == Phase::Cleanup {
                return illegal(
                    "You've already ended your actions: discard what you don't want, then press Draw up & end turn (`done`).",
                );
            }
            let held = g.player(seat).hand.len();
            if held > HAND_SIZE {
                return illegal(format!(
                    "You hold {held} cards, more than {HAND_SIZE}, so you can't keep them all: choose End turn, discard… (`end`) and discard {}.",
                    n_cards(held - HAND_SIZE)
                ));
            }
            cleanup(g, &mut ev);
            ev.push(Event::public(format!("{me} ends their turn.")));
            end_turn(g, rng, &mut ev);
        }
        (None, Action::Discard { cards }) => {
            if g.phase != Phase::Cleanup {
                return illegal("You discard from your hand at the end of your turn: choose End turn, discard… (`end`) first, then `discard N…`.");
            }
            discard_from_hand(g, seat, cards, None)?;
            ev.push(Event::public(format!(
                "{me} discards {}.",
                n_cards(cards.len())
            )));
            private_names(&mut ev, seat, "You discarded", cards);
        }
        (None, Action::Done) => {
            if g.phase != Phase::Cleanup {
                return illegal("`done` finishes your discard step, and you haven't started it: choose End turn, discard… (`end`) first, or End turn (`pass`) to keep your hand.");
            }
            if g.player(seat).hand.len() > HAND_SIZE {
                return illegal(format!(
                    "You hold {} cards: discard down to {HAND_SIZE} first.",
                    g.player(seat).hand.len()
                ));
            }
            ev.push(Event::public(format!("{me} ends their turn.")));
            end_turn(g, rng, &mut ev);
        }
        (Some(Pending::Discard { count, .. }), Action::Discard { cards }) => {
            let need = usize::from(*count).min(g.player(seat).hand.len());
            discard_from_hand(g, seat, cards, Some(need))?;
            g.pending = None;
            ev.push(Event::public(format!(
                "{me} discards {}.",
                n_cards(cards.len())
            )));
            private_names(&mut ev, seat, "You discarded", cards);
        }
        (
            Some(Pending::KeepFate {
                options,
                to,
                triggers,
                ..
            }),
            Action::Keep { card },
        ) => {
            if !options.contains(card) {
                return illegal("Keep one of the Fate cards just revealed.");
            }
            g.pending = None;
            for other in options.iter().filter(|c| *c != card) {
                g.fate_discard.push(*other);
            }
            acquire(g, seat, *card, *to, *triggers, &mut ev);
        }
        (Some(Pending::Spoils { .. }), Action::Spoils { pile }) => {
            let i = usize::from(*pile);
            if g.piles.get(i).is_none_or(|p| p.is_empty()) {
                let open: Vec<String> = (0..g.piles.len())
                    .filter(|k| !g.piles[*k].is_empty())
                    .map(|k| format!("{} ({})", k + 1, PILE_NAMES[k]))
                    .collect();
                return illegal(format!(
                    "The {} deck is empty; take your Battle point from a deck that still has cards: {}.",
                    PILE_NAMES.get(i).copied().unwrap_or("Mercenary"),
                    open.join(", ")
                ));
            }
            g.pending = None;
            take_spoils(g, seat, i, &mut ev);
        }
        (Some(Pending::Purge { .. }), Action::Purge { card }) => {
            g.pending = None;
            match card {
                None => ev.push(Event::public(format!("{me} doesn't purge a card."))),
                Some(card) => {
                    if !card.def().kind.is_action() {
                        return illegal(
                            "That card isn't an Action card: only Attack, Defense and Operative cards can be purged.",
                        );
                    }
                    let p = g.player_mut(seat);
                    let from = if remove(&mut p.hand, *card) {
                        "hand"
                    } else if remove(&mut p.discard, *card) {
                        "discard pile"
                    } else {
                        return illegal("Purge a card from your hand or your discard pile.");
                    };
                    p.tucked.push(*card);
                    ev.push(Event::public(format!(
                        "{me} purges a card from their {from}: it goes under their Flagship as a Battle point."
                    )));
                    ev.push(Event::private(seat, format!("You purged {}.", name(*card))));
                }
            }
        }
        (_, action) => return illegal(refusal(g, seat, action)),
    }
    run(g, rng, &mut ev);
    check_end(g, &mut ev);
    Ok(ev)
}

/// What `action` is called in a refusal ("You can't {…} yet").
fn doing(action: &Action) -> &'static str {
    match action {
        Action::Launch { .. } => "launch a Zeppelin",
        Action::Play { .. } => "play a card",
        Action::Attack { .. } => "attack",
        Action::Cancel => "take a card back",
        Action::Block { .. } => "block",
        Action::Take => "take a hit",
        Action::Buy { .. } => "buy",
        Action::End | Action::Pass => "end your turn",
        Action::Discard { .. } => "discard",
        Action::Done => "draw up",
        Action::Keep { .. } => "keep a Fate card",
        Action::Spoils { .. } => "take a Battle point",
        Action::Purge { .. } => "purge",
    }
}

/// The decision the game waits for, as the end of a sentence said to the seat asked.
/// Public words only: every pending decision is on the board already.
fn asked_now(pending: &Pending) -> String {
    match pending {
        Pending::Aim { card, .. } => format!(
            "choose the type and target of your {} attack (`attack TYPE ship@player`), or take it back with `cancel`",
            name(*card)
        ),
        Pending::Block {
            attacker,
            ship,
            kind,
            ..
        } => format!(
            "answer {}'s {kind} attack on your {}: block it with {} {kind} Defense card (`block N`) or take the hit (`take`)",
            attacker.tag(),
            name(*ship),
            kind.article()
        ),
        Pending::Discard { count, .. } => format!(
            "discard {} from your hand, as the card's effect asks (`discard N`)",
            n_cards(usize::from(*count))
        ),
        Pending::KeepFate { .. } => {
            "choose which of the revealed Fate cards to keep (`keep N`)".into()
        }
        Pending::Spoils { .. } => {
            "choose the Mercenary deck your Battle point comes from (`spoils 1-5`)".into()
        }
        Pending::Purge { .. } => {
            "choose whether to purge an Action card (`purge N`, `purge dN` or `purge none`)"
                .into()
        }
    }
}

/// Why a move that answers a decision cannot be made: there is no such decision now.
/// `None` when the decision it answers is the one pending (or the move answers none).
/// Said to whoever typed it, so it speaks of no one's cards.
pub(super) fn pointless(g: &ZeppelinAttack, action: &Action) -> Option<String> {
    let pending = g.pending.as_ref();
    let why = match action {
        Action::Block { .. } if !matches!(pending, Some(Pending::Block { .. })) => {
            "Nobody is attacking you, so there is nothing to block."
        }
        Action::Take if !matches!(pending, Some(Pending::Block { .. })) => {
            "Nobody is attacking you, so there is no hit to take."
        }
        Action::Spoils { .. } if !matches!(pending, Some(Pending::Spoils { .. })) => {
            "You have no Battle point to take: Battle points come from an attack that hits (or a card that grants one), and you choose the Mercenary deck then."
        }
        Action::Purge { .. } if !matches!(pending, Some(Pending::Purge { .. })) => {
            "You can't purge now: you may purge an Action card right after you buy an Action card (or when a card's effect lets you)."
        }
        Action::Keep { .. } if !matches!(pending, Some(Pending::KeepFate { .. })) => {
            "There are no Fate cards to choose from: you choose only when several revealed Fate cards are worth the same."
        }
        Action::Cancel if !matches!(pending, Some(Pending::Aim { .. })) => {
            "There's no card to take back: `cancel` only returns an Attack card whose target you haven't chosen yet; cards already played stay on their ships."
        }
        Action::Attack { .. } if !matches!(pending, Some(Pending::Aim { .. })) => {
            match (pending, g.phase) {
                (None, Phase::Buy) => {
                    "You've started buying, so there are no more attacks this turn: Attack cards are played before your first purchase."
                }
                (None, Phase::Cleanup) => {
                    "Your actions are over for this turn: you're discarding and drawing up, so there are no more attacks."
                }
                _ => {
                    "You have no Attack card waiting for a target: play an Attack card on one of your ships first (`play N on f`), then choose its target."
                }
            }
        }
        _ => return None,
    };
    Some(why.to_string())
}

/// The reason for a move that does not fit the moment, for `seat` (the one the game
/// waits for): what is wrong with the move, and what is asked instead.
fn refusal(g: &ZeppelinAttack, seat: Seat, action: &Action) -> String {
    match (pointless(g, action), &g.pending) {
        (Some(why), Some(pending)) => format!("{why} Right now, {}.", asked_now(pending)),
        (Some(why), None) => why,
        (None, Some(pending)) if seat != g.current => format!(
            "It's {}'s turn, so you can't {}: you're only asked to {}.",
            g.current.tag(),
            doing(action),
            asked_now(pending)
        ),
        (None, Some(pending)) => {
            format!(
                "You can't {} yet: first {}.",
                doing(action),
                asked_now(pending)
            )
        }
        (None, None) => format!(
            "You can't {} now; what you can do: {}",
            doing(action),
            notation::asked(g, seat)
        ),
    }
}

/// Why the active player cannot move while the game waits for `seat` (an attacked
/// player's answer, a discard asked of them): public words only.
pub(super) fn waiting_for(g: &ZeppelinAttack, seat: Seat) -> String {
    let who = seat.tag();
    let what = match &g.pending {
        Some(Pending::Block { ship, kind, .. }) => format!(
            "they're deciding whether to block your {kind} attack on their {}",
            name(*ship)
        ),
        Some(Pending::Discard { count, .. }) => {
            format!(
                "they're choosing {} to discard",
                n_cards(usize::from(*count))
            )
        }
        Some(Pending::KeepFate { .. }) => "they're choosing which Fate card to keep".into(),
        Some(Pending::Spoils { .. }) => {
            "they're choosing the Mercenary deck for their Battle point".into()
        }
        Some(Pending::Purge { .. }) => "they're choosing whether to purge a card".into(),
        Some(Pending::Aim { .. }) | None => "it's their move".into(),
    };
    format!(
        "Wait for {who}: {what}. Your turn goes on once they answer (or after {} h).",
        g.config.reply_hours
    )
}

/// "You've started buying" / "you're discarding": why a move of the action phase is
/// over for this turn.
fn actions_over(g: &ZeppelinAttack, what: &str) -> String {
    if g.phase == Phase::Buy {
        format!("You've started buying, so {what} is over for this turn: that comes before your first purchase.")
    } else {
        format!("You've ended your actions, so {what} is over for this turn: you're discarding now (`discard N…`, then `done`).")
    }
}

fn private_names(ev: &mut Vec<Event>, seat: Seat, what: &str, cards: &[CardId]) {
    if !cards.is_empty() {
        let names: Vec<&str> = cards.iter().map(|c| name(*c)).collect();
        ev.push(Event::private(
            seat,
            format!("{what}: {}.", names.join(", ")),
        ));
    }
}

fn discard_from_hand(
    g: &mut ZeppelinAttack,
    seat: Seat,
    cards: &[CardId],
    exactly: Option<usize>,
) -> Result<(), ActionError> {
    if let Some(n) = exactly {
        if cards.len() != n {
            return illegal(format!(
                "The card's effect asks for exactly {}; you named {}.",
                n_cards(n),
                cards.len()
            ));
        }
    }
    if cards.is_empty() {
        return illegal("Say which card to discard.");
    }
    let unique: HashSet<_> = cards.iter().collect();
    if unique.len() != cards.len() {
        return illegal("Name each card to discard once.");
    }
    let p = g.player_mut(seat);
    if !cards.iter().all(|c| p.hand.contains(c)) {
        return illegal("You can only discard cards from your hand.");
    }
    for c in cards {
        remove(&mut p.hand, *c);
        p.discard.push(*c);
    }
    Ok(())
}

fn buy(g: &mut ZeppelinAttack, seat: Seat, pile: Pile, ev: &mut Vec<Event>) {
    let Some((card, cost)) = g.price(pile, seat) else {
        return;
    };
    g.phase = Phase::Buy;
    let p = g.player(seat);
    let need = cost.saturating_sub(p.credit);
    let paid = payment(&p.hand, need);
    let spent: u32 = paid.iter().map(|c| u32::from(c.def().value)).sum();
    let credit_used = cost - need;
    let p = g.player_mut(seat);
    for c in &paid {
        remove(&mut p.hand, *c);
    }
    p.credit = p.credit - credit_used + spent - need;
    let left = p.credit;
    match pile {
        Pile::Mercenary(i) => {
            g.piles[usize::from(i)].pop();
        }
        Pile::Experimental => {
            remove(&mut g.experimental, card);
        }
    }
    g.fate_discard.extend(&paid);
    let p = g.player_mut(seat);
    p.hand.push(card);
    p.fresh.push(card);
    sort_cards(&mut p.hand);
    g.shown.push((card, Shown::Bought { seat }));
    let mut paying: Vec<String> = paid.iter().map(|c| fate_label(*c)).collect();
    if credit_used > 0 {
        paying.push(format!("{credit_used} from discounts"));
    }
    let mut line = format!(
        "{} buys {} for {cost}, paying with {}.",
        seat.tag(),
        name(card),
        if paying.is_empty() {
            "nothing".to_string()
        } else {
            paying.join(" + ")
        }
    );
    if left > 0 {
        line.push_str(&format!(
            " {left} Fate point{} left for more purchases this turn.",
            if left == 1 { "" } else { "s" }
        ));
    }
    ev.push(Event::public(line));
    if card.def().kind.is_action() {
        g.pending = Some(Pending::Purge { seat });
    }
}

/// Clears the active player's ships: played cards to the discard pile, overloaded
/// zeppelins retreat with them.
fn cleanup(g: &mut ZeppelinAttack, ev: &mut Vec<Event>) {
    let seat = g.current;
    g.phase = Phase::Cleanup;
    let p = g.player_mut(seat);
    let mut to_discard = Vec::new();
    if let Some(card) = p.flagship.played.take() {
        to_discard.push(card);
    }
    let mut kept = Vec::new();
    let mut retreated = Vec::new();
    for mut ship in std::mem::take(&mut p.zeppelins) {
        match ship.played.take() {
            Some(card) => {
                to_discard.push(card);
                let def = card.def();
                if def.payload > ship.card.def().capacity_for(def.kind) {
                    retreated.push(ship.card);
                } else {
                    kept.push(ship);
                }
            }
            None => kept.push(ship),
        }
    }
    p.zeppelins = kept;
    p.discard.extend(to_discard);
    p.discard.extend(&retreated);
    for ship in retreated {
        ev.push(Event::public(format!(
            "{}'s {} retreats: it was overloaded.",
            seat.tag(),
            name(ship)
        )));
    }
}

/// Draws up to 5 and passes the turn on (or ends the game after the last turn).
fn end_turn(g: &mut ZeppelinAttack, rng: &mut GameRng, ev: &mut Vec<Event>) {
    let seat = g.current;
    // "New" marks what reached the hand since the end of your last turn (not since your
    // last move: a deadline's default answer is a move you never saw).
    g.player_mut(seat).fresh.clear();
    let missing = HAND_SIZE.saturating_sub(g.player(seat).hand.len());
    if missing > 0 {
        draw(g, seat, missing as u8, rng, ev);
    }
    g.player_mut(seat).credit = 0;
    g.attack = None;
    if g.end_triggered && seat == g.last_seat() {
        g.finished = true;
        ev.push(Event::public("That was the last turn: the game is over!"));
        return;
    }
    g.current = g.next_seat(seat);
    g.turn += 1;
    g.phase = Phase::Action;
    ev.push(Event::public(format!("It's {}'s turn.", g.current.tag())));
}

fn retreat(g: &mut ZeppelinAttack, seat: Seat, ship: CardId) {
    let p = g.player_mut(seat);
    if let Some(i) = p.zeppelins.iter().position(|z| z.card == ship) {
        let z = p.zeppelins.remove(i);
        p.discard.extend(z.played);
        p.discard.push(z.card);
    }
}

/// Draws `n` cards for `seat`, reshuffling the discard pile when the deck runs out.
pub(super) fn draw(
    g: &mut ZeppelinAttack,
    seat: Seat,
    n: u8,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) {
    let mut drawn = Vec::new();
    for _ in 0..n {
        let p = g.player_mut(seat);
        if p.deck.is_empty() {
            if p.discard.is_empty() {
                break;
            }
            p.deck = std::mem::take(&mut p.discard);
            rng.shuffle(&mut p.deck);
            ev.push(Event::public(format!(
                "{} shuffles their discard pile into a new deck.",
                seat.tag()
            )));
        }
        let p = g.player_mut(seat);
        if let Some(card) = p.deck.pop() {
            p.hand.push(card);
            p.fresh.push(card);
            drawn.push(card);
        }
    }
    sort_cards(&mut g.player_mut(seat).hand);
    if drawn.len() < usize::from(n) {
        ev.push(Event::public(format!(
            "{} draws {} (no more cards in their deck or discard pile).",
            seat.tag(),
            n_cards(drawn.len())
        )));
    } else {
        ev.push(Event::public(format!(
            "{} draws {}.",
            seat.tag(),
            n_cards(drawn.len())
        )));
    }
    private_names(ev, seat, "You drew", &drawn);
}

/// The top Fate card, reshuffling the Fate discard pile when the deck is empty.
fn reveal_fate(g: &mut ZeppelinAttack, rng: &mut GameRng, ev: &mut Vec<Event>) -> Option<CardId> {
    if g.fate_deck.is_empty() && !g.fate_discard.is_empty() {
        g.fate_deck = std::mem::take(&mut g.fate_discard);
        rng.shuffle(&mut g.fate_deck);
        ev.push(Event::public(
            "The Fate discard pile is shuffled into a new Fate deck.",
        ));
    }
    g.fate_deck.pop()
}

/// Resolves queued effects until a decision is needed or nothing is left.
fn run(g: &mut ZeppelinAttack, rng: &mut GameRng, ev: &mut Vec<Event>) {
    while g.pending.is_none() && !g.queue.is_empty() {
        match g.queue.remove(0) {
            Step::Effects {
                seat,
                foe,
                mut effects,
                triggers,
            } => {
                if effects.is_empty() {
                    continue;
                }
                let effect = effects.remove(0);
                if !effects.is_empty() {
                    g.queue.insert(
                        0,
                        Step::Effects {
                            seat,
                            foe,
                            effects,
                            triggers,
                        },
                    );
                }
                enact(g, seat, foe, &effect, triggers, rng, ev);
            }
            Step::DiscardDefense { seat, card } => g.player_mut(seat).discard.push(card),
            Step::RetreatIfOverloaded {
                seat,
                ship,
                payload,
            } => {
                let still_there = g.player(seat).zeppelins.iter().any(|z| z.card == ship);
                if still_there && payload > ship.def().capacity[1] {
                    retreat(g, seat, ship);
                    ev.push(Event::public(format!(
                        "{}'s {} retreats: the Defense card was too big for it.",
                        seat.tag(),
                        name(ship)
                    )));
                }
            }
        }
    }
}

fn enact(
    g: &mut ZeppelinAttack,
    seat: Seat,
    foe: Option<Seat>,
    effect: &Effect,
    triggers: bool,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) {
    let me = seat.tag();
    match effect {
        Effect::Draw(n) => draw(g, seat, *n, rng, ev),
        Effect::Discard(n) => {
            let held = g.player(seat).hand.len();
            if held == 0 {
                ev.push(Event::public(format!("{me} has no cards to discard.")));
            } else if held <= usize::from(*n) {
                let cards = std::mem::take(&mut g.player_mut(seat).hand);
                ev.push(Event::public(format!(
                    "{me} discards their whole hand ({}).",
                    n_cards(cards.len())
                )));
                private_names(ev, seat, "You discarded", &cards);
                g.player_mut(seat).discard.extend(cards);
            } else {
                g.pending = Some(Pending::Discard { seat, count: *n });
            }
        }
        Effect::EachDraw(n) => {
            let mut s = seat;
            for _ in 0..g.players.len() {
                draw(g, s, *n, rng, ev);
                s = g.next_seat(s);
            }
        }
        Effect::Fate { reveal, keep, to } => {
            let mut revealed = Vec::new();
            for _ in 0..*reveal {
                match reveal_fate(g, rng, ev) {
                    Some(card) => revealed.push(card),
                    None => break,
                }
            }
            if revealed.is_empty() {
                ev.push(Event::public(
                    "The Fate deck is empty: there is nothing to reveal.",
                ));
                return;
            }
            for c in &revealed {
                g.shown.push((*c, Shown::FateRevealed { seat }));
            }
            let labels: Vec<String> = revealed.iter().map(|c| fate_label(*c)).collect();
            ev.push(Event::public(format!(
                "{me} reveals {}: {}.",
                if revealed.len() == 1 {
                    "a Fate card"
                } else {
                    "Fate cards"
                },
                labels.join(", ")
            )));
            let values = revealed.iter().map(|c| c.def().value);
            let best = match keep {
                Keep::Highest => values.max(),
                Keep::Lowest => values.min(),
            }
            .unwrap_or(0);
            let (candidates, rest): (Vec<CardId>, Vec<CardId>) =
                revealed.into_iter().partition(|c| c.def().value == best);
            g.fate_discard.extend(rest);
            if distinct(candidates.iter().copied()).len() > 1 {
                ev.push(Event::public(format!(
                    "Several Fate cards are worth {best}: {me} chooses which to keep."
                )));
                g.pending = Some(Pending::KeepFate {
                    seat,
                    options: candidates,
                    to: *to,
                    triggers,
                });
            } else {
                let (first, copies) = candidates.split_first().expect("one card revealed");
                g.fate_discard.extend(copies);
                acquire(g, seat, *first, *to, triggers, ev);
            }
        }
        Effect::Credit(n) => {
            g.player_mut(seat).credit += u32::from(*n);
            ev.push(Event::public(format!(
                "{me} gets a discount: +{n} Fate point{} for purchases this turn.",
                if *n == 1 { "" } else { "s" }
            )));
        }
        Effect::BattlePoint(n) => {
            if *n > 1 {
                g.queue.insert(
                    0,
                    Step::Effects {
                        seat,
                        foe,
                        effects: vec![Effect::BattlePoint(n - 1)],
                        triggers,
                    },
                );
            }
            battle_point(g, seat, rng, ev);
        }
        Effect::Purge => {
            let p = g.player(seat);
            if p.hand
                .iter()
                .chain(&p.discard)
                .any(|c| c.def().kind.is_action())
            {
                g.pending = Some(Pending::Purge { seat });
            } else {
                ev.push(Event::public(format!("{me} has no Action card to purge.")));
            }
        }
        Effect::FoeDiscards(n) => {
            let Some(foe) = foe else { return };
            let mut lost = Vec::new();
            for _ in 0..*n {
                let p = g.player_mut(foe);
                if p.hand.is_empty() {
                    break;
                }
                let i = rng.below(p.hand.len() as u32) as usize;
                let card = p.hand.remove(i);
                p.discard.push(card);
                lost.push(card);
            }
            ev.push(Event::public(format!(
                "{} discards {} at random.",
                foe.tag(),
                n_cards(lost.len())
            )));
            private_names(ev, foe, "You discarded at random", &lost);
        }
        Effect::FoeDiscardsFate(n) => {
            let Some(foe) = foe else { return };
            let mut fate: Vec<CardId> = g
                .player(foe)
                .hand
                .iter()
                .copied()
                .filter(|c| c.def().kind == Kind::Fate)
                .collect();
            if fate.is_empty() {
                ev.push(Event::public(format!(
                    "{} has no Fate card to discard.",
                    foe.tag()
                )));
                return;
            }
            // The lowest first: the choice a player would make, so nobody is asked.
            fate.sort_by_key(|c| (c.def().value, *c));
            fate.truncate(usize::from(*n));
            for c in &fate {
                remove(&mut g.player_mut(foe).hand, *c);
                g.fate_discard.push(*c);
                g.shown.push((*c, Shown::FateDiscarded { seat: foe }));
            }
            let labels: Vec<String> = fate.iter().map(|c| fate_label(*c)).collect();
            ev.push(Event::public(format!(
                "{} discards {} to the Fate discard pile.",
                foe.tag(),
                labels.join(", ")
            )));
        }
        Effect::StealFate => {
            let Some(foe) = foe else { return };
            let fate: Vec<CardId> = g
                .player(foe)
                .hand
                .iter()
                .copied()
                .filter(|c| c.def().kind == Kind::Fate)
                .collect();
            let Some(&card) = rng.choose(&fate) else {
                ev.push(Event::public(format!(
                    "{} has no Fate card to take.",
                    foe.tag()
                )));
                return;
            };
            remove(&mut g.player_mut(foe).hand, card);
            let p = g.player_mut(seat);
            p.hand.push(card);
            p.fresh.push(card);
            sort_cards(&mut p.hand);
            ev.push(Event::public(format!(
                "{me} takes a random Fate card from {}'s hand.",
                foe.tag()
            )));
            ev.push(Event::private(
                seat,
                format!("You took {}.", fate_label(card)),
            ));
            ev.push(Event::private(
                foe,
                format!("You lost {}.", fate_label(card)),
            ));
        }
    }
}

/// A Fate card joins `seat`'s cards; its Fate effect follows unless effects are chaining.
fn acquire(
    g: &mut ZeppelinAttack,
    seat: Seat,
    card: CardId,
    to: Dest,
    triggers: bool,
    ev: &mut Vec<Event>,
) {
    let p = g.player_mut(seat);
    let place = match to {
        Dest::Hand => {
            p.hand.push(card);
            p.fresh.push(card);
            sort_cards(&mut p.hand);
            "into their hand"
        }
        Dest::Deck => {
            p.deck.push(card);
            "on top of their deck"
        }
        Dest::Discard => {
            p.discard.push(card);
            "into their discard pile"
        }
    };
    g.shown.push((card, Shown::FateKept { seat }));
    ev.push(Event::public(format!(
        "{} keeps {} and puts it {place}.",
        seat.tag(),
        fate_label(card)
    )));
    let def = card.def();
    if !def.fate.is_empty() {
        if triggers {
            let text: Vec<String> = def
                .fate
                .iter()
                .map(|e| e.text(cards::Section::Fate))
                .collect();
            ev.push(Event::public(format!(
                "Its Fate effect: {}",
                text.join(" ")
            )));
            g.queue.insert(
                0,
                Step::Effects {
                    seat,
                    foe: None,
                    effects: def.fate.clone(),
                    triggers: false,
                },
            );
        } else {
            ev.push(Event::public(
                "Its Fate effect does not happen: Fate effects don't chain.",
            ));
        }
    }
}

fn battle_point(g: &mut ZeppelinAttack, seat: Seat, rng: &mut GameRng, ev: &mut Vec<Event>) {
    let open: Vec<usize> = (0..g.piles.len())
        .filter(|i| !g.piles[*i].is_empty())
        .collect();
    match open.as_slice() {
        [] => match reveal_fate(g, rng, ev) {
            // All Mercenary decks are gone: Fate cards stand in as Battle points.
            Some(card) => {
                g.player_mut(seat).tucked.push(card);
                ev.push(Event::public(format!(
                    "{} takes a Battle point: the top Fate card goes face down under their Flagship.",
                    seat.tag()
                )));
            }
            None => {
                g.player_mut(seat).extra_points += 1;
                ev.push(Event::public(format!(
                    "{} takes a Battle point (no card is left to tuck under their Flagship; it counts all the same).",
                    seat.tag()
                )));
            }
        },
        [only] => take_spoils(g, seat, *only, ev),
        _ => g.pending = Some(Pending::Spoils { seat }),
    }
}

fn take_spoils(g: &mut ZeppelinAttack, seat: Seat, pile: usize, ev: &mut Vec<Event>) {
    if let Some(card) = g.piles[pile].pop() {
        g.player_mut(seat).tucked.push(card);
        g.shown.push((card, Shown::Spoils { seat }));
        ev.push(Event::public(format!(
            "{} takes a Battle point: {} from the {} deck goes under their Flagship.",
            seat.tag(),
            name(card),
            PILE_NAMES[pile]
        )));
    }
}

fn check_end(g: &mut ZeppelinAttack, ev: &mut Vec<Event>) {
    if !g.end_triggered && !g.finished && g.empty_piles() >= EMPTY_PILES_TO_END {
        g.end_triggered = true;
        ev.push(Event::public(format!(
            "Three Mercenary decks are exhausted: the game ends after {}'s turn.",
            g.last_seat().tag()
        )));
    }
}

/// Every player's final score, with the winners marked.
pub(super) fn scores(g: &ZeppelinAttack) -> Vec<ScoreLine> {
    let mut lines: Vec<ScoreLine> = g
        .seats()
        .map(|seat| {
            let p = g.player(seat);
            let owned: Vec<CardId> = std::iter::once(&p.flagship)
                .chain(&p.zeppelins)
                .flat_map(|s| std::iter::once(s.card).chain(s.played))
                .chain(p.hand.iter().copied())
                .chain(p.deck.iter().copied())
                .chain(p.discard.iter().copied())
                .collect();
            let card_vp = owned.iter().map(|c| u32::from(c.def().vp)).sum();
            let fate_points = owned.iter().map(|c| u32::from(c.def().value)).sum();
            let zeppelins = owned.iter().filter(|c| c.def().kind.is_zeppelin()).count() as u32;
            ScoreLine {
                seat,
                card_vp,
                battle_points: p.tucked.len() as u32 + p.extra_points,
                fate_points,
                fate_bonus: 0,
                total: 0,
                zeppelins,
                winner: false,
            }
        })
        .collect();
    let most = lines.iter().map(|l| l.fate_points).max().unwrap_or(0);
    let tied = lines.iter().filter(|l| l.fate_points == most).count();
    for l in &mut lines {
        if most > 0 && l.fate_points == most {
            l.fate_bonus = if tied == 1 { 3 } else { 1 };
        }
        l.total = l.card_vp + l.battle_points + l.fate_bonus;
    }
    let best = lines
        .iter()
        .map(|l| (l.total, l.battle_points, l.zeppelins))
        .max();
    for l in &mut lines {
        l.winner = Some((l.total, l.battle_points, l.zeppelins)) == best;
    }
    lines
}

pub(super) fn outcome(g: &ZeppelinAttack) -> Outcome {
    let lines = scores(g);
    let winners: Vec<Seat> = lines.iter().filter(|l| l.winner).map(|l| l.seat).collect();
    let top = lines
        .iter()
        .filter(|l| l.winner)
        .map(|l| l.total)
        .max()
        .unwrap_or(0);
    let headline = match winners.as_slice() {
        [one] => format!("{} wins with {top} VP.", one.tag()),
        many => {
            let names: Vec<String> = many.iter().map(|s| s.tag()).collect();
            format!("{} share the win with {top} VP each.", names.join(" and "))
        }
    };
    let mut by_total = lines.clone();
    by_total.sort_by_key(|l| std::cmp::Reverse((l.total, l.battle_points, l.zeppelins)));
    let breakdown: Vec<String> = by_total
        .iter()
        .map(|l| {
            format!(
                "{}: {} VP = {} card VP + {} Battle points + {} Fate bonus ({} Fate points)",
                l.seat.tag(),
                l.total,
                l.card_vp,
                l.battle_points,
                l.fate_bonus,
                l.fate_points
            )
        })
        .collect();
    Outcome {
        winners,
        summary: format!("{headline}\n{}", breakdown.join("\n")),
        scores: lines.iter().map(|l| i64::from(l.total)).collect(),
    }
}

/// Resolves the queue, for tests that set one up by hand.
#[cfg(test)]
pub(super) fn tests_run(g: &mut ZeppelinAttack, rng: &mut GameRng, ev: &mut Vec<Event>) {
    run(g, rng, ev);
}

//! What may be done now: every legal move for the seat the game waits for, the checks
//! a move must pass, and the words for a move that does not fit the moment.

use super::*;

/// Every legal action for the seat the game waits for.
pub(crate) fn legal(g: &ZeppelinAttack) -> Vec<Action> {
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
pub(crate) fn can_play(
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

/// Why `seat` cannot buy from `pile` now, if they cannot.
pub(crate) fn can_buy(g: &ZeppelinAttack, seat: Seat, pile: Pile) -> Result<(), ActionError> {
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
fn asked_now(g: &ZeppelinAttack, pending: &Pending) -> String {
    match pending {
        Pending::Aim { card, .. } => format!(
            "choose the type and target of your {} attack (`attack TYPE ship@player`), or take it back with `cancel`",
            name(*card)
        ),
        Pending::Block {
            attacker,
            target,
            ship,
            kind,
            ..
        } => format!(
            "answer {}'s {kind} attack on {}: block it with {} {kind} Defense card (`block N`) or take the hit (`take`)",
            attacker.tag(),
            notation::ship_called(g, *target, *ship, "your"),
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
pub(crate) fn pointless(g: &ZeppelinAttack, action: &Action) -> Option<String> {
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
pub(super) fn refusal(g: &ZeppelinAttack, seat: Seat, action: &Action) -> String {
    match (pointless(g, action), &g.pending) {
        (Some(why), Some(pending)) => format!("{why} Right now, {}.", asked_now(g, pending)),
        (Some(why), None) => why,
        (None, Some(pending)) if seat != g.current => format!(
            "It's {}'s turn, so you can't {}: you're only asked to {}.",
            g.current.tag(),
            doing(action),
            asked_now(g, pending)
        ),
        (None, Some(pending)) => {
            format!(
                "You can't {} yet: first {}.",
                doing(action),
                asked_now(g, pending)
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
pub(crate) fn waiting_for(g: &ZeppelinAttack, seat: Seat) -> String {
    let who = seat.tag();
    let what = match &g.pending {
        Some(Pending::Block {
            target, ship, kind, ..
        }) => format!(
            "they're deciding whether to block your {kind} attack on {}",
            notation::ship_called(g, *target, *ship, "their")
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
pub(super) fn actions_over(g: &ZeppelinAttack, what: &str) -> String {
    if g.phase == Phase::Buy {
        format!("You've started buying, so {what} is over for this turn: that comes before your first purchase.")
    } else {
        format!("You've ended your actions, so {what} is over for this turn: you're discarding now (`discard N…`, then `done`).")
    }
}

//! Card effects and Flagship powers: what playing, blocking with and hitting with a
//! card sets off, and how it resolves. Effects resolve through a queue of [`Step`]s so
//! that a decision in the middle (a discard of your choice, which Mercenary deck to
//! take a Battle point from) can pause the resolution and resume it once answered.

use super::*;

/// Whether an Operative card played on `ship` gains a Flagship's [`Power::ExtraFate`].
pub(super) fn boosted(card: CardId, ship: CardId, on_flagship: bool) -> bool {
    card.def().kind != Kind::Defense && on_flagship && ship.def().power == Some(Power::ExtraFate)
}

/// The effects of an Action card played on its owner's turn: its General effects (for
/// a Defense card, its Always effect). An Operative card on a Flagship with
/// [`Power::ExtraFate`] reveals one more Fate card.
pub(super) fn when_played(card: CardId, ship: CardId, on_flagship: bool) -> Vec<Effect> {
    let extra = boosted(card, ship, on_flagship);
    card.def()
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
        .collect()
}

/// A step of `seat`'s effects from the card or power `source`.
fn step(seat: Seat, foe: Option<Seat>, effects: Vec<Effect>, source: Option<Source>) -> Step {
    Step::Effects {
        seat,
        foe,
        effects,
        triggers: true,
        source,
    }
}

/// What `target` blocking `attacker`'s Attack card `weapon` with the Defense card
/// `defense` on `ship` sets off, in order: the Defense card's Defense and General
/// effects, a card for a Flagship with [`Power::DrawOnBlock`], the Defense card to the
/// discard pile, the blocking Zeppelin's retreat if the card was too big for it, and
/// last the Attack card's General effects.
pub(super) fn when_blocked(
    g: &ZeppelinAttack,
    attacker: Seat,
    target: Seat,
    ship: CardId,
    defense: CardId,
    weapon: CardId,
) -> Vec<Step> {
    let def = defense.def();
    let by_defense = Some(Source::Card { card: defense });
    let mut steps = vec![
        step(target, Some(attacker), def.defense.clone(), by_defense),
        step(target, Some(attacker), def.general.clone(), by_defense),
    ];
    let flagship = g.player(target).flagship.card;
    if flagship.def().power == Some(Power::DrawOnBlock) {
        steps.push(step(
            target,
            None,
            vec![Effect::Draw(1)],
            Some(Source::Power { flagship }),
        ));
    }
    steps.push(Step::DiscardDefense {
        seat: target,
        card: defense,
    });
    if ship != flagship {
        steps.push(Step::RetreatIfOverloaded {
            seat: target,
            ship,
            payload: def.payload,
        });
    }
    steps.push(step(
        attacker,
        Some(target),
        weapon.def().general.clone(),
        Some(Source::Card { card: weapon }),
    ));
    steps
}

/// The effects of `attacker`'s `kind` attack with `weapon` hitting `target`, in order:
/// a Battle point (the rule), the Attack card's Attack and General effects, and a card
/// for a Flagship with [`Power::DrawOnSuccess`] of that type.
pub(super) fn when_hit(
    g: &ZeppelinAttack,
    attacker: Seat,
    target: Seat,
    kind: AttackType,
    weapon: CardId,
) -> Vec<Step> {
    let def = weapon.def();
    let mut card_effects = def.attack.clone();
    card_effects.extend(def.general.iter().cloned());
    let mut steps = vec![
        step(attacker, Some(target), vec![Effect::BattlePoint(1)], None),
        step(
            attacker,
            Some(target),
            card_effects,
            Some(Source::Card { card: weapon }),
        ),
    ];
    let flagship = g.player(attacker).flagship.card;
    if flagship.def().power == Some(Power::DrawOnSuccess(kind)) {
        steps.push(step(
            attacker,
            Some(target),
            vec![Effect::Draw(1)],
            Some(Source::Power { flagship }),
        ));
    }
    steps
}

/// " (Cryo Cannon)": the cause of an effect, for the end of its narration.
fn by(source: Option<Source>) -> String {
    source.map_or_else(String::new, |s| format!(" ({})", s.label()))
}

/// Resolves queued effects until a decision is needed or nothing is left.
pub(super) fn run(g: &mut ZeppelinAttack, rng: &mut GameRng, ev: &mut Vec<Event>) {
    while g.pending.is_none() && !g.queue.is_empty() {
        match g.queue.remove(0) {
            Step::Effects {
                seat,
                foe,
                mut effects,
                triggers,
                source,
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
                            source,
                        },
                    );
                }
                enact(g, seat, foe, &effect, triggers, source, rng, ev);
            }
            Step::DiscardDefense { seat, card } => g.player_mut(seat).discard.push(card),
            Step::RetreatIfOverloaded {
                seat,
                ship,
                payload,
            } => {
                let still_there = g.player(seat).zeppelins.iter().any(|z| z.card == ship);
                if still_there && payload > ship.def().capacity[1] {
                    attack::retreat(g, seat, ship);
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

/// Enacts one effect for `seat` (`foe`: the other player in an attack). `triggers`:
/// whether a Fate card it keeps enacts its own Fate effect. Its narration names the
/// card or power it comes from (`source`).
#[allow(clippy::too_many_arguments)]
fn enact(
    g: &mut ZeppelinAttack,
    seat: Seat,
    foe: Option<Seat>,
    effect: &Effect,
    triggers: bool,
    source: Option<Source>,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) {
    let me = seat.tag();
    let why = by(source);
    match effect {
        Effect::Draw(n) => draw(g, seat, *n, source, rng, ev),
        Effect::Discard(n) => discard(g, seat, *n, source, ev),
        Effect::EachDraw(n) => {
            let mut s = seat;
            for _ in 0..g.players.len() {
                draw(g, s, *n, source, rng, ev);
                s = g.next_seat(s);
            }
        }
        Effect::Fate { reveal, keep, to } => {
            let revealed = fate::reveal(g, seat, *reveal, source, rng, ev);
            if !revealed.is_empty() {
                fate::keep_best(g, seat, revealed, *keep, *to, triggers, ev);
            }
        }
        Effect::Credit(n) => {
            g.player_mut(seat).credit += u32::from(*n);
            // Only the active player buys: a discount gained while blocking waits for
            // the blocker's own next turn (see the README).
            let when = if seat == g.current {
                "this turn"
            } else {
                "their next turn"
            };
            ev.push(Event::public(format!(
                "{me} gets a discount: +{n} Fate point{} for purchases {when}{why}.",
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
                        source,
                    },
                );
            }
            battle::battle_point(g, seat, source, rng, ev);
        }
        Effect::Purge => purge(g, seat, source, ev),
        Effect::FoeDiscards(n) => foe_discards(g, foe, *n, source, rng, ev),
        Effect::FoeDiscardsFate(n) => foe_discards_fate(g, foe, *n, source, ev),
        Effect::StealFate => steal_fate(g, seat, foe, source, rng, ev),
    }
}

/// A discard of `n` cards: the whole hand when it holds no more, else `seat` chooses.
fn discard(g: &mut ZeppelinAttack, seat: Seat, n: u8, source: Option<Source>, ev: &mut Vec<Event>) {
    let me = seat.tag();
    let why = by(source);
    let held = g.player(seat).hand.len();
    if held == 0 {
        ev.push(Event::public(format!("{me} has no cards to discard{why}.")));
    } else if held <= usize::from(n) {
        let cards = std::mem::take(&mut g.player_mut(seat).hand);
        ev.push(Event::public(format!(
            "{me} discards their whole hand ({}){why}.",
            n_cards(cards.len())
        )));
        private_names(ev, seat, "You discarded", &cards);
        g.player_mut(seat).discard.extend(cards);
    } else {
        if source.is_some() {
            ev.push(Event::public(format!(
                "{me} must discard {} of their choice{why}.",
                n_cards(usize::from(n))
            )));
        }
        g.pending = Some(Pending::Discard { seat, count: n });
    }
}

/// A purge: `seat` may remove an Action card from their hand or discard pile.
fn purge(g: &mut ZeppelinAttack, seat: Seat, source: Option<Source>, ev: &mut Vec<Event>) {
    let me = seat.tag();
    let why = by(source);
    let p = g.player(seat);
    if p.hand
        .iter()
        .chain(&p.discard)
        .any(|c| c.def().kind.is_action())
    {
        if source.is_some() {
            ev.push(Event::public(format!(
                "{me} may purge an Action card from their hand or discard pile{why}."
            )));
        }
        g.pending = Some(Pending::Purge { seat });
    } else {
        ev.push(Event::public(format!(
            "{me} has no Action card to purge{why}."
        )));
    }
}

/// The foe discards `n` cards at random.
fn foe_discards(
    g: &mut ZeppelinAttack,
    foe: Option<Seat>,
    n: u8,
    source: Option<Source>,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) {
    let why = by(source);
    let Some(foe) = foe else { return };
    let mut lost = Vec::new();
    for _ in 0..n {
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
        "{} discards {} at random{why}.",
        foe.tag(),
        n_cards(lost.len())
    )));
    private_names(ev, foe, "You discarded at random", &lost);
}

/// The foe discards their `n` lowest Fate cards to the Fate discard pile.
fn foe_discards_fate(
    g: &mut ZeppelinAttack,
    foe: Option<Seat>,
    n: u8,
    source: Option<Source>,
    ev: &mut Vec<Event>,
) {
    let why = by(source);
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
            "{} has no Fate card to discard{why}.",
            foe.tag()
        )));
        return;
    }
    // The lowest first: the choice a player would make, so nobody is asked.
    fate.sort_by_key(|c| (c.def().value, *c));
    fate.truncate(usize::from(n));
    for c in &fate {
        remove(&mut g.player_mut(foe).hand, *c);
        g.fate_discard.push(*c);
        g.shown.push((*c, Shown::FateDiscarded { seat: foe }));
    }
    let labels: Vec<String> = fate.iter().map(|c| fate_label(*c)).collect();
    ev.push(Event::public(format!(
        "{} discards {} to the Fate discard pile{why}.",
        foe.tag(),
        labels.join(", ")
    )));
}

/// `seat` takes a random Fate card from the foe's hand.
fn steal_fate(
    g: &mut ZeppelinAttack,
    seat: Seat,
    foe: Option<Seat>,
    source: Option<Source>,
    rng: &mut GameRng,
    ev: &mut Vec<Event>,
) {
    let me = seat.tag();
    let why = by(source);
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
            "{} has no Fate card to take{why}.",
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
        "{me} takes a random Fate card from {}'s hand{why}.",
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

/// Draws `n` cards for `seat`, reshuffling the discard pile when the deck runs out;
/// the narration names the card or power that made them draw (`source`), if any.
pub(super) fn draw(
    g: &mut ZeppelinAttack,
    seat: Seat,
    n: u8,
    source: Option<Source>,
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
    let mut notes: Vec<String> = source.map(|s| s.label()).into_iter().collect();
    if drawn.len() < usize::from(n) {
        notes.push("no more cards in their deck or discard pile".into());
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        format!(" ({})", notes.join("; "))
    };
    ev.push(Event::public(format!(
        "{} draws {}{notes}.",
        seat.tag(),
        n_cards(drawn.len())
    )));
    private_names(ev, seat, "You drew", &drawn);
}

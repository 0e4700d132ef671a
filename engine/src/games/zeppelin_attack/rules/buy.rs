//! Buying: a card from a Mercenary deck or the player's Experimental Zeppelin, paid
//! with Fate cards from the hand and this turn's credit.

use super::*;

/// `buy`: the top card of `pile` goes into `seat`'s hand, paid with the cheapest set
/// of Fate cards once credit is used up; change stays as credit. Buying an Action card
/// offers a purge.
pub(super) fn buy(
    g: &mut ZeppelinAttack,
    seat: Seat,
    pile: Pile,
    ev: &mut Vec<Event>,
) -> Result<(), ActionError> {
    if g.phase == Phase::Cleanup {
        return illegal("Buying is over for this turn: you're discarding and drawing up.");
    }
    can_buy(g, seat, pile)?;
    let Some((card, cost)) = g.price(pile, seat) else {
        return Ok(());
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

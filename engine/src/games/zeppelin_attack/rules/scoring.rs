//! The end of the game and the final scores: card VP, Battle points and the Fate
//! bonus; ties go to more Battle points, then more Zeppelins.

use super::*;

/// Once three Mercenary decks are exhausted the end is triggered: the game ends after
/// the turn of the player before the start player.
pub(super) fn check_end(g: &mut ZeppelinAttack, ev: &mut Vec<Event>) {
    if !g.end_triggered && !g.finished && g.empty_piles() >= EMPTY_PILES_TO_END {
        g.end_triggered = true;
        ev.push(Event::public(format!(
            "Three Mercenary decks are exhausted: the game ends after {}'s turn.",
            g.last_seat().tag()
        )));
    }
}

/// Every player's final score, with the winners marked.
pub(crate) fn scores(g: &ZeppelinAttack) -> Vec<ScoreLine> {
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

/// The winners and the final score breakdown, best first.
pub(crate) fn outcome(g: &ZeppelinAttack) -> Outcome {
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

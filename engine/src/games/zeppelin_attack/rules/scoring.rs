//! The end of the game and the final scores: card VP, Battle points and the Fate
//! bonus; ties go to more Battle points, then more Zeppelins, and the result says so.

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
                tied_on_vp: false,
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
    let top = lines.iter().map(|l| l.total).max();
    let tied = lines.iter().filter(|l| Some(l.total) == top).count() > 1;
    for l in &mut lines {
        l.winner = Some((l.total, l.battle_points, l.zeppelins)) == best;
        l.tied_on_vp = tied && Some(l.total) == top;
    }
    lines
}

/// "1 Battle point", "6 Battle points".
fn plural(n: u32, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// "alice and dave", "alice, bob and dave".
fn and(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// How the win was decided when several players share the most VP: the rulebook's
/// tie-breakers in its order, most Battle points, then most Zeppelin cards, each
/// named with the figures that decided (seat tags). None without a tie on VP.
pub(crate) fn tie_break(lines: &[ScoreLine]) -> Option<String> {
    let top = lines.iter().map(|l| l.total).max()?;
    let mut tied: Vec<&ScoreLine> = lines.iter().filter(|l| l.total == top).collect();
    if tied.len() < 2 {
        return None;
    }
    tied.sort_by_key(|l| std::cmp::Reverse((l.battle_points, l.zeppelins)));
    let names = |ls: &[&ScoreLine]| and(&ls.iter().map(|l| l.seat.tag()).collect::<Vec<_>>());
    let figures = |ls: &[&ScoreLine], f: fn(&ScoreLine) -> u32| {
        ls.iter()
            .map(|l| format!("{} {}", l.seat.tag(), f(l)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let bp = tied[0].battle_points;
    let level: Vec<&ScoreLine> = tied
        .iter()
        .copied()
        .filter(|l| l.battle_points == bp)
        .collect();
    let mut text = format!("{} tie on {top} VP", names(&tied));
    if level.len() == 1 {
        text.push_str(&format!(
            "; Battle points decide ({}).",
            figures(&tied, |l| l.battle_points)
        ));
        return Some(text);
    }
    if level.len() == tied.len() {
        text.push_str(&format!(" and {}", plural(bp, "Battle point")));
    } else {
        text.push_str(&format!(
            "; Battle points ({}) leave {} tied",
            figures(&tied, |l| l.battle_points),
            names(&level)
        ));
    }
    let zeppelins = level[0].zeppelins;
    if level.iter().filter(|l| l.zeppelins == zeppelins).count() == 1 {
        text.push_str(&format!(
            "; Zeppelins decide ({}).",
            figures(&level, |l| l.zeppelins)
        ));
    } else {
        text.push_str(&format!(
            "; they also have {} each, so they share the win.",
            plural(zeppelins, "Zeppelin")
        ));
    }
    Some(text)
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
    let headline = match tie_break(&lines) {
        Some(tie) => format!("{headline}\n{tie}"),
        None => headline,
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
        summary: format!("{headline}\n{}", breakdown.join("\n")).into(),
        scores: lines.iter().map(|l| i64::from(l.total)).collect(),
    }
}

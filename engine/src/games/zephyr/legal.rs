//! What each seat may do now: the legal actions for its task (shopping, moving,
//! exploring, reacting, the day's end, battles).

use super::battle::{Battle, Step};
use super::content::{content, Deck, Hull, Tier};
use super::rules::{battle_waits, Mission, Phase, Task};
use super::{Action, Gift};
use crate::game::Seat;

/// Every action `seat` may take now.
pub fn legal(m: &Mission, seat: Seat) -> Vec<Action> {
    let c = content();
    let i = seat.index();
    let ship = &m.ships[i];
    let mut out = Vec::new();
    if ship.hull_to_lose {
        for kind in ship.hull_kinds() {
            out.push(Action::LoseHull { kind });
        }
        return out;
    }
    match &m.tasks[i] {
        Task::Share { pool, .. } => {
            out.push(Action::ShareEven);
            for to in m.sharing(seat) {
                out.push(Action::Share { to, scrap: *pool });
                if *pool >= 2 {
                    out.push(Action::Share {
                        to,
                        scrap: pool / 2,
                    });
                }
            }
        }
        Task::Shop => shop_task(m, seat, &mut out),
        Task::Move => move_task(m, seat, &mut out),
        Task::Join => {
            for r in m.joinable() {
                out.push(Action::Join { leader: r.leader });
            }
            out.push(Action::Patrol);
        }
        Task::Explore => {
            out.push(Action::Explore {
                deck: Deck::Skirmish,
            });
            out.push(Action::Explore {
                deck: Deck::Scavenge,
            });
            if joins_while_exploring(m, seat) {
                for r in m.joinable() {
                    out.push(Action::Join { leader: r.leader });
                }
            }
        }
        Task::React { card } => {
            let def = &c.explore[usize::from(*card)];
            for k in 0..def.choices.len() as u8 {
                if m.can_choose(seat, *card, k) {
                    out.push(Action::Choose { option: k });
                }
            }
            for p in m.usable_powers(seat) {
                out.push(Action::Use { power: p });
            }
        }
        Task::Nudge { roll, .. } => {
            out.push(Action::Nudge { by: 0 });
            if *roll < 6 {
                out.push(Action::Nudge { by: 1 });
            }
            if *roll > 1 {
                out.push(Action::Nudge { by: -1 });
            }
        }
        Task::Dusk => {
            out.push(Action::Continue);
            if let Some(run) = m.party_of(seat) {
                for path in m.turns(seat) {
                    out.push(Action::GoBy {
                        assignment: run.def,
                        path,
                    });
                }
            }
            // Edition 4: a leader with allies appoints the next leader.
            let allies = m.allies_of(seat);
            if m.edition >= 4 && !allies.is_empty() {
                out.extend(
                    allies
                        .into_iter()
                        .map(|leader| Action::AbandonTo { leader }),
                );
            } else {
                out.push(Action::Abandon);
            }
            gifts(m, seat, &mut out);
        }
        Task::Idle => battle_actions(m, seat, &mut out),
    }
    out
}

/// Setup: a ship to take first (a book build, or one to outfit oneself), then the shop.
fn shop_task(m: &Mission, seat: Seat, out: &mut Vec<Action>) {
    let c = content();
    let ship = &m.ships[seat.index()];
    if ship.def.is_none() {
        for s in 0..c.ships.len() as u8 {
            if m.ships.iter().all(|x| x.def != Some(s)) {
                if m.build_cost(s).is_some_and(|cost| cost <= ship.scrap) {
                    out.push(Action::Build { ship: s });
                }
                out.push(Action::Board { ship: s });
            }
        }
        return;
    }
    out.push(Action::Done);
    shop_actions(m, seat, out);
}

/// The morning: embark on an offered assignment (by a path, edition 4) or patrol.
fn move_task(m: &Mission, seat: Seat, out: &mut Vec<Action>) {
    let c = content();
    let ship = &m.ships[seat.index()];
    for &a in &ship.offers {
        out.push(Action::Embark {
            assignment: a,
            path: None,
        });
        if m.edition >= 4 {
            // Another first day, or a fork off the first day's space.
            let def = &c.assignments[usize::from(a)];
            for (k, way) in def.paths.iter().enumerate() {
                if matches!(way.from, None | Some(0)) {
                    out.push(Action::Embark {
                        assignment: a,
                        path: Some(k as u8),
                    });
                }
            }
        }
    }
    out.push(Action::Patrol);
    if shops_in_the_morning(m, seat) {
        shop_actions(m, seat, out);
    }
}

/// In battle: what each battle waiting for `seat` asks of it, and staying out.
fn battle_actions(m: &Mission, seat: Seat, out: &mut Vec<Action>) {
    for b in m.battles.iter().filter(|b| battle_waits(b, seat)) {
        match b.step {
            Step::Declare => declare_actions(b, seat, out),
            Step::Plays => play_actions(m, seat, out),
            Step::Join => {
                out.push(Action::JoinBattle { battle: b.number });
            }
            _ => {}
        }
    }
    if m.battles
        .iter()
        .any(|b| b.step == Step::Join && b.asked.contains(&seat))
    {
        out.push(Action::StayOut);
    }
}

/// Declaring targets: aim, and the leader's formation.
fn declare_actions(b: &Battle, seat: Seat, out: &mut Vec<Action>) {
    out.push(Action::Ready);
    let aim = b.target_of(seat);
    for (f, _) in b.alive() {
        if Some(f as u8) != aim {
            out.push(Action::Aim { foe: f as u8 });
        }
    }
    if b.leader() == Some(seat) && b.seats.len() > 1 {
        // The warlord attacks no one: his abilities roll for all.
        for (f, foe) in b.alive().filter(|(_, f)| f.warlord.is_none()) {
            for &s in &b.seats {
                if s != foe.attacks {
                    out.push(Action::Tank {
                        foe: f as u8,
                        seat: s,
                    });
                }
            }
        }
    }
}

/// Playing cards: fire, a volley, the cards and powers to play, cards to keep.
fn play_actions(m: &Mission, seat: Seat, out: &mut Vec<Action>) {
    let ship = &m.ships[seat.index()];
    out.push(Action::Fire);
    if ship
        .hand
        .iter()
        .any(|c| ship.can_play(&[ship.plays.cards.clone(), vec![*c]].concat()))
    {
        out.push(Action::Volley);
    }
    // Copies of one card do the same: one choice per card.
    let mut seen = Vec::new();
    for card in &ship.hand {
        let name = &card.card().name;
        if seen.contains(&name) {
            continue;
        }
        seen.push(name);
        let mut down = ship.plays.cards.clone();
        down.push(*card);
        if ship.can_play(&down) {
            out.push(Action::Play { card: card.id });
        }
    }
    for p in m.usable_powers(seat) {
        out.push(Action::Use { power: p });
    }
    let mut seen = Vec::new();
    for card in &ship.hand {
        let kept = ship.plays.kept.contains(card);
        let name = &card.card().name;
        if seen.contains(&(name, kept)) {
            continue;
        }
        seen.push((name, kept));
        out.push(Action::Keep { card: card.id });
    }
}

/// Edition 2: a patroller about to explore this morning may still join an ally's
/// assignment taken this morning instead.
pub fn joins_while_exploring(m: &Mission, seat: Seat) -> bool {
    m.edition >= 2
        && m.phase == Phase::Move
        && m.ships[seat.index()].at == super::ship::Where::Patrol
        && !m.joinable().is_empty()
}

/// Edition 2: a ship at the barge shops in the morning, before it sets out.
pub fn shops_in_the_morning(m: &Mission, seat: Seat) -> bool {
    m.edition >= 2
        && m.phase == Phase::Move
        && m.ships[seat.index()].at == super::ship::Where::Resupply
}

/// What a ship at the resupply may buy, sell, install, hire, release and give.
fn shop_actions(m: &Mission, seat: Seat, out: &mut Vec<Action>) {
    let c = content();
    let ship = &m.ships[seat.index()];
    for kind in [Hull::Armor, Hull::Structure] {
        if ship.scrap >= kind.price() && ship.hull_room(kind) {
            out.push(Action::BuyHull { kind });
        }
    }
    for (s, price) in m.for_sale() {
        let kind = c.systems[usize::from(s)].kind;
        if ship.scrap >= price && ship.free_slot(kind).is_some() {
            out.push(Action::Buy { system: s });
        }
    }
    if ship.scrap >= m.hire_cost() && ship.crew.iter().any(Option::is_none) {
        for f in 0..c.factions.len() as u8 {
            if m.decks.factions[usize::from(f)] > 0 {
                out.push(Action::Hire { faction: f });
            }
        }
    }
    // Copies of one system do the same: one choice per design.
    let mut seen = Vec::new();
    for &s in &ship.cargo {
        let name = &c.systems[usize::from(s)].name;
        if ship.free_slot(c.systems[usize::from(s)].kind).is_some() && !seen.contains(&name) {
            seen.push(name);
            out.push(Action::Install { system: s });
        }
    }
    let mut seen = Vec::new();
    for s in ship.installed().chain(ship.cargo.iter().copied()) {
        let name = &c.systems[usize::from(s)].name;
        if c.systems[usize::from(s)].tier != Tier::Epic && !seen.contains(&name) {
            seen.push(name);
            out.push(Action::Sell { system: s });
        }
    }
    if ship.hull.len() > 1 {
        for kind in [Hull::Armor, Hull::Structure] {
            if ship.hull.iter().any(|t| t.kind == kind) {
                out.push(Action::SellHull { kind });
            }
        }
    }
    for (st, crew) in ship.crew.iter().enumerate() {
        if crew.is_some() {
            out.push(Action::Release { station: st as u8 });
        }
    }
    gifts(m, seat, out);
}

/// Gifts a seat could give now: some scrap, a system from cargo, a crew member.
fn gifts(m: &Mission, seat: Seat, out: &mut Vec<Action>) {
    let ship = &m.ships[seat.index()];
    if ship.gave {
        return;
    }
    for to in m.seats().filter(|&s| s != seat) {
        let other = &m.ships[to.index()];
        if other.got || other.def.is_none() {
            continue;
        }
        for n in [10u8, 20] {
            if ship.scrap >= u32::from(n) {
                out.push(Action::Give {
                    to,
                    gift: Gift::Scrap(n),
                });
            }
        }
        let mut seen = Vec::new();
        for &s in &ship.cargo {
            let name = &content().systems[usize::from(s)].name;
            if !seen.contains(&name) {
                seen.push(name);
                out.push(Action::Give {
                    to,
                    gift: Gift::System(s),
                });
            }
        }
        if other.crew.iter().any(Option::is_none) {
            for (st, crew) in ship.crew.iter().enumerate() {
                if crew.is_some() {
                    out.push(Action::Give {
                        to,
                        gift: Gift::Crew(st as u8),
                    });
                }
            }
        }
    }
}

//! What each seat may do now, the text notation, labels, and the dispatch of an
//! action to the rules.

use super::battle::Step;
use super::content::{content, Deck, Hull, Tier};
use super::rules::{battle_waits, illegal, Mission, Names, Phase, Task};
use super::ship::PowerRef;
use super::{Action, Gift};
use crate::game::{ActionError, Choice, Event, Placement, Seat};
use crate::rng::GameRng;

/// A name as notation: lower case, words joined by dashes.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for ch in name.chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// A system copy's notation: its slug, with `.k` when the design has several copies.
pub fn system_slug(s: u8) -> String {
    let c = content();
    let name = &c.systems[usize::from(s)].name;
    let copies: Vec<usize> = (0..c.systems.len())
        .filter(|&i| &c.systems[i].name == name)
        .collect();
    if copies.len() == 1 {
        slug(name)
    } else {
        let k = copies
            .iter()
            .position(|&i| i == usize::from(s))
            .unwrap_or(0)
            + 1;
        format!("{}.{k}", slug(name))
    }
}

fn find_system(m: &Mission, text: &str, free_first: bool) -> Option<u8> {
    let c = content();
    let (name, copy) = match text.rsplit_once('.') {
        Some((n, k)) if k.parse::<usize>().is_ok() => (n, k.parse::<usize>().ok()),
        _ => (text, None),
    };
    let copies: Vec<u8> = (0..c.systems.len() as u8)
        .filter(|&i| slug(&c.systems[usize::from(i)].name) == name)
        .collect();
    match copy {
        Some(k) => copies.get(k.checked_sub(1)?).copied(),
        None if free_first => copies
            .iter()
            .copied()
            .find(|&s| m.in_supply(s))
            .or(copies.first().copied()),
        None => copies.first().copied(),
    }
}

fn power_code(p: PowerRef) -> String {
    match p {
        PowerRef::Ship => "ship".into(),
        PowerRef::Crew(i, part) => {
            format!("{}{}", i + 1, ["f", "p", "c"][usize::from(part.min(2))])
        }
    }
}

pub fn notation(_m: &Mission, action: &Action) -> String {
    let c = content();
    match action {
        Action::Build { ship } => format!("build:{}", slug(&c.ships[usize::from(*ship)].name)),
        Action::Board { ship } => format!("board:{}", slug(&c.ships[usize::from(*ship)].name)),
        Action::BuyHull { kind } => format!("buy:{}", super::rules::hull_word(*kind)),
        Action::SellHull { kind } => format!("sell:{}", super::rules::hull_word(*kind)),
        Action::Buy { system } => format!("buy:{}", system_slug(*system)),
        Action::Sell { system } => format!("sell:{}", system_slug(*system)),
        Action::Install { system } => format!("install:{}", system_slug(*system)),
        Action::Hire { faction } => {
            format!("hire:{}", slug(&c.factions[usize::from(*faction)].name))
        }
        Action::Release { station } => format!("release:{}", station + 1),
        Action::Give { to, gift } => {
            let what = match gift {
                Gift::Scrap(n) => format!("{n}-scrap"),
                Gift::System(s) => system_slug(*s),
                Gift::Crew(i) => format!("crew-{}", i + 1),
            };
            format!("give:{}:{what}", u16::from(to.0) + 1)
        }
        Action::Done => "done".into(),
        Action::Embark { assignment, path } => {
            let def = &c.assignments[usize::from(*assignment)];
            match path.and_then(|k| def.paths.get(usize::from(k))) {
                Some(way) => format!("embark:{}:{}", slug(&def.name), slug(&way.name)),
                None => format!("embark:{}", slug(&def.name)),
            }
        }
        Action::Patrol => "patrol".into(),
        Action::Join { leader } => format!("join:{}", u16::from(leader.0) + 1),
        Action::Explore {
            deck: Deck::Skirmish,
        } => "skirmish".into(),
        Action::Explore {
            deck: Deck::Scavenge,
        } => "scavenge".into(),
        Action::Choose { option } => format!("choose:{}", option + 1),
        Action::Use { power } => format!("use:{}", power_code(*power)),
        Action::Nudge { by: 0 } => "keep-roll".into(),
        Action::Nudge { by } => format!("nudge:{by:+}"),
        Action::Aim { foe } => format!("aim:{}", foe + 1),
        Action::Tank { foe, seat } => format!("tank:{}:{}", foe + 1, u16::from(seat.0) + 1),
        Action::Ready => "ready".into(),
        Action::Play { card } => format!("play:{card}"),
        Action::Keep { card } => format!("keep:{card}"),
        Action::Fire => "fire".into(),
        Action::Volley => "volley".into(),
        Action::JoinBattle { battle } => format!("join-battle:{battle}"),
        Action::StayOut => "stay-out".into(),
        Action::Continue => "continue".into(),
        Action::GoBy { assignment, path } => {
            let def = &c.assignments[usize::from(*assignment)];
            match def.paths.get(usize::from(*path)) {
                Some(way) => format!("continue:{}", slug(&way.name)),
                None => "continue".into(),
            }
        }
        Action::Abandon => "abandon".into(),
        Action::AbandonTo { leader } => format!("abandon:{}", u16::from(leader.0) + 1),
        Action::LoseHull { kind } => format!("lose:{}", super::rules::hull_word(*kind)),
        Action::Share { to, scrap } => format!("share:{}:{scrap}", u16::from(to.0) + 1),
        Action::ShareEven => "share:even".into(),
    }
}

const HINT: &str = "try `done`, `build:rogue-spitfire`, `buy:armor`, `embark:<assignment>`, `embark:<assignment>:<path>`, `patrol`, `skirmish`, `scavenge`, `choose:1`, `aim:1`, `play:<card>`, `fire`, `continue`, `continue:<path>`, `share:even`, `lose:armor` (see /game rules)";

pub fn parse(m: &Mission, text: &str) -> Result<Action, ActionError> {
    let c = content();
    let t = text.trim().to_ascii_lowercase().replace(' ', "");
    let shown: String = text.trim().chars().take(40).collect();
    let unknown = || ActionError::Unknown(format!("`{shown}`: {HINT}"));
    let num = |s: &str| s.parse::<u8>().ok().filter(|n| *n >= 1).map(|n| n - 1);
    let seat = |s: &str| num(s).map(Seat);
    let (head, rest) = t.split_once(':').unwrap_or((t.as_str(), ""));
    let ship_of = |s: &str| {
        c.ships
            .iter()
            .position(|x| slug(&x.name) == s)
            .map(|i| i as u8)
    };
    let hull_of = |s: &str| match s {
        "armor" | "armour" => Some(Hull::Armor),
        "structure" => Some(Hull::Structure),
        _ => None,
    };
    let action = match (head, rest) {
        ("done", "") => Action::Done,
        ("patrol", "") => Action::Patrol,
        ("skirmish", "") => Action::Explore {
            deck: Deck::Skirmish,
        },
        ("scavenge", "") => Action::Explore {
            deck: Deck::Scavenge,
        },
        ("ready", "") => Action::Ready,
        ("fire", "") => Action::Fire,
        ("volley", "") => Action::Volley,
        ("stay-out", "") => Action::StayOut,
        ("continue", "") => Action::Continue,
        ("abandon", "") => Action::Abandon,
        ("abandon", s) => Action::AbandonTo {
            leader: seat(s).ok_or_else(unknown)?,
        },
        ("keep-roll", "") => Action::Nudge { by: 0 },
        ("build", s) => Action::Build {
            ship: ship_of(s).ok_or_else(unknown)?,
        },
        ("board", s) => Action::Board {
            ship: ship_of(s).ok_or_else(unknown)?,
        },
        ("buy", s) => match hull_of(s) {
            Some(kind) => Action::BuyHull { kind },
            None => Action::Buy {
                system: find_system(m, s, true).ok_or_else(unknown)?,
            },
        },
        ("sell", s) => match hull_of(s) {
            Some(kind) => Action::SellHull { kind },
            None => Action::Sell {
                system: find_system(m, s, false).ok_or_else(unknown)?,
            },
        },
        ("install", s) => Action::Install {
            system: find_system(m, s, false).ok_or_else(unknown)?,
        },
        ("hire", s) => Action::Hire {
            faction: c
                .factions
                .iter()
                .position(|f| slug(&f.name) == s)
                .ok_or_else(unknown)? as u8,
        },
        ("release", s) => Action::Release {
            station: num(s).ok_or_else(unknown)?,
        },
        ("give", s) => {
            let (to, what) = s.split_once(':').ok_or_else(unknown)?;
            let to = seat(to).ok_or_else(unknown)?;
            let gift = if let Some(n) = what.strip_suffix("-scrap") {
                Gift::Scrap(n.parse().map_err(|_| unknown())?)
            } else if let Some(n) = what.strip_prefix("crew-") {
                Gift::Crew(num(n).ok_or_else(unknown)?)
            } else {
                Gift::System(find_system(m, what, false).ok_or_else(unknown)?)
            };
            Action::Give { to, gift }
        }
        ("embark", s) => {
            let (name, way) = match s.split_once(':') {
                Some((name, way)) => (name, Some(way)),
                None => (s, None),
            };
            let assignment = c
                .assignments
                .iter()
                .position(|a| slug(&a.name) == name)
                .ok_or_else(unknown)?;
            let path = match way {
                Some(way) => Some(
                    c.assignments[assignment]
                        .paths
                        .iter()
                        .position(|p| slug(&p.name) == way)
                        .ok_or_else(unknown)? as u8,
                ),
                None => None,
            };
            Action::Embark {
                assignment: assignment as u8,
                path,
            }
        }
        ("continue", way) => c
            .assignments
            .iter()
            .enumerate()
            .find_map(|(a, def)| {
                let k = def.paths.iter().position(|p| slug(&p.name) == way)?;
                Some(Action::GoBy {
                    assignment: a as u8,
                    path: k as u8,
                })
            })
            .ok_or_else(unknown)?,
        ("join", s) => Action::Join {
            leader: seat(s).ok_or_else(unknown)?,
        },
        ("choose", s) => Action::Choose {
            option: num(s).ok_or_else(unknown)?,
        },
        ("use", "ship") => Action::Use {
            power: PowerRef::Ship,
        },
        ("use", s) if s.len() >= 2 && s.is_ascii() => {
            let (n, part) = s.split_at(s.len() - 1);
            let part = match part {
                "f" => 0,
                "p" => 1,
                "c" => 2,
                _ => return Err(unknown()),
            };
            Action::Use {
                power: PowerRef::Crew(num(n).ok_or_else(unknown)?, part),
            }
        }
        ("nudge", "+1") | ("nudge", "1") => Action::Nudge { by: 1 },
        ("nudge", "-1") => Action::Nudge { by: -1 },
        ("nudge", "0") => Action::Nudge { by: 0 },
        ("aim", s) => Action::Aim {
            foe: num(s).ok_or_else(unknown)?,
        },
        ("tank", s) => {
            let (f, who) = s.split_once(':').ok_or_else(unknown)?;
            Action::Tank {
                foe: num(f).ok_or_else(unknown)?,
                seat: seat(who).ok_or_else(unknown)?,
            }
        }
        ("play", s) => Action::Play {
            card: s.parse().map_err(|_| unknown())?,
        },
        ("keep", s) => Action::Keep {
            card: s.parse().map_err(|_| unknown())?,
        },
        ("lose", s) => Action::LoseHull {
            kind: hull_of(s).ok_or_else(unknown)?,
        },
        ("share", "even") => Action::ShareEven,
        ("share", s) => {
            let (to, n) = s.split_once(':').ok_or_else(unknown)?;
            Action::Share {
                to: seat(to).ok_or_else(unknown)?,
                scrap: n.parse().map_err(|_| unknown())?,
            }
        }
        ("join-battle", s) => Action::JoinBattle {
            battle: s.parse().map_err(|_| unknown())?,
        },
        _ => return Err(unknown()),
    };
    Ok(action)
}

/// `play:<name>` or `keep:<name>` naming a card in `seat`'s hand (the first copy
/// not yet played or kept), if the text is that.
pub fn parse_hand(m: &Mission, seat: Seat, text: &str) -> Option<Action> {
    let t = text.trim().to_ascii_lowercase();
    let (head, name) = t.split_once(':')?;
    let name = slug(name);
    let ship = m.ships.get(seat.index())?;
    let mut named = ship.hand.iter().filter(|c| slug(&c.card().name) == name);
    match head.trim() {
        "play" => named.next().map(|c| Action::Play { card: c.id }),
        "keep" => {
            let cards: Vec<_> = named.collect();
            // Toggling: the first copy not kept yet, else the first kept one.
            cards
                .iter()
                .find(|c| !ship.plays.kept.contains(c))
                .or(cards.first())
                .map(|c| Action::Keep { card: c.id })
        }
        _ => None,
    }
}

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
        Task::Shop => {
            if ship.def.is_none() {
                for s in 0..c.ships.len() as u8 {
                    if m.ships.iter().all(|x| x.def != Some(s)) {
                        if m.build_cost(s).is_some_and(|cost| cost <= ship.scrap) {
                            out.push(Action::Build { ship: s });
                        }
                        out.push(Action::Board { ship: s });
                    }
                }
                return out;
            }
            out.push(Action::Done);
            shop_actions(m, seat, &mut out);
        }
        Task::Move => {
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
                shop_actions(m, seat, &mut out);
            }
        }
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
        Task::Idle => {
            for b in m.battles.iter().filter(|b| battle_waits(b, seat)) {
                match b.step {
                    Step::Declare => {
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
                    Step::Plays => {
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
    }
    out
}

/// What a ship does at the resupply: buy, sell, install, hire, release, give.
fn at_the_barge(action: &Action) -> bool {
    matches!(
        action,
        Action::BuyHull { .. }
            | Action::SellHull { .. }
            | Action::Buy { .. }
            | Action::Sell { .. }
            | Action::Install { .. }
            | Action::Hire { .. }
            | Action::Release { .. }
            | Action::Give { .. }
    )
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

pub fn describe(m: &Mission, seat: Option<Seat>, action: &Action) -> Choice {
    let c = content();
    let ship = seat.map(|s| &m.ships[s.index()]);
    let power_name = |p: PowerRef| {
        ship.and_then(|s| s.power(p))
            .map(|(p, _)| p.name.clone())
            .unwrap_or_else(|| "a power".into())
    };
    let label = match action {
        Action::Build { ship } => format!("{} (book build)", c.ships[usize::from(*ship)].name),
        Action::Board { ship } => {
            format!("{} (outfit it myself)", c.ships[usize::from(*ship)].name)
        }
        Action::BuyHull { kind } => format!(
            "Buy {} hull ({})",
            super::rules::hull_word(*kind),
            kind.price()
        ),
        Action::SellHull { kind } => format!(
            "Sell {} hull (+{})",
            super::rules::hull_word(*kind),
            kind.price() / 2
        ),
        Action::Buy { system } => {
            let s = &c.systems[usize::from(*system)];
            format!(
                "Buy {} ({} {}, {})",
                s.name,
                tier_word(s.tier),
                s.kind.word(),
                m.system_price(s.tier).unwrap_or(0)
            )
        }
        Action::Sell { system } => {
            let s = &c.systems[usize::from(*system)];
            format!("Sell {} (+{})", s.name, s.tier.price().unwrap_or(0) / 2)
        }
        Action::Install { system } => format!("Install {}", c.systems[usize::from(*system)].name),
        Action::Hire { faction } => match m.talent.get(usize::from(*faction)) {
            Some(t) => format!(
                "Hire {} ({})",
                super::view::talent_name(*faction, t),
                m.hire_cost()
            ),
            None => format!(
                "Hire a {} crew member ({})",
                c.factions[usize::from(*faction)].name,
                m.hire_cost()
            ),
        },
        Action::Release { station } => format!("Release the crew at station {}", station + 1),
        Action::Give { to, gift } => match gift {
            Gift::Scrap(n) => format!("Give {n} scrap to {}", to.tag()),
            Gift::System(s) => format!("Give {} to {}", c.systems[usize::from(*s)].name, to.tag()),
            Gift::Crew(i) => format!("Give crew {} to {}", i + 1, to.tag()),
        },
        Action::Done => {
            if m.phase == Phase::Setup {
                "Ready to fly".into()
            } else if m.phase == Phase::Muster {
                "Ready for the final battle".into()
            } else {
                "Done at the resupply".into()
            }
        }
        Action::Embark { assignment, path } => {
            let def = &c.assignments[usize::from(*assignment)];
            match path.and_then(|k| def.paths.get(usize::from(k))) {
                Some(way) => format!(
                    "Embark on {} by {} ({})",
                    def.name,
                    way.name,
                    super::view::way_words(def, *path)
                ),
                None if def.paths.is_empty() => format!("Embark on {}", def.name),
                None => format!(
                    "Embark on {} ({})",
                    def.name,
                    super::view::way_words(def, None)
                ),
            }
        }
        Action::Patrol => "Patrol near the barge".into(),
        Action::Join { leader } => format!("Join {} as an ally", leader.tag()),
        Action::Explore {
            deck: Deck::Skirmish,
        } => "Skirmish (red deck: fights)".into(),
        Action::Explore {
            deck: Deck::Scavenge,
        } => "Scavenge (blue deck: finds)".into(),
        Action::Choose { option } => {
            let card = seat.and_then(|s| match m.tasks[s.index()] {
                Task::React { card } => Some(card),
                _ => None,
            });
            match card {
                Some(k) => {
                    let ch = &c.explore[usize::from(k)].choices[usize::from(*option)];
                    let need = super::view::need_text(&ch.need);
                    if need.is_empty() {
                        ch.label.clone()
                    } else {
                        format!("{} ({need})", ch.label)
                    }
                }
                None => format!("Choice {}", option + 1),
            }
        }
        Action::Use { power } => match power {
            PowerRef::Ship => format!("Use {} (ship)", power_name(*power)),
            PowerRef::Crew(i, _) => format!("Use {} (crew {})", power_name(*power), i + 1),
        },
        Action::Nudge { by: 0 } => "Keep the roll".into(),
        Action::Nudge { by } => format!("Change the roll by {by:+}"),
        Action::Aim { foe } => {
            let name = seat
                .and_then(|s| m.battle_of(s))
                .and_then(|b| m.battles[b].foes.get(usize::from(*foe)))
                .map(|f| f.name())
                .unwrap_or_else(|| format!("enemy {}", foe + 1));
            format!("Aim at {} ({})", clip(&name, 50), foe + 1)
        }
        Action::Tank { foe, seat: s } => format!("Enemy {} attacks {}", foe + 1, s.tag()),
        Action::Ready => "Targets set".into(),
        Action::Play { card } => {
            let name = card_name(m, seat, *card);
            format!("Play {name}")
        }
        Action::Keep { card } => {
            let kept = ship.is_some_and(|s| s.plays.kept.iter().any(|c| c.id == *card));
            let name = card_name(m, seat, *card);
            if kept {
                format!("Don't keep {name}")
            } else {
                format!("Keep {name} for next round")
            }
        }
        Action::Fire => "Fire! (done playing)".into(),
        Action::Volley => "Play all I can, then fire".into(),
        Action::JoinBattle { battle } => format!("Join battle {battle}"),
        Action::StayOut => "Stay out of the battle".into(),
        Action::Continue => match seat.and_then(|s| m.party_of(s)) {
            Some(run) if seat.is_some_and(|s| !m.turns(s).is_empty()) => {
                let def = &c.assignments[usize::from(run.def)];
                format!("Go on by the route ({})", super::view::way_words(def, None))
            }
            _ => "Go on with the assignment".into(),
        },
        Action::GoBy { assignment, path } => {
            let def = &c.assignments[usize::from(*assignment)];
            match def.paths.get(usize::from(*path)) {
                Some(way) => format!(
                    "Go on, then by {} ({})",
                    way.name,
                    super::view::way_words(def, Some(*path))
                ),
                None => "Go on with the assignment".into(),
            }
        }
        Action::Abandon => "Abandon it: back to the barge".into(),
        Action::AbandonTo { leader } => {
            format!("Abandon it: back to the barge, {} leads", leader.tag())
        }
        Action::LoseHull { kind } => {
            format!("Lose a {} hull upgrade", super::rules::hull_word(*kind))
        }
        Action::Share { to, scrap } => {
            let pool = seat.and_then(|s| match m.tasks[s.index()] {
                Task::Share { pool, .. } => Some(pool),
                _ => None,
            });
            if pool == Some(*scrap) {
                format!("All {scrap} scrap to {}", to.tag())
            } else {
                format!("{scrap} scrap to {}", to.tag())
            }
        }
        Action::ShareEven => {
            let split = seat.and_then(|s| match m.tasks[s.index()] {
                Task::Share { pool, .. } => Some((pool, m.sharing(s))),
                _ => None,
            });
            match split {
                Some((pool, ships)) if !ships.is_empty() => {
                    let parts: Vec<String> = even_split(pool, ships.len())
                        .iter()
                        .zip(&ships)
                        .map(|(n, s)| format!("{} {n}", s.tag()))
                        .collect();
                    format!("Share {pool} scrap evenly: {}", parts.join(", "))
                }
                _ => "Share the scrap evenly".into(),
            }
        }
    };
    // With several captains deciding at once every choice goes in the captain's own
    // panel ("My ship"); hands always do.
    let private = matches!(
        action,
        Action::Play { .. } | Action::Keep { .. } | Action::Choose { .. } | Action::Nudge { .. }
    ) || m.seats().filter(|&s| m.waits_for(s)).count() > 1
        || matches!(action, Action::Use { .. });
    let placement = if private {
        Placement::Private
    } else {
        match action {
            Action::Buy { .. } | Action::BuyHull { .. } => Placement::Menu("Buy…".into()),
            Action::Sell { .. }
            | Action::SellHull { .. }
            | Action::Release { .. }
            | Action::Install { .. } => Placement::Menu("Sell, install, release…".into()),
            Action::Hire { .. } => Placement::Menu("Hire crew…".into()),
            Action::Give { .. } => Placement::Menu("Give to another captain…".into()),
            Action::Tank { .. } => Placement::Menu("Formation: who each enemy attacks…".into()),
            Action::Board { .. } => Placement::Menu("Outfit a ship yourself…".into()),
            Action::Share { .. } => Placement::Menu("Share the scrap…".into()),
            _ => Placement::Button,
        }
    };
    Choice {
        notation: notation(m, action),
        label: clip(&label, 80),
        placement,
    }
}

/// `pool` split evenly `n` ways, the odd scrap to the first (the battle's leader).
pub fn even_split(pool: u32, n: usize) -> Vec<u32> {
    let n = n.max(1) as u32;
    (0..n)
        .map(|k| pool / n + if k == 0 { pool % n } else { 0 })
        .collect()
}

fn card_name(m: &Mission, seat: Option<Seat>, id: u16) -> String {
    seat.and_then(|s| {
        let ship = &m.ships[s.index()];
        ship.hand
            .iter()
            .chain(&ship.plays.cards)
            .find(|c| c.id == id)
            .map(|c| c.card().name.clone())
    })
    .unwrap_or_else(|| format!("card {id}"))
}

pub fn tier_word(t: Tier) -> &'static str {
    match t {
        Tier::Base => "base",
        Tier::Bronze => "bronze",
        Tier::Silver => "silver",
        Tier::Gold => "gold",
        Tier::Epic => "epic",
    }
}

fn clip(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max - 1).collect();
        t.push('…');
        t
    }
}

/// Applies an action to the mission (legality checked here and in the rules).
pub fn apply(
    m: &mut Mission,
    seat: Seat,
    action: &Action,
    ev: &mut Vec<Event>,
    names: Names,
    rng: &mut GameRng,
) -> Result<(), ActionError> {
    let task = m.tasks[seat.index()].clone();
    let wrong = || {
        let asked = asked_now(m, seat);
        illegal(format!("That's not what you're asked now. Now: {asked}"))
    };
    if m.ships[seat.index()].hull_to_lose {
        let Action::LoseHull { kind } = action else {
            return Err(illegal(
                "First choose the hull upgrade you lose to critical damage: `lose:armor` or `lose:structure`.",
            ));
        };
        return m.lose_hull(seat, *kind, ev, names);
    }
    match (&task, action) {
        (Task::Share { .. }, Action::Share { to, scrap }) => {
            m.share(seat, Some(*to), *scrap, ev, names)
        }
        (Task::Share { .. }, Action::ShareEven) => m.share(seat, None, 0, ev, names),
        (Task::Shop, Action::Build { .. } | Action::Board { .. }) => {
            m.shop(seat, action, ev, names, rng)
        }
        (Task::Shop, _) if at_the_barge(action) => m.shop(seat, action, ev, names, rng),
        (Task::Move, _) if at_the_barge(action) && shops_in_the_morning(m, seat) => {
            m.shop(seat, action, ev, names, rng)
        }
        (Task::Dusk, Action::Give { .. }) => m.shop(seat, action, ev, names, rng),
        (Task::Shop, Action::Done) => {
            if m.ships[seat.index()].def.is_none() {
                return Err(illegal("Choose your ship first."));
            }
            m.finish_task(seat, ev, names, rng);
            Ok(())
        }
        (Task::Move, Action::Embark { assignment, path }) => {
            m.embark(seat, *assignment, *path, ev, names)
        }
        (Task::Move | Task::Join, Action::Patrol) => {
            m.patrol(seat);
            if task == Task::Join || m.edition >= 2 {
                m.go_patrol(seat, ev, names);
                m.set_out(seat);
            }
            Ok(())
        }
        (Task::Join, Action::Join { leader }) => m.join(seat, *leader, ev, names),
        (Task::Explore, Action::Join { leader }) if joins_while_exploring(m, seat) => {
            m.join(seat, *leader, ev, names)
        }
        (Task::Explore, Action::Explore { deck }) => m.explore(seat, *deck, ev, names, rng),
        (Task::React { card }, Action::Choose { option }) => {
            if !m.can_choose(seat, *card, *option) {
                return Err(illegal("Your hand can't meet that choice."));
            }
            m.resolve_choice(seat, *card, *option, ev, names, rng)
        }
        (Task::React { .. }, Action::Use { power }) => m.use_power(seat, *power, ev, names, rng),
        (Task::Nudge { .. }, Action::Nudge { by }) => m.nudge(seat, *by, ev, names, rng),
        (Task::Dusk, Action::Continue) => {
            m.tasks[seat.index()] = Task::Idle;
            m.set_out(seat);
            Ok(())
        }
        (Task::Dusk, Action::GoBy { assignment, path }) => {
            m.take_turn(seat, *assignment, *path, ev, names)?;
            m.tasks[seat.index()] = Task::Idle;
            m.set_out(seat);
            Ok(())
        }
        (Task::Dusk, Action::Abandon) if m.edition >= 4 => {
            m.abandon_appointing(seat, None, ev, names, rng)
        }
        (Task::Dusk, Action::Abandon) => {
            m.abandon(seat, ev, names, rng);
            Ok(())
        }
        (Task::Dusk, Action::AbandonTo { leader }) if m.edition >= 4 => {
            m.abandon_appointing(seat, Some(*leader), ev, names, rng)
        }
        (Task::Idle, _) => battle_action(m, seat, action, ev, names, rng),
        _ => Err(wrong()),
    }
}

fn battle_action(
    m: &mut Mission,
    seat: Seat,
    action: &Action,
    ev: &mut Vec<Event>,
    names: Names,
    rng: &mut GameRng,
) -> Result<(), ActionError> {
    if let Action::JoinBattle { battle } = action {
        return m.answer_join(seat, Some(*battle), ev, names, rng);
    }
    if let Action::StayOut = action {
        return m.answer_join(seat, None, ev, names, rng);
    }
    let b = m.battle_mut(seat)?;
    let step = m.battles[b].step;
    let asked = asked_now(m, seat);
    let not_now = |what: &str| illegal(format!("You can't {what} now. Now: {asked}"));
    match (step, action) {
        (Step::Declare, Action::Ready | Action::Aim { .. }) => {
            if m.battles[b].done.contains(&seat) {
                return Err(illegal("You have set your target already."));
            }
            if let Action::Aim { foe } = action {
                let ok = m.battles[b]
                    .foes
                    .get(usize::from(*foe))
                    .is_some_and(|f| !f.destroyed);
                if !ok {
                    return Err(illegal("There is no such enemy ship left."));
                }
                m.battles[b].set_target(seat, *foe);
            }
            m.battles[b].done.push(seat);
            if m.battles[b].done.len() == m.battles[b].seats.len() {
                m.start_plays(b, ev, rng);
            }
            Ok(())
        }
        (Step::Declare, Action::Tank { foe, seat: to }) => {
            let bt = &mut m.battles[b];
            if bt.leader() != Some(seat) {
                return Err(illegal("Only the battle's leader sets the formation."));
            }
            if !bt.seats.contains(to) {
                return Err(illegal("That ship is not in this battle."));
            }
            let Some(f) = bt.foes.get_mut(usize::from(*foe)).filter(|f| !f.destroyed) else {
                return Err(illegal("There is no such enemy ship left."));
            };
            if f.warlord.is_some() {
                return Err(illegal(
                    "The warlord attacks no one: the warlord's abilities roll for every ship.",
                ));
            }
            f.attacks = *to;
            Ok(())
        }
        (Step::Plays, _) if m.battles[b].done.contains(&seat) => Err(illegal(
            "You have fired already: the others are still playing.",
        )),
        (Step::Plays, Action::Play { card }) => m.play(seat, *card, ev, names, rng),
        (Step::Plays, Action::Use { power }) => m.use_power(seat, *power, ev, names, rng),
        (Step::Plays, Action::Keep { card }) => {
            let ship = &mut m.ships[seat.index()];
            let Some(c) = ship.hand.iter().copied().find(|c| c.id == *card) else {
                return Err(illegal("That card is not in your hand."));
            };
            if let Some(p) = ship.plays.kept.iter().position(|k| k.id == *card) {
                ship.plays.kept.remove(p);
            } else {
                ship.plays.kept.push(c);
            }
            Ok(())
        }
        (Step::Plays, Action::Fire) => m.fire(seat, ev, names, rng),
        (Step::Plays, Action::Volley) => {
            while let Some(id) = next_volley_card(m, seat) {
                m.play(seat, id, ev, names, rng)?;
            }
            m.fire(seat, ev, names, rng)
        }
        (Step::Plays, Action::Aim { .. }) => {
            let ship = &m.ships[seat.index()];
            if !ship.plays.retarget {
                return Err(not_now("change your target"));
            }
            if let Action::Aim { foe } = action {
                m.battles[b].set_target(seat, *foe);
            }
            Ok(())
        }
        _ => Err(not_now("do that")),
    }
}

/// The next card a volley plays: one that gives more plays, else any playable one
/// (higher tiers first).
pub fn next_volley_card(m: &Mission, seat: Seat) -> Option<u16> {
    let ship = &m.ships[seat.index()];
    let playable = |c: &super::ship::Card| {
        let mut down = ship.plays.cards.clone();
        down.push(*c);
        ship.can_play(&down)
    };
    let gives = |c: &super::ship::Card| {
        c.card()
            .effects
            .iter()
            .any(|e| matches!(e, super::content::Effect::Play(..)))
    };
    ship.hand
        .iter()
        .filter(|c| playable(c))
        .max_by_key(|c| (gives(c), c.card().tier))
        .map(|c| c.id)
}

/// What `seat` is asked now, without its name in front (for refusals, said to them).
fn asked_now(m: &Mission, seat: Seat) -> String {
    let asked = super::view::prompt(m, seat);
    asked
        .strip_prefix(&format!("{}: ", seat.tag()))
        .unwrap_or(&asked)
        .to_string()
}

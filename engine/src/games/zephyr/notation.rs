//! The text notation: an action as typed (`build:rogue-spitfire`, `aim:1`, …) and
//! back, and the slugs that name ships, systems and assignments in it.

use super::content::{content, Deck, Hull};
use super::rules::Mission;
use super::ship::PowerRef;
use super::{Action, Gift};
use crate::game::{ActionError, Seat};

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
    let unknown = || ActionError::Unknown(format!("`{shown}`: {HINT}").into());
    let (head, rest) = t.split_once(':').unwrap_or((t.as_str(), ""));
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
        ("give", s) => parse_give(m, s).ok_or_else(unknown)?,
        ("embark", s) => parse_embark(s).ok_or_else(unknown)?,
        ("continue", way) => parse_go_by(way).ok_or_else(unknown)?,
        ("join", s) => Action::Join {
            leader: seat(s).ok_or_else(unknown)?,
        },
        ("choose", s) => Action::Choose {
            option: num(s).ok_or_else(unknown)?,
        },
        ("use", "ship") => Action::Use {
            power: PowerRef::Ship,
        },
        ("use", s) if s.len() >= 2 && s.is_ascii() => parse_crew_power(s).ok_or_else(unknown)?,
        ("nudge", "+1") | ("nudge", "1") => Action::Nudge { by: 1 },
        ("nudge", "-1") => Action::Nudge { by: -1 },
        ("nudge", "0") => Action::Nudge { by: 0 },
        ("aim", s) => Action::Aim {
            foe: num(s).ok_or_else(unknown)?,
        },
        ("tank", s) => parse_tank(s).ok_or_else(unknown)?,
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
        ("share", s) => parse_share(s).ok_or_else(unknown)?,
        ("join-battle", s) => Action::JoinBattle {
            battle: s.parse().map_err(|_| unknown())?,
        },
        _ => return Err(unknown()),
    };
    Ok(action)
}

/// A 1-based number as typed, 0-based.
fn num(s: &str) -> Option<u8> {
    s.parse::<u8>().ok().filter(|n| *n >= 1).map(|n| n - 1)
}

/// A seat by its 1-based number.
fn seat(s: &str) -> Option<Seat> {
    num(s).map(Seat)
}

fn ship_of(s: &str) -> Option<u8> {
    content()
        .ships
        .iter()
        .position(|x| slug(&x.name) == s)
        .map(|i| i as u8)
}

fn hull_of(s: &str) -> Option<Hull> {
    match s {
        "armor" | "armour" => Some(Hull::Armor),
        "structure" => Some(Hull::Structure),
        _ => None,
    }
}

/// `give:<seat>:<what>`: some scrap, a system, or a crew member.
fn parse_give(m: &Mission, s: &str) -> Option<Action> {
    let (to, what) = s.split_once(':')?;
    let to = seat(to)?;
    let gift = if let Some(n) = what.strip_suffix("-scrap") {
        Gift::Scrap(n.parse().ok()?)
    } else if let Some(n) = what.strip_prefix("crew-") {
        Gift::Crew(num(n)?)
    } else {
        Gift::System(find_system(m, what, false)?)
    };
    Some(Action::Give { to, gift })
}

/// `embark:<assignment>` or `embark:<assignment>:<path>`.
fn parse_embark(s: &str) -> Option<Action> {
    let c = content();
    let (name, way) = match s.split_once(':') {
        Some((name, way)) => (name, Some(way)),
        None => (s, None),
    };
    let assignment = c.assignments.iter().position(|a| slug(&a.name) == name)?;
    let path = match way {
        Some(way) => Some(
            c.assignments[assignment]
                .paths
                .iter()
                .position(|p| slug(&p.name) == way)? as u8,
        ),
        None => None,
    };
    Some(Action::Embark {
        assignment: assignment as u8,
        path,
    })
}

/// `continue:<path>`: the path named, on whichever assignment has it.
fn parse_go_by(way: &str) -> Option<Action> {
    content()
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
}

/// `use:<n><f|p|c>`: crew member n's faction, personality or companion power.
fn parse_crew_power(s: &str) -> Option<Action> {
    let (n, part) = s.split_at(s.len() - 1);
    let part = match part {
        "f" => 0,
        "p" => 1,
        "c" => 2,
        _ => return None,
    };
    Some(Action::Use {
        power: PowerRef::Crew(num(n)?, part),
    })
}

/// `tank:<enemy>:<seat>`: the formation.
fn parse_tank(s: &str) -> Option<Action> {
    let (f, who) = s.split_once(':')?;
    Some(Action::Tank {
        foe: num(f)?,
        seat: seat(who)?,
    })
}

/// `share:<seat>:<scrap>`.
fn parse_share(s: &str) -> Option<Action> {
    let (to, n) = s.split_once(':')?;
    Some(Action::Share {
        to: seat(to)?,
        scrap: n.parse().ok()?,
    })
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

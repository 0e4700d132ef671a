//! The labels of the choices: each action as a captain reads it on a button or in a
//! menu, and where it goes (a menu, the captain's own panel).

use super::content::{content, Deck, Tier};
use super::notation::notation;
use super::rules::{Mission, Phase, Task};
use super::ship::PowerRef;
use super::{Action, Gift};
use crate::game::{Choice, Placement, Seat};

/// A choice as shown: its notation, its label and where it goes.
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
        Action::Hire { faction } => hire_label(m, *faction),
        Action::Release { station } => format!("Release the crew at station {}", station + 1),
        Action::Give { to, gift } => match gift {
            Gift::Scrap(n) => format!("Give {n} scrap to {}", to.tag()),
            Gift::System(s) => format!("Give {} to {}", c.systems[usize::from(*s)].name, to.tag()),
            Gift::Crew(i) => format!("Give crew {} to {}", i + 1, to.tag()),
        },
        Action::Done => done_label(m),
        Action::Embark { assignment, path } => embark_label(*assignment, *path),
        Action::Patrol => "Patrol near the barge".into(),
        Action::Join { leader } => format!("Join {} as an ally", leader.tag()),
        Action::Explore {
            deck: Deck::Skirmish,
        } => "Skirmish (red deck: fights)".into(),
        Action::Explore {
            deck: Deck::Scavenge,
        } => "Scavenge (blue deck: finds)".into(),
        Action::Choose { option } => choose_label(m, seat, *option),
        Action::Use { power } => match power {
            PowerRef::Ship => format!("Use {} (ship)", power_name(*power)),
            PowerRef::Crew(i, _) => format!("Use {} (crew {})", power_name(*power), i + 1),
        },
        Action::Nudge { by: 0 } => "Keep the roll".into(),
        Action::Nudge { by } => format!("Change the roll by {by:+}"),
        Action::Aim { foe } => aim_label(m, seat, *foe),
        Action::Tank { foe, seat: s } => format!("Enemy {} attacks {}", foe + 1, s.tag()),
        Action::Ready => "Targets set".into(),
        Action::Play { card } => {
            let name = card_name(m, seat, *card);
            format!("Play {name}")
        }
        Action::Keep { card } => keep_label(m, seat, *card),
        Action::Fire => "Fire! (done playing)".into(),
        Action::Volley => "Play all I can, then fire".into(),
        Action::JoinBattle { battle } => format!("Join battle {battle}"),
        Action::StayOut => "Stay out of the battle".into(),
        Action::Continue => continue_label(m, seat),
        Action::GoBy { assignment, path } => go_by_label(*assignment, *path),
        Action::Abandon => "Abandon it: back to the barge".into(),
        Action::AbandonTo { leader } => {
            format!("Abandon it: back to the barge, {} leads", leader.tag())
        }
        Action::LoseHull { kind } => {
            format!("Lose a {} hull upgrade", super::rules::hull_word(*kind))
        }
        Action::Share { to, scrap } => share_label(m, seat, *to, *scrap),
        Action::ShareEven => share_even_label(m, seat),
    };
    Choice {
        notation: notation(m, action),
        label: (clip(&label, 80)).into(),
        placement: placement(m, action),
    }
}

/// Where a choice goes: the captain's own panel, a menu, or a button.
fn placement(m: &Mission, action: &Action) -> Placement {
    // With several captains deciding at once every choice goes in the captain's own
    // panel ("My ship"); hands always do.
    let private = matches!(
        action,
        Action::Play { .. } | Action::Keep { .. } | Action::Choose { .. } | Action::Nudge { .. }
    ) || m.seats().filter(|&s| m.waits_for(s)).count() > 1
        || matches!(action, Action::Use { .. });
    if private {
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
    }
}

fn hire_label(m: &Mission, faction: u8) -> String {
    match m.talent.get(usize::from(faction)) {
        Some(t) => format!(
            "Hire {} ({})",
            super::view::talent_name(faction, t),
            m.hire_cost()
        ),
        None => format!(
            "Hire a {} crew member ({})",
            content().factions[usize::from(faction)].name,
            m.hire_cost()
        ),
    }
}

fn done_label(m: &Mission) -> String {
    if m.phase == Phase::Setup {
        "Ready to fly".into()
    } else if m.phase == Phase::Muster {
        "Ready for the final battle".into()
    } else {
        "Done at the resupply".into()
    }
}

fn embark_label(assignment: u8, path: Option<u8>) -> String {
    let def = &content().assignments[usize::from(assignment)];
    match path.and_then(|k| def.paths.get(usize::from(k))) {
        Some(way) => format!(
            "Embark on {} by {} ({})",
            def.name,
            way.name,
            super::view::way_words(def, path)
        ),
        None if def.paths.is_empty() => format!("Embark on {}", def.name),
        None => format!(
            "Embark on {} ({})",
            def.name,
            super::view::way_words(def, None)
        ),
    }
}

/// A reaction's choice, with what it needs from the hand.
fn choose_label(m: &Mission, seat: Option<Seat>, option: u8) -> String {
    let card = seat.and_then(|s| match m.tasks[s.index()] {
        Task::React { card } => Some(card),
        _ => None,
    });
    match card {
        Some(k) => {
            let ch = &content().explore[usize::from(k)].choices[usize::from(option)];
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

fn aim_label(m: &Mission, seat: Option<Seat>, foe: u8) -> String {
    let name = seat
        .and_then(|s| m.battle_of(s))
        .and_then(|b| m.battles[b].foes.get(usize::from(foe)))
        .map(|f| f.name())
        .unwrap_or_else(|| format!("enemy {}", foe + 1));
    format!("Aim at {} ({})", clip(&name, 50), foe + 1)
}

fn keep_label(m: &Mission, seat: Option<Seat>, card: u16) -> String {
    let ship = seat.map(|s| &m.ships[s.index()]);
    let kept = ship.is_some_and(|s| s.plays.kept.iter().any(|c| c.id == card));
    let name = card_name(m, seat, card);
    if kept {
        format!("Don't keep {name}")
    } else {
        format!("Keep {name} for next round")
    }
}

fn continue_label(m: &Mission, seat: Option<Seat>) -> String {
    match seat.and_then(|s| m.party_of(s)) {
        Some(run) if seat.is_some_and(|s| !m.turns(s).is_empty()) => {
            let def = &content().assignments[usize::from(run.def)];
            format!("Go on by the route ({})", super::view::way_words(def, None))
        }
        _ => "Go on with the assignment".into(),
    }
}

fn go_by_label(assignment: u8, path: u8) -> String {
    let def = &content().assignments[usize::from(assignment)];
    match def.paths.get(usize::from(path)) {
        Some(way) => format!(
            "Go on, then by {} ({})",
            way.name,
            super::view::way_words(def, Some(path))
        ),
        None => "Go on with the assignment".into(),
    }
}

fn share_label(m: &Mission, seat: Option<Seat>, to: Seat, scrap: u32) -> String {
    let pool = seat.and_then(|s| match m.tasks[s.index()] {
        Task::Share { pool, .. } => Some(pool),
        _ => None,
    });
    if pool == Some(scrap) {
        format!("All {scrap} scrap to {}", to.tag())
    } else {
        format!("{scrap} scrap to {}", to.tag())
    }
}

fn share_even_label(m: &Mission, seat: Option<Seat>) -> String {
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

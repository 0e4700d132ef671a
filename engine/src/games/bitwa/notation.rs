//! The text notation (what `/play` accepts and menus carry) and how each legal action
//! is offered in Discord: pick a ship from one menu, then its order from two (sail or
//! turn; fire), with End action and Back as buttons. Every whole order is also typed.

use crate::game::{ActionError, Choice, Placement};

use super::board::{Dir, Field};
use super::rules::{self, deployed};
use super::{Action, Bitwa, Phase, Ship};

pub fn write(action: &Action) -> String {
    match action {
        Action::Transport { field } => format!("transport {field}"),
        Action::Leave { field } => format!("leave {field}"),
        Action::Face { field, dir } => format!("face {field} {}", dir.short()),
        Action::Ready => "ready".into(),
        Action::Wind { dir } => format!("wind {}", dir.short()),
        Action::Select { ship } => format!("select {ship}"),
        Action::Cancel => "cancel".into(),
        Action::Sail { ship, turn, moves } => {
            let mut out = ship.to_string();
            match *turn {
                0 => {}
                t if t > 0 => out.push_str(&format!(" r{t}")),
                t => out.push_str(&format!(" l{}", -t)),
            }
            if *moves > 0 {
                out.push_str(&format!(" m{moves}"));
            }
            out
        }
        Action::Fire {
            ship,
            port,
            starboard,
        } => {
            let mut out = format!("{ship} fire");
            if let Some(p) = port {
                out.push_str(&format!(" port {p}"));
            }
            if let Some(s) = starboard {
                out.push_str(&format!(" starboard {s}"));
            }
            out
        }
        Action::Scuttle { ship } => format!("{ship} scuttle"),
        Action::End => "end".into(),
    }
}

/// The whole notation: for an empty order, and in `/game rules` (`rules.md`).
const EXPECTED: &str = "Orders are `F7 m3` (sail 3), `F7 r1 m2` (turn 60° right, sail 2), `F7 l2` (turn 120° left), `F7 fire port H6 starboard H9`, `F7 scuttle`, `select F7`, `end`; setting out: `transport B6`, `leave A2`, `face B6 ne`, `ready`; the first wind: `wind se` or `wind sw`.";

/// What was not understood, and where the notation is: a typo gets a line, not the
/// whole notation (the menus and `/play`'s suggestions hold every legal order).
fn unknown(hint: &str) -> ActionError {
    ActionError::Unknown(format!("{hint} `/game rules` lists every order."))
}

fn clip(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '`' | '@' | '*' | '_' | '~' | '|'))
        .take(20)
        .collect()
}

fn field(word: &str) -> Result<Field, ActionError> {
    Field::parse(word).ok_or_else(|| {
        unknown(&format!(
            "`{}` is not a field: fields are A1 to N11 (column letter, row number).",
            clip(word).to_uppercase()
        ))
    })
}

fn dir(word: &str) -> Result<Dir, ActionError> {
    Dir::parse(word).ok_or_else(|| {
        unknown(&format!(
            "`{}` is not a direction: e, se, sw, w, nw or ne.",
            clip(word)
        ))
    })
}

/// `r1`, `l2`, `m3` (and `right1`, `left`, `move2`): a turn or a move of n steps.
fn step(word: &str) -> Option<(char, u8)> {
    let (kind, rest) = if let Some(r) = word.strip_prefix("right") {
        ('r', r)
    } else if let Some(r) = word.strip_prefix("left") {
        ('l', r)
    } else if let Some(r) = word.strip_prefix("move") {
        ('m', r)
    } else if let Some(r) = word.strip_prefix("sail") {
        ('m', r)
    } else {
        let mut chars = word.chars();
        let k = chars.next()?;
        if !matches!(k, 'r' | 'l' | 'm' | 's') {
            return None;
        }
        (if k == 's' { 'm' } else { k }, chars.as_str())
    };
    let n = if rest.is_empty() {
        1
    } else {
        let n: u8 = rest.parse().ok()?;
        n
    };
    (1..=3).contains(&n).then_some((kind, n))
}

pub fn read(text: &str) -> Result<Action, ActionError> {
    let lower = text.trim().to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .filter(|w| !matches!(*w, "at" | "and" | "to" | "on" | "then"))
        .collect();
    let Some((&verb, args)) = words.split_first() else {
        return Err(ActionError::Unknown(format!("Type an order. {EXPECTED}")));
    };
    match (verb, args) {
        ("end" | "done" | "pass", []) => return Ok(Action::End),
        ("cancel" | "back", []) => return Ok(Action::Cancel),
        ("ready" | "deploy", []) => return Ok(Action::Ready),
        ("transport", [f]) => return Ok(Action::Transport { field: field(f)? }),
        ("leave" | "empty", [f]) => return Ok(Action::Leave { field: field(f)? }),
        ("face", [f, d]) => {
            return Ok(Action::Face {
                field: field(f)?,
                dir: dir(d)?,
            })
        }
        ("wind", [d]) => return Ok(Action::Wind { dir: dir(d)? }),
        ("select" | "pick", [f]) => return Ok(Action::Select { ship: field(f)? }),
        _ => {}
    }
    let Some(ship) = Field::parse(verb) else {
        return Err(unknown(&format!(
            "I couldn't read `{}`: an order starts with the ship's field, as in `F7 r1 m2`.",
            clip(&lower)
        )));
    };
    match args {
        [] => Ok(Action::Select { ship }),
        ["scuttle" | "sink"] => Ok(Action::Scuttle { ship }),
        ["fire" | "salvo", rest @ ..] => {
            let mut port = None;
            let mut starboard = None;
            let mut i = 0;
            while i < rest.len() {
                let which = rest[i];
                let Some(target) = rest.get(i + 1) else {
                    return Err(unknown("Name a target after `port` or `starboard`."));
                };
                let slot = match which {
                    "port" | "p" => &mut port,
                    "starboard" | "s" | "stb" => &mut starboard,
                    _ => {
                        return Err(unknown(&format!(
                            "`{}`: say which broadside fires, `port` or `starboard`.",
                            clip(which)
                        )))
                    }
                };
                if slot.is_some() {
                    return Err(unknown("Each broadside fires at most once an action."));
                }
                *slot = Some(field(target)?);
                i += 2;
            }
            if port.is_none() && starboard.is_none() {
                return Err(unknown("Fire at what? `F7 fire port H6`."));
            }
            Ok(Action::Fire {
                ship,
                port,
                starboard,
            })
        }
        steps => {
            let mut turn: i8 = 0;
            let mut moves: u8 = 0;
            for w in steps {
                let Some((kind, n)) = step(w) else {
                    return Err(unknown(&format!(
                        "`{}` is not a step: turns are `r1`–`r3` and `l1`–`l3`, moves `m1`–`m3`; or `fire`, `scuttle`.",
                        clip(w)
                    )));
                };
                match kind {
                    'm' => {
                        if moves > 0 {
                            return Err(unknown("Give the move once: `m2`, not `m1 m1`."));
                        }
                        moves = n;
                    }
                    _ => {
                        if moves > 0 {
                            return Err(ActionError::Illegal(
                                "A turn after a move is not allowed: turn first, then sail.".into(),
                            ));
                        }
                        if turn != 0 {
                            return Err(unknown("Give the turn once: `r2`, not `r1 r1`."));
                        }
                        turn = if kind == 'r' { n as i8 } else { -(n as i8) };
                    }
                }
            }
            Ok(Action::Sail { ship, turn, moves })
        }
    }
}

fn degrees(turn: i8) -> String {
    let side = if turn > 0 { "right" } else { "left" };
    match turn.abs() {
        3 => "turn 180°".into(),
        n => format!("turn {}° {side}", 60 * i32::from(n)),
    }
}

/// "turns 60° right and sails 2 fields to F9", for the narration.
pub fn sail_words(turn: i8, moves: u8, to: Field) -> String {
    let mut parts = Vec::new();
    match turn {
        0 => {}
        t if t.abs() == 3 => parts.push("turns 180°".to_string()),
        t => parts.push(format!(
            "turns {}° {}",
            60 * i32::from(t.abs()),
            if t > 0 { "right" } else { "left" }
        )),
    }
    match moves {
        0 => {}
        1 => parts.push(format!("sails 1 field to {to}")),
        n => parts.push(format!("sails {n} fields to {to}")),
    }
    parts.join(" and ")
}

fn ship_title(ship: &Ship) -> String {
    format!("{} {}", ship.class.title(), ship.field)
}

fn ship_line(ship: &Ship) -> String {
    let mut out = format!(
        "{} · bow {} {}",
        ship_title(ship),
        ship.facing.short().to_uppercase(),
        ship.facing.arrow()
    );
    if ship.class.guns() > 0 {
        out.push_str(&format!(" · {} guns", ship.working_guns()));
    }
    if let Some(d) = ship.damage_name() {
        out.push_str(&format!(" · {d}"));
    }
    out
}

pub fn describe(game: &Bitwa, action: &Action) -> Choice {
    let selected = game.selected();
    let typed = |label: String| (label, Placement::TypedOnly);
    let (label, placement) = match action {
        Action::Transport { field } => (
            format!("Transport on {field}"),
            Placement::Menu("Transport sets out from…".into()),
        ),
        Action::Leave { field } => {
            let seat = game.current_seat().map_or(0, |s| s.index());
            let filled = game.deploy[seat].empty.contains(field);
            (
                if filled {
                    format!("Fill {field} again")
                } else {
                    format!("Leave {field} empty")
                },
                Placement::Menu("Leave two starting fields empty…".into()),
            )
        }
        Action::Face { field, dir } => typed(format!(
            "Ship on {field} faces {} {}",
            dir.name(),
            dir.arrow()
        )),
        Action::Ready => {
            let seat = game.current_seat().map_or(0, |s| s.index());
            let ships = deployed(game, seat);
            let starts = super::board::start_fields(seat);
            let empty: Vec<String> = starts
                .iter()
                .filter(|f| !ships.iter().any(|s| s.field == **f))
                .map(|f| f.to_string())
                .collect();
            (
                format!(
                    "Ready: transport {}, empty {}",
                    ships[0].field,
                    empty.join(" ")
                ),
                Placement::Button,
            )
        }
        Action::Wind { dir } => (
            format!("Wind blows {} {}", dir.name(), dir.arrow()),
            Placement::Button,
        ),
        Action::Select { ship } => {
            let label = game.ship_at(*ship).map(ship_line).unwrap_or_default();
            (label, Placement::Menu("Order a ship…".into()))
        }
        Action::Cancel => ("Back to the fleet".into(), Placement::Button),
        Action::End => {
            let calm = game.in_calm();
            let n = match &game.phase {
                Phase::Action { ordered, .. } => ordered.len(),
                _ => 0,
            };
            let what = if calm { "End calm turn" } else { "End action" };
            (
                match n {
                    0 => format!("{what} (no orders)"),
                    1 => format!("{what} (1 ship ordered)"),
                    n => format!("{what} ({n} ships ordered)"),
                },
                Placement::Button,
            )
        }
        Action::Sail { ship, turn, moves } => {
            let label = sail_label(game, *ship, *turn, *moves);
            order_place(game, selected, *ship, label, "sail or turn…")
        }
        Action::Fire {
            ship,
            port,
            starboard,
        } => {
            // A burning target is marked: all a hit can do to it is sink it.
            let name = |f: &Field| match game.ship_at(*f) {
                Some(s) if s.burning() => format!("burning {} {f}", s.class.name()),
                Some(s) => format!("{} {f}", s.class.name()),
                None => f.to_string(),
            };
            let mut parts = Vec::new();
            if let Some(p) = port {
                parts.push(format!("port at {}", name(p)));
            }
            if let Some(s) = starboard {
                parts.push(format!("starboard at {}", name(s)));
            }
            let label = format!("Fire {}", parts.join(", "));
            order_place(game, selected, *ship, label, "fire…")
        }
        Action::Scuttle { ship } => order_place(
            game,
            selected,
            *ship,
            format!(
                "Scuttle the {}",
                game.ship_at(*ship).map_or("ship", |s| s.class.name())
            ),
            "sail or turn…",
        ),
    };
    let label: String = if label.chars().count() > 80 {
        label.chars().take(79).collect::<String>() + "…"
    } else {
        label
    };
    Choice {
        notation: write(action),
        label: label.into(),
        placement,
    }
}

/// A sail order's label: the turn, the way and where it ends, the bow's heading, and
/// whether it ends beside an enemy (a boarding).
fn sail_label(game: &Bitwa, ship: Field, turn: i8, moves: u8) -> String {
    let s = game.ship_at(ship);
    let to = rules::sail_check(
        game,
        game.current_seat().unwrap_or(crate::game::Seat(0)),
        ship,
        turn,
        moves,
    )
    .ok();
    let mut label = match (turn, moves) {
        (0, m) => format!("Sail {m} to {}", to.map_or(ship, |t| t.0)),
        (t, 0) => {
            let d = degrees(t);
            let mut c = d.chars();
            let first = c.next().map(|c| c.to_ascii_uppercase()).unwrap_or('T');
            format!("{first}{}", c.as_str())
        }
        (t, m) => {
            let d = degrees(t);
            let mut c = d.chars();
            let first = c.next().map(|c| c.to_ascii_uppercase()).unwrap_or('T');
            format!(
                "{first}{}, sail {m} to {}",
                c.as_str(),
                to.map_or(ship, |t| t.0)
            )
        }
    };
    if let Some((_, heading)) = to {
        label.push_str(&format!(" · bow {}", heading.arrow()));
    }
    if to.is_some_and(|(at, _)| {
        game.ships
            .iter()
            .any(|e| Some(e.fleet()) != s.map(Ship::fleet) && e.field.touches(at))
    }) {
        label.push_str(" · BOARD!");
    }
    label
}

/// The selected ship's orders go in its two menus; other ships' orders are typed.
fn order_place(
    game: &Bitwa,
    selected: Option<u8>,
    ship: Field,
    label: String,
    menu: &str,
) -> (String, Placement) {
    match game.ship_at(ship) {
        Some(s) if Some(s.id) == selected => (
            label,
            Placement::Menu(format!("{}: {menu}", ship_title(s)).into()),
        ),
        _ => (format!("{ship}: {label}"), Placement::TypedOnly),
    }
}

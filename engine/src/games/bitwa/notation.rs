//! The text notation (what `/play` accepts and menus carry) and how each legal action
//! is offered in Discord: pick a ship from one menu, then its order from two (sail or
//! turn; fire), with End action and Back as buttons. Every whole order is also typed.

use crate::game::{ActionError, Choice, Placement};
use crate::i18n::Msg;
use crate::msg;

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

/// What was not understood, and where the notation is: a typo gets a line, not the
/// whole notation (the menus and `/play`'s suggestions hold every legal order).
fn unknown(hint: Msg) -> ActionError {
    ActionError::Unknown(msg!("bitwa-unknown", hint = hint))
}

fn clip(text: &str) -> String {
    text.chars()
        .filter(|c| !matches!(c, '`' | '@' | '*' | '_' | '~' | '|'))
        .take(20)
        .collect()
}

fn field(word: &str) -> Result<Field, ActionError> {
    Field::parse(word)
        .ok_or_else(|| unknown(msg!("bitwa-hint-field", word = clip(word).to_uppercase())))
}

fn dir(word: &str) -> Result<Dir, ActionError> {
    Dir::parse(word).ok_or_else(|| unknown(msg!("bitwa-hint-dir", word = clip(word))))
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
        return Err(ActionError::Unknown(msg!("bitwa-unknown-empty")));
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
        return Err(unknown(msg!("bitwa-hint-not-ship", word = clip(&lower))));
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
                    return Err(unknown(msg!("bitwa-hint-target")));
                };
                let slot = match which {
                    "port" | "p" => &mut port,
                    "starboard" | "s" | "stb" => &mut starboard,
                    _ => return Err(unknown(msg!("bitwa-hint-broadside", word = clip(which)))),
                };
                if slot.is_some() {
                    return Err(unknown(msg!("bitwa-hint-once")));
                }
                *slot = Some(field(target)?);
                i += 2;
            }
            if port.is_none() && starboard.is_none() {
                return Err(unknown(msg!("bitwa-hint-fire-at")));
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
                    return Err(unknown(msg!("bitwa-hint-step", word = clip(w))));
                };
                match kind {
                    'm' => {
                        if moves > 0 {
                            return Err(unknown(msg!("bitwa-hint-move-once")));
                        }
                        moves = n;
                    }
                    _ => {
                        if moves > 0 {
                            return Err(ActionError::Illegal(msg!("bitwa-refuse-turn-after-move")));
                        }
                        if turn != 0 {
                            return Err(unknown(msg!("bitwa-hint-turn-once")));
                        }
                        turn = if kind == 'r' { n as i8 } else { -(n as i8) };
                    }
                }
            }
            Ok(Action::Sail { ship, turn, moves })
        }
    }
}

/// A turn in words: "turn 60° right", "turn 180°" (capitalised: "Turn …").
fn degrees(turn: i8, capital: bool) -> Msg {
    let degrees = 60 * i32::from(turn.abs());
    match (turn.abs(), turn > 0, capital) {
        (3, _, false) => msg!("bitwa-turn-about"),
        (3, _, true) => msg!("bitwa-turn-about-cap"),
        (_, true, false) => msg!("bitwa-turn-right", degrees = degrees),
        (_, true, true) => msg!("bitwa-turn-right-cap", degrees = degrees),
        (_, false, false) => msg!("bitwa-turn-left", degrees = degrees),
        (_, false, true) => msg!("bitwa-turn-left-cap", degrees = degrees),
    }
}

/// "turns 60° right and sails 2 fields to F9", for the narration.
pub fn sail_words(turn: i8, moves: u8, to: Field) -> Msg {
    let turned = match turn {
        0 => None,
        t if t.abs() == 3 => Some(msg!("bitwa-turns-about")),
        t if t > 0 => Some(msg!("bitwa-turns-right", degrees = 60 * i32::from(t.abs()))),
        t => Some(msg!("bitwa-turns-left", degrees = 60 * i32::from(t.abs()))),
    };
    let sailed = (moves > 0).then(|| msg!("bitwa-sails-to", n = moves, to = to.to_string()));
    match (turned, sailed) {
        (Some(t), Some(s)) => msg!("bitwa-and", a = t, b = s),
        (Some(one), None) | (None, Some(one)) => one,
        (None, None) => Msg::raw(""),
    }
}

fn ship_title(ship: &Ship) -> Msg {
    msg!(
        "bitwa-class-field",
        class = ship.class.title_msg(),
        field = ship.field.to_string()
    )
}

fn ship_line(ship: &Ship) -> Msg {
    let dir = ship.facing;
    let head = msg!(
        "bitwa-ship-line",
        ship = ship_title(ship),
        bow = dir.short().to_uppercase(),
        arrow = dir.arrow()
    );
    let head = if ship.class.guns() > 0 {
        msg!("bitwa-line-guns", line = head, guns = ship.working_guns())
    } else {
        head
    };
    match ship.damage_msg() {
        Some(d) => msg!("bitwa-line-damage", line = head, damage = d),
        None => head,
    }
}

pub fn describe(game: &Bitwa, action: &Action) -> Choice {
    let selected = game.selected();
    let typed = |label: Msg| (label, Placement::TypedOnly);
    let (label, placement) = match action {
        Action::Transport { field } => (
            msg!("bitwa-label-transport", field = field.to_string()),
            Placement::Menu(msg!("bitwa-menu-transport")),
        ),
        Action::Leave { field } => {
            let seat = game.current_seat().map_or(0, |s| s.index());
            let filled = game.deploy[seat].empty.contains(field);
            (
                if filled {
                    msg!("bitwa-label-fill", field = field.to_string())
                } else {
                    msg!("bitwa-label-leave", field = field.to_string())
                },
                Placement::Menu(msg!("bitwa-menu-leave")),
            )
        }
        Action::Face { field, dir } => typed(msg!(
            "bitwa-label-face",
            field = field.to_string(),
            dir = dir.msg(),
            arrow = dir.arrow()
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
                msg!(
                    "bitwa-label-ready",
                    transport = ships[0].field.to_string(),
                    empty = empty.join(" ")
                ),
                Placement::Button,
            )
        }
        Action::Wind { dir } => (
            msg!("bitwa-label-wind", dir = dir.msg(), arrow = dir.arrow()),
            Placement::Button,
        ),
        Action::Select { ship } => {
            let label = game.ship_at(*ship).map_or_else(|| Msg::raw(""), ship_line);
            (label, Placement::Menu(msg!("bitwa-menu-order")))
        }
        Action::Cancel => (msg!("bitwa-label-back"), Placement::Button),
        Action::End => {
            let calm = game.in_calm();
            let n = match &game.phase {
                Phase::Action { ordered, .. } => ordered.len(),
                _ => 0,
            };
            (
                if calm {
                    msg!("bitwa-label-end-calm", n = n)
                } else {
                    msg!("bitwa-label-end", n = n)
                },
                Placement::Button,
            )
        }
        Action::Sail { ship, turn, moves } => {
            let label = sail_label(game, *ship, *turn, *moves);
            order_place(game, selected, *ship, label, msg!("bitwa-menu-sail"))
        }
        Action::Fire {
            ship,
            port,
            starboard,
        } => {
            // A burning target is marked: all a hit can do to it is sink it.
            let name = |f: &Field| match game.ship_at(*f) {
                Some(s) if s.burning() => msg!(
                    "bitwa-target-burning",
                    class = s.class.msg(),
                    field = f.to_string()
                ),
                Some(s) => msg!(
                    "bitwa-class-field",
                    class = s.class.msg(),
                    field = f.to_string()
                ),
                None => Msg::raw(f.to_string()),
            };
            let label = match (port, starboard) {
                (Some(p), Some(s)) => {
                    msg!("bitwa-label-fire-both", port = name(p), starboard = name(s))
                }
                (Some(p), None) => msg!("bitwa-label-fire-port", target = name(p)),
                (None, Some(s)) => msg!("bitwa-label-fire-starboard", target = name(s)),
                (None, None) => msg!("bitwa-label-fire"),
            };
            order_place(game, selected, *ship, label, msg!("bitwa-menu-fire"))
        }
        Action::Scuttle { ship } => order_place(
            game,
            selected,
            *ship,
            msg!(
                "bitwa-label-scuttle",
                class = game
                    .ship_at(*ship)
                    .map_or_else(|| msg!("bitwa-ship-word"), |s| s.class.msg())
            ),
            msg!("bitwa-menu-sail"),
        ),
    };
    Choice {
        notation: write(action),
        label,
        placement,
    }
}

/// A sail order's label: the turn, the way and where it ends, the bow's heading, and
/// whether it ends beside an enemy (a boarding).
fn sail_label(game: &Bitwa, ship: Field, turn: i8, moves: u8) -> Msg {
    let s = game.ship_at(ship);
    let to = rules::sail_check(
        game,
        game.current_seat().unwrap_or(crate::game::Seat(0)),
        ship,
        turn,
        moves,
    )
    .ok();
    let dest = to.map_or(ship, |t| t.0).to_string();
    let mut label = match (turn, moves) {
        (0, m) => msg!("bitwa-label-sail", n = m, to = dest),
        (t, 0) => degrees(t, true),
        (t, m) => msg!(
            "bitwa-label-turn-sail",
            turn = degrees(t, true),
            n = m,
            to = dest
        ),
    };
    if let Some((_, heading)) = to {
        label = msg!("bitwa-label-bow", label = label, arrow = heading.arrow());
    }
    if to.is_some_and(|(at, _)| {
        game.ships
            .iter()
            .any(|e| Some(e.fleet()) != s.map(Ship::fleet) && e.field.touches(at))
    }) {
        label = msg!("bitwa-label-board", label = label);
    }
    label
}

/// The selected ship's orders go in its two menus; other ships' orders are typed.
fn order_place(
    game: &Bitwa,
    selected: Option<u8>,
    ship: Field,
    label: Msg,
    menu: Msg,
) -> (Msg, Placement) {
    match game.ship_at(ship) {
        Some(s) if Some(s.id) == selected => (
            label,
            Placement::Menu(msg!("bitwa-menu-ship", ship = ship_title(s), menu = menu)),
        ),
        _ => (
            msg!("bitwa-label-typed", ship = ship.to_string(), label = label),
            Placement::TypedOnly,
        ),
    }
}

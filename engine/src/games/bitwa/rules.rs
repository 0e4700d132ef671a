//! The rules: deployment, movement by the wind, salvos, boarding, the wind cards, the
//! calm and the end of the battle. Every refusal says why in a sentence.

use crate::game::{ActionError, Event, Seat};
use crate::i18n::Msg;
use crate::msg;
use crate::rng::GameRng;

use super::board::{self, Dir, Field, Terrain};
use super::cards::{self, Boarding, Class, Colour, Damage, FLAUTA, GUNSHIPS};
use super::{
    illegal, other, Action, Bitwa, Calm, Fight, Phase, Ship, Side, Trace, CALM_TURNS, LAST_STAND,
};

// ----- deployment -------------------------------------------------------------------

/// The standard places: the transport on the fifth field, the first and last empty.
const STANDARD_TRANSPORT: usize = 4;
const STANDARD_EMPTY: [usize; 2] = [0, 11];

/// Fleet `fleet`'s ships as its deployment stands (what `Ready` would set out).
pub(super) fn deployed(game: &Bitwa, fleet: usize) -> Vec<Ship> {
    let starts = board::start_fields(fleet);
    let plan = &game.deploy[fleet];
    let transport = plan.transport.unwrap_or_else(|| {
        // The standard field, or the first free one if it was left empty.
        let standard = starts[STANDARD_TRANSPORT];
        if plan.empty.contains(&standard) {
            *starts
                .iter()
                .find(|f| !plan.empty.contains(f))
                .unwrap_or(&standard)
        } else {
            standard
        }
    });
    let mut empty = plan.empty.clone();
    for i in STANDARD_EMPTY.into_iter().chain([1, 10, 2, 9]) {
        if empty.len() >= 2 {
            break;
        }
        let f = starts[i];
        if f != transport && !empty.contains(&f) {
            empty.push(f);
        }
    }
    let facing = |field: Field| {
        plan.facing
            .iter()
            .rev()
            .find(|(f, _)| *f == field)
            .map_or(board::home_facing(fleet), |(_, d)| *d)
    };
    let base = fleet as u8 * 10;
    let mut ships = vec![Ship {
        id: base,
        class: Class::Transport,
        field: transport,
        facing: facing(transport),
        damage: None,
    }];
    let mut n = 0;
    for f in starts {
        if f == transport || empty.contains(&f) {
            continue;
        }
        ships.push(Ship {
            id: base + 1 + n as u8,
            class: GUNSHIPS[n],
            field: f,
            facing: facing(f),
            damage: None,
        });
        n += 1;
    }
    ships
}

/// During deployment the picture shows both plans (the red one as it will be set out).
pub(super) fn planned_ships(game: &Bitwa) -> Vec<Ship> {
    let mut out = game.ships.clone();
    if let Phase::Deploy { seat } = game.phase {
        out.extend(deployed(game, seat.index()));
    }
    out
}

fn apply_deploy(game: &mut Bitwa, seat: Seat, action: &Action) -> Result<Vec<Event>, ActionError> {
    let fleet = seat.index();
    let starts = board::start_fields(fleet);
    let colour = Colour::of_fleet(seat.0).msg();
    let is_start = |f: &Field| starts.contains(f);
    match *action {
        Action::Transport { field } => {
            if !is_start(&field) {
                return Err(illegal(msg!(
                    "bitwa-refuse-not-start",
                    field = field.to_string(),
                    colour = colour.clone()
                )));
            }
            if game.deploy[fleet].empty.contains(&field) {
                return Err(illegal(msg!(
                    "bitwa-refuse-left-empty",
                    field = field.to_string()
                )));
            }
            game.deploy[fleet].transport = Some(field);
            Ok(vec![])
        }
        Action::Leave { field } => {
            if !is_start(&field) {
                return Err(illegal(msg!(
                    "bitwa-refuse-not-start",
                    field = field.to_string(),
                    colour = colour.clone()
                )));
            }
            let plan = &mut game.deploy[fleet];
            if let Some(i) = plan.empty.iter().position(|f| *f == field) {
                plan.empty.remove(i);
                return Ok(vec![]);
            }
            if plan.transport == Some(field) {
                return Err(illegal(msg!(
                    "bitwa-refuse-transport-there",
                    field = field.to_string()
                )));
            }
            if plan.empty.len() >= 2 {
                return Err(illegal(msg!(
                    "bitwa-refuse-two-empty",
                    a = plan.empty[0].to_string(),
                    b = plan.empty[1].to_string()
                )));
            }
            plan.empty.push(field);
            Ok(vec![])
        }
        Action::Face { field, dir } => {
            if !deployed(game, fleet).iter().any(|s| s.field == field) {
                return Err(illegal(msg!(
                    "bitwa-refuse-no-ship-sets-out",
                    field = field.to_string(),
                    colour = colour.clone()
                )));
            }
            let plan = &mut game.deploy[fleet];
            plan.facing.retain(|(f, _)| *f != field);
            if dir != board::home_facing(fleet) {
                plan.facing.push((field, dir));
            }
            Ok(vec![])
        }
        Action::Ready => {
            let ships = deployed(game, fleet);
            let transport = ships[0].field;
            game.ships.extend(ships);
            let mut events = vec![Event::public(msg!(
                "bitwa-set-out",
                seat = seat.tag(),
                colour = colour.clone(),
                transport = transport.to_string()
            ))];
            if fleet == 0 {
                game.phase = Phase::Deploy { seat: Seat(1) };
            } else {
                let chooser = other(game.first);
                events.push(Event::public(msg!(
                    "bitwa-lot",
                    chooser = chooser.tag(),
                    first = game.first.tag()
                )));
                game.phase = Phase::ChooseWind { seat: chooser };
            }
            Ok(events)
        }
        _ => Err(illegal(msg!("bitwa-refuse-setting-out"))),
    }
}

// ----- legality -----------------------------------------------------------------------

/// Why `id` (of `seat`) cannot take an order now, if it cannot.
fn can_order(game: &Bitwa, seat: Seat, field: Field) -> Result<&Ship, ActionError> {
    let Some(ship) = game.ship_at(field) else {
        return Err(illegal(msg!(
            "bitwa-refuse-no-ship",
            field = field.to_string()
        )));
    };
    if ship.fleet() != seat.0 {
        return Err(illegal(msg!(
            "bitwa-refuse-not-yours",
            ship = ship.label_msg()
        )));
    }
    if ship.burning() {
        return Err(illegal(msg!(
            "bitwa-refuse-burning",
            ship = ship.label_msg()
        )));
    }
    if game.fight_of(ship.id).is_some() {
        return Err(illegal(msg!(
            "bitwa-refuse-in-fight",
            ship = ship.label_msg()
        )));
    }
    if game.ordered(ship.id) {
        return Err(illegal(msg!(
            "bitwa-refuse-ordered",
            ship = ship.label_msg()
        )));
    }
    Ok(ship)
}

/// Fields sailable: sea, on the board, nobody there.
fn open(game: &Bitwa, field: Field) -> Result<(), Msg> {
    match board::terrain(field) {
        Terrain::Shore => return Err(msg!("bitwa-why-shore", field = field.to_string())),
        Terrain::Island => return Err(msg!("bitwa-why-island", field = field.to_string())),
        Terrain::Sea => {}
    }
    if let Some(s) = game.ship_at(field) {
        return Err(msg!(
            "bitwa-why-ship",
            ship = s.label_msg(),
            field = field.to_string()
        ));
    }
    Ok(())
}

/// Edition 2: why turning `ship` would change nothing, if it would. A turn sets a
/// course or brings guns to bear; a ship without working guns (the transport) that
/// cannot sail, in a calm or with its masts down, does neither, and so takes no turn
/// (the calm's turns are for its duels, the book's "until all the duels are decided").
fn idle_turn(game: &Bitwa, ship: &Ship) -> Option<Msg> {
    if game.edition() < 2 || ship.working_guns() > 0 {
        return None;
    }
    let guns = if ship.class.guns() == 0 {
        msg!("bitwa-carries-no-guns")
    } else {
        msg!("bitwa-has-no-working-guns")
    };
    if game.in_calm() {
        return Some(msg!(
            "bitwa-refuse-idle-calm",
            ship = ship.label_msg(),
            guns = guns
        ));
    }
    if ship.damage.is_some_and(Damage::immobile) {
        return Some(msg!(
            "bitwa-refuse-idle-masts",
            ship = ship.label_msg(),
            guns = guns
        ));
    }
    None
}

/// Fields a ship may sail heading `heading` with the wind `wind`.
pub(super) fn reach(heading: Dir, wind: Dir) -> u8 {
    [3, 2, 1, 0][usize::from(heading.angle(wind))]
}

/// Where a MOVEMENT takes the ship: its last field and heading, or why not.
pub(super) fn sail_check(
    game: &Bitwa,
    seat: Seat,
    field: Field,
    turn: i8,
    moves: u8,
) -> Result<(Field, Dir), ActionError> {
    let ship = can_order(game, seat, field)?;
    let steps = turn.unsigned_abs() + moves;
    if steps == 0 {
        return Err(illegal(msg!("bitwa-refuse-no-steps")));
    }
    if turn.abs() > 3 || steps > 3 {
        return Err(illegal(msg!("bitwa-refuse-too-many-steps")));
    }
    let heading = ship.facing.turned(i32::from(turn));
    if moves == 0 {
        if let Some(why) = idle_turn(game, ship) {
            return Err(illegal(why));
        }
        return Ok((ship.field, heading));
    }
    if game.in_calm() {
        return Err(illegal(msg!("bitwa-refuse-calm-no-sailing")));
    }
    let wind = game.wind.unwrap_or(Dir::East);
    match ship.damage {
        Some(d) if d.immobile() => {
            return Err(illegal(msg!(
                "bitwa-refuse-masts-down",
                ship = ship.label_msg()
            )))
        }
        Some(Damage::Sails) if heading != wind || moves > 1 => {
            return Err(illegal(msg!(
                "bitwa-refuse-sails-torn",
                ship = ship.label_msg(),
                wind = wind.msg()
            )));
        }
        _ => {}
    }
    let max = reach(heading, wind);
    if max == 0 {
        return Err(illegal(msg!(
            "bitwa-refuse-into-wind",
            heading = heading.msg(),
            wind = wind.msg()
        )));
    }
    if moves > max {
        let how = match max {
            3 => msg!("bitwa-with-wind"),
            2 => msg!("bitwa-across-with"),
            _ => msg!("bitwa-across-into"),
        };
        return Err(illegal(msg!(
            "bitwa-refuse-too-far",
            heading = heading.msg(),
            how = how,
            max = max,
            wind = wind.msg()
        )));
    }
    let mut at = ship.field;
    for _ in 0..moves {
        let Some(next) = at.step(heading) else {
            return Err(illegal(msg!(
                "bitwa-refuse-off-board",
                heading = heading.msg(),
                at = at.to_string()
            )));
        };
        if let Err(why) = open(game, next) {
            return Err(illegal(msg!(
                "bitwa-refuse-blocked",
                ship = ship.label_msg(),
                next = next.to_string(),
                why = why
            )));
        }
        at = next;
    }
    // Where it stops: never touching its own fleet; touching one enemy is a boarding.
    let me = ship.id;
    if let Some(own) = game
        .ships
        .iter()
        .find(|s| s.id != me && s.fleet() == seat.0 && s.field.touches(at))
    {
        return Err(illegal(msg!(
            "bitwa-refuse-own-touch",
            at = at.to_string(),
            class = own.class.msg(),
            field = own.field.to_string()
        )));
    }
    let enemies: Vec<&Ship> = game
        .ships
        .iter()
        .filter(|s| s.fleet() != seat.0 && s.field.touches(at))
        .collect();
    match enemies.as_slice() {
        [] => {}
        [one] => {
            if one.burning() {
                return Err(illegal(msg!(
                    "bitwa-refuse-board-burning",
                    ship = one.label_msg()
                )));
            }
            if let Some(i) = game.fight_of(one.id) {
                if game.fights[i].ships.len() >= 3 {
                    return Err(illegal(msg!(
                        "bitwa-refuse-fight-full",
                        ship = one.label_msg()
                    )));
                }
            }
        }
        [a, b, ..] => {
            return Err(illegal(msg!(
                "bitwa-refuse-board-two",
                at = at.to_string(),
                a = a.field.to_string(),
                b = b.field.to_string()
            )))
        }
    }
    Ok((at, heading))
}

/// The 60° wedge off a broadside, out to range 3: the fields `i·a + j·b` with `a`, `b`
/// the two edge directions of that side, ring by ring from `b`'s edge to `a`'s.
pub(super) fn arc(field: Field, facing: Dir, side: Side) -> Vec<Field> {
    // hexx names a wedge by its corner, the vertex between `a` and `b`; its rings run
    // from `b` clockwise on the port side and counter-clockwise on the starboard side.
    let (corner, clockwise) = match side {
        Side::Port => (facing.turned(-1).edge().vertex_ccw(), true),
        Side::Starboard => (facing.turned(1).edge().vertex_cw(), false),
    };
    field.wedge(3, corner, clockwise)
}

/// Whether nothing (island, shore, ship) stands between the two fields.
pub(super) fn clear(game: &Bitwa, from: Field, to: Field) -> bool {
    [1e-6, -1e-6].into_iter().any(|nudge| {
        from.between(to, nudge)
            .into_iter()
            .all(|f| board::terrain(f) == Terrain::Sea && game.ship_at(f).is_none())
    })
}

/// Edition 2: whether `ship` is a hulk left to burn out, no target and no enemy to
/// keep a calm going. A ship on fire in a calm burns out when the calm ends, whatever
/// is fired at it, and the calm's salvos are for its duels (the book: until "no ship
/// has an enemy sailing ship within the range of its guns"). Outside a calm a burning
/// ship stays a target: sinking it clears the way, or starts a last stand.
fn burning_out(game: &Bitwa, ship: &Ship) -> bool {
    game.edition() >= 2 && game.calm_under_way() && ship.burning()
}

/// Enemies a ship's `side` broadside can hit now.
pub(super) fn fire_targets(game: &Bitwa, ship: &Ship, side: Side) -> Vec<Field> {
    arc(ship.field, ship.facing, side)
        .into_iter()
        .filter(|f| {
            game.ship_at(*f).is_some_and(|s| {
                s.fleet() != ship.fleet() && !burning_out(game, s) && clear(game, ship.field, *f)
            })
        })
        .collect()
}

fn fire_check(
    game: &Bitwa,
    seat: Seat,
    field: Field,
    port: Option<Field>,
    starboard: Option<Field>,
) -> Result<(), ActionError> {
    let ship = can_order(game, seat, field)?;
    if ship.class == Class::Transport {
        return Err(illegal(msg!("bitwa-refuse-transport-no-guns")));
    }
    if ship.working_guns() == 0 {
        return Err(illegal(msg!(
            "bitwa-refuse-no-guns-left",
            ship = ship.label_msg()
        )));
    }
    if port.is_none() && starboard.is_none() {
        return Err(illegal(msg!("bitwa-refuse-no-target")));
    }
    for (side, target) in [(Side::Port, port), (Side::Starboard, starboard)] {
        let Some(t) = target else { continue };
        match game.ship_at(t) {
            None => {
                return Err(illegal(msg!(
                    "bitwa-refuse-no-ship-to-fire-at",
                    field = t.to_string()
                )))
            }
            Some(s) if s.fleet() == seat.0 => {
                return Err(illegal(msg!(
                    "bitwa-refuse-own-target",
                    ship = s.label_msg()
                )))
            }
            Some(s) if burning_out(game, s) => {
                return Err(illegal(msg!("bitwa-refuse-hulk", ship = s.label_msg())))
            }
            Some(_) => {}
        }
        if !arc(ship.field, ship.facing, side).contains(&t) {
            return Err(illegal(msg!(
                "bitwa-refuse-out-of-arc",
                target = t.to_string(),
                ship = ship.label_msg(),
                side = side.msg()
            )));
        }
        if !clear(game, ship.field, t) {
            return Err(illegal(msg!(
                "bitwa-refuse-line-blocked",
                from = ship.field.to_string(),
                target = t.to_string()
            )));
        }
    }
    Ok(())
}

fn scuttle_check(game: &Bitwa, seat: Seat, field: Field) -> Result<(), ActionError> {
    let ship = can_order(game, seat, field).or_else(|e| {
        // A burning ship of one's own may still be scuttled.
        match game.ship_at(field) {
            Some(s) if s.fleet() == seat.0 && s.burning() && game.fight_of(s.id).is_none() => Ok(s),
            _ => Err(e),
        }
    })?;
    if ship.damage.is_none() {
        return Err(illegal(msg!(
            "bitwa-refuse-undamaged",
            ship = ship.label_msg()
        )));
    }
    Ok(())
}

/// Every turn-and-move a ship may make (180° offered once, as `r3`).
pub(super) const SAILS: [(i8, u8); 14] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (1, 0),
    (-1, 0),
    (2, 0),
    (-2, 0),
    (3, 0),
    (1, 1),
    (1, 2),
    (-1, 1),
    (-1, 2),
    (2, 1),
    (-2, 1),
];

/// Every order ship `field` may take now.
pub(super) fn orders(game: &Bitwa, seat: Seat, field: Field) -> Vec<Action> {
    let Some(ship) = game.ship_at(field) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if can_order(game, seat, field).is_ok() {
        for (turn, moves) in SAILS {
            if sail_check(game, seat, field, turn, moves).is_ok() {
                out.push(Action::Sail {
                    ship: field,
                    turn,
                    moves,
                });
            }
        }
        if ship.class != Class::Transport && ship.working_guns() > 0 {
            let port = fire_targets(game, ship, Side::Port);
            let star = fire_targets(game, ship, Side::Starboard);
            for p in port.iter().map(|f| Some(*f)).chain([None]) {
                for s in star.iter().map(|f| Some(*f)).chain([None]) {
                    if p.is_some() || s.is_some() {
                        out.push(Action::Fire {
                            ship: field,
                            port: p,
                            starboard: s,
                        });
                    }
                }
            }
        }
    }
    if scuttle_check(game, seat, field).is_ok() {
        out.push(Action::Scuttle { ship: field });
    }
    out
}

pub(super) fn legal(game: &Bitwa, seat: Seat) -> Vec<Action> {
    match &game.phase {
        Phase::Deploy { .. } => {
            let fleet = seat.index();
            let plan = &game.deploy[fleet];
            let mut out = vec![Action::Ready];
            for f in board::start_fields(fleet) {
                if !plan.empty.contains(&f) && plan.transport != Some(f) {
                    out.push(Action::Transport { field: f });
                }
            }
            for f in board::start_fields(fleet) {
                let can =
                    plan.empty.contains(&f) || (plan.empty.len() < 2 && plan.transport != Some(f));
                if can {
                    out.push(Action::Leave { field: f });
                }
            }
            for ship in deployed(game, fleet) {
                for dir in Dir::ALL {
                    if dir != ship.facing {
                        out.push(Action::Face {
                            field: ship.field,
                            dir,
                        });
                    }
                }
            }
            out
        }
        Phase::ChooseWind { .. } => vec![
            Action::Wind {
                dir: Dir::SouthEast,
            },
            Action::Wind {
                dir: Dir::SouthWest,
            },
        ],
        Phase::Action { selected, .. } => {
            let mut out = vec![Action::End];
            if selected.is_some() {
                out.push(Action::Cancel);
            }
            let mine: Vec<Field> = game
                .ships
                .iter()
                .filter(|s| s.fleet() == seat.0)
                .map(|s| s.field)
                .collect();
            for field in mine {
                let orders = orders(game, seat, field);
                if orders.is_empty() {
                    continue;
                }
                let ship = game.ship_at(field).map(|s| s.id);
                if *selected != ship && can_order(game, seat, field).is_ok() {
                    out.push(Action::Select { ship: field });
                }
                out.extend(orders);
            }
            out
        }
        Phase::Over => Vec::new(),
    }
}

/// What the picture marks: the selected ship's destinations and targets.
pub(super) fn targets(game: &Bitwa) -> Vec<Field> {
    let (Phase::Action { seat, .. }, Some(id)) = (&game.phase, game.selected()) else {
        return Vec::new();
    };
    let Some(ship) = game.ship(id) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for o in orders(game, *seat, ship.field) {
        match o {
            Action::Sail { turn, moves, .. } if moves > 0 => {
                if let Ok((to, _)) = sail_check(game, *seat, ship.field, turn, moves) {
                    out.push(to);
                }
            }
            Action::Fire {
                port, starboard, ..
            } => out.extend(port.into_iter().chain(starboard)),
            _ => {}
        }
    }
    out.sort();
    out.dedup();
    out
}

/// The selected ship's broadside arcs: every sea field a salvo of it could reach now
/// (in an arc, within range, on a clear line), for the picture. Empty when no ship
/// that can fire is selected.
pub(super) fn arcs(game: &Bitwa) -> Vec<Field> {
    let Some(ship) = game.selected().and_then(|id| game.ship(id)) else {
        return Vec::new();
    };
    if ship.working_guns() == 0 || ship.burning() {
        return Vec::new();
    }
    let mut out: Vec<Field> = [Side::Port, Side::Starboard]
        .into_iter()
        .flat_map(|side| arc(ship.field, ship.facing, side))
        .filter(|f| board::terrain(*f) == board::Terrain::Sea && clear(game, ship.field, *f))
        .collect();
    out.sort();
    out.dedup();
    out
}

// ----- applying -------------------------------------------------------------------------

pub(super) fn apply(
    game: &mut Bitwa,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Vec<Event>, ActionError> {
    match game.phase.clone() {
        Phase::Deploy { .. } => apply_deploy(game, seat, action),
        Phase::ChooseWind { .. } => match action {
            Action::Wind { dir } if matches!(dir, Dir::SouthEast | Dir::SouthWest) => {
                game.wind = Some(*dir);
                game.phase = Phase::Action {
                    seat: game.first,
                    selected: None,
                    ordered: Vec::new(),
                    calm: None,
                };
                Ok(vec![Event::public(msg!(
                    "bitwa-first-wind",
                    seat = seat.tag(),
                    dir = dir.msg(),
                    arrow = dir.arrow(),
                    first = game.first.tag()
                ))])
            }
            Action::Wind { .. } => Err(illegal(msg!("bitwa-refuse-first-wind-dir"))),
            _ => Err(illegal(msg!("bitwa-refuse-wind-first"))),
        },
        Phase::Action { .. } => apply_action(game, seat, action, rng),
        Phase::Over => Err(ActionError::GameOver),
    }
}

fn set_selected(game: &mut Bitwa, value: Option<u8>) {
    if let Phase::Action { selected, .. } = &mut game.phase {
        *selected = value;
    }
}

fn mark_ordered(game: &mut Bitwa, id: u8) {
    if let Phase::Action {
        selected, ordered, ..
    } = &mut game.phase
    {
        *selected = None;
        ordered.push(id);
    }
}

fn apply_action(
    game: &mut Bitwa,
    seat: Seat,
    action: &Action,
    rng: &mut GameRng,
) -> Result<Vec<Event>, ActionError> {
    match *action {
        Action::Select { ship } => {
            let s = can_order(game, seat, ship)?;
            let id = s.id;
            if game.selected() == Some(id) {
                return Err(illegal(msg!(
                    "bitwa-refuse-already-selected",
                    ship = s.label_msg()
                )));
            }
            if orders(game, seat, ship).is_empty() {
                return Err(illegal(msg!(
                    "bitwa-refuse-no-order",
                    ship = game
                        .ship_at(ship)
                        .map_or_else(|| Msg::raw(""), Ship::label_msg)
                )));
            }
            set_selected(game, Some(id));
            Ok(vec![])
        }
        Action::Cancel => {
            if game.selected().is_none() {
                return Err(illegal(msg!("bitwa-refuse-none-selected")));
            }
            set_selected(game, None);
            Ok(vec![])
        }
        Action::Sail { ship, turn, moves } => {
            let (to, heading) = sail_check(game, seat, ship, turn, moves)?;
            let mut events = Vec::new();
            let (id, label) = {
                let s = game.ship_at(ship).expect("checked");
                (s.id, s.label_start_msg())
            };
            let s = game.ship_mut(id).expect("checked");
            s.field = to;
            s.facing = heading;
            mark_ordered(game, id);
            let what = super::notation::sail_words(turn, moves, to);
            events.push(Event::public(msg!(
                "bitwa-sails",
                ship = label,
                what = what
            )));
            if moves > 0 {
                game.trace(Trace::Sail {
                    fleet: seat.0,
                    from: ship,
                    to,
                });
                board_on_arrival(game, seat, id, rng, &mut events);
                check_end(game, &mut events);
            }
            Ok(events)
        }
        Action::Fire {
            ship,
            port,
            starboard,
        } => {
            fire_check(game, seat, ship, port, starboard)?;
            let id = game.ship_at(ship).expect("checked").id;
            mark_ordered(game, id);
            let mut events = Vec::new();
            for (side, target) in [(Side::Port, port), (Side::Starboard, starboard)] {
                if let Some(t) = target {
                    salvo(game, id, side, t, rng, &mut events);
                }
            }
            if let Phase::Action {
                calm: Some(calm), ..
            } = &mut game.phase
            {
                calm.fired = true;
            }
            check_end(game, &mut events);
            Ok(events)
        }
        Action::Scuttle { ship } => {
            scuttle_check(game, seat, ship)?;
            let s = game.ship_at(ship).expect("checked").clone();
            mark_ordered(game, s.id);
            remove_ship(game, s.id);
            let mut events = vec![Event::public(msg!(
                "bitwa-scuttles",
                seat = seat.tag(),
                ship = s.label_msg()
            ))];
            check_end(game, &mut events);
            Ok(events)
        }
        Action::End => Ok(end_action(game, seat, rng)),
        _ => Err(illegal(msg!("bitwa-refuse-battle-on"))),
    }
}

// ----- salvos, damage and boarding --------------------------------------------------------

fn draw_combat(game: &mut Bitwa, rng: &mut GameRng) -> u8 {
    if game.combat_deck.is_empty() {
        game.combat_deck = std::mem::take(&mut game.combat_used);
        rng.shuffle(&mut game.combat_deck);
    }
    let card = game.combat_deck.pop().unwrap_or(0);
    game.combat_used.push(card);
    game.last_combat = Some(card);
    card
}

fn remove_ship(game: &mut Bitwa, id: u8) {
    let Some(i) = game.ships.iter().position(|s| s.id == id) else {
        return;
    };
    let ship = game.ships.remove(i);
    game.lost[usize::from(ship.fleet())] += 1;
    if ship.class == Class::Transport && game.lost_at[usize::from(ship.fleet())].is_none() {
        game.lost_at[usize::from(ship.fleet())] = Some(loss_action(game));
    }
    for f in &mut game.fights {
        f.ships.retain(|s| *s != id);
    }
    dissolve_fights(game);
}

/// The action a transport lost now counts as lost in: its last stand is the owner's
/// actions after it. A calm belongs to the action whose WIND card called it, but
/// comes after the action counter moved on; edition 2 counts a loss in a calm from
/// that action, so the last stand is the ten actions announced (edition 1 took the
/// counter as it stood, and the drawer's opponent fought on eleven).
fn loss_action(game: &Bitwa) -> u32 {
    if game.edition() >= 2 && game.calm_under_way() {
        game.actions.saturating_sub(1)
    } else {
        game.actions
    }
}

/// Fights with only one side left, or with a burning ship, are over.
fn dissolve_fights(game: &mut Bitwa) {
    let ships = game.ships.clone();
    let find = |id: u8| ships.iter().find(|s| s.id == id);
    game.fights.retain(|f| {
        let fleets: Vec<u8> = f
            .ships
            .iter()
            .filter_map(|id| find(*id))
            .map(Ship::fleet)
            .collect();
        let both = fleets.contains(&0) && fleets.contains(&1);
        let burning = f.ships.iter().filter_map(|id| find(*id)).any(Ship::burning);
        both && !burning
    });
}

fn salvo(
    game: &mut Bitwa,
    id: u8,
    side: Side,
    target: Field,
    rng: &mut GameRng,
    events: &mut Vec<Event>,
) {
    let Some(ship) = game.ship(id).cloned() else {
        return;
    };
    let Some(enemy) = game.ship_at(target).cloned() else {
        return;
    };
    let card = cards::combat(draw_combat(game, rng));
    let guns = ship.working_guns();
    let hit = match card.strength {
        None => false,
        Some(n) => guns > n,
    };
    game.trace(Trace::Shot {
        fleet: ship.fleet(),
        from: ship.field,
        at: target,
        hit,
    });
    let read = match card.strength {
        None => msg!("bitwa-read-t"),
        Some(n) if hit => msg!("bitwa-read-hit", n = n, guns = guns),
        Some(n) => msg!("bitwa-read-miss", n = n, guns = guns),
    };
    let head = msg!(
        "bitwa-salvo",
        ship = ship.label_start_msg(),
        side = side.msg(),
        target = enemy.label_msg(),
        read = read
    );
    if !hit {
        events.push(Event::public(msg!("bitwa-salvo-miss", head = head)));
        return;
    }
    let text = damage(game, enemy.id, card.damage);
    events.push(Event::public(msg!(
        "bitwa-salvo-hit",
        head = head,
        damage = text
    )));
}

/// Puts `new` damage on ship `id` (a counter is only replaced by a heavier one);
/// returns a sentence.
fn damage(game: &mut Bitwa, id: u8, new: Damage) -> Msg {
    let Some(ship) = game.ship(id).cloned() else {
        return Msg::raw("");
    };
    if new == Damage::Sunk {
        remove_ship(game, id);
        return msg!("bitwa-sinks", ship = ship.label_start_msg());
    }
    // Named as they are on this ship: a transport has no guns to lose.
    let (was, now) = (ship.damage_name(), new.name_for(ship.class));
    let now_msg = new.msg_for(ship.class);
    if ship.damage.is_some_and(|d| d >= new) {
        return match was {
            Some(was) if was == now => msg!("bitwa-damage-already", damage = now_msg),
            _ => msg!(
                "bitwa-damage-worse",
                was = ship.damage_msg().unwrap_or_else(|| Msg::raw("")),
                now = now_msg
            ),
        };
    }
    if let Some(s) = game.ship_mut(id) {
        s.damage = Some(new);
    }
    let mut text = if was == Some(now) {
        msg!("bitwa-damage-already", damage = now_msg)
    } else {
        msg!(
            "bitwa-damaged",
            ship = ship.label_start_msg(),
            damage = now_msg
        )
    };
    if new == Damage::Fire {
        if let Some(i) = game.fight_of(id) {
            let joined: Vec<u8> = game.fights[i].ships.clone();
            for other in joined.into_iter().filter(|o| *o != id) {
                if let Some(s) = game.ship_mut(other) {
                    s.damage = Some(Damage::Fire);
                    text = msg!("bitwa-fire-spreads", text = text, ship = s.label_msg());
                }
            }
        }
        dissolve_fights(game);
    }
    text
}

/// A ship that stopped beside one enemy boards it (or joins its fight).
fn board_on_arrival(
    game: &mut Bitwa,
    seat: Seat,
    id: u8,
    rng: &mut GameRng,
    events: &mut Vec<Event>,
) {
    let Some(ship) = game.ship(id).cloned() else {
        return;
    };
    let Some(enemy) = game
        .ships
        .iter()
        .find(|s| s.fleet() != seat.0 && s.field.touches(ship.field))
        .cloned()
    else {
        return;
    };
    let i = match game.fight_of(enemy.id) {
        Some(i) => {
            game.fights[i].ships.push(id);
            events.push(Event::public(msg!(
                "bitwa-joins-fight",
                ship = ship.label_start_msg(),
                enemy = enemy.label_msg()
            )));
            i
        }
        None => {
            game.fights.push(Fight {
                ships: vec![id, enemy.id],
                fought: false,
            });
            events.push(Event::public(msg!(
                "bitwa-boards",
                ship = ship.label_start_msg(),
                enemy = enemy.label_msg()
            )));
            game.fights.len() - 1
        }
    };
    fight(game, i, rng, events);
}

/// A side's strength in a fight: shields and working guns of its ships.
fn strength(game: &Bitwa, fight: &Fight, fleet: u8) -> u8 {
    fight
        .ships
        .iter()
        .filter_map(|id| game.ship(*id))
        .filter(|s| s.fleet() == fleet)
        .map(|s| s.class.shields() + s.working_guns())
        .sum()
}

/// Fights fight `i` once: a COMBAT card decides it, or it goes on.
fn fight(game: &mut Bitwa, i: usize, rng: &mut GameRng, events: &mut Vec<Event>) {
    let card = cards::combat(draw_combat(game, rng));
    let f = game.fights[i].clone();
    game.fights[i].fought = true;
    let mut red = strength(game, &f, 0);
    let mut green = strength(game, &f, 1);
    let names = |fleet: u8| {
        f.ships
            .iter()
            .filter_map(|id| game.ship(*id))
            .filter(|s| s.fleet() == fleet)
            .map(|s| {
                msg!(
                    "bitwa-class-field",
                    class = s.class.msg(),
                    field = s.field.to_string()
                )
            })
            .reduce(|a, b| msg!("bitwa-and", a = a, b = b))
            .unwrap_or_else(|| Msg::raw(""))
    };
    let (red_names, green_names) = (names(0), names(1));
    let bonus = match card.boarding {
        Boarding::Swords => {
            events.push(Event::public(msg!(
                "bitwa-fight-swords",
                red_names = red_names,
                green_names = green_names
            )));
            return;
        }
        Boarding::Even => msg!("bitwa-bonus-none"),
        Boarding::Bonus { colour, n } => {
            match colour {
                Colour::Red => red += n,
                Colour::Green => green += n,
            }
            msg!("bitwa-bonus", n = n, colour = colour.msg())
        }
    };
    let loser = if red > green { 1 } else { 0 };
    let taken = if loser == 0 {
        red_names.clone()
    } else {
        green_names.clone()
    };
    let head = msg!(
        "bitwa-fight",
        red_names = red_names,
        red = red,
        green_names = green_names,
        green = green,
        bonus = bonus
    );
    if red == green {
        events.push(Event::public(msg!("bitwa-fight-even", head = head)));
        return;
    }
    let winner = Colour::of_fleet(1 - loser).msg();
    events.push(Event::public(msg!(
        "bitwa-fight-won",
        head = head,
        winner = winner,
        taken = taken
    )));
    let losers: Vec<u8> = f
        .ships
        .iter()
        .copied()
        .filter(|id| game.ship(*id).is_some_and(|s| s.fleet() == loser))
        .collect();
    for id in losers {
        remove_ship(game, id);
    }
    dissolve_fights(game);
}

// ----- the end of an action, the wind and the calm ------------------------------------------

fn end_action(game: &mut Bitwa, seat: Seat, rng: &mut GameRng) -> Vec<Event> {
    let mut events = Vec::new();
    let calm = match &game.phase {
        Phase::Action { calm, .. } => calm.clone(),
        _ => None,
    };
    if let Some(calm) = calm {
        return end_calm_turn(game, seat, calm, rng);
    }
    // Fights not fought in this action go on, the acting player drawing.
    let mut i = 0;
    while i < game.fights.len() {
        if !game.fights[i].fought {
            let before = game.fights.len();
            fight(game, i, rng, &mut events);
            if game.fights.len() < before {
                continue;
            }
        }
        i += 1;
    }
    for f in &mut game.fights {
        f.fought = false;
    }
    // The picture shows the action just ended: none of it if it gave no orders.
    if game.trace_action != game.actions {
        game.trace.clear();
        game.trace_action = game.actions;
    }
    let fleet = seat.index();
    if game.lost_at[fleet].is_some_and(|at| at < game.actions) {
        game.last_stand[fleet] += 1;
    }
    game.actions += 1;
    check_end(game, &mut events);
    if game.result.is_some() {
        return events;
    }
    // The WIND card.
    if game.wind_deck.is_empty() {
        game.wind_deck = std::mem::take(&mut game.wind_used);
        rng.shuffle(&mut game.wind_deck);
    }
    let id = game.wind_deck.pop().unwrap_or(0);
    game.wind_used.push(id);
    game.last_wind = Some(id);
    let card = cards::wind(id);
    if card.is_flauta() {
        events.push(Event::public(msg!("bitwa-flauta", seat = seat.tag())));
        start_calm(game, seat, rng, &mut events);
        return events;
    }
    let wind = game.wind.unwrap_or(Dir::East).turned(i32::from(card.turn));
    game.wind = Some(wind);
    let how = match card.turn {
        1 => msg!("bitwa-wind-veers", dir = wind.msg(), arrow = wind.arrow()),
        -1 => msg!("bitwa-wind-backs", dir = wind.msg(), arrow = wind.arrow()),
        _ => msg!("bitwa-wind-holds", dir = wind.msg(), arrow = wind.arrow()),
    };
    events.push(Event::public(msg!("bitwa-wind-card", how = how)));
    begin_action(game, other(seat));
    events
}

fn begin_action(game: &mut Bitwa, seat: Seat) {
    game.phase = Phase::Action {
        seat,
        selected: None,
        ordered: Vec::new(),
        calm: None,
    };
}

/// Whether some ship could still fire at an enemy (within 3 fields, a clear line; it
/// may turn to bring a broadside round).
pub(super) fn engaged(game: &Bitwa) -> bool {
    game.ships.iter().any(|s| {
        !s.burning()
            && s.working_guns() > 0
            && game.fight_of(s.id).is_none()
            && game.ships.iter().any(|e| {
                e.fleet() != s.fleet()
                    && !burning_out(game, e)
                    && e.field.distance(s.field) <= 3
                    && clear(game, s.field, e.field)
            })
    })
}

fn burn_out(game: &mut Bitwa, events: &mut Vec<Event>) {
    let burning: Vec<Ship> = game.ships.iter().filter(|s| s.burning()).cloned().collect();
    for s in burning {
        remove_ship(game, s.id);
        events.push(Event::public(msg!(
            "bitwa-burns-out",
            ship = s.label_start_msg()
        )));
    }
}

fn start_calm(game: &mut Bitwa, drawer: Seat, rng: &mut GameRng, events: &mut Vec<Event>) {
    burn_out(game, events);
    // Undecided boardings are fought to the end.
    let mut rounds = 0;
    while !game.fights.is_empty() && rounds < 40 {
        fight(game, 0, rng, events);
        rounds += 1;
    }
    check_end(game, events);
    if game.result.is_some() {
        return;
    }
    if engaged(game) {
        events.push(Event::public(msg!("bitwa-calm-begins")));
        game.phase = Phase::Action {
            seat: other(drawer),
            selected: None,
            ordered: Vec::new(),
            calm: Some(Calm {
                drawer,
                turns: 0,
                quiet: 0,
                fired: false,
            }),
        };
    } else {
        finish_calm(game, drawer, rng, events);
    }
}

fn end_calm_turn(game: &mut Bitwa, seat: Seat, mut calm: Calm, rng: &mut GameRng) -> Vec<Event> {
    let mut events = Vec::new();
    calm.turns += 1;
    calm.quiet = if calm.fired { 0 } else { calm.quiet + 1 };
    calm.fired = false;
    if !engaged(game) || calm.quiet >= 2 || calm.turns >= CALM_TURNS {
        finish_calm(game, calm.drawer, rng, &mut events);
        return events;
    }
    game.phase = Phase::Action {
        seat: other(seat),
        selected: None,
        ordered: Vec::new(),
        calm: Some(calm),
    };
    events
}

fn finish_calm(game: &mut Bitwa, drawer: Seat, rng: &mut GameRng, events: &mut Vec<Event>) {
    burn_out(game, events);
    check_end(game, events);
    if game.result.is_some() {
        return;
    }
    let mut deck: Vec<u8> = (0..cards::WIND_CARDS).collect();
    rng.shuffle(&mut deck);
    // The top card's calm hexagon sets the wind; the T-FLAUTA has none, so it goes to
    // the bottom and the next card is read.
    if deck.last() == Some(&FLAUTA) {
        deck.pop();
        deck.insert(0, FLAUTA);
    }
    let top = deck.pop().unwrap_or(0);
    let dir = cards::wind(top).calm.unwrap_or(Dir::East);
    game.wind_deck = deck;
    game.wind_used = vec![top];
    game.last_wind = Some(top);
    game.wind = Some(dir);
    events.push(Event::public(msg!(
        "bitwa-calm-ends",
        seat = drawer.tag(),
        dir = dir.msg(),
        arrow = dir.arrow()
    )));
    begin_action(game, other(drawer));
}

/// Ends the battle when a transport made it home, or the last stand is decided, or
/// dusk falls.
pub(super) fn check_end(game: &mut Bitwa, events: &mut Vec<Event>) {
    if game.result.is_some() {
        return;
    }
    for fleet in 0..2u8 {
        if let Some(t) = game.transport(fleet) {
            if t.field == board::rose(usize::from(fleet)) {
                let seat = Seat(fleet);
                let text = home_msg(seat, t.field);
                finish(game, vec![seat], text, events);
                return;
            }
        }
    }
    // Edition 2: both transports out at once, nobody can bring one home, and every
    // way on ends in a draw (a last stand begun now finds the other transport out).
    if game.edition() >= 2 && (0..2u8).all(|fleet| transport_out(game, fleet)) {
        both_out(game, events);
        return;
    }
    for fleet in 0..2u8 {
        if game.lost_at[usize::from(fleet)].is_none() {
            continue;
        }
        let seat = Seat(fleet);
        let foe = 1 - fleet;
        if transport_out(game, foe) {
            both_out(game, events);
            return;
        }
        if game.last_stand[usize::from(fleet)] >= LAST_STAND {
            let text = stand_lost_msg(seat, Seat(foe));
            finish(game, vec![Seat(foe)], text, events);
            return;
        }
    }
    if game.config.limit > 0 && game.actions >= game.config.limit {
        let text = dusk_msg(game.actions);
        finish(game, Vec::new(), text, events);
    }
}

/// Whether fleet `fleet`'s transport is out of the race home: gone, or crippled
/// (masts down or worse, fire included; torn sails still sail).
pub(super) fn transport_out(game: &Bitwa, fleet: u8) -> bool {
    game.transport(fleet)
        .is_none_or(|t| t.damage.is_some_and(Damage::immobile))
}

fn both_out(game: &mut Bitwa, events: &mut Vec<Event>) {
    finish(game, Vec::new(), both_out_msg(), events);
}

fn home_msg(seat: Seat, field: Field) -> Msg {
    msg!(
        "bitwa-end-home",
        seat = seat.tag(),
        field = field.to_string()
    )
}

fn stand_lost_msg(seat: Seat, foe: Seat) -> Msg {
    msg!(
        "bitwa-end-stand-lost",
        seat = seat.tag(),
        actions = LAST_STAND,
        foe = foe.tag()
    )
}

fn dusk_msg(actions: u32) -> Msg {
    msg!(
        "bitwa-end-dusk",
        actions = actions,
        a = Seat(0).tag(),
        b = Seat(1).tag()
    )
}

fn both_out_msg() -> Msg {
    msg!("bitwa-end-both-out", a = Seat(0).tag(), b = Seat(1).tag())
}

/// The battle's end as a message, from the English sentence the state stores (the
/// stored text stays English, so snapshots are what they were): the message whose
/// English is that sentence, or the sentence itself.
pub(super) fn result_msg(game: &Bitwa, text: &str) -> Msg {
    let mut candidates = vec![dusk_msg(game.actions), both_out_msg()];
    for fleet in 0..2u8 {
        let seat = Seat(fleet);
        candidates.push(home_msg(seat, board::rose(usize::from(fleet))));
        candidates.push(stand_lost_msg(seat, Seat(1 - fleet)));
    }
    candidates
        .into_iter()
        .find(|m| m.english() == text)
        .unwrap_or_else(|| Msg::raw(text))
}

fn finish(game: &mut Bitwa, winners: Vec<Seat>, text: Msg, events: &mut Vec<Event>) {
    game.result = Some((winners, text.english()));
    events.push(Event::public(text));
    game.phase = Phase::Over;
}

/// How many more actions a fleet without its transport fights on (for labels).
#[allow(dead_code)]
pub(super) fn stand_left(game: &Bitwa, fleet: usize) -> Option<u8> {
    game.lost_at[fleet].map(|_| LAST_STAND.saturating_sub(game.last_stand[fleet]))
}

//! The rules: deployment, movement by the wind, salvos, boarding, the wind cards, the
//! calm and the end of the battle. Every refusal says why in a sentence.

use crate::game::{ActionError, Event, Seat};
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
    let colour = Colour::of_fleet(seat.0).name();
    let is_start = |f: &Field| starts.contains(f);
    match *action {
        Action::Transport { field } => {
            if !is_start(&field) {
                return Err(illegal(format!(
                    "{field} is not one of the {colour} fleet's starting fields."
                )));
            }
            if game.deploy[fleet].empty.contains(&field) {
                return Err(illegal(format!(
                    "{field} is to be left empty: fill it again first (`leave {field}`)."
                )));
            }
            game.deploy[fleet].transport = Some(field);
            Ok(vec![])
        }
        Action::Leave { field } => {
            if !is_start(&field) {
                return Err(illegal(format!(
                    "{field} is not one of the {colour} fleet's starting fields."
                )));
            }
            let plan = &mut game.deploy[fleet];
            if let Some(i) = plan.empty.iter().position(|f| *f == field) {
                plan.empty.remove(i);
                return Ok(vec![]);
            }
            if plan.transport == Some(field) {
                return Err(illegal(format!(
                    "The transport sets out from {field}: pick another field for it first."
                )));
            }
            if plan.empty.len() >= 2 {
                return Err(illegal(format!(
                    "Two fields are already left empty ({} and {}): fill one again first.",
                    plan.empty[0], plan.empty[1]
                )));
            }
            plan.empty.push(field);
            Ok(vec![])
        }
        Action::Face { field, dir } => {
            if !deployed(game, fleet).iter().any(|s| s.field == field) {
                return Err(illegal(format!(
                    "No {colour} ship sets out from {field}."
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
            let mut events = vec![Event::public(format!(
                "{} sets out the {colour} fleet: transport on {transport}.",
                seat.tag()
            ))];
            if fleet == 0 {
                game.phase = Phase::Deploy { seat: Seat(1) };
            } else {
                let chooser = other(game.first);
                events.push(Event::public(format!(
                    "The lot falls to {}: they set the first wind, and {} acts first.",
                    chooser.tag(),
                    game.first.tag()
                )));
                game.phase = Phase::ChooseWind { seat: chooser };
            }
            Ok(events)
        }
        _ => Err(illegal(
            "The fleets are still setting out: pick the transport's field (`transport B6`), the fields to leave empty (`leave A2`), facings (`face B6 ne`), then `ready`.",
        )),
    }
}

// ----- legality -----------------------------------------------------------------------

/// Why `id` (of `seat`) cannot take an order now, if it cannot.
fn can_order(game: &Bitwa, seat: Seat, field: Field) -> Result<&Ship, ActionError> {
    let Some(ship) = game.ship_at(field) else {
        return Err(illegal(format!("There is no ship on {field}.")));
    };
    if ship.fleet() != seat.0 {
        return Err(illegal(format!(
            "The {} belongs to your opponent: you order only your own fleet.",
            ship.label()
        )));
    }
    if ship.burning() {
        return Err(illegal(format!(
            "The {} is on fire: a burning ship takes no part in actions.",
            ship.label()
        )));
    }
    if game.fight_of(ship.id).is_some() {
        return Err(illegal(format!(
            "The {} is locked in a boarding fight: it can neither sail nor fire until the fight is decided.",
            ship.label()
        )));
    }
    if game.ordered(ship.id) {
        return Err(illegal(format!(
            "The {} has had its order this action.",
            ship.label()
        )));
    }
    Ok(ship)
}

/// Fields sailable: sea, on the board, nobody there.
fn open(game: &Bitwa, field: Field) -> Result<(), String> {
    match board::terrain(field) {
        Terrain::Shore => return Err(format!("{field} is shore")),
        Terrain::Island => return Err(format!("{field} is an island")),
        Terrain::Sea => {}
    }
    if let Some(s) = game.ship_at(field) {
        return Err(format!("the {} is on {field}", s.label()));
    }
    Ok(())
}

/// Edition 2: why turning `ship` would change nothing, if it would. A turn sets a
/// course or brings guns to bear; a ship without working guns (the transport) that
/// cannot sail, in a calm or with its masts down, does neither, and so takes no turn
/// (the calm's turns are for its duels, the book's "until all the duels are decided").
fn idle_turn(game: &Bitwa, ship: &Ship) -> Option<String> {
    if game.edition() < 2 || ship.working_guns() > 0 {
        return None;
    }
    let guns = if ship.class.guns() == 0 {
        "carries no guns"
    } else {
        "has no working guns"
    };
    if game.in_calm() {
        return Some(format!(
            "In the calm only ships that can fire take part: the {} {guns} to bring to bear.",
            ship.label()
        ));
    }
    if ship.damage.is_some_and(Damage::immobile) {
        return Some(format!(
            "The {}'s masts are down and it {guns}: turning it changes nothing.",
            ship.label()
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
        return Err(illegal(
            "Give the ship a turn or a move (or leave it without an order).",
        ));
    }
    if turn.abs() > 3 || steps > 3 {
        return Err(illegal(
            "A movement is at most three steps: a move of 1–3 fields, a turn of up to 180°, a 60° turn and 1–2 fields, or a 120° turn and 1 field.",
        ));
    }
    let heading = ship.facing.turned(i32::from(turn));
    if moves == 0 {
        if let Some(why) = idle_turn(game, ship) {
            return Err(illegal(why));
        }
        return Ok((ship.field, heading));
    }
    if game.in_calm() {
        return Err(illegal(
            "It's a calm (T-FLAUTA): no wind, no sailing; ships may only turn and fire.",
        ));
    }
    let wind = game.wind.unwrap_or(Dir::East);
    match ship.damage {
        Some(d) if d.immobile() => {
            return Err(illegal(format!(
                "The {}'s masts are down: it may turn and fire, not sail.",
                ship.label()
            )))
        }
        Some(Damage::Sails) if heading != wind || moves > 1 => {
            return Err(illegal(format!(
                "The {}'s sails are torn: it sails only straight with the wind ({}), one field an action.",
                ship.label(),
                wind.name()
            )));
        }
        _ => {}
    }
    let max = reach(heading, wind);
    if max == 0 {
        return Err(illegal(format!(
            "Heading {} is straight into the wind (it blows {}): no ship sails that way.",
            heading.name(),
            wind.name()
        )));
    }
    if moves > max {
        let how = match max {
            3 => "with the wind",
            2 => "across the wind, with it",
            _ => "across the wind, into it",
        };
        return Err(illegal(format!(
            "Heading {} is {how}: at most {max} field{} (the wind blows {}).",
            heading.name(),
            if max == 1 { "" } else { "s" },
            wind.name()
        )));
    }
    let mut at = ship.field;
    for _ in 0..moves {
        let Some(next) = at.step(heading) else {
            return Err(illegal(format!(
                "Heading {} from {at} leaves the board.",
                heading.name()
            )));
        };
        if let Err(why) = open(game, next) {
            return Err(illegal(format!(
                "The {} can't sail onto or through {next}: {why}.",
                ship.label()
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
        return Err(illegal(format!(
            "Ships of one fleet never touch: {at} is beside your {} {}.",
            own.class.name(),
            own.field
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
                return Err(illegal(format!(
                    "The {} is on fire: nobody boards a burning ship.",
                    one.label()
                )));
            }
            if let Some(i) = game.fight_of(one.id) {
                if game.fights[i].ships.len() >= 3 {
                    return Err(illegal(format!(
                        "The {} is already in a fight of three ships: no more may join.",
                        one.label()
                    )));
                }
            }
        }
        [a, b, ..] => {
            return Err(illegal(format!(
                "Stopping on {at} would board two ships at once ({} and {}): board one at a time.",
                a.field, b.field
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
        return Err(illegal("The transport carries no guns."));
    }
    if ship.working_guns() == 0 {
        return Err(illegal(format!(
            "The {} has no working guns left.",
            ship.label()
        )));
    }
    if port.is_none() && starboard.is_none() {
        return Err(illegal(
            "Name a target for the port or the starboard broadside.",
        ));
    }
    for (side, target) in [(Side::Port, port), (Side::Starboard, starboard)] {
        let Some(t) = target else { continue };
        match game.ship_at(t) {
            None => return Err(illegal(format!("There is no ship on {t} to fire at."))),
            Some(s) if s.fleet() == seat.0 => {
                return Err(illegal(format!("The {} is one of yours.", s.label())))
            }
            Some(s) if burning_out(game, s) => {
                return Err(illegal(format!(
                    "The {} is on fire: in the calm it is left to burn out, no target.",
                    s.label()
                )))
            }
            Some(_) => {}
        }
        if !arc(ship.field, ship.facing, side).contains(&t) {
            return Err(illegal(format!(
                "{t} is outside the {} {} broadside's arc (60° off its {} side, 3 fields).",
                ship.label(),
                side.name(),
                side.name()
            )));
        }
        if !clear(game, ship.field, t) {
            return Err(illegal(format!(
                "The line of fire from {} to {t} is blocked by an island, the shore or a ship.",
                ship.field
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
        return Err(illegal(format!(
            "The {} is undamaged: only a damaged ship may be scuttled.",
            ship.label()
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
                Ok(vec![Event::public(format!(
                    "{} sets the first wind: it blows {} {}. {} acts first.",
                    seat.tag(),
                    dir.name(),
                    dir.arrow(),
                    game.first.tag()
                ))])
            }
            Action::Wind { .. } => Err(illegal(
                "The first wind blows south-east or south-west (`wind se`, `wind sw`).",
            )),
            _ => Err(illegal(
                "First the wind: `wind se` (south-east) or `wind sw` (south-west).",
            )),
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
                return Err(illegal(format!(
                    "The {} is already selected: pick its order.",
                    s.label()
                )));
            }
            if orders(game, seat, ship).is_empty() {
                return Err(illegal(format!(
                    "The {} has no order it could take now.",
                    game.ship_at(ship).map(Ship::label).unwrap_or_default()
                )));
            }
            set_selected(game, Some(id));
            Ok(vec![])
        }
        Action::Cancel => {
            if game.selected().is_none() {
                return Err(illegal("No ship is selected."));
            }
            set_selected(game, None);
            Ok(vec![])
        }
        Action::Sail { ship, turn, moves } => {
            let (to, heading) = sail_check(game, seat, ship, turn, moves)?;
            let mut events = Vec::new();
            let (id, label) = {
                let s = game.ship_at(ship).expect("checked");
                (s.id, s.label())
            };
            let s = game.ship_mut(id).expect("checked");
            s.field = to;
            s.facing = heading;
            mark_ordered(game, id);
            let what = super::notation::sail_words(turn, moves, to);
            events.push(Event::public(format!("The {label}: {what}.")));
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
            let mut events = vec![Event::public(format!(
                "{} scuttles the {}.",
                seat.tag(),
                s.label()
            ))];
            check_end(game, &mut events);
            Ok(events)
        }
        Action::End => Ok(end_action(game, seat, rng)),
        _ => Err(illegal(
            "The battle is on: order your ships (`F7 r1 m2`, `F7 fire port H6`) or end the action (`end`).",
        )),
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
        None => "T — a miss whatever the guns".to_string(),
        Some(n) if hit && guns == 1 => format!("{n}: 1 gun beats it"),
        Some(n) if hit => format!("{n}: {guns} guns beat it"),
        Some(n) if guns == 1 => format!("{n}: 1 gun is not enough"),
        Some(n) => format!("{n}: {guns} guns are not enough"),
    };
    let head = format!(
        "The {} fires its {} broadside at the {} (card {read})",
        ship.label(),
        side.name(),
        enemy.label()
    );
    if !hit {
        events.push(Event::public(format!("{head}: miss.")));
        return;
    }
    let text = damage(game, enemy.id, card.damage);
    events.push(Event::public(format!("{head}: hit! {text}")));
}

/// Puts `new` damage on ship `id` (a counter is only replaced by a heavier one);
/// returns a sentence.
fn damage(game: &mut Bitwa, id: u8, new: Damage) -> String {
    let Some(ship) = game.ship(id).cloned() else {
        return String::new();
    };
    if new == Damage::Sunk {
        remove_ship(game, id);
        return format!("The {} sinks.", ship.label());
    }
    // Named as they are on this ship: a transport has no guns to lose.
    let (was, now) = (ship.damage_name(), new.name_for(ship.class));
    if ship.damage.is_some_and(|d| d >= new) {
        return match was {
            Some(was) if was == now => format!("It is already {was}; the damage adds nothing."),
            was => format!(
                "It is already worse off ({}); the damage ({now}) adds nothing.",
                was.unwrap_or_default()
            ),
        };
    }
    if let Some(s) = game.ship_mut(id) {
        s.damage = Some(new);
    }
    let mut text = if was == Some(now) {
        format!("It is already {now}; the damage adds nothing.")
    } else {
        format!("The {} is {now}.", ship.label())
    };
    if new == Damage::Fire {
        if let Some(i) = game.fight_of(id) {
            let joined: Vec<u8> = game.fights[i].ships.clone();
            for other in joined.into_iter().filter(|o| *o != id) {
                if let Some(s) = game.ship_mut(other) {
                    s.damage = Some(Damage::Fire);
                    text.push_str(&format!(" The fire spreads to the {}.", s.label()));
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
            events.push(Event::public(format!(
                "The {} joins the boarding fight at the {}!",
                ship.label(),
                enemy.label()
            )));
            i
        }
        None => {
            game.fights.push(Fight {
                ships: vec![id, enemy.id],
                fought: false,
            });
            events.push(Event::public(format!(
                "The {} boards the {}!",
                ship.label(),
                enemy.label()
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
            .map(|s| format!("{} {}", s.class.name(), s.field))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let (red_names, green_names) = (names(0), names(1));
    let bonus = match card.boarding {
        Boarding::Swords => {
            events.push(Event::public(format!(
                "Boarding fight, red {red_names} against green {green_names}: crossed swords — undecided, the fight goes on."
            )));
            return;
        }
        Boarding::Even => "no bonus".to_string(),
        Boarding::Bonus { colour, n } => {
            match colour {
                Colour::Red => red += n,
                Colour::Green => green += n,
            }
            format!("+{n} for {}", colour.name())
        }
    };
    let head = format!(
        "Boarding fight, red {red_names} ({red}) against green {green_names} ({green}), card {bonus}"
    );
    if red == green {
        events.push(Event::public(format!("{head}: even — the fight goes on.")));
        return;
    }
    let loser = if red > green { 1 } else { 0 };
    let winner = Colour::of_fleet(1 - loser).name();
    events.push(Event::public(format!(
        "{head}: {winner} wins and takes {}.",
        if loser == 0 { &red_names } else { &green_names }
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
        events.push(Event::public(format!(
            "{} draws the T-FLAUTA card: the wind drops. Calm!",
            seat.tag()
        )));
        start_calm(game, seat, rng, &mut events);
        return events;
    }
    let wind = game.wind.unwrap_or(Dir::East).turned(i32::from(card.turn));
    game.wind = Some(wind);
    let how = match card.turn {
        1 => format!(
            "the wind veers clockwise: it now blows {} {}",
            wind.name(),
            wind.arrow()
        ),
        -1 => format!(
            "the wind backs anticlockwise: it now blows {} {}",
            wind.name(),
            wind.arrow()
        ),
        _ => format!("the wind holds {} {}", wind.name(), wind.arrow()),
    };
    events.push(Event::public(format!("WIND card: {how}.")));
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
        events.push(Event::public(format!(
            "The {} burns to the waterline.",
            s.label()
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
        events.push(Event::public(
            "In the calm the ships turn and fire, each player in turn, until no ship has an enemy in range."
                .to_string(),
        ));
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
    events.push(Event::public(format!(
        "The calm ends. {} reshuffles the WIND cards; the new wind blows {} {}.",
        drawer.tag(),
        dir.name(),
        dir.arrow()
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
                let text = format!(
                    "{}'s transport reaches the Wind Rose at {}: {} wins the battle!",
                    seat.tag(),
                    t.field,
                    seat.tag()
                );
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
            let text = format!(
                "{} fought on {LAST_STAND} actions without their transport and could not stop {}'s: {} wins.",
                seat.tag(),
                Seat(foe).tag(),
                Seat(foe).tag()
            );
            finish(game, vec![Seat(foe)], text, events);
            return;
        }
    }
    if game.config.limit > 0 && game.actions >= game.config.limit {
        let text = format!(
            "Dusk after {} actions: the fleets part, and the battle between {} and {} is a draw.",
            game.actions,
            Seat(0).tag(),
            Seat(1).tag()
        );
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
    let text = format!(
        "Both transports are lost or crippled: the battle between {} and {} is a draw.",
        Seat(0).tag(),
        Seat(1).tag()
    );
    finish(game, Vec::new(), text, events);
}

fn finish(game: &mut Bitwa, winners: Vec<Seat>, text: String, events: &mut Vec<Event>) {
    events.push(Event::public(text.clone()));
    game.result = Some((winners, text));
    game.phase = Phase::Over;
}

/// How many more actions a fleet without its transport fights on (for labels).
#[allow(dead_code)]
pub(super) fn stand_left(game: &Bitwa, fleet: usize) -> Option<u8> {
    game.lost_at[fleet].map(|_| LAST_STAND.saturating_sub(game.last_stand[fleet]))
}

//! Zephyr's ships: a panel per ship (captain, ship, scrap, hull tiles, where it is,
//! crew, ready powers, tags), a captain's own ship first and full width, the others
//! as panels, rows or left out as the detail level says.

use crate::kit::seats::Names;
use windward_engine::games::zephyr::{ShipView, ZephyrView};
use windward_engine::Seat;

use crate::kit::badge::badge_width;
use crate::kit::seats::{seat_mark, seat_name};
use crate::kit::text::{measure, wrap};
use crate::kit::theme::{
    BODY_BOLD, BODY_MUTED, GAP, MARGIN, RADIUS, SMALL, SMALL_BOLD, SMALL_MUTED,
};
use crate::kit::{palette, Align, Canvas, Rect};

use super::{capitalise, fits, line, pill, Fit, Others, ARMOR, COLUMN, INNER, P, STRUCTURE};

const TILE: f32 = 34.0;
const TILE_GAP: f32 = 6.0;
const SHIP_TOP: f32 = 40.0;
const SHIP_NAME: f32 = 36.0;
const SHIP_HULL: f32 = 46.0;
const SHIP_LINE: f32 = 31.0;
const ROW_H: f32 = 52.0;

fn powers_ready(ship: &ShipView) -> usize {
    let crew: usize = ship
        .crew
        .iter()
        .map(|c| c.powers.iter().filter(|p| p.ready).count())
        .sum();
    crew + usize::from(ship.ability.as_ref().is_some_and(|a| a.ready))
}

fn crew_text(ship: &ShipView) -> String {
    let crew = ship.crew.len();
    let ready = powers_ready(ship);
    format!(
        "{crew} crew · {ready} power{} ready",
        if ready == 1 { "" } else { "s" }
    )
}

/// Width of the hull row at tile size `tile`.
fn hull_width(n: usize, tile: f32) -> f32 {
    if n == 0 {
        0.0
    } else {
        n as f32 * (tile + TILE_GAP) - TILE_GAP
    }
}

/// The tile size that fits `n` tiles in `w` (never under 26 px, room for a letter).
fn tile_size(n: usize, w: f32, most: f32) -> f32 {
    if n == 0 {
        return most;
    }
    ((w + TILE_GAP) / n as f32 - TILE_GAP).clamp(26.0, most)
}

/// Hull tiles top first, from `x`, centred on `cy`.
/// The hull tiles that fit in `w` from `x`, and "+N" for those that don't.
fn hull_strip(c: &mut Canvas, hull: &[(String, bool)], x: f32, cy: f32, tile: f32, w: f32) {
    let fits = |w: f32| ((w + TILE_GAP) / (tile + TILE_GAP)).floor().max(0.0) as usize;
    if hull.len() <= fits(w) {
        hull_tiles(c, hull, x, cy, tile);
        return;
    }
    let more_w = measure(&format!("+{}", hull.len()), &SMALL_BOLD);
    let shown = fits(w - more_w - TILE_GAP).min(hull.len());
    hull_tiles(c, &hull[..shown], x, cy, tile);
    let more = format!("+{}", hull.len() - shown);
    c.draw_text(
        &more,
        &SMALL_BOLD,
        x + shown as f32 * (tile + TILE_GAP),
        SMALL_BOLD.centered_baseline(cy),
        Align::Left,
    );
}

pub(super) fn hull_tiles(c: &mut Canvas, hull: &[(String, bool)], x: f32, cy: f32, tile: f32) {
    for (i, (kind, damaged)) in hull.iter().enumerate() {
        let r = Rect::new(
            x + i as f32 * (tile + TILE_GAP),
            cy - tile / 2.0,
            tile,
            tile,
        );
        let (color, letter) = if kind == "armor" {
            (ARMOR, "A")
        } else {
            (STRUCTURE, "S")
        };
        if *damaged {
            c.fill_round_rect(r, 6.0, palette::BACKGROUND);
            c.stroke_round_rect(r.inset(1.5), 5.0, 2.5, color.mix(palette::PANEL, 0.55));
            let t = SMALL_BOLD.with_color(palette::TEXT_FAINT);
            c.draw_text(
                letter,
                &t,
                r.center_x(),
                t.centered_baseline(r.center_y()),
                Align::Center,
            );
            c.draw_x(
                r.center_x(),
                r.center_y(),
                tile * 1.1,
                4.0,
                palette::FAILURE,
            );
        } else {
            c.fill_round_rect(r, 6.0, color);
            let t = SMALL_BOLD.with_color(color.text_on());
            c.draw_text(
                letter,
                &t,
                r.center_x(),
                t.centered_baseline(r.center_y()),
                Align::Center,
            );
        }
    }
}

/// "Played: Cannon Blast, Deflection" under a ship, when it has put cards down.
fn played_text(ship: &ShipView) -> Option<String> {
    if ship.played.is_empty() {
        return None;
    }
    let cards = counted(ship.played.iter().map(|c| c.name.as_str()));
    Some(format!("Played: {cards}"))
}

/// Whether the crew line fits beside the hull tiles in a panel `w` wide.
fn crew_beside_hull(ship: &ShipView, w: f32) -> bool {
    let inner = w - 2.0 * P;
    let tile = tile_size(ship.hull.len(), inner * 0.62, TILE);
    hull_width(ship.hull.len(), tile) + 20.0 + measure(&crew_text(ship), &SMALL) <= inner
}

/// Names in order of first appearance, repeats counted: "Cannon ×2, Lamp".
fn counted<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let mut seen: Vec<(&str, usize)> = Vec::new();
    for name in names {
        match seen.iter_mut().find(|(n, _)| *n == name) {
            Some((_, k)) => *k += 1,
            None => seen.push((name, 1)),
        }
    }
    seen.iter()
        .map(|(n, k)| match k {
            1 => n.to_string(),
            k => format!("{n} ×{k}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A captain's own ship, in their view: the powers ready to use, and the systems.
fn own_lines(ship: &ShipView) -> [String; 2] {
    let ship_power = ship
        .ability
        .as_ref()
        .filter(|a| a.ready)
        .map(|a| format!("{} (ship)", a.name));
    let crew = ship
        .crew
        .iter()
        .flat_map(|c| c.powers.iter().filter(|p| p.ready).map(|p| p.name.as_str()));
    let ready = counted(ship_power.as_deref().into_iter().chain(crew));
    let powers = if ready.is_empty() {
        "No power ready".to_string()
    } else {
        format!("Ready: {ready}")
    };
    let mut systems = if ship.systems.is_empty() {
        "No systems".to_string()
    } else {
        format!(
            "Systems: {}",
            counted(ship.systems.iter().map(String::as_str))
        )
    };
    if !ship.free_slots.is_empty() {
        let free = counted(ship.free_slots.iter().map(String::as_str));
        systems.push_str(&format!(" · free slots: {free}"));
    }
    if !ship.cargo.is_empty() {
        let cargo = counted(ship.cargo.iter().map(String::as_str));
        systems.push_str(&format!(" · cargo: {cargo}"));
    }
    [powers, systems]
}

/// Rows a captain's own ready powers and systems take, wrapped (names are never cut).
fn own_rows(ship: &ShipView, w: f32) -> usize {
    own_lines(ship)
        .iter()
        .map(|t| wrap(t, &SMALL, w - 2.0 * P).len().max(1))
        .sum()
}

fn ship_height(ship: &ShipView, w: f32, mine: bool, level: Fit) -> f32 {
    let mut h = P + SHIP_TOP + SHIP_NAME + SHIP_HULL + SHIP_LINE + 12.0;
    if mine && level.own_details() && ship.ship.is_some() {
        h += own_rows(ship, w) as f32 * SHIP_LINE;
    }
    if !crew_beside_hull(ship, w) {
        h += SHIP_LINE;
    }
    if let Some(played) = played_text(ship).filter(|_| level.played()) {
        h += wrap(&played, &SMALL, w - 2.0 * P).len().max(1) as f32 * SHIP_LINE;
    }
    h
}

/// The width [`ship_tags`] takes.
fn tags_width(ship: &ShipView) -> f32 {
    let st = pill(palette::FAILURE, 34.0);
    let mut w = 0.0;
    if ship.wrecked {
        w += badge_width("WRECKED", &st) + 10.0;
    }
    if ship.waited {
        w += badge_width("TO PLAY", &st) + 10.0;
    }
    w
}

/// The tags at the right of a ship's top row; returns their left edge.
fn ship_tags(c: &mut Canvas, ship: &ShipView, right: f32, cy: f32) -> f32 {
    let mut x = right;
    if ship.wrecked {
        let st = pill(palette::FAILURE, 34.0);
        x = c.draw_badge_at("WRECKED", &st, x, cy, Align::Right).x - 10.0;
    }
    if ship.waited {
        let st = pill(palette::HIGHLIGHT, 34.0);
        x = c.draw_badge_at("TO PLAY", &st, x, cy, Align::Right).x - 10.0;
    }
    x
}

fn ship_panel(c: &mut Canvas, ship: &ShipView, names: &Names, mine: bool, level: Fit, r: Rect) {
    c.draw_panel(r, palette::PANEL);
    if mine {
        c.highlight_rect(r, RADIUS, 3.0, palette::HIGHLIGHT);
    } else if ship.waited {
        c.stroke_round_rect(r.inset(1.5), RADIUS - 1.5, 3.0, palette::HIGHLIGHT);
    }
    let inner = r.inset_xy(P, 0.0);
    let mark = if ship.wrecked {
        seat_mark(ship.seat).greyed()
    } else {
        seat_mark(ship.seat)
    };
    // Captain and tags.
    let mut y = r.y + P;
    let cy = y + SHIP_TOP / 2.0;
    c.draw_mark(mark, inner.x + 14.0, cy, 14.0);
    let who = seat_name(names, ship.seat);
    // The tags give way to the captain's name (the frame and the grey mark still say it).
    let tags = if fits(&who, &BODY_BOLD, inner.w - 44.0 - tags_width(ship)) {
        ship_tags(c, ship, inner.right(), cy)
    } else {
        inner.right()
    };
    line(
        c,
        &who,
        &BODY_BOLD,
        inner.x + 38.0,
        cy,
        tags - inner.x - 44.0,
    );
    y += SHIP_TOP;
    // Ship and scrap.
    let cy = y + SHIP_NAME / 2.0;
    let scrap = format!("{} scrap", ship.scrap);
    let sw = c.draw_text(
        &scrap,
        &BODY_BOLD,
        inner.right(),
        BODY_BOLD.centered_baseline(cy),
        Align::Right,
    );
    let name_w = inner.w - sw - 16.0;
    match &ship.ship {
        Some(name) => line(c, name, &BODY_MUTED, inner.x, cy, name_w),
        None => line(
            c,
            "choosing a ship",
            &BODY_MUTED.with_color(palette::TEXT_FAINT),
            inner.x,
            cy,
            name_w,
        ),
    };
    y += SHIP_NAME;
    // Hull, top first, and crew.
    let cy = y + SHIP_HULL / 2.0;
    let beside = crew_beside_hull(ship, r.w);
    let tile_room = if beside { inner.w * 0.62 } else { inner.w };
    let tile = tile_size(ship.hull.len(), tile_room, TILE);
    if ship.hull.is_empty() {
        line(c, "no hull", &SMALL_MUTED, inner.x, cy, inner.w);
    }
    hull_strip(c, &ship.hull, inner.x, cy, tile, tile_room);
    let crew = crew_text(ship);
    y += SHIP_HULL;
    if beside {
        c.draw_text(
            &crew,
            &SMALL,
            inner.right(),
            SMALL.centered_baseline(cy),
            Align::Right,
        );
    } else {
        line(c, &crew, &SMALL, inner.x, y + SHIP_LINE / 2.0, inner.w);
        y += SHIP_LINE;
    }
    // Where it is, and today's exploration card (and a captain's own piles).
    let mut at = capitalise(&ship.at);
    if let Some(drawn) = &ship.drawn {
        if !at.is_empty() {
            at.push_str(" · ");
        }
        at.push_str(&format!("drew {drawn}"));
    }
    let cy = y + SHIP_LINE / 2.0;
    let mut at_w = inner.w;
    if mine {
        let piles = format!("deck {} · discard {}", ship.deck, ship.discard);
        at_w -= c.draw_text(
            &piles,
            &SMALL_MUTED,
            inner.right(),
            SMALL_MUTED.centered_baseline(cy),
            Align::Right,
        ) + 20.0;
    }
    if !fits(&at, &SMALL_MUTED, at_w) {
        at = capitalise(&ship.at);
    }
    line(c, &at, &SMALL_MUTED, inner.x, cy, at_w);
    y += SHIP_LINE;
    if mine && level.own_details() && ship.ship.is_some() {
        for text in own_lines(ship) {
            for row in wrap(&text, &SMALL, inner.w) {
                line(c, &row, &SMALL, inner.x, y + SHIP_LINE / 2.0, inner.w);
                y += SHIP_LINE;
            }
        }
    }
    if level.played() {
        if let Some(played) = played_text(ship) {
            for row in wrap(&played, &SMALL, inner.w) {
                line(c, &row, &SMALL, inner.x, y + SHIP_LINE / 2.0, inner.w);
                y += SHIP_LINE;
            }
        }
    }
}

/// Another ship in one line: mark, name, hull, tags.
fn ship_row(c: &mut Canvas, ship: &ShipView, names: &Names, r: Rect) {
    c.draw_panel(r, palette::PANEL);
    let inner = r.inset_xy(P, 0.0);
    let cy = r.center_y();
    let mark = if ship.wrecked {
        seat_mark(ship.seat).greyed()
    } else {
        seat_mark(ship.seat)
    };
    c.draw_mark(mark, inner.x + 12.0, cy, 12.0);
    // The tags give way to the captain's name (the grey mark still says "wrecked").
    let who_w = measure(&seat_name(names, ship.seat), &BODY_BOLD) + 12.0;
    let tile = 26.0;
    let tags = if inner.w - 34.0 - tags_width(ship) - 2.0 * tile - 6.0 >= who_w {
        ship_tags(c, ship, inner.right(), cy)
    } else {
        inner.right()
    };
    let room = tags - inner.x - 34.0;
    // The hull gives way to the captain's name (the tiles left out are counted).
    let hull_w = hull_width(ship.hull.len(), tile)
        .min(room * 0.55)
        .min(room - who_w)
        .max(2.0 * tile);
    let hull_x = tags - hull_w - 6.0;
    hull_strip(c, &ship.hull, hull_x, cy, tile, hull_w);
    let who = seat_name(names, ship.seat);
    line(
        c,
        &who,
        &BODY_BOLD,
        inner.x + 32.0,
        cy,
        hull_x - inner.x - 44.0,
    );
}

/// Every ship, two to a row (one full-width panel for a lone ship). A captain's own
/// ship comes first; the others may be rows or left out (`level`). Returns the y below.
pub(super) fn ships(
    view: &ZephyrView,
    names: &Names,
    me: Option<Seat>,
    level: Fit,
    mut y: f32,
    mut c: Option<&mut Canvas>,
) -> f32 {
    let mut order: Vec<&ShipView> = view.ships.iter().collect();
    order.sort_by_key(|s| Some(s.seat) != me);
    let others = match (me, level.0) {
        (Some(_), _) => level.others(),
        // The busiest public moments show every ship as a row.
        (None, 9..) => Others::Rows,
        (None, _) => Others::Panels,
    };
    let (panels, rows): (Vec<&ShipView>, Vec<&ShipView>) = match others {
        Others::Panels => (order, Vec::new()),
        Others::Rows => {
            let (mine, rest) = order.split_at(usize::from(me.is_some()).min(order.len()));
            (mine.to_vec(), rest.to_vec())
        }
        // The busiest moment of all: a captain's own ship as a row too.
        Others::Hidden if level.0 >= Fit::OWN_ROW => {
            (Vec::new(), order.into_iter().take(1).collect())
        }
        Others::Hidden => (order.into_iter().take(1).collect(), Vec::new()),
    };
    // A captain's own ship takes a full row; the rest go two by two.
    let mut k = 0;
    while k < panels.len() {
        let alone = panels.len() == 1 || (me.is_some() && k == 0 && Some(panels[0].seat) == me);
        let per_row = if alone { 1 } else { 2 };
        let row = &panels[k..(k + per_row).min(panels.len())];
        let w = if per_row == 1 { INNER } else { COLUMN };
        let h = row
            .iter()
            .map(|s| ship_height(s, w, Some(s.seat) == me, level))
            .fold(0.0, f32::max);
        if let Some(c) = c.as_deref_mut() {
            for (i, ship) in row.iter().enumerate() {
                let r = Rect::new(MARGIN + i as f32 * (COLUMN + GAP), y, w, h);
                ship_panel(c, ship, names, Some(ship.seat) == me, level, r);
            }
        }
        y += h + GAP;
        k += per_row;
    }
    for pair in rows.chunks(2) {
        if let Some(c) = c.as_deref_mut() {
            for (i, ship) in pair.iter().enumerate() {
                let w = if rows.len() == 1 { INNER } else { COLUMN };
                let r = Rect::new(MARGIN + i as f32 * (COLUMN + GAP), y, w, ROW_H);
                ship_row(c, ship, names, r);
            }
        }
        y += ROW_H + 12.0;
    }
    if !rows.is_empty() {
        y += GAP - 12.0;
    }
    y
}

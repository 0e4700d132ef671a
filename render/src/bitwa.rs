//! Bitwa na Morzu Wiatrów: the hex sea with its coordinates (every empty field names
//! itself; letters along the top and bottom, numbers down the sides), shore, islands,
//! starting fields and the two Wind Roses; every ship as a hull pointing its bow, its
//! broadsides marked, its working guns in a fleet badge (red: circle, green: square)
//! and its damage; boarding fights joined by a line; the last action's sailing and
//! salvos. Above: whose action and the wind; below: the fleets and the last cards.
//! Drawn 900 px wide so it reads on a phone (no text under 24 px, gun counts at 30).

use crate::kit::seats::Names;
use std::f32::consts::PI;

use windward_engine::games::bitwa::{
    rose, start_fields, terrain, BitwaView, Boarding, Class, CombatCard, Damage, Dir, Field,
    PhaseView, Ship, Terrain, Trace, WindCard, COLS, ROWS,
};
use windward_engine::i18n::Msg;
use windward_engine::{msg, Seat};

use crate::kit::badge::BadgeStyle;
use crate::kit::hex::{self, Hex, HexLayout, HexOrientation};
use crate::kit::legend::{legend_height, LegendItem, Swatch};
use crate::kit::seats::seat_name;
use crate::kit::text::{measure, truncate, wrap};
use crate::kit::theme::{
    BODY, BODY_BOLD, GAP, HEADING, MARGIN, PAD, SMALL, SMALL_BOLD, SMALL_MUTED,
};
use crate::kit::{palette, Align, Canvas, Color, Mark, Rect, Shape};
use crate::Board;

const SEA: Color = Color::hex(0x1D3B53);
const SHORE: Color = Color::hex(0x8C7A55);
const ISLAND: Color = Color::hex(0x4F6B3A);
const RED: Color = palette::VERMILLION;
const GREEN: Color = palette::BLUISH_GREEN;
/// The picture's width: drawn 900 px wide, a phone shows it at about 400 px.
const WIDTH: f32 = 900.0;
const HEADER_H: f32 = 100.0;
/// Room for the column letters and row numbers around the sea.
const LABEL: f32 = 34.0;
/// The sea reaches nearer the picture's edges than the panels, for bigger fields.
const SEA_MARGIN: f32 = 10.0;

fn fleet_colour(fleet: u8) -> Color {
    if fleet == 0 {
        RED
    } else {
        GREEN
    }
}

fn fleet_mark(fleet: u8) -> Mark {
    Mark {
        color: fleet_colour(fleet),
        shape: if fleet == 0 {
            Shape::Circle
        } else {
            Shape::Square
        },
    }
}

impl Board for BitwaView {
    const WIDTH: u32 = WIDTH as u32;

    fn layout(&self, names: &Names, canvas: Option<&mut Canvas>) -> f32 {
        draw(self, names, canvas)
    }
}

fn draw(view: &BitwaView, names: &Names, mut canvas: Option<&mut Canvas>) -> f32 {
    let inner = WIDTH - 2.0 * MARGIN;
    let mut y = MARGIN;
    y += header(
        view,
        names,
        Rect::new(MARGIN, y, inner, HEADER_H),
        canvas.as_deref_mut(),
    );
    y += GAP;
    y += sea(
        view,
        names,
        Rect::new(SEA_MARGIN, y, WIDTH - 2.0 * SEA_MARGIN, 0.0),
        canvas.as_deref_mut(),
    );
    y += GAP;
    y += footer(view, names, Rect::new(MARGIN, y, inner, 0.0), canvas);
    y + MARGIN
}

// ----- header ---------------------------------------------------------------------------

fn acting(view: &BitwaView) -> Option<Seat> {
    match &view.phase {
        PhaseView::Deploy { seat } | PhaseView::ChooseWind { seat } => Some(*seat),
        PhaseView::Action { seat, .. } => Some(*seat),
        PhaseView::Over => None,
    }
}

fn header(view: &BitwaView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let Some(c) = canvas else {
        return area.h;
    };
    c.draw_panel(area, palette::PANEL);
    let compass = area.h - 16.0;
    let mut x = area.x + PAD;
    if let Some(seat) = acting(view) {
        c.draw_mark(fleet_mark(seat.0), x + 16.0, area.y + 32.0, 16.0);
        x += 44.0;
    }
    let text_w = area.right() - PAD - compass - 16.0 - x;
    let wind = view.wind.map_or(msg!("bitwa-pic-wind-unset"), |d| {
        msg!("bitwa-pic-wind", dir = d.msg())
    });
    let (title, sub) = match &view.phase {
        PhaseView::Deploy { seat } => (
            names.say(&msg!("bitwa-pic-sets-out", name = seat_name(names, *seat))),
            names.say(&msg!("bitwa-pic-sets-out-sub")),
        ),
        PhaseView::ChooseWind { seat } => (
            names.say(&msg!("bitwa-pic-sets-wind", name = seat_name(names, *seat))),
            names.say(&msg!("bitwa-pic-sets-wind-sub")),
        ),
        PhaseView::Action { seat, calm, .. } => (
            names.say(&msg!("bitwa-pic-to-act", name = seat_name(names, *seat))),
            if *calm {
                names.say(&msg!("bitwa-pic-calm-sub"))
            } else if view.limit > 0 {
                names.say(&msg!(
                    "bitwa-pic-action-of",
                    n = view.actions + 1,
                    limit = view.limit,
                    wind = wind
                ))
            } else {
                names.say(&msg!("bitwa-pic-action", n = view.actions + 1, wind = wind))
            },
        ),
        PhaseView::Over => (
            names.say(&msg!("bitwa-pic-over")),
            names.say(&msg!("bitwa-pic-over-sub", n = view.actions)),
        ),
    };
    let title = truncate(&title, &HEADING, text_w);
    c.draw_text(&title, &HEADING, x, area.y + 44.0, Align::Left);
    c.draw_text(&sub, &BODY, area.x + PAD, area.y + 84.0, Align::Left);
    // The wind: an arrow in a compass (its name is in the line beside).
    let cx = area.right() - PAD - compass / 2.0;
    let cy = area.center_y();
    c.fill_circle(cx, cy, compass / 2.0, SEA);
    c.stroke_circle(cx, cy, compass / 2.0, 2.0, palette::LINE);
    match compass_face(view) {
        Compass::Wind(dir) => {
            let a = angle(dir);
            let r = compass / 2.0 - 10.0;
            let from = (cx - a.cos() * r, cy - a.sin() * r);
            let to = (cx + a.cos() * r, cy + a.sin() * r);
            c.draw_arrow(from, to, 7.0, palette::HIGHLIGHT);
        }
        Compass::Calm => {
            let style = SMALL_BOLD.with_color(palette::TEXT_MUTED);
            c.draw_text(
                &names.say(&msg!("bitwa-pic-calm")),
                &style,
                cx,
                style.centered_baseline(cy),
                Align::Center,
            );
        }
        Compass::Unset => {
            let style = HEADING.with_color(palette::TEXT_MUTED);
            c.draw_text("?", &style, cx, style.centered_baseline(cy), Align::Center);
        }
    }
    area.h
}

/// What the compass shows.
#[derive(Debug, PartialEq)]
enum Compass {
    Wind(Dir),
    /// A calm (T-FLAUTA): no wind blows, whatever blew before it.
    Calm,
    /// Before the first wind is set.
    Unset,
}

fn compass_face(view: &BitwaView) -> Compass {
    match (&view.phase, view.wind) {
        (PhaseView::Action { calm: true, .. }, _) => Compass::Calm,
        (_, Some(dir)) => Compass::Wind(dir),
        (_, None) => Compass::Unset,
    }
}

/// A direction's angle on the picture (y grows down).
fn angle(dir: Dir) -> f32 {
    f32::from(dir.index()) * PI / 3.0
}

// ----- the sea ---------------------------------------------------------------------------

fn hex_of(field: Field) -> Hex {
    let (q, r) = field.axial();
    hex::hex(q, r)
}

fn sea(view: &BitwaView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let fields: Vec<Hex> = Field::all().map(hex_of).collect();
    // Width decides the size; the height follows.
    let unit = hex::layout(HexOrientation::Pointy, 1.0, (0.0, 0.0));
    let b = hex::bounds(&unit, fields.iter().copied()).expect("fields");
    let board_w = area.w - 2.0 * LABEL;
    let size = board_w / b.w;
    let board_h = b.h * size;
    let height = board_h + 2.0 * LABEL;
    let Some(c) = canvas else {
        return height;
    };
    let layout = sea_layout(&fields, area, board_w, board_h);
    let full = Rect::new(area.x, area.y, area.w, height);
    // The map never changes: drawn once per thread, with and without the fields'
    // names, then copied in; a field with a ship or lit arcs takes its nameless tile.
    let layers = (
        crate::kit::layer::layer("bitwa sea, named", full, |c, local| {
            draw_map(c, local, &fields, board_w, board_h, true)
        }),
        crate::kit::layer::layer("bitwa sea", full, |c, local| {
            draw_map(c, local, &fields, board_w, board_h, false)
        }),
    );
    match layers {
        (Ok(named), Ok(plain)) => {
            named.paint(c);
            let occupied = |f: Field| view.ships.iter().any(|s| s.field == f);
            for field in Field::all() {
                let lit = view.arcs.contains(&field);
                if !lit && !occupied(field) {
                    continue;
                }
                let h = hex_of(field);
                if let Some(tile) = hex::bounds(&layout, [h]) {
                    plain.paint_part(c, tile);
                }
                if lit {
                    // The selected ship's broadside arcs, lightly lit.
                    let fill = field_fill(field).mix(palette::HIGHLIGHT, 0.18);
                    c.draw_hex(&layout, h, 3.0, fill, None);
                    if !occupied(field) {
                        field_name(c, &layout, field);
                    }
                }
            }
        }
        // Only an impossible size fails; the map without names still serves.
        _ => draw_map(c, full, &fields, board_w, board_h, false),
    }
    // The selected ship's destinations and targets.
    let selected = match &view.phase {
        PhaseView::Action { selected, .. } => *selected,
        _ => None,
    };
    for t in &view.targets {
        let (x, y) = hex::center(&layout, hex_of(*t));
        c.stroke_circle(x, y, layout.scale.x * 0.72, 4.0, palette::HIGHLIGHT);
    }
    // Fights: a thick line between the ships lashed together.
    for fight in &view.fights {
        for pair in fight.windows(2) {
            let a = hex::center(&layout, hex_of(pair[0]));
            let b = hex::center(&layout, hex_of(pair[1]));
            c.line(a, b, 10.0, palette::ATTENTION);
        }
        if fight.len() == 3 {
            let a = hex::center(&layout, hex_of(fight[0]));
            let b = hex::center(&layout, hex_of(fight[2]));
            c.line(a, b, 10.0, palette::ATTENTION);
        }
    }
    // The last action: wakes under the ships, salvos over them.
    for t in &view.trace {
        if let Trace::Sail { from, to, .. } = t {
            let a = hex::center(&layout, hex_of(*from));
            let b = hex::center(&layout, hex_of(*to));
            c.fill_circle(a.0, a.1, 6.0, palette::HIGHLIGHT);
            c.draw_arrow(a, b, 4.0, palette::HIGHLIGHT);
        }
    }
    for ship in &view.ships {
        draw_ship(c, names, &layout, ship, selected == Some(ship.field));
    }
    // The last action: wakes and salvos.
    for t in &view.trace {
        match t {
            Trace::Sail { .. } => {}
            Trace::Shot { from, at, hit, .. } => {
                let a = hex::center(&layout, hex_of(*from));
                let b = hex::center(&layout, hex_of(*at));
                c.line(a, b, 3.0, palette::YELLOW);
                // Bottom left of the target: the damage counter sits top right.
                let (mx, my) = (b.0 - layout.scale.x * 0.5, b.1 + layout.scale.x * 0.5);
                if *hit {
                    c.draw_burst(mx, my, 15.0, palette::YELLOW, palette::INK);
                } else {
                    c.draw_x(mx, my, 16.0, 4.0, palette::TEXT_MUTED);
                }
            }
        }
    }
    height
}

/// Where the hexes go in the sea's `area`.
fn sea_layout(fields: &[Hex], area: Rect, board_w: f32, board_h: f32) -> HexLayout {
    let rect = Rect::new(area.x + LABEL, area.y + LABEL, board_w, board_h);
    hex::fit(HexOrientation::Pointy, fields, rect)
}

/// A field's tile colour: shore, island, sea, or sea tinted as a fleet's start.
fn field_fill(field: Field) -> Color {
    match terrain(field) {
        Terrain::Shore => SHORE,
        Terrain::Island => ISLAND,
        Terrain::Sea => {
            if start_fields(0).contains(&field) {
                SEA.mix(RED, 0.28)
            } else if start_fields(1).contains(&field) {
                SEA.mix(GREEN, 0.28)
            } else {
                SEA
            }
        }
    }
}

/// A sea field's name in its tile (the Wind Roses' fields show their star instead).
fn field_name(c: &mut Canvas, layout: &HexLayout, field: Field) {
    if terrain(field) != Terrain::Sea || rose(0) == field || rose(1) == field {
        return;
    }
    let (x, y) = hex::center(layout, hex_of(field));
    let style = SMALL_MUTED.with_color(palette::TEXT_FAINT.mix(SEA, 0.25));
    c.draw_text(
        &field.to_string(),
        &style,
        x,
        style.centered_baseline(y),
        Align::Center,
    );
}

/// The map, the same on every board: tiles, Wind Roses, coordinates along the edges,
/// and, when `named`, every sea field's name. `area` is the whole sea (labels
/// included), as [`sea`] gets it.
fn draw_map(c: &mut Canvas, area: Rect, fields: &[Hex], board_w: f32, board_h: f32, named: bool) {
    let layout = sea_layout(fields, area, board_w, board_h);
    for field in Field::all() {
        c.draw_hex(&layout, hex_of(field), 3.0, field_fill(field), None);
    }
    // The Wind Roses: a star in the colour of the fleet that sails for it.
    for fleet in 0..2u8 {
        let (x, y) = hex::center(&layout, hex_of(rose(usize::from(fleet))));
        let r = layout.scale.x * 0.62;
        let points = crate::kit::shapes::star_points(x, y, r, r * 0.42, 8);
        c.fill_polygon(&points, fleet_colour(fleet).mix(palette::HIGHLIGHT, 0.25));
        c.stroke_polygon(&points, 2.0, palette::HIGHLIGHT);
    }
    if named {
        for field in Field::all() {
            field_name(c, &layout, field);
        }
    }
    for col in 0..COLS {
        let (x, _) = hex::center(&layout, hex_of(Field::new(col, 0)));
        let letter = ((b'A' + col) as char).to_string();
        c.draw_text(&letter, &SMALL_BOLD, x, area.y + LABEL - 8.0, Align::Center);
        let (xb, _) = hex::center(&layout, hex_of(Field::new(col, ROWS - 1)));
        c.draw_text(
            &letter,
            &SMALL_BOLD,
            xb,
            area.y + area.h - 6.0,
            Align::Center,
        );
    }
    for row in 0..ROWS {
        let (_, y) = hex::center(&layout, hex_of(Field::new(0, row)));
        let n = (row + 1).to_string();
        c.draw_text(
            &n,
            &SMALL_BOLD,
            area.x + LABEL / 2.0,
            SMALL_BOLD.centered_baseline(y),
            Align::Center,
        );
        c.draw_text(
            &n,
            &SMALL_BOLD,
            area.right() - LABEL / 2.0,
            SMALL_BOLD.centered_baseline(y),
            Align::Center,
        );
    }
}

fn rotate(p: (f32, f32), a: f32) -> (f32, f32) {
    (p.0 * a.cos() - p.1 * a.sin(), p.0 * a.sin() + p.1 * a.cos())
}

fn draw_ship(c: &mut Canvas, names: &Names, layout: &HexLayout, ship: &Ship, selected: bool) {
    let (cx, cy) = hex::center(layout, hex_of(ship.field));
    let r = layout.scale.x;
    let a = angle(ship.facing);
    let hull: Vec<(f32, f32)> = [
        (0.86, 0.0),
        (0.34, 0.42),
        (-0.62, 0.40),
        (-0.74, 0.0),
        (-0.62, -0.40),
        (0.34, -0.42),
    ]
    .iter()
    .map(|(x, y)| {
        let p = rotate((x * r, y * r), a);
        (cx + p.0, cy + p.1)
    })
    .collect();
    let colour = fleet_colour(ship.fleet());
    let fill = if ship.damage == Some(Damage::Fire) {
        colour.mix(palette::INK, 0.45)
    } else {
        colour
    };
    if selected {
        c.fill_circle(cx, cy, r * 0.9, palette::HIGHLIGHT.with_alpha(90));
    }
    c.fill_polygon(&hull, fill);
    c.stroke_polygon(&hull, 2.5, palette::INK);
    // Broadsides: an orange bar along each side (gunships only).
    if ship.class != Class::Transport {
        for side in [1.0f32, -1.0] {
            let p = rotate((-0.30 * r, side * 0.41 * r), a);
            let q = rotate((0.22 * r, side * 0.42 * r), a);
            c.line(
                (cx + p.0, cy + p.1),
                (cx + q.0, cy + q.1),
                5.0,
                palette::ORANGE,
            );
        }
    }
    // The working guns (T for the transport) in the fleet's badge shape.
    let text = if ship.class == Class::Transport {
        "T".to_string()
    } else {
        ship.working_guns().to_string()
    };
    let badge_r = 17.0;
    match ship.fleet() {
        0 => c.fill_circle(cx, cy, badge_r, palette::HIGHLIGHT),
        _ => c.fill_rect(
            Rect::new(cx - badge_r, cy - badge_r, 2.0 * badge_r, 2.0 * badge_r),
            palette::HIGHLIGHT,
        ),
    }
    // Key: at body size (30 px).
    let style = BODY_BOLD.with_color(palette::INK);
    c.draw_text(
        &text,
        &style,
        cx,
        style.centered_baseline(cy),
        Align::Center,
    );
    // Damage: a counter at the stern side of the field.
    if let Some(d) = ship.damage {
        let (bx, by) = (cx + r * 0.55, cy - r * 0.68);
        match d {
            Damage::Fire => c.draw_burst(bx, by, 20.0, palette::ATTENTION, palette::INK),
            _ => {
                // S is the sails' letter in English; each language has its own.
                let label = match damage_tag(d, ship.class) {
                    "S" => names.say(&msg!("bitwa-pic-tag-sails")),
                    tag => tag.to_string(),
                };
                // Its letters at the smallest size (24 px), in a badge that fits a field.
                let style = BadgeStyle::new(30.0, palette::YELLOW).outlined(palette::INK, 2.0);
                c.draw_badge(&label, &style, bx, by);
            }
        }
    }
}

/// A ship without guns (the transport) loses none: masts and guns down is M on it.
fn damage_tag(d: Damage, class: Class) -> &'static str {
    if class.guns() == 0 && d.guns_lost() > 0 {
        return "M";
    }
    match d {
        Damage::Sails => "S",
        Damage::Masts => "M",
        Damage::MastsGun => "M1",
        Damage::MastsTwoGuns => "M2",
        Damage::Fire => "F",
        Damage::Sunk => "X",
    }
}

// ----- footer ----------------------------------------------------------------------------

fn combat_text(card: &CombatCard) -> Msg {
    let salvo = card.strength.map_or(msg!("bitwa-pic-salvo-t"), |n| {
        msg!("bitwa-pic-salvo", n = n)
    });
    let board = match card.boarding {
        Boarding::Bonus { colour, n } => {
            msg!("bitwa-pic-boarding-bonus", n = n, colour = colour.msg())
        }
        Boarding::Even => msg!("bitwa-pic-boarding-even"),
        Boarding::Swords => msg!("bitwa-pic-boarding-swords"),
    };
    msg!(
        "bitwa-pic-combat-card",
        salvo = salvo,
        damage = card.damage.msg(),
        boarding = board
    )
}

fn wind_text(card: &WindCard) -> Msg {
    match (card.calm, card.turn) {
        (None, _) => msg!("bitwa-pic-flauta"),
        (Some(d), 1) => msg!("bitwa-pic-wind-cw", calm = d.short().to_uppercase()),
        (Some(d), -1) => msg!("bitwa-pic-wind-acw", calm = d.short().to_uppercase()),
        (Some(d), _) => msg!("bitwa-pic-wind-same", calm = d.short().to_uppercase()),
    }
}

fn footer(view: &BitwaView, names: &Names, area: Rect, mut canvas: Option<&mut Canvas>) -> f32 {
    // The two fleets side by side, as tall as the taller.
    let col_w = (area.w - GAP) / 2.0;
    let fleet_h = (0..2u8)
        .map(|f| fleet_panel(view, names, f, Rect::new(area.x, area.y, col_w, 0.0), None))
        .fold(0.0f32, f32::max);
    for fleet in 0..2u8 {
        let x = area.x + f32::from(fleet) * (col_w + GAP);
        let rect = Rect::new(x, area.y, col_w, fleet_h);
        fleet_panel(view, names, fleet, rect, canvas.as_deref_mut());
    }
    let mut h = fleet_h + GAP;
    let info = Rect::new(area.x, area.y + h, area.w, 0.0);
    h += info_panel(view, names, info, canvas.as_deref_mut()) + GAP;
    let items = vec![
        LegendItem::new(
            Swatch::Mark(Mark {
                color: palette::YELLOW,
                shape: Shape::Circle,
            }),
            names.say(&msg!("bitwa-pic-legend-damage")),
        ),
        LegendItem::new(
            Swatch::Mark(Mark {
                color: palette::ATTENTION,
                shape: Shape::Star,
            }),
            names.say(&msg!("bitwa-pic-legend-fire")),
        ),
    ];
    let lh = legend_height(&items, area.w);
    if let Some(c) = canvas {
        c.draw_legend(&items, area.x, area.y + h, area.w);
    }
    h += lh;
    h
}

/// The transport's state: its way home, its damage, or the last stand's count.
fn transport_status(view: &BitwaView, fleet: u8) -> Msg {
    let transport = view
        .ships
        .iter()
        .find(|s| s.fleet() == fleet && s.class == Class::Transport);
    match (transport, view.last_stand[usize::from(fleet)]) {
        (_, Some(left)) => msg!("bitwa-pic-transport-lost", n = left),
        (Some(t), None) => match t.damage_msg() {
            Some(d) => msg!(
                "bitwa-pic-transport-damaged",
                field = t.field.to_string(),
                damage = d
            ),
            None => msg!(
                "bitwa-pic-transport-home",
                field = t.field.to_string(),
                rose = rose(usize::from(fleet)).to_string()
            ),
        },
        (None, None) => msg!("bitwa-pic-setting-out"),
    }
}

/// A fleet: its admiral, ships afloat and the transport's state, in `area` (its
/// height is the panel's when drawing). Returns the height it needs.
fn fleet_panel(
    view: &BitwaView,
    names: &Names,
    fleet: u8,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let afloat = view.ships.iter().filter(|s| s.fleet() == fleet).count();
    let status = names.say(&transport_status(view, fleet));
    let w = area.w - 2.0 * PAD;
    let lines = wrap(&status, &BODY, w);
    let h = PAD * 2.0 + BODY_BOLD.line_height() * (1 + lines.len()) as f32;
    let Some(c) = canvas else {
        return h;
    };
    c.draw_panel(area, palette::PANEL);
    let x = area.x + PAD;
    let mut y = area.y + PAD;
    let lh = BODY_BOLD.line_height();
    c.draw_mark(fleet_mark(fleet), x + 14.0, y + lh / 2.0, 14.0);
    let afloat = names.say(&msg!("bitwa-pic-afloat", n = afloat));
    let afloat_w = measure(&afloat, &BODY);
    c.draw_text(
        &afloat,
        &BODY,
        area.right() - PAD,
        BODY.centered_baseline(y + lh / 2.0),
        Align::Right,
    );
    let name = truncate(
        &seat_name(names, Seat(fleet)),
        &BODY_BOLD,
        w - 40.0 - afloat_w - 12.0,
    );
    c.draw_text(
        &name,
        &BODY_BOLD,
        x + 40.0,
        BODY_BOLD.centered_baseline(y + lh / 2.0),
        Align::Left,
    );
    for line in &lines {
        y += lh;
        c.draw_text(
            line,
            &BODY,
            x,
            BODY.centered_baseline(y + lh / 2.0),
            Align::Left,
        );
    }
    h
}

fn info_panel(view: &BitwaView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let w = area.w - 2.0 * PAD;
    let mut lines: Vec<(String, crate::kit::TextStyle)> = Vec::new();
    if let Some(done) = &view.finished {
        // The battle's end: how it ended, and nothing else.
        for l in wrap(&names.fill(done), &BODY_BOLD, w) {
            lines.push((l, BODY_BOLD));
        }
    } else {
        if !view.fights.is_empty() {
            let fights: Vec<String> = view
                .fights
                .iter()
                .map(|f| {
                    f.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join("–")
                })
                .collect();
            let text = names.say(&msg!("bitwa-pic-boarding", fights = fights.join(", ")));
            for l in wrap(&text, &BODY, w) {
                lines.push((l, BODY));
            }
        }
        let combat = view
            .last_combat
            .as_ref()
            .map_or(msg!("bitwa-pic-none-yet"), combat_text);
        let combat = names.say(&msg!("bitwa-pic-combat", card = combat));
        for l in wrap(&combat, &SMALL, w) {
            lines.push((l, SMALL));
        }
        let wind = view
            .last_wind
            .as_ref()
            .map_or(msg!("bitwa-pic-none-yet"), wind_text);
        let wind = names.say(&msg!("bitwa-pic-wind-card", card = wind));
        for l in wrap(&wind, &SMALL, w) {
            lines.push((l, SMALL));
        }
        lines.push((
            names.say(&msg!(
                "bitwa-pic-decks",
                combat = view.combat_left,
                wind = view.wind_left
            )),
            SMALL_MUTED,
        ));
    }
    let h: f32 = PAD * 2.0 + lines.iter().map(|(_, s)| s.line_height()).sum::<f32>();
    let Some(c) = canvas else {
        return h;
    };
    c.draw_panel(Rect::new(area.x, area.y, area.w, h), palette::PANEL);
    let mut y = area.y + PAD;
    for (text, style) in &lines {
        let lh = style.line_height();
        c.draw_text(
            text,
            style,
            area.x + PAD,
            style.centered_baseline(y + lh / 2.0),
            Align::Left,
        );
        y += lh;
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use windward_engine::{Actor, AnyView, GameKind, Match, Viewer};

    /// Plays a game by the policy and draws it along the way; with `WINDWARD_BITWA_PNG`
    /// set, writes the pictures there to look at.
    #[test]
    fn boards_draw_and_fit_a_phone() {
        let out = std::env::var("WINDWARD_BITWA_PNG").ok();
        let mut game = Match::new(GameKind::Bitwa, "", 2, 7).expect("game");
        let names = vec![
            "Alice".to_string(),
            "Bartholomew Fitzgerald-Vanderbilt".to_string(),
        ];
        let mut step = 0;
        while game.outcome().is_none() && step < 3000 {
            if step % 40 == 0 && step > 0 {
                let seat = game.to_act()[0];
                if let Some(c) = game
                    .choices(Actor::player(seat))
                    .iter()
                    .find(|c| c.notation.starts_with("select"))
                {
                    game.apply_notation(Actor::player(seat), &c.notation.clone())
                        .ok();
                }
            }
            if step % 40 == 0 || step < 3 {
                let png = crate::board(
                    &game.view(Viewer::Public),
                    &crate::Names::new(&names, windward_engine::i18n::Lang::En),
                )
                .expect("draws");
                assert_eq!(png.width, 900);
                assert!(
                    png.height as f32 <= 1.5 * png.width as f32,
                    "{}",
                    png.height
                );
                assert!(png.min_text_px.is_some_and(|px| px >= 24.0));
                if let Some(dir) = &out {
                    std::fs::create_dir_all(dir).ok();
                    std::fs::write(format!("{dir}/step{step:04}.png"), &png.bytes).ok();
                }
            }
            let seat = game.to_act()[0];
            let action = game.suggest(seat).expect("suggests");
            game.apply_notation(Actor::player(seat), &action)
                .unwrap_or_else(|e| panic!("{action}: {e}"));
            step += 1;
        }
        let png = crate::board(
            &game.view(Viewer::Public),
            &crate::Names::new(&names, windward_engine::i18n::Lang::En),
        )
        .expect("draws");
        if let Some(dir) = &out {
            std::fs::write(format!("{dir}/final.png"), &png.bytes).ok();
        }
        let _ = AnyView::Bitwa;
    }

    fn bitwa_view(game: &Match) -> BitwaView {
        match game.view(Viewer::Public) {
            AnyView::Bitwa(v) => v,
            _ => unreachable!("a Bitwa game"),
        }
    }

    /// In a calm the compass shows the calm, not the wind that blew before it (which
    /// the view still holds), and the board still draws and reads on a phone.
    #[test]
    fn the_compass_shows_a_calm() {
        let mut game = Match::new(GameKind::Bitwa, "rules=2", 2, 1).expect("game");
        let mut calm = None;
        for _ in 0..20_000 {
            if game.outcome().is_some() {
                break;
            }
            let view = bitwa_view(&game);
            if matches!(view.phase, PhaseView::Action { calm: true, .. }) {
                calm = Some(view);
                break;
            }
            let seat = game.to_act()[0];
            let action = game.suggest(seat).expect("suggests");
            game.apply_notation(Actor::player(seat), &action)
                .unwrap_or_else(|e| panic!("{action}: {e}"));
        }
        let view = calm.expect("a calm in the game");
        assert!(view.wind.is_some(), "the wind before the calm");
        assert_eq!(compass_face(&view), Compass::Calm);
        let names = vec!["Alice".to_string(), "Bob".to_string()];
        let png = crate::board(
            &AnyView::Bitwa(view.clone()),
            &crate::Names::new(&names, windward_engine::i18n::Lang::En),
        )
        .expect("draws");
        assert!(png.min_text_px.is_some_and(|px| px >= 24.0));
        assert_eq!(
            compass_face(&bitwa_view(&Match::new(GameKind::Bitwa, "", 2, 1).unwrap())),
            Compass::Unset
        );
    }

    /// The board in Polish and in French: the words change (heading, fleets, cards,
    /// legend), the sea does not, and it still reads on a phone; the header's lines fit
    /// beside the compass and the calm word inside it, in each language.
    #[test]
    fn the_board_speaks_polish_and_french() {
        use windward_engine::i18n::Lang;
        let mut game = Match::new(GameKind::Bitwa, "rules=2", 2, 1).expect("game");
        for _ in 0..30 {
            let seat = game.to_act()[0];
            let action = game.suggest(seat).expect("suggests");
            game.apply_notation(Actor::player(seat), &action)
                .unwrap_or_else(|e| panic!("{action}: {e}"));
        }
        let names = vec!["Alice".to_string(), "Bob".to_string()];
        let public = game.view(Viewer::Public);
        let en = crate::board(&public, &crate::Names::new(&names, Lang::En)).expect("draws");
        let view = bitwa_view(&game);
        let afloat = view.ships.iter().filter(|s| s.fleet() == 0).count();
        for (lang, afloat_words, calm_word) in [
            (Lang::Pl, format!("{afloat} na wodzie"), "CISZA"),
            (Lang::Fr, format!("{afloat} à flot"), "calme"),
        ] {
            let names = crate::Names::new(&names, lang);
            let drawn = crate::board(&public, &names).expect("draws");
            assert_ne!(
                en.bytes, drawn.bytes,
                "{lang:?}: the board has its own words"
            );
            assert!(drawn.min_text_px.is_some_and(|px| px >= 24.0), "{lang:?}");
            assert_eq!(
                names.say(&msg!("bitwa-pic-afloat", n = afloat)),
                afloat_words
            );
            // The longest sub-line: an action of a long battle with the longest wind name.
            let sub = names.say(&msg!(
                "bitwa-pic-action-of",
                n = 400,
                limit = 400,
                wind = msg!("bitwa-pic-wind", dir = Dir::NorthWest.msg())
            ));
            let room = WIDTH - 2.0 * MARGIN - 2.0 * PAD - (HEADER_H - 16.0) - 16.0;
            assert!(
                measure(&sub, &BODY) <= room,
                "{sub}: {}",
                measure(&sub, &BODY)
            );
            for id in [
                "bitwa-pic-sets-out-sub",
                "bitwa-pic-sets-wind-sub",
                "bitwa-pic-calm-sub",
            ] {
                let text = names.say(&windward_engine::i18n::Msg::new(id));
                assert!(measure(&text, &BODY) <= room, "{text}");
            }
            // The compass's calm word stays inside the compass. (English CALM is 75 px
            // wide, the compass 84: FLAUTA, 102 px, would not fit.)
            let calm = names.say(&msg!("bitwa-pic-calm"));
            assert_eq!(calm, calm_word);
            assert!(
                measure(&calm, &SMALL_BOLD) <= HEADER_H - 16.0 - 4.0,
                "{calm}"
            );
        }
    }

    /// A transport has no guns to lose: masts and guns down is M on it, and its
    /// fleet's line says "masts down". One action left is one action.
    #[test]
    fn a_transport_loses_no_guns_and_one_action_is_singular() {
        assert_eq!(damage_tag(Damage::MastsGun, Class::Transport), "M");
        assert_eq!(damage_tag(Damage::MastsTwoGuns, Class::Transport), "M");
        assert_eq!(damage_tag(Damage::MastsGun, Class::Cutter), "M1");
        let mut view = bitwa_view(&Match::new(GameKind::Bitwa, "", 2, 1).unwrap());
        view.ships = vec![Ship {
            id: 0,
            class: Class::Transport,
            field: Field::parse("B6").unwrap(),
            facing: Dir::East,
            damage: Some(Damage::MastsTwoGuns),
        }];
        let en = |m: Msg| windward_engine::i18n::say(windward_engine::i18n::Lang::En, &m);
        assert_eq!(en(transport_status(&view, 0)), "transport B6: masts down");
        view.last_stand = [None, Some(1)];
        assert_eq!(
            en(transport_status(&view, 1)),
            "transport lost · 1 action left"
        );
        view.last_stand = [None, Some(2)];
        assert_eq!(
            en(transport_status(&view, 1)),
            "transport lost · 2 actions left"
        );
    }
}

//! Zefiria's board, drawn 900 px wide to read on a phone: the 5×5 islands with the
//! objective along the edges (row colours on the left, column icons on top), the
//! spirits on their cards (Austro on the ring around the grid), the last move, the
//! storm and the current choice's targets, as large as the height allows; under it,
//! the round with the time gems left and the storm, the score as it stands with its
//! parts, the turn order with every spirit and its player (the one whose turn it is
//! highlighted with its action points left, or what it is asked), and the colour key.
//!
//! Sentences stay out of the picture: the spirits' powers are in `/game cards` and in
//! the log line when a spirit is chosen, and the result line is in the message.
//!
//! Colour is never alone: each island colour has a shape (the kit's `Mark::nth`, in a
//! dark coin on the card and beside its row), every icon is a silhouette, and every
//! spirit is a shape with its initial.

use crate::kit::seats::Names;
use std::f32::consts::{FRAC_PI_2, FRAC_PI_8, PI, TAU};
use windward_engine::msg;

use tiny_skia::PathBuilder;
use windward_engine::games::zefiria::{
    Cell, Colour, Edge, Icon, Move, PhaseView, Place, Side, Spirit, SpiritView, Standing,
    ZefiriaView, SIZE,
};

use crate::kit::badge::BadgeStyle;
use crate::kit::canvas::{polygon_path, regular_polygon};
use crate::kit::grid::{column_label, row_label, Grid};
use crate::kit::legend::{legend_height, LegendItem, Swatch};
use crate::kit::seats::seat_name;
use crate::kit::text::{fit, measure, truncate};
use crate::kit::theme::{
    BODY_BOLD, BODY_MUTED, CAPTION, GAP, HERO, MARGIN, SMALL_BOLD, SMALL_MUTED, TEXT_SMALL,
    TEXT_TITLE,
};
use crate::kit::{palette, Align, Canvas, Color, Mark, Rect, Shape, TextStyle};
use crate::Board;

/// How wide Zefiria's pictures are drawn (Discord shows them about 400 px wide on a
/// phone: the smallest text here reads at 10.7 px there).
const WIDTH: u32 = 900;
/// The most the board may take up in height, headers and Austro's ring included: the
/// strip, the turn order of five spirits and the colour key fit under it.
const BOARD_H: f32 = 680.0;
/// Padding inside the turn order panel.
const PAD: f32 = 20.0;
/// Objective headers: icons above the columns, colours beside the rows.
const HEAD_TOP: f32 = 62.0;
const HEAD_LEFT: f32 = 78.0;
/// The ring around the grid where Austro flies (only when Austro plays).
const RING: f32 = 52.0;
const CARD_INSET: f32 = 4.0;
const ROSTER_ROW: f32 = 54.0;

/// Zefiria's public board. `names` holds display names by seat index.
impl Board for ZefiriaView {
    const WIDTH: u32 = WIDTH;

    fn layout(&self, names: &Names, canvas: Option<&mut Canvas>) -> f32 {
        draw(self, names, canvas)
    }
}

fn draw(view: &ZefiriaView, names: &Names, mut canvas: Option<&mut Canvas>) -> f32 {
    let inner = WIDTH as f32 - 2.0 * MARGIN;
    let geo = Geometry::new(view, MARGIN, MARGIN, inner, BOARD_H);
    if let Some(c) = canvas.as_deref_mut() {
        board(c, view, names, &geo);
    }
    let mut y = MARGIN + geo.height() + GAP;
    let at = |y: f32| Rect::new(MARGIN, y, inner, 0.0);
    y += strip(view, names, at(y), canvas.as_deref_mut()) + GAP;
    y += roster(view, names, at(y), canvas.as_deref_mut()) + GAP;
    y += colour_key_row(names, at(y), canvas);
    y + MARGIN
}

// ----- geometry ---------------------------------------------------------------------

/// Where the grid, its headers and Austro's ring sit. The cards lie on the kit's
/// [`Grid`], unlabelled: the headers here name its columns and rows beside the
/// objective they ask for.
struct Geometry {
    /// Top-left of the whole board, headers included.
    x: f32,
    y: f32,
    ring: f32,
    cards: Grid,
}

impl Geometry {
    /// The board as large as fits `width` × `height`, centred across `width`.
    fn new(view: &ZefiriaView, x: f32, y: f32, width: f32, height: f32) -> Geometry {
        let austro = view
            .spirits
            .iter()
            .any(|s| s.spirit == Some(Spirit::Austro));
        // Before Austro is chosen, keep the ring whenever it could still be chosen, so
        // the board does not jump during setup.
        let could = matches!(
            view.phase,
            PhaseView::ChooseSpirit { .. } | PhaseView::ChooseCorner { .. }
        ) && view.spirits.iter().any(|s| s.spirit.is_none());
        let ring = if austro || could { RING } else { 0.0 };
        let n = f32::from(SIZE);
        let cell = ((width - HEAD_LEFT - 2.0 * ring) / n)
            .min((height - HEAD_TOP - 2.0 * ring) / n)
            .floor();
        let x = x + ((width - HEAD_LEFT - 2.0 * ring - n * cell) / 2.0).floor();
        let n = u32::from(SIZE);
        let cards = Grid {
            labels: false,
            ..Grid::new(x + HEAD_LEFT + ring, y + HEAD_TOP + ring, n, n, cell)
        };
        Geometry { x, y, ring, cards }
    }

    fn grid(&self) -> Rect {
        self.cards.cells_rect()
    }

    fn cell_size(&self) -> f32 {
        self.cards.cell
    }

    fn height(&self) -> f32 {
        HEAD_TOP + 2.0 * self.ring + self.cards.cells_rect().h
    }

    fn cell(&self, cell: Cell) -> Rect {
        self.cards
            .cell_rect(u32::from(cell.col()), u32::from(cell.row()))
    }

    fn center(&self, cell: Cell) -> (f32, f32) {
        self.cards
            .cell_center(u32::from(cell.col()), u32::from(cell.row()))
    }

    /// The centre of a place beside the grid.
    fn edge(&self, edge: Edge) -> (f32, f32) {
        let g = self.grid();
        let along = (f32::from(edge.index) + 0.5) * self.cell_size();
        let half = self.ring / 2.0;
        match edge.side {
            Side::Top => (g.x + along, g.y - half),
            Side::Bottom => (g.x + along, g.bottom() + half),
            Side::Left => (g.x - half, g.y + along),
            Side::Right => (g.right() + half, g.y + along),
        }
    }

    fn place(&self, place: Place) -> (f32, f32) {
        match place {
            Place::Card(c) => self.center(c),
            Place::Edge(e) => self.edge(e),
        }
    }
}

// ----- the board --------------------------------------------------------------------

fn board(c: &mut Canvas, view: &ZefiriaView, names: &Names, geo: &Geometry) {
    let grid = geo.grid();
    let current = current_slot(view);
    // Austro's ring: a dim track with a dot for every place.
    if geo.ring > 0.0 {
        let track = grid.inset(-geo.ring + 6.0);
        c.draw_panel(track, palette::PANEL);
        for edge in Edge::all() {
            let (x, y) = geo.edge(edge);
            c.fill_circle(x, y, 5.0, palette::LINE);
        }
    }
    c.fill_round_rect(grid.inset(-4.0), 10.0, palette::PANEL);
    headers(c, view, geo);

    // Austro's line: a light band over the row or column he faces.
    if let Some((slot, edge)) = view
        .spirits
        .iter()
        .enumerate()
        .find_map(|(i, s)| match s.place {
            Some(Place::Edge(e)) => Some((i, e)),
            _ => None,
        })
    {
        let line = edge.line();
        let (a, b) = (geo.cell(line[0]), geo.cell(line[line.len() - 1]));
        let band = Rect::new(a.x, a.y, b.right() - a.x, b.bottom() - a.y).inset(-2.0);
        let alpha = if Some(slot) == current { 90 } else { 45 };
        c.fill_round_rect(band, 12.0, palette::HIGHLIGHT.with_alpha(alpha));
    }

    for (i, card) in view.cards.iter().enumerate() {
        let Some(cell) = Cell::from_index(i) else {
            continue;
        };
        let (colour, icon) = (card.island.colour, card.island.icon);
        let home = card.standing == Standing::InPlace;
        // The 25 islands (and their home marks) are the same pictures moved about.
        let variant = format!("{colour:?} {icon:?} {home}");
        let area = geo.cell(cell).inset(CARD_INSET);
        match crate::kit::layer::sprite("zefiria island", &variant, area, |c, r| {
            island(c, r, colour, icon, home)
        }) {
            Ok(sprite) => sprite.paint(c),
            Err(_) => island(c, area, colour, icon, home),
        }
    }

    // The storm's two cards: a dark frame and a lightning bolt at the top.
    if let Some([a, b]) = view.storm {
        for cell in [a, b] {
            let r = geo.cell(cell).inset(CARD_INSET);
            c.stroke_round_rect(r.inset(4.0), 9.0, 6.0, palette::INK);
            bolt(c, r.center_x(), r.y + r.h * 0.19, r.w * 0.17);
        }
    }

    last_move(c, view, geo);

    // Targets of the current choice: a white dot with a dark rim.
    let pending = match view.phase {
        PhaseView::Turn { pending, .. } => pending,
        _ => None,
    };
    for target in &view.targets {
        let (x, y) = match target {
            Place::Card(cell) => {
                let r = geo.cell(*cell).inset(CARD_INSET);
                (r.x + r.w * 0.2, r.y + r.h * 0.8)
            }
            Place::Edge(e) => geo.edge(*e),
        };
        let rad = (geo.cell_size() * 0.08).max(9.0);
        c.fill_circle(x, y, rad + 3.0, palette::INK);
        c.fill_circle(x, y, rad, palette::HIGHLIGHT);
    }
    // The card held for a blow: a thick white frame and a "swap?" tag.
    if let Some(cell) = pending {
        let r = geo.cell(cell).inset(CARD_INSET);
        c.stroke_round_rect(r.inset(-6.0), 16.0, 14.0, palette::INK);
        c.stroke_round_rect(r.inset(-6.0), 16.0, 8.0, palette::HIGHLIGHT);
        let tag = BadgeStyle::new(34.0, palette::HIGHLIGHT)
            .outlined(palette::INK, 3.0)
            .with_text(SMALL_BOLD.with_color(palette::INK));
        let swap = names.say(&msg!("zefiria-pic-swap-tag"));
        c.draw_badge(&swap, &tag, r.center_x(), r.bottom() + 3.0);
    }

    // Spirits last, on top of everything.
    for (slot, s) in view.spirits.iter().enumerate() {
        let (Some(spirit), Some(place)) = (s.spirit, s.place) else {
            continue;
        };
        let is_current = Some(slot) == current;
        match place {
            Place::Card(cell) => {
                let r = geo.cell(cell).inset(CARD_INSET);
                let rad = geo.cell_size() * 0.2;
                token(
                    c,
                    spirit,
                    r.right() - rad - 6.0,
                    r.bottom() - rad - 6.0,
                    rad,
                    is_current,
                    None,
                );
            }
            Place::Edge(edge) => {
                let (x, y) = geo.edge(edge);
                token(
                    c,
                    spirit,
                    x,
                    y,
                    geo.ring * 0.42,
                    is_current,
                    Some(edge.side),
                );
            }
        }
    }
}

fn current_slot(view: &ZefiriaView) -> Option<usize> {
    match view.phase {
        PhaseView::ChooseSpirit { slot }
        | PhaseView::ChooseCorner { slot }
        | PhaseView::Turn { slot, .. } => Some(slot),
        PhaseView::Over => None,
    }
}

/// Column letters with their objective icon; row numbers with their objective colour.
fn headers(c: &mut Canvas, view: &ZefiriaView, geo: &Geometry) {
    let label = BODY_BOLD.with_color(palette::TEXT_MUTED);
    // The letter and its icon fit over their column with room between columns.
    let widest = measure("W", &label);
    let icon_r = ((geo.cell_size() - widest - 8.0 - 20.0) / 2.0 - 4.0).clamp(12.0, 22.0);
    for col in 0..SIZE {
        let Some(cell) = Cell::new(col, 0) else {
            continue;
        };
        let r = geo.cell(cell);
        let cy = geo.y + HEAD_TOP / 2.0;
        let letter = column_label(u32::from(col));
        let lw = measure(&letter, &label);
        let total = lw + 8.0 + 2.0 * icon_r;
        let x0 = r.center_x() - total / 2.0;
        c.draw_text(
            &letter,
            &label,
            x0,
            label.centered_baseline(cy),
            Align::Left,
        );
        let icon = view.objective.columns[usize::from(col)];
        let (ix, iy) = (x0 + lw + 8.0 + icon_r, cy);
        c.fill_circle(ix, iy, icon_r + 4.0, palette::PANEL_RAISED);
        draw_icon(
            c,
            icon,
            ix,
            iy,
            icon_r * 0.85,
            palette::TEXT,
            palette::PANEL_RAISED,
        );
    }
    for row in 0..SIZE {
        let Some(cell) = Cell::new(0, row) else {
            continue;
        };
        let r = geo.cell(cell);
        let cy = r.center_y();
        let number = row_label(u32::from(row));
        c.draw_text(
            &number,
            &label,
            geo.x + 6.0,
            label.centered_baseline(cy),
            Align::Left,
        );
        let colour = view.objective.rows[usize::from(row)];
        // A strip of the row's colour, with its shape: "this row wants orange".
        let strip = Rect::new(geo.x + 30.0, r.y + 8.0, 38.0, r.h - 16.0);
        c.fill_round_rect(strip, 10.0, colour_of(colour));
        coin(c, colour, strip.center_x(), cy, 14.0);
    }
}

/// One island card: its colour, its icon, its colour's coin, and ✓ when at home.
fn island(c: &mut Canvas, r: Rect, colour: Colour, icon: Icon, home: bool) {
    let fill = colour_of(colour);
    c.fill_round_rect(r, 12.0, fill);
    let s = r.w;
    coin(c, colour, r.x + s * 0.17, r.y + s * 0.17, s * 0.11);
    draw_icon(
        c,
        icon,
        r.center_x(),
        r.center_y() - s * 0.02,
        s * 0.27,
        palette::INK,
        fill,
    );
    if home {
        let (x, y, rad) = (r.right() - s * 0.17, r.y + s * 0.17, s * 0.12);
        c.fill_circle(x, y, rad + 2.5, palette::INK);
        c.fill_circle(x, y, rad, palette::HIGHLIGHT);
        c.draw_check(x, y, rad * 1.3, (rad * 0.32).max(3.0), palette::INK);
    }
}

/// A colour's shape in a dark coin: readable without colour vision.
fn coin(c: &mut Canvas, colour: Colour, cx: f32, cy: f32, r: f32) {
    c.fill_circle(cx, cy, r + 3.0, palette::INK);
    let mark = colour_mark(colour);
    c.fill_shape(mark.shape, cx, cy, r * 0.8, mark.color);
}

fn colour_index(colour: Colour) -> usize {
    Colour::ALL.iter().position(|c| *c == colour).unwrap_or(0)
}

/// The kit's first five marks: orange circle, blue square, green triangle, yellow
/// diamond, pink star.
fn colour_mark(colour: Colour) -> Mark {
    Mark::nth(colour_index(colour))
}

fn colour_of(colour: Colour) -> Color {
    colour_mark(colour).color
}

/// A little lightning bolt: the storm.
fn bolt(c: &mut Canvas, cx: f32, cy: f32, s: f32) {
    let pts = [
        (cx + 0.15 * s, cy - s),
        (cx - 0.55 * s, cy + 0.15 * s),
        (cx - 0.05 * s, cy + 0.15 * s),
        (cx - 0.2 * s, cy + s),
        (cx + 0.55 * s, cy - 0.2 * s),
        (cx + 0.05 * s, cy - 0.2 * s),
    ];
    c.stroke_polygon(&pts, (s * 0.3).max(3.0), palette::INK);
    c.fill_polygon(&pts, palette::HIGHLIGHT);
}

/// An island icon as a silhouette in `ink`, about `r` in radius; `bg` is the card
/// colour (cut-outs: the moon's shadow, the fish's eye).
fn draw_icon(c: &mut Canvas, icon: Icon, cx: f32, cy: f32, r: f32, ink: Color, bg: Color) {
    match icon {
        Icon::Mountain => {
            c.fill_polygon(
                &[
                    (cx - r, cy + 0.75 * r),
                    (cx - 0.35 * r, cy - 0.55 * r),
                    (cx - 0.05 * r, cy + 0.02 * r),
                    (cx + 0.3 * r, cy - 0.85 * r),
                    (cx + r, cy + 0.75 * r),
                ],
                ink,
            );
        }
        Icon::Wave => {
            let w = (r * 0.22).max(3.0);
            for dy in [-0.4, 0.15, 0.7] {
                let y = cy + dy * r;
                let mut pb = PathBuilder::new();
                pb.move_to(cx - r, y);
                pb.cubic_to(
                    cx - 0.6 * r,
                    y - 0.45 * r,
                    cx - 0.4 * r,
                    y + 0.45 * r,
                    cx,
                    y,
                );
                pb.cubic_to(
                    cx + 0.4 * r,
                    y - 0.45 * r,
                    cx + 0.6 * r,
                    y + 0.45 * r,
                    cx + r,
                    y,
                );
                if let Some(path) = pb.finish() {
                    c.stroke_path(&path, w, ink);
                }
            }
        }
        Icon::Moon => {
            c.fill_circle(cx, cy, 0.85 * r, ink);
            c.fill_circle(cx + 0.42 * r, cy - 0.28 * r, 0.72 * r, bg);
        }
        Icon::Sun => {
            c.fill_circle(cx, cy, 0.45 * r, ink);
            let w = (r * 0.16).max(2.5);
            for i in 0..8 {
                let a = i as f32 * TAU / 8.0;
                let (s, co) = a.sin_cos();
                c.line(
                    (cx + co * 0.66 * r, cy + s * 0.66 * r),
                    (cx + co * 0.98 * r, cy + s * 0.98 * r),
                    w,
                    ink,
                );
            }
        }
        Icon::Fish => {
            // Body: two arcs meeting at the nose and the tail's root.
            let mut pb = PathBuilder::new();
            let (nose, root) = (cx - 0.95 * r, cx + 0.45 * r);
            pb.move_to(nose, cy);
            pb.quad_to(cx - 0.25 * r, cy - 0.95 * r, root, cy);
            pb.quad_to(cx - 0.25 * r, cy + 0.95 * r, nose, cy);
            pb.close();
            if let Some(path) = pb.finish() {
                c.fill_path(&path, ink);
            }
            c.fill_polygon(
                &[
                    (root - 0.1 * r, cy),
                    (cx + r, cy - 0.5 * r),
                    (cx + 0.88 * r, cy),
                    (cx + r, cy + 0.5 * r),
                ],
                ink,
            );
            c.fill_circle(cx - 0.5 * r, cy - 0.1 * r, 0.11 * r, bg);
        }
    }
}

/// A spirit's token: its shape, dark with a white rim and a white initial, or white
/// with a dark initial for the spirit whose turn it is. Austro's triangle points at
/// the grid from `side`.
fn token(
    c: &mut Canvas,
    spirit: Spirit,
    cx: f32,
    cy: f32,
    r: f32,
    current: bool,
    side: Option<Side>,
) {
    let path = match spirit {
        Spirit::Borea => Shape::Hexagon.path(cx, cy, r * 1.05),
        Spirit::Jugo => Shape::Square.path(cx, cy, r * 1.1),
        Spirit::Etesia => Shape::Diamond.path(cx, cy, r * 1.08),
        Spirit::Skyron => polygon_path(&regular_polygon(cx, cy, r * 1.02, 8, FRAC_PI_8)),
        Spirit::Austro => {
            // Points down (into the grid from the top) unless told otherwise.
            let angle = match side {
                Some(Side::Bottom) => -FRAC_PI_2,
                Some(Side::Left) => 0.0,
                Some(Side::Right) => PI,
                _ => FRAC_PI_2,
            };
            // A triangle's centroid is off its middle: shift back for the letter.
            polygon_path(&regular_polygon(cx, cy, r * 1.25, 3, angle))
        }
    };
    let Some(path) = path else {
        return;
    };
    let (fill, rim, ink) = if current {
        (palette::HIGHLIGHT, palette::INK, palette::INK)
    } else {
        (palette::INK, palette::HIGHLIGHT, palette::HIGHLIGHT)
    };
    c.stroke_path(&path, (r * 0.3).max(5.0), palette::INK);
    c.stroke_path(&path, (r * 0.14).max(2.5), rim);
    c.fill_path(&path, fill);
    let letter = spirit.name()[..1].to_string();
    let size = if spirit == Spirit::Austro {
        r * 0.85
    } else {
        r * 1.1
    };
    // Never below the smallest text: the board is read shrunk to a phone's width.
    let style = TextStyle::bold(size.max(TEXT_SMALL), ink);
    c.draw_text(
        &letter,
        &style,
        cx,
        style.centered_baseline(cy),
        Align::Center,
    );
}

/// The last flight, swap or storm: white outlines and arrows, edged in ink so they
/// read on light cards too.
fn last_move(c: &mut Canvas, view: &ZefiriaView, geo: &Geometry) {
    let Some(last) = &view.last else {
        return;
    };
    let arrow = |c: &mut Canvas, from: (f32, f32), to: (f32, f32)| {
        c.draw_arrow(from, to, 12.0, palette::INK);
        c.draw_arrow(from, to, 6.0, palette::HIGHLIGHT);
    };
    let shorten = |from: (f32, f32), to: (f32, f32), by: f32| -> ((f32, f32), (f32, f32)) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len, dy / len);
        (
            (from.0 + ux * by, from.1 + uy * by),
            (to.0 - ux * by, to.1 - uy * by),
        )
    };
    let outline = |c: &mut Canvas, cell: Cell| {
        let r = geo.cell(cell).inset(CARD_INSET);
        c.stroke_round_rect(r.inset(-5.0), 14.0, 8.0, palette::INK);
        c.stroke_round_rect(r.inset(-5.0), 14.0, 4.0, palette::HIGHLIGHT);
    };
    match last {
        // Between cards that are not neighbours an arrow would cross the cards between
        // them and hide what they show: both ends are outlined instead.
        Move::Fly {
            from: Place::Card(a),
            to: Place::Card(b),
            ..
        } if !a.around(*b) => {
            outline(c, *a);
            outline(c, *b);
        }
        Move::Fly { from, to, .. } => {
            let (a, b) = (geo.place(*from), geo.place(*to));
            let (a, b) = shorten(a, b, geo.cell_size() * 0.18);
            arrow(c, a, b);
        }
        Move::Swap { a, b, .. } | Move::Storm { a, b, .. } => {
            for cell in [a, b] {
                outline(c, *cell);
            }
            let blew = !matches!(last, Move::Storm { blew: false, .. });
            if blew && a.around(*b) {
                let (pa, pb) = shorten(geo.center(*a), geo.center(*b), geo.cell_size() * 0.32);
                // A double arrow: both cards travelled.
                let mid = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
                arrow(c, mid, pa);
                arrow(c, mid, pb);
            }
        }
    }
}

// ----- time and score ---------------------------------------------------------------

/// Width of the time panel at the left of the strip under the board.
const TIME_W: f32 = 200.0;
/// Padding inside the time and score panels (narrower than the kit's `PAD`).
const STRIP_PAD: f32 = 16.0;
const SCORE_ROW: f32 = 42.0;

/// The strip under the board: the time panel and, once the game has begun, the score.
fn strip(view: &ZefiriaView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let scored = matches!(view.phase, PhaseView::Turn { .. } | PhaseView::Over);
    let time_w = if scored { TIME_W } else { area.w };
    let time = Rect::new(area.x, area.y, time_w, 0.0);
    let mut height = time_panel(view, names, time, None);
    if scored {
        height = height.max(score_panel(view, names, time, None));
    }
    if let Some(c) = canvas {
        time_panel(
            view,
            names,
            Rect::new(area.x, area.y, time_w, height),
            Some(c),
        );
        if scored {
            let x = area.x + TIME_W + GAP;
            score_panel(
                view,
                names,
                Rect::new(x, area.y, area.right() - x, height),
                Some(c),
            );
        }
    }
    height
}

/// What the storm line says (Storm Mode only), beside a lightning bolt.
fn storm_text(view: &ZefiriaView, names: &Names) -> String {
    match view.storm {
        Some([a, b]) => format!("{a} ⇄ {b}"),
        None => names.say(&match view.phase {
            PhaseView::Over => msg!("zefiria-pic-storm-over"),
            // A storm gathers every turn: none now means it was calmed.
            PhaseView::Turn { .. } => msg!("zefiria-pic-storm-calmed"),
            _ => msg!("zefiria-pic-storm-every-turn"),
        }),
    }
}

/// A time gem: a small purple diamond.
fn gem(c: &mut Canvas, cx: f32, cy: f32) {
    let pts = [
        (cx, cy - 14.0),
        (cx + 10.0, cy - 3.0),
        (cx, cy + 14.0),
        (cx - 10.0, cy - 3.0),
    ];
    c.fill_polygon(&pts, palette::REDDISH_PURPLE);
    c.stroke_polygon(&pts, 2.0, palette::HIGHLIGHT);
}

/// The round, the time gems left, and the storm in Storm Mode. `area.h` is the
/// panel's height when drawing (0: as tall as it needs).
fn time_panel(view: &ZefiriaView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let caption_h = CAPTION.cap_height() + 12.0;
    let line = 40.0;
    let lines = 1.0 + f32::from(u8::from(view.storm_mode));
    let need = 2.0 * STRIP_PAD + caption_h + lines * line;
    let Some(c) = canvas else {
        return need;
    };
    let height = area.h.max(need);
    let panel = Rect::new(area.x, area.y, area.w, height);
    c.draw_panel(panel, palette::PANEL);
    let inner = panel.inset(STRIP_PAD);
    let cap = names.say(&if view.round == 0 {
        msg!("zefiria-pic-time-gems")
    } else {
        msg!("zefiria-pic-round", round = view.round)
    });
    c.draw_text(
        &cap,
        &CAPTION,
        inner.x,
        inner.y + CAPTION.cap_height(),
        Align::Left,
    );
    let last_round = view.gems_left == 0 && view.round > 0;
    let status = names.say(&match (view.gems_left, &view.phase) {
        (_, PhaseView::Over) => msg!("zefiria-pic-time-up"),
        _ if last_round => msg!("zefiria-pic-last-round"),
        (n, _) => msg!("zefiria-pic-gems-left", gems = n),
    });
    let style = if last_round && view.phase != PhaseView::Over {
        BODY_BOLD.with_color(palette::ATTENTION)
    } else {
        BODY_BOLD
    };
    let text_x = inner.x + 34.0;
    let style = fit(&status, &style, inner.right() - text_x, TEXT_SMALL);
    let cy = inner.y + caption_h + line / 2.0;
    if view.gems_left > 0 {
        gem(c, inner.x + 12.0, cy);
    } else {
        c.stroke_circle(inner.x + 12.0, cy, 10.0, 2.5, palette::LINE);
    }
    c.draw_text(
        &status,
        &style,
        text_x,
        style.centered_baseline(cy),
        Align::Left,
    );
    if view.storm_mode {
        let cy = cy + line;
        bolt(c, inner.x + 12.0, cy, 14.0);
        let text = storm_text(view, names);
        let style = if view.storm.is_some() {
            BODY_BOLD
        } else {
            BODY_MUTED
        };
        let style = fit(&text, &style, inner.right() - text_x, TEXT_SMALL);
        c.draw_text(
            &text,
            &style,
            text_x,
            style.centered_baseline(cy),
            Align::Left,
        );
    }
    height
}

/// The score as it stands, with its parts (at home, astray, on their row, and the magic
/// gems in Storm Mode) in two columns beside it. `area.h` is the panel's height when drawing.
fn score_panel(view: &ZefiriaView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let head = CAPTION.cap_height() + 12.0 + 70.0;
    let need = 2.0 * STRIP_PAD + head.max(2.0 * SCORE_ROW);
    let Some(c) = canvas else {
        return need;
    };
    let height = area.h.max(need);
    let panel = Rect::new(area.x, area.y, area.w, height);
    c.draw_panel(panel, palette::PANEL);
    let inner = panel.inset(STRIP_PAD);
    let caption = names.say(&if view.phase == PhaseView::Over {
        msg!("zefiria-pic-final-score")
    } else {
        msg!("zefiria-pic-score-now")
    });
    c.draw_text(
        &caption,
        &CAPTION,
        inner.x,
        inner.y + CAPTION.cap_height(),
        Align::Left,
    );
    let total = signed(view.score.total);
    let total_cy = inner.y + CAPTION.cap_height() + 12.0 + 36.0;
    // Large, but leaving the parts room for their words.
    let style = fit(&total, &HERO, 116.0, TEXT_TITLE);
    c.draw_text(
        &total,
        &style,
        inner.x,
        style.centered_baseline(total_cy),
        Align::Left,
    );
    let parts_x = inner.x + (measure(&total, &style) + 24.0).max(140.0);
    let s = &view.score;
    let word = |m| names.say(&m);
    let mut rows: Vec<(&str, u8, String, String)> = vec![
        (
            "✓",
            s.in_place,
            word(msg!("zefiria-pic-home")),
            format!("+{}", s.in_place),
        ),
        (
            "✗",
            s.astray,
            word(msg!("zefiria-pic-astray")),
            format!("−{}", 2 * u32::from(s.astray)),
        ),
        (
            "↔",
            s.right_row,
            word(msg!("zefiria-pic-row")),
            format!("−{}", s.right_row),
        ),
    ];
    if view.storm_mode {
        rows.push((
            "◆",
            s.magic,
            word(msg!("zefiria-pic-magic")),
            format!("+{}", s.magic),
        ));
    }
    let col_w = (inner.right() - parts_x) / 2.0;
    let top = inner.center_y() - SCORE_ROW;
    for (i, (icon, count, word, points)) in rows.into_iter().enumerate() {
        let x = parts_x + (i % 2) as f32 * col_w;
        // The left column ends short of the right one; "astray", the longest, is right.
        let right = if i % 2 == 0 {
            x + col_w - 22.0
        } else {
            inner.right()
        };
        let cy = top + (i / 2) as f32 * SCORE_ROW + SCORE_ROW / 2.0;
        let ix = x + 12.0;
        match icon {
            "✓" => {
                c.fill_circle(ix, cy, 12.0, palette::HIGHLIGHT);
                c.draw_check(ix, cy, 16.0, 3.5, palette::INK);
            }
            "✗" => c.draw_x(ix, cy, 24.0, 4.0, palette::TEXT_MUTED),
            "◆" => {
                let pts = [
                    (ix, cy - 13.0),
                    (ix + 10.0, cy - 2.0),
                    (ix, cy + 13.0),
                    (ix - 10.0, cy - 2.0),
                ];
                c.fill_polygon(&pts, palette::SKY_BLUE);
            }
            _ => {
                c.draw_text(
                    icon,
                    &BODY_BOLD,
                    ix,
                    BODY_BOLD.centered_baseline(cy),
                    Align::Center,
                );
            }
        }
        let count = count.to_string();
        let cx = x + 32.0;
        c.draw_text(
            &count,
            &BODY_BOLD,
            cx,
            BODY_BOLD.centered_baseline(cy),
            Align::Left,
        );
        // The word only where it leaves room for the points.
        let wx = cx + measure(&count, &BODY_BOLD) + 6.0;
        if wx + measure(&word, &SMALL_MUTED) + 8.0 + measure(&points, &SMALL_MUTED) <= right {
            c.draw_text(
                &word,
                &SMALL_MUTED,
                wx,
                SMALL_MUTED.centered_baseline(cy),
                Align::Left,
            );
        }
        c.draw_text(
            &points,
            &SMALL_MUTED,
            right,
            SMALL_MUTED.centered_baseline(cy),
            Align::Right,
        );
    }
    height
}

// ----- the turn order ---------------------------------------------------------------

/// Every spirit in turn order: token, name, player and magic gems; the one whose turn
/// it is highlighted, with its action points left or what it is asked.
fn roster(view: &ZefiriaView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let caption_h = CAPTION.cap_height() + 14.0;
    let height = 2.0 * PAD + caption_h + view.spirits.len().max(1) as f32 * ROSTER_ROW;
    let Some(c) = canvas else {
        return height;
    };
    let panel = Rect::new(area.x, area.y, area.w, height);
    c.draw_panel(panel, palette::PANEL);
    let inner = panel.inset(PAD);
    let caption = names.say(&match view.phase {
        PhaseView::ChooseSpirit { .. } | PhaseView::ChooseCorner { .. } => {
            msg!("zefiria-pic-setup")
        }
        PhaseView::Over => msg!("zefiria-pic-game-over"),
        PhaseView::Turn { .. } => msg!("zefiria-pic-turn-order"),
    });
    c.draw_text(
        &caption,
        &CAPTION,
        inner.x,
        inner.y + CAPTION.cap_height(),
        Align::Left,
    );
    let current = current_slot(view);
    let mut y = inner.y + caption_h;
    for (slot, s) in view.spirits.iter().enumerate() {
        roster_row(
            c,
            view,
            s,
            Some(slot) == current,
            names,
            Rect::new(inner.x, y, inner.w, ROSTER_ROW),
        );
        y += ROSTER_ROW;
    }
    height
}

/// What the spirit whose turn it is is asked, when it is not simply acting.
fn asked(view: &ZefiriaView, names: &Names) -> Option<String> {
    let asked = match view.phase {
        PhaseView::ChooseSpirit { .. } => msg!("zefiria-pic-pick-spirit"),
        PhaseView::ChooseCorner { .. } => msg!("zefiria-pic-pick-corner"),
        PhaseView::Turn {
            pending: Some(cell),
            ..
        } => msg!("zefiria-pic-swap-with", cell = cell.to_string()),
        _ => return None,
    };
    Some(names.say(&asked))
}

fn roster_row(
    c: &mut Canvas,
    view: &ZefiriaView,
    s: &SpiritView,
    current: bool,
    names: &Names,
    row: Rect,
) {
    let cy = row.center_y();
    if current {
        let band = row.inset_xy(-8.0, 3.0);
        c.fill_round_rect(band, band.h / 2.0, palette::PANEL_RAISED);
        c.highlight_rect(band, band.h / 2.0, 2.0, palette::HIGHLIGHT);
    }
    let tx = row.x + 24.0;
    match s.spirit {
        Some(spirit) => token(c, spirit, tx, cy, 20.0, current, None),
        None => {
            c.fill_circle(tx, cy, 20.0, palette::PANEL_RAISED);
            c.draw_text(
                "?",
                &BODY_BOLD,
                tx,
                BODY_BOLD.centered_baseline(cy),
                Align::Center,
            );
        }
    }
    let mut right = row.right() - 12.0;
    // Magic gems held (Storm Mode), at the far right.
    if view.storm_mode {
        for i in 0..s.magic {
            let cx = right - 10.0 - f32::from(i) * 22.0;
            c.fill_polygon(
                &[
                    (cx, cy - 12.0),
                    (cx + 9.0, cy),
                    (cx, cy + 12.0),
                    (cx - 9.0, cy),
                ],
                palette::SKY_BLUE,
            );
        }
        right -= 22.0 * f32::from(s.magic.max(1)) + 14.0;
    }
    // The current spirit's action points left, or what it is asked.
    if current {
        if let Some(asked) = asked(view, names) {
            let pill = BadgeStyle::new(42.0, palette::HIGHLIGHT)
                .with_text(BODY_BOLD.with_color(palette::INK));
            let w = measure(&asked, &pill.text) + 36.0;
            c.draw_badge(&asked, &pill, right - w / 2.0, cy);
            right -= w + 14.0;
        } else if let PhaseView::Turn { ap, .. } = view.phase {
            let left = names.say(&msg!("zefiria-pic-ap", ap = ap));
            c.draw_text(
                &left,
                &BODY_BOLD,
                right,
                BODY_BOLD.centered_baseline(cy),
                Align::Right,
            );
            right -= measure(&left, &BODY_BOLD) + 18.0;
            for i in 0..view.ap_max {
                // Filled pips for the points left, from the left.
                let x = right - 11.0 - f32::from(view.ap_max - 1 - i) * 28.0;
                if i < ap {
                    c.fill_circle(x, cy, 11.0, palette::HIGHLIGHT);
                } else {
                    c.stroke_circle(x, cy, 9.5, 3.0, palette::LINE);
                }
            }
            right -= f32::from(view.ap_max) * 28.0 + 10.0;
        }
    }
    let x = tx + 38.0;
    let mut nx = x;
    if let Some(spirit) = s.spirit {
        let name = names.say(&spirit.msg());
        c.draw_text(
            &name,
            &BODY_BOLD,
            x,
            BODY_BOLD.centered_baseline(cy),
            Align::Left,
        );
        nx += measure(&name, &BODY_BOLD) + 14.0;
    }
    // Only a very long name is cut.
    if right - nx > 40.0 {
        let name = truncate(&seat_name(names, s.seat), &BODY_MUTED, right - nx);
        c.draw_text(
            &name,
            &BODY_MUTED,
            nx,
            BODY_MUTED.centered_baseline(cy),
            Align::Left,
        );
    }
}

// ----- the colour key ---------------------------------------------------------------

/// The colour key under the board: each colour's mark (the shape in its coins) and
/// name.
fn colour_key_row(names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let key = colour_key(names);
    let key_h = legend_height(&key, area.w);
    if let Some(c) = canvas {
        c.draw_legend(&key, area.x, area.y, area.w);
    }
    key_h
}

fn colour_key(names: &Names) -> Vec<LegendItem> {
    Colour::ALL
        .into_iter()
        .map(|colour| {
            let name = match colour {
                Colour::Orange => msg!("zefiria-legend-orange"),
                Colour::Blue => msg!("zefiria-legend-blue"),
                Colour::Green => msg!("zefiria-legend-green"),
                Colour::Yellow => msg!("zefiria-legend-yellow"),
                Colour::Pink => msg!("zefiria-legend-pink"),
            };
            LegendItem::new(Swatch::Mark(colour_mark(colour)), names.say(&name))
        })
        .collect()
}

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else if n < 0 {
        format!("−{}", -n)
    } else {
        "0".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Png;
    use windward_engine::{Actor, GameKind, Match, Seat, Viewer};

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("Player name {i}")).collect()
    }

    fn view_of(game: &Match) -> ZefiriaView {
        match game.view(Viewer::Public) {
            windward_engine::AnyView::Zefiria(v) => v,
            other => panic!("not a Zefiria view: {other:?}"),
        }
    }

    /// A game with spirits chosen and placed (the first choice each time), in its
    /// first turn.
    fn started(players: usize, options: &str) -> Match {
        let mut game = Match::new(GameKind::Zefiria, options, players, 11).expect("starts");
        while matches!(
            view_of(&game).phase,
            PhaseView::ChooseSpirit { .. } | PhaseView::ChooseCorner { .. }
        ) {
            let actor = Actor::player(game.to_act()[0]);
            let first = game.choices(actor)[0].notation.clone();
            game.apply_notation(actor, &first).expect("a setup choice");
        }
        game
    }

    fn decode(png: &Png) -> image::RgbaImage {
        image::load_from_memory(&png.bytes)
            .expect("valid PNG")
            .to_rgba8()
    }

    #[test]
    fn every_phase_renders_small_and_full_width() {
        let setup = Match::new(GameKind::Zefiria, "storm=on", 3, 1).expect("new");
        let mut played = started(5, "storm=on");
        let actor = Actor::player(played.to_act()[0]);
        let fly = played
            .choices(actor)
            .into_iter()
            .find(|c| c.notation.starts_with("fly"))
            .expect("a flight");
        played.apply_notation(actor, &fly.notation).expect("fly");
        for game in [&setup, &played] {
            let png = Board::draw(
                &view_of(game),
                &crate::Names::new(&names(5), windward_engine::i18n::Lang::En),
            )
            .expect("renders");
            assert_eq!(png.width, WIDTH);
            assert_eq!(png.width, 900);
            let img = decode(&png);
            assert_eq!((img.width(), img.height()), (png.width, png.height));
            assert!(png.bytes.len() < 300_000, "{}", png.bytes.len());
            assert!(png.height < 1500, "{}", png.height);
        }
    }

    #[test]
    fn odd_views_do_not_panic() {
        let game = started(2, "");
        let mut v = view_of(&game);
        v.spirits[0].seat = Seat(200);
        v.targets
            .push(Place::Edge(Edge::all().next().expect("an edge")));
        v.finished = Some("{seat:9} and {seat:".into());
        v.phase = PhaseView::Over;
        Board::draw(&v, &crate::Names::new(&[], windward_engine::i18n::Lang::En)).expect("renders");
        v.cards.truncate(3);
        v.phase = PhaseView::Turn {
            slot: 40,
            ap: 9,
            pending: Cell::new(2, 2),
        };
        Board::draw(&v, &crate::Names::new(&[], windward_engine::i18n::Lang::En)).expect("renders");
    }

    #[test]
    fn same_view_same_bytes() {
        let v = view_of(&started(3, "storm=on"));
        assert_eq!(
            Board::draw(
                &v,
                &crate::Names::new(&names(3), windward_engine::i18n::Lang::En)
            )
            .expect("renders"),
            Board::draw(
                &v,
                &crate::Names::new(&names(3), windward_engine::i18n::Lang::En)
            )
            .expect("renders")
        );
        assert_eq!(
            crate::board(
                &windward_engine::AnyView::Zefiria(v.clone()),
                &crate::Names::new(&names(3), windward_engine::i18n::Lang::En)
            )
            .expect("renders"),
            Board::draw(
                &v,
                &crate::Names::new(&names(3), windward_engine::i18n::Lang::En)
            )
            .expect("renders")
        );
    }
    /// The board in French and in Polish: its own words, none cut short, the held
    /// card's question in the reader's words.
    #[test]
    fn a_board_says_its_words_in_french_and_polish() {
        use windward_engine::i18n::Lang;
        let mut game = started(3, "storm=on");
        // Hold a card for a blow, so the "swap?" tag and the roster's question show.
        let actor = Actor::player(game.to_act()[0]);
        let blow = game
            .choices(actor)
            .into_iter()
            .find(|c| c.notation.starts_with("blow"))
            .expect("a card to blow");
        game.apply_notation(actor, &blow.notation).expect("blow");
        let v = view_of(&game);
        let list = names(3);
        let english = Board::draw(&v, &crate::Names::new(&list, Lang::En)).expect("renders");
        let PhaseView::Turn {
            pending: Some(held),
            ..
        } = v.phase
        else {
            panic!("a card is held for a blow");
        };
        assert_eq!(
            asked(&v, &crate::Names::new(&list, Lang::En)),
            Some(format!("Swap {held} with ?"))
        );
        for (lang, turn_order, question) in [
            (
                Lang::Fr,
                "ORDRE DU TOUR",
                format!("{held} ⇄ laquelle\u{a0}?"),
            ),
            (Lang::Pl, "KOLEJNOŚĆ", format!("{held} ⇄ z którą?")),
        ] {
            let words = crate::Names::new(&list, lang);
            let drawn = Board::draw(&v, &words).expect("renders");
            assert_eq!(drawn.width, WIDTH);
            assert_ne!(english.bytes, drawn.bytes, "{lang:?}: the words changed");
            assert!(drawn.clipped.is_empty(), "{lang:?}: {:?}", drawn.clipped);
            assert_eq!(words.say(&msg!("zefiria-pic-turn-order")), turn_order);
            assert_eq!(words.say(&msg!("zefiria-pic-ap", ap = 4)), "4 PA");
            assert_eq!(asked(&v, &words), Some(question));
        }
    }

    #[test]
    fn the_time_panel_words_take_no_more_room_in_french_and_polish() {
        use windward_engine::i18n::Lang;
        // The status and storm lines beside the gem and the bolt (`time_panel`), at
        // the smallest size `fit` may give them: within the panel's text room, or no
        // wider than the English.
        let room = TIME_W - 2.0 * STRIP_PAD - 34.0;
        let small = BODY_BOLD.with_size(TEXT_SMALL);
        let en = crate::Names::new(&[], Lang::En);
        for fr in [
            crate::Names::new(&[], Lang::Fr),
            crate::Names::new(&[], Lang::Pl),
        ] {
            for m in [
                msg!("zefiria-pic-time-up"),
                msg!("zefiria-pic-last-round"),
                msg!("zefiria-pic-gems-left", gems = 1),
                msg!("zefiria-pic-gems-left", gems = 2),
                msg!("zefiria-pic-gems-left", gems = 29),
                msg!("zefiria-pic-storm-over"),
                msg!("zefiria-pic-storm-calmed"),
                msg!("zefiria-pic-storm-every-turn"),
            ] {
                let (english, french) = (en.say(&m), fr.say(&m));
                assert_ne!(english, french);
                let (we, wf) = (measure(&english, &small), measure(&french, &small));
                assert!(
                    wf <= room.max(we),
                    "{french:?} is {wf} px, English {english:?} {we} px, room {room}"
                );
            }
        }
    }
}

//! Aether Captains: one captain's voyage. From top to bottom: who is flying (and
//! their scenarios and gold), the card being resolved beside the Next card whose
//! values it uses, the dice of the last move (each with the number it had to beat),
//! the decision now asked (largest text after the card), the zeppelin's four
//! sections with their markers, the scenario, what just happened, and with several
//! captains the channel's leaderboard.
//!
//! Every colour is paired with a letter: E engine, T trade goods, C crew, W weapons;
//! reference values are circles labelled ATK, DEF, CMD, SPD and a G coin.

use windward_engine::games::aether_captains::{
    ActionCard, AetherView, LeaderLine, Progress, RollColor, RollRecord, Section, SectionView,
    ShipView, Stock, VoyageStatus,
};

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::dice::{DieFace, DieKind};
use crate::kit::seats::{fill_names, seat_mark, seat_name};
use crate::kit::text::{fit, measure, paragraph_height, sanitize, truncate, wrap};
use crate::kit::theme::{
    BODY, BODY_BOLD, CAPTION, GAP, HEADING, MARGIN, PAD, RADIUS, SMALL, SMALL_BOLD, SMALL_MUTED,
    TEXT_BODY, TEXT_HEADING, TEXT_SMALL, TITLE, WIDTH,
};
use crate::kit::{palette, Align, Canvas, Color, Rect, TextStyle};
use crate::Board;

const RED: Color = palette::VERMILLION;
const BLUE: Color = palette::BLUE;
const YELLOW: Color = palette::YELLOW;
const GREEN: Color = palette::BLUISH_GREEN;
const ORANGE: Color = palette::ORANGE;
const GOLD: Color = Color::hex(0xC9A227);

const HEADER_H: f32 = 110.0;
const NEXT_W: f32 = 420.0;
const ROLL_H: f32 = 64.0;
const ROLL_DIE: f32 = 54.0;
/// Lines a roll's result may take beside its die (two fit in [`ROLL_H`] at `SMALL`).
const ROLL_LINES: usize = 2;
const SQUARE: f32 = 40.0;
/// Dice rows drawn (the latest ones); a move rarely rolls more.
const MAX_ROLLS: usize = 5;

/// A voyage view, public or a captain's own. `names` holds display names by seat index.
impl Board for AetherView {
    fn layout(&self, names: &[String], canvas: Option<&mut Canvas>) -> f32 {
        draw(self, names, canvas)
    }
}

fn draw(view: &AetherView, names: &[String], mut canvas: Option<&mut Canvas>) -> f32 {
    let width = WIDTH as f32 - 2.0 * MARGIN;
    let area = |y: f32| Rect::new(MARGIN, y, width, 0.0);
    let mut y = MARGIN;
    if let Some(ship) = &view.ship {
        y += header(ship, names, view.private, area(y), canvas.as_deref_mut()) + GAP;
        if let Some(ending) = &ship.ending {
            y += banner(ending, ship.status, area(y), canvas.as_deref_mut()) + GAP;
        }
        if ship.active.is_some() || ship.next.is_some() {
            y += cards(ship, area(y), canvas.as_deref_mut()) + GAP;
        }
        if !ship.rolls.is_empty() {
            y += rolls(&ship.rolls, area(y), canvas.as_deref_mut()) + GAP;
        }
        if ship.ending.is_none() && !ship.decision.is_empty() {
            y += decision(&ship.decision, area(y), canvas.as_deref_mut()) + GAP;
        }
        y += zeppelin(ship, area(y), canvas.as_deref_mut()) + GAP;
        y += scenario(ship, area(y), canvas.as_deref_mut()) + GAP;
    }
    if (view.leaderboard.len() > 1 && !view.private) || view.ship.is_none() {
        y += leaderboard(view, names, area(y), canvas.as_deref_mut()) + GAP;
    }
    // With several captains, the channel's result under the leaderboard (a solo
    // voyage's ending is already on its ship).
    if let (Some(summary), true) = (&view.finished, view.leaderboard.len() > 1) {
        let anyone_won = view
            .leaderboard
            .iter()
            .any(|l| l.status == VoyageStatus::Won);
        let status = if anyone_won {
            VoyageStatus::Won
        } else {
            VoyageStatus::Lost
        };
        y += banner(&fill_names(summary, names), status, area(y), canvas) + GAP;
    }
    y - GAP + MARGIN
}

fn stock_color(stock: Stock) -> Color {
    match stock {
        Stock::Gold => GOLD,
        Stock::Goods => ORANGE,
        Stock::Weapons => RED,
        Stock::Crew => YELLOW,
        Stock::Engine => GREEN,
    }
}

fn stock_letter(stock: Stock) -> &'static str {
    match stock {
        Stock::Gold => "G",
        Stock::Goods => "T",
        Stock::Weapons => "W",
        Stock::Crew => "C",
        Stock::Engine => "E",
    }
}

fn stock_of(section: Section) -> Stock {
    match section {
        Section::Engine => Stock::Engine,
        Section::Cargo => Stock::Goods,
        Section::Crew => Stock::Crew,
        Section::Guns => Stock::Weapons,
    }
}

/// A gold coin with a G, and the amount beside it; returns the width used.
fn coin(c: &mut Canvas, text: &str, x: f32, cy: f32, r: f32, style: &TextStyle) -> f32 {
    c.fill_circle(x + r, cy, r, GOLD);
    c.stroke_circle(x + r, cy, r - 2.0, 3.0, Color::hex(0x8A6D12));
    let g = TextStyle::bold((r * 1.1).round().max(TEXT_SMALL), palette::INK);
    c.draw_text("G", &g, x + r, g.centered_baseline(cy), Align::Center);
    c.draw_text(
        text,
        style,
        x + 2.0 * r + 10.0,
        style.centered_baseline(cy),
        Align::Left,
    );
    2.0 * r + 10.0 + measure(text, style)
}

fn header(
    ship: &ShipView,
    names: &[String],
    private: bool,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let Some(c) = canvas else {
        return HEADER_H;
    };
    let panel = Rect::new(area.x, area.y, area.w, HEADER_H);
    c.draw_panel(panel, palette::PANEL);
    let mark = seat_mark(ship.seat);
    c.fill_round_rect(
        Rect::new(panel.x + 14.0, panel.y + 14.0, 12.0, HEADER_H - 28.0),
        6.0,
        mark.color,
    );
    c.draw_mark(mark, panel.x + 72.0, panel.center_y(), 30.0);
    // Right: scenarios done and gold.
    let right_w = 330.0;
    let right = Rect::new(panel.right() - right_w - PAD, panel.y, right_w, HEADER_H);
    let done = format!("{}/3", ship.completed.len());
    let big = TITLE;
    c.draw_text("SCENARIOS", &CAPTION, right.x, panel.y + 38.0, Align::Left);
    c.draw_text(&done, &big, right.x, panel.y + 92.0, Align::Left);
    c.draw_text(
        "GOLD",
        &CAPTION,
        right.x + 170.0,
        panel.y + 38.0,
        Align::Left,
    );
    coin(
        c,
        &ship.gold.to_string(),
        right.x + 170.0,
        panel.y + 75.0,
        20.0,
        &big,
    );
    // Middle: name and captain.
    let tx = panel.x + 120.0;
    let tw = right.x - tx - 20.0;
    let who = seat_name(names, ship.seat);
    let caption = if private {
        "YOUR SHIP"
    } else {
        "CAPTAIN AT THE HELM"
    };
    c.draw_text(caption, &CAPTION, tx, panel.y + 32.0, Align::Left);
    let style = fit(&who, &TITLE, tw, TEXT_HEADING);
    let who = truncate(&who, &style, tw);
    c.draw_text(&who, &style, tx, panel.y + 74.0, Align::Left);
    let captain = format!("Capt. {} · {}", ship.captain.name, ship.captain.title);
    let captain = truncate(&captain, &SMALL, tw);
    c.draw_text(&captain, &SMALL, tx, panel.y + 100.0, Align::Left);
    HEADER_H
}

fn banner(text: &str, status: VoyageStatus, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let style = HEADING.with_color(palette::INK);
    let lines = wrap(text, &style, area.w - 2.0 * PAD - 100.0)
        .len()
        .clamp(1, 3);
    let h = 2.0 * PAD + lines as f32 * style.line_height();
    let Some(c) = canvas else {
        return h;
    };
    let fill = match status {
        VoyageStatus::Won => palette::SUCCESS,
        _ => palette::FAILURE,
    };
    let rect = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(rect, fill);
    let cy = rect.center_y();
    match status {
        VoyageStatus::Won => c.draw_check(rect.x + 50.0, cy, 44.0, 7.0, palette::INK),
        _ => c.draw_x(rect.x + 50.0, cy, 40.0, 7.0, palette::INK),
    }
    let body = Rect::new(
        rect.x + 100.0,
        rect.y + PAD,
        rect.w - 100.0 - PAD,
        h - 2.0 * PAD,
    );
    c.draw_paragraph(
        text,
        &style.with_color(fill.text_on()),
        body,
        Align::Left,
        3,
    );
    h
}

fn kind_color(kind: &str) -> Color {
    match kind {
        "Trade" => ORANGE,
        "Assist" => GREEN,
        "Pirates" => RED,
        _ => palette::SKY_BLUE,
    }
}

/// The active card (left, large) and the Next card with its values (right).
fn cards(ship: &ShipView, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let left_w = area.w - NEXT_W - GAP;
    let active_h = ship.active.as_ref().map_or(0.0, |card| {
        active_card(
            card,
            ship.action,
            Rect::new(area.x, area.y, left_w, 0.0),
            None,
        )
    });
    let next_h = 300.0;
    let h = active_h.max(next_h);
    if let Some(c) = canvas {
        if let Some(card) = &ship.active {
            let rect = Rect::new(area.x, area.y, left_w, h);
            c.draw_panel(rect, palette::PANEL);
            c.highlight_rect(rect, RADIUS, 4.0, palette::HIGHLIGHT);
            active_card(card, ship.action, rect, Some(c));
        }
        if let Some(next) = &ship.next {
            next_card(next, Rect::new(area.right() - NEXT_W, area.y, NEXT_W, h), c);
        }
    }
    h
}

fn active_card(
    card: &ActionCard,
    current: Option<u8>,
    rect: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let inner = rect.inset(PAD);
    let text_w = inner.w - 20.0;
    let mut h = PAD + 36.0 + 12.0 + HEADING.line_height() * 2.0 + 10.0;
    let title_lines = wrap(&card.name, &HEADING, inner.w).len().clamp(1, 2);
    h += (title_lines as f32 - 2.0) * HEADING.line_height();
    let mut blocks = Vec::new();
    for (i, action) in card.actions.iter().enumerate() {
        let mut text = String::new();
        if action.may {
            text.push_str("You may: ");
        }
        text.push_str(&action.text);
        let lines = wrap(&text, &BODY, text_w - 24.0);
        let bh = 20.0 + lines.len() as f32 * BODY.line_height() + 12.0;
        blocks.push((i, action.kind.name(), lines, bh));
        h += bh + 10.0;
    }
    h += PAD;
    let Some(c) = canvas else {
        return h;
    };
    // Kind pills and the Black Cross.
    let mut x = inner.x;
    let pill_y = inner.y + 18.0;
    for kind in card.kinds() {
        let style = BadgeStyle::new(36.0, kind_color(kind.name()))
            .with_text(SMALL_BOLD.with_color(kind_color(kind.name()).text_on()));
        let label = kind.name().to_uppercase();
        let w = badge_width(&label, &style);
        c.draw_badge_at(&label, &style, x, pill_y, Align::Left);
        x += w + 10.0;
    }
    if card.cross {
        let cx = x + 20.0;
        draw_cross(c, cx, pill_y, 17.0);
        c.draw_text(
            "BLACK CROSS",
            &CAPTION,
            cx + 28.0,
            CAPTION.centered_baseline(pill_y),
            Align::Left,
        );
    }
    let title_top = inner.y + 36.0 + 12.0;
    let title = Rect::new(
        inner.x,
        title_top,
        inner.w,
        title_lines as f32 * HEADING.line_height(),
    );
    c.draw_paragraph(&card.name, &HEADING, title, Align::Left, 2);
    let mut y = title.bottom() + 10.0;
    for (i, kind, lines, bh) in blocks {
        let block = Rect::new(inner.x, y, inner.w, bh);
        let now = current == Some(i as u8);
        c.fill_round_rect(
            block,
            12.0,
            if now {
                palette::PANEL_RAISED
            } else {
                palette::PANEL
            },
        );
        c.fill_round_rect(
            Rect::new(block.x, block.y + 6.0, 8.0, bh - 12.0),
            4.0,
            kind_color(kind),
        );
        if now {
            c.stroke_round_rect(block, 12.0, 3.0, palette::HIGHLIGHT);
        }
        let mut ly = block.y + 10.0 + BODY.line_height() * 0.8;
        for line in lines {
            c.draw_text(&line, &BODY, block.x + 24.0, ly, Align::Left);
            ly += BODY.line_height();
        }
        y += bh + 10.0;
    }
    h
}

fn draw_cross(c: &mut Canvas, cx: f32, cy: f32, r: f32) {
    c.fill_circle(cx, cy, r + 3.0, palette::TEXT);
    let w = r * 0.45;
    c.fill_rect(
        Rect::new(cx - w / 2.0, cy - r + 3.0, w, 2.0 * r - 6.0),
        palette::INK,
    );
    c.fill_rect(
        Rect::new(cx - r + 3.0, cy - w / 2.0, 2.0 * r - 6.0, w),
        palette::INK,
    );
}

/// A value circle: colour, number, and a label under it.
fn value_circle(c: &mut Canvas, cx: f32, cy: f32, color: Color, value: u8, label: &str) {
    c.fill_circle(cx, cy, 30.0, color);
    let num = HEADING.with_color(color.text_on());
    c.draw_text(
        &value.to_string(),
        &num,
        cx,
        num.centered_baseline(cy),
        Align::Center,
    );
    c.draw_text(label, &CAPTION, cx, cy + 30.0 + 26.0, Align::Center);
}

fn next_card(card: &ActionCard, rect: Rect, c: &mut Canvas) {
    c.draw_panel(rect, palette::PANEL);
    c.stroke_round_rect(rect, RADIUS, 2.0, palette::LINE);
    let inner = rect.inset(PAD);
    c.draw_text(
        "NEXT CARD · VALUES",
        &CAPTION,
        inner.x,
        inner.y + 20.0,
        Align::Left,
    );
    let name = truncate(&card.name, &BODY_BOLD, inner.w);
    c.draw_text(&name, &BODY_BOLD, inner.x, inner.y + 58.0, Align::Left);
    let v = &card.values;
    let step = inner.w / 5.0;
    let row1 = inner.y + 112.0;
    let col = |i: f32| inner.x + step * (i + 0.5);
    value_circle(c, col(0.0), row1, RED, v.attack, "ATK");
    value_circle(c, col(1.0), row1, BLUE, v.defense, "DEF");
    value_circle(c, col(2.0), row1, YELLOW, v.command, "CMD");
    value_circle(c, col(3.0), row1, GREEN, v.speed, "SPD");
    // The Gold value: a coin, never rolled.
    c.fill_circle(col(4.0), row1, 30.0, GOLD);
    c.stroke_circle(col(4.0), row1, 27.0, 3.0, Color::hex(0x8A6D12));
    let num = HEADING.with_color(palette::INK);
    c.draw_text(
        &v.gold.to_string(),
        &num,
        col(4.0),
        num.centered_baseline(row1),
        Align::Center,
    );
    c.draw_text("PRICE", &CAPTION, col(4.0), row1 + 56.0, Align::Center);
    // Resource Numbers: coloured squares with letters.
    let row2 = row1 + 84.0;
    let n = &card.numbers;
    let items = [
        (Stock::Gold, n.gold),
        (Stock::Goods, n.goods),
        (Stock::Weapons, n.weapons),
        (Stock::Crew, n.crew),
        (Stock::Engine, n.engine),
    ];
    let sq = 44.0;
    for (i, (stock, value)) in items.iter().enumerate() {
        let cx = col(i as f32);
        let r = Rect::new(cx - sq / 2.0, row2, sq, sq);
        let color = stock_color(*stock);
        c.fill_round_rect(r, 6.0, color);
        let t = BODY_BOLD.with_color(color.text_on());
        c.draw_text(
            &value.to_string(),
            &t,
            r.center_x(),
            t.centered_baseline(r.center_y()),
            Align::Center,
        );
        c.draw_text(
            stock_letter(*stock),
            &CAPTION,
            r.center_x(),
            r.bottom() + 24.0,
            Align::Center,
        );
    }
}

fn rolls(rolls: &[RollRecord], area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let shown = rolls.len().min(MAX_ROLLS);
    // Three or more rolls go in two columns, in reading order.
    let cols = if shown >= 3 { 2 } else { 1 };
    let per_col = shown.div_ceil(cols);
    let h = 44.0 + per_col as f32 * ROLL_H + 12.0;
    let Some(c) = canvas else {
        return h;
    };
    c.draw_panel(Rect::new(area.x, area.y, area.w, h), palette::PANEL);
    let inner = area.inset_xy(PAD, 0.0);
    c.draw_text("DICE (d12)", &CAPTION, inner.x, area.y + 36.0, Align::Left);
    let col_w = (inner.w - (cols as f32 - 1.0) * 24.0) / cols as f32;
    let skip = rolls.len() - shown;
    for (k, r) in rolls.iter().skip(skip).enumerate() {
        let cell = Rect::new(
            inner.x + (k % cols) as f32 * (col_w + 24.0),
            area.y + 44.0 + (k / cols) as f32 * ROLL_H,
            col_w,
            ROLL_H,
        );
        roll_row(c, r, cell);
    }
    h
}

fn roll_row(c: &mut Canvas, r: &RollRecord, inner: Rect) {
    {
        let cy = inner.center_y();
        let mut face = DieFace::new(DieKind::D12, i64::from(r.die));
        face.success = Some(if r.good { 1 } else { -1 });
        c.draw_die(&face, inner.x + ROLL_DIE / 2.0, cy, ROLL_DIE);
        let mut x = inner.x + ROLL_DIE + 18.0;
        if r.bonus != 0 {
            let b = if r.bonus > 0 {
                format!("+{}", r.bonus)
            } else {
                format!("−{}", -r.bonus)
            };
            x += c.draw_text(
                &b,
                &BODY_BOLD,
                x,
                BODY_BOLD.centered_baseline(cy),
                Align::Left,
            ) + 14.0;
        }
        if let Some(target) = r.target {
            let color = match r.color {
                RollColor::Red => RED,
                RollColor::Blue => BLUE,
                RollColor::Yellow => YELLOW,
                RollColor::Green => GREEN,
                RollColor::Location => palette::LINE,
            };
            x += c.draw_text(
                "vs",
                &SMALL_MUTED,
                x,
                SMALL_MUTED.centered_baseline(cy),
                Align::Left,
            ) + 10.0;
            c.fill_circle(x + 24.0, cy, 24.0, color);
            let t = BODY_BOLD.with_color(color.text_on());
            c.draw_text(
                &target.to_string(),
                &t,
                x + 24.0,
                t.centered_baseline(cy),
                Align::Center,
            );
            x += 48.0 + 8.0;
        }
        // "✓ Pirate attack: they miss"
        let mark_x = x + 14.0;
        if r.good {
            c.draw_check(mark_x, cy, 26.0, 5.0, palette::SUCCESS);
        } else {
            c.draw_x(mark_x, cy, 22.0, 5.0, palette::FAILURE);
        }
        x += 36.0;
        // One size for every row (a row that shrank to fit would sit beside one that
        // didn't), on up to two lines, so the result is read whole.
        let text = sanitize(&format!("{}: {}", r.label, r.result));
        let rest = (inner.right() - x).max(0.0);
        let mut lines = wrap(&text, &SMALL, rest);
        if lines.len() > ROLL_LINES {
            let cut = lines[ROLL_LINES - 1..].join(" ");
            lines.truncate(ROLL_LINES - 1);
            lines.push(truncate(&cut, &SMALL, rest));
        }
        let top = cy - lines.len() as f32 * SMALL.line_height() / 2.0;
        for (i, line) in lines.iter().enumerate() {
            let mid = top + (i as f32 + 0.5) * SMALL.line_height();
            c.draw_text(line, &SMALL, x, SMALL.centered_baseline(mid), Align::Left);
        }
    }
}

fn decision(text: &str, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let text = sanitize(text);
    let inner_w = area.w - 2.0 * PAD - 50.0;
    let lines = wrap(&text, &BODY_BOLD.with_color(palette::INK), inner_w)
        .len()
        .clamp(1, 4);
    let h = 2.0 * 18.0 + lines as f32 * BODY_BOLD.line_height();
    let Some(c) = canvas else {
        return h;
    };
    let rect = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(rect, palette::HIGHLIGHT);
    c.draw_pointer(rect.x + PAD + 22.0, rect.center_y(), 20.0, palette::INK);
    let body = Rect::new(rect.x + PAD + 50.0, rect.y + 18.0, inner_w, h - 36.0);
    c.draw_paragraph(
        &text,
        &BODY_BOLD.with_color(palette::INK),
        body,
        Align::Left,
        4,
    );
    h
}

fn zeppelin(ship: &ShipView, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let most = ship
        .sections
        .iter()
        .map(|s| s.squares.max(s.held))
        .max()
        .unwrap_or(0)
        .max(1);
    let per_row = squares_per_row(most);
    let rows = usize::from(most).div_ceil(per_row) as f32;
    let sect_h = 136.0 + rows * (SQUARE + 8.0);
    let h = 48.0 + sect_h + PAD - 4.0;
    let Some(c) = canvas else {
        return h;
    };
    let panel = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(panel, palette::PANEL);
    let inner = panel.inset_xy(PAD, 0.0);
    c.draw_text(
        "ZEPPELIN · STERN TO BOW",
        &CAPTION,
        inner.x,
        area.y + 36.0,
        Align::Left,
    );
    let def = format!("DEFENSE RATING {}", ship.defense);
    c.draw_text(
        &def,
        &SMALL_BOLD.with_color(palette::SKY_BLUE),
        inner.right(),
        area.y + 36.0,
        Align::Right,
    );
    let top = area.y + 48.0;
    let gap = 14.0;
    let w = (inner.w - 3.0 * gap) / 4.0;
    for (i, s) in ship.sections.iter().enumerate() {
        let rect = Rect::new(inner.x + i as f32 * (w + gap), top, w, sect_h);
        section(c, s, most, rect);
    }
    h
}

/// Squares in a row of a section: four, or five once a section has more than eight
/// (so the panel grows by one row less and the board stays phone-tall).
fn squares_per_row(most: u8) -> usize {
    if most > 8 {
        5
    } else {
        4
    }
}

fn section(c: &mut Canvas, s: &SectionView, most: u8, rect: Rect) {
    let stock = stock_of(s.section);
    let color = stock_color(stock);
    c.fill_round_rect(rect, 14.0, palette::PANEL_RAISED);
    let band = Rect::new(rect.x, rect.y, rect.w, 44.0);
    c.fill_round_rect(band, 14.0, color);
    c.fill_rect(Rect::new(rect.x, rect.y + 30.0, rect.w, 14.0), color);
    // Shrink a long name a little before cutting it ("Crew Quarters" fits whole).
    let t = fit(
        s.name,
        &SMALL_BOLD.with_color(color.text_on()),
        rect.w - 60.0,
        TEXT_SMALL,
    );
    let title = truncate(s.name, &t, rect.w - 60.0);
    c.draw_text(
        &title,
        &t,
        rect.x + 14.0,
        t.centered_baseline(band.center_y()),
        Align::Left,
    );
    let lvl = BadgeStyle::new(34.0, palette::PANEL).with_text(SMALL_BOLD);
    c.draw_badge(
        &s.level.to_string(),
        &lvl,
        rect.right() - 26.0,
        band.center_y(),
    );
    // Count, then squares.
    let count = format!("{} {}/{}", stock_letter(stock), s.held, s.squares);
    let big = HEADING.with_color(if s.held == 0 {
        palette::FAILURE
    } else {
        palette::TEXT
    });
    c.draw_text(
        &count,
        &big,
        rect.x + 14.0,
        rect.y + 44.0 + 42.0,
        Align::Left,
    );
    let word = match stock {
        Stock::Goods => "goods",
        Stock::Weapons => "weapons",
        Stock::Crew => "crew",
        _ => "engine",
    };
    c.draw_text(
        word,
        &SMALL_MUTED,
        rect.right() - 14.0,
        rect.y + 44.0 + 40.0,
        Align::Right,
    );
    let sq_top = rect.y + 100.0;
    let total = s.squares.max(s.held);
    let per_row = squares_per_row(most);
    let sq_gap = ((rect.w - 28.0) - per_row as f32 * SQUARE) / (per_row as f32 - 1.0);
    for k in 0..total {
        let (row, col) = (usize::from(k) / per_row, usize::from(k) % per_row);
        let r = Rect::new(
            rect.x + 14.0 + col as f32 * (SQUARE + sq_gap),
            sq_top + row as f32 * (SQUARE + 8.0),
            SQUARE,
            SQUARE,
        );
        if k < s.held {
            c.fill_round_rect(r, 6.0, color);
            let t = SMALL_BOLD.with_color(color.text_on());
            c.draw_text(
                stock_letter(stock),
                &t,
                r.center_x(),
                t.centered_baseline(r.center_y()),
                Align::Center,
            );
            if k >= s.squares {
                // Past the tile's squares: an Emperor's bonus marker.
                c.stroke_round_rect(r, 6.0, 3.0, palette::HIGHLIGHT);
            }
        } else {
            c.stroke_round_rect(r.inset(2.0), 5.0, 2.5, palette::LINE);
        }
    }
    let foot = format!("DEF {} · d12 {}–{}", s.defense, s.range[0], s.range[1]);
    let foot = truncate(&foot, &SMALL_MUTED, rect.w - 20.0);
    c.draw_text(
        &foot,
        &SMALL_MUTED,
        rect.x + 14.0,
        rect.bottom() - 14.0,
        Align::Left,
    );
}

fn scenario(ship: &ShipView, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let inner_w = area.w - 2.0 * PAD;
    let Some(s) = &ship.scenario else {
        let text = format!(
            "Draw pile {} · discards {} · {} · cards flown {}",
            ship.draw_pile,
            ship.discard_pile,
            reshuffles(ship, false),
            ship.cards
        );
        let h = 2.0 * 16.0 + SMALL_MUTED.line_height();
        if let Some(c) = canvas {
            c.draw_panel(Rect::new(area.x, area.y, area.w, h), palette::PANEL);
            c.draw_text(
                &text,
                &SMALL_MUTED,
                area.x + PAD,
                area.y + 16.0 + SMALL_MUTED.line_height() * 0.75,
                Align::Left,
            );
        }
        return h;
    };
    let goal = sanitize(&format!("Goal: {}", s.goal));
    let cross = sanitize(&s.cross);
    let reward = sanitize(&format!("Reward: {}", s.reward));
    let text_w = inner_w - 250.0;
    let goal_h = paragraph_height(&goal, &BODY, text_w);
    let cross_h = paragraph_height(&cross, &SMALL, inner_w - 40.0);
    let reward_h = paragraph_height(&reward, &SMALL, inner_w);
    let h = 48.0 + HEADING.line_height() + goal_h.max(40.0) + 8.0 + cross_h + 4.0 + reward_h + PAD
        - 6.0;
    let Some(c) = canvas else {
        return h;
    };
    let panel = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(panel, palette::PANEL);
    let x = area.x + PAD;
    let label = format!("SCENARIO {} OF 3", ship.completed.len() + 1);
    c.draw_text(&label, &CAPTION, x, area.y + 36.0, Align::Left);
    let mut y = area.y + 44.0;
    let title = truncate(&s.name, &HEADING, inner_w);
    c.draw_text(
        &title,
        &HEADING,
        x,
        y + HEADING.line_height() * 0.8,
        Align::Left,
    );
    // Progress, big, at the right, beside the title and goal.
    let pbox = Rect::new(
        panel.right() - PAD - 230.0,
        y,
        230.0,
        HEADING.line_height() + goal_h.max(40.0),
    );
    y += HEADING.line_height();
    c.draw_paragraph(
        &goal,
        &BODY,
        Rect::new(x, y, text_w, goal_h),
        Align::Left,
        4,
    );
    c.fill_round_rect(pbox, 14.0, palette::PANEL_RAISED);
    match &s.progress {
        Progress::Count { have, need } => {
            let t = format!("{have} / {need}");
            let big = TITLE;
            let style = fit(&t, &big, pbox.w - 20.0, TEXT_BODY);
            c.draw_text(
                &t,
                &style,
                pbox.center_x(),
                style.centered_baseline(pbox.center_y()),
                Align::Center,
            );
        }
        Progress::Hold(items) => {
            let n = items.len().max(1) as f32;
            let step = pbox.w / n;
            for (i, (stock, have, need)) in items.iter().enumerate() {
                let cx = pbox.x + step * (i as f32 + 0.5);
                let color = stock_color(*stock);
                let r = Rect::new(cx - 18.0, pbox.y + 16.0, 36.0, 36.0);
                c.fill_round_rect(r, 6.0, color);
                let lt = SMALL_BOLD.with_color(color.text_on());
                c.draw_text(
                    stock_letter(*stock),
                    &lt,
                    cx,
                    lt.centered_baseline(r.center_y()),
                    Align::Center,
                );
                let t = format!("{have}/{need}");
                c.draw_text(
                    &t,
                    &BODY_BOLD,
                    cx,
                    pbox.y + 16.0 + 36.0 + 38.0,
                    Align::Center,
                );
            }
        }
    }
    y += goal_h.max(40.0) + 8.0;
    draw_cross(c, x + 14.0, y + 16.0, 13.0);
    c.draw_paragraph(
        &cross,
        &SMALL,
        Rect::new(x + 40.0, y, inner_w - 40.0, cross_h),
        Align::Left,
        4,
    );
    y += cross_h + 4.0;
    c.draw_paragraph(
        &reward,
        &SMALL,
        Rect::new(x, y, inner_w, reward_h),
        Align::Left,
        3,
    );
    let deck = format!(
        "DECK {} · DISCARDS {} · {}",
        ship.draw_pile,
        ship.discard_pile,
        reshuffles(ship, true)
    );
    c.draw_text(
        &deck,
        &CAPTION,
        panel.right() - PAD,
        area.y + 36.0,
        Align::Right,
    );
    h
}

fn leaderboard(
    view: &AetherView,
    names: &[String],
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let row_h = 46.0;
    let cols = if view.leaderboard.len() >= 3 { 2 } else { 1 };
    let per_col = view.leaderboard.len().div_ceil(cols);
    let h = 48.0 + per_col as f32 * row_h + PAD - 8.0;
    let Some(c) = canvas else {
        return h;
    };
    c.draw_panel(Rect::new(area.x, area.y, area.w, h), palette::PANEL);
    let x0 = area.x + PAD;
    c.draw_text(
        "CAPTAINS · SCENARIOS DONE",
        &CAPTION,
        x0,
        area.y + 36.0,
        Align::Left,
    );
    let featured = view.ship.as_ref().map(|s| s.seat);
    let mut lines: Vec<&LeaderLine> = view.leaderboard.iter().collect();
    lines.sort_by_key(|l| (std::cmp::Reverse(l.completed), l.seat));
    let col_w = (area.w - 2.0 * PAD - (cols as f32 - 1.0) * 24.0) / cols as f32;
    for (k, line) in lines.into_iter().enumerate() {
        let x = x0 + (k / per_col) as f32 * (col_w + 24.0);
        let y = area.y + 46.0 + (k % per_col) as f32 * row_h;
        let cy = y + row_h / 2.0;
        if featured == Some(line.seat) {
            let r = Rect::new(x - 10.0, y + 4.0, col_w + 20.0, row_h - 8.0);
            c.fill_round_rect(r, 12.0, palette::PANEL_RAISED);
        }
        c.draw_mark(seat_mark(line.seat), x + 16.0, cy, 15.0);
        let (status, style) = match line.status {
            VoyageStatus::Flying => (format!("{}/3", line.completed), BODY_BOLD),
            VoyageStatus::Won => (
                "WON 3/3".to_string(),
                BODY_BOLD.with_color(palette::SUCCESS),
            ),
            VoyageStatus::Lost => (
                format!("lost {}/3", line.completed),
                BODY.with_color(palette::TEXT_FAINT),
            ),
        };
        let sw = measure(&status, &style);
        c.draw_text(
            &status,
            &style,
            x + col_w,
            style.centered_baseline(cy),
            Align::Right,
        );
        let name = seat_name(names, line.seat);
        let name = truncate(&name, &BODY, (col_w - 44.0 - sw - 16.0).max(0.0));
        c.draw_text(
            &name,
            &BODY,
            x + 44.0,
            BODY.centered_baseline(cy),
            Align::Left,
        );
    }
    h
}

/// "reshuffles 2", or "reshuffles 2 of 3" under the house rule that limits them
/// (`patience`; 0 is the book's rule: no limit).
fn reshuffles(ship: &ShipView, caption: bool) -> String {
    let word = if caption { "RESHUFFLES" } else { "reshuffles" };
    match ship.patience {
        0 => format!("{word} {}", ship.reshuffles),
        limit if caption => format!("{word} {}/{limit}", ship.reshuffles),
        limit => format!("{word} {} of {limit}", ship.reshuffles),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use windward_engine::{Actor, GameKind, Match, Viewer};

    fn names() -> Vec<String> {
        vec![
            "Alice".into(),
            "Bob".into(),
            "Ωmega Bartholomew Fitzgerald 🐉".into(),
        ]
    }

    #[test]
    fn real_voyages_render_small_and_the_same_every_time() {
        for (players, seed) in [(1, 3), (3, 4)] {
            let mut game = Match::new(GameKind::AetherCaptains, "", players, seed).expect("starts");
            let mut moves = 0;
            while game.outcome().is_none() && moves < 400 {
                for seat in game.to_act() {
                    let action = game.suggest(seat).expect("a move");
                    game.apply_notation(Actor::player(seat), &action)
                        .expect("legal");
                    moves += 1;
                    if moves % 7 == 0 {
                        let png =
                            crate::board(&game.view(Viewer::Public), &names()).expect("renders");
                        assert_eq!(png.width, WIDTH);
                        assert!(png.bytes.len() < 300_000, "{}", png.bytes.len());
                        let private = crate::board(&game.view(Viewer::Seat(seat)), &names())
                            .expect("renders");
                        assert!(private.bytes.len() < 300_000);
                    }
                }
            }
            let view = game.view(Viewer::Public);
            assert_eq!(
                crate::board(&view, &[]).expect("renders"),
                crate::board(&view, &[]).expect("renders")
            );
        }
    }

    #[test]
    fn an_empty_view_does_not_panic() {
        let view = AetherView {
            ship: None,
            leaderboard: Vec::new(),
            private: false,
            finished: Some("{seat:9} {seat:".into()),
        };
        Board::draw(&view, &[]).expect("renders");
    }
}

//! Aether Captains: one captain's voyage, drawn 900 px wide to read on a phone. From
//! top to bottom: who is flying (and their scenarios and gold), the card being
//! resolved (its name and a few words per action) over the Next card's values, the
//! dice of the last move (each with the number it had to beat), the short prompt now
//! asked, the zeppelin's four sections with their markers, the scenario's name and
//! progress, and with several captains the channel's leaderboard. Sentences (card
//! texts, the scenario's goal and rules, the captain's ability, the whole prompt) are
//! in the captain's details, not in the picture.
//!
//! Every colour is paired with a letter: E engine, T trade goods, C crew, W weapons;
//! reference values are circles labelled ATK, DEF, CMD, SPD and a G coin.

use crate::kit::seats::Names;
use windward_engine::games::aether_captains::{
    ActionCard, AetherView, CardAction, LeaderLine, Progress, RollColor, RollRecord, Section,
    SectionView, ShipView, Stock, VoyageStatus,
};

use crate::kit::dice::{DieFace, DieKind};
use crate::kit::seats::{seat_mark, seat_name};
use crate::kit::text::{fit, measure, sanitize, truncate, wrap};
use crate::kit::theme::{
    BODY, BODY_BOLD, CAPTION, HEADING, MARGIN, PAD, RADIUS, SMALL, SMALL_BOLD, SMALL_MUTED,
    TEXT_HEADING, TEXT_SMALL, TITLE,
};
use crate::kit::{palette, Align, Canvas, Color, Rect, TextStyle};
use crate::Board;

const RED: Color = palette::VERMILLION;
const BLUE: Color = palette::BLUE;
const YELLOW: Color = palette::YELLOW;
const GREEN: Color = palette::BLUISH_GREEN;
const ORANGE: Color = palette::ORANGE;
const GOLD: Color = Color::hex(0xC9A227);

/// Drawn 900 px wide, so that a phone (about 400 px) shows body text at 13 px.
const W: u32 = 900;
const HEADER_H: f32 = 94.0;
/// Between panels: a little less than the kit's gap, to keep the board phone-tall.
const SPACE: f32 = 10.0;
const ROLL_H: f32 = 48.0;
const ROLL_DIE: f32 = 48.0;
/// Dice rows drawn (the latest ones); a move rarely rolls more.
const MAX_ROLLS: usize = 3;

/// A voyage view, public or a captain's own. `names` holds display names by seat index.
impl Board for AetherView {
    const WIDTH: u32 = W;

    fn layout(&self, names: &Names, canvas: Option<&mut Canvas>) -> f32 {
        draw(self, names, canvas)
    }
}

fn draw(view: &AetherView, names: &Names, mut canvas: Option<&mut Canvas>) -> f32 {
    let width = W as f32 - 2.0 * MARGIN;
    let area = |y: f32| Rect::new(MARGIN, y, width, 0.0);
    let mut y = MARGIN;
    if let Some(ship) = &view.ship {
        y += header(ship, names, view.private, area(y), canvas.as_deref_mut()) + SPACE;
        if let Some(ending) = &ship.ending {
            y += banner(ending, ship.status, area(y), canvas.as_deref_mut()) + SPACE;
        }
        // Once the voyage is over its last card no longer matters.
        if ship.ending.is_none() && (ship.active.is_some() || ship.next.is_some()) {
            y += cards(ship, area(y), canvas.as_deref_mut()) + SPACE;
        }
        if !ship.rolls.is_empty() {
            y += rolls(&ship.rolls, area(y), canvas.as_deref_mut()) + SPACE;
        }
        if ship.ending.is_none() && !ship.ask.is_empty() {
            y += decision(&ship.ask, area(y), canvas.as_deref_mut()) + SPACE;
        }
        y += zeppelin(ship, area(y), canvas.as_deref_mut()) + SPACE;
        y += scenario(ship, area(y), canvas.as_deref_mut()) + SPACE;
    }
    if (view.leaderboard.len() > 1 && !view.private) || view.ship.is_none() {
        y += leaderboard(view, names, area(y), canvas.as_deref_mut()) + SPACE;
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
        y += banner(&names.fill(summary), status, area(y), canvas) + SPACE;
    }
    y - SPACE + MARGIN
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
    names: &Names,
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
    let right_w = 280.0;
    let right = Rect::new(panel.right() - right_w - PAD, panel.y, right_w, HEADER_H);
    let done = format!("{}/3", ship.completed.len());
    let big = TITLE;
    c.draw_text("SCENARIOS", &CAPTION, right.x, panel.y + 30.0, Align::Left);
    c.draw_text(&done, &big, right.x, panel.y + 78.0, Align::Left);
    c.draw_text(
        "GOLD",
        &CAPTION,
        right.x + 172.0,
        panel.y + 30.0,
        Align::Left,
    );
    coin(
        c,
        &ship.gold.to_string(),
        right.x + 172.0,
        panel.y + 62.0,
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
    c.draw_text(caption, &CAPTION, tx, panel.y + 28.0, Align::Left);
    let style = fit(&who, &TITLE, tw, TEXT_HEADING);
    let who = truncate(&who, &style, tw);
    c.draw_text(&who, &style, tx, panel.y + 63.0, Align::Left);
    // The captain's title and ability are in the captain's own details.
    let captain = format!("Capt. {}", ship.captain.name);
    c.draw_text(&captain, &SMALL, tx, panel.y + 86.0, Align::Left);
    HEADER_H
}

fn banner(text: &str, status: VoyageStatus, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let style = HEADING.with_color(palette::INK);
    let lines = wrap(text, &style, area.w - 2.0 * PAD - 100.0).len().max(1);
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
        lines,
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

/// The card being resolved (its kinds, name and one short line per action; the
/// action's text is in its captain's details) and under it the Next card's values.
fn cards(ship: &ShipView, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let inner_w = area.w - 2.0 * PAD;
    let mut h = PAD;
    let active = ship.active.as_ref().map(|card| {
        let title = wrap(&card.name, &HEADING, inner_w - CROSS_W);
        let rows: Vec<(usize, Vec<String>)> = card
            .actions
            .iter()
            .enumerate()
            .map(|(i, a)| (i, wrap(&action_label(a), &BODY, inner_w - 70.0)))
            .collect();
        (card, title, rows)
    });
    if let Some((_, title, rows)) = &active {
        h += title.len() as f32 * HEADING.line_height() + 8.0;
        for (_, lines) in rows {
            h += action_row_h(lines.len()) + 8.0;
        }
    }
    if ship.next.is_some() {
        h += NEXT_H;
    } else {
        h += PAD - 8.0;
    }
    let Some(c) = canvas else {
        return h;
    };
    let panel = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(panel, palette::PANEL);
    let x = area.x + PAD;
    let mut y = area.y + PAD;
    if let Some((card, title, rows)) = active {
        c.highlight_rect(panel, RADIUS, 4.0, palette::HIGHLIGHT);
        // The Black Cross before the name; each action's colour bar is its kind.
        if card.cross {
            draw_cross(c, x + 17.0, y + HEADING.line_height() / 2.0, 15.0);
        }
        for line in &title {
            c.draw_text(
                line,
                &HEADING,
                x + CROSS_W,
                y + HEADING.line_height() * 0.8,
                Align::Left,
            );
            y += HEADING.line_height();
        }
        y += 8.0;
        for (i, lines) in rows {
            let bh = action_row_h(lines.len());
            let block = Rect::new(x, y, area.w - 2.0 * PAD, bh);
            let now = ship.action == Some(i as u8);
            c.fill_round_rect(
                block,
                12.0,
                if now {
                    palette::PANEL_RAISED
                } else {
                    palette::PANEL
                },
            );
            let kind = card.actions[i].kind.name();
            c.fill_round_rect(
                Rect::new(block.x, block.y + 6.0, 8.0, bh - 12.0),
                4.0,
                kind_color(kind),
            );
            if now {
                c.stroke_round_rect(block, 12.0, 3.0, palette::HIGHLIGHT);
            }
            c.draw_text(
                &(i + 1).to_string(),
                &BODY_BOLD.with_color(palette::TEXT_MUTED),
                block.x + 24.0,
                block.y + 8.0 + BODY.line_height() * 0.8,
                Align::Left,
            );
            let mut ly = block.y + 8.0 + BODY.line_height() * 0.8;
            for line in lines {
                c.draw_text(&line, &BODY, block.x + 60.0, ly, Align::Left);
                ly += BODY.line_height();
            }
            y += bh + 8.0;
        }
    }
    if let Some(next) = &ship.next {
        next_card(next, Rect::new(x, y, area.w - 2.0 * PAD, NEXT_H - PAD), c);
    }
    h
}

/// Room for the Black Cross before a card's name.
const CROSS_W: f32 = 46.0;

/// Height of the Next card's values under the active card (with the panel's padding).
const NEXT_H: f32 = 120.0 + PAD;

fn action_row_h(lines: usize) -> f32 {
    16.0 + lines.max(1) as f32 * BODY.line_height()
}

/// An action in a few words: its choices ("Take 1 weapon or Take 2 engine parts"),
/// what it may do ("You may: Hire 1 crew for 6 gold"), or else its kind.
fn action_label(action: &CardAction) -> String {
    let labels: Vec<&str> = action.options.iter().map(|b| b.label.as_str()).collect();
    let text = match (labels.as_slice(), action.may) {
        ([_, _, ..], _) => labels.join(" or "),
        ([one], true) => format!("You may: {one}"),
        _ => action.kind.name().to_string(),
    };
    sanitize(&text)
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
    c.fill_circle(cx, cy, 28.0, color);
    let num = HEADING.with_color(color.text_on());
    c.draw_text(
        &value.to_string(),
        &num,
        cx,
        num.centered_baseline(cy),
        Align::Center,
    );
    c.draw_text(label, &CAPTION, cx, cy + 28.0 + 22.0, Align::Center);
}

/// The Next card's values (ATK DEF CMD SPD and its price) and Resource Numbers in
/// one row, under a caption with its name.
fn next_card(card: &ActionCard, rect: Rect, c: &mut Canvas) {
    c.draw_text("NEXT CARD", &CAPTION, rect.x, rect.y + 20.0, Align::Left);
    let name_x = rect.x + measure("NEXT CARD", &CAPTION) + 16.0;
    if measure(&card.name, &SMALL_MUTED) <= rect.right() - name_x {
        c.draw_text(&card.name, &SMALL_MUTED, name_x, rect.y + 20.0, Align::Left);
    }
    let v = &card.values;
    let step = rect.w / 10.0;
    let row = rect.y + 32.0 + 28.0;
    let col = |i: f32| rect.x + step * (i + 0.5);
    value_circle(c, col(0.0), row, RED, v.attack, "ATK");
    value_circle(c, col(1.0), row, BLUE, v.defense, "DEF");
    value_circle(c, col(2.0), row, YELLOW, v.command, "CMD");
    value_circle(c, col(3.0), row, GREEN, v.speed, "SPD");
    // The Gold value: a coin, never rolled.
    c.fill_circle(col(4.0), row, 28.0, GOLD);
    c.stroke_circle(col(4.0), row, 25.0, 3.0, Color::hex(0x8A6D12));
    let num = HEADING.with_color(palette::INK);
    c.draw_text(
        &v.gold.to_string(),
        &num,
        col(4.0),
        num.centered_baseline(row),
        Align::Center,
    );
    c.draw_text("PRICE", &CAPTION, col(4.0), row + 50.0, Align::Center);
    // Resource Numbers: coloured squares with letters.
    let n = &card.numbers;
    let items = [
        (Stock::Gold, n.gold),
        (Stock::Goods, n.goods),
        (Stock::Weapons, n.weapons),
        (Stock::Crew, n.crew),
        (Stock::Engine, n.engine),
    ];
    let sq = 48.0;
    for (i, (stock, value)) in items.iter().enumerate() {
        let cx = col(5.0 + i as f32);
        let r = Rect::new(cx - sq / 2.0, row - sq / 2.0, sq, sq);
        let color = stock_color(*stock);
        c.fill_round_rect(r, 6.0, color);
        let t = HEADING.with_color(color.text_on());
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
            row + 50.0,
            Align::Center,
        );
    }
}

fn rolls(rolls: &[RollRecord], area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let shown = rolls.len().min(MAX_ROLLS);
    let skip = rolls.len() - shown;
    let text_w = area.w - 2.0 * PAD - ROLL_TEXT_X;
    let rows: Vec<(&RollRecord, Vec<String>)> = rolls
        .iter()
        .skip(skip)
        .map(|r| {
            let text = sanitize(&format!("{}: {}", r.label, r.result));
            (r, wrap(&text, &SMALL, text_w))
        })
        .collect();
    let row_h = |lines: usize| ROLL_H.max(lines as f32 * SMALL.line_height() + 8.0);
    let h = 10.0 + rows.iter().map(|(_, l)| row_h(l.len())).sum::<f32>() + 10.0;
    let Some(c) = canvas else {
        return h;
    };
    c.draw_panel(Rect::new(area.x, area.y, area.w, h), palette::PANEL);
    let inner = area.inset_xy(PAD, 0.0);
    let mut y = area.y + 10.0;
    for (r, lines) in rows {
        let rh = row_h(lines.len());
        roll_row(c, r, &lines, Rect::new(inner.x, y, inner.w, rh));
        y += rh;
    }
    h
}

/// Where a roll's words start: after its die, modifier, target and mark.
const ROLL_TEXT_X: f32 = ROLL_DIE + 18.0 + 56.0 + 36.0 + 56.0 + 36.0;

fn roll_row(c: &mut Canvas, r: &RollRecord, lines: &[String], inner: Rect) {
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
        c.draw_text(
            &b,
            &BODY_BOLD,
            x,
            BODY_BOLD.centered_baseline(cy),
            Align::Left,
        );
    }
    x += 56.0;
    if let Some(target) = r.target {
        let color = match r.color {
            RollColor::Red => RED,
            RollColor::Blue => BLUE,
            RollColor::Yellow => YELLOW,
            RollColor::Green => GREEN,
            RollColor::Location => palette::LINE,
        };
        c.draw_text(
            "vs",
            &SMALL_MUTED,
            x,
            SMALL_MUTED.centered_baseline(cy),
            Align::Left,
        );
        let tx = x + 36.0;
        c.fill_circle(tx + 22.0, cy, 22.0, color);
        let t = BODY_BOLD.with_color(color.text_on());
        c.draw_text(
            &target.to_string(),
            &t,
            tx + 22.0,
            t.centered_baseline(cy),
            Align::Center,
        );
    }
    x += 36.0 + 56.0;
    let mark_x = x + 14.0;
    if r.good {
        c.draw_check(mark_x, cy, 26.0, 5.0, palette::SUCCESS);
    } else {
        c.draw_x(mark_x, cy, 22.0, 5.0, palette::FAILURE);
    }
    let x = inner.x + ROLL_TEXT_X;
    let top = cy - lines.len() as f32 * SMALL.line_height() / 2.0;
    for (i, line) in lines.iter().enumerate() {
        let mid = top + (i as f32 + 0.5) * SMALL.line_height();
        c.draw_text(line, &SMALL, x, SMALL.centered_baseline(mid), Align::Left);
    }
}

/// What the captain is asked now, in a few words (the whole sentence is in the
/// captain's details).
fn decision(text: &str, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let text = sanitize(text);
    let style = BODY_BOLD.with_color(palette::INK);
    let inner_w = area.w - 2.0 * PAD - 50.0;
    let lines = wrap(&text, &style, inner_w).len().max(1);
    let h = 2.0 * 18.0 + lines as f32 * BODY_BOLD.line_height();
    let Some(c) = canvas else {
        return h;
    };
    let rect = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(rect, palette::HIGHLIGHT);
    c.draw_pointer(rect.x + PAD + 22.0, rect.center_y(), 20.0, palette::INK);
    let body = Rect::new(rect.x + PAD + 50.0, rect.y + 18.0, inner_w, h - 36.0);
    c.draw_paragraph(&text, &style, body, Align::Left, lines);
    h
}

/// Squares in a row of a section, and their size: four, or five smaller ones once a
/// section has more than twelve (so the board stays phone-tall).
fn squares_per_row(most: u8) -> (usize, f32) {
    if most > 12 {
        (5, 26.0)
    } else {
        (4, 32.0)
    }
}

fn zeppelin(ship: &ShipView, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let most = ship
        .sections
        .iter()
        .map(|s| s.squares.max(s.held))
        .max()
        .unwrap_or(0)
        .max(1);
    let (per_row, sq) = squares_per_row(most);
    let rows = usize::from(most).div_ceil(per_row) as f32;
    let sect_h = SECTION_TOP + rows * (sq + 6.0) + SMALL.line_height() + 12.0;
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
    let def = format!("DEFENSE {}", ship.defense);
    c.draw_text(
        &def,
        &BODY_BOLD.with_color(palette::SKY_BLUE),
        inner.right(),
        area.y + 38.0,
        Align::Right,
    );
    let top = area.y + 48.0;
    let gap = 12.0;
    let w = (inner.w - 3.0 * gap) / 4.0;
    for (i, s) in ship.sections.iter().enumerate() {
        let rect = Rect::new(inner.x + i as f32 * (w + gap), top, w, sect_h);
        section(c, s, most, rect);
    }
    h
}

/// Where a section's squares start: under its band and count.
const SECTION_TOP: f32 = 44.0 + 12.0;

fn section(c: &mut Canvas, s: &SectionView, most: u8, rect: Rect) {
    let stock = stock_of(s.section);
    let color = stock_color(stock);
    c.fill_round_rect(rect, 14.0, palette::PANEL_RAISED);
    let band = Rect::new(rect.x, rect.y, rect.w, 44.0);
    c.fill_round_rect(band, 14.0, color);
    c.fill_rect(Rect::new(rect.x, rect.y + 30.0, rect.w, 14.0), color);
    // A short name: "Crew Quarters" would not fit a quarter of the width.
    let word = match s.section {
        Section::Engine => "ENGINE",
        Section::Cargo => "CARGO",
        Section::Crew => "CREW",
        Section::Guns => "GUNS",
    };
    // What it holds, in the band's right (on a dark pill, in red, when empty).
    let count = format!("{}/{}", s.held, s.squares);
    let count_style = if s.held == 0 {
        BODY_BOLD.with_color(palette::FAILURE)
    } else {
        BODY_BOLD.with_color(color.text_on())
    };
    let count_w = measure(&count, &count_style) + if s.held == 0 { 20.0 } else { 4.0 };
    let t = SMALL_BOLD.with_color(color.text_on());
    // The stock's letter when the word and a two-digit count would not both fit.
    let word = if measure(word, &t) + count_w + 22.0 > rect.w {
        stock_letter(stock)
    } else {
        word
    };
    c.draw_text(
        word,
        &t,
        rect.x + 12.0,
        t.centered_baseline(band.center_y()),
        Align::Left,
    );
    let count_rect = Rect::new(rect.right() - 8.0 - count_w, band.y + 5.0, count_w, 34.0);
    if s.held == 0 {
        c.fill_round_rect(count_rect, 17.0, palette::PANEL);
    }
    c.draw_text(
        &count,
        &count_style,
        count_rect.center_x(),
        count_style.centered_baseline(count_rect.center_y()),
        Align::Center,
    );

    let sq_top = rect.y + SECTION_TOP;
    let total = s.squares.max(s.held);
    let (per_row, square) = squares_per_row(most);
    let sq_gap = ((rect.w - 24.0) - per_row as f32 * square) / (per_row as f32 - 1.0);
    for k in 0..total {
        let (row, col) = (usize::from(k) / per_row, usize::from(k) % per_row);
        let r = Rect::new(
            rect.x + 12.0 + col as f32 * (square + sq_gap),
            sq_top + row as f32 * (square + 6.0),
            square,
            square,
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
    // Its level at the left, the d12 faces that hit it at the right (its defense
    // counts in the ship's Defense Rating).
    let base = rect.bottom() - 14.0;
    c.draw_text(
        &format!("L{}", s.level),
        &SMALL_MUTED,
        rect.x + 12.0,
        base,
        Align::Left,
    );
    c.draw_text(
        &format!("d12 {}–{}", s.range[0], s.range[1]),
        &SMALL_MUTED,
        rect.right() - 12.0,
        base,
        Align::Right,
    );
}

/// The scenario: its name beside the progress (its goal, Black Cross rule and
/// reward are in the captain's details), and the deck.
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
        let lines = wrap(&text, &SMALL_MUTED, inner_w);
        let h = 2.0 * 16.0 + lines.len() as f32 * SMALL_MUTED.line_height();
        if let Some(c) = canvas {
            c.draw_panel(Rect::new(area.x, area.y, area.w, h), palette::PANEL);
            let mut y = area.y + 16.0 + SMALL_MUTED.line_height() * 0.75;
            for line in lines {
                c.draw_text(&line, &SMALL_MUTED, area.x + PAD, y, Align::Left);
                y += SMALL_MUTED.line_height();
            }
        }
        return h;
    };
    // Progress at the right: "2 / 5", or a lettered square and count per stock.
    let items: Vec<(Option<Stock>, String)> = match &s.progress {
        Progress::Count { have, need } => vec![(None, format!("{have} / {need}"))],
        Progress::Hold(items) => items
            .iter()
            .map(|(stock, have, need)| (Some(*stock), format!("{have}/{need}")))
            .collect(),
    };
    let item_w = |(stock, t): &(Option<Stock>, String)| {
        measure(t, &HEADING) + if stock.is_some() { 46.0 } else { 0.0 }
    };
    let progress_w = items.iter().map(item_w).sum::<f32>() + 20.0 * items.len() as f32;
    let text_w = inner_w - progress_w - 20.0;
    let title = wrap(&s.name, &HEADING, text_w);
    let body_h = title.len().max(1) as f32 * HEADING.line_height();
    let h = 44.0 + body_h + PAD - 4.0;
    let Some(c) = canvas else {
        return h;
    };
    let panel = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(panel, palette::PANEL);
    let x = area.x + PAD;
    let label = format!("SCENARIO {} OF 3", ship.completed.len() + 1);
    c.draw_text(&label, &CAPTION, x, area.y + 34.0, Align::Left);
    // The deck, without its reshuffles when they would not fit beside the label.
    let mut deck = format!(
        "DECK {} · DISCARDS {} · {}",
        ship.draw_pile,
        ship.discard_pile,
        reshuffles(ship, true)
    );
    if measure(&label, &CAPTION) + measure(&deck, &CAPTION) + 24.0 > inner_w {
        deck = format!("DECK {} · DISCARDS {}", ship.draw_pile, ship.discard_pile);
    }
    c.draw_text(
        &deck,
        &CAPTION,
        panel.right() - PAD,
        area.y + 34.0,
        Align::Right,
    );
    let mut y = area.y + 44.0;
    let cy = y + body_h / 2.0;
    for line in &title {
        c.draw_text(
            line,
            &HEADING,
            x,
            y + HEADING.line_height() * 0.8,
            Align::Left,
        );
        y += HEADING.line_height();
    }
    let mut px = panel.right() - PAD - progress_w + 20.0;
    for item in &items {
        let (stock, t) = item;
        if let Some(stock) = stock {
            let color = stock_color(*stock);
            let r = Rect::new(px, cy - 18.0, 36.0, 36.0);
            c.fill_round_rect(r, 6.0, color);
            let lt = SMALL_BOLD.with_color(color.text_on());
            c.draw_text(
                stock_letter(*stock),
                &lt,
                r.center_x(),
                lt.centered_baseline(cy),
                Align::Center,
            );
            px += 46.0;
        }
        let style = HEADING.with_color(palette::HIGHLIGHT);
        c.draw_text(t, &style, px, style.centered_baseline(cy), Align::Left);
        px += measure(t, &HEADING) + 20.0;
    }
    h
}

fn leaderboard(view: &AetherView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let row_h = 40.0;
    let cols = if view.leaderboard.len() >= 2 { 2 } else { 1 };
    let per_col = view.leaderboard.len().div_ceil(cols);
    let h = 10.0 + per_col as f32 * row_h + 10.0;
    let Some(c) = canvas else {
        return h;
    };
    c.draw_panel(Rect::new(area.x, area.y, area.w, h), palette::PANEL);
    let x0 = area.x + PAD;
    let featured = view.ship.as_ref().map(|s| s.seat);
    let mut lines: Vec<&LeaderLine> = view.leaderboard.iter().collect();
    lines.sort_by_key(|l| (std::cmp::Reverse(l.completed), l.seat));
    let col_w = (area.w - 2.0 * PAD - (cols as f32 - 1.0) * 24.0) / cols as f32;
    for (k, line) in lines.into_iter().enumerate() {
        let x = x0 + (k / per_col) as f32 * (col_w + 24.0);
        let y = area.y + 10.0 + (k % per_col) as f32 * row_h;
        let cy = y + row_h / 2.0;
        if featured == Some(line.seat) {
            let r = Rect::new(x - 10.0, y + 4.0, col_w + 20.0, row_h - 8.0);
            c.fill_round_rect(r, 12.0, palette::PANEL_RAISED);
        }
        c.draw_mark(seat_mark(line.seat), x + 16.0, cy, 15.0);
        // Scenarios done; a check for a won voyage, a cross for a lost one.
        let status = format!("{}/3", line.completed);
        let style = match line.status {
            VoyageStatus::Flying => BODY_BOLD,
            VoyageStatus::Won => BODY_BOLD.with_color(palette::SUCCESS),
            VoyageStatus::Lost => BODY.with_color(palette::TEXT_FAINT),
        };
        let mark_w = if line.status == VoyageStatus::Flying {
            0.0
        } else {
            28.0
        };
        let sw = measure(&status, &style) + mark_w;
        let mx = x + col_w - sw + 10.0;
        match line.status {
            VoyageStatus::Won => c.draw_check(mx, cy, 22.0, 4.0, palette::SUCCESS),
            VoyageStatus::Lost => c.draw_x(mx, cy, 18.0, 4.0, palette::FAILURE),
            VoyageStatus::Flying => {}
        }
        c.draw_text(
            &status,
            &style,
            x + col_w,
            style.centered_baseline(cy),
            Align::Right,
        );
        let name = seat_name(names, line.seat);
        let name = truncate(&name, &BODY, (col_w - 40.0 - sw - 10.0).max(0.0));
        c.draw_text(
            &name,
            &BODY,
            x + 40.0,
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
                        let png = crate::board(
                            &game.view(Viewer::Public),
                            &crate::Names::new(&names(), windward_engine::i18n::Lang::En),
                        )
                        .expect("renders");
                        assert_eq!(png.width, W);
                        assert!(png.bytes.len() < 300_000, "{}", png.bytes.len());
                        let private = crate::board(
                            &game.view(Viewer::Seat(seat)),
                            &crate::Names::new(&names(), windward_engine::i18n::Lang::En),
                        )
                        .expect("renders");
                        assert!(private.bytes.len() < 300_000);
                    }
                }
            }
            let view = game.view(Viewer::Public);
            assert_eq!(
                crate::board(
                    &view,
                    &crate::Names::new(&[], windward_engine::i18n::Lang::En)
                )
                .expect("renders"),
                crate::board(
                    &view,
                    &crate::Names::new(&[], windward_engine::i18n::Lang::En)
                )
                .expect("renders")
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
        Board::draw(
            &view,
            &crate::Names::new(&[], windward_engine::i18n::Lang::En),
        )
        .expect("renders");
    }
}

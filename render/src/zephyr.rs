//! Zephyr: Winds of Change's pictures: the public table, and a captain's own view.
//!
//! From top to bottom: the day, the region (name, tier, its day and length, its
//! rules), days left and assignments done of those needed; who the table waits for;
//! one panel per ship (two side by side: captain, ship, scrap, hull tiles top first,
//! where it is, crew and ready powers, "TO PLAY" and "WRECKED" tags); the assignments
//! under way with their route and the party's space; the battles still being fought
//! (two at most), each enemy ship numbered as `aim:` numbers it, with its hull cubes
//! as pips, crew, target and who aims at it, then the battle's last lines; the latest
//! log lines and a legend. A captain's view (the view carries `me`) adds under the
//! header what they are asked, the exploration card they react to with its numbered
//! choices, the assignments offered (name and kind) and their hand as small cards
//! (name, kind and tier; identical cards once, counted; three to a row when every name
//! fits, else two), and puts their ship first, full width, with its ready powers,
//! systems and piles. Sentences stay out of the picture: card texts, the offered
//! assignments' routes, paths and rewards and the ready powers' texts are in the
//! captain's details (the engine's `Game::details`); log and battle lines too long
//! for one line are left out (they are in the game's log), and lists wrap rather than
//! being cut.
//!
//! Hull tiles are squares with a letter (A armor, S structure); a damaged one is dim
//! and crossed out. Card kinds are a colour and their word (attack, maneuver, tech).
//! Drawn 900 px wide to read on a phone (about 400 px there): nothing under
//! [`crate::kit::theme::TEXT_SMALL`], and never taller than [`MAX_H`] (1.5 × the
//! width) — a busy moment drops detail step by step ([`Fit`]: legend, log, flavour,
//! then in a captain's view the other ships' panels, battle lines, the assignments,
//! the hand cards' kind words (the public board: every ship as a row), one battle,
//! the captain's own ship as a row, and last the region's rules) instead; [`first_fitting`] picks the
//! level. A name that does not fit steps down to the smallest size, and foe names
//! and tags give way (a captain without their ship, whole words) rather than be cut.

use windward_engine::games::zephyr::{
    AssignmentView, BattleView, CardView, ExploreView, FoeView, ShipView, WarlordView, ZephyrView,
};
use windward_engine::Seat;

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::fit::first_fitting;
use crate::kit::seats::{fill_names, seat_mark, seat_name};
use crate::kit::text::{fit, measure, truncate, wrap};
use crate::kit::theme::{
    BODY, BODY_BOLD, BODY_MUTED, CAPTION, GAP, HEADING, MARGIN, RADIUS, SMALL, SMALL_BOLD,
    SMALL_MUTED, TEXT_BODY, TEXT_SMALL, TITLE,
};
use crate::kit::{palette, Align, Canvas, Color, Rect, TextStyle};
use crate::{Board, RenderError};

/// How wide the pictures are drawn: shown about 400 px wide on a phone, the kit's
/// smallest text reads at 10.7 px and body text at 13.3 px.
const WIDTH: u32 = 900;
/// The tallest a picture may be: 1.5 × [`WIDTH`].
const MAX_H: f32 = WIDTH as f32 * 1.5;
const INNER: f32 = WIDTH as f32 - 2.0 * MARGIN;
/// One of two columns.
const COLUMN: f32 = (INNER - GAP) / 2.0;
/// Padding inside a panel (tighter than the kit's `PAD`: room is short).
const P: f32 = 16.0;
/// A panel's caption line.
const CAPTION_H: f32 = 40.0;

const ARMOR: Color = palette::SKY_BLUE;
const STRUCTURE: Color = palette::TEXT_MUTED;

/// How much detail a picture keeps: level 0 is everything; each level drops a little
/// more, and the picture uses the first level at which it fits
/// [`MAX_H`] ([`first_fitting`] finds it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Fit(u8);

/// How a captain's view shows the other ships.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Others {
    Panels,
    Rows,
    Hidden,
}

impl Fit {
    const LAST: u8 = 13;
    /// From this level one battle is drawn, and a fighting warlord only as its title.
    const ONE_BATTLE: u8 = 11;
    /// From this level a captain's own ship is a row too.
    const OWN_ROW: u8 = 12;

    /// Every level, most detail first.
    fn levels() -> impl Iterator<Item = Fit> {
        (0..=Fit::LAST).map(Fit)
    }

    fn legend(self) -> bool {
        self.0 < 1
    }
    /// Lines of the game's log.
    fn log_lines(self) -> usize {
        if self.0 < 2 {
            3
        } else {
            0
        }
    }
    /// The cards a ship has put down this phase, under it.
    fn played(self) -> bool {
        self.0 < 2
    }
    /// The flavour text of the card a captain reacts to.
    fn flavour(self) -> bool {
        self.0 < 3
    }
    /// The other ships in a captain's view.
    fn others(self) -> Others {
        match self.0 {
            0..=3 => Others::Panels,
            4 | 5 => Others::Rows,
            _ => Others::Hidden,
        }
    }
    /// A battle's last resolve lines.
    fn battle_lines(self) -> usize {
        match self.0 {
            0..=4 => 4,
            5 => 2,
            _ => 1,
        }
    }
    /// The assignments under way in a captain's view (their own is on their ship),
    /// and their ready powers and systems.
    fn own_details(self) -> bool {
        self.0 < 7
    }
    /// Enemy ships two to a row.
    fn paired_foes(self) -> bool {
        self.0 >= 8
    }
    /// Hand cards with their kind's word (else its colour alone).
    fn card_kinds(self) -> bool {
        self.0 < 9
    }
    /// Battles drawn (the others are counted).
    fn battles(self) -> usize {
        if self.0 < Fit::ONE_BATTLE {
            2
        } else {
            1
        }
    }
}

/// The public board, or a captain's own view when the view carries `me`.
impl Board for ZephyrView {
    const WIDTH: u32 = WIDTH;

    fn layout(&self, names: &[String], canvas: Option<&mut Canvas>) -> f32 {
        let (level, height) = first_fitting(Fit::levels(), MAX_H, |l| draw(self, names, l, None));
        if let Some(c) = canvas {
            draw(self, names, level, Some(c));
        }
        height
    }

    /// As the provided one, finding the detail level once.
    fn canvas(&self, names: &[String]) -> Result<Canvas, RenderError> {
        let (level, height) = first_fitting(Fit::levels(), MAX_H, |l| draw(self, names, l, None));
        let mut canvas = Canvas::new(WIDTH, height.ceil() as u32, palette::BACKGROUND)?;
        draw(self, names, level, Some(&mut canvas));
        Ok(canvas)
    }
}

fn full(y: f32) -> Rect {
    Rect::new(MARGIN, y, INNER, 0.0)
}

fn draw(view: &ZephyrView, names: &[String], level: Fit, mut c: Option<&mut Canvas>) -> f32 {
    let mut y = MARGIN;
    y += header(view, level, full(y), c.as_deref_mut()) + GAP;
    if let Some(won) = view.over {
        y += banner(
            view.day,
            won,
            view.ending.as_deref(),
            view.summary.as_deref(),
            full(y),
            c.as_deref_mut(),
        ) + GAP;
    }
    let me = view.me.as_ref().map(|m| m.seat);
    if let Some(private) = &view.me {
        let asked = fill_names(&private.prompt, names);
        if !asked.is_empty() {
            y += prompt_bar(&asked, full(y), c.as_deref_mut()) + GAP;
        }
        if !view.waiting.is_empty() && !view.waiting.contains(&private.seat) {
            y += waiting(&view.waiting, names, full(y), c.as_deref_mut()) + GAP;
        }
        if let Some(card) = &private.reacting {
            y += reacting(card, level, full(y), c.as_deref_mut()) + GAP;
        }
        if !private.offers.is_empty() {
            y += offers_panel(&private.offers, full(y), c.as_deref_mut()) + GAP;
        }
        if !private.hand.is_empty() {
            let draw = view
                .ships
                .iter()
                .find(|s| s.seat == private.seat)
                .map(|s| s.draw);
            y += hand_panel(
                &private.hand,
                &private.kept,
                draw,
                level,
                full(y),
                c.as_deref_mut(),
            ) + GAP;
        }
    } else if !view.waiting.is_empty() {
        y += waiting(&view.waiting, names, full(y), c.as_deref_mut()) + GAP;
    }
    y = ships(view, names, me, level, y, c.as_deref_mut());
    if !view.assignments.is_empty() && (me.is_none() || level.own_details()) {
        y += assignments_panel(&view.assignments, names, full(y), c.as_deref_mut()) + GAP;
    }
    let mut active: Vec<&BattleView> = view
        .battles
        .iter()
        .filter(|b| b.won.is_none() && b.step != "over")
        .collect();
    // A captain sees their own battles first.
    if let Some(me) = me {
        active.sort_by_key(|b| !b.seats.contains(&me));
    }
    // The warlord, over the battles; in the busiest moments only as the title of the
    // warlord battle.
    let mut lord_title = None;
    if let Some(w) = &view.warlord {
        if level.0 < Fit::ONE_BATTLE || !w.fighting {
            y += warlord_panel(w, level, full(y), c.as_deref_mut()) + GAP;
        } else {
            lord_title = Some(format!("{} · wave {} of {}", w.name, w.wave, w.waves));
        }
    }
    let shown = active.len().min(level.battles());
    for (i, b) in active.iter().take(shown).enumerate() {
        let more = if i + 1 == shown {
            active.len() - shown
        } else {
            0
        };
        let title = lord_title.as_deref().filter(|_| b.area == WARLORD_AREA);
        y += battle_panel(b, names, level, more, title, full(y), c.as_deref_mut()) + GAP;
    }
    let lines = short_lines(&view.log, names, level.log_lines(), INNER - 2.0 * P);
    if !lines.is_empty() {
        y += log_panel(&lines, full(y), c.as_deref_mut()) + GAP;
    }
    if level.legend() && !view.ships.is_empty() {
        let routes = !view.assignments.is_empty() && (me.is_none() || level.own_details());
        y += legend(shown > 0, routes, full(y), c) + GAP;
    }
    y - GAP + MARGIN
}

// ----- small pieces ------------------------------------------------------------------

fn panel(c: &mut Canvas, area: Rect, h: f32) -> Rect {
    let r = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(r, palette::PANEL);
    r
}

fn caption(c: &mut Canvas, text: &str, x: f32, y: f32, w: f32) {
    let text = truncate(text, &CAPTION, w);
    c.draw_text(&text, &CAPTION, x, y + 28.0, Align::Left);
}

/// One line of text centred on `cy`, cut to `w`; returns the width drawn.
fn line(c: &mut Canvas, text: &str, style: &TextStyle, x: f32, cy: f32, w: f32) -> f32 {
    if w <= 0.0 {
        return 0.0;
    }
    let style = fit(text, style, w, TEXT_SMALL.min(style.size));
    let text = truncate(text, &style, w);
    c.draw_text(&text, &style, x, style.centered_baseline(cy), Align::Left)
}

/// Whether `text` fits one line `w` wide in `style` (a longer log or battle line
/// leaves the picture: it is in the game's log).
fn fits(text: &str, style: &TextStyle, w: f32) -> bool {
    measure(text, style) <= w
}

fn pill(fill: Color, h: f32) -> BadgeStyle {
    BadgeStyle::new(h, fill).with_text(SMALL_BOLD.with_color(fill.text_on()))
}

fn kind_color(kind: &str) -> Color {
    match kind {
        "attack" => palette::VERMILLION,
        "maneuver" => palette::SKY_BLUE,
        "tech" => palette::YELLOW,
        _ => palette::LINE,
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

// ----- header, banner, what is asked ---------------------------------------------------

const HEADER_H: f32 = 132.0;

/// The region's rules as one text ("Here: …"), if it has any.
fn rules_text(view: &ZephyrView) -> Option<String> {
    let rules: Vec<&str> = view
        .region_rules
        .iter()
        .map(|r| r.trim())
        .filter(|r| !r.is_empty())
        .collect();
    (!rules.is_empty()).then(|| format!("Here: {}", rules.join(" ")))
}

/// Lines the region's rules take under the header (at most two).
fn rules_lines(text: &str, w: f32) -> usize {
    wrap(text, &SMALL, w).len().min(2)
}

fn header(view: &ZephyrView, level: Fit, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    // The region's rules leave the busiest picture of all.
    let rules = rules_text(view).filter(|_| level.0 < Fit::LAST);
    let rules_w = area.w - 2.0 * P - 16.0;
    let lines = rules.as_deref().map_or(0, |t| rules_lines(t, rules_w));
    let h = HEADER_H
        + if lines > 0 {
            10.0 + lines as f32 * SMALL.line_height() + 10.0
        } else {
            0.0
        };
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let x = r.x + P + 8.0;
    if let Some(text) = &rules {
        let top = r.y + HEADER_H;
        c.line((x, top), (x + rules_w, top), 2.0, palette::LINE);
        c.draw_paragraph(
            text,
            &SMALL,
            Rect::new(x, top + 10.0, rules_w, lines as f32 * SMALL.line_height()),
            Align::Left,
            lines,
        );
    }
    // Left: the day.
    c.draw_text("DAY", &CAPTION, x, r.y + 40.0, Align::Left);
    let day = view.day.to_string();
    let day_style = fit(&day, &TITLE, 110.0, TEXT_BODY);
    c.draw_text(&day, &day_style, x, r.y + 96.0, Align::Left);
    // Right: assignments done of those needed.
    let right = r.right() - P - 8.0;
    c.draw_text("ASSIGNMENTS", &CAPTION, right, r.y + 40.0, Align::Right);
    let done = format!("{} / {}", view.completed, view.needed);
    let done_style = if view.completed >= view.needed {
        TITLE.with_color(palette::SUCCESS)
    } else {
        TITLE
    };
    c.draw_text(&done, &done_style, right, r.y + 96.0, Align::Right);
    c.draw_text(
        "done / needed",
        &SMALL_MUTED,
        right,
        r.y + 122.0,
        Align::Right,
    );
    // Middle: the region, its tier and days.
    let mx = x + 130.0;
    let mw = right - 220.0 - mx;
    let tier = format!("TIER {}", view.tier);
    let tier_style = pill(palette::PANEL_RAISED, 34.0);
    let tier_w = badge_width(&tier, &tier_style);
    let name = match (&view.region, view.over) {
        (Some(region), _) => region.clone(),
        (None, Some(_)) => "Mission over".to_string(),
        (None, None) => capitalise(&view.phase),
    };
    let name_w = mw - tier_w - 14.0;
    let name_style = fit(&name, &HEADING, name_w, TEXT_BODY);
    let drawn = line(c, &name, &name_style, mx, r.y + 34.0, name_w);
    c.draw_badge_at(
        &tier,
        &tier_style,
        mx + drawn + 14.0,
        r.y + 34.0,
        Align::Left,
    );
    let days = match (&view.region, view.over) {
        (Some(_), _) if view.days_left == 0 => "On the goal space".to_string(),
        (Some(_), _) => format!(
            "Day {} of {} here · {} days left",
            view.region_day.0, view.region_day.1, view.days_left
        ),
        (None, Some(_)) => format!("Ended on day {}", view.day),
        (None, None) => format!("{} days to fly", view.days_left),
    };
    // Edition 3: the track's mission event today, or the next one.
    let days = match (
        view.events.iter().find(|e| e.today),
        view.events.iter().find(|e| !e.past && !e.today),
    ) {
        _ if view.over.is_some() => days,
        (Some(e), _) => format!("{days} · Today: {}", e.name),
        (None, Some(e)) => format!("{days} · Day {}: {}", e.day, e.name),
        (None, None) => days,
    };
    line(c, &days, &BODY, mx, r.y + 78.0, mw);
    if view.region.is_some() {
        let mut phase = format!("Now: {}", view.phase);
        if let Some(q) = view.requirements.iter().find(|q| !q.checked) {
            phase.push_str(&format!(
                " · Day {} requirement: {} of {}",
                q.day, q.have, q.need
            ));
        }
        line(c, &phase, &SMALL_MUTED, mx, r.y + 112.0, mw);
    }
    h
}

fn banner(
    day: u16,
    won: bool,
    ending: Option<&str>,
    summary: Option<&str>,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let h = 84.0;
    let Some(c) = canvas else {
        return h;
    };
    let fill = if won {
        palette::SUCCESS
    } else {
        palette::FAILURE
    };
    let r = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(r, fill);
    let ink = fill.text_on();
    if won {
        c.draw_check(r.x + 46.0, r.center_y(), 40.0, 7.0, ink);
    } else {
        c.draw_x(r.x + 46.0, r.center_y(), 40.0, 7.0, ink);
    }
    let text = if let (true, Some(summary)) = (won, summary) {
        summary.to_string()
    } else if won {
        format!("Victory on day {day}: the bandits are driven off!")
    } else if ending == Some("time ran out") {
        format!("Defeat on day {day}: time ran out.")
    } else if ending == Some("requirement not met") {
        format!("Defeat on day {day}: a requirement was not met.")
    } else {
        format!("Defeat on day {day}: the mission is lost.")
    };
    // A long summary (a warlord's name) steps down to body size before it is cut.
    let w = r.w - 90.0 - P;
    let style = fit(&text, &HEADING, w, TEXT_BODY).with_color(ink);
    line(c, &text, &style, r.x + 90.0, r.center_y(), w);
    h
}

/// What the captain is asked now, white, with a pointer.
fn prompt_bar(text: &str, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let style = BODY_BOLD.with_color(palette::INK);
    let text_w = area.w - 2.0 * P - 50.0;
    let lines = wrap(text, &style, text_w).len().clamp(1, 3);
    let h = 28.0 + lines as f32 * style.line_height();
    let Some(c) = canvas else {
        return h;
    };
    let r = Rect::new(area.x, area.y, area.w, h);
    c.draw_panel(r, palette::HIGHLIGHT);
    c.draw_pointer(r.x + P + 24.0, r.center_y(), 20.0, palette::INK);
    c.draw_paragraph(
        text,
        &style,
        Rect::new(r.x + P + 50.0, r.y + 14.0, text_w, h - 28.0),
        Align::Left,
        3,
    );
    h
}

const WAIT_ROW: f32 = 44.0;

/// The seats the table waits for, each with its mark, flowed into rows.
fn wait_flow(
    seats: &[Seat],
    names: &[String],
    x0: f32,
    w: f32,
) -> (Vec<(Seat, String, f32, usize)>, usize) {
    let mut out = Vec::new();
    let (mut x, mut row) = (x0, 0);
    for &seat in seats {
        let name = truncate(&seat_name(names, seat), &BODY_BOLD, w * 0.6);
        let item = 36.0 + measure(&name, &BODY_BOLD);
        if x > 0.0 && x + item > w {
            x = 0.0;
            row += 1;
        }
        out.push((seat, name, x, row));
        x += item + 26.0;
    }
    (out, row + 1)
}

fn waiting(seats: &[Seat], names: &[String], area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let label = "Waiting for";
    let label_w = measure(label, &BODY_MUTED) + 20.0;
    let w = area.w - 2.0 * P;
    let (items, rows) = wait_flow(seats, names, label_w, w);
    let h = 16.0 + rows as f32 * WAIT_ROW;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    c.highlight_rect(r, RADIUS, 3.0, palette::HIGHLIGHT);
    let top = r.y + 8.0;
    line(
        c,
        label,
        &BODY_MUTED,
        r.x + P,
        top + WAIT_ROW / 2.0,
        label_w,
    );
    for (seat, name, dx, row) in items {
        let cy = top + (row as f32 + 0.5) * WAIT_ROW;
        let x = r.x + P + dx;
        c.draw_mark(seat_mark(seat), x + 14.0, cy, 13.0);
        c.draw_text(
            &name,
            &BODY_BOLD,
            x + 36.0,
            BODY_BOLD.centered_baseline(cy),
            Align::Left,
        );
    }
    h
}

// ----- ships -------------------------------------------------------------------------

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

fn hull_tiles(c: &mut Canvas, hull: &[(String, bool)], x: f32, cy: f32, tile: f32) {
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

fn ship_panel(c: &mut Canvas, ship: &ShipView, names: &[String], mine: bool, level: Fit, r: Rect) {
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
fn ship_row(c: &mut Canvas, ship: &ShipView, names: &[String], r: Rect) {
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
fn ships(
    view: &ZephyrView,
    names: &[String],
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

// ----- assignments -------------------------------------------------------------------

const RUN_ROW: f32 = 50.0;
const SPACE: f32 = 38.0;
const SPACE_GAP: f32 = 14.0;

/// A route space's label: its letter, "?" to explore, a star for the commander.
fn space_label(word: &str) -> &str {
    match word {
        "commander" => "★",
        w => w,
    }
}

/// One space of a route: white where the party is, dim behind it.
fn route_space(c: &mut Canvas, word: &str, here: bool, past: bool, sr: Rect) {
    let (fill, text) = if here {
        (palette::HIGHLIGHT, palette::INK)
    } else if past {
        (palette::PANEL, palette::TEXT_FAINT)
    } else {
        (palette::PANEL_RAISED, palette::TEXT)
    };
    c.fill_round_rect(sr, 8.0, fill);
    if !here {
        c.stroke_round_rect(sr.inset(1.0), 7.0, 2.0, palette::LINE);
    }
    let t = SMALL_BOLD.with_color(text);
    let label = space_label(word);
    let t = fit(label, &t, sr.w - 6.0, t.size);
    c.draw_text(
        label,
        &t,
        sr.center_x(),
        t.centered_baseline(sr.center_y()),
        Align::Center,
    );
}

fn assignments_panel(
    runs: &[AssignmentView],
    names: &[String],
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let h = CAPTION_H + runs.len() as f32 * RUN_ROW + 10.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    caption(
        c,
        "ASSIGNMENTS UNDER WAY · ROUTE",
        inner.x,
        r.y + 4.0,
        inner.w,
    );
    for (i, run) in runs.iter().enumerate() {
        let cy = r.y + CAPTION_H + (i as f32 + 0.5) * RUN_ROW;
        // The route, right-aligned.
        let n = run.route.len();
        let pos = usize::from(run.pos);
        let route_w = n as f32 * (SPACE + SPACE_GAP) - SPACE_GAP;
        let x0 = inner.right() - route_w.max(0.0);
        for (k, word) in run.route.iter().enumerate() {
            let sx = x0 + k as f32 * (SPACE + SPACE_GAP);
            let sr = Rect::new(sx, cy - SPACE / 2.0, SPACE, SPACE);
            if k + 1 < n {
                c.line(
                    (sr.right(), cy),
                    (sr.right() + SPACE_GAP, cy),
                    3.0,
                    palette::LINE,
                );
            }
            route_space(c, word, k == pos, k < pos, sr);
        }
        // Name, then the party: leader's mark and name, allies' marks.
        let left_w = x0 - inner.x - 20.0;
        let name_w = left_w - 40.0;
        let drawn = line(c, &run.name, &BODY_BOLD, inner.x, cy, name_w);
        let mut x = inner.x + drawn + 20.0;
        c.draw_mark(seat_mark(run.leader), x + 11.0, cy, 11.0);
        x += 28.0;
        let allies_w = run.allies.len() as f32 * 28.0;
        let leader = seat_name(names, run.leader);
        let end = inner.x + left_w;
        if fits(&leader, &SMALL, end - x - allies_w - 8.0) {
            x += line(c, &leader, &SMALL, x, cy, end - x - allies_w - 8.0) + 10.0;
        }
        for &ally in &run.allies {
            if x + 22.0 > end {
                break;
            }
            c.draw_mark(seat_mark(ally), x + 11.0, cy, 10.0);
            x += 28.0;
        }
    }
    h
}

// ----- the warlord -------------------------------------------------------------------

/// The warlord's state in a line: face-down cards before his battle, the wave being
/// fought, or whether he can be hit.
fn warlord_status(w: &WarlordView) -> String {
    let plural = |n: u8, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    if !w.fighting {
        return format!(
            "Waits on the goal space with {} and {}, face down.",
            plural(w.ability_count, "ability", "abilities"),
            plural(w.waves, "wave", "waves")
        );
    }
    if w.destroyed {
        return "Destroyed!".into();
    }
    if w.exposed {
        let status = format!(
            "All {} broken: the warlord can be hit. Aim at the warlord!",
            plural(w.waves, "wave", "waves")
        );
        return with_nightfall(status, w);
    }
    let status = match (&w.wave_name, &w.wave_text) {
        (Some(name), Some(text)) => format!(
            "Wave {} of {}: {name}. {text} The warlord takes no damage until the waves are broken.",
            w.wave, w.waves
        ),
        _ => format!("Wave {} of {}.", w.wave, w.waves),
    };
    with_nightfall(status, w)
}

/// The status, with a warning when nightfall is near (it ends the battle, lost).
fn with_nightfall(status: String, w: &WarlordView) -> String {
    match w.nightfall_in {
        Some(n) if n <= 10 => format!(
            "Nightfall in {n} attack phase{}! {status}",
            if n == 1 { "" } else { "s" }
        ),
        _ => status,
    }
}

/// An ability card as one text: "Agile Aggression: 1: 1 damage · 2: evade 1 attack
/// · …", faces in die order; `short` words them tersely ("1 dmg", "–").
fn ability_text(name: &str, faces: &[String], short: bool) -> String {
    let faces: Vec<String> = faces
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let f = if short { terse(f) } else { f.clone() };
            format!("{}: {f}", i + 1)
        })
        .collect();
    format!("{name}: {}", faces.join(" · "))
}

/// A die face's words, shorter: "1 dmg", "evade 2", "–".
fn terse(face: &str) -> String {
    if face == "nothing" {
        return "–".into();
    }
    face.replace(" damage and roll again", " dmg, again")
        .replace(" direct damage", " direct")
        .replace(" damage", " dmg")
        .replace(" attacks", "")
        .replace(" attack", "")
        .replace("kill a crew member", "kill crew")
}

const WARLORD_TOP: f32 = 56.0;

/// The abilities as the panel shows them: each with its faces, or (in the busiest
/// moments) their names on one line.
fn ability_texts(w: &WarlordView, level: Fit) -> Vec<String> {
    if w.abilities.is_empty() {
        Vec::new()
    } else if level.0 >= 9 {
        let names: Vec<&str> = w.abilities.iter().map(|a| a.name.as_str()).collect();
        vec![format!("Abilities: {}", names.join(", "))]
    } else {
        w.abilities
            .iter()
            .map(|a| ability_text(&a.name, &a.faces, level.0 >= 6))
            .collect()
    }
}

/// Lines of the status, and of each ability text (fewer in busy moments).
fn warlord_lines(w: &WarlordView, level: Fit, tw: f32) -> (usize, Vec<usize>) {
    let most = if level.0 >= 6 { 1 } else { 3 };
    let status = wrap(&warlord_status(w), &SMALL, tw).len().clamp(1, most);
    let per = if level.0 >= 6 { 1 } else { 2 };
    let abilities = ability_texts(w, level)
        .iter()
        .map(|t| wrap(t, &SMALL, tw).len().clamp(1, per))
        .collect();
    (status, abilities)
}

/// The warlord: name, hull as pips, the wave being fought (or his face-down cards),
/// and his face-up abilities, each with its six faces.
fn warlord_panel(w: &WarlordView, level: Fit, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let tw = area.w - 2.0 * P;
    let (status, abilities) = warlord_lines(w, level, tw);
    let lh = SMALL.line_height();
    let ability_h: f32 = abilities.iter().map(|&n| n as f32 * lh + 6.0).sum();
    let h = WARLORD_TOP + status as f32 * lh + 10.0 + ability_h + 8.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    let cy = r.y + WARLORD_TOP / 2.0 + 2.0;
    // Right: his hull, pips and count.
    let count = format!("{}/{} hull", w.cubes, w.max);
    let count_w = c.draw_text(
        &count,
        &SMALL_BOLD,
        inner.right(),
        SMALL_BOLD.centered_baseline(cy),
        Align::Right,
    );
    let pips_w = (f32::from(w.max) * PIP_STEP).min(inner.w * 0.3);
    let px = inner.right() - count_w - 12.0 - pips_w;
    pips(c, w.cubes, w.max, px, cy, pips_w);
    // Left: a tag and his name.
    let tag_style = pill(palette::VERMILLION, 34.0);
    let tag = c.draw_badge_at("WARLORD", &tag_style, inner.x, cy, Align::Left);
    let nx = inner.x + tag.w + 12.0;
    let name_style = if w.destroyed {
        HEADING.with_color(palette::TEXT_FAINT)
    } else {
        HEADING
    };
    line(c, &w.name, &name_style, nx, cy, px - nx - 14.0);
    // The status, then the abilities.
    let mut y = r.y + WARLORD_TOP;
    let status_style = if w.fighting && !w.exposed && !w.destroyed {
        SMALL
    } else {
        SMALL_BOLD
    };
    c.draw_paragraph(
        &warlord_status(w),
        &status_style,
        Rect::new(inner.x, y, tw, status as f32 * lh),
        Align::Left,
        status,
    );
    y += status as f32 * lh + 10.0;
    for (text, &n) in ability_texts(w, level).iter().zip(&abilities) {
        c.draw_paragraph(
            text,
            &SMALL_MUTED,
            Rect::new(inner.x, y, tw, n as f32 * lh),
            Align::Left,
            n,
        );
        y += n as f32 * lh + 6.0;
    }
    h
}

// ----- battles -----------------------------------------------------------------------

const BATTLE_TOP: f32 = 48.0;
const FOE_ROW: f32 = 44.0;
const PIP: f32 = 9.0;
const PIP_STEP: f32 = 22.0;
/// A foe's number badge and the gap after it.
const FOE_NUMBER: f32 = 44.0;
/// A seat mark in a foe's row, with its gap.
const AIM_MARK: f32 = 26.0;

fn foe_rows(level: Fit, foes: usize) -> usize {
    if level.paired_foes() {
        foes.div_ceil(2)
    } else {
        foes
    }
}

/// The enemy ships a battle draws, by their index: all of them, but in a warlord
/// battle only those left (its cleared waves' wrecks would fill the picture; the
/// numbers stay those `aim:` uses).
fn shown_foes(b: &BattleView) -> Vec<usize> {
    (0..b.foes.len())
        .filter(|&i| b.area != WARLORD_AREA || !b.foes[i].destroyed)
        .collect()
}

/// Wrecks a warlord battle does not draw.
fn hidden_wrecks(b: &BattleView) -> usize {
    b.foes.len() - shown_foes(b).len()
}

/// A battle's last resolve lines that fit its panel in one line.
fn battle_texts(b: &BattleView, names: &[String], level: Fit) -> Vec<String> {
    short_lines(&b.lines, names, level.battle_lines(), INNER - 2.0 * P)
}

fn battle_height(b: &BattleView, names: &[String], level: Fit, more: usize) -> f32 {
    let lines = battle_texts(b, names, level).len();
    let mut h = BATTLE_TOP + foe_rows(level, shown_foes(b).len()) as f32 * FOE_ROW + 8.0;
    h += lines as f32 * SMALL.line_height();
    if hidden_wrecks(b) > 0 {
        h += SMALL.line_height();
    }
    if more > 0 {
        h += SMALL.line_height();
    }
    h + 12.0
}

/// Where a battle's foe rows put their parts, the same for every row of the battle:
/// number, name, hull pips and count, crew, target, and the seats aiming at it. Layout
/// measured from the [`BattleView`], not view data.
struct FoeColumns {
    name_w: f32,
    pips_w: f32,
    crew_w: f32,
    target_w: f32,
    aim_w: f32,
}

fn aimed_at(b: &BattleView, foe: usize) -> Vec<Seat> {
    b.targets
        .iter()
        .filter(|(_, f)| usize::from(*f) == foe)
        .map(|(s, _)| *s)
        .collect()
}

fn foe_columns(b: &BattleView, names: &[String], w: f32, paired: bool) -> FoeColumns {
    // The warlord's many cubes draw as a bar in the room the others' pips take.
    let most = b
        .foes
        .iter()
        .filter(|f| !f.warlord)
        .map(|f| f.max.max(f.cubes))
        .max()
        .unwrap_or(8);
    let count_w = b
        .foes
        .iter()
        .map(|f| measure(&format!("{}/{}", f.cubes, f.max), &SMALL_BOLD))
        .fold(0.0, f32::max);
    let pips_w = (f32::from(most) * PIP_STEP + 6.0 + count_w + 14.0).min(w * 0.32);
    let arrow_w = measure("→", &SMALL_BOLD) + 8.0 + 28.0;
    // The room the longest name needs (a captain without their ship if need be); the
    // hull pips and the target's name give way to it.
    let name_need = shown_foes(b)
        .into_iter()
        .map(|i| measure(short_name(&b.foes[i].name), &BODY) + 14.0)
        .fold(0.0, f32::max);
    let least_pips = count_w + 14.0;
    if paired {
        let rest = w - FOE_NUMBER - arrow_w;
        let pips_w = pips_w.min(rest - name_need).max(least_pips);
        return FoeColumns {
            name_w: (rest - pips_w).max(0.0),
            pips_w,
            crew_w: 0.0,
            target_w: arrow_w,
            aim_w: 0.0,
        };
    }
    let crew_w = b
        .foes
        .iter()
        .map(|f| measure(&format!("{} crew", f.crew), &SMALL))
        .fold(0.0, f32::max)
        + 18.0;
    let aimers = (0..b.foes.len())
        .map(|i| aimed_at(b, i).len())
        .max()
        .unwrap_or(0);
    let aim_w = if aimers == 0 {
        0.0
    } else {
        30.0 + aimers as f32 * AIM_MARK
    };
    // The ships shown: a target's arrow and name, or the warlord's note.
    let target_w = shown_foes(b)
        .into_iter()
        .map(|i| &b.foes[i])
        .map(|f| {
            if f.warlord {
                measure(LORD_NOTE, &SMALL_MUTED)
            } else {
                arrow_w + measure(&seat_name(names, f.attacks), &SMALL).min(230.0)
            }
        })
        .fold(0.0, f32::max)
        + 14.0;
    let room = |pips_w: f32, target_w: f32| w - FOE_NUMBER - pips_w - crew_w - target_w - aim_w;
    let target_w = if room(pips_w, target_w) < name_need {
        arrow_w + 14.0
    } else {
        target_w
    };
    let pips_w = pips_w.min(room(0.0, target_w) - name_need).max(least_pips);
    let name_w = room(pips_w, target_w).max(160.0);
    FoeColumns {
        name_w,
        pips_w,
        crew_w,
        target_w,
        aim_w,
    }
}

/// The first words of `text` that fit `w` (at least the first word).
fn whole_words<'t>(text: &'t str, style: &TextStyle, w: f32) -> &'t str {
    let mut end = text.find(' ').unwrap_or(text.len());
    for (i, _) in text.match_indices(' ').skip(1) {
        if !fits(&text[..i], style, w) {
            break;
        }
        end = i;
    }
    if fits(text, style, w) {
        text
    } else {
        &text[..end]
    }
}

/// "Captain on Ship" as the captain alone, where the whole does not fit.
fn short_name(name: &str) -> &str {
    name.split_once(" on ").map_or(name, |(captain, _)| captain)
}

/// What the warlord's row says where another ship's says whom it attacks.
const LORD_NOTE: &str = "rolls for every ship";

/// The area a warlord battle's view names (the engine's words).
const WARLORD_AREA: &str = "the warlord battle";

fn battle_panel(
    b: &BattleView,
    names: &[String],
    level: Fit,
    more: usize,
    title: Option<&str>,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let h = battle_height(b, names, level, more);
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    let cy = r.y + BATTLE_TOP / 2.0 + 4.0;
    // Right: round and step; then the ships in it.
    let state = format!("round {} · {}", b.round, b.step);
    let sw = c.draw_text(
        &state,
        &SMALL_MUTED,
        inner.right(),
        SMALL_MUTED.centered_baseline(cy),
        Align::Right,
    );
    let mut x = inner.right() - sw - 20.0;
    for &seat in b.seats.iter().rev() {
        c.draw_mark(seat_mark(seat), x - 12.0, cy, 12.0);
        x -= 30.0;
    }
    let mut title = format!("Battle {} · {}", b.number, title.unwrap_or(&b.area));
    if !fits(&title, &BODY_BOLD, x - inner.x - 10.0) {
        title = format!("Battle {}", b.number);
    }
    line(c, &title, &BODY_BOLD, inner.x, cy, x - inner.x - 10.0);
    // Enemy ships.
    let top = r.y + BATTLE_TOP;
    let paired = level.paired_foes();
    let col_w = if paired {
        (inner.w - GAP) / 2.0
    } else {
        inner.w
    };
    let cols = foe_columns(b, names, col_w, paired);
    let shown = shown_foes(b);
    for (k, &i) in shown.iter().enumerate() {
        let foe = &b.foes[i];
        let (row, col) = if paired { (k / 2, k % 2) } else { (k, 0) };
        let fr = Rect::new(
            inner.x + col as f32 * (col_w + GAP),
            top + row as f32 * FOE_ROW,
            col_w,
            FOE_ROW,
        );
        let aimed = if paired { Vec::new() } else { aimed_at(b, i) };
        foe_row(c, i + 1, foe, &aimed, names, &cols, fr);
    }
    let mut y = top + foe_rows(level, shown.len()) as f32 * FOE_ROW + 8.0;
    let wrecks = hidden_wrecks(b);
    if wrecks > 0 {
        let text = format!(
            "{wrecks} enemy ship{} destroyed so far.",
            if wrecks == 1 { "" } else { "s" }
        );
        line(
            c,
            &text,
            &SMALL_BOLD,
            inner.x,
            y + SMALL.line_height() / 2.0,
            inner.w,
        );
        y += SMALL.line_height();
    }
    // The last resolve lines.
    for text in battle_texts(b, names, level) {
        let cy = y + SMALL.line_height() / 2.0;
        line(c, &text, &SMALL_MUTED, inner.x, cy, inner.w);
        y += SMALL.line_height();
    }
    if more > 0 {
        let text = format!(
            "+{more} more battle{} under way",
            if more == 1 { "" } else { "s" }
        );
        let cy = y + SMALL.line_height() / 2.0;
        line(c, &text, &SMALL_BOLD, inner.x, cy, inner.w);
    }
    h
}

/// Hull cubes as pips: filled for those left, rings for those lost. Returns the width.
fn pips(c: &mut Canvas, left: u8, max: u8, x: f32, cy: f32, w: f32) -> f32 {
    let max = max.max(left);
    if max == 0 {
        return 0.0;
    }
    let step = (w / f32::from(max)).min(PIP_STEP);
    if step < 12.0 {
        // Too many to count by eye: a bar, filled for the share left.
        let bar = Rect::new(x, cy - 7.0, w.max(0.0), 14.0);
        c.fill_round_rect(bar, 7.0, palette::LINE);
        let left_w = bar.w * f32::from(left) / f32::from(max);
        if left_w > 0.0 {
            c.fill_round_rect(
                Rect::new(x, bar.y, left_w.max(14.0), 14.0),
                7.0,
                palette::TEXT,
            );
        }
        return bar.w;
    }
    let r = (step * 0.4).min(PIP);
    for k in 0..max {
        let px = x + r + f32::from(k) * step;
        if k < left {
            c.fill_circle(px, cy, r, palette::TEXT);
        } else {
            c.stroke_circle(px, cy, r - 1.0, 2.0, palette::LINE);
        }
    }
    f32::from(max) * step
}

/// A gunsight: "aimed at by" before the marks of the ships targeting a foe.
fn reticle(c: &mut Canvas, cx: f32, cy: f32, r: f32, color: Color) {
    c.stroke_circle(cx, cy, r * 0.62, 2.5, color);
    c.line((cx - r, cy), (cx - r * 0.3, cy), 2.5, color);
    c.line((cx + r * 0.3, cy), (cx + r, cy), 2.5, color);
    c.line((cx, cy - r), (cx, cy - r * 0.3), 2.5, color);
    c.line((cx, cy + r * 0.3), (cx, cy + r), 2.5, color);
}

fn foe_row(
    c: &mut Canvas,
    number: usize,
    foe: &FoeView,
    aimed: &[Seat],
    names: &[String],
    cols: &FoeColumns,
    r: Rect,
) {
    let cy = r.center_y();
    let gone = foe.destroyed;
    let fill = if gone {
        palette::PANEL_RAISED
    } else {
        palette::HIGHLIGHT
    };
    c.draw_badge(&number.to_string(), &pill(fill, 32.0), r.x + 16.0, cy);
    let name_x = r.x + FOE_NUMBER;
    let name_style = if gone {
        BODY.with_color(palette::TEXT_FAINT)
    } else {
        BODY
    };
    let name = if fits(&foe.name, &name_style, cols.name_w - 14.0) {
        foe.name.as_str()
    } else {
        whole_words(short_name(&foe.name), &name_style, cols.name_w - 14.0)
    };
    let drawn = line(c, name, &name_style, name_x, cy, cols.name_w - 14.0);
    let mut x = name_x + cols.name_w;
    if gone {
        // Struck out.
        c.line(
            (name_x - 4.0, cy),
            (name_x + drawn + 4.0, cy),
            3.0,
            palette::TEXT_FAINT,
        );
        if fits("destroyed", &SMALL_MUTED, r.right() - x) {
            line(c, "destroyed", &SMALL_MUTED, x, cy, r.right() - x);
        }
        return;
    }
    let count = format!("{}/{}", foe.cubes, foe.max);
    let count_w = measure(&count, &SMALL_BOLD) + 6.0;
    let pw = pips(c, foe.cubes, foe.max, x, cy, cols.pips_w - count_w - 14.0);
    c.draw_text(
        &count,
        &SMALL_BOLD,
        x + pw + 6.0,
        SMALL_BOLD.centered_baseline(cy),
        Align::Left,
    );
    x += cols.pips_w;
    if cols.crew_w > 0.0 && !foe.warlord {
        let crew = format!("{} crew", foe.crew);
        line(c, &crew, &SMALL, x, cy, cols.crew_w);
        x += cols.crew_w;
    }
    if foe.warlord {
        // He attacks no one: his abilities roll for every ship.
        if fits(LORD_NOTE, &SMALL_MUTED, cols.target_w) {
            line(c, LORD_NOTE, &SMALL_MUTED, x, cy, cols.target_w);
        }
    } else {
        foe_target(c, foe, names, cols, x, cy);
    }
    // Who aims at it.
    if !aimed.is_empty() {
        let ax = r.right() - cols.aim_w;
        reticle(c, ax + 12.0, cy, 12.0, palette::TEXT_MUTED);
        for (k, &seat) in aimed.iter().enumerate() {
            let mx = ax + 30.0 + k as f32 * AIM_MARK;
            c.draw_mark(seat_mark(seat), mx + 11.0, cy, 10.0);
        }
    }
}

/// Which ship a foe attacks: an arrow, its mark and name.
fn foe_target(c: &mut Canvas, foe: &FoeView, names: &[String], cols: &FoeColumns, x: f32, cy: f32) {
    let arrow = c.draw_text(
        "→",
        &SMALL_BOLD,
        x,
        SMALL_BOLD.centered_baseline(cy),
        Align::Left,
    );
    let mx = x + arrow + 8.0;
    c.draw_mark(seat_mark(foe.attacks), mx + 11.0, cy, 11.0);
    let tx = mx + 28.0;
    let target_end = x + cols.target_w - 14.0;
    let target = seat_name(names, foe.attacks);
    if fits(&target, &SMALL, target_end - tx) {
        line(c, &target, &SMALL, tx, cy, target_end - tx);
    }
}

// ----- log and legend ----------------------------------------------------------------

/// The last `n` of `lines` (names filled in) that fit one line `w` wide, oldest first,
/// from the last few: a longer line leaves the picture (it is in the game's log).
fn short_lines(lines: &[String], names: &[String], n: usize, w: f32) -> Vec<String> {
    let mut out: Vec<String> = lines
        .iter()
        .rev()
        .take(n + 3)
        .map(|t| fill_names(t, names))
        .filter(|t| fits(t, &SMALL, w))
        .take(n)
        .collect();
    out.reverse();
    out
}

fn log_panel(lines: &[String], area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let h = CAPTION_H + lines.len() as f32 * SMALL.line_height() + 10.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    caption(c, "LATEST", inner.x, r.y + 4.0, inner.w);
    for (i, text) in lines.iter().enumerate() {
        let cy = r.y + CAPTION_H + (i as f32 + 0.5) * SMALL.line_height();
        line(c, text, &SMALL, inner.x, cy, inner.w);
    }
    h
}

/// What a legend entry shows before its words: the picture's own pieces.
#[derive(Copy, Clone)]
enum Key {
    Tile(&'static str, bool),
    Pip,
    Space(&'static str, bool),
}

const KEYS: [(Key, &str); 6] = [
    (Key::Tile("armor", false), "armor"),
    (Key::Tile("structure", false), "structure (hull, top first)"),
    (Key::Tile("armor", true), "damaged"),
    (Key::Pip, "enemy hull left"),
    (Key::Space("?", true), "the party's space"),
    (Key::Space("commander", false), "commander"),
];

const KEY_SWATCH: f32 = 34.0;
const KEY_ROW: f32 = 46.0;

/// The legend's entries for what the picture shows: hull tiles always, enemy hull
/// with battles, route spaces with assignments.
fn keys(battles: bool, routes: bool) -> Vec<(Key, &'static str)> {
    KEYS.iter()
        .copied()
        .filter(|(key, _)| match key {
            Key::Tile(..) => true,
            Key::Pip => battles,
            Key::Space(..) => routes,
        })
        .collect()
}

/// Places the legend's entries left to right, wrapping: (x offset, row) each, and rows.
fn key_flow(keys: &[(Key, &str)], w: f32) -> (Vec<(f32, usize)>, usize) {
    let mut out = Vec::new();
    let (mut x, mut row) = (0.0, 0);
    for &(_, text) in keys {
        let item = KEY_SWATCH + 10.0 + measure(text, &SMALL_MUTED);
        if x > 0.0 && x + item > w {
            x = 0.0;
            row += 1;
        }
        out.push((x, row));
        x += item + 30.0;
    }
    (out, row + 1)
}

fn legend(battles: bool, routes: bool, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let keys = keys(battles, routes);
    let (places, rows) = key_flow(&keys, area.w);
    let h = rows as f32 * KEY_ROW;
    let Some(c) = canvas else {
        return h;
    };
    for ((key, text), (dx, row)) in keys.iter().zip(places) {
        let x = area.x + dx;
        let cy = area.y + (row as f32 + 0.5) * KEY_ROW;
        match *key {
            Key::Tile(kind, damaged) => {
                hull_tiles(c, &[(kind.to_string(), damaged)], x, cy, KEY_SWATCH)
            }
            Key::Pip => {
                pips(c, 1, 1, x + KEY_SWATCH / 2.0 - PIP, cy, KEY_SWATCH);
            }
            Key::Space(word, here) => route_space(
                c,
                word,
                here,
                false,
                Rect::new(x, cy - 17.0, KEY_SWATCH, KEY_SWATCH),
            ),
        }
        c.draw_text(
            text,
            &SMALL_MUTED,
            x + KEY_SWATCH + 10.0,
            SMALL_MUTED.centered_baseline(cy),
            Align::Left,
        );
    }
    h
}

// ----- a captain's own view ----------------------------------------------------------

const CHOICE_GAP: f32 = 10.0;

/// A choice without an empty outcome ("Outrun them (play 1 maneuver): ." ends at the
/// parenthesis).
fn tidy_choice(text: &str) -> String {
    text.replace(": .", ".")
}

fn choice_lines(text: &str, w: f32) -> usize {
    wrap(text, &BODY, w).len().clamp(1, 3)
}

/// The exploration card being reacted to, with its numbered choices.
fn reacting(card: &ExploreView, level: Fit, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let text_w = area.w - 2.0 * P - 56.0;
    let flavour = if level.flavour() && !card.flavour.is_empty() {
        wrap(&card.flavour, &SMALL_MUTED, area.w - 2.0 * P)
            .len()
            .min(2)
    } else {
        0
    };
    let choices: f32 = card
        .choices
        .iter()
        .map(|ch| choice_lines(&tidy_choice(ch), text_w) as f32 * BODY.line_height() + CHOICE_GAP)
        .sum();
    let h = CAPTION_H
        + HEADING.line_height()
        + flavour as f32 * SMALL.line_height()
        + 8.0
        + choices
        + 6.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    c.highlight_rect(r, RADIUS, 3.0, palette::HIGHLIGHT);
    let inner = r.inset_xy(P, 0.0);
    let deck = format!("REACT · {}", card.deck.to_uppercase());
    caption(c, &deck, inner.x, r.y + 4.0, inner.w);
    let mut y = r.y + CAPTION_H;
    line(
        c,
        &card.name,
        &HEADING,
        inner.x,
        y + HEADING.line_height() / 2.0,
        inner.w,
    );
    y += HEADING.line_height();
    if flavour > 0 {
        y += c.draw_paragraph(
            &card.flavour,
            &SMALL_MUTED,
            Rect::new(inner.x, y, inner.w, flavour as f32 * SMALL.line_height()),
            Align::Left,
            flavour,
        );
    }
    y += 8.0;
    for (i, ch) in card.choices.iter().enumerate() {
        let ch = tidy_choice(ch);
        let n = choice_lines(&ch, text_w);
        let bh = n as f32 * BODY.line_height();
        let number =
            BadgeStyle::new(38.0, palette::HIGHLIGHT).with_text(BODY_BOLD.with_color(palette::INK));
        c.draw_badge(
            &(i + 1).to_string(),
            &number,
            inner.x + 19.0,
            y + BODY.line_height() / 2.0,
        );
        c.draw_paragraph(
            &ch,
            &BODY,
            Rect::new(inner.x + 56.0, y, text_w, bh),
            Align::Left,
            n,
        );
        y += bh + CHOICE_GAP;
    }
    h
}

const OFFER_TOP: f32 = 48.0;

/// The assignments a captain is offered, two to a row: names and kinds (their routes,
/// paths and rewards are in the captain's details).
fn offers_panel(offers: &[ExploreView], area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let width = |cols: usize| (area.w - 2.0 * P - (cols as f32 - 1.0) * 12.0) / cols as f32;
    // Two to a row when every name fits beside its kind there, else one (a long name
    // is never cut).
    let fits_two = offers.iter().all(|o| {
        let kind = o.deck.to_uppercase();
        let badge = if kind.is_empty() {
            0.0
        } else {
            badge_width(&kind, &pill(palette::PANEL, 30.0)) + 10.0
        };
        fits(&o.name, &BODY_BOLD, width(2) - 28.0 - badge)
    });
    let cols = if offers.len() > 1 && fits_two { 2 } else { 1 };
    let w = width(cols);
    let rows: Vec<f32> = offers
        .chunks(cols)
        .map(|row| row.iter().map(|_| OFFER_TOP + 4.0).fold(0.0, f32::max))
        .collect();
    let h = CAPTION_H + rows.iter().map(|h| h + 12.0).sum::<f32>();
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    caption(c, "ASSIGNMENTS OFFERED", inner.x, r.y + 4.0, inner.w);
    let mut y = r.y + CAPTION_H;
    for (row, rh) in offers.chunks(cols).zip(rows) {
        for (i, o) in row.iter().enumerate() {
            let cr = Rect::new(inner.x + i as f32 * (w + 12.0), y, w, rh);
            c.fill_round_rect(cr, 14.0, palette::PANEL_RAISED);
            let ci = cr.inset_xy(14.0, 0.0);
            let kind = o.deck.to_uppercase();
            let st = pill(palette::PANEL, 30.0);
            let kw = if kind.is_empty() {
                0.0
            } else {
                c.draw_badge_at(&kind, &st, ci.right(), cr.y + OFFER_TOP / 2.0, Align::Right)
                    .w
                    + 10.0
            };
            line(
                c,
                &o.name,
                &BODY_BOLD,
                ci.x,
                cr.y + OFFER_TOP / 2.0,
                ci.w - kw,
            );
        }
        y += rh + 12.0;
    }
    h
}

/// Cards in hand to a row: three when every name fits, else two.
fn hand_columns(cards: &[Held]) -> usize {
    let fits_three = cards.iter().all(|h| {
        let copies = if h.copies > 1 {
            badge_width(
                &format!("×{}", h.copies),
                &pill(palette::PANEL, 32.0).with_text(BODY_BOLD),
            ) + 8.0
        } else {
            0.0
        };
        fits(
            &h.card.name,
            &BODY_BOLD,
            card_w(3) - CARD_LEFT - 12.0 - copies,
        )
    });
    if fits_three {
        3
    } else {
        2
    }
}
const HAND_GAP: f32 = 12.0;
const CARD_NAME: f32 = 44.0;
const CARD_KIND: f32 = 36.0;
/// A hand card's text starts this far in, past its colour strip.
const CARD_LEFT: f32 = 22.0;

fn card_w(columns: usize) -> f32 {
    (INNER - 2.0 * P - (columns as f32 - 1.0) * HAND_GAP) / columns as f32
}

/// A card in hand: its name, kind and tier (its text is in the captain's details);
/// in the busiest moments its name alone, its kind the colour of its strip.
fn card_h(level: Fit) -> f32 {
    8.0 + CARD_NAME + if level.card_kinds() { CARD_KIND } else { 0.0 } + 8.0
}

/// A card in hand with its copies: identical cards (name, kind, tier, text, kept or
/// not) show once, with a count. Derived here from the engine's [`CardView`]s (the
/// engine lists every card), so not an engine type.
struct Held<'v> {
    card: &'v CardView,
    copies: usize,
    kept: bool,
}

fn held<'v>(hand: &'v [CardView], kept: &[u64]) -> Vec<Held<'v>> {
    let mut out: Vec<Held> = Vec::new();
    for card in hand {
        let is_kept = kept.contains(&card.id);
        let same = out.iter_mut().find(|h| {
            h.kept == is_kept
                && h.card.name == card.name
                && h.card.kind == card.kind
                && h.card.tier == card.tier
                && h.card.text == card.text
        });
        match same {
            Some(h) => h.copies += 1,
            None => out.push(Held {
                card,
                copies: 1,
                kept: is_kept,
            }),
        }
    }
    out
}

fn hand_panel(
    hand: &[CardView],
    kept: &[u64],
    draw: Option<u8>,
    level: Fit,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let cards = held(hand, kept);
    let columns = hand_columns(&cards);
    let rows: Vec<f32> = cards
        .chunks(columns)
        .map(|row| row.iter().map(|_| card_h(level)).fold(0.0, f32::max))
        .collect();
    let h = CAPTION_H + rows.iter().map(|h| h + HAND_GAP).sum::<f32>() + 4.0;
    let Some(c) = canvas else {
        return h;
    };
    let r = panel(c, area, h);
    let inner = r.inset_xy(P, 0.0);
    let mut title = format!(
        "YOUR HAND · {} CARD{}",
        hand.len(),
        if hand.len() == 1 { "" } else { "S" }
    );
    if let Some(n) = draw {
        title.push_str(&format!(" · YOU DRAW {n}"));
    }
    caption(c, &title, inner.x, r.y + 4.0, inner.w);
    let w = card_w(columns);
    let mut y = r.y + CAPTION_H;
    for (row, rh) in cards.chunks(columns).zip(rows) {
        for (i, h) in row.iter().enumerate() {
            let cr = Rect::new(inner.x + i as f32 * (w + HAND_GAP), y, w, rh);
            hand_card(c, h, level.card_kinds(), cr);
        }
        y += rh + HAND_GAP;
    }
    h
}

fn hand_card(c: &mut Canvas, held: &Held, kinds: bool, r: Rect) {
    let card = held.card;
    let color = kind_color(&card.kind);
    c.fill_round_rect(r, 14.0, palette::PANEL_RAISED);
    c.fill_round_rect(Rect::new(r.x, r.y, 10.0, r.h), 5.0, color);
    if held.kept {
        c.stroke_round_rect(r.inset(1.5), 13.0, 3.0, palette::HIGHLIGHT);
    }
    let ri = Rect::new(
        r.x + CARD_LEFT,
        r.y + 8.0,
        r.w - CARD_LEFT - 12.0,
        r.h - 8.0,
    );
    let name_cy = ri.y + CARD_NAME / 2.0;
    let mut name_w = ri.w;
    if held.copies > 1 {
        let copies = format!("×{}", held.copies);
        let st = pill(palette::PANEL, 32.0).with_text(BODY_BOLD);
        name_w -= c
            .draw_badge_at(&copies, &st, ri.right(), name_cy, Align::Right)
            .w
            + 8.0;
    }
    line(c, &card.name, &BODY_BOLD, ri.x, name_cy, name_w);
    if !kinds {
        return;
    }
    let ky = ri.y + CARD_NAME + CARD_KIND / 2.0 - 4.0;
    let kind = card.kind.to_uppercase();
    let kr = c.draw_badge_at(&kind, &pill(color, 30.0), ri.x, ky, Align::Left);
    let mut right = ri.right();
    if held.kept {
        let st = pill(palette::HIGHLIGHT, 30.0);
        right = c.draw_badge_at("KEPT", &st, right, ky, Align::Right).x - 8.0;
    }
    if card.tier != "base" && fits(&card.tier, &SMALL_MUTED, right - kr.right() - 10.0) {
        line(
            c,
            &card.tier,
            &SMALL_MUTED,
            kr.right() + 10.0,
            ky,
            right - kr.right() - 10.0,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use windward_engine::games::zephyr::{AbilityView, RequirementView, TrackEventView};
    use windward_engine::{Actor, GameKind, Match, Viewer};

    fn names(n: usize) -> Vec<String> {
        [
            "Alice",
            "Bob",
            "Ωmega Bartholomew Fitzgerald 🐉",
            "Dmitri",
            "Eve",
        ]
        .iter()
        .take(n)
        .map(|s| s.to_string())
        .collect()
    }

    /// Real games at every player count: every view fits and stays small.
    #[test]
    fn real_games_fit_a_phone_and_stay_small() {
        for players in 1..=5 {
            let mut game =
                Match::new(GameKind::Zephyr, "", players, 40 + players as u64).expect("starts");
            let mut moves = 0;
            while game.outcome().is_none() && moves < 900 {
                let Some(&seat) = game.to_act().first() else {
                    break;
                };
                let action = game.suggest(seat).expect("a move");
                game.apply_notation(Actor::player(seat), &action)
                    .expect("legal");
                moves += 1;
                if moves % 40 == 0 {
                    for viewer in [Viewer::Public, Viewer::Seat(seat)] {
                        let png =
                            crate::board(&game.view(viewer), &names(players)).expect("renders");
                        assert_eq!(png.width, WIDTH);
                        assert!(png.height as f32 <= MAX_H, "{}", png.height);
                        assert!(png.bytes.len() < 250_000, "{}", png.bytes.len());
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

    /// Warlord's Reach at every player count: its warlord battle (every wave, and the
    /// warlord in range) fits a phone in every view. With `ZEPHYR_PNG=dir`, writes the
    /// first picture of each wave and of the warlord to that folder.
    #[test]
    fn warlord_battles_fit_a_phone() {
        let out = std::env::var("ZEPHYR_PNG").ok();
        let mut seen = 0;
        for players in 1..=5 {
            for seed in 1..=3u64 {
                let mut game = Match::new(
                    GameKind::Zephyr,
                    "rules=2 mission=warlords-reach",
                    players,
                    seed,
                )
                .expect("starts");
                let mut written = std::collections::HashSet::new();
                while game.outcome().is_none() {
                    let Some(&seat) = game.to_act().first() else {
                        break;
                    };
                    let action = game.suggest(seat).expect("a move");
                    game.apply_notation(Actor::player(seat), &action)
                        .expect("legal");
                    let view = game.view(Viewer::Public);
                    let windward_engine::AnyView::Zephyr(v) = &view else {
                        unreachable!("a Zephyr game");
                    };
                    let day3 = v.day == 3 && written.insert((0, true));
                    if let (Some(dir), true) = (&out, day3) {
                        // A day of the mission, the warlord waiting.
                        let png = crate::board(&view, &names(players)).expect("renders");
                        let name = format!("{dir}/zephyr-warlord-{players}p-seed{seed}-day3.png");
                        std::fs::write(name, &png.bytes).expect("written");
                    }
                    if let (Some(dir), Some(true)) = (&out, v.over) {
                        let png = crate::board(&view, &names(players)).expect("renders");
                        let name = format!("{dir}/zephyr-warlord-{players}p-seed{seed}-won.png");
                        std::fs::write(name, &png.bytes).expect("written");
                    }
                    let Some(w) = v.warlord.as_ref().filter(|w| w.fighting) else {
                        continue;
                    };
                    let moment = (w.wave, w.exposed);
                    if !written.insert(moment) {
                        continue;
                    }
                    seen += 1;
                    for viewer in [Viewer::Public, Viewer::Seat(seat)] {
                        let png =
                            crate::board(&game.view(viewer), &names(players)).expect("renders");
                        assert_eq!(png.width, WIDTH);
                        assert!(png.height as f32 <= MAX_H, "{}", png.height);
                        if let (Some(dir), Viewer::Public) = (&out, viewer) {
                            let name = format!(
                                "{dir}/zephyr-warlord-{players}p-seed{seed}-wave{}{}.png",
                                w.wave,
                                if w.exposed { "-lord" } else { "" }
                            );
                            std::fs::write(name, &png.bytes).expect("written");
                        }
                    }
                }
            }
        }
        assert!(seen > 10, "warlord battles drawn: {seen}");
    }

    /// Each level of detail is at most as tall as the one before, for every viewer.
    #[test]
    fn detail_levels_only_ever_get_shorter() {
        let mut game = Match::new(GameKind::Zephyr, "", 5, 7).expect("starts");
        let mut moves = 0;
        while game.outcome().is_none() && moves < 600 {
            let Some(&seat) = game.to_act().first() else {
                break;
            };
            let action = game.suggest(seat).expect("a move");
            game.apply_notation(Actor::player(seat), &action)
                .expect("legal");
            moves += 1;
            if moves % 15 != 0 {
                continue;
            }
            for viewer in [Viewer::Public, Viewer::Seat(seat)] {
                let windward_engine::AnyView::Zephyr(view) = game.view(viewer) else {
                    panic!("a Zephyr view");
                };
                let heights: Vec<f32> = Fit::levels()
                    .map(|l| draw(&view, &names(5), l, None))
                    .collect();
                assert!(
                    heights.windows(2).all(|w| w[1] <= w[0]),
                    "move {moves} {viewer:?}: {heights:?}"
                );
            }
        }
    }

    fn ship(seat: u8) -> ShipView {
        ShipView {
            seat: Seat(seat),
            ship: Some("The Ship With The Longest Name In All The Skies Of Flotsum".into()),
            faction: None,
            scrap: u32::MAX,
            hull: (0..20)
                .map(|i| {
                    (
                        if i % 3 == 0 { "armor" } else { "plank" }.into(),
                        i % 2 == 0,
                    )
                })
                .collect(),
            systems: vec!["Lamp".into(); 9],
            free_slots: Vec::new(),
            cargo: vec!["Crate".into()],
            crew: Vec::new(),
            free_stations: 0,
            ability: None,
            at: String::new(),
            deck: 0,
            hand: 0,
            discard: 0,
            draw: 0,
            played: vec![
                CardView {
                    id: 1,
                    name: "🐉".into(),
                    kind: "mystery".into(),
                    tier: "base".into(),
                    text: String::new(),
                };
                12
            ],
            waited: true,
            wrecked: true,
            drawn: Some("Night Raid".into()),
        }
    }

    /// Views no game makes (unknown seats, twenty hull tiles, thirty hull cubes, empty
    /// texts, tags for absent seats) still draw, within the height.
    #[test]
    fn odd_views_do_not_panic() {
        let foe = |n: u8| FoeView {
            name: "Baroness Valka Sturm on The Grumbling Goose".into(),
            cubes: n,
            max: 30,
            crew: 200,
            attacks: Seat(40),
            destroyed: n == 0,
            faces: Vec::new(),
            warlord: n == 3,
        };
        let battle = |number| BattleView {
            number,
            area: "the mission's final battle".into(),
            round: 99,
            step: "playing cards".into(),
            seats: (0..7).map(Seat).collect(),
            targets: (0..7).map(|s| (Seat(s), s % 3)).collect(),
            foes: (0..7).map(foe).collect(),
            lines: vec!["{seat:9} {seat:".into(); 9],
            won: None,
        };
        let view = ZephyrView {
            day: u16::MAX,
            tier: 0,
            region: None,
            region_text: String::new(),
            region_rules: vec!["A rule far too long to fit on the two lines the header gives the region's rules, said again and again and again and again and again and again.".into(); 3],
            region_day: (0, 0),
            days_left: 0,
            completed: 0,
            needed: 0,
            phase: String::new(),
            ships: (0..7).map(ship).collect(),
            assignments: Vec::new(),
            battles: (1..=3).map(battle).collect(),
            waiting: (0..7).map(Seat).collect(),
            log: vec![String::new(); 4],
            me: None,
            over: Some(false),
            ending: Some("final battle lost".into()),
            warlord: Some(WarlordView {
                name: "A Warlord Whose Name Goes On And On Past Any Phone's Width, Surely".into(),
                flavour: String::new(),
                cubes: 200,
                max: 30,
                wave: 9,
                waves: 3,
                wave_name: Some(String::new()),
                wave_text: Some("Draw 9 enemy ships. ".repeat(20)),
                ability_count: 7,
                abilities: (0..6)
                    .map(|k| AbilityView {
                        name: format!("Ability {k}"),
                        faces: vec!["2 damage and roll again".into(); 9],
                    })
                    .collect(),
                fighting: true,
                exposed: false,
                destroyed: false,
                nightfall_in: Some(1),
                special: Some("Iron Plating: every attack at the warlord deals 1 less damage, and then some more words to overflow.".into()),
            }),
            events: vec![
                TrackEventView {
                    day: 65535,
                    name: "An Event Named At Great Length For No Reason At All".into(),
                    text: "Every ship fights 9 enemy ships and an enemy commander together.".into(),
                    today: false,
                    past: false,
                };
                3
            ],
            requirements: vec![RequirementView {
                text: "A toll of 255 scrap per ship (1275 for the fleet) on entering region 3".into(),
                day: 65535,
                have: 4_000_000_000,
                need: 4_000_000_000,
                checked: false,
            }],
            destroyed: 65535,
            mission: "A Mission Named At Great Length For No Reason At All".into(),
            summary: Some("Victory on day 65535: a summary far too long to fit on one line of the banner at all.".into()),
        };
        let png = Board::draw(&view, &[]).expect("renders");
        assert!(png.height as f32 <= MAX_H, "{}", png.height);
        let empty = ZephyrView {
            ships: Vec::new(),
            battles: Vec::new(),
            waiting: Vec::new(),
            log: Vec::new(),
            over: None,
            warlord: None,
            ..view
        };
        Board::draw(&empty, &[]).expect("renders");
    }
}

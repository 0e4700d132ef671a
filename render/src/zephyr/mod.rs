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
//!
//! [`first_fitting`]: crate::kit::fit::first_fitting

mod assignments;
mod battles;
mod captain;
mod hand;
mod header;
mod log;
mod ships;
mod warlord;

#[cfg(test)]
mod tests;

use crate::kit::seats::Names;
use windward_engine::games::zephyr::{BattleView, ZephyrView};

use crate::kit::badge::BadgeStyle;
use crate::kit::fit::Fitted;
use crate::kit::seats::fill_names;
use crate::kit::text::{fit, measure, truncate};
use crate::kit::theme::{CAPTION, GAP, MARGIN, SMALL_BOLD, TEXT_SMALL};
use crate::kit::{palette, Align, Canvas, Color, Rect, TextStyle};
use crate::{Board, RenderError};

use assignments::assignments_panel;
use battles::{battle_panel, WARLORD_AREA};
use captain::{offers_panel, reacting};
use hand::hand_panel;
use header::{banner, header, prompt_bar, waiting};
use log::{legend, log_panel, short_lines};
use ships::ships;
use warlord::warlord_panel;

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
///
/// [`first_fitting`]: crate::kit::fit::first_fitting
// Crate-visible: it is the game's `Fitted::Level`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fit(u8);

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

    fn layout(&self, names: &Names, canvas: Option<&mut Canvas>) -> f32 {
        self.fitted_layout(names, canvas)
    }

    fn canvas(&self, names: &Names) -> Result<Canvas, RenderError> {
        self.fitted_canvas(names)
    }
}

impl Fitted for ZephyrView {
    type Level = Fit;
    const MAX_H: f32 = MAX_H;

    fn levels() -> impl Iterator<Item = Fit> {
        Fit::levels()
    }

    fn draw_at(&self, names: &Names, level: Fit, canvas: Option<&mut Canvas>) -> f32 {
        draw(self, names, level, canvas)
    }
}

fn full(y: f32) -> Rect {
    Rect::new(MARGIN, y, INNER, 0.0)
}

fn draw(view: &ZephyrView, names: &Names, level: Fit, mut c: Option<&mut Canvas>) -> f32 {
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

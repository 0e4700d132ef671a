//! Zeppelin Attack!'s pictures: the public board, and a player's private view.
//!
//! Both are drawn 900 px wide to be read on a phone (Discord shows them about 400 px
//! wide): no text under [`TEXT_SMALL`](crate::kit::theme::TEXT_SMALL), names, costs,
//! payloads, Battle points and whose turn at
//! [`TEXT_BODY`](crate::kit::theme::TEXT_BODY) where there is room, nothing cut short
//! with "…" for ordinary names, and aiming at 1.5 × the width at most ([`MAX_H`]): the
//! layout drops detail step by step ([`Fit`], the level picked by [`first_fitting`])
//! rather than shrinking text. Sentences stay out of the picture: hand card texts and the
//! viewer's own Flagship power are in words below their view (the engine's
//! `Game::details`), market and Flagship texts are in `/game cards`.
//!
//! The public board puts first whose turn it is and what the game waits for, then the
//! attack of the turn and cards just shown (full width); below, every armada (with
//! counts of hidden cards) in two columns (split where they come out most even), then
//! the market across the picture (beside the armadas at the last detail levels, one
//! line per offer — number, name, price, VP — and the empty decks on one line at the
//! very last ones, where ship names may also lose their article and the tags of cards
//! played on them). A finished game shows the scores and armadas, not the market. The
//! private view (same function, given a view that carries
//! [`PrivateView`](windward_engine::games::zeppelin_attack::PrivateView)) shows the
//! player's hand (names, kinds, payloads, worth), numbered as the text notation
//! numbers it, their armada, the discard pile when it matters, and the market while
//! they may buy.
//!
//! Attack types are colour + shape (Cold sky-blue hexagon, Psionic purple circle,
//! Electric yellow diamond, Explosive vermillion square), with the type's letter on
//! icons big enough to carry it; the legend names the shapes. Every section takes an
//! optional canvas and returns its height: called once to measure, once to draw.
//!
//! [`first_fitting`]: crate::kit::fit::first_fitting

mod armadas;
mod attack;
mod hand;
mod header;
mod legend;
mod market;
mod pieces;
mod scores;

#[cfg(test)]
mod tests;

use crate::kit::seats::Names;
use windward_engine::games::zeppelin_attack::{PhaseView, ZeppelinView};

use crate::kit::fit::Fitted;
use crate::kit::text::measure;
use crate::kit::theme::{GAP, MARGIN};
use crate::kit::{Canvas, Rect, TextStyle};
use crate::{Board, RenderError};

use armadas::{armada_panel, player_panel, SHIP_ROW};
use attack::{attack_panel, shown_panel};
use hand::{discard_panel, hand_panel};
use header::{header, private_header};
use legend::legend;
use market::{market_panel, Market};
use scores::scores_panel;

/// The pictures' width: 900 px, so that Discord's ~400 px on a phone shows the
/// smallest text at 10.7 px and body text at 13.3 px.
const W: u32 = 900;
/// The tallest a picture may be (1.5 × its width).
const MAX_H: f32 = W as f32 * 1.5;
const INNER: f32 = W as f32 - 2.0 * MARGIN;
/// One of the two columns.
const COLUMN: f32 = (INNER - GAP) / 2.0;
/// Padding inside a panel (tighter than the kit's `PAD`: room is short here).
const P: f32 = 16.0;
const CAPTION_H: f32 = 36.0;
/// Between rows inside a panel.
const ROW_GAP: f32 = 6.0;
const TILE_GAP: f32 = 12.0;

/// How much detail a picture keeps: level 0 is everything; each level drops a little
/// more, and the picture uses the first level at which it fits
/// [`MAX_H`] ([`first_fitting`] finds it).
///
/// [`first_fitting`]: crate::kit::fit::first_fitting
// Crate-visible: it is the game's `Fitted::Level`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fit(u8);

impl Fit {
    const LAST: u8 = 10;

    /// Every level, most detail first.
    fn levels() -> impl Iterator<Item = Fit> {
        (0..=Fit::LAST).map(Fit)
    }

    /// The private view's "only you see this" caption.
    fn private_caption(self) -> bool {
        self.0 < 1
    }
    /// The discard pile in the private view even when no purge is asked for.
    fn idle_discard(self) -> bool {
        self.0 < 1
    }
    fn legend(self) -> bool {
        self.0 < 2
    }
    /// A line under each ship for the card played on it (else a tag in the ship's row).
    fn played_lines(self) -> bool {
        self.0 < 3
    }
    /// The public board's "just seen" panel.
    fn shown(self) -> bool {
        self.0 < 4
    }
    /// Each armada's hand/deck/discard counts and the market's Fate footer.
    fn counts(self) -> bool {
        self.0 < 5
    }
    /// Capacities as pills (else as plain letters and numbers, narrower).
    fn cap_pills(self) -> bool {
        self.0 < 6
    }
    /// The attack's ships on lines of their own (else only its card and result: the
    /// header names who decides).
    fn attack_ships(self) -> bool {
        self.0 < 7
    }
    /// The market in the buyer's own view (the public board always has it).
    fn private_market(self) -> bool {
        self.0 < 7
    }
    /// The public market across the picture (else in a column beside the armadas).
    fn wide_market(self) -> bool {
        self.0 < 8
    }
    /// Each market offer on one line: number, name, cost and VP (types, capacities
    /// and the deck it tops are in `/game cards`).
    fn compact_market(self) -> bool {
        self.0 >= 9
    }
    /// A ship's name without its article ("Winter Light") where that keeps it on
    /// one line.
    fn short_ship_names(self) -> bool {
        self.0 >= 10
    }
    /// A tag on each ship for the card played on it this turn (the attack panel and
    /// the log tell it at the last level).
    fn played_tags(self) -> bool {
        self.0 < 10
    }
    /// A ship's first line: a little tighter at the last level.
    fn ship_row(self) -> f32 {
        if self.0 < 10 {
            SHIP_ROW
        } else {
            SHIP_ROW - 4.0
        }
    }
}

/// The public board, or a player's private view when the view carries one.
impl Board for ZeppelinView {
    const WIDTH: u32 = W;

    fn layout(&self, names: &Names, canvas: Option<&mut Canvas>) -> f32 {
        self.fitted_layout(names, canvas)
    }

    fn canvas(&self, names: &Names) -> Result<Canvas, RenderError> {
        self.fitted_canvas(names)
    }
}

impl Fitted for ZeppelinView {
    type Level = Fit;
    const MAX_H: f32 = MAX_H;

    fn levels() -> impl Iterator<Item = Fit> {
        Fit::levels()
    }

    fn draw_at(&self, names: &Names, level: Fit, canvas: Option<&mut Canvas>) -> f32 {
        draw(self, names, level, canvas)
    }
}

/// The first of `options` that fits `w` whole in `style`.
fn first_fit<'a>(options: &[&'a str], style: &TextStyle, w: f32) -> Option<&'a str> {
    options.iter().copied().find(|t| measure(t, style) <= w)
}

fn full(y: f32) -> Rect {
    Rect::new(MARGIN, y, INNER, 0.0)
}

fn draw(view: &ZeppelinView, names: &Names, level: Fit, mut c: Option<&mut Canvas>) -> f32 {
    let mut y = MARGIN;
    match &view.me {
        Some(me) => {
            y += private_header(view, me, names, level, full(y), c.as_deref_mut()) + GAP;
            y += hand_panel(me, full(y), c.as_deref_mut()) + GAP;
            if let Some(p) = view.players.iter().find(|p| p.seat == me.seat) {
                y += armada_panel(view, p, level, full(y), c.as_deref_mut()) + GAP;
            }
            let purging = me.asked.contains("discard pile");
            if !me.discard.is_empty() && (purging || level.idle_discard()) {
                y += discard_panel(me, full(y), c.as_deref_mut()) + GAP;
            }
            // The buyer needs the market's texts; everyone else has the board.
            let buying = !view.finished
                && view.current == me.seat
                && matches!(view.phase, PhaseView::Actions | PhaseView::Buying);
            if buying && level.private_market() {
                let market = Market::private(view, me.seat, names, level);
                y += market_panel(&market, full(y), c.as_deref_mut()) + GAP;
            }
            if level.legend() {
                y += legend(full(y), c.as_deref_mut()) + GAP;
            }
        }
        None => {
            y += header(view, names, full(y), c.as_deref_mut()) + GAP;
            if view.finished {
                y += scores_panel(view, names, full(y), c.as_deref_mut()) + GAP;
            }
            if let Some(attack) = &view.attack {
                y += attack_panel(attack, names, level, full(y), c.as_deref_mut()) + GAP;
            }
            if !view.shown.is_empty() && level.shown() {
                y += shown_panel(view, names, full(y), c.as_deref_mut()) + GAP;
            }
            let mut market = Market::public(view, names, level);
            if view.finished {
                // Nothing is bought any more.
                y = columns(view, names, level, None, y, c.as_deref_mut());
            } else if level.wide_market() {
                y = columns(view, names, level, None, y, c.as_deref_mut());
                y += market_panel(&market, full(y), c.as_deref_mut()) + GAP;
            } else {
                market.columns = 1;
                y = columns(view, names, level, Some(&market), y, c.as_deref_mut());
            }
            if level.legend() {
                y += legend(full(y), c) + GAP;
            }
        }
    }
    y - GAP + MARGIN
}

/// The armadas (and the market, when given) in two columns (left, then right, top to
/// bottom), split where the columns come out most even. Returns the y below both.
fn columns(
    view: &ZeppelinView,
    names: &Names,
    level: Fit,
    market: Option<&Market>,
    y: f32,
    mut c: Option<&mut Canvas>,
) -> f32 {
    let count = view.players.len() + usize::from(market.is_some());
    let block = |i: usize, area: Rect, c: Option<&mut Canvas>| -> f32 {
        match (view.players.get(i), market) {
            (Some(p), _) => player_panel(view, p, names, level, area, c),
            (None, Some(m)) => market_panel(m, area, c),
            (None, None) => 0.0,
        }
    };
    let heights: Vec<f32> = (0..count)
        .map(|i| block(i, Rect::new(0.0, 0.0, COLUMN, 0.0), None) + GAP)
        .collect();
    // Which blocks go left (a bit mask): the columns come out most even, each keeping
    // the blocks' order (the first such split, so the same view draws the same).
    let total: f32 = heights.iter().sum();
    let mut split = 0u32;
    let mut best = f32::INFINITY;
    for mask in 0..(1u32 << count) {
        let left: f32 = (0..count)
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| heights[i])
            .sum();
        let tallest = left.max(total - left);
        if tallest < best - 0.5 {
            best = tallest;
            split = mask;
        }
    }
    let (mut ly, mut ry) = (y, y);
    for i in 0..count {
        if split & (1 << i) != 0 {
            ly += block(i, Rect::new(MARGIN, ly, COLUMN, 0.0), c.as_deref_mut()) + GAP;
        } else {
            let x = MARGIN + COLUMN + GAP;
            ry += block(i, Rect::new(x, ry, COLUMN, 0.0), c.as_deref_mut()) + GAP;
        }
    }
    ly.max(ry)
}

//! The foot of a Zephyr picture: the latest log lines that fit one line, and a
//! legend of the pieces the picture shows.

use crate::kit::seats::fill_names;
use crate::kit::seats::Names;
use crate::kit::text::measure;
use crate::kit::theme::{SMALL, SMALL_MUTED};
use crate::kit::{Align, Canvas, Rect};

use super::assignments::route_space;
use super::battles::{pips, PIP};
use super::ships::hull_tiles;
use super::{caption, fits, line, panel, CAPTION_H, P};

/// The last `n` of `lines` (names filled in) that fit one line `w` wide, oldest first,
/// from the last few: a longer line leaves the picture (it is in the game's log).
pub(super) fn short_lines(lines: &[String], names: &Names, n: usize, w: f32) -> Vec<String> {
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

pub(super) fn log_panel(lines: &[String], area: Rect, canvas: Option<&mut Canvas>) -> f32 {
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

pub(super) fn legend(battles: bool, routes: bool, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
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

//! Zeppelin Attack!'s armadas: each player's ships (a row each, with the card played
//! on it), their counts of hidden cards, in a panel per player.

use crate::kit::seats::Names;
use windward_engine::games::zeppelin_attack::cards::Kind;
use windward_engine::games::zeppelin_attack::{CardView, PlayerView, ShipView, ZeppelinView};

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::seats::{seat_mark, seat_name};
use crate::kit::text::{fit, measure};
use crate::kit::theme::{BODY_BOLD, CAPTION, RADIUS, SMALL, SMALL_BOLD, SMALL_MUTED, TEXT_SMALL};
use crate::kit::{palette, Align, Canvas, Mark, Rect};

use super::pieces::{caps, caps_width, caption, kind_word, line, panel, type_icons};
use super::{first_fit, Fit, CAPTION_H, P, TILE_GAP};

pub(super) const SHIP_ROW: f32 = 42.0;
const PLAYED_ROW: f32 = 34.0;
const SHIP_GAP: f32 = 4.0;

/// The tag for a card played on a ship, when it has no line of its own.
fn played_tag(played: &CardView) -> &'static str {
    match played.kind {
        Kind::Attack => "ATK",
        Kind::Defense => "DEF",
        _ => "OPS",
    }
}

fn tag_style() -> BadgeStyle {
    BadgeStyle::new(30.0, palette::PANEL).with_text(SMALL_BOLD.with_color(palette::TEXT_MUTED))
}

/// Whether a ship's capacities (and played tag) go on a second line, under its name,
/// because all of it does not fit on one line `w` wide.
fn ship_two_lines(ship: &ShipView, level: Fit, w: f32) -> bool {
    let tag_w = match (&ship.played, level.played_lines()) {
        (Some(played), false) if level.played_tags() => {
            badge_width(played_tag(played), &tag_style()) + 8.0
        }
        _ => 0.0,
    };
    let room = w - 50.0 - 8.0 - caps_width(ship.card.capacity, level) - 10.0 - tag_w;
    measure(ship_name(ship, level, room), &SMALL_BOLD) > room
}

/// The ship's name as drawn in `room`: whole, or without its article at the last
/// detail level when only that fits.
fn ship_name(ship: &ShipView, level: Fit, room: f32) -> &str {
    let name = ship.card.name.as_str();
    if !level.short_ship_names() || measure(name, &SMALL_BOLD) <= room {
        return name;
    }
    ["The ", "Der ", "Den ", "Die ", "Das "]
        .iter()
        .find_map(|a| name.strip_prefix(a))
        .unwrap_or(name)
}

fn ship_height(ship: &ShipView, level: Fit, w: f32) -> f32 {
    let played_line = ship.played.is_some() && level.played_lines();
    if played_line || ship_two_lines(ship, level, w) {
        level.ship_row() + PLAYED_ROW
    } else {
        level.ship_row()
    }
}

/// What was played on a ship, short: "ATTACK 2", "OPS 2 OVERLOAD".
fn played_head(ship: &ShipView, played: &CardView) -> String {
    if ship.overloaded {
        let short = match played.kind {
            Kind::Attack => "ATK",
            Kind::Defense => "DEF",
            _ => "OPS",
        };
        format!("{short} {} OVERLOAD", played.payload)
    } else {
        format!("{} {}", kind_word(played.kind), played.payload)
    }
}

/// One ship: its notation label (`f`, `1`…), name and capacities; under it, the card
/// played on it this turn.
fn ship_row(c: &mut Canvas, ship: &ShipView, owner: Mark, level: Fit, rect: Rect) {
    let flagship = ship.card.kind == Kind::Flagship;
    c.fill_round_rect(rect, 10.0, palette::PANEL_RAISED);
    if ship.overloaded {
        c.stroke_round_rect(rect.inset(1.5), 9.0, 3.0, palette::ORANGE);
    } else if flagship {
        c.stroke_round_rect(rect.inset(1.0), 9.0, 2.0, owner.color);
    }
    let cy = rect.y + level.ship_row() / 2.0;
    let badge = if flagship {
        BadgeStyle::new(34.0, owner.color)
    } else {
        BadgeStyle::new(34.0, palette::PANEL).outlined(palette::LINE, 2.0)
    };
    c.draw_badge(&ship.label.to_uppercase(), &badge, rect.x + 25.0, cy);
    let x = rect.x + 50.0;
    let two = ship_two_lines(ship, level, rect.w);
    // The second line: capacities when the name needs the first, then what was played.
    let py = rect.y + level.ship_row() + PLAYED_ROW / 2.0 - 4.0;
    let end = rect.right() - 10.0;
    let mut px = x;
    let caps_w = caps_width(ship.card.capacity, level);
    let mut room = end - x;
    if two {
        caps(c, ship.card.capacity, level, x, py);
        px += caps_w + 12.0;
    } else {
        let caps_x = rect.right() - 8.0 - caps_w;
        caps(c, ship.card.capacity, level, caps_x, cy);
        room = caps_x - 10.0 - x;
    }
    let played = ship.played.as_ref();
    if let Some(played) = played {
        if level.played_lines() {
            px += type_icons(c, &played.types, px, py, 11.0);
            let head = played_head(ship, played);
            let head_style = if ship.overloaded {
                SMALL_BOLD.with_color(palette::ORANGE)
            } else {
                SMALL_BOLD.with_color(palette::TEXT_MUTED)
            };
            if let Some(head) = first_fit(&[&head, played_tag(played)], &head_style, end - px) {
                px += line(c, head, &head_style, px, py, end - px) + 12.0;
            }
            if measure(&played.name, &SMALL) <= end - px {
                line(c, &played.name, &SMALL, px, py, end - px);
            }
        } else if level.played_tags() {
            // Without its own line, what was played is a tag.
            let tag = played_tag(played);
            if two {
                c.draw_badge_at(tag, &tag_style(), px, py, Align::Left);
            } else {
                let w = badge_width(tag, &tag_style());
                c.draw_badge_at(tag, &tag_style(), x + room, cy, Align::Right);
                room -= w + 8.0;
            }
        }
    }
    let name = if two {
        ship.card.name.as_str()
    } else {
        ship_name(ship, level, room)
    };
    line(c, name, &SMALL_BOLD, x, cy, room);
}

fn ships(p: &PlayerView) -> Vec<&ShipView> {
    std::iter::once(&p.flagship).chain(&p.zeppelins).collect()
}

/// Ships in `cols` columns from `y`; returns the height.
fn ship_grid(
    c: Option<&mut Canvas>,
    ships: &[&ShipView],
    owner: Mark,
    level: Fit,
    area: Rect,
    cols: usize,
) -> f32 {
    let w = (area.w - (cols as f32 - 1.0) * TILE_GAP) / cols as f32;
    let rows: Vec<f32> = ships
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|s| ship_height(s, level, w))
                .fold(0.0f32, f32::max)
        })
        .collect();
    let h = rows.iter().map(|r| r + SHIP_GAP).sum::<f32>() - SHIP_GAP;
    let Some(c) = c else { return h.max(0.0) };
    let mut top = area.y;
    for (row, row_h) in ships.chunks(cols).zip(&rows) {
        for (i, s) in row.iter().enumerate() {
            let x = area.x + i as f32 * (w + TILE_GAP);
            ship_row(c, s, owner, level, Rect::new(x, top, w, *row_h));
        }
        top += row_h + SHIP_GAP;
    }
    h.max(0.0)
}

const PLAYER_HEAD: f32 = 46.0;
const PLAYER_COUNTS: f32 = 32.0;

pub(super) fn player_panel(
    view: &ZeppelinView,
    p: &PlayerView,
    names: &Names,
    level: Fit,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
    let ships = ships(p);
    let inner_w = area.w - 2.0 * P;
    let grid = |c: Option<&mut Canvas>, y: f32| {
        ship_grid(
            c,
            &ships,
            seat_mark(p.seat),
            level,
            Rect::new(area.x + P, y, inner_w, 0.0),
            1,
        )
    };
    // Flagship powers are in `/game cards`; the board names the Flagship.
    let counts_h = if level.counts() { PLAYER_COUNTS } else { 0.0 };
    // Battle points (the score so far), and Fate credit while buying, beside the name;
    // a name too long for that gets the row to itself, the badges the row under it
    // (a name too long even for the whole row stays beside them, cut short).
    let battle = format!("{} BP", p.battle_points);
    let battle_style = BadgeStyle::new(44.0, palette::PANEL_RAISED).with_text(BODY_BOLD);
    let credit = format!("+{} Fate", p.credit);
    let credit_style =
        BadgeStyle::new(38.0, palette::YELLOW).with_text(SMALL_BOLD.with_color(palette::INK));
    let badges_w = badge_width(&battle, &battle_style)
        + if p.credit > 0 {
            8.0 + badge_width(&credit, &credit_style)
        } else {
            0.0
        };
    let name = seat_name(names, p.seat);
    let name_room = inner_w - 50.0;
    let name_w = measure(&name, &SMALL_BOLD);
    let beside = name_w <= name_room - badges_w - 12.0 || name_w > name_room;
    let head_h = if beside {
        PLAYER_HEAD
    } else {
        2.0 * PLAYER_HEAD
    };
    let h = 12.0 + head_h + counts_h + 6.0 + grid(None, 0.0) + 14.0;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let current = view.current == p.seat && !view.finished;
    let waited = view.waiting.contains(&p.seat) && !view.finished;
    if current || waited {
        let color = if current {
            palette::HIGHLIGHT
        } else {
            palette::ORANGE
        };
        c.highlight_rect(rect, RADIUS, 3.0, color);
    }
    let x = rect.x + P;
    let right = rect.right() - P;
    let cy = rect.y + 12.0 + PLAYER_HEAD / 2.0;
    let mark = seat_mark(p.seat);
    if current {
        c.draw_pointer(x - 4.0, cy, 20.0, palette::HIGHLIGHT);
    }
    c.draw_mark(mark, x + 24.0, cy, 17.0);
    let badge_cy = if beside { cy } else { cy + PLAYER_HEAD };
    let mut edge = c
        .draw_badge_at(&battle, &battle_style, right, badge_cy, Align::Right)
        .x;
    if p.credit > 0 {
        edge = c
            .draw_badge_at(&credit, &credit_style, edge - 8.0, badge_cy, Align::Right)
            .x;
    }
    let nx = x + 50.0;
    let name_w = if beside { edge - 12.0 - nx } else { right - nx };
    let style = fit(&name, &BODY_BOLD, name_w, TEXT_SMALL);
    line(c, &name, &style, nx, cy, name_w);
    // Hidden cards are only counted; the mastermind where there is room.
    let ky = rect.y + 12.0 + head_h + PLAYER_COUNTS / 2.0;
    let counts = format!("Hand {} · Deck {} · Discard {}", p.hand, p.deck, p.discard);
    let short = format!("Hand {} · Deck {} · Disc. {}", p.hand, p.deck, p.discard);
    let counts = first_fit(&[&counts, &short], &SMALL, right - nx).unwrap_or(&short);
    if level.counts() {
        let drawn = line(c, counts, &SMALL, nx, ky, right - nx);
        if right - (nx + drawn + 16.0) >= measure(&p.mastermind, &SMALL_MUTED) {
            c.draw_text(
                &p.mastermind,
                &SMALL_MUTED,
                right,
                SMALL_MUTED.centered_baseline(ky),
                Align::Right,
            );
        }
    }
    grid(Some(c), rect.y + 12.0 + head_h + counts_h + 6.0);
    h
}

/// The viewer's own armada in the private view (ship labels for `play 2 on f`).
pub(super) fn armada_panel(
    view: &ZeppelinView,
    p: &PlayerView,
    level: Fit,
    area: Rect,
    c: Option<&mut Canvas>,
) -> f32 {
    let ships = ships(p);
    let inner = Rect::new(area.x + P, area.y + P, area.w - 2.0 * P, 0.0);
    let grid_y = inner.y + CAPTION_H + 4.0;
    let grid = |c: Option<&mut Canvas>| {
        ship_grid(
            c,
            &ships,
            seat_mark(p.seat),
            level,
            Rect::new(inner.x, grid_y, inner.w, 0.0),
            2,
        )
    };
    let h = P + CAPTION_H + 4.0 + grid(None) + P;
    let Some(c) = c else { return h };
    panel(c, area, h);
    let cy = inner.y + CAPTION_H / 2.0;
    let battle = format!("Battle {}", p.battle_points);
    let battle_style = BadgeStyle::new(42.0, palette::PANEL_RAISED).with_text(BODY_BOLD);
    let mut edge = c
        .draw_badge_at(&battle, &battle_style, inner.right(), cy, Align::Right)
        .x;
    if p.credit > 0 && !view.finished {
        let credit = format!("+{} Fate to spend", p.credit);
        let st =
            BadgeStyle::new(38.0, palette::YELLOW).with_text(SMALL_BOLD.with_color(palette::INK));
        edge = c
            .draw_badge_at(&credit, &st, edge - 8.0, cy, Align::Right)
            .x;
    }
    let w = edge - 12.0 - inner.x;
    let text = first_fit(&["YOUR ARMADA · play 2 on f", "YOUR ARMADA"], &CAPTION, w);
    caption(c, text.unwrap_or(""), inner.x, inner.y, w);
    grid(Some(c));
    h
}

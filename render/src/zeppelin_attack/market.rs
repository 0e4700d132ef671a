//! Zeppelin Attack!'s market: the Mercenary decks' top cards and the Experimental
//! Zeppelins, each with its number, price and VP, in full or one line per offer.

use crate::kit::seats::Names;
use windward_engine::games::zeppelin_attack::{CardView, ZeppelinView};
use windward_engine::Seat;

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::seats::{seat_mark, seat_name};
use crate::kit::text::{fit, measure, wrap};
use crate::kit::theme::{BODY_BOLD, SMALL_BOLD, SMALL_MUTED, TEXT_SMALL};
use crate::kit::{palette, Align, Canvas, Rect, Shape, TextStyle};

use super::pieces::{capacity_pills, capacity_width, caption, line, panel, type_icons};
use super::{first_fit, Fit, CAPTION_H, P, ROW_GAP, TILE_GAP};

/// One line of the market: a Mercenary deck's top card or an Experimental Zeppelin.
struct Offer<'v> {
    /// What `buy` takes: `1`–`5` or `x`.
    number: String,
    card: Option<&'v CardView>,
    /// The deck and its count, "Your Experimental", or the name of the Experimental's
    /// owner (with `owner`).
    what: String,
    owner: Option<Seat>,
}

/// The market as drawn: the offers, and how much text each card shows.
pub(super) struct Market<'v> {
    offers: Vec<Offer<'v>>,
    footer: Vec<String>,
    caption: String,
    /// Offers side by side (the private view spans the picture).
    pub(super) columns: usize,
    /// One line per offer (name, cost, VP).
    compact: bool,
}

impl<'v> Market<'v> {
    fn offers(view: &'v ZeppelinView, names: &Names, only: Option<Seat>) -> Vec<Offer<'v>> {
        let mut offers: Vec<Offer> = view
            .piles
            .iter()
            .map(|p| Offer {
                number: p.number.to_string(),
                card: p.top.as_ref(),
                what: format!("{} ({})", p.name, p.count),
                owner: None,
            })
            .collect();
        for sale in &view.experimental {
            if only.is_some_and(|s| s != sale.owner) {
                continue;
            }
            let (what, owner) = if only.is_some() {
                ("Your Experimental".to_string(), None)
            } else {
                (seat_name(names, sale.owner), Some(sale.owner))
            };
            offers.push(Offer {
                number: "x".into(),
                card: Some(&sale.card),
                what,
                owner,
            });
        }
        offers
    }

    fn footer(view: &ZeppelinView) -> Vec<String> {
        let top = view.fate_discard.last().map_or(String::new(), |f| {
            format!(" · top {} ({})", f.name, f.value)
        });
        vec![
            format!(
                "Fate deck {} · Fate discard {}{top}",
                view.fate_deck,
                view.fate_discard.len()
            ),
            format!(
                "{} of 5 decks empty · 3 empty end the game",
                view.empty_piles
            ),
        ]
    }

    pub(super) fn public(view: &'v ZeppelinView, names: &Names, level: Fit) -> Market<'v> {
        let mut offers = Market::offers(view, names, None);
        if level.compact_market() {
            // The empty decks on one line, after the offers.
            let (empty, mut full): (Vec<Offer>, Vec<Offer>) =
                offers.into_iter().partition(|o| o.card.is_none());
            if !empty.is_empty() {
                let numbers: Vec<&str> = empty.iter().map(|o| o.number.as_str()).collect();
                let what = match numbers.len() {
                    1 => format!("Deck {} is empty", numbers[0]),
                    _ => format!("Decks {} are empty", numbers.join(", ")),
                };
                full.push(Offer {
                    number: String::new(),
                    card: None,
                    what,
                    owner: None,
                });
            }
            offers = full;
        }
        Market {
            offers,
            footer: if level.counts() {
                Market::footer(view)
            } else {
                Vec::new()
            },
            caption: "MARKET · buy 1–5 or x".into(),
            columns: 2,
            compact: level.compact_market(),
        }
    }

    /// What the viewer can buy, with the cards' texts.
    pub(super) fn private(
        view: &'v ZeppelinView,
        seat: Seat,
        names: &Names,
        level: Fit,
    ) -> Market<'v> {
        Market {
            offers: Market::offers(view, names, Some(seat)),
            footer: if level.counts() {
                Market::footer(view)
            } else {
                Vec::new()
            },
            caption: "MARKET · buy 1–5 or x".into(),
            columns: 2,
            compact: level.compact_market(),
        }
    }
}

const OFFER_TOP: f32 = 40.0;
const OFFER_DETAIL: f32 = 44.0;
const OFFER_EMPTY: f32 = 50.0;

fn cost_badge() -> BadgeStyle {
    BadgeStyle::new(40.0, palette::YELLOW).with_text(BODY_BOLD.with_color(palette::INK))
}

/// An offer's name in body text on up to two lines (smaller text only for a name
/// that needs it): the style and the lines.
fn offer_name(card: &CardView, w: f32) -> (TextStyle, Vec<String>) {
    let room = w - 52.0 - 10.0;
    let style = fit(&card.name, &BODY_BOLD, room, TEXT_SMALL);
    (style, wrap(&card.name, &style, room))
}

fn offer_height(offer: &Offer, w: f32, compact: bool) -> f32 {
    let Some(card) = offer.card else {
        return if compact { OFFER_TOP } else { OFFER_EMPTY };
    };
    if compact {
        let (style, lines) = compact_name(card, w);
        return 4.0 + (lines.len() as f32 * style.line_height()).max(OFFER_TOP) + 4.0;
    }
    let (style, lines) = offer_name(card, w);
    let top = (lines.len() as f32 * style.line_height()).max(OFFER_TOP);
    6.0 + top + OFFER_DETAIL + 6.0
}

/// The room left of a one-line offer's price and VP, and where it starts.
fn compact_room(card: &CardView, w: f32) -> (f32, f32) {
    let x = 52.0;
    let vp = if card.vp > 0 {
        measure(&card.vp.to_string(), &BODY_BOLD) + 40.0
    } else {
        0.0
    };
    let cost = badge_width(&card.cost.to_string(), &cost_badge());
    (x, w - 10.0 - vp - cost - 8.0 - x)
}

/// A one-line offer's name: body text, smaller only where needed, on up to two lines.
fn compact_name(card: &CardView, w: f32) -> (TextStyle, Vec<String>) {
    let (_, room) = compact_room(card, w);
    let style = fit(&card.name, &BODY_BOLD, room, TEXT_SMALL);
    (style, wrap(&card.name, &style, room))
}

/// One offer on one line: number (the owner's mark for an Experimental), name, price
/// and VP.
fn compact_offer(c: &mut Canvas, offer: &Offer, r: Rect) {
    c.fill_round_rect(r, 10.0, palette::PANEL_RAISED);
    let number = BadgeStyle::new(36.0, palette::HIGHLIGHT);
    let cy = r.center_y();
    let Some(card) = offer.card else {
        // "Decks 2, 4 are empty" (fits the narrowest market).
        line(c, &offer.what, &SMALL_MUTED, r.x + 14.0, cy, r.w - 24.0);
        return;
    };
    c.draw_badge(&offer.number, &number, r.x + 26.0, cy);
    let right = r.right() - 10.0;
    let (dx, room) = compact_room(card, r.w);
    if let Some(owner) = offer.owner {
        // On the number badge's corner: whose Experimental it is.
        c.draw_mark(seat_mark(owner), r.x + 42.0, cy + 12.0, 9.0);
    }
    let (style, lines) = compact_name(card, r.w);
    let text_h = lines.len() as f32 * style.line_height();
    c.draw_paragraph(
        &card.name,
        &style,
        Rect::new(r.x + dx, cy - text_h / 2.0, room, text_h),
        Align::Left,
        lines.len().max(1),
    );
    let mut edge = right;
    if card.vp > 0 {
        let vp = card.vp.to_string();
        let w = measure(&vp, &BODY_BOLD);
        c.draw_text(
            &vp,
            &BODY_BOLD,
            edge,
            BODY_BOLD.centered_baseline(cy),
            Align::Right,
        );
        c.fill_shape(Shape::Star, edge - w - 18.0, cy, 16.0, palette::HIGHLIGHT);
        edge -= w + 40.0;
    }
    c.draw_badge_at(
        &card.cost.to_string(),
        &cost_badge(),
        edge,
        cy,
        Align::Right,
    );
}

/// One offer: number, card name, price and VP on top (the facts to buy on), then the
/// deck it tops and the card's types or capacities (texts are in `/game cards`).
fn offer(c: &mut Canvas, offer: &Offer, r: Rect) {
    c.fill_round_rect(r, 10.0, palette::PANEL_RAISED);
    let number = BadgeStyle::new(38.0, palette::HIGHLIGHT);
    let x = r.x + 52.0;
    let right = r.right() - 10.0;
    let Some(card) = offer.card else {
        let cy = r.center_y();
        c.draw_badge(&offer.number, &number, r.x + 26.0, cy);
        let w = measure("empty", &SMALL_MUTED);
        c.draw_text(
            "empty",
            &SMALL_MUTED,
            right,
            SMALL_MUTED.centered_baseline(cy),
            Align::Right,
        );
        if measure(&offer.what, &SMALL_MUTED) <= right - w - 16.0 - x {
            line(c, &offer.what, &SMALL_MUTED, x, cy, right - w - 16.0 - x);
        }
        return;
    };
    let (name_style, name_lines) = offer_name(card, r.w);
    let top_h = (name_lines.len() as f32 * name_style.line_height()).max(OFFER_TOP);
    let cy = r.y + 6.0 + OFFER_TOP / 2.0;
    c.draw_badge(&offer.number, &number, r.x + 26.0, cy);
    let name_top = r.y + 6.0 + (top_h - name_lines.len() as f32 * name_style.line_height()) / 2.0;
    c.draw_paragraph(
        &card.name,
        &name_style,
        Rect::new(x, name_top, right - x, top_h),
        Align::Left,
        name_lines.len().max(1),
    );
    // Second line: price (a Fate-yellow coin) and VP (a star) at the right, what the
    // card is before them, the deck it tops where there is room.
    let cy = r.y + 6.0 + top_h + OFFER_DETAIL / 2.0;
    let mut edge = right;
    if card.vp > 0 {
        let vp = card.vp.to_string();
        let w = measure(&vp, &BODY_BOLD);
        c.draw_text(
            &vp,
            &BODY_BOLD,
            edge,
            BODY_BOLD.centered_baseline(cy),
            Align::Right,
        );
        c.fill_shape(Shape::Star, edge - w - 18.0, cy, 16.0, palette::HIGHLIGHT);
        edge -= w + 44.0;
    }
    edge = c
        .draw_badge_at(
            &card.cost.to_string(),
            &cost_badge(),
            edge,
            cy,
            Align::Right,
        )
        .x;
    let right = edge - 12.0;
    let dy = cy;
    let detail_w = if card.kind.is_zeppelin() {
        let w = capacity_width(card.capacity);
        capacity_pills(c, card.capacity, right - w, dy);
        w
    } else {
        let word = format!("payload {}", card.payload);
        let muted = SMALL_BOLD.with_color(palette::TEXT_MUTED);
        let ww = measure(&word, &muted);
        c.draw_text(
            &word,
            &muted,
            right,
            muted.centered_baseline(dy),
            Align::Right,
        );
        let icons = card.types.len() as f32 * 28.0;
        type_icons(c, &card.types, right - ww - 8.0 - icons, dy, 11.0);
        ww + 8.0 + icons
    };
    let room = right - detail_w - 16.0 - x;
    match offer.owner {
        // Whose Experimental: the owner's mark, and their name where it fits.
        Some(owner) => {
            c.draw_mark(seat_mark(owner), x + 10.0, dy, 10.0);
            let full = format!("{}'s Experimental", offer.what);
            if let Some(text) = first_fit(&[&full, &offer.what], &SMALL_MUTED, room - 28.0) {
                line(c, text, &SMALL_MUTED, x + 28.0, dy, room - 28.0);
            }
        }
        None => {
            let short = offer.what.rsplit(' ').next().unwrap_or("");
            let deck = offer.what.rsplit_once(' ').map_or("", |(d, _)| d);
            let shorter = deck.split(' ').next().unwrap_or("");
            let mid = format!("{shorter} {short}");
            if let Some(text) = first_fit(&[&offer.what, &mid, short], &SMALL_MUTED, room) {
                line(c, text, &SMALL_MUTED, x, dy, room);
            }
        }
    }
}

/// The five Mercenary decks' tops, the Experimental Zeppelins and the Fate piles.
pub(super) fn market_panel(market: &Market, area: Rect, c: Option<&mut Canvas>) -> f32 {
    let inner_w = area.w - 2.0 * P;
    let cols = market.columns.max(1);
    let w = (inner_w - (cols as f32 - 1.0) * TILE_GAP) / cols as f32;
    let rows: Vec<f32> = market
        .offers
        .chunks(cols)
        .map(|row| {
            row.iter()
                .map(|o| offer_height(o, w, market.compact))
                .fold(0.0f32, f32::max)
        })
        .collect();
    let footer: Vec<Vec<String>> = market
        .footer
        .iter()
        .map(|f| {
            let mut lines = wrap(f, &SMALL_MUTED, inner_w - 48.0);
            lines.truncate(2);
            lines
        })
        .collect();
    let footer_lines = footer.iter().map(Vec::len).sum::<usize>();
    let footer_h = if footer_lines == 0 {
        0.0
    } else {
        8.0 + footer_lines as f32 * SMALL_MUTED.line_height()
    };
    let h = P + CAPTION_H + rows.iter().map(|r| r + ROW_GAP).sum::<f32>() - ROW_GAP + footer_h + P;
    let Some(c) = c else { return h };
    let rect = panel(c, area, h);
    let inner = rect.inset(P);
    caption(c, &market.caption, inner.x, inner.y, inner.w);
    let mut top = inner.y + CAPTION_H;
    for (offers, row_h) in market.offers.chunks(cols).zip(&rows) {
        for (i, o) in offers.iter().enumerate() {
            let r = Rect::new(inner.x + i as f32 * (w + TILE_GAP), top, w, *row_h);
            if market.compact {
                compact_offer(c, o, r);
            } else {
                offer(c, o, r);
            }
        }
        top += row_h + ROW_GAP;
    }
    let mut fy = top - ROW_GAP + 8.0;
    if footer_lines == 0 {
        return h;
    }
    let b = BadgeStyle::new(32.0, palette::YELLOW);
    c.draw_badge(
        "F",
        &b,
        inner.x + 18.0,
        fy + SMALL_MUTED.line_height() / 2.0,
    );
    for text in footer.iter().flatten() {
        line(
            c,
            text,
            &SMALL_MUTED,
            inner.x + 48.0,
            fy + SMALL_MUTED.line_height() / 2.0,
            inner.w - 48.0,
        );
        fy += SMALL_MUTED.line_height();
    }
    h
}

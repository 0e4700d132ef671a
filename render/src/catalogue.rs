//! One component of a game's catalogue (`/game cards … card:…`), drawn as a card: the
//! game and kind as a caption, the name and its count, the subtitle, the printed
//! values as labelled pills in the game's own colours (the label always says what a
//! value is, so colour is never alone), and the texts under their headings.
//!
//! Drawn [`WIDTH`] (900 px) wide like every board, so it reads at a phone's 400 px: the
//! smallest text is [`TEXT_SMALL`](crate::kit::theme::TEXT_SMALL) (captions, 10.7 px
//! there), everything a player reads is [`TEXT_BODY`](crate::kit::theme::TEXT_BODY)
//! (13.3 px) or more.

use windward_engine::catalogue::{Component, Face, Part, Stat, Tone};

use crate::kit::text::{measure, paragraph_height, sanitize, truncate, wrap};
use crate::kit::theme::{BODY, BODY_BOLD, BODY_MUTED, CAPTION, GAP, MARGIN, PAD, RADIUS, TITLE};

/// The picture's width, as the boards'.
const WIDTH: u32 = 900;
/// The tallest a card may be: 1.5 × its width.
const MAX_HEIGHT: f32 = WIDTH as f32 * 1.5;
use crate::kit::{palette, Align, Canvas, Color, Rect, TextStyle};
use crate::{Png, RenderError};

// The kit's shared styles, by the part of a card they set.
const NAME: TextStyle = TITLE;
const SUBTITLE: TextStyle = BODY_MUTED;
const HEADING: TextStyle = BODY_BOLD;
const PILL: TextStyle = BODY_BOLD;
const COUNT: TextStyle = BODY_BOLD.with_color(palette::INK);

/// The gold of coins and victory points (as Aether Captains draws its coins).
const GOLD: Color = Color::hex(0xC9A227);
const PILL_H: f32 = 48.0;
const PILL_PAD: f32 = 16.0;
const PILL_GAP: f32 = 10.0;
/// The coloured strip along the top of the card.
const STRIP: f32 = 12.0;
/// Lines a section may use before it is cut with "…" (no text here comes close).
const SECTION_LINES: usize = 10;

fn tone_color(tone: Tone) -> Color {
    match tone {
        Tone::Plain => palette::PANEL_RAISED,
        Tone::Red => palette::VERMILLION,
        Tone::Blue => palette::BLUE,
        Tone::Yellow => palette::YELLOW,
        Tone::Green => palette::BLUISH_GREEN,
        Tone::Orange => palette::ORANGE,
        Tone::Purple | Tone::Pink => palette::REDDISH_PURPLE,
        Tone::Sky => palette::SKY_BLUE,
        Tone::Gold => GOLD,
    }
}

/// The card's accent: the colour of its first coloured value, else a neutral line.
fn accent(face: &Face) -> Color {
    face.parts
        .iter()
        .flat_map(|part| match part {
            Part::Stats(row) => &row.stats[..],
            Part::Section(_) => &[],
        })
        .map(|s| s.tone)
        .find(|t| *t != Tone::Plain)
        .map_or(palette::LINE, tone_color)
}

/// Draws `component` of the game called `game`.
///
/// # Errors
/// Only when the canvas cannot be allocated or encoded.
pub fn catalogue(game: &str, component: &Component) -> Result<Png, RenderError> {
    let height = draw(game, component, None).min(MAX_HEIGHT);
    let mut canvas = Canvas::new(WIDTH, height.ceil() as u32, palette::BACKGROUND)?;
    draw(game, component, Some(&mut canvas));
    canvas.encode_png()
}

fn draw(game: &str, component: &Component, c: Option<&mut Canvas>) -> f32 {
    let card = Rect::new(MARGIN, MARGIN, WIDTH as f32 - 2.0 * MARGIN, 0.0);
    let inner = Rect::new(card.x + PAD, card.y + STRIP + PAD, card.w - 2.0 * PAD, 0.0);
    let height = STRIP + PAD + content(game, component, inner, None) + PAD;
    if let Some(c) = c {
        c.draw_panel(Rect::new(card.x, card.y, card.w, height), palette::PANEL);
        // The accent strip follows the panel's rounded top: a rounded rect whose lower
        // corners are covered again.
        let strip = Rect::new(card.x, card.y, card.w, 2.0 * STRIP);
        c.fill_round_rect(strip, RADIUS, accent(&component.face));
        c.fill_rect(
            Rect::new(card.x, card.y + STRIP, card.w, STRIP + 1.0),
            palette::PANEL,
        );
        content(game, component, inner, Some(c));
    }
    card.y + height + MARGIN
}

/// Everything inside the card, from `area`'s top; returns the height used.
fn content(game: &str, component: &Component, area: Rect, mut c: Option<&mut Canvas>) -> f32 {
    let at = |y: f32| Rect::new(area.x, y, area.w, 0.0);
    let mut y = area.y;
    y += header(game, component, at(y), c.as_deref_mut());
    for part in &component.face.parts {
        y += GAP;
        y += match part {
            Part::Stats(row) => stat_row(&row.caption, &row.stats, at(y), c.as_deref_mut()),
            Part::Section(s) => section(&s.heading, &s.text, at(y), c.as_deref_mut()),
        };
    }
    y - area.y
}

/// The caption (game · kind), the name with its count, the subtitle.
fn header(game: &str, component: &Component, area: Rect, c: Option<&mut Canvas>) -> f32 {
    let count = format!("×{}", component.count);
    let count_w = measure(&count, &COUNT) + 2.0 * PILL_PAD;
    let caption = sanitize(&format!("{game} · {}", component.kind)).to_uppercase();
    let name = sanitize(&component.name);
    let name_lines = wrap(&name, &NAME, area.w - count_w - GAP);
    let subtitle = sanitize(&component.face.subtitle);
    let caption_h = CAPTION.line_height();
    let name_h = name_lines.len().max(1) as f32 * NAME.line_height();
    let subtitle_h = if subtitle.is_empty() {
        0.0
    } else {
        paragraph_height(&subtitle, &SUBTITLE, area.w)
    };
    let height = caption_h + name_h + subtitle_h;
    if let Some(c) = c {
        let caption = truncate(&caption, &CAPTION, area.w);
        c.draw_text(
            &caption,
            &CAPTION,
            area.x,
            CAPTION.centered_baseline(area.y + caption_h / 2.0),
            Align::Left,
        );
        let mut y = area.y + caption_h;
        // The count as a light pill at the name's right.
        let pill = Rect::new(
            area.right() - count_w,
            y + (NAME.line_height() - PILL_H) / 2.0,
            count_w,
            PILL_H,
        );
        c.fill_round_rect(pill, PILL_H / 2.0, palette::TEXT);
        c.draw_text_in(&count, &COUNT, pill, Align::Center);
        for line in &name_lines {
            c.draw_text(
                line,
                &NAME,
                area.x,
                NAME.centered_baseline(y + NAME.line_height() / 2.0),
                Align::Left,
            );
            y += NAME.line_height();
        }
        if !subtitle.is_empty() {
            c.draw_paragraph(
                &subtitle,
                &SUBTITLE,
                Rect::new(area.x, y, area.w, subtitle_h),
                Align::Left,
                usize::MAX,
            );
        }
    }
    height
}

/// Where each pill of a row goes: (x offset, line index, width, text).
fn pill_flow(stats: &[Stat], x0: f32, w: f32) -> Vec<(f32, usize, f32, String)> {
    let mut out = Vec::new();
    let (mut x, mut line) = (x0, 0);
    for s in stats {
        let text = sanitize(&s.text());
        let pw = (measure(&text, &PILL) + 2.0 * PILL_PAD).min(w - x0);
        if x > x0 && x + pw > w {
            x = x0;
            line += 1;
        }
        out.push((x, line, pw, text));
        x += pw + PILL_GAP;
    }
    out
}

/// A caption (if any) then the values as pills, wrapping onto more lines.
fn stat_row(caption: &str, stats: &[Stat], area: Rect, c: Option<&mut Canvas>) -> f32 {
    let caption = sanitize(caption).to_uppercase();
    // A short caption sits on the pills' first line; a long one gets its own.
    let caption_w = if caption.is_empty() {
        0.0
    } else {
        measure(&caption, &CAPTION) + GAP
    };
    let inline = caption_w <= area.w * 0.4;
    let (x0, top) = if inline {
        (caption_w, 0.0)
    } else {
        (0.0, CAPTION.line_height())
    };
    let flow = pill_flow(stats, x0, area.w);
    let lines = flow.last().map_or(1, |p| p.1 + 1);
    let height = top + lines as f32 * PILL_H + (lines - 1) as f32 * PILL_GAP;
    if let Some(c) = c {
        if !caption.is_empty() {
            let cy = if inline {
                area.y + PILL_H / 2.0
            } else {
                area.y + top / 2.0
            };
            let text = truncate(&caption, &CAPTION, area.w);
            c.draw_text(
                &text,
                &CAPTION,
                area.x,
                CAPTION.centered_baseline(cy),
                Align::Left,
            );
        }
        for ((x, line, w, text), stat) in flow.iter().zip(stats) {
            let rect = Rect::new(
                area.x + x,
                area.y + top + *line as f32 * (PILL_H + PILL_GAP),
                *w,
                PILL_H,
            );
            let fill = tone_color(stat.tone);
            c.fill_round_rect(rect, PILL_H / 2.0, fill);
            let style = PILL.with_color(if stat.tone == Tone::Plain {
                palette::TEXT
            } else {
                fill.text_on()
            });
            c.draw_text_in(text, &style, rect.inset_xy(PILL_PAD, 0.0), Align::Center);
        }
    }
    height
}

/// A heading and its text; a text without a heading stands alone.
fn section(heading: &str, text: &str, area: Rect, c: Option<&mut Canvas>) -> f32 {
    let heading = sanitize(heading);
    let text = sanitize(text);
    let head_h = if heading.is_empty() {
        0.0
    } else {
        HEADING.line_height()
    };
    let lines = wrap(&text, &BODY, area.w).len().min(SECTION_LINES);
    let body_h = lines as f32 * BODY.line_height();
    if let Some(c) = c {
        if !heading.is_empty() {
            let rect = Rect::new(area.x, area.y, area.w, head_h);
            c.draw_text_in(&heading, &HEADING, rect, Align::Left);
        }
        c.draw_paragraph(
            &text,
            &BODY,
            Rect::new(area.x, area.y + head_h, area.w, body_h),
            Align::Left,
            SECTION_LINES,
        );
    }
    head_h + body_h
}

#[cfg(test)]
mod tests {
    use windward_engine::GameKind;

    use super::*;
    use crate::kit::theme::TEXT_SMALL;

    /// Every component of every game draws, readable on a phone: no text under
    /// [`TEXT_SMALL`], no taller than [`MAX_HEIGHT`], the same every time.
    /// `WINDWARD_CATALOGUE_OUT=dir` writes each picture there to look at.
    #[test]
    fn every_component_draws_readably() {
        let out = std::env::var_os("WINDWARD_CATALOGUE_OUT").map(std::path::PathBuf::from);
        let mut drawn = 0;
        for kind in GameKind::ALL {
            for component in kind.catalogue() {
                let png = catalogue(kind.name(), &component).unwrap();
                assert_eq!(png.width, WIDTH);
                assert!(
                    png.height as f32 <= MAX_HEIGHT,
                    "{}: {} px tall",
                    component.name,
                    png.height
                );
                assert!(
                    png.min_text_px.is_some_and(|px| px >= TEXT_SMALL),
                    "{}: {:?}",
                    component.name,
                    png.min_text_px
                );
                if let Some(dir) = &out {
                    std::fs::create_dir_all(dir).unwrap();
                    let file = dir.join(format!("{}-{}.png", kind.id(), component.id));
                    std::fs::write(file, &png.bytes).unwrap();
                }
                drawn += 1;
            }
        }
        assert!(drawn > 100, "{drawn}");
        let list = GameKind::ZeppelinAttack.catalogue();
        let again = catalogue("Zeppelin Attack!", &list[0]).unwrap();
        assert_eq!(again, catalogue("Zeppelin Attack!", &list[0]).unwrap());
    }

    #[test]
    fn odd_components_still_draw() {
        let face = Face::new("")
            .section("", "")
            .section("Heading", "x ".repeat(2000));
        let odd = Component::new("card", "odd", "🐉".repeat(200), 0, face);
        let png = catalogue("", &odd).unwrap();
        assert!(png.height as f32 <= MAX_HEIGHT);
    }
}

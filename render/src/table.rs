//! The free table's board: whose turn it is (largest, at the top), the round, the turn
//! order with the current seat pointed at, seats that left, and the last roll.
//!
//! Drawn 900 px wide, so it reads on a phone. Up to 8 seats are listed in one column,
//! more in two; past ten, the list shows the current seat and the nine after it (the
//! caption says how many play), so 25 seats and a big roll still fit one picture. Layout is computed by the drawing
//! code itself: every section takes an optional canvas and returns its height.

use crate::kit::seats::Names;
use windward_engine::dice::Roll;
use windward_engine::games::table::{SeatLine, TableView};
use windward_engine::{msg, Seat};

use crate::kit::badge::{badge_width, BadgeStyle};
use crate::kit::dice::{dice_height, dice_legend, DieFace};
use crate::kit::legend::legend_height;
use crate::kit::seats::{seat_mark, seat_name};
use crate::kit::text::{fit, measure, truncate, wrap};
use crate::kit::theme::{
    BODY, BODY_BOLD, BODY_MUTED, CAPTION, GAP, HERO, MARGIN, PAD, SMALL_BOLD, SMALL_MUTED,
    TEXT_BODY, TEXT_HEADING, TEXT_SMALL,
};
use crate::kit::{palette, Align, Canvas, Rect};
use crate::Board;

/// Drawn 900 px wide, so body text reads at 13 px on a phone's 400 px.
const WIDTH: u32 = 900;
const HERO_H: f32 = 190.0;
const ROUND_W: f32 = 210.0;
const CHIP_H: f32 = 56.0;
const HEADING_H: f32 = 50.0;
const ROW_H: f32 = 60.0;
const ROW_GAP: f32 = 10.0;
const COL_GAP: f32 = 20.0;
/// Room left of each row for the ▶ pointer.
const GUTTER: f32 = 34.0;
const BADGE_D: f32 = 44.0;
const ROLL_DIE: f32 = 60.0;
/// Most dice shown in the last-roll panel.
const ROLL_MAX_DICE: usize = 24;
const ROLL_TOTAL_W: f32 = 190.0;
/// Most seats the turn order lists (two columns of five): past that, the current seat
/// and those after it, in turn order (so 25 seats and a big roll still fit a phone).
const MOST_ROWS: usize = 10;
/// Most seats listed as having left (one row of two); the caption counts the rest.
const MOST_GONE: usize = 2;

/// The free table's board. `names` holds display names by seat index.
impl Board for TableView {
    const WIDTH: u32 = WIDTH;

    fn layout(&self, names: &Names, canvas: Option<&mut Canvas>) -> f32 {
        draw(self, names, canvas)
    }
}

fn draw(view: &TableView, names: &Names, mut canvas: Option<&mut Canvas>) -> f32 {
    let width = WIDTH as f32 - 2.0 * MARGIN;
    let area = |y: f32| Rect::new(MARGIN, y, width, 0.0);
    let mut y = MARGIN;
    y += hero(view, names, area(y), canvas.as_deref_mut()) + GAP;
    y += chips(view, names, area(y), canvas.as_deref_mut()) + GAP;
    y += seats(view, names, area(y), canvas.as_deref_mut());
    if let Some(last) = &view.last_roll {
        y += GAP;
        y += last_roll(last.seat, &last.roll, names, area(y), canvas);
    }
    y + MARGIN
}

/// The top panel: whose turn it is, or that the game is over; and the round.
fn hero(view: &TableView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let Some(c) = canvas else {
        return HERO_H;
    };
    let panel = Rect::new(area.x, area.y, area.w, HERO_H);
    c.draw_panel(panel, palette::PANEL);
    let (left, round_box) = panel.inset(PAD).split_right(ROUND_W);

    // The round, in its own raised box: "3 of 12" on one baseline.
    c.draw_panel(round_box, palette::PANEL_RAISED);
    c.draw_text(
        &names.say(&msg!("table-pic-round")),
        &CAPTION,
        round_box.center_x(),
        round_box.y + 24.0 + CAPTION.cap_height(),
        Align::Center,
    );
    let round = view.round.to_string();
    let of = view
        .rounds
        .map(|total| {
            format!(
                " {}",
                names.say(&msg!("table-pic-of-rounds", rounds = total))
            )
        })
        .unwrap_or_default();
    let of_w = measure(&of, &BODY_MUTED);
    let round_style = fit(&round, &HERO, round_box.w - 2.0 * 16.0 - of_w, TEXT_BODY);
    let round_w = measure(&round, &round_style);
    let x = round_box.center_x() - (round_w + of_w) / 2.0;
    let baseline = round_style.centered_baseline(round_box.center_y() + 18.0);
    c.draw_text(&round, &round_style, x, baseline, Align::Left);
    c.draw_text(&of, &BODY_MUTED, x + round_w, baseline, Align::Left);

    let text = Rect::new(left.x, left.y, left.w - PAD, left.h);
    if let Some(summary) = &view.finished {
        // Game over: a white bar and a finish flag where the player's mark would be.
        let bar = Rect::new(text.x, text.y, 12.0, text.h);
        c.fill_round_rect(bar, 6.0, palette::HIGHLIGHT);
        let flag_cx = text.x + 36.0 + 44.0;
        c.draw_finish_flag(flag_cx, text.center_y(), 88.0);
        let tx = flag_cx + 44.0 + 30.0;
        let tw = (text.right() - tx).max(0.0);
        let game_over = names.say(&msg!("table-pic-game-over"));
        let headline = fit(&game_over, &HERO, tw, TEXT_HEADING);
        let summary = names.fill(summary);
        let lines = wrap(&summary, &BODY_MUTED, tw);
        let shown = lines.len().min(2);
        let block = headline.line_height() + shown as f32 * BODY_MUTED.line_height();
        let top = text.center_y() - block / 2.0;
        c.draw_text(
            &game_over,
            &headline,
            tx,
            headline.centered_baseline(top + headline.line_height() / 2.0),
            Align::Left,
        );
        let body = Rect::new(
            tx,
            top + headline.line_height(),
            tw,
            shown as f32 * BODY_MUTED.line_height(),
        );
        c.draw_paragraph(&summary, &BODY_MUTED, body, Align::Left, 2);
        return HERO_H;
    }

    let Some(seat) = view.current else {
        let waiting = names.say(&msg!("table-pic-waiting"));
        let style = fit(&waiting, &HERO, text.w, TEXT_HEADING);
        c.draw_text_in(&waiting, &style, text, Align::Left);
        return HERO_H;
    };
    // The current player: colour bar, big mark, caption, name as large as fits.
    let mark = seat_mark(seat);
    let bar = Rect::new(text.x, text.y, 12.0, text.h);
    c.fill_round_rect(bar, 6.0, mark.color);
    let mark_cx = text.x + 36.0 + 44.0;
    c.draw_mark(mark, mark_cx, text.center_y(), 44.0);
    let tx = mark_cx + 44.0 + 30.0;
    let tw = (text.right() - tx).max(0.0);
    let name = seat_name(names, seat);
    let name_style = fit(&name, &HERO, tw, TEXT_BODY);
    let name = truncate(&name, &name_style, tw);
    let caption_y = text.center_y() - 40.0;
    c.draw_text(
        &names.say(&msg!("table-pic-now-playing")),
        &CAPTION,
        tx,
        CAPTION.centered_baseline(caption_y),
        Align::Left,
    );
    c.draw_text(
        &name,
        &name_style,
        tx,
        name_style.centered_baseline(text.center_y() + 22.0),
        Align::Left,
    );
    HERO_H
}

/// A row of small facts: turns passed, the table's dice, how many play.
fn chips(view: &TableView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let Some(c) = canvas else {
        return CHIP_H;
    };
    let playing = view.seats.iter().filter(|s| s.position.is_some()).count();
    let mut facts = vec![
        (names.say(&msg!("table-pic-players")), playing.to_string()),
        (
            names.say(&msg!("table-pic-turns-passed")),
            view.turns_passed.to_string(),
        ),
    ];
    if let Some(dice) = &view.dice {
        facts.push((names.say(&msg!("table-pic-table-dice")), dice.clone()));
    }
    let mut x = area.x;
    for (label, value) in facts {
        let label = label.as_str();
        let room = area.right() - x;
        let label_w = measure(label, &SMALL_MUTED);
        let value = truncate(&value, &SMALL_BOLD, (room - label_w - 3.0 * 20.0).max(0.0));
        let w = label_w + measure(&value, &SMALL_BOLD) + 3.0 * 20.0;
        if w > room || value == "…" {
            break;
        }
        let chip = Rect::new(x, area.y, w, CHIP_H);
        c.fill_round_rect(chip, CHIP_H / 2.0, palette::PANEL);
        let base = SMALL_MUTED.centered_baseline(chip.center_y());
        c.draw_text(label, &SMALL_MUTED, x + 20.0, base, Align::Left);
        c.draw_text(&value, &SMALL_BOLD, x + 40.0 + label_w, base, Align::Left);
        x += w + 14.0;
    }
    CHIP_H
}

/// Columns for `n` rows: one up to 8, then two (at most [`MOST_ROWS`] rows are shown).
fn columns(n: usize) -> usize {
    match n {
        0..=8 => 1,
        _ => 2,
    }
}

/// The rows a list shows: all of them up to `most`; past that, `most` from
/// `current`'s row on (wrapping round), so who plays now and next is always there.
fn shown<'a>(lines: &[&'a SeatLine], current: Option<Seat>, most: usize) -> Vec<&'a SeatLine> {
    if lines.len() <= most {
        return lines.to_vec();
    }
    let start = lines
        .iter()
        .position(|l| Some(l.seat) == current)
        .unwrap_or(0);
    (0..most)
        .map(|i| lines[(start + i) % lines.len()])
        .collect()
}

/// Height of a block of `n` rows in `cols` columns.
fn rows_height(n: usize, cols: usize) -> f32 {
    let rows = n.div_ceil(cols.max(1));
    if rows == 0 {
        0.0
    } else {
        rows as f32 * (ROW_H + ROW_GAP) - ROW_GAP
    }
}

/// The turn order panel, with the seats that left after it.
fn seats(view: &TableView, names: &Names, area: Rect, canvas: Option<&mut Canvas>) -> f32 {
    let (all_playing, all_gone): (Vec<&SeatLine>, Vec<&SeatLine>) =
        view.seats.iter().partition(|s| s.position.is_some());
    let playing = shown(&all_playing, view.current, MOST_ROWS);
    let gone = shown(&all_gone, None, MOST_GONE);
    let cols = columns(playing.len().max(gone.len()));
    let playing_h = rows_height(playing.len(), cols);
    let gone_h = if gone.is_empty() {
        0.0
    } else {
        PAD + HEADING_H + rows_height(gone.len(), cols)
    };
    let height = 12.0 + HEADING_H + playing_h + gone_h + PAD;
    let Some(c) = canvas else {
        return height;
    };
    c.draw_panel(Rect::new(area.x, area.y, area.w, height), palette::PANEL);
    let inner = area.inset_xy(PAD, 0.0);
    let mut y = area.y + 12.0;
    let caption = names.say(&if playing.len() < all_playing.len() {
        msg!(
            "table-pic-turn-order-next",
            shown = playing.len(),
            total = all_playing.len()
        )
    } else {
        msg!("table-pic-turn-order")
    });
    c.draw_text_in(
        &caption,
        &CAPTION,
        Rect::new(inner.x, y, inner.w, HEADING_H),
        Align::Left,
    );
    y += HEADING_H;
    draw_rows(
        c,
        view.current,
        &playing,
        names,
        Rect::new(inner.x, y, inner.w, 0.0),
        cols,
    );
    if !gone.is_empty() {
        y += playing_h + PAD;
        let caption = names.say(&if gone.len() < all_gone.len() {
            msg!(
                "table-pic-left-some",
                shown = gone.len(),
                total = all_gone.len()
            )
        } else {
            msg!("table-pic-left")
        });
        c.draw_text_in(
            &caption,
            &CAPTION,
            Rect::new(inner.x, y, inner.w, HEADING_H),
            Align::Left,
        );
        y += HEADING_H;
        draw_rows(
            c,
            view.current,
            &gone,
            names,
            Rect::new(inner.x, y, inner.w, 0.0),
            cols,
        );
    }
    height
}

fn draw_rows(
    c: &mut Canvas,
    current: Option<Seat>,
    lines: &[&SeatLine],
    names: &Names,
    area: Rect,
    cols: usize,
) {
    let per_col = lines.len().div_ceil(cols.max(1)).max(1);
    let col_w = (area.w - (cols as f32 - 1.0) * COL_GAP) / cols as f32;
    for (i, line) in lines.iter().enumerate() {
        let (col, row) = (i / per_col, i % per_col);
        let rect = Rect::new(
            area.x + col as f32 * (col_w + COL_GAP),
            area.y + row as f32 * (ROW_H + ROW_GAP),
            col_w,
            ROW_H,
        );
        seat_row(
            c,
            line,
            current == Some(line.seat) && line.position.is_some(),
            names,
            rect,
        );
    }
}

/// One seat: ▶ pointer (current only), position badge, mark, name, "TO PLAY" pill
/// (not "your turn": the board is public, and most viewers are someone else).
fn seat_row(c: &mut Canvas, line: &SeatLine, current: bool, names: &Names, rect: Rect) {
    let cy = rect.center_y();
    let (_, body) = rect.split_left(GUTTER);
    if current {
        c.fill_round_rect(body, ROW_H / 2.0, palette::PANEL_RAISED);
        c.highlight_rect(body, ROW_H / 2.0, 3.0, palette::HIGHLIGHT);
        c.draw_pointer(rect.x + GUTTER - 10.0, cy, 22.0, palette::HIGHLIGHT);
    }
    let badge_cx = body.x + 8.0 + BADGE_D / 2.0;
    let (badge_text, badge) = match line.position {
        Some(p) if current => (p.to_string(), BadgeStyle::new(BADGE_D, palette::HIGHLIGHT)),
        Some(p) => (
            p.to_string(),
            BadgeStyle::new(BADGE_D, palette::PANEL_RAISED).outlined(palette::LINE, 2.0),
        ),
        None => (
            "–".to_string(),
            BadgeStyle::new(BADGE_D, palette::PANEL).outlined(palette::LINE, 2.0),
        ),
    };
    let badge = badge.with_text(fit(&badge_text, &badge.text, BADGE_D - 8.0, TEXT_SMALL));
    c.draw_badge(&badge_text, &badge, badge_cx, cy);
    // Two columns leave the mark out (the names need the room; the hero shows the
    // current player's mark).
    let wide = rect.w > 600.0;
    let name_x = if wide {
        let mark = seat_mark(line.seat);
        let mark = if line.position.is_some() {
            mark
        } else {
            mark.greyed()
        };
        let mark_cx = badge_cx + BADGE_D / 2.0 + 14.0 + 17.0;
        c.draw_mark(mark, mark_cx, cy, 17.0);
        mark_cx + 17.0 + 16.0
    } else {
        badge_cx + BADGE_D / 2.0 + 14.0
    };
    let mut name_right = body.right() - if wide { 18.0 } else { 8.0 };
    if current {
        let pill = BadgeStyle::new(38.0, palette::HIGHLIGHT)
            .with_text(SMALL_BOLD.with_color(palette::INK));
        let to_play = names.say(&msg!("table-pic-to-play"));
        let pill_w = badge_width(&to_play, &pill);
        // Only where it leaves the name room; the ring and pointer say it anyway.
        if name_right - name_x - pill_w > 200.0 {
            c.draw_badge_at(&to_play, &pill, name_right, cy, Align::Right);
            name_right -= pill_w + 16.0;
        }
    }
    let style = match (line.position, current) {
        (None, _) => BODY.with_color(palette::TEXT_FAINT),
        (_, true) => BODY_BOLD,
        _ => BODY,
    };
    // A single column has room for bigger names.
    let style = if rect.w > 700.0 {
        style.with_size(TEXT_HEADING)
    } else {
        style
    };
    let name = seat_name(names, line.seat);
    let name_box = Rect::new(name_x, rect.y, (name_right - name_x).max(0.0), ROW_H);
    // A name steps down to the smallest size before it is cut.
    let style = fit(&name, &style, name_box.w, TEXT_SMALL);
    c.draw_text_in(&name, &style, name_box, Align::Left);
}

/// The last roll: who rolled what, the dice, the total.
fn last_roll(
    seat: Seat,
    roll: &Roll,
    names: &Names,
    area: Rect,
    canvas: Option<&mut Canvas>,
) -> f32 {
    let inner = area.inset_xy(PAD, 0.0);
    let dice_w = inner.w - ROLL_TOTAL_W - PAD;
    let faces: Vec<DieFace> = roll
        .groups
        .iter()
        .flat_map(|g| g.dice.iter().map(|d| DieFace::from_die(&g.sides, d)))
        .collect();
    let legend = dice_legend(faces.iter().take(ROLL_MAX_DICE));
    let line_h = BODY.line_height() + 8.0;
    let dice_h = dice_height(faces.len(), dice_w, ROLL_DIE, ROLL_MAX_DICE);
    let legend_h = if legend.is_empty() {
        0.0
    } else {
        12.0 + legend_height(&legend, dice_w)
    };
    let content_h = (line_h + dice_h + if dice_h > 0.0 { 12.0 } else { 0.0 } + legend_h).max(120.0);
    let height = 12.0 + HEADING_H + content_h + PAD;
    let Some(c) = canvas else {
        return height;
    };
    c.draw_panel(Rect::new(area.x, area.y, area.w, height), palette::PANEL);
    c.draw_text_in(
        &names.say(&msg!("table-pic-last-roll")),
        &CAPTION,
        Rect::new(inner.x, area.y + 12.0, inner.w, HEADING_H),
        Align::Left,
    );
    let top = area.y + 12.0 + HEADING_H;

    // "◆ Bob rolled 4d6kh3+2 · “for the dragon”"
    let mark = seat_mark(seat);
    c.draw_mark(mark, inner.x + 14.0, top + BODY.line_height() / 2.0, 14.0);
    let mut text = names.say(&msg!(
        "table-pic-rolled",
        name = seat_name(names, seat),
        expression = &roll.expression
    ));
    let text_box = Rect::new(inner.x + 40.0, top, dice_w - 40.0, BODY.line_height());
    // The comment only where it fits whole: the message text says it anyway.
    if let Some(comment) = roll
        .comment
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        let with = format!("{text} · “{comment}”");
        if measure(&with, &BODY) <= text_box.w {
            text = with;
        }
    }
    let style = fit(&text, &BODY, text_box.w, TEXT_SMALL);
    c.draw_text_in(&text, &style, text_box, Align::Left);
    let mut y = top + line_h;
    if !faces.is_empty() {
        y += c.draw_dice(&faces, inner.x, y, dice_w, ROLL_DIE, ROLL_MAX_DICE) + 12.0;
    }
    if !legend.is_empty() {
        c.draw_legend(&legend, inner.x, y, dice_w);
    }

    let tbox = Rect::new(inner.right() - ROLL_TOTAL_W, top, ROLL_TOTAL_W, content_h);
    c.draw_panel(tbox, palette::PANEL_RAISED);
    c.draw_text(
        &names.say(&msg!("table-pic-total")),
        &CAPTION,
        tbox.center_x(),
        tbox.y + 20.0 + CAPTION.cap_height(),
        Align::Center,
    );
    let total = roll.total_text();
    let style = fit(&total, &HERO, tbox.w - 2.0 * PAD, TEXT_SMALL);
    let cy = tbox.y + 32.0 + (tbox.h - 32.0) / 2.0;
    c.draw_text(
        &total,
        &style,
        tbox.center_x(),
        style.centered_baseline(cy),
        Align::Center,
    );
    height
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Png;
    use windward_engine::dice::{DiceGroup, Die, Sides};
    use windward_engine::games::table::LastRoll;

    pub(crate) fn view(n: u8, current: Option<u8>) -> TableView {
        TableView {
            seats: (0..n)
                .map(|i| SeatLine {
                    seat: Seat(i),
                    position: Some(usize::from(i) + 1),
                })
                .collect(),
            current: current.map(Seat),
            round: 3,
            rounds: Some(10),
            turns_passed: 12,
            dice: Some("2d6".into()),
            last_roll: None,
            finished: None,
        }
    }

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("Player name {i}")).collect()
    }

    fn decode(png: &Png) -> image::RgbaImage {
        image::load_from_memory(&png.bytes)
            .expect("valid PNG")
            .to_rgba8()
    }

    fn roll_of(values: &[i64]) -> Roll {
        Roll {
            expression: format!("{}d6", values.len()),
            comment: None,
            groups: vec![DiceGroup {
                notation: format!("{}d6", values.len()),
                sides: Sides::Numbered { sides: 6 },
                dice: values
                    .iter()
                    .map(|&value| Die {
                        value,
                        kept: true,
                        exploded: false,
                        rerolled: false,
                        success: None,
                    })
                    .collect(),
                label: None,
                value: values.iter().sum::<i64>() as f64,
            }],
            total: values.iter().sum::<i64>() as f64,
            parts: Vec::new(),
        }
    }

    #[test]
    fn images_decode_at_full_width_and_grow_with_seats() {
        let small = Board::draw(
            &view(2, Some(0)),
            &crate::Names::new(&names(2), windward_engine::i18n::Lang::En),
        )
        .expect("renders");
        let big = Board::draw(
            &view(25, Some(7)),
            &crate::Names::new(&names(25), windward_engine::i18n::Lang::En),
        )
        .expect("renders");
        for png in [&small, &big] {
            assert_eq!(png.width, WIDTH);
            let img = decode(png);
            assert_eq!((img.width(), img.height()), (png.width, png.height));
            let first = img.get_pixel(0, 0);
            assert!(img.pixels().any(|p| p != first), "blank image");
        }
        assert!(small.height < 800, "{}", small.height);
        assert!(big.height > small.height);
        assert!(big.height < 1400, "{}", big.height);
    }

    #[test]
    fn the_largest_table_stays_small() {
        let mut v = view(25, Some(24));
        v.seats[20].position = None;
        v.seats[21].position = None;
        let mut r = roll_of(&[6; 40]);
        r.groups[0].dice[3].kept = false;
        r.groups[0].dice[4].exploded = true;
        v.last_roll = Some(LastRoll {
            seat: Seat(3),
            roll: r,
        });
        let long: Vec<String> = (0..25)
            .map(|i| format!("Ωmega Bartholomew Fitzgerald {i} 🐉🐉"))
            .collect();
        let png = Board::draw(
            &v,
            &crate::Names::new(&long, windward_engine::i18n::Lang::En),
        )
        .expect("renders");
        assert!(png.bytes.len() < 300_000, "{}", png.bytes.len());
    }

    #[test]
    fn no_names_and_bad_seats_do_not_panic() {
        let mut v = view(3, Some(200));
        v.seats.push(SeatLine {
            seat: Seat(250),
            position: None,
        });
        v.finished = Some("{seat:99} ended it; {seat:0} agreed. {seat:".into());
        v.last_roll = Some(LastRoll {
            seat: Seat(77),
            roll: roll_of(&[]),
        });
        Board::draw(&v, &crate::Names::new(&[], windward_engine::i18n::Lang::En)).expect("renders");
        v.finished = None;
        Board::draw(&v, &crate::Names::new(&[], windward_engine::i18n::Lang::En)).expect("renders");
        let empty = TableView {
            seats: vec![],
            current: None,
            rounds: None,
            dice: None,
            ..view(0, None)
        };
        Board::draw(
            &empty,
            &crate::Names::new(&[], windward_engine::i18n::Lang::En),
        )
        .expect("renders");
    }

    #[test]
    fn same_view_same_bytes() {
        let v = view(5, Some(2));
        assert_eq!(
            Board::draw(
                &v,
                &crate::Names::new(&names(5), windward_engine::i18n::Lang::En)
            )
            .expect("renders"),
            Board::draw(
                &v,
                &crate::Names::new(&names(5), windward_engine::i18n::Lang::En)
            )
            .expect("renders")
        );
    }

    #[test]
    fn a_real_match_renders() {
        use windward_engine::{Actor, GameKind, Match, Viewer};
        let mut game = Match::new(GameKind::Table, "dice=4d6kh3 rounds=2", 3, 42).expect("starts");
        let host = Actor {
            seat: Seat(0),
            host: true,
        };
        for action in ["roll", "end", "roll 3d6!", "end", "remove 3", "finish"] {
            game.apply_notation(host, action).expect(action);
        }
        let png = crate::board(
            &game.view(Viewer::Public),
            &crate::Names::new(&names(3), windward_engine::i18n::Lang::En),
        )
        .expect("renders");
        assert_eq!(png.width, WIDTH);
    }

    /// The board's words follow the picture's language: the same view drawn in
    /// Polish and in French differs from the English one (and from each other), and
    /// no word is cut short.
    #[test]
    fn the_board_is_drawn_in_polish_and_french() {
        use windward_engine::i18n::Lang;
        let mut v = view(12, Some(3));
        v.seats[11].position = None;
        v.last_roll = Some(LastRoll {
            seat: Seat(3),
            roll: roll_of(&[3, 5]),
        });
        let mut over = view(4, None);
        over.finished = Some(msg!("table-finished-rounds", rounds = 10));
        for v in [&v, &over] {
            let names = names(v.seats.len());
            let [en, pl, fr] = Lang::ALL
                .map(|lang| Board::draw(v, &crate::Names::new(&names, lang)).expect("renders"));
            assert_ne!(pl.bytes, en.bytes, "Polish drawn as English");
            assert_ne!(fr.bytes, en.bytes, "French drawn as English");
            assert_ne!(pl.bytes, fr.bytes);
            for png in [&en, &pl, &fr] {
                assert!(png.clipped.is_empty(), "cut short: {:?}", png.clipped);
            }
        }
        // Every way a table ends, at its longest, fits the "Game over" panel whole.
        let names = names(4);
        for finished in [
            msg!("table-finished-rounds", rounds = 1),
            msg!("table-finished-rounds", rounds = 4),
            msg!("table-finished-rounds", rounds = 999),
            msg!("table-finished-host", round = 999),
        ] {
            over.finished = Some(finished.clone());
            for lang in Lang::ALL {
                let png = Board::draw(&over, &crate::Names::new(&names, lang)).expect("renders");
                assert!(
                    png.clipped.is_empty(),
                    "{lang} {finished:?} cut short: {:?}",
                    png.clipped
                );
            }
        }
    }

    #[test]
    fn board_dispatches() {
        let v = view(2, Some(1));
        let a = crate::board(
            &windward_engine::AnyView::Table(v.clone()),
            &crate::Names::new(&names(2), windward_engine::i18n::Lang::En),
        )
        .expect("renders");
        assert_eq!(
            a,
            Board::draw(
                &v,
                &crate::Names::new(&names(2), windward_engine::i18n::Lang::En)
            )
            .expect("renders")
        );
    }
}

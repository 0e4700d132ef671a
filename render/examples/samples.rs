//! Writes sample images to a folder (default `/tmp/render-samples`) and prints how
//! long each took, for looking at the art and checking speed and size:
//!
//! ```sh
//! cargo run --release -p windward-render --example samples [-- OUT_DIR]
//! ```

use std::time::Instant;

use windward_engine::dice::{self, DiceGroup, Die, Roll, Sides};
use windward_engine::games::table::{LastRoll, SeatLine, TableView};
use windward_engine::rng::GameRng;
use windward_engine::AnyView;
use windward_engine::Seat;
use windward_render::kit::dice::{DieFace, DieKind};
use windward_render::kit::grid::{Grid, GridStyle};
use windward_render::kit::hex::{self, Hex, HexOrientation};
use windward_render::kit::legend::{LegendItem, Swatch};
use windward_render::kit::theme::{self, MARGIN, WIDTH};
use windward_render::kit::{palette, Align, Canvas, Mark, Rect};
use windward_render::{roll, Png, RenderError};

fn table(view: &TableView, names: &[String]) -> Result<Png, RenderError> {
    windward_render::board(
        &AnyView::Table(view.clone()),
        &windward_render::Names::new(names, windward_engine::i18n::Lang::En),
    )
}

type Done = Result<(), Box<dyn std::error::Error>>;

fn main() -> Done {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/render-samples".into());
    std::fs::create_dir_all(&out)?;
    let mut rng = GameRng::from_seed(7);
    table_samples(&out, &mut rng)?;
    roll_samples(&out, &mut rng)?;
    save(&out, "kit-pieces", &kit_pieces)?;
    Ok(())
}

/// Writes `make`'s picture to `out/name.png` and prints its size and how long drawing
/// it takes.
fn save(out: &str, name: &str, make: &dyn Fn() -> Result<Png, RenderError>) -> Done {
    let png = make()?;
    // Time a few more runs for a steadier number.
    let runs = 20;
    let start = Instant::now();
    for _ in 0..runs {
        make()?;
    }
    let each = start.elapsed() / runs;
    std::fs::write(format!("{out}/{name}.png"), &png.bytes)?;
    println!(
        "{name:<28} {:>4}×{:<5} {:>7} bytes  {:>8.2?}",
        png.width,
        png.height,
        png.bytes.len(),
        each
    );
    Ok(())
}

/// `n` ordinary display names.
fn names(n: usize) -> Vec<String> {
    let pool = [
        "Alice",
        "Bob",
        "Carol",
        "Dmitri Ivanovich",
        "Eve",
        "Fatima",
        "Gus",
        "Hiroshi",
        "Ingrid",
        "Jamal",
        "Kai",
        "Lena",
        "Mateo",
        "Noor",
        "Olu",
        "Priya",
        "Quinn",
        "Rosa",
        "Sven",
        "Tariq",
        "Uma",
        "Viktor",
        "Wen",
        "Ximena",
        "Yusuf",
    ];
    (0..n).map(|i| pool[i % pool.len()].to_string()).collect()
}

/// A free table of `n` seats, mid-game, `current` to play.
fn base(n: u8, current: u8) -> TableView {
    TableView {
        seats: (0..n)
            .map(|i| SeatLine {
                seat: Seat(i),
                position: Some(usize::from(i) + 1),
            })
            .collect(),
        current: Some(Seat(current)),
        round: 3,
        rounds: None,
        turns_passed: 11,
        dice: None,
        last_roll: None,
        finished: None,
    }
}

/// The free table: seat counts from 1 to 25, a roll, a removed seat, long names, the end.
fn table_samples(out: &str, rng: &mut GameRng) -> Done {
    save(out, "table-1-seat", &|| table(&base(1, 0), &names(1)))?;
    save(out, "table-2-seats", &|| {
        let mut v = base(2, 1);
        v.rounds = Some(10);
        table(&v, &names(2))
    })?;
    let roll_4d6 = dice::roll("4d6kh3+2 # strength", rng)?;
    save(out, "table-5-seats-roll", &|| {
        let mut v = base(5, 2);
        v.dice = Some("4d6kh3+2".into());
        v.last_roll = Some(LastRoll {
            seat: Seat(1),
            roll: roll_4d6.clone(),
        });
        table(&v, &names(5))
    })?;
    save(out, "table-5-removed", &|| {
        let mut v = base(5, 3);
        v.seats[1].position = None;
        let gone = v.seats.remove(1);
        for (i, s) in v.seats.iter_mut().enumerate() {
            s.position = Some(i + 1);
        }
        v.seats.push(gone);
        table(&v, &names(5))
    })?;
    let long_names: Vec<String> = vec![
        "Bartholomew Fitzgerald-Vanderbilt the Third of Somewhere Very Far Away".into(),
        "🐉 Dragonslayer 🔥".into(),
        "🐉🔥✨".into(),
        "Ζωή Παπαδοπούλου".into(),
        "Владимир Петрович Сидоров".into(),
        "田中太郎 (Tanaka)".into(),
        "".into(),
        "Zoë".into(),
    ];
    save(out, "table-long-unicode", &|| {
        let mut v = base(8, 0);
        v.rounds = Some(999);
        v.round = 998;
        v.turns_passed = 7985;
        v.dice = Some("1d20+5 [attack] + 2d6 [damage]".into());
        table(&v, &long_names)
    })?;
    let roll_big = dice::roll("12d6!", rng)?;
    save(out, "table-25-seats", &|| {
        let mut v = base(25, 17);
        v.rounds = Some(12);
        v.dice = Some("12d6!".into());
        let gone: Vec<SeatLine> = v
            .seats
            .drain(22..)
            .map(|s| SeatLine {
                position: None,
                ..s
            })
            .collect();
        v.seats.extend(gone);
        v.last_roll = Some(LastRoll {
            seat: Seat(17),
            roll: roll_big.clone(),
        });
        table(&v, &names(25))
    })?;
    save(out, "table-finished", &|| {
        let mut v = base(4, 0);
        v.current = None;
        v.rounds = Some(5);
        v.round = 5;
        v.finished =
            Some("The table played all 5 rounds. Thanks for playing, {seat:0} and friends!".into());
        table(&v, &names(4))
    })?;
    Ok(())
}

/// A roll of one group of dice, made by hand.
fn hand(expr: &str, sides: Sides, dice: Vec<Die>, total: f64, label: Option<&str>) -> Roll {
    Roll {
        expression: expr.into(),
        comment: None,
        groups: vec![DiceGroup {
            notation: expr.into(),
            sides,
            value: total,
            dice,
            label: label.map(str::to_string),
        }],
        total,
        parts: Vec::new(),
    }
}

/// A kept die showing `value`, unmarked.
fn die(value: i64) -> Die {
    Die {
        value,
        kept: true,
        exploded: false,
        rerolled: false,
        success: None,
    }
}

/// `/roll` pictures: every kind of die and mark, a hundred dice, many groups.
fn roll_samples(out: &str, rng: &mut GameRng) -> Done {
    for (name, expr) in [
        ("roll-4d6kh3", "4d6kh3+2 # strength"),
        ("roll-explode", "6d6!"),
        ("roll-fudge", "4dF+1 # notice"),
        ("roll-success", "8d10>=7f1 # soak"),
        ("roll-d20-adv", "2d20kh1+5 # attack with advantage against the ancient red dragon of the northern peaks"),
        ("roll-mixed", "1d4+1d8+1d10+1d12+1d20+1d100"),
        ("roll-reroll", "5d6r1"),
        ("roll-arithmetic", "3*4+2"),
    ] {
        let r = dice::roll(expr, rng)?;
        save(out, name, &|| roll(&r, "Alice"))?;
    }
    let hundred = hand(
        "100d6",
        Sides::Numbered { sides: 6 },
        (0..100).map(|i| die(i % 6 + 1)).collect(),
        350.0,
        None,
    );
    save(out, "roll-100-dice", &|| roll(&hundred, "Bob the Builder"))?;
    let marked = {
        let mut dice: Vec<Die> = (1..=6).map(die).collect();
        dice[0].kept = false;
        dice[0].rerolled = true;
        dice[1].exploded = true;
        dice[2].success = Some(1);
        dice[3].success = Some(-1);
        dice[4].kept = false;
        dice[5].exploded = true;
        dice[5].success = Some(1);
        hand(
            "6d6",
            Sides::Numbered { sides: 6 },
            dice,
            17.0,
            Some("every mark"),
        )
    };
    save(out, "roll-every-mark", &|| roll(&marked, "🐉"))?;
    let many_groups = Roll {
        expression: "1d20+".repeat(44) + "1d20",
        comment: Some("one for every goblin".into()),
        groups: (0..45)
            .map(|i| DiceGroup {
                notation: "1d20".into(),
                sides: Sides::Numbered { sides: 20 },
                dice: vec![die(i % 20 + 1)],
                label: (i == 0).then(|| "boss".to_string()),
                value: (i % 20 + 1) as f64,
            })
            .collect(),
        total: 480.0,
        parts: Vec::new(),
    };
    save(out, "roll-many-groups", &|| roll(&many_groups, "Alice"))?;
    Ok(())
}

/// One image with every kit piece, for reviewing the kit itself.
fn kit_pieces() -> Result<Png, RenderError> {
    let mut c = Canvas::new(WIDTH, 1280, palette::BACKGROUND)?;
    c.draw_text(
        "Kit pieces",
        &theme::HEADING,
        MARGIN,
        MARGIN + 36.0,
        Align::Left,
    );

    // Marks: every colour with its shape.
    for i in 0..8 {
        c.draw_mark(Mark::nth(i), MARGIN + 30.0 + i as f32 * 70.0, 130.0, 24.0);
    }
    // Badges.
    use windward_render::kit::badge::BadgeStyle;
    c.draw_badge("7", &BadgeStyle::new(48.0, palette::ORANGE), 640.0, 130.0);
    c.draw_badge("12", &BadgeStyle::new(48.0, palette::BLUE), 710.0, 130.0);
    c.draw_badge(
        "YOUR TURN",
        &BadgeStyle::new(40.0, palette::HIGHLIGHT),
        860.0,
        130.0,
    );
    c.draw_arrow((990.0, 150.0), (1140.0, 110.0), 6.0, palette::HIGHLIGHT);

    // Dice of every kind.
    let kinds = [
        (DieKind::D4, 3),
        (DieKind::D6, 5),
        (DieKind::D8, 7),
        (DieKind::D10, 10),
        (DieKind::D12, 11),
        (DieKind::D20, 20),
        (DieKind::Fudge, 1),
        (DieKind::Fudge, 0),
        (DieKind::Fudge, -1),
        (DieKind::Other(100), 100),
        (DieKind::D6, 15),
    ];
    for (i, (kind, value)) in kinds.iter().enumerate() {
        c.draw_die(
            &DieFace::new(*kind, *value),
            MARGIN + 40.0 + i as f32 * 96.0,
            240.0,
            76.0,
        );
    }

    // A panel with every text style, by name.
    let panel = Rect::new(MARGIN, 310.0, WIDTH as f32 - 2.0 * MARGIN, 230.0);
    c.draw_panel(panel, palette::PANEL);
    let styles = [
        ("CAPTION", theme::CAPTION),
        ("SMALL", theme::SMALL),
        ("SMALL_MUTED", theme::SMALL_MUTED),
        ("SMALL_BOLD", theme::SMALL_BOLD),
        ("BODY", theme::BODY),
        ("BODY_MUTED", theme::BODY_MUTED),
        ("BODY_BOLD", theme::BODY_BOLD),
        ("HEADING", theme::HEADING),
        ("TITLE", theme::TITLE),
        ("HERO", theme::HERO),
    ];
    let (mut x, mut y) = (panel.x + 24.0, panel.y + 70.0);
    for (name, style) in styles {
        let w = c.draw_text(name, &style, x, y, Align::Left);
        x += w + 28.0;
        if x > panel.right() - 300.0 {
            x = panel.x + 24.0;
            y += 80.0;
        }
    }

    // A grid with coordinates and a hex board.
    let grid = Grid::fit(Rect::new(MARGIN, 560.0, 520.0, 520.0), 5, 5);
    grid.draw(&mut c, &GridStyle::default());
    let (x, y) = grid.cell_center(1, 2);
    c.draw_mark(Mark::nth(0), x, y, 30.0);
    let cell = grid.cell_rect(3, 1);
    c.highlight_rect(cell.inset(6.0), 8.0, 4.0, palette::HIGHLIGHT);
    let (a, b) = (grid.cell_center(1, 2), grid.cell_center(3, 1));
    c.draw_arrow(a, b, 6.0, palette::HIGHLIGHT);

    let cells: Vec<Hex> = Hex::ZERO.range(2).collect();
    let layout = hex::fit(
        HexOrientation::Pointy,
        &cells,
        Rect::new(620.0, 560.0, 520.0, 500.0),
    );
    for (i, cell) in cells.iter().enumerate() {
        let fill = if i % 5 == 0 {
            palette::PLAYER_COLORS[i % 7]
        } else {
            palette::PANEL_RAISED
        };
        c.draw_hex(&layout, *cell, 6.0, fill, None);
    }
    // A ring and a line, from hexx.
    for cell in Hex::ZERO.ring(1) {
        let (x, y) = hex::center(&layout, cell);
        c.fill_circle(x, y, 8.0, palette::HIGHLIGHT);
    }
    let line: Vec<(f32, f32)> = Hex::ZERO
        .line_to(hex::hex(2, -2))
        .map(|h| hex::center(&layout, h))
        .collect();
    for pair in line.windows(2) {
        c.line(pair[0], pair[1], 4.0, palette::HIGHLIGHT);
    }

    let legend = vec![
        LegendItem::new(Swatch::Mark(Mark::nth(0)), "Alice"),
        LegendItem::new(Swatch::Mark(Mark::nth(1)), "Bob"),
        LegendItem::new(
            Swatch::Die(DieFace {
                exploded: true,
                ..DieFace::new(DieKind::D6, 6)
            }),
            "exploded",
        ),
    ];
    c.draw_legend(&legend, MARGIN, 1110.0, WIDTH as f32 - 2.0 * MARGIN);
    c.encode_png()
}

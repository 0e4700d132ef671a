//! Square-cell boards with chess-style coordinates: columns lettered A, B, … along the
//! top, rows numbered 1, 2, … down the left, so players can name a cell ("B3") in a
//! command exactly as they read it on the picture. Unlabelled, it only places cells
//! (Zefiria's cards, whose headers carry the objective beside the letters).

use super::palette::{self, Color};
use super::text::fit;
use super::theme::{CAPTION, TEXT_SMALL};
use super::{Align, Canvas, Rect};

/// Room for the coordinate labels on the top and left.
pub const LABEL_MARGIN: f32 = 40.0;

/// A board of `cols`×`rows` square cells placed on the canvas.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Grid {
    /// Top-left corner of the whole block, labels included.
    pub x: f32,
    pub y: f32,
    pub cols: u32,
    pub rows: u32,
    /// Side of one cell.
    pub cell: f32,
    /// Whether to draw and leave room for the coordinate labels.
    pub labels: bool,
}

/// Colours of a grid.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct GridStyle {
    pub light: Color,
    /// Alternate cells (a checkerboard); same as `light` for a plain board.
    pub dark: Color,
    pub line: Color,
    pub line_width: f32,
}

impl Default for GridStyle {
    fn default() -> GridStyle {
        GridStyle {
            light: palette::PANEL_RAISED,
            dark: palette::PANEL,
            line: palette::LINE,
            line_width: 2.0,
        }
    }
}

impl Grid {
    /// A labelled grid whose top-left (labels included) is at (`x`, `y`).
    pub fn new(x: f32, y: f32, cols: u32, rows: u32, cell: f32) -> Grid {
        Grid {
            x,
            y,
            cols,
            rows,
            cell,
            labels: true,
        }
    }

    /// The largest labelled grid of `cols`×`rows` that fits `rect`, centred in it.
    pub fn fit(rect: Rect, cols: u32, rows: u32) -> Grid {
        let (c, r) = (cols.max(1) as f32, rows.max(1) as f32);
        let cell = ((rect.w - LABEL_MARGIN) / c)
            .min((rect.h - LABEL_MARGIN) / r)
            .max(1.0)
            .floor();
        let (w, h) = (LABEL_MARGIN + cell * c, LABEL_MARGIN + cell * r);
        Grid::new(
            (rect.x + (rect.w - w) / 2.0).round(),
            (rect.y + (rect.h - h) / 2.0).round(),
            cols,
            rows,
            cell,
        )
    }

    fn margin(&self) -> f32 {
        if self.labels {
            LABEL_MARGIN
        } else {
            0.0
        }
    }

    /// The cells' area, labels excluded.
    pub fn cells_rect(&self) -> Rect {
        let m = self.margin();
        Rect::new(
            self.x + m,
            self.y + m,
            self.cell * self.cols as f32,
            self.cell * self.rows as f32,
        )
    }

    /// The whole block, labels included.
    pub fn bounds(&self) -> Rect {
        let cells = self.cells_rect();
        Rect::new(
            self.x,
            self.y,
            cells.right() - self.x,
            cells.bottom() - self.y,
        )
    }

    /// The rectangle of cell (`col`, `row`), both from 0 (top-left is A1).
    pub fn cell_rect(&self, col: u32, row: u32) -> Rect {
        let cells = self.cells_rect();
        Rect::new(
            cells.x + col as f32 * self.cell,
            cells.y + row as f32 * self.cell,
            self.cell,
            self.cell,
        )
    }

    pub fn cell_center(&self, col: u32, row: u32) -> (f32, f32) {
        let r = self.cell_rect(col, row);
        (r.center_x(), r.center_y())
    }

    /// Draws the cells, grid lines and labels.
    pub fn draw(&self, canvas: &mut Canvas, style: &GridStyle) {
        for row in 0..self.rows {
            for col in 0..self.cols {
                let color = if (row + col) % 2 == 0 {
                    style.light
                } else {
                    style.dark
                };
                canvas.fill_rect(self.cell_rect(col, row), color);
            }
        }
        let cells = self.cells_rect();
        for col in 0..=self.cols {
            let x = cells.x + col as f32 * self.cell;
            canvas.line(
                (x, cells.y),
                (x, cells.bottom()),
                style.line_width,
                style.line,
            );
        }
        for row in 0..=self.rows {
            let y = cells.y + row as f32 * self.cell;
            canvas.line(
                (cells.x, y),
                (cells.right(), y),
                style.line_width,
                style.line,
            );
        }
        if !self.labels {
            return;
        }
        for col in 0..self.cols {
            let label = column_label(col);
            let style = fit(&label, &CAPTION, self.cell - 4.0, TEXT_SMALL);
            let cx = cells.x + (col as f32 + 0.5) * self.cell;
            canvas.draw_text(
                &label,
                &style,
                cx,
                style.centered_baseline(self.y + LABEL_MARGIN / 2.0),
                Align::Center,
            );
        }
        for row in 0..self.rows {
            let label = row_label(row);
            let style = fit(&label, &CAPTION, LABEL_MARGIN - 6.0, TEXT_SMALL);
            let cy = cells.y + (row as f32 + 0.5) * self.cell;
            canvas.draw_text(
                &label,
                &style,
                self.x + LABEL_MARGIN / 2.0,
                style.centered_baseline(cy),
                Align::Center,
            );
        }
    }
}

/// The letters of column `col` (from 0): A…Z, then AA, AB, ….
pub fn column_label(col: u32) -> String {
    let mut n = col + 1;
    let mut out = Vec::new();
    while n > 0 {
        n -= 1;
        out.push(char::from(b'A' + (n % 26) as u8));
        n /= 26;
    }
    out.iter().rev().collect()
}

/// The number of row `row` (from 0): "1", "2", ….
pub fn row_label(row: u32) -> String {
    (row + 1).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_coordinates() {
        assert_eq!(column_label(0), "A");
        assert_eq!(column_label(25), "Z");
        assert_eq!(column_label(26), "AA");
        assert_eq!(column_label(27), "AB");
        assert_eq!(row_label(2), "3");
    }

    #[test]
    fn cells_are_placed_after_the_labels() {
        let g = Grid::new(10.0, 20.0, 5, 5, 50.0);
        assert_eq!(g.cell_rect(0, 0), Rect::new(50.0, 60.0, 50.0, 50.0));
        assert_eq!(g.cell_center(4, 4), (275.0, 285.0));
        assert_eq!(g.bounds().w, LABEL_MARGIN + 250.0);
        let fitted = Grid::fit(Rect::new(0.0, 0.0, 600.0, 400.0), 8, 8);
        assert!(fitted.bounds().h <= 400.0 && fitted.bounds().w <= 600.0);
        let mut c = Canvas::new(320, 320, palette::BACKGROUND).expect("canvas");
        g.draw(&mut c, &GridStyle::default());
    }
}

//! The drawing kit every game's picture is built from.
//!
//! Why a kit: five games post images into the same channels. One palette, one font,
//! one set of sizes and one way to draw dice, badges, seats and highlights make them
//! read as one product, and leave each game's renderer with layout only.
//!
//! The pieces:
//! - [`Canvas`]: an opaque pixmap with fill/stroke helpers, text and PNG encoding.
//! - [`palette`]: Okabe–Ito colours for players and cards, dark-theme neutrals.
//! - [`theme`]: the standard width, margins, text sizes and the text styles every
//!   picture uses ([`theme::BODY`], [`theme::CAPTION`], …).
//! - [`text`]: measuring, truncating, wrapping and drawing text in the embedded font.
//! - [`shapes`]: the marker shapes paired with colours ([`Mark`]).
//! - [`seats`]: a seat's name and mark, and seat tags filled with names.
//! - [`panel`], [`badge`] (circles and pills), [`legend`], [`icons`], [`highlight`]:
//!   small UI pieces.
//! - [`grid`]: square boards with A1 coordinates; [`hex`]: hex boards on `hexx`.
//! - [`dice`]: die faces for every kind of die and every modifier mark.
//! - [`fit`]: the detail level a busy picture is drawn at so it fits
//!   [`theme::MAX_HEIGHT`] (each game says what its levels drop).
//!
//! Coordinates are pixels from the top-left, `f32`; all drawing is anti-aliased.

pub mod badge;
pub mod canvas;
pub mod dice;
pub mod fit;
pub mod geom;
pub mod grid;
pub mod hex;
pub mod highlight;
pub mod icons;
pub mod layer;
pub mod legend;
pub mod palette;
pub mod panel;
pub mod seats;
pub mod shapes;
pub mod text;
pub mod theme;

pub use canvas::Canvas;
pub use geom::Rect;
pub use palette::Color;
pub use shapes::{Mark, Shape};
pub use text::{Align, TextStyle, Weight};

#[cfg(test)]
mod tests {
    use super::badge::BadgeStyle;
    use super::dice::{DieFace, DieKind};
    use super::grid::{Grid, GridStyle};
    use super::hex::{self, HexOrientation};
    use super::legend::{LegendItem, Swatch};
    use super::*;

    /// Draws one of every piece and encodes it.
    fn everything() -> crate::Png {
        let mut c = Canvas::new(600, 500, palette::BACKGROUND).expect("canvas");
        c.draw_panel(Rect::new(10.0, 10.0, 280.0, 170.0), palette::PANEL);
        let grid = Grid::fit(Rect::new(300.0, 10.0, 290.0, 290.0), 5, 5);
        grid.draw(&mut c, &GridStyle::default());
        let cells = [
            hex::hex(0, 0),
            hex::hex(1, 0),
            hex::hex(0, 1),
            hex::hex(-1, 1),
        ];
        let layout = hex::fit(
            HexOrientation::Flat,
            &cells,
            Rect::new(10.0, 200.0, 200.0, 150.0),
        );
        for cell in cells {
            c.draw_hex(
                &layout,
                cell,
                4.0,
                palette::PANEL_RAISED,
                Some((palette::LINE, 2.0)),
            );
        }
        c.draw_badge("42", &BadgeStyle::new(40.0, palette::YELLOW), 250.0, 250.0);
        c.draw_arrow((300.0, 350.0), (450.0, 320.0), 5.0, palette::HIGHLIGHT);
        c.draw_die(&DieFace::new(DieKind::D20, 17), 520.0, 350.0, 60.0);
        let legend = [LegendItem::new(Swatch::Mark(Mark::nth(0)), "Alice")];
        c.draw_legend(&legend, 10.0, 420.0, 580.0);
        c.encode_png().expect("encodes")
    }

    #[test]
    fn kit_pieces_are_deterministic() {
        let a = everything();
        assert_eq!(a, everything());
        assert_eq!((a.width, a.height), (600, 500));
    }
}

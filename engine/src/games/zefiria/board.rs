//! The 5×5 board: cells and their names, the places around the edge where Austro
//! stands, the 25 islands, the objective, the straight-line "over" test and scoring.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::i18n::{Arg, Msg};
use crate::msg;

/// Cards per side of the grid.
pub const SIZE: u8 = 5;
/// Cards in the grid.
pub const CELLS: usize = 25;

/// One card position, from A1 (top-left) to E5 (bottom-right): columns are letters,
/// rows are numbers, as on the board image. Stored as its name ("B3") so logs read well.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Cell(u8);

impl Cell {
    /// The cell at column `col` and row `row`, both from 0.
    pub fn new(col: u8, row: u8) -> Option<Cell> {
        (col < SIZE && row < SIZE).then_some(Cell(row * SIZE + col))
    }

    pub fn from_index(index: usize) -> Option<Cell> {
        (index < CELLS).then_some(Cell(index as u8))
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn col(self) -> u8 {
        self.0 % SIZE
    }

    pub fn row(self) -> u8 {
        self.0 / SIZE
    }

    /// Every cell, row by row.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// Reads "B3" (case and surrounding spaces forgiven).
    pub fn parse(text: &str) -> Option<Cell> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        let digit = chars.next()?;
        if chars.next().is_some() || !('A'..='E').contains(&letter) {
            return None;
        }
        let row = digit.to_digit(10)?.checked_sub(1)?;
        Cell::new(letter as u8 - b'A', row as u8)
    }

    /// Up, down, left or right of `other`.
    pub fn orthogonal_to(self, other: Cell) -> bool {
        let (dc, dr) = self.delta(other);
        dc.abs() + dr.abs() == 1
    }

    /// One of the eight cards around `other`.
    pub fn around(self, other: Cell) -> bool {
        let (dc, dr) = self.delta(other);
        self != other && dc.abs() <= 1 && dr.abs() <= 1
    }

    fn delta(self, other: Cell) -> (i8, i8) {
        (
            other.col() as i8 - self.col() as i8,
            other.row() as i8 - self.row() as i8,
        )
    }

    /// The corner this cell is, if it is one.
    pub fn corner(self) -> Option<Corner> {
        Corner::ALL.into_iter().find(|c| c.cell() == self)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.col()), self.row() + 1)
    }
}

/// Stored as its name (`B3`).
impl From<Cell> for String {
    fn from(cell: Cell) -> String {
        cell.to_string()
    }
}

impl TryFrom<String> for Cell {
    type Error = String;

    fn try_from(text: String) -> Result<Cell, String> {
        Cell::parse(&text).ok_or_else(|| format!("not a cell: {text}"))
    }
}

/// The four corners, where spirits start.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Corner {
    A1,
    E1,
    A5,
    E5,
}

impl Corner {
    pub const ALL: [Corner; 4] = [Corner::A1, Corner::E1, Corner::A5, Corner::E5];

    pub fn cell(self) -> Cell {
        let last = SIZE - 1;
        match self {
            Corner::A1 => Cell::new(0, 0),
            Corner::E1 => Cell::new(last, 0),
            Corner::A5 => Cell::new(0, last),
            Corner::E5 => Cell::new(last, last),
        }
        .expect("corners are on the board")
    }

    /// The corner diagonally across the grid.
    pub fn opposite(self) -> Corner {
        match self {
            Corner::A1 => Corner::E5,
            Corner::E5 => Corner::A1,
            Corner::E1 => Corner::A5,
            Corner::A5 => Corner::E1,
        }
    }

    /// Where Austro starts at this corner: beside the corner card, facing its row.
    pub fn edge(self) -> Edge {
        let cell = self.cell();
        let side = if cell.col() == 0 {
            Side::Left
        } else {
            Side::Right
        };
        Edge {
            side,
            index: cell.row(),
        }
    }

    pub fn parse(text: &str) -> Option<Corner> {
        let cell = Cell::parse(text)?;
        cell.corner()
    }
}

impl fmt::Display for Corner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.cell().fmt(f)
    }
}

/// A side of the grid, for Austro.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Top,
    Bottom,
    Left,
    Right,
}

impl Side {
    pub const ALL: [Side; 4] = [Side::Top, Side::Bottom, Side::Left, Side::Right];

    pub fn word(self) -> &'static str {
        match self {
            Side::Top => "top",
            Side::Bottom => "bottom",
            Side::Left => "left",
            Side::Right => "right",
        }
    }

    fn parse(word: &str) -> Option<Side> {
        match word.to_ascii_lowercase().as_str() {
            "top" | "above" | "north" => Some(Side::Top),
            "bottom" | "below" | "south" => Some(Side::Bottom),
            "left" | "west" => Some(Side::Left),
            "right" | "east" => Some(Side::Right),
            _ => None,
        }
    }

    /// Whether this side faces columns (top, bottom) rather than rows.
    pub fn faces_column(self) -> bool {
        matches!(self, Side::Top | Side::Bottom)
    }
}

/// A place beside the grid: above or below a column, left or right of a row.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Edge {
    pub side: Side,
    /// The column (top, bottom) or row (left, right) faced, from 0.
    pub index: u8,
}

impl Edge {
    /// All 20 places around the grid: top, bottom, left, right.
    pub fn all() -> impl Iterator<Item = Edge> {
        Side::ALL
            .into_iter()
            .flat_map(|side| (0..SIZE).map(move |index| Edge { side, index }))
    }

    /// The five cards of the row or column this place faces, in order.
    pub fn line(self) -> [Cell; SIZE as usize] {
        std::array::from_fn(|i| {
            let i = i as u8;
            if self.side.faces_column() {
                Cell::new(self.index, i)
            } else {
                Cell::new(i, self.index)
            }
            .expect("lines are on the board")
        })
    }

    /// "column C" or "row 3".
    pub fn line_name(self) -> String {
        if self.side.faces_column() {
            format!("column {}", char::from(b'A' + self.index))
        } else {
            format!("row {}", self.index + 1)
        }
    }

    /// "top C", "left 3" in the reader's language (the notation stays `top C`).
    pub fn msg(self) -> Msg {
        match self.side {
            Side::Top => msg!("zefiria-edge-top", column = self.coordinate()),
            Side::Bottom => msg!("zefiria-edge-bottom", column = self.coordinate()),
            Side::Left => msg!("zefiria-edge-left", row = u32::from(self.index) + 1),
            Side::Right => msg!("zefiria-edge-right", row = u32::from(self.index) + 1),
        }
    }

    /// "column C" or "row 3" in the reader's language.
    pub fn line_msg(self) -> Msg {
        if self.side.faces_column() {
            msg!("zefiria-line-column", column = self.coordinate())
        } else {
            msg!("zefiria-line-row", row = u32::from(self.index) + 1)
        }
    }

    /// The coordinate part of the name: "C" for a column, "3" for a row.
    fn coordinate(self) -> String {
        if self.side.faces_column() {
            char::from(b'A' + self.index).to_string()
        } else {
            (self.index + 1).to_string()
        }
    }

    /// Reads `top C`, `top-C`, `C top`, `left 3`… (the side must be a word).
    pub fn parse(text: &str) -> Option<Edge> {
        let parts: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == '-')
            .filter(|p| !p.is_empty())
            .collect();
        let (side, coord) = match parts.as_slice() {
            [a, b] => match (Side::parse(a), Side::parse(b)) {
                (Some(side), None) => (side, *b),
                (None, Some(side)) => (side, *a),
                _ => return None,
            },
            _ => return None,
        };
        let index = if side.faces_column() {
            let c = coord.chars().next()?.to_ascii_uppercase();
            if coord.chars().count() != 1 || !('A'..='E').contains(&c) {
                return None;
            }
            c as u8 - b'A'
        } else {
            let n: u8 = coord.parse().ok()?;
            if !(1..=SIZE).contains(&n) {
                return None;
            }
            n - 1
        };
        Some(Edge { side, index })
    }
}

impl fmt::Display for Edge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.side.word(), self.coordinate())
    }
}

/// Where a spirit is: on a card, or (Austro only) beside the grid.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Place {
    Card(Cell),
    Edge(Edge),
}

impl Place {
    pub fn card(self) -> Option<Cell> {
        match self {
            Place::Card(c) => Some(c),
            Place::Edge(_) => None,
        }
    }

    /// The place as a message argument: a card as its name, a place beside the grid
    /// in the reader's language.
    pub fn arg(self) -> Arg {
        match self {
            Place::Card(c) => Arg::Text(c.to_string()),
            Place::Edge(e) => e.msg().into(),
        }
    }

    pub fn parse(text: &str) -> Option<Place> {
        Cell::parse(text)
            .map(Place::Card)
            .or_else(|| Edge::parse(text).map(Place::Edge))
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Card(c) => c.fmt(f),
            Place::Edge(e) => e.fmt(f),
        }
    }
}

/// Stored as its name.
impl From<Place> for String {
    fn from(place: Place) -> String {
        place.to_string()
    }
}

impl TryFrom<String> for Place {
    type Error = String;

    fn try_from(text: String) -> Result<Place, String> {
        Place::parse(&text).ok_or_else(|| format!("not a place: {text}"))
    }
}

/// The five island colours (Okabe–Ito, so they stay apart for colour-blind players;
/// the board also pairs each with a shape).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    Orange,
    Blue,
    Green,
    Yellow,
    Pink,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Orange,
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
        Colour::Pink,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Colour::Orange => "orange",
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
            Colour::Pink => "pink",
        }
    }
}

/// The five island icons.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Icon {
    Mountain,
    Wave,
    Moon,
    Sun,
    Fish,
}

impl Icon {
    pub const ALL: [Icon; 5] = [
        Icon::Mountain,
        Icon::Wave,
        Icon::Moon,
        Icon::Sun,
        Icon::Fish,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Icon::Mountain => "mountain",
            Icon::Wave => "wave",
            Icon::Moon => "moon",
            Icon::Sun => "sun",
            Icon::Fish => "fish",
        }
    }
}

/// One island card: every colour meets every icon exactly once.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Island {
    pub colour: Colour,
    pub icon: Icon,
}

impl Island {
    /// The 25 islands, colour by colour.
    pub fn deck() -> Vec<Island> {
        Colour::ALL
            .into_iter()
            .flat_map(|colour| {
                Icon::ALL
                    .into_iter()
                    .map(move |icon| Island { colour, icon })
            })
            .collect()
    }
}

impl fmt::Display for Island {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.colour.name(), self.icon.name())
    }
}

impl Colour {
    /// The colour's name, in the reader's language.
    pub fn msg(self) -> Msg {
        match self {
            Colour::Orange => msg!("zefiria-colour-orange"),
            Colour::Blue => msg!("zefiria-colour-blue"),
            Colour::Green => msg!("zefiria-colour-green"),
            Colour::Yellow => msg!("zefiria-colour-yellow"),
            Colour::Pink => msg!("zefiria-colour-pink"),
        }
    }
}

impl Icon {
    /// The icon's name, in the reader's language.
    pub fn msg(self) -> Msg {
        match self {
            Icon::Mountain => msg!("zefiria-icon-mountain"),
            Icon::Wave => msg!("zefiria-icon-wave"),
            Icon::Moon => msg!("zefiria-icon-moon"),
            Icon::Sun => msg!("zefiria-icon-sun"),
            Icon::Fish => msg!("zefiria-icon-fish"),
        }
    }
}

impl Island {
    /// "blue moon", in the reader's language (`form`: `bare`, or `a` for "a blue moon").
    fn msg_form(self, form: &'static str) -> Msg {
        let msg = match (self.colour, self.icon) {
            (Colour::Orange, Icon::Mountain) => msg!("zefiria-island-orange-mountain"),
            (Colour::Orange, Icon::Wave) => msg!("zefiria-island-orange-wave"),
            (Colour::Orange, Icon::Moon) => msg!("zefiria-island-orange-moon"),
            (Colour::Orange, Icon::Sun) => msg!("zefiria-island-orange-sun"),
            (Colour::Orange, Icon::Fish) => msg!("zefiria-island-orange-fish"),
            (Colour::Blue, Icon::Mountain) => msg!("zefiria-island-blue-mountain"),
            (Colour::Blue, Icon::Wave) => msg!("zefiria-island-blue-wave"),
            (Colour::Blue, Icon::Moon) => msg!("zefiria-island-blue-moon"),
            (Colour::Blue, Icon::Sun) => msg!("zefiria-island-blue-sun"),
            (Colour::Blue, Icon::Fish) => msg!("zefiria-island-blue-fish"),
            (Colour::Green, Icon::Mountain) => msg!("zefiria-island-green-mountain"),
            (Colour::Green, Icon::Wave) => msg!("zefiria-island-green-wave"),
            (Colour::Green, Icon::Moon) => msg!("zefiria-island-green-moon"),
            (Colour::Green, Icon::Sun) => msg!("zefiria-island-green-sun"),
            (Colour::Green, Icon::Fish) => msg!("zefiria-island-green-fish"),
            (Colour::Yellow, Icon::Mountain) => msg!("zefiria-island-yellow-mountain"),
            (Colour::Yellow, Icon::Wave) => msg!("zefiria-island-yellow-wave"),
            (Colour::Yellow, Icon::Moon) => msg!("zefiria-island-yellow-moon"),
            (Colour::Yellow, Icon::Sun) => msg!("zefiria-island-yellow-sun"),
            (Colour::Yellow, Icon::Fish) => msg!("zefiria-island-yellow-fish"),
            (Colour::Pink, Icon::Mountain) => msg!("zefiria-island-pink-mountain"),
            (Colour::Pink, Icon::Wave) => msg!("zefiria-island-pink-wave"),
            (Colour::Pink, Icon::Moon) => msg!("zefiria-island-pink-moon"),
            (Colour::Pink, Icon::Sun) => msg!("zefiria-island-pink-sun"),
            (Colour::Pink, Icon::Fish) => msg!("zefiria-island-pink-fish"),
        };
        msg.with("form", form)
    }

    /// "blue moon".
    pub fn msg(self) -> Msg {
        self.msg_form("bare")
    }

    /// "a blue moon", "an orange sun".
    pub fn msg_a(self) -> Msg {
        self.msg_form("a")
    }
}

/// The Objective Card: each row wants one colour, each column one icon, so every
/// island has exactly one right place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Objective {
    /// The colour of each row, top to bottom.
    pub rows: [Colour; 5],
    /// The icon of each column, left to right.
    pub columns: [Icon; 5],
}

impl Objective {
    /// Where `island` belongs.
    pub fn home(&self, island: Island) -> Cell {
        let row = self.rows.iter().position(|c| *c == island.colour);
        let col = self.columns.iter().position(|i| *i == island.icon);
        // Both arrays are permutations of every colour and icon (checked at setup).
        Cell::new(col.unwrap_or(0) as u8, row.unwrap_or(0) as u8).expect("home is on the board")
    }

    pub fn is_valid(&self) -> bool {
        Colour::ALL.iter().all(|c| self.rows.contains(c))
            && Icon::ALL.iter().all(|i| self.columns.contains(i))
    }
}

/// How one island stands against the objective.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    /// In its right place: +1.
    InPlace,
    /// Wrong place, but on the row of its colour: −1.
    RightRow,
    /// Anywhere else: −2.
    Astray,
}

impl Standing {
    pub fn of(objective: &Objective, island: Island, at: Cell) -> Standing {
        let home = objective.home(island);
        if home == at {
            Standing::InPlace
        } else if home.row() == at.row() {
            Standing::RightRow
        } else {
            Standing::Astray
        }
    }

    pub fn points(self) -> i64 {
        match self {
            Standing::InPlace => 1,
            Standing::RightRow => -1,
            Standing::Astray => -2,
        }
    }
}

/// A score with its parts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    pub in_place: u8,
    pub right_row: u8,
    pub astray: u8,
    /// Magic gems still held (Storm Mode), +1 each.
    pub magic: u8,
    pub total: i64,
}

impl Score {
    pub fn of(objective: &Objective, grid: &[Island], magic: u8) -> Score {
        let mut score = Score {
            in_place: 0,
            right_row: 0,
            astray: 0,
            magic,
            total: i64::from(magic),
        };
        for (cell, island) in Cell::all().zip(grid) {
            let standing = Standing::of(objective, *island, cell);
            match standing {
                Standing::InPlace => score.in_place += 1,
                Standing::RightRow => score.right_row += 1,
                Standing::Astray => score.astray += 1,
            }
            score.total += standing.points();
        }
        score
    }
}

/// The cards a straight flight from `from` to `to` passes over: every card whose
/// square the segment between the two centres crosses, the two ends excepted. Just
/// touching a corner (a diagonal step) crosses nothing.
pub fn cells_between(from: Cell, to: Cell) -> Vec<Cell> {
    Cell::all()
        .filter(|c| *c != from && *c != to && crosses(from, to, *c))
        .collect()
}

/// Whether the open segment between the centres of `a` and `b` enters the open square
/// of `cell`. Liang–Barsky clipping in exact rationals (doubled coordinates, so
/// centres are odd integers and edges even): equal fractions must compare equal, or a
/// line through a corner would count as crossing.
fn crosses(a: Cell, b: Cell, cell: Cell) -> bool {
    let (x0, y0) = (2 * i32::from(a.col()) + 1, 2 * i32::from(a.row()) + 1);
    let (dx, dy) = (
        2 * (i32::from(b.col()) - i32::from(a.col())),
        2 * (i32::from(b.row()) - i32::from(a.row())),
    );
    let (lo_x, lo_y) = (2 * i32::from(cell.col()), 2 * i32::from(cell.row()));
    // The parameter range t ∈ (lo, hi), as fractions num/den with den > 0.
    let mut lo = (0i32, 1i32);
    let mut hi = (1i32, 1i32);
    for (p0, d, edge_lo) in [(x0, dx, lo_x), (y0, dy, lo_y)] {
        let edge_hi = edge_lo + 2;
        if d == 0 {
            if !(edge_lo < p0 && p0 < edge_hi) {
                return false;
            }
            continue;
        }
        let (mut t1, mut t2) = ((edge_lo - p0, d), (edge_hi - p0, d));
        if d < 0 {
            t1 = (-t1.0, -t1.1);
            t2 = (-t2.0, -t2.1);
            std::mem::swap(&mut t1, &mut t2);
        }
        if less(lo, t1) {
            lo = t1;
        }
        if less(t2, hi) {
            hi = t2;
        }
    }
    less(lo, hi)
}

/// `a < b` for fractions with positive denominators.
fn less(a: (i32, i32), b: (i32, i32)) -> bool {
    a.0 * b.1 < b.0 * a.1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(name: &str) -> Cell {
        Cell::parse(name).unwrap()
    }

    fn between(a: &str, b: &str) -> Vec<String> {
        cells_between(c(a), c(b))
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    #[test]
    fn cells_read_and_print_like_the_board() {
        assert_eq!(c("a1"), Cell::new(0, 0).unwrap());
        assert_eq!(c(" E5 ").to_string(), "E5");
        assert_eq!(c("B3").col(), 1);
        assert_eq!(c("B3").row(), 2);
        for bad in ["F1", "A0", "A6", "", "B", "B33", "3B"] {
            assert!(Cell::parse(bad).is_none(), "{bad}");
        }
        assert_eq!(
            serde_json::to_string(&c("C4")).unwrap(),
            "\"C4\"",
            "stored as its name"
        );
    }

    #[test]
    fn edges_name_a_side_and_a_line() {
        let e = Edge::parse("top C").unwrap();
        assert_eq!(e.to_string(), "top C");
        assert_eq!(e.line_name(), "column C");
        assert_eq!(Edge::parse("3-left").unwrap().to_string(), "left 3");
        assert_eq!(Edge::parse("RIGHT 5").unwrap().line()[0], c("A5"));
        assert_eq!(Edge::parse("bottom b").unwrap().line()[4], c("B5"));
        for bad in ["top 3", "left C", "top", "up C", "top F", "left 6"] {
            assert!(Edge::parse(bad).is_none(), "{bad}");
        }
        assert_eq!(Edge::all().count(), 20);
        assert_eq!(Corner::A5.edge().to_string(), "left 5");
        assert_eq!(Corner::E1.edge().to_string(), "right 1");
    }

    #[test]
    fn straight_lines_cross_the_cards_between() {
        assert_eq!(between("A1", "A5"), ["A2", "A3", "A4"]);
        assert_eq!(between("E3", "B3"), ["C3", "D3"]);
        assert_eq!(between("A1", "D4"), ["B2", "C3"]);
        assert!(
            between("A1", "B2").is_empty(),
            "a diagonal step only touches corners"
        );
        assert!(between("B2", "B3").is_empty());
        // A knight's jump passes through the two cards beside its middle.
        assert_eq!(between("A1", "B3"), ["A2", "B2"]);
        assert_eq!(between("B3", "A1"), ["A2", "B2"]);
        // A shallow line crosses the edge between C1 and C2 inside C: both count.
        assert_eq!(between("A1", "E2"), ["B1", "C1", "C2", "D2"]);
    }

    #[test]
    fn every_island_has_one_home_and_scores_add_up() {
        let objective = Objective {
            rows: Colour::ALL,
            columns: Icon::ALL,
        };
        assert!(objective.is_valid());
        let deck = Island::deck();
        assert_eq!(deck.len(), CELLS);
        // The deck in colour order is exactly the objective: all in place.
        let solved = Score::of(&objective, &deck, 0);
        assert_eq!((solved.in_place, solved.total), (25, 25));
        // Swap two cards of the same row: −1 each; of different rows: −2 each.
        let mut grid = deck.clone();
        grid.swap(0, 1);
        let s = Score::of(&objective, &grid, 2);
        assert_eq!((s.in_place, s.right_row, s.astray, s.total), (23, 2, 0, 23));
        grid.swap(0, 24);
        let s = Score::of(&objective, &grid, 0);
        assert_eq!((s.in_place, s.right_row, s.astray), (22, 1, 2));
        assert_eq!(s.total, 22 - 1 - 4);
    }
}

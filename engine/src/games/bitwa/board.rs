//! The map: a 14 × 11 field hex board with pointy-topped fields in rows (odd rows sit
//! half a field to the right), named by column letter and row number (`A1` top left,
//! `N11` bottom right).
//!
//! The hex maths is [`hexx`]'s, as in render: a field's [`Field::hex`] is its axial
//! [`Hex`] (hexx's "odd" offset rows, pointy-topped, `y` the row), and neighbours,
//! distances, the half-circle turn and the broadside wedges are hexx's. [`Dir`] stays
//! our own enum because it is stored (by name) and written in the notation; its six
//! are hexx's [`EdgeDirection`]s in hexx's order (east, then clockwise with `y` down).
//! Our own code is kept where hexx has no equal: [`Field::between`], a line drawn in
//! `f64` and nudged to one side of a seam (hexx's `line_to` rounds `f32` points with
//! no choice of side, and a shot along a seam is clear when either side is), and
//! [`Dir::angle`], the sixths of a circle between two headings.

use std::fmt;

use hexx::{EdgeDirection, Hex, HexOrientation, OffsetHexMode, VertexDirection};
use serde::{Deserialize, Serialize};

pub const COLS: u8 = 14;
pub const ROWS: u8 = 11;

/// The board's middle, axial: a field and its mirror are half a circle about it.
const MIDDLE: Hex = Hex::new(4, 5);

/// One field of the board.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Field {
    /// 0-based column (A = 0).
    pub col: u8,
    /// 0-based row (row 1 = 0).
    pub row: u8,
}

impl Field {
    pub const fn new(col: u8, row: u8) -> Field {
        Field { col, row }
    }

    /// Every field, row by row.
    pub fn all() -> impl Iterator<Item = Field> {
        (0..ROWS).flat_map(|row| (0..COLS).map(move |col| Field { col, row }))
    }

    /// The field as hexx's axial coordinates (odd rows shifted right).
    pub fn hex(self) -> Hex {
        Hex::from_offset_coordinates(
            [i32::from(self.col), i32::from(self.row)],
            OffsetHexMode::Odd,
            HexOrientation::Pointy,
        )
    }

    /// The field at `hex`, if it is on the board.
    pub fn from_hex(hex: Hex) -> Option<Field> {
        let [col, row] = hex.to_offset_coordinates(OffsetHexMode::Odd, HexOrientation::Pointy);
        if !(0..i32::from(ROWS)).contains(&row) || !(0..i32::from(COLS)).contains(&col) {
            return None;
        }
        Some(Field::new(col as u8, row as u8))
    }

    /// Axial coordinates `(q, r)`: [`Field::hex`] as a pair.
    pub fn axial(self) -> (i32, i32) {
        let hex = self.hex();
        (hex.x, hex.y)
    }

    /// The neighbour in direction `dir`, if on the board.
    pub fn step(self, dir: Dir) -> Option<Field> {
        Field::from_hex(self.hex().neighbor(dir.edge()))
    }

    /// Distance in fields.
    pub fn distance(self, other: Field) -> u32 {
        self.hex().unsigned_distance_to(other.hex())
    }

    pub fn touches(self, other: Field) -> bool {
        self.distance(other) == 1
    }

    /// Reads `F7` (case-insensitive).
    pub fn parse(text: &str) -> Option<Field> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return None;
        }
        let col = letter as u8 - b'A';
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let row: u8 = digits.parse().ok()?;
        if col >= COLS || row == 0 || row > ROWS {
            return None;
        }
        Some(Field::new(col, row - 1))
    }

    /// The field turned half a circle about the board's middle (the other fleet's
    /// side). Odd rows sit half a field to the right, so their last field (column N)
    /// has no partner: it is shore, and is taken to column A.
    pub fn mirrored(self) -> Field {
        Field::from_hex(self.hex().rotate_cw_around(MIDDLE, 3))
            .unwrap_or(Field::new(0, ROWS - 1 - self.row))
    }

    /// The fields of the 60° wedge from here towards `corner`, rings 1 to `range`, each
    /// ring walked clockwise or not; fields off the board are left out.
    pub fn wedge(self, range: u32, corner: VertexDirection, clockwise: bool) -> Vec<Field> {
        self.hex()
            .custom_wedge(1..=range, corner, clockwise)
            .filter_map(Field::from_hex)
            .collect()
    }

    /// The fields on the straight line from here to `to`, both ends left out. Where the
    /// line runs exactly along a seam between two fields, `nudge` picks the side.
    pub fn between(self, to: Field, nudge: f64) -> Vec<Field> {
        let n = self.distance(to);
        let (a, b) = (cube(self.hex(), nudge), cube(to.hex(), nudge));
        (1..n)
            .filter_map(|i| {
                let t = f64::from(i) / f64::from(n);
                let p = [
                    a[0] + (b[0] - a[0]) * t,
                    a[1] + (b[1] - a[1]) * t,
                    a[2] + (b[2] - a[2]) * t,
                ];
                Field::from_hex(cube_round(p))
            })
            .collect()
    }
}

/// Cube coordinates in `f64`, both axial ones moved by `nudge` (off a seam).
fn cube(hex: Hex, nudge: f64) -> [f64; 3] {
    let (q, r) = (f64::from(hex.x) + nudge, f64::from(hex.y) + nudge);
    [q, r, -q - r]
}

/// The field a point in cube coordinates lies in: each rounded, the one rounded
/// furthest recomputed from the others.
fn cube_round(p: [f64; 3]) -> Hex {
    let (mut q, mut r, s) = (p[0].round(), p[1].round(), p[2].round());
    let (dq, dr, ds) = ((q - p[0]).abs(), (r - p[1]).abs(), (s - p[2]).abs());
    if dq > dr && dq > ds {
        q = -r - s;
    } else if dr > ds {
        r = -q - s;
    }
    Hex::new(q as i32, r as i32)
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

/// Stored as its name (`C4`).
impl From<Field> for String {
    fn from(field: Field) -> String {
        field.to_string()
    }
}

impl TryFrom<String> for Field {
    type Error = String;

    fn try_from(text: String) -> Result<Field, String> {
        Field::parse(&text).ok_or_else(|| format!("no field {text}"))
    }
}

/// One of the six directions a field's edges face, clockwise from east (pixels grow
/// down, so `SouthEast` is down and to the right).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    East,
    SouthEast,
    SouthWest,
    West,
    NorthWest,
    NorthEast,
}

impl Dir {
    pub const ALL: [Dir; 6] = [
        Dir::East,
        Dir::SouthEast,
        Dir::SouthWest,
        Dir::West,
        Dir::NorthWest,
        Dir::NorthEast,
    ];

    pub fn index(self) -> u8 {
        self as u8
    }

    pub fn from_index(i: i32) -> Dir {
        Dir::ALL[i.rem_euclid(6) as usize]
    }

    /// hexx's edge direction: the same six in the same order.
    pub fn edge(self) -> EdgeDirection {
        EdgeDirection::ALL_DIRECTIONS[usize::from(self.index())]
    }

    pub fn from_edge(edge: EdgeDirection) -> Dir {
        Dir::ALL[usize::from(edge.index())]
    }

    /// Turned by `steps` sixths of a circle, clockwise for positive steps.
    pub fn turned(self, steps: i32) -> Dir {
        Dir::from_edge(self.edge().rotate_cw(steps.rem_euclid(6) as u8))
    }

    /// Sixths of a circle between the two directions: 0 (same) to 3 (opposite).
    pub fn angle(self, other: Dir) -> u8 {
        let d = (i32::from(self.index()) - i32::from(other.index())).rem_euclid(6);
        d.min(6 - d) as u8
    }

    pub fn short(self) -> &'static str {
        match self {
            Dir::East => "e",
            Dir::SouthEast => "se",
            Dir::SouthWest => "sw",
            Dir::West => "w",
            Dir::NorthWest => "nw",
            Dir::NorthEast => "ne",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Dir::East => "east",
            Dir::SouthEast => "south-east",
            Dir::SouthWest => "south-west",
            Dir::West => "west",
            Dir::NorthWest => "north-west",
            Dir::NorthEast => "north-east",
        }
    }

    /// Its name as a message ("south-east").
    pub fn msg(self) -> crate::i18n::Msg {
        match self {
            Dir::East => crate::msg!("bitwa-dir-e"),
            Dir::SouthEast => crate::msg!("bitwa-dir-se"),
            Dir::SouthWest => crate::msg!("bitwa-dir-sw"),
            Dir::West => crate::msg!("bitwa-dir-w"),
            Dir::NorthWest => crate::msg!("bitwa-dir-nw"),
            Dir::NorthEast => crate::msg!("bitwa-dir-ne"),
        }
    }

    pub fn arrow(self) -> &'static str {
        match self {
            Dir::East => "→",
            Dir::SouthEast => "↘",
            Dir::SouthWest => "↙",
            Dir::West => "←",
            Dir::NorthWest => "↖",
            Dir::NorthEast => "↗",
        }
    }

    pub fn parse(text: &str) -> Option<Dir> {
        let t = text
            .trim()
            .to_ascii_lowercase()
            .replace(['-', '_', ' '], "");
        Dir::ALL
            .into_iter()
            .find(|d| d.short() == t || d.name().replace('-', "") == t)
    }
}

/// What a field is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Sea,
    Shore,
    Island,
}

/// Shore bumps and islands on the red (upper-left) half; the green half is the same
/// turned half a circle. Rows 1 and 11 are shore all along, and so is the last field
/// of every even-numbered row.
const SHORE: [Field; 2] = [Field::new(6, 1), Field::new(7, 1)];
const ISLANDS: [Field; 5] = [
    Field::new(5, 3),
    Field::new(5, 4),
    Field::new(9, 2),
    Field::new(6, 5),
    Field::new(4, 8),
];

/// Each fleet's twelve starting fields: red's, in the order ships are set out. Green's
/// are these turned half a circle. No two touch.
pub const RED_START: [Field; 12] = [
    Field::new(0, 1),
    Field::new(2, 1),
    Field::new(0, 3),
    Field::new(2, 3),
    Field::new(1, 5),
    Field::new(3, 5),
    Field::new(0, 6),
    Field::new(1, 7),
    Field::new(3, 7),
    Field::new(0, 8),
    Field::new(1, 9),
    Field::new(3, 9),
];

/// The Wind Rose green's transport sails for (A6, on red's side); red's is its
/// mirror, M6.
pub const GREEN_ROSE: Field = Field::new(0, 5);

pub fn terrain(field: Field) -> Terrain {
    if field.row == 0 || field.row == ROWS - 1 || (field.row & 1 == 1 && field.col == COLS - 1) {
        return Terrain::Shore;
    }
    let either = |list: &[Field]| list.iter().any(|f| *f == field || f.mirrored() == field);
    if either(&SHORE) {
        Terrain::Shore
    } else if either(&ISLANDS) {
        Terrain::Island
    } else {
        Terrain::Sea
    }
}

/// The starting fields of fleet `fleet` (0 red, 1 green).
pub fn start_fields(fleet: usize) -> [Field; 12] {
    if fleet == 0 {
        RED_START
    } else {
        RED_START.map(Field::mirrored)
    }
}

/// The Wind Rose fleet `fleet`'s transport must reach.
pub fn rose(fleet: usize) -> Field {
    if fleet == 0 {
        GREEN_ROSE.mirrored()
    } else {
        GREEN_ROSE
    }
}

/// The way fleet `fleet` faces at the start: towards the enemy.
pub fn home_facing(fleet: usize) -> Dir {
    if fleet == 0 {
        Dir::East
    } else {
        Dir::West
    }
}

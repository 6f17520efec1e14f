//! Squares, colours and sets of squares: the vocabulary of the rest of the crate.

use std::fmt;
use std::str::FromStr;

/// One of the 64 squares. Index 0 is a1, 7 is h1, 63 is h8: columns a–h run left
/// to right and rows 1–8 top to bottom, as Othello boards are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// Every square, a1 first, h8 last.
    pub const ALL: [Square; 64] = {
        let mut all = [Square(0); 64];
        let mut i = 0;
        while i < 64 {
            all[i] = Square(i as u8);
            i += 1;
        }
        all
    };

    /// The square with this index (0 = a1 … 63 = h8), if in range.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at `column` (0 = a) and `row` (0 = row 1), if on the board.
    pub const fn from_coords(column: u8, row: u8) -> Option<Square> {
        if column < 8 && row < 8 {
            Some(Square(row * 8 + column))
        } else {
            None
        }
    }

    /// 0 for a1 to 63 for h8, row by row.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for column a … 7 for column h.
    pub const fn column(self) -> u8 {
        self.0 % 8
    }

    /// 0 for row 1 … 7 for row 8.
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// The square's bit in a bitboard.
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// This square's image under one of the 8 symmetries of the board
    /// (`symmetry` 0 to 7; 0 is the identity): bit 2 transposes, then bit 0
    /// mirrors the columns and bit 1 the rows.
    pub const fn symmetric(self, symmetry: u8) -> Square {
        let (mut c, mut r) = (self.column(), self.row());
        if symmetry & 4 != 0 {
            (c, r) = (r, c);
        }
        if symmetry & 1 != 0 {
            c = 7 - c;
        }
        if symmetry & 2 != 0 {
            r = 7 - r;
        }
        Square(r * 8 + c)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.column()) as char, self.row() + 1)
    }
}

/// A square name that is not `a1`…`h8`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSquareError(pub String);

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a square (expected a1 to h8)", self.0)
    }
}

impl std::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses `a1`…`h8`, in either case.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.to_string());
        let &[c, r] = s.as_bytes() else {
            return Err(err());
        };
        let column = c.to_ascii_lowercase().wrapping_sub(b'a');
        let row = r.wrapping_sub(b'1');
        Square::from_coords(column, row).ok_or_else(err)
    }
}

/// A player's colour. Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Moves first.
    Black,
    /// Moves second.
    White,
}

impl Color {
    /// The other colour.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for black, 1 for white: an index into per-player arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter board strings use: `X` for black, `O` for white.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.opponent()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "Black",
            Color::White => "White",
        })
    }
}

/// A set of squares stored as a bitboard: legal moves, flipped discs, ...
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub u64);

impl SquareSet {
    /// No squares.
    pub const EMPTY: SquareSet = SquareSet(0);

    /// The set's image under one of the 8 symmetries of the board (see
    /// [`Square::symmetric`]).
    pub fn symmetric(self, symmetry: u8) -> SquareSet {
        self.iter().map(|sq| sq.symmetric(symmetry)).collect()
    }

    /// The set as a bitboard (bit 0 = a1).
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// How many squares the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds no square.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `square` is in the set.
    pub const fn contains(self, square: Square) -> bool {
        self.0 & square.bit() != 0
    }

    /// The squares in index order (a1, b1, … h8).
    pub fn iter(self) -> SquareIter {
        SquareIter(self.0)
    }
}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = SquareIter;
    fn into_iter(self) -> SquareIter {
        self.iter()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        SquareSet(iter.into_iter().fold(0, |bits, sq| bits | sq.bit()))
    }
}

/// Iterates the squares of a bitboard, lowest index first.
#[derive(Clone, Debug)]
pub struct SquareIter(u64);

impl Iterator for SquareIter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SquareIter {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(sq.to_string().to_uppercase().parse::<Square>(), Ok(sq));
        }
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("h1".parse::<Square>().unwrap().index(), 7);
        assert_eq!("a8".parse::<Square>().unwrap().index(), 56);
        assert_eq!("H8".parse::<Square>().unwrap().index(), 63);
    }

    #[test]
    fn bad_square_names_are_rejected() {
        for bad in ["", "a", "a0", "a9", "i1", "11", "aa", "a10", "é1", " a1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn symmetries_are_bijections() {
        for s in 0..8 {
            let image: SquareSet = Square::ALL.iter().map(|sq| sq.symmetric(s)).collect();
            assert_eq!(image.len(), 64, "symmetry {s}");
        }
    }
}

//! The rules of Reversi: squares, move generation, positions, game records, the clocks.

pub(crate) mod bitboard;
pub(crate) mod clocks;
pub(crate) mod game;
pub(crate) mod perft;
pub(crate) mod position;
pub(crate) mod square;

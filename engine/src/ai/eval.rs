//! The hand-written midgame evaluation: corners, X- and C-squares, mobility,
//! potential mobility, edge stability and parity, blended by game stage.
//! Scores are in [`UNITS_PER_DISC`] per disc, from the side to move.

use crate::ai::stability::edge_stable_discs;
use crate::rules::position::Board;

/// Evaluation units in one disc of final score.
pub const UNITS_PER_DISC: i32 = 16;

pub(crate) const CORNERS: u64 = 0x8100_0000_0000_0081;
/// b2, g2, b7, g7 with the corner each one gives away.
pub(crate) const X_SQUARES: [(u64, u64); 4] = [
    (1 << 9, 1),
    (1 << 14, 1 << 7),
    (1 << 49, 1 << 56),
    (1 << 54, 1 << 63),
];
/// The C-squares beside each corner.
const C_SQUARES: [(u64, u64); 4] = [
    ((1 << 1) | (1 << 8), 1),
    ((1 << 6) | (1 << 15), 1 << 7),
    ((1 << 48) | (1 << 57), 1 << 56),
    ((1 << 55) | (1 << 62), 1 << 63),
];

/// Empty squares next to a disc of `discs` (8 directions).
#[inline]
pub(crate) fn neighbours(discs: u64) -> u64 {
    const NOT_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const NOT_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let h = ((discs << 1) & NOT_A) | ((discs >> 1) & NOT_H);
    let row = discs | h;
    h | (row << 8) | (row >> 8)
}

/// The evaluation of `board` for the side to move, in units (1/16 disc).
pub fn evaluate(board: &Board) -> i32 {
    let p = board.player;
    let o = board.opponent;
    let empty = board.empties();
    let empties = empty.count_ones() as i32;
    // 0 at the start of the game, 60 at the end.
    let stage = 60 - empties;

    let my_moves = board.moves();
    let their_moves = board.pass().moves();
    let mobility = my_moves.count_ones() as i32 - their_moves.count_ones() as i32
        + 2 * ((my_moves & CORNERS).count_ones() as i32
            - (their_moves & CORNERS).count_ones() as i32);
    // Empty squares beside the opponent are where we may move later; beside
    // us, where they may.
    let potential =
        (neighbours(o) & empty).count_ones() as i32 - (neighbours(p) & empty).count_ones() as i32;

    let corners = (p & CORNERS).count_ones() as i32 - (o & CORNERS).count_ones() as i32;
    let mut x_squares = 0;
    for (x, corner) in X_SQUARES {
        if empty & corner != 0 {
            x_squares += (p & x != 0) as i32 - (o & x != 0) as i32;
        }
    }
    let mut c_squares = 0;
    for (c, corner) in C_SQUARES {
        if empty & corner != 0 {
            c_squares += (p & c).count_ones() as i32 - (o & c).count_ones() as i32;
        }
    }
    let stable =
        edge_stable_discs(p, o).count_ones() as i32 - edge_stable_discs(o, p).count_ones() as i32;
    let discs = p.count_ones() as i32 - o.count_ones() as i32;
    // Who moves last in the remaining regions; only an odd count matters.
    let parity = if empties % 2 == 1 { 1 } else { -1 };

    // Weights in units, opening -> endgame.
    let blend = |early: i32, late: i32| early + (late - early) * stage / 60;
    mobility * blend(24, 14) + potential * blend(10, 4) + corners * blend(140, 90)
        - x_squares * blend(70, 20)
        - c_squares * blend(20, 6)
        + stable * blend(30, 24)
        + discs * blend(-2, 6)
        + parity * blend(0, 12)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::position::Position;

    #[test]
    fn start_position_is_about_even() {
        let score = evaluate(&Position::start().board());
        assert!(score.abs() < UNITS_PER_DISC * 2, "{score}");
    }

    #[test]
    fn owning_a_corner_is_good() {
        let board = Board {
            player: 1 | (1 << 27),
            opponent: (1 << 28) | (1 << 36),
        };
        let swapped = Board {
            player: (1 << 28) | (1 << 36),
            opponent: 1 | (1 << 27),
        };
        assert!(evaluate(&board) > evaluate(&swapped) + 4 * UNITS_PER_DISC);
    }
}

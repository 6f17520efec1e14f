//! The hand-written midgame evaluation: corners, X- and C-squares, mobility,
//! potential mobility, edge stability and parity, blended by game stage.
//! Scores are in [`UNITS_PER_DISC`] per disc, from the side to move.

use crate::ai::stability::edge_stable_discs;
use crate::rules::position::{Board, Move, Position};

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

/// A move at a glance: each legal move judged by this evaluation of the
/// position after it (by the final count when it ends the game), and one of
/// those within `spread` units of the best chosen by `seed`. No search: for
/// the title screen's backdrop game and a failed search's stand-in, which
/// so cost the web page's module none of the search's code.
pub fn glance(position: &Position, spread: i32, seed: u64) -> Move {
    let scored: Vec<(i32, Move)> = position
        .legal_moves()
        .iter()
        .map(|square| {
            let mut after = *position;
            after.play(square).expect("a legal move");
            let score = if after.is_game_over() {
                let me = position.side_to_move();
                let discs = after.count(me) as i32 - after.count(!me) as i32;
                discs * UNITS_PER_DISC * 64
            } else {
                -evaluate(&after.board())
            };
            (score, Move::Place(square))
        })
        .collect();
    let Some(best) = scored.iter().map(|(score, _)| *score).max() else {
        return Move::Pass;
    };
    let near: Vec<Move> = scored
        .into_iter()
        .filter(|(score, _)| *score >= best - spread.max(0))
        .map(|(_, mv)| mv)
        .collect();
    // SplitMix64's finaliser: neighbouring seeds choose unrelated moves.
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    near[((z ^ (z >> 31)) % near.len() as u64) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

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

    /// A glance takes a corner on offer, plays legal moves only, passes
    /// when it must, and with a spread varies by its seed.
    #[test]
    fn a_glance_takes_the_corner_and_varies_with_a_spread() {
        // Black to move can take a1 (b2 white, c3 black).
        let mut obf = vec!['-'; 64];
        obf[9] = 'O';
        obf[18] = 'X';
        obf[27] = 'O';
        obf[28] = 'X';
        let text: String = obf.into_iter().collect();
        let position = Position::from_obf(&format!("{text} X")).unwrap();
        assert_eq!(glance(&position, 0, 7), "a1".parse().unwrap());
        let start = Position::start();
        let chosen: std::collections::BTreeSet<String> = (0..40)
            .map(|seed| glance(&start, UNITS_PER_DISC * 4, seed).to_string())
            .collect();
        assert!(chosen.len() > 1, "{chosen:?}");
        for mv in &chosen {
            assert!(start.is_legal(mv.parse().unwrap()), "{mv}");
        }
        let pass = Position::from_obf(&format!("OX{} X", "-".repeat(62))).unwrap();
        assert_eq!(glance(&pass, 0, 1), Move::Pass);
    }
}

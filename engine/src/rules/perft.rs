//! Perft: the number of move sequences of a given length, the standard check
//! of a move generator (and a benchmark of it).

use crate::isa::{compiled_per_isa, dispatch};
use crate::rules::position::Board;

/// Leaves of the game tree `depth` plies below `board`. A forced pass counts as
/// a ply; a finished game is one leaf, whatever depth remains.
#[allow(unsafe_code)]
pub fn perft(board: Board, depth: u32) -> u64 {
    // SAFETY: `dispatch!` gives a set this CPU has.
    dispatch!(isa => unsafe { Perft::perft(isa, board, depth) })
}

compiled_per_isa! {
    /// Perft, compiled for each instruction set.
    trait Perft {
        fn perft(isa: Self, board: Board, depth: u32) -> u64 = perft_body;
    }
}

#[inline(always)]
fn perft_body<I: Perft>(isa: I, board: Board, depth: u32) -> u64 {
    // SAFETY: the caller's set, which this CPU has.
    #[allow(unsafe_code)]
    let deeper = |board, depth| unsafe { I::perft(isa, board, depth) };
    match depth {
        0 => 1,
        1 => leaves_one_ply(board),
        _ => {
            let moves = board.moves();
            if moves == 0 {
                let passed = board.pass();
                return if passed.moves() == 0 {
                    1
                } else {
                    deeper(passed, depth - 1)
                };
            }
            if depth == 2 {
                return leaves_two_plies(board, moves);
            }
            // Loops rather than iterator adaptors: std's are only `#[inline]`,
            // and a function compiled for other instructions than its caller
            // is not inlined unless it must be (see `isa.rs`).
            let (mut leaves, mut bits) = (0, moves);
            while bits != 0 {
                let sq = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                leaves += deeper(board.play(sq, board.flips(sq)), depth - 1);
            }
            leaves
        }
    }
}

/// Bulk counting at the last ply: every move is a leaf, and so is a pass or a
/// finished game.
#[inline(always)]
fn leaves_one_ply(board: Board) -> u64 {
    u64::from(board.moves().count_ones().max(1))
}

#[inline(always)]
fn leaves_two_plies(board: Board, moves: u64) -> u64 {
    let (mut leaves, mut bits) = (0, moves);
    while bits != 0 {
        let sq = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        leaves += leaves_one_ply(board.play(sq, board.flips(sq)));
    }
    leaves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::position::Position;

    /// Depths 1–9 of the published counts (`docs/engine.md`; CI checks 10–12
    /// with the command line's `perft` in release).
    #[test]
    fn perft_from_the_start_matches_the_reference_counts() {
        let expected = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];
        let board = Position::start().board();
        for (depth, &count) in (1..).zip(&expected) {
            assert_eq!(perft(board, depth), count, "depth {depth}");
        }
    }

    /// The plain x86-64 code and the code this CPU runs count alike, from
    /// positions with passes and finished games in reach.
    #[test]
    fn the_baseline_counts_as_the_dispatched_code_does() {
        let boards = [
            Position::start().board(),
            // Black to move, one region left with a pass in it.
            Position::from_obf(
                "OXX-OXO-OXOOOOO-OOXXOOO-OOOOO------OO-----O--O--------O--------- X",
            )
            .unwrap()
            .board(),
            Position::from_obf(
                "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X",
            )
            .unwrap()
            .board(),
        ];
        for board in boards {
            for depth in 0..=6 {
                #[allow(unsafe_code)]
                // SAFETY: every CPU has the baseline.
                let baseline = unsafe { Perft::perft(crate::isa::Baseline, board, depth) };
                assert_eq!(
                    baseline,
                    perft(board, depth),
                    "{} at depth {depth}",
                    crate::isa::instruction_set(),
                );
            }
        }
    }
}

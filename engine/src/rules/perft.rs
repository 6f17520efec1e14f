//! Perft: the number of move sequences of a given length, the standard check
//! of a move generator (and a benchmark of it).

use crate::rules::position::Board;

/// Leaves of the game tree `depth` plies below `board`. A forced pass counts as
/// a ply; a finished game is one leaf, whatever depth remains.
pub fn perft(board: Board, depth: u32) -> u64 {
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
                    perft(passed, depth - 1)
                };
            }
            if depth == 2 {
                return leaves_two_plies(board, moves);
            }
            squares(moves)
                .map(|sq| perft(board.play(sq, board.flips(sq)), depth - 1))
                .sum()
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
    squares(moves)
        .map(|sq| leaves_one_ply(board.play(sq, board.flips(sq))))
        .sum()
}

/// The indices of the set bits, lowest first.
#[inline(always)]
fn squares(mut bits: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if bits == 0 {
            return None;
        }
        let sq = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        Some(sq)
    })
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
}

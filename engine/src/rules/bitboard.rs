//! Bitboard move generation and flips: the hot path of perft and of the AI.
//!
//! Everything here works on a pair of bitboards seen from the side to move:
//! `p` (the mover's discs) and `o` (the opponent's).

/// Bitboard of every square but columns a and h: a horizontal or diagonal line
/// of opponent discs can only be outflanked through these.
const INNER_COLUMNS: u64 = 0x7E7E_7E7E_7E7E_7E7E;

/// The squares reached from a square in one direction up to the board's edge,
/// nearest first. The first four directions go up in bit index (east, south,
/// south-west, south-east), the last four go down.
const fn ray(square: usize, dc: i32, dr: i32) -> u64 {
    let mut c = (square % 8) as i32 + dc;
    let mut r = (square / 8) as i32 + dr;
    let mut bits = 0;
    while c >= 0 && c < 8 && r >= 0 && r < 8 {
        bits |= 1 << (r * 8 + c);
        c += dc;
        r += dr;
    }
    bits
}

const DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (0, 1),
    (-1, 1),
    (1, 1),
    (-1, 0),
    (0, -1),
    (1, -1),
    (-1, -1),
];

static RAYS: [[u64; 8]; 64] = {
    let mut rays = [[0; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            rays[sq][d] = ray(sq, DIRECTIONS[d].0, DIRECTIONS[d].1);
            d += 1;
        }
        sq += 1;
    }
    rays
};

/// Legal moves in one pair of opposite directions (Kogge-Stone style fill, as
/// in Edax): the empty squares beyond a run of `mask` discs that starts next
/// to a disc of `p`.
#[inline(always)]
fn moves_along(p: u64, mask: u64, dir: u32) -> u64 {
    let mut left = mask & (p << dir);
    let mut right = mask & (p >> dir);
    left |= mask & (left << dir);
    right |= mask & (right >> dir);
    let pair_left = mask & (mask << dir);
    let pair_right = mask & (mask >> dir);
    left |= pair_left & (left << (2 * dir));
    right |= pair_right & (right >> (2 * dir));
    left |= pair_left & (left << (2 * dir));
    right |= pair_right & (right >> (2 * dir));
    (left << dir) | (right >> dir)
}

/// The legal moves of the side owning `p` against `o`. Always inlined: the
/// search's copies for each instruction set (`isa.rs`) must hold their own.
#[inline(always)]
pub fn legal_moves(p: u64, o: u64) -> u64 {
    let inner = o & INNER_COLUMNS;
    (moves_along(p, inner, 1)
        | moves_along(p, o, 8)
        | moves_along(p, inner, 7)
        | moves_along(p, inner, 9))
        & !(p | o)
}

/// The discs that a disc of `p` placed on `square` outflanks, in all 8
/// directions; empty if the move is illegal. `square` must be empty.
#[inline(always)]
pub fn flips(square: usize, p: u64, o: u64) -> u64 {
    let rays = &RAYS[square];
    let mut flipped = 0;
    // Directions going up in bit index: the first square of the ray that is not
    // the opponent's is the lowest set bit of `!o & ray`.
    for &ray in &rays[..4] {
        let stop = !o & ray;
        let outflank = stop & stop.wrapping_neg() & p;
        flipped |= outflank.wrapping_sub((outflank != 0) as u64) & ray;
    }
    // Directions going down: the highest set bit. When the whole ray is the
    // opponent's, the shift by 64 wraps to bit 63, which no downward ray holds.
    for &ray in &rays[4..] {
        let stop = !o & ray;
        let outflank = (1u64 << 63).wrapping_shr(stop.leading_zeros()) & p & ray;
        flipped |= (outflank.wrapping_neg() << 1) & ray;
    }
    flipped
}

/// For a disc placed at `pos` of an 8-square line whose other squares are all
/// the opponent's except the mover's `bits`: how many discs it flips.
static LINE_FLIPS: [[u8; 256]; 8] = {
    let mut table = [[0u8; 256]; 8];
    let mut pos = 0;
    while pos < 8 {
        let mut bits = 0;
        while bits < 256 {
            let mut count = 0;
            // Towards column a, then towards column h.
            let mut run = 0;
            let mut i = pos as i32 - 1;
            while i >= 0 && bits & (1 << i) == 0 {
                run += 1;
                i -= 1;
            }
            if i >= 0 {
                count += run;
            }
            let mut run = 0;
            let mut i = pos + 1;
            while i < 8 && bits & (1 << i) == 0 {
                run += 1;
                i += 1;
            }
            if i < 8 {
                count += run;
            }
            table[pos][bits] = count;
            bits += 1;
        }
        pos += 1;
    }
    table
};

/// The two diagonals through each square: [a1-h8 direction, h1-a8 direction].
static DIAGONALS: [[u64; 2]; 64] = {
    let mut table = [[0u64; 2]; 64];
    let mut sq = 0;
    while sq < 64 {
        table[sq][0] = RAYS[sq][3] | RAYS[sq][7] | (1 << sq);
        table[sq][1] = RAYS[sq][2] | RAYS[sq][6] | (1 << sq);
        sq += 1;
    }
    table
};

const COLUMN_A: u64 = 0x0101_0101_0101_0101;

/// How many discs the owner of `p` flips by playing `square` when it is the
/// last empty square, so that every other square is the opponent's. Each line
/// through the square is read as a byte and looked up: much cheaper than
/// [`flips`] for the last move of the endgame.
#[inline(always)]
pub fn last_flip_count(square: usize, p: u64) -> u32 {
    let (column, row) = (square % 8, square / 8);
    let along_row = (p >> (row * 8)) as u8 as usize;
    let along_column =
        (((p >> column) & COLUMN_A).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize;
    // A diagonal has one square per column: folding the rows onto one byte
    // reads it in column order.
    let [d9, d7] = DIAGONALS[square];
    let along_d9 = ((p & d9).wrapping_mul(COLUMN_A) >> 56) as usize;
    let along_d7 = ((p & d7).wrapping_mul(COLUMN_A) >> 56) as usize;
    (LINE_FLIPS[column][along_row]
        + LINE_FLIPS[row][along_column]
        + LINE_FLIPS[column][along_d9]
        + LINE_FLIPS[column][along_d7]) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_moves_and_flips() {
        // Black: d5 (35) and e4 (28); white: d4 (27) and e5 (36).
        let black = (1 << 35) | (1 << 28);
        let white = (1 << 27) | (1 << 36);
        let moves = legal_moves(black, white);
        // d3 (19), c4 (26), f5 (37), e6 (44).
        assert_eq!(moves, (1 << 19) | (1 << 26) | (1 << 37) | (1 << 44));
        assert_eq!(flips(37, black, white), 1 << 36);
        assert_eq!(flips(19, black, white), 1 << 27);
        assert_eq!(flips(0, black, white), 0);
    }

    #[test]
    fn last_flip_count_matches_flips_with_one_empty_square() {
        // Pseudo-random boards with one empty square, every square in turn.
        let mut state = 0x1234_5678_9ABC_DEF0u64;
        for _ in 0..2000 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let square = (state >> 58) as usize;
            let p = state.rotate_left(17) & !(1 << square);
            let o = !p & !(1 << square);
            assert_eq!(
                last_flip_count(square, p),
                flips(square, p, o).count_ones(),
                "square {square} p {p:#x}"
            );
        }
    }

    #[test]
    fn rays_stop_at_the_edge() {
        assert_eq!(RAYS[7][0], 0, "nothing east of h1");
        assert_eq!(RAYS[0][4], 0, "nothing west of a1");
        assert_eq!(RAYS[0][3].count_ones(), 7, "a1-h8 diagonal");
        assert_eq!(RAYS[63][7].count_ones(), 7, "h8-a1 diagonal");
    }
}

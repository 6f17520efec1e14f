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

/// The legal moves of the side owning `p` against `o`.
#[inline]
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
#[inline]
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
    fn rays_stop_at_the_edge() {
        assert_eq!(RAYS[7][0], 0, "nothing east of h1");
        assert_eq!(RAYS[0][4], 0, "nothing west of a1");
        assert_eq!(RAYS[0][3].count_ones(), 7, "a1-h8 diagonal");
        assert_eq!(RAYS[63][7].count_ones(), 7, "h8-a1 diagonal");
    }
}

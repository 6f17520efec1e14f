//! Stable discs: discs that no sequence of moves can flip. A lower bound is
//! enough for the AI (evaluation, and endgame cutoffs when the opponent's
//! stable discs already decide the result).

use std::sync::OnceLock;

/// For every pair of edge bytes (player, opponent), the player's discs that are
/// stable along that edge, whatever is played on it. 64 KiB, built on first use.
///
/// Built from full lines down: a disc is stable when it is the player's and
/// stays stable after every placement on an empty square by either side (any
/// empty square: on the real board the move may be legal through another
/// direction), and each placement leads to a line with one empty fewer,
/// already in the table. About 100,000 steps: the search this replaced
/// visited every sequence of placements and held the page's thread 130 ms in
/// the browser the first time the coach measured a move.
fn edge_table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![0u8; 256 * 256];
        let mut lines: Vec<u8> = (0..=255).collect();
        lines.sort_by_key(|occupied| std::cmp::Reverse(occupied.count_ones()));
        for occupied in lines {
            // Every way to share the occupied squares: p a subset, o the rest.
            let mut p = occupied;
            loop {
                let o = occupied & !p;
                let mut stable = p;
                let mut empty = !occupied;
                while empty != 0 && stable != 0 {
                    let x = empty.trailing_zeros();
                    empty &= empty - 1;
                    let (np, no) = edge_play(p, o, x);
                    stable &= table[np as usize * 256 + no as usize];
                    let (no, np) = edge_play(o, p, x);
                    stable &= table[np as usize * 256 + no as usize];
                }
                table[p as usize * 256 + o as usize] = stable;
                if p == 0 {
                    break;
                }
                p = (p - 1) & occupied;
            }
        }
        table
    })
}

/// Places a disc for `p` on `x` of an 8-square line and flips what it
/// outflanks along the line. Returns the new (p, o).
fn edge_play(mut p: u8, mut o: u8, x: u32) -> (u8, u8) {
    p |= 1 << x;
    for step in [-1i32, 1] {
        let mut y = x as i32 + step;
        let mut run = 0u8;
        while (0..8).contains(&y) && o & (1 << y) != 0 {
            run |= 1 << y;
            y += step;
        }
        if (0..8).contains(&y) && p & (1 << y) != 0 {
            p |= run;
            o &= !run;
        }
    }
    (p, o)
}

const COLUMN_A: u64 = 0x0101_0101_0101_0101;

/// Column a as a byte, bit k = row k+1.
#[inline]
fn column_a_byte(bits: u64) -> usize {
    ((bits & COLUMN_A).wrapping_mul(0x0102_0408_1020_4080) >> 56) as usize
}

/// A byte spread back onto column a.
static COLUMN_A_FROM_BYTE: [u64; 256] = {
    let mut table = [0u64; 256];
    let mut b = 0;
    while b < 256 {
        let mut k = 0;
        while k < 8 {
            if b & (1 << k) != 0 {
                table[b] |= 1 << (8 * k);
            }
            k += 1;
        }
        b += 1;
    }
    table
};

/// The mover's discs that are stable along the four edges.
#[inline]
pub fn edge_stable_discs(p: u64, o: u64) -> u64 {
    let table = edge_table();
    let lookup = |pb: usize, ob: usize| table[pb * 256 + ob];
    let row1 = lookup((p & 0xFF) as usize, (o & 0xFF) as usize) as u64;
    let row8 = (lookup((p >> 56) as usize, (o >> 56) as usize) as u64) << 56;
    let col_a = COLUMN_A_FROM_BYTE[lookup(column_a_byte(p), column_a_byte(o)) as usize];
    let col_h =
        COLUMN_A_FROM_BYTE[lookup(column_a_byte(p >> 7), column_a_byte(o >> 7)) as usize] << 7;
    row1 | row8 | col_a | col_h
}

/// The 15 diagonals in each direction, as masks.
static DIAGONALS: [u64; 30] = {
    let mut masks = [0u64; 30];
    let mut i = 0;
    // a1-h8 direction (+9): starting squares on column a and row 1.
    let mut start = 0;
    while start < 15 {
        let (mut c, mut r): (i32, i32) = if start < 8 {
            (0, start)
        } else {
            (start - 7, 0)
        };
        let mut m = 0u64;
        while c < 8 && r < 8 {
            m |= 1 << (r * 8 + c);
            c += 1;
            r += 1;
        }
        masks[i] = m;
        i += 1;
        start += 1;
    }
    // h1-a8 direction (+7): starting squares on column h and row 1.
    let mut start = 0;
    while start < 15 {
        let (mut c, mut r): (i32, i32) = if start < 8 {
            (7, start)
        } else {
            (14 - start, 0)
        };
        let mut m = 0u64;
        while c >= 0 && r < 8 {
            m |= 1 << (r * 8 + c);
            c -= 1;
            r += 1;
        }
        masks[i] = m;
        i += 1;
        start += 1;
    }
    masks
};

/// Occupied squares whose line is full, for each of the 4 line directions:
/// [horizontal, vertical, a1-h8 diagonal, h1-a8 diagonal].
#[inline]
fn full_lines(occupied: u64) -> [u64; 4] {
    let mut h = occupied;
    h &= h >> 1;
    h &= h >> 2;
    h &= h >> 4;
    let h = (h & COLUMN_A).wrapping_mul(0xFF);
    let mut v = occupied;
    v &= v.rotate_right(8);
    v &= v.rotate_right(16);
    v &= v.rotate_right(32);
    let mut d9 = 0;
    let mut d7 = 0;
    for (i, &m) in DIAGONALS.iter().enumerate() {
        if occupied & m == m {
            if i < 15 {
                d9 |= m;
            } else {
                d7 |= m;
            }
        }
    }
    [h, v, d9, d7]
}

/// A lower bound of the mover's stable discs: stable edge discs, discs all of
/// whose lines are full, and inner discs that in every direction have a full
/// line or a stable neighbour of their colour.
pub fn stable_discs(p: u64, o: u64) -> u64 {
    const INNER: u64 = 0x007E_7E7E_7E7E_7E00;
    let [h, v, d9, d7] = full_lines(p | o);
    let mut stable = edge_stable_discs(p, o) | (p & h & v & d9 & d7 & INNER);
    if stable == 0 {
        return 0;
    }
    let candidates = p & INNER;
    loop {
        let along_h = h | (stable << 1) | (stable >> 1);
        let along_v = v | (stable << 8) | (stable >> 8);
        let along_d9 = d9 | (stable << 9) | (stable >> 9);
        let along_d7 = d7 | (stable << 7) | (stable >> 7);
        let more = stable | (candidates & along_h & along_v & along_d9 & along_d7);
        if more == stable {
            return stable;
        }
        stable = more;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition, searched: the discs of `stable` (a subset of `p`)
    /// that stay `p`'s through every sequence of placements on the line's
    /// empty squares, by either side.
    fn edge_stable(p: u8, o: u8, stable: u8) -> u8 {
        let mut stable = stable & p;
        let empty = !(p | o);
        if stable == 0 || empty == 0 {
            return stable;
        }
        for x in 0..8 {
            if empty & (1 << x) == 0 {
                continue;
            }
            let (np, no) = edge_play(p, o, x);
            stable = edge_stable(np, no, stable);
            if stable == 0 {
                return 0;
            }
            let (no, np) = edge_play(o, p, x);
            stable = edge_stable(np, no, stable);
            if stable == 0 {
                return 0;
            }
        }
        stable
    }

    /// The table built from full lines down is the search's answer for
    /// every pair of edge bytes.
    #[test]
    fn the_edge_table_is_the_search() {
        let table = edge_table();
        for p in 0..=255u8 {
            for o in 0..=255u8 {
                let expected = if p & o == 0 { edge_stable(p, o, p) } else { 0 };
                assert_eq!(
                    table[p as usize * 256 + o as usize],
                    expected,
                    "p {p:08b} o {o:08b}"
                );
            }
        }
    }

    #[test]
    fn corners_are_stable_and_lone_edge_discs_are_not() {
        // Player on a1 and d1, opponent nowhere near.
        let p = 1 | (1 << 3);
        assert_eq!(edge_stable_discs(p, 0), 1);
        // A full first row is stable wherever its colours lie.
        let p = 0b1010_1010;
        let o = 0b0101_0101;
        assert_eq!(edge_stable_discs(p, o), p);
        // A column works like a row: a1..a8 all the player's.
        assert_eq!(edge_stable_discs(COLUMN_A, 0), COLUMN_A);
        assert_eq!(edge_stable_discs(COLUMN_A << 7, 0), COLUMN_A << 7);
    }

    #[test]
    fn column_byte_round_trips() {
        for (b, &column) in COLUMN_A_FROM_BYTE.iter().enumerate() {
            assert_eq!(column_a_byte(column), b);
        }
    }

    #[test]
    fn full_board_is_all_stable() {
        let p = 0x00FF_00FF_00FF_00FF;
        let o = !p;
        assert_eq!(stable_discs(p, o), p);
        assert_eq!(stable_discs(o, p), o);
    }
}

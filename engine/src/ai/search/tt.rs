//! The transposition table: bounds and best moves of searched positions.

use crate::rules::position::Board;

/// No best move stored.
pub const NO_MOVE: u8 = 64;

#[derive(Clone, Copy, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    lower: i16,
    upper: i16,
    depth: u8,
    best: u8,
    /// Search generation, so entries of earlier searches are replaced first.
    age: u8,
}

/// What the table knows of a position.
#[derive(Clone, Copy, Debug)]
pub struct Probe {
    pub lower: i32,
    pub upper: i32,
    pub depth: u32,
    pub best: u8,
}

/// A table of two-entry buckets keyed by the full position, so that a hit is
/// never another position's.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of about `megabytes` MiB.
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Entry>();
        let buckets = (wanted / 2).next_power_of_two() / 2;
        Table {
            entries: vec![Entry::default(); buckets.max(1) * 2],
            mask: buckets.max(1) - 1,
            age: 0,
        }
    }

    /// Marks the start of a new search: older entries become the first to go.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    #[inline]
    fn bucket(&self, board: &Board) -> usize {
        let h = board.player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ board
                .opponent
                .wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
                .rotate_left(31);
        ((h >> 20) as usize & self.mask) * 2
    }

    #[inline]
    pub fn probe(&self, board: &Board) -> Option<Probe> {
        let i = self.bucket(board);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e.player == board.player && e.opponent == board.opponent)
            .filter(|e| e.lower <= e.upper)
            .map(|e| Probe {
                lower: e.lower as i32,
                upper: e.upper as i32,
                depth: e.depth as u32,
                best: e.best,
            })
    }

    /// Stores the result of a search of `depth` that returned `score` in the
    /// window (`alpha`, `beta`).
    #[inline]
    pub fn store(
        &mut self,
        board: &Board,
        depth: u32,
        alpha: i32,
        beta: i32,
        score: i32,
        best: u8,
        (min, max): (i32, i32),
    ) {
        let (lower, upper) = if score <= alpha {
            (min, score)
        } else if score >= beta {
            (score, max)
        } else {
            (score, score)
        };
        let i = self.bucket(board);
        let age = self.age;
        let bucket = &mut self.entries[i..i + 2];
        let slot = match bucket
            .iter()
            .position(|e| e.player == board.player && e.opponent == board.opponent)
        {
            Some(k) => {
                let e = &mut bucket[k];
                if e.depth as u32 == depth && e.lower <= e.upper {
                    // Same search depth: tighten the bounds we had.
                    e.lower = e.lower.max(lower as i16);
                    e.upper = e.upper.min(upper as i16);
                    if best != NO_MOVE {
                        e.best = best;
                    }
                    e.age = age;
                    return;
                }
                k
            }
            // Replace an old entry first, then the shallower one.
            None => {
                let key = |e: &Entry| ((e.age == age) as u32) << 8 | e.depth as u32;
                if key(&bucket[0]) <= key(&bucket[1]) {
                    0
                } else {
                    1
                }
            }
        };
        bucket[slot] = Entry {
            player: board.player,
            opponent: board.opponent,
            lower: lower as i16,
            upper: upper as i16,
            depth: depth as u8,
            best,
            age,
        };
    }
}

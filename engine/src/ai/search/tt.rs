//! The transposition table: bounds and best moves of searched positions.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::rules::position::Board;

/// The size of the transposition tables, in MiB, that the levels' time
/// bounds were measured with: the game's AI (desktop and web worker) and
/// the tools' full-strength searches use it.
pub const TABLE_MEGABYTES: usize = 64;

/// The tables, in MiB, of the game's evaluation and analysis, which run
/// beside the AI (a desktop task, a web worker).
pub const BACKGROUND_TABLE_MEGABYTES: usize = 16;

/// No best move stored.
pub const NO_MOVE: u8 = 64;

/// The selectivity tag of a bound that no probable cut went into.
pub const EXACT: u8 = u8::MAX;

/// One entry: the position's two bitboards, each XORed with the data word,
/// and the data word (bounds, depth, best move, age). Threads read and write
/// entries without locks; an entry torn by two writes no longer matches its
/// position, so a probe never returns another position's data (Hyatt and
/// Mann's lockless hashing).
#[derive(Default)]
struct Entry {
    player: AtomicU64,
    opponent: AtomicU64,
    data: AtomicU64,
}

/// An entry's data word, unpacked.
#[derive(Clone, Copy)]
struct Data {
    lower: i16,
    upper: i16,
    depth: u8,
    best: u8,
    /// Search generation, so entries of earlier searches are replaced first.
    age: u8,
    /// How sure the bounds are: [`EXACT`], or the pass of a selective
    /// endgame search (higher is surer).
    sel: u8,
}

impl Data {
    fn pack(self) -> u64 {
        self.lower as u16 as u64
            | (self.upper as u16 as u64) << 16
            | (self.depth as u64) << 32
            | (self.best as u64) << 40
            | (self.age as u64) << 48
            | (self.sel as u64) << 56
    }

    fn unpack(word: u64) -> Data {
        Data {
            lower: word as u16 as i16,
            upper: (word >> 16) as u16 as i16,
            depth: (word >> 32) as u8,
            best: (word >> 40) as u8,
            age: (word >> 48) as u8,
            sel: (word >> 56) as u8,
        }
    }
}

impl Entry {
    /// The entry's data if it holds `board`.
    #[inline]
    fn read(&self, board: &Board) -> Option<Data> {
        let data = self.data.load(Ordering::Relaxed);
        (self.player.load(Ordering::Relaxed) ^ data == board.player
            && self.opponent.load(Ordering::Relaxed) ^ data == board.opponent)
            .then(|| Data::unpack(data))
    }

    /// The entry's depth and age, whatever it holds, for replacement.
    #[inline]
    fn rank(&self, age: u8) -> u32 {
        let data = Data::unpack(self.data.load(Ordering::Relaxed));
        ((data.age == age) as u32) << 8 | data.depth as u32
    }

    #[inline]
    fn write(&self, board: &Board, data: Data) {
        let data = data.pack();
        self.player.store(board.player ^ data, Ordering::Relaxed);
        self.opponent
            .store(board.opponent ^ data, Ordering::Relaxed);
        self.data.store(data, Ordering::Relaxed);
    }
}

/// What the table knows of a position.
#[derive(Clone, Copy, Debug)]
pub struct Probe {
    pub lower: i32,
    pub upper: i32,
    pub depth: u32,
    pub best: u8,
    /// The selectivity tag the bounds were stored with.
    pub sel: u8,
}

/// A table of two-entry buckets keyed by the full position, so that a hit is
/// never another position's, shared by a search's threads.
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
            entries: (0..buckets.max(1) * 2).map(|_| Entry::default()).collect(),
            mask: buckets.max(1) - 1,
            age: 0,
        }
    }

    /// Marks the start of a new search: older entries become the first to go.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    pub fn clear(&mut self) {
        for entry in &mut self.entries {
            *entry = Entry::default();
        }
    }

    /// Starts bringing `board`'s bucket into the CPU's cache, so that its
    /// probe a little later does not wait for memory.
    #[inline]
    pub fn prefetch(&self, board: &Board) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let first = &self.entries[self.bucket(board)] as *const Entry as *const i8;
            // SAFETY: a prefetch is only a hint to the CPU and never faults;
            // both addresses lie inside the bucket.
            #[allow(unsafe_code)]
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(first);
                _mm_prefetch::<_MM_HINT_T0>(first.add(2 * std::mem::size_of::<Entry>() - 1));
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = board;
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
            .find_map(|e| e.read(board))
            .filter(|d| d.lower <= d.upper)
            .map(|d| Probe {
                lower: d.lower as i32,
                upper: d.upper as i32,
                depth: d.depth as u32,
                best: d.best,
                sel: d.sel,
            })
    }

    /// Stores the result of a search of `depth` and selectivity tag `sel`
    /// that returned `score` in the window (`alpha`, `beta`).
    #[inline]
    pub fn store(
        &self,
        board: &Board,
        depth: u32,
        alpha: i32,
        beta: i32,
        score: i32,
        best: u8,
        sel: u8,
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
        let bucket = &self.entries[i..i + 2];
        let mut data = Data {
            lower: lower as i16,
            upper: upper as i16,
            depth: depth as u8,
            best,
            age,
            sel,
        };
        let slot = match bucket.iter().position(|e| e.read(board).is_some()) {
            Some(k) => {
                if let Some(old) = bucket[k].read(board)
                    && old.depth as u32 == depth
                    && old.lower <= old.upper
                {
                    if old.sel > sel {
                        // Surer bounds than a selective search's: keep them.
                        return;
                    }
                    if old.sel == sel {
                        // The same search: tighten the bounds we had.
                        // (Another thread's write in between is lost: a
                        // bound, not an error.)
                        data.lower = old.lower.max(data.lower);
                        data.upper = old.upper.min(data.upper);
                        if best == NO_MOVE {
                            data.best = old.best;
                        }
                    }
                }
                k
            }
            // Replace an old entry first, then the shallower one.
            None => {
                if bucket[0].rank(age) <= bucket[1].rank(age) {
                    0
                } else {
                    1
                }
            }
        };
        bucket[slot].write(board, data);
    }
}

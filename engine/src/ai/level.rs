//! The AI's playing levels, from a beginner who slips often to the full search.

use std::time::Duration;

use crate::ai::search::{Limits, SELECTIVITY};

/// The levels from this one on play from the opening book.
pub const BOOK_LEVEL: u32 = 7;

/// One playing level: how deep it looks, when it solves the endgame, how much
/// it errs, and the most time it may take for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (weakest) to 10.
    pub number: u32,
    /// A word for the menu: Beginner … Champion.
    pub name: &'static str,
    /// One line for the game's menu.
    pub description: &'static str,
    /// The midgame search's depth in plies.
    pub depth: u32,
    /// Solved exactly from this many empty squares.
    pub exact_empties: u32,
    /// Solved as a win, loss or draw from this many empty squares.
    pub wld_empties: u32,
    /// Searched to the end selectively from this many empty squares (see
    /// [`Limits::selective_end_empties`]).
    pub selective_end_empties: u32,
    /// Random error added to each move's score, in discs.
    pub noise: u32,
    /// How much its judgement counts discs, in percent (see
    /// [`Limits::greed`]).
    pub greed: u32,
    /// Whether the midgame search is selective (ProbCut): deeper in the
    /// same time, at a small risk of missing a move.
    pub selective: bool,
    /// The longest it may think about a move.
    pub max_time: Duration,
}

const fn level(
    number: u32,
    name: &'static str,
    description: &'static str,
    depth: u32,
    (exact_empties, wld_empties, selective_end_empties): (u32, u32, u32),
    (noise, greed): (u32, u32),
    selective: bool,
    max_millis: u64,
) -> Level {
    Level {
        number,
        name,
        description,
        depth,
        exact_empties,
        wld_empties,
        selective_end_empties,
        noise,
        greed,
        selective,
        max_time: Duration::from_millis(max_millis),
    }
}

/// Levels 1 to 10; `LEVELS[n - 1]` is level n. The weaker levels search a
/// little and add noise to their judgement; the stronger ones search deeper,
/// selectively and from the opening book from level 7, and solve the
/// endgame exactly.
#[rustfmt::skip]
pub const LEVELS: [Level; 10] = [
    //    n  name           description                                              depth (exact, wld, sel. end) (noise, greed) selective ms
    level(1, "Beginner",    "Glances one move ahead and grabs the most discs",          1, (0, 0, 0), (3, 70), false, 1000),
    level(2, "Novice",      "Two moves ahead, often greedy for discs",                  2, (0, 0, 0), (2, 45), false, 1000),
    level(3, "Casual",      "Three moves ahead, sometimes careless",                    3, (0, 0, 0), (2, 25), false, 1000),
    level(4, "Club",        "Four moves ahead, rarely careless",                        4, (0, 0, 0), (1, 10), false, 1000),
    level(5, "Skilled",     "Five moves ahead; perfect in the last 10 moves",           5, (10, 12, 12), (0, 0), false, 1500),
    level(6, "Strong",      "Six moves ahead; perfect in the last 12 moves",            6, (12, 14, 14), (0, 0), false, 2000),
    level(7, "Expert",      "Opening book, then ten moves ahead; perfect in the last 14 moves", 10, (14, 16, 16), (0, 0), true,  2500),
    level(8, "Master",      "Opening book, then thirteen moves ahead; perfect in the last 16 moves", 13, (16, 18, 18), (0, 0), true,  3000),
    level(9, "Grandmaster", "Opening book, then eighteen moves ahead; perfect in the last 18 moves", 18, (18, 20, 20), (0, 0), true,  4000),
    level(10, "Champion",   "Opening book, then the deepest search; perfect in the last 20 moves", 60, (20, 22, 24), (0, 0), true,  5000),
];

impl Level {
    /// The level numbers, weakest first.
    pub const RANGE: std::ops::RangeInclusive<u32> = 1..=LEVELS.len() as u32;

    /// Level `number` (see [`Level::RANGE`]), if it exists.
    pub fn get(number: u32) -> Option<Level> {
        LEVELS.get(number.checked_sub(1)? as usize).copied()
    }

    /// Level 10.
    pub fn strongest() -> Level {
        LEVELS[LEVELS.len() - 1]
    }

    /// The threads a search at this level uses on a machine with `cores`:
    /// every core from level 8 on, where a move takes seconds (their depth
    /// bounds make them faster, not stronger, except level 10, whose bound
    /// is time); one below, where a move takes a moment anyway.
    pub fn threads(&self, cores: usize) -> usize {
        if self.number >= 8 { cores.max(1) } else { 1 }
    }

    /// The search limits of this level.
    pub fn limits(&self) -> Limits {
        Limits {
            depth: self.depth,
            exact_empties: self.exact_empties,
            wld_empties: self.wld_empties,
            selective_end_empties: self.selective_end_empties,
            nodes: None,
            time: Some(self.max_time),
            noise: self.noise,
            greed: self.greed,
            selectivity: self.selective.then_some(SELECTIVITY),
            book: self.number >= BOOK_LEVEL,
        }
    }
}

//! Puzzles: a position where one move is clearly best, proven by the
//! solver, graded by how shallow a search still finds it (`reversi-engine
//! puzzles` builds them). The game's set ships in the engine
//! (`data/puzzles.txt`, easiest first), with the puzzle of each day.

use std::sync::OnceLock;

use crate::rules::position::Position;
use crate::rules::square::Square;

/// A position, its one clearly best move, and how hard it is to find.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position, its side to move the player's.
    pub position: Position,
    /// The one clearly best move.
    pub best: Square,
    /// The best move's exact score, for the side to move.
    pub score: i32,
    /// The second best move's exact score.
    pub second: i32,
    /// The shallowest full-width search that plays the best move (and so
    /// does every deeper one up to the deepest tried); 0: none does.
    pub depth: u32,
}

/// The difficulties a player chooses from, easiest first.
pub const DIFFICULTIES: std::ops::RangeInclusive<u32> = 1..=5;

impl Puzzle {
    /// One line: the board, then `; best d3 score +6 second +0 depth 5`.
    pub fn line(&self) -> String {
        format!(
            "{} ; best {} score {:+} second {:+} depth {}",
            self.position, self.best, self.score, self.second, self.depth
        )
    }

    /// Reads [`Puzzle::line`]'s text.
    pub fn parse(line: &str) -> Result<Puzzle, String> {
        let (board, rest) = line
            .split_once(';')
            .ok_or_else(|| format!("no ';' in {line:?}"))?;
        let position = Position::from_obf(board.trim()).map_err(|e| e.to_string())?;
        let words: Vec<&str> = rest.split_whitespace().collect();
        let [
            "best",
            best,
            "score",
            score,
            "second",
            second,
            "depth",
            depth,
        ] = words[..]
        else {
            return Err(format!("not a puzzle: {line:?}"));
        };
        let number = |text: &str| text.parse::<i32>().map_err(|e| format!("{text:?}: {e}"));
        let best: Square = best.parse().map_err(|e| format!("{e}"))?;
        if !position.legal_moves().contains(best) {
            return Err(format!("{best} is not a move in {line:?}"));
        }
        Ok(Puzzle {
            position,
            best,
            score: number(score)?,
            second: number(second)?,
            depth: number(depth)?
                .try_into()
                .map_err(|_| format!("depth {depth}"))?,
        })
    }

    /// 1 (a 1- or 2-ply search finds it) to 5 (11 plies or more, or none
    /// up to 12): steps of about a hundred puzzles each in the shipped set.
    pub fn difficulty(&self) -> u32 {
        match self.depth {
            1..=2 => 1,
            3..=5 => 2,
            6..=8 => 3,
            9..=10 => 4,
            _ => 5,
        }
    }
}

/// The shipped puzzles, easiest first, numbered from 0 by their place.
pub fn puzzle_set() -> &'static [Puzzle] {
    static SET: OnceLock<Vec<Puzzle>> = OnceLock::new();
    SET.get_or_init(|| {
        include_str!("../../data/puzzles.txt")
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|line| Puzzle::parse(line).ok())
            .collect()
    })
}

/// The number of the puzzle of `day` (days since 1970-01-01, UTC) in a set
/// of `count`: days step through the set by a fixed stride near the golden
/// ratio of its size, coprime with it, so that every puzzle comes once in
/// `count` days and neighbouring days are far apart in difficulty. The same
/// everywhere: no clock but the date, no server, no random generator.
pub fn puzzle_of_day(day: u64, count: usize) -> usize {
    if count == 0 {
        return 0;
    }
    let count = count as u64;
    let gcd = |mut a: u64, mut b: u64| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let mut stride = (count * 618 / 1000).max(1);
    while gcd(stride, count) != 1 {
        stride += 1;
    }
    ((day % count) * stride % count) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_line_reads_back() {
        let puzzle = Puzzle {
            position: Position::start(),
            best: "f5".parse().unwrap(),
            score: 6,
            second: -2,
            depth: 3,
        };
        assert_eq!(Puzzle::parse(&puzzle.line()), Ok(puzzle.clone()));
        for bad in [
            "",
            "x ; best f5",
            &puzzle.line().replace("best f5", "best z9"),
            // Not a legal move there.
            &puzzle.line().replace("best f5", "best a1"),
        ] {
            assert!(Puzzle::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_shipped_set_is_read_whole_and_spans_every_difficulty() {
        let set = puzzle_set();
        let lines = include_str!("../../data/puzzles.txt")
            .lines()
            .filter(|line| !line.starts_with('#'))
            .count();
        assert_eq!(set.len(), lines);
        for difficulty in DIFFICULTIES {
            let count = set.iter().filter(|p| p.difficulty() == difficulty).count();
            assert!(count >= 50, "difficulty {difficulty}: {count} puzzles");
        }
    }

    /// Every puzzle comes once in as many days as there are puzzles, and
    /// the next day's is another.
    #[test]
    fn the_days_go_through_every_puzzle() {
        for count in [1, 2, 97, 582, 1000] {
            let mut seen = vec![false; count];
            for day in 20_000..20_000 + count as u64 {
                let number = puzzle_of_day(day, count);
                assert!(!seen[number], "{count}: {number} twice");
                seen[number] = true;
                if count > 1 {
                    assert_ne!(number, puzzle_of_day(day + 1, count));
                }
            }
        }
    }
}

//! Starts other than the standard position, as the XOT games of the
//! tournaments play them: a balanced start (a shipped line of
//! [`BALANCED_PLIES`] moves whose position a search scores within
//! [`BALANCED_WITHIN`] disc of even) or a random start (random legal moves
//! from the standard start).
//!
//! The balanced starts are `data/starts.txt`, made by the tools'
//! `reversi-engine openings --count 1000 --plies 8 --depth 10 --max-score 1
//! --seed 1`: random 8-move lines, no two alike under the board's
//! symmetries, each kept when the mean of a 10-ply and an 11-ply search of
//! its position (the shipped evaluation, full width) is within 1 disc.

use std::sync::OnceLock;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::rules::game::Game;
use crate::rules::position::Move;

/// The moves of a balanced start.
pub const BALANCED_PLIES: usize = 8;
/// The depth of the shallower of the two searches that scored the balanced
/// starts (the other is one ply deeper).
pub const BALANCED_DEPTH: u32 = 10;
/// The most a balanced start's score is from even, in discs.
pub const BALANCED_WITHIN: i32 = 1;

/// The shipped balanced starts, as lines from the standard start.
pub fn balanced_starts() -> &'static [Game] {
    static STARTS: OnceLock<Vec<Game>> = OnceLock::new();
    STARTS.get_or_init(|| {
        include_str!("../data/starts.txt")
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .filter_map(|line| Game::from_transcript(line.trim()).ok())
            .collect()
    })
}

/// `plies` random legal moves from the standard start, the same for the
/// same seed; fewer if the game ends first (a pass is played when forced).
pub fn random_start(plies: usize, seed: u64) -> Game {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = Game::new();
    while game.moves().len() < plies && !game.position().is_game_over() {
        let moves: Vec<Move> = game
            .position()
            .legal_moves()
            .iter()
            .map(Move::Place)
            .collect();
        let mv = if moves.is_empty() {
            Move::Pass
        } else {
            moves[rng.random_range(0..moves.len())]
        };
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// At least 1,000 starts, every line legal and of 8 moves, no two the
    /// same position under a symmetry.
    #[test]
    fn the_balanced_starts_are_a_thousand_distinct_lines() {
        let starts = balanced_starts();
        assert!(starts.len() >= 1000, "{} starts", starts.len());
        let lines = include_str!("../data/starts.txt")
            .lines()
            .filter(|line| !line.starts_with('#'))
            .count();
        assert_eq!(starts.len(), lines, "a line that does not read");
        let mut seen = HashSet::new();
        for game in starts {
            assert_eq!(game.moves().len(), BALANCED_PLIES);
            let position = game.position();
            let key = (0..8)
                .map(|s| {
                    let image = |bits| crate::rules::square::SquareSet(bits).symmetric(s).bits();
                    (image(position.black()), image(position.white()))
                })
                .min();
            assert!(seen.insert(key), "{} twice", game.transcript());
        }
    }

    /// A sample (every 25th, from a fresh search each) scores as shipped:
    /// the mean of the 10- and 11-ply searches within a disc of even. New
    /// weights that move them need the starts made again.
    #[test]
    fn the_balanced_starts_are_within_a_disc_at_the_shipped_depth() {
        use std::sync::atomic::AtomicBool;

        use crate::ai::search::{Evaluator, Limits, Searcher, TABLE_MEGABYTES};

        let stop = AtomicBool::new(false);
        for game in balanced_starts().iter().step_by(25) {
            let mut searcher =
                Searcher::new(TABLE_MEGABYTES, 0).with_evaluator(Evaluator::trained().unwrap());
            let position = game.position();
            let even = searcher
                .search(position, &Limits::depth(BALANCED_DEPTH), &stop)
                .score;
            let odd = searcher
                .search(position, &Limits::depth(BALANCED_DEPTH + 1), &stop)
                .score;
            assert!(
                (even + odd).abs() <= 2 * BALANCED_WITHIN,
                "{}: {even} and {odd}",
                game.transcript()
            );
        }
    }

    #[test]
    fn a_random_start_is_its_seed_s_and_legal() {
        let a = random_start(12, 5);
        assert_eq!(a.moves().len(), 12);
        assert_eq!(a, random_start(12, 5));
        assert!((6..10).any(|seed| random_start(12, seed) != a));
        assert_eq!(random_start(0, 1), Game::new());
        // The record replays through the rules.
        assert_eq!(Game::from_transcript(&a.transcript()).unwrap(), a);
    }
}

//! Puzzles from the engine's own games: positions near the end where one
//! move is better than every other by a clear margin (at least
//! [`MARGIN`] discs, or the only move that wins), proven by the exact
//! solver, and graded by how shallow a full-width search still finds that
//! move.

use std::sync::atomic::AtomicBool;

use reversi_engine::{
    Evaluator, Game, Limits, Position, Puzzle, ScoreKind, Searcher, Square, score_moves,
};

use crate::matches::openings;
use crate::parallel;

/// The best move beats the second by at least this many discs (or is the
/// only win).
pub const MARGIN: i32 = 4;
/// Puzzles are taken from positions with this many empty squares: the
/// solver proves them in moments, a player can still read them.
pub const EMPTIES: std::ops::RangeInclusive<u32> = 10..=20;
/// The deepest search tried when grading; a puzzle no search up to it
/// finds has difficulty 0 ("deeper than that").
pub const MAX_FIND_DEPTH: u32 = 12;
/// Puzzles taken from one game at most: the set spreads over many games.
const PER_GAME: usize = 2;
/// The searchers' tables, in MiB.
const MEGABYTES: usize = 16;

/// How hard a puzzle is to find: its depth, none found hardest.
pub fn hardness(puzzle: &Puzzle) -> u32 {
    if puzzle.depth == 0 {
        u32::MAX
    } else {
        puzzle.depth
    }
}

/// Whether `best` over `second` is a puzzle's margin.
pub fn clear_margin(best: i32, second: i32) -> bool {
    best - second >= MARGIN || (best > 0 && second <= 0)
}

/// The puzzle in `position`, if it has one: every move solved exactly,
/// the best clearly ahead of the second.
pub fn puzzle_at(searcher: &mut Searcher, position: &Position) -> Option<Puzzle> {
    if position.legal_moves().len() < 2 || !EMPTIES.contains(&position.empty_count()) {
        return None;
    }
    let never = AtomicBool::new(false);
    // A cheap look first: most positions have no clear best move.
    let estimates = score_moves(searcher, position, 6, 0, &never)?;
    if estimates[0].score - estimates[1].score < MARGIN - 2 {
        return None;
    }
    let exact = score_moves(searcher, position, 1, 64, &never)?;
    debug_assert!(exact.iter().all(|m| m.kind == ScoreKind::Exact));
    let (best, second) = (exact[0], exact[1]);
    if !clear_margin(best.score, second.score) {
        return None;
    }
    Some(Puzzle {
        position: *position,
        best: best.square,
        score: best.score,
        second: second.score,
        depth: finding_depth(searcher, position, best.square),
    })
}

/// The shallowest full-width midgame search from which every deeper one,
/// up to [`MAX_FIND_DEPTH`], plays `best`; 0 if the deepest does not.
fn finding_depth(searcher: &mut Searcher, position: &Position, best: Square) -> u32 {
    let never = AtomicBool::new(false);
    let mut found = 0;
    for depth in (1..=MAX_FIND_DEPTH).rev() {
        let limits = Limits {
            exact_empties: 0,
            wld_empties: 0,
            ..Limits::depth(depth)
        };
        searcher.clear();
        if searcher.search(position, &limits, &never).best_move != best.into() {
            break;
        }
        found = depth;
    }
    found
}

/// A game of the engine against itself from `opening`: both sides search
/// `depth` plies, solving exactly from 16 empties.
fn strong_game(searcher: &mut Searcher, opening: &Game, depth: u32) -> Game {
    let never = AtomicBool::new(false);
    let limits = Limits {
        exact_empties: 16,
        wld_empties: 16,
        ..Limits::depth(depth)
    };
    let mut game = opening.clone();
    while !game.position().is_game_over() {
        if game.pass_if_forced() {
            continue;
        }
        let found = searcher.search(game.position(), &limits, &never);
        game.play(found.best_move)
            .expect("the search plays legal moves");
    }
    game
}

/// The puzzles of `games` games of the engine's (random 6-ply openings from
/// `seed`, both sides at `depth`), the two hardest of each game, without
/// repeats; the same for the same arguments on any number of threads.
pub fn generate(
    games: usize,
    depth: u32,
    seed: u64,
    threads: usize,
    evaluator: &Evaluator,
) -> Vec<Puzzle> {
    let starts = openings(games, 6, seed);
    let found = parallel::map(
        &starts,
        threads,
        || Searcher::new(MEGABYTES, seed).with_evaluator(evaluator.clone()),
        |searcher, opening| {
            // Each game from a clear table: the set is the same on any
            // number of threads.
            searcher.clear();
            let game = strong_game(searcher, opening, depth);
            let mut puzzles: Vec<Puzzle> = (0..game.moves().len())
                .filter_map(|ply| game.position_at(ply))
                .filter_map(|position| puzzle_at(searcher, &position))
                .collect();
            // The game's hardest: most of its clear moves a glance finds.
            puzzles.sort_by_key(|p| std::cmp::Reverse(hardness(p)));
            puzzles.truncate(PER_GAME);
            puzzles
        },
    );
    let mut puzzles: Vec<Puzzle> = Vec::new();
    for puzzle in found.into_iter().flatten() {
        if !puzzles.iter().any(|p| p.position == puzzle.position) {
            puzzles.push(puzzle);
        }
    }
    puzzles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clear_margin_is_four_discs_or_the_only_win() {
        assert!(clear_margin(6, 2) && clear_margin(1, 0) && !clear_margin(5, 2));
    }
}

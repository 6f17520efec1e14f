//! A game's moves judged by the search: where each move was played, the best
//! move and its score, the played move's score, and the discs it lost. The
//! `analyse` command and the game's analysis both use it.

use std::sync::atomic::AtomicBool;

use super::search::{Limits, ScoreKind, Searcher};
use crate::rules::game::Game;
use crate::rules::position::{Move, Position};
use crate::rules::square::Color;

/// How a review searches: `midgame` for positions with more than
/// `exact_empties` empty squares, an exact solve for the others.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewLimits {
    /// The midgame positions' search.
    pub midgame: Limits,
    /// Positions with at most this many empties are solved exactly.
    pub exact_empties: u32,
}

/// One move of a game, judged. Scores are final disc differences from the
/// mover's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// The move's number in the game (1-based, passes counted).
    pub ply: usize,
    /// Who played it.
    pub color: Color,
    /// The move played.
    pub played: Move,
    /// The best move where it was played (the played one when it is as good).
    pub best: Move,
    /// The best move's score.
    pub best_score: i32,
    /// The played move's score.
    pub played_score: i32,
    /// Both scores are exact (solved), not estimates.
    pub exact: bool,
}

impl MoveReview {
    /// The discs the move gave away against the best one (0 for the best).
    pub fn loss(&self) -> i32 {
        self.best_score - self.played_score
    }
}

/// Judges `played` in `position` (legal there): the best move, its score,
/// the played move's score, and whether both are exact.
fn review_move(
    searcher: &mut Searcher,
    position: &Position,
    played: Move,
    limits: &ReviewLimits,
    stop: &AtomicBool,
) -> (Move, i32, i32, bool) {
    let limits_at = |position: &Position| {
        if position.empty_count() <= limits.exact_empties {
            Limits::solve()
        } else {
            limits.midgame.clone()
        }
    };
    let best = searcher.search(position, &limits_at(position), stop);
    if played == best.best_move || played == Move::Pass {
        return (
            best.best_move,
            best.score,
            best.score,
            best.kind == ScoreKind::Exact,
        );
    }
    let mut after = *position;
    after
        .play(played)
        .expect("the reviewed move is legal where it was played");
    // One ply was played: the reply is searched a ply shallower, so that
    // both moves are seen to the same depth (an evaluation's parity bias
    // would otherwise favour one of them).
    let mut reply_limits = limits_at(&after);
    reply_limits.depth = reply_limits.depth.saturating_sub(1).max(1);
    let reply = searcher.search(&after, &reply_limits, stop);
    let played_score = -reply.score;
    let exact = best.kind == ScoreKind::Exact && reply.kind == ScoreKind::Exact;
    // Estimates at equal depth can rate the played move above the search's
    // choice: then it is as good as any, and lost nothing.
    if played_score >= best.score {
        return (played, played_score, played_score, exact);
    }
    (best.best_move, best.score, played_score, exact)
}

/// Judges every move of `game` in order; `progress` hears of each as it is
/// done (an interface's progress bar). Stops early, with the moves judged so
/// far, when `stop` is set.
pub fn review_game(
    searcher: &mut Searcher,
    game: &Game,
    limits: &ReviewLimits,
    stop: &AtomicBool,
    mut progress: impl FnMut(&MoveReview),
) -> Vec<MoveReview> {
    let mut reviews = Vec::new();
    for (index, played) in game.moves().iter().enumerate() {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let position = game
            .position_at(index)
            .expect("a played move has a position before it");
        let (best, best_score, played_score, exact) =
            review_move(searcher, &position, played.mv, limits, stop);
        let review = MoveReview {
            ply: index + 1,
            color: played.color,
            played: played.mv,
            best,
            best_score,
            played_score,
            exact,
        };
        progress(&review);
        reviews.push(review);
    }
    reviews
}

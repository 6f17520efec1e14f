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

impl ReviewLimits {
    /// Midgame positions searched `depth` plies deep; from `exact_empties`
    /// empty squares on, every position solved exactly.
    pub fn depth(depth: u32, exact_empties: u32) -> ReviewLimits {
        ReviewLimits {
            midgame: Limits {
                exact_empties,
                wld_empties: exact_empties,
                ..Limits::depth(depth)
            },
            exact_empties,
        }
    }
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
    for ply in 1..=game.moves().len() {
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let Some(review) = review_ply(searcher, game, ply, limits, stop) else {
            break;
        };
        progress(&review);
        reviews.push(review);
    }
    reviews
}

/// Judges move `ply` of `game` (1-based, passes counted), or `None` if the
/// game has no such move. The game's analysis asks for one move at a time.
///
/// Each move is judged afresh, the searcher's tables cleared first: the
/// same move and limits get the same judgement whatever the searcher did
/// before (the moves before it, or the evaluation's jobs between them), so
/// that the game's analysis and the `analyse` command agree.
pub fn review_ply(
    searcher: &mut Searcher,
    game: &Game,
    ply: usize,
    limits: &ReviewLimits,
    stop: &AtomicBool,
) -> Option<MoveReview> {
    let played = game.moves().get(ply.checked_sub(1)?)?;
    let position = game.position_at(ply - 1)?;
    searcher.clear();
    let (best, best_score, played_score, exact) =
        review_move(searcher, &position, played.mv, limits, stop);
    Some(MoveReview {
        ply,
        color: played.color,
        played: played.mv,
        best,
        best_score,
        played_score,
        exact,
    })
}

/// A legal move's score, from the mover's side in discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveScore {
    /// The square.
    pub square: crate::rules::square::Square,
    /// The final disc difference expected (or proven) after it.
    pub score: i32,
    /// Whether the score is an estimate, exact, or a win/loss/draw only.
    pub kind: ScoreKind,
}

/// Scores every legal move of `position` (the evaluation on the board):
/// each reply searched `depth - 1` plies deep, or solved exactly when it has
/// at most `exact_empties` empty squares. Best first. `None` when `stop`
/// was set before the last move was scored (the caller asked for a newer
/// position), or when the side to move has no move.
pub fn score_moves(
    searcher: &mut Searcher,
    position: &Position,
    depth: u32,
    exact_empties: u32,
    stop: &AtomicBool,
) -> Option<Vec<MoveScore>> {
    let mut scores = Vec::new();
    for square in position.legal_moves() {
        let mut after = *position;
        after.play(square).expect("a legal move");
        let limits = if after.empty_count() <= exact_empties {
            Limits::solve()
        } else {
            let mut limits = Limits::depth(depth.saturating_sub(1).max(1));
            limits.exact_empties = exact_empties.min(limits.exact_empties);
            limits.wld_empties = exact_empties.min(limits.wld_empties);
            limits
        };
        let reply = searcher.search(&after, &limits, stop);
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        scores.push(MoveScore {
            square,
            score: -reply.score,
            kind: reply.kind,
        });
    }
    if scores.is_empty() {
        return None;
    }
    scores.sort_by_key(|m| -m.score);
    Some(scores)
}

/// The best line from `position`: up to `plies` moves (passes count), each
/// the best of [`score_moves`] at `depth` (solved from `exact_empties`),
/// stopping before a move that would end the game, so that the line leaves
/// a position still to play. Empty when stopped.
pub fn best_line(
    searcher: &mut Searcher,
    position: &Position,
    plies: usize,
    depth: u32,
    exact_empties: u32,
    stop: &AtomicBool,
) -> Vec<Move> {
    let mut line = Vec::new();
    let mut position = *position;
    while line.len() < plies && !position.is_game_over() {
        let mv = if position.must_pass() {
            Move::Pass
        } else {
            match score_moves(searcher, &position, depth, exact_empties, stop) {
                Some(scores) => Move::Place(scores[0].square),
                None => return Vec::new(),
            }
        };
        let mut after = position;
        after.play(mv).expect("a legal move, or a forced pass");
        if after.is_game_over() {
            break;
        }
        line.push(mv);
        position = after;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Near the end every square's score is the solver's, and the best of
    /// them is the position's own solved score.
    #[test]
    fn scores_near_the_end_are_the_solvers() {
        // A game where each side plays its first legal move, to 12 empties.
        let mut game = Game::new();
        while game.position().empty_count() > 12 {
            if !game.pass_if_forced() {
                let square = game.position().legal_moves().iter().next().expect("a move");
                game.play(square).expect("legal");
            }
        }
        game.pass_if_forced();
        let position = *game.position();
        assert!(position.empty_count() <= 14, "{}", position.empty_count());
        let mut searcher = Searcher::new(4, 1);
        let never = AtomicBool::new(false);
        let scores = score_moves(&mut searcher, &position, 4, 20, &never).expect("moves");
        assert_eq!(scores.len(), position.legal_moves().len() as usize);
        for m in &scores {
            assert_eq!(m.kind, ScoreKind::Exact);
            let mut after = position;
            after.play(m.square).unwrap();
            let solved = searcher.search(&after, &Limits::solve(), &never);
            assert_eq!(m.score, -solved.score, "{}", m.square);
        }
        let best = searcher.search(&position, &Limits::solve(), &never);
        assert_eq!(scores[0].score, best.score);
        // Stopped: no answer.
        let stopped = AtomicBool::new(true);
        assert_eq!(score_moves(&mut searcher, &position, 4, 20, &stopped), None);
    }
}

//! Multi-ProbCut (Buro, 1997), the selective search of the strong engines: a
//! deep search's score is close to a shallow search's, so when a shallow
//! search says a null-window node is far above beta (or below alpha) the
//! deep one is skipped. "Far" is `selectivity` standard deviations of the
//! difference between the two, measured on our own positions by
//! `reversi-engine calibrate` and fitted linearly in the empties and the two
//! depths.

use std::sync::atomic::AtomicBool;

use crate::ai::eval::UNITS_PER_DISC;
use crate::ai::search::Search;
use crate::ai::search::{Ctx, MID_INF, Pool, Searcher};
use crate::isa::dispatch;
use crate::rules::position::Board;

/// ProbCut is tried from this depth on (shallower nodes are cheap anyway).
pub const MIN_DEPTH: u32 = 3;

/// The depth of the shallow search that predicts a `depth` search: about
/// half (Edax's), with the same parity (an odd search ends on the other side's
/// move, and evaluations differ by whose turn it is).
#[inline]
pub fn shallow_depth(depth: u32) -> u32 {
    2 * (depth / 4) + (depth & 1)
}

/// The fitted standard deviation of `depth` minus `shallow_depth(depth)`
/// scores, in discs: `SIGMA · (1, empties, shallow depth, depth)`. From
/// `reversi-engine calibrate --positions 2000 --depth 12 --seed 1` (8.5 min
/// here): 2.2 discs at 50 empties, 4 at 20; the further apart the two depths
/// the larger.
pub const SIGMA: [f32; 4] = [5.1325, -0.0609, -0.5260, 0.2715];

/// The fitted standard deviation, in discs, of the difference between a
/// `depth` and a `shallow` search's scores with `empties` empty squares.
#[inline]
pub(crate) fn sigma(empties: u32, shallow: u32, depth: u32) -> f32 {
    let x = [1.0, empties as f32, shallow as f32, depth as f32];
    let sigma: f32 = SIGMA.iter().zip(x).map(|(c, x)| c * x).sum();
    sigma.max(1.0)
}

/// The margin for a cut at `depth` with `empties` empty squares, in units.
#[inline]
pub(crate) fn margin(selectivity: f32, empties: u32, depth: u32) -> i32 {
    let sigma = sigma(empties, shallow_depth(depth), depth);
    (selectivity * sigma * UNITS_PER_DISC as f32) as i32
}

/// How far (in units) the static evaluation may lie short of a cut's bound
/// for the shallow search to be worth trying: the mean of the evaluation's
/// and the shallow search's deviations from the deep one.
#[inline]
pub(crate) fn eval_margin(selectivity: f32, empties: u32, depth: u32) -> i32 {
    let sigma = (sigma(empties, 0, depth) + sigma(empties, shallow_depth(depth), depth)) / 2.0;
    (selectivity * sigma * UNITS_PER_DISC as f32) as i32
}

impl Searcher {
    /// Full-width midgame scores of `board` in evaluation units at depths 0
    /// to `max_depth`: what ProbCut's calibration compares.
    pub fn scores_by_depth(&mut self, board: Board, max_depth: u32) -> Vec<i32> {
        dispatch!(isa => self.scores_by_depth_on(isa, board, max_depth))
    }

    fn scores_by_depth_on<I: Search>(&mut self, isa: I, board: Board, max_depth: u32) -> Vec<i32> {
        let never = AtomicBool::new(false);
        self.mid_tt.new_search();
        let pool = Pool::new(1);
        let mut ctx = Ctx::new(
            &self.mid_tt,
            &self.end_tt,
            &self.evaluator,
            &never,
            &pool,
            None,
            u64::MAX,
            None,
            isa,
        );
        let mut scores = vec![ctx.evaluator.evaluate(&board)];
        for depth in 1..=max_depth {
            scores.push(ctx.mid_pvs_move(board, depth, -MID_INF, MID_INF).0);
        }
        scores
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shallow_searches_keep_the_parity_and_stay_shallower() {
        for depth in MIN_DEPTH..=40 {
            let shallow = shallow_depth(depth);
            assert!(shallow >= 1 && shallow < depth, "{depth} -> {shallow}");
            assert_eq!(shallow % 2, depth % 2);
        }
    }
}

//! Multi-ProbCut (Buro, 1997), the selective search of the strong engines: a
//! deep search's score is close to a shallow search's, so when a shallow
//! search says a null-window node is far above beta (or below alpha) the
//! deep one is skipped. "Far" is `selectivity` standard deviations of the
//! difference between the two, measured on our own positions by
//! `reversi-engine calibrate` and fitted linearly in the empties and the two
//! depths.

use std::sync::atomic::AtomicBool;

use crate::eval::UNITS_PER_DISC;
use crate::position::Board;
use crate::search::{Ctx, Evaluator, MID_INF, Searcher};

/// ProbCut is tried from this depth on (shallower nodes are cheap anyway).
pub(crate) const MIN_DEPTH: u32 = 3;

/// The depth of the shallow search that predicts a `depth` search: about a
/// quarter, with the same parity (an odd search ends on the other side's
/// move, and evaluations differ by whose turn it is).
#[inline]
pub(crate) fn shallow_depth(depth: u32) -> u32 {
    2 * (depth / 4) + (depth & 1)
}

/// The fitted standard deviation of `depth` minus `shallow_depth(depth)`
/// scores, in discs: `SIGMA · (1, empties, shallow depth, depth)`. From
/// `reversi-engine calibrate --positions 2000 --depth 12 --seed 1` (8.5 min
/// here): 2.2 discs at 50 empties, 4 at 20; the further apart the two depths
/// the larger.
const SIGMA: [f32; 4] = [5.1325, -0.0609, -0.5260, 0.2715];

/// The margin for a cut at `depth` with `empties` empty squares, in units.
#[inline]
pub(crate) fn margin(selectivity: f32, empties: u32, depth: u32) -> i32 {
    let x = [
        1.0,
        empties as f32,
        shallow_depth(depth) as f32,
        depth as f32,
    ];
    let sigma: f32 = SIGMA.iter().zip(x).map(|(c, x)| c * x).sum();
    (selectivity * sigma.max(1.0) * UNITS_PER_DISC as f32) as i32
}

/// What `calibrate` measured: per depth, per group of 8 empties, the number
/// of positions and the standard deviation (discs) of the deep minus the
/// shallow score; and the fit, like [`SIGMA`].
#[derive(Clone, Debug)]
pub struct Calibration {
    /// (depth, lowest empties of the group, positions, sigma).
    pub groups: Vec<(u32, u32, usize, f32)>,
    pub fit: [f32; 4],
}

/// Searches each board full-width at depths 0 to `max_depth` and measures
/// how far each depth's score lies from its shallow predictor's.
pub fn calibrate(
    boards: &[Board],
    max_depth: u32,
    evaluator: &Evaluator,
    threads: usize,
) -> Calibration {
    let scores =
        crate::train::search_in_parallel(boards, threads, evaluator, 64, |searcher, board| {
            (
                board.empties().count_ones(),
                searcher.scores_by_depth(board, max_depth),
            )
        });

    let mut groups = Vec::new();
    for depth in MIN_DEPTH..=max_depth {
        let shallow = shallow_depth(depth);
        for low in (0..64).step_by(8) {
            let residuals: Vec<f64> = scores
                .iter()
                .filter(|(empties, _)| (low..low + 8).contains(empties))
                .map(|(_, s)| (s[depth as usize] - s[shallow as usize]) as f64)
                .collect();
            if residuals.len() >= 10 {
                let mean_square =
                    residuals.iter().map(|r| r * r).sum::<f64>() / residuals.len() as f64;
                let sigma = mean_square.sqrt() / UNITS_PER_DISC as f64;
                groups.push((depth, low, residuals.len(), sigma as f32));
            }
        }
    }
    let fit = fit_sigma(&groups);
    Calibration { groups, fit }
}

/// Weighted least squares of sigma on (1, middle empties of the group,
/// shallow depth, depth).
fn fit_sigma(groups: &[(u32, u32, usize, f32)]) -> [f32; 4] {
    const N: usize = 4;
    let mut a = [[0f64; N]; N];
    let mut b = [0f64; N];
    for &(depth, low, n, sigma) in groups {
        let x = [
            1.0,
            low as f64 + 3.5,
            shallow_depth(depth) as f64,
            depth as f64,
        ];
        for i in 0..N {
            for j in 0..N {
                a[i][j] += n as f64 * x[i] * x[j];
            }
            b[i] += n as f64 * x[i] * sigma as f64;
        }
    }
    // Gaussian elimination, small and well conditioned with enough groups.
    for col in 0..N {
        let pivot = (col..N)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap();
        a.swap(col, pivot);
        b.swap(col, pivot);
        if a[col][col].abs() < 1e-9 {
            return [0.0; N];
        }
        for row in 0..N {
            if row != col {
                let f = a[row][col] / a[col][col];
                let pivot_row = a[col];
                for (x, p) in a[row].iter_mut().zip(pivot_row) {
                    *x -= f * p;
                }
                b[row] -= f * b[col];
            }
        }
    }
    std::array::from_fn(|i| (b[i] / a[i][i]) as f32)
}

impl Searcher {
    /// Full-width midgame scores in units at depths 0 to `max_depth`.
    fn scores_by_depth(&mut self, board: Board, max_depth: u32) -> Vec<i32> {
        let never = AtomicBool::new(false);
        self.mid_tt.new_search();
        let mut ctx = Ctx::new(
            &mut self.mid_tt,
            &mut self.end_tt,
            &self.evaluator,
            &never,
            None,
            u64::MAX,
            None,
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

    #[test]
    fn the_fit_recovers_a_linear_sigma() {
        let want = [1.5, 0.04, -0.5, 0.3];
        let groups: Vec<_> = (3..14)
            .flat_map(|d| {
                (0..64).step_by(8).map(move |e| {
                    let x = [1.0, e as f32 + 3.5, shallow_depth(d) as f32, d as f32];
                    let sigma = want.iter().zip(x).map(|(c, x)| c * x).sum();
                    (d, e, 20, sigma)
                })
            })
            .collect();
        let fit = fit_sigma(&groups);
        for (got, want) in fit.iter().zip(want) {
            assert!((got - want).abs() < 1e-3, "{fit:?}");
        }
    }
}

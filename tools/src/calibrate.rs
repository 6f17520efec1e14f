//! ProbCut's calibration: how far a shallow search's score lies from a deep
//! one's, measured on self-play positions, fitted as the engine's
//! `probcut::SIGMA` expects.

use reversi_engine::probcut::{MIN_DEPTH, shallow_depth};
use reversi_engine::{Board, Evaluator, UNITS_PER_DISC};

/// Each thread's tables, in MiB.
const CALIBRATION_MEGABYTES: usize = 64;

/// What `calibrate` measured: per depth, per group of 8 empties, the number
/// of positions and the standard deviation (discs) of the deep minus the
/// shallow score; and the fit, like the engine's `probcut::SIGMA`.
#[derive(Clone, Debug)]
pub struct Calibration {
    /// (depth, lowest empties of the group, positions, sigma).
    pub groups: Vec<(u32, u32, usize, f32)>,
    pub fit: [f32; 4],
    /// Per group of 8 empties: (lowest empties, positions, mean of half the
    /// difference between each even depth's score and the next odd
    /// depth's, in discs). An evaluation that underrates the side to move
    /// by b discs makes it about −b: the leaves of even depths have the
    /// root's side to move, those of odd depths the other side.
    pub parity_swing: Vec<(u32, usize, f32)>,
}

/// Searches each board full-width at depths 0 to `max_depth` and measures
/// how far each depth's score lies from its shallow predictor's.
pub fn calibrate(
    boards: &[Board],
    max_depth: u32,
    evaluator: &Evaluator,
    threads: usize,
) -> Calibration {
    let scores = crate::train::search_in_parallel(
        boards,
        threads,
        evaluator,
        CALIBRATION_MEGABYTES,
        |searcher, board| {
            (
                board.empties().count_ones(),
                searcher.scores_by_depth(board, max_depth),
            )
        },
    );

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
    let mut parity_swing = Vec::new();
    for low in (0..64).step_by(8) {
        let swings: Vec<f64> = scores
            .iter()
            .filter(|(empties, _)| (low..low + 8).contains(empties))
            .flat_map(|(_, s)| {
                (2..max_depth as usize)
                    .step_by(2)
                    .map(|d| (s[d] - s[d + 1]) as f64 / 2.0)
            })
            .collect();
        if !swings.is_empty() {
            let mean = swings.iter().sum::<f64>() / swings.len() as f64;
            let pairs = (2..max_depth as usize).step_by(2).count();
            let positions = swings.len() / pairs;
            parity_swing.push((low, positions, (mean / UNITS_PER_DISC as f64) as f32));
        }
    }
    Calibration {
        groups,
        fit,
        parity_swing,
    }
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

#[cfg(test)]
mod tests {
    use super::*;

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

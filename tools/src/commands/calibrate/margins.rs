//! ProbCut's calibration: how far a shallow search's score lies from a deep
//! one's, measured on self-play positions (or a file's), fitted as the engine's
//! `probcut::SIGMA` expects.

use reversi_engine::probcut::{MIN_DEPTH, shallow_depth};
use reversi_engine::{Board, Evaluator, UNITS_PER_DISC};

/// Each thread's tables, in MiB.
const CALIBRATION_MEGABYTES: usize = 64;

/// One depth's figures for one group of 8 empties, in discs.
#[derive(Clone, Copy, Debug)]
pub struct Group {
    pub depth: u32,
    /// The group's lowest empties.
    pub low: u32,
    pub positions: usize,
    /// Root mean square of the deep minus the shallow score: what ProbCut's
    /// margin assumes (the deep score predicted by the shallow one).
    pub sigma: f32,
    /// The least-squares line of the deep score on the shallow one. A
    /// slope below 1 on a set of positions whose scores spread little is
    /// the shallow search's noise, not a bias: the narrower the spread, the
    /// lower the slope.
    pub slope: f32,
    pub intercept: f32,
    /// The shallow scores' standard deviation.
    pub spread: f32,
}

/// What `calibrate` measured: per depth, per group of 8 empties, how the
/// deep score follows the shallow one; and the fit, like the engine's
/// `probcut::SIGMA` (none when the groups cannot determine it, e.g. all
/// positions with as many empties).
#[derive(Clone, Debug)]
pub struct Calibration {
    pub groups: Vec<Group>,
    pub fit: Option<[f32; 4]>,
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
    let scores = crate::commands::train::search_in_parallel(
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
            let pairs: Vec<(f64, f64)> = scores
                .iter()
                .filter(|(empties, _)| (low..low + 8).contains(empties))
                .map(|(_, s)| {
                    let disc = UNITS_PER_DISC as f64;
                    (
                        s[shallow as usize] as f64 / disc,
                        s[depth as usize] as f64 / disc,
                    )
                })
                .collect();
            if pairs.len() >= 10 {
                groups.push(group(depth, low, &pairs));
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

/// A group's figures from its (shallow, deep) score pairs, in discs.
fn group(depth: u32, low: u32, pairs: &[(f64, f64)]) -> Group {
    let n = pairs.len() as f64;
    let mean_x = pairs.iter().map(|p| p.0).sum::<f64>() / n;
    let mean_y = pairs.iter().map(|p| p.1).sum::<f64>() / n;
    let sxx: f64 = pairs.iter().map(|p| (p.0 - mean_x).powi(2)).sum();
    let sxy: f64 = pairs.iter().map(|p| (p.0 - mean_x) * (p.1 - mean_y)).sum();
    let slope = if sxx > 0.0 { sxy / sxx } else { 1.0 };
    let mean_square = pairs.iter().map(|(x, y)| (y - x).powi(2)).sum::<f64>() / n;
    Group {
        depth,
        low,
        positions: pairs.len(),
        sigma: mean_square.sqrt() as f32,
        slope: slope as f32,
        intercept: (mean_y - slope * mean_x) as f32,
        spread: (sxx / n).sqrt() as f32,
    }
}

/// Weighted least squares of sigma on (1, middle empties of the group,
/// shallow depth, depth); none if they do not determine it.
fn fit_sigma(groups: &[Group]) -> Option<[f32; 4]> {
    const N: usize = 4;
    let mut a = [[0f64; N]; N];
    let mut b = [0f64; N];
    for &Group {
        depth,
        low,
        positions: n,
        sigma,
        ..
    } in groups
    {
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
            return None;
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
    Some(std::array::from_fn(|i| (b[i] / a[i][i]) as f32))
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
                    Group {
                        depth: d,
                        low: e,
                        positions: 20,
                        sigma,
                        slope: 1.0,
                        intercept: 0.0,
                        spread: 1.0,
                    }
                })
            })
            .collect();
        let fit = fit_sigma(&groups).unwrap();
        for (got, want) in fit.iter().zip(want) {
            assert!((got - want).abs() < 1e-3, "{fit:?}");
        }
    }

    #[test]
    fn a_group_separates_noise_from_bias() {
        // The deep score is the shallow one plus 1 disc: slope 1, intercept
        // 1, and sigma counts the offset.
        let shifted: Vec<_> = (-5..=5).map(|x| (x as f64, x as f64 + 1.0)).collect();
        let g = group(6, 32, &shifted);
        assert!((g.slope - 1.0).abs() < 1e-6 && (g.intercept - 1.0).abs() < 1e-6);
        assert!((g.sigma - 1.0).abs() < 1e-6);
        assert_eq!(g.positions, 11);
        // Deep scores that follow half the shallow ones: slope 0.5.
        let halved: Vec<_> = (-5..=5).map(|x| (x as f64, x as f64 / 2.0)).collect();
        let g = group(6, 32, &halved);
        assert!((g.slope - 0.5).abs() < 1e-6 && g.intercept.abs() < 1e-6);
        assert!((g.spread - 10f32.sqrt()).abs() < 1e-5, "{}", g.spread);
    }
}

//! The coach's reasons measured against the search: positions from the
//! engine's own games, every legal move scored, and for each move whose
//! score differs from the one it is compared with (the best move; the best
//! against the second best), whether its first reason points the same way
//! and accounts for at least half of the difference. The same rows fit the
//! reasons' weights (the engine's `coach.rs`) by least squares.

use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use reversi_engine::coach::{FEATURE_COUNT, Features, features};
use reversi_engine::{Evaluator, Judged, Limits, Position, Searcher, explain, score_moves};

use crate::matches::openings;
use crate::parallel;

/// The positions' searches: small tables, shallow searches.
const MEGABYTES: usize = 8;

/// The stages the weights are fitted for, as the engine splits them.
pub const STAGES: [&str; 3] = ["41-60", "21-40", "0-20"];

fn stage(empties: u32) -> usize {
    match empties {
        41.. => 0,
        21..=40 => 1,
        _ => 2,
    }
}

/// One position of a game of the engine's: both sides search `depth` plies
/// from a random `plies`-ply opening, and one position is kept, at a number
/// of empties drawn from `empties`.
fn game_position(
    searcher: &mut Searcher,
    opening: &reversi_engine::Game,
    seed: u64,
    empties: std::ops::RangeInclusive<u32>,
) -> Option<Position> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let target = rng.random_range(empties);
    let mut game = opening.clone();
    let never = AtomicBool::new(false);
    while game.position().empty_count() > target {
        if game.position().is_game_over() {
            return None;
        }
        if game.pass_if_forced() {
            continue;
        }
        let found = searcher.search(game.position(), &Limits::depth(4), &never);
        game.play(found.best_move).ok()?;
    }
    let position = *game.position();
    (position.legal_moves().len() > 1).then_some(position)
}

/// `count` positions (or a few fewer: a game may end early) from the
/// engine's games, the same for the same seed.
pub fn positions(count: usize, seed: u64, threads: usize, evaluator: &Evaluator) -> Vec<Position> {
    let starts: Vec<(usize, reversi_engine::Game)> =
        openings(count, 6, seed).into_iter().enumerate().collect();
    parallel::map(
        &starts,
        threads,
        || Searcher::new(MEGABYTES, seed).with_evaluator(evaluator.clone()),
        |searcher, (index, opening)| {
            game_position(searcher, opening, seed ^ (*index as u64) << 8, 8..=54)
        },
    )
    .into_iter()
    .flatten()
    .collect()
}

/// A move compared with another: the difference of their features and of
/// their scores, and what the first reason said.
#[derive(Clone, Debug)]
pub struct Row {
    pub stage: usize,
    pub features: Features,
    pub difference: i32,
    /// The first reason's effect, if any reason was given.
    pub top_effect: Option<f32>,
}

/// Every legal move of `position` scored `depth` plies deep, each compared
/// with the best (the best with the second best).
pub fn rows(searcher: &mut Searcher, position: &Position, depth: u32) -> Vec<Row> {
    let never = AtomicBool::new(false);
    // Estimates only: solved scores would explain themselves (the exact
    // reason), and the features are what is measured.
    let Some(scores) = score_moves(searcher, position, depth, 0, &never) else {
        return Vec::new();
    };
    let judged = |i: usize| Judged {
        square: scores[i].square,
        score: scores[i].score,
        exact: false,
    };
    let stage = stage(position.empty_count());
    (0..scores.len())
        .filter_map(|i| {
            let other = if i == 0 { 1 } else { 0 };
            if other >= scores.len() {
                return None;
            }
            let (played, alternative) = (judged(i), judged(other));
            let mine = features(position, played.square);
            let theirs = features(position, alternative.square);
            let mut difference = [0.0; FEATURE_COUNT];
            for k in 0..FEATURE_COUNT {
                difference[k] = mine[k] - theirs[k];
            }
            let reasons = explain(position, played, alternative);
            Some(Row {
                stage,
                features: difference,
                difference: played.score - alternative.score,
                top_effect: reasons.first().map(|r| r.effect),
            })
        })
        .collect()
}

/// The rows of every position, on `threads` threads.
pub fn survey(
    positions: &[Position],
    depth: u32,
    threads: usize,
    evaluator: &Evaluator,
) -> Vec<Row> {
    parallel::map(
        positions,
        threads,
        || Searcher::new(MEGABYTES, 1).with_evaluator(evaluator.clone()),
        |searcher, position| rows(searcher, position, depth),
    )
    .into_iter()
    .flatten()
    .collect()
}

/// How the first reasons agreed with the scores, for one group of rows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Agreement {
    /// Moves whose score differs from the one compared with.
    pub moves: usize,
    /// Of those, with a first reason.
    pub explained: usize,
    /// With a first reason of the difference's sign.
    pub same_sign: usize,
    /// With a first reason of the difference's sign and at least half its
    /// size.
    pub half: usize,
}

impl Agreement {
    pub fn of<'a>(rows: impl IntoIterator<Item = &'a Row>) -> Agreement {
        let mut agreement = Agreement::default();
        for row in rows {
            if row.difference == 0 {
                continue;
            }
            agreement.moves += 1;
            let Some(effect) = row.top_effect else {
                continue;
            };
            agreement.explained += 1;
            let difference = row.difference as f32;
            if effect.signum() == difference.signum() {
                agreement.same_sign += 1;
                if effect.abs() >= difference.abs() / 2.0 {
                    agreement.half += 1;
                }
            }
        }
        agreement
    }
}

/// The sign each feature's weight must have for the reason to teach what
/// players know (a corner taken helps, one given away hurts, …).
const SIGNS: Features = [1.0, -1.0, -1.0, -1.0, -1.0, 1.0, 1.0, -1.0, 1.0, -1.0];

/// A feature seen in fewer rows of a stage is not fitted there (`None`):
/// the engine keeps its prior weight (a pass is rare before the end).
const MIN_ROWS: usize = 200;

/// The weights that best predict each stage's score differences from the
/// feature differences: least squares with a little ridge (a feature a stage
/// never shows gets 0), refitted without any feature whose weight comes out
/// with the wrong sign (it would teach the opposite of what it stands for;
/// it only stood in for features it goes with).
pub fn fit(rows: &[Row]) -> [[Option<f32>; FEATURE_COUNT]; 3] {
    let mut fitted = [[None; FEATURE_COUNT]; 3];
    let mut weights = [[0.0; FEATURE_COUNT]; 3];
    for (stage, weights) in weights.iter_mut().enumerate() {
        let stage_rows: Vec<&Row> = rows.iter().filter(|r| r.stage == stage).collect();
        let mut used: [bool; FEATURE_COUNT] = std::array::from_fn(|k| {
            stage_rows.iter().filter(|r| r.features[k] != 0.0).count() >= MIN_ROWS
        });
        loop {
            *weights = least_squares(&stage_rows, &used);
            let wrong: Vec<usize> = (0..FEATURE_COUNT)
                .filter(|&k| used[k] && weights[k] * SIGNS[k] < 0.0)
                .collect();
            if wrong.is_empty() {
                break;
            }
            for k in wrong {
                used[k] = false;
            }
        }
        for k in 0..FEATURE_COUNT {
            let rare = stage_rows.iter().filter(|r| r.features[k] != 0.0).count() < MIN_ROWS;
            fitted[stage][k] = (!rare).then_some(weights[k]);
        }
    }
    fitted
}

fn least_squares(rows: &[&Row], used: &[bool; FEATURE_COUNT]) -> Features {
    let mut normal = [[0.0f64; FEATURE_COUNT]; FEATURE_COUNT];
    let mut target = [0.0f64; FEATURE_COUNT];
    let x = |row: &Row, k: usize| if used[k] { row.features[k] as f64 } else { 0.0 };
    for row in rows {
        let values: [f64; FEATURE_COUNT] = std::array::from_fn(|k| x(row, k));
        for (i, line) in normal.iter_mut().enumerate() {
            target[i] += values[i] * row.difference as f64;
            for (cell, value) in line.iter_mut().zip(values) {
                *cell += values[i] * value;
            }
        }
    }
    for (i, row) in normal.iter_mut().enumerate() {
        row[i] += 1.0;
    }
    solve(normal, target)
}

/// `a x = b` by Gaussian elimination with partial pivoting (`a` is
/// symmetric positive definite here, thanks to the ridge).
fn solve(mut a: [[f64; FEATURE_COUNT]; FEATURE_COUNT], mut b: [f64; FEATURE_COUNT]) -> Features {
    let n = FEATURE_COUNT;
    for column in 0..n {
        let pivot = (column..n)
            .max_by(|&x, &y| a[x][column].abs().total_cmp(&a[y][column].abs()))
            .unwrap_or(column);
        a.swap(column, pivot);
        b.swap(column, pivot);
        let pivot_row = a[column];
        for row in column + 1..n {
            let factor = a[row][column] / pivot_row[column];
            for (cell, above) in a[row][column..].iter_mut().zip(&pivot_row[column..]) {
                *cell -= factor * above;
            }
            b[row] -= factor * b[column];
        }
    }
    let mut x = [0.0f64; FEATURE_COUNT];
    for row in (0..n).rev() {
        let known: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - known) / a[row][row];
    }
    x.map(|v| v as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows made from known weights are fitted back to them.
    #[test]
    fn the_fit_recovers_known_weights() {
        let truth: Features = [5.0, -6.0, -2.0, -0.7, -0.3, 0.4, 0.5, 0.0, 3.0, -2.0];
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        let rows: Vec<Row> = (0..4000)
            .map(|_| {
                let features: Features = std::array::from_fn(|_| rng.random_range(-6..=6) as f32);
                let difference: f32 = features.iter().zip(&truth).map(|(x, w)| x * w).sum();
                Row {
                    stage: 1,
                    features,
                    difference: difference.round() as i32,
                    top_effect: None,
                }
            })
            .collect();
        let fitted = fit(&rows)[1];
        for (f, t) in fitted.iter().zip(&truth) {
            assert!((f.unwrap() - t).abs() < 0.05, "{fitted:?}");
        }
        // No rows of the other stages: nothing fitted there.
        assert_eq!(fit(&rows)[0], [None; FEATURE_COUNT]);
    }
}

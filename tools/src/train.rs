//! Training the pattern weights from our own games, reproducibly from a seed.
//!
//! 1. Self-play: games with a random opening of 4 to 20 plies, then a 2-ply
//!    search with the hand-written evaluation (or a deeper one with trained
//!    weights, for a second round) and some random moves (one in 10 by
//!    default), so that positions of every kind appear. Every position with
//!    a legal move is kept.
//! 2. Labels, from the end of the game backwards: positions with at most
//!    `exact_empties` empty squares get their exact score from the solver;
//!    then stage after stage (4 empties each) the others get the score of a
//!    `label_depth`-ply search whose leaves are evaluated by the stages
//!    already trained (4 plies reach the previous stage), or the mean of two
//!    searches of consecutive depths (round 3: see `second_label_depth`).
//! 3. Fit: each stage's weights minimise the squared error to the labels plus
//!    an L2 penalty (full-batch Adam); a tenth of the positions is held out
//!    to report the error on positions the fit never saw.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use reversi_engine::pattern::{self, Features, STAGES, Weights};
use reversi_engine::{Board, Color, Evaluator, Limits, Move, Position, Searcher, UNITS_PER_DISC};

use crate::parallel;

/// What a training run does.
#[derive(Clone, Debug)]
pub struct TrainOptions {
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    /// Positions with at most this many empty squares are solved exactly.
    pub exact_empties: u32,
    /// The depth of the search that labels the other positions (at least 4,
    /// so that its leaves lie in stages already trained).
    pub label_depth: u32,
    pub epochs: usize,
    /// The L2 penalty, in positions: a weight seen fewer times than this is
    /// pulled towards its prior.
    pub regularisation: f32,
    /// What a weight is pulled towards: zero, or the same weight in the
    /// stage trained before (4 empties fewer), so that a configuration this
    /// stage's positions rarely show keeps its neighbour's value.
    pub prior: Prior,
    /// How self-play chooses its moves: this evaluation ...
    pub play_evaluator: Evaluator,
    /// ... searched this deep, ...
    pub play_depth: u32,
    /// ... but one move in this many after the opening is played at random,
    /// so that positions off the best lines appear too.
    pub random_one_in: u32,
    /// ProbCut in the labelling search (see the engine's `probcut`).
    pub label_selectivity: Option<f32>,
    /// A second labelling search this deep (`label_depth + 1`, say): the
    /// label is then the mean of the two. A search whose leaves have the
    /// root's side to move and one whose leaves have the other side's err in
    /// opposite directions, so their mean keeps a side-to-move bias of the
    /// evaluation out of the labels (and out of the next stages' labels,
    /// which search down to these).
    pub second_label_depth: Option<u32>,
}

impl Default for TrainOptions {
    fn default() -> TrainOptions {
        TrainOptions {
            games: 20_000,
            seed: 1,
            threads: 2,
            exact_empties: 14,
            label_depth: 4,
            epochs: 300,
            regularisation: 4.0,
            prior: Prior::Zero,
            play_evaluator: Evaluator::Hand,
            play_depth: 2,
            random_one_in: 10,
            label_selectivity: None,
            second_label_depth: None,
        }
    }
}

/// What the L2 penalty pulls each weight towards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prior {
    Zero,
    PreviousStage,
}

/// How a stage's fit went; errors are root mean squares in discs.
#[derive(Clone, Debug)]
pub struct StageReport {
    pub empties: (u32, u32),
    pub positions: usize,
    pub exact: usize,
    pub train_error: f32,
    pub held_out_error: f32,
    /// The error of zero weights (predicting a draw) on the training set.
    pub zero_error: f32,
    pub seconds: f32,
}

/// Runs the whole training; `log` receives progress lines.
pub fn train(options: &TrainOptions, mut log: impl FnMut(&str)) -> (Weights, Vec<StageReport>) {
    let started = std::time::Instant::now();
    let boards = self_play(options);
    log(&format!(
        "self-play: {} games, {} positions ({:.0} s)",
        options.games,
        boards.len(),
        started.elapsed().as_secs_f32()
    ));

    let mut by_stage: Vec<Vec<Board>> = vec![Vec::new(); STAGES];
    for board in boards {
        by_stage[pattern::stage(board.empties().count_ones())].push(board);
    }
    let mut stages: Vec<Vec<f32>> = vec![vec![0.0; pattern::weights_per_stage()]; STAGES];
    let mut reports = Vec::new();
    for (stage, boards) in by_stage.iter().enumerate() {
        let stage_started = std::time::Instant::now();
        let weights = Arc::new(Weights::from_stages(&stages));
        let labels = label(boards, options, &Evaluator::Patterns(weights));
        let exact = boards
            .iter()
            .filter(|b| b.empties().count_ones() <= options.exact_empties)
            .count();
        let prior = match (options.prior, stage.checked_sub(1)) {
            (Prior::PreviousStage, Some(previous)) => stages[previous].clone(),
            _ => vec![0.0; pattern::weights_per_stage()],
        };
        let (values, [train_error, held_out_error, zero_error]) =
            fit(boards, &labels, &prior, options);
        stages[stage] = values;
        let low = stage as u32 * 4 + 1;
        let report = StageReport {
            empties: (low, low + 3),
            positions: boards.len(),
            exact,
            train_error,
            held_out_error,
            zero_error,
            seconds: stage_started.elapsed().as_secs_f32(),
        };
        log(&format!(
            "stage {:2} ({:2}-{:2} empties): {:7} positions ({} solved exactly), error {:.2} discs (held out {:.2}; zero weights {:.2}), {:.0} s",
            stage,
            report.empties.0,
            report.empties.1,
            report.positions,
            report.exact,
            report.train_error,
            report.held_out_error,
            report.zero_error,
            report.seconds
        ));
        reports.push(report);
    }
    (Weights::from_stages(&stages), reports)
}

/// Positions from self-play, in game order per thread.
fn self_play(options: &TrainOptions) -> Vec<Board> {
    let threads = options.threads.max(1);
    let shares: Vec<(usize, u64)> = (0..threads)
        .map(|t| {
            let games = options.games / threads + usize::from(t < options.games % threads);
            let seed = options.seed.wrapping_mul(1_000_003).wrapping_add(t as u64);
            (games, seed)
        })
        .collect();
    parallel::map(
        &shares,
        threads,
        || (),
        |_, &(games, seed)| play_games(games, seed, options),
    )
    .concat()
}

/// `count` positions from self-play (as in training), one from each game,
/// chosen at random among those with `empties` empty squares.
pub fn sample_positions(
    count: usize,
    empties: std::ops::RangeInclusive<u32>,
    seed: u64,
) -> Vec<Board> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    let mut boards = Vec::with_capacity(count);
    let mut game = 0;
    while boards.len() < count && game < count * 10 {
        let options = TrainOptions::default();
        let candidates: Vec<Board> = play_games(1, seed.wrapping_add(game as u64), &options)
            .into_iter()
            .filter(|b| empties.contains(&b.empties().count_ones()))
            .collect();
        if !candidates.is_empty() {
            boards.push(candidates[rng.random_range(0..candidates.len())]);
        }
        game += 1;
    }
    boards
}

/// Each self-play thread's tables, in MiB: its searches are shallow.
const SELF_PLAY_MEGABYTES: usize = 4;

fn play_games(games: usize, seed: u64, options: &TrainOptions) -> Vec<Board> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut searcher =
        Searcher::new(SELF_PLAY_MEGABYTES, seed).with_evaluator(options.play_evaluator.clone());
    let never = AtomicBool::new(false);
    let limits = Limits::depth(options.play_depth.max(1));
    let mut boards = Vec::new();
    for _ in 0..games {
        let mut board = Position::start().board();
        let random_plies = rng.random_range(4..=20);
        for ply in 0.. {
            let moves = board.moves();
            if moves == 0 {
                if board.pass().moves() == 0 {
                    break;
                }
                board = board.pass();
                continue;
            }
            boards.push(board);
            let sq = if ply < random_plies || rng.random_range(0..options.random_one_in.max(1)) == 0
            {
                let n = rng.random_range(0..moves.count_ones());
                (0..n).fold(moves, |m, _| m & (m - 1)).trailing_zeros() as usize
            } else {
                let position = Position::from_board(board, Color::Black);
                match searcher.search(&position, &limits, &never).best_move {
                    Move::Place(square) => square.index(),
                    Move::Pass => unreachable!("the mover has a move"),
                }
            };
            board = board.play(sq, board.flips(sq));
        }
    }
    boards
}

/// Scores (in units, for the side to move) of `boards`: exact near the end,
/// else a search with `evaluator`.
fn label(boards: &[Board], options: &TrainOptions, evaluator: &Evaluator) -> Vec<f32> {
    let never = AtomicBool::new(false);
    let limits = Limits {
        exact_empties: options.exact_empties,
        wld_empties: options.exact_empties,
        selectivity: options.label_selectivity,
        ..Limits::depth(options.label_depth.max(4))
    };
    let second = options.second_label_depth.map(|depth| Limits {
        depth: depth.max(4),
        ..limits.clone()
    });
    search_in_parallel(boards, options.threads, evaluator, 16, |searcher, board| {
        let position = Position::from_board(board, Color::Black);
        let mut score = searcher.search(&position, &limits, &never).score as f32;
        if let Some(second) = &second {
            score = (score + searcher.search(&position, second, &never).score as f32) / 2.0;
        }
        score * UNITS_PER_DISC as f32
    })
}

/// `work` on every board, in order, split among `threads` threads, each
/// with its own searcher (`megabytes` of tables) using `evaluator`.
pub fn search_in_parallel<T: Send>(
    boards: &[Board],
    threads: usize,
    evaluator: &Evaluator,
    megabytes: usize,
    work: impl Fn(&mut Searcher, Board) -> T + Sync,
) -> Vec<T> {
    parallel::map(
        boards,
        threads,
        || Searcher::new(megabytes, 0).with_evaluator(evaluator.clone()),
        |searcher, &board| work(searcher, board),
    )
}

/// Least squares with an L2 penalty by full-batch Adam: the stage's weights
/// (indexed like [`Features::weights`], then the scalars) and the root mean
/// square errors in discs on the training and the held-out positions, and
/// of zero weights on the training positions.
fn fit(
    boards: &[Board],
    labels: &[f32],
    prior: &[f32],
    options: &TrainOptions,
) -> (Vec<f32>, [f32; 3]) {
    let size = pattern::weights_per_stage();
    let scalars_at = pattern::scalars_at();
    let features: Vec<Features> = boards.iter().map(pattern::features).collect();
    // Every tenth position is held out.
    let (train, held_out): (Vec<usize>, Vec<usize>) = (0..boards.len()).partition(|i| i % 10 != 9);
    let predict = |w: &[f32], f: &Features| -> f32 {
        let patterns: f32 = f.weights.iter().map(|&i| w[i as usize]).sum();
        let scalars: f32 = f
            .scalars
            .iter()
            .zip(&w[scalars_at..])
            .map(|(&x, &v)| x as f32 * v)
            .sum();
        patterns + scalars
    };
    let rms = |w: &[f32], set: &[usize]| -> f32 {
        if set.is_empty() {
            return 0.0;
        }
        let sum: f64 = set
            .iter()
            .map(|&i| ((predict(w, &features[i]) - labels[i]) as f64).powi(2))
            .sum();
        (sum / set.len() as f64).sqrt() as f32 / UNITS_PER_DISC as f32
    };

    let zero_error = rms(&vec![0.0f32; size], &train);
    let mut w = prior.to_vec();
    let (mut m, mut v) = (vec![0.0f32; size], vec![0.0f32; size]);
    let mut gradient = vec![0.0f32; size];
    let (beta1, beta2) = (0.9f32, 0.999f32);
    let epochs = options.epochs.max(1);
    for epoch in 0..epochs {
        gradient.iter_mut().for_each(|g| *g = 0.0);
        for &i in &train {
            let f = &features[i];
            let error = predict(&w, f) - labels[i];
            for &k in &f.weights {
                gradient[k as usize] += error;
            }
            for (j, &x) in f.scalars.iter().enumerate() {
                gradient[scalars_at + j] += error * x as f32;
            }
        }
        // Learning rate in units per epoch, falling tenfold over the run.
        let rate = 4.0 * 0.1f32.powf(epoch as f32 / epochs as f32);
        let (c1, c2) = (
            1.0 - beta1.powi(epoch as i32 + 1),
            1.0 - beta2.powi(epoch as i32 + 1),
        );
        for k in 0..size {
            let g = gradient[k] + options.regularisation * (w[k] - prior[k]);
            if g == 0.0 && m[k] == 0.0 {
                continue;
            }
            m[k] = beta1 * m[k] + (1.0 - beta1) * g;
            v[k] = beta2 * v[k] + (1.0 - beta2) * g * g;
            w[k] -= rate * (m[k] / c1) / ((v[k] / c2).sqrt() + 1e-3);
        }
    }
    let errors = [rms(&w, &train), rms(&w, &held_out), zero_error];
    (w, errors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_run_fits_better_than_knowing_nothing() {
        let options = TrainOptions {
            games: 60,
            threads: 2,
            epochs: 80,
            exact_empties: 10,
            ..TrainOptions::default()
        };
        let mut lines = Vec::new();
        let (weights, reports) = train(&options, |line| lines.push(line.to_string()));
        assert_eq!(reports.len(), STAGES);
        assert_eq!(lines.len(), STAGES + 1);
        // Same seed, same weights.
        let (again, _) = train(&options, |_| {});
        assert_eq!(weights, again);
        // Each stage fits its labels far better than zero weights.
        for report in &reports {
            assert!(report.positions > 0, "{report:?}");
            assert!(report.train_error < report.zero_error * 0.7, "{report:?}");
        }
    }

    #[test]
    fn a_weight_the_positions_never_show_keeps_its_prior() {
        let boards = sample_positions(30, 20..=24, 3);
        let labels: Vec<f32> = boards
            .iter()
            .map(|b| {
                let discs = b.player.count_ones() as f32 - b.opponent.count_ones() as f32;
                discs * UNITS_PER_DISC as f32
            })
            .collect();
        let seen: std::collections::HashSet<usize> = boards
            .iter()
            .flat_map(|b| pattern::features(b).weights)
            .map(|k| k as usize)
            .collect();
        let size = pattern::weights_per_stage();
        let prior: Vec<f32> = (0..size).map(|k| (k % 7) as f32 * 10.0 - 30.0).collect();
        let options = TrainOptions {
            epochs: 40,
            ..TrainOptions::default()
        };
        for (prior, name) in [(prior, "previous stage"), (vec![0.0; size], "zero")] {
            let (weights, _) = fit(&boards, &labels, &prior, &options);
            let unseen = (0..pattern::scalars_at()).filter(|k| !seen.contains(k));
            assert!(
                unseen.clone().all(|k| weights[k] == prior[k]),
                "an unseen weight moved from its prior ({name})"
            );
            assert!(
                unseen.count() > 0,
                "every weight seen: the test proves nothing"
            );
            assert!(
                seen.iter().any(|&k| weights[k] != prior[k]),
                "the fit learnt nothing ({name})"
            );
        }
    }

    #[test]
    fn a_second_depth_labels_with_the_mean_of_both_searches() {
        let boards = sample_positions(12, 30..=40, 5);
        let evaluator = Evaluator::trained().unwrap();
        let at = |depth, second| TrainOptions {
            threads: 1,
            label_depth: depth,
            second_label_depth: second,
            ..TrainOptions::default()
        };
        let four = label(&boards, &at(4, None), &evaluator);
        let five = label(&boards, &at(5, None), &evaluator);
        let both = label(&boards, &at(4, Some(5)), &evaluator);
        for ((four, five), both) in four.iter().zip(&five).zip(&both) {
            assert_eq!(*both, (four + five) / 2.0);
        }
        // The two depths disagree somewhere, or the test would prove nothing.
        assert!(four != five);
    }
}

//! Training the pattern weights from our own games and from strong games,
//! reproducibly from a seed.
//!
//! 1. Self-play: games with a random opening of 4 to 20 plies, then a 2-ply
//!    search with the hand-written evaluation (or a deeper one with trained
//!    weights, for a second round) and some random moves (one in 10 by
//!    default), so that positions of every kind appear. Every position with
//!    a legal move is kept. Beside them, the positions of strong games
//!    (`strong.rs`) from `strong_from` empty squares up.
//! 2. Labels, from the end of the game backwards: positions with at most
//!    `exact_empties` empty squares get their exact score from the solver;
//!    then stage after stage (4 empties each) the others get the score of a
//!    `label_depth`-ply search whose leaves are evaluated by the stages
//!    already trained (4 plies reach the previous stage), or the mean of two
//!    searches of consecutive depths (round 3: see `second_label_depth`).
//!    A strong game's position is labelled by that blended with its games'
//!    score (`strong_weight`).
//! 3. Fit: each stage's weights minimise the squared error to the labels plus
//!    an L2 penalty (full-batch Adam); a tenth of the positions is held out
//!    to report the error on positions the fit never saw.
//!
//! With a work folder (`work`), each stage's labels are kept in chunks as
//! they are made, and its fit once done (`chunks.rs`): a run cut off and
//! started again with the same settings plays its games again (a minute)
//! and goes on from the first chunk not kept.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use reversi_engine::pattern::{self, Features, STAGES, Weights};
use reversi_engine::{Board, Color, Evaluator, Limits, Move, Position, Searcher, UNITS_PER_DISC};

use crate::chunks::{StageFit, Unusable, WorkDir, fnv1a, labels_in_chunks};
use crate::parallel;
use crate::strong::StrongPosition;

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
    /// How much a strong game's score weighs in the labels of its
    /// positions (0 to 1; the rest is the labelling search's): the score of
    /// strong play from there, which a shallow search cannot see, but one
    /// game's, where a search judges the position itself.
    pub strong_weight: f32,
    /// The strong games' weight instead of `strong_weight` for positions of
    /// [`LATE_EMPTIES`] empty squares or fewer, where WTHOR's score is the
    /// theoretical one (perfect play from 24 empties) and so nearly the
    /// position's own.
    pub late_strong_weight: Option<f32>,
    /// Strong games' positions with fewer empty squares than this are left
    /// out: near the end the search solves, and the game's score says
    /// nothing a search cannot.
    pub strong_from: u32,
    /// Where the run keeps its labels and fits as it goes (`chunks.rs`), so
    /// that a run cut short and started again goes on where it stopped.
    pub work: Option<PathBuf>,
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
            strong_weight: 0.5,
            late_strong_weight: None,
            strong_from: 15,
            work: None,
        }
    }
}

/// What the L2 penalty pulls each weight towards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Prior {
    Zero,
    PreviousStage,
}

/// How a stage's fit went; errors are root mean squares in discs.
#[derive(Clone, Debug)]
pub struct StageReport {
    pub empties: (u32, u32),
    pub positions: usize,
    /// Of which from strong games.
    pub strong: usize,
    pub exact: usize,
    pub train_error: f32,
    pub held_out_error: f32,
    /// The error of zero weights (predicting a draw) on the training set.
    pub zero_error: f32,
    pub seconds: f32,
}

/// Runs the whole training, on self-play and on the positions of `strong`
/// games; `log` receives progress lines.
pub fn train(
    options: &TrainOptions,
    strong: &[StrongPosition],
    mut log: impl FnMut(&str),
) -> Result<(Weights, Vec<StageReport>), String> {
    let started = std::time::Instant::now();
    let work = match &options.work {
        Some(dir) => Some(WorkDir::open(dir, fingerprint(options, strong))?),
        None => None,
    };
    let boards = self_play(options);
    log(&format!(
        "self-play: {} games, {} positions ({:.0} s)",
        options.games,
        boards.len(),
        started.elapsed().as_secs_f32()
    ));

    // Each stage's positions, and a strong game's score where it has one.
    let mut by_stage: Vec<Vec<Board>> = vec![Vec::new(); STAGES];
    let mut scores_by_stage: Vec<Vec<Option<f32>>> = vec![Vec::new(); STAGES];
    let strong = strong
        .iter()
        .filter(|p| p.board.empties().count_ones() >= options.strong_from);
    let samples = boards
        .into_iter()
        .map(|board| (board, None))
        .chain(strong.map(|p| (p.board, Some(p.score))));
    for (board, score) in samples {
        let stage = pattern::stage(board.empties().count_ones());
        by_stage[stage].push(board);
        scores_by_stage[stage].push(score);
    }
    let mut stages: Vec<Vec<f32>> = vec![vec![0.0; pattern::weights_per_stage()]; STAGES];
    let mut reports = Vec::new();
    for (stage, boards) in by_stage.iter().enumerate() {
        let stage_started = std::time::Instant::now();
        let scores = &scores_by_stage[stage];
        let strong = scores.iter().filter(|s| s.is_some()).count();
        let exact = boards
            .iter()
            .filter(|b| b.empties().count_ones() <= options.exact_empties)
            .count();
        let size = pattern::weights_per_stage();
        let kept = work.as_ref().map(|work| work.read_fit(stage, size));
        let StageFit { weights, errors } = match kept {
            Some(Ok(kept)) => kept,
            kept => {
                if let Some(Err(why @ (Unusable::Damaged(_) | Unusable::OtherRun))) = kept {
                    log(&format!("stage {stage}'s fit: {why}; fitted again"));
                }
                let evaluator = Evaluator::Patterns(Arc::new(Weights::from_stages(&stages)));
                let labels = label_stage(
                    stage,
                    boards,
                    scores,
                    &evaluator,
                    options,
                    work.as_ref(),
                    &mut log,
                )?;
                let prior = match (options.prior, stage.checked_sub(1)) {
                    (Prior::PreviousStage, Some(previous)) => stages[previous].clone(),
                    _ => vec![0.0; size],
                };
                let (weights, errors) = fit(boards, &labels, &prior, options);
                let fitted = StageFit { weights, errors };
                if let Some(work) = &work {
                    work.write_fit(stage, &fitted)?;
                }
                fitted
            }
        };
        let [train_error, held_out_error, zero_error] = errors;
        stages[stage] = weights;
        let low = stage as u32 * 4 + 1;
        let report = StageReport {
            empties: (low, low + 3),
            positions: boards.len(),
            strong,
            exact,
            train_error,
            held_out_error,
            zero_error,
            seconds: stage_started.elapsed().as_secs_f32(),
        };
        log(&format!(
            "stage {:2} ({:2}-{:2} empties): {:7} positions ({} from strong games, {} solved exactly), error {:.2} discs (held out {:.2}; zero weights {:.2}), {:.0} s",
            stage,
            report.empties.0,
            report.empties.1,
            report.positions,
            report.strong,
            report.exact,
            report.train_error,
            report.held_out_error,
            report.zero_error,
            report.seconds
        ));
        reports.push(report);
    }
    Ok((Weights::from_stages(&stages), reports))
}

/// The labels of a stage's positions: searched (and blended with the
/// strong games' scores) chunk by chunk, each chunk kept in `work` as soon
/// as it is done and read back from there by a run that goes on. Without a
/// work folder the stage is one chunk, as before chunks were kept, so that
/// the earlier rounds' commands still give their files byte for byte.
fn label_stage(
    stage: usize,
    boards: &[Board],
    scores: &[Option<f32>],
    evaluator: &Evaluator,
    options: &TrainOptions,
    work: Option<&WorkDir>,
    log: &mut impl FnMut(&str),
) -> Result<Vec<f32>, String> {
    labels_in_chunks(
        boards,
        work,
        |work, index| work.labels_path(stage, index),
        |start, chunk| {
            let mut labels = label(chunk, options, evaluator);
            let scores = &scores[start..start + chunk.len()];
            blend_strong_scores(&mut labels, chunk, scores, options);
            labels
        },
        log,
    )
}

/// What a run's kept work depends on besides its positions (which each
/// chunk holds): the settings (not the threads or the folder), the
/// self-play evaluation's weights and the strong games' scores.
fn fingerprint(options: &TrainOptions, strong: &[StrongPosition]) -> u64 {
    let settings = TrainOptions {
        threads: 0,
        work: None,
        play_evaluator: Evaluator::Hand,
        ..options.clone()
    };
    let mut bytes = format!("{settings:?}").into_bytes();
    if let Evaluator::Patterns(weights) = &options.play_evaluator {
        bytes.extend(weights.to_bytes());
    }
    for position in strong {
        bytes.extend(position.board.player.to_le_bytes());
        bytes.extend(position.board.opponent.to_le_bytes());
        bytes.extend(position.score.to_le_bytes());
    }
    fnv1a(&bytes)
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

/// From here to the end WTHOR's scores are theoretical (see
/// [`TrainOptions::late_strong_weight`]).
pub const LATE_EMPTIES: u32 = 24;

/// Blends into the labels of strong games' positions their games' scores
/// (`scores`, in discs), where the label is not exact.
fn blend_strong_scores(
    labels: &mut [f32],
    boards: &[Board],
    scores: &[Option<f32>],
    options: &TrainOptions,
) {
    for ((label, board), score) in labels.iter_mut().zip(boards).zip(scores) {
        let empties = board.empties().count_ones();
        if let Some(score) = score
            && empties > options.exact_empties
        {
            let weight = match options.late_strong_weight {
                Some(late) if empties <= LATE_EMPTIES => late,
                _ => options.strong_weight,
            }
            .clamp(0.0, 1.0);
            *label = (1.0 - weight) * *label + weight * score * UNITS_PER_DISC as f32;
        }
    }
}

/// Scores (in units, for the side to move) of `boards`: exact near the end,
/// else a search with `evaluator`.
fn label(boards: &[Board], options: &TrainOptions, evaluator: &Evaluator) -> Vec<f32> {
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
    searched_labels(boards, &limits, second.as_ref(), evaluator, options.threads)
}

/// The scores in units, for the side to move, of a search of each board to
/// `limits`, or with `second` the mean of two searches: one whose leaves
/// have the root's side to move and one whose leaves have the other's err
/// in opposite directions, so their mean cancels a side-to-move bias.
pub fn searched_labels(
    boards: &[Board],
    limits: &Limits,
    second: Option<&Limits>,
    evaluator: &Evaluator,
    threads: usize,
) -> Vec<f32> {
    let never = AtomicBool::new(false);
    search_in_parallel(boards, threads, evaluator, 16, |searcher, board| {
        let position = Position::from_board(board, Color::Black);
        let mut score = searcher.search(&position, limits, &never).score as f32;
        if let Some(second) = second {
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
        let (weights, reports) = train(&options, &[], |line| lines.push(line.to_string())).unwrap();
        assert_eq!(reports.len(), STAGES);
        assert_eq!(lines.len(), STAGES + 1);
        // Same seed, same weights.
        let (again, _) = train(&options, &[], |_| {}).unwrap();
        assert_eq!(weights, again);
        // Each stage fits its labels far better than zero weights.
        for report in &reports {
            assert!(report.positions > 0, "{report:?}");
            assert!(report.train_error < report.zero_error * 0.7, "{report:?}");
        }
    }

    #[test]
    fn a_run_cut_short_goes_on_where_it_stopped() {
        let dir = std::env::temp_dir().join(format!("reversi-train-{}", std::process::id()));
        let options = TrainOptions {
            games: 40,
            epochs: 40,
            exact_empties: 10,
            work: Some(dir.clone()),
            ..TrainOptions::default()
        };
        let strong: Vec<StrongPosition> = sample_positions(30, 15..=50, 9)
            .into_iter()
            .map(|board| StrongPosition {
                board,
                score: 6.0,
                games: 1,
            })
            .collect();
        let (whole, _) = train(&options, &strong, |_| {}).unwrap();
        // Each stage here is one chunk, as without a work folder.
        let unkept = TrainOptions {
            work: None,
            ..options.clone()
        };
        assert_eq!(train(&unkept, &strong, |_| {}).unwrap().0, whole);

        // Cut off while stage 9 was being labelled: the fits from there on
        // never written, a chunk half written.
        let work = WorkDir::open(&dir, 0).unwrap();
        for stage in 9..STAGES {
            std::fs::remove_file(work.fit_path(stage)).unwrap();
        }
        for stage in 10..STAGES {
            std::fs::remove_file(work.labels_path(stage, 0)).unwrap();
        }
        let cut = std::fs::read(work.labels_path(9, 0)).unwrap();
        std::fs::write(work.labels_path(9, 0), &cut[..cut.len() / 2]).unwrap();
        // A stage whose fit was kept needs its labels no more.
        std::fs::remove_file(work.labels_path(2, 0)).unwrap();

        let mut lines = Vec::new();
        let (resumed, _) = train(&options, &strong, |line| lines.push(line.to_string())).unwrap();
        assert_eq!(resumed, whole);
        assert!(
            lines
                .iter()
                .any(|l| l.contains("stage-09-labels-000.gz: damaged")),
            "{lines:?}"
        );
        assert!(work.labels_path(9, 0).exists() && work.fit_path(STAGES - 1).exists());
        assert!(!work.labels_path(2, 0).exists(), "stage 2 labelled again");

        // Other settings: nothing kept is used, and the run says why.
        let other = TrainOptions {
            strong_weight: 0.25,
            ..options.clone()
        };
        let mut lines = Vec::new();
        let (differs, _) = train(&other, &strong, |line| lines.push(line.to_string())).unwrap();
        assert_ne!(differs, whole, "the strong games' weight changed nothing");
        assert!(
            lines
                .iter()
                .any(|l| l.contains("of a run with other settings"))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_late_weight_blends_the_games_score_only_from_24_empties() {
        let early = sample_positions(1, 30..=30, 1)[0];
        let late = sample_positions(1, 22..=22, 2)[0];
        let solved = sample_positions(1, 12..=12, 3)[0];
        let boards = [early, late, solved];
        let scores = [Some(10.0), Some(10.0), Some(10.0)];
        let options = TrainOptions {
            strong_weight: 0.5,
            late_strong_weight: Some(1.0),
            ..TrainOptions::default()
        };
        let mut labels = [0.0; 3];
        blend_strong_scores(&mut labels, &boards, &scores, &options);
        let units = UNITS_PER_DISC as f32;
        // Half the game's score at 30 empties, all of it at 22, none where
        // the label is exact.
        assert_eq!(labels, [5.0 * units, 10.0 * units, 0.0]);
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

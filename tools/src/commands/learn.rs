//! `learn`: the pattern weights fitted to games' final scores, as
//! Egaroucid trains: every position of the games after their random
//! openings, labelled by its game's final disc difference from the mover's
//! side. Our self-play is solved from 18 (or 20) empty squares, so there
//! its labels are perfect play's; earlier, a label is one strong game's
//! outcome, noisy alone but right on average over millions.
//!
//! Positions are kept compact (each feature as 16 bits less its table's
//! start: about 100 bytes a position, 50 million in 5 GB). Each stage is
//! fitted by gradient descent with momentum whose step for a weight is its
//! gradient divided by how often it occurs (plus the penalty's weight): a
//! weight seen a million times and one seen ten times each move towards the
//! mean error of its own positions. The L2 penalty pulls each weight
//! towards the same weight of the stage fitted before (4 empty squares
//! fewer), so a configuration a stage rarely sees keeps its neighbour's
//! value. A twentieth of the games, chosen by a hash of their moves (the
//! same games whatever the files' order or the data's growth), are held out
//! and never trained on; each stage reports its error on them beside the
//! shipped weights' on the same positions.

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Instant;

use reversi_engine::pattern::{self, SCALARS, STAGES, Weights};

use reversi_engine::{Board, Book, Evaluator, Limits, UNITS_PER_DISC};

use crate::chunks::{WorkDir, fnv1a, labels_in_chunks};
use crate::cli::{self, CliResult, print};
use crate::commands::games::read_and_say;
use crate::commands::train::searched_labels;
use crate::strong::{StrongGame, placements};

/// Fit the pattern weights to games' final scores.
///
/// Every position of GAMES (files as `games` reads them: our self-play's
/// chunks, Logistello's and WTHOR's games) after a game's random opening is
/// labelled by its game's final score. One game in 20 is held out.
#[derive(clap::Args)]
pub struct Learn {
    /// The weight file to write
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    /// Passes over each stage's positions
    #[arg(long, value_name = "N", default_value_t = LearnOptions::default().epochs, value_parser = cli::within(1..=10_000usize))]
    epochs: usize,
    /// The L2 penalty towards the stage before, in positions
    #[arg(long, value_name = "L", default_value_t = LearnOptions::default().regularisation, value_parser = cli::within(0.0..=100_000.0f32))]
    regularisation: f32,
    /// The step, as a share of a weight's mean error
    #[arg(long, value_name = "R", default_value_t = LearnOptions::default().rate, value_parser = cli::within(0.0001..=1.0f32))]
    rate: f32,
    /// Threads to fit on
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
    /// Start each stage from this weight file's and pull it towards them,
    /// instead of the stage before
    #[arg(long, value_name = "FILE")]
    start: Option<PathBuf>,
    /// Blend into each label this share of a search's score (0 to 1)
    #[arg(long, value_name = "W", default_value_t = 0.0, value_parser = cli::within(0.0..=1.0f32))]
    search_weight: f32,
    /// The blended search's depth, full width, exact from as many empties
    #[arg(long, value_name = "D", default_value_t = 4, value_parser = cli::within(1..=12u32))]
    search_depth: u32,
    /// A second search this deep: the search's score is the mean of the two
    /// (one ending on each side's move, whose biases cancel)
    #[arg(long, value_name = "D", value_parser = cli::within(1..=12u32))]
    second_depth: Option<u32>,
    /// Solve exactly from this many empty squares (default: the depth)
    #[arg(long, value_name = "E", value_parser = cli::within(1..=20u32))]
    exact_empties: Option<u32>,
    /// ProbCut in the search, in standard deviations (default: none)
    #[arg(long, value_name = "S", value_parser = cli::within(0.5..=4.0f32))]
    selectivity: Option<f32>,
    /// Beside each position, one a move away that the game did not play,
    /// labelled by the search alone: the positions a search meets after the
    /// moves good players avoid
    #[arg(long)]
    siblings: bool,
    /// Keep the searches' scores here as they are made, 100,000 positions
    /// to a file, so that a run cut short goes on where it stopped and
    /// another fit of the same positions searches nothing
    #[arg(long, value_name = "DIR")]
    work: Option<PathBuf>,
    /// Positions never to train on (an OBF file, e.g. the yardstick)
    #[arg(long, value_name = "FILE.obf")]
    hold_out: Option<String>,
    /// Games' files
    #[arg(value_name = "GAMES", required = true)]
    files: Vec<String>,
}

/// How a fit runs.
#[derive(Clone, Debug)]
pub struct LearnOptions {
    pub epochs: usize,
    pub regularisation: f32,
    pub rate: f32,
    pub threads: usize,
}

impl Default for LearnOptions {
    fn default() -> LearnOptions {
        LearnOptions {
            epochs: 100,
            regularisation: 8.0,
            rate: 0.02,
            threads: 2,
        }
    }
}

/// The momentum of the descent.
const MOMENTUM: f32 = 0.9;

/// One game in this many is held out, by the hash of its moves.
const HELD_OUT_ONE_IN: u64 = 20;

/// Positions' features and labels, compact.
#[derive(Default)]
pub struct Samples {
    /// Each position's features less their tables' starts
    /// ([`pattern::feature_offsets`]), one position after another.
    features: Vec<u16>,
    scalars: Vec<[i8; SCALARS]>,
    /// The label from the mover's side, in units: the game's final score,
    /// or that blended with a search's.
    scores: Vec<i16>,
}

impl Samples {
    pub fn len(&self) -> usize {
        self.scores.len()
    }

    fn push(&mut self, board: &Board, label: f32, offsets: &[u32]) {
        let features = pattern::features(board);
        self.features.extend(
            features
                .weights
                .iter()
                .zip(offsets)
                .map(|(&weight, &offset)| (weight - offset) as u16),
        );
        self.scalars
            .push(features.scalars.map(|x| x.clamp(-128, 127) as i8));
        let most = 64.0 * UNITS_PER_DISC as f32;
        self.scores.push(label.round().clamp(-most, most) as i16);
    }

    /// Position `i`'s features, scalars and label in units.
    fn get(&self, i: usize, width: usize) -> (&[u16], &[i8; SCALARS], f32) {
        (
            &self.features[i * width..(i + 1) * width],
            &self.scalars[i],
            self.scores[i] as f32,
        )
    }
}

/// A stage's positions: those trained on and those held out.
#[derive(Default)]
pub struct Stage {
    pub train: Samples,
    pub held_out: Samples,
}

/// Whether a game is held out: the same answer for the same moves.
fn held_out(game: &StrongGame) -> bool {
    let squares = placements(&game.game);
    // FNV's low bits barely change between games that place the same
    // squares in another order; its high bits do.
    (fnv1a(&squares) >> 32).is_multiple_of(HELD_OUT_ONE_IN)
}

/// A search blended into the labels.
pub struct Blend {
    /// Its share of the label, 0 to 1.
    pub weight: f32,
    pub limits: Limits,
    /// A second search, the score then the mean of the two.
    pub second: Option<Limits>,
    pub evaluator: Evaluator,
    pub threads: usize,
    /// Where the searches' scores are kept as they are made.
    pub work: Option<WorkDir>,
    /// Beside each position, a sibling ([`sibling`]) labelled by the search.
    pub siblings: bool,
}

impl Blend {
    /// The search's scores of `boards`, kept in `work` at `path` if it has
    /// one.
    fn search(
        &self,
        boards: &[Board],
        path: impl Fn(&WorkDir, usize) -> PathBuf,
        log: &mut impl FnMut(&str),
    ) -> Result<Vec<f32>, String> {
        labels_in_chunks(
            boards,
            self.work.as_ref(),
            path,
            |_, chunk| {
                searched_labels(
                    chunk,
                    &self.limits,
                    self.second.as_ref(),
                    &self.evaluator,
                    self.threads,
                )
            },
            log,
        )
    }

    /// What the kept scores depend on besides their positions (which each
    /// chunk holds): the searches and the evaluation's weights.
    fn fingerprint(limits: &Limits, second: Option<&Limits>, evaluator: &Evaluator) -> u64 {
        let mut bytes = format!("learn {limits:?} {second:?}").into_bytes();
        match evaluator {
            Evaluator::Patterns(weights) => bytes.extend(weights.to_bytes()),
            Evaluator::Hand => bytes.extend(b"hand"),
        }
        fnv1a(&bytes)
    }
}

/// The positions of `games` (game file number `file`), by stage, less
/// those of `excluded` (canonical boards), labelled by their games' final
/// scores or those blended with a search (`blend`); with the blend's
/// siblings, those too. Returns how many positions were added.
pub fn add_games(
    stages: &mut [Stage],
    games: &[StrongGame],
    excluded: &HashSet<(u64, u64)>,
    blend: Option<&Blend>,
    file: usize,
    log: &mut impl FnMut(&str),
) -> Result<usize, String> {
    let offsets = pattern::feature_offsets();
    let kept = |board: &Board| {
        excluded.is_empty() || {
            let key = Book::canonical(board);
            !excluded.contains(&(key.player, key.opponent))
        }
    };
    let with_siblings = blend.is_some_and(|blend| blend.siblings);
    let mut positions: Vec<(Board, i32, bool)> = Vec::new();
    let mut siblings: Vec<(Board, bool)> = Vec::new();
    for game in games {
        let held = held_out(game);
        let mut own: Vec<(Board, i32)> = Vec::new();
        game.positions(|board, score| own.push((board, score)));
        for (i, &(board, score)) in own.iter().enumerate() {
            if !kept(&board) {
                continue;
            }
            positions.push((board, score, held));
            if with_siblings
                && let Some(other) = sibling(&board, own.get(i + 1).map(|next| &next.0))
                && kept(&other)
            {
                siblings.push((other, held));
            }
        }
    }
    let units = UNITS_PER_DISC as f32;
    let mut labels: Vec<f32> = positions.iter().map(|p| p.1 as f32 * units).collect();
    let mut sibling_labels = Vec::new();
    if let Some(blend) = blend {
        let boards: Vec<Board> = positions.iter().map(|p| p.0).collect();
        let searched = blend.search(&boards, |work, chunk| work.searched_path(file, chunk), log)?;
        for (label, search) in labels.iter_mut().zip(searched) {
            *label = (1.0 - blend.weight) * *label + blend.weight * search;
        }
        let boards: Vec<Board> = siblings.iter().map(|p| p.0).collect();
        sibling_labels =
            blend.search(&boards, |work, chunk| work.siblings_path(file, chunk), log)?;
    }
    let all = positions
        .iter()
        .map(|&(board, _, held)| (board, held))
        .zip(labels)
        .chain(siblings.iter().copied().zip(sibling_labels));
    let mut added = 0;
    for ((board, held), label) in all {
        let stage = &mut stages[pattern::stage(board.empties().count_ones())];
        let samples = if held {
            &mut stage.held_out
        } else {
            &mut stage.train
        };
        samples.push(&board, label, &offsets);
        added += 1;
    }
    Ok(added)
}

/// A position a move away from `board` other than `next` (the game's own
/// continuation) whose mover has a move, chosen by a hash of the board (the
/// same whatever the run), if there is one.
fn sibling(board: &Board, next: Option<&Board>) -> Option<Board> {
    let moves = board.moves();
    let others: Vec<Board> = (0..64)
        .filter(|&square| moves >> square & 1 == 1)
        .map(|square| board.play(square, board.flips(square)))
        .filter(|after| Some(after) != next && after.moves() != 0)
        .collect();
    let mut bytes = board.player.to_le_bytes().to_vec();
    bytes.extend(board.opponent.to_le_bytes());
    let pick = (fnv1a(&bytes) >> 32) % others.len().max(1) as u64;
    others.get(pick as usize).copied()
}

/// What a stage's fit did: root mean square errors in discs.
#[derive(Clone, Debug)]
pub struct StageReport {
    pub train_error: f32,
    pub held_out_error: f32,
    /// The error of the weights we compare with on the held-out positions.
    pub reference_error: f32,
}

/// Fits every stage, from the end of the game back, each pulled towards the
/// one before; `reference` is reported beside. `log` receives a line a stage.
pub fn learn(
    stages: &[Stage],
    reference: &Weights,
    start: Option<&Weights>,
    options: &LearnOptions,
    mut log: impl FnMut(&str),
) -> (Weights, Vec<StageReport>) {
    let size = pattern::weights_per_stage();
    let mut fitted: Vec<Vec<f32>> = Vec::with_capacity(STAGES);
    let mut reports = Vec::new();
    for (number, stage) in stages.iter().enumerate() {
        let started = Instant::now();
        let values = |weights: &Weights| -> Vec<f32> {
            weights
                .stage_values(number)
                .iter()
                .map(|&v| v as f32)
                .collect()
        };
        let prior = match start {
            Some(start) => values(start),
            None => fitted.last().cloned().unwrap_or_else(|| vec![0.0; size]),
        };
        let weights = fit(&stage.train, &prior, options);
        let reference_values = values(reference);
        let report = StageReport {
            train_error: rms(&stage.train, &weights, options.threads),
            held_out_error: rms(&stage.held_out, &weights, options.threads),
            reference_error: rms(&stage.held_out, &reference_values, options.threads),
        };
        let low = number * 4 + 1;
        log(&format!(
            "stage {number:2} ({low:2}-{:2} empties): {:9} positions, {:8} held out; error {:.2} discs, held out {:.2} (the reference's {:.2}), {:.0} s",
            low + 3,
            stage.train.len(),
            stage.held_out.len(),
            report.train_error,
            report.held_out_error,
            report.reference_error,
            started.elapsed().as_secs_f32()
        ));
        fitted.push(weights);
        reports.push(report);
    }
    (Weights::from_stages(&fitted), reports)
}

/// The evaluation of one position by the stage's weights `w`, in units.
#[inline]
fn predict(w: &[f32], offsets: &[u32], features: &[u16], scalars: &[i8; SCALARS]) -> f32 {
    let patterns: f32 = features
        .iter()
        .zip(offsets)
        .map(|(&f, &offset)| w[offset as usize + f as usize])
        .sum();
    let at = pattern::scalars_at();
    patterns
        + scalars
            .iter()
            .zip(&w[at..])
            .map(|(&x, &v)| x as f32 * v)
            .sum::<f32>()
}

/// The gradient of half the squared error over `samples` (per weight, the
/// sum of its positions' errors, the scalars' weighted by their values) and
/// the sum of squared errors, on `threads` threads.
fn gradient(samples: &Samples, w: &[f32], threads: usize) -> (Vec<f32>, f64) {
    let offsets = pattern::feature_offsets();
    let width = offsets.len();
    let at = pattern::scalars_at();
    let indices: Vec<usize> = (0..samples.len()).collect();
    let share = indices.len().div_ceil(threads.max(1)).max(1);
    let parts: Vec<(Vec<f32>, f64)> = std::thread::scope(|scope| {
        let workers: Vec<_> = indices
            .chunks(share)
            .map(|share| {
                let offsets = &offsets;
                scope.spawn(move || {
                    let mut gradient = vec![0.0f32; w.len()];
                    let mut squares = 0.0f64;
                    for &i in share {
                        let (features, scalars, label) = samples.get(i, width);
                        let error = predict(w, offsets, features, scalars) - label;
                        squares += (error as f64).powi(2);
                        for (&f, &offset) in features.iter().zip(offsets) {
                            gradient[offset as usize + f as usize] += error;
                        }
                        for (j, &x) in scalars.iter().enumerate() {
                            gradient[at + j] += error * x as f32;
                        }
                    }
                    (gradient, squares)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|p| std::panic::resume_unwind(p))
            })
            .collect()
    });
    let mut total = vec![0.0f32; w.len()];
    let mut squares = 0.0;
    for (part, part_squares) in parts {
        total.iter_mut().zip(part).for_each(|(t, g)| *t += g);
        squares += part_squares;
    }
    (total, squares)
}

/// The root mean square error of `w` on `samples`, in discs.
fn rms(samples: &Samples, w: &[f32], threads: usize) -> f32 {
    if samples.len() == 0 {
        return 0.0;
    }
    let (_, squares) = gradient(samples, w, threads);
    (squares / samples.len() as f64).sqrt() as f32 / UNITS_PER_DISC as f32
}

/// A stage's weights fitted to `samples`, starting from `prior` and pulled
/// towards it.
fn fit(samples: &Samples, prior: &[f32], options: &LearnOptions) -> Vec<f32> {
    let offsets = pattern::feature_offsets();
    let width = offsets.len();
    let at = pattern::scalars_at();
    // How much each weight's positions weigh: its occurrences (a scalar's
    // squared values), plus the penalty's.
    let mut curvature = vec![options.regularisation; prior.len()];
    for i in 0..samples.len() {
        let (features, scalars, _) = samples.get(i, width);
        for (&f, &offset) in features.iter().zip(&offsets) {
            curvature[offset as usize + f as usize] += 1.0;
        }
        for (j, &x) in scalars.iter().enumerate() {
            curvature[at + j] += (x as f32).powi(2);
        }
    }
    let mut w = prior.to_vec();
    let mut velocity = vec![0.0f32; w.len()];
    for _ in 0..options.epochs {
        let (gradient, _) = gradient(samples, &w, options.threads);
        for k in 0..w.len() {
            if curvature[k] == 0.0 {
                continue;
            }
            let g = gradient[k] + options.regularisation * (w[k] - prior[k]);
            velocity[k] = MOMENTUM * velocity[k] + g / curvature[k];
            w[k] -= options.rate * velocity[k];
        }
    }
    w
}

pub fn run(args: Learn) -> CliResult {
    let options = LearnOptions {
        epochs: args.epochs,
        regularisation: args.regularisation,
        rate: args.rate,
        threads: args.threads,
    };
    let started = Instant::now();
    let excluded: HashSet<(u64, u64)> = match &args.hold_out {
        Some(path) => cli::obf_positions(path)?
            .iter()
            .map(|(_, position, _)| {
                let key = Book::canonical(&position.board());
                (key.player, key.opponent)
            })
            .collect(),
        None => HashSet::new(),
    };
    let blend = if args.search_weight > 0.0 {
        let exact = args.exact_empties.unwrap_or(args.search_depth);
        let limits = Limits {
            exact_empties: exact,
            wld_empties: exact,
            selectivity: args.selectivity,
            ..Limits::depth(args.search_depth)
        };
        let second = args.second_depth.map(|depth| Limits {
            depth,
            ..limits.clone()
        });
        let evaluator = cli::evaluator();
        let work = match &args.work {
            Some(dir) => {
                let fingerprint = Blend::fingerprint(&limits, second.as_ref(), &evaluator);
                Some(WorkDir::open(dir, fingerprint)?)
            }
            None => None,
        };
        Some(Blend {
            weight: args.search_weight,
            limits,
            second,
            evaluator,
            threads: args.threads,
            work,
            siblings: args.siblings,
        })
    } else if args.siblings {
        return Err("--siblings are labelled by the search: give --search-weight".into());
    } else {
        None
    };
    print(&format!("learning: {options:?}"))?;
    let mut stages: Vec<Stage> = (0..STAGES).map(|_| Stage::default()).collect();
    let mut positions = 0;
    let mut log = |line: &str| {
        let _ = print(line);
    };
    for (number, file) in args.files.iter().enumerate() {
        let read = read_and_say(file)?;
        positions += add_games(
            &mut stages,
            &read.games,
            &excluded,
            blend.as_ref(),
            number,
            &mut log,
        )?;
    }
    let held: usize = stages.iter().map(|s| s.held_out.len()).sum();
    print(&format!(
        "{positions} positions, {held} of them held out ({:.0} s)",
        started.elapsed().as_secs_f64()
    ))?;
    let reference = match cli::evaluator() {
        Evaluator::Patterns(weights) => (*weights).clone(),
        Evaluator::Hand => Weights::zero(),
    };
    let start = match &args.start {
        Some(path) => match cli::read_weights(path)? {
            Evaluator::Patterns(weights) => Some((*weights).clone()),
            Evaluator::Hand => None,
        },
        None => None,
    };
    let (weights, _) = learn(&stages, &reference, start.as_ref(), &options, |line| {
        let _ = print(line);
    });
    let bytes = weights.to_bytes();
    cli::write_whole(&args.out, &bytes)?;
    print(&format!(
        "wrote {} ({} bytes) in {:.0} s",
        args.out.display(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::games::read_file;

    fn chunk() -> Vec<StrongGame> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("data/selfplay/chunk-0000.rvg.gz");
        let mut games = read_file(&path).unwrap().games;
        games.truncate(3000);
        games
    }

    #[test]
    fn a_twentieth_of_the_games_is_held_out_and_the_fit_predicts_them() {
        let games = chunk();
        let mut stages: Vec<Stage> = (0..STAGES).map(|_| Stage::default()).collect();
        let added = add_games(&mut stages, &games, &HashSet::new(), None, 0, &mut |_| {}).unwrap();
        let held: usize = stages.iter().map(|s| s.held_out.len()).sum();
        let share = held as f64 / added as f64;
        assert!(
            (0.035..0.065).contains(&share),
            "{held} of {added} held out"
        );
        // The same games whatever their order.
        let mut reversed: Vec<Stage> = (0..STAGES).map(|_| Stage::default()).collect();
        let games_reversed: Vec<StrongGame> = games.iter().rev().cloned().collect();
        add_games(
            &mut reversed,
            &games_reversed,
            &HashSet::new(),
            None,
            0,
            &mut |_| {},
        )
        .unwrap();
        for (a, b) in stages.iter().zip(&reversed) {
            assert_eq!(a.held_out.len(), b.held_out.len());
        }

        let options = LearnOptions {
            epochs: 30,
            ..LearnOptions::default()
        };
        let (weights, reports) = learn(&stages, &Weights::zero(), None, &options, |_| {});
        for (number, (stage, report)) in stages.iter().zip(&reports).enumerate() {
            if stage.held_out.len() < 500 {
                continue;
            }
            // Zero weights predict a draw: the reference's error here.
            assert!(
                report.held_out_error < 0.85 * report.reference_error,
                "stage {number}: {report:?}"
            );
        }
        // The file the game reads back.
        assert_eq!(Weights::from_bytes(&weights.to_bytes()).unwrap(), weights);
    }

    #[test]
    fn a_weight_no_position_shows_keeps_the_previous_stages() {
        let mut stages: Vec<Stage> = (0..STAGES).map(|_| Stage::default()).collect();
        add_games(
            &mut stages,
            &chunk()[..200],
            &HashSet::new(),
            None,
            0,
            &mut |_| {},
        )
        .unwrap();
        let samples = &stages[5].train;
        let offsets = pattern::feature_offsets();
        let mut seen = vec![false; pattern::weights_per_stage()];
        for i in 0..samples.len() {
            let (features, _, _) = samples.get(i, offsets.len());
            for (&f, &offset) in features.iter().zip(&offsets) {
                seen[offset as usize + f as usize] = true;
            }
        }
        let prior: Vec<f32> = (0..seen.len())
            .map(|k| (k % 7) as f32 * 10.0 - 30.0)
            .collect();
        let options = LearnOptions {
            epochs: 10,
            ..LearnOptions::default()
        };
        let weights = fit(samples, &prior, &options);
        let unseen: Vec<usize> = (0..pattern::scalars_at()).filter(|&k| !seen[k]).collect();
        assert!(
            !unseen.is_empty(),
            "every weight seen: the test proves nothing"
        );
        assert!(unseen.iter().all(|&k| weights[k] == prior[k]));
        assert!((0..seen.len()).any(|k| seen[k] && weights[k] != prior[k]));
    }

    /// The labels of `games`' positions, stage after stage, with `blend`.
    fn labels(games: &[StrongGame], blend: Option<&Blend>, log: &mut impl FnMut(&str)) -> Vec<i16> {
        let mut stages: Vec<Stage> = (0..STAGES).map(|_| Stage::default()).collect();
        add_games(&mut stages, games, &HashSet::new(), blend, 0, log).unwrap();
        stages
            .iter()
            .flat_map(|s| s.train.scores.iter().chain(&s.held_out.scores).copied())
            .collect()
    }

    fn blend(weight: f32, depth: u32, work: Option<WorkDir>) -> Blend {
        Blend {
            weight,
            limits: Limits::depth(depth),
            second: None,
            evaluator: Evaluator::trained().unwrap(),
            threads: 2,
            work,
            siblings: false,
        }
    }

    #[test]
    fn a_blended_label_is_the_mean_of_the_games_score_and_the_search() {
        let games = &chunk()[..20];
        let scores = labels(games, None, &mut |_| {});
        let searched = labels(games, Some(&blend(1.0, 2, None)), &mut |_| {});
        let half = labels(games, Some(&blend(0.5, 2, None)), &mut |_| {});
        assert_ne!(scores, searched, "the search changed no label");
        for ((score, search), half) in scores.iter().zip(&searched).zip(&half) {
            let mean = (*score as f32 + *search as f32) / 2.0;
            assert!(
                (*half as f32 - mean).abs() <= 0.5,
                "{score} {search} {half}"
            );
        }
    }

    #[test]
    fn searches_kept_in_a_work_folder_are_used_again_only_whole_and_of_the_same_search() {
        let dir = std::env::temp_dir().join(format!("reversi-learn-{}", std::process::id()));
        let games = &chunk()[..20];
        let kept = |depth: u32| {
            let evaluator = Evaluator::trained().unwrap();
            let fingerprint = Blend::fingerprint(&Limits::depth(depth), None, &evaluator);
            blend(1.0, depth, Some(WorkDir::open(&dir, fingerprint).unwrap()))
        };
        let run = |blend: &Blend| {
            let mut lines = Vec::new();
            let labels = labels(games, Some(blend), &mut |line| lines.push(line.to_string()));
            (labels, lines.join("\n"))
        };
        let searched = labels(games, Some(&blend(1.0, 2, None)), &mut |_| {});

        let (first, log) = run(&kept(2));
        assert_eq!(first, searched);
        assert!(log.contains("file-000-searched-0000.gz: "), "{log}");
        // Read back: nothing searched.
        assert_eq!(run(&kept(2)), (searched.clone(), String::new()));

        // A file cut short is searched again.
        let path = kept(2).work.unwrap().searched_path(0, 0);
        let whole = std::fs::read(&path).unwrap();
        std::fs::write(&path, &whole[..whole.len() / 2]).unwrap();
        let (again, log) = run(&kept(2));
        assert_eq!(again, searched);
        assert!(log.contains("damaged"), "{log}");
        assert_eq!(std::fs::read(&path).unwrap(), whole);

        // Another search's scores are not used.
        let (deeper, log) = run(&kept(3));
        assert!(log.contains("of a run with other settings"), "{log}");
        assert_ne!(deeper, searched, "depth 3 searched as depth 2");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn siblings_are_positions_off_the_games_labelled_by_the_search() {
        let games = &chunk()[..20];
        let count = |blend: Option<&Blend>| {
            let mut stages: Vec<Stage> = (0..STAGES).map(|_| Stage::default()).collect();
            add_games(&mut stages, games, &HashSet::new(), blend, 0, &mut |_| {}).unwrap()
        };
        let own = count(None);
        let with = Blend {
            siblings: true,
            ..blend(0.0, 2, None)
        };
        let added = count(Some(&with));
        assert!(
            own + own / 2 < added && added <= 2 * own,
            "{own} positions, {added} with their siblings"
        );
        // A search's labels only: with none of the games' score blended in,
        // some differ from every game position's label.
        let game_labels: HashSet<i16> = labels(games, None, &mut |_| {}).into_iter().collect();
        let all = labels(games, Some(&with), &mut |_| {});
        assert_eq!(all.len(), added);
        assert!(all.iter().any(|label| !game_labels.contains(label)));

        // A sibling is one move away, not the game's next position.
        let board = games[0].game.start_position().board();
        let next = board.play(37, board.flips(37));
        let other = sibling(&board, Some(&next)).unwrap();
        assert_ne!(other, next);
        assert_eq!(
            other.empties().count_ones(),
            board.empties().count_ones() - 1
        );
        assert_eq!(
            sibling(&board, Some(&next)),
            Some(other),
            "another sibling the second time"
        );
    }
}

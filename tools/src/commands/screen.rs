//! `screen`: a candidate evaluation against a reference at a fast fixed
//! effort, from the engine's 1,000 balanced starts, each played twice with
//! colours swapped, before anything is matched against another program.
//!
//! The two games of a start are one sample (a pair's score, from 0 to 1, as
//! chess engines' testers count them): a start that favours one side is
//! played by both, so its bias cancels within the pair, and the variance of
//! pair scores is what the interval is made of. Besides the Elo difference
//! and its 95 % interval, a sequential probability ratio test (the
//! generalised one on pair scores) weighs "no gain" (elo0) against "a gain of
//! elo1": with `--sprt` the screen stops once it decides.
//!
//! The effort is a node count (the default: the same for both whatever the
//! machine's load, and a run repeats) or a time; either way the last
//! `--exact` empty squares are solved without a bound, so that both play the
//! end perfectly and the games measure the evaluations' midgames.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use reversi_engine::{
    Color, Evaluator, Game, Limits, Move, SELECTIVITY, Searcher, balanced_starts,
};

use crate::cli::{self, CliResult, Selectivity, print};
use crate::parallel;

/// Each player's tables, in MiB: two games run at once.
const MEGABYTES: usize = 32;

/// Play a candidate evaluation against a reference from the balanced starts.
///
/// Each of the engine's balanced starts is played twice, colours swapped,
/// at a fixed effort a move; prints the score, the Elo difference with its
/// 95 % interval, and a sequential test's log-likelihood ratio.
#[derive(clap::Args)]
pub struct Screen {
    /// The candidate's weight file
    #[arg(value_name = "CANDIDATE")]
    candidate: PathBuf,
    /// The reference's weight file (by default the weights the engine
    /// searches with: REVERSI_WEIGHTS's, else the built-in ones)
    #[arg(long, value_name = "FILE")]
    reference: Option<PathBuf>,
    /// Games: each start twice, so at most twice the starts
    #[arg(long, value_name = "N", default_value_t = 2000, value_parser = cli::within(2..=100_000usize))]
    games: usize,
    /// Nodes a move
    #[arg(long, value_name = "N", default_value_t = 100_000, value_parser = cli::within(1_000..=1_000_000_000u64), conflicts_with = "time")]
    nodes: u64,
    /// Time a move instead of nodes
    #[arg(long, value_name = "MS", value_parser = cli::millis)]
    time: Option<Duration>,
    /// Solved exactly, unbounded, from E empty squares
    #[arg(long, value_name = "E", default_value_t = 14, value_parser = cli::within(0..=24u32))]
    exact: u32,
    /// ProbCut's confidence in standard deviations (0: full width) [default: the levels']
    #[arg(long, value_name = "T", value_parser = cli::selectivity)]
    selectivity: Option<Selectivity>,
    /// Stop once the sequential test decides (H0: elo0, H1: elo1; 5 % errors)
    #[arg(long)]
    sprt: bool,
    /// The sequential test's H0, in Elo
    #[arg(
        long,
        value_name = "ELO",
        default_value_t = 0.0,
        allow_hyphen_values = true
    )]
    elo0: f64,
    /// The sequential test's H1, in Elo
    #[arg(
        long,
        value_name = "ELO",
        default_value_t = 10.0,
        allow_hyphen_values = true
    )]
    elo1: f64,
    /// Games played at once
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
}

/// How much effort a move gets.
#[derive(Clone, Copy, Debug)]
enum Effort {
    Nodes(u64),
    Time(Duration),
}

/// The search of a move: bounded by `effort` until `exact` empty squares,
/// then solved.
fn limits(effort: Effort, exact: u32, selectivity: Option<f32>, empties: u32) -> Limits {
    let bound = |limits: Limits| {
        if empties <= exact {
            return limits;
        }
        match effort {
            Effort::Nodes(nodes) => Limits {
                nodes: Some(nodes),
                ..limits
            },
            Effort::Time(time) => Limits {
                time: Some(time),
                ..limits
            },
        }
    };
    bound(Limits {
        exact_empties: exact,
        wld_empties: exact,
        selectivity,
        ..Limits::depth(60)
    })
}

/// Plays `start` to the end; the candidate has black if `candidate_black`.
/// The candidate's disc difference.
fn play(
    start: &Game,
    candidate_black: bool,
    evaluators: &[Evaluator; 2],
    effort: Effort,
    exact: u32,
    selectivity: Option<f32>,
) -> i32 {
    let [candidate, reference] = evaluators;
    let searcher =
        |evaluator: &Evaluator| Searcher::new(MEGABYTES, 0).with_evaluator(evaluator.clone());
    let (mut black, mut white) = if candidate_black {
        (searcher(candidate), searcher(reference))
    } else {
        (searcher(reference), searcher(candidate))
    };
    let mut game = start.clone();
    let stop = AtomicBool::new(false);
    while !game.position().is_game_over() {
        let position = *game.position();
        let mv = if position.legal_moves().is_empty() {
            Move::Pass
        } else {
            let searcher = match position.side_to_move() {
                Color::Black => &mut black,
                Color::White => &mut white,
            };
            let empties = position.board().empties().count_ones();
            searcher
                .search(
                    &position,
                    &limits(effort, exact, selectivity, empties),
                    &stop,
                )
                .best_move
        };
        game.play(mv).expect("the search chooses a legal move");
    }
    let side = if candidate_black {
        Color::Black
    } else {
        Color::White
    };
    game.outcome().expect("the game is over").exact_score(side)
}

/// The pairs' results so far, from the candidate's side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pairs {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub discs: i64,
    /// Each pair's score, 0 to 1.
    pub scores: Vec<f64>,
}

/// The expected score of a player `elo` stronger.
fn expected(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The Elo difference of an expected score.
fn elo(score: f64) -> f64 {
    let score = score.clamp(1e-6, 1.0 - 1e-6);
    -400.0 * (1.0 / score - 1.0).log10()
}

impl Pairs {
    pub fn add(&mut self, first: i32, second: i32) {
        let mut pair = 0.0;
        for score in [first, second] {
            match score.signum() {
                1 => self.wins += 1,
                0 => self.draws += 1,
                _ => self.losses += 1,
            }
            self.discs += score as i64;
            pair += 0.5 * (1.0 + score.signum() as f64) / 2.0;
        }
        self.scores.push(pair);
    }

    pub fn games(&self) -> usize {
        2 * self.scores.len()
    }

    fn mean_and_variance(&self) -> (f64, f64) {
        let n = self.scores.len().max(1) as f64;
        let mean = self.scores.iter().sum::<f64>() / n;
        let variance = self.scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
        (mean, variance)
    }

    /// The score (0 to 1), the Elo difference and its 95 % interval.
    pub fn elo(&self) -> (f64, f64, (f64, f64)) {
        let (mean, variance) = self.mean_and_variance();
        let error = (variance / self.scores.len().max(1) as f64).sqrt();
        (
            mean,
            elo(mean),
            (elo(mean - 1.96 * error), elo(mean + 1.96 * error)),
        )
    }

    /// The log-likelihood ratio of a gain of `elo1` against `elo0`: the
    /// generalised sequential test on pair scores (normal approximation).
    pub fn llr(&self, elo0: f64, elo1: f64) -> f64 {
        let (mean, variance) = self.mean_and_variance();
        if self.scores.len() < 2 || variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (expected(elo0), expected(elo1));
        self.scores.len() as f64 * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    pub fn summary(&self, elo0: f64, elo1: f64) -> String {
        let (score, difference, (low, high)) = self.elo();
        format!(
            "{} games: candidate wins {} draws {} losses {}, scores {:.1} %, {:+.2} discs a game; Elo {:+.1} (95 %: {:+.1} to {:+.1}); LLR {:.2} (H0 {elo0:+}, H1 {elo1:+}; bounds {:.2}, {:.2})",
            self.games(),
            self.wins,
            self.draws,
            self.losses,
            100.0 * score,
            self.discs as f64 / self.games().max(1) as f64,
            difference,
            low,
            high,
            self.llr(elo0, elo1),
            LOWER,
            UPPER
        )
    }
}

/// The sequential test's bounds for 5 % errors of both kinds: ln(0.05/0.95)
/// and ln(0.95/0.05).
const LOWER: f64 = -2.944_438_979_166_44;
const UPPER: f64 = 2.944_438_979_166_44;

/// Starts played between two looks at the sequential test.
const BATCH: usize = 50;

pub fn run(args: Screen) -> CliResult {
    let candidate = cli::read_weights(&args.candidate)?;
    let reference = match &args.reference {
        Some(path) => cli::read_weights(path)?,
        None => cli::evaluator(),
    };
    let effort = match args.time {
        Some(time) => Effort::Time(time),
        None => Effort::Nodes(args.nodes),
    };
    let selectivity = args
        .selectivity
        .map_or(Some(SELECTIVITY), |Selectivity(s)| s);
    let starts = balanced_starts();
    let count = args.games.div_ceil(2).min(starts.len());
    print(&format!(
        "candidate {} against {}: {} starts twice, {effort:?} a move, exact from {} empties, ProbCut {selectivity:?}",
        args.candidate.display(),
        args.reference
            .as_ref()
            .map_or("the engine's weights".to_string(), |p| p
                .display()
                .to_string()),
        count,
        args.exact
    ))?;
    let evaluators = [candidate, reference];
    let mut pairs = Pairs::default();
    let jobs: Vec<(usize, bool)> = (0..count).flat_map(|i| [(i, true), (i, false)]).collect();
    for batch in jobs.chunks(2 * BATCH) {
        let scores = parallel::map(
            batch,
            args.threads,
            || (),
            |_, &(start, black)| {
                play(
                    &starts[start],
                    black,
                    &evaluators,
                    effort,
                    args.exact,
                    selectivity,
                )
            },
        );
        for pair in scores.chunks(2) {
            pairs.add(pair[0], pair[1]);
        }
        print(&pairs.summary(args.elo0, args.elo1))?;
        let llr = pairs.llr(args.elo0, args.elo1);
        if args.sprt && !(LOWER..=UPPER).contains(&llr) {
            return print(&format!(
                "the sequential test decides: {}",
                if llr > UPPER {
                    "H1 (a gain)"
                } else {
                    "H0 (no gain)"
                }
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_count_as_chess_testers_count_them() {
        let mut pairs = Pairs::default();
        // A pair won twice, one split by a draw, one lost and won.
        pairs.add(10, 2);
        pairs.add(0, 6);
        pairs.add(-4, 8);
        assert_eq!((pairs.wins, pairs.draws, pairs.losses), (4, 1, 1));
        assert_eq!(pairs.scores, vec![1.0, 0.75, 0.5]);
        assert_eq!(pairs.discs, 22);
        let (score, difference, (low, high)) = pairs.elo();
        assert!((score - 0.75).abs() < 1e-12);
        assert!((difference - 190.85).abs() < 0.1, "{difference}");
        assert!(low < difference && difference < high);
    }

    #[test]
    fn the_sequential_test_leans_towards_what_the_pairs_show() {
        let mut better = Pairs::default();
        let mut even = Pairs::default();
        for i in 0..4000 {
            // 55 % of the games won, against pairs of 50 % (some won
            // twice, some lost twice, most split).
            let won =
                |range: std::ops::Range<usize>| if range.contains(&(i % 20)) { 4 } else { -4 };
            better.add(won(0..11), won(5..16));
            even.add(won(0..10), won(5..15));
        }
        assert!(
            better.llr(0.0, 10.0) > UPPER,
            "{}",
            better.summary(0.0, 10.0)
        );
        assert!(even.llr(0.0, 10.0) < LOWER, "{}", even.summary(0.0, 10.0));
    }

    #[test]
    fn weights_against_themselves_score_even_and_another_evaluation_does_not() {
        let trained = Evaluator::trained().unwrap();
        let effort = Effort::Nodes(3_000);
        let start = &balanced_starts()[0];
        // Same weights, colours swapped: the same search each side, so the
        // pair cancels exactly.
        let same = [trained.clone(), trained.clone()];
        let (first, second) = (
            play(start, true, &same, effort, 8, Some(SELECTIVITY)),
            play(start, false, &same, effort, 8, Some(SELECTIVITY)),
        );
        assert_eq!(first, -second);
        // The hand-written evaluation loses to the trained one over a few
        // starts.
        let mut pairs = Pairs::default();
        let versus = [trained, Evaluator::Hand];
        for start in &balanced_starts()[..4] {
            pairs.add(
                play(start, true, &versus, effort, 8, Some(SELECTIVITY)),
                play(start, false, &versus, effort, 8, Some(SELECTIVITY)),
            );
        }
        assert!(pairs.elo().0 > 0.6, "{}", pairs.summary(0.0, 10.0));
    }
}

//! `labels`: how good a game's final score is as the
//! label of its positions. For each game, the position it reached at E
//! empty squares is solved exactly and compared with the score the game
//! went on to (both from the side to move there): the mean error in discs,
//! and how often the game's result (win, draw, loss) differs from perfect
//! play's. Self-play made at a deeper search gives labels nearer the truth;
//! this measures by how much, to choose the search's depth.

use std::sync::atomic::AtomicBool;

use reversi_engine::{Color, Limits, Position, Searcher};

use crate::cli::{self, CliResult, print};
use crate::commands::games::read_and_say;
use crate::parallel;

/// Measure the games' final scores as labels against perfect play.
///
/// How far they are from perfect play's at E empties (each game's position
/// there solved): the labels' error.
#[derive(clap::Args)]
pub struct Labels {
    /// Where to compare: E empty squares
    #[arg(long, value_name = "E", value_parser = cli::within(1..=30u32))]
    empties: u32,
    /// Games to compare at most
    #[arg(long, value_name = "N", default_value_t = 200, value_parser = cli::within(1..=1_000_000usize))]
    count: usize,
    /// Threads to solve on
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
    /// Game files, as `games` reads them
    #[arg(value_name = "GAMES", required = true)]
    files: Vec<String>,
}

pub fn run(args: Labels) -> CliResult {
    let (empties, count, threads) = (args.empties, args.count, args.threads);
    // Each game's position at `empties` (the side to move having a move)
    // and its final score from that side.
    let mut samples: Vec<(Position, i32)> = Vec::new();
    'files: for file in &args.files {
        for strong in read_and_say(file)?.games {
            let mut game = strong.game.clone();
            while game.undo().is_some() {}
            loop {
                let position = *game.position();
                if position.board().empties().count_ones() == empties {
                    if !position.must_pass() && !position.is_game_over() {
                        let score = match position.side_to_move() {
                            Color::Black => strong.score,
                            Color::White => -strong.score,
                        };
                        samples.push((position, score));
                    }
                    break;
                }
                if game.redo().is_none() {
                    break;
                }
            }
            if samples.len() == count {
                break 'files;
            }
        }
    }
    if samples.is_empty() {
        return Err(format!("no game reaches {empties} empty squares"));
    }
    let started = std::time::Instant::now();
    let never = AtomicBool::new(false);
    let exact = parallel::map(
        &samples,
        threads,
        || Searcher::new(64, 1),
        |searcher, (position, _)| searcher.search(position, &Limits::solve(), &never).score,
    );
    let n = samples.len() as f64;
    let error: f64 = samples
        .iter()
        .zip(&exact)
        .map(|((_, label), exact)| f64::from((label - exact).abs()))
        .sum::<f64>()
        / n;
    let bias: f64 = samples
        .iter()
        .zip(&exact)
        .map(|((_, label), exact)| f64::from(label - exact))
        .sum::<f64>()
        / n;
    let other_result = samples
        .iter()
        .zip(&exact)
        .filter(|((_, label), exact)| label.signum() != exact.signum())
        .count();
    print(&format!(
        "{} positions of {empties} empties: the games' scores are {error:.2} discs from perfect play's (bias {bias:+.2}), another result in {:.1} % ({:.0} s to solve)",
        samples.len(),
        100.0 * other_result as f64 / n,
        started.elapsed().as_secs_f64()
    ))
}

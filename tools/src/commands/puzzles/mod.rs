//! `puzzles`: the game's puzzle set, built from the engine's own games (see
//! `generate.rs`): one line a puzzle, easiest first, after a
//! comment line with the command that made it.

mod generate;

use crate::cli::{self, CliResult, print};
use generate::{MAX_FIND_DEPTH, generate, hardness};

/// Make the game's puzzle set from the engine's own games.
///
/// N games (both sides at depth D from random openings): positions of 10-20
/// empties where one move beats all others by 4 discs or is the only win,
/// proven by the solver. One line a puzzle: `<board> ; best M score S second S2 depth K`, K the
/// shallowest search that finds it (0: none to 12).
#[derive(clap::Args)]
pub struct Puzzles {
    /// The file to write
    #[arg(long, value_name = "FILE")]
    out: String,
    /// Games to play
    #[arg(long, value_name = "N", default_value_t = 400, value_parser = cli::within(1..=100_000usize))]
    games: usize,
    /// The games' search depth
    #[arg(long, value_name = "D", default_value_t = 8, value_parser = cli::within(1..=20u32))]
    depth: u32,
    /// The openings' seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to play on
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
}

pub fn run(args: Puzzles) -> CliResult {
    let out = args.out.as_str();
    let (games, depth, seed, threads) = (args.games, args.depth, args.seed, args.threads);
    let started = std::time::Instant::now();
    let mut puzzles = generate(games, depth, seed, threads, &cli::evaluator());
    // Easiest first (found by the shallowest search; 0, found by none, last).
    puzzles.sort_by_key(|p| (hardness(p), p.line()));
    let mut text = format!(
        "# reversi-engine puzzles --games {games} --depth {depth} --seed {seed}: {} puzzles\n",
        puzzles.len()
    );
    for puzzle in &puzzles {
        text.push_str(&puzzle.line());
        text.push('\n');
    }
    cli::write_whole(std::path::Path::new(out), text.as_bytes())?;
    for depth in 0..=MAX_FIND_DEPTH {
        let count = puzzles.iter().filter(|p| p.depth == depth).count();
        if count > 0 {
            print(&format!("depth {depth:2}: {count} puzzles"))?;
        }
    }
    print(&format!(
        "{} puzzles from {games} games in {:.0} s, written to {out}",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    ))
}

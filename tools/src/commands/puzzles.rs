//! `puzzles --out FILE [--games N] [--depth D] [--seed S] [--threads T]`:
//! the game's puzzle set, built from the engine's own games (see the tools'
//! `puzzles.rs`): one line a puzzle, easiest first, after a comment line
//! with the command that made it.

use crate::cli::{self, Args, CliResult, print};
use crate::puzzles::{MAX_FIND_DEPTH, generate, hardness};

const USAGE: &str =
    "usage: reversi-engine puzzles --out FILE [--games N] [--depth D] [--seed S] [--threads T]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &["--out", "--games", "--depth", "--seed", "--threads"],
        USAGE,
    )?;
    let out = args
        .value("--out")
        .ok_or_else(|| args.error("--out is needed"))?;
    let games: usize = args.number("--games", 1..=100_000, 400)?;
    let depth: u32 = args.number("--depth", 1..=20, 8)?;
    let seed = args.seed(1)?;
    let threads = args.threads()?;
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
    // Whole or not at all: a temporary file, then a rename.
    let temporary = format!("{out}.part");
    std::fs::write(&temporary, &text).map_err(|e| format!("cannot write {temporary}: {e}"))?;
    std::fs::rename(&temporary, out).map_err(|e| format!("cannot write {out}: {e}"))?;
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

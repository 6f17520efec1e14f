//! `openings`: balanced match openings, random starts that a search scores
//! within a few discs of even, without symmetric twins.

use std::sync::atomic::AtomicBool;

use reversi_engine::{Limits, Searcher, SquareSet, TABLE_MEGABYTES};

use crate::cli::{self, Args, CliResult, print};
use crate::matches::openings;

const USAGE: &str =
    "usage: reversi-engine openings [--count N] [--plies P] [--depth D] [--max-score K] [--seed S]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &["--count", "--plies", "--depth", "--max-score", "--seed"],
        USAGE,
    )?;
    let count: usize = args.number("--count", 1..=1000, 50)?;
    let plies: usize = args.number("--plies", 1..=30, 8)?;
    let depth: u32 = args.number("--depth", 1..=30, 12)?;
    let max_score: i32 = args.number("--max-score", 0..=64, 2)?;
    let seed = args.seed(1)?;
    let mut searcher = Searcher::new(TABLE_MEGABYTES, 0).with_evaluator(cli::evaluator());
    let stop = AtomicBool::new(false);
    let mut taken = Vec::new();
    // Candidates come from random play; a symmetric twin of an opening
    // already taken is skipped.
    for game in openings(count * 20, plies, seed) {
        if taken.len() == count {
            break;
        }
        let position = game.position();
        if position.is_game_over() || game.moves().len() != plies {
            continue;
        }
        let canonical = (0..8)
            .map(|k| {
                let image = |discs| SquareSet(discs).symmetric(k).bits();
                (image(position.black()), image(position.white()))
            })
            .min()
            .expect("eight symmetries");
        if taken.contains(&canonical) {
            continue;
        }
        let score = searcher
            .search(position, &Limits::depth(depth), &stop)
            .score;
        if score.abs() <= max_score {
            print(&game.transcript())?;
            taken.push(canonical);
        }
    }
    if taken.len() < count {
        return Err(format!("found only {} balanced openings", taken.len()));
    }
    Ok(())
}

//! `openings`: balanced match openings, random starts that a search scores
//! within a few discs of even, without symmetric twins. The score is the
//! mean of a D-ply and a (D+1)-ply search: an evaluation biased for or
//! against the side to move errs one way at even depths and the other at
//! odd ones, so a single depth would take lopsided openings for balanced.

use std::sync::atomic::AtomicBool;

use reversi_engine::{Limits, Searcher, SquareSet, TABLE_MEGABYTES};

use crate::cli::{self, Args, CliResult, print};
use crate::matches::openings;

const USAGE: &str = "usage: reversi-engine openings [--count N] [--plies P] [--depth D] [--max-score K] [--seed S] [--selectivity T]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &[
            "--count",
            "--plies",
            "--depth",
            "--max-score",
            "--seed",
            "--selectivity",
        ],
        USAGE,
    )?;
    let count: usize = args.number("--count", 1..=10_000, 50)?;
    let plies: usize = args.number("--plies", 1..=30, 8)?;
    let depth: u32 = args.number("--depth", 1..=30, 12)?;
    let max_score: i32 = args.number("--max-score", 0..=64, 2)?;
    let seed = args.seed(1)?;
    let selectivity = match args.value("--selectivity") {
        Some(value) => cli::selectivity(value)?,
        None => None,
    };
    let limits = |depth| Limits {
        selectivity,
        ..Limits::depth(depth)
    };
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
        let even = searcher.search(position, &limits(depth), &stop).score;
        let odd = searcher.search(position, &limits(depth + 1), &stop).score;
        if (even + odd).abs() <= 2 * max_score {
            print(&game.transcript())?;
            taken.push(canonical);
        }
    }
    if taken.len() < count {
        return Err(format!("found only {} balanced openings", taken.len()));
    }
    Ok(())
}

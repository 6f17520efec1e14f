//! `openings`: balanced match openings, random starts that a search scores
//! within a few discs of even, without symmetric twins. The score is the
//! mean of a D-ply and a (D+1)-ply search: an evaluation biased for or
//! against the side to move errs one way at even depths and the other at
//! odd ones, so a single depth would take lopsided openings for balanced.

use std::sync::atomic::AtomicBool;

use reversi_engine::{Limits, Searcher, SquareSet, TABLE_MEGABYTES};

use crate::cli::{self, CliResult, Selectivity, print};
use crate::matches::openings;

/// Balanced openings for matches.
///
/// Random starts whose mean score at depths D and D+1 is within K discs of
/// even, without symmetric twins; one transcript a line. (The mean of two depths: an evaluation biased for
/// or against the side to move errs one way at even depths and the other at
/// odd ones.)
#[derive(clap::Args)]
pub struct Openings {
    /// Openings to find
    #[arg(long, value_name = "N", default_value_t = 50, value_parser = cli::within(1..=10_000usize))]
    count: usize,
    /// Plies of each
    #[arg(long, value_name = "P", default_value_t = 8, value_parser = cli::within(1..=30usize))]
    plies: usize,
    /// The searches' depth D
    #[arg(long, value_name = "D", default_value_t = 12, value_parser = cli::within(1..=30u32))]
    depth: u32,
    /// The largest mean score, in discs
    #[arg(long, value_name = "K", default_value_t = 2, value_parser = cli::within(0..=64i32))]
    max_score: i32,
    /// The random starts' seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// ProbCut's confidence in standard deviations (0: full width)
    #[arg(long, value_name = "T", value_parser = cli::selectivity)]
    selectivity: Option<Selectivity>,
}

pub fn run(args: Openings) -> CliResult {
    let (count, plies, depth, max_score, seed) = (
        args.count,
        args.plies,
        args.depth,
        args.max_score,
        args.seed,
    );
    let selectivity = args.selectivity.and_then(|Selectivity(s)| s);
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

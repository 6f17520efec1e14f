//! `calibrate`: ProbCut's margins, measured (see `margins.rs`).

mod margins;

use std::time::Instant;

use crate::cli::{self, CliResult, print};
use crate::commands::train::sample_positions;
use margins::calibrate;
use reversi_engine::Board;

/// Measure ProbCut's margins.
///
/// How far shallow searches' scores lie from deep ones (see the engine's
/// probcut.rs), on N self-play positions, or those of a file. Prints each group's sigma,
/// slope, intercept and spread, the parity swing, then the fit. The
/// defaults are the run that measured the engine's constants.
#[derive(clap::Args)]
pub struct Calibrate {
    /// Self-play positions to measure on
    #[arg(long, value_name = "N", default_value_t = 2000, value_parser = cli::within(10..=100_000usize))]
    positions: usize,
    /// The positions of an OBF file instead
    #[arg(long, value_name = "FILE.obf", conflicts_with = "positions")]
    boards: Option<String>,
    /// The deep searches' depth
    #[arg(long, value_name = "D", default_value_t = 12, value_parser = cli::within(3..=20u32))]
    depth: u32,
    /// The positions' seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to measure on
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
}

pub fn run(args: Calibrate) -> CliResult {
    let (depth, threads) = (args.depth, args.threads);
    let started = Instant::now();
    let boards = match &args.boards {
        Some(path) => read_boards(path)?,
        // Positions the midgame search sees: from 20 empties (where the
        // endgame solver takes over) to the opening.
        None => sample_positions(args.positions, 20..=58, args.seed),
    };
    let calibration = calibrate(&boards, depth, &cli::evaluator(), threads);
    print("depth empties positions sigma slope intercept spread (discs; deep score on shallow)")?;
    for g in &calibration.groups {
        print(&format!(
            "{:5} {:3}-{:<3} {:9} {:5.2} {:5.2} {:+9.2} {:6.2}",
            g.depth,
            g.low,
            g.low + 7,
            g.positions,
            g.sigma,
            g.slope,
            g.intercept,
            g.spread
        ))?;
    }
    print("empties positions parity swing (discs; about minus the side-to-move bias)")?;
    for (low, n, swing) in &calibration.parity_swing {
        print(&format!("{low:3}-{:<3} {n:9} {swing:+6.2}", low + 7))?;
    }
    let fit = match calibration.fit {
        Some([a, b, c, d]) => format!(
            "fit: sigma = {a:.4} + {b:.4} * empties + {c:.4} * shallow depth + {d:.4} * depth"
        ),
        None => "fit: none (the positions need several groups of empties)".to_string(),
    };
    print(&format!(
        "{fit} ({} positions, {:.0} s)",
        boards.len(),
        started.elapsed().as_secs_f64()
    ))
}

/// The positions of an OBF file: enough for groups of 10.
fn read_boards(path: &str) -> Result<Vec<Board>, String> {
    let boards: Vec<Board> = cli::obf_positions(path)?
        .into_iter()
        .map(|(_, position, _)| position.board())
        .collect();
    if boards.len() < 10 {
        return Err(format!(
            "{path}: {} positions; calibrate needs at least 10",
            boards.len()
        ));
    }
    Ok(boards)
}

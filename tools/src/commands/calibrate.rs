//! `calibrate`: ProbCut's margins, measured (see the tools' `calibrate.rs`).

use std::time::Instant;

use crate::calibrate::calibrate;
use crate::cli::{self, Args, CliResult, print};
use crate::train::sample_positions;
use reversi_engine::Board;

const USAGE: &str = "usage: reversi-engine calibrate [--positions N | --boards FILE.obf] [--depth D] [--seed S] [--threads T]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &["--positions", "--boards", "--depth", "--seed", "--threads"],
        USAGE,
    )?;
    // The defaults are the run that measured the engine's constants.
    let positions: usize = args.number("--positions", 10..=100_000, 2000)?;
    let depth: u32 = args.number("--depth", 3..=20, 12)?;
    let seed = args.seed(1)?;
    let threads = args.threads()?;
    let started = Instant::now();
    let boards = match args.value("--boards") {
        Some(_) if args.value("--positions").is_some() => {
            return Err(args.error("--positions and --boards exclude each other"));
        }
        Some(path) => read_boards(path)?,
        // Positions the midgame search sees: from 20 empties (where the
        // endgame solver takes over) to the opening.
        None => sample_positions(positions, 20..=58, seed),
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

//! `calibrate`: ProbCut's margins, measured (see the tools' `calibrate.rs`).

use std::time::Instant;

use crate::calibrate::calibrate;
use crate::cli::{self, Args, CliResult, print};
use crate::train::sample_positions;

const USAGE: &str =
    "usage: reversi-engine calibrate [--positions N] [--depth D] [--seed S] [--threads T]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &["--positions", "--depth", "--seed", "--threads"],
        USAGE,
    )?;
    // The defaults are the run that measured the engine's constants.
    let positions: usize = args.number("--positions", 10..=100_000, 2000)?;
    let depth: u32 = args.number("--depth", 3..=20, 12)?;
    let seed = args.seed(1)?;
    let threads = args.threads()?;
    let started = Instant::now();
    // Positions the midgame search sees: from 20 empties (where the
    // endgame solver takes over) to the opening.
    let boards = sample_positions(positions, 20..=58, seed);
    let calibration = calibrate(&boards, depth, &cli::evaluator(), threads);
    print("depth empties positions sigma")?;
    for (depth, low, n, sigma) in &calibration.groups {
        print(&format!(
            "{depth:5} {low:3}-{:<3} {n:9} {sigma:5.2}",
            low + 7
        ))?;
    }
    print("empties positions parity swing (discs; about minus the side-to-move bias)")?;
    for (low, n, swing) in &calibration.parity_swing {
        print(&format!("{low:3}-{:<3} {n:9} {swing:+6.2}", low + 7))?;
    }
    let [a, b, c, d] = calibration.fit;
    print(&format!(
        "fit: sigma = {a:.4} + {b:.4} * empties + {c:.4} * shallow depth + {d:.4} * depth ({} positions, {:.0} s)",
        boards.len(),
        started.elapsed().as_secs_f64()
    ))
}

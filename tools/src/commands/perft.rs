//! `perft [--board "<OBF>"] DEPTH`: the move generator's count and speed.

use std::time::Instant;

use reversi_engine::perft;

use crate::cli::{self, Args, CliResult, print};

const USAGE: &str = "usage: reversi-engine perft [--board \"<OBF>\"] DEPTH";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::parse(args, &["--board"], USAGE)?;
    let position = cli::board(&args)?;
    let [depth] = args.exactly()?;
    let depth: u32 = cli::number("perft depth", depth, 0..=60)?;
    let started = Instant::now();
    let leaves = perft(position.board(), depth);
    let seconds = started.elapsed().as_secs_f64();
    print(&format!(
        "perft {depth}: {leaves} leaves in {seconds:.3} s ({:.1} M leaves/s)",
        leaves as f64 / seconds.max(1e-9) / 1e6
    ))?;
    print(&leaves.to_string())
}

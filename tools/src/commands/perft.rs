//! `perft`: the move generator's count and speed.

use std::time::Instant;

use reversi_engine::{Position, instruction_set, perft};

use crate::cli::{self, CliResult, print};

/// Count the leaves DEPTH plies deep: the move generator's check and
/// benchmark.
///
/// A forced pass is a ply, a finished game one leaf. Prints the count with
/// the time, the speed and the instructions the engine ran with, then the
/// count alone on the last line.
#[derive(clap::Args)]
pub struct Perft {
    /// Plies to look ahead, 0 to 60
    #[arg(value_parser = cli::within(0..=60u32))]
    depth: u32,
    /// Count from this board (64 squares a1..h8 of X, O and -, then X or O
    /// to move) instead of the start
    #[arg(long, value_name = "OBF", allow_hyphen_values = true, value_parser = cli::board)]
    board: Option<Position>,
}

pub fn run(args: Perft) -> CliResult {
    let depth = args.depth;
    let position = args.board.unwrap_or_else(Position::start);
    let started = Instant::now();
    let leaves = perft(position.board(), depth);
    let seconds = started.elapsed().as_secs_f64();
    print(&format!(
        "perft {depth}: {leaves} leaves in {seconds:.3} s ({:.1} M leaves/s, {} code)",
        leaves as f64 / seconds.max(1e-9) / 1e6,
        instruction_set()
    ))?;
    print(&leaves.to_string())
}

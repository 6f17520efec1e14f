//! `nboard`: the NBoard protocol on stdin and stdout.

mod session;

use std::time::Duration;

use reversi_engine::{Level, Limits};

use crate::cli::{self, CliResult, Selectivity};
use session::{Session, serve};

/// Speak the NBoard protocol (version 2) on stdin and stdout.
///
/// As an engine for NBoard and other programs that speak it. With --level or --time every move is searched so, whatever depth the
/// program sets.
#[derive(clap::Args)]
pub struct Nboard {
    /// Search as the game's level N does (1 to 10)
    #[arg(long, value_name = "N", value_parser = cli::within(Level::RANGE))]
    level: Option<u32>,
    /// At most MS milliseconds a move
    #[arg(long, value_name = "MS", value_parser = cli::millis)]
    time: Option<Duration>,
    /// Each game's time for all our moves, shared out by a clock (more just
    /// before the solved endgame)
    #[arg(long, value_name = "MS", value_parser = cli::millis)]
    game_time: Option<Duration>,
    /// ProbCut's confidence in standard deviations (0: full width)
    #[arg(long, value_name = "T", value_parser = cli::selectivity)]
    selectivity: Option<Selectivity>,
    /// Threads for each search
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = cli::within(1..=256usize))]
    threads: usize,
}

pub fn run(args: Nboard) -> CliResult {
    let mut limits: Option<Limits> = args.level.and_then(Level::get).map(|level| level.limits());
    limits = cli::within_time(limits, args.time);
    if args.game_time.is_some() && limits.is_none() {
        // The clock plans each move's time; the strongest level's search
        // spends it.
        limits = Some(Level::strongest().limits());
    }
    let mut session = Session::with(limits, cli::evaluator());
    if let Some(budget) = args.game_time {
        session.set_game_time(budget);
    }
    if let Some(Selectivity(selectivity)) = args.selectivity {
        session.set_selectivity(selectivity);
    }
    session.set_threads(args.threads);
    session.set_book(cli::book());
    let input = std::io::BufReader::new(std::io::stdin());
    serve(&mut session, input, &mut std::io::stdout())
        .map_err(|e| format!("cannot write output: {e}"))
}

//! `nboard [--level N] [--time MS] [--game-time MS] [--selectivity T] [--threads N]`: the NBoard protocol
//! on stdin and stdout.

use std::time::Duration;

use reversi_engine::{Level, Limits};

use crate::cli::{self, Args, CliResult};
use crate::nboard::{Session, serve};

const USAGE: &str = "usage: reversi-engine nboard [--level N] [--time MS] [--game-time MS] [--selectivity T] [--threads N]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &[
            "--level",
            "--time",
            "--game-time",
            "--selectivity",
            "--threads",
        ],
        USAGE,
    )?;
    let mut limits: Option<Limits> = None;
    if let Some(value) = args.value("--level") {
        let number = cli::number("--level", value, Level::RANGE)?;
        limits = Level::get(number).map(|level| level.limits());
    }
    if let Some(value) = args.value("--time") {
        let time = Duration::from_millis(cli::number("--time", value, 1..=86_400_000)?);
        limits = cli::within_time(limits, Some(time));
    }
    let game_time = match args.value("--game-time") {
        Some(value) => Some(Duration::from_millis(cli::number(
            "--game-time",
            value,
            1..=86_400_000,
        )?)),
        None => None,
    };
    if game_time.is_some() && limits.is_none() {
        // The clock plans each move's time; the strongest level's search
        // spends it.
        limits = Some(Level::strongest().limits());
    }
    let mut session = Session::with(limits, cli::evaluator());
    if let Some(budget) = game_time {
        session.set_game_time(budget);
    }
    if let Some(value) = args.value("--selectivity") {
        session.set_selectivity(cli::selectivity(value)?);
    }
    session.set_threads(args.search_threads()?);
    session.set_book(cli::book());
    let input = std::io::BufReader::new(std::io::stdin());
    serve(&mut session, input, &mut std::io::stdout())
        .map_err(|e| format!("cannot write output: {e}"))
}

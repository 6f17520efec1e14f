//! `bestmove`: one search, its score, depth, nodes, time and line; the move
//! last.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use reversi_engine::{Level, Limits, Position, ScoreKind, Searcher};

use crate::cli::{self, CliResult, Selectivity, print};

/// The best move (or pass) of a position, on the last line.
///
/// Before it: `score S (kind) depth D nodes N time T s pv MOVES`.
#[derive(clap::Args)]
#[command(group = clap::ArgGroup::new("strength").required(true).multiple(true).args(["level", "depth", "time"]))]
pub struct Bestmove {
    /// The position (64 squares a1..h8 of X, O and -, then X or O to move)
    #[arg(long, value_name = "OBF", allow_hyphen_values = true, value_parser = cli::board)]
    board: Position,
    /// Search as the game's level N does (1 to 10)
    #[arg(long, value_name = "N", conflicts_with = "depth", value_parser = cli::within(Level::RANGE))]
    level: Option<u32>,
    /// Search D plies deep
    #[arg(long, value_name = "D", value_parser = cli::within(1..=60u32))]
    depth: Option<u32>,
    /// At most MS milliseconds: bounds the level's or depth's search, or
    /// alone searches as deep as it allows
    #[arg(long, value_name = "MS", value_parser = cli::millis)]
    time: Option<Duration>,
    /// ProbCut's confidence in standard deviations (0: full width)
    #[arg(long, value_name = "T", value_parser = cli::selectivity)]
    selectivity: Option<Selectivity>,
    /// Threads for the search
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = cli::within(1..=256usize))]
    threads: usize,
}

pub fn run(args: Bestmove) -> CliResult {
    let position = args.board;
    let limits = match (args.level, args.depth) {
        (Some(level), _) => Level::get(level).map(|level| level.limits()),
        (None, Some(depth)) => Some(Limits::depth(depth)),
        (None, None) => None,
    };
    let mut limits =
        cli::within_time(limits, args.time).ok_or("one of --level, --depth or --time is needed")?;
    if let Some(Selectivity(selectivity)) = args.selectivity {
        limits.selectivity = selectivity;
    }
    if position.is_game_over() {
        return Err("the game is over: there is no move to make".into());
    }
    let result = Searcher::default()
        .with_evaluator(cli::evaluator())
        .with_threads(args.threads)
        .with_book(cli::book())
        .search(&position, &limits, &AtomicBool::new(false));
    let kind = match result.kind {
        ScoreKind::Estimate => "estimate",
        ScoreKind::Exact => "exact",
        ScoreKind::WinLossDraw => "win/loss/draw",
    };
    let pv: Vec<String> = result.pv.iter().map(|m| format!("{m:#}")).collect();
    print(&format!(
        "score {:+} ({kind}) depth {} nodes {} time {:.3} s pv {}",
        result.score,
        result.depth,
        result.nodes,
        result.elapsed.as_secs_f64(),
        pv.join(" ")
    ))?;
    print(&format!("{:#}", result.best_move))
}

//! `bestmove --board "<OBF>" (--level N | --depth D) [--time MS]`: one search,
//! its score, depth, nodes, time and line; the move last.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use reversi_engine::{Level, Limits, ScoreKind, Searcher};

use crate::cli::{self, Args, CliResult, print};

const USAGE: &str = "usage: reversi-engine bestmove --board \"<OBF>\" (--level N | --depth D) [--time MS] [--selectivity T] [--threads N]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &[
            "--board",
            "--level",
            "--depth",
            "--time",
            "--selectivity",
            "--threads",
        ],
        USAGE,
    )?;
    let position = cli::board(&args)?;
    let mut limits = None;
    let mut selectivity = None;
    let mut time = None;
    for &(flag, value) in args.flags() {
        match flag {
            "--selectivity" => selectivity = Some(cli::selectivity(value)?),
            "--level" => {
                let number = cli::number(flag, value, Level::RANGE)?;
                limits = Level::get(number).map(|level| level.limits());
            }
            "--depth" => limits = Some(Limits::depth(cli::number(flag, value, 1..=60)?)),
            "--time" => {
                let millis = cli::number(flag, value, 1..=86_400_000)?;
                time = Some(Duration::from_millis(millis));
            }
            _ => {}
        }
    }
    let mut limits = cli::within_time(limits, time)
        .ok_or_else(|| args.error("one of --level, --depth or --time is needed"))?;
    if let Some(selectivity) = selectivity {
        limits.selectivity = selectivity;
    }
    if position.is_game_over() {
        return Err("the game is over: there is no move to make".into());
    }
    let result = Searcher::default()
        .with_evaluator(cli::evaluator())
        .with_threads(args.search_threads()?)
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

//! `solve`: each position of a file solved exactly, checked against the
//! file's FFO-style annotations when it has them.

use std::sync::atomic::AtomicBool;

use reversi_engine::{Limits, Searcher};

use crate::cli::{self, CliResult, print};

/// The solver's tables, in MiB: the FFO positions need more than a game.
const SOLVE_MEGABYTES: usize = 256;

/// Solve each position of an OBF file exactly.
///
/// Prints `<line> <move> <score> <nodes> <seconds>` for each, then a `total`
/// line; a file annotated as the FFO positions are (`; A2:+38; C7:+36`) is
/// checked, and any wrong result is an error.
#[derive(clap::Args)]
pub struct Solve {
    /// Positions, one board string a line (`%` or `#` starts a comment)
    #[arg(value_name = "FILE.obf")]
    path: String,
    /// Threads for each search
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = cli::within(1..=256usize))]
    threads: usize,
}

pub fn run(args: Solve) -> CliResult {
    let (path, threads) = (args.path.as_str(), args.threads);
    // Read every line first, so that a bad line is reported before hours of solving.
    let mut positions = Vec::new();
    for (line, position, text) in cli::obf_positions(path)? {
        let expected = annotated_scores(&text).map_err(|e| format!("{path}:{line}: {e}"))?;
        positions.push((line, position, expected));
    }
    if positions.is_empty() {
        return Err(format!("{path} holds no positions"));
    }
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::new(SOLVE_MEGABYTES, 0)
        .with_evaluator(cli::evaluator())
        .with_threads(threads);
    let (mut total_nodes, mut total_seconds) = (0u64, 0f64);
    let (mut checked, mut wrong) = (0, Vec::new());
    for (line, position, expected) in positions {
        searcher.clear();
        let result = searcher.search(&position, &Limits::solve(), &stop);
        let seconds = result.elapsed.as_secs_f64();
        total_nodes += result.nodes;
        total_seconds += seconds;
        let name = format!("{:#}", result.best_move);
        print(&format!(
            "{line} {name} {:+} {} {seconds:.2}",
            result.score, result.nodes
        ))?;
        // Annotated files (FFO style `; A2:+38; C7:+36`) are checked: the
        // score must be the best listed, reached by the move played.
        if let Some(best) = expected.iter().map(|(_, s)| *s).max() {
            checked += 1;
            let move_score = expected.iter().find(|(m, _)| *m == name).map(|(_, s)| *s);
            if result.score != best || move_score != Some(best) {
                wrong.push(line);
            }
        }
    }
    let check = if checked > 0 {
        format!(
            "; {} of {checked} match the annotations",
            checked - wrong.len()
        )
    } else {
        String::new()
    };
    print(&format!(
        "total {total_nodes} nodes {total_seconds:.2} s ({:.1} M nodes/s){check}",
        total_nodes as f64 / total_seconds.max(1e-9) / 1e6
    ))?;
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!("wrong results on lines {wrong:?}"))
    }
}

/// The move scores annotated after `;` on an OBF line, e.g. `; A2:+38; C7:+36`.
fn annotated_scores(line: &str) -> Result<Vec<(String, i32)>, String> {
    let Some((_, notes)) = line.split_once(';') else {
        return Ok(Vec::new());
    };
    let mut scores = Vec::new();
    for note in notes.split(';').map(str::trim).filter(|n| !n.is_empty()) {
        let Some((mv, score)) = note.split_once(':') else {
            continue;
        };
        let score = score
            .trim()
            .parse()
            .map_err(|_| format!("bad score annotation {note:?}"))?;
        scores.push((mv.trim().to_lowercase(), score));
    }
    Ok(scores)
}

//! `explain (GAME | --board OBF) MOVE`: why a move scores as it does against
//! the best one (the best against the second best), one reason a line; and
//! `explain --survey N`: how well the reasons account for the search's
//! score differences on positions of the engine's games (with `--fit`, the
//! weights that would account for them best).

use std::sync::atomic::AtomicBool;

use reversi_engine::{Judged, Position, Searcher, Square, explain, score_moves};

use crate::cli::{self, Args, CliResult, print};
use crate::coach::{self, Agreement, STAGES};

const USAGE: &str = "usage: reversi-engine explain (GAME | --board \"<OBF>\") MOVE [--depth D] [--exact E] | explain --survey N [--seed S] [--depth D] [--threads T] [--fit]";

pub fn run(args: &[String]) -> CliResult {
    // The one option without a value.
    let fit = args.iter().any(|a| a == "--fit");
    let args: Vec<String> = args.iter().filter(|a| *a != "--fit").cloned().collect();
    let args = Args::parse(
        &args,
        &[
            "--board",
            "--depth",
            "--exact",
            "--survey",
            "--seed",
            "--threads",
        ],
        USAGE,
    )?;
    let depth = args.number("--depth", 2..=30, 10)?;
    if args.value("--survey").is_some() {
        return survey(&args, depth, fit);
    }
    let (position, mv) = match (
        args.value("--board"),
        args.exactly::<1>(),
        args.exactly::<2>(),
    ) {
        (Some(_), Ok([mv]), _) => (cli::board(&args)?, mv),
        (None, _, Ok([game, mv])) => (*cli::game(game)?.position(), mv),
        _ => return Err(args.error("give a game or --board, and the move")),
    };
    let square: Square = mv
        .parse()
        .map_err(|_| args.error(format!("{mv:?} is not a square such as d3")))?;
    if !position.is_legal(square.into()) {
        return Err(format!(
            "{square} is not a legal move for {} here",
            position.side_to_move()
        ));
    }
    if position.legal_moves().len() < 2 {
        return print(&format!("move {square} only-move"));
    }
    let exact = args.number("--exact", 0..=30, 20)?;
    let never = AtomicBool::new(false);
    let mut searcher = Searcher::default().with_evaluator(cli::evaluator());
    let scores = score_moves(&mut searcher, &position, depth, exact, &never)
        .ok_or("the position has no move to explain")?;
    let judged = |i: usize| Judged {
        square: scores[i].square,
        score: scores[i].score,
        exact: scores[i].kind == reversi_engine::ScoreKind::Exact,
    };
    let index = scores
        .iter()
        .position(|s| s.square == square)
        .ok_or("the move was not scored")?;
    let (played, alternative) = (judged(index), judged(if index == 0 { 1 } else { 0 }));
    for (label, m) in [("move", played), ("alternative", alternative)] {
        let kind = if m.exact { "exact" } else { "estimate" };
        print(&format!("{label} {} {:+} {kind}", m.square, m.score))?;
    }
    for reason in explain(&position, played, alternative) {
        let squares: Vec<String> = reason.squares.iter().map(|s| s.to_string()).collect();
        print(&format!(
            "reason {} {} {} {} {:+.1} {}",
            reason.topic.id(),
            if reason.better() { "better" } else { "worse" },
            reason.value,
            reason.alternative,
            reason.effect,
            if squares.is_empty() {
                "-".to_string()
            } else {
                squares.join(",")
            }
        ))?;
    }
    Ok(())
}

fn survey(args: &Args, depth: u32, fit: bool) -> CliResult {
    args.exactly::<0>()?;
    let count = args.number("--survey", 10..=100_000, 200)?;
    let seed = args.seed(1)?;
    let threads = args.threads()?;
    let evaluator = cli::evaluator();
    let started = std::time::Instant::now();
    let positions: Vec<Position> = coach::positions(count, seed, threads, &evaluator);
    let rows = coach::survey(&positions, depth, threads, &evaluator);
    print(
        "stage moves explained same-sign half (moves whose score differs from the compared one's)",
    )?;
    let line = |label: &str, a: &Agreement| {
        let share = |n: usize| 100.0 * n as f64 / a.moves.max(1) as f64;
        format!(
            "{label:>6} {:6} {:5.1}% {:5.1}% {:5.1}%",
            a.moves,
            share(a.explained),
            share(a.same_sign),
            share(a.half)
        )
    };
    for (stage, label) in STAGES.iter().enumerate() {
        let agreement = Agreement::of(rows.iter().filter(|r| r.stage == stage));
        print(&line(label, &agreement))?;
    }
    print(&line("all", &Agreement::of(&rows)))?;
    if fit {
        for (stage, weights) in coach::fit(&rows).iter().enumerate() {
            let weights: Vec<String> = weights
                .iter()
                .map(|w| w.map_or("prior".to_string(), |w| format!("{w:.2}")))
                .collect();
            print(&format!("fit {} [{}]", STAGES[stage], weights.join(", ")))?;
        }
    }
    print(&format!(
        "{} positions, {} moves compared, depth {depth}, seed {seed}, {:.0} s",
        positions.len(),
        rows.len(),
        started.elapsed().as_secs_f64()
    ))?;
    Ok(())
}

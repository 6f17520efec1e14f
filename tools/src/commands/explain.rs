//! `explain`: why a move scores as it does against the best one (the best
//! against the second best), one reason a line; and `explain --survey N`:
//! how well the reasons account for the search's score differences on
//! positions of the engine's games (with `--fit`, the weights that would
//! account for them best).

use std::sync::atomic::AtomicBool;

use reversi_engine::{Judged, Position, Searcher, Square, explain, score_moves};

use crate::cli::{self, CliResult, print};
use crate::coach::{self, Agreement, STAGES};

/// Why a move scores as it does against the best one.
///
/// MOVE against the best move (the best against the second best). Prints `move` and `alternative` lines (square, score, exact or
/// estimate), then one line a reason, the decisive one first: `reason
/// <topic> better|worse <value> <alternative's value> <effect in discs>
/// <squares>`. With --survey: how often each move's first reason agrees
/// with the search's score difference, on N positions of the engine's
/// games; --fit adds the reasons' weights fitted to them.
#[derive(clap::Args)]
pub struct Explain {
    /// The game (a transcript, board string or GGF game, or a file holding
    /// one); with --board, the move
    #[arg(
        value_name = "GAME",
        allow_hyphen_values = true,
        required_unless_present = "survey"
    )]
    game: Option<String>,
    /// The move, a square such as d3
    #[arg(value_name = "MOVE")]
    mv: Option<String>,
    /// The position instead of a game (64 squares a1..h8 of X, O and -, then
    /// X or O to move)
    #[arg(long, value_name = "OBF", allow_hyphen_values = true, value_parser = cli::board)]
    board: Option<Position>,
    /// The searches' depth
    #[arg(long, value_name = "D", default_value_t = 10, value_parser = cli::within(2..=30u32))]
    depth: u32,
    /// Solve exactly with at most E empty squares
    #[arg(long, value_name = "E", default_value_t = 20, value_parser = cli::within(0..=30u32))]
    exact: u32,
    /// Survey N positions instead
    #[arg(long, value_name = "N", conflicts_with_all = ["game", "board"], value_parser = cli::within(10..=100_000usize))]
    survey: Option<usize>,
    /// The survey's seed
    #[arg(long, value_name = "S", default_value_t = 1, requires = "survey", conflicts_with_all = ["game", "board"])]
    seed: u64,
    /// The survey's threads
    #[arg(long, value_name = "T", default_value_t = 2, requires = "survey", conflicts_with_all = ["game", "board"], value_parser = cli::within(1..=64usize))]
    threads: usize,
    /// Fit the reasons' weights to the survey
    #[arg(long, requires = "survey", conflicts_with_all = ["game", "board"])]
    fit: bool,
}

pub fn run(args: Explain) -> CliResult {
    let depth = args.depth;
    if let Some(count) = args.survey {
        return survey(count, args.seed, args.threads, depth, args.fit);
    }
    let (position, mv) = match (args.board, args.game, args.mv) {
        (Some(position), Some(mv), None) => (position, mv),
        (None, Some(game), Some(mv)) => (*cli::game(&game)?.position(), mv),
        _ => return Err("give a game or --board, and the move".into()),
    };
    let square: Square = mv
        .parse()
        .map_err(|_| format!("{mv:?} is not a square such as d3"))?;
    if !position.is_legal(square.into()) {
        return Err(format!(
            "{square} is not a legal move for {} here",
            position.side_to_move()
        ));
    }
    if position.legal_moves().len() < 2 {
        return print(&format!("move {square} only-move"));
    }
    let exact = args.exact;
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

fn survey(count: usize, seed: u64, threads: usize, depth: u32, fit: bool) -> CliResult {
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

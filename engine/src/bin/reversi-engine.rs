//! `reversi-engine`: the engine on the command line, for people and scripts.
//! Every error is one line on stderr and exit status 2.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use reversi_engine::{Color, Game, Position, perft};

const USAGE: &str = "\
usage: reversi-engine <command> [arguments]

commands:
  perft [--board \"<OBF>\"] DEPTH   count the leaves DEPTH plies deep (last line: the count)
  replay TRANSCRIPT               play moves like f5d6c3 from the start and print the result
                                  (last line: black B white W empty E)
  help                            this text
  --version                       the version";

/// A failed command: the message for stderr.
type CliResult = Result<(), String>;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("reversi-engine: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> CliResult {
    let Some((command, rest)) = args.split_first() else {
        return Err(format!("no command given\n{USAGE}"));
    };
    match command.as_str() {
        "perft" => cmd_perft(rest),
        "replay" => cmd_replay(rest),
        "help" | "--help" | "-h" => print(USAGE),
        "--version" | "-V" => print(&format!("reversi-engine {}", reversi_engine::VERSION)),
        other => Err(format!(
            "unknown command {other:?} (try `reversi-engine help`)"
        )),
    }
}

/// Writes `text` and a newline to stdout; a closed pipe is an error, not a panic.
fn print(text: &str) -> CliResult {
    writeln!(std::io::stdout().lock(), "{text}").map_err(|e| format!("cannot write output: {e}"))
}

/// Splits `--board VALUE` out of `args`, returning the position and the rest.
fn take_board(args: &[String]) -> Result<(Position, Vec<&String>), String> {
    let mut position = Position::start();
    let mut rest = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == "--board" {
            let text = iter.next().ok_or("--board needs a board string")?;
            position = Position::from_obf(text).map_err(|e| format!("--board: {e}"))?;
        } else if let Some(text) = arg.strip_prefix("--board=") {
            position = Position::from_obf(text).map_err(|e| format!("--board: {e}"))?;
        } else {
            rest.push(arg);
        }
    }
    Ok((position, rest))
}

fn cmd_perft(args: &[String]) -> CliResult {
    let (position, rest) = take_board(args)?;
    let [depth] = rest.as_slice() else {
        return Err("usage: reversi-engine perft [--board \"<OBF>\"] DEPTH".into());
    };
    let depth: u32 = depth
        .parse()
        .ok()
        .filter(|d| *d <= 60)
        .ok_or_else(|| format!("perft depth must be a number from 0 to 60, not {depth:?}"))?;
    let started = Instant::now();
    let leaves = perft(position.board(), depth);
    let seconds = started.elapsed().as_secs_f64();
    print(&format!(
        "perft {depth}: {leaves} leaves in {seconds:.3} s ({:.1} M leaves/s)",
        leaves as f64 / seconds.max(1e-9) / 1e6
    ))?;
    print(&leaves.to_string())
}

fn cmd_replay(args: &[String]) -> CliResult {
    if args.is_empty() {
        return Err("usage: reversi-engine replay TRANSCRIPT (e.g. f5d6c3d3c4)".into());
    }
    let game = Game::from_transcript(&args.join(" ")).map_err(|e| e.to_string())?;
    let pos = game.position();
    let status = match pos.outcome() {
        Some(outcome) => match outcome.winner() {
            Some(winner) => format!(
                "game over: {winner} wins by {}",
                outcome.exact_score(winner)
            ),
            None => "game over: draw".to_string(),
        },
        None => format!("{} to move", pos.side_to_move()),
    };
    print(&format!(
        "{pos}\n{}{status}; supplies: black {} white {}",
        pos.diagram(),
        game.supply(Color::Black),
        game.supply(Color::White)
    ))?;
    print(&format!(
        "black {} white {} empty {}",
        pos.count(Color::Black),
        pos.count(Color::White),
        pos.empty_count()
    ))
}

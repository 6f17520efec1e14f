//! `diagram --out FILE.png (GAME | --board OBF) [--numbers] [--mono]
//! [--legal]`: the position as a PNG diagram, as the game exports it (the
//! `reversi-diagram` crate): the board from above with its coordinates, the
//! last move ringed; `--numbers` numbers each disc by the move that placed
//! it, `--legal` dots the legal moves, `--mono` draws it in black and white.

use reversi_diagram::{Diagram, Style};
use reversi_engine::Game;

use crate::cli::{self, Args, CliResult, print};

const USAGE: &str = "usage: reversi-engine diagram --out FILE.png (GAME | --board \"<OBF>\") [--numbers] [--mono] [--legal]";

pub fn run(args: &[String]) -> CliResult {
    // The options without a value.
    let switches = ["--numbers", "--mono", "--legal"];
    let on = |switch: &str| args.iter().any(|a| a == switch);
    let (numbers, mono, legal) = (on("--numbers"), on("--mono"), on("--legal"));
    let rest: Vec<String> = args
        .iter()
        .filter(|a| !switches.contains(&a.as_str()))
        .cloned()
        .collect();
    let args = Args::parse(&rest, &["--out", "--board"], USAGE)?;
    let out = args
        .value("--out")
        .ok_or_else(|| args.error("--out is needed"))?;
    let game = match (
        args.value("--board"),
        args.exactly::<0>(),
        args.exactly::<1>(),
    ) {
        (Some(_), Ok([]), _) => Game::from_position(cli::board(&args)?),
        (None, _, Ok([game])) => cli::game(game)?,
        _ => return Err(args.error("give a game or --board")),
    };
    let mut diagram = if numbers {
        Diagram::numbered(&game)
    } else {
        Diagram::of_game(&game)
    };
    if mono {
        diagram.style = Style::Mono;
    }
    if legal {
        diagram.marks = game.position().legal_moves().iter().collect();
    }
    let png = diagram.png()?;
    // Whole or not at all: a file half written is never left as the diagram.
    let partial = format!("{out}.partial");
    std::fs::write(&partial, &png).map_err(|e| format!("cannot write {partial}: {e}"))?;
    std::fs::rename(&partial, out).map_err(|e| format!("cannot write {out}: {e}"))?;
    print(&format!(
        "{out}: {} bytes, {}x{} pixels",
        png.len(),
        reversi_diagram::SIZE,
        reversi_diagram::SIZE
    ))
}

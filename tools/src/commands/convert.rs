//! `convert --to transcript|obf|ggf INPUT`: a game read in any of the three
//! formats (found by its look), written in the one asked for; in GGF with
//! its opening's name as a comment (`C[opening: Tiger]`), when it reached a
//! named one (a transcript or a board has no place for it).

use reversi_engine::{Move, ggf_record};

use crate::cli::{self, Args, CliResult, print};

const USAGE: &str = "usage: reversi-engine convert --to transcript|obf|ggf INPUT (a transcript, board or GGF game, or a file holding one)";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::parse(args, &["--to"], USAGE)?;
    let [input] = args.exactly()?;
    let to = args
        .value("--to")
        .ok_or_else(|| args.error("--to is needed"))?;
    let game = cli::game(input)?;
    match to {
        // Passes written out: a transcript from a board can start with one.
        "transcript" => {
            let moves: Vec<String> = game
                .moves()
                .iter()
                .map(|m| match m.mv {
                    Move::Place(square) => square.to_string(),
                    Move::Pass => "PA".to_string(),
                })
                .collect();
            if *game.start_position() != reversi_engine::Position::start() {
                return Err(
                    "the game does not start from the standard position: a transcript cannot say where it starts (use ggf)"
                        .into(),
                );
            }
            print(&moves.concat())
        }
        "obf" => print(&game.position().to_string()),
        "ggf" => print(&ggf_record(&game, None, None)),
        other => Err(args.error(format!(
            "--to must be transcript, obf or ggf, not {other:?}"
        ))),
    }
}

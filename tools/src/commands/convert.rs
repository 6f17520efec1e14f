//! `convert`: a game read in any of the three
//! formats (found by its look), written in the one asked for; in GGF with
//! its opening's name as a comment (`C[opening: Tiger]`), when it reached a
//! named one (a transcript or a board has no place for it).

use reversi_engine::{Move, ggf_record};

use crate::cli::{self, CliResult, print};

/// Convert a game between transcript, board string and GGF.
///
/// Reads a transcript, board or GGF game (or a file holding one) and writes
/// it as asked; obf gives the final position.
#[derive(clap::Args)]
pub struct Convert {
    /// The format to write
    #[arg(long, value_enum)]
    to: Format,
    /// A transcript, board string or GGF game, or a file holding one
    #[arg(allow_hyphen_values = true)]
    input: String,
}

#[derive(clap::ValueEnum, Clone, Copy)]
enum Format {
    Transcript,
    Obf,
    Ggf,
}

pub fn run(args: Convert) -> CliResult {
    let game = cli::game(&args.input)?;
    let to = args.to;
    match to {
        // Passes written out: a transcript from a board can start with one.
        Format::Transcript => {
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
        Format::Obf => print(&game.position().to_string()),
        Format::Ggf => print(&ggf_record(&game, None, None)),
    }
}

//! `replay`: the position after the moves, its status and supplies.

use reversi_engine::{Color, Game};

use crate::cli::{CliResult, print};

/// Play moves from the start and print the position.
///
/// The board string, a diagram, who is to move (or the result) and the
/// players' supplies of discs.
/// The last line: `black B white W empty E`.
#[derive(clap::Args)]
pub struct Replay {
    /// The moves (e.g. f5d6c3d3c4), in one or several words
    #[arg(required = true, num_args = 1.., value_name = "TRANSCRIPT")]
    moves: Vec<String>,
}

pub fn run(args: Replay) -> CliResult {
    let game = Game::from_transcript(&args.moves.join(" ")).map_err(|e| e.to_string())?;
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

//! `replay TRANSCRIPT`: the position after the moves, its status and supplies.

use reversi_engine::{Color, Game};

use crate::cli::{CliResult, print};

pub fn run(args: &[String]) -> CliResult {
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

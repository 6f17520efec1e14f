//! `diagram`: the position as a PNG diagram, as the game exports it (the
//! `reversi-diagram` crate).

use reversi_diagram::{Diagram, Style};
use reversi_engine::{Game, Position};

use crate::cli::{self, CliResult, print};

/// Draw a position as a PNG diagram.
///
/// The board from above with its coordinates, the last move ringed.
#[derive(clap::Args)]
#[command(group = clap::ArgGroup::new("what").required(true).args(["game", "board"]))]
pub struct DiagramArgs {
    /// The PNG file to write
    #[arg(long, value_name = "FILE.png")]
    out: String,
    /// A game: a transcript, board string or GGF game, or a file holding one
    #[arg(allow_hyphen_values = true)]
    game: Option<String>,
    /// A position (64 squares a1..h8 of X, O and -, then X or O to move)
    #[arg(long, value_name = "OBF", allow_hyphen_values = true, value_parser = cli::board)]
    board: Option<Position>,
    /// Number the discs by the moves that placed them
    #[arg(long)]
    numbers: bool,
    /// Draw it in black and white
    #[arg(long)]
    mono: bool,
    /// Dot the legal moves
    #[arg(long)]
    legal: bool,
}

pub fn run(args: DiagramArgs) -> CliResult {
    let (numbers, mono, legal) = (args.numbers, args.mono, args.legal);
    let out = args.out.as_str();
    let game = match (args.board, &args.game) {
        (Some(position), _) => Game::from_position(position),
        (None, Some(game)) => cli::game(game)?,
        (None, None) => return Err("give a game or --board".into()),
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
    cli::write_whole(std::path::Path::new(out), &png)?;
    print(&format!(
        "{out}: {} bytes, {}x{} pixels",
        png.len(),
        reversi_diagram::SIZE,
        reversi_diagram::SIZE
    ))
}

//! `analyse`: the game's opening by name (`opening Tiger`, when it reached a
//! named one), every move of a game judged against the best one, one line
//! each with its class, then each side's total loss and accuracy.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use reversi_engine::{
    Color, Limits, MoveClass, ReviewLimits, Searcher, accuracy, opening_name, review_game,
};

use crate::cli::{self, CliResult, print};

/// Judge every move of a game against the best one.
///
/// One line a move: `<ply> <colour> <move> <best move> <best score> <score
/// of the move> <loss> <class>`, scores in discs from the mover's side, the
/// class best, good (a disc lost), inaccuracy (2-3), mistake (4-7) or
/// blunder. The last line: `black loss B white loss W black accuracy A
/// white accuracy A` (0-100, see the engine's grade.rs; `-` without a
/// choice). --depth 8 --exact 14 judges as the game's analysis does.
#[derive(clap::Args)]
#[command(visible_alias = "analyze")]
pub struct Analyse {
    /// The game: a transcript, or a GGF or transcript file
    #[arg(allow_hyphen_values = true)]
    game: String,
    /// The midgame's depth
    #[arg(long, value_name = "D", default_value_t = 12, conflicts_with = "time", value_parser = cli::within(1..=60u32))]
    depth: u32,
    /// The midgame's time a move, instead of a depth
    #[arg(long, value_name = "MS", value_parser = cli::millis)]
    time: Option<Duration>,
    /// Solve exactly with at most E empty squares
    #[arg(long, value_name = "E", default_value_t = 20, value_parser = cli::within(0..=60u32))]
    exact: u32,
}

pub fn run(args: Analyse) -> CliResult {
    let game = cli::game(&args.game)?;
    let exact_empties = args.exact;
    // As the game's analysis judges: the midgame to a depth, solved inside
    // the tree from `exact_empties`; or for a time.
    let limits = match args.time {
        None => ReviewLimits::depth(args.depth, exact_empties),
        Some(time) => {
            let mut midgame = Limits::time(time);
            // The midgame search solves no deeper than asked.
            midgame.exact_empties = midgame.exact_empties.min(exact_empties);
            midgame.wld_empties = midgame.wld_empties.min(exact_empties);
            ReviewLimits {
                midgame,
                exact_empties,
            }
        }
    };
    if game.moves().is_empty() {
        return Err("the game has no moves to analyse".into());
    }
    if let Some(named) = opening_name(&game) {
        print(&format!("opening {}", named.opening.name))?;
    }
    let mut searcher = Searcher::default().with_evaluator(cli::evaluator());
    let mut losses = [0; 2];
    let mut failed = Ok(());
    let reviews = review_game(
        &mut searcher,
        &game,
        &limits,
        &AtomicBool::new(false),
        |review| {
            losses[review.color.index()] += review.loss();
            if failed.is_ok() {
                failed = print(&format!(
                    "{} {} {:#} {:#} {:+} {:+} {} {}",
                    review.ply,
                    review.color,
                    review.played,
                    review.best,
                    review.best_score,
                    review.played_score,
                    review.loss(),
                    MoveClass::of(review.loss()).id()
                ));
            }
        },
    );
    failed?;
    // A side without a move that had a choice has no accuracy: `-`.
    let accuracy =
        |color| accuracy(&game, &reviews, color).map_or("-".to_string(), |a| format!("{a:.1}"));
    print(&format!(
        "black loss {} white loss {} black accuracy {} white accuracy {}",
        losses[Color::Black.index()],
        losses[Color::White.index()],
        accuracy(Color::Black),
        accuracy(Color::White)
    ))
}

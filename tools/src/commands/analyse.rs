//! `analyse [--time MS | --depth D] [--exact E] GAME`: the game's opening
//! by name (`opening Tiger`, when it reached a named one), every move of a
//! game judged against the best one, one line each with its class, then
//! each side's total loss and accuracy.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use reversi_engine::{
    Color, Limits, MoveClass, ReviewLimits, Searcher, accuracy, opening_name, review_game,
};

use crate::cli::{self, Args, CliResult, print};

const USAGE: &str = "usage: reversi-engine analyse [--time MS | --depth D] [--exact E] GAME (a transcript, or a GGF or transcript file)";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::parse(args, &["--time", "--depth", "--exact"], USAGE)?;
    let [game] = args.exactly()?;
    let game = cli::game(game)?;
    let exact_empties = args.number("--exact", 0..=60, 20)?;
    // As the game's analysis judges: the midgame to a depth, solved inside
    // the tree from `exact_empties`; or for a time.
    let mut limits = ReviewLimits::depth(12, exact_empties);
    for &(flag, value) in args.flags() {
        match flag {
            "--depth" => {
                limits = ReviewLimits::depth(cli::number(flag, value, 1..=60)?, exact_empties);
            }
            "--time" => {
                let millis = cli::number(flag, value, 1..=86_400_000)?;
                let mut midgame = Limits::time(Duration::from_millis(millis));
                // The midgame search solves no deeper than asked.
                midgame.exact_empties = midgame.exact_empties.min(exact_empties);
                midgame.wld_empties = midgame.wld_empties.min(exact_empties);
                limits = ReviewLimits {
                    midgame,
                    exact_empties,
                };
            }
            _ => {}
        }
    }
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

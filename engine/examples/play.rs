//! A whole game, level 3 (Black) against level 5 (White), move by move.
//!
//!     cargo run --release -p reversi-engine --example play

use std::sync::atomic::AtomicBool;

use reversi_engine::{Evaluator, Game, Level, Searcher, TABLE_MEGABYTES};

fn main() {
    let players = [Level::get(3).unwrap(), Level::get(5).unwrap()];
    // The trained evaluation, as the game plays; a fixed seed: the weak
    // level's slips, and so the game, are the same every run.
    let (evaluator, _) = Evaluator::trained_or_hand();
    let mut searcher = Searcher::new(TABLE_MEGABYTES, 1).with_evaluator(evaluator);
    let never_stop = AtomicBool::new(false);
    let mut game = Game::new();
    while game.outcome().is_none() {
        let level = players[game.side_to_move().index()];
        let answer = searcher.search(game.position(), &level.limits(), &never_stop);
        let played = game
            .play(answer.best_move)
            .expect("searches answer legal moves");
        println!(
            "{:?} {:#} ({}): turns {}",
            played.color,
            played.mv,
            level.name,
            played.flips.len()
        );
    }
    let outcome = game.outcome().unwrap();
    print!("{}", game.position().diagram());
    println!(
        "{}: Black {}, White {}",
        game.transcript(),
        outcome.black,
        outcome.white
    );
}

//! FFO endgame #40 (20 empty squares) solved exactly: the best move and the
//! final disc difference with perfect play, as published (a2, +38).
//!
//!     cargo run --release -p reversi-engine --example solve

use std::sync::atomic::AtomicBool;

use reversi_engine::{Evaluator, Limits, Position, Searcher, TABLE_MEGABYTES};

const FFO_40: &str = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";

fn main() {
    let position = Position::from_obf(FFO_40).expect("a valid board string");
    let never_stop = AtomicBool::new(false);
    // The trained evaluation orders the moves: far fewer nodes than without.
    let (evaluator, _) = Evaluator::trained_or_hand();
    let mut searcher = Searcher::new(TABLE_MEGABYTES, 0).with_evaluator(evaluator);
    let result = searcher.search(&position, &Limits::solve(), &never_stop);
    println!(
        "{} {:+} ({:?}) in {} nodes, {:.2} s",
        result.best_move,
        result.score,
        result.kind,
        result.nodes,
        result.elapsed.as_secs_f64()
    );
}

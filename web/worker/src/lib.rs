//! The AI of the browser build. On wasm32 Bevy's task pools run on the page's
//! main thread, where a search of several seconds would freeze the page; this
//! module runs in its own Web Worker (`web/worker.js`) instead, so the search
//! keeps its full strength and the page keeps drawing. The game posts a
//! position and a level and receives the move as text.

use std::sync::atomic::AtomicBool;

use reversi_engine::{Evaluator, Level, Move, Position, Searcher};
use wasm_bindgen::prelude::*;

/// One engine per worker; its tables persist between moves of a game.
#[wasm_bindgen]
pub struct Engine {
    searcher: Searcher,
    /// Why the trained weights are not used, if they are not.
    weights_error: Option<String>,
}

#[wasm_bindgen]
impl Engine {
    /// An engine with `megabytes` of transposition tables whose random
    /// choices (the weaker levels' noise) follow `seed`, evaluating with the
    /// weight file's bytes (the hand-written evaluation without them, or
    /// when they are damaged: see `weights_error`).
    #[wasm_bindgen(constructor)]
    pub fn new(megabytes: usize, seed: u64, weights: Option<Vec<u8>>) -> Engine {
        let (evaluator, weights_error) = match weights {
            Some(bytes) => {
                let (evaluator, error) = Evaluator::from_bytes(&bytes);
                (evaluator, error.map(|e| e.to_string()))
            }
            None => (Evaluator::Hand, Some("no weight file".to_string())),
        };
        Engine {
            searcher: Searcher::new(megabytes, seed).with_evaluator(evaluator),
            weights_error,
        }
    }

    /// Why the trained weights are not in use, or `undefined` if they are.
    #[wasm_bindgen(getter)]
    pub fn weights_error(&self) -> Option<String> {
        self.weights_error.clone()
    }

    /// The move for the position given as a board string (see
    /// `Position::from_obf`) at `level`: a square like `"c4"`, `"pass"`, or
    /// `"error: ..."` for a malformed request.
    pub fn think(&mut self, board: &str, level: u32) -> String {
        match answer(&mut self.searcher, board, level) {
            Ok(Move::Place(square)) => square.to_string(),
            Ok(Move::Pass) => "pass".to_owned(),
            Err(message) => format!("error: {message}"),
        }
    }
}

fn answer(searcher: &mut Searcher, board: &str, level: u32) -> Result<Move, String> {
    let position = Position::from_obf(board).map_err(|e| e.to_string())?;
    let level = Level::get(level).ok_or_else(|| format!("no level {level}"))?;
    // The worker cannot be interrupted between messages: a stale search is
    // ended by terminating the worker, so the flag never rises.
    let stop = AtomicBool::new(false);
    Ok(searcher.search(&position, &level.limits(), &stop).best_move)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_a_legal_move_or_an_error() {
        let mut engine = Engine::new(1, 7, None);
        assert_eq!(engine.weights_error().as_deref(), Some("no weight file"));
        let start = Position::start().to_string();
        let reply = engine.think(&start, 1);
        let square = reply.parse().expect("a square");
        assert!(Position::start().legal_moves().contains(square), "{reply}");

        // Black to move has none (a1 White, b1 Black), White has c1.
        let passing = format!("OX{} X", "-".repeat(62));
        assert_eq!(engine.think(&passing, 3), "pass");

        assert!(engine.think("nonsense", 3).starts_with("error: "));
        assert!(engine.think(&start, 11).starts_with("error: no level"));
    }

    #[test]
    fn damaged_weights_fall_back_to_the_hand_written_evaluation() {
        let engine = Engine::new(1, 7, Some(b"RVRSPATW garbage".to_vec()));
        let error = engine.weights_error().expect("refused");
        assert!(error.contains("weight file"), "{error}");
        let good = reversi_engine::Weights::zero().to_bytes();
        assert_eq!(Engine::new(1, 7, Some(good)).weights_error(), None);
    }
}

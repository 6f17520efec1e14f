//! The AI of the browser build. On wasm32 Bevy's task pools run on the page's
//! main thread, where a search of several seconds would freeze the page; this
//! module runs in its own Web Worker (`web/worker.js`) instead, so the search
//! keeps its full strength and the page keeps drawing. The game posts
//! [`Request`]s and receives [`Answer`]s, both encoded by `reversi-protocol`;
//! the JavaScript between them only passes the text along.

use std::sync::atomic::AtomicBool;

use reversi_engine::{Evaluator, Level, Searcher, TABLE_MEGABYTES};
use reversi_protocol::{Answer, Request};
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
    /// An engine with the game's tables and the built-in trained weights,
    /// whose random choices (the weaker levels' noise) follow `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: u64) -> Engine {
        let (evaluator, error) = Evaluator::trained_or_hand();
        Engine::with(
            TABLE_MEGABYTES,
            seed,
            evaluator,
            error.map(|e| e.to_string()),
        )
    }

    /// Why the trained weights are not in use, or `undefined` if they are.
    #[wasm_bindgen(getter)]
    pub fn weights_error(&self) -> Option<String> {
        self.weights_error.clone()
    }

    /// The answer to an encoded request, encoded: the move, or an error for
    /// a request it cannot read.
    pub fn handle(&mut self, message: &str) -> String {
        let answer = match Request::decode(message) {
            Ok(request) => Answer {
                id: request.id,
                result: Ok(self.think(&request)),
            },
            Err(error) => Answer {
                id: 0,
                result: Err(error.to_string()),
            },
        };
        answer.encode()
    }
}

impl Engine {
    fn with(megabytes: usize, seed: u64, evaluator: Evaluator, error: Option<String>) -> Engine {
        Engine {
            searcher: Searcher::new(megabytes, seed).with_evaluator(evaluator),
            weights_error: error,
        }
    }

    fn think(&mut self, request: &Request) -> reversi_engine::Move {
        let level = Level::get(request.level).unwrap_or(Level::strongest());
        // The worker cannot be interrupted between messages: a stale search
        // is ended by terminating the worker, so the flag never rises.
        let stop = AtomicBool::new(false);
        self.searcher
            .search(&request.position, &level.limits(), &stop)
            .best_move
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::{Move, Position};

    #[test]
    fn answers_a_legal_move_or_an_error() {
        let mut engine = Engine::with(1, 7, Evaluator::trained().unwrap(), None);
        let ask = |engine: &mut Engine, id, level, position: Position| {
            let request = Request {
                id,
                level,
                position,
            };
            Answer::decode(&engine.handle(&request.encode())).expect("an answer")
        };
        let answer = ask(&mut engine, 3, 1, Position::start());
        assert_eq!(answer.id, 3);
        let Ok(Move::Place(square)) = answer.result else {
            panic!("{answer:?}");
        };
        assert!(Position::start().legal_moves().contains(square));

        // Black to move has none (a1 White, b1 Black), White has c1.
        let passing = Position::from_obf(&format!("OX{} X", "-".repeat(62))).unwrap();
        assert_eq!(ask(&mut engine, 4, 3, passing).result, Ok(Move::Pass));

        let refused = Answer::decode(&engine.handle("request 5 11 nonsense")).unwrap();
        assert!(refused.result.is_err(), "{refused:?}");
    }

    #[test]
    fn the_built_in_weights_are_used() {
        assert_eq!(Engine::new(1).weights_error(), None);
    }
}

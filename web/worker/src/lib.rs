//! The AI of the browser build. On wasm32 Bevy's task pools run on the page's
//! main thread, where a search of several seconds would freeze the page; this
//! module runs in its own Web Worker (`web/worker.js`) instead, so the search
//! keeps its full strength and the page keeps drawing. The game posts
//! [`Request`]s and receives [`Answer`]s, both encoded by `reversi-protocol`;
//! the JavaScript between them only passes the text along.

use std::sync::atomic::AtomicBool;

use reversi_engine::{BACKGROUND_TABLE_MEGABYTES, Book, Evaluator, Searcher, TABLE_MEGABYTES};
use reversi_protocol::{Answer, Reply, Request};
use wasm_bindgen::prelude::*;

/// One engine per worker; its tables persist between jobs.
#[wasm_bindgen]
pub struct Engine {
    searcher: Searcher,
    /// Why the trained weights are not used, if they are not.
    weights_error: Option<String>,
}

#[wasm_bindgen]
impl Engine {
    /// The AI's engine: the game's tables and the built-in trained weights,
    /// whose random choices (the weaker levels' noise) follow `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: u64) -> Engine {
        Engine::trained(TABLE_MEGABYTES, seed)
    }

    /// The engine of the evaluation or the analysis: smaller tables, no
    /// randomness needed.
    pub fn analyst() -> Engine {
        Engine::trained(BACKGROUND_TABLE_MEGABYTES, 1)
    }

    /// Why the trained weights are not in use, or `undefined` if they are.
    #[wasm_bindgen(getter)]
    pub fn weights_error(&self) -> Option<String> {
        self.weights_error.clone()
    }

    /// The answer to an encoded request, encoded: what the job found, or an
    /// error for a request it cannot read.
    pub fn handle(&mut self, message: &str) -> String {
        let answer = match Request::decode(message) {
            Ok(request) => Answer {
                id: request.id,
                // The worker cannot be interrupted between messages: a stale
                // job is ended by terminating the worker, so the flag never
                // rises.
                reply: request.job.run(&mut self.searcher, &AtomicBool::new(false)),
            },
            Err(error) => Answer {
                id: 0,
                reply: Reply::Error(error.to_string()),
            },
        };
        answer.encode()
    }
}

impl Engine {
    fn trained(megabytes: usize, seed: u64) -> Engine {
        let (evaluator, error) = Evaluator::trained_or_hand();
        Engine::with(megabytes, seed, evaluator, error.map(|e| e.to_string()))
    }

    fn with(megabytes: usize, seed: u64, evaluator: Evaluator, error: Option<String>) -> Engine {
        Engine {
            // Levels 7-10 play from the built-in book (without it, should
            // it ever be damaged: the levels still play).
            searcher: Searcher::new(megabytes, seed)
                .with_evaluator(evaluator)
                .with_book(Book::built_in().ok()),
            weights_error: error,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::{Move, Position};
    use reversi_protocol::Job;

    #[test]
    fn answers_a_legal_move_or_an_error() {
        let mut engine = Engine::with(1, 7, Evaluator::trained().unwrap(), None);
        let ask = |engine: &mut Engine, id, level, position: Position| {
            let request = Request {
                id,
                job: Job::Move {
                    level,
                    millis: 0,
                    position,
                },
            };
            Answer::decode(&engine.handle(&request.encode())).expect("an answer")
        };
        let answer = ask(&mut engine, 3, 1, Position::start());
        assert_eq!(answer.id, 3);
        let Reply::Move(Move::Place(square)) = answer.reply else {
            panic!("{answer:?}");
        };
        assert!(Position::start().legal_moves().contains(square));

        // Black to move has none (a1 White, b1 Black), White has c1.
        let passing = Position::from_obf(&format!("OX{} X", "-".repeat(62))).unwrap();
        assert_eq!(
            ask(&mut engine, 4, 3, passing).reply,
            Reply::Move(Move::Pass)
        );

        let refused = Answer::decode(&engine.handle("move 5 11 0 nonsense")).unwrap();
        assert!(matches!(refused.reply, Reply::Error(_)), "{refused:?}");
    }

    #[test]
    fn the_built_in_weights_are_used() {
        assert_eq!(Engine::new(1).weights_error(), None);
        assert_eq!(Engine::analyst().weights_error(), None);
    }
}

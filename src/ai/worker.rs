//! The AI in the browser: its searches run in an engine Web Worker, since
//! the page's one thread must keep drawing.

use std::cell::RefCell;
use std::sync::Arc;

use bevy::prelude::*;
use reversi_engine::{Level, Move, Position};
use reversi_protocol::{Job, Reply};

use crate::ai::{TaskThinking, Thinker, Thinking};
use crate::platform::web::worker::EngineWorker;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Thinker(Arc::new(|engine, position, level| {
        // Tests' fixed limits are searched here; the levels in the worker.
        match engine.limits.clone() {
            // One thread: the page has no others.
            Some(limits) => Box::new(TaskThinking::start(engine, position, limits, 1)),
            None => Box::new(WorkerThinking::start(position, level)),
        }
    })));
}

thread_local! {
    // The page has one thread: Bevy's systems and the worker's callbacks
    // both run on it.
    static AI_WORKER: RefCell<Option<EngineWorker>> = const { RefCell::new(None) };
}

/// A search for the AI's move in its worker, by request number.
struct WorkerThinking {
    id: Result<u64, String>,
}

impl WorkerThinking {
    fn start(position: Position, level: Level) -> WorkerThinking {
        // The level's time, or less: what a game's clock gives it.
        let job = Job::Move {
            level: level.number,
            millis: level.max_time.as_millis().try_into().unwrap_or(u32::MAX),
            position,
        };
        let id = AI_WORKER.with_borrow_mut(|slot| {
            if slot.is_none() {
                *slot = Some(EngineWorker::spawn("ai")?);
            }
            slot.as_ref().expect("just spawned").send(job)
        });
        WorkerThinking { id }
    }
}

impl Thinking for WorkerThinking {
    fn poll(&mut self) -> Option<Result<Move, String>> {
        let id = match &self.id {
            Ok(id) => *id,
            Err(message) => return Some(Err(message.clone())),
        };
        let reply = AI_WORKER.with_borrow(|slot| slot.as_ref()?.reply(id))?;
        let answer = match reply {
            Reply::Move(mv) => Ok(mv),
            Reply::Error(message) => Err(message),
            other => Err(format!("the AI's worker answered {other:?}")),
        };
        if answer.is_err() {
            // A broken worker is rebuilt for the next request.
            forget_ai_worker();
        }
        Some(answer)
    }

    fn cancel(&mut self) {
        forget_ai_worker();
    }
}

/// Ends whatever the AI's worker is doing.
fn forget_ai_worker() {
    AI_WORKER.with_borrow_mut(|slot| {
        if let Some(ai) = slot.take() {
            ai.worker.terminate();
        }
    });
}

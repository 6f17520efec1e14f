//! A Web Worker of the engine, and the messages it answers: the game's engine
//! jobs run in them (`jobs::worker`).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::atomic::{AtomicU64, Ordering};

use reversi_protocol::{Answer, Job, Reply, Request};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// A Web Worker of the engine (`worker.js` beside the page, running the
/// `reversi-worker` module): the AI's own, or one that evaluates and
/// analyses. A job cannot be interrupted: an abandoned one is ended by
/// terminating its worker, and the next job starts another.
pub struct EngineWorker {
    pub worker: web_sys::Worker,
    pub answers: Rc<RefCell<Vec<Answer>>>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::ErrorEvent)>,
}

/// The request number of an answer that ends every pending request: the
/// worker failed.
pub const FAILED: u64 = u64::MAX;

impl EngineWorker {
    /// A new worker; `name` ("ai" or "analysis") tells it which engine to be.
    pub fn spawn(name: &str) -> Result<EngineWorker, String> {
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        options.set_name(name);
        let worker = web_sys::Worker::new_with_options("./worker.js", &options)
            .map_err(|e| format!("cannot start the engine's worker: {e:?}"))?;
        let answers = Rc::new(RefCell::new(Vec::new()));
        let inbox = Rc::clone(&answers);
        let on_message = Closure::<dyn FnMut(_)>::new(move |event: web_sys::MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let answer = Answer::decode(&text).unwrap_or_else(|_| Answer {
                id: FAILED,
                reply: Reply::Error(format!("the engine's worker failed: {text}")),
            });
            inbox.borrow_mut().push(answer);
        });
        let inbox = Rc::clone(&answers);
        let on_error = Closure::<dyn FnMut(_)>::new(move |event: web_sys::ErrorEvent| {
            inbox.borrow_mut().push(Answer {
                id: FAILED,
                reply: Reply::Error(format!("the engine's worker failed: {}", event.message())),
            });
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(EngineWorker {
            worker,
            answers,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends `job`; its answer will carry the number returned.
    pub fn send(&self, job: Job) -> Result<u64, String> {
        static REQUESTS: AtomicU64 = AtomicU64::new(0);
        let id = REQUESTS.fetch_add(1, Ordering::Relaxed);
        self.worker
            .post_message(&JsValue::from_str(&Request { id, job }.encode()))
            .map_err(|e| format!("cannot reach the engine's worker: {e:?}"))?;
        Ok(id)
    }

    /// The reply to request `id`, once it has come, or the worker's failure.
    pub fn reply(&self, id: u64) -> Option<Reply> {
        let mut answers = self.answers.borrow_mut();
        let index = answers.iter().position(|a| a.id == id || a.id == FAILED)?;
        Some(answers.swap_remove(index).reply)
    }
}

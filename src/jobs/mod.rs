//! Engine jobs off the frame, the one way every feature runs them: the AI's
//! move, the evaluation going deeper and deeper, the analysis judging move
//! after move, a puzzle or a start fetched, a diagram drawn. A chain of
//! jobs, each chosen from the reply to the one before; a frame never waits
//! for them. On the desktop they run in a task of the compute pool; on the
//! web in an engine Web Worker (`worker.rs`), one job a message, since the
//! page's own thread must keep drawing. Dropping [`Jobs`] stops them: the
//! task sees its stop flag, the worker is terminated.

#[cfg(target_arch = "wasm32")]
mod worker;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use reversi_protocol::{Job, Reply};

/// The job after `job` that answered `reply`, or `None` when done.
pub type NextJob = fn(&Job, &Reply) -> Option<Job>;

/// How the AI's job runs on the desktop: with the AI's own engine (its
/// tables kept between moves, its threads, its book), until the flag says
/// stop.
pub type RunJob = Arc<dyn Fn(&Job, &AtomicBool) -> Reply + Send + Sync>;

/// Jobs under way, wherever they run.
pub trait Steps: Send + Sync {
    /// The jobs finished since the last call, with their replies, in order.
    fn take(&mut self) -> Vec<(Job, Reply)>;
}

/// A chain of engine jobs running off the frame.
pub struct Jobs(Box<dyn Steps>);

impl Jobs {
    /// Runs `first`, then whatever `next` asks for after each reply, with an
    /// engine of their own (in the browser, an evaluating and analysing
    /// worker).
    pub fn start(first: Job, next: NextJob) -> Jobs {
        #[cfg(not(target_arch = "wasm32"))]
        let steps = Box::new(task::TaskSteps::start(first, next, None));
        #[cfg(target_arch = "wasm32")]
        let steps = Box::new(worker::WorkerSteps::start(
            first,
            next,
            worker::Lane::Analysis,
        ));
        Jobs(steps)
    }

    /// The AI's move (`Job::Move`): on the desktop `run` searches with the
    /// AI's own engine; in the browser the AI's worker does, which has its
    /// own tables and book.
    pub fn start_move(job: Job, run: RunJob) -> Jobs {
        let done = |_: &Job, _: &Reply| None;
        #[cfg(not(target_arch = "wasm32"))]
        let steps = Box::new(task::TaskSteps::start(job, done, Some(run)));
        #[cfg(target_arch = "wasm32")]
        let steps = {
            drop(run);
            Box::new(worker::WorkerSteps::start(job, done, worker::Lane::Ai))
        };
        Jobs(steps)
    }

    /// A job whose reply is known without running it (the AI's move on a
    /// line it follows).
    pub fn answered(job: Job, reply: Reply) -> Jobs {
        Jobs(Box::new(Answered(Some((job, reply)))))
    }

    /// Jobs that run somewhere else (tests).
    #[cfg(test)]
    pub fn with_steps(steps: impl Steps + 'static) -> Jobs {
        Jobs(Box::new(steps))
    }

    /// The jobs finished since the last call, with their replies.
    pub fn take(&mut self) -> Vec<(Job, Reply)> {
        self.0.take()
    }
}

struct Answered(Option<(Job, Reply)>);

impl Steps for Answered {
    fn take(&mut self) -> Vec<(Job, Reply)> {
        self.0.take().into_iter().collect()
    }
}

/// The text of a panic's payload.
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        text.to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        "(no message)".to_string()
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod task {
    use std::panic::{AssertUnwindSafe, catch_unwind};
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};

    use bevy::tasks::{AsyncComputeTaskPool, Task};
    use reversi_engine::BACKGROUND_TABLE_MEGABYTES;
    use reversi_engine::{Evaluator, Searcher};

    use super::*;

    /// The jobs in a task of the compute pool: with `run`, or with one
    /// engine of their own for all of them.
    pub struct TaskSteps {
        stop: Arc<AtomicBool>,
        done: Arc<Mutex<Vec<(Job, Reply)>>>,
        _task: Task<()>,
    }

    impl TaskSteps {
        pub fn start(first: Job, next: NextJob, run: Option<RunJob>) -> TaskSteps {
            let stop = Arc::new(AtomicBool::new(false));
            let done = Arc::new(Mutex::new(Vec::new()));
            let (flag, found) = (Arc::clone(&stop), Arc::clone(&done));
            let task = AsyncComputeTaskPool::get().spawn(async move {
                let mut own = None;
                let mut job = Some(first);
                while let Some(current) = job.take() {
                    let reply = catch_unwind(AssertUnwindSafe(|| match &run {
                        Some(run) => run(&current, &flag),
                        None => {
                            let searcher = own.get_or_insert_with(|| {
                                Searcher::new(BACKGROUND_TABLE_MEGABYTES, 1)
                                    .with_evaluator(Evaluator::trained_or_hand().0)
                            });
                            current.run(searcher, &flag)
                        }
                    }))
                    .unwrap_or_else(|panic| {
                        // Whatever its tables held when it broke is not to
                        // be trusted.
                        own = None;
                        Reply::Error(format!("the engine panicked: {}", panic_message(&*panic)))
                    });
                    // A stopped job's reply is whatever it had: not wanted.
                    if flag.load(Ordering::Relaxed) {
                        return;
                    }
                    job = match reply {
                        Reply::Error(_) => None,
                        _ => next(&current, &reply),
                    };
                    match found.lock() {
                        Ok(mut found) => found.push((current, reply)),
                        Err(_) => return,
                    }
                    // Between jobs, the pool's other tasks (the other chain,
                    // the AI's move) get their turn: on two cores the pool
                    // has one thread, and an analysis held it to its end
                    // while the evaluation waited.
                    bevy::tasks::futures_lite::future::yield_now().await;
                }
            });
            TaskSteps {
                stop,
                done,
                _task: task,
            }
        }
    }

    impl Steps for TaskSteps {
        fn take(&mut self) -> Vec<(Job, Reply)> {
            self.done
                .lock()
                .map(|mut done| std::mem::take(&mut *done))
                .unwrap_or_default()
        }
    }

    impl Drop for TaskSteps {
        fn drop(&mut self) {
            self.stop.store(true, Ordering::Relaxed);
        }
    }
}

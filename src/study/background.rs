//! Engine jobs in the background, one after another, each chosen from the
//! reply to the one before: the evaluation on the board goes deeper and
//! deeper, the analysis judges move after move. A frame never waits for
//! them. On the desktop they run in a task of the compute pool; on the web
//! in an engine Web Worker (`worker.rs`), one job per message, since the page's
//! own thread must keep drawing. Dropping a [`Background`] stops its jobs:
//! the task sees its stop flag, the worker is terminated.

use reversi_protocol::{Job, Reply};

/// The job after `job` that answered `reply`, or `None` when done.
pub type NextJob = fn(&Job, &Reply) -> Option<Job>;

/// Jobs under way, wherever they run.
pub trait Steps: Send + Sync {
    /// The jobs finished since the last call, with their replies, in order.
    fn take(&mut self) -> Vec<(Job, Reply)>;
}

/// A chain of engine jobs running in the background.
pub struct Background(Box<dyn Steps>);

impl Background {
    /// Runs `first`, then whatever `next` asks for after each reply.
    pub fn start(first: Job, next: NextJob) -> Background {
        #[cfg(not(target_arch = "wasm32"))]
        let steps = Box::new(task::TaskSteps::start(first, next));
        #[cfg(target_arch = "wasm32")]
        let steps = Box::new(crate::study::worker::WorkerSteps::start(first, next));
        Background(steps)
    }

    /// Jobs that run somewhere else (tests).
    #[cfg(test)]
    pub fn with_steps(steps: impl Steps + 'static) -> Background {
        Background(Box::new(steps))
    }

    /// The jobs finished since the last call, with their replies.
    pub fn take(&mut self) -> Vec<(Job, Reply)> {
        self.0.take()
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod task {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};

    use bevy::tasks::{AsyncComputeTaskPool, Task};
    use reversi_engine::BACKGROUND_TABLE_MEGABYTES;
    use reversi_engine::{Evaluator, Searcher};

    use super::*;

    /// The jobs in a task of the compute pool, with one engine for all.
    pub struct TaskSteps {
        stop: Arc<AtomicBool>,
        done: Arc<Mutex<Vec<(Job, Reply)>>>,
        _task: Task<()>,
    }

    impl TaskSteps {
        pub fn start(first: Job, next: NextJob) -> TaskSteps {
            let stop = Arc::new(AtomicBool::new(false));
            let done = Arc::new(Mutex::new(Vec::new()));
            let (flag, found) = (Arc::clone(&stop), Arc::clone(&done));
            let task = AsyncComputeTaskPool::get().spawn(async move {
                let mut searcher = Searcher::new(BACKGROUND_TABLE_MEGABYTES, 1)
                    .with_evaluator(Evaluator::trained_or_hand().0);
                let mut job = Some(first);
                while let Some(current) = job.take() {
                    let reply = current.run(&mut searcher, &flag);
                    // A stopped job's reply is whatever it had: not wanted.
                    if flag.load(Ordering::Relaxed) {
                        return;
                    }
                    job = next(&current, &reply);
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

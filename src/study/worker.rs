//! Background jobs in the browser: the evaluation's and the analysis' jobs
//! run in engine Web Workers, one message each (see `background.rs`).

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

use reversi_protocol::{Job, Reply};

use crate::platform::web::worker::{EngineWorker, FAILED};
use crate::study::background::{NextJob, Steps};

thread_local! {
    // The page has one thread: Bevy's systems and the workers' callbacks
    // both run on it. Resources hold only numbers; the workers live here.
    static ANALYSTS: RefCell<Analysts> = RefCell::new(Analysts::default());
}

/// The evaluating and analysing workers: those at work, by the number of
/// their [`WorkerSteps`], and idle ones kept for the next jobs (a new
/// worker compiles the engine and reads its weights again).
#[derive(Default)]
struct Analysts {
    busy: std::collections::HashMap<u64, EngineWorker>,
    idle: Vec<EngineWorker>,
}

/// Background jobs in an evaluating or analysing worker, one message each
/// (see `background.rs`).
pub struct WorkerSteps {
    /// This chain's number, under which its worker is busy.
    key: u64,
    /// The job sent and its request number.
    pending: Option<(Job, u64)>,
    next: NextJob,
    /// Replies not yet taken: a failure to start or send.
    done: Vec<(Job, Reply)>,
}

impl WorkerSteps {
    pub fn start(first: Job, next: NextJob) -> WorkerSteps {
        static CHAINS: AtomicU64 = AtomicU64::new(0);
        let mut steps = WorkerSteps {
            key: CHAINS.fetch_add(1, Ordering::Relaxed),
            pending: None,
            next,
            done: Vec::new(),
        };
        let worker = ANALYSTS.with_borrow_mut(|analysts| {
            let worker = match analysts.idle.pop() {
                Some(worker) => worker,
                None => EngineWorker::spawn("analysis")?,
            };
            analysts.busy.insert(steps.key, worker);
            Ok::<_, String>(())
        });
        match worker {
            Ok(()) => steps.send(first),
            Err(message) => steps.done.push((first, Reply::Error(message))),
        }
        steps
    }

    fn send(&mut self, job: Job) {
        let sent = ANALYSTS.with_borrow(|analysts| match analysts.busy.get(&self.key) {
            Some(worker) => worker.send(job.clone()),
            None => Err("the engine's worker is gone".to_string()),
        });
        match sent {
            Ok(id) => self.pending = Some((job, id)),
            Err(message) => self.done.push((job, Reply::Error(message))),
        }
    }
}

impl Steps for WorkerSteps {
    fn take(&mut self) -> Vec<(Job, Reply)> {
        if let Some((_, id)) = &self.pending {
            let reply = ANALYSTS.with_borrow(|analysts| analysts.busy.get(&self.key)?.reply(*id));
            if let Some(reply) = reply {
                let (job, _) = self.pending.take().expect("pending");
                let failed = matches!(reply, Reply::Error(_));
                if failed {
                    // Its failure is taken with the reply: ended here, it
                    // can't go back to the idle ones when the chain drops.
                    ANALYSTS.with_borrow_mut(|analysts| {
                        if let Some(worker) = analysts.busy.remove(&self.key) {
                            worker.worker.terminate();
                        }
                    });
                }
                let next = if failed {
                    None
                } else {
                    (self.next)(&job, &reply)
                };
                self.done.push((job, reply));
                if let Some(next) = next {
                    self.send(next);
                }
            }
        }
        std::mem::take(&mut self.done)
    }
}

impl Drop for WorkerSteps {
    fn drop(&mut self) {
        ANALYSTS.with_borrow_mut(|analysts| {
            let Some(worker) = analysts.busy.remove(&self.key) else {
                return;
            };
            // An idle worker is kept; one still working on a job nobody
            // wants any more, or one that failed since, is ended.
            let failed = worker.answers.borrow().iter().any(|a| a.id == FAILED);
            if self.pending.is_some() || failed {
                worker.worker.terminate();
            } else {
                worker.answers.borrow_mut().clear();
                analysts.idle.push(worker);
            }
        });
    }
}

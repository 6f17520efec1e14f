//! Engine jobs in the browser: in engine Web Workers, one message each (see
//! `mod.rs`). The AI's move goes to the AI's worker, the rest to evaluating
//! and analysing ones.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

use reversi_protocol::{Job, Reply};

use super::{NextJob, Steps};
use crate::platform::web::worker::{EngineWorker, FAILED};

thread_local! {
    // The page has one thread: Bevy's systems and the workers' callbacks
    // both run on it. Resources hold only numbers; the workers live here.
    static WORKERS: RefCell<Workers> = RefCell::new(Workers::default());
}

/// Which workers a chain's jobs go to: the AI's (its tables kept from move
/// to move), or the evaluating and analysing ones.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Lane {
    Ai,
    Analysis,
}

impl Lane {
    /// The worker's name, which tells it which engine to be.
    fn name(self) -> &'static str {
        match self {
            Lane::Ai => "ai",
            Lane::Analysis => "analysis",
        }
    }
}

/// The engine's workers: those at work, by the number of their
/// [`WorkerSteps`], and idle ones kept for the next jobs of their lane (a
/// new worker compiles the engine and reads its weights again).
#[derive(Default)]
struct Workers {
    busy: std::collections::HashMap<u64, (Lane, EngineWorker)>,
    idle: Vec<(Lane, EngineWorker)>,
}

/// Jobs in a worker, one message each (see `mod.rs`).
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
    pub fn start(first: Job, next: NextJob, lane: Lane) -> WorkerSteps {
        static CHAINS: AtomicU64 = AtomicU64::new(0);
        let mut steps = WorkerSteps {
            key: CHAINS.fetch_add(1, Ordering::Relaxed),
            pending: None,
            next,
            done: Vec::new(),
        };
        let worker = WORKERS.with_borrow_mut(|workers| {
            let idle = workers.idle.iter().position(|(l, _)| *l == lane);
            let worker = match idle {
                Some(index) => workers.idle.swap_remove(index).1,
                None => EngineWorker::spawn(lane.name())?,
            };
            workers.busy.insert(steps.key, (lane, worker));
            Ok::<_, String>(())
        });
        match worker {
            Ok(()) => steps.send(first),
            Err(message) => steps.done.push((first, Reply::Error(message))),
        }
        steps
    }

    fn send(&mut self, job: Job) {
        let sent = WORKERS.with_borrow(|workers| match workers.busy.get(&self.key) {
            Some((_, worker)) => worker.send(job.clone()),
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
            let reply = WORKERS.with_borrow(|workers| workers.busy.get(&self.key)?.1.reply(*id));
            if let Some(reply) = reply {
                let (job, _) = self.pending.take().expect("pending");
                let failed = matches!(reply, Reply::Error(_));
                if failed {
                    // Its failure is taken with the reply: ended here, it
                    // can't go back to the idle ones when the chain drops.
                    WORKERS.with_borrow_mut(|workers| {
                        if let Some((_, worker)) = workers.busy.remove(&self.key) {
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
        WORKERS.with_borrow_mut(|workers| {
            let Some((lane, worker)) = workers.busy.remove(&self.key) else {
                return;
            };
            // An idle worker is kept; one still working on a job nobody
            // wants any more, or one that failed since, is ended.
            let failed = worker.answers.borrow().iter().any(|a| a.id == FAILED);
            if self.pending.is_some() || failed {
                worker.worker.terminate();
            } else {
                worker.answers.borrow_mut().clear();
                workers.idle.push((lane, worker));
            }
        });
    }
}

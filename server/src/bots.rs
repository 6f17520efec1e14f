//! The server's bots think here: a fixed pool of threads of their own, off
//! the async runtime's, so a search never delays an answer to a person.
//! Jobs wait in a bounded queue; a full queue refuses new bot games.

use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use reversi_engine::{Book, Evaluator, Level, Limits, Move, Position, Searcher, clocked_move_time};
use tokio::sync::mpsc::UnboundedSender;

/// A bot's move to find.
pub struct Job {
    pub code: String,
    pub bot: String,
    pub ply: u32,
    pub position: Position,
    pub level: u32,
    /// The bot's time left and the increment, to bound its search.
    pub left: Duration,
    pub increment: Duration,
}

/// A found move, to play through the same door as a person's.
pub struct Answer {
    pub code: String,
    pub bot: String,
    pub ply: u32,
    pub square: String,
}

/// Jobs that may wait for a thread.
const QUEUE: usize = 1024;

#[derive(Clone)]
pub struct BotPool {
    jobs: SyncSender<Job>,
}

impl BotPool {
    /// `threads` searching threads, each answering on `answers`.
    pub fn start(threads: usize, answers: UnboundedSender<Answer>) -> BotPool {
        let (jobs, queue) = std::sync::mpsc::sync_channel::<Job>(QUEUE);
        let queue = Arc::new(Mutex::new(queue));
        let (evaluator, _) = Evaluator::trained_or_hand();
        let book = Book::built_in().ok();
        for number in 0..threads.max(1) {
            let queue = Arc::clone(&queue);
            let answers = answers.clone();
            let evaluator = evaluator.clone();
            let book = book.clone();
            std::thread::Builder::new()
                .name(format!("bot-{number}"))
                .spawn(move || think(&queue, &answers, evaluator, book))
                .expect("a bot thread");
        }
        BotPool { jobs }
    }

    /// Queues a job; false when the queue is full or the pool gone.
    pub fn submit(&self, job: Job) -> bool {
        match self.jobs.try_send(job) {
            Ok(()) => true,
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => false,
        }
    }
}

fn think(
    queue: &Mutex<Receiver<Job>>,
    answers: &UnboundedSender<Answer>,
    evaluator: Evaluator,
    book: Option<Arc<Book>>,
) {
    let mut searcher = Searcher::new(16, 1)
        .with_evaluator(evaluator)
        .with_book(book);
    let never = AtomicBool::new(false);
    loop {
        // The lock is held only while waiting for a job.
        let job = match queue.lock() {
            Ok(queue) => match queue.recv() {
                Ok(job) => job,
                Err(_) => return,
            },
            Err(_) => return,
        };
        let Some(level) = Level::get(job.level) else {
            continue;
        };
        let mut limits: Limits = level.limits();
        let empties = job.position.board().empties().count_ones();
        let budget = clocked_move_time(job.left, job.increment, empties, &limits);
        limits.time = Some(limits.time.map_or(budget, |t| t.min(budget)));
        let result = searcher.search(&job.position, &limits, &never);
        let square = match result.best_move {
            Move::Place(square) => square.to_string(),
            Move::Pass => continue,
        };
        let answer = Answer {
            code: job.code,
            bot: job.bot,
            ply: job.ply,
            square,
        };
        if answers.send(answer).is_err() {
            return;
        }
    }
}

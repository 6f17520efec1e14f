//! The search on several threads: young brothers wait (Feldmann's YBWC) with
//! helpers spawned on demand. At a null-window node deep enough to be worth
//! a thread, once its first move is searched without a cutoff, idle threads
//! join in: every thread takes the node's next unsearched move until none is
//! left or one refutes the node, which tells the others to drop their work.
//! The threads share the transposition tables. A helper whose share is done
//! goes back to the pool at once, so a thread still busy deeper down can
//! recruit it for one of its own nodes.
//!
//! With one thread nothing here runs: the web's worker, which has no threads,
//! searches exactly as before.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use super::Search;
use super::{Candidate, Ctx, MOVE_STACK};
use crate::rules::position::Board;

/// What the threads of one search share besides the tables.
pub(crate) struct Pool {
    /// Threads free to help (the search's own thread is never idle).
    idle: AtomicUsize,
    /// Nodes reported by every thread.
    nodes: AtomicU64,
}

impl Pool {
    /// A pool for a search on `threads` threads.
    pub(crate) fn new(threads: usize) -> Pool {
        Pool {
            idle: AtomicUsize::new(threads.saturating_sub(1)),
            nodes: AtomicU64::new(0),
        }
    }

    /// The nodes counted so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    pub(crate) fn count(&self, nodes: u64) {
        self.nodes.fetch_add(nodes, Ordering::Relaxed);
    }

    /// Takes up to `wanted` idle threads; returns how many it took.
    fn claim(&self, wanted: usize) -> usize {
        let mut idle = self.idle.load(Ordering::Relaxed);
        loop {
            let taken = idle.min(wanted);
            if taken == 0 {
                return 0;
            }
            match self.idle.compare_exchange_weak(
                idle,
                idle - taken,
                Ordering::Acquire,
                Ordering::Relaxed,
            ) {
                Ok(_) => return taken,
                Err(now) => idle = now,
            }
        }
    }

    fn release(&self, threads: usize) {
        self.idle.fetch_add(threads, Ordering::Release);
    }

    /// Whether a split could find a helper now (a hint: another node may
    /// take it first).
    #[inline]
    pub(crate) fn has_idle(&self) -> bool {
        self.idle.load(Ordering::Relaxed) > 0
    }
}

/// The best score and move a thread found among a split node's moves.
#[derive(Clone, Copy)]
struct Found {
    score: i32,
    sq: u8,
}

impl<'a, I: Search> Ctx<'a, I> {
    /// A helper's state for a split under `cutoff`: the same tables, limits
    /// and pool, its own move stack and node count.
    fn helper(&self, cutoff: &Arc<AtomicBool>) -> Ctx<'a, I> {
        let mut cutoffs = self.cutoffs.clone();
        cutoffs.push(cutoff.clone());
        Ctx {
            isa: self.isa,
            mid_tt: self.mid_tt,
            end_tt: self.end_tt,
            moves: Vec::with_capacity(MOVE_STACK),
            evaluator: self.evaluator,
            stop: self.stop,
            pool: self.pool,
            cutoffs,
            deadline: self.deadline,
            node_limit: self.node_limit,
            nodes: 0,
            reported: 0,
            next_poll: 0,
            aborted: false,
            selectivity: self.selectivity,
            end_pass: self.end_pass,
            greed: self.greed,
        }
    }

    /// Searches `moves` of the null-window node `board` with whatever idle
    /// threads there are, once its first move is searched without a cutoff:
    /// `first` is that move's score and square. `search` scores a child from
    /// the node's side, so the node fails high on a score above `alpha`.
    /// `None` when no thread was idle: the caller goes on alone. Otherwise
    /// the best score and move (the first found above `alpha`, or the best of
    /// all), unless the search was stopped, which `self.aborted` then says.
    pub(super) fn split<F>(
        &mut self,
        board: Board,
        moves: &[Candidate],
        alpha: i32,
        first: (i32, u8),
        search: F,
    ) -> Option<(i32, u8)>
    where
        F: Fn(&mut Ctx<'a, I>, Board) -> i32 + Sync,
    {
        if moves.len() < 2 {
            return None;
        }
        let helpers = self.pool.claim(moves.len() - 1);
        if helpers == 0 {
            return None;
        }
        let next = AtomicUsize::new(0);
        let cutoff = Arc::new(AtomicBool::new(false));
        let share = |ctx: &mut Ctx<'a, I>| -> Option<Found> {
            let mut found: Option<Found> = None;
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(c) = moves.get(i) else {
                    break;
                };
                let score = search(ctx, board.play(c.sq as usize, c.flips));
                if ctx.aborted {
                    break;
                }
                if found.is_none_or(|f| score > f.score) {
                    found = Some(Found { score, sq: c.sq });
                    if score > alpha {
                        cutoff.store(true, Ordering::Relaxed);
                        break;
                    }
                }
            }
            found
        };
        let mut found = Vec::with_capacity(helpers + 1);
        std::thread::scope(|scope| {
            let mut running = Vec::with_capacity(helpers);
            for _ in 0..helpers {
                let mut ctx = self.helper(&cutoff);
                let share = &share;
                let pool = self.pool;
                let spawned = std::thread::Builder::new().spawn_scoped(scope, move || {
                    let found = share(&mut ctx);
                    ctx.report_nodes();
                    pool.release(1);
                    found
                });
                match spawned {
                    Ok(handle) => running.push(handle),
                    // No thread to be had: this one does the work.
                    Err(_) => self.pool.release(1),
                }
            }
            self.cutoffs.push(cutoff.clone());
            found.push(share(self));
            self.cutoffs.pop();
            for handle in running {
                // A helper that panicked is a bug; its moves were left
                // unsearched, so the node's result cannot be trusted.
                found.push(handle.join().expect("a search thread panicked"));
            }
        });
        // Stopped by the split's own cutoff is not stopped.
        self.aborted = self.must_stop();
        let first = Found {
            score: first.0,
            sq: first.1,
        };
        let best = found
            .into_iter()
            .flatten()
            .fold(first, |a, b| if b.score > a.score { b } else { a });
        Some((best.score, best.sq))
    }
}

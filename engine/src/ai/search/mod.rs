//! The AI's search: iterative-deepening principal-variation search with a
//! transposition table in the midgame, and an exact (or win/loss/draw) solver
//! near the end. Interruptible through a stop flag, bounded by depth, nodes or
//! time, and deterministic for a given seed.

mod endgame;
mod parallel;
pub mod probcut;
mod tt;

pub use tt::{BACKGROUND_TABLE_MEGABYTES, TABLE_MEGABYTES};

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use web_time::Instant;

use crate::ai::book::Book;
use crate::ai::eval::UNITS_PER_DISC;
use crate::ai::pattern::{Evaluate, Weights, WeightsError};
use crate::isa::{Isa, compiled_per_isa, dispatch};
use crate::rules::position::{Board, Move, Position};
use crate::rules::square::Square;
use parallel::Pool;
use tt::{EXACT, NO_MOVE, Table};

/// ProbCut's confidence for selective searches, in standard deviations (see
/// [`probcut`]). Against NTest at equal time, on one machine the same day,
/// 1.0 scored 48.8 % and 1.5 35.6 % over 160 games each
/// (`docs/experiments/2026-12-01-probcut-at-one-sigma.md`);
/// fewer than 1 % of 1.0's cuts at depths 3–9 are wrong.
pub const SELECTIVITY: f32 = 1.0;

/// ProbCut's confidence for the opening book's searches: a book is built
/// once, without a clock, so it keeps the safer margin it was built with.
pub const BOOK_SELECTIVITY: f32 = 1.5;

/// How much a search may do. The midgame search deepens up to `depth`; with
/// `exact_empties` or fewer empty squares the result is solved exactly, with
/// `wld_empties` or fewer as a win, loss or draw. `nodes` and `time` cut it
/// short; the best move found so far is returned.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// The midgame search's deepest iteration, in plies.
    pub depth: u32,
    /// Solved exactly from this many empty squares.
    pub exact_empties: u32,
    /// Solved as a win, loss or draw from this many empty squares.
    pub wld_empties: u32,
    /// Searched to the end selectively (see `endgame.rs`) from this many
    /// empty squares, when more than `wld_empties`: a better estimate
    /// than the midgame search's where the end is near (0: never).
    pub selective_end_empties: u32,
    /// Stops after about this many nodes.
    pub nodes: Option<u64>,
    /// Stops after this long; an iteration that could not finish in time is not started.
    pub time: Option<Duration>,
    /// Random noise added to each root move's score, in discs (0 = none):
    /// the weaker levels use it to play human-like, imperfect moves.
    pub noise: u32,
    /// With noise: how much, in percent, the leaves' judgement counts discs
    /// instead of evaluating the position (0 = not at all). Counting discs
    /// is how beginners judge: greedy moves, corners given away.
    pub greed: u32,
    /// Selective midgame search (see `probcut.rs`): cut a node when a
    /// shallow search puts it this many standard deviations beyond the
    /// window. `None` searches every move to the full depth.
    pub selectivity: Option<f32>,
    /// Play from the searcher's opening book ([`Searcher::with_book`]) where
    /// it knows every move.
    pub book: bool,
}

impl Limits {
    /// A midgame search to `depth` plies, exact when the end is within reach.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            exact_empties: depth,
            wld_empties: depth,
            selective_end_empties: 0,
            nodes: None,
            time: None,
            noise: 0,
            greed: 0,
            selectivity: None,
            book: false,
        }
    }

    /// As deep as `time` allows, selectively as the strongest level, exact
    /// from 20 empties.
    pub fn time(time: Duration) -> Limits {
        Limits {
            depth: 60,
            exact_empties: 20,
            wld_empties: 22,
            selective_end_empties: 24,
            nodes: None,
            time: Some(time),
            noise: 0,
            greed: 0,
            selectivity: Some(SELECTIVITY),
            book: false,
        }
    }

    /// The exact score of any position, however long it takes.
    pub fn solve() -> Limits {
        Limits {
            depth: 60,
            exact_empties: 64,
            wld_empties: 64,
            selective_end_empties: 0,
            nodes: None,
            time: None,
            noise: 0,
            greed: 0,
            selectivity: None,
            book: false,
        }
    }
}

/// What a score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreKind {
    /// The evaluation's estimate of the final disc difference.
    Estimate,
    /// The final disc difference with perfect play.
    Exact,
    /// Only the sign is known: +1 win, 0 draw, -1 loss.
    WinLossDraw,
}

/// A search's answer, from the side to move's point of view.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The move to play (a pass when there is no other).
    pub best_move: Move,
    /// In discs.
    pub score: i32,
    /// Whether the score is an estimate, exact or only its sign.
    pub kind: ScoreKind,
    /// The deepest midgame iteration completed (the number of empties when
    /// the score is exact).
    pub depth: u32,
    /// The expected line, starting with `best_move`.
    pub pv: Vec<Move>,
    /// Positions searched.
    pub nodes: u64,
    /// Time the search took.
    pub elapsed: Duration,
}

/// The weight file the project trained, built in.
const TRAINED_WEIGHTS: &[u8] = include_bytes!("../../../data/weights.bin");

/// The evaluation a search uses at its leaves and to order moves.
#[derive(Clone, Debug, Default)]
pub enum Evaluator {
    /// The hand-written one (`eval.rs`): the fallback without weights.
    #[default]
    Hand,
    /// Trained pattern weights (`pattern.rs`).
    Patterns(Arc<Weights>),
}

impl Evaluator {
    /// The evaluation of `board` for the side to move, in units.
    #[inline]
    pub fn evaluate(&self, board: &Board) -> i32 {
        match self {
            Evaluator::Hand => crate::ai::eval::evaluate(board),
            Evaluator::Patterns(weights) => weights.evaluate(board),
        }
    }

    /// [`Evaluator::evaluate`] given the mover's legal moves.
    #[inline]
    pub fn evaluate_with_moves(&self, board: &Board, moves: u64) -> i32 {
        match self {
            Evaluator::Hand => crate::ai::eval::evaluate(board),
            Evaluator::Patterns(weights) => weights.evaluate_with_moves(board, moves),
        }
    }

    /// [`Evaluator::evaluate_with_moves`] in code compiled for `isa`, as the
    /// search calls it.
    #[allow(unsafe_code)]
    #[inline(always)]
    fn evaluate_on<I: Evaluate>(&self, isa: I, board: &Board, moves: u64) -> i32 {
        match self {
            Evaluator::Hand => crate::ai::eval::evaluate(board),
            // SAFETY: the caller's set, which this CPU has.
            Evaluator::Patterns(weights) => unsafe { I::evaluate(weights, board, moves, isa) },
        }
    }

    /// The weights this project trained (`engine/data/weights.bin`, see
    /// `docs/engine.md`, "Training"), built into the crate and read once. `Err` only
    /// if that file was damaged when the program was built; callers then
    /// fall back to [`Evaluator::Hand`] and say why.
    pub fn trained() -> Result<Evaluator, WeightsError> {
        static TRAINED: OnceLock<Result<Arc<Weights>, WeightsError>> = OnceLock::new();
        TRAINED
            .get_or_init(|| Weights::from_bytes(TRAINED_WEIGHTS).map(Arc::new))
            .clone()
            .map(Evaluator::Patterns)
    }

    /// The weights in a weight file's `bytes` (see [`Weights::to_bytes`]).
    pub fn from_bytes(bytes: &[u8]) -> Result<Evaluator, WeightsError> {
        Weights::from_bytes(bytes).map(|weights| Evaluator::Patterns(Arc::new(weights)))
    }

    /// [`Evaluator::trained`], or the hand-written evaluation with the reason
    /// the weights could not be used.
    pub fn trained_or_hand() -> (Evaluator, Option<WeightsError>) {
        match Evaluator::trained() {
            Ok(evaluator) => (evaluator, None),
            Err(error) => (Evaluator::Hand, Some(error)),
        }
    }

    /// The evaluation's name, for logs.
    pub fn name(&self) -> &'static str {
        match self {
            Evaluator::Hand => "hand-written",
            Evaluator::Patterns(_) => "trained patterns",
        }
    }
}

/// A search engine with its tables, kept between moves of a game.
pub struct Searcher {
    mid_tt: Table,
    end_tt: Table,
    rng: Xoshiro256PlusPlus,
    evaluator: Evaluator,
    threads: usize,
    book: Option<Arc<Book>>,
    /// The tables hold scores of a greedy judgement (see [`Limits::greed`]),
    /// which a search with the real one must not trust.
    greedy_tables: bool,
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(TABLE_MEGABYTES / 2, 0)
    }
}

/// Searches `position` once with fresh tables; see [`Searcher::search`].
pub fn search(position: &Position, limits: &Limits, stop: &AtomicBool) -> SearchResult {
    Searcher::default().search(position, limits, stop)
}

impl Searcher {
    /// A searcher with about `megabytes` MiB of tables, whose random choices
    /// (for limits with noise) follow `seed`.
    pub fn new(megabytes: usize, seed: u64) -> Searcher {
        Searcher {
            mid_tt: Table::new(megabytes / 2),
            end_tt: Table::new(megabytes / 2),
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            evaluator: Evaluator::Hand,
            threads: 1,
            book: None,
            greedy_tables: false,
        }
    }

    /// The same with an opening book, played from by limits that ask for it.
    pub fn with_book(mut self, book: Option<Arc<Book>>) -> Searcher {
        self.set_book(book);
        self
    }

    /// Changes the opening book (see [`Searcher::with_book`]).
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.book = book;
    }

    /// The same searching with up to `threads` threads (at least one). The
    /// extra threads help only in deep enough subtrees (see `parallel.rs`);
    /// scores are the same as one thread's, but which of two equally good
    /// moves is chosen, the nodes counted and the time taken may differ.
    pub fn with_threads(mut self, threads: usize) -> Searcher {
        self.set_threads(threads);
        self
    }

    /// Changes the threads later searches use (see [`Searcher::with_threads`]).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// The threads searches may use.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The same with another evaluation.
    pub fn with_evaluator(mut self, evaluator: Evaluator) -> Searcher {
        self.set_evaluator(evaluator);
        self
    }

    /// Changes the evaluation; what the tables learnt with the old one is
    /// forgotten.
    pub fn set_evaluator(&mut self, evaluator: Evaluator) {
        self.evaluator = evaluator;
        self.clear();
    }

    /// The evaluation searches use.
    pub fn evaluator(&self) -> &Evaluator {
        &self.evaluator
    }

    /// Restarts the random choices (of levels with noise) from `seed`.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    }

    /// Forgets everything learnt in earlier searches.
    pub fn clear(&mut self) {
        self.mid_tt.clear();
        self.end_tt.clear();
        self.greedy_tables = false;
    }

    /// Finds the best move for the side to move within `limits`. Setting
    /// `stop` ends the search within milliseconds; the best move found so far
    /// is returned, and always a legal one (or a pass when there is none).
    pub fn search(
        &mut self,
        position: &Position,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> SearchResult {
        let started = Instant::now();
        self.mid_tt.new_search();
        self.end_tt.new_search();
        let board = position.board();
        let moves = board.moves();
        if moves == 0 {
            let passed = board.pass();
            if passed.moves() == 0 {
                return SearchResult {
                    best_move: Move::Pass,
                    score: board.final_score(),
                    kind: ScoreKind::Exact,
                    depth: 0,
                    pv: Vec::new(),
                    nodes: 0,
                    elapsed: started.elapsed(),
                };
            }
            // A forced pass: the score is the opponent's, negated.
            let reply = self.search(
                &Position::from_board(passed, !position.side_to_move()),
                limits,
                stop,
            );
            let mut pv = vec![Move::Pass];
            pv.extend(reply.pv);
            return SearchResult {
                best_move: Move::Pass,
                score: -reply.score,
                pv,
                elapsed: started.elapsed(),
                ..reply
            };
        }

        let greed = if limits.noise > 0 {
            limits.greed.min(100)
        } else {
            0
        };
        if self.greedy_tables && greed == 0 {
            self.clear();
        }
        self.greedy_tables |= greed > 0;
        if limits.book
            && limits.noise == 0
            && let Some(book) = &self.book
            && let Some((square, score)) = book.choose(&board, &mut self.rng)
        {
            return SearchResult {
                best_move: Move::Place(square),
                score,
                kind: ScoreKind::Estimate,
                depth: book.depth(),
                pv: vec![Move::Place(square)],
                nodes: 0,
                elapsed: started.elapsed(),
            };
        }

        dispatch!(isa => self.search_on(isa, board, limits, stop, started, greed))
    }

    /// The search from its midgame part on, in code compiled for `isa`.
    fn search_on<I: Search>(
        &mut self,
        isa: I,
        board: Board,
        limits: &Limits,
        stop: &AtomicBool,
        started: Instant,
        greed: u32,
    ) -> SearchResult {
        let empties = board.empties().count_ones();
        let pool = Pool::new(self.threads);
        let mut ctx = Ctx::new(
            &self.mid_tt,
            &self.end_tt,
            &self.evaluator,
            stop,
            &pool,
            limits.time.map(|t| started + t),
            limits.nodes.unwrap_or(u64::MAX),
            limits.selectivity,
            isa,
        );
        ctx.greed = greed as i32;
        // The time of the midgame's last iteration, when it reached the end.
        let mut to_the_end = None;
        // The midgame search first: a move to fall back on, and good ordering
        // for the solver.
        let mut result = if limits.noise > 0 {
            ctx.noisy_root(board, limits, &mut self.rng)
        } else {
            let end_empties = limits
                .exact_empties
                .max(limits.wld_empties)
                .max(limits.selective_end_empties);
            let max_depth = if empties <= end_empties {
                // Only a fallback (and move order) for the solver, unless the
                // solver runs out of time: then a selective search's deeper
                // look costs little.
                let fallback = match limits.selectivity {
                    Some(_) => empties.saturating_sub(6).clamp(8, 14),
                    None => 8,
                };
                limits.depth.min(empties).min(fallback)
            } else {
                limits.depth
            };
            let (result, last) =
                ctx.iterative_deepening(board, max_depth.max(1), limits.time, started);
            if result.depth >= empties {
                to_the_end = Some(last);
            }
            result
        };

        let end_kind = if empties <= limits.exact_empties {
            Some(ScoreKind::Exact)
        } else if empties <= limits.wld_empties {
            Some(ScoreKind::WinLossDraw)
        } else if empties <= limits.selective_end_empties {
            Some(ScoreKind::Estimate)
        } else {
            None
        };
        if let Some(kind) = end_kind
            && !ctx.aborted
            && limits.noise == 0
        {
            ctx.end_root(board, kind, limits.time.map(|t| (started, t)), &mut result);
        } else if let (Some(last), Some(time), Some(selectivity)) =
            (to_the_end, limits.time, limits.selectivity)
            && !ctx.aborted
            && result.kind == ScoreKind::Estimate
        {
            // A selective search reached the end with time to spare (at
            // 25-28 empties it often takes a third of the time): surer
            // selective passes to the end make better use of the rest.
            ctx.end_passes_after(board, selectivity, (started, time), last, &mut result);
        }
        ctx.report_nodes();
        result.nodes = pool.nodes();
        result.elapsed = started.elapsed();
        result
    }
}

impl<'a, I: Search> Ctx<'a, I> {
    fn new(
        mid_tt: &'a Table,
        end_tt: &'a Table,
        evaluator: &'a Evaluator,
        stop: &'a AtomicBool,
        pool: &'a Pool,
        deadline: Option<Instant>,
        node_limit: u64,
        selectivity: Option<f32>,
        isa: I,
    ) -> Ctx<'a, I> {
        Ctx {
            isa,
            mid_tt,
            end_tt,
            moves: Vec::with_capacity(MOVE_STACK),
            evaluator,
            stop,
            pool,
            cutoffs: Vec::new(),
            deadline,
            node_limit,
            nodes: 0,
            reported: 0,
            next_poll: 0,
            aborted: false,
            selectivity,
            end_pass: EXACT,
            greed: 0,
        }
    }
}

/// One thread's working state in a search.
pub(crate) struct Ctx<'a, I: Isa> {
    /// The instructions the search's code runs with.
    isa: I,
    mid_tt: &'a Table,
    end_tt: &'a Table,
    /// The ordered moves of every node on the current line, each node's
    /// above its parent's: no fixed-size list to overflow, nothing to
    /// initialise per node.
    moves: Vec<Candidate>,
    evaluator: &'a Evaluator,
    stop: &'a AtomicBool,
    /// The search's threads: idle helpers and the nodes counted.
    pool: &'a Pool,
    /// The flags of the splits this thread works under (see `parallel.rs`):
    /// once one is set, a sibling refuted the node and this work is wasted.
    cutoffs: Vec<Arc<AtomicBool>>,
    deadline: Option<Instant>,
    node_limit: u64,
    /// Nodes this thread searched, of which `reported` are in the pool's count.
    nodes: u64,
    reported: u64,
    next_poll: u64,
    /// Set once the search must stop; every search function then unwinds.
    aborted: bool,
    selectivity: Option<f32>,
    /// The endgame search's pass: an index into `endgame::PASSES` while it
    /// searches selectively, [`EXACT`] when it solves.
    end_pass: u8,
    /// The share of disc counting in the leaves' judgement, in percent
    /// (see [`Limits::greed`]).
    greed: i32,
}

/// The move stack's usual size: 60 plies of up to 32 moves.
const MOVE_STACK: usize = 60 * 32;

/// A move with what it flips and its ordering key.
#[derive(Clone, Copy)]
struct Candidate {
    sq: u8,
    flips: u64,
    key: i32,
    /// The child's legal moves: both move orders find them, and the
    /// child's search and evaluation need them again.
    replies: u64,
}

/// Sorts `list` best key first, keeping equal keys in order (insertion sort:
/// the lists are short).
fn sort_candidates(list: &mut [Candidate]) {
    for i in 1..list.len() {
        let c = list[i];
        let mut j = i;
        while j > 0 && list[j - 1].key < c.key {
            list[j] = list[j - 1];
            j -= 1;
        }
        list[j] = c;
    }
}

/// From this depth on, idle threads help at a midgame node (see
/// `parallel.rs`).
const SPLIT_DEPTH: u32 = 6;

/// Nodes between two looks at the clock and the stop flag (well under a
/// millisecond of search).
const POLL_INTERVAL: u64 = 1024;

pub(super) const MID_INF: i32 = 100 * UNITS_PER_DISC;

impl<I: Search> Ctx<'_, I> {
    /// Whether the search must stop now (checked every thousand nodes).
    #[inline]
    fn poll(&mut self) -> bool {
        if self.nodes >= self.next_poll {
            self.next_poll = self.nodes + POLL_INTERVAL;
            self.report_nodes();
            if self.must_stop() {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// Whether the search is stopped, out of nodes or time, or this thread's
    /// work refuted by a sibling's.
    fn must_stop(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
            || self.pool.nodes() >= self.node_limit
            || self.deadline.is_some_and(|d| Instant::now() >= d)
            || self.cutoffs.iter().any(|c| c.load(Ordering::Relaxed))
    }

    /// Adds the nodes searched since the last report to the pool's count.
    fn report_nodes(&mut self) {
        self.pool.count(self.nodes - self.reported);
        self.reported = self.nodes;
    }

    fn iterative_deepening(
        &mut self,
        board: Board,
        max_depth: u32,
        time: Option<Duration>,
        started: Instant,
    ) -> (SearchResult, Duration) {
        let first = board.moves().trailing_zeros() as u8;
        let mut result = SearchResult {
            best_move: Move::Place(Square::ALL[first as usize]),
            score: self.evaluator.evaluate(&board) / UNITS_PER_DISC,
            kind: ScoreKind::Estimate,
            depth: 0,
            pv: Vec::new(),
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        let mut guess = self.evaluator.evaluate(&board);
        // The last iteration's time, and how much longer it took than the
        // one before: the next one is expected to grow as much again.
        let (mut last, mut growth) = (Duration::ZERO, 3.0);
        for depth in 1..=max_depth {
            // Don't start an iteration that is not expected to finish in time.
            if depth > 1 && time.is_some_and(|t| started.elapsed() + last.mul_f32(growth) > t) {
                break;
            }
            let iteration_started = Instant::now();
            let (score, sq) = self.aspiration(board, depth, guess);
            let took = iteration_started.elapsed();
            if !last.is_zero() {
                growth = (took.as_secs_f32() / last.as_secs_f32()).clamp(1.5, 6.0);
            }
            last = took;
            if self.aborted {
                // A finished first move of an unfinished iteration is still
                // better informed than the previous iteration.
                if sq != NO_MOVE && score > -MID_INF {
                    result.best_move = Move::Place(Square::ALL[sq as usize]);
                }
                break;
            }
            guess = score;
            result.best_move = Move::Place(Square::ALL[sq as usize]);
            result.score = score_in_discs(score);
            result.depth = depth;
            result.pv = self.principal_variation(board, sq, false);
            let empties = board.empties().count_ones();
            if depth >= empties {
                // To the end, but only exact when nothing was cut.
                if self.selectivity.is_none() {
                    result.kind = ScoreKind::Exact;
                }
                break;
            }
        }
        (result, last)
    }

    /// A root search in a window around the previous score, widened on failure.
    fn aspiration(&mut self, board: Board, depth: u32, guess: i32) -> (i32, u8) {
        let mut delta = 2 * UNITS_PER_DISC;
        let (mut alpha, mut beta) = (guess - delta, guess + delta);
        loop {
            let (score, sq) = self.mid_pvs_move(board, depth, alpha, beta);
            if self.aborted {
                return (score, sq);
            }
            if score <= alpha && alpha > -MID_INF {
                alpha = (alpha - delta).max(-MID_INF);
            } else if score >= beta && beta < MID_INF {
                beta = (beta + delta).min(MID_INF);
            } else {
                return (score, sq);
            }
            delta *= 2;
        }
    }

    /// A leaf's score: the evaluation, or for a greedy judgement (the weak
    /// levels') partly the disc count.
    #[inline(always)]
    fn leaf(&self, board: &Board, moves: u64) -> i32 {
        let eval = self.evaluator.evaluate_on(self.isa, board, moves);
        if self.greed == 0 {
            return eval;
        }
        let discs = board.player.count_ones() as i32 - board.opponent.count_ones() as i32;
        (eval * (100 - self.greed) + discs * UNITS_PER_DISC * self.greed) / 100
    }

    /// Principal-variation search returning the best square too.
    #[inline(always)]
    fn mid_pvs_move(&mut self, board: Board, depth: u32, alpha: i32, beta: i32) -> (i32, u8) {
        self.mid_pvs(board, board.moves(), depth, alpha, beta)
    }

    /// [`Ctx::mid_pvs`]'s body, inlined into each instruction set's copy.
    #[inline(always)]
    fn mid_pvs_body(
        &mut self,
        board: Board,
        moves: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, u8) {
        self.nodes += 1;
        if self.poll() {
            return (0, NO_MOVE);
        }
        if depth == 0 {
            return (self.leaf(&board, moves), NO_MOVE);
        }
        if moves == 0 {
            let passed = board.pass();
            if passed.moves() == 0 {
                return (board.final_score() * UNITS_PER_DISC, NO_MOVE);
            }
            return (-self.mid_pvs_move(passed, depth, -beta, -alpha).0, NO_MOVE);
        }
        if depth == 1 {
            return self.frontier(&board, moves, beta);
        }
        let mut tt_move = NO_MOVE;
        if let Some(e) = self.mid_tt.probe(&board) {
            tt_move = e.best;
            if e.depth >= depth {
                if e.lower >= beta {
                    return (e.lower, e.best);
                }
                if e.upper <= alpha {
                    return (e.upper, e.best);
                }
                if e.lower == e.upper {
                    return (e.lower, e.best);
                }
            }
        }
        if let Some(selectivity) = self.selectivity
            && depth >= probcut::MIN_DEPTH
            && beta - alpha == 1
            && let Some(score) = self.probcut(board, moves, depth, alpha, selectivity)
        {
            return (score, NO_MOVE);
        }
        let alpha0 = alpha;
        let base = self.moves.len();
        self.order_mid_moves(&board, moves, tt_move, depth);
        let end = self.moves.len();
        let mut best = -MID_INF - 1;
        let mut best_sq = NO_MOVE;
        for i in base..end {
            let Candidate {
                sq, flips, replies, ..
            } = self.moves[i];
            let child = board.play(sq as usize, flips);
            let score = if depth == 1 {
                // A leaf's score does not depend on the window: no re-search.
                -self.mid_pvs(child, replies, 0, -beta, -alpha).0
            } else if i == base {
                -self.mid_pvs(child, replies, depth - 1, -beta, -alpha).0
            } else {
                let mut s = -self
                    .mid_pvs(child, replies, depth - 1, -alpha - 1, -alpha)
                    .0;
                if s > alpha && s < beta && !self.aborted {
                    s = -self.mid_pvs(child, replies, depth - 1, -beta, -alpha).0;
                }
                s
            };
            if self.aborted {
                self.moves.truncate(base);
                return (best, best_sq);
            }
            if score > best {
                best = score;
                best_sq = sq;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
            if i == base && beta - alpha == 1 && depth >= SPLIT_DEPTH && self.pool.has_idle() {
                let rest = self.moves[base + 1..end].to_vec();
                let search = |ctx: &mut Ctx<'_, I>, child| {
                    -ctx.mid_pvs_move(child, depth - 1, -alpha - 1, -alpha).0
                };
                if let Some((score, sq)) = self.split(board, &rest, alpha, (best, best_sq), search)
                {
                    if self.aborted {
                        self.moves.truncate(base);
                        return (best, best_sq);
                    }
                    (best, best_sq) = (score, sq);
                    break;
                }
            }
        }
        self.moves.truncate(base);
        self.mid_tt.store(
            &board,
            depth,
            alpha0,
            beta,
            best,
            best_sq,
            0,
            (-MID_INF, MID_INF),
        );
        (best, best_sq)
    }

    /// A node one ply above the leaves: its best child's score and square.
    /// It neither reads nor writes the table, whose probe would cost more
    /// than the few evaluations an entry could save, and evaluates its
    /// children in board order until one reaches `beta`: sorting them by
    /// their replies first, as the nodes above do, took a fifth longer.
    #[inline(always)]
    fn frontier(&mut self, board: &Board, moves: u64, beta: i32) -> (i32, u8) {
        let (mut best, mut best_sq) = (-MID_INF - 1, NO_MOVE);
        let mut bits = moves;
        while bits != 0 {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let child = board.play(sq, board.flips(sq));
            self.nodes += 1;
            let score = -self.leaf(&child, child.moves());
            if score > best {
                (best, best_sq) = (score, sq as u8);
                if score >= beta {
                    break;
                }
            }
        }
        (best, best_sq)
    }

    /// A null-window node's bound from a shallow search, when that search
    /// says the full-depth one would almost surely fail high (or low).
    #[inline(always)]
    fn probcut(
        &mut self,
        board: Board,
        moves: u64,
        depth: u32,
        alpha: i32,
        selectivity: f32,
    ) -> Option<i32> {
        let beta = alpha + 1;
        let shallow = probcut::shallow_depth(depth);
        let empties = board.empties().count_ones();
        let margin = probcut::margin(selectivity, empties, depth);
        // The static evaluation first tells whether a shallow search could
        // cut at all (as Edax does): most nodes are far from both bounds.
        let eval_margin = probcut::eval_margin(selectivity, empties, depth);
        let eval = self.evaluator.evaluate_on(self.isa, &board, moves);
        let high = beta + margin;
        if high < MID_INF && eval >= beta - eval_margin {
            let score = self.mid_pvs(board, moves, shallow, high - 1, high).0;
            if self.aborted || score >= high {
                return Some(beta);
            }
        }
        let low = alpha - margin;
        if low > -MID_INF && eval <= alpha + eval_margin {
            let score = self.mid_pvs(board, moves, shallow, low, low + 1).0;
            if self.aborted || score <= low {
                return Some(alpha);
            }
        }
        None
    }

    /// Midgame move order: the table's move, then (deep enough) a one-ply
    /// evaluation, else fewest replies. The moves go on the move stack.
    #[inline(always)]
    fn order_mid_moves(&mut self, board: &Board, moves: u64, tt_move: u8, depth: u32) {
        let base = self.moves.len();
        let mut bits = moves;
        while bits != 0 {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let flips = board.flips(sq);
            let child = board.play(sq, flips);
            if depth >= 2 {
                // The child probes the table when its search starts.
                self.mid_tt.prefetch(&child);
            }
            let replies = child.moves();
            let key = if sq as u8 == tt_move {
                i32::MAX
            } else if depth >= 3 {
                -self.evaluator.evaluate_on(self.isa, &child, replies)
            } else {
                -(replies.count_ones() as i32)
            };
            self.moves.push(Candidate {
                sq: sq as u8,
                flips,
                key,
                replies,
            });
        }
        sort_candidates(&mut self.moves[base..]);
    }

    /// Scores every root move with a full window and picks the best after
    /// adding noise: the weaker levels' way of choosing.
    fn noisy_root(
        &mut self,
        board: Board,
        limits: &Limits,
        rng: &mut Xoshiro256PlusPlus,
    ) -> SearchResult {
        let depth = limits.depth.max(1);
        let noise = (limits.noise * UNITS_PER_DISC as u32) as i32;
        let mut best: Option<(i32, u8, i32)> = None;
        let mut bits = board.moves();
        while bits != 0 {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let child = board.play(sq, board.flips(sq));
            let score = -self.mid_pvs_move(child, depth - 1, -MID_INF, MID_INF).0;
            if self.aborted {
                break;
            }
            let noisy = score + rng.random_range(-noise..=noise);
            if best.is_none_or(|(b, _, _)| noisy > b) {
                best = Some((noisy, sq as u8, score));
            }
        }
        let (_, sq, score) = best.unwrap_or((0, board.moves().trailing_zeros() as u8, 0));
        SearchResult {
            best_move: Move::Place(Square::ALL[sq as usize]),
            score: score_in_discs(score),
            kind: ScoreKind::Estimate,
            depth,
            pv: vec![Move::Place(Square::ALL[sq as usize])],
            nodes: 0,
            elapsed: Duration::ZERO,
        }
    }

    /// The expected line: `first`, then the best moves the tables remember.
    fn principal_variation(&self, board: Board, first: u8, endgame: bool) -> Vec<Move> {
        let mut pv = Vec::new();
        let mut board = board;
        let mut sq = first;
        for _ in 0..60 {
            if sq == NO_MOVE || board.moves() & (1 << sq) == 0 {
                break;
            }
            pv.push(Move::Place(Square::ALL[sq as usize]));
            board = board.play(sq as usize, board.flips(sq as usize));
            if board.moves() == 0 {
                if board.pass().moves() == 0 {
                    break;
                }
                pv.push(Move::Pass);
                board = board.pass();
            }
            let table = if endgame { &self.end_tt } else { &self.mid_tt };
            sq = table.probe(&board).map_or(NO_MOVE, |e| e.best);
        }
        pv
    }
}

compiled_per_isa! {
    /// The search's recursive functions, compiled for each instruction set:
    /// each runs its body (`Ctx::*_body`) in its set's code, with what the
    /// body inlines (move generation, ordering, the evaluation).
    trait Search: Evaluate {
        fn mid_pvs(
            ctx: &mut Ctx<'_, Self>,
            board: Board,
            moves: u64,
            depth: u32,
            alpha: i32,
            beta: i32,
        ) -> (i32, u8) = Ctx::mid_pvs_body;
        fn end_pvs(ctx: &mut Ctx<'_, Self>, board: Board, alpha: i32, beta: i32) -> (i32, u8) =
            Ctx::end_pvs_body;
        fn end_nws(ctx: &mut Ctx<'_, Self>, board: Board, alpha: i32) -> i32 = Ctx::end_nws_body;
        fn end_shallow(ctx: &mut Ctx<'_, Self>, p: u64, o: u64, alpha: i32, n: u32) -> i32 =
            Ctx::end_shallow_body;
    }
}

// SAFETY (every call below): a `Ctx` holds its set's value, which exists
// only on a CPU that has the set (see `isa.rs`).
#[allow(unsafe_code)]
impl<I: Search> Ctx<'_, I> {
    /// [`Ctx::mid_pvs_move`] given the mover's legal moves `moves`.
    fn mid_pvs(
        &mut self,
        board: Board,
        moves: u64,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> (i32, u8) {
        unsafe { I::mid_pvs(self, board, moves, depth, alpha, beta) }
    }

    /// Exact search with window (`alpha`, `beta`) at the root of an endgame
    /// or inside a principal variation; returns the score and best square.
    pub(super) fn end_pvs(&mut self, board: Board, alpha: i32, beta: i32) -> (i32, u8) {
        unsafe { I::end_pvs(self, board, alpha, beta) }
    }

    /// Null-window exact search: is the score above `alpha`? Returns a
    /// fail-soft bound (> alpha when it is, <= alpha when not).
    pub(super) fn end_nws(&mut self, board: Board, alpha: i32) -> i32 {
        unsafe { I::end_nws(self, board, alpha) }
    }

    /// The last few empties: parity order, no table, no sorting.
    fn end_shallow(&mut self, p: u64, o: u64, alpha: i32, n: u32) -> i32 {
        unsafe { I::end_shallow(self, p, o, alpha, n) }
    }
}

/// Midgame units to discs, rounded to nearest.
fn score_in_discs(units: i32) -> i32 {
    (units + units.signum() * UNITS_PER_DISC / 2) / UNITS_PER_DISC
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::Baseline;

    /// The plain x86-64 code searches exactly as the code this CPU runs:
    /// the same move, score, line and node count, in a selective midgame
    /// search (ProbCut, the patterns' indices) and in an exact solve.
    #[test]
    fn the_baseline_searches_as_the_dispatched_code_does() {
        let evaluator = Evaluator::trained().expect("the built-in weights load");
        let cases = [
            (
                "---------------------------OX------XO--------------------------- X",
                Limits {
                    selectivity: Some(SELECTIVITY),
                    ..Limits::depth(10)
                },
            ),
            (
                "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O",
                Limits::solve(),
            ),
        ];
        let never = AtomicBool::new(false);
        for (obf, limits) in cases {
            let position = Position::from_obf(obf).unwrap();
            let limits = Limits {
                book: false,
                ..limits
            };
            let mut dispatched = Searcher::new(16, 0).with_evaluator(evaluator.clone());
            let mut baseline = Searcher::new(16, 0).with_evaluator(evaluator.clone());
            let a = dispatched.search(&position, &limits, &never);
            let b = baseline.search_on(
                Baseline,
                position.board(),
                &limits,
                &never,
                Instant::now(),
                0,
            );
            assert_eq!(
                (a.best_move, a.score, &a.pv, a.nodes),
                (b.best_move, b.score, &b.pv, b.nodes),
                "{obf} ({})",
                crate::isa::instruction_set()
            );
        }
    }
}

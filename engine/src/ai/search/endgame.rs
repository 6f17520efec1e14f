//! The exact endgame solver: final disc difference with perfect play (empty
//! squares to the winner), by null-window alpha-beta. Speed comes from
//! specialised code for the last empties, parity ordering near the end,
//! fastest-first ordering and the transposition table higher up, and
//! stability cutoffs. With 18 empties or more, selective passes (ProbCut,
//! bounds tagged as only probable in the table) go first, as in Edax: they
//! order the exact search's moves and narrow its windows.

use std::time::Duration;

use web_time::Instant;

use super::tt::{EXACT, NO_MOVE};
use super::{Candidate, Ctx, MID_INF, ScoreKind, Search, SearchResult, probcut, sort_candidates};
use crate::ai::eval::UNITS_PER_DISC;
use crate::ai::stability::stable_discs;
use crate::rules::bitboard::{flips, last_flip_count, legal_moves};
use crate::rules::position::Board;
use crate::rules::position::Move;
use crate::rules::square::Square;

/// Up to this many empties: no table, no sorting, parity order only.
const SHALLOW_MAX: u32 = 6;
/// From this many empties on, the transposition table is used.
const HASH_MIN: u32 = 8;
/// From this many empties on, moves are ordered by a shallow evaluation as
/// well as by the opponent's mobility.
const EVAL_ORDER_MIN: u32 = 12;
/// From this many empties on, children are looked up in the table before any
/// is searched.
const ETC_MIN: u32 = 10;
/// From this many empties on, idle threads help (see `parallel.rs`): smaller
/// subtrees take less time than starting a thread.
const SPLIT_MIN: u32 = 16;
/// From this many empties on, a selective pass cuts nodes by ProbCut. Below,
/// the exact search is cheap, and its bounds, exact, serve every pass.
const PROBCUT_MIN: u32 = 12;

/// The selective passes' confidence, in standard deviations of the
/// difference between a shallow search and the exact score (Edax's: about
/// 73, 87, 95, 98 and 99 % sure). Each pass fills the table with the moves
/// and bounds that make the next one, and the exact search, cheaper.
pub(super) const PASSES: [f32; 5] = [1.1, 1.5, 2.0, 2.6, 3.3];

/// How many selective passes go before the exact search of `empties`: none
/// where solving is quick, more where a wrong first guess costs more (the
/// schedule Edax found best).
pub(super) fn selective_passes(empties: u32) -> usize {
    match empties {
        ..18 => 0,
        18..21 => 1,
        21..24 => 2,
        24..27 => 3,
        27..30 => 4,
        _ => 5,
    }
}

const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

/// The squares of the quadrants holding an odd number of empties: playing
/// there first lets the mover have the last move in the region.
#[inline]
fn odd_quadrants(empties: u64) -> u64 {
    QUADRANTS
        .iter()
        .filter(|&&q| (empties & q).count_ones() & 1 == 1)
        .fold(0, |acc, &q| acc | q)
}

/// The squares next to each square: a move needs an opponent disc there.
static NEIGHBOURS: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (c, r) = ((sq % 8) as i32, (sq / 8) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (nc, nr) = (c + dc, r + dr);
                if (dc != 0 || dr != 0) && nc >= 0 && nc < 8 && nr >= 0 && nr < 8 {
                    table[sq] |= 1 << (nr * 8 + nc);
                }
                dc += 1;
            }
            dr += 1;
        }
        sq += 1;
    }
    table
};

/// Score when the board is full or nobody can move: disc difference, with
/// the empties going to the winner.
#[inline]
fn final_score(p: u64, o: u64) -> i32 {
    Board {
        player: p,
        opponent: o,
    }
    .final_score()
}

/// The exact score with one empty square `x` left (so `o` is every other
/// square).
#[inline]
fn last1(p: u64, o: u64, x: usize) -> i32 {
    let n = p.count_ones() as i32;
    let f = last_flip_count(x, p) as i32;
    if f > 0 {
        return 2 * (n + 1 + f) - 64;
    }
    let f = last_flip_count(x, o) as i32;
    if f > 0 {
        return 2 * (n - f) - 64;
    }
    let diff = 2 * n - 63;
    if diff > 0 { diff + 1 } else { diff - 1 }
}

/// Weights for fastest-first ordering: corners are good, the squares that
/// give corners away are bad.
const SQUARE_BONUS: [i32; 64] = {
    let mut w = [0i32; 64];
    let corners = [0, 7, 56, 63];
    let mut i = 0;
    while i < 4 {
        w[corners[i]] = 3;
        i += 1;
    }
    let xs = [9, 14, 49, 54];
    let mut i = 0;
    while i < 4 {
        w[xs[i]] = -3;
        i += 1;
    }
    w
};

impl<I: Search> Ctx<'_, I> {
    /// The endgame at the root, improving `result` with each search that
    /// ends: selective passes, then the solve for an exact or win-loss-draw
    /// `kind`. For an estimate, passes only, as many as the search's
    /// `deadline` (its start and time) allows.
    pub(super) fn end_root(
        &mut self,
        board: Board,
        kind: ScoreKind,
        deadline: Option<(Instant, Duration)>,
        result: &mut SearchResult,
    ) {
        let empties = board.empties().count_ones();
        let (alpha, beta) = match kind {
            ScoreKind::WinLossDraw => (-1, 1),
            _ => (-64, 64),
        };
        if kind == ScoreKind::Estimate {
            // Only an estimate is at stake: each pass is begun only when
            // it can be expected to end in time.
            self.timed_passes(board, 0, deadline, None, result);
            return;
        }
        for pass in 0..selective_passes(empties) {
            if !self.end_pass_at_root(board, pass, alpha, beta, kind, result) {
                break;
            }
        }
        self.end_pass = EXACT;
        if self.aborted {
            return;
        }
        let (score, sq) = self.end_pvs(board, alpha, beta);
        if !self.aborted && sq != NO_MOVE {
            result.best_move = Move::Place(Square::ALL[sq as usize]);
            result.score = if kind == ScoreKind::Exact {
                score
            } else {
                score.signum()
            };
            result.kind = kind;
            result.depth = empties;
            result.pv = self.principal_variation(board, sq, true);
        }
    }

    /// After a selective midgame search that reached the end in `last`:
    /// passes surer than its `selectivity`, as many as `deadline` allows.
    pub(super) fn end_passes_after(
        &mut self,
        board: Board,
        selectivity: f32,
        deadline: (Instant, Duration),
        last: Duration,
        result: &mut SearchResult,
    ) {
        // A pass hardly surer than the search just done would repeat it.
        let Some(first) = PASSES.iter().position(|&t| t > selectivity * 1.2) else {
            return;
        };
        self.timed_passes(board, first, Some(deadline), Some(last), result);
    }

    /// Selective passes from `first` on, each begun only when it can be
    /// expected to end by `deadline`: it costs about twice the search before
    /// (`last`, the time of the pass before, or of the midgame search when
    /// known), or, with nothing to go by, three times what was spent so far.
    fn timed_passes(
        &mut self,
        board: Board,
        first: usize,
        deadline: Option<(Instant, Duration)>,
        mut last: Option<Duration>,
        result: &mut SearchResult,
    ) {
        for pass in first..PASSES.len() {
            if let Some((started, time)) = deadline {
                let elapsed = started.elapsed();
                let expected = last.map_or(elapsed * 3, |last| last * 2);
                if elapsed + expected > time {
                    break;
                }
            }
            let pass_started = Instant::now();
            if !self.end_pass_at_root(board, pass, -64, 64, ScoreKind::Estimate, result) {
                break;
            }
            last = Some(pass_started.elapsed());
        }
        self.end_pass = EXACT;
    }

    /// Selective pass `pass` at the root, in the window `alpha..beta`; its
    /// move (and for `kind` other than win-loss-draw, its score) replaces
    /// `result`'s. False when it did not end.
    fn end_pass_at_root(
        &mut self,
        board: Board,
        pass: usize,
        alpha: i32,
        beta: i32,
        kind: ScoreKind,
        result: &mut SearchResult,
    ) -> bool {
        self.end_pass = pass as u8;
        let (score, sq) = self.end_pvs(board, alpha, beta);
        if self.aborted || sq == NO_MOVE {
            return false;
        }
        result.best_move = Move::Place(Square::ALL[sq as usize]);
        result.pv = self.principal_variation(board, sq, true);
        if kind != ScoreKind::WinLossDraw {
            // Probably the exact score; a win-loss-draw pass's score is
            // only a sign, so the midgame's estimate stays.
            result.score = score;
            result.kind = ScoreKind::Estimate;
            result.depth = board.empties().count_ones();
        }
        true
    }

    /// [`Ctx::end_pvs`]'s body, inlined into each instruction set's copy.
    #[inline(always)]
    pub(super) fn end_pvs_body(&mut self, board: Board, mut alpha: i32, beta: i32) -> (i32, u8) {
        self.nodes += 1;
        let n = board.empties().count_ones();
        let moves = board.moves();
        if moves == 0 {
            let passed = board.pass();
            if passed.moves() == 0 {
                return (board.final_score(), NO_MOVE);
            }
            let (score, _) = self.end_pvs(passed, -beta, -alpha);
            return (-score, NO_MOVE);
        }
        let tt_move = self
            .end_tt
            .probe(&board)
            .or_else(|| self.mid_tt.probe(&board))
            .map_or(NO_MOVE, |e| e.best);
        let base = self.moves.len();
        self.order_end_moves(&board, moves, tt_move, n.max(EVAL_ORDER_MIN));
        let end = self.moves.len();
        let mut best = -65;
        let mut best_sq = self.moves[base].sq;
        let alpha0 = alpha;
        for i in base..end {
            let c = self.moves[i];
            let child = board.play(c.sq as usize, c.flips);
            let score = if i == base {
                -self.end_pvs(child, -beta, -alpha).0
            } else {
                let mut s = -self.end_nws(child, -alpha - 1);
                if s > alpha && s < beta && !self.aborted {
                    s = -self.end_pvs(child, -beta, -alpha).0;
                }
                s
            };
            if self.aborted {
                self.moves.truncate(base);
                return (best, best_sq);
            }
            if score > best {
                best = score;
                best_sq = c.sq;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.moves.truncate(base);
        let sel = self.bound_tag(n);
        self.end_tt
            .store(&board, n, alpha0, beta, best, best_sq, sel, (-64, 64));
        (best, best_sq)
    }

    /// [`Ctx::end_nws`]'s body, inlined into each instruction set's copy.
    #[inline(always)]
    pub(super) fn end_nws_body(&mut self, board: Board, alpha: i32) -> i32 {
        let n = board.empties().count_ones();
        if n <= SHALLOW_MAX {
            return self.end_shallow(board.player, board.opponent, alpha, n);
        }
        self.nodes += 1;
        if self.poll() {
            return 0;
        }
        let (p, o) = (board.player, board.opponent);

        // Stability cutoff: the opponent's stable discs cap our score. Worth
        // computing only when alpha is high enough for few stable discs to
        // decide, which with many empties takes a higher alpha.
        if alpha >= 2 * n as i32 - 2 {
            let max = 64 - 2 * stable_discs(o, p).count_ones() as i32;
            if max <= alpha {
                return max;
            }
        }

        let mut tt_move = NO_MOVE;
        if n >= HASH_MIN
            && let Some(e) = self.end_tt.probe(&board)
        {
            if e.sel >= self.end_pass {
                if e.lower > alpha {
                    return e.lower;
                }
                if e.upper <= alpha {
                    return e.upper;
                }
            }
            tt_move = e.best;
        }
        if self.end_pass != EXACT
            && n >= PROBCUT_MIN
            && let Some(score) = self.end_probcut(board, alpha, n)
        {
            return score;
        }

        let moves = board.moves();
        if moves == 0 {
            let passed = board.pass();
            if passed.moves() == 0 {
                return board.final_score();
            }
            return -self.end_nws(passed, -alpha - 1);
        }

        // Enhanced transposition cut-off: a child already known to be bad
        // enough for the opponent proves the fail-high without a search.
        if n >= ETC_MIN {
            let mut bits = moves;
            while bits != 0 {
                let sq = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let child = board.play(sq, board.flips(sq));
                if let Some(e) = self.end_tt.probe(&child)
                    && e.sel >= self.end_pass
                    && -e.upper > alpha
                {
                    return -e.upper;
                }
            }
        }

        let base = self.moves.len();
        self.order_end_moves(&board, moves, tt_move, n);
        let end = self.moves.len();
        let mut best = -65;
        let mut best_sq = NO_MOVE;
        for i in base..end {
            let c = self.moves[i];
            let score = -self.end_nws(board.play(c.sq as usize, c.flips), -alpha - 1);
            if self.aborted {
                self.moves.truncate(base);
                return 0;
            }
            if score > best {
                best = score;
                best_sq = c.sq;
                if score > alpha {
                    break;
                }
            }
            if i == base && n >= SPLIT_MIN && self.pool.has_idle() {
                let rest = self.moves[base + 1..end].to_vec();
                let search = |ctx: &mut Ctx<'_, I>, child| -ctx.end_nws(child, -alpha - 1);
                if let Some((score, sq)) = self.split(board, &rest, alpha, (best, best_sq), search)
                {
                    if self.aborted {
                        self.moves.truncate(base);
                        return 0;
                    }
                    (best, best_sq) = (score, sq);
                    break;
                }
            }
        }
        self.moves.truncate(base);
        if n >= HASH_MIN {
            let sel = self.bound_tag(n);
            self.end_tt
                .store(&board, n, alpha, alpha + 1, best, best_sq, sel, (-64, 64));
        }
        best
    }

    /// The tag of a bound found with `n` empties in this pass: exact where
    /// no cut is made.
    fn bound_tag(&self, n: u32) -> u8 {
        if n < PROBCUT_MIN {
            EXACT
        } else {
            self.end_pass
        }
    }

    /// ProbCut in a selective endgame pass: the null-window node's bound when
    /// a shallow selective search puts the exact score far beyond `alpha`.
    /// The static evaluation first tells whether the search is worth trying
    /// (as Edax does).
    #[inline(always)]
    fn end_probcut(&mut self, board: Board, alpha: i32, n: u32) -> Option<i32> {
        let t = PASSES[self.end_pass as usize];
        let shallow = probcut::shallow_depth(n);
        let margin = probcut::margin(t, n, n);
        let eval_margin = probcut::eval_margin(t, n, n);
        let eval = self.evaluator.evaluate_on(self.isa, &board, board.moves());
        let (low, high) = (alpha * UNITS_PER_DISC, (alpha + 1) * UNITS_PER_DISC);
        let midgame_selectivity = self.selectivity.replace(t);
        let mut cut = None;
        if alpha < 64 && eval >= high - eval_margin {
            let bound = high + margin;
            if self.mid_pvs_move(board, shallow, bound - 1, bound).0 >= bound {
                cut = Some(alpha + 1);
            }
        }
        if cut.is_none() && alpha > -64 && eval < low + eval_margin {
            let bound = low - margin;
            if self.mid_pvs_move(board, shallow, bound, bound + 1).0 <= bound {
                cut = Some(alpha);
            }
        }
        self.selectivity = midgame_selectivity;
        if self.aborted { Some(alpha) } else { cut }
    }

    /// Orders the moves onto the move stack: the table's move first, then
    /// fewest replies for the opponent (fastest first), corners, and with
    /// many empties a one-ply evaluation too.
    #[inline(always)]
    fn order_end_moves(&mut self, board: &Board, moves: u64, tt_move: u8, n: u32) {
        let base = self.moves.len();
        let mut bits = moves;
        let odd = odd_quadrants(board.empties());
        while bits != 0 {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let f = board.flips(sq);
            let child = board.play(sq, f);
            let replies = child.moves();
            let mut key = -16
                * (replies.count_ones() as i32
                    + (replies & 0x8100_0000_0000_0081).count_ones() as i32)
                + 4 * SQUARE_BONUS[sq]
                + if odd & (1 << sq) != 0 { 2 } else { 0 };
            if n >= EVAL_ORDER_MIN {
                // Deeper in the tree a mistake costs more: look further.
                key -= match n {
                    ..16 => self.evaluator.evaluate_on(self.isa, &child, replies) / 4,
                    16..20 => self.mid_pvs_move(child, 1, -MID_INF, MID_INF).0 / 2,
                    20..23 => self.mid_pvs_move(child, 2, -MID_INF, MID_INF).0 / 2,
                    23..26 => self.mid_pvs_move(child, 3, -MID_INF, MID_INF).0 / 2,
                    _ => self.mid_pvs_move(child, 4, -MID_INF, MID_INF).0 / 2,
                };
            }
            if sq as u8 == tt_move {
                key = i32::MAX;
            }
            self.moves.push(Candidate {
                sq: sq as u8,
                flips: f,
                key,
                replies,
            });
        }
        sort_candidates(&mut self.moves[base..]);
    }

    /// [`Ctx::end_shallow`]'s body, inlined into each instruction set's copy.
    #[inline(always)]
    pub(super) fn end_shallow_body(&mut self, p: u64, o: u64, alpha: i32, n: u32) -> i32 {
        self.nodes += 1;
        let empties = !(p | o);
        if n == 1 {
            return last1(p, o, empties.trailing_zeros() as usize);
        }
        let odd = odd_quadrants(empties);
        let mut best = -65;
        let mut any = false;
        for part in [empties & odd, empties & !odd] {
            let mut bits = part;
            while bits != 0 {
                let sq = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if NEIGHBOURS[sq] & o == 0 {
                    continue;
                }
                let f = flips(sq, p, o);
                if f == 0 {
                    continue;
                }
                any = true;
                let score = -self.end_shallow(o ^ f, p ^ f ^ (1 << sq), -alpha - 1, n - 1);
                if score > best {
                    best = score;
                    if score > alpha {
                        return score;
                    }
                }
            }
        }
        if any {
            return best;
        }
        if legal_moves(o, p) == 0 {
            return final_score(p, o);
        }
        -self.end_shallow_passed(o, p, -alpha - 1, n)
    }

    /// [`Ctx::end_shallow`] after a pass: the mover is known to have a move.
    #[inline(always)]
    fn end_shallow_passed(&mut self, p: u64, o: u64, alpha: i32, n: u32) -> i32 {
        if n == 1 {
            self.nodes += 1;
            let x = (!(p | o)).trailing_zeros() as usize;
            let f = last_flip_count(x, p) as i32;
            return 2 * (p.count_ones() as i32 + 1 + f) - 64;
        }
        self.end_shallow(p, o, alpha, n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn last_square_scores() {
        // Everything black but h8 (empty) and g8 (white): black plays h8? It
        // flips g8 only if a black disc lies beyond, which f8 is.
        let o = 1u64 << 62;
        let p = !(o | (1 << 63));
        assert_eq!(last1(p, o, 63), 64);
    }
}

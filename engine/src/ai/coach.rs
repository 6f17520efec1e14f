//! Why one move is better than another, in terms a player knows: corners
//! given or taken, the opponent's moves, frontier squares, stable discs, the
//! player's own room, parity, passes, and, when both are solved, the exact
//! results.
//!
//! Each idea is a feature of the position after a move, counted for the
//! mover. A feature's effect on a move's score is its difference from the
//! alternative's times a weight in discs, fitted by least squares on the
//! engine's own games to the search's score differences (the weights below,
//! from `reversi-engine explain --survey 3000 --seed 7 --depth 8 --fit`). The reasons
//! given for a move are the features whose effects point the way its score
//! differs from the alternative's, largest first: what a player reads
//! accounts for the difference the search measured.

use super::eval::{CORNERS, X_SQUARES, neighbours};
use super::stability::stable_discs;
use crate::rules::position::{Board, Position};
use crate::rules::square::{Square, SquareSet};

/// Parity is a reason only this near the end, where regions are few and
/// small enough for a player to count.
const PARITY_EMPTIES: u32 = 20;

/// What a reason is about. Each has two messages for players: the move is
/// better in this respect than the alternative, or worse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// The move takes a corner.
    TakesCorner,
    /// The opponent can take a corner right after the move.
    GivesCorner,
    /// The mover holds an X-square next to an empty corner, which the
    /// opponent may take later.
    XSquare,
    /// The opponent's moves after it.
    Mobility,
    /// Empty squares next to the mover's discs: where the opponent may move
    /// later (potential mobility).
    Frontier,
    /// The mover's discs that can never be flipped.
    Stable,
    /// The mover's own moves after it (a wall of the mover's discs leaves
    /// few).
    Room,
    /// Regions of empty squares with an odd count, where the opponent moves
    /// first and can have the last move.
    Parity,
    /// The opponent must pass after it.
    Pass,
    /// The opponent has a reply that makes the mover pass.
    AllowsPass,
    /// Both moves solved: their exact results.
    Exact,
}

impl Topic {
    /// Whether it decides a game more than counts do, and is said first:
    /// a pass forced or allowed, a corner taken or given away.
    pub fn decisive(self) -> bool {
        matches!(
            self,
            Topic::Pass | Topic::AllowsPass | Topic::TakesCorner | Topic::GivesCorner
        )
    }

    /// Every topic, for the messages' completeness check.
    pub const ALL: [Topic; 11] = [
        Topic::TakesCorner,
        Topic::GivesCorner,
        Topic::XSquare,
        Topic::Mobility,
        Topic::Frontier,
        Topic::Stable,
        Topic::Room,
        Topic::Parity,
        Topic::Pass,
        Topic::AllowsPass,
        Topic::Exact,
    ];

    /// The topic's name in machine-readable output and message ids.
    pub const fn id(self) -> &'static str {
        match self {
            Topic::TakesCorner => "takes-corner",
            Topic::GivesCorner => "gives-corner",
            Topic::XSquare => "x-square",
            Topic::Mobility => "mobility",
            Topic::Frontier => "frontier",
            Topic::Stable => "stable",
            Topic::Room => "room",
            Topic::Parity => "parity",
            Topic::Pass => "pass",
            Topic::AllowsPass => "allows-pass",
            Topic::Exact => "exact",
        }
    }

    /// The features' topics, in the order of [`Features`] and the weights:
    /// every topic but the exact result, the last.
    const FEATURES: [Topic; 10] = {
        let mut features = [Topic::Exact; 10];
        let mut i = 0;
        while i < features.len() {
            features[i] = Topic::ALL[i];
            i += 1;
        }
        features
    };
}

/// How many features a move has (every topic but the exact result).
pub const FEATURE_COUNT: usize = Topic::FEATURES.len();

/// A move's features, counted for its mover after it is played, in the
/// order of the topics (`Topic::FEATURES`).
pub type Features = [f32; FEATURE_COUNT];

/// Each feature's worth in discs, by stage: more than 40 empties, 21 to 40,
/// 20 or fewer. Fitted (see the module's comment) on 27,734 moves of 2,985
/// positions, each move's features against the best move's (the best's
/// against the second best's), to the score differences of depth-8
/// searches. A feature whose fitted weight contradicted the idea it stands
/// for was left out and the rest refitted (its weight is 0 here: taking a
/// corner near the end is worth its stable discs and the opponent's lost
/// moves, which carry the weight). Features too rare in a stage to fit
/// (fewer than 200 of its moves) keep a prior: a corner taken and stable
/// discs in the opening, the midgame's weights; a pass forced or allowed,
/// 2 discs; parity is only counted near the end.
const WEIGHTS: [Features; 3] = [
    [
        3.29, -7.41, -13.27, -0.71, -1.08, 0.64, 0.89, 0.0, 2.0, -2.0,
    ],
    [
        3.29, -12.26, -5.71, -1.26, -1.04, 0.64, 1.34, 0.0, 2.0, -2.0,
    ],
    [
        0.0, -10.82, -0.20, -1.96, -0.15, 0.55, 1.83, -1.38, 2.0, -2.0,
    ],
];

fn stage(empties: u32) -> usize {
    match empties {
        41.. => 0,
        21..=40 => 1,
        _ => 2,
    }
}

/// The weights used for positions with `empties` empty squares.
pub fn weights(empties: u32) -> &'static Features {
    &WEIGHTS[stage(empties)]
}

/// What a move's features are made of: the values and the squares each is
/// about.
struct Measured {
    values: Features,
    squares: [SquareSet; FEATURE_COUNT],
}

/// The features of `square` played in `board` (legal there).
fn measure(board: &Board, square: Square) -> Measured {
    let index = square.index();
    let after = board.play(index, board.flips(index));
    // `after` is seen from the opponent: the mover's discs are its
    // `opponent`.
    let mine = after.opponent;
    let theirs = after.player;
    let empty = after.empties();
    let their_moves = after.moves();
    let my_moves = after.pass().moves();

    let x_squares: u64 = X_SQUARES
        .iter()
        .filter(|&&(x, corner)| mine & x != 0 && empty & corner != 0)
        .map(|&(x, corner)| x | corner)
        .fold(0, |a, b| a | b);
    let frontier = neighbours(mine) & empty;
    let stable = stable_discs(mine, theirs);
    // After the move: one empty fewer than the position it explains.
    let odd = if empty.count_ones() < PARITY_EMPTIES {
        odd_regions(empty)
    } else {
        Vec::new()
    };
    let pass = their_moves == 0 && my_moves != 0;
    // A reply of theirs after which we cannot move but they can.
    let squeeze = SquareSet(their_moves).iter().find(|reply| {
        let r = reply.index();
        let next = after.play(r, after.flips(r));
        next.moves() == 0 && next.pass().moves() != 0
    });

    let values = [
        (CORNERS & square.bit() != 0) as u32 as f32,
        (their_moves & CORNERS).count_ones() as f32,
        (x_squares & !CORNERS).count_ones() as f32,
        their_moves.count_ones() as f32,
        frontier.count_ones() as f32,
        stable.count_ones() as f32,
        my_moves.count_ones() as f32,
        odd.len() as f32,
        pass as u32 as f32,
        squeeze.is_some() as u32 as f32,
    ];
    let squares = [
        SquareSet(square.bit() & CORNERS),
        SquareSet(their_moves & CORNERS),
        SquareSet(x_squares),
        SquareSet(their_moves),
        // The squares the move opened, not those open before.
        SquareSet(frontier & !neighbours(board.player)),
        SquareSet(stable),
        SquareSet(my_moves),
        SquareSet(odd.iter().fold(0, |a, b| a | b)),
        SquareSet::EMPTY,
        squeeze.map_or(SquareSet::EMPTY, |s| SquareSet(s.bit())),
    ];
    Measured { values, squares }
}

/// The features of `square` played in `position` (legal there), for fitting
/// the weights.
pub fn features(position: &Position, square: Square) -> Features {
    measure(&position.board(), square).values
}

/// The regions (8-connected groups) of `empty` with an odd number of
/// squares.
fn odd_regions(mut empty: u64) -> Vec<u64> {
    let mut odd = Vec::new();
    while empty != 0 {
        let mut region = empty & empty.wrapping_neg();
        loop {
            let grown = (region | neighbours(region)) & empty;
            if grown == region {
                break;
            }
            region = grown;
        }
        empty &= !region;
        if region.count_ones() % 2 == 1 {
            odd.push(region);
        }
    }
    odd
}

/// A move and what the search says of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The square played.
    pub square: Square,
    /// Its score from the mover's side, in discs.
    pub score: i32,
    /// The score is exact (solved).
    pub exact: bool,
}

/// One reason a move is better or worse than the alternative.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reason {
    /// What it is about.
    pub topic: Topic,
    /// The feature after the move (for [`Topic::Exact`], its score).
    pub value: i32,
    /// The same after the alternative.
    pub alternative: i32,
    /// The squares it is about, to show on the board: the move's (the
    /// corner it gives away or takes, the opponent's moves after it, the
    /// squares it opens, its stable discs, its own moves, its odd
    /// regions), or the alternative's when the move has none.
    pub squares: SquareSet,
    /// The feature's effect on the move's score against the alternative's,
    /// in discs: negative when it is what the move loses by.
    pub effect: f32,
}

impl Reason {
    /// The corners among the reason's squares.
    pub fn corners(&self) -> SquareSet {
        SquareSet(self.squares.0 & CORNERS)
    }

    /// Whether the move is better than the alternative in this respect.
    pub fn better(&self) -> bool {
        self.effect > 0.0
    }
}

/// At most this many reasons are given for a move: a player reads one or two.
pub const MAX_REASONS: usize = 2;

/// A reason is given only when its effect is at least this many discs, or
/// this share of the first reason's.
const MIN_EFFECT: f32 = 0.5;
const MIN_SHARE: f32 = 0.3;

/// Why `played` scores as it does against `alternative` (another legal move
/// of `position`): at most [`MAX_REASONS`] reasons, the largest effect first,
/// all pointing the way the scores differ (for equal scores, the way of the
/// largest effect). When both are solved, the exact results come first. No
/// reason when nothing measured points that way.
pub fn explain(position: &Position, played: Judged, alternative: Judged) -> Vec<Reason> {
    let board = position.board();
    if played.square == alternative.square
        || !position.is_legal(played.square.into())
        || !position.is_legal(alternative.square.into())
    {
        return Vec::new();
    }
    let mine = measure(&board, played.square);
    let other = measure(&board, alternative.square);
    let weights = weights(position.empty_count());
    let mut candidates: Vec<Reason> = Topic::FEATURES
        .iter()
        .enumerate()
        .map(|(k, &topic)| {
            let effect = weights[k] * (mine.values[k] - other.values[k]);
            // The move's own squares, as its sentence counts them first;
            // the alternative's when the move has none (the corner only
            // the alternative would give away or take).
            let squares = if mine.squares[k].is_empty() {
                other.squares[k]
            } else {
                mine.squares[k]
            };
            Reason {
                topic,
                value: mine.values[k] as i32,
                alternative: other.values[k] as i32,
                squares,
                effect,
            }
        })
        .filter(|r| r.effect != 0.0)
        .collect();
    let difference = played.score - alternative.score;
    let direction = match difference.signum() {
        0 => candidates
            .iter()
            .max_by(|a, b| a.effect.abs().total_cmp(&b.effect.abs()))
            .map_or(1.0, |r| r.effect.signum()),
        sign => sign as f32,
    };
    candidates.retain(|r| r.effect * direction > 0.0);
    candidates.sort_by(|a, b| (b.effect * direction).total_cmp(&(a.effect * direction)));
    let first = candidates.first().map_or(0.0, |r| r.effect.abs());
    // A decisive fact is said whatever its fitted weight; the finer
    // reasons only when they weigh enough.
    candidates
        .retain(|r| r.topic.decisive() || r.effect.abs() >= MIN_EFFECT.max(first * MIN_SHARE));
    // A forced pass already says the opponent has no move: the count of
    // their moves (none against some) would say it twice.
    if candidates.iter().any(|r| r.topic == Topic::Pass) {
        candidates.retain(|r| r.topic != Topic::Mobility || r.value.min(r.alternative) > 0);
    }
    // A corner is spoken of once: the X-square next to it and the corner
    // given away are one story, told by the larger effect.
    let mut corners_told = 0u64;
    candidates.retain(|r| {
        if !matches!(r.topic, Topic::GivesCorner | Topic::XSquare) {
            return true;
        }
        let corners = r.corners().0;
        let new = corners & !corners_told != 0;
        corners_told |= corners;
        new
    });
    // The move forces a pass: that decides more than any difference from
    // the alternative (which may force one too), so it is said.
    let pass = Topic::FEATURES
        .iter()
        .position(|&t| t == Topic::Pass)
        .expect("a feature");
    if direction > 0.0
        && mine.values[pass] > 0.0
        && !candidates.iter().any(|r| r.topic == Topic::Pass)
    {
        candidates.push(Reason {
            topic: Topic::Pass,
            value: 1,
            alternative: other.values[pass] as i32,
            squares: SquareSet::EMPTY,
            effect: weights[pass].abs().max(MIN_EFFECT),
        });
    }
    // Decisive facts first (a pass forced or allowed, a corner taken or
    // given away), each group by its effect.
    candidates.sort_by_key(|r| !r.topic.decisive());
    let mut reasons = Vec::with_capacity(MAX_REASONS);
    if played.exact && alternative.exact && difference != 0 {
        let squares = if difference < 0 {
            alternative.square
        } else {
            played.square
        };
        reasons.push(Reason {
            topic: Topic::Exact,
            value: played.score,
            alternative: alternative.score,
            squares: SquareSet(squares.bit()),
            effect: difference as f32,
        });
    }
    reasons.extend(candidates);
    reasons.truncate(MAX_REASONS);
    reasons
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn regions_are_counted_by_their_parity() {
        // a1, b1 (even); h8 alone (odd); d4, e5 diagonal neighbours, f6 next
        // to e5: one region of three (odd).
        let empty = [Square::ALL[0], Square::ALL[1], Square::ALL[63]]
            .iter()
            .chain(&[square("d4"), square("e5"), square("f6")])
            .fold(0u64, |a, s| a | s.bit());
        let odd = odd_regions(empty);
        assert_eq!(odd.len(), 2);
        assert!(odd.contains(&square("h8").bit()));
        assert!(odd.contains(&(square("d4").bit() | square("e5").bit() | square("f6").bit())));
    }
}

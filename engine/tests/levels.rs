//! How the weak levels lose: as people do — greedy moves, corners missed or
//! given away — rather than by random blunders.

use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use reversi_engine::{Evaluator, Level, Limits, Move, Position, Searcher};

const CORNERS: u64 = 0x8100_0000_0000_0081;

/// What a player's moves looked like over some games.
#[derive(Default, Debug)]
struct Habits {
    /// Moves with a choice between different numbers of flipped discs.
    choices: u32,
    /// Of those, moves that flipped the most discs.
    greedy: u32,
    /// Moves where a corner could be taken, and where one was.
    corner_offered: u32,
    corner_taken: u32,
    /// Moves after which the opponent could take a corner it could not take
    /// before.
    corner_given: u32,
    /// Moves judged by a 6-ply search of every move: how many, the discs
    /// lost against the best, and how many lost 16 discs or more.
    judged: u32,
    lost: i32,
    blunders: u32,
}

impl Habits {
    fn percent(part: u32, whole: u32) -> f64 {
        100.0 * part as f64 / whole.max(1) as f64
    }
    fn greedy(&self) -> f64 {
        Habits::percent(self.greedy, self.choices)
    }
    fn corners_taken(&self) -> f64 {
        Habits::percent(self.corner_taken, self.corner_offered)
    }
    fn corners_given(&self) -> f64 {
        Habits::percent(self.corner_given, self.judged)
    }
    fn mean_loss(&self) -> f64 {
        self.lost as f64 / self.judged.max(1) as f64
    }
    fn blunders(&self) -> f64 {
        Habits::percent(self.blunders, self.judged)
    }
}

fn flips(position: &Position, mv: Move) -> u32 {
    match mv {
        Move::Place(square) => position.flips(square).len(),
        Move::Pass => 0,
    }
}

fn after(position: &Position, mv: Move) -> Position {
    let mut next = *position;
    next.play(mv).unwrap();
    next
}

/// Each legal move's score for the mover by a 6-ply search, in discs.
fn judge(position: &Position, judge: &mut Searcher) -> Vec<(Move, i32)> {
    let stop = AtomicBool::new(false);
    position
        .legal_moves()
        .iter()
        .map(|square| {
            let mv = Move::Place(square);
            let child = after(position, mv);
            (mv, -judge.search(&child, &Limits::depth(5), &stop).score)
        })
        .collect()
}

/// `limits`' habits over `games` games against level 5, from openings of
/// four random moves, colours alternating.
fn habits(limits: &Limits, games: u32, seed: u64) -> Habits {
    let evaluator = Evaluator::trained().unwrap();
    let mut player = Searcher::new(8, seed).with_evaluator(evaluator.clone());
    let mut opponent = Searcher::new(8, seed + 1).with_evaluator(evaluator.clone());
    let mut referee = Searcher::new(8, 0).with_evaluator(evaluator);
    let opponent_limits = Level::get(5).unwrap().limits();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let stop = AtomicBool::new(false);
    let mut habits = Habits::default();
    for game in 0..games {
        let mut position = Position::start();
        for _ in 0..4 {
            let moves: Vec<_> = position.legal_moves().iter().collect();
            position
                .play(moves[rng.random_range(0..moves.len())])
                .unwrap();
        }
        let player_colour = if game % 2 == 0 {
            position.side_to_move()
        } else {
            !position.side_to_move()
        };
        while !position.is_game_over() {
            let moves: Vec<Move> = position.legal_moves().iter().map(Move::Place).collect();
            if moves.is_empty() {
                position.play(Move::Pass).unwrap();
                continue;
            }
            if position.side_to_move() != player_colour {
                let mv = opponent
                    .search(&position, &opponent_limits, &stop)
                    .best_move;
                position.play(mv).unwrap();
                continue;
            }
            let mv = player.search(&position, limits, &stop).best_move;
            let counts: Vec<u32> = moves.iter().map(|&m| flips(&position, m)).collect();
            let most = *counts.iter().max().unwrap();
            if counts.iter().any(|&c| c != most) {
                habits.choices += 1;
                habits.greedy += (flips(&position, mv) == most) as u32;
            }
            let corner = |m: Move| matches!(m, Move::Place(sq) if CORNERS >> sq.index() & 1 != 0);
            if moves.iter().any(|&m| corner(m)) {
                habits.corner_offered += 1;
                habits.corner_taken += corner(mv) as u32;
            }
            // The opponent's corners before (had it been its turn) and after.
            let before = position.board().pass().moves() & CORNERS;
            let next = after(&position, mv);
            let after = if next.side_to_move() == player_colour {
                0
            } else {
                next.board().moves() & CORNERS
            };
            let scores = judge(&position, &mut referee);
            let best = scores.iter().map(|&(_, s)| s).max().unwrap();
            let chosen = scores.iter().find(|&&(m, _)| m == mv).unwrap().1;
            habits.judged += 1;
            habits.corner_given += (after & !before != 0) as u32;
            habits.lost += best - chosen;
            habits.blunders += (best - chosen >= 16) as u32;
            position = next;
        }
    }
    habits
}

#[test]
fn weak_levels_err_like_people_not_at_random() {
    // Levels 1-4 against level 5, 12 games each; every move they play is
    // compared with the others by a 5-ply search.
    let habits: Vec<Habits> = (1..=4)
        .map(|number| {
            let h = habits(&Level::get(number).unwrap().limits(), 12, number as u64);
            println!(
                "level {number}: greedy {:.0} %, corners taken {:.0} %, corners given {:.1} %, \
                 mean loss {:.2} discs, blunders {:.1} % ({} moves)",
                h.greedy(),
                h.corners_taken(),
                h.corners_given(),
                h.mean_loss(),
                h.blunders(),
                h.judged
            );
            h
        })
        .collect();
    let [one, two, _, four] = &habits[..] else {
        unreachable!()
    };
    // The beginner grabs discs: it flips the most discs about half the time
    // there is a choice, far more often than a club player, and gives away
    // more corners.
    assert!(one.greedy() >= 40.0, "{one:?}");
    assert!(one.greedy() > two.greedy() && two.greedy() > four.greedy());
    assert!(one.greedy() >= 1.5 * four.greedy());
    assert!(one.corners_given() > four.corners_given());
    // Its mistakes grow smaller level by level, and a move that throws away
    // 16 discs or more stays rare at every level.
    for pair in habits.windows(2) {
        assert!(pair[0].mean_loss() > pair[1].mean_loss(), "{pair:?}");
    }
    for h in &habits {
        assert!(h.blunders() <= 5.0, "{h:?}");
    }
}

#[test]
fn a_greedy_judgement_leaves_nothing_behind_for_the_next_search() {
    // The tables a weak level filled hold greedy scores: a strong search
    // from the same searcher (the player changed the level) must not use them.
    let evaluator = Evaluator::trained().unwrap();
    let stop = AtomicBool::new(false);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let club = Level::get(4).unwrap().limits();
    for _ in 0..10 {
        let mut position = Position::start();
        for _ in 0..rng.random_range(10..30) {
            let moves: Vec<_> = position.legal_moves().iter().collect();
            if moves.is_empty() {
                break;
            }
            position
                .play(moves[rng.random_range(0..moves.len())])
                .unwrap();
        }
        let mut fresh = Searcher::new(8, 0).with_evaluator(evaluator.clone());
        let expected = fresh.search(&position, &Limits::depth(4), &stop);
        let mut reused = Searcher::new(8, 0).with_evaluator(evaluator.clone());
        reused.search(&position, &club, &stop);
        let result = reused.search(&position, &Limits::depth(4), &stop);
        assert_eq!(
            (result.best_move, result.score),
            (expected.best_move, expected.score),
            "{position}"
        );
    }
}

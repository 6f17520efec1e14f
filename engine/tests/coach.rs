//! The coach's reasons on positions chosen by hand (from games of random
//! moves, each named by its transcript), scored by the engine as the game
//! scores them: the corner a move gives away, a forced pass, parity, an
//! exact result.

use std::sync::atomic::AtomicBool;

use reversi_engine::{
    Evaluator, Game, Judged, Position, Reason, ScoreKind, Searcher, Square, SquareSet, Topic,
    explain, score_moves,
};

fn square(name: &str) -> Square {
    name.parse().expect("a square")
}

fn position(transcript: &str) -> Position {
    *Game::from_transcript(transcript)
        .expect("a legal transcript")
        .position()
}

/// Every legal move of `position` scored as the game's evaluation does
/// (depth 8, solved from 20 empties), as moves to explain.
fn scored(position: &Position) -> Vec<Judged> {
    let mut searcher =
        Searcher::new(8, 1).with_evaluator(Evaluator::trained().expect("the built-in weights"));
    score_moves(&mut searcher, position, 8, 20, &AtomicBool::new(false))
        .expect("moves")
        .into_iter()
        .map(|m| Judged {
            square: m.square,
            score: m.score,
            exact: m.kind == ScoreKind::Exact,
        })
        .collect()
}

/// The reasons for `played` against the best move, or against the second
/// best when it is the best.
fn reasons(position: &Position, played: &str) -> (Judged, Judged, Vec<Reason>) {
    let scores = scored(position);
    let index = scores
        .iter()
        .position(|m| m.square == square(played))
        .expect("a legal move");
    let played = scores[index];
    let alternative = scores[if index == 0 { 1 } else { 0 }];
    (played, alternative, explain(position, played, alternative))
}

fn first_not_exact(reasons: &[Reason]) -> &Reason {
    reasons
        .iter()
        .find(|r| r.topic != Topic::Exact)
        .expect("a reason besides the exact result")
}

#[test]
fn b2_next_to_the_empty_corner_lets_black_take_a1() {
    // White to move, 39 empties; a1 empty. b2 flips Black's c3, and Black's
    // e5 then reaches a1 along the diagonal (b2, c3, d4 white).
    let position = position("c4c5e6e3c3f5d6c7b5e7e8b6g6b4d7f4f6d3b3f7d8");
    assert!(position.disc_at(square("a1")).is_none());
    let (played, alternative, reasons) = reasons(&position, "b2");
    assert!(
        played.score < alternative.score,
        "{played:?} {alternative:?}"
    );
    let first = &reasons[0];
    assert_eq!(first.topic, Topic::GivesCorner, "{reasons:?}");
    assert!(!first.better());
    assert_eq!(first.squares, SquareSet(square("a1").bit()));
    assert!(first.effect < 0.0);
    // The best move gives no corner.
    assert_eq!((first.value, first.alternative), (1, 0));
}

#[test]
fn a_move_that_forces_a_pass_says_so() {
    // 19 empties, solved. g8 leaves White no move while Black still has
    // some; the second best, c1, leaves White one.
    let position = position(
        "f5f4e3d6f3g2g3h2c5f6g7e6e7d2d3c7g6c6c8f7h1c2c3h8b1h6g4f2h7g5e1d8h3h4e8e2h5d7d1f8f1",
    );
    let (played, alternative, reasons) = reasons(&position, "g8");
    assert!(played.exact && alternative.exact);
    assert!(
        played.score > alternative.score,
        "{played:?} {alternative:?}"
    );
    let mut after = position;
    after.play(square("g8")).unwrap();
    assert!(after.must_pass());
    let reason = first_not_exact(&reasons);
    assert_eq!(reason.topic, Topic::Pass, "{reasons:?}");
    assert!(reason.better());
    // Said once: not again as "leaves White no move".
    assert!(
        reasons.iter().all(|r| r.topic != Topic::Mobility),
        "{reasons:?}"
    );
}

#[test]
fn a_move_that_leaves_one_odd_region_beats_one_that_leaves_three() {
    // 18 empties, solved. After f8 one region of White's has an odd count
    // (White moves first there and gets its last move); after g6, three.
    let position = position(
        "f5f6e6f4f3d7g3e3d2c4f7g2e7g5c8g7c5h2h5h4b4a4b3b2g4b5h3d8c6g8h8d3e8d6b6e2f1h7a5c3f2g1",
    );
    let scores = scored(&position);
    let by_square = |name: &str| *scores.iter().find(|m| m.square == square(name)).unwrap();
    let (played, alternative) = (by_square("f8"), by_square("g6"));
    assert!(
        played.score > alternative.score,
        "{played:?} {alternative:?}"
    );
    let reasons = explain(&position, played, alternative);
    let reason = first_not_exact(&reasons);
    assert_eq!(reason.topic, Topic::Parity, "{reasons:?}");
    assert!(reason.better());
    assert_eq!((reason.value, reason.alternative), (1, 3));
    // The squares shown are f8's odd region, empty squares.
    assert!(!reason.squares.is_empty());
    assert!(reason.squares.iter().all(|s| position.disc_at(s).is_none()));
    assert!(!reason.squares.contains(square("f8")));
}

#[test]
fn a_solved_position_gives_the_exact_results_first() {
    // 7 empties: every move solved. e1 wins by 24, g5 by 30.
    let position = position(
        "c4e3f6c5b5b6c3f5f4d3b7g7f3b3b4c2c6e2f2d6c7g4h3a8f7a4a3e6a6e7d7c8g2a2f8h4h6d2b1h7e8h2g8a7g3d1b8g6c1h5b2a1d8",
    );
    let (played, alternative, reasons) = reasons(&position, "e1");
    assert_eq!(alternative.square, square("g5"));
    assert_eq!((played.score, alternative.score), (24, 30));
    let first = &reasons[0];
    assert_eq!(first.topic, Topic::Exact);
    assert_eq!((first.value, first.alternative), (24, 30));
    assert_eq!(first.effect, -6.0);
    // The square shown is the better move.
    assert_eq!(first.squares, SquareSet(square("g5").bit()));
}

#[test]
fn the_same_move_or_an_illegal_one_has_no_reasons() {
    let position = Position::start();
    let judged = |name: &str| Judged {
        square: square(name),
        score: 0,
        exact: false,
    };
    assert!(explain(&position, judged("f5"), judged("f5")).is_empty());
    assert!(explain(&position, judged("a1"), judged("f5")).is_empty());
}

#[test]
fn a_move_that_leaves_the_opponent_no_move_says_so_first() {
    // After d1 White has no move and must pass; frontier and stable discs
    // also favour it, but the pass is what decides.
    let position =
        Position::from_obf("OXX-OXO-OXOOOOO-OOXXOOO-OOOOO------OO-----O--O--------O--------- X")
            .unwrap();
    let (played, alternative, reasons) = reasons(&position, "d1");
    assert!(
        played.score >= alternative.score,
        "{played:?} {alternative:?}"
    );
    let first = first_not_exact(&reasons);
    assert_eq!(first.topic, Topic::Pass, "{reasons:?}");
    assert!(first.better());
    assert_eq!(first.value, 1);
}

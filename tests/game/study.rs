//! Studying a game headless: the evaluation on the board and the analysis, in background jobs that never hold a frame.

use crate::common::*;

/// The evaluation: with the setting on, the player's legal squares get
/// scores in the background, deeper as frames go by; a move starts over on
/// the new position (the old scores are not shown for it); with the
/// setting off there are none.
#[test]
fn the_evaluation_scores_every_legal_square_of_the_position_shown() {
    use reversi::study::evaluation::Evaluation;
    let mut app = app_with(Mode::TwoPlayers, None);
    app.world_mut().resource_mut::<Settings>().evaluation = true;
    assert!(run_until(&mut app, 10, human_to_move));
    let deep_enough = |app: &mut App| {
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(30) {
            app.update();
            if app.world().resource::<Evaluation>().depth >= 3 {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        false
    };
    assert!(deep_enough(&mut app), "no scores");
    let check = |app: &App| {
        let evaluation = app.world().resource::<Evaluation>();
        let position = *record(app).game().position();
        assert_eq!(evaluation.position, Some(position));
        let mut squares: Vec<Square> = evaluation.scores.iter().map(|m| m.square).collect();
        squares.sort_by_key(|s| s.index());
        assert_eq!(squares, position.legal_moves().iter().collect::<Vec<_>>());
        // Best first.
        assert!(
            evaluation
                .scores
                .windows(2)
                .all(|w| w[0].score >= w[1].score)
        );
    };
    check(&app);
    // The board's labels are rebuilt when the evaluation changes: only new
    // scores may change it. (Marked changed every frame, the labels were
    // rebuilt every frame and never drawn.)
    let seen = |app: &App| {
        let evaluation = app.world().resource_ref::<Evaluation>();
        let tick = evaluation.last_changed();
        (tick, evaluation.depth, evaluation.scores.clone())
    };
    let mut last = seen(&app);
    let mut quiet_frames = 0;
    for _ in 0..100 {
        app.update();
        let now = seen(&app);
        if now.0 != last.0 {
            assert_ne!(
                (now.1, &now.2),
                (last.1, &last.2),
                "changed with nothing new"
            );
        } else {
            quiet_frames += 1;
        }
        last = now;
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(
        quiet_frames > 50,
        "changed in {} of 100 frames",
        100 - quiet_frames
    );
    play(&mut app, sq("f5"));
    assert!(deep_enough(&mut app), "no scores after a move");
    check(&app);
    app.world_mut().resource_mut::<Settings>().evaluation = false;
    app.update();
    assert!(app.world().resource::<Evaluation>().scores.is_empty());
}

/// Frames, paced for the background jobs, until the analysis is done. The
/// bound only keeps a broken analysis from hanging the tests: it is no
/// measure of speed.
fn analyse_to_the_end(app: &mut App) {
    use reversi::study::analysis::Analysis;
    let started = Instant::now();
    while !app.world().resource::<Analysis>().done() {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the analysis never finished"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Analyse: every move of the game judged in the background, with its
/// progress, each loss never negative, the worst mistakes worst first, the
/// same judgements as the engine's with the same limits; a new game drops
/// the analysis.
#[test]
fn a_game_is_analysed_move_by_move() {
    use reversi::screens::Panel;
    use reversi::study::analysis::{AnalyseGame, Analysis, DEPTH, EXACT_EMPTIES};
    use reversi_engine::{Evaluator, ReviewLimits, Searcher, review_game};
    // A whole game, quick to judge at the analysis' depth.
    let game = first_moves_until(|game| game.position().is_game_over());
    let mut app = app_with(Mode::TwoPlayers, None);
    replace_game(&mut app, game.clone());
    app.world_mut().write_message(AnalyseGame);
    app.update();
    // The screen opens as the next frame starts.
    app.update();
    assert_eq!(
        *app.world().resource::<State<Panel>>().get(),
        Panel::Analysis
    );
    analyse_to_the_end(&mut app);
    let analysis = app.world().resource::<Analysis>();
    assert_eq!(analysis.reviews.len(), game.moves().len());
    for (review, played) in analysis.reviews.iter().zip(game.moves()) {
        assert_eq!(review.played, played.mv);
        assert!(review.loss() >= 0, "{review:?}");
    }
    let worst = analysis.mistakes(Side::Black, 3);
    assert!(worst.windows(2).all(|w| w[0].loss() >= w[1].loss()));
    let total: i32 = analysis
        .reviews
        .iter()
        .filter(|r| r.color == Side::Black)
        .map(|r| r.loss())
        .sum();
    assert_eq!(analysis.loss(Side::Black), total);
    // The same judgement as the engine's review of the whole game with the
    // same limits (what `reversi-engine analyse --depth 8 --exact 14`
    // prints), though that searcher has another table and judged the moves
    // in one run.
    let limits = ReviewLimits::depth(DEPTH, EXACT_EMPTIES);
    let mut searcher = Searcher::new(4, 7).with_evaluator(Evaluator::trained_or_hand().0);
    let never = AtomicBool::new(false);
    let engine = review_game(&mut searcher, &game, &limits, &never, |_| {});
    assert_eq!(analysis.reviews, engine);
    command(&mut app, GameCommand::Start);
    assert!(app.world().resource::<Analysis>().game.is_none());
}

/// A mistake shown from the analysis, as the player reads it: White's b2
/// next to the empty a1 (a position chosen by hand) puts the board back before the
/// move, marks a1 and the better move, and says why in the banner (which a
/// screen reader hears).
#[test]
fn a_mistake_shown_from_the_analysis_marks_its_reason_on_the_board() {
    use reversi::study::analysis::{AnalyseGame, Analysis};
    use reversi::study::coach::{CoachMarks, ShowMistake};
    let before = "c4c5e6e3c3f5d6c7b5e7e8b6g6b4d7f4f6d3b3f7d8";
    let game = Game::from_transcript(&format!("{before}b2")).unwrap();
    let mut app = app_with(Mode::TwoPlayers, None);
    replace_game(&mut app, game.clone());
    app.world_mut().write_message(AnalyseGame);
    analyse_to_the_end(&mut app);
    let analysis = app.world().resource::<Analysis>();
    let review = analysis.reviews.last().unwrap().clone();
    assert_eq!(review.played, Move::Place(sq("b2")));
    assert!(review.loss() >= 8, "{review:?}");
    // Each side's accuracy, from 0 to 100; White's blunder costs.
    let (black, white) = (
        analysis.accuracy(Side::Black).unwrap(),
        analysis.accuracy(Side::White).unwrap(),
    );
    assert!((0.0..=100.0).contains(&black) && (0.0..100.0).contains(&white));

    app.world_mut().write_message(ShowMistake(review.clone()));
    app.update();
    app.update();
    let position = *Game::from_transcript(before).unwrap().position();
    assert_eq!(record(&app).game().position(), &position);
    let marks = app.world().resource::<CoachMarks>().clone();
    assert!(marks.on(&position).is_some());
    assert!(marks.squares.contains(sq("a1")), "{marks:?}");
    let Move::Place(best) = review.best else {
        panic!("a pass was best: {review:?}");
    };
    assert_eq!(marks.better, Some((best, Side::White)));
    let banner = &app.world().resource::<Banner>().text;
    assert!(banner.contains("Lets Black take a1"), "{banner}");
    // A move on: the marks belong to the position before, and go.
    command(&mut app, GameCommand::GoTo(game.moves().len()));
    app.update();
    assert_eq!(app.world().resource::<CoachMarks>().position, None);
}

/// The evaluation and the analysis, running together, never hold a frame
/// (counted as the AI's frame test counts), and both make progress.
#[test]
fn the_evaluation_and_the_analysis_never_block_a_frame() {
    use reversi::study::analysis::{AnalyseGame, Analysis};
    use reversi::study::evaluation::Evaluation;
    // From the 20th move: the analysis has midgame positions to search, the
    // evaluation a position to deepen.
    let game = first_moves_until(|game| {
        game.moves().len() >= 20 && !game.position().legal_moves().is_empty()
    });
    let mut app = app_with(Mode::TwoPlayers, Some(game));
    app.world_mut().resource_mut::<Settings>().evaluation = true;
    assert!(run_until(&mut app, 10, human_to_move));
    app.world_mut().write_message(AnalyseGame);
    // Until both have made progress (the pool is shared with the other
    // tests' searches), frames paced as real ones. Frames go on while their
    // jobs run: a frame that waited for a job would bring its result every
    // time, so a few frames without one are the proof. (Counted, not timed:
    // other tests load the machine, and on a loaded one the jobs finish in
    // fewer frames: 7 of 14 passed without a result in one CI run.)
    let progress = |app: &App| {
        let depth = app.world().resource::<Evaluation>().depth;
        let judged = app.world().resource::<Analysis>().reviews.len();
        (depth, judged)
    };
    let (mut frames, mut frames_without_result) = (0, 0);
    while progress(&app).0 < 12 || progress(&app).1 < 5 {
        assert!(
            frames < 30_000,
            "no progress (depth, moves judged): {:?}",
            progress(&app)
        );
        let before = progress(&app);
        app.update();
        frames += 1;
        frames_without_result += usize::from(progress(&app) == before);
        std::thread::sleep(Duration::from_millis(4));
    }
    assert!(
        frames_without_result >= 3,
        "only {frames_without_result} of {frames} frames passed while the jobs ran"
    );
}

//! The AI's turns headless: it plays in tasks off the frame, never applies a stale result, survives a panic, waits while a position is reviewed.

use crate::common::*;

#[test]
fn a_new_game_while_the_ai_thinks_never_applies_the_stale_result() {
    let mut app = app_with(Mode::TwoPlayers, None);
    // A search that never answers until it is told to stop, and says so.
    let stopped = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stopped);
    app.world_mut().resource_mut::<AiEngine>().search = Arc::new(move |_, position, _, stop| {
        while !stop.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(1));
        }
        flag.store(true, Ordering::Relaxed);
        Move::Place(position.legal_moves().iter().next().unwrap())
    });
    app.world_mut().resource_mut::<Settings>().mode = Mode::HumanVsAi(Side::White);
    command(&mut app, GameCommand::Start);
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::AiThinking)));
    let old_generation = record(&app).generation();

    // Back to the menu: the search is told to stop and forgotten.
    command(&mut app, GameCommand::Menu);
    assert!(app.world().get_resource::<AiTask>().is_none());
    // The search runs on another thread: it notices within moments.
    let told = Instant::now();
    while !stopped.load(Ordering::Relaxed) && told.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(1));
    }
    assert!(
        stopped.load(Ordering::Relaxed),
        "the search was not stopped"
    );
    // Its answer, had it been sent anyway, is refused.
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    command(&mut app, GameCommand::Start);
    assert!(run_until(&mut app, 10, human_to_move));
    app.world_mut().write_message(MoveAttempt {
        mv: Move::Place(sq("f5")),
        source: MoveSource::Ai {
            generation: old_generation,
        },
    });
    for _ in 0..60 {
        app.update();
    }
    assert!(record(&app).game().moves().is_empty());
    assert_eq!(disc_entities(&mut app), discs_of(&Position::start()));
}

#[test]
fn the_ai_never_blocks_a_frame_at_its_strongest_level() {
    // From the midgame: in the opening, level 10 answers from its book at once.
    let midgame = Game::from_transcript("e6d6c6f4e3c7f5f6c4b6g6c3c2f2g4h3e2h6g2g3").unwrap();
    let mut app = app_with(Mode::AiVsAi, Some(midgame));
    app.world_mut().resource_mut::<Settings>().level = 10;
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::AiThinking)));
    // Frames go on while the search runs: a frame that waited for it would
    // find its answer there at once. (Counted, not timed: other tests load
    // the machine; `cargo bench` and the browser test time the frames.)
    let searching = |app: &App| {
        app.world()
            .get_resource::<AiTask>()
            .is_some_and(AiTask::searching)
    };
    let mut frames_while_searching = 0;
    while searching(&app) && frames_while_searching < 10_000 {
        app.update();
        frames_while_searching += 1;
        // Real frames are paced; give the search thread its share.
        std::thread::sleep(Duration::from_millis(4));
    }
    assert!(
        frames_while_searching >= 20,
        "the search answered within {frames_while_searching} frames"
    );
    assert!(!searching(&app), "the search never answered");
}

#[test]
fn a_whole_ai_vs_ai_game_runs_to_the_end() {
    let mut app = app_with(Mode::AiVsAi, None);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.level = 3;
        settings.speed = AnimationSpeed::Off;
    }
    assert!(
        run_until(&mut app, 20_000, |a| screen(a) == Screen::GameOver),
        "the game stalled at {}",
        record(&app).game().transcript()
    );
    let game = record(&app).game().clone();
    assert!(game.position().is_game_over());
    assert!(game.moves().len() >= 58);
    assert_view_matches_rules(&mut app);
    // The record replays to the same position.
    let replayed = Game::from_transcript(&game.transcript()).unwrap();
    assert_eq!(replayed.position(), game.position());
}

#[test]
fn the_ai_plays_in_a_position_with_33_legal_moves() {
    let start = Game::from_position(
        Position::from_obf(reversi_testkit::positions::MOST_LEGAL_MOVES).unwrap(),
    );
    assert_eq!(start.position().legal_moves().len(), 33);
    let mut app = app_with(Mode::HumanVsAi(Side::White), Some(start));
    app.world_mut().resource_mut::<Settings>().level = 6;
    assert!(
        run_until(&mut app, 2_000, |a| !record(a).game().moves().is_empty()),
        "the AI never moved"
    );
    let played = record(&app).game().moves()[0];
    assert_eq!(played.color, Side::Black);
    assert!(app.world().resource::<Banner>().text.is_empty());
}

#[test]
fn a_panic_in_the_ai_search_costs_a_simpler_move_not_the_game() {
    let mut app = app_with(Mode::TwoPlayers, None);
    app.world_mut().resource_mut::<AiEngine>().search =
        Arc::new(|_, _, _, _| panic!("a deliberate failure in the search"));
    app.world_mut().resource_mut::<Settings>().mode = Mode::HumanVsAi(Side::White);
    command(&mut app, GameCommand::Start);
    assert!(
        run_until(&mut app, 500, human_to_move),
        "the game stopped after the AI's failure"
    );
    // Black's move was played all the same, and the player was told.
    let moves = record(&app).game().moves().to_vec();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].color, Side::Black);
    let banner = app.world().resource::<Banner>().text.clone();
    assert!(banner.contains("problem"), "{banner:?}");
    assert_view_matches_rules(&mut app);
    // And the game goes on: the AI answers the next move too.
    let square = a_legal_square(&app);
    play(&mut app, square);
    assert!(run_until(&mut app, 500, human_to_move));
    assert_eq!(record(&app).game().moves().len(), 3);
}

/// Against the AI, a reviewed position where the AI is to move waits: the
/// AI does not play (its reply would erase the later moves), and End
/// returns to the last move.
#[test]
fn the_ai_waits_while_a_position_is_reviewed() {
    let mut app = app_with(Mode::HumanVsAi(Side::Black), None);
    app.world_mut().resource_mut::<AiEngine>().limits = Some(Limits::depth(1));
    assert!(run_until(&mut app, 10, human_to_move));
    play(&mut app, sq("f5"));
    assert!(run_until(&mut app, 600, |a| human_to_move(a)
        && record(a).game().moves().len() == 2));
    let whole = record(&app).game().transcript();
    command(&mut app, GameCommand::GoTo(1));
    assert!(run_until(&mut app, 20, |a| turn(a) == Some(Turn::Reviewing)));
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(record(&app).game().transcript(), "f5");
    assert_eq!(turn(&app), Some(Turn::Reviewing));
    command(&mut app, GameCommand::GoTo(2));
    assert!(run_until(&mut app, 20, human_to_move));
    assert_eq!(record(&app).game().transcript(), whole);
}

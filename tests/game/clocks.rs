//! Games against the clock: the side to move's clock runs only in its
//! turn, a move's time and increment go on its clock, undo takes the
//! clocks back, a clock that runs out ends the game, the AI searches
//! within what its clock gives it, and a saved game keeps its clocks.

use crate::common::*;
use reversi::i18n::{Language, Locale};
use reversi::records::saves::Save;
use reversi_engine::{Clocks, Level, TimeControl, clocked_move_time};

fn left(app: &App, side: Side) -> Duration {
    record(app)
        .clock_left(side)
        .expect("a game against the clock")
}

fn secs(seconds: f64) -> Duration {
    Duration::from_secs_f64(seconds)
}

/// A game in `mode` from `transcript`'s position, each of its moves
/// having taken `times` seconds on a `control` clock; `prepare` changes
/// the app before it starts.
fn clocked_game(
    mode: Mode,
    transcript: &str,
    control: TimeControl,
    times: &[f64],
    prepare: impl FnOnce(&mut App),
) -> App {
    let mut app = app_with(mode, None);
    prepare(&mut app);
    let times = times.iter().map(|&t| Some(secs(t))).collect();
    app.world_mut().write_message(ReplaceGame {
        clocks: Some(Clocks::with_times(control, times)),
        ..ReplaceGame::play(Game::from_transcript(transcript).unwrap(), mode)
    });
    app.update();
    app.update();
    app
}

#[test]
fn the_side_to_move_spends_its_own_time_and_undo_takes_it_back() {
    let mut app = app_with(Mode::TwoPlayers, None);
    app.world_mut().resource_mut::<Settings>().clock = Some(TimeControl::new(3, 2));
    command(&mut app, GameCommand::Start);
    assert!(run_until(&mut app, 10, human_to_move));
    let full = secs(180.0);
    let black = left(&app, Side::Black);
    assert!(black <= full && black > full - FRAME * 3, "{black:?}");

    // A second of Black's: Black's clock runs, White's does not.
    for _ in 0..60 {
        app.update();
    }
    assert!(left(&app, Side::Black) <= black - FRAME * 60);
    assert_eq!(left(&app, Side::White), full);

    // f5: its time is kept and the increment added; while its discs turn,
    // neither clock runs.
    play(&mut app, sq("f5"));
    let spent = record(&app).clocks().unwrap().times()[0].unwrap();
    assert!(spent >= FRAME * 60 && spent < secs(1.2), "{spent:?}");
    let black_after = left(&app, Side::Black);
    assert_eq!(black_after, full - spent + secs(2.0));
    assert!(left(&app, Side::White) > full - FRAME * 2);

    // White thinks a while, then Black's move is taken back: the clocks
    // are as they were before it, and a redo brings its time back.
    for _ in 0..30 {
        app.update();
    }
    command(&mut app, GameCommand::Undo);
    assert!(record(&app).game().moves().is_empty());
    assert_eq!(left(&app, Side::Black), full);
    assert_eq!(left(&app, Side::White), full);
    command(&mut app, GameCommand::Redo);
    assert_eq!(left(&app, Side::Black), black_after);
    assert_eq!(left(&app, Side::White), full);

    // Review stops the clocks: an earlier position is only looked at.
    command(&mut app, GameCommand::GoTo(0));
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(left(&app, Side::Black), full);
}

#[test]
fn a_clock_that_runs_out_ends_the_game_as_a_loss_on_time() {
    // Black to move with half a second left.
    let control = TimeControl::new(1, 0);
    let mut app = clocked_game(Mode::TwoPlayers, "f5d6", control, &[59.5, 1.0], |_| {});
    assert!(run_until(&mut app, 10, human_to_move));
    assert!(left(&app, Side::Black) <= secs(0.5));
    assert!(run_until(&mut app, 40, |a| screen(a) == Screen::GameOver));
    let game = record(&app);
    assert_eq!(game.flagged(), Some(Side::Black));
    assert!(game.finished());
    assert_eq!(left(&app, Side::Black), Duration::ZERO);
    let locale = Locale::new(Language::English);
    assert_eq!(
        locale.say(game.result().unwrap()),
        "Black ran out of time: White wins"
    );
    // The record says how it ended, the control and each move's time.
    let ggf = game.ggf(false);
    assert!(ggf.contains("RE[-64:t]TI[01:00/00:00]"), "{ggf}");
    assert!(ggf.contains("B[F5//59.50]W[D6//1.00]"), "{ggf}");

    // No move after the flag; Undo takes the game back to before White's
    // move, with White's second on its clock again.
    click(&mut app, sq("c3"));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(record(&app).game().moves().len(), 2);
    command(&mut app, GameCommand::Undo);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(record(&app).flagged(), None);
    assert_eq!(left(&app, Side::White), secs(60.0));
}

#[test]
fn the_ai_searches_within_what_its_clock_gives_it() {
    let given = Arc::new(std::sync::Mutex::new(Vec::new()));
    let seen = Arc::clone(&given);
    let search: reversi::ai::SearchFn =
        Arc::new(move |_, position: &Position, limits: &Limits, _| {
            seen.lock().unwrap().push(limits.time);
            Move::Place(position.legal_moves().iter().next().unwrap())
        });
    // The AI plays Black at level 10, with 20 s left of a 1+0 game.
    let mut app = clocked_game(
        Mode::HumanVsAi(Side::White),
        "f5d6c3d3c4f4",
        TimeControl::new(1, 0),
        &[10.0, 5.0, 20.0, 5.0, 10.0, 5.0],
        |app| {
            app.world_mut().resource_mut::<AiEngine>().search = search;
            app.world_mut().resource_mut::<Settings>().level = 10;
        },
    );
    let before = record(&app).game().moves().len();
    assert!(run_until(&mut app, 60, |a| record(a).game().moves().len() > before));
    let given = given.lock().unwrap().clone();
    // Its move's time went on its clock.
    assert_eq!(record(&app).clocks().unwrap().times().len(), before + 1);
    let left = secs(20.0);
    let empties = 54;
    let planned = clocked_move_time(left, Duration::ZERO, empties, &Level::strongest().limits());
    // Its own five seconds would have been a quarter of what it had.
    assert_eq!(given.last(), Some(&Some(planned)));
    assert!(planned < secs(2.0) && planned > secs(0.2), "{planned:?}");
}

/// A slow frame (a software renderer's, a busy page's) is the time of the
/// side whose turn it was: a search that fits within one frame, or a click
/// made during one, still costs its side that frame.
#[test]
fn the_frame_a_move_arrives_in_is_on_the_movers_clock() {
    // The search answers when the test lets it.
    let go = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let waits = Arc::clone(&go);
    let answers: reversi::ai::SearchFn = Arc::new(move |_, position: &Position, _: &Limits, _| {
        while !waits.load(std::sync::atomic::Ordering::Acquire) {
            std::thread::sleep(Duration::from_millis(1));
        }
        Move::Place(position.legal_moves().iter().next().unwrap())
    });
    let quick = || TimeUpdateStrategy::ManualDuration(Duration::from_millis(1));
    let slow = || TimeUpdateStrategy::ManualDuration(Duration::from_millis(700));
    // The AI plays Black, to move.
    let mut app = clocked_game(
        Mode::HumanVsAi(Side::White),
        "f5d6c3d3c4f4",
        TimeControl::new(1, 0),
        &[1.0; 6],
        |app| {
            app.world_mut().resource_mut::<AiEngine>().search = answers;
            app.insert_resource(quick());
        },
    );
    let ai = record(&app).game().moves().len();
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::AiThinking)));
    // Its answer is ready before the next frame, which takes 0.7 s.
    app.update();
    assert_eq!(record(&app).game().moves().len(), ai);
    go.store(true, std::sync::atomic::Ordering::Release);
    std::thread::sleep(Duration::from_millis(200));
    app.insert_resource(slow());
    assert!(run_until(&mut app, 3, |a| record(a).game().moves().len() > ai));
    let spent = |app: &App, ply: usize| record(app).clocks().unwrap().times()[ply].unwrap();
    assert!(spent(&app, ai) >= secs(0.7), "{:?}", spent(&app, ai));

    // White's click, made during a slow frame, is played in it.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    assert!(run_until(&mut app, 300, human_to_move));
    app.insert_resource(slow());
    let square = a_legal_square(&app);
    play(&mut app, square);
    assert!(
        spent(&app, ai + 1) >= secs(0.7),
        "{:?}",
        spent(&app, ai + 1)
    );
}

#[test]
fn a_saved_game_keeps_its_clocks() {
    let mut game = Game::from_transcript("f5d6c3").unwrap();
    game.undo();
    let times = vec![None, Some(secs(0.5)), Some(secs(12.0))];
    let save = Save {
        mode: Mode::HumanVsAi(Side::Black),
        level: 7,
        game,
        teaching: None,
        clocks: Some(Clocks::with_times(TimeControl::new(5, 0), times)),
    };
    assert_eq!(Save::from_text(&save.to_text()), Ok(save));
}

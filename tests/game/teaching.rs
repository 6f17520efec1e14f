//! The teaching game headless: a costly move pauses the game before the AI
//! answers, with the better move on the board; Take back and Keep do what
//! they say; a good move is not stopped; the second chances are saved.

use crate::common::*;
use reversi::play::game::Teaching;
use reversi::records::saves::{ResumeAtStart, Save};
use reversi::settings::storage::Storage;
use reversi::study::coach::CoachMarks;
use reversi::teach::teaching::TeachingCheck;

/// White to move, 39 empties: b2 next to the empty a1 lets Black take it
/// (a position chosen by hand; `engine/tests/coach.rs`).
const BEFORE_B2: &str = "c4c5e6e3c3f5d6c7b5e7e8b6g6b4d7f4f6d3b3f7d8";

/// A teaching game (margin 4) from that position, the player White.
fn teaching_app() -> App {
    let start = Game::from_transcript(BEFORE_B2).unwrap();
    let mut app = app_with(Mode::HumanVsAi(Side::White), Some(start));
    app.world_mut().resource_mut::<Settings>().teaching = 4;
    command(&mut app, GameCommand::Start);
    assert!(run_until(&mut app, 20, human_to_move));
    app
}

fn paused(app: &App) -> bool {
    app.world().resource::<TeachingCheck>().paused.is_some()
}

fn teaching(app: &App) -> Teaching {
    record(app).teaching().expect("a teaching game")
}

#[test]
fn a_costly_move_pauses_the_game_and_take_back_counts_a_second_chance() {
    let folder = std::env::temp_dir().join(format!("reversi-teaching-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    let mut app = teaching_app();
    // The game is kept as it is played.
    app.insert_resource(Storage::Folder(folder.clone()));
    app.add_plugins(reversi::records::saves::plugin);
    let before = *record(&app).game().position();
    play(&mut app, sq("b2"));
    // The judgement runs in the background: the frame that starts it does
    // not wait for it (it would pause the game at once).
    assert_eq!(turn(&app), Some(Turn::Checking));
    assert!(!paused(&app), "the judgement held a frame");
    assert!(wait(&mut app, paused), "no pause after b2");
    // The AI waits; the board shows the move, the better square and a1.
    assert_eq!(turn(&app), Some(Turn::Checking));
    assert!(app.world().get_resource::<AiTask>().is_none());
    let pause = app
        .world()
        .resource::<TeachingCheck>()
        .paused
        .clone()
        .unwrap();
    assert!(pause.review.loss() > 4, "{:?}", pause.review);
    let Move::Place(best) = pause.review.best else {
        panic!("a pass was best: {:?}", pause.review);
    };
    let marks = app.world().resource::<CoachMarks>().clone();
    assert!(marks.on(record(&app).game().position()).is_some());
    assert_eq!(marks.better, Some((best, Side::White)));
    assert!(marks.squares.contains(sq("a1")), "{marks:?}");
    // Frames go by: still waiting for the player.
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(turn(&app), Some(Turn::Checking));
    assert_eq!(record(&app).game().moves().len(), 22);

    // Take back: the position before b2, a second chance counted.
    command(&mut app, GameCommand::Undo);
    assert!(run_until(&mut app, 20, human_to_move));
    assert_eq!(record(&app).game().position(), &before);
    assert_eq!(teaching(&app).chances, 1);
    assert!(!paused(&app));
    assert_eq!(app.world().resource::<CoachMarks>().position, None);

    // The better move is not stopped: the AI answers it.
    play(&mut app, best);
    assert!(wait(&mut app, |a| record(a).game().moves().len() >= 23
        || paused(a)));
    assert!(!paused(&app), "the best move paused the game");
    assert_eq!(teaching(&app).chances, 1);
    // Saved with the game: the next start continues a teaching game with
    // one second chance used.
    app.update();
    drop(app);
    let mut next = headless();
    next.insert_resource(Storage::Folder(folder.clone()));
    next.insert_resource(ResumeAtStart(true));
    next.add_plugins(reversi::records::saves::plugin);
    for _ in 0..4 {
        next.update();
    }
    let resumed = teaching(&next);
    assert_eq!((resumed.margin, resumed.chances), (4, 1));
    assert!(record(&next).game().moves().len() >= 23);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn keep_plays_on_with_the_costly_move() {
    let mut app = teaching_app();
    play(&mut app, sq("b2"));
    assert!(wait(&mut app, paused), "no pause after b2");
    command(&mut app, GameCommand::KeepMove);
    // The AI answers the move kept; nothing was taken back.
    assert!(wait(&mut app, |a| record(a).game().moves().len() >= 23));
    assert_eq!(record(&app).game().moves()[21].mv, Move::Place(sq("b2")));
    assert_eq!(teaching(&app).chances, 0);
    assert!(!paused(&app));
}

/// A game that is not a teaching game never stops for a judgement.
#[test]
fn without_teaching_the_ai_answers_at_once() {
    let start = Game::from_transcript(BEFORE_B2).unwrap();
    let mut app = app_with(Mode::HumanVsAi(Side::White), Some(start));
    assert!(run_until(&mut app, 20, human_to_move));
    assert_eq!(record(&app).teaching(), None);
    play(&mut app, sq("b2"));
    assert_ne!(turn(&app), Some(Turn::Checking));
    assert!(wait(&mut app, |a| record(a).game().moves().len() >= 23));
}

/// A damaged teaching line in the save is reported, not a panic.
#[test]
fn a_save_with_a_bad_teaching_line_is_refused() {
    let save = Save {
        mode: Mode::HumanVsAi(Side::Black),
        level: 5,
        game: Game::from_transcript("f5d6").unwrap(),
        teaching: Some(Teaching::new(2, 3)),
        clocks: None,
    };
    let text = save.to_text();
    assert!(text.contains("teaching=2 3"), "{text}");
    for bad in ["teaching=3 0", "teaching=2", "teaching=two 1"] {
        let damaged = text.replace("teaching=2 3", bad);
        assert!(Save::from_text(&damaged).is_err(), "{bad}");
    }
}

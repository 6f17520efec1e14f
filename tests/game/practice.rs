//! Practice headless: the puzzle of a fixed date is the same puzzle every
//! time; a wrong answer is told and its refutation played on the board; a
//! right one moves the streak; Try again takes the answer back; the
//! practice deck moves a card between boxes, survives a restart and a
//! damaged file, and takes the player's worst moves from a finished game;
//! an exercise leaves the game in progress saved.

use std::path::{Path, PathBuf};

use crate::common::*;
use reversi::i18n::Locale;
use reversi::practice::deck::{self, Calendar, Card, Deck};
use reversi::practice::exercise::{Exercise, StartExercise, Task};
use reversi::practice::puzzles::{self, PuzzleProgress};
use reversi::records::saves::{self, ResumeAtStart};
use reversi::settings::storage::Storage;
use reversi_engine::{Puzzle, Searcher, puzzle_of_day, puzzle_set, score_moves};

/// 2026-12-03.
const DAY: u64 = 20_790;

/// A storage folder of the test's own, removed at the end.
struct Folder(PathBuf);

impl Folder {
    fn new(name: &str) -> Folder {
        let path = std::env::temp_dir().join(format!("reversi-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap();
        Folder(path)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A game on the fixed date, kept in `folder`, its saves too.
fn app_in(folder: &Path) -> App {
    let mut app = headless();
    app.insert_resource(Storage::Folder(folder.to_path_buf()));
    app.insert_resource(ResumeAtStart(false));
    app.insert_resource(Calendar { fixed: Some(DAY) });
    app.add_plugins(saves::plugin);
    app.world_mut().resource_mut::<Settings>().min_think = Duration::ZERO;
    app.update();
    app
}

fn exercise(app: &App) -> &Exercise {
    app.world().resource::<Exercise>()
}

/// Asks for an exercise and waits until its position is on the board.
fn start(app: &mut App, kind: StartExercise) {
    let generation = record(app).generation();
    app.world_mut().write_message(kind);
    let started = |a: &App| record(a).exercise() && record(a).generation() != generation;
    assert!(wait(app, started), "no exercise for {kind:?}");
    // The new position's turn is decided in the frames after (until then
    // the turn may still be the last game's).
    app.update();
    app.update();
    assert!(run_until(app, 10, human_to_move));
}

fn task_puzzle(app: &App) -> Puzzle {
    match &exercise(app).task {
        Some(Task::Puzzle { puzzle, .. }) => puzzle.clone(),
        task => panic!("not a puzzle: {task:?}"),
    }
}

/// The answer judged and its line played out.
fn answered(app: &App) -> bool {
    let exercise = exercise(app);
    exercise.verdict.is_some() && !exercise.playing_line() && turn(app) == Some(Turn::Checking)
}

#[test]
fn the_puzzle_of_a_date_is_always_the_same() {
    let folder = Folder::new("puzzle-day");
    let set = puzzle_set();
    let expected = &set[puzzle_of_day(DAY, set.len())];
    for _ in 0..2 {
        let mut app = app_in(&folder.0);
        start(&mut app, StartExercise::DailyPuzzle);
        assert_eq!(&task_puzzle(&app), expected);
        assert_eq!(*record(&app).game().position(), expected.position);
        let words = exercise(&app).words(
            app.world().resource::<Locale>(),
            app.world().resource::<PuzzleProgress>(),
        );
        assert!(words.contains("2026-12-03"), "{words}");
    }
}

#[test]
fn a_wrong_answer_is_refuted_on_the_board_and_try_again_takes_it_back() {
    let folder = Folder::new("puzzle-wrong");
    let mut app = app_in(&folder.0);
    start(&mut app, StartExercise::DailyPuzzle);
    let puzzle = task_puzzle(&app);
    let wrong = puzzle
        .position
        .legal_moves()
        .iter()
        .find(|&s| s != puzzle.best)
        .expect("a puzzle has a second move");
    play(&mut app, wrong);
    assert_eq!(turn(&app), Some(Turn::Checking), "the AI must not answer");
    assert!(wait(&mut app, answered), "no verdict and line");
    let verdict = exercise(&app).verdict.clone().unwrap();
    assert!(!verdict.right);
    assert_eq!(verdict.review.best, Move::Place(puzzle.best));
    let words = exercise(&app).words(
        app.world().resource::<Locale>(),
        app.world().resource::<PuzzleProgress>(),
    );
    assert!(
        words.contains(&format!("{} was the move", puzzle.best)),
        "{words}"
    );
    // The refutation: the opponent's best reply is on the board.
    let moves = record(&app).game().moves().to_vec();
    assert!(moves.len() >= 2, "no refutation played: {moves:?}");
    let mut after = puzzle.position;
    after.play(wrong).unwrap();
    let stop = AtomicBool::new(false);
    let replies = score_moves(&mut Searcher::new(16, 1), &after, 8, 64, &stop).unwrap();
    let best_replies: Vec<Move> = replies
        .iter()
        .filter(|r| r.score == replies[0].score)
        .map(|r| Move::Place(r.square))
        .collect();
    assert!(best_replies.contains(&moves[1].mv), "{moves:?} {replies:?}");
    assert_view_matches_rules(&mut app);
    // A wrong first try of the day: no streak, kept.
    let progress = app.world().resource::<PuzzleProgress>().clone();
    assert_eq!((progress.streak, progress.tried), (0, Some((DAY, false))));
    app.update();
    let kept = std::fs::read_to_string(folder.0.join(puzzles::FILE)).unwrap();
    assert_eq!(PuzzleProgress::from_text(&kept), progress);

    // Try again: back to the puzzle, the verdict gone; the right move now
    // leaves the streak alone (only the day's first try counts).
    command(&mut app, GameCommand::Undo);
    assert!(run_until(&mut app, 60, human_to_move));
    assert!(record(&app).game().moves().is_empty());
    assert!(exercise(&app).verdict.is_none());
    play(&mut app, puzzle.best);
    assert!(wait(&mut app, answered));
    assert!(exercise(&app).verdict.as_ref().unwrap().right);
    assert_eq!(app.world().resource::<PuzzleProgress>().streak, 0);
}

#[test]
fn a_right_answer_starts_a_streak_and_next_brings_another_puzzle() {
    let folder = Folder::new("puzzle-right");
    let mut app = app_in(&folder.0);
    start(&mut app, StartExercise::DailyPuzzle);
    let puzzle = task_puzzle(&app);
    play(&mut app, puzzle.best);
    assert!(wait(&mut app, answered));
    assert!(exercise(&app).verdict.as_ref().unwrap().right);
    assert_eq!(app.world().resource::<PuzzleProgress>().streak, 1);
    let next = exercise(&app).next().unwrap();
    assert_eq!(
        next,
        StartExercise::Puzzle {
            difficulty: puzzle.difficulty()
        }
    );
    app.world_mut().write_message(next);
    assert!(wait(&mut app, |a| exercise(a).task.as_ref().is_some_and(
        |t| matches!(t, Task::Puzzle { puzzle: p, .. } if *p != puzzle)
    ) && human_to_move(a)));
    assert_eq!(task_puzzle(&app).difficulty(), puzzle.difficulty());
}

/// The puzzles' progress is written when it changes, not while a puzzle
/// waits for its answer.
#[test]
fn the_progress_is_written_on_an_answer_only() {
    let folder = Folder::new("puzzle-writes");
    let mut app = app_in(&folder.0);
    start(&mut app, StartExercise::DailyPuzzle);
    let file = folder.0.join(puzzles::FILE);
    let _ = std::fs::remove_file(&file);
    for _ in 0..30 {
        app.update();
    }
    assert!(!file.exists(), "written while nothing changed");
    let puzzle = task_puzzle(&app);
    play(&mut app, puzzle.best);
    assert!(wait(&mut app, answered));
    app.update();
    assert!(file.exists(), "the answer was not kept");
}

/// A card from a puzzle: its best move is the answer.
fn card_of(puzzle: &Puzzle, level: u32) -> Card {
    let wrong = puzzle
        .position
        .legal_moves()
        .iter()
        .find(|&s| s != puzzle.best)
        .unwrap();
    Card {
        position: puzzle.position,
        played: Move::Place(wrong),
        best: Move::Place(puzzle.best),
        loss: puzzle.score - puzzle.second,
        level,
        due: DAY,
    }
}

fn kept_deck(folder: &Path) -> Deck {
    Deck::from_text(&std::fs::read_to_string(folder.join(deck::FILE)).unwrap()).unwrap()
}

#[test]
fn a_practice_answer_moves_its_card_between_boxes_and_the_deck_is_kept() {
    let folder = Folder::new("deck-boxes");
    let puzzle = puzzle_set()[200].clone();
    let mut deck = Deck::default();
    deck.add(card_of(&puzzle, 2));
    std::fs::write(folder.0.join(deck::FILE), deck.to_text()).unwrap();

    let mut app = app_in(&folder.0);
    assert_eq!(app.world().resource::<Deck>().due(DAY), 1, "not loaded");
    start(&mut app, StartExercise::Practice);
    assert_eq!(*record(&app).game().position(), puzzle.position);
    play(&mut app, puzzle.best);
    assert!(wait(&mut app, answered));
    app.update();
    // Right: box 3, due in 3 days, and so in the file.
    let card = kept_deck(&folder.0).cards[0].clone();
    assert_eq!((card.level, card.due), (3, DAY + 3));

    // Another run finds it; nothing is due today any more.
    drop(app);
    let mut app = app_in(&folder.0);
    assert_eq!(app.world().resource::<Deck>().cards, vec![card.clone()]);
    app.world_mut().write_message(StartExercise::Practice);
    app.update();
    assert!(!record(&app).exercise(), "nothing was due");

    // On its day, a wrong answer sends it back to box 1, due at once.
    app.world_mut().resource_mut::<Calendar>().fixed = Some(DAY + 3);
    start(&mut app, StartExercise::Practice);
    let wrong = card_of(&puzzle, 1).played;
    let Move::Place(wrong) = wrong else {
        unreachable!()
    };
    play(&mut app, wrong);
    assert!(wait(&mut app, answered));
    app.update();
    let card = kept_deck(&folder.0).cards[0].clone();
    assert_eq!((card.level, card.due), (1, DAY + 3));
}

#[test]
fn a_damaged_deck_is_set_aside_with_a_message() {
    let folder = Folder::new("deck-damaged");
    std::fs::write(folder.0.join(deck::FILE), "# reversi deck 1\nnot a card\n").unwrap();
    let app = app_in(&folder.0);
    assert!(app.world().resource::<Deck>().cards.is_empty());
    let aside = std::fs::read_to_string(folder.0.join("deck.damaged.txt")).unwrap();
    assert!(aside.contains("not a card"));
    let banner = &app.world().resource::<Banner>().text;
    assert!(banner.contains("deck.damaged.txt"), "{banner}");
}

/// A game against the AI from a puzzle, the player missing its move and
/// then playing on to the end: the finished game is analysed in the
/// background, and the miss becomes a card.
#[test]
fn a_finished_game_gives_the_players_worst_moves_to_the_deck() {
    let folder = Folder::new("deck-from-game");
    let mut app = app_in(&folder.0);
    app.insert_resource(AiEngine::seeded(1));
    let puzzle = puzzle_set()
        .iter()
        .find(|p| p.position.empty_count() <= 12)
        .unwrap()
        .clone();
    let human = puzzle.position.side_to_move();
    let game = Game::from_position(puzzle.position);
    app.world_mut()
        .write_message(ReplaceGame::play(game, Mode::HumanVsAi(human)));
    let card = card_of(&puzzle, 1);
    let Move::Place(miss) = card.played else {
        unreachable!()
    };
    assert!(run_until(&mut app, 60, human_to_move));
    play(&mut app, miss);
    while screen(&app) != Screen::GameOver {
        assert!(run_until(&mut app, 600, |a| human_to_move(a)
            || screen(a) == Screen::GameOver));
        if human_to_move(&app) {
            let square = record(&app).game().position().legal_moves().iter().next();
            play(&mut app, square.unwrap());
        }
    }
    assert!(
        wait(&mut app, |a| !a.world().resource::<Deck>().cards.is_empty()),
        "no card from the finished game"
    );
    let cards = &app.world().resource::<Deck>().cards;
    assert_eq!(cards[0].position, puzzle.position);
    assert_eq!(cards[0].played, card.played);
    assert!(cards.iter().all(|c| c.position.side_to_move() == human));
    assert!(cards.iter().all(|c| c.loss >= deck::MIN_LOSS), "{cards:?}");
}

/// An exercise started in the middle of a game leaves that game saved, to
/// continue from the menu.
#[test]
fn an_exercise_keeps_the_game_in_progress() {
    let folder = Folder::new("exercise-save");
    let mut app = app_in(&folder.0);
    command(&mut app, GameCommand::Start);
    assert!(run_until(&mut app, 60, human_to_move));
    play(&mut app, sq("f5"));
    assert!(run_until(&mut app, 600, human_to_move));
    let saved = std::fs::read_to_string(folder.0.join(saves::FILE)).unwrap();
    start(&mut app, StartExercise::DailyPuzzle);
    let puzzle = task_puzzle(&app);
    play(&mut app, puzzle.best);
    assert!(wait(&mut app, answered));
    app.update();
    assert_eq!(
        std::fs::read_to_string(folder.0.join(saves::FILE)).unwrap(),
        saved
    );
}

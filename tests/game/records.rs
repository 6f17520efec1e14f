//! Records in and out of the game, headless, with the storage in a
//! temporary folder. The game in progress survives a restart: a game saved by
//! one run of the app is continued by the next, a damaged save is set aside
//! with a message and never stops the start, a finished game is not
//! continued. A paste of a transcript, a board or a GGF game becomes the
//! game; junk says why and changes nothing. A game saved to a file (through
//! a stand-in for the file dialog) is opened again.

use std::path::{Path, PathBuf};

use crate::common::*;
use reversi::records::clipboard::Paste;
use reversi::records::saves::{FILE, ResumeAtStart, SavedGame};
use reversi::settings::storage::Storage;

/// A run of the app: the logic, the saves, the storage in `folder`.
fn run(folder: &Path, resume: bool) -> App {
    let mut app = headless();
    app.insert_resource(Storage::Folder(folder.to_path_buf()));
    app.insert_resource(ResumeAtStart(resume));
    app.add_plugins(reversi::records::saves::plugin);
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    for _ in 0..3 {
        app.update();
    }
    app
}

fn human_turn(app: &App) -> bool {
    app.world()
        .get_resource::<State<Turn>>()
        .is_some_and(|t| *t.get() == Turn::Human)
}

fn play(app: &mut App, square: &str) {
    for _ in 0..2000 {
        if human_turn(app) {
            break;
        }
        app.update();
    }
    let before = app.world().resource::<GameRecord>().game().moves().len();
    app.world_mut().write_message(MoveAttempt {
        mv: Move::Place(square.parse().unwrap()),
        source: MoveSource::Human,
    });
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<GameRecord>().game().moves().len(),
        before + 1
    );
}

#[test]
fn a_game_saved_by_one_run_is_continued_by_the_next() {
    let folder = folder("continued");
    let mut first = run(&folder, true);
    assert_eq!(screen(&first), Screen::Title, "nothing to continue yet");
    first.world_mut().write_message(GameCommand::Start);
    first.update();
    first.update();
    play(&mut first, "f5");
    play(&mut first, "d6");
    first.world_mut().resource_mut::<Settings>().level = 7;
    first.update();
    drop(first);
    let text = std::fs::read_to_string(folder.join(FILE)).unwrap();
    assert!(text.contains("B[F5]W[D6]"), "{text}");
    // No temporary file left behind: the write was a rename.
    assert!(!folder.join(format!("{FILE}.tmp")).exists());

    let second = run(&folder, true);
    assert_eq!(screen(&second), Screen::Playing);
    let record = second.world().resource::<GameRecord>();
    assert_eq!(record.game().transcript(), "f5d6");
    assert_eq!(record.mode(), Mode::TwoPlayers);
    assert_eq!(second.world().resource::<Settings>().level, 7);
    // A rematch starts from the beginning, not from the continued moves.
    assert!(record.start().moves().is_empty());
}

#[test]
fn the_command_line_choice_wins_and_the_menu_continues_later() {
    let folder = folder("menu");
    let save = "mode=black\nlevel=3\ngame=(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)\n";
    std::fs::write(folder.join(FILE), save).unwrap();
    let mut app = run(&folder, false);
    assert_eq!(screen(&app), Screen::Title);
    assert!(app.world().resource::<SavedGame>().0.is_some());
    app.world_mut().write_message(GameCommand::Resume);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(
        app.world().resource::<GameRecord>().game().transcript(),
        "f5"
    );
}

#[test]
fn a_damaged_save_is_set_aside_with_a_message() {
    let damaged: [&[u8]; 4] = [
        b"mode=black\nlevel=5\ngame=(;GM[Othello]BO[8 junk *];)\n",
        b"mode=black\nlevel=99\ngame=(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)\n",
        b"\xff\xfe\x00garbage",
        b"",
    ];
    for (index, bytes) in damaged.iter().enumerate() {
        let folder = folder(&format!("damaged-{index}"));
        std::fs::write(folder.join(FILE), bytes).unwrap();
        let app = run(&folder, true);
        assert_eq!(screen(&app), Screen::Title, "case {index}");
        let banner = &app.world().resource::<Banner>().text;
        assert!(
            banner.contains("could not be read"),
            "case {index}: {banner:?}"
        );
        assert!(!folder.join(FILE).exists(), "case {index}");
        // Kept, byte for byte, for the player (or a bug report).
        assert_eq!(
            std::fs::read(folder.join("game.damaged.txt")).unwrap(),
            *bytes,
            "case {index}"
        );
    }
}

#[test]
fn a_finished_game_is_not_continued() {
    let folder = folder("finished");
    let mut game = Game::new();
    while !game.position().is_game_over() {
        let mv = match game.position().legal_moves().iter().next() {
            Some(square) => Move::Place(square),
            None => Move::Pass,
        };
        game.play(mv).unwrap();
    }
    let save = format!("mode=two-players\nlevel=5\ngame={}\n", game.to_ggf());
    std::fs::write(folder.join(FILE), save).unwrap();
    let app = run(&folder, true);
    assert_eq!(screen(&app), Screen::Title);
    assert!(app.world().resource::<SavedGame>().0.is_none());
    assert!(!folder.join(FILE).exists());
}

fn paste(app: &mut App, text: &str) {
    app.world_mut().write_message(Paste::text(text));
    app.update();
    app.update();
}

#[test]
fn a_paste_of_each_format_becomes_the_game_and_junk_changes_nothing() {
    let folder = folder("paste");
    let mut app = run(&folder, false);
    // From the title screen: a numbered transcript with a written pass-free
    // line, in the mode chosen there.
    paste(&mut app, "1. f5 d6 2. c3");
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(
        app.world().resource::<GameRecord>().game().transcript(),
        "f5d6c3"
    );
    assert_eq!(
        app.world().resource::<GameRecord>().mode(),
        Mode::TwoPlayers
    );
    // Junk, a bad board, an illegal transcript: a message, the game kept.
    for junk in [
        "hello world",
        "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX X",
        "f5f5",
        "(;GM[Othello]B[F5];)",
        "",
    ] {
        paste(&mut app, junk);
        let banner = &app.world().resource::<Banner>().text;
        assert!(banner.starts_with("Nothing pasted"), "{junk:?}: {banner}");
        assert_eq!(
            app.world().resource::<GameRecord>().game().transcript(),
            "f5d6c3",
            "{junk:?}"
        );
    }
    // A board: the game starts there.
    let board = Game::from_transcript("f5d6c3d3")
        .unwrap()
        .position()
        .to_string();
    paste(&mut app, &board);
    let record = app.world().resource::<GameRecord>();
    assert_eq!(record.game().position().to_string(), board);
    assert!(record.game().moves().is_empty());
    // An NBoard-style GGF game, with clocks, evaluations and a comment.
    let ggf = "(;GM[Othello]PC[NBoard]PB[a]PW[b]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5//1.5]W[D6/-0.5/2.1]C[a comment];)";
    paste(&mut app, ggf);
    let record = app.world().resource::<GameRecord>();
    assert_eq!(record.game().transcript(), "f5d6");
    assert_eq!(*record.start().position(), Position::start());
}

#[test]
fn a_game_left_in_review_comes_back_with_its_later_moves() {
    let folder = folder("review");
    let mut first = run(&folder, true);
    first.world_mut().write_message(GameCommand::Start);
    first.update();
    first.update();
    for square in ["f5", "d6", "c3"] {
        play(&mut first, square);
    }
    first.world_mut().write_message(GameCommand::GoTo(1));
    for _ in 0..5 {
        first.update();
    }
    drop(first);
    let second = run(&folder, true);
    let record = second.world().resource::<GameRecord>();
    assert_eq!(record.game().transcript(), "f5");
    let later: Vec<String> = record
        .game()
        .undone_moves()
        .iter()
        .map(|m| m.mv.to_string())
        .collect();
    assert_eq!(later, ["d6", "c3"]);
    assert!(record.reviewing());
}

/// Runs frames until the banner says something, for a dialog's thread.
fn banner_after(app: &mut App, action: impl FnOnce(&mut App)) -> String {
    app.world_mut().resource_mut::<Banner>().clear();
    action(app);
    for _ in 0..500 {
        app.update();
        let text = app.world().resource::<Banner>().text.clone();
        if !text.is_empty() {
            return text;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    panic!("the banner said nothing");
}

/// Save… writes the whole game (also the moves after a reviewed position)
/// as GGF where the dialog says, whole or not at all; Open… reads it back
/// into a new run; a file that is not a game says why and changes nothing;
/// a cancelled dialog changes nothing.
#[test]
fn a_game_saved_to_a_file_is_opened_again() {
    use reversi::records::files::{FileChooser, GameFile};
    use std::sync::{Arc, Mutex};

    let other_folder = folder("files-other");
    let folder = folder("files");
    let chosen: Arc<Mutex<Option<PathBuf>>> = Arc::default();
    let chooser = {
        let chosen = Arc::clone(&chosen);
        FileChooser(Arc::new(move |_, _| chosen.lock().unwrap().clone()))
    };
    let choose = |path: Option<PathBuf>| *chosen.lock().unwrap() = path;

    let mut app = run(&folder, false);
    app.insert_resource(chooser.clone());
    app.world_mut().write_message(GameCommand::Start);
    app.update();
    app.update();
    for square in ["f5", "d6", "c3", "d3"] {
        play(&mut app, square);
    }
    app.world_mut().write_message(GameCommand::GoTo(1));
    app.update();
    let whole = app.world().resource::<GameRecord>().game().whole_record();
    assert_eq!(whole.moves().len(), 4);

    let file = folder.join("my game.ggf");
    choose(Some(file.clone()));
    let said = banner_after(&mut app, |app| {
        app.world_mut().write_message(GameFile::Save);
    });
    assert_eq!(said, format!("Saved {}", file.display()));
    let written = std::fs::read_to_string(&file).unwrap();
    assert_eq!(Game::from_ggf(&written).unwrap(), whole);
    // Named by its opening, in a comment.
    assert!(
        written.contains("]C[opening: Perpendicular]B[F5]"),
        "{written}"
    );
    assert!(!folder.join("my game.ggf.tmp").exists());

    // A folder that cannot be written to: said, and nothing left behind.
    let nowhere = folder.join("missing").join("deeper");
    std::fs::write(folder.join("missing"), "a file, not a folder").unwrap();
    choose(Some(nowhere.join("game.ggf")));
    let said = banner_after(&mut app, |app| {
        app.world_mut().write_message(GameFile::Save);
    });
    assert!(said.starts_with("Nothing saved"), "{said}");

    // Another run opens it, at its end, to play on.
    let mut other = run(&other_folder, false);
    other.insert_resource(chooser.clone());
    choose(Some(file.clone()));
    let said = banner_after(&mut other, |app| {
        app.world_mut().write_message(GameFile::Open);
    });
    assert_eq!(said, "Opened a game of 4 moves");
    for _ in 0..5 {
        other.update();
    }
    assert_eq!(screen(&other), Screen::Playing);
    assert_eq!(other.world().resource::<GameRecord>().game(), &whole);

    // Junk, a missing file, a cancelled dialog: the game stays.
    let junk = folder.join("junk.ggf");
    std::fs::write(&junk, [0xff, 0xfe, b'(', b';', b'x']).unwrap();
    for (path, expected) in [
        (Some(junk), "Nothing opened"),
        (Some(folder.join("absent.ggf")), "Cannot open"),
    ] {
        choose(path);
        let said = banner_after(&mut other, |app| {
            app.world_mut().write_message(GameFile::Open);
        });
        assert!(said.starts_with(expected), "{said}");
        assert_eq!(other.world().resource::<GameRecord>().game(), &whole);
    }
    choose(None);
    other.world_mut().resource_mut::<Banner>().clear();
    other.world_mut().write_message(GameFile::Open);
    for _ in 0..50 {
        other.update();
    }
    assert_eq!(other.world().resource::<Banner>().text, "");
    assert_eq!(other.world().resource::<GameRecord>().game(), &whole);
}

/// The settings' diagram: the position drawn by the engine's job as a PNG
/// (numbered and black and white, as chosen) and written where the dialog
/// says; the library's Export writes every game kept, and Import reads them
/// into another run's library.
#[test]
fn a_diagram_and_the_library_go_to_files_and_come_back() {
    use reversi::library::Library;
    use reversi::records::files::{FileChooser, GameFile};
    use reversi::settings::DiagramStyle;
    use reversi_protocol::{Job, Reply};
    use std::sync::{Arc, Mutex};

    let other_folder = folder("diagram-other");
    let folder = folder("diagram");
    let chosen: Arc<Mutex<Vec<(GameFile, PathBuf)>>> = Arc::default();
    let chooser = {
        let chosen = Arc::clone(&chosen);
        FileChooser(Arc::new(move |file, _| {
            let name = match file {
                GameFile::Diagram => "position.png",
                _ => "games.ggf",
            };
            let path = chosen.lock().unwrap()[0].1.with_file_name(name);
            chosen.lock().unwrap().push((file, path.clone()));
            Some(path)
        }))
    };
    chosen
        .lock()
        .unwrap()
        .push((GameFile::Save, folder.join("start")));
    let mut app = run(&folder, false);
    app.insert_resource(chooser.clone());
    app.world_mut().resource_mut::<Settings>().diagram = DiagramStyle::MonoNumbered;
    app.world_mut().write_message(GameCommand::Start);
    app.update();
    app.update();
    for square in ["f5", "d6", "c3"] {
        play(&mut app, square);
    }
    let said = banner_after(&mut app, |app| {
        app.world_mut().write_message(GameFile::Diagram);
    });
    let png = folder.join("position.png");
    assert_eq!(said, format!("Saved {}", png.display()));
    let job = Job::Diagram {
        numbers: true,
        mono: true,
        game: app.world().resource::<GameRecord>().game().clone(),
    };
    let mut searcher = reversi_engine::Searcher::new(1, 1);
    let Reply::Diagram(expected) = job.run(&mut searcher, &AtomicBool::new(false)) else {
        panic!("no diagram");
    };
    assert_eq!(std::fs::read(&png).unwrap(), expected);

    // Two games in the library, exported, imported by another run.
    for text in ["f5d6c3d3c4", "f5f6e6f4e3"] {
        app.world_mut().write_message(Paste::text(text));
        app.update();
    }
    assert_eq!(app.world().resource::<Library>().entries().len(), 2);
    let said = banner_after(&mut app, |app| {
        app.world_mut().write_message(GameFile::Export);
    });
    assert!(said.ends_with("games.ggf"), "{said}");
    let mut other = run(&other_folder, false);
    other.insert_resource(chooser);
    let said = banner_after(&mut other, |app| {
        app.world_mut().write_message(GameFile::Import);
    });
    assert!(said.starts_with("2 games added"), "{said}");
    assert_eq!(
        other.world().resource::<Library>().entries(),
        app.world().resource::<Library>().entries()
    );
}

/// A game the command line or the page address asks for (`--black`,
/// `?black&level=10`) starts at once, in that mode, and is not replaced by
/// the title screen's backdrop game, which starts in the same frames.
#[test]
fn a_game_asked_for_at_start_is_the_one_played() {
    use reversi::platform::options::Options;
    let mut app = headless();
    app.insert_resource(Options {
        mode: Some(Mode::HumanVsAi(Side::Black)),
        level: Some(10),
        ..default()
    });
    app.add_plugins(reversi::records::start::plugin);
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(record(&app).mode(), Mode::HumanVsAi(Side::Black));
    assert_eq!(turn(&app), Some(Turn::Human));
    assert!(record(&app).game().moves().is_empty());
}

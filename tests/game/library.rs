//! The library of games, headless, its storage in a temporary folder: a
//! finished game is kept with its players and survives a restart; an opened
//! game is kept; a damaged library is set aside with a message and its
//! readable games kept; the library holds 500 games, the oldest going
//! first; exporting and importing give back the same games; a deleted game
//! comes back with Undo.

use crate::common::*;
use reversi::library::games::{CAPACITY, Entry, FILE, Player, read_games};
use reversi::library::{Imported, Library};
use reversi::records::clipboard::Paste;
use reversi::settings::storage::Storage;

/// A run of the game's logic with its storage in `folder`.
fn run(folder: &Folder) -> App {
    let mut app = headless();
    app.insert_resource(Storage::Folder(folder.to_path_buf()));
    app.insert_resource(AiEngine::seeded(1));
    app.world_mut().resource_mut::<Settings>().min_think = Duration::ZERO;
    app.update();
    app
}

fn library(app: &App) -> &Library {
    app.world().resource::<Library>()
}

/// A whole game: each side's first legal move until the end.
fn finished_game() -> Game {
    first_moves_until(|game| game.position().is_game_over())
}

/// Games that differ: the first moves of the finished game, then each a
/// different first reply. Only their moves matter here.
fn some_games(count: usize) -> Vec<Entry> {
    let mut games = Vec::new();
    let mut state = 7u64;
    while games.len() < count {
        let mut game = Game::new();
        for _ in 0..12 {
            if game.pass_if_forced() {
                continue;
            }
            let moves: Vec<Square> = game.position().legal_moves().iter().collect();
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            game.play(moves[(state >> 33) as usize % moves.len()])
                .unwrap();
        }
        let entry = Entry::new(
            game,
            [Player::Human, Player::Ai(3)],
            1_000 + games.len() as u64,
        );
        if !games.iter().any(|e: &Entry| e.same_game(&entry.game)) {
            games.push(entry);
        }
    }
    games
}

#[test]
fn a_finished_game_is_kept_and_survives_a_restart() {
    let folder = folder("finished");
    let mut app = run(&folder);
    let whole = finished_game();
    let mut before_the_end = whole.clone();
    let last = before_the_end.undo().unwrap();
    app.world_mut().resource_mut::<Settings>().level = 6;
    let mode = Mode::HumanVsAi(last.color);
    app.world_mut()
        .write_message(ReplaceGame::play(before_the_end, mode));
    assert!(run_until(&mut app, 20, human_to_move));
    assert!(library(&app).entries().is_empty(), "not finished yet");
    let Move::Place(square) = last.mv else {
        panic!("the last move is a pass");
    };
    play(&mut app, square);
    assert!(run_until(&mut app, 50, |a| screen(a) == Screen::GameOver));
    app.update();
    let entries = library(&app).entries();
    assert_eq!(entries.len(), 1);
    let entry = &entries[0];
    assert!(entry.same_game(&whole));
    let mut players = [Player::Ai(6), Player::Ai(6)];
    players[last.color as usize] = Player::Human;
    assert_eq!(entry.players, players);
    assert!(entry.date > 1_700_000_000, "dated now: {}", entry.date);
    // Seen again at its end (a move taken back and replayed) it is the same
    // entry, not a second one.
    command(&mut app, GameCommand::Undo);
    play(&mut app, square);
    assert!(run_until(&mut app, 50, |a| screen(a) == Screen::GameOver));
    assert_eq!(library(&app).entries().len(), 1);
    drop(app);

    let text = std::fs::read_to_string(folder.join(FILE)).unwrap();
    assert!(text.contains("Reversi level 6"), "{text}");
    let again = run(&folder);
    assert_eq!(library(&again).entries(), library_of(&text).as_slice());
    assert_eq!(library(&again).entries().len(), 1);
}

fn library_of(text: &str) -> Vec<Entry> {
    let (entries, unreadable) = read_games(text);
    assert_eq!(unreadable, 0);
    entries
}

/// A game analysed has each side's accuracy on its entry, written to the
/// file, and shown after a restart.
#[test]
fn an_analysed_game_keeps_its_accuracy() {
    use reversi::study::analysis::{AnalyseGame, Analysis};
    let folder = folder("accuracy");
    let mut app = run(&folder);
    let game = finished_game();
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    replace_game(&mut app, game.clone());
    assert!(run_until(&mut app, 50, |a| screen(a) == Screen::GameOver));
    assert_eq!(library(&app).entries()[0].accuracy, [None, None]);
    app.world_mut().write_message(AnalyseGame);
    let started = Instant::now();
    while !app.world().resource::<Analysis>().done() {
        assert!(started.elapsed() < Duration::from_secs(120), "no analysis");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    app.update();
    let analysis = app.world().resource::<Analysis>();
    let expected = [Side::Black, Side::White]
        .map(|side| analysis.accuracy(side).map(|a| (a * 10.0).round() / 10.0));
    assert!(expected.iter().all(Option::is_some), "{expected:?}");
    assert_eq!(library(&app).entries()[0].accuracy, expected);
    drop(app);
    let again = run(&folder);
    assert_eq!(library(&again).entries()[0].accuracy, expected);
    assert!(library(&again).entries()[0].same_game(&game));
}

#[test]
fn an_opened_game_is_kept_with_its_players() {
    let folder = folder("opened");
    let mut app = run(&folder);
    let record = "(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.UTC]PB[Anna]PW[Bo]RE[?]TY[8]\
                  BO[8 ---------------------------O*------*O--------------------------- *]\
                  B[F5]W[D6]B[C3];)";
    app.world_mut().write_message(Paste::file(record));
    app.update();
    app.update();
    let entries = library(&app).entries();
    assert_eq!(entries.len(), 1);
    let names = ["Anna", "Bo"].map(|n| Player::Named(n.into()));
    assert_eq!(entries[0].players, names);
    assert_eq!(entries[0].date, 1_071_494_643);
    assert_eq!(entries[0].game.moves().len(), 3);
    // Opened again: the library has it already.
    app.world_mut().write_message(Paste::text(record));
    app.update();
    assert_eq!(library(&app).entries().len(), 1);
    // A bare position is no game to keep.
    let board = Position::start().to_string();
    app.world_mut().write_message(Paste::text(board));
    app.update();
    assert_eq!(library(&app).entries().len(), 1);
}

#[test]
fn a_damaged_library_is_set_aside_and_its_readable_games_kept() {
    let folder = folder("damaged");
    let games = some_games(3);
    let good: String = games.iter().map(|e| e.to_ggf() + "\n").collect();
    let damaged = format!("{good}(;GM[Othello]BO[8 nonsense *]B[F5];)\n\u{0}junk");
    std::fs::write(folder.join(FILE), &damaged).unwrap();
    let mut app = run(&folder);
    assert_eq!(library(&app).entries(), games.as_slice());
    let banner = &app.world().resource::<Banner>().text;
    assert!(
        banner.contains("library") && banner.contains("library.damaged.ggf"),
        "{banner}"
    );
    let aside = std::fs::read_to_string(folder.join("library.damaged.ggf")).unwrap();
    assert_eq!(aside, damaged, "the damaged file is kept as it was");
    app.update();
    // The readable games are written back, and read whole by the next run.
    let written = std::fs::read_to_string(folder.join(FILE)).unwrap();
    assert_eq!(written, good);
    let again = run(&folder);
    assert_eq!(library(&again).entries(), games.as_slice());
    assert!(again.world().resource::<Banner>().text.is_empty());
}

#[test]
fn the_library_keeps_500_games_the_oldest_going_first() {
    let games = some_games(CAPACITY + 3);
    let mut library = Library::default();
    for entry in &games[..CAPACITY] {
        assert!(library.keep(entry.clone()));
    }
    assert_eq!(library.entries().len(), CAPACITY);
    // An import fills only the room left.
    let more: String = games[CAPACITY..].iter().map(|e| e.to_ggf()).collect();
    let imported = library.import(&more);
    assert_eq!(
        imported,
        Imported {
            no_room: 3,
            ..Imported::default()
        }
    );
    // A new game lets the oldest go.
    assert!(library.keep(games[CAPACITY].clone()));
    assert_eq!(library.entries().len(), CAPACITY);
    assert_eq!(library.entries()[0], games[1]);
    assert_eq!(library.entries()[CAPACITY - 1], games[CAPACITY]);
    // The same game is not kept twice.
    assert!(!library.keep(games[7].clone()));
}

#[test]
fn exported_games_import_as_the_same_games() {
    let mut games = some_games(40);
    games[3].accuracy = [Some(91.5), Some(78.0)];
    games[5].players = [Player::Named("Ann ]".into()), Player::Human];
    let mut library = Library::default();
    for entry in &games {
        library.keep(entry.clone());
    }
    let exported = library.export();
    let mut other = Library::default();
    let imported = other.import(&exported);
    assert_eq!(imported.added, 40);
    assert_eq!(other.entries(), library.entries());
    // Importing them again adds nothing; junk is counted, not kept.
    let again = other.import(&format!("{exported}(;GM[Othello]B[Z9];)"));
    assert_eq!((again.added, again.present, again.unreadable), (0, 40, 1));
}

#[test]
fn a_deleted_game_comes_back_with_undo() {
    let games = some_games(3);
    let mut library = Library::default();
    for entry in &games {
        library.keep(entry.clone());
    }
    assert!(!library.can_undelete());
    library.delete(1);
    library.delete(0);
    assert_eq!(library.entries(), &games[2..]);
    library.undelete();
    library.undelete();
    assert_eq!(library.entries(), games.as_slice());
    assert!(!library.can_undelete());
}

//! The named openings in the game: the name of the opening the game shown
//! is in, what screen readers hear, and the records.

use crate::common::*;
use reversi::access::announce::Announcement;
use reversi::i18n::{Language, Locale};
use reversi::openings::{CurrentOpening, opening_msg};

fn opening(app: &App) -> Option<(&'static str, bool)> {
    app.world()
        .resource::<CurrentOpening>()
        .0
        .map(|named| (named.opening.name, named.in_line))
}

fn said(app: &App) -> String {
    app.world().resource::<Announcement>().text.clone()
}

/// A game is named as it enters the lines (and screen readers hear the new
/// name after the move), keeps the last name once it leaves them, and is
/// named again when the moves are taken back to a named line.
#[test]
fn the_opening_is_named_as_the_game_enters_and_leaves_its_lines() {
    let mut app = app_with(Mode::TwoPlayers, None);
    assert!(run_until(&mut app, 10, human_to_move));
    assert_eq!(opening(&app), None);
    play(&mut app, sq("f5"));
    assert_eq!(opening(&app), None);
    play(&mut app, sq("d6"));
    assert_eq!(opening(&app), Some(("Perpendicular", true)));
    assert!(
        said(&app).ends_with("Opening: Perpendicular"),
        "{}",
        said(&app)
    );
    for square in ["c3", "d3", "c4"] {
        play(&mut app, sq(square));
    }
    assert_eq!(opening(&app), Some(("Tiger", true)));
    assert!(said(&app).ends_with("Opening: Tiger"), "{}", said(&app));
    // Still the Tiger after f4: nothing more said of it.
    play(&mut app, sq("f4"));
    assert_eq!(opening(&app), Some(("Tiger", true)));
    assert!(!said(&app).contains("Opening"), "{}", said(&app));
    play(&mut app, sq("f6"));
    assert_eq!(opening(&app), Some(("Stephenson", true)));
    // g6 is on no named line: the Stephenson stays, as left, unsaid.
    play(&mut app, sq("g6"));
    assert_eq!(opening(&app), Some(("Stephenson", false)));
    assert!(!said(&app).contains("Opening"), "{}", said(&app));
    let locale = Locale::new(Language::English);
    let shown = app.world().resource::<CurrentOpening>().msg().unwrap();
    assert_eq!(locale.say(shown), "Opening: Stephenson, left its line");

    // Back on the line: named as current again.
    command(&mut app, GameCommand::Undo);
    assert!(run_until(&mut app, 10, |a| record(a).game().moves().len() == 7));
    app.update();
    assert_eq!(opening(&app), Some(("Stephenson", true)));
    command(&mut app, GameCommand::GoTo(3));
    app.update();
    app.update();
    assert_eq!(opening(&app), Some(("Perpendicular", true)));
}

/// The names are proper nouns: the same in every language, the words
/// around them translated.
#[test]
fn the_names_stay_the_same_in_every_language() {
    let game = reversi_engine::Game::from_transcript("f5d6c3d3c4").unwrap();
    let named = reversi_engine::opening_name(&game).unwrap();
    let english = Locale::new(Language::English).say(opening_msg(named));
    for language in Language::ALL {
        let words = Locale::new(language).say(opening_msg(named));
        assert!(words.contains("Tiger"), "{}: {words}", language.code());
        if language != Language::English {
            assert_ne!(words, english, "{}", language.code());
        }
    }
}

fn start_of(app: &App) -> reversi_engine::Position {
    *record(app).game().start_position()
}

/// New games start where the settings say: a balanced start of the
/// engine's set, random moves of the number chosen, the standard position;
/// the record starts there (its GGF reads back to it, and a link carries
/// it); a game from a position of its own keeps starting there.
#[test]
fn a_new_game_starts_where_the_settings_say() {
    use reversi::platform::options::{percent_decode, percent_encode};
    use reversi::settings::StartKind;
    use reversi_engine::{Position, balanced_starts};

    let mut app = app_with(Mode::TwoPlayers, None);
    assert_eq!(start_of(&app), Position::start());
    app.world_mut().resource_mut::<Settings>().start = StartKind::Balanced;
    command(&mut app, GameCommand::Start);
    assert!(wait(&mut app, |a| start_of(a) != Position::start()));
    let start = start_of(&app);
    assert!(
        balanced_starts()
            .iter()
            .any(|line| *line.position() == start),
        "{start} is no balanced start"
    );
    assert!(record(&app).game().moves().is_empty());
    // The new game's turn is decided in the frames after it.
    app.update();
    app.update();
    assert!(run_until(&mut app, 10, human_to_move));
    assert_eq!(screen(&app), Screen::Playing);
    // Moves from there: the record keeps its start.
    let first = start.legal_moves().iter().next().unwrap();
    play(&mut app, first);
    let game = record(&app).game().clone();
    let read = reversi_engine::Game::from_ggf(&game.to_ggf()).unwrap();
    assert_eq!(*read.start_position(), start);
    assert_eq!(read.moves(), game.moves());
    let link = percent_encode(&game.to_ggf());
    assert!(
        link.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-._~%".contains(c))
    );
    assert_eq!(percent_decode(&link).unwrap(), game.to_ggf());

    // Random moves, as many as chosen.
    app.world_mut().resource_mut::<Settings>().start = StartKind::Random(12);
    command(&mut app, GameCommand::Start);
    assert!(wait(&mut app, |a| start_of(a) != start));
    let random = start_of(&app);
    assert_eq!(
        random.count(Side::Black) + random.count(Side::White),
        4 + 12,
        "{random}"
    );
    assert!(record(&app).game().moves().is_empty());

    // The standard start again, at once.
    app.world_mut().resource_mut::<Settings>().start = StartKind::Standard;
    command(&mut app, GameCommand::Start);
    assert_eq!(start_of(&app), Position::start());

    // A game from a position of its own (the command line's) starts there
    // again, whatever the settings say.
    let own = first_moves_until(|game| game.moves().len() == 20);
    let mut app = app_with(Mode::TwoPlayers, Some(own.clone()));
    app.world_mut().resource_mut::<Settings>().start = StartKind::Balanced;
    command(&mut app, GameCommand::Start);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(record(&app).game(), &own);
}

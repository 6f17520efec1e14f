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

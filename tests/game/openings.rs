//! The named openings in the game: the name of the opening the game shown
//! is in, what screen readers hear, and the records.

use crate::common::*;
use reversi::access::announce::Announcement;
use reversi::i18n::opening_msg;
use reversi::i18n::{Language, Locale};
use reversi::openings::CurrentOpening;

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

fn opening_named(name: &str) -> &'static reversi_engine::Opening {
    reversi_engine::OPENINGS
        .iter()
        .find(|o| o.name == name)
        .unwrap()
}

fn practise(app: &mut App, name: &str) {
    use reversi::openings::practice::PractiseOpening;
    app.world_mut()
        .write_message(PractiseOpening(opening_named(name)));
    assert!(run_until(app, 20, |a| record(a).practised().is_some()));
    app.update();
    app.update();
    assert!(run_until(app, 20, |a| turn(a).is_some_and(|t| t != Turn::Deciding)));
}

fn moves_played(app: &App) -> usize {
    record(app).game().moves().len()
}

fn transcript(app: &App) -> String {
    record(app).game().transcript()
}

/// Practising the Tiger: the AI plays its side of the line in the
/// orientation the player's first move chose, without searching (its
/// search here fails if asked), and the game is named the Tiger at the end
/// of the line; as White, the AI opens with the line's first move.
#[test]
fn the_ai_plays_its_side_of_the_line_practised() {
    let mut app = app_with(Mode::HumanVsAi(Side::Black), None);
    // A search would say so: the AI must not search on the line.
    app.world_mut()
        .resource_mut::<reversi::ai::AiEngine>()
        .search = Arc::new(|_, _, _, _| panic!("the AI searched on the line"));
    practise(&mut app, "Tiger");
    assert_eq!(record(&app).practised().unwrap().name, "Tiger");
    assert!(human_to_move(&app));
    play(&mut app, sq("e6"));
    assert!(run_until(&mut app, 200, |a| transcript(a) == "e6f4"));
    assert!(run_until(&mut app, 300, human_to_move));
    play(&mut app, sq("c3"));
    assert!(run_until(&mut app, 200, |a| transcript(a) == "e6f4c3c4"));
    assert!(run_until(&mut app, 300, human_to_move));
    play(&mut app, sq("d3"));
    assert_eq!(opening(&app), Some(("Tiger", true)));
    let said = app.world().resource::<Announcement>().text.clone();
    assert!(!said.contains("left"), "{said}");

    let mut app = app_with(Mode::HumanVsAi(Side::White), None);
    practise(&mut app, "Tiger");
    assert!(run_until(&mut app, 200, |a| transcript(a) == "f5"));
    assert!(run_until(&mut app, 300, human_to_move));
    play(&mut app, sq("d6"));
    assert!(run_until(&mut app, 200, |a| transcript(a) == "f5d6c3"));
}

/// A move off the line pauses the game: it says where and shows the
/// line's move; Undo takes it back to try again; Keep plays on without the
/// line, and the AI searches again.
#[test]
fn leaving_the_line_pauses_for_take_back_or_keep() {
    use reversi::openings::practice::OpeningPractice;
    use reversi::study::coach::CoachMarks;

    let mut app = app_with(Mode::HumanVsAi(Side::Black), None);
    practise(&mut app, "Tiger");
    play(&mut app, sq("f5"));
    assert!(run_until(&mut app, 200, |a| transcript(a) == "f5d6"));
    assert!(run_until(&mut app, 300, human_to_move));
    // c5 instead of the Tiger's c3.
    click(&mut app, sq("c5"));
    assert!(run_until(&mut app, 300, |a| turn(a)
        == Some(Turn::Checking)
        && a.world().resource::<OpeningPractice>().pause.is_some()));
    let left = app.world().resource::<OpeningPractice>().pause.unwrap();
    assert_eq!(left.ply, 3);
    assert_eq!(left.expected, Move::Place(sq("c3")));
    let marks = app.world().resource::<CoachMarks>().clone();
    assert_eq!(marks.better, Some((sq("c3"), Side::Black)));
    let words = app
        .world()
        .resource::<OpeningPractice>()
        .words(opening_named("Tiger"), &Locale::new(Language::English))
        .unwrap();
    assert_eq!(
        words,
        "You left the line of Tiger at move 3: it plays c3 here. Take your move back, or keep it and play on."
    );
    // The game waits: no AI reply.
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(transcript(&app), "f5d6c5");

    // Take it back and play the line's move: on with the line.
    command(&mut app, GameCommand::Undo);
    assert!(run_until(&mut app, 300, human_to_move));
    assert_eq!(transcript(&app), "f5d6");
    assert!(app.world().resource::<OpeningPractice>().pause.is_none());
    assert!(app.world().resource::<CoachMarks>().position.is_none());
    play(&mut app, sq("c3"));
    assert!(run_until(&mut app, 200, |a| transcript(a) == "f5d6c3d3"));
    assert!(run_until(&mut app, 300, human_to_move));

    // Off again, kept: the AI answers by its own search, and the next
    // moves are not held.
    click(&mut app, sq("e3"));
    assert!(run_until(&mut app, 300, |a| a
        .world()
        .resource::<OpeningPractice>()
        .pause
        .is_some()));
    command(&mut app, GameCommand::KeepMove);
    assert!(run_until(&mut app, 300, |a| moves_played(a) == 6));
    assert!(run_until(&mut app, 300, human_to_move));
    let position = *record(&app).game().position();
    let square = position.legal_moves().iter().next().unwrap();
    play(&mut app, square);
    assert!(app.world().resource::<OpeningPractice>().pause.is_none());
    assert!(run_until(&mut app, 300, |a| moves_played(a) == 8));
}

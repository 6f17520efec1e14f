//! How to play, headless: the tour teaches on the board and gives the game back.

use crate::common::*;

fn tour(app: &App) -> reversi::teach::tour::Tour {
    app.world().resource::<reversi::teach::tour::Tour>().clone()
}

fn tour_command(app: &mut App, command: reversi::teach::tour::TourCommand) {
    app.world_mut().write_message(command);
    app.update();
    app.update();
}

/// Runs the tour's step until the player's try is awaited.
fn until_trying(app: &mut App) {
    assert!(
        run_until(app, 2000, |app| tour(app).trying()),
        "the step's moves were not shown: {:?}",
        tour(app).phase
    );
}

#[test]
fn the_tour_teaches_on_the_board_and_gives_the_game_back() {
    use reversi::play::game::lines_flipped;
    use reversi::teach::tour::{Phase, STEPS, TourCommand};
    let mut app = app_with(Mode::TwoPlayers, None);
    play(&mut app, sq("d3"));
    let game = record(&app).game().clone();

    tour_command(&mut app, TourCommand::Open);
    assert_eq!(screen(&app), Screen::Tour);
    assert_eq!(record(&app).game().position(), &Position::start());
    let said = app
        .world()
        .resource::<reversi::access::announce::Announcement>();
    assert!(
        said.text.starts_with("Two players, 64 discs"),
        "{}",
        said.text
    );

    // Outflanking: f5 is played for the player to watch, three discs flip;
    // then the player tries from the start.
    tour_command(&mut app, TourCommand::Next);
    assert!(run_until(&mut app, 2000, |app| record(app)
        .game()
        .moves()
        .len()
        == 1));
    assert_eq!(record(&app).game().moves()[0].flips.len(), 3);
    until_trying(&mut app);
    assert_eq!(record(&app).game().position(), &Position::start());
    click(&mut app, sq("a1"));
    app.update();
    assert!(
        record(&app).game().moves().is_empty(),
        "an illegal try was played"
    );
    assert_eq!(tour(&app).note.unwrap().id, "banner-no-flips");
    assert!(tour(&app).trying());
    click(&mut app, sq("c4"));
    app.update();
    assert_eq!(record(&app).game().moves().len(), 1);
    assert_eq!(tour(&app).phase, Phase::Done);
    let said = app
        .world()
        .resource::<reversi::access::announce::Announcement>();
    assert!(said.text.contains("c4 outflanks one disc"), "{}", said.text);

    // Several lines: a move of one line is refused, one of two is played.
    tour_command(&mut app, TourCommand::Next);
    until_trying(&mut app);
    let position = *record(&app).game().position();
    let by_lines = |wanted: fn(usize) -> bool| {
        position
            .legal_moves()
            .iter()
            .find(|&s| wanted(lines_flipped(s, position.flips(s))))
            .unwrap()
    };
    click(&mut app, by_lines(|n| n == 1));
    app.update();
    assert_eq!(tour(&app).note.unwrap().id, "tour-lines-fewer");
    assert!(record(&app).game().moves().is_empty());
    click(&mut app, by_lines(|n| n >= 2));
    app.update();
    assert_eq!(tour(&app).phase, Phase::Done);
    assert_eq!(record(&app).game().moves().len(), 1);

    // On to taking back: a move, then Undo, which takes it back.
    let undo_step = STEPS
        .iter()
        .position(|s| s.title == "tour-undo-title")
        .unwrap();
    while tour(&app).step < undo_step {
        tour_command(&mut app, TourCommand::Next);
    }
    until_trying(&mut app);
    click(&mut app, sq("d3"));
    app.update();
    assert_eq!(tour(&app).phase, Phase::Played);
    command(&mut app, GameCommand::Undo);
    assert_eq!(tour(&app).phase, Phase::Done);
    assert!(record(&app).game().moves().is_empty());
    assert_eq!(screen(&app), Screen::Tour, "Undo left the tour");

    // Leaving gives the game back as it was, where it was.
    tour_command(&mut app, TourCommand::Leave);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(record(&app).game(), &game);
    assert!(run_until(&mut app, 10, human_to_move));

    // From the title screen, Esc (the menu command) leads back there.
    command(&mut app, GameCommand::Menu);
    tour_command(&mut app, TourCommand::Open);
    assert_eq!(screen(&app), Screen::Tour);
    command(&mut app, GameCommand::Menu);
    assert_eq!(screen(&app), Screen::Title);
}

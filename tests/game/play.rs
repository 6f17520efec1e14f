//! Playing a game headless: clicks that play and those refused, a forced pass, the end, undo and redo, reviewing earlier positions.

use crate::common::*;

#[test]
fn a_legal_click_plays_and_flips_what_the_engine_flips() {
    let mut app = app_with(Mode::TwoPlayers, None);
    assert!(run_until(&mut app, 10, human_to_move));
    assert_view_matches_rules(&mut app);
    assert_eq!(supply_entities(&mut app, Side::Black), 30);

    click(&mut app, sq("f5"));
    app.update();
    app.update();
    assert_eq!(turn(&app), Some(Turn::Animating));
    assert!(
        run_until(&mut app, 200, human_to_move),
        "animation never ended"
    );

    let mut expected = Position::start();
    expected.play(sq("f5")).unwrap();
    assert_eq!(disc_entities(&mut app), discs_of(&expected));
    assert_eq!(record(&app).game().transcript(), "f5");
    assert_eq!(supply_entities(&mut app, Side::Black), 29);
    assert_eq!(supply_entities(&mut app, Side::White), 30);
    // Flipped discs ended face up, the right way round.
    let world = app.world_mut();
    let mut discs = world.query::<(&Disc, &Transform)>();
    for (disc, transform) in discs.iter(world) {
        let up = transform.rotation * Vec3::Y;
        let black_up = up.y > 0.9;
        let white_up = up.y < -0.9;
        assert!(
            (disc.color == Side::Black && black_up) || (disc.color == Side::White && white_up),
            "{disc:?} shows the wrong face: {up}"
        );
    }
}

#[test]
fn illegal_and_occupied_clicks_change_nothing() {
    let mut app = app_with(Mode::TwoPlayers, None);
    assert!(run_until(&mut app, 10, human_to_move));
    for square in ["a1", "d4", "e4"] {
        click(&mut app, sq(square));
        app.update();
        app.update();
        assert_eq!(turn(&app), Some(Turn::Human), "{square}");
        assert_eq!(record(&app).game().moves().len(), 0, "{square}");
        assert_eq!(disc_entities(&mut app), discs_of(&Position::start()));
        let banner = app.world().resource::<Banner>().text.clone();
        assert!(
            banner.contains("try a highlighted square"),
            "{square}: {banner:?}"
        );
    }
}

#[test]
fn clicks_during_the_flip_animation_are_ignored() {
    let mut app = app_with(Mode::TwoPlayers, None);
    assert!(run_until(&mut app, 10, human_to_move));
    click(&mut app, sq("f5"));
    app.update();
    app.update();
    assert_eq!(turn(&app), Some(Turn::Animating));
    // d6 is legal for White once f5 is played, but the discs still move.
    click(&mut app, sq("d6"));
    assert!(run_until(&mut app, 200, human_to_move));
    assert_eq!(record(&app).game().transcript(), "f5");
    assert_eq!(record(&app).game().side_to_move(), Side::White);
}

#[test]
fn clicks_during_the_ai_turn_are_ignored() {
    let mut app = app_with(Mode::HumanVsAi(Side::White), None);
    // The AI (Black) thinks for a long while.
    app.world_mut().resource_mut::<Settings>().min_think = Duration::from_secs(60);
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::AiThinking)));
    for square in ["f5", "d3", "a1"] {
        click(&mut app, sq(square));
        app.update();
    }
    assert_eq!(turn(&app), Some(Turn::AiThinking));
    assert!(record(&app).game().moves().is_empty());
    assert_eq!(disc_entities(&mut app), discs_of(&Position::start()));
}

#[test]
fn a_forced_pass_shows_the_banner_and_hands_the_turn_back() {
    let start = position_with_a_forced_pass();
    let passer = start.side_to_move();
    let mut app = app_with(Mode::TwoPlayers, Some(Game::from_position(start)));
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::Passing)));
    let banner = app.world().resource::<Banner>().text.clone();
    assert_eq!(
        banner,
        format!("{passer} has no move – {} plays again", !passer)
    );
    assert!(
        run_until(&mut app, 200, human_to_move),
        "the pass never happened"
    );
    assert_eq!(record(&app).game().side_to_move(), !passer);
    assert_eq!(
        record(&app).game().moves().last().map(|m| m.mv),
        Some(Move::Pass)
    );
}

/// A forced pass is a phase of the turn with its own length: a message
/// that takes the banner, or clears it, neither shortens nor lengthens it.
#[test]
fn a_forced_pass_lasts_its_own_time_whatever_the_banner_shows() {
    use reversi::play::game::PASS;
    let frames = (PASS.as_millis() / FRAME.as_millis()) as usize;
    let start = Game::from_position(position_with_a_forced_pass());
    let mut app = app_with(Mode::TwoPlayers, Some(start.clone()));
    for banner in [None, Some(Duration::from_secs(10))] {
        replace_game(&mut app, start.clone());
        assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::Passing)));
        let mut shown = app.world_mut().resource_mut::<Banner>();
        match banner {
            None => shown.clear(),
            Some(time) => shown.show("A note that stays", time),
        }
        for frame in 0..frames - 3 {
            app.update();
            assert_eq!(turn(&app), Some(Turn::Passing), "passed at frame {frame}");
        }
        assert!(run_until(&mut app, 6, human_to_move), "{banner:?}");
        assert_eq!(record(&app).game().moves().len(), 1);
    }
}

/// Behind the menu the backdrop's moves go through the rules like any
/// other: the player's clicks don't play there, a search's answer for a
/// position that has gone is dropped, an illegal move is refused.
#[test]
fn behind_the_menu_only_the_backdrops_legal_moves_are_played() {
    let mut app = headless();
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Title);
    let generation = record(&app).generation();
    let attempts = [
        ("f5", MoveSource::Human),
        (
            "f5",
            MoveSource::Backdrop {
                generation: generation - 1,
            },
        ),
        ("a1", MoveSource::Backdrop { generation }),
        ("f5", MoveSource::Backdrop { generation }),
    ];
    let mut played = Vec::new();
    for (square, source) in attempts {
        app.world_mut().write_message(MoveAttempt {
            mv: Move::Place(sq(square)),
            source,
        });
        app.update();
        played.push(record(&app).game().transcript());
    }
    assert_eq!(played, ["", "", "", "f5"]);
}

#[test]
fn the_last_move_reaches_game_over_with_the_right_winner() {
    let start = position_before_the_end();
    let mut app = app_with(Mode::TwoPlayers, Some(Game::from_position(start)));
    assert!(run_until(&mut app, 10, human_to_move));
    let last = start.legal_moves().iter().next().unwrap();
    click(&mut app, last);
    assert!(run_until(&mut app, 300, |a| screen(a) == Screen::GameOver));
    let mut end = start;
    end.play(last).unwrap();
    let outcome = record(&app).game().outcome().expect("the game is over");
    assert_eq!(outcome, end.outcome().unwrap());
    assert_eq!(disc_entities(&mut app), discs_of(&end));
}

#[test]
fn undo_and_redo_restore_the_board_entities_exactly() {
    let mut app = app_with(Mode::TwoPlayers, None);
    let mut positions = vec![Position::start()];
    for square in ["f5", "d6", "c3"] {
        assert!(run_until(&mut app, 200, human_to_move));
        play(&mut app, sq(square));
        let mut next = *positions.last().unwrap();
        next.play(sq(square)).unwrap();
        positions.push(next);
    }
    assert!(run_until(&mut app, 200, human_to_move));
    assert_view_matches_rules(&mut app);
    for expected in positions.iter().rev().skip(1) {
        command(&mut app, GameCommand::Undo);
        assert!(run_until(&mut app, 20, human_to_move));
        assert_eq!(disc_entities(&mut app), discs_of(expected));
        assert_view_matches_rules(&mut app);
    }
    for expected in positions.iter().skip(1) {
        command(&mut app, GameCommand::Redo);
        assert!(run_until(&mut app, 20, human_to_move));
        assert_eq!(disc_entities(&mut app), discs_of(expected));
        assert_view_matches_rules(&mut app);
    }
}

#[test]
fn undo_against_the_ai_goes_back_to_your_previous_turn() {
    let mut app = app_with(Mode::HumanVsAi(Side::Black), None);
    app.world_mut().resource_mut::<AiEngine>().limits = Some(Limits::depth(1));
    assert!(run_until(&mut app, 10, human_to_move));
    play(&mut app, sq("f5"));
    // Wait for the AI's reply to be played.
    let replied = run_until(&mut app, 600, |a| {
        human_to_move(a) && record(a).game().moves().len() == 2
    });
    assert!(
        replied,
        "{:?} after {}",
        turn(&app),
        record(&app).game().transcript()
    );
    command(&mut app, GameCommand::Undo);
    assert!(run_until(&mut app, 20, human_to_move));
    assert!(record(&app).game().moves().is_empty());
    assert_eq!(disc_entities(&mut app), discs_of(&Position::start()));
}

/// The move list's review: going back shows the earlier position with the
/// later moves kept; replaying the recorded move keeps them; another move
/// replaces them only when played a second time (the documented
/// confirmation); the board always shows the position reviewed.
#[test]
fn reviewing_an_earlier_position_keeps_the_later_moves_until_confirmed() {
    let mut app = app_with(Mode::TwoPlayers, None);
    assert!(run_until(&mut app, 10, human_to_move));
    for square in ["f5", "d6", "c3"] {
        play(&mut app, sq(square));
    }
    command(&mut app, GameCommand::GoTo(1));
    assert!(run_until(&mut app, 20, human_to_move));
    assert_eq!(record(&app).game().transcript(), "f5");
    assert_eq!(record(&app).game().undone_moves().len(), 2);
    assert_view_matches_rules(&mut app);
    // The recorded move: played, the move after it still there.
    play(&mut app, sq("d6"));
    assert_eq!(record(&app).game().transcript(), "f5d6");
    assert_eq!(record(&app).game().undone_moves().len(), 1);
    // Another move from move 1: asked first, then played.
    command(&mut app, GameCommand::GoTo(1));
    assert!(run_until(&mut app, 20, human_to_move));
    click(&mut app, sq("f6"));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        record(&app).game().transcript(),
        "f5",
        "replaced without asking"
    );
    assert!(
        app.world()
            .resource::<Banner>()
            .text
            .contains("replaces the 2 later moves")
    );
    play(&mut app, sq("f6"));
    assert_eq!(record(&app).game().transcript(), "f5f6");
    assert!(record(&app).game().undone_moves().is_empty());
    assert_view_matches_rules(&mut app);
}

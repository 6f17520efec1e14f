//! The game's logic on a headless app: `MinimalPlugins`, the logic plugins,
//! synthetic clicks on square entities and manual time steps. Each test
//! checks what a player would see: disc entities and their colours, the
//! supplies, the banner, the screen and turn.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use reversi::ai::{AiEngine, AiTask, Thinker, Thinking};
use reversi::banner::Banner;
use reversi::board::BoardSquare;
use reversi::board::square_to_world;
use reversi::discs::{DISC_REST_Y, Disc, Flip, Settle, SupplyDisc, Travel, face_up};
use reversi::rules::{GameCommand, MoveAttempt, MoveSource, Rules};
use reversi::settings::{AnimationSpeed, Mode, Settings};
use reversi::{Screen, Turn};
use reversi_engine::{Color as Side, Game, Limits, Move, Position, Square};

const FRAME: Duration = Duration::from_millis(16);

fn app_with(mode: Mode, start: Option<Game>) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.add_plugins(reversi::logic_plugin);
    app.insert_resource(AiEngine::seeded(1));
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.mode = mode;
        settings.min_think = Duration::ZERO;
    }
    if let Some(start) = start {
        let mut rules = app.world_mut().resource_mut::<Rules>();
        rules.start = start.clone();
        rules.game = start;
    }
    app.update();
    command(&mut app, GameCommand::Start);
    app
}

fn command(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
    app.update();
    app.update();
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn turn(app: &App) -> Option<Turn> {
    app.world().get_resource::<State<Turn>>().map(|s| *s.get())
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs frames until `done` holds, at most `limit` frames. Frames while the
/// AI thinks don't count: they are paced like real ones, so that its thread
/// gets the time even when other tests load the machine (up to 30 s).
fn run_until(app: &mut App, limit: usize, done: impl Fn(&App) -> bool) -> bool {
    let started = Instant::now();
    let mut frames = 0;
    while frames < limit && started.elapsed() < Duration::from_secs(30) {
        if done(app) {
            return true;
        }
        app.update();
        if turn(app) == Some(Turn::AiThinking) {
            std::thread::sleep(Duration::from_millis(2));
        } else {
            frames += 1;
        }
    }
    done(app)
}

fn click(app: &mut App, square: Square) {
    let entity = {
        let world = app.world_mut();
        let mut squares = world.query::<(Entity, &BoardSquare)>();
        squares
            .iter(world)
            .find(|(_, s)| s.0 == square)
            .map(|(e, _)| e)
            .expect("every square has an entity")
    };
    let world = app.world_mut();
    world.trigger(Pointer::new(
        PointerId::Mouse,
        Location {
            target: NormalizedRenderTarget::None {
                width: 0,
                height: 0,
            },
            position: Vec2::ZERO,
        },
        Click {
            button: PointerButton::Primary,
            hit: HitData::new(Entity::PLACEHOLDER, 0.0, None, None),
            duration: Duration::ZERO,
            count: 1,
        },
        entity,
    ));
    world.flush();
}

/// The discs on the board as the entities show them (after animations).
fn disc_entities(app: &mut App) -> BTreeMap<Square, Side> {
    let world = app.world_mut();
    let mut discs = world.query::<&Disc>();
    discs.iter(world).map(|d| (d.square, d.color)).collect()
}

fn supply_entities(app: &mut App, owner: Side) -> usize {
    let world = app.world_mut();
    let mut supplies = world.query::<&SupplyDisc>();
    supplies.iter(world).filter(|s| s.owner == owner).count()
}

fn discs_of(position: &Position) -> BTreeMap<Square, Side> {
    Square::ALL
        .into_iter()
        .filter_map(|s| position.disc_at(s).map(|c| (s, c)))
        .collect()
}

fn rules(app: &App) -> &Rules {
    app.world().resource::<Rules>()
}

/// Entities match the rules, on the board and in the supplies.
fn assert_view_matches_rules(app: &mut App) {
    let position = *rules(app).game.position();
    assert_eq!(disc_entities(app), discs_of(&position));
    for side in [Side::Black, Side::White] {
        let expected = rules(app).game.supply(side) as usize;
        assert_eq!(supply_entities(app, side), expected, "{side} supply");
    }
}

/// Every disc at rest on its square, its colour up, nothing still moving.
fn assert_discs_at_rest(app: &mut App) {
    let world = app.world_mut();
    let mut discs = world.query::<(&Disc, &Transform)>();
    for (disc, transform) in discs.iter(world) {
        let rest = square_to_world(disc.square) + Vec3::Y * DISC_REST_Y;
        assert!(transform.translation.distance(rest) < 1e-4, "{disc:?}");
        assert!(
            transform.rotation.angle_between(face_up(disc.color)) < 1e-3,
            "{disc:?} shows the wrong face"
        );
    }
    let mut moving = world.query_filtered::<(), Or<(With<Flip>, With<Travel>, With<Settle>)>>();
    assert_eq!(moving.iter(world).count(), 0, "discs still moving");
}

fn human_to_move(app: &App) -> bool {
    turn(app) == Some(Turn::Human)
}

/// Clicks `square` and waits until the move has been played and animated.
fn play(app: &mut App, square: Square) {
    let before = rules(app).game.moves().len();
    click(app, square);
    assert!(
        run_until(app, 10, |a| rules(a).game.moves().len() > before),
        "{square} was not played"
    );
    assert!(run_until(app, 10, |a| turn(a) == Some(Turn::Animating)));
    assert!(run_until(app, 300, |a| turn(a) != Some(Turn::Animating)
        && turn(a) != Some(Turn::Deciding)));
}

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
    assert_eq!(rules(&app).game.transcript(), "f5");
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
        assert_eq!(rules(&app).game.moves().len(), 0, "{square}");
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
    assert_eq!(rules(&app).game.transcript(), "f5");
    assert_eq!(rules(&app).game.side_to_move(), Side::White);
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
    assert!(rules(&app).game.moves().is_empty());
    assert_eq!(disc_entities(&mut app), discs_of(&Position::start()));
}

/// A position from seeded random play where the side to move must pass.
fn position_with_a_forced_pass() -> Position {
    let mut state = 12345u64;
    loop {
        let mut pos = Position::start();
        while !pos.is_game_over() {
            if pos.must_pass() {
                return pos;
            }
            let moves: Vec<Square> = pos.legal_moves().iter().collect();
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pick = (state >> 33) as usize % moves.len();
            pos.play(moves[pick]).unwrap();
        }
    }
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
    assert_eq!(rules(&app).game.side_to_move(), !passer);
    assert_eq!(
        rules(&app).game.moves().last().map(|m| m.mv),
        Some(Move::Pass)
    );
}

/// A position one move from the end: playing it finishes the game.
fn position_before_the_end() -> Position {
    let mut pos = Position::start();
    let mut state = 99u64;
    loop {
        let moves: Vec<Square> = pos.legal_moves().iter().collect();
        if moves.is_empty() {
            if pos.is_game_over() {
                pos = Position::start();
            } else {
                pos.play(Move::Pass).unwrap();
            }
            continue;
        }
        if pos.empty_count() == 1 {
            return pos;
        }
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        pos.play(moves[(state >> 33) as usize % moves.len()])
            .unwrap();
    }
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
    let outcome = rules(&app).game.outcome().expect("the game is over");
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
        human_to_move(a) && rules(a).game.moves().len() == 2
    });
    assert!(
        replied,
        "{:?} after {}",
        turn(&app),
        rules(&app).game.transcript()
    );
    command(&mut app, GameCommand::Undo);
    assert!(run_until(&mut app, 20, human_to_move));
    assert!(rules(&app).game.moves().is_empty());
    assert_eq!(disc_entities(&mut app), discs_of(&Position::start()));
}

#[test]
fn a_new_game_while_the_ai_thinks_never_applies_the_stale_result() {
    let mut app = app_with(Mode::TwoPlayers, None);
    // A search that never answers and says when it is told to stop.
    struct Endless(Arc<AtomicBool>);
    impl Thinking for Endless {
        fn poll(&mut self) -> Option<Result<Move, String>> {
            None
        }
        fn cancel(&mut self) {
            self.0.store(true, Ordering::Relaxed);
        }
    }
    let stopped = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stopped);
    app.insert_resource(Thinker(Arc::new(move |_, _, _| {
        Box::new(Endless(Arc::clone(&flag)))
    })));
    app.world_mut().resource_mut::<Settings>().mode = Mode::HumanVsAi(Side::White);
    command(&mut app, GameCommand::Start);
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::AiThinking)));
    let old_generation = rules(&app).generation;

    // Back to the menu: the search is told to stop and forgotten.
    command(&mut app, GameCommand::Menu);
    assert!(app.world().get_resource::<AiTask>().is_none());
    assert!(
        stopped.load(Ordering::Relaxed),
        "the search was not stopped"
    );
    // Its answer, had it been sent anyway, is refused.
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    command(&mut app, GameCommand::Start);
    assert!(run_until(&mut app, 10, human_to_move));
    app.world_mut().write_message(MoveAttempt {
        mv: Move::Place(sq("f5")),
        source: MoveSource::Ai {
            generation: old_generation,
        },
    });
    for _ in 0..60 {
        app.update();
    }
    assert!(rules(&app).game.moves().is_empty());
    assert_eq!(disc_entities(&mut app), discs_of(&Position::start()));
}

#[test]
fn the_ai_never_blocks_a_frame_at_its_strongest_level() {
    // From the midgame: in the opening, level 10 answers from its book at once.
    let midgame = Game::from_transcript("e6d6c6f4e3c7f5f6c4b6g6c3c2f2g4h3e2h6g2g3").unwrap();
    let mut app = app_with(Mode::AiVsAi, Some(midgame));
    app.world_mut().resource_mut::<Settings>().level = 10;
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::AiThinking)));
    let mut longest = Duration::ZERO;
    let mut thinking_frames = 0;
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(2) {
        let frame = Instant::now();
        app.update();
        longest = longest.max(frame.elapsed());
        if turn(&app) == Some(Turn::AiThinking) {
            thinking_frames += 1;
        }
        // Real frames are paced; give the search thread its share.
        std::thread::sleep(Duration::from_millis(4));
    }
    assert!(
        thinking_frames > 50,
        "the AI thought for only {thinking_frames} frames"
    );
    assert!(
        longest < Duration::from_millis(50),
        "a frame took {longest:?}"
    );
}

#[test]
fn a_whole_ai_vs_ai_game_runs_to_the_end() {
    let mut app = app_with(Mode::AiVsAi, None);
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.level = 3;
        settings.speed = AnimationSpeed::Off;
    }
    assert!(
        run_until(&mut app, 20_000, |a| screen(a) == Screen::GameOver),
        "the game stalled at {}",
        rules(&app).game.transcript()
    );
    let game = rules(&app).game.clone();
    assert!(game.position().is_game_over());
    assert!(game.moves().len() >= 58);
    assert_view_matches_rules(&mut app);
    // The record replays to the same position.
    let replayed = Game::from_transcript(&game.transcript()).unwrap();
    assert_eq!(replayed.position(), game.position());
}

/// The position with 33 legal moves for Black, the most known in a game.
const MOST_MOVES: &str = "-XO------OX-XOO--OXO-XXX---O--OX---X-----OXO-X---OX-X-OX-XOO-XX- X";

#[test]
fn the_ai_plays_in_a_position_with_33_legal_moves() {
    let start = Game::from_position(Position::from_obf(MOST_MOVES).unwrap());
    assert_eq!(start.position().legal_moves().len(), 33);
    let mut app = app_with(Mode::HumanVsAi(Side::White), Some(start));
    app.world_mut().resource_mut::<Settings>().level = 6;
    assert!(
        run_until(&mut app, 2_000, |a| !rules(a).game.moves().is_empty()),
        "the AI never moved"
    );
    let played = rules(&app).game.moves()[0];
    assert_eq!(played.color, Side::Black);
    assert!(app.world().resource::<Banner>().text.is_empty());
}

#[test]
fn a_panic_in_the_ai_search_costs_a_simpler_move_not_the_game() {
    let mut app = app_with(Mode::TwoPlayers, None);
    app.world_mut().resource_mut::<AiEngine>().search =
        Arc::new(|_, _, _, _| panic!("a deliberate failure in the search"));
    app.world_mut().resource_mut::<Settings>().mode = Mode::HumanVsAi(Side::White);
    command(&mut app, GameCommand::Start);
    assert!(
        run_until(&mut app, 500, human_to_move),
        "the game stopped after the AI's failure"
    );
    // Black's move was played all the same, and the player was told.
    let moves = rules(&app).game.moves().to_vec();
    assert_eq!(moves.len(), 1);
    assert_eq!(moves[0].color, Side::Black);
    let banner = app.world().resource::<Banner>().text.clone();
    assert!(banner.contains("problem"), "{banner:?}");
    assert_view_matches_rules(&mut app);
    // And the game goes on: the AI answers the next move too.
    let square = rules(&app)
        .game
        .position()
        .legal_moves()
        .iter()
        .next()
        .unwrap();
    play(&mut app, square);
    assert!(run_until(&mut app, 500, human_to_move));
    assert_eq!(rules(&app).game.moves().len(), 3);
}

#[test]
fn flips_ripple_outwards_by_distance_and_end_at_rest() {
    // The first move, along a game of first legal moves, that flips discs
    // at two distances from where it is placed.
    let distance = |a: Square, b: Square| {
        let offset = square_to_world(a) - square_to_world(b);
        offset.x.abs().max(offset.z.abs())
    };
    let mut start = Game::new();
    let target = loop {
        let position = *start.position();
        let found = position.legal_moves().iter().find(|&mv| {
            let d: Vec<f32> = position.flips(mv).iter().map(|f| distance(f, mv)).collect();
            d.iter().any(|&x| x != d[0])
        });
        if let Some(mv) = found {
            break mv;
        }
        let first = position.legal_moves().iter().next().expect("a move");
        start.play(first).unwrap();
    };
    let flips = start.position().flips(target);
    let mut app = app_with(Mode::TwoPlayers, Some(start));
    assert!(run_until(&mut app, 10, human_to_move));
    click(&mut app, target);
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::Animating)));
    let mut delays: Vec<(f32, f32)> = {
        let world = app.world_mut();
        let mut flipping = world.query::<(&Disc, &Flip)>();
        flipping
            .iter(world)
            .map(|(disc, flip)| (distance(disc.square, target), flip.delay()))
            .collect()
    };
    assert_eq!(delays.len(), flips.len() as usize);
    delays.sort_by(|a, b| a.0.total_cmp(&b.0));
    for pair in delays.windows(2) {
        if pair[1].0 > pair[0].0 {
            assert!(
                pair[1].1 > pair[0].1,
                "farther flips start later: {delays:?}"
            );
        }
    }
    assert!(run_until(&mut app, 300, human_to_move));
    assert_view_matches_rules(&mut app);
    assert_discs_at_rest(&mut app);
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
    assert_eq!(rules(&app).game.transcript(), "f5");
    assert_eq!(rules(&app).game.undone_moves().len(), 2);
    assert_view_matches_rules(&mut app);
    // The recorded move: played, the move after it still there.
    play(&mut app, sq("d6"));
    assert_eq!(rules(&app).game.transcript(), "f5d6");
    assert_eq!(rules(&app).game.undone_moves().len(), 1);
    // Another move from move 1: asked first, then played.
    command(&mut app, GameCommand::GoTo(1));
    assert!(run_until(&mut app, 20, human_to_move));
    click(&mut app, sq("f6"));
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        rules(&app).game.transcript(),
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
    assert_eq!(rules(&app).game.transcript(), "f5f6");
    assert!(rules(&app).game.undone_moves().is_empty());
    assert_view_matches_rules(&mut app);
}

/// Against the AI, a reviewed position where the AI is to move waits: the
/// AI does not play (its reply would erase the later moves), and End
/// returns to the last move.
#[test]
fn the_ai_waits_while_a_position_is_reviewed() {
    let mut app = app_with(Mode::HumanVsAi(Side::Black), None);
    app.world_mut().resource_mut::<AiEngine>().limits = Some(Limits::depth(1));
    assert!(run_until(&mut app, 10, human_to_move));
    play(&mut app, sq("f5"));
    assert!(run_until(&mut app, 600, |a| human_to_move(a)
        && rules(a).game.moves().len() == 2));
    let whole = rules(&app).game.transcript();
    command(&mut app, GameCommand::GoTo(1));
    assert!(run_until(&mut app, 20, |a| turn(a) == Some(Turn::Reviewing)));
    for _ in 0..100 {
        app.update();
    }
    assert_eq!(rules(&app).game.transcript(), "f5");
    assert_eq!(turn(&app), Some(Turn::Reviewing));
    command(&mut app, GameCommand::GoTo(2));
    assert!(run_until(&mut app, 20, human_to_move));
    assert_eq!(rules(&app).game.transcript(), whole);
}

/// The evaluation: with the setting on, the player's legal squares get
/// scores in the background, deeper as frames go by; a move starts over on
/// the new position (the old scores are not shown for it); with the
/// setting off there are none.
#[test]
fn the_evaluation_scores_every_legal_square_of_the_position_shown() {
    use reversi::evaluation::Evaluation;
    let mut app = app_with(Mode::TwoPlayers, None);
    app.world_mut().resource_mut::<Settings>().evaluation = true;
    assert!(run_until(&mut app, 10, human_to_move));
    let deep_enough = |app: &mut App| {
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(30) {
            app.update();
            if app.world().resource::<Evaluation>().depth >= 3 {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        false
    };
    assert!(deep_enough(&mut app), "no scores");
    let check = |app: &App| {
        let evaluation = app.world().resource::<Evaluation>();
        let position = *rules(app).game.position();
        assert_eq!(evaluation.position, Some(position));
        let mut squares: Vec<Square> = evaluation.scores.iter().map(|m| m.square).collect();
        squares.sort_by_key(|s| s.index());
        assert_eq!(squares, position.legal_moves().iter().collect::<Vec<_>>());
        // Best first.
        assert!(
            evaluation
                .scores
                .windows(2)
                .all(|w| w[0].score >= w[1].score)
        );
    };
    check(&app);
    // The board's labels are rebuilt when the evaluation changes: only new
    // scores may change it. (Marked changed every frame, the labels were
    // rebuilt every frame and never drawn.)
    let seen = |app: &App| {
        let evaluation = app.world().resource_ref::<Evaluation>();
        let tick = evaluation.last_changed();
        (tick, evaluation.depth, evaluation.scores.clone())
    };
    let mut last = seen(&app);
    let mut quiet_frames = 0;
    for _ in 0..100 {
        app.update();
        let now = seen(&app);
        if now.0 != last.0 {
            assert_ne!(
                (now.1, &now.2),
                (last.1, &last.2),
                "changed with nothing new"
            );
        } else {
            quiet_frames += 1;
        }
        last = now;
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(
        quiet_frames > 50,
        "changed in {} of 100 frames",
        100 - quiet_frames
    );
    play(&mut app, sq("f5"));
    assert!(deep_enough(&mut app), "no scores after a move");
    check(&app);
    app.world_mut().resource_mut::<Settings>().evaluation = false;
    app.update();
    assert!(app.world().resource::<Evaluation>().scores.is_empty());
}

/// A game where each side plays its first legal move (passing when it
/// must) until `done` says so.
fn first_moves_until(done: impl Fn(&Game) -> bool) -> Game {
    let mut game = Game::new();
    while !done(&game) {
        if !game.pass_if_forced() {
            let square = game.position().legal_moves().iter().next().unwrap();
            game.play(square).unwrap();
        }
    }
    game
}

/// Analyse: every move of the game judged in the background, with its
/// progress, each loss never negative, the worst mistakes worst first; a
/// new game drops the analysis.
#[test]
fn a_game_is_analysed_move_by_move() {
    use reversi::analysis::{AnalyseGame, Analysis, AnalysisPanel};
    // A whole game, quick to judge at the analysis' depth.
    let game = first_moves_until(|game| game.position().is_game_over());
    let mut app = app_with(Mode::TwoPlayers, None);
    {
        let mut rules = app.world_mut().resource_mut::<Rules>();
        rules.game = game.clone();
    }
    app.world_mut().write_message(AnalyseGame);
    app.update();
    assert!(app.world().resource::<AnalysisPanel>().0);
    let started = Instant::now();
    while !app.world().resource::<Analysis>().done() {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "analysis too slow"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    let analysis = app.world().resource::<Analysis>();
    assert_eq!(analysis.reviews.len(), game.moves().len());
    for (review, played) in analysis.reviews.iter().zip(game.moves()) {
        assert_eq!(review.played, played.mv);
        assert!(review.loss() >= 0, "{review:?}");
    }
    let worst = analysis.mistakes(Side::Black, 3);
    assert!(worst.windows(2).all(|w| w[0].loss() >= w[1].loss()));
    let total: i32 = analysis
        .reviews
        .iter()
        .filter(|r| r.color == Side::Black)
        .map(|r| r.loss())
        .sum();
    assert_eq!(analysis.loss(Side::Black), total);
    command(&mut app, GameCommand::Start);
    assert!(app.world().resource::<Analysis>().game.is_none());
}

/// The evaluation and the analysis, running together, never hold a frame
/// (measured as the AI's frame test does), and both make progress.
#[test]
fn the_evaluation_and_the_analysis_never_block_a_frame() {
    use reversi::analysis::{AnalyseGame, Analysis};
    use reversi::evaluation::Evaluation;
    // From the 20th move: the analysis has midgame positions to search, the
    // evaluation a position to deepen.
    let game = first_moves_until(|game| {
        game.moves().len() >= 20 && !game.position().legal_moves().is_empty()
    });
    let mut app = app_with(Mode::TwoPlayers, Some(game));
    app.world_mut().resource_mut::<Settings>().evaluation = true;
    assert!(run_until(&mut app, 10, human_to_move));
    app.world_mut().write_message(AnalyseGame);
    // Until both have made progress (the pool is shared with the other
    // tests' searches), frames paced as real ones.
    let mut longest = Duration::ZERO;
    let started = Instant::now();
    let progress = |app: &App| {
        let depth = app.world().resource::<Evaluation>().depth;
        let judged = app.world().resource::<Analysis>().reviews.len();
        (depth, judged)
    };
    while progress(&app).0 < 2 || progress(&app).1 < 1 {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "no progress (depth, moves judged): {:?}",
            progress(&app)
        );
        let frame = Instant::now();
        app.update();
        longest = longest.max(frame.elapsed());
        std::thread::sleep(Duration::from_millis(4));
    }
    assert!(
        longest < Duration::from_millis(50),
        "a frame took {longest:?}"
    );
}

#[test]
fn the_game_speaks_the_forced_then_the_chosen_language() {
    use reversi::cli::Options;
    use reversi::i18n::{Language, Locale, Msg, Tr};

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.add_plugins(reversi::logic_plugin);
    app.insert_resource(Options {
        language: Some(Language::Greek),
        ..Options::default()
    });
    // The settings say Swedish, the command line Greek: Greek, at start.
    app.world_mut().resource_mut::<Settings>().language = Some(Language::Swedish);
    app.add_plugins(reversi::i18n::choice_plugin);
    let label = app
        .world_mut()
        .spawn((Text::default(), Tr(Msg::new("button-new-game"))))
        .id();
    app.update();
    let said = |app: &App| app.world().get::<Text>(label).unwrap().0.clone();
    assert_eq!(app.world().resource::<Locale>().language(), Language::Greek);
    assert_eq!(said(&app), "Νέο παιχνίδι");

    // A forced pass is announced in Greek, with the sides' Greek names.
    {
        let start = Game::from_position(position_with_a_forced_pass());
        let mut rules = app.world_mut().resource_mut::<Rules>();
        rules.start = start.clone();
        rules.game = start;
        app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    }
    command(&mut app, GameCommand::Start);
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::Passing)));
    let banner = app.world().resource::<Banner>().text.clone();
    assert!(banner.contains("δεν έχουν κίνηση"), "{banner}");

    // The player picks Esperanto in the menu: it wins, and the texts follow.
    app.world_mut().resource_mut::<Settings>().language = Some(Language::Esperanto);
    app.update();
    assert_eq!(said(&app), "Nova ludo");
}

/// The label of the accessibility node marked `M`.
fn tree_label<M: Component>(app: &mut App) -> String {
    let mut nodes = app
        .world_mut()
        .query_filtered::<&bevy::a11y::AccessibilityNode, With<M>>();
    let node = nodes.single(app.world()).expect("one node");
    node.label().unwrap_or_default().to_string()
}

fn said(app: &App) -> String {
    app.world()
        .resource::<reversi::announce::Announcement>()
        .text
        .clone()
}

#[test]
fn moves_passes_the_cursor_and_the_end_are_announced() {
    use reversi::input::Cursor;

    // A move, with the discs it turned.
    let mut app = app_with(Mode::TwoPlayers, None);
    assert!(run_until(&mut app, 10, human_to_move));
    play(&mut app, sq("d3"));
    assert_eq!(said(&app), "Black d3, turns 1 disc.");
    // The desktop's accessibility tree has it in its live region.
    assert_eq!(
        tree_label::<reversi::announce::tree::SaidNode>(&mut app),
        "Black d3, turns 1 disc."
    );

    // The square under the keyboard cursor: what is there, whether it is
    // legal and what it would turn.
    for (square, words) in [
        ("c5", "c5, empty, legal, turns 1"),
        ("d3", "d3, black disc"),
        ("a1", "a1, empty"),
    ] {
        let mut cursor = app.world_mut().resource_mut::<Cursor>();
        cursor.square = sq(square);
        cursor.visible = true;
        app.update();
        assert_eq!(said(&app), words);
        assert_eq!(
            tree_label::<reversi::announce::tree::CursorNode>(&mut app),
            words
        );
    }

    // A forced pass is announced as the banner says it.
    let start = position_with_a_forced_pass();
    let passer = start.side_to_move();
    let mut app = app_with(Mode::TwoPlayers, Some(Game::from_position(start)));
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::Passing)));
    assert_eq!(
        said(&app),
        format!("{passer} has no move – {} plays again", !passer)
    );

    // The end: the last move, then the result.
    let start = position_before_the_end();
    let mut app = app_with(Mode::TwoPlayers, Some(Game::from_position(start)));
    assert!(run_until(&mut app, 10, human_to_move));
    let serial = app
        .world()
        .resource::<reversi::announce::Announcement>()
        .serial;
    click(&mut app, start.legal_moves().iter().next().unwrap());
    assert!(run_until(&mut app, 300, |a| screen(a) == Screen::GameOver));
    app.update();
    let outcome = rules(&app).game.outcome().unwrap();
    let (high, low) = (
        outcome.black.max(outcome.white),
        outcome.black.min(outcome.white),
    );
    let result = match outcome.winner() {
        Some(winner) => format!("{winner} wins {high}–{low}"),
        None => format!("Draw {high}–{low}"),
    };
    assert_eq!(said(&app), format!("Game over: {result}."));
    let now = app
        .world()
        .resource::<reversi::announce::Announcement>()
        .serial;
    assert!(
        now >= serial + 2,
        "the last move and the result: {serial} → {now}"
    );
}

fn tour(app: &App) -> reversi::tour::Tour {
    app.world().resource::<reversi::tour::Tour>().clone()
}

fn tour_command(app: &mut App, command: reversi::tour::TourCommand) {
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
    use reversi::tour::{Phase, STEPS, TourCommand, lines_flipped};
    let mut app = app_with(Mode::TwoPlayers, None);
    play(&mut app, sq("d3"));
    let game = rules(&app).game.clone();

    tour_command(&mut app, TourCommand::Open);
    assert_eq!(screen(&app), Screen::Tour);
    assert_eq!(rules(&app).game.position(), &Position::start());
    let said = app.world().resource::<reversi::announce::Announcement>();
    assert!(
        said.text.starts_with("Two players, 64 discs"),
        "{}",
        said.text
    );

    // Outflanking: f5 is played for the player to watch, three discs flip;
    // then the player tries from the start.
    tour_command(&mut app, TourCommand::Next);
    assert!(run_until(&mut app, 2000, |app| rules(app)
        .game
        .moves()
        .len()
        == 1));
    assert_eq!(rules(&app).game.moves()[0].flips.len(), 3);
    until_trying(&mut app);
    assert_eq!(rules(&app).game.position(), &Position::start());
    click(&mut app, sq("a1"));
    app.update();
    assert!(
        rules(&app).game.moves().is_empty(),
        "an illegal try was played"
    );
    assert_eq!(tour(&app).note.unwrap().id, "banner-no-flips");
    assert!(tour(&app).trying());
    click(&mut app, sq("c4"));
    app.update();
    assert_eq!(rules(&app).game.moves().len(), 1);
    assert_eq!(tour(&app).phase, Phase::Done);
    let said = app.world().resource::<reversi::announce::Announcement>();
    assert!(said.text.contains("c4 outflanks one disc"), "{}", said.text);

    // Several lines: a move of one line is refused, one of two is played.
    tour_command(&mut app, TourCommand::Next);
    until_trying(&mut app);
    let position = *rules(&app).game.position();
    let by_lines = |wanted: fn(usize) -> bool| {
        position
            .legal_moves()
            .iter()
            .find(|&s| wanted(lines_flipped(&position, s)))
            .unwrap()
    };
    click(&mut app, by_lines(|n| n == 1));
    app.update();
    assert_eq!(tour(&app).note.unwrap().id, "tour-lines-fewer");
    assert!(rules(&app).game.moves().is_empty());
    click(&mut app, by_lines(|n| n >= 2));
    app.update();
    assert_eq!(tour(&app).phase, Phase::Done);
    assert_eq!(rules(&app).game.moves().len(), 1);

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
    assert!(rules(&app).game.moves().is_empty());
    assert_eq!(screen(&app), Screen::Tour, "Undo left the tour");

    // Leaving gives the game back as it was, where it was.
    tour_command(&mut app, TourCommand::Leave);
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(rules(&app).game, game);
    assert!(run_until(&mut app, 10, human_to_move));

    // From the title screen, Esc (the menu command) leads back there.
    command(&mut app, GameCommand::Menu);
    tour_command(&mut app, TourCommand::Open);
    assert_eq!(screen(&app), Screen::Tour);
    command(&mut app, GameCommand::Menu);
    assert_eq!(screen(&app), Screen::Title);
}

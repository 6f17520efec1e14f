//! What every headless test of the game shares: the app (`headless`), the
//! game's paths to drive it (commands, clicks on square entities, frames),
//! what a player would see (disc entities, supplies, the turn), and the
//! positions the tests start from.

pub use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
pub use std::sync::Arc;
pub use std::sync::atomic::{AtomicBool, Ordering};
pub use std::time::{Duration, Instant};

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::pointer::{Location, PointerButton, PointerId};
pub use bevy::prelude::*;
pub use bevy::state::app::StatesPlugin;
pub use bevy::time::TimeUpdateStrategy;
pub use reversi::ai::{AiEngine, AiTask};
pub use reversi::board::discs::{DISC_REST_Y, Disc, Flip, Settle, SupplyDisc, Travel, face_up};
pub use reversi::board::squares::{BoardSquare, square_to_world};
pub use reversi::play::banner::Banner;
pub use reversi::play::game::{GameCommand, GameRecord, MoveAttempt, MoveSource, ReplaceGame};
pub use reversi::screens::{Screen, Turn};
pub use reversi::settings::{AnimationSpeed, Mode, Settings};
pub use reversi_engine::{Color as Side, Game, Limits, Move, Position, Square};

pub const FRAME: Duration = Duration::from_millis(16);

/// The game's logic without a window: `MinimalPlugins`, states, frames of
/// a fixed 16 ms (time steps by frame, not by the wall clock), and
/// [`reversi::logic_plugin`]. Every headless test starts from it.
pub fn headless() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    app.add_plugins(reversi::logic_plugin);
    app
}

/// A headless game in `mode`, from `start` (else the start position),
/// started, with a seeded AI that answers at once.
pub fn app_with(mode: Mode, start: Option<Game>) -> App {
    let mut app = headless();
    app.insert_resource(AiEngine::seeded(1));
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.mode = mode;
        settings.min_think = Duration::ZERO;
    }
    app.update();
    match start {
        // New games start from it too, as from the command line's position.
        Some(start) => {
            app.world_mut().write_message(ReplaceGame {
                start: Some(start.clone()),
                ..ReplaceGame::play(start, mode)
            });
            app.update();
            app.update();
        }
        None => command(&mut app, GameCommand::Start),
    }
    app
}

/// Plays `game` on in the settings' mode, as a pasted game is.
pub fn replace_game(app: &mut App, game: Game) {
    let mode = app.world().resource::<Settings>().mode;
    app.world_mut().write_message(ReplaceGame::play(game, mode));
    app.update();
    app.update();
}

pub fn command(app: &mut App, command: GameCommand) {
    app.world_mut().write_message(command);
    app.update();
    app.update();
}

pub fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

pub fn turn(app: &App) -> Option<Turn> {
    app.world().get_resource::<State<Turn>>().map(|s| *s.get())
}

pub fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// Runs frames until `done` holds, at most `limit` frames. Frames while the
/// AI thinks don't count: they are paced like real ones, so that its thread
/// gets the time even when other tests load the machine (up to 30 s).
pub fn run_until(app: &mut App, limit: usize, done: impl Fn(&App) -> bool) -> bool {
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

/// Frames, paced for the background search, until `done`. The bound only
/// keeps a broken judgement from hanging the tests: no measure of speed.
pub fn wait(app: &mut App, done: impl Fn(&App) -> bool) -> bool {
    let started = Instant::now();
    while !done(app) && started.elapsed() < Duration::from_secs(120) {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    done(app)
}

pub fn click(app: &mut App, square: Square) {
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
pub fn disc_entities(app: &mut App) -> BTreeMap<Square, Side> {
    let world = app.world_mut();
    let mut discs = world.query::<&Disc>();
    discs.iter(world).map(|d| (d.square, d.color)).collect()
}

pub fn supply_entities(app: &mut App, owner: Side) -> usize {
    let world = app.world_mut();
    let mut supplies = world.query::<&SupplyDisc>();
    supplies.iter(world).filter(|s| s.owner == owner).count()
}

pub fn discs_of(position: &Position) -> BTreeMap<Square, Side> {
    Square::ALL
        .into_iter()
        .filter_map(|s| position.disc_at(s).map(|c| (s, c)))
        .collect()
}

pub fn record(app: &App) -> &GameRecord {
    app.world().resource::<GameRecord>()
}

/// Entities match the rules, on the board and in the supplies.
pub fn assert_view_matches_rules(app: &mut App) {
    let position = *record(app).game().position();
    assert_eq!(disc_entities(app), discs_of(&position));
    for side in [Side::Black, Side::White] {
        let expected = record(app).game().supply(side) as usize;
        assert_eq!(supply_entities(app, side), expected, "{side} supply");
    }
}

/// Every disc at rest on its square, its colour up, nothing still moving.
pub fn assert_discs_at_rest(app: &mut App) {
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

pub fn human_to_move(app: &App) -> bool {
    turn(app) == Some(Turn::Human)
}

/// Clicks `square` and waits until the move has been played and animated.
pub fn play(app: &mut App, square: Square) {
    let before = record(app).game().moves().len();
    click(app, square);
    assert!(
        run_until(app, 10, |a| record(a).game().moves().len() > before),
        "{square} was not played"
    );
    assert!(run_until(app, 10, |a| turn(a) == Some(Turn::Animating)));
    assert!(run_until(app, 300, |a| turn(a) != Some(Turn::Animating)
        && turn(a) != Some(Turn::Deciding)));
}

/// A legal move of the position on the board (the first in square order).
pub fn a_legal_square(app: &App) -> Square {
    record(app)
        .game()
        .position()
        .legal_moves()
        .iter()
        .next()
        .expect("a legal move")
}

/// A position from seeded random play where the side to move must pass.
pub fn position_with_a_forced_pass() -> Position {
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

/// A position one move from the end: playing it finishes the game.
pub fn position_before_the_end() -> Position {
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

/// A game where each side plays its first legal move (passing when it
/// must) until `done` says so.
pub fn first_moves_until(done: impl Fn(&Game) -> bool) -> Game {
    let mut game = Game::new();
    while !done(&game) {
        if !game.pass_if_forced() {
            let square = game.position().legal_moves().iter().next().unwrap();
            game.play(square).unwrap();
        }
    }
    game
}

/// A fresh folder in the system's temporary folder, removed again when the
/// test ends (even when it fails), so that runs leave nothing behind.
pub struct Folder(PathBuf);

impl std::ops::Deref for Folder {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub fn folder(name: &str) -> Folder {
    let folder = std::env::temp_dir().join(format!("reversi-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    Folder(folder)
}

/// Presses the button on screen whose words are `id` (the HUD's hidden
/// buttons share some words), then lets the interface settle.
pub fn press(app: &mut App, id: &str) {
    let world = app.world_mut();
    let mut buttons =
        world.query_filtered::<(Entity, &Children, &InheritedVisibility), With<Button>>();
    let button = buttons
        .iter(world)
        .find(|(_, children, seen)| {
            seen.get()
                && children.iter().any(|child| {
                    world
                        .get::<reversi::i18n::Tr>(child)
                        .is_some_and(|tr| tr.0.id == id)
                })
        })
        .map(|(button, ..)| button)
        .unwrap_or_else(|| panic!("no {id} button"));
    world.trigger(reversi::ui::widgets::Activate { entity: button });
    for _ in 0..6 {
        app.update();
    }
}

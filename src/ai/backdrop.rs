//! The title screen's living backdrop: behind the menu the AI plays itself,
//! unhurried, one game after another. Its moves are played on the game
//! record directly (no turn flow runs behind the menu) and animated like
//! any other.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::prelude::*;
use reversi_engine::{Game, LEVELS, Move, Searcher};

use crate::board::discs::{Flip, Travel};
use crate::play::game::{BoardReset, MovePlayed, Rules};
use crate::screens::{AppSystems, Screen};
use crate::settings::Mode;

/// Time between two of the backdrop's moves, and before a new game.
const PACE: Duration = Duration::from_millis(1600);
const BETWEEN_GAMES: Duration = Duration::from_secs(4);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), start_demo);
    app.add_systems(
        Update,
        play_demo
            .run_if(in_state(Screen::Title))
            .in_set(AppSystems::Rules),
    );
}

/// The backdrop's player: a weak, quick, varied level, and its clock.
#[derive(Resource)]
struct Demo {
    searcher: Searcher,
    next: Timer,
}

fn start_demo(
    mut rules: ResMut<Rules>,
    mut resets: MessageWriter<BoardReset>,
    mut commands: Commands,
) {
    new_game(&mut rules, &mut resets);
    commands.insert_resource(Demo {
        // Seeded from the clock's generation count: a different game each time.
        searcher: Searcher::new(1, rules.generation.wrapping_mul(0x9e37_79b9)),
        next: Timer::new(PACE, TimerMode::Once),
    });
}

fn new_game(rules: &mut Rules, resets: &mut MessageWriter<BoardReset>) {
    rules.game = Game::new();
    rules.mode = Mode::AiVsAi;
    rules.generation += 1;
    resets.write(BoardReset);
}

fn play_demo(
    time: Res<Time>,
    demo: Option<ResMut<Demo>>,
    mut rules: ResMut<Rules>,
    moving: Query<(), Or<(With<Travel>, With<Flip>)>>,
    mut played: MessageWriter<MovePlayed>,
    mut resets: MessageWriter<BoardReset>,
) {
    let Some(mut demo) = demo else {
        return;
    };
    if !moving.is_empty() || !demo.next.tick(time.delta()).is_finished() {
        return;
    }
    let position = *rules.game.position();
    if position.is_game_over() {
        new_game(&mut rules, &mut resets);
        demo.next = Timer::new(PACE, TimerMode::Once);
        return;
    }
    let mv = if position.must_pass() {
        Move::Pass
    } else {
        let never = AtomicBool::new(false);
        demo.searcher
            .search(&position, &LEVELS[1].limits(), &never)
            .best_move
    };
    if let Ok(record) = rules.game.play(mv) {
        played.write(MovePlayed(record));
    }
    let pause = if rules.game.position().is_game_over() {
        BETWEEN_GAMES
    } else {
        PACE
    };
    demo.next = Timer::new(pause, TimerMode::Once);
}

//! The title screen's living backdrop: behind the menu the AI plays itself,
//! unhurried, one game after another. Its moves are move attempts of their
//! own source, checked and animated like any other (no turn flow runs
//! behind the menu).

use std::time::Duration;

use bevy::prelude::*;
use reversi_engine::{Game, UNITS_PER_DISC, glance};

use crate::board::discs::{Flip, Travel};
use crate::play::game::{GameRecord, MoveAttempt, MoveSource, ReplaceGame, Terms};
use crate::screens::{AppSystems, Screen};
use crate::settings::Mode;

/// Time between two of the backdrop's moves, and before a new game.
const PACE: Duration = Duration::from_millis(1600);
const BETWEEN_GAMES: Duration = Duration::from_secs(4);
/// The backdrop plays at a glance (no search: the web page's module holds
/// none), any move within this many units of the best it sees.
const SPREAD: i32 = 2 * UNITS_PER_DISC;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), start_demo);
    app.add_systems(
        Update,
        play_demo
            .run_if(in_state(Screen::Title))
            .in_set(AppSystems::Rules),
    );
}

/// The backdrop's player: a weak, quick, varied one, and its clock.
#[derive(Resource)]
struct Demo {
    /// Varies the games: a different one each time the menu opens.
    seed: u64,
    next: Timer,
}

fn start_demo(
    record: Res<GameRecord>,
    mut replace: MessageWriter<ReplaceGame>,
    mut commands: Commands,
) {
    replace.write(new_game());
    commands.insert_resource(Demo {
        // Seeded from the record's generation count: a different game each time.
        seed: record.generation().wrapping_mul(0x9e37_79b9),
        next: Timer::new(PACE, TimerMode::Once),
    });
}

/// A new game behind the menu (the start a new game of the player's starts
/// from is kept).
fn new_game() -> ReplaceGame {
    ReplaceGame {
        game: Game::new(),
        start: None,
        mode: Mode::AiVsAi,
        reviewing: false,
        screen: None,
        terms: Terms::Free,
        clocks: None,
    }
}

fn play_demo(
    time: Res<Time>,
    demo: Option<ResMut<Demo>>,
    record: Res<GameRecord>,
    moving: Query<(), Or<(With<Travel>, With<Flip>)>>,
    mut attempts: MessageWriter<MoveAttempt>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    let Some(mut demo) = demo else {
        return;
    };
    if !moving.is_empty() || !demo.next.tick(time.delta()).is_finished() {
        return;
    }
    let position = *record.game().position();
    if position.is_game_over() {
        replace.write(new_game());
        demo.next = Timer::new(PACE, TimerMode::Once);
        return;
    }
    let ply = record.game().moves().len() as u64;
    let mv = glance(&position, SPREAD, demo.seed ^ ply.wrapping_mul(0x2545_f491));
    attempts.write(MoveAttempt {
        mv,
        source: MoveSource::Backdrop {
            generation: record.generation(),
        },
    });
    let mut after = position;
    let last = after.play(mv).is_ok() && after.is_game_over();
    demo.next = Timer::new(if last { BETWEEN_GAMES } else { PACE }, TimerMode::Once);
}

//! The AI's turns: the engine's search runs in an async task so that frames
//! never wait for it. Each task carries the rules generation it was started
//! for; leaving the AI's turn (new game, undo, quit) raises its stop flag, and
//! a late result for an older generation is never applied.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use reversi_engine::{Limits, Position, SearchResult, Searcher};

use crate::rules::{MoveAttempt, MoveSource, Rules, Settings};
use crate::{AppSystems, Turn};

/// Transposition tables of the AI, in MiB.
const AI_TABLE_MEGABYTES: usize = 64;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AiEngine>();
    app.add_systems(OnEnter(Turn::AiThinking), start_thinking);
    app.add_systems(OnExit(Turn::AiThinking), stop_thinking);
    app.add_systems(
        Update,
        poll_thinking
            .run_if(in_state(Turn::AiThinking))
            .in_set(AppSystems::Input),
    );
}

/// The engine shared with search tasks; its tables persist between moves.
#[derive(Resource, Clone)]
pub struct AiEngine {
    searcher: Arc<Mutex<Searcher>>,
    /// Overrides the level's limits (tests, `--ai-depth`).
    pub limits: Option<Limits>,
}

impl Default for AiEngine {
    fn default() -> AiEngine {
        // A different game each time: seed from the clock.
        let seed = web_seed();
        AiEngine {
            searcher: Arc::new(Mutex::new(Searcher::new(AI_TABLE_MEGABYTES, seed))),
            limits: None,
        }
    }
}

fn web_seed() -> u64 {
    // std's `SystemTime::now` panics on the web; web-time's works everywhere.
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

impl AiEngine {
    /// An engine whose random choices follow `seed`.
    pub fn seeded(seed: u64) -> AiEngine {
        AiEngine {
            searcher: Arc::new(Mutex::new(Searcher::new(AI_TABLE_MEGABYTES, seed))),
            limits: None,
        }
    }
}

/// The search in progress.
#[derive(Resource)]
pub struct AiTask {
    task: Task<SearchResult>,
    stop: Arc<AtomicBool>,
    generation: u64,
    started: Instant,
    /// The answer, held back until the minimum thinking time has passed.
    result: Option<SearchResult>,
}

impl AiTask {
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }
}

fn start_thinking(
    mut commands: Commands,
    rules: Res<Rules>,
    settings: Res<Settings>,
    engine: Res<AiEngine>,
) {
    let position: Position = *rules.game.position();
    let limits = engine
        .limits
        .clone()
        .unwrap_or_else(|| settings.level().limits());
    let stop = Arc::new(AtomicBool::new(false));
    let task_stop = Arc::clone(&stop);
    let searcher = Arc::clone(&engine.searcher);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        // A stopped earlier search may still hold the engine for a moment.
        let mut searcher = searcher
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        searcher.search(&position, &limits, &task_stop)
    });
    commands.insert_resource(AiTask {
        task,
        stop,
        generation: rules.generation,
        started: Instant::now(),
        result: None,
    });
}

fn poll_thinking(
    task: Option<ResMut<AiTask>>,
    settings: Res<Settings>,
    mut attempts: MessageWriter<MoveAttempt>,
) {
    let Some(mut task) = task else {
        return;
    };
    if task.result.is_none()
        && let Some(result) = check_ready(&mut task.task)
    {
        task.result = Some(result);
    }
    let waited = task.started.elapsed() >= settings.min_think;
    if let (Some(result), true) = (&task.result, waited) {
        attempts.write(MoveAttempt {
            mv: result.best_move,
            source: MoveSource::Ai {
                generation: task.generation,
            },
        });
    }
}

/// Leaving the AI's turn for any reason ends its search.
fn stop_thinking(task: Option<Res<AiTask>>, mut commands: Commands) {
    if let Some(task) = task {
        task.stop.store(true, Ordering::Relaxed);
        commands.remove_resource::<AiTask>();
    }
}

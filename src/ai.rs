//! The AI's turns: the engine's search runs in an async task so that frames
//! never wait for it. Each task carries the rules generation it was started
//! for; leaving the AI's turn (new game, undo, quit) raises its stop flag, and
//! a late result for an older generation is never applied.
//!
//! In the browser the task pools run on the page's only thread, so there the
//! search runs in a Web Worker instead (see `web.rs`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use reversi_engine::{Evaluator, Limits, Move, Position, SearchResult, Searcher};

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
        AiEngine::seeded(web_seed())
    }
}

/// The trained evaluation from `assets/eval/weights.bin`, or the hand-written
/// one with a warning when the file is missing or damaged (the game still
/// plays, a little weaker).
fn evaluator() -> Evaluator {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let path = bevy::asset::io::file::FileAssetReader::get_base_path()
            .join("assets")
            .join(WEIGHTS_FILE);
        let (evaluator, error) = Evaluator::load(&path);
        if let Some(error) = error {
            warn!("{error}; the AI uses its hand-written evaluation");
        }
        evaluator
    }
    // In the browser the AI's worker loads the weights itself; this engine
    // only serves as the fallback when the worker cannot run.
    #[cfg(target_arch = "wasm32")]
    Evaluator::Hand
}

/// The AI's weights, under the assets folder.
pub const WEIGHTS_FILE: &str = "eval/weights.bin";

fn web_seed() -> u64 {
    // std's `SystemTime::now` panics on the web; web-time's works everywhere.
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

impl AiEngine {
    /// An engine whose random choices follow `seed`.
    pub fn seeded(seed: u64) -> AiEngine {
        let searcher = Searcher::new(AI_TABLE_MEGABYTES, seed).with_evaluator(evaluator());
        AiEngine {
            searcher: Arc::new(Mutex::new(searcher)),
            limits: None,
        }
    }
}

/// The search in progress.
#[derive(Resource)]
pub struct AiTask {
    search: Search,
    /// The position searched (the web's fallback search reads it).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    position: Position,
    stop: Arc<AtomicBool>,
    generation: u64,
    started: Instant,
    /// The answer, held back until the minimum thinking time has passed.
    result: Option<Move>,
}

/// Where the search runs.
enum Search {
    Task(Task<SearchResult>),
    /// The browser's AI worker, by request number.
    #[cfg(target_arch = "wasm32")]
    Worker(u64),
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
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(target_arch = "wasm32")]
    let search = if engine.limits.is_none() {
        match crate::web::ask_worker(&position, settings.level) {
            Ok(id) => Search::Worker(id),
            Err(message) => {
                error!("{message}; the AI plays at level 1 on the page's thread");
                spawn_search(&engine, position, reversi_engine::LEVELS[0].limits(), &stop)
            }
        }
    } else {
        spawn_search(&engine, position, engine.limits.clone().unwrap(), &stop)
    };
    #[cfg(not(target_arch = "wasm32"))]
    let search = {
        let limits = engine
            .limits
            .clone()
            .unwrap_or_else(|| settings.level().limits());
        spawn_search(&engine, position, limits, &stop)
    };
    commands.insert_resource(AiTask {
        search,
        position,
        stop,
        generation: rules.generation,
        started: Instant::now(),
        result: None,
    });
}

fn spawn_search(
    engine: &AiEngine,
    position: Position,
    limits: Limits,
    stop: &Arc<AtomicBool>,
) -> Search {
    let stop = Arc::clone(stop);
    let searcher = Arc::clone(&engine.searcher);
    Search::Task(AsyncComputeTaskPool::get().spawn(async move {
        // A stopped earlier search may still hold the engine for a moment.
        let mut searcher = searcher
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        searcher.search(&position, &limits, &stop)
    }))
}

fn poll_thinking(
    task: Option<ResMut<AiTask>>,
    settings: Res<Settings>,
    mut attempts: MessageWriter<MoveAttempt>,
) {
    let Some(mut task) = task else {
        return;
    };

    if task.result.is_none() {
        task.result = match &mut task.search {
            Search::Task(search) => check_ready(search).map(|result| result.best_move),
            #[cfg(target_arch = "wasm32")]
            Search::Worker(id) => match crate::web::worker_answer(*id) {
                None => None,
                Some(Ok(mv)) => Some(mv),
                Some(Err(message)) => {
                    // Play on rather than hang: a quick search here.
                    error!("{message}; the AI plays at level 1 on the page's thread");
                    let limits = reversi_engine::LEVELS[0].limits();
                    let never = AtomicBool::new(false);
                    Some(reversi_engine::search(&task.position, &limits, &never).best_move)
                }
            },
        };
    }
    let waited = task.started.elapsed() >= settings.min_think;
    if let (Some(result), true) = (&task.result, waited) {
        attempts.write(MoveAttempt {
            mv: *result,
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
        #[cfg(target_arch = "wasm32")]
        if let (Search::Worker(_), None) = (&task.search, &task.result) {
            crate::web::forget_worker();
        }
        commands.remove_resource::<AiTask>();
    }
}

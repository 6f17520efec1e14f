//! The evaluation on the board (a setting; the V key): while a player is to
//! move, the engine scores every legal square in the background, deeper and
//! deeper, as the final disc difference for the mover (exact, or win, loss
//! or draw, once solved). A frame never waits for it: it runs as a task and
//! leaves each depth's scores in a shared slot; a new position stops it at
//! once (its stop flag) and starts another.
//!
//! On the web there is no thread for it (the AI has its own worker); the
//! evaluation is a desktop feature for now.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::Task;
use reversi_engine::{MoveScore, Position, ScoreKind};

use crate::rules::Rules;
use crate::settings::Settings;
use crate::{AppSystems, Screen, Turn};

/// The deepest iteration (the exact solve takes over near the end).
#[cfg(not(target_arch = "wasm32"))]
const MAX_DEPTH: u32 = 14;
/// Solved exactly from this many empty squares.
#[cfg(not(target_arch = "wasm32"))]
const EXACT_EMPTIES: u32 = 16;
/// The search's table, in megabytes.
#[cfg(not(target_arch = "wasm32"))]
const TABLE_MEGABYTES: usize = 16;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Evaluation>();
    app.add_systems(
        Update,
        (follow_position, collect_scores)
            .chain()
            .after(AppSystems::Rules)
            .before(AppSystems::View),
    );
}

/// The scores of the position shown, as deep as they have got.
#[derive(Resource, Default)]
pub struct Evaluation {
    /// The position scored.
    pub position: Option<Position>,
    /// The depth of `scores` (0: none yet).
    pub depth: u32,
    /// Best first.
    pub scores: Vec<MoveScore>,
    running: Option<Running>,
}

impl Evaluation {
    /// Whether the scores are final: every one solved.
    pub fn solved(&self) -> bool {
        !self.scores.is_empty() && self.scores.iter().all(|m| m.kind != ScoreKind::Estimate)
    }

    fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// A search in progress and where it leaves its results.
struct Running {
    stop: Arc<AtomicBool>,
    latest: Latest,
    _task: Option<Task<()>>,
}

/// The slot a search leaves each depth's scores in.
type Latest = Arc<Mutex<Option<(u32, Vec<MoveScore>)>>>;

/// The search, on a thread of the compute pool, deeper until solved.
#[cfg(not(target_arch = "wasm32"))]
fn spawn_search(position: Position, stop: Arc<AtomicBool>, latest: Latest) -> Option<Task<()>> {
    use bevy::tasks::AsyncComputeTaskPool;
    use reversi_engine::{Evaluator, Searcher, score_moves};
    Some(AsyncComputeTaskPool::get().spawn(async move {
        let mut searcher =
            Searcher::new(TABLE_MEGABYTES, 1).with_evaluator(Evaluator::trained_or_hand().0);
        for depth in 1..=MAX_DEPTH {
            let Some(scores) = score_moves(&mut searcher, &position, depth, EXACT_EMPTIES, &stop)
            else {
                return;
            };
            let solved = scores.iter().all(|m| m.kind != ScoreKind::Estimate);
            if let Ok(mut slot) = latest.lock() {
                *slot = Some((depth, scores));
            }
            if solved {
                return;
            }
        }
    }))
}

/// Not on the web (see the module's note).
#[cfg(target_arch = "wasm32")]
fn spawn_search(_: Position, _: Arc<AtomicBool>, _: Latest) -> Option<Task<()>> {
    None
}

/// Starts scoring a new position, stops when there is nothing to score.
fn follow_position(
    settings: Res<Settings>,
    rules: Res<Rules>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    mut evaluation: ResMut<Evaluation>,
) {
    let wanted = settings.evaluation
        && cfg!(not(target_arch = "wasm32"))
        && *screen.get() == Screen::Playing
        && turn.is_some_and(|t| matches!(t.get(), Turn::Human | Turn::Reviewing))
        && !rules.game.position().legal_moves().is_empty();
    let position = *rules.game.position();
    if !wanted {
        if evaluation.position.is_some() {
            evaluation.stop();
            *evaluation = Evaluation::default();
        }
        return;
    }
    if evaluation.position == Some(position) {
        return;
    }
    evaluation.stop();
    let stop = Arc::new(AtomicBool::new(false));
    let latest = Arc::new(Mutex::new(None));
    let task = spawn_search(position, stop.clone(), latest.clone());
    *evaluation = Evaluation {
        position: Some(position),
        depth: 0,
        scores: Vec::new(),
        running: Some(Running {
            stop,
            latest,
            _task: task,
        }),
    };
}

/// Takes the deepest scores the search has left.
fn collect_scores(mut evaluation: ResMut<Evaluation>) {
    let Some(found) = evaluation
        .running
        .as_ref()
        .and_then(|running| running.latest.lock().ok()?.take())
    else {
        return;
    };
    (evaluation.depth, evaluation.scores) = found;
}

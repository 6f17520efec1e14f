//! The evaluation on the board (a setting; the V key): while a player is to
//! move, the engine scores every legal square in the background, deeper and
//! deeper, as the final disc difference for the mover (exact, or win, loss
//! or draw, once solved). A frame never waits for it: it runs as background
//! jobs (a task on the desktop, an engine worker on the web), one depth at a
//! time; a new position stops them at once and starts others.

use bevy::prelude::*;
use reversi_engine::{MoveScore, Position, ScoreKind};
use reversi_protocol::{Job, Reply};

use crate::jobs::Jobs;
use crate::play::game::GameRecord;
use crate::screens::{AppSystems, Screen, Turn};
use crate::settings::Settings;

/// The deepest iteration (the exact solve takes over near the end).
const MAX_DEPTH: u32 = 14;
/// Solved exactly from this many empty squares.
const EXACT_EMPTIES: u32 = 16;

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
    running: Option<Jobs>,
}

impl Evaluation {
    /// Whether the scores are final: every one solved.
    pub fn solved(&self) -> bool {
        solved(&self.scores)
    }
}

fn solved(scores: &[MoveScore]) -> bool {
    !scores.is_empty() && scores.iter().all(|m| m.kind != ScoreKind::Estimate)
}

/// One depth deeper, until solved or at the deepest.
fn deeper(job: &Job, reply: &Reply) -> Option<Job> {
    let (
        Job::Evaluate {
            depth, position, ..
        },
        Reply::Scores(scores),
    ) = (job, reply)
    else {
        return None;
    };
    (*depth < MAX_DEPTH && !scores.is_empty() && !solved(scores)).then(|| Job::Evaluate {
        depth: depth + 1,
        exact_empties: EXACT_EMPTIES,
        position: *position,
    })
}

/// Starts scoring a new position, stops when there is nothing to score.
fn follow_position(
    settings: Res<Settings>,
    record: Res<GameRecord>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    mut evaluation: ResMut<Evaluation>,
) {
    let wanted = settings.evaluation
        && record.allows_help()
        && *screen.get() == Screen::Playing
        && turn.is_some_and(|t| matches!(t.get(), Turn::Human | Turn::Reviewing))
        && !record.game().position().legal_moves().is_empty();
    let position = *record.game().position();
    if !wanted {
        if evaluation.position.is_some() {
            *evaluation = Evaluation::default();
        }
        return;
    }
    if evaluation.position == Some(position) {
        return;
    }
    // Replacing the old evaluation drops its jobs, which stops them.
    let first = Job::Evaluate {
        depth: 1,
        exact_empties: EXACT_EMPTIES,
        position,
    };
    *evaluation = Evaluation {
        position: Some(position),
        depth: 0,
        scores: Vec::new(),
        running: Some(Jobs::start(first, deeper)),
    };
}

/// Takes the deepest scores the jobs have found.
fn collect_scores(mut evaluation: ResMut<Evaluation>) {
    // Taking marks nothing changed: only new scores do (the board's labels
    // are rebuilt on a change).
    let running = &mut evaluation.bypass_change_detection().running;
    let Some(found) = running.as_mut().map(Jobs::take) else {
        return;
    };
    for (job, reply) in found {
        match (job, reply) {
            (Job::Evaluate { depth, .. }, Reply::Scores(scores)) => {
                (evaluation.depth, evaluation.scores) = (depth, scores);
            }
            (_, Reply::Error(message)) => warn!("the evaluation failed: {message}"),
            (job, reply) => warn!("the evaluation got {reply:?} for {job:?}"),
        }
    }
}

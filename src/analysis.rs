//! Analysing a game: every move judged against the best one by the engine
//! (`review_game`), in a background task with its progress, for the
//! analysis screen's score graph and each side's worst mistakes. Started by
//! the HUD's Analyse button; a change of game stops it. Desktop only for now:
//! on the web the search belongs in the AI's worker (linked into the page
//! it cost the page's module 1.1 MB, the trained weights and the search).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::Task;
use reversi_engine::{Color, Game, MoveReview};

use crate::rules::Rules;

/// How deep the midgame positions are searched, and from how many empty
/// squares they are solved exactly: a minute at most on a slow machine.
#[cfg(not(target_arch = "wasm32"))]
const DEPTH: u32 = 8;
#[cfg(not(target_arch = "wasm32"))]
const EXACT_EMPTIES: u32 = 14;

/// Whether the analysis screen is open.
#[derive(Resource, Default, Clone, Copy, PartialEq, Eq)]
pub struct AnalysisPanel(pub bool);

/// Asks for the game's analysis (and the analysis screen).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalyseGame;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<AnalyseGame>();
    app.init_resource::<Analysis>();
    app.init_resource::<AnalysisPanel>();
    app.add_systems(Update, (start_analysis, collect_reviews).chain());
}

/// The analysis of one game: its moves judged so far.
#[derive(Resource, Default)]
pub struct Analysis {
    /// The game analysed (all its moves, also those after a reviewed
    /// position).
    pub game: Option<Game>,
    /// One per move, in order, as far as the analysis has got.
    pub reviews: Vec<MoveReview>,
    running: Option<Running>,
}

struct Running {
    stop: Arc<AtomicBool>,
    found: Arc<Mutex<Vec<MoveReview>>>,
    _task: Option<Task<()>>,
}

#[cfg(not(target_arch = "wasm32"))]
fn limits() -> reversi_engine::ReviewLimits {
    use reversi_engine::{Limits, ReviewLimits};
    ReviewLimits {
        midgame: Limits {
            exact_empties: EXACT_EMPTIES,
            wld_empties: EXACT_EMPTIES,
            ..Limits::depth(DEPTH)
        },
        exact_empties: EXACT_EMPTIES,
    }
}

impl Analysis {
    /// Moves judged, of all.
    pub fn progress(&self) -> (usize, usize) {
        let total = self.game.as_ref().map_or(0, |g| g.moves().len());
        (self.reviews.len(), total)
    }

    pub fn done(&self) -> bool {
        let (done, total) = self.progress();
        self.game.is_some() && done == total
    }

    /// What `color` gave away in all, in discs.
    pub fn loss(&self, color: Color) -> i32 {
        self.reviews
            .iter()
            .filter(|r| r.color == color)
            .map(MoveReview::loss)
            .sum()
    }

    /// `color`'s worst moves, worst first (at most `count`, none lossless).
    pub fn mistakes(&self, color: Color, count: usize) -> Vec<&MoveReview> {
        let mut mistakes: Vec<&MoveReview> = self
            .reviews
            .iter()
            .filter(|r| r.color == color && r.loss() > 0)
            .collect();
        mistakes.sort_by_key(|r| (-r.loss(), r.ply));
        mistakes.truncate(count);
        mistakes
    }

    fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
        }
    }
}

/// The whole record: the moves played and those after a reviewed position.
fn whole(game: &Game) -> Game {
    let mut whole = game.clone();
    while whole.redo().is_some() {}
    whole
}

fn start_analysis(
    mut asked: MessageReader<AnalyseGame>,
    rules: Res<Rules>,
    mut analysis: ResMut<Analysis>,
    mut panel: ResMut<AnalysisPanel>,
) {
    if !rules.is_changed() && asked.is_empty() {
        return;
    }
    let game = whole(&rules.game);
    // Another game (not the same one seen at another move): the old
    // analysis no longer applies.
    if analysis
        .game
        .as_ref()
        .is_some_and(|g| g.moves() != game.moves())
    {
        analysis.stop();
        *analysis = Analysis::default();
    }
    if asked.read().count() == 0 {
        return;
    }
    panel.0 = true;
    if analysis.game.is_some() {
        return;
    }
    let stop = Arc::new(AtomicBool::new(false));
    let found = Arc::new(Mutex::new(Vec::new()));
    let task = spawn_review(game.clone(), stop.clone(), found.clone());
    *analysis = Analysis {
        game: Some(game),
        reviews: Vec::new(),
        running: Some(Running {
            stop,
            found,
            _task: task,
        }),
    };
}

fn collect_reviews(mut analysis: ResMut<Analysis>) {
    let new: Vec<MoveReview> = match analysis.running.as_ref() {
        Some(running) => match running.found.lock() {
            Ok(mut found) => std::mem::take(&mut *found),
            Err(_) => return,
        },
        None => return,
    };
    if !new.is_empty() {
        analysis.reviews.extend(new);
    }
}

/// The search, on a thread of the compute pool.
#[cfg(not(target_arch = "wasm32"))]
fn spawn_review(
    game: Game,
    stop: Arc<AtomicBool>,
    found: Arc<Mutex<Vec<MoveReview>>>,
) -> Option<Task<()>> {
    use bevy::tasks::AsyncComputeTaskPool;
    use reversi_engine::{Evaluator, Searcher, review_game};
    Some(AsyncComputeTaskPool::get().spawn(async move {
        let mut searcher = Searcher::new(16, 1).with_evaluator(Evaluator::trained_or_hand().0);
        review_game(&mut searcher, &game, &limits(), &stop, |review| {
            if let Ok(mut found) = found.lock() {
                found.push(review.clone());
            }
        });
    }))
}

/// Not on the web (see the module's note): nothing is judged.
#[cfg(target_arch = "wasm32")]
fn spawn_review(_: Game, _: Arc<AtomicBool>, _: Arc<Mutex<Vec<MoveReview>>>) -> Option<Task<()>> {
    None
}

//! Analysing a game: every move judged against the best one by the engine,
//! in background jobs (one move each, a task on the desktop, an engine
//! worker on the web) with their progress, for the analysis screen's score
//! graph and each side's worst mistakes. Started by the HUD's Analyse
//! button; a change of game stops it.

use bevy::prelude::*;
use reversi_engine::{Color, Game, MoveReview, accuracy};
use reversi_protocol::{Job, Reply};

use crate::jobs::Jobs;
use crate::play::game::GameRecord;
use crate::screens::Panel;
use crate::ui::widgets::sends_on_press;

/// How deep the midgame positions are searched, and from how many empty
/// squares they are solved exactly: a minute at most on a slow machine.
pub const DEPTH: u32 = 8;
pub const EXACT_EMPTIES: u32 = 14;

/// Asks for the game's analysis (and the analysis screen).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalyseGame;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<AnalyseGame>();
    sends_on_press::<AnalyseGame>(app);
    app.init_resource::<Analysis>();
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
    /// Why the analysis stopped before the end (the web's engine worker
    /// failed); Analyse starts it again.
    pub failed: Option<String>,
    running: Option<Jobs>,
}

/// Move `ply` of `game` judged.
fn judge(game: Game, ply: usize) -> Job {
    Job::Review {
        ply,
        depth: DEPTH,
        exact_empties: EXACT_EMPTIES,
        game,
    }
}

/// The move after, until the last.
fn next_move(job: &Job, _: &Reply) -> Option<Job> {
    let Job::Review { ply, game, .. } = job else {
        return None;
    };
    (*ply < game.moves().len()).then(|| judge(game.clone(), ply + 1))
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

    /// `color`'s accuracy over the moves judged so far (see the engine's
    /// `grade.rs`), `None` before any move of theirs with a choice.
    pub fn accuracy(&self, color: Color) -> Option<f64> {
        accuracy(self.game.as_ref()?, &self.reviews, color)
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
}

fn start_analysis(
    mut asked: MessageReader<AnalyseGame>,
    record: Res<GameRecord>,
    mut analysis: ResMut<Analysis>,
    mut panel: ResMut<NextState<Panel>>,
) {
    if !record.is_changed() && asked.is_empty() {
        return;
    }
    let game = record.game().whole_record();
    // Another game (not the same one seen at another move): the old
    // analysis no longer applies.
    if analysis
        .game
        .as_ref()
        .is_some_and(|g| g.moves() != game.moves())
    {
        *analysis = Analysis::default();
    }
    // Not while a rated online game is played: the HUD hides the button.
    if asked.read().count() == 0 || !record.allows_help() {
        return;
    }
    panel.set(Panel::Analysis);
    if analysis.game.is_some() && analysis.failed.is_none() {
        return;
    }
    // A game without moves has nothing to judge: its analysis is done.
    let running =
        (!game.moves().is_empty()).then(|| Jobs::start(judge(game.clone(), 1), next_move));
    *analysis = Analysis {
        game: Some(game),
        reviews: Vec::new(),
        failed: None,
        running,
    };
}

fn collect_reviews(mut analysis: ResMut<Analysis>) {
    // Taking marks nothing changed: only new reviews do.
    let running = &mut analysis.bypass_change_detection().running;
    let Some(found) = running.as_mut().map(Jobs::take) else {
        return;
    };
    for (_, reply) in found {
        let error = match reply {
            Reply::Review(review) => {
                analysis.reviews.push(review);
                continue;
            }
            Reply::Error(message) => message,
            reply => format!("the engine answered {reply:?}"),
        };
        warn!("the analysis stopped: {error}");
        analysis.failed = Some(error);
        analysis.running = None;
        return;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::Steps;

    /// Replies with an error, as a failed worker does.
    struct Failing;

    impl Steps for Failing {
        fn take(&mut self) -> Vec<(Job, Reply)> {
            let job = judge(Game::new(), 1);
            vec![(job, Reply::Error("the engine's worker failed".into()))]
        }
    }

    /// A failed job stops the analysis and says why, for the screen.
    #[test]
    fn a_failed_job_stops_the_analysis_with_its_reason() {
        let mut app = App::new();
        app.add_systems(Update, collect_reviews);
        let game = Game::from_transcript("f5d6").unwrap();
        app.insert_resource(Analysis {
            game: Some(game),
            reviews: Vec::new(),
            failed: None,
            running: Some(Jobs::with_steps(Failing)),
        });
        app.update();
        let analysis = app.world().resource::<Analysis>();
        assert_eq!(
            analysis.failed.as_deref(),
            Some("the engine's worker failed")
        );
        assert!(analysis.running.is_none());
        assert!(!analysis.done());
    }
}

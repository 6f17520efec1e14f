//! The teaching game: against the AI, each move of the player's is judged
//! before the AI answers (the analysis' search, in the background); one
//! that loses more than the game's margin pauses the game, the better move
//! shown as a ghost disc with the reasons in words, until the player takes
//! it back (a second chance, counted) or keeps it. The door
//! (`play/game.rs`) holds the turn in [`Turn::Checking`]; this file judges
//! and answers with [`GameCommand::KeepMove`] or the player's choice.

use bevy::prelude::*;
use reversi_engine::{Move, MoveReview, Reason};
use reversi_protocol::{Job, Reply};

use crate::access::announce::Said;
use crate::i18n::{Locale, Msg};
use crate::jobs::Jobs;
use crate::play::game::{GameCommand, GameRecord, GameSystems};
use crate::screens::{AppSystems, Turn};
use crate::study::analysis::{DEPTH, EXACT_EMPTIES};
use crate::study::coach::{CoachMarks, review_reasons, review_words};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TeachingCheck>();
    app.add_systems(OnEnter(Turn::Checking), start_check);
    app.add_systems(OnExit(Turn::Checking), end_check);
    app.add_systems(
        Update,
        collect_check
            .run_if(in_state(Turn::Checking))
            .in_set(AppSystems::Rules)
            .before(GameSystems),
    );
}

/// The judgement of the player's last move, while the game waits for it.
#[derive(Resource, Default)]
pub struct TeachingCheck {
    /// The move lost more than the margin: the game waits for the player.
    pub paused: Option<Pause>,
    running: Option<Jobs>,
}

/// A costly move, judged: what it lost, the better move, why.
#[derive(Clone, Debug, PartialEq)]
pub struct Pause {
    pub review: MoveReview,
    pub reasons: Vec<Reason>,
}

impl Pause {
    /// What the pause says: the loss and the better move, then the reasons.
    pub fn words(&self, locale: &Locale) -> String {
        let name = |mv: Move| match mv {
            Move::Place(square) => square.to_string(),
            Move::Pass => locale.say("move-pass"),
        };
        let head = Msg::new("teaching-pause")
            .with("move", name(self.review.played))
            .with("loss", self.review.loss())
            .with("best", name(self.review.best));
        let reasons: Vec<String> = review_words(&self.review, &self.reasons)
            .into_iter()
            .map(|msg| locale.say(msg))
            .collect();
        format!("{} {}", locale.say(head), reasons.join(" "))
    }
}

fn start_check(record: Res<GameRecord>, mut check: ResMut<TeachingCheck>) {
    if record.teaching().is_none() {
        return;
    }
    let ply = record.game().moves().len();
    let job = Job::Review {
        ply,
        depth: DEPTH,
        exact_empties: EXACT_EMPTIES,
        game: record.game().clone(),
    };
    *check = TeachingCheck {
        paused: None,
        running: Some(Jobs::start(job, |_, _| None)),
    };
}

fn end_check(mut check: ResMut<TeachingCheck>, mut marks: ResMut<CoachMarks>) {
    *check = TeachingCheck::default();
    if marks.position.is_some() {
        *marks = CoachMarks::default();
    }
}

/// The judgement, when it comes: on with the game, or a pause.
fn collect_check(
    record: Res<GameRecord>,
    mut check: ResMut<TeachingCheck>,
    mut marks: ResMut<CoachMarks>,
    mut commands: MessageWriter<GameCommand>,
    locale: Res<Locale>,
    mut said: ResMut<Said>,
) {
    // Waiting is no change to show: only the judgement is.
    let Some(running) = check.bypass_change_detection().running.as_mut() else {
        return;
    };
    let Some((_, reply)) = running.take().pop() else {
        return;
    };
    check.running = None;
    let margin = record.teaching().map_or(i32::MAX, |t| t.margin as i32);
    let review = match reply {
        Reply::Review(review) if review.loss() > margin => review,
        Reply::Review(_) => {
            commands.write(GameCommand::KeepMove);
            return;
        }
        // The game goes on rather than wait for a judgement that failed.
        reply => {
            warn!("the teaching game could not judge the move: {reply:?}");
            commands.write(GameCommand::KeepMove);
            return;
        }
    };
    let reasons = review_reasons(record.game(), &review);
    let better = match review.best {
        Move::Place(square) => Some((square, review.color)),
        Move::Pass => None,
    };
    // Shown on the board as it is, the move on it: the better square is
    // still empty.
    *marks = CoachMarks::show(*record.game().position(), &reasons, better);
    let pause = Pause { review, reasons };
    said.say(pause.words(&locale));
    check.paused = Some(pause);
}

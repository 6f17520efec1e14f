//! An exercise on the board: a puzzle (of the day, or the next of a
//! difficulty) or a card of the practice deck. The position is played as
//! an exercise (`ReplaceGame::exercise`): the player's one move waits in
//! [`Turn::Checking`], where it is judged in the background (the analysis'
//! search), the verdict said with its reasons, and the line after it (the
//! refutation of a wrong move, the best play after a right one) plays out
//! on the board. Try again takes the move back (Undo); Next brings the
//! next exercise of the same kind.

use std::collections::VecDeque;
use std::time::Duration;

use bevy::prelude::*;
use reversi_engine::{Move, MoveReview, Puzzle, Reason};
use reversi_protocol::{Job, PuzzlePick, Reply};

use super::deck::{Calendar, Card, Deck};
use super::puzzles::{PuzzleProgress, date};
use crate::access::announce::Said;
use crate::i18n::{Locale, Msg, side_key};
use crate::jobs::Jobs;
use crate::play::banner::{self, Banner};
use crate::play::game::{GameRecord, GameSystems, MoveAttempt, MoveSource, ReplaceGame};
use crate::screens::{AppSystems, Turn};
use crate::settings::Settings;
use crate::study::analysis::{DEPTH, EXACT_EMPTIES};
use crate::study::coach::{CoachMarks, review_reasons, review_words};

/// The moves of the line played out after an answer.
pub const LINE_PLIES: u32 = 5;
/// The pause before each move of the line, at normal speed.
const LINE_PAUSE: Duration = Duration::from_millis(900);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StartExercise>();
    app.init_resource::<Exercise>();
    app.add_systems(OnEnter(Turn::Checking), judge_answer);
    // One system for the three steps: each system costs the web page's
    // module several kilobytes of Bevy's code, and it has a size budget.
    app.add_systems(
        Update,
        run_exercises.in_set(AppSystems::Rules).before(GameSystems),
    );
    app.add_systems(
        Update,
        follow_record.in_set(AppSystems::Rules).after(GameSystems),
    );
}

/// Asks for an exercise (the menu, the exercise's Next).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartExercise {
    /// Today's puzzle.
    DailyPuzzle,
    /// The next puzzle of a difficulty (1 to 5) after those seen.
    Puzzle { difficulty: u32 },
    /// The first card of the deck that is due.
    Practice,
}

/// What the exercise on the board is.
#[derive(Clone, Debug, PartialEq)]
pub enum Task {
    Puzzle {
        number: u32,
        puzzle: Puzzle,
        /// The puzzle of this day.
        day: Option<u64>,
    },
    /// A card of the deck, at this place in it.
    Card { index: usize, card: Card },
}

/// The player's answer, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub right: bool,
    pub review: MoveReview,
    pub reasons: Vec<Reason>,
}

/// The exercise on the board, its verdict, and the jobs and moves under way.
#[derive(Resource, Default)]
pub struct Exercise {
    pub task: Option<Task>,
    pub verdict: Option<Verdict>,
    /// The puzzle asked for, while the engine looks it up.
    loading: Option<(StartExercise, Jobs)>,
    /// The answer's judgement, then its line.
    judging: Option<Jobs>,
    /// The line's moves still to play, and the pause before the next.
    line: VecDeque<Move>,
    pause: Timer,
    /// The record's generation the verdict belongs to.
    generation: u64,
}

impl Exercise {
    /// The kind of exercise Next brings.
    pub fn next(&self) -> Option<StartExercise> {
        Some(match self.task.as_ref()? {
            Task::Puzzle { puzzle, .. } => StartExercise::Puzzle {
                difficulty: puzzle.difficulty(),
            },
            Task::Card { .. } => StartExercise::Practice,
        })
    }

    /// Whether the line after the answer is still playing out.
    pub fn playing_line(&self) -> bool {
        self.judging.is_some() || !self.line.is_empty()
    }

    /// What the exercise's box says: the task, then the verdict and why.
    pub fn words(&self, locale: &Locale, progress: &PuzzleProgress) -> String {
        let Some(task) = &self.task else {
            return String::new();
        };
        // Once answered, the verdict and why take the task's place: the
        // HUD's box is small.
        let Some(verdict) = &self.verdict else {
            return locale.say(task_msg(task));
        };
        let mut words = vec![locale.say(verdict_msg(verdict))];
        if !verdict.right {
            let reasons = review_words(&verdict.review, &verdict.reasons);
            words.extend(reasons.into_iter().map(|msg| locale.say(msg)));
        }
        if let Task::Puzzle { day: Some(_), .. } = task {
            let streak = Msg::new("exercise-streak").with("streak", progress.streak);
            words.push(locale.say(streak));
        }
        words.join(" ")
    }
}

/// What the player is asked.
fn task_msg(task: &Task) -> Msg {
    match task {
        Task::Puzzle {
            number,
            puzzle,
            day: Some(day),
        } => Msg::new("exercise-puzzle-day")
            .with("date", date(*day))
            .with("number", number + 1)
            .with("difficulty", puzzle.difficulty())
            .with("side", side_key(puzzle.position.side_to_move())),
        Task::Puzzle { number, puzzle, .. } => Msg::new("exercise-puzzle")
            .with("number", number + 1)
            .with("difficulty", puzzle.difficulty())
            .with("side", side_key(puzzle.position.side_to_move())),
        Task::Card { card, .. } => Msg::new("exercise-card")
            .with("side", side_key(card.position.side_to_move()))
            .with("box", card.level),
    }
}

fn verdict_msg(verdict: &Verdict) -> Msg {
    let review = &verdict.review;
    let id = match (verdict.right, review.loss()) {
        (true, 0) => "exercise-right",
        (true, _) => "exercise-good",
        (false, _) => "exercise-wrong",
    };
    Msg::new(id)
        .with("move", review.played.to_string())
        .with("best", review.best.to_string())
        .with("score", review.best_score)
        .with("loss", review.loss())
}

/// The exercises asked for, the engine's answers, the line's moves.
fn run_exercises(
    mut asked: MessageReader<StartExercise>,
    mut exercise: ResMut<Exercise>,
    (mut deck, mut progress, calendar): (ResMut<Deck>, ResMut<PuzzleProgress>, Res<Calendar>),
    mut replace: MessageWriter<ReplaceGame>,
    (locale, mut banner, mut said): (Res<Locale>, ResMut<Banner>, ResMut<Said>),
    record: Res<GameRecord>,
    mut marks: ResMut<CoachMarks>,
    (time, settings, turn): (Res<Time>, Res<Settings>, Option<Res<State<Turn>>>),
    mut attempts: MessageWriter<MoveAttempt>,
) {
    let today = calendar.today();
    if let Some(&kind) = asked.read().last() {
        let mut say = |msg: Msg| banner.show(locale.say(msg), banner::NOTE);
        start_exercise(
            kind,
            &mut exercise,
            &deck,
            &progress,
            today,
            &mut replace,
            &mut say,
        );
    }
    // Only a frame where something came or moves marks what it changes:
    // the HUD redraws its words on a change, the deck and the progress are
    // written on one.
    let replies = take_replies(exercise.bypass_change_detection());
    if !replies.is_empty() {
        let mut practice = Practice {
            deck: &mut deck,
            progress: &mut progress,
            today,
        };
        collect_jobs(
            replies,
            &mut exercise,
            &record,
            &mut replace,
            &mut practice,
            &mut marks,
            &locale,
            &mut banner,
            &mut said,
        );
    }
    if turn.is_some_and(|t| *t.get() == Turn::Checking) {
        let delta = time.delta().div_f32(settings.animation_factor().max(0.05));
        play_line(delta, &record, &mut exercise, &mut attempts);
    }
}

/// The replies of the jobs under way, each with the kind of exercise a
/// puzzle was fetched for.
fn take_replies(exercise: &mut Exercise) -> Vec<(Option<StartExercise>, Reply)> {
    let mut replies = Vec::new();
    if let Some((kind, fetch)) = exercise.loading.as_mut() {
        let kind = *kind;
        replies.extend(
            fetch
                .take()
                .into_iter()
                .map(|(_, reply)| (Some(kind), reply)),
        );
    }
    if let Some(judging) = exercise.judging.as_mut() {
        replies.extend(judging.take().into_iter().map(|(_, reply)| (None, reply)));
    }
    replies
}

/// What an answer changes: the deck's card, the puzzles' progress.
struct Practice<'a, 'w> {
    // The resources themselves: only what an answer changes is marked.
    deck: &'a mut ResMut<'w, Deck>,
    progress: &'a mut ResMut<'w, PuzzleProgress>,
    today: u64,
}

/// Today's puzzle, the next of a difficulty, or the next card due (or why
/// there is none, `say`).
fn start_exercise(
    kind: StartExercise,
    exercise: &mut Exercise,
    deck: &Deck,
    progress: &PuzzleProgress,
    today: u64,
    replace: &mut MessageWriter<ReplaceGame>,
    say: &mut impl FnMut(Msg),
) {
    let pick = match kind {
        StartExercise::DailyPuzzle => PuzzlePick::Day(today),
        StartExercise::Puzzle { difficulty } => PuzzlePick::Next {
            difficulty,
            from: progress.next(difficulty),
        },
        StartExercise::Practice => {
            let Some(index) = deck.next_due(today) else {
                let msg = match deck.cards.iter().map(|c| c.due).min() {
                    Some(due) => Msg::new("practice-nothing-due")
                        .with("count", deck.cards.len())
                        .with("days", due - today),
                    None => Msg::new("practice-empty"),
                };
                say(msg);
                return;
            };
            let card = deck.cards[index].clone();
            replace.write(ReplaceGame::exercise(card.position));
            exercise.task = Some(Task::Card { index, card });
            exercise.loading = None;
            return;
        }
    };
    let fetch = Jobs::start(Job::Puzzle(pick), |_, _| None);
    exercise.loading = Some((kind, fetch));
}

/// The line after the answer, once it is judged.
fn line_after(job: &Job, reply: &Reply) -> Option<Job> {
    let (Job::Review { game, .. }, Reply::Review(_)) = (job, reply) else {
        return None;
    };
    Some(Job::Line {
        plies: LINE_PLIES,
        depth: DEPTH,
        exact_empties: EXACT_EMPTIES,
        position: game.position_at(1)?,
    })
}

/// The puzzle found, the answer judged, the line found.
fn collect_jobs(
    replies: Vec<(Option<StartExercise>, Reply)>,
    exercise: &mut Exercise,
    record: &GameRecord,
    replace: &mut MessageWriter<ReplaceGame>,
    practice: &mut Practice<'_, '_>,
    marks: &mut CoachMarks,
    locale: &Locale,
    banner: &mut Banner,
    said: &mut Said,
) {
    let today = practice.today;
    for (kind, reply) in replies {
        match reply {
            Reply::Puzzle { number, puzzle } => {
                exercise.loading = None;
                let day = (kind == Some(StartExercise::DailyPuzzle)).then_some(today);
                replace.write(ReplaceGame::exercise(puzzle.position));
                exercise.task = Some(Task::Puzzle {
                    number,
                    puzzle,
                    day,
                });
            }
            Reply::Review(review) => {
                let right = match &exercise.task {
                    Some(Task::Puzzle { puzzle, .. }) => review.played == Move::Place(puzzle.best),
                    _ => review.loss() <= 1,
                };
                match &exercise.task {
                    Some(Task::Puzzle {
                        number,
                        puzzle,
                        day,
                    }) => {
                        let difficulty = puzzle.difficulty();
                        practice.progress.answered(difficulty, *number, *day, right);
                    }
                    Some(Task::Card { index, .. }) => practice.deck.answer(*index, right, today),
                    None => {}
                }
                let reasons = review_reasons(record.game(), &review);
                if !right && let Move::Place(best) = review.best {
                    let better = Some((best, review.color));
                    *marks = CoachMarks::show(*record.game().position(), &reasons, better);
                }
                let verdict = Verdict {
                    right,
                    review,
                    reasons,
                };
                said.say(locale.say(verdict_msg(&verdict)));
                exercise.verdict = Some(verdict);
                exercise.pause = Timer::new(LINE_PAUSE * 2, TimerMode::Once);
            }
            Reply::Line(moves) => {
                exercise.judging = None;
                exercise.line = moves.into();
            }
            reply => {
                let message = match reply {
                    Reply::Error(message) => message,
                    reply => format!("{reply:?}"),
                };
                warn!("the exercise could not go on: {message}");
                banner.show(
                    locale.say(Msg::new("exercise-failed").with("error", message)),
                    banner::WARNING,
                );
                exercise.loading = None;
                exercise.judging = None;
            }
        }
    }
}

/// The player answered: the move is judged (then its line found).
fn judge_answer(record: Res<GameRecord>, mut exercise: ResMut<Exercise>) {
    if !record.exercise() || exercise.task.is_none() || exercise.verdict.is_some() {
        return;
    }
    if record.game().moves().len() != 1 || exercise.judging.is_some() {
        return;
    }
    let job = Job::Review {
        ply: 1,
        depth: DEPTH,
        exact_empties: EXACT_EMPTIES,
        game: record.game().clone(),
    };
    exercise.judging = Some(Jobs::start(job, line_after));
    exercise.generation = record.generation();
}

/// The line's moves, one after another, a pause (`delta` on) before each.
fn play_line(
    delta: Duration,
    record: &GameRecord,
    exercise: &mut ResMut<Exercise>,
    attempts: &mut MessageWriter<MoveAttempt>,
) {
    if exercise.line.is_empty() || exercise.verdict.is_none() {
        return;
    }
    // The pause's clock is no change to show.
    let pause = &mut exercise.bypass_change_detection().pause;
    if !pause.tick(delta).is_finished() {
        return;
    }
    let Some(mv) = exercise.line.pop_front() else {
        return;
    };
    exercise.pause = Timer::new(LINE_PAUSE, TimerMode::Once);
    attempts.write(MoveAttempt {
        mv,
        source: MoveSource::Exercise {
            generation: record.generation(),
        },
    });
}

/// Undo (Try again) forgets the verdict; a game that is no exercise ends it.
fn follow_record(record: Res<GameRecord>, mut exercise: ResMut<Exercise>) {
    if !record.is_changed() {
        return;
    }
    let answered = exercise.verdict.is_some() || exercise.judging.is_some();
    if !record.exercise() {
        if exercise.task.is_some() || answered {
            let loading = exercise.loading.take();
            *exercise = Exercise {
                loading,
                ..default()
            };
        }
    } else if answered && record.generation() != exercise.generation {
        exercise.verdict = None;
        exercise.judging = None;
        exercise.line.clear();
    }
}

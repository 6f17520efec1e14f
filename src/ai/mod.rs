//! The AI's turns, the same on every platform: a search starts when the AI's
//! turn begins, runs off the frame as an engine job ([`Jobs`]: an async task
//! on the desktop, the AI's Web Worker in the browser), and its move becomes
//! a move attempt. Each search carries the game record's generation it was
//! started for; leaving the AI's turn (new game, undo, quit) cancels it, and
//! a late result is never applied. A search that fails (a panic, a dead worker, an
//! impossible move) costs the player nothing: the log says why, the banner
//! says so briefly, and a simpler move is played instead.

pub mod backdrop;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

use bevy::platform::time::Instant;
use bevy::prelude::*;
use reversi_engine::{Book, Evaluator, Level, Limits, Move, Position, Searcher, clocked_move_time};
use reversi_protocol::{Job, Reply};

use crate::i18n::Locale;
use crate::jobs::{Jobs, RunJob, panic_message};
use crate::play::banner::{self, Banner};
use crate::play::game::{GameRecord, MoveAttempt, MoveSource};
use crate::screens::{AppSystems, Turn};
use crate::settings::Settings;

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
    app.add_plugins(backdrop::plugin);
}

/// A search function: the move [`Searcher::search`] finds. Tests put a
/// failing one in [`AiEngine::search`].
pub type SearchFn =
    Arc<dyn Fn(&mut Searcher, &Position, &Limits, &AtomicBool) -> Move + Send + Sync>;

/// The engine shared with search tasks; its tables persist between moves.
#[derive(Resource, Clone)]
pub struct AiEngine {
    searcher: Arc<Mutex<Searcher>>,
    /// Overrides the level's limits (tests).
    pub limits: Option<Limits>,
    pub search: SearchFn,
    /// The player's cores: the strongest levels search on all of them
    /// ([`Level::threads`]).
    pub cores: usize,
    /// A line the AI plays instead of searching while the game follows it.
    pub line: AiLine,
}

impl Default for AiEngine {
    fn default() -> AiEngine {
        // A different game each time: seed from the clock.
        AiEngine::seeded(clock_seed())
    }
}

fn clock_seed() -> u64 {
    // std's `SystemTime::now` panics on the web; web-time's works everywhere.
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}

/// The evaluation and table size of the AI's own searches: the trained
/// weights built into the engine (or the hand-written evaluation, with a
/// warning, if they were ever damaged). In the browser the Web Worker
/// searches with those; the page's own searches are only its fallback, and
/// the hand-written evaluation keeps the weights out of the page's `.wasm`.
fn evaluator_and_tables() -> (Evaluator, usize) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let (evaluator, error) = Evaluator::trained_or_hand();
        if let Some(error) = error {
            warn!("{error}; the AI uses its hand-written evaluation");
        }
        (evaluator, reversi_engine::TABLE_MEGABYTES)
    }
    #[cfg(target_arch = "wasm32")]
    (Evaluator::Hand, 1)
}

/// The opening book levels 7–10 play from on the desktop: the one built into
/// the engine (without it, with a warning, should it ever be damaged). The
/// page's own searches only stand in for the worker's, which has the book.
fn opening_book() -> Option<Arc<Book>> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        Book::built_in()
            .inspect_err(|error| warn!("{error}; the AI plays without its opening book"))
            .ok()
    }
    #[cfg(target_arch = "wasm32")]
    None
}

/// The search of the AI's own task. On the web the worker searches; the
/// page only stands in for it with a glance, so that its module holds no
/// search code (it has a size budget).
fn page_search() -> SearchFn {
    #[cfg(not(target_arch = "wasm32"))]
    return Arc::new(|searcher, position, limits, stop| {
        searcher.search(position, limits, stop).best_move
    });
    #[cfg(target_arch = "wasm32")]
    Arc::new(|_, position, _, _| reversi_engine::glance(position, 0, 0))
}

impl AiEngine {
    /// An engine whose random choices follow `seed`.
    pub fn seeded(seed: u64) -> AiEngine {
        let (evaluator, megabytes) = evaluator_and_tables();
        info!("the AI evaluates with {}", evaluator.name());
        let searcher = Searcher::new(megabytes, seed)
            .with_evaluator(evaluator)
            .with_book(opening_book());
        AiEngine {
            searcher: Arc::new(Mutex::new(searcher)),
            limits: None,
            search: page_search(),
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            line: AiLine::default(),
        }
    }

    /// The limits of a search at `level`, unless overridden.
    pub fn limits(&self, level: Level) -> Limits {
        self.limits.clone().unwrap_or_else(|| level.limits())
    }
}

impl AiEngine {
    /// The search of `level`'s move on the desktop, on up to `threads`
    /// threads, with this engine's tables (kept between moves).
    fn run(&self, limits: Limits, threads: usize) -> RunJob {
        let (searcher, search) = (Arc::clone(&self.searcher), Arc::clone(&self.search));
        Arc::new(move |job, stop| {
            let Job::Move { position, .. } = job else {
                return Reply::Error(format!("the AI was asked {job:?}"));
            };
            // A stopped earlier search may still hold the engine for a moment.
            let mut searcher = searcher
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            searcher.set_threads(threads);
            let found = catch_unwind(AssertUnwindSafe(|| {
                search(&mut searcher, position, &limits, stop)
            }));
            found.map_or_else(
                |panic| {
                    // Whatever the tables held when it broke is not to be
                    // trusted.
                    searcher.clear();
                    Reply::Error(format!("the search panicked: {}", panic_message(&*panic)))
                },
                Reply::Move,
            )
        })
    }
}

/// A move when the AI's search has failed: one at a glance (no search), or
/// failing that the first legal move, so that the game always goes on.
fn fallback_move(position: &Position) -> Move {
    let quick = catch_unwind(|| reversi_engine::glance(position, 0, 0));
    match quick {
        Ok(mv) if position.is_legal(mv) => mv,
        _ => position
            .legal_moves()
            .iter()
            .next()
            .map_or(Move::Pass, Move::Place),
    }
}

/// The search in progress.
#[derive(Resource)]
pub struct AiTask {
    /// Its job; dropped, it stops.
    thinking: Jobs,
    position: Position,
    generation: u64,
    started: Instant,
    /// The answer, held back until the minimum thinking time has passed.
    result: Option<Move>,
    /// That minimum: the settings', less in a game against the clock
    /// where the search has little time.
    min_think: std::time::Duration,
}

impl AiTask {
    /// Whether the search has not answered yet.
    pub fn searching(&self) -> bool {
        self.result.is_none()
    }

    /// The side the AI is moving for: the position it was given, which the
    /// game has already left in the frame its answer is played.
    pub fn side(&self) -> reversi_engine::Color {
        self.position.side_to_move()
    }
}

/// A line the AI plays while the game follows it (an opening practised,
/// `openings::practice`): its next move instead of a search. The moves are
/// from the standard start. Held in [`AiEngine`] (a resource of its own
/// would cost the web page's module Bevy code).
#[derive(Default, Clone, Debug, PartialEq)]
pub struct AiLine(pub Vec<Move>);

impl AiLine {
    /// The line's move after the game's moves, if the game is on it.
    fn next(&self, game: &reversi_engine::Game) -> Option<Move> {
        let played = game.moves();
        let on_line = *game.start_position() == Position::start()
            && played.len() < self.0.len()
            && played.iter().zip(&self.0).all(|(m, line)| m.mv == *line);
        on_line.then(|| self.0[played.len()])
    }
}

/// The level the AI plays at, its time for this move cut to what the
/// game's clock gives it ([`clocked_move_time`]).
fn level_within_clock(record: &GameRecord, settings: &Settings) -> Level {
    let mut level = settings.level();
    let side = record.game().side_to_move();
    if let (Some(clocks), Some(left)) = (record.clocks(), record.clock_left(side)) {
        let empties = record.game().position().empty_count();
        let increment = clocks.control().increment;
        let given = clocked_move_time(left, increment, empties, &level.limits());
        level.max_time = level.max_time.min(given);
    }
    level
}

fn start_thinking(
    mut commands: Commands,
    record: Res<GameRecord>,
    settings: Res<Settings>,
    engine: Res<AiEngine>,
) {
    let position: Position = *record.game().position();
    let level = level_within_clock(&record, &settings);
    // The level's time, or less: what a game's clock gives it.
    let job = Job::Move {
        level: level.number,
        millis: level.max_time.as_millis().try_into().unwrap_or(u32::MAX),
        position,
    };
    let thinking = match engine.line.next(record.game()) {
        Some(mv) => Jobs::answered(job, Reply::Move(mv)),
        None => {
            let run = engine.run(engine.limits(level), level.threads(engine.cores));
            Jobs::start_move(job, run)
        }
    };
    commands.insert_resource(AiTask {
        thinking,
        position,
        generation: record.generation(),
        started: Instant::now(),
        result: None,
        min_think: settings.min_think.min(level.max_time / 2),
    });
}

fn poll_thinking(
    task: Option<ResMut<AiTask>>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut attempts: MessageWriter<MoveAttempt>,
) {
    let Some(mut task) = task else {
        return;
    };
    if task.result.is_none()
        && let Some((_, reply)) = task.thinking.take().pop()
    {
        let position = task.position;
        let answer = match reply {
            Reply::Move(mv) if position.is_legal(mv) => Ok(mv),
            Reply::Move(mv) => Err(format!(
                "the search chose {mv}, which is not legal in {position}"
            )),
            Reply::Error(message) => Err(message),
            other => Err(format!("the AI's engine answered {other:?}")),
        };
        task.result = Some(answer.unwrap_or_else(|message| {
            error!("the AI failed: {message}; it plays a level-1 move instead");
            banner.show(locale.say("banner-ai-problem"), banner::NOTE);
            fallback_move(&position)
        }));
    }
    let waited = task.started.elapsed() >= task.min_think;
    if let (Some(result), true) = (task.result, waited) {
        attempts.write(MoveAttempt {
            mv: result,
            source: MoveSource::Ai {
                generation: task.generation,
            },
        });
    }
}

/// Leaving the AI's turn for any reason ends its search (its job dropped
/// with the task).
fn stop_thinking(mut commands: Commands) {
    commands.remove_resource::<AiTask>();
}

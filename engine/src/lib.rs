//! Reversi (Othello): the rules, the notations and the AI, with no game-engine
//! dependency, no files and no processes; threads only for a search told to
//! use more than one ([`Searcher::with_threads`]). The game, the web
//! worker and the command-line tools are all built on this crate.
//!
//! # Rules
//! - [`Square`] (`a1`…`h8`; bit 0 = a1, bit 63 = h8; columns a–h left to
//!   right, rows 1–8 top to bottom), [`Color`], [`SquareSet`].
//! - [`Position`]: the discs and the side to move, with
//!   [`Position::legal_moves`], [`Position::play`] (the flips, or an
//!   [`IllegalMove`]) and [`Position::outcome`]. [`Board`] is the same seen
//!   from the mover, as the search uses it.
//! - [`Game`]: a record from a start position, with the players' supplies of
//!   [`DISCS_PER_PLAYER`] discs, hand-overs, and undo/redo.
//! - [`Clocks`]: a game against the clock, by [`TimeControl`] and each
//!   move's time.
//! - [`perft`]: the move generator's check and benchmark.
//!
//! # Notation
//! Move transcripts ([`Game::from_transcript`], [`Game::transcript`]), board
//! strings ([`Position::from_obf`] and `Display`) and whole games in GGF
//! ([`Game::from_ggf`], [`Game::to_ggf`]), with errors that say what is wrong.
//! The named openings ([`OPENINGS`], [`opening_name`]): the Tiger, the Rose,
//! … matched under the board's symmetries. Other starts: the shipped
//! [`balanced_starts`] and a [`random_start`].
//!
//! # AI
//! - [`Searcher::search`] with [`Limits`] and a stop flag, returning a
//!   [`SearchResult`]; the game's playing [`LEVELS`]; [`move_time`] shares
//!   a game's time among its moves ([`clocked_move_time`]: a game's
//!   clock, increments and all).
//! - [`Evaluator`]: the trained pattern weights built into the crate
//!   ([`Evaluator::trained`]), other [`Weights`], or the hand-written
//!   evaluation.
//! - [`review_game`]: every move of a game judged against the best one;
//!   [`MoveClass`] and [`accuracy`] grade the judged moves.
//! - [`explain`]: why one move is better than another, in reasons a player
//!   knows ([`Reason`], [`Topic`]).
//! - [`pattern`] and [`probcut`] expose what training and calibration tools
//!   need.

#![warn(missing_docs)]

mod ai;
mod isa;
mod notation;
mod openings;
mod rules;
mod starts;

pub use ai::book::{BOOK_SPREAD, Book, BookError};
pub use ai::clock::{CLOCK_RESERVE, clocked_move_time, move_time};
pub use ai::coach::{self as coach, Judged, MAX_REASONS, Reason, Topic, explain};
pub use ai::eval::{UNITS_PER_DISC, evaluate, glance};
pub use ai::grade::{MoveClass, accuracy, move_accuracy};
pub use ai::level::{LEVELS, Level};
pub use ai::pattern::{self, Weights, WeightsError};
pub use ai::puzzle::{DIFFICULTIES, Puzzle, puzzle_of_day, puzzle_set};
pub use ai::review::{
    MoveReview, MoveScore, ReviewLimits, best_line, review_game, review_ply, score_moves,
};
pub use ai::search::probcut;
pub use ai::search::{
    BACKGROUND_TABLE_MEGABYTES, BOOK_SELECTIVITY, Evaluator, Limits, SELECTIVITY, ScoreKind,
    SearchResult, Searcher, TABLE_MEGABYTES, search,
};
pub use ai::stability::stable_discs;
pub use isa::instruction_set;
pub use notation::{
    BoardError, GgfError, GgfExtras, RecordError, RecordFormat, TranscriptError, ggf_clocks,
    ggf_games, ggf_tag, ggf_timeout, parse_moves,
};
pub use openings::{
    LeftLine, OPENINGS, Opening, OpeningName, ggf_record, line_as_played, opening_name,
};
pub use rules::bitboard::{flips, legal_moves};
pub use rules::clocks::{Clocks, TimeControl};
pub use rules::game::{DISCS_PER_PLAYER, Game, PlayedMove};
pub use rules::perft::perft;
pub use rules::position::{
    Board, IllegalMove, MAX_MOVES, Move, Outcome, OverlapError, ParseMoveError, Position,
};
pub use rules::square::{Color, ParseSquareError, Square, SquareIter, SquareSet};
pub use starts::{BALANCED_DEPTH, BALANCED_PLIES, BALANCED_WITHIN, balanced_starts, random_start};

/// The crate's version, for `--version` lines.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

//! Reversi (Othello) rules, notation, perft and AI, with no game-engine dependency.
//!
//! The public API:
//! - [`Square`], [`Color`], [`SquareSet`]: squares `a1`…`h8` (bit 0 = a1, bit
//!   63 = h8; columns a–h left to right, rows 1–8 top to bottom).
//! - [`Position`]: discs and side to move; [`Position::legal_moves`],
//!   [`Position::play`] `-> Result<flips, IllegalMove>`, [`Position::outcome`].
//!   [`Board`] is the same seen from the mover, as search uses it.
//! - [`Game`]: a record from a start position with the 32-disc supplies,
//!   undo/redo and transcripts ([`Game::from_transcript`]).
//! - Board strings: [`Position::from_obf`] and `Display`.
//! - [`perft`].
//! - The AI: [`search`] / [`Searcher::search`] with [`Limits`] and a stop flag,
//!   returning a [`SearchResult`]; the game's [`LEVELS`].

pub mod arena;
mod bitboard;
mod eval;
mod game;
mod level;
pub mod matches;
pub mod nboard;
mod notation;
pub mod pattern;
mod perft;
mod position;
mod search;
mod square;
mod stability;
pub mod train;

pub use bitboard::{flips, legal_moves};
pub use eval::{UNITS_PER_DISC, evaluate};
pub use game::{DISCS_PER_PLAYER, Game, PlayedMove};
pub use level::{LEVELS, Level, SELECTIVITY};
pub use notation::{BoardError, TranscriptError, parse_moves};
pub use pattern::{Weights, WeightsError};
pub use perft::perft;
pub use position::{Board, IllegalMove, Move, Outcome, OverlapError, Position};
pub use search::probcut;
pub use search::{Evaluator, Limits, ScoreKind, SearchResult, Searcher, search};
pub use square::{Color, ParseSquareError, Square, SquareIter, SquareSet};
pub use stability::stable_discs;

/// The crate's version, for `--version` lines.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

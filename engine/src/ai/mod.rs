//! The AI: the opening book, evaluations (hand-written and trained patterns), stable discs,
//! the search, and the game's playing levels.

pub(crate) mod book;
pub(crate) mod clock;
pub(crate) mod eval;
pub(crate) mod level;
pub mod pattern;
pub(crate) mod review;
pub(crate) mod search;
pub(crate) mod stability;

//! The AI: the opening book, the coach's reasons and grades, evaluations
//! (hand-written and trained patterns), stable discs,
//! the search, and the game's playing levels.

pub(crate) mod book;
pub(crate) mod clock;
pub mod coach;
pub(crate) mod eval;
pub(crate) mod grade;
pub(crate) mod level;
pub mod pattern;
pub(crate) mod puzzle;
pub(crate) mod review;
pub(crate) mod search;
pub(crate) mod stability;

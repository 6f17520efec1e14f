//! Practice: the puzzles (of the day, by difficulty, with a streak) and the
//! player's own mistakes as a deck of cards that come back until learned,
//! each played on the board as an exercise.

pub mod deck;
pub mod exercise;
pub mod puzzles;

use bevy::prelude::*;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<deck::Calendar>();
    app.add_plugins((deck::plugin, exercise::plugin, puzzles::plugin));
}

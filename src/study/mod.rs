//! Studying a game with the engine: the evaluation on the board, the
//! analysis of every move and its screen, the coach's reasons in words and
//! on the board. Their searches run as [`crate::jobs`].

pub mod analysis;
pub mod coach;
pub mod evaluation;
pub mod panel;

use bevy::prelude::*;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((evaluation::plugin, analysis::plugin, coach::plugin));
}

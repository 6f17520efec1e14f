//! Studying a game with the engine: the evaluation on the board, the
//! analysis of every move, the coach's reasons in words and on the board,
//! and the background jobs they run in (a task on the desktop, an engine
//! Web Worker on the web).

pub mod analysis;
pub mod background;
pub mod coach;
pub mod evaluation;
#[cfg(target_arch = "wasm32")]
pub mod worker;

use bevy::prelude::*;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((evaluation::plugin, analysis::plugin, coach::plugin));
}

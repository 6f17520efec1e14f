//! Teaching the game: "How to play", the rules step by step on the board;
//! the teaching game, which pauses on a costly move.

pub mod panel;
pub mod teaching;
pub mod tour;

use bevy::prelude::*;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((tour::plugin, teaching::plugin));
}

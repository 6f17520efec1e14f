//! Playing a game: the game record and its turns (move attempts checked by
//! the rules and played, passes, undo, review), the keyboard's moves, clicks
//! that a slow frame would lose, and the banner's messages.

pub mod banner;
pub mod clicks;
pub mod game;
pub mod keyboard;

use bevy::prelude::*;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((banner::plugin, game::plugin, keyboard::plugin));
}

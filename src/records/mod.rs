//! The game as a record: copy and paste (transcripts, boards, GGF), game
//! files (save, open, drop), the game in progress kept between sessions,
//! game links, and what the game starts with.

pub mod clipboard;
pub mod files;
pub mod saves;
pub mod start;

use bevy::prelude::*;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((clipboard::plugin, files::plugin));
}

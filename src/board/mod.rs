//! The board as entities: the 64 squares (where they stand, clicks and
//! hovers on them), the discs on them and in the players' trays, their
//! flips and travels, and the count at the end.

pub mod count;
pub mod discs;
pub mod layout;
pub mod squares;

use bevy::prelude::*;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((squares::plugin, discs::plugin, count::plugin));
}

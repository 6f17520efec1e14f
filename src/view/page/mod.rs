//! What the game shows in the web page around its canvas: controls for
//! screen readers, and a state hook for scripts.

mod controls;
mod hook;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((controls::plugin, hook::plugin));
}

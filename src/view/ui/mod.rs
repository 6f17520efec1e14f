//! The 2D interface around the board (bevy_ui): the HUD while playing, the
//! result when the game is over, the new-game menu. Each feature's own
//! screen lives in its folder (`settings::panel`, `library::panel`, …),
//! built from the kit in `ui`.

mod hud;
mod menu;
mod result;

pub use hud::StatusText;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((hud::plugin, result::plugin, menu::plugin));
}

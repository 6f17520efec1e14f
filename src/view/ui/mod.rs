//! The 2D interface over the board (bevy_ui): the HUD while playing, the
//! new-game menu, the game-over panel, and the widgets they share.

mod game_over;
mod hud;
mod menu;
mod widgets;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        widgets::plugin,
        hud::plugin,
        menu::plugin,
        game_over::plugin,
    ));
}

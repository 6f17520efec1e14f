//! The 2D interface around the board (bevy_ui): the HUD while playing, the
//! result when the game is over, the new-game menu, the settings screen, the
//! openings to practise, the library of games, the analysis, the tour's panel, and the widgets they share.

mod analysis_panel;
mod hud;
mod library_panel;
mod menu;
mod openings_panel;
mod result;
mod settings_panel;
mod style;
mod tour_panel;
pub mod widgets;

pub use hud::StatusText;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        style::plugin,
        widgets::plugin,
        hud::plugin,
        result::plugin,
        menu::plugin,
        openings_panel::plugin,
        library_panel::plugin,
        settings_panel::plugin,
        analysis_panel::plugin,
        tour_panel::plugin,
    ));
}

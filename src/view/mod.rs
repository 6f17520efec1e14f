//! What the player sees and hears: the 3D scene, the camera, the menu, the
//! HUD and the result, and the sounds. Nothing here changes the
//! rules.

mod audio;
pub mod camera;
#[cfg(target_arch = "wasm32")]
mod page;
mod scene;
pub mod screenshot;
pub mod ui;

pub use ui::StatusText;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((scene::plugin, camera::plugin, audio::plugin));
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(page::plugin);
}

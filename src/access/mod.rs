//! Screen readers: what is said (each move, the messages, the result, the
//! square under the keyboard cursor), on the desktop through the
//! accessibility tree, on the web through the page's live region.

pub mod announce;
#[cfg(target_arch = "wasm32")]
pub mod page;

use bevy::prelude::*;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(announce::plugin);
    #[cfg(target_arch = "wasm32")]
    app.add_plugins(page::plugin);
}

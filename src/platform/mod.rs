//! What differs between the desktop and the browser and what the game reads
//! from outside: the options of the command line and the page address, and
//! the browser's own pieces (`web`).

pub mod options;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// Whether the game is in front of the player, for a game's clocks: on the
/// desktop, its window has the focus (a game without a window, the tests',
/// always is); in the browser, its page has (the page's own controls
/// around the canvas count, another tab or window does not).
pub fn in_front(window: Option<&bevy::window::Window>) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        let _ = window;
        web_sys::window()
            .and_then(|w| w.document())
            .is_none_or(|d| !d.hidden() && d.has_focus().unwrap_or(true))
    }
    #[cfg(not(target_arch = "wasm32"))]
    window.is_none_or(|w| w.focused)
}

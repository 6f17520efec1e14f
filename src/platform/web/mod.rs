//! The browser's own pieces that the game's features use: the page address,
//! paste events, downloads and the file picker, the canvas' pixel ratio, the
//! page's inputs over the text fields, the
//! words of languages other than English, the engine's Web Workers, and the
//! console's warnings. What
//! the game shows in the page (the state hook for scripts, the controls for
//! screen readers) is `view::page`'s.

pub mod address;
mod canvas;
mod console;
pub mod files;
mod typing;
mod words;
pub mod worker;

pub use address::{address_game, address_online, address_query, game_link, page_server};
pub use console::log_to_console;
pub use files::{choose_file, download, opened_files, pasted};

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    files::listen_for_pastes();
    app.add_systems(First, canvas::match_canvas_ratio);
    app.add_systems(PreUpdate, words::fetch_words);
    app.add_plugins(typing::plugin);
}

/// The page's document, or why there is none.
pub(crate) fn document() -> Result<web_sys::Document, String> {
    web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| "no page".to_string())
}

//! What differs between the desktop and the browser and what the game reads
//! from outside: the options of the command line and the page address, and
//! the browser's own pieces (`web`).

pub mod options;
#[cfg(target_arch = "wasm32")]
pub mod web;

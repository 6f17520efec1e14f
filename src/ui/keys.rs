//! The keys held with another: Ctrl (or Cmd) makes a letter a command.

use bevy::prelude::*;

/// Ctrl, or Cmd on a Mac: with a letter, a command (`records::clipboard`).
pub const COMMAND_KEYS: [KeyCode; 4] = [
    KeyCode::ControlLeft,
    KeyCode::ControlRight,
    KeyCode::SuperLeft,
    KeyCode::SuperRight,
];

/// Whether one of `modifiers` is held with this frame's keys: down now, or
/// pressed this frame (on a slow machine a quick Ctrl+C is pressed and
/// released within one frame, and Ctrl is already up when C is seen).
pub fn held(keys: &ButtonInput<KeyCode>, modifiers: &[KeyCode]) -> bool {
    modifiers
        .iter()
        .any(|key| keys.pressed(*key) || keys.just_pressed(*key))
}

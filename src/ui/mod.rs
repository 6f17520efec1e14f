//! The interface's kit, for every feature's screen: the look (colours, the
//! font, text), buttons and what they do when pressed, panels, and the keys
//! held. It knows no feature: a panel is a [`Panel`](crate::screens::Panel)
//! state, a button carries what it does (a message it [`Sends`](widgets::Sends),
//! a panel it opens), and a panel leaves a [`Slot`](widgets::Slot) for a
//! later feature's buttons.

pub mod field;
pub mod keys;
pub mod style;
pub mod widgets;

use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.add_plugins((style::plugin, widgets::plugin, field::plugin));
}

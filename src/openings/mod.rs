//! The named openings in the game: the name of the opening the game shown
//! is in (the engine's table, matched under the board's symmetries), for
//! the HUD above the move list, the analysis, screen readers and the
//! game's records (`reversi_engine::ggf_with_opening`); practising one
//! against the AI (`practice.rs`); and new games from other starts,
//! balanced or random (`starts.rs`).

pub mod practice;
pub mod starts;

use bevy::prelude::*;
use reversi_engine::{OpeningName, opening_name};

use crate::i18n::Msg;
use crate::play::game::{GameRecord, GameSystems};
use crate::screens::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((practice::plugin, starts::plugin));
    app.init_resource::<CurrentOpening>();
    app.add_systems(
        Update,
        name_opening.after(GameSystems).in_set(AppSystems::Rules),
    );
}

/// The opening of the position shown: the last named one its moves passed
/// through, and whether it is still on a named line.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CurrentOpening(pub Option<OpeningName>);

impl CurrentOpening {
    /// "Opening: Tiger", or "Opening: Tiger, left its line" once the game
    /// has left the named lines; nothing before the first named position.
    pub fn msg(&self) -> Option<Msg> {
        self.0.map(opening_msg)
    }
}

/// The words for where a game stands among the openings.
pub fn opening_msg(named: OpeningName) -> Msg {
    let id = if named.in_line {
        "opening-current"
    } else {
        "opening-left"
    };
    Msg::new(id).with("name", named.opening.name)
}

fn name_opening(record: Res<GameRecord>, mut current: ResMut<CurrentOpening>) {
    if !record.is_changed() {
        return;
    }
    current.set_if_neq(CurrentOpening(opening_name(record.game())));
}

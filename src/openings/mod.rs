//! The named openings in the game: the name of the opening the game shown
//! is in (the engine's table, matched under the board's symmetries), for
//! the HUD above the move list, the analysis, screen readers and the
//! game's records (`reversi_engine::ggf_record`); practising one
//! against the AI (`practice.rs`); and new games from other starts,
//! balanced or random (`starts.rs`).

pub mod panel;
pub mod practice;
pub mod starts;

use bevy::prelude::*;
use reversi_engine::{OpeningName, opening_name};

use crate::ai::AiEngine;
use crate::i18n::{Locale, Msg, opening_msg};
use crate::play::banner::Banner;
use crate::play::game::{GameCommand, GameRecord, GameSystems, PractiseOpening, ReplaceGame};
use crate::screens::{AppSystems, Turn};
use crate::settings::Settings;
use crate::study::coach::CoachMarks;

use practice::OpeningPractice;
use starts::StartWanted;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CurrentOpening>();
    app.init_resource::<OpeningPractice>();
    app.init_resource::<StartWanted>();
    app.add_message::<PractiseOpening>();
    app.add_systems(OnExit(Turn::Checking), practice::end_pause);
    // One system for all but the start's request (each system costs the
    // web page's module Bevy code, and it has a size budget).
    app.add_systems(
        Update,
        (starts::ask_for_start, follow_game.after(GameSystems)).in_set(AppSystems::Rules),
    );
}

/// Everything the openings do in a frame: a practice or another start
/// begun, the name of the game's opening, the AI's line, the player's move
/// held against the line practised.
fn follow_game(
    (mut asked, settings, locale): (MessageReader<PractiseOpening>, Res<Settings>, Res<Locale>),
    record: Res<GameRecord>,
    turn: Option<Res<State<Turn>>>,
    (mut current, mut engine, mut practice, mut wanted): (
        ResMut<CurrentOpening>,
        ResMut<AiEngine>,
        ResMut<OpeningPractice>,
        ResMut<StartWanted>,
    ),
    (mut marks, mut banner): (ResMut<CoachMarks>, ResMut<Banner>),
    mut replace: MessageWriter<ReplaceGame>,
    mut commands: MessageWriter<GameCommand>,
) {
    for PractiseOpening(opening) in asked.read() {
        practice::start(opening, &settings, &mut practice, &mut replace);
    }
    starts::play_start(&mut wanted, &settings, &locale, &mut banner, &mut replace);
    if record.is_changed() {
        current.set_if_neq(CurrentOpening(opening_name(record.game())));
        practice::follow_line(&record, &mut engine, &mut practice);
    }
    if turn.is_some_and(|t| *t.get() == Turn::Checking) {
        practice::hold_move(&record, &mut practice, &mut marks, &mut commands);
    }
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

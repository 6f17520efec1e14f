//! Practice: the puzzles (of the day, by difficulty, with a streak) and the
//! player's own mistakes as a deck of cards that come back until learned,
//! each played on the board as an exercise.

pub mod deck;
pub mod exercise;
pub mod puzzles;

use bevy::prelude::*;

use crate::i18n::Locale;
use crate::play::banner::Banner;
use crate::settings::storage::Storage;

/// The folder's systems that run headless too (the tests' app).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<deck::Calendar>();
    app.add_plugins((deck::plugin, exercise::plugin, puzzles::plugin));
    app.add_systems(Startup, load);
    app.add_systems(PostUpdate, save);
}

/// The deck and the puzzles' progress, as kept (nothing without storage).
fn load(
    storage: Option<Res<Storage>>,
    mut deck: ResMut<deck::Deck>,
    mut progress: ResMut<puzzles::PuzzleProgress>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    if let Some(storage) = storage {
        *deck = deck::load(&storage, &locale, &mut banner);
        *progress = puzzles::load(&storage);
    }
}

/// Each written when it changed.
fn save(
    storage: Option<Res<Storage>>,
    mut deck: ResMut<deck::Deck>,
    progress: Res<puzzles::PuzzleProgress>,
) {
    let Some(storage) = storage else {
        return;
    };
    deck::save(&storage, deck.bypass_change_detection());
    if progress.is_changed() && !progress.is_added() {
        puzzles::save(&storage, &progress);
    }
}

//! The language the game speaks: the one the command line or page address
//! forced, else the one chosen in the settings, else the system's.

use bevy::prelude::*;

use crate::i18n::{ForcedLanguage, Language, Locale};
use crate::settings::Settings;

/// The whole game speaks the language the command line or page address
/// forced, else the one chosen in the settings, else the system's; a choice
/// made while playing wins over all.
pub fn plugin(app: &mut App) {
    // Before the startup systems' messages (a damaged save), and each frame.
    app.add_systems(PreStartup, follow_choice);
    app.add_systems(PreUpdate, follow_choice);
}

fn follow_choice(
    settings: Res<Settings>,
    forced: Option<Res<ForcedLanguage>>,
    mut locale: ResMut<Locale>,
    mut seen: Local<Option<Option<Language>>>,
) {
    let chosen = settings.language;
    let forced = match *seen {
        // The first frame: the command line's word counts.
        None => forced.and_then(|f| f.0),
        Some(before) if before == chosen => return,
        Some(_) => None,
    };
    *seen = Some(chosen);
    let wanted = forced.or(chosen).unwrap_or_else(Language::of_system);
    if locale.chosen() != wanted {
        *locale = Locale::new(wanted);
    }
}

//! A short message across the top of the screen (a pass, a refused move, a
//! problem the player should know about), shown for a while.

use std::time::Duration;

use bevy::prelude::*;

use crate::i18n::{Locale, Msg, WordsUnavailable};
use crate::screens::AppSystems;
use crate::settings::storage::Storage;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Banner>();
    app.add_systems(Update, tick_banner.in_set(AppSystems::Rules));
}

/// A refused move or undo: the board shows the rest.
pub const REFUSAL: Duration = Duration::from_millis(1800);
/// What a paste, a file or the AI did.
pub const NOTE: Duration = Duration::from_secs(4);
/// A question that the next move answers (replace the later moves?).
pub const QUESTION: Duration = Duration::from_secs(6);
/// A problem at the start the player must know about: a damaged save set
/// aside, a page option that could not be read.
pub const WARNING: Duration = Duration::from_secs(12);

/// The message and how long it still shows.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Banner {
    pub text: String,
    pub remaining: Duration,
}

impl Banner {
    pub fn show(&mut self, text: impl Into<String>, time: Duration) {
        self.text = text.into();
        self.remaining = time;
    }

    pub fn clear(&mut self) {
        self.show("", Duration::ZERO);
    }
}

/// The banner's time runs out; a language whose words did not come (the
/// web page fetches them) is said.
fn tick_banner(
    time: Res<Time>,
    mut unavailable: MessageReader<WordsUnavailable>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    for missing in unavailable.read() {
        let msg = Msg::new("language-missing")
            .with("language", missing.language.name())
            .with("reason", missing.reason.as_str());
        banner.show(locale.say(msg), WARNING);
    }
    if banner.remaining > Duration::ZERO {
        banner.remaining = banner.remaining.saturating_sub(time.delta());
        if banner.remaining == Duration::ZERO {
            banner.text.clear();
        }
    }
}

/// Keeps a damaged item (`file`, unreadable for `reason`) under another
/// name and says so in the banner and the log: `said` are the messages for
/// kept (with its new name) and lost (the storage's error).
pub fn set_aside_damaged(
    storage: &Storage,
    file: &str,
    said: (&'static str, &'static str),
    reason: String,
    locale: &Locale,
    banner: &mut Banner,
) {
    let msg = match storage.set_aside(file) {
        Ok(name) => Msg::new(said.0).with("file", name),
        Err(error) => Msg::new(said.1).with("error", error),
    };
    let message = locale.say(msg.with("reason", reason));
    warn!("{message}");
    banner.show(message, WARNING);
}

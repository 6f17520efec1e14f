//! Game files: Ctrl+S (or Save… in the settings) saves the whole game as
//! GGF, Ctrl+O (Open…) opens a GGF, transcript or OBF file like a paste. The
//! desktop asks where with the system's file dialogs (rfd: the desktop
//! portal, or zenity, on Linux), on a thread of their own so that no frame
//! waits for the player; the web downloads the file, and opens one through
//! the browser's file picker.

use bevy::prelude::*;

use crate::i18n::{Locale, Msg};
use crate::play::banner::{self, Banner};
use crate::play::game::GameRecord;
use crate::play::keyboard::{COMMAND_KEYS, held};
use crate::records::clipboard::Paste;
use crate::screens::AppSystems;

/// Save the game to a file, or open one.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameFile {
    Save,
    Open,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameFile>();
    app.init_resource::<Dialogs>();
    #[cfg(not(target_arch = "wasm32"))]
    app.init_resource::<desktop::FileChooser>();
    app.add_systems(
        Update,
        (file_keys, start, finish).chain().in_set(AppSystems::Input),
    );
}

/// Ctrl+S saves, Ctrl+O opens (Cmd on a Mac).
fn file_keys(keys: Res<ButtonInput<KeyCode>>, mut files: MessageWriter<GameFile>) {
    if !held(&keys, &COMMAND_KEYS) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyS) {
        files.write(GameFile::Save);
    }
    if keys.just_pressed(KeyCode::KeyO) {
        files.write(GameFile::Open);
    }
}

/// The name a saved game is offered under: the day it was saved.
pub fn file_name() -> String {
    let days = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let (year, month, day) = civil_date(days as i64);
    format!("reversi-{year:04}-{month:02}-{day:02}.ggf")
}

/// The calendar date `days` days after 1970-01-01 (Howard Hinnant's
/// `civil_from_days`).
fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

fn nothing_saved(reason: String) -> Msg {
    Msg::new("file-nothing-saved").with("reason", reason)
}

#[cfg(target_arch = "wasm32")]
fn nothing_opened(reason: String) -> Msg {
    Msg::new("record-nothing-opened").with("reason", reason)
}

/// What became of a save or an open.
#[derive(Debug)]
enum Outcome {
    Saved(String),
    Opened(String),
    Failed(Msg),
    /// The player closed the dialog (the web's file picker says nothing).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Cancelled,
}

/// Dialogs open (desktop), and outcomes known at once (the web's).
#[derive(Resource, Default)]
struct Dialogs {
    #[cfg(not(target_arch = "wasm32"))]
    waiting: Vec<desktop::Waiting>,
    done: Vec<Outcome>,
}

fn start(
    mut files: MessageReader<GameFile>,
    record: Res<GameRecord>,
    mut dialogs: ResMut<Dialogs>,
    #[cfg_attr(target_arch = "wasm32", allow(unused))] locale: Res<Locale>,
    #[cfg(not(target_arch = "wasm32"))] chooser: Res<desktop::FileChooser>,
) {
    for &file in files.read() {
        let text = record.ggf(true) + "\n";
        #[cfg(not(target_arch = "wasm32"))]
        {
            // One dialog at a time: a second one would only hide behind it.
            if !dialogs.waiting.is_empty() {
                let busy = Outcome::Failed(Msg::new("file-dialog-busy"));
                dialogs.done.push(busy);
                continue;
            }
            let words = desktop::DialogWords::new(&locale);
            dialogs
                .waiting
                .push(desktop::ask(&chooser, file, text, words));
        }
        #[cfg(target_arch = "wasm32")]
        {
            let name = file_name();
            let outcome = match file {
                GameFile::Save => crate::platform::web::download(&name, &text)
                    .map(|()| Outcome::Saved(name))
                    .unwrap_or_else(|e| Outcome::Failed(nothing_saved(e))),
                GameFile::Open => match crate::platform::web::choose_file() {
                    Ok(()) => continue,
                    Err(e) => Outcome::Failed(nothing_opened(e)),
                },
            };
            dialogs.done.push(outcome);
        }
    }
}

fn finish(
    mut dialogs: ResMut<Dialogs>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut pastes: MessageWriter<Paste>,
) {
    let mut outcomes = std::mem::take(&mut dialogs.done);
    #[cfg(not(target_arch = "wasm32"))]
    outcomes.extend(desktop::outcomes(&mut dialogs.waiting));
    #[cfg(target_arch = "wasm32")]
    outcomes.extend(
        crate::platform::web::opened_files()
            .into_iter()
            .map(|file| file.map_or_else(|e| Outcome::Failed(nothing_opened(e)), Outcome::Opened)),
    );
    for outcome in outcomes {
        match outcome {
            Outcome::Saved(path) => banner.show(
                locale.say(Msg::new("file-saved").with("file", path)),
                banner::NOTE,
            ),
            // Read like a paste: a file that isn't a game says why there.
            Outcome::Opened(text) => {
                pastes.write(Paste::file(text));
            }
            Outcome::Failed(msg) => banner.show(locale.say(msg), banner::NOTE),
            Outcome::Cancelled => {}
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod desktop {
    use std::path::{Path, PathBuf};
    use std::sync::{Arc, Mutex};

    use super::*;
    use crate::settings::storage::Storage;

    /// Asks the player for a file to save to or open, blocking its thread
    /// until answered; `None` if the player cancelled. The system's dialogs
    /// by default; tests answer themselves.
    #[derive(Resource, Clone)]
    pub struct FileChooser(
        pub Arc<dyn Fn(GameFile, &DialogWords) -> Option<PathBuf> + Send + Sync>,
    );

    /// The dialog's title and its filters' names, in the player's language
    /// (the dialog runs on a thread of its own).
    pub struct DialogWords {
        pub save: String,
        pub open: String,
        pub games: String,
        pub records: String,
        pub all: String,
    }

    impl DialogWords {
        pub fn new(locale: &Locale) -> DialogWords {
            DialogWords {
                save: locale.say("dialog-save"),
                open: locale.say("dialog-open"),
                games: locale.say("dialog-games"),
                records: locale.say("dialog-records"),
                all: locale.say("dialog-all"),
            }
        }
    }

    impl Default for FileChooser {
        fn default() -> FileChooser {
            FileChooser(Arc::new(|file, words| {
                let dialog = rfd::AsyncFileDialog::new()
                    .add_filter(&words.games, &["ggf"])
                    .add_filter(&words.all, &["*"]);
                let chosen = match file {
                    GameFile::Save => bevy::tasks::block_on(
                        dialog
                            .set_title(&words.save)
                            .set_file_name(file_name())
                            .save_file(),
                    ),
                    GameFile::Open => bevy::tasks::block_on(
                        dialog
                            .add_filter(&words.records, &["txt", "obf"])
                            .set_title(&words.open)
                            .pick_file(),
                    ),
                };
                chosen.map(|handle| handle.path().to_path_buf())
            }))
        }
    }

    /// A dialog's outcome, once the player has answered.
    pub type Waiting = Arc<Mutex<Option<Outcome>>>;

    /// Opens the dialog on a thread of its own, then saves `text` (a game) or reads
    /// the file chosen there.
    pub fn ask(chooser: &FileChooser, file: GameFile, text: String, words: DialogWords) -> Waiting {
        let waiting: Waiting = Arc::default();
        let (slot, chooser) = (Arc::clone(&waiting), chooser.0.clone());
        let spawned = std::thread::Builder::new()
            .name("file dialog".into())
            .spawn(move || {
                let outcome = match chooser(file, &words) {
                    None => Outcome::Cancelled,
                    Some(path) => match file {
                        GameFile::Save => save(&path, &text),
                        GameFile::Open => open(&path),
                    },
                };
                if let Ok(mut slot) = slot.lock() {
                    *slot = Some(outcome);
                }
            });
        if let Err(error) = spawned
            && let Ok(mut slot) = waiting.lock()
        {
            let msg = Msg::new("file-no-dialog").with("reason", error.to_string());
            *slot = Some(Outcome::Failed(msg));
        }
        waiting
    }

    /// Written whole or not at all (a temporary file, then renamed).
    fn save(path: &Path, text: &str) -> Outcome {
        let (Some(folder), Some(name)) = (path.parent(), path.file_name()) else {
            let msg = Msg::new("file-not-a-file").with("file", path.display().to_string());
            return Outcome::Failed(msg);
        };
        let storage = Storage::Folder(folder.to_path_buf());
        match storage.store(&name.to_string_lossy(), text) {
            Ok(()) => Outcome::Saved(path.display().to_string()),
            Err(error) => Outcome::Failed(nothing_saved(error)),
        }
    }

    fn open(path: &Path) -> Outcome {
        match std::fs::read(path) {
            Ok(bytes) => Outcome::Opened(String::from_utf8_lossy(&bytes).into_owned()),
            Err(error) => Outcome::Failed(
                Msg::new("record-cannot-open")
                    .with("file", path.display().to_string())
                    .with("reason", error.to_string()),
            ),
        }
    }

    /// The outcomes of the dialogs answered since the last call.
    pub fn outcomes(waiting: &mut Vec<Waiting>) -> Vec<Outcome> {
        let mut outcomes = Vec::new();
        waiting.retain(|slot| match slot.lock() {
            Ok(mut slot) => match slot.take() {
                Some(outcome) => {
                    outcomes.push(outcome);
                    false
                }
                None => true,
            },
            Err(_) => false,
        });
        outcomes
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use desktop::FileChooser;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_become_dates() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(59), (1970, 3, 1));
        // 2000 was a leap year, 2100 will not be.
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_787), (2026, 11, 30));
        assert_eq!(civil_date(47_540), (2100, 2, 28));
        assert_eq!(civil_date(47_541), (2100, 3, 1));
    }
}

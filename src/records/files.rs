//! Game files: Ctrl+S (or Save… in the settings) saves the whole game as
//! GGF, Ctrl+O (Open…) opens a GGF, transcript or OBF file like a paste;
//! the library exports all its games as one GGF file and imports such
//! files; the settings save the position's diagram as a PNG (drawn by an
//! engine job: in its worker on the web). The desktop asks where with the
//! system's file dialogs (rfd: the desktop portal, or zenity, on Linux), on
//! a thread of their own so that no frame waits for the player; the web
//! downloads the file, and opens one through the browser's file picker.

use bevy::prelude::*;
use reversi_protocol::{Job, Reply};

use crate::i18n::{Locale, Msg};
use crate::jobs::Jobs;
use crate::library::Library;
use crate::library::games::civil_date;
use crate::play::banner::{self, Banner};
use crate::play::game::GameRecord;
use crate::records::clipboard::Paste;
use crate::screens::AppSystems;
use crate::settings::Settings;
use crate::ui::keys::{COMMAND_KEYS, held};
use crate::ui::widgets::{Sends, Slot, button, sends_on_press};

/// Save the game to a file, or open one; the library's games out or in;
/// the position's diagram.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameFile {
    Save,
    Open,
    /// All the library's games in one GGF file.
    Export,
    /// A GGF file's games into the library.
    Import,
    /// The position as a PNG diagram.
    Diagram,
}

/// The game-file buttons in the panels' slots: the settings' Save…, Open…
/// and Save image, the library's Import and Export (Export when it has
/// games).
fn fill_slots(
    added: On<Add, Slot>,
    slots: Query<&Slot>,
    library: Res<Library>,
    mut commands: Commands,
) {
    let files: &[(&str, GameFile)] = match slots.get(added.entity) {
        Ok(Slot::GameFile) => &[
            ("button-save", GameFile::Save),
            ("button-open", GameFile::Open),
        ],
        Ok(Slot::Diagram) => &[("button-save-image", GameFile::Diagram)],
        Ok(Slot::LibraryFiles) if library.entries().is_empty() => {
            &[("library-import", GameFile::Import)]
        }
        Ok(Slot::LibraryFiles) => &[
            ("library-import", GameFile::Import),
            ("library-export", GameFile::Export),
        ],
        _ => return,
    };
    commands.entity(added.entity).with_children(|slot| {
        for &(label, file) in files {
            slot.spawn(button(label, Sends(file)));
        }
    });
}

impl GameFile {
    /// Whether the file is read (else written).
    fn reads(self) -> bool {
        matches!(self, GameFile::Open | GameFile::Import)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameFile>();
    sends_on_press::<GameFile>(app);
    app.add_observer(fill_slots);
    app.init_resource::<Dialogs>();
    #[cfg(not(target_arch = "wasm32"))]
    app.init_resource::<desktop::FileChooser>();
    app.add_systems(
        Update,
        (file_keys, run_files).chain().in_set(AppSystems::Input),
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

/// The name a file is offered under: the day it was saved, and what it is
/// (`reversi-2026-12-04.ggf`, `reversi-library-2026-12-04.ggf`,
/// `reversi-2026-12-04.png`).
pub fn file_name(file: GameFile) -> String {
    let days = crate::library::now() / 86_400;
    let (year, month, day) = civil_date(days as i64);
    let (kind, extension) = match file {
        GameFile::Export | GameFile::Import => ("library-", "ggf"),
        GameFile::Diagram => ("", "png"),
        GameFile::Save | GameFile::Open => ("", "ggf"),
    };
    format!("reversi-{kind}{year:04}-{month:02}-{day:02}.{extension}")
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
    /// A file's text, read as a game (`Open`) or into the library
    /// (`Import`).
    Read(GameFile, String),
    Failed(Msg),
    /// The player closed the dialog (the web's file picker says nothing).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Cancelled,
}

/// Dialogs open (desktop), outcomes known at once (the web's), the diagram
/// being drawn.
#[derive(Resource, Default)]
struct Dialogs {
    #[cfg(not(target_arch = "wasm32"))]
    waiting: Vec<desktop::Waiting>,
    done: Vec<Outcome>,
    diagram: Option<Jobs>,
}

/// Files asked for, dialogs answered, files read.
fn run_files(
    mut files: MessageReader<GameFile>,
    record: Res<GameRecord>,
    settings: Res<Settings>,
    mut library: ResMut<Library>,
    mut dialogs: ResMut<Dialogs>,
    locale: Res<Locale>,
    #[cfg(not(target_arch = "wasm32"))] chooser: Res<desktop::FileChooser>,
    mut banner: ResMut<Banner>,
    mut pastes: MessageWriter<Paste>,
) {
    let dialogs = dialogs.bypass_change_detection();
    let mut offered = Vec::new();
    for &file in files.read() {
        match file {
            GameFile::Save => offered.push((file, (record.ggf(true) + "\n").into_bytes())),
            GameFile::Export => offered.push((file, library.export().into_bytes())),
            GameFile::Diagram => {
                let job = Job::Diagram {
                    numbers: settings.diagram.numbers(),
                    mono: settings.diagram.mono(),
                    game: record.game().clone(),
                };
                dialogs.diagram = Some(Jobs::start(job, |_, _| None));
            }
            GameFile::Open | GameFile::Import => offered.push((file, Vec::new())),
        }
    }
    if let Some((_, reply)) = dialogs.diagram.as_mut().and_then(|d| d.take().pop()) {
        dialogs.diagram = None;
        match reply {
            Reply::Diagram(png) => offered.push((GameFile::Diagram, png)),
            other => {
                let reason = match other {
                    Reply::Error(error) => error,
                    other => format!("{other:?}"),
                };
                dialogs.done.push(Outcome::Failed(nothing_saved(reason)));
            }
        }
    }
    for (file, content) in offered {
        #[cfg(not(target_arch = "wasm32"))]
        {
            // One dialog at a time: a second one would only hide behind it.
            if !dialogs.waiting.is_empty() {
                let busy = Outcome::Failed(Msg::new("file-dialog-busy"));
                dialogs.done.push(busy);
                continue;
            }
            let words = desktop::DialogWords::new(&locale, file);
            let asked = desktop::ask(&chooser, file, content, words);
            dialogs.waiting.push(asked);
        }
        #[cfg(target_arch = "wasm32")]
        {
            let name = file_name(file);
            let outcome = if file.reads() {
                match crate::platform::web::choose_file(file == GameFile::Import) {
                    Ok(()) => continue,
                    Err(e) => Outcome::Failed(nothing_opened(e)),
                }
            } else {
                crate::platform::web::download(&name, &content, file == GameFile::Diagram)
                    .map(|()| Outcome::Saved(name))
                    .unwrap_or_else(|e| Outcome::Failed(nothing_saved(e)))
            };
            dialogs.done.push(outcome);
        }
    }
    let mut outcomes = std::mem::take(&mut dialogs.done);
    #[cfg(not(target_arch = "wasm32"))]
    outcomes.extend(desktop::outcomes(&mut dialogs.waiting));
    #[cfg(target_arch = "wasm32")]
    outcomes.extend(
        crate::platform::web::opened_files()
            .into_iter()
            .map(|(import, file)| {
                let file_kind = if import {
                    GameFile::Import
                } else {
                    GameFile::Open
                };
                file.map_or_else(
                    |e| Outcome::Failed(nothing_opened(e)),
                    |text| Outcome::Read(file_kind, text),
                )
            }),
    );
    for outcome in outcomes {
        match outcome {
            Outcome::Saved(path) => banner.show(
                locale.say(Msg::new("file-saved").with("file", path)),
                banner::NOTE,
            ),
            Outcome::Read(GameFile::Import, text) => {
                let imported = library.import(&text);
                let msg = Msg::new("library-imported")
                    .with("added", imported.added)
                    .with("present", imported.present)
                    .with("unreadable", imported.unreadable)
                    .with("full", imported.no_room);
                banner.show(locale.say(msg), banner::NOTE);
            }
            // Read like a paste: a file that isn't a game says why there.
            Outcome::Read(_, text) => {
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
        pub title: String,
        pub games: String,
        pub records: String,
        pub images: String,
        pub all: String,
    }

    impl DialogWords {
        pub fn new(locale: &Locale, file: GameFile) -> DialogWords {
            let title = match file {
                GameFile::Save => "dialog-save",
                GameFile::Open => "dialog-open",
                GameFile::Export => "dialog-export",
                GameFile::Import => "dialog-import",
                GameFile::Diagram => "dialog-diagram",
            };
            DialogWords {
                title: locale.say(title),
                games: locale.say("dialog-games"),
                records: locale.say("dialog-records"),
                images: locale.say("dialog-images"),
                all: locale.say("dialog-all"),
            }
        }
    }

    impl Default for FileChooser {
        fn default() -> FileChooser {
            FileChooser(Arc::new(|file, words| {
                let dialog = rfd::AsyncFileDialog::new().set_title(&words.title);
                let dialog = match file {
                    GameFile::Diagram => dialog.add_filter(&words.images, &["png"]),
                    _ => dialog.add_filter(&words.games, &["ggf"]),
                };
                let dialog = dialog.add_filter(&words.all, &["*"]);
                let chosen = if file.reads() {
                    let dialog = if file == GameFile::Open {
                        dialog.add_filter(&words.records, &["txt", "obf"])
                    } else {
                        dialog
                    };
                    bevy::tasks::block_on(dialog.pick_file())
                } else {
                    bevy::tasks::block_on(dialog.set_file_name(file_name(file)).save_file())
                };
                chosen.map(|handle| handle.path().to_path_buf())
            }))
        }
    }

    /// A dialog's outcome, once the player has answered.
    pub type Waiting = Arc<Mutex<Option<Outcome>>>;

    /// Opens the dialog on a thread of its own, then writes `content` (a
    /// game, the library, a diagram) or reads the file chosen there.
    pub fn ask(
        chooser: &FileChooser,
        file: GameFile,
        content: Vec<u8>,
        words: DialogWords,
    ) -> Waiting {
        let waiting: Waiting = Arc::default();
        let (slot, chooser) = (Arc::clone(&waiting), chooser.0.clone());
        let spawned = std::thread::Builder::new()
            .name("file dialog".into())
            .spawn(move || {
                let outcome = match chooser(file, &words) {
                    None => Outcome::Cancelled,
                    Some(path) if file.reads() => open(&path, file),
                    Some(path) => save(&path, &content),
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
    fn save(path: &Path, content: &[u8]) -> Outcome {
        if path.file_name().is_none() {
            let msg = Msg::new("file-not-a-file").with("file", path.display().to_string());
            return Outcome::Failed(msg);
        }
        match crate::settings::storage::write_whole(path, content) {
            Ok(()) => Outcome::Saved(path.display().to_string()),
            Err(e) => Outcome::Failed(nothing_saved(format!("{}: {e}", path.display()))),
        }
    }

    fn open(path: &Path, file: GameFile) -> Outcome {
        match std::fs::read(path) {
            Ok(bytes) => Outcome::Read(file, String::from_utf8_lossy(&bytes).into_owned()),
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

//! The library of games: every game finished here and every game opened
//! (a file, a paste, a link) is kept, with its date, players, clocks,
//! opening and, once analysed, each side's accuracy. It is one GGF file
//! ([`games::FILE`]) in the [`Storage`], next to the saved game, written
//! whole (atomically on the desktop) after each change; it keeps the
//! [`games::CAPACITY`] games most recently kept, a new finished game letting
//! the oldest go (an import only fills the room left). A library that
//! cannot be read whole is set aside under another name, and the games that
//! can be read are kept. The library screen (`panel.rs`) lists, filters,
//! opens, deletes (Undo brings a game back), exports and imports.

pub mod games;
pub mod panel;

use bevy::prelude::*;
use reversi_engine::{Color, Game};

use crate::i18n::{Locale, Msg};
use crate::play::banner::{self, Banner, set_aside_damaged};
use crate::play::game::GameRecord;
use crate::screens::Screen;
use crate::settings::Settings;
use crate::settings::storage::Storage;
use crate::study::analysis::Analysis;
use games::{CAPACITY, Entry, FILE, Player, View, read_games, write_games};

/// The library, kept in the [`Storage`] when there is one (the whole game
/// has, from `records::saves`; a headless test may not).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Library>();
    app.init_resource::<LibraryPanel>();
    app.add_systems(Startup, load_library);
    app.add_systems(PostUpdate, keep_games);
}

/// The library screen's list: its filters and order, the page shown (kept
/// while it is closed).
#[derive(Resource, Default, Clone, PartialEq)]
pub struct LibraryPanel {
    pub view: View,
    pub page: usize,
}

/// The games kept, oldest kept first.
#[derive(Resource, Default)]
pub struct Library {
    entries: Vec<Entry>,
    /// Games deleted since the start, the last deleted last, with where
    /// they were: Undo puts them back.
    deleted: Vec<(usize, Entry)>,
    /// The game on the board's entry: its record's session and game.
    kept: Option<(u64, Game)>,
    /// Changed since last written.
    unsaved: bool,
}

/// What an import did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    pub added: usize,
    /// Games the library already had.
    pub present: usize,
    pub unreadable: usize,
    /// Games left out: the library was full.
    pub no_room: usize,
}

impl Library {
    /// The games, oldest kept first.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Keeps `entry` unless the library has that game already; past the
    /// capacity, the game kept longest ago goes. Returns whether it was
    /// added.
    pub fn keep(&mut self, entry: Entry) -> bool {
        if self.entries.iter().any(|e| e.same_game(&entry.game)) {
            return false;
        }
        self.entries.push(entry);
        let over = self.entries.len().saturating_sub(CAPACITY);
        self.entries.drain(..over);
        self.unsaved = true;
        true
    }

    /// Keeps the game of a record's `session` as it is now: the entry kept
    /// for that session is brought up to date (moves taken back and played
    /// otherwise after its end), another session's game is a new entry.
    pub fn keep_played(&mut self, session: u64, entry: Entry) {
        let earlier = match &self.kept {
            Some((kept_session, game)) if *kept_session == session => Some(game.clone()),
            _ => None,
        };
        self.kept = Some((session, entry.game.clone()));
        let index = earlier.and_then(|game| self.entries.iter().position(|e| e.same_game(&game)));
        match index {
            // The same game: what the server said after its last move (the
            // move's time, a forfeit) still goes in.
            Some(index) if self.entries[index].same_game(&entry.game) => {
                let kept = &mut self.entries[index];
                if (&kept.clocks, kept.timeout, kept.forfeit)
                    != (&entry.clocks, entry.timeout, entry.forfeit)
                {
                    kept.clocks = entry.clocks;
                    kept.timeout = entry.timeout;
                    kept.forfeit = entry.forfeit;
                    self.unsaved = true;
                }
            }
            Some(index) if !self.entries.iter().any(|e| e.same_game(&entry.game)) => {
                self.entries[index] = entry;
                self.unsaved = true;
            }
            _ => {
                self.keep(entry);
            }
        }
    }

    /// Deletes the game at `index` (of [`Library::entries`]).
    pub fn delete(&mut self, index: usize) {
        if index < self.entries.len() {
            let entry = self.entries.remove(index);
            self.deleted.push((index, entry));
            self.unsaved = true;
        }
    }

    /// Whether Undo has a deleted game to bring back.
    pub fn can_undelete(&self) -> bool {
        !self.deleted.is_empty()
    }

    /// Brings the game deleted last back where it was.
    pub fn undelete(&mut self) {
        if let Some((index, entry)) = self.deleted.pop() {
            let index = index.min(self.entries.len());
            self.entries.insert(index, entry);
            self.unsaved = true;
        }
    }

    /// `game`'s analysis: each side's accuracy on its entry.
    pub fn set_accuracy(&mut self, game: &Game, accuracy: [Option<f64>; 2]) {
        let rounded = accuracy.map(|a| a.map(|a| (a * 10.0).round() / 10.0));
        for entry in self.entries.iter_mut().filter(|e| e.same_game(game)) {
            if entry.accuracy != rounded {
                entry.accuracy = rounded;
                self.unsaved = true;
            }
        }
    }

    /// Adds the readable games of a GGF text of many, as far as there is
    /// room.
    pub fn import(&mut self, text: &str) -> Imported {
        let (entries, unreadable) = read_games(text);
        let mut imported = Imported {
            unreadable,
            ..Imported::default()
        };
        for entry in entries {
            if self.entries.iter().any(|e| e.same_game(&entry.game)) {
                imported.present += 1;
            } else if self.entries.len() >= CAPACITY {
                imported.no_room += 1;
            } else {
                self.keep(entry);
                imported.added += 1;
            }
        }
        imported
    }

    /// All the games as one GGF file, oldest kept first.
    pub fn export(&self) -> String {
        write_games(&self.entries)
    }

    /// Writes the library if it changed.
    fn store(&mut self, storage: &Storage) -> Result<(), String> {
        if !self.unsaved {
            return Ok(());
        }
        self.unsaved = false;
        storage.store(FILE, &self.export())
    }
}

/// Seconds since 1970, now.
pub fn now() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Reads the library; a damaged one is set aside (its readable games kept
/// and written back) and reported.
fn load_library(
    storage: Option<Res<Storage>>,
    mut library: ResMut<Library>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    let Some(storage) = storage else {
        return;
    };
    let Some(text) = storage.load(FILE) else {
        return;
    };
    let (entries, unreadable) = read_games(&text);
    // Text outside the games (beyond blank lines) is damage too.
    let stray = text
        .split(";)")
        .last()
        .is_some_and(|tail| !tail.trim().is_empty());
    library.entries = entries;
    let over = library.entries.len().saturating_sub(CAPACITY);
    library.entries.drain(..over);
    if unreadable > 0 || stray {
        let reason = locale.say(
            Msg::new("library-unreadable")
                .with("count", unreadable)
                .with("kept", library.entries.len()),
        );
        let said = ("library-damaged-kept", "library-damaged-lost");
        set_aside_damaged(&storage, FILE, said, reason, &locale, &mut banner);
        library.unsaved = true;
    }
}

/// Keeps the game on the board when it is finished (not an exercise, the
/// tour's or the title screen's), each side's accuracy when its analysis
/// is done, and writes the library when it changed.
fn keep_games(
    record: Res<GameRecord>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    analysis: Res<Analysis>,
    storage: Option<Res<Storage>>,
    mut library: ResMut<Library>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    let played = matches!(screen.get(), Screen::Playing | Screen::GameOver);
    // The screen too: a game put on the board comes to its screen a frame
    // after the record changed.
    let changed = record.is_changed() || screen.is_changed();
    if changed && played && !record.exercise() && record.finished() {
        let mut players = Player::of_mode(record.mode(), settings.level);
        let online = record.online();
        if let Some(online) = online {
            players = online.players.clone().map(Player::Named);
        }
        let mut entry = Entry::new(record.game().clone(), players, now());
        entry.clocks = record.clocks().cloned();
        entry.timeout = record.flagged();
        if let Some(online) = online {
            entry.ratings = online.ratings.map(Some);
            entry.forfeit = online.forfeit;
        }
        library.keep_played(record.session(), entry);
    }
    if analysis.is_changed()
        && analysis.done()
        && let Some(game) = &analysis.game
    {
        let accuracy = [Color::Black, Color::White].map(|side| analysis.accuracy(side));
        library.set_accuracy(game, accuracy);
    }
    let Some(storage) = storage else {
        return;
    };
    if let Err(error) = library.store(&storage) {
        let message = locale.say(Msg::new("library-not-saved").with("reason", error));
        warn!("{message}");
        banner.show(message, banner::WARNING);
    }
}

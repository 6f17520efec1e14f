//! Game records in and out: Ctrl+C copies the moves (a transcript),
//! Ctrl+Shift+C the board (OBF), Ctrl+Alt+C the whole game (GGF); Ctrl+V
//! pastes any of the three, recognised by its look, and continues from it
//! in the current mode; a file dropped on the window is opened the same way.
//! A paste that cannot be read says why in the banner and leaves the game
//! as it was.

use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use reversi_engine::{BoardError, Game, GgfError, IllegalMove, RecordError, TranscriptError};

use crate::i18n::{Locale, Msg};
use crate::library::games::{Entry, Player};
use crate::library::{Library, now};
use crate::play::banner::{self, Banner};
use crate::play::game::{GameRecord, ReplaceGame};
use crate::screens::{AppSystems, Screen};
use crate::settings::Settings;
use crate::ui::field::TextField;
use crate::ui::keys::{COMMAND_KEYS, held};
use crate::ui::widgets::sends_on_press;

/// Text pasted by the player (or a game link's, or a file's), to be read as
/// a game.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Paste {
    pub text: String,
    /// Open it in review at its start (a game link), rather than at its end.
    pub review: bool,
    /// It came from a file: the banner says "opened", not "pasted".
    pub from_file: bool,
}

impl Paste {
    /// A paste played on from its end.
    pub fn text(text: impl Into<String>) -> Paste {
        Paste {
            text: text.into(),
            review: false,
            from_file: false,
        }
    }

    /// A file's text, played on from its end.
    pub fn file(text: impl Into<String>) -> Paste {
        Paste {
            from_file: true,
            ..Paste::text(text)
        }
    }

    /// A game link's moves, opened in review at the start.
    pub fn link(text: impl Into<String>) -> Paste {
        Paste {
            review: true,
            ..Paste::text(text)
        }
    }
}

/// The HUD's Share (web: the game's link) or Copy (desktop: the moves).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShareGame;

/// The game's part: pasted text becomes the game.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<Paste>();
    app.add_message::<ShareGame>();
    sends_on_press::<ShareGame>(app);
    app.add_systems(Update, apply_pastes.in_set(AppSystems::Rules));
}

/// The keyboard's part, with the system clipboard (the whole game only).
pub fn clipboard_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (clipboard_keys, dropped_files).in_set(AppSystems::Input),
    );
}

/// A file dropped on the window is opened like a paste.
fn dropped_files(
    mut drops: MessageReader<bevy::window::FileDragAndDrop>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut pastes: MessageWriter<Paste>,
) {
    for drop in drops.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = drop {
            match std::fs::read(path_buf) {
                Ok(bytes) => {
                    pastes.write(Paste::file(String::from_utf8_lossy(&bytes)));
                }
                Err(error) => {
                    let msg = Msg::new("record-cannot-open")
                        .with("file", path_buf.display().to_string())
                        .with("reason", error.to_string());
                    banner.show(locale.say(msg), banner::NOTE)
                }
            }
        }
    }
}

fn apply_pastes(
    mut pastes: MessageReader<Paste>,
    record: Res<GameRecord>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut replace: MessageWriter<ReplaceGame>,
    mut library: ResMut<Library>,
) {
    for Paste {
        text,
        review,
        from_file,
    } in pastes.read()
    {
        let (done, nothing) = if *from_file {
            ("record-opened", "record-nothing-opened")
        } else {
            ("record-pasted", "record-nothing-pasted")
        };
        let mut game = match Game::from_record(text) {
            Ok(game) => game,
            Err(error) => {
                let reason = locale.say(record_error(&error));
                banner.show(
                    locale.say(Msg::new(nothing).with("reason", reason)),
                    banner::NOTE,
                );
                continue;
            }
        };
        let moves = game.moves().len();
        keep_opened(&mut library, text, &game);
        banner.show(
            locale.say(Msg::new(done).with("moves", moves)),
            banner::NOTE,
        );
        if *review {
            while game.undo().is_some() {}
        }
        // From the title screen (or the tour), in the mode chosen there.
        let mode = match screen.get() {
            Screen::Title | Screen::Tour => settings.mode,
            _ => record.mode(),
        };
        replace.write(ReplaceGame::play(game, mode));
    }
}

/// An opened game (not a bare position) goes into the library: with its
/// players, date and clocks when it is a GGF record, else as opened now.
fn keep_opened(library: &mut Library, text: &str, game: &Game) {
    if game.whole_record().moves().is_empty() {
        return;
    }
    let unknown = || Player::Named(String::new());
    let mut entry = Entry::from_ggf(text)
        .ok()
        .filter(|entry| entry.same_game(game))
        .unwrap_or_else(|| Entry::new(game.clone(), [unknown(), unknown()], 0));
    if entry.date == 0 {
        entry.date = now();
    }
    library.keep(entry);
}

/// A paste asked of the clipboard, answered later on the web.
#[derive(Default)]
struct PendingPaste(Option<bevy::clipboard::ClipboardRead>);

fn clipboard_keys(
    keys: Res<ButtonInput<KeyCode>>,
    record: Res<GameRecord>,
    mut clipboard: ResMut<bevy::clipboard::Clipboard>,
    mut pending: Local<PendingPaste>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut pastes: MessageWriter<Paste>,
    mut shares: MessageReader<ShareGame>,
    focus: Option<Res<InputFocus>>,
    mut fields: Query<&mut TextField>,
) {
    // A paste goes into the field being typed in, if one is.
    let mut paste = |text: String| match focus
        .as_ref()
        .and_then(|f| f.get())
        .and_then(|entity| fields.get_mut(entity).ok())
    {
        Some(mut field) => field.insert(text.trim()),
        None => {
            pastes.write(Paste::text(text));
        }
    };
    if shares.read().count() > 0 {
        let (what, text) = share_text(record.game());
        copy(&mut clipboard, what, text, &locale, &mut banner);
    }
    if let Some(read) = pending.0.as_mut()
        && let Some(result) = read.poll_result()
    {
        pending.0 = None;
        match result {
            Ok(text) => paste(text),
            Err(error) => {
                let msg = Msg::new("record-nothing-pasted").with("reason", error.to_string());
                banner.show(locale.say(msg), banner::NOTE)
            }
        }
    }
    // The web's Ctrl+V arrives as the browser's paste event (`platform::web::files`).
    #[cfg(target_arch = "wasm32")]
    for text in crate::platform::web::pasted() {
        paste(text);
    }
    let control = held(&keys, &COMMAND_KEYS);
    if !control {
        return;
    }
    let shift = held(&keys, &[KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let alt = held(&keys, &[KeyCode::AltLeft, KeyCode::AltRight]);
    if keys.just_pressed(KeyCode::KeyC) {
        let (what, text) = match (shift, alt) {
            (_, true) => ("record-copied-game", record.ggf(false)),
            (true, false) => ("record-copied-board", record.game().position().to_string()),
            (false, false) => ("record-copied-moves", copy_transcript(record.game())),
        };
        copy(&mut clipboard, what, text, &locale, &mut banner);
    }
    if keys.just_pressed(KeyCode::KeyV) {
        pending.0 = Some(clipboard.fetch_text());
    }
}

/// Puts `text` on the clipboard and says so (`copied` names what it is).
fn copy(
    clipboard: &mut bevy::clipboard::Clipboard,
    copied: &'static str,
    text: String,
    locale: &Locale,
    banner: &mut Banner,
) {
    let msg = match clipboard.set_text(text) {
        Ok(()) => Msg::new(copied),
        Err(error) => Msg::new("record-nothing-copied").with("reason", error.to_string()),
    };
    banner.show(locale.say(msg), banner::NOTE);
}

/// What Share copies, and the message that names it: on the web the game's
/// link (it opens the game in review), on the desktop the moves.
fn share_text(game: &Game) -> (&'static str, String) {
    #[cfg(target_arch = "wasm32")]
    if *game.start_position() == reversi_engine::Position::start()
        && let Some(link) = crate::platform::web::game_link(game)
    {
        return ("record-copied-link", link);
    }
    ("record-copied-moves", copy_transcript(game))
}

/// Why a record could not be read, in the player's words.
pub fn record_error(error: &RecordError) -> Msg {
    match error {
        RecordError::Transcript(TranscriptError::Empty) => Msg::new("error-empty"),
        RecordError::Transcript(TranscriptError::Unreadable { text, .. }) => {
            Msg::new("error-unreadable").with("text", text.as_str())
        }
        RecordError::Transcript(TranscriptError::Illegal { number, mv, reason }) => {
            let id = if *reason == IllegalMove::GameOver {
                "error-after-end"
            } else {
                "error-illegal"
            };
            Msg::new(id)
                .with("number", *number)
                .with("move", mv.to_string())
        }
        RecordError::Board(BoardError::Empty | BoardError::Length(_)) => {
            let count = match error {
                RecordError::Board(BoardError::Length(n)) => *n,
                _ => 0,
            };
            Msg::new("error-board-length").with("count", count)
        }
        RecordError::Board(BoardError::BadSquare { square, found }) => {
            Msg::new("error-board-square")
                .with("square", square.to_string())
                .with("found", found.to_string())
        }
        RecordError::Board(BoardError::MissingSide | BoardError::BadSide(_)) => {
            Msg::new("error-board-side")
        }
        RecordError::Board(BoardError::TrailingText(text)) => {
            Msg::new("error-board-trailing").with("text", text.as_str())
        }
        RecordError::Ggf(GgfError::Move { number, text, .. }) => Msg::new("error-ggf-move")
            .with("number", *number)
            .with("move", text.as_str()),
        RecordError::Ggf(_) => Msg::new("error-ggf"),
    }
}

/// The moves, or the whole game when it did not start from the standard
/// position (a transcript can't say where it starts).
fn copy_transcript(game: &Game) -> String {
    if *game.start_position() == reversi_engine::Position::start() {
        game.transcript()
    } else {
        game.to_ggf()
    }
}

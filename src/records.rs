//! Game records in and out: Ctrl+C copies the moves (a transcript),
//! Ctrl+Shift+C the board (OBF), Ctrl+Alt+C the whole game (GGF); Ctrl+V
//! pastes any of the three, recognised by its look, and continues from it
//! in the current mode. A paste that cannot be read says why in the banner
//! and leaves the game as it was.

use std::time::Duration;

use bevy::prelude::*;
use reversi_engine::Game;

use crate::banner::Banner;
use crate::rules::{BoardReset, Rules};
use crate::settings::Settings;
use crate::{AppSystems, Screen, Turn};

const NOTE: Duration = Duration::from_secs(4);

/// Text pasted by the player, to be read as a game.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Paste(pub String);

/// The game's part: pasted text becomes the game.
pub(super) fn plugin(app: &mut App) {
    app.add_message::<Paste>();
    app.add_systems(Update, apply_pastes.in_set(AppSystems::Rules));
}

/// The keyboard's part, with the system clipboard (the whole game only).
pub fn clipboard_plugin(app: &mut App) {
    app.add_systems(Update, clipboard_keys.in_set(AppSystems::Input));
}

fn apply_pastes(
    mut pastes: MessageReader<Paste>,
    mut rules: ResMut<Rules>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    mut banner: ResMut<Banner>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut resets: MessageWriter<BoardReset>,
) {
    for Paste(text) in pastes.read() {
        let game = match Game::from_record(text) {
            Ok(game) => game,
            Err(error) => {
                banner.show(format!("Nothing pasted: {error}"), NOTE);
                continue;
            }
        };
        let moves = game.moves().len();
        banner.show(
            match moves {
                0 => "Pasted a position".to_string(),
                1 => "Pasted a game of 1 move".to_string(),
                n => format!("Pasted a game of {n} moves"),
            },
            NOTE,
        );
        let mut start = Game::from_position(*game.start_position());
        start.pass_if_forced();
        rules.start = start;
        rules.game = game;
        // From the title screen, in the mode chosen there.
        if *screen.get() == Screen::Title {
            rules.mode = settings.mode;
        }
        rules.generation += 1;
        next_screen.set(Screen::Playing);
        next_turn.set(Turn::Deciding);
        resets.write(BoardReset);
    }
}

/// A paste asked of the clipboard, answered later on the web.
#[derive(Default)]
struct PendingPaste(Option<bevy::clipboard::ClipboardRead>);

fn clipboard_keys(
    keys: Res<ButtonInput<KeyCode>>,
    rules: Res<Rules>,
    mut clipboard: ResMut<bevy::clipboard::Clipboard>,
    mut pending: Local<PendingPaste>,
    mut banner: ResMut<Banner>,
    mut pastes: MessageWriter<Paste>,
) {
    if let Some(read) = pending.0.as_mut()
        && let Some(result) = read.poll_result()
    {
        pending.0 = None;
        match result {
            Ok(text) => {
                pastes.write(Paste(text));
            }
            Err(error) => banner.show(format!("Nothing pasted: {error}"), NOTE),
        }
    }
    let control = keys.any_pressed([
        KeyCode::ControlLeft,
        KeyCode::ControlRight,
        KeyCode::SuperLeft,
        KeyCode::SuperRight,
    ]);
    if !control {
        return;
    }
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let alt = keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight]);
    if keys.just_pressed(KeyCode::KeyC) {
        let (what, text) = match (shift, alt) {
            (_, true) => ("the game (GGF)", rules.game.to_ggf()),
            (true, false) => ("the board", rules.game.position().to_string()),
            (false, false) => ("the moves", copy_transcript(&rules.game)),
        };
        match clipboard.set_text(text) {
            Ok(()) => banner.show(format!("Copied {what}"), NOTE),
            Err(error) => banner.show(format!("Nothing copied: {error}"), NOTE),
        }
    }
    if keys.just_pressed(KeyCode::KeyV) {
        pending.0 = Some(clipboard.fetch_text());
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

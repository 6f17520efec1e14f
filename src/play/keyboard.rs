//! Keyboard play: arrow keys move a cursor over the board and Enter or Space
//! places there; typing a square's name (`d3`) places there; U/R undo and
//! redo, H toggles hints, Esc opens the menu. Tab moves the keyboard focus
//! over the buttons instead (Bevy's tab navigation): while a button holds
//! it, Enter and Space press that button; an arrow key brings the focus back
//! to the board.

use bevy::ecs::system::SystemParam;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;
use reversi_engine::{Move, Square};

use crate::play::game::{GameCommand, GameRecord, MoveAttempt, MoveSource};
use crate::screens::{AppSystems, Panel, Screen};
use crate::settings::Settings;
use crate::ui::keys::{COMMAND_KEYS, held};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Cursor>();
    app.init_resource::<ButtonInput<KeyCode>>();
    app.add_systems(
        Update,
        keyboard
            .run_if(not(in_state(Screen::Title)))
            .in_set(AppSystems::Input),
    );
}

/// The keyboard cursor, and a column letter typed and waiting for its row.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    pub square: Square,
    /// Shown only once the arrow keys have been used.
    pub visible: bool,
    pub typed_column: Option<u8>,
    /// The last key was H, which toggled hints; if a digit follows, the
    /// player was typing a square on column h instead.
    h_toggled: bool,
}

impl Default for Cursor {
    fn default() -> Cursor {
        Cursor {
            square: "d3".parse().expect("a square"),
            visible: false,
            typed_column: None,
            h_toggled: false,
        }
    }
}

const COLUMN_KEYS: [KeyCode; 8] = [
    KeyCode::KeyA,
    KeyCode::KeyB,
    KeyCode::KeyC,
    KeyCode::KeyD,
    KeyCode::KeyE,
    KeyCode::KeyF,
    KeyCode::KeyG,
    KeyCode::KeyH,
];
const ROW_KEYS: [[KeyCode; 2]; 8] = [
    [KeyCode::Digit1, KeyCode::Numpad1],
    [KeyCode::Digit2, KeyCode::Numpad2],
    [KeyCode::Digit3, KeyCode::Numpad3],
    [KeyCode::Digit4, KeyCode::Numpad4],
    [KeyCode::Digit5, KeyCode::Numpad5],
    [KeyCode::Digit6, KeyCode::Numpad6],
    [KeyCode::Digit7, KeyCode::Numpad7],
    [KeyCode::Digit8, KeyCode::Numpad8],
];

/// The keyboard's focus on the interface's buttons.
#[derive(SystemParam)]
struct ButtonFocus<'w, 's> {
    // Absent in the headless tests, which have no interface.
    focus: Option<ResMut<'w, InputFocus>>,
    focusable: Query<'w, 's, (), With<bevy::input_focus::tab_navigation::TabIndex>>,
}

impl ButtonFocus<'_, '_> {
    /// Back to the board: no button has the focus.
    fn clear(&mut self) {
        if let Some(focus) = self.focus.as_mut() {
            focus.clear();
        }
    }

    /// Whether a button has the focus (Enter and Space are its then).
    fn on_button(&self) -> bool {
        self.focus
            .as_ref()
            .and_then(|focus| focus.get())
            .is_some_and(|entity| self.focusable.contains(entity))
    }
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    record: Res<GameRecord>,
    panel: Res<State<Panel>>,
    mut focus: ButtonFocus,
    mut cursor: ResMut<Cursor>,
    mut settings: ResMut<Settings>,
    mut attempts: MessageWriter<MoveAttempt>,
    mut commands: MessageWriter<GameCommand>,
) {
    // Keys held with Ctrl (or Cmd) are the clipboard's (`records::clipboard`);
    // the openings' panel takes typing for its search, the lobby for its
    // fields.
    if held(&keys, &COMMAND_KEYS) || matches!(panel.get(), Panel::Openings | Panel::Online) {
        return;
    }
    // Review (the move list's keys): Home, End, Page Up/Down or Alt+arrows.
    let alt = held(&keys, &[KeyCode::AltLeft, KeyCode::AltRight]);
    let played = record.game().moves().len();
    let review = if keys.just_pressed(KeyCode::Home) {
        Some(0)
    } else if keys.just_pressed(KeyCode::End) {
        Some(played + record.game().undone_moves().len())
    } else if keys.just_pressed(KeyCode::PageUp) || (alt && keys.just_pressed(KeyCode::ArrowLeft)) {
        Some(played.saturating_sub(1))
    } else if keys.just_pressed(KeyCode::PageDown)
        || (alt && keys.just_pressed(KeyCode::ArrowRight))
    {
        Some(played + 1)
    } else {
        None
    };
    if let Some(ply) = review {
        commands.write(GameCommand::GoTo(ply));
    }
    if alt {
        return;
    }
    let place = |attempts: &mut MessageWriter<MoveAttempt>, square: Square| {
        attempts.write(MoveAttempt {
            mv: Move::Place(square),
            source: MoveSource::Human,
        });
    };

    // Arrows move the cursor; Enter or Space plays there.
    let (mut dc, mut dr) = (0i8, 0i8);
    if keys.just_pressed(KeyCode::ArrowLeft) {
        dc -= 1;
    }
    if keys.just_pressed(KeyCode::ArrowRight) {
        dc += 1;
    }
    if keys.just_pressed(KeyCode::ArrowUp) {
        dr -= 1;
    }
    if keys.just_pressed(KeyCode::ArrowDown) {
        dr += 1;
    }
    if dc != 0 || dr != 0 {
        let column = (cursor.square.column() as i8 + dc).clamp(0, 7) as u8;
        let row = (cursor.square.row() as i8 + dr).clamp(0, 7) as u8;
        cursor.square = Square::from_coords(column, row).expect("clamped to the board");
        cursor.visible = true;
        focus.clear();
    }
    if !focus.on_button()
        && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
    {
        place(&mut attempts, cursor.square);
    }

    // A typed square name: a column letter, then a row digit. The letters of
    // the shortcuts below also name columns, so a letter waits for a digit.
    if let Some(column) = COLUMN_KEYS.iter().position(|k| keys.just_pressed(*k)) {
        cursor.typed_column = Some(column as u8);
    } else if let Some(row) = ROW_KEYS.iter().position(|k| keys.any_just_pressed(*k)) {
        if cursor.h_toggled {
            settings.hints = !settings.hints;
        }
        if let Some(column) = cursor.typed_column.take() {
            let square = Square::from_coords(column, row as u8).expect("in range");
            cursor.square = square;
            place(&mut attempts, square);
        }
    }

    if keys.just_pressed(KeyCode::KeyU) {
        commands.write(GameCommand::Undo);
    }
    if keys.just_pressed(KeyCode::KeyR) {
        commands.write(GameCommand::Redo);
    }
    // H is also column h: it toggles hints, and a digit after it turns that
    // back and completes the square name instead.
    if keys.get_just_pressed().next().is_some() {
        cursor.h_toggled = false;
    }
    // V: the evaluation's scores on the board (no column is called v).
    if keys.just_pressed(KeyCode::KeyV) {
        settings.evaluation = !settings.evaluation;
    }
    if keys.just_pressed(KeyCode::KeyH) {
        settings.hints = !settings.hints;
        cursor.h_toggled = true;
    }
    // Esc closes an open panel first (`ui::widgets`).
    if keys.just_pressed(KeyCode::Escape) && *panel.get() == Panel::None {
        commands.write(GameCommand::Menu);
    }
}

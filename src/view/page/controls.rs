//! The page's own controls for screen readers, drawn nowhere: the board's
//! 64 squares as buttons named by what is on them, and the buttons on
//! screen with their names, in the same order; pressing one is a click on
//! the square or the button.

use std::cell::RefCell;

use bevy::input_focus::tab_navigation::TabIndex;
use bevy::prelude::*;
use reversi_engine::{Move, Square};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::access::announce::square_words;
use crate::i18n::Locale;
use crate::platform::web::document;
use crate::play::game::{GameRecord, MoveAttempt, MoveSource};
use crate::ui::widgets::Activate;

pub(super) fn plugin(app: &mut App) {
    spawn_page_board();
    app.add_systems(PreUpdate, press_page_controls);
    app.add_systems(Last, (name_page_board, mirror_buttons));
}

thread_local! {
    /// Squares and buttons pressed in the page's controls since the game
    /// last looked (a button as its entity's bits).
    static PRESSED: RefCell<Pressed> = RefCell::new(Pressed::default());
}

#[derive(Default)]
struct Pressed {
    squares: Vec<Square>,
    buttons: Vec<u64>,
}

/// The board for screen readers (`#reversi-board`): eight rows of eight
/// buttons, each named by what is on its square ("d3, empty, legal,
/// turns 1"); pressing one places a disc there, like a click.
fn spawn_page_board() {
    let Ok(document) = document() else {
        return;
    };
    let Some(board) = document.get_element_by_id("reversi-board") else {
        return;
    };
    for row in 0..8u8 {
        let Ok(line) = document.create_element("div") else {
            return;
        };
        let _ = line.set_attribute("role", "group");
        let _ = line.set_attribute("aria-label", &(row + 1).to_string());
        for column in 0..8u8 {
            let Some(square) = Square::from_coords(column, row) else {
                continue;
            };
            let Ok(button) = document.create_element("button") else {
                return;
            };
            button.set_id(&format!("reversi-square-{square}"));
            button.set_text_content(Some(&square.to_string()));
            let press = Closure::<dyn FnMut()>::new(move || {
                PRESSED.with_borrow_mut(|pressed| pressed.squares.push(square));
            });
            let _ =
                button.add_event_listener_with_callback("click", press.as_ref().unchecked_ref());
            press.forget();
            let _ = line.append_child(&button);
        }
        let _ = board.append_child(&line);
    }
}

/// Names the page's squares after the position shown, in the game's
/// language, which the page declares (screen readers pronounce by it).
fn name_page_board(record: Res<GameRecord>, locale: Res<Locale>) {
    if !record.is_changed() && !locale.is_changed() {
        return;
    }
    let Ok(document) = document() else {
        return;
    };
    if locale.is_changed() {
        if let Some(page) = document.document_element() {
            let _ = page.set_attribute("lang", locale.language().code());
        }
        if let Some(board) = document.get_element_by_id("reversi-board") {
            let _ = board.set_attribute("aria-label", &locale.say("board-label"));
        }
    }
    for square in Square::ALL {
        if let Some(button) = document.get_element_by_id(&format!("reversi-square-{square}")) {
            let words = square_words(&locale, &record, square);
            let _ = button.set_attribute("aria-label", &words);
        }
    }
}

/// The buttons on screen, for screen readers (`#reversi-buttons`): the
/// same, named alike and in the same order (top to bottom, left to right),
/// rebuilt when they change; pressing one presses the game's.
fn mirror_buttons(
    buttons: Query<
        (
            Entity,
            &TabIndex,
            &bevy::ui::UiGlobalTransform,
            &Children,
            Option<&bevy::ui::prelude::AccessibleLabel>,
        ),
        With<Button>,
    >,
    texts: Query<&Text>,
    mut shown: Local<Vec<(Entity, String)>>,
) {
    // Usable buttons are the ones the keyboard focus may reach.
    let mut usable: Vec<(Vec2, Entity, String)> = buttons
        .iter()
        .filter(|(_, index, ..)| index.0 == 0)
        .filter_map(|(entity, _, at, children, label)| {
            let name = match label {
                Some(label) => label.0.clone(),
                None => children.iter().find_map(|c| texts.get(c).ok())?.0.clone(),
            };
            Some((at.translation, entity, name))
        })
        .collect();
    usable.sort_by(|a, b| {
        (a.0.y, a.0.x)
            .partial_cmp(&(b.0.y, b.0.x))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let wanted: Vec<(Entity, String)> = usable.into_iter().map(|(_, e, n)| (e, n)).collect();
    if *shown == wanted {
        return;
    }
    let Ok(document) = document() else {
        return;
    };
    let Some(bar) = document.get_element_by_id("reversi-buttons") else {
        return;
    };
    bar.set_text_content(None);
    for (entity, name) in &wanted {
        let Ok(button) = document.create_element("button") else {
            return;
        };
        button.set_text_content(Some(name));
        let bits = entity.to_bits();
        let press = Closure::<dyn FnMut()>::new(move || {
            PRESSED.with_borrow_mut(|pressed| pressed.buttons.push(bits));
        });
        let _ = button.add_event_listener_with_callback("click", press.as_ref().unchecked_ref());
        // The element and its listener go together when the bar is rebuilt.
        press.forget();
        let _ = bar.append_child(&button);
    }
    *shown = wanted;
}

/// What was pressed in the page's controls: a square is a move attempt, a
/// button is pressed as if clicked (if it is still there and usable).
fn press_page_controls(
    mut attempts: MessageWriter<MoveAttempt>,
    buttons: Query<&TabIndex, With<Button>>,
    mut commands: Commands,
) {
    let (squares, pressed) = PRESSED.with_borrow_mut(|pressed| {
        (
            std::mem::take(&mut pressed.squares),
            std::mem::take(&mut pressed.buttons),
        )
    });
    for square in squares {
        attempts.write(MoveAttempt {
            mv: Move::Place(square),
            source: MoveSource::Human,
        });
    }
    for bits in pressed {
        let Some(entity) = Entity::try_from_bits(bits) else {
            continue;
        };
        if buttons.get(entity).is_ok_and(|index| index.0 == 0) {
            commands.trigger(Activate { entity });
        }
    }
}

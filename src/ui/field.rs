//! A line the player types: a name, a game's code, a server's address.
//! Clicked or reached with Tab, it takes the keys typed (the characters its
//! kind allows, up to its length), Backspace and Enter (which sends
//! [`Submit`]); what it holds is [`TextField::value`]. Screen readers hear
//! it as a text box with its value.

use bevy::a11y::AccessibilityNode;
use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::tab_navigation::TabIndex;
use bevy::input_focus::{FocusCause, FocusedInput, InputFocus, InputFocusVisible};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

use super::style::{MUTED, TEXT, TextSize, text};
use crate::i18n::{Locale, Msg};
use crate::screens::AppSystems;

const FIELD: Color = Color::srgb(0.11, 0.1, 0.09);
const FIELD_FOCUSED: Color = Color::srgb(0.16, 0.14, 0.12);
const RIM: Color = Color::srgb(0.45, 0.42, 0.38);
const RIM_FOCUSED: Color = Color::srgb(1.0, 0.8, 0.35);

pub(super) fn plugin(app: &mut App) {
    app.add_observer(type_in_field);
    app.add_observer(focus_on_click);
    app.add_systems(Update, show_fields.in_set(AppSystems::View));
}

/// What a field takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// Any printable character: a name.
    Words,
    /// Letters and digits, kept in small letters: a game's code, as the
    /// server writes them, however it was typed.
    Code,
    /// No spaces: an address.
    Address,
}

impl FieldKind {
    fn admit(self, c: char) -> Option<char> {
        match self {
            _ if c.is_control() => None,
            FieldKind::Words => Some(c),
            FieldKind::Code => c.is_ascii_alphanumeric().then(|| c.to_ascii_lowercase()),
            FieldKind::Address => (!c.is_whitespace()).then_some(c),
        }
    }
}

/// A line to type in; `hint` says what goes there while it is empty.
#[derive(Component, Clone, Debug)]
pub struct TextField {
    pub value: String,
    pub kind: FieldKind,
    pub max_chars: usize,
    pub hint: &'static str,
}

impl TextField {
    /// Puts `text` in (a paste): what the field admits of it, to its length.
    pub fn insert(&mut self, text: &str) {
        for c in text.chars() {
            if self.value.chars().count() >= self.max_chars {
                break;
            }
            if let Some(c) = self.kind.admit(c) {
                self.value.push(c);
            }
        }
    }
}

/// Enter was pressed in a field: observe it on the field.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Submit {
    pub entity: Entity,
}

/// The words shown in a field.
#[derive(Component)]
struct FieldText;

/// A field holding `value`, with `extra` (what it is for).
pub fn text_field(field: TextField, width: f32, extra: impl Bundle) -> impl Bundle {
    (
        Name::new(field.hint),
        field,
        TabIndex(0),
        text_box(),
        Node {
            width: px(width),
            max_width: percent(100),
            padding: UiRect::axes(px(10), px(7)),
            margin: UiRect::all(px(4)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(6)),
            overflow: Overflow::clip(),
            ..default()
        },
        BackgroundColor(FIELD),
        BorderColor::all(RIM),
        extra,
        children![(FieldText, text("", TextSize::PX18, TEXT))],
    )
}

/// What the desktop's screen readers are told the field is (the web's
/// readers have the page's own controls).
#[cfg(not(target_arch = "wasm32"))]
fn text_box() -> impl Bundle {
    AccessibilityNode(accesskit::Node::new(accesskit::Role::TextInput))
}

#[cfg(target_arch = "wasm32")]
fn text_box() -> impl Bundle {}

/// The focused field takes the keys it admits; Enter submits it. Other keys
/// (Tab, Esc) go on to the rest of the interface.
fn type_in_field(
    mut key: On<FocusedInput<KeyboardInput>>,
    mut fields: Query<&mut TextField>,
    mut commands: Commands,
) {
    let Ok(mut field) = fields.get_mut(key.focused_entity) else {
        return;
    };
    let input = &key.input;
    if input.state != ButtonState::Pressed {
        return;
    }
    match &input.logical_key {
        Key::Backspace => {
            field.value.pop();
        }
        Key::Enter => {
            commands.trigger(Submit {
                entity: key.focused_entity,
            });
        }
        Key::Space => field.insert(" "),
        Key::Character(typed) => {
            let typed = typed.to_string();
            field.insert(&typed);
        }
        _ => return,
    }
    key.propagate(false);
}

fn focus_on_click(
    click: On<Pointer<Click>>,
    fields: Query<(), With<TextField>>,
    mut focus: ResMut<InputFocus>,
    mut visible: ResMut<InputFocusVisible>,
) {
    if click.button == PointerButton::Primary && fields.contains(click.entity) {
        focus.set(click.entity, FocusCause::Pressed);
        visible.0 = true;
    }
}

/// Each field's words (a caret where the focus is, the hint while empty),
/// its rim, and what screen readers read.
fn show_fields(
    focus: Res<InputFocus>,
    locale: Res<Locale>,
    mut fields: Query<(
        Entity,
        Ref<TextField>,
        &Children,
        &mut BorderColor,
        &mut BackgroundColor,
        Option<&mut AccessibilityNode>,
    )>,
    mut texts: Query<(&mut Text, &mut TextColor), With<FieldText>>,
) {
    for (entity, field, children, mut rim, mut background, node) in &mut fields {
        let focused = focus.get() == Some(entity);
        let hint = locale.say(Msg::new(field.hint));
        let (words, color) = match (field.value.is_empty(), focused) {
            (true, false) => (hint.clone(), MUTED),
            (_, true) => (format!("{}|", field.value), TEXT),
            (false, false) => (field.value.clone(), TEXT),
        };
        for child in children {
            if let Ok((mut text, mut tint)) = texts.get_mut(*child) {
                if text.0 != words {
                    text.0 = words.clone();
                }
                tint.set_if_neq(TextColor(color));
            }
        }
        let (edge, fill) = if focused {
            (RIM_FOCUSED, FIELD_FOCUSED)
        } else {
            (RIM, FIELD)
        };
        if rim.top != edge {
            *rim = BorderColor::all(edge);
        }
        background.set_if_neq(BackgroundColor(fill));
        if let Some(mut node) = node.filter(|_| field.is_changed() || locale.is_changed()) {
            node.set_label(hint);
            node.set_value(field.value.clone());
        }
    }
}

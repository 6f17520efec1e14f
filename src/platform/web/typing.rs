//! The text fields in the browser: each field on screen has a see-through
//! `<input>` of the page laid over it. A tap on a field lands on that input,
//! which is what opens a phone's keyboard (a canvas cannot), and the
//! browser's own typing (accents, autocorrect, a paste from its menu) and
//! its screen readers' text boxes come with it. The game draws the field;
//! what is typed becomes the field's value, filtered as the field admits.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use bevy::input_focus::{FocusCause, InputFocus, InputFocusVisible};
use bevy::prelude::*;
use bevy::ui::{CalculatedClip, UiGlobalTransform};
use bevy::window::PrimaryWindow;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::{HtmlElement, HtmlInputElement};

use crate::i18n::{Locale, Msg};
use crate::ui::field::{FieldKind, Submit, TextField};

/// What the page's input told since the last frame.
enum Typed {
    Focused,
    Blurred,
    Value(String),
    Enter,
    Escape,
}

/// One field's input and what it told.
struct Input {
    element: HtmlInputElement,
    told: Rc<RefCell<Vec<Typed>>>,
    // Kept alive as long as the input calls them.
    _listeners: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

impl Drop for Input {
    fn drop(&mut self) {
        self.element.remove();
    }
}

thread_local! {
    // The page has one thread: its events and Bevy's systems both run on it.
    static INPUTS: RefCell<HashMap<Entity, Input>> = RefCell::new(HashMap::new());
}

pub(super) fn plugin(app: &mut App) {
    // After the layout, so that the inputs cover the fields as drawn.
    app.add_systems(
        PostUpdate,
        lay_inputs_over_fields.after(bevy::ui::UiSystems::PostLayout),
    );
    app.add_systems(PreUpdate, take_typing);
}

/// Makes, places and removes the inputs, and shows them the fields' values
/// when the game changed them.
fn lay_inputs_over_fields(
    fields: Query<(
        Entity,
        Ref<TextField>,
        &ComputedNode,
        &UiGlobalTransform,
        &InheritedVisibility,
        Option<&CalculatedClip>,
    )>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    focus: Res<InputFocus>,
    locale: Res<Locale>,
) {
    let scale = window.map_or(1.0, |w| w.scale_factor());
    INPUTS.with_borrow_mut(|inputs| {
        inputs.retain(|entity, _| fields.contains(*entity));
        for (entity, field, node, transform, visible, clip) in &fields {
            let input = match inputs.get(&entity) {
                Some(input) => input,
                None => match new_input(&field) {
                    Ok(input) => inputs.entry(entity).or_insert(input),
                    Err(why) => {
                        warn!("no page input for a text field: {why}");
                        continue;
                    }
                },
            };
            let element = &input.element;
            // The rectangle drawn, cut to what its panel shows.
            let centre = transform.translation;
            let half = node.size() / 2.0;
            let mut rect = Rect::from_corners(centre - half, centre + half);
            if let Some(clip) = clip {
                rect = rect.intersect(clip.clip);
            }
            let shown = visible.get() && !rect.is_empty();
            let style = element.style();
            if shown {
                let _ = style.set_property("display", "block");
                for (property, pixels) in [
                    ("left", rect.min.x),
                    ("top", rect.min.y),
                    ("width", rect.width()),
                    ("height", rect.height()),
                ] {
                    let _ = style.set_property(property, &format!("{:.1}px", pixels / scale));
                }
            } else {
                let _ = style.set_property("display", "none");
            }
            if field.is_changed() && element.value() != field.value {
                element.set_value(&field.value);
            }
            if locale.is_changed() || field.is_added() {
                let _ = element.set_attribute("aria-label", &locale.say(Msg::new(field.hint)));
            }
            // Tab in the game reached the field: the page's typing goes there.
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            let has_page_focus = active.is_some_and(|a| a.is_same_node(Some(element)));
            if focus.is_changed() && focus.get() == Some(entity) && shown && !has_page_focus {
                let _ = element.focus();
            }
        }
    });
}

fn new_input(field: &TextField) -> Result<Input, String> {
    let document = super::document()?;
    let element: HtmlInputElement = document
        .create_element("input")
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    element.set_type("text");
    element.set_class_name("reversi-field");
    element.set_max_length(field.max_chars as i32);
    element.set_value(&field.value);
    let attributes: &[(&str, &str)] = match field.kind {
        FieldKind::Words => &[("autocomplete", "nickname")],
        FieldKind::Code | FieldKind::Address => &[
            ("autocomplete", "off"),
            ("autocapitalize", "off"),
            ("autocorrect", "off"),
            ("spellcheck", "false"),
        ],
    };
    for (name, value) in attributes {
        let _ = element.set_attribute(name, value);
    }
    let _ = element.set_attribute("enterkeyhint", "go");
    let told = Rc::new(RefCell::new(Vec::new()));
    let on = |kind: &str, read: fn(&web_sys::Event) -> Option<Typed>| {
        let told = Rc::clone(&told);
        let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            if let Some(typed) = read(&event) {
                told.borrow_mut().push(typed);
            }
        });
        let _ = element.add_event_listener_with_callback(kind, listener.as_ref().unchecked_ref());
        listener
    };
    let listeners = vec![
        on("focus", |_| Some(Typed::Focused)),
        on("blur", |_| Some(Typed::Blurred)),
        on("input", |event| {
            let input: HtmlInputElement = event.target()?.dyn_into().ok()?;
            Some(Typed::Value(input.value()))
        }),
        on("keydown", |event| {
            let key: &web_sys::KeyboardEvent = event.dyn_ref()?;
            // The game's own keys (Esc closes the panel, Enter submits)
            // stay in the field.
            key.stop_propagation();
            match key.key().as_str() {
                "Enter" => Some(Typed::Enter),
                "Escape" => Some(Typed::Escape),
                _ => None,
            }
        }),
    ];
    document
        .body()
        .ok_or("no page body")?
        .append_child(&element)
        .map_err(|e| format!("{e:?}"))?;
    Ok(Input {
        element,
        told,
        _listeners: listeners,
    })
}

/// What was typed into the inputs, into the fields: their values, the focus,
/// Enter submitting. Escape hands the keys back to the game.
fn take_typing(
    mut fields: Query<&mut TextField>,
    mut focus: ResMut<InputFocus>,
    mut visible: ResMut<InputFocusVisible>,
    mut commands: Commands,
) {
    INPUTS.with_borrow(|inputs| {
        for (&entity, input) in inputs {
            let told = std::mem::take(&mut *input.told.borrow_mut());
            for typed in told {
                match typed {
                    Typed::Focused => {
                        focus.set(entity, FocusCause::Pressed);
                        visible.0 = true;
                    }
                    Typed::Blurred => {
                        if focus.get() == Some(entity) {
                            focus.clear();
                        }
                    }
                    Typed::Value(value) => {
                        let Ok(mut field) = fields.get_mut(entity) else {
                            continue;
                        };
                        let mut admitted = TextField {
                            value: String::new(),
                            ..field.clone()
                        };
                        admitted.insert(&value);
                        // What the field refuses leaves the input too.
                        if admitted.value != value {
                            input.element.set_value(&admitted.value);
                        }
                        if field.value != admitted.value {
                            field.value = admitted.value;
                        }
                    }
                    Typed::Enter => commands.trigger(Submit { entity }),
                    Typed::Escape => {
                        let _ = input.element.blur();
                        give_keys_back();
                    }
                }
            }
        }
    });
}

/// The canvas takes the keys again.
fn give_keys_back() {
    let canvas = super::document()
        .ok()
        .and_then(|d| d.get_element_by_id("bevy"))
        .and_then(|c| c.dyn_into::<HtmlElement>().ok());
    if let Some(canvas) = canvas {
        let _ = canvas.focus();
    }
}

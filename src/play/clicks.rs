//! Mouse clicks that a slow frame would lose: a press and a release that
//! reach the same frame are a click, on the board's squares and on buttons.
//! (Taps on a touch screen are cast onto the board by `view::camera`.)

use bevy::picking::pointer::{PointerButton, PointerId};
use bevy::prelude::*;

/// Completes clicks that picking misses: when the mouse moves, presses and
/// releases all in one frame (a quick click on a slow machine), picking
/// sends the press to what is under the pointer now but the release to what
/// was under it the frame before, so the click is lost and a button stays
/// pressed. Here the pressed entity gets its release and its click.
pub fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        complete_quick_clicks.after(bevy::picking::PickingSystems::Last),
    );
}

fn complete_quick_clicks(
    mouse: Res<ButtonInput<MouseButton>>,
    mut presses: MessageReader<Pointer<Press>>,
    mut clicks: MessageReader<Pointer<Click>>,
    mut commands: Commands,
) {
    let clicked: Vec<Entity> = clicks.read().map(|click| click.entity).collect();
    for press in presses.read() {
        let Some(button) = mouse_button(press.button) else {
            continue;
        };
        let same_frame = mouse.just_pressed(button) && mouse.just_released(button);
        if press.pointer_id != PointerId::Mouse || !same_frame || clicked.contains(&press.entity) {
            continue;
        }
        // The click first: a button only takes it while it is pressed.
        commands.trigger(Pointer::new(
            PointerId::Mouse,
            press.pointer_location.clone(),
            Click {
                button: press.button,
                hit: press.hit.clone(),
                duration: std::time::Duration::ZERO,
                count: press.count,
            },
            press.entity,
        ));
        commands.trigger(Pointer::new(
            PointerId::Mouse,
            press.pointer_location.clone(),
            Release {
                button: press.button,
                hit: press.hit.clone(),
            },
            press.entity,
        ));
    }
}

fn mouse_button(button: PointerButton) -> Option<MouseButton> {
    match button {
        PointerButton::Primary => Some(MouseButton::Left),
        PointerButton::Secondary => Some(MouseButton::Right),
        PointerButton::Middle => Some(MouseButton::Middle),
    }
}

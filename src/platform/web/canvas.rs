//! The canvas' backing store, kept at the device's pixel ratio.

use bevy::prelude::*;
use wasm_bindgen::JsCast;

/// Keeps the canvas' backing store at its CSS size times the device pixel
/// ratio. Left to itself it can stay at the CSS size (seen in Chromium
/// emulating a phone at ratio 2): the picture is then blurred, and logical
/// positions come out at half their CSS value, so taps missed their squares
/// and the state hook's coordinates were wrong. Asking for the physical size
/// makes logical pixels CSS pixels, for drawing and for input alike.
pub(super) fn match_canvas_ratio(
    mut window: Single<&mut Window, With<bevy::window::PrimaryWindow>>,
) {
    let Some(page) = web_sys::window() else {
        return;
    };
    let Some(canvas) = page
        .document()
        .and_then(|d| d.get_element_by_id("bevy"))
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
    else {
        return;
    };
    let ratio = page.device_pixel_ratio() as f32;
    let (css_width, css_height) = (canvas.client_width() as f32, canvas.client_height() as f32);
    if ratio <= 0.0 || css_width < 1.0 || css_height < 1.0 {
        return;
    }
    let want = (
        (css_width * ratio).round() as u32,
        (css_height * ratio).round() as u32,
    );
    let have = (
        window.resolution.physical_width(),
        window.resolution.physical_height(),
    );
    if have != want {
        window.resolution.set_physical_resolution(want.0, want.1);
    }
}

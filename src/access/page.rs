//! Announcements in the web page's live region, for screen readers.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, speak);
}

/// Puts each announcement in the page's live region (`#reversi-said`) for
/// screen readers; the same words twice get a no-break space, so that the
/// region changes and they are said again.
fn speak(announcement: Res<super::announce::Announcement>, mut last: Local<(u64, String)>) {
    if announcement.serial == last.0 {
        return;
    }
    let Some(region) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("reversi-said"))
    else {
        return;
    };
    let mut text = announcement.text.clone();
    if text == last.1 {
        text.push('\u{a0}');
    }
    region.set_text_content(Some(&text));
    *last = (announcement.serial, text);
}

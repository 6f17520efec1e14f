//! What the browser hands the game: pasted text (the page's `paste` event),
//! files chosen in its file picker; and downloads the game offers.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::document;

thread_local! {
    /// What the browser has handed over since the game last looked.
    static INBOX: RefCell<Inbox> = RefCell::new(Inbox::default());
}

#[derive(Default)]
struct Inbox {
    pasted: Vec<String>,
    /// Whether for the library (an import), and the text or why not.
    opened: Vec<(bool, Result<String, String>)>,
}

/// Lets the browser paste into the game. Bevy's window cancels every key's
/// default action, Ctrl+V's paste included; a capture listener on the page
/// keeps Ctrl+V (Cmd+V) from the game's canvas, so the browser pastes and
/// its `paste` event brings the text: no permission asked, unlike reading
/// the clipboard.
///
/// The same listener opens the file picker for Ctrl+O (Cmd+O) at once: a
/// browser shows a picker only while a user's gesture is fresh, and the
/// game's own key handling comes a frame later, which at a slow frame rate
/// (seen in CI) is too late.
pub(super) fn listen_for_pastes() {
    let Some(page) = web_sys::window() else {
        return;
    };
    let keys = Closure::<dyn FnMut(_)>::new(|event: web_sys::KeyboardEvent| {
        if !(event.ctrl_key() || event.meta_key()) || event.alt_key() || event.shift_key() {
            return;
        }
        let key = event.key();
        if key.eq_ignore_ascii_case("v") {
            event.stop_propagation();
        } else if key.eq_ignore_ascii_case("o") {
            event.stop_propagation();
            event.prevent_default();
            if let Err(e) = choose_file(false) {
                INBOX.with_borrow_mut(|inbox| inbox.opened.push((false, Err(e))));
            }
        }
    });
    let paste = Closure::<dyn FnMut(_)>::new(|event: web_sys::ClipboardEvent| {
        let text = event
            .clipboard_data()
            .and_then(|data| data.get_data("text").ok());
        if let Some(text) = text {
            event.prevent_default();
            INBOX.with_borrow_mut(|inbox| inbox.pasted.push(text));
        }
    });
    for (kind, listener) in [("keydown", keys.as_ref()), ("paste", paste.as_ref())] {
        let _ =
            page.add_event_listener_with_callback_and_bool(kind, listener.unchecked_ref(), true);
    }
    // For the page's lifetime.
    keys.forget();
    paste.forget();
}

/// Text pasted into the page since the last call.
pub fn pasted() -> Vec<String> {
    INBOX.with_borrow_mut(|inbox| std::mem::take(&mut inbox.pasted))
}

/// Files opened through [`choose_file`] since the last call: whether for
/// an import, and their text or why it could not be read.
pub fn opened_files() -> Vec<(bool, Result<String, String>)> {
    INBOX.with_borrow_mut(|inbox| std::mem::take(&mut inbox.opened))
}

/// Offers `content` as a download named `name`: text, or a PNG `image`.
pub fn download(name: &str, content: &[u8], image: bool) -> Result<(), String> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(content));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(if image {
        "image/png"
    } else {
        "text/plain;charset=utf-8"
    });
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
        .map_err(|e| format!("{e:?}"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| format!("{e:?}"))?;
    let link: web_sys::HtmlAnchorElement = document()?
        .create_element("a")
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The download has started by the time the address is revoked.
    let revoke = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    if let Some(page) = web_sys::window() {
        let _ = page
            .set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
    }
    Ok(())
}

/// Opens the browser's file picker (for an `import` into the library, or
/// a game to open); the file's text arrives in [`opened_files`]. Nothing
/// arrives if the player cancels.
pub fn choose_file(import: bool) -> Result<(), String> {
    let document = document()?;
    let input: web_sys::HtmlInputElement = document
        .create_element("input")
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    input.set_type("file");
    input.set_accept(".ggf,.txt,.obf,text/plain");
    input.set_hidden(true);
    let chosen = input.clone();
    let on_change = Closure::once_into_js(move || {
        chosen.remove();
        let Some(file) = chosen.files().and_then(|files| files.get(0)) else {
            return;
        };
        let name = file.name();
        let read = Closure::<dyn FnMut(JsValue)>::new(move |text: JsValue| {
            let text = text.as_string().unwrap_or_default();
            INBOX.with_borrow_mut(|inbox| inbox.opened.push((import, Ok(text))));
        });
        let failed = Closure::<dyn FnMut(JsValue)>::new(move |error: JsValue| {
            let message = format!("{name}: {error:?}");
            INBOX.with_borrow_mut(|inbox| inbox.opened.push((import, Err(message))));
        });
        let _ = file.text().then2(&read, &failed);
        // Called once, after this returns: a few bytes left per file opened.
        read.forget();
        failed.forget();
    });
    input.set_onchange(Some(on_change.unchecked_ref()));
    // Some browsers only open the picker of an input in the page.
    if let Some(body) = document.body() {
        let _ = body.append_child(&input);
    }
    input.click();
    Ok(())
}

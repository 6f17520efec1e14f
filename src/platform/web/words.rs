//! The words of a language other than English: the page's module holds
//! English only, and fetches `i18n/<code>.ftl` from the page's folder when
//! another language is chosen (the web build copies the files there).

use std::cell::RefCell;

use bevy::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::i18n::{Language, Locale, WordsUnavailable};

thread_local! {
    /// Files fetched since the game last looked: their text, or why not.
    static ARRIVED: RefCell<Vec<(Language, Result<String, String>)>> = const { RefCell::new(Vec::new()) };
}

/// Asks for the chosen language's words once, and speaks them when they
/// come. A file that does not come leaves the game in English and says so;
/// choosing the language again asks again.
pub(super) fn fetch_words(
    mut locale: ResMut<Locale>,
    mut asked: Local<Option<Language>>,
    mut unavailable: MessageWriter<WordsUnavailable>,
) {
    for (language, words) in ARRIVED.with_borrow_mut(std::mem::take) {
        match words {
            Ok(source) if locale.chosen() == language => {
                *locale = Locale::with_words(language, &source);
            }
            Ok(_) => {}
            Err(why) => {
                warn!("the {} words: {why}", language.code());
                if locale.chosen() == language {
                    unavailable.write(WordsUnavailable {
                        language,
                        reason: why,
                    });
                }
            }
        }
    }
    let Some(language) = locale.awaiting() else {
        *asked = None;
        return;
    };
    if *asked != Some(language) {
        *asked = Some(language);
        wasm_bindgen_futures::spawn_local(async move {
            let words = fetch_text(&format!("i18n/{}.ftl", language.code())).await;
            ARRIVED.with_borrow_mut(|arrived| arrived.push((language, words)));
        });
    }
}

async fn fetch_text(address: &str) -> Result<String, String> {
    let page = web_sys::window().ok_or("no page")?;
    let response: web_sys::Response = JsFuture::from(page.fetch_with_str(address))
        .await
        .map_err(|e| format!("{e:?}"))?
        .unchecked_into();
    if !response.ok() {
        return Err(format!(
            "{address}: {} {}",
            response.status(),
            response.status_text()
        ));
    }
    let text = response.text().map_err(|e| format!("{e:?}"))?;
    JsFuture::from(text)
        .await
        .map_err(|e| format!("{e:?}"))?
        .as_string()
        .ok_or_else(|| format!("{address}: not text"))
}

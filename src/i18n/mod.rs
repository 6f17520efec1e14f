//! Every word the player reads, in the player's language: one Fluent file per
//! language under `assets/i18n/`, built into the desktop game. The web page's
//! module holds English only and fetches another language's file from the
//! page's folder when it is chosen (`platform::web::words`), speaking English
//! until the words arrive: the module is smaller by the other five.
//!
//! The language follows the system (the desktop's locale, the browser's
//! languages) unless the player chose one (the menu, remembered in the
//! settings) or the command line or page address forced it (`--lang`,
//! `?lang=`). Text entities that carry [`Tr`] are rewritten when it changes.

use std::fmt;
use std::sync::Arc;

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::screens::AppSystems;

/// The rendered texts are rewritten when the language changes. English
/// until the settings' language plugin (the whole game's) chooses.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Locale>();
    app.add_message::<WordsUnavailable>();
    app.add_observer(say_new_text);
    app.add_systems(Update, translate_texts.in_set(AppSystems::View));
}

/// A language the command line or the page address forced (`--lang`,
/// `?lang=`), for the first frame: the settings' choice is followed after.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ForcedLanguage(pub Option<Language>);

/// A language's words could not be had (the web page's fetch failed): the
/// game speaks English, and the banner says why.
#[derive(Message, Clone, Debug)]
pub struct WordsUnavailable {
    pub language: Language,
    pub reason: String,
}

/// The languages the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    Swedish,
    Greek,
    Luxembourgish,
    Malay,
    Esperanto,
}

impl Language {
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::Swedish,
        Language::Greek,
        Language::Luxembourgish,
        Language::Malay,
        Language::Esperanto,
    ];

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Swedish => "sv",
            Language::Greek => "el",
            Language::Luxembourgish => "lb",
            Language::Malay => "ms",
            Language::Esperanto => "eo",
        }
    }

    /// The language's name in itself, as a player looking for it knows it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Swedish => "Svenska",
            Language::Greek => "Ελληνικά",
            Language::Luxembourgish => "Lëtzebuergesch",
            Language::Malay => "Bahasa Melayu",
            Language::Esperanto => "Esperanto",
        }
    }

    /// Reads a language tag or locale name: `sv`, `sv-SE`, `el_GR.UTF-8`,
    /// `LB`. `None` for a language the game does not speak.
    pub fn from_code(tag: &str) -> Option<Language> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the system's preferred languages that the game speaks;
    /// English if none.
    pub fn first_spoken<S: AsRef<str>>(preferred: impl IntoIterator<Item = S>) -> Language {
        preferred
            .into_iter()
            .find_map(|tag| Language::from_code(tag.as_ref()))
            .unwrap_or_default()
    }

    /// The language the system asks for: the desktop's locales, the
    /// browser's languages.
    pub fn of_system() -> Language {
        #[cfg(not(target_arch = "wasm32"))]
        {
            Language::first_spoken(sys_locale::get_locales())
        }
        #[cfg(target_arch = "wasm32")]
        {
            let languages = web_sys::window()
                .map(|w| w.navigator().languages().to_vec())
                .unwrap_or_default();
            Language::first_spoken(languages.iter().filter_map(|l| l.as_string()))
        }
    }

    /// The Fluent source of the language's messages, where the game holds
    /// it: every language on the desktop, English on the web.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn built_in(self) -> Option<&'static str> {
        Some(match self {
            Language::English => include_str!("../../assets/i18n/en.ftl"),
            Language::Swedish => include_str!("../../assets/i18n/sv.ftl"),
            Language::Greek => include_str!("../../assets/i18n/el.ftl"),
            Language::Luxembourgish => include_str!("../../assets/i18n/lb.ftl"),
            Language::Malay => include_str!("../../assets/i18n/ms.ftl"),
            Language::Esperanto => include_str!("../../assets/i18n/eo.ftl"),
        })
    }

    #[cfg(target_arch = "wasm32")]
    pub fn built_in(self) -> Option<&'static str> {
        (self == Language::English).then_some(include_str!("../../assets/i18n/en.ftl"))
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The messages that name the AI's levels, `LEVEL_NAMES[n - 1]` level n's.
pub const LEVEL_NAMES: [&str; 10] = [
    "level-1-name",
    "level-2-name",
    "level-3-name",
    "level-4-name",
    "level-5-name",
    "level-6-name",
    "level-7-name",
    "level-8-name",
    "level-9-name",
    "level-10-name",
];

/// The messages that describe the AI's levels.
pub const LEVEL_DESCRIPTIONS: [&str; 10] = [
    "level-1-description",
    "level-2-description",
    "level-3-description",
    "level-4-description",
    "level-5-description",
    "level-6-description",
    "level-7-description",
    "level-8-description",
    "level-9-description",
    "level-10-description",
];

/// The value that picks a side's words in a message (`$side`).
pub fn side_key(side: reversi_engine::Color) -> &'static str {
    match side {
        reversi_engine::Color::Black => "black",
        reversi_engine::Color::White => "white",
    }
}

/// The result of a finished game, in the HUD's and the announcement's
/// words: "Black wins 40–24", "Draw 32–32".
pub fn result_msg(outcome: reversi_engine::Outcome) -> Msg {
    let (high, low) = (
        outcome.black.max(outcome.white),
        outcome.black.min(outcome.white),
    );
    let msg = match outcome.winner() {
        Some(winner) => Msg::new("result-win").with("side", side_key(winner)),
        None => Msg::new("result-draw"),
    };
    msg.with("high", high).with("low", low)
}

/// A value put into a message: a number (which picks plural forms) or text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(i32, i64, u32, u64, usize, f32, f64);

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

/// A message and its values, to be put in words by a [`Locale`]; kept as is
/// so that a text can be said again in another language.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// The message with `value` for `$name`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }
}

impl From<&'static str> for Msg {
    fn from(id: &'static str) -> Msg {
        Msg::new(id)
    }
}

/// The player's language and its messages.
#[derive(Resource, Clone)]
pub struct Locale {
    /// The language the player chose (or the system's).
    chosen: Language,
    /// The language of `bundle`: the chosen one, or English while the
    /// chosen one's words are on their way (the web page fetches them).
    spoken: Language,
    bundle: Arc<FluentBundle<FluentResource>>,
}

impl Default for Locale {
    fn default() -> Locale {
        Locale::new(Language::English)
    }
}

impl Locale {
    /// The language, speaking it at once if the game holds its words,
    /// else English until [`Locale::with_words`] brings them.
    pub fn new(language: Language) -> Locale {
        match language.built_in() {
            Some(source) => Locale::with_words(language, source),
            None => Locale {
                chosen: language,
                ..Locale::new(Language::English)
            },
        }
    }

    /// The language with its messages' Fluent source.
    pub fn with_words(language: Language, source: &str) -> Locale {
        Locale {
            chosen: language,
            spoken: language,
            bundle: Arc::new(bundle(language, source)),
        }
    }

    /// The language the game speaks now.
    pub fn language(&self) -> Language {
        self.spoken
    }

    /// The language the player chose (or the system's): the spoken one
    /// once its words are there.
    pub fn chosen(&self) -> Language {
        self.chosen
    }

    /// The chosen language, while its words are still to come.
    pub fn awaiting(&self) -> Option<Language> {
        (self.chosen != self.spoken).then_some(self.chosen)
    }

    /// The message in words. A message the language lacks (the tests make
    /// sure none does) shows its id rather than nothing.
    pub fn say(&self, msg: impl Into<Msg>) -> String {
        let msg = msg.into();
        let Some(pattern) = self.bundle.get_message(msg.id).and_then(|m| m.value()) else {
            warn!("no message {} in {}", msg.id, self.spoken.code());
            return msg.id.to_string();
        };
        let args = fluent_args(&msg.args);
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            warn!("message {} in {}: {errors:?}", msg.id, self.spoken.code());
        }
        text.into_owned()
    }

    /// A decimal number as the language writes it (`1.5`, `1,5`).
    pub fn decimal(&self, number: f32) -> String {
        let text = format!("{number}");
        match self.spoken {
            Language::English | Language::Malay => text,
            _ => text.replace('.', ","),
        }
    }
}

fn fluent_args(args: &[(&'static str, Arg)]) -> FluentArgs<'static> {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        match value {
            Arg::Number(n) => fluent.set(*name, FluentValue::from(*n)),
            Arg::Text(text) => fluent.set(*name, FluentValue::from(text.clone())),
        }
    }
    fluent
}

fn bundle(language: Language, source: &str) -> FluentBundle<FluentResource> {
    let tag = language
        .code()
        .parse()
        .expect("every language code is a valid tag");
    let mut bundle = FluentBundle::new_concurrent(vec![tag]);
    // No Unicode isolation marks around values: the game's text is never
    // right-to-left, and the font has no glyphs for the marks.
    bundle.set_use_isolating(false);
    let resource =
        FluentResource::try_new(source.to_string()).unwrap_or_else(|(resource, errors)| {
            error!("{} messages: {errors:?}", language.code());
            resource
        });
    if let Err(errors) = bundle.add_resource(resource) {
        error!("{} messages: {errors:?}", language.code());
    }
    bundle
}

/// A text entity's message: its `Text` is the message in the player's
/// language, rewritten when the language or the message changes.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Tr(pub Msg);

/// A new text says its message at once, so the first layout has its words
/// (left empty for a frame, buttons were laid out empty and then moved).
fn say_new_text(add: On<Add, Tr>, locale: Res<Locale>, mut texts: Query<(&Tr, &mut Text)>) {
    if let Ok((tr, mut text)) = texts.get_mut(add.entity) {
        text.0 = locale.say(tr.0.clone());
    }
}

fn translate_texts(
    locale: Res<Locale>,
    mut texts: Query<(Ref<Tr>, &mut Text)>,
    mut buttons: Query<&mut Button>,
) {
    for (tr, mut text) in &mut texts {
        if locale.is_changed() || tr.is_changed() {
            let said = locale.say(tr.0.clone());
            if text.0 != said {
                text.0 = said;
            }
        }
    }
    // Bevy names a button for screen readers from its text when the button
    // changes: have it read the new words.
    if locale.is_changed() {
        for mut button in &mut buttons {
            button.set_changed();
        }
    }
}

/// The words for where a game stands among the openings.
pub fn opening_msg(named: reversi_engine::OpeningName) -> Msg {
    let id = if named.in_line {
        "opening-current"
    } else {
        "opening-left"
    };
    Msg::new(id).with("name", named.opening.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_locales_are_read_by_their_language() {
        assert_eq!(Language::from_code("sv_SE.UTF-8"), Some(Language::Swedish));
        assert_eq!(Language::from_code("el-GR"), Some(Language::Greek));
        assert_eq!(Language::from_code("LB"), Some(Language::Luxembourgish));
        assert_eq!(Language::from_code("eo"), Some(Language::Esperanto));
        assert_eq!(Language::from_code("ms-MY"), Some(Language::Malay));
        assert_eq!(Language::from_code("de-LU"), None);
        assert_eq!(Language::from_code(""), None);
        assert_eq!(
            Language::first_spoken(["de-DE", "fr", "ms-MY", "en"]),
            Language::Malay
        );
        assert_eq!(Language::first_spoken(["C", "POSIX"]), Language::English);
        assert_eq!(
            Language::first_spoken(Vec::<String>::new()),
            Language::English
        );
    }

    #[test]
    fn counts_take_each_language_s_plural_forms() {
        let discs =
            |language, n: u32| Locale::new(language).say(Msg::new("discs").with("count", n));
        assert_eq!(discs(Language::English, 1), "1 disc");
        assert_eq!(discs(Language::English, 2), "2 discs");
        assert_eq!(discs(Language::English, 0), "0 discs");
        assert_eq!(discs(Language::Swedish, 1), "1 bricka");
        assert_eq!(discs(Language::Swedish, 5), "5 brickor");
        assert_eq!(discs(Language::Greek, 1), "1 πούλι");
        assert_eq!(discs(Language::Greek, 3), "3 πούλια");
        assert_eq!(discs(Language::Esperanto, 1), "1 disko");
        assert_eq!(discs(Language::Esperanto, 2), "2 diskoj");
    }

    #[test]
    fn a_new_text_has_its_words_before_its_first_layout() {
        let mut app = App::new();
        app.insert_resource(Locale::new(Language::Swedish));
        app.add_plugins(plugin);
        let label = app
            .world_mut()
            .spawn((Text::default(), Tr(Msg::new("button-undo"))))
            .id();
        // No frame has run: the words came with the spawn.
        assert_eq!(app.world().get::<Text>(label).unwrap().0, "Ångra");
    }

    #[test]
    fn a_missing_message_shows_its_id() {
        assert_eq!(Locale::default().say("no-such-message"), "no-such-message");
    }
}

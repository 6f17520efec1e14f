//! Every language says everything English says, with the same values, and
//! the shipped font can draw every character any of them uses.

use std::collections::BTreeSet;

use crate::common::*;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use reversi::i18n::{Arg, Language, Locale, Msg, Tr};

/// The language's Fluent file, as the desktop game holds it.
fn source(language: Language) -> &'static str {
    language
        .built_in()
        .expect("the desktop game holds every language")
}

/// Each message's id and the values (`$name`) it uses.
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let resource = match fluent_syntax::parser::parse(source(language)) {
        Ok(resource) => resource,
        Err((_, errors)) => panic!("{}.ftl does not parse: {errors:?}", language.code()),
    };
    let mut messages = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut values = BTreeSet::new();
                let pattern = message.value.as_ref().unwrap_or_else(|| {
                    panic!("{}: {} has no text", language.code(), message.id.name)
                });
                pattern_values(pattern, &mut values);
                let id = message.id.name.to_string();
                assert!(
                    messages.insert(id.clone(), values).is_none(),
                    "{}: {id} twice",
                    language.code()
                );
            }
            Entry::Junk { content } => panic!("{}: unreadable: {content}", language.code()),
            _ => {}
        }
    }
    messages
}

fn pattern_values(pattern: &Pattern<&str>, values: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_values(expression, values);
        }
    }
}

fn expression_values(expression: &Expression<&str>, values: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_values(selector, values);
            for variant in variants {
                pattern_values(&variant.value, values);
            }
        }
        Expression::Inline(inline) => inline_values(inline, values),
    }
}

fn inline_values(inline: &InlineExpression<&str>, values: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            values.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_values(expression, values),
        _ => {}
    }
}

/// A value to try each message with.
fn sample(name: &str, count: i64) -> Arg {
    match name {
        "side" if count % 2 == 0 => Arg::from("black"),
        "side" => Arg::from("white"),
        "language" => Arg::from(Language::Greek.name()),
        _ => Arg::Number(count as f64),
    }
}

#[test]
fn every_language_has_every_message_with_the_same_values() {
    let english = messages(Language::English);
    assert!(
        english.len() > 100,
        "only {} English messages",
        english.len()
    );
    for language in Language::ALL {
        let theirs = messages(language);
        let code = language.code();
        let missing: Vec<_> = english
            .keys()
            .filter(|id| !theirs.contains_key(*id))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{code} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{code} has messages English lacks: {extra:?}"
        );
        for (id, values) in &english {
            assert_eq!(&theirs[id], values, "{code}: {id} uses other values");
        }
    }
}

/// Every reason the coach can give, better and worse, and every move
/// class has its words in every language: a missing one fails here, not
/// as an id on the player's screen.
#[test]
fn every_reason_and_move_class_is_said_in_every_language() {
    use reversi::study::coach::{class_id, reason_id};
    use reversi_engine::{MoveClass, Topic};
    let mut ids: Vec<&'static str> = Topic::ALL
        .iter()
        .flat_map(|&topic| [reason_id(topic, true), reason_id(topic, false)])
        .collect();
    ids.extend(MoveClass::ALL.map(class_id));
    ids.push("coach-deeper");
    for language in Language::ALL {
        let messages = messages(language);
        let missing: Vec<_> = ids
            .iter()
            .filter(|id| !messages.contains_key(**id))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", language.code());
    }
}

#[test]
fn every_language_is_its_own() {
    let english = Locale::new(Language::English);
    let ids = messages(Language::English);
    for language in Language::ALL.into_iter().skip(1) {
        let locale = Locale::new(language);
        let same: Vec<_> = ids
            .keys()
            .filter(|id| {
                let id: &'static str = id.to_string().leak();
                let msg = Msg::new(id).with("count", 3).with("side", "black");
                english.say(msg.clone()) == locale.say(msg)
            })
            .collect();
        // The title, the arrows, a language's own name and a few words
        // that are the same may be; a copy of English may not.
        assert!(
            same.len() < ids.len() / 8,
            "{}: {} of {} messages are English: {same:?}",
            language.code(),
            same.len(),
            ids.len()
        );
    }
}

/// The characters the font draws: those of its character map.
fn font_chars(font: &[u8]) -> impl Fn(char) -> bool + '_ {
    let face = ttf_parser::Face::parse(font, 0).expect("the shipped font parses");
    move |c| face.glyph_index(c).is_some()
}

/// Every message's text in `language`, each side and a few counts.
fn everything_said(language: Language, only: impl Fn(&str) -> bool) -> String {
    let locale = Locale::new(language);
    let mut said = String::new();
    for (id, values) in messages(language) {
        if !only(&id) {
            continue;
        }
        let id: &'static str = id.leak();
        for count in [0, 1, 2, 3, 5, 21] {
            let mut msg = Msg::new(id);
            for value in &values {
                let name: &'static str = value.clone().leak();
                msg = msg.with(name, sample(name, count));
            }
            said.push_str(&locale.say(msg));
        }
    }
    said
}

#[test]
fn the_fonts_draw_every_character_of_every_language() {
    let regular = font_chars(include_bytes!("../../assets/fonts/Inter-Regular.otf"));
    let semibold = font_chars(include_bytes!("../../assets/fonts/Inter-SemiBold.otf"));
    let headings: Vec<&str> = include_str!("../../assets/fonts/heading-messages.txt")
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    assert!(headings.contains(&"menu-title"));
    for language in Language::ALL {
        let code = language.code();
        let text = everything_said(language, |_| true) + language.name();
        for c in text.chars().filter(|c| !c.is_whitespace()) {
            assert!(regular(c), "{code}: the regular font lacks {c:?}");
        }
        for c in everything_said(language, |id| headings.contains(&id)).chars() {
            assert!(semibold(c), "{code}: the heading font lacks {c:?}");
        }
    }
    // The letters the languages need, in case no message uses them yet; and
    // what the game's code shows besides its messages (the move list's
    // hand-over, the menu's arrows, the volume's minus).
    for c in "ĉĝĥĵŝŭĈĜĤĴŜŬëéÉäöåÄÖÅάέήίόύώΐΰϊϋΆΈΉΊΌΎΏ↔←→−·…–%".chars()
    {
        assert!(regular(c), "the regular font lacks {c:?}");
    }
}

#[test]
fn every_message_is_said_without_error() {
    for language in Language::ALL {
        let locale = Locale::new(language);
        for (id, values) in messages(language) {
            let id: &'static str = id.leak();
            for count in [0, 1, 2, 7] {
                let mut msg = Msg::new(id);
                for value in &values {
                    let name: &'static str = value.clone().leak();
                    msg = msg.with(name, sample(name, count));
                }
                let said = locale.say(msg);
                assert!(!said.is_empty() && said != id, "{}: {id}", language.code());
                assert!(
                    !said.contains('{') && !said.contains('$'),
                    "{}: {id} says {said:?}",
                    language.code()
                );
            }
        }
    }
}

#[test]
fn the_game_speaks_the_forced_then_the_chosen_language() {
    use reversi::platform::options::Options;

    let mut app = headless();
    app.insert_resource(Options {
        language: Some(Language::Greek),
        ..Options::default()
    });
    // The settings say Swedish, the command line Greek: Greek, at start.
    app.world_mut().resource_mut::<Settings>().language = Some(Language::Swedish);
    app.add_plugins((
        reversi::records::start::plugin,
        reversi::settings::language::plugin,
    ));
    let label = app
        .world_mut()
        .spawn((Text::default(), Tr(Msg::new("button-new-game"))))
        .id();
    app.update();
    let said = |app: &App| app.world().get::<Text>(label).unwrap().0.clone();
    assert_eq!(app.world().resource::<Locale>().language(), Language::Greek);
    assert_eq!(said(&app), "Νέο παιχνίδι");

    // A forced pass is announced in Greek, with the sides' Greek names.
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    replace_game(&mut app, Game::from_position(position_with_a_forced_pass()));
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::Passing)));
    let banner = app.world().resource::<Banner>().text.clone();
    assert!(banner.contains("δεν έχουν κίνηση"), "{banner}");

    // The player picks Esperanto in the menu: it wins, and the texts follow.
    app.world_mut().resource_mut::<Settings>().language = Some(Language::Esperanto);
    app.update();
    assert_eq!(said(&app), "Nova ludo");
}

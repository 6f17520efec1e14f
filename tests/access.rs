//! What the desktop's accessibility tree gets: Bevy's UI names a button from
//! its text when the button changes, so a new language must change both.

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use reversi::i18n::{Language, Locale};
use reversi::view::ui::widgets::button;

/// Buttons that changed in the last frame, with their label's words.
#[derive(Resource, Default)]
struct Renamed(Vec<(Entity, String)>);

fn record(
    buttons: Query<(Entity, &Children), Changed<Button>>,
    texts: Query<&Text>,
    mut renamed: ResMut<Renamed>,
) {
    renamed.0.clear();
    for (entity, children) in &buttons {
        let words = children.iter().find_map(|c| texts.get(c).ok());
        renamed
            .0
            .push((entity, words.map(|t| t.0.clone()).unwrap_or_default()));
    }
}

#[test]
fn buttons_are_renamed_in_the_new_language() {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.add_plugins(reversi::logic_plugin);
    app.init_resource::<Renamed>();
    // Where Bevy names buttons: after the frame's own systems.
    app.add_systems(PostUpdate, record);
    let undo = app.world_mut().spawn(button("button-undo", ())).id();
    app.update();
    assert_eq!(
        app.world().resource::<Renamed>().0,
        [(undo, "Undo".to_string())]
    );
    app.update();
    assert!(
        app.world().resource::<Renamed>().0.is_empty(),
        "no change, no renaming"
    );

    app.insert_resource(Locale::new(Language::Greek));
    app.update();
    assert_eq!(
        app.world().resource::<Renamed>().0,
        [(undo, "Αναίρεση".to_string())]
    );
}

#[test]
fn symbol_buttons_have_names_in_words() {
    use bevy::a11y::AccessibilityNode;
    use reversi::view::ui::widgets::buttons_plugin;

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.add_plugins((reversi::logic_plugin, buttons_plugin));
    let stronger = app.world_mut().spawn(button("button-level-up", ())).id();
    let undo = app.world_mut().spawn(button("button-undo", ())).id();
    app.update();
    let name = |app: &App, entity| {
        app.world()
            .get::<AccessibilityNode>(entity)
            .and_then(|node| node.label().map(str::to_string))
    };
    assert_eq!(name(&app, stronger).as_deref(), Some("Stronger AI level"));
    // A button with words is named by Bevy from them, not here.
    assert_eq!(name(&app, undo), None);

    app.insert_resource(Locale::new(Language::Esperanto));
    app.update();
    assert_eq!(name(&app, stronger).as_deref(), Some("Pli forta AI-nivelo"));
}

/// Bevy sends screen readers no tree while an entity outside it holds the
/// keyboard focus, and gives the window the focus at start: the game takes
/// it back (seen over AT-SPI: an empty window before, every button after).
#[test]
fn the_window_does_not_keep_the_keyboard_focus() {
    use bevy::input_focus::InputFocus;
    use reversi::view::ui::widgets::buttons_plugin;

    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    app.add_plugins(reversi::logic_plugin);
    app.add_plugins(buttons_plugin);
    let window = app.world_mut().spawn(Window::default()).id();
    app.insert_resource(InputFocus::from_entity(window));
    app.update();
    assert_eq!(app.world().resource::<InputFocus>().get(), None);

    // A button keeps it.
    let undo = app.world_mut().spawn(button("button-undo", ())).id();
    app.insert_resource(InputFocus::from_entity(undo));
    app.update();
    assert_eq!(app.world().resource::<InputFocus>().get(), Some(undo));
}

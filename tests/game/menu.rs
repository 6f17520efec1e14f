//! The title menu as a player uses it: the first page has New game and a
//! page for each group, not the groups' choices; a page opens and Back or
//! Esc returns; a choice made on a page is what New game starts next, and
//! the line under New game says so.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input_focus::{InputFocus, InputFocusVisible};

use crate::common::*;
use crate::fits::{interface, settle};
use reversi::i18n::{Language, Tr};
use reversi::screens::MenuPage;

fn page(app: &App) -> MenuPage {
    *app.world().resource::<State<MenuPage>>().get()
}

/// The buttons on the screen, by their message.
fn buttons(app: &mut App) -> Vec<&'static str> {
    let world = app.world_mut();
    let mut buttons = world.query_filtered::<&Children, With<Button>>();
    let mut labels = Vec::new();
    for children in buttons.iter(world) {
        for &child in children {
            if let Some(tr) = world.get::<Tr>(child) {
                labels.push(tr.0.id);
            }
        }
    }
    labels
}

fn escape(app: &mut App) {
    let window = app
        .world_mut()
        .query_filtered::<Entity, With<Window>>()
        .single(app.world())
        .unwrap();
    for state in [ButtonState::Pressed, ButtonState::Released] {
        app.world_mut().write_message(KeyboardInput {
            key_code: KeyCode::Escape,
            logical_key: Key::Escape,
            state,
            text: None,
            repeat: false,
            window,
        });
        app.update();
    }
    settle(app);
}

/// The message of the button that has the keyboard's focus.
fn focused(app: &App) -> Option<&'static str> {
    let focus = app.world().resource::<InputFocus>().get()?;
    let children = app.world().get::<Children>(focus)?;
    children
        .iter()
        .find_map(|child| app.world().get::<Tr>(child).map(|tr| tr.0.id))
}

/// Every text on the screen.
fn texts(app: &mut App) -> Vec<String> {
    let world = app.world_mut();
    let mut texts = world.query::<&Text>();
    texts.iter(world).map(|text| text.0.clone()).collect()
}

#[test]
fn the_menu_opens_a_page_a_group_and_new_game_starts_the_last_choice() {
    let folder = folder("menu");
    let mut app = interface((1280, 800), Language::English, &folder);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(page(&app), MenuPage::Main);
    let first = buttons(&mut app);
    for id in [
        "button-new-game",
        "menu-play",
        "menu-practise",
        "menu-learn",
        "button-library",
        "button-settings",
    ] {
        assert!(first.contains(&id), "{id} not on the first page: {first:?}");
    }
    assert!(!first.contains(&"mode-two-players") && !first.contains(&"button-puzzle-day"));
    // Under New game, the usual game.
    let usual = |app: &mut App, line: &str| texts(app).iter().any(|text| text.starts_with(line));
    assert!(usual(&mut app, "You (Black) vs AI · AI level 5"));

    // As the keyboard goes: a page starts with the focus on its first
    // button, and back, the focus is on the page's own button.
    app.world_mut().resource_mut::<InputFocusVisible>().0 = true;
    press(&mut app, "menu-play");
    assert_eq!(page(&app), MenuPage::Play);
    assert_eq!(focused(&app), Some("button-new-game"));
    let play = buttons(&mut app);
    assert!(play.contains(&"mode-two-players") && play.contains(&"menu-back"));
    assert!(
        !play.contains(&"menu-practise"),
        "the first page's buttons are gone"
    );
    press(&mut app, "mode-two-players");
    assert_eq!(app.world().resource::<Settings>().mode, Mode::TwoPlayers);
    press(&mut app, "menu-back");
    assert_eq!(page(&app), MenuPage::Main);
    assert_eq!(focused(&app), Some("menu-play"));
    // The mode buttons are on the Play page only: this is the line.
    assert!(usual(&mut app, "Two players"), "{:?}", texts(&mut app));

    press(&mut app, "menu-practise");
    assert_eq!(page(&app), MenuPage::Practise);
    assert!(buttons(&mut app).contains(&"button-puzzle-day"));
    escape(&mut app);
    assert_eq!(page(&app), MenuPage::Main);

    press(&mut app, "menu-learn");
    assert!(buttons(&mut app).contains(&"button-how-to-play"));
    press(&mut app, "menu-back");

    press(&mut app, "button-new-game");
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(app.world().resource::<Settings>().mode, Mode::TwoPlayers);
    // Back at the title, the first page again.
    command(&mut app, GameCommand::Menu);
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Title);
    assert_eq!(page(&app), MenuPage::Main);
}

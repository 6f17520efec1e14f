//! What screen readers get: on the desktop, the accessibility tree (Bevy's UI
//! names a button from its text when the button changes, so a new language
//! must change both), and what is said of each move, pass, square and end.

use crate::common::*;
use reversi::i18n::{Language, Locale};
use reversi::ui::widgets::button;

/// Buttons that changed in the last frame, with their label's words.
#[derive(Resource, Default)]
struct Renamed(Vec<(Entity, String)>);

fn note_renamed(
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
    let mut app = headless();
    app.init_resource::<Renamed>();
    // Where Bevy names buttons: after the frame's own systems.
    app.add_systems(PostUpdate, note_renamed);
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
    use reversi::ui::widgets::buttons_plugin;

    let mut app = headless();
    app.add_plugins(buttons_plugin);
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
    use reversi::ui::widgets::buttons_plugin;

    let mut app = headless();
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

/// The label of the accessibility node marked `M`.
fn tree_label<M: Component>(app: &mut App) -> String {
    let mut nodes = app
        .world_mut()
        .query_filtered::<&bevy::a11y::AccessibilityNode, With<M>>();
    let node = nodes.single(app.world()).expect("one node");
    node.label().unwrap_or_default().to_string()
}

fn said(app: &App) -> String {
    app.world()
        .resource::<reversi::access::announce::Announcement>()
        .text
        .clone()
}

#[test]
fn moves_passes_the_cursor_and_the_end_are_announced() {
    use reversi::play::keyboard::Cursor;

    // A move, with the discs it turned.
    let mut app = app_with(Mode::TwoPlayers, None);
    assert!(run_until(&mut app, 10, human_to_move));
    play(&mut app, sq("d3"));
    assert_eq!(said(&app), "Black d3, turns 1 disc.");
    // The desktop's accessibility tree has it in its live region.
    assert_eq!(
        tree_label::<reversi::access::announce::tree::SaidNode>(&mut app),
        "Black d3, turns 1 disc."
    );

    // The square under the keyboard cursor: what is there, whether it is
    // legal and what it would turn.
    for (square, words) in [
        ("c5", "c5, empty, legal, turns 1"),
        ("d3", "d3, black disc"),
        ("a1", "a1, empty"),
    ] {
        let mut cursor = app.world_mut().resource_mut::<Cursor>();
        cursor.square = sq(square);
        cursor.visible = true;
        app.update();
        assert_eq!(said(&app), words);
        assert_eq!(
            tree_label::<reversi::access::announce::tree::CursorNode>(&mut app),
            words
        );
    }

    // A forced pass is announced as the banner says it.
    let start = position_with_a_forced_pass();
    let passer = start.side_to_move();
    let mut app = app_with(Mode::TwoPlayers, Some(Game::from_position(start)));
    assert!(run_until(&mut app, 10, |a| turn(a) == Some(Turn::Passing)));
    assert_eq!(
        said(&app),
        format!("{passer} has no move – {} plays again", !passer)
    );

    // The end: the last move, then the result.
    let start = position_before_the_end();
    let mut app = app_with(Mode::TwoPlayers, Some(Game::from_position(start)));
    assert!(run_until(&mut app, 10, human_to_move));
    let serial = app
        .world()
        .resource::<reversi::access::announce::Announcement>()
        .serial;
    click(&mut app, start.legal_moves().iter().next().unwrap());
    assert!(run_until(&mut app, 300, |a| screen(a) == Screen::GameOver));
    app.update();
    let outcome = record(&app).game().outcome().unwrap();
    let (high, low) = (
        outcome.black.max(outcome.white),
        outcome.black.min(outcome.white),
    );
    let result = match outcome.winner() {
        Some(winner) => format!("{winner} wins {high}–{low}"),
        None => format!("Draw {high}–{low}"),
    };
    assert_eq!(said(&app), format!("Game over: {result}."));
    let now = app
        .world()
        .resource::<reversi::access::announce::Announcement>()
        .serial;
    assert!(
        now >= serial + 2,
        "the last move and the result: {serial} → {now}"
    );
}

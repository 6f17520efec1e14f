//! A move, a press and a release that arrive in the same frame (a quick
//! click on a slow machine, a quick tap) still make a click, on a square and
//! on a button. The mouse goes through Bevy's picking as the game sets it up
//! (which alone loses that click: it releases what was under the pointer a
//! frame ago); no rendering here, so the picking backend is a stand-in that
//! reports what lies under the pointer from fixed rectangles of the window.
//! A finger goes through the game's own taps, cast through a camera that
//! looks down on the board.

use crate::common::*;
use bevy::input::ButtonState;
use bevy::input::mouse::MouseButtonInput;
use bevy::input::touch::{TouchInput, TouchPhase};
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::pointer::{PointerId, PointerLocation};
use bevy::picking::{DefaultPickingPlugins, PickingSystems};
use bevy::window::{ExitCondition, PrimaryWindow, WindowEvent};
use reversi::ui::widgets::{Activate, button, buttons_plugin};
use reversi_engine::Square;

/// What the stand-in backend finds under the pointer.
#[derive(Resource, Default)]
struct Targets(Vec<(Entity, Rect)>);

/// How many times the test button was pressed.
#[derive(Resource, Default)]
struct Presses(u32);

fn backend(
    targets: Res<Targets>,
    pointers: Query<(&PointerId, &PointerLocation)>,
    camera: Single<Entity, With<Camera>>,
    mut hits: MessageWriter<PointerHits>,
) {
    for (id, location) in &pointers {
        let Some(location) = location.location() else {
            continue;
        };
        let picks: Vec<_> = targets
            .0
            .iter()
            .filter(|(_, rect)| rect.contains(location.position))
            .map(|(entity, _)| (*entity, HitData::new(*camera, 1.0, None, None)))
            .collect();
        hits.write(PointerHits::new(*id, picks, 0.0));
    }
}

fn app() -> App {
    let mut app = headless();
    app.add_plugins((
        bevy::input::InputPlugin,
        WindowPlugin {
            primary_window: Some(Window::default()),
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        DefaultPickingPlugins,
        buttons_plugin,
    ));
    app.add_plugins(reversi::play::clicks::plugin);
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    app.init_resource::<Targets>();
    app.init_resource::<Presses>();
    app.add_systems(PreUpdate, backend.in_set(PickingSystems::Backend));
    app.world_mut().spawn(Camera::default());
    app.update();
    app.world_mut().write_message(GameCommand::Start);
    app.update();
    app.update();
    app
}

/// The mouse moves to `at`, presses and releases its left button: all in
/// one frame.
fn quick_click(app: &mut App, at: Vec2) {
    let world = app.world_mut();
    let window = world
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(world)
        .unwrap();
    world.write_message(WindowEvent::CursorMoved(CursorMoved {
        window,
        position: at,
        delta: None,
    }));
    for state in [ButtonState::Pressed, ButtonState::Released] {
        // Winit sends both: picking reads the window's events, the
        // button's state reads its own.
        let input = MouseButtonInput {
            button: MouseButton::Left,
            state,
            window,
        };
        world.write_message(WindowEvent::MouseButtonInput(input));
        world.write_message(input);
    }
    app.update();
    app.update();
}

fn moves(app: &App) -> String {
    app.world().resource::<GameRecord>().game().transcript()
}

#[test]
fn a_press_and_release_in_one_frame_plays_on_a_square() {
    let mut app = app();
    let f5: Square = "f5".parse().unwrap();
    let world = app.world_mut();
    let square = world
        .query::<(Entity, &BoardSquare)>()
        .iter(world)
        .find(|(_, s)| s.0 == f5)
        .map(|(e, _)| e)
        .unwrap();
    app.world_mut().resource_mut::<Targets>().0 =
        vec![(square, Rect::new(100.0, 100.0, 140.0, 140.0))];
    // Outside the square: nothing.
    quick_click(&mut app, Vec2::new(300.0, 300.0));
    assert_eq!(moves(&app), "");
    quick_click(&mut app, Vec2::new(120.0, 120.0));
    assert_eq!(moves(&app), "f5");
}

#[test]
fn a_press_and_release_in_one_frame_presses_a_button() {
    let mut app = app();
    let pressed = app
        .world_mut()
        .spawn(button("Undo", ()))
        .observe(|_: On<Activate>, mut presses: ResMut<Presses>| presses.0 += 1)
        .id();
    app.world_mut().resource_mut::<Targets>().0 =
        vec![(pressed, Rect::new(10.0, 10.0, 110.0, 50.0))];
    quick_click(&mut app, Vec2::new(500.0, 30.0));
    assert_eq!(app.world().resource::<Presses>().0, 0);
    quick_click(&mut app, Vec2::new(60.0, 30.0));
    assert_eq!(app.world().resource::<Presses>().0, 1);
    // And once more: the button was released, not left pressed.
    quick_click(&mut app, Vec2::new(60.0, 30.0));
    assert_eq!(app.world().resource::<Presses>().0, 2);
}

/// The game's taps under a camera straight above the board, with the
/// values the renderer would give it for an 800×600 window.
fn touch_app() -> App {
    use bevy::camera::{CameraProjection, RenderTargetInfo};
    let mut app = headless();
    app.add_plugins((
        bevy::input::InputPlugin,
        WindowPlugin {
            primary_window: Some(Window {
                resolution: (800, 600).into(),
                ..default()
            }),
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        reversi::view::camera::taps_plugin,
    ));
    app.init_resource::<bevy::ui::UiStack>();
    app.init_resource::<Presses>();
    app.world_mut().resource_mut::<Settings>().mode = Mode::TwoPlayers;
    let projection = PerspectiveProjection {
        fov: reversi::view::camera::FOV,
        aspect_ratio: 800.0 / 600.0,
        ..default()
    };
    let mut camera = Camera::default();
    camera.computed.clip_from_view = projection.get_clip_from_view();
    camera.computed.target_info = Some(RenderTargetInfo {
        physical_size: UVec2::new(800, 600),
        scale_factor: 1.0,
    });
    let above = Transform::from_xyz(0.0, 14.0, 0.0).looking_at(Vec3::ZERO, Vec3::NEG_Z);
    app.world_mut()
        .spawn((camera, Camera3d::default(), GlobalTransform::from(above)));
    app.update();
    app.world_mut().write_message(GameCommand::Start);
    app.update();
    app.update();
    app
}

/// A finger touches `at` and lifts there: both in one frame.
fn quick_tap(app: &mut App, at: Vec2) {
    let world = app.world_mut();
    let window = world
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(world)
        .unwrap();
    for phase in [TouchPhase::Started, TouchPhase::Ended] {
        world.write_message(TouchInput {
            phase,
            position: at,
            window,
            force: None,
            id: 7,
        });
    }
    app.update();
    app.update();
}

/// Where `square`'s centre shows in the window.
fn on_screen(app: &mut App, square: Square) -> Vec2 {
    let world = app.world_mut();
    let (camera, transform) = world
        .query::<(&Camera, &GlobalTransform)>()
        .single(world)
        .unwrap();
    camera
        .world_to_viewport(transform, square_to_world(square))
        .unwrap()
}

#[test]
fn a_tap_in_one_frame_plays_on_a_square() {
    let mut app = touch_app();
    // e3 is no move at the start: refused, nothing played.
    let e3 = on_screen(&mut app, "e3".parse().unwrap());
    quick_tap(&mut app, e3);
    assert_eq!(moves(&app), "");
    let f5 = on_screen(&mut app, "f5".parse().unwrap());
    quick_tap(&mut app, f5);
    assert_eq!(moves(&app), "f5");
}

#[test]
fn a_tap_in_one_frame_presses_a_button_over_the_board() {
    use bevy::ui::{ComputedNode, UiGlobalTransform, UiStack};
    let mut app = touch_app();
    let f5 = on_screen(&mut app, "f5".parse().unwrap());
    // A button laid over f5, as the game's panels lie over the board.
    let pressed = app
        .world_mut()
        .spawn((
            Button,
            ComputedNode {
                size: Vec2::new(80.0, 40.0),
                ..default()
            },
            UiGlobalTransform::from_translation(f5),
            InheritedVisibility::VISIBLE,
        ))
        .observe(|_: On<Activate>, mut presses: ResMut<Presses>| presses.0 += 1)
        .id();
    app.world_mut().resource_mut::<UiStack>().uinodes = vec![pressed];
    quick_tap(&mut app, f5);
    assert_eq!(app.world().resource::<Presses>().0, 1);
    assert_eq!(moves(&app), "", "the tap went through the button");
    quick_tap(&mut app, f5);
    assert_eq!(app.world().resource::<Presses>().0, 2);
}

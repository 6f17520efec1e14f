//! The camera: a 3/4 view fitted so that the board, its frame and the
//! supplies fill the layout's board region (never under a panel), whatever
//! the window's shape. It orbits while the right mouse button or one finger
//! drags, zooms with the wheel or two fingers, and T toggles a top-down view;
//! every change glides smoothly.

use std::f32::consts::{FRAC_PI_2, TAU};

use bevy::camera::CameraProjection;
use bevy::ecs::system::SystemParam;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::input::touch::{TouchInput, TouchPhase, Touches};
use bevy::prelude::*;
use reversi_engine::Move;

use crate::board::discs::{TrayPlacement, view_points};
use crate::board::layout::{LayoutSystems, ScreenLayout};
use crate::board::squares::{BOARD_TOP, world_to_square};
use crate::play::game::{MoveAttempt, MoveSource};
use crate::screens::{AppSystems, Panel, Screen};
use crate::ui::widgets::{Activate, UiHit, UiUnder};

const START_YAW: f32 = 0.0;
/// The 3/4 view's pitch: lower in wide windows, steeper in tall ones.
const LANDSCAPE_PITCH: f32 = 0.95;
const PORTRAIT_PITCH: f32 = 1.12;
const TOP_DOWN_PITCH: f32 = FRAC_PI_2 - 0.001;
const MIN_PITCH: f32 = 0.35;
/// The player's zoom, as a factor of the fitted distance.
const MIN_ZOOM: f32 = 0.55;
const MAX_ZOOM: f32 = 1.8;
/// Radians per pixel of drag.
const ORBIT_SPEED: f32 = 0.006;
/// A touch that moves further than this (logical pixels) orbits.
const TOUCH_DRAG: f32 = 12.0;
/// The title screen's turn, in radians per second.
const TITLE_DRIFT: f32 = 0.06;
/// How fast the view catches up with its target (higher is snappier).
const GLIDE: f32 = 10.0;
/// The share of the board region the fitted view fills.
const FILL: f32 = 0.94;
/// The camera's vertical field of view.
pub const FOV: f32 = std::f32::consts::FRAC_PI_4;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
    app.add_systems(
        Update,
        (steer_camera, glide_camera)
            .chain()
            .after(LayoutSystems)
            .in_set(AppSystems::View),
    );
    app.add_plugins(taps_plugin);
}

/// Taps on a touch screen: on buttons and on the board's squares.
pub fn taps_plugin(app: &mut App) {
    app.add_systems(Update, taps.in_set(AppSystems::Input));
}

/// A finger lifted where it touched (not a drag) presses the button there;
/// where there is no interface, it attempts a move on the square under it,
/// found by casting the ray through that point onto the board. Picking is
/// not used for fingers: a quick tap's press and release can arrive in the
/// same frame, before picking has seen the new touch.
fn taps(
    mut touches: MessageReader<TouchInput>,
    mut started: Local<Vec<(u64, Vec2)>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    ui: UiUnder,
    mut attempts: MessageWriter<MoveAttempt>,
    mut commands: Commands,
) {
    let (camera, camera_transform) = *camera;
    for touch in touches.read() {
        match touch.phase {
            TouchPhase::Started => {
                // An id belongs to one finger at a time: a touch whose end
                // never came must not stand in for this one (its start
                // far away would make this tap look like a drag).
                started.retain(|(id, _)| *id != touch.id);
                started.push((touch.id, touch.position));
            }
            TouchPhase::Ended => {
                let Some(index) = started.iter().position(|(id, _)| *id == touch.id) else {
                    continue;
                };
                let (_, from) = started.swap_remove(index);
                if from.distance(touch.position) > TOUCH_DRAG {
                    continue;
                }
                match ui.at(touch.position) {
                    UiHit::Button(button) => {
                        commands.trigger(Activate { entity: button });
                        continue;
                    }
                    UiHit::Panel => continue,
                    UiHit::Scene => {}
                }
                let Ok(ray) = camera.viewport_to_world(camera_transform, touch.position) else {
                    continue;
                };
                let plane = InfinitePlane3d::new(Vec3::Y);
                let Some(distance) = ray.intersect_plane(Vec3::Y * BOARD_TOP, plane) else {
                    continue;
                };
                if let Some(square) = world_to_square(ray.get_point(distance)) {
                    attempts.write(MoveAttempt {
                        mv: Move::Place(square),
                        source: MoveSource::Human,
                    });
                }
            }
            TouchPhase::Canceled => started.retain(|(id, _)| *id != touch.id),
            TouchPhase::Moved => {}
        }
    }
}

/// Where the camera looks from, and where it is heading, as angles and a
/// zoom; the distance itself comes from fitting the board to its region.
#[derive(Component, Debug, Clone, Copy)]
pub struct Orbit {
    pub yaw: f32,
    pub pitch: f32,
    pub zoom: f32,
    target_yaw: f32,
    target_pitch: f32,
    target_zoom: f32,
    /// The 3/4 view's pitch, to return to from top-down.
    saved_pitch: f32,
    /// The orientation the pitch was chosen for.
    portrait: bool,
    /// Whether the title screen's slow turn is on.
    drifting: bool,
    /// Whether the view is the flat look's, from above.
    above: bool,
}

impl Orbit {
    fn new(portrait: bool) -> Orbit {
        let pitch = if portrait {
            PORTRAIT_PITCH
        } else {
            LANDSCAPE_PITCH
        };
        Orbit {
            yaw: START_YAW,
            pitch,
            zoom: 1.0,
            target_yaw: START_YAW,
            target_pitch: pitch,
            target_zoom: 1.0,
            saved_pitch: pitch,
            portrait,
            drifting: false,
            above: false,
        }
    }
}

/// The camera at `distance` from `look`, seen from `yaw` and `pitch`.
fn orbit_transform(look: Vec3, distance: f32, yaw: f32, pitch: f32) -> Transform {
    let offset = distance
        * Vec3::new(
            pitch.cos() * yaw.sin(),
            pitch.sin(),
            pitch.cos() * yaw.cos(),
        );
    // Top-down keeps "up" on screen pointing at the far side of the board.
    let up = Vec3::NEG_Z.lerp(Vec3::Y, pitch.cos());
    Transform::from_translation(look + offset).looking_at(look, up)
}

/// Where `point` appears on a `window`-sized view through `camera`, in
/// logical pixels from the top-left corner; `None` behind the camera.
pub fn project(window: Vec2, camera: &Transform, point: Vec3) -> Option<Vec2> {
    let projection = PerspectiveProjection {
        fov: FOV,
        aspect_ratio: window.x / window.y,
        ..default()
    };
    let clip = projection.get_clip_from_view() * camera.to_matrix().inverse() * point.extend(1.0);
    if clip.w <= 0.0 {
        return None;
    }
    let ndc = clip.truncate() / clip.w;
    Some(Vec2::new(
        (ndc.x + 1.0) / 2.0 * window.x,
        (1.0 - ndc.y) / 2.0 * window.y,
    ))
}

/// The camera's transform for `layout`: from `yaw` and `pitch`, at the
/// distance and aim that show every point of `points` as large as possible
/// inside the board region, centred, times the player's `zoom`.
pub fn fitted_transform(
    layout: &ScreenLayout,
    points: &[Vec3],
    yaw: f32,
    pitch: f32,
    zoom: f32,
) -> Transform {
    let region = layout.board;
    let (mut look, mut distance) = (Vec3::ZERO, 20.0);
    // Each round scales the distance by how much too large or small the
    // view is, and moves the aim by how far off centre it is: a few rounds
    // settle it to well under a pixel.
    for _ in 0..16 {
        let camera = orbit_transform(look, distance, yaw, pitch);
        let mut bounds = Rect::EMPTY;
        for &point in points {
            match project(layout.window, &camera, point) {
                Some(at) => bounds = bounds.union_point(at),
                None => distance *= 1.5,
            }
        }
        if bounds.is_empty() {
            continue;
        }
        let size = bounds.size() / (region.size() * FILL);
        distance *= size.x.max(size.y);
        let shift = region.center() - bounds.center();
        let world_per_pixel = 2.0 * distance * (FOV / 2.0).tan() / layout.window.y;
        look -= camera.right() * shift.x * world_per_pixel;
        look += camera.up() * shift.y * world_per_pixel;
    }
    orbit_transform(look, distance * zoom, yaw, pitch)
}

fn spawn_camera(mut commands: Commands, layout: Res<ScreenLayout>) {
    let orbit = Orbit::new(layout.portrait);
    let mut camera = commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FOV,
            ..default()
        }),
        Transform::default(),
        orbit,
    ));
    // The web build has no tone-mapping lookup tables (see Cargo.toml).
    if cfg!(target_arch = "wasm32") {
        camera
            .insert(bevy::core_pipeline::tonemapping::Tonemapping::SomewhatBoringDisplayTransform);
    }
}

/// What turns and zooms the view: the mouse's right button and wheel, T,
/// and fingers.
#[derive(SystemParam)]
struct ViewInput<'w> {
    buttons: Res<'w, ButtonInput<MouseButton>>,
    keys: Res<'w, ButtonInput<KeyCode>>,
    motion: Res<'w, AccumulatedMouseMotion>,
    scroll: Res<'w, AccumulatedMouseScroll>,
    touches: Option<Res<'w, Touches>>,
}

fn steer_camera(
    mut orbit: Single<&mut Orbit>,
    layout: Res<ScreenLayout>,
    settings: Res<crate::settings::Settings>,
    screen: Res<State<Screen>>,
    time: Res<Time>,
    input: ViewInput,
    panel: Res<State<Panel>>,
) {
    let ViewInput {
        buttons,
        keys,
        motion,
        scroll,
        touches,
    } = input;
    if orbit.portrait != layout.portrait {
        *orbit.as_mut() = Orbit::new(layout.portrait);
    }
    // The flat look is seen from above; the others from where T left it.
    let above = settings.look == crate::settings::Look::Flat;
    if orbit.above != above {
        orbit.above = above;
        top_down(&mut orbit, above);
    }
    // Behind the title's menu the board turns slowly; into the game, the
    // view glides back round to the front.
    // Not while motion is reduced.
    let title = *screen.get() == Screen::Title && !settings.reduces_motion();
    if title {
        orbit.target_yaw += TITLE_DRIFT * time.delta_secs();
    } else if orbit.drifting {
        orbit.target_yaw = (orbit.target_yaw / TAU).round() * TAU;
    }
    orbit.drifting = title;
    let mut drag = Vec2::ZERO;
    let mut zoom = 1.0;
    if buttons.pressed(MouseButton::Right) {
        drag += motion.delta;
    }
    // With a panel open, the wheel and fingers scroll the panel, not the view.
    let free = *panel.get() == Panel::None;
    if free && scroll.delta.y != 0.0 {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        zoom *= 1.0 - 0.1 * lines;
    }
    if let Some(touches) = touches.filter(|_| free) {
        let active: Vec<_> = touches.iter().collect();
        match active.as_slice() {
            // One finger orbits once it has clearly moved (a tap places).
            [one] if one.distance().length() > TOUCH_DRAG => drag += one.delta(),
            // Two fingers pinch: the zoom follows their spread.
            [a, b] => {
                let now = a.position().distance(b.position());
                let before = (a.position() - a.delta()).distance(b.position() - b.delta());
                if now > 1.0 && before > 1.0 {
                    zoom *= before / now;
                }
            }
            _ => {}
        }
    }
    if drag != Vec2::ZERO {
        orbit.target_yaw -= drag.x * ORBIT_SPEED;
        orbit.target_pitch =
            (orbit.target_pitch + drag.y * ORBIT_SPEED).clamp(MIN_PITCH, TOP_DOWN_PITCH);
    }
    if zoom != 1.0 {
        orbit.target_zoom = (orbit.target_zoom * zoom).clamp(MIN_ZOOM, MAX_ZOOM);
    }
    // The openings' panel takes typing for its search.
    if keys.just_pressed(KeyCode::KeyT) && *panel.get() != Panel::Openings {
        let from_above = orbit.target_pitch < TOP_DOWN_PITCH - 0.01;
        top_down(&mut orbit, from_above);
    }
}

/// The view from above (squared to the board), or back to the 3/4 view it
/// left.
fn top_down(orbit: &mut Orbit, above: bool) {
    let is_above = orbit.target_pitch >= TOP_DOWN_PITCH - 0.01;
    if above && !is_above {
        orbit.saved_pitch = orbit.target_pitch;
        orbit.target_pitch = TOP_DOWN_PITCH;
        orbit.target_yaw = (orbit.target_yaw / TAU).round() * TAU;
    } else if !above && is_above {
        orbit.target_pitch = orbit.saved_pitch;
    }
}

fn glide_camera(
    time: Res<Time>,
    layout: Res<ScreenLayout>,
    trays: Res<TrayPlacement>,
    camera: Single<(&mut Orbit, &mut Transform)>,
) {
    let (mut orbit, mut transform) = camera.into_inner();
    let dt = time.delta_secs();
    let (yaw, pitch, zoom) = (orbit.target_yaw, orbit.target_pitch, orbit.target_zoom);
    orbit.yaw.smooth_nudge(&yaw, GLIDE, dt);
    orbit.pitch.smooth_nudge(&pitch, GLIDE, dt);
    orbit.zoom.smooth_nudge(&zoom, GLIDE, dt);
    *transform = fitted_transform(
        &layout,
        &view_points(*trays),
        orbit.yaw,
        orbit.pitch,
        orbit.zoom,
    );
}

/// The camera's 3/4 view for `layout` before the player moves it: what the
/// layout test checks.
pub fn home_transform(layout: &ScreenLayout, trays: TrayPlacement) -> Transform {
    let orbit = Orbit::new(layout.portrait);
    fitted_transform(layout, &view_points(trays), orbit.yaw, orbit.pitch, 1.0)
}

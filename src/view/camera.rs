//! The camera: a 3/4 view of the board that orbits while the right mouse
//! button drags, zooms with the wheel, and toggles to top-down with T; every
//! change glides smoothly.

use std::f32::consts::FRAC_PI_2;

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;

use crate::AppSystems;

const START_YAW: f32 = 0.0;
const START_PITCH: f32 = 0.95;
const START_DISTANCE: f32 = 15.5;
const TOP_DOWN_PITCH: f32 = FRAC_PI_2 - 0.001;
const MIN_PITCH: f32 = 0.35;
const MIN_DISTANCE: f32 = 8.0;
const MAX_DISTANCE: f32 = 30.0;
/// Radians per pixel of drag.
const ORBIT_SPEED: f32 = 0.006;
/// How fast the view catches up with its target (higher is snappier).
const GLIDE: f32 = 10.0;
/// The board's centre, slightly towards the viewer so the near edge shows.
const LOOK_AT: Vec3 = Vec3::new(0.0, 0.0, 0.4);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera);
    app.add_systems(
        Update,
        (steer_camera, glide_camera)
            .chain()
            .in_set(AppSystems::View),
    );
}

/// Where the camera is and where it is heading, in orbit coordinates.
#[derive(Component, Debug, Clone, Copy)]
pub struct Orbit {
    yaw: f32,
    pitch: f32,
    distance: f32,
    target_yaw: f32,
    target_pitch: f32,
    target_distance: f32,
    /// The 3/4 view's pitch, to return to from top-down.
    saved_pitch: f32,
}

impl Orbit {
    fn transform(&self) -> Transform {
        let offset = Vec3::new(
            self.distance * self.pitch.cos() * self.yaw.sin(),
            self.distance * self.pitch.sin(),
            self.distance * self.pitch.cos() * self.yaw.cos(),
        );
        // Top-down keeps "up" on screen pointing at the far side of the board.
        Transform::from_translation(LOOK_AT + offset)
            .looking_at(LOOK_AT, Vec3::NEG_Z.lerp(Vec3::Y, self.pitch.cos()))
    }
}

fn spawn_camera(mut commands: Commands) {
    let orbit = Orbit {
        yaw: START_YAW,
        pitch: START_PITCH,
        distance: START_DISTANCE,
        target_yaw: START_YAW,
        target_pitch: START_PITCH,
        target_distance: START_DISTANCE,
        saved_pitch: START_PITCH,
    };
    let mut camera = commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        orbit.transform(),
        orbit,
    ));
    // The web build has no tone-mapping lookup tables (see Cargo.toml).
    if cfg!(target_arch = "wasm32") {
        camera
            .insert(bevy::core_pipeline::tonemapping::Tonemapping::SomewhatBoringDisplayTransform);
    }
}

fn steer_camera(
    mut orbit: Single<&mut Orbit>,
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
) {
    if buttons.pressed(MouseButton::Right) && motion.delta != Vec2::ZERO {
        orbit.target_yaw -= motion.delta.x * ORBIT_SPEED;
        orbit.target_pitch =
            (orbit.target_pitch + motion.delta.y * ORBIT_SPEED).clamp(MIN_PITCH, TOP_DOWN_PITCH);
    }
    if scroll.delta.y != 0.0 {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        orbit.target_distance =
            (orbit.target_distance * (1.0 - 0.1 * lines)).clamp(MIN_DISTANCE, MAX_DISTANCE);
    }
    if keys.just_pressed(KeyCode::KeyT) {
        if orbit.target_pitch >= TOP_DOWN_PITCH - 0.01 {
            orbit.target_pitch = orbit.saved_pitch;
        } else {
            orbit.saved_pitch = orbit.target_pitch;
            orbit.target_pitch = TOP_DOWN_PITCH;
            orbit.target_yaw =
                (orbit.target_yaw / std::f32::consts::TAU).round() * std::f32::consts::TAU;
        }
    }
}

fn glide_camera(time: Res<Time>, camera: Single<(&mut Orbit, &mut Transform)>) {
    let (mut orbit, mut transform) = camera.into_inner();
    let dt = time.delta_secs();
    let (yaw, pitch, distance) = (orbit.target_yaw, orbit.target_pitch, orbit.target_distance);
    orbit.yaw.smooth_nudge(&yaw, GLIDE, dt);
    orbit.pitch.smooth_nudge(&pitch, GLIDE, dt);
    orbit.distance.smooth_nudge(&distance, GLIDE, dt);
    *transform = orbit.transform();
}

//! The board on its table: the dark field with the squares' grooves and the
//! four dots, the wooden frame, the trays that hold the supplies, the table,
//! and the lights of a softly lit room, as rich as the graphics quality allows.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;

use super::SceneAssets;
use crate::board::discs::{TRAY_LENGTH, TRAY_WIDTH, TrayPlacement, tray_centre};
use crate::board::squares::{FRAME_BOTTOM, FRAME_HALF, FRAME_TOP, SQUARE_SIZE};
use crate::settings::{GraphicsChoice, GraphicsQuality, Look, Settings};
use reversi_engine::Color as Side;

/// The four dots on the grid points around the centre block (c3 to f6).
const DOT: Color = Color::srgb(0.01, 0.02, 0.015);
const DOT_RADIUS: f32 = 0.075;
/// The field's half side inside the frame.
const FIELD_HALF: f32 = 4.05;
/// Walls of the trays and their height.
const TRAY_WALL: f32 = 0.1;
const TRAY_HEIGHT: f32 = 0.18;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, (spawn_board, spawn_lights));
    app.add_systems(Update, (place_trays, apply_quality));
}

/// A tray, by owner.
#[derive(Component)]
struct Tray(Side);

/// The light whose shadows the quality setting tunes.
#[derive(Component)]
struct Sun;

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    assets: Res<SceneAssets>,
) {
    commands.spawn((
        Name::new("Field"),
        Mesh3d(meshes.add(Cuboid::new(2.0 * FIELD_HALF, 0.1, 2.0 * FIELD_HALF))),
        MeshMaterial3d(assets.groove.clone()),
        Transform::from_xyz(0.0, -0.055, 0.0),
        Pickable::IGNORE,
    ));
    let dot = meshes.add(Cylinder::new(DOT_RADIUS, 0.004));
    let dot_material = materials.add(StandardMaterial {
        base_color: DOT,
        perceptual_roughness: 0.6,
        ..default()
    });
    for (x, z) in [(-2.0, -2.0), (2.0, -2.0), (-2.0, 2.0), (2.0, 2.0)] {
        commands.spawn((
            Name::new("Dot"),
            Mesh3d(dot.clone()),
            MeshMaterial3d(dot_material.clone()),
            Transform::from_xyz(x * SQUARE_SIZE, 0.002, z * SQUARE_SIZE),
            Pickable::IGNORE,
        ));
    }
    // The frame: four rails round the field, their tops a rim above it.
    let height = FRAME_TOP - FRAME_BOTTOM;
    let rail_width = FRAME_HALF - FIELD_HALF;
    let long = meshes.add(Cuboid::new(2.0 * FRAME_HALF, height, rail_width));
    let short = meshes.add(Cuboid::new(rail_width, height, 2.0 * FIELD_HALF));
    let y = (FRAME_TOP + FRAME_BOTTOM) / 2.0;
    let middle = (FRAME_HALF + FIELD_HALF) / 2.0;
    for (mesh, at) in [
        (&long, Vec3::new(0.0, y, -middle)),
        (&long, Vec3::new(0.0, y, middle)),
        (&short, Vec3::new(-middle, y, 0.0)),
        (&short, Vec3::new(middle, y, 0.0)),
    ] {
        commands.spawn((
            Name::new("Frame"),
            Mesh3d(mesh.clone()),
            MeshMaterial3d(assets.frame_wood.clone()),
            Transform::from_translation(at),
            Pickable::IGNORE,
        ));
    }
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(super::shapes::tiled(
            Plane3d::default().mesh().size(80.0, 80.0).build(),
            Vec2::splat(20.0),
        ))),
        MeshMaterial3d(assets.table_wood.clone()),
        Transform::from_xyz(0.0, FRAME_BOTTOM, 0.0),
        Pickable::IGNORE,
    ));
    // The trays: a felt floor inside four low walls.
    let tray_floor = meshes.add(Cuboid::new(TRAY_WIDTH, 0.02, TRAY_LENGTH));
    let side_wall = meshes.add(Cuboid::new(
        TRAY_WALL,
        TRAY_HEIGHT,
        TRAY_LENGTH + 2.0 * TRAY_WALL,
    ));
    let end_wall = meshes.add(Cuboid::new(TRAY_WIDTH, TRAY_HEIGHT, TRAY_WALL));
    for owner in [Side::Black, Side::White] {
        let (x, z) = (
            TRAY_WIDTH / 2.0 + TRAY_WALL / 2.0,
            TRAY_LENGTH / 2.0 + TRAY_WALL / 2.0,
        );
        let wall_y = FRAME_BOTTOM + TRAY_HEIGHT / 2.0;
        commands
            .spawn((
                Name::new(format!("{owner}'s tray")),
                Tray(owner),
                Transform::default(),
                Visibility::default(),
                Pickable::IGNORE,
            ))
            .with_children(|tray| {
                tray.spawn((
                    Mesh3d(tray_floor.clone()),
                    MeshMaterial3d(assets.felt.clone()),
                    Transform::from_xyz(0.0, -0.01, 0.0),
                    Pickable::IGNORE,
                ));
                for (mesh, at) in [
                    (&side_wall, Vec3::new(-x, wall_y, 0.0)),
                    (&side_wall, Vec3::new(x, wall_y, 0.0)),
                    (&end_wall, Vec3::new(0.0, wall_y, -z)),
                    (&end_wall, Vec3::new(0.0, wall_y, z)),
                ] {
                    tray.spawn((
                        Mesh3d(mesh.clone()),
                        MeshMaterial3d(assets.frame_wood.clone()),
                        Transform::from_translation(at),
                        Pickable::IGNORE,
                    ));
                }
            });
    }
}

/// Puts the trays where the supplies are: beside the board or at its ends.
fn place_trays(placement: Res<TrayPlacement>, mut trays: Query<(&Tray, &mut Transform)>) {
    if !placement.is_changed() {
        return;
    }
    for (tray, mut transform) in &mut trays {
        // The floor sits on the table, just under the lowest disc.
        let centre = tray_centre(tray.0, *placement);
        transform.translation = Vec3::new(centre.x, -0.0, centre.z);
        transform.rotation = match *placement {
            TrayPlacement::Sides => Quat::IDENTITY,
            TrayPlacement::Ends => Quat::from_rotation_y(std::f32::consts::FRAC_PI_2),
        };
    }
}

fn spawn_lights(mut commands: Commands) {
    commands.spawn((
        Name::new("Sun"),
        Sun,
        DirectionalLight {
            illuminance: 7_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-3.0, 12.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            first_cascade_far_bound: 30.0,
            maximum_distance: 40.0,
            ..default()
        }
        .build(),
    ));
    commands.spawn((
        Name::new("Lamp"),
        PointLight {
            intensity: 1_200_000.0,
            range: 40.0,
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(4.0, 9.0, -4.0),
    ));
    commands.insert_resource(GlobalAmbientLight {
        brightness: 260.0,
        color: Color::srgb(1.0, 0.95, 0.88),
        ..default()
    });
}

/// The board's look (its materials and the room's light), and shadows,
/// anti-aliasing and the room's light by the quality setting: soft filtered
/// shadows and image-based light from a warm room when the machine can
/// afford them, plain ones on software renderers and phones.
fn apply_quality(
    settings: Res<Settings>,
    adapter: Option<Res<bevy::render::renderer::RenderAdapterInfo>>,
    (mut applied, mut looked): (Local<Option<GraphicsQuality>>, Local<Option<Look>>),
    mut sun: Single<&mut DirectionalLight, With<Sun>>,
    cameras: Query<Entity, With<Camera3d>>,
    (assets, mut materials, mut ambient): (
        Res<SceneAssets>,
        ResMut<Assets<StandardMaterial>>,
        ResMut<GlobalAmbientLight>,
    ),
    mut images: ResMut<Assets<Image>>,
    mut commands: Commands,
) {
    if *looked != Some(settings.look) {
        *looked = Some(settings.look);
        assets.dress(settings.look, &mut materials, &mut images);
        let palette = super::looks::palette(settings.look);
        ambient.brightness = palette.ambient;
        sun.illuminance = palette.sun;
    }
    let quality = match settings.graphics {
        GraphicsChoice::Fixed(quality) => quality,
        GraphicsChoice::Auto => detected_quality(adapter.as_deref()),
    };
    if *applied == Some(quality) || cameras.is_empty() {
        return;
    }
    *applied = Some(quality);
    sun.shadow_maps_enabled = quality != GraphicsQuality::Low;
    // Contact shadows (screen-space, from the depth prepass) darken where a
    // disc meets the board, finer than the shadow map can: a graphics
    // card's work, high quality only.
    sun.contact_shadows_enabled = quality == GraphicsQuality::High;
    for camera in &cameras {
        let mut camera = commands.entity(camera);
        match quality {
            GraphicsQuality::Low => {
                camera.insert(Msaa::Off);
                camera.remove::<EnvironmentMapLight>();
            }
            GraphicsQuality::Medium | GraphicsQuality::High => {
                camera.insert((
                    Msaa::Sample4,
                    // A warm room: light from a pale ceiling, dark floor.
                    EnvironmentMapLight {
                        intensity: if quality == GraphicsQuality::High {
                            900.0
                        } else {
                            600.0
                        },
                        ..EnvironmentMapLight::hemispherical_gradient(
                            &mut images,
                            Color::srgb(0.95, 0.9, 0.8),
                            Color::srgb(0.5, 0.42, 0.35),
                            Color::srgb(0.12, 0.09, 0.07),
                        )
                    },
                ));
            }
        }
        if quality == GraphicsQuality::High {
            camera.insert(bevy::pbr::ContactShadows::default());
        } else {
            // And the depth prepass they brought along.
            camera.remove::<(
                bevy::pbr::ContactShadows,
                bevy::core_pipeline::prepass::DepthPrepass,
            )>();
        }
        camera.insert(match quality {
            GraphicsQuality::High => bevy::light::ShadowFilteringMethod::Gaussian,
            _ => bevy::light::ShadowFilteringMethod::Hardware2x2,
        });
    }
}

/// The quality the machine affords: low in the browser and on software
/// renderers (a CPU draws every pixel), high on a graphics card.
fn detected_quality(
    adapter: Option<&bevy::render::renderer::RenderAdapterInfo>,
) -> GraphicsQuality {
    if cfg!(target_arch = "wasm32") {
        return GraphicsQuality::Low;
    }
    match adapter {
        // wgpu's device type, by name: it is not re-exported by Bevy.
        Some(info) if format!("{:?}", info.device_type) == "Cpu" => GraphicsQuality::Low,
        Some(_) => GraphicsQuality::High,
        None => GraphicsQuality::Medium,
    }
}

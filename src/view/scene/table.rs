//! The board's frame, the table it stands on, and the lights.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;

const FRAME: Color = Color::srgb(0.27, 0.15, 0.07);
const TABLE: Color = Color::srgb(0.16, 0.13, 0.11);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_table_and_lights);
}

fn spawn_table_and_lights(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // The frame: its top sits just under the squares, so the gaps between
    // them read as grid lines.
    commands.spawn((
        Name::new("Board frame"),
        Mesh3d(meshes.add(Cuboid::new(9.0, 0.3, 9.0))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: FRAME,
            perceptual_roughness: 0.6,
            ..default()
        })),
        Transform::from_xyz(0.0, -0.19, 0.0),
        Pickable::IGNORE,
    ));
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(Plane3d::default().mesh().size(60.0, 60.0))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: TABLE,
            perceptual_roughness: 0.95,
            ..default()
        })),
        Transform::from_xyz(0.0, -0.34, 0.0),
        Pickable::IGNORE,
    ));
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(-3.0, 12.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            first_cascade_far_bound: 12.0,
            maximum_distance: 40.0,
            ..default()
        }
        .build(),
    ));
    commands.spawn((
        Name::new("Lamp"),
        PointLight {
            intensity: 1_500_000.0,
            range: 40.0,
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(4.0, 9.0, -4.0),
    ));
    commands.insert_resource(GlobalAmbientLight {
        brightness: 350.0,
        ..default()
    });
}

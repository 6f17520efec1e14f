//! The 3D scene: the framed board on its table, the lights, the look of
//! squares and discs, and what is drawn on the board (markers, coordinates).

mod coordinates;
mod markers;
mod table;

use bevy::prelude::*;

use crate::board::{BoardSquare, SQUARE_SIZE};
use crate::discs::{DISC_RADIUS, DISC_THICKNESS, Disc, SupplyDisc};

const FELT: Color = Color::srgb(0.05, 0.36, 0.19);
const FELT_HOVER: Color = Color::srgb(0.09, 0.48, 0.27);
const BLACK_FACE: Color = Color::srgb(0.04, 0.04, 0.05);
const WHITE_FACE: Color = Color::srgb(0.93, 0.92, 0.88);
const HINT: Color = Color::srgba(1.0, 0.92, 0.45, 0.55);
const FLIP_MARK: Color = Color::srgb(0.95, 0.3, 0.2);
const LAST_MOVE: Color = Color::srgb(0.9, 0.15, 0.1);
const CURSOR: Color = Color::srgb(1.0, 0.85, 0.2);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load_scene_assets);
    app.add_observer(dress_square);
    app.add_observer(dress_disc::<Disc>);
    app.add_observer(dress_disc::<SupplyDisc>);
    app.add_plugins((table::plugin, markers::plugin, coordinates::plugin));
}

/// Meshes and materials, made once.
#[derive(Resource)]
pub(super) struct SceneAssets {
    pub square: Handle<Mesh>,
    pub felt: Handle<StandardMaterial>,
    pub felt_hover: Handle<StandardMaterial>,
    pub half_disc: Handle<Mesh>,
    pub black: Handle<StandardMaterial>,
    pub white: Handle<StandardMaterial>,
    pub ghost_black: Handle<StandardMaterial>,
    pub ghost_white: Handle<StandardMaterial>,
    pub marker: Handle<Mesh>,
    pub hint: Handle<StandardMaterial>,
    pub flip_mark: Handle<StandardMaterial>,
    pub last_move: Handle<StandardMaterial>,
    pub cursor: Handle<Mesh>,
    pub cursor_material: Handle<StandardMaterial>,
}

fn load_scene_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let glossy = |color: Color, roughness: f32| StandardMaterial {
        base_color: color,
        perceptual_roughness: roughness,
        reflectance: 0.25,
        ..default()
    };
    let ghost = |color: Color| StandardMaterial {
        base_color: color.with_alpha(0.45),
        alpha_mode: AlphaMode::Blend,
        ..default()
    };
    let flat = |color: Color| StandardMaterial {
        base_color: color,
        emissive: LinearRgba::from(color) * 0.6,
        alpha_mode: if color.alpha() < 1.0 {
            AlphaMode::Blend
        } else {
            AlphaMode::Opaque
        },
        unlit: true,
        ..default()
    };
    commands.insert_resource(SceneAssets {
        // The square's top is the surface discs rest on.
        square: meshes.add(
            Cuboid::new(SQUARE_SIZE * 0.96, 0.04, SQUARE_SIZE * 0.96)
                .mesh()
                .build()
                .translated_by(Vec3::new(0.0, -0.02, 0.0)),
        ),
        felt: materials.add(glossy(FELT, 0.9)),
        felt_hover: materials.add(glossy(FELT_HOVER, 0.9)),
        half_disc: meshes.add(Cylinder::new(DISC_RADIUS, DISC_THICKNESS / 2.0)),
        black: materials.add(glossy(BLACK_FACE, 0.55)),
        white: materials.add(glossy(WHITE_FACE, 0.35)),
        ghost_black: materials.add(ghost(BLACK_FACE)),
        ghost_white: materials.add(ghost(WHITE_FACE)),
        marker: meshes.add(Cylinder::new(0.12, 0.01)),
        hint: materials.add(flat(HINT)),
        flip_mark: materials.add(flat(FLIP_MARK)),
        last_move: materials.add(flat(LAST_MOVE)),
        cursor: meshes.add(Cuboid::new(SQUARE_SIZE * 0.98, 0.012, SQUARE_SIZE * 0.98)),
        cursor_material: materials.add(StandardMaterial {
            base_color: CURSOR.with_alpha(0.35),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
    });
}

fn dress_square(add: On<Add, BoardSquare>, assets: Res<SceneAssets>, mut commands: Commands) {
    commands.entity(add.entity).insert((
        Mesh3d(assets.square.clone()),
        MeshMaterial3d(assets.felt.clone()),
    ));
}

/// A disc is two halves: black on its +y side, white on its -y side.
fn disc_halves(assets: &SceneAssets) -> impl Bundle {
    children![
        (
            Mesh3d(assets.half_disc.clone()),
            MeshMaterial3d(assets.black.clone()),
            Transform::from_xyz(0.0, DISC_THICKNESS / 4.0, 0.0),
            Pickable::IGNORE,
        ),
        (
            Mesh3d(assets.half_disc.clone()),
            MeshMaterial3d(assets.white.clone()),
            Transform::from_xyz(0.0, -DISC_THICKNESS / 4.0, 0.0),
            Pickable::IGNORE,
        ),
    ]
}

/// Gives a disc on the board or in a supply (marked by `C`) its two halves.
fn dress_disc<C: Component>(add: On<Add, C>, assets: Res<SceneAssets>, mut commands: Commands) {
    commands
        .entity(add.entity)
        .insert((disc_halves(&assets), Pickable::IGNORE));
}

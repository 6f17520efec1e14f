//! The 3D scene: the framed board on its table, the lights, the look of
//! squares and discs, and what is drawn on the board (markers, coordinates).

mod coordinates;
mod markers;
mod scores;
mod shapes;
mod table;

use bevy::prelude::*;

use crate::board::{BoardSquare, SQUARE_SIZE};
use crate::discs::{DISC_RADIUS, DISC_THICKNESS, Disc, SupplyDisc};

/// The playing field's green (linear sRGB components for the texture).
const FELT: [f32; 3] = [0.03, 0.30, 0.14];
const FELT_HOVER: Color = Color::srgb(0.62, 0.86, 0.62);
const BLACK_FACE: Color = Color::srgb(0.035, 0.035, 0.04);
const WHITE_FACE: Color = Color::srgb(0.94, 0.93, 0.89);
/// The rounded edge of a disc, in world units.
const DISC_BEVEL: f32 = 0.028;
const HINT: Color = Color::srgba(1.0, 0.92, 0.45, 0.55);
const FLIP_MARK: Color = Color::srgb(0.95, 0.3, 0.2);
const LAST_MOVE: Color = Color::srgb(0.9, 0.15, 0.1);
const CURSOR: Color = Color::srgb(1.0, 0.85, 0.2);
const REFUSED: Color = Color::srgb(0.95, 0.12, 0.08);
const TOUR_MARK: Color = Color::srgb(1.0, 0.78, 0.15);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, load_scene_assets);
    app.add_observer(dress_square);
    app.add_observer(dress_disc::<Disc>);
    app.add_observer(dress_disc::<SupplyDisc>);
    app.add_plugins((
        table::plugin,
        markers::plugin,
        coordinates::plugin,
        scores::plugin,
    ));
}

/// Meshes and materials, made once.
#[derive(Resource)]
pub(super) struct SceneAssets {
    pub square: Handle<Mesh>,
    pub felt: Handle<StandardMaterial>,
    /// Wood for the frame, the trays and the table.
    pub frame_wood: Handle<StandardMaterial>,
    pub table_wood: Handle<StandardMaterial>,
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
    /// A square that refused a disc.
    pub refused: Handle<StandardMaterial>,
    /// A flat ring around a square (the tour's marks).
    pub ring: Handle<Mesh>,
    pub tour_mark: Handle<StandardMaterial>,
}

fn load_scene_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let wood = |images: &mut Assets<Image>, dark, light, roughness| StandardMaterial {
        base_color_texture: Some(images.add(shapes::wood(dark, light))),
        perceptual_roughness: roughness,
        reflectance: 0.3,
        ..default()
    };
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
        felt: materials.add(StandardMaterial {
            base_color_texture: Some(images.add(shapes::felt(FELT))),
            perceptual_roughness: 0.95,
            reflectance: 0.15,
            ..default()
        }),
        felt_hover: materials.add(StandardMaterial {
            base_color: FELT_HOVER,
            base_color_texture: Some(images.add(shapes::felt(FELT))),
            perceptual_roughness: 0.95,
            reflectance: 0.15,
            ..default()
        }),
        frame_wood: materials.add(wood(
            &mut images,
            [0.22, 0.11, 0.05],
            [0.42, 0.24, 0.11],
            0.45,
        )),
        table_wood: materials.add(wood(
            &mut images,
            [0.12, 0.08, 0.05],
            [0.24, 0.16, 0.10],
            0.7,
        )),
        half_disc: meshes.add(shapes::half_disc(DISC_RADIUS, DISC_THICKNESS, DISC_BEVEL)),
        black: materials.add(glossy(BLACK_FACE, 0.42)),
        white: materials.add(glossy(WHITE_FACE, 0.38)),
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
        refused: materials.add(StandardMaterial {
            base_color: REFUSED.with_alpha(0.5),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
        // Extruded along z, then laid flat on the board.
        ring: meshes.add(
            Extrusion::new(Annulus::new(0.36, 0.44), 0.01)
                .mesh()
                .build()
                .rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
        ),
        tour_mark: materials.add(flat(TOUR_MARK)),
    });
}

fn dress_square(add: On<Add, BoardSquare>, assets: Res<SceneAssets>, mut commands: Commands) {
    commands.entity(add.entity).insert((
        Mesh3d(assets.square.clone()),
        MeshMaterial3d(assets.felt.clone()),
    ));
}

/// A disc is two halves meeting at its seam: black on its +y side, white
/// (the same half turned over) on its -y side.
fn disc_halves(assets: &SceneAssets) -> impl Bundle {
    children![
        (
            Mesh3d(assets.half_disc.clone()),
            MeshMaterial3d(assets.black.clone()),
            Pickable::IGNORE,
        ),
        (
            Mesh3d(assets.half_disc.clone()),
            MeshMaterial3d(assets.white.clone()),
            Transform::from_rotation(Quat::from_rotation_x(std::f32::consts::PI)),
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

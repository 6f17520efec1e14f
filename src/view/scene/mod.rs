//! The 3D scene: the framed board on its table, the lights, the look of
//! squares and discs (the board's looks: `looks.rs`), and what is drawn on
//! the board (markers, coordinates).

mod coordinates;
mod looks;
mod markers;
mod scores;
mod shapes;
mod table;

use bevy::prelude::*;

use crate::board::discs::{DISC_RADIUS, DISC_THICKNESS, Disc, SupplyDisc};
use crate::board::squares::{BoardSquare, SQUARE_SIZE};
use crate::settings::Theme;

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
/// The coach's better move: apart from the gold of the reason's squares.
const BETTER_MARK: Color = Color::srgb(0.45, 0.9, 1.0);
/// The high-contrast theme's marks: Okabe and Ito's colours, which people
/// with any colour vision tell apart, each mark of its own shape too.
const SKY_BLUE: Color = Color::srgb(0.34, 0.71, 0.91);
const ORANGE: Color = Color::srgb(0.90, 0.62, 0.0);
const VERMILLION: Color = Color::srgb(0.84, 0.37, 0.0);
const YELLOW: Color = Color::srgb(0.94, 0.89, 0.26);

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
    /// The lines between the squares: the field under them.
    pub groove: Handle<StandardMaterial>,
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
    pub better_mark: Handle<StandardMaterial>,
    /// The high-contrast theme's marks (see [`SceneAssets::look`]).
    pub contrast: [(Handle<Mesh>, Handle<StandardMaterial>); 4],
}

/// What a mark on the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mark {
    Hint,
    WouldFlip,
    LastMove,
    Cursor,
}

impl SceneAssets {
    /// A mark's mesh and material in `theme`.
    pub fn look(&self, mark: Mark, theme: Theme) -> (Handle<Mesh>, Handle<StandardMaterial>) {
        let standard = match mark {
            Mark::Hint => (&self.marker, &self.hint),
            Mark::WouldFlip => (&self.marker, &self.flip_mark),
            Mark::LastMove => (&self.marker, &self.last_move),
            Mark::Cursor => (&self.cursor, &self.cursor_material),
        };
        let (mesh, material) = match theme {
            Theme::Standard => standard,
            Theme::Contrast => {
                let (mesh, material) = &self.contrast[mark as usize];
                (mesh, material)
            }
        };
        (mesh.clone(), material.clone())
    }
}

fn load_scene_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    // The cloth's and the wood's textures and colours are the look's
    // (`SceneAssets::dress`).
    let wood = |roughness| StandardMaterial {
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
            perceptual_roughness: 0.95,
            reflectance: 0.15,
            ..default()
        }),
        felt_hover: materials.add(StandardMaterial {
            base_color: FELT_HOVER,
            perceptual_roughness: 0.95,
            reflectance: 0.15,
            ..default()
        }),
        frame_wood: materials.add(wood(0.45)),
        table_wood: materials.add(wood(0.7)),
        groove: materials.add(StandardMaterial {
            perceptual_roughness: 1.0,
            ..default()
        }),
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
        ring: meshes.add(flat_ring(0.36, 0.44)),
        tour_mark: materials.add(flat(TOUR_MARK)),
        better_mark: materials.add(flat(BETTER_MARK)),
        contrast: [
            (
                meshes.add(flat_ring(0.17, 0.25)),
                materials.add(flat(SKY_BLUE)),
            ),
            (meshes.add(cross(0.42, 0.08)), materials.add(flat(ORANGE))),
            (meshes.add(diamond()), materials.add(flat(VERMILLION))),
            (
                meshes.add(frame(SQUARE_SIZE * 0.92, 0.09)),
                materials.add(flat(YELLOW)),
            ),
        ],
    });
}

/// A ring lying on the board: extruded along z, then laid flat.
fn flat_ring(inner: f32, outer: f32) -> Mesh {
    Extrusion::new(Annulus::new(inner, outer), 0.01)
        .mesh()
        .build()
        .rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2))
}

/// A square on its corner, drawn at 0.6 of its size like the standard
/// last-move dot.
fn diamond() -> Mesh {
    Cuboid::new(0.34, 0.01, 0.34)
        .mesh()
        .build()
        .rotated_by(Quat::from_rotation_y(std::f32::consts::FRAC_PI_4))
}

/// Flat bars merged into one mesh: (centre, size) each.
fn bars(parts: &[(Vec3, Vec3, f32)]) -> Mesh {
    let mut merged: Option<Mesh> = None;
    for &(centre, size, turn) in parts {
        let bar = Cuboid::from_size(size)
            .mesh()
            .build()
            .rotated_by(Quat::from_rotation_y(turn))
            .translated_by(centre);
        match merged.as_mut() {
            Some(mesh) => mesh.merge(&bar).expect("bars share their attributes"),
            None => merged = Some(bar),
        }
    }
    merged.expect("at least one bar")
}

/// An X, `length` across, its bars `width` wide.
fn cross(length: f32, width: f32) -> Mesh {
    let size = Vec3::new(length, 0.01, width);
    let quarter = std::f32::consts::FRAC_PI_4;
    bars(&[(Vec3::ZERO, size, quarter), (Vec3::ZERO, size, -quarter)])
}

/// A square frame `side` across, its bars `width` wide.
fn frame(side: f32, width: f32) -> Mesh {
    let edge = (side - width) / 2.0;
    let across = Vec3::new(side, 0.012, width);
    let along = Vec3::new(width, 0.012, side);
    bars(&[
        (Vec3::Z * edge, across, 0.0),
        (-Vec3::Z * edge, across, 0.0),
        (Vec3::X * edge, along, 0.0),
        (-Vec3::X * edge, along, 0.0),
    ])
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

#[cfg(test)]
mod tests {
    use bevy::mesh::{Indices, VertexAttributeValues};

    use super::*;

    /// Which points of a 41x41 grid over a square the mesh covers, seen
    /// from above, at `scale` (as the marker is drawn).
    fn footprint(mesh: &Mesh, scale: f32) -> Vec<bool> {
        let Some(VertexAttributeValues::Float32x3(positions)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions");
        };
        let corners: Vec<Vec2> = positions
            .iter()
            .map(|p| Vec2::new(p[0], p[2]) * scale)
            .collect();
        let indices: Vec<usize> = match mesh.indices().expect("indexed") {
            Indices::U16(i) => i.iter().map(|&i| i as usize).collect(),
            Indices::U32(i) => i.iter().map(|&i| i as usize).collect(),
        };
        let inside = |p: Vec2, [a, b, c]: [Vec2; 3]| {
            let side = |u: Vec2, v: Vec2| (v - u).perp_dot(p - u);
            let (x, y, z) = (side(a, b), side(b, c), side(c, a));
            (x >= 0.0 && y >= 0.0 && z >= 0.0) || (x <= 0.0 && y <= 0.0 && z <= 0.0)
        };
        let triangles: Vec<[Vec2; 3]> = indices
            .chunks(3)
            .map(|t| [corners[t[0]], corners[t[1]], corners[t[2]]])
            .filter(|[a, b, c]| (b - a).perp_dot(c - a).abs() > 1e-6)
            .collect();
        (0..41 * 41)
            .map(|i| Vec2::new((i % 41) as f32, (i / 41) as f32) / 40.0 - 0.5)
            .map(|p| triangles.iter().any(|&t| inside(p, t)))
            .collect()
    }

    #[test]
    fn high_contrast_marks_differ_by_shape_not_only_colour() {
        // As drawn: the last move at 0.6, the others at full size.
        let marks = [
            ("hint", footprint(&flat_ring(0.17, 0.25), 1.0)),
            ("would flip", footprint(&cross(0.42, 0.08), 1.0)),
            ("last move", footprint(&diamond(), 0.6)),
            ("cursor", footprint(&frame(SQUARE_SIZE * 0.92, 0.09), 1.0)),
        ];
        let centre = 20 * 41 + 20;
        for (name, covered) in &marks {
            assert!(covered.iter().any(|&c| c), "{name} covers nothing");
        }
        // The ring and the frame are open in the middle, the cross and the
        // diamond are not.
        assert!(!marks[0].1[centre] && !marks[3].1[centre]);
        assert!(marks[1].1[centre] && marks[2].1[centre]);
        // Any two overlap in less than half of what either covers.
        for (i, (a, first)) in marks.iter().enumerate() {
            for (b, second) in &marks[i + 1..] {
                let both = first.iter().zip(second).filter(|(x, y)| **x && **y).count();
                let either = first.iter().zip(second).filter(|(x, y)| **x || **y).count();
                assert!(
                    (both as f32) < 0.5 * either as f32,
                    "{a} and {b} share {both} of {either} points"
                );
            }
        }
    }
}

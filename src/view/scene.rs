//! The 3D scene: the framed board, lights, the look of squares and discs, and
//! the markers drawn on the board (legal moves, hover preview, last move,
//! keyboard cursor).

use std::time::Duration;

use bevy::light::CascadeShadowConfigBuilder;
use bevy::prelude::*;
use reversi_engine::{Color as Side, Move, Square};

use crate::board::{BoardSquare, Hovered, SQUARE_SIZE, square_to_world};
use crate::discs::{DISC_RADIUS, DISC_REST_Y, DISC_THICKNESS, Disc, SupplyDisc, face_up};
use crate::input::Cursor;
use crate::rules::{IllegalAttempt, PlayerKind, Rules, Settings};
use crate::{AppSystems, Screen, Turn};

const FELT: Color = Color::srgb(0.05, 0.36, 0.19);
const FELT_HOVER: Color = Color::srgb(0.09, 0.48, 0.27);
const FRAME: Color = Color::srgb(0.27, 0.15, 0.07);
const TABLE: Color = Color::srgb(0.16, 0.13, 0.11);
const BLACK_FACE: Color = Color::srgb(0.04, 0.04, 0.05);
const WHITE_FACE: Color = Color::srgb(0.93, 0.92, 0.88);
const HINT: Color = Color::srgba(1.0, 0.92, 0.45, 0.55);
const FLIP_MARK: Color = Color::srgb(0.95, 0.3, 0.2);
const LAST_MOVE: Color = Color::srgb(0.9, 0.15, 0.1);
const CURSOR: Color = Color::srgb(1.0, 0.85, 0.2);
/// How long the legal squares pulse after an illegal click.
const PULSE: Duration = Duration::from_millis(1200);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pulse>();
    app.add_systems(PreStartup, load_scene_assets);
    app.add_systems(Startup, (spawn_table_and_lights, spawn_coordinates));
    app.add_observer(dress_square);
    app.add_observer(dress_disc::<Disc>);
    app.add_observer(dress_disc::<SupplyDisc>);
    app.add_systems(
        Update,
        (
            highlight_hovered_square,
            start_pulse,
            update_hints,
            update_preview,
            update_last_move,
            update_cursor,
            place_coordinates,
        )
            .in_set(AppSystems::View),
    );
}

/// Meshes and materials, made once.
#[derive(Resource)]
struct SceneAssets {
    square: Handle<Mesh>,
    felt: Handle<StandardMaterial>,
    felt_hover: Handle<StandardMaterial>,
    half_disc: Handle<Mesh>,
    black: Handle<StandardMaterial>,
    white: Handle<StandardMaterial>,
    ghost_black: Handle<StandardMaterial>,
    ghost_white: Handle<StandardMaterial>,
    marker: Handle<Mesh>,
    hint: Handle<StandardMaterial>,
    flip_mark: Handle<StandardMaterial>,
    last_move: Handle<StandardMaterial>,
    cursor: Handle<Mesh>,
    cursor_material: Handle<StandardMaterial>,
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

fn highlight_hovered_square(
    hovered: Res<Hovered>,
    assets: Res<SceneAssets>,
    mut squares: Query<(&BoardSquare, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    if !hovered.is_changed() {
        return;
    }
    for (square, mut material) in &mut squares {
        let wanted = if hovered.0 == Some(square.0) {
            &assets.felt_hover
        } else {
            &assets.felt
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
    }
}

/// Time left of the legal squares' pulse after an illegal click.
#[derive(Resource, Default)]
struct Pulse(Duration);

fn start_pulse(
    mut illegal: MessageReader<IllegalAttempt>,
    mut pulse: ResMut<Pulse>,
    time: Res<Time>,
) {
    if illegal.read().count() > 0 {
        pulse.0 = PULSE;
    } else {
        pulse.0 = pulse.0.saturating_sub(time.delta());
    }
}

/// A marker on a legal square.
#[derive(Component)]
struct HintMarker;

/// Whether a human may play now: hints and previews only show then.
fn human_turn(rules: &Rules, turn: Option<&State<Turn>>) -> bool {
    turn.is_some_and(|t| *t.get() == Turn::Human) && rules.to_move() == PlayerKind::Human
}

fn update_hints(
    rules: Res<Rules>,
    settings: Res<Settings>,
    turn: Option<Res<State<Turn>>>,
    pulse: Res<Pulse>,
    time: Res<Time>,
    assets: Res<SceneAssets>,
    markers: Query<Entity, With<HintMarker>>,
    mut transforms: Query<&mut Transform, With<HintMarker>>,
    mut commands: Commands,
) {
    let show = human_turn(&rules, turn.as_deref()) && (settings.hints || !pulse.0.is_zero());
    let rebuild = rules.is_changed()
        || settings.is_changed()
        || turn.as_ref().is_some_and(|t| t.is_changed());
    if rebuild || (!show && !markers.is_empty()) || (show && markers.is_empty()) {
        for entity in &markers {
            commands.entity(entity).despawn();
        }
        if show {
            for square in rules.game.position().legal_moves() {
                commands.spawn((
                    Name::new("Hint"),
                    HintMarker,
                    Mesh3d(assets.marker.clone()),
                    MeshMaterial3d(assets.hint.clone()),
                    Transform::from_translation(square_to_world(square) + Vec3::Y * 0.03),
                    Pickable::IGNORE,
                ));
            }
        }
    }
    // The pulse: markers swell and shrink.
    let scale = if pulse.0.is_zero() {
        1.0
    } else {
        1.0 + 0.9 * ops::sin(time.elapsed_secs() * 12.0).abs()
    };
    for mut transform in &mut transforms {
        transform.scale = Vec3::new(scale, 1.0, scale);
    }
}

/// The hover preview: a translucent disc where the mover would play and a
/// mark on each disc it would flip.
#[derive(Component)]
struct PreviewMarker;

fn update_preview(
    rules: Res<Rules>,
    hovered: Res<Hovered>,
    cursor: Res<Cursor>,
    turn: Option<Res<State<Turn>>>,
    assets: Res<SceneAssets>,
    markers: Query<Entity, With<PreviewMarker>>,
    mut commands: Commands,
) {
    let changed = rules.is_changed()
        || hovered.is_changed()
        || cursor.is_changed()
        || turn.as_ref().is_some_and(|t| t.is_changed());
    if !changed {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    if !human_turn(&rules, turn.as_deref()) {
        return;
    }
    let target = hovered.0.or(cursor.visible.then_some(cursor.square));
    let Some(square) = target else {
        return;
    };
    let position = rules.game.position();
    let flips = position.flips(square);
    if flips.is_empty() {
        return;
    }
    let side = position.side_to_move();
    commands.spawn((
        Name::new("Preview disc"),
        PreviewMarker,
        Transform::from_translation(square_to_world(square) + Vec3::Y * DISC_REST_Y)
            .with_rotation(face_up(side)),
        Visibility::default(),
        Pickable::IGNORE,
        children![(
            Mesh3d(assets.half_disc.clone()),
            MeshMaterial3d(if side == Side::Black {
                assets.ghost_black.clone()
            } else {
                assets.ghost_white.clone()
            }),
            Transform::from_xyz(0.0, DISC_THICKNESS / 4.0, 0.0),
            Pickable::IGNORE,
        )],
    ));
    for flipped in flips {
        commands.spawn((
            Name::new("Would flip"),
            PreviewMarker,
            Mesh3d(assets.marker.clone()),
            MeshMaterial3d(assets.flip_mark.clone()),
            Transform::from_translation(
                square_to_world(flipped) + Vec3::Y * (DISC_THICKNESS + 0.01),
            ),
            Pickable::IGNORE,
        ));
    }
}

#[derive(Component)]
struct LastMoveMarker;

fn update_last_move(
    rules: Res<Rules>,
    screen: Res<State<Screen>>,
    markers: Query<Entity, With<LastMoveMarker>>,
    assets: Res<SceneAssets>,
    mut commands: Commands,
) {
    if !rules.is_changed() && !screen.is_changed() {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    let last = rules.game.moves().iter().rev().find_map(|m| match m.mv {
        Move::Place(square) => Some(square),
        Move::Pass => None,
    });
    if let (Some(square), false) = (last, *screen.get() == Screen::Title) {
        commands.spawn((
            Name::new("Last move"),
            LastMoveMarker,
            Mesh3d(assets.marker.clone()),
            MeshMaterial3d(assets.last_move.clone()),
            Transform::from_translation(
                square_to_world(square) + Vec3::Y * (DISC_THICKNESS + 0.012),
            )
            .with_scale(Vec3::new(0.6, 1.0, 0.6)),
            Pickable::IGNORE,
        ));
    }
}

#[derive(Component)]
struct CursorMarker;

fn update_cursor(
    cursor: Res<Cursor>,
    markers: Query<Entity, With<CursorMarker>>,
    assets: Res<SceneAssets>,
    mut commands: Commands,
) {
    if !cursor.is_changed() {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    if cursor.visible {
        commands.spawn((
            Name::new("Keyboard cursor"),
            CursorMarker,
            Mesh3d(assets.cursor.clone()),
            MeshMaterial3d(assets.cursor_material.clone()),
            Transform::from_translation(square_to_world(cursor.square) + Vec3::Y * 0.008),
            Pickable::IGNORE,
        ));
    }
}

/// A coordinate label on the frame: a–h along the near edge, 1–8 along the
/// left, placed on screen where the frame is.
#[derive(Component)]
struct Coordinate(Vec3);

fn spawn_coordinates(mut commands: Commands) {
    let mut spawn = |text: String, at: Vec3| {
        commands.spawn((
            Name::new(format!("Coordinate {text}")),
            Coordinate(at),
            Text::new(text),
            TextFont::from_font_size(18.0),
            TextColor(Color::srgb(0.95, 0.88, 0.7)),
            Node {
                position_type: PositionType::Absolute,
                ..default()
            },
            // Under every panel and menu.
            GlobalZIndex(-1),
            Pickable::IGNORE,
        ));
    };
    for column in 0..8u8 {
        let square = Square::from_coords(column, 7).expect("on the board");
        let name = ((b'a' + column) as char).to_string();
        spawn(
            name.clone(),
            square_to_world(square) + Vec3::new(0.0, 0.0, 0.75),
        );
        let far = Square::from_coords(column, 0).expect("on the board");
        spawn(name, square_to_world(far) - Vec3::new(0.0, 0.0, 0.75));
    }
    for row in 0..8u8 {
        let square = Square::from_coords(0, row).expect("on the board");
        spawn(
            (row + 1).to_string(),
            square_to_world(square) - Vec3::new(0.75, 0.0, 0.0),
        );
        let right = Square::from_coords(7, row).expect("on the board");
        spawn(
            (row + 1).to_string(),
            square_to_world(right) + Vec3::new(0.75, 0.0, 0.0),
        );
    }
}

fn place_coordinates(
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    mut labels: Query<(&Coordinate, &mut Node, &mut Visibility)>,
) {
    let (camera, camera_transform) = *camera;
    for (coordinate, mut node, mut visibility) in &mut labels {
        match camera.world_to_viewport(camera_transform, coordinate.0) {
            Ok(at) => {
                // Centre the label (about 10 x 20 px) on its point.
                node.left = px(at.x - 5.0);
                node.top = px(at.y - 11.0);
                *visibility = Visibility::Inherited;
            }
            Err(_) => *visibility = Visibility::Hidden,
        }
    }
}

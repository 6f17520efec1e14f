//! What is drawn on the board's squares: the hovered square, the legal moves
//! (pulsing after an illegal click), the hover preview of a move and its
//! flips, the last move, the keyboard cursor, the tour's marks and the
//! coach's (a reason's squares, the better move as a ghost disc).

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use reversi_engine::{Color as Side, Move, Square};

use super::{Mark, SceneAssets};
use crate::board::discs::{DISC_REST_Y, DISC_THICKNESS, face_up};
use crate::board::squares::{BoardSquare, Hovered, square_to_world};
use crate::play::game::{GameRecord, IllegalAttempt};
use crate::play::keyboard::Cursor;
use crate::screens::{AppSystems, Screen, Turn};
use crate::settings::{PlayerKind, Settings};
use crate::study::coach::CoachMarks;
use crate::teach::tour::Tour;

/// How long the legal squares pulse after an illegal click.
const PULSE: Duration = Duration::from_millis(1200);
/// How long a refused square flashes red.
const REFUSED: Duration = Duration::from_millis(450);
/// How high the hover preview's ghost floats, and how it bobs.
const GHOST_LIFT: f32 = 0.22;
const GHOST_BOB: f32 = 0.03;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pulse>();
    app.add_systems(
        Update,
        (
            highlight_hovered_square,
            start_pulse,
            update_hints,
            update_preview,
            update_last_move,
            update_cursor,
            update_tour_marks,
            update_coach_marks,
            float_ghost,
            flash_refused,
        )
            .in_set(AppSystems::View),
    );
}

/// The hover preview's disc, rising to and bobbing about this point.
#[derive(Component)]
struct Ghost(Vec3);

fn float_ghost(time: Res<Time>, mut ghosts: Query<(&Ghost, &mut Transform)>) {
    for (ghost, mut transform) in &mut ghosts {
        let bob = GHOST_BOB * ops::sin(time.elapsed_secs() * 3.0);
        let target = ghost.0 + Vec3::Y * bob;
        let dt = time.delta_secs();
        transform.translation.smooth_nudge(&target, 14.0, dt);
    }
}

/// A square that refused a disc, flashing red for a moment.
#[derive(Component)]
struct Refused(Timer);

fn flash_refused(
    mut illegal: MessageReader<IllegalAttempt>,
    time: Res<Time>,
    assets: Res<SceneAssets>,
    mut flashes: Query<(Entity, &mut Refused, &mut Transform)>,
    mut commands: Commands,
) {
    for &IllegalAttempt { square, .. } in illegal.read() {
        commands.spawn((
            Name::new("Refused"),
            Refused(Timer::new(REFUSED, TimerMode::Once)),
            Mesh3d(assets.cursor.clone()),
            MeshMaterial3d(assets.refused.clone()),
            Transform::from_translation(square_to_world(square) + Vec3::Y * 0.008),
            Pickable::IGNORE,
        ));
    }
    for (entity, mut refused, mut transform) in &mut flashes {
        refused.0.tick(time.delta());
        // A short shake across the square, fading out.
        let t = refused.0.fraction();
        let shake = 0.06 * (1.0 - t) * ops::sin(t * 40.0);
        transform.scale = Vec3::new(1.0 - 0.3 * t + shake, 1.0, 1.0 - 0.3 * t - shake);
        if refused.0.is_finished() {
            commands.entity(entity).despawn();
        }
    }
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

/// The game, its turn and the tour: whether a human may play now.
#[derive(SystemParam)]
struct Play<'w> {
    record: Res<'w, GameRecord>,
    turn: Option<Res<'w, State<Turn>>>,
    tour: Option<Res<'w, Tour>>,
}

impl Play<'_> {
    /// Whether a human may play now (in a game, or trying a step of the
    /// tour): hints and previews only show then.
    fn human_turn(&self) -> bool {
        let playing = self.turn.as_ref().is_some_and(|t| *t.get() == Turn::Human)
            && self.record.to_move() == PlayerKind::Human;
        playing || self.tour.as_deref().is_some_and(Tour::trying)
    }

    fn is_changed(&self) -> bool {
        self.record.is_changed()
            || self.turn.as_ref().is_some_and(|t| t.is_changed())
            || self.tour.as_ref().is_some_and(|t| t.is_changed())
    }
}

fn update_hints(
    play: Play,
    settings: Res<Settings>,
    pulse: Res<Pulse>,
    time: Res<Time>,
    assets: Res<SceneAssets>,
    markers: Query<Entity, With<HintMarker>>,
    mut transforms: Query<&mut Transform, With<HintMarker>>,
    mut commands: Commands,
) {
    let hints = settings.hints && play.record.allows_help();
    let show = play.human_turn() && (hints || !pulse.0.is_zero());
    let rebuild = play.is_changed() || settings.is_changed();
    if rebuild || (!show && !markers.is_empty()) || (show && markers.is_empty()) {
        for entity in &markers {
            commands.entity(entity).despawn();
        }
        if show {
            let (mesh, material) = assets.look(Mark::Hint, settings.theme);
            for square in play.record.game().position().legal_moves() {
                commands.spawn((
                    HintMarker,
                    marker("Hint", &mesh, &material, square, 0.03, 1.0),
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
    play: Play,
    hovered: Res<Hovered>,
    cursor: Res<Cursor>,
    settings: Res<Settings>,
    assets: Res<SceneAssets>,
    markers: Query<Entity, With<PreviewMarker>>,
    mut commands: Commands,
) {
    let changed =
        play.is_changed() || hovered.is_changed() || cursor.is_changed() || settings.is_changed();
    if !changed {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    if !play.human_turn() {
        return;
    }
    let target = hovered.0.or(cursor.visible.then_some(cursor.square));
    let Some(square) = target else {
        return;
    };
    let position = play.record.game().position();
    let flips = position.flips(square);
    if flips.is_empty() {
        return;
    }
    // A ghost of the disc, lifted over the square as if held there.
    commands.spawn((
        Name::new("Preview disc"),
        PreviewMarker,
        Ghost(square_to_world(square) + Vec3::Y * (DISC_REST_Y + GHOST_LIFT)),
        ghost_disc(&assets, square, position.side_to_move(), 0.0),
    ));
    let (mesh, material) = assets.look(Mark::WouldFlip, settings.theme);
    for flipped in flips {
        commands.spawn((
            PreviewMarker,
            marker(
                "Would flip",
                &mesh,
                &material,
                flipped,
                DISC_THICKNESS + 0.01,
                1.0,
            ),
        ));
    }
}

#[derive(Component)]
struct LastMoveMarker;

fn update_last_move(
    record: Res<GameRecord>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    markers: Query<Entity, With<LastMoveMarker>>,
    assets: Res<SceneAssets>,
    mut commands: Commands,
) {
    if !record.is_changed() && !screen.is_changed() && !settings.is_changed() {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    let last = record.game().moves().iter().rev().find_map(|m| match m.mv {
        Move::Place(square) => Some(square),
        Move::Pass => None,
    });
    // Not at the end: the count gathers the discs away from their squares.
    if let (Some(square), true) = (last, *screen.get() == Screen::Playing) {
        let (mesh, material) = assets.look(Mark::LastMove, settings.theme);
        commands.spawn((
            LastMoveMarker,
            marker(
                "Last move",
                &mesh,
                &material,
                square,
                DISC_THICKNESS + 0.012,
                0.6,
            ),
        ));
    }
}

#[derive(Component)]
struct CursorMarker;

fn update_cursor(
    cursor: Res<Cursor>,
    settings: Res<Settings>,
    markers: Query<Entity, With<CursorMarker>>,
    assets: Res<SceneAssets>,
    mut commands: Commands,
) {
    if !cursor.is_changed() && !settings.is_changed() {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    if cursor.visible {
        let (mesh, material) = assets.look(Mark::Cursor, settings.theme);
        commands.spawn((
            Name::new("Keyboard cursor"),
            CursorMarker,
            Mesh3d(mesh),
            MeshMaterial3d(material),
            Transform::from_translation(square_to_world(cursor.square) + Vec3::Y * 0.008),
            Pickable::IGNORE,
        ));
    }
}

/// A ring around a square the tour points at.
#[derive(Component)]
struct TourMark;

fn update_tour_marks(
    tour: Option<Res<Tour>>,
    markers: Query<Entity, With<TourMark>>,
    assets: Res<SceneAssets>,
    mut commands: Commands,
) {
    let changed = tour.as_ref().is_none_or(|t| t.is_changed());
    if !changed || (tour.is_none() && markers.is_empty()) {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    for square in tour.map(|t| t.marks()).unwrap_or_default() {
        commands.spawn((
            TourMark,
            marker(
                "Tour mark",
                &assets.ring,
                &assets.tour_mark,
                square,
                DISC_THICKNESS + 0.014,
                1.0,
            ),
        ));
    }
}

#[derive(Component)]
struct CoachMark;

/// The coach's marks, while their position is on the board.
fn update_coach_marks(
    marks: Res<CoachMarks>,
    record: Res<GameRecord>,
    markers: Query<Entity, With<CoachMark>>,
    assets: Res<SceneAssets>,
    mut commands: Commands,
) {
    if !marks.is_changed() && !record.is_changed() {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    let position = record.game().position();
    let Some(marks) = marks.on(position) else {
        return;
    };
    for square in marks.squares {
        commands.spawn((
            CoachMark,
            marker(
                "Coach mark",
                &assets.ring,
                &assets.tour_mark,
                square,
                DISC_THICKNESS + 0.014,
                1.0,
            ),
        ));
    }
    let Some((better, side)) = marks.better else {
        return;
    };
    // The better move: a ring of its own colour, wider than the reason's,
    // and a ghost disc resting just above the square.
    commands.spawn((
        CoachMark,
        marker(
            "Better move",
            &assets.ring,
            &assets.better_mark,
            better,
            0.012,
            1.15,
        ),
    ));
    commands.spawn((
        Name::new("Better move's disc"),
        CoachMark,
        ghost_disc(&assets, better, side, 0.04),
    ));
}

/// A see-through disc of `side` on `square`, `lift` above a disc's rest:
/// a move not (yet) played.
fn ghost_disc(assets: &SceneAssets, square: Square, side: Side, lift: f32) -> impl Bundle {
    let ghost = match side {
        Side::Black => assets.ghost_black.clone(),
        Side::White => assets.ghost_white.clone(),
    };
    (
        Transform::from_translation(square_to_world(square) + Vec3::Y * (DISC_REST_Y + lift))
            .with_rotation(face_up(side)),
        Visibility::default(),
        Pickable::IGNORE,
        children![
            (
                Mesh3d(assets.half_disc.clone()),
                MeshMaterial3d(ghost.clone()),
                Pickable::IGNORE,
            ),
            (
                Mesh3d(assets.half_disc.clone()),
                MeshMaterial3d(ghost),
                Transform::from_rotation(Quat::from_rotation_x(std::f32::consts::PI)),
                Pickable::IGNORE,
            ),
        ],
    )
}

/// A flat marker of `material` on `square`, `height` above the board's
/// top, `width` times the marker mesh's size.
fn marker(
    name: &'static str,
    mesh: &Handle<Mesh>,
    material: &Handle<StandardMaterial>,
    square: Square,
    height: f32,
    width: f32,
) -> (
    Name,
    Mesh3d,
    MeshMaterial3d<StandardMaterial>,
    Transform,
    Pickable,
) {
    (
        Name::new(name),
        Mesh3d(mesh.clone()),
        MeshMaterial3d(material.clone()),
        Transform::from_translation(square_to_world(square) + Vec3::Y * height)
            .with_scale(Vec3::new(width, 1.0, width)),
        Pickable::IGNORE,
    )
}

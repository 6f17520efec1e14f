//! Disc entities on the board and in the players' supplies, kept in step with
//! the game record, and their animations: the placed disc travels from a
//! supply and drops in, outflanked discs flip over in a ripple. (The count
//! at the end is `count.rs`.)

use std::f32::consts::PI;

use bevy::prelude::*;
use reversi_engine::{Color, Move, Position, Square};

use crate::board::squares::{FRAME_BOTTOM, FRAME_HALF, FRAME_TOP, square_to_world};
use crate::play::game::{BoardReset, GameRecord, MovePlayed};
use crate::screens::{AppSystems, Turn};
use crate::settings::Settings;

pub const DISC_RADIUS: f32 = 0.42;
/// Thickness of a whole disc (two halves, black and white).
pub const DISC_THICKNESS: f32 = 0.12;
/// Height of a resting disc's centre above the board.
pub const DISC_REST_Y: f32 = DISC_THICKNESS / 2.0;

/// Seconds for the placed disc to travel from its supply and drop in.
pub(super) const TRAVEL_SECONDS: f32 = 0.5;
/// Seconds for one flip.
const FLIP_SECONDS: f32 = 0.42;
/// Delay between flips per square of distance from the placed disc.
const RIPPLE_SECONDS: f32 = 0.08;
/// How high a flipping disc rises.
const FLIP_LIFT: f32 = 0.5;
/// How high a travelling disc arcs.
const TRAVEL_ARC: f32 = 1.6;

/// How far a landed disc bounces, and for how long it settles.
const SETTLE_HEIGHT: f32 = 0.07;
const SETTLE_SECONDS: f32 = 0.22;

/// Supply piles: at most this many discs high (four piles hold all 32).
const PILE_HEIGHT: usize = 8;
/// The piles in a tray, and the space between their centres.
const PILES: usize = 4;
const PILE_SPACING: f32 = 1.0;
/// A tray's inside: a little more than the piles need.
pub const TRAY_LENGTH: f32 = PILES as f32 * PILE_SPACING + 0.3;
pub const TRAY_WIDTH: f32 = 1.25;
/// The gap between the board's frame and a tray.
const TRAY_GAP: f32 = 0.45;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TrayPlacement>();
    app.add_message::<DiscLanded>();
    app.add_message::<FlipLanded>();
    // The start position shows behind the new-game menu.
    app.add_systems(Startup, |mut resets: MessageWriter<BoardReset>| {
        resets.write(BoardReset);
    });
    app.add_systems(
        Update,
        (rebuild_discs, place_supplies, animate_played_moves)
            .chain()
            .in_set(AppSystems::View),
    );
    app.add_systems(
        Update,
        (
            travel,
            settle,
            flip,
            finish_animating.run_if(in_state(Turn::Animating)),
        )
            .chain()
            .in_set(MovingDiscs)
            .after(AppSystems::View),
    );
}

/// The discs' travels, bounces and flips, a frame's step of each.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct MovingDiscs;

/// A disc on the board, showing `color` once its animations end.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Disc {
    pub square: Square,
    pub color: Color,
}

/// A disc waiting in a player's supply; `index` 0 is the bottom of the first pile.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct SupplyDisc {
    pub owner: Color,
    pub index: usize,
}

/// A placed disc on its way from a supply to its square.
#[derive(Component, Clone, Copy, Debug)]
pub struct Travel {
    from: Vec3,
    to: Vec3,
    elapsed: f32,
    duration: f32,
}

impl Travel {
    /// From `from` to `to` in `duration` seconds, setting off after `delay`.
    pub(super) fn after(delay: f32, from: Vec3, to: Vec3, duration: f32) -> Travel {
        Travel {
            from,
            to,
            elapsed: -delay,
            duration,
        }
    }
}

/// A landed disc bouncing to rest.
#[derive(Component, Clone, Copy, Debug)]
pub struct Settle {
    rest: Vec3,
    elapsed: f32,
    duration: f32,
}

/// A disc turning over, after `delay` seconds.
#[derive(Component, Clone, Copy, Debug)]
pub struct Flip {
    from: Quat,
    axis: Dir3,
    rest: Vec3,
    delay: f32,
    elapsed: f32,
    duration: f32,
    /// Its place in its move's ripple.
    order: usize,
}

impl Flip {
    /// Seconds from the move until this disc starts to turn.
    pub fn delay(&self) -> f32 {
        self.delay
    }
}

/// A placed disc touched the board (for the knock).
#[derive(Message, Clone, Copy, Debug)]
pub struct DiscLanded;

/// A flipped disc came down on its other face (for its click): the `order`th
/// of its move's flips, counting from the placed disc.
#[derive(Message, Clone, Copy, Debug)]
pub struct FlipLanded {
    pub order: usize,
}

/// Where the supplies' trays stand: beside the board in wide windows, at its
/// near and far ends in tall ones.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TrayPlacement {
    #[default]
    Sides,
    Ends,
}

/// The rotation that shows `color` on top: black is the disc's +y face.
pub fn face_up(color: Color) -> Quat {
    match color {
        Color::Black => Quat::IDENTITY,
        Color::White => Quat::from_rotation_x(PI),
    }
}

/// The centre of `owner`'s tray, on the table: Black's on the left (or near
/// end), White's on the right (or far end).
pub fn tray_centre(owner: Color, placement: TrayPlacement) -> Vec3 {
    let offset = FRAME_HALF + TRAY_GAP + TRAY_WIDTH / 2.0;
    let sign = match owner {
        Color::Black => -1.0,
        Color::White => 1.0,
    };
    match placement {
        TrayPlacement::Sides => Vec3::new(sign * offset, 0.0, 0.0),
        TrayPlacement::Ends => Vec3::new(0.0, 0.0, -sign * offset),
    }
}

/// Where the `index`th disc of `owner`'s supply rests: piles of eight in its
/// tray, filled pile by pile.
pub fn supply_slot(owner: Color, index: usize, placement: TrayPlacement) -> Vec3 {
    let pile = (index / PILE_HEIGHT) as f32 - (PILES as f32 - 1.0) / 2.0;
    let level = (index % PILE_HEIGHT) as f32;
    let along = match placement {
        TrayPlacement::Sides => Vec3::Z,
        TrayPlacement::Ends => Vec3::X,
    };
    tray_centre(owner, placement)
        + along * pile * PILE_SPACING
        + Vec3::Y * (DISC_REST_Y + level * DISC_THICKNESS)
}

/// The points the camera keeps in view: the frame's corners and the trays
/// with full piles.
pub fn view_points(placement: TrayPlacement) -> Vec<Vec3> {
    let mut points = Vec::new();
    for (x, z) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
        points.push(Vec3::new(x * FRAME_HALF, FRAME_TOP, z * FRAME_HALF));
        points.push(Vec3::new(x * FRAME_HALF, FRAME_BOTTOM, z * FRAME_HALF));
    }
    let (half_long, half_wide) = (TRAY_LENGTH / 2.0, TRAY_WIDTH / 2.0);
    for owner in [Color::Black, Color::White] {
        let centre = tray_centre(owner, placement);
        let (dx, dz) = match placement {
            TrayPlacement::Sides => (half_wide, half_long),
            TrayPlacement::Ends => (half_long, half_wide),
        };
        let top = DISC_THICKNESS * PILE_HEIGHT as f32;
        for (x, z) in [(-dx, -dz), (dx, -dz), (-dx, dz), (dx, dz)] {
            points.push(centre + Vec3::new(x, top, z));
            points.push(centre + Vec3::new(x, FRAME_BOTTOM, z));
        }
    }
    points
}

fn disc_bundle(square: Square, color: Color) -> impl Bundle {
    (
        Name::new(format!("Disc {square}")),
        Disc { square, color },
        Transform::from_translation(square_to_world(square) + Vec3::Y * DISC_REST_Y)
            .with_rotation(face_up(color)),
        Visibility::default(),
    )
}

fn supply_bundle(owner: Color, index: usize, placement: TrayPlacement) -> impl Bundle {
    (
        Name::new(format!("{owner} supply disc {index}")),
        SupplyDisc { owner, index },
        Transform::from_translation(supply_slot(owner, index, placement))
            .with_rotation(face_up(owner)),
        Visibility::default(),
    )
}

/// Rebuilds every disc from the rules after a new game, undo or redo.
fn rebuild_discs(
    mut resets: MessageReader<BoardReset>,
    record: Res<GameRecord>,
    placement: Res<TrayPlacement>,
    discs: Query<Entity, Or<(With<Disc>, With<SupplyDisc>)>>,
    mut commands: Commands,
) {
    if resets.read().count() == 0 {
        return;
    }
    for entity in &discs {
        commands.entity(entity).despawn();
    }
    spawn_position(&mut commands, record.game().position());
    for owner in [Color::Black, Color::White] {
        for index in 0..record.game().supply(owner) as usize {
            commands.spawn(supply_bundle(owner, index, *placement));
        }
    }
}

/// Moves the supplies' piles when their trays move (the window turned).
fn place_supplies(
    placement: Res<TrayPlacement>,
    mut supplies: Query<(&SupplyDisc, &mut Transform)>,
) {
    if !placement.is_changed() {
        return;
    }
    for (supply, mut transform) in &mut supplies {
        transform.translation = supply_slot(supply.owner, supply.index, *placement);
    }
}

fn spawn_position(commands: &mut Commands, position: &Position) {
    for square in Square::ALL {
        if let Some(color) = position.disc_at(square) {
            commands.spawn(disc_bundle(square, color));
        }
    }
}

/// Turns a played move into entities: the placed disc leaves the top of a
/// supply (the opponent's when it had to hand one over) and travels to its
/// square; the outflanked discs flip, nearest first.
fn animate_played_moves(
    mut played: MessageReader<MovePlayed>,
    settings: Res<Settings>,
    placement: Res<TrayPlacement>,
    mut discs: Query<(Entity, &mut Disc, &mut Transform)>,
    supplies: Query<(Entity, &SupplyDisc, &Transform), Without<Disc>>,
    mut commands: Commands,
    mut landed: MessageWriter<DiscLanded>,
    mut flipped: MessageWriter<FlipLanded>,
) {
    let speed = settings.animation_factor();
    for MovePlayed(played_move) in played.read() {
        let Move::Place(square) = played_move.mv else {
            continue;
        };
        let giver = if played_move.handed_over {
            !played_move.color
        } else {
            played_move.color
        };
        // The top disc of the giver's supply.
        let top = supplies
            .iter()
            .filter(|(_, s, _)| s.owner == giver)
            .max_by_key(|(_, s, _)| s.index);
        let from = top.map_or(supply_slot(giver, 0, *placement), |(_, _, t)| t.translation);
        if let Some((entity, _, _)) = top {
            commands.entity(entity).despawn();
        }
        let rest = square_to_world(square) + Vec3::Y * DISC_REST_Y;
        let mut placed = commands.spawn(disc_bundle(square, played_move.color));
        if speed > 0.0 {
            placed.insert((
                Transform::from_translation(from).with_rotation(face_up(played_move.color)),
                Travel {
                    from,
                    to: rest,
                    elapsed: 0.0,
                    duration: TRAVEL_SECONDS * speed,
                },
            ));
        } else {
            landed.write(DiscLanded);
        }

        // Nearest first: the order of the ripple, and of the clicks.
        let distance = |sq: Square| {
            let offset = square_to_world(sq) - square_to_world(square);
            offset.x.abs().max(offset.z.abs())
        };
        let mut flipping: Vec<_> = discs
            .iter_mut()
            .filter(|(_, disc, _)| played_move.flips.contains(disc.square))
            .collect();
        flipping.sort_by(|a, b| distance(a.1.square).total_cmp(&distance(b.1.square)));
        for (order, (entity, mut disc, mut transform)) in flipping.into_iter().enumerate() {
            disc.color = played_move.color;
            if speed == 0.0 {
                transform.rotation = face_up(played_move.color);
                flipped.write(FlipLanded { order });
                continue;
            }
            let offset = square_to_world(disc.square) - square_to_world(square);
            // Tip away from the placed disc, about the horizontal axis
            // across the line between them.
            let axis = Dir3::new(Vec3::new(offset.z, 0.0, -offset.x)).unwrap_or(Dir3::X);
            commands.entity(entity).insert(Flip {
                from: transform.rotation,
                axis,
                rest: transform.translation,
                delay: (TRAVEL_SECONDS + RIPPLE_SECONDS * (distance(disc.square) - 1.0)) * speed,
                elapsed: 0.0,
                duration: FLIP_SECONDS * speed,
                order,
            });
        }
    }
}

fn travel(
    time: Res<Time>,
    mut discs: Query<(Entity, &mut Transform, &mut Travel)>,
    mut commands: Commands,
    mut landed: MessageWriter<DiscLanded>,
) {
    for (entity, mut transform, mut travel) in &mut discs {
        travel.elapsed += time.delta_secs();
        // A travel with a negative elapsed time has yet to set off.
        let t = (travel.elapsed / travel.duration).clamp(0.0, 1.0);
        let eased = EaseFunction::CubicInOut.sample_clamped(t);
        let mut position = travel.from.lerp(travel.to, eased);
        position.y += TRAVEL_ARC * ops::sin(PI * t);
        transform.translation = position;
        if t >= 1.0 {
            transform.translation = travel.to;
            commands.entity(entity).remove::<Travel>().insert(Settle {
                rest: travel.to,
                elapsed: 0.0,
                duration: SETTLE_SECONDS * travel.duration / TRAVEL_SECONDS,
            });
            landed.write(DiscLanded);
        }
    }
}

/// A small, quickly damped bounce after landing.
fn settle(
    time: Res<Time>,
    mut discs: Query<(Entity, &mut Transform, &mut Settle)>,
    mut commands: Commands,
) {
    for (entity, mut transform, mut settle) in &mut discs {
        settle.elapsed += time.delta_secs();
        let t = (settle.elapsed / settle.duration).min(1.0);
        let bounce = SETTLE_HEIGHT * ops::sin(PI * t) * (1.0 - t);
        transform.translation = settle.rest + Vec3::Y * bounce;
        if t >= 1.0 {
            transform.translation = settle.rest;
            commands.entity(entity).remove::<Settle>();
        }
    }
}

fn flip(
    time: Res<Time>,
    mut discs: Query<(Entity, &Disc, &mut Transform, &mut Flip)>,
    mut commands: Commands,
    mut landed: MessageWriter<FlipLanded>,
) {
    for (entity, disc, mut transform, mut flip) in &mut discs {
        flip.elapsed += time.delta_secs();
        let t = ((flip.elapsed - flip.delay) / flip.duration).clamp(0.0, 1.0);
        if t <= 0.0 {
            continue;
        }
        let eased = EaseFunction::CubicInOut.sample_clamped(t);
        transform.rotation = Quat::from_axis_angle(*flip.axis, PI * eased) * flip.from;
        transform.translation = flip.rest + Vec3::Y * FLIP_LIFT * ops::sin(PI * t);
        if t >= 1.0 {
            transform.rotation = face_up(disc.color);
            transform.translation = flip.rest;
            commands.entity(entity).remove::<Flip>();
            landed.write(FlipLanded { order: flip.order });
        }
    }
}

/// The turn goes on once nothing moves any more.
fn finish_animating(
    moving: Query<(), Or<(With<Travel>, With<Settle>, With<Flip>)>>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    if moving.is_empty() {
        next_turn.set(Turn::Deciding);
    }
}

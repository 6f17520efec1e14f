//! Disc entities on the board and in the players' supplies, kept in step with
//! the rules resource, and their animations: the placed disc travels from a
//! supply and drops in, outflanked discs flip over in a ripple.

use std::f32::consts::PI;

use bevy::prelude::*;
use reversi_engine::{Color, Move, Position, Square};

use crate::board::square_to_world;
use crate::rules::{BoardReset, MovePlayed, Rules};
use crate::settings::Settings;
use crate::{AppSystems, Turn};

pub const DISC_RADIUS: f32 = 0.42;
/// Thickness of a whole disc (two halves, black and white).
pub const DISC_THICKNESS: f32 = 0.12;
/// Height of a resting disc's centre above the board.
pub const DISC_REST_Y: f32 = DISC_THICKNESS / 2.0;

/// Seconds for the placed disc to travel from its supply and drop in.
const TRAVEL_SECONDS: f32 = 0.5;
/// Seconds for one flip.
const FLIP_SECONDS: f32 = 0.42;
/// Delay between flips per square of distance from the placed disc.
const RIPPLE_SECONDS: f32 = 0.08;
/// How high a flipping disc rises.
const FLIP_LIFT: f32 = 0.5;
/// How high a travelling disc arcs.
const TRAVEL_ARC: f32 = 1.6;

/// Supply piles: at most this many discs high.
const PILE_HEIGHT: usize = 5;
/// Distance of the supply piles from the board's centre line.
const SUPPLY_X: f32 = 5.5;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<DiscLanded>();
    app.add_message::<FlipStarted>();
    // The start position shows behind the new-game menu.
    app.add_systems(Startup, |mut resets: MessageWriter<BoardReset>| {
        resets.write(BoardReset);
    });
    app.add_systems(
        Update,
        (rebuild_discs, animate_played_moves)
            .chain()
            .in_set(AppSystems::View),
    );
    app.add_systems(
        Update,
        (
            travel,
            flip,
            finish_animating.run_if(in_state(Turn::Animating)),
        )
            .chain()
            .after(AppSystems::View),
    );
}

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

/// A disc turning over, after `delay` seconds.
#[derive(Component, Clone, Copy, Debug)]
pub struct Flip {
    from: Quat,
    axis: Dir3,
    rest: Vec3,
    delay: f32,
    elapsed: f32,
    duration: f32,
    started: bool,
}

/// A placed disc touched the board (for the click sound).
#[derive(Message, Clone, Copy, Debug)]
pub struct DiscLanded;

/// A disc began to flip (for the flip sound).
#[derive(Message, Clone, Copy, Debug)]
pub struct FlipStarted;

/// The rotation that shows `color` on top: black is the disc's +y face.
pub fn face_up(color: Color) -> Quat {
    match color {
        Color::Black => Quat::IDENTITY,
        Color::White => Quat::from_rotation_x(PI),
    }
}

/// Where the `index`th disc of `owner`'s supply rests: piles of five beside
/// the board, black on the left, white on the right.
pub fn supply_slot(owner: Color, index: usize) -> Vec3 {
    let pile = index / PILE_HEIGHT;
    let level = index % PILE_HEIGHT;
    let x = match owner {
        Color::Black => -SUPPLY_X,
        Color::White => SUPPLY_X,
    };
    Vec3::new(
        x,
        DISC_REST_Y + level as f32 * DISC_THICKNESS,
        -2.5 + pile as f32 * 1.0,
    )
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

fn supply_bundle(owner: Color, index: usize) -> impl Bundle {
    (
        Name::new(format!("{owner} supply disc {index}")),
        SupplyDisc { owner, index },
        Transform::from_translation(supply_slot(owner, index)).with_rotation(face_up(owner)),
        Visibility::default(),
    )
}

/// Rebuilds every disc from the rules after a new game, undo or redo.
fn rebuild_discs(
    mut resets: MessageReader<BoardReset>,
    rules: Res<Rules>,
    discs: Query<Entity, Or<(With<Disc>, With<SupplyDisc>)>>,
    mut commands: Commands,
) {
    if resets.read().count() == 0 {
        return;
    }
    for entity in &discs {
        commands.entity(entity).despawn();
    }
    spawn_position(&mut commands, rules.game.position());
    for owner in [Color::Black, Color::White] {
        for index in 0..rules.game.supply(owner) as usize {
            commands.spawn(supply_bundle(owner, index));
        }
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
    mut discs: Query<(Entity, &mut Disc, &mut Transform)>,
    supplies: Query<(Entity, &SupplyDisc, &Transform), Without<Disc>>,
    mut commands: Commands,
    mut landed: MessageWriter<DiscLanded>,
    mut flipped: MessageWriter<FlipStarted>,
) {
    let speed = settings.speed.factor();
    for MovePlayed(record) in played.read() {
        let Move::Place(square) = record.mv else {
            continue;
        };
        let giver = if record.handed_over {
            !record.color
        } else {
            record.color
        };
        // The top disc of the giver's supply.
        let top = supplies
            .iter()
            .filter(|(_, s, _)| s.owner == giver)
            .max_by_key(|(_, s, _)| s.index);
        let from = top.map_or(supply_slot(giver, 0), |(_, _, t)| t.translation);
        if let Some((entity, _, _)) = top {
            commands.entity(entity).despawn();
        }
        let rest = square_to_world(square) + Vec3::Y * DISC_REST_Y;
        let mut placed = commands.spawn(disc_bundle(square, record.color));
        if speed > 0.0 {
            placed.insert((
                Transform::from_translation(from).with_rotation(face_up(record.color)),
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

        for (entity, mut disc, mut transform) in &mut discs {
            if !record.flips.contains(disc.square) {
                continue;
            }
            disc.color = record.color;
            if speed == 0.0 {
                transform.rotation = face_up(record.color);
                flipped.write(FlipStarted);
                continue;
            }
            let offset = square_to_world(disc.square) - square_to_world(square);
            let distance = offset.x.abs().max(offset.z.abs());
            // Tip away from the placed disc, about a horizontal axis.
            let axis = Dir3::new(Vec3::new(offset.z, 0.0, -offset.x)).unwrap_or(Dir3::X);
            commands.entity(entity).insert(Flip {
                from: transform.rotation,
                axis,
                rest: transform.translation,
                delay: (TRAVEL_SECONDS + RIPPLE_SECONDS * (distance - 1.0)) * speed,
                elapsed: 0.0,
                duration: FLIP_SECONDS * speed,
                started: false,
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
        let t = (travel.elapsed / travel.duration).min(1.0);
        let eased = EaseFunction::CubicInOut.sample_clamped(t);
        let mut position = travel.from.lerp(travel.to, eased);
        position.y += TRAVEL_ARC * ops::sin(PI * t);
        transform.translation = position;
        if t >= 1.0 {
            transform.translation = travel.to;
            commands.entity(entity).remove::<Travel>();
            landed.write(DiscLanded);
        }
    }
}

fn flip(
    time: Res<Time>,
    mut discs: Query<(Entity, &Disc, &mut Transform, &mut Flip)>,
    mut commands: Commands,
    mut started: MessageWriter<FlipStarted>,
) {
    for (entity, disc, mut transform, mut flip) in &mut discs {
        flip.elapsed += time.delta_secs();
        let t = ((flip.elapsed - flip.delay) / flip.duration).clamp(0.0, 1.0);
        if t <= 0.0 {
            continue;
        }
        if !flip.started {
            flip.started = true;
            started.write(FlipStarted);
        }
        let eased = EaseFunction::CubicInOut.sample_clamped(t);
        transform.rotation = Quat::from_axis_angle(*flip.axis, PI * eased) * flip.from;
        transform.translation = flip.rest + Vec3::Y * FLIP_LIFT * ops::sin(PI * t);
        if t >= 1.0 {
            transform.rotation = face_up(disc.color);
            transform.translation = flip.rest;
            commands.entity(entity).remove::<Flip>();
        }
    }
}

/// The turn goes on once nothing moves any more.
fn finish_animating(
    moving: Query<(), Or<(With<Travel>, With<Flip>)>>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    if moving.is_empty() {
        next_turn.set(Turn::Deciding);
    }
}

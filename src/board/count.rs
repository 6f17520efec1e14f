//! The count at the end of a game, made on the board with the discs.

use bevy::prelude::*;
use reversi_engine::{Color, Square};

use crate::board::discs::{
    DISC_REST_Y, Disc, MovingDiscs, Settle, TRAVEL_SECONDS, Travel, face_up,
};
use crate::board::squares::square_to_world;
use crate::screens::Screen;
use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Count>();
    app.add_systems(OnEnter(Screen::GameOver), gather_for_count);
    app.add_systems(OnExit(Screen::GameOver), |mut count: ResMut<Count>| {
        *count = Count::default();
    });
    app.add_systems(
        Update,
        tally_count
            .run_if(in_state(Screen::GameOver))
            .after(MovingDiscs),
    );
}

/// The count at the end of a game, as players make it on a real board: the
/// discs are gathered into full rows by colour, Black's from a1 onwards and
/// White's from h8 backwards, and each colour's number rises as its discs
/// arrive. `done` once every disc is in place: then the result is announced.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    pub black: u32,
    pub white: u32,
    pub done: bool,
}

/// A disc on its way to its place in the count.
#[derive(Component, Clone, Copy, Debug)]
pub struct Counted(Color);

/// Seconds between two discs setting off for the count.
const COUNT_STAGGER: f32 = 0.045;

/// Sends every disc to its place in the count, one after another.
fn gather_for_count(
    settings: Res<Settings>,
    mut discs: Query<(Entity, &Disc, &Transform)>,
    mut count: ResMut<Count>,
    mut commands: Commands,
) {
    *count = Count::default();
    let speed = settings.animation_factor();
    let mut sorted: Vec<_> = discs.iter_mut().collect();
    sorted.sort_by_key(|(_, disc, _)| disc.square.index());
    let (mut blacks, mut whites) = (0usize, 0usize);
    for (i, (entity, disc, transform)) in sorted.into_iter().enumerate() {
        let place = match disc.color {
            Color::Black => {
                blacks += 1;
                Square::ALL[blacks - 1]
            }
            Color::White => {
                whites += 1;
                Square::ALL[64 - whites]
            }
        };
        let to = square_to_world(place) + Vec3::Y * DISC_REST_Y;
        let mut disc_entity = commands.entity(entity);
        disc_entity.insert(Counted(disc.color));
        if speed == 0.0 {
            disc_entity.insert(Transform::from_translation(to).with_rotation(face_up(disc.color)));
            continue;
        }
        // A later start is a longer trip at the same pace: the discs leave
        // one after another.
        let delay = i as f32 * COUNT_STAGGER * speed;
        let duration = TRAVEL_SECONDS * speed;
        disc_entity.insert(Travel::after(delay, transform.translation, to, duration));
    }
}

/// Counts the discs that have reached their place; done when all have.
fn tally_count(mut count: ResMut<Count>, discs: Query<(&Counted, Has<Travel>, Has<Settle>)>) {
    if count.done || discs.is_empty() {
        return;
    }
    let mut now = Count::default();
    let mut moving = false;
    for (counted, travelling, settling) in &discs {
        if travelling || settling {
            moving = true;
            continue;
        }
        match counted.0 {
            Color::Black => now.black += 1,
            Color::White => now.white += 1,
        }
    }
    now.done = !moving;
    if *count != now {
        *count = now;
    }
}

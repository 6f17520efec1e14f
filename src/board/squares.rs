//! The board's 64 square entities: where they stand, and how clicks and hovers
//! on them become move attempts and previews.

use bevy::picking::pointer::PointerId;
use bevy::prelude::*;
use reversi_engine::{Move, Square};

use crate::play::game::{MoveAttempt, MoveSource};

/// Side of one square, in world units.
pub const SQUARE_SIZE: f32 = 1.0;
/// Height of the playing surface.
pub const BOARD_TOP: f32 = 0.0;
/// Half the side of the board's frame, its top (a rim just above the
/// squares) and its underside (on the table).
pub const FRAME_HALF: f32 = 4.6;
pub const FRAME_TOP: f32 = 0.05;
pub const FRAME_BOTTOM: f32 = -0.3;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hovered>();
    app.add_systems(Startup, spawn_squares);
}

/// A square of the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSquare(pub Square);

/// The square under the mouse, if any.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hovered(pub Option<Square>);

/// The centre of a square on the playing surface. Column a is on the left
/// (-x), row 1 at the far side (-z), as boards are printed.
pub fn square_to_world(square: Square) -> Vec3 {
    Vec3::new(
        (square.column() as f32 - 3.5) * SQUARE_SIZE,
        BOARD_TOP,
        (square.row() as f32 - 3.5) * SQUARE_SIZE,
    )
}

/// The square at a point of the board, if it is on one.
pub fn world_to_square(point: Vec3) -> Option<Square> {
    let column = (point.x / SQUARE_SIZE + 4.0).floor();
    let row = (point.z / SQUARE_SIZE + 4.0).floor();
    if (0.0..8.0).contains(&column) && (0.0..8.0).contains(&row) {
        Square::from_coords(column as u8, row as u8)
    } else {
        None
    }
}

fn spawn_squares(mut commands: Commands) {
    for square in Square::ALL {
        commands
            .spawn((
                Name::new(format!("Square {square}")),
                BoardSquare(square),
                Transform::from_translation(square_to_world(square)),
                Visibility::default(),
            ))
            .observe(click_square)
            .observe(hover_square)
            .observe(leave_square);
    }
}

fn click_square(
    click: On<Pointer<Click>>,
    squares: Query<&BoardSquare>,
    mut attempts: MessageWriter<MoveAttempt>,
) {
    // Fingers are read by the camera's tap handling (see `view/camera.rs`):
    // a quick tap's press and release can come in one frame, before picking
    // knows what is under a new touch.
    if click.button != PointerButton::Primary || matches!(click.pointer_id, PointerId::Touch(_)) {
        return;
    }
    if let Ok(square) = squares.get(click.entity) {
        attempts.write(MoveAttempt {
            mv: Move::Place(square.0),
            source: MoveSource::Human,
        });
    }
}

fn hover_square(
    over: On<Pointer<Over>>,
    squares: Query<&BoardSquare>,
    mut hovered: ResMut<Hovered>,
) {
    if let Ok(square) = squares.get(over.entity) {
        hovered.0 = Some(square.0);
    }
}

fn leave_square(out: On<Pointer<Out>>, squares: Query<&BoardSquare>, mut hovered: ResMut<Hovered>) {
    if let Ok(square) = squares.get(out.entity)
        && hovered.0 == Some(square.0)
    {
        hovered.0 = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_map_to_the_world_and_back() {
        for square in Square::ALL {
            let centre = square_to_world(square);
            assert_eq!(world_to_square(centre), Some(square));
            let corner = centre + Vec3::new(0.49, 0.0, -0.49);
            assert_eq!(world_to_square(corner), Some(square));
        }
        assert_eq!(world_to_square(Vec3::new(4.2, 0.0, 0.0)), None);
        // a1 is far left, h8 near right.
        let a1 = square_to_world("a1".parse().unwrap());
        let h8 = square_to_world("h8".parse().unwrap());
        assert!(a1.x < 0.0 && a1.z < 0.0 && h8.x > 0.0 && h8.z > 0.0);
    }
}

//! The coordinates a–h and 1–8 along the board's frame, as text kept on
//! screen where the frame is.

use bevy::prelude::*;
use reversi_engine::Square;

use crate::board::squares::square_to_world;
use crate::screens::AppSystems;
use crate::ui::style::TextSize;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_coordinates);
    app.add_systems(Update, place_coordinates.in_set(AppSystems::View));
}

/// A coordinate label on the frame: a–h along the near edge, 1–8 along the
/// left, placed on screen where the frame is.
#[derive(Component)]
struct Coordinate(Vec3);

/// The coordinates' colour, pale on the frame's wood in every look.
pub(super) const LABEL: Color = Color::srgb(0.95, 0.88, 0.7);

fn spawn_coordinates(mut commands: Commands) {
    let mut spawn = |text: String, at: Vec3| {
        commands.spawn((
            Name::new(format!("Coordinate {text}")),
            Coordinate(at),
            Text::new(text),
            TextSize::PX18.font(),
            TextColor(LABEL),
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
    ui_scale: Res<UiScale>,
    mut labels: Query<(&Coordinate, &mut Node, &mut Visibility)>,
) {
    let (camera, camera_transform) = *camera;
    // Node positions are scaled by the interface's scale; the camera's are not.
    let scale = ui_scale.0;
    for (coordinate, mut node, mut visibility) in &mut labels {
        match camera.world_to_viewport(camera_transform, coordinate.0) {
            Ok(at) => {
                // Centre the label (about 10 x 20 px) on its point.
                node.left = px(at.x / scale - 5.0);
                node.top = px(at.y / scale - 11.0);
                *visibility = Visibility::Inherited;
            }
            Err(_) => *visibility = Visibility::Hidden,
        }
    }
}

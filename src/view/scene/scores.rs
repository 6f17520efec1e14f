//! The evaluation's scores on the board: a label over each legal square,
//! kept on screen where the square is (as the coordinates are). Estimates
//! are signed disc differences (`+4`) in yellow; solved scores are white,
//! or `win`, `loss`, `draw` when only the result is proven; the best move's
//! label is dark on gold.

use bevy::prelude::*;
use reversi_engine::{ScoreKind, Square};

use crate::AppSystems;
use crate::board::{BOARD_TOP, square_to_world};
use crate::evaluation::Evaluation;

const ESTIMATE: Color = Color::srgb(1.0, 0.88, 0.45);
const EXACT: Color = Color::WHITE;
const BEST: Color = Color::srgb(1.0, 0.8, 0.3);
const BEST_TEXT: Color = Color::srgb(0.08, 0.06, 0.04);
// Dark enough that a hint mark under a label does not show through.
const OTHER: Color = Color::srgba(0.0, 0.0, 0.0, 0.8);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_scores, place_scores).chain().in_set(AppSystems::View),
    );
}

/// A score's label, over its square.
#[derive(Component)]
struct ScoreLabel(Square);

fn show_scores(
    evaluation: Res<Evaluation>,
    labels: Query<Entity, With<ScoreLabel>>,
    mut commands: Commands,
) {
    if !evaluation.is_changed() {
        return;
    }
    for label in &labels {
        commands.entity(label).despawn();
    }
    for (index, m) in evaluation.scores.iter().enumerate() {
        let (text, color) = match m.kind {
            ScoreKind::Estimate => (format!("{:+}", m.score), ESTIMATE),
            ScoreKind::Exact => (format!("{:+}", m.score), EXACT),
            ScoreKind::WinLossDraw => (
                match m.score.signum() {
                    1 => "win",
                    -1 => "loss",
                    _ => "draw",
                }
                .to_string(),
                EXACT,
            ),
        };
        let best = index == 0 || m.score == evaluation.scores[0].score;
        commands.spawn((
            Name::new(format!("Score {}", m.square)),
            ScoreLabel(m.square),
            Node {
                position_type: PositionType::Absolute,
                padding: UiRect::axes(px(4), px(1)),
                border_radius: BorderRadius::all(px(4)),
                ..default()
            },
            BackgroundColor(if best { BEST } else { OTHER }),
            // Under every panel and menu.
            GlobalZIndex(-1),
            Pickable::IGNORE,
            Visibility::Hidden,
            children![(
                Text::new(text),
                TextFont::from_font_size(14.0),
                TextColor(if best { BEST_TEXT } else { color }),
                Pickable::IGNORE,
            )],
        ));
    }
}

fn place_scores(
    camera: Single<(&Camera, &GlobalTransform), With<Camera3d>>,
    ui_scale: Res<UiScale>,
    mut labels: Query<(&ScoreLabel, &ComputedNode, &mut Node, &mut Visibility)>,
) {
    let (camera, camera_transform) = *camera;
    let scale = ui_scale.0;
    for (label, computed, mut node, mut visibility) in &mut labels {
        let at = square_to_world(label.0) + Vec3::Y * BOARD_TOP;
        match camera.world_to_viewport(camera_transform, at) {
            Ok(at) => {
                // Centred on the square (its size is known once laid out).
                let size = computed.size() * computed.inverse_scale_factor();
                node.left = px(at.x / scale - size.x / 2.0);
                node.top = px(at.y / scale - size.y / 2.0);
                *visibility = if size.x > 0.0 {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                };
            }
            Err(_) => *visibility = Visibility::Hidden,
        }
    }
}

//! The evaluation's scores on the board: a label over each legal square,
//! kept on screen where the square is (as the coordinates are). Estimates
//! are signed disc differences (`+4`) in yellow; solved scores are white,
//! or `win`, `loss`, `draw` when only the result is proven; the best move's
//! label is dark on gold.

use bevy::prelude::*;
use reversi_engine::{ScoreKind, Square};

use crate::board::squares::{BOARD_TOP, square_to_world};
use crate::i18n::Locale;
use crate::screens::AppSystems;
use crate::study::evaluation::Evaluation;
use crate::ui::style::TextSize;

const ESTIMATE: Color = Color::srgb(1.0, 0.88, 0.45);
const EXACT: Color = Color::WHITE;
const BEST: Color = Color::srgb(1.0, 0.8, 0.3);
const BEST_TEXT: Color = Color::srgb(0.08, 0.06, 0.04);
// Opaque: a hint mark under a label showed through even at 80 % (the web
// blends the interface in another colour space).
const OTHER: Color = Color::srgb(0.05, 0.08, 0.06);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_scores, place_scores).chain().in_set(AppSystems::View),
    );
}

/// A score's label, over its square.
#[derive(Component)]
struct ScoreLabel(Square);

/// Keeps a label on each scored square, its text and colours those of the
/// latest scores. A label stays while its square is scored, so a deeper
/// result changes its text in place: labels made anew each time would be
/// hidden for their first frame (until laid out), and at a frame or two a
/// second (software rendering) new depths can come every frame.
fn show_scores(
    evaluation: Res<Evaluation>,
    locale: Res<Locale>,
    mut labels: Query<(Entity, &ScoreLabel, &mut BackgroundColor, &Children)>,
    mut texts: Query<(&mut Text, &mut TextColor)>,
    mut commands: Commands,
) {
    if !evaluation.is_changed() && !locale.is_changed() {
        return;
    }
    let look = |index: usize| {
        let m = &evaluation.scores[index];
        let (text, color) = match m.kind {
            ScoreKind::Estimate => (format!("{:+}", m.score), ESTIMATE),
            ScoreKind::Exact => (format!("{:+}", m.score), EXACT),
            ScoreKind::WinLossDraw => (
                locale.say(match m.score.signum() {
                    1 => "score-win",
                    -1 => "score-loss",
                    _ => "score-draw",
                }),
                EXACT,
            ),
        };
        let best = index == 0 || m.score == evaluation.scores[0].score;
        let (back, fore) = if best {
            (BEST, BEST_TEXT)
        } else {
            (OTHER, color)
        };
        (text, back, fore)
    };
    let mut labelled = Vec::new();
    for (entity, label, mut back, children) in &mut labels {
        let Some(index) = evaluation.scores.iter().position(|m| m.square == label.0) else {
            commands.entity(entity).despawn();
            continue;
        };
        let (text, new_back, fore) = look(index);
        back.0 = new_back;
        for &child in children {
            if let Ok((mut shown, mut color)) = texts.get_mut(child) {
                shown.0.clone_from(&text);
                color.0 = fore;
            }
        }
        labelled.push(label.0);
    }
    for (index, m) in evaluation.scores.iter().enumerate() {
        if labelled.contains(&m.square) {
            continue;
        }
        let (text, back, fore) = look(index);
        commands.spawn((
            Name::new(format!("Score {}", m.square)),
            ScoreLabel(m.square),
            Node {
                position_type: PositionType::Absolute,
                padding: UiRect::axes(px(4), px(1)),
                border_radius: BorderRadius::all(px(4)),
                ..default()
            },
            BackgroundColor(back),
            // Under every panel and menu.
            GlobalZIndex(-1),
            Pickable::IGNORE,
            Visibility::Hidden,
            children![(
                Text::new(text),
                TextSize::PX14.font(),
                TextColor(fore),
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

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::MoveScore;

    fn score(square: &str, score: i32) -> MoveScore {
        MoveScore {
            square: square.parse().unwrap(),
            score,
            kind: ScoreKind::Estimate,
        }
    }

    fn labels(app: &mut App) -> Vec<(Entity, Square, String)> {
        let world = app.world_mut();
        let mut found: Vec<(Entity, Square, String)> = world
            .query::<(Entity, &ScoreLabel, &Children)>()
            .iter(world)
            .map(|(entity, label, children)| {
                let text = world.get::<Text>(children[0]).unwrap().0.clone();
                (entity, label.0, text)
            })
            .collect();
        found.sort_by_key(|(_, square, _)| square.index());
        found
    }

    /// A deeper result changes the labels' text in place: the same
    /// entities, so they stay on screen; a square no longer scored loses
    /// its label.
    #[test]
    fn labels_are_updated_in_place() {
        let mut app = App::new();
        app.init_resource::<Evaluation>();
        app.init_resource::<crate::i18n::Locale>();
        app.add_systems(Update, show_scores);
        app.world_mut().resource_mut::<Evaluation>().scores = vec![score("d3", 4), score("c4", -2)];
        app.update();
        let first = labels(&mut app);
        let texts: Vec<&str> = first.iter().map(|(_, _, t)| t.as_str()).collect();
        assert_eq!(texts, ["+4", "-2"]);

        app.world_mut().resource_mut::<Evaluation>().scores = vec![score("c4", 1), score("d3", 0)];
        app.update();
        let second = labels(&mut app);
        let texts: Vec<&str> = second.iter().map(|(_, _, t)| t.as_str()).collect();
        assert_eq!(texts, ["+0", "+1"]);
        let entities = |l: &[(Entity, Square, String)]| l.iter().map(|x| x.0).collect::<Vec<_>>();
        assert_eq!(entities(&first), entities(&second));

        app.world_mut().resource_mut::<Evaluation>().scores = vec![score("c4", 1)];
        app.update();
        assert_eq!(labels(&mut app).len(), 1);
    }
}

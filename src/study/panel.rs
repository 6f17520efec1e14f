//! The analysis screen: the engine's judgement of every move of the game
//! (see `study::analysis`) as it comes in: a progress line, each side's
//! accuracy, a graph of the score after each move (from Black's side: dark
//! above the line, light below) with the inaccuracies, mistakes and blunders
//! marked, a graph of the discs each side has given away so far, and each
//! side's worst moves with their class, the better move and the coach's
//! reason. A click on the graph shows the position after that move; a click
//! on a mistake shows the position where it was made, the reason's squares
//! marked, the better move as a ghost disc, and the reasons in the banner.

use bevy::prelude::*;
use reversi_engine::{Color as Side, Move, MoveClass, MoveReview, opening_name};

use crate::board::layout::ScreenLayout;
use crate::i18n::{Locale, Msg, Tr, opening_msg, side_key};
use crate::play::game::GameCommand;
use crate::screens::{AppSystems, Panel};
use crate::study::analysis::{Analysis, DEPTH, EXACT_EMPTIES};
use crate::study::coach::{ShowMistake, class_id, review_reasons, review_words};
use crate::ui::style::{HeadingFont, MUTED, TEXT, TextSize, heading, said};
use crate::ui::widgets::{Activate, PanelButton, Sends, button, spawn_modal};

/// The screen's widest size, unscaled (each side's worst moves side by
/// side), a side's column, the score graph's half height and the score at
/// its top and bottom.
const PANEL_WIDTH: f32 = 860.0;
const SIDE_WIDTH: f32 = 400.0;
const GRAPH_HALF: f32 = 50.0;
const GRAPH_SCORE: f32 = 32.0;
const ABOVE: Color = Color::srgb(0.08, 0.08, 0.09);
const BELOW: Color = Color::srgb(0.92, 0.91, 0.87);
const GRAPH_BACK: Color = Color::srgb(0.2, 0.42, 0.28);
/// The loss graph's half height, unscaled.
const LOSS_HALF: f32 = 22.0;
/// The marks of the moves that lost something worth a word.
const INACCURACY: Color = Color::srgb(0.96, 0.82, 0.25);
const MISTAKE: Color = Color::srgb(0.98, 0.55, 0.16);
const BLUNDER: Color = Color::srgb(0.92, 0.2, 0.2);

fn class_color(class: MoveClass) -> Option<Color> {
    match class {
        MoveClass::Best | MoveClass::Good => None,
        MoveClass::Inaccuracy => Some(INACCURACY),
        MoveClass::Mistake => Some(MISTAKE),
        MoveClass::Blunder => Some(BLUNDER),
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_panel
            .run_if(in_state(Panel::Analysis))
            .in_set(AppSystems::View),
    );
}

/// The screen's root, built again as the analysis advances.
#[derive(Component)]
struct AnalysisRoot;

/// A move's column in a graph: a click shows the position after it.
fn go_to(ply: usize) -> impl Bundle {
    (Sends(GameCommand::GoTo(ply)), PanelButton(Panel::None))
}

fn name(mv: Move, locale: &Locale) -> String {
    match mv {
        Move::Place(square) => square.to_string(),
        Move::Pass => locale.say("move-pass"),
    }
}

/// Builds the screen when it opens, and again as the analysis advances.
fn show_panel(
    analysis: Res<Analysis>,
    font: Res<HeadingFont>,
    locale: Res<Locale>,
    layout: Res<ScreenLayout>,
    roots: Query<Entity, With<AnalysisRoot>>,
    mut shown: Local<(usize, bool)>,
    mut commands: Commands,
) {
    let wanted = (analysis.reviews.len(), analysis.failed.is_some());
    let fresh = roots.is_empty();
    if !fresh && *shown == wanted && !locale.is_changed() && !layout.is_changed() {
        return;
    }
    *shown = wanted;
    for root in &roots {
        commands.entity(root).despawn();
    }
    let (done, total) = analysis.progress();
    let root = spawn_modal(
        &mut commands,
        Panel::Analysis,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(20)),
            row_gap: px(10),
            width: px(PANEL_WIDTH),
            // A phone is narrower: the graphs and the text follow, the
            // sides one above the other.
            max_width: percent(94),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        |panel| {
            panel.spawn((
                heading("", TextSize::PX28, &font),
                Tr("analysis-title".into()),
            ));
            if let Some(named) = analysis.game.as_ref().and_then(opening_name) {
                panel.spawn(said(opening_msg(named), TextSize::PX15, TEXT));
            }
            let line = if let Some(error) = &analysis.failed {
                Msg::new("analysis-stopped").with("reason", error.as_str())
            } else if analysis.done() {
                Msg::new("analysis-summary")
                    .with("black", analysis.loss(Side::Black))
                    .with("white", analysis.loss(Side::White))
                    .with("depth", DEPTH)
                    .with("empties", EXACT_EMPTIES)
            } else {
                Msg::new("analysis-progress")
                    .with("done", done)
                    .with("total", total)
            };
            panel.spawn(said(line, TextSize::PX15, MUTED));
            let accuracy = |side| {
                analysis
                    .accuracy(side)
                    .map_or("–".to_string(), |a| format!("{a:.0}"))
            };
            if !analysis.reviews.is_empty() {
                let line = Msg::new("analysis-accuracy")
                    .with("black", accuracy(Side::Black))
                    .with("white", accuracy(Side::White));
                panel.spawn(said(line, TextSize::PX15, TEXT));
            }
            graph(panel, &analysis, total);
            panel.spawn(said("analysis-loss-graph", TextSize::PX13, MUTED));
            loss_graph(panel, &analysis, total);
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    column_gap: px(16),
                    row_gap: px(8),
                    ..default()
                })
                .with_children(|sides| {
                    for side in [Side::Black, Side::White] {
                        sides
                            .spawn(Node {
                                flex_direction: FlexDirection::Column,
                                align_items: AlignItems::Start,
                                width: px(SIDE_WIDTH),
                                max_width: percent(100),
                                ..default()
                            })
                            .with_children(|list| {
                                let worst = Msg::new("analysis-worst").with("side", side_key(side));
                                list.spawn(said(worst, TextSize::PX15, TEXT));
                                // A phone has room for two a side.
                                let count = if layout.portrait { 2 } else { 3 };
                                let mistakes = analysis.mistakes(side, count);
                                if mistakes.is_empty() {
                                    let none = if analysis.done() {
                                        "analysis-none-best"
                                    } else {
                                        "analysis-none-yet"
                                    };
                                    list.spawn(said(none, TextSize::PX14, MUTED));
                                }
                                for review in mistakes {
                                    let label = Msg::new("analysis-mistake")
                                        .with("ply", review.ply)
                                        .with("move", name(review.played, &locale))
                                        .with("loss", review.loss())
                                        .with("best", name(review.best, &locale));
                                    list.spawn(button(label, ()))
                                        .observe(show_mistake(review.clone()));
                                    mistake_reason(list, &analysis, review);
                                }
                            });
                    }
                });
            panel.spawn(button("button-done", PanelButton(Panel::None)));
        },
    );
    commands.entity(root).insert(AnalysisRoot);
}

/// Under a mistake: its class and the coach's first reason.
fn mistake_reason(list: &mut ChildSpawnerCommands, analysis: &Analysis, review: &MoveReview) {
    let class = MoveClass::of(review.loss());
    let reasons = analysis
        .game
        .as_ref()
        .map(|game| review_reasons(game, review))
        .unwrap_or_default();
    let words = review_words(review, &reasons);
    list.spawn(Node {
        flex_direction: FlexDirection::Row,
        column_gap: px(6),
        margin: UiRect::new(px(8), px(0), px(0), px(6)),
        max_width: percent(100),
        ..default()
    })
    .with_children(|line| {
        let color = class_color(class).unwrap_or(MUTED);
        line.spawn(said(class_id(class), TextSize::PX13, color));
        if let Some(first) = words.into_iter().next() {
            line.spawn(said(first, TextSize::PX13, MUTED));
        }
    });
}

/// Shows the position where `review`'s move was made with the coach's
/// reasons (see `study::coach`), and closes the screen.
fn show_mistake(
    review: MoveReview,
) -> impl Fn(On<Activate>, MessageWriter<ShowMistake>, ResMut<NextState<Panel>>) {
    move |_, mut show, mut panel| {
        show.write(ShowMistake(review.clone()));
        panel.set(Panel::None);
    }
}

/// A graph's strip, `half` above and below its middle line.
fn strip(half: f32) -> impl Bundle {
    (
        Node {
            flex_direction: FlexDirection::Row,
            width: percent(100),
            height: px(2.0 * half),
            ..default()
        },
        BackgroundColor(GRAPH_BACK),
    )
}

/// A move's column of a graph, `width` percent of it: a click shows the
/// position after the move.
fn column(width: f32) -> impl Bundle {
    (
        Button,
        Node {
            width: percent(width),
            height: percent(100),
            ..default()
        },
    )
}

/// A bar in a column, `top` and `height` in unscaled pixels; a hairline
/// between the columns.
fn bar(top: f32, height: f32, color: Color) -> impl Bundle {
    (
        Node {
            position_type: PositionType::Absolute,
            top: px(top),
            left: px(0),
            right: px(1),
            height: px(height),
            ..default()
        },
        BackgroundColor(color),
        Pickable::IGNORE,
    )
}

/// A column per move: the score after it from Black's side, a bar up for
/// Black's advantage, down for White's, and the move's class as a mark
/// along the top.
fn graph(panel: &mut ChildSpawnerCommands, analysis: &Analysis, total: usize) {
    let width = 100.0 / total.max(1) as f32;
    panel.spawn(strip(GRAPH_HALF)).with_children(|graph| {
        for review in &analysis.reviews {
            let black = match review.color {
                Side::Black => review.played_score,
                Side::White => -review.played_score,
            } as f32;
            let height = (black.abs().min(GRAPH_SCORE) / GRAPH_SCORE * GRAPH_HALF).max(1.0);
            let (top, color) = if black >= 0.0 {
                (GRAPH_HALF - height, ABOVE)
            } else {
                (GRAPH_HALF, BELOW)
            };
            graph
                .spawn(column(width))
                .insert(go_to(review.ply))
                .with_children(|column| {
                    column.spawn(bar(top, height, color));
                    if let Some(mark) = class_color(MoveClass::of(review.loss())) {
                        column.spawn(bar(0.0, 5.0, mark));
                    }
                });
        }
    });
}

/// A column per move: the discs Black has given away so far, up, and
/// White's, down, on one scale.
fn loss_graph(panel: &mut ChildSpawnerCommands, analysis: &Analysis, total: usize) {
    let width = 100.0 / total.max(1) as f32;
    let most = analysis
        .loss(Side::Black)
        .max(analysis.loss(Side::White))
        .max(1) as f32;
    let mut so_far = [0; 2];
    panel.spawn(strip(LOSS_HALF)).with_children(|graph| {
        for review in &analysis.reviews {
            so_far[review.color.index()] += review.loss();
            let height = |loss: i32| loss as f32 / most * LOSS_HALF;
            let black = height(so_far[Side::Black.index()]);
            let white = height(so_far[Side::White.index()]);
            graph
                .spawn(column(width))
                .insert(go_to(review.ply))
                .with_children(|column| {
                    column.spawn(bar(LOSS_HALF - black, black, ABOVE));
                    column.spawn(bar(LOSS_HALF, white, BELOW));
                });
        }
    });
}

//! The HUD while playing: the scores, supplies and turn, the banner, and the
//! buttons (undo, redo, hints, speed, sound, menu).

use bevy::prelude::*;
use reversi_engine::Color as Side;

use super::widgets::{MUTED, PANEL, TEXT, button, send, text};
use crate::banner::Banner;
use crate::rules::{GameCommand, Rules};
use crate::settings::{PlayerKind, Settings};
use crate::{AppSystems, Screen, Turn};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_hud);
    app.add_systems(
        Update,
        (show_hud, update_scores, update_banner, update_toggles).in_set(AppSystems::View),
    );
}

/// The in-game HUD root, hidden on the title screen.
#[derive(Component)]
struct Hud;

#[derive(Component)]
struct ScoreText(Side);

#[derive(Component)]
struct TurnText;

#[derive(Component)]
struct BannerText;

/// A button whose label shows a setting.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Toggle {
    Hints,
    Speed,
    Sound,
}

fn spawn_hud(mut commands: Commands) {
    commands
        .spawn((
            Name::new("HUD"),
            Hud,
            Node {
                width: percent(100),
                height: percent(100),
                flex_direction: FlexDirection::Column,
                justify_content: JustifyContent::SpaceBetween,
                ..default()
            },
            Visibility::Hidden,
            Pickable::IGNORE,
        ))
        .with_children(|root| {
            // Top: scores and turn on the left, the banner in the middle.
            root.spawn((
                Node {
                    flex_direction: FlexDirection::Row,
                    justify_content: JustifyContent::SpaceBetween,
                    align_items: AlignItems::FlexStart,
                    padding: UiRect::all(px(12)),
                    ..default()
                },
                Pickable::IGNORE,
            ))
            .with_children(|top| {
                top.spawn((
                    Node {
                        flex_direction: FlexDirection::Column,
                        padding: UiRect::all(px(12)),
                        row_gap: px(4),
                        border_radius: BorderRadius::all(px(8)),
                        min_width: px(250),
                        ..default()
                    },
                    BackgroundColor(PANEL),
                    Pickable::IGNORE,
                ))
                .with_children(|panel| {
                    panel.spawn((ScoreText(Side::Black), text("", 22.0, TEXT)));
                    panel.spawn((ScoreText(Side::White), text("", 22.0, TEXT)));
                    panel.spawn((TurnText, text("", 18.0, MUTED)));
                });
                top.spawn((
                    BannerText,
                    text("", 24.0, Color::srgb(1.0, 0.9, 0.55)),
                    Node {
                        margin: UiRect::top(px(10)),
                        ..default()
                    },
                ));
                top.spawn((
                    Node {
                        width: px(250),
                        ..default()
                    },
                    Pickable::IGNORE,
                ));
            });
            // Bottom: the buttons.
            root.spawn((
                Node {
                    flex_direction: FlexDirection::Row,
                    justify_content: JustifyContent::Center,
                    padding: UiRect::all(px(10)),
                    ..default()
                },
                Pickable::IGNORE,
            ))
            .with_children(|bar| {
                bar.spawn(button("Undo (U)", ()))
                    .observe(send(GameCommand::Undo));
                bar.spawn(button("Redo (R)", ()))
                    .observe(send(GameCommand::Redo));
                bar.spawn(button("", Toggle::Hints)).observe(
                    |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                        settings.hints = !settings.hints;
                    },
                );
                bar.spawn(button("", Toggle::Speed)).observe(
                    |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                        settings.speed = settings.speed.next();
                    },
                );
                bar.spawn(button("", Toggle::Sound)).observe(
                    |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                        settings.sound = !settings.sound;
                    },
                );
                bar.spawn(button("New game (Esc)", ()))
                    .observe(send(GameCommand::Menu));
            });
        });
}

fn show_hud(screen: Res<State<Screen>>, mut hud: Single<&mut Visibility, With<Hud>>) {
    let wanted = if *screen.get() == Screen::Title {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    if **hud != wanted {
        **hud = wanted;
    }
}

fn update_scores(
    rules: Res<Rules>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    turn: Option<Res<State<Turn>>>,
    mut scores: Query<(&ScoreText, &mut Text), Without<TurnText>>,
    mut turn_text: Single<&mut Text, With<TurnText>>,
) {
    let position = rules.game.position();
    let side = position.side_to_move();
    for (score, mut text) in &mut scores {
        let marker = if side == score.0 && *screen.get() == Screen::Playing {
            ">"
        } else {
            "  "
        };
        let value = format!(
            "{marker} {:<5} {:>2}   supply {:>2}",
            score.0.to_string(),
            position.count(score.0),
            rules.game.supply(score.0)
        );
        if text.0 != value {
            text.0 = value;
        }
    }
    let level = settings.level();
    let status = match (screen.get(), turn.as_ref().map(|t| *t.get())) {
        (Screen::GameOver, _) => "Game over".to_string(),
        (_, Some(Turn::AiThinking)) => format!(
            "{side} (AI level {} - {}) is thinking...",
            level.number, level.name
        ),
        (_, Some(Turn::Passing)) => format!("{side} must pass"),
        (_, Some(Turn::Animating)) => String::new(),
        _ if rules.to_move() == PlayerKind::Human => {
            format!("{side} to move - {}", rules.mode.label())
        }
        _ => format!("{side} to move"),
    };
    if turn_text.0 != status && !(status.is_empty()) {
        turn_text.0 = status;
    }
}

fn update_banner(banner: Res<Banner>, mut text: Single<&mut Text, With<BannerText>>) {
    if banner.is_changed() && text.0 != banner.text {
        text.0 = banner.text.clone();
    }
}

fn update_toggles(
    settings: Res<Settings>,
    toggles: Query<(&Toggle, &Children)>,
    mut texts: Query<&mut Text>,
) {
    if !settings.is_changed() {
        return;
    }
    let on_off = |on: bool| if on { "on" } else { "off" };
    for (toggle, children) in &toggles {
        let label = match toggle {
            Toggle::Hints => format!("Hints (H): {}", on_off(settings.hints)),
            Toggle::Speed => format!("Speed: {}", settings.speed.label()),
            Toggle::Sound => format!("Sound: {}", on_off(settings.sound)),
        };
        if let Some(mut text) = children.first().and_then(|c| texts.get_mut(*c).ok()) {
            text.0 = label;
        }
    }
}

//! Menus and HUD (bevy_ui): the new-game menu, the scores, supplies and turn,
//! the banner, the buttons (undo, redo, hints, speed, sound, menu) and the
//! game-over panel.

use bevy::prelude::*;
use reversi_engine::{Color as Side, LEVELS};

use crate::rules::{Banner, GameCommand, Mode, PlayerKind, Rules, Settings};
use crate::{AppSystems, Screen, Turn};

const PANEL: Color = Color::srgba(0.05, 0.06, 0.08, 0.82);
const BUTTON: Color = Color::srgb(0.18, 0.22, 0.26);
const BUTTON_HOVER: Color = Color::srgb(0.26, 0.32, 0.38);
const BUTTON_SELECTED: Color = Color::srgb(0.12, 0.45, 0.28);
// Bevy's default font has no arrows, bullets or dashes beyond ASCII: labels
// keep to ASCII.
const TEXT: Color = Color::srgb(0.94, 0.94, 0.92);
const MUTED: Color = Color::srgb(0.7, 0.72, 0.75);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_hud);
    app.add_systems(OnEnter(Screen::Title), spawn_menu);
    app.add_systems(OnEnter(Screen::GameOver), spawn_game_over);
    app.add_systems(
        Update,
        (
            show_hud,
            update_scores,
            update_banner,
            update_toggles,
            update_menu,
            color_buttons,
        )
            .in_set(AppSystems::View),
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

/// A menu button that selects a mode.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
struct ModeChoice(Mode);

#[derive(Component)]
struct LevelText;

#[derive(Component)]
struct LevelDescription;

fn text(value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(value),
        TextFont::from_font_size(size),
        TextColor(color),
        Pickable::IGNORE,
    )
}

fn button(label: impl Into<String>, extra: impl Bundle) -> impl Bundle {
    (
        Button,
        Node {
            padding: UiRect::axes(px(14), px(8)),
            margin: UiRect::all(px(4)),
            justify_content: JustifyContent::Center,
            align_items: AlignItems::Center,
            border_radius: BorderRadius::all(px(6)),
            ..default()
        },
        BackgroundColor(BUTTON),
        extra,
        children![text(label, 18.0, TEXT)],
    )
}

fn send(command: GameCommand) -> impl Fn(On<Pointer<Click>>, MessageWriter<GameCommand>) {
    move |_, mut commands| {
        commands.write(command);
    }
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

/// A full-screen layer that exists only on `screen`, with a panel that
/// `fill` furnishes, centred across and placed vertically by `align`.
fn spawn_centered_panel(
    commands: &mut Commands,
    name: &'static str,
    screen: Screen,
    align: AlignItems,
    fill: impl FnOnce(&mut ChildSpawnerCommands),
) {
    commands
        .spawn((
            Name::new(name),
            DespawnOnExit(screen),
            Node {
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: align,
                padding: UiRect::vertical(px(12)),
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|root| {
            root.spawn((
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    padding: UiRect::all(px(26)),
                    row_gap: px(10),
                    border_radius: BorderRadius::all(px(12)),
                    ..default()
                },
                BackgroundColor(PANEL),
            ))
            .with_children(fill);
        });
}

fn spawn_menu(mut commands: Commands) {
    spawn_centered_panel(
        &mut commands,
        "Menu",
        Screen::Title,
        AlignItems::Center,
        |panel| {
            panel.spawn(text("Reversi", 48.0, TEXT));
            panel.spawn(text("Choose a game", 18.0, MUTED));
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    max_width: px(560),
                    ..default()
                })
                .with_children(|modes| {
                    for mode in [
                        Mode::HumanVsAi(Side::Black),
                        Mode::HumanVsAi(Side::White),
                        Mode::TwoPlayers,
                        Mode::AiVsAi,
                    ] {
                        modes.spawn(button(mode.label(), ModeChoice(mode))).observe(
                            move |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                                settings.mode = mode;
                            },
                        );
                    }
                });
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(button("<", ())).observe(
                        |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                            settings.level = settings.level.saturating_sub(1).max(1);
                        },
                    );
                    row.spawn(Node {
                        width: px(330),
                        justify_content: JustifyContent::Center,
                        ..default()
                    })
                    .with_child((LevelText, text("", 22.0, TEXT)));
                    row.spawn(button(">", ())).observe(
                        |_: On<Pointer<Click>>, mut settings: ResMut<Settings>| {
                            settings.level = (settings.level + 1).min(LEVELS.len() as u32);
                        },
                    );
                });
            panel.spawn((LevelDescription, text("", 16.0, MUTED)));
            panel
                .spawn(button("Play", ()))
                .observe(send(GameCommand::Start));
        },
    );
}

fn update_menu(
    settings: Res<Settings>,
    mut level: Query<&mut Text, (With<LevelText>, Without<LevelDescription>)>,
    mut description: Query<&mut Text, (With<LevelDescription>, Without<LevelText>)>,
    added: Query<(), Added<LevelText>>,
) {
    if !settings.is_changed() && added.is_empty() {
        return;
    }
    let chosen = settings.level();
    for mut text in &mut level {
        text.0 = format!("AI level {} - {}", chosen.number, chosen.name);
    }
    for mut text in &mut description {
        text.0 = format!(
            "{} (at most {} s a move)",
            chosen.description,
            chosen.max_time.as_secs_f32()
        );
    }
}

fn spawn_game_over(mut commands: Commands, rules: Res<Rules>) {
    let Some(outcome) = rules.game.outcome() else {
        return;
    };
    let headline = match outcome.winner() {
        Some(winner) => format!(
            "{winner} wins {}-{}",
            outcome.black.max(outcome.white),
            outcome.black.min(outcome.white)
        ),
        None => format!("Draw {}-{}", outcome.black, outcome.white),
    };
    // At the top, so that the final position stays in view.
    spawn_centered_panel(
        &mut commands,
        "Game over",
        Screen::GameOver,
        AlignItems::FlexStart,
        |panel| {
            panel.spawn(text(headline, 40.0, TEXT));
            panel.spawn(text(
                format!("Black {} - White {}", outcome.black, outcome.white),
                18.0,
                MUTED,
            ));
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(button("Rematch", ()))
                        .observe(send(GameCommand::Start));
                    row.spawn(button("Undo", ()))
                        .observe(send(GameCommand::Undo));
                    row.spawn(button("New game", ()))
                        .observe(send(GameCommand::Menu));
                });
        },
    );
}

fn color_buttons(
    settings: Res<Settings>,
    mut buttons: Query<(&Interaction, &mut BackgroundColor, Option<&ModeChoice>), With<Button>>,
) {
    for (interaction, mut background, choice) in &mut buttons {
        let selected = choice.is_some_and(|c| c.0 == settings.mode);
        let color = match interaction {
            Interaction::Pressed | Interaction::Hovered => BUTTON_HOVER,
            Interaction::None if selected => BUTTON_SELECTED,
            Interaction::None => BUTTON,
        };
        if background.0 != color {
            background.0 = color;
        }
    }
}

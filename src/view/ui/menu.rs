//! The new-game menu: the mode, the AI's level and its description, Play.

use bevy::prelude::*;

use super::widgets::{
    Activate, HeadingFont, MUTED, ModeChoice, TEXT, button, heading, send, spawn_centered_panel,
    text,
};
use crate::rules::GameCommand;
use crate::settings::{Mode, Settings, SettingsPanel};
use crate::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_menu);
    app.add_systems(Update, update_menu.in_set(AppSystems::View));
}

#[derive(Component)]
struct LevelText;

#[derive(Component)]
struct LevelDescription;

fn spawn_menu(mut commands: Commands, heading_font: Res<HeadingFont>) {
    spawn_centered_panel(
        &mut commands,
        "Menu",
        Screen::Title,
        AlignItems::Center,
        |panel| {
            panel.spawn(heading("Reversi", 52.0, &heading_font));
            panel.spawn(text("Choose a game", 18.0, MUTED));
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    justify_content: JustifyContent::Center,
                    max_width: px(440),
                    ..default()
                })
                .with_children(|modes| {
                    for mode in Mode::ALL {
                        modes.spawn(button(mode.label(), ModeChoice(mode))).observe(
                            move |_: On<Activate>, mut settings: ResMut<Settings>| {
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
                    row.spawn(button("←", ())).observe(
                        |_: On<Activate>, mut settings: ResMut<Settings>| {
                            settings.step_level(false);
                        },
                    );
                    row.spawn(Node {
                        width: px(280),
                        justify_content: JustifyContent::Center,
                        ..default()
                    })
                    .with_child((LevelText, text("", 22.0, TEXT)));
                    row.spawn(button("→", ())).observe(
                        |_: On<Activate>, mut settings: ResMut<Settings>| {
                            settings.step_level(true);
                        },
                    );
                });
            panel.spawn((LevelDescription, text("", 16.0, MUTED)));
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(button("Play", ()))
                        .observe(send(GameCommand::Start));
                    row.spawn(button("Settings", ())).observe(
                        |_: On<Activate>, mut panel: ResMut<SettingsPanel>| {
                            panel.0 = true;
                        },
                    );
                });
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
        text.0 = format!("AI level {} – {}", chosen.number, chosen.name);
    }
    for mut text in &mut description {
        text.0 = format!(
            "{} (at most {} s a move)",
            chosen.description,
            chosen.max_time.as_secs_f32()
        );
    }
}

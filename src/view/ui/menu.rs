//! The new-game menu: the mode, the AI's level and its description, Play.

use bevy::prelude::*;

use super::widgets::{
    Activate, HeadingFont, MUTED, ModeChoice, TEXT, button, heading, send, spawn_centered_panel,
    text,
};
use crate::banner::Banner;
use crate::rules::GameCommand;
use crate::saves::SavedGame;
use crate::settings::{Mode, Settings, SettingsPanel};
use crate::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_menu);
    app.add_systems(
        Update,
        (update_menu, show_continue, show_notice).in_set(AppSystems::View),
    );
}

#[derive(Component)]
struct LevelText;

/// Shown while there is a game in progress to go back to.
#[derive(Component)]
struct ContinueButton;

/// The banner's message, on the title screen (e.g. a damaged save).
#[derive(Component)]
struct Notice;

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
            panel.spawn((
                Notice,
                text("", 16.0, TEXT),
                Node {
                    max_width: px(440),
                    ..default()
                },
            ));
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
                    row.spawn(button("Continue", ContinueButton))
                        .observe(send(GameCommand::Resume));
                    row.spawn(button("New game", ()))
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

fn show_continue(saved: Res<SavedGame>, mut buttons: Query<&mut Node, With<ContinueButton>>) {
    let wanted = if saved.0.is_some() {
        Display::Flex
    } else {
        Display::None
    };
    for mut node in &mut buttons {
        if node.display != wanted {
            node.display = wanted;
        }
    }
}

fn show_notice(banner: Res<Banner>, mut notices: Query<(&mut Text, &mut Node), With<Notice>>) {
    for (mut text, mut node) in &mut notices {
        if text.0 != banner.text {
            text.0.clone_from(&banner.text);
        }
        let wanted = if banner.text.is_empty() {
            Display::None
        } else {
            Display::Flex
        };
        if node.display != wanted {
            node.display = wanted;
        }
    }
}

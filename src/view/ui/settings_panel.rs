//! The settings screen, over the title screen or the game: graphics quality,
//! animation speed (or none), sound volume, hints and the evaluation, and
//! the game file's Save… and Open…. Changes apply at once and are kept (see
//! `settings.rs`).

use bevy::prelude::*;

use super::widgets::{Activate, HeadingFont, MUTED, TEXT, button, heading, spawn_modal, text};
use crate::AppSystems;
use crate::files::GameFile;
use crate::input::{COMMAND_KEYS, held};
use crate::settings::{Settings, SettingsPanel};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (settings_keys, open_or_close, update_values)
            .chain()
            .in_set(AppSystems::View),
    );
}

/// The panel's root.
#[derive(Component)]
struct PanelRoot;

/// A setting's value on the panel.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Value {
    Graphics,
    Speed,
    Volume,
    Hints,
    Evaluation,
}

/// S opens and closes the screen (no column is called s; Ctrl+S saves the
/// game), Esc closes it.
fn settings_keys(keys: Res<ButtonInput<KeyCode>>, mut panel: ResMut<SettingsPanel>) {
    let s = keys.just_pressed(KeyCode::KeyS) && !held(&keys, &COMMAND_KEYS);
    if s || (panel.0 && keys.just_pressed(KeyCode::Escape)) {
        panel.0 = !panel.0;
    }
}

/// A row: the setting's name, its value, and the buttons that change it.
fn row(
    parent: &mut ChildSpawnerCommands,
    name: &str,
    value: Value,
    buttons: &[(&str, fn(&mut Settings))],
) {
    labelled(parent, name, Some(value), |row| {
        for &(label, change) in buttons {
            row.spawn(button(label, ())).observe(
                move |_: On<Activate>, mut settings: ResMut<Settings>| {
                    change(&mut settings);
                },
            );
        }
    });
}

/// A row's frame: the name, the value if it has one, then `buttons`.
fn labelled(
    parent: &mut ChildSpawnerCommands,
    name: &str,
    value: Option<Value>,
    buttons: impl FnOnce(&mut ChildSpawnerCommands),
) {
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Row,
            align_items: AlignItems::Center,
            column_gap: px(8),
            width: percent(100),
            ..default()
        })
        .with_children(|row| {
            row.spawn((
                Node {
                    width: px(170),
                    ..default()
                },
                children![text(name, 18.0, MUTED)],
            ));
            // Empty in a row without a value: it then gives its room to the
            // buttons where the panel is narrow (a phone).
            let mut cell = row.spawn(Node {
                width: px(110),
                ..default()
            });
            if let Some(value) = value {
                cell.with_child((value, text("", 18.0, TEXT)));
            }
            buttons(row);
        });
}

fn open_or_close(
    panel: Res<SettingsPanel>,
    heading_font: Res<HeadingFont>,
    roots: Query<Entity, With<PanelRoot>>,
    mut commands: Commands,
) {
    if !panel.is_changed() {
        return;
    }
    for root in &roots {
        commands.entity(root).despawn();
    }
    if !panel.0 {
        return;
    }
    spawn_modal(
        &mut commands,
        "Settings",
        PanelRoot,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(24)),
            row_gap: px(12),
            max_width: percent(96),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        |panel| {
            panel.spawn(heading("Settings", 32.0, &heading_font));
            row(
                panel,
                "Graphics",
                Value::Graphics,
                &[("Change", |s| s.graphics = s.graphics.next())],
            );
            row(
                panel,
                "Animations",
                Value::Speed,
                &[("Change", |s| s.speed = s.speed.next())],
            );
            row(
                panel,
                "Sound volume",
                Value::Volume,
                &[
                    ("−", |s| s.step_volume(false)),
                    ("+", |s| s.step_volume(true)),
                ],
            );
            row(
                panel,
                "Hints",
                Value::Hints,
                &[("Change", |s| s.hints = !s.hints)],
            );
            row(
                panel,
                "Evaluation",
                Value::Evaluation,
                &[("Change", |s| s.evaluation = !s.evaluation)],
            );
            labelled(panel, "Game file", None, |row| {
                for (label, file) in [("Save…", GameFile::Save), ("Open…", GameFile::Open)] {
                    row.spawn(button(label, ())).observe(
                        move |_: On<Activate>, mut files: MessageWriter<GameFile>| {
                            files.write(file);
                        },
                    );
                }
            });
            panel.spawn(button("Done", ())).observe(
                |_: On<Activate>, mut panel: ResMut<SettingsPanel>| {
                    panel.0 = false;
                },
            );
        },
    );
}

fn update_values(
    settings: Res<Settings>,
    mut values: Query<(&Value, &mut Text)>,
    added: Query<(), Added<Value>>,
) {
    if !settings.is_changed() && added.is_empty() {
        return;
    }
    for (value, mut text) in &mut values {
        text.0 = match value {
            Value::Graphics => settings.graphics.label().to_string(),
            Value::Speed => settings.speed.label().to_string(),
            Value::Volume if settings.volume == 0 => "Off".to_string(),
            Value::Volume => format!("{} %", settings.volume),
            Value::Hints if settings.hints => "On".to_string(),
            Value::Hints => "Off".to_string(),
            Value::Evaluation if settings.evaluation => "On".to_string(),
            Value::Evaluation => "Off".to_string(),
        };
    }
}

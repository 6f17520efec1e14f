//! The settings screen, over the title screen or the game: graphics quality,
//! animation speed (or none), motion (the system's preference, or the
//! player's), the interface's size, sound volume, hints and the evaluation,
//! whether finished games feed the practice deck,
//! the language, and the game file's Save… and Open…. Changes apply at once and are kept (see
//! `settings`).

use bevy::prelude::*;

use super::style::{HeadingFont, MUTED, TEXT, heading, said, text};
use super::widgets::{Action, button, spawn_modal};
use crate::i18n::{Language, Locale, Msg, Tr};
use crate::library::LibraryPanel;
use crate::play::keyboard::{COMMAND_KEYS, held};
use crate::records::files::GameFile;
use crate::screens::{AppSystems, OpeningsPanel, SettingsPanel};
use crate::settings::{Motion, Settings};
use crate::teach::tour::TourCommand;

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
    /// Finished games analysed for the practice deck.
    Practise,
    Language,
    Motion,
    UiScale,
    Theme,
    Look,
    Diagram,
}

/// S opens and closes the screen (no column is called s; Ctrl+S saves the
/// game), Esc closes it.
fn settings_keys(
    keys: Res<ButtonInput<KeyCode>>,
    openings: Res<OpeningsPanel>,
    library: Res<LibraryPanel>,
    mut panel: ResMut<SettingsPanel>,
) {
    // The openings' panel takes typing for its search; the library is a
    // screen of its own.
    let typing = openings.open || library.open;
    let s = keys.just_pressed(KeyCode::KeyS) && !held(&keys, &COMMAND_KEYS) && !typing;
    if s || (panel.0 && keys.just_pressed(KeyCode::Escape)) {
        panel.0 = !panel.0;
    }
}

/// A row: the setting's name, its value, and the buttons that change it.
fn row(
    parent: &mut ChildSpawnerCommands,
    name: &'static str,
    value: Value,
    buttons: &[(&'static str, fn(&mut Settings))],
) {
    labelled(parent, name, Some(value), |row| {
        for &(label, change) in buttons {
            row.spawn(button(label, Action::Set(change)));
        }
    });
}

/// A row's frame: the name, the value if it has one, then `buttons`.
fn labelled(
    parent: &mut ChildSpawnerCommands,
    name: &'static str,
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
                children![said(name, 18.0, MUTED)],
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
            panel.spawn((
                heading("", 32.0, &heading_font),
                Tr("settings-title".into()),
            ));
            row(
                panel,
                "settings-graphics",
                Value::Graphics,
                &[("button-change", |s| s.graphics = s.graphics.next())],
            );
            row(
                panel,
                "settings-animations",
                Value::Speed,
                &[("button-change", |s| s.speed = s.speed.next())],
            );
            row(
                panel,
                "settings-motion",
                Value::Motion,
                &[("button-change", |s| s.motion = s.motion.next())],
            );
            row(
                panel,
                "settings-theme",
                Value::Theme,
                &[("button-change", |s| s.theme = s.theme.next())],
            );
            row(
                panel,
                "settings-look",
                Value::Look,
                &[("button-change", |s| s.look = s.look.next())],
            );
            row(
                panel,
                "settings-ui-scale",
                Value::UiScale,
                &[
                    ("button-smaller", |s| s.step_ui_scale(false)),
                    ("button-larger", |s| s.step_ui_scale(true)),
                ],
            );
            row(
                panel,
                "settings-volume",
                Value::Volume,
                &[
                    ("button-quieter", |s| s.step_volume(false)),
                    ("button-louder", |s| s.step_volume(true)),
                ],
            );
            row(
                panel,
                "settings-hints",
                Value::Hints,
                &[("button-change", |s| s.hints = !s.hints)],
            );
            row(
                panel,
                "settings-evaluation",
                Value::Evaluation,
                &[("button-change", |s| s.evaluation = !s.evaluation)],
            );
            row(
                panel,
                "settings-practise",
                Value::Practise,
                &[("button-change", |s| s.practise = !s.practise)],
            );
            row(
                panel,
                "settings-language",
                Value::Language,
                &[("button-change", |s| s.language = next_language(s.language))],
            );
            labelled(panel, "settings-game-file", None, |row| {
                let files = [
                    ("button-save", GameFile::Save),
                    ("button-open", GameFile::Open),
                ];
                for (label, file) in files {
                    row.spawn(button(label, Action::File(file)));
                }
                row.spawn(button("button-library", Action::Library));
            });
            labelled(panel, "settings-diagram", Some(Value::Diagram), |row| {
                let step = Action::Set(|s| s.diagram = s.diagram.next());
                row.spawn(button("button-change", step));
                row.spawn(button("button-save-image", Action::File(GameFile::Diagram)));
            });
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    ..default()
                })
                .with_children(|row| {
                    let tour = Action::Tour(TourCommand::Open);
                    row.spawn(button("button-how-to-play", tour));
                    row.spawn(button("button-done", Action::Settings(false)));
                });
        },
    );
}

/// The next language in the settings' cycle: the system's, then each.
fn next_language(language: Option<Language>) -> Option<Language> {
    match language {
        None => Some(Language::ALL[0]),
        Some(language) => {
            let index = Language::ALL.iter().position(|&l| l == language);
            index.and_then(|i| Language::ALL.get(i + 1).copied())
        }
    }
}

fn update_values(
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut values: Query<(&Value, &mut Text)>,
    added: Query<(), Added<Value>>,
) {
    if !settings.is_changed() && !locale.is_changed() && added.is_empty() {
        return;
    }
    let on_off = |on: bool| locale.say(if on { "value-on" } else { "value-off" });
    for (value, mut text) in &mut values {
        let wanted = match value {
            Value::Graphics => locale.say(settings.graphics.label()),
            Value::Speed => locale.say(settings.speed.label()),
            Value::Volume if settings.volume == 0 => on_off(false),
            Value::Volume => format!("{} %", settings.volume),
            Value::Hints => on_off(settings.hints),
            Value::Evaluation => on_off(settings.evaluation),
            Value::Practise => on_off(settings.practise),
            Value::Motion => {
                let word = |reduced| {
                    locale.say(if reduced {
                        "motion-reduced"
                    } else {
                        "motion-full"
                    })
                };
                match settings.motion {
                    Motion::System => locale.say(
                        Msg::new("motion-system")
                            .with("value", word(settings.system_reduces_motion)),
                    ),
                    Motion::Full => word(false),
                    Motion::Reduced => word(true),
                }
            }
            Value::UiScale => format!("{} %", settings.ui_scale),
            Value::Theme => locale.say(settings.theme.label()),
            Value::Look => locale.say(settings.look.label()),
            Value::Diagram => {
                locale.say(Msg::new("diagram-style").with("style", settings.diagram.key()))
            }
            Value::Language => match settings.language {
                Some(language) => language.name().to_string(),
                None => locale.say(
                    Msg::new("language-system").with("language", Language::of_system().name()),
                ),
            },
        };
        // Only a changed value is laid out again (each text's layout costs
        // the web page's thread a millisecond or more).
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}

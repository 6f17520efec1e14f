//! The settings screen, over the title screen or the game: graphics quality,
//! animation speed (or none), motion (the system's preference, or the
//! player's), the interface's size, sound volume, hints and the evaluation,
//! whether finished games feed the practice deck, the language, the
//! diagram's style, the game file's Save… and Open… (`records` fills their
//! slots) and the library. Changes apply at once and are kept (see
//! `settings`). Also what the settings change on every screen: a button's
//! [`Change`], the high-contrast theme's colours.

use bevy::prelude::*;

use crate::i18n::{Language, Locale, Msg, Tr};
use crate::screens::{AppSystems, Panel};
use crate::settings::{Motion, Settings, Theme};
use crate::ui::keys::{COMMAND_KEYS, held};
use crate::ui::style::{HeadingFont, MUTED, PANEL, TEXT, TextSize, heading, said, text};
use crate::ui::widgets::{Activate, PanelButton, Slot, button, spawn_modal};

/// The high-contrast theme's panel (nothing shows through) and quieter
/// text (nearly as bright as the rest).
const PANEL_CONTRAST: Color = Color::srgb(0.06, 0.05, 0.045);
const MUTED_CONTRAST: Color = Color::srgb(0.86, 0.87, 0.89);

pub fn plugin(app: &mut App) {
    app.add_observer(change_setting);
    app.add_systems(OnEnter(Panel::Settings), spawn_panel);
    app.add_systems(
        Update,
        (settings_keys, update_values).in_set(AppSystems::View),
    );
    app.add_systems(PostUpdate, apply_theme);
}

/// A button that changes a setting (on the menu, the HUD, this panel).
#[derive(Component, Clone, Copy, Debug)]
pub struct Change(pub fn(&mut Settings));

fn change_setting(press: On<Activate>, buttons: Query<&Change>, mut settings: ResMut<Settings>) {
    if let Ok(change) = buttons.get(press.entity) {
        (change.0)(&mut settings);
    }
}

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
/// game); Esc closes it (`ui::widgets`).
fn settings_keys(
    keys: Res<ButtonInput<KeyCode>>,
    panel: Res<State<Panel>>,
    mut next: ResMut<NextState<Panel>>,
) {
    if !keys.just_pressed(KeyCode::KeyS) || held(&keys, &COMMAND_KEYS) {
        return;
    }
    // The openings' panel takes typing for its search; the library is a
    // screen of its own.
    match panel.get() {
        Panel::None => next.set(Panel::Settings),
        Panel::Settings => next.set(Panel::None),
        _ => {}
    }
}

/// A row: the setting's name, its value, and the buttons that change it.
fn row(
    parent: &mut ChildSpawnerCommands,
    name: &'static str,
    value: Value,
    buttons: &[(&'static str, fn(&mut Settings))],
) {
    labelled(parent, name, Some(value), false, |row| {
        for &(label, change) in buttons {
            row.spawn(button(label, Change(change)));
        }
    });
}

/// A row's frame: the name, the value if it has one, then `buttons`.
fn labelled(
    parent: &mut ChildSpawnerCommands,
    name: &'static str,
    value: Option<Value>,
    slotted: bool,
    buttons: impl FnOnce(&mut ChildSpawnerCommands),
) {
    parent
        .spawn(Node {
            flex_direction: FlexDirection::Row,
            // A row with a slot (another feature's buttons) goes on below
            // where the panel is narrow (a phone, a long word); the others
            // fit, their name wrapping.
            flex_wrap: if slotted {
                FlexWrap::Wrap
            } else {
                FlexWrap::NoWrap
            },
            align_items: AlignItems::Center,
            column_gap: px(8),
            width: percent(100),
            ..default()
        })
        .with_children(|row| {
            // One width in every row, however wide its buttons, so that the
            // values start at one place (a phone's were out of line).
            row.spawn((
                Node {
                    width: px(170),
                    max_width: percent(34),
                    flex_shrink: 0.0,
                    ..default()
                },
                children![said(name, TextSize::PX18, MUTED)],
            ));
            // Empty in a row without a value: it then gives its room to the
            // buttons where the panel is narrow (a phone).
            // Never narrower than its longest word (Lëtzebuergesch); a
            // long value wraps where the row is narrow.
            let mut cell = row.spawn(Node {
                flex_basis: px(110),
                ..default()
            });
            if let Some(value) = value {
                cell.with_child((value, text("", TextSize::PX18, TEXT)));
            }
            buttons(row);
        });
}

fn spawn_panel(heading_font: Res<HeadingFont>, mut commands: Commands) {
    spawn_modal(
        &mut commands,
        Panel::Settings,
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
                heading("", TextSize::PX32, &heading_font),
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
            labelled(panel, "settings-game-file", None, true, |row| {
                row.spawn((Slot::GameFile, slot()));
                row.spawn(button("button-library", PanelButton(Panel::Library)));
            });
            labelled(
                panel,
                "settings-diagram",
                Some(Value::Diagram),
                true,
                |row| {
                    let step = Change(|s| s.diagram = s.diagram.next());
                    row.spawn(button("button-change", step));
                    row.spawn((Slot::Diagram, slot()));
                },
            );
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    ..default()
                })
                .with_children(|row| {
                    row.spawn((Slot::HowToPlay, slot()));
                    row.spawn(button("button-done", PanelButton(Panel::None)));
                });
        },
    );
}

/// A slot's node: its buttons in a row, wrapping where the panel is narrow.
fn slot() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        ..default()
    }
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

/// The theme's colours for panels and quieter text, as they are made and
/// whenever the theme changes.
fn apply_theme(
    settings: Res<Settings>,
    mut panels: Query<&mut BackgroundColor>,
    mut texts: Query<&mut TextColor>,
) {
    let contrast = settings.theme == Theme::Contrast;
    let swap = |color: Color, plain: Color, strong: Color| match (contrast, color) {
        (true, c) if c == plain => Some(strong),
        (false, c) if c == strong => Some(plain),
        _ => None,
    };
    for mut panel in &mut panels {
        if (settings.is_changed() || panel.is_added())
            && let Some(color) = swap(panel.0, PANEL, PANEL_CONTRAST)
        {
            panel.0 = color;
        }
    }
    for mut text in &mut texts {
        if (settings.is_changed() || text.is_added())
            && let Some(color) = swap(text.0, MUTED, MUTED_CONTRAST)
        {
            text.0 = color;
        }
    }
}

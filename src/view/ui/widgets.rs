//! The interface's look and its building blocks: colours, text, buttons that
//! send a command, and a centred panel for a screen.

use bevy::prelude::*;

use crate::rules::GameCommand;
use crate::settings::{Mode, Settings};
use crate::{AppSystems, Screen};

pub const PANEL: Color = Color::srgba(0.05, 0.06, 0.08, 0.82);
const BUTTON: Color = Color::srgb(0.18, 0.22, 0.26);
const BUTTON_HOVER: Color = Color::srgb(0.26, 0.32, 0.38);
const BUTTON_SELECTED: Color = Color::srgb(0.12, 0.45, 0.28);
// Bevy's default font has no arrows, bullets or dashes beyond ASCII: labels
// keep to ASCII.
pub const TEXT: Color = Color::srgb(0.94, 0.94, 0.92);
pub const MUTED: Color = Color::srgb(0.7, 0.72, 0.75);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, color_buttons.in_set(AppSystems::View));
}

/// A menu button that selects a mode (shown selected while it is chosen).
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub struct ModeChoice(pub Mode);

pub fn text(value: impl Into<String>, size: f32, color: Color) -> impl Bundle {
    (
        Text::new(value),
        TextFont::from_font_size(size),
        TextColor(color),
        Pickable::IGNORE,
    )
}

pub fn button(label: impl Into<String>, extra: impl Bundle) -> impl Bundle {
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

/// An observer for a button that sends `command`.
pub fn send(command: GameCommand) -> impl Fn(On<Pointer<Click>>, MessageWriter<GameCommand>) {
    move |_, mut commands| {
        commands.write(command);
    }
}

/// A full-screen layer that exists only on `screen`, with a panel that
/// `fill` furnishes, centred across and placed vertically by `align`.
pub fn spawn_centered_panel(
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

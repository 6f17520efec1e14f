//! The interface's look and its building blocks: colours, text, buttons that
//! send a command, and a centred panel for a screen.

use bevy::prelude::*;

use crate::rules::GameCommand;
use crate::settings::{Mode, Settings};
use crate::{AppSystems, Screen};

pub const PANEL: Color = Color::srgba(0.06, 0.05, 0.045, 0.86);
/// A panel over another panel: nothing shows through.
pub const PANEL_SOLID: Color = Color::srgb(0.08, 0.067, 0.058);
const BUTTON: Color = Color::srgb(0.2, 0.17, 0.14);
const BUTTON_HOVER: Color = Color::srgb(0.3, 0.25, 0.2);
const BUTTON_PRESSED: Color = Color::srgb(0.14, 0.12, 0.1);
const BUTTON_SELECTED: Color = Color::srgb(0.13, 0.42, 0.26);
const BUTTON_SELECTED_HOVER: Color = Color::srgb(0.17, 0.52, 0.32);
pub const TEXT: Color = Color::srgb(0.94, 0.94, 0.92);
pub const MUTED: Color = Color::srgb(0.7, 0.72, 0.75);

/// The interface's font, Inter (SIL Open Font License, see
/// `assets/fonts/OFL.txt`), cut to the characters the game's languages need
/// by `assets/fonts/make-fonts.sh`; the semi-bold weight is for headings.
const REGULAR: &[u8] = include_bytes!("../../../assets/fonts/Inter-Regular.otf");
const SEMIBOLD: &[u8] = include_bytes!("../../../assets/fonts/Inter-SemiBold.otf");

pub(super) fn plugin(app: &mut App) {
    // The regular weight takes the default font's place, so every text
    // uses it unless it asks for another.
    let mut fonts = app.world_mut().resource_mut::<Assets<Font>>();
    let _ = fonts.insert(AssetId::default(), Font::from_bytes(REGULAR.to_vec()));
    let heading = fonts.add(Font::from_bytes(SEMIBOLD.to_vec()));
    app.insert_resource(HeadingFont(heading));
    app.add_systems(Update, color_buttons.in_set(AppSystems::View));
}

/// The semi-bold weight, for headings and numbers.
#[derive(Resource, Clone)]
pub struct HeadingFont(pub Handle<Font>);

/// A heading in the semi-bold weight.
pub fn heading(value: impl Into<String>, size: f32, font: &HeadingFont) -> impl Bundle {
    (
        Text::new(value),
        TextFont {
            font: font.0.clone().into(),
            ..TextFont::from_font_size(size)
        },
        TextColor(TEXT),
        Pickable::IGNORE,
    )
}

/// A menu button that selects a mode (shown selected while it is chosen).
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub struct ModeChoice(pub Mode);

/// A button that shows a setting that is on or off as selected or not.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
pub enum Toggle {
    Hints,
}

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
    mut buttons: Query<
        (
            &Interaction,
            &mut BackgroundColor,
            Option<&ModeChoice>,
            Option<&Toggle>,
        ),
        With<Button>,
    >,
) {
    for (interaction, mut background, choice, toggle) in &mut buttons {
        let selected = choice.is_some_and(|c| c.0 == settings.mode)
            || toggle.is_some_and(|t| match t {
                Toggle::Hints => settings.hints,
            });
        let color = match (interaction, selected) {
            (Interaction::Pressed, _) => BUTTON_PRESSED,
            (Interaction::Hovered, true) => BUTTON_SELECTED_HOVER,
            (Interaction::Hovered, false) => BUTTON_HOVER,
            (Interaction::None, true) => BUTTON_SELECTED,
            (Interaction::None, false) => BUTTON,
        };
        if background.0 != color {
            background.0 = color;
        }
    }
}

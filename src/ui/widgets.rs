//! The interface's building blocks: buttons that send a command, and panels
//! for a screen; the buttons' states (hover, pressed, disabled, selected,
//! keyboard focus) and how a finger reaches them. Colours and type:
//! `style.rs`.
//!
//! A button sends [`Activate`] when it is clicked, when Enter or Space is
//! pressed while it holds the keyboard focus (Tab and Shift+Tab move the
//! focus, Bevy's tab navigation), and when a finger taps it; not while it is
//! disabled (`InteractionDisabled`).

use bevy::a11y::AccessibilityNode;
use bevy::ecs::system::SystemParam;
use bevy::input::ButtonState;
use bevy::input::keyboard::KeyboardInput;
use bevy::input_focus::tab_navigation::{TabGroup, TabIndex, TabNavigationPlugin};
use bevy::input_focus::{FocusedInput, InputFocus, InputFocusVisible};
use bevy::picking::input::PointerInputSettings;
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use bevy::ui::{InteractionDisabled, UiGlobalTransform, UiStack};
use bevy::window::PrimaryWindow;

use super::style::{PANEL, PANEL_SOLID, TEXT, TextSize, said};
use crate::i18n::{Locale, Msg, Tr};
use crate::screens::{AppSystems, Panel};

pub const BUTTON: Color = Color::srgb(0.2, 0.17, 0.14);
const BUTTON_HOVER: Color = Color::srgb(0.3, 0.25, 0.2);
const BUTTON_PRESSED: Color = Color::srgb(0.14, 0.12, 0.1);
const BUTTON_SELECTED: Color = Color::srgb(0.13, 0.42, 0.26);
const BUTTON_SELECTED_HOVER: Color = Color::srgb(0.17, 0.52, 0.32);
const BUTTON_DISABLED: Color = Color::srgba(0.2, 0.17, 0.14, 0.45);
const TEXT_DISABLED: Color = Color::srgba(0.94, 0.94, 0.92, 0.35);
/// The ring around the button that holds the keyboard focus.
const FOCUS_RING: Color = Color::srgb(1.0, 0.8, 0.35);
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((buttons_plugin, TabNavigationPlugin));
    // Fingers are read by the game (`camera.rs`, with [`UiUnder`]), not by
    // picking: a quick tap's press and release can arrive in one frame,
    // before picking has seen the new touch, and the tap would be lost.
    app.insert_resource(PointerInputSettings {
        is_touch_enabled: false,
        is_mouse_enabled: true,
    });
    app.add_systems(
        Update,
        (keep_focus, scroll_to_focus, color_buttons)
            .chain()
            .in_set(AppSystems::View),
    );
    app.add_systems(Update, close_on_escape.in_set(AppSystems::Input));
}

/// A button was pressed: observe it on the button.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct Activate {
    /// The button.
    pub entity: Entity,
}

/// What makes buttons send [`Activate`]: clicks and keys (taps are sent by
/// `camera.rs`).
pub fn buttons_plugin(app: &mut App) {
    app.add_observer(click_button);
    app.add_observer(open_panel);
    app.add_observer(key_on_button);
    app.add_systems(PreUpdate, unfocus_window);
    // After Bevy names each changed button from its text, before the names
    // go to the screen reader.
    app.add_systems(
        PostUpdate,
        name_symbol_buttons
            .after(bevy::ui::UiSystems::PostLayout)
            .before(bevy::a11y::AccessibilitySystems::Update),
    );
}

/// The names screen readers say for buttons whose label is a symbol.
const SPOKEN_NAMES: [(&str, &str); 6] = [
    ("button-level-down", "name-level-down"),
    ("button-level-up", "name-level-up"),
    ("button-quieter", "name-quieter"),
    ("button-louder", "name-louder"),
    ("button-smaller", "name-smaller"),
    ("button-larger", "name-larger"),
];

/// A screen reader would say "←" or "A+": these buttons get a name in words
/// (again whenever Bevy names them anew from their text).
fn name_symbol_buttons(
    locale: Res<Locale>,
    buttons: Query<(Entity, &Children), Changed<Button>>,
    labels: Query<&Tr>,
    mut commands: Commands,
) {
    for (button, children) in &buttons {
        let spoken = children.iter().find_map(|child| {
            let id = labels.get(child).ok()?.0.id;
            SPOKEN_NAMES.iter().find(|(label, _)| *label == id)
        });
        if let Some((_, name)) = spoken {
            let name = locale.say(*name);
            commands
                .entity(button)
                .insert(bevy::ui::prelude::AccessibleLabel::new(name));
        }
    }
}

fn click_button(
    mut click: On<Pointer<Click>>,
    buttons: Query<Has<InteractionDisabled>, With<Button>>,
    mut commands: Commands,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Ok(disabled) = buttons.get(click.entity) {
        click.propagate(false);
        if !disabled {
            commands.trigger(Activate {
                entity: click.entity,
            });
        }
    }
}

fn key_on_button(
    mut key: On<FocusedInput<KeyboardInput>>,
    buttons: Query<Has<InteractionDisabled>, With<Button>>,
    mut commands: Commands,
) {
    let input = &key.input;
    let press = input.state == ButtonState::Pressed
        && !input.repeat
        && matches!(
            input.key_code,
            KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space
        );
    if let Ok(disabled) = buttons.get(key.focused_entity)
        && press
    {
        key.propagate(false);
        if !disabled {
            commands.trigger(Activate {
                entity: key.focused_entity,
            });
        }
    }
}

/// A screen over the others (the settings): while one is open, only its
/// buttons take the keyboard focus.
#[derive(Component)]
pub struct Modal;

/// A button shown selected (a mode chosen, hints on): its owner keeps it
/// so.
#[derive(Component, Clone, Copy, PartialEq, Eq, Default)]
pub struct Selected(pub bool);

/// A button that opens a panel (`Panel::None`: closes the one open).
#[derive(Component, Clone, Copy, Debug)]
pub struct PanelButton(pub Panel);

/// A button that sends a message when pressed: the message's own plugin
/// has it sent ([`sends_on_press`]).
#[derive(Component, Clone, Copy, Debug)]
pub struct Sends<M: Message + Copy>(pub M);

/// Buttons carrying [`Sends<M>`] send it: one observer a message type (each
/// costs the web page's module Bevy code, and it has a size budget).
pub fn sends_on_press<M: Message + Copy>(app: &mut App) {
    app.add_observer(
        |press: On<Activate>, buttons: Query<&Sends<M>>, mut out: MessageWriter<M>| {
            if let Ok(button) = buttons.get(press.entity) {
                out.write(button.0);
            }
        },
    );
}

/// A place in a panel for buttons of a feature that comes later in the
/// crate's order: the panel spawns it empty and that feature fills it as it
/// appears (observing `On<Add, Slot>`), so the panel offers them without
/// using that feature.
#[derive(Component, Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    /// The settings' game file: Save…, Open… (`records`).
    GameFile,
    /// The settings' diagram: Save image (`records`).
    Diagram,
    /// The settings' How to play (`teach`).
    HowToPlay,
    /// The library's Import and Export (`records`).
    LibraryFiles,
}

fn open_panel(
    press: On<Activate>,
    buttons: Query<&PanelButton>,
    mut next: ResMut<NextState<Panel>>,
) {
    if let Ok(button) = buttons.get(press.entity) {
        next.set(button.0);
    }
}

/// Esc closes the panel open (one system for all).
fn close_on_escape(
    keys: Res<ButtonInput<KeyCode>>,
    panel: Res<State<Panel>>,
    mut next: ResMut<NextState<Panel>>,
) {
    if keys.just_pressed(KeyCode::Escape) && *panel.get() != Panel::None {
        next.set(Panel::None);
    }
}

/// Bevy gives the window the keyboard focus at start, but the window is no
/// node of the accessibility tree, and while such an entity holds the focus
/// Bevy sends screen readers no tree at all (seen over AT-SPI: an empty
/// window). Keys reach the window without the focus too.
fn unfocus_window(focus: Option<ResMut<InputFocus>>, windows: Query<(), With<Window>>) {
    if let Some(mut focus) = focus
        && focus.get().is_some_and(|entity| windows.contains(entity))
    {
        focus.clear();
    }
}

/// A panel beside or above the board (the HUD's, the tour's words), placed
/// by the screen layout: a column of lines on the translucent background.
pub fn side_panel() -> (Node, BackgroundColor) {
    (
        Node {
            position_type: PositionType::Absolute,
            flex_direction: FlexDirection::Column,
            padding: UiRect::all(px(12)),
            row_gap: px(6),
            border_radius: BorderRadius::all(px(12)),
            overflow: Overflow::clip(),
            ..default()
        },
        BackgroundColor(PANEL),
    )
}

/// A button that sends `Activate` (observe it), focusable with Tab. Its
/// label says `label` in the player's language.
pub fn button(label: impl Into<Msg>, extra: impl Bundle) -> impl Bundle {
    (
        Button,
        TabIndex(0),
        Outline::new(px(2), px(2), Color::NONE),
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
        children![said(label, TextSize::PX18, TEXT)],
    )
}

/// A small button, for lists of many.
pub fn chip(label: impl Into<Msg>, extra: impl Bundle) -> impl Bundle {
    (
        Button,
        TabIndex(0),
        Outline::new(px(2), px(2), Color::NONE),
        Node {
            padding: UiRect::axes(px(8), px(4)),
            margin: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(5)),
            ..default()
        },
        BackgroundColor(BUTTON),
        extra,
        children![said(label, TextSize::PX15, TEXT)],
    )
}

/// Lays a node out or not (`Display::None`), touching it only when that
/// changes.
pub fn show(mut node: Mut<Node>, shown: bool) {
    let display = if shown { Display::Flex } else { Display::None };
    if node.display != display {
        node.display = display;
    }
}

/// A full-screen layer that exists only in `state` (a screen, a menu's
/// page), with a panel that
/// `fill` furnishes, centred; one taller than the window (a phone's menu)
/// starts at the top, its heading seen: the panel's auto margins centre it
/// and shrink to nothing, where centring the items would cut its top.
pub fn spawn_centered_panel<S: States>(
    commands: &mut Commands,
    name: &'static str,
    state: S,
    fill: impl FnOnce(&mut ChildSpawnerCommands),
) {
    commands
        .spawn((
            Name::new(name),
            DespawnOnExit(state),
            Node {
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::FlexStart,
                padding: UiRect::axes(px(8), px(12)),
                ..default()
            },
            TabGroup::new(0),
            Pickable::IGNORE,
        ))
        .with_children(|root| {
            root.spawn((
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    padding: UiRect::all(px(26)),
                    row_gap: px(10),
                    margin: UiRect::vertical(Val::Auto),
                    max_height: percent(100),
                    max_width: percent(100),
                    border_radius: BorderRadius::all(px(12)),
                    ..default()
                },
                BackgroundColor(PANEL),
            ))
            .with_children(fill);
        });
}

/// The panel `state`, over the others: the rest dimmed and out of reach of
/// clicks and the keyboard focus, a solid panel laid out by `panel` in the
/// middle, which `fill` furnishes. It is despawned when the panel closes.
pub fn spawn_modal(
    commands: &mut Commands,
    state: Panel,
    panel: Node,
    fill: impl FnOnce(&mut ChildSpawnerCommands),
) -> Entity {
    commands
        .spawn((
            Name::new(format!("{state:?}")),
            DespawnOnExit(state),
            Modal,
            TabGroup::new(1),
            Node {
                width: percent(100),
                height: percent(100),
                justify_content: JustifyContent::Center,
                align_items: AlignItems::Center,
                ..default()
            },
            // Over everything, and catching clicks meant for what is under it.
            GlobalZIndex(10),
            BackgroundColor(Color::srgba(0.0, 0.0, 0.0, 0.35)),
        ))
        .with_children(|root| {
            // Taller than the window (a long panel, a large interface
            // size, a phone), it scrolls: by the wheel, or dragged.
            let panel = Node {
                max_height: percent(96),
                overflow: Overflow::scroll_y(),
                ..panel
            };
            root.spawn((ScrollingPanel, panel, BackgroundColor(PANEL_SOLID)))
                .with_children(fill)
                .observe(scroll_by_wheel)
                .observe(scroll_by_drag);
        })
        .id()
}

/// A wheel's line, in logical pixels.
const SCROLL_LINE: f32 = 40.0;

fn scroll_by_wheel(
    scroll: On<Pointer<Scroll>>,
    mut panels: Query<(&mut ScrollPosition, &ComputedNode)>,
) {
    let line = match scroll.unit {
        bevy::input::mouse::MouseScrollUnit::Line => SCROLL_LINE,
        bevy::input::mouse::MouseScrollUnit::Pixel => 1.0,
    };
    if let Ok((position, node)) = panels.get_mut(scroll.entity) {
        scroll_panel(position, node, -scroll.y * line);
    }
}

fn scroll_by_drag(
    drag: On<Pointer<Drag>>,
    mut panels: Query<(&mut ScrollPosition, &ComputedNode)>,
) {
    if let Ok((position, node)) = panels.get_mut(drag.entity) {
        scroll_panel(position, node, -drag.delta.y);
    }
}

/// Moves a panel's content by `by` logical pixels, within its length (the
/// stored offset is not clamped by Bevy, and an offset past the end would
/// have to be scrolled back before the panel moved).
fn scroll_panel(mut position: Mut<ScrollPosition>, node: &ComputedNode, by: f32) {
    let end = ((node.content_size().y - node.size().y) * node.inverse_scale_factor()).max(0.0);
    position.y = (position.y + by).clamp(0.0, end);
}

/// A panel that scrolls when taller than the window (see [`spawn_modal`]).
#[derive(Component)]
struct ScrollingPanel;

/// Space kept between a button brought into view and the panel's edge, in
/// logical pixels.
const FOCUS_MARGIN: f32 = 12.0;

/// The keyboard's focus moved to a button out of its panel's view (below
/// the fold of a long panel, Tab pressed): the panel scrolls to show it.
/// Only when the focus moves, so the wheel can still scroll away from it.
fn scroll_to_focus(
    focus: Res<InputFocus>,
    mut shown: Local<Option<Entity>>,
    nodes: Query<(&ComputedNode, &UiGlobalTransform)>,
    parents: Query<&ChildOf>,
    mut panels: Query<
        (&mut ScrollPosition, &ComputedNode, &UiGlobalTransform),
        With<ScrollingPanel>,
    >,
) {
    let target = focus.get();
    if target == *shown {
        return;
    }
    *shown = target;
    let Some(target) = target else {
        return;
    };
    let Some(panel) = parents
        .iter_ancestors(target)
        .find(|&entity| panels.contains(entity))
    else {
        return;
    };
    let (Ok((node, transform)), Ok((position, panel_node, panel_transform))) =
        (nodes.get(target), panels.get_mut(panel))
    else {
        return;
    };
    // Physical pixels, from each node's centre; the offset is logical.
    let half = node.size().y / 2.0;
    let panel_half = panel_node.size().y / 2.0;
    let by = into_view(
        (
            transform.translation.y - half,
            transform.translation.y + half,
        ),
        (
            panel_transform.translation.y - panel_half,
            panel_transform.translation.y + panel_half,
        ),
        FOCUS_MARGIN / panel_node.inverse_scale_factor(),
    );
    if by != 0.0 {
        scroll_panel(position, panel_node, by * panel_node.inverse_scale_factor());
    }
}

/// How far to scroll (down, positive) so that `target` (top, bottom) shows
/// in `view` (top, bottom) with `margin` to spare; its top first when it is
/// taller than the view.
fn into_view(target: (f32, f32), view: (f32, f32), margin: f32) -> f32 {
    let (top, bottom) = (target.0 - margin, target.1 + margin);
    if top < view.0 || bottom - top > view.1 - view.0 {
        top - view.0
    } else if bottom > view.1 {
        bottom - view.1
    } else {
        0.0
    }
}

/// Only what the player can see and use takes the keyboard focus: not a
/// hidden or disabled button, nor one under a [`Modal`] screen. A button
/// that loses its use loses the focus too, so Enter can't press it unseen.
fn keep_focus(
    mut focus: ResMut<InputFocus>,
    mut buttons: Query<
        (
            Entity,
            &mut TabIndex,
            &ComputedNode,
            &InheritedVisibility,
            Has<InteractionDisabled>,
            Option<&mut AccessibilityNode>,
        ),
        With<Button>,
    >,
    modals: Query<(), With<Modal>>,
    parents: Query<&ChildOf>,
) {
    let modal_open = !modals.is_empty();
    for (entity, mut index, node, visibility, disabled, accessible) in &mut buttons {
        let shown = visibility.get()
            && node.size() != Vec2::ZERO
            && (!modal_open || parents.iter_ancestors(entity).any(|a| modals.contains(a)));
        let usable = shown && !disabled;
        // Screen readers skip what is not seen and hear "unavailable" for
        // what can't be pressed.
        if let Some(mut accessible) = accessible {
            if accessible.is_hidden() == shown {
                if shown {
                    accessible.clear_hidden();
                } else {
                    accessible.set_hidden();
                }
            }
            if accessible.is_disabled() != disabled {
                if disabled {
                    accessible.set_disabled();
                } else {
                    accessible.clear_disabled();
                }
            }
        }
        let wanted = if usable { 0 } else { -1 };
        if index.0 != wanted {
            index.0 = wanted;
        }
        if !usable && focus.get() == Some(entity) {
            focus.clear();
        }
    }
}

fn color_buttons(
    focus: Res<InputFocus>,
    focus_visible: Res<InputFocusVisible>,
    mut buttons: Query<
        (
            Entity,
            &Interaction,
            Has<InteractionDisabled>,
            &mut BackgroundColor,
            &mut Outline,
            &Children,
            Option<&Selected>,
        ),
        With<Button>,
    >,
    mut labels: Query<&mut TextColor>,
) {
    for (entity, interaction, disabled, mut background, mut outline, children, selected) in
        &mut buttons
    {
        let selected = selected.is_some_and(|s| s.0);
        let color = match (disabled, interaction, selected) {
            (true, _, _) => BUTTON_DISABLED,
            (_, Interaction::Pressed, _) => BUTTON_PRESSED,
            (_, Interaction::Hovered, true) => BUTTON_SELECTED_HOVER,
            (_, Interaction::Hovered, false) => BUTTON_HOVER,
            (_, Interaction::None, true) => BUTTON_SELECTED,
            (_, Interaction::None, false) => BUTTON,
        };
        background.set_if_neq(BackgroundColor(color));
        let ring = if focus_visible.0 && focus.get() == Some(entity) {
            FOCUS_RING
        } else {
            Color::NONE
        };
        if outline.color != ring {
            outline.color = ring;
        }
        let label = if disabled { TEXT_DISABLED } else { TEXT };
        for child in children {
            if let Ok(mut text) = labels.get_mut(*child) {
                text.set_if_neq(TextColor(label));
            }
        }
    }
}

/// What a point of the window shows of the interface, as picking would
/// find it: the topmost visible node there decides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UiHit {
    /// A button that can be pressed.
    Button(Entity),
    /// A panel (or a disabled button): it takes the pointer, nothing happens.
    Panel,
    /// No interface: the 3D scene.
    Scene,
}

/// Finds the interface under a point, for the taps that picking doesn't see.
#[derive(SystemParam)]
pub struct UiUnder<'w, 's> {
    stack: Res<'w, UiStack>,
    nodes: Query<
        'w,
        's,
        (
            &'static ComputedNode,
            &'static UiGlobalTransform,
            &'static InheritedVisibility,
            Option<&'static Pickable>,
            Has<Button>,
            Has<InteractionDisabled>,
        ),
    >,
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
}

impl UiUnder<'_, '_> {
    /// `point` in logical pixels from the window's top-left corner.
    pub fn at(&self, point: Vec2) -> UiHit {
        // Nodes are laid out in physical pixels.
        let point = point * self.window.scale_factor();
        for &entity in self.stack.uinodes.iter().rev() {
            let Ok((node, transform, visibility, pickable, button, disabled)) =
                self.nodes.get(entity)
            else {
                continue;
            };
            if !visibility.get()
                || node.size() == Vec2::ZERO
                || !node.contains_point(*transform, point)
            {
                continue;
            }
            if button && !disabled {
                return UiHit::Button(entity);
            }
            if pickable.is_none_or(|p| p.should_block_lower) {
                return UiHit::Panel;
            }
        }
        UiHit::Scene
    }
}

#[cfg(test)]
mod tests {
    use super::into_view;

    /// A button below the fold scrolls up into view with the margin below
    /// it; one above, down to show it with the margin above; one in view
    /// stays; one taller than the view shows its top.
    #[test]
    fn a_focused_button_is_brought_into_view() {
        let view = (100.0, 500.0);
        assert_eq!(into_view((600.0, 640.0), view, 10.0), 150.0);
        assert_eq!(into_view((60.0, 100.0), view, 10.0), -50.0);
        assert_eq!(into_view((200.0, 240.0), view, 10.0), 0.0);
        assert_eq!(into_view((300.0, 900.0), view, 10.0), 190.0);
    }
}

//! The tour's words and buttons around the board, where the HUD goes (see
//! `teach::tour`): the step's title and text, what to try and how the try went
//! in the HUD's place; Back, Next, Undo (when the step teaches it), Play
//! (at the end) and Leave in the buttons' place.

use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;

use crate::board::layout::{ScreenLayout, bar_direction, place, size_bar_button};
use crate::i18n::{Msg, Tr};
use crate::play::game::GameCommand;
use crate::screens::{AppSystems, Screen};
use crate::teach::tour::{Phase, STEPS, Task, Tour, TourCommand};
use crate::ui::style::{MUTED, TEXT, TextSize, text};
use crate::ui::widgets::{Sends, button, show, side_panel};

const PROMPT: Color = Color::srgb(1.0, 0.86, 0.45);

pub fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Tour), spawn_panel);
    app.add_systems(
        Update,
        (arrange, show_step)
            .run_if(in_state(Screen::Tour))
            .in_set(AppSystems::View),
    );
}

#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Part {
    Words,
    Bar,
}

#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Line {
    Counter,
    Title,
    Text,
    Prompt,
}

#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum TourButton {
    Back,
    Next,
    Undo,
    Play,
    Leave,
}

fn spawn_panel(mut commands: Commands, tour: Option<Res<Tour>>) {
    let back_to_game = tour.is_some_and(|t| t.back_to_game);
    commands
        .spawn((
            Name::new("Tour words"),
            Part::Words,
            DespawnOnExit(Screen::Tour),
            side_panel(),
            Pickable::IGNORE,
        ))
        .with_children(|panel| {
            panel.spawn((
                Line::Counter,
                text("", TextSize::PX14, MUTED),
                Tr(counter(0)),
            ));
            panel.spawn((
                Line::Title,
                text("", TextSize::PX21, TEXT),
                Tr(Msg::new(STEPS[0].title)),
            ));
            panel.spawn((
                Line::Text,
                text("", TextSize::PX16, TEXT),
                Tr(Msg::new(STEPS[0].text)),
            ));
            panel.spawn((
                Line::Prompt,
                text("", TextSize::PX16, PROMPT),
                // Hidden until a step asks something; any message with no
                // values holds its place.
                Tr(Msg::new(STEPS[0].title)),
            ));
        });
    commands
        .spawn((
            Name::new("Tour buttons"),
            Part::Bar,
            DespawnOnExit(Screen::Tour),
            TabGroup::new(0),
            Node {
                position_type: PositionType::Absolute,
                flex_direction: FlexDirection::Column,
                flex_wrap: FlexWrap::Wrap,
                align_content: AlignContent::FlexStart,
                justify_content: JustifyContent::FlexEnd,
                ..default()
            },
            Pickable::IGNORE,
        ))
        .with_children(|bar| {
            bar.spawn(button(
                "button-play",
                (TourButton::Play, Sends(GameCommand::Start)),
            ));
            bar.spawn(button(
                "button-undo",
                (TourButton::Undo, Sends(GameCommand::Undo)),
            ));
            bar.spawn(button(
                "button-next",
                (TourButton::Next, Sends(TourCommand::Next)),
            ));
            bar.spawn(button(
                "button-back",
                (TourButton::Back, Sends(TourCommand::Back)),
            ));
            let leave = if back_to_game {
                "button-back-to-game"
            } else {
                "button-leave"
            };
            bar.spawn(button(
                leave,
                (TourButton::Leave, Sends(TourCommand::Leave)),
            ));
        });
}

/// The words take the HUD's place, the buttons the bar's: in a column
/// beside the board, or in rows above and below it.
fn arrange(
    layout: Res<ScreenLayout>,
    mut parts: Query<(&Part, &mut Node)>,
    mut buttons: Query<&mut Node, (With<TourButton>, Without<Part>)>,
    added: Query<(), Added<Part>>,
) {
    if !layout.is_changed() && added.is_empty() {
        return;
    }
    for (part, mut node) in &mut parts {
        match part {
            Part::Words => place(&mut node, layout.hud, layout.scale),
            Part::Bar => {
                place(&mut node, layout.bar, layout.scale);
                node.flex_direction = bar_direction(&layout);
                node.justify_content = if layout.portrait {
                    JustifyContent::Center
                } else {
                    JustifyContent::FlexEnd
                };
            }
        }
    }
    for mut node in &mut buttons {
        size_bar_button(&mut node, &layout);
    }
}

/// "How to play · 2 of 9" for the step at index `step`.
fn counter(step: usize) -> Msg {
    Msg::new("tour-counter")
        .with("step", step + 1)
        .with("count", STEPS.len())
}

fn show_step(
    tour: Res<Tour>,
    mut lines: Query<(&Line, &mut Tr, &mut Node)>,
    mut buttons: Query<(&TourButton, &mut Node), Without<Line>>,
) {
    if !tour.is_changed() {
        return;
    }
    let step = tour.current();
    for (line, mut tr, node) in &mut lines {
        let (msg, shown) = match line {
            Line::Counter => (counter(tour.step), true),
            Line::Title => (Msg::new(step.title), true),
            Line::Text => (Msg::new(step.text), true),
            Line::Prompt => match tour.prompt() {
                Some(msg) => (msg, true),
                None => (Msg::new(step.title), false),
            },
        };
        if tr.0 != msg {
            tr.0 = msg;
        }
        show(node, shown);
    }
    let last = tour.step + 1 == STEPS.len();
    let taking_back =
        step.task.is_some_and(|(task, ..)| task == Task::TakeBack) && tour.phase == Phase::Played;
    for (button, node) in &mut buttons {
        let shown = match button {
            TourButton::Back => tour.step > 0,
            TourButton::Next => !last,
            TourButton::Undo => taking_back,
            // From a game, the end leads back to it, not to a new one.
            TourButton::Play => last && !tour.back_to_game,
            TourButton::Leave => true,
        };
        show(node, shown);
    }
}

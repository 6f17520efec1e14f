//! Practise an opening: the named openings to choose from, grouped by
//! their first moves (a row of groups, the chosen group's openings below),
//! or found by typing part of a name. Choosing one starts the practice
//! (`openings::practice`); Esc or Done closes the panel.

use bevy::input::ButtonState;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;
use reversi_engine::{OPENINGS, Opening};

use crate::i18n::{Locale, Msg};
use crate::openings::practice::{PractiseOpening, spaced};
use crate::screens::{AppSystems, Panel};
use crate::ui::style::{MUTED, TEXT, TextSize, said, text};
use crate::ui::widgets::{Activate, PanelButton, button, chip, spawn_modal};

pub fn plugin(app: &mut App) {
    app.init_resource::<Choosing>();
    app.add_observer(press_choice);
    app.add_systems(OnEnter(Panel::Openings), spawn_panel);
    app.add_systems(Update, run_panel.in_set(AppSystems::View));
}

/// What the panel shows: the group of openings (`None`: the largest) and
/// the search typed; kept while it is closed.
#[derive(Resource, Default, Clone, PartialEq, Eq)]
struct Choosing {
    group: Option<usize>,
    search: String,
}

#[derive(Component)]
struct SearchLine;

/// Where the openings' buttons go.
#[derive(Component)]
struct OpeningList;

/// A button of the panel.
#[derive(Component, Clone, Copy)]
enum Choice {
    Group(usize),
    Opening(&'static Opening),
}

/// The openings' groups: by the first three moves of their lines (two for
/// the lines only two long), in the table's order.
fn groups() -> Vec<(&'static str, Vec<&'static Opening>)> {
    let mut groups: Vec<(&'static str, Vec<&'static Opening>)> = Vec::new();
    for opening in OPENINGS {
        let key = &opening.line[..opening.line.len().min(6)];
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, members)) => members.push(opening),
            None => groups.push((key, vec![opening])),
        }
    }
    groups
}

/// Whether a word of `name` (or a run of them) starts with `search` (lower
/// case): "ti" finds the Tiger, not the Continuation.
fn found(name: &str, search: &str) -> bool {
    let name = name.to_lowercase();
    name.char_indices().any(|(at, _)| {
        let word_start = name[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric());
        word_start && name[at..].starts_with(search)
    })
}

/// The panel in a frame while it is open: the search typed, its list filled
/// (one system: each costs the web page's module Bevy code). Keys typed
/// while it is closed are read and dropped.
fn run_panel(
    mut keys: MessageReader<KeyboardInput>,
    state: Res<State<Panel>>,
    mut panel: ResMut<Choosing>,
    locale: Res<Locale>,
    lists: Query<(Entity, Option<&Children>), With<OpeningList>>,
    mut search_lines: Query<&mut Text, With<SearchLine>>,
    mut commands: Commands,
) {
    if *state.get() != Panel::Openings {
        keys.clear();
        return;
    }
    type_search(keys, &mut panel);
    // The list is filled the frame after the panel appears (its entities
    // then exist), and again when the choice or the language changes.
    let fresh = lists.iter().any(|(_, children)| children.is_none());
    if fresh || panel.is_changed() || locale.is_changed() {
        fill_list(&panel, &locale, &lists, &mut search_lines, &mut commands);
    }
}

/// Letters typed while the panel is open search the names; Backspace
/// takes one back (Esc closes it: `ui::widgets`).
fn type_search(mut keys: MessageReader<KeyboardInput>, panel: &mut ResMut<Choosing>) {
    for key in keys.read() {
        if key.state != ButtonState::Pressed {
            continue;
        }
        match &key.logical_key {
            Key::Backspace => {
                panel.search.pop();
            }
            Key::Character(typed) if panel.search.chars().count() < 20 => {
                panel.search.push_str(typed)
            }
            Key::Space => panel.search.push(' '),
            _ => {}
        }
    }
}

fn spawn_panel(mut commands: Commands) {
    spawn_modal(
        &mut commands,
        Panel::Openings,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(16)),
            row_gap: px(8),
            width: px(760),
            max_width: percent(96),
            max_height: percent(96),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        |panel| {
            panel.spawn(said("openings-title", TextSize::PX24, TEXT));
            panel.spawn((SearchLine, text("", TextSize::PX16, MUTED)));
            panel.spawn((
                OpeningList,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(6),
                    ..default()
                },
            ));
            panel.spawn(button("button-done", PanelButton(Panel::None)));
        },
    );
}

/// The groups and the openings shown, again when the choice or the search
/// changes.
fn fill_list(
    choosing: &Choosing,
    locale: &Locale,
    lists: &Query<(Entity, Option<&Children>), With<OpeningList>>,
    search_lines: &mut Query<&mut Text, With<SearchLine>>,
    commands: &mut Commands,
) {
    let search = choosing.search.trim().to_lowercase();
    for mut line in search_lines.iter_mut() {
        line.0 = if search.is_empty() {
            locale.say("openings-search-hint")
        } else {
            locale.say(Msg::new("openings-search").with("text", choosing.search.as_str()))
        };
    }
    let groups = groups();
    let largest = (0..groups.len()).max_by_key(|&i| groups[i].1.len());
    let current = choosing.group.or(largest);
    for (list, children) in lists {
        for child in children.into_iter().flatten() {
            commands.entity(*child).despawn();
        }
        commands.entity(list).with_children(|list| {
            let row = || Node {
                flex_direction: FlexDirection::Row,
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                ..default()
            };
            let shown: Vec<&'static Opening> = if search.is_empty() {
                list.spawn(row()).with_children(|row| {
                    for (index, (key, members)) in groups.iter().enumerate() {
                        // The group shown is marked.
                        let mark = if Some(index) == current { "● " } else { "" };
                        let label = Msg::new("openings-group")
                            .with("moves", format!("{mark}{}", spaced(key)))
                            .with("count", members.len());
                        row.spawn(chip(label, Choice::Group(index)));
                    }
                });
                current
                    .and_then(|index| groups.get(index))
                    .map_or(Vec::new(), |(_, members)| members.clone())
            } else {
                OPENINGS.iter().filter(|o| found(o.name, &search)).collect()
            };
            if shown.is_empty() {
                list.spawn(said("openings-none", TextSize::PX16, MUTED));
            }
            list.spawn(row()).with_children(|row| {
                for opening in shown {
                    let label = Msg::new("opening-name").with("name", opening.name);
                    row.spawn(chip(label, Choice::Opening(opening)));
                }
            });
        });
    }
}

/// One observer for all the panel's buttons (each costs the web page's
/// module Bevy code).
fn press_choice(
    press: On<Activate>,
    choices: Query<&Choice>,
    mut panel: ResMut<Choosing>,
    mut next: ResMut<NextState<Panel>>,
    mut practise: MessageWriter<PractiseOpening>,
) {
    let Ok(choice) = choices.get(press.entity) else {
        return;
    };
    match *choice {
        Choice::Group(index) => panel.group = Some(index),
        Choice::Opening(opening) => {
            practise.write(PractiseOpening(opening));
            next.set(Panel::None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_finds_names_by_the_start_of_their_words() {
        let names = |search: &str| -> Vec<&str> {
            OPENINGS
                .iter()
                .filter(|o| found(o.name, search))
                .map(|o| o.name)
                .collect()
        };
        for tiger in ["Tiger", "Leader's Tiger", "Mainline Tiger"] {
            assert!(names("ti").contains(&tiger), "{tiger}");
        }
        assert!(!names("ti").iter().any(|n| n.contains("Continuation")));
        assert!(names("kling").iter().all(|n| n.contains("Kling")));
        assert!(names("rose-b").contains(&"Rose-Bill"));
        assert!(names("zzz").is_empty());
    }

    #[test]
    fn every_opening_is_in_one_group() {
        let groups = groups();
        let total: usize = groups.iter().map(|(_, members)| members.len()).sum();
        assert_eq!(total, OPENINGS.len());
        for (key, members) in &groups {
            assert!(members.iter().all(|o| o.line.starts_with(key)));
        }
    }
}

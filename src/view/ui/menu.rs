//! The new-game menu: the mode, the AI's level and its description, a
//! teaching game or not, where the game starts, Play; the puzzles and the
//! practice deck.

use bevy::prelude::*;

use crate::i18n::{LEVEL_DESCRIPTIONS, LEVEL_NAMES, Language, Locale, Msg, Tr};
use crate::play::banner::Banner;
use crate::play::game::GameCommand;
use crate::practice::deck::{Calendar, Deck};
use crate::practice::exercise::StartExercise;
use crate::practice::puzzles::PuzzleProgress;
use crate::records::saves::SavedGame;
use crate::screens::{AppSystems, Panel, Screen};
use crate::settings::panel::Change;
use crate::settings::{Mode, Settings, StartKind};
use crate::teach::tour::TourCommand;
use crate::ui::style::{HeadingFont, MUTED, TEXT, TextSize, heading, said, text};
use crate::ui::widgets::{
    Activate, PanelButton, Selected, Sends, button, show, spawn_centered_panel,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), spawn_menu);
    app.add_observer(press_menu_button);
    app.add_systems(
        Update,
        (
            update_menu,
            show_continue,
            show_notice,
            show_language,
            show_teaching,
            show_practice,
        )
            .in_set(AppSystems::View),
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

/// A setting of new games, stepped by a press: the teaching game's margin
/// (or off), where the game starts, its clock.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Stepped {
    Teaching,
    Start,
    Clock,
}

fn teaching_label(margin: u32) -> Msg {
    Msg::new("menu-teaching").with("margin", margin)
}

/// The stepped buttons' words.
fn show_teaching(
    settings: Res<Settings>,
    buttons: Query<(&Children, &Stepped)>,
    mut labels: Query<&mut Tr>,
    added: Query<(), Added<Stepped>>,
) {
    if !settings.is_changed() && added.is_empty() {
        return;
    }
    for (children, stepped) in &buttons {
        for &child in children {
            if let Ok(mut label) = labels.get_mut(child) {
                label.0 = match stepped {
                    Stepped::Teaching => teaching_label(settings.teaching),
                    Stepped::Start => settings.start.label(),
                    Stepped::Clock => match settings.clock {
                        Some(control) => {
                            Msg::new("menu-clock").with("control", control.to_string())
                        }
                        None => Msg::new("menu-clock-none"),
                    },
                };
            }
        }
    }
}

/// A button of the menu that the menu itself carries out.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum MenuButton {
    Day,
    Puzzles,
    Difficulty,
    Practise,
    Openings,
    /// Where new games start, stepped.
    Start,
    /// New games' clock, stepped.
    Clock,
    /// A mode chosen (lit while it is).
    Mode(Mode),
    /// The next language, from the one spoken.
    Language,
}

/// The puzzles' button, with the difficulty it starts.
#[derive(Component)]
struct PuzzlesButton;

/// The practice deck's button, with the cards due.
#[derive(Component)]
struct PractiseButton;

fn show_practice(
    progress: Res<PuzzleProgress>,
    deck: Res<Deck>,
    calendar: Res<Calendar>,
    puzzles: Query<&Children, With<PuzzlesButton>>,
    practise: Query<&Children, With<PractiseButton>>,
    mut labels: Query<&mut Tr>,
    added: Query<(), Or<(Added<PuzzlesButton>, Added<PractiseButton>)>>,
) {
    if !progress.is_changed() && !deck.is_changed() && added.is_empty() {
        return;
    }
    let puzzles_label = Msg::new("button-puzzles").with("difficulty", progress.difficulty);
    let practise_label = Msg::new("button-practise").with("due", deck.due(calendar.today()));
    for (children, label) in puzzles
        .iter()
        .map(|c| (c, &puzzles_label))
        .chain(practise.iter().map(|c| (c, &practise_label)))
    {
        for &child in children {
            if let Ok(mut tr) = labels.get_mut(child) {
                tr.0 = label.clone();
            }
        }
    }
}

/// The menu's language button, which steps through the languages.
#[derive(Component)]
struct LanguageButton;

fn language_label(language: Language) -> Msg {
    Msg::new("language-name").with("language", language.name())
}

fn show_language(
    locale: Res<Locale>,
    buttons: Query<&Children, With<LanguageButton>>,
    mut labels: Query<&mut Tr>,
) {
    if !locale.is_changed() {
        return;
    }
    for children in &buttons {
        for &child in children {
            if let Ok(mut label) = labels.get_mut(child) {
                label.0 = language_label(locale.chosen());
            }
        }
    }
}

/// A centred row of buttons that wraps where the panel is narrow (a phone).
fn button_row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        max_width: px(460),
        ..default()
    }
}

fn spawn_menu(mut commands: Commands, heading_font: Res<HeadingFont>) {
    spawn_centered_panel(&mut commands, "Menu", Screen::Title, |panel| {
        panel.spawn((
            heading("", TextSize::PX52, &heading_font),
            Tr("menu-title".into()),
        ));
        panel.spawn((
            Notice,
            text("", TextSize::PX16, TEXT),
            Node {
                max_width: px(440),
                ..default()
            },
        ));
        panel.spawn(said("menu-choose", TextSize::PX18, MUTED));
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
                    let choice = (MenuButton::Mode(mode), Selected::default());
                    modes.spawn(button(mode.label(), choice));
                }
            });
        panel
            .spawn(Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                ..default()
            })
            .with_children(|row| {
                let down = Change(|s| s.step_level(false));
                row.spawn(button("button-level-down", down));
                row.spawn(Node {
                    width: px(280),
                    justify_content: JustifyContent::Center,
                    ..default()
                })
                .with_child((LevelText, text("", TextSize::PX22, TEXT)));
                row.spawn(button("button-level-up", Change(|s| s.step_level(true))));
            });
        panel.spawn((LevelDescription, text("", TextSize::PX16, MUTED)));
        panel.spawn(button_row()).with_children(|row| {
            let teaching = Change(Settings::step_teaching);
            row.spawn(button(teaching_label(0), (Stepped::Teaching, teaching)));
            row.spawn(button(
                StartKind::Standard.label(),
                (Stepped::Start, MenuButton::Start),
            ));
            row.spawn(button(
                "menu-clock-none",
                (Stepped::Clock, MenuButton::Clock),
            ));
        });
        // Practice: the puzzle of the day, puzzles by difficulty (Next
        // difficulty steps it), the player's own mistakes.
        panel.spawn(button_row()).with_children(|row| {
            row.spawn(button("button-puzzle-day", MenuButton::Day));
            // Spawned with values (the first difficulty, none due) so that
            // no message is formatted without its variables; the systems
            // above put the player's own in.
            row.spawn(button(
                Msg::new("button-puzzles").with("difficulty", 1),
                (PuzzlesButton, MenuButton::Puzzles),
            ));
            row.spawn(button("button-difficulty", MenuButton::Difficulty));
            row.spawn(button(
                Msg::new("button-practise").with("due", 0),
                (PractiseButton, MenuButton::Practise),
            ));
            row.spawn(button("button-openings", MenuButton::Openings));
        });
        panel.spawn(button_row()).with_children(|row| {
            let resume = Sends(GameCommand::Resume);
            row.spawn(button("button-continue", (ContinueButton, resume)));
            row.spawn(button("button-new-game", Sends(GameCommand::Start)));
            row.spawn(button("button-settings", PanelButton(Panel::Settings)));
            row.spawn(button("button-library", PanelButton(Panel::Library)));
            let tour = Sends(TourCommand::Open);
            row.spawn(button("button-how-to-play", tour));
        });
        // The language, by its own name: a player who can't read the
        // current one still finds theirs.
        panel
            .spawn(Node {
                flex_direction: FlexDirection::Row,
                align_items: AlignItems::Center,
                ..default()
            })
            .with_children(|row| {
                row.spawn(said("menu-language", TextSize::PX16, MUTED));
                let label = language_label(Language::English);
                row.spawn(button(label, (LanguageButton, MenuButton::Language)));
            });
    });
}

/// The menu's own buttons, pressed (one observer for all: each costs
/// the web page's module Bevy code, and it has a size budget).
fn press_menu_button(
    press: On<Activate>,
    buttons: Query<&MenuButton>,
    mut progress: ResMut<PuzzleProgress>,
    mut panel: ResMut<NextState<Panel>>,
    mut settings: ResMut<Settings>,
    locale: Res<Locale>,
    mut asked: MessageWriter<StartExercise>,
) {
    let Ok(button) = buttons.get(press.entity) else {
        return;
    };
    let difficulty = progress.difficulty;
    asked.write(match button {
        MenuButton::Day => StartExercise::DailyPuzzle,
        MenuButton::Puzzles => StartExercise::Puzzle { difficulty },
        MenuButton::Practise => StartExercise::Practice,
        MenuButton::Difficulty => {
            progress.step_difficulty();
            return;
        }
        MenuButton::Openings => {
            panel.set(Panel::Openings);
            return;
        }
        MenuButton::Mode(mode) => {
            settings.mode = *mode;
            return;
        }
        MenuButton::Language => {
            let all = Language::ALL;
            let index = all.iter().position(|&l| l == locale.chosen()).unwrap_or(0);
            settings.language = Some(all[(index + 1) % all.len()]);
            return;
        }
        MenuButton::Start => {
            settings.start = settings.start.next();
            return;
        }
        MenuButton::Clock => {
            settings.step_clock();
            return;
        }
    });
}

fn update_menu(
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut level: Query<&mut Text, (With<LevelText>, Without<LevelDescription>)>,
    mut description: Query<&mut Text, (With<LevelDescription>, Without<LevelText>)>,
    mut modes: Query<(&MenuButton, &mut Selected)>,
    added: Query<(), Added<LevelText>>,
) {
    if !settings.is_changed() && !locale.is_changed() && added.is_empty() {
        return;
    }
    for (button, mut lit) in &mut modes {
        lit.set_if_neq(Selected(*button == MenuButton::Mode(settings.mode)));
    }
    let chosen = settings.level();
    let number = chosen.number as usize;
    let level_line = locale.say(
        Msg::new("menu-level")
            .with("number", number)
            .with("name", locale.say(LEVEL_NAMES[number - 1])),
    );
    let description_line = locale.say(
        Msg::new("menu-level-description")
            .with("description", locale.say(LEVEL_DESCRIPTIONS[number - 1]))
            .with("seconds", locale.decimal(chosen.max_time.as_secs_f32())),
    );
    // Only a changed line is laid out again.
    for mut text in &mut level {
        if text.0 != level_line {
            text.0 = level_line.clone();
        }
    }
    for mut text in &mut description {
        if text.0 != description_line {
            text.0 = description_line.clone();
        }
    }
}

fn show_continue(saved: Res<SavedGame>, mut buttons: Query<&mut Node, With<ContinueButton>>) {
    for node in &mut buttons {
        show(node, saved.0.is_some());
    }
}

fn show_notice(banner: Res<Banner>, mut notices: Query<(&mut Text, &mut Node), With<Notice>>) {
    for (mut text, node) in &mut notices {
        if text.0 != banner.text {
            text.0.clone_from(&banner.text);
        }
        show(node, !banner.text.is_empty());
    }
}

//! The title menu, in pages: the first one goes on with the game kept,
//! starts the usual game in one press, or opens a group's choices: Play
//! (who plays, the AI's level, the start, the clock), Practise (puzzles,
//! mistakes, openings), Learn (the rules taught, a teaching game); the
//! library, the settings and the language. What was chosen is kept in the
//! settings, so the usual game is the last one.

use bevy::input_focus::{FocusCause, InputFocus, InputFocusVisible};
use bevy::prelude::*;

use crate::i18n::{LEVEL_DESCRIPTIONS, LEVEL_NAMES, Language, Locale, Msg, Tr};
use crate::play::banner::Banner;
use crate::play::game::GameCommand;
use crate::practice::deck::{Calendar, Deck};
use crate::practice::exercise::StartExercise;
use crate::practice::puzzles::PuzzleProgress;
use crate::records::saves::SavedGame;
use crate::screens::{AppSystems, MenuPage, Panel};
use crate::settings::panel::Change;
use crate::settings::{Mode, Settings, StartKind};
use crate::teach::tour::TourCommand;
use crate::ui::style::{HeadingFont, MUTED, TEXT, TextSize, heading, said, text};
use crate::ui::widgets::{
    Activate, PanelButton, Selected, Sends, button, show, spawn_centered_panel,
};

pub(super) fn plugin(app: &mut App) {
    app.add_sub_state::<MenuPage>();
    app.add_systems(OnEnter(MenuPage::Main), spawn_main);
    app.add_systems(OnEnter(MenuPage::Play), spawn_play);
    app.add_systems(OnEnter(MenuPage::Practise), spawn_practise);
    app.add_systems(OnEnter(MenuPage::Learn), spawn_learn);
    app.add_observer(press_menu_button);
    app.add_systems(
        Update,
        (
            update_menu,
            show_usual_game,
            show_continue,
            show_notice,
            show_language,
            show_teaching,
            show_practice,
            focus_first,
        )
            .in_set(AppSystems::View),
    );
    app.add_systems(Update, back_on_escape.in_set(AppSystems::Input));
}

/// The usual game, said under New game.
#[derive(Component)]
struct UsualGame;

/// The button a page's keyboard focus starts on.
#[derive(Component)]
struct FirstFocus;

/// A page opened from the keyboard starts with the focus on its first
/// button (the one pressed is gone with the page before): once the button
/// is laid out and seen, as only such a button keeps the focus.
fn focus_first(
    firsts: Query<(Entity, &ComputedNode, &InheritedVisibility), With<FirstFocus>>,
    visible: Res<InputFocusVisible>,
    mut focus: ResMut<InputFocus>,
    mut commands: Commands,
) {
    for (first, node, seen) in &firsts {
        if node.size() == Vec2::ZERO || !seen.get() {
            continue;
        }
        if visible.0 {
            focus.set(first, FocusCause::Navigated);
        }
        commands.entity(first).remove::<FirstFocus>();
    }
}

/// Esc on a page of choices goes back to the first page (a panel open over
/// the menu closes first).
fn back_on_escape(
    keys: Res<ButtonInput<KeyCode>>,
    panel: Res<State<Panel>>,
    page: Option<Res<State<MenuPage>>>,
    mut next: ResMut<NextState<MenuPage>>,
) {
    if keys.just_pressed(KeyCode::Escape)
        && *panel.get() == Panel::None
        && page.is_some_and(|page| *page.get() != MenuPage::Main)
    {
        next.set(MenuPage::Main);
    }
}

/// What New game starts: the mode, the AI's level where it plays, the
/// start and the clock when not the usual ones, a teaching game.
fn usual_game(settings: &Settings, locale: &Locale) -> String {
    let mut parts = vec![locale.say(settings.mode.label())];
    if settings.mode != Mode::TwoPlayers {
        let level = settings.level();
        let number = level.number as usize;
        parts.push(
            locale.say(
                Msg::new("menu-level")
                    .with("number", number)
                    .with("name", locale.say(LEVEL_NAMES[number - 1])),
            ),
        );
    }
    if settings.start != StartKind::Standard {
        parts.push(locale.say(settings.start.label()));
    }
    if let Some(control) = settings.clock {
        parts.push(locale.say(Msg::new("menu-clock").with("control", control.to_string())));
    }
    if settings.teaching > 0 {
        parts.push(locale.say(teaching_label(settings.teaching)));
    }
    parts.join(" · ")
}

fn show_usual_game(
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut lines: Query<&mut Text, With<UsualGame>>,
    added: Query<(), Added<UsualGame>>,
) {
    if !settings.is_changed() && !locale.is_changed() && added.is_empty() {
        return;
    }
    let line = usual_game(&settings, &locale);
    for mut text in &mut lines {
        if text.0 != line {
            text.0.clone_from(&line);
        }
    }
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
    /// A page of choices.
    Page(MenuPage),
    /// Back to the first page.
    Back,
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

/// A row of a label and its buttons, centred across.
fn centred_row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        align_items: AlignItems::Center,
        ..default()
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

/// A page's heading and its buttons, centred over the backdrop game.
fn spawn_page(
    commands: &mut Commands,
    page: MenuPage,
    heading_font: &HeadingFont,
    fill: impl FnOnce(&mut ChildSpawnerCommands),
) {
    spawn_centered_panel(commands, "Menu", page, |panel| {
        let (title, size) = match page {
            MenuPage::Main => ("menu-title", TextSize::PX52),
            MenuPage::Play => ("menu-play", TextSize::PX32),
            MenuPage::Practise => ("menu-practise", TextSize::PX32),
            MenuPage::Learn => ("menu-learn", TextSize::PX32),
        };
        panel.spawn((heading("", size, heading_font), Tr(title.into())));
        panel.spawn((
            Notice,
            text("", TextSize::PX16, TEXT),
            Node {
                max_width: px(440),
                ..default()
            },
        ));
        fill(panel);
        if page != MenuPage::Main {
            panel.spawn(button("menu-back", MenuButton::Back));
        }
    });
}

/// The first page: go on with the game kept, start the usual game in one
/// press (what it is, said under it), or open a group's choices.
fn spawn_main(
    mut commands: Commands,
    heading_font: Res<HeadingFont>,
    mut transitions: MessageReader<StateTransitionEvent<MenuPage>>,
) {
    // Back from a page, the focus goes to that page's button.
    let came_from = transitions
        .read()
        .last()
        .and_then(|transition| transition.exited)
        .filter(|&page| page != MenuPage::Main);
    spawn_page(&mut commands, MenuPage::Main, &heading_font, |panel| {
        panel
            .spawn(Node {
                flex_direction: FlexDirection::Column,
                align_items: AlignItems::Stretch,
                min_width: px(280),
                max_width: px(400),
                ..default()
            })
            .with_children(|column| {
                let resume = Sends(GameCommand::Resume);
                column.spawn(button("button-continue", (ContinueButton, resume)));
                let mut start = column.spawn(button("button-new-game", Sends(GameCommand::Start)));
                if came_from.is_none() {
                    start.insert(FirstFocus);
                }
                column.spawn((
                    UsualGame,
                    text("", TextSize::PX15, MUTED),
                    Node {
                        max_width: px(280),
                        margin: UiRect::bottom(px(8)),
                        align_self: AlignSelf::Center,
                        ..default()
                    },
                    TextLayout::justify(Justify::Center),
                ));
                for (label, page) in [
                    ("menu-play", MenuPage::Play),
                    ("menu-practise", MenuPage::Practise),
                    ("menu-learn", MenuPage::Learn),
                ] {
                    let mut opens = column.spawn(button(label, MenuButton::Page(page)));
                    if came_from == Some(page) {
                        opens.insert(FirstFocus);
                    }
                }
                column.spawn(button("button-library", PanelButton(Panel::Library)));
                column.spawn(button("button-settings", PanelButton(Panel::Settings)));
            });
        // The language, by its own name: a player who can't read the
        // current one still finds theirs.
        panel.spawn(centred_row()).with_children(|row| {
            row.spawn(said("menu-language", TextSize::PX16, MUTED));
            let label = language_label(Language::English);
            row.spawn(button(label, (LanguageButton, MenuButton::Language)));
        });
    });
}

/// Play: who plays, the AI's level, where the game starts and its clock.
fn spawn_play(mut commands: Commands, heading_font: Res<HeadingFont>) {
    spawn_page(&mut commands, MenuPage::Play, &heading_font, |panel| {
        panel.spawn(said("menu-choose", TextSize::PX18, MUTED));
        panel.spawn(button_row()).with_children(|modes| {
            for mode in Mode::ALL {
                let choice = (MenuButton::Mode(mode), Selected::default());
                modes.spawn(button(mode.label(), choice));
            }
        });
        panel.spawn(centred_row()).with_children(|row| {
            let down = Change(|s| s.step_level(false));
            row.spawn(button("button-level-down", down));
            row.spawn(Node {
                width: px(280),
                justify_content: JustifyContent::Center,
                ..default()
            })
            .with_child((
                LevelText,
                text("", TextSize::PX22, TEXT),
                TextLayout::justify(Justify::Center),
            ));
            row.spawn(button("button-level-up", Change(|s| s.step_level(true))));
        });
        panel.spawn((
            LevelDescription,
            text("", TextSize::PX16, MUTED),
            Node {
                max_width: px(400),
                ..default()
            },
            TextLayout::justify(Justify::Center),
        ));
        panel.spawn(button_row()).with_children(|row| {
            row.spawn(button(
                StartKind::Standard.label(),
                (Stepped::Start, MenuButton::Start),
            ));
            row.spawn(button(
                "menu-clock-none",
                (Stepped::Clock, MenuButton::Clock),
            ));
        });
        let start = (FirstFocus, Sends(GameCommand::Start));
        panel.spawn(button_row()).with_children(|row| {
            row.spawn(button("button-new-game", start));
            // Someone else, on a server (`online::panel`).
            row.spawn(button("menu-online", PanelButton(Panel::Online)));
        });
    });
}

/// Practise: the puzzle of the day, puzzles by difficulty (Next difficulty
/// steps it), the player's own mistakes, the openings.
fn spawn_practise(mut commands: Commands, heading_font: Res<HeadingFont>) {
    spawn_page(&mut commands, MenuPage::Practise, &heading_font, |panel| {
        panel.spawn(button("button-puzzle-day", (FirstFocus, MenuButton::Day)));
        panel.spawn(button_row()).with_children(|row| {
            // Spawned with values (the first difficulty, none due) so that
            // no message is formatted without its variables; the systems
            // above put the player's own in.
            row.spawn(button(
                Msg::new("button-puzzles").with("difficulty", 1),
                (PuzzlesButton, MenuButton::Puzzles),
            ));
            row.spawn(button("button-difficulty", MenuButton::Difficulty));
        });
        panel.spawn(button(
            Msg::new("button-practise").with("due", 0),
            (PractiseButton, MenuButton::Practise),
        ));
        panel.spawn(button("button-openings", MenuButton::Openings));
    });
}

/// Learn: the rules taught on the board; a teaching game (the margin it
/// stops at, then a game).
fn spawn_learn(mut commands: Commands, heading_font: Res<HeadingFont>) {
    spawn_page(&mut commands, MenuPage::Learn, &heading_font, |panel| {
        let tour = (FirstFocus, Sends(TourCommand::Open));
        panel.spawn(button("button-how-to-play", tour));
        let teaching = Change(Settings::step_teaching);
        panel.spawn(button(teaching_label(0), (Stepped::Teaching, teaching)));
        panel.spawn(button("button-play", Sends(GameCommand::Start)));
    });
}

/// The menu's own buttons, pressed (one observer for all: each costs
/// the web page's module Bevy code, and it has a size budget).
fn press_menu_button(
    press: On<Activate>,
    buttons: Query<&MenuButton>,
    mut progress: ResMut<PuzzleProgress>,
    mut panel: ResMut<NextState<Panel>>,
    mut page: ResMut<NextState<MenuPage>>,
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
        MenuButton::Page(chosen) => {
            page.set(*chosen);
            return;
        }
        MenuButton::Back => {
            page.set(MenuPage::Main);
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

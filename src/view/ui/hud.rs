//! The HUD while playing, placed by the screen layout (beside the board in
//! wide windows, above and below it in tall ones): each player's discs and
//! supply with the side to move marked, the status line (whose turn, the AI
//! thinking), the banner, an exercise's task and verdict or a teaching
//! game's pause, the opening's name and the move list, and the buttons. At the game's end
//! it shows the result and a rematch button (`result.rs`).

use bevy::ecs::system::SystemParam;
use bevy::input_focus::tab_navigation::TabGroup;
use bevy::prelude::*;
use bevy::ui::InteractionDisabled;
use reversi_engine::Color as Side;
use reversi_engine::Level;

use super::result::{Rematch, ResultText};
use crate::ai::AiTask;
use crate::board::count::Count;
use crate::board::layout::{ScreenLayout, bar_direction, place, size_bar_button};
use crate::i18n::{LEVEL_NAMES, Locale, Msg, side_key};
use crate::online::{Connection, Followed, Online, OnlineRequest};
use crate::openings::CurrentOpening;
use crate::openings::practice::{OpeningPractice, practising_msg};
use crate::play::banner::{self, Banner};
use crate::play::game::{GameCommand, GameRecord};
use crate::practice::exercise::{Exercise, StartExercise};
use crate::practice::puzzles::PuzzleProgress;
use crate::records::clipboard::ShareGame;
use crate::screens::{AppSystems, Panel, Screen, Turn};
use crate::settings::panel::Change;
use crate::settings::{PlayerKind, Settings};
use crate::study::analysis::AnalyseGame;
use crate::study::coach::best_move_line;
use crate::study::evaluation::Evaluation;
use crate::teach::teaching::TeachingCheck;
use crate::ui::style::{HeadingFont, MUTED, TEXT, TextSize, heading, text};
use crate::ui::widgets::{Activate, PanelButton, Selected, Sends, button, show, side_panel};
use reversi_online_protocol::Request;

const BANNER: Color = Color::srgb(1.0, 0.86, 0.45);
/// A player's row when it is that player's turn.
const TO_MOVE: Color = Color::srgba(1.0, 1.0, 1.0, 0.09);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_hud);
    app.add_observer(press_pause_button);
    app.add_observer(press_resign);
    app.add_systems(Update, show_online_buttons.in_set(AppSystems::View));
    app.add_systems(
        Update,
        (
            show_hud,
            arrange_hud,
            update_players,
            update_status,
            update_banner,
            update_evaluation_line,
            update_teaching_box,
            enable_history,
            update_move_list,
        )
            .in_set(AppSystems::View),
    );
}

/// The HUD's panel and button bar, hidden on the title screen.
#[derive(Component)]
struct HudPart(Part);

#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Panel,
    Bar,
    /// The two player rows: side by side in tall windows.
    Players,
    /// A teaching game's pause below the HUD on a phone (shown by
    /// `update_teaching_box`).
    Pause,
}

/// A player's row: its background marks the side to move.
#[derive(Component)]
struct PlayerRow(Side);

/// A player's row's words: its discs, its supply, its clock (in a game
/// against the clock).
#[derive(Component, Clone, Copy)]
enum RowText {
    Discs(Side),
    Supply(Side),
    Clock(Side),
    /// Online: the player's name and rating, and how long they have been
    /// gone.
    Name(Side),
}

/// The status line (the web's state hook reports it too).
#[derive(Component)]
pub struct StatusText;

#[derive(Component)]
struct BannerText;

/// With the evaluation on: why its best move is best.
#[derive(Component)]
struct EvaluationLine;

/// A teaching game's pause: what the move lost and why, Take back, Keep;
/// or an exercise: the task, the verdict and why, Try again, Next; in the
/// HUD, or below it (`overlay`: on a phone).
#[derive(Component)]
struct TeachingBox {
    overlay: bool,
}

fn teaching_box(overlay: bool) -> impl Bundle {
    (
        Name::new("Teaching pause"),
        TeachingBox { overlay },
        Node {
            display: Display::None,
            flex_direction: FlexDirection::Column,
            row_gap: px(4),
            ..default()
        },
        children![
            (TeachingText, text("", TextSize::PX16, BANNER)),
            (
                PauseButtons,
                button_row(),
                Children::spawn((
                    Spawn(button("button-take-back", TakeBack)),
                    Spawn(button("button-keep", KeepMove)),
                )),
            ),
            (
                ExerciseButtons,
                button_row(),
                Children::spawn((
                    Spawn(button("button-try-again", TryAgain)),
                    Spawn(button("button-next", NextExercise)),
                )),
            ),
        ],
    )
}

fn button_row() -> Node {
    Node {
        display: Display::None,
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        ..default()
    }
}

/// The pause's buttons.
#[derive(Component)]
struct PauseButtons;

/// An exercise's buttons, once it is answered.
#[derive(Component)]
struct ExerciseButtons;

#[derive(Component)]
struct TryAgain;

#[derive(Component)]
struct NextExercise;

#[derive(Component)]
struct TakeBack;

#[derive(Component)]
struct KeepMove;

#[derive(Component)]
struct TeachingText;

/// The moves played (and those after a reviewed position).
#[derive(Component)]
struct MoveList;

/// The opening's name, above the move list.
#[derive(Component)]
struct OpeningLine;

/// A move in the list: a click shows the position after it.
#[derive(Component)]
struct MoveChip;

/// The list's colours: the position shown, moves before it, moves after it.
const CHIP_CURRENT: Color = Color::srgb(0.13, 0.42, 0.26);
const CHIP: Color = Color::srgba(1.0, 1.0, 1.0, 0.06);
const CHIP_LATER: Color = Color::srgba(1.0, 1.0, 1.0, 0.02);

/// Undo or Redo: disabled when there is nothing to take back or replay.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum History {
    Undo,
    Redo,
}

/// A button of the HUD's bar.
#[derive(Component)]
struct BarButton;

/// The bar's Hints, lit while hints are on.
#[derive(Component)]
struct HintsButton;

/// The bar's Analyse: not while a rated online game is played.
#[derive(Component)]
struct AnalyseButton;

/// An online game's Resign: asked twice.
#[derive(Component)]
struct ResignButton;

fn player_row(side: Side, font: &HeadingFont) -> impl Bundle {
    let (face, rim) = match side {
        Side::Black => (Color::srgb(0.03, 0.03, 0.035), Color::srgb(0.5, 0.5, 0.5)),
        Side::White => (Color::srgb(0.95, 0.94, 0.9), Color::srgb(0.6, 0.6, 0.6)),
    };
    (
        PlayerRow(side),
        Node {
            flex_direction: FlexDirection::Column,
            padding: UiRect::axes(px(6), px(4)),
            border_radius: BorderRadius::all(px(8)),
            flex_grow: 1.0,
            min_width: px(0),
            ..default()
        },
        BackgroundColor(Color::NONE),
        Pickable::IGNORE,
        children![
            // Online, the name across the row: a long one wraps, one of 24
            // wide letters breaks, rather than push the clock out.
            (
                RowText::Name(side),
                text("", TextSize::PX15, TEXT),
                TextLayout::linebreak(LineBreak::WordOrCharacter),
                Node {
                    display: Display::None,
                    ..default()
                },
            ),
            (
                Node {
                    flex_direction: FlexDirection::Row,
                    align_items: AlignItems::Center,
                    column_gap: px(4),
                    ..default()
                },
                Pickable::IGNORE,
                children![
                    // The player's disc.
                    (
                        Node {
                            width: px(24),
                            height: px(24),
                            border: UiRect::all(px(2)),
                            border_radius: BorderRadius::MAX,
                            ..default()
                        },
                        BackgroundColor(face),
                        BorderColor::all(rim),
                        Pickable::IGNORE,
                    ),
                    (
                        Node {
                            flex_direction: FlexDirection::Column,
                            ..default()
                        },
                        Pickable::IGNORE,
                        children![
                            (RowText::Discs(side), heading("", TextSize::PX22, font)),
                            (RowText::Supply(side), text("", TextSize::PX14, MUTED)),
                        ],
                    ),
                    (
                        RowText::Clock(side),
                        heading("", TextSize::PX22, font),
                        Node {
                            display: Display::None,
                            margin: UiRect::left(Val::Auto),
                            ..default()
                        },
                    ),
                ],
            ),
        ],
    )
}

fn spawn_hud(mut commands: Commands, font: Res<HeadingFont>) {
    commands
        .spawn((
            Name::new("HUD panel"),
            HudPart(Part::Panel),
            side_panel(),
            Visibility::Hidden,
            Pickable::IGNORE,
        ))
        .with_children(|panel| {
            panel
                .spawn((
                    HudPart(Part::Players),
                    Node {
                        flex_direction: FlexDirection::Column,
                        row_gap: px(4),
                        column_gap: px(8),
                        ..default()
                    },
                    Pickable::IGNORE,
                ))
                .with_children(|players| {
                    players.spawn(player_row(Side::Black, &font));
                    players.spawn(player_row(Side::White, &font));
                });
            panel
                .spawn((
                    ResultText,
                    heading("", TextSize::PX28, &font),
                    Node {
                        display: Display::None,
                        ..default()
                    },
                ))
                .insert(TextColor(BANNER));
            panel.spawn((StatusText, text("", TextSize::PX16, MUTED)));
            panel.spawn((BannerText, text("", TextSize::PX17, BANNER)));
            panel.spawn((EvaluationLine, text("", TextSize::PX14, MUTED)));
            panel.spawn(teaching_box(false));
            panel.spawn((
                OpeningLine,
                text("", TextSize::PX14, MUTED),
                Node {
                    display: Display::None,
                    ..default()
                },
            ));
            panel.spawn((
                Name::new("Move list"),
                MoveList,
                // The room left below the lines above it: where they take
                // more than was reckoned (a result, a long opening's
                // name), it scrolls to its last rows rather than run out
                // of the panel.
                Node {
                    flex_direction: FlexDirection::Row,
                    flex_wrap: FlexWrap::Wrap,
                    align_content: AlignContent::FlexStart,
                    row_gap: px(2),
                    column_gap: px(2),
                    flex_grow: 1.0,
                    min_height: px(0),
                    overflow: Overflow::scroll_y(),
                    ..default()
                },
                Pickable::IGNORE,
            ));
        });
    // On a phone the HUD has no room for the pause: it shows below it, over
    // the top of the board's area.
    commands
        .spawn((HudPart(Part::Pause), side_panel(), Visibility::Hidden))
        .with_child(teaching_box(true));
    commands
        .spawn((
            Name::new("HUD buttons"),
            HudPart(Part::Bar),
            TabGroup::new(0),
            Node {
                position_type: PositionType::Absolute,
                flex_direction: FlexDirection::Column,
                flex_wrap: FlexWrap::Wrap,
                align_content: AlignContent::FlexStart,
                justify_content: JustifyContent::Center,
                ..default()
            },
            Visibility::Hidden,
            Pickable::IGNORE,
        ))
        .with_children(|bar| {
            let game = |command| (BarButton, Sends(command));
            bar.spawn(button(
                "button-rematch",
                (Rematch, game(GameCommand::Start)),
            ));
            bar.spawn(button(
                "button-undo",
                (History::Undo, game(GameCommand::Undo)),
            ));
            bar.spawn(button(
                "button-redo",
                (History::Redo, game(GameCommand::Redo)),
            ));
            let hints = (HintsButton, Selected::default(), BarButton);
            bar.spawn(button(
                "button-hints",
                (hints, Change(|s| s.hints = !s.hints)),
            ));
            // The web's Share copies the game's link; the desktop's Copy,
            // the moves.
            let share = if cfg!(target_arch = "wasm32") {
                "button-share"
            } else {
                "button-copy"
            };
            bar.spawn(button(share, (BarButton, Sends(ShareGame))));
            bar.spawn(button(
                "button-analyse",
                (AnalyseButton, BarButton, Sends(AnalyseGame)),
            ));
            bar.spawn(button("online-resign", (ResignButton, BarButton)));
            bar.spawn(button(
                "button-settings",
                (BarButton, PanelButton(Panel::Settings)),
            ));
            bar.spawn(button("button-new-game", game(GameCommand::Menu)));
        });
}

fn show_hud(screen: Res<State<Screen>>, mut parts: Query<(&HudPart, &mut Visibility)>) {
    let wanted = if matches!(screen.get(), Screen::Title | Screen::Tour) {
        Visibility::Hidden
    } else {
        Visibility::Inherited
    };
    for (part, mut visibility) in &mut parts {
        if !matches!(part.0, Part::Players | Part::Pause) && *visibility != wanted {
            *visibility = wanted;
        }
    }
}

/// Puts the panel and the bar where the layout says, the players side by
/// side in tall windows, the buttons in a column or in rows.
fn arrange_hud(
    layout: Res<ScreenLayout>,
    mut parts: Query<(&HudPart, &mut Node)>,
    mut buttons: Query<(&mut Node, &Children), (With<BarButton>, Without<HudPart>)>,
    mut labels: Query<&mut TextFont>,
    mut rows: Query<&mut Node, (With<PlayerRow>, Without<HudPart>, Without<BarButton>)>,
    added: Query<(), Added<HudPart>>,
) {
    if !layout.is_changed() && added.is_empty() {
        return;
    }
    // Side by side, each player has half the width, whatever the names.
    for mut row in &mut rows {
        row.flex_basis = if layout.portrait { px(0) } else { Val::Auto };
    }
    for (part, mut node) in &mut parts {
        match part.0 {
            Part::Panel => place(&mut node, layout.hud, layout.scale),
            Part::Bar => {
                place(&mut node, layout.bar, layout.scale);
                node.flex_direction = bar_direction(&layout);
            }
            Part::Players => {
                node.flex_direction = bar_direction(&layout);
            }
            Part::Pause => {}
        }
    }
    // A phone's two rows take every button in every language with their
    // words a little smaller.
    let size = if layout.portrait {
        TextSize::PX15
    } else {
        TextSize::PX18
    };
    for (mut node, children) in &mut buttons {
        size_bar_button(&mut node, &layout);
        let mut labels = labels.iter_many_mut(children);
        while let Some(mut font) = labels.fetch_next() {
            *font = size.font();
        }
    }
}

/// The players' rows, and the opening's line above the move list.
fn update_players(
    record: Res<GameRecord>,
    locale: Res<Locale>,
    screen: Res<State<Screen>>,
    opening: Res<CurrentOpening>,
    online: Option<Res<Online>>,
    time: Res<Time<Real>>,
    mut rows: Query<(&PlayerRow, &mut BackgroundColor)>,
    mut texts: Query<(&RowText, &mut Text, &mut Node, &mut TextColor), Without<OpeningLine>>,
    mut line: Query<(&mut Text, &mut Node), (With<OpeningLine>, Without<RowText>)>,
    layout: Res<ScreenLayout>,
) {
    let changed = record.is_changed()
        || screen.is_changed()
        || locale.is_changed()
        || opening.is_changed()
        || layout.is_changed();
    let position = record.game().position();
    let to_move = (*screen.get() == Screen::Playing).then(|| position.side_to_move());
    if changed {
        if let Ok((mut text, mut node)) = line.single_mut() {
            // A phone's HUD gives an online game's room to the names.
            if layout.portrait && record.online().is_some() {
                show(node, false);
            } else {
                update_opening_line(&opening, &record, &locale, (&mut text, node.reborrow()));
            }
        }
        for (row, mut background) in &mut rows {
            background.0 = if to_move == Some(row.0) {
                TO_MOVE
            } else {
                Color::NONE
            };
        }
    }
    for (part, mut text, mut node, mut color) in &mut texts {
        let wanted = match *part {
            RowText::Discs(side) if changed => Msg::new("hud-count")
                .with("side", side_key(side))
                .with("count", position.count(side)),
            RowText::Supply(side) if changed => {
                Msg::new("hud-supply").with("count", record.game().supply(side))
            }
            // Online, every frame: a player gone counts the time.
            RowText::Name(side) => {
                let followed = followed(&online, &record);
                show(node.reborrow(), followed.is_some());
                let Some(followed) = followed else { continue };
                let wanted = locale.say(seat_msg(followed, side, time.elapsed()));
                if text.0 != wanted {
                    text.0 = wanted;
                }
                continue;
            }
            // The clocks every frame: the running one changes; online, the
            // server's.
            RowText::Clock(side) => {
                let left = match followed(&online, &record) {
                    Some(followed) => Some(followed.clock_left(side, time.elapsed())),
                    None => record.clock_left(side),
                };
                show(node.reborrow(), left.is_some());
                let tint = match left {
                    Some(left) if to_move == Some(side) && left < LOW_TIME => CLOCK_LOW,
                    _ if to_move == Some(side) => TEXT,
                    _ => MUTED,
                };
                color.set_if_neq(TextColor(tint));
                let face = left.map_or(String::new(), clock_face);
                if text.0 != face {
                    text.0 = face;
                }
                continue;
            }
            _ => continue,
        };
        let wanted = locale.say(wanted);
        if text.0 != wanted {
            text.0 = wanted;
        }
    }
}

/// The online game on the board, as the server told it.
fn followed<'a>(online: &'a Option<Res<Online>>, record: &GameRecord) -> Option<&'a Followed> {
    online
        .as_ref()?
        .game
        .as_ref()
        .filter(|_| record.online().is_some())
}

/// An online seat's line: the name, the rating (`?` while provisional),
/// and how long the player has been gone.
fn seat_msg(followed: &Followed, side: Side, now: std::time::Duration) -> Msg {
    let seat = match side {
        Side::Black => &followed.view.black,
        Side::White => &followed.view.white,
    };
    let Some(seat) = seat else {
        return Msg::new("online-seat-empty");
    };
    let gone = followed.gone_since[side.index()]
        .map_or(0, |since| now.saturating_sub(since).as_secs().max(1));
    Msg::new("online-seat")
        .with("name", seat.player.name.as_str())
        .with("rating", seat.player.rating.round())
        .with("provisional", if seat.player.provisional { 1 } else { 0 })
        .with("gone", gone)
}

/// The player's rating change in a finished rated game, rounded.
fn rating_change(followed: &Followed) -> Option<i64> {
    let change = followed.view.result.as_ref()?.rating_change?;
    Some(change[followed.seat()?.index()].round() as i64)
}

/// Under this, a clock shows tenths, and the running one turns red.
const LOW_TIME: std::time::Duration = std::time::Duration::from_secs(10);
const CLOCK_LOW: Color = Color::srgb(1.0, 0.45, 0.4);

/// A clock's face: `4:05`, and under ten seconds `0:09.4` (rounded down, as
/// players' clocks are).
fn clock_face(left: std::time::Duration) -> String {
    let seconds = left.as_secs();
    if left < LOW_TIME {
        format!("0:0{seconds}.{}", left.subsec_millis() / 100)
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// "White: AI level 10 (Champion) is thinking…", for the side the AI was given.
fn thinking_msg(side: &'static str, level: &Level, locale: &Locale) -> Msg {
    Msg::new("status-thinking")
        .with("side", side)
        .with("number", level.number)
        .with("name", locale.say(LEVEL_NAMES[level.number as usize - 1]))
}

/// Where the game is: its screen, whose turn, the AI's search.
#[derive(SystemParam)]
struct Moment<'w> {
    screen: Res<'w, State<Screen>>,
    turn: Option<Res<'w, State<Turn>>>,
    task: Option<Res<'w, AiTask>>,
}

/// What can keep a game waiting for the player: a teaching game's check, an
/// opening practised, an exercise (with the puzzles' progress).
#[derive(SystemParam)]
struct Waits<'w> {
    check: Res<'w, TeachingCheck>,
    practice: Res<'w, OpeningPractice>,
    exercise: Res<'w, Exercise>,
    progress: Res<'w, PuzzleProgress>,
}

impl Waits<'_> {
    fn is_changed(&self) -> bool {
        self.check.is_changed()
            || self.practice.is_changed()
            || self.exercise.is_changed()
            || self.progress.is_changed()
    }
}

fn update_status(
    record: Res<GameRecord>,
    locale: Res<Locale>,
    settings: Res<Settings>,
    count: Res<Count>,
    moment: Moment,
    waits: Waits,
    online: Option<Res<Online>>,
    mut status: Single<&mut Text, With<StatusText>>,
) {
    let Moment { screen, turn, task } = moment;
    let followed = followed(&online, &record);
    let Waits {
        check,
        practice,
        exercise,
        ..
    } = waits;
    let paused = check.paused.is_some() || practice.pause.is_some();
    let answered = record.exercise() && exercise.verdict.is_some();
    let position = record.game().position();
    let side = side_key(position.side_to_move());
    let thinking = task.map_or(side, |task| side_key(task.side()));
    let level = settings.level();
    let ply = record.game().moves().len();
    let total = ply + record.game().undone_moves().len();
    let msg = match (screen.get(), turn.as_ref().map(|t| *t.get())) {
        (Screen::GameOver, _) if !count.done => Msg::new("status-counting")
            .with("black", count.black)
            .with("white", count.white),
        // The result itself is announced above, large; online, the rating's
        // change under it.
        (Screen::GameOver, _) if followed.and_then(rating_change).is_some() => {
            let change = followed.and_then(rating_change).unwrap_or_default();
            Msg::new("online-rating-change").with("change", format!("{change:+}"))
        }
        (Screen::GameOver, _) => match record.teaching() {
            Some(teaching) => Msg::new("status-game-over-teaching").with("count", teaching.chances),
            None => Msg::new("status-game-over"),
        },
        (Screen::Playing, _)
            if followed.is_some()
                && !online
                    .as_ref()
                    .is_some_and(|o| o.connection == Connection::Connected) =>
        {
            Msg::new("online-reconnecting")
        }
        (_, Some(Turn::Remote)) => {
            let seat = match position.side_to_move() {
                Side::Black => followed.and_then(|f| f.view.black.as_ref()),
                Side::White => followed.and_then(|f| f.view.white.as_ref()),
            };
            let name = seat.map_or(String::new(), |s| s.player.name.clone());
            Msg::new("status-remote")
                .with("side", side)
                .with("name", name)
        }
        (_, Some(Turn::Checking)) if paused => Msg::new("status-teaching-paused"),
        (_, Some(Turn::Checking | Turn::Animating | Turn::Deciding))
            if answered && exercise.playing_line() =>
        {
            Msg::new("status-exercise-line")
        }
        (_, Some(Turn::Checking)) if answered => Msg::new("status-exercise-done"),
        (_, Some(Turn::Human)) if record.exercise() => Msg::new("status-exercise-move"),
        (_, Some(Turn::Checking)) => Msg::new("status-checking"),
        (_, Some(Turn::AiThinking)) => thinking_msg(thinking, &level, &locale),
        (_, Some(Turn::Passing)) => Msg::new("status-must-pass").with("side", side),
        (_, Some(Turn::Reviewing)) => Msg::new("status-review-waiting")
            .with("ply", ply)
            .with("total", total)
            .with("side", side),
        _ if record.reviewing() => Msg::new("status-review")
            .with("ply", ply)
            .with("total", total)
            .with("side", side),
        // Keep the line while the discs move.
        (_, Some(Turn::Animating | Turn::Deciding)) if !locale.is_changed() => return,
        _ if record.to_move() == PlayerKind::Human => Msg::new("status-to-move-mode")
            .with("side", side)
            .with("mode", locale.say(record.mode().label())),
        _ => Msg::new("status-to-move").with("side", side),
    };
    let line = locale.say(msg);
    if status.0 != line {
        status.0 = line;
    }
}

/// Take back and Keep, Try again and Next, from either box.
fn press_pause_button(
    press: On<Activate>,
    buttons: Query<(
        Has<TakeBack>,
        Has<KeepMove>,
        Has<TryAgain>,
        Has<NextExercise>,
    )>,
    exercise: Res<Exercise>,
    mut commands: MessageWriter<GameCommand>,
    mut asked: MessageWriter<StartExercise>,
) {
    match buttons.get(press.entity) {
        Ok((true, ..) | (_, _, true, _)) => {
            commands.write(GameCommand::Undo);
        }
        Ok((_, true, ..)) => {
            commands.write(GameCommand::KeepMove);
        }
        Ok((.., true)) => {
            if let Some(next) = exercise.next() {
                asked.write(next);
            }
        }
        _ => {}
    }
}

/// A teaching game's pause, while the game waits for the player's choice:
/// in the HUD, or on a phone below it.
fn update_teaching_box(
    waits: Waits,
    record: Res<GameRecord>,
    locale: Res<Locale>,
    layout: Res<ScreenLayout>,
    mut boxes: Query<(&TeachingBox, &mut Node)>,
    mut rows: Query<
        (&mut Node, Has<PauseButtons>),
        (
            Or<(With<PauseButtons>, With<ExerciseButtons>)>,
            Without<TeachingBox>,
        ),
    >,
    mut parts: Query<
        (&HudPart, &mut Node, &mut Visibility),
        (
            Without<TeachingBox>,
            Without<PauseButtons>,
            Without<ExerciseButtons>,
        ),
    >,
    mut words: Query<&mut Text, With<TeachingText>>,
) {
    if !waits.is_changed() && !locale.is_changed() && !layout.is_changed() && !record.is_changed() {
        return;
    }
    let Waits {
        check,
        practice,
        exercise,
        progress,
    } = waits;
    let practice_words = record
        .practised()
        .and_then(|opening| practice.words(opening, &locale));
    let paused = check.paused.is_some() || practice_words.is_some();
    let text = match (&check.paused, practice_words) {
        (Some(pause), _) => pause.words(&locale),
        (None, Some(words)) => words,
        (None, None) if record.exercise() => exercise.words(&locale, &progress),
        (None, None) => String::new(),
    };
    let open = !text.is_empty();
    for (pause, mut node) in &mut boxes {
        let shown = open && pause.overlay == layout.portrait;
        node.display = if shown { Display::Flex } else { Display::None };
    }
    let answered = record.exercise() && exercise.verdict.is_some();
    for (mut node, pause) in &mut rows {
        let shown = if pause { paused } else { answered };
        node.display = if shown { Display::Flex } else { Display::None };
    }
    for mut line in &mut words {
        line.0.clone_from(&text);
    }
    for (part, mut node, mut visibility) in &mut parts {
        if part.0 != Part::Pause {
            continue;
        }
        let shown = open && layout.portrait;
        *visibility = if shown {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        let gap = layout.hud.min.y;
        node.left = px(layout.hud.min.x / layout.scale);
        node.top = px((layout.hud.max.y + gap) / layout.scale);
        node.width = px(layout.hud.width() / layout.scale);
    }
}

/// The evaluation's reason for its best move, for the position shown, while
/// a player is to move.
fn update_evaluation_line(
    record: Res<GameRecord>,
    evaluation: Res<Evaluation>,
    settings: Res<Settings>,
    locale: Res<Locale>,
    turn: Option<Res<State<Turn>>>,
    mut line: Single<&mut Text, With<EvaluationLine>>,
) {
    // Worked out again only when something it says changed, not each frame.
    let turn_changed = turn.as_ref().is_some_and(|t| t.is_changed());
    if !(record.is_changed()
        || evaluation.is_changed()
        || settings.is_changed()
        || locale.is_changed()
        || turn_changed)
    {
        return;
    }
    let position = record.game().position();
    let wanted = (settings.evaluation
        && turn.is_some_and(|t| *t.get() == Turn::Human)
        && evaluation.position.as_ref() == Some(position))
    .then(|| best_move_line(position, &evaluation.scores, &locale))
    .flatten()
    .unwrap_or_default();
    if line.0 != wanted {
        line.0 = wanted;
    }
}

/// "Opening: Tiger" while the game is in a named line, the last one named
/// after it leaves; no line before the first named position.
fn update_opening_line(
    opening: &CurrentOpening,
    record: &GameRecord,
    locale: &Locale,
    (text, node): (&mut Text, Mut<Node>),
) {
    // An opening practised: its name and line.
    let msg = record.practised().map(practising_msg).or(opening.msg());
    let words = msg.map(|msg| locale.say(msg));
    show(node, words.is_some());
    let words = words.unwrap_or_default();
    if text.0 != words {
        text.0 = words;
    }
}

fn update_banner(banner: Res<Banner>, mut text: Single<&mut Text, With<BannerText>>) {
    if banner.is_changed() && text.0 != banner.text {
        text.0 = banner.text.clone();
    }
}

/// Undo and Redo usable as the record allows; Hints lit while on.
fn enable_history(
    record: Res<GameRecord>,
    settings: Res<Settings>,
    buttons: Query<(Entity, &History, Has<InteractionDisabled>)>,
    mut hints: Query<&mut Selected, With<HintsButton>>,
    mut commands: Commands,
) {
    if settings.is_changed() {
        for mut lit in &mut hints {
            lit.set_if_neq(Selected(settings.hints));
        }
    }
    if !record.is_changed() {
        return;
    }
    for (entity, history, disabled) in &buttons {
        let possible = match history {
            History::Undo => record.can_undo(),
            History::Redo => record.can_redo(),
        };
        if possible && disabled {
            commands.entity(entity).remove::<InteractionDisabled>();
        } else if !possible && !disabled {
            commands.entity(entity).insert(InteractionDisabled);
        }
    }
}

/// An online game's bar: no Undo or Redo (the server keeps the game),
/// no Hints or Analyse while a rated one is played, Resign while it is.
fn show_online_buttons(
    record: Res<GameRecord>,
    mut buttons: Query<
        (
            &mut Node,
            Has<History>,
            Has<HintsButton>,
            Has<AnalyseButton>,
            Has<ResignButton>,
        ),
        With<BarButton>,
    >,
) {
    if !record.is_changed() {
        return;
    }
    let online = record.online().is_some();
    let seated = matches!(record.mode(), crate::settings::Mode::Online(_));
    for (node, history, hints, analyse, resign) in &mut buttons {
        let shown = if history {
            !online
        } else if hints || analyse {
            record.allows_help()
        } else if resign {
            online && seated && !record.finished()
        } else {
            continue;
        };
        show(node, shown);
    }
}

/// Resign, pressed once, asks; pressed again while the question shows,
/// resigns.
fn press_resign(
    press: On<Activate>,
    buttons: Query<(), With<ResignButton>>,
    record: Res<GameRecord>,
    time: Res<Time<Real>>,
    mut asked: Local<Option<std::time::Duration>>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    if !buttons.contains(press.entity) {
        return;
    }
    let Some(online) = record.online().filter(|_| !record.finished()) else {
        return;
    };
    let now = time.elapsed();
    if asked.is_some_and(|at| now.saturating_sub(at) < banner::QUESTION) {
        *asked = None;
        banner.clear();
        requests.write(OnlineRequest::Ask(Request::Resign {
            code: online.code.clone(),
        }));
    } else {
        *asked = Some(now);
        banner.show(locale.say("online-resign-sure"), banner::QUESTION);
    }
}

/// The move list: each move numbered, in the notation players use (`f5`,
/// `pass`; `↔` marks a disc handed over by the opponent). The moves nearest
/// the position shown are kept when the panel has no room for all.
fn update_move_list(
    record: Res<GameRecord>,
    locale: Res<Locale>,
    layout: Res<ScreenLayout>,
    screen: Res<State<Screen>>,
    list: Single<(Entity, Option<&Children>, &mut ScrollPosition), With<MoveList>>,
    mut commands: Commands,
) {
    if !record.is_changed() && !layout.is_changed() && !screen.is_changed() && !locale.is_changed()
    {
        return;
    }
    let (list, chips, mut scrolled) = list.into_inner();
    // The layout clamps it to the last row.
    scrolled.y = f32::MAX;
    for chip in chips.into_iter().flatten() {
        commands.entity(*chip).despawn();
    }
    if matches!(screen.get(), Screen::Title | Screen::Tour) {
        return;
    }
    let played = record.game().moves().len();
    let all: Vec<_> = record
        .game()
        .moves()
        .iter()
        .chain(record.game().undone_moves())
        .collect();
    // As many as the panel has room for below the players and the status
    // (estimated in unscaled pixels: chips are about 50 wide, 24 high).
    let (width, height) = (
        layout.hud.width() / layout.scale,
        layout.hud.height() / layout.scale,
    );
    // The opening's line included.
    let above = if layout.portrait { 134.0 } else { 214.0 };
    let per_row = ((width - 24.0) / 50.0).floor().max(1.0);
    let rows = ((height - above) / 24.0).floor().max(1.0);
    let room = (per_row * rows) as usize;
    let first = played
        .saturating_sub(room * 3 / 4)
        .min(all.len().saturating_sub(room));
    commands.entity(list).with_children(|list| {
        for (index, m) in all.iter().enumerate().skip(first).take(room) {
            let name = match m.mv {
                reversi_engine::Move::Place(square) => square.to_string(),
                reversi_engine::Move::Pass => locale.say("move-pass"),
            };
            let hand_over = if m.handed_over { "↔" } else { "" };
            let background = match (index + 1).cmp(&played) {
                std::cmp::Ordering::Equal => CHIP_CURRENT,
                std::cmp::Ordering::Less => CHIP,
                std::cmp::Ordering::Greater => CHIP_LATER,
            };
            let label = if index >= played { MUTED } else { TEXT };
            let ply = index + 1;
            list.spawn((
                MoveChip,
                Button,
                Node {
                    padding: UiRect::axes(px(5), px(2)),
                    border_radius: BorderRadius::all(px(4)),
                    ..default()
                },
                BackgroundColor(background),
                children![text(
                    format!("{ply}. {name}{hand_over}"),
                    TextSize::PX13,
                    label
                )],
            ))
            .observe(
                move |_: On<Activate>, mut commands: MessageWriter<GameCommand>| {
                    commands.write(GameCommand::GoTo(ply));
                },
            );
        }
    });
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use bevy::state::app::StatesPlugin;
    use bevy::time::TimeUpdateStrategy;

    use super::*;
    use crate::ai::AiEngine;
    use crate::settings::Mode;

    /// The frame the AI's answer is played still belongs to its turn; the
    /// line must not name the side that moves next as the one thinking
    /// (it stayed on screen for the whole flip).
    #[test]
    fn the_thinking_line_names_the_side_the_ai_plays() {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin, crate::logic_plugin));
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            16,
        )));
        app.insert_resource(AiEngine::seeded(1));
        app.add_systems(Update, update_status.in_set(AppSystems::View));
        app.world_mut().spawn((Text::default(), StatusText));
        {
            let mut settings = app.world_mut().resource_mut::<Settings>();
            // The person plays White: the AI opens as Black.
            settings.mode = Mode::HumanVsAi(Side::White);
            settings.min_think = Duration::ZERO;
        }
        app.update();
        app.world_mut().write_message(GameCommand::Start);

        let line = |app: &App, side: Side| {
            let world = app.world();
            let locale = world.resource::<Locale>();
            let level = world.resource::<Settings>().level();
            locale.say(thinking_msg(side_key(side), &level, locale))
        };
        let (right, wrong) = (line(&app, Side::Black), line(&app, Side::White));
        let mut shown = Vec::new();
        let started = Instant::now();
        while app
            .world()
            .resource::<GameRecord>()
            .game()
            .moves()
            .is_empty()
            || app.world().resource::<State<Turn>>().get() != &Turn::Human
        {
            assert!(started.elapsed() < Duration::from_secs(30), "{shown:?}");
            app.update();
            std::thread::sleep(Duration::from_millis(1));
            let text = app
                .world_mut()
                .query::<&Text>()
                .single(app.world())
                .unwrap();
            if shown.last() != Some(&text.0) {
                shown.push(text.0.clone());
            }
        }
        assert!(shown.contains(&right), "{shown:?}");
        assert!(!shown.contains(&wrong), "{shown:?}");
    }
}

//! The lobby: who the player is on the server, a new game (its colour,
//! clock, rated or casual; its code and link for a friend), quick pairing,
//! a bot of a chosen level, the open games to join, and a code to join or
//! watch. Opening it connects; a game that starts closes it. Esc or Done
//! closes it.

use bevy::prelude::*;
use reversi_engine::{Color, TimeControl};
use reversi_online_protocol::{ColorChoice, Request};

use super::{Connection, Online, OnlineRequest};
use crate::i18n::{Locale, Msg, Tr};
use crate::play::banner::{self, Banner};
use crate::play::game::GameRecord;
use crate::screens::{AppSystems, Panel, Screen};
use crate::settings::{Settings, clean_name};
use crate::ui::field::{FieldKind, Submit, TextField, text_field};
use crate::ui::style::{MUTED, TEXT, TextSize, said, text};
use crate::ui::widgets::{Activate, PanelButton, button, chip, spawn_modal};

/// Open games listed at once: a phone's screen holds them.
const LISTED: usize = 5;

pub fn plugin(app: &mut App) {
    app.add_observer(press_choice);
    app.add_observer(submit_field);
    app.add_systems(OnEnter(Panel::Online), (spawn_panel, connect));
    app.add_systems(
        Update,
        (show_lobby, close_when_playing)
            .run_if(in_state(Panel::Online))
            .in_set(AppSystems::View),
    );
}

/// A button of the lobby.
#[derive(Component, Clone, Debug, PartialEq)]
enum Choice {
    Colour,
    Clock,
    Rated,
    Create,
    Quick,
    LevelDown,
    LevelUp,
    Bot,
    Refresh,
    Join(String),
    JoinTyped,
    WatchTyped,
    SaveName,
    CopyLink,
    Withdraw,
    /// Back to the game in play, left for the menu.
    Return,
}

/// The lobby's lines that change: the connection, the game waiting, the
/// open games.
#[derive(Component)]
struct StatusLine;

#[derive(Component)]
struct WaitingBox;

#[derive(Component)]
struct OpenList;

/// The name's field and the code's.
#[derive(Component)]
struct NameField;

#[derive(Component)]
struct CodeField;

/// A stepped button's words.
#[derive(Component, Clone, Copy)]
enum Stepped {
    Colour,
    Clock,
    Rated,
    Level,
}

fn row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        column_gap: px(4),
        ..default()
    }
}

fn column() -> Node {
    Node {
        flex_direction: FlexDirection::Column,
        align_items: AlignItems::Center,
        row_gap: px(2),
        width: percent(100),
        ..default()
    }
}

fn spawn_panel(mut commands: Commands, settings: Res<Settings>, online: Res<Online>) {
    // The name chosen, else the one the server gave.
    let name = match (&online.me, settings.name.is_empty()) {
        (Some(me), true) => me.name.clone(),
        _ => settings.name.clone(),
    };
    spawn_modal(
        &mut commands,
        Panel::Online,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(14)),
            row_gap: px(4),
            width: px(640),
            max_width: percent(96),
            max_height: percent(96),
            overflow: Overflow::scroll_y(),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        |panel| {
            panel.spawn(said("online-title", TextSize::PX24, TEXT));
            panel.spawn((
                StatusLine,
                text("", TextSize::PX15, MUTED),
                Node {
                    max_width: percent(100),
                    ..default()
                },
                TextLayout::justify(Justify::Center),
            ));
            panel.spawn(row()).with_children(|row| {
                let field = TextField {
                    value: name,
                    kind: FieldKind::Words,
                    max_chars: 24,
                    hint: "online-name-hint",
                };
                row.spawn(text_field(field, 240.0, NameField));
                row.spawn(chip("online-save-name", Choice::SaveName));
            });
            panel.spawn(said("online-new-game", TextSize::PX18, TEXT));
            panel.spawn(row()).with_children(|row| {
                row.spawn(chip("", (Choice::Colour, Stepped::Colour)));
                row.spawn(chip("", (Choice::Clock, Stepped::Clock)));
                row.spawn(chip("", (Choice::Rated, Stepped::Rated)));
            });
            panel.spawn(row()).with_children(|row| {
                row.spawn(button("online-create", Choice::Create));
                row.spawn(button("online-quick", Choice::Quick));
            });
            panel.spawn((WaitingBox, column()));
            panel.spawn(row()).with_children(|row| {
                row.spawn(chip("button-level-down", Choice::LevelDown));
                row.spawn((Stepped::Level, text("", TextSize::PX16, TEXT)));
                row.spawn(chip("button-level-up", Choice::LevelUp));
                row.spawn(button("online-bot", Choice::Bot));
            });
            panel.spawn(said("online-open-games", TextSize::PX18, TEXT));
            panel.spawn((OpenList, column()));
            panel.spawn(row()).with_children(|row| {
                let field = TextField {
                    value: String::new(),
                    kind: FieldKind::Code,
                    max_chars: 8,
                    hint: "online-code-hint",
                };
                row.spawn(text_field(field, 170.0, CodeField));
                row.spawn(chip("online-join", Choice::JoinTyped));
                row.spawn(chip("online-watch", Choice::WatchTyped));
            });
            panel.spawn(button("button-done", PanelButton(Panel::None)));
        },
    );
}

/// Opening the lobby connects and asks for the open games.
fn connect(mut requests: MessageWriter<OnlineRequest>) {
    requests.write(OnlineRequest::Ask(Request::List));
}

fn colour_choice(colour: Option<Color>) -> ColorChoice {
    match colour {
        Some(Color::Black) => ColorChoice::Black,
        Some(Color::White) => ColorChoice::White,
        None => ColorChoice::Random,
    }
}

/// The clocks a new game steps through.
const CLOCKS: [TimeControl; 6] = [
    TimeControl::new(1, 0),
    TimeControl::new(3, 2),
    TimeControl::new(5, 0),
    TimeControl::new(10, 5),
    TimeControl::new(15, 10),
    TimeControl::new(30, 0),
];

fn press_choice(
    press: On<Activate>,
    choices: Query<&Choice>,
    mut fields: Query<(&mut TextField, Has<NameField>)>,
    mut settings: ResMut<Settings>,
    online: Res<Online>,
    mut clipboard: Option<ResMut<bevy::clipboard::Clipboard>>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut requests: MessageWriter<OnlineRequest>,
) {
    let Ok(choice) = choices.get(press.entity) else {
        return;
    };
    let typed = |name: bool| {
        fields
            .iter()
            .find(|(_, is_name)| *is_name == name)
            .map(|(field, _)| field.value.clone())
            .unwrap_or_default()
    };
    let clock = settings.online_clock.to_string();
    let request = match choice {
        Choice::Colour => {
            settings.online_colour = match settings.online_colour {
                None => Some(Color::Black),
                Some(Color::Black) => Some(Color::White),
                Some(Color::White) => None,
            };
            return;
        }
        Choice::Clock => {
            let at = CLOCKS.iter().position(|&c| c == settings.online_clock);
            settings.online_clock = CLOCKS[at.map_or(0, |i| (i + 1) % CLOCKS.len())];
            return;
        }
        Choice::Rated => {
            settings.online_rated = !settings.online_rated;
            return;
        }
        Choice::LevelDown | Choice::LevelUp => {
            settings.step_level(*choice == Choice::LevelUp);
            return;
        }
        Choice::Create => Request::Create {
            color: colour_choice(settings.online_colour),
            clock,
            rated: settings.online_rated,
        },
        Choice::Quick => Request::Quick {
            clock,
            rated: settings.online_rated,
        },
        Choice::Bot => Request::Bot {
            level: settings.level,
            color: colour_choice(settings.online_colour),
            clock,
        },
        Choice::Refresh => Request::List,
        Choice::Join(code) => Request::Join { code: code.clone() },
        Choice::JoinTyped | Choice::WatchTyped => {
            let code = typed(false);
            if code.is_empty() {
                banner.show(locale.say("online-code-missing"), banner::REFUSAL);
                return;
            }
            if *choice == Choice::JoinTyped {
                Request::Join { code }
            } else {
                Request::Watch { code }
            }
        }
        Choice::SaveName => {
            let name = clean_name(&typed(true));
            if name.is_empty() {
                return;
            }
            settings.name = name.clone();
            Request::SetName { name }
        }
        Choice::CopyLink => {
            let Some((_, link)) = &online.created else {
                return;
            };
            let said = match clipboard.as_mut().map(|c| c.set_text(link.clone())) {
                Some(Ok(())) => Msg::new("online-link-copied"),
                Some(Err(error)) => {
                    Msg::new("record-nothing-copied").with("reason", error.to_string())
                }
                None => return,
            };
            banner.show(locale.say(said), banner::NOTE);
            return;
        }
        Choice::Withdraw => {
            let Some((code, _)) = &online.created else {
                return;
            };
            Request::Leave { code: code.clone() }
        }
        // The server sends the game afresh, clocks and all.
        Choice::Return => {
            let Some(game) = &online.game else {
                return;
            };
            Request::Watch {
                code: game.view.code.clone(),
            }
        }
    };
    // The code typed has done its work.
    for (mut field, is_name) in &mut fields {
        if !is_name && matches!(request, Request::Join { .. } | Request::Watch { .. }) {
            field.value.clear();
        }
    }
    requests.write(OnlineRequest::Ask(request));
}

/// Enter in the name saves it; in the code, joins.
fn submit_field(
    submit: On<Submit>,
    names: Query<(), With<NameField>>,
    choices: Query<(Entity, &Choice)>,
    mut commands: Commands,
) {
    let wanted = if names.contains(submit.entity) {
        Choice::SaveName
    } else {
        Choice::JoinTyped
    };
    if let Some((button, _)) = choices.iter().find(|(_, c)| **c == wanted) {
        commands.trigger(Activate { entity: button });
    }
}

/// What the lobby shows of the server's state and the choices.
fn show_lobby(
    online: Res<Online>,
    settings: Res<Settings>,
    locale: Res<Locale>,
    mut status: Query<&mut Text, With<StatusLine>>,
    stepped: Query<(Entity, &Stepped, Option<&Children>)>,
    mut labels: Query<&mut Tr>,
    mut texts: Query<&mut Text, Without<StatusLine>>,
    waiting: Query<(Entity, Option<&Children>), With<WaitingBox>>,
    lists: Query<(Entity, Option<&Children>), With<OpenList>>,
    added: Query<(), Added<StatusLine>>,
    mut commands: Commands,
) {
    let fresh = !added.is_empty();
    if !(fresh || online.is_changed() || settings.is_changed() || locale.is_changed()) {
        return;
    }
    let line = locale.say(status_msg(&online, &settings));
    for mut text in &mut status {
        if text.0 != line {
            text.0 = line.clone();
        }
    }
    for (entity, stepped, children) in &stepped {
        let msg = match stepped {
            Stepped::Colour => Msg::new("online-colour").with(
                "colour",
                match settings.online_colour {
                    Some(Color::Black) => "black",
                    Some(Color::White) => "white",
                    None => "random",
                },
            ),
            Stepped::Clock => {
                Msg::new("menu-clock").with("control", settings.online_clock.to_string())
            }
            Stepped::Rated => Msg::new(if settings.online_rated {
                "online-rated"
            } else {
                "online-casual"
            }),
            Stepped::Level => Msg::new("online-bot-level").with("level", settings.level),
        };
        match children {
            Some(children) => {
                for &child in children {
                    if let Ok(mut label) = labels.get_mut(child) {
                        label.0 = msg.clone();
                    }
                }
            }
            None => {
                if let Ok(mut text) = texts.get_mut(entity) {
                    text.0 = locale.say(msg);
                }
            }
        }
    }
    if !(fresh || online.is_changed() || locale.is_changed()) {
        return;
    }
    for (entity, children) in &waiting {
        for child in children.into_iter().flatten() {
            commands.entity(*child).despawn();
        }
        // A game in play that the board no longer shows.
        if let Some(game) = online.game.as_ref().filter(|g| g.view.status == "playing") {
            let opponent = match game.seat() {
                Some(Color::Black) => game.view.white.as_ref(),
                Some(Color::White) => game.view.black.as_ref(),
                None => None,
            };
            let name = opponent.map_or(String::new(), |s| s.player.name.clone());
            commands.entity(entity).with_children(|waiting| {
                let msg = Msg::new("online-in-play").with("name", name);
                waiting.spawn(said(msg, TextSize::PX16, TEXT));
                waiting.spawn(button("online-return", Choice::Return));
            });
        }
        let Some((code, link)) = &online.created else {
            continue;
        };
        commands.entity(entity).with_children(|waiting| {
            let msg = Msg::new("online-waiting").with("code", code.as_str());
            let within = || {
                (
                    Node {
                        max_width: percent(100),
                        ..default()
                    },
                    TextLayout::justify(Justify::Center),
                )
            };
            waiting.spawn((said(msg, TextSize::PX16, TEXT), within()));
            if !link.is_empty() {
                waiting.spawn((text(link.as_str(), TextSize::PX14, MUTED), within()));
            }
            waiting.spawn(row()).with_children(|row| {
                if !link.is_empty() {
                    row.spawn(chip("online-copy-link", Choice::CopyLink));
                }
                row.spawn(chip("online-withdraw", Choice::Withdraw));
            });
        });
    }
    let mine = online.me.as_ref().map(|me| me.id.as_str());
    for (entity, children) in &lists {
        for child in children.into_iter().flatten() {
            commands.entity(*child).despawn();
        }
        commands.entity(entity).with_children(|list| {
            let others: Vec<_> = online
                .open_games
                .iter()
                .filter(|g| Some(g.creator.id.as_str()) != mine)
                .take(LISTED)
                .collect();
            if others.is_empty() {
                list.spawn(said("online-no-open-games", TextSize::PX15, MUTED));
            }
            for game in others {
                let line = Node {
                    flex_wrap: FlexWrap::NoWrap,
                    max_width: percent(100),
                    ..row()
                };
                list.spawn(line).with_children(|row| {
                    let msg = Msg::new("online-open-game")
                        .with("name", game.creator.name.as_str())
                        .with("rating", game.creator.rating.round())
                        .with("provisional", if game.creator.provisional { 1 } else { 0 })
                        .with("clock", game.clock.as_str())
                        .with("rated", if game.rated { "rated" } else { "casual" })
                        .with("colour", game.color.as_str());
                    // The words wrap beside their button.
                    row.spawn((
                        said(msg, TextSize::PX15, TEXT),
                        Node {
                            flex_basis: px(0),
                            flex_grow: 1.0,
                            min_width: px(0),
                            ..default()
                        },
                    ));
                    row.spawn(chip("online-join", Choice::Join(game.code.clone())));
                });
            }
            list.spawn(chip("online-refresh", Choice::Refresh));
        });
    }
}

/// The connection and the player, in a line.
pub fn status_msg(online: &Online, settings: &Settings) -> Msg {
    if let Some(notice) = &online.notice {
        return notice.clone();
    }
    match (&online.connection, &online.me) {
        (Connection::Connected, Some(me)) => Msg::new("online-connected")
            .with("name", me.name.as_str())
            .with("rating", me.rating.round())
            .with("provisional", if me.provisional { 1 } else { 0 }),
        (Connection::Refused, _) => Msg::new("online-error").with("code", "version"),
        (Connection::Off, _) => Msg::new("online-offline"),
        _ => Msg::new("online-connecting").with("server", settings.server.as_str()),
    }
}

/// A game that starts (created and joined, paired, a bot's) closes the
/// lobby: the board is the player's.
fn close_when_playing(
    record: Res<GameRecord>,
    screen: Res<State<Screen>>,
    mut panel: ResMut<NextState<Panel>>,
) {
    if record.online().is_some() && *screen.get() == Screen::Playing {
        panel.set(Panel::None);
    }
}

//! The library screen: the games kept (`library`), a page at a time, newest
//! first or in another order, filtered by result, opponent and opening
//! (a game's opening, pressed, filters by it). Each game opens on the
//! board (at its end: the move list reviews it, Analyse judges it) or is
//! deleted (Undo brings it back). Export writes every game to one GGF
//! file; Import reads such a file into the library (`records` fills their
//! slot). Esc or Done closes it.

use bevy::prelude::*;

use crate::i18n::{Locale, Msg, result_msg, side_key};
use crate::library::games::{
    CAPACITY, Ending, Entry, Opponent, Player, ResultFilter, Sort, civil_date,
};
use crate::library::{Library, LibraryPanel};
use crate::play::game::ReplaceGame;
use crate::screens::{AppSystems, Panel};
use crate::settings::Mode;
use crate::ui::style::{MUTED, TEXT, TextSize, said, text};
use crate::ui::widgets::{Activate, PanelButton, Slot, button, chip, spawn_modal};

/// Games on a page: a phone's screen holds them with the buttons.
const PAGE: usize = 6;

pub fn plugin(app: &mut App) {
    app.add_observer(press_choice);
    app.add_systems(OnEnter(Panel::Library), spawn_panel);
    app.add_systems(
        Update,
        fill_list
            .run_if(in_state(Panel::Library))
            .in_set(AppSystems::View),
    );
}

/// Where the list (filters, games, pages) goes.
#[derive(Component)]
struct GameList;

/// A button of the panel.
#[derive(Component, Clone, Copy)]
enum Choice {
    Result,
    Opponent,
    Opening,
    Sort,
    /// The page before (false) or after.
    Page(bool),
    /// The game at this index of the library.
    Open(usize),
    Delete(usize),
    /// Only the games of this game's opening.
    OpeningOf(usize),
    Undelete,
}

fn spawn_panel(mut commands: Commands) {
    spawn_modal(
        &mut commands,
        Panel::Library,
        Node {
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            padding: UiRect::all(px(16)),
            row_gap: px(8),
            width: px(820),
            max_width: percent(96),
            max_height: percent(96),
            border_radius: BorderRadius::all(px(12)),
            ..default()
        },
        |panel| {
            panel.spawn(said("library-title", TextSize::PX24, TEXT));
            panel.spawn((
                GameList,
                Node {
                    flex_direction: FlexDirection::Column,
                    align_items: AlignItems::Center,
                    row_gap: px(4),
                    width: percent(100),
                    ..default()
                },
            ));
        },
    );
}

/// "2026-12-04 09:30", or "—" for a game without a date.
fn date(seconds: u64) -> String {
    if seconds == 0 {
        return "—".into();
    }
    let (year, month, day) = civil_date((seconds / 86_400) as i64);
    let time = seconds % 86_400;
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        time / 3600,
        time / 60 % 60
    )
}

fn player_name(player: &Player, locale: &Locale) -> String {
    match player {
        Player::Human => locale.say("library-person"),
        Player::Ai(level) => locale.say(Msg::new("library-ai").with("level", *level)),
        Player::Named(name) if name.trim().is_empty() => "?".into(),
        Player::Named(name) => name.clone(),
    }
}

fn opponent_label(opponent: Option<&Opponent>) -> Msg {
    let (kind, level) = match opponent {
        None => ("all", 0),
        Some(Opponent::Ai(level)) => ("ai", *level),
        Some(Opponent::TwoPlayers) => ("two", 0),
        Some(Opponent::Others) => ("others", 0),
    };
    Msg::new("library-opponent")
        .with("opponent", kind)
        .with("level", level)
}

/// A game's lines: when and who; how it ended and its accuracy.
fn describe(entry: &Entry, locale: &Locale) -> [String; 2] {
    let [black, white] = &entry.players;
    let ending = match entry.ending() {
        Ending::Score(black, white) => {
            locale.say(result_msg(reversi_engine::Outcome { black, white }))
        }
        Ending::Timeout(side) => locale.say(Msg::new("result-time").with("side", side_key(side))),
        Ending::Forfeit(side, forfeit) => locale.say(forfeit.result(side)),
        Ending::Unfinished => locale.say("library-unfinished"),
    };
    let players = if Opponent::of(entry) == Opponent::TwoPlayers {
        locale.say("library-two")
    } else {
        // An online game's players with their ratings.
        let named = |player, rating: Option<f64>| match rating {
            Some(rating) => format!("{} ({rating:.0})", player_name(player, locale)),
            None => player_name(player, locale),
        };
        locale.say(
            Msg::new("library-players")
                .with("black", named(black, entry.ratings[0]))
                .with("white", named(white, entry.ratings[1])),
        )
    };
    let mut outcome = ending;
    if let [Some(black), Some(white)] = entry.accuracy {
        let accuracy = Msg::new("library-accuracy")
            .with("black", locale.decimal(black as f32))
            .with("white", locale.decimal(white as f32));
        outcome = format!("{outcome} · {}", locale.say(accuracy));
    }
    [format!("{} · {players}", date(entry.date)), outcome]
}

/// A row of buttons that wraps where the panel is narrow.
fn row() -> Node {
    Node {
        flex_direction: FlexDirection::Row,
        flex_wrap: FlexWrap::Wrap,
        justify_content: JustifyContent::Center,
        align_items: AlignItems::Center,
        column_gap: px(6),
        ..default()
    }
}

/// The filters, the page of games, the pages, and the library's buttons:
/// the frame after the panel appears (its entities then exist), and again
/// when the library, the view or the language changes.
fn fill_list(
    mut panel: ResMut<LibraryPanel>,
    library: Res<Library>,
    locale: Res<Locale>,
    lists: Query<(Entity, Option<&Children>), With<GameList>>,
    mut commands: Commands,
) {
    let fresh = lists.iter().any(|(_, children)| children.is_none());
    if !(fresh || panel.is_changed() || library.is_changed() || locale.is_changed()) {
        return;
    }
    let locale = &*locale;
    let entries = library.entries();
    let shown = panel.view.select(entries);
    let pages = shown.len().div_ceil(PAGE).max(1);
    if panel.page >= pages {
        panel.bypass_change_detection().page = pages - 1;
    }
    let from = panel.page * PAGE;
    let view = &panel.view;
    for (list, children) in &lists {
        for child in children.into_iter().flatten() {
            commands.entity(*child).despawn();
        }
        commands.entity(list).with_children(|list| {
            let count = Msg::new("library-count")
                .with("count", entries.len())
                .with("capacity", CAPACITY);
            list.spawn(said(count, TextSize::PX15, MUTED));
            list.spawn(row()).with_children(|row| {
                let result = Msg::new("library-result").with("result", view.result.key());
                row.spawn(chip(result, Choice::Result));
                row.spawn(chip(
                    opponent_label(view.opponent.as_ref()),
                    Choice::Opponent,
                ));
                let opening = match view.opening {
                    Some(name) => Msg::new("library-opening").with("name", name),
                    None => Msg::new("library-opening-any"),
                };
                row.spawn(chip(opening, Choice::Opening));
                let sort = Msg::new("library-sort").with("sort", view.sort.key());
                row.spawn(chip(sort, Choice::Sort));
            });
            if shown.is_empty() {
                let empty = if entries.is_empty() {
                    "library-empty"
                } else {
                    "library-none-shown"
                };
                list.spawn((
                    said(empty, TextSize::PX16, MUTED),
                    Node {
                        max_width: px(520),
                        margin: UiRect::vertical(px(12)),
                        ..default()
                    },
                ));
            }
            for &index in shown.iter().skip(from).take(PAGE) {
                let entry = &entries[index];
                list.spawn((
                    Node {
                        width: percent(100),
                        border: UiRect::top(px(1)),
                        padding: UiRect::top(px(4)),
                        ..row()
                    },
                    BorderColor::all(MUTED.with_alpha(0.3)),
                ))
                .with_children(|row| {
                    let [who, outcome] = describe(entry, locale);
                    row.spawn(Node {
                        flex_direction: FlexDirection::Column,
                        ..default()
                    })
                    .with_children(|lines| {
                        lines.spawn(text(who, TextSize::PX15, TEXT));
                        lines.spawn(text(outcome, TextSize::PX15, MUTED));
                    });
                    if let Some(opening) = entry.opening() {
                        let name = Msg::new("opening-name").with("name", opening.name);
                        row.spawn(chip(name, Choice::OpeningOf(index)));
                    }
                    row.spawn(chip("library-open-game", Choice::Open(index)));
                    row.spawn(chip("library-delete", Choice::Delete(index)));
                });
            }
            if shown.len() > PAGE {
                list.spawn(row()).with_children(|row| {
                    row.spawn(button("button-level-down", Choice::Page(false)));
                    let page = Msg::new("library-page")
                        .with("from", from + 1)
                        .with("to", (from + PAGE).min(shown.len()))
                        .with("total", shown.len());
                    row.spawn(said(page, TextSize::PX16, TEXT));
                    row.spawn(button("button-level-up", Choice::Page(true)));
                });
            }
            list.spawn(row()).with_children(|row| {
                if library.can_undelete() {
                    row.spawn(button("library-undelete", Choice::Undelete));
                }
                row.spawn((
                    Slot::LibraryFiles,
                    Node {
                        flex_direction: FlexDirection::Row,
                        ..default()
                    },
                ));
                row.spawn(button("button-done", PanelButton(Panel::None)));
            });
        });
    }
}

/// The next of `values` after `current` (round to the first).
fn next_of<T: PartialEq + Clone>(values: &[T], current: &T) -> T {
    let at = values.iter().position(|v| v == current);
    values[at.map_or(0, |i| (i + 1) % values.len())].clone()
}

/// One observer for all the panel's buttons (each costs the web page's
/// module Bevy code).
fn press_choice(
    press: On<Activate>,
    choices: Query<&Choice>,
    mut panel: ResMut<LibraryPanel>,
    mut library: ResMut<Library>,
    mut next: ResMut<NextState<Panel>>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    let Ok(&choice) = choices.get(press.entity) else {
        return;
    };
    let entries = library.entries();
    let view = &mut panel.view;
    match choice {
        Choice::Result => view.result = next_of(&ResultFilter::ALL, &view.result),
        Choice::Sort => view.sort = next_of(&Sort::ALL, &view.sort),
        Choice::Opponent => {
            // Those the library has, after "all".
            let mut opponents: Vec<Option<Opponent>> =
                entries.iter().map(|e| Some(Opponent::of(e))).collect();
            opponents.sort();
            opponents.dedup();
            view.opponent = next_of(&opponents, &view.opponent);
        }
        Choice::Opening => {
            let mut names: Vec<Option<&'static str>> = entries
                .iter()
                .filter_map(|e| e.opening().map(|o| Some(o.name)))
                .collect();
            names.push(None);
            names.sort();
            names.dedup();
            view.opening = next_of(&names, &view.opening);
        }
        Choice::OpeningOf(index) => {
            view.opening = entries.get(index).and_then(|e| e.opening()).map(|o| o.name);
        }
        Choice::Page(forward) => {
            panel.page = if forward {
                panel.page + 1
            } else {
                panel.page.saturating_sub(1)
            };
            return;
        }
        Choice::Open(index) => {
            let Some(entry) = entries.get(index) else {
                return;
            };
            let mode = match entry.human_side() {
                Some(side) => Mode::HumanVsAi(side),
                None => Mode::TwoPlayers,
            };
            replace.write(ReplaceGame {
                clocks: entry.clocks.clone(),
                ..ReplaceGame::play(entry.game.clone(), mode)
            });
            next.set(Panel::None);
            return;
        }
        Choice::Delete(index) => {
            library.delete(index);
            return;
        }
        Choice::Undelete => {
            library.undelete();
            return;
        }
    }
    // Another filter or order starts at the first page.
    panel.page = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_as_players_write_them() {
        assert_eq!(date(0), "—");
        assert_eq!(date(1_796_376_600), "2026-12-04 09:30");
    }

    #[test]
    fn filters_step_round() {
        assert_eq!(next_of(&Sort::ALL, &Sort::Margin), Sort::Newest);
        assert_eq!(next_of(&[None, Some(1)], &Some(1)), None);
        assert_eq!(next_of(&[None, Some(1)], &Some(7)), None);
    }
}

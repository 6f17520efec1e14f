//! What a screen reader says, in the player's language: each move with the
//! discs it turned and a disc handed over, every banner (a pass, a refused
//! move, a paste), the result, and the square under the keyboard cursor
//! ("d3, empty, legal, turns 1"). The desktop gives it to AccessKit as a
//! live region (`view::access`), the web to an ARIA live region in the page.

use bevy::prelude::*;
use reversi_engine::Move;

use crate::banner::Banner;
use crate::i18n::{Locale, Msg, side_key};
use crate::input::Cursor;
use crate::rules::{MovePlayed, Rules};
use crate::{AppSystems, Screen};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcement>();
    app.init_resource::<Said>();
    app.add_systems(
        Update,
        (announce_moves, announce_banner, announce_cursor, publish)
            .chain()
            .after(AppSystems::Rules)
            .before(AppSystems::View),
    );
    app.add_systems(OnEnter(Screen::GameOver), announce_result);
}

/// The latest announcement: a frame's words together. `serial` counts
/// them, so that the same words said twice are said twice.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Announcement {
    pub text: String,
    pub serial: u64,
}

/// This frame's words so far.
#[derive(Resource, Default)]
struct Said(Vec<String>);

fn publish(mut said: ResMut<Said>, mut announcement: ResMut<Announcement>) {
    if said.0.is_empty() {
        return;
    }
    announcement.text = said.0.join(" ");
    announcement.serial += 1;
    said.0.clear();
}

fn announce_moves(
    mut played: MessageReader<MovePlayed>,
    locale: Res<Locale>,
    mut said: ResMut<Said>,
) {
    for MovePlayed(record) in played.read() {
        let Move::Place(square) = record.mv else {
            // A pass was announced by its banner.
            continue;
        };
        let msg = Msg::new("announce-move")
            .with("side", side_key(record.color))
            .with("square", square.to_string())
            .with("flips", record.flips.len())
            .with("handed", if record.handed_over { "yes" } else { "no" });
        said.0.push(locale.say(msg));
    }
}

fn announce_banner(banner: Res<Banner>, mut said: ResMut<Said>, mut last: Local<String>) {
    if !banner.is_changed() || banner.text.is_empty() || *last == banner.text {
        if banner.text.is_empty() {
            last.clear();
        }
        return;
    }
    last.clone_from(&banner.text);
    said.0.push(banner.text.clone());
}

fn announce_cursor(
    cursor: Res<Cursor>,
    rules: Res<Rules>,
    locale: Res<Locale>,
    mut said: ResMut<Said>,
) {
    if !cursor.is_changed() || !cursor.visible {
        return;
    }
    let position = rules.game.position();
    let square = cursor.square;
    let state = match position.disc_at(square) {
        Some(color) => side_key(color),
        None => "empty",
    };
    let flips = if position.is_legal(Move::Place(square)) {
        position.flips(square).len()
    } else {
        0
    };
    let msg = Msg::new("announce-square")
        .with("square", square.to_string())
        .with("state", state)
        .with("flips", flips);
    said.0.push(locale.say(msg));
}

fn announce_result(rules: Res<Rules>, locale: Res<Locale>, mut said: ResMut<Said>) {
    let Some(outcome) = rules.game.outcome() else {
        return;
    };
    let (high, low) = (
        outcome.black.max(outcome.white),
        outcome.black.min(outcome.white),
    );
    let result = match outcome.winner() {
        Some(winner) => Msg::new("result-win").with("side", side_key(winner)),
        None => Msg::new("result-draw"),
    };
    let result = locale.say(result.with("high", high).with("low", low));
    let msg = Msg::new("announce-result").with("result", result);
    said.0.push(locale.say(msg));
}

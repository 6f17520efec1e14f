//! The game's end, in the HUD: the winner and the score (or the loss on
//! time), large, once the discs are counted on the board, and the rematch
//! button.

use bevy::prelude::*;

use crate::board::count::Count;
use crate::i18n::Locale;
use crate::play::game::GameRecord;
use crate::screens::{AppSystems, Screen};
use crate::ui::widgets::show;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (show_rematch, announce_result).in_set(AppSystems::View),
    );
}

/// The result's line in the HUD's panel.
#[derive(Component)]
pub(super) struct ResultText;

/// The HUD's rematch button: shown only when the game is over.
#[derive(Component)]
pub(super) struct Rematch;

fn show_rematch(screen: Res<State<Screen>>, rematch: Single<&mut Node, With<Rematch>>) {
    show(rematch.into_inner(), *screen.get() == Screen::GameOver);
}

/// The winner and the score, large, once the count is done.
fn announce_result(
    record: Res<GameRecord>,
    locale: Res<Locale>,
    count: Res<Count>,
    screen: Res<State<Screen>>,
    result: Single<(&mut Text, &mut Node), With<ResultText>>,
) {
    let (mut text, node) = result.into_inner();
    let result = record.result().filter(|_| count.done);
    let wanted = match (screen.get(), result) {
        (Screen::GameOver, Some(result)) => locale.say(result),
        _ => String::new(),
    };
    show(node, !wanted.is_empty());
    if text.0 != wanted {
        text.0 = wanted;
    }
}

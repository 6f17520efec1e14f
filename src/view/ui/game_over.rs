//! The game-over panel: the result, and a rematch, an undo or a new game.

use bevy::prelude::*;

use super::widgets::{MUTED, TEXT, button, send, spawn_centered_panel, text};
use crate::Screen;
use crate::rules::{GameCommand, Rules};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), spawn_game_over);
}

fn spawn_game_over(mut commands: Commands, rules: Res<Rules>) {
    let Some(outcome) = rules.game.outcome() else {
        return;
    };
    let headline = match outcome.winner() {
        Some(winner) => format!(
            "{winner} wins {}-{}",
            outcome.black.max(outcome.white),
            outcome.black.min(outcome.white)
        ),
        None => format!("Draw {}-{}", outcome.black, outcome.white),
    };
    // At the top, so that the final position stays in view.
    spawn_centered_panel(
        &mut commands,
        "Game over",
        Screen::GameOver,
        AlignItems::FlexStart,
        |panel| {
            panel.spawn(text(headline, 40.0, TEXT));
            panel.spawn(text(
                format!("Black {} - White {}", outcome.black, outcome.white),
                18.0,
                MUTED,
            ));
            panel
                .spawn(Node {
                    flex_direction: FlexDirection::Row,
                    ..default()
                })
                .with_children(|row| {
                    row.spawn(button("Rematch", ()))
                        .observe(send(GameCommand::Start));
                    row.spawn(button("Undo", ()))
                        .observe(send(GameCommand::Undo));
                    row.spawn(button("New game", ()))
                        .observe(send(GameCommand::Menu));
                });
        },
    );
}

//! What the game starts with: the command line's or the page address's
//! position, game file or link, mode and level, language; else the saved
//! game (`saves.rs`), else the menu.

use bevy::prelude::*;
use reversi_engine::Clocks;

use crate::i18n::ForcedLanguage;
use crate::platform::options::{OpenAtStart, Options};
use crate::play::game::{GameCommand, GameRecord, ReplaceGame, Teaching};
use crate::records::clipboard::Paste;
use crate::records::saves::ResumeAtStart;
use crate::screens::Screen;
use crate::settings::{Mode, Settings};

/// Applies the options: settings, the start position, and straight into
/// play when the command line chose a game.
pub fn plugin(app: &mut App) {
    let Some(options) = app.world().get_resource::<Options>().cloned() else {
        return;
    };
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        if let Some(level) = options.level {
            settings.level = level;
        }
        if let Some(mode) = options.mode {
            settings.mode = mode;
        }
        if options.clock.is_some() {
            settings.clock = options.clock;
        }
        if options.screenshot.is_some() && options.start.is_some() && options.mode.is_none() {
            // A screenshot shows the position asked for: nobody moves.
            settings.mode = Mode::TwoPlayers;
        }
    }
    // A position or a mode on the command line skips the menu (a screenshot
    // without either shows the menu).
    let play_now = options.start.is_some() || options.mode.is_some() || options.open.is_some();
    // The saved game is continued only when nothing else was asked for.
    app.insert_resource(ForcedLanguage(options.language));
    app.insert_resource(ResumeAtStart(!play_now && options.screenshot.is_none()));
    if let Some(open) = options.open.clone() {
        let paste = match open {
            OpenAtStart::File(text) => Paste::file(text),
            OpenAtStart::Link(moves) => Paste::link(moves),
        };
        app.add_systems(Startup, move |mut pastes: MessageWriter<Paste>| {
            pastes.write(paste.clone());
        });
    } else if let Some(start) = options.start.clone() {
        // New games start from this position too (with its moves, when
        // it is a transcript).
        app.add_systems(
            Startup,
            move |settings: Res<Settings>, mut replace: MessageWriter<ReplaceGame>| {
                replace.write(ReplaceGame {
                    game: start.clone(),
                    start: Some(start.clone()),
                    mode: settings.mode,
                    reviewing: false,
                    screen: Some(Screen::Playing),
                    terms: Teaching::for_new_game(settings.mode, settings.teaching),
                    clocks: settings.clock.map(Clocks::new),
                });
            },
        );
    } else if play_now {
        app.add_systems(Startup, |mut commands: MessageWriter<GameCommand>| {
            commands.write(GameCommand::Start);
        });
    }
    if options.quit_at_end {
        app.add_systems(OnEnter(Screen::GameOver), report_and_quit);
    }
}

fn report_and_quit(record: Res<GameRecord>, mut exit: MessageWriter<AppExit>) {
    if let Some(side) = record.flagged() {
        println!("game over: {side} lost on time");
        println!("transcript: {}", record.game().transcript());
    } else if let Some(outcome) = record.game().outcome() {
        println!(
            "game over: black {} white {}; {}",
            outcome.black,
            outcome.white,
            match outcome.winner() {
                Some(winner) => format!("{winner} wins"),
                None => "draw".to_string(),
            }
        );
        println!("transcript: {}", record.game().transcript());
    }
    exit.write(AppExit::Success);
}

//! A new game from another start (the settings' `start`): a balanced start
//! or random moves, asked of the engine (its balanced starts live with it,
//! in its worker on the web, not in the page's module). The door leaves
//! such a new game to this file; the start arrives as moves from the
//! standard position and the game is played from the position they reach
//! (its record starts there: GGF's board, the saves, the links, and the
//! analysis judges only the moves after it).

use bevy::prelude::*;
use reversi_engine::{Clocks, Game};
use reversi_protocol::{Job, Reply, StartPick};

use crate::i18n::{Locale, Msg};
use crate::jobs::Jobs;
use crate::play::banner::{self, Banner};
use crate::play::game::{GameCommand, GameRecord, ReplaceGame, Teaching};
use crate::screens::Screen;
use crate::settings::{Settings, StartKind};

/// The start asked for, until the engine gives it.
#[derive(Resource, Default)]
pub struct StartWanted(Option<Jobs>);

/// The engine's job for `start`, its randomness from `seed`.
fn pick(start: StartKind, seed: u64) -> Option<StartPick> {
    match start {
        StartKind::Standard => None,
        // The set's order is random already: any number will do.
        StartKind::Balanced => Some(StartPick::Balanced((seed >> 32) as u32 ^ seed as u32)),
        StartKind::Random(plies) => Some(StartPick::Random { plies, seed }),
    }
}

pub(super) fn ask_for_start(
    mut commands: MessageReader<GameCommand>,
    settings: Res<Settings>,
    record: Res<GameRecord>,
    screen: Res<State<Screen>>,
    mut wanted: ResMut<StartWanted>,
) {
    for command in commands.read() {
        if *command != GameCommand::Start
            || *screen.get() == Screen::Tour
            || !record.starts_standard()
        {
            continue;
        }
        let seed = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        if let Some(pick) = pick(settings.start, seed) {
            wanted.0 = Some(Jobs::start(Job::Start(pick), |_, _| None));
        }
    }
}

/// The start's moves came: the game from where they lead, or, if the
/// engine failed, the standard start and a word why.
pub(super) fn play_start(
    wanted: &mut ResMut<StartWanted>,
    settings: &Settings,
    locale: &Locale,
    banner: &mut ResMut<Banner>,
    replace: &mut MessageWriter<ReplaceGame>,
) {
    // Waiting is no change to show.
    let Some(background) = wanted.bypass_change_detection().0.as_mut() else {
        return;
    };
    let Some((_, reply)) = background.take().pop() else {
        return;
    };
    wanted.0 = None;
    let mut game = Game::new();
    let played = match reply {
        Reply::Start(moves) => moves.into_iter().try_for_each(|mv| {
            game.play(mv).map_err(|e| e.to_string())?;
            game.pass_if_forced();
            Ok(())
        }),
        Reply::Error(error) => Err(error),
        other => Err(format!("{other:?}")),
    };
    if let Err(error) = played {
        let msg = Msg::new("start-failed").with("reason", error);
        banner.show(locale.say(msg), banner::WARNING);
        game = Game::new();
    }
    let mut start = Game::from_position(*game.position());
    start.pass_if_forced();
    replace.write(ReplaceGame {
        terms: Teaching::for_new_game(settings.mode, settings.teaching),
        // New games keep coming from the settings' start.
        start: Some(Game::new()),
        clocks: settings.clock.map(Clocks::new),
        ..ReplaceGame::play(start, settings.mode)
    });
}

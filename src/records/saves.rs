//! The game in progress survives: it is written to the [`Storage`] after
//! every change (the moves in GGF, the mode and the AI's level), and the
//! next start continues it, unless the command line or the page address
//! asks for something else. The menu's Continue goes back to it. A save that
//! cannot be read is set aside under another name and reported; it never
//! stops the game from starting.

use bevy::prelude::*;
use reversi_engine::{Clocks, Game, GgfExtras, ggf_clocks};

use crate::i18n::Locale;
use crate::play::banner::{Banner, set_aside_damaged};
use crate::play::game::{GameCommand, GameRecord, ReplaceGame, Teaching, Terms};
use crate::screens::{AppSystems, Screen};
use crate::settings::storage::Storage;
use crate::settings::{Mode, Settings};

/// The save's item in the storage.
pub const FILE: &str = "game.txt";

/// Keeps the game in progress, and continues it at start unless `resume` is
/// false (the command line chose a game).
pub fn plugin(app: &mut App) {
    if !app.world().contains_resource::<Storage>() {
        app.insert_resource(Storage::system());
    }
    app.init_resource::<SavedGame>();
    app.add_systems(Startup, load_saved_game);
    app.add_systems(Update, resume.in_set(AppSystems::Rules));
    app.add_systems(PostUpdate, save_game);
}

/// Whether the start continues the saved game (the command line's choices
/// turn it off).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResumeAtStart(pub bool);

/// A game in progress as it is kept.
#[derive(Clone, Debug, PartialEq)]
pub struct Save {
    pub mode: Mode,
    pub level: u32,
    pub game: Game,
    /// A teaching game's margin and the second chances used so far.
    pub teaching: Option<Teaching>,
    /// A game against the clock's clocks (the move in progress is timed
    /// afresh when the game is continued).
    pub clocks: Option<Clocks>,
}

impl Save {
    /// `mode=…`, `level=…`, `game=` with the game in GGF (the moves after
    /// a reviewed position too, with their times in a game against the
    /// clock) and `ply=` the moves played of them, one per
    /// line; for a teaching game, `teaching=` its margin and the second
    /// chances used.
    pub fn to_text(&self) -> String {
        let teaching = self.teaching.map_or(String::new(), |t| {
            format!("teaching={} {}\n", t.margin, t.chances)
        });
        format!(
            "mode={}\nlevel={}\ngame={}\nply={}\n{teaching}",
            self.mode.key(),
            self.level,
            self.game.whole_record().to_ggf_with(&GgfExtras {
                clocks: self.clocks.as_ref(),
                ..GgfExtras::default()
            }),
            self.game.moves().len()
        )
    }

    /// Reads [`Save::to_text`]'s text; `Err` says what is wrong.
    pub fn from_text(text: &str) -> Result<Save, String> {
        let (mut mode, mut level, mut game, mut ply) = (None, None, None, None);
        let (mut teaching, mut clocks) = (None, None);
        for line in text.lines() {
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            match key.trim() {
                "mode" => mode = Mode::from_key(value.trim()),
                "level" => {
                    level = value
                        .trim()
                        .parse::<u32>()
                        .ok()
                        .filter(|l| reversi_engine::Level::RANGE.contains(l))
                }
                "game" => {
                    game = Some(Game::from_ggf(value).map_err(|e| e.to_string())?);
                    clocks = ggf_clocks(value);
                }
                "ply" => ply = value.trim().parse::<usize>().ok(),
                "teaching" => {
                    let numbers: Vec<u32> = value
                        .split_whitespace()
                        .map(str::parse)
                        .collect::<Result<_, _>>()
                        .map_err(|_| format!("teaching {value:?} is not two numbers"))?;
                    let [margin, chances] = numbers[..] else {
                        return Err(format!("teaching {value:?} is not two numbers"));
                    };
                    if !Teaching::MARGINS.contains(&margin) {
                        return Err(format!("no teaching margin {margin}"));
                    }
                    teaching = Some(Teaching::new(margin, chances));
                }
                _ => {}
            }
        }
        let mut game: Game = game.ok_or("no game")?;
        // Back to the position that was shown (all of it without `ply`).
        let ply = ply.unwrap_or(game.moves().len());
        if ply > game.moves().len() {
            return Err(format!("ply {ply} is past the game's moves"));
        }
        while game.moves().len() > ply && game.undo().is_some() {}
        Ok(Save {
            mode: mode.ok_or("no mode")?,
            level: level.ok_or("no level from 1 to 10")?,
            game,
            teaching,
            clocks,
        })
    }
}

/// The game the menu's Continue returns to: the last one saved that is not
/// over.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct SavedGame(pub Option<Save>);

fn load_saved_game(
    storage: Res<Storage>,
    resume_at_start: Option<Res<ResumeAtStart>>,
    mut saved: ResMut<SavedGame>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
    mut commands: MessageWriter<GameCommand>,
) {
    let Some(text) = storage.load(FILE) else {
        return;
    };
    match Save::from_text(&text) {
        Ok(save) if save.game.position().is_game_over() => storage.remove(FILE),
        Ok(save) => {
            saved.0 = Some(save);
            if resume_at_start.is_none_or(|r| r.0) {
                commands.write(GameCommand::Resume);
            }
        }
        Err(reason) => {
            let said = ("save-damaged-kept", "save-damaged-lost");
            set_aside_damaged(&storage, FILE, said, reason, &locale, &mut banner);
        }
    }
}

/// Continues the saved game (at start, or the menu's Continue).
fn resume(
    mut commands: MessageReader<GameCommand>,
    saved: Res<SavedGame>,
    mut settings: ResMut<Settings>,
    mut replace: MessageWriter<ReplaceGame>,
) {
    if !commands.read().any(|c| *c == GameCommand::Resume) {
        return;
    }
    let Some(save) = &saved.0 else {
        return;
    };
    // A rematch starts from where this game started.
    replace.write(ReplaceGame {
        terms: save.teaching.map_or(Terms::Free, Terms::Teaching),
        clocks: save.clocks.clone(),
        ..ReplaceGame::play(save.game.clone(), save.mode)
    });
    settings.level = save.level;
}

/// Writes the game whenever it changes while it is played (the title
/// screen's backdrop game and the tour's positions are not kept); a
/// finished game is removed.
fn save_game(
    record: Res<GameRecord>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    storage: Res<Storage>,
    mut saved: ResMut<SavedGame>,
    mut written: Local<Option<String>>,
) {
    let changed = record.is_changed() || settings.is_changed() || screen.is_changed();
    let played = matches!(screen.get(), Screen::Playing | Screen::GameOver);
    // An exercise is no game to continue, nor an online game (the server
    // keeps it): the one in progress stays saved.
    if !played || !changed || record.exercise() || record.online().is_some() {
        return;
    }
    let save = Save {
        mode: record.mode(),
        level: settings.level,
        game: record.game().clone(),
        teaching: record.teaching(),
        clocks: record.clocks().cloned(),
    };
    let text = save.to_text();
    if written.as_ref() == Some(&text) {
        return;
    }
    if record.finished() {
        storage.remove(FILE);
        saved.0 = None;
    } else {
        if let Err(message) = storage.store(FILE, &text) {
            warn!("the game in progress is not saved: {message}");
        }
        saved.0 = Some(save);
    }
    *written = Some(text);
}

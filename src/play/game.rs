//! The rules resource (the engine's game record) and the turn flow: move
//! attempts are checked here and become "move played" messages.

use std::time::Duration;

use bevy::prelude::*;
use reversi_engine::{Game, IllegalMove, Move, PlayedMove, Square};

use crate::i18n::{Locale, Msg, side_key};
use crate::play::banner::{self, Banner};
use crate::screens::{AppSystems, Screen, Turn};
use crate::settings::{Mode, PlayerKind, Settings};

/// How long a pass banner stays before play goes on.
const PASS_BANNER: Duration = Duration::from_millis(1600);

pub(super) fn plugin(app: &mut App) {
    // Resources and messages.
    app.init_resource::<Rules>();
    app.add_message::<MoveAttempt>();
    app.add_message::<MovePlayed>();
    app.add_message::<IllegalAttempt>();
    app.add_message::<BoardReset>();
    app.add_message::<GameCommand>();

    // Turn flow.
    app.add_systems(
        Update,
        (
            apply_game_commands,
            apply_move_attempts.run_if(in_state(Screen::Playing)),
            decide_turn.run_if(in_state(Turn::Deciding)),
            finish_pass.run_if(in_state(Turn::Passing)),
        )
            .chain()
            .in_set(AppSystems::Rules),
    );
}

/// The game being played: the engine's record, the position it started from,
/// and a counter that changes whenever the position is replaced (new game,
/// undo, redo), so that late results (an AI search) can tell they are stale.
#[derive(Resource, Clone, Debug)]
pub struct Rules {
    pub game: Game,
    pub start: Game,
    pub mode: Mode,
    pub generation: u64,
    /// An earlier position was chosen in the move list; the later moves are
    /// still there (redo replays them).
    pub reviewing: bool,
    /// A move that would replace the later moves, waiting to be played again
    /// to confirm.
    pub pending_replace: Option<Move>,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            game: Game::new(),
            start: Game::new(),
            mode: Settings::default().mode,
            generation: 0,
            reviewing: false,
            pending_replace: None,
        }
    }
}

impl Rules {
    pub fn to_move(&self) -> PlayerKind {
        self.mode.player(self.game.side_to_move())
    }

    /// Starts over from the start position in `mode`.
    pub fn restart(&mut self, mode: Mode) {
        self.game = self.start.clone();
        self.mode = mode;
        self.generation += 1;
        self.reviewing = false;
        self.pending_replace = None;
    }

    /// Shows the position after the first `ply` moves (passes count), the
    /// later ones kept to come back to. Returns whether anything changed.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let before = self.game.moves().len();
        let ply = ply.min(before + self.game.undone_moves().len());
        while self.game.moves().len() > ply && self.game.undo().is_some() {}
        while self.game.moves().len() < ply && self.game.redo().is_some() {}
        let changed = self.game.moves().len() != before;
        if changed {
            self.generation += 1;
        }
        self.reviewing = !self.game.undone_moves().is_empty();
        self.pending_replace = None;
        changed
    }

    /// Takes moves back: to the previous turn of a human player when playing
    /// the AI, one move otherwise. Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        self.reviewing = false;
        self.pending_replace = None;
        let before = self.game.moves().len();
        match self.mode {
            Mode::HumanVsAi(human) => {
                // Back past the AI's reply and our move, and any passes.
                let mut undone_human = false;
                while let Some(m) = self.game.undo() {
                    if m.color == human && m.mv != Move::Pass {
                        undone_human = true;
                    }
                    if undone_human && self.game.side_to_move() == human {
                        break;
                    }
                }
                if !undone_human {
                    // Nothing of ours to take back: restore what we undid.
                    while self.game.moves().len() < before && self.game.redo().is_some() {}
                }
            }
            _ => {
                while let Some(m) = self.game.undo() {
                    if m.mv != Move::Pass {
                        break;
                    }
                }
            }
        }
        let changed = self.game.moves().len() != before;
        if changed {
            self.generation += 1;
        }
        changed
    }

    /// Whether [`Rules::undo`] would take anything back (the Undo button is
    /// disabled otherwise).
    pub fn can_undo(&self) -> bool {
        self.clone().undo()
    }

    /// Whether [`Rules::redo`] would replay anything.
    pub fn can_redo(&self) -> bool {
        self.clone().redo()
    }

    /// Replays what [`Rules::undo`] took back, up to the next human turn.
    pub fn redo(&mut self) -> bool {
        self.reviewing = false;
        self.pending_replace = None;
        let before = self.game.moves().len();
        while self.game.redo().is_some() {
            let next_is_human = self.to_move() == PlayerKind::Human;
            let pending_pass = self
                .game
                .undone_moves()
                .first()
                .is_some_and(|m| m.mv == Move::Pass);
            if next_is_human && !pending_pass {
                break;
            }
        }
        let changed = self.game.moves().len() != before;
        if changed {
            self.generation += 1;
        }
        changed
    }
}

/// Who asks for a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveSource {
    Human,
    /// The AI, for the position of this generation of [`Rules`].
    Ai {
        generation: u64,
    },
}

/// A request to place a disc, from a click, the keyboard or the AI.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveAttempt {
    pub mv: Move,
    pub source: MoveSource,
}

/// A move the rules accepted: the view animates it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovePlayed(pub PlayedMove);

/// A human attempt the rules refused: the view gives gentle feedback.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalAttempt(pub Square);

/// The whole position changed (new game, undo, redo): the view rebuilds.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct BoardReset;

/// Game-level requests from the HUD and the keyboard.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameCommand {
    /// Back to the new-game menu.
    Menu,
    /// Start a game with the current settings.
    Start,
    Undo,
    Redo,
    /// Continue the saved game (see `records::saves`).
    Resume,
    /// Review the position after this many moves (the move list, Home/End,
    /// Alt+←/→, Page Up/Down).
    GoTo(usize),
}

fn apply_game_commands(
    mut commands: MessageReader<GameCommand>,
    mut rules: ResMut<Rules>,
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut resets: MessageWriter<BoardReset>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    for command in commands.read() {
        match command {
            // The tour takes Esc (Menu), Undo and Start itself (`teach::tour`).
            GameCommand::Menu | GameCommand::Undo | GameCommand::Redo | GameCommand::GoTo(_)
                if *screen.get() == Screen::Tour => {}
            GameCommand::Menu => next_screen.set(Screen::Title),
            GameCommand::Resume => {}
            GameCommand::GoTo(_) if *screen.get() == Screen::Title => {}
            GameCommand::GoTo(ply) => {
                if rules.go_to(*ply) {
                    banner.clear();
                    next_screen.set(Screen::Playing);
                    next_turn.set(Turn::Deciding);
                    resets.write(BoardReset);
                }
            }
            GameCommand::Start => {
                rules.restart(settings.mode);
                banner.clear();
                next_screen.set(Screen::Playing);
                next_turn.set(Turn::Deciding);
                resets.write(BoardReset);
            }
            GameCommand::Undo | GameCommand::Redo if *screen.get() == Screen::Title => {}
            GameCommand::Undo | GameCommand::Redo => {
                let changed = if *command == GameCommand::Undo {
                    rules.undo()
                } else {
                    rules.redo()
                };
                if changed {
                    banner.clear();
                    next_screen.set(Screen::Playing);
                    next_turn.set(Turn::Deciding);
                    resets.write(BoardReset);
                } else {
                    let what = if *command == GameCommand::Undo {
                        "banner-nothing-to-undo"
                    } else {
                        "banner-nothing-to-redo"
                    };
                    banner.show(locale.say(what), banner::REFUSAL);
                }
            }
        }
    }
}

/// Checks move attempts against the rules; at most one is played per frame.
fn apply_move_attempts(
    mut attempts: MessageReader<MoveAttempt>,
    mut rules: ResMut<Rules>,
    turn: Option<Res<State<Turn>>>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut played: MessageWriter<MovePlayed>,
    mut illegal: MessageWriter<IllegalAttempt>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    let Some(turn) = turn else {
        attempts.clear();
        return;
    };
    let mut done = false;
    for attempt in attempts.read() {
        if done {
            continue;
        }
        let allowed = match attempt.source {
            MoveSource::Human => *turn.get() == Turn::Human && rules.to_move() == PlayerKind::Human,
            MoveSource::Ai { generation } => {
                *turn.get() == Turn::AiThinking
                    && generation == rules.generation
                    && rules.to_move() == PlayerKind::Ai
            }
        };
        // Clicks while discs move or the AI thinks change nothing.
        if !allowed {
            continue;
        }
        let later = rules.game.undone_moves();
        let count = later.len();
        if later.first().is_some_and(|m| m.mv == attempt.mv) {
            // The move that was played here: the later moves stay.
            if let Some(record) = rules.game.redo() {
                done = true;
                rules.reviewing = !rules.game.undone_moves().is_empty();
                played.write(MovePlayed(record));
                next_turn.set(Turn::Animating);
            }
            continue;
        }
        if rules.reviewing
            && count > 0
            && rules.game.position().is_legal(attempt.mv)
            && rules.pending_replace != Some(attempt.mv)
        {
            // Another move replaces the later ones: only when asked twice.
            rules.pending_replace = Some(attempt.mv);
            let msg = Msg::new("banner-replace")
                .with("move", attempt.mv.to_string())
                .with("count", count);
            banner.show(locale.say(msg), banner::QUESTION);
            continue;
        }
        match rules.game.play(attempt.mv) {
            Ok(record) => {
                done = true;
                rules.reviewing = false;
                rules.pending_replace = None;
                played.write(MovePlayed(record));
                next_turn.set(Turn::Animating);
            }
            Err(reason) => {
                if let (MoveSource::Human, Move::Place(square)) = (attempt.source, attempt.mv) {
                    illegal.write(IllegalAttempt(square));
                    let id = match reason {
                        IllegalMove::Occupied(_) => "banner-occupied",
                        _ => "banner-no-flips",
                    };
                    let msg = Msg::new(id).with("square", square.to_string());
                    banner.show(locale.say(msg), banner::REFUSAL);
                }
            }
        }
    }
}

/// Who moves next, a forced pass, or the end.
fn decide_turn(
    rules: Res<Rules>,
    mut next_turn: ResMut<NextState<Turn>>,
    mut next_screen: ResMut<NextState<Screen>>,
    locale: Res<Locale>,
    mut banner: ResMut<Banner>,
) {
    let position = rules.game.position();
    let waits = rules.reviewing
        && !rules.game.undone_moves().is_empty()
        && (position.must_pass() || rules.to_move() == PlayerKind::Ai);
    if position.is_game_over() {
        next_screen.set(Screen::GameOver);
    } else if waits {
        // An earlier position: nobody plays for the AI, no pass is carried
        // out (the later moves would be lost); the player looks around.
        next_turn.set(Turn::Reviewing);
    } else if position.must_pass() {
        let side = position.side_to_move();
        let msg = Msg::new("banner-pass").with("side", side_key(side));
        banner.show(locale.say(msg), PASS_BANNER);
        next_turn.set(Turn::Passing);
    } else if rules.to_move() == PlayerKind::Human {
        next_turn.set(Turn::Human);
    } else {
        next_turn.set(Turn::AiThinking);
    }
}

/// After the pass banner has been seen, the pass is played.
fn finish_pass(
    banner: Res<Banner>,
    mut rules: ResMut<Rules>,
    mut next_turn: ResMut<NextState<Turn>>,
) {
    if banner.remaining == Duration::ZERO {
        rules.game.pass_if_forced();
        next_turn.set(Turn::Deciding);
    }
}

//! Practising a named opening against the AI: the AI plays its side of the
//! line (`ai::AiLine`, in the AI's engine), in whichever orientation the
//! game took; each of the player's moves waits in `Turn::Checking` (the
//! door holds it, as in a teaching game) and is held against the line at
//! once. A move off the
//! line pauses the game: the HUD says so and shows the line's move as a
//! ghost disc; Take back (Undo) tries again, Keep plays on from there as
//! an ordinary game against the AI (a move back onto the line resumes it).

use bevy::prelude::*;
use reversi_engine::{Clocks, Color, Game, LeftLine, Move, Opening, line_as_played};

use crate::ai::{AiEngine, AiLine};
use crate::i18n::{Locale, Msg};
use crate::play::game::{GameCommand, GameRecord, Practised, ReplaceGame, Terms};
use crate::settings::{Mode, Settings};
use crate::study::coach::CoachMarks;

pub use crate::play::game::PractiseOpening;

/// The practice's state: a move off the line waiting for the player's
/// choice, and whether the player chose to play on off the line.
#[derive(Resource, Default, Clone, Debug, PartialEq)]
pub struct OpeningPractice {
    pub pause: Option<LeftLine>,
    played_on: bool,
    /// This turn's move has been held against the line.
    held: bool,
}

impl OpeningPractice {
    /// What the pause says: where the line was left and its move there.
    pub fn words(&self, opening: &Opening, locale: &Locale) -> Option<String> {
        let left = self.pause?;
        let expected = match left.expected {
            Move::Place(square) => square.to_string(),
            Move::Pass => locale.say("move-pass"),
        };
        Some(
            locale.say(
                Msg::new("opening-practice-left")
                    .with("name", opening.name)
                    .with("ply", left.ply)
                    .with("move", expected),
            ),
        )
    }
}

/// "Practising Tiger: f5 d6 c3 d3 c4", the line as the table writes it.
pub fn practising_msg(opening: &Opening) -> Msg {
    Msg::new("opening-practising")
        .with("name", opening.name)
        .with("moves", spaced(opening.line))
}

/// A line as players write it: `f5d6c3` as `f5 d6 c3`.
pub fn spaced(moves: &str) -> String {
    let pairs: Vec<&str> = (0..moves.len() / 2)
        .map(|i| &moves[2 * i..2 * i + 2])
        .collect();
    pairs.join(" ")
}

/// A practice game: from the standard start, the player on the side the
/// settings give them against the AI (Black if none).
pub(super) fn start(
    opening: &'static Opening,
    settings: &Settings,
    practice: &mut OpeningPractice,
    replace: &mut MessageWriter<ReplaceGame>,
) {
    let side = match settings.mode {
        Mode::HumanVsAi(side) => side,
        _ => Color::Black,
    };
    *practice = OpeningPractice::default();
    replace.write(ReplaceGame {
        terms: Terms::Opening(Practised::new(opening)),
        clocks: settings.clock.map(Clocks::new),
        ..ReplaceGame::play(Game::new(), Mode::HumanVsAi(side))
    });
}

/// The AI follows the line while the game is on it (the record changed).
pub(super) fn follow_line(
    record: &GameRecord,
    engine: &mut ResMut<AiEngine>,
    practice: &mut ResMut<OpeningPractice>,
) {
    let oriented = record
        .practised()
        .and_then(|opening| line_as_played(opening.line, record.game()).ok());
    if oriented.is_some() && practice.played_on {
        practice.played_on = false;
    }
    let line = AiLine(oriented.unwrap_or_default());
    if engine.line != line {
        engine.line = line;
    }
}

/// The player's move held against the line (the turn is `Checking`):
/// kept at once if on it (or after the player chose to play on), else the
/// game pauses.
pub(super) fn hold_move(
    record: &GameRecord,
    practice: &mut ResMut<OpeningPractice>,
    marks: &mut ResMut<CoachMarks>,
    commands: &mut MessageWriter<GameCommand>,
) {
    let Some(opening) = record.practised() else {
        return;
    };
    // Once a move: the pause stays until the player chooses.
    if practice.held {
        return;
    }
    practice.held = true;
    match line_as_played(opening.line, record.game()) {
        Err(left) if !practice.played_on => {
            let position = *record.game().position();
            let ghost = match left.expected {
                Move::Place(square) => Some((square, !position.side_to_move())),
                Move::Pass => None,
            };
            **marks = CoachMarks::show(position, &[], ghost);
            practice.pause = Some(left);
        }
        _ => {
            commands.write(GameCommand::KeepMove);
        }
    }
}

/// The pause ends with the turn: the move kept means playing on.
pub(super) fn end_pause(
    record: Res<GameRecord>,
    mut practice: ResMut<OpeningPractice>,
    mut marks: ResMut<CoachMarks>,
) {
    practice.held = false;
    if practice.pause.take().is_none() {
        return;
    }
    let on_line = record
        .practised()
        .is_some_and(|opening| line_as_played(opening.line, record.game()).is_ok());
    practice.played_on = !on_line;
    if marks.position.is_some() {
        *marks = CoachMarks::default();
    }
}

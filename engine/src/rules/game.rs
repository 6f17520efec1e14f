//! A game record: the moves played from a start position, the players' disc
//! supplies, and undo/redo through the record.

use crate::rules::position::{IllegalMove, Move, Outcome, Position};
use crate::rules::square::{Color, SquareSet};

/// Discs each player owns at the start of a game, the four centre discs included.
pub const DISCS_PER_PLAYER: u32 = 32;

/// One move of the record, with everything needed to show or take it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move: a placement or a pass.
    pub mv: Move,
    /// Who played it.
    pub color: Color,
    /// The discs it flipped (none for a pass).
    pub flips: SquareSet,
    /// The mover's supply was empty, so the opponent handed over the disc that
    /// was placed (the rules' 32-disc clause).
    pub handed_over: bool,
}

/// A game in progress: the start position, the moves played, the supplies,
/// and the moves taken back (which [`Game::redo`] replays until a new move
/// replaces them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    start_supply: [u32; 2],
    position: Position,
    supply: [u32; 2],
    record: Vec<PlayedMove>,
    /// Number of moves of `record` currently played; the rest can be redone.
    played: usize,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A new game from the standard start: 30 discs left in each supply after
    /// each player has put two on the centre squares.
    pub fn new() -> Game {
        Game::from_position(Position::start())
    }

    /// A game from any position. Who placed which disc is unknown, so the
    /// supplies are those of a game without passes: the side to move keeps
    /// enough discs for half the empty squares, rounded up, the other side for
    /// the rest. From the start position that is 30 and 30.
    pub fn from_position(start: Position) -> Game {
        let empties = start.empty_count();
        let mut supply = [0; 2];
        supply[start.side_to_move().index()] = empties.div_ceil(2);
        supply[(!start.side_to_move()).index()] = empties / 2;
        Game {
            start,
            start_supply: supply,
            position: start,
            supply,
            record: Vec::new(),
            played: 0,
        }
    }

    /// The position the record starts from.
    pub fn start_position(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Whose turn it is now.
    pub fn side_to_move(&self) -> Color {
        self.position.side_to_move()
    }

    /// Discs `color` has left to place.
    pub fn supply(&self, color: Color) -> u32 {
        self.supply[color.index()]
    }

    /// The moves played so far, oldest first.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.record[..self.played]
    }

    /// The moves taken back that [`Game::redo`] would replay, next first.
    pub fn undone_moves(&self) -> &[PlayedMove] {
        &self.record[self.played..]
    }

    /// The result, once neither side can move.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    /// Plays `mv` for the side to move. A new move discards the moves that were
    /// taken back. An illegal move changes nothing.
    pub fn play(&mut self, mv: impl Into<Move>) -> Result<PlayedMove, IllegalMove> {
        let mv = mv.into();
        let color = self.side_to_move();
        let flips = self.position.play(mv)?;
        let mut handed_over = false;
        if let Move::Place(_) = mv {
            let own = &mut self.supply[color.index()];
            if *own > 0 {
                *own -= 1;
            } else {
                // Supplies always add up to the empty squares, so the
                // opponent has one to hand over.
                self.supply[(!color).index()] -= 1;
                handed_over = true;
            }
        }
        let played = PlayedMove {
            mv,
            color,
            flips,
            handed_over,
        };
        self.record.truncate(self.played);
        self.record.push(played);
        self.played += 1;
        Ok(played)
    }

    /// Passes if the side to move has no move but the game goes on; returns
    /// whether it did. Callers use it to carry a forced pass out automatically.
    pub fn pass_if_forced(&mut self) -> bool {
        self.position.must_pass() && self.play(Move::Pass).is_ok()
    }

    /// Takes back the last move played, if any, and returns it.
    pub fn undo(&mut self) -> Option<PlayedMove> {
        let last = *self.moves().last()?;
        self.position.unplay(last.mv, last.flips);
        if let Move::Place(_) = last.mv {
            let giver = if last.handed_over {
                !last.color
            } else {
                last.color
            };
            self.supply[giver.index()] += 1;
        }
        self.played -= 1;
        Some(last)
    }

    /// Replays the next move taken back, if any, and returns it.
    pub fn redo(&mut self) -> Option<PlayedMove> {
        let next = *self.undone_moves().first()?;
        let redo_tail = self.record.split_off(self.played);
        let played = self
            .play(next.mv)
            .expect("a move taken back is legal again in the same position");
        self.record.extend_from_slice(&redo_tail[1..]);
        Some(played)
    }

    /// The whole record: this game with every move taken back replayed (a
    /// reviewed game's later moves, for saving or analysing it all).
    pub fn whole_record(&self) -> Game {
        let mut whole = self.clone();
        while whole.redo().is_some() {}
        whole
    }

    /// The position after the first `ply` moves of the record (passes count),
    /// replayed from the start; `None` past the moves played.
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        if ply > self.played {
            return None;
        }
        let mut position = self.start;
        for played in &self.record[..ply] {
            position.play(played.mv).ok()?;
        }
        Some(position)
    }

    /// The moves played as a transcript: squares only, passes omitted (they are
    /// implied), e.g. `f5d6c3d3c4`.
    pub fn transcript(&self) -> String {
        self.moves()
            .iter()
            .filter_map(|m| match m.mv {
                Move::Place(sq) => Some(sq.to_string()),
                Move::Pass => None,
            })
            .collect()
    }

    /// Supplies at the start, before any move of the record.
    pub fn start_supply(&self, color: Color) -> u32 {
        self.start_supply[color.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::square::Square;

    #[test]
    fn supplies_start_at_thirty_and_shrink() {
        let mut game = Game::new();
        assert_eq!(game.supply(Color::Black), 30);
        assert_eq!(game.supply(Color::White), 30);
        game.play("f5".parse::<Square>().unwrap()).unwrap();
        assert_eq!(game.supply(Color::Black), 29);
        assert_eq!(game.supply(Color::White), 30);
        game.undo();
        assert_eq!(game.supply(Color::Black), 30);
    }

    #[test]
    fn new_move_discards_redo() {
        let mut game = Game::new();
        let f5: Square = "f5".parse().unwrap();
        let d3: Square = "d3".parse().unwrap();
        game.play(f5).unwrap();
        game.undo().unwrap();
        assert_eq!(game.undone_moves().len(), 1);
        game.play(d3).unwrap();
        assert!(game.undone_moves().is_empty());
        assert!(game.redo().is_none());
        assert_eq!(game.transcript(), "d3");
    }

    #[test]
    fn undo_on_a_new_game_does_nothing() {
        let mut game = Game::new();
        assert!(game.undo().is_none());
        assert_eq!(game, Game::new());
    }
}

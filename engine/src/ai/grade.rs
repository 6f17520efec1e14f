//! A judged move's class (best, good, inaccuracy, mistake, blunder) and a
//! side's accuracy over a game, from the discs each move lost.
//!
//! The classes' limits: a disc is within a midgame search's rounding, so a
//! move that loses one is still good; three is about what a shallow search's
//! estimate errs by, a slip a strong player makes and hardly notices; seven
//! is less than what a corner given away usually costs, so a blunder is a
//! move of that size.
//!
//! Accuracy is the mean over a side's moves that had a choice (a pass or the
//! only legal move says nothing of the player) of `100 · e^(−loss / 6)`:
//! 100 for the best move, 85 for a loss of one disc, 61 for three, 31 for
//! seven, 10 for fourteen. A mean per move, not a sum, so that games of
//! different lengths compare; the curve, not a straight line, so that one
//! huge blunder does not drown twenty careful moves, nor a handful of
//! one-disc slips count for nothing.

use super::review::MoveReview;
use crate::rules::game::Game;
use crate::rules::position::Move;
use crate::rules::square::Color;

/// What a move lost, in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveClass {
    /// Lost nothing.
    Best,
    /// Lost one disc.
    Good,
    /// Lost two or three.
    Inaccuracy,
    /// Lost four to seven.
    Mistake,
    /// Lost more than seven.
    Blunder,
}

impl MoveClass {
    /// Every class, best first.
    pub const ALL: [MoveClass; 5] = [
        MoveClass::Best,
        MoveClass::Good,
        MoveClass::Inaccuracy,
        MoveClass::Mistake,
        MoveClass::Blunder,
    ];

    /// The class of a move that lost `loss` discs.
    pub fn of(loss: i32) -> MoveClass {
        match loss {
            ..=0 => MoveClass::Best,
            1 => MoveClass::Good,
            2..=3 => MoveClass::Inaccuracy,
            4..=7 => MoveClass::Mistake,
            _ => MoveClass::Blunder,
        }
    }

    /// The class's name in machine-readable output and message ids.
    pub const fn id(self) -> &'static str {
        match self {
            MoveClass::Best => "best",
            MoveClass::Good => "good",
            MoveClass::Inaccuracy => "inaccuracy",
            MoveClass::Mistake => "mistake",
            MoveClass::Blunder => "blunder",
        }
    }
}

/// How the formula rates one move that lost `loss` discs, 0 to 100.
pub fn move_accuracy(loss: i32) -> f64 {
    100.0 * (-(loss.max(0) as f64) / 6.0).exp()
}

/// `color`'s accuracy over the judged moves of `game` (see the module's
/// comment), or `None` when they had no move with a choice.
pub fn accuracy(game: &Game, reviews: &[MoveReview], color: Color) -> Option<f64> {
    let rated: Vec<f64> = reviews
        .iter()
        .filter(|r| r.color == color && r.played != Move::Pass)
        .filter(|r| {
            game.position_at(r.ply - 1)
                .is_some_and(|p| p.legal_moves().len() > 1)
        })
        .map(|r| move_accuracy(r.loss()))
        .collect();
    (!rated.is_empty()).then(|| rated.iter().sum::<f64>() / rated.len() as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_follow_the_documented_limits() {
        let classes: Vec<MoveClass> = (0..=9).map(MoveClass::of).collect();
        use MoveClass::*;
        assert_eq!(
            classes,
            [
                Best, Good, Inaccuracy, Inaccuracy, Mistake, Mistake, Mistake, Mistake, Blunder,
                Blunder
            ]
        );
        assert_eq!(move_accuracy(0), 100.0);
        assert!((move_accuracy(1) - 84.6).abs() < 0.1);
        assert!((move_accuracy(7) - 31.1).abs() < 0.1);
    }
}

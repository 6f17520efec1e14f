//! Engine-against-engine matches, to check that the levels are ordered: pairs
//! of games from the same varied openings with colours swapped.

use std::fmt;
use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::game::Game;
use crate::level::Level;
use crate::position::{Move, Position};
use crate::search::{Evaluator, Limits, Searcher};
use crate::square::Color;

/// A contestant.
#[derive(Clone, Debug, PartialEq)]
pub enum Player {
    Level(Level),
    /// A fixed-depth search, exact from as many empties.
    Depth(u32),
    /// One ply: the move that leaves it the most discs.
    Greedy,
    /// Any legal move.
    Random,
    /// The same player with the hand-written evaluation instead of the
    /// match's (`hand:level:10`).
    Hand(Box<Player>),
}

impl Player {
    /// Reads `level:N`, `depth:D`, `greedy` or `random`, each optionally
    /// after `hand:`.
    pub fn parse(text: &str) -> Result<Player, String> {
        if let Some(inner) = text.strip_prefix("hand:") {
            return Ok(Player::Hand(Box::new(Player::parse(inner)?)));
        }
        let number = |s: &str| {
            s.parse::<u32>()
                .map_err(|_| format!("bad number in {text:?}"))
        };
        match text.split_once(':') {
            Some(("level", n)) => Level::get(number(n)?)
                .map(Player::Level)
                .ok_or_else(|| format!("no level {n}: levels are 1 to 10")),
            Some(("depth", d)) => Ok(Player::Depth(number(d)?.clamp(1, 60))),
            None if text == "greedy" => Ok(Player::Greedy),
            None if text == "random" => Ok(Player::Random),
            _ => Err(format!(
                "unknown player {text:?}: use level:N, depth:D, greedy or random, optionally after hand:"
            )),
        }
    }

    fn choose(
        &self,
        position: &Position,
        searcher: &mut Searcher,
        rng: &mut Xoshiro256PlusPlus,
    ) -> Move {
        let moves: Vec<_> = position.legal_moves().iter().collect();
        if moves.is_empty() {
            return Move::Pass;
        }
        let stop = AtomicBool::new(false);
        match self {
            Player::Level(level) => searcher.search(position, &level.limits(), &stop).best_move,
            Player::Depth(depth) => {
                searcher
                    .search(position, &Limits::depth(*depth), &stop)
                    .best_move
            }
            Player::Greedy => {
                let side = position.side_to_move();
                let best = moves
                    .iter()
                    .max_by_key(|&&sq| {
                        let mut next = *position;
                        next.play(sq).expect("a legal move");
                        next.count(side)
                    })
                    .expect("there are moves");
                Move::Place(*best)
            }
            Player::Random => Move::Place(moves[rng.random_range(0..moves.len())]),
            Player::Hand(inner) => inner.choose(position, searcher, rng),
        }
    }

    /// The evaluation this player searches with in a match using `evaluator`.
    fn evaluator(&self, evaluator: &Evaluator) -> Evaluator {
        match self {
            Player::Hand(_) => Evaluator::Hand,
            _ => evaluator.clone(),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Level(level) => write!(f, "level {} ({})", level.number, level.name),
            Player::Depth(depth) => write!(f, "depth {depth}"),
            Player::Greedy => f.write_str("greedy"),
            Player::Random => f.write_str("random"),
            Player::Hand(inner) => write!(f, "{inner}, hand-written evaluation"),
        }
    }
}

/// `count` distinct openings of `plies` random legal moves from the start,
/// the same for the same seed.
pub fn openings(count: usize, plies: usize, seed: u64) -> Vec<Game> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut found: Vec<Game> = Vec::new();
    let mut attempts = 0;
    while found.len() < count && attempts < count * 100 {
        attempts += 1;
        let mut game = Game::new();
        for _ in 0..plies {
            let moves: Vec<_> = game.position().legal_moves().iter().collect();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.random_range(0..moves.len())])
                .expect("a legal move");
        }
        if !found.iter().any(|g| g.position() == game.position()) {
            found.push(game);
        }
    }
    found
}

/// One finished game of a match.
#[derive(Clone, Debug)]
pub struct MatchGame {
    /// Whether the first player of the match had black.
    pub first_is_black: bool,
    pub game: Game,
}

impl MatchGame {
    /// The first player's disc difference (empties to the winner).
    pub fn first_score(&self) -> i32 {
        let outcome = self.game.outcome().expect("a finished game");
        let color = if self.first_is_black {
            Color::Black
        } else {
            Color::White
        };
        outcome.exact_score(color)
    }
}

/// Plays `opening` to the end, `black` against `white`, searching with
/// `evaluator` (unless a player asks for the hand-written one).
pub fn play_game(
    opening: &Game,
    black: &Player,
    white: &Player,
    seed: u64,
    evaluator: &Evaluator,
) -> Game {
    let mut game = opening.clone();
    let mut searchers = [
        Searcher::new(32, seed).with_evaluator(black.evaluator(evaluator)),
        Searcher::new(32, seed ^ 0x5EED).with_evaluator(white.evaluator(evaluator)),
    ];
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    while !game.position().is_game_over() {
        let side = game.side_to_move();
        let (player, searcher) = match side {
            Color::Black => (black, &mut searchers[0]),
            Color::White => (white, &mut searchers[1]),
        };
        let mv = player.choose(game.position(), searcher, &mut rng);
        game.play(mv).expect("players choose legal moves");
    }
    game
}

/// Totals of a match, from the first player's point of view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub disc_difference: i64,
}

impl Tally {
    pub fn add(&mut self, score: i32) {
        match score.signum() {
            1 => self.wins += 1,
            0 => self.draws += 1,
            _ => self.losses += 1,
        }
        self.disc_difference += score as i64;
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins plus half the draws, as a share of the games.
    pub fn percentage(&self) -> f64 {
        100.0 * (self.wins as f64 + self.draws as f64 / 2.0) / self.games().max(1) as f64
    }

    pub fn average_difference(&self) -> f64 {
        self.disc_difference as f64 / self.games().max(1) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_parse() {
        assert_eq!(Player::parse("greedy"), Ok(Player::Greedy));
        assert_eq!(Player::parse("depth:3"), Ok(Player::Depth(3)));
        assert!(matches!(Player::parse("level:10"), Ok(Player::Level(l)) if l.number == 10));
        assert!(Player::parse("level:11").is_err());
        assert!(Player::parse("grumpy").is_err());
    }

    #[test]
    fn openings_are_distinct_and_reproducible() {
        let a = openings(20, 6, 1);
        let b = openings(20, 6, 1);
        assert_eq!(a.len(), 20);
        assert_eq!(a, b);
        for (i, g) in a.iter().enumerate() {
            assert!(a[..i].iter().all(|h| h.position() != g.position()));
        }
    }

    #[test]
    fn a_search_beats_random_play() {
        let mut tally = Tally::default();
        for (i, opening) in openings(4, 4, 2).iter().enumerate() {
            let black = play_game(
                opening,
                &Player::Depth(3),
                &Player::Random,
                i as u64,
                &Evaluator::Hand,
            );
            tally.add(
                MatchGame {
                    first_is_black: true,
                    game: black,
                }
                .first_score(),
            );
            let white = play_game(
                opening,
                &Player::Random,
                &Player::Depth(3),
                i as u64,
                &Evaluator::Hand,
            );
            tally.add(
                MatchGame {
                    first_is_black: false,
                    game: white,
                }
                .first_score(),
            );
        }
        assert!(tally.percentage() >= 75.0, "{tally:?}");
    }
}

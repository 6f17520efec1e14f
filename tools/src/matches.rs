//! Engine-against-engine matches, to check that the levels are ordered: pairs
//! of games from the same varied openings with colours swapped.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use reversi_engine::{Book, Color, Evaluator, Game, Level, Limits, Move, Position, Searcher};

/// Each player's tables in a match, in MiB: several games run at once.
const MATCH_MEGABYTES: usize = 32;

/// A contestant: how it chooses, and with which evaluation.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub kind: PlayerKind,
    /// Searches with the hand-written evaluation instead of the match's
    /// (`hand:level:10`).
    pub hand: bool,
}

/// How a contestant chooses its moves.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerKind {
    Level(Level),
    /// A fixed-depth search, exact from as many empties.
    Depth(u32),
    /// One ply: the move that leaves it the most discs.
    Greedy,
    /// Any legal move.
    Random,
}

impl Player {
    /// Reads `level:N`, `depth:D`, `greedy` or `random`, each optionally
    /// after `hand:`.
    pub fn parse(text: &str) -> Result<Player, String> {
        let (hand, spec) = match text.strip_prefix("hand:") {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let number = |s: &str, range| crate::cli::number(&format!("player {text:?}"), s, range);
        let kind = match spec.split_once(':') {
            Some(("level", n)) => {
                let n = number(n, Level::RANGE)?;
                PlayerKind::Level(Level::get(n).ok_or_else(|| format!("no level {n}"))?)
            }
            Some(("depth", d)) => PlayerKind::Depth(number(d, 1..=60)?),
            None if spec == "greedy" => PlayerKind::Greedy,
            None if spec == "random" => PlayerKind::Random,
            _ => {
                return Err(format!(
                    "unknown player {:?}: use level:N, depth:D, greedy or random, optionally after hand:",
                    text.chars().take(40).collect::<String>()
                ));
            }
        };
        Ok(Player { kind, hand })
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
        match &self.kind {
            PlayerKind::Level(level) => searcher.search(position, &level.limits(), &stop).best_move,
            PlayerKind::Depth(depth) => {
                searcher
                    .search(position, &Limits::depth(*depth), &stop)
                    .best_move
            }
            PlayerKind::Greedy => {
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
            PlayerKind::Random => Move::Place(moves[rng.random_range(0..moves.len())]),
        }
    }

    /// The evaluation this player searches with in a match using `evaluator`.
    fn evaluator(&self, evaluator: &Evaluator) -> Evaluator {
        if self.hand {
            Evaluator::Hand
        } else {
            evaluator.clone()
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            PlayerKind::Level(level) => write!(f, "level {} ({})", level.number, level.name),
            PlayerKind::Depth(depth) => write!(f, "depth {depth}"),
            PlayerKind::Greedy => f.write_str("greedy"),
            PlayerKind::Random => f.write_str("random"),
        }?;
        if self.hand {
            f.write_str(", hand-written evaluation")?;
        }
        Ok(())
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
    /// The opening's index in the match's list.
    pub opening: usize,
    /// Whether the first player of the match (A) had black.
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

    /// The game's line in a match's output, the `number`th game:
    /// `game   3 opening  2 A black: white wins 30-34 (-4 for A) f5d6…`.
    pub fn line(&self, number: u32) -> String {
        let outcome = self.game.outcome().expect("a finished game");
        format!(
            "game {number:>3} opening {:>2} {} black: {} {}-{} ({:+} for A) {}",
            self.opening + 1,
            if self.first_is_black { "A" } else { "B" },
            match outcome.winner() {
                Some(Color::Black) => "black wins",
                Some(Color::White) => "white wins",
                None => "draw",
            },
            outcome.black,
            outcome.white,
            self.first_score(),
            self.game.transcript()
        )
    }
}

/// Plays `opening` to the end, `black` against `white`, searching with
/// `evaluator` (unless a player asks for the hand-written one); levels 7–10
/// play from `book`.
pub fn play_game(
    opening: &Game,
    black: &Player,
    white: &Player,
    seed: u64,
    evaluator: &Evaluator,
    book: &Option<Arc<Book>>,
) -> Game {
    let mut game = opening.clone();
    let searcher = |player: &Player, seed| {
        Searcher::new(MATCH_MEGABYTES, seed)
            .with_evaluator(player.evaluator(evaluator))
            .with_book(book.clone())
    };
    let mut searchers = [searcher(black, seed), searcher(white, seed ^ 0x5EED)];
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

    /// The match's last line: `N games: A wins W draws D losses L, A scores
    /// P%, average disc difference +X for A`.
    pub fn summary(&self) -> String {
        format!(
            "{} games: A wins {} draws {} losses {}, A scores {:.1}%, average disc difference {:+.1} for A",
            self.games(),
            self.wins,
            self.draws,
            self.losses,
            self.percentage(),
            self.average_difference()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_parse() {
        let plain = |kind| Player { kind, hand: false };
        assert_eq!(Player::parse("greedy"), Ok(plain(PlayerKind::Greedy)));
        assert_eq!(Player::parse("depth:3"), Ok(plain(PlayerKind::Depth(3))));
        assert!(
            matches!(Player::parse("level:10"), Ok(Player { kind: PlayerKind::Level(l), hand: false }) if l.number == 10)
        );
        assert_eq!(
            Player::parse("hand:random"),
            Ok(Player {
                kind: PlayerKind::Random,
                hand: true
            })
        );
        for bad in [
            "level:11",
            "level:4294967297",
            "depth:0",
            "grumpy",
            "hand:",
            "hand:hand:greedy",
        ] {
            assert!(Player::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_deeply_nested_player_is_an_error_not_a_stack_overflow() {
        let deep = format!("{}greedy", "hand:".repeat(10_000));
        let error = Player::parse(&deep).unwrap_err();
        assert!(error.starts_with("unknown player"), "{error}");
        assert!(error.len() < 200, "{error}");
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
        let player = |kind| Player { kind, hand: false };
        let (search, random) = (player(PlayerKind::Depth(3)), player(PlayerKind::Random));
        let mut tally = Tally::default();
        for (i, opening) in openings(4, 4, 2).iter().enumerate() {
            for first_is_black in [true, false] {
                let (black, white) = if first_is_black {
                    (&search, &random)
                } else {
                    (&random, &search)
                };
                let game = play_game(opening, black, white, i as u64, &Evaluator::Hand, &None);
                tally.add(
                    MatchGame {
                        opening: i,
                        first_is_black,
                        game,
                    }
                    .first_score(),
                );
            }
        }
        assert!(tally.percentage() >= 75.0, "{tally:?}");
    }
}

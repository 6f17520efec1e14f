//! `match A B`: two of our players against each other from random openings,
//! each opening played twice with colours swapped, on several threads.

use crate::cli::{self, Args, CliResult, print};
use crate::matches::{MatchGame, Player, Tally, openings, play_game};
use crate::parallel;

const USAGE: &str =
    "usage: reversi-engine match A B [--games N] [--plies P] [--seed S] [--threads T]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::parse(args, &["--games", "--plies", "--seed", "--threads"], USAGE)?;
    let games: usize = args.number("--games", 2..=10_000, 20)?;
    let plies: usize = args.number("--plies", 0..=20, 6)?;
    let seed = args.seed(1)?;
    let threads = args.threads()?;
    let [first, second] = args.exactly()?;
    let (first, second) = (Player::parse(first)?, Player::parse(second)?);
    let starts = openings(games.div_ceil(2), plies, seed);
    let evaluator = cli::evaluator();
    let book = cli::book();
    // Each opening is played twice, the first player taking black, then white.
    let jobs: Vec<(usize, bool)> = (0..starts.len())
        .flat_map(|i| [(i, true), (i, false)])
        .collect();
    let results = parallel::map(
        &jobs,
        threads,
        || (),
        |_, &(opening, first_is_black)| {
            let (black, white) = if first_is_black {
                (&first, &second)
            } else {
                (&second, &first)
            };
            let game = play_game(
                &starts[opening],
                black,
                white,
                seed ^ opening as u64,
                &evaluator,
                &book,
            );
            MatchGame {
                opening,
                first_is_black,
                game,
            }
        },
    );
    print(&format!("A = {first}\nB = {second}"))?;
    let mut tally = Tally::default();
    for game in &results {
        tally.add(game.first_score());
        print(&game.line(tally.games()))?;
    }
    print(&tally.summary())
}

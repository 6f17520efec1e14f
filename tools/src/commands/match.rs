//! `match A B`: two of our players against each other from random openings,
//! each opening played twice with colours swapped, on several threads.

use crate::cli::{self, CliResult, print};
use crate::matches::{MatchGame, Player, Tally, openings, play_game};
use crate::parallel;

/// Play two of our players against each other.
///
/// A against B from N/2 random openings of P plies, each played twice with
/// colours swapped. A player is level:N, depth:D, greedy or random, each optionally after
/// hand: (the hand-written evaluation). Prints each game, then the score.
#[derive(clap::Args)]
pub struct Match {
    /// The first player
    #[arg(value_name = "A")]
    first: String,
    /// The second player
    #[arg(value_name = "B")]
    second: String,
    /// Games to play
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = cli::within(2..=10_000usize))]
    games: usize,
    /// Random plies of each opening
    #[arg(long, value_name = "P", default_value_t = 6, value_parser = cli::within(0..=20usize))]
    plies: usize,
    /// The openings' seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Games played at once
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
}

pub fn run(args: Match) -> CliResult {
    let (games, plies, seed, threads) = (args.games, args.plies, args.seed, args.threads);
    let (first, second) = (Player::parse(&args.first)?, Player::parse(&args.second)?);
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

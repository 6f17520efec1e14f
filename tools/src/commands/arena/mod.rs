//! `arena`: a match between two NBoard programs, each opening played twice
//! with colours swapped.

mod engines;

use std::time::Duration;

use reversi_engine::{Color, Game};

use crate::cli::{self, CliResult, print};
use crate::matches::{MatchGame, Tally};
use engines::{EngineProcess, play};

/// The stages the thinking time is reported by, as empty squares before the
/// move (highest, lowest): the opening, two midgame stages, the usual
/// endgame solves, the last moves.
const STAGES: [(u32, u32); 5] = [(60, 49), (48, 37), (36, 25), (24, 13), (12, 1)];

/// Play two NBoard engine programs against each other.
///
/// Each opening is played twice with colours swapped. Prints each game, the score, each engine's longest think and its time by
/// stage of the game.
#[derive(clap::Args)]
pub struct Arena {
    /// The two engines' command lines (each started through the shell)
    #[arg(long = "engine", value_name = "CMD", required = true, num_args = 1, action = clap::ArgAction::Append)]
    engines: Vec<String>,
    /// The openings, one transcript a line
    #[arg(long, value_name = "FILE")]
    openings: String,
    /// Games to play (default: two an opening)
    #[arg(long, value_name = "N", value_parser = cli::within(1..=100_000usize))]
    games: Option<usize>,
    /// The depth each engine is told to search
    #[arg(long, value_name = "D", value_parser = cli::within(1..=60u32))]
    depth: Option<u32>,
}

pub fn run(args: Arena) -> CliResult {
    let [first, second] = args.engines.as_slice() else {
        return Err("give two engines: --engine CMD --engine CMD".into());
    };
    let (games, depth, path) = (args.games, args.depth, args.openings.as_str());
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut starts = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        starts.push(Game::from_transcript(line).map_err(|e| format!("{path}:{}: {e}", index + 1))?);
    }
    let pairs = games
        .map_or(starts.len(), |g| g.div_ceil(2))
        .min(starts.len());
    if pairs == 0 {
        return Err(format!("{path} holds no openings"));
    }
    let mut a = EngineProcess::start(first, depth)?;
    let mut b = EngineProcess::start(second, depth)?;
    let mut tally = Tally::default();
    let mut longest = [Duration::ZERO; 2];
    // Time by stage of the game: where each engine spends its time.
    let mut by_stage = [[(Duration::ZERO, 0u32); STAGES.len()]; 2];
    print(&format!("A = {first}\nB = {second}"))?;
    for (opening, start) in starts.iter().take(pairs).enumerate() {
        for first_is_black in [true, false] {
            let (black, white) = if first_is_black {
                (&mut a, &mut b)
            } else {
                (&mut b, &mut a)
            };
            let (game, times) = play(start, black, white)?;
            let game = MatchGame {
                opening,
                first_is_black,
                game,
            };
            tally.add(game.first_score());
            for (color, side_times) in [Color::Black, Color::White].into_iter().zip(&times) {
                // 0 is A, 1 is B.
                let engine = usize::from((color == Color::Black) != first_is_black);
                for &(empties, took) in side_times {
                    longest[engine] = longest[engine].max(took);
                    let stage = STAGES.iter().position(|&(_, low)| empties >= low);
                    let cell = &mut by_stage[engine][stage.unwrap_or(STAGES.len() - 1)];
                    cell.0 += took;
                    cell.1 += 1;
                }
            }
            print(&game.line(tally.games()))?;
        }
    }
    // A mean time a move from a (total, moves) cell; over the game, the
    // stages' cells summed.
    let mean = |(time, count): (Duration, u32)| time.as_secs_f64() / f64::from(count.max(1));
    let per_move = |e: usize| {
        mean(
            by_stage[e]
                .iter()
                .fold((Duration::ZERO, 0u32), |(t, n), &(dt, dn)| (t + dt, n + dn)),
        )
    };
    print(&format!(
        "A: {:.2} s per move (longest {:.2} s); B: {:.2} s per move (longest {:.2} s)",
        per_move(0),
        longest[0].as_secs_f64(),
        per_move(1),
        longest[1].as_secs_f64()
    ))?;
    for (name, stages) in ["A", "B"].iter().zip(&by_stage) {
        let cells: Vec<String> = STAGES
            .iter()
            .zip(stages)
            .map(|((high, low), &cell)| format!("{high}-{low} {:.2}", mean(cell)))
            .collect();
        print(&format!(
            "{name}: s per move by empties {}",
            cells.join(", ")
        ))?;
    }
    print(&tally.summary())
}

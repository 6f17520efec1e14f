//! `arena --engine CMD --engine CMD --openings FILE`: a match between two
//! NBoard programs, each opening played twice with colours swapped.

use std::time::Duration;

use reversi_engine::{Color, Game};

use crate::arena::{EngineProcess, play};
use crate::cli::{Args, CliResult, print};
use crate::matches::{MatchGame, Tally};

/// The stages the thinking time is reported by, as empty squares before the
/// move (highest, lowest): the opening, two midgame stages, the usual
/// endgame solves, the last moves.
const STAGES: [(u32, u32); 5] = [(60, 49), (48, 37), (36, 25), (24, 13), (12, 1)];

const USAGE: &str =
    "usage: reversi-engine arena --engine CMD --engine CMD --openings FILE [--games N] [--depth D]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &["--engine", "--openings", "--games", "--depth"],
        USAGE,
    )?;
    let engines: Vec<&str> = args
        .flags()
        .iter()
        .filter(|(flag, _)| *flag == "--engine")
        .map(|(_, command)| *command)
        .collect();
    let ([first, second], Some(path)) = (engines.as_slice(), args.value("--openings")) else {
        return Err(USAGE.into());
    };
    let games: Option<usize> = match args.value("--games") {
        Some(_) => Some(args.number("--games", 1..=100_000, 0)?),
        None => None,
    };
    let depth: Option<u32> = match args.value("--depth") {
        Some(_) => Some(args.number("--depth", 1..=60, 0)?),
        None => None,
    };
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

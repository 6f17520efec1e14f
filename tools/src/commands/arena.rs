//! `arena --engine CMD --engine CMD --openings FILE`: a match between two
//! NBoard programs, each opening played twice with colours swapped.

use std::time::Duration;

use reversi_engine::{Color, Game};

use crate::arena::{EngineProcess, play};
use crate::cli::{Args, CliResult, print};
use crate::matches::{MatchGame, Tally};

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
    let mut thinking = [Duration::ZERO; 2];
    let mut moves = [0u32; 2];
    let mut longest = [Duration::ZERO; 2];
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
                thinking[engine] += side_times.iter().sum::<Duration>();
                moves[engine] += side_times.len() as u32;
                longest[engine] =
                    longest[engine].max(side_times.iter().copied().max().unwrap_or_default());
            }
            print(&game.line(tally.games()))?;
        }
    }
    let per_move = |e: usize| thinking[e].as_secs_f64() / f64::from(moves[e].max(1));
    print(&format!(
        "A: {:.2} s per move (longest {:.2} s); B: {:.2} s per move (longest {:.2} s)",
        per_move(0),
        longest[0].as_secs_f64(),
        per_move(1),
        longest[1].as_secs_f64()
    ))?;
    print(&tally.summary())
}

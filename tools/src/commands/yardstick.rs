//! `yardstick build` and `yardstick measure`: positions of 20 to 24 empty
//! squares from strong games, solved exactly, and how close an evaluation's
//! searches come to them (see `docs/engine.md`'s yardstick).
//!
//! `build` picks N distinct positions (under the board's symmetries), as many of
//! each number of empty squares from 20 to 24, from the games' positions
//! where the side to move has a move, and writes each solved:
//! `<OBF> ; <best move>:<score>`. It writes as it goes, in batches, and a
//! run started again with the same arguments goes on after the last whole
//! line (a line cut short is dropped and solved again).
//!
//! `measure`: for each depth, the
//! root mean square of the searches' scores against the exact ones, raw and
//! after the best scale (exact ≈ scale × search: an evaluation that only
//! shrinks its scores towards 0 gains nothing there), and how often the
//! search's move scores as well as the best (a different move is solved to
//! see). The evaluation is `REVERSI_WEIGHTS`'s, as for every command.

use std::collections::HashSet;
use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::SliceRandom;
use reversi_engine::{Book, Limits, Move, Position, Searcher};

use crate::cli::{self, CliResult, print};
use crate::commands::games::read_file;
use crate::parallel;

/// The solver's tables per thread, in MiB.
const MEGABYTES: usize = 64;

/// Positions solved between two writes.
const BATCH: usize = 20;

/// Build and measure the yardstick: solved positions from strong games.
///
/// Positions of 20-24 empties from strong games, solved, and how close an
/// evaluation's searches come to them.
#[derive(clap::Args)]
pub struct Yardstick {
    #[command(subcommand)]
    command: YardstickCommand,
}

#[derive(clap::Subcommand)]
enum YardstickCommand {
    Build(Build),
    Measure(Measure),
}

/// N positions of 20-24 empties from the games (distinct under the
/// symmetries, as many of each), solved: `<OBF> ; MOVE:SCORE`.
///
/// Written as it goes, and resumed when run again.
#[derive(clap::Args)]
struct Build {
    /// The file to write
    #[arg(long, value_name = "FILE.obf")]
    out: String,
    /// Positions to choose
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = cli::within(5..=100_000usize))]
    count: usize,
    /// The choice's seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads to solve on
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
    /// Game files, as `games` reads them
    #[arg(value_name = "GAMES", required = true)]
    files: Vec<String>,
}

/// Each depth's error against the exact scores, raw and after the best
/// scale, and how often its move is a best one.
#[derive(clap::Args)]
struct Measure {
    /// A yardstick `build` wrote
    #[arg(value_name = "FILE.obf")]
    path: String,
    /// The depths to measure, separated by commas
    #[arg(long, value_name = "D,D,...", default_value = "1,4,8", value_delimiter = ',', value_parser = cli::within(1..=20u32))]
    depths: Vec<u32>,
    /// Threads to search on
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
}

pub fn run(args: Yardstick) -> CliResult {
    match args.command {
        YardstickCommand::Build(build_args) => build(build_args),
        YardstickCommand::Measure(measure_args) => measure(measure_args),
    }
}

/// The games' positions with 20 to 24 empty squares and a move to play,
/// each once under the symmetries, in the games' order.
fn candidates(files: &[&str]) -> Result<Vec<Position>, String> {
    let mut seen = HashSet::new();
    let mut positions = Vec::new();
    for file in files {
        for strong in read_file(Path::new(file))?.games {
            let mut game = strong.game;
            while game.undo().is_some() {}
            loop {
                let position = *game.position();
                let board = position.board();
                let empties = position.empty_count();
                if (20..=24).contains(&empties) && board.moves() != 0 {
                    let key = Book::canonical(&board);
                    if seen.insert((key.player, key.opponent)) {
                        positions.push(position);
                    }
                }
                if game.redo().is_none() {
                    break;
                }
            }
        }
    }
    Ok(positions)
}

/// `count` of them, as many of each number of empty squares, by `seed`.
fn choose(mut positions: Vec<Position>, count: usize, seed: u64) -> Vec<Position> {
    positions.shuffle(&mut Xoshiro256PlusPlus::seed_from_u64(seed));
    let mut chosen = Vec::new();
    for (i, empties) in (20..=24).enumerate() {
        let share = count / 5 + usize::from(i < count % 5);
        chosen.extend(
            positions
                .iter()
                .filter(|p| p.empty_count() == empties)
                .take(share),
        );
    }
    chosen
}

/// A solved line: `<OBF> ; <move>:<score>`.
fn solved_line(position: &Position, best: Move, score: i32) -> String {
    format!("{position} ; {best:#}:{score:+}")
}

fn build(args: Build) -> CliResult {
    let out = args.out.as_str();
    let (count, seed, threads) = (args.count, args.seed, args.threads);
    let files: Vec<&str> = args.files.iter().map(String::as_str).collect();
    let chosen = choose(candidates(&files)?, count, seed);
    if chosen.len() < count {
        return Err(format!("only {} positions to choose from", chosen.len()));
    }
    // Resume: the whole lines already written are kept if they are the
    // same positions; a last line cut short is solved again.
    let existing = std::fs::read_to_string(out).unwrap_or_default();
    let mut done: Vec<&str> = existing.lines().collect();
    if !existing.is_empty() && !existing.ends_with('\n') {
        done.pop();
    }
    for (line, position) in done.iter().zip(&chosen) {
        if !line.starts_with(&position.to_string()) {
            return Err(format!(
                "{out} holds other positions (another seed or other games?): not resumed"
            ));
        }
    }
    let kept: String = done.iter().map(|l| format!("{l}\n")).collect();
    std::fs::write(out, &kept).map_err(|e| format!("{out}: {e}"))?;
    let mut file = std::fs::OpenOptions::new()
        .append(true)
        .open(out)
        .map_err(|e| format!("{out}: {e}"))?;
    print(&format!(
        "{} positions chosen from {} files of games; {} already solved",
        chosen.len(),
        files.len(),
        done.len()
    ))?;
    let evaluator = cli::evaluator();
    let started = std::time::Instant::now();
    for (batch, positions) in chosen[done.len()..].chunks(BATCH).enumerate() {
        let lines = parallel::map(
            positions,
            threads,
            || Searcher::new(MEGABYTES, 0).with_evaluator(evaluator.clone()),
            |searcher, position| {
                let result = searcher.search(position, &Limits::solve(), &AtomicBool::new(false));
                solved_line(position, result.best_move, result.score)
            },
        );
        let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
        file.write_all(text.as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| format!("{out}: {e}"))?;
        let solved = done.len() + (batch + 1) * BATCH;
        print(&format!(
            "{} of {} solved ({:.0} s)",
            solved.min(chosen.len()),
            chosen.len(),
            started.elapsed().as_secs_f64()
        ))?;
    }
    Ok(())
}

/// What one depth's searches got right and wrong.
#[derive(Default)]
struct Tally {
    /// (search, exact) pairs, in discs.
    scores: Vec<(f64, f64)>,
    best_moves: usize,
}

fn measure(args: Measure) -> CliResult {
    let path = args.path.as_str();
    let (depths, threads) = (args.depths, args.threads);
    let mut positions = Vec::new();
    for (line, position, text) in cli::obf_positions(path)? {
        let exact = text
            .split_once(';')
            .and_then(|(_, note)| note.trim().split_once(':'))
            .and_then(|(mv, score)| {
                Some((mv.trim().to_lowercase(), score.trim().parse::<i32>().ok()?))
            })
            .ok_or_else(|| format!("{path}:{line}: no `; MOVE:SCORE` note"))?;
        positions.push((position, exact));
    }
    let evaluator = cli::evaluator();
    // Each position: for each depth, the search's score and whether its
    // move scores as well as the best.
    let results: Vec<Vec<(i32, bool)>> = parallel::map(
        &positions,
        threads,
        || Searcher::new(MEGABYTES, 0).with_evaluator(evaluator.clone()),
        |searcher, (position, (best, exact))| {
            let stop = AtomicBool::new(false);
            depths
                .iter()
                .map(|&depth| {
                    searcher.clear();
                    let result = searcher.search(position, &Limits::depth(depth), &stop);
                    let name = format!("{:#}", result.best_move).to_lowercase();
                    let as_good = name == *best || {
                        let mut child = *position;
                        child.play(result.best_move).is_ok() && {
                            searcher.clear();
                            let solved = searcher.search(&child, &Limits::solve(), &stop);
                            // A pass keeps the side; a move hands it over.
                            let score = if child.side_to_move() == position.side_to_move() {
                                solved.score
                            } else {
                                -solved.score
                            };
                            score == *exact
                        }
                    };
                    (result.score, as_good)
                })
                .collect()
        },
    );
    let mut tallies: Vec<Tally> = depths.iter().map(|_| Tally::default()).collect();
    for (result, (_, (_, exact))) in results.iter().zip(&positions) {
        for (tally, &(score, as_good)) in tallies.iter_mut().zip(result) {
            tally.scores.push((f64::from(score), f64::from(*exact)));
            tally.best_moves += usize::from(as_good);
        }
    }
    print(&format!(
        "{} positions of {path}; depth, error raw and after the best scale (discs), the scale, best moves",
        positions.len()
    ))?;
    for (depth, tally) in depths.iter().zip(&tallies) {
        let n = tally.scores.len() as f64;
        let raw = (tally
            .scores
            .iter()
            .map(|(s, e)| (s - e).powi(2))
            .sum::<f64>()
            / n)
            .sqrt();
        let (se, ss) = tally
            .scores
            .iter()
            .fold((0.0, 0.0), |(se, ss), (s, e)| (se + s * e, ss + s * s));
        let scale = if ss > 0.0 { se / ss } else { 0.0 };
        let scaled = (tally
            .scores
            .iter()
            .map(|(s, e)| (scale * s - e).powi(2))
            .sum::<f64>()
            / n)
            .sqrt();
        print(&format!(
            "depth {depth:2}: {raw:5.2} {scaled:5.2} x{scale:.3} best {} of {} ({:.1} %)",
            tally.best_moves,
            tally.scores.len(),
            100.0 * tally.best_moves as f64 / n
        ))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::Game;

    #[test]
    fn the_choice_takes_each_number_of_empties_alike_and_repeats() {
        let mut positions = Vec::new();
        let mut game = Game::new();
        while !game.position().is_game_over() {
            if !game.pass_if_forced() {
                let square = game.position().legal_moves().iter().last().unwrap();
                game.play(Move::Place(square)).unwrap();
            }
            positions.push(*game.position());
        }
        let chosen = choose(positions.clone(), 5, 3);
        let mut empties: Vec<u32> = chosen.iter().map(|p| p.empty_count()).collect();
        empties.sort();
        assert_eq!(empties, [20, 21, 22, 23, 24]);
        assert_eq!(chosen, choose(positions, 5, 3));
    }
}

//! `selfplay --out DIR --games N`: strong games of our own for training
//! (`train ... DIR/selfplay-*.txt`). Each game starts with 8 to 30
//! plies chosen at random among the moves a 4-ply search puts within
//! `--spread` discs of the best (varied, but balanced), then both sides
//! search `--depth` plies selectively, with no random move, and solve the
//! last `--exact` empty squares. Every game has its own seed and tables, so
//! a game is the same whatever the threads or the chunk.
//!
//! The games are written 100 to a file (`selfplay-0000.txt`: a comment
//! line of the settings, a transcript a line, a comment line of the
//! checksum), each file whole under a temporary name and then renamed. A run
//! started again with the same settings keeps the files that are whole and
//! of these settings and plays the others.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use reversi_engine::{Color, Game, Limits, Move, SELECTIVITY, Searcher};

use crate::chunks::{self, fnv1a};
use crate::cli::{Args, CliResult, print};
use crate::parallel;

const USAGE: &str = "usage: reversi-engine selfplay --out DIR --games N [--seed S] [--depth D] [--exact E] [--spread DISCS] [--threads T]";

/// Games a file.
const GAMES_PER_FILE: usize = 100;

/// Each game's tables, in MiB.
const MEGABYTES: usize = 16;

/// How the games are played.
#[derive(Clone, Debug, PartialEq)]
pub struct SelfPlay {
    pub seed: u64,
    pub depth: u32,
    pub exact: u32,
    pub spread: i32,
}

impl SelfPlay {
    fn header(&self, games: std::ops::Range<usize>) -> String {
        format!(
            "# reversi-engine selfplay --seed {} --depth {} --exact {} --spread {}: games {} to {}",
            self.seed,
            self.depth,
            self.exact,
            self.spread,
            games.start + 1,
            games.end
        )
    }

    /// Game `number`: its opening from its own seed, then the searches.
    pub fn play(&self, number: usize) -> Game {
        let seed = self
            .seed
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(number as u64);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let mut searcher = Searcher::new(MEGABYTES, seed);
        let never = AtomicBool::new(false);
        let mut game = Game::new();
        let opening = rng.random_range(8..=30);
        let glance = Limits::depth(3);
        let limits = Limits {
            exact_empties: self.exact,
            wld_empties: self.exact,
            selectivity: Some(SELECTIVITY),
            ..Limits::depth(self.depth)
        };
        while !game.position().is_game_over() {
            if game.pass_if_forced() {
                continue;
            }
            let position = *game.position();
            let mv = if game.moves().len() < opening {
                // Each move's 4-ply score: the reply's 3-ply one, negated.
                let scored: Vec<(Move, i32)> = position
                    .legal_moves()
                    .iter()
                    .map(|square| {
                        let mv = Move::Place(square);
                        let mut after = position;
                        after.play(mv).expect("a legal move");
                        if after.must_pass() {
                            after.play(Move::Pass).expect("a forced pass");
                            let score = searcher.search(&after, &glance, &never).score;
                            return (mv, score);
                        }
                        let score = searcher.search(&after, &glance, &never).score;
                        (mv, -score)
                    })
                    .collect();
                let best = scored.iter().map(|&(_, s)| s).max().expect("a move");
                let near: Vec<Move> = scored
                    .iter()
                    .filter(|&&(_, s)| s >= best - self.spread)
                    .map(|&(mv, _)| mv)
                    .collect();
                near[rng.random_range(0..near.len())]
            } else {
                searcher.search(&position, &limits, &never).best_move
            };
            game.play(mv).expect("a legal move");
        }
        game
    }
}

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
        args,
        &[
            "--out",
            "--games",
            "--seed",
            "--depth",
            "--exact",
            "--spread",
            "--threads",
        ],
        USAGE,
    )?;
    let out = PathBuf::from(
        args.value("--out")
            .ok_or_else(|| args.error("--out is needed"))?,
    );
    let games: usize = args.number("--games", 1..=10_000_000, 0)?;
    let settings = SelfPlay {
        seed: args.seed(1)?,
        depth: args.number("--depth", 1..=20, 10)?,
        exact: args.number("--exact", 0..=24, 18)?,
        spread: args.number("--spread", 0..=64, 2)?,
    };
    let threads = args.threads()?;
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot make {}: {e}", out.display()))?;
    let started = std::time::Instant::now();
    let (mut kept, mut played) = (0, 0);
    for first in (0..games).step_by(GAMES_PER_FILE) {
        let path = out.join(format!("selfplay-{:04}.txt", first / GAMES_PER_FILE));
        let numbers = first..(first + GAMES_PER_FILE).min(games);
        let header = settings.header(numbers.clone());
        match read_whole(&path, &header) {
            Ok(()) => {
                kept += 1;
                continue;
            }
            Err(None) => {}
            Err(Some(why)) => print(&format!("{}: {why}; played again", path.display()))?,
        }
        let numbers: Vec<usize> = numbers.collect();
        let games = parallel::map(&numbers, threads, || (), |_, &n| settings.play(n));
        write_games(&path, &header, &games)?;
        played += 1;
        let discs: f64 = games
            .iter()
            .map(|g| g.outcome().map_or(0, |o| o.exact_score(Color::Black)) as f64)
            .sum::<f64>()
            / games.len() as f64;
        print(&format!(
            "{}: games {} to {} (black {discs:+.1} discs a game), {:.0} s",
            path.display(),
            numbers[0] + 1,
            numbers[numbers.len() - 1] + 1,
            started.elapsed().as_secs_f64()
        ))?;
    }
    print(&format!(
        "{} files: {kept} kept from before, {played} played, in {:.0} s",
        kept + played,
        started.elapsed().as_secs_f64()
    ))
}

/// Whether `path` holds a whole file of these settings: `Err(None)` when
/// there is none, `Err(Some(why))` when it cannot be kept.
fn read_whole(path: &Path, header: &str) -> Result<(), Option<String>> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(None),
        Err(e) => return Err(Some(e.to_string())),
    };
    let Some((body, last)) = text.trim_end().rsplit_once('\n') else {
        return Err(Some("cut short".into()));
    };
    if last != format!("# fnv1a {:016x}", fnv1a(body.as_bytes())) {
        return Err(Some("cut short or damaged".into()));
    }
    if body.lines().next() != Some(header) {
        return Err(Some("of other settings".into()));
    }
    Ok(())
}

fn write_games(path: &Path, header: &str, games: &[Game]) -> Result<(), String> {
    let mut body = header.to_string();
    for game in games {
        body.push('\n');
        body.push_str(&game.transcript());
    }
    let text = format!("{body}\n# fnv1a {:016x}\n", fnv1a(body.as_bytes()));
    chunks::write_whole(path, text.as_bytes())
}

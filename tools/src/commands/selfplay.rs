//! `selfplay`: strong games of our own for training,
//! made to be kept in the repository and to grow run after run. Each game
//! starts with 8 to 30 plies chosen at random among the moves a 4-ply search
//! puts within `--spread` discs of the best (varied, but balanced), then both
//! sides search `--depth` plies selectively, with no random move, and solve
//! the last `--exact` empty squares. Every game has its own seed and tables,
//! so a game is the same whatever the threads, the chunk or the run.
//!
//! Chunk `k` holds games `k * G + 1` to `(k + 1) * G` (`--chunk-games G`),
//! packed about a byte a move (`strong::pack`) and gzipped as
//! `chunk-KKKK.rvg.gz`, with the command that made it inside. While a chunk
//! is played its games are kept 100 to a file under `--work` (a comment line
//! of the settings, a transcript a line, a checksum line), each written whole
//! and then renamed, so a run cut off loses at most 100 games. A run keeps
//! every chunk that reads whole, whatever its settings (a chunk is never
//! written twice), plays again one that is cut short or damaged, and writes
//! `manifest.txt`: each chunk's games, placements, bytes, checksum and
//! command, and the totals.

use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use reversi_engine::{Color, Game, Limits, Move, SELECTIVITY, Searcher};

use crate::chunks::fnv1a;
use crate::cli::{self, CliResult, print};
use crate::parallel;
use crate::strong;

/// Play strong games of our own for `train`, in chunks that are kept.
///
/// Openings of 8-30 plies among moves within DISCS of the best, then both
/// sides at depth D selectively, exact from E empties. G games a chunk, packed a byte a move in DIR/chunk-KKKK.rvg.gz, with
/// DIR/manifest.txt; a run keeps whole chunks and resumes a cut one from
/// --work.
#[derive(clap::Args)]
pub struct Selfplay {
    /// The chunks' folder
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Chunks to have when done
    #[arg(long, value_name = "N", value_parser = cli::within(1..=100_000usize))]
    chunks: usize,
    /// Games a chunk
    #[arg(long, value_name = "G", default_value_t = 10_000, value_parser = cli::within(1..=1_000_000usize))]
    chunk_games: usize,
    /// Where a chunk's games are kept while it is played (default DIR/work)
    #[arg(long, value_name = "DIR")]
    work: Option<PathBuf>,
    /// The first game's seed
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Both sides' search depth
    #[arg(long, value_name = "D", default_value_t = 10, value_parser = cli::within(1..=20u32))]
    depth: u32,
    /// Solve exactly from E empties
    #[arg(long, value_name = "E", default_value_t = 18, value_parser = cli::within(0..=24u32))]
    exact: u32,
    /// The openings' moves are within DISCS of the best
    #[arg(long, value_name = "DISCS", default_value_t = 2, value_parser = cli::within(0..=64i32))]
    spread: i32,
    /// Games played at once
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
}

/// Games a work file.
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
    /// The command that plays chunk `chunk` of `per_chunk` games.
    fn command(&self, per_chunk: usize, chunk: usize) -> String {
        format!(
            "reversi-engine selfplay --seed {} --depth {} --exact {} --spread {} --chunk-games {per_chunk}: chunk {chunk}, games {} to {}",
            self.seed,
            self.depth,
            self.exact,
            self.spread,
            chunk * per_chunk + 1,
            (chunk + 1) * per_chunk
        )
    }

    /// Game `number` (from 0), and the placements of its random opening:
    /// its opening from its own seed, then the searches.
    pub fn play(&self, number: usize) -> (Game, usize) {
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
        let mut placed_at_random = 0;
        while !game.position().is_game_over() {
            if game.pass_if_forced() {
                continue;
            }
            let position = *game.position();
            let mv = if game.moves().len() < opening {
                placed_at_random += 1;
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
        (game, placed_at_random)
    }
}

pub fn run(args: Selfplay) -> CliResult {
    let out = args.out;
    let (chunks, per_chunk) = (args.chunks, args.chunk_games);
    let work = args.work.unwrap_or_else(|| out.join("work"));
    let settings = SelfPlay {
        seed: args.seed,
        depth: args.depth,
        exact: args.exact,
        spread: args.spread,
    };
    let threads = args.threads;
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot make {}: {e}", out.display()))?;
    let started = std::time::Instant::now();
    let (mut kept, mut played) = (0, 0);
    for chunk in 0..chunks {
        let path = chunk_path(&out, chunk);
        match read_chunk(&path) {
            Ok(_) => {
                kept += 1;
                continue;
            }
            Err(None) => {}
            Err(Some(why)) => print(&format!("{}: {why}; played again", path.display()))?,
        }
        let command = settings.command(per_chunk, chunk);
        let games = play_chunk(&settings, &command, per_chunk, chunk, &work, threads)?;
        let packed = strong::pack(&command, &games);
        // What is written is what reads back, game for game.
        match strong::read_packed(&packed) {
            Ok((_, read)) if read.games.len() == games.len() => {}
            other => return Err(format!("chunk {chunk} does not read back: {other:?}")),
        }
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        let gzipped = encoder
            .write_all(&packed)
            .and_then(|()| encoder.finish())
            .map_err(|e| format!("cannot compress chunk {chunk}: {e}"))?;
        cli::write_whole(&path, &gzipped)?;
        let _ = std::fs::remove_dir_all(chunk_work(&work, chunk));
        played += 1;
        let discs: f64 = games
            .iter()
            .map(|(g, _)| g.outcome().map_or(0, |o| o.exact_score(Color::Black)) as f64)
            .sum::<f64>()
            / games.len() as f64;
        print(&format!(
            "{}: {} games, {} bytes (black {discs:+.1} discs a game), {:.0} s",
            path.display(),
            games.len(),
            gzipped.len(),
            started.elapsed().as_secs_f64()
        ))?;
        write_manifest(&out)?;
    }
    write_manifest(&out)?;
    print(&format!(
        "{} chunks: {kept} kept from before, {played} played, in {:.0} s",
        kept + played,
        started.elapsed().as_secs_f64()
    ))
}

fn chunk_path(out: &Path, chunk: usize) -> PathBuf {
    out.join(format!("chunk-{chunk:04}.rvg.gz"))
}

fn chunk_work(work: &Path, chunk: usize) -> PathBuf {
    work.join(format!("chunk-{chunk:04}"))
}

/// Chunk `chunk`'s games, played 100 to a work file, each file kept from an
/// earlier run when it is whole and of these settings.
fn play_chunk(
    settings: &SelfPlay,
    command: &str,
    per_chunk: usize,
    chunk: usize,
    work: &Path,
    threads: usize,
) -> Result<Vec<(Game, usize)>, String> {
    let dir = chunk_work(work, chunk);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let mut games = Vec::with_capacity(per_chunk);
    for first in (0..per_chunk).step_by(GAMES_PER_FILE) {
        let path = dir.join(format!("games-{:04}.txt", first / GAMES_PER_FILE));
        let header = format!("# {command}: from game {}", chunk * per_chunk + first + 1);
        match read_work(&path, &header) {
            Ok(kept) => {
                games.extend(kept);
                continue;
            }
            Err(None) => {}
            Err(Some(why)) => print(&format!("{}: {why}; played again", path.display()))?,
        }
        let numbers: Vec<usize> = (chunk * per_chunk + first
            ..chunk * per_chunk + (first + GAMES_PER_FILE).min(per_chunk))
            .collect();
        let part = parallel::map(&numbers, threads, || (), |_, &n| settings.play(n));
        write_work(&path, &header, &part)?;
        games.extend(part);
    }
    Ok(games)
}

/// The games of a whole work file of these settings: `Err(None)` when there
/// is none, `Err(Some(why))` when it cannot be kept.
fn read_work(path: &Path, header: &str) -> Result<Vec<(Game, usize)>, Option<String>> {
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
    let mut lines = body.lines();
    if lines.next() != Some(header) {
        return Err(Some("of other settings".into()));
    }
    lines
        .map(|line| {
            let (opening, transcript) = line.split_once(' ').ok_or("no opening length")?;
            let opening = opening.parse().map_err(|_| "no opening length")?;
            let game = Game::from_transcript(transcript).map_err(|e| e.to_string())?;
            Ok((game, opening))
        })
        .collect::<Result<_, String>>()
        .map_err(Some)
}

fn write_work(path: &Path, header: &str, games: &[(Game, usize)]) -> Result<(), String> {
    let mut body = header.to_string();
    for (game, opening) in games {
        body.push_str(&format!("\n{opening} {}", game.transcript()));
    }
    let text = format!("{body}\n# fnv1a {:016x}\n", fnv1a(body.as_bytes()));
    cli::write_whole(path, text.as_bytes())
}

/// A chunk's command and games, if its file is whole: `Err(None)` when there
/// is none, `Err(Some(why))` when it is damaged or cut short.
pub fn read_chunk(path: &Path) -> Result<(String, strong::Read, Vec<u8>), Option<String>> {
    let gzipped = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(None),
        Err(e) => return Err(Some(e.to_string())),
    };
    let mut packed = Vec::new();
    flate2::read::GzDecoder::new(&gzipped[..])
        .read_to_end(&mut packed)
        .map_err(|e| Some(format!("cut short or damaged ({e})")))?;
    let (command, read) = strong::read_packed(&packed).map_err(Some)?;
    if !read.skipped.is_empty() {
        return Err(Some(format!("damaged ({})", read.skipped[0])));
    }
    Ok((command, read, packed))
}

/// `manifest.txt`: every whole chunk in `out`, in order, and the totals,
/// written whole.
fn write_manifest(out: &Path) -> CliResult {
    let mut names: Vec<String> = std::fs::read_dir(out)
        .map_err(|e| format!("cannot read {}: {e}", out.display()))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("chunk-") && name.ends_with(".rvg.gz"))
        .collect();
    names.sort();
    let mut text = String::from(
        "# Strong self-play games for training (docs/engine.md, \"Self-play data\").\n\
         # chunk, games, placements, bytes gzipped, FNV-1a of the unpacked file, the command that made it\n",
    );
    let (mut games, mut placements, mut bytes) = (0, 0, 0);
    for name in names {
        let path = out.join(&name);
        let Ok((command, read, packed)) = read_chunk(&path) else {
            continue;
        };
        let size = std::fs::metadata(&path).map_or(0, |m| m.len());
        let placed: usize = read
            .games
            .iter()
            .map(|g| g.game.moves().iter().filter(|m| m.mv != Move::Pass).count())
            .sum();
        text.push_str(&format!(
            "{name} {} {placed} {size} {:016x} {command}\n",
            read.games.len(),
            fnv1a(&packed)
        ));
        games += read.games.len();
        placements += placed;
        bytes += size;
    }
    text.push_str(&format!(
        "# total: {games} games, {placements} placements, {bytes} bytes\n"
    ));
    cli::write_whole(&out.join("manifest.txt"), text.as_bytes())
}

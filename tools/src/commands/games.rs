//! `games`: strong games read and checked (`strong.rs`): per file,
//! the games read and those skipped with why; in all, the positions and
//! how many are distinct under the board's symmetries, by empty squares.

use std::collections::BTreeMap;
use std::io::Read as _;
use std::path::Path;

use crate::cli::{CliResult, print};
use crate::strong::{
    self, Read, StrongGame, distinct_positions, read_ggf, read_logbook, read_transcripts,
    read_wthor,
};

/// A file's games, by its kind: `.wtb` WTHOR, `.gam` (or `.gam.gz`)
/// Logistello's, `.ggf` GGF, `.rvg` (or `.rvg.gz`) our packed self-play,
/// anything else transcripts.
pub fn read_file(path: &Path) -> Result<Read, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = path.to_string_lossy().to_lowercase();
    let (name, bytes) = match name.strip_suffix(".gz") {
        Some(inner) => {
            let mut unpacked = Vec::new();
            flate2::read::GzDecoder::new(&bytes[..])
                .read_to_end(&mut unpacked)
                .map_err(|e| format!("{}: {e}", path.display()))?;
            (inner.to_string(), unpacked)
        }
        None => (name, bytes),
    };
    let text = || String::from_utf8_lossy(&bytes).into_owned();
    Ok(if name.ends_with(".rvg") {
        strong::read_packed(&bytes)
            .map_err(|e| format!("{}: {e}", path.display()))?
            .1
    } else if name.ends_with(".wtb") {
        read_wthor(&bytes).map_err(|e| format!("{}: {e}", path.display()))?
    } else if name.ends_with(".gam") {
        read_logbook(&text())
    } else if name.ends_with(".ggf") {
        read_ggf(&text())
    } else {
        read_transcripts(&text())
    })
}

/// [`read_file`], saying how many games it gave and skipped.
pub fn read_and_say(file: &str) -> Result<Read, String> {
    let read = read_file(Path::new(file))?;
    print(&format!(
        "{file}: {} games, {} skipped",
        read.games.len(),
        read.skipped.len()
    ))?;
    Ok(read)
}

/// Read strong games and count their positions.
///
/// Each game is replayed through the rules: per file the games read and
/// those skipped (why); then the positions, each once under the board's
/// symmetries, by empty squares.
#[derive(clap::Args)]
pub struct Games {
    /// Game files: .wtb (WTHOR), .gam[.gz] (Logistello's), .ggf,
    /// .rvg[.gz] (our self-play), else transcripts
    #[arg(value_name = "FILE", required = true)]
    files: Vec<String>,
}

pub fn run(args: Games) -> CliResult {
    let args = args.files;
    let mut games: Vec<StrongGame> = Vec::new();
    // Why games were skipped, their numbers and squares left out.
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for file in args {
        let read = read_and_say(&file)?;
        for why in read.skipped.iter().take(3) {
            print(&format!("  skipped {why}"))?;
        }
        for why in &read.skipped {
            let reason = why.split_once(": ").map_or(why.as_str(), |(_, r)| r);
            let general: String = reason
                .split_whitespace()
                .map(|word| {
                    let digits = word.chars().any(|c| c.is_ascii_digit());
                    if digits { "#" } else { word }
                })
                .collect::<Vec<_>>()
                .join(" ");
            *reasons.entry(general).or_default() += 1;
        }
        games.extend(read.games);
    }
    let mut reasons: Vec<(String, usize)> = reasons.into_iter().collect();
    reasons.sort_by_key(|(_, count)| std::cmp::Reverse(*count));
    for (reason, count) in reasons {
        print(&format!("skipped {count}: {reason}"))?;
    }
    let moves: usize = games.iter().map(|g| g.game.moves().len()).sum();
    let positions = distinct_positions(&games);
    let mut by_empties = [0usize; 61];
    for position in &positions {
        by_empties[position.board.empties().count_ones() as usize] += 1;
    }
    let band = |range: std::ops::RangeInclusive<usize>| -> usize { by_empties[range].iter().sum() };
    print(&format!(
        "distinct positions by empty squares: 25-60 {}, 21-24 {}, 0-20 {}",
        band(25..=60),
        band(21..=24),
        band(0..=20)
    ))?;
    print(&format!(
        "total: {} games, {moves} moves, {} distinct positions",
        games.len(),
        positions.len()
    ))
}

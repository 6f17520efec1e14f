//! What every command shares: its arguments, its output, its errors (one line,
//! exit status 2) and the evaluation it searches with.

use std::fmt::Display;
use std::io::Write;
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use std::sync::Arc;

use reversi_engine::{Book, Evaluator, Game, Limits, Position};

/// A failed command: the one-line message for stderr.
pub type CliResult = Result<(), String>;

/// Writes `text` and a newline to stdout; a closed pipe is an error, not a
/// panic.
pub fn print(text: &str) -> CliResult {
    writeln!(std::io::stdout().lock(), "{text}").map_err(|e| format!("cannot write output: {e}"))
}

/// `value` as a number within `range`: anything else, including numbers too
/// large for the type, is an error naming `flag`.
pub fn number<T>(flag: &str, value: &str, range: RangeInclusive<T>) -> Result<T, String>
where
    T: FromStr + PartialOrd + Display + Copy,
{
    value
        .trim()
        .parse::<T>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            format!(
                "{flag} needs a number from {} to {}, not {value:?}",
                range.start(),
                range.end()
            )
        })
}

/// The limits of `--level` or `--depth` (`limits`) with `--time`: the time
/// bounds their search (what a match plays, `--level 10 --time 3000`), or
/// alone searches as deep as it allows.
pub fn within_time(limits: Option<Limits>, time: Option<Duration>) -> Option<Limits> {
    match time {
        Some(time) => Some(Limits {
            time: Some(time),
            ..limits.unwrap_or_else(|| Limits::time(time))
        }),
        None => limits,
    }
}

/// Writes `bytes` to `path` whole or not at all: under a temporary name
/// beside it (the name and `.part`), renamed once written, so that a run cut
/// off mid-write never leaves a short file under the real name.
pub fn write_whole(path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".part");
    let temporary = path.with_file_name(name);
    std::fs::write(&temporary, bytes)
        .and_then(|()| std::fs::rename(&temporary, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// A value parser for a number within `range` (an option's or an
/// argument's), with [`number`]'s message.
pub fn within<T>(
    range: RangeInclusive<T>,
) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    move |value| {
        value
            .trim()
            .parse::<T>()
            .ok()
            .filter(|n| range.contains(n))
            .ok_or_else(|| format!("needs a number from {} to {}", range.start(), range.end()))
    }
}

/// `--time MS`: milliseconds, up to a day.
pub fn millis(value: &str) -> Result<Duration, String> {
    within(1..=86_400_000u64)(value).map(Duration::from_millis)
}

/// ProbCut's confidence in standard deviations; `None`: a full-width search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Selectivity(pub Option<f32>);

/// `--selectivity T`: ProbCut's confidence in standard deviations, or 0 for a
/// full-width search.
pub fn selectivity(value: &str) -> Result<Selectivity, String> {
    match value.trim().parse::<f32>() {
        Ok(0.0) => Ok(Selectivity(None)),
        Ok(t) if (0.1..=10.0).contains(&t) => Ok(Selectivity(Some(t))),
        _ => Err(
            "needs 0 (full width) or a number of standard deviations from 0.1 to 10".to_string(),
        ),
    }
}

/// A board string (`--board`): 64 squares a1..h8 of X, O and -, then the
/// side to move.
pub fn board(text: &str) -> Result<Position, String> {
    Position::from_obf(text).map_err(|e| e.to_string())
}

/// The positions of an OBF file (`solve`, `calibrate`), each with its line
/// number and text (which may hold annotations after `;`); blank lines and
/// `%` or `#` comments are skipped, and a line that is not a board is an
/// error naming it.
pub fn obf_positions(path: &str) -> Result<Vec<(usize, Position, String)>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut positions = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('%') || line.starts_with('#') {
            continue;
        }
        let position =
            Position::from_obf(line).map_err(|e| format!("{path}:{}: {e}", index + 1))?;
        positions.push((index + 1, position, line.to_string()));
    }
    Ok(positions)
}

/// A game given on the command line: the text itself (a transcript, a
/// board or a GGF game), or the path of a file that holds one.
pub fn game(argument: &str) -> Result<Game, String> {
    let path = std::path::Path::new(argument);
    let text = if path.is_file() {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {argument}: {e}"))?
    } else {
        argument.to_string()
    };
    Game::from_record(&text).map_err(|e| e.to_string())
}

/// The variable that chooses the evaluation: a weight file's path, or `hand`.
const WEIGHTS_VARIABLE: &str = "REVERSI_WEIGHTS";

/// The evaluation the commands search with: the weight file
/// `REVERSI_WEIGHTS` names (any path, Unicode or not), the hand-written one
/// for `REVERSI_WEIGHTS=hand`, else the trained weights built into the
/// engine. A file that cannot be used is reported and the hand-written
/// evaluation is used.
pub fn evaluator() -> Evaluator {
    let (evaluator, error) = match std::env::var_os(WEIGHTS_VARIABLE) {
        Some(value) if value == "hand" => (Evaluator::Hand, None),
        Some(value) if !value.is_empty() => {
            let path = PathBuf::from(value);
            match read_weights(&path) {
                Ok(evaluator) => (evaluator, None),
                Err(error) => (Evaluator::Hand, Some(error)),
            }
        }
        _ => {
            let (evaluator, error) = Evaluator::trained_or_hand();
            (
                evaluator,
                error.map(|e| format!("the built-in weights: {e}")),
            )
        }
    };
    if let Some(error) = error {
        eprintln!("reversi-engine: {error}; using the hand-written evaluation");
    }
    evaluator
}

/// The variable that chooses the opening book: a book file's path, or `none`.
const BOOK_VARIABLE: &str = "REVERSI_BOOK";

/// The opening book levels 7–10 play from: the file `REVERSI_BOOK` names,
/// none for `REVERSI_BOOK=none`, else the book built into the engine. A
/// file that cannot be used is reported and the levels play without a book.
pub fn book() -> Option<Arc<Book>> {
    let book = match std::env::var_os(BOOK_VARIABLE) {
        Some(value) if value == "none" => return None,
        Some(value) if !value.is_empty() => read_book(&PathBuf::from(value)).map(Arc::new),
        _ => Book::built_in().map_err(|e| format!("the built-in book: {e}")),
    };
    book.inspect_err(|error| eprintln!("reversi-engine: {error}; playing without a book"))
        .ok()
}

/// The book in the file at `path`.
pub fn read_book(path: &std::path::Path) -> Result<Book, String> {
    let bytes =
        std::fs::read(path).map_err(|e| format!("cannot read the book {}: {e}", path.display()))?;
    Book::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// The weights in the file at `path`.
pub fn read_weights(path: &std::path::Path) -> Result<Evaluator, String> {
    let bytes = std::fs::read(path)
        .map_err(|e| format!("cannot read the weight file {}: {e}", path.display()))?;
    Evaluator::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_out_of_range_or_too_large_are_errors() {
        assert_eq!(number("--level", "7", 1..=10u32), Ok(7));
        for bad in ["0", "11", "4294967297", "-1", "", "seven", "1e3"] {
            let error = number("--level", bad, 1..=10u32).unwrap_err();
            assert!(
                error.contains("--level needs a number from 1 to 10"),
                "{error}"
            );
        }
    }
}

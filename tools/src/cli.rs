//! What every command shares: its arguments, its output, its errors (one line,
//! exit status 2) and the evaluation it searches with.

use std::ffi::OsString;
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

/// The arguments as text: an argument that is not UTF-8 is an error that
/// names it, not a panic.
pub fn utf8_arguments(args: impl Iterator<Item = OsString>) -> Result<Vec<String>, String> {
    args.enumerate()
        .map(|(index, arg)| {
            arg.into_string().map_err(|arg| {
                format!(
                    "argument {} ({}) is not UTF-8 text",
                    index + 1,
                    arg.to_string_lossy()
                )
            })
        })
        .collect()
}

/// Writes `text` and a newline to stdout; a closed pipe is an error, not a
/// panic.
pub fn print(text: &str) -> CliResult {
    writeln!(std::io::stdout().lock(), "{text}").map_err(|e| format!("cannot write output: {e}"))
}

/// A command's options: `--flag value` pairs and plain arguments, read
/// against the command's one-line usage, which every error repeats.
pub struct Args<'a> {
    usage: &'static str,
    flags: Vec<(&'a str, &'a str)>,
    plain: Vec<&'a str>,
}

impl<'a> Args<'a> {
    /// Splits `args` into pairs for the flags in `with_value` and plain
    /// arguments; any other word starting with `--` is an unknown option.
    pub fn parse(
        args: &'a [String],
        with_value: &[&str],
        usage: &'static str,
    ) -> Result<Args<'a>, String> {
        let mut parsed = Args {
            usage,
            flags: Vec::new(),
            plain: Vec::new(),
        };
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            let (flag, inline) = match arg.split_once('=') {
                Some((flag, value)) if flag.starts_with("--") => (flag, Some(value)),
                _ => (arg.as_str(), None),
            };
            if with_value.contains(&flag) {
                let value = match inline {
                    Some(value) => value,
                    None => iter
                        .next()
                        .ok_or_else(|| parsed.error(format!("{flag} needs a value")))?,
                };
                parsed.flags.push((flag, value));
            } else if is_option(flag) {
                return Err(parsed.error(format!("unknown option {flag:?}")));
            } else {
                parsed.plain.push(arg);
            }
        }
        Ok(parsed)
    }

    /// [`Args::parse`] for a command that takes options only.
    pub fn options(
        args: &'a [String],
        with_value: &[&str],
        usage: &'static str,
    ) -> Result<Args<'a>, String> {
        let parsed = Args::parse(args, with_value, usage)?;
        match parsed.plain.first() {
            Some(extra) => Err(parsed.error(format!("unexpected argument {extra:?}"))),
            None => Ok(parsed),
        }
    }

    /// `message` with the usage, on one line.
    pub fn error(&self, message: impl Display) -> String {
        format!("{message} ({})", self.usage)
    }

    /// The arguments that are no option.
    pub fn plain(&self) -> &[&'a str] {
        &self.plain
    }

    /// The flags given, in order.
    pub fn flags(&self) -> &[(&'a str, &'a str)] {
        &self.flags
    }

    /// The last value given for `flag`.
    pub fn value(&self, flag: &str) -> Option<&'a str> {
        self.flags
            .iter()
            .rev()
            .find(|(f, _)| *f == flag)
            .map(|(_, v)| *v)
    }

    /// The last value of `flag` as a number within `range`, else `default`.
    pub fn number<T>(&self, flag: &str, range: RangeInclusive<T>, default: T) -> Result<T, String>
    where
        T: FromStr + PartialOrd + Display + Copy,
    {
        match self.value(flag) {
            Some(value) => number(flag, value, range),
            None => Ok(default),
        }
    }

    /// `--threads T`: how many threads a command may use (default 2).
    pub fn threads(&self) -> Result<usize, String> {
        self.number("--threads", 1..=64, 2)
    }

    /// `--threads T` for one search: the threads it may use (default 1, so
    /// that node counts and timings compare across machines).
    pub fn search_threads(&self) -> Result<usize, String> {
        self.number("--threads", 1..=256, 1)
    }

    /// `--seed S`: any 64-bit number.
    pub fn seed(&self, default: u64) -> Result<u64, String> {
        self.number("--seed", 0..=u64::MAX, default)
    }

    /// Exactly `N` plain arguments, else the usage.
    pub fn exactly<const N: usize>(&self) -> Result<[&'a str; N], String> {
        <[&str; N]>::try_from(self.plain.as_slice()).map_err(|_| self.usage.to_string())
    }
}

/// An option's name: `--` and a lower-case word (a board string such as
/// `-----…X` or a pass `--` is an argument).
fn is_option(word: &str) -> bool {
    word.strip_prefix("--").is_some_and(|name| {
        name.starts_with(|c: char| c.is_ascii_lowercase())
            && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')
    })
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

/// `--selectivity T`: ProbCut's confidence in standard deviations, or 0 for a
/// full-width search.
pub fn selectivity(value: &str) -> Result<Option<f32>, String> {
    match value.trim().parse::<f32>() {
        Ok(0.0) => Ok(None),
        Ok(t) if (0.1..=10.0).contains(&t) => Ok(Some(t)),
        _ => Err(format!(
            "--selectivity needs 0 (full width) or a number of standard deviations from 0.1 to 10, not {value:?}"
        )),
    }
}

/// `--board`'s position, or the start.
pub fn board(args: &Args) -> Result<Position, String> {
    match args.value("--board") {
        Some(text) => Position::from_obf(text).map_err(|e| format!("--board: {e}")),
        None => Ok(Position::start()),
    }
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

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

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

    #[test]
    fn flags_values_and_plain_arguments() {
        let args = strings(&["a", "--games", "4", "--seed=9", "b"]);
        let parsed = Args::parse(&args, &["--games", "--seed"], "usage: x").unwrap();
        assert_eq!(parsed.plain, ["a", "b"]);
        assert_eq!(parsed.number("--games", 1..=10, 2), Ok(4));
        assert_eq!(parsed.number("--seed", 0..=u64::MAX, 1), Ok(9));
        assert_eq!(parsed.number("--threads", 1..=4, 2), Ok(2));

        let (missing, unknown) = (strings(&["--games"]), strings(&["--frob"]));
        let error = |args| Args::parse(args, &["--games"], "usage: x").err().unwrap();
        assert_eq!(error(&missing), "--games needs a value (usage: x)");
        assert_eq!(error(&unknown), "unknown option \"--frob\" (usage: x)");
    }
}

//! The game's options, from the command line or the page address: a start
//! position or a game to open, the mode and level, the language, a
//! screenshot for visual checks. Read here; applied by `records::start`
//! (the game) and `view::screenshot` (the window).

use std::path::PathBuf;

use bevy::prelude::*;
use reversi_engine::{Game, Level, Position, TimeControl};

use crate::i18n::Language;
use crate::settings::Mode;

pub const USAGE: &str = "\
usage: reversi [options] [FILE]

  FILE                                open a game: a GGF file, a transcript or a board

  --position \"<transcript or board>\"  start from moves like f5d6c3, or a board string
                                      (64 squares a1..h8 of X, O, -, then X or O to move)
  --level N                           the AI's level, 1 to 10
  --clock M+S                         play against the clock: M minutes each, S seconds
                                      more after each move (e.g. 3+2; else the settings')
  --lang CODE                         the language: en, sv, el, lb, ms or eo
                                      (else the settings', else the system's)
  --ai-vs-ai                          the AI plays both sides
  --two-players                       two people take turns
  --black                             play Black against the AI (skips the menu)
  --white                             play White against the AI
  --server URL                        the online server's address (ws://host:port/ws)
  --join CODE                         join the online game of this code (a friend's link)
  --quit-at-end                       print the result and quit when the game ends
  --screenshot FILE.png               render, save a screenshot once the scene has settled, quit
  --window WIDTHxHEIGHT               the window's size in logical pixels (e.g. 390x844)
  --frame-times                       log the frame rate and frame time every second
  --help                              this text
  --version                           the version

Options take their value as `--level 5` or `--level=5`.";

/// What the command line asked for.
#[derive(Resource, Clone, Debug, Default)]
pub struct Options {
    pub start: Option<Game>,
    pub level: Option<u32>,
    pub clock: Option<TimeControl>,
    pub mode: Option<Mode>,
    pub screenshot: Option<PathBuf>,
    pub quit_at_end: bool,
    /// The window's size in logical pixels.
    pub window: Option<(u32, u32)>,
    /// Log frame times (to compare graphics qualities).
    pub frame_times: bool,
    /// A game to open: a file's on the desktop, a game link's on the web.
    pub open: Option<OpenAtStart>,
    /// The language to speak, whatever the system or the settings say.
    pub language: Option<Language>,
    /// The online server to play on.
    pub server: Option<String>,
    /// An online game to join at the start, by its code.
    pub join: Option<String>,
}

/// What a command line asks for.
#[derive(Debug)]
pub enum Asked {
    /// To play, with these options (boxed: the others hold nothing).
    Play(Box<Options>),
    /// The usage, `--help`.
    Help,
    /// The version, `--version`.
    Version,
}

impl Asked {
    /// The options to play with, if it asks to play.
    pub fn options(self) -> Option<Options> {
        match self {
            Asked::Play(options) => Some(*options),
            Asked::Help | Asked::Version => None,
        }
    }
}

/// The options that take a value (`--level 5` or `--level=5`).
const TAKES_VALUE: [&str; 8] = [
    "--position",
    "--level",
    "--clock",
    "--lang",
    "--window",
    "--screenshot",
    "--server",
    "--join",
];

/// A game to open at the start: a file's text (the desktop's command line)
/// or a game link's moves (the web's page address, opened in review).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenAtStart {
    File(String),
    Link(String),
}

impl Options {
    /// Reads the arguments (without the program name). `Err` carries the
    /// message to print.
    pub fn parse(args: &[String]) -> Result<Asked, String> {
        let mut options = Options::default();
        let mut iter = args.iter();
        while let Some(whole) = iter.next() {
            // `--level=5` is `--level 5`.
            let (arg, mut inline) = match whole.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name, Some(value.to_string())),
                _ => (whole.as_str(), None),
            };
            let joined = inline.is_some();
            let mut value = |name: &str| match inline.take() {
                Some(value) => Ok(value),
                None => iter
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("{name} needs a value")),
            };
            let mode = arg.strip_prefix("--").and_then(Mode::from_key);
            match arg {
                _ if joined && !TAKES_VALUE.contains(&arg) => {
                    return Err(format!("{arg} takes no value"));
                }
                _ if mode.is_some() => options.mode = mode,
                "--position" => options.start = Some(parse_position(&value("--position")?)?),
                "--level" => {
                    let text = value("--level")?;
                    let level = text
                        .parse()
                        .ok()
                        .filter(|l| Level::RANGE.contains(l))
                        .ok_or_else(|| {
                            format!(
                                "--level must be {} to {}, not {text:?}",
                                Level::RANGE.start(),
                                Level::RANGE.end()
                            )
                        })?;
                    options.level = Some(level);
                }
                "--clock" => {
                    // A page address's `+` arrives as a space.
                    let text = value("--clock")?.replace(' ', "+");
                    let control = text.parse().map_err(|e| format!("--clock: {e}"))?;
                    options.clock = Some(control);
                }
                "--lang" => {
                    let code = value("--lang")?;
                    let language = Language::from_code(&code).ok_or_else(|| {
                        let codes: Vec<_> = Language::ALL.iter().map(|l| l.code()).collect();
                        format!("--lang must be one of {}, not {code:?}", codes.join(", "))
                    })?;
                    options.language = Some(language);
                }
                "--server" => {
                    let url = value("--server")?;
                    if !(url.starts_with("ws://") || url.starts_with("wss://")) {
                        return Err(format!(
                            "--server needs a ws:// or wss:// address, not {:?}",
                            url.chars().take(80).collect::<String>()
                        ));
                    }
                    options.server = Some(url);
                }
                "--join" => {
                    let code = value("--join")?;
                    let valid = (4..=16).contains(&code.len())
                        && code.chars().all(|c| c.is_ascii_alphanumeric());
                    if !valid {
                        return Err(format!("--join needs a game's code, not {code:?}"));
                    }
                    options.join = Some(code.to_ascii_lowercase());
                }
                "--quit-at-end" => options.quit_at_end = true,
                "--frame-times" => options.frame_times = true,
                "--window" => {
                    let text = value("--window")?;
                    let size = text
                        .split_once(['x', 'X'])
                        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
                        .filter(|&(w, h): &(u32, u32)| {
                            (200..=8192).contains(&w) && (200..=8192).contains(&h)
                        })
                        .ok_or_else(|| {
                            format!("--window needs WIDTHxHEIGHT, each 200 to 8192, not {text:?}")
                        })?;
                    options.window = Some(size);
                }
                "--screenshot" => options.screenshot = Some(PathBuf::from(value("--screenshot")?)),
                "--help" | "-h" => return Ok(Asked::Help),
                "--version" | "-V" => return Ok(Asked::Version),
                file if !file.starts_with('-') => {
                    let text = std::fs::read_to_string(file)
                        .map_err(|e| format!("cannot read {file}: {e}"))?;
                    Game::from_record(&text).map_err(|e| format!("{file}: {e}"))?;
                    options.open = Some(OpenAtStart::File(text));
                }
                other => {
                    return Err(format!(
                        "unknown option {:?} (try --help)",
                        other.chars().take(40).collect::<String>()
                    ));
                }
            }
        }
        Ok(Asked::Play(Box::new(options)))
    }

    /// Reads the options of a page address's query (`?black&level=10`), in
    /// the command line's words without the dashes. `Err` is the message to
    /// show.
    pub fn from_query(query: &str) -> Result<Options, String> {
        let mut args = Vec::new();
        for pair in query.trim_start_matches('?').split('&') {
            if pair.is_empty() {
                continue;
            }
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = percent_decode(&value.replace('+', " "))
                .ok_or_else(|| format!("cannot read {pair:?} in the page address"))?;
            match key {
                "position" | "level" | "clock" | "lang" | "server" => {
                    args.extend([format!("--{key}"), value]);
                }
                _ if Mode::from_key(key).is_some() => args.push(format!("--{key}")),
                _ => {
                    return Err(format!(
                        "unknown page option {:?}",
                        key.chars().take(40).collect::<String>()
                    ));
                }
            }
        }
        Ok(Options::parse(&args)?.options().unwrap_or_default())
    }
}

/// `%XX` escapes decoded; `None` if one is broken or the result is not
/// UTF-8.
pub fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// `text` with every byte but letters, digits and `-._~` as a `%XX` escape:
/// safe in a page address's fragment, read back by [`percent_decode`].
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// A board string if it reads as one, else a transcript from the start.
pub fn parse_position(text: &str) -> Result<Game, String> {
    match Position::from_obf(text) {
        Ok(position) => Ok(Game::from_position(position)),
        Err(board_error) => Game::from_transcript(text).map_err(|transcript_error| {
            if text
                .split_whitespace()
                .next()
                .is_some_and(|w| w.len() >= 60)
            {
                format!("--position: {board_error}")
            } else {
                format!("--position: {transcript_error}")
            }
        }),
    }
}

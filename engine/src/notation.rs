//! Text formats, read and written: move transcripts (`f5d6c3`), one-line
//! board strings (OBF) and whole games in GGF (the Generic Game Format of
//! NBoard and the online servers).

use std::fmt;
use std::fmt::Write as _;
use std::time::Duration;

use crate::rules::clocks::{Clocks, TimeControl};
use crate::rules::game::Game;
use crate::rules::position::{IllegalMove, Move, Position};
use crate::rules::square::{Color, Square};

/// A transcript that cannot be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TranscriptError {
    /// No moves: nothing but white space and move numbers.
    Empty,
    /// Text that is neither a square, a pass, nor a move number.
    Unreadable {
        /// Where the unreadable text starts (0-based, in bytes).
        offset: usize,
        /// The text, up to its first white space.
        text: String,
    },
    /// The `number`th move of the transcript (1-based, as written, implied
    /// passes not counted) is not legal where it stands.
    Illegal {
        /// The move's number.
        number: usize,
        /// The move.
        mv: Move,
        /// Why the rules refused it.
        reason: IllegalMove,
    },
}

impl fmt::Display for TranscriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TranscriptError::Empty => f.write_str("empty transcript: expected moves like f5d6c3"),
            TranscriptError::Unreadable { offset, text } => write!(
                f,
                "cannot read {text:?} at character {}: expected a square (a1 to h8), PA or -- for a pass, or a move number",
                offset + 1
            ),
            TranscriptError::Illegal {
                number,
                mv: Move::Pass,
                reason,
            } => write!(f, "move {number} (pass) is illegal: {reason}"),
            TranscriptError::Illegal {
                number,
                mv,
                reason: IllegalMove::GameOver,
            } => write!(f, "move {number} ({mv}) comes after the end of the game"),
            TranscriptError::Illegal { number, mv, reason } => {
                write!(f, "move {number} ({mv}) is illegal: {reason}")
            }
        }
    }
}

impl std::error::Error for TranscriptError {}

/// Reads the moves of a transcript without checking them: squares in either
/// case, `PA`/`pa`/`--` for passes, white space, and move numbers such as `1.`
/// or `12` between moves.
pub fn parse_moves(text: &str) -> Result<Vec<Move>, TranscriptError> {
    let bytes = text.as_bytes();
    let mut moves = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        let c = bytes[i];
        if c.is_ascii_whitespace() || c == b',' {
            i += 1;
        } else if c.is_ascii_digit() {
            // A move number, optionally followed by dots ("1." or "1...").
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            while i < bytes.len() && bytes[i] == b'.' {
                i += 1;
            }
        } else if let Some(mv) = rest.get(..2).and_then(|s| s.parse::<Move>().ok()) {
            // Two characters: a square, `PA` or `--` (moves may run together).
            moves.push(mv);
            i += 2;
        } else {
            let text: String = rest
                .chars()
                .take_while(|c| !c.is_whitespace())
                .take(8)
                .collect();
            return Err(TranscriptError::Unreadable { offset: i, text });
        }
    }
    // Move numbers alone are no more a game than white space.
    if moves.is_empty() {
        return Err(TranscriptError::Empty);
    }
    Ok(moves)
}

impl Game {
    /// Replays a transcript from `start`. Forced passes may be written or left
    /// out; left out, they are inserted when the side to move has no move.
    pub fn from_transcript_at(start: Position, text: &str) -> Result<Game, TranscriptError> {
        let mut game = Game::from_position(start);
        for (index, mv) in parse_moves(text)?.into_iter().enumerate() {
            if let Move::Place(_) = mv {
                game.pass_if_forced();
            }
            game.play(mv).map_err(|reason| TranscriptError::Illegal {
                number: index + 1,
                mv,
                reason,
            })?;
        }
        Ok(game)
    }

    /// Replays a transcript from the standard start position. A trailing
    /// forced pass is carried out too, so the side to move is the one that
    /// can actually move.
    pub fn from_transcript(text: &str) -> Result<Game, TranscriptError> {
        let mut game = Game::from_transcript_at(Position::start(), text)?;
        game.pass_if_forced();
        Ok(game)
    }
}

/// A board string that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Nothing but white space.
    Empty,
    /// The board part does not have 64 squares.
    Length(usize),
    /// A character that is not `X`, `*`, `O`, `-` or `.` on a square.
    BadSquare {
        /// The square.
        square: Square,
        /// The character found there.
        found: char,
    },
    /// The side to move is missing after the squares.
    MissingSide,
    /// The side to move is neither `X` nor `O`.
    BadSide(String),
    /// Text after the side to move that is not an annotation.
    TrailingText(String),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Empty => {
                f.write_str("empty board string: expected 64 squares and the side to move")
            }
            BoardError::Length(n) => {
                write!(f, "board string has {n} squares, expected 64 (a1 to h8)")
            }
            BoardError::BadSquare { square, found } => write!(
                f,
                "bad character {found:?} for square {square}: expected X or * (black), O (white), - or . (empty)"
            ),
            BoardError::MissingSide => {
                f.write_str("board string lacks the side to move (X or O after the 64 squares)")
            }
            BoardError::BadSide(s) => write!(f, "side to move must be X or O, found {s:?}"),
            BoardError::TrailingText(s) => write!(
                f,
                "unexpected text {s:?} after the side to move (annotations start with ;)"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

impl Position {
    /// Reads a board string: 64 characters a1…h8 (`X` or `*` black, `O` white,
    /// `-` or `.` empty), white space, the side to move (`X` or `O`), and
    /// optionally `;` followed by annotations, which are ignored.
    pub fn from_obf(text: &str) -> Result<Position, BoardError> {
        let text = text.split(';').next().unwrap_or_default();
        let mut words = text.split_whitespace();
        let squares = words.next().ok_or(BoardError::Empty)?;
        let count = squares.chars().count();
        if count != 64 {
            return Err(BoardError::Length(count));
        }
        let (mut black, mut white) = (0u64, 0u64);
        for (sq, c) in Square::ALL.into_iter().zip(squares.chars()) {
            match c {
                'X' | 'x' | '*' => black |= sq.bit(),
                'O' | 'o' => white |= sq.bit(),
                '-' | '.' => {}
                found => return Err(BoardError::BadSquare { square: sq, found }),
            }
        }
        let side = match words.next() {
            None => return Err(BoardError::MissingSide),
            Some("X" | "x" | "*") => Color::Black,
            Some("O" | "o") => Color::White,
            Some(other) => return Err(BoardError::BadSide(other.to_string())),
        };
        if let Some(extra) = words.next() {
            return Err(BoardError::TrailingText(extra.to_string()));
        }
        Ok(Position::from_bitboards(black, white, side).expect("each square was read once"))
    }
}

impl fmt::Display for Position {
    /// The board string [`Position::from_obf`] reads, e.g. the start:
    /// `---------------------------OX------XO--------------------------- X`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let squares: String = Square::ALL
            .iter()
            .map(|&sq| match self.disc_at(sq) {
                Some(color) => color.letter(),
                None => '-',
            })
            .collect();
        write!(f, "{squares} {}", self.side_to_move().letter())
    }
}

/// A GGF game that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GgfError {
    /// The text does not hold a game between `(;` and `;)`.
    NotAGame,
    /// A tag's value has no closing `]`.
    Unclosed {
        /// The tag.
        tag: String,
    },
    /// The game's board (`BO[...]`) is missing.
    NoBoard,
    /// A move comes before the board.
    MoveBeforeBoard {
        /// The move's tag, `B` or `W`.
        tag: String,
    },
    /// `BO[...]` cannot be read (only 8x8 boards are played here).
    Board(String),
    /// The `number`th move (1-based, as written) is unreadable or illegal.
    Move {
        /// The move's number among the game's moves.
        number: usize,
        /// The move as written.
        text: String,
        /// Why it cannot be played.
        reason: String,
    },
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GgfError::NotAGame => f.write_str("not a GGF game: expected (;GM[Othello]...;)"),
            GgfError::Unclosed { tag } => write!(f, "GGF tag {tag} has no closing ]"),
            GgfError::NoBoard => f.write_str("the GGF game has no board (BO[...])"),
            GgfError::MoveBeforeBoard { tag } => {
                write!(f, "GGF move {tag}[...] comes before the board (BO[...])")
            }
            GgfError::Board(reason) => write!(f, "GGF board BO[...]: {reason}"),
            GgfError::Move {
                number,
                text,
                reason,
            } => write!(f, "GGF move {number} ({text}): {reason}"),
        }
    }
}

impl std::error::Error for GgfError {}

/// The `(tag, value)` pairs of the first GGF game in `text`, values
/// unescaped (`\]` is a `]` inside a value).
fn ggf_tags(text: &str) -> Result<Vec<(&str, String)>, GgfError> {
    let start = text.find("(;").ok_or(GgfError::NotAGame)?;
    let mut rest = &text[start + 2..];
    let mut tags = Vec::new();
    loop {
        let trimmed = rest.trim_start();
        if trimmed.starts_with(";)") {
            return Ok(tags);
        }
        let open = trimmed.find('[').ok_or(GgfError::NotAGame)?;
        let tag = trimmed[..open].trim();
        if tag.is_empty() || !tag.bytes().all(|b| b.is_ascii_alphanumeric()) {
            return Err(GgfError::NotAGame);
        }
        let mut value = String::new();
        let mut chars = trimmed[open + 1..].char_indices();
        let close = loop {
            match chars.next() {
                None => {
                    return Err(GgfError::Unclosed {
                        tag: tag.to_string(),
                    });
                }
                Some((_, '\\')) => {
                    if let Some((_, c)) = chars.next() {
                        value.push(c);
                    }
                }
                Some((i, ']')) => break open + 1 + i,
                Some((_, c)) => value.push(c),
            }
        };
        tags.push((tag, value));
        rest = &trimmed[close + 1..];
    }
}

/// A GGF move's square or pass, before any `/eval/time`.
fn ggf_move(value: &str) -> Result<Move, String> {
    let text = value.split('/').next().unwrap_or_default().trim();
    if text.eq_ignore_ascii_case("pa") || text.eq_ignore_ascii_case("pass") || text == "--" {
        return Ok(Move::Pass);
    }
    text.parse::<Square>()
        .map(Move::Place)
        .map_err(|e| e.to_string())
}

/// The side in GGF: `*` black, `O` white.
fn ggf_side(color: Color) -> char {
    match color {
        Color::Black => '*',
        Color::White => 'O',
    }
}

impl Game {
    /// Reads the first game of a GGF text, as NBoard, the online servers and
    /// [`Game::to_ggf`] write it:
    /// `(;GM[Othello]PB[..]PW[..]BO[8 <64 squares> <side>]B[F5]W[D6/0.5/2.1];)`.
    /// Squares are `*` or `X` black, `O` white, `-` empty (rows may be
    /// separated by spaces); the side is `*` or `O`. Evaluations and times
    /// after a move, comments and every other tag are skipped. Forced passes
    /// may be written (`PA`) or left out.
    pub fn from_ggf(text: &str) -> Result<Game, GgfError> {
        let mut game: Option<Game> = None;
        let mut number = 0;
        for (tag, value) in ggf_tags(text)? {
            match tag {
                "BO" => {
                    let mut words = value.split_whitespace();
                    if words.next() != Some("8") {
                        return Err(GgfError::Board("only 8x8 boards are played here".into()));
                    }
                    let words: Vec<&str> = words.collect();
                    let (side, rows) = words
                        .split_last()
                        .ok_or_else(|| GgfError::Board("the squares are missing".into()))?;
                    let obf = format!("{} {}", rows.concat(), side);
                    let position = Position::from_obf(&obf.replace('*', "X"))
                        .map_err(|e| GgfError::Board(e.to_string()))?;
                    game = Some(Game::from_position(position));
                }
                "B" | "W" => {
                    number += 1;
                    let game = game.as_mut().ok_or_else(|| GgfError::MoveBeforeBoard {
                        tag: tag.to_string(),
                    })?;
                    let error = |reason: String| GgfError::Move {
                        number,
                        text: format!("{tag}[{value}]"),
                        reason,
                    };
                    let color = if tag == "B" {
                        Color::Black
                    } else {
                        Color::White
                    };
                    let mv = ggf_move(&value).map_err(error)?;
                    if game.side_to_move() != color && mv != Move::Pass {
                        game.pass_if_forced();
                    }
                    if game.side_to_move() != color {
                        return Err(error(format!("it is not {color}'s turn")));
                    }
                    game.play(mv).map_err(|e| error(e.to_string()))?;
                }
                _ => {}
            }
        }
        let mut game = game.ok_or(GgfError::NoBoard)?;
        game.pass_if_forced();
        Ok(game)
    }

    /// The game in GGF, readable by [`Game::from_ggf`] and by NBoard: the
    /// start position, then every move (passes as `PA`), and the result
    /// when the game is over.
    pub fn to_ggf(&self) -> String {
        self.to_ggf_with(&GgfExtras::default())
    }

    /// [`Game::to_ggf`] with what else the record carries: a comment after
    /// the board, the clocks (`TI`, and each move's time in seconds,
    /// `B[F5//3.20]`; a move not played on them, none), and a loss on time (`RE[+64:t]`, the winner's
    /// whole board, as Black sees it).
    pub fn to_ggf_with(&self, extras: &GgfExtras) -> String {
        let start = self.start_position();
        let squares: String = Square::ALL
            .iter()
            .map(|&sq| match start.disc_at(sq) {
                Some(color) => ggf_side(color),
                None => '-',
            })
            .collect();
        let result = match (extras.timeout, self.outcome()) {
            (Some(Color::Black), _) => "-64:t".to_string(),
            (Some(Color::White), _) => "+64:t".to_string(),
            (None, Some(outcome)) => outcome.exact_score(Color::Black).to_string(),
            (None, None) => "?".to_string(),
        };
        let time_control = extras
            .clocks
            .map_or(String::new(), |c| format!("TI[{}]", c.control().to_ggf()));
        let [black, white] = extras.players.unwrap_or(["Black", "White"]).map(ggf_escape);
        let date = extras
            .date
            .map_or(String::new(), |d| format!("DT[{}]", ggf_escape(d)));
        let mut text = format!(
            "(;GM[Othello]PC[Reversi]{date}PB[{black}]PW[{white}]RE[{result}]{time_control}TY[8]BO[8 {squares} {}]",
            ggf_side(start.side_to_move())
        );
        if let Some(comment) = &extras.comment {
            let _ = write!(text, "C[{}]", ggf_escape(comment));
        }
        let times = extras.clocks.map_or(&[][..], Clocks::times);
        for (ply, played) in self.moves().iter().enumerate() {
            let tag = if played.color == Color::Black {
                'B'
            } else {
                'W'
            };
            let mv = match played.mv {
                Move::Place(sq) => sq.to_string().to_uppercase(),
                Move::Pass => "PA".to_string(),
            };
            match times.get(ply).copied().flatten() {
                Some(time) => {
                    let _ = write!(text, "{tag}[{mv}//{:.2}]", time.as_secs_f64());
                }
                None => {
                    let _ = write!(text, "{tag}[{mv}]");
                }
            }
        }
        text.push_str(";)");
        text
    }
}

/// A GGF value as written: `\\` and `]` escaped.
fn ggf_escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace(']', "\\]")
}

/// What a GGF record carries besides the moves ([`Game::to_ggf_with`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct GgfExtras<'a> {
    /// The players' names, Black's and White's (`PB`, `PW`; "Black" and
    /// "White" when not given).
    pub players: Option<[&'a str; 2]>,
    /// When the game was played (`DT`), as GGS writes it:
    /// `2026.12.04_09:30:00.UTC`.
    pub date: Option<&'a str>,
    /// A comment after the board (the opening's name).
    pub comment: Option<&'a str>,
    /// The game's clocks: the time control and each move's time.
    pub clocks: Option<&'a Clocks>,
    /// The side whose time ran out, which lost.
    pub timeout: Option<Color>,
}

/// The clocks of the first GGF game in `text`, if it was played against
/// them: its `TI` (`TB` when the players' differ, Black's: one control is
/// played here) and each move's time (a move without one was not played on
/// them).
pub fn ggf_clocks(text: &str) -> Option<Clocks> {
    let tags = ggf_tags(text).ok()?;
    let control = ["TI", "TB"].iter().find_map(|wanted| {
        let (_, value) = tags.iter().find(|(tag, _)| tag == wanted)?;
        TimeControl::from_ggf(value)
    })?;
    let times = tags
        .iter()
        .filter(|(tag, _)| *tag == "B" || *tag == "W")
        .map(|(_, value)| {
            let seconds = value
                .split('/')
                .nth(2)
                .and_then(|t| t.trim().parse::<f64>().ok());
            seconds
                .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e7)
                .map(Duration::from_secs_f64)
        })
        .collect();
    Some(Clocks::with_times(control, times))
}

/// The games of a text that holds many, one after another (a file of
/// games, as the servers and NBoard write them): each `(;...;)` in order.
/// A `;)` inside a tag's value does not end its game; an unfinished last
/// game is left out.
pub fn ggf_games(text: &str) -> Vec<&str> {
    let mut games = Vec::new();
    let (mut start, mut in_value, mut escaped) = (None, false, false);
    let bytes = text.as_bytes();
    for (i, &byte) in bytes.iter().enumerate() {
        if in_value {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b']' => in_value = false,
                _ => {}
            }
            continue;
        }
        match (start, byte) {
            (None, b'(') if bytes.get(i + 1) == Some(&b';') => start = Some(i),
            (Some(_), b'[') => in_value = true,
            (Some(from), b')') if i > from + 1 && bytes[i - 1] == b';' => {
                games.push(&text[from..=i]);
                start = None;
            }
            _ => {}
        }
    }
    games
}

/// The value of `tag` in the first GGF game of `text`, unescaped: `PB`,
/// `DT`, `C`, ...
pub fn ggf_tag(text: &str, tag: &str) -> Option<String> {
    let tags = ggf_tags(text).ok()?;
    tags.into_iter().find(|(t, _)| *t == tag).map(|(_, v)| v)
}

/// The side that lost the first GGF game of `text` on time (its result
/// flagged `:t`, `RE[+64:t]`: the result is the winner's, as Black sees it).
pub fn ggf_timeout(text: &str) -> Option<Color> {
    let result = ggf_tag(text, "RE")?;
    let (score, flag) = result.split_once(':')?;
    let score: f64 = score.trim().parse().ok()?;
    match flag.trim() {
        "t" if score > 0.0 => Some(Color::White),
        "t" if score < 0.0 => Some(Color::Black),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "---------------------------OX------XO--------------------------- X";

    #[test]
    fn start_position_string() {
        assert_eq!(Position::start().to_string(), START);
        assert_eq!(Position::from_obf(START), Ok(Position::start()));
    }

    #[test]
    fn obf_accepts_variants_and_annotations() {
        let alt = "...........................O*......*O........................... x ; start";
        assert_eq!(Position::from_obf(alt), Ok(Position::start()));
    }

    #[test]
    fn malformed_board_strings_are_rejected() {
        let cases: [(&str, BoardError); 7] = [
            ("", BoardError::Empty),
            ("   ; only a comment", BoardError::Empty),
            (&START[..63], BoardError::Length(63)),
            (
                "Z--------------------------OX------XO--------------------------- X",
                BoardError::BadSquare {
                    square: Square::ALL[0],
                    found: 'Z',
                },
            ),
            (&START[..64], BoardError::MissingSide),
            (
                "---------------------------OX------XO--------------------------- B",
                BoardError::BadSide("B".into()),
            ),
            (
                "---------------------------OX------XO--------------------------- X extra",
                BoardError::TrailingText("extra".into()),
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(Position::from_obf(text), Err(expected), "{text:?}");
        }
    }

    #[test]
    fn transcripts_tolerate_numbers_spaces_and_case() {
        let plain = Game::from_transcript("f5d6c3d3c4").unwrap();
        for variant in [
            "F5 D6 C3 D3 C4",
            "1. f5 d6 2. c3 d3 3. c4",
            "f5, d6, c3, d3, c4\n",
        ] {
            assert_eq!(
                Game::from_transcript(variant).unwrap(),
                plain,
                "{variant:?}"
            );
        }
        assert_eq!(plain.transcript(), "f5d6c3d3c4");
    }

    const NBOARD_GAME: &str = "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[a]PW[b]RE[?]TI[15:00]TY[8]\
        BO[8 ---------------------------O*------*O--------------------------- *]\
        B[F5]W[F6]B[D3//1.02]W[C5/-2.50/3.1]C[a comment with \\] inside]B[E6]W[F7]B[E7]W[F4];)";

    #[test]
    fn a_game_against_the_clock_keeps_its_control_times_and_loss_on_time() {
        let game = Game::from_transcript("f5d6c3").unwrap();
        let times = [None, Some(0.75), Some(61.0)].map(|t| t.map(Duration::from_secs_f64));
        let times = times.to_vec();
        let clocks = Clocks::with_times(TimeControl::new(3, 2), times);
        let extras = GgfExtras {
            clocks: Some(&clocks),
            timeout: Some(Color::White),
            ..GgfExtras::default()
        };
        let record = game.to_ggf_with(&extras);
        assert!(record.contains("RE[+64:t]TI[03:00/00:02]"), "{record}");
        assert!(record.contains("B[F5]W[D6//0.75]B[C3//61.00]"), "{record}");
        assert_eq!(Game::from_ggf(&record).unwrap(), game);
        assert_eq!(ggf_clocks(&record), Some(clocks));
        // NBoard's record: its control, and no time where a move has none.
        let nboard = ggf_clocks(NBOARD_GAME).unwrap();
        assert_eq!(nboard.control(), TimeControl::new(15, 0));
        assert_eq!(nboard.times()[2], Some(Duration::from_secs_f64(1.02)));
        assert_eq!(nboard.times()[0], None);
        // Unclocked, or a time that is not one.
        assert_eq!(ggf_clocks(&game.to_ggf()), None);
        let odd = "(;GM[Othello]TI[1:00]BO[8 ---------------------------O*------*O--------------------------- *]B[F5//-3]W[D6//NaN];)";
        assert_eq!(ggf_clocks(odd).unwrap().times(), [None; 2]);
    }

    #[test]
    fn ggf_games_of_nboard_are_read() {
        let game = Game::from_ggf(NBOARD_GAME).unwrap();
        assert_eq!(game.transcript(), "f5f6d3c5e6f7e7f4");
        assert_eq!(game.side_to_move(), Color::Black);
        // Rows separated by spaces, X for black, a written pass.
        let spaced = "(;GM[Othello]BO[8 -------- -------- -------- ---OX--- ---XO--- -------- -------- -------- *]B[f5];)";
        assert_eq!(Game::from_ggf(spaced).unwrap().transcript(), "f5");
    }

    #[test]
    fn ggf_round_trips_with_passes() {
        // White has no move after a1 is Black's: Black plays twice.
        let start = Position::from_obf(&format!("OX{} X", "-".repeat(62))).unwrap();
        let mut game = Game::from_position(start);
        assert!(game.position().must_pass());
        game.play(Move::Pass).unwrap();
        let text = game.to_ggf();
        assert!(text.contains("B[PA]"), "{text}");
        let read = Game::from_ggf(&text).unwrap();
        assert_eq!(read.moves(), game.moves());
        assert_eq!(read.position(), game.position());
    }

    /// Random games to the end, each written as a transcript, a GGF game
    /// and its final board, and read back (auto-detected) to the same moves,
    /// hand-overs and position. Enough games that passes and hand-overs
    /// occur, which the test checks.
    #[test]
    fn random_games_round_trip_through_every_format() {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let (mut passes, mut hand_overs) = (0, 0);
        for _ in 0..3000 {
            let mut game = Game::new();
            while !game.position().is_game_over() {
                if game.position().must_pass() {
                    game.play(Move::Pass).unwrap();
                    continue;
                }
                let legal: Vec<Square> = game.position().legal_moves().iter().collect();
                let square = legal[(next() % legal.len() as u64) as usize];
                game.play(square).unwrap();
            }
            passes += game.moves().iter().filter(|m| m.mv == Move::Pass).count();
            hand_overs += game.moves().iter().filter(|m| m.handed_over).count();
            for text in [game.transcript(), game.to_ggf()] {
                let read = Game::from_record(&text).unwrap();
                assert_eq!(read.moves(), game.moves(), "{text}");
                assert_eq!(read.position(), game.position(), "{text}");
            }
            let board = game.position().to_string();
            let read = Game::from_record(&board).unwrap();
            assert_eq!(read.position(), game.position(), "{board}");
            assert!(read.moves().is_empty());
        }
        assert!(
            passes > 0 && hand_overs > 0,
            "{passes} passes, {hand_overs} hand-overs"
        );
    }

    #[test]
    fn records_are_told_apart_by_their_look() {
        let board = Position::start().to_string();
        assert_eq!(RecordFormat::detect(&board), RecordFormat::Board);
        assert_eq!(RecordFormat::detect("f5d6c3"), RecordFormat::Transcript);
        assert_eq!(
            RecordFormat::detect("1. f5 2. -- "),
            RecordFormat::Transcript
        );
        assert_eq!(RecordFormat::detect(NBOARD_GAME), RecordFormat::Ggf);
        // A board pasted as eight rows.
        let rows: Vec<String> = board.as_bytes()[..64]
            .chunks(8)
            .map(|row| String::from_utf8(row.to_vec()).unwrap())
            .collect();
        let pasted = format!("{}\nX", rows.join("\n"));
        assert_eq!(
            Game::from_record(&pasted).unwrap().position(),
            &Position::start()
        );
        // Junk: a transcript's error, the game untouched elsewhere.
        assert!(matches!(
            Game::from_record("hello"),
            Err(RecordError::Transcript(_))
        ));
        assert!(matches!(
            Game::from_record("(;GM[Othello];)"),
            Err(RecordError::Ggf(GgfError::NoBoard))
        ));
    }

    #[test]
    fn malformed_ggf_says_what_is_wrong() {
        let board = "BO[8 ---------------------------O*------*O--------------------------- *]";
        let cases = [
            ("", GgfError::NotAGame),
            ("(;GM[Othello];)", GgfError::NoBoard),
            (
                "(;BO[8 xyz *];)",
                GgfError::Board("board string has 3 squares, expected 64 (a1 to h8)".into()),
            ),
            ("(;B[F5];)", GgfError::MoveBeforeBoard { tag: "B".into() }),
        ];
        for (text, expected) in cases {
            assert_eq!(Game::from_ggf(text), Err(expected), "{text:?}");
        }
        for bad in [
            format!("(;{board}B[A1];)"),
            format!("(;{board}W[F5];)"),
            format!("(;{board}B[F5"),
            format!("(;{board}B[Z9];)"),
        ] {
            let error = Game::from_ggf(&bad).unwrap_err();
            assert!(!error.to_string().is_empty(), "{bad:?}");
        }
    }

    #[test]
    fn a_file_of_games_is_split_into_its_games() {
        let tiger = Game::from_transcript("f5d6c3d3c4").unwrap();
        let first = tiger.to_ggf_with(&GgfExtras {
            players: Some(["Ann ]:)", "Reversi level 7"]),
            date: Some("2026.12.04_09:30:00.UTC"),
            comment: Some("a smile ;) and a bracket ]"),
            ..GgfExtras::default()
        });
        let second = Game::from_transcript("f5f6e6").unwrap().to_ggf();
        let file = format!("{first}\n\n  {second}\r\n(;GM[Othello]BO[8 ");
        let games = ggf_games(&file);
        assert_eq!(games, [first.as_str(), second.as_str()]);
        assert_eq!(Game::from_ggf(games[0]).unwrap(), tiger);
        assert_eq!(ggf_tag(games[0], "PB").as_deref(), Some("Ann ]:)"));
        assert_eq!(ggf_tag(games[0], "PW").as_deref(), Some("Reversi level 7"));
        assert_eq!(
            ggf_tag(games[0], "DT").as_deref(),
            Some("2026.12.04_09:30:00.UTC")
        );
        assert_eq!(
            ggf_tag(games[0], "C").as_deref(),
            Some("a smile ;) and a bracket ]")
        );
        assert_eq!(ggf_tag(games[1], "PB").as_deref(), Some("Black"));
        assert_eq!(ggf_tag(games[1], "DT"), None);
        assert!(ggf_games("no games here ;) (; [").is_empty());
    }

    #[test]
    fn a_loss_on_time_is_read_back() {
        let game = Game::from_transcript("f5d6").unwrap();
        for side in [Color::Black, Color::White] {
            let text = game.to_ggf_with(&GgfExtras {
                timeout: Some(side),
                ..GgfExtras::default()
            });
            assert_eq!(ggf_timeout(&text), Some(side));
        }
        assert_eq!(ggf_timeout(&game.to_ggf()), None);
        for result in ["+12", "-3.00:r", "0:t", "x:t"] {
            assert_eq!(ggf_timeout(&format!("(;RE[{result}];)")), None, "{result}");
        }
    }

    #[test]
    fn malformed_transcripts_name_the_problem() {
        assert_eq!(Game::from_transcript("  "), Err(TranscriptError::Empty));
        let err = Game::from_transcript("f5d6z9").unwrap_err();
        assert_eq!(
            err,
            TranscriptError::Unreadable {
                offset: 4,
                text: "z9".into()
            }
        );
        let err = Game::from_transcript("f5 d6 a1").unwrap_err();
        assert_eq!(
            err.to_string(),
            "move 3 (a1) is illegal: a1 does not outflank any disc"
        );
        let err = Game::from_transcript("f5 f5").unwrap_err();
        assert_eq!(
            err.to_string(),
            "move 2 (f5) is illegal: f5 is already occupied"
        );
        let err = Game::from_transcript("f5 PA").unwrap_err();
        assert!(
            err.to_string().contains("move 2 (pass) is illegal"),
            "{err}"
        );
    }
}

/// A game record in any of the three formats that cannot be read; the
/// format is the one the text looked like.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Text that looked like a GGF game (it holds `(;`).
    Ggf(GgfError),
    /// Text that looked like a board: 64 squares and a side to move.
    Board(BoardError),
    /// Anything else is read as a transcript.
    Transcript(TranscriptError),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Ggf(error) => error.fmt(f),
            RecordError::Board(error) => write!(f, "board: {error}"),
            RecordError::Transcript(error) => write!(f, "transcript: {error}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// The formats [`Game::from_record`] reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordFormat {
    /// A move list such as `f5d6c3` (numbers, spaces and passes allowed).
    Transcript,
    /// One board and its side to move (OBF).
    Board,
    /// A GGF game.
    Ggf,
}

impl RecordFormat {
    /// What `text` looks like: a GGF game holds `(;`; a board is, once
    /// spaces are dropped, 64 squares of `-XO*.` and then a side; anything
    /// else is a transcript.
    pub fn detect(text: &str) -> RecordFormat {
        if text.contains("(;") {
            return RecordFormat::Ggf;
        }
        let squares = text
            .bytes()
            .filter(|b| !b.is_ascii_whitespace())
            .take_while(|b| matches!(b, b'-' | b'.' | b'X' | b'x' | b'O' | b'o' | b'*'))
            .count();
        // 64 squares and their side letter; a transcript has digits.
        if squares >= 64 {
            RecordFormat::Board
        } else {
            RecordFormat::Transcript
        }
    }
}

impl Game {
    /// Reads a game in whichever format `text` is (see
    /// [`RecordFormat::detect`]): a GGF game, a board (a game that starts
    /// there, with no moves yet) or a transcript from the start position.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        match RecordFormat::detect(text) {
            RecordFormat::Ggf => Game::from_ggf(text).map_err(RecordError::Ggf),
            RecordFormat::Board => {
                // A board pasted as eight rows: the rows joined, then the side.
                let board = text.split(';').next().unwrap_or_default();
                let words: Vec<&str> = board.split_whitespace().collect();
                let obf = match words.split_last() {
                    Some((side, rows)) if rows.len() > 1 => format!("{} {side}", rows.concat()),
                    _ => board.to_string(),
                };
                let position = Position::from_obf(&obf).map_err(RecordError::Board)?;
                let mut game = Game::from_position(position);
                game.pass_if_forced();
                Ok(game)
            }
            RecordFormat::Transcript => {
                Game::from_transcript(text).map_err(RecordError::Transcript)
            }
        }
    }
}

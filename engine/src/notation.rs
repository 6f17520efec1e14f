//! Text formats: move transcripts (`f5d6c3`) and one-line board strings (OBF).

use std::fmt;

use crate::game::Game;
use crate::position::{IllegalMove, Move, Position};
use crate::square::{Color, Square};

/// A transcript that cannot be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TranscriptError {
    /// Nothing but white space.
    Empty,
    /// Text that is neither a square, a pass, nor a move number.
    Unreadable { offset: usize, text: String },
    /// The `number`th move of the transcript (1-based, as written, implied
    /// passes not counted) is not legal where it stands.
    Illegal {
        number: usize,
        mv: Move,
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
        } else if rest.starts_with("--")
            || rest.get(..2).is_some_and(|s| s.eq_ignore_ascii_case("pa"))
        {
            moves.push(Move::Pass);
            i += 2;
        } else if let Some(sq) = rest.get(..2).and_then(|s| s.parse::<Square>().ok()) {
            moves.push(Move::Place(sq));
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
    if moves.is_empty() && text.trim().is_empty() {
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
    Empty,
    /// The board part does not have 64 squares.
    Length(usize),
    /// A character that is not `X`, `*`, `O`, `-` or `.` on a square.
    BadSquare {
        square: Square,
        found: char,
    },
    MissingSide,
    BadSide(String),
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

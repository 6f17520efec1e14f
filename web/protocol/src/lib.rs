//! The messages between the browser game and its AI's Web Worker: the game
//! asks for a move ([`Request`]), the worker answers ([`Answer`]). Both sides
//! encode and decode them here; the worker's JavaScript only passes the text
//! along. A message is one line: the kind, the request's number, the rest.

use std::fmt;

use reversi_engine::{Level, Move, Position, Square};

/// The game's request: the move at `level` in `position`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Numbers the requests, so that a late answer to an abandoned one is
    /// recognised.
    pub id: u64,
    pub level: u32,
    pub position: Position,
}

/// The worker's answer to request `id`: the move, or why there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub id: u64,
    pub result: Result<Move, String>,
}

/// A message that is not a request or an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Malformed(pub String);

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed AI message: {}", self.0)
    }
}

impl std::error::Error for Malformed {}

/// The message's kind and number, and the rest of it.
fn header<'a>(text: &'a str, kind: &str) -> Result<(u64, &'a str), Malformed> {
    let malformed = || {
        let start: String = text.chars().take(60).collect();
        Malformed(format!("expected `{kind} <number> ...`, got {start:?}"))
    };
    let rest = text
        .strip_prefix(kind)
        .and_then(|rest| rest.strip_prefix(' '))
        .ok_or_else(malformed)?;
    let (id, rest) = rest.split_once(' ').ok_or_else(malformed)?;
    Ok((id.parse().map_err(|_| malformed())?, rest))
}

impl Request {
    /// `request <id> <level> <board string>`.
    pub fn encode(&self) -> String {
        format!("request {} {} {}", self.id, self.level, self.position)
    }

    pub fn decode(text: &str) -> Result<Request, Malformed> {
        let (id, rest) = header(text, "request")?;
        let (level, board) = rest
            .split_once(' ')
            .ok_or_else(|| Malformed("a request needs a level and a board".into()))?;
        let level = level
            .parse()
            .ok()
            .filter(|level| Level::RANGE.contains(level))
            .ok_or_else(|| Malformed(format!("no level {level:?}")))?;
        let position = Position::from_obf(board).map_err(|e| Malformed(e.to_string()))?;
        Ok(Request {
            id,
            level,
            position,
        })
    }
}

impl Answer {
    /// `answer <id> <square|pass>` or `answer <id> error <message>`.
    pub fn encode(&self) -> String {
        match &self.result {
            Ok(Move::Place(square)) => format!("answer {} {square}", self.id),
            Ok(Move::Pass) => format!("answer {} pass", self.id),
            // One line, whatever the message holds.
            Err(message) => format!("answer {} error {}", self.id, message.replace('\n', " ")),
        }
    }

    pub fn decode(text: &str) -> Result<Answer, Malformed> {
        let (id, rest) = header(text, "answer")?;
        let result = match rest {
            "pass" => Ok(Move::Pass),
            _ => match rest.strip_prefix("error ") {
                Some(message) => Err(message.to_string()),
                None => Ok(Move::Place(
                    rest.parse::<Square>()
                        .map_err(|e| Malformed(e.to_string()))?,
                )),
            },
        };
        Ok(Answer { id, result })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::Game;

    #[test]
    fn requests_and_answers_round_trip() {
        let position = Game::from_transcript("f5d6c3").unwrap();
        let request = Request {
            id: u64::MAX - 1,
            level: 10,
            position: *position.position(),
        };
        assert_eq!(Request::decode(&request.encode()), Ok(request));
        for result in [
            Ok(Move::Place("c4".parse().unwrap())),
            Ok(Move::Pass),
            Err("no level 11".to_string()),
        ] {
            let answer = Answer { id: 7, result };
            assert_eq!(Answer::decode(&answer.encode()), Ok(answer));
        }
    }

    #[test]
    fn malformed_messages_are_refused() {
        let start = Position::start().to_string();
        for bad in [
            String::new(),
            "request".into(),
            format!("request x 5 {start}"),
            format!("request 1 11 {start}"),
            format!("request 1 4294967297 {start}"),
            "request 1 5 nonsense".into(),
            format!("answer 1 5 {start}"),
            "answer 1 z9".into(),
            "answer -1 pass".into(),
            "error: RuntimeError: unreachable".into(),
        ] {
            assert!(Request::decode(&bad).is_err(), "{bad:?}");
            assert!(Answer::decode(&bad).is_err(), "{bad:?}");
        }
    }
}

//! The engine's jobs for the game (the AI's move, the evaluation on the
//! board, the analysis of a game) and the messages that carry them to a
//! browser Web Worker and bring the replies back. Both sides encode and
//! decode them here; the worker's JavaScript only passes the text along. A
//! message is one line: the kind, the request's number, the rest.
//!
//! The desktop game runs the same jobs in its own tasks ([`Job::run`]), so a
//! job means the same on every platform.

use std::fmt;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use reversi_diagram::{Diagram, Style};
use reversi_engine::{
    Color, Game, Level, Move, MoveReview, MoveScore, ParseMoveError, Position, Puzzle,
    ReviewLimits, ScoreKind, Searcher, balanced_starts, best_line, puzzle_of_day, puzzle_set,
    random_start, review_ply, score_moves,
};

/// One piece of work for the engine, short enough (a move, one depth of
/// scores, one move judged) that a stale one can be waited for or dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// The AI's move at `level`, within `millis` milliseconds when a
    /// game's clock gives it less than the level's own time (0: the
    /// level's).
    Move {
        level: u32,
        millis: u32,
        position: Position,
    },
    /// Every legal move of `position` scored, each reply searched
    /// `depth - 1` plies deep or solved with at most `exact_empties` empty
    /// squares.
    Evaluate {
        depth: u32,
        exact_empties: u32,
        position: Position,
    },
    /// Move `ply` (1-based) of `game` judged against the best move.
    Review {
        ply: usize,
        depth: u32,
        exact_empties: u32,
        game: Game,
    },
    /// A puzzle of the shipped set (the data lives with the engine, in its
    /// worker on the web, not in the game's module).
    Puzzle(PuzzlePick),
    /// The best line from `position`: up to `plies` moves, each searched
    /// `depth` deep or solved with at most `exact_empties` empty squares.
    Line {
        plies: u32,
        depth: u32,
        exact_empties: u32,
        position: Position,
    },
    /// A start other than the standard position (the balanced starts live
    /// with the engine, like the puzzles).
    Start(StartPick),
    /// The position of `game` as a PNG diagram: its discs numbered by their
    /// moves or its last move ringed, in colour or monochrome (the
    /// encoder lives with the engine, not in the game's module).
    Diagram {
        numbers: bool,
        mono: bool,
        game: Game,
    },
}

/// Which start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartPick {
    /// The balanced start of this number, counted round the shipped set.
    Balanced(u32),
    /// `plies` random legal moves from the standard start, by `seed`.
    Random { plies: u32, seed: u64 },
}

impl StartPick {
    /// The start's moves from the standard position.
    pub fn moves(self) -> Vec<Move> {
        let game = match self {
            StartPick::Balanced(number) => {
                let starts = balanced_starts();
                if starts.is_empty() {
                    return Vec::new();
                }
                starts[number as usize % starts.len()].clone()
            }
            StartPick::Random { plies, seed } => random_start(plies as usize, seed),
        };
        game.moves().iter().map(|played| played.mv).collect()
    }
}

/// Which puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzlePick {
    /// The puzzle of the day (days since 1970-01-01, UTC).
    Day(u64),
    /// The first puzzle of `difficulty` numbered `from` or later, else the
    /// first of that difficulty.
    Next { difficulty: u32, from: u32 },
}

impl PuzzlePick {
    /// The puzzle's number in the set, and the puzzle; `None` for a
    /// difficulty that has none.
    pub fn find(self) -> Option<(u32, Puzzle)> {
        let set = puzzle_set();
        let number = match self {
            PuzzlePick::Day(day) => puzzle_of_day(day, set.len()),
            PuzzlePick::Next { difficulty, from } => {
                let of = |n: &usize| set[*n].difficulty() == difficulty;
                let mut numbers = 0..set.len();
                numbers
                    .clone()
                    .skip(from as usize)
                    .find(of)
                    .or_else(|| numbers.find(of))?
            }
        };
        Some((number as u32, set.get(number)?.clone()))
    }
}

/// What a job found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Move(Move),
    /// Best first; none when the side to move has no move.
    Scores(Vec<MoveScore>),
    Review(MoveReview),
    /// A puzzle and its number in the set.
    Puzzle {
        number: u32,
        puzzle: Puzzle,
    },
    Line(Vec<Move>),
    /// A start's moves from the standard position.
    Start(Vec<Move>),
    /// A PNG file's bytes.
    Diagram(Vec<u8>),
    /// The job could not be done (a message that could not be read).
    Error(String),
}

impl Job {
    /// Does the job with `searcher`. A job stopped through `stop` replies
    /// with whatever it had; the caller no longer wants it.
    pub fn run(&self, searcher: &mut Searcher, stop: &AtomicBool) -> Reply {
        match self {
            Job::Move {
                level,
                millis,
                position,
            } => {
                let mut limits = Level::get(*level).unwrap_or(Level::strongest()).limits();
                if *millis > 0 {
                    let given = Duration::from_millis(u64::from(*millis));
                    limits.time = limits.time.map(|own| own.min(given));
                }
                Reply::Move(searcher.search(position, &limits, stop).best_move)
            }
            Job::Evaluate {
                depth,
                exact_empties,
                position,
            } => Reply::Scores(
                score_moves(searcher, position, *depth, *exact_empties, stop).unwrap_or_default(),
            ),
            Job::Review {
                ply,
                depth,
                exact_empties,
                game,
            } => {
                let limits = ReviewLimits::depth(*depth, *exact_empties);
                match review_ply(searcher, game, *ply, &limits, stop) {
                    Some(review) => Reply::Review(review),
                    None => Reply::Error(format!("the game has no move {ply}")),
                }
            }
            Job::Puzzle(pick) => match pick.find() {
                Some((number, puzzle)) => Reply::Puzzle { number, puzzle },
                None => Reply::Error(format!("no puzzle {pick:?}")),
            },
            Job::Line {
                plies,
                depth,
                exact_empties,
                position,
            } => Reply::Line(best_line(
                searcher,
                position,
                *plies as usize,
                *depth,
                *exact_empties,
                stop,
            )),
            Job::Start(pick) => Reply::Start(pick.moves()),
            Job::Diagram {
                numbers,
                mono,
                game,
            } => {
                let mut diagram = if *numbers {
                    Diagram::numbered(game)
                } else {
                    Diagram::of_game(game)
                };
                if *mono {
                    diagram.style = Style::Mono;
                }
                diagram.png().map_or_else(Reply::Error, Reply::Diagram)
            }
        }
    }
}

/// A job, numbered so that a late reply to an abandoned one is recognised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub id: u64,
    pub job: Job,
}

/// The reply to request `id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub id: u64,
    pub reply: Reply,
}

/// A message that is not a request or an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Malformed(pub String);

impl fmt::Display for Malformed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed engine message: {}", self.0)
    }
}

impl std::error::Error for Malformed {}

/// The message's kind, its number, and the rest of it.
fn split(text: &str) -> Result<(&str, u64, &str), Malformed> {
    let malformed = || {
        let start: String = text.chars().take(60).collect();
        Malformed(format!("expected `<kind> <number> ...`, got {start:?}"))
    };
    let (kind, rest) = text.split_once(' ').ok_or_else(malformed)?;
    let (id, rest) = rest.split_once(' ').unwrap_or((rest, ""));
    Ok((kind, id.parse().map_err(|_| malformed())?, rest))
}

/// The next `N` space-separated words of `rest` as numbers, and what is
/// left.
fn numbers<const N: usize>(rest: &str, what: &str) -> Result<([u32; N], String), Malformed> {
    let mut words = rest.splitn(N + 1, ' ');
    let mut found = [0; N];
    for slot in &mut found {
        *slot = words
            .next()
            .and_then(|w| w.parse().ok())
            .ok_or_else(|| Malformed(format!("{what} needs {N} numbers first")))?;
    }
    Ok((found, words.next().unwrap_or_default().to_string()))
}

fn parse_move(text: &str) -> Result<Move, Malformed> {
    text.parse()
        .map_err(|e: ParseMoveError| Malformed(e.to_string()))
}

fn kind_name(kind: ScoreKind) -> &'static str {
    match kind {
        ScoreKind::Estimate => "estimate",
        ScoreKind::Exact => "exact",
        ScoreKind::WinLossDraw => "wld",
    }
}

fn parse_kind(text: &str) -> Result<ScoreKind, Malformed> {
    match text {
        "estimate" => Ok(ScoreKind::Estimate),
        "exact" => Ok(ScoreKind::Exact),
        "wld" => Ok(ScoreKind::WinLossDraw),
        _ => Err(Malformed(format!("no score kind {text:?}"))),
    }
}

impl Request {
    /// `move <id> <level> <board>`, `evaluate <id> <depth> <exact> <board>`
    /// or `review <id> <ply> <depth> <exact> <GGF>`.
    pub fn encode(&self) -> String {
        let id = self.id;
        match &self.job {
            Job::Move {
                level,
                millis,
                position,
            } => format!("move {id} {level} {millis} {position}"),
            Job::Evaluate {
                depth,
                exact_empties,
                position,
            } => format!("evaluate {id} {depth} {exact_empties} {position}"),
            Job::Review {
                ply,
                depth,
                exact_empties,
                game,
            } => {
                // One line: GGF reads its tags across any whitespace.
                let record = game.to_ggf().replace(['\n', '\r'], " ");
                format!("review {id} {ply} {depth} {exact_empties} {record}")
            }
            Job::Puzzle(PuzzlePick::Day(day)) => format!("puzzle {id} day {day}"),
            Job::Puzzle(PuzzlePick::Next { difficulty, from }) => {
                format!("puzzle {id} next {difficulty} {from}")
            }
            Job::Line {
                plies,
                depth,
                exact_empties,
                position,
            } => format!("line {id} {plies} {depth} {exact_empties} {position}"),
            Job::Start(StartPick::Balanced(number)) => format!("start {id} balanced {number}"),
            Job::Start(StartPick::Random { plies, seed }) => {
                format!("start {id} random {plies} {seed}")
            }
            Job::Diagram {
                numbers,
                mono,
                game,
            } => {
                let record = game.to_ggf().replace(['\n', '\r'], " ");
                format!(
                    "diagram {id} {} {} {record}",
                    u8::from(*numbers),
                    u8::from(*mono)
                )
            }
        }
    }

    pub fn decode(text: &str) -> Result<Request, Malformed> {
        let (kind, id, rest) = split(text)?;
        let board = |text: &str| Position::from_obf(text).map_err(|e| Malformed(e.to_string()));
        let job = match kind {
            "move" => {
                let ([level, millis], rest) = numbers::<2>(rest, "a move request")?;
                if !Level::RANGE.contains(&level) {
                    return Err(Malformed(format!("no level {level}")));
                }
                Job::Move {
                    level,
                    millis,
                    position: board(&rest)?,
                }
            }
            "evaluate" => {
                let ([depth, exact_empties], rest) = numbers::<2>(rest, "an evaluation")?;
                Job::Evaluate {
                    depth,
                    exact_empties,
                    position: board(&rest)?,
                }
            }
            "review" => {
                let ([ply, depth, exact_empties], rest) = numbers::<3>(rest, "a review")?;
                Job::Review {
                    ply: ply as usize,
                    depth,
                    exact_empties,
                    game: Game::from_ggf(&rest).map_err(|e| Malformed(e.to_string()))?,
                }
            }
            "puzzle" => match rest.split_once(' ') {
                Some(("day", day)) => Job::Puzzle(PuzzlePick::Day(
                    day.parse()
                        .map_err(|_| Malformed(format!("not a day: {day:?}")))?,
                )),
                Some(("next", rest)) => {
                    let ([difficulty, from], rest) = numbers::<2>(rest, "a puzzle")?;
                    if !rest.is_empty() {
                        return Err(Malformed(format!("more than a puzzle: {rest:?}")));
                    }
                    Job::Puzzle(PuzzlePick::Next { difficulty, from })
                }
                _ => return Err(Malformed(format!("no puzzle {rest:?}"))),
            },
            "line" => {
                let ([plies, depth, exact_empties], rest) = numbers::<3>(rest, "a line")?;
                Job::Line {
                    plies,
                    depth,
                    exact_empties,
                    position: board(&rest)?,
                }
            }
            "start" => {
                let words: Vec<&str> = rest.split(' ').collect();
                let number = |text: &str| {
                    text.parse::<u64>()
                        .map_err(|_| Malformed(format!("not a number: {text:?}")))
                };
                let small = |text: &str| {
                    u32::try_from(number(text)?)
                        .map_err(|_| Malformed(format!("too large: {text:?}")))
                };
                match words[..] {
                    ["balanced", n] => Job::Start(StartPick::Balanced(small(n)?)),
                    ["random", plies, seed] => Job::Start(StartPick::Random {
                        plies: small(plies)?,
                        seed: number(seed)?,
                    }),
                    _ => return Err(Malformed(format!("no start {rest:?}"))),
                }
            }
            "diagram" => {
                let ([numbers, mono], rest) = numbers::<2>(rest, "a diagram")?;
                Job::Diagram {
                    numbers: numbers != 0,
                    mono: mono != 0,
                    game: Game::from_ggf(&rest).map_err(|e| Malformed(e.to_string()))?,
                }
            }
            _ => return Err(Malformed(format!("no request kind {kind:?}"))),
        };
        Ok(Request { id, job })
    }
}

impl Answer {
    /// `moved <id> <square|PA>`, `scores <id> <square>:<score>:<kind> ...`,
    /// `reviewed <id> <ply> <colour> <played> <best> <best score> <played
    /// score> <kind>` or `error <id> <message>`.
    pub fn encode(&self) -> String {
        let id = self.id;
        match &self.reply {
            Reply::Move(mv) => format!("moved {id} {mv}"),
            Reply::Scores(scores) => {
                let mut line = format!("scores {id}");
                for score in scores {
                    let kind = kind_name(score.kind);
                    line += &format!(" {}:{}:{kind}", score.square, score.score);
                }
                line
            }
            Reply::Review(r) => format!(
                "reviewed {id} {} {} {} {} {} {} {}",
                r.ply,
                match r.color {
                    Color::Black => "black",
                    Color::White => "white",
                },
                r.played,
                r.best,
                r.best_score,
                r.played_score,
                if r.exact { "exact" } else { "estimate" },
            ),
            Reply::Puzzle { number, puzzle } => format!("puzzle {id} {number} {}", puzzle.line()),
            Reply::Line(moves) => {
                let moves: Vec<String> = moves.iter().map(Move::to_string).collect();
                format!("line {id} {}", moves.join(" "))
            }
            Reply::Start(moves) => {
                let moves: Vec<String> = moves.iter().map(Move::to_string).collect();
                format!("started {id} {}", moves.join(" "))
            }
            Reply::Diagram(png) => format!("diagram {id} {}", base64(png)),
            // One line, whatever the message holds.
            Reply::Error(message) => format!("error {id} {}", message.replace(['\n', '\r'], " ")),
        }
    }

    pub fn decode(text: &str) -> Result<Answer, Malformed> {
        let (kind, id, rest) = split(text)?;
        let reply = match kind {
            "moved" => Reply::Move(parse_move(rest)?),
            "scores" => Reply::Scores(
                rest.split_whitespace()
                    .map(|entry| {
                        let bad = || Malformed(format!("a score is `d3:4:exact`, not {entry:?}"));
                        let mut parts = entry.split(':');
                        let (Some(square), Some(score), Some(kind), None) =
                            (parts.next(), parts.next(), parts.next(), parts.next())
                        else {
                            return Err(bad());
                        };
                        Ok(MoveScore {
                            square: square.parse().map_err(|_| bad())?,
                            score: score.parse().map_err(|_| bad())?,
                            kind: parse_kind(kind)?,
                        })
                    })
                    .collect::<Result<_, _>>()?,
            ),
            "reviewed" => {
                let words: Vec<&str> = rest.split(' ').collect();
                let [ply, color, played, best, best_score, played_score, exact] = words[..] else {
                    return Err(Malformed(format!("a review has 7 fields: {rest:?}")));
                };
                let number = |text: &str| {
                    text.parse::<i32>()
                        .map_err(|_| Malformed(format!("not a score: {text:?}")))
                };
                Reply::Review(MoveReview {
                    ply: ply
                        .parse()
                        .map_err(|_| Malformed(format!("not a move number: {ply:?}")))?,
                    color: match color {
                        "black" => Color::Black,
                        "white" => Color::White,
                        _ => return Err(Malformed(format!("no colour {color:?}"))),
                    },
                    played: parse_move(played)?,
                    best: parse_move(best)?,
                    best_score: number(best_score)?,
                    played_score: number(played_score)?,
                    exact: parse_kind(exact)? == ScoreKind::Exact,
                })
            }
            "puzzle" => {
                let (number, line) = rest.split_once(' ').unwrap_or((rest, ""));
                Reply::Puzzle {
                    number: number
                        .parse()
                        .map_err(|_| Malformed(format!("not a puzzle's number: {number:?}")))?,
                    puzzle: Puzzle::parse(line).map_err(Malformed)?,
                }
            }
            "line" => Reply::Line(
                rest.split_whitespace()
                    .map(parse_move)
                    .collect::<Result<_, _>>()?,
            ),
            "started" => Reply::Start(
                rest.split_whitespace()
                    .map(parse_move)
                    .collect::<Result<_, _>>()?,
            ),
            "diagram" => Reply::Diagram(from_base64(rest)?),
            "error" => Reply::Error(rest.to_string()),
            _ => return Err(Malformed(format!("no answer kind {kind:?}"))),
        };
        Ok(Answer { id, reply })
    }
}

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Bytes as base64 text (a PNG in an answer's line).
fn base64(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let word = chunk
            .iter()
            .enumerate()
            .fold(0u32, |word, (i, &b)| word | u32::from(b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= chunk.len() {
                text.push(BASE64[(word >> (18 - 6 * i) & 63) as usize] as char);
            } else {
                text.push('=');
            }
        }
    }
    text
}

fn from_base64(text: &str) -> Result<Vec<u8>, Malformed> {
    let text = text.trim().trim_end_matches('=');
    let mut bytes = Vec::with_capacity(text.len() * 3 / 4);
    let (mut word, mut bits) = (0u32, 0);
    for c in text.bytes() {
        let value = BASE64
            .iter()
            .position(|&b| b == c)
            .ok_or_else(|| Malformed(format!("not base64: {:?}", c as char)))?;
        word = word << 6 | value as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push((word >> bits) as u8);
        }
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::Square;

    fn square(text: &str) -> Square {
        text.parse().unwrap()
    }

    #[test]
    fn requests_round_trip() {
        let game = Game::from_transcript("f5d6c3d3c4").unwrap();
        // From a position that is not the start, with a pass in it.
        let mut odd =
            Game::from_position(Position::from_obf(&format!("OX{} X", "-".repeat(62))).unwrap());
        odd.pass_if_forced();
        odd.play(square("c1")).unwrap();
        for job in [
            Job::Move {
                level: 10,
                millis: 0,
                position: *game.position(),
            },
            Job::Move {
                level: 3,
                millis: 1250,
                position: *game.position(),
            },
            Job::Evaluate {
                depth: 14,
                exact_empties: 16,
                position: *game.position(),
            },
            Job::Review {
                ply: 3,
                depth: 8,
                exact_empties: 14,
                game,
            },
            Job::Review {
                ply: 2,
                depth: 1,
                exact_empties: 0,
                game: odd,
            },
            Job::Puzzle(PuzzlePick::Day(20_425)),
            Job::Puzzle(PuzzlePick::Next {
                difficulty: 3,
                from: 17,
            }),
            Job::Line {
                plies: 4,
                depth: 8,
                exact_empties: 14,
                position: Position::start(),
            },
            Job::Start(StartPick::Balanced(u32::MAX)),
            Job::Start(StartPick::Random {
                plies: 20,
                seed: u64::MAX,
            }),
            Job::Diagram {
                numbers: true,
                mono: false,
                game: Game::from_transcript("f5d6c3").unwrap(),
            },
            Job::Diagram {
                numbers: false,
                mono: true,
                game: Game::new(),
            },
        ] {
            let request = Request {
                id: u64::MAX - 1,
                job,
            };
            let line = request.encode();
            assert!(!line.contains('\n'), "{line}");
            assert_eq!(Request::decode(&line), Ok(request));
        }
    }

    #[test]
    fn answers_round_trip() {
        for reply in [
            Reply::Move(Move::Place(square("c4"))),
            Reply::Move(Move::Pass),
            Reply::Scores(Vec::new()),
            Reply::Scores(vec![
                MoveScore {
                    square: square("d3"),
                    score: 4,
                    kind: ScoreKind::Exact,
                },
                MoveScore {
                    square: square("h8"),
                    score: -12,
                    kind: ScoreKind::Estimate,
                },
                MoveScore {
                    square: square("a1"),
                    score: -1,
                    kind: ScoreKind::WinLossDraw,
                },
            ]),
            Reply::Review(MoveReview {
                ply: 31,
                color: Color::White,
                played: Move::Place(square("b2")),
                best: Move::Place(square("a1")),
                best_score: 6,
                played_score: -10,
                exact: true,
            }),
            Reply::Review(MoveReview {
                ply: 2,
                color: Color::Black,
                played: Move::Pass,
                best: Move::Pass,
                best_score: 0,
                played_score: 0,
                exact: false,
            }),
            Reply::Puzzle {
                number: 12,
                puzzle: puzzle_set()[12].clone(),
            },
            Reply::Line(Vec::new()),
            Reply::Line(vec![Move::Place(square("f5")), Move::Pass]),
            Reply::Start(vec![Move::Place(square("f5")), Move::Place(square("d6"))]),
            // Every length modulo 3, every byte.
            Reply::Diagram(Vec::new()),
            Reply::Diagram(vec![0]),
            Reply::Diagram(vec![255, 1]),
            Reply::Diagram((0..=255).collect()),
            Reply::Error("no level 11\nat all".to_string()),
        ] {
            let answer = Answer { id: 7, reply };
            let decoded = Answer::decode(&answer.encode()).unwrap();
            match (&decoded.reply, &answer.reply) {
                // The message is kept on one line.
                (Reply::Error(got), Reply::Error(sent)) => {
                    assert_eq!(got, &sent.replace('\n', " "))
                }
                _ => assert_eq!(decoded, answer),
            }
        }
    }

    #[test]
    fn a_diagram_job_draws_the_position_as_a_png() {
        let game = Game::from_transcript("f5d6c3d3c4").unwrap();
        let stop = AtomicBool::new(false);
        let mut searcher = Searcher::new(1, 1);
        for (numbers, mono) in [(false, false), (true, true)] {
            let job = Job::Diagram {
                numbers,
                mono,
                game: game.clone(),
            };
            let Reply::Diagram(png) = job.run(&mut searcher, &stop) else {
                panic!("no diagram");
            };
            let mut diagram = if numbers {
                Diagram::numbered(&game)
            } else {
                Diagram::of_game(&game)
            };
            diagram.style = if mono { Style::Mono } else { Style::Colour };
            assert_eq!(png, diagram.png().unwrap());
            assert!(png.starts_with(b"\x89PNG"));
        }
        assert!(Answer::decode("diagram 1 iVBO*w==").is_err());
    }

    #[test]
    fn malformed_messages_are_refused() {
        let start = Position::start().to_string();
        for bad in [
            String::new(),
            "move".into(),
            format!("move x 5 0 {start}"),
            format!("move 1 11 0 {start}"),
            format!("move 1 4294967297 0 {start}"),
            format!("move 1 5 -1 {start}"),
            "move 1 5 0 nonsense".into(),
            format!("evaluate 1 5 {start}"),
            "review 1 3 8 14 (;GM[Othello]".into(),
            format!("moved 1 5 {start}"),
            "moved 1 z9".into(),
            "moved -1 PA".into(),
            "scores 1 d3:4".into(),
            "scores 1 d3:4:sure".into(),
            "reviewed 1 3 black d3 d3 4".into(),
            "reviewed 1 3 red d3 d3 4 4 exact".into(),
            "error: RuntimeError: unreachable".into(),
            "puzzle 1 week 3".into(),
            "puzzle 1 next 3".into(),
            "puzzle 1 12 a line that is no puzzle".into(),
            "line 1 f5 z9".into(),
        ] {
            assert!(Request::decode(&bad).is_err(), "{bad:?}");
            assert!(Answer::decode(&bad).is_err(), "{bad:?}");
        }
    }

    /// The jobs do what the engine does: a legal move, every legal square
    /// scored, a move judged; a move the game does not have is an error.
    #[test]
    fn jobs_run_the_engine() {
        let stop = AtomicBool::new(false);
        let mut searcher = Searcher::new(1, 1);
        let game = Game::from_transcript("f5d6c3d3c4f4").unwrap();
        let position = *game.position();
        let Reply::Move(Move::Place(chosen)) = (Job::Move {
            level: 1,
            millis: 30,
            position,
        })
        .run(&mut searcher, &stop) else {
            panic!("no move");
        };
        assert!(position.legal_moves().contains(chosen));

        let Reply::Scores(scores) = (Job::Evaluate {
            depth: 2,
            exact_empties: 0,
            position,
        })
        .run(&mut searcher, &stop) else {
            panic!("no scores");
        };
        let squares: Vec<Square> = scores.iter().map(|s| s.square).collect();
        assert_eq!(squares.len(), position.legal_moves().len() as usize);
        assert!(squares.iter().all(|&s| position.legal_moves().contains(s)));
        assert!(scores.windows(2).all(|w| w[0].score >= w[1].score));

        let review = |ply| {
            Job::Review {
                ply,
                depth: 2,
                exact_empties: 0,
                game: game.clone(),
            }
            .run(&mut Searcher::new(1, 1), &stop)
        };
        let Reply::Review(third) = review(3) else {
            panic!("no review");
        };
        assert_eq!((third.ply, third.color), (3, Color::Black));
        assert_eq!(third.played, Move::Place(square("c3")));
        assert!(third.loss() >= 0);
        assert!(matches!(review(7), Reply::Error(_)));
        assert!(matches!(review(0), Reply::Error(_)));
    }

    /// A puzzle by its day or difficulty; the line after its best move
    /// starts with the opponent's best reply and stops short of the end.
    #[test]
    fn puzzles_and_their_lines_come_from_the_engine() {
        let stop = AtomicBool::new(false);
        let mut searcher = Searcher::new(1, 1);
        let Reply::Puzzle { number, puzzle } =
            Job::Puzzle(PuzzlePick::Day(20_425)).run(&mut searcher, &stop)
        else {
            panic!("no puzzle of the day");
        };
        assert_eq!(puzzle, puzzle_set()[number as usize]);
        let mut next = |difficulty, from| match Job::Puzzle(PuzzlePick::Next { difficulty, from })
            .run(&mut searcher, &stop)
        {
            Reply::Puzzle { number, puzzle } => Some((number, puzzle.difficulty())),
            _ => None,
        };
        let (first, difficulty) = next(4, 0).unwrap();
        assert_eq!(difficulty, 4);
        let (second, _) = next(4, first + 1).unwrap();
        assert!(second > first);
        // Past the last one of a difficulty: its first again.
        assert_eq!(next(4, u32::MAX).unwrap().0, first);
        assert_eq!(next(9, 0), None);

        let mut after = puzzle.position;
        after.play(puzzle.best).unwrap();
        let Reply::Line(line) = (Job::Line {
            plies: 6,
            depth: 4,
            exact_empties: 20,
            position: after,
        })
        .run(&mut searcher, &stop) else {
            panic!("no line");
        };
        assert!(!line.is_empty() && line.len() <= 6, "{line:?}");
        let mut end = after;
        for mv in &line {
            end.play(*mv).unwrap();
        }
        assert!(!end.is_game_over());
        let best_reply = score_moves(&mut searcher, &after, 4, 20, &stop);
        if let Some(scores) = best_reply {
            assert_eq!(line[0], Move::Place(scores[0].square));
        }
    }

    /// The starts come as moves from the standard position: a balanced one
    /// of the shipped set (its number counted round it), a random one of
    /// the plies asked.
    #[test]
    fn starts_are_played_from_the_standard_position() {
        let mut searcher = Searcher::new(1, 0);
        let stop = AtomicBool::new(false);
        let mut start = |pick| match Job::Start(pick).run(&mut searcher, &stop) {
            Reply::Start(moves) => moves,
            other => panic!("{other:?}"),
        };
        let count = balanced_starts().len() as u32;
        let first = start(StartPick::Balanced(0));
        assert_eq!(first.len(), reversi_engine::BALANCED_PLIES);
        assert_eq!(start(StartPick::Balanced(count)), first);
        assert_ne!(start(StartPick::Balanced(1)), first);
        let random = start(StartPick::Random { plies: 14, seed: 3 });
        assert_eq!(random.len(), 14);
        let mut game = Game::new();
        for mv in random {
            game.play(mv).unwrap();
        }
    }
}

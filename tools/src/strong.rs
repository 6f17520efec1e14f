//! Strong games as training data: the readers of Logistello's book games
//! (`logbook.gam`: `+d3-c3+c4...: -04 10`) and of the WTHOR database
//! (`WTH_YYYY.wtb`), besides GGF and transcripts. Every game is replayed
//! through the rules; one that is illegal, unfinished or whose recorded
//! result its final board contradicts is reported and skipped, never
//! trusted. Their positions are then counted once under the board's eight
//! symmetries. The formats are described in the shared data's README.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use reversi_engine::{Board, Book, Color, Game, Move, Square, ggf_games};

/// A game replayed through the rules, with the score it is labelled by.
#[derive(Clone, Debug, PartialEq)]
pub struct StrongGame {
    pub game: Game,
    /// Black's disc difference: the final one (Logistello: WLD-correct from
    /// 24 empties), or the theoretical one from 24 empties (WTHOR: perfect
    /// play from there, which between people often differs from the
    /// result).
    pub score: i32,
    /// Placements of an opening chosen at random (self-play's), whose
    /// positions say nothing of strong play and are left out; 0 for others.
    pub opening: usize,
}

/// What a file gave: its games, and why the others were skipped (one line
/// each, naming the game).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Read {
    pub games: Vec<StrongGame>,
    pub skipped: Vec<String>,
}

impl Read {
    fn skip(&mut self, which: impl std::fmt::Display, why: impl std::fmt::Display) {
        self.skipped.push(format!("{which}: {why}"));
    }
}

/// Plays `square` for `color`, passing first when `color`'s opponent is to
/// move and must pass (records leave passes out).
fn play_for(game: &mut Game, color: Color, square: Square) -> Result<(), String> {
    if game.side_to_move() != color && !game.pass_if_forced() {
        return Err(format!("{square} is {color}'s, but {} can move", !color));
    }
    game.play(Move::Place(square))
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// The game's final disc difference for Black (empty squares to the
/// winner), if it is over.
fn final_score(game: &Game) -> Option<i32> {
    game.outcome().map(|o| o.exact_score(Color::Black))
}

/// Logistello's games: one a line, each move with its colour's sign,
/// then `:` and Black's final disc difference.
pub fn read_logbook(text: &str) -> Read {
    let mut read = Read::default();
    for (number, line) in text.lines().enumerate() {
        let which = format!("line {}", number + 1);
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let Some((moves, result)) = line.split_once(':') else {
            read.skip(which, "no `:` before the result");
            continue;
        };
        let Some(Ok(recorded)) = result.split_whitespace().next().map(str::parse::<i32>) else {
            read.skip(which, format!("no result in {result:?}"));
            continue;
        };
        let mut game = Game::new();
        let played = moves.as_bytes().chunks(3).try_for_each(|chunk| {
            let text = std::str::from_utf8(chunk).map_err(|e| e.to_string())?;
            let (sign, square) = text.split_at(1);
            let color = match sign {
                "+" => Color::Black,
                "-" => Color::White,
                _ => return Err(format!("{text:?} is not a signed move")),
            };
            let square: Square = square.parse().map_err(|e| format!("{text:?}: {e}"))?;
            play_for(&mut game, color, square)
        });
        // Logistello counts the discs on the board; empty squares at the
        // end go to the winner in the label (as the solver scores).
        let counted =
            game.position().count(Color::Black) as i32 - game.position().count(Color::White) as i32;
        match (played, final_score(&game)) {
            (Err(why), _) => read.skip(which, why),
            (Ok(()), None) => read.skip(which, "the game stops before its end"),
            (Ok(()), Some(_)) if counted != recorded => read.skip(
                which,
                format!("the board ends {counted:+}, the record says {recorded:+}"),
            ),
            (Ok(()), Some(score)) => read.games.push(StrongGame {
                game,
                score,
                opening: 0,
            }),
        }
    }
    read
}

/// A WTHOR `.wtb` file: a 16-byte header, then 68 bytes a game (its
/// tournament, its players, Black's final discs, the theoretical score and
/// 60 moves, `10 × row + column`, 0 after the last).
pub fn read_wthor(bytes: &[u8]) -> Result<Read, String> {
    const HEADER: usize = 16;
    const GAME: usize = 68;
    if bytes.len() < HEADER {
        return Err(format!("{} bytes: no WTHOR header", bytes.len()));
    }
    let count = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize;
    if !matches!(bytes[12], 0 | 8) {
        return Err(format!("a board of {} squares a side", bytes[12]));
    }
    let mut read = Read::default();
    let records = bytes[HEADER..].chunks(GAME);
    if records.len() != count {
        read.skip(
            "the file",
            format!("says {count} games, holds {}", records.len()),
        );
    }
    for (number, record) in records.enumerate() {
        let which = format!("game {}", number + 1);
        if record.len() < GAME {
            read.skip(which, "cut short");
            continue;
        }
        let (black_discs, theoretical) = (i32::from(record[6]), i32::from(record[7]));
        let mut game = Game::new();
        let mut played = Ok(());
        for &byte in record[8..].iter().take_while(|&&b| b != 0) {
            let (row, column) = (byte / 10, byte % 10);
            let square = match Square::from_coords(column.wrapping_sub(1), row.wrapping_sub(1)) {
                Some(square) if (1..=8).contains(&row) && (1..=8).contains(&column) => square,
                _ => {
                    played = Err(format!("move byte {byte} is no square"));
                    break;
                }
            };
            // The side to move plays, or its opponent when it must pass.
            let mut color = game.side_to_move();
            if game.position().legal_moves().is_empty() {
                color = !color;
            }
            if let Err(why) = play_for(&mut game, color, square) {
                played = Err(why);
                break;
            }
        }
        match (played, final_score(&game)) {
            (Err(why), _) => read.skip(which, why),
            (Ok(()), None) => read.skip(which, "the game stops before its end"),
            (Ok(()), Some(score)) if score != 2 * black_discs - 64 => read.skip(
                which,
                format!("the board ends {score:+}, the record says {black_discs} black discs"),
            ),
            (Ok(()), Some(_)) if theoretical > 64 => {
                read.skip(which, format!("theoretical score {theoretical} of 64"))
            }
            (Ok(()), Some(_)) => read.games.push(StrongGame {
                game,
                score: 2 * theoretical - 64,
                opening: 0,
            }),
        }
    }
    Ok(read)
}

/// GGF games (one or many a file), labelled by their final boards;
/// unfinished ones are skipped.
pub fn read_ggf(text: &str) -> Read {
    let mut read = Read::default();
    for (number, text) in ggf_games(text).into_iter().enumerate() {
        let which = format!("game {}", number + 1);
        match Game::from_ggf(text) {
            Err(why) => read.skip(which, why),
            Ok(game) => match final_score(&game) {
                Some(score) => read.games.push(StrongGame {
                    game,
                    score,
                    opening: 0,
                }),
                None => read.skip(which, "the game stops before its end"),
            },
        }
    }
    read
}

/// Transcripts, one a line (`f5d6c3...`), labelled by their final boards;
/// lines starting with `#` are comments.
pub fn read_transcripts(text: &str) -> Read {
    let mut read = Read::default();
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let which = format!("line {}", number + 1);
        match Game::from_transcript(line) {
            Err(why) => read.skip(which, why),
            Ok(game) => match final_score(&game) {
                Some(score) => read.games.push(StrongGame {
                    game,
                    score,
                    opening: 0,
                }),
                None => read.skip(which, "the game stops before its end"),
            },
        }
    }
    read
}

/// A position of strong games, counted once under the board's eight
/// symmetries (the side to move's discs first).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StrongPosition {
    pub board: Board,
    /// The mean score, from the mover's side, of the games that reached it:
    /// a position early in the game is reached by many, and the mean of
    /// their results says more than any one of them.
    pub score: f32,
    pub games: u32,
}

impl StrongGame {
    /// Each position of the game with a move to play after its random
    /// opening, in order, with the game's score from the mover's side.
    pub fn positions(&self, mut each: impl FnMut(Board, i32)) {
        let start = self.game.start_position();
        let (mut board, mut mover) = (start.board(), start.side_to_move());
        let mut placed = 0;
        let mut moves = self.game.moves().iter();
        loop {
            if board.moves() != 0 && placed >= self.opening {
                let score = match mover {
                    Color::Black => self.score,
                    Color::White => -self.score,
                };
                each(board, score);
            }
            let Some(played) = moves.next() else { break };
            board = match played.mv {
                Move::Place(square) => {
                    placed += 1;
                    board.play(square.index(), board.flips(square.index()))
                }
                Move::Pass => board.pass(),
            };
            mover = !mover;
        }
    }
}

/// The positions of `games` with a move to play, each once under the
/// board's eight symmetries, in the order the games first reach them.
pub fn distinct_positions(games: &[StrongGame]) -> Vec<StrongPosition> {
    let mut index: HashMap<(u64, u64), usize> = HashMap::new();
    let mut positions: Vec<StrongPosition> = Vec::new();
    for strong in games {
        strong.positions(|board, score| {
            let key = Book::canonical(&board);
            let score = score as f32;
            match index.entry((key.player, key.opponent)) {
                Entry::Occupied(at) => {
                    let known = &mut positions[*at.get()];
                    known.games += 1;
                    known.score += (score - known.score) / known.games as f32;
                }
                Entry::Vacant(at) => {
                    at.insert(positions.len());
                    positions.push(StrongPosition {
                        board,
                        score,
                        games: 1,
                    });
                }
            }
        });
    }
    positions
}

/// The packed self-play format (`.rvg`, gzipped in the repository): about
/// a byte a move. `RVGAMES1`, the settings that made the games (u32 length,
/// UTF-8), the game count (u32), then each game as its opening's placement
/// count, its placement count and its squares (0 = a1 ... 63 = h8; passes
/// are left out, the rules say where), and an FNV-1a of all before (u64).
const PACKED: &[u8; 8] = b"RVGAMES1";

/// The squares `game` placed on, in order (0 = a1 ... 63 = h8), passes
/// left out: the rules say where they fall.
pub fn placements(game: &Game) -> Vec<u8> {
    game.moves()
        .iter()
        .filter_map(|played| match played.mv {
            Move::Place(square) => Some(square.index() as u8),
            Move::Pass => None,
        })
        .collect()
}

/// `games` (whole games with their openings' lengths) packed with the
/// `settings` that made them.
pub fn pack(settings: &str, games: &[(Game, usize)]) -> Vec<u8> {
    let mut bytes = PACKED.to_vec();
    bytes.extend((settings.len() as u32).to_le_bytes());
    bytes.extend(settings.as_bytes());
    bytes.extend((games.len() as u32).to_le_bytes());
    for (game, opening) in games {
        let squares = placements(game);
        bytes.push(*opening as u8);
        bytes.push(squares.len() as u8);
        bytes.extend(squares);
    }
    bytes.extend(crate::chunks::fnv1a(&bytes).to_le_bytes());
    bytes
}

/// Games packed by [`pack`], with their settings, each replayed through the
/// rules; a file damaged or cut short is an error, a game that is not legal
/// and whole is skipped with the reason.
pub fn read_packed(bytes: &[u8]) -> Result<(String, Read), String> {
    let short = || "cut short".to_string();
    let (body, sum) = bytes
        .split_last_chunk::<8>()
        .filter(|(body, _)| body.starts_with(PACKED))
        .ok_or("not packed games")?;
    if crate::chunks::fnv1a(body) != u64::from_le_bytes(*sum) {
        return Err("damaged (checksum)".into());
    }
    let mut rest = &body[PACKED.len()..];
    let mut take = |count: usize| -> Result<&[u8], String> {
        let (head, tail) = rest.split_at_checked(count).ok_or_else(short)?;
        rest = tail;
        Ok(head)
    };
    let length = u32::from_le_bytes(take(4)?.try_into().expect("4 bytes")) as usize;
    let settings = String::from_utf8_lossy(take(length)?).into_owned();
    let count = u32::from_le_bytes(take(4)?.try_into().expect("4 bytes"));
    let mut read = Read::default();
    for number in 1..=count {
        let head = take(2)?;
        let (opening, length) = (head[0] as usize, head[1] as usize);
        let squares = take(length)?;
        let which = format!("game {number}");
        let mut game = Game::new();
        let played = squares.iter().try_for_each(|&index| {
            let square = Square::new(index).ok_or(format!("square {index} is off the board"))?;
            if !game.position().legal_moves().contains(square) {
                game.pass_if_forced();
            }
            game.play(Move::Place(square))
                .map(|_| ())
                .map_err(|e| e.to_string())
        });
        match (played, final_score(&game)) {
            (Err(why), _) => read.skip(which, why),
            (Ok(()), None) => read.skip(which, "the game stops before its end"),
            (Ok(()), Some(score)) => read.games.push(StrongGame {
                game,
                score,
                opening,
            }),
        }
    }
    if !rest.is_empty() {
        return Err(format!("{} bytes after the last game", rest.len()));
    }
    Ok((settings, read))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A whole game: each side's first legal move until the end.
    fn whole_game() -> Game {
        let mut game = Game::new();
        while !game.position().is_game_over() {
            if !game.pass_if_forced() {
                let square = game.position().legal_moves().iter().next().unwrap();
                game.play(Move::Place(square)).unwrap();
            }
        }
        game
    }

    fn signed(game: &Game) -> String {
        let moves: String = game
            .moves()
            .iter()
            .filter_map(|m| match m.mv {
                Move::Place(square) => {
                    let sign = if m.color == Color::Black { '+' } else { '-' };
                    Some(format!("{sign}{square}"))
                }
                Move::Pass => None,
            })
            .collect();
        format!("{moves}: {:+03} 10", final_score(game).unwrap())
    }

    #[test]
    fn logbook_games_are_replayed_and_bad_ones_skipped() {
        let game = whole_game();
        let line = signed(&game);
        let unfinished = line.split_at(line.find(':').unwrap() - 9).0.to_string() + ": +00 10";
        let wrong_result = line.replace(": ", ": 1");
        let illegal = line.replacen("+", "-", 1);
        let text = [
            line.as_str(),
            &unfinished,
            &wrong_result,
            &illegal,
            "junk",
            "",
        ]
        .join("\n");
        let read = read_logbook(&text);
        assert_eq!(read.games.len(), 1);
        assert_eq!(read.games[0].game, game);
        assert_eq!(read.games[0].score, final_score(&game).unwrap());
        assert_eq!(read.skipped.len(), 4, "{:?}", read.skipped);
        assert!(
            read.skipped[0].starts_with("line 2: the game stops"),
            "{:?}",
            read.skipped
        );
        assert!(read.skipped[3].starts_with("line 5"), "{:?}", read.skipped);
    }

    #[test]
    fn wthor_games_are_replayed_and_labelled_by_their_theoretical_score() {
        let game = whole_game();
        let record = |theoretical: u8, moves: &Game| {
            let mut bytes = vec![0, 0, 1, 0, 2, 0];
            let black = final_score(moves)
                .map_or(moves.position().count(Color::Black) as i32, |s| {
                    (64 + s) / 2
                });
            bytes.extend([black as u8, theoretical]);
            for played in moves.moves() {
                if let Move::Place(square) = played.mv {
                    bytes.push(10 * (square.row() + 1) + square.column() + 1);
                }
            }
            bytes.resize(68, 0);
            bytes
        };
        let mut unfinished = game.clone();
        for _ in 0..5 {
            unfinished.undo();
        }
        let mut file = vec![20, 25, 12, 4, 3, 0, 0, 0, 0, 0, 0xe9, 0x07, 8, 0, 24, 0];
        file.extend(record(40, &game));
        file.extend(record(40, &unfinished));
        let mut bad = record(40, &game);
        bad[8] = 99;
        file.extend(bad);
        let read = read_wthor(&file).unwrap();
        assert_eq!(read.games.len(), 1);
        assert_eq!(read.games[0].score, 16);
        assert_eq!(read.games[0].game, game);
        assert_eq!(read.skipped.len(), 2, "{:?}", read.skipped);
        assert!(read_wthor(&[1, 2, 3]).is_err());
        // A count that the file does not hold is said, the games still read.
        file[4] = 9;
        assert_eq!(read_wthor(&file).unwrap().skipped.len(), 3);
    }

    #[test]
    fn packed_games_read_back_and_leave_their_openings_out() {
        let game = whole_game();
        let packed = pack("made by a test", &[(game.clone(), 10), (game.clone(), 0)]);
        let placements = game.moves().iter().filter(|m| m.mv != Move::Pass).count();
        // A byte a move, and a few a game.
        assert_eq!(packed.len(), 2 * (placements + 2) + 38);
        let (settings, read) = read_packed(&packed).unwrap();
        assert_eq!(settings, "made by a test");
        assert_eq!(read.games.len(), 2);
        assert_eq!(read.games[0].game.transcript(), game.transcript());
        assert_eq!(read.games[0].score, final_score(&game).unwrap());
        // The first 10 placements' positions are left out.
        let all = distinct_positions(&read.games[1..]);
        let played = distinct_positions(&read.games[..1]);
        assert_eq!(all.len() - played.len(), 10, "the start and 9 after it");
        // Damaged or cut short: said, not read.
        let mut damaged = packed.clone();
        damaged[30] ^= 1;
        assert_eq!(read_packed(&damaged).unwrap_err(), "damaged (checksum)");
        assert!(read_packed(&packed[..packed.len() - 20]).is_err());
        assert!(read_packed(b"junk").is_err());
    }

    #[test]
    fn positions_are_counted_once_under_the_symmetries() {
        // The four first moves are one position under the symmetries.
        let games: Vec<StrongGame> = ["f5", "d3", "c4", "e6"]
            .iter()
            .map(|t| StrongGame {
                game: Game::from_transcript(t).unwrap(),
                score: 2,
                opening: 0,
            })
            .collect();
        let positions = distinct_positions(&games);
        // The start, and the position after one move, White to move.
        assert_eq!(positions.len(), 2, "{positions:?}");
        assert_eq!((positions[0].score, positions[0].games), (2.0, 4));
        assert_eq!((positions[1].score, positions[1].games), (-2.0, 4));
        // Games that reach a position with other results: their mean.
        let mut games = games;
        games[1].score = -6;
        let positions = distinct_positions(&games);
        assert_eq!(positions[0].score, 0.0);
        assert_eq!(positions[1].score, 0.0);
        let read = read_transcripts("f5d6\nf5 zz\n");
        assert_eq!(read.games.len(), 0, "unfinished games are no labels");
        assert_eq!(read.skipped.len(), 2);
        let ggf = whole_game().to_ggf();
        assert_eq!(read_ggf(&format!("{ggf}\n{ggf}")).games.len(), 2);
    }
}

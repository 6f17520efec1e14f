//! The named openings: the names players give to the first moves of a
//! game (the Tiger, the Rose, the Buffalo, …), each by its line from the
//! standard start, matched by position under the board's 8 symmetries, so
//! that a line played in any of its four equivalent orientations, or
//! reached by another order of moves, is named all the same. The names are
//! proper nouns, the same in every language.

use std::sync::OnceLock;

use crate::notation::GgfExtras;
use crate::rules::clocks::Clocks;
use crate::rules::game::Game;
use crate::rules::position::{Move, Position};
use crate::rules::square::Color;

/// A named opening: its name and its line from the start position (a
/// transcript, Black first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The name, as players write it.
    pub name: &'static str,
    /// The moves, as a transcript (`f5d6c3d3c4`).
    pub line: &'static str,
}

/// The table, shortest lines first within a family. Where a line has
/// several names, the first one players use.
pub const OPENINGS: &[Opening] = &[
    op("Perpendicular", "f5d6"),
    op("Tiger", "f5d6c3d3c4"),
    op("Aubrey", "f5d6c3d3c4b3"),
    op("Rose-Bill", "f5d6c3d3c4f4c5b3c2"),
    op("Nicolet", "f5d6c3d3c4f4c5b3c2e3"),
    op("Central Rose-Bill", "f5d6c3d3c4f4c5b3c2b4"),
    op("Tamenori", "f5d6c3d3c4f4c5b3c2e6"),
    op("Grand Central", "f5d6c3d3c4f4c5b4"),
    op("Ishii", "f5d6c3d3c4f4c5b4b5c6f3e6e3"),
    op("Mainline Tiger", "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3"),
    op("Spencer", "f5d6c3d3c4f4c6"),
    op("Brightwell", "f5d6c3d3c4f4e3"),
    op("Leader's Tiger", "f5d6c3d3c4f4e6"),
    op("Stephenson", "f5d6c3d3c4f4f6"),
    op("Kung", "f5d6c3d3c4f4f6b4"),
    op("Comp'Oth", "f5d6c3d3c4f4f6f3"),
    op("Lightning Bolt", "f5d6c3d3c4f4f6f3e3"),
    op("Scorpion", "f5d6c3d3c4f4f6f3e6e7"),
    op("Scorpion (Classic)", "f5d6c3d3c4f4f6f3e6e7f7"),
    op("Scorpion (New)", "f5d6c3d3c4f4f6f3e6e7d7"),
    op("Low-FAT", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5"),
    op("F.A.T.", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7c5b4"),
    op("No-FAT", "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3g3"),
    op("No-Kung", "f5d6c3d3c4f4f6g5"),
    op("No-Kung (Continuation)", "f5d6c3d3c4f4f6g5e3f3g4h3g3f2"),
    op("Ganglion", "f5d6c3g5"),
    op("Cat", "f5d6c4d3c5"),
    op("Berner", "f5d6c4d3c5f4e3f3c2b4b3"),
    op("Sakaguchi", "f5d6c4d3c5f4e3f3c2c6"),
    op("Italian", "f5d6c4d3e6"),
    op("No-Cat", "f5d6c4g5"),
    op("Swallow", "f5d6c4g5c6"),
    op("No-Cat (Continuation)", "f5d6c4g5c6c5d7d3b4c3e3f3"),
    op("Fishhook", "f5d6c5"),
    op("Horse", "f5d6c5f4d3"),
    op("Mimura", "f5d6c5f4e3d3"),
    op("Ralle", "f5d6c5f4e3c6d3f3"),
    op("8-Shot", "f5d6c5f4e3c6d3g5"),
    op("Rose", "f5d6c5f4e3c6d3f6e6d7"),
    op("Greenberg", "f5d6c5f4e3c6d3f6e6d7e7"),
    op("Rose-Birth", "f5d6c5f4e3c6d3f6e6d7g3c4"),
    op("Rose-birdie", "f5d6c5f4e3c6d3f6e6d7g3c4b4"),
    op("Rose-Tamenori-Kling", "f5d6c5f4e3c6d3f6e6d7g3c4b4c3"),
    op("Brightstein", "f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2"),
    op("Flat", "f5d6c5f4e3c6d3f6e6d7g4"),
    op("Rotating Flat", "f5d6c5f4e3c6d3f6e6d7g4c4"),
    op(
        "Rotating Flat (Kling Continuation)",
        "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2",
    ),
    op("Murakami Variation", "f5d6c5f4e3c6d3f6e6d7g4c4g6"),
    op("Bhagat", "f5d6c5f4e3c6d7"),
    op("Inoue", "f5d6c5f4e3c6e6"),
    op("Iago", "f5d6c5f4e3c6e6f6"),
    op("Shaman", "f5d6c5f4e3c6f3"),
    op("Parallel", "f5f4"),
    op("Diagonal", "f5f6"),
    op("Semi-Wing Variation", "f5f6c4f4"),
    op("Wing Variation", "f5f6d3f4"),
    op("Buffalo", "f5f6e6d6c3"),
    op("Hokuriku Buffalo", "f5f6e6d6c3d3"),
    op("Tanida Buffalo", "f5f6e6d6c3f4c6d3e3d2"),
    op("Maruoka Buffalo", "f5f6e6d6c3g4c6"),
    op("Cow", "f5f6e6d6c5"),
    op("Rose-v-Toth", "f5f6e6d6c5e3d3"),
    op("Landau", "f5f6e6d6c5e3d3c4c3"),
    op("Maruoka", "f5f6e6d6c5e3d3c4c6b5"),
    op("Tanida", "f5f6e6d6c5e3d3g5"),
    op("Aircraft", "f5f6e6d6c5e3d3g5d7"),
    op("Sailboat", "f5f6e6d6c5e3d3g5e2b5"),
    op("Bat", "f5f6e6d6c5e3e7"),
    op(
        "Bat (Kling Continuation)",
        "f5f6e6d6c5e3e7c6d7f7c7f4g6e8d8c8g5",
    ),
    op("Melnikov", "f5f6e6d6c5e3e7c7d7c6d3"),
    op("Bat (Piau Continuation 2)", "f5f6e6d6c5e3e7c7d7c6f7"),
    op("Bat (Kling Alternative)", "f5f6e6d6c5e3e7f4f7"),
    op("Chimney", "f5f6e6d6c5f4"),
    op("Hamilton", "f5f6e6d6c7c6d7"),
    op("Lollipop", "f5f6e6d6c7f4"),
    op("Raccoon Dog", "f5f6e6d6d7"),
    op("Heath", "f5f6e6d6e7"),
    op("Heath-Chimney", "f5f6e6d6e7f4"),
    op("Heath-Bat", "f5f6e6d6e7g5c5"),
    op("Iwasaki Variation", "f5f6e6d6e7g5g4"),
    op("Mimura Variation II", "f5f6e6d6e7g5g6e3c5c6d3c4b3"),
    op("Snake", "f5f6e6d6f7"),
    op("Pyramid", "f5f6e6d6f7e3d7e7c6c5d3"),
    op("X-square Opening", "f5f6e6d6g7"),
    op("Classic Heath", "f5f6e6f4g5e7f7"),
];

const fn op(name: &'static str, line: &'static str) -> Opening {
    Opening { name, line }
}

/// A position the same under every symmetry: the least of its 8 images
/// (black's discs, white's, whether Black is to move).
type Key = (u64, u64, bool);

fn key(position: &Position) -> Key {
    (0..8)
        .map(|s| {
            let black = position.discs(Color::Black);
            let white = position.discs(Color::White);
            let image = |bits: u64| crate::rules::square::SquareSet(bits).symmetric(s).bits();
            (
                image(black),
                image(white),
                position.side_to_move() == Color::Black,
            )
        })
        .min()
        .expect("eight images")
}

/// Every position on the way to a named one, by key, the named ones (each
/// lines' end, the first line ending there) first: a plain list searched
/// from the front (some 800 entries; no hash tables or sorting, whose code
/// the game's web module would carry, and it has a size budget).
struct Table(Vec<(Key, Option<usize>)>);

impl Table {
    /// Whether the position is on a line, and the opening it names.
    fn get(&self, key: &Key) -> Option<Option<usize>> {
        self.0
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, named)| *named)
    }
}

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let games: Vec<(usize, Game)> = OPENINGS
            .iter()
            .enumerate()
            .filter_map(|(index, opening)| Some((index, Game::from_transcript(opening.line).ok()?)))
            .collect();
        let mut entries: Vec<(Key, Option<usize>)> = games
            .iter()
            .map(|(index, game)| (key(game.position()), Some(*index)))
            .collect();
        for (_, game) in &games {
            for ply in 0..game.moves().len() {
                if let Some(position) = game.position_at(ply) {
                    entries.push((key(&position), None));
                }
            }
        }
        Table(entries)
    })
}

/// Where a game stands among the named openings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpeningName {
    /// The last named opening the game passed through.
    pub opening: &'static Opening,
    /// Whether the position shown is still on a named line (the name is
    /// the current one) or has left them all (the name is the last one).
    pub in_line: bool,
}

/// The name of `game`'s opening as far as it has been played: the last
/// named position among its moves (the whole record's, up to the position
/// shown), under any symmetry; `None` before the first.
pub fn opening_name(game: &Game) -> Option<OpeningName> {
    let table = table();
    let played = game.moves().len();
    let mut found = None;
    let mut in_line = true;
    for ply in 1..=played {
        let position = game.position_at(ply)?;
        let key = key(&position);
        let Some(named) = table.get(&key) else {
            in_line = false;
            break;
        };
        if let Some(index) = named {
            found = Some(index);
        }
    }
    found.map(|index| OpeningName {
        opening: &OPENINGS[index],
        in_line,
    })
}

/// Where a game left a line: its move number (from 1) and the line's move
/// there, in the orientation the moves before it followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LeftLine {
    /// The move number, from 1, that left the line.
    pub ply: usize,
    /// The line's move there.
    pub expected: Move,
}

/// `line` (a transcript from the start) as the game plays it: in the first
/// orientation (a symmetry of the board that keeps the start position)
/// whose moves the game's moves follow, as far as either goes; else where
/// the game left it (the latest ply any orientation reached). A game that
/// did not start from the standard position left it before its first move.
pub fn line_as_played(line: &str, game: &Game) -> Result<Vec<Move>, LeftLine> {
    let Ok(standard) = Game::from_transcript(line) else {
        return Err(LeftLine {
            ply: 1,
            expected: Move::Pass,
        });
    };
    let played: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
    let start = Position::start();
    let mut left = LeftLine {
        ply: 1,
        expected: standard.moves().first().map_or(Move::Pass, |m| m.mv),
    };
    if *game.start_position() != start {
        return Err(left);
    }
    let image = |mv: Move, symmetry: u8| match mv {
        Move::Place(square) => Move::Place(square.symmetric(symmetry)),
        Move::Pass => Move::Pass,
    };
    for symmetry in 0..8 {
        let keeps_start = [Color::Black, Color::White].into_iter().all(|color| {
            crate::rules::square::SquareSet(start.discs(color))
                .symmetric(symmetry)
                .bits()
                == start.discs(color)
        });
        if !keeps_start {
            continue;
        }
        let oriented: Vec<Move> = standard
            .moves()
            .iter()
            .map(|m| image(m.mv, symmetry))
            .collect();
        let agree = played
            .iter()
            .zip(&oriented)
            .take_while(|(a, b)| a == b)
            .count();
        if agree == played.len().min(oriented.len()) {
            return Ok(oriented);
        }
        if agree + 1 > left.ply {
            left = LeftLine {
                ply: agree + 1,
                expected: oriented[agree],
            };
        }
    }
    Err(left)
}

/// The game in GGF ([`Game::to_ggf_with`]) with its opening's name in a
/// comment after the board, `C[opening: Tiger]`, when it reached a named
/// one, and its `clocks` and loss on time if it had them: what the game's
/// files and copies and `convert --to ggf` write.
pub fn ggf_record(game: &Game, clocks: Option<&Clocks>, timeout: Option<Color>) -> String {
    let comment = opening_name(game).map(|named| format!("opening: {}", named.opening.name));
    game.to_ggf_with(&GgfExtras {
        comment: comment.as_deref(),
        clocks,
        timeout,
        ..GgfExtras::default()
    })
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet};

    use super::*;

    /// Every line is legal and names its own end (no two lines end in the
    /// same position, under any symmetry), and the table holds at least 70.
    #[test]
    fn every_line_is_legal_and_its_own() {
        assert!(OPENINGS.len() >= 70, "{} openings", OPENINGS.len());
        let mut seen = HashMap::new();
        for opening in OPENINGS {
            let game = Game::from_transcript(opening.line)
                .unwrap_or_else(|e| panic!("{}: {e}", opening.name));
            if let Some(other) = seen.insert(key(game.position()), opening.name) {
                panic!("{} and {other} end in the same position", opening.name);
            }
            let named = opening_name(&game).unwrap();
            assert_eq!(named.opening, opening);
            assert!(named.in_line);
        }
        let names: HashSet<&str> = OPENINGS.iter().map(|o| o.name).collect();
        assert_eq!(names.len(), OPENINGS.len(), "a name twice");
    }

    /// Each line named in all 8 orientations: the line's image under a
    /// symmetry, played from the start's image (the same start for four of
    /// them, the colours' other start for the rest).
    #[test]
    fn every_line_is_named_under_the_eight_symmetries() {
        for opening in OPENINGS {
            let line = Game::from_transcript(opening.line).unwrap();
            for s in 0..8 {
                let start = Position::start();
                let image = |bits: u64| crate::rules::square::SquareSet(bits).symmetric(s);
                let mut obf = String::new();
                for square in crate::rules::square::Square::ALL {
                    obf.push(if image(start.discs(Color::Black)).contains(square) {
                        'X'
                    } else if image(start.discs(Color::White)).contains(square) {
                        'O'
                    } else {
                        '-'
                    });
                }
                let mut game =
                    Game::from_position(Position::from_obf(&format!("{obf} X")).unwrap());
                for played in line.moves() {
                    let crate::rules::position::Move::Place(square) = played.mv else {
                        unreachable!("no pass in an opening")
                    };
                    game.play(square.symmetric(s)).unwrap();
                }
                let named = opening_name(&game).map(|n| n.opening.name);
                assert_eq!(named, Some(opening.name), "symmetry {s}");
            }
        }
    }

    /// A game in the Tiger, then on the Stephenson, then off every line:
    /// named as it goes, the last name kept after it leaves.
    #[test]
    fn a_game_is_named_as_it_enters_and_leaves_the_lines() {
        let names = |transcript: &str| {
            let game = match transcript {
                "" => Game::new(),
                moves => Game::from_transcript(moves).unwrap(),
            };
            opening_name(&game).map(|n| (n.opening.name, n.in_line))
        };
        assert_eq!(names(""), None);
        assert_eq!(names("f5"), None);
        assert_eq!(names("f5d6"), Some(("Perpendicular", true)));
        assert_eq!(names("f5d6c3"), Some(("Perpendicular", true)));
        assert_eq!(names("f5d6c3d3c4"), Some(("Tiger", true)));
        assert_eq!(names("f5d6c3d3c4f4"), Some(("Tiger", true)));
        assert_eq!(names("f5d6c3d3c4f4f6"), Some(("Stephenson", true)));
        // g6 is on no named line: the Stephenson stays, as left.
        assert_eq!(names("f5d6c3d3c4f4f6g6"), Some(("Stephenson", false)));
        assert_eq!(names("f5d6c3d3c4f4f6g6f3"), Some(("Stephenson", false)));
        // The Tiger in another orientation (e6 first: its image in the
        // a1-h8 diagonal).
        assert_eq!(names("e6f4c3c4d3"), Some(("Tiger", true)));
    }

    /// The record names its opening in a comment, which reading it back
    /// skips: the same game.
    #[test]
    fn a_record_names_its_opening_and_reads_back() {
        let game = Game::from_transcript("f5d6c3d3c4f4f6g6").unwrap();
        let record = ggf_record(&game, None, None);
        assert!(record.contains("]C[opening: Stephenson]B[F5]"), "{record}");
        let read = Game::from_ggf(&record).unwrap();
        assert_eq!(read.moves(), game.moves());
        assert_eq!(ggf_record(&Game::new(), None, None), Game::new().to_ggf());
    }

    /// A line is followed in whichever orientation the first move chose;
    /// leaving it says where and what the line played there.
    #[test]
    fn a_line_is_followed_in_the_orientation_played() {
        let tiger = "f5d6c3d3c4";
        let moves = |text: &str| Game::from_transcript(text).unwrap();
        let squares = |line: Vec<Move>| -> String { line.iter().map(|m| m.to_string()).collect() };
        assert_eq!(squares(line_as_played(tiger, &Game::new()).unwrap()), tiger);
        // e6 first: the Tiger's image in the a1-h8 diagonal.
        assert_eq!(
            squares(line_as_played(tiger, &moves("e6")).unwrap()),
            "e6f4c3c4d3"
        );
        assert_eq!(
            squares(line_as_played(tiger, &moves("d3c5")).unwrap()),
            "d3c5f6f5e6"
        );
        // Past its end, still on it.
        assert!(line_as_played(tiger, &moves("f5d6c3d3c4f4")).is_ok());
        // f5f6 leaves it at move 2, where d6 was the line's move.
        assert_eq!(
            line_as_played(tiger, &moves("f5f6")),
            Err(LeftLine {
                ply: 2,
                expected: Move::Place("d6".parse().unwrap())
            })
        );
        assert_eq!(
            line_as_played(tiger, &moves("e6f4c3c4c5")),
            Err(LeftLine {
                ply: 5,
                expected: Move::Place("d3".parse().unwrap())
            })
        );
        let elsewhere = Game::from_position(*moves("f5").position());
        assert!(line_as_played(tiger, &elsewhere).is_err());
    }
}

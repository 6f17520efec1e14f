//! The opening book: positions of the first moves with the scores of deep
//! searches, backed up by negamax through the book's own tree (see
//! `docs/engine.md`, "The opening book", for how `reversi-engine book
//! build` makes it). A
//! level that uses it plays a book move when the book knows every move of
//! the position, choosing at random among those within a disc of the best.

use std::fmt;
use std::sync::{Arc, OnceLock};

use rand::RngExt;

use crate::ai::pattern::checksum;
use crate::rules::position::Board;
use crate::rules::square::Square;

/// The book this project built, built in.
const BUILT_IN: &[u8] = include_bytes!("../../data/book.bin");

const MAGIC: &[u8; 8] = b"RVRSBOOK";
const FORMAT_VERSION: u16 = 1;
/// Magic, version, search depth (u16), entries (u32), checksum (u32).
const HEADER: usize = 8 + 2 + 2 + 4 + 4;
/// Player and opponent bitboards (u64 each) and the score (i8).
const ENTRY: usize = 8 + 8 + 1;

/// How far below the best a book move may be, in discs, to be played.
pub const BOOK_SPREAD: i32 = 1;

/// Why a book file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BookError {
    /// Not a book file at all.
    BadMagic,
    /// A format version this program does not read.
    UnsupportedVersion(u16),
    /// The file ends early.
    Truncated {
        /// The bytes the header promises.
        expected: usize,
        /// The bytes there are.
        found: usize,
    },
    /// Bytes after the entries.
    TrailingBytes(usize),
    /// The entries' checksum does not match: the file is damaged.
    Checksum,
    /// Entry `n` is not a position the book could hold (overlapping discs,
    /// a score beyond ±64, not in its canonical orientation, or out of order).
    BadEntry(usize),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BookError::BadMagic => write!(f, "not a Reversi opening book (bad header)"),
            BookError::UnsupportedVersion(v) => {
                write!(f, "book version {v}, this program reads {FORMAT_VERSION}")
            }
            BookError::Truncated { expected, found } => {
                write!(f, "book truncated: {found} of {expected} bytes")
            }
            BookError::TrailingBytes(n) => write!(f, "book has {n} unexpected bytes at the end"),
            BookError::Checksum => write!(f, "book corrupt (checksum mismatch)"),
            BookError::BadEntry(n) => write!(f, "book corrupt (entry {n} is not valid)"),
        }
    }
}

impl std::error::Error for BookError {}

/// One position, in its canonical orientation, with its score for the side
/// to move in discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Entry {
    player: u64,
    opponent: u64,
    score: i8,
}

/// An opening book: scores of positions, whatever their orientation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    /// Sorted by position, no two alike.
    entries: Vec<Entry>,
    depth: u16,
}

impl Book {
    /// The book built into the engine (`engine/data/book.bin`), read once.
    /// `Err` only if that file was damaged when the program was built;
    /// callers then play without a book and say why.
    pub fn built_in() -> Result<Arc<Book>, BookError> {
        static BOOK: OnceLock<Result<Arc<Book>, BookError>> = OnceLock::new();
        BOOK.get_or_init(|| Book::from_bytes(BUILT_IN).map(Arc::new))
            .clone()
    }

    /// A book of `scores` (for the side to move, in discs, clamped to ±64)
    /// from searches of `depth` plies. A position given twice in any
    /// orientation keeps its last score.
    pub fn from_scores(depth: u32, scores: impl IntoIterator<Item = (Board, i32)>) -> Book {
        let mut entries: Vec<Entry> = scores
            .into_iter()
            .map(|(board, score)| {
                let (player, opponent) = canonical(board.player, board.opponent);
                Entry {
                    player,
                    opponent,
                    score: score.clamp(-64, 64) as i8,
                }
            })
            .collect();
        // Stable, so the last of equal positions is the last of its run.
        entries.sort_by_key(|e| (e.player, e.opponent));
        let mut deduplicated: Vec<Entry> = Vec::with_capacity(entries.len());
        for entry in entries {
            match deduplicated.last_mut() {
                Some(last) if (last.player, last.opponent) == (entry.player, entry.opponent) => {
                    *last = entry;
                }
                _ => deduplicated.push(entry),
            }
        }
        Book {
            entries: deduplicated,
            depth: depth.min(u16::MAX as u32) as u16,
        }
    }

    /// `board` turned to the smallest of its 8 symmetric images: the book's
    /// key for all of them.
    pub fn canonical(board: &Board) -> Board {
        let (player, opponent) = canonical(board.player, board.opponent);
        Board { player, opponent }
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the book holds no position.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The depth of the searches that scored the book's positions.
    pub fn depth(&self) -> u32 {
        self.depth as u32
    }

    /// The score of `board` for its side to move, in discs, if the book has it.
    pub fn score(&self, board: &Board) -> Option<i32> {
        let key = canonical(board.player, board.opponent);
        self.entries
            .binary_search_by_key(&key, |e| (e.player, e.opponent))
            .ok()
            .map(|i| self.entries[i].score as i32)
    }

    /// Every legal move of `board` with its score for the mover, best
    /// first, if the book knows them all (else a search must decide).
    pub fn moves(&self, board: &Board) -> Option<Vec<(Square, i32)>> {
        let mut bits = board.moves();
        if bits == 0 {
            return None;
        }
        let mut moves = Vec::with_capacity(bits.count_ones() as usize);
        while bits != 0 {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let child = board.play(sq, board.flips(sq));
            // The child's score is the opponent's.
            moves.push((Square::ALL[sq], -self.score(&child)?));
        }
        moves.sort_by_key(|&(_, score)| -score);
        Some(moves)
    }

    /// A book move for `board`: one of those within [`BOOK_SPREAD`] discs of
    /// the best, chosen by `rng`, with its score.
    pub fn choose(&self, board: &Board, rng: &mut impl RngExt) -> Option<(Square, i32)> {
        let moves = self.moves(board)?;
        let best = moves[0].1;
        let good = moves
            .iter()
            .take_while(|m| m.1 >= best - BOOK_SPREAD)
            .count();
        Some(moves[rng.random_range(0..good)])
    }

    /// The file format: the magic `RVRSBOOK`, then little-endian: format
    /// version (u16), search depth (u16), entries (u32), FNV-1a checksum of
    /// the entries (u32); then each entry, sorted by position: the side to
    /// move's discs (u64), the other side's (u64), the score (i8), the
    /// position turned to the smallest of its 8 symmetric images.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut payload = Vec::with_capacity(self.entries.len() * ENTRY);
        for e in &self.entries {
            payload.extend_from_slice(&e.player.to_le_bytes());
            payload.extend_from_slice(&e.opponent.to_le_bytes());
            payload.push(e.score as u8);
        }
        let mut bytes = Vec::with_capacity(HEADER + payload.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&self.depth.to_le_bytes());
        bytes.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        bytes.extend_from_slice(&checksum(&payload).to_le_bytes());
        bytes.extend_from_slice(&payload);
        bytes
    }

    /// Reads a book file (see [`Book::to_bytes`]), refusing anything damaged.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(BookError::BadMagic);
        }
        if bytes.len() < HEADER {
            return Err(BookError::Truncated {
                expected: HEADER,
                found: bytes.len(),
            });
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let u32_at =
            |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        let version = u16_at(8);
        if version != FORMAT_VERSION {
            return Err(BookError::UnsupportedVersion(version));
        }
        let depth = u16_at(10);
        let count = u32_at(12) as usize;
        let expected = count
            .checked_mul(ENTRY)
            .and_then(|n| n.checked_add(HEADER))
            .unwrap_or(usize::MAX);
        if bytes.len() < expected {
            return Err(BookError::Truncated {
                expected,
                found: bytes.len(),
            });
        }
        if bytes.len() > expected {
            return Err(BookError::TrailingBytes(bytes.len() - expected));
        }
        let payload = &bytes[HEADER..];
        if checksum(payload) != u32_at(16) {
            return Err(BookError::Checksum);
        }
        let mut entries: Vec<Entry> = Vec::with_capacity(count);
        for (n, chunk) in payload.chunks_exact(ENTRY).enumerate() {
            let u64_at = |i: usize| u64::from_le_bytes(chunk[i..i + 8].try_into().unwrap());
            let entry = Entry {
                player: u64_at(0),
                opponent: u64_at(8),
                score: chunk[16] as i8,
            };
            let in_order = entries
                .last()
                .is_none_or(|last| (last.player, last.opponent) < (entry.player, entry.opponent));
            if entry.player & entry.opponent != 0
                || !(-64..=64).contains(&entry.score)
                || canonical(entry.player, entry.opponent) != (entry.player, entry.opponent)
                || !in_order
            {
                return Err(BookError::BadEntry(n));
            }
            entries.push(entry);
        }
        Ok(Book { entries, depth })
    }
}

/// `bits` mirrored top to bottom (row 1 ↔ row 8).
fn flip_vertical(bits: u64) -> u64 {
    bits.swap_bytes()
}

/// `bits` mirrored left to right (column a ↔ column h).
fn mirror_horizontal(bits: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
    let x = ((bits >> 1) & K1) | ((bits & K1) << 1);
    let x = ((x >> 2) & K2) | ((x & K2) << 2);
    ((x >> 4) & K4) | ((x & K4) << 4)
}

/// `bits` mirrored in the a1–h8 diagonal (b1 ↔ a2).
fn flip_diagonal(bits: u64) -> u64 {
    const K1: u64 = 0x5500_5500_5500_5500;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K4: u64 = 0x0f0f_0f0f_0000_0000;
    let mut x = bits;
    let t = K4 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = K2 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = K1 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// `bits` under symmetry `s` (0–7: bit 0 mirrors left to right, bit 1 top
/// to bottom, bit 2 in the diagonal, in that order).
fn symmetric(bits: u64, s: u8) -> u64 {
    let mut x = bits;
    if s & 1 != 0 {
        x = mirror_horizontal(x);
    }
    if s & 2 != 0 {
        x = flip_vertical(x);
    }
    if s & 4 != 0 {
        x = flip_diagonal(x);
    }
    x
}

/// The smallest of a position's 8 symmetric images: the same for them all.
fn canonical(player: u64, opponent: u64) -> (u64, u64) {
    (0..8)
        .map(|s| (symmetric(player, s), symmetric(opponent, s)))
        .min()
        .unwrap_or((player, opponent))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::position::Position;
    use rand::SeedableRng;
    use rand::rngs::Xoshiro256PlusPlus;

    fn board(transcript: &str) -> Board {
        let mut position = Position::start();
        for chunk in transcript.as_bytes().chunks(2) {
            let square: Square = std::str::from_utf8(chunk).unwrap().parse().unwrap();
            position.play(square).unwrap();
        }
        position.board()
    }

    #[test]
    fn the_symmetries_are_the_board_s_eight() {
        for sq in 0..64u8 {
            let bit = 1u64 << sq;
            let square = Square::ALL[sq as usize];
            let images: Vec<u64> = (0..8).map(|s| symmetric(bit, s)).collect();
            // Each moves one square to one square, and the eight images of
            // a square are those Square::symmetric gives.
            for (s, image) in images.iter().enumerate() {
                assert_eq!(image.count_ones(), 1, "{square} under {s}");
            }
            let mut ours: Vec<u64> = images.clone();
            let mut theirs: Vec<u64> = (0..8)
                .map(|s| 1u64 << square.symmetric(s).index())
                .collect();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "{square}");
        }
        // The four first moves are one position.
        let first = ["f5", "d3", "c4", "e6"].map(board);
        for b in &first {
            assert_eq!(
                canonical(b.player, b.opponent),
                canonical(first[0].player, first[0].opponent)
            );
        }
        // And a position and its mirror image are not another one.
        assert_ne!(
            canonical(board("f5d6").player, board("f5d6").opponent),
            canonical(board("f5f6").player, board("f5f6").opponent)
        );
    }

    fn sample_book() -> Book {
        // The start's four moves (one position) and the replies to f5.
        let f5 = board("f5");
        let mut scores = vec![(f5, 0)];
        let mut bits = f5.moves();
        while bits != 0 {
            let sq = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let child = f5.play(sq, f5.flips(sq));
            // d6 and f4 best for White (child scores are Black's: -1), f6 -3.
            let score = match Square::ALL[sq].to_string().as_str() {
                "f6" => 3,
                "d6" => 1,
                _ => 0,
            };
            scores.push((child, score));
        }
        Book::from_scores(20, scores)
    }

    #[test]
    fn a_book_round_trips_through_its_file() {
        let book = sample_book();
        assert_eq!(book.len(), 4, "f5, and f4, d6 and f6 after it");
        let bytes = book.to_bytes();
        assert_eq!(bytes.len(), HEADER + 4 * ENTRY);
        let read = Book::from_bytes(&bytes).unwrap();
        assert_eq!(read, book);
        assert_eq!(read.depth(), 20);
        // Any orientation finds it.
        assert_eq!(read.score(&board("c4")), Some(0));
        assert_eq!(read.score(&board("f5f6")), Some(3));
        assert_eq!(read.score(&board("c4c3")), Some(3), "f5f6 turned");
        assert_eq!(read.score(&board("f5d6")), Some(1));
        assert_eq!(read.score(&board("f5d6c3")), None);
    }

    #[test]
    fn moves_are_chosen_within_a_disc_of_the_best() {
        let book = sample_book();
        let after = board("f5");
        let moves = book.moves(&after).unwrap();
        assert_eq!(moves.len(), 3);
        assert_eq!(moves[2], ("f6".parse().unwrap(), -3));
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(1);
        let mut chosen = std::collections::BTreeSet::new();
        for _ in 0..200 {
            let (sq, score) = book.choose(&after, &mut rng).unwrap();
            assert!(score >= -1, "{sq} {score}");
            chosen.insert(sq.to_string());
        }
        // Both moves within a disc are played, the one 3 discs worse never.
        assert_eq!(chosen.into_iter().collect::<Vec<_>>(), ["d6", "f4"]);
        // Where the book does not know every move, there is no book move.
        assert_eq!(book.choose(&board("f5d6"), &mut rng), None);
        let full = Board {
            player: u64::MAX,
            opponent: 0,
        };
        assert_eq!(book.choose(&full, &mut rng), None);
    }

    #[test]
    fn a_damaged_book_is_refused_with_the_reason() {
        let bytes = sample_book().to_bytes();
        let error = |bytes: &[u8]| Book::from_bytes(bytes).unwrap_err();
        assert_eq!(error(b"hello"), BookError::BadMagic);
        assert_eq!(
            error(&bytes[..12]),
            BookError::Truncated {
                expected: HEADER,
                found: 12
            }
        );
        assert!(matches!(
            error(&bytes[..bytes.len() - 1]),
            BookError::Truncated { .. }
        ));
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(error(&longer), BookError::TrailingBytes(1));
        let mut flipped = bytes.clone();
        flipped[HEADER + 3] ^= 0x10;
        assert_eq!(error(&flipped), BookError::Checksum);
        let mut version = bytes.clone();
        version[8] = 9;
        assert_eq!(error(&version), BookError::UnsupportedVersion(9));
        // A well-formed file whose entries are not a book's.
        let mut swapped = sample_book();
        swapped.entries.swap(0, 1);
        assert_eq!(error(&swapped.to_bytes()), BookError::BadEntry(1));
        for e in [
            BookError::BadMagic,
            BookError::Checksum,
            BookError::BadEntry(3),
            BookError::UnsupportedVersion(2),
        ] {
            assert!(e.to_string().contains("book"), "{e}");
        }
    }

    #[test]
    fn the_built_in_book_reads_and_knows_the_start() {
        let book = Book::built_in().expect("the built-in book reads");
        assert!(book.len() > 100, "{} positions", book.len());
        let start = Position::start().board();
        let moves = book.moves(&start).expect("every first move is in the book");
        assert_eq!(moves.len(), 4);
        // The four first moves are one position: the same score.
        assert!(moves.iter().all(|m| m.1 == moves[0].1));
    }
}

//! The trained pattern evaluation, the approach of the strong engines
//! (Logistello, Edax, NTest): the board is read through 46 patterns (corners
//! 3x3 and 2x5, edges with their X-squares, rows, columns and diagonals), each
//! pattern instance's squares form a base-3 index into its shape's weight
//! table; tables indexed by each side's mobility and potential mobility and a
//! few whole-board terms (their differences, parity) are added. There is one
//! weight set per stage of the game (by empty squares). Scores are in
//! [`UNITS_PER_DISC`](crate::UNITS_PER_DISC) per disc, from the side to move.
//!
//! Weights are trained by `reversi-engine train` (see `tools/src/commands/train/fit.rs`) and stored
//! in a small versioned file (see [`Weights::to_bytes`]).

use std::fmt;
use std::sync::OnceLock;

use crate::ai::eval::neighbours;
use crate::isa::{Isa, compiled_per_isa, dispatch};
use crate::rules::position::Board;
use crate::rules::square::Square;

/// Weight sets: stage 0 for 1–4 empty squares, …, stage 14 for 57–60.
pub const STAGES: usize = 15;

/// The stage of a position with `empties` empty squares.
pub fn stage(empties: u32) -> usize {
    (empties.saturating_sub(1) / 4).min(STAGES as u32 - 1) as usize
}

/// Whole-board terms after the count tables: a constant, parity (+1 when
/// the mover would play the last square), mobility and potential mobility
/// (each the mover's minus the opponent's).
pub const SCALARS: usize = 4;

/// Tables after the patterns' that weigh a count, each side's on its own,
/// as NTest does: having two moves is far worse than having four, while
/// twelve or fourteen matters little, which the scalars' linear difference
/// cannot say. Counts beyond a table's end share its last weight.
/// The mover's moves, the opponent's moves, then each side's potential
/// mobility (empty squares next to the other side's discs).
const COUNT_TABLES: [usize; 4] = [32, 32, 48, 48];

/// The count tables' weights per stage.
const COUNT_WEIGHTS: usize = COUNT_TABLES[0] + COUNT_TABLES[1] + COUNT_TABLES[2] + COUNT_TABLES[3];

const fn sq(name: &str) -> u8 {
    let b = name.as_bytes();
    (b[1] - b'1') * 8 + (b[0] - b'a')
}

macro_rules! squares {
    ($($name:literal),*) => { &[$(sq($name)),*] };
}

/// Each shape as its instance at a1 or the top edge, squares in index order
/// (the first is the most significant base-3 digit).
const SHAPES: [(&str, &[u8]); 11] = [
    (
        "corner 3x3",
        squares!("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"),
    ),
    (
        "corner 2x5",
        squares!("a1", "b1", "c1", "d1", "e1", "a2", "b2", "c2", "d2", "e2"),
    ),
    (
        "edge + X",
        squares!("b2", "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "g2"),
    ),
    (
        "line 2",
        squares!("a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2"),
    ),
    (
        "line 3",
        squares!("a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3"),
    ),
    (
        "line 4",
        squares!("a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4"),
    ),
    (
        "diagonal 8",
        squares!("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"),
    ),
    (
        "diagonal 7",
        squares!("b1", "c2", "d3", "e4", "f5", "g6", "h7"),
    ),
    ("diagonal 6", squares!("c1", "d2", "e3", "f4", "g5", "h6")),
    ("diagonal 5", squares!("d1", "e2", "f3", "g4", "h5")),
    ("diagonal 4", squares!("e1", "f2", "g3", "h4")),
];

/// The 8 symmetries of the board applied to a square.
fn transform(square: u8, symmetry: usize) -> u8 {
    Square::ALL[square as usize]
        .symmetric(symmetry as u8)
        .index() as u8
}

/// A shape's weight table: where it starts and, for each index, the index
/// that stands for it (the smallest among the shape's own symmetric images,
/// which must share a weight).
struct Shape {
    offset: usize,
    canonical: Vec<u32>,
}

/// One pattern on the board: its squares in index order and where its
/// shape's table starts.
struct Instance {
    offset: usize,
    squares: Vec<u8>,
    /// The same squares as a set, for [`extract`].
    mask: u64,
    /// For the instance's discs of one colour, extracted in square order,
    /// their part of the index (in `squares` order): the index is then
    /// `ternary[player bits] + 2 * ternary[opponent bits]`, two lookups
    /// instead of a loop over the squares.
    ternary: Vec<u16>,
}

impl Instance {
    fn new(offset: usize, squares: Vec<u8>) -> Instance {
        let mask = squares.iter().fold(0u64, |set, &q| set | 1 << q);
        let n = squares.len();
        // The power of 3 of each extracted bit, lowest square first.
        let powers: Vec<u16> = (0..64u8)
            .filter(|&q| mask >> q & 1 != 0)
            .map(|q| {
                let digit = squares.iter().position(|&s| s == q).unwrap();
                3u16.pow((n - 1 - digit) as u32)
            })
            .collect();
        let ternary = (0..1usize << n)
            .map(|bits| {
                (0..n)
                    .filter(|&j| bits >> j & 1 != 0)
                    .map(|j| powers[j])
                    .sum()
            })
            .collect();
        Instance {
            offset,
            squares,
            mask,
            ternary,
        }
    }

    /// The instance's index on a board, as [`pattern_index`] computes it.
    #[inline(always)]
    fn index<I: Isa>(&self, p: u64, o: u64) -> usize {
        self.ternary[extract::<I>(p, self.mask) as usize] as usize
            + 2 * self.ternary[extract::<I>(o, self.mask) as usize] as usize
    }
}

compiled_per_isa! {
    /// The pattern evaluation, compiled for each instruction set: the
    /// search calls its own set's copy.
    trait Evaluate {
        fn evaluate(weights: &Weights, board: &Board, moves: u64, isa: Self) -> i32 =
            Weights::evaluate_body;
    }
}

/// The bits of `x` under `mask`, packed to the bottom in square order: one
/// BMI2 instruction where the code is compiled for it (see `isa.rs`), a loop
/// over the mask elsewhere (older CPUs, the web).
#[inline(always)]
fn extract<I: Isa>(x: u64, mask: u64) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if I::BMI2 {
        // SAFETY: `I::BMI2` holds only for a set with BMI2, and a set's
        // code runs only on CPUs that have it (see `isa.rs`).
        #[allow(unsafe_code)]
        return unsafe { std::arch::x86_64::_pext_u64(x, mask) };
    }
    extract_by_loop(x, mask)
}

#[inline]
fn extract_by_loop(x: u64, mask: u64) -> u64 {
    let (mut packed, mut m, mut bit) = (0u64, mask, 1u64);
    while m != 0 {
        if x & m & m.wrapping_neg() != 0 {
            packed |= bit;
        }
        m &= m - 1;
        bit <<= 1;
    }
    packed
}

/// The patterns and the layout of a stage's weights.
struct Layout {
    shapes: Vec<Shape>,
    /// Shape number of each instance, in order.
    instance_shapes: Vec<usize>,
    instances: Vec<Instance>,
    /// Pattern weights per stage; the count tables and the scalars follow.
    pattern_weights: usize,
}

fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        let mut shapes = Vec::new();
        let mut instances = Vec::new();
        let mut instance_shapes = Vec::new();
        let mut offset = 0;
        for (shape_number, (_, canonical_squares)) in SHAPES.iter().enumerate() {
            let n = canonical_squares.len();
            let size = 3usize.pow(n as u32);
            let set = |s: &[u8]| s.iter().fold(0u64, |set, &q| set | 1 << q);
            // Self-symmetries: how each maps the shape's own digits.
            let mut permutations = Vec::new();
            let mut seen = Vec::new();
            for symmetry in 0..8 {
                let image: Vec<u8> = canonical_squares
                    .iter()
                    .map(|&q| transform(q, symmetry))
                    .collect();
                if set(&image) == set(canonical_squares) {
                    let permutation: Vec<usize> = image
                        .iter()
                        .map(|q| canonical_squares.iter().position(|c| c == q).unwrap())
                        .collect();
                    permutations.push(permutation);
                }
                if !seen.contains(&set(&image)) {
                    seen.push(set(&image));
                    instances.push(Instance::new(offset, image));
                    instance_shapes.push(shape_number);
                }
            }
            let canonical = (0..size)
                .map(|index| {
                    let digits = digits(index, n);
                    permutations
                        .iter()
                        .map(|p| p.iter().fold(0, |acc, &i| acc * 3 + digits[i]))
                        .min()
                        .unwrap() as u32
                })
                .collect();
            shapes.push(Shape { offset, canonical });
            offset += size;
        }
        Layout {
            shapes,
            instance_shapes,
            instances,
            pattern_weights: offset,
        }
    })
}

/// Base-3 digits of `index`, most significant first.
fn digits(mut index: usize, n: usize) -> Vec<usize> {
    let mut digits = vec![0; n];
    for d in digits.iter_mut().rev() {
        *d = index % 3;
        index /= 3;
    }
    digits
}

/// Number of pattern instances on the board.
pub fn instance_count() -> usize {
    layout().instances.len()
}

/// Weights in one stage: pattern tables, count tables, then the scalars.
pub fn weights_per_stage() -> usize {
    layout().pattern_weights + COUNT_WEIGHTS + SCALARS
}

/// The layout before the count tables (weight files of format 1 without
/// them are still read, the tables zero).
fn weights_per_stage_without_counts() -> usize {
    layout().pattern_weights + SCALARS
}

#[inline]
fn pattern_index(p: u64, o: u64, squares: &[u8]) -> usize {
    squares.iter().fold(0, |index, &q| {
        index * 3 + ((p >> q) & 1) as usize + 2 * ((o >> q) & 1) as usize
    })
}

/// The whole-board terms of `board`: the weight each count table reads,
/// from the first count weight (see [`COUNT_TABLES`]), and the scalars (see
/// [`SCALARS`]).
#[inline(always)]
fn board_terms(board: &Board, moves: u64) -> ([usize; 4], [i32; SCALARS]) {
    let empty = board.empties();
    let parity = if empty.count_ones() % 2 == 1 { 1 } else { -1 };
    let counts = [
        moves.count_ones(),
        board.pass().moves().count_ones(),
        (neighbours(board.opponent) & empty).count_ones(),
        (neighbours(board.player) & empty).count_ones(),
    ];
    let mut offset = 0;
    let mut indices = [0; 4];
    for ((index, &count), &size) in indices.iter_mut().zip(&counts).zip(&COUNT_TABLES) {
        *index = offset + (count as usize).min(size - 1);
        offset += size;
    }
    let [moves, replies, potential, potential_replies] = counts.map(|c| c as i32);
    (
        indices,
        [1, parity, moves - replies, potential - potential_replies],
    )
}

/// What training needs of a position: its stage, the weight each pattern
/// instance reads (shared among symmetric configurations) and the scalars.
pub struct Features {
    /// The stage of the game (see [`stage`]).
    pub stage: usize,
    /// For each pattern instance, then each count table, its weight's index
    /// within the stage.
    pub weights: Vec<u32>,
    /// The whole-board terms: mobility, potential mobility, parity, and a constant.
    pub scalars: [i32; SCALARS],
}

/// Where the scalars' weights start within a stage.
pub fn scalars_at() -> usize {
    layout().pattern_weights + COUNT_WEIGHTS
}

/// Where each of [`Features::weights`]' tables starts within a stage: each
/// pattern instance's shape's, then each count table's. A feature less its
/// table's start fits 16 bits (3^10 configurations at most), which lets
/// training keep tens of millions of positions' features in memory.
pub fn feature_offsets() -> Vec<u32> {
    let layout = layout();
    let tables = COUNT_TABLES
        .iter()
        .scan(layout.pattern_weights, |at, &size| {
            *at += size;
            Some(*at - size)
        });
    layout
        .instances
        .iter()
        .map(|instance| instance.offset)
        .chain(tables)
        .map(|offset| offset as u32)
        .collect()
}

/// The features of `board` for training.
pub fn features(board: &Board) -> Features {
    let layout = layout();
    let weights = layout
        .instances
        .iter()
        .zip(&layout.instance_shapes)
        .map(|(instance, &shape)| {
            let index = pattern_index(board.player, board.opponent, &instance.squares);
            (instance.offset + layout.shapes[shape].canonical[index] as usize) as u32
        });
    let (counts, scalars) = board_terms(board, board.moves());
    let counts = counts.map(|i| (layout.pattern_weights + i) as u32);
    Features {
        stage: stage(board.empties().count_ones()),
        weights: weights.chain(counts).collect(),
        scalars,
    }
}

/// A full set of trained weights.
#[derive(Clone, PartialEq, Eq)]
pub struct Weights {
    /// `STAGES` × `weights_per_stage()`, stage after stage.
    values: Vec<i16>,
}

impl fmt::Debug for Weights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let nonzero = self.values.iter().filter(|&&v| v != 0).count();
        write!(f, "Weights({nonzero} of {} non-zero)", self.values.len())
    }
}

/// Why a weight file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WeightsError {
    /// Not a weight file at all.
    BadMagic,
    /// A format version this program does not read.
    UnsupportedVersion(u16),
    /// A weight file for another pattern layout.
    Shape {
        /// Stages in the file.
        stages: usize,
        /// Weights per stage in the file.
        per_stage: usize,
    },
    /// The file ends early.
    Truncated {
        /// The bytes the header promises.
        expected: usize,
        /// The bytes there are.
        found: usize,
    },
    /// Bytes after the payload.
    TrailingBytes(usize),
    /// The payload's checksum does not match: the file is damaged.
    Checksum,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::BadMagic => write!(f, "not a Reversi weight file (bad header)"),
            WeightsError::UnsupportedVersion(v) => {
                write!(
                    f,
                    "weight file version {v}, this program reads {FORMAT_VERSION}"
                )
            }
            WeightsError::Shape { stages, per_stage } => write!(
                f,
                "weight file for {stages} stages of {per_stage} weights, expected {STAGES} of {}",
                weights_per_stage()
            ),
            WeightsError::Truncated { expected, found } => {
                write!(f, "weight file truncated: {found} of {expected} bytes")
            }
            WeightsError::TrailingBytes(n) => {
                write!(f, "weight file has {n} unexpected bytes at the end")
            }
            WeightsError::Checksum => write!(f, "weight file corrupt (checksum mismatch)"),
        }
    }
}

impl std::error::Error for WeightsError {}

const MAGIC: &[u8; 8] = b"RVRSPATW";
const FORMAT_VERSION: u16 = 1;
const HEADER: usize = 8 + 2 + 2 + 4 + 4 + 4;

/// FNV-1a, 32 bits: enough to catch a damaged file.
pub(crate) fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ b as u32).wrapping_mul(0x0100_0193)
    })
}

impl Weights {
    /// All weights zero.
    pub fn zero() -> Weights {
        Weights {
            values: vec![0; STAGES * weights_per_stage()],
        }
    }

    /// Weights from per-stage values indexed like [`Features::weights`]
    /// (then the scalars), in evaluation units, rounded. Symmetric
    /// configurations take their canonical weight.
    pub fn from_stages(stages: &[Vec<f32>]) -> Weights {
        let layout = layout();
        let per_stage = weights_per_stage();
        let mut values = Vec::with_capacity(STAGES * per_stage);
        for stage in stages {
            assert_eq!(stage.len(), per_stage);
            let round = |v: f32| v.round().clamp(i16::MIN as f32, i16::MAX as f32) as i16;
            for shape in &layout.shapes {
                values.extend(
                    shape
                        .canonical
                        .iter()
                        .map(|&c| round(stage[shape.offset + c as usize])),
                );
            }
            values.extend(stage[layout.pattern_weights..].iter().map(|&v| round(v)));
        }
        assert_eq!(values.len(), STAGES * per_stage);
        Weights { values }
    }

    /// One stage's values, indexed like [`Features::weights`].
    pub fn stage_values(&self, stage: usize) -> &[i16] {
        let per_stage = weights_per_stage();
        &self.values[stage * per_stage..(stage + 1) * per_stage]
    }

    /// The evaluation of `board` for the side to move, in units.
    pub fn evaluate(&self, board: &Board) -> i32 {
        self.evaluate_with_moves(board, board.moves())
    }

    /// [`Weights::evaluate`] given the mover's legal moves, which a search
    /// has often found already.
    #[allow(unsafe_code)]
    pub fn evaluate_with_moves(&self, board: &Board, moves: u64) -> i32 {
        // SAFETY: `dispatch!` gives a set this CPU has.
        dispatch!(isa => unsafe { Evaluate::evaluate(self, board, moves, isa) })
    }

    /// [`Weights::evaluate_with_moves`] in code compiled for `I` (see
    /// [`Evaluate`]).
    #[inline(always)]
    fn evaluate_body<I: Isa>(&self, board: &Board, moves: u64, _: I) -> i32 {
        let layout = layout();
        let w = self.stage_values(stage(board.empties().count_ones()));
        let (p, o) = (board.player, board.opponent);
        let mut score: i32 = layout
            .instances
            .iter()
            .map(|instance| w[instance.offset + instance.index::<I>(p, o)] as i32)
            .sum();
        let (counts, scalars) = board_terms(board, moves);
        let w = &w[layout.pattern_weights..];
        for index in counts {
            score += w[index] as i32;
        }
        for (x, &weight) in scalars.iter().zip(&w[COUNT_WEIGHTS..]) {
            score += x * weight as i32;
        }
        // No position is worth more than all 64 discs: the search relies on
        // evaluations staying inside its bounds.
        let most = 64 * crate::ai::eval::UNITS_PER_DISC;
        score.clamp(-most, most)
    }

    /// The file format: the magic `RVRSPATW`, then little-endian: format
    /// version (u16), stages (u16), weights per stage (u32), payload length
    /// in bytes (u32), FNV-1a checksum of the payload (u32); the payload is
    /// the weights as i16, stage after stage, zero runs coded as a 0 followed
    /// by the run's length (u16) — most configurations of the big patterns
    /// never occur.
    pub fn to_bytes(&self) -> Vec<u8> {
        encode(&self.values, weights_per_stage())
    }

    /// Reads [`Weights::to_bytes`]'s format, checking every field.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, WeightsError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(WeightsError::BadMagic);
        }
        if bytes.len() < HEADER {
            return Err(WeightsError::Truncated {
                expected: HEADER,
                found: bytes.len(),
            });
        }
        let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
        let u32_at = |i: usize| u32::from_le_bytes(bytes[i..i + 4].try_into().unwrap());
        let version = u16_at(8);
        if version != FORMAT_VERSION {
            return Err(WeightsError::UnsupportedVersion(version));
        }
        let (stages, per_stage) = (u16_at(10) as usize, u32_at(12) as usize);
        let without_counts = per_stage == weights_per_stage_without_counts();
        if stages != STAGES || (per_stage != weights_per_stage() && !without_counts) {
            return Err(WeightsError::Shape { stages, per_stage });
        }
        let length = u32_at(16) as usize;
        let payload = &bytes[HEADER..];
        if payload.len() < length {
            return Err(WeightsError::Truncated {
                expected: HEADER + length,
                found: bytes.len(),
            });
        }
        if payload.len() > length {
            return Err(WeightsError::TrailingBytes(payload.len() - length));
        }
        if checksum(payload) != u32_at(20) {
            return Err(WeightsError::Checksum);
        }
        let total = stages * per_stage;
        let mut values = Vec::with_capacity(total);
        let mut words = payload
            .chunks(2)
            .map(|pair| i16::from_le_bytes([pair[0], *pair.get(1).unwrap_or(&0)]));
        while let Some(v) = words.next() {
            if v == 0 {
                let run = words.next().ok_or(WeightsError::Checksum)? as u16 as usize;
                values.extend(std::iter::repeat_n(0, run));
            } else {
                values.push(v);
            }
            if values.len() > total {
                break;
            }
        }
        // The checksum matched, so a wrong count means a writer bug or a
        // forged file: refuse it all the same.
        if values.len() != total || !payload.len().is_multiple_of(2) {
            return Err(WeightsError::Shape { stages, per_stage });
        }
        if without_counts {
            // Zero count tables before each stage's scalars: the same
            // evaluation as the file's.
            let patterns = layout().pattern_weights;
            values = values
                .chunks(per_stage)
                .flat_map(|stage| {
                    let (tables, scalars) = stage.split_at(patterns);
                    tables
                        .iter()
                        .copied()
                        .chain(std::iter::repeat_n(0, COUNT_WEIGHTS))
                        .chain(scalars.iter().copied())
                })
                .collect();
        }
        Ok(Weights { values })
    }
}

/// [`Weights::to_bytes`] of `values` in stages of `per_stage` weights.
fn encode(values: &[i16], per_stage: usize) -> Vec<u8> {
    let mut payload = Vec::new();
    let mut i = 0;
    while i < values.len() {
        let v = values[i];
        if v == 0 {
            let run = values[i..]
                .iter()
                .take(u16::MAX as usize)
                .take_while(|&&v| v == 0)
                .count();
            payload.extend_from_slice(&0i16.to_le_bytes());
            payload.extend_from_slice(&(run as u16).to_le_bytes());
            i += run;
        } else {
            payload.extend_from_slice(&v.to_le_bytes());
            i += 1;
        }
    }
    let mut bytes = Vec::with_capacity(HEADER + payload.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    bytes.extend_from_slice(&(STAGES as u16).to_le_bytes());
    bytes.extend_from_slice(&(per_stage as u32).to_le_bytes());
    bytes.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    bytes.extend_from_slice(&checksum(&payload).to_le_bytes());
    bytes.extend_from_slice(&payload);
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::isa::Baseline;
    use crate::rules::square::SquareSet;
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn the_layout_has_the_classic_46_instances() {
        assert_eq!(instance_count(), 46);
        // Every square is read by some pattern.
        let covered = layout()
            .instances
            .iter()
            .flat_map(|i| &i.squares)
            .fold(0u64, |set, &q| set | 1 << q);
        assert_eq!(covered, u64::MAX);
    }

    /// Random weights, symmetric as [`Weights::from_stages`] makes them,
    /// small enough that scores are not clamped.
    fn random_weights(seed: u64) -> Weights {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let stages: Vec<Vec<f32>> = (0..STAGES)
            .map(|_| {
                (0..weights_per_stage())
                    .map(|_| rng.random_range(-12.0..12.0))
                    .collect()
            })
            .collect();
        Weights::from_stages(&stages)
    }

    fn transform_board(board: &Board, symmetry: usize) -> Board {
        Board {
            player: SquareSet(board.player).symmetric(symmetry as u8).bits(),
            opponent: SquareSet(board.opponent).symmetric(symmetry as u8).bits(),
        }
    }

    /// A board whose squares are each empty, the mover's or the opponent's
    /// at random: not reachable in play, which the tests here do not need.
    fn arbitrary_board(rng: &mut Xoshiro256PlusPlus) -> Board {
        let (mut player, mut opponent) = (0u64, 0u64);
        for q in 0..64 {
            match rng.random_range(0..3) {
                1 => player |= 1 << q,
                2 => opponent |= 1 << q,
                _ => {}
            }
        }
        Board { player, opponent }
    }

    #[test]
    fn the_eight_symmetries_give_the_same_score() {
        let weights = random_weights(1);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(2);
        for _ in 0..500 {
            let board = arbitrary_board(&mut rng);
            let score = weights.evaluate(&board);
            assert!(
                score.abs() < 64 * crate::ai::eval::UNITS_PER_DISC,
                "not clamped"
            );
            for symmetry in 1..8 {
                assert_eq!(
                    weights.evaluate(&transform_board(&board, symmetry)),
                    score,
                    "symmetry {symmetry} of {board:?}"
                );
            }
        }
    }

    #[test]
    fn each_feature_lies_in_its_table_within_16_bits() {
        let offsets = feature_offsets();
        assert_eq!(offsets.len(), instance_count() + COUNT_TABLES.len());
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(3);
        for _ in 0..500 {
            let features = features(&arbitrary_board(&mut rng));
            for (i, (&weight, &offset)) in features.weights.iter().zip(&offsets).enumerate() {
                // The next table's start, or the scalars' for the last.
                let end = offsets.get(i + 1).map_or(scalars_at() as u32, |&next| {
                    if next > offset {
                        next
                    } else {
                        offset + 3u32.pow(10)
                    }
                });
                assert!(weight >= offset && weight < end, "feature {i}");
                assert!(weight - offset <= u16::MAX as u32);
            }
        }
    }

    fn extract_as<I: Isa>(_: I, x: u64, mask: u64) -> u64 {
        extract::<I>(x, mask)
    }

    #[test]
    fn extracted_indices_match_the_square_by_square_index() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
        for _ in 0..2000 {
            let player: u64 = rng.random();
            let opponent = rng.random::<u64>() & !player;
            for instance in &layout().instances {
                assert_eq!(
                    instance.index::<Baseline>(player, opponent),
                    pattern_index(player, opponent, &instance.squares)
                );
                // The loop of older CPUs and the web gives what this CPU's
                // code (BMI2's instruction where it has it) does.
                let mask = instance.mask;
                assert_eq!(
                    extract_by_loop(player, mask),
                    dispatch!(isa => extract_as(isa, player, mask))
                );
            }
        }
    }

    #[test]
    fn features_read_the_same_weights_as_evaluation() {
        let weights = random_weights(3);
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(4);
        for _ in 0..200 {
            let player: u64 = rng.random();
            let opponent = rng.random::<u64>() & !player;
            let board = Board { player, opponent };
            let f = features(&board);
            let w = weights.stage_values(f.stage);
            let patterns: i32 = f.weights.iter().map(|&i| w[i as usize] as i32).sum();
            let scalars: i32 = f
                .scalars
                .iter()
                .zip(&w[scalars_at()..])
                .map(|(x, &v)| x * v as i32)
                .sum();
            let most = 64 * crate::ai::eval::UNITS_PER_DISC;
            assert_eq!(
                (patterns + scalars).clamp(-most, most),
                weights.evaluate(&board)
            );
        }
    }

    #[test]
    fn weight_files_round_trip() {
        let weights = random_weights(5);
        assert_eq!(Weights::from_bytes(&weights.to_bytes()), Ok(weights));
        let zero = Weights::zero();
        let bytes = zero.to_bytes();
        assert!(
            bytes.len() < 1000,
            "zero runs are coded: {} bytes",
            bytes.len()
        );
        assert_eq!(Weights::from_bytes(&bytes), Ok(zero));
    }

    #[test]
    fn files_without_count_tables_evaluate_as_before() {
        // A file of the earlier layout: the same weights with the count
        // tables cut out of every stage.
        let mut weights = random_weights(7);
        let (patterns, per_stage) = (layout().pattern_weights, weights_per_stage());
        for stage in weights.values.chunks_mut(per_stage) {
            stage[patterns..patterns + COUNT_WEIGHTS].fill(0);
        }
        let old: Vec<i16> = weights
            .values
            .chunks(per_stage)
            .flat_map(|stage| {
                let (tables, rest) = stage.split_at(patterns);
                tables.iter().chain(&rest[COUNT_WEIGHTS..]).copied()
            })
            .collect();
        let read = Weights::from_bytes(&encode(&old, weights_per_stage_without_counts()));
        assert_eq!(read, Ok(weights));
    }

    #[test]
    fn counts_are_weighed_each_side_on_its_own() {
        // Only the table of the mover's moves weighs: the score follows the
        // count, not the difference.
        let mut weights = Weights::zero();
        let at = layout().pattern_weights;
        for stage in weights.values.chunks_mut(weights_per_stage()) {
            for (count, w) in stage[at..at + COUNT_TABLES[0]].iter_mut().enumerate() {
                *w = 10 * count as i16;
            }
        }
        let start = crate::rules::position::Position::start().board();
        assert_eq!(weights.evaluate(&start), 40);
        let after = start.play(19, start.flips(19));
        assert_eq!(
            weights.evaluate(&after),
            10 * after.moves().count_ones() as i32
        );
    }

    #[test]
    fn damaged_files_are_refused_with_the_reason() {
        let bytes = random_weights(6).to_bytes();
        let mut corrupt = bytes.clone();
        corrupt[HEADER + 1000] ^= 0x40;
        assert_eq!(Weights::from_bytes(&corrupt), Err(WeightsError::Checksum));
        assert!(matches!(
            Weights::from_bytes(&bytes[..bytes.len() - 7]),
            Err(WeightsError::Truncated { .. })
        ));
        assert!(matches!(
            Weights::from_bytes(&bytes[..10]),
            Err(WeightsError::Truncated { .. })
        ));
        assert_eq!(
            Weights::from_bytes(b"GIF89a..."),
            Err(WeightsError::BadMagic)
        );
        assert_eq!(Weights::from_bytes(&[]), Err(WeightsError::BadMagic));
        let mut newer = bytes.clone();
        newer[8] = 9;
        assert_eq!(
            Weights::from_bytes(&newer),
            Err(WeightsError::UnsupportedVersion(9))
        );
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(
            Weights::from_bytes(&longer),
            Err(WeightsError::TrailingBytes(1))
        );
    }
}

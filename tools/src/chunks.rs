//! A training run's work kept on disk, so that a run cut short goes on where
//! it stopped: each stage's labels in numbered chunks of positions, and each
//! stage's fitted weights. A file is written whole under a temporary name and
//! renamed, gzipped, with its run's fingerprint and an FNV-1a checksum; one
//! that is damaged, of another run, or of other positions is done again.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use reversi_engine::Board;

/// Positions labelled between two writes: about 2 MB before compression.
pub const CHUNK: usize = 100_000;

const MAGIC: &[u8; 8] = b"RVTRAIN1";

/// Where a run keeps its work, and the fingerprint of what it computes.
pub struct WorkDir {
    dir: PathBuf,
    fingerprint: u64,
}

/// Why a chunk could not be used.
#[derive(Debug, PartialEq)]
pub enum Unusable {
    Missing,
    Damaged(String),
    /// Of a run with other settings or data.
    OtherRun,
    /// Of other positions than this run's (its settings' fingerprint agrees).
    OtherPositions,
}

impl std::fmt::Display for Unusable {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Unusable::Missing => write!(f, "not written yet"),
            Unusable::Damaged(why) => write!(f, "damaged ({why})"),
            Unusable::OtherRun => write!(f, "of a run with other settings"),
            Unusable::OtherPositions => write!(f, "of other positions"),
        }
    }
}

/// A stage's fit: its weights and its errors (training, held out, zero).
#[derive(Clone, Debug, PartialEq)]
pub struct StageFit {
    pub weights: Vec<f32>,
    pub errors: [f32; 3],
}

impl WorkDir {
    pub fn open(dir: &Path, fingerprint: u64) -> Result<WorkDir, String> {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
        Ok(WorkDir {
            dir: dir.to_path_buf(),
            fingerprint,
        })
    }

    pub fn labels_path(&self, stage: usize, chunk: usize) -> PathBuf {
        self.dir
            .join(format!("stage-{stage:02}-labels-{chunk:03}.gz"))
    }

    /// Chunk `chunk` of the searches of the positions of game file `file`
    /// (`learn`'s).
    pub fn searched_path(&self, file: usize, chunk: usize) -> PathBuf {
        self.dir
            .join(format!("file-{file:03}-searched-{chunk:04}.gz"))
    }

    /// Chunk `chunk` of the searches of the sibling positions of game file
    /// `file` (`learn --siblings`).
    pub fn siblings_path(&self, file: usize, chunk: usize) -> PathBuf {
        self.dir
            .join(format!("file-{file:03}-siblings-{chunk:04}.gz"))
    }

    pub fn fit_path(&self, stage: usize) -> PathBuf {
        self.dir.join(format!("stage-{stage:02}-fit.gz"))
    }

    /// The labels of `boards` kept at `path`, if written for these very
    /// positions by this run.
    pub fn read_labels(&self, path: &Path, boards: &[Board]) -> Result<Vec<f32>, Unusable> {
        let payload = self.read(path)?;
        let mut reader = Fields(&payload);
        let count = reader.u32()? as usize;
        if count != boards.len() {
            return Err(Unusable::OtherPositions);
        }
        let mut labels = Vec::with_capacity(count);
        for board in boards {
            let (player, opponent) = (reader.u64()?, reader.u64()?);
            if (player, opponent) != (board.player, board.opponent) {
                return Err(Unusable::OtherPositions);
            }
            labels.push(reader.f32()?);
        }
        Ok(labels)
    }

    pub fn write_labels(
        &self,
        path: &Path,
        boards: &[Board],
        labels: &[f32],
    ) -> Result<(), String> {
        let mut payload = Vec::with_capacity(4 + boards.len() * 20);
        payload.extend((boards.len() as u32).to_le_bytes());
        for (board, label) in boards.iter().zip(labels) {
            payload.extend(board.player.to_le_bytes());
            payload.extend(board.opponent.to_le_bytes());
            payload.extend(label.to_le_bytes());
        }
        self.write(path, &payload)
    }

    pub fn read_fit(&self, stage: usize, size: usize) -> Result<StageFit, Unusable> {
        let payload = self.read(&self.fit_path(stage))?;
        let mut reader = Fields(&payload);
        let errors = [reader.f32()?, reader.f32()?, reader.f32()?];
        if reader.u32()? as usize != size {
            return Err(Unusable::OtherRun);
        }
        let weights = (0..size).map(|_| reader.f32()).collect::<Result<_, _>>()?;
        Ok(StageFit { weights, errors })
    }

    pub fn write_fit(&self, stage: usize, fit: &StageFit) -> Result<(), String> {
        let mut payload = Vec::with_capacity(16 + fit.weights.len() * 4);
        for error in fit.errors {
            payload.extend(error.to_le_bytes());
        }
        payload.extend((fit.weights.len() as u32).to_le_bytes());
        for weight in &fit.weights {
            payload.extend(weight.to_le_bytes());
        }
        self.write(&self.fit_path(stage), &payload)
    }

    /// The file: magic, fingerprint, payload length (u64), payload, FNV-1a
    /// of all before it (u64), gzipped.
    fn write(&self, path: &Path, payload: &[u8]) -> Result<(), String> {
        let mut bytes = Vec::with_capacity(payload.len() + 32);
        bytes.extend(MAGIC);
        bytes.extend(self.fingerprint.to_le_bytes());
        bytes.extend((payload.len() as u64).to_le_bytes());
        bytes.extend(payload);
        bytes.extend(fnv1a(&bytes).to_le_bytes());
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        let packed = encoder
            .write_all(&bytes)
            .and_then(|()| encoder.finish())
            .map_err(|e| format!("cannot compress {}: {e}", path.display()))?;
        crate::cli::write_whole(path, &packed)
    }

    fn read(&self, path: &Path) -> Result<Vec<u8>, Unusable> {
        let packed = match std::fs::read(path) {
            Ok(packed) => packed,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(Unusable::Missing),
            Err(e) => return Err(Unusable::Damaged(e.to_string())),
        };
        let mut bytes = Vec::new();
        flate2::read::GzDecoder::new(&packed[..])
            .read_to_end(&mut bytes)
            .map_err(|e| Unusable::Damaged(e.to_string()))?;
        let short = || Unusable::Damaged("cut short".into());
        if bytes.len() < 32 || &bytes[..8] != MAGIC {
            return Err(Unusable::Damaged("not a training chunk".into()));
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        if fnv1a(body).to_le_bytes() != sum {
            return Err(Unusable::Damaged("checksum".into()));
        }
        let mut reader = Fields(&body[8..]);
        if reader.u64().map_err(|_| short())? != self.fingerprint {
            return Err(Unusable::OtherRun);
        }
        let length = reader.u64().map_err(|_| short())? as usize;
        if reader.0.len() != length {
            return Err(short());
        }
        Ok(reader.0.to_vec())
    }
}

/// The labels of `boards`, CHUNK positions at a time: each chunk read back
/// from `work` (at `path(work, chunk)`) if kept there whole for these
/// positions, else made by `make` (from the chunk's first position's index
/// and its boards), kept and logged. Without a work folder, all in one
/// chunk.
pub fn labels_in_chunks(
    boards: &[Board],
    work: Option<&WorkDir>,
    path: impl Fn(&WorkDir, usize) -> PathBuf,
    mut make: impl FnMut(usize, &[Board]) -> Vec<f32>,
    log: &mut impl FnMut(&str),
) -> Result<Vec<f32>, String> {
    let size = if work.is_some() {
        CHUNK
    } else {
        boards.len().max(1)
    };
    let mut labels = Vec::with_capacity(boards.len());
    for (index, chunk) in boards.chunks(size).enumerate() {
        let Some(work) = work else {
            labels.extend(make(index * size, chunk));
            continue;
        };
        let path = path(work, index);
        match work.read_labels(&path, chunk) {
            Ok(kept) => {
                labels.extend(kept);
                continue;
            }
            Err(Unusable::Missing) => {}
            Err(why) => log(&format!("{}: {why}; labelled again", path.display())),
        }
        let started = std::time::Instant::now();
        let made = make(index * size, chunk);
        work.write_labels(&path, chunk, &made)?;
        log(&format!(
            "{}: {} positions labelled in {:.0} s",
            path.display(),
            chunk.len(),
            started.elapsed().as_secs_f32()
        ));
        labels.extend(made);
    }
    Ok(labels)
}

/// Little-endian fields read off the front of a payload.
struct Fields<'a>(&'a [u8]);

impl Fields<'_> {
    fn take<const N: usize>(&mut self) -> Result<[u8; N], Unusable> {
        let (head, rest) = self
            .0
            .split_first_chunk::<N>()
            .ok_or_else(|| Unusable::Damaged("cut short".into()))?;
        self.0 = rest;
        Ok(*head)
    }

    fn u32(&mut self) -> Result<u32, Unusable> {
        self.take().map(u32::from_le_bytes)
    }

    fn u64(&mut self) -> Result<u64, Unusable> {
        self.take().map(u64::from_le_bytes)
    }

    fn f32(&mut self) -> Result<f32, Unusable> {
        self.take().map(f32::from_le_bytes)
    }
}

/// FNV-1a, 64 bits.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::Position;

    fn boards(count: usize) -> Vec<Board> {
        let mut board = Position::start().board();
        (0..count)
            .map(|_| {
                let square = board.moves().trailing_zeros() as usize;
                board = board.play(square, board.flips(square)).pass();
                if board.moves() == 0 {
                    board = Position::start().board();
                }
                board
            })
            .collect()
    }

    #[test]
    fn a_chunk_is_used_only_whole_of_its_run_and_positions() {
        let dir = std::env::temp_dir().join(format!("reversi-chunks-{}", std::process::id()));
        let work = WorkDir::open(&dir, 7).unwrap();
        let boards = boards(50);
        let labels: Vec<f32> = (0..50).map(|i| i as f32 * 1.5 - 20.0).collect();
        let path = work.labels_path(3, 0);
        assert_eq!(work.read_labels(&path, &boards), Err(Unusable::Missing));
        work.write_labels(&path, &boards, &labels).unwrap();
        assert_eq!(work.read_labels(&path, &boards), Ok(labels.clone()));

        // Other positions, another run's settings.
        let mut others = boards.clone();
        others.swap(0, 1);
        assert_eq!(
            work.read_labels(&path, &others),
            Err(Unusable::OtherPositions)
        );
        assert_eq!(
            work.read_labels(&path, &boards[..49]),
            Err(Unusable::OtherPositions)
        );
        let other_run = WorkDir::open(&dir, 8).unwrap();
        assert_eq!(
            other_run.read_labels(&path, &boards),
            Err(Unusable::OtherRun)
        );

        // A file cut short, or with a byte changed under its compression.
        let whole = std::fs::read(&path).unwrap();
        std::fs::write(&path, &whole[..whole.len() / 2]).unwrap();
        assert!(matches!(
            work.read_labels(&path, &boards),
            Err(Unusable::Damaged(_))
        ));
        let mut bytes = Vec::new();
        flate2::read::GzDecoder::new(&whole[..])
            .read_to_end(&mut bytes)
            .unwrap();
        bytes[40] ^= 1;
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        encoder.write_all(&bytes).unwrap();
        std::fs::write(&path, encoder.finish().unwrap()).unwrap();
        assert_eq!(
            work.read_labels(&path, &boards),
            Err(Unusable::Damaged("checksum".into()))
        );

        // A stage's fit reads back as written.
        let fit = StageFit {
            weights: vec![0.5, -2.0, 0.0, 7.25],
            errors: [1.0, 2.0, 3.0],
        };
        work.write_fit(2, &fit).unwrap();
        assert_eq!(work.read_fit(2, 4), Ok(fit));
        assert_eq!(work.read_fit(2, 5), Err(Unusable::OtherRun));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

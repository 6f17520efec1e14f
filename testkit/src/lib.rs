//! What the tests of every crate share. Fuzz input: random text and bytes,
//! and valid samples mutated the ways damaged input is (bytes flipped,
//! inserted, deleted, repeated, cut short, spliced with another sample);
//! seeded, so a failure repeats; bounded by the caller's iteration count, so
//! CI stays within seconds. Positions several crates' tests start from
//! ([`positions`]), and a walk over a crate's sources ([`rust_files`]).

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// Characters that mean something to the project's parsers: squares, discs,
/// sides, GGF and settings punctuation, digits, white space, and a few that
/// are not ASCII.
pub const ALPHABET: &[char] = &[
    'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'A', 'F', 'H', 'P', 'X', 'O', 'o', 'x', '*', '-', '.',
    '0', '1', '2', '3', '4', '5', '6', '8', '9', '[', ']', '(', ')', ';', '/', ':', '=', '&', '?',
    '%', '+', ' ', '\n', '\t', '\\', 'é', 'ŝ', '→', '\u{0}',
];

/// A seeded source of fuzz input.
pub struct Fuzzer {
    rng: Xoshiro256PlusPlus,
}

impl Fuzzer {
    pub fn new(seed: u64) -> Fuzzer {
        Fuzzer {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// A number below `n` (which must be positive).
    pub fn below(&mut self, n: usize) -> usize {
        self.rng.random_range(0..n)
    }

    /// One of `items`.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// Up to `max` random bytes.
    pub fn bytes(&mut self, max: usize) -> Vec<u8> {
        let len = self.below(max + 1);
        (0..len).map(|_| self.rng.random::<u8>()).collect()
    }

    /// Up to `max` characters of [`ALPHABET`].
    pub fn text(&mut self, max: usize) -> String {
        let len = self.below(max + 1);
        (0..len).map(|_| *self.pick(ALPHABET)).collect()
    }

    /// `sample` damaged by one to four mutations; `others` give splices.
    pub fn mutate(&mut self, sample: &[u8], others: &[&[u8]]) -> Vec<u8> {
        let mut out = sample.to_vec();
        for _ in 0..1 + self.below(4) {
            let at = self.below(out.len() + 1);
            match self.below(7) {
                0 if at < out.len() => out[at] ^= 1 << self.below(8),
                1 => {
                    let byte = if self.below(2) == 0 {
                        self.rng.random::<u8>()
                    } else {
                        *self.pick(ALPHABET) as u8
                    };
                    out.insert(at, byte);
                }
                2 => {
                    let end = (at + 1 + self.below(8)).min(out.len());
                    out.drain(at..end);
                }
                3 => {
                    let end = (at + 1 + self.below(16)).min(out.len());
                    let piece = out[at..end].to_vec();
                    out.splice(at..at, piece);
                }
                4 => out.truncate(at),
                5 if !others.is_empty() => {
                    let other = *self.pick(others);
                    let from = self.below(other.len() + 1);
                    out.truncate(at);
                    out.extend_from_slice(&other[from..]);
                }
                _ if at < out.len() => out[at] = *self.pick(ALPHABET) as u8,
                _ => {}
            }
        }
        out
    }

    /// [`Fuzzer::mutate`] for text, read back lossily.
    pub fn mutate_text(&mut self, sample: &str, others: &[&str]) -> String {
        let others: Vec<&[u8]> = others.iter().map(|s| s.as_bytes()).collect();
        String::from_utf8_lossy(&self.mutate(sample.as_bytes(), &others)).into_owned()
    }

    /// Input for a text parser: half the time a mutated sample, else random
    /// text or random bytes read lossily.
    pub fn input(&mut self, samples: &[&str]) -> String {
        match self.below(4) {
            0 => self.text(80),
            1 => String::from_utf8_lossy(&self.bytes(80)).into_owned(),
            _ => {
                let sample = *self.pick(samples);
                self.mutate_text(sample, samples)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_input() {
        let samples = ["f5d6c3", "(;GM[Othello];)"];
        let (mut a, mut b) = (Fuzzer::new(3), Fuzzer::new(3));
        for _ in 0..100 {
            assert_eq!(a.input(&samples), b.input(&samples));
        }
    }

    #[test]
    fn mutations_change_the_sample_most_of_the_time() {
        let mut fuzzer = Fuzzer::new(1);
        let sample = b"---------------------------OX------XO--------------------------- X";
        let changed = (0..200)
            .filter(|_| fuzzer.mutate(sample, &[]) != sample.to_vec())
            .count();
        assert!(changed > 150, "{changed} of 200");
    }
}

/// Every Rust source file under `dir`, for the tests that read a crate's
/// own sources (its layout).
pub fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Positions the tests of several crates share, as board strings.
pub mod positions {
    /// Black to move with 33 legal moves, every empty square: the most known
    /// in a position reachable from the start.
    pub const MOST_LEGAL_MOVES: &str =
        "-XO------OX-XOO--OXO-XXX---O--OX---X-----OXO-X---OX-X-OX-XOO-XX- X";
}

/// The help a document quotes for `command` (between `<!-- command -->`
/// and `<!-- end -->`, in a `text` block, as `docs/help.sh` writes it), if
/// it quotes it.
pub fn quoted_help(document: &str, command: &str) -> Option<String> {
    let start = document.find(&format!("<!-- {command} -->\n```text\n"))?;
    let body = &document[start..];
    let body = &body[body.find("```text\n")? + "```text\n".len()..];
    let end = body.find("\n```\n<!-- end -->")?;
    Some(body[..end].to_string())
}

/// Checks that `document` (a path from the workspace's root) quotes what
/// `program args` prints, as the program prints it now.
pub fn assert_help_quoted(document: &str, program: &std::path::Path, args: &[&str]) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let text =
        std::fs::read_to_string(root.join(document)).unwrap_or_else(|e| panic!("{document}: {e}"));
    let name = program
        .file_name()
        .and_then(|n| n.to_str())
        .expect("a program's name")
        .trim_end_matches(".exe");
    let command = std::iter::once(name)
        .chain(args.iter().copied())
        .collect::<Vec<_>>()
        .join(" ");
    let output = std::process::Command::new(program)
        .args(args)
        .output()
        .expect("the program runs");
    assert!(output.status.success(), "{command}: {output:?}");
    let printed = String::from_utf8_lossy(&output.stdout);
    let quoted = quoted_help(&text, &command)
        .unwrap_or_else(|| panic!("{document} does not quote `{command}`: run docs/help.sh"));
    assert_eq!(
        quoted,
        printed.trim_end_matches('\n'),
        "{document} quotes another `{command}` than the program prints: run docs/help.sh"
    );
}

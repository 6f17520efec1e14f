//! The player's puzzles: the streak of days whose puzzle was solved at the
//! first try, the difficulty chosen, and where each difficulty goes on,
//! kept in the storage (`puzzles.txt`, written whole and atomically; a
//! value that cannot be read starts afresh, as in the settings).

use bevy::prelude::*;
use reversi_engine::DIFFICULTIES;

use crate::settings::storage::Storage;

/// The item in the storage.
pub const FILE: &str = "puzzles.txt";

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PuzzleProgress>();
}

#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct PuzzleProgress {
    /// Days in a row whose puzzle was solved at the first try.
    pub streak: u32,
    /// The last day whose puzzle was tried, and whether that try was right.
    pub tried: Option<(u64, bool)>,
    /// The difficulty the menu's Puzzles button starts.
    pub difficulty: u32,
    /// For each difficulty, the puzzle number to go on from.
    next: [u32; 5],
}

impl Default for PuzzleProgress {
    fn default() -> PuzzleProgress {
        PuzzleProgress {
            streak: 0,
            tried: None,
            difficulty: 1,
            next: [0; 5],
        }
    }
}

impl PuzzleProgress {
    /// Where `difficulty`'s puzzles go on.
    pub fn next(&self, difficulty: u32) -> u32 {
        self.next
            .get(difficulty.wrapping_sub(1) as usize)
            .copied()
            .unwrap_or(0)
    }

    /// The menu's difficulty, one up (after the hardest, the easiest).
    pub fn step_difficulty(&mut self) {
        self.difficulty = self.difficulty % *DIFFICULTIES.end() + 1;
    }

    /// Puzzle `number` of `difficulty` answered (the puzzle of `day`, or
    /// none): the next of that difficulty comes after it; the day's first
    /// try makes or breaks the streak.
    pub fn answered(&mut self, difficulty: u32, number: u32, day: Option<u64>, right: bool) {
        if let Some(next) = self.next.get_mut(difficulty.wrapping_sub(1) as usize) {
            *next = number + 1;
        }
        let Some(day) = day else {
            return;
        };
        match self.tried {
            // Only the first try of a day counts.
            Some((tried, _)) if tried == day => return,
            Some((tried, true)) if right && tried + 1 == day => self.streak += 1,
            _ if right => self.streak = 1,
            _ => self.streak = 0,
        }
        self.tried = Some((day, right));
    }

    /// `streak=`, `tried=DAY right|wrong`, `difficulty=`, `next=` five
    /// numbers, one per line.
    pub fn to_text(&self) -> String {
        let tried = self.tried.map_or(String::new(), |(day, right)| {
            format!("tried={day} {}\n", if right { "right" } else { "wrong" })
        });
        let next: Vec<String> = self.next.iter().map(u32::to_string).collect();
        format!(
            "streak={}\n{tried}difficulty={}\nnext={}\n",
            self.streak,
            self.difficulty,
            next.join(" ")
        )
    }

    /// Reads [`PuzzleProgress::to_text`]'s text, skipping what it cannot.
    pub fn from_text(text: &str) -> PuzzleProgress {
        let mut progress = PuzzleProgress::default();
        for line in text.lines() {
            let Some((key, value)) = line.split_once('=') else {
                continue;
            };
            let value = value.trim();
            match key.trim() {
                "streak" => progress.streak = value.parse().unwrap_or(0),
                "tried" => {
                    progress.tried = match value.split_once(' ') {
                        Some((day, "right")) => day.parse().ok().map(|d| (d, true)),
                        Some((day, "wrong")) => day.parse().ok().map(|d| (d, false)),
                        _ => None,
                    }
                }
                "difficulty" => {
                    progress.difficulty = value
                        .parse()
                        .ok()
                        .filter(|d| DIFFICULTIES.contains(d))
                        .unwrap_or(1);
                }
                "next" => {
                    let numbers: Vec<u32> =
                        value.split(' ').filter_map(|n| n.parse().ok()).collect();
                    if let Ok(next) = numbers.try_into() {
                        progress.next = next;
                    }
                }
                _ => {}
            }
        }
        progress
    }
}

/// A day (since 1970-01-01) as `2026-12-03`: the proleptic Gregorian
/// calendar, Howard Hinnant's `civil_from_days`.
pub fn date(day: u64) -> String {
    let z = day as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let d = day_of_year - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = year_of_era + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

/// The progress kept in `storage`, or a fresh one.
pub(super) fn load(storage: &Storage) -> PuzzleProgress {
    storage
        .load(FILE)
        .map_or_else(PuzzleProgress::default, |text| {
            PuzzleProgress::from_text(&text)
        })
}

pub(super) fn save(storage: &Storage, progress: &PuzzleProgress) {
    if let Err(message) = storage.store(FILE, &progress.to_text()) {
        warn!("the puzzles' progress is not saved: {message}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_dates() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(20_425), "2025-12-03");
        assert_eq!(date(20_790), "2026-12-03");
        assert_eq!(date(11_016), "2000-02-29");
    }

    /// The streak counts days in a row solved at the first try; a retry
    /// the same day changes nothing, a wrong first try or a missed day
    /// starts it over.
    #[test]
    fn the_streak_counts_first_tries_on_days_in_a_row() {
        let mut progress = PuzzleProgress::default();
        let mut streaks = Vec::new();
        for (day, right) in [
            (10, true),
            (11, true),
            (11, false),
            (12, true),
            (14, true),
            (15, false),
            (15, true),
            (16, true),
        ] {
            progress.answered(3, 40, Some(day), right);
            streaks.push(progress.streak);
        }
        assert_eq!(streaks, [1, 2, 2, 3, 1, 0, 0, 1]);
        assert_eq!(progress.next(3), 41);
        assert_eq!(PuzzleProgress::from_text(&progress.to_text()), progress);
        assert_eq!(
            PuzzleProgress::from_text("streak=x\nnext=1 2"),
            PuzzleProgress::default()
        );
    }
}

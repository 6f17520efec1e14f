//! The library's games as it keeps them: each one GGF game (the players,
//! the date, the clocks, a loss on time, and in its comment the opening's
//! name and each side's accuracy), so that the library's file is itself a
//! file of games any GGF reader opens, and exporting it writes the same.
//! Also the list's filters and orders.

use reversi_engine::{
    Clocks, Color, Game, GgfError, GgfExtras, Opening, ggf_clocks, ggf_games, ggf_tag, ggf_timeout,
    opening_name,
};

use crate::play::game::Forfeit;
use crate::settings::Mode;

/// The library's item in the storage (next to the saved game).
pub const FILE: &str = "library.ggf";

/// The games kept: a new one past these lets the oldest go.
pub const CAPACITY: usize = 500;

/// Who played a side.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Player {
    /// A person at this game.
    Human,
    /// The game's AI at a level.
    Ai(u32),
    /// A name from an opened game's record.
    Named(String),
}

impl Player {
    /// The name written in the record (`PB`, `PW`).
    fn name(&self) -> String {
        match self {
            Player::Human => "Player".into(),
            Player::Ai(level) => format!("Reversi level {level}"),
            Player::Named(name) => name.clone(),
        }
    }

    fn from_name(name: &str) -> Player {
        let level = name
            .strip_prefix("Reversi level ")
            .and_then(|l| l.parse::<u32>().ok())
            .filter(|l| reversi_engine::Level::RANGE.contains(l));
        match (name, level) {
            (_, Some(level)) => Player::Ai(level),
            ("Player", None) => Player::Human,
            _ => Player::Named(name.into()),
        }
    }

    /// Black's and White's players in `mode`, the AI at `level`.
    pub fn of_mode(mode: Mode, level: u32) -> [Player; 2] {
        let player = |color| match mode {
            Mode::HumanVsAi(human) if human == color => Player::Human,
            Mode::TwoPlayers => Player::Human,
            _ => Player::Ai(level),
        };
        [player(Color::Black), player(Color::White)]
    }
}

/// One game of the library.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// When it was played (or opened), in seconds since 1970; 0 unknown.
    pub date: u64,
    /// Black's and White's players.
    pub players: [Player; 2],
    /// All its moves.
    pub game: Game,
    pub clocks: Option<Clocks>,
    /// The side that lost on time.
    pub timeout: Option<Color>,
    /// Black's and White's accuracy (0–100), once the game was analysed.
    pub accuracy: [Option<f64>; 2],
    /// Black's and White's ratings as an online game began.
    pub ratings: [Option<f64>; 2],
    /// The side that resigned or left an online game.
    pub forfeit: Option<(Color, Forfeit)>,
    /// The named opening the game reached (worked out once: the list
    /// filters and sorts by it).
    opening: Option<&'static Opening>,
}

/// How a game ended, as the list says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The final discs, Black's and White's.
    Score(u32, u32),
    /// This side's time ran out.
    Timeout(Color),
    /// This side resigned or left.
    Forfeit(Color, Forfeit),
    Unfinished,
}

impl Entry {
    /// A game as it is now, played or opened now.
    pub fn new(game: Game, players: [Player; 2], date: u64) -> Entry {
        let game = game.whole_record();
        Entry {
            date,
            players,
            opening: opening_of(&game),
            game,
            clocks: None,
            timeout: None,
            accuracy: [None, None],
            ratings: [None, None],
            forfeit: None,
        }
    }

    /// The entry as one line of GGF.
    pub fn to_ggf(&self) -> String {
        let mut comment = Vec::new();
        if let Some(opening) = self.opening() {
            comment.push(format!("opening: {}", opening.name));
        }
        if let [Some(black), Some(white)] = self.accuracy {
            comment.push(format!("accuracy: {black:.1} {white:.1}"));
        }
        if let [Some(black), Some(white)] = self.ratings {
            comment.push(format!("ratings: {black:.0} {white:.0}"));
        }
        if let Some((loser, forfeit)) = self.forfeit {
            let side = if loser == Color::Black {
                "black"
            } else {
                "white"
            };
            comment.push(format!("forfeit: {} {side}", forfeit.key()));
        }
        let comment = comment.join("\n");
        let [black, white] = self.players.clone().map(|p| p.name());
        let date = (self.date > 0).then(|| ggf_date(self.date));
        self.game.to_ggf_with(&GgfExtras {
            players: Some([&black, &white]),
            date: date.as_deref(),
            comment: (!comment.is_empty()).then_some(comment.as_str()),
            clocks: self.clocks.as_ref(),
            timeout: self.timeout,
        })
    }

    /// Reads one GGF game: from the library, or any program's record
    /// (unknown players are kept by name; no date is 0).
    pub fn from_ggf(text: &str) -> Result<Entry, GgfError> {
        let game = Game::from_ggf(text)?;
        let player = |tag| Player::from_name(&ggf_tag(text, tag).unwrap_or_default());
        let comment = ggf_tag(text, "C").unwrap_or_default();
        let line = |key: &str| {
            comment
                .lines()
                .find_map(|l| l.strip_prefix(key))
                .map(str::trim)
        };
        let ratings = line("ratings:")
            .and_then(|line| {
                let values: Vec<f64> = line.split_whitespace().flat_map(str::parse).collect();
                let valid = |v: f64| (0.0..=4000.0).contains(&v).then_some(v);
                match values[..] {
                    [black, white] => Some([valid(black), valid(white)]),
                    _ => None,
                }
            })
            .unwrap_or([None, None]);
        let forfeit = line("forfeit:").and_then(|line| {
            let (how, side) = line.split_once(' ')?;
            let loser = match side.trim() {
                "black" => Color::Black,
                "white" => Color::White,
                _ => return None,
            };
            Some((loser, Forfeit::from_key(how)?))
        });
        let accuracy = ggf_tag(text, "C")
            .and_then(|comment| {
                let line = comment.lines().find_map(|l| l.strip_prefix("accuracy:"))?;
                let values: Vec<f64> = line
                    .split_whitespace()
                    .map(str::parse)
                    .collect::<Result<_, _>>()
                    .ok()?;
                let valid = |v: f64| (0.0..=100.0).contains(&v).then_some(v);
                match values[..] {
                    [black, white] => Some([valid(black), valid(white)]),
                    _ => None,
                }
            })
            .unwrap_or([None, None]);
        Ok(Entry {
            date: ggf_tag(text, "DT").as_deref().map_or(0, read_date),
            players: [player("PB"), player("PW")],
            clocks: ggf_clocks(text),
            timeout: ggf_timeout(text),
            opening: opening_of(&game),
            game,
            accuracy,
            ratings,
            forfeit,
        })
    }

    /// The named opening it reached.
    pub fn opening(&self) -> Option<&'static Opening> {
        self.opening
    }

    pub fn ending(&self) -> Ending {
        if let Some((loser, forfeit)) = self.forfeit {
            return Ending::Forfeit(loser, forfeit);
        }
        match (self.timeout, self.game.outcome()) {
            (Some(side), _) => Ending::Timeout(side),
            (None, Some(outcome)) => Ending::Score(outcome.black, outcome.white),
            (None, None) => Ending::Unfinished,
        }
    }

    /// The person's side against the AI.
    pub fn human_side(&self) -> Option<Color> {
        match &self.players {
            [Player::Human, Player::Ai(_)] => Some(Color::Black),
            [Player::Ai(_), Player::Human] => Some(Color::White),
            _ => None,
        }
    }

    /// Whether `other` is the same game: the same start and moves.
    pub fn same_game(&self, other: &Game) -> bool {
        self.game.start_position() == other.start_position()
            && self.game.moves() == other.whole_record().moves()
    }

    /// The winner, if the game has one.
    fn winner(&self) -> Option<Color> {
        match self.ending() {
            Ending::Timeout(loser) | Ending::Forfeit(loser, _) => Some(!loser),
            Ending::Score(black, white) if black != white => Some(if black > white {
                Color::Black
            } else {
                Color::White
            }),
            _ => None,
        }
    }

    /// Black's margin (negative: White's), a loss on time the whole board.
    fn margin(&self) -> i32 {
        match self.ending() {
            Ending::Score(black, white) => black as i32 - white as i32,
            Ending::Timeout(Color::Black) | Ending::Forfeit(Color::Black, _) => -64,
            Ending::Timeout(Color::White) | Ending::Forfeit(Color::White, _) => 64,
            Ending::Unfinished => 0,
        }
    }

    /// The accuracy the list sorts by: the person's against the AI, else
    /// both sides' mean.
    fn sort_accuracy(&self) -> Option<f64> {
        match (self.human_side(), self.accuracy) {
            (Some(side), accuracy) => accuracy[side as usize],
            (None, [Some(black), Some(white)]) => Some((black + white) / 2.0),
            _ => None,
        }
    }
}

fn opening_of(game: &Game) -> Option<&'static Opening> {
    opening_name(game).map(|named| named.opening)
}

/// The calendar date `days` days after 1970-01-01 (Howard Hinnant's
/// `civil_from_days`).
pub fn civil_date(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The days from 1970-01-01 to a calendar date, [`civil_date`]'s inverse
/// (Hinnant's `days_from_civil`).
pub fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let day_of_year = (153 * ((i64::from(month) + 9) % 12) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// A date as GGS writes it: `2026.12.04_09:30:00.UTC`.
pub fn ggf_date(seconds: u64) -> String {
    let (year, month, day) = civil_date((seconds / 86_400) as i64);
    let time = seconds % 86_400;
    format!(
        "{year:04}.{month:02}.{day:02}_{:02}:{:02}:{:02}.UTC",
        time / 3600,
        time / 60 % 60,
        time % 60
    )
}

/// The seconds since 1970 of a GGF date: GGS's `2026.12.04_09:30:00.UTC`
/// (the zone is taken as UTC), an ISO `2026-12-04`, or a count of seconds;
/// 0 when it cannot be read.
fn read_date(text: &str) -> u64 {
    let text = text.trim();
    if let Ok(seconds) = text.parse::<f64>() {
        return if seconds.is_finite() && seconds > 0.0 {
            seconds as u64
        } else {
            0
        };
    }
    let numbers: Vec<u64> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|part| !part.is_empty())
        .map_while(|part| part.parse().ok())
        .take(6)
        .collect();
    let [year, month, day, ref rest @ ..] = numbers[..] else {
        return 0;
    };
    if !(1970..=9999).contains(&year) || !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return 0;
    }
    let days = days_from_civil(year as i64, month as u32, day as u32) as u64;
    let time = match rest {
        &[hour, minute, second] if hour < 24 && minute < 60 && second < 61 => {
            hour * 3600 + minute * 60 + second
        }
        _ => 0,
    };
    days * 86_400 + time
}

/// Which games the list shows, by how they ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ResultFilter {
    #[default]
    All,
    /// The person beat the AI.
    Won,
    /// The AI beat the person.
    Lost,
    Drawn,
    Unfinished,
}

impl ResultFilter {
    pub const ALL: [ResultFilter; 5] = [
        ResultFilter::All,
        ResultFilter::Won,
        ResultFilter::Lost,
        ResultFilter::Drawn,
        ResultFilter::Unfinished,
    ];

    pub fn key(self) -> &'static str {
        match self {
            ResultFilter::All => "all",
            ResultFilter::Won => "won",
            ResultFilter::Lost => "lost",
            ResultFilter::Drawn => "drawn",
            ResultFilter::Unfinished => "unfinished",
        }
    }

    fn admits(self, entry: &Entry) -> bool {
        let finished = entry.ending() != Ending::Unfinished;
        match self {
            ResultFilter::All => true,
            ResultFilter::Won | ResultFilter::Lost => {
                let person = entry.human_side();
                let won = person.is_some() && entry.winner() == person;
                let lost = person.is_some() && entry.winner() == person.map(|p| !p);
                if self == ResultFilter::Won { won } else { lost }
            }
            ResultFilter::Drawn => finished && entry.winner().is_none(),
            ResultFilter::Unfinished => !finished,
        }
    }
}

/// Whom the games were played against.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Opponent {
    /// The AI at this level.
    Ai(u32),
    /// Two people at this game.
    TwoPlayers,
    /// Opened games of other players and programs.
    Others,
}

impl Opponent {
    pub fn of(entry: &Entry) -> Opponent {
        match &entry.players {
            [Player::Human, Player::Ai(level)] | [Player::Ai(level), Player::Human] => {
                Opponent::Ai(*level)
            }
            [Player::Human, Player::Human] => Opponent::TwoPlayers,
            _ => Opponent::Others,
        }
    }
}

/// The list's order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Sort {
    #[default]
    Newest,
    Oldest,
    /// By the opening's name, A to Z (games without one last).
    Opening,
    /// The most accurate first (the person's against the AI; games not
    /// analysed last).
    Accuracy,
    /// The biggest wins first (the person's; else Black's margin).
    Margin,
}

impl Sort {
    pub const ALL: [Sort; 5] = [
        Sort::Newest,
        Sort::Oldest,
        Sort::Opening,
        Sort::Accuracy,
        Sort::Margin,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Sort::Newest => "newest",
            Sort::Oldest => "oldest",
            Sort::Opening => "opening",
            Sort::Accuracy => "accuracy",
            Sort::Margin => "margin",
        }
    }
}

/// The list's filters and order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct View {
    pub result: ResultFilter,
    pub opponent: Option<Opponent>,
    pub opening: Option<&'static str>,
    pub sort: Sort,
}

impl View {
    /// The indices of `entries` (oldest first, as kept) the list shows, in
    /// its order.
    pub fn select(&self, entries: &[Entry]) -> Vec<usize> {
        let mut shown: Vec<usize> = (0..entries.len())
            .filter(|&i| {
                let entry = &entries[i];
                self.result.admits(entry)
                    && self
                        .opponent
                        .as_ref()
                        .is_none_or(|o| *o == Opponent::of(entry))
                    && self
                        .opening
                        .is_none_or(|name| entry.opening().is_some_and(|o| o.name == name))
            })
            .collect();
        // By date, the games kept later first among equals (the stable
        // sorts below keep that order among their equals).
        shown.sort_by_key(|&i| std::cmp::Reverse((entries[i].date, i)));
        match self.sort {
            Sort::Newest => {}
            Sort::Oldest => shown.reverse(),
            Sort::Opening => {
                shown.sort_by_key(|&i| entries[i].opening().map(|o| o.name).unwrap_or("\u{10FFFF}"))
            }
            Sort::Accuracy => shown.sort_by(|&a, &b| {
                let key = |i: usize| entries[i].sort_accuracy().unwrap_or(-1.0);
                key(b).total_cmp(&key(a))
            }),
            Sort::Margin => shown.sort_by_key(|&i| {
                let entry = &entries[i];
                let margin = entry.margin();
                -match entry.human_side() {
                    Some(Color::White) => -margin,
                    _ => margin,
                }
            }),
        }
        shown
    }
}

/// The games of a library's (or any) GGF text that can be read, oldest
/// first as written, and the number of those that could not.
pub fn read_games(text: &str) -> (Vec<Entry>, usize) {
    let mut entries = Vec::new();
    let mut unreadable = 0;
    for game in ggf_games(text) {
        match Entry::from_ggf(game) {
            Ok(entry) => entries.push(entry),
            Err(_) => unreadable += 1,
        }
    }
    (entries, unreadable)
}

/// The library's text: one game a line, oldest first.
pub fn write_games(entries: &[Entry]) -> String {
    entries.iter().map(|e| e.to_ggf() + "\n").collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::TimeControl;
    use std::time::Duration;

    #[test]
    fn an_entry_reads_back_as_written() {
        let game = Game::from_transcript("f5d6c3d3c4f4").unwrap();
        let mut entry = Entry::new(game, [Player::Ai(7), Player::Human], 1_796_376_600);
        let times = vec![Some(Duration::from_millis(1500)); 6];
        entry.clocks = Some(Clocks::with_times(TimeControl::new(3, 2), times));
        entry.timeout = Some(Color::Black);
        entry.accuracy = [Some(88.5), Some(100.0)];
        let text = entry.to_ggf();
        assert!(text.contains("DT[2026.12.04_09:30:00.UTC]"), "{text}");
        assert!(text.contains("PB[Reversi level 7]PW[Player]"), "{text}");
        assert!(text.contains("opening: "), "{text}");
        assert_eq!(Entry::from_ggf(&text).unwrap(), entry);
        assert_eq!(entry.ending(), Ending::Timeout(Color::Black));
        assert_eq!(entry.human_side(), Some(Color::White));
        assert_eq!(entry.opening().map(|o| o.name), Some("Tiger"));
    }

    #[test]
    fn dates_are_read_in_the_forms_records_use() {
        assert_eq!(read_date("2026.12.04_09:30:00.UTC"), 1_796_376_600);
        assert_eq!(read_date("2026-12-04"), 1_796_342_400);
        assert_eq!(read_date("945277754"), 945_277_754);
        for junk in ["", "yesterday", "2026.13.01", "0", "-5", "1969.01.01"] {
            assert_eq!(read_date(junk), 0, "{junk}");
        }
        assert_eq!(ggf_date(1_796_376_600), "2026.12.04_09:30:00.UTC");
    }

    #[test]
    fn the_list_filters_and_sorts_as_chosen() {
        let entry = |moves: &str, players: [Player; 2], date: u64| {
            Entry::new(Game::from_transcript(moves).unwrap(), players, date)
        };
        let human_ai = [Player::Human, Player::Ai(5)];
        let entries = vec![
            entry("f5d6c3d3c4", human_ai.clone(), 10),
            entry("f5f6e6f4", [Player::Ai(2), Player::Human], 30),
            entry("f5d6c5", [Player::Human, Player::Human], 20),
            entry(
                "f5",
                [Player::Named("X".into()), Player::Named("Y".into())],
                0,
            ),
        ];
        let all = View::default();
        assert_eq!(all.select(&entries), [1, 2, 0, 3], "newest first");
        let oldest = View {
            sort: Sort::Oldest,
            ..View::default()
        };
        assert_eq!(oldest.select(&entries), [3, 0, 2, 1]);
        let tiger = View {
            opening: Some("Tiger"),
            ..View::default()
        };
        assert_eq!(tiger.select(&entries), [0]);
        let level_5 = View {
            opponent: Some(Opponent::Ai(5)),
            ..View::default()
        };
        assert_eq!(level_5.select(&entries), [0]);
        let unfinished = View {
            result: ResultFilter::Unfinished,
            ..View::default()
        };
        assert_eq!(unfinished.select(&entries).len(), 4);
        let won = View {
            result: ResultFilter::Won,
            ..View::default()
        };
        assert!(won.select(&entries).is_empty());
        assert_eq!(Opponent::of(&entries[2]), Opponent::TwoPlayers);
        assert_eq!(Opponent::of(&entries[3]), Opponent::Others);
    }

    #[test]
    fn days_become_dates() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(59), (1970, 3, 1));
        // 2000 was a leap year, 2100 will not be.
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_787), (2026, 11, 30));
        assert_eq!(civil_date(47_540), (2100, 2, 28));
        assert_eq!(civil_date(47_541), (2100, 3, 1));
        for days in [0, 59, 11_016, 20_787, 47_540, 47_541, -1, 100_000] {
            let (year, month, day) = civil_date(days);
            assert_eq!(days_from_civil(year, month, day), days);
        }
    }
}

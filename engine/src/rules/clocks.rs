//! A game played against the clock: a time control (minutes for each
//! player and an increment after each of their moves, Fischer's way) and
//! the time every move took. What a player has left follows from those, so
//! a move taken back takes its time back with it, and the record carries
//! every move's time (GGF's `TI[05:00/00:02]` and `B[F5//3.20]`).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::rules::game::PlayedMove;
use crate::rules::position::Move;
use crate::rules::square::Color;

/// Minutes for each player and seconds added after each of their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Each player's time at the start.
    pub base: Duration,
    /// Added to a player's clock after each of their moves (not a pass).
    pub increment: Duration,
}

impl TimeControl {
    /// `minutes` each, `increment` seconds a move.
    pub const fn new(minutes: u64, increment: u64) -> TimeControl {
        TimeControl {
            base: Duration::from_secs(minutes * 60),
            increment: Duration::from_secs(increment),
        }
    }

    /// The controls players use most, fastest first: 1+0, 3+2, 5+0, 10+5
    /// and 30+0.
    pub const COMMON: [TimeControl; 5] = [
        TimeControl::new(1, 0),
        TimeControl::new(3, 2),
        TimeControl::new(5, 0),
        TimeControl::new(10, 5),
        TimeControl::new(30, 0),
    ];

    /// The control as GGF writes it (the Generic Game Server's clock,
    /// initial time / increment): `05:00/00:02`.
    pub fn to_ggf(&self) -> String {
        let clock = |time: Duration| {
            let seconds = time.as_secs();
            format!("{:02}:{:02}", seconds / 60, seconds % 60)
        };
        format!("{}/{}", clock(self.base), clock(self.increment))
    }

    /// Reads a GGF `TI` value: `[[HH:]MM:]SS` for the initial time, then
    /// optionally `/` and the increment (what follows a `,` in either, and
    /// any extension after them, is not played here and is skipped).
    pub fn from_ggf(text: &str) -> Option<TimeControl> {
        let clock = |part: &str| -> Option<Duration> {
            let time = part.split(',').next()?.trim();
            if time.is_empty() {
                return Some(Duration::ZERO);
            }
            let mut seconds = 0u64;
            for field in time.split(':') {
                seconds = seconds.checked_mul(60)?.checked_add(field.parse().ok()?)?;
            }
            Some(Duration::from_secs(seconds))
        };
        let mut parts = text.split('/');
        let base = clock(parts.next()?)?;
        let increment = parts.next().map_or(Some(Duration::ZERO), clock)?;
        (!base.is_zero()).then_some(TimeControl { base, increment })
    }
}

/// `3+2`: minutes, then seconds a move.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let minutes = self.base.as_secs_f64() / 60.0;
        write!(f, "{minutes}+{}", self.increment.as_secs())
    }
}

/// Reads `3+2` (or `3`, no increment): 1 to 180 minutes, 0 to 60 seconds.
impl FromStr for TimeControl {
    type Err = String;

    fn from_str(text: &str) -> Result<TimeControl, String> {
        let (minutes, increment) = text.trim().split_once('+').unwrap_or((text.trim(), "0"));
        let minutes: u64 = minutes
            .trim()
            .parse()
            .ok()
            .filter(|m| (1..=180).contains(m))
            .ok_or_else(|| format!("{text:?}: the minutes are not 1 to 180"))?;
        let increment: u64 = increment
            .trim()
            .parse()
            .ok()
            .filter(|s| *s <= 60)
            .ok_or_else(|| format!("{text:?}: the increment is not 0 to 60 seconds"))?;
        Ok(TimeControl::new(minutes, increment))
    }
}

/// A game's clocks: the control and the time each move took, by ply
/// (a forced pass takes none; a move played before the clocks started, as
/// in a game given by its moves, has no time and earns no increment). The
/// times of moves taken back are kept with them, for redo, until a new move
/// replaces them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    times: Vec<Option<Duration>>,
}

impl Clocks {
    /// Both clocks full, no move timed yet.
    pub fn new(control: TimeControl) -> Clocks {
        Clocks {
            control,
            times: Vec::new(),
        }
    }

    /// Clocks with these times already spent, by ply (`None`: a move not
    /// played on them).
    pub fn with_times(control: TimeControl, times: Vec<Option<Duration>>) -> Clocks {
        Clocks { control, times }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The time each move took, by ply, moves taken back included.
    pub fn times(&self) -> &[Option<Duration>] {
        &self.times
    }

    /// `spent` is the time of the move at `ply` (0 for the first): a new
    /// move there, which replaces the times of any moves taken back after
    /// it.
    pub fn record(&mut self, ply: usize, spent: Duration) {
        self.times.resize(ply, None);
        self.times.push(Some(spent));
    }

    /// What `color` has left after `moves` (a game's moves played, in
    /// order): the control's time, plus the increment after each of its
    /// timed moves, less their times; zero at least.
    pub fn left(&self, moves: &[PlayedMove], color: Color) -> Duration {
        let mut left = self.control.base;
        for (played, spent) in moves.iter().zip(&self.times) {
            if let Some(spent) = spent
                && played.color == color
                && played.mv != Move::Pass
            {
                left = left.saturating_sub(*spent) + self.control.increment;
            }
        }
        left
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::game::Game;

    fn secs(s: f64) -> Duration {
        Duration::from_secs_f64(s)
    }

    #[test]
    fn controls_read_back_in_both_notations() {
        for control in TimeControl::COMMON {
            assert_eq!(control.to_string().parse(), Ok(control));
            assert_eq!(TimeControl::from_ggf(&control.to_ggf()), Some(control));
        }
        assert_eq!(TimeControl::new(3, 2).to_ggf(), "03:00/00:02");
        assert_eq!(TimeControl::new(3, 2).to_string(), "3+2");
        // NBoard's and the game server's ways of writing it.
        assert_eq!(
            TimeControl::from_ggf("15:00"),
            Some(TimeControl::new(15, 0))
        );
        assert_eq!(
            TimeControl::from_ggf("01:00:00,N0/00:05/02:00"),
            Some(TimeControl::new(60, 5))
        );
        for bad in ["", "0", "x", "1:xx", "99999999999999999999:00"] {
            assert_eq!(TimeControl::from_ggf(bad), None, "{bad:?}");
        }
        for bad in ["0+0", "181", "5+61", "five", "3+", "+2"] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad:?}");
        }
        assert_eq!("10".parse(), Ok(TimeControl::new(10, 0)));
    }

    #[test]
    fn each_side_spends_its_own_time_and_gains_its_increments() {
        let mut game = Game::new();
        let mut clocks = Clocks::new(TimeControl::new(3, 2));
        for (ply, (mv, spent)) in [("f5", 10.0), ("d6", 4.5), ("c3", 30.0)].iter().enumerate() {
            game.play(mv.parse::<Move>().unwrap()).unwrap();
            clocks.record(ply, secs(*spent));
        }
        let black = clocks.left(game.moves(), Color::Black);
        let white = clocks.left(game.moves(), Color::White);
        assert_eq!(black, secs(180.0 - 10.0 + 2.0 - 30.0 + 2.0));
        assert_eq!(white, secs(180.0 - 4.5 + 2.0));

        // Taken back: the times are those before it, and a redo restores
        // them; a new move replaces the later times.
        game.undo();
        assert_eq!(clocks.left(game.moves(), Color::Black), secs(172.0));
        game.redo();
        assert_eq!(clocks.left(game.moves(), Color::Black), black);
        game.undo();
        game.undo();
        clocks.record(1, secs(1.0));
        assert_eq!(clocks.times(), [Some(secs(10.0)), Some(secs(1.0))]);
    }

    #[test]
    fn moves_played_before_the_clocks_started_cost_and_earn_nothing() {
        let mut game = Game::from_transcript("f5d6c3d3").unwrap();
        let mut clocks = Clocks::new(TimeControl::new(3, 2));
        game.play("c4".parse::<Move>().unwrap()).unwrap();
        clocks.record(4, secs(5.0));
        assert_eq!(clocks.left(game.moves(), Color::Black), secs(177.0));
        assert_eq!(clocks.left(game.moves(), Color::White), secs(180.0));
        assert_eq!(clocks.times()[..4], [None; 4]);
    }

    #[test]
    fn a_pass_takes_no_time_and_earns_no_increment() {
        // Black, to move, has none; White plays c1.
        let start =
            crate::rules::position::Position::from_obf(&format!("OX{} X", "-".repeat(62))).unwrap();
        let mut game = Game::from_position(start);
        let mut clocks = Clocks::new(TimeControl::new(1, 5));
        assert!(game.pass_if_forced());
        clocks.record(0, Duration::ZERO);
        game.play("c1".parse::<Move>().unwrap()).unwrap();
        clocks.record(1, secs(3.0));
        assert_eq!(clocks.left(game.moves(), Color::Black), secs(60.0));
        assert_eq!(clocks.left(game.moves(), Color::White), secs(62.0));
    }

    #[test]
    fn a_clock_run_past_zero_shows_zero() {
        let mut game = Game::new();
        let mut clocks = Clocks::new(TimeControl::new(1, 0));
        game.play("f5".parse::<Move>().unwrap()).unwrap();
        clocks.record(0, secs(75.0));
        assert_eq!(clocks.left(game.moves(), Color::Black), Duration::ZERO);
    }
}

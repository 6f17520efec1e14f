//! One game as the server keeps it: the engine's game and clocks, the two
//! seats, and how it ended. Every rule is the engine's; this file decides
//! only what the engine leaves to a referee: whose seat a request comes
//! from, a clock that ran out, a player who resigned or left.

use std::time::Duration;

use reversi_engine::{Clocks, Color, Game, Move, Square, TimeControl};

use crate::protocol::{GameView, PlayedView, PlayerView, ResultView, Seat};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Waiting for a second player.
    Open,
    Playing,
    Finished,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Open => "open",
            Status::Playing => "playing",
            Status::Finished => "finished",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        Some(match text {
            "open" => Status::Open,
            "playing" => Status::Playing,
            "finished" => Status::Finished,
            _ => return None,
        })
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Neither side can move: the discs decide.
    End,
    Time,
    Resign,
    /// The player to move was gone longer than the server allows.
    Abandon,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Reason::End => "end",
            Reason::Time => "time",
            Reason::Resign => "resign",
            Reason::Abandon => "abandon",
        }
    }

    pub fn parse(text: &str) -> Option<Reason> {
        Some(match text {
            "end" => Reason::End,
            "time" => Reason::Time,
            "resign" => Reason::Resign,
            "abandon" => Reason::Abandon,
            _ => return None,
        })
    }
}

/// How a game ended: the winner (none for a draw) and why.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ending {
    pub winner: Option<Color>,
    pub reason: Reason,
    /// The rating changes of a rated game, Black's and White's.
    pub change: Option<[f64; 2]>,
}

/// Why a move was refused: the protocol's error code and a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: &'static str,
    pub message: String,
}

impl Refusal {
    pub fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }
}

/// A clock as players write it, `3+2`, or as GGF does when it is not whole
/// minutes (`00:30/00:01`).
pub fn clock_text(control: TimeControl) -> String {
    if control.base.as_secs().is_multiple_of(60) && control.base.subsec_nanos() == 0 {
        control.to_string()
    } else {
        control.to_ggf()
    }
}

pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

pub fn parse_color(text: &str) -> Option<Color> {
    match text {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        _ => None,
    }
}

#[derive(Clone, Debug)]
pub struct Table {
    pub code: String,
    pub creator: String,
    /// black, white or random: the creator's choice.
    pub creator_color: String,
    /// Black's seat and White's (an open game has one taken).
    pub seats: [Option<PlayerView>; 2],
    pub control: TimeControl,
    pub rated: bool,
    pub status: Status,
    pub game: Game,
    pub clocks: Clocks,
    /// When the side to move's clock started, Unix milliseconds.
    pub turn_started_ms: Option<i64>,
    pub ending: Option<Ending>,
    /// When each seat's last connection closed; none while connected.
    pub left_ms: [Option<i64>; 2],
    /// Which seats asked for a rematch, and the rematch once made.
    pub rematch: [bool; 2],
    pub rematch_code: Option<String>,
    /// The game this one is a rematch of.
    pub rematch_of: Option<String>,
    pub created_ms: i64,
}

impl Table {
    /// The seat `player` holds, if any.
    pub fn seat_of(&self, player: &str) -> Option<Color> {
        [Color::Black, Color::White].into_iter().find(|&c| {
            self.seats[c.index()]
                .as_ref()
                .is_some_and(|p| p.id == player)
        })
    }

    pub fn to_move(&self) -> Option<Color> {
        (self.status == Status::Playing).then(|| self.game.side_to_move())
    }

    pub fn ply(&self) -> u32 {
        self.game.moves().len() as u32
    }

    /// `color`'s time left at `now_ms`: its clock runs while it is to move.
    pub fn left(&self, color: Color, now_ms: i64) -> Duration {
        let left = self.clocks.left(self.game.moves(), color);
        match (self.to_move(), self.turn_started_ms) {
            (Some(mover), Some(started)) if mover == color => {
                left.saturating_sub(Duration::from_millis((now_ms - started).max(0) as u64))
            }
            _ => left,
        }
    }

    pub fn clocks_ms(&self, now_ms: i64) -> [u64; 2] {
        [Color::Black, Color::White].map(|c| self.left(c, now_ms).as_millis() as u64)
    }

    /// Checks a move by `player` at `ply` without playing it: the square
    /// on the board, the seat, the turn and the rules.
    pub fn check_move(&self, player: &str, square: &str, ply: u32) -> Result<Square, Refusal> {
        let square: Square = square
            .parse()
            .map_err(|e: reversi_engine::ParseSquareError| {
                Refusal::new("illegal", e.to_string())
            })?;
        let seat = self
            .seat_of(player)
            .ok_or_else(|| Refusal::new("not_seated", "you have no seat in this game"))?;
        match self.status {
            Status::Open => return Err(Refusal::new("not_open", "the game has not started")),
            Status::Finished => return Err(Refusal::new("finished", "the game is over")),
            Status::Playing => {}
        }
        if self.game.side_to_move() != seat {
            return Err(Refusal::new(
                "not_your_turn",
                format!("it is {}'s turn", color_name(!seat)),
            ));
        }
        if ply != self.ply() {
            return Err(Refusal::new(
                "stale",
                format!("the game is at ply {}, not {ply}", self.ply()),
            ));
        }
        if !self.game.position().legal_moves().contains(square) {
            return Err(Refusal::new(
                "illegal",
                format!("{square} flips nothing for {}", color_name(seat)),
            ));
        }
        Ok(square)
    }

    /// Plays a checked move that took `ms`, and the passes the rules then
    /// force; the moves played (the square, then any pass).
    pub fn play(&mut self, square: Square, ms: u64, now_ms: i64) -> Vec<(Move, u64)> {
        let mut played = Vec::new();
        let ply = self.game.moves().len();
        self.game
            .play(Move::Place(square))
            .expect("a move checked against the rules");
        self.clocks.record(ply, Duration::from_millis(ms));
        played.push((Move::Place(square), ms));
        if !self.game.position().is_game_over() && self.game.pass_if_forced() {
            self.clocks.record(ply + 1, Duration::ZERO);
            played.push((Move::Pass, 0));
        }
        self.turn_started_ms = Some(now_ms);
        played
    }

    /// The board's verdict once neither side can move.
    pub fn board_ending(&self) -> Option<Ending> {
        let outcome = self.game.outcome()?;
        Some(Ending {
            winner: outcome.winner(),
            reason: Reason::End,
            change: None,
        })
    }

    /// The side whose clock has run out at `now_ms`, if any.
    pub fn flag_fallen(&self, now_ms: i64) -> Option<Color> {
        let mover = self.to_move()?;
        self.turn_started_ms?;
        self.left(mover, now_ms).is_zero().then_some(mover)
    }

    /// The side to move, if gone longer than `abandon`.
    pub fn abandoned(&self, now_ms: i64, abandon: Duration) -> Option<Color> {
        let mover = self.to_move()?;
        let left = self.left_ms[mover.index()]?;
        let started = self.turn_started_ms?.max(left);
        (now_ms - started >= abandon.as_millis() as i64).then_some(mover)
    }

    /// The discs of each side as the result gives them: empty squares to
    /// the winner when the board decided.
    pub fn discs(&self) -> [u32; 2] {
        let position = self.game.position();
        let (black, white) = (position.count(Color::Black), position.count(Color::White));
        match self.game.outcome() {
            Some(outcome) => {
                let empty = 64 - outcome.black - outcome.white;
                match outcome.winner() {
                    Some(Color::Black) => [black + empty, white],
                    Some(Color::White) => [black, white + empty],
                    None => [black + empty / 2, white + empty / 2],
                }
            }
            None => [black, white],
        }
    }

    pub fn result_view(&self) -> Option<ResultView> {
        let ending = self.ending?;
        Some(ResultView {
            winner: ending.winner.map_or("draw", color_name).to_string(),
            reason: ending.reason.as_str().to_string(),
            discs: self.discs(),
            rating_change: ending.change,
        })
    }

    /// The game as `viewer` sees it (their seat named, or `spectator`).
    pub fn view(&self, viewer: Option<&str>, now_ms: i64) -> GameView {
        let seat = |color: Color| {
            self.seats[color.index()].clone().map(|player| Seat {
                player,
                connected: self.left_ms[color.index()].is_none(),
            })
        };
        let moves = self
            .game
            .moves()
            .iter()
            .zip(self.clocks.times())
            .map(|(played, time)| PlayedView {
                square: match played.mv {
                    Move::Place(square) => square.to_string(),
                    Move::Pass => "pass".into(),
                },
                color: color_name(played.color).into(),
                ms: time.map_or(0, |t| t.as_millis() as u64),
            })
            .collect();
        GameView {
            code: self.code.clone(),
            status: self.status.as_str().into(),
            clock: clock_text(self.control),
            rated: self.rated,
            black: seat(Color::Black),
            white: seat(Color::White),
            moves,
            clocks_ms: self.clocks_ms(now_ms),
            to_move: self.to_move().map(|c| color_name(c).into()),
            you: viewer
                .and_then(|v| self.seat_of(v))
                .map_or("spectator", color_name)
                .into(),
            result: self.result_view(),
        }
    }

    /// The record as GGF: players, date, clocks and every move's time.
    pub fn ggf(&self) -> String {
        let names = [Color::Black, Color::White].map(|c| {
            self.seats[c.index()]
                .as_ref()
                .map_or("?".to_string(), |p| p.name.clone())
        });
        let date = ggf_date(self.created_ms);
        let timeout = match self.ending {
            Some(Ending {
                reason: Reason::Time,
                winner: Some(winner),
                ..
            }) => Some(!winner),
            _ => None,
        };
        self.game.to_ggf_with(&reversi_engine::GgfExtras {
            players: Some([&names[0], &names[1]]),
            date: Some(&date),
            comment: None,
            clocks: Some(&self.clocks),
            timeout,
        })
    }
}

/// Unix milliseconds as GGS writes a date: `2026.12.04_09:30:00.UTC`.
pub fn ggf_date(ms: i64) -> String {
    let seconds = ms.div_euclid(1000);
    let (days, rest) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}.{month:02}.{day:02}_{:02}:{:02}:{:02}.UTC",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(id: &str) -> PlayerView {
        PlayerView {
            id: id.into(),
            name: id.to_uppercase(),
            rating: 1500.0,
            deviation: 350.0,
            provisional: true,
            bot: false,
        }
    }

    fn table() -> Table {
        let control = TimeControl::new(1, 2);
        Table {
            code: "abc".into(),
            creator: "b".into(),
            creator_color: "black".into(),
            seats: [Some(player("b")), Some(player("w"))],
            control,
            rated: false,
            status: Status::Playing,
            game: Game::new(),
            clocks: Clocks::new(control),
            turn_started_ms: Some(0),
            ending: None,
            left_ms: [None, None],
            rematch: [false; 2],
            rematch_code: None,
            rematch_of: None,
            created_ms: 0,
        }
    }

    #[test]
    fn only_the_seat_to_move_plays_legal_moves_at_the_current_ply() {
        let mut table = table();
        assert_eq!(
            table.check_move("w", "f5", 0).unwrap_err().code,
            "not_your_turn"
        );
        assert_eq!(
            table.check_move("x", "f5", 0).unwrap_err().code,
            "not_seated"
        );
        assert_eq!(table.check_move("b", "a1", 0).unwrap_err().code, "illegal");
        assert_eq!(table.check_move("b", "z9", 0).unwrap_err().code, "illegal");
        assert_eq!(table.check_move("b", "f5", 1).unwrap_err().code, "stale");
        let square = table.check_move("b", "f5", 0).unwrap();
        table.play(square, 1500, 1500);
        // Black's clock: 60 s, less 1.5 s, plus the 2 s increment.
        assert_eq!(table.left(Color::Black, 9999).as_millis(), 60_500);
        // White's runs from the move on.
        assert_eq!(table.left(Color::White, 11_500).as_millis(), 50_000);
        assert_eq!(table.flag_fallen(61_499), None);
        assert_eq!(table.flag_fallen(61_500), Some(Color::White));
        assert_eq!(
            table.check_move("b", "d6", 1).unwrap_err().code,
            "not_your_turn"
        );
    }

    /// A game whose next move leaves the opponent without a move (the game
    /// not over), and that move: found by playing varied games.
    fn before_a_forced_pass() -> (Game, Square) {
        for seed in 0..1000usize {
            let mut game = Game::new();
            while !game.position().is_game_over() {
                if game.pass_if_forced() {
                    continue;
                }
                let moves: Vec<Square> = game.position().legal_moves().iter().collect();
                for &square in &moves {
                    let mut after = *game.position();
                    after.play(Move::Place(square)).unwrap();
                    if after.must_pass() && !after.is_game_over() {
                        return (game, square);
                    }
                }
                let pick = moves[(seed * 7 + game.moves().len() * 3) % moves.len()];
                game.play(Move::Place(pick)).unwrap();
            }
        }
        panic!("no forced pass in 1,000 games");
    }

    #[test]
    fn a_forced_pass_is_played_by_the_server() {
        let (game, square) = before_a_forced_pass();
        let mut table = table();
        table.game = game;
        let ply = table.ply();
        let mover = table.game.side_to_move();
        let seat = if mover == Color::Black { "b" } else { "w" };
        let checked = table.check_move(seat, &square.to_string(), ply).unwrap();
        let played = table.play(checked, 700, 700);
        assert_eq!(played, vec![(Move::Place(square), 700), (Move::Pass, 0)]);
        // The same side moves again, two plies on.
        assert_eq!(table.to_move(), Some(mover));
        assert_eq!(table.ply(), ply + 2);
        // The pass took no time, earned no increment: the opponent's clock
        // is whole (its earlier moves were not timed).
        assert_eq!(table.left(!mover, 700).as_millis(), 60_000);
    }

    #[test]
    fn the_side_to_move_gone_too_long_abandons() {
        let mut table = table();
        table.left_ms[0] = Some(10_000);
        let minute = Duration::from_secs(60);
        assert_eq!(table.abandoned(69_999, minute), None);
        assert_eq!(table.abandoned(70_000, minute), Some(Color::Black));
        // White gone is no matter while Black is to move.
        table.left_ms = [None, Some(0)];
        assert_eq!(table.abandoned(1_000_000, minute), None);
    }

    #[test]
    fn dates_as_ggs_writes_them() {
        assert_eq!(ggf_date(0), "1970.01.01_00:00:00.UTC");
        assert_eq!(ggf_date(1_796_463_000_000), "2026.12.05_09:30:00.UTC");
    }
}

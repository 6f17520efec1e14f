//! Positions and the rules of a single move: legal moves, flips, passes, game end.

use std::fmt;

use crate::rules::bitboard;
use crate::rules::square::{Color, Square, SquareSet};

/// A position seen from the side to move, as the search sees it: `player` holds
/// the mover's discs, `opponent` the other side's. Playing a move swaps them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The discs of the side to move.
    pub player: u64,
    /// The discs of the other side.
    pub opponent: u64,
}

impl Board {
    /// The mover's legal moves.
    #[inline(always)]
    pub fn moves(&self) -> u64 {
        bitboard::legal_moves(self.player, self.opponent)
    }

    /// What the mover placing a disc on `square` would flip (empty when the
    /// move is illegal). `square` must be empty.
    #[inline(always)]
    pub fn flips(&self, square: usize) -> u64 {
        bitboard::flips(square, self.player, self.opponent)
    }

    /// The board after the mover plays `square` flipping `flips` (which must be
    /// [`Board::flips`] of it), seen from the opponent, who moves next.
    #[inline(always)]
    pub fn play(&self, square: usize, flips: u64) -> Board {
        Board {
            player: self.opponent ^ flips,
            opponent: self.player ^ flips ^ (1 << square),
        }
    }

    /// The same discs with the other side to move.
    #[inline(always)]
    pub fn pass(&self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
        }
    }

    #[inline(always)]
    /// The empty squares.
    pub fn empties(&self) -> u64 {
        !(self.player | self.opponent)
    }

    /// Neither side can move.
    #[inline(always)]
    pub fn is_game_over(&self) -> bool {
        self.moves() == 0 && self.pass().moves() == 0
    }

    /// The score of a finished game for the mover, as engines count it: disc
    /// difference, with the empty squares given to the winner.
    #[inline(always)]
    pub fn final_score(&self) -> i32 {
        score_with_empties(self.player.count_ones(), self.opponent.count_ones())
    }
}

/// Disc difference `mine - theirs`, with the empty squares given to the winner.
fn score_with_empties(mine: u32, theirs: u32) -> i32 {
    let (mine, theirs) = (mine as i32, theirs as i32);
    let empties = 64 - mine - theirs;
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => mine - theirs + empties,
        std::cmp::Ordering::Less => mine - theirs - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// An upper bound on the legal moves of any position, reachable or not (at
/// most one per square): fixed-size move lists of this length never
/// overflow. The most known in a reachable position is 33.
pub const MAX_MOVES: usize = 64;

/// A move: a disc placed on a square, or a pass (only legal when the mover has
/// no placement).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A disc on this square.
    Place(Square),
    /// No disc: only legal when there is no placement.
    Pass,
}

/// `d3`, or `PA` for a pass as transcripts and GGF write it; the alternate
/// form (`{:#}`) writes a pass as `pass`, the word people read.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(sq) => sq.fmt(f),
            Move::Pass if f.alternate() => f.write_str("pass"),
            Move::Pass => f.write_str("PA"),
        }
    }
}

/// A text that is not a move: not a square `a1`…`h8` nor a pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError(pub String);

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a move (expected a1 to h8, or PA for a pass)",
            self.0
        )
    }
}

impl std::error::Error for ParseMoveError {}

impl std::str::FromStr for Move {
    type Err = ParseMoveError;

    /// Parses a square in either case (`d3`, `D3`) or a pass in any of the
    /// ways records write it: `PA` (GGF, NBoard, transcripts), `pass`, `--`,
    /// in any case.
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        if ["pa", "pass", "--"]
            .iter()
            .any(|p| s.eq_ignore_ascii_case(p))
        {
            return Ok(Move::Pass);
        }
        s.parse::<Square>()
            .map(Move::Place)
            .map_err(|_| ParseMoveError(s.to_string()))
    }
}

impl From<Square> for Move {
    fn from(square: Square) -> Move {
        Move::Place(square)
    }
}

/// Why a move was refused. The position is left unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The square already holds a disc.
    Occupied(Square),
    /// A disc there would outflank nothing.
    NoFlips(Square),
    /// A pass while the mover has a legal placement.
    PassWithMoves,
    /// Neither side can move any more.
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::Occupied(sq) => write!(f, "{sq} is already occupied"),
            IllegalMove::NoFlips(sq) => write!(f, "{sq} does not outflank any disc"),
            IllegalMove::PassWithMoves => f.write_str("cannot pass with a legal move available"),
            IllegalMove::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Black's discs on the final board.
    pub black: u32,
    /// White's discs on the final board.
    pub white: u32,
}

impl Outcome {
    /// The side with more discs; `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        match self.black.cmp(&self.white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The disc difference for `color` with empty squares given to the winner,
    /// the score engines and tournaments report.
    pub fn exact_score(&self, color: Color) -> i32 {
        let (mine, theirs) = match color {
            Color::Black => (self.black, self.white),
            Color::White => (self.white, self.black),
        };
        score_with_empties(mine, theirs)
    }
}

/// A position: the discs of both colours and the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    side: Color,
}

/// Two discs on one square in a position built from bitboards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverlapError(pub Square);

impl fmt::Display for OverlapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} holds both a black and a white disc", self.0)
    }
}

impl std::error::Error for OverlapError {}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// The standard start: white on d4 and e5, black on d5 and e4, black to move.
    pub fn start() -> Position {
        let d4 = 1 << 27;
        let e4 = 1 << 28;
        let d5 = 1 << 35;
        let e5 = 1 << 36;
        Position {
            board: Board {
                player: d5 | e4,
                opponent: d4 | e5,
            },
            side: Color::Black,
        }
    }

    /// A position from the two colours' bitboards; `Err` names a square both claim.
    pub fn from_bitboards(black: u64, white: u64, side: Color) -> Result<Position, OverlapError> {
        if black & white != 0 {
            let sq = Square::new((black & white).trailing_zeros() as u8).unwrap();
            return Err(OverlapError(sq));
        }
        let board = match side {
            Color::Black => Board {
                player: black,
                opponent: white,
            },
            Color::White => Board {
                player: white,
                opponent: black,
            },
        };
        Ok(Position { board, side })
    }

    /// The position from the mover's point of view, as the search uses it.
    pub fn from_board(board: Board, side: Color) -> Position {
        Position { board, side }
    }

    /// The position from the mover's point of view.
    pub fn board(&self) -> Board {
        self.board
    }

    /// Whose turn it is.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The discs of `color`, as a bitboard.
    pub fn discs(&self, color: Color) -> u64 {
        if color == self.side {
            self.board.player
        } else {
            self.board.opponent
        }
    }

    /// Black's discs.
    pub fn black(&self) -> u64 {
        self.discs(Color::Black)
    }

    /// White's discs.
    pub fn white(&self) -> u64 {
        self.discs(Color::White)
    }

    /// The colour of the disc on `square`, if any.
    pub fn disc_at(&self, square: Square) -> Option<Color> {
        if self.black() & square.bit() != 0 {
            Some(Color::Black)
        } else if self.white() & square.bit() != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// How many discs `color` has on the board.
    pub fn count(&self, color: Color) -> u32 {
        self.discs(color).count_ones()
    }

    /// How many squares are empty.
    pub fn empty_count(&self) -> u32 {
        self.board.empties().count_ones()
    }

    /// The squares where the side to move may place a disc.
    pub fn legal_moves(&self) -> SquareSet {
        SquareSet(self.board.moves())
    }

    /// The discs that placing on `square` would flip; empty when illegal.
    pub fn flips(&self, square: Square) -> SquareSet {
        if self.board.empties() & square.bit() == 0 {
            return SquareSet::EMPTY;
        }
        SquareSet(self.board.flips(square.index()))
    }

    /// The side to move has no placement but the game goes on: it must pass.
    pub fn must_pass(&self) -> bool {
        self.board.moves() == 0 && self.board.pass().moves() != 0
    }

    /// Whether neither side can move.
    pub fn is_game_over(&self) -> bool {
        self.board.is_game_over()
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.check(mv).is_ok()
    }

    fn check(&self, mv: Move) -> Result<SquareSet, IllegalMove> {
        if self.is_game_over() {
            return Err(IllegalMove::GameOver);
        }
        match mv {
            Move::Pass if self.board.moves() != 0 => Err(IllegalMove::PassWithMoves),
            Move::Pass => Ok(SquareSet::EMPTY),
            Move::Place(sq) if self.disc_at(sq).is_some() => Err(IllegalMove::Occupied(sq)),
            Move::Place(sq) => match self.board.flips(sq.index()) {
                0 => Err(IllegalMove::NoFlips(sq)),
                flips => Ok(SquareSet(flips)),
            },
        }
    }

    /// Plays `mv` for the side to move and returns the flipped discs (none for a
    /// pass). An illegal move leaves the position unchanged.
    pub fn play(&mut self, mv: impl Into<Move>) -> Result<SquareSet, IllegalMove> {
        let mv = mv.into();
        let flips = self.check(mv)?;
        self.board = match mv {
            Move::Place(sq) => self.board.play(sq.index(), flips.bits()),
            Move::Pass => self.board.pass(),
        };
        self.side = !self.side;
        Ok(flips)
    }

    /// Takes back `mv`, which flipped `flips`: the inverse of [`Position::play`].
    pub(crate) fn unplay(&mut self, mv: Move, flips: SquareSet) {
        self.side = !self.side;
        let mut board = self.board.pass();
        if let Move::Place(sq) = mv {
            board.player ^= flips.bits() | sq.bit();
            board.opponent ^= flips.bits();
        }
        self.board = board;
    }

    /// The final count, once neither side can move.
    pub fn outcome(&self) -> Option<Outcome> {
        self.is_game_over().then(|| Outcome {
            black: self.count(Color::Black),
            white: self.count(Color::White),
        })
    }

    /// An 8-line picture of the board for terminals, with coordinates and the
    /// side to move.
    pub fn diagram(&self) -> String {
        let mut out = String::from("  a b c d e f g h\n");
        for row in 0..8 {
            out.push_str(&format!("{} ", row + 1));
            for column in 0..8 {
                let sq = Square::from_coords(column, row).unwrap();
                out.push(match self.disc_at(sq) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None if self.legal_moves().contains(sq) => '.',
                    None => '-',
                });
                out.push(if column == 7 { '\n' } else { ' ' });
            }
        }
        out.push_str(&format!(
            "X {}  O {}  {} to move\n",
            self.count(Color::Black),
            self.count(Color::White),
            self.side
        ));
        out
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    #[test]
    fn start_position_is_as_the_rules_say() {
        let pos = Position::start();
        assert_eq!(pos.disc_at(sq("d4")), Some(Color::White));
        assert_eq!(pos.disc_at(sq("e5")), Some(Color::White));
        assert_eq!(pos.disc_at(sq("d5")), Some(Color::Black));
        assert_eq!(pos.disc_at(sq("e4")), Some(Color::Black));
        assert_eq!(pos.side_to_move(), Color::Black);
        let moves: Vec<String> = pos.legal_moves().iter().map(|s| s.to_string()).collect();
        assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
    }

    #[test]
    fn illegal_moves_leave_the_position_alone() {
        let mut pos = Position::start();
        let before = pos;
        assert_eq!(pos.play(sq("d4")), Err(IllegalMove::Occupied(sq("d4"))));
        assert_eq!(pos.play(sq("a1")), Err(IllegalMove::NoFlips(sq("a1"))));
        assert_eq!(pos.play(Move::Pass), Err(IllegalMove::PassWithMoves));
        assert_eq!(pos, before);
    }

    #[test]
    fn play_then_unplay_restores() {
        let mut pos = Position::start();
        let flips = pos.play(sq("f5")).unwrap();
        assert_eq!(flips, SquareSet(sq("e5").bit()));
        assert_eq!(pos.side_to_move(), Color::White);
        assert_eq!(pos.count(Color::Black), 4);
        pos.unplay(Move::Place(sq("f5")), flips);
        assert_eq!(pos, Position::start());
    }

    #[test]
    fn exact_score_gives_empties_to_the_winner() {
        let outcome = Outcome {
            black: 40,
            white: 20,
        };
        assert_eq!(outcome.winner(), Some(Color::Black));
        assert_eq!(outcome.exact_score(Color::Black), 24);
        assert_eq!(outcome.exact_score(Color::White), -24);
        let draw = Outcome {
            black: 30,
            white: 30,
        };
        assert_eq!(draw.winner(), None);
        assert_eq!(draw.exact_score(Color::White), 0);
    }

    #[test]
    fn moves_read_back_what_they_print_and_every_way_a_pass_is_written() {
        for square in (0..64).filter_map(Square::new) {
            let mv = Move::Place(square);
            assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
            assert_eq!(mv.to_string().to_uppercase().parse::<Move>(), Ok(mv));
        }
        for pass in ["PA", "pa", "Pa", "pass", "PASS", "--"] {
            assert_eq!(pass.parse::<Move>(), Ok(Move::Pass), "{pass}");
        }
        assert_eq!(Move::Pass.to_string(), "PA");
        assert_eq!(format!("{:#}", Move::Pass), "pass");
        assert_eq!(format!("{:#}", Move::Place(sq("d3"))), "d3");
        for junk in ["", "i1", "a9", "a", "d33", "p a", "-", "passe"] {
            let err = junk.parse::<Move>().unwrap_err();
            assert!(err.to_string().contains("is not a move"), "{junk}: {err}");
        }
    }
}

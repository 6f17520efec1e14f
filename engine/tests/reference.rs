//! The bitboard engine checked against a second, deliberately naive
//! implementation of the rules written here: an array board and loops over the
//! eight directions. Thousands of random positions (reachable ones from random
//! games, and arbitrary ones with discs anywhere) must agree on legal moves,
//! flips, passes, game end, scores and perft counts.

use rand::rngs::Xoshiro256PlusPlus as StdRng;
use rand::{RngExt, SeedableRng};
use reversi_engine::{Color, Game, Move, Position, Square, perft};

const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// The naive model: 64 cells, `None` for empty.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Naive {
    cells: [Option<Color>; 64],
    side: Color,
}

impl Naive {
    fn from_position(pos: &Position) -> Naive {
        let mut cells = [None; 64];
        for sq in Square::ALL {
            cells[sq.index()] = pos.disc_at(sq);
        }
        Naive {
            cells,
            side: pos.side_to_move(),
        }
    }

    fn at(&self, c: i32, r: i32) -> Option<Option<Color>> {
        ((0..8).contains(&c) && (0..8).contains(&r)).then(|| self.cells[(r * 8 + c) as usize])
    }

    /// Indices flipped by `side` playing at `index`, direction by direction.
    fn flips(&self, index: usize, side: Color) -> Vec<usize> {
        if self.cells[index].is_some() {
            return Vec::new();
        }
        let (c0, r0) = ((index % 8) as i32, (index / 8) as i32);
        let mut all = Vec::new();
        for (dc, dr) in DIRECTIONS {
            let mut line = Vec::new();
            let (mut c, mut r) = (c0 + dc, r0 + dr);
            while self.at(c, r) == Some(Some(!side)) {
                line.push((r * 8 + c) as usize);
                c += dc;
                r += dr;
            }
            if !line.is_empty() && self.at(c, r) == Some(Some(side)) {
                all.extend(line);
            }
        }
        all.sort();
        all
    }

    fn moves(&self, side: Color) -> Vec<usize> {
        (0..64)
            .filter(|&i| !self.flips(i, side).is_empty())
            .collect()
    }

    fn game_over(&self) -> bool {
        self.moves(self.side).is_empty() && self.moves(!self.side).is_empty()
    }

    fn play(&mut self, index: usize) {
        for f in self.flips(index, self.side) {
            self.cells[f] = Some(self.side);
        }
        self.cells[index] = Some(self.side);
        self.side = !self.side;
    }

    fn count(&self, color: Color) -> u32 {
        self.cells.iter().filter(|&&c| c == Some(color)).count() as u32
    }

    /// Perft with the same convention: a forced pass is a ply, a finished game
    /// one leaf.
    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves(self.side);
        if moves.is_empty() {
            if self.moves(!self.side).is_empty() {
                return 1;
            }
            let mut passed = *self;
            passed.side = !passed.side;
            return passed.perft(depth - 1);
        }
        moves
            .into_iter()
            .map(|m| {
                let mut next = *self;
                next.play(m);
                next.perft(depth - 1)
            })
            .sum()
    }
}

fn indices(set: reversi_engine::SquareSet) -> Vec<usize> {
    set.iter().map(Square::index).collect()
}

/// A position reached by `plies` random legal moves (passes when forced).
fn random_game_position(rng: &mut StdRng, plies: usize) -> Position {
    let mut pos = Position::start();
    for _ in 0..plies {
        if pos.is_game_over() {
            break;
        }
        pos.play(random_move(rng, &pos)).unwrap();
    }
    pos
}

/// A random legal move, or a pass when there is none.
fn random_move(rng: &mut StdRng, pos: &Position) -> Move {
    let moves: Vec<Square> = pos.legal_moves().iter().collect();
    if moves.is_empty() {
        Move::Pass
    } else {
        Move::Place(moves[rng.random_range(0..moves.len())])
    }
}

/// Discs anywhere, each square black, white or empty: positions no game
/// reaches, with lines and edges that games rarely produce.
fn random_arbitrary_position(rng: &mut StdRng) -> Position {
    let fill = rng.random_range(0.05..1.0);
    let (mut black, mut white) = (0u64, 0u64);
    for sq in Square::ALL {
        if rng.random_bool(fill) {
            if rng.random_bool(0.5) {
                black |= sq.bit();
            } else {
                white |= sq.bit();
            }
        }
    }
    let side = if rng.random_bool(0.5) {
        Color::Black
    } else {
        Color::White
    };
    Position::from_bitboards(black, white, side).unwrap()
}

fn assert_agrees(pos: &Position, perft_depth: u32) {
    let naive = Naive::from_position(pos);
    let side = pos.side_to_move();
    assert_eq!(
        indices(pos.legal_moves()),
        naive.moves(side),
        "moves of {pos}"
    );
    for sq in Square::ALL {
        assert_eq!(
            indices(pos.flips(sq)),
            naive.flips(sq.index(), side),
            "flips at {sq} in {pos}"
        );
    }
    assert_eq!(pos.is_game_over(), naive.game_over(), "game over in {pos}");
    assert_eq!(
        pos.must_pass(),
        naive.moves(side).is_empty() && !naive.moves(!side).is_empty(),
        "pass in {pos}"
    );
    if let Some(outcome) = pos.outcome() {
        assert_eq!(outcome.black, naive.count(Color::Black));
        assert_eq!(outcome.white, naive.count(Color::White));
    }
    assert_eq!(
        perft(pos.board(), perft_depth),
        naive.perft(perft_depth),
        "perft {perft_depth} of {pos}"
    );
}

#[test]
fn reachable_positions_agree_with_the_naive_rules() {
    let mut rng = StdRng::seed_from_u64(1);
    let mut passes = 0;
    let mut finished = 0;
    for i in 0..3000 {
        let plies = rng.random_range(0..64);
        let pos = random_game_position(&mut rng, plies);
        passes += pos.must_pass() as u32;
        finished += pos.is_game_over() as u32;
        assert_agrees(&pos, if i % 10 == 0 { 4 } else { 2 });
    }
    // The sample must hold the rare cases, or it proves little about them.
    assert!(passes > 0, "no position with a forced pass was drawn");
    assert!(finished > 100, "only {finished} finished games were drawn");
}

#[test]
fn a_position_with_33_legal_moves_agrees_with_the_naive_rules() {
    // The most legal moves known in a reachable position: every empty square.
    let pos = Position::from_obf(reversi_testkit::positions::MOST_LEGAL_MOVES).unwrap();
    assert_eq!(pos.legal_moves().len(), 33);
    assert_eq!(pos.legal_moves().len(), pos.empty_count());
    assert_agrees(&pos, 3);
}

#[test]
fn arbitrary_positions_agree_with_the_naive_rules() {
    let mut rng = StdRng::seed_from_u64(2);
    let mut passes = 0;
    for _ in 0..3000 {
        let pos = random_arbitrary_position(&mut rng);
        passes += pos.must_pass() as u32;
        assert_agrees(&pos, 3);
    }
    assert!(passes > 10, "only {passes} positions with a forced pass");
}

/// Random games played through [`Game`] against the naive model, counting the
/// supplies the naive way too, then taken back and replayed move by move.
#[test]
fn random_games_agree_on_counts_passes_supplies_and_end() {
    let mut rng = StdRng::seed_from_u64(3);
    let mut total_passes = 0;
    let mut total_handovers = 0;
    for _ in 0..500 {
        let mut game = Game::new();
        let mut naive = Naive::from_position(game.position());
        let mut supply = [30u32, 30];
        let mut handovers = 0;
        let mut history = vec![*game.position()];
        while !naive.game_over() {
            let moves = naive.moves(naive.side);
            if moves.is_empty() {
                assert!(game.position().must_pass());
                let played = game.play(Move::Pass).unwrap();
                assert_eq!(played.flips.len(), 0);
                naive.side = !naive.side;
                total_passes += 1;
            } else {
                let index = moves[rng.random_range(0..moves.len())];
                let expected_flips = naive.flips(index, naive.side);
                let mover = naive.side.index();
                let handed_over = supply[mover] == 0;
                if handed_over {
                    supply[1 - mover] -= 1;
                    handovers += 1;
                } else {
                    supply[mover] -= 1;
                }
                naive.play(index);
                let played = game.play(Square::ALL[index]).unwrap();
                assert_eq!(indices(played.flips), expected_flips);
                assert_eq!(played.handed_over, handed_over);
            }
            assert_eq!(Naive::from_position(game.position()), naive);
            assert_eq!(game.supply(Color::Black), supply[0]);
            assert_eq!(game.supply(Color::White), supply[1]);
            assert_eq!(
                supply[0] + supply[1],
                game.position().empty_count(),
                "supplies always cover the empty squares"
            );
            history.push(*game.position());
        }
        total_handovers += handovers;
        let outcome = game.outcome().expect("the naive model says it is over");
        assert_eq!(outcome.black, naive.count(Color::Black));
        assert_eq!(outcome.white, naive.count(Color::White));
        assert_eq!(
            game.moves().iter().filter(|m| m.handed_over).count(),
            handovers
        );

        // Undo everything, checking each earlier position, then redo it all.
        let final_game = game.clone();
        for expected in history.iter().rev().skip(1) {
            game.undo().unwrap();
            assert_eq!(game.position(), expected);
        }
        assert!(game.undo().is_none());
        assert_eq!(
            (game.supply(Color::Black), game.supply(Color::White)),
            (30, 30)
        );
        for expected in history.iter().skip(1) {
            game.redo().unwrap();
            assert_eq!(game.position(), expected);
        }
        assert!(game.redo().is_none());
        assert_eq!(game, final_game);

        // The transcript replays to the same game, passes implied.
        let replayed = Game::from_transcript(&game.transcript()).unwrap();
        assert_eq!(replayed.position(), game.position());
        assert_eq!(replayed.moves(), game.moves());
    }
    assert!(total_passes > 0, "no game had a pass");
    assert!(total_handovers > 0, "no game needed a disc handed over");
}

#[test]
fn random_undo_redo_walks_return_to_identical_positions() {
    let mut rng = StdRng::seed_from_u64(4);
    for _ in 0..200 {
        let mut game = Game::new();
        let mut seen: Vec<Position> = vec![*game.position()];
        for _ in 0..200 {
            match rng.random_range(0..3) {
                0 => {
                    if game.undo().is_some() {
                        seen.pop();
                    }
                }
                1 => {
                    if game.redo().is_some() {
                        seen.push(*game.position());
                    }
                }
                _ => {
                    let moves: Vec<Square> = game.position().legal_moves().iter().collect();
                    if !moves.is_empty() {
                        game.play(moves[rng.random_range(0..moves.len())]).unwrap();
                        seen.push(*game.position());
                    } else if game.pass_if_forced() {
                        seen.push(*game.position());
                    }
                }
            }
            assert_eq!(game.position(), seen.last().unwrap());
            assert_eq!(game.moves().len() + 1, seen.len());
            for (ply, expected) in seen.iter().enumerate() {
                assert_eq!(game.position_at(ply).as_ref(), Some(expected));
            }
        }
    }
}

#[test]
fn board_strings_round_trip_on_random_positions() {
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..2000 {
        let pos = random_arbitrary_position(&mut rng);
        assert_eq!(Position::from_obf(&pos.to_string()), Ok(pos));
    }
}

/// Discs the engine calls stable never change colour, whatever is played
/// afterwards (checked along random continuations to the end of the game).
#[test]
fn stable_discs_never_flip() {
    let mut rng = StdRng::seed_from_u64(6);
    let mut claimed = 0;
    for _ in 0..400 {
        let plies = rng.random_range(20..60);
        let start = random_game_position(&mut rng, plies);
        let board = start.board();
        let mover_stable = reversi_engine::stable_discs(board.player, board.opponent);
        let other_stable = reversi_engine::stable_discs(board.opponent, board.player);
        assert_eq!(
            mover_stable & !board.player,
            0,
            "stable discs are the mover's"
        );
        claimed += (mover_stable | other_stable).count_ones();
        for _ in 0..5 {
            let mut pos = start;
            while !pos.is_game_over() {
                pos.play(random_move(&mut rng, &pos)).unwrap();
                assert_eq!(
                    pos.discs(start.side_to_move()) & mover_stable,
                    mover_stable,
                    "a stable disc of the mover flipped in {start}"
                );
                assert_eq!(
                    pos.discs(!start.side_to_move()) & other_stable,
                    other_stable,
                    "a stable disc of the opponent flipped in {start}"
                );
            }
        }
    }
    assert!(claimed > 1000, "only {claimed} stable discs were claimed");
}

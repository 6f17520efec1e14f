//! Random and damaged input to every parser of the engine: transcripts,
//! board strings, GGF games and weight files. None may panic or hang; what
//! is accepted must mean what it says (it prints back to the same thing).

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use reversi_engine::{Game, Move, Position, Weights, parse_moves};
use reversi_testkit::Fuzzer;

/// Inputs per parser: a few seconds in all.
const ROUNDS: usize = 20_000;

/// Random games, some to the end and some with passes, as samples.
fn random_games(count: usize) -> Vec<Game> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    (0..count)
        .map(|_| {
            let mut game = Game::new();
            let plies = rng.random_range(0..70);
            for _ in 0..plies {
                if game.position().is_game_over() {
                    break;
                }
                let moves: Vec<_> = game.position().legal_moves().iter().collect();
                let mv = match moves.len() {
                    0 => Move::Pass,
                    n => Move::Place(moves[rng.random_range(0..n)]),
                };
                game.play(mv).unwrap();
            }
            game
        })
        .collect()
}

#[test]
fn transcripts() {
    let games = random_games(40);
    let mut samples: Vec<String> = games.iter().map(Game::transcript).collect();
    samples.push("1. f5 d6 2. c3 PA 3. --".into());
    samples.push("F5, D6, C3".into());
    let samples: Vec<&str> = samples.iter().map(String::as_str).collect();
    let mut fuzzer = Fuzzer::new(1);
    let mut accepted = 0;
    for _ in 0..ROUNDS {
        let text = fuzzer.input(&samples);
        let _ = parse_moves(&text);
        if let Ok(game) = Game::from_transcript(&text) {
            accepted += 1;
            // Accepted moves replay to the same game from its transcript.
            let again = Game::from_transcript(&game.transcript()).unwrap_or_else(|e| {
                panic!(
                    "{text:?} gave {:?}, which reads back as {e}",
                    game.transcript()
                )
            });
            assert_eq!(again.position(), game.position(), "{text:?}");
        }
    }
    assert!(accepted > 100, "only {accepted} inputs were accepted");
}

#[test]
fn board_strings() {
    let games = random_games(40);
    let mut samples: Vec<String> = games.iter().map(|g| g.position().to_string()).collect();
    samples.push(format!("{} O ; annotated", "X.O*-".repeat(12) + "XOXO"));
    let samples: Vec<&str> = samples.iter().map(String::as_str).collect();
    let mut fuzzer = Fuzzer::new(2);
    let mut accepted = 0;
    for _ in 0..ROUNDS {
        let text = fuzzer.input(&samples);
        if let Ok(position) = Position::from_obf(&text) {
            accepted += 1;
            assert_eq!(
                Position::from_obf(&position.to_string()),
                Ok(position),
                "{text:?}"
            );
            // Whatever the board, the rules answer without panicking.
            let _ = (
                position.legal_moves(),
                position.outcome(),
                position.diagram(),
            );
        }
    }
    assert!(accepted > 100, "only {accepted} inputs were accepted");
}

#[test]
fn ggf_games() {
    let games = random_games(40);
    let mut samples: Vec<String> = games.iter().map(Game::to_ggf).collect();
    samples.push(
        "(;GM[Othello]PC[NBoard]PB[a]PW[b]RE[?]TI[15:00]TY[8]C[x\\]y]\
         BO[8 ---------------------------O*------*O--------------------------- *]\
         B[F5//1.2]W[F6/-0.5/3];)"
            .into(),
    );
    let samples: Vec<&str> = samples.iter().map(String::as_str).collect();
    let mut fuzzer = Fuzzer::new(3);
    let mut accepted = 0;
    for _ in 0..ROUNDS {
        let text = fuzzer.input(&samples);
        if let Ok(game) = Game::from_ggf(&text) {
            accepted += 1;
            let again = Game::from_ggf(&game.to_ggf()).unwrap();
            assert_eq!(again.position(), game.position(), "{text:?}");
            assert_eq!(again.moves(), game.moves(), "{text:?}");
        }
    }
    assert!(accepted > 100, "only {accepted} inputs were accepted");
}

#[test]
fn weight_files() {
    let good = Weights::zero().to_bytes();
    let mut fuzzer = Fuzzer::new(4);
    let (mut accepted, mut refused) = (0, 0);
    for round in 0..2_000 {
        let bytes = match round % 8 {
            0 => fuzzer.bytes(64),
            1 => good.clone(),
            _ => fuzzer.mutate(&good, &[]),
        };
        match Weights::from_bytes(&bytes) {
            // Only an undamaged file is read, and it means what it says.
            Ok(weights) => {
                accepted += 1;
                assert_eq!(weights.to_bytes(), bytes);
            }
            Err(_) => {
                refused += 1;
                assert_ne!(bytes, good, "the undamaged file was refused");
            }
        }
    }
    // Every undamaged file (a quarter of the rounds' eighth) was read, and
    // the damaged ones were refused, not read as something else.
    assert!(accepted >= 250, "only {accepted} files were accepted");
    assert!(refused >= 1_500, "only {refused} files were refused");
}

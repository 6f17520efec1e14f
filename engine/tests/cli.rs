//! The `reversi-engine` command line as scripts use it: the last line of
//! output, and one clear error line with exit status 2 on bad input.

use std::process::{Command, Output};

use reversi_engine::{Game, Move};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn last_line(output: &Output) -> String {
    let stdout = String::from_utf8(output.stdout.clone()).unwrap();
    stdout.lines().last().unwrap_or_default().to_string()
}

/// Runs a command that must fail: exit 2, nothing on stdout, one line on
/// stderr (returned), and no panic.
fn error_line(args: &[&str]) -> String {
    let output = run(args);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    stderr.trim_end().to_string()
}

#[test]
fn perft_prints_the_count_last() {
    let output = run(&["perft", "6"]);
    assert!(output.status.success());
    assert_eq!(last_line(&output), "8200");
}

#[test]
fn perft_from_a_board_string() {
    // White to move from the start position: the mirror image of black's tree.
    let start_white = "---------------------------OX------XO--------------------------- O";
    let output = run(&["perft", "--board", start_white, "5"]);
    assert_eq!(last_line(&output), "1396");
    // A finished game (full board) is one leaf whatever the depth.
    let full = format!("{}{} X", "X".repeat(40), "O".repeat(24));
    assert_eq!(last_line(&run(&["perft", "--board", &full, "7"])), "1");
}

#[test]
fn replay_prints_the_position_and_the_counts() {
    let output = run(&["replay", "f5d6c3d3c4"]);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout.clone()).unwrap();
    assert_eq!(
        stdout.lines().next().unwrap(),
        "------------------XO------XXX------OXX-----O-------------------- O"
    );
    assert_eq!(last_line(&output), "black 6 white 3 empty 55");
}

#[test]
fn replay_of_a_whole_game_reports_the_end() {
    // A complete game: each side always takes its last legal move in index
    // order, passing when it must.
    let mut game = Game::new();
    while !game.position().is_game_over() {
        match game.position().legal_moves().iter().last() {
            Some(sq) => game.play(sq).unwrap(),
            None => game.play(Move::Pass).unwrap(),
        };
    }
    let outcome = game.outcome().unwrap();
    let output = run(&["replay", &game.transcript()]);
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout.clone()).unwrap();
    assert!(stdout.contains("game over"), "{stdout}");
    assert_eq!(
        last_line(&output),
        format!(
            "black {} white {} empty {}",
            outcome.black,
            outcome.white,
            64 - outcome.black - outcome.white
        )
    );
    // One move more is a move after the end of the game.
    let message = error_line(&["replay", &format!("{} a1", game.transcript())]);
    assert!(message.contains("after the end of the game"), "{message}");
}

#[test]
fn errors_are_one_line_and_exit_2() {
    let message = error_line(&["replay", "f5", "d6", "a1"]);
    assert!(message.contains("move 3 (a1)"), "{message}");
    assert!(error_line(&["replay", "   "]).contains("empty transcript"));
    assert!(error_line(&["replay"]).contains("usage"));
    assert!(error_line(&["replay", "f5 x7"]).contains("\"x7\""));
    assert!(error_line(&["perft", "x"]).contains("depth"));
    assert!(error_line(&["perft", "-1"]).contains("depth"));
    assert!(error_line(&["perft"]).contains("usage"));
    assert!(error_line(&["perft", "--board", "XO X", "3"]).contains("2 squares"));
    assert!(error_line(&["perft", "--board"]).contains("--board"));
    assert!(error_line(&["frobnicate"]).contains("unknown command"));
}

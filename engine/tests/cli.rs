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

#[test]
fn arena_plays_two_nboard_programs_with_colours_swapped() {
    let dir = std::env::temp_dir().join(format!("reversi-arena-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let openings = dir.join("openings.txt");
    std::fs::write(&openings, "# one opening\nf5d6c3d3\n").unwrap();
    let engine = env!("CARGO_BIN_EXE_reversi-engine");
    let (a, b) = (
        format!("{engine} nboard --level 2"),
        format!("{engine} nboard --level 1"),
    );
    let output = run(&[
        "arena",
        "--engine",
        &a,
        "--engine",
        &b,
        "--openings",
        openings.to_str().unwrap(),
    ]);
    let stdout = String::from_utf8(output.stdout.clone()).unwrap();
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Each game line ends with its transcript, which starts with the opening
    // and replays to a finished game.
    let games: Vec<&str> = stdout.lines().filter(|l| l.starts_with("game")).collect();
    assert_eq!(games.len(), 2, "{stdout}");
    assert!(
        games[0].contains("A black") && games[1].contains("B black"),
        "{stdout}"
    );
    for line in games {
        let transcript = line.rsplit(' ').next().unwrap();
        assert!(transcript.starts_with("f5d6c3d3"), "{line}");
        let game = Game::from_transcript(transcript).unwrap();
        assert!(game.position().is_game_over(), "{line}");
    }
    assert!(
        last_line(&output).starts_with("2 games: A wins"),
        "{stdout}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_weight_file_that_cannot_be_used_falls_back_with_a_warning() {
    let dir = std::env::temp_dir().join(format!("reversi-weights-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let corrupt = dir.join("weights.bin");
    std::fs::write(&corrupt, b"RVRSPATW\x01\x00 not really").unwrap();
    let start = "---------------------------OX------XO--------------------------- X";
    for (path, reason) in [
        (corrupt.to_str().unwrap(), "truncated"),
        ("/nonexistent/weights.bin", "cannot read"),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
            .args(["bestmove", "--board", start, "--depth", "2"])
            .env("REVERSI_WEIGHTS", path)
            .output()
            .unwrap();
        let stderr = String::from_utf8(output.stderr.clone()).unwrap();
        assert!(output.status.success(), "{stderr}");
        assert!(
            stderr.contains(reason) && stderr.contains("hand-written"),
            "{stderr}"
        );
        let mv = last_line(&output);
        assert!(["d3", "c4", "f5", "e6"].contains(&mv.as_str()), "{mv}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

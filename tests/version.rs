//! The game binary starts and names itself.

use std::process::Command;

#[test]
fn game_binary_prints_its_version() {
    let output = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .output()
        .expect("the game binary runs");
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.starts_with("reversi "), "{stdout}");
}

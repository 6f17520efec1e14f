//! The game binary's command line: help, version, and clear errors before
//! any window opens.

use std::process::Command;

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_reversi"))
        .args(args)
        .output()
        .expect("the game binary runs")
}

#[test]
fn help_lists_the_options() {
    let output = run(&["--help"]);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    for option in ["--position", "--screenshot", "--ai-vs-ai", "--level"] {
        assert!(stdout.contains(option), "{option} missing from {stdout}");
    }
}

#[test]
fn version_prints_the_version() {
    for flag in ["--version", "-V"] {
        let output = run(&[flag]);
        assert!(output.status.success(), "{flag}");
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert_eq!(
            stdout.trim(),
            format!("reversi {}", env!("CARGO_PKG_VERSION")),
            "{flag}"
        );
    }
}

#[test]
fn the_manual_quotes_the_help_as_printed() {
    reversi_testkit::assert_help_quoted(
        "docs/manual.md",
        std::path::Path::new(env!("CARGO_BIN_EXE_reversi")),
        &["--help"],
    );
}

#[test]
fn bad_options_are_one_clear_error() {
    for (args, expected) in [
        (vec!["--position", "f5 a1"], "move 2 (a1) is illegal"),
        (vec!["--level", "11"], "--level must be 1 to 10"),
        (vec!["--level=11"], "--level must be 1 to 10"),
        (vec!["--level", "4294967297"], "--level must be 1 to 10"),
        (vec!["--frobnicate"], "unknown option"),
        (vec!["--position"], "--position needs a value"),
    ] {
        let output = run(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_text_is_an_error_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let output = Command::new(env!("CARGO_BIN_EXE_reversi"))
        .arg("--position")
        .arg(std::ffi::OsStr::from_bytes(b"f5\xff"))
        .output()
        .expect("the game binary runs");
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("is not UTF-8"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
}

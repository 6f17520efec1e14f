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
    assert!(error_line(&["replay", "f5 x7"]).contains("\"x7\""));
    assert!(error_line(&["solve", "/nonexistent.obf"]).contains("cannot read"));
    let siblings = [
        "learn",
        "--out",
        "/nonexistent/w.bin",
        "--siblings",
        "games.gam",
    ];
    assert!(error_line(&siblings).contains("give --search-weight"));
}

/// A command line that does not parse: clap's message naming the fault and
/// where to read more, exit status 2, nothing on stdout.
#[test]
fn usage_errors_name_the_fault_and_show_the_usage() {
    for (args, expected) in [
        (&["perft"][..], "<DEPTH>"),
        (&["perft", "x"], "needs a number from 0 to 60"),
        (&["perft", "--board"], "--board"),
        (&["frobnicate"], "unrecognized subcommand 'frobnicate'"),
        (&[], "Usage: reversi-engine <COMMAND>"),
    ] {
        let output = run(args);
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?} printed to stdout");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") || stderr.contains("Usage: reversi-engine"),
            "{args:?}: {stderr}"
        );
        assert!(stderr.contains("help"), "{args:?}: {stderr}");
    }
}

/// `--help` for every command, and the version.
#[test]
fn every_command_has_its_help_and_the_program_its_version() {
    let commands = reversi_tools::commands();
    assert!(commands.len() >= 24, "{commands:?}");
    let overview = String::from_utf8(run(&["--help"]).stdout).unwrap();
    for command in &commands {
        let mut args: Vec<&str> = command.split(' ').collect();
        if args.len() == 1 {
            assert!(
                overview.contains(&format!("\n  {command} ")),
                "{command} not listed"
            );
        }
        args.push("--help");
        let output = run(&args);
        assert!(output.status.success(), "{command} --help");
        let help = String::from_utf8(output.stdout).unwrap();
        assert!(
            help.contains(&format!("Usage: reversi-engine {command}")),
            "{command} --help: {help}"
        );
    }
    for flag in ["--version", "-V"] {
        let output = run(&[flag]);
        assert!(output.status.success());
        assert_eq!(
            String::from_utf8(output.stdout).unwrap().trim(),
            format!("reversi-engine {}", reversi_engine::VERSION)
        );
    }
}

/// How bad input is refused: a command line that does not parse, or a
/// command that fails as it runs (one line).
enum Refusal {
    Usage(&'static str),
    Run(&'static str),
}

/// Bad input to every command, refused with a message that names the fault;
/// parsed and run in this process, through the library.
#[test]
fn every_command_refuses_bad_input() {
    use Refusal::{Run, Usage};
    let start = "---------------------------OX------XO--------------------------- X";
    let cases: &[(&[&str], Refusal)] = &[
        (&["perft", "61"], Usage("needs a number from 0 to 60")),
        (&["perft", "3", "4"], Usage("unexpected argument '4'")),
        (
            &["perft", "--frob", "3"],
            Usage("unexpected argument '--frob'"),
        ),
        (&["perft", "--board", start, "1"], Run("")),
        (&["perft", "--board=XO X", "1"], Usage("2 squares")),
        (&["replay"], Usage("<TRANSCRIPT>")),
        (&["replay", "f5", "zz"], Run("cannot read")),
        (&["solve"], Usage("<FILE.obf>")),
        (&["solve", "/nonexistent.obf"], Run("cannot read")),
        (
            &["solve", "x.obf", "--threads", "0"],
            Usage("needs a number from 1 to 256"),
        ),
        (
            &[
                "bestmove",
                "--board",
                start,
                "--depth",
                "2",
                "--threads",
                "x",
            ],
            Usage("--threads"),
        ),
        (&["nboard", "--threads", "257"], Usage("--threads")),
        (&["bestmove", "--board", start], Usage("--level")),
        (
            &["bestmove", "--board", start, "--level", "4294967297"],
            Usage("needs a number from 1 to 10"),
        ),
        (
            &["bestmove", "--board", start, "--level", "0"],
            Usage("--level"),
        ),
        (
            &["bestmove", "--board", start, "--level", "3", "--depth", "4"],
            Usage("cannot be used with"),
        ),
        (
            &["bestmove", "--board", start, "--depth", "61"],
            Usage("--depth"),
        ),
        (
            &["bestmove", "--board", start, "--time", "0"],
            Usage("--time"),
        ),
        (
            &[
                "bestmove",
                "--board",
                start,
                "--depth",
                "2",
                "--selectivity",
                "99",
            ],
            Usage("--selectivity"),
        ),
        (
            &["bestmove", "--board", start, "--depth"],
            Usage("a value is required"),
        ),
        (
            &["bestmove", "--board", start, "--depth", "2", "extra"],
            Usage("unexpected argument 'extra'"),
        ),
        (&["nboard", "--time", "0"], Usage("needs a number from 1")),
        (
            &["nboard", "--level", "4294967297"],
            Usage("needs a number from 1 to 10"),
        ),
        (
            &["nboard", "--frob", "1"],
            Usage("unexpected argument '--frob'"),
        ),
        (&["match", "level:1"], Usage("<B>")),
        (&["match", "level:1", "level:11"], Run("level:11")),
        (
            &["match", "level:1", "greedy", "--games", "1"],
            Usage("--games"),
        ),
        (
            &["match", "level:1", "greedy", "--threads", "0"],
            Usage("--threads"),
        ),
        (
            &["match", "level:1", "greedy", "--seed", "-1"],
            Usage("'-1'"),
        ),
        (&["train"], Usage("--out")),
        (
            &["train", "--out", "x.bin", "--games", "0"],
            Usage("--games"),
        ),
        (
            &["train", "--out", "x.bin", "--depth", "99"],
            Usage("--depth"),
        ),
        (
            &["train", "--out", "x.bin", "--regularisation", "NaN"],
            Usage("--regularisation"),
        ),
        (
            &["train", "--out", "x.bin", "--prior", "previous"],
            Usage("previous-stage"),
        ),
        (&["openings", "--count", "0"], Usage("--count")),
        (&["calibrate", "--depth", "2"], Usage("--depth")),
        (
            &["calibrate", "--boards", "/nonexistent"],
            Run("cannot read /nonexistent"),
        ),
        (
            &["calibrate", "--boards", "x.obf", "--positions", "20"],
            Usage("cannot be used with"),
        ),
        (&["arena", "--engine", "x"], Usage("--openings")),
        (
            &["arena", "--engine", "x", "--openings", "o.txt"],
            Run("give two engines"),
        ),
        (&["analyse"], Usage("<GAME>")),
        (&["analyse", "f5zz"], Run("cannot read")),
        (&["analyse", "f5f5"], Run("move 2 (f5) is illegal")),
        (&["analyse", start], Run("no moves")),
        (&["analyse", "f5", "--exact", "61"], Usage("--exact")),
        (
            &["analyse", "f5", "--depth", "3", "--time", "10"],
            Usage("cannot be used with"),
        ),
        (
            &["analyse", "(;GM[Othello]B[F5];)"],
            Run("comes before the board"),
        ),
        (&["explain"], Usage("<GAME>")),
        (&["explain", "f5", "zz"], Run("not a square")),
        (&["explain", "f5", "a1"], Run("not a legal move for White")),
        (
            &["explain", "--board", start, "f5", "d3"],
            Run("give a game or --board"),
        ),
        (
            &["explain", "--survey", "5"],
            Usage("needs a number from 10"),
        ),
        (
            &["explain", "f5", "d6", "--fit"],
            Usage("cannot be used with"),
        ),
        (&["puzzles"], Usage("--out")),
        (&["puzzles", "--out", "x", "--games", "0"], Usage("--games")),
        (&["diagram", "f5d6"], Usage("--out")),
        (&["diagram", "--out", "x.png"], Usage("--board")),
        (
            &["diagram", "--out", "x.png", "f5zz"],
            Run("cannot read \"zz\""),
        ),
        (
            &["diagram", "--out", "/nonexistent/folder/x.png", "f5d6"],
            Run("cannot write"),
        ),
        (&["convert", "f5d6"], Usage("--to")),
        (
            &["convert", "--to", "pgn", "f5d6"],
            Usage("invalid value 'pgn'"),
        ),
        (&["convert", "--to", "obf", "XXXX O"], Run("cannot read")),
        (
            &[
                "arena",
                "--engine",
                "a",
                "--engine",
                "b",
                "--openings",
                "/nonexistent",
            ],
            Run("cannot read"),
        ),
        (&["book"], Usage("Usage: reversi-engine book <COMMAND>")),
        (&["book", "info"], Usage("<PATH>")),
        (&["yardstick", "measure"], Usage("<FILE.obf>")),
        (&["selfplay", "--out", "x"], Usage("--chunks")),
        (&["labels", "--empties", "20"], Usage("<GAMES>")),
        (&["games"], Usage("<FILE>")),
    ];
    for (args, refusal) in cases {
        let line = std::iter::once("reversi-engine").chain(args.iter().copied());
        match (reversi_tools::parse(line), refusal) {
            (Err(error), Usage(expected)) => {
                let message = error.to_string();
                assert!(message.contains(expected), "{args:?}: {message}");
            }
            (Ok(cli), Run("")) => {
                assert_eq!(cli.run(), Ok(()), "{args:?}");
            }
            (Ok(cli), Run(expected)) => {
                let message = cli.run().expect_err("a refusal");
                assert!(message.contains(expected), "{args:?}: {message}");
            }
            (Err(error), Run(_)) => panic!("{args:?} did not parse: {error}"),
            (Ok(_), Usage(_)) => panic!("{args:?} parsed"),
        }
    }
    // A player nested 10,000 deep is refused, not a stack overflow.
    let deep = format!("{}greedy", "hand:".repeat(10_000));
    assert!(error_line(&["match", "random", &deep]).contains("unknown player"));
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_text_are_errors_not_panics() {
    use std::os::unix::ffi::OsStrExt;
    let output = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .arg("replay")
        .arg(std::ffi::OsStr::from_bytes(b"f5\xff"))
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("invalid UTF-8"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn bestmove_with_a_time_bounds_the_levels_search() {
    let midgame = "--------*---*---**O*-OO-*****OO-***OOOOO**OOO------------------- X";
    let depth = |level: &str, millis: &str| -> (u32, String) {
        let output = run(&[
            "bestmove", "--board", midgame, "--level", level, "--time", millis,
        ]);
        let stdout = String::from_utf8_lossy(&output.stdout).to_string();
        assert!(output.status.success(), "{stdout}");
        let depth = stdout
            .split_whitespace()
            .skip_while(|word| *word != "depth")
            .nth(1)
            .and_then(|depth| depth.parse().ok())
            .unwrap_or_else(|| panic!("no depth in {stdout}"));
        (depth, stdout)
    };
    // The level's own depth still holds when the time would allow more...
    let (five, stdout) = depth("5", "2000");
    assert_eq!(five, 5, "{stdout}");
    // ...and level 10, which alone would search to the end (60 plies), stops
    // its iterations at the bound, as `nboard --level 10 --time` does.
    let (ten, stdout) = depth("10", "200");
    assert!((6..30).contains(&ten), "{stdout}");
    assert!(stdout.contains("(estimate)"), "{stdout}");
}

#[cfg(unix)]
#[test]
fn a_weight_file_path_that_is_not_unicode_is_used() {
    use std::os::unix::ffi::OsStrExt;
    let dir = std::env::temp_dir().join(format!("reversi-weights-os-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(std::ffi::OsStr::from_bytes(b"w\xffeights.bin"));
    std::fs::write(&path, b"not a weight file at all").unwrap();
    let start = "---------------------------OX------XO--------------------------- X";
    let output = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
        .args(["bestmove", "--board", start, "--depth", "2"])
        .env("REVERSI_WEIGHTS", &path)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    // The file was read (and refused for what it holds), not skipped.
    assert!(output.status.success(), "{stderr}");
    assert!(stderr.contains("not a Reversi weight file"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
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
    // Each engine's thinking time over the game, then by stage, every stage there.
    assert!(
        stdout.lines().any(|l| l.starts_with("A: ")
            && l.contains("s per move (longest")
            && l.contains("; B: ")),
        "{stdout}"
    );
    for name in ["A", "B"] {
        let line = stdout
            .lines()
            .find(|l| l.starts_with(&format!("{name}: s per move by empties")))
            .unwrap_or_else(|| panic!("no stages for {name}: {stdout}"));
        let stages: Vec<&str> = line.split(", ").collect();
        assert_eq!(stages.len(), 5, "{line}");
        assert!(
            line.contains(" 60-49 ") && line.contains(", 12-1 "),
            "{line}"
        );
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

/// Random and damaged command lines: each ends with its output or an error
/// and exit 2, never a panic. Commands still working after two seconds
/// (a damaged number can ask for a long search) are stopped and pass.
#[test]
fn random_command_lines_never_panic() {
    use reversi_testkit::Fuzzer;
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    let start = "---------------------------OX------XO--------------------------- X";
    let samples: Vec<Vec<&str>> = vec![
        vec!["perft", "3"],
        vec!["perft", "--board", start, "2"],
        vec!["replay", "f5d6c3"],
        vec!["explain", "f5d6", "c3", "--depth", "4"],
        vec!["bestmove", "--board", start, "--depth", "2"],
        vec![
            "bestmove",
            "--board",
            start,
            "--level",
            "1",
            "--selectivity",
            "1.5",
        ],
        vec![
            "match", "level:1", "random", "--games", "2", "--plies", "50",
        ],
        vec!["openings", "--count", "1", "--depth", "1"],
        vec!["solve", "/nonexistent.obf"],
        vec!["help"],
        vec!["--version"],
    ];
    let mut fuzzer = Fuzzer::new(6);
    // Ran: ended well, or still running when stopped (a long search).
    let (mut ran, mut refused) = (0, 0);
    for round in 0..150 {
        let sample = fuzzer.pick(&samples).clone();
        let joined = sample.join("\u{1f}");
        // One line in ten as it is, the others damaged; a NUL cannot be
        // passed in an argument at all.
        let mutated = if round % 10 == 0 {
            joined
        } else {
            fuzzer.mutate_text(&joined, &[]).replace('\0', "")
        };
        let args: Vec<&str> = mutated.split('\u{1f}').collect();
        let mut child = Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let started = Instant::now();
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break Some(status);
            }
            if started.elapsed() > Duration::from_secs(2) {
                child.kill().unwrap();
                child.wait().unwrap();
                break None;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        ran += usize::from(status.is_none());
        if let Some(status) = status {
            assert!(
                matches!(status.code(), Some(0 | 2)),
                "{args:?}: {status:?} {stderr}"
            );
            if status.code() == Some(2) {
                refused += 1;
                // A command's own error is one line; clap's names the
                // fault, then the usage.
                assert!(
                    stderr.lines().count() == 1
                        || stderr.starts_with("error: ")
                        || stderr.contains("Usage: reversi-engine"),
                    "{args:?}: {stderr}"
                );
            } else {
                ran += 1;
            }
        }
    }
    // Both outcomes were exercised: damaged lines that still run, and refusals.
    assert!(
        ran >= 10,
        "only {ran} command lines ran ({refused} refused)"
    );
    assert!(
        refused >= 10,
        "only {refused} command lines were refused ({ran} ran)"
    );
}

/// A whole game from a transcript: `analyse` judges every move; where the
/// position is solved (at most E empties), the best score is the solver's
/// and a move that is the best loses nothing; the sums add up.
#[test]
fn analyse_judges_every_move_and_agrees_with_the_solver_at_the_end() {
    // A whole game: each side plays its first legal move, passes when it must.
    let mut game = Game::new();
    while !game.position().is_game_over() {
        let mv = match game.position().legal_moves().iter().next() {
            Some(square) => Move::Place(square),
            None => Move::Pass,
        };
        game.play(mv).unwrap();
    }
    let transcript = game.transcript();
    let transcript = transcript.as_str();
    let output = run(&["analyse", "--depth", "4", "--exact", "12", transcript]);
    assert!(output.status.success(), "{:?}", output);
    let stdout = String::from_utf8(output.stdout).unwrap();
    let mut lines: Vec<&str> = stdout.lines().collect();
    // Every game's first two moves make a named opening (Perpendicular,
    // Parallel or Diagonal, in some orientation).
    let opening = lines.remove(0);
    assert!(opening.starts_with("opening "), "{opening}");
    assert_eq!(lines.len(), game.moves().len() + 1);
    let mut losses = [0, 0];
    for (index, line) in lines[..lines.len() - 1].iter().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words.len(), 8, "{line}");
        assert_eq!(words[0], (index + 1).to_string());
        let played = game.moves()[index];
        assert_eq!(words[1], played.color.to_string(), "{line}");
        let best: i32 = words[4].parse().unwrap();
        let score: i32 = words[5].parse().unwrap();
        let loss: i32 = words[6].parse().unwrap();
        assert_eq!(loss, best - score, "{line}");
        assert!(loss >= 0, "{line}");
        assert_eq!(words[7], reversi_engine::MoveClass::of(loss).id(), "{line}");
        if words[2] == words[3] {
            assert_eq!(loss, 0, "{line}");
        }
        losses[played.color.index()] += loss;
        // Solved where at most 12 squares are empty: the solver's score.
        let position = game.position_at(index).unwrap();
        if position.empty_count() <= 12 {
            let solve = run(&[
                "bestmove",
                "--board",
                &position.to_string(),
                "--depth",
                "60",
            ]);
            let solved = String::from_utf8(solve.stdout).unwrap();
            let exact: i32 = solved.split_whitespace().nth(1).unwrap().parse().unwrap();
            assert_eq!(best, exact, "{line} against {solved}");
        }
    }
    let last = lines.last().unwrap();
    assert!(
        last.starts_with(&format!(
            "black loss {} white loss {} black accuracy ",
            losses[0], losses[1]
        )),
        "{last}"
    );
    let accuracies: Vec<f64> = [8, 11]
        .map(|i| last.split(' ').nth(i).unwrap().parse().unwrap())
        .to_vec();
    assert!(
        accuracies.iter().all(|a| (0.0..=100.0).contains(a)),
        "{last}"
    );
}

/// `analyse --depth D --exact E` judges as the game's analysis does (one
/// move at a time, each afresh): the same reviews as the engine's, with
/// another table size.
#[test]
fn analyse_judges_as_the_games_analysis_with_the_same_limits() {
    use reversi_engine::{Evaluator, ReviewLimits, Searcher, review_ply};
    use std::sync::atomic::AtomicBool;
    // A game of level 8 against itself.
    let transcript = "e6f6d3d6f5c4c6g4g6f4e3c7f3g5d7c5h3d8c3c2b4f7h6e2b3d2b5b6f8g3e7e8c8b7f2h5b1c1a8b8d1e1f1h7a5a7a6g7h2a3h8g8a4b2h4g1h1g2a2a1";
    let game = Game::from_transcript(transcript).unwrap();
    let output = run(&["analyse", "--depth", "6", "--exact", "12", transcript]);
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    // e6f6d3d6: the Semi-Wing Variation (f5f6c4f4 in another orientation),
    // then off the named lines.
    assert_eq!(stdout.lines().next(), Some("opening Semi-Wing Variation"));
    let limits = ReviewLimits::depth(6, 12);
    let mut searcher = Searcher::new(2, 3).with_evaluator(Evaluator::trained().unwrap());
    let never = AtomicBool::new(false);
    // Moves judged out of order, as no command would: the same each time.
    for ply in (1..=game.moves().len()).rev() {
        let review = review_ply(&mut searcher, &game, ply, &limits, &never).unwrap();
        let line = stdout.lines().nth(ply).unwrap();
        let expected = format!(
            "{} {} {:#} {:#} {:+} {:+} {}",
            review.ply,
            review.color,
            review.played,
            review.best,
            review.best_score,
            review.played_score,
            review.loss()
        );
        assert!(line.starts_with(&expected), "{line} against {expected}");
    }
}

/// `explain` on a position chosen by hand: White's b2 next to the empty a1
/// lets Black take it, and says so in its first reason, with the square.
#[test]
fn explain_prints_the_corner_given_away() {
    let game = "c4c5e6e3c3f5d6c7b5e7e8b6g6b4d7f4f6d3b3f7d8";
    let output = run(&["explain", game, "b2", "--depth", "8"]);
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    let words = |line: &str| {
        line.split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let played = words(lines[0]);
    assert_eq!(played[..2], ["move", "b2"], "{stdout}");
    let alternative = words(lines[1]);
    assert_eq!(alternative[0], "alternative", "{stdout}");
    let (score, best): (i32, i32) = (played[2].parse().unwrap(), alternative[2].parse().unwrap());
    assert!(score < best, "{stdout}");
    let reason = words(lines[2]);
    assert_eq!(
        reason[..5],
        ["reason", "gives-corner", "worse", "1", "0"],
        "{stdout}"
    );
    assert!(reason[5].parse::<f32>().unwrap() < 0.0, "{stdout}");
    assert_eq!(reason[6], "a1", "{stdout}");
    // The best move explained against the second best: better reasons.
    let best = run(&["explain", game, &alternative[1], "--depth", "8"]);
    let stdout = String::from_utf8(best.stdout).unwrap();
    assert!(
        stdout.lines().skip(2).all(|l| l.contains(" better ")),
        "{stdout}"
    );
}

/// The three formats, each converted to the others and back.
#[test]
fn convert_round_trips_transcripts_boards_and_ggf() {
    let transcript = "f5d6c3d3c4f4f6f3e6e7";
    let ggf = last_line(&run(&["convert", "--to", "ggf", transcript]));
    assert!(ggf.starts_with("(;GM[Othello]"), "{ggf}");
    // The Scorpion, named in a comment the GGF reader passes over.
    assert!(ggf.contains("C[opening: Scorpion]"), "{ggf}");
    assert_eq!(
        last_line(&run(&["convert", "--to", "transcript", &ggf])),
        transcript
    );
    let obf = last_line(&run(&["convert", "--to", "obf", transcript]));
    assert_eq!(
        obf,
        Game::from_transcript(transcript)
            .unwrap()
            .position()
            .to_string()
    );
    assert_eq!(last_line(&run(&["convert", "--to", "obf", &ggf])), obf);
    // A board: a game from there with no moves, as GGF, then back.
    let from_board = last_line(&run(&["convert", "--to", "ggf", &obf]));
    assert_eq!(
        last_line(&run(&["convert", "--to", "obf", &from_board])),
        obf
    );
    // Read from a file too.
    let file = std::env::temp_dir().join(format!("convert-{}.ggf", std::process::id()));
    std::fs::write(&file, &ggf).unwrap();
    let read = last_line(&run(&[
        "convert",
        "--to",
        "transcript",
        file.to_str().unwrap(),
    ]));
    std::fs::remove_file(&file).unwrap();
    assert_eq!(read, transcript);
    // Numbered, spaced, with passes written: the same game.
    assert_eq!(
        last_line(&run(&["convert", "--to", "transcript", "1. f5 2. d6 3.c3"])),
        "f5d6c3"
    );
}

/// `solve --threads 2` solves FFO #1–#19 to their annotated scores and moves
/// (the command fails on any other), as one thread does.
#[test]
fn solve_on_two_threads_matches_the_annotations() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/data/fforum-1-19.obf"
    );
    for threads in ["1", "2"] {
        let output = run(&["solve", file, "--threads", threads]);
        assert!(output.status.success(), "{threads} threads: {output:?}");
        assert!(
            last_line(&output).ends_with("19 of 19 match the annotations"),
            "{threads} threads: {}",
            last_line(&output)
        );
    }
}

/// `calibrate --boards` measures the positions of a file, and names the
/// line it cannot read.
#[test]
fn calibrate_reads_positions_from_a_file() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/data/fforum-1-19.obf"
    );
    let output = run(&["calibrate", "--boards", file, "--depth", "4"]);
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8_lossy(&output.stdout);
    // FFO #1–#19 have 14–20 empties: one group of 8 empties holds 10 of
    // them or more, too few groups for the fit.
    assert!(
        last_line(&output).starts_with("fit: none") && last_line(&output).contains("(19 positions"),
        "{text}"
    );
    // One line per depth and group of 8 empties: depths 3 and 4.
    for depth in ["    3 ", "    4 "] {
        assert!(text.lines().any(|l| l.starts_with(depth)), "{text}");
    }

    let bad = std::env::temp_dir().join(format!("calibrate-bad-{}.obf", std::process::id()));
    std::fs::write(
        &bad,
        format!(
            "{}\nnot a board X\n",
            std::fs::read_to_string(file)
                .unwrap()
                .lines()
                .next()
                .unwrap()
        ),
    )
    .unwrap();
    let message = error_line(&["calibrate", "--boards", bad.to_str().unwrap()]);
    std::fs::remove_file(&bad).unwrap();
    assert!(message.contains(":2:"), "{message}");
}

/// `book build` makes a book that `book info` reads and the levels play
/// from; a book file that cannot be used is reported, and the levels play
/// on without one.
#[test]
fn a_book_is_built_read_and_a_bad_one_is_played_without() {
    let folder = std::env::temp_dir().join(format!("reversi-book-test-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join("small.book");
    let path_text = path.to_str().unwrap();
    let built = run(&[
        "book",
        "build",
        "--out",
        path_text,
        "--plies",
        "3",
        "--depth",
        "4",
        "--positions",
        "5",
    ]);
    assert!(built.status.success(), "{built:?}");
    assert!(
        last_line(&built).contains("written to"),
        "{}",
        last_line(&built)
    );
    let info = run(&["book", "info", path_text]);
    assert!(info.status.success(), "{info:?}");
    // The start's four moves are one position: the book's line begins with
    // one of them.
    let line = last_line(&info);
    assert!(
        ["d3", "c4", "f5", "e6"]
            .iter()
            .any(|m| line.starts_with(&format!("book line: {m}"))),
        "{line}"
    );

    let start = "---------------------------OX------XO--------------------------- X";
    let with_book = |book: &str| {
        Command::new(env!("CARGO_BIN_EXE_reversi-engine"))
            .args(["bestmove", "--board", start, "--level", "10"])
            .env("REVERSI_BOOK", book)
            .output()
            .unwrap()
    };
    // From the book: no nodes searched.
    let booked = with_book(path_text);
    assert!(booked.status.success());
    let stdout = String::from_utf8_lossy(&booked.stdout);
    assert!(stdout.contains("nodes 0 "), "{stdout}");

    // A damaged book: one clear line, and the search plays without it.
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x55;
    let damaged = folder.join("damaged.book");
    std::fs::write(&damaged, &bytes).unwrap();
    let output = with_book(damaged.to_str().unwrap());
    assert!(output.status.success(), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("checksum mismatch") && stderr.contains("playing without a book"),
        "{stderr}"
    );
    assert!(!String::from_utf8_lossy(&output.stdout).contains("nodes 0 "));
    assert!(error_line(&["book", "info", damaged.to_str().unwrap()]).contains("checksum mismatch"));
    let usage = |args: &[&str]| {
        let line = std::iter::once("reversi-engine").chain(args.iter().copied());
        reversi_tools::parse(line)
            .err()
            .expect("a usage error")
            .to_string()
    };
    assert!(usage(&["book", "build"]).contains("--out <FILE>"));
    assert!(usage(&["book"]).contains("Usage: reversi-engine book <COMMAND>"));
    std::fs::remove_dir_all(&folder).ok();
}

/// A puzzle line checked by the solver: every move solved, the recorded
/// best move best with its score, the second best's score, the margin.
fn check_puzzle(line: &str) {
    use reversi_engine::{Position, Searcher, score_moves};
    use std::sync::atomic::AtomicBool;
    let (board, rest) = line.split_once(';').unwrap();
    let position = Position::from_obf(board.trim()).unwrap();
    let words: Vec<&str> = rest.split_whitespace().collect();
    assert_eq!(
        (words[0], words[2], words[4], words[6]),
        ("best", "score", "second", "depth"),
        "{line}"
    );
    let score: i32 = words[3].parse().unwrap();
    let second: i32 = words[5].parse().unwrap();
    let mut searcher = Searcher::new(16, 1);
    let solved = score_moves(&mut searcher, &position, 1, 64, &AtomicBool::new(false)).unwrap();
    assert_eq!(solved[0].square.to_string(), words[1], "{line}: {solved:?}");
    assert_eq!(
        (solved[0].score, solved[1].score),
        (score, second),
        "{line}"
    );
    assert!(
        score - second >= 4 || (score > 0 && second <= 0),
        "{line}: no clear margin"
    );
    assert!((10..=20).contains(&position.empty_count()), "{line}");
}

/// `puzzles` builds the same set from the same seed, every puzzle proven
/// by the solver.
#[test]
fn puzzles_are_reproducible_and_proven() {
    let dir = std::env::temp_dir().join(format!("reversi-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
    for out in [&a, &b] {
        let output = run(&[
            "puzzles",
            "--out",
            out.to_str().unwrap(),
            "--games",
            "3",
            "--depth",
            "4",
            "--seed",
            "5",
        ]);
        assert!(output.status.success(), "{output:?}");
    }
    let text = std::fs::read_to_string(&a).unwrap();
    assert_eq!(text, std::fs::read_to_string(&b).unwrap());
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(!lines.is_empty(), "no puzzle in 3 games: {text}");
    for line in lines {
        check_puzzle(line);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The puzzles the game ships: a sample re-checked by the solver (every
/// tenth, each of them proven again).
#[test]
fn the_shipped_puzzles_are_proven() {
    let text = include_str!("../../engine/data/puzzles.txt");
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(lines.len() >= 100, "only {} puzzles", lines.len());
    for line in lines.iter().step_by(10) {
        check_puzzle(line);
    }
}

/// `diagram` writes a PNG of the game's position (or a board's), numbered
/// or plain, in colour or black and white: each a picture of its own.
#[test]
fn diagram_writes_the_position_as_a_png() {
    let folder = std::env::temp_dir().join(format!("reversi-diagram-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let file = |name: &str| folder.join(name).to_string_lossy().into_owned();
    let mut pictures = Vec::new();
    for (name, extra) in [
        ("plain.png", &[][..]),
        ("numbers.png", &["--numbers"][..]),
        ("mono.png", &["--mono", "--legal"][..]),
    ] {
        let out = file(name);
        let mut args = vec!["diagram", "--out", &out, "f5d6c3d3c4"];
        args.extend(extra);
        let said = last_line(&run(&args));
        assert!(said.starts_with(&out) && said.ends_with("pixels"), "{said}");
        let bytes = std::fs::read(&out).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
        assert!(!std::path::Path::new(&format!("{out}.part")).exists());
        pictures.push(bytes);
    }
    assert!(pictures[0] != pictures[1] && pictures[1] != pictures[2]);
    let board = file("board.png");
    let start = "---------------------------OX------XO--------------------------- X";
    last_line(&run(&["diagram", "--out", &board, "--board", start]));
    assert!(std::fs::read(&board).unwrap().len() > 1000);
    std::fs::remove_dir_all(&folder).unwrap();
}

/// `games` reads strong games and counts their positions; `yardstick build`
/// solves positions of 20–24 empties from them, resumes after a line cut
/// short, and `yardstick measure` compares searches with them.
#[test]
fn games_are_read_and_a_yardstick_built_resumed_and_measured() {
    // Ten whole games of moves picked by a small generator.
    let mut state = 5u64;
    let mut file = String::new();
    for _ in 0..10 {
        let mut game = Game::new();
        while !game.position().is_game_over() {
            if game.pass_if_forced() {
                continue;
            }
            let moves: Vec<_> = game.position().legal_moves().iter().collect();
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            game.play(Move::Place(moves[(state >> 33) as usize % moves.len()]))
                .unwrap();
        }
        file += &(game.to_ggf() + "\n");
    }
    let dir = std::env::temp_dir().join(format!("yardstick-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let games = dir.join("games.ggf");
    std::fs::write(&games, format!("{file}(;GM[Othello]BO[8 x *];)\n")).unwrap();
    let games = games.to_str().unwrap();

    let output = run(&["games", games]);
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains(": 10 games, 1 skipped"), "{text}");
    assert!(
        last_line(&output).starts_with("total: 10 games, "),
        "{text}"
    );

    let out = dir.join("yardstick.obf");
    let out = out.to_str().unwrap();
    let build = [
        "yardstick",
        "build",
        "--out",
        out,
        "--count",
        "5",
        "--seed",
        "2",
    ];
    let output = run(&[&build[..], &["--threads", "1", games]].concat());
    assert!(output.status.success(), "{output:?}");
    let whole = std::fs::read_to_string(out).unwrap();
    assert_eq!(whole.lines().count(), 5, "{whole}");
    // Each score is the solver's.
    let solved = run(&["solve", out]);
    let solved = String::from_utf8_lossy(&solved.stdout);
    for (line, solver) in whole.lines().zip(solved.lines()) {
        let noted = line.rsplit(':').next().unwrap();
        let score = solver.split_whitespace().nth(2).unwrap();
        assert_eq!(noted, score, "{line} / {solver}");
    }
    // Cut in the third line: run again, the same file.
    let cut = whole.lines().take(2).collect::<Vec<_>>().join("\n") + "\n--XX";
    std::fs::write(out, cut).unwrap();
    let output = run(&[&build[..], &["--threads", "2", games]].concat());
    assert!(output.status.success(), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stdout).contains("2 already solved"));
    assert_eq!(std::fs::read_to_string(out).unwrap(), whole);
    // Other positions in the file: not resumed.
    let other = [
        "yardstick",
        "build",
        "--out",
        out,
        "--count",
        "5",
        "--seed",
        "3",
        games,
    ];
    assert!(error_line(&other).contains("not resumed"));

    let output = run(&["yardstick", "measure", out, "--depths", "1,2"]);
    assert!(output.status.success(), "{output:?}");
    assert!(last_line(&output).starts_with("depth  2: "), "{output:?}");
    assert!(last_line(&output).contains(" of 5 ("), "{output:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn selfplay_writes_chunks_resumes_and_trains() {
    let dir = std::env::temp_dir().join(format!("selfplay-{}", std::process::id()));
    let out = dir.join("data");
    let work = dir.join("work");
    let play = |chunks: &str, threads: &str, depth: &str| {
        let args = [
            "selfplay",
            "--out",
            out.to_str().unwrap(),
            "--work",
            work.to_str().unwrap(),
            "--chunks",
            chunks,
            "--chunk-games",
            "130",
            "--depth",
            depth,
            "--exact",
            "6",
            "--seed",
            "4",
            "--threads",
            threads,
        ];
        let output = run(&args);
        assert!(output.status.success(), "{output:?}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    play("2", "2", "2");
    let first = out.join("chunk-0000.rvg.gz");
    let second = out.join("chunk-0001.rvg.gz");
    let whole = (
        std::fs::read(&first).unwrap(),
        std::fs::read(&second).unwrap(),
    );
    // About a byte a move, gzipped, and the work files gone.
    assert!(whole.1.len() < 130 * 60, "{} bytes", whole.1.len());
    assert_eq!(std::fs::read_dir(&work).unwrap().count(), 0);
    // Every game is whole, and the openings vary.
    let output = run(&["games", first.to_str().unwrap(), second.to_str().unwrap()]);
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("chunk-0000.rvg.gz: 130 games, 0 skipped"),
        "{text}"
    );
    assert!(
        text.contains("chunk-0001.rvg.gz: 130 games, 0 skipped"),
        "{text}"
    );
    let manifest = std::fs::read_to_string(out.join("manifest.txt")).unwrap();
    assert!(
        manifest.contains("chunk-0001.rvg.gz 130 ")
            && manifest.contains("--chunk-games 130: chunk 1, games 131 to 260")
            && manifest.contains("# total: 260 games, "),
        "{manifest}"
    );

    // The second chunk cut short: played again, on one thread, the same;
    // the first kept, even by a run of other settings.
    std::fs::write(&second, &whole.1[..whole.1.len() / 2]).unwrap();
    let text = play("3", "1", "2");
    assert!(
        text.contains("chunk-0001.rvg.gz: cut short or damaged"),
        "{text}"
    );
    assert!(text.contains("1 kept from before, 2 played"), "{text}");
    assert_eq!(std::fs::read(&second).unwrap(), whole.1);
    let text = play("3", "1", "3");
    assert!(text.contains("3 kept from before, 0 played"), "{text}");
    assert_eq!(std::fs::read(&first).unwrap(), whole.0);

    // A run cut off mid-chunk keeps the work files that are whole.
    std::fs::create_dir_all(work.join("chunk-0003")).unwrap();
    let header = "# reversi-engine selfplay --seed 4 --depth 2 --exact 6 --spread 2 --chunk-games 130: chunk 3, games 391 to 520: from game 391";
    // A whole game: each side's first legal move to the end.
    let mut game = Game::new();
    while !game.position().is_game_over() {
        if !game.pass_if_forced() {
            let square = game.position().legal_moves().iter().next().unwrap();
            game.play(Move::Place(square)).unwrap();
        }
    }
    let body = format!("{header}\n12 {}", game.transcript());
    let sum = fnv1a(body.as_bytes());
    std::fs::write(
        work.join("chunk-0003/games-0000.txt"),
        format!("{body}\n# fnv1a {sum:016x}\n"),
    )
    .unwrap();
    let kept = play("4", "2", "2");
    let output = run(&["games", out.join("chunk-0003.rvg.gz").to_str().unwrap()]);
    let text = String::from_utf8_lossy(&output.stdout);
    // The kept file's one game and the 30 others of the chunk.
    assert!(
        text.contains("chunk-0003.rvg.gz: 31 games"),
        "{kept}\n{text}"
    );

    // Training reads them as strong games, leaving the random openings out.
    let weights = dir.join("w.bin");
    let output = run(&[
        "train",
        "--out",
        weights.to_str().unwrap(),
        "--games",
        "20",
        "--epochs",
        "20",
        "--exact",
        "8",
        "--strong-from",
        "30",
        second.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(
        text.contains("chunk-0001.rvg.gz: 130 games, 0 skipped"),
        "{text}"
    );
    let line = text.lines().find(|l| l.starts_with("stage 10 ")).unwrap();
    assert!(!line.contains("(0 from strong games"), "{line}");
    let line = text.lines().find(|l| l.starts_with("stage  5 ")).unwrap();
    assert!(
        line.contains("(0 from strong games"),
        "below --strong-from: {line}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// FNV-1a, 64 bits, as the tools check their files.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ byte as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn the_command_line_reference_quotes_the_help_as_printed() {
    let program = std::path::Path::new(env!("CARGO_BIN_EXE_reversi-engine"));
    reversi_testkit::assert_help_quoted("docs/cli.md", program, &["--help"]);
    for command in reversi_tools::commands() {
        let mut args: Vec<&str> = command.split(' ').collect();
        args.push("--help");
        reversi_testkit::assert_help_quoted("docs/cli.md", program, &args);
    }
}

#[test]
fn labels_are_exact_where_self_play_solved_and_off_where_it_searched() {
    let dir = std::env::temp_dir().join(format!("labels-{}", std::process::id()));
    let out = dir.to_str().unwrap();
    let output = run(&[
        "selfplay",
        "--out",
        out,
        "--chunks",
        "1",
        "--chunk-games",
        "60",
        "--depth",
        "2",
        "--exact",
        "12",
        "--threads",
        "2",
    ]);
    assert!(output.status.success(), "{output:?}");
    let chunk = dir.join("chunk-0000.rvg.gz");
    let chunk = chunk.to_str().unwrap();
    let labels = |empties: &str| {
        let output = run(&["labels", "--empties", empties, "--count", "40", chunk]);
        assert!(output.status.success(), "{output:?}");
        last_line(&output)
    };
    // Solved from 12 empties: the games' scores are perfect play's there.
    let solved = labels("12");
    assert!(solved.starts_with("40 positions of 12 empties"), "{solved}");
    assert!(
        solved.contains("are 0.00 discs from perfect play's")
            && solved.contains("another result in 0.0 %"),
        "{solved}"
    );
    // A 2-ply search before that errs.
    let searched = labels("20");
    assert!(!searched.contains("are 0.00 discs"), "{searched}");
    std::fs::remove_dir_all(&dir).unwrap();
}

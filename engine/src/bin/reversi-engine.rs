//! `reversi-engine`: the engine on the command line, for people and scripts.
//! Every error is one line on stderr and exit status 2.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use reversi_engine::{
    Color, Evaluator, Game, Level, Limits, Move, Position, ScoreKind, Searcher, nboard, perft,
};

const USAGE: &str = "\
usage: reversi-engine <command> [arguments]

commands:
  perft [--board \"<OBF>\"] DEPTH   count the leaves DEPTH plies deep (last line: the count)
  replay TRANSCRIPT               play moves like f5d6c3 from the start and print the result
                                  (last line: black B white W empty E)
  solve FILE.obf                  solve each position exactly: `<line> <move> <score> <nodes> <seconds>`,
                                  then a `total` line
  bestmove --board \"<OBF>\" (--level N | --depth D | --time MS) [--selectivity T]
                                  the best move (or pass) on the last line; --selectivity sets
                                  ProbCut's confidence in standard deviations (0: full width)
  match A B [--games N] [--plies P] [--seed S] [--threads T]
                                  play A against B (level:N, depth:D, greedy, random) from
                                  N/2 random P-ply openings, each with colours swapped
  nboard [--level N] [--time MS] [--selectivity T]
                                  speak the NBoard protocol (version 2) on stdin/stdout; with
                                  --level/--time every move is searched so, whatever depth is set
  train --out FILE [--games N] [--seed S] [--threads T] [--exact E] [--depth D] [--epochs N]
        [--selectivity T] [--play-weights FILE] [--play-depth D]
                                  train the pattern weights from self-play (see train.rs); a
                                  second round plays with the first round's weights
  openings [--count N] [--plies P] [--depth D] [--max-score K] [--seed S]
                                  balanced openings: random P-ply starts whose depth-D score is
                                  within K discs, one transcript per line
  calibrate [--positions N] [--depth D] [--seed S] [--threads T]
                                  measure how far shallow searches' scores lie from deep ones
                                  (ProbCut's margins, see search/probcut.rs)
  arena --engine CMD --engine CMD --openings FILE [--games N] [--depth D]
                                  a match between two NBoard engine programs, colours swapped
  help                            this text
  --version                       the version

The AI evaluates with the trained weights in assets/eval/weights.bin (found
beside the program or in the source tree) or in the file REVERSI_WEIGHTS names;
REVERSI_WEIGHTS=hand selects the hand-written evaluation.";

/// A failed command: the message for stderr.
type CliResult = Result<(), String>;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("reversi-engine: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> CliResult {
    let Some((command, rest)) = args.split_first() else {
        return Err(format!("no command given\n{USAGE}"));
    };
    match command.as_str() {
        "perft" => cmd_perft(rest),
        "replay" => cmd_replay(rest),
        "solve" => cmd_solve(rest),
        "bestmove" => cmd_bestmove(rest),
        "nboard" => cmd_nboard(rest),
        "match" => cmd_match(rest),
        "train" => cmd_train(rest),
        "openings" => cmd_openings(rest),
        "arena" => cmd_arena(rest),
        "calibrate" => cmd_calibrate(rest),
        "help" | "--help" | "-h" => print(USAGE),
        "--version" | "-V" => print(&format!("reversi-engine {}", reversi_engine::VERSION)),
        other => Err(format!(
            "unknown command {other:?} (try `reversi-engine help`)"
        )),
    }
}

/// Writes `text` and a newline to stdout; a closed pipe is an error, not a panic.
fn print(text: &str) -> CliResult {
    writeln!(std::io::stdout().lock(), "{text}").map_err(|e| format!("cannot write output: {e}"))
}

/// Splits `--board VALUE` out of `args`, returning the position and the rest.
fn take_board(args: &[String]) -> Result<(Position, Vec<String>), String> {
    let mut position = Position::start();
    let mut rest = Vec::new();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if arg == "--board" {
            let text = iter.next().ok_or("--board needs a board string")?;
            position = Position::from_obf(text).map_err(|e| format!("--board: {e}"))?;
        } else if let Some(text) = arg.strip_prefix("--board=") {
            position = Position::from_obf(text).map_err(|e| format!("--board: {e}"))?;
        } else {
            rest.push(arg.clone());
        }
    }
    Ok((position, rest))
}

fn cmd_perft(args: &[String]) -> CliResult {
    let (position, rest) = take_board(args)?;
    let [depth] = rest.as_slice() else {
        return Err("usage: reversi-engine perft [--board \"<OBF>\"] DEPTH".into());
    };
    let depth: u32 = depth
        .parse()
        .ok()
        .filter(|d| *d <= 60)
        .ok_or_else(|| format!("perft depth must be a number from 0 to 60, not {depth:?}"))?;
    let started = Instant::now();
    let leaves = perft(position.board(), depth);
    let seconds = started.elapsed().as_secs_f64();
    print(&format!(
        "perft {depth}: {leaves} leaves in {seconds:.3} s ({:.1} M leaves/s)",
        leaves as f64 / seconds.max(1e-9) / 1e6
    ))?;
    print(&leaves.to_string())
}

fn cmd_replay(args: &[String]) -> CliResult {
    if args.is_empty() {
        return Err("usage: reversi-engine replay TRANSCRIPT (e.g. f5d6c3d3c4)".into());
    }
    let game = Game::from_transcript(&args.join(" ")).map_err(|e| e.to_string())?;
    let pos = game.position();
    let status = match pos.outcome() {
        Some(outcome) => match outcome.winner() {
            Some(winner) => format!(
                "game over: {winner} wins by {}",
                outcome.exact_score(winner)
            ),
            None => "game over: draw".to_string(),
        },
        None => format!("{} to move", pos.side_to_move()),
    };
    print(&format!(
        "{pos}\n{}{status}; supplies: black {} white {}",
        pos.diagram(),
        game.supply(Color::Black),
        game.supply(Color::White)
    ))?;
    print(&format!(
        "black {} white {} empty {}",
        pos.count(Color::Black),
        pos.count(Color::White),
        pos.empty_count()
    ))
}

fn cmd_solve(args: &[String]) -> CliResult {
    let [path] = args else {
        return Err("usage: reversi-engine solve FILE.obf".into());
    };
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    // Read every line first, so that a bad line is reported before hours of solving.
    let mut positions = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('%') || trimmed.starts_with('#') {
            continue;
        }
        let position =
            Position::from_obf(trimmed).map_err(|e| format!("{path}:{}: {e}", index + 1))?;
        let expected =
            annotated_scores(trimmed).map_err(|e| format!("{path}:{}: {e}", index + 1))?;
        positions.push((index + 1, position, expected));
    }
    if positions.is_empty() {
        return Err(format!("{path} holds no positions"));
    }
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::new(256, 0).with_evaluator(default_evaluator());
    let (mut total_nodes, mut total_seconds) = (0u64, 0f64);
    let (mut checked, mut wrong) = (0, Vec::new());
    for (line, position, expected) in positions {
        searcher.clear();
        let result = searcher.search(&position, &Limits::solve(), &stop);
        let seconds = result.elapsed.as_secs_f64();
        total_nodes += result.nodes;
        total_seconds += seconds;
        let name = move_name(result.best_move);
        print(&format!(
            "{line} {name} {:+} {} {seconds:.2}",
            result.score, result.nodes
        ))?;
        // Annotated files (FFO style `; A2:+38; C7:+36`) are checked: the
        // score must be the best listed, reached by the move played.
        if let Some(best) = expected.iter().map(|(_, s)| *s).max() {
            checked += 1;
            let move_score = expected.iter().find(|(m, _)| *m == name).map(|(_, s)| *s);
            if result.score != best || move_score != Some(best) {
                wrong.push(line);
            }
        }
    }
    let check = if checked > 0 {
        format!(
            "; {} of {checked} match the annotations",
            checked - wrong.len()
        )
    } else {
        String::new()
    };
    print(&format!(
        "total {total_nodes} nodes {total_seconds:.2} s ({:.1} M nodes/s){check}",
        total_nodes as f64 / total_seconds.max(1e-9) / 1e6
    ))?;
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!("wrong results on lines {wrong:?}"))
    }
}

/// The move scores annotated after `;` on an OBF line, e.g. `; A2:+38; C7:+36`.
fn annotated_scores(line: &str) -> Result<Vec<(String, i32)>, String> {
    let Some((_, notes)) = line.split_once(';') else {
        return Ok(Vec::new());
    };
    let mut scores = Vec::new();
    for note in notes.split(';').map(str::trim).filter(|n| !n.is_empty()) {
        let Some((mv, score)) = note.split_once(':') else {
            continue;
        };
        let score = score
            .trim()
            .parse()
            .map_err(|_| format!("bad score annotation {note:?}"))?;
        scores.push((mv.trim().to_lowercase(), score));
    }
    Ok(scores)
}

fn move_name(mv: Move) -> String {
    match mv {
        Move::Place(sq) => sq.to_string(),
        Move::Pass => "pass".into(),
    }
}

/// `--flag value` pairs, in order; a flag without its value is an error that
/// ends with `usage`.
fn flag_values<'a>(args: &'a [String], usage: &str) -> Result<Vec<(&'a str, &'a str)>, String> {
    let mut pairs = Vec::new();
    let mut iter = args.iter();
    while let Some(flag) = iter.next() {
        let value = iter
            .next()
            .ok_or_else(|| format!("{flag} needs a value\n{usage}"))?;
        pairs.push((flag.as_str(), value.as_str()));
    }
    Ok(pairs)
}

/// `--selectivity T`: ProbCut's confidence, 0 for a full-width search.
fn parse_selectivity(value: &str) -> Result<Option<f32>, String> {
    match value.parse::<f32>() {
        Ok(0.0) => Ok(None),
        Ok(t) if (0.1..=10.0).contains(&t) => Ok(Some(t)),
        _ => Err(format!(
            "--selectivity needs 0 (full width) or a number of standard deviations from 0.1 to 10, not {value:?}"
        )),
    }
}

/// A flag's value as a number.
fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} needs a number, not {value:?}"))
}

fn cmd_bestmove(args: &[String]) -> CliResult {
    const USAGE: &str = "usage: reversi-engine bestmove --board \"<OBF>\" (--level N | --depth D | --time MS) [--selectivity T]";
    let (position, rest) = take_board(args)?;
    let mut limits = None;
    let mut selectivity = None;
    for (flag, value) in flag_values(&rest, USAGE)? {
        if flag == "--selectivity" {
            selectivity = Some(parse_selectivity(value)?);
            continue;
        }
        let number: u64 = number(flag, value)?;
        limits = Some(match flag {
            "--level" => Level::get(number as u32)
                .ok_or_else(|| format!("--level must be 1 to 10, not {number}"))?
                .limits(),
            "--depth" if (1..=60).contains(&number) => Limits::depth(number as u32),
            "--depth" => return Err(format!("--depth must be 1 to 60, not {number}")),
            "--time" if number > 0 => Limits::time(Duration::from_millis(number)),
            "--time" => return Err("--time must be at least 1 ms".into()),
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        });
    }
    let mut limits = limits.ok_or_else(|| USAGE.to_string())?;
    if let Some(selectivity) = selectivity {
        limits.selectivity = selectivity;
    }
    if position.is_game_over() {
        return Err("the game is over: there is no move to make".into());
    }
    let result = Searcher::default()
        .with_evaluator(default_evaluator())
        .search(&position, &limits, &AtomicBool::new(false));
    let kind = match result.kind {
        ScoreKind::Estimate => "estimate",
        ScoreKind::Exact => "exact",
        ScoreKind::WinLossDraw => "win/loss/draw",
    };
    let pv: Vec<String> = result.pv.iter().map(|m| move_name(*m)).collect();
    print(&format!(
        "score {:+} ({kind}) depth {} nodes {} time {:.3} s pv {}",
        result.score,
        result.depth,
        result.nodes,
        result.elapsed.as_secs_f64(),
        pv.join(" ")
    ))?;
    print(&move_name(result.best_move))
}

/// NBoard on stdin/stdout. A reader thread queues the GUI's lines and raises
/// the stop flag, so that a search in progress ends when new input arrives
/// (as the protocol's `ping` requires).
fn cmd_nboard(args: &[String]) -> CliResult {
    use std::io::BufRead;
    use std::sync::Arc;
    use std::sync::atomic::Ordering;
    use std::sync::mpsc;

    let mut limits: Option<Limits> = None;
    let mut time = None;
    let mut selectivity = None;
    for (flag, value) in flag_values(
        args,
        "usage: reversi-engine nboard [--level N] [--time MS] [--selectivity T]",
    )? {
        if flag == "--selectivity" {
            selectivity = Some(parse_selectivity(value)?);
            continue;
        }
        let number: u32 = number(flag, value)?;
        match flag {
            "--level" => {
                let level = Level::get(number)
                    .ok_or_else(|| format!("--level must be 1 to 10, not {number}"))?;
                limits = Some(level.limits());
            }
            "--time" if number > 0 => time = Some(Duration::from_millis(number as u64)),
            other => {
                return Err(format!(
                    "unknown option {other:?} (nboard [--level N] [--time MS])"
                ));
            }
        }
    }
    if let Some(time) = time {
        limits = Some(Limits {
            time: Some(time),
            ..limits.unwrap_or_else(|| Limits::time(time))
        });
    }

    let stop = Arc::new(AtomicBool::new(false));
    let (sender, lines) = mpsc::channel::<String>();
    let reader_stop = Arc::clone(&stop);
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            reader_stop.store(true, Ordering::Relaxed);
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    let mut session = nboard::Session::with(limits, default_evaluator());
    if let Some(selectivity) = selectivity {
        session.set_selectivity(selectivity);
    }
    let stdout = std::io::stdout();
    for line in lines {
        // Only input that arrives during this command's search stops it.
        stop.store(false, Ordering::Relaxed);
        let flow = session
            .handle(&line, &mut stdout.lock(), &stop)
            .map_err(|e| format!("cannot write output: {e}"))?;
        if flow == nboard::Flow::Quit {
            break;
        }
    }
    Ok(())
}

fn cmd_match(args: &[String]) -> CliResult {
    use reversi_engine::matches::{MatchGame, Player, Tally, openings, play_game};
    use std::sync::Mutex;

    const USAGE: &str =
        "usage: reversi-engine match A B [--games N] [--plies P] [--seed S] [--threads T]";
    let mut players = Vec::new();
    let (mut games, mut plies, mut seed, mut threads) = (20usize, 6usize, 1u64, 2usize);
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        let mut number = |name: &str| -> Result<u64, String> {
            let value = iter.next().ok_or_else(|| format!("{name} needs a value"))?;
            value
                .parse()
                .map_err(|_| format!("{name} needs a number, not {value:?}"))
        };
        match arg.as_str() {
            "--games" => games = number("--games")?.clamp(2, 10_000) as usize,
            "--plies" => plies = number("--plies")?.min(20) as usize,
            "--seed" => seed = number("--seed")?,
            "--threads" => threads = number("--threads")?.clamp(1, 64) as usize,
            other if other.starts_with("--") => {
                return Err(format!("unknown option {other:?}\n{USAGE}"));
            }
            other => players.push(Player::parse(other)?),
        }
    }
    let [first, second] = players.as_slice() else {
        return Err(USAGE.into());
    };
    let starts = openings(games.div_ceil(2), plies, seed);
    let evaluator = default_evaluator();
    // Each opening is played twice, the first player taking black, then white.
    let jobs: Vec<(usize, bool)> = (0..starts.len())
        .flat_map(|i| [(i, true), (i, false)])
        .collect();
    let next = Mutex::new(0usize);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let job = {
                        let mut next = next.lock().unwrap_or_else(|e| e.into_inner());
                        let job = jobs.get(*next).copied();
                        *next += 1;
                        job
                    };
                    let Some((index, first_is_black)) = job else {
                        break;
                    };
                    let (black, white) = if first_is_black {
                        (first, second)
                    } else {
                        (second, first)
                    };
                    let game = play_game(
                        &starts[index],
                        black,
                        white,
                        seed ^ index as u64,
                        &evaluator,
                    );
                    results.lock().unwrap_or_else(|e| e.into_inner()).push((
                        index,
                        MatchGame {
                            first_is_black,
                            game,
                        },
                    ));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_by_key(|(index, game)| (*index, !game.first_is_black));
    let mut tally = Tally::default();
    for (index, game) in &results {
        let score = game.first_score();
        tally.add(score);
        let outcome = game.game.outcome().expect("finished");
        print(&format!(
            "game {:>3} opening {:>2} {} black: {} {}-{} ({:+} for A) {}",
            tally.games(),
            index + 1,
            if game.first_is_black { "A" } else { "B" },
            match outcome.winner() {
                Some(Color::Black) => "black wins",
                Some(Color::White) => "white wins",
                None => "draw",
            },
            outcome.black,
            outcome.white,
            score,
            game.game.transcript()
        ))?;
    }
    print(&format!(
        "A = {first}, B = {second}: {} games, A wins {} draws {} losses {}, A scores {:.1}%, average disc difference {:+.1} for A",
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        tally.percentage(),
        tally.average_difference()
    ))
}

/// The evaluation the AI uses: the weights `REVERSI_WEIGHTS` names (`hand`
/// for none), else `assets/eval/weights.bin` beside the program or in the
/// source tree; the hand-written one, with a warning, when they cannot be read.
fn default_evaluator() -> Evaluator {
    const FILE: &str = "assets/eval/weights.bin";
    let path = match std::env::var("REVERSI_WEIGHTS") {
        Ok(value) if value == "hand" => return Evaluator::Hand,
        Ok(value) => PathBuf::from(value),
        Err(_) => {
            let beside_program = std::env::current_exe()
                .ok()
                .and_then(|exe| Some(exe.parent()?.join("weights.bin")));
            let source_tree = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(FILE);
            beside_program
                .filter(|path| path.exists())
                .unwrap_or(source_tree)
        }
    };
    let (evaluator, error) = Evaluator::load(&path);
    if let Some(error) = error {
        eprintln!("reversi-engine: {error}; using the hand-written evaluation");
    }
    evaluator
}

fn cmd_train(args: &[String]) -> CliResult {
    use reversi_engine::train::{TrainOptions, train};
    const USAGE: &str = "usage: reversi-engine train --out FILE [--games N] [--seed S] [--threads T] [--exact E] [--depth D] [--epochs N] [--selectivity T] [--play-weights FILE] [--play-depth D]";
    let mut options = TrainOptions::default();
    let mut out = None;
    for (flag, value) in flag_values(args, USAGE)? {
        match flag {
            "--out" => {
                out = Some(PathBuf::from(value));
                continue;
            }
            "--selectivity" => {
                options.label_selectivity = parse_selectivity(value)?;
                continue;
            }
            "--play-weights" => {
                let weights =
                    reversi_engine::Weights::load(Path::new(value)).map_err(|e| e.to_string())?;
                options.play_evaluator = Evaluator::Patterns(std::sync::Arc::new(weights));
                continue;
            }
            _ => {}
        }
        let number: u64 = number(flag, value)?;
        match flag {
            "--games" => options.games = number.max(1) as usize,
            "--seed" => options.seed = number,
            "--threads" => options.threads = number.clamp(1, 64) as usize,
            "--exact" => options.exact_empties = number.min(24) as u32,
            "--depth" => options.label_depth = number.clamp(4, 12) as u32,
            "--epochs" => options.epochs = number.max(1) as usize,
            "--play-depth" => options.play_depth = number.clamp(1, 8) as u32,
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    let out = out.ok_or_else(|| USAGE.to_string())?;
    print(&format!("training: {options:?}"))?;
    let started = Instant::now();
    let (weights, _) = train(&options, |line| {
        let _ = print(line);
    });
    weights
        .save(&out)
        .map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    print(&format!(
        "wrote {} ({} bytes) in {:.0} s",
        out.display(),
        weights.to_bytes().len(),
        started.elapsed().as_secs_f64()
    ))
}

fn cmd_calibrate(args: &[String]) -> CliResult {
    use reversi_engine::probcut::calibrate;
    use reversi_engine::train::sample_positions;
    const USAGE: &str =
        "usage: reversi-engine calibrate [--positions N] [--depth D] [--seed S] [--threads T]";
    // The defaults are the run that measured the constants in probcut.rs.
    let (mut positions, mut depth, mut seed, mut threads) = (2000usize, 12u32, 1u64, 2usize);
    for (flag, value) in flag_values(args, USAGE)? {
        let number: u64 = number(flag, value)?;
        match flag {
            "--positions" => positions = number.clamp(10, 100_000) as usize,
            "--depth" => depth = number.clamp(3, 20) as u32,
            "--seed" => seed = number,
            "--threads" => threads = number.clamp(1, 64) as usize,
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    let started = Instant::now();
    // Positions the midgame search sees: from 20 empties (where the
    // endgame solver takes over) to the opening.
    let boards = sample_positions(positions, 20..=58, seed);
    let calibration = calibrate(&boards, depth, &default_evaluator(), threads);
    print("depth empties positions sigma")?;
    for (depth, low, n, sigma) in &calibration.groups {
        print(&format!(
            "{depth:5} {low:3}-{:<3} {n:9} {sigma:5.2}",
            low + 7
        ))?;
    }
    let [a, b, c, d] = calibration.fit;
    print(&format!(
        "fit: sigma = {a:.4} + {b:.4} * empties + {c:.4} * shallow depth + {d:.4} * depth ({} positions, {:.0} s)",
        boards.len(),
        started.elapsed().as_secs_f64()
    ))
}

fn cmd_openings(args: &[String]) -> CliResult {
    use reversi_engine::matches::openings;
    use reversi_engine::pattern::transform_bits;
    const USAGE: &str = "usage: reversi-engine openings [--count N] [--plies P] [--depth D] [--max-score K] [--seed S]";
    let (mut count, mut plies, mut depth, mut max_score, mut seed) =
        (50usize, 8usize, 12u32, 2i32, 1u64);
    for (flag, value) in flag_values(args, USAGE)? {
        let number: u64 = number(flag, value)?;
        match flag {
            "--count" => count = number.clamp(1, 1000) as usize,
            "--plies" => plies = number.clamp(1, 30) as usize,
            "--depth" => depth = number.clamp(1, 30) as u32,
            "--max-score" => max_score = number.min(64) as i32,
            "--seed" => seed = number,
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    let mut searcher = Searcher::new(64, 0).with_evaluator(default_evaluator());
    let stop = AtomicBool::new(false);
    let mut found = 0;
    let mut taken = Vec::new();
    // Candidates come from random play; a symmetric twin of an opening
    // already taken is skipped.
    for game in openings(count * 20, plies, seed) {
        if found == count {
            break;
        }
        let position = game.position();
        if position.is_game_over() || game.moves().len() != plies {
            continue;
        }
        let canonical = (0..8)
            .map(|k| {
                (
                    transform_bits(position.black(), k),
                    transform_bits(position.white(), k),
                )
            })
            .min()
            .expect("eight symmetries");
        if taken.contains(&canonical) {
            continue;
        }
        let score = searcher
            .search(position, &Limits::depth(depth), &stop)
            .score;
        if score.abs() <= max_score {
            print(&game.transcript())?;
            taken.push(canonical);
            found += 1;
        }
    }
    if found < count {
        return Err(format!("found only {found} balanced openings"));
    }
    Ok(())
}

fn cmd_arena(args: &[String]) -> CliResult {
    use reversi_engine::arena::{EngineProcess, play};
    use reversi_engine::matches::Tally;
    const USAGE: &str = "usage: reversi-engine arena --engine CMD --engine CMD --openings FILE [--games N] [--depth D]";
    let (mut engines, mut openings_path, mut games, mut depth) = (Vec::new(), None, None, None);
    for (flag, value) in flag_values(args, USAGE)? {
        match flag {
            "--engine" => engines.push(value.to_string()),
            "--openings" => openings_path = Some(value.to_string()),
            "--games" => games = Some(number::<usize>(flag, value)?),
            "--depth" => depth = Some(number::<u32>(flag, value)?),
            other => return Err(format!("unknown option {other:?}\n{USAGE}")),
        }
    }
    let ([first, second], Some(path)) = (engines.as_slice(), openings_path) else {
        return Err(USAGE.into());
    };
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let mut starts = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        starts.push(Game::from_transcript(line).map_err(|e| format!("{path}:{}: {e}", index + 1))?);
    }
    let pairs = games
        .map_or(starts.len(), |g| g.div_ceil(2))
        .min(starts.len());
    if pairs == 0 {
        return Err(format!("{path} holds no openings"));
    }
    let mut a = EngineProcess::start(first, depth)?;
    let mut b = EngineProcess::start(second, depth)?;
    let mut tally = Tally::default();
    let mut thinking = [Duration::ZERO; 2];
    let mut moves = [0u32; 2];
    let mut longest = [Duration::ZERO; 2];
    print(&format!("A = {first}\nB = {second}"))?;
    for (index, opening) in starts.iter().take(pairs).enumerate() {
        for a_is_black in [true, false] {
            let (black, white) = if a_is_black {
                (&mut a, &mut b)
            } else {
                (&mut b, &mut a)
            };
            let (game, times) = play(opening, black, white)?;
            let outcome = game.outcome().expect("played to the end");
            let score = outcome.exact_score(if a_is_black {
                Color::Black
            } else {
                Color::White
            });
            tally.add(score);
            for (side, side_times) in times.iter().enumerate() {
                // side 0 is black: A's when A is black.
                let engine = usize::from((side == 0) != a_is_black);
                thinking[engine] += side_times.iter().sum::<Duration>();
                moves[engine] += side_times.len() as u32;
                longest[engine] =
                    longest[engine].max(side_times.iter().copied().max().unwrap_or_default());
            }
            print(&format!(
                "game {:>3} opening {:>2} {} black: {}-{} ({:+} for A) {}",
                tally.games(),
                index + 1,
                if a_is_black { "A" } else { "B" },
                outcome.black,
                outcome.white,
                score,
                game.transcript()
            ))?;
        }
    }
    let per_move = |e: usize| thinking[e].as_secs_f64() / f64::from(moves[e].max(1));
    print(&format!(
        "A: {:.2} s per move (longest {:.2} s); B: {:.2} s per move (longest {:.2} s)",
        per_move(0),
        longest[0].as_secs_f64(),
        per_move(1),
        longest[1].as_secs_f64()
    ))?;
    print(&format!(
        "{} games: A wins {} draws {} losses {}, A scores {:.1}%, average disc difference {:+.1} for A",
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        tally.percentage(),
        tally.average_difference()
    ))
}

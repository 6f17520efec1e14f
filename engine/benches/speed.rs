//! The engine's speed: perft from the start, FFO #40–#44 solved exactly, and
//! a fixed set of midgame positions searched to a fixed depth as level 10
//! searches (selectively). Each prints its nodes, time and nodes per second.
//! Machines are noisy: compare two builds run side by side, as ratios.
//!
//!     cargo bench -p reversi-engine

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use reversi_engine::{
    Evaluator, Game, Limits, Position, SELECTIVITY, Searcher, TABLE_MEGABYTES, perft,
};

/// The benchmark's sizes, and a quick run's: `cargo test --all-targets`
/// runs this program without `--bench`, to see that it works.
struct Sizes {
    perft_depth: u32,
    ffo: usize,
    midgame: usize,
    midgame_depth: u32,
    stop: bool,
}

const FULL: Sizes = Sizes {
    perft_depth: 11,
    ffo: 5,
    midgame: 10,
    midgame_depth: 18,
    stop: true,
};

const QUICK: Sizes = Sizes {
    perft_depth: 6,
    ffo: 1,
    midgame: 1,
    midgame_depth: 8,
    stop: false,
};

/// The first ten balanced match openings (`tools/data/openings.txt`), each
/// played on for 16 plies by 8-ply searches: 36 empties, the middle game,
/// where a search spends most of a game.
const MIDGAME: [&str; 10] = [
    "c4c3d3c5f6e2b6f5c2b4e3b5a4a3a2c1c6a6b3d6f4f3f2a5",
    "c4c3f5c5b3f6f7e3f4g5f3g3g4h5d6e6h6e7c7c6d3h4e2b4",
    "e6f6c4d6d7c7f5c3c6e3f4g3f3d8g6e7f7g5d3e2h3c2f2g4",
    "d3e3f5e6f6c5e2g5f4g6h6h4d6d2f3e7f7g3h5h7g4c2h2d7",
    "e6f4d3c6e3f5c4e7g5f3c5b4c3d2c1e2c2b5g3d6d1f1e1b3",
    "e6f4f3f6c4c3g6f2d3e3f5b5e2c5d2c1d1d6g3e1g4h3f1g1",
    "c4c3d3c5b2a1b5a5d6e3c6b6a4a3b4a6b3e6f5a2f4f6d7d8",
    "e6f4c3d6f6g6e7d3c4c6c5d7g5h6e2d2b6f5f7c7e8c8e3b5",
    "e6f6c4e3f4g5g4d6f5f3g3c3d3e2d2f2f1e1d1c6h6c5g6h5",
    "f5f4g3f6d3e3d6c3c4b5b4c5e6c6e2f2a6f3d2e1g4d1c2g5",
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sizes = if args.iter().any(|a| a == "--bench") {
        FULL
    } else {
        QUICK
    };
    // A word (`cargo bench -p reversi-engine -- ffo`) runs only the matching part.
    let filter = args.iter().find(|a| !a.starts_with("--"));
    let wanted = |name: &str| filter.is_none_or(|f| name.contains(f.as_str()));
    println!(
        "{:<28} {:>14} {:>10} {:>14}",
        "benchmark", "nodes", "seconds", "nodes/s"
    );
    if wanted("perft") {
        let started = Instant::now();
        let leaves = perft(Position::start().board(), sizes.perft_depth);
        report(
            &format!("perft {}", sizes.perft_depth),
            leaves,
            started.elapsed(),
        );
    }
    if wanted("ffo") {
        let file = include_str!("../tests/data/fforum-40-59.obf");
        let mut total = (0, Duration::ZERO);
        for (number, line) in (40..).zip(file.lines()).take(sizes.ffo) {
            let board = line.split(';').next().unwrap();
            let position = Position::from_obf(board).expect("the FFO file's boards are valid");
            let (nodes, time) = search(&position, &Limits::solve());
            report(&format!("FFO #{number}"), nodes, time);
            total = (total.0 + nodes, total.1 + time);
        }
        report(&format!("FFO #40-#{}", 39 + sizes.ffo), total.0, total.1);
    }
    if wanted("midgame") {
        let limits = Limits {
            selectivity: Some(SELECTIVITY),
            ..Limits::depth(sizes.midgame_depth)
        };
        let mut total = (0, Duration::ZERO);
        for transcript in MIDGAME.iter().take(sizes.midgame) {
            let game =
                Game::from_transcript(transcript).expect("the midgame set's games are legal");
            let (nodes, time) = search(game.position(), &limits);
            total = (total.0 + nodes, total.1 + time);
        }
        let name = format!("midgame x{} depth {}", sizes.midgame, sizes.midgame_depth);
        report(&name, total.0, total.1);
    }
    if sizes.stop && wanted("stop") {
        // How long a search takes to return once its stop flag is raised
        // (a new game or an undo while the AI thinks), in the middle game
        // and in an exact solve (FFO #43), on one thread and on two.
        let endgame = Position::from_obf(
            "--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O",
        )
        .expect("FFO #43 is a valid board");
        let midgame = Limits {
            exact_empties: 0,
            wld_empties: 0,
            ..Limits::depth(60)
        };
        for threads in [1, 2] {
            for (name, position, limits) in [
                ("midgame", Position::start(), &midgame),
                ("solve", endgame, &Limits::solve()),
            ] {
                let latency = stop_latency(position, limits, threads);
                report(&format!("stop, {name}, {threads} thread(s)"), 0, latency);
            }
        }
    }
}

/// Searches `position` for 300 ms, raises the stop flag, and returns how
/// long the search took to return after that.
fn stop_latency(position: Position, limits: &Limits, threads: usize) -> Duration {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let search = scope.spawn(|| {
            let mut searcher = searcher().with_threads(threads);
            searcher.search(&position, limits, &stop);
            Instant::now()
        });
        std::thread::sleep(Duration::from_millis(300));
        let raised = Instant::now();
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        search
            .join()
            .expect("the search ends")
            .duration_since(raised)
    })
}

/// The searcher the game's AI uses: its tables and the trained evaluation.
fn searcher() -> Searcher {
    let evaluator = Evaluator::trained().expect("the built-in weights are whole");
    Searcher::new(TABLE_MEGABYTES, 0).with_evaluator(evaluator)
}

/// One search from an empty table, as a new game's first search.
fn search(position: &Position, limits: &Limits) -> (u64, Duration) {
    let mut searcher = searcher();
    let result = searcher.search(position, limits, &AtomicBool::new(false));
    (result.nodes, result.elapsed)
}

/// One line: the nodes (none for a latency), the seconds, the nodes a second.
fn report(name: &str, nodes: u64, time: Duration) {
    let seconds = time.as_secs_f64();
    if nodes == 0 {
        println!("{name:<28} {:>14} {seconds:>10.4} {:>14}", "-", "-");
    } else {
        let rate = nodes as f64 / seconds.max(1e-9);
        println!("{name:<28} {nodes:>14} {seconds:>10.3} {rate:>14.0}");
    }
}

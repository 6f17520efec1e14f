//! `book build`: the opening book from our own searches; `book info`: what a
//! book file holds.
//!
//! Building grows a tree from the start, one ply at a time: every legal move
//! of a position in the tree is searched, and the moves within `--spread`
//! discs of the best become positions of the tree in turn, up to `--plies`
//! plies or `--positions` positions searched. Symmetric and transposed
//! positions are searched once. Each position's score is then the negamax of
//! its moves' scores, the deeper tree correcting the searches where it can.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use reversi_engine::{
    BOOK_SELECTIVITY, Board, Book, Color, Limits, Position, Searcher, TABLE_MEGABYTES,
};

use crate::cli::{self, CliResult, print};

/// Build the opening book, or say what a book file holds.
#[derive(clap::Args)]
pub struct BookArgs {
    #[command(subcommand)]
    command: BookCommand,
}

#[derive(clap::Subcommand)]
enum BookCommand {
    Build(Build),
    Info(Info),
}

/// Build the opening book from our own searches: every move of each
/// position searched to depth D, those within S discs of the best expanded
/// in turn, up to P plies or N positions.
#[derive(clap::Args)]
struct Build {
    /// The book file to write
    #[arg(long, value_name = "FILE")]
    out: String,
    /// Plies from the start
    #[arg(long, value_name = "P", default_value_t = 10, value_parser = cli::within(1..=30u32))]
    plies: u32,
    /// Each move's search depth
    #[arg(long, value_name = "D", default_value_t = 20, value_parser = cli::within(1..=40u32))]
    depth: u32,
    /// Expand the moves within S discs of the best
    #[arg(long, value_name = "S", default_value_t = 2, value_parser = cli::within(0..=64i32))]
    spread: i32,
    /// Positions to search at most
    #[arg(long, value_name = "N", default_value_t = 2000, value_parser = cli::within(1..=1_000_000usize))]
    positions: usize,
    /// Threads to search on
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
}

/// What a book file holds, and its line from the start.
#[derive(clap::Args)]
struct Info {
    /// The book file
    path: String,
}

pub fn run(args: BookArgs) -> CliResult {
    match args.command {
        BookCommand::Build(build_args) => build(build_args),
        BookCommand::Info(info_args) => info(info_args),
    }
}

/// A position by its canonical bitboards (the book's key).
type Key = (u64, u64);

fn key(board: &Board) -> Key {
    let canonical = Book::canonical(board);
    (canonical.player, canonical.opponent)
}

fn build(args: Build) -> CliResult {
    let out = args.out.as_str();
    let (plies, depth, spread, budget, threads) = (
        args.plies,
        args.depth,
        args.spread,
        args.positions,
        args.threads,
    );
    let limits = Limits {
        selectivity: Some(BOOK_SELECTIVITY),
        ..Limits::depth(depth)
    };
    let mut searcher = Searcher::new(TABLE_MEGABYTES, 0)
        .with_evaluator(cli::evaluator())
        .with_threads(threads);
    let stop = AtomicBool::new(false);
    let started = Instant::now();

    // Each searched position's score for its side to move, and the moves
    // (children) of each position whose moves were all searched.
    let mut scores: HashMap<Key, i32> = HashMap::new();
    let mut children: BTreeMap<(u32, Key), Vec<Key>> = BTreeMap::new();
    let start = Position::start().board();
    let mut level = vec![start];
    let mut searches = 0usize;
    'plies: for ply in 0..plies {
        let mut next: BTreeMap<Key, Board> = BTreeMap::new();
        for board in &level {
            if children.len() >= budget {
                break 'plies;
            }
            let mut scored = Vec::new();
            let mut bits = board.moves();
            while bits != 0 {
                let sq = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let child = board.play(sq, board.flips(sq));
                let child_key = key(&child);
                let score = match scores.get(&child_key) {
                    Some(&score) => score,
                    None => {
                        let position = Position::from_board(child, Color::Black);
                        let score = searcher.search(&position, &limits, &stop).score;
                        searches += 1;
                        scores.insert(child_key, score);
                        score
                    }
                };
                scored.push((child, child_key, -score));
            }
            let Some(best) = scored.iter().map(|s| s.2).max() else {
                continue;
            };
            for &(child, child_key, score) in &scored {
                if score >= best - spread && ply + 1 < plies && child.moves() != 0 {
                    next.insert(child_key, child);
                }
            }
            children.insert((ply, key(board)), scored.iter().map(|s| s.1).collect());
        }
        print(&format!(
            "ply {ply}: {} positions expanded, {searches} searches, {:.0} s",
            children.len(),
            started.elapsed().as_secs_f64()
        ))?;
        level = next.into_values().collect();
    }

    // Negamax from the deepest positions back to the start.
    for ((_, parent), moves) in children.iter().rev() {
        let best = moves
            .iter()
            .map(|child| -scores[child])
            .max()
            .expect("a position with moves");
        scores.insert(*parent, best);
    }
    let boards = scores
        .into_iter()
        .map(|((player, opponent), score)| (Board { player, opponent }, score));
    let book = Book::from_scores(depth, boards);
    let bytes = book.to_bytes();
    std::fs::write(out, &bytes).map_err(|e| format!("cannot write {out}: {e}"))?;
    print(&format!(
        "book: {} positions ({} expanded) from {searches} searches at depth {depth}, {:.0} s; {} bytes written to {out}",
        book.len(),
        children.len(),
        started.elapsed().as_secs_f64(),
        bytes.len()
    ))
}

fn info(args: Info) -> CliResult {
    let path = args.path.as_str();
    let book = cli::read_book(std::path::Path::new(path))?;
    print(&format!(
        "{path}: {} positions scored by searches of depth {}",
        book.len(),
        book.depth()
    ))?;
    // The book's line from the start: its best move at each ply.
    let mut board = Position::start().board();
    let mut line = Vec::new();
    while let Some(moves) = book.moves(&board) {
        let (square, score) = moves[0];
        line.push(format!("{square} ({score:+})"));
        board = board.play(square.index(), board.flips(square.index()));
    }
    print(&format!("book line: {}", line.join(" ")))
}

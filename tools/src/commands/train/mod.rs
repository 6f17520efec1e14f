//! `train`: pattern weights from self-play and the strong games of the
//! files named (see `fit.rs`).

mod fit;

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Instant;

use reversi_engine::Book;

use crate::cli::{self, CliResult, Selectivity, print};
use crate::commands::games::read_and_say;
use crate::strong::distinct_positions;
use fit::{Prior, TrainOptions, train};
pub use fit::{sample_positions, search_in_parallel, searched_labels};

/// Train the pattern weights from self-play and strong games.
///
/// How the shipped weights were made: docs/engine.md. A second round plays with the first round's weights. With GAMES, the
/// positions of strong games (files as `games` reads them) from E empties
/// up are labelled by W x their games' score + (1 - W) x the search, less
/// the positions of --hold-out. --work keeps the labels and fits as they
/// are made, and a run started again goes on.
#[derive(clap::Args)]
pub struct Train {
    /// The weight file to write
    #[arg(long, value_name = "FILE")]
    out: String,
    /// Self-play games
    #[arg(long, value_name = "N", default_value_t = TrainOptions::default().games, value_parser = cli::within(1..=10_000_000usize))]
    games: usize,
    /// The self-play's seed
    #[arg(long, value_name = "S", default_value_t = TrainOptions::default().seed)]
    seed: u64,
    /// Threads to play and fit on
    #[arg(long, value_name = "T", default_value_t = 2, value_parser = cli::within(1..=64usize))]
    threads: usize,
    /// Label exactly with at most E empties
    #[arg(long, value_name = "E", default_value_t = TrainOptions::default().exact_empties, value_parser = cli::within(0..=24u32))]
    exact: u32,
    /// The labels' search depth
    #[arg(long, value_name = "D", default_value_t = TrainOptions::default().label_depth, value_parser = cli::within(4..=12u32))]
    depth: u32,
    /// Passes of the fit over the positions
    #[arg(long, value_name = "N", default_value_t = TrainOptions::default().epochs, value_parser = cli::within(1..=100_000usize))]
    epochs: usize,
    /// The labels' ProbCut confidence in standard deviations (0: full width)
    #[arg(long, value_name = "T", value_parser = cli::selectivity)]
    selectivity: Option<Selectivity>,
    /// Label with the mean of this depth's search and --depth's
    #[arg(long, value_name = "D", value_parser = cli::within(4..=13u32))]
    second_depth: Option<u32>,
    /// Play the self-play games with this weight file
    #[arg(long, value_name = "FILE")]
    play_weights: Option<PathBuf>,
    /// The self-play's search depth
    #[arg(long, value_name = "D", default_value_t = TrainOptions::default().play_depth, value_parser = cli::within(1..=8u32))]
    play_depth: u32,
    /// One self-play move in N at random
    #[arg(long, value_name = "N", default_value_t = TrainOptions::default().random_one_in, value_parser = cli::within(1..=1000u32))]
    random_one_in: u32,
    /// The L2 penalty, in positions
    #[arg(long, value_name = "L", default_value_t = TrainOptions::default().regularisation, value_parser = cli::within(0.0..=100_000.0f32))]
    regularisation: f32,
    /// What the penalty pulls each weight towards
    #[arg(long, value_enum, default_value_t = Prior::Zero)]
    prior: Prior,
    /// The share W of the game's score in a strong game's labels
    #[arg(long, value_name = "W", default_value_t = TrainOptions::default().strong_weight, value_parser = cli::within(0.0..=1.0f32))]
    strong_weight: f32,
    /// W at 24 empties or fewer
    #[arg(long, value_name = "W", value_parser = cli::within(0.0..=1.0f32))]
    late_strong_weight: Option<f32>,
    /// Strong games' positions from E empties up
    #[arg(long, value_name = "E", default_value_t = TrainOptions::default().strong_from, value_parser = cli::within(0..=60u32))]
    strong_from: u32,
    /// Positions never to train on (an OBF file, e.g. the yardstick)
    #[arg(long, value_name = "FILE.obf")]
    hold_out: Option<String>,
    /// Keep the labels and fits here as they are made
    #[arg(long, value_name = "DIR")]
    work: Option<PathBuf>,
    /// Strong games' files
    #[arg(value_name = "GAMES")]
    files: Vec<String>,
}

pub fn run(args: Train) -> CliResult {
    let defaults = TrainOptions::default();
    let mut options = TrainOptions {
        games: args.games,
        seed: args.seed,
        threads: args.threads,
        exact_empties: args.exact,
        label_depth: args.depth,
        epochs: args.epochs,
        play_depth: args.play_depth,
        random_one_in: args.random_one_in,
        regularisation: args.regularisation,
        strong_weight: args.strong_weight,
        strong_from: args.strong_from,
        late_strong_weight: args.late_strong_weight,
        second_label_depth: args.second_depth,
        prior: args.prior,
        work: args.work,
        ..defaults
    };
    if let Some(Selectivity(selectivity)) = args.selectivity {
        options.label_selectivity = selectivity;
    }
    if let Some(path) = &args.play_weights {
        options.play_evaluator = cli::read_weights(path)?;
    }
    let out = args.out.as_str();
    print(&format!("training: {options:?}"))?;
    let started = Instant::now();
    let mut games = Vec::new();
    for file in &args.files {
        games.extend(read_and_say(file)?.games);
    }
    let mut strong = distinct_positions(&games);
    drop(games);
    // The yardstick's positions stay unseen, so that it measures what the
    // weights learnt rather than what they were shown.
    if let Some(path) = &args.hold_out {
        let held: HashSet<(u64, u64)> = cli::obf_positions(path)?
            .iter()
            .map(|(_, position, _)| {
                let key = Book::canonical(&position.board());
                (key.player, key.opponent)
            })
            .collect();
        let before = strong.len();
        strong.retain(|p| {
            let key = Book::canonical(&p.board);
            !held.contains(&(key.player, key.opponent))
        });
        print(&format!(
            "{path}: {} positions held out, {} of them in the strong games",
            held.len(),
            before - strong.len()
        ))?;
    }
    if !strong.is_empty() {
        print(&format!(
            "strong games: {} distinct positions ({:.0} s)",
            strong.len(),
            started.elapsed().as_secs_f64()
        ))?;
    }
    let (weights, _) = train(&options, &strong, |line| {
        let _ = print(line);
    })?;
    let bytes = weights.to_bytes();
    std::fs::write(out, &bytes).map_err(|e| format!("cannot write {out}: {e}"))?;
    print(&format!(
        "wrote {out} ({} bytes) in {:.0} s",
        bytes.len(),
        started.elapsed().as_secs_f64()
    ))
}

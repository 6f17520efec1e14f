//! `train --out FILE [GAMES...]`: pattern weights from self-play and the
//! strong games of the files named (see `train.rs`).

use std::collections::HashSet;
use std::path::Path;
use std::time::Instant;

use reversi_engine::Book;

use crate::cli::{self, Args, CliResult, print};
use crate::commands::games::read_and_say;
use crate::strong::distinct_positions;
use crate::train::{Prior, TrainOptions, train};

const USAGE: &str = "usage: reversi-engine train --out FILE [--games N] [--seed S] [--threads T] [--exact E] [--depth D] [--epochs N] [--selectivity T] [--second-depth D] [--play-weights FILE] [--play-depth D] [--random-one-in N] [--regularisation L] [--prior zero|previous-stage] [--strong-weight W] [--late-strong-weight W] [--strong-from E] [--hold-out FILE.obf] [--work DIR] [GAMES...]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::parse(
        args,
        &[
            "--out",
            "--games",
            "--seed",
            "--threads",
            "--exact",
            "--depth",
            "--epochs",
            "--selectivity",
            "--second-depth",
            "--play-weights",
            "--play-depth",
            "--random-one-in",
            "--regularisation",
            "--prior",
            "--strong-weight",
            "--late-strong-weight",
            "--strong-from",
            "--hold-out",
            "--work",
        ],
        USAGE,
    )?;
    let defaults = TrainOptions::default();
    let mut options = TrainOptions {
        games: args.number("--games", 1..=10_000_000, defaults.games)?,
        seed: args.seed(defaults.seed)?,
        threads: args.threads()?,
        exact_empties: args.number("--exact", 0..=24, defaults.exact_empties)?,
        label_depth: args.number("--depth", 4..=12, defaults.label_depth)?,
        epochs: args.number("--epochs", 1..=100_000, defaults.epochs)?,
        play_depth: args.number("--play-depth", 1..=8, defaults.play_depth)?,
        random_one_in: args.number("--random-one-in", 1..=1000, defaults.random_one_in)?,
        regularisation: args.number(
            "--regularisation",
            0.0..=100_000.0,
            defaults.regularisation,
        )?,
        strong_weight: args.number("--strong-weight", 0.0..=1.0, defaults.strong_weight)?,
        strong_from: args.number("--strong-from", 0..=60, defaults.strong_from)?,
        ..defaults
    };
    if let Some(value) = args.value("--late-strong-weight") {
        options.late_strong_weight = Some(cli::number("--late-strong-weight", value, 0.0..=1.0)?);
    }
    if let Some(value) = args.value("--second-depth") {
        options.second_label_depth = Some(cli::number("--second-depth", value, 4..=13)?);
    }
    if let Some(value) = args.value("--selectivity") {
        options.label_selectivity = cli::selectivity(value)?;
    }
    if let Some(value) = args.value("--prior") {
        options.prior = match value {
            "zero" => Prior::Zero,
            "previous-stage" => Prior::PreviousStage,
            _ => return Err(args.error("--prior is zero or previous-stage")),
        };
    }
    options.work = args.value("--work").map(Into::into);
    if let Some(path) = args.value("--play-weights") {
        options.play_evaluator = cli::read_weights(Path::new(path))?;
    }
    let out = args
        .value("--out")
        .ok_or_else(|| args.error("--out is needed"))?;
    print(&format!("training: {options:?}"))?;
    let started = Instant::now();
    let mut games = Vec::new();
    for file in args.plain() {
        games.extend(read_and_say(file)?.games);
    }
    let mut strong = distinct_positions(&games);
    drop(games);
    // The yardstick's positions stay unseen, so that it measures what the
    // weights learnt rather than what they were shown.
    if let Some(path) = args.value("--hold-out") {
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

//! `train --out FILE`: pattern weights from self-play (see `train.rs`).

use std::path::Path;
use std::time::Instant;

use crate::cli::{self, Args, CliResult, print};
use crate::train::{Prior, TrainOptions, train};

const USAGE: &str = "usage: reversi-engine train --out FILE [--games N] [--seed S] [--threads T] [--exact E] [--depth D] [--epochs N] [--selectivity T] [--second-depth D] [--play-weights FILE] [--play-depth D] [--random-one-in N] [--regularisation L] [--prior zero|previous-stage]";

pub fn run(args: &[String]) -> CliResult {
    let args = Args::options(
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
        ..defaults
    };
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
    if let Some(path) = args.value("--play-weights") {
        options.play_evaluator = cli::read_weights(Path::new(path))?;
    }
    let out = args
        .value("--out")
        .ok_or_else(|| args.error("--out is needed"))?;
    print(&format!("training: {options:?}"))?;
    let started = Instant::now();
    let (weights, _) = train(&options, |line| {
        let _ = print(line);
    });
    let bytes = weights.to_bytes();
    std::fs::write(out, &bytes).map_err(|e| format!("cannot write {out}: {e}"))?;
    print(&format!(
        "wrote {out} ({} bytes) in {:.0} s",
        bytes.len(),
        started.elapsed().as_secs_f64()
    ))
}

//! `reversi-engine`: the engine on the command line, for people and scripts.
//! Every error is one line on stderr and exit status 2.

mod arena;
mod calibrate;
mod chunks;
mod cli;
mod coach;
mod commands;
mod matches;
mod nboard;
mod parallel;
mod puzzles;
mod strong;
mod train;

use std::process::ExitCode;

fn main() -> ExitCode {
    let result =
        cli::utf8_arguments(std::env::args_os().skip(1)).and_then(|args| commands::run(&args));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // One line, whatever the message holds.
            eprintln!("reversi-engine: {}", message.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

//! `reversi-engine`, the engine on the command line, as a library: its
//! commands (one module each, see `commands/`) parse their arguments with
//! clap and run; the binary only calls [`main`]. Tests parse and run
//! commands here, without a process, where they can.

mod chunks;
mod cli;
mod coach;
mod commands;
mod matches;
mod parallel;
mod strong;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{CommandFactory as _, Parser as _};

pub use commands::Cli;

/// Every command's words (`perft`, `book build`, …), in the order `--help`
/// lists them: what the tests walk through.
pub fn commands() -> Vec<String> {
    let mut words = Vec::new();
    for command in Cli::command().get_subcommands() {
        words.push(command.get_name().to_string());
        for sub in command.get_subcommands() {
            words.push(format!("{} {}", command.get_name(), sub.get_name()));
        }
    }
    words
}

/// Reads a command line (the program's name first).
pub fn parse<I, T>(args: I) -> Result<Cli, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    Cli::try_parse_from(args)
}

/// Runs the command line `args` (the program's name first): a usage error
/// prints clap's message with the usage, any other error one line, both
/// with exit status 2.
pub fn main<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match parse(args) {
        Ok(cli) => cli,
        Err(error) => {
            // `--help` and `--version` are "errors" that print to stdout
            // and exit 0.
            let _ = error.print();
            return ExitCode::from(error.exit_code() as u8);
        }
    };
    match cli.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // One line, whatever the message holds.
            eprintln!("reversi-engine: {}", message.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}

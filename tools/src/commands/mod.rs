//! The commands, one module each: its arguments with their help, and its
//! run. A command with more code than that is a folder.

mod analyse;
mod arena;
mod bestmove;
mod book;
mod calibrate;
mod convert;
mod diagram;
mod explain;
mod games;
mod labels;
mod learn;
mod r#match;
mod nboard;
mod openings;
mod perft;
mod puzzles;
mod replay;
mod screen;
mod selfplay;
mod solve;
mod train;
mod yardstick;

use clap::{Parser, Subcommand};

use crate::cli::CliResult;

/// The engine on the command line, for people and scripts: perft, solving,
/// analysis, NBoard, matches, training and calibration.
#[derive(Parser)]
#[command(
    name = "reversi-engine",
    version,
    // Help wrapped at one width everywhere, as docs/cli.md quotes it.
    term_width = 100,
    after_help = ENVIRONMENT,
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// What every command's searches use.
const ENVIRONMENT: &str = "\
The AI evaluates with the trained weights built into the engine, or with the
weight file REVERSI_WEIGHTS names; REVERSI_WEIGHTS=hand selects the
hand-written evaluation. Levels 7-10 play from the opening book built into the
engine, or from the book file REVERSI_BOOK names; REVERSI_BOOK=none plays
without one. Searches use one thread unless --threads says more.";

#[derive(Subcommand)]
enum Command {
    Perft(perft::Perft),
    Replay(replay::Replay),
    Solve(solve::Solve),
    Bestmove(bestmove::Bestmove),
    Match(r#match::Match),
    Nboard(nboard::Nboard),
    Train(train::Train),
    Learn(learn::Learn),
    Openings(openings::Openings),
    Calibrate(calibrate::Calibrate),
    Book(book::BookArgs),
    Arena(arena::Arena),
    Analyse(analyse::Analyse),
    Convert(convert::Convert),
    Diagram(diagram::DiagramArgs),
    Explain(explain::Explain),
    Puzzles(puzzles::Puzzles),
    Selfplay(selfplay::Selfplay),
    Screen(screen::Screen),
    Labels(labels::Labels),
    Games(games::Games),
    Yardstick(yardstick::Yardstick),
}

impl Cli {
    /// Runs the command.
    pub fn run(self) -> CliResult {
        match self.command {
            Command::Perft(args) => perft::run(args),
            Command::Replay(args) => replay::run(args),
            Command::Solve(args) => solve::run(args),
            Command::Bestmove(args) => bestmove::run(args),
            Command::Match(args) => r#match::run(args),
            Command::Nboard(args) => nboard::run(args),
            Command::Train(args) => train::run(args),
            Command::Learn(args) => learn::run(args),
            Command::Openings(args) => openings::run(args),
            Command::Calibrate(args) => calibrate::run(args),
            Command::Book(args) => book::run(args),
            Command::Arena(args) => arena::run(args),
            Command::Analyse(args) => analyse::run(args),
            Command::Convert(args) => convert::run(args),
            Command::Diagram(args) => diagram::run(args),
            Command::Explain(args) => explain::run(args),
            Command::Puzzles(args) => puzzles::run(args),
            Command::Selfplay(args) => selfplay::run(args),
            Command::Screen(args) => screen::run(args),
            Command::Labels(args) => labels::run(args),
            Command::Games(args) => games::run(args),
            Command::Yardstick(args) => yardstick::run(args),
        }
    }
}

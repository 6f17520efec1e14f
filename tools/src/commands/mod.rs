//! The commands, one file each, and the help text that lists them.

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
mod r#match;
mod nboard;
mod openings;
mod perft;
mod puzzles;
mod replay;
mod selfplay;
mod solve;
mod train;
mod yardstick;

use crate::cli::{CliResult, print};

const HELP: &str = "\
usage: reversi-engine <command> [arguments]

commands:
  perft [--board \"<OBF>\"] DEPTH   count the leaves DEPTH plies deep (last line: the count)
  replay TRANSCRIPT               play moves like f5d6c3 from the start and print the result
                                  (last line: black B white W empty E)
  solve FILE.obf [--threads N]    solve each position exactly: `<line> <move> <score> <nodes> <seconds>`,
                                  then a `total` line
  bestmove --board \"<OBF>\" (--level N | --depth D) [--time MS] [--selectivity T] [--threads N]
                                  the best move (or pass) on the last line; --time bounds the
                                  level's or depth's search, or alone searches as deep as it
                                  allows; --selectivity sets ProbCut's confidence in standard
                                  deviations (0: full width)
  match A B [--games N] [--plies P] [--seed S] [--threads T]
                                  play A against B (level:N, depth:D, greedy, random, each
                                  optionally after hand:) from N/2 random P-ply openings,
                                  each with colours swapped
  nboard [--level N] [--time MS] [--game-time MS] [--selectivity T] [--threads N]
                                  speak the NBoard protocol (version 2) on stdin/stdout; with
                                  --level/--time every move is searched so, whatever depth is set;
                                  --game-time: each game's time for all our moves, shared out
                                  by a clock (more just before the solved endgame)
  train --out FILE [--games N] [--seed S] [--threads T] [--exact E] [--depth D] [--epochs N]
        [--selectivity T] [--second-depth D] [--play-weights FILE] [--play-depth D]
        [--random-one-in N] [--regularisation L] [--prior zero|previous-stage]
        [--strong-weight W] [--late-strong-weight W] [--strong-from E] [--hold-out FILE.obf]
        [--work DIR] [GAMES...]
                                  train the pattern weights from self-play (see train.rs); a
                                  second round plays with the first round's weights; with
                                  --second-depth each label is the mean of two searches; L is
                                  the L2 penalty in positions (default 4), pulling each weight
                                  towards zero or the stage trained before (default zero);
                                  with GAMES, the positions of strong games (files as `games`
                                  reads them) from E empties up (default 15), labelled by
                                  W x their games' score + (1 - W) x the search (default 0.5),
                                  at 24 empties or fewer --late-strong-weight's W if given,
                                  less the positions of a yardstick; --work keeps the labels
                                  and fits as they are made, and a run started again goes on
  openings [--count N] [--plies P] [--depth D] [--max-score K] [--seed S] [--selectivity T]
                                  balanced openings: random P-ply starts whose mean score at
                                  depths D and D+1 is within K discs, one transcript per line
  calibrate [--positions N | --boards FILE.obf] [--depth D] [--seed S] [--threads T]
                                  measure how far shallow searches' scores lie from deep ones
                                  (ProbCut's margins, see the engine's probcut.rs), on N
                                  self-play positions or those of FILE
  book build --out FILE [--plies P] [--depth D] [--spread S] [--positions N] [--threads T]
                                  the opening book from our own searches: every move of each
                                  position searched to depth D, those within S discs of the
                                  best expanded in turn, up to P plies or N positions
  book info FILE                  what a book file holds, and its line from the start
  arena --engine CMD --engine CMD --openings FILE [--games N] [--depth D]
                                  a match between two NBoard engine programs, colours swapped
  analyse [--time MS | --depth D] [--exact E] GAME
                                  judge every move of GAME (a transcript, or a GGF or transcript
                                  file): `<ply> <colour> <move> <best move> <best score>
                                  <score of the move> <loss> <class>`, scores in discs from the
                                  mover's side, exact with at most E empties (default 20;
                                  midgame depth 12 by default; --depth 8 --exact 14 judges as
                                  the game's analysis), the class best, good (a disc
                                  lost), inaccuracy (2-3), mistake (4-7) or blunder; last line
                                  `black loss B white loss W black accuracy A white accuracy A`
                                  (0-100, see the engine's grade.rs; `-` without a choice)
  convert --to transcript|obf|ggf INPUT
                                  read a transcript, board or GGF game (or a file holding one)
                                  and write it as asked; obf gives the final position
  diagram --out FILE.png (GAME | --board \"<OBF>\") [--numbers] [--mono] [--legal]
                                  the position as a PNG diagram (the board from above, its
                                  coordinates, the last move ringed); --numbers numbers the discs
                                  by the moves that placed them, --legal dots the legal moves,
                                  --mono draws it in black and white
  explain (GAME | --board \"<OBF>\") MOVE [--depth D] [--exact E]
                                  why MOVE scores as it does against the best move (the best
                                  against the second best): `move` and `alternative` lines
                                  (square, score, exact or estimate), then one line a reason:
                                  `reason <topic> better|worse <value> <alternative's value>
                                  <effect in discs> <squares>`
  explain --survey N [--seed S] [--depth D] [--threads T] [--fit]
                                  how often each move's first reason agrees with the search's
                                  score difference, on N positions of the engine's games;
                                  --fit prints the reasons' weights fitted to them
  puzzles --out FILE [--games N] [--depth D] [--seed S] [--threads T]
                                  the game's puzzles from N games of the engine's (both sides
                                  at depth D from random openings): positions of 10-20 empties
                                  where one move beats all others by 4 discs or is the only
                                  win, proven by the solver; `<board> ; best M score S second S2
                                  depth K`, K the shallowest search that finds it (0: none to 12)
  selfplay --out DIR --chunks N [--chunk-games G] [--work DIR] [--seed S] [--depth D]
           [--exact E] [--spread DISCS] [--threads T]
                                  strong games of our own, for train: openings of 8-30 plies
                                  among moves within DISCS (default 2) of the best, then both
                                  sides at depth D (default 10) selectively, exact from E
                                  (default 18) empties; G games (10,000) a chunk, packed a byte
                                  a move in DIR/chunk-KKKK.rvg.gz with DIR/manifest.txt; a run
                                  keeps whole chunks and resumes a cut one from --work
  labels --empties E [--count N] [--threads T] GAMES...
                                  how far the games' final scores are from perfect play's at E
                                  empties (each game's position there solved): the labels' error
  games FILE...                   strong games (.wtb WTHOR, .gam[.gz] Logistello's, .ggf,
                                  .rvg[.gz] self-play, transcripts) replayed through the
                                  rules: per file the games read and those skipped (why); then
                                  the positions, each once under the board's symmetries, by
                                  empty squares
  yardstick build --out FILE.obf [--count N] [--seed S] [--threads T] GAMES...
                                  N positions of 20-24 empties from the games (distinct under
                                  the symmetries, as many of each), solved: `<OBF> ; MOVE:SCORE`;
                                  written as it goes, and resumed when run again
  yardstick measure FILE.obf [--depths 1,4,8] [--threads T]
                                  each depth's error against the exact scores, raw and after
                                  the best scale, and how often its move is a best one
  help                            this text
  --version                       the version

The AI evaluates with the trained weights built into the engine, or with the
weight file REVERSI_WEIGHTS names; REVERSI_WEIGHTS=hand selects the
hand-written evaluation. Levels 7-10 play from the opening book built into the
engine, or from the book file REVERSI_BOOK names; REVERSI_BOOK=none plays
without one. Searches use one thread unless --threads says more.";

/// Runs the command `args` names.
pub fn run(args: &[String]) -> CliResult {
    let Some((command, rest)) = args.split_first() else {
        return Err("no command given (try `reversi-engine help`)".into());
    };
    match command.as_str() {
        "perft" => perft::run(rest),
        "replay" => replay::run(rest),
        "solve" => solve::run(rest),
        "bestmove" => bestmove::run(rest),
        "nboard" => nboard::run(rest),
        "match" => r#match::run(rest),
        "train" => train::run(rest),
        "openings" => openings::run(rest),
        "arena" => arena::run(rest),
        "calibrate" => calibrate::run(rest),
        "book" => book::run(rest),
        "analyse" | "analyze" => analyse::run(rest),
        "convert" => convert::run(rest),
        "diagram" => diagram::run(rest),
        "explain" => explain::run(rest),
        "games" => games::run(rest),
        "yardstick" => yardstick::run(rest),
        "selfplay" => selfplay::run(rest),
        "labels" => labels::run(rest),
        "puzzles" => puzzles::run(rest),
        "help" | "--help" | "-h" => print(HELP),
        "--version" | "-V" => print(&format!("reversi-engine {}", reversi_engine::VERSION)),
        other => Err(format!(
            "unknown command {other:?} (try `reversi-engine help`)"
        )),
    }
}

//! The NBoard protocol (version 2), so that Othello GUIs and match tools can
//! drive the engine over stdin/stdout.
//!
//! Commands handled: `nboard`, `set depth`, `set game`, `set contempt`
//! (ignored), `move`, `go`, `hint`, `ping`, `learn`, `quit`. Unknown commands
//! are ignored, as the protocol asks; a known command with bad arguments gets
//! a `status error: ...` line and the engine keeps running.

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use reversi_engine::{
    Book, Evaluator, Game, Limits, Move, ParseMoveError, Position, ScoreKind, SearchResult,
    Searcher, TABLE_MEGABYTES, move_time,
};

/// The engine's name as GUIs show it.
pub const ENGINE_NAME: &str = "Reversi";

/// The search limits for NBoard's `set depth N`: midgame depth N, and the
/// endgame solved from a few more empties than that.
pub fn limits_for_depth(depth: u32) -> Limits {
    let exact = (depth + depth / 2 + 4).min(24);
    Limits {
        exact_empties: exact,
        wld_empties: (exact + 2).min(26),
        ..Limits::depth(depth)
    }
}

/// An NBoard session: the game it was told about and the search settings.
pub struct Session {
    game: Game,
    limits: Limits,
    /// Limits that `set depth` does not change (`nboard --level/--time`).
    fixed: bool,
    searcher: Searcher,
    clock: Option<Clock>,
}

/// A game's time for all our moves (`nboard --game-time`), and what each of
/// our moves in the game took.
struct Clock {
    budget: Duration,
    spent: Vec<Spent>,
}

/// One of our moves on the clock.
struct Spent {
    /// The ply and position it was thought about at.
    ply: usize,
    position: Position,
    /// The time the clock gave its search (kept for the tests, which check
    /// the budget's arithmetic), and the time it took.
    #[cfg_attr(not(test), allow(dead_code))]
    given: Duration,
    took: Duration,
}

impl Clock {
    /// Forgets the moves that are no longer in `game`: a new game, or moves
    /// taken back (a move thought about again is timed again).
    fn follow(&mut self, game: &Game) {
        self.spent.retain(|s| {
            s.ply < game.moves().len() && game.position_at(s.ply).as_ref() == Some(&s.position)
        });
    }

    fn left(&self) -> Duration {
        let spent: Duration = self.spent.iter().map(|s| s.took).sum();
        self.budget.saturating_sub(spent)
    }
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

/// What the caller should do after a command.
#[derive(Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

impl Session {
    pub fn new() -> Session {
        Session {
            game: Game::new(),
            limits: limits_for_depth(12),
            fixed: false,
            searcher: Searcher::new(TABLE_MEGABYTES, 0),
            clock: None,
        }
    }

    /// A session that searches with `limits` whatever depth the GUI sets
    /// (for matches at a fixed time per move), with `evaluator`.
    pub fn with(limits: Option<Limits>, evaluator: Evaluator) -> Session {
        let mut session = Session::new();
        session.searcher.set_evaluator(evaluator);
        if let Some(limits) = limits {
            session.limits = limits;
            session.fixed = true;
        }
        session
    }

    /// Gives each game `budget` for all our moves (`nboard --game-time`):
    /// each move's time is planned from what is left ([`move_time`]).
    pub fn set_game_time(&mut self, budget: Duration) {
        self.clock = Some(Clock {
            budget,
            spent: Vec::new(),
        });
    }

    /// Lets every search use up to `threads` threads (`nboard --threads`).
    pub fn set_threads(&mut self, threads: usize) {
        self.searcher.set_threads(threads);
    }

    /// The opening book that level-based limits (levels 7–10) play from.
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.searcher.set_book(book);
    }

    /// Makes every search selective (`nboard --selectivity`), whatever
    /// depth the GUI sets later; `None` searches full width.
    pub fn set_selectivity(&mut self, selectivity: Option<f32>) {
        self.limits.selectivity = selectivity;
    }

    /// Handles one line from the GUI, writing the replies to `out`. `stop`
    /// ends a running search early (the caller sets it when new input arrives).
    pub fn handle(
        &mut self,
        line: &str,
        out: &mut impl Write,
        stop: &AtomicBool,
    ) -> io::Result<Flow> {
        let line = line.trim();
        let (command, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let reply = match command {
            "nboard" => Ok(format!("set myname {ENGINE_NAME}")),
            "set" => self.set(rest),
            "move" => self.play(rest),
            "go" => self.go(out, stop),
            "hint" => self.hint(rest, out, stop),
            "ping" => match rest.parse::<i64>() {
                Ok(n) => Ok(format!("pong {n}")),
                Err(_) => Err(format!("ping needs a number, not {rest:?}")),
            },
            "learn" => Ok("learned".to_string()),
            "quit" => return Ok(Flow::Quit),
            _ => Ok(String::new()),
        };
        match reply {
            Ok(text) if text.is_empty() => {}
            Ok(text) => writeln!(out, "{text}")?,
            Err(message) => writeln!(out, "status error: {message}")?,
        }
        out.flush()?;
        Ok(Flow::Continue)
    }

    fn set(&mut self, args: &str) -> Result<String, String> {
        let (what, value) = args.split_once(char::is_whitespace).unwrap_or((args, ""));
        let value = value.trim();
        match what {
            "depth" => {
                let depth: u32 = value
                    .parse()
                    .ok()
                    .filter(|d| (1..=60).contains(d))
                    .ok_or_else(|| format!("set depth needs 1 to 60, not {value:?}"))?;
                if !self.fixed {
                    self.limits = Limits {
                        selectivity: self.limits.selectivity,
                        ..limits_for_depth(depth)
                    };
                }
                Ok(format!("set myname {ENGINE_NAME}{depth}"))
            }
            "game" => {
                self.game = Game::from_ggf(value).map_err(|e| e.to_string())?;
                if let Some(clock) = &mut self.clock {
                    clock.follow(&self.game);
                }
                Ok(String::new())
            }
            // Contempt and other settings do not change how we play.
            _ => Ok(String::new()),
        }
    }

    /// `move F5/eval/time`: the move is played in the session's game.
    fn play(&mut self, args: &str) -> Result<String, String> {
        let text = args.split('/').next().unwrap_or_default().trim();
        let mv: Move = text.parse().map_err(|e: ParseMoveError| e.to_string())?;
        if let Move::Place(_) = mv {
            self.game.pass_if_forced();
        }
        self.game
            .play(mv)
            .map_err(|e| format!("move {text}: {e}"))?;
        Ok(String::new())
    }

    fn search(&mut self, stop: &AtomicBool) -> SearchResult {
        let position = *self.game.position();
        self.searcher.search(&position, &self.limits, stop)
    }

    /// The search for `go`: on the clock when there is one (a hint's
    /// analysis is not).
    fn search_move(&mut self, stop: &AtomicBool) -> SearchResult {
        let started = Instant::now();
        let Some(clock) = &mut self.clock else {
            return self.search(stop);
        };
        let position = *self.game.position();
        let empties = position.board().empties().count_ones();
        let given = move_time(clock.left(), empties, &self.limits);
        let limits = Limits {
            time: Some(given),
            ..self.limits
        };
        let result = self.searcher.search(&position, &limits, stop);
        let ply = self.game.moves().len();
        clock.spent.retain(|s| s.ply != ply);
        clock.spent.push(Spent {
            ply,
            position,
            given,
            took: started.elapsed(),
        });
        result
    }

    fn go(&mut self, out: &mut impl Write, stop: &AtomicBool) -> Result<String, String> {
        if self.game.position().is_game_over() {
            return Err("the game is over".into());
        }
        status(out, "thinking");
        let result = self.search_move(stop);
        let _ = writeln!(
            out,
            "nodestats {} {:.3}",
            result.nodes,
            result.elapsed.as_secs_f64()
        );
        let line = format!(
            "=== {}/{:.2}/{:.3}",
            move_text(result.best_move),
            result.score as f64,
            result.elapsed.as_secs_f64()
        );
        let _ = writeln!(out, "{line}");
        Ok("status".to_string())
    }

    /// `hint N`: evaluations of up to N moves, best first.
    fn hint(
        &mut self,
        args: &str,
        out: &mut impl Write,
        stop: &AtomicBool,
    ) -> Result<String, String> {
        let wanted: usize = if args.is_empty() {
            1
        } else {
            args.parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| format!("hint needs a positive number, not {args:?}"))?
        };
        let position = *self.game.position();
        if position.is_game_over() {
            return Err("the game is over".into());
        }
        status(out, "analysing");
        let best = self.search(stop);
        let mut lines = vec![(best.score, search_line(&best, best.pv.clone()))];
        if wanted > 1 && !position.legal_moves().is_empty() {
            // Each other move: search the position after it, one ply less.
            let child_limits = Limits {
                depth: self.limits.depth.saturating_sub(1).max(1),
                ..self.limits.clone()
            };
            for sq in position.legal_moves() {
                if Move::Place(sq) == best.best_move {
                    continue;
                }
                let mut child = position;
                child.play(sq).map_err(|e| e.to_string())?;
                let reply = self.searcher.search(&child, &child_limits, stop);
                let mut pv = vec![Move::Place(sq)];
                pv.extend(reply.pv.iter().copied());
                let scored = SearchResult {
                    score: -reply.score,
                    depth: reply.depth + 1,
                    ..reply
                };
                lines.push((scored.score, search_line(&scored, pv)));
            }
            lines.sort_by_key(|(score, _)| -score);
        }
        for (_, line) in lines.iter().take(wanted) {
            let _ = writeln!(out, "{line}");
        }
        Ok("status".to_string())
    }
}

/// A line of the GUI's input, as the reader thread passes it on.
enum Input {
    Line(String),
    /// A line that is not UTF-8: answered with an error, the session goes on.
    NotText,
    /// The input closed (or failed): the session ends.
    End,
}

/// Runs `session` on `input` until `quit` or the end of the input, writing
/// to `out`. A reader thread queues the lines and raises the stop flag
/// whenever a line is waiting, so that a search in progress ends when new
/// input arrives (as the protocol's `ping` requires) or when the input
/// closes; after that the session ends.
pub fn serve(
    session: &mut Session,
    input: impl BufRead + Send + 'static,
    out: &mut impl Write,
) -> io::Result<()> {
    let stop = Arc::new(AtomicBool::new(false));
    // Lines sent but not yet taken: while any waits, searches stop.
    let waiting = Arc::new(AtomicUsize::new(0));
    let (sender, lines) = mpsc::channel();
    let (reader_stop, reader_waiting) = (Arc::clone(&stop), Arc::clone(&waiting));
    std::thread::spawn(move || {
        let mut input = input;
        let mut buffer = Vec::new();
        loop {
            buffer.clear();
            let line = match input.read_until(b'\n', &mut buffer) {
                Ok(0) | Err(_) => Input::End,
                Ok(_) => match std::str::from_utf8(&buffer) {
                    Ok(text) => Input::Line(text.trim_end_matches(['\n', '\r']).to_string()),
                    Err(_) => Input::NotText,
                },
            };
            let end = matches!(line, Input::End);
            reader_waiting.fetch_add(1, Ordering::SeqCst);
            reader_stop.store(true, Ordering::SeqCst);
            if sender.send(line).is_err() || end {
                break;
            }
        }
    });
    for line in lines {
        waiting.fetch_sub(1, Ordering::SeqCst);
        // Clear the flag, then raise it again if more input came meanwhile:
        // the reader counts a line before raising the flag, so none is missed.
        stop.store(false, Ordering::SeqCst);
        if waiting.load(Ordering::SeqCst) > 0 {
            stop.store(true, Ordering::SeqCst);
        }
        match line {
            Input::Line(line) => {
                if session.handle(&line, out, &stop)? == Flow::Quit {
                    break;
                }
            }
            Input::NotText => {
                writeln!(out, "status error: the line is not UTF-8 text")?;
                out.flush()?;
            }
            Input::End => break,
        }
    }
    Ok(())
}

fn status(out: &mut impl Write, text: &str) {
    let _ = writeln!(out, "status {text}");
    let _ = out.flush();
}

fn search_line(result: &SearchResult, pv: Vec<Move>) -> String {
    let pv: String = pv
        .iter()
        .map(|m| move_text(*m))
        .collect::<Vec<_>>()
        .join("-");
    let depth = match result.kind {
        ScoreKind::Exact => "100%".to_string(),
        ScoreKind::WinLossDraw => "100%W".to_string(),
        ScoreKind::Estimate => result.depth.to_string(),
    };
    format!("search {pv} {:.2} 0 {depth}", result.score as f64)
}

/// NBoard writes squares in capitals (`D3`, and `PA` for a pass).
fn move_text(mv: Move) -> String {
    mv.to_string().to_ascii_uppercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use reversi_engine::Color;

    const GAME: &str = "(;GM[Othello]PC[NBoard]DT[2014-02-21]PB[a]PW[b]RE[?]TI[15:00]TY[8]\
        BO[8 ---------------------------O*------*O--------------------------- *]\
        B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)";

    fn run(session: &mut Session, script: &[&str]) -> Vec<String> {
        let mut out = Vec::new();
        let stop = AtomicBool::new(false);
        for line in script {
            session.handle(line, &mut out, &stop).unwrap();
        }
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(String::from)
            .collect()
    }

    #[test]
    fn a_line_that_is_not_text_gets_an_error_and_the_session_goes_on() {
        let input: &[u8] = b"nboard 2\nping \xff\xfe1\nping 2\n";
        let mut out = Vec::new();
        serve(&mut Session::new(), input, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(
            text.lines().collect::<Vec<_>>(),
            [
                "set myname Reversi",
                "status error: the line is not UTF-8 text",
                "pong 2"
            ],
            "{text}"
        );
    }

    #[test]
    fn the_input_closing_during_a_search_stops_it_and_ends_the_session() {
        let (reader, mut writer) = std::io::pipe().unwrap();
        let done = Arc::new(AtomicBool::new(false));
        let finished = Arc::clone(&done);
        let session = std::thread::spawn(move || {
            let mut out = Vec::new();
            // Depth 60 from the start would take longer than anyone waits.
            serve(&mut Session::new(), io::BufReader::new(reader), &mut out).unwrap();
            finished.store(true, Ordering::SeqCst);
            String::from_utf8(out).unwrap()
        });
        writeln!(writer, "nboard 2\nset depth 60\ngo").unwrap();
        std::thread::sleep(std::time::Duration::from_millis(300));
        assert!(!done.load(Ordering::SeqCst), "the search ended by itself");
        drop(writer);
        let started = std::time::Instant::now();
        while !done.load(Ordering::SeqCst) {
            assert!(
                started.elapsed().as_secs() < 5,
                "the session did not end when its input closed"
            );
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        let text = session.join().unwrap();
        assert!(text.contains("=== "), "the search answered: {text}");
    }

    #[test]
    fn selectivity_survives_set_depth() {
        let mut session = Session::new();
        session.set_selectivity(Some(1.5));
        run(&mut session, &["nboard 2", "set depth 7"]);
        assert_eq!(session.limits.depth, 7);
        assert_eq!(session.limits.selectivity, Some(1.5));
    }

    /// Plays `game` to the end: black's moves by `session`'s `go`, white's
    /// by a 2-ply search, each sent as the arena sends it (`set game`).
    fn play_black(session: &mut Session, mut game: Game) -> Game {
        while !game.position().is_game_over() {
            if game.position().must_pass() {
                game.play(Move::Pass).unwrap();
                continue;
            }
            let mv = if game.side_to_move() == Color::Black {
                let out = run(session, &[&format!("set game {}", game.to_ggf()), "go"]);
                let answer = out.iter().find(|l| l.starts_with("=== ")).unwrap();
                answer[4..].split('/').next().unwrap().parse().unwrap()
            } else {
                let never = AtomicBool::new(false);
                reversi_engine::search(game.position(), &Limits::depth(2), &never).best_move
            };
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn a_game_on_the_clock_keeps_within_its_time_and_the_next_game_starts_afresh() {
        let budget = Duration::from_millis(1500);
        let mut session = Session::with(
            Some(reversi_engine::Level::strongest().limits()),
            Evaluator::Hand,
        );
        session.set_game_time(budget);
        let game = play_black(&mut session, Game::from_ggf(GAME).unwrap());
        let clock = session.clock.as_ref().unwrap();
        let ours = clock.spent.len();
        assert!(ours >= 20, "black moved {ours} times");
        // The budget's arithmetic, not the wall clock (other tests share the
        // machine): each search was given at most half of what was left, or
        // the least a search gets, and what is left is what the moves took.
        let least = move_time(Duration::ZERO, 40, &session.limits);
        let mut left = budget;
        for spent in &clock.spent {
            assert!(
                spent.given <= (left / 2).max(least),
                "{:?} given with {left:?} left",
                spent.given
            );
            left = left.saturating_sub(spent.took);
        }
        assert_eq!(clock.left(), left);
        // The time went to the moves before the solve, not the first ones.
        let at = |empties: std::ops::RangeInclusive<u32>| -> Duration {
            clock
                .spent
                .iter()
                .filter(|s| empties.contains(&s.position.board().empties().count_ones()))
                .map(|s| s.given)
                .max()
                .unwrap_or_default()
        };
        assert!(
            at(21..=28) > at(45..=52),
            "{:?} against {:?}",
            at(21..=28),
            at(45..=52)
        );
        assert!(game.position().is_game_over());
        // A new game: the clock is full again.
        run(&mut session, &[&format!("set game {GAME}")]);
        assert_eq!(session.clock.as_ref().unwrap().left(), budget);
    }

    #[test]
    fn the_clock_forgets_moves_taken_back_and_keeps_the_others() {
        let mut session = Session::new();
        session.set_game_time(Duration::from_secs(60));
        let mut game = Game::from_ggf(GAME).unwrap();
        run(
            &mut session,
            &[&format!("set game {}", game.to_ggf()), "go"],
        );
        let after_first = session.clock.as_ref().unwrap().left();
        assert!(after_first < Duration::from_secs(60));
        // Our move and a reply arrive: the first move's time still counts.
        for _ in 0..2 {
            let mv = game.position().legal_moves().iter().next().unwrap();
            game.play(mv).unwrap();
        }
        run(&mut session, &[&format!("set game {}", game.to_ggf())]);
        assert_eq!(session.clock.as_ref().unwrap().left(), after_first);
        // Both taken back: that move will be thought about (and timed) again.
        game.undo();
        game.undo();
        run(&mut session, &[&format!("set game {}", game.to_ggf())]);
        assert_eq!(
            session.clock.as_ref().unwrap().left(),
            Duration::from_secs(60)
        );
    }

    #[test]
    fn scripted_session() {
        let mut session = Session::new();
        let out = run(
            &mut session,
            &[
                "nboard 2",
                "set depth 4",
                &format!("set game {GAME}"),
                "ping 1",
                "go",
                "hint 3",
                "move d6/1.5/0.2",
                "move z9",
                "set depth many",
                "frobnicate 12",
                "ping 2",
                "learn",
            ],
        );
        let text = out.join("\n");
        assert_eq!(out[0], "set myname Reversi");
        assert_eq!(out[1], "set myname Reversi4");
        assert_eq!(out[2], "pong 1");
        // go: a legal move from the GGF position, which is not played.
        let answer = out.iter().find(|l| l.starts_with("=== ")).expect(&text);
        let mv = answer[4..].split('/').next().unwrap().to_lowercase();
        let position = *Game::from_ggf(GAME).unwrap().position();
        assert!(
            position.legal_moves().contains(mv.parse().unwrap()),
            "{answer}"
        );
        // hint 3: three search lines, best first.
        let hints: Vec<&String> = out.iter().filter(|l| l.starts_with("search ")).collect();
        assert_eq!(hints.len(), 3, "{text}");
        let evals: Vec<f64> = hints
            .iter()
            .map(|l| l.split_whitespace().nth(2).unwrap().parse().unwrap())
            .collect();
        assert!(evals[0] >= evals[1] && evals[1] >= evals[2], "{text}");
        // Malformed lines get an error and the session goes on.
        assert_eq!(
            out.iter()
                .filter(|l| l.starts_with("status error:"))
                .count(),
            2,
            "{text}"
        );
        assert!(out.contains(&"pong 2".to_string()), "{text}");
        assert_eq!(out.last().unwrap(), "learned");
        // d6 was played; the position is white's turn after it.
        assert_eq!(session.game.position().side_to_move(), Color::White);
        assert_eq!(
            session.game.position().disc_at("d6".parse().unwrap()),
            Some(Color::Black)
        );
    }

    #[test]
    fn random_and_damaged_lines_never_stop_the_session() {
        use reversi_testkit::Fuzzer;
        let script = [
            "nboard 2",
            "set depth 4",
            &format!("set game {GAME}"),
            "ping 7",
            "go",
            "hint 3",
            "move d6/1.5/0.2",
            "move pa",
            "set contempt 0",
            "learn",
        ];
        // Searches are cut short: this checks the protocol, not the AI.
        let limits = Limits {
            nodes: Some(2_000),
            ..Limits::depth(3)
        };
        let mut session = Session::with(Some(limits.clone()), Evaluator::Hand);
        let mut fuzzer = Fuzzer::new(5);
        let stop = AtomicBool::new(false);
        let mut answered = 0;
        for _ in 0..3_000 {
            let line = fuzzer.input(&script);
            let mut out = Vec::new();
            let flow = session.handle(&line, &mut out, &stop).unwrap();
            answered += usize::from(!out.is_empty());
            if flow == Flow::Quit {
                session = Session::with(Some(limits.clone()), Evaluator::Hand);
            }
            let text = String::from_utf8(out).unwrap();
            for reply in text.lines() {
                let known = [
                    "set myname ",
                    "pong ",
                    "status",
                    "=== ",
                    "search ",
                    "nodestats ",
                    "learned",
                ];
                assert!(
                    known.iter().any(|k| reply.starts_with(k)),
                    "{line:?} gave {reply:?}"
                );
            }
            // A good ping is always answered, whatever came before.
            let mut out = Vec::new();
            session.handle("ping 99", &mut out, &stop).unwrap();
            assert_eq!(
                String::from_utf8(out).unwrap(),
                "pong 99\n",
                "after {line:?}"
            );
        }
        // Enough lines were read as commands to exercise the session (335
        // of the 3000 with this seed).
        assert!(answered >= 200, "only {answered} lines were answered");
    }
}
